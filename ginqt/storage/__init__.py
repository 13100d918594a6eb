"""Keeping data: settings, statistics, high scores and the saved game (no Qt here).

Files are JSON with a format name and a version, written atomically, validated on
load; a damaged file is moved aside and the user is told (:class:`Notices`).  A
read-only folder keeps everything in memory for the session.  See docs/STORAGE.md.

>>> import tempfile
>>> from ginqt.rules import Rules
>>> folder = tempfile.TemporaryDirectory()
>>> storage = Storage.open(folder.name)
>>> record, match = GameRecord.new(Rules(score_limit=0), seed=1, player_name="Ann")
>>> storage.saved_game.save(record)
True
>>> storage.resume().match.hand == match.hand
True
>>> folder.cleanup()
"""

from ginqt.storage.files import DataFormatError, Notices, atomic_write_text
from ginqt.storage.highscores import MAX_HIGHSCORES, HighScore, HighScores, eligible
from ginqt.storage.lock import DataFolderBusy
from ginqt.storage.names import MAX_NAME_LENGTH, PlayerNameError, check_name, repair_name
from ginqt.storage.paths import APP_NAME, ENV_DATA_DIR, DataDir, DataDirError, check_data_folder, check_folder_name
from ginqt.storage.results import FinalScore, GameEntry, GameSummary, HandTally, summarize_game
from ginqt.storage.savegame import NEXT_HAND, GameRecord, ResumedGame, SavedGame, SavedGameError
from ginqt.storage.settings import DEFAULT_SETTINGS, Settings
from ginqt.storage.stats import PlayerStats, Statistics
from ginqt.storage.store import GameReport, Storage

__all__ = [
    "APP_NAME",
    "DEFAULT_SETTINGS",
    "ENV_DATA_DIR",
    "MAX_HIGHSCORES",
    "MAX_NAME_LENGTH",
    "NEXT_HAND",
    "DataDir",
    "DataDirError",
    "DataFolderBusy",
    "DataFormatError",
    "FinalScore",
    "GameEntry",
    "GameRecord",
    "GameReport",
    "GameSummary",
    "HandTally",
    "HighScore",
    "HighScores",
    "Notices",
    "PlayerNameError",
    "PlayerStats",
    "ResumedGame",
    "SavedGame",
    "SavedGameError",
    "Settings",
    "Statistics",
    "Storage",
    "atomic_write_text",
    "check_data_folder",
    "check_folder_name",
    "check_name",
    "eligible",
    "repair_name",
    "summarize_game",
]
