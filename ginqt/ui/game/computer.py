"""The computer players: who the computer plays, and its moves, asked off the GUI thread.

:class:`ComputerPlayers` seats a computer player wherever the computer plays (the
opponent's seat; the person's too in demo mode) in a :class:`~ginqt.play.seats.ThreadSeat`,
and after every change, after a pause a person can follow, has the game's runner ask the
one to move: the seat runs the move in a :class:`QThreadPool` and its answer comes back
through a queued signal, on the GUI thread, so the window never waits.  In demo mode it
also says when the next hand is due.  No move within the time limit, an exception,
something that is not a move, or a move the runner refuses: the fallback's move is played
and reported (the plugin guard does the same from inside; this is the backstop).  After
two timeouts a seat plays the fallback from the start.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal

from ginqt.engine import Action, IllegalActionError, PlayerView
from ginqt.play.seats import Answer, ThreadSeat
from ginqt.play.session import HUMAN, OPPONENT, GameSession
from ginqt.plugins.guard import GuardedStrategy
from ginqt.preferences import Preferences
from ginqt.remote.faults import GuardedSeat, describe_value, fallback_move
from ginqt.strategy import Strategy
from ginqt.ui.game.narrator import ComputerFailure, FailureKind

__all__ = ["ComputerPlayers"]

#: How long past the time limit the backstop waits for a move (the guard's own limit comes first).
GRACE_SECONDS = 1.5
#: After this many timeouts a seat is played by the fallback from the start of the move.
TIMEOUTS_BEFORE_FALLBACK = 2


class _Answers(QObject):
    done = Signal(object, object, str)  # the Answer, what the strategy returned (or None), error text


def close_player(strategy: Strategy) -> None:
    """The game is over for this player: a plugin's process goes back to the pool (run it off the GUI thread)."""
    if isinstance(strategy, (GuardedStrategy, GuardedSeat)):  # GuardedSeat: a plugin's or an engine's process
        strategy.close()


