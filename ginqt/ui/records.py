"""The records kept between games, in the window: the high-score list and every player's statistics.

- :class:`HighScoresModel` / :class:`HighScoresDialog` — the 20 best averages per hand
  (seed 001), with the net score (seed 004), in the order the storage keeps them; one
  line can be highlighted (the game just recorded).
- :class:`PlayersModel` / :class:`PlayersDialog` — every player in the statistics; the
  selected one's figures in an embedded :class:`~ginqt.ui.docks.StatisticsPanel`;
  "Delete…" (asks first) and "Play as this player".

Both models take plain storage objects (``HighScore``, ``PlayerStats``) and know nothing
of files; the dialogs read ``storage.highscores`` and ``storage.stats``.
``MainWindow`` opens them from the Game menu.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QItemSelectionModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ginqt.storage import HighScore, PlayerStats
from ginqt.ui.docks import StatisticsPanel

if TYPE_CHECKING:
    from ginqt.storage import Storage
    from ginqt.ui.window import MainWindow

__all__ = ["HighScoresDialog", "HighScoresModel", "PlayersDialog", "PlayersModel", "RecordsTable", "local_date"]

_ModelIndex = QModelIndex | QPersistentModelIndex
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)


def _local(date: str) -> _dt.datetime | None:
    try:
        when = _dt.datetime.fromisoformat(date)
    except ValueError:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=_dt.UTC)
    return when.astimezone()


def local_date(date: str) -> str:
    """An ISO 8601 UTC date as the local calendar date (``2026-11-22``); ``""`` for none."""
    when = _local(date)
    return when.date().isoformat() if when is not None else date[:10]


def _local_time(date: str) -> str:
    when = _local(date)
    return when.strftime("%Y-%m-%d %H:%M") if when is not None else date


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


# -- the high-score list ----------------------------------------------------------------------


class _RecordsModel(QAbstractTableModel):
    """A flat table of ``COLUMNS`` columns over a list of records; ``_value`` gives a cell's plain value."""

    COLUMNS = 0

    def _records(self) -> list[Any]:
        raise NotImplementedError

    def _value(self, row: int, column: int) -> Any:
        raise NotImplementedError

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._records())

    def columnCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def _cell(self, index: _ModelIndex) -> tuple[int, int, Any] | None:
        """(row, column, value) of a valid index inside the table, else ``None``."""
        if not index.isValid() or not 0 <= index.row() < len(self._records()) \
                or not 0 <= index.column() < self.COLUMNS:
            return None
        row, column = index.row(), index.column()
        return row, column, self._value(row, column)


