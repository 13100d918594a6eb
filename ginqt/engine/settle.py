"""Scoring a knock: both sides play optimally.

The defender melds and lays off to reach its least deadwood.  The knocker lays
down whichever legal arrangement (deadwood within the knock limit) gives it the
best result, which is not always its least deadwood: an arrangement that leaves
one more card unmatched can block a layoff worth more.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from ginqt.cards import Card, CardSet, mask_of
from ginqt.melds import (
    MaskArrangement,
    MaskLayoff,
    Meld,
    MeldResult,
    best_melds,
    mask_arrangements,
    mask_best_arrangement,
    mask_lay_off,
    mask_layoff_reach,
    mask_min_deadwood,
)
from ginqt.rules import Rules

__all__ = ["LayoffBlock", "NotAKnockError", "Settlement", "SettlementKind", "Side", "layoff_block", "settle"]


class NotAKnockError(ValueError):
    """The knocker's cards may not knock (too much deadwood, or the wrong number of cards)."""


class SettlementKind(Enum):
    GIN = "gin"
    BIG_GIN = "big gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"


class Side(Enum):
    KNOCKER = "knocker"
    DEFENDER = "defender"


@dataclass(frozen=True, slots=True)
class Settlement:
    """The end of a knocked hand, worked out step by step (data: ``ginqt.ui.text`` words it)."""

    kind: SettlementKind
    winner: Side
    #: Points the winner scores for the hand (after any multiplier).
    points: int
    #: Deadwood difference that was scored (before bonus and multiplier).
    difference: int
    #: Gin, big-gin or undercut bonus included in ``points`` (before the multiplier).
    bonus: int
    multiplier: int
    knocker_deadwood: int
    defender_deadwood: int
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood_cards: CardSet
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: CardSet
    #: (card, index into ``knocker_melds``) for each card the defender laid off.
    layoffs: tuple[tuple[Card, int], ...]
    #: The defender's deadwood before laying off.
    defender_deadwood_before_layoffs: int


def _outcome(
    rules: Rules, knocker_dw: int, defender_dw: int, multiplier: int
) -> tuple[SettlementKind, Side, int, int, int]:
    """(kind, winner, points, difference, bonus) for a non-gin knock."""
    if defender_dw > knocker_dw or (defender_dw == knocker_dw and not rules.tie_is_undercut):
        difference = defender_dw - knocker_dw
        return SettlementKind.KNOCK, Side.KNOCKER, difference * multiplier, difference, 0
    difference = knocker_dw - defender_dw
    bonus = rules.undercut_bonus
    return SettlementKind.UNDERCUT, Side.DEFENDER, (difference + bonus) * multiplier, difference, bonus


def _net(kind: SettlementKind, points: int) -> int:
    """The result from the knocker's point of view (negative when undercut)."""
    return -points if kind is SettlementKind.UNDERCUT else points


def settle(
    knocker_cards: int | CardSet | Iterable[int],
    defender_cards: int | CardSet | Iterable[int],
    rules: Rules,
    *,
    knock_limit: int | None = None,
    multiplier: int = 1,
    knocker_melds: Iterable[Meld] | None = None,
) -> Settlement:
    """Score a knock.

    ``knocker_cards`` are the 10 cards left after the knocker's discard, or 11 for a
    big gin.  ``knock_limit`` defaults to the rules' fixed limit; ``multiplier`` is the
    Oklahoma spade doubling.  ``knocker_melds`` fixes the knocker's arrangement
    (otherwise the best one is found).  Raises :class:`NotAKnockError` when the hand
    may not knock.
    """
    knocker = mask_of(knocker_cards)
    defender = mask_of(defender_cards)
    if knocker & defender:
        raise ValueError(f"the hands share cards: {CardSet(knocker & defender).text}")
    count = knocker.bit_count()
    limit = (rules.knock_limit if rules.knocking else 0) if knock_limit is None else knock_limit
    if count not in (10, 11):
        raise NotAKnockError(f"a knocker holds 10 cards (11 for big gin), not {count}")
    if count == 11 and not (rules.big_gin and mask_min_deadwood(knocker) == 0):
        raise NotAKnockError("11 cards may only be laid down as a big gin; discard first")
    if knocker_melds is not None:  # the knocker's own choice
        chosen = _chosen_melds(knocker, tuple(knocker_melds), limit)
        if chosen.deadwood == 0:
            return _gin(chosen, defender, rules, count, multiplier)
        return _Defence.of(rules, defender, multiplier).answer(chosen)
    # The knocker's least-deadwood arrangement, as masks until it is needed whole.
    least = mask_best_arrangement(knocker)
    if least.deadwood > limit:
        raise NotAKnockError(
            f"the knocker has {least.deadwood} deadwood; knocking needs {limit} or less"
            + (" (gin only)" if limit == 0 else "")
        )
    if least.deadwood == 0:
        return _gin(least.result(), defender, rules, count, multiplier)
    defence = _Defence.of(rules, defender, multiplier)
    # Fast path: the least-deadwood arrangement with nothing to lay off is unbeatable.
    if not rules.layoffs_allowed or not mask_layoff_reach(least.melds, defender):
        return defence.answer(least.result())
    # Every arrangement within the limit, weighed as masks; only the best one is spelled out.
    best, search = defence.best_of(mask_arrangements(knocker, limit))
    return defence.answer(best.result(), search)


