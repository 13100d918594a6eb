"""The replay viewer: a recorded game on the same table, both hands face up, move by move.

:class:`ReplayWindow` shows a :class:`~ginqt.records.replay.ReplayCursor`'s step with
the live game's own parts: :func:`~ginqt.ui.table.snapshot.take_snapshot` of the step's seat
view (both hands open: every card of a record is public) and the
:class:`~ginqt.ui.table.painter.TablePainter`.  Keys: ← → a move,
Home End the first and last, PageUp PageDown a hand, Space plays and pauses at the
game's own pace (a card's move and the computer's pause).  The score history dock lists
the hands; a click on one goes to its deal.  The review dock (:mod:`ginqt.ui.replay.review`)
is added by the caller when the game had a person in it.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QHeaderView, QLabel, QMainWindow, QStyle, QTableView, QToolBar, QWidget

from ginqt.engine import Action, ActionKind
from ginqt.play.session import OPPONENT
from ginqt.preferences import Preferences
from ginqt.records import RecordedGame
from ginqt.records.replay import ReplayCursor
from ginqt.records.review import Decision
from ginqt.ui import text
from ginqt.ui.game.narrator import Narrator
from ginqt.ui.geometry import fit_screen
from ginqt.ui.panels.history_model import ScoreHistoryModel
from ginqt.ui.panels.manager import table_share
from ginqt.ui.replay.review import ReviewPanel
from ginqt.ui.table.painter import TablePainter
from ginqt.ui.table.scene import TableScene
from ginqt.ui.table.snapshot import Look, TableGame, TableSnapshot, take_snapshot
from ginqt.ui.table.theme import text_scale
from ginqt.ui.table.view import TableView
from ginqt.ui.text.speech import sentences_text, spoken
from ginqt.variants import MatchScoring

__all__ = ["ReplayWindow"]


class ReplayWindow(QMainWindow):
    """One recorded game on the table (see the module's description)."""

    reviewed = Signal(object)  #: the review of :attr:`review_player`'s decisions is done (a ``Review``)

    def __init__(self, game: RecordedGame, prefs: Preferences, scoring: MatchScoring | None = None,
                 parent: QWidget | None = None, review_player: int | None = None) -> None:
        super().__init__(parent)
        self.game_cursor = ReplayCursor(game, scoring)  # ReplayError: the caller says why
        self.game = game
        self.prefs = prefs
        self.names = (text.shown_name(game.players[0].name), text.shown_name(game.players[1].name))  # "You": "Du"
        self.look = Look()
        #: what the table shows at a step, beyond the game itself (the review's best move)
        self.hint_at: dict[int, tuple[Action, str]] = {}
        self.setWindowTitle(self.tr("Replay: %1 – %2, %3").replace("%1", self.names[0])
                            .replace("%2", self.names[1]).replace("%3", text.local_date(game.started)))
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.view.setAccessibleName(self.tr("Replayed table"))
        self.painter = TablePainter(self.scene)
        self.scene.sizeChanged.connect(lambda _size: self.show_step())  # the table took the window's shape
        self.snapshot: TableSnapshot | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._play_step)
        self._toolbar()
        self._history_dock()
        self.review: ReviewPanel | None = None
        if review_player is not None:
            self._review_dock(review_player)
        self.resize(fit_screen(QSize(1200, 800), parent))  # never taller than a laptop's 1366 x 768
        self.show_step()

    # -- the parts ------------------------------------------------------------------------------

    def _toolbar(self) -> None:
        bar = QToolBar(self.tr("Replay"), self)
        bar.setObjectName("replay-toolbar")
        self.addToolBar(bar)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.actions_by_name: dict[str, QAction] = {}
        icons = QStyle.StandardPixmap
        cursor = self.game_cursor
        for name, label, keys, icon, slot in (
                ("first", self.tr("First"), ["Home"], icons.SP_MediaSkipBackward, cursor.first),
                ("previous-hand", self.tr("Hand"), ["PgUp"], icons.SP_MediaSeekBackward, cursor.previous_hand),
                ("back", self.tr("Move"), ["Left"], icons.SP_ArrowLeft, cursor.back),
                ("play", self.tr("Play"), ["Space"], icons.SP_MediaPlay, None),
                ("forward", self.tr("Move"), ["Right"], icons.SP_ArrowRight, cursor.forward),
                ("next-hand", self.tr("Hand"), ["PgDown"], icons.SP_MediaSeekForward, cursor.next_hand),
                ("last", self.tr("Last"), ["End"], icons.SP_MediaSkipForward, cursor.last)):
            action = bar.addAction(self.style().standardIcon(icon), label)
            action.setShortcuts([QKeySequence(key) for key in keys])
            action.setToolTip(f"{label} ({', '.join(keys)})")
            self.actions_by_name[name] = action
            if slot is None:
                action.triggered.connect(lambda _checked=False: self.toggle_play())
            else:
                action.triggered.connect(lambda _checked=False, slot=slot, name=name: self._move(slot, name))
        self.position = QLabel(self)
        bar.addSeparator()
        bar.addWidget(self.position)

    def _history_dock(self) -> None:
        self.history = ScoreHistoryModel(self)
        self.history.set_game(self.game_cursor.hand_records, self.names, self.game_cursor.outcome)
        self.history_view = QTableView(self)
        self.history_view.setModel(self.history)
        self.history_view.setAccessibleName(self.tr("Score history"))
        self.history_view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.history_view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.history_view.verticalHeader().hide()
        self.history_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.history_view.resizeColumnsToContents()
        self.history_view.clicked.connect(self._history_clicked)
        dock = QDockWidget(self.tr("Score history"), self)
        self.history_view.setToolTip(self.tr("Click a hand to go to its deal"))
        dock.setObjectName("replay-history")
        dock.setWidget(self.history_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        width = self.history_view.horizontalHeader().length() + 2 * self.history_view.frameWidth() + 24
        self.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        self.history_dock = dock

    def _review_dock(self, player: int) -> None:
        self.review = ReviewPanel(self.game, player, self)
        self.review.mistakeChosen.connect(self.show_advice)
        self.review.reviewed.connect(self.reviewed)
        dock = QDockWidget(self.tr("Review"), self)
        dock.setObjectName("replay-review")
        dock.setWidget(self.review)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.review_dock = dock

    def show_advice(self, decision: Decision) -> None:
        """Go to a reviewed decision: the expert's move marked on the table, and why it was better."""
        why = text.why_better_text(decision.best, decision.chosen)
        self.hint_at[decision.step] = (decision.best.action, text.advice_text(decision.best.action, why))
        self.go_to(decision.step)

    def _history_clicked(self, index: QModelIndex) -> None:
        number = self.history.data(self.history.index(index.row(), ScoreHistoryModel.HAND),
                                   Qt.ItemDataRole.UserRole)
        if isinstance(number, int) and 1 <= number <= self.game_cursor.hand_count:
            self.pause()
            self.game_cursor.to_hand(number - 1)
            self.show_step()

    # -- moving ---------------------------------------------------------------------------------

    def _move(self, slot: object, name: str) -> None:
        if name != "forward":
            self.pause()
        if callable(slot) and slot():
            self.show_step(animate=name in ("forward", "back"))

    def go_to(self, index: int) -> None:
        """Show step ``index`` (the review's mistakes jump here)."""
        self.pause()
        self.game_cursor.go(index)
        self.show_step()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
        else:
            if self.game_cursor.index == len(self.game_cursor.steps) - 1:
                self.game_cursor.first()
                self.show_step()
            self.timer.start(self.play_interval())
            self._play_button(playing=True)

    def pause(self) -> None:
        self.timer.stop()
        self._play_button(playing=False)

    def _play_button(self, playing: bool) -> None:
        action = self.actions_by_name["play"]
        action.setText(self.tr("Pause") if playing else self.tr("Play"))
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        action.setIcon(self.style().standardIcon(icon))

    def play_interval(self) -> int:
        """A step at the game's own pace: a card's move and the computer's pause (at least 0.2 s)."""
        return max(200, self.prefs.animation_ms + self.prefs.computer_delay_ms)

    def _play_step(self) -> None:
        if self.game_cursor.forward():
            self.show_step(animate=True)
        else:
            self.pause()

    # -- drawing --------------------------------------------------------------------------------

    def show_step(self, animate: bool = False) -> None:
        """Draw the game as it was at the cursor."""
        cursor = self.game_cursor
        over = cursor.over
        game = TableGame(self.names, cursor.variant, over, cursor.outcome if over else None, cursor.result,
                         self.game.assisted)  # the players by their names
        table = take_snapshot(cursor.seat_view(), game, (), True, self.prefs, self._look())
        snapshot = self.snapshot = self._replay_texts(table)
        self.painter.draw(snapshot, self.prefs.animation_ms if animate else 0)
        hand, move = cursor.position
        self.position.setText(text.replay_position_text(hand + 1, cursor.hand_count, move, cursor.moves_in_hand()))
        # a screen reader hears where the replay is and the move just made (the table's words, cards as words)
        # (Qt sends the DescriptionChanged event itself: one per change)
        self.view.setAccessibleDescription(sentences_text([self.position.text(), spoken(snapshot.texts["turn"])]))
        self.history_view.selectRow(hand)

    def _look(self) -> Look:
        """The card the person's seat just drew shown apart; the red bar when the other seat took the pile."""
        cursor, action = self.game_cursor, self.game_cursor.action
        taken = cursor.mover == OPPONENT and action is not None and action.kind in (ActionKind.DRAW_DISCARD,
                                                                                    ActionKind.TAKE_UPCARD)
        hint = self.hint_at.get(cursor.index)
        return replace(self.look, size=self.scene.size, drawn=cursor.drawn, pile_taken_by=OPPONENT if taken else None,
                       hint=hint[0] if hint is not None else None,
                       hint_reason=hint[1] if hint is not None else "")

    def _replay_texts(self, snapshot: TableSnapshot) -> TableSnapshot:
        """The live table's texts and buttons, for a replay: what was just done, the deal's check, the keys."""
        cursor = self.game_cursor
        report = Narrator().report(cursor.events, demo=True) if cursor.events else None
        said = text.message_text(report, self.names) if report is not None else ""
        recorded, secret = cursor.hand, cursor.hand.secret
        # the live table's fairness seal: the fingerprint and the seed in its tooltip, not on the felt
        seal = (recorded.number, recorded.commitment, secret.seed if secret is not None else None,
                secret is not None and secret.matches(recorded.commitment or ""))
        status = text.live_deal_text(*seal) or text.unfair_deal_text(recorded.number)  # dealt before fair deals
        tip = text.deal_seal_tooltip(*seal)
        texts = dict(snapshot.texts)
        advice = self.hint_at.get(cursor.index)
        texts.update(turn=said, keys=text.replay_keys_text(), hint=advice[1] if advice is not None else "",
                     status=status, status_tip=tip, message="")
        result = snapshot.result
        if result is not None:
            last = cursor.step.hand == cursor.hand_count - 1
            result = replace(result, footer=text.replay_footer_text(last), buttons=())
        return replace(snapshot, texts=texts, buttons=(), numbers=(), focused_button=None, result=result)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The docks on the right give way as the main window's do: the table keeps its share of the width."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self.give_way)

    def give_way(self) -> None:
        """Narrow the open docks on the right to what :func:`~ginqt.ui.panels.manager.table_share` leaves them."""
        right = [dock for dock in self.findChildren(QDockWidget) if not dock.isHidden() and not dock.isFloating()
                 and self.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea]
        most = round(self.width() * (1 - table_share(text_scale(self.prefs.text_size))))
        for dock in right:
            dock.widget().setMinimumWidth(min(dock.widget().minimumSizeHint().width(), most - 8))
        if right and max(dock.width() for dock in right) > most:
            self.resizeDocks(right, [most] * len(right), Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.pause()
        if self.review is not None:
            self.review.wait()
        super().closeEvent(event)
