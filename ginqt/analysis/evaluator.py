"""The deals of one analysis and the tools every move is weighed with.

An :class:`Evaluator` samples the deals once (more when a knock is possible), orders
each deal's stock and draws the opponent's knock decisions once, so that every move of
the analysis is played out on the same cards (common random numbers).

.. versionadded:: 0.2
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ginqt.analysis.inference import Inference
from ginqt.analysis.playout import Ender, Table, highest_card, melds_with, playout, settle_points
from ginqt.analysis.profile import OpponentProfile
from ginqt.analysis.sampling import Deal, sample_deals
from ginqt.analysis.situation import situation
from ginqt.analysis.values import Effort
from ginqt.cards import Mask
from ginqt.engine import ActionKind, PlayerView
from ginqt.melds import mask_best_discard, mask_min_deadwood

__all__ = ["Evaluator"]


class Evaluator:
    """The deals and the tools every move of one analysis shares."""

    def __init__(self, view: PlayerView, inference: Inference, profile: OpponentProfile, effort: Effort,
                 seed: int | str) -> None:
        self.view = view
        self.inference = inference
        self.effort = effort
        self.table = Table.of(view.rules, view.first_upcard, view.multiplier)
        self.policy = profile.policy()
        self.situation = situation(view)
        model = profile.hand_model(inference.opponent_turns)
        count = effort.deals
        if any(action.kind is ActionKind.KNOCK for action in view.legal_actions):
            count = max(count, effort.knock_deals)
        self.deals: tuple[Deal, ...] = sample_deals(inference, count, seed=seed, model=model)
        rng = random.Random(f"ginqt-playouts/{seed}")
        self.orders: list[list[int]] = []
        self.chances: list[list[float]] = []
        for deal in self.deals:
            order = [c for c in range(52) if deal.stock >> c & 1]
            rng.shuffle(order)
            self.orders.append(order)
            self.chances.append([rng.random() for _ in range(32)])
        self.opponent_turn = inference.opponent_turns + 1
        self.safe_knock = _safe_knock(self.deals, view.knock_limit)
        # Unseen cards and the chance that each is in the stock, for the outs.
        probabilities = inference.probabilities
        self.stock_chances = [(c, 1.0 - probabilities[c]) for c in range(52) if inference.unseen >> c & 1]
        self.stock_total = sum(p for _, p in self.stock_chances) or 1.0

    # -- the quick look ------------------------------------------------------------

    def outs(self, hand: Mask, deadwood: int) -> tuple[int, int, float]:
        """(outs, gin outs as a mask, expected deadwood saved by the next draw)."""
        outs = gin = 0
        saved = 0.0
        for card, chance in self.stock_chances:
            after, _ = mask_best_discard(hand | 1 << card)
            if after < deadwood:
                outs += 1
                saved += chance * (deadwood - after)
                if after == 0:
                    gin |= 1 << card
        return outs, gin, saved / self.stock_total

    def gin_chance(self, gin: Mask) -> float:
        """The chance that the next stock card is one of ``gin`` (unseen cards)."""
        return sum(chance for card, chance in self.stock_chances if gin >> card & 1) / self.stock_total

    def waiting(self) -> float:
        """How surely the opponent, late in a hand, plays on with 5 deadwood (waits for gin)."""
        return 1.0 - self.policy.knocks(self.policy.early_turns + 1, 5)

    def feed_chance(self, card: int, *, knocks: bool = False) -> tuple[float, float]:
        """(the share of deals in which ``card`` would meld in the opponent's hand, and with
        ``knocks`` the share in which taking it would let the opponent knock, weighed by how
        readily it knocks; else 0)."""
        melds = 0
        knocked = 0.0
        limit = self.table.limit(card)
        turn = self.opponent_turn
        for deal in self.deals:
            if melds_with(deal.opponent, card):
                melds += 1
                if not knocks:
                    continue
                after, bits = mask_best_discard(deal.opponent | 1 << card)
                if after <= limit and bits & ~(1 << card):
                    knocked += self.policy.knocks(turn, after)
        n = len(self.deals)
        return melds / n, knocked / n

    def hazard(self, draws: int = 6) -> float:
        """The chance that the opponent ends the hand at its next turn by drawing blind:
        over the deals, the share of its next ``draws`` possible stock cards that let it
        knock, weighed by how readily it knocks with that deadwood (gin: always)."""
        total = 0.0
        turn = self.opponent_turn
        limit = self.view.knock_limit if self.table.fixed_limit is None else self.table.fixed_limit
        for deal, order in zip(self.deals, self.orders, strict=True):
            cards = order[:draws]
            for card in cards:
                after, _ = mask_best_discard(deal.opponent | 1 << card)
                if after <= limit:
                    total += self.policy.knocks(turn, after) / len(cards)
        return total / max(len(self.deals), 1)

    # -- values --------------------------------------------------------------------

    def knock(self, hand: Mask) -> tuple[float, float, float]:
        """(utility, mean points, undercut risk) of knocking with the ten cards ``hand``."""
        utility = self.situation.utility
        total_u = total_p = 0.0
        undercuts = 0
        for deal in self.deals:
            points = settle_points(hand, deal.opponent, self.table)
            total_u += utility(points)
            total_p += points
            undercuts += points < 0
        n = len(self.deals)
        return total_u / n, total_p / n, undercuts / n

    def play_on(self, hand: Mask, top: int, count: int) -> tuple[float, float, float]:
        """(utility, mean points, chance the opponent ends it) of playing on holding ``hand``
        having thrown ``top``, over the first ``count`` deals."""
        utility = self.situation.utility
        deadwood = mask_min_deadwood(hand)
        total_u = total_p = 0.0
        first = 0
        count = min(count, len(self.deals))
        for index in range(count):
            points, ender, _ = playout(
                hand, self.deals[index].opponent, top, self.orders[index], self.table, self.policy,
                self.chances[index], opponent_turn=self.opponent_turn, my_deadwood=deadwood,
                my_limit=self.safe_knock,
            )
            total_u += utility(points)
            total_p += points
            first += ender is Ender.OPPONENT
        return total_u / count, total_p / count, first / count

    def draw_stock(self, hand: Mask, count: int) -> tuple[float, float, float]:
        """(utility, mean points, chance the opponent ends it) of drawing from the stock with ``hand``
        (ten cards): on each deal I draw its next stock card, throw the card that leaves the
        least deadwood, knock if I may, and play on."""
        utility = self.situation.utility
        view = self.view
        total_u = total_p = 0.0
        first = 0
        count = min(count, len(self.deals))
        for index in range(count):
            order = self.orders[index]
            deal = self.deals[index]
            if len(order) <= 2:
                total_u += utility(0.0)
                continue  # drawing at the wall: a dead hand, 0 points
            drawn = order[0]
            after, bits = mask_best_discard(hand | 1 << drawn)
            throw = highest_card(bits)
            kept = (hand | 1 << drawn) & ~(1 << throw)
            if after <= view.knock_limit and (after <= self.safe_knock or after == 0):
                points = settle_points(kept, deal.opponent, self.table)
                ender = Ender.ME
            else:
                points, ender, _ = playout(
                    kept, deal.opponent, throw, order[1:], self.table, self.policy, self.chances[index],
                    opponent_turn=self.opponent_turn, my_deadwood=after, my_limit=self.safe_knock,
                )
            total_u += utility(points)
            total_p += points
            first += ender is Ender.OPPONENT
        return total_u / count, total_p / count, first / count

    def slope(self) -> float:
        """Game-win chance per point of the hand, here (to put quick-look scores on the same scale)."""
        utility = self.situation.utility
        return max((utility(10.0) - utility(-10.0)) / 20.0, 1e-4)


#: Knock in playouts only when at most this share of the deals' opponents could undercut.
_SAFE_SHARE = 0.2
#: What the opponent is expected to lay off, in deadwood points, when judging that share.
_LAYOFF_ALLOWANCE = 3


def _safe_knock(deals: Sequence[Deal], limit: int) -> int:
    """The most deadwood I would knock with in a playout: below the opponent's deadwood
    (less what it may lay off) on all but :data:`_SAFE_SHARE` of the deals."""
    if not deals:
        return limit
    deadwoods = sorted(mask_min_deadwood(deal.opponent) - _LAYOFF_ALLOWANCE for deal in deals)
    low = deadwoods[int(_SAFE_SHARE * len(deadwoods))]
    return max(0, min(limit, low - 1))
