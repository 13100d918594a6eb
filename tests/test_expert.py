"""The built-in ``expert`` opponent: gin when it can, no knock into a sure undercut, legal under
every rule option, deterministic, and (a smoke test, not a strength claim) better than ``easy``."""

from __future__ import annotations

import random

import pytest
from engine_helpers import discard_position
from ginqt_builtin.expert import ExpertStrategy
from ginqt_builtin.strategies import EasyStrategy
from ginqt_builtin.variants import VARIANTS as BUILT_IN_VARIANTS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginqt.analysis import Effort, Weights, advise, analyse
from ginqt.cards import CARD_VALUES, mask_of, parse_card
from ginqt.engine import Action, ActionKind, PlayerView, settle
from ginqt.engine.settle import SettlementKind
from ginqt.melds import deadwood_after_each
from ginqt.play.runner import STANDARD_SCORING, GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.plugins.guard import GuardedStrategy
from ginqt.rules import PRESETS, KnockRule, Rules, UpcardOffer, Wall

VARIANTS = {name: (rules, scoring or STANDARD_SCORING) for name, rules, _, scoring in BUILT_IN_VARIANTS}

QUICK = Effort(deals=8, playouts=4, knock_deals=8)
SETTINGS = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def melded_hand(rng: random.Random, size: int, taken: int = 0) -> int:
    """``size`` cards that all meld (sets and runs), avoiding ``taken``."""
    while True:
        hand = 0
        while hand.bit_count() < size:
            need = size - hand.bit_count()
            if need < 3:
                break
            if rng.random() < 0.5:
                rank = rng.randrange(13)
                suits = rng.sample(range(4), min(need, rng.choice((3, 4))) if need != 5 else 3)
                meld = sum(1 << (s * 13 + rank) for s in suits)
            else:
                length = min(need, rng.choice((3, 3, 4, 5)))
                if need - length in (1, 2):
                    length = need if need <= 5 else 3
                suit, start = rng.randrange(4), rng.randrange(14 - length)
                meld = sum(1 << (suit * 13 + start + i) for i in range(length))
            if meld & (hand | taken) == 0:
                hand |= meld
        if hand.bit_count() == size:
            return hand


@SETTINGS
@given(st.integers(0, 100_000), st.sampled_from(["standard", "oklahoma", "straight", "palm", "eaai"]))
def test_the_expert_goes_gin_when_it_can(seed: int, preset: str) -> None:
    rng = random.Random(seed)
    gin = melded_hand(rng, 10)
    extra = rng.choice([c for c in range(52) if not gin >> c & 1])
    opponent_cards = rng.sample([c for c in range(52) if not (gin | 1 << extra) >> c & 1], 10)
    seen = discard_position(PRESETS[preset], gin | 1 << extra, mask_of(opponent_cards))
    action = ExpertStrategy(seed, effort=QUICK).choose(seen)
    assert action.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)
    if action.kind is ActionKind.KNOCK:
        assert action.card is not None
        assert deadwood_after_each(seen.hand.mask, [action.card]) == [0]


def test_of_two_discards_leaving_the_same_deadwood_the_expert_keeps_gin_outs() -> None:
    # Runs 3-4-5♥ and 6-7-8-9-10♦; throwing 10♣ or J♥ leaves 11 deadwood either way, but
    # keeping 10♣ (beside the 10♦ of the run) leaves a gin out, 10♥ (10♠ is in the pile).
    mine = mask_of("AS 3H 4H 5H JH 6D 7D 8D 9D TD TC")
    opponent = mask_of("2S 5S 8S QS 2H 7H 9H 2C 6C QC")
    seen = discard_position(Rules(), mine, opponent)
    for seed in range(4):
        best = advise(seen, (), seed=seed).best
        assert best.action.text == "JH", best
        assert (best.deadwood, best.gin_outs) == (11, 1)
    # Without the gin chance in the quick look, throwing 10♣ ranks first.
    blind = analyse(seen, (), seed=0, weights=Weights(gin_chance=0.0))
    assert blind.best.action.card == parse_card("TC"), blind.best


