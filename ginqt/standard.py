"""The ``standard`` strategy's reasoning: a sound club player, in masks for speed.

:func:`choose_standard` looks only at the player's :class:`~ginqt.engine.PlayerView`
(no peeking) and gives the built-in ``standard`` opponent's move.  (The hints give
the ``expert``'s advice instead: :mod:`ginqt.analysis.hints`.)

The play follows the club advice of Tommy's Gin Rummy (1987): take the discard only when it forms or
extends a meld; discard by deadwood and meld potential, keeping low cards and
dropping high pairs as the hand goes on; avoid feeding the melds the opponent is
known to collect (the cards it took from the pile); knock at once in the first few
turns, later only with little deadwood.

>>> from ginqt.engine import Match, view
>>> from ginqt.rules import Rules
>>> match = Match.new(Rules(), seed=1, first_dealer=1)
>>> choose_standard(view(match, 0)) in view(match, 0).legal_actions
True

.. versionadded:: 0.1
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ginqt.cards import CARD_VALUES, DECK_MASK
from ginqt.engine import Action, ActionKind, Phase, PlayerView
from ginqt.melds import deadwood_after_each, mask_best_discard, mask_min_deadwood

__all__ = ["choose_standard", "should_knock"]

_HIGHEST: Final = max(CARD_VALUES)  #: the most one card adds to the deadwood
_RANK: Final[tuple[int, ...]] = tuple(sum(1 << (13 * s + r) for s in range(4)) for r in range(13))

# Tuning (measured with benchmarks/bench_strength.py).
EARLY_TURNS = 5  #: knock with anything the rules allow in my first turns
MID_THRESHOLD = 6  #: most deadwood to knock with after that
LATE_TURN = 8  #: from my 8th turn on...
LATE_THRESHOLD = 4  #: ...knock only with this little deadwood
KNOWN_CAUTION = 2  #: knock with this much less when the opponent holds two or more pile cards
WALL_STOCK = 6  #: with this few cards left in the stock, knock whenever allowed
POTENTIAL_EARLY = 1.5  #: points a live meld-completing card is worth when deciding discards
POTENTIAL_LATE = 0.0  #: Tommy's Gin Rummy (1987): after the first few rounds, do not keep high pairs and two-card runs
POTENTIAL_TURNS = 8  #: turns (both players') after which the late weight applies
DANGER = 3.0  #: points against discarding a card that melds with the opponent's known cards
SAFE = 2.0  #: points for discarding a card next to one the opponent threw away
TAKE_LOW = 6  #: take an unmelded discard early when it lowers the deadwood by at least this (0: never)


# -- the pieces of the reasoning (masks, for speed) ---------------------------------------


def pile_mask(view: PlayerView) -> int:
    mask = 0
    for card in view.discard_pile:
        mask |= 1 << card
    return mask


def takes(hand: int, card: int) -> tuple[bool, int, int]:
    """Would ``card`` form or extend a meld and lower the deadwood?  (yes, deadwood now, after)."""
    yes, now, after, _, _ = _takes(hand, card)
    return yes, now, after


def _takes(hand: int, card: int) -> tuple[bool, int, int, int, tuple[int, int] | None]:
    """:func:`takes`, plus the least deadwood of ``hand`` with ``card`` and, when it was
    worked out, the best discard from those cards."""
    now = mask_min_deadwood(hand)
    bit = 1 << card
    with_card = hand | bit
    together = mask_min_deadwood(with_card)
    if together >= now + CARD_VALUES[card]:
        return False, now, now, together, None  # the card would lie unmatched
    discard = mask_best_discard(with_card)
    best, bits = discard
    if not bits & ~bit:
        return False, now, now, together, discard  # the best thing to do with it is throw it away again
    return best < now, now, best, together, discard


def _slow_want(card: int, window: int) -> int:
    """The run-completing cards for ``card`` given which of ranks rank-2..rank+2 (bits 0..4) are held."""
    rank, suit = card % 13, card // 13

    def held(offset: int) -> bool:
        return bool(window >> (offset + 2) & 1) and 0 <= rank + offset <= 12

    want = 0
    if held(1):
        want |= 1 << (rank - 1) if rank >= 1 else 0
        want |= 1 << (rank + 2) if rank <= 10 else 0
    if held(-1):
        want |= 1 << (rank + 1) if rank <= 11 else 0
        want |= 1 << (rank - 2) if rank >= 2 else 0
    if held(2):
        want |= 1 << (rank + 1)
    if held(-2):
        want |= 1 << (rank - 1)
    return want << (13 * suit)


#: _WANT[card][window]: see :func:`_slow_want` (a table: this is on the hot path).
_WANT: Final[tuple[tuple[int, ...], ...]] = tuple(tuple(_slow_want(c, w) for w in range(32)) for c in range(52))



def _near(card: int, reach: int) -> int:
    """The cards of ``card``'s rank, and those within ``reach`` ranks of it in its suit (not itself)."""
    rank, suit = card % 13, card // 13
    low, high = max(rank - reach, 0), min(rank + reach, 12)
    return (_RANK[rank] | ((1 << (high + 1)) - (1 << low)) << (13 * suit)) & ~(1 << card)


_NEAR: Final[tuple[int, ...]] = tuple(_near(c, 1) for c in range(52))
#: Every card of each card's rank, and a hundredth of each card's value (the discard tie-break).
_RANK_OF: Final[tuple[int, ...]] = tuple(_RANK[c % 13] for c in range(52))
_HUNDREDTHS: Final[tuple[float, ...]] = tuple(0.01 * CARD_VALUES[c] for c in range(52))


