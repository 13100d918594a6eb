"""Plugins that attack discovery itself, for tests/test_sandbox_doors.py: helpers shared by
``forging_plugin`` and ``flooding_plugin`` (each a plugin module of its own, ``-p NAME``).

Discovery's helper talks to GinQt over a pipe the plugin's process holds (its standard output, kept
on another descriptor by the host): a plugin finds it as any attacker would, by trying its
descriptors.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import stat


def channel_fds() -> list[int]:
    """The write ends of the pipes this process holds (GinQt's channel among them; not standard error)."""
    found = []
    for fd in range(3, 64):
        with contextlib.suppress(OSError):
            if stat.S_ISFIFO(os.fstat(fd).st_mode) and fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_WRONLY:
                found.append(fd)
    return found


def write_everywhere(line: bytes) -> None:
    for fd in channel_fds():
        with contextlib.suppress(OSError):
            os.write(fd, line)
