"""The table for a screen reader: the focused object as the view's accessible name, and announcements.

A ``QGraphicsView`` is one object to assistive technology (a canvas: :mod:`ginqt.ui.accessible`).
:class:`TableSpeech` gives it what a sighted player sees: after every drawing of the board the object
under the keyboard cursor (a card with its place in the hand and its meld, a pile with its count, a
button) becomes the view's accessible name and description (Qt sends one ``NameChanged`` or
``DescriptionChanged`` per change); what happens (the computer's moves, each hand's result, whose
turn it is, the hint's words) is announced as it happens (``QAccessibleAnnouncementEvent`` from Qt
6.8; before that, a description change on the view); :meth:`TableSpeech.read_table` says the
whole table.  Every line also goes out on ``spoken``, so tests (and a log) hear what a screen
reader would be told.  The words are :mod:`ginqt.ui.text.speech`'s.
"""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from ginqt.cards import Card
from ginqt.engine import ActionKind
from ginqt.melds import best_melds
from ginqt.play.session import OPPONENT, SeatView
from ginqt.ui.game.controller import Controller
from ginqt.ui.table.board import Board
from ginqt.ui.table.snapshot import Row, TableSnapshot
from ginqt.ui.text import fill, tr
from ginqt.ui.text.speech import (
    ScoreLine,
    TableFacts,
    card_words,
    pile_words,
    sentences_text,
    spoken,
    stock_words,
    table_reading,
)

__all__ = ["TableSpeech"]

#: None before Qt 6.8 (announcements then fall back to a description change)
_Announcement = getattr(QtGui, "QAccessibleAnnouncementEvent", None)


class TableSpeech(QObject):
    """Keeps ``view``'s accessible name on what the keyboard cursor is on, and announces what happens."""

    spoken = Signal(str)  #: every line announced (moves, results, turns, the table read out)
    focusSpoken = Signal(str, str)  #: the view's new accessible name and description

    def __init__(self, board: Board, controller: Controller, view: QWidget) -> None:
        super().__init__(view)
        self.board = board
        self.controller = controller
        self.view = view
        self.name = self.description = ""
        self._turn = ""
        self._hint = ""  # the hint's words last announced
        self._result: object = None  # the result panel's moment last announced
        view.setAccessibleName(tr("Card table"))
        board.drawn.connect(self._drawn)
        board.statusChanged.connect(lambda words: self.announce(spoken(words)))

    # -- announcing ------------------------------------------------------------------------------

    def announce(self, words: str, assertive: bool = False) -> None:
        """Say ``words`` now (a screen reader queues a polite announcement, an assertive one interrupts)."""
        if not words:
            return
        if _Announcement is not None:
            event = _Announcement(self.view, words)
            if assertive:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)
        else:  # before Qt 6.8: a description change on the focused view is read out (Qt sends the event)
            self.view.setAccessibleDescription(words)
        self.spoken.emit(words)

    def read_table(self) -> str:
        """The whole table in words (the "read the table" key), announced; "" before a game."""
        facts = self.facts()
        words = table_reading(facts) if facts is not None else tr("No game on the table")
        self.announce(spoken(words), assertive=True)
        return words

    # -- what the table shows --------------------------------------------------------------------

    def facts(self) -> TableFacts | None:
        """What a sighted player sees now, as data: of the opponent's hand only the cards that lie face up
        (all of it when it is open: demo, open hands, a hand's end)."""
        seat, snapshot = self._seat(), self.board.snapshot
        if seat is None or snapshot is None:
            return None
        view = seat.view
        pile = view.discard_pile
        board = snapshot.scoreboard
        scores = [ScoreLine(row.name, row.scores) for row in reversed(board.rows)]  # the person first
        instruction = snapshot.result.title if snapshot.result is not None else snapshot.texts.get("turn", "")
        other = seat.other_hand
        return TableFacts(best_melds(view.hand), Card(snapshot.drawn) if snapshot.drawn is not None else None,
                          pile[-1] if pile else None, len(pile), view.stock_count, scores, board.aim, instruction,
                          best_melds(other) if other is not None else None,
                          () if other is not None else tuple(view.opponent_known), seat.hidden)

    def _seat(self) -> SeatView | None:
        """What the person's seat may know now (the other hand only when the table shows it whole)."""
        session = self.controller.session
        return None if session is None else session.seat_view(self.board.prefs.open_hands, self.controller.demo)

    def focus_words(self, snapshot: TableSnapshot) -> tuple[str, str]:
        """(name, description) of what the keyboard cursor is on; the table and the instruction before
        the arrow keys were used."""
        look, seat = self.board.look, self._seat()
        instruction = snapshot.texts.get("turn", "")
        hint = snapshot.texts.get("hint", "")
        if seat is None or not look.keyboard_used or snapshot.result is not None:
            return tr("Card table"), spoken(" ".join(part for part in (instruction, hint) if part))
        view = seat.view
        hint_kind = look.hint.kind if look.hint is not None else None
        focus = look.focus
        if focus.row is Row.STOCK:
            return stock_words(snapshot.stock_count, hint_kind is ActionKind.DRAW_STOCK), spoken(instruction)
        if focus.row is Row.PILE:
            pile = view.discard_pile
            return pile_words(pile[-1] if pile else None, len(pile),
                              hint_kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD),
                              look.pile_taken_by == OPPONENT), spoken(instruction)
        if focus.row is Row.BUTTONS:
            buttons = snapshot.buttons
            if not buttons:
                return tr("No button"), spoken(instruction)
            button = buttons[min(focus.index, len(buttons) - 1)]
            return fill(tr("%1, button"), snapshot.button_texts[button]), spoken(instruction)
        cards = [*snapshot.south_order, *([snapshot.drawn] if snapshot.drawn is not None else [])]
        if not cards:
            return tr("Your hand, empty"), spoken(instruction)
        index = min(focus.index, len(cards) - 1)
        card = cards[index]
        hinted = look.hint is not None and look.hint.card is not None and int(look.hint.card) == card
        name, description = card_words(card, index + 1, len(cards), best_melds(view.hand), card == snapshot.drawn,
                                       hinted)
        return name, description

    # -- following the board ---------------------------------------------------------------------

    def _drawn(self, snapshot: TableSnapshot) -> None:
        name, description = self.focus_words(snapshot)
        if (name, description) != (self.name, self.description):
            self.focusSpoken.emit(name, description)
        # Qt sends NameChanged and DescriptionChanged itself, once per change: one event each, never two
        if name != self.name:
            self.name = name
            self.view.setAccessibleName(name)
        if description != self.description:
            self.description = description
            self.view.setAccessibleDescription(description)
        result = snapshot.result
        if result is not None and result.moment is not self._result:
            lines = [result.banner, result.title, *result.lines, result.footer]
            self.announce(spoken(sentences_text(lines)), assertive=True)
        self._result = result.moment if result is not None else None
        hint = snapshot.texts.get("hint", "")
        if hint and hint != self._hint:  # the hint itself, not only that the game now counts as assisted
            self.announce(spoken(hint))
        self._hint = hint
        turn = snapshot.texts.get("turn", "")
        if turn != self._turn:
            self._turn = turn
            seat = self._seat()
            if seat is not None and seat.view.my_turn and not self.controller.demo:
                self.announce(spoken(turn))

