"""Cards, ranks, suits and card sets.

A card is an ``int`` from 0 to 51 laid out suit-major: ``suit * 13 + rank_index``
(rank index 0 is the ace).  Each suit therefore occupies one 13-bit field of a
52-bit mask, which is what makes run detection in :mod:`ginqt.melds` a table lookup.

>>> parse_card("7h")
Card('7H')
>>> parse_cards("As 2s 3s")
CardSet('AS 2S 3S')
>>> Card.parse("10d").value
10
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final, TypeAlias

__all__ = [
    "ALL_CARDS",
    "DECK_MASK",
    "Card",
    "CardParseError",
    "CardSet",
    "DuplicateCardError",
    "Mask",
    "Rank",
    "Suit",
    "card_value",
    "mask_of",
    "parse_card",
    "parse_cards",
    "shuffled_deck",
]

#: A set of cards as a 52-bit int: bit ``c`` is set when card ``c`` is in the set.  The
#: mask-level functions of :mod:`ginqt.melds` (``mask_min_deadwood``, ``mask_best_discard``,
#: ``deadwood_after_each``) take and return masks; they are the fast path for strategies.
Mask: TypeAlias = int

SUIT_BITS: Final = 13
SUIT_MASK: Final = (1 << SUIT_BITS) - 1
DECK_MASK: Final = (1 << 52) - 1


class Suit(IntEnum):
    """The four suits; all have equal value in Gin Rummy."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(IntEnum):
    """Ranks, ace low (Gin Rummy never plays the ace high)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return "A23456789TJQK"[self - 1]

    @property
    def value(self) -> int:
        """Deadwood value: ace 1, pips their number, faces 10."""
        return min(int(self), 10)


_RANK_LETTERS: Final = "A23456789TJQK"
_SUIT_LETTERS: Final = "SHDC"
#: Deadwood value of each card, indexed by card number.
CARD_VALUES: Final[tuple[int, ...]] = tuple(min(i % 13 + 1, 10) for i in range(52))


class CardParseError(ValueError):
    """A piece of text is not a card (``"7h"``, ``"TS"``, ``"10d"``)."""


class DuplicateCardError(ValueError):
    """The same card was named twice where a set of distinct cards is expected."""


class Card(int):
    """One card: an ``int`` 0..51 with a readable ``repr`` that pastes back as code."""

    __slots__ = ()

    def __new__(cls, value: int | str) -> Card:
        """``Card(7)`` or ``Card('8S')``: the card of a number 0..51 or of card text."""
        if type(value) is Card:
            return value
        if isinstance(value, str):
            return parse_card(value)
        if not 0 <= value < 52:
            raise ValueError(f"card number must be 0..51, not {value!r}")
        return _CARDS[value]

    @classmethod
    def parse(cls, text: str) -> Card:
        return parse_card(text)

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit | int) -> Card:
        """The card of ``rank`` (1..13) and ``suit``."""
        if not 1 <= rank <= 13 or not 0 <= suit <= 3:
            raise ValueError(f"no card of rank {rank!r} and suit {suit!r}")
        return _CARDS[suit * 13 + rank - 1]

    @property
    def rank(self) -> Rank:
        return Rank(self % 13 + 1)

    @property
    def suit(self) -> Suit:
        return Suit(self // 13)

    @property
    def value(self) -> int:
        """Deadwood value: ace 1, pips their number, faces 10."""
        return CARD_VALUES[self]

    @property
    def mask(self) -> int:
        return 1 << self

    @property
    def text(self) -> str:
        """Canonical text, e.g. ``"TS"``."""
        return _RANK_LETTERS[self % 13] + _SUIT_LETTERS[self // 13]

    @property
    def symbol(self) -> str:
        """Text for people, e.g. ``"10♠"``."""
        rank = "10" if self % 13 == 9 else _RANK_LETTERS[self % 13]
        return rank + "♠♥♦♣"[self // 13]

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __str__(self) -> str:
        return self.text


def _make_cards() -> tuple[Card, ...]:
    cards = []
    for i in range(52):
        card = int.__new__(Card, i)
        cards.append(card)
    return tuple(cards)


_CARDS: Final[tuple[Card, ...]] = _make_cards()
#: The 52 cards in order: spades A..K, hearts, diamonds, clubs.
ALL_CARDS: Final = _CARDS


def card_value(card: int) -> int:
    """Deadwood value of a card number."""
    return CARD_VALUES[card]


_RANK_BY_TEXT: Final = {letter: i for i, letter in enumerate(_RANK_LETTERS)} | {"10": 9}
_SUIT_BY_TEXT: Final = {letter: i for i, letter in enumerate(_SUIT_LETTERS)} | {
    symbol: i for i, symbol in enumerate("♠♥♦♣")
}
_PARSE_CACHE: dict[str, Card] = {}


def parse_card(text: str) -> Card:
    """Parse one card: rank ``A 2-9 T J Q K`` (or ``10``) then suit ``S H D C``, any case.

    >>> parse_card("qd").symbol
    'Q♦'
    """
    cached = _PARSE_CACHE.get(text)
    if cached is not None:
        return cached
    if not isinstance(text, str):
        raise CardParseError(f"a card must be text like '7H', not {text!r}")
    token = text.strip().upper()
    rank = _RANK_BY_TEXT.get(token[:-1]) if len(token) >= 2 else None
    suit = _SUIT_BY_TEXT.get(token[-1:]) if token else None
    if rank is None or suit is None:
        raise CardParseError(
            f"{text!r} is not a card: write a rank (A 2-9 T J Q K, or 10) "
            "followed by a suit (S H D C), e.g. '7H', 'TS' or '10d'"
        )
    card = _CARDS[suit * 13 + rank]
    if len(_PARSE_CACHE) < 4096:
        _PARSE_CACHE[text] = card
    return card


def parse_cards(text: str) -> CardSet:
    """Parse cards separated by spaces or commas into a :class:`CardSet`.

    >>> parse_cards("KC, QC JC")
    CardSet('JC QC KC')
    """
    if not isinstance(text, str):
        raise CardParseError(f"cards must be text like 'AS 2S 3S', not {text!r}")
    mask = 0
    for token in text.replace(",", " ").split():
        card = parse_card(token)
        if mask >> card & 1:
            raise DuplicateCardError(f"{token!r} names {card.text}, which is already in {text!r}")
        mask |= 1 << card
    return CardSet(mask)


def mask_of(cards: int | str | CardSet | Iterable[int]) -> int:
    """The 52-bit mask of ``cards`` (a mask, a :class:`CardSet` or card numbers)."""
    if type(cards) is int:
        return cards
    if isinstance(cards, CardSet):
        return cards.mask
    if isinstance(cards, str):
        return parse_cards(cards).mask
    if isinstance(cards, int):  # a Card given alone
        return 1 << cards
    mask = 0
    for card in cards:
        bit = 1 << card
        if mask & bit:
            raise DuplicateCardError(f"{Card(card).text} appears twice")
        mask |= bit
    return mask


def iter_mask(mask: int) -> Iterator[Card]:
    """The cards of a mask, lowest number first."""
    while mask:
        low = mask & -mask
        yield _CARDS[low.bit_length() - 1]
        mask ^= low


class CardSet:
    """An immutable set of cards backed by a 52-bit mask.

    Accepts a mask, card text, or an iterable of cards:

    >>> CardSet("7h 8h 9h") | CardSet([Card.parse("TH")])
    CardSet('7H 8H 9H TH')
    >>> len(CardSet(0b111)), Card.parse("2s") in CardSet(0b111)
    (3, True)
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: int | str | Iterable[int] | CardSet = 0) -> None:
        if type(cards) is int:
            if not 0 <= cards <= DECK_MASK:
                raise ValueError(f"card mask out of range: {cards:#x}")
            object.__setattr__(self, "mask", cards)
        else:
            object.__setattr__(self, "mask", mask_of(cards))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[type[CardSet], tuple[int]]:
        """Pickled as its mask (it sets no attributes after it is made): results travel between processes."""
        return (CardSet, (self.mask,))

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and 0 <= card < 52 and bool(self.mask >> card & 1)

    def __iter__(self) -> Iterator[Card]:
        return iter_mask(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __xor__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask ^ other.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def add(self, card: int) -> CardSet:
        """A new set with ``card`` added."""
        return CardSet(self.mask | 1 << card)

    def remove(self, card: int) -> CardSet:
        """A new set without ``card``; ``KeyError`` if it is absent."""
        if not self.mask >> card & 1:
            raise KeyError(Card(card))
        return CardSet(self.mask & ~(1 << card))

    @property
    def value(self) -> int:
        """Sum of the cards' deadwood values."""
        return sum(CARD_VALUES[c] for c in iter_mask(self.mask))

    @property
    def text(self) -> str:
        return " ".join(card.text for card in self)

    def __repr__(self) -> str:
        return f"CardSet({self.text!r})"

    def __str__(self) -> str:
        return self.text


def mask_value(mask: int) -> int:
    """Sum of deadwood values of the cards in ``mask``."""
    total = 0
    while mask:
        low = mask & -mask
        total += CARD_VALUES[low.bit_length() - 1]
        mask ^= low
    return total


def shuffled_deck(rng: random.Random) -> list[Card]:
    """All 52 cards in a random order drawn from ``rng`` (seeded for reproducible deals)."""
    deck = list(_CARDS)
    rng.shuffle(deck)
    return deck
