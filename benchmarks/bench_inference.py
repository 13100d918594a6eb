"""How well the expert's sampled opponent hands match the true ones, at its own decisions.

    python benchmarks/bench_inference.py --b gin-hunter --games 10
    python benchmarks/bench_inference.py --b standard --games 10 --fit 0,0.5,1
    python benchmarks/bench_inference.py --b standard --games 30 --fit 1 --evolve 0.5,1
    python benchmarks/bench_inference.py --b gin-hunter --games 300 --fit "" --knocks

The expert plays whole games to 100 against ``--b`` (the games of ``bench_hands.py
--games`` from ``--seed``).  At each of its draws and knock decisions after the
opponent's first turn, 48 deals sampled as the expert samples them are compared
with the opponent's true hand, once for every value of ``HandModel.discard_fit`` in
``--fit`` and of ``HandModel.evolve`` in ``--evolve`` (the rest of the model is the
expert's profile's).  The expert's own play is unchanged.  For each pair of values it
reports:

* the mean distance between the sampled hands' mean deadwood and the true deadwood;
* the true deadwood's percentile among the sampled ones (0.5: in the middle; above:
  the samples are better formed than the true hand);
* the mean log-likelihood of the true deadwood under the sampled ones (higher is better);
* the cards' log loss: for every unseen card, how well the share of sampled hands
  holding it predicts whether the opponent holds it (lower is better; the mean over
  the unseen cards of each position);
* the feeds, at each of its discards (knock decisions too): for every card in its
  hand, how well the share of sampled hands with which that card would meld (the
  analysis' feed chance) predicts whether it melds with the opponent's true hand: the
  mean share against the true rate, the Brier score (lower is better) and the area
  under the ROC curve (the chance that a card that feeds is given a higher share than
  one that does not; 0.5: no better than chance, 1: every feed told apart).  Against
  a player that takes a discard only to meld it, this is what the expert's discards
  would gain most from knowing (benchmarks/EXPERT_TRIALS.md).

It also reports the cards the expert threw (not its knocks): the mean of its own
analysis' feed chance for each (the chance that took it past the other discards)
against how often the card would meld with the opponent's true hand.

About 0.3 s of CPU per position (``--fit ""``: none compared).

``--knocks`` also reports the undercut risk the expert estimated for each knock it
made (not gin) against what happened: the mean risk and the share undercut, the
Brier score, and both by the risk estimated and by the stage of the hand (discards
made so far by both players).  About 0.8 s of CPU a game.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_hands import add_match_arguments, plugins
from ginqt_builtin.expert import ExpertStrategy

from ginqt.analysis import Analysis, infer, sample_deals
from ginqt.analysis.playout import melds_with
from ginqt.cards import Mask
from ginqt.engine import Action, ActionKind, Event, EventKind, Match, Phase, PlayerView, SettlementKind
from ginqt.melds import mask_min_deadwood
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant

#: Deals sampled per position (as many as the expert samples for a knock).
_DEALS = 48


#: The sampling models compared: (``discard_fit``, ``evolve``; None: the profile's).
Model = tuple[float, float | None]


class Calibration:
    """The figures of one sampling model over the positions seen."""

    def __init__(self) -> None:
        self.errors: list[float] = []
        self.percentiles: list[float] = []
        self.likelihoods: list[float] = []
        self.card_losses: list[float] = []
        #: (the share of sampled hands with which the card would meld, does it meld with the true hand?)
        self.feeds: list[tuple[float, bool]] = []

    def add_feeds(self, hands: Sequence[Mask], true_hand: Mask, my_hand: Mask) -> None:
        """One discard: for every card of ``my_hand``, its feed chance over the sampled ``hands``
        against whether it melds with ``true_hand``."""
        for card in range(52):
            if my_hand >> card & 1:
                share = sum(melds_with(hand, card) for hand in hands) / len(hands)
                self.feeds.append((share, melds_with(true_hand, card)))

    def feed_report(self) -> str | None:
        """The feeds' figures in one line (None: no discard was measured)."""
        if not self.feeds:
            return None
        predicted, rate = chance_and_rate(self.feeds)
        return (f"{len(self.feeds)} cards: feed chance {predicted:.3f}, true rate {rate:.3f}, "
                f"Brier score {brier_score(self.feeds):.4f}, AUC {area_under_curve(self.feeds):.3f}")

    def add(self, hands: Sequence[Mask], true_hand: Mask, unseen: Mask) -> None:
        """One position: the sampled opponent hands against its true hand."""
        sampled = [mask_min_deadwood(hand) for hand in hands]
        true = mask_min_deadwood(true_hand)
        self.errors.append(abs(statistics.mean(sampled) - true))
        below, equal = sum(d < true for d in sampled), sum(d == true for d in sampled)
        self.percentiles.append((below + equal / 2) / len(sampled))
        self.likelihoods.append(math.log((equal + 0.5) / (len(sampled) + 1)))
        losses = []
        for card in range(52):
            if unseen >> card & 1:
                share = (sum(hand >> card & 1 for hand in hands) + 0.5) / (len(hands) + 1)
                losses.append(-math.log(share if true_hand >> card & 1 else 1.0 - share))
        if losses:
            self.card_losses.append(statistics.mean(losses))


