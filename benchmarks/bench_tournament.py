"""Tournament throughput: GinQt's ``standard`` playing itself, beside OpenSpiel and RLCard.

    python benchmarks/bench_tournament.py                  # defaults: 300 games, 2000 foreign hands
    python benchmarks/bench_tournament.py --games 600 --foreign-hands 5000 --json

Measured in one run, one process each (hands per second, higher is better):

* ``ginqt standard``: ``run_tournament(GameJob("standard", "standard"))`` — whole
  games to 100 with the guard, the views, events and statistics (what ``ginqt tournament`` does);
* ``ginqt easy``: the same with ``easy`` (the 1993 DOS program's EASY GAME);
* ``openspiel simple bot``: ``pyspiel.load_game("gin_rummy")`` played by two
  ``pyspiel.make_simple_gin_rummy_bot`` (C++ bots driven from Python), one hand per game;
* ``rlcard novice``: ``rlcard.make("gin-rummy")`` with two ``GinRummyNoviceRuleAgent``, ``env.run``.

Then ``--jobs 1`` against ``--jobs 2`` for the same games: the speed-up (the results are identical).
OpenSpiel and RLCard are optional (``pip install .[bench]``); a missing one is skipped.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from ginqt.plugins import load_plugins
from ginqt.research.job import GameJob
from ginqt.research.tournament import run_tournament


def bench_ours(strategy: str, games: int, seed: int, jobs: int = 1) -> dict[str, Any]:
    plugins = load_plugins(autoload=False)
    result = run_tournament(GameJob(strategy, strategy, seed=seed), games, jobs=jobs, plugins=plugins)
    return {
        "name": f"ginqt {strategy}" + (f" (--jobs {jobs})" if jobs > 1 else ""),
        "hands": result.hands,
        "seconds": result.seconds,
        "hands_per_second": result.hands_per_second,
        "summary": result.to_dict(timings=False),  # for comparing runs
    }


def bench_openspiel(hands: int, seed: int) -> dict[str, Any]:
    import pyspiel  # type: ignore[import-not-found,unused-ignore]

    game = pyspiel.load_game("gin_rummy")
    params = game.get_parameters()
    rng = random.Random(seed)
    bots = [pyspiel.make_simple_gin_rummy_bot(params, p) for p in (0, 1)]
    start = time.perf_counter()
    for _ in range(hands):
        state = game.new_initial_state()
        for bot in bots:
            bot.restart()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choice(outcomes)[0])
            else:
                state.apply_action(bots[state.current_player()].step(state))
    seconds = time.perf_counter() - start
    return {"name": "openspiel simple bot", "hands": hands, "seconds": seconds, "hands_per_second": hands / seconds}


def bench_rlcard(hands: int, seed: int) -> dict[str, Any]:
    import rlcard  # type: ignore[import-untyped,unused-ignore]
    from rlcard.models.gin_rummy_rule_models import GinRummyNoviceRuleAgent  # type: ignore[import-untyped,unused-ignore]

    env = rlcard.make("gin-rummy", config={"seed": seed})
    env.set_agents([GinRummyNoviceRuleAgent(), GinRummyNoviceRuleAgent()])
    start = time.perf_counter()
    for _ in range(hands):
        env.run(is_training=False)
    seconds = time.perf_counter() - start
    return {"name": "rlcard novice agent", "hands": hands, "seconds": seconds, "hands_per_second": hands / seconds}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="GinQt games (to 100) per measurement")
    parser.add_argument("--foreign-hands", type=int, default=2000, help="hands for OpenSpiel and RLCard")
    parser.add_argument("--jobs-games", type=int, default=600, help="games for the --jobs 1 vs 2 comparison")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    notes: list[str] = []
    rows.append(bench_ours("standard", options.games, options.seed))
    rows.append(bench_ours("easy", options.games, options.seed))
    for runner, what in ((bench_openspiel, "OpenSpiel"), (bench_rlcard, "RLCard")):
        try:
            rows.append(runner(options.foreign_hands, options.seed))
        except ImportError as error:
            notes.append(f"{what} skipped: {error}")
    notes.append("OpenSpiel has no Python gin_rummy bot in open_spiel.python.bots; its simple bot is the C++ "
                 "SimpleGinRummyBot (pyspiel.make_simple_gin_rummy_bot), driven here from Python.")
    one = bench_ours("standard", options.jobs_games, options.seed, jobs=1)
    two = bench_ours("standard", options.jobs_games, options.seed, jobs=2)
    same = one["summary"] == two["summary"]
    speedup = one["seconds"] / two["seconds"]
    if options.json:
        for row in (*rows, one, two):
            row.pop("summary", None)
        json.dump({"rows": rows, "jobs": {"jobs1": one, "jobs2": two, "speedup": speedup, "identical": same},
                   "notes": notes}, sys.stdout, indent=2)
        print()
        return 0
    print(f"{'player(s)':28} {'hands':>7} {'seconds':>8} {'hands/s':>9}")
    for row in rows:
        print(f"{row['name']:28} {row['hands']:>7} {row['seconds']:>8.2f} {row['hands_per_second']:>9.0f}")
    print(f"--jobs 1: {one['seconds']:.2f} s, --jobs 2: {two['seconds']:.2f} s for {options.jobs_games} games: "
          f"speed-up {speedup:.2f}x; identical results: {same}")
    for note in notes:
        print(note)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
