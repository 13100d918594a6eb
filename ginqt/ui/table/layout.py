"""Where the cards lie on the table, in scene units (the scene is 1200 x 800).

Plain functions of the cards and their melds: the stock and the discard pile stacked,
the opponent's hand in the north row, the person's in the south row (melds first,
with a small gap between groups, the card just drawn apart at the right), and both
hands laid out in their melds when a knock is settled.  Nothing here knows Qt or a
rule: melds come from :mod:`ginqt.melds`, the settlement from the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from ginqt.engine import HandResult, Settlement
from ginqt.melds import MeldKind, MeldResult
from ginqt.preferences import SortOrder
from ginqt.ui.game.session import HUMAN, OPPONENT

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "Bar",
    "CardPlace",
    "meld_bars",
    "meld_order",
    "north_places",
    "pile_places",
    "settlement_places",
    "sorted_hand",
    "south_places",
    "stock_places",
]

CARD_WIDTH = 90.0  #: a card, as ginqt.ui.table.render draws it
CARD_HEIGHT = 126.0
NORTH_Y = 40.0
SOUTH_Y = 585.0
MIDDLE_Y = 285.0
STOCK_X = 420.0
PILE_X = 560.0
KNOCK_X = 255.0
BUTTON_X = 720.0
NORTH_SPACING = 52.0
SOUTH_SPACING = 74.0
HAND_CENTRE = 470.0
DRAWN_GAP = 36.0
MELD_GAP = 16.0
SETTLED_SPACING = 40.0
SETTLED_GAP = 14.0


class Bar(Enum):
    """A colour bar over (or under) a card or a pile."""

    SET = "set"  #: blue
    RUN = "run"  #: green
    RED = "red"  #: the computer took the discard; a card laid off
    HINT = "hint"  #: yellow: the advised card or pile


@dataclass(frozen=True, slots=True)
class CardPlace:
    """Where one card lies and how it looks."""

    x: float
    y: float
    z: float
    face_up: bool
    group: str  #: "stock" or "pile" (a click means the pile), "north" or "south" (a click means the card)
    top_bar: Bar | None = None
    bottom_bar: Bar | None = None
    focused: bool = False
    draggable: bool = False


def _rank_key(card: int) -> tuple[int, int]:
    return (-(card % 13), card // 13)


def _suit_key(card: int) -> tuple[int, int]:
    return (card // 13, -(card % 13))


def meld_order(result: MeldResult) -> list[int]:
    """Sets, then runs (each low to high, as melds are written: 3♥ 4♥ 5♥), then the
    unmatched cards highest to lowest (as the 1993 DOS program sorts a hand)."""
    order: list[int] = []
    for meld in sorted(result.melds, key=lambda m: (m.kind is not MeldKind.SET, min(m.cards))):
        order.extend(sorted(meld.cards))  # a set by suit; a run by rank (one suit: card order is rank order)
    order.extend(sorted(result.deadwood_cards, key=_rank_key))
    return order


def meld_bars(result: MeldResult) -> dict[int, Bar]:
    """A blue bar over every card in a set, a green one over every card in a run."""
    return {card: Bar.SET if meld.kind is MeldKind.SET else Bar.RUN for meld in result.melds for card in meld.cards}


def sorted_hand(cards: Iterable[int], order: SortOrder, melds: MeldResult, manual: Sequence[int]) -> list[int]:
    """The person's cards left to right: by rank, by suit, melds first (``melds`` is theirs),
    or as dragged (``manual``; new cards join at the right, by rank)."""
    hand = list(cards)
    if order is SortOrder.RANK:
        return sorted(hand, key=_rank_key)
    if order is SortOrder.SUIT:
        return sorted(hand, key=_suit_key)
    if order is SortOrder.MELDS:
        return meld_order(melds)
    kept = [card for card in manual if card in hand]
    kept.extend(card for card in sorted(hand, key=_rank_key) if card not in kept)
    return kept


def stock_places(stock: Sequence[int]) -> dict[int, CardPlace]:
    """Face down, slightly stacked; only the top few cards can be seen, so only they are placed."""
    places = {}
    for i in range(max(0, len(stock) - 4), len(stock)):
        depth = min(len(stock), 31) * 0.25 - (len(stock) - 1 - i) * 1.5
        places[stock[i]] = CardPlace(STOCK_X - depth, MIDDLE_Y - depth, i, False, "stock")
    return places


def pile_places(pile: Sequence[int], knocked: bool) -> dict[int, CardPlace]:
    """The top of the discard pile; a knock's discard lies face down."""
    places = {}
    for i in range(max(0, len(pile) - 3), len(pile)):
        top = i == len(pile) - 1
        depth = (len(pile) - 1 - i) * 1.5
        places[pile[i]] = CardPlace(PILE_X + depth, MIDDLE_Y + depth, i, not (top and knocked), "pile")
    return places


