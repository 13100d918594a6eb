#!/usr/bin/env python
"""What the engine protocol costs a move (issue 41's goal): an engine against the same player as a plugin.

    python benchmarks/bench_engines.py                   # 5 runs of 40 games each way
    python benchmarks/bench_engines.py --runs 9 --games 100 --json

The player plays the first legal move (``benchmarks/first_legal.py``), once as a third-party
plugin in its own process (``first-plugin``) and once as an engine speaking the protocol
(``first-engine``, a Python script), both in the plugins' sandbox, each against ``easy`` on
the same deals, one tournament after the other, ``--runs`` times.  A decision's time is GinQt's
round trip (asking, the other process answering, the answer judged legal).  Reported: the
median decision of each, per run, and the median over the runs of the difference.  Goal: the
engine costs at most 0.3 ms more a move.  Faults must be 0 both ways.

Beside the medians, a fairer figure: the whole tournament's wall time per decision (both seats'
decisions), engine against plugin in the same run.  With ``--jobs 1`` four games are in flight
and a decision's round trip includes the time the driver spent on the other games while the
answer waited; the wall time per decision counts every cost once, whoever pays it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

from ginqt.research.job import GameJob, PluginOptions

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"
GOAL_MS = 0.3


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    os.environ["GINQT_DATA_DIR"] = tempfile.mkdtemp(prefix="ginqt-bench-engines-")
    sys.path.insert(0, str(BENCH))
    from ginqt.research.tournament import run_tournament
    from ginqt.storage.engines import EngineEntry, EnginesFile, engines_path

    EnginesFile(engines_path()).load().add(EngineEntry("first-engine", (sys.executable, str(BENCH / "first_legal.py")),
                                                       str(BENCH)))
    rows = []
    for run in range(options.runs):
        row: dict[str, float] = {}
        for name in ("first-plugin", "first-engine"):
            result = run_tournament(GameJob(name, "easy", seed=run,
                                            plugins=PluginOptions(autoload=False, modules=("first_legal",))),
                                    options.games)
            seat = result.players[0]
            if seat.faults or seat.fallback_moves:
                print(f"{name}: {seat.faults} faults, {seat.fallback_moves} fallback moves: {seat.fault_examples[:2]}",
                      file=sys.stderr)
                return 1
            row[name] = seat.median_decision_ms
            row[f"{name} decisions"] = seat.decisions
            row[f"{name} wall ms a decision"] = 1000 * result.seconds / sum(p.decisions for p in result.players)
        row["difference"] = row["first-engine"] - row["first-plugin"]
        row["wall difference"] = row["first-engine wall ms a decision"] - row["first-plugin wall ms a decision"]
        rows.append(row)
        if not options.json:
            print(f"run {run + 1}: plugin {row['first-plugin']:.3f} ms, engine {row['first-engine']:.3f} ms "
                  f"({row['first-engine decisions']:.0f} decisions): {row['difference']:+.3f} ms; wall a decision: "
                  f"plugin {row['first-plugin wall ms a decision']:.3f} ms, engine "
                  f"{row['first-engine wall ms a decision']:.3f} ms: {row['wall difference']:+.3f} ms", flush=True)
    difference = statistics.median(row["difference"] for row in rows)
    wall = statistics.median(row["wall difference"] for row in rows)
    summary = {"runs": rows, "median_difference_ms": difference, "median_wall_difference_ms": wall,
               "goal_ms": GOAL_MS, "met": difference <= GOAL_MS}
    if options.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"median difference {difference:+.3f} ms a move (goal: at most +{GOAL_MS} ms): "
              f"{'met' if difference <= GOAL_MS else 'missed'}; the whole run's wall time a decision: "
              f"{wall:+.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
