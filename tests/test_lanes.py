"""A tournament's games in flight share one process per seat of a third-party plugin (``ginqt.remote.pool``).

One start instead of one a game, and requests that queue in the pipe instead of waking a
process each; a request's clock starts when the process can start on it, so waiting behind
another game's move is never charged; a fault in one game stops the process and every game
waiting on it is told, and plays on.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator

import pytest

from ginqt.play.runner import GameRunner
from ginqt.play.seats import Answer
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.remote.pool import POOL, ProcessPool
from ginqt.remote.process import Launch, RemoteProcess
from ginqt.remote.seat import RemoteSeat
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.totals import GameTally
from ginqt.research.tournament import GAMES_IN_FLIGHT, play_games, run_tournament
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy

SETUP = PluginOptions(modules=("attacking_plugins", "faulty_plugins"))


@pytest.fixture
def starts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Launch]]:
    """The plugin processes started (or taken from the pool) for the games, by launch."""
    taken: list[Launch] = []
    take = ProcessPool._take

    def counting(pool: ProcessPool, launch: Launch) -> RemoteProcess:
        taken.append(launch)
        return take(pool, launch)

    monkeypatch.setattr(ProcessPool, "_take", counting)
    yield taken
    POOL.close()


def test_the_games_in_flight_share_one_process_a_seat(starts: list[Launch], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ATTACK_SLEEP", "0")
    result = run_tournament(GameJob("dawdler", "easy", variant="short", seed=3, plugins=SETUP), GAMES_IN_FLIGHT)
    assert result.games == GAMES_IN_FLIGHT
    assert not result.players[0].fault_examples and result.players[0].fallback_moves == 0
    assert len(starts) == 1  # one process for the four games, not one a game


def test_a_request_that_waits_behind_another_games_is_not_charged_for_it(
        starts: list[Launch], monkeypatch: pytest.MonkeyPatch) -> None:
    """Four games ask at once, each move takes 0.04 s and the limit is 0.07 s: the fourth in line waits
    0.12 s for the process, which would be a timeout if its clock ran from when it was sent."""
    monkeypatch.setenv("ATTACK_SLEEP", "0.04")
    job = GameJob("dawdler", "dawdler", variant="short", seed=3, time_limit=0.07, plugins=SETUP)
    result = run_tournament(job, GAMES_IN_FLIGHT)
    for player in result.players:
        assert not player.fault_examples and player.fallback_moves == 0, player.fault_examples
    assert len(starts) == 2 and len({launch.key for launch in starts}) == 2  # one process for each seat

def test_a_fault_in_one_game_is_told_to_every_game_waiting_on_the_process(starts: list[Launch]) -> None:
    """``sleeper`` never answers its first discard (it sleeps: no CPU time): its process is stopped at the wall
    clock's ceiling, and the other games whose requests waited on it are told why; each plays on with the
    fallback."""
    job = GameJob("sleeper", "easy", variant="short", seed=3, time_limit=0.3, plugins=SETUP)
    result = run_tournament(job, GAMES_IN_FLIGHT)
    assert result.games == GAMES_IN_FLIGHT
    said = [example for player in result.players for example in player.fault_examples]
    assert any("no answer within 1.2 s on the wall clock" in line for line in said), said
    assert any("in another game" in line for line in said), said
    assert all("timeout" in line for line in said), said


def test_a_game_closed_while_its_move_is_asked_leaves_no_answer_for_the_next(
        starts: list[Launch], monkeypatch: pytest.MonkeyPatch) -> None:
    """The window may end a game while the plugin thinks: its answer must not be taken for the next game's."""
    monkeypatch.setenv("ATTACK_SLEEP", "0")
    plugins = load_plugins(autoload=False, modules=["attacking_plugins"])
    first = plugins.make_guarded("dawdler", 1, seat=0)
    assert isinstance(first, RemoteSeat)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=25)), seed=5, first_dealer=1),
                                  (first, FallbackStrategy()))
    assert runner.to_play == 0
    assert first._lane is not None
    process = first._lane.process
    first.ask(runner.view(0))  # asked, and the game is closed before the answer is taken
    first.close()
    second = plugins.make_guarded("dawdler", 2, seat=0)
    assert isinstance(second, RemoteSeat) and second._lane is not None
    assert second._lane.process is process  # the same process plays the next game
    GameRunner(GameSpec(Variant.standard(Rules(score_limit=25)), seed=6),
                         (second, FallbackStrategy())).play(max_hands=3)
    second.close()
    assert not second.faults and second.fallback_moves == 0, [fault.message for fault in second.faults]


def test_a_game_waiting_on_a_process_another_game_stopped_is_answered_at_once(starts: list[Launch]) -> None:
    """Issue 47: ``ginqt tournament`` crashed with ``OSError: [Errno 9] Bad file descriptor`` in ``play_games``.

    Two games share ``second-stalls``'s process.  Game 0's first move comes (0.05 s); in the same round of
    ``play_games`` it asks its next move (queued behind game 1's), then game 1's move runs out of its 0.3 s
    (the process's second decision takes 2 s) and its process is stopped.  Game 0 must be answered at once
    with that fault, never by a ``select`` on the stopped process's closed pipe (or on another pipe that
    took its number)."""
    plugins = load_plugins(autoload=False, modules=["stalling_plugins"])
    patient = plugins.make_guarded("second-stalls", 1, seat=0, time_limit=5.0)
    hasty = plugins.make_guarded("second-stalls", 2, seat=0, time_limit=0.3)
    assert isinstance(patient, RemoteSeat) and isinstance(hasty, RemoteSeat)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=25)), seed=5, first_dealer=1),
                                  (FallbackStrategy(), FallbackStrategy()))
    view = runner.view(runner.to_play or 0)
    moves: dict[int, list[object]] = {0: [], 1: []}

    def game(index: int) -> Generator[Answer, None, GameTally]:
        seat = patient if index == 0 else hasty
        for _ in range(2 if index == 0 else 1):
            answer = seat.ask(view)
            yield answer
            moves[index].append(answer.result())
        return GameTally(index, None, 0, (0, 0))

    finished: list[int] = []
    started = time.monotonic()
    play_games(game, range(2), 2, lambda tally: finished.append(tally.index))
    waited = time.monotonic() - started
    assert sorted(finished) == [0, 1] and len(moves[0]) == 2 and len(moves[1]) == 1
    assert waited < 1.5, waited  # answered when the process was stopped, not at game 0's 5 s limit
    assert [fault.kind for fault in hasty.faults] == ["timeout"], [fault.message for fault in hasty.faults]
    assert [fault.kind for fault in patient.faults] == ["timeout"]  # game 1's fault, told to game 0
    assert "in another game" in patient.faults[0].message
    assert patient.fallback_moves == 1 and hasty.fallback_moves == 1
    for player in (patient, hasty):
        player.close()
