"""The person's games kept as game records (docs/RECORDS.md), without Qt.

The window's :class:`~ginqt.ui.game.keeper.GameKeeper` calls :meth:`GameRecorder.write`
when a hand ends (the record then holds the finished hands: a crash loses at most the
hand in play) and when a game ends or is left (finished, or abandoned with the hand in
play revealed).  Writing never stops the game: a failure becomes a notice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ginqt.play.log import GameLog
from ginqt.storage import DataDir

if TYPE_CHECKING:  # the records' format is imported at the first record (not needed to show the window)
    from ginqt.play.session import GameSession
    from ginqt.records.folder import RecordFolder

__all__ = ["GameRecorder"]


class GameRecorder:
    """Writes the records of the person's games into :attr:`records` (the data folder's ``records/``)."""

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self._records: RecordFolder | None = None
        #: how many games the folder keeps (the ``records_limit`` preference), asked at each write
        self.limit: Callable[[], int] | None = None

    @property
    def records(self) -> RecordFolder:
        """The data folder's game records (made when first asked for)."""
        if self._records is None:
            from ginqt.records.folder import RecordFolder

            self._records = RecordFolder.of(self.data_dir)
        return self._records

    def write(self, game: GameSession | GameLog, left: bool, *, computer: str = "Computer") -> bool:
        """Write the record of ``game``: the window's session (from the game it holds), or a log (played again).
        ``left`` when the game ended or was left, else at a hand's end.  A game with no move yet is not recorded.
        ``False`` when nothing was written.
        """
        log = game if isinstance(game, GameLog) else game.log
        if not log.moves:
            return False
        from ginqt.records import Player, Status, record_game
        from ginqt.records.build import record_session

        players = (Player(log.player_name), Player(computer, log.opponent or "computer"))
        status = Status.ABANDONED if left else Status.PLAYING
        try:
            record = record_game(log, players, status) if isinstance(game, GameLog) else \
                record_session(game, players, status)
        except Exception as error:  # a record must never stop the game
            self.records.notices.add(f"The record of this game could not be made ({error}).",
                                     key=f"record-failed:{log.game_id}")
            return False
        if self.limit is not None:
            self.records.limit = max(1, self.limit())
        return self.records.write(record) is not None
