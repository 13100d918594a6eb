#!/usr/bin/env python
"""Fair clocks (issue 50): an honest engine that needs 80 % of its game budget, on a loaded machine.

    python benchmarks/bench_clock.py                                     # this checkout, 3 runs
    python benchmarks/bench_clock.py --against /tmp/old/.venv/bin/python  # and an older one, alternated

Each run is ``ginqt tournament thinker standard --games N --seed S --json`` while two busy loops keep
the machine's cores busy (``--hogs``).  ``thinker`` is ``tests/engines_for_tests.py thinker 0.8``: it
thinks (a busy loop of its own CPU time) for 80 % of each game's budget, ``--game-seconds`` (2 s), a
tenth of it a move.  Four games are in flight, each with an engine process of its own, beside the two
busy loops: each engine gets well under a core, so its 1.6 s of CPU time take several seconds on the
wall clock.  A move limit and a game budget on the wall clock run out (the fallback plays the rest of the
game, a fault); on CPU time, never.  ``--against PYTHON`` runs another checkout's GinQt (its own
virtual environment's Python) in turn with this one.  Goal: 0 faults with this checkout.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "tests" / "engines_for_tests.py"


def run(python: str, games: int, seed: int, game_seconds: float) -> dict[str, object]:
    """One tournament of ``python``'s GinQt: the engine's faults, fallback moves and the run's seconds."""
    with tempfile.TemporaryDirectory(prefix="ginqt-bench-clock-") as data:
        env = dict(os.environ, GINQT_DATA_DIR=data, GINQT_CACHE_DIR=str(Path(data) / "cache"))
        subprocess.run([python, "-m", "ginqt", "engines", "add", "thinker", "--move-seconds", "2", "--game-seconds",
                        str(game_seconds), "--", python, str(ENGINE), "thinker", "0.8"], env=env, check=True,
                       capture_output=True, cwd=data)
        started = time.monotonic()
        done = subprocess.run([python, "-m", "ginqt", "tournament", "thinker", "standard", "--games", str(games),
                               "--seed", str(seed), "--json", "--no-progress", "--disable-plugin-autoload"],
                              env=env, capture_output=True, text=True, cwd=data, timeout=3600)
        seconds = time.monotonic() - started
    report = json.loads(done.stdout)
    engine = report["players"][0]
    return {"faults": engine["faults"], "fallback_moves": engine["fallback_moves"], "seconds": round(seconds, 1),
            "example": (engine.get("fault_examples") or [""])[0][:160]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game-seconds", type=float, default=2.0)
    parser.add_argument("--hogs", type=int, default=2, help="busy loops beside the tournament (default 2)")
    parser.add_argument("--against", metavar="PYTHON", help="another checkout's Python, run in turn with this one")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    pythons = {"this": sys.executable, **({"against": options.against} if options.against else {})}
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(options.hogs)]
    rows: dict[str, list[dict[str, object]]] = {name: [] for name in pythons}
    try:
        for index in range(options.runs):
            for name, python in pythons.items():
                row = run(python, options.games, options.seed + index, options.game_seconds)
                rows[name].append(row)
                if not options.json:
                    print(f"{name} run {index + 1}: {json.dumps(row)}", flush=True)
    finally:
        for hog in hogs:
            hog.kill()
    faults = {name: sum(int(str(row["faults"])) for row in runs) for name, runs in rows.items()}
    report = {"games_a_run": options.games, "runs": rows, "faults": faults, "goal": 0, "met": faults["this"] == 0}
    print(json.dumps(report, indent=2) if options.json else f"faults in {options.runs} runs of {options.games} games: "
          f"{faults}; goal 0 for this checkout: {'met' if report['met'] else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
