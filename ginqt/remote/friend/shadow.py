"""The hand as one side of a friend's game holds it: its own cards true, the others stand-ins.

Neither side knows the other's cards or the stock.  So that the engine can still give each
side its view, its legal moves and its judgement of the other's moves, each side plays the hand
on a :class:`~ginqt.engine.HandState` whose unknown places (the other's hand, the stock) hold
the cards no one has shown it, in any order.  When a card is shown (a card drawn from the
stock, a discard of the other's) it is first swapped into the place it was shown at.  A side's
view of such a hand is exactly its view of the true hand: a :class:`~ginqt.engine.PlayerView`
shows no card of the other's hand or the stock.  When the hand is over both sides show their
keys and the hand is played again on the true deck (:mod:`ginqt.remote.friend.table`).
"""

from __future__ import annotations

from dataclasses import replace

from ginqt.cards import Card
from ginqt.engine import HandState

__all__ = ["completed_deck", "into_hand", "onto_stock"]


def completed_deck(known: dict[int, Card]) -> list[Card]:
    """A deck with the ``known`` cards at their places and the other cards, in card order, everywhere else."""
    spare = iter(sorted(set(range(52)) - set(known.values())))
    return [known[place] if place in known else Card(next(spare)) for place in range(52)]


def _unknown_to(hand: HandState, player: int, card: Card) -> bool:
    """``card`` lies where ``player`` cannot see it: the stock, or the other's hand and not known there."""
    other = 1 - player
    return card in hand.stock or bool((hand.hands[other] & ~hand.known[other]) >> card & 1)


def into_hand(hand: HandState, player: int, card: Card) -> HandState | None:
    """The hand with ``card`` in ``player``'s hand, as the other side has just been shown it to be.

    ``None``: the card cannot be there (the other side holds it, or it is on the table).
    """
    if hand.hands[player] >> card & 1:
        return hand
    if card not in hand.stock:
        return None
    stand_ins = hand.hands[player] & ~hand.known[player]
    stand_in = (stand_ins & -stand_ins).bit_length() - 1
    if stand_in < 0:
        return None
    hands = list(hand.hands)
    hands[player] = hands[player] & ~(1 << stand_in) | 1 << card
    stock = tuple(Card(stand_in) if c == card else c for c in hand.stock)
    return replace(hand, hands=(hands[0], hands[1]), stock=stock)


def onto_stock(hand: HandState, player: int, card: Card) -> HandState | None:
    """The hand with ``card`` on top of the stock, as ``player`` has just been shown it to be.

    ``None``: ``player`` already saw the card somewhere else.
    """
    if not hand.stock or not _unknown_to(hand, player, card):
        return None
    top = hand.stock[-1]
    if card == top:
        return hand
    other = 1 - player
    if card in hand.stock:
        stock = tuple(top if c == card else card if c == top else c for c in hand.stock)
        return replace(hand, stock=stock)
    hands = list(hand.hands)
    hands[other] = hands[other] & ~(1 << card) | 1 << top
    return replace(hand, hands=(hands[0], hands[1]), stock=(*hand.stock[:-1], card))
