"""An engine at GinQt's table: told the game in protocol lines, asked for moves, the fallback when it fails.

An :class:`EngineSeat` is a :class:`~ginqt.play.seats.Seat` that answers when it can, as
:class:`~ginqt.plugins.process.IsolatedStrategy` does for a plugin: it queues the lines of
what its player sees (``game``, ``hand``, ``played``, ``end``, ``gameover``), and
:meth:`EngineSeat.ask` sends them with the next ``go`` and returns at once; the
:class:`~ginqt.play.seats.Answer` reads the ``play`` line when it is waited for (by the move's
and the game's deadlines), and names the engine's pipe and deadline meanwhile
(:meth:`~ginqt.play.seats.Answer.waiting_on`), so that a tournament plays other games while
the engine thinks.  Its answer is judged by :func:`~ginqt.plugins.guard.legal_move`, the one
legality check of computer players.  It guards itself (a
:class:`~ginqt.plugins.guard.GuardedSeat`): what goes wrong is recorded *once* as a fault of
its kind, in one line (:attr:`~ginqt.plugins.guard.FaultLog.faults`, and ``on_fault``), and
the fallback plays that move, then plays on without more faults:

* an illegal or unreadable answer: that move (the engine is told ``illegal`` and plays on);
* no answer in time, a crash, garbage on its output: the rest of the hand (its process is
  ended; a new one starts for the next hand);
* a failed start or handshake, ``error``, a variant it does not play, its game budget spent:
  the rest of the game.

:meth:`EngineSeat.choose` asks and waits, for a caller that wants a
:class:`~ginqt.strategy.Strategy` (the window asks it on a worker thread).

.. versionadded:: 0.4
"""

from __future__ import annotations

import contextlib
import functools
import threading
import time
from collections.abc import Callable
from typing import NoReturn

from ginqt.engine import Action, Event, EventKind, IllegalActionError, PlayerView
from ginqt.engines.deaths import crash_fault, output_fault
from ginqt.engines.process import POOL, EnginePool, EngineProcess
from ginqt.engines.protocol import (
    EngineInfo,
    HandScores,
    ProtocolError,
    event_line,
    game_line,
    go_line,
    hand_line,
    parse_play,
)
from ginqt.play.seats import Answer
from ginqt.plugins.channel import ChannelBroken, ChannelClosed, ChannelTimeout
from ginqt.plugins.guard import Fault, FaultKind, GuardedSeat, PlayerFault, legal_move, plain_move
from ginqt.plugins.hosts import HostFailed
from ginqt.rules import PRESETS, Rules
from ginqt.storage.engines import EngineEntry

__all__ = ["EngineFault", "EngineSeat", "variant_name"]


class EngineFault(PlayerFault):
    """What an engine did wrong, in one line, and its kind (the seat records it as a fault and the fallback moves)."""


def variant_name(rules: Rules) -> str:
    """GinQt's name of the preset ``rules`` are (the score limit aside), or ``custom``."""
    for name, preset in PRESETS.items():
        if preset.replace(score_limit=rules.score_limit) == rules:
            return name
    return "custom"


