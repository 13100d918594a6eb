"""``ginqt --self-test``: check an installation (or a frozen bundle) offscreen, then exit.

It checks, in order, and prints what it finds:

1. Qt starts (offscreen unless ``QT_QPA_PLATFORM`` says otherwise) and QtSvg renders
   the app icon;
2. the plugins load through their entry points (group ``ginqt``), with every plugin
   error printed;
3. the main window is built and shown;
4. one hand is played to its end by two built-in strategies through the engine.

It returns 0 when all pass, otherwise 1 with the reasons on stderr.  It works from a
source tree (``python -m ginqt --self-test``) and in the PyInstaller bundle
(``dist/ginqt/ginqt --self-test``), where it also checks that the bundle kept the
entry-point metadata (without it a frozen app sees no plugins).

With ``GINQT_REPORT_SHOWN=1`` in the environment it prints ``GINQT_SHOWN <unix time>``
as soon as the window is on screen, as the game itself does
(``benchmarks/bench_bundle.py`` times start-up with it).

.. versionadded:: 0.1
"""

from __future__ import annotations

import importlib.metadata
import os
import platform
import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from ginqt import __version__
from ginqt.ui.resources import APP_ICON, resource_path

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ginqt.plugins import Plugins
    from ginqt.ui.options import GameOptions

__all__ = ["SelfTestError", "play_demo_hand", "resource_path", "run_self_test"]

#: Set to 1 to print ``GINQT_SHOWN <unix time>`` when the window is shown (as ``ginqt`` itself does).
REPORT_SHOWN_ENV = "GINQT_REPORT_SHOWN"
#: How long the window stays up (seconds); long enough for a first paint.
SHOW_FOR = 0.3
#: A hand never needs this many moves; more means a strategy is stuck.
MAX_MOVES = 2000
SEED = 20240607


class SelfTestError(Exception):
    """A check failed; the message says why."""


def frozen() -> bool:
    """Whether this is the PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False))


def _out() -> TextIO:
    # A Windows GUI executable has no sys.stdout; fall back to stderr, then to nothing.
    return sys.stdout or sys.stderr or open(os.devnull, "w")


def _say(text: str) -> None:
    print(text, file=_out(), flush=True)


# ---------------------------------------------------------------------------- Qt


def start_qt() -> QApplication:
    """The application object, offscreen when no platform is chosen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion
        from PySide6.QtWidgets import QApplication
    except ImportError as error:
        raise SelfTestError(f"Qt (PySide6) cannot be imported: {error}") from error
    from ginqt.ui import qt_messages

    qt_messages.install()  # Qt's messages as the game handles them, those of the application's start too
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "ginqt", "-platform", os.environ["QT_QPA_PLATFORM"]])
    if not isinstance(app, QApplication):
        raise SelfTestError("a QCoreApplication without widgets is already running")
    app.setApplicationName("ginqt")
    app.setApplicationDisplayName("GinQt")
    app.setApplicationVersion(__version__)
    _say(f"Qt {qVersion()} (PySide6 {pyside_version}), platform {app.platformName()}")
    return app


#: Rendered when the app icon is not at hand (an installation without its data files).
_PROBE_SVG = (
    b'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">'
    b'<rect x="8" y="8" width="48" height="48" fill="#1d7a45"/></svg>'
)


def check_icon(app: QApplication) -> None:
    """QtSvg renders the app icon (in the bundle it must be there: it checks the bundled resources)."""
    try:
        from PySide6.QtCore import QByteArray
        from PySide6.QtGui import QIcon, QImage, QPainter
        from PySide6.QtSvg import QSvgRenderer
    except ImportError as error:
        raise SelfTestError(f"QtSvg cannot be imported: {error}") from error
    svg = resource_path(APP_ICON)
    if svg.is_file():
        renderer = QSvgRenderer(str(svg))
        what = svg.name
    elif frozen():
        raise SelfTestError(f"the bundle lacks the app icon: {svg}")
    else:
        renderer = QSvgRenderer(QByteArray(_PROBE_SVG))
        what = "a test image (no resources/ folder beside this installation)"
    if not renderer.isValid():
        raise SelfTestError(f"QtSvg cannot read {what}")
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    if image.pixel(32, 32) == 0:
        raise SelfTestError(f"QtSvg rendered {what} empty")
    if svg.is_file():
        app.setWindowIcon(QIcon(str(svg)))
    _say(f"icon: QtSvg renders {what}")


# ---------------------------------------------------------------------------- plugins


def _entry_point_names() -> list[str]:
    return sorted(f"{ep.name} = {ep.value}" for ep in importlib.metadata.entry_points(group="ginqt"))


