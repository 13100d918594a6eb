"""Strength: ``standard`` against ``easy`` in games to 100, with a 95 % Wilson interval.

    python benchmarks/bench_strength.py                    # 2000 games, seed 1, 2 jobs
    python benchmarks/bench_strength.py --games 4000 --jobs 2 --a standard --b easy

The goal of issue 3 is ``standard`` winning at least 65 % of the games.
"""

from __future__ import annotations

import argparse

from ginqt.tournament import run_tournament


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="standard vs easy, games to 100")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--a", default="standard")
    parser.add_argument("--b", default="easy")
    options = parser.parse_args(argv)
    result = run_tournament(options.a, options.b, games=options.games, seed=options.seed, jobs=options.jobs,
                            variant=options.variant)
    print(result.text())
    a = result.players[0]
    print(f"\n{options.a} beats {options.b} in {100 * a.win_rate:.1f}% of {result.games} games "
          f"(95% CI {100 * a.win_ci[0]:.1f}-{100 * a.win_ci[1]:.1f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
