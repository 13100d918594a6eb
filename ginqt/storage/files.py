"""Safe JSON files: atomic writes, validation on load, corrupt files moved aside.

Every GinQt data file is one JSON object with two header keys::

    {"format": "ginqt-stats", "version": 1, ...}

A file that is empty, truncated, not JSON, of the wrong format or of another
version is never trusted and never overwritten in place: it is renamed to
``<name>.corrupt-<UTC timestamp>`` and the caller starts from defaults.  Nothing
read from a file is ever executed; values are checked one by one.

Only regular files are read (:func:`read_data_file`): a FIFO, a device or a
symbolic link to one is refused without reading it, and the size is checked
before a byte is read.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import glob
import json
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

__all__ = [
    "MAX_FILE_BYTES",
    "DataFormatError",
    "Notices",
    "atomic_write_bytes",
    "atomic_write_text",
    "copy_aside",
    "encode_document",
    "move_aside",
    "parse_document",
    "read_data_file",
    "remove_stale_temporary_files",
    "utc_now",
    "utc_stamp",
]

#: Files larger than this are not read, and never written (the statistics trim their history to fit).
MAX_FILE_BYTES: Final = 32 * 1024 * 1024
_BOM: Final = b"\xef\xbb\xbf"
#: Temporary files of :func:`atomic_write_text` end so (``.<name>.<random>.tmp``); a kill may leave one.
TEMP_SUFFIX: Final = ".tmp"


class DataFormatError(ValueError):
    """A data file (or a value in it) is not what GinQt writes; the message says what is wrong."""


class Notices:
    """Messages for the user about the data files, each given once.

    The application shows them (a status bar, a dialog, stderr) and may
    :meth:`drain` them so that they are not shown twice.

    >>> notices = Notices()
    >>> notices.add("The statistics file was damaged.", key="stats")
    True
    >>> notices.add("The statistics file was damaged again.", key="stats")
    False
    >>> notices.drain()
    ['The statistics file was damaged.']
    >>> len(notices)
    0
    """

    def __init__(self) -> None:
        self._messages: list[str] = []
        self._keys: set[str] = set()

    def add(self, message: str, key: str | None = None) -> bool:
        """Record ``message`` unless one with the same ``key`` (default: the text) was given already."""
        key = message if key is None else key
        if key in self._keys:
            return False
        self._keys.add(key)
        self._messages.append(message)
        return True

    @property
    def messages(self) -> list[str]:
        """The messages not yet drained, oldest first (a copy)."""
        return list(self._messages)

    def drain(self) -> list[str]:
        """Return the pending messages and forget them (their keys stay: no repeats)."""
        messages, self._messages = self._messages, []
        return messages

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._messages))

    def __len__(self) -> int:
        return len(self._messages)

    def __repr__(self) -> str:
        return f"Notices({self._messages!r})"


def utc_now() -> _dt.datetime:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0)


def utc_stamp(when: _dt.datetime | None = None) -> str:
    """A compact UTC timestamp for file names: ``20261122T040000``."""
    return (when or utc_now()).astimezone(_dt.UTC).strftime("%Y%m%dT%H%M%S")


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); harmless where folders cannot be opened."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half of one.

    A temporary file in the same folder is written, flushed and fsync'ed, then
    ``os.replace``'d over ``path``.  Raises :class:`OSError` when the folder is not
    writable; the temporary file is removed.
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """:func:`atomic_write_text` for bytes."""
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_folder(path.parent)


def encode_document(kind: str, version: int, payload: dict[str, Any]) -> bytes:
    """The UTF-8 JSON bytes of a data file: the header, then ``payload``'s keys."""
    document: dict[str, Any] = {"format": kind, "version": version}
    document.update(payload)
    # compact: the C encoder (json's indented output is pure Python, about 4 times slower)
    return (json.dumps(document, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")


def _reject_constant(name: str) -> Any:
    raise DataFormatError(f"{name} is not a number GinQt writes")


def _file_kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def read_data_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path`` (a symbolic link to one is fine), at most ``limit`` of them.

    Raises :class:`DataFormatError` without reading anything when ``path`` is not a
    regular file (a FIFO would block, ``/dev/zero`` never ends) or is larger than
    ``limit`` (a huge sparse file is not read whole); :class:`FileNotFoundError` and
    other :class:`OSError` as :func:`os.open` does.
    """
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise DataFormatError(f"it is {_file_kind(info.st_mode)}, not a regular file")
    if info.st_size > limit:
        raise DataFormatError(f"it is too large ({info.st_size} bytes; at most {limit} are read)")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)  # the file might have been swapped since os.stat
        if not stat.S_ISREG(info.st_mode):
            raise DataFormatError(f"it is {_file_kind(info.st_mode)}, not a regular file")
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > limit:
        raise DataFormatError(f"it is too large (more than {limit} bytes)")
    return raw


def parse_document(
    raw: bytes, kind: str, version: int, limit: int = MAX_FILE_BYTES, *, oldest: int | None = None
) -> dict[str, Any]:
    """Check a data file's bytes and return its JSON object; :class:`DataFormatError` says why not.

    A UTF-8 byte order mark (as some editors write) is accepted.  Versions ``oldest``
    (default: ``version``) to ``version`` are accepted.

    >>> parse_document(b'{"format": "ginqt-x", "version": 1, "a": 2}', "ginqt-x", 1)["a"]
    2
    >>> parse_document(b'{"format": "ginqt-x", "vers', "ginqt-x", 1)
    Traceback (most recent call last):
    ...
    ginqt.storage.files.DataFormatError: it is not valid JSON (truncated or damaged?): ...
    """
    if len(raw) > limit:
        raise DataFormatError(f"it is too large ({len(raw)} bytes)")
    if raw.startswith(_BOM):
        raw = raw[len(_BOM):]
    if not raw.strip():
        raise DataFormatError("it is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DataFormatError("it is not UTF-8 text") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise DataFormatError(
            f"it is not valid JSON (truncated or damaged?): {error.msg} at line {error.lineno}"
        ) from None
    except RecursionError:
        raise DataFormatError("it is nested too deeply") from None
    except ValueError:  # a number of thousands of digits (past int's conversion limit)
        raise DataFormatError("it holds a number far too long to be one GinQt writes") from None
    if not isinstance(data, dict):
        raise DataFormatError(f"it holds a JSON {type(data).__name__}, not an object")
    found_kind = data.get("format")
    if found_kind != kind:
        raise DataFormatError(f"it is not a {kind!r} file (format is {found_kind!r})")
    found_version = data.get("version")
    if type(found_version) is not int:
        raise DataFormatError("it has no version number")
    first = version if oldest is None else oldest
    if not first <= found_version <= version:
        newer = " (written by a newer GinQt?)" if found_version > version else ""
        versions = f"version {version}" if first == version else f"versions {first} to {version}"
        raise DataFormatError(f"it is version {found_version}{newer}; this GinQt reads {versions}")
    return data


def _aside_name(path: Path, when: _dt.datetime | None, cause: str | None) -> Path:
    base = path.with_name(f"{path.name}.corrupt-{f'{cause}-' if cause else ''}{utc_stamp(when)}")
    target = base
    number = 1
    while os.path.lexists(target):
        number += 1
        target = base.with_name(f"{base.name}-{number}")
    return target


def _remove_older_copies(path: Path, cause: str | None, kept: Path) -> None:
    """With a ``cause``: every earlier copy of ``path`` set aside for that cause goes (``kept`` is the new one)."""
    if cause is None:
        return
    for older in path.parent.glob(f"{glob.escape(path.name)}.corrupt-{cause}-*"):
        if older != kept:
            with contextlib.suppress(OSError):
                older.unlink()  # the entry only: a link set aside is removed, never what it points to


def move_aside(path: Path, when: _dt.datetime | None = None, cause: str | None = None) -> Path:
    """Rename a bad file to ``<name>.corrupt-<stamp>`` (``-2``, ``-3``... if taken) and return the new path.

    With a ``cause`` (a word: ``damaged``, ``unplayable``...) the name is ``<name>.corrupt-<cause>-<stamp>``
    and the earlier copies of that file set aside for that cause are removed: one copy per cause is left.
    Only the folder entry moves: a symbolic link is renamed, not what it points to.
    Raises :class:`OSError` when it cannot be renamed (a read-only folder).
    """
    target = _aside_name(path, when, cause)
    os.replace(path, target)
    _remove_older_copies(path, cause, target)
    return target


def copy_aside(path: Path, raw: bytes, when: _dt.datetime | None = None, cause: str | None = None) -> Path:
    """Keep ``raw`` (a file's original bytes) as ``<name>.corrupt-<stamp>`` beside it; the copy's path.

    Used when some entries of a file were dropped: the file itself is kept (and
    will be rewritten without them), the copy keeps everything.  ``cause`` as for
    :func:`move_aside`.  Raises :class:`OSError`.
    """
    target = _aside_name(path, when, cause)
    atomic_write_bytes(target, raw)
    _remove_older_copies(path, cause, target)
    return target


def remove_stale_temporary_files(folder: Path, names: tuple[str, ...], older_than: float = 60.0, *,
                                 endings: tuple[str, ...] = ()) -> int:
    """Delete what a killed :func:`atomic_write_text` left behind for ``names`` or any file name ending in one
    of ``endings`` (``.<name>.<random>.tmp``), and what a killed write test left (``.ginqt-probe.*``), older
    than ``older_than`` s.

    Young ones are left alone: another GinQt may be writing them right now.  The number removed.
    """
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    now = _dt.datetime.now().timestamp()
    for entry in entries:
        if not _is_temporary(entry.name, names, endings):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and now - entry.stat(follow_symlinks=False).st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def _is_temporary(name: str, names: tuple[str, ...], endings: tuple[str, ...]) -> bool:
    """``name`` is a temporary file of a write of one of ``names`` (or of a name ending in ``endings``)."""
    if name.startswith((".ginqt-probe.", ".ginqt-write-test")):
        return True
    if not (name.startswith(".") and name.endswith(TEMP_SUFFIX)):
        return False
    target = name[1:-len(TEMP_SUFFIX)].rpartition(".")[0]  # ".<target>.<random>.tmp"
    return target in names or (bool(endings) and target.endswith(endings))
