"""``ginqt tournament A B C ... --round-robin``: the round robin on the command line.

The options are parsed and the plugins loaded by :mod:`ginqt.research.cli`; this plays the
round robin with a tqdm progress bar on a terminal's stderr (the tournament's own bar without
tqdm; none when stderr is not a terminal, or with ``--no-progress``) and prints the ratings as
text, ``--json`` or ``--csv``.

.. versionadded:: 0.3
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from ginqt.research.league.report import report
from ginqt.research.league.roundrobin import RoundRobinResult, play_round_robin
from ginqt.research.options import TournamentOptions
from ginqt.research.tournament import Run

__all__ = ["progress_bar", "report_round_robin"]


def progress_bar(total: int) -> tuple[Callable[[int, int], None], Callable[[], None]]:
    """A tqdm bar on stderr counting games to ``total``: the callback to tell it, and the one to close it
    (without tqdm, the ``ratings`` extra: the tournament's own one-line bar)."""
    try:
        from tqdm import tqdm
    except ImportError:
        from ginqt.research.totals import ProgressBar

        return ProgressBar(sys.stderr), lambda: None

    try:
        size = os.get_terminal_size(sys.stderr.fileno())
    except (OSError, ValueError):
        size = os.terminal_size((0, 0))
    # A terminal that says it is 0 x 0 (a pseudo-terminal nobody sized) would hide the bar: 80 x 24 then.
    sized = size.columns > 0 and size.lines > 0
    bar = tqdm(total=total, unit="game", file=sys.stderr, smoothing=0.05, dynamic_ncols=sized,
               ncols=None if sized else 80, nrows=None if sized else 24)

    def tell(done: int, _: int) -> None:
        bar.update(done - bar.n)

    return tell, bar.close


def report_round_robin(prog: str, options: TournamentOptions, run: Run) -> int:
    """Play the round robin ``run`` readied from the options; print the report; return the exit status
    (130 after Ctrl+C)."""
    names, records = run.strategies, run.records
    tell: Callable[[int, int], None] | None = None
    close: Callable[[], None] = lambda: None  # noqa: E731
    if options.progress and sys.stderr.isatty():
        tell, close = progress_bar(len(names) * (len(names) - 1) // 2 * run.games)
    try:
        result = play_round_robin(run, tell)
    finally:
        close()
    for notice in records.notices.drain() if records is not None else ():
        print(f"{prog}: {notice}", file=sys.stderr)
    if result.interrupted:
        print(f"\n{prog}: interrupted after {result.games} of {result.games_asked} games; these are their results",
              file=sys.stderr)
    sys.stdout.write(report(result, "json" if options.json else "csv" if options.csv else "text"))
    _report_faults(prog, result)
    return 130 if result.interrupted else 0


def _report_faults(prog: str, result: RoundRobinResult) -> None:
    for pair in result.pairs:
        for run in (pair.a_first, pair.b_first):
            for seat in run.players if run is not None else ():
                if seat.faults:
                    print(f"{prog}: {seat.strategy} (against {pair.b if seat.strategy == pair.a else pair.a}) had "
                          f"{seat.faults} fault(s); the fallback played {seat.fallback_moves} move(s) for it",
                          file=sys.stderr)
