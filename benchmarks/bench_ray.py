"""The Ray backend against one process: ``ginqt tournament`` games as Ray tasks on a local Ray instance.

    python benchmarks/bench_ray.py [--games 300] [--repeats 3] [--cpus 2] [--chunk 25] [--json]

In one run, repeated and interleaved (the machine is shared: the medians and the ratios are the figures):
``standard`` against ``standard`` in one process (``--jobs 1``), in two local worker processes
(``--jobs 2``) and as Ray tasks on a local Ray instance with ``--cpus`` CPUs (started once, before the
timing; its workers warmed by one small run).  Every run must give the same results (the same seed).
Goal (issue 17): Ray with 2 CPUs >= 1.7x the hands a second of one process.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from ginqt.backends.ray import RayBackend
from ginqt.plugins import load_plugins
from ginqt.tournament import run_tournament


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cpus", type=int, default=2)
    parser.add_argument("--chunk", type=int, default=25)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args(argv)
    plugins = load_plugins(autoload=False)
    start = time.perf_counter()
    backend = RayBackend(cpus=options.cpus, chunk=options.chunk)
    backend.connect()
    started = time.perf_counter() - start
    run_tournament("standard", "standard", games=4 * options.cpus, seed=0, plugins=plugins, backend=backend)
    rates: dict[str, list[float]] = {"one process": [], "--jobs 2": [], f"ray ({options.cpus} CPUs)": []}
    summaries = []
    for _ in range(options.repeats):
        for name, kwargs in (("one process", {}), ("--jobs 2", {"jobs": 2}),
                             (f"ray ({options.cpus} CPUs)", {"backend": backend})):
            result = run_tournament("standard", "standard", games=options.games, seed=options.seed,
                                    plugins=plugins, **kwargs)  # type: ignore[arg-type]
            rates[name].append(result.hands_per_second)
            summaries.append(result.to_dict(timings=False))
    backend.close()
    medians = {name: statistics.median(values) for name, values in rates.items()}
    ray_name = f"ray ({options.cpus} CPUs)"
    speedup = medians[ray_name] / medians["one process"]
    ratios = [r / o for r, o in zip(rates[ray_name], rates["one process"], strict=True)]
    report: dict[str, Any] = {
        "games": options.games, "repeats": options.repeats, "ray_start_seconds": round(started, 1),
        "hands_per_second": {name: [round(v) for v in values] for name, values in rates.items()},
        "median_hands_per_second": {name: round(v) for name, v in medians.items()},
        "ray_vs_one_process": round(speedup, 2), "ray_vs_one_process_each": [round(r, 2) for r in ratios],
        "identical_results": all(s == summaries[0] for s in summaries), "goal": ">= 1.7x",
        "goal_met": speedup >= 1.7,
    }
    if options.json:
        json.dump(report, sys.stdout, indent=2)
        print()
        return 0
    print(f"{options.games} games of standard against standard, {options.repeats} repeats (Ray started in "
          f"{started:.1f} s, before timing)")
    for name, values in rates.items():
        print(f"{name:16} median {medians[name]:7.0f} hands/s   ({', '.join(f'{v:.0f}' for v in values)})")
    print(f"Ray / one process: {speedup:.2f}x (each repeat: {', '.join(f'{r:.2f}' for r in ratios)}); goal >= 1.7x: "
          f"{'met' if speedup >= 1.7 else 'MISSED'}; identical results: {report['identical_results']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
