"""Strength: strategy A against a list of opponents, in games to 100, with 95 % Wilson intervals.

    python benchmarks/bench_strength.py                                   # standard vs easy (issue 3)
    python benchmarks/bench_strength.py --a expert --goals --games 1000   # every goal of issue 11
    python benchmarks/bench_strength.py --a standard --b eaai-simple gin-hunter --variant standard eaai
    python benchmarks/bench_strength.py --a expert --b standard --games 200 --json

The opponents are any installed strategy plus the benchmark opponents of
``eaai_opponents.py`` (``eaai-simple``, ``gin-hunter``), registered in this process
only.  Every opponent is played under every ``--variant``; ``--goals`` plays instead
exactly the match-ups the issues set goals for A.  For each match-up the report gives
A's win rate with its 95 % Wilson interval, how often the opponent undercut A's knocks,
A's decision time (median, mean, p99) and the goal as met or MISSED.  Game ``i`` of a
run is dealt from ``(seed, i)`` with A dealing first in even games, so a result does not
depend on ``--jobs``.

The goals:

* issue 3: ``standard`` beats ``easy`` in at least 65 % of the games;
* issue 11: ``expert`` wins at least 80 % against ``eaai-simple`` under ``standard`` and
  ``eaai`` rules, 60 % against ``gin-hunter`` and 70 % against ``standard``, from at least
  1000 games (500 under ``eaai``); its decisions take a median of 50 ms at most and a
  99th percentile of 300 ms at most.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # eaai_opponents, in every worker too

import eaai_opponents

from ginqt.plugins import UnknownNameError, load_plugins
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import TournamentResult, run_tournament

#: The benchmark opponents' module, registered as a plugin in this process and the workers.
OPPONENTS_MODULE = "eaai_opponents"


@dataclass(frozen=True)
class Goal:
    """A must win at least ``rate`` of its games against B under ``variant``, over ``games`` games or more."""

    a: str
    b: str
    variant: str
    rate: float
    games: int
    issue: int


GOALS = (
    Goal("standard", "easy", "standard", 0.65, 2000, 3),
    Goal("expert", "eaai-simple", "standard", 0.80, 1000, 11),
    Goal("expert", "eaai-simple", "eaai", 0.80, 500, 11),
    Goal("expert", "gin-hunter", "standard", 0.60, 1000, 11),
    Goal("expert", "standard", "standard", 0.70, 1000, 11),
)


@dataclass(frozen=True)
class TimeGoal:
    """A's decision time: median and 99th percentile at most these (milliseconds), in every run."""

    a: str
    median_ms: float
    p99_ms: float
    issue: int


TIME_GOALS = (TimeGoal("expert", 50.0, 300.0, 11),)


def goal_for(a: str, b: str, variant: str) -> Goal | None:
    return next((g for g in GOALS if (g.a, g.b, g.variant) == (a, b, variant)), None)


def run_report(result: TournamentResult, goal: Goal | None) -> dict[str, Any]:
    """One match-up as plain data: A's results and its goal."""
    a, b = result.players
    report: dict[str, Any] = {
        "variant": result.variant,
        "opponent": result.players[1].strategy,
        "games": result.games,
        "won": a.games_won,
        "drawn": result.drawn,
        "win_rate": round(a.win_rate, 4),
        "win_ci95": [round(a.win_ci[0], 4), round(a.win_ci[1], 4)],
        "decision_ms": {
            "median": round(a.median_decision_ms, 3),
            "mean": round(a.mean_decision_ms, 3),
            "p99": round(a.p99_decision_ms, 3),
        },
        "knocks": a.knocks,  # A's knocks that were not gin
        "undercut": b.undercuts,  # how many of those B undercut
        "decisions": a.decisions,
        "faults": a.faults,
        "seconds": round(result.seconds, 1),
        "goal": None,
    }
    if goal is not None:
        report["goal"] = {
            "issue": goal.issue,
            "min_win_rate": goal.rate,
            "min_games": goal.games,
            "met": a.win_rate >= goal.rate,
            "enough_games": result.games >= goal.games,
        }
    return report


