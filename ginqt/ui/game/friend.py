"""The window's controller plays a friend too: what the friend's side did reaches the table as the computer's does.

A friend's game runs on a worker thread (:class:`~ginqt.friends.session.FriendRun`); everything the person's seat
is shown comes here through one queued signal, so the GUI thread never waits on the network.  :class:`FriendPacer`
shows it at a pace a person can follow: a move of the friend's no sooner than the computer's pause after the one
before, the next hand when the person asks for it (as after a hand against the computer), a table message at once.
:class:`TableController` is the window's :class:`~ginqt.ui.game.controller.Controller` with a friend's game: the
person's moves go to the worker, and there is no undo, no hint, no demo and no open hand (they would be unfair).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ginqt.engine import Event
from ginqt.play.session import OPPONENT, Resumable
from ginqt.play.spec import GameSpec
from ginqt.preferences import Preferences
from ginqt.strategy import Strategy
from ginqt.ui.game.controller import Controller

if TYPE_CHECKING:  # the friend's game (the link, the deck's cryptography) is imported when first played
    from ginqt.friends.run import FriendRun, Step
    from ginqt.friends.session import FriendSession

__all__ = ["FriendPacer", "TableController"]


class _Bridge(QObject):
    arrived = Signal(object)


class FriendPacer(QObject):
    """One friend's game at the window: the worker's deliveries, shown in order at a person's pace."""

    agreeAsked = Signal(object)  #: an Agreement the person (who joined) accepts or declines: answer with agree()
    said = Signal(str)  #: the friend said one of the phrases
    connection = Signal(object, float)  #: the link's LinkStatus, and the wait a drop may last (seconds)
    ended = Signal(object)  #: the FriendGame: over, left or stopped by what the friend did

    def __init__(self, controller: TableController, make_run: Callable[[Callable[[object], None]], FriendRun],
                 me: int) -> None:
        super().__init__(controller)
        self.controller, self.me = controller, me
        self._bridge = _Bridge()
        self._bridge.arrived.connect(self._arrived, Qt.ConnectionType.QueuedConnection)
        self.run = make_run(self._bridge.arrived.emit)  # called on the worker thread: queued to this one
        self.session: FriendSession | None = None
        self.over = False  #: the game ended (the Ended was shown)
        self._queue: deque[object] = deque()
        self._next_wanted = False  # the person asked for the next hand
        self._shown_at = 0.0  # when the last step was shown (time.monotonic())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pump)

    def start(self) -> None:
        self.run.start()

    # -- from the worker -------------------------------------------------------------------------

    def _arrived(self, item: object) -> None:
        from ginqt.friends.run import AgreeAsked, Agreed, Connection, Said
        from ginqt.friends.session import FriendSession

        if isinstance(item, Said):
            self.said.emit(item.phrase)
        elif isinstance(item, AgreeAsked):
            self.agreeAsked.emit(item.agreement)
        elif isinstance(item, Connection):
            self.connection.emit(item.status, item.wait)
        elif isinstance(item, Agreed):
            self.session = FriendSession.of(item.agreement, self.me, self.run.play)
        else:
            self._queue.append(item)
            self._pump()

    def _pump(self) -> None:
        """Show what came, in order, until a step must wait (the pause after a move, or the person's Next)."""
        from ginqt.friends.run import Step

        while self._queue and not self._timer.isActive():
            item = self._queue[0]
            if isinstance(item, Step) and not self._may_show(item):
                return
            self._queue.popleft()
            self._show(item)

    def _may_show(self, step: Step) -> bool:
        if step.dealt:  # after a hand the table shows its result until the person deals the next (Next)
            mine = self.session
            waiting = mine is not None and self.controller.session is mine and mine.hand_over  # its result is shown
            return not waiting or self._next_wanted
        if any(event.player == OPPONENT for event in step.events):  # the friend's move: the computer's pause
            due = self._shown_at + max(0, self.controller.prefs.computer_delay_ms) / 1000 - time.monotonic()
            if due > 0:
                self._timer.start(int(due * 1000) + 1)
                return False
        return True

    def _show(self, item: object) -> None:
        from ginqt.friends.run import Asked, Ended, Step

        session, c = self.session, self.controller
        if isinstance(item, Ended):
            self.over = True
            c.friend_ended()
            self.ended.emit(item.game)
            return
        if session is None:
            return
        assert isinstance(item, Step | Asked)
        session.show(item)
        if isinstance(item, Asked):
            c.friend_asked()
            return
        self._shown_at = time.monotonic()
        if item.dealt:
            self._next_wanted = False
            c.friend_dealt(session)
        else:
            c.friend_moved(item.events)

    # -- from the person -------------------------------------------------------------------------

    def next_hand(self) -> None:
        """The person is ready for the next hand (it is shown when both sides have made it)."""
        self._next_wanted = True
        self._pump()

    def agree(self, accepted: bool) -> None:
        self.run.agree(accepted)

    def say(self, phrase: str) -> None:
        self.run.say(phrase)

    def lost(self) -> None:
        """The friend's connection stayed down past the wait."""
        self.run.lost()

    def leave(self) -> None:
        if not self.over:
            self.run.leave()


