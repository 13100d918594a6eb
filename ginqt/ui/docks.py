"""Dock panels beside the table: statistics, hints and the score history.

Each panel is a :class:`Panel` (a ``QDockWidget`` with a fixed ``objectName``, so
``QMainWindow.saveState``/``restoreState`` put it back where the player left it)
that builds its contents the first time it is shown, as Frescobaldi does.  Panels
take plain data, so they can be shown and tested on their own:

- :meth:`ScoreHistoryModel.set_match` / :meth:`ScoreHistoryPanel.set_match` — a
  :class:`~ginqt.engine.Match` and the two players' names;
- :meth:`HintsPanel.show_view` — a :class:`~ginqt.engine.PlayerView` (call it after
  every change: the panel works out from successive views which cards the opponent
  threw away or refused);
- :meth:`StatisticsPanel.show_stats` — one player's
  :class:`ginqt.storage.PlayerStats` (anything with the fields of :class:`StatsLike`),
  or ``None``.

:func:`install_docks` adds the three panels to a main window with a View-menu toggle
for each; :meth:`Docks.update` feeds the history and the hints from a match.
``MainWindow._build_docks`` wires them to the controller's signals and to the storage.
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ginqt.cards import Card
from ginqt.engine import Action, ActionKind, HandRecord, Match, Phase, PlayerView
from ginqt.melds import best_melds

__all__ = [
    "Docks",
    "GameLike",
    "HintsPanel",
    "OpponentReads",
    "OutcomeLike",
    "Panel",
    "ResultsChart",
    "ScoreHistoryModel",
    "ScoreHistoryPanel",
    "StatisticsPanel",
    "StatsLike",
    "TallyLike",
    "cards_html",
    "describe_action",
    "install_docks",
]

_ModelIndex = QModelIndex | QPersistentModelIndex

RED = "#c8102e"
#: The width the right-hand docks start with (the table scales to the room left).
DOCK_WIDTH = 380
BLACK = "#111111"


def cards_html(cards: Iterable[int], red: str = RED) -> str:
    """Cards as rich text (``10♥`` in red), or an em dash for none."""
    parts = []
    for card in cards:
        c = Card(card)
        colour = red if c.suit.is_red else BLACK
        parts.append(f'<span style="color:{colour}">{html.escape(c.symbol)}</span>')
    return " ".join(parts) if parts else "—"


def _sorted(cards: Iterable[int]) -> list[Card]:
    """Cards by suit, then rank (as a hand is read)."""
    return sorted((Card(c) for c in cards), key=lambda c: (c.suit, c.rank))


# -- the base panel ---------------------------------------------------------------------------


class Panel(QDockWidget):
    """A dock panel whose contents are made the first time it becomes visible.

    Subclasses implement :meth:`create_widget` and :meth:`refresh` (called after the
    widget exists, and after each new input while it does).
    """

    def __init__(self, parent: QWidget | None, name: str, title: str) -> None:
        super().__init__(title, parent)
        self.setObjectName(name)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.toggleViewAction().setText(title)
        self._content: QWidget | None = None
        self.visibilityChanged.connect(self._visibility_changed)

    @property
    def built(self) -> bool:
        return self._content is not None

    def ensure_built(self) -> QWidget:
        """Make the contents now (tests and screenshots call this; showing the dock does it too)."""
        if self._content is None:
            self._content = self.create_widget()
            self.setWidget(self._content)
            self.refresh()
        return self._content

    def _visibility_changed(self, visible: bool) -> None:
        if visible:
            self.ensure_built()

    def create_widget(self) -> QWidget:
        raise NotImplementedError

    def refresh(self) -> None:
        """Show the latest input (only called once the contents exist)."""

    def _refresh_if_built(self) -> None:
        if self._content is not None:
            self.refresh()


# -- score history ----------------------------------------------------------------------------


class OutcomeLike(Protocol):
    """A rule variant's end of a match, as the score history shows it (``ginqt.variants.MatchOutcome``)."""

    @property
    def winner(self) -> int | None: ...
    @property
    def points(self) -> tuple[int, int]: ...
    @property
    def lines(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class _Row:
    hand: str
    dealer: str
    result: str
    points: tuple[int | None, int | None]
    totals: tuple[int | None, int | None]
    tooltip: str = ""
    summary: bool = False  #: an end-of-game line (boxes, bonuses, final score)
    kind: str = ""  #: "gin", "big gin", "knock", "undercut", "dead"; "boxes", "game", "shutout", "final"


class ScoreHistoryModel(QAbstractTableModel):
    """One row per finished hand — hand, dealer, result, points for each side, running totals —
    and, once the game is over, rows for the boxes, the bonuses and the final score.

    ``Qt.ItemDataRole.UserRole`` gives the plain value behind a cell: the hand number, the
    points (``None`` for a dead hand), and in the result column the kind of row
    (``"gin"``, ``"big gin"``, ``"knock"``, ``"undercut"``, ``"dead"``; ``"boxes"``,
    ``"game"``, ``"shutout"``, ``"final"``).
    """

    #: Columns: each side's points in the hand ("+") sit just before its running total.
    HAND, DEALER, RESULT, POINTS0, TOTAL0, POINTS1, TOTAL1 = range(7)
    COLUMNS = 7

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._names: tuple[str, str] = (self.tr("You"), self.tr("Computer"))

    # -- input ---------------------------------------------------------------------------

    def set_match(self, match: Match | None, names: tuple[str, str] | None = None,
                  outcome: OutcomeLike | None = None) -> None:
        """Show ``match``'s finished hands (``None`` clears the table).

        ``outcome`` is a rule variant's own end of the match (``ginqt.variants.MatchOutcome``),
        shown as the final row when the engine's game has no result of its own.
        """
        if names is not None and names != self._names:
            self._names = names
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        rows = self._make_rows(match, outcome) if match is not None else []
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

    def _named(self, text: str) -> str:
        return text.replace("Player 0", self._names[0]).replace("Player 1", self._names[1])

    def _make_rows(self, match: Match, outcome: OutcomeLike | None = None) -> list[_Row]:
        rows = [self._hand_row(record) for record in match.history]
        result = match.result
        if result is None:
            if outcome is not None:
                if outcome.winner is None:
                    final = self.tr("Match drawn")
                else:
                    final = self.tr("%1 won").replace("%1", self._who(outcome.winner))
                tip = "\n".join(self._named(line) for line in outcome.lines)
                rows.append(_Row(self.tr("Final"), "", final, (None, None), outcome.points, tip, True, "final"))
            return rows
        totals = list(result.scores)

        def bonus_row(kind: str, label: str, amounts: tuple[int, int], tip: str) -> None:
            if not any(amounts):
                return
            totals[0] += amounts[0]
            totals[1] += amounts[1]
            rows.append(_Row("", "", label, (amounts[0], amounts[1]), (totals[0], totals[1]), tip, True, kind))

        boxes = self.tr("Boxes (%1–%2)").replace("%1", str(result.hands_won[0])).replace(
            "%2", str(result.hands_won[1]))
        bonus_row("boxes", boxes, result.box_bonus, self.tr("A bonus for every hand won: %1 and %2 hands").replace(
            "%1", str(result.hands_won[0])).replace("%2", str(result.hands_won[1])))
        bonus_row("game", self.tr("Game bonus"), result.game_bonus, self.tr("The winner of the game scores a bonus"))
        bonus_row("shutout", self.tr("Shutout bonus"), result.shutout_bonus, self.tr("The loser won no hand"))
        if result.winner is None:
            final = self.tr("Game drawn")
        else:
            final = self.tr("%1 won").replace("%1", self._who(result.winner))
            if result.shutout:
                final += self.tr(" (shutout)")
        tip = self._named("\n".join(result.explain()))
        rows.append(_Row(self.tr("Final"), "", final, (None, None), result.totals, tip, True, "final"))
        return rows

    def _hand_row(self, record: HandRecord) -> _Row:
        result = record.result
        label = record.label
        settlement = result.settlement
        if label == "dead" or settlement is None:
            label = "dead"
            text = self.tr("Dead")
            tip = self.tr("Dead hand: nobody knocked before the stock ran out, no score")
            points: tuple[int | None, int | None] = (None, None)
        else:
            winner = self._who(result.winner)
            knocker = self._who(result.knocker)
            if label == "gin":
                text, tip = self.tr("Gin"), self.tr("Gin by %1").replace("%1", knocker)
            elif label == "big gin":
                text, tip = self.tr("Big gin"), self.tr("Big gin by %1").replace("%1", knocker)
            elif label == "undercut":
                text = self.tr("Undercut")
                tip = self.tr("%1 knocked, %2 undercut").replace("%1", knocker).replace("%2", winner)
            else:
                text, tip = self.tr("Knock"), self.tr("Knock by %1").replace("%1", knocker)
            points = (record.points_for(0), record.points_for(1))
            tip += "\n" + self.tr("Deadwood: knocker %1, defender %2; bonus %3").replace(
                "%1", str(settlement.knocker_deadwood)).replace("%2", str(settlement.defender_deadwood)).replace(
                "%3", str(settlement.bonus))
            if settlement.multiplier != 1:
                text += f" ×{settlement.multiplier}"
                tip += "\n" + self.tr("Points ×%1 (a spade upcard)").replace("%1", str(settlement.multiplier))
        return _Row(str(record.number), self._who(record.dealer), text, points,
                    (record.scores_after[0], record.scores_after[1]), tip, False, label)

    # -- the model -----------------------------------------------------------------------

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def _value(self, row: _Row, column: int) -> str | int | None:
        if column == self.HAND:
            return row.hand
        if column == self.DEALER:
            return row.dealer
        if column == self.RESULT:
            return row.result
        if column == self.POINTS0:
            return row.points[0]
        if column == self.POINTS1:
            return row.points[1]
        return row.totals[0 if column == self.TOTAL0 else 1]

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or not 0 <= index.column() < self.COLUMNS:
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            value = self._value(row, column)
            if value is None:
                return "" if column < self.POINTS0 else "–"
            return str(value)
        if role == Qt.ItemDataRole.UserRole:
            if column == self.HAND:
                return int(row.hand) if row.hand.isdigit() else None
            if column == self.RESULT:
                return row.kind
            return self._value(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column >= self.POINTS0 or column == self.HAND:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tooltip or None
        if role == Qt.ItemDataRole.FontRole and (row.summary or column in (self.TOTAL0, self.TOTAL1)):
            font = QFont()
            font.setBold(True)
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
            return (self.tr("Hand number"), self.tr("Who dealt the hand"), self.tr("How the hand ended"),
                    self.tr("Points %1 scored in the hand").replace("%1", first),
                    self.tr("%1's running total").replace("%1", first),
                    self.tr("Points %1 scored in the hand").replace("%1", second),
                    self.tr("%1's running total").replace("%1", second))[section]
        return (self.tr("#"), self.tr("Dealer"), self.tr("Result"), "+", first, "+", second)[section]


class ScoreHistoryPanel(Panel):
    """The score history: a table view of :class:`ScoreHistoryModel`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "score-history", self.tr("Score history"))
        self.model = ScoreHistoryModel(self)
        self.table: QTableView | None = None

    def set_match(self, match: Match | None, names: tuple[str, str] | None = None,
                  outcome: OutcomeLike | None = None) -> None:
        # The table refits itself when rows come or go (the model's signals); most moves
        # change no row, and refitting every column on every move stalled the demo.
        self.model.set_match(match, names, outcome)

    def create_widget(self) -> QWidget:
        table = QTableView(self)
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setMinimumSectionSize(24)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ScoreHistoryModel.RESULT, QHeaderView.ResizeMode.Stretch)  # elided, tooltip
        self.model.rowsInserted.connect(lambda *_: self.refresh())
        self.model.modelReset.connect(self.refresh)
        self.table = table
        return table

    def refresh(self) -> None:
        if self.table is not None:
            self.table.horizontalHeader().resizeSections()  # new rows: fit the columns to them again
            self.table.scrollToBottom()


# -- hints ------------------------------------------------------------------------------------


class OpponentReads:
    """What one player has seen the opponent do this hand, worked out from successive views.

    - ``threw``: cards the opponent discarded (oldest first);
    - ``refused``: cards the opponent could have taken from the pile and did not
      (it passed the first upcard, or drew from the stock over it).

    Feed it every view (it copes with missed steps, but sees most with all of them).
    """

    def __init__(self) -> None:
        self._last: PlayerView | None = None
        self._by: dict[int, int] = {}  # card -> who discarded it this hand
        self._order: list[int] = []
        self._refused: set[int] = set()

    def reset(self) -> None:
        self._last = None
        self._by.clear()
        self._order.clear()
        self._refused.clear()

    @property
    def threw(self) -> list[Card]:
        me = self._last.player if self._last is not None else 0
        return [Card(c) for c in self._order if self._by.get(c) == 1 - me]

    @property
    def refused(self) -> list[Card]:
        return _sorted(self._refused)

    def update(self, view: PlayerView) -> None:
        last = self._last
        if last is None or (last.hand_number, last.first_upcard, last.player, last.dealer) != (
            view.hand_number, view.first_upcard, view.player, view.dealer
        ):
            self.reset()
            self._last = view
            return
        opponent = 1 - view.player
        old, new = last.discard_pile, view.discard_pile
        k = 0
        while k < min(len(old), len(new)) and old[k] == new[k]:
            k += 1
        added = list(new[k:])
        if added:
            if len(added) == 1 and last.phase is Phase.DISCARD:
                who = [last.to_play]
            else:  # missed steps: discards alternate, the newest by the player who moved last
                top = 1 - view.to_play if view.phase is not Phase.DISCARD else view.to_play
                who = [top if (len(added) - 1 - i) % 2 == 0 else 1 - top for i in range(len(added))]
            for card, player in zip(added, who, strict=True):
                if card not in self._by:
                    self._order.append(card)
                self._by[card] = player
        # the opponent passed the upcard, or drew from the stock, with a card showing
        if last.to_play == opponent and last.phase in (Phase.UPCARD_OFFER, Phase.DRAW) and old and new == old \
                and view.stock_count <= last.stock_count and (view.phase, view.to_play) != (last.phase, last.to_play) \
                and old[-1] not in view.opponent_known:
            self._refused.add(old[-1])
        # a card of mine (or the first upcard) that the opponent's discard covered was refused
        for below, above in itertools.pairwise(new):
            if self._by.get(above) == opponent and self._by.get(below) != opponent:
                self._refused.add(below)
        self._refused -= set(view.opponent_known)
        self._last = view


def _tr(text: str) -> str:
    return QCoreApplication.translate("HintsPanel", text)


def describe_action(action: Action) -> str:
    """A move in words (for the hints panel)."""
    card = Card(action.card).symbol if action.card is not None else ""
    texts = {
        ActionKind.TAKE_UPCARD: _tr("Take the upcard"),
        ActionKind.PASS: _tr("Pass"),
        ActionKind.DRAW_STOCK: _tr("Draw from the stock"),
        ActionKind.DRAW_DISCARD: _tr("Take the discard"),
        ActionKind.DISCARD: _tr("Discard %1"),
        ActionKind.KNOCK: _tr("Knock, discarding %1"),
        ActionKind.BIG_GIN: _tr("Big gin: lay down all eleven cards"),
    }
    return texts[action.kind].replace("%1", card)


class HintsPanel(Panel):
    """Advice for this moment and why, your melds and deadwood, what you know of the
    opponent's hand, and the stock left."""

    def __init__(self, parent: QWidget | None = None,
                 hint_function: Callable[[PlayerView], Any] | None = None) -> None:
        super().__init__(parent, "hints", self.tr("Hints"))
        self.reads = OpponentReads()
        self._view: PlayerView | None = None
        self._hint_function = hint_function
        self._labels: dict[str, QLabel] = {}
        self._advice_box: QCheckBox | None = None
        self._asked: tuple[PlayerView, Action, str] | None = None

    def show_hint(self, action: Action, reason: str) -> None:
        """The advice the player asked for (the Hint key) for the current view; shown even
        when "Show the advice" is off, until the next move."""
        if self._view is not None:
            self._asked = (self._view, action, reason)
        self._refresh_if_built()

    def show_view(self, view: PlayerView | None) -> None:
        """The latest view of the player the panel advises (``None`` clears it)."""
        if view is None:
            self.reads.reset()
        else:
            self.reads.update(view)
        self._view = view
        self._refresh_if_built()

    @property
    def view(self) -> PlayerView | None:
        return self._view

    def advice(self) -> tuple[Action, str] | None:
        """The hint for the current view: ``ginqt.hints.hint`` (imported when first needed), or ``None``."""
        view = self._view
        if view is None or not view.my_turn or not view.legal_actions:
            return None
        if self._asked is not None and self._asked[0] is view:
            return self._asked[1], self._asked[2]
        function = self._hint_function
        if function is None:
            try:
                from ginqt.hints import hint
            except Exception:
                return None
            function = hint
        try:
            result = function(view)
        except Exception:
            return None
        if isinstance(result, tuple):
            action, reason = result
        else:
            action, reason = result.action, result.reason
        return action, str(reason)

    def create_widget(self) -> QWidget:
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)

        def group(title: str, rows: Sequence[tuple[str, str]]) -> QGroupBox:
            box = QGroupBox(title, body)
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for key, text in rows:
                label = QLabel(box)
                label.setObjectName(key)
                label.setWordWrap(True)
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self._labels[key] = label
                if text:
                    form.addRow(text, label)
                else:
                    form.addRow(label)
            layout.addWidget(box)
            return box

        advice = group(self.tr("Advice"), [("advice", ""), ("reason", "")])
        self._advice_box = QCheckBox(self.tr("Show the advice"), advice)
        self._advice_box.setChecked(True)
        self._advice_box.toggled.connect(lambda _on: self.refresh())
        form = advice.layout()
        assert isinstance(form, QFormLayout)
        form.insertRow(0, self._advice_box)
        group(self.tr("Your hand"), [("melds", self.tr("Melds:")), ("deadwood", self.tr("Deadwood:")),
                                     ("knock", self.tr("Knock at:"))])
        group(self.tr("Your opponent"), [("holds", self.tr("Holds:")), ("threw", self.tr("Threw:")),
                                         ("refused", self.tr("Refused:")), ("count", self.tr("Cards:"))])
        group(self.tr("Table"), [("stock", self.tr("Stock:")), ("upcard", self.tr("Upcard:"))])
        layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        return scroll

    def label(self, key: str) -> QLabel:
        """One of the panel's value labels (for tests): advice, reason, melds, deadwood, knock,
        holds, threw, refused, count, stock, upcard."""
        self.ensure_built()
        return self._labels[key]

    def refresh(self) -> None:
        labels = self._labels
        view = self._view
        if view is None:
            for label in labels.values():
                label.setText("")
            labels["advice"].setText(self.tr("No game"))
            return
        asked = self._asked is not None and self._asked[0] is view
        show = asked or self._advice_box is None or self._advice_box.isChecked()
        advice = self.advice() if show else None
        if advice is not None:
            labels["advice"].setText(f"<b>{html.escape(describe_action(advice[0]))}</b>")
            labels["reason"].setText(html.escape(advice[1]))
            labels["reason"].setVisible(bool(advice[1]))
        else:
            if view.phase is Phase.OVER:
                text = self.tr("The hand is over")
            elif not view.my_turn:
                text = self.tr("Your opponent is playing")
            elif self._advice_box is not None and not self._advice_box.isChecked():
                text = self.tr("Advice hidden")
            else:
                text = self.tr("No advice available")
            labels["advice"].setText(html.escape(text))
            labels["reason"].setText("")
            labels["reason"].setVisible(False)
        result = best_melds(view.hand)
        melds = [cards_html(_sorted(meld)) for meld in result.melds]
        labels["melds"].setText("<br>".join(melds) if melds else html.escape(self.tr("none yet")))
        labels["deadwood"].setText(f"<b>{result.deadwood}</b>: {cards_html(_sorted(result.deadwood_cards))}"
                                   if result.deadwood else "<b>0</b>")
        if not view.rules.knocking or view.knock_limit == 0:
            knock = self.tr("gin only")
        else:
            knock = self.tr("%1 or less").replace("%1", str(view.knock_limit))
        if view.multiplier != 1:
            knock += self.tr(" (points ×%1)").replace("%1", str(view.multiplier))
        labels["knock"].setText(html.escape(knock))
        labels["holds"].setText(cards_html(_sorted(view.opponent_known)))
        labels["threw"].setText(cards_html(self.reads.threw))
        labels["refused"].setText(cards_html(self.reads.refused))
        labels["count"].setText(str(view.opponent_card_count))
        labels["stock"].setText(self.tr("%1 cards").replace("%1", str(view.stock_count)))
        labels["upcard"].setText(cards_html([view.upcard] if view.upcard is not None else []))


# -- statistics -------------------------------------------------------------------------------


class TallyLike(Protocol):
    """The hand counts :class:`StatisticsPanel` shows (``ginqt.storage.HandTally``)."""

    @property
    def hands(self) -> int: ...
    @property
    def dead(self) -> int: ...
    @property
    def gins(self) -> int: ...
    @property
    def knocks(self) -> int: ...
    @property
    def undercuts_given(self) -> int: ...
    @property
    def undercuts_taken(self) -> int: ...


class GameLike(Protocol):
    """One game of a player's history (``ginqt.storage.GameEntry``)."""

    @property
    def outcome(self) -> str: ...  # "won", "lost" or "drawn"
    @property
    def score(self) -> int: ...
    @property
    def opponent_score(self) -> int: ...
    @property
    def net(self) -> int: ...
    @property
    def hands(self) -> int: ...
    @property
    def date(self) -> str: ...
    @property
    def average(self) -> float: ...


class StatsLike(Protocol):
    """One player's statistics as :class:`StatisticsPanel` reads them (``ginqt.storage.PlayerStats``)."""

    @property
    def name(self) -> str: ...
    @property
    def games_won(self) -> int: ...
    @property
    def games_lost(self) -> int: ...
    @property
    def games_drawn(self) -> int: ...
    @property
    def hands_played(self) -> int: ...
    @property
    def average_per_hand(self) -> float: ...
    @property
    def current_streak(self) -> int: ...
    @property
    def longest_win_streak(self) -> int: ...
    @property
    def longest_loss_streak(self) -> int: ...
    @property
    def tally(self) -> TallyLike: ...
    @property
    def best_game(self) -> GameLike | None: ...
    @property
    def games(self) -> Sequence[GameLike]: ...


class ResultsChart(QWidget):
    """A small bar chart of game results over time: one bar per game, the net score,
    up and green for a win, down and red for a loss (the latest :attr:`MAX_GAMES`)."""

    MAX_GAMES = 40
    WIN = QColor("#2e8b47")
    LOSS = QColor("#c8102e")
    DRAW = QColor("#888888")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._games: list[tuple[int, str]] = []
        self.setMinimumHeight(90)
        self.setToolTip(self.tr("Net score of each game, oldest on the left"))

    def set_games(self, games: Iterable[tuple[int, str]]) -> None:
        """(net score, outcome) per game, oldest first."""
        self._games = list(games)[-self.MAX_GAMES:]
        self.update()

    @property
    def games(self) -> list[tuple[int, str]]:
        return list(self._games)

    def sizeHint(self) -> QSize:
        return QSize(240, 110)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 90)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.drawRect(rect)
        if not self._games:
            painter.setPen(palette.text().color())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            painter.end()
            return
        peak = max(1, *(abs(net) for net, _ in self._games))
        inner = rect.adjusted(4, 6, -4, -6)
        zero = inner.center().y()
        half = inner.height() / 2
        painter.setPen(QPen(palette.mid().color(), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(inner.left(), zero), QPointF(inner.right(), zero))
        slot = inner.width() / self.MAX_GAMES
        width = max(2.0, slot * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        start = inner.right() - slot * len(self._games)
        for i, (net, outcome) in enumerate(self._games):
            colour = self.WIN if outcome == "won" else self.LOSS if outcome == "lost" else self.DRAW
            height = max(2.0, abs(net) / peak * half)
            x = start + slot * i + (slot - width) / 2
            y = zero - height if net >= 0 else zero
            if outcome == "lost" and net > 0:  # should not happen; still draw downwards
                y = zero
            painter.setBrush(colour)
            painter.drawRect(QRectF(x, y, width, height))
        painter.end()


class StatisticsPanel(Panel):
    """The current player's statistics: games won and lost, hands, gins, knocks, undercuts,
    average per hand, best game, streaks, and a chart of results over time."""

    FIELDS = ("player", "games", "won", "lost", "hands", "gins", "undercuts", "average", "best", "streak")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "statistics", self.tr("Statistics"))
        self._stats: StatsLike | None = None
        self._name = ""
        self._kept = True
        self._labels: dict[str, QLabel] = {}
        self._note: QLabel | None = None
        self._figures: QWidget | None = None
        self.chart: ResultsChart | None = None

    def show_stats(self, stats: StatsLike | None, name: str = "") -> None:
        """Show one player's statistics (``None``: ``name`` has no game recorded yet)."""
        self._stats = stats
        self._name = stats.name if stats is not None else name
        self._kept = True
        self._refresh_if_built()

    def show_not_kept(self) -> None:
        """Say that no statistics are kept (the program runs without a data folder)."""
        self._stats = None
        self._name = ""
        self._kept = False
        self._refresh_if_built()

    @property
    def kept(self) -> bool:
        return self._kept

    def note(self) -> QLabel:
        """The line shown instead of the figures when there are none (for tests)."""
        self.ensure_built()
        assert self._note is not None
        return self._note

    @property
    def stats(self) -> StatsLike | None:
        return self._stats

    def create_widget(self) -> QWidget:
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self._note = QLabel(body)
        self._note.setObjectName("note")
        self._note.setWordWrap(True)
        layout.addWidget(self._note)
        figures = QWidget(body)
        form = QFormLayout(figures)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        titles = {
            "player": self.tr("Player:"),
            "games": self.tr("Games played:"),
            "won": self.tr("Won:"),
            "lost": self.tr("Lost:"),
            "hands": self.tr("Hands played:"),
            "gins": self.tr("Gins, knocks:"),
            "undercuts": self.tr("Undercuts:"),
            "average": self.tr("Average per hand:"),
            "best": self.tr("Best game:"),
            "streak": self.tr("Streaks:"),
        }
        for key in self.FIELDS:
            label = QLabel(figures)
            label.setObjectName(key)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._labels[key] = label
            form.addRow(titles[key], label)
        self.chart = ResultsChart(figures)  # the chart first, under the name: it shows at a glance
        self.chart.setAccessibleName(self.tr("Results over time"))
        form.insertRow(1, self.chart)
        layout.addWidget(figures)
        layout.addStretch(1)
        self._figures = figures
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        return scroll

    def label(self, key: str) -> QLabel:
        """One of the value labels (for tests); keys are :attr:`FIELDS`."""
        self.ensure_built()
        return self._labels[key]

    def refresh(self) -> None:
        stats = self._stats
        labels = self._labels
        note, figures = self._note, self._figures
        assert note is not None and figures is not None
        if stats is None:
            for label in labels.values():
                label.setText("–")
            labels["player"].setText(self._name or "–")
            if not self._kept:
                note.setText(self.tr("No statistics are kept: GinQt runs without a data folder."))
            else:
                note.setText(self.tr("No game recorded yet. Statistics appear here after your first game."))
            note.show()
            figures.setVisible(False)
            if self.chart is not None:
                self.chart.set_games([])
            return
        note.hide()
        figures.setVisible(True)
        tally = stats.tally
        played = stats.games_won + stats.games_lost + stats.games_drawn

        def percent(part: int) -> str:
            return f"{part} ({100 * part / played:.0f}%)" if played else str(part)

        labels["player"].setText(stats.name)
        games = str(played)
        if stats.games_drawn:
            games += self.tr(" (%1 drawn)").replace("%1", str(stats.games_drawn))
        labels["games"].setText(games)
        labels["won"].setText(percent(stats.games_won))
        labels["lost"].setText(percent(stats.games_lost))
        hands = str(stats.hands_played)
        if tally.dead:
            hands += self.tr(" (%1 dead)").replace("%1", str(tally.dead))
        labels["hands"].setText(hands)
        gins = self.tr("1 gin") if tally.gins == 1 else self.tr("%1 gins").replace("%1", str(tally.gins))
        knocks = self.tr("1 knock") if tally.knocks == 1 else self.tr("%1 knocks").replace("%1", str(tally.knocks))
        labels["gins"].setText(f"{gins}, {knocks}")
        labels["undercuts"].setText(self.tr("%1 given, %2 taken").replace("%1", str(tally.undercuts_given))
                                    .replace("%2", str(tally.undercuts_taken)))
        labels["average"].setText(f"{stats.average_per_hand:.1f}")
        best = stats.best_game
        if best is None:
            labels["best"].setText("–")
        else:
            labels["best"].setText(self.tr("%1 to %2 in %3 hands (%4 a hand), %5").replace("%1", str(best.score))
                                   .replace("%2", str(best.opponent_score)).replace("%3", str(best.hands))
                                   .replace("%4", f"{best.average:.1f}").replace("%5", best.date[:10]))
        streak = stats.current_streak
        if streak > 0:
            text = self.tr("now %1 won").replace("%1", str(streak))
        elif streak < 0:
            text = self.tr("now %1 lost").replace("%1", str(-streak))
        else:
            text = self.tr("now none")
        text += self.tr("; longest %1 won, %2 lost").replace("%1", str(stats.longest_win_streak)).replace(
            "%2", str(stats.longest_loss_streak))
        labels["streak"].setText(text)
        if self.chart is not None:
            self.chart.set_games((game.net, game.outcome) for game in stats.games)


# -- installing -------------------------------------------------------------------------------


@dataclass
class Docks:
    """The three panels of a main window, and their View-menu toggles."""

    statistics: StatisticsPanel
    hints: HintsPanel
    history: ScoreHistoryPanel

    def panels(self) -> tuple[Panel, ...]:
        return (self.hints, self.history, self.statistics)

    def toggle_actions(self) -> list[QAction]:
        return [panel.toggleViewAction() for panel in self.panels()]

    def update(self, match: Match | None, names: tuple[str, str] | None = None, player: int = 0,
               outcome: OutcomeLike | None = None) -> None:
        """Show ``match`` in the score history and ``player``'s view of it in the hints panel."""
        self.history.set_match(match, names, outcome)
        self.hints.show_view(match.view(player) if match is not None else None)

    def show_stats(self, stats: StatsLike | None, name: str = "") -> None:
        self.statistics.show_stats(stats, name)


def install_docks(window: QMainWindow, menu: QMenu,
                  hint_function: Callable[[PlayerView], Any] | None = None,
                  shortcuts: Sequence[str] = ()) -> Docks:
    """Make the hints, score-history and statistics panels, dock them in ``window`` and add a
    toggle for each to ``menu`` (with ``shortcuts``, in that order).

    The default layout: the hints above the score history on the right, the statistics in a
    tab behind the score history.  Call this before ``window.restoreState(...)`` so the saved
    layout finds the panels by name.  The panels fill themselves in when first shown.
    """
    hints = HintsPanel(window, hint_function)
    history = ScoreHistoryPanel(window)
    statistics = StatisticsPanel(window)
    right = Qt.DockWidgetArea.RightDockWidgetArea
    window.addDockWidget(right, hints)
    window.addDockWidget(right, history)
    window.tabifyDockWidget(history, statistics)
    history.raise_()
    window.resizeDocks([hints], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    window.resizeDocks([hints, history], [3, 2], Qt.Orientation.Vertical)
    docks = Docks(statistics, hints, history)
    menu.addSeparator()
    for action, key in itertools.zip_longest(docks.toggle_actions(), shortcuts):
        if action is None:
            break
        if key:
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        menu.addAction(action)
        window.addAction(action)
    return docks