class HighScoresModel(_RecordsModel):
    """One row per high-score line, best first (the storage's order).

    ``Qt.ItemDataRole.UserRole`` gives the plain value behind a cell (the rank, the
    average as a float, the ISO date, ``quit_early`` as a bool).
    """

    RANK, NAME, AVERAGE, SCORE, NET, LIMIT, HANDS, VARIANT, OPPONENT, DATE, QUIT = range(11)
    COLUMNS = 11
    NUMERIC = (RANK, AVERAGE, SCORE, NET, LIMIT, HANDS)

    def __init__(self, scores: Iterable[HighScore] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scores: list[HighScore] = list(scores)
        self._highlight: int | None = None

    def set_scores(self, scores: Iterable[HighScore]) -> None:
        """Show these lines (best first, as ``storage.highscores`` gives them)."""
        self.beginResetModel()
        self._scores = list(scores)
        if self._highlight is not None and self._highlight >= len(self._scores):
            self._highlight = None
        self.endResetModel()

    def score(self, row: int) -> HighScore:
        return self._scores[row]

    def latest_row(self) -> int | None:
        """The row of the most recently dated line, or ``None`` for an empty list."""
        if not self._scores:
            return None
        return max(range(len(self._scores)), key=lambda r: self._scores[r].date)

    @property
    def highlight(self) -> int | None:
        """The row shown in bold (the game just recorded), or ``None``."""
        return self._highlight

    def set_highlight(self, row: int | None) -> None:
        if row is not None and not 0 <= row < len(self._scores):
            row = None
        old, self._highlight = self._highlight, row
        for changed in {old, row} - {None}:
            assert changed is not None
            self.dataChanged.emit(self.index(changed, 0), self.index(changed, self.COLUMNS - 1),
                                  [Qt.ItemDataRole.FontRole])

    def _records(self) -> list[Any]:
        return self._scores

    def _value(self, row: int, column: int) -> Any:
        s = self._scores[row]
        return (row + 1, s.name, s.average, s.score, s.net, s.score_limit, s.hands, s.variant, s.opponent,
                s.date, s.quit_early)[column]

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self._cell(index)
        if cell is None:
            return None
        row, column, value = cell
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.AVERAGE:
                return f"{value:.1f}"
            if column == self.NET:
                return f"{value:+d}"
            if column == self.DATE:
                return local_date(value)
            if column == self.QUIT:
                return "✓" if value else ""
            if column == self.LIMIT and value == 0:
                return "–"
            return str(value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in self.NUMERIC:
                return _RIGHT
            return _CENTRE if column == self.QUIT else _LEFT
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.DATE:
                return _local_time(value)
            if column == self.QUIT and value:
                return self.tr("Quit before the score limit: the points of the finished hands")
            return None
        if role == Qt.ItemDataRole.FontRole and row == self._highlight:
            return _bold()
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
            return _RIGHT if section in self.NUMERIC else _LEFT
        return None


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


class HighScoresDialog(QDialog):
    """Game › High scores: the list, or a line saying it is empty; the line of ``rank`` (or the
    most recent one) selected and in bold."""

    def __init__(self, scores: Iterable[HighScore], parent: QWidget | None = None, rank: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("High scores"))
        self.model = HighScoresModel(scores, self)
        self._box = layout = QVBoxLayout(self)
        intro = QLabel(self.tr("The best average scores per hand. Games played with help (multiple undo, "
                               "open hands, demo mode) count in the statistics only."), self)
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


# -- the players ------------------------------------------------------------------------------


class PlayersModel(_RecordsModel):
    """One row per player in the statistics, the most recently played first."""

    NAME, GAMES, WON, LOST, AVERAGE, LAST = range(6)
    COLUMNS = 6

    def __init__(self, players: Iterable[PlayerStats] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: list[PlayerStats] = list(players)

    def set_players(self, players: Iterable[PlayerStats]) -> None:
        self.beginResetModel()
        self._players = list(players)
        self.endResetModel()

    def player(self, row: int) -> PlayerStats:
        return self._players[row]

    def row_of(self, name: str) -> int | None:
        """The row of ``name`` (case does not matter), or ``None``."""
        key = " ".join(name.split()).casefold()
        for row, player in enumerate(self._players):
            if player.name.casefold() == key:
                return row
        return None

    def _records(self) -> list[Any]:
        return self._players

    def _value(self, row: int, column: int) -> Any:
        p = self._players[row]
        return (p.name, p.games_played, p.games_won, p.games_lost, p.average_per_hand, p.last_played)[column]

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self._cell(index)
        if cell is None:
            return None
        _row, column, value = cell
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.AVERAGE:
                return f"{value:.1f}"
            if column == self.LAST:
                return local_date(value) if value else "–"
            return str(value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if column in (self.NAME, self.LAST) else _RIGHT
        if role == Qt.ItemDataRole.ToolTipRole and column == self.LAST and value:
            return _local_time(value)
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
            return _LEFT if section in (self.NAME, self.LAST) else _RIGHT
        return None


class PlayersDialog(QDialog):
    """Game › Players and statistics: everyone in the statistics, the selected player's figures,
    "Delete…" and "Play as this player" (which sets ``window.prefs.name``)."""

    def __init__(self, storage: Storage, window: MainWindow | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.storage = storage
        self.window_ = window
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
        self.play_button.setEnabled(window is not None)
        selection = self.table.selectionModel()
        assert selection is not None
        selection.selectionChanged.connect(lambda *_: self._selection_changed())
        self._update_list(window.prefs.name if window is not None else None)
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
        self.play_button.setEnabled(player is not None and self.window_ is not None)
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
        w = self.window_
        if w is not None and " ".join(w.prefs.name.split()).casefold() == player.name.casefold():
            w.refresh_statistics()  # the current player starts again from zero
        return True

    def play_as_selected(self) -> bool:
        """Make the selected player the window's player for the next game.  True when changed."""
        player, w = self.selected(), self.window_
        if player is None or w is None:
            return False
        w.prefs.name = player.name
        w.save_preferences()
        w.refresh_statistics()
        self._tell(self.tr("The next game is played as “%1”.").replace("%1", player.name))
        return True
