"""The window's languages: the catalogues installed, the choice in Preferences and on the command line,
a switch applied to a window that is open, Qt's own dialogs translated."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ginqt.cards import CardSet
from ginqt.cli import _game_parser, game_options
from ginqt.engine import Action, ActionKind, IllegalActionError, Refusal, deal
from ginqt.preferences import Preferences
from ginqt.rules import Rules
from ginqt.translations import LANGUAGES, PLURALS_ONLY, TRANSLATED, catalogue_path
from ginqt.translations.catalog import Message, SourceTree, expected, extract, problems, read_ts, release
from ginqt.ui import language
from ginqt.ui.app import preferences_with_overrides
from ginqt.ui.dialogs.preferences import PreferencesDialog
from ginqt.ui.game.narrator import refused
from ginqt.ui.text import notice_text, refusal_text, tr


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    """Whatever a test installs, the next test starts in English."""
    language.install("en")
    yield
    language.install("en")


def test_every_translated_language_ships_a_catalogue() -> None:
    for code in TRANSLATED:
        assert catalogue_path(code).is_file(), code
    assert set(TRANSLATED) < set(LANGUAGES)


def test_the_command_line_chooses_the_language_for_one_run() -> None:
    options = game_options(_game_parser(), ["--lang", "de"])
    prefs, given = preferences_with_overrides(options, {"language": "fr"})
    assert prefs.language == "de"
    assert given["language"] == ("de", "fr")  # not written back: the stored choice stays French


def test_help_says_how_to_choose_the_windows_language(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        _game_parser().parse_args(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--lang CODE" in text and "de (Deutsch)" in text and "Preferences" in text


def test_an_unknown_language_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        _game_parser().parse_args(["--lang", "xx"])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_stored_language_the_game_does_not_speak_is_ignored() -> None:
    assert Preferences.from_dict({"language": "xx"}).language == "system"
    assert Preferences.from_dict({"language": "es"}).language == "es"


def test_qts_own_dialogs_speak_the_language(english: None) -> None:
    language.install("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"


def test_the_preferences_dialog_chooses_the_language(qtbot: Any, english: None) -> None:
    from ui_helpers import source

    dialog = PreferencesDialog(Preferences(), source())
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "system"
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.accept()
    chosen = dialog.preferences()
    assert chosen is not None and chosen.language == "fr"


def test_switching_the_language_applies_to_the_open_window(windows: Any, english: None) -> None:
    window = windows()
    window.panels.history.ensure_built()
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[0] == "&Game"
    window.apply_preferences(window.prefs.replace(language="de"))
    assert language.installed() == "de"
    german = [action.text() for action in window.menuBar().actions()]
    assert german[0] == QCoreApplication.translate("Menus", "&Game") == "&Spiel"
    assert window.panels.history.windowTitle() != "Score history"
    assert window.panels.history.toggleViewAction().text() == window.panels.history.windowTitle()
    window.apply_preferences(window.prefs.replace(language="en"))
    assert [action.text() for action in window.menuBar().actions()] == titles
    assert window.panels.history.windowTitle() == "Score history"


def test_counts_take_the_plural_of_each_language(english: None) -> None:
    assert (tr("%n points", None, 1), tr("%n points", None, 2)) == ("1 point", "2 points")
    language.install("de")
    assert (tr("%n points", None, 1), tr("%n points", None, 2)) == ("1 Punkt", "2 Punkte")


# ---------------------------------------------------------------------------- the catalogues against the code


@pytest.fixture(scope="module")
def in_code() -> list[Message]:
    """What ``lupdate`` finds in the code now (one run for the module)."""
    return extract(SourceTree.here())


@pytest.mark.parametrize("code", TRANSLATED + PLURALS_ONLY)
def test_every_message_of_the_code_is_translated(in_code: list[Message], code: str) -> None:
    """A message the code says that a .ts lacks, or holds unfinished, fails here: run
    ``python -m ginqt.translations`` and translate what it marks (docs/TRANSLATING.md)."""
    tree = SourceTree.here()
    lacking = problems(read_ts(tree.ts_file(code)), expected(in_code, code))
    assert lacking == [], f"{code}: {len(lacking)} messages to translate:\n" + "\n".join(lacking)


def test_the_shipped_catalogues_are_built_from_the_sources(tmp_path: Path) -> None:
    """Each .qm is what lrelease makes of its .ts now (a .ts edited without a rebuild fails)."""
    codes = TRANSLATED + PLURALS_ONLY
    for built in release(SourceTree.here(), codes, tmp_path):
        assert built.read_bytes() == catalogue_path(built.stem.removeprefix("ginqt_")).read_bytes(), built.name


def test_the_completeness_check_sees_a_missing_and_an_unfinished_message() -> None:
    code = [Message("", "Knock"), Message("", "Gin!"), Message("Menus", "&Game")]
    ts = [Message("", "Knock", forms=("Klopfen",), finished=True), Message("Menus", "&Game", forms=("&Spiel",))]
    assert problems(ts, code) == ["missing: [] 'Gin!'", "unfinished: [Menus] '&Game'"]


def test_the_engines_refusals_are_worded_in_the_players_language(english: None) -> None:
    """The engine refuses with data (a Refusal and the card); the window words it, in German too."""
    hand = deal(Rules(), 0, 7).apply(Action(ActionKind.PASS)).apply(Action(ActionKind.PASS))
    hand = hand.apply(Action(ActionKind.DRAW_STOCK))
    not_mine = next(iter(CardSet(hand.hands[1 - hand.to_play])))
    with pytest.raises(IllegalActionError) as refusal:
        hand.apply(Action.discard(not_mine))
    assert (refusal.value.refusal, refusal.value.card) == (Refusal.NOT_IN_HAND, not_mine)
    assert notice_text(refused(refusal.value)) == f"{not_mine.symbol} is not in your hand"
    language.install("de")
    assert notice_text(refused(refusal.value)) == f"{not_mine.symbol} ist nicht auf deiner Hand"
    assert all(refusal_text(reason) for reason in Refusal if reason is not Refusal.OTHER)
