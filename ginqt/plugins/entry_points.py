"""The entry points of one group, read from the metadata folders on :data:`sys.path` as
:func:`importlib.metadata.entry_points` reads them, without importing it (15-20 ms of GinQt's start); a path this
reader does not read is asked of :mod:`importlib.metadata`.

.. versionadded:: 0.2
"""

from __future__ import annotations

import contextlib
import importlib
import os
import re
import sys
from functools import reduce
from pathlib import Path
from typing import Any, Protocol

__all__ = ["EntryPoint", "EntryPointLike", "PathDistribution", "group_entry_points"]

_INFO_SUFFIXES = (".dist-info", ".egg-info")
#: ``module``, ``module:attribute.path``, optionally ``[extras]`` (importlib.metadata's pattern).
_VALUE = re.compile(r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$")


class EntryPointLike(Protocol):
    """What GinQt reads of an entry point (this module's, or importlib.metadata's)."""

    @property
    def name(self) -> str: ...

    @property
    def value(self) -> str: ...

    @property
    def group(self) -> str: ...

    def load(self) -> Any: ...


def _normalize(name: str) -> str:
    """importlib.metadata's ``Prepared.normalize``: PEP 503, with dashes as underscores."""
    return re.sub(r"[-_.]+", "-", name).lower().replace("-", "_")


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError):
        return None


class PathDistribution:
    """A distribution's metadata folder, read as importlib.metadata reads it (the parts GinQt uses)."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._headers: _Headers | None = None

    @property
    def metadata(self) -> _Headers:
        """The headers of ``METADATA`` (or ``PKG-INFO``): the first of each name, whatever its case."""
        if self._headers is None:
            text = _read(self._path / "METADATA") or _read(self._path / "PKG-INFO") or ""
            self._headers = _Headers()
            headers = self._headers.by_name
            last = None  # the header just read: a line that starts with white space continues it
            for line in text.splitlines():
                if not line.strip():
                    break  # the headers end at the first empty line (the description follows)
                if line[0] in " \t":
                    if last is not None:
                        headers[last] += " " + line.strip()
                    continue
                name, colon, value = line.partition(":")
                key = name.strip().lower()
                last = key if colon and key not in headers else None
                if last is not None:
                    headers[last] = value.strip()
        return self._headers

    @property
    def name(self) -> str | None:
        return self.metadata["Name"]

    @property
    def version(self) -> str | None:
        return self.metadata["Version"]

    def locate_file(self, path: str) -> Path:
        return self._path.parent / path

    def read_text(self, filename: str) -> str | None:
        return _read(self._path / filename)

    def normalized_name(self) -> str:
        """importlib.metadata's ``_normalized_name``: from the folder's name, else from the metadata."""
        stem, ext = os.path.splitext(self._path.name)
        if ext in _INFO_SUFFIXES:
            return _normalize(stem.partition("-")[0])
        return _normalize(self.name or "")


class _Headers:
    """Headers looked up without regard to case; a missing one is None (as ``email.message`` answers)."""

    def __init__(self) -> None:
        self.by_name: dict[str, str] = {}

    def __getitem__(self, name: str) -> str | None:
        return self.by_name.get(name.lower())


class EntryPoint:
    """An entry point of ``group`` in ``dist``: ``value`` names what :meth:`load` imports."""

    __slots__ = ("dist", "group", "name", "value")

    def __init__(self, name: str, value: str, group: str, dist: PathDistribution | None = None) -> None:
        self.name, self.value, self.group, self.dist = name, value, group, dist

    def load(self) -> Any:
        """Import the module and return the attribute the value names (importlib.metadata's rule)."""
        match = _VALUE.match(self.value)
        if match is None:
            raise ValueError(f"entry point {self.name!r}: {self.value!r} names no module")
        module = importlib.import_module(match.group("module"))
        return reduce(getattr, filter(None, (match.group("attr") or "").split(".")), module)

    def __repr__(self) -> str:
        return f"EntryPoint(name={self.name!r}, value={self.value!r}, group={self.group!r})"


class _NotReadHere(Exception):
    """The path has something only importlib.metadata reads."""


def _metadata_folders(root: str) -> list[Path]:
    """The metadata folders of one :data:`sys.path` entry, in importlib.metadata's order (``Lookup``)."""
    try:
        children = os.listdir(root or ".")
    except OSError:
        if os.path.isfile(root):
            raise _NotReadHere(root) from None  # a zip file (an egg, a zipped library)
        return []
    infos: dict[str, list[Path]] = {}
    eggs: list[Path] = []
    base = os.path.basename(root).lower()
    for child in children:
        low = child.lower()
        if low.endswith(_INFO_SUFFIXES):
            infos.setdefault(_normalize(low.rpartition(".")[0].partition("-")[0]), []).append(Path(root, child))
        elif base.endswith(".egg") and low == "egg-info":
            eggs.append(Path(root, child))
    return [path for paths in infos.values() for path in paths] + eggs


def _entry_points_in(text: str, group: str, dist: PathDistribution) -> list[EntryPoint]:
    """The entry points of ``group`` in an ``entry_points.txt`` (importlib.metadata's ``Sectioned``)."""
    found = []
    section = None
    for line in map(str.strip, text.splitlines()):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
        elif section == group and "=" in line:
            name, value = (part.strip() for part in line.split("=", 1))
            found.append(EntryPoint(name, value, group, dist))
    return found


def _other_finders() -> bool:
    """Is there a finder of distributions besides Python's own path finder (a frozen app's, a zip importer's)?"""
    from importlib.machinery import PathFinder

    return any(getattr(finder, "find_distributions", None) is not None and finder is not PathFinder
               for finder in sys.meta_path)


def _scan(group: str) -> list[EntryPoint]:
    seen: set[str] = set()
    found: list[EntryPoint] = []
    marker = f"[{group}]"
    for root in sys.path:
        for folder in _metadata_folders(root):
            dist = PathDistribution(folder)
            key = dist.normalized_name()
            if key in seen:
                continue  # a distribution of that name earlier on the path hides this one
            seen.add(key)
            text = dist.read_text("entry_points.txt")
            if text and marker in text:
                found.extend(_entry_points_in(text, group, dist))
    return found


def group_entry_points(group: str) -> list[EntryPointLike]:
    """The entry points of ``group`` of every installed distribution, as importlib.metadata lists them."""
    if not _other_finders():
        with contextlib.suppress(_NotReadHere):
            return list(_scan(group))
    from importlib import metadata

    return list(metadata.entry_points(group=group))
