"""The statistics panel: the current player's games, hands, gins, knocks, undercuts,
average per hand, best game, streaks, and a chart of results over time."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from ginqt.ui.panels.base import Panel
from ginqt.ui.text import local_date, number_text, shown_name

if TYPE_CHECKING:
    from ginqt.storage import PlayerStats
    from ginqt.storage.friends import FriendTally

__all__ = ["ResultsChart", "StatisticsPanel"]

class ResultsChart(QWidget):
    """A small bar chart of game results over time: one bar per game, the net score, up and green
    for a win, down and red for a loss (the latest :attr:`MAX_GAMES`), with its scale on the left
    (the largest margin up and down) and a key underneath."""

    MAX_GAMES = 40
    WIN = QColor("#2e8b47")
    LOSS = QColor("#c8102e")
    DRAW = QColor("#888888")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._games: list[tuple[int, str]] = []
        self.setMinimumHeight(110)
        self.setToolTip(self.tr("The margin of each game, oldest on the left: up and green a game won, "
                                "down and red a game lost"))

    def set_games(self, games: Iterable[tuple[int, str]]) -> None:
        """(net score, outcome) per game, oldest first."""
        self._games = list(games)[-self.MAX_GAMES:]
        self.update()

    @property
    def games(self) -> list[tuple[int, str]]:
        return list(self._games)

    def scale_texts(self) -> tuple[str, str, str]:
        """The scale's labels, top to bottom: the largest win's margin, 0, the largest loss's."""
        peak = max([1, *(abs(net) for net, _ in self._games)])
        return f"+{peak}", "0", f"−{peak}"

    def key_texts(self) -> tuple[str, str, str]:
        """The key under the bars: won, lost, and which way time runs."""
        return self.tr("won"), self.tr("lost"), self.tr("oldest → latest")

    def sizeHint(self) -> QSize:
        return QSize(240, 130)

    def minimumSizeHint(self) -> QSize:
        return QSize(140, 110)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        metrics = self.fontMetrics()
        painter.fillRect(self.rect(), palette.window())
        top, zero_text, bottom = self.scale_texts()
        margin = max(metrics.horizontalAdvance(text) for text in (top, bottom)) + 6
        key_height = metrics.height() + 4
        rect = QRectF(self.rect()).adjusted(margin, 2, -2, -key_height)
        painter.fillRect(rect, palette.base())
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.drawRect(rect)
        self._paint_key(painter, QRectF(margin, rect.bottom() + 2, rect.width(), key_height))
        if not self._games:
            painter.setPen(palette.text().color())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            painter.end()
            return
        inner = rect.adjusted(4, 6, -4, -6)
        zero = inner.center().y()
        half = inner.height() / 2
        painter.setPen(palette.text().color())
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for text, y in ((top, inner.top()), (zero_text, zero), (bottom, inner.bottom())):
            painter.drawText(QRectF(0, y - metrics.height() / 2, margin - 4, metrics.height()), right, text)
        painter.setPen(QPen(palette.mid().color(), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(inner.left(), zero), QPointF(inner.right(), zero))
        self._paint_bars(painter, inner, zero, half)
        painter.end()

    def _paint_bars(self, painter: QPainter, inner: QRectF, zero: float, half: float) -> None:
        peak = max([1, *(abs(net) for net, _ in self._games)])
        slot = inner.width() / self.MAX_GAMES
        width = max(2.0, slot * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        start = inner.right() - slot * len(self._games)
        for i, (net, outcome) in enumerate(self._games):
            colour = self.WIN if outcome == "won" else self.LOSS if outcome == "lost" else self.DRAW
            height = max(2.0, abs(net) / peak * half)
            x = start + slot * i + (slot - width) / 2
            y = zero - height if net >= 0 and outcome != "lost" else zero
            painter.setBrush(colour)
            painter.drawRect(QRectF(x, y, width, height))

    def _paint_key(self, painter: QPainter, rect: QRectF) -> None:
        """Won (green), lost (red), and which way time runs."""
        won, lost, time = self.key_texts()
        metrics = self.fontMetrics()
        x = rect.left()
        box = metrics.ascent() * 0.7
        for text, colour in ((won, self.WIN), (lost, self.LOSS)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRect(QRectF(x, rect.center().y() - box / 2, box, box))
            x += box + 3
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(x, rect.top(), rect.right() - x, rect.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            x += metrics.horizontalAdvance(text) + 8
        painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, time)


#: The friends the panel lists, the latest played first.
FRIENDS_SHOWN = 8


class StatisticsPanel(Panel):
    """The current player's statistics: games won and lost, hands, gins, knocks, undercuts,
    average per hand, best game, streaks, and a chart of results over time."""

    FIELDS = ("player", "games", "won", "lost", "hands", "gins", "undercuts", "average", "best", "streak", "accuracy")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "statistics", self.title())
        self._stats: PlayerStats | None = None
        self._name = ""
        self._kept = True
        self._labels: dict[str, QLabel] = {}
        self._note: QLabel | None = None
        self._figures: QWidget | None = None
        self._friends: list[FriendTally] = []
        self._friends_label: QLabel | None = None
        self.chart: ResultsChart | None = None

    def show_stats(self, stats: PlayerStats | None, name: str = "") -> None:
        """Show one player's statistics (``None``: ``name`` has no game recorded yet)."""
        self._stats = stats
        self._name = stats.name if stats is not None else name
        self._kept = True
        self.refresh_if_built()

    def show_friends(self, tallies: Sequence[FriendTally]) -> None:
        """Show the games against friends, apart from the computer's (the latest friend first)."""
        self._friends = list(tallies)
        self.refresh_if_built()

    def friends_label(self) -> QLabel:
        """The games against friends (for tests)."""
        self.ensure_built()
        assert self._friends_label is not None
        return self._friends_label

    def show_not_kept(self) -> None:
        """Say that no statistics are kept (the program runs without a data folder)."""
        self._stats = None
        self._name = ""
        self._kept = False
        self.refresh_if_built()

    @property
    def kept(self) -> bool:
        return self._kept

    def note(self) -> QLabel:
        """The line shown instead of the figures when there are none (for tests)."""
        self.ensure_built()
        assert self._note is not None
        return self._note

    @property
    def stats(self) -> PlayerStats | None:
        return self._stats

    def title(self) -> str:
        return self.tr("Statistics")

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
            "accuracy": self.tr("Accuracy:"),
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
        self._friends_label = QLabel(body)
        self._friends_label.setObjectName("friends")
        self._friends_label.setWordWrap(True)
        self._friends_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self._friends_label)
        layout.addStretch(1)
        self._figures = figures
        return self.scrolling(body)

    def label(self, key: str) -> QLabel:
        """One of the value labels (for tests); keys are :attr:`FIELDS`."""
        self.ensure_built()
        return self._labels[key]

    def refresh(self) -> None:
        self._show_friends()
        stats = self._stats
        labels = self._labels
        note, figures = self._note, self._figures
        assert note is not None and figures is not None
        if stats is None:
            for label in labels.values():
                label.setText("–")
            labels["player"].setText(shown_name(self._name) if self._name else "–")
            if not self._kept:
                note.setText(self.tr("No statistics are kept: GinQt runs without a data folder."))
            elif self._friends:
                note.setText(self.tr("No game against the computer recorded yet."))
            else:
                note.setText(self.tr("No game recorded yet. Statistics appear here after your first game."))
            note.show()
            figures.setVisible(False)
            if self.chart is not None:
                self.chart.set_games([])
            return
        note.hide()
        figures.setVisible(True)
        self._show_figures(stats)
        if self.chart is not None:
            self.chart.set_games((game.net, game.outcome) for game in stats.games)

    def _show_friends(self) -> None:
        label = self._friends_label
        assert label is not None
        label.setVisible(bool(self._friends))
        lines = [self.tr("Against friends:")]
        for tally in self._friends[:FRIENDS_SHOWN]:
            line = self.tr("%1: won %2, lost %3 of %4").replace("%1", shown_name(tally.name))
            line = line.replace("%2", str(tally.won)).replace("%3", str(tally.lost)).replace("%4", str(tally.played))
            if tally.abandoned:
                line += self.tr(" (%1 abandoned)").replace("%1", str(tally.abandoned))
            lines.append(line)
        label.setText("\n".join(lines))

    def _show_figures(self, stats: PlayerStats) -> None:
        labels = self._labels
        tally = stats.tally
        played = stats.games_played

        def percent(part: int) -> str:
            return f"{part} ({100 * part / played:.0f}%)" if played else str(part)

        labels["player"].setText(shown_name(stats.name))
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
        gins = self.tr("%n gins", "", tally.gins)
        knocks = self.tr("%n knocks", "", tally.knocks)
        labels["gins"].setText(f"{gins}, {knocks}")
        labels["undercuts"].setText(self.tr("%1 given, %2 taken").replace("%1", str(tally.undercuts_given))
                                    .replace("%2", str(tally.undercuts_taken)))
        labels["average"].setText(number_text(stats.average_per_hand))
        best = stats.best_game
        if best is None:
            labels["best"].setText("–")
        else:
            labels["best"].setText(self.tr("%1 to %2 in %n hands (%4 a hand), %5", "", best.hand_count)
                                   .replace("%1", str(best.score)).replace("%2", str(best.opponent_score))
                                   .replace("%4", number_text(best.average)).replace("%5", local_date(best.date)))
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
        accuracy = stats.accuracy
        labels["accuracy"].setText("–" if accuracy is None else self.tr("%1% in %n reviewed games", "",
                                                                                len(stats.reviews)).replace(
            "%1", f"{100 * accuracy:.0f}"))

