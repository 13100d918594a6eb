"""Engines: what the user does with opponents in any language (docs/ENGINES.md); their seat and protocol are
:mod:`ginqt.remote`.

.. versionadded:: 0.4
"""
