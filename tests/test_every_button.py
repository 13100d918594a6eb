"""Issue 48, "How to test it": every dialog and dock panel of the window opened, and each of its buttons
clicked once with the mouse (``QTest.mouseClick``), on every tab; nothing may raise (pytest-qt fails a test
on an exception in a slot) and nothing may be written to stderr.

A button that closes its dialog is clicked in a dialog opened again for it; a dialog a click opens on top
(a question, a colour or file chooser, a warning) is closed by a timer, as a person would dismiss it.  No
dialog or panel has a button that ends the application or opens another program (none is skipped; a button
labelled Quit would be); Game › Quit is a menu item and the game-over panel's Quit an item of the table,
both tested elsewhere.  A dock's Close is not clicked once its Float has taken it off the window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QDockWidget, QTabBar, QTabWidget, QWidget
from test_session import WINNING_SEED, Table

from ginqt.analysis import Effort
from ginqt.ui.menus import Command
from ginqt.ui.replay.window import ReplayWindow

pytestmark = pytest.mark.timeout(300)

#: buttons that end the application when clicked
SKIPPED = {"&Quit", "Quit", "&Quit…"}


def _key(button: QAbstractButton) -> tuple[str, str, str, str]:
    parent = button.parent()
    return type(button).__name__, button.text(), button.accessibleName(), parent.objectName() if parent else ""


def _signature(button: QAbstractButton, siblings: list[QAbstractButton]) -> tuple[tuple[str, str, str, str], int]:
    same = [b for b in siblings if _key(b) == _key(button)]
    return _key(button), same.index(button)


class Clicker:
    """Clicks every button of a dialog or panel once; closes whatever a click opens on top."""

    def __init__(self) -> None:
        self.driving: QWidget | None = None
        self.clicked: list[str] = []
        self.skipped: list[str] = []
        self.dismissed: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(25)
        self.timer.timeout.connect(self._dismiss)
        self.timer.start()

    def _dismiss(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self.driving:
            self.dismissed.append(modal.windowTitle() or type(modal).__name__)
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()

    @staticmethod
    def buttons(root: QWidget) -> list[tuple[QTabWidget | None, int, QAbstractButton]]:
        """The enabled buttons under ``root``, each with the tab it is on (they show on their tab only)."""
        tabs = [t for t in root.findChildren(QTabWidget) if t.window() is root.window()]
        pages = [(tab, i) for tab in tabs for i in range(tab.count())] or [(None, 0)]
        found: list[tuple[QTabWidget | None, int, QAbstractButton]] = []
        seen: set[int] = set()
        for tab, index in pages:
            if tab is not None:
                tab.setCurrentIndex(index)
                QApplication.processEvents()
            for button in root.findChildren(QAbstractButton):
                if id(button) in seen or isinstance(button.parent(), QTabBar) or not button.isVisibleTo(root) \
                        or not button.isEnabled():
                    continue
                seen.add(id(button))
                found.append((tab, index, button))
        # a dock's own Float and Close last: its contents first (the review's button is in a dock)
        return sorted(found, key=lambda entry: isinstance(entry[2].parent(), QDockWidget))

    def exercise(self, name: str, open_it: Callable[[], QWidget | None], modal: bool = False,
                 done: Callable[[QWidget], None] | None = None) -> int:
        """Open with ``open_it`` (modal: it blocks until the dialog is closed, the dialog is the modal widget)
        as often as needed to click each button once.  Returns how many were clicked."""
        clicked: set[tuple[tuple[str, str, str, str], int]] = set()
        openings = 0
        finished = False
        while not finished:
            openings += 1
            assert openings < 60, f"{name}: its buttons keep changing"

            def click_through(root: QWidget | None) -> None:
                nonlocal finished
                assert root is not None, f"{name} did not open"
                self.driving = root
                while True:
                    listed = self.buttons(root)
                    todo = [(tab, i, b) for tab, i, b in listed
                            if _signature(b, [x for _t, _i, x in listed]) not in clicked]
                    if not todo:
                        finished = True
                        break
                    tab, index, button = todo[0]
                    clicked.add(_signature(button, [x for _t, _i, x in listed]))
                    label = f"{name}: {button.text() or button.accessibleName() or type(button).__name__}"
                    if button.text() in SKIPPED:
                        self.skipped.append(label)
                        continue
                    if tab is not None:
                        tab.setCurrentIndex(index)
                    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                    QApplication.processEvents()
                    self.clicked.append(label)
                    if not root.isVisible():
                        break  # it closed: opened again for the rest
                if done is not None:
                    done(root)
                if root.isVisible():
                    root.close() if not isinstance(root, QDialog) else root.reject()
                self.driving = None

            if modal:
                QTimer.singleShot(0, lambda: click_through(QApplication.activeModalWidget()))
                open_it()
            else:
                click_through(open_it())
        return len(clicked)


@pytest.fixture
def table(qtbot: Any, tmp_path: Path) -> Any:
    made = Table(qtbot, tmp_path / "data", seed=WINNING_SEED, score_limit=0, confirm_new_game=False,
                 confirm_quit=True)
    yield made
    made.close()


def test_every_dialog_and_panel_and_each_of_their_buttons(table: Any, qtbot: Any, capfd: Any) -> None:
    t, window = table, table.window
    window.resize(1200, 800)
    window.show()
    t.window.new_game()
    t.play_to_end()  # a finished game: a record, a high score, a player with statistics
    t.window.new_game()
    t.play_moves(4)  # and one in play, saved
    resumed = t.storage.resume()  # as the next start reads it
    assert resumed is not None
    capfd.readouterr()
    clicker = Clicker()
    count: dict[str, int] = {}
    menus = window.menus

    # the dock panels, each in front in turn
    window.panels.set_open(True)
    for panel in window.panels.panels():
        panel.show()
        panel.raise_()
        QApplication.processEvents()
        count[panel.windowTitle()] = clicker.exercise(panel.windowTitle(), lambda panel=panel: panel.widget())

    # the modal dialogs of the menus
    for command in (Command.NEW, Command.PREFERENCES, Command.PLAYERS, Command.ADD_ENGINE):
        count[command.value] = clicker.exercise(command.value, menus[command].trigger, modal=True)

    # the windows that stay open beside the table
    def opened(command: Command, attribute: Callable[[], QWidget | None]) -> Callable[[], QWidget | None]:
        def open_it() -> QWidget | None:
            menus[command].trigger()
            QApplication.processEvents()
            return attribute()
        return open_it

    count["help"] = clicker.exercise("help", opened(Command.HELP, lambda: window.help_dialog))
    count["about"] = clicker.exercise("about", opened(Command.ABOUT, lambda: window.about_dialog))
    count["high scores"] = clicker.exercise("high scores", opened(Command.HIGH_SCORES,
                                                                  lambda: window.records.high_scores_dialog))
    count["past games"] = clicker.exercise("past games", opened(Command.PAST_GAMES,
                                                                lambda: window.records.past_games_dialog))

    # the replay of a past game and its review (a quick expert: the test is not about its strength)
    def replay() -> QWidget | None:
        for old in window.findChildren(ReplayWindow):
            old.close()
        menus[Command.PAST_GAMES].trigger()
        dialog = window.records.past_games_dialog
        assert dialog is not None and dialog.model.rowCount() >= 1
        dialog.open_button.click()
        shown = [w for w in window.findChildren(ReplayWindow) if w.isVisible()]
        assert shown and shown[-1].review is not None
        shown[-1].review.effort = Effort(deals=4, playouts=2, knock_deals=4)
        return shown[-1]

    def wait_for_review(root: QWidget) -> None:
        assert isinstance(root, ReplayWindow) and root.review is not None
        qtbot.waitUntil(lambda: root.review.worker is None, timeout=120_000)
        review = root.review.review  # clicked, then cancelled: what was reviewed was reviewed, no worker died
        assert review is not None and getattr(review, "lost", None) == () and "failed" not in root.review.summary.text()

    count["replay"] = clicker.exercise("replay", replay, done=wait_for_review)

    # the first start's welcome, and the saved game's question at a start
    from ginqt.ui.dialogs.saved_game import resume_question_box
    from ginqt.ui.start import start_first_game

    count["welcome"] = clicker.exercise("welcome", lambda: start_first_game(window, go=False), modal=True)
    count["resume"] = clicker.exercise("resume", lambda: resume_question_box(window, resumed).exec(), modal=True)

    clicker.timer.stop()
    # the offscreen platform's own notes ("This plugin does not support raise()") are not the application's
    err = [line for line in capfd.readouterr().err.splitlines() if not line.startswith("This plugin does not support")]
    assert err == [], err[-20:]
    panels = {panel.windowTitle() for panel in window.panels.panels()}
    assert all(count[name] > 0 for name in count if name not in panels), count  # a dock may have no button
    assert sum(count.values()) >= 50, (count, clicker.clicked)
    assert not [label for label in clicker.skipped if "Quit" not in label], clicker.skipped
    print(f"\n{sum(count.values())} buttons in {len(count)} dialogs and panels: {count}; "
          f"dismissed {clicker.dismissed}; skipped {clicker.skipped}; clicked {clicker.clicked}")