class EngineSeat(GuardedSeat):
    """An engine playing one seat (see the module's description).

    ``name`` and ``on_fault`` are its fault log's (the engine's name by default); ``time_limit`` is
    a guard's limit around the engine's own (``None``: only the engine's move and game seconds).
    """

    def __init__(self, entry: EngineEntry, seed: int | None = None, *, pool: EnginePool | None = None,
                 seat: int | None = None, name: str | None = None, on_fault: Callable[[Fault], None] | None = None,
                 time_limit: float | None = None) -> None:
        super().__init__(entry.name if name is None else name, on_fault, time_limit)
        self.entry = entry
        self.seed = seed
        self.pool = pool if pool is not None else POOL
        self.seat = seat
        self.spent = 0.0  #: seconds of thinking used in this game
        self.process: EngineProcess | None = None
        self.info: EngineInfo | None = None  #: what it said of itself in its last handshake
        self._lines: list[str] = []
        self._scores = HandScores()
        self._game_told = False
        self._sitting_out = False  #: the fallback plays the rest of this hand
        self._given_up = False  #: the fallback plays the rest of the game
        #: The exchange up to the first fault (for ``ginqt engines check``), or ''.
        self.first_fault_exchange = ""
        self._lock = threading.RLock()  # the window tells a seat on its thread and asks it in a pool's
        self._asked = False  # a ``go`` waits for its answer
        self._limit = 0.0  # the seconds the move asked has
        self._sent_at = 0.0  # monotonic() when it was asked
        self._deadline = 0.0  # monotonic() by which its answer must have come

    # -- what the runner tells it ------------------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        with self._lock:
            try:
                self._new_hand(view)
            except Exception as error:
                self.record_fault("observe", f"new_hand: {type(error).__name__}: {error}")

    def _new_hand(self, view: PlayerView) -> None:
        self._sitting_out = self._given_up
        if self._given_up:
            return
        if not self._game_told:
            self._game_told = True
            self._lines.append(game_line(variant_name(view.rules), view.player, view.rules, self.seed))
        self._scores = HandScores(list(view.scores))
        self._lines.append(hand_line(view))

    def observe(self, event: Event) -> None:
        with self._lock:
            try:
                self._observe(event)
            except Exception as error:
                self.record_fault("observe", f"observe: {type(error).__name__}: {error}")

    def _observe(self, event: Event) -> None:
        if self._sitting_out:
            if event.kind is EventKind.GAME_OVER:
                self.close()
            return
        line = event_line(event, self._scores)
        if line is not None:
            self._lines.append(line)
        if event.kind is EventKind.GAME_OVER:
            self.close()

    # -- a move: the question now, the answer when it comes -------------------------------------------

    def ask(self, view: PlayerView) -> Answer:
        """Send the queued lines and ``go`` now; the :class:`~ginqt.play.seats.Answer` reads the ``play`` line."""
        with self._lock:
            started = time.perf_counter()
            if self._sitting_out:
                return Answer(self.fall_back(view, started))
            try:
                self._send(view)
            except EngineFault as fault:
                return Answer(self.fall_back(view, started, fault.kind, str(fault)))
            except Exception as error:
                return Answer(self.fall_back(view, started, "raised", f"choose: {type(error).__name__}: {error}"))
            return Answer(wait=functools.partial(self._answer, view, started), waiting_on=self.waiting_on)

    def choose(self, view: PlayerView) -> Action:
        """Ask and wait (the window asks on a worker thread)."""
        with self._lock:
            return self.ask(view).result()

    def waiting_on(self) -> tuple[int, float]:
        """The engine's output pipe and the ``time.monotonic()`` deadline of the answer asked for."""
        process = self.process
        if process is None or not self._asked:
            return -1, 0.0
        channel = process.host.channel
        return channel.read_fd, 0.0 if channel.has_line else self._deadline

    def _send(self, view: PlayerView) -> None:
        """Ask the engine for its move in ``view``: the queued lines and ``go`` (an :class:`EngineFault` when it
        cannot be asked)."""
        process = self._ready(view)  # (its start and handshake have a limit of their own)
        self._sent_at = time.monotonic()
        limit = self.entry.move_seconds
        if self.entry.game_seconds > 0:
            limit = min(limit, max(0.0, self.entry.game_seconds - self.spent))
        self._limit, self._deadline = limit, self._sent_at + limit
        game_left = max(0.0, self.entry.game_seconds - self.spent) if self.entry.game_seconds > 0 else 86400.0
        lines, self._lines = [*self._lines, go_line(view, int(limit * 1000), int(game_left * 1000))], []
        try:
            stray = process.stray_line()
            if stray is not None:
                self._fail(f"{output_fault(stray, process)}, a line it was not asked for")
            process.send(lines, self._deadline)
        except (ChannelTimeout, ChannelClosed) as error:
            self._channel_fault(error, process)
        self._asked = True

    def _answer(self, view: PlayerView, started: float) -> Action:
        """The engine's move (waiting for its ``play`` line until the deadline at most), or the fallback's."""
        with self._lock:
            try:
                move = self._judge(view, self._read())
            except EngineFault as fault:
                return self.fall_back(view, started, fault.kind, str(fault))
            except Exception as error:
                return self.fall_back(view, started, "raised", f"choose: {type(error).__name__}: {error}")
            took = time.perf_counter() - started
            if self.time_limit is not None and took > self.time_limit:  # the guard's limit around the engine's
                return self.fall_back(view, started, "timeout",
                                      f"choose took {took:.2f} s (limit {self.time_limit:g} s)")
            self.times.append(took)
            return move

    def fall_back(self, view: PlayerView, started: float, kind: FaultKind | None = None, message: str = "") -> Action:
        """The fallback's move (:meth:`~ginqt.plugins.guard.GuardedSeat.fall_back`): its time is not the engine's,
        so :attr:`times` keeps the engine's own decisions only."""
        kept = len(self.times)
        move = super().fall_back(view, started, kind, message)
        del self.times[kept:]
        return move

    def _read(self) -> str:
        """The line that answers the ``go`` sent (an :class:`EngineFault` when none comes in time)."""
        process = self.process
        if process is None or not self._asked:
            raise EngineFault("crashed", "it was not asked")  # (never: ask sent the question)
        self._asked = False
        try:
            answer = process.read_line(self._deadline)
        except (ChannelTimeout, ChannelClosed) as error:
            self._channel_fault(error, process)
        except BaseException:  # Ctrl+C while it thinks: its answer would come out of turn, so end it
            self.process = None
            process.kill()
            raise
        self.spent += time.monotonic() - self._sent_at
        return answer

    def _channel_fault(self, error: ChannelTimeout | ChannelClosed, process: EngineProcess) -> NoReturn:
        """The fault of a line that could not be sent or read in time (raises it)."""
        if isinstance(error, ChannelTimeout):
            self.spent += time.monotonic() - self._sent_at
            if self.entry.game_seconds > 0 and self.spent >= self.entry.game_seconds:
                self._fail(f"it used up its {self.entry.game_seconds:g} s for the game", True, "timeout")
            self._fail(f"no answer within {self._limit:g} s", kind="timeout")
        if isinstance(error, ChannelBroken):
            self._fail(f"garbage on its standard output: {error}")
        self._fail(crash_fault(process))

    def close(self) -> None:
        """The end of the game: tell it what it has not heard yet and give its process back to the pool."""
        with self._lock:
            self._close()

    def __del__(self) -> None:
        """A game left unfinished (a new game in the window): its process goes back to the pool all the same."""
        with contextlib.suppress(Exception):
            process, self.process = self.process, None
            if process is not None and self._asked:  # its answer would come out of turn in the next game
                process.kill()
            elif process is not None:
                self.pool.give_back(process, self.seat)

    def _close(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        if self._asked:  # asked and never waited for (a run interrupted): its answer would come out of turn
            self._asked = False
            process.kill()
            return
        if self._lines and process.alive:
            try:
                process.send(self._lines, time.monotonic() + 1.0)
            except (ChannelTimeout, ChannelClosed):
                process.kill()
                return
        self._lines = []
        self.pool.give_back(process, self.seat)

    # -- internals -------------------------------------------------------------------------------

    def _ready(self, view: PlayerView) -> EngineProcess:
        """Its process, started and shaken hands with (a fault that ends the game when it cannot be)."""
        process = self.process
        if process is None:
            process = self.process = self.pool.take(self.entry, self.seat)
        try:
            info = self.info = process.handshake()
        except (ProtocolError, HostFailed) as error:
            self._fail(f"it could not start: {error}", True, "start")
        except ChannelTimeout:
            self._fail("its handshake did not end within the time allowed", True, "start")
        except ChannelClosed as error:
            self._fail(f"it could not start: {error if isinstance(error, ChannelBroken) else process.how_it_ended()}",
                       True, "start")
        variant = variant_name(view.rules)
        if not info.plays(variant):
            self._fail(f"it does not play the variant {variant!r} (it plays: "
                       f"{', '.join(info.variants or ()) or 'none'})", True, "start")
        return process

    def _judge(self, view: PlayerView, answer: str) -> Action:
        """GinQt's own action for the engine's ``play`` line, or an :class:`EngineFault` (after ``illegal``)."""
        if answer.startswith("error"):
            self._fail(f"it gave up: {answer[6:].strip()[:200]}", True, "raised")
        try:
            return legal_move(plain_move(parse_play(answer)), view.legal_actions, view.hand.mask, view.knock_limit)
        except ProtocolError as error:
            if not answer.startswith("play "):
                self._fail(output_fault(answer, self.process) if self.process is not None else answer[:60])
            reason = str(error)
        except IllegalActionError as error:
            reason = str(error)
        move = answer[5:].strip()[:40]
        self._record_first()
        if self.process is not None:
            self._lines.append(f"illegal move={move} reason={reason[:200]}")
        raise EngineFault("illegal", f"move {move!r}: {reason}")

    def _record_first(self) -> None:
        if not self.first_fault_exchange and self.process is not None:
            self.first_fault_exchange = self.process.exchange()

    def _fail(self, message: str, game: bool = False, kind: FaultKind = "crashed") -> NoReturn:
        """End its process; the fallback plays the rest of the hand (``game``: of the game); raise the fault."""
        self._record_first()
        process, self.process = self.process, None
        if process is not None:
            process.kill()
        self._lines = []
        self._sitting_out = True
        self._given_up = self._given_up or game
        self._game_told = False  # a new process is told the game again
        rest = "game" if game else "hand"
        raise EngineFault(kind, f"{message}; the fallback plays the rest of the {rest}")
