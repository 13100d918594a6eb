"""The review dock of the replay viewer: the expert's verdict on a player's decisions, off the GUI thread.

:class:`ReviewPanel` starts :func:`ginqt.records.review.review_game` in a :class:`ReviewThread`
(the decisions themselves go to worker processes), shows its progress with a bar and a
Cancel button, then the accuracy and the costliest mistakes, worded by :mod:`ginqt.ui.text`
from the analysis' figures.  A click on a mistake takes the table to that decision, the
expert's move marked and its reason said (:meth:`ReplayWindow.show_advice`).
"""

from __future__ import annotations

from threading import Event

from PySide6.QtCore import Qt, QThread, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ginqt.analysis import Effort
from ginqt.records import RecordedGame
from ginqt.records.review import MISTAKE_POINTS, Decision, Review, review_game
from ginqt.ui import text

__all__ = ["ReviewPanel", "ReviewThread"]


class ReviewThread(QThread):
    """Reviews one game off the GUI thread; :meth:`cancel` stops handing out decisions."""

    progressed = Signal(int, int)  #: decisions reviewed, decisions in all
    reviewed = Signal(object)  #: the :class:`~ginqt.records.review.Review` (partial after a cancel)
    failed = Signal(str)

    def __init__(self, game: RecordedGame, player: int, jobs: int = 2, effort: Effort | None = None) -> None:
        super().__init__()
        self.game, self.player, self.jobs, self.effort = game, player, jobs, effort
        self._stop = Event()

    def cancel(self) -> None:
        self._stop.set()

    def run(self) -> None:
        try:
            review = review_game(self.game, self.player, jobs=self.jobs, effort=self.effort,
                                 progress=self.progressed.emit, cancelled=self._stop.is_set)
        except Exception as error:  # a review must never take the viewer down
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.reviewed.emit(review)


class ReviewPanel(QWidget):
    """Review button, progress and Cancel, then the accuracy and the mistakes (see the module's description)."""

    mistakeChosen = Signal(object)  #: the :class:`~ginqt.records.review.Decision` clicked
    reviewed = Signal(object)  #: a finished :class:`~ginqt.records.review.Review`

    def __init__(self, game: RecordedGame, player: int, parent: QWidget | None = None, jobs: int = 2,
                 effort: Effort | None = None) -> None:
        super().__init__(parent)
        self.game, self.player, self.jobs = game, player, jobs
        self.effort = effort  #: the expert's effort per decision (None: as it plays)
        self.worker: ReviewThread | None = None
        self.review: Review | None = None
        layout = QVBoxLayout(self)
        self.summary = QLabel(text.review_question_text(game.players[player].name), self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("&Review the game"), self)
        self.cancel_button = QPushButton(self.tr("&Cancel"), self)
        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(self.tr("Review progress"))
        row.addWidget(self.start_button)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.mistakes = QListWidget(self)
        self.mistakes.setWordWrap(True)
        self.mistakes.setSpacing(4)
        self.mistakes.setAlternatingRowColors(True)
        self.mistakes.setAccessibleName(self.tr("The costliest mistakes"))
        layout.addWidget(self.mistakes, 1)
        self.start_button.clicked.connect(lambda _checked=False: self.start())  # not the effort: see start
        self.cancel_button.clicked.connect(self.cancel)
        self.mistakes.itemActivated.connect(self._chosen)
        self.mistakes.itemClicked.connect(self._chosen)
        self._busy(False)

    def _busy(self, busy: bool) -> None:
        self.start_button.setEnabled(not busy)
        self.cancel_button.setVisible(busy)
        self.progress.setVisible(busy)

    def start(self) -> None:
        """Review the game at :attr:`effort` (the decisions go to :attr:`jobs` worker processes).  It takes
        no argument: a button's ``clicked(checked)`` once arrived here as the effort, and every worker died."""
        if self.worker is not None:
            return
        self.mistakes.clear()
        self.progress.setRange(0, 0)
        self._busy(True)
        thread = self.worker = ReviewThread(self.game, self.player, self.jobs, self.effort)
        thread.progressed.connect(self._progressed)
        thread.reviewed.connect(self._reviewed)
        thread.failed.connect(self._failed)
        thread.finished.connect(self._thread_done)
        thread.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.cancel_button.setEnabled(False)

    def wait(self) -> None:
        """Stop the review and wait for it (the window is closing)."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _failed(self, why: str) -> None:
        self.summary.setText(self.tr("The review failed: %1").replace("%1", why))

    def _thread_done(self) -> None:
        self.worker = None
        self.cancel_button.setEnabled(True)
        self._busy(False)

    def _reviewed(self, review: Review) -> None:
        self.review = review
        self.summary.setText(text.review_summary_text(review.accuracy, len(review.decisions), review.points_lost,
                                                      review.complete, review.wanted, review.lost))
        self.mistakes.clear()
        for decision in review.mistakes():
            item = QListWidgetItem(self.describe(decision))
            item.setData(Qt.ItemDataRole.UserRole, decision)
            self.mistakes.addItem(item)
        if review.decisions and not review.mistakes():
            self.mistakes.addItem(self.tr("No costly mistake: every decision was within %1 points of the expert's.")
                                  .replace("%1", f"{MISTAKE_POINTS:g}"))
        if review.complete:
            self.reviewed.emit(review)

    @staticmethod
    def describe(decision: Decision) -> str:
        """A mistake in two sentences: what was played against the best, and why."""
        line = text.mistake_text(decision.hand + 1, decision.move + 1, decision.played, decision.best,
                                 decision.points_lost)
        return f"{line}\n{text.why_better_text(decision.best, decision.chosen)}"

    def _chosen(self, item: QListWidgetItem) -> None:
        decision = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(decision, Decision):
            self.mistakeChosen.emit(decision)
