"""``ginqt engines add-eaai NAME --classpath PATH --class CLASS [--heap SIZE] [--workdir DIR]``.

.. versionadded:: 0.4
"""

from __future__ import annotations

import os
from typing import Any, Protocol

from ginqt.engines.adding import EngineSettings, add_engine, add_engine_arguments
from ginqt.engines.eaai import MAX_HEAP_MB, EaaiError, check_player, eaai_command, find_jdk
from ginqt.storage.engines import EnginesFile

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
    def classpath(self) -> str: ...
    @property
    def class_name(self) -> str: ...
    @property
    def heap(self) -> str: ...


def add_eaai(files: EnginesFile, options: AddEaaiOptions, taken: set[str]) -> int:
    """Add the engine (its bridge compiled and its class loaded as the engine will, in its working folder); ``taken``:
    the players' names it may not have."""

    def command(workdir: str) -> list[str]:
        try:
            made = eaai_command(find_jdk(), options.classpath, options.class_name, heap=options.heap)
        except OSError as error:
            raise EaaiError(f"cannot compile GinQt's EAAI bridge: {error}") from None
        check_player(made, workdir)
        return made

    entry = add_engine(files, options, taken, command)
    if entry is None:
        return 1
    folder = f"; it reads {entry.workdir}" if entry.workdir else ""
    print(f"added EAAI player {options.name!r}: {options.class_name} (classpath {options.classpath}){folder}; its JVM "
          "starts once a match, not once a game")
    return 0
