"""Card text, card numbers and the set-like CardSet."""

from __future__ import annotations

import random

import pytest

from ginqt.cards import (
    ALL_CARDS,
    DECK_MASK,
    Card,
    CardParseError,
    CardSet,
    DuplicateCardError,
    Rank,
    Suit,
    card_value,
    mask_of,
    parse_card,
    parse_cards,
    shuffled_deck,
)

NAMES = {"Card": Card, "CardSet": CardSet}


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("7h", Rank.SEVEN, Suit.HEARTS),
        ("7H", Rank.SEVEN, Suit.HEARTS),
        ("TS", Rank.TEN, Suit.SPADES),
        ("ts", Rank.TEN, Suit.SPADES),
        ("10d", Rank.TEN, Suit.DIAMONDS),
        ("10D", Rank.TEN, Suit.DIAMONDS),
        ("as", Rank.ACE, Suit.SPADES),
        ("Kc", Rank.KING, Suit.CLUBS),
        ("qD", Rank.QUEEN, Suit.DIAMONDS),
        ("jh", Rank.JACK, Suit.HEARTS),
        ("2c", Rank.TWO, Suit.CLUBS),
    ],
)
def test_parse_card(text: str, rank: Rank, suit: Suit) -> None:
    card = parse_card(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert card == Card.of(rank, suit) == Card.parse(text)
    assert card == suit * 13 + rank - 1  # suit-major numbering, ace = 0


@pytest.mark.parametrize("text", ["", "7", "H", "1h", "11s", "7x", "0d", "AA", "7h7", "10", "ZZ", "7 h", "7♣x"])
def test_bad_card_text_names_the_token(text: str) -> None:
    with pytest.raises(CardParseError) as info:
        parse_card(text)
    assert isinstance(info.value, ValueError)
    assert repr(text) in str(info.value)


def test_card_symbols_and_spaces_are_accepted() -> None:
    assert parse_card(" KH ") == parse_card("KH") == parse_card("K♥")
    assert parse_card("10♣") == parse_card("TC")


def test_parse_cards_names_the_bad_token() -> None:
    with pytest.raises(CardParseError, match="'XX'"):
        parse_cards("AS 2S XX 4S")
    with pytest.raises(ValueError, match="'1h'"):
        parse_cards("7h,1h")


def test_parse_cards_rejects_duplicates() -> None:
    with pytest.raises(DuplicateCardError, match="7H") as info:
        parse_cards("7h 8h 7H")
    assert isinstance(info.value, ValueError)
    with pytest.raises(DuplicateCardError):
        parse_cards("10d TD")
    with pytest.raises(DuplicateCardError):
        CardSet([1, 2, 1])


def test_card_values_and_text() -> None:
    assert [parse_card(t).value for t in "AS 2S 9S TS JS QS KS".split()] == [1, 2, 9, 10, 10, 10, 10]
    assert [card_value(c) for c in range(13)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
    assert parse_card("10h").text == "TH"
    assert parse_card("th").symbol == "10♥"
    assert str(parse_card("qc")) == "QC"
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]
    assert Suit.HEARTS.is_red and not Suit.CLUBS.is_red
    assert Rank.KING.value == 10 and Rank.ACE.letter == "A"


def test_card_numbers() -> None:
    assert len(ALL_CARDS) == 52 and list(ALL_CARDS) == list(range(52))
    assert Card(5) is ALL_CARDS[5]
    assert Card("6s") is Card(5)
    for bad in (-1, 52):
        with pytest.raises(ValueError, match=r"0\.\.51"):
            Card(bad)
    with pytest.raises(ValueError):
        Card.of(14, 0)
    assert Card(12).mask == 1 << 12


def test_repr_pastes_back() -> None:
    for card in ALL_CARDS:
        assert eval(repr(card), NAMES) == card
    rng = random.Random(1)
    for _ in range(50):
        cards = CardSet(rng.sample(range(52), rng.randint(0, 12)))
        assert eval(repr(cards), NAMES) == cards
    assert repr(parse_cards("KC QC JC")) == "CardSet('JC QC KC')"


def test_cardset_is_set_like() -> None:
    a = parse_cards("7h 8h 9h")
    b = parse_cards("9h Th")
    assert a | b == parse_cards("7H 8H 9H TH")
    assert a & b == parse_cards("9h")
    assert a - b == parse_cards("7h 8h")
    assert a ^ b == parse_cards("7h 8h th")
    assert parse_cards("8h") <= a and not b <= a
    assert parse_card("8h") in a and parse_card("8s") not in a and "8h" not in a and 99 not in a
    assert len(a) == 3 and bool(a) and not CardSet()
    assert list(a) == [parse_card("7h"), parse_card("8h"), parse_card("9h")]
    assert a.add(parse_card("6h")) == parse_cards("6h 7h 8h 9h") and a == parse_cards("7h 8h 9h")
    assert a.remove(parse_card("7h")) == parse_cards("8h 9h")
    with pytest.raises(KeyError):
        a.remove(parse_card("2c"))
    assert {a, parse_cards("9H 8H 7H")} == {a}
    assert a.value == 24
    assert CardSet("AS, 2S 3S") == CardSet([0, 1, 2]) == CardSet(0b111) == CardSet(CardSet(0b111))
    with pytest.raises(AttributeError):
        a.mask = 0
    with pytest.raises(ValueError):
        CardSet(DECK_MASK + 1)
    assert a.__eq__(a.mask) is NotImplemented


def test_mask_of_accepts_every_form() -> None:
    assert mask_of("AS 2S") == mask_of([0, 1]) == mask_of(CardSet(3)) == mask_of(3) == 3
    assert mask_of(parse_card("2S")) == 2


def test_shuffled_deck_is_a_seeded_permutation() -> None:
    deck = shuffled_deck(random.Random(3))
    assert sorted(deck) == list(range(52))
    assert deck == shuffled_deck(random.Random(3))
    assert deck != shuffled_deck(random.Random(4))


def test_a_card_set_pickles_as_its_mask() -> None:
    """Results that hold card sets (an analysis' reasons) travel between worker processes."""
    import pickle

    from ginqt.cards import CardSet

    cards = CardSet("7h 8h 9h QS")
    again = pickle.loads(pickle.dumps(cards))
    assert again == cards and type(again) is CardSet and again.mask == cards.mask
