"""The score history panel: one row per finished hand, then the boxes, bonuses and final score.

The dock is made at start (for the View menu and the saved layout); its model and table
(:mod:`ginqt.ui.panels.history_model`) when it is first shown: until then it keeps the last
game it was given, and the model made later shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QApplication, QHeaderView, QTableView, QWidget

from ginqt.engine import HandRecord
from ginqt.ui.panels.base import Panel
from ginqt.variants import MatchOutcome

if TYPE_CHECKING:
    from ginqt.ui.panels.history_model import ScoreHistoryModel

__all__ = ["ScoreHistoryPanel"]


class ScoreHistoryPanel(Panel):
    """The score history: a table view of :class:`ScoreHistoryModel`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "score-history", self.title())
        self._model: ScoreHistoryModel | None = None
        #: the last input, kept until the model is made (the model shows it then)
        self._input: tuple[Sequence[HandRecord], tuple[str, str] | None, MatchOutcome | None] = ((), None, None)
        self.table: QTableView | None = None

    @property
    def model(self) -> ScoreHistoryModel:
        """The rows, made when first wanted (the dock first shown) from the last game given."""
        if self._model is None:
            from ginqt.ui.panels.history_model import ScoreHistoryModel  # here: a start needs none of it

            self._model = ScoreHistoryModel(self)
            self._model.set_game(*self._input)
        return self._model

    def set_game(self, records: Sequence[HandRecord], names: tuple[str, str] | None = None,
                 end: MatchOutcome | None = None) -> None:
        """A game's finished hands and its end (:meth:`ScoreHistoryModel.set_game`)."""
        # The table refits itself when rows come or go (the model's signals); most moves
        # change no row, and refitting every column on every move stalled the demo.
        if self._model is None:  # not shown yet: the model made later shows the last game given
            self._input = (records, names if names is not None else self._input[1], end)
        else:
            self._model.set_game(records, names, end)

    def title(self) -> str:
        return self.tr("Score history")

    def create_widget(self) -> QWidget:
        from ginqt.ui.panels.history_model import FittedTable, ScoreHistoryModel

        table = FittedTable(self, self.fit_columns)
        table.setModel(self.model)
        table.setAccessibleName(self.windowTitle())
        table.setAccessibleDescription(self.tr("One row per hand: who scored how much, and each player's total"))
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setMinimumSectionSize(table.fontMetrics().height() + 6)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # a result on two lines
        table.setWordWrap(True)  # a narrow dock breaks a result into lines rather than cutting it
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # a long name is cut, not scrolled
        header = table.horizontalHeader()
        header.setMinimumSectionSize(18)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setSectionResizeMode(ScoreHistoryModel.HAND, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ScoreHistoryModel.RESULT, QHeaderView.ResizeMode.Stretch)  # wrapped, tooltip
        for column in (ScoreHistoryModel.SCORE0, ScoreHistoryModel.SCORE1):  # a long name is elided, not scrolled
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self.model.rowsInserted.connect(lambda *_: self.refresh())
        self.model.modelReset.connect(self.refresh)
        self.table = table
        self.fit_columns()
        return table

    def fit_columns(self) -> None:
        """Share the table's width out: the hand number and the scores always (three digits at least); then
        the players' names whole in the headers, as long as the results keep room for their longest word;
        whatever is left goes to the results, which break into lines where a line cannot hold them ("Computer
        +17 ·" over "knock").  A dock too narrow for the names cuts them (their tooltips say them whole)."""
        table = self.table
        if table is None:
            return
        header = table.horizontalHeader()
        header.resizeSections()  # the hand number fits its contents
        bold = QFont(table.font())
        bold.setBold(True)
        least = QFontMetrics(bold).horizontalAdvance("999") + 12
        columns = (self.model.SCORE0, self.model.SCORE1)
        widths = [max(least, table.sizeHintForColumn(column)) for column in columns]
        names = [header.sectionSizeHint(column) for column in columns]
        wanted = [max(0, name - width) for name, width in zip(names, widths, strict=True)]
        spare = table.viewport().width() - header.sectionSize(self.model.HAND) - sum(widths) \
            - self._longest_word(bold) - 12
        more = sum(wanted)  # what the names need beyond the scores
        if spare > 0 and more > 0:
            share = min(1.0, spare / more)
            widths = [width + int(want * share) for width, want in zip(widths, wanted, strict=True)]
        for column, width in zip(columns, widths, strict=True):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        table.resizeRowsToContents()

    def least_width(self) -> int:
        """The width the dock needs to show the hand numbers, both names whole and every result's longest word (the
        results break into lines at their spaces): what the panel manager gives it when the window has room."""
        bold = QFont(QApplication.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        names = sum(metrics.horizontalAdvance(str(self.model.headerData(column, Qt.Orientation.Horizontal))) + 20
                    for column in (self.model.SCORE0, self.model.SCORE1))
        from PySide6.QtWidgets import QStyle  # here: importing it builds its large enums, which the start needs not

        scroll = QApplication.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return metrics.horizontalAdvance("99") + 16 + names + self._longest_word(bold) + 20 + scroll + 8

    def _longest_word(self, font: QFont) -> int:
        """The width of the longest word of any result (in bold, as the final lines are)."""
        metrics = QFontMetrics(font)
        words = {word for row in range(self.model.rowCount())
                 for word in str(self.model.data(self.model.index(row, self.model.RESULT))).split()}
        words.add(str(self.model.headerData(self.model.RESULT, Qt.Orientation.Horizontal)))
        return max(metrics.horizontalAdvance(word) for word in words)

    def refresh(self) -> None:
        if self.table is not None:
            self.fit_columns()  # new rows or names: share the columns out again
            self.table.scrollToBottom()
