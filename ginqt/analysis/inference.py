"""What the public events say about the opponent's hidden cards.

:func:`infer` reads one player's :class:`~ginqt.engine.PlayerView` and the hand's
events as that player saw them (hidden cards already removed), and returns an
:class:`Inference`: the cards the opponent surely holds, the cards it cannot hold,
and for every unseen card a weight (how likely, relative to the others, it is to be
in the opponent's hand rather than in the stock) and a probability.

The evidence, each weighed by how long ago it was (the opponent has drawn since):

* a card it took from the discard pile and still holds is certain, and the cards
  that would meld with it are more likely (players take cards that meld);
* an upcard it refused (it passed, or drew from the stock instead) makes the cards
  that would have melded with it less likely;
* a card it discarded makes its neighbours less likely (players keep pairs and
  two-card runs and throw loose cards);
* what it drew blind from the stock tells nothing, but counts: the more cards it has
  seen, the better formed its hand (see :mod:`ginqt.analysis.sampling`);
* the card it threw at its last turn, with the card it took then (if any), says which
  eleven cards it chose from: its hand now and that card (the sampler weighs each
  possible hand by how sensible that throw was from it).

>>> from ginqt.engine import Match, view
>>> from ginqt.rules import Rules
>>> match = Match.new(Rules(), seed=4, first_dealer=1)
>>> seen = infer(view(match, 0), match.events)
>>> seen.hidden_count, seen.unseen.bit_count()
(10, 41)
>>> round(sum(seen.probabilities), 6)
10.0

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from ginqt.cards import DECK_MASK, Mask
from ginqt.engine import Event, EventKind, PlayerView
from ginqt.rules import KnockRule, Rules

__all__ = ["EvidenceWeights", "Inference", "infer", "meld_neighbours"]


def _neighbours(card: int, reach: int) -> Mask:
    """The other cards of ``card``'s rank, and the cards of its suit within ``reach`` ranks."""
    rank, suit = card % 13, card // 13
    mask = 0
    for other in range(4):
        mask |= 1 << (other * 13 + rank)
    for step in range(-reach, reach + 1):
        if 0 <= rank + step <= 12:
            mask |= 1 << (suit * 13 + rank + step)
    return mask & ~(1 << card)


#: For each card: the cards that can share a meld with it next to it (same rank, or the
#: same suit one rank away), and those one step further (the same suit two ranks away).
_CLOSE: Final[tuple[Mask, ...]] = tuple(_neighbours(c, 1) for c in range(52))
_FAR: Final[tuple[Mask, ...]] = tuple(_neighbours(c, 2) & ~_neighbours(c, 1) for c in range(52))


def meld_neighbours(card: int) -> Mask:
    """Every card that can share a meld with ``card`` while being at most two ranks away:
    the three others of its rank and its suit's cards within two ranks.

    >>> from ginqt.cards import CardSet, parse_card
    >>> CardSet(meld_neighbours(parse_card("2H")))
    CardSet('2S AH 3H 4H 2D 2C')
    """
    return _CLOSE[card] | _FAR[card]


@dataclass(frozen=True, slots=True)
class EvidenceWeights:
    """How strongly each kind of evidence moves a neighbouring card's weight.

    A factor multiplies the weight of a card next to the evidence (``close``: the same
    rank or one rank away in the suit; ``far``: two ranks away).  Each blind draw of the
    opponent since the evidence pulls the factor back towards 1 by ``fade``.
    """

    took_close: float = 2.2
    took_far: float = 1.5
    refused_close: float = 0.55
    refused_far: float = 0.8
    discarded_close: float = 0.5
    discarded_far: float = 0.75
    fade: float = 0.85


@dataclass(frozen=True, slots=True)
class Inference:
    """One player's reading of the opponent's hand (all card sets are 52-bit masks).

    ``weights[c]`` is 0 for every card the player can see or the opponent is known to
    hold, and positive for the others (the unseen cards); ``probabilities[c]`` is the
    chance that card ``c`` is in the opponent's hand: 1 for the known cards, 0 for the
    cards the player can see, and for the unseen ones the weights scaled so that
    together they make :attr:`hidden_count`.
    """

    player: int
    unseen: Mask  #: cards this player cannot see: the opponent's hidden cards and the stock
    known: Mask  #: cards the opponent took from the discard pile and still holds
    hidden_count: int  #: how many of the opponent's cards are hidden
    stock_count: int
    taken: Mask  #: every card the opponent took from the pile this hand
    refused: Mask  #: upcards the opponent passed or drew from the stock over
    discarded: Mask  #: every card the opponent discarded this hand
    blind_draws: int  #: cards the opponent drew from the stock
    opponent_turns: int  #: discards the opponent made this hand
    last_limit: int | None  #: the knock limit the opponent had at its last discard (None: no turn yet)
    last_discard: int | None  #: the card the opponent threw at its last turn (None: no turn yet)
    last_taken: int | None  #: the card it took from the pile at that turn (None: it drew blind)
    weights: tuple[float, ...]
    probabilities: tuple[float, ...]


def _scaled_probabilities(weights: list[float], count: int) -> list[float]:
    """Weights scaled to sum to ``count``, no probability above 1 (the excess goes to the rest)."""
    probabilities = [0.0] * 52
    free = [c for c in range(52) if weights[c] > 0]
    left = float(count)
    while free and left > 0:
        total = sum(weights[c] for c in free)
        capped = [c for c in free if weights[c] * left / total >= 1.0]
        if not capped:
            for c in free:
                probabilities[c] = weights[c] * left / total
            break
        for c in capped:
            probabilities[c] = 1.0
        left -= len(capped)
        free = [c for c in free if c not in capped]
    return probabilities


