"""Benchmark opponents from the EAAI Gin Rummy challenge, to measure GinQt's strategies against.

Two strategies, written from the challenge's descriptions (not in the game's menu):

* ``eaai-simple`` — :class:`EaaiSimpleStrategy`, a port of the challenge's reference
  player ``SimpleGinRummyPlayer`` (Todd Neller, 2020): take the upcard only when it
  becomes part of a meld; throw a random card among those leaving the least deadwood,
  never the card just taken from the pile and never one that repeats an earlier
  (drawn, thrown) pair of the hand; knock as soon as allowed, laying down a random
  least-deadwood arrangement.
* ``gin-hunter`` — :class:`GinHunterStrategy`, a player in the style of the EAAI 2021
  winner: it knocks only in its first three turns, then plays for gin; it takes a
  discard only when it ends up melded, and throws by deadwood and meld chances, away
  from the cards the opponent picked up.

Both are seeded: every random choice comes from ``random.Random(seed)``, so the same
tournament seed plays the same games.

This module is a GinQt plugin that is registered only where a benchmark asks for it,
never through GinQt's installed entry points::

    python benchmarks/bench_strength.py --a standard --b eaai-simple gin-hunter
    PYTHONPATH=benchmarks ginqt tournament standard eaai-simple -p eaai_opponents
"""

from __future__ import annotations

import random
from typing import Final

from ginqt.cards import CARD_VALUES, DECK_MASK, Card
from ginqt.engine import Action, ActionKind, Event, EventKind, PlayerView
from ginqt.melds import Meld, arrangements, deadwood_after_each, mask_min_deadwood
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry
from ginqt.strategy import BaseStrategy

__all__ = ["EaaiSimpleStrategy", "GinHunterStrategy", "ginqt_register_strategies", "makes_meld"]

#: Every card of each card's rank.
_RANK_OF: Final[tuple[int, ...]] = tuple(sum(1 << (13 * s + c % 13) for s in range(4)) for c in range(52))


def _slow_neighbours(card: int) -> tuple[int, ...]:
    rank, suit = card % 13, card // 13
    same_rank = [13 * s + rank for s in range(4) if s != suit]
    same_suit = [13 * suit + r for r in range(rank - 2, rank + 3) if 0 <= r <= 12 and r != rank]
    return tuple(same_rank + same_suit)


#: The cards that can share a meld with each card as its neighbour: its rank, and two ranks either side.
_NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(_slow_neighbours(c) for c in range(52))


def makes_meld(hand: int, card: int) -> bool:
    """Does ``card`` form a meld (a set or a run of three or more) with cards of ``hand``?

    >>> from ginqt.cards import parse_card, parse_cards
    >>> makes_meld(parse_cards("5H 7H KD").mask, parse_card("6H")), makes_meld(parse_cards("5H 8H").mask, 6 + 13)
    (True, False)
    """
    if (hand & _RANK_OF[card] & ~(1 << card)).bit_count() >= 2:
        return True
    rank = card % 13

    def held(offset: int) -> bool:
        return 0 <= rank + offset <= 12 and bool(hand >> (card + offset) & 1)

    return (held(-2) and held(-1)) or (held(-1) and held(1)) or (held(1) and held(2))


class _Turns(BaseStrategy):
    """What both benchmark players remember of a hand: who they are and the card they drew."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.random = random.Random(seed)
        self.player = 0
        #: The card drawn this turn (from the stock or the pile), once drawn.
        self.drawn: int | None = None
        #: How many turns this player has finished (discarded) in this hand.
        self.discards = 0

    def new_hand(self, view: PlayerView) -> None:
        super().new_hand(view)
        self.player = view.player
        self.drawn = None
        self.discards = 0

    def observe(self, event: Event) -> None:
        super().observe(event)
        if event.player != self.player:
            return
        kind = event.kind
        if kind is EventKind.DREW_STOCK or kind is EventKind.DREW_DISCARD or kind is EventKind.TOOK_UPCARD:
            self.drawn = event.card
        elif kind is EventKind.DISCARDED:
            self.discards += 1

    @staticmethod
    def throwable(view: PlayerView) -> list[Card]:
        """The cards this player may throw, never the one just taken from the pile."""
        return [
            a.card for a in view.legal_actions
            if a.kind is ActionKind.DISCARD and a.card is not None and a.card != view.pile_card
        ]

    def best_arrangement(self, hand: int) -> tuple[Meld, ...]:
        """A random one of the least-deadwood arrangements of ``hand``."""
        best = list(arrangements(hand, mask_min_deadwood(hand)))
        return self.random.choice(best).melds

    def knock_melds(self, view: PlayerView, card: Card) -> tuple[Meld, ...] | None:
        return self.best_arrangement(view.hand.mask & ~(1 << card))


class EaaiSimpleStrategy(_Turns):
    """The EAAI challenge's ``SimpleGinRummyPlayer``: takes melding cards, throws least deadwood, knocks at once."""

    description = "EAAI SimpleGinRummyPlayer: takes a card that melds, throws least deadwood at random, knocks at once"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        #: (drawn | thrown) masks of this hand's turns: the same pair is never played twice.
        self.pairs: set[int] = set()

    def new_hand(self, view: PlayerView) -> None:
        super().new_hand(view)
        self.pairs = set()

    def draw_from_pile(self, view: PlayerView) -> bool:
        upcard = view.upcard
        return upcard is not None and makes_meld(view.hand.mask, upcard)

    def discard(self, view: PlayerView) -> Card:
        hand = view.hand.mask
        drawn = 0 if self.drawn is None else 1 << self.drawn
        cards = [c for c in self.throwable(view) if (drawn | 1 << c) not in self.pairs]
        if not cards:  # every card repeats a pair (the original gives up here): least deadwood
            cards = self.throwable(view)
        afters = deadwood_after_each(hand, cards)
        least = min(afters)
        card = self.random.choice([c for c, after in zip(cards, afters, strict=True) if after == least])
        self.pairs.add(drawn | 1 << card)
        return card

    def knock(self, view: PlayerView, card: Card) -> bool:
        return True


