"""Clicks, drags and keys on the table, turned into the controller's intents.

:class:`TableInput` listens to the scene's signals (a card, a pile, a button, the
background, a drag) and offers the keys the window's actions call (D, P, 1–0, Y, N,
T, the arrows and Enter).  What a click means depends on the moment (a click on the
discard pile takes the upcard, draws it, or throws back the card just drawn), read
from the person's view of the game and the board's last snapshot; the rule itself is always the engine's.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QObject, Signal

from ginqt.engine import Phase, PlayerView
from ginqt.play.session import KnockAnswer
from ginqt.preferences import Preferences, SortOrder
from ginqt.ui.game.controller import Controller
from ginqt.ui.table.board import Board
from ginqt.ui.table.scene import TableScene
from ginqt.ui.table.snapshot import Button, Focus, Row

__all__ = ["Place", "TableInput"]


class Place(Enum):
    """The scene's places that answer a click (its pile and badge names)."""

    STOCK = "stock"
    PILE = "pile"
    KNOCK = "knock"  #: the knock-limit card: answers the knock question with "knock"


#: What the buttons ask the controller for.
_ANSWERS = {Button.KNOCK: KnockAnswer.KNOCK, Button.CONTINUE: KnockAnswer.CONTINUE,
            Button.PLAY_TO_GIN: KnockAnswer.PLAY_TO_GIN}


