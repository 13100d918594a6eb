"""Rule options: defaults, presets, validation and round trips."""

from __future__ import annotations

from typing import Any

import pytest

from ginqt.rules import PRESETS, FirstDealer, KnockRule, NextDealer, Rules, RulesError, Shutout, UpcardOffer, Wall


def test_defaults_are_seed_001_standard_game() -> None:
    rules = Rules()
    assert rules.knocking and rules.knock_limit == 10 and rules.knock_rule is KnockRule.FIXED
    assert rules.gin_bonus == 25 and rules.undercut_bonus == 25
    assert rules.tie_is_undercut  # "LESS or SAME points ... has UNDERCUT him"
    assert rules.layoffs and rules.layoffs_allowed
    assert rules.score_limit == 100
    assert not rules.spade_doubles and not rules.big_gin
    assert rules.box_bonus == 0 and rules.game_bonus == 0 and rules.shutout is Shutout.NONE
    assert rules.upcard_offer is UpcardOffer.CLASSIC
    assert rules.wall is Wall.PILE_AT_WALL
    assert rules.may_discard_pile_card
    assert rules.describe() == []
    assert PRESETS["standard"] == rules


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_are_valid_and_round_trip(name: str) -> None:
    rules = PRESETS[name]
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules(**{k: getattr(rules, k) for k in rules.to_dict()}) == rules
    if name != "standard":
        assert rules.describe(), "a preset should differ from the standard game"


def test_preset_contents() -> None:
    assert PRESETS["classic"].gin_bonus == 20 and PRESETS["classic"].undercut_bonus == 10
    okla = PRESETS["oklahoma"]
    assert okla.knock_rule is KnockRule.FIRST_UPCARD and okla.spade_doubles
    assert not PRESETS["straight"].knocking and not PRESETS["straight"].layoffs_allowed
    cowboy = PRESETS["space-cowboy"]
    assert cowboy.knock_rule is KnockRule.CURRENT_UPCARD and cowboy.spade_doubles
    tommy = PRESETS["tommy"]
    assert tommy.shutout is Shutout.DOUBLE and tommy.box_bonus == 25 and tommy.game_bonus == 100
    assert tommy.upcard_offer is UpcardOffer.SIMPLE and tommy.wall is Wall.LAST_DRAW
    palm = PRESETS["palm"]
    assert palm.shutout is Shutout.FLAT and palm.shutout_bonus > 0 and not palm.may_discard_pile_card


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"knock_limit": 11}, "knock_limit must be between 0 and 10, not 11"),
        ({"knock_limit": -1}, "knock_limit"),
        ({"knock_limit": 5.0}, "whole number"),
        ({"knock_limit": True}, "whole number"),
        ({"gin_bonus": -5}, "gin_bonus"),
        ({"undercut_bonus": -1}, "undercut_bonus"),
        ({"big_gin_bonus": -1}, "big_gin_bonus"),
        ({"box_bonus": "25"}, "box_bonus"),
        ({"score_limit": 1000}, "score_limit"),
        ({"knocking": 1}, "True or False"),
        ({"knock_rule": "fixed"}, "knock_rule must be one of"),
        ({"wall": None}, "wall"),
        ({"shutout": Shutout.FLAT}, "shutout_bonus"),
    ],
)
def test_bad_values_raise_rules_error(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(RulesError, match=message) as info:
        Rules(**changes)
    assert isinstance(info.value, ValueError)
    with pytest.raises(RulesError):
        Rules().replace(**changes)


def test_from_dict_rejects_unknown_keys_and_bad_values() -> None:
    with pytest.raises(RulesError, match=r"unknown rule option.*gin_points"):
        Rules.from_dict({"gin_points": 20})
    with pytest.raises(RulesError, match="wall must be one of"):
        Rules.from_dict({"wall": "brick"})
    with pytest.raises(RulesError, match="mapping"):
        Rules.from_dict([("gin_bonus", 20)])  # type: ignore[arg-type]
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({"wall": "last-draw", "next_dealer": NextDealer.LOSER}) == Rules(
        wall=Wall.LAST_DRAW, next_dealer=NextDealer.LOSER
    )


def test_to_dict_is_plain_json() -> None:
    import json

    data = PRESETS["space-cowboy"].to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["knock_rule"] == "current-upcard" and data["first_dealer"] == FirstDealer.RANDOM.value


def test_rules_are_frozen() -> None:
    with pytest.raises(AttributeError):
        Rules().gin_bonus = 10  # type: ignore[misc]


@pytest.mark.parametrize(
    ("rules", "first", "current", "limit"),
    [
        (Rules(), 0, 5, 10),
        (Rules(knock_limit=7), 0, 5, 7),
        (Rules(knocking=False), 9, 9, 0),
        (PRESETS["oklahoma"], 4, 9, 5),  # 5S first upcard: knock at 5 or less
        (PRESETS["oklahoma"], 12, 0, 10),  # KS: a face card means 10
        (PRESETS["oklahoma"], 13, 4, 0),  # AH: gin only
        (PRESETS["space-cowboy"], 0, 16, 4),  # the current upcard (4H) counts, not the first
        (PRESETS["space-cowboy"], 4, 13, 0),  # current AH: gin only
        (PRESETS["space-cowboy"], 4, None, 5),
    ],
)
def test_knock_limit_for(rules: Rules, first: int, current: int | None, limit: int) -> None:
    assert rules.knock_limit_for(first, current) == limit


def test_spade_doubling() -> None:
    okla = PRESETS["oklahoma"]
    assert okla.multiplier_for(0) == 2 and okla.multiplier_for(12) == 2
    assert okla.multiplier_for(13) == 1 and okla.multiplier_for(51) == 1
    assert Rules().multiplier_for(0) == 1
    # The 1993 DOS program: the spade doubling holds even with knocking off.
    assert okla.replace(knocking=False).multiplier_for(5) == 2