class GinHunterStrategy(_Turns):
    """In the style of the EAAI 2021 winner: knocks only in its first three turns, then waits for gin."""

    description = "Gin hunter (EAAI 2021 winner's style): knocks only in its first three turns, then plays for gin"

    #: Its first turns, in which it knocks whenever allowed.
    KNOCK_TURNS: Final = 3
    # The weights that won most against `standard` of those tried (its win rate, 1000 games, seed 1):
    # out 1/danger 2 63%; out 1 with danger 4 61%, 6 55%; danger 4 with out 0 53%, 0.5 60%, 2 54%,
    # 3 50%; out 2/danger 0 56%; out 2/danger 4 taking every card that melds (Simple's rule) 50%.
    #: Deadwood points a live card that would meld with a card is worth, when choosing a discard.
    OUT_WEIGHT: Final = 1.0
    #: Points against throwing a card that melds with the cards the opponent took from the pile.
    DANGER_WEIGHT: Final = 2.0

    def draw_from_pile(self, view: PlayerView) -> bool:
        """Take the discard when, after the best discard, it lies in a meld and the deadwood falls."""
        upcard = view.upcard
        if upcard is None or not makes_meld(view.hand.mask, upcard):
            return False
        hand = view.hand.mask
        with_card = hand | 1 << upcard
        now = mask_min_deadwood(hand)
        others = [Card(c) for c in range(52) if hand >> c & 1]
        afters = deadwood_after_each(with_card, others)
        least = min(afters)
        if least >= now:
            return False
        # The card is melded when throwing it away again would not take its whole value off.
        for card, after in zip(others, afters, strict=True):
            if after == least:
                kept = with_card & ~(1 << card)
                if mask_min_deadwood(kept & ~(1 << upcard)) > after - CARD_VALUES[upcard]:
                    return True
        return False

    def discard(self, view: PlayerView) -> Card:
        hand = view.hand.mask
        cards = self.throwable(view)
        afters = deadwood_after_each(hand, cards)
        pile = 0
        for c in view.discard_pile:
            pile |= 1 << c
        known = view.opponent_known.mask
        live = DECK_MASK & ~(hand | pile | known)
        scored = []
        for card, after in zip(cards, afters, strict=True):
            rest = hand & ~(1 << card)
            # Live cards that would meld with this card and another of the hand, and with no other pair.
            outs = sum(
                1 for u in _NEIGHBOURS[card] if live >> u & 1 and makes_meld(hand, u) and not makes_meld(rest, u)
            )
            danger = sum(1 for u in _NEIGHBOURS[card] if known >> u & 1)
            score = after + self.OUT_WEIGHT * outs + self.DANGER_WEIGHT * danger
            scored.append((score, -CARD_VALUES[card], self.random.random(), card))
        return min(scored)[3]

    def choose(self, view: PlayerView) -> Action:
        """Gin whenever it can; in its first three turns, any knock the rules allow (least deadwood)."""
        knocks = [a.card for a in view.legal_actions if a.kind is ActionKind.KNOCK and a.card is not None]
        if knocks:
            hand = view.hand.mask
            afters = deadwood_after_each(hand, knocks)
            least = min(afters)
            if least == 0 or self.discards < self.KNOCK_TURNS:
                card = min(c for c, after in zip(knocks, afters, strict=True) if after == least)
                return Action(ActionKind.KNOCK, card, self.knock_melds(view, card))
        return super().choose(view)

    def knock(self, view: PlayerView, card: Card) -> bool:
        return False  # choose() has already knocked if it would


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("eaai-simple", EaaiSimpleStrategy, EaaiSimpleStrategy.description)
    registry.register("gin-hunter", GinHunterStrategy, GinHunterStrategy.description)
