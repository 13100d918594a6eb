"""What keeps the start quick (issue 39; benchmarks/bench_ui.py measures it)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ginqt.ui.table.theme import theme_for


def test_a_table_colours_theme_is_worked_out_once() -> None:
    """Every card, sign and snapshot asks for the theme (about 75 times before the first frame): the colours
    of one table colour are worked out once, and the text size still applies."""
    assert theme_for("#2f7d46") is theme_for("#2f7d46")
    assert theme_for("#e9e4d0", True) is theme_for("#e9e4d0", True)
    large = theme_for("#2f7d46", scale=1.5)
    assert large.text_scale == 1.5 and large.text == theme_for("#2f7d46").text


def test_the_idle_blanker_watches_no_input_until_it_is_wanted(windows: Any, qtbot: Any) -> None:
    """Blank when idle is off by default: no application-wide event filter (every event of every object went
    through Python, and the start converted some 70 Qt types more for it).  Switched on, it watches from the
    end of the wait then running, and covers the table after a whole wait without input."""
    window = windows()
    blanker, prefs = window.idle_blanker, window.prefs
    restarts: list[int] = []
    wait_again = blanker.restart
    blanker.restart = lambda: (restarts.append(1), wait_again())  # type: ignore[method-assign]
    assert not prefs.blank_when_idle and not blanker.watching
    QTest.keyClick(window.view, Qt.Key.Key_Shift)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert restarts == [], "input is not watched while the preference is off"
    blanker.timer.timeout.emit()
    assert not window.boss.active and not blanker.watching
    prefs.blank_when_idle = True
    blanker.timer.timeout.emit()  # the wait that ran while it was switched on: its input was not seen
    assert not window.boss.active and blanker.watching
    restarts.clear()
    QTest.keyClick(window.view, Qt.Key.Key_Shift)
    assert restarts, "each key starts the wait again"
    blanker.timer.timeout.emit()
    assert window.boss.active
