"""The ``ginqt`` command: the game, and its sub-commands.

Each sub-command lives with the idea it belongs to; this module only parses the
command line and dispatches.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from ginqt import __version__
from ginqt.translations import LANGUAGES

if TYPE_CHECKING:
    from ginqt.ui.options import GameOptions

SUBCOMMANDS = ("tournament", "plugins", "engines", "stats", "highscores", "games", "verify", "replay", "invite", "join")
#: ``--score-limit`` takes 0..999 (the 1993 DOS program's three digits; 0 plays one hand).
SCORE_LIMITS = range(0, 1000)


class _OneLineParser(argparse.ArgumentParser):
    """Bad options: one line on stderr (``ginqt: error: ...``) and exit status 2, no usage dump."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _game_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="ginqt",
        description="Gin Rummy against the computer on a Qt table.",
        epilog="The window's language follows the system; choose another in Options > Preferences, or for "
               "one run with --lang (e.g. ginqt --lang de).  "
               "Sub-commands: ginqt tournament | plugins | engines | stats | highscores | games | verify | replay "
               "(each has --help)",
    )
    parser.add_argument("--version", action="version", version=f"ginqt {__version__}")
    parser.add_argument("--name", help="player name")
    parser.add_argument("--score-limit", type=int, metavar="N", help="play to N points (0 = one hand)")
    parser.add_argument("--variant", metavar="V", help="rule variant (see 'ginqt plugins')")
    parser.add_argument("--opponent", metavar="S", help="opponent strategy (see 'ginqt plugins')")
    parser.add_argument("--demo", action="store_true", help="the computer plays both hands")
    parser.add_argument("--go", action="store_true", help="start a game at once, without the new-game dialog")
    parser.add_argument("--data-dir", metavar="DIR", help="keep settings, statistics and saved games in DIR")
    parser.add_argument("--seed", type=int, metavar="N", help="deal reproducibly from seed N")
    parser.add_argument("--open-hands", action="store_true", help="show the opponent's cards (assisted game)")
    parser.add_argument("--exit-after-hands", type=int, metavar="N", help="quit after N hands (with --demo)")
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG of the window before quitting")
    parser.add_argument("--lang", choices=("system", *LANGUAGES), metavar="CODE",
                        help="the window's language for this run: " + ", ".join(f"{code} ({name})" for code, name
                                                                          in LANGUAGES.items())
                        + ", or system (the default: the system's language, unless Preferences chose one); "
                          "these command-line messages stay in English")
    parser.add_argument("--self-test", action="store_true", help="check the installation offscreen and exit")
    parser.add_argument("--disable-plugin-autoload", action="store_true",
                        help="load only built-in plugins (also GINQT_DISABLE_PLUGIN_AUTOLOAD=1)")
    parser.add_argument("-p", dest="plugin_flags", action="append", default=[], metavar="no:NAME|MODULE",
                        help="block a plugin by name (-p no:myplugin), or add an importable module as a plugin")
    parser.add_argument("--trust", action="append", default=[], metavar="NAME",
                        help="let plugin NAME's opponents play in GinQt's own process (they then see every card)")
    # for tests and scripted runs (not listed in --help)
    parser.add_argument("--resume", choices=("ask", "yes", "no"), default=None, help=argparse.SUPPRESS)
    parser.add_argument("--print-state", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--autoplay", type=int, metavar="N", help=argparse.SUPPRESS)
    return parser


def game_options(parser: argparse.ArgumentParser, args: Sequence[str]) -> GameOptions:
    """``ginqt``'s options, typed and checked: a value argparse cannot check by type alone stops with one line
    and exit status 2, before any window appears."""
    from ginqt.plugins.sources import PluginOptions
    from ginqt.ui.options import GameOptions

    given = parser.parse_args(list(args))
    if given.score_limit is not None and given.score_limit not in SCORE_LIMITS:
        parser.error(f"argument --score-limit: {given.score_limit} is not between 0 and 999")
    if given.exit_after_hands is not None and given.exit_after_hands < 1:
        parser.error(f"argument --exit-after-hands: {given.exit_after_hands} must be 1 or more")
    if given.exit_after_hands is not None and not given.demo and given.autoplay is None:
        # nobody would play the person's hand of a scripted run: it would wait for ever
        parser.error("argument --exit-after-hands: needs --demo (the computer plays both hands)")
    if given.autoplay is not None and given.autoplay < 0:
        parser.error(f"argument --autoplay: {given.autoplay} must be 0 or more")
    if given.data_dir is not None:
        from ginqt.storage import DataDirError, check_data_folder

        try:
            check_data_folder(given.data_dir)
        except DataDirError as error:
            parser.error(f"argument --data-dir: {error}")
    name = given.name
    if name is not None:
        from ginqt.storage import PlayerNameError, check_name

        try:
            name = check_name(name)
        except PlayerNameError as error:
            parser.error(f"argument --name: {error}")
    return GameOptions(
        name=name, score_limit=given.score_limit, variant=given.variant, opponent=given.opponent,
        language=given.lang, open_hands=given.open_hands, demo=given.demo, go=given.go, data_dir=given.data_dir,
        seed=given.seed, self_test=given.self_test,
        plugins=PluginOptions.of(given.disable_plugin_autoload, given.plugin_flags, given.trust),
        exit_after_hands=given.exit_after_hands, screenshot=given.screenshot, autoplay=given.autoplay,
        print_state=given.print_state, resume=given.resume or "ask")


def _data_dir_first(args: list[str]) -> list[str]:
    """``ginqt --data-dir D stats`` means ``ginqt stats --data-dir D`` (the data sub-commands take it)."""
    if len(args) >= 3 and args[0] == "--data-dir" and args[2] in ("stats", "highscores", "games"):
        return [args[2], args[0], args[1], *args[3:]]
    if len(args) >= 2 and args[0].startswith("--data-dir=") and args[1] in ("stats", "highscores", "games"):
        return [args[1], args[0], *args[2:]]
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = _data_dir_first(list(sys.argv[1:] if argv is None else argv))
    if args[:1] == ["--plugin-host"]:  # the frozen app runs itself as a plugin's process (ginqt.plugins.hosting)
        from ginqt.plugins.host import main as host

        return host()
    if args[:1] == ["--engine-launcher"]:  # ... and as an engine's launcher (ginqt.remote.dialects.engine)
        from ginqt.remote.launch import main as launch

        return launch()
    if args and args[0] in SUBCOMMANDS:
        try:
            return _run_subcommand(args[0], args[1:])
        except BrokenPipeError:  # ``ginqt stats --json | head``: the reader has all it wanted
            return _reader_gone()
        except KeyboardInterrupt:  # Ctrl+C, even while a command's libraries are still being imported
            print("ginqt: interrupted", file=sys.stderr)
            return 130  # the status of a command stopped by SIGINT
    options = game_options(_game_parser(), args)
    if options.data_dir is not None:  # the engines added there, the sandbox's folders and child processes: all of it
        from ginqt.storage.paths import ENV_DATA_DIR

        os.environ[ENV_DATA_DIR] = os.path.abspath(options.data_dir)
    if options.self_test:
        from ginqt.ui.selftest import run_self_test

        return run_self_test(options)
    import_before_qt()
    from ginqt.ui.start import player_source

    source = player_source(options)  # the plugins, still without Qt
    from ginqt.ui.app import run_app

    return run_app(options, source)


#: The modules of the window's start that need no Qt (tests/test_app_cli.py checks that they import none).
QT_FREE_START = ("ginqt.plugins.players", "ginqt.plugins", "ginqt.storage", "ginqt.analysis", "ginqt.analysis.hints",
                 "ginqt.standard", "ginqt.play.runner", "ginqt.play.session", "ginqt.ui.game.narrator",
                 "ginqt.ui.table.layout", "ginqt.ui.game.moments", "ginqt.ui.table.theme", "ginqt.ui.panels.reads")


def import_before_qt() -> None:
    """Import :data:`QT_FREE_START` before PySide6, which the window's modules then import.

    Once imported, PySide6 reads the whole source of every module imported after it (its hook looking for
    ``from __feature__ import``); the modules imported before it are spared that (benchmarks/README.md).
    """
    import importlib

    for name in QT_FREE_START:
        importlib.import_module(name)


def _run_subcommand(command: str, rest: list[str]) -> int:
    """Import the subcommand's module (only then: the game's start stays light) and run it."""
    if command == "tournament":
        from ginqt.research.cli import cli_main as run
    elif command == "plugins":
        from ginqt.plugins.cli import cli_main as run
    elif command == "engines":
        from ginqt.engines.cli import cli_main as run
    elif command in ("games", "verify"):
        from ginqt.records.cli import cli_main as run
    elif command in ("invite", "join"):
        from ginqt.friends.cli import cli_main as run
    elif command == "replay":
        from ginqt.ui.replay.opening import replay_main

        return replay_main(rest)
    else:
        from ginqt.storage.cli import cli_main as run
    return run(command, rest)


def _reader_gone() -> int:
    """The end of a run whose output pipe was closed (Python's advice for SIGPIPE): no traceback, and none
    at exit either, when Python flushes ``sys.stdout`` again; the status of a command killed by SIGPIPE."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return 128 + 13


if __name__ == "__main__":
    raise SystemExit(main())
