"""Melds, least deadwood, best discards and layoffs: the data file and brute force."""

from __future__ import annotations

import random

import pytest
from engine_helpers import (
    DENSE_DECK,
    DataLine,
    brute_discards,
    brute_lay_off,
    brute_min_deadwood,
    cards_of,
    is_meld_brute,
    mask_value,
    meld_combinations,
    random_hand,
    reachable_layoffs,
    read_data,
)

from ginqt.cards import CardSet, mask_of, parse_cards
from ginqt.melds import (
    InvalidMeldError,
    Meld,
    MeldKind,
    MeldResult,
    arrangements,
    best_discards,
    best_melds,
    is_meld,
    lay_off,
    mask_layoff_reach,
    mask_min_deadwood,
    min_deadwood,
)

DEADWOOD = read_data("deadwood.txt")


def check_arrangement(mask: int, result: MeldResult) -> None:
    """The melds are real, disjoint, from the hand, and the deadwood is what is left."""
    used = 0
    for meld in result.melds:
        assert is_meld_brute(meld.mask), meld
        assert meld.mask & used == 0, "melds overlap"
        assert meld.mask & ~mask == 0, "meld uses a card not in the hand"
        used |= meld.mask
    assert result.deadwood_cards.mask == mask & ~used
    assert result.deadwood == mask_value(mask & ~used)


# --------------------------------------------------------------------------- data file


@pytest.mark.parametrize("line", DEADWOOD, ids=[f"line{d.number}" for d in DEADWOOD])
def test_deadwood_file(line: DataLine) -> None:
    hand = parse_cards(line["hand"])
    expected = int(line["deadwood"])
    assert min_deadwood(hand) == expected
    assert min_deadwood(hand.mask) == expected
    assert min_deadwood(list(hand)) == expected
    best = best_melds(hand)
    assert best.deadwood == expected
    check_arrangement(hand.mask, best)
    assert brute_min_deadwood(hand.mask) == expected, "the data file disagrees with brute force"
    if "after" in line.fields:
        analysis = best_discards(hand)
        assert analysis.deadwood == int(line["after"])
        assert analysis.discards == parse_cards(line["discards"])
        assert brute_discards(hand.mask) == (int(line["after"]), parse_cards(line["discards"]).mask)


def test_deadwood_file_covers_the_tricky_cases() -> None:
    sizes = {len(parse_cards(d["hand"])) for d in DEADWOOD}
    assert sizes == {10, 11}
    assert len(DEADWOOD) >= 25


# --------------------------------------------------------------------------- melds


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("7S 7H 7D", MeldKind.SET),
        ("7S 7H 7D 7C", MeldKind.SET),
        ("AS 2S 3S", MeldKind.RUN),
        ("JH QH KH", MeldKind.RUN),
        ("5D 6D 7D 8D 9D TD", MeldKind.RUN),
    ],
)
def test_melds(text: str, kind: MeldKind) -> None:
    meld = Meld(parse_cards(text))
    assert meld.kind is kind
    assert is_meld(parse_cards(text))
    assert len(meld) == len(parse_cards(text))
    assert eval(repr(meld), {"Meld": Meld, "CardSet": CardSet}) == meld


@pytest.mark.parametrize(
    "text", ["QS KS AS", "KS AS 2S", "7S 7H", "7S 8S", "7S 8H 9S", "7S 8S TS", "7S 7H 8S", "", "AS 3S 5S"]
)
def test_not_melds(text: str) -> None:
    assert not is_meld(parse_cards(text))
    with pytest.raises(InvalidMeldError, match="neither a set nor a run"):
        Meld(parse_cards(text))


def test_is_meld_agrees_with_brute_force() -> None:
    rng = random.Random(11)
    for _ in range(3000):
        mask = random_hand(rng, rng.randint(1, 5), DENSE_DECK if rng.random() < 0.5 else None)
        assert is_meld(mask) == is_meld_brute(mask), CardSet(mask)


# --------------------------------------------------------------------------- brute force


def _hands(seed: int, count: int, size: int, dense: bool) -> list[int]:
    rng = random.Random(seed)
    return [random_hand(rng, size, DENSE_DECK if dense else None) for _ in range(count)]


@pytest.mark.parametrize(("size", "dense"), [(10, False), (10, True), (11, False), (11, True)])
def test_min_deadwood_and_best_melds_match_brute_force(size: int, dense: bool) -> None:
    for mask in _hands(1000 + size + dense, 1000, size, dense):
        expected = brute_min_deadwood(mask)
        assert min_deadwood(mask) == expected, CardSet(mask)
        result = best_melds(mask)
        assert result.deadwood == expected, CardSet(mask)
        check_arrangement(mask, result)


@pytest.mark.parametrize("dense", [False, True])
def test_best_discards_match_brute_force(dense: bool) -> None:
    for mask in _hands(77 + dense, 500, 11, dense):
        best, bits = brute_discards(mask)
        analysis = best_discards(mask)
        assert (analysis.deadwood, analysis.discards.mask) == (best, bits), CardSet(mask)
        per_card = {c: mask_min_deadwood(mask & ~(1 << c)) for c in cards_of(mask)}
        assert {c: brute_min_deadwood(mask & ~(1 << c)) for c in cards_of(mask)} == per_card


