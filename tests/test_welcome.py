"""The first start: a welcome like the old programs' title screens (issue 14), and the names a player reads."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.ui.dialogs.help import HelpDialog
from ginqt.ui.dialogs.new_game import NewGameDialog
from ginqt.ui.dialogs.welcome import WelcomeChoice, WelcomeDialog
from ginqt.ui.start import start_first_game
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def window(windows) -> MainWindow:  # type: ignore[no-untyped-def]
    made: MainWindow = windows(sound=False)
    made.resize(1024, 600)
    return made


def answers(window: MainWindow, *steps: Callable[[Any], None]) -> list[QDialog]:
    """Each modal dialog the window runs is answered by the next step (which accepts or rejects it)."""
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        steps[len(shown)](dialog)
        shown.append(dialog)
        return dialog.result() == QDialog.DialogCode.Accepted

    window.run_dialog = run  # type: ignore[method-assign]
    return shown


def pick(choice: WelcomeChoice, name: str | None = None, opponent: str | None = None) -> Callable[[Any], None]:
    def answer(dialog: WelcomeDialog) -> None:
        assert isinstance(dialog, WelcomeDialog)
        if name is not None:
            dialog.name_edit.setText(name)
        if opponent is not None:
            dialog.opponent.setCurrentIndex(dialog.opponent.findData(opponent))
        {WelcomeChoice.PLAY: dialog.play_button, WelcomeChoice.DEMO: dialog.demo_button,
         WelcomeChoice.OPTIONS: dialog.options_button}[choice].click()

    return answer


def test_the_first_start_asks_the_name_once_and_plays(window: MainWindow) -> None:
    shown = answers(window, pick(WelcomeChoice.PLAY, name="Bartholomew", opponent="expert"))
    assert not window.prefs.welcomed
    assert start_first_game(window, go=False) is WelcomeChoice.PLAY
    welcome = shown[0]
    assert isinstance(welcome, WelcomeDialog) and not welcome.name_edit.isHidden()
    assert window.prefs.name == "Bartholomew" and window.prefs.welcomed and window.prefs.opponent == "expert"
    assert window.controller.session is not None and not window.controller.demo
    assert window.controller.names[0] == "Bartholomew"
    # the next start: no name asked, a greeting instead
    window.controller.shutdown()
    again = WelcomeDialog(window.prefs, window.source, window)
    assert again.name_edit.isHidden() and "Bartholomew" in " ".join(
        label.text() for label in again.findChildren(type(again.summary)))


def test_the_welcome_reads_as_levels_and_rules_not_ids(window: MainWindow) -> None:
    """Easy, Standard, Expert (then plugins) and the rules by name: no internal id, no "seed 00x"."""
    dialog = WelcomeDialog(window.prefs, window.source, window)
    levels = [dialog.opponent.itemText(i) for i in range(dialog.opponent.count())]
    assert levels[:3] == ["Easy", "Standard", "Expert"]
    assert "Standard rules, to 100 points, against the Standard computer." == dialog.summary.text()
    form = NewGameDialog(window.prefs, window.source, window).form
    variants = [form.variant.itemText(i) for i in range(form.variant.count())]
    assert "Oklahoma" in variants and "Straight gin" in variants and "standard" not in variants
    assert [form.opponent.itemText(i) for i in range(3)] == ["Easy", "Standard", "Expert"]
    words = " ".join([*levels, *variants, form.variant_text.text(), form.opponent_text.text()])
    assert "seed 0" not in words.lower() and "(seed" not in words
    menu = [a.text() for a in window.menus.opponent.values()]
    assert menu[:3] == ["Easy", "Standard", "Expert"]


def test_demo_and_options_from_the_welcome(window: MainWindow) -> None:
    def options_form(dialog: NewGameDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.start_directly.setChecked(True)
        dialog.accept()

    shown = answers(window, pick(WelcomeChoice.OPTIONS), options_form)
    assert start_first_game(window, go=False) is WelcomeChoice.OPTIONS
    assert len(shown) == 2 and window.prefs.start_directly  # the full form was one click away
    first = window.controller.session.match
    assert first is not None
    assert start_first_game(window, go=False) is None  # start directly: no welcome
    assert len(shown) == 2 and window.controller.session.match is not first
    window.preferences.change(start_directly=False)
    assert start_first_game(window, go=True) is None  # --go
    assert len(shown) == 2
    answers(window, pick(WelcomeChoice.DEMO))
    assert start_first_game(window, go=False) is WelcomeChoice.DEMO
    assert window.controller.demo


def test_closing_the_welcome_still_deals_and_how_to_play_shows_the_rules(window: MainWindow) -> None:
    def rules_then_close(dialog: WelcomeDialog) -> None:
        dialog.rules_button.click()
        dialog.reject()

    answers(window, rules_then_close)
    assert start_first_game(window, go=False) is WelcomeChoice.CLOSED
    assert isinstance(window.help_dialog, HelpDialog)
    assert window.controller.session is not None
    assert window.prefs.welcomed  # asked once, even when closed


def test_a_name_that_cannot_be_used_keeps_the_welcome_open(window: MainWindow) -> None:
    dialog = WelcomeDialog(window.prefs, window.source, window)
    dialog.name_edit.setText("bad\u200bname")  # a format character: not a name storage would keep
    dialog.play_button.click()
    assert dialog.result() != QDialog.DialogCode.Accepted and not dialog.error.isHidden()
    assert "cannot be used" in dialog.error.text() and dialog.choice is WelcomeChoice.CLOSED


def test_the_dialogs_fit_a_1024_by_600_screen(window: MainWindow) -> None:
    """Issue 14: New game and Preferences were 1033 and 1055 pixels wide.  Each tab of Preferences counts;
    40 pixels are left for the window's frame and 60 for a panel at the screen's edge."""
    from ginqt.ui.dialogs.preferences import PreferencesDialog

    dialogs = [WelcomeDialog(window.prefs, window.source, window), NewGameDialog(window.prefs, window.source, window)]
    preferences = PreferencesDialog(window.prefs, window.source, window)
    for dialog in dialogs:
        size = dialog.sizeHint()
        assert size.width() <= 1024 - 40 and size.height() <= 600 - 60 - 40, (type(dialog).__name__, size)
    for tab in range(preferences.tabs.count()):
        preferences.tabs.setCurrentIndex(tab)
        size = preferences.sizeHint()
        assert size.width() <= 1024 - 40 and size.height() <= 600 - 60 - 40, (preferences.tabs.tabText(tab), size)


def test_every_rule_option_explains_itself_with_an_example(window: MainWindow) -> None:
    """Issue 14: as the PalmPilot program's "i": each option's tooltip says what it does, most with an example."""
    editor = NewGameDialog(window.prefs, window.source, window).form.rules_editor
    for name, widget in editor.widgets.items():
        tip = widget.toolTip()
        assert len(tip) > 40, name
    with_example = [name for name, widget in editor.widgets.items() if "Example" in widget.toolTip()]
    assert len(with_example) >= len(editor.widgets) - 4, set(editor.widgets) - set(with_example)
    labels = {name: text for name, (text, _tip) in editor.labels().items()}
    assert labels["wall"] == "When two cards are left in the stock" and labels["knock_rule"] == "Knock limit set by"