def chance_and_rate(scored: Sequence[tuple[float, bool]]) -> tuple[float, float]:
    """The mean chance given and how often it happened.

    >>> chance_and_rate([(0.5, True), (0.25, False)])
    (0.375, 0.5)
    """
    return statistics.mean(chance for chance, _ in scored), statistics.mean(float(was) for _, was in scored)


def brier_score(scored: Sequence[tuple[float, bool]]) -> float:
    """The mean squared distance between each chance and what happened (1 or 0); lower is better.

    >>> brier_score([(0.9, True), (0.2, False)])
    0.025
    """
    return statistics.mean((chance - happened) ** 2 for chance, happened in scored)


def area_under_curve(scored: Sequence[tuple[float, bool]]) -> float:
    """The chance that a randomly chosen positive is scored above a randomly chosen negative
    (ties count half): the area under the ROC curve; NaN without both kinds.

    >>> area_under_curve([(0.9, True), (0.2, False), (0.4, True), (0.4, False)])
    0.875
    """
    positives = sum(1 for _, positive in scored if positive)
    negatives = len(scored) - positives
    if not positives or not negatives:
        return math.nan
    ranked = sorted(scored, key=lambda item: item[0])
    rank_sum = 0.0
    start = 0
    while start < len(ranked):  # ranks 1..n, ties sharing their mean rank
        end = start
        while end < len(ranked) and ranked[end][0] == ranked[start][0]:
            end += 1
        mean_rank = (start + 1 + end) / 2
        rank_sum += mean_rank * sum(1 for _, positive in ranked[start:end] if positive)
        start = end
    return (rank_sum - positives * (positives + 1) / 2) / (positives * negatives)


class KnockRecord:
    """The expert's knocks: (undercut risk it estimated, discards made in the hand, undercut?)."""

    def __init__(self) -> None:
        self.knocks: list[tuple[float, int, bool]] = []
        self._pending: tuple[float, int] | None = None

    def knocked(self, risk: float, turns: int) -> None:
        self._pending = (risk, turns)

    def settle(self, events: Sequence[Event], player: int) -> None:
        """Match the last knock with its settlement among ``events`` (the hand it ended)."""
        pending, self._pending = self._pending, None
        if pending is None:
            return
        for event in events:
            if event.kind is EventKind.KNOCKED and event.player == player and event.settlement is not None:
                self.knocks.append((*pending, event.settlement.kind is SettlementKind.UNDERCUT))

    def report(self) -> list[str]:
        if not self.knocks:
            return ["  no knocks (other than gin)"]
        scored = [(risk, was) for risk, _, was in self.knocks]
        risk, undercut = chance_and_rate(scored)
        lines = [f"  {len(self.knocks)} knocks: estimated undercut risk {risk:.3f}, "
                 f"undercut {undercut:.3f}, Brier score {brier_score(scored):.3f}"]
        bins = ((("risk 0", 0.0, 1e-9), ("risk < 0.05", 1e-9, 0.05), ("risk 0.05-0.1", 0.05, 0.1),
                 ("risk 0.1-0.2", 0.1, 0.2), ("risk 0.2-0.35", 0.2, 0.35), ("risk >= 0.35", 0.35, 2.0)), 0)
        stages = ((("discards 0-6", 0, 7), ("discards 7-13", 7, 14), ("discards 14-23", 14, 24),
                   ("discards 24+", 24, 999)), 1)
        for groups, key in (bins, stages):
            for name, low, high in groups:
                chosen = [k for k in self.knocks if low <= k[key] < high]
                if chosen:
                    estimated, happened = chance_and_rate([(k[0], k[2]) for k in chosen])
                    lines.append(f"    {name:15} {len(chosen):5} knocks, estimated {estimated:.3f}, "
                                 f"undercut {happened:.3f}")
        return lines


class ThrowRecord:
    """The cards the expert threw (not knocks): its analysis' feed chance for each, against whether
    it melds with the opponent's true hand.  The thrown card is the one whose chance looked low
    enough, so its chance may read lower than its true rate more than a card's in general does."""

    def __init__(self) -> None:
        self.throws: list[tuple[float, bool]] = []

    def threw(self, chance: float, melds: bool) -> None:
        self.throws.append((chance, melds))

    def report(self) -> str | None:
        """The throws' figures in one line (None: no throw was recorded)."""
        if not self.throws:
            return None
        chance, rate = chance_and_rate(self.throws)
        return f"  {len(self.throws)} cards thrown: feed chance {chance:.3f}, true rate {rate:.3f}"


