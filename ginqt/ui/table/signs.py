"""Signs on the table: the score board and the legend of the colour bars.

Generic items: the :class:`ScoreboardItem` draws names and numbers with bars toward a
target (one column per game scored at once); the :class:`LegendItem` draws coloured
swatches with a word each.  Both are drawn for the table's normal size; the painter scales
them (``setScale``) for large text and small windows (:attr:`~ginqt.ui.table.layout.TableSize.words`).
What they show comes from the board; their colours from a
:class:`~ginqt.ui.table.theme.Theme`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ginqt.ui.table.items import ThemedItem, font, paint_bar
from ginqt.ui.table.scoreboard import Scoreboard
from ginqt.ui.table.theme import Theme, mix

__all__ = ["LegendItem", "ScoreboardItem", "name_font"]

#: Each seat's colour on the score board: north (the opponent) red, south (the person) blue.
SEAT_COLOURS = ("#e0262b", "#2f6fde")
PAD = 12.0
#: A name's size on the score board, and the smallest it shrinks to before it is cut.
NAME_SIZE, MIN_NAME_SIZE = 18, 13


def name_font(text: str, width: float) -> QFont:
    """The font of a name on the score board: 18 bold, a point smaller at a time down to 13 until ``text``
    fits in ``width`` (a demo's "Standard (above)"); a longer name is then cut with an ellipsis."""
    size = NAME_SIZE
    while size > MIN_NAME_SIZE and QFontMetricsF(font(size, bold=True)).horizontalAdvance(text) > width:
        size -= 1
    return font(size, bold=True)


class ScoreboardItem(ThemedItem):
    """The game's title, then each player's name, score(s) and a bar toward the target."""

    def __init__(self, width: float = 230.0) -> None:
        super().__init__()
        self.width = width
        self.board: Scoreboard | None = None
        self.height = 150.0

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, self.height + 4)

    def set_state(self, board: Scoreboard, theme: Theme) -> None:
        if (board, theme) != (self.board, self.theme):
            self.prepareGeometryChange()
            self.board, self.theme = board, theme
            self.height = 42 + (2 * 58 if len(board.games) == 1 else 22 + 2 * 62)
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        board, theme = self.board, self.theme
        if board is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QColor(theme.panel)
        frame.setAlpha(255 if theme.high_contrast else 150)
        painter.setPen(QPen(QColor(theme.panel_edge if theme.high_contrast else mix(theme.panel, "#ffffff", 0.3)),
                            theme.edge_width / 2))
        painter.setBrush(frame)
        painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 10, 10)
        painter.setPen(QColor(mix(theme.panel_text, theme.panel, 0.2)))
        painter.setFont(font(15))
        line = QRectF(PAD, 8, self.width - 2 * PAD, 22)
        painter.drawText(line, Qt.AlignmentFlag.AlignRight, board.aim)
        room = round(line.width() - painter.fontMetrics().horizontalAdvance(board.aim) - 8)
        painter.setFont(font(15, bold=True))
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft,
                         painter.fontMetrics().elidedText(board.title, Qt.TextElideMode.ElideRight, room))
        if len(board.games) == 1:
            self._paint_single(painter, board, theme)
        else:
            self._paint_games(painter, board, theme)

    def _name(self, painter: QPainter, y: float, name: str, active: bool, theme: Theme, width: float) -> None:
        painter.setPen(QColor(theme.panel_accent) if active else QColor(theme.panel_text))
        text = ("▶ " if active else "") + name
        painter.setFont(name_font(text, width))
        metrics = painter.fontMetrics()
        painter.drawText(QRectF(PAD, y, width, 24), Qt.AlignmentFlag.AlignLeft,
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, round(width)))

    def _bar(self, painter: QPainter, rect: QRectF, share: float, colour: str, theme: Theme) -> None:
        painter.setPen(QPen(QColor(mix(theme.panel_text, theme.panel, 0.5)), 1.0))
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(rect, 4, 4)
        if share > 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(QRectF(rect.x(), rect.y(), rect.width() * min(1.0, share), rect.height()), 4, 4)

    def _paint_single(self, painter: QPainter, board: Scoreboard, theme: Theme) -> None:
        for i, row in enumerate(board.rows):
            y = 40.0 + i * 58
            self._name(painter, y, row.name, row.active, theme, self.width - 2 * PAD - 60)
            painter.setPen(QColor(theme.panel_text))
            painter.setFont(font(20, bold=True))
            score = str(row.scores[0]) + (" ✓" if row.won[0] else "")
            painter.drawText(QRectF(self.width - PAD - 80, y - 2, 80, 26), Qt.AlignmentFlag.AlignRight, score)
            share = row.scores[0] / board.target if board.target else (1.0 if row.scores[0] else 0.0)
            self._bar(painter, QRectF(PAD, y + 28, self.width - 2 * PAD, 12), share, SEAT_COLOURS[i], theme)

    def _paint_games(self, painter: QPainter, board: Scoreboard, theme: Theme) -> None:
        columns = len(board.games)
        cell = (self.width - 2 * PAD) / columns
        painter.setFont(font(13))
        painter.setPen(QColor(mix(theme.panel_text, theme.panel, 0.3)))
        for g, label in enumerate(board.games):
            done = " ✓" if board.over[g] else ""
            painter.drawText(QRectF(PAD + g * cell, 36, cell - 6, 18), Qt.AlignmentFlag.AlignLeft,
                             f"{label}{done}")
        for i, row in enumerate(board.rows):
            y = 58.0 + i * 62
            self._name(painter, y, row.name, row.active, theme, self.width - 2 * PAD)
            for g in range(columns):
                x = PAD + g * cell
                painter.setPen(QColor(theme.panel_accent) if row.won[g] else QColor(theme.panel_text))
                painter.setFont(font(17, bold=row.won[g]))
                painter.drawText(QRectF(x, y + 22, cell - 8, 22), Qt.AlignmentFlag.AlignLeft, str(row.scores[g]))
                share = row.scores[g] / board.target if board.target else 0.0
                self._bar(painter, QRectF(x, y + 46, cell - 8, 8), share, SEAT_COLOURS[i], theme)


