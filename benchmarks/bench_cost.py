"""What a game costs, and what a big rating run would: CPU seconds a game for some pairings, one process.

    python benchmarks/bench_cost.py [--pair A B ...] [--games 200] [--plan-games 1000000] [--machines 100]
                                    [--cores 2] [--json]

CPU time (``time.process_time``, not the wall clock) is the steadier figure on a shared machine:
it is what the game costs the machine that plays it, whatever else runs there.  Each pair plays
``--games`` games in this process (``expert`` pairs a tenth of that); the projection divides
``--plan-games`` games of the field's mean cost by ``--machines`` x ``--cores`` worker processes,
and adds nothing for Ray's own cost per task (about a millisecond a chunk of 25 games).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from ginqt.plugins import load_plugins
from ginqt.research.job import GameJob
from ginqt.research.tournament import run_tournament

DEFAULT_PAIRS = [("standard", "standard"), ("easy", "standard"), ("standard", "eaai-simple"),
                 ("gin-hunter", "standard"), ("expert", "standard")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pair", nargs=2, action="append", metavar=("A", "B"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--plan-games", type=int, default=1_000_000)
    parser.add_argument("--machines", type=int, default=100)
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args(argv)
    plugins = load_plugins(autoload=False, modules=["eaai_opponents"], trusted=["eaai_opponents"])
    rows: list[dict[str, Any]] = []
    for a, b in options.pair or DEFAULT_PAIRS:
        games = max(2, options.games // 10) if "expert" in (a, b) else options.games
        cpu, wall = time.process_time(), time.perf_counter()
        result = run_tournament(GameJob(a, b, seed=options.seed), games, plugins=plugins)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        rows.append({"pair": f"{a} v {b}", "games": games, "hands_per_game": round(result.hands / games, 2),
                     "cpu_ms_per_game": round(1000 * cpu / games, 2),
                     "wall_ms_per_game": round(1000 * wall / games, 2)})
    cheap = [row["cpu_ms_per_game"] for row in rows if "expert" not in row["pair"]]
    mean_ms = sum(cheap) / len(cheap)
    workers = options.machines * options.cores
    projection = {"games": options.plan_games, "machines": options.machines, "cores_each": options.cores,
                  "cpu_ms_per_game": round(mean_ms, 2),
                  "hours": round(options.plan_games * mean_ms / 1000 / workers / 3600, 2)}
    expert = [row for row in rows if "expert" in row["pair"]]
    if expert:
        projection["hours_if_every_game_is_expert"] = round(
            options.plan_games * expert[0]["cpu_ms_per_game"] / 1000 / workers / 3600, 1)
    if options.json:
        json.dump({"rows": rows, "projection": projection}, sys.stdout, indent=2)
        print()
        return 0
    print(f"{'pair':28} {'games':>6} {'hands/game':>10} {'CPU ms/game':>12} {'wall ms/game':>13}")
    for row in rows:
        print(f"{row['pair']:28} {row['games']:>6} {row['hands_per_game']:>10} {row['cpu_ms_per_game']:>12} "
              f"{row['wall_ms_per_game']:>13}")
    print(f"{options.plan_games:,} games of the cheap bots ({mean_ms:.1f} CPU ms a game) on {options.machines} "
          f"machines x {options.cores} cores: {projection['hours']} hours")
    if expert:
        print(f"if every game had expert in it: {projection['hours_if_every_game_is_expert']} hours")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
