"""The runtime guard: a strategy that raises, cheats or hangs never stops the game."""

from __future__ import annotations

import time

import pytest

from ginqt.cards import Card
from ginqt.engine import Action, ActionKind, Event, Match, Phase, PlayerView, view
from ginqt.melds import Meld
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.plugins.guard import GuardedStrategy
from ginqt.remote.faults import Fault, check_action
from ginqt.rules import Rules
from ginqt.strategy import BaseStrategy, FallbackStrategy


class Raises(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        raise RuntimeError("bad luck")


class Illegal(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        return Action.parse("big-gin")


class NotAnAction(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        return "stock"  # type: ignore[return-value]


class ObserveRaises(BaseStrategy):
    def observe(self, event: Event) -> None:
        raise KeyError("lost track")


def play(guard: GuardedStrategy, other: GuardedStrategy, rules: Rules, seed: int = 4) -> Match:
    runner = GameRunner(GameSpec(Variant.standard(rules), seed=seed, first_dealer=1), players=(guard, other))
    assert runner.play_hand()
    return runner.match


@pytest.mark.parametrize(
    ("strategy", "kind", "text"),
    [
        (Raises(), "raised", "RuntimeError: bad luck"),
        (Illegal(), "illegal", "'big-gin' is not legal now"),
        (NotAnAction(), "illegal", "not an Action"),
    ],
)
def test_faults_are_recorded_and_the_hand_goes_on(strategy: BaseStrategy, kind: str, text: str) -> None:
    seen: list[Fault] = []
    guard = GuardedStrategy(strategy, "bad", time_limit=2.0, on_fault=seen.append)
    match = play(guard, GuardedStrategy(FallbackStrategy(), "ok"), Rules(score_limit=0))
    assert match.hand.phase is Phase.OVER
    assert guard.faults and guard.faults == seen
    assert all(f.strategy == "bad" and f.kind == kind and f.cost_a_move for f in guard.faults)
    assert text in guard.faults[0].message
    assert guard.times == [] and len(guard.faults) == guard.fallback_moves  # the fallback's moves are not its own


def test_an_inline_slow_move_is_replaced() -> None:
    class Slow(BaseStrategy):
        def choose(self, view: PlayerView) -> Action:
            time.sleep(0.05)
            return view.legal_actions[-1]

    guard = GuardedStrategy(Slow(), "slow", time_limit=0.01)
    match = Match.new(Rules(score_limit=0), seed=2, first_dealer=1)
    action = guard.choose(view(match, 0))
    assert action == FallbackStrategy().choose(view(match, 0))
    assert guard.faults[0].kind == "timeout"


def test_observe_errors_are_faults_that_cost_no_move() -> None:
    guard = GuardedStrategy(ObserveRaises(), "forgetful")
    match = play(guard, GuardedStrategy(FallbackStrategy(), "ok"), Rules(score_limit=0))
    assert match.hand.phase is Phase.OVER
    assert {f.kind for f in guard.faults} == {"observe"}
    assert not any(f.cost_a_move for f in guard.faults) and guard.fallback_moves == 0
    assert "KeyError" in guard.faults[0].message


class _EqualsEverything(Card):
    """A card that claims to be every card (and hashes like one)."""

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    __hash__ = int.__hash__


class _ClaimsEverything(BaseStrategy):
    """Returns a discard of a card it does not hold, disguised as a card equal to every card."""

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if view.phase is not Phase.DISCARD:
            return legal[0]
        missing = next(c for c in range(52) if c not in view.hand)
        return Action(ActionKind.DISCARD, int.__new__(_EqualsEverything, missing))


def test_a_card_that_equals_everything_is_judged_by_its_value() -> None:
    guard = GuardedStrategy(_ClaimsEverything(), "liar")
    match = play(guard, GuardedStrategy(FallbackStrategy(), "ok"), Rules(score_limit=0))
    assert match.hand.phase is Phase.OVER
    assert guard.faults and {f.kind for f in guard.faults} == {"illegal"}
    assert "is not legal now" in guard.faults[0].message


def test_the_move_played_is_ginqts_own_action() -> None:
    class Echo(BaseStrategy):
        def choose(self, view: PlayerView) -> Action:
            action = super().choose(view)
            return Action(action.kind, action.card)  # a new, equal object

    played: list[Action] = []
    guard = GuardedStrategy(Echo(), "echo")
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), seed=4, first_dealer=1),
                        players=(guard, GuardedStrategy(FallbackStrategy(), "ok")))
    while not runner.hand_over:
        seat = runner.to_play
        assert seat is not None
        v = runner.view(seat)
        action = runner.ask().result()  # the seat asks the guard
        assert any(action is own for own in v.legal_actions) or action.melds is not None
        played.append(action)
        runner.apply(action)
    assert played and not guard.faults


def test_a_planted_move_in_the_view_is_not_played() -> None:
    """A strategy in this process (built in, or trusted) that rewrites its frozen view still cannot
    play a move the engine did not offer: moves are judged against what the engine said before."""

    class Planter(BaseStrategy):
        def choose(self, view: PlayerView) -> Action:
            planted = Action.parse("big-gin")
            object.__setattr__(view, "legal_actions", (planted,))
            return planted

    guard = GuardedStrategy(Planter(), "planter")
    match = play(guard, GuardedStrategy(FallbackStrategy(), "ok"), Rules(score_limit=0))
    assert match.hand.phase is Phase.OVER
    assert {f.kind for f in guard.faults} == {"illegal"}


def test_check_action_validates_a_knock_arrangement() -> None:
    # Deal until the player to move may knock, then test arrangements against the view.
    plugins = load_plugins(autoload=False)
    for seed in range(200):
        players = (plugins.make_strategy("easy"), plugins.make_strategy("easy"))
        spec = GameSpec(Variant.standard(Rules(score_limit=0)), seed=seed, first_dealer=1)
        runner = GameRunner(spec, players)
        while not runner.hand_over:
            v = runner.view(runner.match.to_play)
            knocks = [a for a in v.legal_actions if a.kind is ActionKind.KNOCK]
            if knocks:
                break
            runner.step()
        else:
            continue
        card = knocks[0].card
        assert card is not None
        assert check_action(v, knocks[0]) is None
        from ginqt.melds import best_melds

        melds = best_melds(v.hand.mask & ~(1 << card)).melds
        assert check_action(v, Action.knock(card, melds)) is None
        assert "more deadwood than the knock limit" in (check_action(v, Action.knock(card, ())) or "")
        stolen = Meld.from_mask(0b111 << 13 * 3 if not v.hand.mask >> 39 & 0b111 == 0b111 else 0b111 << 42)
        if stolen.mask & ~v.hand.mask:
            assert "does not keep" in (check_action(v, Action.knock(card, (stolen,))) or "")
        assert "only a knock" in (check_action(v, Action(ActionKind.DISCARD, card, melds)) or "")
        return
    pytest.fail("no knock found")
