"""One GinQt at a time on a data folder.

Two programs keeping the same statistics would each write what they hold in memory,
and the last write would drop the other's games (or a deletion).  So the program that
keeps data holds a lock on ``ginqt.lock`` in the data folder while it runs: an
operating-system lock (``flock`` on POSIX, ``msvcrt.locking`` on Windows) that the
system lets go of when the process ends in any way, ``kill -9`` included, so a crash
never leaves a folder locked.  The file says who holds it (process id and machine),
for the message the second program shows.

>>> import tempfile
>>> folder = tempfile.TemporaryDirectory()
>>> first = DataLock.take(Path(folder.name))
>>> try:
...     DataLock.take(Path(folder.name))
... except DataFolderBusy as busy:
...     print("busy:", busy.holder == first.holder)
busy: True
>>> first.release()
>>> DataLock.take(Path(folder.name)).release()
>>> folder.cleanup()
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import Final

__all__ = ["LOCK_FILE", "DataFolderBusy", "DataLock"]

LOCK_FILE: Final = "ginqt.lock"


def _host_name() -> str:
    """This computer's name, as ``socket.gethostname()`` says it (importing socket took a start 4 ms)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket  # Windows

    return socket.gethostname()


class DataFolderBusy(Exception):
    """Another GinQt keeps its data in this folder now."""

    def __init__(self, folder: Path, holder: str) -> None:
        self.folder = folder
        self.holder = holder  #: "process 1234 on host", or "" when the file could not be read
        who = f" ({holder})" if holder else ""
        super().__init__(f"GinQt is already running with the data folder {folder}{who}: close it first, "
                         "or use another folder (--data-dir)")


def _try_lock(fd: int) -> bool:
    """Lock the open file ``fd`` for this process, without waiting; False when another holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class DataLock:
    """The lock on one data folder, held by this process until :meth:`release` (or its end)."""

    def __init__(self, path: Path, fd: int, holder: str) -> None:
        self.path = path
        self.holder = holder
        self._fd: int | None = fd

    @classmethod
    def take(cls, folder: Path) -> DataLock:
        """Hold ``folder``.  Raises :class:`DataFolderBusy` when another process holds it, and ``OSError``
        when the lock file cannot be made (a read-only folder: nothing will be written there anyway)."""
        path = folder / LOCK_FILE
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        if not _try_lock(fd):
            try:
                holder = os.read(fd, 200).decode("utf-8", "replace").strip()
            except OSError:
                holder = ""
            os.close(fd)
            raise DataFolderBusy(folder, holder)
        holder = f"process {os.getpid()} on {_host_name()}"
        if sys.platform != "win32":  # on Windows the locked byte cannot be read by the other program
            with contextlib.suppress(OSError):  # who holds it is a courtesy; the lock is what counts
                os.ftruncate(fd, 0)
                os.pwrite(fd, holder.encode("utf-8", "replace"), 0)
        return cls(path, fd, holder)

    def release(self) -> None:
        """Let go of the folder (closing the file releases the lock).  The file stays: removing it could race
        with another program taking the lock."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)