class TableInput(QObject):
    """Turns what the person does on the table into intents (see the module's description)."""

    manualSortChosen = Signal()  #: a drag chose manual sorting (the window's preferences then say so)
    quitRequested = Signal()  #: the game-over panel's Quit button

    def __init__(self, board: Board, controller: Controller, scene: TableScene, prefs: Preferences) -> None:
        super().__init__(board)
        self.board = board
        self.controller = controller
        self.scene = scene
        self.prefs = prefs
        scene.cardClicked.connect(lambda card: None if self.prefs.double_click else self.act_on_card(card))
        scene.cardDoubleClicked.connect(lambda card: self.act_on_card(card) if self.prefs.double_click else None)
        scene.pileClicked.connect(lambda name: self.place_clicked(Place(name)))
        scene.buttonClicked.connect(lambda name: self.button(Button(name)))
        scene.backgroundClicked.connect(self._background_clicked)
        scene.hintRequested.connect(controller.request_hint)
        scene.cardDropped.connect(self.card_dropped)

    def preferences_changed(self, _old: Preferences, new: Preferences) -> None:
        """The window's preferences changed: play cards as the new ones say (a click or a double click)."""
        self.prefs = new

    def _view(self) -> PlayerView | None:
        """The person's view of the game (what their seat may know), if a game is on."""
        session = self.controller.session
        return session.view() if session is not None else None

    # -- the mouse -------------------------------------------------------------------------------

    def act_on_card(self, card: int) -> None:
        c = self.controller
        view = self._view()
        if view is None:
            return
        if view.phase is Phase.OVER:
            c.next()
        elif c.question is None and card in view.hand:
            if card == self.board.drawn_card and card == view.pile_card:
                self._put_back(card)
            else:
                c.play_card(card)

    def _put_back(self, card: int) -> None:
        """The card taken from the pile (or the upcard taken) goes back, as the 1993 DOS program's click on
        it did; where that cannot be undone, it is played like any card (and the engine says why not)."""
        c = self.controller
        if c.can_undo():
            c.undo()
        else:
            c.play_card(card)

    def place_clicked(self, place: Place) -> None:
        c = self.controller
        view = self._view()
        if view is None:
            return
        phase = view.phase
        if phase is Phase.OVER:
            c.next()
        elif c.question is not None:  # the knock card knocks, the pile plays on
            if place is not Place.STOCK:
                c.answer_knock(KnockAnswer.KNOCK if place is Place.KNOCK else KnockAnswer.CONTINUE)
        elif place is Place.STOCK:
            c.pass_upcard() if phase is Phase.UPCARD_OFFER else c.draw_stock()
        elif place is Place.PILE:
            if phase is Phase.UPCARD_OFFER:
                c.take_upcard()
            elif phase is Phase.DRAW:
                c.draw_pile()
            else:
                self.discard_drawn()

    def _background_clicked(self) -> None:
        view = self._view()
        if view is not None and view.phase is Phase.OVER:
            self.controller.next()

    def button(self, button: Button) -> None:
        c = self.controller
        if button in _ANSWERS:
            c.answer_knock(_ANSWERS[button])
        else:
            {Button.TAKE: c.take_upcard, Button.PASS: c.pass_upcard, Button.ARM: c.arm_knock,
             Button.BIG_GIN: c.big_gin, Button.PLAY_AGAIN: c.next, Button.QUIT: self.quitRequested.emit}[button]()

    def card_dropped(self, card: int, x: float) -> None:
        """A card was dragged within the hand: keep the new order (manual sorting from now on)."""
        snapshot = self.board.snapshot
        if snapshot is None or card not in snapshot.south_order:
            self.board.refresh()
            return
        order = [c for c in snapshot.south_order if c != card]
        xs = [left for left, shown in zip(snapshot.south_xs, snapshot.south_order, strict=False) if shown != card]
        order.insert(max(0, min(len(order), sum(1 for left in xs if left <= x + 1))), card)
        self.board.update_look(manual_order=tuple(order))
        if self.prefs.sort is not SortOrder.MANUAL:
            self.manualSortChosen.emit()

    def discard_drawn(self) -> None:
        """Throw back the card just drawn (a card taken from the pile is put back: undo)."""
        c = self.controller
        view = self._view()
        drawn = self.board.drawn_card
        if not c.human_to_act or view is None or view.phase is not Phase.DISCARD or drawn is None:
            return
        if drawn == view.pile_card:
            self._put_back(drawn)
        else:
            c.play_card(drawn)

    # -- keys (the window's actions call these) --------------------------------------------------

    def _ready(self) -> bool:
        """A key acts on the table as it is about to be: a card still moving lands at once, so that a key
        pressed during a move (D, then a digit 30 ms later) is never lost."""
        self.scene.finish_animation()
        return self.scene.input_enabled

    def key_deck(self) -> None:
        """D: draw from the deck, as a click on the stock; a card just taken from the pile goes back first
        (undo, as clicking it does).  Pressed again after drawing it throws nothing away: the engine
        refuses a second draw and the table says to discard a card."""
        c = self.controller
        view = self._view()
        if view is None or not self._ready():
            return
        drawn = self.board.drawn_card
        if view.phase is Phase.DISCARD and drawn is not None and drawn == view.pile_card and c.can_undo():
            c.undo()
        else:
            self.place_clicked(Place.STOCK)

    def key_pile(self) -> None:
        """P: take the discard (or throw the drawn card on it); at the knock question: play to gin."""
        c = self.controller
        if not self._ready():
            return
        if c.question is not None:
            if not c.question.gin:
                c.answer_knock(KnockAnswer.PLAY_TO_GIN)
            return
        self.place_clicked(Place.PILE)

    def key_position(self, index: int) -> None:
        """1–9, 0: discard the card at that position."""
        order = self.board.south_order()
        if self._ready() and 0 <= index < len(order):
            self.act_on_card(order[index])

    def key_yes(self) -> None:
        if self._ready() and self.controller.question is not None:
            self.controller.answer_knock(KnockAnswer.KNOCK)

    def key_no(self) -> None:
        c = self.controller
        view = self._view()
        if not self._ready() or view is None:
            return
        if c.question is not None:
            c.answer_knock(KnockAnswer.CONTINUE)
        elif view.phase is Phase.UPCARD_OFFER:
            c.pass_upcard()

    def key_take(self) -> None:
        view = self._view()
        if self._ready() and view is not None and view.phase is Phase.UPCARD_OFFER:
            self.controller.take_upcard()

    def _cards(self) -> list[int]:
        """The person's cards as the cursor walks them: the hand, then the card just drawn."""
        snapshot = self.board.snapshot
        if snapshot is None:
            return []
        return [*snapshot.south_order, *([snapshot.drawn] if snapshot.drawn is not None else [])]

    def key_move(self, dx: int, dy: int) -> None:
        """Arrows: move the keyboard cursor over your hand (down) and the piles and buttons (up)."""
        focus = self.board.look.focus
        if dy < 0 and focus.row is Row.HAND:
            focus = Focus(Row.STOCK)
        elif dy > 0 and focus.row is not Row.HAND:
            focus = Focus(Row.HAND)
        elif dx and focus.row is Row.HAND:
            focus = Focus(Row.HAND, max(0, min(len(self._cards()) - 1, focus.index + dx)))
        elif dx:
            places = [Focus(Row.STOCK), Focus(Row.PILE)]
            places += [Focus(Row.BUTTONS, i) for i in range(len(self.board.visible_buttons()))]
            current = places.index(focus) if focus in places else 0
            focus = places[max(0, min(len(places) - 1, current + dx))]
        self.board.update_look(focus=focus, keyboard_used=True)

    def key_enter(self) -> None:
        """Enter: act on what the cursor is on (or go on after a hand)."""
        view = self._view()
        if view is None or not self._ready():
            return
        if view.phase is Phase.OVER:
            self.controller.next()
            return
        focus = self.board.look.focus
        if not self.board.look.keyboard_used:
            return
        if focus.row is Row.HAND:
            cards = self._cards()
            if cards:
                self.act_on_card(cards[min(focus.index, len(cards) - 1)])
        elif focus.row in (Row.STOCK, Row.PILE):
            self.place_clicked(Place.STOCK if focus.row is Row.STOCK else Place.PILE)
        else:
            buttons = self.board.visible_buttons()
            if focus.index < len(buttons):
                self.button(buttons[focus.index])