def _chosen_melds(knocker: int, melds: tuple[Meld, ...], limit: int) -> MeldResult:
    """The arrangement the knocker asked for, checked: its melds are its own cards, within the limit."""
    melded = 0
    for meld in melds:
        if meld.mask & melded or meld.mask & ~knocker:
            raise NotAKnockError("the knocker's melds overlap or use cards it does not hold")
        melded |= meld.mask
    dead = CardSet(knocker & ~melded)
    chosen = MeldResult(melds, dead.value, dead)
    if chosen.deadwood > limit:
        raise NotAKnockError(f"that arrangement leaves {chosen.deadwood} deadwood; the knock limit is {limit}")
    return chosen


def _gin(knocker: MeldResult, defender: int, rules: Rules, count: int, multiplier: int) -> Settlement:
    """Gin (or big gin with 11 cards): no layoffs; the defender melds what it can."""
    defender_alone = best_melds(defender)
    kind = SettlementKind.BIG_GIN if count == 11 else SettlementKind.GIN
    bonus = rules.big_gin_bonus if count == 11 else rules.gin_bonus
    difference = defender_alone.deadwood
    return Settlement(
        kind=kind,
        winner=Side.KNOCKER,
        points=(difference + bonus) * multiplier,
        difference=difference,
        bonus=bonus,
        multiplier=multiplier,
        knocker_deadwood=0,
        defender_deadwood=difference,
        knocker_melds=knocker.melds,
        knocker_deadwood_cards=knocker.deadwood_cards,
        defender_melds=defender_alone.melds,
        defender_deadwood_cards=defender_alone.deadwood_cards,
        layoffs=(),
        defender_deadwood_before_layoffs=difference,
    )


@dataclass(frozen=True, slots=True)
class _Defence:
    """The defender's side of a (non-gin) knock: its answer to each arrangement the knocker may lay down."""

    rules: Rules
    defender: int
    multiplier: int
    before: int  #: the defender's least deadwood before laying off
    own: MeldResult | None  #: its melds when layoffs are not allowed

    @classmethod
    def of(cls, rules: Rules, defender: int, multiplier: int) -> _Defence:
        # The defender's own least deadwood (best_melds(defender).deadwood); its melds are only
        # needed whole when there are no layoffs.
        own = None if rules.layoffs_allowed else best_melds(defender)
        return cls(rules, defender, multiplier, mask_min_deadwood(defender), own)

    def answer(self, arrangement: MeldResult, search: MaskLayoff | None = None) -> Settlement:
        """The settlement when the knocker lays down ``arrangement`` (``search``: the
        defender's layoffs onto it, when already known)."""
        own = self.own
        if own is None:
            if search is None:
                search = mask_lay_off([meld.mask for meld in arrangement.melds], self.defender)
            answer = search.result()
            defender_melds, layoffs = answer.melds, answer.layoffs
            defender_dw, defender_dead = answer.deadwood, answer.deadwood_cards
        else:
            defender_melds, layoffs = own.melds, ()
            defender_dw, defender_dead = own.deadwood, own.deadwood_cards
        kind, winner, points, difference, bonus = _outcome(self.rules, arrangement.deadwood, defender_dw,
                                                           self.multiplier)
        return Settlement(
            kind=kind,
            winner=winner,
            points=points,
            difference=difference,
            bonus=bonus,
            multiplier=self.multiplier,
            knocker_deadwood=arrangement.deadwood,
            defender_deadwood=defender_dw,
            knocker_melds=arrangement.melds,
            knocker_deadwood_cards=arrangement.deadwood_cards,
            defender_melds=defender_melds,
            defender_deadwood_cards=defender_dead,
            layoffs=layoffs,
            defender_deadwood_before_layoffs=self.before,
        )

    def best_of(self, found: list[MaskArrangement]) -> tuple[MaskArrangement, MaskLayoff | None]:
        """The knocker's best arrangement of ``found`` (and the defender's layoffs onto it, when worked out)."""
        assert found
        if len(found) == 1:
            return found[0], None
        rules, multiplier, defender = self.rules, self.multiplier, self.defender
        best: tuple[tuple[int, int], MaskArrangement, MaskLayoff] | None = None
        for option in found:
            dead_value = option.deadwood
            if best is not None and multiplier > 0:
                # Layoffs only lower the defender's deadwood, and the knocker's result only
                # grows with it: at best this arrangement scores as if nothing were laid off.
                kind, _, points, _, _ = _outcome(rules, dead_value, self.before, multiplier)
                if (_net(kind, points), -dead_value) <= best[0]:
                    continue  # it cannot beat the best so far
            search = mask_lay_off(option.melds, defender)
            kind, _, points, _, _ = _outcome(rules, dead_value, search.deadwood, multiplier)
            key = (_net(kind, points), -dead_value)
            if best is None or key > best[0]:
                best = (key, option, search)
        assert best is not None
        return best[1], best[2]


