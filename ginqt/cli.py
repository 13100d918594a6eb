"""The ``ginqt`` command: the game, and its sub-commands.

Each sub-command lives with the idea it belongs to; this module only parses the
command line and dispatches.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ginqt import __version__

SUBCOMMANDS = ("tournament", "plugins", "stats", "highscores")


def _game_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ginqt",
        description="Gin Rummy against the computer on a Qt table.",
        epilog="Sub-commands: ginqt tournament | plugins | stats | highscores  (each has --help)",
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
    parser.add_argument("--self-test", action="store_true", help="check the installation offscreen and exit")
    parser.add_argument("--disable-plugin-autoload", action="store_true",
                        help="load only built-in plugins (also GINQT_DISABLE_PLUGIN_AUTOLOAD=1)")
    parser.add_argument("-p", dest="plugin_flags", action="append", default=[], metavar="no:NAME",
                        help="block a plugin by name, e.g. -p no:myplugin")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        command, rest = args[0], args[1:]
        if command == "tournament":
            from ginqt.tournament import cli_main as run
        elif command == "plugins":
            from ginqt.plugins.cli import cli_main as run
        else:
            from ginqt.storage.cli import cli_main as run
        return run(command, rest)
    options = _game_parser().parse_args(args)
    if options.self_test:
        from ginqt.selftest import run_self_test

        return run_self_test(options)
    from ginqt.ui.app import run_app

    return run_app(options)


if __name__ == "__main__":
    raise SystemExit(main())
