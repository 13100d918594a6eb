"""One seat for every player in another process: the policy, whatever the dialect it is spoken to in
(docs/ARCHITECTURE.md, "Players in other processes"; the faults and what they cost: "Faults").

.. versionadded:: 0.6
"""

from __future__ import annotations

import contextlib
import functools
import threading
import time
from collections.abc import Callable
from typing import Any

from ginqt.engine import Action, Event, EventKind, IllegalActionError, PlayerView
from ginqt.play.seats import Answer
from ginqt.remote.channel import ChannelBroken, ChannelClosed, ChannelTimeout
from ginqt.remote.clock import GameClock
from ginqt.remote.faults import (
    Cost,
    Fault,
    FaultKind,
    GuardedSeat,
    PlainMove,
    PlayerFault,
    fallback_move,
    legal_move,
)
from ginqt.remote.pool import POOL, Lane, ProcessPool
from ginqt.remote.process import START_SECONDS, Launch, StartFailed
from ginqt.strategy import FallbackStrategy, Strategy

__all__ = ["GAME_SECONDS", "Dialect", "RemoteSeat"]

#: Seconds of thinking a player has for a whole game unless told otherwise (the EAAI challenge gave 30 s).
GAME_SECONDS = 30.0
_GAME_OVER = EventKind.GAME_OVER
_REST = {Cost.HAND: "; the fallback plays the rest of the hand", Cost.GAME: "; the fallback plays the rest of the game"}


class Dialect:
    """How a seat speaks with its process: the wire format and the handshake.  A subclass for each kind of player
    (:class:`~ginqt.remote.dialects.plugin.PluginDialect`, :class:`~ginqt.remote.dialects.engine.EngineDialect`);
    the seat calls it under its lock, and it words what the seat sends and reads what comes back."""

    #: How its process is started (and its handshake done: :attr:`Launch.handshake`).
    launch: Launch
    #: The process answers what it is told at the game's end.
    answers_farewell = False

    def opening(self) -> list[str]:
        """What a new process hears first (a new player)."""
        return []

    def hand(self, view: PlayerView, fresh: bool, variant: str) -> list[str]:
        """What the player is told of a new hand (``fresh``: the first its process hears: the game)."""
        raise NotImplementedError

    def event(self, event: Event) -> str | None:
        """What the player is told of ``event`` (``None``: nothing)."""
        raise NotImplementedError

    def request(self, told: list[str], view: PlayerView, limit: float, game_left: float) -> bytes:
        """The request for a move in ``view``, with what it has not heard yet (``limit``: seconds for the move)."""
        raise NotImplementedError

    def farewell(self, told: list[str]) -> bytes:
        """What it is sent at the game's end: what it has not heard yet (``b''``: nothing to send)."""
        raise NotImplementedError

    def move(self, reply: Any, lane: Lane) -> PlainMove:
        """The move of an answer; :class:`~ginqt.engine.IllegalActionError` when it names no move the player may
        make, :class:`~ginqt.remote.faults.PlayerFault` (with its cost) when it is no answer at all."""
        raise NotImplementedError

    def notes(self, reply: Any) -> list[str]:
        """The faults of the player's ``new_hand``/``observe`` an answer tells of (a :class:`PlayerFault` when it is
        no answer)."""
        return []

    def refused(self, reply: Any, reason: str) -> tuple[str, str | None]:
        """A refused move: the fault's words, and what the player is told of it (``None``: nothing)."""
        return reason, None

    def unplayable(self, hello: object, view: PlayerView, variant: str) -> str | None:
        """Why a player that said ``hello`` cannot play this game (``None``: it can)."""
        return None

    def before_request(self, lane: Lane) -> None:
        """A check of the process before a request (a :class:`PlayerFault` for a line it wrote unasked)."""

    def ended(self, lane: Lane) -> str:
        """How its process ended, in words."""
        return lane.how_it_ended()

    def broken(self, error: ChannelBroken, lane: Lane) -> str:
        """What it wrote that breaks the wire, in words."""
        return f"it broke the wire format ({error})"


