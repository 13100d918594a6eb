"""Paired single hands: variants of the ``expert`` on the same deals, points a hand, and how hands end.

    python benchmarks/bench_hands.py --b standard --deals 300 base tm=take_margin:-1.0 pot=potential:1.0
    python benchmarks/bench_hands.py --b gin-hunter --deals 200 --seed 30000 --endings base

Each deal (seeds ``--seed``, ``--seed`` + 1, ...) is played as one hand under the
variant's rules twice, the expert in either seat, against the same opponent with the
same seed; every variant plays the same deals.  A variant is ``NAME=FIELD:VALUE,...``
over the fields of :class:`ginqt.analysis.Weights` and :class:`ginqt.analysis.Effort`
(``base`` alone: the defaults).  The report gives each variant's points a hand (the
expert's, the opponent's negative) and, for every variant after the first, the mean
paired difference to the first with its standard error: the luck of the deal cancels,
so a difference of half a point a hand shows in a few hundred deals, where whole
games need thousands.  ``--endings`` adds how the first variant's hands end (who
knocked, gin, undercut, dead) and what each ending brings a hand on average.
Single process (``--jobs`` is not offered: the machine is shared); about 0.1 s of CPU
a hand.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter, defaultdict
from dataclasses import fields
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import eaai_opponents
from ginqt_builtin.expert import ExpertStrategy

from ginqt.analysis import Effort, Weights
from ginqt.engine import EventKind
from ginqt.plugins import Plugins, load_plugins
from ginqt.rules import PRESETS
from ginqt.runner import GameRunner


def parse_variant(spec: str) -> tuple[str, Weights, Effort]:
    """``NAME=FIELD:VALUE,...`` as (name, weights, effort); an unknown field is an error."""
    name, _, rest = spec.partition("=")
    kinds = {f.name: (target, f.type) for target in (Weights, Effort) for f in fields(target)}
    chosen: dict[type, dict[str, float | int]] = {Weights: {}, Effort: {}}
    for part in filter(None, rest.split(",")):
        key, _, value = part.partition(":")
        if key not in kinds:
            raise SystemExit(f"bench_hands: {key!r} is neither a Weights nor an Effort field")
        target, kind = kinds[key]
        chosen[target][key] = int(value) if kind in ("int", int) else float(value)
    return name, Weights(**chosen[Weights]), Effort(**chosen[Effort])  # type: ignore[arg-type]


def play_hand(plugins: Plugins, weights: Weights, effort: Effort, opponent: str, variant: str, seed: int,
              seat: int) -> tuple[int, str]:
    """The expert's points in one hand (negative when the opponent scores) and how it ended."""
    me = ExpertStrategy(seed, effort=effort, weights=weights)
    them = plugins.make_strategy(opponent, seed + 1)
    players = (me, them) if seat == 0 else (them, me)
    runner = GameRunner.new(PRESETS[variant].replace(score_limit=0), seed=seed, players=players)
    runner.play(max_hands=1, max_moves=3000)
    result = runner.match.hand.result
    if result is None or result.winner is None:
        return 0, "dead"
    knocks = [e for e in runner.match.events if e.kind is EventKind.KNOCKED and e.settlement is not None]
    who = "expert" if knocks and knocks[-1].player == seat else "opponent"
    kind = knocks[-1].settlement.kind.value if knocks and knocks[-1].settlement is not None else "?"
    return (result.points if result.winner == seat else -result.points), f"{who} {kind}"


def _per_hand(deal_totals: list[int]) -> tuple[float, float]:
    """The mean a hand and its standard error, from the totals of both seats of each deal."""
    deviation = statistics.stdev(deal_totals) if len(deal_totals) > 1 else 0.0
    return statistics.mean(deal_totals) / 2, deviation / 2 / math.sqrt(len(deal_totals))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="+", help="NAME=FIELD:VALUE,... (the first is the reference)")
    parser.add_argument("--b", default="standard", help="the opponent (an installed strategy, eaai-simple, gin-hunter)")
    parser.add_argument("--variant", default="standard", help="the rules")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--endings", action="store_true", help="how the first variant's hands end")
    args = parser.parse_args()
    variants = [parse_variant(spec) for spec in args.variants]
    plugins = load_plugins(extra=[("eaai_opponents", eaai_opponents)])
    totals: list[list[int]] = [[] for _ in variants]  # per variant: points of both seats of each deal
    endings: Counter[str] = Counter()
    ending_points: defaultdict[str, int] = defaultdict(int)
    for seed in range(args.seed, args.seed + args.deals):
        for index, (_, weights, effort) in enumerate(variants):
            total = 0
            for seat in (0, 1):
                points, ending = play_hand(plugins, weights, effort, args.b, args.variant, seed, seat)
                total += points
                if index == 0:
                    endings[ending] += 1
                    ending_points[ending] += points
            totals[index].append(total)
    n = args.deals
    print(f"expert against {args.b} ({args.variant}), {n} deals x 2 seats from seed {args.seed}")
    reference = totals[0]
    for index, ((name, _, _), deal_totals) in enumerate(zip(variants, totals, strict=True)):
        mean, se = _per_hand(deal_totals)
        line = f"  {name:14} {mean:6.2f} points a hand (se {se:.2f})"
        if index:
            mean, se = _per_hand([b - a for a, b in zip(reference, deal_totals, strict=True)])
            line += f"; against {variants[0][0]}: {mean:+.2f} (se {se:.2f})"
        print(line)
    if args.endings:
        hands = 2 * n
        for ending in sorted(endings):
            count = endings[ending]
            gained = ending_points[ending]
            print(f"  {ending:20} {100 * count / hands:5.1f} % of hands, {gained / count:6.1f} points each,"
                  f" {gained / hands:+6.2f} a hand")


if __name__ == "__main__":
    main()
