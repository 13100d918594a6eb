"""Scoring knocks: the settlements data file, checked against the engine and brute force."""

from __future__ import annotations

import random

import pytest
from engine_helpers import DataLine, all_melds, brute_lay_off, brute_min_deadwood, mask_value, read_data

from ginqt.cards import CardSet, parse_cards
from ginqt.engine import NotAKnockError, Settlement, SettlementKind, Side, settle
from ginqt.melds import Meld, arrangements
from ginqt.rules import Rules

SETTLEMENTS = read_data("settlements.txt")


def rules_of(line: DataLine) -> Rules:
    values: dict[str, object] = {}
    for item in line.get("rules").split():
        key, _, text = item.partition("=")
        values[key] = {"true": True, "false": False}.get(text, text if not text.isdigit() else int(text))
    return Rules.from_dict(values)


def run(line: DataLine) -> Settlement:
    limit = line.get("limit")
    return settle(
        parse_cards(line["knocker"]),
        parse_cards(line["defender"]),
        rules_of(line),
        knock_limit=int(limit) if limit else None,
        multiplier=int(line.get("multiplier", "1")),
    )


def brute_settle(line: DataLine) -> tuple[str, str, int, int, int]:
    """(kind, winner, points, knocker deadwood, defender deadwood) by trying every knocker
    arrangement and every chain of layoffs, straight from the rules in the reference manuals."""
    rules = rules_of(line)
    knocker = parse_cards(line["knocker"]).mask
    defender = parse_cards(line["defender"]).mask
    multiplier = int(line.get("multiplier", "1"))
    limit_text = line.get("limit")
    limit = int(limit_text) if limit_text else (rules.knock_limit if rules.knocking else 0)
    if knocker.bit_count() == 11:
        assert rules.big_gin and brute_min_deadwood(knocker) == 0
        dd = brute_min_deadwood(defender)
        return "big gin", "knocker", (dd + rules.big_gin_bonus) * multiplier, 0, dd
    if brute_min_deadwood(knocker) == 0:
        dd = brute_min_deadwood(defender)
        return "gin", "knocker", (dd + rules.gin_bonus) * multiplier, 0, dd
    melds = all_melds(knocker)
    best: tuple[int, int, tuple[str, str, int, int, int]] | None = None

    def walk(start: int, used: int, chosen: tuple[int, ...]) -> None:
        nonlocal best
        kd = mask_value(knocker & ~used)
        if kd <= limit:
            dd = brute_lay_off(chosen, defender) if rules.layoffs_allowed else brute_min_deadwood(defender)
            if dd > kd or (dd == kd and not rules.tie_is_undercut):
                outcome = ("knock", "knocker", (dd - kd) * multiplier, kd, dd)
                net = outcome[2]
            else:
                outcome = ("undercut", "defender", (kd - dd + rules.undercut_bonus) * multiplier, kd, dd)
                net = -outcome[2]
            if best is None or (net, -kd) > best[:2]:
                best = (net, -kd, outcome)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                walk(i + 1, used | melds[i], (*chosen, melds[i]))

    walk(0, 0, ())
    if best is None:
        raise NotAKnockError("brute force: no arrangement within the limit")
    return best[2]


@pytest.mark.parametrize("line", SETTLEMENTS, ids=[f"line{d.number}" for d in SETTLEMENTS])
def test_settlements_file(line: DataLine) -> None:
    if "error" in line.fields:
        assert line["error"] == "NotAKnockError"
        with pytest.raises(NotAKnockError):
            run(line)
        return
    result = run(line)
    assert result.kind.value == line["kind"]
    assert result.winner.value == line["winner"]
    assert result.points == int(line["points"])
    assert result.knocker_deadwood == int(line["kd"])
    assert result.defender_deadwood == int(line["dd"])
    laid = CardSet([card for card, _ in result.layoffs])
    assert laid == (CardSet() if line["laid_off"] == "-" else parse_cards(line["laid_off"]))
    # The pieces add up, and the cards shown are the hands.
    assert result.points == (result.difference + result.bonus) * result.multiplier
    knocker = parse_cards(line["knocker"]).mask
    shown = result.knocker_deadwood_cards.mask
    for meld in result.knocker_melds:
        shown |= meld.mask
    assert shown == knocker
    assert result.knocker_deadwood == result.knocker_deadwood_cards.value
    assert result.defender_deadwood == result.defender_deadwood_cards.value
    defender_shown = result.defender_deadwood_cards.mask | laid.mask
    for meld in result.defender_melds:
        defender_shown |= meld.mask
    assert defender_shown == parse_cards(line["defender"]).mask


