"""Every dialog and the table in another language: nothing cut off at 1024 x 600, nothing left in English,
no menu with a mnemonic twice (issue 15).  German is the longest of the three."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QMenu,
    QTabWidget,
    QWidget,
)

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.storage import Storage
from ginqt.translations import TRANSLATED
from ginqt.translations.catalog import SourceTree, read_ts
from ginqt.ui import language
from ginqt.ui.dialogs.about import AboutDialog
from ginqt.ui.dialogs.help import HelpDialog
from ginqt.ui.dialogs.high_scores import HighScoresDialog
from ginqt.ui.dialogs.new_game import NewGameDialog
from ginqt.ui.dialogs.past_games import PastGamesDialog
from ginqt.ui.dialogs.players import PlayersDialog
from ginqt.ui.dialogs.preferences import PreferencesDialog
from ginqt.ui.dialogs.saved_game import notices_box
from ginqt.ui.dialogs.welcome import WelcomeDialog
from ginqt.ui.game.keeper import GameKeeper
from ginqt.ui.table.items import BadgeItem, font
from ginqt.ui.table.painter import BUTTON_WIDTH
from ginqt.ui.table.render import CARD_WIDTH
from ginqt.ui.table.snapshot import Button
from ginqt.ui.text import button_text
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(120)

SCREEN = (1024, 600)


@pytest.fixture
def speaking(qapp: QApplication) -> Iterator[Any]:
    """``speaking(code)`` installs a language; English again afterwards."""
    yield language.install
    language.install("en")


def untranslated(code: str) -> set[str]:
    """The English texts that language ``code`` words differently: on its screens they are a miss."""
    sources = set()
    for message in read_ts(SourceTree.here().ts_file(code)):
        if message.forms and message.forms[0] != message.source and not message.numerus:
            sources.add(message.source)
    return sources


def texts(widget: QWidget) -> list[tuple[QWidget, str]]:
    """Every label's, button's and tab's text under ``widget`` (its window title too)."""
    found: list[tuple[QWidget, str]] = [(widget, widget.windowTitle())]
    for child in widget.findChildren(QWidget):
        if isinstance(child, QLabel | QAbstractButton):
            found.append((child, child.text()))
        if isinstance(child, QTabWidget):
            found += [(child, child.tabText(i)) for i in range(child.count())]
    return found


def clipped(widget: QWidget) -> list[str]:
    """The visible labels and buttons under ``widget`` whose text needs more room than they have."""
    out = []
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget) or not isinstance(child, QLabel | QAbstractButton) or not child.text():
            continue
        if isinstance(child, QLabel) and child.wordWrap():
            need = child.heightForWidth(child.width())
            if need > child.height() + 1:
                out.append(f"{type(child).__name__} {child.text()!r}: {need} px high in {child.height()}")
        elif child.sizeHint().width() > child.width() + 1:
            out.append(f"{type(child).__name__} {child.text()!r}: {child.sizeHint().width()} px in {child.width()}")
    return out


def laid_out(qtbot: Any, dialog: QWidget) -> QWidget:
    """``dialog`` shown at its own size, within a 1024 x 600 screen (a frame and a panel left for)."""
    qtbot.addWidget(dialog)
    hint = dialog.sizeHint()
    if not isinstance(dialog, AboutDialog):  # its plugin list makes it about 500 high in English too
        assert hint.width() <= SCREEN[0] - 40 and hint.height() <= SCREEN[1] - 100, (type(dialog).__name__, hint)
    dialog.resize(hint.boundedTo(QSize(*SCREEN)))
    dialog.show()
    QApplication.processEvents()
    return dialog


def dialogs(window: MainWindow, storage: Storage) -> list[QWidget]:
    window.records.attach(GameKeeper(window.controller, storage, parent=window))
    folder = window.records.record_folder
    assert folder is not None
    return [WelcomeDialog(window.prefs, window.source, window), NewGameDialog(window.prefs, window.source, window),
            PreferencesDialog(window.prefs, window.source, window), HelpDialog(window, None, window),
            AboutDialog(window.source, "", window), HighScoresDialog([], window),
            PlayersDialog(storage, window.prefs.name, window), PastGamesDialog(folder, window),
            notices_box(window, ["settings.json: not a settings file; the defaults are used"])]


