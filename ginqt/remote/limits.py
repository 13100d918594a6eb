"""The limits a player's process is started with, readable at start without the processes' machinery.

.. versionadded:: 0.2
"""

from __future__ import annotations

__all__ = ["DEFAULT_MEMORY_MB", "WINDOW_NICE"]

#: The memory a plugin's process may use (MiB) unless the preferences say otherwise; 0: no cap.
DEFAULT_MEMORY_MB = 1024
#: The window's plugins run this far below its CPU priority (``nice``), so that one that spins cannot take
#: the time the table needs to draw; a tournament's run at the same priority as its workers.
WINDOW_NICE = 10
