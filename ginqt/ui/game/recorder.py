"""The person's games kept as game records (docs/RECORDS.md), without Qt.

The window's :class:`~ginqt.ui.game.keeper.GameKeeper` calls :meth:`GameRecorder.write`
when a hand ends (the record then holds the finished hands: a crash loses at most the
hand in play) and when a game ends or is left (finished, or abandoned with the hand in
play revealed).  Writing never stops the game: a failure becomes a notice.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ginqt.records import Player, Status, record_game
from ginqt.records.folder import RecordFolder
from ginqt.rules import Rules
from ginqt.runner import STANDARD_SCORING
from ginqt.storage import GameRecord
from ginqt.variants import MatchScoring

__all__ = ["GameRecorder"]


class GameRecorder:
    """Writes the records of the person's games into ``records`` (the data folder's ``records/``)."""

    def __init__(self, records: RecordFolder) -> None:
        self.records = records
        self.write_seconds: list[float] = []  #: how long each write took (for measurements)
        #: how many games the folder keeps (the ``records_limit`` preference), asked at each write
        self.limit: Callable[[], int] | None = None

    def write(
        self,
        journal: GameRecord,
        left: bool,
        *,
        computer: str = "Computer",
        scoring: MatchScoring = STANDARD_SCORING,
        variant_rules: Rules | None = None,
    ) -> bool:
        """Write the record of ``journal``'s game: ``left`` when the game ended or was left, else at a hand's end.

        A game with no move yet is not recorded.  ``False`` when nothing was written.
        """
        if not journal.moves:
            return False
        start = time.perf_counter()
        players = (Player(journal.player_name), Player(computer, journal.opponent or "computer"))
        try:
            game = record_game(journal, players, Status.ABANDONED if left else Status.PLAYING, scoring=scoring,
                               variant_rules=variant_rules)
        except Exception as error:  # a record must never stop the game
            self.records.notices.add(f"The record of this game could not be made ({error}).",
                                     key=f"record-failed:{journal.game_id}")
            return False
        if self.limit is not None:
            self.records.limit = max(1, self.limit())
        written = self.records.write(game) is not None
        self.write_seconds.append(time.perf_counter() - start)
        return written
