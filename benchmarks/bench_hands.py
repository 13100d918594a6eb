"""Paired hands and games: variants of the ``expert`` on the same deals, points a hand, wins a game.

    python benchmarks/bench_hands.py --b standard --deals 300 base tm=take_margin:-1.0 pot=potential:1.0
    python benchmarks/bench_hands.py --b gin-hunter --deals 200 --seed 30000 --endings base
    python benchmarks/bench_hands.py --b gin-hunter --games 300 --seed 8000 --jobs 2 base feed=feed:6
    python benchmarks/bench_hands.py --b standard --deals 1000 base knocks=hand:standard/knock
    python benchmarks/bench_hands.py --b standard --games 400 --jobs 2 base seeing=sees:all

Each deal (seeds ``--seed``, ``--seed`` + 1, ...) is played as one hand under the
variant's rules twice, the expert in either seat, against the same opponent with the
same seed; every variant plays the same deals.  A variant is ``NAME=FIELD:VALUE,...``
over the fields of :class:`ginqt.analysis.Weights` and :class:`ginqt.analysis.Effort`
(``base`` alone: the defaults).  ``hand:STRATEGY/KIND+KIND`` hands the expert's decisions
of those kinds to another installed strategy: ``draw`` (take the upcard or draw),
``knock`` (any decision where a knock or gin is allowed), ``discard`` (the other
discards) or ``opening`` (those in the first three turns of each player).  Paired
with the plain expert it shows which of its decisions win it points against the
opponent and which lose them.  ``sees:KIND+KIND`` (or ``sees:all``) shows the expert the
opponent's true hand at the decisions of those kinds: every deal its analysis samples
holds that hand (the stock's order stays unknown).  No player could do it; paired with
the plain expert it measures what reading the opponent's hand could be worth at most.
The report gives each variant's points a hand (the expert's, the opponent's negative)
and, for every variant after the first, the mean paired difference to the first with its
standard error: the luck of the deal cancels, so a difference of half a point a hand
shows in a few hundred deals, where whole games need thousands.  The hands are played
with a score limit no hand reaches, so the expert plays for points (with a limit of 0 it
would play to win the hand, whatever its points).  ``--endings`` adds how the first
variant's hands end (who knocked, gin, undercut, dead) and what each ending brings a
hand on average.  About 0.1 s of CPU a hand.

A single hand does not show what the expert learns of its opponent between hands
(:class:`ginqt.analysis.OpponentProfile`).  ``--games N`` plays whole games to the
variant's end instead: game ``i`` is dealt from ``--seed`` + ``i``, the expert is
player 0 and deals first in even games, and every variant meets the opponent with
the same seed.  It reports each variant's wins and net points a game and the paired
difference of wins to the first variant with its standard error.  Games diverge
after the first different move, so the pairing helps less than for hands: the
standard error is about 1.1-1.3 % at 600-1000 games.  About 0.8 s of CPU a game;
``--jobs`` spreads the games over processes.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))

import eaai_opponents
from ginqt_builtin.expert import ExpertStrategy

import ginqt.analysis.evaluator
from ginqt.analysis import Analysis, Deal, Effort, HandModel, Inference, Weights
from ginqt.engine import Action, ActionKind, Event, EventKind, Match, Phase, PlayerView
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec
from ginqt.play.spec import Variant as GameVariant
from ginqt.plugins import Plugins, UnknownNameError, load_plugins
from ginqt.rules import PRESETS
from ginqt.strategy import Strategy

#: A score limit that no single hand reaches (above the analysis' endless threshold: every point counts).
NO_LIMIT = 999


@cache
def plugins() -> Plugins:
    """GinQt's plugins and the benchmark opponents, loaded once per process."""
    return load_plugins(extra=[("eaai_opponents", eaai_opponents)])


def add_match_arguments(parser: argparse.ArgumentParser, *, opponent: str, seed: int) -> None:
    """The arguments every benchmark of the expert takes: ``--b`` (the opponent), ``--variant``
    (the rules) and ``--seed`` (the first deal or game)."""
    parser.add_argument("--b", default=opponent, help="the opponent (an installed strategy, eaai-simple, gin-hunter)")
    parser.add_argument("--variant", default="standard", help="the rules (a variant)")
    parser.add_argument("--seed", type=int, default=seed, help="the first deal's or game's seed")


#: The kinds of decision a variant may hand to another strategy.
DECISION_KINDS = ("draw", "knock", "discard", "opening")


def decision_kind(view: PlayerView) -> str:
    """Which kind of decision ``view``'s player faces: draw, knock, opening or discard."""
    if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
        return "draw"
    if any(a.kind is ActionKind.KNOCK or a.kind is ActionKind.BIG_GIN for a in view.legal_actions):
        return "knock"
    return "opening" if view.turns < 6 else "discard"


def parse_kinds(text: str, option: str) -> frozenset[str]:
    """``KIND+KIND`` (or ``all``) as a set of :data:`DECISION_KINDS` (``discard`` includes the
    opening discards); ``option`` names the option in the error."""
    chosen = frozenset(DECISION_KINDS) if text == "all" else frozenset(filter(None, text.split("+")))
    unknown = chosen - set(DECISION_KINDS)
    if not chosen or unknown:
        raise SystemExit(f"bench_hands: {option}{text!r} should name kinds among " + ", ".join(DECISION_KINDS)
                         + " (or all)")
    return (chosen | {"opening"}) if "discard" in chosen else chosen


