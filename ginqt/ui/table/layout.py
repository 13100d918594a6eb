"""Where the cards lie on the table, in scene units.

The table is 1200 x 800 units by default; the view widens it or makes it taller to fit
the window's shape (:class:`TableSize`), so the felt fills the window and nothing is
cut: the rows spread out, the cards keep their size.  Plain functions of the cards
and their melds: the stock and the discard pile stacked, the opponent's hand in the
north row, the person's in the south row (melds first, with a small gap between
groups, the card just drawn apart at the right), and both hands laid out in their
melds when a knock is settled.  Nothing here knows Qt or a rule: melds come from
:mod:`ginqt.melds`, the settlement from the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ginqt.engine import HandResult, Settlement
from ginqt.melds import Meld, MeldKind, MeldResult
from ginqt.play.session import HUMAN, OPPONENT
from ginqt.preferences import SortOrder
from ginqt.ui.game.marks import Bar

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "NORTH_BACKS",
    "STOCK_BACKS",
    "CardPlace",
    "ShownMeld",
    "TableSize",
    "meld_bars",
    "meld_groups",
    "meld_order",
    "north_places",
    "pile_places",
    "settlement_places",
    "shown_melds",
    "sorted_hand",
    "south_places",
    "stock_places",
    "suit_order",
]

CARD_WIDTH = 90.0  #: a card, as ginqt.ui.table.render draws it
CARD_HEIGHT = 126.0
NORTH_SPACING = 52.0
SOUTH_SPACING = 74.0
DRAWN_GAP = 36.0
MELD_GAP = 16.0
SETTLED_SPACING = 40.0
SETTLED_GAP = 14.0
SIDE_WIDTH = 230.0  #: the column at the right: the scores, the keys, the legend (times :attr:`TableSize.words`)
#: The size the table is composed for; the view makes it wider (up to MAX_WIDTH) or taller (up to MAX_HEIGHT).
BASE_WIDTH, BASE_HEIGHT = 1200.0, 800.0
MIN_HEIGHT, MAX_WIDTH, MAX_HEIGHT = 760.0, 1600.0, 1000.0
#: Large text: the table is this much taller per 100 % more text (the rows of words need the room).
HEIGHT_PER_SCALE = 180.0
#: The person's ten cards fanned, with the gaps between three melds: the row centred on the table's centre line.
TEN_CARDS = 9 * SOUTH_SPACING + 3 * MELD_GAP + CARD_WIDTH
#: The widest the person's row may be: the ten cards and the drawn card's place at their right.
HAND_ROW = TEN_CARDS + DRAWN_GAP + SOUTH_SPACING
#: How far the person's row reaches right of the centre line (the drawn card beside the ten cards centred on it).
HAND_REACH = HAND_ROW - TEN_CARDS / 2
#: The signs beside the cards (the score board, the legend, the keys) are drawn at least this large on screen (a
#: share of their size), however small the window; and at most this many times their size.
READABLE, MAX_WORDS = 0.95, 1.6
#: No word on the table is smaller on screen than this many pixels: in a small view (a small window, or the docks
#: beside the table) the table's words are drawn larger, up to :data:`MAX_TEXT` times their size.
MIN_TEXT_PX, MAX_TEXT = 10.0, 2.0
#: The smallest words of the middle of the table (the captions) and of the column at the right (the legend, the
#: status line), in scene units at normal size.
SMALLEST_MIDDLE, SMALLEST_SIDE = 15.0, 14.0
#: The room between the stock and the discard pile (more for larger captions: :attr:`TableSize.spread`)
PILES_GAP = 50.0
#: How far right of the centre line the buttons beside the discard pile reach (200 wide, 160 from its left edge)
BUTTONS_REACH = PILES_GAP / 2 + 160 + 200 + 20


@dataclass(frozen=True, slots=True)
class TableSize:
    """The table's size in scene units, where its rows and columns are, and how large its words are drawn.

    >>> TableSize.fitting(1600, 800)  # a wide window: a wider table
    TableSize(width=1520.0, height=760.0, words=1.0, text=1.0)
    >>> TableSize.fitting(900, 750).height  # a tall one: a taller table
    1000.0
    >>> TableSize.fitting(1024, 550).words  # a small window: the signs larger, to stay readable
    1.31
    >>> TableSize.fitting(1600, 800, 2.0)  # large text: room for it
    TableSize(width=1600.0, height=940.0, words=2.0, text=2.0)
    >>> TableSize.fitting(560, 455).text  # the docks beside the table in an 800 x 500 window: larger words
    1.8
    """

    width: float = BASE_WIDTH
    height: float = BASE_HEIGHT
    words: float = 1.0  #: the score board, the legend and the keys this many times their size
    text: float = 1.0  #: the table's other words this many times their size: the text size, or larger to be read

    @classmethod
    def fitting(cls, width: float, height: float, scale: float = 1.0) -> TableSize:
        """The table for a view of ``width`` x ``height`` pixels, with text ``scale`` times its size: its shape,
        within the limits; its signs at least :data:`READABLE` of their size on screen; wide enough for them
        beside the person's row; and its words larger than ``scale`` asks where the view is so small that they
        would be drawn under :data:`MIN_TEXT_PX` on screen (as large as :data:`MAX_TEXT` allows)."""
        if width <= 0 or height <= 0:
            return cls(text=scale)
        text = scale
        size = cls._shaped(width, height, text)
        while not size.readable(width, height) and text < MAX_TEXT:
            text = min(MAX_TEXT, round(text + 0.05, 2))
            size = cls._shaped(width, height, text)
        return size

    @classmethod
    def _shaped(cls, width: float, height: float, scale: float) -> TableSize:
        """The table for the view, its words ``scale`` times their size."""
        least = min(MAX_HEIGHT, MIN_HEIGHT + HEIGHT_PER_SCALE * (scale - 1.0))
        aspect = width / height
        if aspect >= BASE_WIDTH / least:
            size = (float(min(MAX_WIDTH, round(least * aspect))), least)
        else:
            size = (BASE_WIDTH, float(min(MAX_HEIGHT, max(least, round(BASE_WIDTH / aspect)))))
        on_screen = min(width / size[0], height / size[1])
        beside = (size[0] - HAND_ROW - 60) / SIDE_WIDTH  # what the room beside the person's row holds
        words = round(max(scale, min(MAX_WORDS, READABLE / on_screen, beside)), 2)
        room = HAND_ROW + 60 + SIDE_WIDTH * words  # large text: a wider table if it needs one
        return cls(max(size[0], float(round(room))), size[1], words, scale)

    def on_screen(self, width: float, height: float) -> float:
        """How large a scene unit is drawn in a view of ``width`` x ``height`` pixels (the whole table shown, within
        the two pixels Qt's ``fitInView`` leaves at each edge)."""
        return min((width - 4) / self.width, (height - 4) / self.height)

    def readable(self, width: float, height: float) -> bool:
        """Are the table's smallest words at least :data:`MIN_TEXT_PX` on screen in a view of that size (their fonts
        are whole pixels)?"""
        smallest = min(int(SMALLEST_MIDDLE * self.text), int(SMALLEST_SIDE * self.words))
        return smallest * self.on_screen(width, height) >= MIN_TEXT_PX

    @property
    def side_width(self) -> float:
        """The width of the column at the right."""
        return SIDE_WIDTH * self.words

    @property
    def side_x(self) -> float:
        """The left edge of the column at the right."""
        return self.width - self.side_width - 20

    @property
    def centre_x(self) -> float:
        """The table's centre line: both hands, the stock and the discard pile are centred on it (the person's ten
        cards; the card drawn lies at their right).  The table's middle where the side column leaves room for the
        person's row, else as near it as that row allows, so that no wide empty band stands between the cards and
        the column.

        >>> TableSize(1417.0, 760.0).centre_x, TableSize(1600.0, 760.0).centre_x, TableSize(1200.0, 800.0).centre_x
        (635.0, 800.0, 422.0)
        """
        reach = max(HAND_REACH, BUTTONS_REACH + self.spread)  # the person's row; the buttons beside the piles
        return max(TEN_CARDS / 2 + 20, min(self.width / 2, self.side_x - 20 - reach))

    @property
    def half_room(self) -> float:
        """How far from :attr:`centre_x` a centred text or panel may reach on both sides (the side column's edge)."""
        return min(self.centre_x - 10, self.side_x - 10 - self.centre_x)

    @property
    def north_y(self) -> float:
        return 30.0

    @property
    def middle_y(self) -> float:
        """The top of the stock and the discard pile."""
        return 290.0 + (self.height - BASE_HEIGHT) / 2

    @property
    def south_y(self) -> float:
        return self.height - 196.0

    @property
    def spread(self) -> float:
        """How much further apart the middle row's things stand for their larger captions (0 at normal size)."""
        return 40 * (min(self.words, MAX_WORDS) - 1)

    @property
    def caption_room(self) -> float:
        """How wide a caption under the stock, the discard pile or the knock card may be (their middles' distance)."""
        return self.pile_x - self.stock_x - 2

    @property
    def stock_x(self) -> float:
        """The stock's left edge: the stock and the discard pile side by side, :data:`PILES_GAP` apart, centred on
        the centre line."""
        return self.centre_x - CARD_WIDTH - PILES_GAP / 2 - self.spread

    @property
    def pile_x(self) -> float:
        return self.centre_x + PILES_GAP / 2 + self.spread

    @property
    def knock_x(self) -> float:
        return self.stock_x - 165 - 2 * self.spread

    @property
    def button_x(self) -> float:
        return self.pile_x + 160


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
    visible: float = CARD_WIDTH  #: how much of the card's width shows (the next card in a fan covers the rest)
    arrives: bool = True  #: newly shown, it comes from where a face-down card that left was (the card it stood for)


def _rank_key(card: int) -> tuple[int, int]:
    return (-(card % 13), card // 13)


#: Suits left to right when a hand is sorted by suit: spades, hearts, clubs, diamonds (black and red alternate).
SUIT_ORDER = (0, 1, 3, 2)


def suit_order(cards: Iterable[int]) -> list[int]:
    """By suit, black and red alternating (♠ ♥ ♣ ♦), highest first within a suit.

    >>> from ginqt.cards import Card, parse_cards
    >>> " ".join(Card(c).symbol for c in suit_order(parse_cards("2d Kh 3c As 9h")))
    'A♠ K♥ 9♥ 3♣ 2♦'
    """
    return sorted(cards, key=lambda card: (SUIT_ORDER.index(card // 13), -(card % 13)))


@dataclass(frozen=True, slots=True)
class ShownMeld:
    """A meld as the table shows it: its cards in order, and which of the engine's melds it shows."""

    kind: MeldKind
    cards: tuple[int, ...]  #: a set by suit, a run low to high
    parts: tuple[int, ...]  #: the indices of the engine's melds shown as this one


def shown_melds(melds: Sequence[Meld]) -> list[ShownMeld]:
    """The engine's ``melds`` as a player reads them: sets, then runs, and a run that carries on another of its
    suit shown as one run with it.  The engine may lay 7♦ to Q♦ down as 7♦ 8♦ 9♦ and 10♦ J♦ Q♦ (two melds, the
    same cards, the same deadwood); the table shows one run 7♦–Q♦.  Only the showing joins them: which cards
    meld is the engine's (:mod:`ginqt.melds`).

    >>> from ginqt.melds import best_melds
    >>> from ginqt.cards import Card, parse_cards
    >>> [" ".join(Card(c).symbol for c in m.cards) for m in shown_melds(best_melds(parse_cards(
    ...     "7d 8d 9d Td Jd Qd 5s 5h 5c 2c")).melds)]
    ['5♠ 5♥ 5♣', '7♦ 8♦ 9♦ 10♦ J♦ Q♦']
    """
    order = sorted(range(len(melds)), key=lambda i: (melds[i].kind is not MeldKind.SET, min(melds[i].cards)))
    shown: list[ShownMeld] = []
    for i in order:
        kind, cards = melds[i].kind, tuple(sorted(int(card) for card in melds[i].cards))
        last = shown[-1] if shown else None
        if last is not None and kind is MeldKind.RUN and last.kind is MeldKind.RUN \
                and cards[0] == last.cards[-1] + 1 and cards[0] // 13 == last.cards[-1] // 13:
            shown[-1] = ShownMeld(kind, last.cards + cards, (*last.parts, i))
        else:
            shown.append(ShownMeld(kind, cards, (i,)))
    return shown


def meld_groups(result: MeldResult) -> dict[int, int]:
    """Each melded card's group as the table shows it (:func:`shown_melds`): a small gap stands between groups."""
    return {card: i for i, meld in enumerate(shown_melds(result.melds)) for card in meld.cards}


def meld_order(result: MeldResult, deadwood_by_suit: bool = False) -> list[int]:
    """Sets, then runs (each low to high, as melds are written: 3♥ 4♥ 5♥), then the
    unmatched cards highest to lowest (as the 1993 DOS program sorts a hand), or in suit
    order (``deadwood_by_suit``: the PalmPilot program's AUTO SUITE)."""
    # a set by suit; a run by rank (one suit: card order is rank order)
    order = [int(card) for meld in shown_melds(result.melds) for card in meld.cards]
    deadwood = [int(card) for card in result.deadwood_cards]
    order.extend(suit_order(deadwood) if deadwood_by_suit else sorted(deadwood, key=_rank_key))
    return order


def meld_bars(result: MeldResult) -> dict[int, Bar]:
    """A blue bar over every card in a set, a green one over every card in a run."""
    return {card: Bar.SET if meld.kind is MeldKind.SET else Bar.RUN for meld in result.melds for card in meld.cards}


def sorted_hand(cards: Iterable[int], order: SortOrder, melds: MeldResult, manual: Sequence[int]) -> list[int]:
    """The person's cards left to right: by rank, by suit, melds first (``melds`` is theirs; the
    deadwood by rank or by suit), or as dragged (``manual``; new cards join at the right, by rank)."""
    hand = list(cards)
    if order is SortOrder.RANK:
        return sorted(hand, key=_rank_key)
    if order is SortOrder.SUIT:
        return suit_order(hand)
    if order in (SortOrder.MELDS, SortOrder.MELDS_SUIT):
        return meld_order(melds, deadwood_by_suit=order is SortOrder.MELDS_SUIT)
    kept = [card for card in manual if card in hand]
    kept.extend(card for card in sorted(hand, key=_rank_key) if card not in kept)
    return kept


#: The stand-ins of the face-down cards: the table draws a back for each, never the card under it (the window does not
#: know it).  The stock's top cards are ``STOCK_BACKS`` (by their place in it, so that a card keeps its back while the
#: stock shrinks), the opponent's face-down cards ``NORTH_BACKS``.
STOCK_BACKS = tuple(range(52, 57))
NORTH_BACKS = tuple(range(57, 69))  #: at most 11 face-down cards, one spare


def stock_places(count: int, size: TableSize = TableSize()) -> dict[int, CardPlace]:
    """Face down, slightly stacked; only the top few of its ``count`` cards can be seen, so only their backs are placed
    (a back coming into view under the others appears in place)."""
    places = {}
    for i in range(max(0, count - 4), count):
        depth = min(count, 31) * 0.25 - (count - 1 - i) * 1.5
        places[STOCK_BACKS[i % len(STOCK_BACKS)]] = CardPlace(size.stock_x - depth, size.middle_y - depth, i, False,
                                                              "stock", arrives=False)
    return places


def pile_places(pile: Sequence[int], knocked: bool, size: TableSize = TableSize()) -> dict[int, CardPlace]:
    """The top of the discard pile; a knock's discard lies face down."""
    places = {}
    for i in range(max(0, len(pile) - 3), len(pile)):
        top = i == len(pile) - 1
        depth = (len(pile) - 1 - i) * 1.5
        places[pile[i]] = CardPlace(size.pile_x + depth, size.middle_y + depth, i, not (top and knocked), "pile")
    return places


def north_places(shown: Iterable[int], backs: Sequence[int], melds: MeldResult | None,
                 size: TableSize = TableSize()) -> dict[int, CardPlace]:
    """The opponent's hand: open (``melds`` given: ``shown`` is all of it) in its melds with their bars; closed, the
    cards it took from the pile (``shown``) face up at the left, then its face-down cards: the stand-ins ``backs``, in
    their order."""
    if melds is not None:
        order, bars = [*meld_order(melds), *backs], meld_bars(melds)
    else:
        order, bars = [*sorted(shown), *backs], {}
    x0 = size.centre_x - ((len(order) - 1) * NORTH_SPACING + CARD_WIDTH) / 2
    last = len(order) - 1
    return {card: CardPlace(x0 + i * NORTH_SPACING, size.north_y, 100 + i, card < STOCK_BACKS[0], "north",
                            top_bar=bars.get(card), visible=CARD_WIDTH if i == last else NORTH_SPACING)
            for i, card in enumerate(order)}


@dataclass(frozen=True, slots=True)
class SouthRow:
    places: dict[int, CardPlace]
    xs: tuple[float, ...]  #: the left edge of each card of the order (for dropping a dragged card)


def _offsets(order: Sequence[int], groups: Mapping[int, int]) -> list[float]:
    """Each card's left edge from the first's: a small gap where the meld ``groups`` change."""
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
    return xs


def south_places(order: Sequence[int], drawn: int | None, bars: Mapping[int, Bar], groups: Mapping[int, int],
                 asked: int | None, focused: int | None, draggable: bool, size: TableSize = TableSize()) -> SouthRow:
    """The person's hand: ``order`` left to right, a small gap where the meld ``groups`` change
    (so their bars stand apart), the card just ``drawn`` apart at the right and raised, the
    card ``asked`` about (the knock question) raised more.

    A hand of ten keeps room for the card drawn at its right, so drawing moves none of its
    cards: the card under the pointer is still there when the person clicks.
    """
    xs = _offsets(order, groups)
    width = (xs[-1] if xs else 0.0) + CARD_WIDTH
    x0 = size.centre_x - width / 2  # the cards on the centre line, the drawn card's place kept at their right
    places = {}
    for i, card in enumerate(order):
        lift = 28.0 if card == asked else 0.0
        visible = min(CARD_WIDTH, xs[i + 1] - xs[i]) if i + 1 < len(xs) else CARD_WIDTH
        places[card] = CardPlace(x0 + xs[i], size.south_y - lift, 200 + i, True, "south", top_bar=bars.get(card),
                                 focused=card in (focused, asked), draggable=draggable, visible=visible)
    if drawn is not None:
        x = x0 + (xs[-1] if xs else 0.0) + DRAWN_GAP + SOUTH_SPACING
        lift = 46.0 if drawn == asked else 18.0
        places[drawn] = CardPlace(x, size.south_y - lift, 200 + len(order), True, "south", top_bar=bars.get(drawn),
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
    for meld in shown_melds(melds):  # a run the engine laid down in two parts: one run
        bar: Bar | None = Bar.SET if meld.kind is MeldKind.SET else Bar.RUN
        cards: _Group = [(c, bar, False) for c in meld.cards] + [(c, bar, True) for i in meld.parts
                                                                  for c in laid.get(i, [])]
        cards.sort(key=(lambda t: t[0] % 13) if meld.kind is MeldKind.RUN else (lambda t: (t[2], t[0])))
        groups.append(cards)
    deadwood = settlement.knocker_deadwood_cards if knocker else settlement.defender_deadwood_cards
    if len(deadwood):
        groups.append([(int(c), None, False) for c in sorted(deadwood, key=_rank_key)])
    return groups


def settlement_places(result: HandResult, settlement: Settlement, size: TableSize = TableSize()
                      ) -> dict[int, CardPlace]:
    """Both hands laid out in their melds; laid-off cards beside the meld they joined, a red bar
    over and under the part of them that shows."""
    knocker = result.knocker if result.knocker is not None else HUMAN
    places: dict[int, CardPlace] = {}
    for player in (knocker, 1 - knocker):
        groups = _meld_groups(settlement, player == knocker)
        y = size.north_y if player == OPPONENT else size.south_y
        total = sum(len(group) for group in groups)
        width = total * SETTLED_SPACING + (CARD_WIDTH - SETTLED_SPACING + SETTLED_GAP) * len(groups) - SETTLED_GAP
        x = max(20.0, size.centre_x - width / 2)
        z = 100 + 100 * player
        for group in groups:
            for i, (card, bar, laid_off) in enumerate(group):
                places[card] = CardPlace(x, y, z, True, "north" if player == OPPONENT else "south",
                                         top_bar=Bar.LAID_OFF if laid_off else bar,
                                         bottom_bar=Bar.LAID_OFF if laid_off else None,
                                         visible=CARD_WIDTH if i == len(group) - 1 else SETTLED_SPACING)
                x += SETTLED_SPACING
                z += 1
            x += CARD_WIDTH - SETTLED_SPACING + SETTLED_GAP
    return places
