"""The Ray backend against one process: ``ginqt tournament`` games as Ray tasks on a local Ray instance.

    python benchmarks/bench_ray.py [--games 300] [--repeats 3] [--cpus 2] [--chunk 25] [--json]

In one run, repeated and interleaved (the machine is shared: the medians and the ratios are the figures):
``standard`` against ``standard`` in one process (``--jobs 1``), in two local worker processes
(``--jobs 2``) and as Ray tasks on a local Ray instance with ``--cpus`` CPUs (started once, before the
timing; its workers warmed by one small run).  Every run must give the same results (the same seed).
Goal (issue 17): Ray with 2 CPUs >= 1.7x the hands a second of one process.

On a shared machine two processes may not get two cores; so (on Linux) the CPU time of this
process and all its descendants (the Ray instance: GCS, raylet, workers) is counted too, as CPU
ms a hand: Ray's cost beside one process's, and the speed-up that ``--cpus`` idle cores would allow
(``cpus`` x one process's CPU ms a hand / Ray's), printed beside the load average; and the
driver's own CPU ms a game (every tally comes back to it: what bounds a run on a big cluster).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from typing import Any

from ginqt.plugins import load_plugins
from ginqt.research.backends.ray import RayBackend
from ginqt.research.job import GameJob
from ginqt.research.tournament import run_tournament


def tree_cpu_seconds() -> float | None:
    """CPU seconds used so far by this process and its living descendants (Linux's /proc; None elsewhere)."""
    try:
        stats = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat") as file:
                        fields = file.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                stats[int(entry)] = (int(fields[1]), int(fields[11]) + int(fields[12]))  # ppid, utime + stime
    except OSError:
        return None
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in stats.items():
        children.setdefault(ppid, []).append(pid)
    total, todo = 0, [os.getpid()]
    while todo:
        pid = todo.pop()
        total += stats.get(pid, (0, 0))[1]
        todo.extend(children.get(pid, []))
    return total / os.sysconf("SC_CLK_TCK")


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
    run_tournament(GameJob("standard", "standard", seed=0), 4 * options.cpus, plugins=plugins, backend=backend)
    rates: dict[str, list[float]] = {"one process": [], "--jobs 2": [], f"ray ({options.cpus} CPUs)": []}
    cpu_ms: dict[str, list[float]] = {"one process": [], f"ray ({options.cpus} CPUs)": []}
    driver_ms: list[float] = []  # this process's CPU a game while Ray plays: what one driver can take in
    summaries = []
    load = [os.getloadavg()[0]]
    for _ in range(options.repeats):
        for name, kwargs in (("one process", {}), ("--jobs 2", {"jobs": 2}),
                             (f"ray ({options.cpus} CPUs)", {"backend": backend})):
            cpu, own = tree_cpu_seconds(), time.process_time()
            result = run_tournament(GameJob("standard", "standard", seed=options.seed), options.games,
                                    plugins=plugins, **kwargs)  # type: ignore[arg-type]
            after, own = tree_cpu_seconds(), time.process_time() - own
            if "backend" in kwargs:
                driver_ms.append(1000 * own / options.games)
            rates[name].append(result.hands_per_second)
            summaries.append(result.to_dict(timings=False))
            if name in cpu_ms and cpu is not None and after is not None:
                cpu_ms[name].append(1000 * (after - cpu) / result.hands)
        load.append(os.getloadavg()[0])
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
        "load_average": [round(v, 1) for v in load],
        "driver_cpu_ms_per_game": round(statistics.median(driver_ms), 2),
        "goal_met": speedup >= 1.7,
    }
    ray_cpu, one_cpu = cpu_ms[ray_name], cpu_ms["one process"]
    if ray_cpu and one_cpu:
        report["cpu_ms_per_hand"] = {name: round(statistics.median(values), 3) for name, values in cpu_ms.items()}
        report["ray_cpu_vs_one_process"] = round(statistics.median(ray_cpu) / statistics.median(one_cpu), 2)
        report["speedup_idle_cores_allow"] = round(options.cpus / report["ray_cpu_vs_one_process"], 2)
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
    if "cpu_ms_per_hand" in report:
        print(f"CPU ms a hand (median; Ray: every process of the instance): one process "
              f"{report['cpu_ms_per_hand']['one process']}, Ray {report['cpu_ms_per_hand'][ray_name]} "
              f"({report['ray_cpu_vs_one_process']}x); {options.cpus} idle cores would allow "
              f"{report['speedup_idle_cores_allow']}x")
    print(f"Ray's driver (this process): {report['driver_cpu_ms_per_game']} CPU ms a game (median)")
    print(f"load average (1 min) before and after each repeat: {', '.join(f'{v:.1f}' for v in load)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
