"""The controller: the only bridge between the table and the engine.

It owns the :class:`~ginqt.engine.Match`, turns the player's intents ("draw from the
stock", "discard 7♥") into engine actions through ``legal_actions()`` / ``apply()``,
and emits what happened.  Computer players run in a :class:`QThreadPool`; their moves
come back through a queued signal, so the window never waits for them.  A move that
does not arrive within the time limit is replaced by the fallback's and the user is
told (the plugin guard does the same from inside; this is the backstop).

The controller decides no rule: every question ("may I knock with this discard?")
is answered by the engine's legal actions.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ginqt.cards import Card
from ginqt.engine import Action, ActionKind, Event, EventKind, IllegalActionError, Match, Phase, PlayerView
from ginqt.melds import min_deadwood
from ginqt.preferences import KnockMode, Preferences
from ginqt.rules import Rules
from ginqt.strategy import Strategy
from ginqt.variants import MatchScoring, StandardScoring

__all__ = ["HUMAN", "OPPONENT", "Controller", "GameSetup"]

HUMAN = 0
OPPONENT = 1


@dataclass
class GameSetup:
    """What a new game is played with."""

    rules: Rules  #: the rules the engine plays each hand with
    names: tuple[str, str] = ("You", "Computer")
    scoring: MatchScoring = field(default_factory=StandardScoring)  #: the variant's match scoring
    variant_rules: Rules | None = None  #: the variant's rules, for ``scoring``
    seed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class _MoveSignals(QObject):
    done = Signal(int, object, str)  # request id, action (or None), error text


def _run_move(request: int, strategy: Strategy, jobs: list[Callable[[], None]], view: PlayerView,
              signals: _MoveSignals) -> None:
    """One computer move (and the notifications queued before it), run in the thread pool."""
    for job in jobs:
        try:
            job()
        except Exception:
            pass
    try:
        action: Action | None = strategy.choose(view)
        error = ""
    except BaseException as exc:  # a plugin may raise anything
        action, error = None, f"{type(exc).__name__}: {exc}"
    signals.done.emit(request, action, error)


def _observer(strategy: Strategy, event: Event) -> Callable[[], None]:
    return lambda: strategy.observe(event)


def _dealer(strategy: Strategy, view: PlayerView) -> Callable[[], None]:
    return lambda: strategy.new_hand(view)


class _Restore(QUndoCommand):
    """An undo step: the match before and after one of the player's moves (engine states are immutable)."""

    def __init__(self, controller: Controller, before: Match, after: Match, text: str) -> None:
        super().__init__(text)
        self.controller = controller
        self.before = before
        self.after = after
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self.controller._restore(self.after)

    def undo(self) -> None:
        self.controller._restore(self.before)


