"""The board: the presenter between the controller and the table scene.

On every change it takes one :class:`~ginqt.ui.table.snapshot.TableSnapshot` of the
game and has the :class:`~ginqt.ui.table.painter.TablePainter` draw it: the cards where
the snapshot puts them, the piles, the buttons, the score board, the texts and the
result panel, in the snapshot's colours.  It keeps what only the table shows (the card
just drawn, the red bar over the pile, the hint, the keyboard cursor, a hand arranged by
dragging, the table's shape) in a frozen :class:`~ginqt.ui.table.snapshot.Look`.  It
never decides a rule; clicks and keys become intents in :mod:`ginqt.ui.table.input`.
"""

from __future__ import annotations

import os
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ginqt.engine import Event, EventKind, Phase, PlayerView
from ginqt.play.session import HUMAN, OPPONENT
from ginqt.preferences import STYLE_FIELDS, Preferences, SortOrder
from ginqt.ui.game.adviser import Hint
from ginqt.ui.game.controller import Controller
from ginqt.ui.game.narrator import Message
from ginqt.ui.table.layout import TableSize
from ginqt.ui.table.painter import BAR_COLOURS, TablePainter
from ginqt.ui.table.scene import TableScene
from ginqt.ui.table.snapshot import Button, Focus, Look, TableGame, TableSnapshot, take_snapshot
from ginqt.ui.text import hint_line_text, message_text
from ginqt.ui.text.seats import DEMO_PLAYER, table_names

if TYPE_CHECKING:
    from ginqt.ui.table.celebration import Celebration

__all__ = ["BAR_COLOURS", "Board"]