class RemoteSeat(GuardedSeat):
    """A player in a sandboxed process, spoken to in ``dialect``: ``time_limit`` and ``game_limit`` (0: none) seconds
    of CPU time (``cpu_time`` ``False``: of the wall clock); :meth:`close` gives the process back to the pool."""

    def __init__(self, dialect: Dialect, name: str, *, time_limit: float = 5.0, game_limit: float = GAME_SECONDS,
                 pool: ProcessPool | None = None, on_fault: Callable[[Fault], None] | None = None,
                 fallback: Strategy | None = None, start_limit: float = START_SECONDS, cpu_time: bool = True,
                 variant: str = "") -> None:
        super().__init__(name, on_fault)
        self.dialect, self.start_limit, self.variant = dialect, start_limit, variant
        self._event = dialect.event  # (every event of the game: the hot path)
        self.clock = GameClock(time_limit, game_limit, cpu_time)  #: its move's and its game's time
        self.fallback: Strategy = fallback if fallback is not None else FallbackStrategy()
        self.pool = pool if pool is not None else POOL
        self.hello: object = None  #: what its process said of itself (an engine's handshake)
        self.first_fault_exchange = ""  #: the exchange up to its first fault (a dialect that keeps one)
        self._lane: Lane | None = self.pool.lane(dialect.launch)  # started now, while the game is dealt
        self._told: list[str] = dialect.opening()  # what it has not heard yet, in the dialect's words
        self._fresh = True  # the next hand is the first its process hears
        self._out = Cost.NOTHING  # the fallback plays the rest of the hand (HAND) or of the game (GAME)
        self._checked: object = None  # the process whose hello was checked against this game
        self._lock = threading.RLock()  # the window tells a seat on its thread and asks it in a pool's
        self._asked = False  # a request waits for its answer

    def guarded(self, name: str, time_limit: float | None, on_fault: Callable[[Fault], None] | None, *,
                variant: str = "", cpu_time: bool = True) -> RemoteSeat:
        super().guarded(name, time_limit, on_fault)
        if time_limit is not None:
            self.clock.move = min(self.clock.move, time_limit)
        self.variant, self.clock.cpu = variant, cpu_time
        return self

    # -- what the runner tells it ------------------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        with self._lock:
            if self._out is Cost.HAND:
                self._out = Cost.NOTHING
            self._tell_fallback(lambda: self.fallback.new_hand(view))
            if self._out:
                return
            try:
                self._told += self.dialect.hand(view, self._fresh, self.variant)
                self._fresh = False
            except Exception as error:
                self.record_fault("observe", f"new_hand: {type(error).__name__}: {error}")

    def observe(self, event: Event) -> None:
        with self._lock:
            if not self._out:
                try:
                    line = self._event(event)
                except Exception as error:
                    self.record_fault("observe", f"observe: {type(error).__name__}: {error}")
                else:
                    if line is not None:
                        self._told.append(line)
            fallback = self.fallback
            if type(fallback) is not FallbackStrategy:  # the plain one is stateless: its observe does nothing
                self._tell_fallback(lambda: fallback.observe(event))
            if event.kind is _GAME_OVER:
                self.close()

    # -- a move: the question now, the answer when it comes -------------------------------------------

    def ask(self, view: PlayerView) -> Answer:
        """Send the request now; the :class:`~ginqt.play.seats.Answer` waits for the process's answer."""
        with self._lock:
            started = time.perf_counter()
            if self._out:
                return Answer(self._fall_back(view))
            try:
                self._send(view)
            except Exception as error:
                return Answer(self._fault_move(view, _fault(error)))
            return Answer(wait=functools.partial(self._answer, view, started), waiting_on=self.waiting_on)

    def choose(self, view: PlayerView) -> Action:
        """Ask and wait (the window asks on a worker thread)."""
        with self._lock:
            return self.ask(view).result()

    def waiting_on(self) -> tuple[int, float]:
        """The pipe its answer comes on and the ``time.monotonic()`` by which to take it (or to ask again: its
        clock may find CPU time left)."""
        lane = self._lane
        if lane is None or not self._asked:
            return -1, 0.0
        return lane.read_fd, 0.0 if lane.has_line else lane.due()

    def _send(self, view: PlayerView) -> None:
        """Ask for its move in ``view`` (a :class:`PlayerFault` when it cannot be asked)."""
        lane = self._lane
        if lane is None:  # stopped last hand: a new process
            lane = self._lane = self.pool.lane(self.dialect.launch)
        if self._checked is not lane.process:  # its start (begun with the game) and its hello, once a process
            self._start(lane, view)
        self.dialect.before_request(lane)
        clock = self.clock.next_move()
        data, self._told = self.dialect.request(self._told, view, clock.limit, self.clock.left()), []
        try:
            lane.send(data, clock)
        except ChannelTimeout:
            raise PlayerFault("timeout", f"it did not read its input within {clock.wall_limit:g} s: its process was "
                                         "stopped", Cost.HAND) from None
        except ChannelClosed:
            raise self._gone(lane) from None
        self._asked = True

    def _answer(self, view: PlayerView, started: float) -> Action:
        """Its move (waiting for the answer by its clock at most), or the fallback's."""
        with self._lock:
            reply: Any = None
            try:
                reply = self._receive()
                assert self._lane is not None
                plain = self.dialect.move(reply, self._lane)
                move = legal_move(plain, view.legal_actions, view.hand.mask, view.knock_limit)
            except IllegalActionError as error:
                message, told = self.dialect.refused(reply, str(error))
                if told is not None and self._lane is not None:
                    self._told.append(told)
                return self._fault_move(view, PlayerFault("illegal", message))
            except Exception as error:
                return self._fault_move(view, _fault(error))
            self.times.append(time.perf_counter() - started - self._lane.queued)
            return move

    def _receive(self) -> Any:
        """The answer to the request sent (a :class:`PlayerFault` when none comes in time or the process is gone)."""
        lane = self._lane
        if lane is None or not self._asked:
            raise PlayerFault("crashed", "it was not asked", Cost.HAND)  # (never: the request was sent)
        self._asked = False
        try:
            reply = lane.receive()
        except ChannelTimeout:
            assert lane.clock is not None
            said, game = self.clock.ran_out(lane.clock, time.monotonic())
            raise PlayerFault("timeout", f"{said}: its process was stopped", Cost.GAME if game else Cost.HAND) from None
        except ChannelBroken as error:
            raise PlayerFault("crashed", self.dialect.broken(error, lane), Cost.HAND) from None
        except ChannelClosed:
            raise self._gone(lane) from None
        except BaseException:  # Ctrl+C while it thinks: its answer would come out of turn, so stop it
            self._lane = None
            lane.kill()
            raise
        assert lane.clock is not None
        self.clock.charge(lane.clock, time.monotonic(), lane.charged)
        for note in self.dialect.notes(reply):
            self.record_fault("observe", note)
        return reply

    def _gone(self, lane: Lane) -> PlayerFault:
        return PlayerFault(lane.stop_kind, self.dialect.ended(lane), Cost.HAND)

    def _start(self, lane: Lane, view: PlayerView) -> None:
        """Wait for its process to be ready (its start limit at most), and see that the player it says it is can
        play this game (a :class:`PlayerFault` that costs the game when not)."""
        try:
            lane.process.wait_ready(self.start_limit)
        except ChannelTimeout:
            raise PlayerFault("start", f"its process did not start within {self.start_limit:g} s", Cost.GAME) from None
        except (StartFailed, ValueError, ChannelBroken) as error:  # (ValueError: a handshake the dialect refused)
            raise PlayerFault("start", f"it could not start: {error}", Cost.GAME) from None
        except ChannelClosed:
            raise PlayerFault("start", f"it could not start: {lane.how_it_ended()}", Cost.GAME) from None
        self._checked, self.hello = lane.process, lane.process.hello
        problem = self.dialect.unplayable(self.hello, view, self.variant)
        if problem is not None:
            raise PlayerFault("start", problem, Cost.GAME)

    # -- faults, the fallback -----------------------------------------------------------------------

    def _fault_move(self, view: PlayerView, fault: PlayerFault) -> Action:
        """Record ``fault`` once; stop the process when it costs more than the move; the fallback's move."""
        if not self.first_fault_exchange and self._lane is not None:
            self.first_fault_exchange = self._lane.process.exchange()
        message = str(fault)
        if fault.cost >= Cost.HAND:
            self._stop(fault.kind, message)
            self._out = max(self._out, fault.cost)
            message += _REST[fault.cost]
        self.record_fault(fault.kind, message)
        return self._fall_back(view)

    def _stop(self, kind: FaultKind = "crashed", why: str = "") -> None:
        """Stop its process (the other games sharing it are told ``why``); a new one hears the game afresh."""
        lane, self._lane = self._lane, None
        if lane is not None:
            lane.kill(kind, why)
        self._told, self._fresh, self._asked = self.dialect.opening(), True, False

    def _fall_back(self, view: PlayerView) -> Action:
        self.fallback_moves += 1
        return fallback_move(view, self.fallback)

    # -- the game's end ---------------------------------------------------------------------------------

    def close(self) -> None:
        """The end of the game: tell it what it has not heard yet, and give its process back to the pool."""
        with self._lock:
            lane = self._lane
            if lane is not None and self._asked and not lane.process.launch.shared:
                self._stop()  # a move asked and never taken: its answer would come out of turn; the process is its own
            elif lane is not None:
                try:
                    if self._asked:  # (a shared process: the answer is read, so that no other game takes it)
                        self._receive()
                    self._farewell(lane)
                except PlayerFault as fault:  # a fault here stops its process
                    self.record_fault(fault.kind, str(fault))
                    self._stop(fault.kind, str(fault))
                except (ChannelTimeout, ChannelClosed):
                    self._stop()
            lane, self._lane = self._lane, None
            if lane is not None:
                self.pool.give_back(lane)

    def _farewell(self, lane: Lane) -> None:
        """Tell it what it has not heard yet (and read the answer, in a dialect that answers)."""
        data, self._told = self.dialect.farewell(self._told), []
        if not data or not lane.process.alive:
            return
        if not self.dialect.answers_farewell:
            lane.process.write(data, time.monotonic() + 1.0)
            return
        lane.send(data, self.clock.next_move())
        self._asked = True
        self._receive()

    def __del__(self) -> None:
        """A game left unfinished (a new game in the window): its process goes back to the pool all the same."""
        with contextlib.suppress(Exception):
            lane, self._lane = self._lane, None
            if lane is not None and self._asked and not lane.process.launch.shared:
                lane.kill()  # its answer would come out of turn in the next game
            elif lane is not None:
                self.pool.give_back(lane)


def _fault(error: Exception) -> PlayerFault:
    """``error`` as a fault: a :class:`PlayerFault` as it is, anything else a ``raised`` one (GinQt's own bug)."""
    if isinstance(error, PlayerFault):
        return error
    return PlayerFault("raised", f"choose: {type(error).__name__}: {error}")
