"""The sandboxed processes of this GinQt: kept between games, and shared by the games in flight as lanes
(docs/ARCHITECTURE.md, "The processes"; a stop answers every lane waiting on the process at once).

.. versionadded:: 0.4
"""

from __future__ import annotations

import atexit
import itertools
import threading
import time
from collections import deque
from collections.abc import Hashable
from typing import Any

from ginqt.remote.channel import ChannelClosed, ChannelTimeout
from ginqt.remote.clock import MoveClock
from ginqt.remote.faults import FaultKind
from ginqt.remote.process import Launch, RemoteProcess

__all__ = ["POOL", "Lane", "ProcessPool"]

_GAMES = itertools.count(1)  # the numbers lanes' requests carry


class _Shared:
    """A process and the lanes (games) that send it requests, answered in turn."""

    def __init__(self, process: RemoteProcess) -> None:
        self.process = process
        self.lanes = 0  # lanes open on it
        self.stopped = False  # killed by GinQt (a fault in one of its games, or the end)
        self.why = ""  # why, for the other games (a fault's words)
        self.kind: FaultKind = "crashed"  # the fault that stopped it
        self.waiting: deque[Lane] = deque()  # lanes whose request is not answered yet, oldest first
        self.lock = threading.RLock()  # the window may ask and close from different threads

    def stop(self, why: str, kind: FaultKind = "crashed") -> None:
        """Kill the process: the other games' requests fail, told ``why`` (a fault of ``kind``)."""
        with self.lock:
            if not self.stopped:
                self.stopped, self.why, self.kind = True, why, kind
                self.waiting.clear()
                self.process.kill()


class Lane:
    """One game's share of a process: what a :class:`~ginqt.remote.seat.RemoteSeat` uses of it and its pipes."""

    def __init__(self, shared: _Shared) -> None:
        self._shared = shared
        shared.lanes += 1
        self.game = next(_GAMES)  #: the number its requests carry
        self.process = shared.process  #: the process it shares
        self.clock: MoveClock | None = None  #: its last request's clock
        self.sent_at = 0.0  #: monotonic() when its last request was sent
        self.queued = 0.0  #: seconds its last request waited behind other games' requests
        self.charged = 0.0  #: seconds its last answer is charged (its clock's)
        self._reply: Any = None
        self._timed_out = False

    @property
    def stop_kind(self) -> FaultKind:
        """The fault to record when the process is gone: another game's, when that stopped it."""
        return self._shared.kind

    def kill(self, kind: FaultKind = "crashed", why: str = "") -> None:
        """Stop the process (the other games are told of this game's fault: ``kind``, ``why``)."""
        self._shared.stop(f"{why or 'a fault'} in another game", kind)

    def how_it_ended(self) -> str:
        return self._shared.why if self._shared.stopped else self.process.how_it_ended()

    @property
    def read_fd(self) -> int:
        """The pipe its answer comes on; -1 once the process was stopped (its pipes are closed)."""
        return -1 if self._shared.stopped else self.process.channel.read_fd

    @property
    def has_line(self) -> bool:
        """Its answer is here (or the process's next line); after a stop, at once: the answer is the fault."""
        return self._reply is not None or self._shared.stopped or self.process.channel.has_line

    def send(self, data: bytes, clock: MoveClock) -> None:
        """Send a request (a line; a JSON object gets its game's number when the process is shared), timed by
        ``clock`` from when the process can start on it."""
        shared = self._shared
        with shared.lock:
            if shared.stopped:
                raise ChannelClosed("its process was stopped")
            process = self.process
            if process.launch.shared:
                data = b'{"game":%d,' % self.game + data[1:]
            self._timed_out, self.queued, self.charged, self.clock = False, 0.0, 0.0, clock
            self.sent_at = now = time.monotonic()
            if process.transcript.maxlen:
                process.write(data, now + clock.wall_limit)
            else:  # (the hot path: a plugin's every decision)
                process.channel.send_line(data, now + clock.wall_limit)
            shared.waiting.append(self)
            if len(shared.waiting) == 1:
                clock.start(now, process.meter)

    def due(self) -> float:
        """When the oldest request's clock is looked at next (it may find CPU time left, :mod:`ginqt.remote.clock`)."""
        with self._shared.lock:
            clock = (self._shared.waiting[0] if self._shared.waiting else self).clock
            assert clock is not None
            if time.monotonic() >= clock.due:
                clock.expired(time.monotonic())
            return clock.due

    def receive(self) -> Any:
        """Its answer; the answers before it are read and kept for their own lanes.  ``ChannelTimeout`` when its
        request ran out of time, ``ChannelClosed`` when the process ended (or another game's fault stopped it)."""
        shared = self._shared
        with shared.lock:
            while self._reply is None:
                if self._timed_out:
                    raise ChannelTimeout()
                if shared.stopped or self not in shared.waiting:
                    raise ChannelClosed(shared.why or "its process was stopped")
                head = shared.waiting[0]
                assert head.clock is not None
                try:
                    reply = self.process.read(head.clock.due)
                except ChannelTimeout:
                    if not head.clock.expired(time.monotonic()):
                        continue  # CPU time left: it was kept from a core, not slow
                    head._timed_out = True
                    if head is not self:
                        shared.stop("it ran out of time in another game: its process was stopped", "timeout")
                    continue
                now = time.monotonic()
                shared.waiting.popleft()
                head.queued, head.charged = head.clock.started - head.sent_at, head.clock.charged(now)
                head._reply = reply
                if shared.waiting:
                    clock = shared.waiting[0].clock
                    assert clock is not None
                    clock.start(now, self.process.meter)
            reply, self._reply = self._reply, None
            return reply


