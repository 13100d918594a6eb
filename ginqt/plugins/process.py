"""Third-party strategies in their own process: they see only plain data, and a time limit stops them.

An :class:`IsolatedStrategy` is a computer player whose strategy runs in a plugin host
(:mod:`ginqt.plugins.host`), a process of its own started from the plugin's source.  It is
told the hand and its events like any :class:`~ginqt.strategy.Strategy`, queues them, and
sends them with the next decision request: one round trip a decision.  What it sends is
the player's redacted view and events as plain data (:mod:`ginqt.plugins.wire`); the
answer is plain data too, turned back into GinQt's own :class:`~ginqt.engine.Action` by
value (:func:`ginqt.plugins.guard.legal_move`).  Nothing the plugin holds is GinQt's.

* A move that raises or is not legal: the fallback plays that move (a ``raised`` or
  ``illegal`` fault); the plugin plays on.
* No answer within the time limit (``timeout``), or the process died (``crashed``): the
  process is stopped, the fallback plays the rest of the hand, and a new process is
  started for the next hand.  The fault is recorded once, not for every move it costs.
* The plugin cannot be imported or its strategy made (``start``): the fallback plays
  the rest of the game.
* It used up its thinking time for the game (``game_limit``, :data:`GAME_SECONDS`): the
  process is stopped and the fallback plays the rest of the game (a ``timeout`` fault).
* It does not read what it is sent within the time limit: a ``timeout`` fault, as when it
  does not answer (a plugin can never make GinQt wait longer than its limits).

Hosts are kept in a :class:`HostPool` between games (a new game makes a new strategy
object in the same process, from ``factory(seed)``), and each seat has a process of its
own, so one player never shares memory with the other.

.. versionadded:: 0.2
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from ginqt.engine import Action, Event, IllegalActionError, PlayerView
from ginqt.play.seats import Answer, Seat
from ginqt.plugins.channel import ChannelBroken, ChannelClosed, ChannelTimeout, encode
from ginqt.plugins.guard import Fault, FaultKind, FaultLog, fallback_move, legal_move
from ginqt.plugins.hosts import (
    DEFAULT_MEMORY_MB,
    START_SECONDS,
    WINDOW_NICE,
    HostFailed,
    HostPool,
    HostProcess,
    HostSpec,
    host_command,
)
from ginqt.plugins.lanes import POOL, Lane, LanePool
from ginqt.plugins.wire import WireError, event_json, move_from_wire, view_json, view_to_wire
from ginqt.strategy import FallbackStrategy, Strategy

__all__ = [
    "DEFAULT_MEMORY_MB",
    "GAME_SECONDS",
    "POOL",
    "START_SECONDS",
    "WINDOW_NICE",
    "HostFailed",
    "HostPool",
    "HostProcess",
    "HostSpec",
    "IsolatedStrategy",
    "host_command",
]

#: Seconds of thinking a plugin has for a whole game (the EAAI challenge gave 30 s); 0: no budget.
GAME_SECONDS = 30.0


def _player_call(seed: int | None) -> str:
    return encode({"call": "player", "seed": seed}).decode("ascii").rstrip("\n")


class IsolatedStrategy(FaultLog, Seat):
    """A computer player whose strategy runs in the plugin's own process (see the module's description).

    It is a :class:`~ginqt.play.seats.Seat`: :meth:`ask` sends the request and returns at once,
    and the answer comes when the process replies (or its deadline passes: the fallback's move).
    It has the guard's interface: :attr:`faults`, :attr:`times`, :attr:`fallback_moves` and
    :meth:`close`, which gives the process back to the pool (call it at the end of a game).
    """

    def __init__(
        self,
        spec: HostSpec,
        name: str,
        seed: int | None = None,
        time_limit: float = 5.0,
        fallback: Strategy | None = None,
        *,
        on_fault: Callable[[Fault], None] | None = None,
        start_limit: float = START_SECONDS,
        pool: LanePool | None = None,
        game_limit: float = GAME_SECONDS,
    ) -> None:
        super().__init__(name, on_fault)
        #: Seconds of thinking it may use in this game (0: no budget); :attr:`spent` counts them.
        self.game_limit = game_limit
        self.spent = 0.0
        self.spec = spec
        self.seed = seed
        self.time_limit = time_limit
        self.start_limit = start_limit
        self.fallback: Strategy = fallback if fallback is not None else FallbackStrategy()
        self.pool = pool if pool is not None else POOL
        #: Seconds each decision took, the round trip included but not a wait behind another game's request
        #: (fallback moves too).
        self.times: list[float] = []
        #: How many moves the fallback played.
        self.fallback_moves = 0
        self._host: Lane | None = self.pool.take_lane(spec)  # starts now, while the game is dealt
        #: The calls that wait for the next request, as JSON text (built as they come: the hot path).
        self._calls: list[str] = [_player_call(seed)]
        self._history_sent = 0  #: finished hands the plugin's process has been sent
        self._sitting_out = False  #: the fallback plays the rest of this hand
        self._given_up = False  #: the fallback plays the rest of the game
        self._lock = threading.RLock()  # the window may close a player from another thread than it asks in
        self._started = 0.0  # perf_counter() when the move was asked for
        self._deadline = 0.0  # monotonic() by which the answer must have come
        self._sent_at = 0.0  # monotonic() when the request was sent
        self._asked = False  # a request waits for its answer

    # -- the Strategy methods ------------------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        with self._lock:
            self._new_hand(view)

    def _new_hand(self, view: PlayerView) -> None:
        self._sitting_out = self._given_up
        self._tell_fallback(lambda: self.fallback.new_hand(view))
        if self._given_up:
            return
        if self._host is None and not self._given_up:  # stopped last hand: a new process, a new player
            self._calls = [_player_call(self.seed)]
            self._history_sent = 0
        self._calls.append(encode({"call": "new_hand", "view": view_to_wire(view, True, self._history_sent)})
                           .decode("ascii").rstrip("\n"))
        self._history_sent = len(view.history)

    def observe(self, event: Event) -> None:
        with self._lock:
            self._observe(event)

    def _observe(self, event: Event) -> None:
        if not self._sitting_out:
            self._calls.append(f'{{"call":"observe","event":{event_json(event)}}}')
        fallback = self.fallback
        if type(fallback) is not FallbackStrategy:
            self._tell_fallback(lambda: fallback.observe(event))

    def choose(self, view: PlayerView) -> Action:
        with self._lock:
            self.send(view)  # when it is not asked, receive() gives the fallback's move
            return self.receive(view)

    def ask(self, view: PlayerView) -> Answer:
        """The seat's question: the request goes out now; the answer waits on the process's pipe."""
        if self.send(view):
            return Answer(wait=lambda: self.receive(view), waiting_on=self.waiting_on)
        return Answer(self.receive(view))

    # -- a decision in two halves: the seat's question and its answer ------------------------------

    def send(self, view: PlayerView) -> bool:
        """Ask the plugin for its move in ``view`` (the queued calls go with it) and return at once.

        ``False`` when it is not asked (the fallback plays this move); either way :meth:`receive`
        gives the move.  While it thinks, :meth:`waiting_on` says what to wait for.
        """
        with self._lock:
            self._started = time.perf_counter()
            self._asked = False
            if self._sitting_out:
                return False
            self._asked = self._send(f'{{"calls":[{",".join(self._calls)}],"choose":{view_json(view)}}}\n')
            self._calls = []
            return self._asked

    def waiting_on(self) -> tuple[int, float]:
        """The pipe its answer comes on and the ``time.monotonic()`` deadline for it (after :meth:`send`)."""
        host = self._host
        assert host is not None
        if host.has_line:
            return host.read_fd, 0.0
        return host.read_fd, host.due() if host.ready else self._deadline

    def receive(self, view: PlayerView) -> Action:
        """The move asked for by :meth:`send` (waiting until its deadline at most), or the fallback's."""
        with self._lock:
            if self._asked:
                self._asked = False
                reply = self._receive()
                move = None if reply is None else self._move(view, reply)
                if move is not None:  # its time: without the wait behind other games' moves (ginqt.plugins.lanes)
                    self.times.append(time.perf_counter() - self._started - (self._host.queued if self._host else 0.0))
                    return move
            self.fallback_moves += 1
            action = fallback_move(view, self.fallback)
            self.times.append(time.perf_counter() - self._started)
            return action

    def close(self) -> None:
        """The end of the game: tell the plugin what it has not heard yet, and give its process back."""
        with self._lock:
            if self._asked and self._host is not None:  # a move asked for and never taken: its answer first
                self._asked = False
                self._receive()
            if self._host is not None and not self._sitting_out:  # what it has not heard, and its game ends
                calls, self._calls = self._calls, []
                if self._send(f'{{"calls":[{",".join(calls)}],"end":true}}\n'):
                    self._receive()  # a fault here stops the process
            host, self._host = self._host, None
            if host is not None:
                self.pool.give_back_lane(host)

    # -- internals ---------------------------------------------------------------------------

    def _send(self, line: str) -> bool:
        """Send a request (a line of JSON) to a ready process; ``False`` after a fault that stopped it."""
        host = self._host
        if host is None:
            host = self._host = self.pool.take_lane(self.spec)
        sent = time.monotonic()
        # A process still starting reads the request once it is ready: the move's clock starts then (_receive).
        self._deadline = sent + (self._move_limit() if host.ready else self.start_limit)
        try:
            host.send_line(line.encode("ascii"), sent + self._move_limit())
        except ChannelTimeout:
            self._stop(host, "timeout", f"it did not read its input within {self.time_limit:g} s: its process "
                       "was stopped")
            return False
        except ChannelClosed:
            self._stop(host, host.stop_kind, host.how_it_ended())
            return False
        self._sent_at = sent
        return True

    def _move_limit(self) -> float:
        """Seconds the next move may take: the time limit, or what is left of the game's budget."""
        if self.game_limit > 0:
            return min(self.time_limit, max(0.0, self.game_limit - self.spent))
        return self.time_limit

    def _started_in_time(self, host: Lane) -> bool:
        """Wait (until the start's deadline) for a starting process to be ready; ``False`` after a fault."""
        try:
            host.wait_ready(max(0.0, self._deadline - time.monotonic()))
        except HostFailed as error:
            self._give_up(host, str(error))
            return False
        except ChannelTimeout:
            self._stop(host, "start", f"its process did not start within {self.start_limit:g} s")
            return False
        except ChannelClosed:
            self._give_up(host, f"could not start: {host.how_it_ended()}")
            return False
        self._sent_at = time.monotonic()
        self._deadline = self._sent_at + self._move_limit()
        return True

    def _receive(self) -> dict[str, Any] | None:
        """The answer to what :meth:`_send` sent, or ``None`` after a fault that stopped the process."""
        host = self._host
        assert host is not None
        if not host.ready and not self._started_in_time(host):
            return None
        try:
            try:
                reply = host.receive()
                self.spent += time.monotonic() - self._sent_at - host.queued
            except (ChannelTimeout, ChannelClosed):
                raise
            except BaseException:  # Ctrl+C while it thinks: its answer would come out of turn, so stop it
                host.kill()
                self._host = None
                raise
        except ChannelTimeout:
            self.spent += time.monotonic() - self._sent_at - host.queued
            if self.game_limit > 0 and self.spent >= self.game_limit:
                self._give_up(host, f"it used up its {self.game_limit:g} s for the game: its process was stopped",
                              "timeout")
            else:
                self._stop(host, "timeout", f"no answer within {self.time_limit:g} s: its process was stopped")
            return None
        except ChannelBroken as error:
            self._stop(host, "crashed", f"it broke the wire format ({error})")
            return None
        except ChannelClosed:
            self._stop(host, host.stop_kind, host.how_it_ended())
            return None
        if not isinstance(reply, dict):
            self._stop(host, "crashed", f"it broke the wire format (an answer is a JSON object, not {reply!r})"[:200])
            return None
        if "failed" in reply:
            self._give_up(host, str(reply["failed"])[:300])
            return None
        self._told(reply)
        return reply

    def _told(self, reply: dict[str, Any]) -> None:
        """The faults of ``new_hand``/``observe`` an answer tells of."""
        told = reply.get("faults")
        if isinstance(told, list):
            for fault in told[:5]:
                if isinstance(fault, list) and len(fault) == 2:
                    self.record_fault("observe", f"{str(fault[0])[:20]}: {str(fault[1])[:300]}")
            untold = reply.get("fault_count")
            if type(untold) is int and untold > len(told):
                self.record_fault("observe", f"and {untold - len(told)} more")

    def _move(self, view: PlayerView, reply: dict[str, Any]) -> Action | None:
        if "action" in reply:
            try:
                return legal_move(move_from_wire(reply["action"]), view.legal_actions, view.hand.mask,
                                  view.knock_limit)
            except (WireError, IllegalActionError) as error:
                self.record_fault("illegal", str(error))
        elif "raised" in reply:
            self.record_fault("raised", f"choose: {str(reply['raised'])[:300]}")
        else:
            self.record_fault("illegal", f"returned {str(reply.get('returned', reply))[:100]}, not an Action")
        return None

    def _stop(self, host: Lane, kind: FaultKind, message: str) -> None:
        """Stop the process; the fallback plays the rest of the hand; a new process comes with the next."""
        host.kill(kind, message)
        self._host = None
        self._calls = []
        self._sitting_out = True
        self.record_fault(kind, f"{message}; the fallback plays the rest of the hand")

    def _give_up(self, host: Lane, message: str, kind: FaultKind = "start") -> None:
        """The plugin cannot play (any more): the fallback plays the rest of the game."""
        host.kill(kind, message)
        self._host = None
        self._calls = []
        self._sitting_out = self._given_up = True
        self.record_fault(kind, f"{message}; the fallback plays the rest of the game")
