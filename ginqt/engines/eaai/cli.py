"""``ginqt engines add-eaai NAME --classpath PATH --class CLASS [--heap SIZE] [--workdir DIR]``: seat an EAAI player.

The bridge is compiled (or found in the cache), the player's class loaded once as the engine
will load it, and the engine added like any other (``ginqt engines add``): handshake included,
in its working folder (``--workdir``, the folder of the player's data files) with the JVM's
variables.  Every failure is one line on stderr and exit status 1.

.. versionadded:: 0.4
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any, Protocol

from ginqt.engines.adding import EngineSettings, add_engine_arguments, engine_settings
from ginqt.engines.eaai import MAX_HEAP_MB, EaaiError, check_player, eaai_command, find_jdk
from ginqt.storage.engines import JVM_ENV, EngineEntry, EnginesFile, check_engine_name

__all__ = ["AddEaaiOptions", "add_eaai", "add_eaai_parser"]


def add_eaai_parser(commands: Any) -> None:
    """Add ``add-eaai`` to ``ginqt engines``' subcommands (an argparse subparsers object)."""
    add = commands.add_parser("add-eaai", help="seat an EAAI framework player (a ginrummy.GinRummyPlayer class): "
                              "ginqt engines add-eaai NAME --classpath PATH --class CLASS")
    add.add_argument("name")
    add.add_argument("--classpath", "--cp", required=True, metavar="PATH",
                     help=f"folders and jars ({os.pathsep}-separated) with the framework's ginrummy classes and the "
                          "player")
    add.add_argument("--class", dest="class_name", required=True, metavar="CLASS",
                     help="the player's class, e.g. ginrummy.SimpleGinRummyPlayer")
    add.add_argument("--heap", default="", metavar="SIZE",
                     help=f"the JVM's heap, e.g. 384m (256m; at most {MAX_HEAP_MB}m: the sandbox's 1 GiB holds the "
                          "JVM's own memory too)")
    add_engine_arguments(add, "30, as the EAAI challenge")


class AddEaaiOptions(EngineSettings, Protocol):
    """What ``add-eaai`` reads of ``ginqt engines``' typed options."""

    @property
    def name(self) -> str: ...
    @property
    def classpath(self) -> str: ...
    @property
    def class_name(self) -> str: ...
    @property
    def move_seconds(self) -> float: ...
    @property
    def game_seconds(self) -> float: ...
    @property
    def heap(self) -> str: ...


def add_eaai(files: EnginesFile, options: AddEaaiOptions, taken: set[str],
             try_engine: Callable[[EngineEntry], str | None]) -> int:
    """Add the engine; ``taken``: the players' names it may not have; ``try_engine``: why an engine cannot be
    added (its start and handshake), as ``ginqt engines add`` asks."""
    name = options.name
    problem = check_engine_name(name)
    if problem is None and name not in files.engines and name in taken:
        problem = f"{name!r} is already a player's name; choose another"
    env, workdir, problem = engine_settings(options, ["java"]) if problem is None else (JVM_ENV, "", problem)
    if problem is None:
        try:
            command = eaai_command(find_jdk(), options.classpath, options.class_name, heap=options.heap)
            check_player(command, workdir)
        except EaaiError as error:
            problem = str(error)
        except OSError as error:
            problem = f"cannot compile GinQt's EAAI bridge: {error}"
    if problem is None:
        entry = EngineEntry(name, tuple(command), os.getcwd(), {}, options.move_seconds, options.game_seconds, env,
                            workdir)
        problem = try_engine(entry)
    if problem is not None:
        print(f"ginqt engines: {problem}", file=sys.stderr)
        return 1
    files.add(entry)
    folder = f"; it reads {workdir}" if workdir else ""
    print(f"added EAAI player {name!r}: {options.class_name} (classpath {options.classpath}){folder}; its JVM starts "
          "once a match, not once a game")
    return 0
