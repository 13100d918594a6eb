"""Start the GUI: ``ginqt`` (see :mod:`ginqt.cli`) calls :func:`run_app`."""

from __future__ import annotations

import os
import sys
import time
from typing import Any

__all__ = ["preferences_from_options", "run_app"]


def preferences_from_options(options: Any) -> Any:
    from ginqt.ui.preferences import Preferences

    prefs = Preferences()
    if getattr(options, "name", None):
        prefs.name = options.name
    if getattr(options, "opponent", None):
        prefs.opponent = options.opponent
    if getattr(options, "variant", None):
        prefs.variant = options.variant
    if getattr(options, "score_limit", None) is not None:
        prefs.score_limit = options.score_limit
    if getattr(options, "open_hands", False):
        prefs.open_hands = True
    return prefs


def run_app(options: Any) -> int:
    """Show the table and run the event loop; the process's exit code.

    ``--demo --exit-after-hands N --screenshot FILE`` plays N hands in demo mode, saves a
    PNG of the window and exits 0 (offscreen too).
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ginqt.ui.players import PlayerSource
    from ginqt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("GinQt")
    app.setOrganizationName("GinQt")
    prefs = preferences_from_options(options)
    demo = bool(getattr(options, "demo", False))
    exit_after = getattr(options, "exit_after_hands", None)
    screenshot = getattr(options, "screenshot", None)
    if demo and exit_after:
        # a scripted run: quick, but slow enough to exercise the animations once
        prefs.demo_delay_ms = 0
        prefs.animation_ms = 0
        prefs.hand_pause_ms = 0
    flags = getattr(options, "plugin_flags", None) or []
    blocked = [flag[3:] for flag in flags if flag.startswith("no:")]
    autoload = False if getattr(options, "disable_plugin_autoload", False) else None
    source = PlayerSource(autoload=autoload, blocked=blocked)
    window = MainWindow(prefs, source, seed=getattr(options, "seed", None))
    report = os.environ.get("GINQT_REPORT_SHOWN")
    if report:  # for benchmarks/bench_ui.py: print when the window is on screen ("exit": then quit)

        def shown() -> None:
            print(f"GINQT_SHOWN {time.time():.6f}", flush=True)
            if report == "exit":
                window.close()
                app.quit()

        window.shown.connect(shown)
    window.show()
    code = [0]

    def finish() -> None:
        if screenshot:
            window.controller.shutdown()
            window.scene.finish_animation()
            image = window.grab()
            if not image.save(screenshot, "PNG"):
                print(f"ginqt: could not save {screenshot}", file=sys.stderr)
                code[0] = 1
        window.close()
        app.quit()

    if exit_after:
        hands = [0]

        def hand_ended(_result: object) -> None:
            hands[0] += 1
            if hands[0] >= exit_after:
                window.controller.shutdown()
                QTimer.singleShot(0, finish)

        window.controller.handEnded.connect(hand_ended)
    elif screenshot:
        QTimer.singleShot(1500, finish)
    window.new_game(demo=demo)
    app.exec()
    pool_busy = window.controller._pool.activeThreadCount() > 0
    if pool_busy:  # a computer player that never returned: do not wait for it
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code[0])
    return code[0]
