"""Start the GUI: ``ginqt`` (see :mod:`ginqt.cli`) calls :func:`run_app`.

The order of a start: the plugins (an unknown ``--variant``/``--opponent`` stops here
with exit status 2, before any window), the data folder (``--data-dir``), the
preferences (the settings file, then the command line on top, not written back),
the window and its :class:`~ginqt.ui.game.keeper.GameKeeper`, the notices about the data
files (once), then the saved game (offered again) or a new game.  Scripted runs
(``--exit-after-hands``, ``--screenshot``, ``--autoplay``, ``--print-state``) never wait
for a person.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ginqt.play.spec import Variant, stored_variant
from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.rules import Rules
from ginqt.storage import DataFolderBusy, ResumedGame, Storage
from ginqt.ui import language, qt_messages
from ginqt.ui.display import display_problem
from ginqt.ui.game.keeper import GameKeeper
from ginqt.ui.geometry import headless
from ginqt.ui.options import GameOptions
from ginqt.ui.resources import APP_ICON, resource_path
from ginqt.ui.start import player_source, start_first_game
from ginqt.ui.text import tr
from ginqt.ui.window import MainWindow

__all__ = ["create_main_window", "preferences_from_options", "preferences_with_overrides", "run_app",
           "set_app_icon"]

#: The speeds a scripted run sets to 0 (not written back).
SCRIPTED_SPEEDS = ("demo_delay_ms", "animation_ms", "hand_pause_ms", "computer_delay_ms")
#: A ``--screenshot`` without ``--exit-after-hands`` is taken this long after the start.
SCREENSHOT_AFTER_MS = 1500


def preferences_from_options(options: GameOptions, stored: dict[str, Any] | None = None) -> Preferences:
    """The preferences for this run: ``stored`` (the settings, default none) with the command line on top."""
    return preferences_with_overrides(options, stored)[0]


def preferences_with_overrides(options: GameOptions, stored: dict[str, Any] | None = None
                               ) -> tuple[Preferences, dict[str, tuple[object, object]]]:
    """The preferences for this run: ``stored`` (the settings) with the command line on top.

    Also returns what the command line changed: field -> (its value, the stored value),
    so that closing the window does not write those back (the 1993 DOS program: "overriding
    (but not overwriting) the configuration file settings").
    """
    prefs = Preferences.from_dict(stored or {})
    given: dict[str, object] = {"name": options.name, "opponent": options.opponent, "variant": options.variant,
                                "score_limit": options.score_limit, "language": options.language}
    changes = {field: value for field, value in given.items() if value is not None and value != ""}
    if options.open_hands:
        changes["open_hands"] = True
    trust = tuple(name for name in options.plugins.trusted if name not in prefs.trusted_plugins)
    if trust:
        changes["trusted_plugins"] = (*prefs.trusted_plugins, *trust)
    stored_values = prefs.to_dict()
    return prefs.replace(**changes), {field: (value, stored_values[field]) for field, value in changes.items()}


def set_app_icon(app: QApplication) -> bool:
    """Give every window the GinQt icon (title bar, task bar); False when the icon file is not found."""
    path = resource_path(APP_ICON)
    icon = QIcon(str(path)) if path.is_file() else QIcon()
    if icon.isNull():
        return False
    app.setWindowIcon(icon)
    return True


def create_main_window(options: GameOptions) -> MainWindow:
    """A main window as the command line asks, keeping nothing (the self-test shows it)."""
    return MainWindow(preferences_from_options(options), player_source(options), seed=options.seed)


@dataclass(frozen=True, slots=True)
class Run:
    """This run: what the command line asks of it, and what the start-up benchmark does."""

    options: GameOptions
    report_shown: str = ""  #: GINQT_REPORT_SHOWN (the start-up benchmark): print when shown; "exit": then quit

    @property
    def scripted(self) -> bool:
        o = self.options
        return bool(o.exit_after_hands or o.screenshot or o.print_state or self.report_shown) \
            or o.autoplay is not None

    @property
    def interactive(self) -> bool:
        """May we ask the user (a modal dialog)?  Not in scripted runs, tests or offscreen."""
        return not self.scripted and not headless()


def run_app(options: GameOptions, source: PlayerSource | None = None) -> int:
    """Show the table and run the event loop; the process's exit code.

    ``--demo --exit-after-hands N --screenshot FILE`` plays N hands in demo mode, saves a
    PNG of the window and exits 0 (offscreen too).  ``source``: the plugins as
    :func:`~ginqt.ui.start.player_source` loaded them (``ginqt`` does, before Qt is imported).
    """
    if source is None:
        source = player_source(options)
    error = source.unknown_name_error(options.variant, options.opponent)
    if error:
        print(error, file=sys.stderr)
        return 2
    problem = display_problem()
    if problem and QApplication.instance() is None:  # Qt would abort with a page about platform plugins
        print(problem, file=sys.stderr)
        return 1
    app = _application()
    run = Run(options, os.environ.get("GINQT_REPORT_SHOWN", ""))
    storage = Storage.open(options.data_dir)
    try:
        storage.lock()  # one GinQt at a time keeps this folder (docs/STORAGE.md)
    except DataFolderBusy as busy:
        print(f"ginqt: error: {busy}", file=sys.stderr, flush=True)
        if run.interactive:
            from PySide6.QtWidgets import QMessageBox  # the dialogs of the start only when needed (a quicker start)

            QMessageBox.critical(None, tr("GinQt is already running"), str(busy))
        return 1
    try:
        return _play(app, run, source, storage)
    finally:
        pool = sys.modules.get("ginqt.remote.pool")
        if pool is not None:  # no plugin's or engine's process outlives the window's hold on the data folder
            pool.POOL.close()
        storage.unlock()


def _play(app: QApplication, run: Run, source: PlayerSource, storage: Storage) -> int:
    """The window over ``storage`` until it closes; the exit code."""
    window, keeper = _open_window(run, source, storage)
    if run.report_shown:
        window.shown.connect(lambda: _report_shown(window, app, run.report_shown == "exit"))
    window.show()
    resumed = _read_storage(storage, window, run, source)
    if not (resumed is not None and _offer_saved_game(resumed, window, keeper, source, run)):
        if run.options.demo:
            window.new_game(demo=True)
        else:  # scripted runs never wait for the new-game dialog
            start_first_game(window, run.options.go or not run.interactive)
    if run.options.print_state:
        from ginqt.ui.game.scripted import state_line  # scripted runs only: not imported for a person's start

        print(f"GINQT_STATE {state_line(window.controller.session, keeper.moves)}", flush=True)
        window.controller.shutdown()
        window.close()
        keeper.close()
        window.save_preferences()
        return 0
    code = _script(app, window, keeper, source, run)
    app.exec()
    keeper.close()
    window.save_preferences()
    if window.controller.computer.threads_busy:  # a computer player that never returned: do not wait for it
        # the saved game is whole after every move (its hand in play sealed): the next start resumes it
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code[0])
    return code[0]


def _application() -> QApplication:
    qt_messages.install()  # Qt's warnings off stderr (GINQT_QT_WARNINGS=1 shows them), its errors kept
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("GinQt")
    app.setOrganizationName("GinQt")
    set_app_icon(app)
    return app


def _open_window(run: Run, source: PlayerSource, storage: Storage) -> tuple[MainWindow, GameKeeper]:
    """The window with the preferences of this run, and the keeper of its games."""
    prefs, given = preferences_with_overrides(run.options, storage.settings.as_dict())
    if (run.options.demo and run.options.exit_after_hands) or run.options.autoplay is not None:
        # a scripted run: quick, but slow enough to exercise the animations once (not written back)
        stored = prefs.to_dict()
        given.update((field, (0, stored[field])) for field in SCRIPTED_SPEEDS)
        prefs = prefs.replace(**dict.fromkeys(SCRIPTED_SPEEDS, 0))
    language.install(prefs.language)
    window = MainWindow(prefs, source, seed=run.options.seed, storage=storage)
    window.command_line_values = given
    window.keeps_layout = not run.scripted  # a scripted run's window size is not the user's layout (bug 20)
    keeper = GameKeeper(window.controller, storage, parent=window)
    window.records.attach(keeper)

    def tell(text: str) -> None:
        window.statusBar().showMessage(text, 10000)
        if not run.interactive:
            print(f"ginqt: {text}", file=sys.stderr, flush=True)

    keeper.notice.connect(tell)
    return window, keeper


def _report_shown(window: MainWindow, app: QApplication, then_quit: bool) -> None:
    """For benchmarks/bench_ui.py: the moment the window is on screen."""
    print(f"GINQT_SHOWN {time.time():.6f} {time.process_time():.6f}", flush=True)  # the clock, the CPU used
    if then_quit:
        window.close()
        app.quit()


def _read_storage(storage: Storage, window: MainWindow, run: Run, source: PlayerSource) -> ResumedGame | None:
    """Read every file now, so that the notices come together, once; the saved game (none in a demo).

    A saved game that its variant's own scoring had ended (a kill before it was counted) is counted now.
    """

    def variant_of(name: str, engine: Rules, own: Rules | None) -> Variant:  # an older save's: the preset first
        return stored_variant(name, engine, own, source.scoring_of(name), [source.variant_rules(name)])

    resumed = None if run.options.demo else storage.resume(variant_of)
    len(storage.stats), len(storage.highscores)
    messages = storage.notices.drain()
    if messages and run.interactive:
        from ginqt.ui.dialogs.saved_game import notices_box

        notices_box(window, messages).exec()
    for message in [] if run.interactive else messages:
        print(f"ginqt: {message}", file=sys.stderr, flush=True)
    return resumed


def _offer_saved_game(resumed: ResumedGame, window: MainWindow, keeper: GameKeeper, source: PlayerSource,
                      run: Run) -> bool:
    """Resume the saved game, or count it as quit early, as the person (or ``--resume``) says.  True: resumed."""
    mode = run.options.resume
    if mode == "ask" and run.interactive:
        from PySide6.QtWidgets import QMessageBox

        from ginqt.ui.dialogs.saved_game import resume_question_box

        answer = resume_question_box(window, resumed).exec()
        mode = "yes" if answer == QMessageBox.StandardButton.Yes else "no"
    if mode == "yes":
        keeper.resume(resumed)
        window.statusBar().showMessage(tr("Saved game resumed"), 8000)
        return True
    if mode == "no":
        keeper.decline(resumed)
    else:  # a scripted run that was not told what to do: leave the saved game for the next start
        keeper.hold_saved_game = True
        print("ginqt: a saved game was left for the next start (not resumed: --resume yes|no decides)",
              file=sys.stderr, flush=True)
    return False


def _script(app: QApplication, window: MainWindow, keeper: GameKeeper, source: PlayerSource,
            run: Run) -> list[int]:
    """A scripted run's moves and its end (the screenshot, then quit); the exit code, set when it ends."""
    code = [0]
    controller = window.controller

    def finish() -> None:
        if run.options.screenshot:
            controller.shutdown()
            window.scene.finish_animation()
            if not window.grab().save(run.options.screenshot, "PNG"):
                print(f"ginqt: could not save {run.options.screenshot}", file=sys.stderr)
                code[0] = 1
        window.close()
        app.quit()

    if run.options.autoplay is not None:
        from ginqt.ui.game.scripted import AutoPlayer, state_line

        def idle() -> None:
            print(f"GINQT_IDLE {state_line(controller.session, keeper.moves)}", flush=True)

        from ginqt.standard import choose_standard

        AutoPlayer(controller, choose_standard, run.options.autoplay, idle).start()
    if run.options.exit_after_hands:
        hands = [0]

        def hand_ended(_result: object) -> None:
            hands[0] += 1
            if run.options.exit_after_hands is not None and hands[0] >= run.options.exit_after_hands:
                controller.shutdown()
                QTimer.singleShot(0, finish)

        controller.handEnded.connect(hand_ended)
    elif run.options.screenshot:
        QTimer.singleShot(SCREENSHOT_AFTER_MS, finish)
    return code
