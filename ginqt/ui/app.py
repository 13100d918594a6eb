"""Start the GUI: ``ginqt`` (see :mod:`ginqt.cli`) calls :func:`run_app`.

The order of a start: the plugins (an unknown ``--variant``/``--opponent`` stops here
with exit status 2, before any window), the data folder (``--data-dir``), the
preferences (the settings file, then the command line on top, not written back),
the window and its :class:`~ginqt.ui.game.keeper.GameKeeper`, the notices about the data
files (once), then the saved game (offered again) or a new game.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

__all__ = ["preferences_from_options", "preferences_with_overrides", "run_app"]

#: Preferences the command line may set: option attribute -> Preferences field.
_OPTION_FIELDS = {"name": "name", "opponent": "opponent", "variant": "variant", "score_limit": "score_limit"}


def preferences_from_options(options: Any, stored: dict[str, Any] | None = None) -> Any:
    """The preferences for this run: ``stored`` (the settings, default none) with the command line on top."""
    return preferences_with_overrides(options, stored)[0]


def preferences_with_overrides(options: Any, stored: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
    """The preferences for this run: ``stored`` (the settings) with the command line on top.

    Also returns what the command line changed: field -> (its value, the stored value),
    so that closing the window does not write those back (seed 001: "overriding (but
    not overwriting) the configuration file settings").
    """
    from ginqt.preferences import Preferences

    prefs = Preferences.from_dict(stored or {})
    given: dict[str, Any] = {}

    def override(field: str, value: Any) -> None:
        given[field] = (value, prefs.to_dict()[field])
        setattr(prefs, field, value)

    for option, field in _OPTION_FIELDS.items():
        value = getattr(options, option, None)
        if value is not None and value != "":
            override(field, value)
    if getattr(options, "open_hands", False):
        override("open_hands", True)
    return prefs, given


def _interactive(options: Any) -> bool:
    """May we ask the user (a modal dialog)?  Not in scripted runs, tests or offscreen."""
    scripted = any(getattr(options, name, None) for name in ("exit_after_hands", "screenshot", "print_state"))
    scripted = scripted or getattr(options, "autoplay", None) is not None or bool(os.environ.get("GINQT_REPORT_SHOWN"))
    from ginqt.ui.window import headless

    return not scripted and not headless()


def set_app_icon(app: Any) -> bool:
    """Give every window the GinQt icon (title bar, task bar); False when the icon file is not found."""
    from PySide6.QtGui import QIcon

    from ginqt.resources import APP_ICON, resource_path

    path = resource_path(APP_ICON)
    if not path.is_file():
        return False
    icon = QIcon(str(path))
    if icon.isNull():
        return False
    app.setWindowIcon(icon)
    return True


def run_app(options: Any) -> int:
    """Show the table and run the event loop; the process's exit code.

    ``--demo --exit-after-hands N --screenshot FILE`` plays N hands in demo mode, saves a
    PNG of the window and exits 0 (offscreen too).
    """
    from ginqt.players import PlayerSource

    flags = getattr(options, "plugin_flags", None) or []
    blocked = [flag[3:] for flag in flags if flag.startswith("no:")]
    autoload = False if getattr(options, "disable_plugin_autoload", False) else None
    source = PlayerSource(autoload=autoload, blocked=blocked)
    error = source.unknown_name_error(options)
    if error:
        print(error, file=sys.stderr)
        return 2

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ginqt.storage import Storage
    from ginqt.ui.dialogs.saved_game import notices_box, resume_question_box
    from ginqt.ui.game.keeper import GameKeeper, resumed_setup
    from ginqt.ui.game.scripted import AutoPlayer, state_line
    from ginqt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("GinQt")
    app.setOrganizationName("GinQt")
    set_app_icon(app)
    interactive = _interactive(options)

    storage = Storage.open(getattr(options, "data_dir", None))
    prefs, given = preferences_with_overrides(options, storage.settings.as_dict())
    demo = bool(getattr(options, "demo", False))
    exit_after = getattr(options, "exit_after_hands", None)
    screenshot = getattr(options, "screenshot", None)
    autoplay = getattr(options, "autoplay", None)
    if (demo and exit_after) or autoplay is not None:
        # a scripted run: quick, but slow enough to exercise the animations once (not written back)
        for field in ("demo_delay_ms", "animation_ms", "hand_pause_ms", "computer_delay_ms"):
            given[field] = (0, getattr(prefs, field))
            setattr(prefs, field, 0)

    window = MainWindow(prefs, source, seed=getattr(options, "seed", None), storage=storage)
    window.command_line_values = given
    keeper = GameKeeper(window.controller, storage, parent=window)
    window.attach_game_keeper(keeper)

    def tell(text: str) -> None:
        window.statusBar().showMessage(text, 10000)
        if not interactive:
            print(f"ginqt: {text}", file=sys.stderr, flush=True)

    keeper.notice.connect(tell)
    report = os.environ.get("GINQT_REPORT_SHOWN")
    if report:  # for benchmarks/bench_ui.py: print when the window is on screen ("exit": then quit)

        def shown() -> None:
            print(f"GINQT_SHOWN {time.time():.6f}", flush=True)
            if report == "exit":
                window.close()
                app.quit()

        window.shown.connect(shown)
    window.show()

    # every file is read now, so that the notices come together, once
    resumed = None if demo else storage.resume()
    len(storage.stats), len(storage.highscores)
    messages = storage.notices.drain()
    if messages and interactive:
        notices_box(window, messages).exec()
    for message in [] if interactive else messages:
        print(f"ginqt: {message}", file=sys.stderr, flush=True)

    started = False
    if resumed is not None:
        mode = getattr(options, "resume", None) or "ask"
        if mode == "ask" and interactive:
            answer = resume_question_box(window, resumed).exec()
            mode = "yes" if answer == QMessageBox.StandardButton.Yes else "no"
        if mode == "yes":
            setup = resumed_setup(resumed, source, prefs.score_limit, window.tr("Computer"))
            keeper.resume(resumed, setup)
            window.statusBar().showMessage(window.tr("Saved game resumed"), 8000)
            started = True
        elif mode == "no":
            keeper.decline(resumed)
        else:  # a scripted run that was not told what to do: leave the saved game for the next start
            keeper.hold_saved_game = True
            print("ginqt: a saved game was left for the next start (not resumed: --resume yes|no decides)",
                  file=sys.stderr, flush=True)
    if not started:
        if demo:
            window.new_game(demo=True)
        else:
            # scripted runs never wait for the new-game dialog
            window.start_first_game(bool(getattr(options, "go", False)) or not interactive)

    def moves() -> int | None:
        return len(keeper.record) if keeper.record is not None else None

    if getattr(options, "print_state", False):
        print(f"GINQT_STATE {state_line(window.controller.match, moves())}", flush=True)
        window.controller.shutdown()
        window.close()
        keeper.close()
        window.save_preferences()
        return 0

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

    if autoplay is not None:
        def idle() -> None:
            print(f"GINQT_IDLE {state_line(window.controller.match, moves())}", flush=True)

        AutoPlayer(window.controller, source.hint, autoplay, idle)
        if window.controller.human_to_act:
            window.controller.legalActionsChanged.emit(window.controller.human_legal())
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
    app.exec()
    keeper.close()
    window.save_preferences()
    pool_busy = window.controller.computer.threads_busy
    if pool_busy:  # a computer player that never returned: do not wait for it
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code[0])
    return code[0]