@dataclass(frozen=True)
class Handover:
    """The expert's decisions of ``kinds`` played by the installed strategy ``strategy``."""

    strategy: str
    kinds: frozenset[str]

    @classmethod
    def parse(cls, text: str) -> Handover:
        """``STRATEGY/KIND+KIND`` (``discard`` includes the opening discards)."""
        strategy, _, kinds = text.partition("/")
        if not strategy:
            raise SystemExit(f"bench_hands: hand:{text!r} should read STRATEGY/KIND+KIND")
        chosen = parse_kinds(kinds, f"hand:{strategy}/")
        try:
            plugins().strategy(strategy)
        except UnknownNameError as error:
            raise SystemExit(f"bench_hands: hand:{text!r}: {error}") from None
        return cls(strategy, chosen)


class HandingOver:
    """The expert, but ``other`` plays the decisions of ``kinds``; both see every event."""

    def __init__(self, expert: Strategy, other: Strategy, kinds: frozenset[str]) -> None:
        self.expert, self.other, self.kinds = expert, other, kinds

    def new_hand(self, view: PlayerView) -> None:
        self.expert.new_hand(view)
        self.other.new_hand(view)

    def observe(self, event: Event) -> None:
        self.expert.observe(event)
        self.other.observe(event)

    def choose(self, view: PlayerView) -> Action:
        player = self.other if decision_kind(view) in self.kinds else self.expert
        return player.choose(view)


class SeeingExpert(ExpertStrategy):
    """The expert, shown the opponent's true hand at the decisions of ``kinds``: every deal its
    analysis samples holds that hand.  A measuring device only: it reads :attr:`runner`'s match."""

    def __init__(self, seed: int, kinds: frozenset[str], effort: Effort, weights: Weights) -> None:
        super().__init__(seed, effort=effort, weights=weights)
        self.kinds = kinds
        self.runner: GameRunner | None = None

    def advice(self, view: PlayerView) -> Analysis:
        if self.runner is None or decision_kind(view) not in self.kinds:
            return super().advice(view)
        true = self.runner.match.hand.hands[view.opponent]

        def true_deals(inference: Inference, count: int, *, seed: int | str = 0,
                       model: HandModel | None = None) -> tuple[Deal, ...]:
            return (Deal(true, inference.unseen & ~true),) * count

        sampler = ginqt.analysis.evaluator.sample_deals
        ginqt.analysis.evaluator.sample_deals = true_deals  # type: ignore[assignment]
        try:
            return super().advice(view)
        finally:
            ginqt.analysis.evaluator.sample_deals = sampler


def seated(players: tuple[Strategy, Strategy], runner: GameRunner) -> GameRunner:
    """``runner``, shown to the players of it that see the opponent's hand (:class:`SeeingExpert`)."""
    for player in players:
        if isinstance(player, SeeingExpert):
            player.runner = runner
    return runner


class Variant(NamedTuple):
    """A version of the expert: its name, weights, effort, the decisions it hands over and
    those at which it sees the opponent's hand."""

    name: str
    weights: Weights
    effort: Effort
    handover: Handover | None = None
    sees: frozenset[str] = frozenset()

    def player(self, seed: int) -> Strategy:
        """This version of the expert, seeded (the strategy it hands over to gets ``seed`` too)."""
        if self.sees:
            return SeeingExpert(seed, self.sees, self.effort, self.weights)
        expert = ExpertStrategy(seed, effort=self.effort, weights=self.weights)
        if self.handover is None:
            return expert
        return HandingOver(expert, plugins().make_strategy(self.handover.strategy, seed), self.handover.kinds)


def parse_variant(spec: str) -> Variant:
    """``NAME=FIELD:VALUE,...`` as a :class:`Variant`; an unknown field is an error."""
    name, _, rest = spec.partition("=")
    kinds = {f.name: (target, f.type) for target in (Weights, Effort) for f in fields(target)}
    chosen: dict[type, dict[str, float | int]] = {Weights: {}, Effort: {}}
    handover = None
    sees: frozenset[str] = frozenset()
    for part in filter(None, rest.split(",")):
        key, _, value = part.partition(":")
        if key == "hand":
            handover = Handover.parse(value)
            continue
        if key == "sees":
            sees = parse_kinds(value, "sees:")
            continue
        if key not in kinds:
            raise SystemExit(f"bench_hands: {key!r} is neither a Weights nor an Effort field, nor hand or sees")
        target, kind = kinds[key]
        chosen[target][key] = int(value) if kind in ("int", int) else float(value)
    if handover is not None and sees:
        raise SystemExit("bench_hands: a variant either hands decisions over or sees the opponent's hand, not both")
    return Variant(name, Weights(**chosen[Weights]), Effort(**chosen[Effort]), handover, sees)  # type: ignore[arg-type]


