"""What the high-score list and the players dialog share: a flat table model over a list of
records, and a read-only table of whole rows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QItemSelectionModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

__all__ = ["CENTRE", "LEFT", "RIGHT", "RecordsModel", "RecordsTable", "bold_font"]

_ModelIndex = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTRE = int(Qt.AlignmentFlag.AlignCenter)


def bold_font() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


# -- the high-score list ----------------------------------------------------------------------


class RecordsModel(QAbstractTableModel):
    """A flat table of ``COLUMNS`` columns over a list of records; ``_value`` gives a cell's plain value."""

    COLUMNS = 0
    _rows: list[Any]  #: the records shown, one a row (each model sets them)

    def _value(self, row: int, column: int) -> Any:
        raise NotImplementedError

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def _cell(self, index: _ModelIndex) -> tuple[int, int, Any] | None:
        """(row, column, value) of a valid index inside the table, else ``None``."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows) \
                or not 0 <= index.column() < self.COLUMNS:
            return None
        row, column = index.row(), index.column()
        return row, column, self._value(row, column)



class _NoFocusDelegate(QStyledItemDelegate):
    """Draws cells without the dotted focus rectangle."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: _ModelIndex) -> None:
        super().initStyleOption(option, index)
        option.state &= ~QStyle.StateFlag.State_HasFocus


class RecordsTable(QTableView):
    """A read-only table of whole rows, one selectable at a time, columns sized to their contents."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setItemDelegate(_NoFocusDelegate(self))
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setHighlightSections(False)
        header.setStretchLastSection(False)

    def select_row(self, row: int | None) -> None:
        """Select ``row`` (``None``: nothing) and scroll to it."""
        model, selection = self.model(), self.selectionModel()
        if model is None or selection is None:
            return
        if row is None or not 0 <= row < model.rowCount():
            selection.clearSelection()
            return
        index = model.index(row, 0)
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        selection.setCurrentIndex(index, flags)
        self.scrollTo(index)

    def selected_row(self) -> int | None:
        selection = self.selectionModel()
        rows = selection.selectedRows() if selection is not None else []
        return rows[0].row() if rows else None

    def natural_width(self) -> int:
        """The width that shows every column in full, without a horizontal scroll bar."""
        header = self.horizontalHeader()
        width = sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(header.count()))
        return width + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()

    def natural_height(self, rows: int) -> int:
        """The height that shows ``rows`` rows (and the header)."""
        self.resizeRowsToContents()
        row = self.verticalHeader().defaultSectionSize()
        if self.model() is not None and self.model().rowCount() > 0:
            row = self.rowHeight(0)
        return self.horizontalHeader().sizeHint().height() + rows * row + 2 * self.frameWidth()