class ComputerPlayers(QObject):
    """Who the computer plays, and its moves: asked in a thread pool after a pause a person can follow."""

    moveReady = Signal(int, object)  #: player, a legal Action (the strategy's or the fallback's)
    failed = Signal(object)  #: a ComputerFailure, once a hand for each seat and kind (its fallback move follows)
    thinking = Signal(bool)  #: a computer player is choosing
    nextHandDue = Signal()  #: demo mode: the finished hand was shown long enough
    _reportedFromThread = Signal(str)

    def __init__(self, prefs: Preferences, strategy_factory: Callable[[int, int | None], Strategy],
                 fallback_factory: Callable[[], Strategy] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.strategy_factory = strategy_factory
        self.fallback_factory = fallback_factory
        self.demo = False  #: the computer plays the person's seat too
        self.paused = False  #: the boss key: nobody is asked, no hand is dealt, until resumed
        self.seats: dict[int, ThreadSeat] = {}
        self._timeouts: dict[int, int] = {}
        self._told: set[tuple[int, int, FailureKind]] = set()  # (hand number, seat, kind) failures said
        self._session: GameSession | None = None
        self._waiting: int | None = None  # the player asked when the delay is over
        self._pending: tuple[Answer, int] | None = None  # the answer to come, its player
        self._held: tuple[Answer, object, str] | None = None  # an answer that came while paused
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._answers = _Answers()
        self._answers.done.connect(self._answered, Qt.ConnectionType.QueuedConnection)
        self._delay = self._timer(self._delay_over)  # the pause before a move
        self._watchdog = self._timer(self._timed_out)
        self._next_hand = self._timer(self._next_hand_due)  # demo mode: the pause after a hand
        self._reportedFromThread.connect(self._guard_reported, Qt.ConnectionType.QueuedConnection)

    def _timer(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    def plays(self, player: int) -> bool:
        """The computer plays ``player``'s seat (the opponent's; the person's too in demo mode)."""
        return player == OPPONENT or self.demo

    @property
    def busy(self) -> bool:
        """A move was asked for and has not been played yet."""
        return self._pending is not None

    @property
    def threads_busy(self) -> bool:
        """A worker thread still runs (a computer player that never returned)."""
        return self._pool.activeThreadCount() > 0

    # -- a game ------------------------------------------------------------------------------

    def sit_down(self, session: GameSession) -> None:
        """A new game: a computer player in every seat the computer plays."""
        self.stop()
        self._session = session
        for seat in self.seats.values():  # the last game's players let their plugin processes go
            self._pool.start(functools.partial(close_player, seat.strategy))
        self.seats.clear()
        self._timeouts.clear()
        self._told.clear()
        for player in (HUMAN, OPPONENT):
            if self.plays(player):
                self._seat(session, player)

    def _seat(self, session: GameSession, player: int) -> None:
        """Seat ``player``'s computer player (made for this game once; dealt the current hand when it sits down)."""
        seat = self.seats.get(player)
        if seat is None:
            seat = self.seats[player] = ThreadSeat(self.strategy_factory(player, session.seat_seed(player)),
                                                   self._pool.start, self._answers.done.emit)
            self._timeouts[player] = 0
        elif player == HUMAN and session.person.keep_calls:  # back in demo: told what it missed, in order
            session.person.keep_calls = False
            for _call, value in session.person.drain():
                if isinstance(value, PlayerView):
                    seat.new_hand(value)
                else:
                    seat.observe(value)
            session.seat(player, seat, deal=False)
            return
        session.seat(player, seat)

    def go_on(self, session: GameSession) -> None:
        """After a change: the computer's move (after the pause), or in demo mode the next hand."""
        self._session = session
        if self.paused or self.busy:
            return
        to_play = session.to_play
        if to_play is None:  # the hand is over
            if self.demo:
                self._next_hand.start(max(0, self.prefs.hand_pause_ms))
        elif self.plays(to_play):
            if session.seated(to_play) is not self.seats.get(to_play):
                self._seat(session, to_play)
            self._waiting = to_play
            self._delay.start(max(0, self.prefs.demo_delay_ms if self.demo else self.prefs.computer_delay_ms))

    def set_demo(self, on: bool, session: GameSession | None) -> None:
        """Play the person's seat too (a computer player sits down in it), or give it back."""
        self.demo = on
        if on:
            if session is not None and session.seated(HUMAN) is not self.seats.get(HUMAN):
                self._seat(session, HUMAN)
            return
        if HUMAN in (self._pending and self._pending[1], self._waiting):
            self.cancel()
        self._next_hand.stop()
        if session is not None:  # the person sits down again: their intents answer
            session.seat(HUMAN, session.person)
            session.person.calls.clear()  # from here, what the computer player misses while the person plays
            session.person.keep_calls = HUMAN in self.seats

    def set_paused(self, on: bool, session: GameSession | None) -> None:
        """Ask nobody while paused and hold an answer that comes meanwhile; go on when resumed."""
        if on == self.paused:
            return
        self.paused = on
        if on:
            for timer in (self._watchdog, self._delay, self._next_hand):
                timer.stop()
            return
        held, self._held = self._held, None
        if held is not None:
            self._answered(*held)
        elif self._pending is not None:
            self._watchdog.start(self._grace_ms())
        elif session is not None:
            self.go_on(session)

    def cancel(self) -> None:
        """Forget the move asked for, or about to be (an answer is ignored when it comes)."""
        self._held = self._waiting = None
        self._delay.stop()
        self._watchdog.stop()
        if self._pending is not None:
            self._pending = None
            self.thinking.emit(False)

    def stop(self) -> None:
        """Cancel the move, and deal no hand by itself."""
        self.cancel()
        self._next_hand.stop()

    def shutdown(self) -> None:
        """Stop; do not wait for a computer player that may never return."""
        self.stop()
        self._pool.clear()

    def report_from_thread(self, text: str) -> None:
        """The plugin guard's report of a fault it covered (safe to call from a worker thread)."""
        self._reportedFromThread.emit(text)

    # -- asking ------------------------------------------------------------------------------

    def _delay_over(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is not None and not self.paused and self.plays(waiting):
            self.ask(waiting)

    def _next_hand_due(self) -> None:
        if self.demo and not self.paused:
            self.nextHandDue.emit()

    def ask(self, player: int) -> None:
        """Have the runner ask ``player``'s seat for its move now; :attr:`moveReady` answers."""
        session = self._session
        if self._pending is not None or session is None or session.to_play != player:
            return
        seat = self.seats[player]
        if self._timeouts.get(player, 0) >= TIMEOUTS_BEFORE_FALLBACK and self.fallback_factory is not None:
            seat.stand_in = seat.stand_in or self.fallback_factory()
        answer = session.ask()
        self._pending = (answer, player)
        answer.add_done_callback(lambda answer: self.moveReady.emit(player, answer.move))
        self.thinking.emit(True)
        self._watchdog.start(self._grace_ms())

    def _grace_ms(self) -> int:
        return int((self.prefs.time_limit + GRACE_SECONDS) * 1000)

    def _answered(self, answer: Answer, action: object, error: str) -> None:
        pending = self._pending
        if pending is None or pending[0] is not answer:
            return  # a late answer, already replaced by the fallback
        if self.paused:
            self._held = (answer, action, error)
            return
        player = pending[1]
        self.cancel()
        if error:
            self._fall_back(player, ComputerFailure(FailureKind.RAISED, player, error), answer)
        elif not isinstance(action, Action):
            why = f"returned {describe_value(action)}, not an Action"
            self._fall_back(player, ComputerFailure(FailureKind.ILLEGAL_MOVE, player, why), answer)
        else:
            answer.set(action)  # the runner checks it as it applies it (refused: see refused())

    def refused(self, player: int, error: IllegalActionError) -> None:
        """The runner refused ``player``'s move as illegal: the fallback plays instead."""
        self._fall_back(player, ComputerFailure(FailureKind.ILLEGAL_MOVE, player, str(error)))

    def _timed_out(self) -> None:
        pending = self._pending
        if pending is None:
            return
        answer, player = pending
        self.cancel()
        self._timeouts[player] = self._timeouts.get(player, 0) + 1
        self._fall_back(player, ComputerFailure(FailureKind.TIMED_OUT, player, seconds=self.prefs.time_limit),
                        answer)

    def _fall_back(self, player: int, failure: ComputerFailure, answer: Answer | None = None) -> None:
        """The fallback's move instead, chosen by the seat in its own view (the window never holds it)."""
        assert self._session is not None
        try:
            fallback = self.fallback_factory() if self.fallback_factory is not None else None
        except Exception:
            fallback = None
        action = self.seats[player].move_instead(lambda view: fallback_move(view, fallback))
        hand_number = self._session.hand_number
        said = (hand_number, player, failure.kind)
        if said not in self._told:  # a strategy that fails at every move is told of once a hand
            self._told = {told for told in self._told if told[0] == hand_number} | {said}
            self.failed.emit(ComputerFailure(failure.kind, player, failure.detail, failure.seconds, action))
        if answer is not None:
            answer.set(action)  # its callback says moveReady
        else:
            self.moveReady.emit(player, action)

    def _guard_reported(self, text: str) -> None:
        self.failed.emit(ComputerFailure(FailureKind.GUARDED, detail=text))
