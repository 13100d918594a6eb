"""Seats: the runner asks a seat for a move and takes the answer whenever it comes (issue 40, part 2)."""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

from ginqt.engine import Action, ActionKind, IllegalActionError, PlayerView
from ginqt.play.runner import GameRunner
from ginqt.play.seats import Answer, NotAnswered, OpenSeat, Seat, StrategySeat
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy


def standard(score_limit: int, seed: int, first_dealer: int | None = None) -> GameSpec:
    """A standard game to ``score_limit``, dealt from ``seed``."""
    return GameSpec(Variant.standard(Rules(score_limit=score_limit)), seed=seed, first_dealer=first_dealer)


class Later(Seat):
    """A seat that answers later: its answers wait (as a plugin's process does), and it counts the waits."""

    def __init__(self) -> None:
        self.strategy = FallbackStrategy()
        self.waited = 0

    def ask(self, view: PlayerView) -> Answer:
        def wait() -> Action:
            self.waited += 1
            return self.strategy.choose(view)

        return Answer(wait=wait)


def test_a_seat_that_answers_later_plays_the_same_game_as_one_that_answers_at_once() -> None:
    at_once = GameRunner(standard(50, seed=4), (FallbackStrategy(), FallbackStrategy()))
    assert at_once.play()
    later = Later()
    runner = GameRunner(standard(50, seed=4), (later, FallbackStrategy()))
    moves = runner.moves()
    yielded = 0
    while True:
        try:
            answer = next(moves)
        except StopIteration as end:
            assert end.value is True
            break
        assert not answer.done() and answer.waiting_on() is None  # nothing to select on: the driver waits
        yielded += 1
    assert yielded == later.waited > 0  # only seat 0's moves were waited for, each once, by the loop
    assert runner.match == at_once.match


def test_play_waits_for_each_answer() -> None:
    later = Later()
    runner = GameRunner(standard(50, seed=4), (later, Later()))
    assert runner.play() and runner.over and later.waited > 0


def test_an_open_seat_is_answered_from_outside() -> None:
    person = OpenSeat()
    runner = GameRunner(standard(0, seed=5, first_dealer=1), (person, FallbackStrategy()))
    assert person.drain()[0][0] == "new_hand"  # told the deal, kept for whoever answers
    answer = runner.ask()
    assert runner.ask() is answer  # asked again before it answered: the same question
    with pytest.raises(NotAnswered):
        answer.result()
    called: list[Answer] = []
    answer.add_done_callback(called.append)
    answer.set(Action(ActionKind.PASS))
    answer.set(Action(ActionKind.TAKE_UPCARD))  # a second answer is ignored
    assert called == [answer] and answer.result() == Action(ActionKind.PASS) and person.asked is None
    events = runner.take(answer)
    assert [e.kind.value for e in events] == ["passed"]


def test_the_runner_checks_a_move_once_as_it_takes_it() -> None:
    person = OpenSeat()
    runner = GameRunner(standard(0, seed=5, first_dealer=1), (person, None))
    before = runner.match
    answer = runner.ask()
    answer.set(Action(ActionKind.DRAW_STOCK))  # the upcard is offered first
    with pytest.raises(IllegalActionError, match="upcard"):
        runner.take(answer)
    assert runner.match is before
    assert runner.ask() is not answer  # a new question


def test_a_plain_strategy_sits_in_a_strategy_seat_and_answers_at_once() -> None:
    runner = GameRunner(standard(0, seed=5), (FallbackStrategy(), None))
    seat = runner.seats[0]
    assert isinstance(seat, StrategySeat)
    player = runner.to_play
    if player == 0:
        assert runner.ask().done()


@pytest.mark.skipif(os.name != "posix", reason="a plugin's process answers on a pipe select() can wait on")
def test_a_plugin_in_its_own_process_is_a_seat_whose_answer_comes_on_a_pipe() -> None:
    import select

    from ginqt.plugins import load_plugins
    from ginqt.remote.seat import RemoteSeat

    plugins = load_plugins(autoload=False, modules=["faulty_plugins"])
    plugin = plugins.make_guarded("plain", 1, time_limit=5.0)
    assert isinstance(plugin, RemoteSeat)
    try:
        runner = GameRunner(standard(0, seed=2, first_dealer=1), (plugin, FallbackStrategy()))
        answer = runner.ask()
        waiting = answer.waiting_on()
        assert waiting is not None
        fd, deadline = waiting
        assert deadline > time.monotonic()
        select.select([fd], [], [], 10)
        runner.take(answer)
        assert plugin.faults == [] and plugin.fallback_moves == 0
    finally:
        plugin.close()


def test_the_tournament_plays_games_side_by_side_through_the_runners_loop() -> None:
    from ginqt.research.tournament import play_games

    def game(index: int) -> Any:
        runner = GameRunner(standard(50, seed=index), (Later(), FallbackStrategy()))
        ended = yield from runner.moves()
        return index, ended, runner.match

    finished: list[Any] = []
    play_games(game, range(5), 3, finished.append)
    assert sorted(index for index, _, _ in finished) == list(range(5)) and all(ended for _, ended, _ in finished)
    for index, _, match in finished:  # each the game its seats play alone
        alone = GameRunner(standard(50, seed=index), (FallbackStrategy(), FallbackStrategy()))
        assert alone.play() and alone.match == match


class DrawsAlways(FallbackStrategy):
    """A plugin strategy that always draws from the stock: illegal in every phase but the draw."""

    def choose(self, view: PlayerView) -> Action:
        return Action(ActionKind.DRAW_STOCK)


def test_in_the_window_an_illegal_move_is_refused_once_and_the_fallback_plays(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from ginqt.ui.game.narrator import FailureKind

    window = make_window(seed=2, factory=lambda player, seed: DrawsAlways())
    c = window.controller
    faults: list[Any] = []
    hands: list[object] = []
    c.computer.failed.connect(faults.append)
    c.handEnded.connect(hands.append)
    window.new_game(demo=True)
    qtbot.waitUntil(lambda: len(hands) >= 1, timeout=30000)
    assert faults and all(f.kind is FailureKind.ILLEGAL_MOVE for f in faults)
    assert all("upcard" in f.detail or "discard" in f.detail for f in faults)  # the engine's reason, said once
    assert all(f.fallback is not None and f.fallback.kind is not ActionKind.DRAW_STOCK for f in faults)
