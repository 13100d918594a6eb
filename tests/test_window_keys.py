"""Keys and menus of the window (issue 14, bugs 9, 13, 19): one-key shortcuts stay off a focused dock,
no menu uses a mnemonic twice, and Help › Keys lists every key of Quit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.engine import Phase
from ginqt.play.session import HUMAN
from ginqt.ui.menus import Command
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def window(qtbot, windows) -> MainWindow:  # type: ignore[no-untyped-def]
    made: MainWindow = windows(sound=False)
    made.activateWindow()
    qtbot.waitUntil(made.isActiveWindow, timeout=3000)
    return made


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` (``&&`` is a plain ampersand)."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


def test_no_menu_uses_a_mnemonic_twice(window: MainWindow) -> None:
    """Bug 13: "&Hint" and "Next &hand" both took Alt+H in the Move menu."""
    menus = [action.menu() for action in window.menuBar().actions()]
    bar = [mnemonic(action.text()) for action in window.menuBar().actions()]
    assert len(bar) == len(set(bar))
    while menus:
        menu = menus.pop()
        assert isinstance(menu, QMenu)
        letters = [mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        used = [letter for letter in letters if letter is not None]
        assert len(used) == len(set(used)), (menu.title(), letters)
        menus += [a.menu() for a in menu.actions() if isinstance(a.menu(), QMenu)]


def test_help_lists_ctrl_q_for_quit(window: MainWindow) -> None:
    """Bug 19: without a desktop's key theme Quit had Q alone (and Help said so)."""
    keys = {k.toString() for k in window.menus[Command.QUIT].shortcuts()}
    assert {"Q", "Ctrl+Q"} <= keys
    window.show_help()
    assert window.help_dialog is not None
    quit_rows = [row for row in window.help_dialog.rows if row[1] == "Quit"]
    assert quit_rows and "Ctrl+Q" in quit_rows[0][2] and "Q" in quit_rows[0][2].split(", ")


def test_one_key_shortcuts_do_not_act_on_the_table_from_a_dock(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Bug 9: Space could not tick a dock's check box, and N passed the upcard while a dock had the focus."""
    for seed in range(1, 20):
        window.seed = seed
        window.new_game()
        c = window.controller
        qtbot.waitUntil(lambda c=c: c.human_to_act, timeout=5000)
        if c.session.match.hand.phase is Phase.UPCARD_OFFER and c.session.match.hand.to_play == HUMAN:
            break
    else:
        raise AssertionError("the person was never offered the first upcard")
    hints = window.panels.hints
    hints.show()
    hints.raise_()
    qtbot.waitUntil(hints.isVisible)
    box = hints._advice_box
    assert box is not None
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=3000)
    before = c.session.match
    QTest.keyClick(box, Qt.Key.Key_N)
    QTest.keyClick(box, Qt.Key.Key_D)
    assert c.session.match is before, "a key typed in a dock played on the table"
    QTest.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked() and window.prefs.show_advice, "Space ticks the dock's check box"
    QTest.keyClick(box, Qt.Key.Key_F1)  # keys with no text of their own still reach the window
    assert window.help_dialog is not None
    window.help_dialog.close()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    QTest.keyClick(window.view, Qt.Key.Key_N)  # on the table, N passes the upcard
    assert c.session.match is not before


def test_p_throws_the_card_just_drawn_and_says_so(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Issue 48, item 6: the card just drawn has no number; P throws it, and now the table shows P under it,
    the keys' legend, Help and the README say so."""
    from pathlib import Path

    from ginqt.ui.dialogs.help import HelpDialog
    from ginqt.ui.table.layout import CARD_HEIGHT

    window = make_window(seed=2)
    window.new_game()
    c = window.controller

    def drawing() -> bool:
        if c.human_to_act and c.session.match.hand.phase is Phase.UPCARD_OFFER:
            QTest.keyClick(window, Qt.Key.Key_N)
        return c.human_to_act and c.session.match.hand.phase is Phase.DRAW

    qtbot.waitUntil(drawing, timeout=10_000)
    QTest.keyClick(window, Qt.Key.Key_D)
    drawn = window.board.drawn_card
    assert drawn is not None and window.board.snapshot.drawn_key == "P"
    card = window.scene.cards[drawn]
    [label] = [t for name, t in window.scene.texts.items() if name.startswith("num") and t.isVisible()
               and t.text() == "P"]
    below = label.sceneBoundingRect()
    assert card.sceneBoundingRect().left() <= below.center().x() <= card.sceneBoundingRect().right()
    assert below.top() >= card.y() + CARD_HEIGHT, "the key is under the card it throws"
    QTest.keyClick(window, Qt.Key.Key_P)
    hand = c.session.match.hand
    assert hand.discard_pile[-1] == drawn and not hand.hands[HUMAN] >> drawn & 1
    assert "1–0, P discard" in window.scene.texts["keys"].text()
    assert any("throw the card you drew" in line for line in HelpDialog(window).listed_actions())
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    assert "| P (after drawing) | discard the card you just drew" in readme