def load_and_list_plugins(options: GameOptions) -> Plugins:
    """Load the plugins the way the game does, and print them and their errors."""
    try:
        from ginqt.plugins import load_plugins
    except ImportError as error:
        raise SelfTestError(f"the plugin system (ginqt.plugins) cannot be imported: {error}") from error
    entry_points = _entry_point_names()
    _say(f"entry points (group 'ginqt'): {', '.join(entry_points) if entry_points else 'none'}")
    if not entry_points and frozen():
        raise SelfTestError("the bundle has no 'ginqt' entry points: the spec must collect_entry_point('ginqt')")
    plugins = load_plugins(autoload=options.plugins.autoload, blocked=options.plugins.blocked)
    _say(f"plugins: {len(plugins.plugins)}")
    for info in plugins.plugins:
        kind = "built-in" if info.builtin else "third-party"
        registers = ", ".join(info.registers) or "nothing"
        _say(f"  {info.name} ({info.distribution} {info.version}, {kind}) [{info.status}]: {registers}")
    _say(f"strategies: {', '.join(sorted(plugins.strategies)) or 'none'}")
    _say(f"variants: {', '.join(sorted(plugins.variants)) or 'none'}")
    if plugins.errors:
        for fault in plugins.errors:
            print(f"plugin error: {fault}", file=sys.stderr, flush=True)
        names = ", ".join(sorted({fault.plugin for fault in plugins.errors}))
        raise SelfTestError(f"{len(plugins.errors)} plugin error(s), from {names} (block one with -p no:NAME)")
    _say("plugin errors: none")
    if not any(info.builtin and info.status == "loaded" for info in plugins.plugins):
        raise SelfTestError("the built-in plugins did not load")
    if not plugins.strategies:
        raise SelfTestError("no strategy was registered")
    return plugins


def builtin_strategies(plugins: Plugins, preferred: str | None = None) -> tuple[str, str]:
    """Two strategy names for the demo hand: built-in ones, ``preferred`` first when given."""
    builtin = sorted(name for name, info in plugins.strategies.items() if plugins.is_builtin(info.plugin))
    names = builtin or sorted(plugins.strategies)
    if preferred:
        plugins.strategy(preferred)  # raises for an unknown name
        names = [preferred, *(name for name in names if name != preferred)]
    if not names:
        raise SelfTestError("no strategy to play the demo hand with")
    return names[0], names[1] if len(names) > 1 else names[0]


# ---------------------------------------------------------------------------- the demo hand


def play_demo_hand(plugins: Plugins, names: tuple[str, str], rules: Any = None, seed: int = SEED) -> str:
    """Play one hand with strategies ``names`` (player 0, player 1); describe how it ended."""
    from ginqt.play.runner import play_first_hand
    from ginqt.play.spec import GameSpec, Variant
    from ginqt.rules import Rules

    players = [plugins.make_strategy(name, seed + index) for index, name in enumerate(names)]
    try:
        result, moves = play_first_hand(GameSpec(Variant.standard(Rules() if rules is None else rules), seed=seed,
                                                 first_dealer=1), players, MAX_MOVES)
    except ValueError as error:
        raise SelfTestError(f"the demo hand ({names[0]} vs {names[1]}): {error}") from error
    if result.dead:
        return f"{moves} moves, dead hand"
    return f"{moves} moves, player {result.winner} ({names[result.winner or 0]}) won {result.points} points"


# ---------------------------------------------------------------------------- the main window


def show_main_window(app: QApplication, options: GameOptions) -> float:
    """Build and show the main window briefly; return the seconds it took."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop

    from ginqt.ui.app import create_main_window

    started = time.perf_counter()
    window = create_main_window(options)
    window.show()
    timer = QElapsedTimer()
    timer.start()
    handle = window.windowHandle()
    while not (window.isVisible() and handle is not None and handle.isExposed()) and timer.elapsed() < 3000:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        handle = window.windowHandle()
    if not window.isVisible():
        raise SelfTestError("the main window did not show")
    shown = time.perf_counter() - started
    if os.environ.get(REPORT_SHOWN_ENV):
        _say(f"GINQT_SHOWN {time.time():.6f}")
    while timer.elapsed() < SHOW_FOR * 1000:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    if window.grab().isNull():
        raise SelfTestError("the main window could not be drawn")
    title = window.windowTitle() or type(window).__name__
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, 0)
    _say(f"main window: {title!r} shown ({window.width()}x{window.height()}) in {shown * 1000:.0f} ms")
    return shown


# ---------------------------------------------------------------------------- the whole test


def run_self_test(options: GameOptions) -> int:
    """Run every check; 0 when all pass, otherwise 1 with the reason on stderr."""
    started = time.perf_counter()
    where = f"frozen bundle {Path(sys.executable).parent}" if frozen() else f"source {Path(__file__).parent}"
    _say(f"GinQt {__version__} self-test: Python {platform.python_version()} on {platform.platform()}, {where}")
    try:
        app = start_qt()
        check_icon(app)
        plugins = load_and_list_plugins(options)
        show_main_window(app, options)
        rules = None
        if options.variant:
            rules = plugins.variant(options.variant).engine_rules
        names = builtin_strategies(plugins, options.opponent)
        outcome = play_demo_hand(plugins, names, rules, SEED if options.seed is None else options.seed)
        _say(f"demo hand: {names[0]} vs {names[1]}: {outcome}")
    except SelfTestError as error:
        print(f"ginqt self-test FAILED: {error}", file=sys.stderr, flush=True)
        return 1
    except Exception as error:
        traceback.print_exc()
        print(f"ginqt self-test FAILED: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
        return 1
    _say(f"self-test passed in {time.perf_counter() - started:.2f} s")
    return 0
