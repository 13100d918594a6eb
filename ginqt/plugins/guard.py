"""Run a plugin's strategy so that nothing it does can stop the game.

:class:`GuardedStrategy` wraps any :class:`~ginqt.strategy.Strategy`.  When the
strategy raises, returns a move that is not legal, or takes longer than its time
limit, the move is played by a fallback (:class:`~ginqt.strategy.FallbackStrategy`
unless given), and a :class:`Fault` naming the strategy is recorded in
:attr:`GuardedStrategy.faults` (and passed to ``on_fault``).

With ``isolate=True`` (the default) the strategy runs in its own daemon thread and
the guard waits at most ``time_limit`` seconds.  Python cannot kill a thread: a
strategy that hangs is left running in the background and, while it is still busy,
every later move of that player is played by the fallback.  With ``isolate=False``
the strategy runs in the caller's thread (much faster; for trusted built-ins): a
move that took too long is still replaced and recorded, but a strategy that never
returns would block the caller.

.. versionadded:: 0.1
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ginqt.engine import Action, ActionKind, Event, PlayerView
from ginqt.melds import Meld
from ginqt.strategy import FallbackStrategy, Strategy

__all__ = ["Fault", "FaultKind", "GuardedStrategy", "check_action"]

FaultKind = Literal["raised", "illegal", "timeout"]


@dataclass(frozen=True, slots=True)
class Fault:
    """Something a strategy did wrong; the move was played by the fallback."""

    strategy: str
    kind: FaultKind
    message: str

    def __str__(self) -> str:
        return f"{self.strategy}: {self.kind}: {self.message}"


def check_action(view: PlayerView, action: object) -> str | None:
    """Why ``action`` is not a legal move in ``view`` (``None`` when it is)."""
    if not isinstance(action, Action):
        return f"returned {action!r}, not an Action"
    kind, card = action.kind, action.card
    for legal in view.legal_actions:
        if legal is action or (legal.kind is kind and legal.card == card):
            break
    else:
        moves = ", ".join(a.text for a in view.legal_actions)
        return f"{action.text!r} is not legal now (legal: {moves})"
    if action.melds is None:
        return None
    if action.kind is not ActionKind.KNOCK and action.kind is not ActionKind.BIG_GIN:
        return "only a knock may arrange its melds"
    if not isinstance(action.melds, tuple) or not all(isinstance(m, Meld) for m in action.melds):
        return "the knock's melds must be a tuple of Meld"
    hand = view.hand.mask
    if action.card is not None:
        hand &= ~(1 << action.card)
    melded = 0
    for meld in action.melds:
        if meld.mask & melded or meld.mask & ~hand:
            return "the knock's melds overlap or use cards the player does not keep"
        melded |= meld.mask
    from ginqt.cards import mask_value

    if mask_value(hand & ~melded) > view.knock_limit:
        return f"that arrangement leaves more deadwood than the knock limit ({view.knock_limit})"
    return None


class _Worker:
    """A daemon thread that runs one strategy's calls, one at a time."""

    def __init__(self, name: str) -> None:
        self._jobs: queue.SimpleQueue[tuple[int, Callable[[], Any]]] = queue.SimpleQueue()
        self._results: queue.SimpleQueue[tuple[int, bool, Any]] = queue.SimpleQueue()
        self._serial = 0
        self.busy = False
        thread = threading.Thread(target=self._run, name=f"ginqt-strategy-{name}", daemon=True)
        thread.start()

    def _run(self) -> None:
        while True:
            serial, job = self._jobs.get()
            if serial < 0:
                return
            try:
                value, ok = job(), True
            except BaseException as error:  # a plugin may raise anything
                value, ok = error, False
            self.busy = False
            self._results.put((serial, ok, value))

    def stop(self) -> None:
        """Let the thread end once it is idle (a hanging call keeps it alive until it returns)."""
        self._jobs.put((-1, lambda: None))

    def call(self, job: Callable[[], Any], timeout: float) -> tuple[str, Any]:
        """("ok", value), ("raised", exception) or ("timeout", None)."""
        self._serial += 1
        serial = self._serial
        self.busy = True
        self._jobs.put((serial, job))
        deadline = time.perf_counter() + timeout
        while True:
            left = deadline - time.perf_counter()
            if left <= 0:
                return "timeout", None
            try:
                got, ok, value = self._results.get(timeout=left)
            except queue.Empty:
                return "timeout", None
            if got == serial:
                return ("ok" if ok else "raised"), value


