"""``ginqt tournament A B``: the command line of :mod:`ginqt.research.tournament` (options, progress bar, report).

The report is worded here, in English, from the tournament's numbers.

.. versionadded:: 0.1
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from ginqt.plugins.sources import PluginOptions
from ginqt.records.folder import RecordFolder
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.research.job import Backend, BackendError, GameJob
from ginqt.research.options import TournamentOptions
from ginqt.research.totals import ProgressBar
from ginqt.research.tournament import Run, TournamentResult, ready
from ginqt.storage import DataDirError

__all__ = ["ProgressBar", "TournamentOptions", "UsageError", "cli_main", "prepare", "report_faults",
           "report_notices", "tournament_options"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not the usage block
        self.exit(2, f"{self.prog}: error: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="ginqt tournament",
        description="Play strategy A against strategy B (or every pair, --round-robin), headless, and report.",
    )
    parser.add_argument("strategies", nargs="+", metavar="A B [C ...]",
                        help="the strategies (see 'ginqt plugins'): two, or more with --round-robin")
    parser.add_argument("--round-robin", action="store_true",
                        help="every pair plays --games games on the same deals, both seats; prints ratings")
    parser.add_argument("--backend", choices=("local", "ray"), default="local",
                        help="where the games are played: local processes (--jobs) or Ray tasks (default local)")
    parser.add_argument("--address", metavar="HOST:PORT",
                        help="the Ray cluster's head (default: a local Ray instance with --jobs CPUs)")
    parser.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default 100)")
    parser.add_argument("--deals", metavar="KEY",
                        help="play the deals of an earlier run again: the 64-digit key its report gave (default: "
                             "a fresh key no bot can work out)")
    parser.add_argument("--seed", type=int, metavar="S",
                        help="deal from a small seed instead, for tests and scripted runs (a bot could guess it)")
    parser.add_argument("--variant", default="standard", metavar="V", help="rule variant (default standard)")
    parser.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes (default 1)")
    parser.add_argument("--time-limit", type=float, default=5.0, metavar="SEC",
                        help="seconds a strategy may think per call (default 5)")
    parser.add_argument("--memory-limit", type=int, default=DEFAULT_MEMORY_MB, metavar="MB",
                        help=f"memory a plugin's process may use, in MiB (default {DEFAULT_MEMORY_MB}; 0: no limit)")
    parser.add_argument("--trust", action="append", default=[], metavar="NAME",
                        help="run plugin NAME's strategies in GinQt's own process (it then sees everything)")
    parser.add_argument("--records", metavar="DIR",
                        help="keep every game's record in DIR, with each seat's faults and engine (list them: "
                             "ginqt games --records DIR)")
    parser.add_argument("--forfeit", action="store_true",
                        help="a game in which a strategy faulted (GinQt's fallback moved for it) is lost by it, and "
                             "marked (both faulted: drawn)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--csv", action="store_true", help="print the round robin's ratings and wins as CSV")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    parser.add_argument("--disable-plugin-autoload", action="store_true",
                        help="load only built-in plugins (also GINQT_DISABLE_PLUGIN_AUTOLOAD=1)")
    parser.add_argument("-p", dest="plugin_flags", action="append", default=[], metavar="no:NAME|MODULE",
                        help="block a plugin by name (no:NAME), or register an importable module as a plugin")
    return parser


def tournament_options(argv: Sequence[str]) -> TournamentOptions:
    """``ginqt tournament``'s options from its arguments: :class:`UsageError` (one line) for options that do not go
    together; the values themselves are checked once, by :func:`prepare`.  argparse's own errors exit with status 2."""
    given = _parser().parse_args(list(argv))
    problem = _count_problem(given.strategies, given.round_robin, given.csv)
    if problem is None and given.address is not None and given.backend != "ray":
        problem = "--address is the Ray cluster's head: it needs --backend ray"
    if problem is not None:
        raise UsageError(problem)
    return TournamentOptions(
        tuple(given.strategies), given.round_robin, given.backend, given.address, given.games, given.deals,
        given.seed, given.variant, given.jobs, given.time_limit, given.memory_limit,
        PluginOptions.of(given.disable_plugin_autoload, given.plugin_flags, given.trust), given.records,
        given.json, given.csv, not given.no_progress, given.forfeit)


