"""The high-score list and the players dialog (ginqt.ui.dialogs), and their Game-menu actions."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import play_with_standard as play
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMessageBox

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.engine import Match
from ginqt.rules import Rules
from ginqt.storage import GameReport, Storage
from ginqt.ui.dialogs.high_scores import HighScoresDialog, HighScoresModel
from ginqt.ui.dialogs.players import PlayersDialog, PlayersModel
from ginqt.ui.menus import Command
from ginqt.ui.text import local_date

pytestmark = pytest.mark.timeout(60)

START = dt.datetime(2026, 3, 1, 12, tzinfo=dt.UTC)
NAMES = ("Ann", "Bob", "Cy")


def filled(tmp_path: Path, games: int = 9) -> Storage:
    """A storage with ``games`` finished games by Ann, Bob and Cy (in turn), a day apart."""
    storage = Storage.open(tmp_path)
    for i in range(games):
        storage.record_game(play(Match.new(Rules(score_limit=50), i + 1)), name=NAMES[i % 3], variant="standard",
                            opponent="easy", when=START + dt.timedelta(days=i))
    assert games < 9 or len(storage.highscores) >= 2, "the seeds should give some high scores"
    return storage


def text(model: Any, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
    return model.data(model.index(row, column), role)


@pytest.fixture
def answer(monkeypatch: pytest.MonkeyPatch) -> Callable[[QMessageBox.StandardButton], list[str]]:
    """Make ``QMessageBox.question`` answer with a button; returns the questions asked."""

    def set_answer(button: QMessageBox.StandardButton) -> list[str]:
        asked: list[str] = []

        def question(_parent: object, _title: str, question: str, *_args: object) -> QMessageBox.StandardButton:
            asked.append(question)
            return button

        monkeypatch.setattr(QMessageBox, "question", question)
        return asked

    return set_answer


# -- the models ---------------------------------------------------------------------------------


def test_high_scores_model_empty_and_filled(qtmodeltester, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    model = HighScoresModel()
    qtmodeltester.check(model)
    assert model.rowCount() == 0 and model.latest_row() is None
    storage = filled(tmp_path)
    model.set_scores(storage.highscores)
    qtmodeltester.check(model)
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.data(QModelIndex()) is None


def test_high_scores_rows_match_the_storage(tmp_path: Path) -> None:
    storage = filled(tmp_path)
    scores = storage.highscores.entries()
    model = HighScoresModel(scores)
    assert model.rowCount() == len(scores)
    m = HighScoresModel
    for row, line in enumerate(scores):  # the storage's order: best average first
        assert text(model, row, m.RANK) == str(row + 1)
        assert text(model, row, m.NAME) == line.name
        assert text(model, row, m.AVERAGE) == f"{line.average:.1f}"
        assert text(model, row, m.AVERAGE, Qt.ItemDataRole.UserRole) == line.average
        assert text(model, row, m.SCORE) == str(line.score)
        assert text(model, row, m.NET) == f"{line.net:+d}"
        assert text(model, row, m.LIMIT) == "50"
        assert text(model, row, m.HANDS) == str(line.hand_count)
        assert text(model, row, m.VARIANT) == "Standard"  # names a player reads, not ids (issue 14)
        assert text(model, row, m.OPPONENT) == "Easy"
        assert text(model, row, m.DATE) == local_date(line.date)
        assert text(model, row, m.QUIT) == ""
    averages = [text(model, r, m.AVERAGE, Qt.ItemDataRole.UserRole) for r in range(model.rowCount())]
    assert averages == sorted(averages, reverse=True)
    assert model.latest_row() == max(range(len(scores)), key=lambda r: scores[r].date)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:5] == ["#", "Name", "Per hand", "Score", "Net"]


def test_a_game_quit_early_is_marked(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    for seed in range(1, 40):  # a game quit after one hand the player won
        match = play(Match.new(Rules(score_limit=100), seed), hands=1)
        if match.scores[0] > 0:
            break
    report = storage.record_game(match, name="Ann")
    assert report is not None and report.high_score_rank == 1 and report.entry.quit_early
    model = HighScoresModel(storage.highscores)
    assert text(model, 0, HighScoresModel.QUIT) == "✓"
    assert text(model, 0, HighScoresModel.QUIT, Qt.ItemDataRole.UserRole) is True
    assert "Quit" in text(model, 0, HighScoresModel.QUIT, Qt.ItemDataRole.ToolTipRole)


def test_assisted_games_stay_off_the_list(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    for seed in range(1, 5):
        storage.record_game(play(Match.new(Rules(score_limit=50), seed)), name="Ann", assisted=True)
    assert HighScoresModel(storage.highscores).rowCount() == 0
    assert PlayersModel(storage.stats.players()).rowCount() == 1


def test_players_model_empty_filled_and_rows(qtmodeltester, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    model = PlayersModel()
    qtmodeltester.check(model)
    storage = filled(tmp_path)
    players = storage.stats.players()
    model.set_players(players)
    qtmodeltester.check(model)
    m = PlayersModel
    assert [text(model, r, m.NAME) for r in range(model.rowCount())] == [p.name for p in players]
    for row, p in enumerate(players):
        assert text(model, row, m.GAMES) == str(p.games_played)
        assert text(model, row, m.WON) == str(p.games_won)
        assert text(model, row, m.LOST) == str(p.games_lost)
        assert text(model, row, m.AVERAGE) == f"{p.average_per_hand:.1f}"
        assert text(model, row, m.LAST) == local_date(p.last_played)
    assert model.row_of("  ann ") == [p.name for p in players].index("Ann")
    assert model.row_of("Zed") is None


# -- the dialogs --------------------------------------------------------------------------------


def test_high_scores_dialog_highlights_a_rank_or_the_latest(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path)
    dialog = HighScoresDialog(storage.highscores, rank=2)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.selected_row() == 1 and dialog.model.highlight == 1
    assert text(dialog.model, 1, 0, Qt.ItemDataRole.FontRole).bold()
    assert dialog.table.isVisible() and not dialog.empty.isVisible()
    assert not dialog.table.horizontalScrollBar().isVisible()  # every column shows in full
    dialog.set_scores(storage.highscores)
    assert dialog.table.selected_row() == dialog.model.latest_row()
    dialog.close_button.click()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_high_scores_dialog_empty(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = HighScoresDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty.isVisible() and not dialog.table.isVisible()
    assert "No high scores yet" in dialog.empty.text()


def test_delete_asks_and_yes_removes_the_player(qtbot, tmp_path: Path, answer, windows) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path)
    window = windows(storage, name="Bob")
    dialog = window.records.players_dialog()
    qtbot.addWidget(dialog)
    assert dialog.selected() is not None and dialog.selected().name == "Bob"  # the window's player first
    asked = answer(QMessageBox.StandardButton.Yes)
    dialog.delete_button.click()
    assert len(asked) == 1 and "Bob" in asked[0]
    assert storage.stats.get("Bob") is None
    assert "Bob" not in Storage.open(tmp_path).stats  # saved
    assert dialog.model.row_of("Bob") is None and dialog.model.rowCount() == 2
    assert dialog.selected() is not None
    assert window.panels.statistics.stats is None  # the current player starts again from zero


def test_delete_answered_no_keeps_the_player(qtbot, tmp_path: Path, answer) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path)
    dialog = PlayersDialog(storage)
    qtbot.addWidget(dialog)
    assert dialog.select("Cy")
    asked = answer(QMessageBox.StandardButton.No)
    dialog.delete_button.click()
    assert len(asked) == 1 and "Cy" in asked[0]
    assert storage.stats.get("Cy") is not None and dialog.model.rowCount() == 3
    assert not dialog.play_button.isEnabled()  # no window to play in


def test_deleting_everyone_leaves_an_empty_list(qtbot, tmp_path: Path, answer) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path, games=3)
    dialog = PlayersDialog(storage)
    qtbot.addWidget(dialog)
    dialog.show()
    answer(QMessageBox.StandardButton.Yes)
    for _ in range(3):
        assert dialog.delete_selected()
    assert len(storage.stats) == 0
    assert dialog.empty.isVisible() and not dialog.table.isVisible()
    assert not dialog.delete_button.isEnabled() and dialog.selected() is None


def test_selecting_a_player_shows_their_figures(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path)
    dialog = PlayersDialog(storage)
    qtbot.addWidget(dialog)
    for name in NAMES:
        assert dialog.select(name)
        stats = storage.stats.get(name)
        assert stats is not None
        assert dialog.panel.stats == stats
        assert dialog.panel.label("player").text() == name
        assert dialog.panel.label("average").text() == f"{stats.average_per_hand:.1f}"


def test_play_as_changes_the_window_player(qtbot, tmp_path: Path, windows) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path)
    window = windows(storage, name="Ann")
    dialog = window.records.players_dialog()
    qtbot.addWidget(dialog)
    assert dialog.select("Cy")
    dialog.play_button.click()
    assert window.prefs.name == "Cy"
    assert storage.settings["name"] == "Cy"
    assert window.panels.statistics.stats == storage.stats.get("Cy")
    assert "Cy" in dialog.message.text()


# -- the window ---------------------------------------------------------------------------------


def test_menu_actions_disabled_without_storage(windows) -> None:  # type: ignore[no-untyped-def]
    window = windows(None)
    for command in (Command.HIGH_SCORES, Command.PLAYERS):
        action = window.menus[command]
        assert action in window.menuBar().actions()[0].menu().actions()
        assert not action.isEnabled()
        assert "without a data folder" in action.toolTip()
    window.records.show_players()
    assert window.records.show_high_scores() is None
    assert "without a data folder" in window.statusBar().currentMessage()


def test_menu_actions_open_the_dialogs(tmp_path: Path, windows) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path)
    window = windows(storage)
    shortcuts: dict[str, str] = {}
    for action in window.findChildren(QAction):  # no shortcut is used twice
        for key in action.shortcuts():
            seen = shortcuts.get(key.toString())
            assert seen is None, f"{key.toString()} is both {seen!r} and {action.text()!r}"
            shortcuts[key.toString()] = action.text()
    shown: list[QDialog] = []
    window.run_dialog = lambda dialog: shown.append(dialog) or False  # type: ignore[method-assign]
    assert window.menus[Command.PLAYERS].isEnabled()
    window.menus[Command.PLAYERS].trigger()
    assert len(shown) == 1 and isinstance(shown[0], PlayersDialog)
    window.menus[Command.HIGH_SCORES].trigger()
    dialog = window.records.high_scores_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    assert dialog.model.rowCount() == len(storage.highscores)
    dialog.close()


def test_a_new_high_score_is_announced_without_blocking(qtbot, tmp_path: Path, windows) -> None:  # type: ignore[no-untyped-def]
    storage = filled(tmp_path)
    window = windows(storage)
    from ginqt.ui.game.keeper import GameKeeper

    keeper = GameKeeper(window.controller, storage, parent=window)
    window.records.attach(keeper)
    window.new_game()
    report = storage.record_game(play(Match.new(Rules(score_limit=50), 3)), name="Ann")
    rank = next(r for r, line in enumerate(storage.highscores, 1) if line.name == "Ann")
    report = GameReport(report.entry, report.player, rank) if report is not None else None
    keeper.gameRecorded.emit(report)  # offscreen: the status bar only
    assert f"number {rank}" in window.statusBar().currentMessage()
    key = window.menus[Command.HIGH_SCORES].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert key and key in window.statusBar().currentMessage()
    assert window.records.high_scores_dialog is None
    window.records.offer_high_scores = True  # as on a real screen: the list opens by itself, not modal
    keeper.gameRecorded.emit(report)
    qtbot.waitUntil(lambda: window.records.high_scores_dialog is not None)
    dialog = window.records.high_scores_dialog
    assert dialog is not None and not dialog.isModal()
    assert dialog.table.selected_row() == rank - 1
    dialog.close()
    keeper.gameRecorded.emit(None)  # nothing counted: nothing said
