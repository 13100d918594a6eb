"""What ``ginqt engines add`` and ``add-eaai`` share: the engine's time, its variables and its working folder.

.. versionadded:: 0.5
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Protocol

from ginqt.engines.command import workdir_problem
from ginqt.storage.engines import check_env, default_env, engines_path

__all__ = ["EngineSettings", "add_engine_arguments", "engine_settings"]


class EngineSettings(Protocol):
    """What the two commands read of ``ginqt engines``' typed options for the engine's settings."""

    @property
    def env(self) -> tuple[str, ...]: ...
    @property
    def workdir(self) -> str: ...
    @property
    def data_dir(self) -> str | None: ...


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