class Board(QObject):
    """Listens to the controller; takes one snapshot per change and draws it on the scene."""

    statusChanged = Signal(str)  #: the line the table just said (for the status bar)
    drawn = Signal(object)  #: the TableSnapshot just drawn (the screen reader's words follow it)

    def __init__(self, controller: Controller, scene: TableScene, prefs: Preferences) -> None:
        super().__init__(scene)
        self.controller = controller
        self.scene = scene
        self.prefs = prefs
        self.look = Look(size=scene.size, shuffle=os.urandom(16))
        self.snapshot: TableSnapshot | None = None
        self._hint_for: PlayerView | None = None  # the person's view the hint was given for
        self._instant = False  # the next refresh moves nothing (the table changed shape)
        self.painter = TablePainter(scene)
        self.overlay = self.painter.overlay
        self._celebration: Celebration | None = None  # made when a hand first ends (:attr:`celebration`)
        controller.stateChanged.connect(self.refresh)
        controller.stateChanged.connect(self._hand_over)  # before handEnded, which the celebration listens to
        controller.adviser.ready.connect(self._hint_ready)
        controller.message.connect(self._message)
        controller.eventsShown.connect(self._events_shown)
        controller.handStarted.connect(lambda _number: self._new_deal())
        controller.matchRestored.connect(self._drawn_from_state)
        scene.sizeChanged.connect(self._resized)

    @property
    def celebration(self) -> Celebration:
        """A gin, a won game and a shutout celebrated (after each result is drawn: its signals come later).

        Made when first wanted (the first hand over, just before the controller says it ended), not at start:
        its module and items are not needed before the first frame."""
        if self._celebration is None:
            from ginqt.ui.table.celebration import Celebration  # here: a start needs none of it

            self._celebration = Celebration(self.controller, self.scene, lambda: self.snapshot, self.animation_ms,
                                            self)
        return self._celebration

    def _hand_over(self) -> None:
        session = self.controller.session
        if self._celebration is None and session is not None and session.view().phase is Phase.OVER:
            self.celebration  # noqa: B018  (made now: handEnded follows this stateChanged)

    # -- the view-only state -------------------------------------------------------------------

    @property
    def drawn_card(self) -> int | None:
        """The card the person drew this turn."""
        return self.look.drawn

    def update_look(self, **changes: Any) -> None:
        """Change the board's view state (:class:`Look` fields) and draw again."""
        self.look = replace(self.look, **changes)
        self.refresh()

    def preferences_changed(self, old: Preferences, new: Preferences) -> None:
        """The window's preferences changed (:class:`~ginqt.ui.owner.PreferencesOwner`): draw with the new ones."""
        self.prefs = new
        if old.changed_fields(new) & STYLE_FIELDS:
            self.restyle()
        else:
            self.refresh()

    def restyle(self) -> None:
        """The preferences' card faces and colours (table, backs, red suits, high contrast) on the table."""
        p = self.prefs
        self.scene.set_style(p.big_cards, p.four_colour, p.table_colour, p.card_back, p.red_colour, p.high_contrast)
        self.refresh()

    def _resized(self, size: TableSize) -> None:
        self._instant = True
        self.update_look(size=size)

    def _new_deal(self) -> None:
        """A new hand: the keyboard cursor back on the hand, the opponent's backs in a new secret order, no hint of
        the hand before (even where the new hand's first view is the same: a game dealt again from its key)."""
        self._hint_for = None
        self.look = replace(self.look, focus=Focus(), shuffle=os.urandom(16), backs=(), hint=None, hint_reason="")
        self._drawn_from_state()

    def _events_shown(self, events: tuple[Event, ...]) -> None:
        """The card the person drew, and who took the last discard (the red bar lasts until the next turn)."""
        drawn, taken_by = self.look.drawn, self.look.pile_taken_by
        for event in events:
            kind, player = event.kind, event.player
            if player == HUMAN or kind is EventKind.DREW_STOCK:
                taken_by = None
            if kind in (EventKind.DREW_STOCK, EventKind.DREW_DISCARD, EventKind.TOOK_UPCARD):
                if player == HUMAN:
                    drawn = int(event.card) if event.card is not None else None
                elif kind is not EventKind.DREW_STOCK:
                    taken_by = player
            elif kind in (EventKind.DISCARDED, EventKind.KNOCKED) and player == HUMAN:
                drawn = None
        self.look = replace(self.look, drawn=drawn, pile_taken_by=taken_by)

    def _drawn_from_state(self) -> None:
        """A new deal, a move taken back or a game resumed: the card taken from the pile is shown apart."""
        session = self.controller.session
        view = session.view() if session is not None else None
        drawn = int(view.pile_card) if view is not None and view.phase is Phase.DISCARD and view.my_turn and \
            view.pile_card is not None else None
        taken_by = None if view is None or view.phase is Phase.UPCARD_OFFER else self.look.pile_taken_by
        self.look = replace(self.look, drawn=drawn, pile_taken_by=taken_by)

    def _hint_ready(self, hint: Hint) -> None:
        """The advice the person asked for: the yellow bar on its card, pile or button, and why."""
        session = self.controller.session
        if hint.asked and session is not None and hint.view == session.view():
            self._hint_for = hint.view
            self.update_look(hint=hint.action, hint_reason=hint_line_text(hint.analysis, hint.view))

    def _message(self, message: Message) -> None:
        words = message_text(message, self.names())
        self.painter.set_text("message", words, self.look.size.centre_x)
        self.statusChanged.emit(words)

    def names(self) -> tuple[str, str]:
        """The players as the table names them (a demo's by who plays them)."""
        c = self.controller
        return table_names(c.names, c.demo, c.spec.seats[OPPONENT] if c.spec is not None else DEMO_PLAYER)

    def south_order(self) -> list[int]:
        """The person's cards left to right as shown (without the card just drawn)."""
        return list(self.snapshot.south_order) if self.snapshot is not None else []

    def visible_buttons(self) -> list[Button]:
        return list(self.snapshot.buttons) if self.snapshot is not None else []

    def message_text(self) -> str:
        return self.scene.texts["message"].text()

    def animation_ms(self) -> int:
        """How long a card move takes now (0: at once, and no moment is animated or celebrated)."""
        if not self.prefs.animation or (self.controller.demo and self.prefs.demo_delay_ms == 0):
            return 0
        return max(0, self.prefs.animation_ms)

    # -- drawing ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Take a snapshot of the game now and draw it."""
        c = self.controller
        session = c.session
        instant, self._instant = self._instant, False
        if session is None:
            return
        if self._hint_for is None or self._hint_for != session.view():  # a hint holds for the view it was for
            self._hint_for = None
            self.look = replace(self.look, hint=None, hint_reason="")
        seat = session.seat_view(self.prefs.open_hands, c.demo)  # a demo is watched with both hands open
        game = TableGame.of(session, self.names())
        snapshot = self.snapshot = take_snapshot(seat, game, c.human_legal(), c.demo, self.prefs, self.look)
        self.look = replace(self.look, backs=snapshot.backs)  # the opponent's backs stay where they lie
        if self.prefs.sort is SortOrder.MANUAL and self.look.manual_order != snapshot.south_order:
            self.look = replace(self.look, manual_order=snapshot.south_order)
        self.painter.draw(snapshot, 0 if instant else self.animation_ms())
        self.drawn.emit(snapshot)
