"""One object for the application: the folders, the notices and every store."""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Final

from ginqt.engine import Match
from ginqt.play.log import GameLog
from ginqt.play.runner import GameRunner
from ginqt.storage.files import Notices, remove_stale_temporary_files
from ginqt.storage.highscores import HIGHSCORES_FILE, HighScores
from ginqt.storage.lock import DataLock
from ginqt.storage.names import repair_name
from ginqt.storage.paths import DataDir
from ginqt.storage.pending import PENDING_FILE, PendingResults
from ginqt.storage.results import GameEntry, GameSummary, new_game_id, summarize_game
from ginqt.storage.savegame import (
    DEFAULT_PLAYER_NAME,
    SAVED_GAME_FILE,
    SAVED_GAME_KEY_FILE,
    ResumedGame,
    SavedGame,
    VariantOf,
    engine_variant,
)
from ginqt.storage.settings import SETTINGS_FILE, Settings
from ginqt.storage.stats import STATS_FILE, PlayerStats, Statistics

__all__ = ["FILE_NAMES", "GameReport", "Storage"]

#: Every file GinQt keeps.
FILE_NAMES: Final = (SETTINGS_FILE, STATS_FILE, HIGHSCORES_FILE, SAVED_GAME_FILE, SAVED_GAME_KEY_FILE, PENDING_FILE)


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
        #: Called with the name of each step of :meth:`finish_game` as it is done (for crash tests:
        #: ``"decided"``, ``"saved-game-cleared"``, ``"stats"``, ``"highscores"``, ``"done"``).
        self.checkpoint: Callable[[str], None] | None = None
        self._lock: DataLock | None = None

    @classmethod
    def open(cls, override: str | os.PathLike[str] | None = None, *, notices: Notices | None = None) -> Storage:
        """Storage in ``override`` (``--data-dir``), ``$GINQT_DATA_DIR`` or the platformdirs folders.

        Temporary files that a killed save left behind (older than a minute) are removed.
        """
        storage = cls(DataDir.resolve(override, notices=notices))
        for folder in storage.data_dir.folders:
            if folder not in storage.data_dir.read_only_paths:
                remove_stale_temporary_files(folder, FILE_NAMES)
        return storage

    def lock(self) -> bool:
        """Keep the data folder for this process alone (a second GinQt would count over this one's games).

        True when held, until :meth:`unlock` or the end of the process (a kill included); False when the
        folder is read-only (nothing is written there).  Raises
        :class:`~ginqt.storage.lock.DataFolderBusy` when another GinQt holds it.
        """
        if self._lock is None and self.data_dir.data_path not in self.data_dir.read_only_paths:
            try:
                self._lock = DataLock.take(self.data_dir.data_path)
            except OSError:  # the lock file cannot be made: a folder we cannot write either
                return False
        return self._lock is not None

    def unlock(self) -> None:
        """Let another GinQt keep its data here."""
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()

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

    @cached_property
    def pending(self) -> PendingResults:
        """Results decided but not counted yet (normally none: see :meth:`finish_game`)."""
        return PendingResults(self.data_dir)

    # -- the life of a game ----------------------------------------------------------------

    def record_game(self, match: Match, *, name: str, variant: str = "", opponent: str = "", assisted: bool = False,
                    when: _dt.datetime | None = None, game_id: str | None = None) -> GameReport | None:
        """Count ``match``, finished by the engine or quit early, for player 0 named ``name`` in the statistics
        and high scores (:meth:`finish_game` counts a game by its log).

        ``None`` when no hand was played to a finish: then nothing is counted (the 1993 DOS program).
        A game with a ``game_id`` that was counted already is not counted again.
        """
        summary = summarize_game(match, variant=variant, opponent=opponent, assisted=assisted, when=when)
        if summary is None:
            return None
        result = replace(summary, game_id=game_id or new_game_id(), name=repair_name(name) or DEFAULT_PLAYER_NAME)
        return self._finish(result, clear_saved_game=False)

    def finish_game(self, log: GameLog, runner: GameRunner | None = None, when: _dt.datetime | None = None, *,
                    clear_saved_game: bool = True) -> GameReport | None:
        """The game of ``log`` ended (or was quit): count it, once, and clear the saved game.

        ``runner`` is the game ``log``'s moves reached, when the caller has it (else the log is played again):
        a game its variant's scoring ended counts as that scoring has it (Hollywood's three games), an
        unfinished one as quit early.  ``clear_saved_game=False``: a scripted run leaves another game's save
        alone.  Safe against a kill at any moment, in the five steps of docs/STORAGE.md, "Finishing a game"
        (:meth:`recover` redoes the last three at the next start).  Never raises for bad data.
        """
        if runner is None:
            runner = GameRunner.resume(log)
        outcome = runner.outcome() if runner.hand_over and runner.over else None
        summary = summarize_game(runner.match, outcome, score_limit=log.spec.variant.rules.score_limit,
                                 variant=log.spec.variant.name, opponent=log.opponent, assisted=log.assisted,
                                 when=when)
        if summary is None:  # no hand finished: nothing to count (the 1993 DOS program)
            if clear_saved_game:
                self.saved_game.clear()
            return None
        result = replace(summary, game_id=log.game_id, name=repair_name(log.player_name) or DEFAULT_PLAYER_NAME)
        return self._finish(result, clear_saved_game=clear_saved_game)

    def _finish(self, result: GameSummary, *, clear_saved_game: bool) -> GameReport:
        self.pending.add(result)
        self._step("decided")
        if clear_saved_game:
            self.saved_game.clear()
            self._step("saved-game-cleared")
        return self._count(result)

    def _count(self, result: GameSummary) -> GameReport:
        """Steps 3 to 5: bring the statistics and high scores up to date with ``result``, idempotently."""
        game_id, name, entry = result.game_id, result.name, result.entry
        stats_saved = True
        if not self.stats.counted(game_id):
            self.stats.add(name, result, game_id=game_id, save=False)
            stats_saved = self.stats.save()
        player = self.stats.get(name) or PlayerStats(name)
        self._step("stats")
        highscores_saved = True
        rank = None
        if not self.highscores.counted(game_id):
            rank = self.highscores.consider(name, entry, game_id=game_id, save=False)
            if rank is not None:
                highscores_saved = self.highscores.save()
        self._step("highscores")
        if stats_saved and highscores_saved:  # else it stays pending, for the next start to finish
            self.pending.discard(game_id)
        self._step("done")
        return GameReport(entry, player, rank)

    def _step(self, name: str) -> None:
        if self.checkpoint is not None:
            self.checkpoint(name)

    def recover(self) -> list[GameReport]:
        """Finish counting the games a crash left decided but not counted (steps 3-5 of :meth:`finish_game`)."""
        return [self._count(result) for result in self.pending]

    def decided(self, game_id: str) -> bool:
        """Was the result of this game decided already (pending or counted)?"""
        return game_id in self.pending or self.stats.counted(game_id) or self.highscores.counted(game_id)

    def resume(self, variant_of: VariantOf = engine_variant) -> ResumedGame | None:
        """The saved game to offer at start, or ``None``.

        First :meth:`recover`.  Then a saved game whose result was decided (the
        program stopped before removing it) is removed, and one that had already
        ended (the program stopped before counting it; its variant's scoring says, ``variant_of`` makes the
        variant it names) is counted now; neither is offered.
        """
        self.recover()
        resumed = self.saved_game.load(variant_of)
        if resumed is None:
            return None
        if self.decided(resumed.log.game_id):
            self.saved_game.clear()
            return None
        runner = resumed.runner
        # over, or its hand in play cannot be dealt again (it ends here, quit early: never re-dealt)
        if resumed.hand_lost or (runner.hand_over and runner.over):
            self.finish_game(resumed.log, runner)
            return None
        return resumed
