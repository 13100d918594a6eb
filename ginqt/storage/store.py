"""One object for the application: the folders, the notices and every store."""

from __future__ import annotations

import datetime as _dt
import os
from dataclasses import dataclass
from functools import cached_property

from ginqt.engine import Match
from ginqt.storage.files import Notices
from ginqt.storage.highscores import HighScores
from ginqt.storage.paths import DataDir
from ginqt.storage.results import FinalScore, GameEntry, summarize_game
from ginqt.storage.savegame import GameRecord, ResumedGame, SavedGame
from ginqt.storage.settings import Settings
from ginqt.storage.stats import PlayerStats, Statistics

__all__ = ["GameReport", "Storage"]


@dataclass(frozen=True, slots=True)
class GameReport:
    """What recording a game did: its entry, the player's new totals, and its high-score rank (if any)."""

    entry: GameEntry
    player: PlayerStats
    high_score_rank: int | None


class Storage:
    """Settings, statistics, high scores and the saved game, each loaded when first used.

    >>> import tempfile
    >>> folder = tempfile.TemporaryDirectory()
    >>> storage = Storage.open(folder.name)
    >>> storage.read_only, len(storage.stats), len(storage.highscores)
    (False, 0, 0)
    >>> folder.cleanup()
    """

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir

    @classmethod
    def open(cls, override: str | os.PathLike[str] | None = None, *, notices: Notices | None = None) -> Storage:
        """Storage in ``override`` (``--data-dir``), ``$GINQT_DATA_DIR`` or the platformdirs folders."""
        return cls(DataDir.resolve(override, notices=notices))

    @property
    def notices(self) -> Notices:
        """Messages for the user (a damaged file set aside, a read-only folder, a bad ``--data-dir``)."""
        return self.data_dir.notices

    @property
    def read_only(self) -> bool:
        return self.data_dir.read_only

    @cached_property
    def settings(self) -> Settings:
        return Settings(self.data_dir)

    @cached_property
    def stats(self) -> Statistics:
        return Statistics(self.data_dir)

    @cached_property
    def highscores(self) -> HighScores:
        return HighScores(self.data_dir)

    @cached_property
    def saved_game(self) -> SavedGame:
        return SavedGame(self.data_dir)

    # -- the life of a game ----------------------------------------------------------------

    def record_game(
        self,
        match: Match,
        *,
        name: str,
        variant: str = "",
        opponent: str = "",
        assisted: bool = False,
        when: _dt.datetime | None = None,
        final: FinalScore | None = None,
    ) -> GameReport | None:
        """Count a finished game, or one quit early, for player 0 in the statistics and high scores.

        ``None`` when no hand was played to a finish: then nothing is counted (seed 001).
        ``final``: the end of a game finished by a variant's own match scoring.
        """
        summary = summarize_game(match, variant=variant, opponent=opponent, assisted=assisted, when=when,
                                 final=final)
        if summary is None:
            return None
        player = self.stats.add(name, summary)
        rank = self.highscores.consider(name, summary.entry)
        return GameReport(summary.entry, player, rank)

    def finish_game(self, record: GameRecord, match: Match, when: _dt.datetime | None = None,
                    final: FinalScore | None = None) -> GameReport | None:
        """The game of ``record`` ended (or was quit): count it and clear the saved game."""
        report = self.record_game(
            match,
            name=record.player_name,
            variant=record.variant,
            opponent=record.opponent,
            assisted=record.assisted,
            when=when,
            final=final,
        )
        self.saved_game.clear()
        return report

    def resume(self) -> ResumedGame | None:
        """The saved game to offer at start, or ``None``.

        A saved game that had already ended (the program stopped before counting it)
        is counted now and not offered.
        """
        resumed = self.saved_game.load()
        if resumed is not None and resumed.match.over:
            self.finish_game(resumed.record, resumed.match)
            return None
        return resumed