class TableController(Controller):
    """The window's controller: games against the computer, and a friend's game (see the module's description)."""

    friendStarted = Signal(object)  #: a FriendPacer: a friend's game was agreed and its first hand dealt
    friendAgain = Signal()  #: "Play again" after a friend's game: another game with a friend is a new invitation

    def __init__(self, prefs: Preferences, strategy_factory: Callable[[int, int | None], Strategy],
                 fallback_factory: Callable[[], Strategy] | None = None, parent: QObject | None = None) -> None:
        super().__init__(prefs, strategy_factory, fallback_factory, parent)
        self.friend: FriendPacer | None = None  #: the friend's game being played (``None``: the computer's)

    @property
    def playing_friend(self) -> bool:
        return self.friend is not None and not self.friend.over

    def play_friend(self, make_run: Callable[[Callable[[object], None]], FriendRun], me: int) -> FriendPacer:
        """Start a friend's game: ``make_run(deliver)`` makes its worker (side ``me``); the table follows once the
        first hand is dealt."""
        self.leave_friend()
        if self.demo:
            self.set_demo(False)
        self.computer.stop()
        self.computer.set_paused(True, None)  # no computer player moves in a friend's game
        self.friend = FriendPacer(self, make_run, me)
        self.friend.start()
        return self.friend

    def leave_friend(self) -> None:
        """The person leaves the friend's game (the friend is told); the computer plays again."""
        if self.friend is not None:
            self.friend.leave()
            self.friend = None
        self.computer.paused = False

    # -- what the pacer shows ------------------------------------------------------------------------

    def friend_dealt(self, session: FriendSession) -> None:
        if self.session is not session:
            self.session = session
            self.undo_stack.clear()
            self.gameStarted.emit(False)
            self.assistedChanged.emit(False)
            assert self.friend is not None
            self.friendStarted.emit(self.friend)
        self._hand_started()

    def friend_moved(self, events: tuple[Event, ...]) -> None:
        self._changed(events)

    def friend_asked(self) -> None:
        self.stateChanged.emit()
        self._update_capabilities()

    def friend_ended(self) -> None:
        self._update_capabilities()

    # -- what a friend's game does differently -------------------------------------------------------

    def new_game(self, spec: GameSpec, demo: bool | None = None, names: tuple[str, str] = ("You", "Computer")) -> None:
        self.leave_friend()
        super().new_game(spec, demo, names)

    def resume(self, game: Resumable, names: tuple[str, str] = ("You", "Computer")) -> None:
        self.leave_friend()
        super().resume(game, names)

    def next(self) -> None:
        if self.friend is None:
            super().next()
        elif self.session is not None and self.session.hand_over:
            if self.friend.over:  # "Play again": not a game against the computer, but a new invitation
                self.friendAgain.emit()
            else:
                self.friend.next_hand()

    def set_paused(self, on: bool) -> None:
        if self.friend is None:
            super().set_paused(on)

    def set_demo(self, on: bool) -> None:
        if self.friend is None or not on:
            super().set_demo(on)
        else:
            self.demoChanged.emit(False)  # no demo in a friend's game: the person plays their own hand

    def request_hint(self, asked: bool = True) -> None:
        if self.friend is None:
            super().request_hint(asked)

    def shutdown(self) -> None:
        self.leave_friend()
        super().shutdown()
