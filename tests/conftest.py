"""Test configuration: Qt runs offscreen, and the tests never touch the user's real data folder."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GINQT_DATA_DIR"] = tempfile.mkdtemp(prefix="ginqt-test-data-")
os.environ["GINQT_CACHE_DIR"] = tempfile.mkdtemp(prefix="ginqt-test-cache-")
# GinQt passes none of its environment on to plugins: the test plugins' targets (tests/attacking_plugins.py)
# reach them because they are named here, as a user names a variable for theirs.
os.environ["GINQT_PLUGIN_ENV"] = ",".join(
    ["ATTACK_DATA_DIR", "ATTACK_PIDS", "ATTACK_MEMORY_MB", "ATTACK_MARKER", "ATTACK_PORT", "ATTACK_ABSTRACT",
     "ATTACK_SLEEP", "ATTACK_UNIX_PATH", "ATTACK_UDP_PORT", "ATTACK_SHM_KEY", "ATTACK_PLANTED"])
# The test plugins borrow the benchmarks' third-party copies: on GinQt's sys.path, so a plugin's sandbox may
# read them (a plugin reads only the runtime, GinQt's sys.path and its own files).
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "benchmarks"))

#: Plugins that end or hang the process that imports them: only ever imported in a plugin's own
#: process (tests/test_isolation.py), never by the doctest collection.
collect_ignore = ["plugin_exits_at_import.py", "plugin_hangs_at_import.py", "forging_plugin.py", "flooding_plugin.py"]


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """A test that shows the window in another language (Preferences.language) leaves it in English."""
    yield
    language = sys.modules.get("ginqt.ui.language")
    if language is not None and language.installed() != "en":
        language.install("en")


@pytest.fixture
def make_window(qtbot) -> Iterator[Callable[..., Any]]:  # type: ignore[no-untyped-def]
    """Make active main windows at 1200x800 (``make_window(seed=1, factory=None, **prefs)``), fast and with the
    built-in players (keyboard shortcuts need the active window); their computer players are stopped afterwards."""
    from ui_helpers import fast_prefs, source

    import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
    from ginqt.ui.window import MainWindow

    made: list[MainWindow] = []

    def make(seed: int = 1, factory: Callable[[int, int | None], object] | None = None, **prefs: object) -> MainWindow:
        window = MainWindow(fast_prefs(**prefs), source(), seed=seed, strategy_factory=factory)
        qtbot.addWidget(window)
        window.resize(1200, 800)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()


@pytest.fixture
def windows(qtbot) -> Iterator[Callable[..., Any]]:  # type: ignore[no-untyped-def]
    """Make main windows (``windows(storage=None, seed=1, show=True, **prefs)``), fast and
    with the built-in players; their computer players are stopped afterwards."""
    from ui_helpers import fast_prefs, source

    import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
    from ginqt.ui.window import MainWindow

    made: list[MainWindow] = []

    def make(storage: Any = None, seed: int = 1, show: bool = True, **prefs: object) -> MainWindow:
        window = MainWindow(fast_prefs(**prefs), source(), seed=seed, storage=storage)
        qtbot.addWidget(window)
        if show:
            window.show()
            qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()
