"""Agent steps a second of GinQt's PettingZoo environment with random legal actions.

    python benchmarks/bench_env.py [--seconds 5] [--repeats 5] [--variant standard] [--json]

Each repeat times, side by side: the environment (``env.agent_iter()``, ``env.last()``, a random
legal action from the mask, ``env.step``: what a training loop does) and the engine alone (a random
legal action applied to a ``Match``, no view, no observation) — the engine is the floor the
environment's overhead is measured against.  The environment's rate per second of CPU time is
printed too: on a shared machine it is what an idle core would give.  Goal (issue 17): >= 20,000
agent steps a second with ``standard`` rules.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

import numpy as np

from ginqt.engine import Match, Phase
from ginqt.env.aec import GinRummyEnv
from ginqt.rules import Rules


def env_steps(variant: str, seconds: float, seed: int) -> tuple[float, float]:
    """Agent steps a second of the wall clock, and a second of this process's CPU time."""
    env = GinRummyEnv(variant)
    choose = random.Random(seed).choice
    steps, games = 0, 0
    cpu, start = time.process_time(), time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset(seed=seed + games)
        for _agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)  # type: ignore[arg-type]
                continue
            env.step(int(choose(np.flatnonzero(observation["action_mask"]))))
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start), steps / (time.process_time() - cpu)


def engine_steps(seconds: float, seed: int) -> float:
    choose = random.Random(seed).choice
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = Match.new(Rules(), seed=seed + steps)
        while match.hand.phase is not Phase.OVER:
            match = match.apply(choose(match.legal_actions()))
            steps += 1
    return steps / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args(argv)
    env_rates, env_cpu_rates, engine_rates = [], [], []
    for repeat in range(options.repeats):
        wall, cpu = env_steps(options.variant, options.seconds, repeat)
        env_rates.append(wall)
        env_cpu_rates.append(cpu)
        engine_rates.append(engine_steps(options.seconds, repeat))
    env_median, engine_median = statistics.median(env_rates), statistics.median(engine_rates)
    report: dict[str, Any] = {
        "variant": options.variant, "repeats": options.repeats, "seconds": options.seconds,
        "env_steps_per_second": [round(r) for r in env_rates],
        "engine_steps_per_second": [round(r) for r in engine_rates],
        "env_steps_per_cpu_second": [round(r) for r in env_cpu_rates],
        "env_cpu_median": round(statistics.median(env_cpu_rates)),
        "env_median": round(env_median), "engine_median": round(engine_median),
        "env_share_of_engine": round(env_median / engine_median, 2), "goal": ">= 20000",
        "goal_met": env_median >= 20000,
    }
    if options.json:
        json.dump(report, sys.stdout, indent=2)
        print()
        return 0
    print(f"environment ({options.variant}): median {env_median:,.0f} agent steps/s "
          f"({', '.join(f'{r:,.0f}' for r in env_rates)})")
    print(f"environment, per second of CPU time (what an idle core gives): median "
          f"{statistics.median(env_cpu_rates):,.0f} agent steps/s")
    print(f"engine alone:  median {engine_median:,.0f} steps/s ({', '.join(f'{r:,.0f}' for r in engine_rates)})")
    print(f"the environment runs at {env_median / engine_median:.0%} of the bare engine; goal >= 20,000 steps/s: "
          f"{'met' if env_median >= 20000 else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