def hand_points(match: Match, seat: int) -> int:
    """``seat``'s points in the finished hand of ``match`` (negative when the other player scored; 0: dead)."""
    result = match.hand.result
    if result is None or result.winner is None:
        return 0
    return result.points if result.winner == seat else -result.points


def play_hand(version: Variant, opponent: str, variant: str, seed: int, seat: int) -> tuple[int, str]:
    """The expert's points in one hand (negative when the opponent scores) and how it ended."""
    me = version.player(seed)
    them = plugins().make_strategy(opponent, seed + 1)
    players = (me, them) if seat == 0 else (them, me)
    runner = GameRunner(GameSpec(GameVariant.standard(PRESETS[variant].replace(score_limit=NO_LIMIT)),
                                           seed=seed), players)
    seated(players, runner).play(max_hands=1, max_moves=3000)
    result = runner.match.hand.result
    if result is None or result.winner is None:
        return 0, "dead"
    knocks = [e for e in runner.match.events if e.kind is EventKind.KNOCKED and e.settlement is not None]
    who = "expert" if knocks and knocks[-1].player == seat else "opponent"
    kind = knocks[-1].settlement.kind.value if knocks and knocks[-1].settlement is not None else "?"
    return hand_points(runner.match, seat), f"{who} {kind}"


def play_game(variants: list[Variant], opponent: str, rules: str, seed: int, index: int) -> list[tuple[bool, int]]:
    """Game ``index`` (dealt from ``seed``) for each variant: (did the expert win, its net points)."""
    info = plugins().variant(rules)
    results = []
    for version in variants:
        me = version.player(seed)
        them = plugins().make_strategy(opponent, seed + 1)
        spec = GameSpec(GameVariant(info.name, info.rules, info.scoring), seed=seed, first_dealer=index % 2)
        runner = GameRunner(spec, (me, them))
        seated((me, them), runner).play(max_hands=200, max_moves=3000)
        outcome = runner.outcome()
        results.append((outcome.winner == 0, outcome.points[0] - outcome.points[1]))
    return results


def report_games(variants: list[Variant], opponent: str, rules: str, games: int, seed: int, jobs: int) -> None:
    """Play ``games`` paired games and print each variant's wins against the first's."""
    tasks = [(variants, opponent, rules, seed + index, index) for index in range(games)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.starmap(play_game, tasks, chunksize=1)
    else:
        results = [play_game(*task) for task in tasks]
    print(f"expert against {opponent} ({rules}), {games} games from seed {seed}")
    reference = [float(game[0][0]) for game in results]
    for index, name in enumerate(v.name for v in variants):
        wins = [float(game[index][0]) for game in results]
        net = statistics.mean(game[index][1] for game in results)
        line = f"  {name:14} {100 * statistics.mean(wins):5.1f} % won, {net:+6.1f} net points a game"
        if index:
            differences = [b - a for a, b in zip(reference, wins, strict=True)]
            error = statistics.stdev(differences) / math.sqrt(games) if games > 1 else 0.0
            line += f"; against {variants[0].name}: {100 * statistics.mean(differences):+.1f} % (se {100 * error:.1f})"
        print(line)


def _per_hand(deal_totals: list[int]) -> tuple[float, float]:
    """The mean a hand and its standard error, from the totals of both seats of each deal."""
    deviation = statistics.stdev(deal_totals) if len(deal_totals) > 1 else 0.0
    return statistics.mean(deal_totals) / 2, deviation / 2 / math.sqrt(len(deal_totals))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="+", help="NAME=FIELD:VALUE,... (the first is the reference)")
    add_match_arguments(parser, opponent="standard", seed=20000)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--endings", action="store_true", help="how the first variant's hands end")
    parser.add_argument("--games", type=int, default=0, help="play this many whole games instead of single hands")
    parser.add_argument("--jobs", type=int, default=1, help="processes for --games")
    args = parser.parse_args()
    variants = [parse_variant(spec) for spec in args.variants]
    if args.games:
        report_games(variants, args.b, args.variant, args.games, args.seed, args.jobs)
        return
    totals: list[list[int]] = [[] for _ in variants]  # per variant: points of both seats of each deal
    endings: Counter[str] = Counter()
    ending_points: defaultdict[str, int] = defaultdict(int)
    for seed in range(args.seed, args.seed + args.deals):
        for index, version in enumerate(variants):
            total = 0
            for seat in (0, 1):
                points, ending = play_hand(version, args.b, args.variant, seed, seat)
                total += points
                if index == 0:
                    endings[ending] += 1
                    ending_points[ending] += points
            totals[index].append(total)
    n = args.deals
    print(f"expert against {args.b} ({args.variant}), {n} deals x 2 seats from seed {args.seed}")
    reference = totals[0]
    for index, (name, deal_totals) in enumerate(zip((v.name for v in variants), totals, strict=True)):
        mean, se = _per_hand(deal_totals)
        line = f"  {name:14} {mean:6.2f} points a hand (se {se:.2f})"
        if index:
            mean, se = _per_hand([b - a for a, b in zip(reference, deal_totals, strict=True)])
            line += f"; against {variants[0].name}: {mean:+.2f} (se {se:.2f})"
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