@pytest.mark.parametrize("line", SETTLEMENTS, ids=[f"line{d.number}" for d in SETTLEMENTS])
def test_settlements_file_agrees_with_brute_force(line: DataLine) -> None:
    """Every expected value in the file also follows from an exhaustive search."""
    if "error" in line.fields:
        if parse_cards(line["knocker"]).mask.bit_count() == 10:
            with pytest.raises(NotAKnockError):
                brute_settle(line)
        return
    expected = (line["kind"], line["winner"], int(line["points"]), int(line["kd"]), int(line["dd"]))
    assert brute_settle(line) == expected


def test_the_file_covers_every_kind_of_ending() -> None:
    kinds = {line.get("kind") for line in SETTLEMENTS}
    assert {"gin", "big gin", "knock", "undercut"} <= kinds
    assert any("error" in line.fields for line in SETTLEMENTS)
    assert any(line.get("multiplier") == "2" for line in SETTLEMENTS)


def test_knocker_arrangement_can_be_fixed() -> None:
    knocker = parse_cards("AS 2S 3S 4S KH KD KC AH 2D 3C")
    defender = parse_cards("5S 6S QH QD QC JH JD JC 9H 8D")
    melds = (Meld(parse_cards("AS 2S 3S 4S")), Meld(parse_cards("KH KD KC")))
    fixed = settle(knocker, defender, Rules(), knocker_melds=melds)
    assert (fixed.points, fixed.knocker_deadwood, fixed.defender_deadwood) == (11, 6, 17)
    assert [(card.text, index) for card, index in fixed.layoffs] == [("5S", 0), ("6S", 0)]
    chosen = settle(knocker, defender, Rules())
    assert chosen.points == 18 and chosen.knocker_deadwood == 10
    with pytest.raises(NotAKnockError, match="knock limit"):
        settle(knocker, defender, Rules(), knocker_melds=(Meld(parse_cards("KH KD KC")),))
    with pytest.raises(NotAKnockError, match="overlap"):
        settle(knocker, defender, Rules(), knocker_melds=(Meld(parse_cards("QH QD QC")),))


def test_hands_that_share_cards_are_rejected() -> None:
    with pytest.raises(ValueError, match="share"):
        settle(parse_cards("AS 2S 3S 4S KH KD KC AH 2D 3C"), parse_cards("AS 6S"), Rules())


def test_random_knocks_match_brute_force() -> None:
    """Random knockable hands: the engine's settlement equals the exhaustive one."""
    rng = random.Random(99)
    deck = [s * 13 + r for s in range(4) for r in range(9)]
    checked = 0
    while checked < 150:
        cards = rng.sample(deck, 20)
        knocker = CardSet(cards[:10])
        defender = CardSet(cards[10:])
        if not any(True for _ in arrangements(knocker.mask, 10)):
            continue
        rules = Rules(tie_is_undercut=rng.random() < 0.5)
        line = DataLine(0, {"knocker": knocker.text, "defender": defender.text,
                            "rules": f"tie_is_undercut={str(rules.tie_is_undercut).lower()}"}, "")
        result = settle(knocker, defender, rules)
        kind = result.kind.value
        assert (kind, result.winner.value, result.points, result.knocker_deadwood, result.defender_deadwood) == (
            brute_settle(line)
        ), line.fields
        assert (result.winner is Side.DEFENDER) == (result.kind is SettlementKind.UNDERCUT)
        checked += 1
