"""What keeps the start quick (issue 39; benchmarks/bench_ui.py measures it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ginqt.ui.table.theme import theme_for

ROOT = Path(__file__).resolve().parent.parent


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
    window.preferences.change(blank_when_idle=True)
    blanker.timer.timeout.emit()  # the wait that ran while it was switched on: its input was not seen
    assert not window.boss.active and blanker.watching
    restarts.clear()
    QTest.keyClick(window.view, Qt.Key.Key_Shift)
    assert restarts, "each key starts the wait again"
    blanker.timer.timeout.emit()
    assert window.boss.active


def test_the_table_view_makes_its_own_viewport() -> None:
    """Asking Qt for the viewport it made had PySide6 look through every QWidget subclass and build some 70
    enums of theirs before the first frame; the view makes its viewport as Qt would (same name, background,
    the table's name for a screen reader), and building the view builds no enum."""
    code = """
import enum
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from ginqt.ui.table.scene import TableScene
from ginqt.ui.table.view import TableView
app = QApplication([])
scene = TableScene()
made = []
create = enum.EnumType._create_
enum.EnumType._create_ = lambda cls, *a, **k: made.append(a[0]) or create(cls, *a, **k)
view = TableView(scene)
enum.EnumType._create_ = create
port = view.viewport()
print(len(made), port.objectName(), port.accessibleName(), port.autoFillBackground(),
      port.backgroundRole() == QPalette.ColorRole.Base, port.parent() is view)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "qt_scrollarea_viewport", "Card", "table", "True", "True", "True"]


def test_closed_docks_are_not_measured(windows: Any, qtbot: Any, monkeypatch: Any) -> None:
    """The docks start closed: a window's resizing (at start, and by the player) does not work out the docks'
    width (a tab bar made to measure the tabs, QStyle asked and its large enums built) until one is open."""
    from ginqt.ui.panels.manager import PanelManager

    window = windows()
    asked: list[int] = []
    measure = PanelManager.width
    monkeypatch.setattr(PanelManager, "width",
                        lambda self, width, tabs=True: asked.append(width) or measure(self, width, tabs))
    assert not window.panels.any_open()
    window.resize(1000, 700)
    qtbot.wait(50)
    window.resize(800, 600)
    qtbot.wait(50)
    assert asked == []
    window.panels.set_open(True)
    window.resize(700, 500)
    qtbot.waitUntil(lambda: bool(asked), timeout=2000)


def test_the_start_imports_no_dialog() -> None:
    """The saved-game question and the notices box (and QMessageBox's enums) are imported when they are shown."""
    code = "import sys, ginqt.ui.app; print(sorted(m for m in sys.modules if m.startswith('ginqt.ui.dialogs.')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_data_folders_lock_names_this_computer_without_socket(tmp_path: Path) -> None:
    """The lock says who keeps the folder ("process N on HOST", read by a second GinQt) with the name
    socket.gethostname() gives, and the start does not import socket for it (4 ms of a start)."""
    import socket

    code = ("import sys; from pathlib import Path; from ginqt.storage.lock import DataLock; "
            f"lock = DataLock.take(Path({str(tmp_path)!r})); print('socket' in sys.modules); print(lock.holder)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    imported, holder = done.stdout.splitlines()
    assert imported == "False"
    assert holder.startswith("process ") and holder.endswith(f" on {socket.gethostname()}")


def test_a_start_without_third_party_plugins_starts_no_plugin_machinery() -> None:
    """Loading the built-in plugins and seating the computer imports neither discovery nor the plugin processes'
    machinery (subprocess, signals, ctypes' sandbox: ~12 ms of a start): no remote seat, process or pool."""
    code = ("import sys; from ginqt.plugins import load_plugins; plugins = load_plugins(autoload=True); "
            "player = plugins.make_guarded('standard', 1); "
            "print(sorted(m for m in ('ginqt.plugins.discovery', 'ginqt.plugins.hosting', 'ginqt.remote.process', "
            "'ginqt.remote.pool', 'ginqt.remote.seat', 'ginqt.remote.sandbox', 'subprocess') if m in sys.modules)); "
            "print(type(player).__name__)")
    env = {key: value for key, value in os.environ.items() if key != "GINQT_DISABLE_PLUGIN_AUTOLOAD"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["[]", "GuardedStrategy"]


def test_the_start_imports_the_hints_values_but_not_the_search() -> None:
    """The window's modules, the hints and the built-in plugins (the expert among them) import the analysis'
    values, not its search (advice, evaluate, evaluator): that comes with the first hint or expert move.  The
    package's names still answer, ``playout`` and ``situation`` as functions though modules share their names."""
    code = ("import sys; from ginqt.plugins import load_plugins; load_plugins(autoload=True); "
            "import ginqt.analysis.hints, ginqt.ui.app; "
            "print(sorted(m for m in ('ginqt.analysis.advice', 'ginqt.analysis.evaluate', 'ginqt.analysis.evaluator')"
            " if m in sys.modules)); "
            "import ginqt.analysis.playout, ginqt.analysis.situation; "
            "from ginqt.analysis import advise, analyse, playout, situation, Reason; "
            "print(advise.__module__, analyse.__module__, callable(playout), callable(situation), Reason.__name__)")
    env = {key: value for key, value in os.environ.items() if key != "GINQT_DISABLE_PLUGIN_AUTOLOAD"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env=dict(env, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["[]", "ginqt.analysis.advice ginqt.analysis.evaluate True True Reason"]


def _after_start(tmp_path: Path, prefixes: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The modules starting with one of ``prefixes`` that a real start (``ginqt --seed 1``, a fresh data folder,
    quitting once the window is shown, as bench_ui.py starts it) has imported, and the classes they define."""
    code = f"""
import atexit, sys
atexit.register(lambda: print("MODULES", *sorted(m for m in sys.modules if m.startswith({prefixes!r}))))
atexit.register(lambda: print("CLASSES", *sorted(name for m in list(sys.modules) if m.startswith({prefixes!r})
                                                 for name, value in vars(sys.modules[m]).items()
                                                 if isinstance(value, type) and value.__module__ == m)))
sys.argv = ["ginqt", "--seed", "1", "--data-dir", {str(tmp_path / "data")!r}]
from ginqt.cli import main
sys.exit(main())
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen", GINQT_REPORT_SHOWN="exit"))
    assert done.returncode == 0, done.stderr
    assert "GINQT_SHOWN" in done.stdout  # the window was shown
    lines = done.stdout.splitlines()
    return (next(line.split()[1:] for line in lines if line.startswith("MODULES")),
            next(line.split()[1:] for line in lines if line.startswith("CLASSES")))


def test_the_start_makes_no_celebration_and_no_score_history_table(tmp_path: Path) -> None:
    """The celebrations (their module, its items and painting, ~20 ms of imports) are made when a hand first ends,
    not with the board (tests/test_celebration.py: the first gin is still celebrated); the score history's model and
    table when its dock is first shown (the docks start closed), though the dock itself is made and named; the
    hints' rich text (``html``) when the hints panel first shows something."""
    modules, classes = _after_start(tmp_path, ("ginqt.ui.table.", "ginqt.ui.panels.", "html"))
    assert "ginqt.ui.table.board" in modules and "ginqt.ui.panels.history" in modules  # the table and the docks
    assert {"Board", "ScoreHistoryPanel", "HintsPanel", "StatisticsPanel"} <= set(classes)
    assert "ginqt.ui.table.celebration" not in modules and "Celebration" not in classes
    assert "ScoreHistoryModel" not in classes  # the score history's rows and table
    assert "ginqt.ui.panels.hints_html" not in modules and "html" not in modules  # the hints' rich text


def test_the_score_history_opened_after_some_hands_shows_them(windows: Any) -> None:
    """Hands played with the dock closed (its rows not made yet) are all there, with their totals, when it is
    first opened."""
    from ui_helpers import source

    from ginqt.play.runner import GameRunner
    from ginqt.play.spec import GameSpec, Variant

    src = source()
    _rules, scoring, variant_rules = src.rules("standard")
    setup = GameSpec(Variant("standard", variant_rules, scoring), seed=5)
    runner = GameRunner(setup, [src.make("standard", 6, 5.0), src.make("easy", 7, 5.0)])
    for _ in range(3):
        runner.play_hand()
        if runner.over:
            break
        runner.next_hand()
    match = runner.match
    played = list(match.history)
    assert len(played) >= 2
    window = windows()
    window.controller.resume(GameRunner.at(setup, match))
    history = window.panels.history
    assert not history.on_screen and not history.built
    history.toggleViewAction().trigger()  # View › Score history
    assert history.on_screen and history.built and history.table is not None
    model = history.table.model()
    assert model is history.model
    hands = [model.data(model.index(row, 0), Qt.ItemDataRole.UserRole) for row in range(model.rowCount())]
    assert hands[: len(played)] == [record.number for record in played]
    last = len(played) - 1
    assert [model.data(model.index(last, column), Qt.ItemDataRole.UserRole) for column in (2, 3)] == \
        list(played[-1].scores_after)
    assert model.headerData(2, Qt.Orientation.Horizontal) == "You"
