"""What an engine's command needs besides itself, and what identifies it.

* :func:`interpreter_paths`: a command that is a script starting with ``#!`` is run by the kernel with
  the interpreter that line names, which the sandbox must let the engine read and run too (for
  ``#!/usr/bin/env NAME``: ``env`` and the ``NAME`` it finds on ``PATH``).
* :func:`workdir_problem`: why a folder cannot be an engine's working folder (``--workdir``): the sandbox
  never lets an engine read the user's home or GinQt's data, nor a folder that holds them.
* :func:`command_sha256` and :func:`engine_identity`: the engine as a tournament's records name it: its name,
  the SHA-256 of the files its command names, and what it said of itself in its handshake.

.. versionadded:: 0.5
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
from pathlib import Path

from ginqt.engines.protocol import EngineInfo
from ginqt.storage.engines import EngineEntry

__all__ = ["command_sha256", "engine_identity", "interpreter_paths", "workdir_problem"]

#: Interpreters followed at most (a ``#!`` script run by another script, as pyenv's shims are).
_DEPTH = 4
#: Files of a folder named by a command that its hash covers at most (in their sorted order).
MAX_HASHED_FILES = 10_000
_DIGESTS: dict[tuple[str, int, int], str] = {}
#: Where ``env`` may look a program up: GinQt's own ``PATH``, and the sandbox's (the runtime's folder, then the
#: system's), which an engine's process is given.
_PATHS = (None, os.pathsep.join([os.path.dirname(sys.executable), "/usr/local/bin", "/usr/bin", "/bin"]))


def interpreter_paths(executable: str) -> list[str]:
    """The interpreters that run ``executable`` when it is a ``#!`` script, as they are named and as they
    really are (symbolic links followed); ``[]`` for a program that is no script."""
    found: list[str] = []
    program = executable
    for _ in range(_DEPTH):
        words = _hashbang(program)
        if not words:
            break
        named = [words[0]]
        if Path(words[0]).name == "env":  # #!/usr/bin/env [-S] NAME [ARGS]: NAME is looked up on PATH
            name = next((word for word in words[1:] if not word.startswith("-") and "=" not in word), None)
            named += [hit for path in _PATHS if name and (hit := shutil.which(name, path=path))]
        for path in named:
            for each in (path, str(Path(path).resolve())):
                if each not in found:
                    found.append(each)
        program = str(Path(named[-1]).resolve())
    return found


def _hashbang(path: str) -> list[str]:
    """The words of ``path``'s ``#!`` line (``[]``: none, or it cannot be read)."""
    try:
        with open(path, "rb") as file:
            head = file.read(512)
    except OSError:
        return []
    if not head.startswith(b"#!"):
        return []
    return head[2:].split(b"\n", 1)[0].decode("utf-8", "replace").split()


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
