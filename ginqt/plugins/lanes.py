"""One plugin process for all the games in flight: each game is a *lane* of it.

A tournament keeps a few games in flight, so that GinQt goes on with one while a plugin thinks
about another.  Each seat's strategy still has a process of its own (one seat, one sandbox),
but the games in flight share it: a request carries its game's number, the process answers
in the order the requests came, and a request's clock starts when the process could start on
it (the answer before it read, or the request sent, whichever is later), so waiting behind
another game's move costs it nothing.  One process instead of one a game means one start,
and requests that queue in its pipe instead of waking a process each.

A fault stops the process, and with it the requests of the other games waiting on it: each of
those games is answered at once with that fault (its fallback plays that move and the rest of the
hand, as after any stop), and the next hand starts a new process.  A stopped process's lanes name
no pipe to wait on (``read_fd`` is -1, ``has_line`` true): its pipes are closed, and their numbers
may already be a new process's, so a driver that selects on them (the tournament's ``play_games``)
would fail on a closed descriptor or wait on another game's pipe.

.. versionadded:: 0.4
"""

from __future__ import annotations

import atexit
import threading
import time
from collections import deque
from typing import Any

from ginqt.plugins.channel import ChannelClosed, ChannelTimeout
from ginqt.plugins.guard import FaultKind
from ginqt.plugins.hosts import HostPool, HostProcess, HostSpec

__all__ = ["POOL", "Lane", "LanePool", "SharedHost"]


class SharedHost:
    """A plugin process and the lanes (games) that send it requests, answered in turn."""

    def __init__(self, host: HostProcess) -> None:
        self.host = host
        self.lanes = 0  #: lanes open on it
        self.stopped = False  #: killed by GinQt (a fault in one of its games, or the end)
        self.why = ""  #: why, for the other games (a fault's words)
        self.kind: FaultKind = "crashed"  #: the fault that stopped it
        self._waiting: deque[Lane] = deque()  # lanes whose request is not answered yet, oldest first
        self._answered_at = 0.0  # monotonic() when the last answer was read
        self._games = 0
        self._lock = threading.RLock()  # the window may ask and close from different threads

    def open_lane(self) -> Lane:
        with self._lock:
            self._games += 1
            self.lanes += 1
            return Lane(self, self._games)

    def send(self, lane: Lane, data: bytes, deadline: float | None) -> None:
        """Write ``lane``'s request (a JSON object line) with its game's number."""
        with self._lock:
            if self.stopped:
                raise ChannelClosed("its process was stopped")
            self.host.channel.send_line(b'{"game":%d,' % lane.game + data[1:], deadline)
            lane.sent_at = time.monotonic()
            lane.limit = None if deadline is None else max(0.0, deadline - lane.sent_at)
            self._waiting.append(lane)

    def due(self, lane: Lane) -> float:
        """When the oldest waiting request runs out of time (``lane``'s own, once it is the oldest)."""
        with self._lock:
            head = self._waiting[0] if self._waiting else lane
            if head.limit is None:
                return float("inf")
            return max(head.sent_at, self._answered_at) + head.limit

    def answer(self, lane: Lane) -> Any:
        """``lane``'s answer: the answers before it are read and kept for their own lanes.

        Raises ``ChannelTimeout`` when ``lane``'s request ran out of time and ``ChannelClosed``
        when the process ended (or was stopped for another game's fault) before it answered."""
        with self._lock:
            while lane.reply is None:
                if lane.timed_out:
                    raise ChannelTimeout()
                if self.stopped or lane not in self._waiting:
                    raise ChannelClosed(self.why or "its process was stopped")
                head = self._waiting[0]
                start = max(head.sent_at, self._answered_at)
                try:
                    reply = self.host.channel.receive(self.due(lane))
                except ChannelTimeout:
                    head.timed_out = True
                    if head is lane:
                        raise
                    self.stop("it ran out of time in another game: its process was stopped", "timeout")
                    continue
                self._answered_at = time.monotonic()
                self._waiting.popleft()
                head.queued = max(0.0, start - head.sent_at)
                head.reply = reply
            reply, lane.reply = lane.reply, None
            return reply

    def wait_ready(self, seconds: float) -> None:
        """Wait for the process to be ready (see :meth:`HostProcess.wait_ready`); the first request's clock
        starts then."""
        with self._lock:
            if not self.host.ready:
                self.host.wait_ready(seconds)
                self._answered_at = time.monotonic()

    def stop(self, why: str, kind: FaultKind = "crashed") -> None:
        """Kill the process: the other games' requests fail, told ``why`` (a fault of ``kind``)."""
        with self._lock:
            if not self.stopped:
                self.stopped, self.why, self.kind = True, why, kind
                self._waiting.clear()
                self.host.kill()


