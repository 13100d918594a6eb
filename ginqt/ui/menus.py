"""The window's menus: every action with its text and shortcut, found by name, not by string.

:class:`Menus` fills a menu bar (Game, Move, View, Options, Help) with
``QAction``\\ s and keeps them in typed tables: :class:`Command` for the plain ones,
:class:`Toggle` for a preference switched on and off, and one table per choice (sort
order, knock modes, opponent, variant, card and demo speed).  It connects nothing:
the window wires each action to its slot, in one place (``MainWindow._wire``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ginqt.plugins.players import PlayerSource
from ginqt.preferences import KnockMode, Preferences, SortOrder
from ginqt.ui.text.friend import phrase_texts
from ginqt.ui.text.names import opponent_label, variant_label
from ginqt.ui.text.table import move_keys

__all__ = ["Command", "Menus", "Toggle", "standard"]

Shortcut = QKeySequence | QKeySequence.StandardKey | str
Key = TypeVar("Key")


class Command(Enum):
    NEW = "new"
    NEW_NOW = "new-now"
    FRIEND = "friend"  #: Game > Play a friend...
    DEMO = "demo"  #: checkable: the computer plays both hands
    HIGH_SCORES = "highscores"
    PLAYERS = "players"
    ADD_ENGINE = "add-engine"  # Options > Opponents > Add an engine... (the menus open its dialog themselves)
    PAST_GAMES = "past-games"
    QUIT = "quit"
    DECK = "deck"
    PILE = "pile"
    TAKE = "take"
    YES = "yes"
    NO = "no"
    ARM = "arm"
    BIG_GIN = "biggin"
    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    READ = "read"  #: the whole table in words, for a screen reader
    NEXT = "next"
    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    ENTER = "enter"
    BOSS = "boss"
    PREFERENCES = "preferences"
    HELP = "help"
    ABOUT = "about"


class Toggle(Enum):
    """A preference switched on and off from a menu (the value is the :class:`Preferences` field)."""

    BIG_CARDS = "big_cards"
    FOUR_COLOUR = "four_colour"
    OPEN_HANDS = "open_hands"
    MULTIPLE_UNDO = "multiple_undo"
    DOUBLE_CLICK = "double_click"
    SOUND = "sound"
    HIGH_CONTRAST = "high_contrast"
    ANIMATION = "animation"


def standard(key: QKeySequence.StandardKey, fallback: str) -> list[Shortcut]:
    """The platform's usual key for ``key``, or ``fallback`` where it binds none (Quit and Preferences on
    Linux without a desktop's theme, which left Quit on Q alone)."""
    bindings = QKeySequence.keyBindings(key)
    return [bindings[0] if bindings else QKeySequence(fallback)]