def north_places(cards: Iterable[int], known: Iterable[int], melds: MeldResult | None) -> dict[int, CardPlace]:
    """The opponent's hand: open (``melds`` given) in its melds with their bars; closed, the
    cards it took from the pile face up at the left."""
    seen = set(known)
    if melds is not None:
        order, bars = meld_order(melds), meld_bars(melds)
    else:
        order, bars = sorted(cards, key=lambda card: (card not in seen, card)), {}
    x0 = HAND_CENTRE - ((len(order) - 1) * NORTH_SPACING + CARD_WIDTH) / 2
    return {card: CardPlace(x0 + i * NORTH_SPACING, NORTH_Y, 100 + i, melds is not None or card in seen, "north",
                            top_bar=bars.get(card))
            for i, card in enumerate(order)}


@dataclass(frozen=True, slots=True)
class SouthRow:
    places: dict[int, CardPlace]
    xs: tuple[float, ...]  #: the left edge of each card of the order (for dropping a dragged card)


def south_places(order: Sequence[int], drawn: int | None, bars: Mapping[int, Bar], groups: Mapping[int, int],
                 asked: int | None, focused: int | None, draggable: bool) -> SouthRow:
    """The person's hand: ``order`` left to right, a small gap where the meld ``groups`` change
    (so their bars stand apart), the card just ``drawn`` apart at the right and raised, the
    card ``asked`` about (the knock question) raised more."""
    xs: list[float] = []
    x = 0.0
    previous: int | None = None
    for i, card in enumerate(order):
        group = groups.get(card, -1)
        if i and groups and group != previous:
            x += MELD_GAP
        xs.append(x)
        x += SOUTH_SPACING
        previous = group
    width = (xs[-1] if xs else 0.0) + CARD_WIDTH + (DRAWN_GAP + SOUTH_SPACING if drawn is not None else 0)
    x0 = HAND_CENTRE - width / 2
    places = {}
    for i, card in enumerate(order):
        lift = 28.0 if card == asked else 0.0
        places[card] = CardPlace(x0 + xs[i], SOUTH_Y - lift, 200 + i, True, "south", top_bar=bars.get(card),
                                 focused=card in (focused, asked), draggable=draggable)
    if drawn is not None:
        x = x0 + (xs[-1] if xs else 0.0) + DRAWN_GAP + SOUTH_SPACING
        lift = 46.0 if drawn == asked else 18.0
        places[drawn] = CardPlace(x, SOUTH_Y - lift, 200 + len(order), True, "south", top_bar=bars.get(drawn),
                                  focused=drawn in (focused, asked))
    return SouthRow(places, tuple(x0 + offset for offset in xs))


#: one group per meld (or the deadwood): (card, top bar, laid off) in the order shown
_Group = list[tuple[int, Bar | None, bool]]


def _meld_groups(settlement: Settlement, knocker: bool) -> list[_Group]:
    """Each meld low to high, the cards laid off on it in their places (a run's ends, a set's fourth);
    then the deadwood by rank."""
    laid: dict[int, list[int]] = {}
    if knocker:
        for card, index in settlement.layoffs:
            laid.setdefault(index, []).append(int(card))
    melds = settlement.knocker_melds if knocker else settlement.defender_melds
    groups: list[_Group] = []
    for i, meld in enumerate(melds):
        bar: Bar | None = Bar.SET if meld.kind is MeldKind.SET else Bar.RUN
        cards: _Group = [(int(c), bar, False) for c in meld] + [(c, bar, True) for c in laid.get(i, [])]
        cards.sort(key=(lambda t: t[0] % 13) if meld.kind is MeldKind.RUN else (lambda t: (t[2], t[0])))
        groups.append(cards)
    deadwood = settlement.knocker_deadwood_cards if knocker else settlement.defender_deadwood_cards
    if len(deadwood):
        groups.append([(int(c), None, False) for c in sorted(deadwood, key=_rank_key)])
    return groups


def settlement_places(result: HandResult, settlement: Settlement) -> dict[int, CardPlace]:
    """Both hands laid out in their melds; laid-off cards beside the meld they joined, red."""
    knocker = result.knocker if result.knocker is not None else HUMAN
    places: dict[int, CardPlace] = {}
    for player in (knocker, 1 - knocker):
        groups = _meld_groups(settlement, player == knocker)
        y = NORTH_Y if player == OPPONENT else SOUTH_Y
        total = sum(len(group) for group in groups)
        width = total * SETTLED_SPACING + (CARD_WIDTH - SETTLED_SPACING + SETTLED_GAP) * len(groups) - SETTLED_GAP
        x = max(20.0, HAND_CENTRE - width / 2)
        z = 100 + 100 * player
        for group in groups:
            for card, bar, laid_off in group:
                places[card] = CardPlace(x, y, z, True, "north" if y == NORTH_Y else "south",
                                         top_bar=Bar.RED if laid_off else bar,
                                         bottom_bar=Bar.RED if laid_off else None)
                x += SETTLED_SPACING
                z += 1
            x += CARD_WIDTH - SETTLED_SPACING + SETTLED_GAP
    return places