class Controller(QObject):
    """Owns the match; applies intents; runs the computer players; tells the views what happened."""

    stateChanged = Signal()  #: anything changed: views redraw from :attr:`match`
    cardDrawn = Signal(int, int, str)  #: player, card (-1 when hidden), "stock" or "pile"
    cardDiscarded = Signal(int, int)  #: player, card
    handStarted = Signal(int)  #: hand number
    handEnded = Signal(object)  #: HandResult
    gameOver = Signal(object)  #: MatchResult (or the variant's MatchOutcome)
    legalActionsChanged = Signal(object)  #: the player's legal actions (empty when it is not their turn)
    message = Signal(str)  #: one line: what just happened
    knockQuestion = Signal(int, bool)  #: the discard that may knock, and whether it goes gin
    knockQuestionClosed = Signal()
    knockPossible = Signal(bool)  #: for the manual Knock button
    knockArmed = Signal(bool)
    undoPossible = Signal(bool)
    redoPossible = Signal(bool)
    thinking = Signal(bool)  #: a computer player is choosing
    hintReady = Signal(object, str)  #: Action, reason
    strategyFault = Signal(str)
    demoChanged = Signal(bool)
    assistedChanged = Signal(bool)
    # for the saved-game journal (ginqt.ui.game.keeper.GameKeeper); views need not listen
    gameStarted = Signal(bool)  #: a match is in :attr:`match`, before its first handStarted; True: resumed
    actionApplied = Signal(object)  #: an Action was applied to the match (emitted before stateChanged/handEnded)
    nextHandDealt = Signal()  #: ``Match.next_hand()`` was applied (before handStarted)
    matchRestored = Signal(object)  #: undo/redo put this earlier (or later) Match back
    _faultFromThread = Signal(str)

    def __init__(self, prefs: Preferences, strategy_factory: Callable[[int, int | None], Strategy],
                 hint_function: Callable[[PlayerView], tuple[Action, str]] | None = None,
                 fallback_factory: Callable[[], Strategy] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.strategy_factory = strategy_factory
        self.hint_function = hint_function
        self.fallback_factory = fallback_factory
        self.setup: GameSetup | None = None
        self.match: Match | None = None
        self.demo = False
        self.assisted = False
        self.paused = False  #: the boss key: no computer move and no automatic next hand until resumed
        self._held: tuple[int, object, str] | None = None  # a computer move that arrived while paused
        self.names: tuple[str, str] = ("You", "Computer")
        self.strategies: dict[int, Strategy] = {}
        self._jobs: dict[int, list[Callable[[], None]]] = {0: [], 1: []}
        self._timeouts: dict[int, int] = {0: 0, 1: 0}
        self.drawn_card: int | None = None  #: the card the player drew this turn (shown apart)
        self.pile_taken_by: int | None = None  #: the computer took the last discard (red bar)
        self.question: int | None = None  #: the discard waiting for Knock / Continue / Play to gin
        self.question_gin = False
        self.play_to_gin = False
        self.knock_armed = False
        self.last_message = ""
        self.undo_stack = QUndoStack(self)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._signals = _MoveSignals()
        self._signals.done.connect(self._move_done, Qt.ConnectionType.QueuedConnection)
        self._requests = itertools.count(1)
        self._pending: tuple[int, int, PlayerView] | None = None  # request, player, view
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._start_move)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._move_timed_out)
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._auto_next)
        self._faultFromThread.connect(self._fault_reported, Qt.ConnectionType.QueuedConnection)

    # -- state for the views -----------------------------------------------------------

    def view(self, player: int = HUMAN) -> PlayerView:
        assert self.match is not None
        return self.match.view(player)

    def is_computer(self, player: int) -> bool:
        return player == OPPONENT or self.demo

    @property
    def human_to_act(self) -> bool:
        """It is the person's turn and nothing else is going on."""
        m = self.match
        return (m is not None and m.hand.phase is not Phase.OVER and m.hand.to_play == HUMAN and not self.demo
                and self._pending is None)

    @property
    def busy(self) -> bool:
        return self._pending is not None or self._delay.isActive()

    def human_legal(self) -> tuple[Action, ...]:
        return self.match.legal_actions() if self.human_to_act and self.match is not None else ()

    def game_over(self) -> bool:
        m = self.match
        if m is None:
            return False
        setup = self.setup
        if setup is not None and setup.scoring is not None:
            try:
                return bool(setup.scoring.over(m, setup.variant_rules or setup.rules))
            except Exception:
                return m.over
        return m.over

    def result_lines(self) -> list[str]:
        """The end of the game explained, with the players' names."""
        m = self.match
        if m is None:
            return []
        setup = self.setup
        lines: list[str] = []
        if setup is not None and setup.scoring is not None:
            try:
                lines = list(setup.scoring.outcome(m, setup.variant_rules or setup.rules).lines)
            except Exception:
                lines = []
        if not lines and m.result is not None:
            lines = m.result.explain()
        out = [line.replace("Player 0", self.names[0]).replace("Player 1", self.names[1]) for line in lines]
        return [line.replace("You wins", "You win") for line in out]

    def winner(self) -> int | None:
        m = self.match
        if m is None:
            return None
        setup = self.setup
        if setup is not None and setup.scoring is not None:
            try:
                return setup.scoring.outcome(m, setup.variant_rules or setup.rules).winner
            except Exception:
                pass
        return m.result.winner if m.result is not None else None

    # -- games and hands ---------------------------------------------------------------

    def new_game(self, setup: GameSetup) -> None:
        seed = setup.seed if setup.seed is not None else random.randrange(2**62)
        self._start(setup, Match.new(setup.rules, seed), self.prefs.open_hands, resumed=False)

    def resume(self, setup: GameSetup, match: Match, assisted: bool = False) -> None:
        """Carry on with ``match`` (a saved game replayed) as if it had been played here."""
        self._start(setup, match, assisted or self.prefs.open_hands, resumed=True)
        hand = match.hand
        if hand.phase is Phase.DISCARD and hand.to_play == HUMAN and hand.pile_card is not None:
            self.drawn_card = int(hand.pile_card)  # as after an undo: the card taken from the pile
        self._say(self.tr("Game resumed: hand %1").replace("%1", str(match.hand_number)))
        self.stateChanged.emit()

    def _start(self, setup: GameSetup, match: Match, assisted: bool, resumed: bool) -> None:
        self._cancel_move()
        self._next_timer.stop()
        self.setup = setup
        self.names = setup.names
        self.match = match
        self.assisted = assisted
        self.gameStarted.emit(resumed)
        self.assistedChanged.emit(self.assisted)
        self.strategies = {}
        self._timeouts = {0: 0, 1: 0}
        for player in (0, 1):
            if self.is_computer(player):
                self._make_strategy(player)
        self._hand_started()

    def _make_strategy(self, player: int) -> None:
        seed = None
        if self.match is not None and isinstance(self.match.seed, int):
            seed = self.match.seed + 7919 * (player + 1)
        self.strategies[player] = self.strategy_factory(player, seed)
        self._jobs[player] = []

    def _hand_started(self) -> None:
        assert self.match is not None
        self.drawn_card = None
        self.pile_taken_by = None
        self.play_to_gin = False
        self._set_armed(False)
        self._close_question()
        self.undo_stack.clear()
        for player, strategy in self.strategies.items():
            view = self.match.view(player)
            self._jobs[player] = [_dealer(strategy, view)]
        self.handStarted.emit(self.match.hand_number)
        self.last_message = self.tr("Hand %1 dealt").replace("%1", str(self.match.hand_number))
        self.message.emit(self.last_message)
        self._changed(())

    def next(self) -> None:
        """After a hand: deal the next one, or start a new game when this one is over."""
        m = self.match
        if m is None or m.hand.phase is not Phase.OVER:
            return
        self._next_timer.stop()
        if self.game_over():
            assert self.setup is not None
            setup = self.setup
            setup.seed = None if setup.seed is None else setup.seed + 1
            self.new_game(setup)
            return
        if m.over:
            return
        self.match = m.next_hand()
        self.nextHandDealt.emit()
        self._hand_started()

    def _auto_next(self) -> None:
        if self.demo and not self.paused:
            self.next()

    def set_paused(self, on: bool) -> None:
        """Hold the computer players (and demo mode) until :meth:`set_paused` ``(False)``."""
        if on == self.paused:
            return
        self.paused = on
        if on:
            self._delay.stop()
            self._watchdog.stop()
            self._next_timer.stop()
            return
        held, self._held = self._held, None
        m = self.match
        if held is not None:
            self._move_done(*held)
        elif self._pending is not None:
            self._watchdog.start(int((self.prefs.time_limit + 1.5) * 1000))
        elif m is not None and m.hand.phase is Phase.OVER:
            if self.demo:
                self._next_timer.start(max(0, self.prefs.hand_pause_ms))
        elif m is not None and self.is_computer(m.hand.to_play):
            self._delay.start(max(0, self.prefs.demo_delay_ms if self.demo else self.prefs.computer_delay_ms))

    def set_demo(self, on: bool) -> None:
        """F2: the computer plays both hands (or gives your hand back)."""
        if on == self.demo:
            return
        self.demo = on
        if on:
            self.assisted = True
            self.assistedChanged.emit(True)
            self._close_question()
            self._set_armed(False)
            if HUMAN not in self.strategies and self.match is not None:
                self._make_strategy(HUMAN)
                view = self.match.view(HUMAN)
                strategy = self.strategies[HUMAN]
                self._jobs[HUMAN] = [lambda: strategy.new_hand(view)]
        else:
            if self._pending is not None and self._pending[1] == HUMAN:
                self._cancel_move()
            self._next_timer.stop()
        self.demoChanged.emit(on)
        self._changed(())

    def shutdown(self) -> None:
        """Stop scheduling; do not wait for a computer player that may never return."""
        self._cancel_move()
        self._next_timer.stop()
        self._pool.clear()

    # -- the player's intents ----------------------------------------------------------

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

    def discard_drawn(self) -> None:
        """Throw back the card just drawn (a card taken from the pile is put back: undo)."""
        if not self.human_to_act or self.match is None or self.match.hand.phase is not Phase.DISCARD:
            return
        if self.match.hand.pile_card is not None and self.drawn_card == self.match.hand.pile_card:
            self.undo()
        elif self.drawn_card is not None:
            self.play_card(self.drawn_card)

    def play_card(self, card: int) -> None:
        """The player picked ``card`` to discard: discard it, knock with it, or ask first."""
        if not self.human_to_act or self.question is not None or self.match is None:
            return
        hand = self.match.hand
        if hand.phase is not Phase.DISCARD:
            self._say(self.tr("Draw a card first, from the stock or the discard pile"))
            return
        legal = hand.legal_actions()
        discard = Action(ActionKind.DISCARD, Card(card))
        knock = Action(ActionKind.KNOCK, Card(card))
        can_discard, can_knock = discard in legal, knock in legal
        if not can_discard and not can_knock:
            try:
                hand.apply(discard)
            except IllegalActionError as error:
                self._say(str(error))
            return
        if self.knock_armed and not can_knock:
            self._say(self.tr("Discarding %1 leaves too much deadwood to knock; pick another card or press K")
                      .replace("%1", Card(card).symbol))
            return
        if can_knock:
            gin = min_deadwood(hand.hands[HUMAN] & ~(1 << card)) == 0
            mode = self.prefs.gin_mode if gin else self.prefs.knock_mode
            if self.knock_armed or mode is KnockMode.AUTOMATIC:
                self._human(knock)
                return
            if mode is KnockMode.PROMPT and (gin or not self.play_to_gin):
                self.question, self.question_gin = card, gin
                self._update_capabilities()
                self.knockQuestion.emit(card, gin)
                self.stateChanged.emit()
                return
        if can_discard:
            self._human(discard)
        elif self.knock_armed:
            self._human(knock)

    def answer_knock(self, answer: str) -> None:
        """The knock question's answer: "knock", "continue" or "gin" (play to gin)."""
        card = self.question
        if card is None:
            return
        self._close_question()
        if answer == "knock":
            self._human(Action(ActionKind.KNOCK, Card(card)))
            return
        if answer == "gin":
            self.play_to_gin = True
            self._say(self.tr("Playing to gin: you will not be asked to knock again this hand"), quiet=True)
        self._human(Action(ActionKind.DISCARD, Card(card)))

    def arm_knock(self) -> None:
        """Manual knocking: the next discard is laid face down and knocks."""
        if not self.human_to_act or self.match is None:
            return
        if not any(a.kind is ActionKind.KNOCK for a in self.match.legal_actions()):
            self._say(self.tr("You cannot knock now"))
            self._set_armed(False)
            return
        self._set_armed(not self.knock_armed)
        if self.knock_armed:
            self._say(self.tr("Knock: pick the card to discard face down"))

    def undo(self) -> None:
        if self.undo_stack.canUndo() and self._may_undo():
            self.undo_stack.undo()
            if self.prefs.multiple_undo and not self.assisted:
                self.assisted = True
                self.assistedChanged.emit(True)
            self._update_capabilities()

    def redo(self) -> None:
        if self.undo_stack.canRedo() and self._may_undo():
            self.undo_stack.redo()
            self._update_capabilities()

    def request_hint(self) -> None:
        if not self.human_to_act or self.match is None or self.hint_function is None:
            return
        view = self.match.view(HUMAN)
        try:
            action, reason = self.hint_function(view)
        except Exception as error:
            self._say(self.tr("No hint: %1").replace("%1", str(error)))
            return
        self.hintReady.emit(action, reason)

    # -- applying ----------------------------------------------------------------------

    def _human(self, action: Action) -> None:
        if not self.human_to_act or self.match is None or self.question is not None:
            return
        before = self.match
        if action not in before.legal_actions():
            try:
                before.apply(action)
            except IllegalActionError as error:
                self._say(str(error))
            return
        self._apply(action, HUMAN)
        after = self.match
        assert after is not None
        if action.kind is ActionKind.DRAW_DISCARD or self.prefs.multiple_undo:
            self.undo_stack.push(_Restore(self, before, after, action.text))
        elif not self.prefs.multiple_undo:
            self.undo_stack.clear()
        self._update_capabilities()

    def _apply(self, action: Action, player: int) -> None:
        assert self.match is not None
        before_hand = self.match.hand_number
        self.match = self.match.apply(action)
        self.actionApplied.emit(action)
        if player == HUMAN or action.kind is ActionKind.DRAW_STOCK:
            self.pile_taken_by = None  # the red bar lasts until the next turn
        if action.kind not in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
            self._set_armed(False)
        events = self.match.events
        for p, strategy in self.strategies.items():
            for event in events:
                self._jobs[p].append(_observer(strategy, event.for_player(p)))
        assert self.match.hand_number == before_hand
        self._changed(events)

    def _changed(self, events: tuple[Event, ...]) -> None:
        m = self.match
        assert m is not None
        self._report(events)
        self.stateChanged.emit()
        if m.hand.phase is Phase.OVER:
            self._update_capabilities()
            self.handEnded.emit(m.hand.result)
            if self.game_over():
                self.gameOver.emit(m.result)
            if self.demo:
                self._next_timer.start(max(0, self.prefs.hand_pause_ms))
            return
        self._update_capabilities()
        if self.is_computer(m.hand.to_play):
            delay = self.prefs.demo_delay_ms if self.demo else self.prefs.computer_delay_ms
            self._delay.start(max(0, delay))

    def _report(self, events: tuple[Event, ...]) -> None:
        """Emit the fine-grained signals and the one-line message for ``events``."""
        parts: list[str] = []
        for event in events:
            who = self.names[event.player] if event.player is not None else ""
            card = event.card.symbol if event.card is not None else ""
            kind = event.kind
            if kind is EventKind.TOOK_UPCARD:
                parts.append(self.tr("%1 took the upcard %2").replace("%1", who).replace("%2", card))
            elif kind is EventKind.PASSED:
                parts.append(self.tr("%1 passed the upcard").replace("%1", who))
            elif kind is EventKind.DREW_STOCK:
                seen = event.player == HUMAN and event.card is not None and not self.demo
                parts.append(self.tr("%1 drew %2 from the stock").replace("%1", who).replace("%2", card) if seen
                             else self.tr("%1 drew from the stock").replace("%1", who))
            elif kind is EventKind.DREW_DISCARD:
                parts.append(self.tr("%1 took %2 from the discard pile").replace("%1", who).replace("%2", card))
            elif kind is EventKind.DISCARDED:
                parts.append(self.tr("%1 discarded %2").replace("%1", who).replace("%2", card))
            elif kind is EventKind.KNOCKED and event.settlement is not None:
                what = event.settlement.kind.value
                if what in ("gin", "big gin"):
                    parts.append(self.tr("%1 went %2!").replace("%1", who).replace("%2", what))
                else:
                    parts.append(self.tr("%1 knocked").replace("%1", who))
            elif kind is EventKind.DEAD_HAND:
                parts.append(self.tr("The hand is dead: no score"))
            # fine-grained signals
            if kind in (EventKind.DREW_STOCK, EventKind.DREW_DISCARD, EventKind.TOOK_UPCARD):
                assert event.player is not None
                visible = kind is not EventKind.DREW_STOCK or event.player == HUMAN
                shown = int(event.card) if event.card is not None and visible else -1
                self.cardDrawn.emit(event.player, shown, "stock" if kind is EventKind.DREW_STOCK else "pile")
                if event.player == HUMAN:
                    self.drawn_card = int(event.card) if event.card is not None else None
                elif kind is not EventKind.DREW_STOCK:
                    self.pile_taken_by = event.player
            elif kind in (EventKind.DISCARDED, EventKind.KNOCKED):
                assert event.player is not None
                if event.player == HUMAN:
                    self.drawn_card = None
                if event.card is not None:
                    self.cardDiscarded.emit(event.player, int(event.card))
        if parts:
            text = "; ".join(parts)
            if events and events[0].kind in (EventKind.DISCARDED, EventKind.KNOCKED):
                previous = self.last_message
                player = events[0].player
                same = player is not None and previous.startswith(self.names[player] + " ")
                if same and player is not None and " discarded " not in previous and "upcard" not in previous:
                    text = previous + self.tr(" and ") + text[len(self.names[player]) + 1:]
            self._say(text)

    def _say(self, text: str, quiet: bool = False) -> None:
        self.last_message = text
        self.message.emit(text)

    # -- computer players --------------------------------------------------------------

    def _start_move(self) -> None:
        m = self.match
        if m is None or m.hand.phase is Phase.OVER or self._pending is not None or self.paused:
            return
        player = m.hand.to_play
        if not self.is_computer(player):
            return
        if player not in self.strategies:
            self._make_strategy(player)
        view = m.view(player)
        request = next(self._requests)
        self._pending = (request, player, view)
        jobs, self._jobs[player] = self._jobs[player], []
        strategy = self.strategies[player]
        if self._timeouts[player] >= 2 and self.fallback_factory is not None:
            strategy = self.fallback_factory()
        self.thinking.emit(True)
        self._update_capabilities()
        self._watchdog.start(int((self.prefs.time_limit + 1.5) * 1000))
        self._pool.start(functools.partial(_run_move, request, strategy, jobs, view, self._signals))

    def _move_done(self, request: int, action: object, error: str) -> None:
        pending = self._pending
        if pending is None or pending[0] != request:
            return  # a late answer, already replaced by the fallback
        if self.paused:
            self._held = (request, action, error)
            return
        _, player, view = pending
        self._pending = None
        self._watchdog.stop()
        self.thinking.emit(False)
        if not isinstance(action, Action) or action not in view.legal_actions:
            problem = error or self.tr("an illegal move (%1)").replace("%1", str(action))
            self._fault(player, view, problem)
            return
        self._apply(action, player)

    def _move_timed_out(self) -> None:
        pending = self._pending
        if pending is None:
            return
        _, player, view = pending
        self._pending = None
        self.thinking.emit(False)
        self._timeouts[player] += 1
        self._fault(player, view, self.tr("no move within %1 s").replace("%1", f"{self.prefs.time_limit:g}"))

    def _fault(self, player: int, view: PlayerView, problem: str) -> None:
        fallback: Strategy | None = self.fallback_factory() if self.fallback_factory is not None else None
        action: Action | None = None
        if fallback is not None:
            try:
                action = fallback.choose(view)
            except Exception:
                action = None
        if action is None or action not in view.legal_actions:
            plain = [a for a in view.legal_actions if a.kind is not ActionKind.KNOCK]
            action = (plain or list(view.legal_actions))[0]
        text = self.tr("%1's strategy failed (%2); its fallback plays %3").replace("%1", self.names[player]) \
            .replace("%2", problem).replace("%3", action.text)
        self.strategyFault.emit(text)
        self._say(text)
        self._apply(action, player)

    def _cancel_move(self) -> None:
        self._held = None
        self._delay.stop()
        self._watchdog.stop()
        if self._pending is not None:
            self._pending = None
            self.thinking.emit(False)

    def _fault_text(self, text: str) -> None:
        """The plugin guard's report of a fault (called from a worker thread)."""
        self._faultFromThread.emit(text)

    def _fault_reported(self, text: str) -> None:
        message = self.tr("A computer player failed (%1); its fallback move was played").replace("%1", text)
        self.strategyFault.emit(message)
        self._say(message)

    # -- undo --------------------------------------------------------------------------

    def _may_undo(self) -> bool:
        m = self.match
        return (m is not None and not self.demo and self.question is None and m.hand.phase is not Phase.OVER
                and (self.prefs.multiple_undo or (m.hand.to_play == HUMAN and self._pending is None)))

    def _restore(self, match: Match) -> None:
        self._cancel_move()
        self._close_question()
        self._set_armed(False)
        self.match = match
        self.matchRestored.emit(match)
        hand = match.hand
        self.drawn_card = int(hand.pile_card) if hand.phase is Phase.DISCARD and hand.pile_card is not None \
            and hand.to_play == HUMAN else None
        self._say(self.tr("Move taken back"))
        self._changed(())

    # -- capabilities --------------------------------------------------------------------

    def _close_question(self) -> None:
        if self.question is not None:
            self.question = None
            self.knockQuestionClosed.emit()

    def _set_armed(self, on: bool) -> None:
        if on != self.knock_armed:
            self.knock_armed = on
            self.knockArmed.emit(on)

    def _update_capabilities(self) -> None:
        legal = self.human_legal()
        self.legalActionsChanged.emit(legal)
        self.knockPossible.emit(self.question is None and any(a.kind is ActionKind.KNOCK for a in legal))
        self.undoPossible.emit(self.undo_stack.canUndo() and self._may_undo())
        self.redoPossible.emit(self.undo_stack.canRedo() and self._may_undo())
