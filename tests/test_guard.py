"""The runtime guard: a strategy that raises, cheats or hangs never stops the game."""

from __future__ import annotations

import time

import pytest

from ginqt.engine import Action, ActionKind, Event, Match, Phase, PlayerView, view
from ginqt.melds import Meld
from ginqt.plugins import load_plugins
from ginqt.plugins.guard import Fault, GuardedStrategy, check_action
from ginqt.rules import Rules
from ginqt.runner import GameRunner
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


class Hangs(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        time.sleep(30)
        return view.legal_actions[0]


class ObserveRaises(BaseStrategy):
    def observe(self, event: Event) -> None:
        raise KeyError("lost track")


def play(guard: GuardedStrategy, other: GuardedStrategy, rules: Rules, seed: int = 4) -> Match:
    runner = GameRunner(Match.new(rules, seed=seed, first_dealer=1), players=(guard, other))
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
@pytest.mark.parametrize("isolate", [False, True])
def test_faults_are_recorded_and_the_hand_goes_on(strategy: BaseStrategy, kind: str, text: str, isolate: bool) -> None:
    seen: list[Fault] = []
    guard = GuardedStrategy(strategy, "bad", time_limit=2.0, isolate=isolate, on_fault=seen.append)
    match = play(guard, GuardedStrategy(FallbackStrategy(), "ok", isolate=False), Rules(score_limit=0))
    assert match.hand.phase is Phase.OVER
    assert guard.faults and guard.faults == seen
    assert all(f.strategy == "bad" and f.kind == kind for f in guard.faults)
    assert text in guard.faults[0].message
    assert len(guard.times) == len(guard.faults)


def test_a_hanging_strategy_times_out_and_the_fallback_plays() -> None:
    guard = GuardedStrategy(Hangs(), "sleepy", time_limit=0.2)
    match = Match.new(Rules(score_limit=0), seed=2, first_dealer=1)
    start = time.perf_counter()
    action = guard.choose(view(match, 0))
    assert time.perf_counter() - start < 2
    assert action in view(match, 0).legal_actions
    assert guard.faults[0].kind == "timeout"
    # Still busy with the first call: the next move is the fallback's at once.
    start = time.perf_counter()
    guard.choose(view(match, 0))
    assert time.perf_counter() - start < 0.5
    assert "still busy" in guard.faults[1].message


def test_an_inline_slow_move_is_replaced() -> None:
    class Slow(BaseStrategy):
        def choose(self, view: PlayerView) -> Action:
            time.sleep(0.05)
            return view.legal_actions[-1]

    guard = GuardedStrategy(Slow(), "slow", time_limit=0.01, isolate=False)
    match = Match.new(Rules(score_limit=0), seed=2, first_dealer=1)
    action = guard.choose(view(match, 0))
    assert action == FallbackStrategy().choose(view(match, 0))
    assert guard.faults[0].kind == "timeout"


def test_observe_errors_are_faults_too() -> None:
    guard = GuardedStrategy(ObserveRaises(), "forgetful", isolate=False)
    match = play(guard, GuardedStrategy(FallbackStrategy(), "ok", isolate=False), Rules(score_limit=0))
    assert match.hand.phase is Phase.OVER
    assert {f.kind for f in guard.faults} == {"raised"}
    assert "KeyError" in guard.faults[0].message


def test_check_action_validates_a_knock_arrangement() -> None:
    # Deal until the player to move may knock, then test arrangements against the view.
    plugins = load_plugins(autoload=False)
    for seed in range(200):
        players = (plugins.make_strategy("easy"), plugins.make_strategy("easy"))
        runner = GameRunner.new(Rules(score_limit=0), seed=seed, first_dealer=1, players=players)
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


def test_closing_an_isolated_guard_ends_its_thread() -> None:
    import threading

    before = threading.active_count()
    guards = [GuardedStrategy(BaseStrategy(), f"t{i}") for i in range(5)]
    assert threading.active_count() == before + 5
    for guard in guards:
        guard.close()
    deadline = time.perf_counter() + 2
    while threading.active_count() > before and time.perf_counter() < deadline:
        time.sleep(0.01)
    assert threading.active_count() == before
    match = Match.new(Rules(score_limit=0), seed=2, first_dealer=1)
    assert guards[0].choose(view(match, 0)) in view(match, 0).legal_actions  # the fallback still answers