class Lane:
    """One game's share of a :class:`SharedHost`: what :class:`~ginqt.plugins.process.IsolatedStrategy`
    uses of a process and its pipes."""

    def __init__(self, shared: SharedHost, game: int) -> None:
        self.shared = shared
        self.game = game
        self.sent_at = 0.0  #: monotonic() when the last request was sent
        self.limit: float | None = None  #: the seconds it may take, from when the process could start on it
        self.queued = 0.0  #: seconds the last request waited behind other games' requests
        self.reply: Any = None
        self.timed_out = False

    # -- as the process -----------------------------------------------------------------------

    @property
    def process(self) -> HostProcess:
        """The process it shares."""
        return self.shared.host

    @property
    def ready(self) -> bool:
        return self.shared.host.ready

    def wait_ready(self, seconds: float) -> None:
        self.shared.wait_ready(seconds)

    def kill(self, kind: FaultKind = "crashed", why: str = "") -> None:
        """Stop the process (the other games are told of this game's fault: ``kind``, ``why``)."""
        self.shared.stop(f"{why or 'a fault'} in another game", kind)

    @property
    def stop_kind(self) -> FaultKind:
        """The fault to record when the process is gone: another game's, when that stopped it."""
        return self.shared.kind

    def how_it_ended(self) -> str:
        return self.shared.why if self.shared.stopped else self.shared.host.how_it_ended()

    # -- as its pipes -------------------------------------------------------------------------

    @property
    def read_fd(self) -> int:
        """The pipe its answer comes on; -1 once the process was stopped: its pipes are closed, and their
        numbers may already be another pipe's."""
        shared = self.shared
        return -1 if shared.stopped else shared.host.channel.read_fd

    @property
    def has_line(self) -> bool:
        """Its answer is here (or the process's next line, when it is the oldest request); after a stop, at
        once: the answer is the fault (:meth:`receive` raises ``ChannelClosed``)."""
        return self.reply is not None or self.shared.stopped or self.shared.host.channel.has_line

    def send_line(self, data: bytes, deadline: float | None = None) -> None:
        self.timed_out, self.queued = False, 0.0
        self.shared.send(self, data, deadline)

    def due(self) -> float:
        return self.shared.due(self)

    def receive(self, deadline: float | None = None) -> Any:
        """Its answer (``deadline`` is ignored: the request's own clock decides, see the module)."""
        return self.shared.answer(self)


class LanePool(HostPool):
    """A :class:`HostPool` that also hands out lanes: the games of one spec share its live process."""

    def __init__(self) -> None:
        super().__init__()
        self._shared: dict[HostSpec, SharedHost] = {}
        self._share_lock = threading.Lock()

    def take_lane(self, spec: HostSpec) -> Lane:
        """A lane of the process the games of ``spec`` share now (a kept or new one when there is none)."""
        with self._share_lock:
            shared = self._shared.get(spec)
            if shared is None or shared.stopped:
                shared = self._shared[spec] = SharedHost(self.take(spec))
            return shared.open_lane()

    def give_back_lane(self, lane: Lane) -> None:
        """The end of ``lane``'s game: what the plugin started ends; the last lane gives the process back."""
        shared = lane.shared
        with self._share_lock:
            shared.lanes -= 1
            last = shared.lanes == 0
            if last and self._shared.get(shared.host.spec) is shared:
                del self._shared[shared.host.spec]
        if shared.stopped:
            return
        if not last:
            self.strays_ended += shared.host.end_strays()
        else:
            self.give_back(shared.host)

    def close(self) -> None:
        with self._share_lock:
            shared, self._shared = list(self._shared.values()), {}
        for one in shared:
            one.stop("GinQt closed its plugins")
        super().close()


#: The pool every isolated player of this process uses (closed when the process exits).
POOL = LanePool()
atexit.register(POOL.close)