def prepare(options: TournamentOptions) -> Run:
    """The run the options ask for, ready to play: the backend chosen (Ray connects when it plays), the records
    folder made, then the counts, limits, plugins, names and deal key checked once
    (:func:`~ginqt.research.tournament.ready`).  :class:`UsageError` (one line) for the first that is wrong."""
    a, b = ("", "") if options.round_robin else options.strategies
    job = GameJob(a, b, options.variant, options.seed, options.time_limit, options.memory_limit, options.plugins,
                  deals=options.deals, forfeit=options.forfeit)
    backend: Backend | None = None
    if options.backend == "ray":
        from ginqt.research.backends.ray import RayBackend

        backend = RayBackend(options.address, cpus=options.jobs)
    try:
        records = None if options.records is None else RecordFolder.named(options.records)
        return ready(job, options.games, jobs=options.jobs, records=records, backend=backend,
                     strategies=options.strategies if options.round_robin else None)
    except (ValueError, DataDirError) as error:  # a name, a limit, the key, a -p module, the records folder
        if backend is not None:
            backend.close()
        raise UsageError(f"--records: {error}" if isinstance(error, DataDirError) else str(error)) from None


def cli_main(command: str, argv: Sequence[str]) -> int:
    """``ginqt tournament``: returns the exit code (2 for bad input, 130 after Ctrl+C with the games played)."""
    prog = "ginqt tournament"
    run: Run | None = None
    try:
        options = tournament_options(argv)
        run = prepare(options)
        for warning in run.warnings:
            print(f"{prog}: {warning}", file=sys.stderr)
        if options.round_robin:
            from ginqt.research.league.cli import report_round_robin

            return report_round_robin(prog, options, run)
        return _play(prog, options, run)
    except (UsageError, BackendError) as error:
        print(f"{prog}: error: {error}", file=sys.stderr)
        return 2
    finally:
        if run is not None and run.backend is not None:
            run.backend.close()


class UsageError(ValueError):
    """Bad input found before any game: one line for the user (exit status 2)."""


def _count_problem(names: Sequence[str], round_robin: bool, csv: bool) -> str | None:
    """What is wrong with the number of strategies for a tournament of two (a round robin's are checked by
    :func:`~ginqt.research.tournament.ready`)."""
    if round_robin:
        return None
    if len(names) == 1:
        return "the following arguments are required: B"
    if len(names) > 2:
        return f"{len(names)} strategies need --round-robin (a tournament without it plays A against B)"
    if csv:
        return "--csv is for --round-robin (a tournament of two prints text or --json)"
    return None


def _play(prog: str, options: TournamentOptions, run: Run) -> int:
    """A against B: the report on stdout, faults on stderr."""
    show = options.progress and sys.stderr.isatty()
    result = run.play(ProgressBar(sys.stderr) if show else None)
    report_notices(prog, run.records)
    if result.interrupted:
        print(f"\n{prog}: interrupted after {result.games} of {options.games} games; these are their totals",
              file=sys.stderr)
    if options.json:
        json.dump(result.to_dict(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(result.text())
    report_faults(prog, result)
    return 130 if result.interrupted else 0


def report_notices(prog: str, records: RecordFolder | None) -> None:
    """What the records folder has to say (a record it could not write), on stderr."""
    for notice in records.notices.drain() if records is not None else ():
        print(f"{prog}: {notice}", file=sys.stderr)


def report_faults(prog: str, result: TournamentResult) -> None:
    for p in result.players:
        if p.faults:
            forfeits = f"; it lost {p.forfeits} game(s) for them (--forfeit)" if p.forfeits else ""
            print(f"{prog}: {p.seat} ({p.strategy}) had {p.faults} fault(s); the fallback played "
                  f"{p.fallback_moves} move(s) for it{forfeits}", file=sys.stderr)
        if p.observe_faults:
            print(f"{prog}: {p.seat} ({p.strategy}): new_hand or observe raised {p.observe_faults} time(s); "
                  "it played on", file=sys.stderr)
    if result.scoring_faults:
        print(f"{prog}: the scoring of variant {result.variant!r} failed {result.scoring_faults} time(s); "
              "the standard scoring answered", file=sys.stderr)