class ProbingExpert(ExpertStrategy):
    """The expert, which before each draw and knock decision measures its samples against the
    true hand, at each discard its feed chances, and notes the undercut risk of each knock it makes
    and its own feed chance of each card it throws."""

    def __init__(self, seed: int, models: list[Model], results: dict[Model, Calibration],
                 record: KnockRecord | None = None, throws: ThrowRecord | None = None) -> None:
        super().__init__(seed)
        self.models = models
        self.results = results
        self.record = record if record is not None else KnockRecord()
        self.throws = throws if throws is not None else ThrowRecord()
        self.runner: GameRunner | None = None

    def new_hand(self, view: PlayerView) -> None:
        self.record.settle(self.events, view.player)
        super().new_hand(view)

    def choose(self, view: PlayerView) -> Action:
        knock = any(action.kind is ActionKind.KNOCK for action in view.legal_actions)
        discard = view.phase is Phase.DISCARD
        if self.runner is not None and (view.phase is Phase.DRAW or discard):
            inference = infer(view, self.events)
            if inference.opponent_turns:
                true = self.runner.match.hand.hands[view.opponent]
                model = self.profile.hand_model(inference.opponent_turns)
                for fit, evolve in self.models:
                    changed = replace(model, discard_fit=fit, evolve=model.evolve if evolve is None else evolve)
                    deals = sample_deals(inference, _DEALS, seed=self.seed or 0, model=changed)
                    hands = [deal.opponent for deal in deals]
                    calibration = self.results[fit, evolve]
                    if view.phase is Phase.DRAW or knock:
                        calibration.add(hands, true, inference.unseen)
                    if discard:
                        calibration.add_feeds(hands, true, view.hand.mask)
        return super().choose(view)

    def advice(self, view: PlayerView) -> Analysis:
        analysis = super().advice(view)
        best = analysis.best
        if best.action.kind is ActionKind.KNOCK and best.deadwood and best.undercut_risk is not None:
            self.record.knocked(best.undercut_risk, view.turns)
        card = best.action.card
        if best.action.kind is ActionKind.DISCARD and card is not None and self.runner is not None:
            true = self.runner.match.hand.hands[view.opponent]
            self.throws.threw(best.feed_chance or 0.0, melds_with(true, card))
        return analysis


def play(opponent: str, variant: str, games: int, seed: int, models: list[Model], record: KnockRecord,
         on_hand_end: Callable[[Match], None] | None = None,
         throws: ThrowRecord | None = None) -> dict[Model, Calibration]:
    """The games of ``bench_hands.py --games`` (the expert is player 0); the samples' figures per model."""
    results = {model: Calibration() for model in models}
    info = plugins().variant(variant)
    for index in range(games):
        expert = ProbingExpert(seed + index, models, results, record, throws)
        rival = plugins().make_strategy(opponent, seed + index + 1)
        spec = GameSpec(Variant(info.name, info.rules, info.scoring), seed=seed + index, first_dealer=index % 2)
        runner = GameRunner(spec, (expert, rival))
        expert.runner = runner
        runner.play(max_hands=200, max_moves=3000, on_hand_end=on_hand_end)
        record.settle(runner.match.events, 0)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_match_arguments(parser, opponent="gin-hunter", seed=50000)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--fit", default="0,1", help="values of HandModel.discard_fit, comma-separated ('': none)")
    parser.add_argument("--evolve", default="",
                        help="values of HandModel.evolve, comma-separated ('': the expert's own)")
    parser.add_argument("--knocks", action="store_true",
                        help="the undercut risk of the expert's knocks against the outcome")
    args = parser.parse_args()
    fits = [float(value) for value in args.fit.split(",") if value]
    evolves: list[float | None] = [float(value) for value in args.evolve.split(",") if value] or [None]
    record = KnockRecord()
    throws = ThrowRecord()
    models = [(fit, evolve) for fit in fits for evolve in evolves]
    results = play(args.b, args.variant, args.games, args.seed, models, record, throws=throws)
    print(f"the expert against {args.b} ({args.variant}), {args.games} games from seed {args.seed}")
    thrown = throws.report()
    if thrown is not None:
        print(thrown)
    if args.knocks:
        print("\n".join(record.report()))
    for (fit, evolve), calibration in results.items():
        error = statistics.mean(calibration.errors)
        percentile = statistics.mean(calibration.percentiles)
        likelihood = statistics.mean(calibration.likelihoods)
        cards = statistics.mean(calibration.card_losses)
        model = f"discard_fit {fit:g}" + ("" if evolve is None else f", evolve {evolve:g}")
        print(f"  {model}: {len(calibration.errors)} positions, mean deadwood off by {error:.2f}, "
              f"true deadwood's percentile {percentile:.3f}, log-likelihood {likelihood:.3f}, "
              f"cards' log loss {cards:.4f}")
        feeds = calibration.feed_report()
        if feeds is not None:
            print(f"    feeds at its discards: {feeds}")


if __name__ == "__main__":
    main()
