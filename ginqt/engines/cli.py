"""``ginqt engines add|list|remove|check``: the engines the user added (docs/ENGINES.md).

Every failure is one line on stderr and a non-zero exit status, never a traceback.

.. versionadded:: 0.4
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

from ginqt.engines.adding import add_engine, add_engine_arguments, try_engine
from ginqt.storage.engines import EnginesFile, engines_path

__all__ = ["EnginesOptions", "cli_main", "engines_options", "try_engine"]


@dataclass(frozen=True)
class EnginesOptions:
    """``ginqt engines``' command line, typed."""

    command: str  #: add, list, remove or check
    name: str = ""
    engine_command: tuple[str, ...] = ()  #: add: what follows ``--``
    values: tuple[str, ...] = ()  #: add: the ``--set OPTION=VALUE`` items
    move_seconds: float = 5.0
    game_seconds: float = 30.0
    json: bool = False
    games: int = 2
    verbose: bool = False
    data_dir: str | None = None
    classpath: str = ""  #: add-eaai: the EAAI player's classpath
    class_name: str = ""  #: add-eaai: its class
    env: tuple[str, ...] = ()  #: add, add-eaai: the ``--env NAME=VALUE`` items
    workdir: str = ""  #: add, add-eaai: the engine's working folder
    heap: str = ""  #: add-eaai: the JVM's heap (``-Xmx``)


def engines_options(argv: Sequence[str]) -> EnginesOptions:
    """The typed options of ``argv`` (argparse's one-line errors and exit status 2 for bad ones)."""
    argv, rest = list(argv), []
    if "--" in argv:
        at = argv.index("--")
        argv, rest = argv[:at], argv[at + 1:]
    parsed = _parser().parse_args(argv)
    return EnginesOptions(parsed.command, parsed.name, tuple(rest), tuple(parsed.set), parsed.move_seconds,
                          parsed.game_seconds, parsed.json, parsed.games, parsed.verbose, parsed.data_dir,
                          parsed.classpath, parsed.class_name, tuple(parsed.env), parsed.workdir, parsed.heap)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ginqt engines", description="Opponents in any language that speak the GinQt engine "
                     "protocol (docs/ENGINES.md).")
    parser.add_argument("--data-dir", metavar="DIR", help="the data folder whose list of engines to use")
    parser.set_defaults(name="", set=[], move_seconds=5.0, game_seconds=30.0, json=False, games=2, verbose=False,
                        classpath="", class_name="", env=[], workdir="", heap="")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    add = commands.add_parser("add", help="add an engine: ginqt engines add NAME -- COMMAND [ARGS...]",
                              usage="ginqt engines add [-h] [--set OPTION=VALUE] [--env NAME=VALUE] [--workdir DIR] "
                                    "[--move-seconds S] [--game-seconds S] NAME -- COMMAND [ARGS...]",
                              description="Everything after -- is the engine's command line, run as is (no shell): "
                                          "ginqt engines add simple -- python3 examples/engines/simple_engine.py")
    add.add_argument("name")
    add.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                     help="a value for one of the engine's options (sent after its handshake; checked against the "
                          "type and range it declares)")
    add_engine_arguments(add)
    commands.add_parser("list", help="the engines added").add_argument("--json", action="store_true")
    commands.add_parser("remove", help="remove an engine").add_argument("name")
    from ginqt.engines.eaai.cli import add_eaai_parser  # ginqt engines add-eaai (docs/ENGINES.md, EAAI players)

    add_eaai_parser(commands)
    check = commands.add_parser("check", help="play a few games and report every fault (exit 0: clean)")
    check.add_argument("name")
    check.add_argument("--games", type=int, default=2, metavar="N", help="games per variant and opponent (2)")
    check.add_argument("-v", "--verbose", action="store_true", help="say what is being played")
    return parser


def _strategy_names() -> set[str]:
    from ginqt.engines.registry import builtin_plugins

    return set(builtin_plugins().strategies)


def _add(files: EnginesFile, options: EnginesOptions) -> int:
    problem = None if options.engine_command else "no command: ginqt engines add NAME -- COMMAND [ARGS...]"
    values = {}
    for item in options.values:
        key, equals, value = item.partition("=")
        if not equals or not key or " " in value:
            problem = problem or f"--set takes OPTION=VALUE (no spaces), not {item!r}"
        values[key] = value
    if add_engine(files, options, _strategy_names(), options.engine_command, values, problem) is None:
        return 1
    print(f"added engine {options.name!r}: {' '.join(options.engine_command)}")
    return 0


def _check(files: EnginesFile, name: str, games: int, verbose: bool) -> int:
    from ginqt.engines.check import check_engine

    entry = files.engines[name]
    started = time.monotonic()
    report = check_engine(entry, games, progress=(lambda text: print(f"  {text}", flush=True)) if verbose else None)
    if report.info is not None:
        variants = ", ".join(report.variants) or "none"
        print(f"{name}: {report.info.name} by {report.info.author or '?'}, protocol {report.info.protocol}; "
              f"variants: {variants}")
    print(f"{report.games} games in {time.monotonic() - started:.1f} s; {len(report.faults)} faults")
    for fault in report.faults:
        print(f"fault: {fault}")
    if report.first_exchange:
        print("the exchange that led to the first fault (> GinQt, < the engine):")
        print("\n".join(f"    {line}" for line in report.first_exchange.splitlines()))
    return 0 if report.clean else 1


def cli_main(command: str, argv: Sequence[str]) -> int:
    del command  # "engines"
    options = engines_options(argv)
    files = EnginesFile(engines_path(options.data_dir)).load()
    if files.error is not None:
        print(f"ginqt engines: {files.error}", file=sys.stderr)
    if options.command == "add":
        return _add(files, options)
    if options.command == "add-eaai" and not options.engine_command:
        from ginqt.engines.eaai.cli import add_eaai

        return add_eaai(files, options, _strategy_names())
    if options.engine_command:
        print("ginqt engines: '--' and a command go with 'add' only", file=sys.stderr)
        return 2
    if options.command == "list":
        if options.json:
            print(json.dumps([entry.to_json() for entry in files.engines.values()], indent=2))
        for entry in [] if options.json else files.engines.values():
            variables = [f"{name}={value}" for name, value in entry.env.items()]
            where = f" (in {entry.workdir})" if entry.workdir else ""
            print(f"{entry.name:16} {' '.join([*variables, *entry.command])}{where}")
        return 0
    if options.name not in files.engines:
        known = ", ".join(files.engines) or "none added"
        print(f"ginqt engines: no engine {options.name!r} (engines: {known})", file=sys.stderr)
        return 1
    if options.command == "remove":
        files.remove(options.name)
        print(f"removed engine {options.name!r}")
        return 0
    return _check(files, options.name, options.games, options.verbose)
