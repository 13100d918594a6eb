"""Drawing one :class:`~ginqt.ui.table.snapshot.TableSnapshot` on the table scene.

:class:`TablePainter` puts the piles, the badge, the scores, the texts, the buttons and
the result panel on a :class:`~ginqt.ui.table.scene.TableScene` once, then draws any
snapshot on them: the live game's :class:`~ginqt.ui.table.board.Board` and the replay
viewer (:mod:`ginqt.ui.replay`) share it, so a replayed game looks as it was played.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from ginqt.ui.table.layout import BUTTON_X, CARD_HEIGHT, CARD_WIDTH, KNOCK_X, MIDDLE_Y, PILE_X, SOUTH_Y, STOCK_X, Bar
from ginqt.ui.table.scene import Placement, TableScene
from ginqt.ui.table.snapshot import Button, Row, TableSnapshot
from ginqt.ui.text import tr

__all__ = ["BAR_COLOURS", "NUMBER_LABELS", "TablePainter"]

#: The colour of each bar: sets blue, runs green, red for the computer's pile draw and laid-off cards, hints yellow.
BAR_COLOURS = {Bar.SET: QColor("#2f6fde"), Bar.RUN: QColor("#23b14d"), Bar.RED: QColor("#e0262b"),
               Bar.HINT: QColor("#ffd400")}
#: Keys under the first ten cards of the hand ("1" ... "0"), as many as a hand can hold.
NUMBER_LABELS = 11


def _colour(bar: Bar | None) -> QColor | None:
    return BAR_COLOURS[bar] if bar is not None else None


class TablePainter:
    """The table's fixed items on ``scene``, and :meth:`draw` for any snapshot."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._build()

    def _build(self) -> None:
        s = self.scene
        s.add_pile("stock", tr("Stock (D)"), STOCK_X, MIDDLE_Y)
        s.add_pile("pile", tr("Discard pile (P)"), PILE_X, MIDDLE_Y)
        s.add_badge("knock", tr("Knock limit"), KNOCK_X, MIDDLE_Y + 10)
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

    def draw(self, snapshot: TableSnapshot, animation_ms: int) -> None:
        """Draw ``snapshot``: the cards move there in ``animation_ms`` (0: at once)."""
        self.scene.arrange({card: Placement(p.x, p.y, p.z, p.face_up, p.group, _colour(p.top_bar),
                                            _colour(p.bottom_bar), p.focused, p.draggable)
                            for card, p in snapshot.cards.items()}, animation_ms)
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
