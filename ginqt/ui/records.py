"""The records kept between games, in the window: the high-score list, the players dialog, the
statistics panel, the announcement of a new high score, and the past games (game records).

:class:`Records` opens the dialogs of :mod:`ginqt.ui.dialogs.high_scores` and
:mod:`ginqt.ui.dialogs.players`, hears of the games a
:class:`~ginqt.ui.game.keeper.GameKeeper` counts (:meth:`Records.attach`) and tells the
window through signals when the player changes.  Without storage nothing is kept and
it says so.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow

from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.storage import GameReport, Storage
from ginqt.ui.geometry import headless

if TYPE_CHECKING:  # the dialogs, the replay and the review are imported when first opened (a quicker start)
    from ginqt.records import RecordedGame
    from ginqt.records.folder import RecordFolder
    from ginqt.records.review import Review
    from ginqt.ui.dialogs.high_scores import HighScoresDialog
    from ginqt.ui.dialogs.past_games import PastGamesDialog
    from ginqt.ui.dialogs.players import PlayersDialog
    from ginqt.ui.game.keeper import GameKeeper
    from ginqt.ui.game.recorder import GameRecorder
    from ginqt.ui.panels.statistics import StatisticsPanel
    from ginqt.ui.replay.window import ReplayWindow

__all__ = ["Records"]


class Records(QObject):
    """The high scores and the players of one main window (see the module's description)."""

    playerChanged = Signal(str)  #: "Play as this player": the next game is played as this name

    def __init__(self, window: QMainWindow, storage: Storage | None, prefs: Preferences, panel: StatisticsPanel,
                 run_dialog: Callable[[QDialog], bool], high_scores_action: QAction,
                 source: PlayerSource | None = None) -> None:
        super().__init__(window)
        self.source = source if source is not None else PlayerSource(autoload=False)  #: variants, for replays
        self.window = window
        self.storage = storage
        self.prefs = prefs
        self.panel = panel
        self.run_dialog = run_dialog
        self.high_scores_action = high_scores_action
        self.high_scores_dialog: HighScoresDialog | None = None
        self.past_games_dialog: PastGamesDialog | None = None
        self._recorder: GameRecorder | None = None  #: the keeper's, once attached
        #: Open the high-score list by itself after a new high score; ``None``: when on a real screen.
        self.offer_high_scores: bool | None = None
        if storage is not None and storage.read_only:  # a permanent note while nothing can be saved
            label = QLabel(self.tr("Read-only data folder: nothing is saved"), window)
            label.setToolTip(str(storage.data_dir.data_path))
            window.statusBar().addPermanentWidget(label)

    def preferences_changed(self, old: Preferences, new: Preferences) -> None:
        """The window's preferences changed: another player's statistics when the name changed."""
        self.prefs = new
        if new.name != old.name:
            self.refresh_statistics()

    def need_storage(self, *actions: QAction) -> None:
        """Without storage, these menu actions are disabled, saying why."""
        if self.storage is not None:
            return
        why = self.tr("Nothing is kept: GinQt runs without a data folder")
        for action in actions:
            action.setEnabled(False)
            action.setToolTip(why)
            action.setStatusTip(why)

    def say(self, text: str, milliseconds: int = 8000) -> None:
        self.window.statusBar().showMessage(text, milliseconds)

    def show_high_scores(self, rank: int | None = None) -> HighScoresDialog | None:
        """The high-score list (non-modal), line ``rank`` or the most recent one highlighted."""
        if self.storage is None:
            self.say(self.tr("No high scores are kept: GinQt runs without a data folder"))
            return None
        from ginqt.ui.dialogs.high_scores import HighScoresDialog

        scores = self.storage.highscores.entries()
        if self.high_scores_dialog is None:
            self.high_scores_dialog = HighScoresDialog(scores, self.window, rank)
        else:
            self.high_scores_dialog.set_scores(scores, rank)
        self.high_scores_dialog.show()
        self.high_scores_dialog.raise_()
        return self.high_scores_dialog

    def show_players(self) -> None:
        """The players in the statistics (modal): look, delete one, or play as one."""
        if self.storage is None:
            self.say(self.tr("No statistics are kept: GinQt runs without a data folder"))
            return
        self.run_dialog(self.players_dialog())

    def open_replay(self, path: Path) -> ReplayWindow | None:
        """A game record in the replay viewer (a dialog says why when it cannot be shown); a finished
        review of the person's decisions goes into their statistics."""
        from ginqt.ui.replay.opening import open_replay

        window = open_replay(path, self.prefs, self.source, self.window)
        if window is not None:
            window.reviewed.connect(lambda review: self._keep_review(window.game, review))
        return window

    def _keep_review(self, game: RecordedGame, review: Review) -> None:
        if self.storage is None or not game.players[review.player].person:
            return
        from ginqt.storage.results import ReviewedGame

        name = game.players[review.player].name
        kept = ReviewedGame(game.game_id, game.started, review.accuracy, len(review.decisions), review.points_lost)
        if self.storage.stats.add_review(name, kept) is not None:
            self.refresh_statistics()

    def players_dialog(self) -> PlayersDialog:
        """The players dialog, its "Play as" and "Delete…" wired to the window's player."""
        from ginqt.ui.dialogs.players import PlayersDialog

        assert self.storage is not None
        dialog = PlayersDialog(self.storage, self.prefs.name, self.window)
        dialog.playAs.connect(self.playerChanged)
        dialog.playerDeleted.connect(self._player_deleted)
        return dialog

    def _player_deleted(self, name: str) -> None:
        if " ".join(self.prefs.name.split()).casefold() == name.casefold():
            self.refresh_statistics()  # the current player starts again from zero

    def refresh_statistics(self) -> None:
        """Show the current player's statistics again."""
        if self.storage is None:
            self.panel.show_not_kept()
            return
        name = self.prefs.name
        self.panel.show_stats(self.storage.stats.get(name), name)
        self.panel.show_friends(sorted(self.storage.stats.friends.values(), key=lambda tally: tally.last_played,
                                       reverse=True))

    def attach(self, keeper: GameKeeper) -> None:
        """Hear of the games ``keeper`` records: show the new figures, announce a new high score; keep
        as many game records as the preferences say."""
        keeper.gameRecorded.connect(self._game_recorded)
        self._recorder = keeper.recorder
        keeper.recorder.limit = lambda: self.prefs.records_limit

    @property
    def record_folder(self) -> RecordFolder | None:
        """The folder of game records (the keeper's, once attached)."""
        return self._recorder.records if self._recorder is not None else None

    def show_past_games(self) -> PastGamesDialog | None:
        """Game › Past games (non-modal): every game record, to open, export or delete."""
        if self.record_folder is None:
            self.say(self.tr("No game records are kept: GinQt runs without a data folder"))
            return None
        if self.past_games_dialog is None:
            from ginqt.ui.dialogs.past_games import PastGamesDialog

            self.past_games_dialog = PastGamesDialog(self.record_folder, self.window)
            self.past_games_dialog.openRecord.connect(self.open_replay)
        else:
            self.past_games_dialog.reload()
        self.past_games_dialog.show()
        self.past_games_dialog.raise_()
        return self.past_games_dialog

    def _game_recorded(self, report: GameReport | None) -> None:
        """A game was counted: the statistics again; a new high score: say where to find it, and on a
        real screen show the list (never blocks)."""
        self.refresh_statistics()
        if report is None or report.high_score_rank is None:
            return
        rank = report.high_score_rank
        key = self.high_scores_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.say(self.tr("A new high score: number %1 — Game › High scores (%2)").replace("%1", str(rank))
                 .replace("%2", key), 15000)
        offer = self.offer_high_scores
        if offer is None:
            offer = not headless() and not os.environ.get("GINQT_REPORT_SHOWN")
        if offer and not report.entry.quit_early:  # a game quit for a new one: do not cover the new deal
            QTimer.singleShot(0, lambda: self.show_high_scores(rank))