def test_a_late_knock_must_look_better_by_the_late_knock_points() -> None:
    # A knock with 3 (throwing K♣) after 8, 19 and 26 discards of the hand: the knock is
    # valued as with a knock bias of none, half and all of Weights.late_knock; the
    # discards that play on are valued as without it.
    mine = mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S 3D KC")
    opponent = mask_of("2C 5C 9C JH QH 4S 8H 8C TD AD")
    knock = Action(ActionKind.KNOCK, parse_card("KC"))
    late = Weights().late_knock
    assert late < 0
    for turns, share in ((8, 0.0), (19, 0.5), (26, 1.0)):
        seen = discard_position(Rules(), mine, opponent, turns=turns)
        held = analyse(seen, (), seed=1)
        plain = analyse(seen, (), seed=1, weights=Weights(late_knock=0.0))
        biased = analyse(seen, (), seed=1, weights=Weights(late_knock=0.0, knock_bias=share * late))
        assert held.value_of(knock).value == biased.value_of(knock).value
        assert (held.value_of(knock).value < plain.value_of(knock).value) is (share > 0)
        for entry in plain.actions:
            if entry.action.kind is ActionKind.DISCARD:
                assert held.value_of(entry.action).value == entry.value


def test_the_expert_does_not_knock_into_an_undercut_it_can_see() -> None:
    # It can knock with 9 (throwing K♣), but it saw the opponent take every card it holds:
    # runs 2-3-4♣ and J-Q-K♥, three 8s and an ace, 1 deadwood.  Knocking loses 33 for sure.
    mine = mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S 9D KC")
    opponent = mask_of("2C 3C 4C JH QH KH 8H 8C 8D AD")
    seen = discard_position(Rules(), mine, opponent, known=opponent)
    assert any(a.kind is ActionKind.KNOCK for a in seen.legal_actions)
    for seed in range(5):
        action = ExpertStrategy(seed).choose(seen)
        assert action.kind is ActionKind.DISCARD, action


@SETTINGS
@given(st.integers(0, 100_000))
def test_the_expert_never_knocks_when_every_knock_is_undercut(seed: int) -> None:
    rng = random.Random(seed)
    opponent = melded_hand(rng, 9) | 1 << rng.choice([0, 13, 26, 39])  # 0 or 1 deadwood
    while opponent.bit_count() < 10:
        opponent = melded_hand(rng, 9) | 1 << rng.randrange(52)
    mine = melded_hand(rng, 7, taken=opponent)
    loose = rng.sample([c for c in range(52) if not (mine | opponent) >> c & 1 and CARD_VALUES[c] <= 5], 4)
    mine |= mask_of(loose)
    seen = discard_position(Rules(), mine, opponent, known=opponent)
    knocks = [a for a in seen.legal_actions if a.kind is ActionKind.KNOCK and a.card is not None]
    undercut = all(
        settle(mine & ~(1 << a.card), opponent, Rules()).kind is SettlementKind.UNDERCUT for a in knocks
        if a.card is not None
    )
    action = ExpertStrategy(seed, effort=QUICK).choose(seen)
    if knocks and undercut:
        assert action.kind is not ActionKind.KNOCK


RULE_OPTIONS = st.builds(
    Rules,
    knocking=st.booleans(),
    knock_limit=st.integers(0, 10),
    knock_rule=st.sampled_from(list(KnockRule)),
    spade_doubles=st.booleans(),
    big_gin=st.booleans(),
    tie_is_undercut=st.booleans(),
    layoffs=st.booleans(),
    score_limit=st.sampled_from([0, 30]),
    upcard_offer=st.sampled_from(list(UpcardOffer)),
    may_discard_pile_card=st.booleans(),
    wall=st.sampled_from(list(Wall)),
)