class _Reading:
    """What the events of a hand showed of the opponent, read one event at a time."""

    TOOK, REFUSED, DISCARDED = 0, 1, 2

    def __init__(self, opponent: int, rules: Rules) -> None:
        self.opponent = opponent
        self.rules = rules
        self.pile: list[int] = []
        self.taken = self.refused = self.discarded = 0
        self.blind = self.turns = self.passes = self.discards = 0
        self.last_limit: int | None = None
        self.first_upcard: int | None = None
        self.turn_upcard: int | None = None
        self.turn_taken: int | None = None  # the card the opponent took from the pile this turn
        self.last_discard: int | None = None
        self.last_taken: int | None = None
        #: (card, TOOK / REFUSED / DISCARDED, the opponent's blind draws by then).
        self.log: list[tuple[int, int, int]] = []

    def note(self, card: int, what: int) -> None:
        if what == self.TOOK:
            self.taken |= 1 << card
        elif what == self.REFUSED:
            self.refused |= 1 << card
        else:
            self.discarded |= 1 << card
        self.log.append((card, what, self.blind))

    def read(self, event: Event) -> None:
        kind, theirs, pile = event.kind, event.player == self.opponent, self.pile
        if kind is EventKind.UPCARD and event.card is not None:
            self.pile = [event.card]
            self.first_upcard = self.turn_upcard = event.card
        elif kind is EventKind.PASSED:
            if theirs and pile:
                self.note(pile[-1], self.REFUSED)
            self.passes += 1
        elif kind is EventKind.TOOK_UPCARD or kind is EventKind.DREW_DISCARD:
            if pile:
                card = pile.pop()
                if theirs:
                    self.note(card, self.TOOK)
                    self.turn_taken = card
        elif kind is EventKind.DREW_STOCK and theirs:
            forced = self.passes == 2 and self.discards == 0  # both passed the first upcard: stock only
            if pile and not forced:
                self.note(pile[-1], self.REFUSED)
            self.blind += 1
            self.turn_taken = None
        elif kind is EventKind.DISCARDED and event.card is not None:
            if theirs:
                if self.first_upcard is not None:
                    self.last_limit = self.rules.knock_limit_for(self.first_upcard, self.turn_upcard)
                self.note(event.card, self.DISCARDED)
                self.turns += 1
                self.last_discard, self.last_taken = event.card, self.turn_taken
            pile.append(event.card)
            self.turn_upcard = event.card
            self.discards += 1


def _weights(reading: _Reading, unseen: Mask, known: Mask, ev: EvidenceWeights) -> list[float]:
    """Every card's weight: 1 for an unseen card, moved by the evidence around it; 0 for the others."""
    weights = [1.0 if unseen >> c & 1 else 0.0 for c in range(52)]
    close_factor = (ev.took_close, ev.refused_close, ev.discarded_close)
    far_factor = (ev.took_far, ev.refused_far, ev.discarded_far)
    for card, what, when in reading.log:
        if what == reading.TOOK and not known >> card & 1:
            continue  # taken, then thrown away again: no longer a reason to hold its neighbours
        age = ev.fade ** (reading.blind - when)
        for mask, factor in ((_CLOSE[card], close_factor[what]), (_FAR[card], far_factor[what])):
            scaled = 1.0 + (factor - 1.0) * age
            targets = mask & unseen
            while targets:
                low = targets & -targets
                targets ^= low
                weights[low.bit_length() - 1] *= scaled
    return weights


def infer(view: PlayerView, events: Iterable[Event], evidence: EvidenceWeights | None = None) -> Inference:
    """Read the opponent's hand from ``view`` and this hand's ``events`` (as this player saw them).

    Only public information is used: the events must be the redacted ones this player
    was given (a strategy's :attr:`~ginqt.strategy.BaseStrategy.events`).
    """
    reading = _Reading(view.opponent, view.rules)
    for event in events:
        reading.read(event)
    known = view.opponent_known.mask
    visible = view.hand.mask | known
    for card in view.discard_pile:
        visible |= 1 << card
    unseen = DECK_MASK & ~visible
    hidden = view.opponent_card_count - known.bit_count()
    weights = _weights(reading, unseen, known, evidence if evidence is not None else EvidenceWeights())
    probabilities = _scaled_probabilities(weights, hidden)
    for index in range(52):
        if known >> index & 1:
            probabilities[index] = 1.0
    last_limit = reading.last_limit
    if view.rules.knock_rule is KnockRule.FIXED and last_limit is None and reading.turns:
        last_limit = view.rules.knock_limit if view.rules.knocking else 0
    return Inference(
        player=view.player,
        unseen=unseen,
        known=known,
        hidden_count=hidden,
        stock_count=view.stock_count,
        taken=reading.taken,
        refused=reading.refused,
        discarded=reading.discarded,
        blind_draws=reading.blind,
        opponent_turns=reading.turns,
        last_limit=last_limit,
        last_discard=reading.last_discard,
        last_taken=reading.last_taken,
        weights=tuple(weights),
        probabilities=tuple(probabilities),
    )
