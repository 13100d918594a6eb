"""Opening a game record in the replay viewer: from Game › Past games, or ``ginqt replay FILE``.

A file that is not a record GinQt can read, or whose moves do not play, is refused with
one line: in a dialog in the window, on stderr (exit status 2) from the command line,
before any window opens.  Nothing is written.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.records import RecordedGame, RecordFormatError
from ginqt.records.cli import add_folder_options, record_path
from ginqt.records.folder import open_record
from ginqt.records.replay import ReplayError
from ginqt.storage.cli import UsageError, UsageParser
from ginqt.ui import qt_messages
from ginqt.ui.display import display_problem
from ginqt.ui.replay.window import ReplayWindow
from ginqt.ui.text import tr

__all__ = ["RecordProblem", "load_replay", "open_replay", "read_replay", "replay_main"]


class RecordProblem(ValueError):
    """Why a record cannot be shown: one line."""


def read_replay(path: Path) -> RecordedGame:
    """The game in the record at ``path`` (no Qt: read before any window); :class:`RecordProblem` says why not."""
    try:
        return open_record(path)
    except RecordFormatError as error:
        raise RecordProblem(str(error)) from None


def load_replay(path: Path, prefs: Preferences, source: PlayerSource,
                parent: QWidget | None = None, game: RecordedGame | None = None) -> ReplayWindow:
    """The replay window of the record at ``path`` (``game``: already read from it); :class:`RecordProblem`
    says why not."""
    if game is None:
        game = read_replay(path)
    person = game.side if game.side is not None else next(  # a friend's game: this side's player
        (seat for seat, player in enumerate(game.players) if player.person), 0)
    try:
        return ReplayWindow(game, prefs, source.scoring_of(game.variant), parent, review_player=person)
    except ReplayError as error:
        raise RecordProblem(f"{path.name}: {error}") from None


def open_replay(path: Path, prefs: Preferences, source: PlayerSource, parent: QWidget) -> ReplayWindow | None:
    """Show the record at ``path`` in a replay window of its own; a dialog says why when it cannot."""
    try:
        window = load_replay(path, prefs, source, parent)
    except RecordProblem as problem:
        QMessageBox.warning(parent, tr("Replay"), str(problem))
        return None
    window.show()
    window.raise_()
    return window


def replay_main(argv: Sequence[str]) -> int:
    """``ginqt replay FILE``: the record in the replay viewer; exit status 2 (one line) when it cannot be shown."""
    parser = UsageParser(prog="ginqt replay", description="Show a game record in the replay viewer.")
    parser.add_argument("file", metavar="FILE", help="a game record (.ginrec): a path, or a name 'ginqt games' lists")
    add_folder_options(parser)
    parser.add_argument("--screenshot", metavar="PNG", help=argparse.SUPPRESS)  # save the window and quit (tests)
    try:  # the options and the file first, then the screen, as ``ginqt`` checks its options before the display
        options = parser.parse_args(list(argv))
        path = record_path(options.file, options.data_dir, options.records)
        game = read_replay(path)
    except (UsageError, RecordProblem, RecordFormatError) as problem:
        print(f"ginqt replay: error: {problem}", file=sys.stderr)
        return 2
    no_screen = display_problem()
    if no_screen and QApplication.instance() is None:  # Qt would abort with a page about platform plugins
        print(no_screen, file=sys.stderr)
        return 1
    qt_messages.install()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        window = load_replay(path, Preferences(), PlayerSource(), game=game)
    except RecordProblem as problem:
        print(f"ginqt replay: error: {problem}", file=sys.stderr)
        return 2
    window.show()
    if options.screenshot:
        app.processEvents()
        return 0 if window.grab().save(options.screenshot, "PNG") else 1
    return app.exec()
