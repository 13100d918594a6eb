"""The board: the presenter between the controller and the table scene.

On every change it takes one :class:`~ginqt.ui.table.snapshot.TableSnapshot` of the
game and draws it: the cards where the snapshot puts them, the piles, the buttons,
the scores and the texts.  It keeps what only the table shows (the card just drawn,
the red bar over the pile, the hint, the keyboard cursor, a hand arranged by
dragging) in a frozen :class:`~ginqt.ui.table.snapshot.Look`.  It never decides a
rule; clicks and keys become intents in :mod:`ginqt.ui.table.input`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from ginqt.engine import Action, Event, EventKind, Match, Phase
from ginqt.preferences import Preferences, SortOrder
from ginqt.ui.game.controller import Controller
from ginqt.ui.game.narrator import Message
from ginqt.ui.game.session import HUMAN
from ginqt.ui.table.layout import BUTTON_X, CARD_HEIGHT, CARD_WIDTH, KNOCK_X, MIDDLE_Y, PILE_X, SOUTH_Y, STOCK_X, Bar
from ginqt.ui.table.scene import Placement, TableScene
from ginqt.ui.table.snapshot import Button, Look, Row, TableSnapshot, take_snapshot
from ginqt.ui.text import message_text

__all__ = ["BAR_COLOURS", "Board"]

#: The colour of each bar: sets blue, runs green, red for the computer's pile draw and laid-off cards, hints yellow.
BAR_COLOURS = {Bar.SET: QColor("#2f6fde"), Bar.RUN: QColor("#23b14d"), Bar.RED: QColor("#e0262b"),
               Bar.HINT: QColor("#ffd400")}
#: Keys under the first ten cards of the hand ("1" ... "0"), as many as a hand can hold.
NUMBER_LABELS = 11


def _colour(bar: Bar | None) -> QColor | None:
    return BAR_COLOURS[bar] if bar is not None else None


class Board(QObject):
    """Listens to the controller; takes one snapshot per change and draws it on the scene."""

    statusChanged = Signal(str)  #: the line the table just said (for the status bar)
    sortChanged = Signal()  #: a drag switched the preferences to manual sorting

    def __init__(self, controller: Controller, scene: TableScene, prefs: Preferences) -> None:
        super().__init__(scene)
        self.controller = controller
        self.scene = scene
        self.prefs = prefs
        self.look = Look()
        self.snapshot: TableSnapshot | None = None
        self._hint_for: Match | None = None  # the state the hint was given for
        self._build()
        controller.stateChanged.connect(self.refresh)
        controller.hintReady.connect(self._hint_ready)
        controller.message.connect(self._message)
        controller.eventsShown.connect(self._events_shown)
        controller.handStarted.connect(lambda _number: self._drawn_from_state())
        controller.matchRestored.connect(lambda _match: self._drawn_from_state())

    def _build(self) -> None:
        s = self.scene
        s.add_pile("stock", self.tr("Stock (D)"), STOCK_X, MIDDLE_Y)
        s.add_pile("pile", self.tr("Discard pile (P)"), PILE_X, MIDDLE_Y)
        s.add_badge("knock", self.tr("Knock limit"), KNOCK_X, MIDDLE_Y + 10)
        s.add_score("north", "#e0262b", 950, 24)
        s.add_score("south", "#2f6fde", 950, 88)
        for name, x, y, size, colour, bold in (
                ("north_info", 950, 160, 17, "#ffffff", False), ("south_info", 950, 560, 18, "#ffffff", True),
                ("keys", 950, 640, 14, "#cfe8d5", False), ("message", 50, 470, 19, "#ffffff", False),
                ("turn", 50, 505, 19, "#ffd400", True), ("hint", 50, 235, 17, "#ffd400", False),
                ("status", 950, 720, 14, "#cfe8d5", False)):
            s.add_text(name, x, y, size, colour, bold)
        for i in range(NUMBER_LABELS):
            s.add_text(f"num{i}", 0, 0, 14, "#cfe8d5", bold=True).setVisible(False)
        for button in Button:
            s.add_button(button.value, "", BUTTON_X, MIDDLE_Y, 190)
        s.add_panel("result", 680, 190, 500, 350)

    # -- the view-only state -------------------------------------------------------------------

    @property
    def drawn_card(self) -> int | None:
        """The card the person drew this turn."""
        return self.look.drawn

    def update_look(self, **changes: Any) -> None:
        """Change the board's view state (:class:`Look` fields) and draw again."""
        self.look = replace(self.look, **changes)
        self.refresh()

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
        m = self.controller.match
        hand = m.hand if m is not None else None
        drawn = int(hand.pile_card) if hand is not None and hand.phase is Phase.DISCARD and \
            hand.to_play == HUMAN and hand.pile_card is not None else None
        taken_by = None if hand is None or hand.phase is Phase.UPCARD_OFFER else self.look.pile_taken_by
        self.look = replace(self.look, drawn=drawn, pile_taken_by=taken_by)

    def _hint_ready(self, action: object, reason: str) -> None:
        if isinstance(action, Action):
            self._hint_for = self.controller.match
            self.update_look(hint=action, hint_reason=reason)

    def _message(self, message: Message) -> None:
        words = message_text(message, self.controller.names)
        self.scene.texts["message"].setText(words)
        self.statusChanged.emit(words)

    def south_order(self) -> list[int]:
        """The person's cards left to right as shown (without the card just drawn)."""
        return list(self.snapshot.south_order) if self.snapshot is not None else []

    def visible_buttons(self) -> list[Button]:
        return list(self.snapshot.buttons) if self.snapshot is not None else []

    def message_text(self) -> str:
        return self.scene.texts["message"].text()

    def animation_ms(self) -> int:
        if self.controller.demo and self.prefs.demo_delay_ms == 0:
            return 0
        return max(0, self.prefs.animation_ms)

    # -- drawing ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Take a snapshot of the game now and draw it."""
        c = self.controller
        session = c.session
        if session is None:
            return
        if self._hint_for is not session.match:  # a hint holds for the state it was given for
            self._hint_for = None
            self.look = replace(self.look, hint=None, hint_reason="")
        snapshot = self.snapshot = take_snapshot(session, c.human_legal(), c.demo, self.prefs, self.look)
        if self.prefs.sort is SortOrder.MANUAL and self.look.manual_order != snapshot.south_order:
            self.look = replace(self.look, manual_order=snapshot.south_order)
        self.scene.arrange({card: Placement(p.x, p.y, p.z, p.face_up, p.group, _colour(p.top_bar),
                                            _colour(p.bottom_bar), p.focused, p.draggable)
                            for card, p in snapshot.cards.items()}, self.animation_ms())
        self._draw_piles(snapshot)
        self._draw_buttons(snapshot)
        self._draw_texts(snapshot)

    def _draw_piles(self, snapshot: TableSnapshot) -> None:
        s = self.scene
        count = snapshot.stock_count
        s.piles["stock"].set_state(str(count), QColor("#ff4040") if count <= 7 else QColor("#ffffff"),
                                   _colour(snapshot.stock_bar), snapshot.focused_place is Row.STOCK)
        s.piles["pile"].set_state("", QColor("#ffffff"), _colour(snapshot.pile_bar),
                                  snapshot.focused_place is Row.PILE)
        s.badges["knock"].set_state(snapshot.knock_value, "×2" if snapshot.doubled else "",
                                    BAR_COLOURS[Bar.RED] if snapshot.doubled else None)

    def _draw_buttons(self, snapshot: TableSnapshot) -> None:
        for button in Button:
            item = self.scene.buttons[button.value]
            shown = button in snapshot.buttons
            item.setVisible(shown)
            if shown:
                index = snapshot.buttons.index(button)
                item.setPos(BUTTON_X, MIDDLE_Y + index * 50)
                item.focused = snapshot.focused_button == index
                item.set_text(snapshot.button_texts[button])

    def _draw_texts(self, snapshot: TableSnapshot) -> None:
        s = self.scene
        north, south = snapshot.seats
        s.scores["north"].set_state(north.name, north.score, north.target, north.active)
        s.scores["south"].set_state(south.name, south.score, south.target, south.active)
        for name, words in snapshot.texts.items():
            s.texts[name].setText(words)
        for i in range(NUMBER_LABELS):
            label = s.texts[f"num{i}"]
            label.setVisible(i < len(snapshot.numbers))
            if i < len(snapshot.numbers):
                label.setText(snapshot.numbers[i])
                label.setPos(snapshot.south_xs[i] + CARD_WIDTH * 0.15, SOUTH_Y + CARD_HEIGHT + 14)
        panel = s.panels["result"]
        result = snapshot.result
        panel.setVisible(result is not None)
        if result is not None:
            panel.prepareGeometryChange()
            panel.size = (500, max(200, 70 + 23 * len(result.lines) + 30))
            panel.setPos(680, max(175, 365 - panel.size[1] / 2))
            panel.set_text(result.title, list(result.lines), result.footer)