@dataclass(frozen=True, slots=True)
class LayoffBlock:
    """Why a knocker laid down more deadwood than it had to: the cards it kept out of its melds left the
    defender fewer layoffs, and the knocker scored more (data: ``ginqt.ui.text`` words it)."""

    kept_out: CardSet  #: the knocker's cards left unmatched that its least-deadwood arrangement melds
    melds: tuple[Meld, ...]  #: the melds of the least-deadwood arrangement they would have been in
    blocked: CardSet  #: the defender's cards it could have laid off onto that arrangement, and could not
    instead: Settlement  #: the hand settled with the least-deadwood arrangement
    net: int  #: what the knock gave the knocker as it was laid down (less the points of an undercut)

    @property
    def net_instead(self) -> int:
        """What the least-deadwood arrangement would have given the knocker (less than :attr:`net`)."""
        return knocker_net(self.instead)


def knocker_net(settlement: Settlement) -> int:
    """What a settlement gives the knocker: its points, or less the points of an undercut."""
    return _net(settlement.kind, settlement.points)


def layoff_block(settlement: Settlement, rules: Rules) -> LayoffBlock | None:
    """The :class:`LayoffBlock` of a knock whose knocker left more deadwood than its least to block
    layoffs and scored more for it; ``None`` for any other settlement.

    >>> from ginqt.cards import parse_cards
    >>> st = settle(parse_cards("5H 6H 7H 8H KS KD KC AC AD 2C"), parse_cards("3H 4H QS QD QC JS TC 2S 8D 7C"),
    ...             Rules())
    >>> block = layoff_block(st, Rules())
    >>> block.kept_out.text, block.blocked.text, st.knocker_deadwood, block.instead.knocker_deadwood
    ('5H', '3H 4H', 9, 4)
    >>> block.net, block.net_instead
    (35, 33)
    """
    if settlement.kind is not SettlementKind.KNOCK and settlement.kind is not SettlementKind.UNDERCUT:
        return None
    melded = 0
    for meld in settlement.knocker_melds:
        melded |= meld.mask
    knocker = melded | settlement.knocker_deadwood_cards.mask
    least = mask_best_arrangement(knocker)
    if least.deadwood >= settlement.knocker_deadwood:
        return None
    laid_off = mask_of(card for card, _ in settlement.layoffs)
    defender = settlement.defender_deadwood_cards.mask | laid_off
    for meld in settlement.defender_melds:
        defender |= meld.mask
    instead = settle(knocker, defender, rules, knock_limit=settlement.knocker_deadwood,
                     multiplier=settlement.multiplier, knocker_melds=least.result().melds)
    blocked = mask_of(card for card, _ in instead.layoffs) & ~laid_off
    if not blocked or knocker_net(instead) >= knocker_net(settlement):
        return None
    kept_out = settlement.knocker_deadwood_cards.mask & ~instead.knocker_deadwood_cards.mask
    melds = tuple(meld for meld in instead.knocker_melds if meld.mask & kept_out)
    return LayoffBlock(CardSet(kept_out), melds, CardSet(blocked), instead, knocker_net(settlement))
