"""Fair clocks: a move is charged the CPU time its process used, never more than the time on the wall clock
(docs/ARCHITECTURE.md, "Players in other processes").

.. versionadded:: 0.6
"""

from __future__ import annotations

import os
import time

__all__ = ["FAST_SECONDS", "WALL_FACTOR", "CpuMeter", "GameClock", "MoveClock", "descendants"]

#: The wall clock's ceiling on a move (and a game), in times its CPU limit (its budget).
WALL_FACTOR = 4.0
#: A move answered within this many seconds is charged its wall time (nothing is read).
FAST_SECONDS = 0.01
#: The least time a clock looks again after finding CPU time left (seconds).
_STEP = 0.005
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
#: The fields of /proc/PID/stat after the command: utime, stime, cutime and cstime (0-based).
_TIMES = slice(11, 15)


class CpuMeter:
    """The CPU time one process (``pid``: the sandbox's, outside the supervisor) has used, in seconds."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self._clock = ((~pid) << 3) | 2  # the kernel's CPU clock of process ``pid`` (CPUCLOCK_SCHED)
        self._children = 0.0  # its children's CPU time when last looked at

    @classmethod
    def of(cls, pid: int | None) -> CpuMeter | None:
        """A meter for ``pid`` where the kernel keeps such a clock and ``/proc`` shows children; else ``None``."""
        if pid is None or not os.path.isdir(f"/proc/{pid}"):
            return None
        meter = cls(pid)
        return meter if meter.own() is not None else None

    def own(self) -> float | None:
        """Its threads' CPU seconds (``None``: it has ended)."""
        try:
            return time.clock_gettime(self._clock)
        except OSError:
            return None

    def children_since(self) -> float:
        """Its children's CPU seconds since this was last asked: those it waited for, and the living (with
        theirs), from ``/proc`` (10 ms steps)."""
        total = _stat_times(self.pid, children_only=True)
        for pid in descendants(self.pid):
            total += _stat_times(pid)
        used, self._children = max(0.0, total - self._children), total
        return used


def _stat_times(pid: int, children_only: bool = False) -> float:
    """``pid``'s user and system CPU seconds and its waited-for children's (``children_only``: theirs only)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()[_TIMES]
    except (OSError, IndexError):
        return 0.0
    ticks = [int(field) for field in fields]
    return (ticks[2] + ticks[3] if children_only else sum(ticks)) / _TICKS


def descendants(pid: int, ended: bool = True) -> list[int]:
    """Every process below ``pid``, nearest first, from each of their threads' children (Linux ``/proc``; []
    elsewhere); ``ended``: with those that ended and are not yet waited for."""
    found, todo = [], [pid]
    while todo:
        parent = todo.pop()
        try:
            threads = os.listdir(f"/proc/{parent}/task")
        except OSError:
            continue
        for thread in threads:
            try:
                with open(f"/proc/{parent}/task/{thread}/children") as children:
                    kids = [int(child) for child in children.read().split()]
            except (OSError, ValueError):
                continue
            found += kids if ended else [kid for kid in kids if not _ended(kid)]
            todo += kids
    return found


def _ended(pid: int) -> bool:
    """``pid`` has ended and waits to be waited for (a zombie), or is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rsplit(b")", 1)[1].split()[0] == b"Z"
    except (OSError, IndexError):
        return True


class MoveClock:
    """One request's clock: ``limit`` seconds of CPU time, ``wall_limit`` on the wall clock (``cpu`` ``False``, or
    no meter: the wall clock alone); :meth:`start` it when its process can start on the request."""

    __slots__ = ("_cpu", "cpu", "due", "limit", "meter", "started", "wall_limit")

    def __init__(self, limit: float, wall_limit: float, cpu: bool = True) -> None:
        self.limit, self.wall_limit, self.cpu = limit, wall_limit, cpu
        self.meter: CpuMeter | None = None
        self.started = 0.0
        self._cpu = 0.0  # its process's own CPU seconds at the start
        self.due = 0.0  #: the ``time.monotonic()`` by which the answer is due or the clock is looked at again

    def start(self, now: float, meter: CpuMeter | None) -> None:
        self.started, self.due = now, now + min(self.limit, self.wall_limit)
        self.meter = meter if self.cpu else None
        own = self.meter.own() if self.meter is not None else None
        if own is None:
            self.meter = None
        else:
            self._cpu = own

    def charged(self, now: float) -> float:
        """The seconds the move costs if it ends ``now``: its process's CPU time, at most the wall time."""
        wall = now - self.started
        if wall <= FAST_SECONDS or self.meter is None:
            return wall
        own = self.meter.own()
        if own is None or own - self._cpu >= wall:
            return wall
        return min(wall, own - self._cpu + self.meter.children_since())

    def expired(self, now: float) -> bool:
        """Whether its time is up ``now`` (its CPU time used, or the wall clock's ceiling reached); if not,
        :attr:`due` moves on to when it could be."""
        if now < self.due:
            return False
        left = min(self.limit - self.charged(now), self.started + self.wall_limit - now)
        if left <= 0:
            return True
        self.due = now + max(left, _STEP)
        return False

    def over_the_wall(self, now: float) -> bool:
        """It ran out on the wall clock's ceiling, not its CPU time (after :meth:`expired`)."""
        return now - self.started >= self.wall_limit and self.wall_limit > self.limit


class GameClock:
    """A seat's clocks for one game: ``move`` seconds a move and ``game`` seconds for the game (0: no budget) of its
    process's CPU time (``cpu`` ``False``: of the wall clock), each under the wall clock's ceiling."""

    def __init__(self, move: float, game: float, cpu: bool = True) -> None:
        self.move, self.game, self.cpu = move, game, cpu
        self.spent = 0.0  #: seconds of the game's budget used (CPU time, see the module)
        self.spent_wall = 0.0  #: seconds the moves took on the wall clock

    def left(self) -> float:
        """Seconds of the game's budget left (a day when there is none)."""
        return max(0.0, self.game - self.spent) if self.game > 0 else 86400.0

    def next_move(self) -> MoveClock:
        """The clock of the next move: the move's limit, or what is left of the game's budget."""
        limit = min(self.move, self.left())
        if not self.cpu:
            return MoveClock(limit, limit, cpu=False)
        wall = limit * WALL_FACTOR
        if self.game > 0:
            wall = min(wall, max(0.0, self.game * WALL_FACTOR - self.spent_wall))
        return MoveClock(limit, wall)

    def charge(self, clock: MoveClock, now: float, charged: float | None = None) -> None:
        """Count a move that ended ``now`` (``charged``: its clock's charge, when already worked out)."""
        self.spent += clock.charged(now) if charged is None else charged
        self.spent_wall += now - clock.started

    def ran_out(self, clock: MoveClock, now: float) -> tuple[str, bool]:
        """Charge a move whose clock ran out ``now``: why, in words, and whether the game's budget is gone too."""
        charged = clock.charged(now)
        self.charge(clock, now, charged)
        if self.game > 0 and self.spent >= self.game:
            return f"it used up its {self.game:g} s for the game", True
        if self.game > 0 and self.spent_wall >= self.game * WALL_FACTOR:
            return (f"it took {self.spent_wall:.3g} s on the wall clock for its {self.game:g} s of the game (it used "
                    f"{self.spent:.2f} s of CPU time)"), True
        if clock.over_the_wall(now):
            return (f"no answer within {clock.wall_limit:.3g} s on the wall clock (it used {charged:.2f} s of its "
                    f"{clock.limit:g} s of CPU time)"), False
        return f"no answer within {clock.limit:g} s", False
