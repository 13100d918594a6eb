"""Safe JSON files: atomic writes, validation on load, corrupt files moved aside.

Every GinQt data file is one JSON object with two header keys::

    {"format": "ginqt-stats", "version": 1, ...}

A file that is empty, truncated, not JSON, of the wrong format or of another
version is never trusted and never overwritten in place: it is renamed to
``<name>.corrupt-<UTC timestamp>`` and the caller starts from defaults.  Nothing
read from a file is ever executed; values are checked one by one.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

__all__ = [
    "MAX_FILE_BYTES",
    "DataFormatError",
    "Notices",
    "atomic_write_text",
    "dump_document",
    "move_aside",
    "parse_document",
    "utc_now",
    "utc_stamp",
]

#: Files larger than this are not read (ours stay far smaller); they count as corrupt.
MAX_FILE_BYTES: Final = 32 * 1024 * 1024


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
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half of one.

    A temporary file in the same folder is written, flushed and fsync'ed, then
    ``os.replace``'d over ``path``.  Raises :class:`OSError` when the folder is not
    writable; the temporary file is removed.
    """
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_folder(path.parent)


def dump_document(kind: str, version: int, payload: dict[str, Any]) -> str:
    """The JSON text of a data file: the header, then ``payload``'s keys."""
    document: dict[str, Any] = {"format": kind, "version": version}
    document.update(payload)
    return json.dumps(document, ensure_ascii=False, indent=1, allow_nan=False) + "\n"


def _reject_constant(name: str) -> Any:
    raise DataFormatError(f"{name} is not a number GinQt writes")


def parse_document(raw: bytes, kind: str, version: int) -> dict[str, Any]:
    """Check a data file's bytes and return its JSON object; :class:`DataFormatError` says why not.

    >>> parse_document(b'{"format": "ginqt-x", "version": 1, "a": 2}', "ginqt-x", 1)["a"]
    2
    >>> parse_document(b'{"format": "ginqt-x", "vers', "ginqt-x", 1)
    Traceback (most recent call last):
    ...
    ginqt.storage.files.DataFormatError: it is not valid JSON (truncated or damaged?): ...
    """
    if len(raw) > MAX_FILE_BYTES:
        raise DataFormatError(f"it is too large ({len(raw)} bytes)")
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
    if not isinstance(data, dict):
        raise DataFormatError(f"it holds a JSON {type(data).__name__}, not an object")
    found_kind = data.get("format")
    if found_kind != kind:
        raise DataFormatError(f"it is not a {kind!r} file (format is {found_kind!r})")
    found_version = data.get("version")
    if type(found_version) is not int:
        raise DataFormatError("it has no version number")
    if found_version != version:
        newer = " (written by a newer GinQt?)" if found_version > version else ""
        raise DataFormatError(f"it is version {found_version}{newer}; this GinQt reads version {version}")
    return data


def move_aside(path: Path, when: _dt.datetime | None = None) -> Path:
    """Rename a bad file to ``<name>.corrupt-<stamp>`` (``-2``, ``-3``... if taken) and return the new path.

    Raises :class:`OSError` when it cannot be renamed (a read-only folder).
    """
    base = path.with_name(f"{path.name}.corrupt-{utc_stamp(when)}")
    target = base
    number = 1
    while target.exists():
        number += 1
        target = base.with_name(f"{base.name}-{number}")
    os.replace(path, target)
    return target