#: The cards of the same rank, or within two ranks in the same suit, of each card.
_NEAR2: Final[tuple[int, ...]] = tuple(_near(c, 2) for c in range(52))



def should_knock(view: PlayerView, deadwood: int) -> bool:
    """Tommy's Gin Rummy (1987): knock at once early; after the 8th turn only with less than 6 (or when time
    is short)."""
    if deadwood == 0:
        return True
    my_turn = view.turns // 2 + 1
    if view.stock_count <= WALL_STOCK or my_turn <= EARLY_TURNS:
        return True
    threshold = LATE_THRESHOLD if my_turn >= LATE_TURN else MID_THRESHOLD
    if view.opponent_known.mask.bit_count() >= 2:
        threshold -= KNOWN_CAUTION  # it collects from the pile: an undercut may be waiting
    return deadwood <= threshold


#: Discards whose deadwood is this much worse than the best are not weighed further.
_MARGIN: Final = 12


def _discard_scores(view: PlayerView, hand: int, cards: Sequence[int]) -> list[tuple[float, int, int]]:
    """(score, deadwood after, card) per candidate discard (in the order of ``cards``); the least is best."""
    afters = deadwood_after_each(hand, cards)
    floor = min(afters) + _MARGIN
    pile = pile_mask(view)
    known = view.opponent_known.mask
    live = DECK_MASK & ~(hand | pile | known)
    weight = POTENTIAL_LATE if view.turns >= POTENTIAL_TURNS else POTENTIAL_EARLY
    danger_weight, safe = DANGER, SAFE
    hundredths, rank_of, want, near, near2 = _HUNDREDTHS, _RANK_OF, _WANT, _NEAR, _NEAR2
    if weight:
        # For a card's meld potential below: the ranks held twice or more (every card of them),
        # and the hand shifted so that bits 0..4 of ``shifted >> card`` are ranks card-2..card+2.
        s0, s1, s2, s3 = hand & 0x1FFF, hand >> 13 & 0x1FFF, hand >> 26 & 0x1FFF, hand >> 39
        pairs = (s0 & (s1 | s2 | s3)) | (s1 & (s2 | s3)) | (s2 & s3)
        pairs |= pairs << 13 | pairs << 26 | pairs << 39
        shifted = hand << 2
    out = []
    for card, after in zip(cards, afters, strict=True):
        if after > floor:
            continue
        score = after - hundredths[card]
        if weight:
            # Unseen cards that would make a meld of ``card`` with another card of the hand.
            completes = (pairs & rank_of[card]) | want[card][shifted >> card & 0x1F]
            score += weight * (completes & live).bit_count()  # live holds no card of hand
        if known:
            score += danger_weight * (near2[card] & known).bit_count()  # its known cards it melds with
        if safe and pile & near[card]:
            score -= safe
        out.append((score, after, card))
    return out


# -- the decision ------------------------------------------------------------------------


def choose_standard(view: PlayerView) -> Action:
    """The ``standard`` strategy's move."""
    legal = view.legal_actions
    if not legal:
        raise ValueError("it is not this player's turn")
    hand = view.hand.mask
    phase = view.phase
    if phase is Phase.UPCARD_OFFER or phase is Phase.DRAW:
        take = plain = None
        for action in legal:
            kind = action.kind
            if kind is ActionKind.TAKE_UPCARD or kind is ActionKind.DRAW_DISCARD:
                take = action
            elif kind is ActionKind.PASS or kind is ActionKind.DRAW_STOCK:
                plain = action
        upcard = view.upcard
        if take is not None and upcard is not None:
            yes, now, after, together, best_discard = _takes(hand, upcard)
            if yes:
                return take
            # One discard lowers the deadwood by at most the highest card value, so with
            # too much deadwood together the best discard need not be worked out.
            if TAKE_LOW and view.turns < 8 and (best_discard is not None or together - _HIGHEST <= now - TAKE_LOW):
                best, bits = best_discard if best_discard is not None else mask_best_discard(hand | 1 << upcard)
                if bits & ~(1 << upcard) and best <= now - TAKE_LOW:
                    return take
        assert plain is not None
        return plain
    if view.rules.big_gin:
        for action in legal:
            if action.kind is ActionKind.BIG_GIN:
                return action
    # Phase.DISCARD
    discard, knock = ActionKind.DISCARD, ActionKind.KNOCK
    discards: dict[int, Action] = {}
    knocks: dict[int, Action] = {}
    for action in legal:
        kind = action.kind
        if action.card is not None:
            if kind is discard:
                discards[action.card] = action
            elif kind is knock:
                knocks[action.card] = action
    # (score, deadwood after, card): the least is the best discard (the card breaks ties).
    scored = _discard_scores(view, hand, list(discards))
    if knocks:
        # Knock cards leave the least deadwood, so the scoring never prunes them.
        _, after, card = min((s for s in scored if s[2] in knocks), key=_by_deadwood)
        if should_knock(view, after):
            return knocks[card]
    if view.pile_card is not None:
        # Having taken the discard, throw so the deadwood really falls: both players taking
        # each other's discards for ever is then impossible.
        _, after, card = min(scored, key=_by_deadwood)
    else:
        _, after, card = min(scored)
    return discards[card]


def _by_deadwood(scored: tuple[float, int, int]) -> tuple[int, float, int]:
    """Order candidate discards by the deadwood they leave, then by score."""
    return scored[1], scored[0], scored[2]
