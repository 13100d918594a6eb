"""The main window: the table view, the dock panels, the menus wired to what they do, the status bar.

The window builds its parts and connects them, explicitly: the controller, the board
and the table input (:mod:`ginqt.ui.game`, :mod:`ginqt.ui.table`), the menus
(:mod:`ginqt.ui.menus`), the panels (:mod:`ginqt.ui.panels`), the records
(:mod:`ginqt.ui.records`), the dialogs, the sound and the boss key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox

from ginqt.play.session import OPPONENT
from ginqt.plugins.players import PlayerSource
from ginqt.preferences import STYLE_FIELDS, Preferences, SortOrder, spec_from_preferences
from ginqt.remote.limits import WINDOW_NICE
from ginqt.rules import Rules, RulesError
from ginqt.storage import Storage
from ginqt.strategy import Strategy
from ginqt.ui.accessible import QuietLabel
from ginqt.ui.appearance import apply_appearance
from ginqt.ui.boss import BossKey
from ginqt.ui.game.controller import Controller
from ginqt.ui.game.friend import TableController
from ginqt.ui.game.narrator import ComputerFailure
from ginqt.ui.geometry import default_size, restore_layout, save_layout
from ginqt.ui.language import WindowLanguage
from ginqt.ui.menus import Command, Menus, Toggle
from ginqt.ui.owner import PreferencesOwner
from ginqt.ui.panels.manager import PanelManager
from ginqt.ui.records import Records
from ginqt.ui.sound import SoundPlayer
from ginqt.ui.table.board import Board
from ginqt.ui.table.input import TableInput
from ginqt.ui.table.scene import TableScene
from ginqt.ui.table.speech import TableSpeech
from ginqt.ui.table.view import TableView
from ginqt.ui.text import computer_name, failure_text, shown_name, tr
from ginqt.ui.text.names import opponent_label, variant_label
from ginqt.ui.text.seats import DEMO_PLAYER
from ginqt.ui.text.speech import spoken

if TYPE_CHECKING:  # the dialogs are imported when first opened: the first screen needs none (a quicker start)
    from ginqt.ui.dialogs.about import AboutDialog
    from ginqt.ui.dialogs.help import HelpDialog
    from ginqt.ui.friend_play import FriendPlay

__all__ = ["MainWindow", "retranslate"]


def window_title() -> str:
    return QCoreApplication.translate("MainWindow", "GinQt — Gin Rummy")


class MainWindow(QMainWindow):
    shown = Signal()  #: the window is on screen (the first time)

    def __init__(self, prefs: Preferences, source: PlayerSource | None = None, seed: int | None = None,
                 strategy_factory: Callable[[int, int | None], Strategy] | None = None,
                 storage: Storage | None = None) -> None:
        super().__init__()
        #: The preferences' one owner: a change is a new value, told to every part by ``preferences.changed``.
        self.preferences = PreferencesOwner(prefs, self)
        #: Settings, statistics, high scores and the saved game; ``None`` keeps nothing (tests, self-test).
        self.storage = storage
        #: Preferences given on the command line: key -> (that value, the stored one).  They override the
        #: settings for this run but are not written back unless changed here (the 1993 DOS program).
        self.command_line_values: dict[str, tuple[object, object]] = {}
        self.keeps_layout = True  #: False: a scripted run's window, whose size is not the user's layout
        self.source = source if source is not None else PlayerSource()
        self.seed = seed
        self.resize(default_size())
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.view.setFocus()  # one-key shortcuts act on the table, but not while a dock has the focus (Panel)
        self.controller = TableController(prefs, strategy_factory or self._make_strategy, self.source.fallback, self)
        self.board = Board(self.controller, self.scene, prefs)
        self.input = TableInput(self.board, self.controller, self.scene, prefs)
        self.speech = TableSpeech(self.board, self.controller, self.view)  # the table for a screen reader
        self.menus = Menus(self, prefs, self.source)
        self.setWindowTitle(window_title())
        self.language = WindowLanguage(self, lambda: retranslate(self))  # the language followed from now on
        self.panels = PanelManager(self, self.menus.view_menu)
        self.records = Records(self, storage, prefs, self.panels.statistics, lambda d: self.run_dialog(d),
                               self.menus[Command.HIGH_SCORES], self.source)
        self.sound = SoundPlayer(prefs, self)
        # the 1993 DOS program's screen saver: only when asked for, and not over a demo someone is watching
        self.boss_key = BossKey(self, self.controller.set_paused,
                                lambda: self.prefs.blank_when_idle and not self.controller.demo,
                                lambda: (rules_shown(self) or Rules()).score_limit, self.view)
        self.boss, self.idle_blanker = self.boss_key.screen, self.boss_key.blanker
        self.help_dialog: HelpDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self._shown_once = False
        self._wire()
        apply_appearance(self.prefs.high_contrast, self.prefs.text_size, self.prefs.table_colour)  # menus, dialogs
        self.board.restyle()
        self.panels.follow(self.prefs)
        self.records.refresh_statistics()
        for error in self.source.errors:
            self.statusBar().showMessage(error, 10000)
        self.plugin_errors = plugin_errors_link(self, self.source.errors, self.show_about)
        self._layout_restored = self.restore_layout()

    @property
    def prefs(self) -> Preferences:
        """The preferences now (read-only: change them through :attr:`preferences`)."""
        return self.preferences.value

    def _make_strategy(self, player: int, seed: int | None) -> Strategy:
        """The opponent's strategy, or the one that plays your hand in demo mode."""
        spec = self.controller.spec  # a resumed game keeps the opponent it was saved with
        opponent = spec.seats[OPPONENT] if spec is not None else self.prefs.opponent
        return self.source.make(opponent if player == OPPONENT else DEMO_PLAYER, seed, self.prefs.time_limit,
                                self.controller.computer.report_from_thread, trusted=self.prefs.trusted_plugins,
                                memory_mb=self.prefs.plugin_memory_mb, nice=WINDOW_NICE,
                                variant=spec.variant.name if spec is not None else self.prefs.variant)

    # -- wiring ----------------------------------------------------------------------------------

    def _wire(self) -> None:
        c, table, a = self.controller, self.input, self.menus
        self.status_line = table_line(self, self.board)
        self.fault_note = computer_fault_note(self, c, self.board.names)
        changed = self.preferences.changed  # every part that follows the preferences, in this order
        for follower in (self._preferences_changed, table.preferences_changed,
                         self.board.preferences_changed, self.sound.preferences_changed,
                         self.records.preferences_changed):
            changed.connect(follower)
        table.manualSortChosen.connect(lambda: self.preferences.change(sort=SortOrder.MANUAL))
        table.quitRequested.connect(self.confirm_quit)
        self.sound.attach(c)
        self.sound.follow(a.toggles[Toggle.SOUND])
        self.records.playerChanged.connect(self._play_as)
        c.stateChanged.connect(self._update_panels)  # after every move, the end of a hand and of a game too
        c.adviser.ready.connect(self.panels.show_hint)
        c.eventsShown.connect(self.panels.hints.show_events)
        c.handRestored.connect(self.panels.hints.show_events)
        self.panels.hints.adviceShown.connect(c.mark_assisted)  # advice at every turn is help, as a hint is
        self.panels.hints.adviceToggled.connect(lambda on: self.apply_preferences(self.prefs.replace(show_advice=on)))
        self.panels.hints.adviceToggled.connect(lambda on: c.request_hint(asked=False) if on else None)
        c.handStarted.connect(lambda number: self.records.refresh_statistics() if number == 1 else None)
        c.demoChanged.connect(a[Command.DEMO].setChecked)
        c.friendAgain.connect(lambda: QTimer.singleShot(0, lambda: play_a_friend(self)))  # once the click is done
        c.undoPossible.connect(a[Command.UNDO].setEnabled)
        c.redoPossible.connect(a[Command.REDO].setEnabled)
        slots: dict[Command, Callable[[], object]] = {
            Command.NEW: self.new_game_dialog, Command.NEW_NOW: self.start_now, Command.QUIT: self.confirm_quit,
            Command.FRIEND: lambda: play_a_friend(self),
            Command.HIGH_SCORES: self.records.show_high_scores, Command.PLAYERS: self.records.show_players,
            Command.PAST_GAMES: self.records.show_past_games, Command.DECK: table.key_deck,
            Command.PILE: table.key_pile, Command.TAKE: table.key_take, Command.YES: table.key_yes,
            Command.NO: table.key_no, Command.ARM: c.arm_knock, Command.BIG_GIN: c.big_gin, Command.UNDO: c.undo,
            Command.REDO: c.redo, Command.HINT: c.request_hint, Command.READ: self.speech.read_table,
            Command.NEXT: c.next, Command.ENTER: table.key_enter, Command.LEFT: lambda: table.key_move(-1, 0),
            Command.RIGHT: lambda: table.key_move(1, 0), Command.UP: lambda: table.key_move(0, -1),
            Command.DOWN: lambda: table.key_move(0, 1), Command.BOSS: self.boss_key.toggle,
            Command.PREFERENCES: self.show_preferences, Command.HELP: self.show_help, Command.ABOUT: self.show_about}
        for command, slot in slots.items():
            a[command].triggered.connect(lambda _checked=False, slot=slot: slot())
        a[Command.DEMO].triggered.connect(c.set_demo)
        for i, action in enumerate(a.discard):
            action.triggered.connect(lambda _checked=False, i=i: table.key_position(i))
        for toggle, action in a.toggles.items():
            action.triggered.connect(lambda on, field=toggle.value: self._set_preference(field, on))
        for order, action in a.sort.items():
            action.triggered.connect(lambda _checked=False, order=order: self._set_sort(order))
        for table_of_choices, field in ((a.knock_mode, "knock_mode"), (a.gin_mode, "gin_mode"),
                                        (a.animation_ms, "animation_ms"), (a.demo_delay_ms, "demo_delay_ms")):
            for value, action in table_of_choices.items():
                action.triggered.connect(lambda _checked=False, f=field, v=value: self._set_preference(f, v))
        for table_of_names, field in ((a.opponent, "opponent"), (a.variant, "variant")):
            for name, action in table_of_names.items():
                action.triggered.connect(lambda _checked=False, f=field, n=name: self._choose_game(f, n))
        self.records.need_storage(a[Command.HIGH_SCORES], a[Command.PLAYERS], a[Command.PAST_GAMES])

    # -- games -----------------------------------------------------------------------------------

    def new_game(self, demo: bool | None = None) -> None:
        try:
            spec = spec_from_preferences(self.prefs, self.source, self.seed)
        except RulesError as error:  # stored changes that no longer fit: the variant's own rules
            self.statusBar().showMessage(self.tr("Rule changes dropped: %1").replace("%1", str(error)), 10000)
            self.preferences.change(rule_overrides={})
            spec = spec_from_preferences(self.prefs, self.source, self.seed)
        self.controller.new_game(spec, demo, names=(shown_name(self.prefs.name), computer_name()))

    def start_now(self) -> None:
        """A new game with the current settings, no dialog."""
        if self._confirm_abandon():
            self.new_game()

    def _confirm_abandon(self) -> bool:
        """May a new game replace the one in progress?  (Asks only if the player wants to be asked.)"""
        c, session = self.controller, self.controller.session
        if not self.prefs.confirm_new_game or session is None or c.demo or c.game_over() \
                or (session.hand_number == 1 and session.view().turns == 0):
            return True
        return self._ask(self.tr("New game"), self.tr("Abandon the game in progress?"))

    # -- preferences -----------------------------------------------------------------------------

    def _set_preference(self, field: str, value: object) -> None:
        self.preferences.change(**{field: value})

    def _choose_game(self, field: str, name: str) -> None:
        changes: dict[str, object] = {field: name}
        if field == "variant":
            changes["rule_overrides"] = {}  # changes were to the previous variant's rules
        if self.preferences.change(**changes):
            plugin = self.source.plugin_of(name) is not None
            label = variant_label(name) if field == "variant" else opponent_label(name, plugin)
            self.statusBar().showMessage(self.tr("%1 from the next game (Ctrl+N)").replace("%1", label), 8000)

    def _set_sort(self, order: SortOrder) -> None:
        if order is SortOrder.MANUAL:
            self.board.update_look(manual_order=tuple(self.board.south_order()))
        self.preferences.change(sort=order)

    def _preferences_changed(self, old: Preferences, new: Preferences) -> None:
        """The window's own part when the preferences change (the table, its input, the sound, the records and the
        controller follow the same signal themselves): the language, the menus' ticks, the look, open hands."""
        # the controller's knocking, undo and advice; its computer players' speeds and time limit
        self.controller.prefs = self.controller.computer.prefs = new
        self.language.set(new.language)
        self.menus.show(new)
        changed = old.changed_fields(new)
        if changed & STYLE_FIELDS:
            apply_appearance(new.high_contrast, new.text_size, new.table_colour)  # menus, dialogs
        if changed & (STYLE_FIELDS | {"show_advice"}):
            self.panels.follow(new)
        if new.open_hands and not old.open_hands:
            self.controller.mark_assisted()

    def _play_as(self, name: str) -> None:
        self.preferences.change(name=name)
        self.save_preferences()

    def apply_preferences(self, chosen: Preferences) -> None:
        """Make ``chosen`` the preferences (every part follows the one ``preferences.changed`` signal) and save
        them.  Rule changes count from the next game."""
        self.preferences.set(chosen)
        self.save_preferences()

    def save_preferences(self) -> None:
        """Write the preferences to the settings file (nothing without storage)."""
        if self.storage is None:
            return
        values = self.prefs.to_dict()
        for key, (given, stored) in self.command_line_values.items():
            if values.get(key) == given:
                values[key] = stored
        self.storage.settings.update(values)
        self.storage.settings.save()

    # -- dialogs and the boss key ----------------------------------------------------------------

    def run_dialog(self, dialog: QDialog) -> bool:
        """Show a modal dialog; True when it was accepted.  (Tests replace this.)"""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def _ask(self, title: str, question: str) -> bool:
        """A yes/no question.  (Tests replace this.)"""
        answer = QMessageBox.question(self, title, question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def new_game_dialog(self, confirm: bool = True) -> bool:
        """Ctrl+N: choose the game in the new-game dialog, then deal it (at once with "start
        directly" on).  True when a new game started."""
        if confirm and not self._confirm_abandon():
            return False
        if self.prefs.start_directly:
            self.new_game()
            return True
        from ginqt.ui.dialogs.new_game import NewGameDialog
        dialog = NewGameDialog(self.prefs, self.source, self, demo=self.controller.demo)
        chosen = dialog.preferences() if self.run_dialog(dialog) else None
        if chosen is None:
            return False
        self.apply_preferences(chosen)
        self.new_game(demo=dialog.demo)
        return True

    def show_preferences(self) -> bool:
        """The preferences dialog; OK applies (and saves) them.  True when accepted."""
        from ginqt.ui.dialogs.preferences import PreferencesDialog
        dialog = PreferencesDialog(self.prefs, self.source, self, self.sound.problem)
        chosen = dialog.preferences() if self.run_dialog(dialog) else None
        if chosen is None:
            return False
        self.apply_preferences(chosen)
        return True

    def show_help(self) -> None:
        """F1: the rules in our own words and every shortcut the window has."""
        from ginqt.ui.dialogs.help import HelpDialog
        if self.help_dialog is not None:
            self.help_dialog.close()
            self.help_dialog.deleteLater()
        self.help_dialog = HelpDialog(self, rules_shown(self))
        self.help_dialog.show()

    def show_about(self) -> None:
        if self.about_dialog is None:
            from ginqt.ui.dialogs.about import AboutDialog
            self.about_dialog = AboutDialog(self.source, self.sound.problem, self)
        self.about_dialog.show()
        self.about_dialog.raise_()

    # -- the panels and the layout ---------------------------------------------------------------

    def _update_panels(self) -> None:
        session = self.controller.session
        end = (session.result or session.outcome()) if session is not None else None
        self.panels.show_game(session.hand_records if session is not None else (), self.board.names(), end,
                              session.view() if session is not None else None)

    def save_layout(self) -> None:
        """Keep the window's size and the docks' places in the settings (nothing without storage, nor from a
        scripted run: :attr:`keeps_layout`)."""
        if self.storage is not None and self.keeps_layout:
            save_layout(self, self.storage.settings)
            self.storage.settings.save()

    def restore_layout(self) -> bool:
        """Put the window and the docks back as :meth:`save_layout` left them.  True when the docks were restored."""
        return self.storage is not None and restore_layout(self, self.storage.settings)

    # -- quitting --------------------------------------------------------------------------------

    def confirm_quit(self) -> None:
        if not self.prefs.confirm_quit or self._ask(self.tr("Quit"), self.tr("Quit GinQt?")):
            self.close()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            if not self._layout_restored:  # the docks' width to start with follows the window's first size
                self.panels.fit(self)
            self.panels.style_tabs()  # the saved layout's tabs, if it opened the docks
            QTimer.singleShot(0, self.shown.emit)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.panels.give_way(self)  # a narrower window: the docks give way, the table keeps its share

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        self.save_layout()
        super().closeEvent(event)


def friends(window: MainWindow) -> FriendPlay:
    """The window's part for a friend's game (made the first time: its modules load the link and the deck)."""
    from ginqt.ui.friend_play import FriendPlay

    found = window.findChild(FriendPlay)
    if found is None:
        found = FriendPlay(window, window.view, window.controller, window.menus, window.storage)
        found.finished.connect(lambda game: window.records.refresh_statistics())  # the friends' tallies
    return found


def play_a_friend(window: MainWindow) -> bool:
    """Game › Play a friend…: invite or join in the dialog, then play at this table.  True when a game began."""
    from ginqt.friends.run import offer_of
    from ginqt.remote.friend.link import MeetingPlace
    from ginqt.ui.dialogs.friend import FriendDialog

    if not window._confirm_abandon():
        return False
    offer = offer_of(spec_from_preferences(window.prefs, window.source).variant)
    dialog = FriendDialog(MeetingPlace(window.prefs.meeting_place), offer.variant, offer.rules, window)
    if not window.run_dialog(dialog) or dialog.link is None:
        return False
    friends(window).start(dialog.link, dialog.me, shown_name(window.prefs.name), offer if dialog.me == 0 else None,
                          link=dialog.link)
    return True


def rules_shown(window: MainWindow) -> Rules | None:
    """The rules of the game on the table, else of the game the preferences choose (``None`` if they no
    longer fit)."""
    spec = window.controller.spec
    if spec is not None:
        return spec.variant.rules
    try:
        return spec_from_preferences(window.prefs, window.source).variant.rules
    except RulesError:
        return None


def retranslate(window: MainWindow) -> None:
    """What the window made once, in the language now installed: its title, menus and table (the docks and
    dialogs word themselves again)."""
    window.setWindowTitle(window_title())
    window.menus.retranslate()
    window.panels.retranslate()
    window.statusBar().clearMessage()
    window.board.refresh()


def plugin_errors_link(window: QMainWindow, errors: list[str], show_about: Callable[[], None]) -> QLabel | None:
    """For as long as the window is open, a status-bar link to the plugins that failed to load (Help › About)."""
    if not errors:
        return None
    text = tr("Plugins that failed to load: %1").replace("%1", str(len(errors)))
    label = QLabel(f'<a href="about">{text}</a>', window)
    # a plugin's message is plain text, whatever it holds: never rendered as HTML (a link, an image)
    label.setToolTip(GuiQt.convertFromPlainText("\n".join(errors)))
    label.linkActivated.connect(lambda _link: show_about())
    window.statusBar().addPermanentWidget(label)
    return label


def table_line(window: QMainWindow, board: Board) -> QuietLabel:
    """The status bar's copy of the table's last line (what just happened), for the eye: a screen reader
    heard it announced (:class:`~ginqt.ui.table.speech.TableSpeech`), so the status bar does not tell it again."""
    label = QuietLabel(tr("What just happened"), spoken, window)
    window.statusBar().addWidget(label, 1)

    def show(line: str) -> None:
        if window.statusBar().currentMessage():
            window.statusBar().clearMessage()  # an older note gives way to what just happened
        label.setText(line)

    board.statusChanged.connect(show)
    return label


def computer_fault_note(window: QMainWindow, controller: Controller, names: Callable[[], tuple[str, str]]) -> QLabel:
    """A status-bar note of a computer player's failure, kept until the next hand: a strategy that fails at
    every move is told of once a hand, so the note must outlast the moves narrated after it."""
    note = QLabel(window)
    note.hide()
    window.statusBar().addPermanentWidget(note)

    def show(failure: ComputerFailure) -> None:
        text = failure_text(failure, names())
        width = max(200, window.width() // 2)  # a long exception must not widen the window
        note.setText(note.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width))
        note.setToolTip(text)
        note.show()

    controller.computer.failed.connect(show)
    controller.handStarted.connect(lambda _number: note.hide())
    return note
