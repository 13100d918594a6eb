"""Keeping the game: the runner's log is the saved game, finished games go into the statistics.

:class:`GameKeeper` keeps the person's game (:attr:`GameKeeper.log`: the runner's own
:class:`~ginqt.play.log.GameLog`, which the runner writes at every move and deal, and which undo
cuts back).  It listens to one signal of the :class:`~ginqt.ui.game.controller.Controller`,
``stateChanged``, and then:

- saves the log when it changed (a move, a deal, an undo, help used: atomic write, about a
  millisecond);
- writes the game's record (:class:`~ginqt.ui.game.recorder.GameRecorder`, docs/RECORDS.md) when
  a hand ends;
- when a new game replaced the one it kept unfinished, counts that one as quit early (the 1993
  DOS program: in the statistics when at least one hand was finished, in the high scores only
  when the player's score is above zero).

At ``gameOver`` the game is counted (statistics and high scores, as its variant scores it), the
saved game is cleared and :attr:`GameKeeper.gameRecorded` is emitted.  Closing the window keeps
the saved game for the next start, which offers to resume it; declining counts it as quit early.

**Demo games** (started with the computer playing both hands) are not the player's games: they
are never saved, counted or listed, and they leave the player's saved game alone.  Help (multiple
undo, open hands, a hint, demo mode switched on) marks the log *assisted*: the game then counts in
the statistics only, never in the high scores.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ginqt.play.log import GameLog
from ginqt.storage import GameReport, ResumedGame, Storage
from ginqt.ui.game.recorder import GameRecorder

if TYPE_CHECKING:
    from ginqt.play.session import GameSession
    from ginqt.ui.game.controller import Controller

__all__ = ["GameKeeper"]


class GameKeeper(QObject):
    """Connects a controller to a :class:`~ginqt.storage.Storage` (see the module's description)."""

    saved = Signal(int)  #: the log was saved; how many moves it holds
    gameRecorded = Signal(object)  #: a game was counted: its GameReport (None: nothing to count)
    notice = Signal(str)  #: something the user should know (a save that failed, a new high score)

    def __init__(self, controller: Controller, storage: Storage, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.storage = storage
        self.log: GameLog | None = None  #: the log of the player's game (None: none, or a demo)
        self.finished = False  #: the game in the log was counted
        #: Closing mid-game counts the game as quit (instead of keeping it to resume).
        self.count_quit_on_close = False
        #: Leave the saved game on disk alone this session (a scripted run that did not resume it).
        self.hold_saved_game = False
        self.save_seconds: list[float] = []  #: how long each save took (for measurements)
        #: the game records (docs/RECORDS.md), in the data folder's records/
        self.recorder = GameRecorder(storage.data_dir)
        self._session: GameSession | None = None  # the game on the table (kept, or a demo's)
        self._saved_as: tuple[int, bool] | None = None  # (length, assisted) of the log last saved
        self._recorded_hand = 0  # the last hand whose end went into the game's record
        controller.stateChanged.connect(self._changed)
        controller.gameOver.connect(lambda _outcome: self._count_once())

    @property
    def moves(self) -> int | None:
        """How many moves the log holds (``None``: no game of the player's is kept)."""
        return len(self.log) if self.log is not None else None

    def resume(self, resumed: ResumedGame) -> None:
        """Carry on with a saved game: the controller plays its log again and goes on; its log is kept."""
        self.controller.resume(resumed.log, (resumed.log.player_name, self.tr("Computer")))

    # -- following the game ----------------------------------------------------------------

    def _changed(self) -> None:
        session = self.controller.session
        if session is None:
            return
        if session is not self._session:  # a new game (or a resumed one): the one kept before was left
            self.quit_game()
            self._session, self._saved_as, self._recorded_hand = session, None, 0
            kept = not self.controller.demo and session.log.replayable  # (a demo, a position set up: not kept)
            self.log, self.finished = (session.log if kept else None), False
        log = self.log
        if log is None or self.finished:
            return
        if (len(log), log.assisted) != self._saved_as:
            self._save(log)
        if session.hand_over and session.hand_number != self._recorded_hand and not self.hold_saved_game:
            self._recorded_hand = session.hand_number
            self._write_record(session, left=False)

    def _save(self, log: GameLog) -> None:
        self._saved_as = (len(log), log.assisted)
        if self.hold_saved_game:
            return
        start = time.perf_counter()
        self.storage.saved_game.save(log)
        self.save_seconds.append(time.perf_counter() - start)
        self._pass_notices()
        self.saved.emit(len(log))

    # -- the end of a game -----------------------------------------------------------------

    def _count_once(self) -> None:
        self._changed()  # (the last move saved first)
        self.quit_game()  # counted once: as the log says, ended

    def quit_game(self) -> GameReport | None:
        """The player leaves the game unfinished: count it as quit early (the 1993 DOS program) and clear the save."""
        if self.log is None or self.finished:
            return None
        self.finished = True
        return self._count(self.log, self._session)

    def decline(self, resumed: ResumedGame) -> GameReport | None:
        """The player did not resume the saved game: it counts as quit early (the 1993 DOS program), as its variant
        scores it; the save is cleared."""
        return self._count(resumed.log, None)

    def close(self) -> None:
        """The window is closing: keep the unfinished game to resume (or count it, ``count_quit_on_close``)."""
        self._changed()
        if self.count_quit_on_close:
            self.quit_game()
        self._pass_notices()

    def _write_record(self, game: GameSession | GameLog, left: bool) -> None:
        computer = self.controller.names[1] if self.controller.session is not None else self.tr("Computer")
        self.recorder.write(game, left, computer=computer)
        self._pass_notices()

    def _count(self, log: GameLog, session: GameSession | None) -> GameReport | None:
        """Count ``log``'s game (it ended or was left), the ``session`` playing it if any (its record is then written
        from the game it holds)."""
        log.close()  # the game ended or was left: its log takes no more moves
        report = self.storage.finish_game(log, clear_saved_game=not self.hold_saved_game)
        self._write_record(session or log, left=True)  # after the save is cleared: never a hand one may resume
        if report is not None and report.high_score_rank is not None:
            self.notice.emit(self.tr("A new high score: number %1 on the list").replace(
                "%1", str(report.high_score_rank)))
        self._pass_notices()
        self.gameRecorded.emit(report)
        return report

    def _pass_notices(self) -> None:
        for message in self.storage.notices.drain():
            self.notice.emit(message)
