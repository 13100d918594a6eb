"""Game › Players and statistics: every player in the statistics, the selected one's figures,
"Delete…" (asks first) and "Play as this player"."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ginqt.storage import PlayerStats, Storage
from ginqt.ui.dialogs.records_table import LEFT, RIGHT, RecordsModel, RecordsTable
from ginqt.ui.panels.statistics import StatisticsPanel
from ginqt.ui.text import local_date, local_time, number_text

__all__ = ["PlayersDialog", "PlayersModel"]

_ModelIndex = QModelIndex | QPersistentModelIndex


class PlayersModel(RecordsModel):
    """One row per player in the statistics, the most recently played first."""

    NAME, GAMES, WON, LOST, AVERAGE, LAST = range(6)
    COLUMNS = 6

    def __init__(self, players: Iterable[PlayerStats] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[PlayerStats] = list(players)

    def set_players(self, players: Iterable[PlayerStats]) -> None:
        self.beginResetModel()
        self._rows = list(players)
        self.endResetModel()

    def player(self, row: int) -> PlayerStats:
        return self._rows[row]

    def row_of(self, name: str) -> int | None:
        """The row of ``name`` (case does not matter), or ``None``."""
        key = " ".join(name.split()).casefold()
        for row, player in enumerate(self._rows):
            if player.name.casefold() == key:
                return row
        return None

    def _value(self, row: int, column: int) -> Any:
        p = self._rows[row]
        return (p.name, p.games_played, p.games_won, p.games_lost, p.average_per_hand, p.last_played)[column]

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self._cell(index)
        if cell is None:
            return None
        _row, column, value = cell
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.AVERAGE:
                return number_text(value)
            if column == self.LAST:
                return local_date(value) if value else "–"
            return str(value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if column in (self.NAME, self.LAST) else RIGHT
        if role == Qt.ItemDataRole.ToolTipRole and column == self.LAST and value:
            return local_time(value)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Name"), self.tr("Games"), self.tr("Won"), self.tr("Lost"), self.tr("Per hand"),
                    self.tr("Last played"))[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("Player"), self.tr("Games played (won, lost and drawn)"), self.tr("Games won"),
                    self.tr("Games lost"), self.tr("Average score per hand"),
                    self.tr("Date of the latest game"))[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if section in (self.NAME, self.LAST) else RIGHT
        return None


class PlayersDialog(QDialog):
    """Game › Players and statistics: everyone in the statistics, the selected player's figures,
    "Delete…" and "Play as this player".

    ``current`` is the name the window plays as (selected first); without it there is
    nobody to play as and the button stays off.  The window hears of a change through
    :attr:`playAs` and :attr:`playerDeleted`.
    """

    playAs = Signal(str)  #: play the next game as this player
    playerDeleted = Signal(str)  #: this player's statistics were deleted

    def __init__(self, storage: Storage, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.storage = storage
        self._can_play_as = current is not None
        self.setWindowTitle(self.tr("Players and statistics"))
        self.model = PlayersModel(storage.stats.players(), self)
        self._box = layout = QVBoxLayout(self)
        body = QHBoxLayout()
        left = QVBoxLayout()
        self.table = RecordsTable(self)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Players"))
        self.table.horizontalHeader().setSectionResizeMode(PlayersModel.NAME, QHeaderView.ResizeMode.Stretch)
        left.addWidget(self.table, 1)
        self.empty = QLabel(self.tr("No player has statistics yet. They appear after the first game."), self)
        self.empty.setObjectName("empty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        left.addWidget(self.empty, 1)
        body.addLayout(left, 3)
        right = QVBoxLayout()
        self.panel = StatisticsPanel(self)  # the dock's figures and chart, as a plain widget
        self.panel.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.panel.setTitleBarWidget(QWidget(self.panel))
        self.panel.ensure_built()
        self.panel.setMinimumWidth(300)
        right.addWidget(self.panel, 1)
        self.extra = QLabel(self)  # what the panel leaves out: assisted and quit games
        self.extra.setObjectName("extra")
        self.extra.setWordWrap(True)
        self.extra.setContentsMargins(6, 0, 6, 0)  # in line with the panel's figures
        right.addWidget(self.extra)
        body.addLayout(right, 2)
        layout.addLayout(body, 1)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(self)
        self.play_button = QPushButton(self.tr("&Play as this player"), self)
        self.play_button.setToolTip(self.tr("Your next game is played and counted under this name"))
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.delete_button.setToolTip(self.tr("Forget this player's statistics (the high scores stay)"))
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout.addWidget(buttons)
        self.play_button.clicked.connect(self.play_as_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        selection = self.table.selectionModel()
        assert selection is not None
        selection.selectionChanged.connect(lambda *_: self._selection_changed())
        self._update_list(current)
        for button in (self.play_button, self.delete_button, self.close_button):
            button.setAutoDefault(False)  # Return never deletes or switches players by accident
        self.table.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        """Wide enough for every column and the figures; as tall as the figures (or the list) need."""
        figures = self.panel.widget()
        inner = figures.widget() if isinstance(figures, QScrollArea) else figures
        margins = self._box.contentsMargins()
        width = self.table.natural_width() + self.panel.minimumWidth() + margins.left() + margins.right() + 12
        self.resize(max(width, 640), self.height())
        self._box.activate()
        figures_height = inner.sizeHint().height() if inner is not None else 0
        wanted = max(figures_height, self.table.natural_height(min(max(self.model.rowCount(), 8), 16)))
        extra = self.height() - self.panel.height()
        self.resize(self.width(), max(wanted + extra, 360))

    # -- state ------------------------------------------------------------------------

    def selected(self) -> PlayerStats | None:
        """The selected player, or ``None``."""
        row = self.table.selected_row()
        return self.model.player(row) if row is not None else None

    def select(self, name: str) -> bool:
        """Select ``name``'s row; False if there is no such player."""
        row = self.model.row_of(name)
        if row is not None:
            self.table.select_row(row)
        return row is not None

    def _update_list(self, keep: str | None = None) -> None:
        self.model.set_players(self.storage.stats.players())
        empty = self.model.rowCount() == 0
        self.table.setVisible(not empty)
        self.empty.setVisible(empty)
        if keep is None or not self.select(keep):
            self.table.select_row(0 if not empty else None)
        self._selection_changed()

    def _selection_changed(self) -> None:
        player = self.selected()
        self.delete_button.setEnabled(player is not None)
        self.play_button.setEnabled(player is not None and self._can_play_as)
        if player is None:
            self.panel.show_stats(None, "")
            self.panel.note().setText(self.tr("Choose a player on the left."))
            self.extra.clear()
            return
        self.panel.show_stats(player)
        parts = []
        if player.assisted_games:
            parts.append(self.tr("Played with help (statistics only, never high scores): %1")
                         .replace("%1", str(player.assisted_games)))
        if player.games_quit:
            parts.append(self.tr("Quit before the end: %1").replace("%1", str(player.games_quit)))
        self.extra.setText("\n".join(parts))
        self.extra.setVisible(bool(parts))

    def _tell(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # -- actions ----------------------------------------------------------------------

    def delete_selected(self) -> bool:
        """Ask, then forget the selected player's statistics.  True when deleted."""
        player = self.selected()
        if player is None:
            return False
        answer = QMessageBox.question(
            self, self.tr("Delete player"),
            self.tr("Delete the statistics of “%1”? This cannot be undone; the high scores stay.")
            .replace("%1", player.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        row = self.table.selected_row()
        if not self.storage.stats.delete(player.name):
            self._tell(self.tr("“%1” has no statistics any more.").replace("%1", player.name))
        elif self.storage.read_only:
            self._tell(self.tr("“%1” was deleted for this session only: the data folder is read-only.")
                       .replace("%1", player.name))
        else:
            self._tell(self.tr("The statistics of “%1” were deleted.").replace("%1", player.name))
        self._update_list()
        if row is not None and self.model.rowCount():
            self.table.select_row(min(row, self.model.rowCount() - 1))
        self.playerDeleted.emit(player.name)
        return True

    def play_as_selected(self) -> bool:
        """Make the selected player the window's player for the next game.  True when changed."""
        player = self.selected()
        if player is None or not self._can_play_as:
            return False
        self.playAs.emit(player.name)
        self._tell(self.tr("The next game is played as “%1”.").replace("%1", player.name))
        return True
