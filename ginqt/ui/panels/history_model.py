"""The score history's table: :class:`ScoreHistoryModel` (one row per finished hand, then the boxes, bonuses and
final score) and the view that shows it in the dock (:mod:`ginqt.ui.panels.history`), imported when the dock is
first shown or a replay shows a game (a start, with the docks closed, needs none of it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QTableView, QWidget

from ginqt.engine import HandRecord
from ginqt.ui.game.moments import shutout
from ginqt.ui.text import (
    YOU,
    computer_name,
    history_tip_lines,
    is_computer,
    is_you,
    match_result_lines,
    outcome_lines,
    shown_name,
    won_text,
)
from ginqt.variants import MatchOutcome

__all__ = ["FittedTable", "ScoreHistoryModel"]

_ModelIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class _Row:
    hand: str
    result: str
    points: tuple[int | None, int | None]  #: what each player scored in this row (None: nothing to score)
    totals: tuple[int | None, int | None]
    tooltip: str = ""
    summary: bool = False  #: an end-of-game line (boxes, bonuses, final score)
    kind: str = ""  #: "gin", "big gin", "knock", "undercut", "dead"; "boxes", "game", "shutout", "final"


class ScoreHistoryModel(QAbstractTableModel):
    """One row per finished hand — its number, how it ended, who scored how much, each player's
    running total — and, once the game is over, rows for the boxes and the bonuses (what each
    adds) and the final score.  Narrow enough for a dock beside the table.

    ``Qt.ItemDataRole.UserRole`` gives the plain value behind a cell: the hand number, in the
    result column the kind of row (``"gin"``, ``"big gin"``, ``"knock"``, ``"undercut"``,
    ``"dead"``; ``"boxes"``, ``"game"``, ``"shutout"``, ``"final"``), in a player's column the
    running total; :attr:`POINTS_ROLE` the points the player scored in that row (``None`` for
    none to score, as in a dead hand).
    """

    #: Columns: the hand, how it ended and who scored, then each player's running total.
    HAND, RESULT, SCORE0, SCORE1 = range(4)
    COLUMNS = 4
    #: The points a player scored in the row (a hand or a bonus), in a player's column.
    POINTS_ROLE = int(Qt.ItemDataRole.UserRole) + 1

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._names: tuple[str, str] = (shown_name(YOU), computer_name())

    # -- input ---------------------------------------------------------------------------

    def set_game(self, records: Sequence[HandRecord], names: tuple[str, str] | None = None,
                 end: MatchOutcome | None = None) -> None:
        """Show a game's finished hands (their public ``records``; none clears the table) and its ``end``: the
        engine's (:attr:`~ginqt.variants.MatchOutcome.engine`: its boxes and bonuses in rows of their own), or a
        rule variant's own, in a final row (``None``: the game is not over)."""
        if names is not None and names != self._names:
            self._names = names
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        rows = self._make_rows(records, end)
        old = self._rows
        if rows == old:
            return
        if len(rows) > len(old) and rows[: len(old)] == old:
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = rows
            self.endInsertRows()
        else:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    @property
    def names(self) -> tuple[str, str]:
        return self._names

    def _who(self, player: int | None) -> str:
        return self._names[player] if player in (0, 1) else ""

    def _make_rows(self, records: Sequence[HandRecord], end: MatchOutcome | None) -> list[_Row]:
        rows = [self._hand_row(record) for record in records]
        if end is None or not end.engine:  # not over, or a variant's own end: one final row
            if end is not None:
                final = self.tr("Match drawn") if end.winner is None else won_text(self._who(end.winner))
                rows.append(_Row("", final, (None, None), end.points, "\n".join(outcome_lines(end, self._names)),
                                 True, "final"))
            return rows
        result = end
        totals = list(result.scores)

        def bonus_row(kind: str, label: str, amounts: tuple[int, int], tip: str) -> None:
            if not any(amounts):
                return
            totals[0] += amounts[0]
            totals[1] += amounts[1]
            rows.append(_Row("", label, (amounts[0], amounts[1]), (totals[0], totals[1]), tip, True, kind))

        won = result.hands_won
        boxes = self.tr("Boxes (%1–%2)").replace("%1", str(won[0])).replace("%2", str(won[1]))
        bonus_row("boxes", boxes, result.box_bonus, self.tr("A bonus for every hand won: %1 %2, %3 %4").replace(
            "%1", self._names[0]).replace("%2", str(won[0])).replace("%3", self._names[1]).replace("%4", str(won[1])))
        bonus_row("game", self.tr("Game bonus"), result.game_bonus,
                  self.tr("A bonus for the player who reached the score limit"))
        bonus_row("shutout", self.tr("Shutout bonus"), result.shutout_bonus, self.tr("The loser won no hand"))
        if result.winner is None:
            final = self.tr("Game drawn")
        else:
            final = won_text(self._who(result.winner))
            if shutout(result):  # as the rules text counts one, whether or not the rules reward it
                final += self.tr(" (shutout)")
        tip = "\n".join(match_result_lines(result, self._names))
        rows.append(_Row("", final, (None, None), result.points, tip, True, "final"))  # bold: the final line
        return rows

    def _hand_row(self, record: HandRecord) -> _Row:
        result = record.result
        label = record.label
        settlement = result.settlement
        dealer = self._who(record.dealer)
        dealt = (self.tr("Hand %1, dealt by you") if is_you(dealer) else self.tr("Hand %1, dealt by %2", "the computer")
                 if is_computer(dealer) else self.tr("Hand %1, dealt by %2")).replace(
            "%1", str(record.number)).replace("%2", dealer)
        if label == "dead" or settlement is None:
            label = "dead"
            text = self.tr("Dead hand")
            tip = self.tr("Nobody knocked before the stock ran out: no score")
            points: tuple[int | None, int | None] = (None, None)
        else:
            winner = self._who(result.winner)
            knocker = self._who(result.knocker)
            kinds = {"gin": self.tr("gin"), "big gin": self.tr("big gin"), "undercut": self.tr("undercut")}
            text = self.tr("%1 +%2 · %3").replace("%1", winner).replace("%2", str(result.points)).replace(
                "%3", kinds.get(label, self.tr("knock")))  # who scored and how much first: a narrow dock cuts the end
            tip = "\n".join(history_tip_lines(label, knocker, winner, result.points))  # "You knocked", not "Du klopfte"
            points = (record.points_for(0), record.points_for(1))
            tip += "\n" + self.tr("Deadwood: knocker %1, defender %2; bonus %3").replace(
                "%1", str(settlement.knocker_deadwood)).replace("%2", str(settlement.defender_deadwood)).replace(
                "%3", str(settlement.bonus))
            if settlement.multiplier != 1:
                text += f" ×{settlement.multiplier}"
                tip += "\n" + self.tr("Points ×%1 (a spade upcard)").replace("%1", str(settlement.multiplier))
        return _Row(str(record.number), text, points, (record.scores_after[0], record.scores_after[1]),
                    dealt + "\n" + tip, False, label)

    # -- the model -----------------------------------------------------------------------

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def _text(self, row: _Row, column: int) -> str:
        if column == self.HAND:
            return row.hand
        if column == self.RESULT:
            return row.result
        player = column - self.SCORE0
        total, points = row.totals[player], row.points[player]
        if row.summary and row.kind != "final":  # a bonus line: what it adds (the final line sums it up)
            return f"+{points}" if points else ""
        return "–" if total is None else str(total)

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or not 0 <= index.column() < self.COLUMNS:
            return None
        row = self._rows[index.row()]
        column = index.column()
        player = column - self.SCORE0
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.UserRole:
            if column == self.HAND:
                return int(row.hand) if row.hand.isdigit() else None
            return row.kind if column == self.RESULT else row.totals[player]
        if role == self.POINTS_ROLE:
            return row.points[player] if player >= 0 else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column != self.RESULT:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tooltip or None
        if role == Qt.ItemDataRole.FontRole and (row.summary or (player >= 0 and bool(row.points[player]))):
            font = QFont()
            font.setBold(True)  # the final lines, and who scored in a hand
            return font
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if 0 <= section < len(self._rows) and role == Qt.ItemDataRole.DisplayRole else None
        if not 0 <= section < self.COLUMNS:
            return None
        first, second = self._names
        if role == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("Hand number"), self.tr("How the hand ended, and who won it"),
                    self._total_tip(first), self._total_tip(second))[section]
        return (self.tr("#"), self.tr("Result"), first, second)[section]

    def _total_tip(self, name: str) -> str:
        """What a player's column shows, said of that player."""
        if is_you(name):
            return self.tr("Your running total (in bold when you scored in that hand); on the lines after the game, "
                           "the bonuses you add")
        score = self.tr("%1's running total (in bold when %1 scored in that hand); on the lines after the game, the "
                        "bonuses %1 adds", "the computer") if is_computer(name) else \
            self.tr("%1's running total (in bold when %1 scored in that hand); on the lines after the game, the "
                    "bonuses %1 adds")
        return score.replace("%1", name)


class FittedTable(QTableView):
    """A table view that shares out its columns again whenever its width changes."""

    def __init__(self, parent: QWidget, fit: Callable[[], None]) -> None:
        super().__init__(parent)
        self._fit = fit

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
