"""Seats: the runner asks a seat for a move, and takes the answer whenever it comes.

The model is python-chess's engine ``Protocol`` and its ``SimpleEngine`` wrapper: a
player (a strategy in GinQt's process, a plugin in a process of its own, a person at the
table, a policy in the reinforcement-learning environment, an engine in another
language) sits in a :class:`Seat`.  The :class:`~ginqt.play.runner.GameRunner` tells the
seat every deal (:meth:`Seat.new_hand`) and every event as its player may see it
(:meth:`Seat.observe`), and when the seat's player is to move it calls :meth:`Seat.ask`,
which returns at once with an :class:`Answer`: the move to come.

An :class:`Answer` is a small future for one thread:

* :meth:`Answer.done` polls (no waiting); :meth:`Answer.result` waits for the move when
  the seat can wait for it (a plugin's process), or raises :class:`NotAnswered` when only
  someone else can give it (a person, an agent of the environment);
* :meth:`Answer.waiting_on` names the pipe and the deadline to wait on, so that a driver
  can wait for many seats at once with ``select`` (a tournament playing several games
  while plugins think);
* :meth:`Answer.add_done_callback` calls back when the move is set with
  :meth:`Answer.set` (a window: the move arrives on the GUI thread through a signal).

A seat that answers at once (:class:`StrategySeat`, any plain
:class:`~ginqt.strategy.Strategy`) returns an answer that is already done, and the
runner's loop goes on without a pause.  :class:`OpenSeat` is a seat whose moves are given
from outside (a person at the table, an agent of the environment stepping): it keeps what
it was told for whoever answers for it.  :class:`ThreadSeat` asks a strategy on a worker
thread (the window's computer players) and hands what it returned to the driver.

>>> from ginqt.rules import Rules
>>> from ginqt.play.runner import GameRunner
>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.strategy import FallbackStrategy
>>> person = OpenSeat()
>>> spec = GameSpec(Variant.standard(Rules(score_limit=50)), seed=7, first_dealer=1)
>>> runner = GameRunner(spec, (person, FallbackStrategy()))
>>> answer = runner.ask()          # seat 0 is to move: its answer is to come
>>> answer.done(), person.asked is answer
(False, True)
>>> answer.set(runner.legal_actions()[0])
>>> events = runner.take(answer)   # the runner applies it once it has come
>>> person.asked is None
True

The runner checks every move once, when it applies it (the engine's own check,
:class:`~ginqt.engine.IllegalActionError` saying why); seats that must never fail (the
guarded and isolated players of :mod:`ginqt.plugins`) answer their fallback's move
instead of an illegal one and count the fault themselves.

.. versionadded:: 0.4
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable

from ginqt.engine import Action, Event, PlayerView
from ginqt.strategy import Strategy

__all__ = ["Answer", "NotAnswered", "OpenSeat", "Seat", "StrategySeat", "ThreadSeat", "seat_of"]


class NotAnswered(LookupError):
    """:meth:`Answer.result` was asked for a move that only someone else can give (a person, an agent)."""


class Answer:
    """A seat's move to come (see the module's description).  The first move set is the answer."""

    __slots__ = ("_callbacks", "_wait", "_waiting_on", "move")

    def __init__(self, move: Action | None = None, *, wait: Callable[[], Action] | None = None,
                 waiting_on: Callable[[], tuple[int, float]] | None = None) -> None:
        #: The move once it has come (``None`` before).
        self.move = move
        self._wait = wait
        self._waiting_on = waiting_on
        self._callbacks: list[Callable[[Answer], None]] | None = None  # made when one is added (the hot path)

    def __repr__(self) -> str:
        return f"<Answer {self.move.text if self.move is not None else 'to come'}>"

    def done(self) -> bool:
        """The move has come (never waits)."""
        return self.move is not None

    def result(self) -> Action:
        """The move: waits for it when the seat can (its deadline at most); :class:`NotAnswered` when it cannot."""
        move = self.move
        if move is None:
            if self._wait is None:
                raise NotAnswered("this seat's move is given from outside, and it has not come yet")
            wait, self._wait = self._wait, None
            self.set(wait())
            move = self.move
            assert move is not None
        return move

    def set(self, move: Action) -> None:
        """The move has come: keep it and call the callbacks (a second move is ignored)."""
        if self.move is not None:
            return
        self.move = move
        callbacks, self._callbacks = self._callbacks, None
        for callback in callbacks or ():
            callback(self)

    def add_done_callback(self, callback: Callable[[Answer], None]) -> None:
        """Call ``callback(answer)`` when the move has come (at once when it has)."""
        if self.move is not None:
            callback(self)
        elif self._callbacks is None:
            self._callbacks = [callback]
        else:
            self._callbacks.append(callback)

    def waiting_on(self) -> tuple[int, float] | None:
        """The file descriptor the move comes on and the ``time.monotonic()`` deadline for it; ``None``
        when there is nothing to wait on (it has come, or someone else gives it)."""
        if self.move is not None or self._waiting_on is None:
            return None
        return self._waiting_on()


class Seat:
    """Where a player sits: told the hand and its events, asked for moves (see the module's description).

    Subclasses implement :meth:`ask`; :meth:`new_hand`, :meth:`observe` and :meth:`close` do
    nothing unless overridden.  An engine in another language is a seat too.
    """

    def new_hand(self, view: PlayerView) -> None:
        """A hand was dealt; ``view`` is this seat's first look at it."""

    def observe(self, event: Event) -> None:
        """Something happened (already redacted for this seat)."""

    def ask(self, view: PlayerView) -> Answer:
        """Ask for a move in ``view``; return at once with the :class:`Answer` to come."""
        raise NotImplementedError

    def close(self) -> None:
        """The game is over for this seat (a process may go back to its pool)."""


class StrategySeat(Seat):
    """A plain :class:`~ginqt.strategy.Strategy` in GinQt's process: it answers at once."""

    def __init__(self, strategy: Strategy) -> None:
        self.strategy = strategy
        # Bound once: the runner's hot loop calls them without a wrapper in between.
        self.new_hand = strategy.new_hand  # type: ignore[method-assign]
        self.observe = strategy.observe  # type: ignore[method-assign]
        self._choose = strategy.choose

    def __repr__(self) -> str:
        return f"StrategySeat({self.strategy!r})"

    def ask(self, view: PlayerView) -> Answer:
        return Answer(self._choose(view))


class OpenSeat(Seat):
    """A seat whose moves are given from outside: a person at the table, an agent of the environment.

    It keeps what a strategy in its place would have been told since its last move
    (:attr:`calls`: ``("new_hand", view)`` and ``("observe", event)``, see :meth:`drain`)
    and the question open now (:attr:`asked`); whoever answers calls ``asked.set(move)``.
    ``keep_calls=False``: nobody reads them (a person sees the table instead).
    """

    def __init__(self, keep_calls: bool = True) -> None:
        self.keep_calls = keep_calls
        self.calls: list[tuple[str, PlayerView | Event]] = []
        #: The answer waiting for the move (``None``: the seat is not asked now).
        self.asked: Answer | None = None

    def new_hand(self, view: PlayerView) -> None:
        if self.keep_calls:
            self.calls.append(("new_hand", view))

    def observe(self, event: Event) -> None:
        if self.keep_calls:
            self.calls.append(("observe", event))

    def ask(self, view: PlayerView) -> Answer:
        answer = self.asked
        if answer is None or answer.done():
            answer = self.asked = Answer()
            answer.add_done_callback(self._answered)
        return answer

    def _answered(self, answer: Answer) -> None:
        if self.asked is answer:
            self.asked = None

    def drain(self) -> list[tuple[str, PlayerView | Event]]:
        """What it was told since the last call (and nothing is kept any more)."""
        calls, self.calls = self.calls, []
        return calls


class ThreadSeat(Seat):
    """A strategy asked on another thread: the window's computer players (a strategy may take its time).

    What the runner tells it (a new hand, every event) waits in the seat, on the driver's
    thread; :meth:`ask` hands those calls and the move to ``start`` (a thread pool's
    ``start``) and returns at once.  The worker calls ``deliver(answer, action, error)``: what
    the strategy returned (or ``None`` and why it raised); the driver sets the answer, on its
    own thread (a window through a queued signal), or plays the fallback.  The calls told before
    raise nothing: a strategy's fault there is the guard's to count.
    """

    def __init__(self, strategy: Strategy, start: Callable[[Callable[[], None]], object],
                 deliver: Callable[[Answer, object, str], None]) -> None:
        self.strategy = strategy
        #: Plays instead of :attr:`strategy` when set (a player that timed out twice); it is told nothing.
        self.stand_in: Strategy | None = None
        self._start = start
        self._deliver = deliver
        self._jobs: list[Callable[[], None]] = []
        self._asked: PlayerView | None = None  # the view of the last move asked for

    def new_hand(self, view: PlayerView) -> None:
        self._jobs.append(functools.partial(self.strategy.new_hand, view))

    def observe(self, event: Event) -> None:
        self._jobs.append(functools.partial(self.strategy.observe, event))

    def ask(self, view: PlayerView) -> Answer:
        answer = Answer()
        jobs, self._jobs = self._jobs, []
        self._asked = view
        self._start(functools.partial(self._work, answer, self.stand_in or self.strategy, jobs, view))
        return answer

    def move_instead(self, choose: Callable[[PlayerView], Action]) -> Action:
        """The move ``choose`` (a fallback) makes in the view this seat was last asked in: the driver replaces a
        failed move without ever holding the seat's cards."""
        assert self._asked is not None, "the seat was never asked for a move"
        return choose(self._asked)

    def _work(self, answer: Answer, strategy: Strategy, jobs: list[Callable[[], None]], view: PlayerView) -> None:
        """On the worker thread: what waits, then the move."""
        for job in jobs:
            with contextlib.suppress(Exception):
                job()
        try:
            action: object = strategy.choose(view)
            error = ""
        except BaseException as exc:  # a plugin may raise anything
            action, error = None, f"{type(exc).__name__}: {exc}"
        self._deliver(answer, action, error)


def seat_of(player: Seat | Strategy) -> Seat:
    """``player`` as a seat: a :class:`Seat` as it is, a plain strategy in a :class:`StrategySeat`."""
    return player if isinstance(player, Seat) else StrategySeat(player)