def test_small_and_odd_sized_hands() -> None:
    rng = random.Random(5)
    for _ in range(400):
        mask = random_hand(rng, rng.randint(1, 12), DENSE_DECK)
        assert min_deadwood(mask) == brute_min_deadwood(mask), CardSet(mask)
        assert best_discards(mask).deadwood == brute_discards(mask)[0], CardSet(mask)
    assert min_deadwood(0) == 0
    with pytest.raises(ValueError, match="empty"):
        best_discards(0)


def test_arrangements_are_every_meld_combination() -> None:
    rng = random.Random(8)
    for _ in range(60):
        mask = random_hand(rng, 10, DENSE_DECK)
        found = {tuple(sorted(m.mask for m in a.melds)) for a in arrangements(mask)}
        expected = meld_combinations(mask)
        assert found == expected, CardSet(mask)
        limited = list(arrangements(mask, 10))
        assert all(a.deadwood <= 10 for a in limited)
        assert len(limited) == sum(1 for a in arrangements(mask) if a.deadwood <= 10)


# --------------------------------------------------------------------------- layoffs


def _melds_of(text: str) -> list[Meld]:
    return [Meld(parse_cards(part)) for part in text.split("|")]


def test_layoffs_chain_and_prefer_runs() -> None:
    # 7S could be the fourth 7 or extend 8-9-TS; only the run lets 6S follow.
    melds = _melds_of("7H 7D 7C | 8S 9S TS")
    result = lay_off(melds, parse_cards("6S 7S KD"))
    assert result.laid_off == parse_cards("6S 7S")
    assert result.deadwood == 10
    assert [(card.text, index) for card, index in result.layoffs] == [("7S", 1), ("6S", 1)]
    assert _reach(melds, parse_cards("6S 7S KD")) == parse_cards("6S 7S")


def test_layoffs_never_reach_through_a_gap_or_around_the_corner() -> None:
    assert not _reach(_melds_of("6S 7S 8S"), parse_cards("TS 4S 8H"))
    assert not _reach(_melds_of("JS QS KS"), parse_cards("AS 2S"))
    assert not _reach(_melds_of("AS 2S 3S"), parse_cards("KS QS"))
    # A full set of four takes nothing more; a set never takes a run card and vice versa.
    assert not _reach(_melds_of("5S 5H 5D 5C"), parse_cards("4S 6S"))
    assert _reach(_melds_of("5S 5H 5D"), parse_cards("5C 4S 6D")) == parse_cards("5C")


def test_lay_off_order_replays_as_single_card_extensions() -> None:
    melds = _melds_of("6S 7S 8S")
    result = lay_off(melds, parse_cards("9S TS JS 5S 4S 2H"))
    current = [m.mask for m in melds]
    for card, index in result.layoffs:
        current[index] |= 1 << card
        assert is_meld_brute(current[index])
    assert result.deadwood == 2


@pytest.mark.parametrize("dense", [False, True])
def test_lay_off_matches_brute_force(dense: bool) -> None:
    """The defender's deadwood after lay_off() is its true minimum over every chain of layoffs."""
    rng = random.Random(4242 + dense)
    deck = [s * 13 + r for s in range(4) for r in range(8)] if dense else list(range(52))
    checked = 0
    while checked < 300:
        cards = rng.sample(deck, 20)
        knocker = sum(1 << c for c in cards[:10])
        defender = sum(1 << c for c in cards[10:])
        options = list(arrangements(knocker, 10 if dense else None))
        if not options:
            continue
        arrangement = rng.choice(options[:50])
        melds = tuple(m.mask for m in arrangement.melds)
        result = lay_off(arrangement.melds, defender)
        assert result.deadwood == brute_lay_off(melds, defender), (CardSet(knocker), CardSet(defender))
        laid = result.laid_off.mask
        assert laid in reachable_layoffs(melds, defender)
        check_arrangement(defender & ~laid, MeldResult(result.melds, result.deadwood, result.deadwood_cards))
        assert _reach(arrangement.melds, defender).mask == _brute_candidates(melds, defender)
        checked += 1


def _reach(melds: list[Meld] | tuple[Meld, ...], defender: int | CardSet) -> CardSet:
    """The defender's cards that could be laid off on ``melds`` (chains counted), as a card set."""
    return CardSet(mask_layoff_reach([meld.mask for meld in melds], mask_of(defender)))


def _brute_candidates(melds: tuple[int, ...], defender: int) -> int:
    reach = 0
    for laid in reachable_layoffs(melds, defender):
        reach |= laid
    return reach


def test_the_discard_tables_are_built_at_the_first_discard() -> None:
    """Importing the solver builds no discard table (a start shows the window before anyone discards); the
    first best discard builds them, and answers as the solver always did."""
    import subprocess
    import sys
    from pathlib import Path

    code = ("import ginqt.melds as m; from ginqt.cards import mask_of; before = len(m._DISCARD_GAIN); "
            "answer = m.mask_best_discard(mask_of('AS 2S 3S 7H 7D 7C KH KD 4C 5D QC')); "
            "print(before, len(m._DISCARD_GAIN), len(m._DISCARD_BITS), answer[0])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", str(1 << 13), str(1 << 13), "29"]