@settings(max_examples=12, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(RULE_OPTIONS, st.integers(0, 1000))
def test_the_expert_plays_legal_moves_under_any_rule_options(rules: Rules, seed: int) -> None:
    players = (
        GuardedStrategy(ExpertStrategy(seed, effort=QUICK), "expert", time_limit=30),
        GuardedStrategy(EasyStrategy(seed), "easy", time_limit=30),
    )
    runner = GameRunner(GameSpec(Variant.standard(rules), seed=seed), players)
    runner.play(max_hands=3, max_moves=2000)
    assert runner.match.hand_number >= 1
    assert not players[0].faults, players[0].faults


def _play(seed: int, effort: Effort) -> list[str]:
    expert = ExpertStrategy(seed, effort=effort)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=40)), seed=seed),
                                  (expert, EasyStrategy(seed)))
    moves: list[str] = []
    original = expert.choose

    def record(seen: PlayerView) -> Action:
        action = original(seen)
        moves.append(action.text)
        return action

    expert.choose = record  # type: ignore[method-assign]
    runner.play(max_moves=2000)
    return moves


def test_the_expert_is_deterministic_for_a_seed() -> None:
    assert _play(4, QUICK) == _play(4, QUICK)


def test_smoke_the_expert_beats_easy() -> None:
    # Games with fixed seeds: a smoke test that the pieces work together, not a strength claim
    # (that is benchmarks/bench_strength.py's job).  To 40 points luck decides many games (easy
    # against itself wins 7 of 12 in the first seat), so 20 games and a bar that a working expert
    # clears with room (it wins 11 of these 20 with this reduced effort; 76 of 100 to 100 points at
    # full effort) and a broken one does not (a player choosing legal moves at random wins none).
    wins = 0
    effort = Effort(deals=16, playouts=8, knock_deals=16)
    for seed in range(20):
        runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=40)), seed=seed),
                                      (ExpertStrategy(seed, effort=effort), EasyStrategy(seed)))
        runner.play(max_moves=2000)
        wins += runner.outcome().winner == 0
    assert wins >= 7


def test_expert_is_a_registered_built_in() -> None:
    plugins = load_plugins(autoload=False)
    assert "expert" in plugins.strategies
    assert isinstance(plugins.make_strategy("expert", 3), ExpertStrategy)


@pytest.mark.parametrize("preset", ["standard", "oklahoma", "eaai", "straight"])
def test_the_advice_is_the_experts_move_in_every_position(preset: str) -> None:
    # What the hints show (advise, for the expert's seed, events and opponent profile) is the
    # move the expert plays: checked at every decision of games against easy under each preset.
    expert = ExpertStrategy(31, effort=QUICK)
    original = expert.choose
    checked: list[bool] = []

    def compare(seen: PlayerView) -> Action:
        advice = advise(seen, tuple(expert.events), seed=31, profile=expert.profile, effort=QUICK)
        action = original(seen)
        checked.append((advice.best.action.kind, advice.best.action.card) == (action.kind, action.card))
        return action

    expert.choose = compare  # type: ignore[method-assign]
    runner = GameRunner(GameSpec(Variant.standard(PRESETS[preset].replace(score_limit=150)), seed=8),
                                  (expert, EasyStrategy(8)))
    runner.play(max_moves=3000)
    assert len(checked) >= 100 and all(checked), (len(checked), checked.count(False))


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_expert_plays_every_built_in_variant(name: str) -> None:
    # Each variant as the game offers it (Hollywood with its own scoring): three hands, no fault.
    rules, scoring = VARIANTS[name]
    players = (GuardedStrategy(ExpertStrategy(2, effort=QUICK), "expert", time_limit=30),
               GuardedStrategy(EasyStrategy(2), "easy", time_limit=30))
    runner = GameRunner(GameSpec(Variant(name, rules, scoring), seed=2), players)
    runner.play(max_hands=3, max_moves=2000)
    assert runner.match.history, name
    assert not players[0].faults, players[0].faults