class Menus(QObject):
    """The menu bar's actions (see the module's description)."""

    def __init__(self, window: QMainWindow, prefs: Preferences, source: PlayerSource) -> None:
        super().__init__(window)
        self.window = window
        self._made_with = (prefs, source)
        self.commands: dict[Command, QAction] = {}
        self.toggles: dict[Toggle, QAction] = {}
        self.discard: list[QAction] = []  #: 1–9, 0: discard the card at that position
        self.say: dict[str, QAction] = {}  #: a friend's game: each table message by its phrase (PHRASES)
        bar = window.menuBar()
        self._game_menu(bar.addMenu(self.tr("&Game")), prefs, source)
        self._move_menu(bar.addMenu(self.tr("&Move")))
        self.view_menu = self._view_menu(bar.addMenu(self.tr("&View")), prefs)  #: the panels add their toggles
        self._options_menu(bar.addMenu(self.tr("&Options")), prefs)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._command(help_menu, Command.HELP, self.tr("&Rules and keys"), ["F1"])
        self._command(help_menu, Command.ABOUT, self.tr("&About GinQt"))

    def __getitem__(self, command: Command) -> QAction:
        return self.commands[command]

    def retranslate(self) -> None:
        """Every menu and action in the current language: the same menus made again aside, their texts copied
        over place by place (what others added at the end of a menu, as the panels' toggles, keep theirs)."""
        scratch = QMainWindow()
        Menus(scratch, *self._made_with)
        _copy_texts(scratch.menuBar().actions(), self.window.menuBar().actions())
        scratch.deleteLater()

    # -- making actions --------------------------------------------------------------------------

    def _action(self, menu: QMenu, text: str, shortcuts: Sequence[Shortcut] | None = None,
                checked: bool | None = None) -> QAction:
        action = QAction(text, self.window)
        if shortcuts:
            action.setShortcuts([s if isinstance(s, QKeySequence) else QKeySequence(s) for s in shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if checked is not None:
            action.setCheckable(True)
            action.setChecked(checked)
        menu.addAction(action)
        self.window.addAction(action)
        return action

    def _command(self, menu: QMenu, command: Command, text: str, shortcuts: Sequence[Shortcut] | None = None,
                 checked: bool | None = None) -> QAction:
        action = self.commands[command] = self._action(menu, text, shortcuts, checked)
        return action

    def _toggle(self, menu: QMenu, toggle: Toggle, text: str, prefs: Preferences,
                shortcuts: Sequence[Shortcut] | None = None) -> None:
        self.toggles[toggle] = self._action(menu, text, shortcuts, checked=bool(getattr(prefs, toggle.value)))

    def _choices(self, menu: QMenu, choices: Iterable[tuple[Key, str, str]], current: Key) -> dict[Key, QAction]:
        """One checkable action per (value, text, shortcut), one of them checked."""
        group = QActionGroup(self)
        actions: dict[Key, QAction] = {}
        for value, text, key in choices:
            actions[value] = self._action(menu, text, [key] if key else None, checked=value == current)
            group.addAction(actions[value])
        return actions

    # -- the menus -------------------------------------------------------------------------------

    def _game_menu(self, game: QMenu, prefs: Preferences, source: PlayerSource) -> None:
        self._command(game, Command.NEW, self.tr("&New game…"), standard(QKeySequence.StandardKey.New, "Ctrl+N"))
        self._command(game, Command.NEW_NOW, self.tr("New game &at once (same settings)"), ["Ctrl+Shift+N"])
        self._command(game, Command.DEMO, self.tr("&Demo mode"), ["F2"], checked=False)
        self._command(game, Command.FRIEND, self.tr("Play a &friend…"), ["Ctrl+Shift+F"])
        say = game.addMenu(self.tr("&Say to your friend"))
        for phrase, text in phrase_texts().items():
            self.say[phrase] = self._action(say, text)
            self.say[phrase].setEnabled(False)
        opponents = ((n, opponent_label(n, source.plugin_of(n) is not None), "") for n in source.strategy_names())
        self.opponent = self._choices(game.addMenu(self.tr("&Opponent")), opponents, prefs.opponent)
        variants = ((n, variant_label(n), "") for n in source.variant_names())
        self.variant = self._choices(game.addMenu(self.tr("&Rules")), variants, prefs.variant)
        game.addSeparator()
        # not Ctrl+H for the high scores: Cmd+H hides the application on macOS
        self._command(game, Command.HIGH_SCORES, self.tr("&High scores…"), ["Ctrl+Shift+H"])
        self._command(game, Command.PLAYERS, self.tr("&Players and statistics…"), ["Ctrl+P"])
        self._command(game, Command.PAST_GAMES, self.tr("Past &games…"), ["Ctrl+Shift+G"])
        game.addSeparator()
        keys = move_keys()  # the moves' one-letter keys, in the language's letters
        self._command(game, Command.QUIT, self.tr("&Quit…"),
                      [keys["quit"], *standard(QKeySequence.StandardKey.Quit, "Ctrl+Q")])

    def _move_menu(self, move: QMenu) -> None:
        keys = move_keys()
        for command, text in ((Command.DECK, self.tr("Draw from the &deck")),
                              (Command.PILE,
                               self.tr("Take from the &pile, or throw the card you drew on it / play to gin")),
                              (Command.TAKE, self.tr("&Take the upcard")), (Command.YES, self.tr("&Yes: knock")),
                              (Command.NO, self.tr("&No: continue / pass")),
                              (Command.ARM, self.tr("&Knock with the next discard")),
                              (Command.BIG_GIN, self.tr("&Gin with eleven cards"))):
            self._command(move, command, text, [keys[command.value]])
        positions = move.addMenu(self.tr("Discard card at position"))
        for i in range(10):
            key = str((i + 1) % 10)
            self.discard.append(self._action(positions, self.tr("Card %1").replace("%1", key), [key]))
        move.addSeparator()
        self._command(move, Command.UNDO, self.tr("&Undo"),
                      [keys["undo"], *standard(QKeySequence.StandardKey.Undo, "Ctrl+Z")]).setEnabled(False)
        self._command(move, Command.REDO, self.tr("&Redo"), standard(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z")
                      ).setEnabled(False)
        self._command(move, Command.HINT, self.tr("&Hint"), [keys["hint"]])
        self._command(move, Command.READ, self.tr("Read the table &aloud"), [keys["read"]])
        self._command(move, Command.NEXT, self.tr("Ne&xt hand"), ["Space"])
        cursor = move.addMenu(self.tr("Keyboard cursor"))
        for command, text, arrows in ((Command.LEFT, self.tr("Left"), ["Left"]),
                                      (Command.RIGHT, self.tr("Right"), ["Right"]),
                                      (Command.UP, self.tr("Up: piles and buttons"), ["Up"]),
                                      (Command.DOWN, self.tr("Down: your hand"), ["Down"]),
                                      (Command.ENTER, self.tr("Act"), ["Return", "Enter"])):
            self._command(cursor, command, text, arrows)

    def _view_menu(self, view: QMenu, prefs: Preferences) -> QMenu:
        self.sort = self._choices(view.addMenu(self.tr("&Sort your hand")), (
            (SortOrder.RANK, self.tr("By &rank"), "R"), (SortOrder.SUIT, self.tr("By &suit"), "S"),
            (SortOrder.MELDS, self.tr("&Melds first, then by rank"), "M"),
            (SortOrder.MELDS_SUIT, self.tr("Melds first, then by s&uit"), ""),
            (SortOrder.MANUAL, self.tr("M&anual (drag cards)"), "")),
            prefs.sort)
        self._toggle(view, Toggle.BIG_CARDS, self.tr("&Big cards"), prefs)
        self._toggle(view, Toggle.FOUR_COLOUR, self.tr("&Four-colour deck"), prefs)
        self._toggle(view, Toggle.HIGH_CONTRAST, self.tr("Hi&gh contrast"), prefs)
        self._toggle(view, Toggle.OPEN_HANDS, self.tr("&Open hands (assisted)"), prefs)
        speeds = ((self.tr("Slow"), 600, 1200), (self.tr("Normal"), 250, 600), (self.tr("Fast"), 100, 150),
                  (self.tr("Instant"), 0, 0))
        self.animation_ms = self._choices(view.addMenu(self.tr("&Card speed")),
                                          ((ms, text, "") for text, ms, _ in speeds), prefs.animation_ms)
        self.demo_delay_ms = self._choices(view.addMenu(self.tr("&Demo speed")),
                                           ((ms, text, "") for text, _, ms in speeds), prefs.demo_delay_ms)
        view.addSeparator()
        self._command(view, Command.BOSS, self.tr("&Hide the table (boss key)"), ["F12"])
        return view

    def _add_engine(self) -> None:
        from ginqt.ui.dialogs.add_engine import AddEngineDialog  # made when first wanted

        AddEngineDialog(self._made_with[1], self.window).exec()

    def _options_menu(self, options: QMenu, prefs: Preferences) -> None:
        modes = ((KnockMode.AUTOMATIC, self.tr("Automatic"), ""), (KnockMode.PROMPT, self.tr("Ask me"), ""),
                 (KnockMode.MANUAL, self.tr("Manual (K)"), ""))
        self.knock_mode = self._choices(options.addMenu(self.tr("&Knocking")), modes, prefs.knock_mode)
        self.gin_mode = self._choices(options.addMenu(self.tr("&Gin")), modes, prefs.gin_mode)
        self._toggle(options, Toggle.MULTIPLE_UNDO, self.tr("&Multiple undo (assisted)"), prefs)
        self._toggle(options, Toggle.DOUBLE_CLICK, self.tr("&Double-click to play a card"), prefs)
        self._toggle(options, Toggle.SOUND, self.tr("&Sound effects"), prefs, ["F3"])  # Tommy's Gin Rummy: a key
        self._toggle(options, Toggle.ANIMATION, self.tr("&Animation"), prefs)
        opponents = options.addMenu(self.tr("Opp&onents"))
        self._command(opponents, Command.ADD_ENGINE, self.tr("Add an &engine…")).triggered.connect(self._add_engine)
        options.addSeparator()
        self._command(options, Command.PREFERENCES, self.tr("&Preferences…"),
                      standard(QKeySequence.StandardKey.Preferences, "Ctrl+,"))  # none on Linux, Windows

    # -- following the preferences -----------------------------------------------------------------

    def show(self, prefs: Preferences) -> None:
        """Tick every choice and toggle as ``prefs`` has them (without triggering anything)."""
        for toggle, action in self.toggles.items():
            action.setChecked(bool(getattr(prefs, toggle.value)))
        chosen = (self.sort.get(prefs.sort), self.knock_mode.get(prefs.knock_mode), self.gin_mode.get(prefs.gin_mode),
                  self.opponent.get(prefs.opponent), self.variant.get(prefs.variant),
                  self.animation_ms.get(prefs.animation_ms), self.demo_delay_ms.get(prefs.demo_delay_ms))
        for choice in chosen:
            if choice is not None:
                choice.setChecked(True)


def _copy_texts(source: Sequence[QAction], target: Sequence[QAction]) -> None:
    """The texts and keys of the actions ``source`` made in the language now installed, onto ``target``."""
    for made, shown in zip(source, target, strict=False):
        if made.isSeparator() or shown.isSeparator():
            continue
        shown.setText(made.text())
        if made.shortcuts() != shown.shortcuts():  # a move's key in the language's letter
            shown.setShortcuts(made.shortcuts())
        made_menu, shown_menu = made.menu(), shown.menu()
        if isinstance(made_menu, QMenu) and isinstance(shown_menu, QMenu):
            _copy_texts(made_menu.actions(), shown_menu.actions())