class GuardedStrategy:
    """A strategy wrapped so that :meth:`choose` always returns a legal action and never raises."""

    def __init__(
        self,
        strategy: Strategy,
        name: str,
        time_limit: float = 5.0,
        fallback: Strategy | None = None,
        *,
        isolate: bool = True,
        on_fault: Callable[[Fault], None] | None = None,
    ) -> None:
        self.strategy = strategy
        self.name = name
        self.time_limit = time_limit
        self.fallback: Strategy = fallback if fallback is not None else FallbackStrategy()
        self.isolate = isolate
        self.on_fault = on_fault
        self.faults: list[Fault] = []
        #: Seconds each :meth:`choose` call of the strategy took (fallback moves included).
        self.times: list[float] = []
        self._worker: _Worker | None = _Worker(name) if isolate else None

    # -- the Strategy methods ----------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        self._call(lambda: self.strategy.new_hand(view), "new_hand")
        self._quiet(lambda: self.fallback.new_hand(view))

    def observe(self, event: Event) -> None:
        if self._worker is None:  # the fast path: inline, no closures
            try:
                self.strategy.observe(event)
            except Exception as error:
                self.record_fault("raised", f"observe: {type(error).__name__}: {error}")
        else:
            self._call(lambda: self.strategy.observe(event), "observe")
        fallback = self.fallback
        if type(fallback) is FallbackStrategy:
            return  # stateless: its observe does nothing
        try:
            fallback.observe(event)
        except Exception:
            pass

    def choose(self, view: PlayerView) -> Action:
        start = time.perf_counter()
        if self._worker is None:  # the fast path: inline, no closures
            try:
                action: Any = self.strategy.choose(view)
                took = time.perf_counter() - start
                if took > self.time_limit:
                    self.record_fault("timeout", f"choose took {took:.2f} s (limit {self.time_limit:g} s)")
                    ok = False
                else:
                    ok = True
            except Exception as error:
                self.record_fault("raised", f"choose: {type(error).__name__}: {error}")
                ok = False
        else:
            ok, action = self._call(lambda: self.strategy.choose(view), "choose")
        if ok:
            problem = check_action(view, action)
            if problem is None:
                self.times.append(time.perf_counter() - start)
                return action  # type: ignore[no-any-return]
            self.record_fault("illegal", problem)
        move = self._fallback_move(view)
        self.times.append(time.perf_counter() - start)
        return move

    def close(self) -> None:
        """Stop the strategy's thread (when isolated).  The guard must not be used afterwards."""
        if self._worker is not None:
            self._worker.stop()
            self._worker = None
            self.strategy = _Closed()

    # -- internals ---------------------------------------------------------------------

    def record_fault(self, kind: FaultKind, message: str) -> None:
        """Count a fault of the strategy (and tell ``on_fault``); the guard does this itself."""
        fault = Fault(self.name, kind, message)
        self.faults.append(fault)
        if self.on_fault is not None:
            try:
                self.on_fault(fault)
            except Exception:
                pass

    def _call(self, job: Callable[[], Any], what: str) -> tuple[bool, Any]:
        """Run ``job``; (True, value) or (False, None) after recording the fault."""
        worker = self._worker
        if worker is None:
            start = time.perf_counter()
            try:
                value = job()
            except Exception as error:
                self.record_fault("raised", f"{what}: {type(error).__name__}: {error}")
                return False, None
            took = time.perf_counter() - start
            if took > self.time_limit:
                self.record_fault("timeout", f"{what} took {took:.2f} s (limit {self.time_limit:g} s)")
                return False, None
            return True, value
        if worker.busy:
            self.record_fault("timeout", f"{what}: still busy with an earlier call")
            return False, None
        status, value = worker.call(job, self.time_limit)
        if status == "ok":
            return True, value
        if status == "raised":
            self.record_fault("raised", f"{what}: {type(value).__name__}: {value}")
        else:
            self.record_fault("timeout", f"{what} took longer than {self.time_limit:g} s")
        return False, None

    def _quiet(self, job: Callable[[], Any]) -> None:
        try:
            job()
        except Exception:
            pass

    def _fallback_move(self, view: PlayerView) -> Action:
        try:
            action = self.fallback.choose(view)
            if check_action(view, action) is None:
                return action
        except Exception:
            pass
        return FallbackStrategy().choose(view)


class _Closed:
    """What a closed guard's strategy becomes: every call fails, so the fallback plays."""

    def new_hand(self, view: PlayerView) -> None:
        raise RuntimeError("the guard was closed")

    def observe(self, event: Event) -> None:
        raise RuntimeError("the guard was closed")

    def choose(self, view: PlayerView) -> Action:
        raise RuntimeError("the guard was closed")
