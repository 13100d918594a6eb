"""Keeping data: settings, statistics, high scores and the saved game (no Qt here).

Files are JSON with a format name and a version, written atomically, validated on
load; a damaged file is moved aside and the user is told (:class:`Notices`).  A
read-only folder keeps everything in memory for the session.  See docs/STORAGE.md.

>>> import tempfile
>>> from ginqt.play.runner import GameRunner
>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.rules import Rules
>>> folder = tempfile.TemporaryDirectory()
>>> storage = Storage.open(folder.name)
>>> runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), ("Ann", "expert"), seed=1))
>>> storage.saved_game.save(runner.log)
True
>>> storage.resume().runner.match.hand == runner.match.hand
True
>>> folder.cleanup()
"""

from ginqt.storage.files import DataFormatError, Notices, atomic_write_text
from ginqt.storage.highscores import MAX_HIGHSCORES, HighScore, HighScores, eligible
from ginqt.storage.lock import DataFolderBusy
from ginqt.storage.names import MAX_NAME_LENGTH, PlayerNameError, check_name, repair_name
from ginqt.storage.paths import APP_NAME, ENV_DATA_DIR, DataDir, DataDirError, check_data_folder, check_folder_name
from ginqt.storage.results import GameEntry, GameSummary, HandTally, summarize_game
from ginqt.storage.savegame import ResumedGame, SavedGame, VariantOf
from ginqt.storage.settings import DEFAULT_SETTINGS, Settings
from ginqt.storage.stats import PlayerStats, Statistics
from ginqt.storage.store import GameReport, Storage

__all__ = [
    "APP_NAME",
    "DEFAULT_SETTINGS",
    "ENV_DATA_DIR",
    "MAX_HIGHSCORES",
    "MAX_NAME_LENGTH",
    "DataDir",
    "DataDirError",
    "DataFolderBusy",
    "DataFormatError",
    "GameEntry",
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
    "Settings",
    "Statistics",
    "Storage",
    "VariantOf",
    "atomic_write_text",
    "check_data_folder",
    "check_folder_name",
    "check_name",
    "eligible",
    "repair_name",
    "summarize_game",
]
