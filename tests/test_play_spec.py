"""GameSpec: what is played, as one value (ginqt.play.spec)."""

from __future__ import annotations

import dataclasses

import pytest

from ginqt.play.spec import GameSpec, Limits, Variant
from ginqt.plugins import load_plugins
from ginqt.rules import Rules
from ginqt.variants import GuardedScoring


def test_a_variant_derives_its_engine_rules_once() -> None:
    info = load_plugins(autoload=False).variant("hollywood")
    hollywood = Variant(info.name, info.rules, info.scoring)
    assert hollywood.rules == info.rules and hollywood.engine_rules == info.engine_rules
    assert hollywood.engine_rules != hollywood.rules  # Hollywood plays each hand under a limit never reached
    assert isinstance(hollywood.scoring, GuardedScoring) and not hollywood.standard_scoring
    standard = Variant.standard(Rules(score_limit=50))
    assert standard.engine_rules == standard.rules and standard.standard_scoring


def test_a_spec_deals_the_same_game_from_the_same_key() -> None:
    spec = GameSpec(Variant.standard(Rules()), seats=("Ann", "Expert"), seed="key", first_dealer=1)
    first, again = spec.new_match(), spec.new_match()
    assert first.hand == again.hand and first.hand.dealer == 1 and first.rules == spec.rules
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.seed = 3  # type: ignore[misc]


@pytest.mark.parametrize(("make", "message"), [
    (lambda: GameSpec(Variant.standard(Rules()), seats=("a",)), "two seats"),  # type: ignore[arg-type]
    (lambda: GameSpec(Variant.standard(Rules()), seed=True), "deal key"),
    (lambda: GameSpec(Variant.standard(Rules()), first_dealer=2), "first dealer"),
    (lambda: Limits(move_seconds=0), "move seconds"),
])
def test_a_bad_spec_says_what_is_wrong(make: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()  # type: ignore[operator]
