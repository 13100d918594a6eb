"""The main window: the table view, its menus (every action with its shortcut) and the status bar."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QShowEvent
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QMessageBox

from ginqt.engine import Action
from ginqt.players import PlayerSource
from ginqt.preferences import KnockMode, Preferences, SortOrder
from ginqt.rules import Rules, RulesError
from ginqt.ui.boss import BossScreen, IdleBlanker
from ginqt.ui.dialogs.about import AboutDialog
from ginqt.ui.dialogs.help import HelpDialog
from ginqt.ui.dialogs.high_scores import HighScoresDialog
from ginqt.ui.dialogs.new_game import NewGameDialog
from ginqt.ui.dialogs.players import PlayersDialog
from ginqt.ui.dialogs.preferences import PreferencesDialog
from ginqt.ui.game.controller import Controller
from ginqt.ui.game.session import HUMAN, GameSetup
from ginqt.ui.panels.manager import PanelManager
from ginqt.ui.sound import SoundPlayer
from ginqt.ui.table.board import Board
from ginqt.ui.table.input import TableInput
from ginqt.ui.table.scene import TableScene
from ginqt.ui.table.view import TableView
from ginqt.ui.text import failure_text

if TYPE_CHECKING:
    from ginqt.storage import GameReport, Storage
    from ginqt.ui.game.keeper import GameKeeper

__all__ = ["MainWindow", "headless"]


class MainWindow(QMainWindow):
    shown = Signal()

    def __init__(self, prefs: Preferences, source: PlayerSource | None = None, seed: int | None = None,
                 strategy_factory: Callable[[int, int | None], object] | None = None,
                 storage: Storage | None = None) -> None:
        super().__init__()
        self.prefs = prefs
        #: Settings, statistics, high scores and the saved game; ``None`` keeps nothing (tests, self-test).
        self.storage = storage
        #: Preferences given on the command line: key -> (that value, the stored one).  They override the
        #: settings for this run but are not written back unless changed here (seed 001); set by run_app.
        self.command_line_values: dict[str, tuple[object, object]] = {}
        self.source = source if source is not None else PlayerSource()
        self.seed = seed
        self.setWindowTitle(self.tr("GinQt — Gin Rummy"))
        self.resize(self.default_size())
        self.scene = TableScene(self)
        self.scene.set_style(prefs.big_cards, prefs.four_colour, prefs.table_colour, prefs.card_back, prefs.red_colour)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        factory = strategy_factory or self._make_strategy
        self.controller = Controller(prefs, factory, hint_function=self.source.hint,  # type: ignore[arg-type]
                                     fallback_factory=self.source.fallback, parent=self)
        self.board = Board(self.controller, self.scene, prefs)
        self.input = TableInput(self.board, self.controller, self.scene, prefs)
        self.input.sortChanged.connect(self._sort_changed)
        self.board.statusChanged.connect(lambda text: self.statusBar().showMessage(text))
        self.controller.computer.failed.connect(
            lambda failure: self.statusBar().showMessage(failure_text(failure, self.controller.names), 10000))
        self.actions_by_name: dict[str, QAction] = {}
        self._build_menus()
        self._build_extras()
        self._build_docks()
        self._shown_once = False
        for error in self.source.errors:
            self.statusBar().showMessage(error, 10000)
        if storage is not None and storage.read_only:
            self._show_read_only(storage)
        self.restore_layout()

    def _make_strategy(self, player: int, seed: int | None) -> object:
        """The opponent's strategy (player 1), or the one that plays your hand in demo mode."""
        setup = self.controller.setup  # a resumed game keeps the opponent it was saved with
        opponent = str(setup.extra.get("opponent", self.prefs.opponent)) if setup is not None else self.prefs.opponent
        name = opponent if player == 1 else "standard"
        return self.source.make(name, seed, self.prefs.time_limit, self.controller.computer.report_from_thread)

    def _show_read_only(self, storage: Storage) -> None:
        """A permanent status-bar note while nothing can be saved (a read-only data folder)."""
        label = QLabel(self.tr("Read-only data folder: nothing is saved"), self)
        label.setToolTip(str(storage.data_dir.data_path))
        self.statusBar().addPermanentWidget(label)

    # -- games --------------------------------------------------------------------------

    def new_game(self, demo: bool | None = None) -> None:
        try:
            rules, scoring, variant_rules = self.source.rules(self.prefs.variant, self.prefs.score_limit,
                                                              self.prefs.rule_overrides)
        except RulesError as error:  # stored changes that no longer fit: the variant's own rules
            self.statusBar().showMessage(self.tr("Rule changes dropped: %1").replace("%1", str(error)), 10000)
            self.prefs.rule_overrides = {}
            rules, scoring, variant_rules = self.source.rules(self.prefs.variant, self.prefs.score_limit)
        setup = GameSetup(rules, (self.prefs.name, self.tr("Computer")), scoring, variant_rules, self.seed)
        self.controller.new_game(setup, demo)

    def start_first_game(self, go: bool) -> None:
        """The first game at start (no saved game resumed). ``go``: ``--go``, start at once without asking.

        Shows the new-game dialog unless ``go`` or the start-directly preference (seed 001's GO);
        cancelling the dialog still deals a game with the current settings.
        """
        if go or self.prefs.start_directly or not self.new_game_dialog(confirm=False):
            if self.controller.match is None:
                self.new_game()

    # -- menus --------------------------------------------------------------------------

    def _action(self, menu: QMenu, name: str, text: str, slot: Callable[[], None],
                shortcuts: list[QKeySequence | QKeySequence.StandardKey | str] | None = None, checkable: bool = False,
                checked: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts([s if isinstance(s, QKeySequence) else QKeySequence(s) for s in shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if checkable:
            action.setCheckable(True)
            action.setChecked(checked)
            action.toggled.connect(lambda on: slot())
        else:
            action.triggered.connect(lambda: slot())
        menu.addAction(action)
        self.addAction(action)
        self.actions_by_name[name] = action
        return action

    def _build_menus(self) -> None:
        c, b = self.controller, self.input
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, "new", self.tr("&New game…"), self.choose_new_game,
                     [QKeySequence.StandardKey.New])
        self._action(game, "new-now", self.tr("New game at &once (same settings)"), self.start_now,
                     ["Ctrl+Shift+N"])
        self._action(game, "demo", self.tr("&Demo mode"), lambda: c.set_demo(self.actions_by_name["demo"].isChecked()),
                     ["F2"], checkable=True)
        c.demoChanged.connect(lambda on: self.actions_by_name["demo"].setChecked(on))
        for field, label, names in (("opponent", self.tr("&Opponent"), self.source.strategy_names()),
                                    ("variant", self.tr("&Rules"), self.source.variant_names())):
            sub = game.addMenu(label)
            grp = QActionGroup(self)
            for name in names:
                act = self._action(sub, f"{field}-{name}", name,
                                   lambda f=field, n=name: self._choose_game(f, n),  # type: ignore[misc]
                                   checkable=True, checked=getattr(self.prefs, field) == name)
                grp.addAction(act)
        game.addSeparator()
        self._build_records(game)
        game.addSeparator()
        self._action(game, "quit", self.tr("&Quit…"), self.confirm_quit, ["Q", QKeySequence.StandardKey.Quit])

        move = bar.addMenu(self.tr("&Move"))
        self._action(move, "deck", self.tr("Draw from the &deck"), b.key_deck, ["D"])
        self._action(move, "pile", self.tr("Take from the &pile / play to gin"), b.key_pile, ["P"])
        self._action(move, "take", self.tr("&Take the upcard"), b.key_take, ["T"])
        self._action(move, "yes", self.tr("&Yes: knock"), b.key_yes, ["Y"])
        self._action(move, "no", self.tr("&No: continue / pass"), b.key_no, ["N"])
        self._action(move, "arm", self.tr("&Knock with the next discard"), c.arm_knock, ["K"])
        self._action(move, "biggin", self.tr("&Gin with eleven cards"), c.big_gin, ["G"])
        discard = move.addMenu(self.tr("Discard card at position"))
        for i in range(10):
            key = str((i + 1) % 10)
            self._action(discard, f"discard{i}", self.tr("Card %1").replace("%1", key),
                         lambda i=i: b.key_position(i), [key])  # type: ignore[misc]
        move.addSeparator()
        undo = self._action(move, "undo", self.tr("&Undo"), c.undo, ["U", QKeySequence.StandardKey.Undo])
        redo = self._action(move, "redo", self.tr("&Redo"), c.redo, [QKeySequence.StandardKey.Redo])
        undo.setEnabled(False)
        redo.setEnabled(False)
        c.undoPossible.connect(undo.setEnabled)
        c.redoPossible.connect(redo.setEnabled)
        self._action(move, "hint", self.tr("&Hint"), c.request_hint, ["H"])
        self._action(move, "next", self.tr("Next &hand"), c.next, ["Space"])
        keys = move.addMenu(self.tr("Keyboard cursor"))
        self._action(keys, "left", self.tr("Left"), lambda: b.key_move(-1, 0), ["Left"])
        self._action(keys, "right", self.tr("Right"), lambda: b.key_move(1, 0), ["Right"])
        self._action(keys, "up", self.tr("Up: piles and buttons"), lambda: b.key_move(0, -1), ["Up"])
        self._action(keys, "down", self.tr("Down: your hand"), lambda: b.key_move(0, 1), ["Down"])
        self._action(keys, "enter", self.tr("Act"), b.key_enter, ["Return", "Enter"])

        view = bar.addMenu(self.tr("&View"))
        self.view_menu = view
        sort = view.addMenu(self.tr("&Sort your hand"))
        group = QActionGroup(self)
        for order, text, key in ((SortOrder.RANK, self.tr("By &rank"), "R"), (SortOrder.SUIT, self.tr("By &suit"), "S"),
                                 (SortOrder.MELDS, self.tr("&Melds first"), "M"),
                                 (SortOrder.MANUAL, self.tr("M&anual (drag cards)"), "")):
            action = self._action(sort, f"sort-{order.value}", text, lambda o=order: self._set_sort(o),  # type: ignore[misc]
                                  [key] if key else None, checkable=True, checked=self.prefs.sort is order)
            group.addAction(action)
        self._toggle(view, "big", self.tr("&Big cards"), "big_cards", self._style_changed)
        self._toggle(view, "four", self.tr("&Four-colour deck"), "four_colour", self._style_changed)
        self._toggle(view, "open", self.tr("&Open hands (assisted)"), "open_hands", self._open_changed)
        speed = view.addMenu(self.tr("Card &speed"))
        self._choice(speed, "animation_ms", [(self.tr("Slow"), 600), (self.tr("Normal"), 250),
                                             (self.tr("Fast"), 100), (self.tr("Instant"), 0)])
        demo = view.addMenu(self.tr("&Demo speed"))
        self._choice(demo, "demo_delay_ms", [(self.tr("Slow"), 1200), (self.tr("Normal"), 600),
                                             (self.tr("Fast"), 150), (self.tr("Instant"), 0)])
        view.addSeparator()
        self._action(view, "boss", self.tr("&Hide the table (boss key)"), lambda: self.toggle_boss(), ["F12"])

        options = bar.addMenu(self.tr("&Options"))
        for field, label in (("knock_mode", self.tr("&Knocking")), ("gin_mode", self.tr("&Gin"))):
            sub = options.addMenu(label)
            grp = QActionGroup(self)
            for mode, text in ((KnockMode.AUTOMATIC, self.tr("Automatic")), (KnockMode.PROMPT, self.tr("Ask me")),
                               (KnockMode.MANUAL, self.tr("Manual (K)"))):
                act = self._action(sub, f"{field}-{mode.value}", text,
                                   lambda f=field, m=mode: self._set_pref(f, m),  # type: ignore[misc]
                                   checkable=True, checked=getattr(self.prefs, field) is mode)
                grp.addAction(act)
        self._toggle(options, "multiple_undo", self.tr("&Multiple undo (assisted)"), "multiple_undo", lambda: None)
        self._toggle(options, "double_click", self.tr("&Double-click to play a card"), "double_click", lambda: None)
        self._toggle(options, "sound", self.tr("&Sound effects"), "sound", lambda: None)
        options.addSeparator()
        keys_for_prefs: list[QKeySequence | QKeySequence.StandardKey | str] = \
            [QKeySequence.StandardKey.Preferences] if QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences) \
            else ["Ctrl+,"]  # Linux and Windows have no standard key for it
        self._action(options, "preferences", self.tr("&Preferences…"), self.choose_preferences, keys_for_prefs)

    def _toggle(self, menu: QMenu, name: str, text: str, field: str, after: Callable[[], None]) -> None:
        def changed() -> None:
            setattr(self.prefs, field, self.actions_by_name[name].isChecked())
            after()

        self._action(menu, name, text, changed, checkable=True, checked=bool(getattr(self.prefs, field, False)))

    def _choice(self, menu: QMenu, field: str, choices: list[tuple[str, int]]) -> None:
        group = QActionGroup(self)
        for text, value in choices:
            act = self._action(menu, f"{field}-{value}", text,
                               lambda v=value: self._set_pref(field, v),  # type: ignore[misc]
                               checkable=True, checked=getattr(self.prefs, field) == value)
            group.addAction(act)

    def _set_pref(self, field: str, value: object) -> None:
        action = self.actions_by_name.get(f"{field}-{getattr(value, 'value', value)}")
        if action is not None and not action.isChecked():
            return
        setattr(self.prefs, field, value)
        self.board.refresh()

    def _choose_game(self, field: str, name: str) -> None:
        if self.actions_by_name[f"{field}-{name}"].isChecked() and getattr(self.prefs, field) != name:
            setattr(self.prefs, field, name)
            if field == "variant":
                self.prefs.rule_overrides = {}  # changes were to the previous variant's rules
            self.statusBar().showMessage(self.tr("%1 from the next game (Ctrl+N)").replace("%1", name), 8000)

    def _set_sort(self, order: SortOrder) -> None:
        if self.actions_by_name[f"sort-{order.value}"].isChecked():
            if order is SortOrder.MANUAL:
                self.board.update_look(manual_order=tuple(self.board.south_order()))
            self.prefs.sort = order
            self.board.refresh()

    def _sort_changed(self) -> None:
        self.actions_by_name[f"sort-{self.prefs.sort.value}"].setChecked(True)

    def _style_changed(self) -> None:
        p = self.prefs
        self.scene.set_style(p.big_cards, p.four_colour, p.table_colour, p.card_back, p.red_colour)
        self.view.setBackgroundBrush(self.scene.backgroundBrush())

    def _open_changed(self) -> None:
        if self.prefs.open_hands:
            self.controller.mark_assisted()
        self.board.refresh()

    # -- high scores and players (ginqt.ui.dialogs.high_scores, .players) --------------

    def _build_records(self, menu: QMenu) -> None:
        """Game › High scores… and Players and statistics… (disabled when nothing is kept)."""
        self.high_scores_dialog: HighScoresDialog | None = None
        #: Open the high-score list by itself after a new high score; ``None``: when on a real screen.
        self.offer_high_scores: bool | None = None
        scores = self._action(menu, "highscores", self.tr("&High scores…"), lambda: self._open_high_scores(),
                              ["Ctrl+Shift+H"])  # not Ctrl+H: Cmd+H hides the application on macOS
        players = self._action(menu, "players", self.tr("&Players and statistics…"), lambda: self.show_players(),
                               ["Ctrl+P"])
        if self.storage is None:
            why = self.tr("Nothing is kept: GinQt runs without a data folder")
            for action in (scores, players):
                action.setEnabled(False)
                action.setToolTip(why)
                action.setStatusTip(why)

    def _open_high_scores(self) -> None:
        self.show_high_scores()

    def show_high_scores(self, rank: int | None = None) -> HighScoresDialog | None:
        """The high-score list (non-modal), line ``rank`` or the most recent one highlighted."""
        if self.storage is None:
            self.statusBar().showMessage(self.tr("No high scores are kept: GinQt runs without a data folder"), 8000)
            return None
        scores = self.storage.highscores.entries()
        if self.high_scores_dialog is None:
            self.high_scores_dialog = HighScoresDialog(scores, self, rank)
        else:
            self.high_scores_dialog.set_scores(scores, rank)
        self.high_scores_dialog.show()
        self.high_scores_dialog.raise_()
        return self.high_scores_dialog

    def show_players(self) -> None:
        """The players in the statistics (modal): look, delete one, or play as one."""
        if self.storage is None:
            self.statusBar().showMessage(self.tr("No statistics are kept: GinQt runs without a data folder"), 8000)
            return
        self._run_dialog(self.players_dialog())

    def players_dialog(self) -> PlayersDialog:
        """The players dialog, its "Play as" and "Delete…" wired to this window."""
        assert self.storage is not None
        dialog = PlayersDialog(self.storage, self.prefs.name, self)
        dialog.playAs.connect(self._play_as)
        dialog.playerDeleted.connect(self._player_deleted)
        return dialog

    def _play_as(self, name: str) -> None:
        self.prefs.name = name
        self.save_preferences()
        self.refresh_statistics()

    def _player_deleted(self, name: str) -> None:
        if " ".join(self.prefs.name.split()).casefold() == name.casefold():
            self.refresh_statistics()  # the current player starts again from zero

    def attach_game_keeper(self, keeper: GameKeeper) -> None:
        """Hear of the games ``keeper`` records: show the new figures, announce a new high score."""
        keeper.gameRecorded.connect(self._game_recorded)

    def _game_recorded(self, report: GameReport | None) -> None:
        """A game was counted: the statistics again; a new high score: say where to find it, and on a
        real screen show the list (never blocks)."""
        self.refresh_statistics()
        if report is None or report.high_score_rank is None:
            return
        rank = report.high_score_rank
        key = self.actions_by_name["highscores"].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.statusBar().showMessage(self.tr("A new high score: number %1 — Game › High scores (%2)")
                                     .replace("%1", str(rank)).replace("%2", key), 15000)
        offer = self.offer_high_scores
        if offer is None:
            offer = not headless() and not os.environ.get("GINQT_REPORT_SHOWN")
        if offer and not report.entry.quit_early:  # a game quit for a new one: do not cover the new deal
            QTimer.singleShot(0, lambda: self.show_high_scores(rank))

    # -- dialogs, help, sound and the boss key (ginqt.ui.dialogs, .sound, .boss) ----------

    def _build_extras(self) -> None:
        """The Help menu, the sound effects and the boss key's cover."""
        self.sound = SoundPlayer(self.prefs, self)
        self.sound.attach(self.controller)
        self.boss = BossScreen(self)
        self.boss.dismissed.connect(lambda: self.toggle_boss(False))
        self.idle_blanker = IdleBlanker(lambda: self.toggle_boss(True), self._may_blank_when_idle,
                                        self._current_score_limit, self)
        self.help_dialog: HelpDialog | None = None
        self.about_dialog: AboutDialog | None = None
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, "help", self.tr("&Rules and keys"), lambda: self.show_help(), ["F1"])
        self._action(help_menu, "about", self.tr("&About GinQt"), lambda: self.show_about())

    def _run_dialog(self, dialog: QDialog) -> bool:
        """Show a modal dialog; True when it was accepted.  (Tests replace this.)"""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def _ask(self, title: str, question: str) -> bool:
        """A yes/no question.  (Tests replace this.)"""
        answer = QMessageBox.question(self, title, question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _confirm_abandon(self) -> bool:
        """May a new game replace the one in progress?  (Asks only if the player wants to be asked.)"""
        c, m = self.controller, self.controller.match
        if not self.prefs.confirm_new_game or m is None or c.demo or c.game_over():
            return True
        if m.hand_number == 1 and m.hand.turns == 0:
            return True
        return self._ask(self.tr("New game"), self.tr("Abandon the game in progress?"))

    def new_game_dialog(self, confirm: bool = True) -> bool:
        """Ctrl+N: choose the game in the new-game dialog, then deal it (at once with "start
        directly" on).  True when a new game started."""
        if confirm and not self._confirm_abandon():
            return False
        if self.prefs.start_directly:
            self.new_game()
            return True
        dialog = NewGameDialog(self.prefs, self.source, self, demo=self.controller.demo)
        chosen = dialog.preferences() if self._run_dialog(dialog) else None
        if chosen is None:
            return False
        self.apply_preferences(chosen)
        self.new_game(demo=dialog.demo)
        return True

    def choose_new_game(self) -> None:
        self.new_game_dialog()

    def choose_preferences(self) -> None:
        self.show_preferences()

    def start_now(self) -> None:
        """A new game with the current settings, no dialog."""
        if self._confirm_abandon():
            self.new_game()

    def show_preferences(self) -> bool:
        """The preferences dialog; OK applies (and saves) them.  True when accepted."""
        dialog = PreferencesDialog(self.prefs, self.source, self, self.sound.problem)
        chosen = dialog.preferences() if self._run_dialog(dialog) else None
        if chosen is None:
            return False
        self.apply_preferences(chosen)
        return True

    def apply_preferences(self, chosen: Preferences) -> None:
        """Make ``chosen`` the preferences (in place: the controller and board share them), update
        the menus and the table, and save them.  Rule changes count from the next game."""
        old = self.prefs.replace()
        for f in fields(Preferences):
            setattr(self.prefs, f.name, getattr(chosen, f.name))
        p = self.prefs
        checks = {"big": p.big_cards, "four": p.four_colour, "open": p.open_hands,
                  "multiple_undo": p.multiple_undo, "double_click": p.double_click, "sound": p.sound}
        for value in (f"sort-{p.sort.value}", f"knock_mode-{p.knock_mode.value}", f"gin_mode-{p.gin_mode.value}",
                      f"opponent-{p.opponent}", f"variant-{p.variant}", f"animation_ms-{p.animation_ms}",
                      f"demo_delay_ms-{p.demo_delay_ms}"):
            checks[value] = True
        for name, on in checks.items():
            action = self.actions_by_name.get(name)
            if action is not None and action.isChecked() != on:
                action.blockSignals(True)
                action.setChecked(on)
                action.blockSignals(False)
        self._style_changed()
        if p.open_hands and not old.open_hands:
            self._open_changed()
        if p.name != old.name:
            self.refresh_statistics()
        self.board.refresh()
        self.save_preferences()

    def _current_rules(self) -> Rules | None:
        setup = self.controller.setup
        if setup is not None:
            return setup.variant_rules or setup.rules
        try:
            return self.source.rules(self.prefs.variant, self.prefs.score_limit, self.prefs.rule_overrides)[2]
        except RulesError:
            return None

    def show_help(self) -> None:
        """F1: the rules in our own words and every shortcut the window has."""
        if self.help_dialog is not None:
            self.help_dialog.close()
            self.help_dialog.deleteLater()
        self.help_dialog = HelpDialog(self, self._current_rules())
        self.help_dialog.show()

    def show_about(self) -> None:
        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self.source, self.sound.problem, self)
        self.about_dialog.show()
        self.about_dialog.raise_()

    def toggle_boss(self, on: bool | None = None) -> None:
        """F12 (seed 001's blanking): cover the table and pause the game; any key brings it back."""
        on = not self.boss.active if on is None else on
        if on == self.boss.active:
            return
        if on:
            self.controller.set_paused(True)
            self.boss.cover()
        else:
            self.boss.uncover()
            self.controller.set_paused(False)
            self.view.setFocus()

    def _may_blank_when_idle(self) -> bool:
        """Seed 001's screen saver: only when asked for, and not over a demo someone is watching."""
        return self.prefs.blank_when_idle and not self.controller.demo and not self.boss.active

    def _current_score_limit(self) -> int:
        rules = self._current_rules()
        return rules.score_limit if rules is not None else Rules().score_limit

    def save_preferences(self) -> None:
        """Write the preferences to the settings file (nothing without storage)."""
        if self.storage is None:
            return
        settings = self.storage.settings
        values = self.prefs.to_dict()
        for key, (given, stored) in self.command_line_values.items():
            if values.get(key) == given:
                values[key] = stored
        settings.update(values)
        settings.save()

    # -- dock panels (ginqt.ui.panels) -------------------------------------------------

    @staticmethod
    def default_size() -> QSize:
        """1200 x 800, or nine tenths of a smaller screen (a laptop's 1366 x 768)."""
        size = QSize(1200, 800)
        screen = QGuiApplication.primaryScreen()
        if screen is None or headless():
            return size
        room = screen.availableGeometry().size() * 0.9
        return size.boundedTo(room) if room.isValid() and not room.isEmpty() else size

    #: Settings keys of the saved window layout (base64 of saveGeometry/saveState).
    GEOMETRY_KEY = "window_geometry"
    STATE_KEY = "window_state"
    #: Bump when the docks change so that an old saved state is not applied.
    LAYOUT_VERSION = 1

    def _build_docks(self) -> None:
        """The hints, score-history and statistics panels, their View-menu toggles, and their feeds."""
        self.panels = PanelManager(self, self.view_menu, self.source.hint)
        for panel in self.panels.panels():
            self.actions_by_name[f"panel-{panel.objectName()}"] = panel.toggleViewAction()
        c = self.controller
        c.stateChanged.connect(self._update_docks)
        c.handEnded.connect(lambda _result: self._update_docks())
        c.gameOver.connect(lambda _result: self._update_docks())
        c.hintReady.connect(self._show_hint)
        c.eventsShown.connect(self.panels.hints.show_events)
        c.handStarted.connect(lambda number: self.refresh_statistics() if number == 1 else None)
        self.refresh_statistics()

    def _update_docks(self) -> None:
        c = self.controller
        outcome = None
        setup = c.setup
        if c.match is not None and c.match.result is None and setup is not None and setup.scoring is not None \
                and c.game_over():
            try:
                outcome = setup.scoring.outcome(c.match, setup.variant_rules or setup.rules)
            except Exception:
                outcome = None
        self.panels.history.set_match(c.match, c.names, outcome)
        self.panels.hints.show_view(c.match.view(HUMAN) if c.match is not None else None)

    def _show_hint(self, action: Action, reason: str) -> None:
        hints = self.panels.hints
        hints.show_hint(action, reason)
        if not hints.isHidden():
            hints.raise_()

    def refresh_statistics(self) -> None:
        """Show the current player's statistics again (call it after a finished game is recorded)."""
        if self.storage is None:
            self.panels.statistics.show_not_kept()
            return
        name = self.prefs.name
        self.panels.statistics.show_stats(self.storage.stats.get(name), name)

    def save_layout(self) -> None:
        """Keep the window's size and the docks' places in the settings (nothing without storage)."""
        if self.storage is None:
            return
        settings = self.storage.settings
        settings[self.GEOMETRY_KEY] = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        settings[self.STATE_KEY] = bytes(self.saveState(self.LAYOUT_VERSION).toBase64().data()).decode("ascii")
        settings.save()

    def restore_layout(self) -> bool:
        """Put the window and the docks back as :meth:`save_layout` left them; a missing or
        damaged value is ignored (the default layout stays).  True when the docks were restored."""
        if self.storage is None:
            return False
        settings = self.storage.settings

        def decoded(key: str) -> QByteArray | None:
            text = settings.get(key)
            if not isinstance(text, str) or not text:
                return None
            try:
                result = QByteArray.fromBase64Encoding(QByteArray(text.encode("ascii")),
                                                       QByteArray.Base64Option.AbortOnBase64DecodingErrors)
            except (UnicodeError, ValueError):
                return None
            data = QByteArray(result.decoded)  # a copy: ``decoded`` dies with ``result``
            if result.decodingStatus != QByteArray.Base64DecodingStatus.Ok or data.isEmpty():
                return None
            return data

        geometry = decoded(self.GEOMETRY_KEY)
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = decoded(self.STATE_KEY)
        return state is not None and self.restoreState(state, self.LAYOUT_VERSION)

    # -- quitting -----------------------------------------------------------------------

    def confirm_quit(self) -> None:
        if not self.prefs.confirm_quit:
            self.close()
            return
        answer = QMessageBox.question(self, self.tr("Quit"), self.tr("Quit GinQt?"),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.close()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            QTimer.singleShot(0, self.shown.emit)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        self.save_layout()
        super().closeEvent(event)


def headless() -> bool:
    """Qt runs without a screen (tests, screenshots, the self-test)."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")