class ProcessPool:
    """The processes of every seat of this GinQt: lanes of them for the games in flight, and the idle ones kept
    between games (:attr:`~ginqt.remote.process.Launch.kept` per key).  Thread-safe."""

    def __init__(self) -> None:
        self._idle: dict[Hashable, list[RemoteProcess]] = {}
        self._shared: dict[Hashable, _Shared] = {}
        self._lock = threading.Lock()
        #: Processes players had left running at the end of a game (ended then), in all.
        self.strays_ended = 0

    def take(self, launch: Launch) -> RemoteProcess:
        """An idle process of ``launch`` that is still alive, or a new one (started, perhaps not ready yet)."""
        with self._lock:
            return self._take(launch)

    def _take(self, launch: Launch) -> RemoteProcess:
        idle = self._idle.get(launch.key, [])
        while idle:
            process = idle.pop()
            if process.alive:
                return process
            process.kill()
        return RemoteProcess(launch)

    def keep(self, process: RemoteProcess) -> None:
        """Keep ``process`` for the next game (what its player started ends), or let it go when it cannot be kept
        or enough are."""
        if process.alive:
            self.strays_ended += process.end_strays()
        with self._lock:
            idle = self._idle.setdefault(process.launch.key, [])
            if process.alive and process.ready and len(idle) < process.launch.kept:
                idle.append(process)
                return
        process.stop()

    def lane(self, launch: Launch) -> Lane:
        """A lane for one game: of the process the games of ``launch`` share now when it is shared (a kept or new
        one when there is none), else of a process of its own."""
        with self._lock:
            shared = self._shared.get(launch.key) if launch.shared else None
            if shared is None or shared.stopped:
                shared = _Shared(self._take(launch))
                if launch.shared:
                    self._shared[launch.key] = shared
            return Lane(shared)

    def give_back(self, lane: Lane) -> None:
        """The end of ``lane``'s game: what the player started ends; the last lane gives the process back."""
        shared = lane._shared
        with self._lock:
            shared.lanes -= 1
            last = shared.lanes == 0
            if last and self._shared.get(shared.process.launch.key) is shared:
                del self._shared[shared.process.launch.key]
        if shared.stopped:
            return
        if not last:
            self.strays_ended += shared.process.end_strays()
        else:
            self.keep(shared.process)

    def close(self) -> None:
        """Let every process go: the shared ones are stopped, the idle ones told farewell."""
        with self._lock:
            shared, self._shared = list(self._shared.values()), {}
            idle = [process for kept in self._idle.values() for process in kept]
            self._idle.clear()
        for one in shared:
            one.stop("GinQt closed its players")
        for process in idle:
            process.stop()


#: The pool every remote seat of this process uses (closed when the process exits).
POOL = ProcessPool()
atexit.register(POOL.close)
