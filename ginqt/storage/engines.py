"""The engines the user added (``ginqt engines add``), kept in ``engines.json`` in the data folder.

Each engine is a name, a command line (run as is, no shell), the option values the user set,
where it was added from (the folder relative commands are found in), the environment variables
it is started with and, when given, its working folder (one it may read its data from).  The file is
written atomically; one that cannot be read gives an empty list and one clear line saying
why (the file is left as it is until the next change writes it again).

.. versionadded:: 0.4
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ginqt.storage.files import atomic_write_text, read_data_file
from ginqt.storage.paths import DataDir

__all__ = ["ENGINES_FILE", "JVM_ENV", "EngineEntry", "EnginesFile", "check_engine_name", "check_env", "default_env",
           "engines_path", "runs_a_jvm"]

ENGINES_FILE = "engines.json"
#: What an engine's name may be: it is typed after --opponent and in tournaments.
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]{0,39}")
#: What an environment variable's name may be.
_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
#: The variables a Java engine is started with unless its record says otherwise: glibc's malloc arenas capped, so
#: that a JVM's threads fit the sandbox's 1 GiB of address space (each arena reserves 64 MiB; a JVM's compiler
#: threads each took one of their own, and the C2 compiler thread died for want of one).
JVM_ENV = {"MALLOC_ARENA_MAX": "2"}


def runs_a_jvm(command: tuple[str, ...] | list[str]) -> bool:
    """The command starts a Java virtual machine (its program is ``java``)."""
    return bool(command) and Path(command[0]).name in ("java", "java.exe")


def default_env(command: tuple[str, ...] | list[str]) -> dict[str, str]:
    """The variables an engine added with ``command`` is started with unless told others: a JVM's :data:`JVM_ENV`."""
    return dict(JVM_ENV) if runs_a_jvm(command) else {}


def check_env(name: str, value: str) -> str | None:
    """Why ``name=value`` cannot be an engine's environment variable (``None``: it can)."""
    if not _VARIABLE.fullmatch(name):
        return f"{name[:40]!r} cannot name an environment variable: use letters, digits and _ (not first a digit)"
    if "\0" in value or len(value) > 4096:
        return f"the value of {name} must be text of at most 4096 characters"
    return None


def check_engine_name(name: str) -> str | None:
    """Why ``name`` cannot name an engine (``None``: it can)."""
    if not _NAME.fullmatch(name):
        return (f"{name!r} cannot name an engine: use 1 to 40 letters, digits and _ . + - "
                "(starting with a letter or digit)")
    return None


@dataclass(frozen=True)
class EngineEntry:
    """One added engine."""

    name: str
    command: tuple[str, ...]
    #: The folder the command was given in (relative paths in it are found from there).
    folder: str = ""
    #: Option values the user set (``--set NAME=VALUE``), sent after the handshake.
    options: dict[str, str] = field(default_factory=dict)
    #: Seconds a move may take, and seconds of thinking a game (0: no budget).
    move_seconds: float = 5.0
    game_seconds: float = 30.0
    #: Environment variables it is started with (``--env NAME=VALUE``; a Java engine's :data:`JVM_ENV`).
    env: dict[str, str] = field(default_factory=dict)
    #: Its working folder, which the sandbox lets it read (``--workdir DIR``); '': its own folder.
    workdir: str = ""

    def to_json(self) -> dict[str, object]:
        return {**asdict(self), "command": list(self.command)}

    @classmethod
    def from_json(cls, data: object) -> EngineEntry:
        if not isinstance(data, dict):
            raise ValueError("an engine is an object")
        name, command = data.get("name"), data.get("command")
        if not isinstance(name, str) or check_engine_name(name) is not None:
            raise ValueError(f"an engine's name is not valid: {name!r}"[:100])
        if not isinstance(command, list) or not command or not all(isinstance(w, str) for w in command):
            raise ValueError(f"engine {name!r} has no command line")
        options = data.get("options") or {}
        if not isinstance(options, dict):
            raise ValueError(f"engine {name!r}: options must be an object")
        # A record written before engines had variables: a Java engine gets the JVM's.
        env = data.get("env", default_env(command))
        if not isinstance(env, dict) or not all(isinstance(v, str) and check_env(str(k), v) is None
                                                for k, v in env.items()):
            raise ValueError(f"engine {name!r}: env must be an object of variables and their text")
        return cls(name, tuple(command), str(data.get("folder", "")),
                   {str(k): str(v) for k, v in options.items()},
                   float(data.get("move_seconds", 5.0)), float(data.get("game_seconds", 30.0)),
                   {str(k): v for k, v in env.items()}, str(data.get("workdir", "")))


def engines_path(data_dir: str | None = None) -> Path:
    """Where the list is: in ``data_dir`` (``--data-dir``), else ``$GINQT_DATA_DIR``, else platformdirs."""
    return DataDir.resolve(data_dir, check_writable=False).data_path / ENGINES_FILE


class EnginesFile:
    """The list of added engines in one file: :meth:`load`, then :meth:`add`/:meth:`remove` (written at once)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.engines: dict[str, EngineEntry] = {}
        #: Why the file could not be read (``None``: it was read, or there is none yet).
        self.error: str | None = None

    def load(self) -> EnginesFile:
        self.engines, self.error = {}, None
        if not self.path.exists():
            return self
        try:
            data = json.loads(read_data_file(self.path).decode("utf-8"))
            if not isinstance(data, dict) or data.get("format") != "ginqt-engines":
                raise ValueError("not a GinQt engines file")
            entries = [EngineEntry.from_json(item) for item in data.get("engines", [])]
        except (OSError, ValueError, TypeError) as error:
            self.error = f"the list of engines ({self.path}) cannot be read and is taken as empty: {error}"[:300]
            return self
        self.engines = {entry.name: entry for entry in entries}
        return self

    def save(self) -> None:
        """Write the list atomically (``OSError`` when the folder cannot be written)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        document = {"format": "ginqt-engines", "version": 1,
                    "engines": [entry.to_json() for entry in self.engines.values()]}
        atomic_write_text(self.path, json.dumps(document, indent=2) + "\n")

    def add(self, entry: EngineEntry) -> None:
        self.engines[entry.name] = entry
        self.save()

    def remove(self, name: str) -> bool:
        if name not in self.engines:
            return False
        del self.engines[name]
        self.save()
        return True