def time_report(a: str, runs: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A's decision-time goal over every run (the worst run counts)."""
    goal = next((g for g in TIME_GOALS if g.a == a), None)
    if goal is None or not runs:
        return None
    median = max(r["decision_ms"]["median"] for r in runs)
    p99 = max(r["decision_ms"]["p99"] for r in runs)
    return {
        "issue": goal.issue,
        "max_median_ms": goal.median_ms,
        "max_p99_ms": goal.p99_ms,
        "worst_median_ms": median,
        "worst_p99_ms": p99,
        "median_met": median <= goal.median_ms,
        "p99_met": p99 <= goal.p99_ms,
    }


def verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def text(summary: dict[str, Any]) -> str:
    """The report for people: one line per match-up, then the decision-time goal."""
    a = summary["a"]
    lines = [
        f"A = {a}: games to the variant's end, {summary['games']} per match-up, seed {summary['seed']}, "
        f"{summary['jobs']} job(s)",
        f"{'variant':12} {'opponent':14} {'A wins':>7} {'95% CI':>13} {'undercut':>9}  "
        f"{'A decision ms (median/mean/p99)':>32}  goal",
    ]
    for run in summary["runs"]:
        low, high = run["win_ci95"]
        ms = run["decision_ms"]
        goal = run["goal"]
        if goal is None:
            said = "-"
        else:
            said = f"≥{100 * goal['min_win_rate']:.0f}% (issue {goal['issue']}): {verdict(goal['met'])}"
            if not goal["enough_games"]:
                said += f" (the issue asks for {goal['min_games']} games)"
        undercut = f"{100 * run['undercut'] / run['knocks']:.1f}%" if run["knocks"] else "-"
        if run["faults"]:
            said += f"; {run['faults']} fault(s) of A"
        lines.append(
            f"{run['variant']:12} {run['opponent']:14} {100 * run['win_rate']:6.1f}% "
            f"{f'{100 * low:.1f}-{100 * high:.1f}%':>13} {undercut:>9}  "
            f"{ms['median']:>10.3f} /{ms['mean']:>9.3f} /{ms['p99']:>9.3f}  {said}"
        )
    timing = summary["decision_time_goal"]
    if timing is not None:
        lines.append(
            f"decision time of {a} (issue {timing['issue']}, worst run): "
            f"median {timing['worst_median_ms']:.3f} ms ≤ {timing['max_median_ms']:.0f} ms: "
            f"{verdict(timing['median_met'])}; "
            f"p99 {timing['worst_p99_ms']:.3f} ms ≤ {timing['max_p99_ms']:.0f} ms: {verdict(timing['p99_met'])}"
        )
    return "\n".join(lines)


def matchups(a: str, opponents: list[str], variants: list[str], goals_only: bool) -> list[tuple[str, str]]:
    """(opponent, variant) pairs to play: every opponent under every variant, or A's goals."""
    if goals_only:
        return [(g.b, g.variant) for g in GOALS if g.a == a]
    return [(b, variant) for variant in variants for b in opponents]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Strategy A against opponents, games to 100, with 95% intervals")
    parser.add_argument("--a", default="standard", help="the strategy measured (default standard)")
    parser.add_argument("--b", nargs="+", default=["easy"], metavar="OPPONENT",
                        help="opponents: installed strategies or eaai-simple, gin-hunter (default easy)")
    parser.add_argument("--variant", nargs="+", default=["standard"], help="rule variants (default standard)")
    parser.add_argument("--goals", action="store_true", help="play exactly the match-ups of A's goals")
    parser.add_argument("--games", type=int, default=2000, help="games per match-up (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--time-limit", type=float, default=5.0, help="seconds a strategy may think per call")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    options = parser.parse_args(argv)
    if options.games < 1 or options.jobs < 1:
        parser.error("--games and --jobs must be at least 1")

    plugins = load_plugins(extra=[(OPPONENTS_MODULE, eaai_opponents)])
    pairs = matchups(options.a, options.b, options.variant, options.goals)
    if not pairs:
        parser.error(f"no goals are set for {options.a!r}")
    try:
        plugins.strategy(options.a)
        for b, variant in pairs:
            plugins.strategy(b)
            plugins.variant(variant)
    except UnknownNameError as error:
        parser.error(str(error))

    runs = []
    for number, (b, variant) in enumerate(pairs, 1):
        opponents = PluginOptions(modules=(OPPONENTS_MODULE,), trusted=(OPPONENTS_MODULE,))
        result = run_tournament(GameJob(options.a, b, seed=options.seed, variant=variant, time_limit=options.time_limit,
                                        plugins=opponents),
                                options.games, jobs=options.jobs, plugins=plugins)
        runs.append(run_report(result, goal_for(options.a, b, variant)))
        a = result.players[0]
        print(f"[{number}/{len(pairs)}] {options.a} vs {b} ({variant}): {100 * a.win_rate:.1f}% "
              f"of {result.games} games in {result.seconds:.0f} s", file=sys.stderr, flush=True)

    goals = [r["goal"]["met"] for r in runs if r["goal"] is not None]
    timing = time_report(options.a, runs)
    if timing is not None:
        goals += [timing["median_met"], timing["p99_met"]]
    summary = {
        "a": options.a,
        "games": options.games,
        "seed": options.seed,
        "jobs": options.jobs,
        "runs": runs,
        "decision_time_goal": timing,
        "all_goals_met": all(goals) if goals else None,
    }
    if options.json:
        json.dump(summary, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(text(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
