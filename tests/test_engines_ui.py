"""Options › Opponents › Add an engine…: the dialog refuses a bad command with a line and seats a good engine."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ginqt.plugins.players import PlayerSource
from ginqt.storage.engines import EnginesFile, engines_path
from ginqt.ui.dialogs.add_engine import AddEngineDialog

SIMPLE = Path(__file__).resolve().parent.parent / "examples" / "engines" / "simple_engine.py"


@pytest.fixture
def dialog(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AddEngineDialog:
    monkeypatch.setenv("GINQT_DATA_DIR", str(tmp_path))
    made = AddEngineDialog(PlayerSource(autoload=False))
    qtbot.addWidget(made)
    return made


def test_a_bad_command_is_refused_with_a_line(qtbot: QtBot, dialog: AddEngineDialog) -> None:
    dialog.name.setText("cat")
    dialog.command.setText("cat")
    dialog.try_it()
    qtbot.waitUntil(lambda: "wrong handshake" in dialog.message.text(), timeout=20_000)
    assert dialog.added is None and EnginesFile(engines_path()).load().engines == {}
    dialog.name.setText("standard")
    dialog.try_it()
    assert "'standard' is already a player's name" in dialog.message.text()


def test_an_engine_added_is_kept_and_can_be_chosen_at_once(qtbot: QtBot, dialog: AddEngineDialog) -> None:
    dialog.name.setText("simple")
    dialog.command.setText(f"'{sys.executable}' '{SIMPLE}'")
    dialog.try_it()
    qtbot.waitUntil(lambda: dialog.added == "simple", timeout=20_000)
    assert list(EnginesFile(engines_path()).load().engines) == ["simple"]
    assert "simple" in dialog.source.strategy_names()


def test_the_options_menu_has_add_an_engine(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QMainWindow

    from ginqt.preferences import Preferences
    from ginqt.ui.menus import Command, Menus

    window = QMainWindow()
    qtbot.addWidget(window)
    menus = Menus(window, Preferences(), PlayerSource(autoload=False))
    assert menus[Command.ADD_ENGINE].text() == "Add an &engine…"
