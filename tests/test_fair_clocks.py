"""Fair clocks (issue 50): a move and a game are charged the CPU time the player's process used (its children's
too), never more than the wall time, so that load on the machine never makes an honest engine lose; a player that
waits on purpose is still stopped, by the wall clock's ceiling (``ginqt.remote.clock``).

The load is made the same on any machine: this process and a busy loop are pinned to one core, so the engine
GinQt starts (which inherits the pinning) gets about half of it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ginqt.engines.registry import engine_seat
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.remote.clock import WALL_FACTOR
from ginqt.remote.pool import ProcessPool
from ginqt.remote.seat import RemoteSeat
from ginqt.rules import PRESETS
from ginqt.storage.engines import EngineEntry
from ginqt.strategy import FallbackStrategy

ROOT = Path(__file__).resolve().parent.parent
ENGINE = str(ROOT / "tests" / "engines_for_tests.py")
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a process's CPU clock and /proc")


@pytest.fixture
def half_a_core() -> Iterator[None]:
    """This process, what it starts, and a busy loop share one core."""
    cpus = os.sched_getaffinity(0)
    core = {min(cpus)}
    hog = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        os.sched_setaffinity(hog.pid, core)
        os.sched_setaffinity(0, core)
        yield
    finally:
        os.sched_setaffinity(0, cpus)
        hog.kill()
        hog.wait()


def play(mode: tuple[str, ...], move_seconds: float, game_seconds: float, games: int = 1) -> list[RemoteSeat]:
    """``games`` games of the test engine in ``mode`` against the fallback strategy; its seat of each."""
    pool, seats = ProcessPool(), []
    entry = EngineEntry("clocked", (sys.executable, ENGINE, *mode), str(ROOT), move_seconds=move_seconds,
                        game_seconds=game_seconds)
    try:
        for game in range(games):
            seat = engine_seat(entry, game, pool=pool)
            spec = GameSpec(Variant.standard(PRESETS["standard"]), seed=f"clock/{game}", first_dealer=game % 2)
            GameRunner(spec, (seat, FallbackStrategy())).play(max_hands=3)
            seat.close()
            seats.append(seat)
    finally:
        pool.close()
    return seats


def test_an_honest_engine_that_needs_most_of_its_budget_loses_nothing_to_a_loaded_machine(half_a_core: None) -> None:
    """It thinks 80 % of its 1 s a game, with half a core: on the wall clock that is about 1.6 s, which the old
    wall-clock budget stopped (the rest of the game to the fallback); its CPU time is 0.8 s, within the budget."""
    for seat in play(("thinker", "0.8"), move_seconds=1.0, game_seconds=1.0, games=2):
        assert not seat.faults and seat.fallback_moves == 0, [fault.message for fault in seat.faults]
        assert 0.75 <= seat.clock.spent <= 1.0, seat.clock.spent  # charged its CPU time
        assert seat.clock.spent_wall > 1.0, seat.clock.spent_wall  # the machine was loaded: more on the wall clock


def test_a_child_process_thinking_for_the_engine_is_charged_to_it() -> None:
    """An engine cannot think for free in a process it starts: the child's CPU time is its move's, whether the
    child has ended and was waited for, or the engine answers while the child still thinks (or has ended unawaited)."""
    for mode in (("forker", "0.3"), ("forker", "0.3", "live")):
        pool = ProcessPool()
        seat = engine_seat(EngineEntry("forker", (sys.executable, ENGINE, *mode), str(ROOT)), pool=pool)
        runner = GameRunner(GameSpec(Variant.standard(PRESETS["standard"]), seed="fork", first_dealer=1),
                                      (seat, FallbackStrategy()))
        assert runner.to_play == 0
        runner.step()  # its first move
        assert not seat.faults and seat.clock.spent >= 0.25, (mode, seat.clock.spent)
        seat.close()
        pool.close()


def test_an_engine_that_waits_on_purpose_is_stopped_at_the_wall_clocks_ceiling() -> None:
    """Sleeping uses no CPU time: the move's wall-clock ceiling (four times its limit) stops it all the same."""
    seat, = play(("slow", "30"), move_seconds=0.25, game_seconds=0.0)
    faults = [fault.message for fault in seat.faults]
    assert faults and faults[0].startswith(f"no answer within {0.25 * WALL_FACTOR:g} s on the wall clock"), faults
    assert "the fallback plays the rest of the hand" in faults[0]


def test_the_windows_players_count_the_wall_clock() -> None:
    """At the table a time limit is how long a person waits: the window's players have no CPU clock."""
    from ginqt.plugins.players import PlayerSource

    source = PlayerSource(autoload=False, modules=["faulty_plugins"])
    seat = source.make("plain", 1, 5.0, variant="standard")
    assert isinstance(seat, RemoteSeat) and not seat.clock.cpu and seat.clock.next_move().wall_limit == 5.0
    seat.close()
