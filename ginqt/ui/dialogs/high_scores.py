"""Game › High scores: the 20 best averages per hand (the 1993 DOS program), with the net score
(the PalmPilot program), in the order the storage keeps them; one line can be highlighted."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ginqt.storage import HighScore
from ginqt.ui.dialogs.records_table import (
    CENTRE,
    LEFT,
    RIGHT,
    RecordsModel,
    RecordsTable,
    bold_font,
)
from ginqt.ui.text import local_date, local_time, number_text
from ginqt.ui.text.names import opponent_label, variant_label

__all__ = ["HighScoresDialog", "HighScoresModel"]

_ModelIndex = QModelIndex | QPersistentModelIndex


class HighScoresModel(RecordsModel):
    """One row per high-score line, best first (the storage's order).

    ``Qt.ItemDataRole.UserRole`` gives the plain value behind a cell (the rank, the
    average as a float, the ISO date, ``quit_early`` as a bool).
    """

    RANK, NAME, AVERAGE, SCORE, NET, LIMIT, HANDS, VARIANT, OPPONENT, DATE, QUIT = range(11)
    COLUMNS = 11
    NUMERIC = (RANK, AVERAGE, SCORE, NET, LIMIT, HANDS)

    def __init__(self, scores: Iterable[HighScore] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[HighScore] = list(scores)
        self.highlight: int | None = None  #: the row shown in bold (the game just recorded; set_highlight)

    def set_scores(self, scores: Iterable[HighScore]) -> None:
        """Show these lines (best first, as ``storage.highscores`` gives them)."""
        self.beginResetModel()
        self._rows = list(scores)
        if self.highlight is not None and self.highlight >= len(self._rows):
            self.highlight = None
        self.endResetModel()

    def score(self, row: int) -> HighScore:
        return self._rows[row]

    def latest_row(self) -> int | None:
        """The row of the most recently dated line, or ``None`` for an empty list."""
        return max(range(len(self._rows)), key=lambda r: self._rows[r].date, default=None)

    def set_highlight(self, row: int | None) -> None:
        if row is not None and not 0 <= row < len(self._rows):
            row = None
        old, self.highlight = self.highlight, row
        for changed in {old, row} - {None}:
            assert changed is not None
            self.dataChanged.emit(self.index(changed, 0), self.index(changed, self.COLUMNS - 1),
                                  [Qt.ItemDataRole.FontRole])

    def _value(self, row: int, column: int) -> Any:
        s = self._rows[row]
        return (row + 1, s.name, s.average, s.score, s.net, s.score_limit, s.hand_count, s.variant, s.opponent,
                s.date, s.quit_early)[column]

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self._cell(index)
        if cell is None:
            return None
        row, column, value = cell
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.AVERAGE:
                return number_text(value)
            if column == self.NET:
                return f"{value:+d}"
            if column == self.DATE:
                return local_date(value)
            if column == self.QUIT:
                return "✓" if value else ""
            if column == self.VARIANT:
                return variant_label(str(value))  # "Oklahoma", not the id "oklahoma"
            if column == self.OPPONENT:
                return opponent_label(str(value))
            if column == self.LIMIT and value == 0:
                return "–"
            return str(value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in self.NUMERIC:
                return RIGHT
            return CENTRE if column == self.QUIT else LEFT
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.DATE:
                return local_time(value)
            if column == self.QUIT and value:
                return self.tr("Quit before the score limit: the points of the finished hands")
            return None
        if role == Qt.ItemDataRole.FontRole and row == self.highlight:
            return bold_font()
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("#"), self.tr("Name"), self.tr("Per hand"), self.tr("Score"), self.tr("Net"),
                    self.tr("Limit"), self.tr("Hands"), self.tr("Rules"), self.tr("Opponent"), self.tr("Date"),
                    self.tr("Quit"))[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("Place on the list"), self.tr("Player"),
                    self.tr("Average score per hand: the final score divided by the hands played"),
                    self.tr("Final score, bonuses included"),
                    self.tr("Net score: the winner's margin after bonuses"), self.tr("Score limit of the game"),
                    self.tr("Hands played, dead hands included"), self.tr("Rule variant"),
                    self.tr("Computer opponent"), self.tr("Date the game ended"),
                    self.tr("Marked when the game was quit before the end"))[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if section in self.NUMERIC else LEFT
        return None



class HighScoresDialog(QDialog):
    """Game › High scores: the list, or a line saying it is empty; the line of ``rank`` (or the
    most recent one) selected and in bold."""

    def __init__(self, scores: Iterable[HighScore], parent: QWidget | None = None, rank: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("High scores"))
        self.model = HighScoresModel(scores, self)
        self._box = layout = QVBoxLayout(self)
        intro = QLabel(self.tr("The best average scores per hand. Games played with help (a hint or advice, "
                               "multiple undo, open hands, demo mode) count in the statistics only."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = RecordsTable(self)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("High scores"))
        layout.addWidget(self.table, 1)
        self.empty = QLabel(self.tr("No high scores yet. Win a game without help to enter the list."), self)
        self.empty.setObjectName("empty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setMinimumHeight(80)
        layout.addWidget(self.empty, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.show_rank(rank)

    def set_scores(self, scores: Iterable[HighScore], rank: int | None = None) -> None:
        """Show the list again (after a game), ``rank`` highlighted."""
        self.model.set_scores(scores)
        self.show_rank(rank)

    def show_rank(self, rank: int | None) -> None:
        """Highlight line ``rank`` (1 = top); ``None``: the most recent line."""
        empty = self.model.rowCount() == 0
        self.table.setVisible(not empty)
        self.empty.setVisible(empty)
        row = rank - 1 if rank is not None else self.model.latest_row()
        self.model.set_highlight(row)
        self.table.select_row(self.model.highlight)
        self.table.setFocus()
        if self.isVisible():
            self.fit()

    def fit(self) -> None:
        """Size the dialog to show every column, and up to 20 lines, without scrolling."""
        if self.model.rowCount() == 0:
            self.resize(460, 220)
            return
        margins = self._box.contentsMargins()
        rows = min(max(self.model.rowCount(), 3), 20)
        width = self.table.natural_width() + margins.left() + margins.right()
        self.resize(max(width, 460), self.height())
        self._box.activate()  # the intro wraps to the new width; the rest of the height is the table's
        extra = self.height() - self.table.height()
        self.resize(self.width(), self.table.natural_height(rows) + extra)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()  # after the style is applied: the columns have their real widths now

