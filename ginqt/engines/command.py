"""An engine's working folder (:func:`workdir_problem`), and what identifies it in a tournament's records
(:func:`engine_identity`).

.. versionadded:: 0.5
"""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

from ginqt.remote.dialects.protocol import EngineInfo
from ginqt.storage.engines import EngineEntry

__all__ = ["command_sha256", "engine_identity", "workdir_problem"]

#: Files of a folder named by a command that its hash covers at most (in their sorted order).
MAX_HASHED_FILES = 10_000
_DIGESTS: dict[tuple[str, int, int], str] = {}


def workdir_problem(folder: str, protected: tuple[str, ...] = ()) -> str | None:
    """Why ``folder`` cannot be an engine's working folder (``None``: it can).  ``protected``: GinQt's data
    folders, which no engine may read (the home folder is always one)."""
    path = Path(folder).expanduser()
    if not path.is_dir():
        return f"--workdir {folder!r} is not a folder"
    real, home = path.resolve(), Path.home().resolve()
    for kept in (home, *(Path(folder).resolve() for folder in protected)):
        holds_it = real == kept or real in kept.parents
        inside_data = kept != home and kept in real.parents  # (a folder in the home is a player's own)
        if holds_it or inside_data:
            return (f"--workdir {folder!r} is, holds or lies in {kept}, which the sandbox never lets an engine read: "
                    "give the folder of the player's own data")
    return None


def _file_sha256(path: Path) -> str:
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _DIGESTS:
        digest = hashlib.sha256()
        with open(path, "rb") as file:
            while chunk := file.read(1 << 20):
                digest.update(chunk)
        _DIGESTS[key] = digest.hexdigest()
    return _DIGESTS[key]


def _files(entry: EngineEntry) -> list[Path]:
    """The files the command names: its arguments that are files, and the files in those that are folders
    (sorted); the program alone when no argument is one."""
    base = Path(entry.folder or os.getcwd())
    named: list[Path] = []
    for word in entry.command[1:]:
        path = base / word
        if word and path.exists():
            named.append(path.resolve())
    if not named:
        program = entry.command[0]
        found = program if os.sep in program else shutil.which(program)
        return [Path(base / found).resolve()] if found and (base / found).is_file() else []
    files: list[Path] = []
    for path in named:
        if path.is_file():
            files.append(path)
        elif path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.is_file())[:MAX_HASHED_FILES]
    return files


def command_sha256(entry: EngineEntry) -> str:
    """The SHA-256 of the files ``entry``'s command names (:func:`_files`), each file's name and content in
    order: another build of the engine, another hash.  ``''`` when none can be read."""
    digest = hashlib.sha256()
    try:
        for path in _files(entry):
            digest.update(f"{path.name}\0{_file_sha256(path)}\n".encode())
    except OSError:
        return ""
    return digest.hexdigest()


def engine_identity(entry: EngineEntry, info: EngineInfo | None) -> dict[str, str]:
    """What identifies the engine that played: GinQt's name of it, its command's hash (:func:`command_sha256`),
    and the name and version it declared in its handshake (empty when it never shook hands)."""
    return {"engine": entry.name, "sha256": command_sha256(entry),
            "name": info.name if info is not None else "", "version": info.version if info is not None else ""}