@pytest.mark.parametrize("code", ["de"])
def test_every_dialog_fits_and_nothing_is_cut_off(qtbot: Any, windows: Any, tmp_path: Path, speaking: Any,
                                                   code: str) -> None:
    """A label or button whose text is wider than its room (``sizeHint`` against its width) fails,
    in every dialog and every tab of each, in the longest language, on a 1024 x 600 screen."""
    speaking(code)
    storage = Storage.open(tmp_path)
    window = windows(storage=storage)
    window.resize(*SCREEN)
    problems = []
    for dialog in dialogs(window, storage):
        laid_out(qtbot, dialog)
        for tabs in [dialog.findChildren(QTabWidget) or [None]][0]:
            for index in range(tabs.count() if tabs is not None else 1):
                if tabs is not None:
                    tabs.setCurrentIndex(index)
                    QApplication.processEvents()
                problems += [f"{type(dialog).__name__}: {line}" for line in clipped(dialog)]
        dialog.close()
    assert problems == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_is_left_on_the_screens(qtbot: Any, windows: Any, tmp_path: Path, speaking: Any,
                                           code: str) -> None:
    """Every text of the window, its docks and dialogs that the language words differently is translated:
    a text the code makes in a context ``lupdate`` does not see stays English and fails here."""
    speaking(code)
    storage = Storage.open(tmp_path)
    window = windows(storage=storage)
    for panel in window.panels.panels():
        panel.ensure_built()
    english = untranslated(code)
    left = [f"{type(w).__name__}: {text!r}" for w, text in texts(window) if text in english]
    for dialog in dialogs(window, storage):
        qtbot.addWidget(dialog)
        left += [f"{type(dialog).__name__}/{type(w).__name__}: {text!r}" for w, text in texts(dialog)
                 if text in english]
    menus = [action for action in window.menuBar().actions()]
    while menus:
        action = menus.pop()
        if action.text() in english:
            left.append(f"menu: {action.text()!r}")
        menu = action.menu()
        if isinstance(menu, QMenu):
            menus += menu.actions()
    assert left == [], "\n".join(left)


def mnemonic(text: str) -> str | None:
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_menu_uses_a_mnemonic_twice_in_any_language(windows: Any, speaking: Any, code: str) -> None:
    speaking(code)
    window = windows(show=False)
    bar = [mnemonic(action.text()) for action in window.menuBar().actions()]
    assert len(bar) == len(set(bar)), bar
    menus = [action.menu() for action in window.menuBar().actions()]
    while menus:
        menu = menus.pop()
        assert isinstance(menu, QMenu)
        letters = [mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        used = [letter for letter in letters if letter is not None]
        assert len(used) == len(set(used)), (menu.title(), "; ".join(a.text() for a in menu.actions()))
        menus += [a.menu() for a in menu.actions() if isinstance(a.menu(), QMenu)]


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_table_buttons_hold_their_words(speaking: Any, code: str) -> None:
    speaking(code)
    metrics = QFontMetricsF(font(17, bold=True))
    words = [button_text(b.value, gin, armed) for b in Button for gin in (False, True) for armed in (False, True)]
    too_wide = [(w, width) for w in set(words) if (width := metrics.horizontalAdvance(w)) > BUTTON_WIDTH - 16]
    assert too_wide == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_tables_captions_fit_under_their_piles(windows: Any, speaking: Any, code: str) -> None:
    """The piles' and the knock card's captions are drawn in a box as wide as the card and 48 more."""
    speaking(code)
    window = windows(show=False)
    metrics = QFontMetricsF(font(15))
    scene = window.scene
    captions = [(pile.label, CARD_WIDTH + 48) for pile in scene.piles.values()]
    captions += [(item.label, CARD_WIDTH * 0.8 + 48) for item in scene.items() if isinstance(item, BadgeItem)]
    assert len(captions) >= 3
    too_wide = [(text, metrics.horizontalAdvance(text), room) for text, room in captions
                if metrics.horizontalAdvance(text) > room]
    assert too_wide == []

