"""Adding an engine, for ``ginqt engines add`` and ``add-eaai`` alike: its name, time, variables and working folder
checked, then the engine started and its handshake checked (:func:`try_engine`, also the window's Add an engine…).

.. versionadded:: 0.5
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from ginqt.engines.command import workdir_problem
from ginqt.remote.channel import ChannelClosed, ChannelTimeout
from ginqt.remote.dialects.engine import engine_launch
from ginqt.remote.dialects.protocol import EngineInfo, ProtocolError, option_problem
from ginqt.remote.process import START_SECONDS, RemoteProcess, StartFailed
from ginqt.storage.engines import EngineEntry, EnginesFile, check_engine_name, check_env, default_env, engines_path

__all__ = ["EngineSettings", "add_engine", "add_engine_arguments", "engine_settings", "try_engine"]


class EngineSettings(Protocol):
    """What the two commands read of ``ginqt engines``' typed options for the engine's settings."""

    @property
    def name(self) -> str: ...
    @property
    def env(self) -> tuple[str, ...]: ...
    @property
    def workdir(self) -> str: ...
    @property
    def data_dir(self) -> str | None: ...
    @property
    def move_seconds(self) -> float: ...
    @property
    def game_seconds(self) -> float: ...


def add_engine_arguments(add: argparse.ArgumentParser, game_seconds: str = "30") -> None:
    """The options ``add`` and ``add-eaai`` share: the engine's time, variables and working folder."""
    add.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                     help="an environment variable the engine is started with (a Java engine gets MALLOC_ARENA_MAX=2)")
    add.add_argument("--workdir", default="", metavar="DIR",
                     help="the engine's working folder, which it may read (say, its data files): never your home "
                          "or GinQt's data")
    add.add_argument("--move-seconds", type=float, default=5.0, metavar="S", help="time a move may take (5)")
    add.add_argument("--game-seconds", type=float, default=30.0, metavar="S",
                     help=f"thinking time a game, 0: no budget ({game_seconds})")


def engine_settings(options: EngineSettings, command: tuple[str, ...] | list[str]
                    ) -> tuple[dict[str, str], str, str | None]:
    """The engine's variables (a JVM's, then ``--env``), its working folder made absolute, and why they cannot be
    (``None``: they can)."""
    env = default_env(command)
    for item in options.env:
        name, equals, value = item.partition("=")
        problem = check_env(name, value) if equals else f"--env takes NAME=VALUE, not {item!r}"
        if problem is not None:
            return env, "", problem
        env[name] = value
    if not options.workdir:
        return env, "", None
    data = str(engines_path(options.data_dir).parent)
    return env, str(Path(options.workdir).expanduser().resolve()), workdir_problem(options.workdir, (data,))


def add_engine(files: EnginesFile, options: EngineSettings, taken: set[str],
               command: Sequence[str] | Callable[[str], Sequence[str]], values: dict[str, str] | None = None,
               problem: str | None = None) -> EngineEntry | None:
    """Add engine ``options.name`` (no name of ``taken``) running ``command`` (or ``command(workdir)``, a
    ``ValueError`` when none can be made); else say why on stderr (``problem``: the caller's) and return ``None``."""
    name = options.name
    named = check_engine_name(name)
    if named is None and name not in files.engines and name in taken:
        named = f"{name!r} is already a player's name; choose another"
    problem = named or problem  # (the name's problem first, as ever)
    fixed = ["java"] if callable(command) else list(command)  # (a command made here is a JVM's)
    env, workdir, problem = engine_settings(options, fixed) if problem is None else ({}, "", problem)
    if problem is None:
        try:
            made = tuple(command(workdir) if callable(command) else command)
        except ValueError as error:
            problem = str(error)
    if problem is None:
        entry = EngineEntry(name, made, os.getcwd(), values or {}, options.move_seconds, options.game_seconds, env,
                            workdir)
        problem = try_engine(entry)
    if problem is not None:
        print(f"ginqt engines: {problem}", file=sys.stderr)
        return None
    files.add(entry)
    return entry


def try_engine(entry: EngineEntry) -> str | None:
    """Start the engine and shake hands: why it cannot be added (one line), or ``None``."""
    process = RemoteProcess(engine_launch(entry))
    try:
        process.wait_ready(START_SECONDS)
        info = process.hello
        assert isinstance(info, EngineInfo)
        declared = {option.name: option for option in info.options}
        unknown = [name for name in entry.options if name not in declared]
        if unknown:
            return f"engine {entry.name!r} has no option {', '.join(map(repr, unknown))}"
        for name, value in entry.options.items():
            problem = option_problem(declared[name], value)
            if problem is not None:
                return f"engine {entry.name!r}: {problem}"
        return None
    except ProtocolError as error:
        return f"engine {entry.name!r} does not speak the GinQt engine protocol: {error}"
    except StartFailed as error:
        return f"engine {entry.name!r} cannot start: {error}"
    except ChannelTimeout:
        return f"engine {entry.name!r} did not finish its handshake in time (it speaks another protocol?)"
    except ChannelClosed:
        return f"engine {entry.name!r} ended during its handshake: {process.how_it_ended()}"
    finally:
        process.stop()
