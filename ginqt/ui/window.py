"""The main window: the table view, its menus (every action with its shortcut) and the status bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGraphicsView, QMainWindow, QMenu, QMessageBox, QWidget

from ginqt.ui.board import Board
from ginqt.ui.controller import Controller, GameSetup
from ginqt.ui.players import PlayerSource
from ginqt.ui.preferences import KnockMode, Preferences, SortOrder
from ginqt.ui.scene import TableScene

if TYPE_CHECKING:
    from ginqt.storage import Storage

__all__ = ["MainWindow", "TableView"]


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the window."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setMinimumSize(480, 320)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class MainWindow(QMainWindow):
    shown = Signal()

    def __init__(self, prefs: Preferences, source: PlayerSource | None = None, seed: int | None = None,
                 strategy_factory: Callable[[int, int | None], object] | None = None,
                 storage: Storage | None = None) -> None:
        super().__init__()
        self.prefs = prefs
        #: Settings, statistics, high scores and the saved game; ``None`` keeps nothing (tests, self-test).
        self.storage = storage
        self.source = source if source is not None else PlayerSource()
        self.seed = seed
        self.setWindowTitle(self.tr("GinQt — Gin Rummy"))
        self.resize(1200, 800)
        self.scene = TableScene(self)
        self.scene.set_style(prefs.big_cards, prefs.four_colour)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        factory = strategy_factory or self._make_strategy
        self.controller = Controller(prefs, factory, hint_function=self.source.hint,  # type: ignore[arg-type]
                                     fallback_factory=self.source.fallback, parent=self)
        self.board = Board(self.controller, self.scene, prefs)
        self.board.sort_changed = self._sort_changed  # type: ignore[method-assign]
        self.board.statusChanged.connect(lambda text: self.statusBar().showMessage(text))
        self.controller.strategyFault.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self.actions_by_name: dict[str, QAction] = {}
        self._build_menus()
        self._shown_once = False
        for error in self.source.errors:
            self.statusBar().showMessage(error, 10000)

    def _make_strategy(self, player: int, seed: int | None) -> object:
        """The opponent's strategy (player 1), or the one that plays your hand in demo mode."""
        name = self.prefs.opponent if player == 1 else "standard"
        return self.source.make(name, seed, self.prefs.time_limit, self.controller._fault_text)

    # -- games --------------------------------------------------------------------------

    def new_game(self, demo: bool | None = None) -> None:
        rules, scoring, variant_rules = self.source.rules(self.prefs.variant, self.prefs.score_limit)
        setup = GameSetup(rules, (self.prefs.name, self.tr("Computer")), scoring, variant_rules, self.seed)
        if demo is not None:
            self.controller.demo = demo
            self.actions_by_name["demo"].setChecked(demo)
        self.controller.new_game(setup)

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
        c, b = self.controller, self.board
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, "new", self.tr("&New game"), lambda: self.new_game(), [QKeySequence.StandardKey.New])
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
            self.statusBar().showMessage(self.tr("%1 from the next game (Ctrl+N)").replace("%1", name), 8000)

    def _set_sort(self, order: SortOrder) -> None:
        if self.actions_by_name[f"sort-{order.value}"].isChecked():
            if order is SortOrder.MANUAL:
                self.board.manual_order = self.board.south_order()
            self.prefs.sort = order
            self.board.refresh()

    def _sort_changed(self) -> None:
        self.actions_by_name[f"sort-{self.prefs.sort.value}"].setChecked(True)

    def _style_changed(self) -> None:
        self.scene.set_style(self.prefs.big_cards, self.prefs.four_colour)

    def _open_changed(self) -> None:
        if self.prefs.open_hands and not self.controller.assisted:
            self.controller.assisted = True
            self.controller.assistedChanged.emit(True)
        self.board.refresh()

    def save_preferences(self) -> None:
        """Write the preferences to the settings file (nothing without storage)."""
        if self.storage is None:
            return
        settings = self.storage.settings
        settings.update(self.prefs.to_dict())
        settings.save()

    # -- quitting -----------------------------------------------------------------------

    def confirm_quit(self) -> None:
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
        super().closeEvent(event)
