"""``ginqt tournament A B``: the command line of :mod:`ginqt.research.tournament` (options, progress bar, report).

The report is worded here, in English, from the tournament's numbers.

.. versionadded:: 0.1
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from ginqt.engine.deals import check_key
from ginqt.plugins import PluginModuleError, Plugins, UnknownNameError
from ginqt.plugins.players import guessable_seed_warning
from ginqt.plugins.sources import PluginOptions
from ginqt.records.folder import RecordFolder
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.research.job import BackendError, GameJob
from ginqt.research.options import TournamentOptions
from ginqt.research.totals import ProgressBar
from ginqt.research.tournament import TournamentResult, check_limits, job_plugins, run_tournament
from ginqt.storage import DataDir, DataDirError, check_data_folder

if TYPE_CHECKING:
    from ginqt.research.backends.ray import RayBackend

__all__ = ["ProgressBar", "TournamentOptions", "UsageError", "cli_main", "report_faults", "report_notices",
           "tournament_job", "tournament_options"]


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


def _record_folder(text: str | None) -> RecordFolder | None:
    """The folder for ``--records`` (if given), created if missing; :class:`DataDirError` when it cannot be used."""
    if text is None:
        return None
    path = Path(check_data_folder(text)).expanduser()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataDirError(f"{text!r} cannot be created: {error.strerror or error}") from None
    if not path.is_dir():
        raise DataDirError(f"{text!r} is not a folder")
    return RecordFolder(DataDir.at(path), path, limit=10**9)


def tournament_options(argv: Sequence[str]) -> TournamentOptions:
    """``ginqt tournament``'s options from its arguments; :class:`UsageError` (one line) for a value out of range
    or options that do not go together.  argparse's own errors exit with status 2."""
    given = _parser().parse_args(list(argv))
    problem = check_limits(given.games, given.jobs, given.time_limit)
    if problem is None and not 0 <= given.memory_limit <= 1 << 20:
        problem = f"--memory-limit must be between 0 (no limit) and {1 << 20} MiB, not {given.memory_limit}"
    problem = problem or _count_problem(given.strategies, given.round_robin, given.csv)
    deals = given.deals
    if problem is None and deals is not None:
        if given.seed is not None:
            problem = "--seed and --deals cannot be used together: --deals KEY plays a run's deals again"
        else:
            try:
                deals = check_key(deals)
            except ValueError as error:
                problem = f"--deals: {error}"
    if problem is None and given.address is not None and given.backend != "ray":
        problem = "--address is the Ray cluster's head: it needs --backend ray"
    if problem is not None:
        raise UsageError(problem)
    return TournamentOptions(
        tuple(given.strategies), given.round_robin, given.backend, given.address, given.games, deals, given.seed,
        given.variant, given.jobs, given.time_limit, given.memory_limit,
        PluginOptions.of(given.disable_plugin_autoload, given.plugin_flags, given.trust), given.records,
        given.json, given.csv, not given.no_progress, given.forfeit)


def tournament_job(options: TournamentOptions) -> GameJob:
    """The games the options ask for, as one value: A against B (a round robin's job names none: each pair
    plays it), the variant, the deal key or seed, the limits and how the plugins are loaded."""
    a, b = ("", "") if options.round_robin else options.strategies
    return GameJob(a, b, options.variant, options.seed, options.time_limit, options.memory_limit, options.plugins,
                   deals=options.deals, forfeit=options.forfeit)


def cli_main(command: str, argv: Sequence[str]) -> int:
    """``ginqt tournament``: returns the exit code (2 for bad input, 130 after Ctrl+C with the games played)."""
    prog = "ginqt tournament"
    backend: RayBackend | None = None
    try:
        options = tournament_options(argv)
        job = tournament_job(options)
        if options.backend == "ray":  # it connects when it plays: a bad strategy name is still told first
            from ginqt.research.backends.ray import RayBackend

            backend = RayBackend(options.address, cpus=options.jobs)
        plugins = _load(prog, options, job)
        try:
            records = _record_folder(options.records)
        except DataDirError as error:
            raise UsageError(f"--records: {error}") from None
        if options.round_robin:
            from ginqt.research.league.cli import play_round_robin

            return play_round_robin(prog, options, job, plugins, backend, records)
        return _play(prog, options, job, plugins, backend, records)
    except (UsageError, BackendError) as error:
        print(f"{prog}: error: {error}", file=sys.stderr)
        return 2
    finally:
        if backend is not None:
            backend.close()


class UsageError(ValueError):
    """Bad input found before any game: one line for the user (exit status 2)."""


def _load(prog: str, options: TournamentOptions, job: GameJob) -> Plugins:
    """The plugins ``job`` asks for, checked against the strategies, the variant and ``--trust``."""
    chosen = job.plugins
    try:
        plugins = job_plugins(job)
    except PluginModuleError as bad_module:
        raise UsageError(str(bad_module)) from None
    for error in plugins.errors:
        print(f"{prog}: warning: {error}", file=sys.stderr)
    unknown = plugins.unknown_trusted(chosen.trusted)
    if unknown is not None:
        raise UsageError(unknown)
    try:
        untrusted = plugins.check_run(options.strategies, options.variant).untrusted
    except UnknownNameError as error:
        raise UsageError(str(error)) from None
    if options.seed is not None and untrusted:
        print(f"{prog}: {guessable_seed_warning(options.seed, untrusted[0])}", file=sys.stderr)
    return plugins


def _count_problem(names: Sequence[str], round_robin: bool, csv: bool) -> str | None:
    if round_robin:
        twice = [name for name in dict.fromkeys(names) if names.count(name) > 1]
        if len(names) < 2:
            return "a round robin needs two or more strategies"
        return f"each strategy plays once in a round robin: {twice[0]!r} is named twice" if twice else None
    if len(names) == 1:
        return "the following arguments are required: B"
    if len(names) > 2:
        return f"{len(names)} strategies need --round-robin (a tournament without it plays A against B)"
    if csv:
        return "--csv is for --round-robin (a tournament of two prints text or --json)"
    return None


def _play(prog: str, options: TournamentOptions, job: GameJob, plugins: Plugins, backend: RayBackend | None,
          records: RecordFolder | None) -> int:
    """A against B: the report on stdout, faults on stderr."""
    show = options.progress and sys.stderr.isatty()
    result = run_tournament(job, options.games, jobs=options.jobs, plugins=plugins,
                            progress=ProgressBar(sys.stderr) if show else None, records=records, backend=backend)
    report_notices(prog, records)
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
