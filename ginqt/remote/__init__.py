"""Players in other processes: one seat over a sandboxed process, spoken to in a dialect (docs/ARCHITECTURE.md,
"Players in other processes").  Nothing here knows plugins, engines' lists, files or the window.

.. versionadded:: 0.6
"""