class LegendItem(ThemedItem):
    """Coloured swatches, each with a word: what the colour bars mean (the tooltip says it in full)."""

    def __init__(self, width: float = 230.0) -> None:
        super().__init__()
        self.width = width
        self.entries: list[tuple[QColor, str, str]] = []  #: (colour, word, mark)
        self.height = 48.0

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def set_state(self, entries: Sequence[tuple[QColor, str, str]], theme: Theme) -> None:
        if (list(entries), theme) != (self.entries, self.theme):
            self.prepareGeometryChange()
            self.entries, self.theme = list(entries), theme
            self.height = (len(self._rows()) or 1) * 24.0  # (the table draws it larger for large text: its scale)
            self.update()

    def _rows(self) -> list[list[tuple[float, QColor, str, str]]]:
        """The entries left to right, on as many lines as it takes: (x, colour, word, mark)."""
        metrics = QFontMetricsF(font(14))
        rows: list[list[tuple[float, QColor, str, str]]] = []
        x = 0.0
        for colour, word, mark in self.entries:
            width = 28 + metrics.horizontalAdvance(word) + 14
            if not rows or (x and x + width > self.width):
                rows.append([])
                x = 0.0
            rows[-1].append((x, colour, word, mark))
            x += width
        return rows

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        line, font_size = 24.0, 14.0
        for i, row in enumerate(self._rows()):
            y = i * line
            for x, colour, word, mark in row:
                paint_bar(painter, QRectF(x, y + line / 2 - self.theme.bar_height / 2, 22, self.theme.bar_height),
                          colour, self.theme, mark)
                painter.setFont(font(font_size))
                painter.setPen(QColor(self.theme.soft))
                painter.drawText(QRectF(x + 28, y, self.width - x - 28, line),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, word)
