"""The panel manager: makes the dock panels, docks them in the window and builds their menu.

As Frescobaldi's panel manager does: one place lists the panels, gives each its
toggle (with its shortcut) in the View menu and its place in the default layout.
A new panel is a :class:`~ginqt.ui.panels.base.Panel` subclass in its own module,
made here and fed by the window's wiring.

The table comes first: on a first start (no saved layout) every panel is closed and the
table has the whole window; View › Side panels (F9) opens them all in one column of tabs
(each also has its own toggle), and the window's saved state keeps them open from then on.
While they are open they give way to the table: it keeps at least :func:`table_share` of
the window's width, however narrow the window is made.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QTabBar, QTabWidget
from shiboken6 import isValid

from ginqt.engine import HandRecord, PlayerView
from ginqt.preferences import Preferences
from ginqt.ui.appearance import dock_palette, dock_style, dock_tabs_style
from ginqt.ui.game.adviser import Hint
from ginqt.ui.panels.base import Panel
from ginqt.ui.panels.hints import HintsPanel
from ginqt.ui.panels.history import ScoreHistoryPanel
from ginqt.ui.panels.statistics import StatisticsPanel
from ginqt.ui.table.theme import text_scale
from ginqt.variants import MatchOutcome

__all__ = ["DOCK_WIDTH", "TABLE_SHARE", "PanelManager", "dock_width", "table_share", "tabs_width"]

#: The width the right-hand docks open with, as a share of the window's and within bounds (all of it
#: times the text size): the table keeps three quarters of a 1024-pixel-wide window and more of a wider
#: one (the table is the game); the player may widen the docks, and the layout is kept.
DOCK_SHARE, DOCK_WIDTH, DOCK_MAX_WIDTH = 0.23, 240, 340
#: While the docks are open the table keeps at least this share of the window's width (they give way), a
#: little less with large text (the table's words grow with it, the docks' need the room).
TABLE_SHARE = 0.7


def table_share(scale: float = 1.0) -> float:
    """The least share of the window's width the table keeps beside the docks, with text ``scale`` times its size.

    >>> table_share(), table_share(1.6), table_share(2.0)
    (0.7, 0.64, 0.6)
    """
    return round(TABLE_SHARE - 0.1 * (scale - 1.0), 3)


def dock_width(window_width: int, scale: float = 1.0, tabs: int = 0) -> int:
    """The docks' width in a window ``window_width`` pixels wide, with text ``scale`` times its size and
    ``tabs`` pixels wanted by their tabs' titles: never more than the table leaves them (:func:`table_share`).

    >>> dock_width(1024), dock_width(1920), dock_width(800), dock_width(1024, 1.6), dock_width(1366, 1.0, 330)
    (240, 340, 240, 369, 330)
    """
    wanted = max(DOCK_WIDTH * scale, min(DOCK_MAX_WIDTH * scale, window_width * DOCK_SHARE * scale), tabs)
    return round(min(wanted, window_width * (1 - table_share(scale))))


def tabs_width(titles: list[str], sheet: str = "") -> int:
    """The width a row of dock tabs needs to show every one of ``titles`` whole (the application's font, the tabs'
    style ``sheet``): what a tab bar made for them asks for."""
    bar = QTabBar()  # never shown
    bar.setStyleSheet(sheet)
    for title in titles:
        bar.addTab(title)
    bar.ensurePolished()
    return sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + 4


class PanelManager:
    """The hints, score-history and statistics panels of one main window.

    The default layout: one narrow column on the right with the three panels in tabs, the
    score history in front (the hints give advice only when asked, so they wait behind it).
    The panels start closed (the table first); :attr:`all_action` (F9) opens or closes them all.
    Make the manager before ``window.restoreState(...)`` so the saved layout finds the panels
    by name.  The panels fill themselves in when first shown.
    """

    #: (panel, View-menu shortcut), in menu order
    SHORTCUTS = ("Ctrl+1", "Ctrl+2", "Ctrl+3")

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        self.hints = HintsPanel(window)
        self.history = ScoreHistoryPanel(window)
        self.statistics = StatisticsPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        window.tabifyDockWidget(self.history, self.hints)
        window.tabifyDockWidget(self.hints, self.statistics)
        self.history.raise_()
        self.window = window
        self.scale = 1.0  #: the text size, as a factor (the docks grow with it)
        self.colours = ("#2f7d46", False)  #: the table's colour and high contrast (the docks wear them)
        self._opening_all = False  #: F9 is opening (or closing) every panel: it fits them once, at the end
        for panel in self.panels():
            panel.hide()  # the table first: a saved layout opens them again
        menu.addSeparator()
        #: View › Side panels (F9): every panel open, in one column of tabs, or every panel closed
        self.all_action = QAction(self.all_text(), window)
        self.all_action.setCheckable(True)
        self.all_action.setShortcut(QKeySequence("F9"))
        self.all_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.all_action.triggered.connect(self.set_open)
        menu.addAction(self.all_action)
        window.addAction(self.all_action)
        for panel, key in zip(self.panels(), self.SHORTCUTS, strict=True):
            action = panel.toggleViewAction()
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.toggled.connect(self._toggled)
            menu.addAction(action)
            window.addAction(action)

    @staticmethod
    def all_text() -> str:
        return QCoreApplication.translate("PanelManager", "Side &panels")

    def retranslate(self) -> None:
        """The menu's words in the language now installed (the panels word their own titles)."""
        self.all_action.setText(self.all_text())
        self.style_tabs()

    def _toggled(self, on: bool) -> None:
        if not isValid(self.window):  # the window is being closed: its docks hide
            return
        self.all_action.setChecked(self.any_open())
        self.style_tabs()  # a new tab bar, if the panel joined another
        if on and not self._opening_all:  # one panel opened by its own key: the docks' width, as F9 gives them
            self.fit(self.window)
            QTimer.singleShot(0, self.window, lambda: self.fit(self.window))

    def any_open(self) -> bool:
        return any(not panel.isHidden() for panel in self.panels())

    def set_open(self, on: bool) -> None:
        """Open every panel (the score history in front, the docks as wide as :meth:`width` says) or close them."""
        self._opening_all = True
        try:
            for panel in self.panels():
                panel.setVisible(on)
        finally:
            self._opening_all = False
        if on:
            self.history.raise_()
            self.fit(self.window)
            self.style_tabs()
            # and again once Qt has laid the docks out: the first layout of docks just shown may widen them
            QTimer.singleShot(0, self.window, lambda: self.fit(self.window))
        self.all_action.setChecked(self.any_open())

    def width(self, window_width: int, tabs: bool = True) -> int:
        """The docks' width in a window ``window_width`` pixels wide, at the text size, with room for the score
        history's names and their ``tabs`` (panels open together) (and for the gap beside them: the table keeps its
        share)."""
        from PySide6.QtWidgets import QStyle  # here: importing it builds its large enums, which the start needs not

        gap = self.window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self.window)
        row = tabs_width([panel.title() for panel in self.panels()], dock_tabs_style(*self.colours)) if tabs else 0
        wanted = max(row, self.history.least_width())  # the tabs whole, the score history's names whole
        return dock_width(window_width, self.scale, wanted + gap + 1) - gap - 1

    def fit(self, window: QMainWindow) -> None:
        """Give the docks on the right their width in ``window`` as it is now (:meth:`width`); nothing while they
        are closed."""
        right = self._right(window)
        if right:
            window.resizeDocks([right[0]], [self._room(window, right)], Qt.Orientation.Horizontal)

    def _room(self, window: QMainWindow, right: list[Panel]) -> int:
        """The width of the ``right`` panels open in ``window``: with their tabs when there are several."""
        together = len(right) > 1
        width = self.width(window.width(), tabs=together)
        return self.place_tabs(width) if together else width

    def _right(self, window: QMainWindow) -> list[Panel]:
        """The panels open in the window's column on the right."""
        return [panel for panel in self.panels() if not panel.isHidden() and not panel.isFloating()
                and window.dockWidgetArea(panel) == Qt.DockWidgetArea.RightDockWidgetArea]

    def place_tabs(self, width: int) -> int:
        """The tabs under the docks when their titles fit ``width`` whole, else down their side (never cut); the
        width left to the docks beside them."""
        fits = tabs_width([panel.title() for panel in self.panels()], dock_tabs_style(*self.colours)) <= width
        position = QTabWidget.TabPosition.South if fits else QTabWidget.TabPosition.East
        area = Qt.DockWidgetArea.RightDockWidgetArea
        if self.window.tabPosition(area) != position:
            self.window.setTabPosition(area, position)
            self.style_tabs()
        return width if fits else width - QFontMetrics(QApplication.font()).height() - 16  # the tabs' thickness

    def style_tabs(self) -> None:
        """The docks' tabs in the table's colours (Qt makes their tab bars when docks are first put together)."""
        sheet = dock_tabs_style(*self.colours)
        for bar in self.window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if bar.styleSheet() != sheet:
                bar.setStyleSheet(sheet)
            bar.setAccessibleName(self.all_text().replace("&", ""))  # a screen reader names the row of tabs

    def give_way(self, window: QMainWindow) -> None:
        """A narrower window: the open docks on the right narrower too, so that the table keeps its share (once the
        window has laid itself out at its new size: the layout shares a resize out in its own way first)."""
        QTimer.singleShot(0, window, lambda: self._give_way(window))

    def _give_way(self, window: QMainWindow) -> None:
        right = self._right(window)
        if not right:  # (the docks start closed: nothing to measure, a quicker first frame)
            return
        most = self.width(window.width(), tabs=len(right) > 1)
        if max(panel.width() for panel in right) > most:
            window.resizeDocks([right[0]], [self._room(window, right)], Qt.Orientation.Horizontal)

    def follow(self, prefs: Preferences) -> None:
        """Show what the preferences say: the suits' colours as on the table, the advice at every turn or not,
        the table's colours around the docks, the text size in their width."""
        self.hints.set_card_colours(prefs.red_colour, prefs.four_colour)
        self.hints.set_show_advice(prefs.show_advice)
        self.colours = (prefs.table_colour, prefs.high_contrast)
        # Qt draws a dock's title in the platform's title font, fixed at start, unless the dock's font differs from
        # the application's: the same font, told apart by a style strategy nobody sees, so the title grows too
        title = QFont(QApplication.font())
        title.setStyleStrategy(QFont.StyleStrategy.PreferQuality)
        palette = dock_palette(*self.colours, QApplication.palette())
        for panel in self.panels():
            panel.setStyleSheet(dock_style(*self.colours))
            panel.setPalette(palette)  # what a panel paints itself (the statistics' chart) in the docks' colours
            panel.setFont(title)
        self.style_tabs()
        scale = text_scale(prefs.text_size)
        if scale != self.scale:
            self.scale = scale
            if self.any_open():
                self.fit(self.window)

    def panels(self) -> tuple[Panel, ...]:
        """Every panel, in menu order."""
        return (self.hints, self.history, self.statistics)

    def show_game(self, records: Sequence[HandRecord], names: tuple[str, str], end: MatchOutcome | None,
                  view: PlayerView | None) -> None:
        """A game's finished hands (their public ``records``) and its ``end`` in the score history, the person's
        ``view`` of it in the hints panel (``None``: no game)."""
        self.history.set_game(records, names, end)
        self.hints.show_view(view)

    def show_hint(self, hint: Hint) -> None:
        """The expert's advice; in front if the player asked for it and the hints panel is open."""
        self.hints.show_hint(hint)
        if hint.asked and not self.hints.isHidden():
            self.hints.raise_()
