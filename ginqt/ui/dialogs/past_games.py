"""Game › Past games: every game record (docs/RECORDS.md), sortable and filtered, to open, export or delete.

:class:`PastGamesModel` is a flat table over the records folder's index lines
(:class:`~ginqt.records.folder.RecordEntry`); it sorts and filters its own list (a
proxy model would call ``data()`` from C++ for every comparison: too slow for 10,000
games).  :class:`PastGamesDialog` shows it with a filter and the buttons; it opens a
record by emitting :attr:`PastGamesDialog.openRecord` with the file's path.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ginqt.records.folder import RecordEntry, RecordFolder
from ginqt.ui.dialogs.records_table import CENTRE, LEFT, RIGHT, RecordsModel, RecordsTable
from ginqt.ui.text import local_time, tr
from ginqt.ui.text.names import opponent_label, variant_label

__all__ = ["OUTCOMES", "PastGamesDialog", "PastGamesModel"]

_ModelIndex = QModelIndex | QPersistentModelIndex
#: The results a game can have, from the player's side (the filter's choices).
OUTCOMES = ("won", "lost", "drawn", "abandoned", "playing", "damaged")


class PastGamesModel(RecordsModel):
    """One row per record, the newest first; :meth:`sort` and :meth:`set_filter` change the rows shown.

    ``Qt.ItemDataRole.UserRole`` gives the plain value behind a cell (the ISO date, the
    points as a pair, the outcome word, ``assisted`` as a bool).
    """

    DATE, OPPONENT, VARIANT, SCORE, RESULT, ASSISTED, HANDS = range(7)
    COLUMNS = 7

    def __init__(self, entries: Iterable[RecordEntry] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._all: list[RecordEntry] = list(entries)
        self._rows: list[RecordEntry] = list(self._all)
        self._text = ""
        self._outcome: str | None = None
        self._sort: tuple[int, Qt.SortOrder] = (self.DATE, Qt.SortOrder.DescendingOrder)
        self._words = {"won": self.tr("Won"), "lost": self.tr("Lost"), "drawn": self.tr("Drawn"),
                       "abandoned": self.tr("Abandoned"), "playing": self.tr("In play"),
                       "damaged": self.tr("Damaged")}

    # -- contents ---------------------------------------------------------------------------------

    def set_entries(self, entries: Iterable[RecordEntry]) -> None:
        """Show these records (filtered and sorted as before)."""
        self.beginResetModel()
        self._all = list(entries)
        self._rows = self._visible()
        self.endResetModel()

    def entry(self, row: int) -> RecordEntry:
        return self._rows[row]

    def row_of(self, file: str) -> int | None:
        for row, entry in enumerate(self._rows):
            if entry.file == file:
                return row
        return None

    @property
    def total(self) -> int:
        """Every record, shown or not."""
        return len(self._all)

    def outcome_text(self, outcome: str) -> str:
        return self._words.get(outcome, outcome)

    def set_filter(self, text: str = "", outcome: str | None = None) -> None:
        """Show only the records whose date, opponent, variant, score or result contain ``text``
        (case does not matter), and whose outcome is ``outcome`` (``"assisted"``: assisted games)."""
        self.beginResetModel()
        self._text, self._outcome = text.strip().casefold(), outcome
        self._rows = self._visible()
        self.endResetModel()

    def _visible(self) -> list[RecordEntry]:
        filtered = self._text or self._outcome is not None
        rows = [entry for entry in self._all if self._accepts(entry)] if filtered else list(self._all)
        column, order = self._sort
        rows.sort(key=self._sort_key(column), reverse=order == Qt.SortOrder.DescendingOrder)
        return rows

    def _accepts(self, entry: RecordEntry) -> bool:
        if self._outcome == "assisted":
            if not entry.assisted:
                return False
        elif self._outcome is not None and entry.outcome != self._outcome:
            return False
        if not self._text:
            return True
        words = (local_time(entry.started), entry.opponent, entry.variant or "standard", opponent_label(entry.opponent),
                 variant_label(entry.variant or "standard"),
                 f"{entry.points[0]}–{entry.points[1]}", self.outcome_text(entry.outcome), entry.names[1])
        return any(self._text in word.casefold() for word in words)

    def _sort_key(self, column: int) -> Callable[[RecordEntry], Any]:
        if column == self.SCORE:
            return lambda e: (e.points[0] - e.points[1], e.started)
        if column == self.HANDS:
            return lambda e: (e.hand_count, e.started)
        if column in (self.OPPONENT, self.VARIANT, self.RESULT, self.ASSISTED):
            return lambda e: (str(self._value_of(e, column)).casefold(), e.started)
        return lambda e: (e.started, e.file)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < self.COLUMNS:
            return
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order)
        self._rows.sort(key=self._sort_key(column), reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutChanged.emit()

    # -- cells ------------------------------------------------------------------------------------

    def _value(self, row: int, column: int) -> Any:
        return self._value_of(self._rows[row], column)

    def _value_of(self, entry: RecordEntry, column: int) -> Any:
        return (entry.started, entry.opponent, entry.variant or "standard", entry.points, entry.outcome,
                entry.assisted, entry.hand_count)[column]

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self._cell(index)
        if cell is None:
            return None
        row, column, value = cell
        entry = self._rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column, value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column in (self.SCORE, self.HANDS) else CENTRE if column == self.ASSISTED else LEFT
        if role == Qt.ItemDataRole.ToolTipRole:
            if entry.damaged is not None:
                return self.tr("Damaged: %1").replace("%1", entry.damaged)
            if column == self.OPPONENT:
                return entry.names[1]
            if column == self.ASSISTED and value:
                return self.tr("Played with help (hints or advice, multiple undo, open hands or demo mode)")
        return None

    def _display(self, entry: RecordEntry, column: int, value: Any) -> str:
        if column == self.DATE:
            return local_time(value)
        if entry.damaged is not None and column != self.RESULT:
            return "—"
        if column == self.SCORE:
            return f"{value[0]}–{value[1]}"
        if column == self.RESULT:
            return self.outcome_text(value)
        if column == self.ASSISTED:
            return "✓" if value else ""
        if column == self.OPPONENT:  # names a player reads, not the plugins' ids ("easy", "space-cowboy")
            return opponent_label(str(value))
        if column == self.VARIANT:
            return variant_label(str(value))
        return str(value)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Date"), self.tr("Opponent"), self.tr("Rules"), self.tr("Score"), self.tr("Result"),
                    self.tr("Assisted"), self.tr("Hands"))[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if section in (self.SCORE, self.HANDS) else LEFT
        return None


class PastGamesDialog(QDialog):
    """Game › Past games (see the module's description)."""

    openRecord = Signal(object)  #: the path of the record to open in the replay viewer

    def __init__(self, records: RecordFolder, parent: QWidget | None = None,
                 ask_path: Callable[[QWidget, str], str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Past games"))
        self.records = records
        #: asks where to export a record: (parent, suggested name) -> path ("" for none)
        self.ask_path = ask_path or _ask_export_path
        self.model = PastGamesModel(parent=self)
        layout = QVBoxLayout(self)
        layout.addLayout(self._filters())
        self.table = RecordsTable(self)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Past games"))
        # 10,000 rows: fixed heights, and widths from the words a column can hold (sizing columns to their
        # contents asks for every cell of 1,000 rows: 2 s); the person may widen one
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setSectionResizeMode(PastGamesModel.OPPONENT, QHeaderView.ResizeMode.Stretch)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(PastGamesModel.DATE, Qt.SortOrder.DescendingOrder)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        layout.addWidget(self.table, 1)
        self.count = QLabel(self)
        layout.addWidget(self.count)
        layout.addWidget(self._buttons())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.resize(760, 520)
        self.reload()

    def _filters(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Filter: opponent, rules, score, date…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setAccessibleName(self.tr("Filter"))
        self.outcome = QComboBox(self)
        self.outcome.setAccessibleName(self.tr("Result"))
        self.outcome.addItem(self.tr("All results"), None)
        for outcome in OUTCOMES:
            self.outcome.addItem(self.model.outcome_text(outcome), outcome)
        self.outcome.addItem(self.tr("Assisted"), "assisted")
        self.filter.textChanged.connect(lambda _text: self._refilter())
        self.outcome.currentIndexChanged.connect(lambda _index: self._refilter())
        row.addWidget(self.filter, 1)
        row.addWidget(self.outcome)
        return row

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = QPushButton(self.tr("&Open"), self)
        self.export_button = QPushButton(self.tr("&Export…"), self)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        for button, slot in ((self.open_button, self.open_selected), (self.export_button, self.export_selected),
                             (self.delete_button, self.delete_selected)):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(slot)
        buttons.rejected.connect(self.reject)
        return buttons

    # -- what is shown ----------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the folder again (through its index) and show every record."""
        entries = self.records.entries()
        self.model.set_entries(entries)  # filtered as the filter line and the menu say
        self._size_columns(entries)
        self._shown()

    def _size_columns(self, entries: list[RecordEntry]) -> None:
        """Each column as wide as its title and the widest word it holds (the opponent's takes the rest)."""
        metrics = self.table.fontMetrics()
        model, header = self.model, self.table.horizontalHeader()
        words = {
            model.DATE: ["2026-12-31 23:59"],
            model.VARIANT: list({variant_label(entry.variant or "standard") for entry in entries}),
            model.SCORE: [f"{a}–{b}" for a, b in {entry.points for entry in entries}],
            model.RESULT: [model.outcome_text(outcome) for outcome in OUTCOMES],
            model.ASSISTED: ["✓"],
            model.HANDS: [str(max((entry.hand_count for entry in entries), default=0))],
        }
        header_metrics = header.fontMetrics()
        for column, texts in words.items():
            title = str(model.headerData(column, Qt.Orientation.Horizontal))
            width = max([header_metrics.horizontalAdvance(title) + 24]  # room for the sort arrow
                        + [metrics.horizontalAdvance(text) for text in texts])
            header.resizeSection(column, width + 16)

    def _refilter(self) -> None:
        self.model.set_filter(self.filter.text(), self.outcome.currentData())
        self._shown()

    def _shown(self) -> None:
        shown, total = self.model.rowCount(), self.model.total
        if total == 0:
            self.count.setText(self.tr("No games yet: every game you play is kept here."))
        elif shown == total:
            self.count.setText(self.tr("%n games", "", total))
        else:
            self.count.setText(self.tr("%1 of %n games", "", total).replace("%1", str(shown)))
        readable = (row for row in range(min(shown, 100)) if self.model.entry(row).damaged is None)
        self.table.select_row(next(readable, 0) if shown else None)  # the newest game that opens
        self._selection_changed()

    def _selection_changed(self) -> None:
        entry = self.selected()
        for button in (self.open_button, self.export_button):
            button.setEnabled(entry is not None and entry.damaged is None)
        self.delete_button.setEnabled(entry is not None)

    def selected(self) -> RecordEntry | None:
        row = self.table.selected_row()
        return self.model.entry(row) if row is not None else None

    # -- what the buttons do ----------------------------------------------------------------------

    def open_selected(self) -> None:
        entry = self.selected()
        if entry is not None and entry.damaged is None:
            self.openRecord.emit(self.records.path(entry.file))

    def export_selected(self) -> None:
        entry = self.selected()
        if entry is None or entry.damaged is not None:
            return
        target = self.ask_path(self, entry.file)
        if not target:
            return
        try:
            self.records.export(entry.file, Path(target))
        except OSError as error:
            QMessageBox.warning(self, self.tr("Export"), self.tr("The record could not be saved: %1")
                                .replace("%1", error.strerror or str(error)))

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        question = self.tr("Delete the record of this game (%1)? It cannot be undone.").replace(
            "%1", local_time(entry.started))
        answer = QMessageBox.question(self, self.tr("Delete"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        row = self.table.selected_row() or 0
        if not self.records.delete(entry.file):
            QMessageBox.warning(self, self.tr("Delete"), self.tr("The record could not be deleted."))
        self.model.set_entries(self.records.entries())
        self._shown()
        self.table.select_row(min(row, self.model.rowCount() - 1) if self.model.rowCount() else None)


def _ask_export_path(parent: QWidget, name: str) -> str:
    path, _ = QFileDialog.getSaveFileName(parent, tr("Export a game record"), name,
                                          tr("GinQt game records (*.ginrec)"))
    return path
