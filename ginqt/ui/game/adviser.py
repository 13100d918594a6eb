"""The hints at the table: the ``expert``'s advice for the person, worked out off the GUI thread.

:class:`HintAdviser` keeps what the person has seen (:class:`~ginqt.analysis.hints.SeenGame`, fed
by the controller), asks :func:`ginqt.analysis.hints.hint` in a thread of its own and answers
through :attr:`HintAdviser.ready`, a queued signal: the window never waits.  An answer
for a state of the game that is no longer on the table is dropped; asking again for the
same state answers at once.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal, SignalInstance

from ginqt.analysis import Analysis
from ginqt.analysis.hints import HintRequest, SeenGame, hint
from ginqt.engine import Action, Event, EventKind, PlayerView

__all__ = ["Hint", "HintAdviser"]


@dataclass(frozen=True, slots=True)
class Hint:
    """The advice for one state of the game: the person's view it is for and the expert's analysis of it."""

    view: PlayerView
    analysis: Analysis
    asked: bool  #: the person asked for it (the Hint key); otherwise "Advice at every turn" wanted it

    @property
    def action(self) -> Action:
        return self.analysis.best.action


class _Answers(QObject):
    done = Signal(int, object, str)  # request id, Analysis (or None), error text


def _work(request_id: int, request: HintRequest, answers: _Answers) -> None:
    """One hint, in the thread pool."""
    try:
        analysis: Analysis | None = hint(request)
        error = ""
    except Exception as exc:  # the game goes on without the hint; the person is told
        analysis, error = None, f"{type(exc).__name__}: {exc}"
    answers.done.emit(request_id, analysis, error)


class HintAdviser(QObject):
    """Works out the person's hint in the background; :attr:`ready` brings it, :attr:`failed` says why not."""

    ready = Signal(object)  #: a Hint for the state on the table now
    failed = Signal(str)  #: the analysis raised: why

    def __init__(self, current: Callable[[], PlayerView | None], player: int = 0, parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.seen = SeenGame(player)
        self._current = current  #: the person's view of the table now (the seat's: no hidden card)
        self._wanted: tuple[int, PlayerView, bool] | None = None  # request id, view, asked
        self._last: Hint | None = None
        self._ids = itertools.count(1)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._answers = _Answers()
        self._answers.done.connect(self._done, Qt.ConnectionType.QueuedConnection)

    def follow(self, game_started: SignalInstance, events_shown: SignalInstance, match_restored: SignalInstance,
               hand_restored: SignalInstance) -> None:
        """Keep :attr:`seen` from the controller's signals (a game, every deal and move, undo, a resumed hand)."""
        game_started.connect(self._new_game)
        events_shown.connect(self._shown)
        match_restored.connect(self._restored)
        hand_restored.connect(lambda events: self._seen_now(self.seen.resumed, events))

    def _new_game(self, _resumed: bool) -> None:
        self.seen.new_game()
        self.forget()

    def _shown(self, events: tuple[Event, ...]) -> None:
        if events:
            self._seen_now(self.seen.dealt if events[0].kind is EventKind.DEALT else self.seen.moved, events)

    def _seen_now(self, tell: Callable[[PlayerView, tuple[Event, ...]], None], events: tuple[Event, ...]) -> None:
        view = self._current()
        if view is not None:
            tell(view, events)

    def _restored(self) -> None:
        view = self._current()
        if view is not None:
            self.seen.restored(view)

    @property
    def busy(self) -> bool:
        """A hint is being worked out."""
        return self._wanted is not None

    def ask(self, view: PlayerView, seed: int | None, asked: bool) -> None:
        """The hint for the player's ``view`` (``seed``: the seat's), soon through :attr:`ready`."""
        last = self._last
        if last is not None and last.view == view:
            if asked and not last.asked:
                last = self._last = Hint(last.view, last.analysis, True)
            self.ready.emit(last)
            return
        wanted = self._wanted
        if wanted is not None and wanted[1] == view:
            self._wanted = (wanted[0], view, wanted[2] or asked)
            return
        request_id = next(self._ids)
        self._wanted = (request_id, view, asked)
        self._pool.clear()  # a hint still waiting for the thread is for an older state: never worked out
        self._pool.start(functools.partial(_work, request_id, self.seen.request(view, seed or 0), self._answers))

    def forget(self) -> None:
        """Drop the hint being worked out and the last one (a new game, shutting down)."""
        self._wanted = self._last = None
        self._pool.clear()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker thread (shutting down, tests)."""
        return self._pool.waitForDone(msecs)

    def _done(self, request_id: int, analysis: object, error: str) -> None:
        wanted = self._wanted
        if wanted is None or wanted[0] != request_id:
            return  # asked for another state since
        self._wanted = None
        _, view, asked = wanted
        if view != self._current():
            return  # the game moved on: a hint for a stale view is dropped
        if not isinstance(analysis, Analysis):
            self.failed.emit(error)
            return
        self._last = Hint(view, analysis, asked)
        self.ready.emit(self._last)
