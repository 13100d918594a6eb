"""Fast playouts of the rest of a hand on one sampled deal (masks only, no engine objects).

Both players play a plain, sensible policy: take the discard when it lowers the
deadwood and stays in the hand, otherwise draw from the stock; throw the card that
leaves the least deadwood (the highest of those); go gin at once; knock when the
deadwood is within the limit (the opponent with the chance its :class:`OpponentPolicy`
gives for that deadwood).  The stock runs out at the wall and the hand is then dead.
A playout returns the points of the hand for the player who asked, negative when the
opponent scores, and who ended it.  They are the "continue" side of every decision the
analysis weighs, so they are written for speed: a playout of a whole hand costs a
few hundred microseconds.

>>> from ginqt.cards import mask_of
>>> from ginqt.rules import Rules
>>> table = Table.of(Rules(), first_upcard=0, multiplier=1)
>>> me = mask_of("AS 2S 3S 4S 4H 5H 6H 7D 7C 7S")
>>> opp = mask_of("9C TC JC QC 2H 2D 2C 8H 9H KS")
>>> settle_points(me, opp, table)   # gin: the opponent's 27 deadwood and the bonus
52
>>> settle_points(me ^ mask_of("4S 9D"), opp, table)   # a knock with 9: 27 - 9
18

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ginqt.cards import CARD_VALUES, Mask
from ginqt.melds import mask_best_arrangement, mask_best_discard, mask_lay_off, mask_min_deadwood
from ginqt.rules import KnockRule, Rules, Wall

__all__ = ["ALWAYS", "Ender", "OpponentPolicy", "Table", "highest_card", "melds_with", "playout", "settle_points"]

#: Cards that stay in the stock (as in the engine).
WALL = 2
_RANKS = tuple(sum(1 << (13 * suit + rank) for suit in range(4)) for rank in range(13))


def _runs_with(window: int) -> bool:
    """Does the middle card of a five-rank window (bits 0..4 = ranks r-2..r+2) make a run of three?"""
    return bool((window & 0b00011) == 0b00011 or (window & 0b01010) == 0b01010 or (window & 0b11000) == 0b11000)


_RUN_WINDOW = tuple(_runs_with(window) for window in range(32))


def melds_with(hand: Mask, card: int) -> bool:
    """Would ``card`` make a meld (of three or more) with cards of ``hand``?

    >>> from ginqt.cards import mask_of, parse_card
    >>> melds_with(mask_of("5H 7H KS"), parse_card("6H")), melds_with(mask_of("5H 8H KS"), parse_card("6H"))
    (True, False)
    """
    rank = card % 13
    if (hand & _RANKS[rank] & ~(1 << card)).bit_count() >= 2:
        return True
    shift = card - 2
    suit_cards = hand & (0x1FFF << (card - rank))
    window = (suit_cards >> shift if shift >= 0 else suit_cards << -shift) & 0b11011
    if rank < 2:
        window &= (0b11000 if rank == 0 else 0b11010)
    elif rank > 10:
        window &= (0b00011 if rank == 12 else 0b01011)
    return _RUN_WINDOW[window]


class Ender(Enum):
    """How a playout ended."""

    ME = "me"  #: I knocked or went gin
    OPPONENT = "opponent"  #: the opponent knocked or went gin
    DEAD = "dead"  #: the stock ran down to the wall


@dataclass(frozen=True, slots=True)
class Table:
    """The rules a playout needs, in the form it reads fastest."""

    knocking: bool
    fixed_limit: int | None  #: the knock limit, or None when each turn's upcard sets it
    gin_bonus: int
    undercut_bonus: int
    tie_is_undercut: bool
    layoffs: bool
    multiplier: int
    may_discard_pile_card: bool
    last_draw_wall: bool

    @classmethod
    def of(cls, rules: Rules, first_upcard: int, multiplier: int) -> Table:
        fixed: int | None
        if rules.knock_rule is KnockRule.CURRENT_UPCARD and rules.knocking:
            fixed = None
        else:
            fixed = rules.knock_limit_for(first_upcard, None)
        return cls(
            knocking=rules.knocking,
            fixed_limit=fixed,
            gin_bonus=rules.gin_bonus,
            undercut_bonus=rules.undercut_bonus,
            tie_is_undercut=rules.tie_is_undercut,
            layoffs=rules.layoffs_allowed,
            multiplier=multiplier,
            may_discard_pile_card=rules.may_discard_pile_card,
            last_draw_wall=rules.wall is Wall.LAST_DRAW,
        )

    def limit(self, upcard: int) -> int:
        """The knock limit for a turn that begins with ``upcard`` showing."""
        if self.fixed_limit is not None:
            return self.fixed_limit
        rank = upcard % 13 + 1
        return 0 if rank == 1 else min(rank, 10)


#: Knock chances by deadwood (index 0..10) of a player who knocks whenever it may.
ALWAYS: tuple[float, ...] = (1.0,) * 11


@dataclass(frozen=True, slots=True)
class OpponentPolicy:
    """How the opponent knocks: the chance that it knocks holding each deadwood 0..10
    (gin is always taken), in its first ``early_turns`` turns of a hand and later."""

    early: tuple[float, ...] = ALWAYS
    late: tuple[float, ...] = ALWAYS
    early_turns: int = 3

    def knocks(self, turn: int, deadwood: int) -> float:
        """The chance it knocks at its ``turn``-th discard (1-based) holding ``deadwood`` (<= 10)."""
        if deadwood == 0:
            return 1.0
        return (self.early if turn <= self.early_turns else self.late)[min(deadwood, 10)]


def settle_points(knocker: Mask, defender: Mask, table: Table) -> int:
    """The points of a knock for the knocker (negative when undercut), multiplier included.

    The knocker lays down its least-deadwood arrangement; the defender lays off what it
    can (when the rules allow) and melds the rest.
    """
    knocker_dw = mask_min_deadwood(knocker)
    if knocker_dw == 0:
        return (mask_min_deadwood(defender) + table.gin_bonus) * table.multiplier
    if table.layoffs:
        defender_dw = mask_lay_off(mask_best_arrangement(knocker).melds, defender).deadwood
    else:
        defender_dw = mask_min_deadwood(defender)
    if defender_dw > knocker_dw or (defender_dw == knocker_dw and not table.tie_is_undercut):
        return (defender_dw - knocker_dw) * table.multiplier
    return -(knocker_dw - defender_dw + table.undercut_bonus) * table.multiplier


def _takes(hand: Mask, deadwood: int, card: int) -> tuple[int, int] | None:
    """(deadwood after, discard) when ``card`` melds with ``hand``, lowers its deadwood and stays."""
    if not melds_with(hand, card):
        return None
    after, bits = mask_best_discard(hand | 1 << card)
    if after >= deadwood:
        return None
    bits &= ~(1 << card)
    if not bits:
        return None
    return after, highest_card(bits)


def highest_card(bits: Mask) -> int:
    """The highest-valued card of ``bits`` (the highest-numbered on a tie)."""
    values = CARD_VALUES
    choice = best = -1
    while bits:
        low = bits & -bits
        bits ^= low
        card = low.bit_length() - 1
        if values[card] >= best:
            best, choice = values[card], card
    return choice


def playout(
    me: Mask,
    opponent: Mask,
    top: int,
    stock: Sequence[int],
    table: Table,
    policy: OpponentPolicy,
    chances: Sequence[float],
    *,
    opponent_turn: int = 1,
    my_deadwood: int | None = None,
    my_limit: int = 10,
) -> tuple[int, Ender, int]:
    """Play the hand out from the opponent's draw: I hold ``me`` (10 cards) and just threw ``top``.

    ``stock`` is the stock in drawing order (the next card first; its last two cards are
    the wall).  ``chances`` are uniform numbers in [0, 1), one per opponent turn, for its
    knock decisions (the same numbers for every candidate move: common random numbers).
    ``opponent_turn`` is the number of the opponent's coming turn in this hand.  I knock
    only with at most ``my_limit`` deadwood (and the rules' limit), and always go gin.  The card
    just taken from the pile is never thrown back, whatever the rules allow.

    Returns (my points, who ended the hand, turns played).
    """
    my_dw = mask_min_deadwood(me) if my_deadwood is None else my_deadwood
    opp_dw = mask_min_deadwood(opponent)
    draws_left, position, turn, count = len(stock) - WALL, 0, 0, len(chances)
    while turn < 60:  # a playout this long is scored as a dead hand
        # -- the opponent's turn
        limit = table.limit(top)
        began_at_wall = position >= draws_left
        move = _turn(opponent, opp_dw, top, stock, position, began_at_wall)
        if move is None:
            return 0, Ender.DEAD, turn
        opponent, opp_dw, top, position = move
        index = turn // 2
        turn += 1
        if opp_dw == 0:
            return -(my_dw + table.gin_bonus) * table.multiplier, Ender.OPPONENT, turn
        chance = chances[index] if index < count else 0.5
        if opp_dw <= limit and chance < policy.knocks(opponent_turn + index, opp_dw):
            return -settle_points(opponent, me, table), Ender.OPPONENT, turn
        if _dead_after(table, began_at_wall, position >= draws_left):
            return 0, Ender.DEAD, turn
        # -- my turn
        limit = table.limit(top)
        began_at_wall = position >= draws_left
        move = _turn(me, my_dw, top, stock, position, began_at_wall)
        if move is None:
            return 0, Ender.DEAD, turn
        me, my_dw, top, position = move
        turn += 1
        if my_dw <= limit and (my_dw <= my_limit or my_dw == 0):
            return settle_points(me, opponent, table), Ender.ME, turn
        if _dead_after(table, began_at_wall, position >= draws_left):
            return 0, Ender.DEAD, turn
    return 0, Ender.DEAD, turn


def _turn(hand: Mask, deadwood: int, top: int, stock: Sequence[int], position: int,
          at_wall: bool) -> tuple[Mask, int, int, int] | None:
    """One player's draw and discard: (hand, deadwood, card thrown, stock position after), or
    ``None`` when it would have to draw from the stock at the wall (the hand is dead)."""
    taken = _takes(hand, deadwood, top)
    if taken is not None:
        deadwood, throw = taken
        return (hand | 1 << top) & ~(1 << throw), deadwood, throw, position
    if at_wall:
        return None
    card = stock[position]  # drawn blind, then the card that leaves the least deadwood thrown
    deadwood, bits = mask_best_discard(hand | 1 << card)
    throw = highest_card(bits)
    return (hand | 1 << card) & ~(1 << throw), deadwood, throw, position + 1


def _dead_after(table: Table, began_at_wall: bool, at_wall: bool) -> bool:
    """A turn that did not knock ends the hand: it began at the wall (the pile was taken there),
    or, when the player who draws the last card may only knock, the stock is at the wall now."""
    return began_at_wall or (table.last_draw_wall and at_wall)
