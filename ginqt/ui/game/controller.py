"""The controller: the only bridge between the table and the engine.

A thin Qt layer over plain parts: it takes the person's intents ("draw from the
stock", "discard 7♥"), applies them to the :class:`~ginqt.play.session.GameSession`
(through the engine's ``legal_actions()`` / ``apply()``), keeps undo (a
:class:`QUndoStack` over engine snapshots), has the
:class:`~ginqt.ui.game.computer.ComputerPlayers` ask the computer players off the GUI
thread, has the :class:`~ginqt.ui.game.narrator.Narrator` say what happened, and emits
it all as signals.  It decides no rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ginqt.cards import Card
from ginqt.engine import Action, ActionKind, Event, IllegalActionError
from ginqt.play.session import HUMAN, GameSession, KnockAnswer, KnockQuestion, Resumable
from ginqt.play.spec import GameSpec
from ginqt.preferences import Preferences
from ginqt.strategy import Strategy
from ginqt.ui.game.adviser import HintAdviser
from ginqt.ui.game.computer import ComputerPlayers
from ginqt.ui.game.narrator import Message, Narrator, Notice, NoticeKind, refusal, refused

__all__ = ["Controller", "UndoStep"]

#: The person's moves that can always be taken back until the opponent answers them (the card taken
#: from the pile goes back, a card discarded comes back to the hand); with multiple undo, every move.
_TAKEN_BACK = frozenset({ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD, ActionKind.DISCARD})


class UndoStep(QUndoCommand):
    """An undo step: the person's ``moves``, made when the game's log was ``before`` moves long (undo cuts it back
    there; redo plays the moves again)."""

    def __init__(self, controller: Controller, before: int, moves: tuple[Action, ...]) -> None:
        super().__init__(" ".join(move.text for move in moves))
        self.controller = controller
        self.before = before
        self.moves = moves
        self._done = True  # pushed after the move was made: the first redo() does nothing

    def redo(self) -> None:
        if self._done:
            self._done = False
            return
        self.controller._restore(lambda session: session.redo(self.moves))

    def undo(self) -> None:
        self.controller._restore(lambda session: session.truncate(self.before))


class Controller(QObject):
    """Takes intents, applies them, runs the computer players, tells the views what happened."""

    stateChanged = Signal()  #: anything changed: views redraw from the person's seat (:attr:`session`)
    handStarted = Signal(int)  #: hand number
    handEnded = Signal(object)  #: HandResult
    gameOver = Signal(object)  #: the engine's MatchOutcome (None when the variant's own scoring ended the game)
    legalActionsChanged = Signal(object)  #: the person's legal actions (empty when it is not their turn)
    message = Signal(object)  #: what just happened: a narrator's Message (ginqt.ui.text words it)
    knockQuestion = Signal(object)  #: a KnockQuestion: the discard that may knock (or go gin)
    knockPossible = Signal(bool)  #: for the manual Knock button
    undoPossible = Signal(bool)
    redoPossible = Signal(bool)
    demoChanged = Signal(bool)
    assistedChanged = Signal(bool)
    eventsShown = Signal(object)  #: the events of a move or a deal, as the person may see them
    gameStarted = Signal(bool)  #: a game began, before handStarted; True: resumed
    matchRestored = Signal()  #: undo/redo put an earlier (or later) state of the game back
    handRestored = Signal(object)  #: a resumed game: its hand's events so far, as the person saw them (no sound)

    def __init__(self, prefs: Preferences, strategy_factory: Callable[[int, int | None], Strategy],
                 fallback_factory: Callable[[], Strategy] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.session: GameSession | None = None
        self.narrator = Narrator()
        self.undo_stack = QUndoStack(self)
        self.computer = ComputerPlayers(prefs, strategy_factory, fallback_factory, self)
        self.computer.moveReady.connect(self._apply)
        self.computer.failed.connect(self._say)
        self.computer.thinking.connect(lambda on: self._update_capabilities() if on else None)  # not the person's
        self.computer.nextHandDue.connect(self.next)
        #: The person's hints, off the GUI thread; ``adviser.ready`` brings each (a Hint).
        self.adviser = HintAdviser(lambda: self.session.view() if self.session is not None else None, HUMAN, self)
        self.adviser.follow(self.gameStarted, self.eventsShown, self.matchRestored, self.handRestored)
        self.adviser.failed.connect(lambda why: self._say(Notice(NoticeKind.NO_HINT, detail=why)))

    # -- state for the views -------------------------------------------------------------------

    @property
    def spec(self) -> GameSpec | None:
        return self.session.spec if self.session is not None else None

    @property
    def names(self) -> tuple[str, str]:
        return self.session.names if self.session is not None else ("You", "Computer")

    @property
    def question(self) -> KnockQuestion | None:
        """The knock question waiting for an answer, if any."""
        return self.session.question if self.session is not None else None

    @property
    def demo(self) -> bool:
        """The computer plays both hands."""
        return self.computer.demo

    @property
    def human_to_act(self) -> bool:
        """It is the person's turn and nothing else is going on."""
        return self.session is not None and self.session.person_to_play() and not self.demo and not self.computer.busy

    def human_legal(self) -> tuple[Action, ...]:
        return self.session.view().legal_actions if self.human_to_act and self.session is not None else ()

    def game_over(self) -> bool:
        return self.session is not None and self.session.game_over()

    # -- games and hands -----------------------------------------------------------------------

    def new_game(self, spec: GameSpec, demo: bool | None = None, names: tuple[str, str] = ("You", "Computer")) -> None:
        """A new game of ``spec`` (``demo``: watched, the computer playing both hands; ``None``: as now)."""
        if demo is not None and demo != self.demo:
            self.computer.demo = demo
            self.demoChanged.emit(demo)
        self._start(GameSession.new(spec, self.prefs.open_hands, names), resumed=False)

    def resume(self, game: Resumable, names: tuple[str, str] = ("You", "Computer")) -> None:
        """Carry on ``game`` as if played here: a saved game's log played again, or a runner (a position set up)."""
        session, seen = GameSession.resume(game, names)
        if self.prefs.open_hands:
            session.mark_assisted()
        self._start(session, resumed=True)
        self._say(Notice(NoticeKind.GAME_RESUMED, session.hand_number))
        self.handRestored.emit(seen)
        self.stateChanged.emit()

    def _start(self, session: GameSession, resumed: bool) -> None:
        self.session = session
        self.gameStarted.emit(resumed)
        self.assistedChanged.emit(session.assisted)
        self.computer.sit_down(session)
        self._hand_started()

    def _hand_started(self) -> None:
        session = self.session
        assert session is not None
        session.reset_turn()
        self.undo_stack.clear()
        self.handStarted.emit(session.hand_number)
        self.eventsShown.emit(session.events_seen())
        self._say(Notice(NoticeKind.HAND_DEALT, session.hand_number))
        self._changed(())

    def next(self) -> None:
        """After a hand: deal the next one, or start a new game when this one is over."""
        session = self.session
        if session is None or not session.hand_over:
            return
        self.computer.stop()
        if session.game_over():
            self.new_game(session.spec.next_game(), names=session.names)
        elif not session.engine_over:
            session.next_hand()
            self._hand_started()

    def set_paused(self, on: bool) -> None:
        """Hold the computer players (and demo mode) until :meth:`set_paused` ``(False)``."""
        self.computer.set_paused(on, self.session)

    def set_demo(self, on: bool) -> None:
        """F2: the computer plays both hands (or gives your hand back): an assisted game."""
        if on == self.demo:
            return
        if on and self.session is not None:
            self.session.reset_turn()
            self.mark_assisted()
        self.computer.set_demo(on, self.session)
        self.demoChanged.emit(on)
        if self.session is not None:
            self._changed(())

    def mark_assisted(self) -> None:
        """Help was used (open hands, multiple undo, demo mode): the game counts in the statistics only."""
        if self.session is not None and not self.session.assisted:
            self.session.mark_assisted()
            self.assistedChanged.emit(True)
            self.stateChanged.emit()

    def shutdown(self) -> None:
        """Stop; do not wait for a computer player that may never return."""
        self.computer.shutdown()
        self.adviser.forget()

    # -- the person's intents ------------------------------------------------------------------

    def take_upcard(self) -> None:
        self._human(Action(ActionKind.TAKE_UPCARD))

    def pass_upcard(self) -> None:
        self._human(Action(ActionKind.PASS))

    def draw_stock(self) -> None:
        self._human(Action(ActionKind.DRAW_STOCK))

    def draw_pile(self) -> None:
        self._human(Action(ActionKind.DRAW_DISCARD))

    def big_gin(self) -> None:
        self._human(Action(ActionKind.BIG_GIN))

    def play_card(self, card: int) -> None:
        """The person picked ``card`` to discard: discard it, knock with it, or ask first."""
        session = self.session
        if not self.human_to_act or session is None or session.question is not None:
            return
        decision = session.card_decision(card, self.prefs.knock_mode, self.prefs.gin_mode)
        if decision.action is not None:
            self._human(decision.action)
        elif decision.question is not None:
            session.question = decision.question
            self._update_capabilities()
            self.knockQuestion.emit(decision.question)
            self.stateChanged.emit()
        elif (notice := refusal(decision, Card(card))) is not None:
            self._say(notice)

    def answer_knock(self, answer: KnockAnswer) -> None:
        """The knock question's answer."""
        session = self.session
        if session is None or session.question is None:
            return
        actions = session.answer(answer)
        if answer is KnockAnswer.PLAY_TO_GIN:
            self._say(Notice(NoticeKind.PLAYING_TO_GIN))
        if actions:
            self._human(*actions)

    def arm_knock(self) -> None:
        """Manual knocking: the next discard knocks, laid face down (the table says to pick it; Knock is lit)."""
        session = self.session
        if not self.human_to_act or session is None:
            return
        session.knock_armed = session.may_knock() and not session.knock_armed
        self.stateChanged.emit()
        if not session.may_knock():
            self._say(Notice(NoticeKind.CANNOT_KNOCK))

    def can_undo(self) -> bool:
        """A move can be taken back now (the Undo action is enabled)."""
        return self.undo_stack.canUndo() and self._may_undo()

    def undo(self) -> None:
        if self.can_undo():
            self.undo_stack.undo()
            if self.prefs.multiple_undo:
                self.mark_assisted()
            self._update_capabilities()

    def redo(self) -> None:
        if self.undo_stack.canRedo() and self._may_undo():
            self.undo_stack.redo()
            self._update_capabilities()

    def request_hint(self, asked: bool = True) -> None:
        """The expert's advice, soon through ``adviser.ready`` (``asked``: the Hint key; else advice at every turn)."""
        if self.human_to_act and self.session is not None:
            if asked and not self.session.assisted:  # said once: this game stays off the high scores
                self.mark_assisted()  # help was asked for: the game counts in the statistics only
                self._say(Notice(NoticeKind.HINT_ASSISTS))
            self.adviser.ask(self.session.view(), self.session.seat_seed(HUMAN), asked)

    # -- applying ------------------------------------------------------------------------------

    def _human(self, *actions: Action) -> None:
        """The person's moves, in order (play to gin and its discard: one step to undo)."""
        session = self.session
        if not self.human_to_act or session is None or session.question is not None:
            return
        before = len(session.log)
        if not all(self._apply(HUMAN, action) for action in actions):  # stops at a refused one
            return
        if self.prefs.multiple_undo or any(action.kind in _TAKEN_BACK for action in actions):
            self.undo_stack.push(UndoStep(self, before, actions))
        else:
            self.undo_stack.clear()
        self._update_capabilities()

    def _apply(self, player: int, action: Action) -> bool:
        """Apply a move, checked once by the runner; refused (``False``): the person is told why, or it falls back."""
        assert self.session is not None
        try:
            events = self.session.apply(action)
        except IllegalActionError as error:  # the game is as it was
            self._say(refused(error)) if player == HUMAN and not self.demo else self.computer.refused(player, error)
            return False
        if player != HUMAN and not self.prefs.multiple_undo:  # what the opponent answered cannot be undone
            self.undo_stack.clear()
        self._changed(events)
        return True

    def _changed(self, events: tuple[Event, ...]) -> None:
        """Tell the views what happened (``events``: as the person may see them, and in a line)."""
        session = self.session
        assert session is not None
        if events:
            self.eventsShown.emit(tuple(event.for_player(HUMAN) for event in events))
            report = self.narrator.report(events, self.demo)
            if report is not None:
                self.message.emit(report)
        self.stateChanged.emit()
        self._update_capabilities()
        if session.hand_over:
            self.handEnded.emit(session.view().result)
            if session.game_over():
                self.gameOver.emit(session.result)
            fault = session.scoring_fault_to_tell()  # the variant's scoring failed: said once a game
            if fault is not None:
                self._say(Notice(NoticeKind.SCORING_FAILED, detail=fault))
        self.computer.go_on(session)

    def _say(self, message: Message) -> None:
        self.message.emit(self.narrator.said(message))

    def _may_undo(self) -> bool:  # without multiple undo: only the person's moves since the computer's last
        return self.session is not None and not self.demo and self.session.may_undo()

    def _restore(self, restore: Callable[[GameSession], None]) -> None:
        """Undo or redo: ``restore`` puts the session's game back (its log cut back, or moves played again)."""
        assert self.session is not None
        self.computer.stop()
        restore(self.session)
        self.matchRestored.emit()
        self._say(Notice(NoticeKind.MOVE_TAKEN_BACK))
        self._changed(())

    # -- capabilities --------------------------------------------------------------------------

    def _update_capabilities(self) -> None:
        legal = self.human_legal()
        self.legalActionsChanged.emit(legal)
        if legal and self.prefs.show_advice:
            self.request_hint(asked=False)
        self.knockPossible.emit(self.question is None and any(a.kind is ActionKind.KNOCK for a in legal))
        self.undoPossible.emit(self.can_undo())
        self.redoPossible.emit(self.undo_stack.canRedo() and self._may_undo())
