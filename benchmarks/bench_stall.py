"""A stalling plugin in `ginqt tournament`, run many times: how many runs end in a traceback (issue 47).

Each run is ``ginqt tournament near-limit standard --games 2 --jobs 1 --time-limit 0.5 -p stalling_plugins``
(``tests/stalling_plugins.py``: 0.45 s a move at a 0.5 s move limit), so both games are in flight on the
one process their seat shares (``ginqt.remote.pool``), and a move that runs out of time stops that
process while the other game's request waits on it.  A run fails when it prints a traceback, ends with a
status other than 0, or prints no report.  The runs sleep far more than they compute, so ``--parallel``
of them run at once.

    python benchmarks/bench_stall.py                       # 50 runs, 10 at a time
    python benchmarks/bench_stall.py --runs 11 --games 2 --variant standard

Goal: 0 tracebacks in 50 runs.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1] / "tests"


def one_run(games: int, time_limit: float, variant: str, source: str | None = None) -> dict[str, object]:
    """One tournament in a fresh working folder: its status, whether it printed a traceback and a report
    (``source``: a folder holding another ``ginqt`` package to run instead, e.g. a checkout of an older commit)."""
    command = [sys.executable, "-m", "ginqt", "tournament", "near-limit", "standard", "--games", str(games),
               "--jobs", "1", "--time-limit", str(time_limit), "--variant", variant, "--no-progress", "--json",
               "-p", "stalling_plugins"]
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([*([source] if source else []), str(TESTS)]))
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ginqt-stall-") as folder:
        done = subprocess.run(command, cwd=folder, env=environment, capture_output=True, text=True, timeout=900)
    try:
        report = json.loads(done.stdout)
    except ValueError:
        report = None
    traceback = "Traceback (most recent call last)" in done.stderr
    return {"status": done.returncode, "traceback": traceback, "report": isinstance(report, dict),
            "seconds": time.monotonic() - started,
            "last_line": (done.stderr.strip().splitlines() or [""])[-1][:200] if traceback else ""}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--parallel", type=int, default=10, help="runs at once (they mostly sleep)")
    parser.add_argument("--games", type=int, default=2, help="games a run (all in flight at once up to 4)")
    parser.add_argument("--time-limit", type=float, default=0.5)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--against", metavar="DIR", help="also run the ginqt package in DIR (a checkout of "
                        "an older commit), alternated with this one: its runs are counted apart")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args(argv)
    sources = [None, options.against] if options.against else [None]
    with ThreadPoolExecutor(options.parallel) as pool:
        everything = list(pool.map(lambda i: one_run(options.games, options.time_limit, options.variant,
                                                     sources[i % len(sources)]),
                                   range(options.runs * len(sources))))
    if options.against:
        report(everything[1::2], options, f"ginqt of {options.against}")
    return report(everything[::2], options, "this ginqt")


def report(runs: list[dict[str, object]], options: argparse.Namespace, which: str) -> int:
    """Print the runs' counts; 0 when none printed a traceback."""
    tracebacks = sum(1 for run in runs if run["traceback"])
    failed = sum(1 for run in runs if run["traceback"] or run["status"] != 0 or not run["report"])
    summary = {"ginqt": which, "runs": len(runs), "tracebacks": tracebacks, "failed": failed,
               "errors": sorted({str(run["last_line"]) for run in runs if run["last_line"]})}
    if options.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"{which}: {len(runs)} runs of near-limit against standard ({options.games} games, "
              f"{options.time_limit:g} s a move): {tracebacks} with a traceback, "
              f"{failed} failed (traceback, status or no report)")
        for line in summary["errors"]:
            print(f"  {line}")
        print(f"goal: 0 tracebacks: {'met' if tracebacks == 0 else 'MISSED'}")
    return 0 if tracebacks == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
