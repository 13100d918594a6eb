"""The panel manager: makes the dock panels, docks them in the window and builds their menu.

As Frescobaldi's panel manager does: one place lists the panels, gives each its
toggle (with its shortcut) in the View menu and its place in the default layout.
A new panel is a :class:`~ginqt.ui.panels.base.Panel` subclass in its own module,
made here and fed by the window's wiring.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ginqt.engine import Match
from ginqt.preferences import Preferences
from ginqt.ui.game.adviser import Hint
from ginqt.ui.panels.base import Panel
from ginqt.ui.panels.hints import HintsPanel
from ginqt.ui.panels.history import ScoreHistoryPanel
from ginqt.ui.panels.statistics import StatisticsPanel
from ginqt.variants import MatchOutcome

__all__ = ["DOCK_WIDTH", "PanelManager", "dock_width"]

#: The width the right-hand docks start with, as a share of the window's and within bounds: the table keeps
#: three quarters of a 1024-pixel-wide window and more of a wider one (the table is the game); the player
#: may widen the docks, and the layout is kept.
DOCK_SHARE, DOCK_WIDTH, DOCK_MAX_WIDTH = 0.23, 240, 340


def dock_width(window_width: int) -> int:
    """The docks' width to start with in a window ``window_width`` pixels wide."""
    return max(DOCK_WIDTH, min(DOCK_MAX_WIDTH, round(window_width * DOCK_SHARE)))


class PanelManager:
    """The hints, score-history and statistics panels of one main window.

    The default layout: one narrow column on the right with the three panels in tabs, the
    score history in front (the hints give advice only when asked, so they wait behind it).
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
        self.fit(window)
        menu.addSeparator()
        for panel, key in zip(self.panels(), self.SHORTCUTS, strict=True):
            action = panel.toggleViewAction()
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            menu.addAction(action)
            window.addAction(action)

    def fit(self, window: QMainWindow) -> None:
        """Give the docks their width to start with in ``window`` as it is now (:func:`dock_width`)."""
        window.resizeDocks([self.history], [dock_width(window.width())], Qt.Orientation.Horizontal)

    def follow(self, prefs: Preferences) -> None:
        """Show what the preferences say: the suits' colours as on the table, the advice at every turn or not."""
        self.hints.set_card_colours(prefs.red_colour, prefs.four_colour)
        self.hints.set_show_advice(prefs.show_advice)

    def panels(self) -> tuple[Panel, ...]:
        """Every panel, in menu order."""
        return (self.hints, self.history, self.statistics)

    def show_game(self, match: Match | None, names: tuple[str, str], outcome: MatchOutcome | None = None,
                  player: int = 0) -> None:
        """``match`` in the score history (``outcome``: the variant's end of it) and ``player``'s view of it
        in the hints panel."""
        self.history.set_match(match, names, outcome)
        self.hints.show_view(match.view(player) if match is not None else None)

    def show_hint(self, hint: Hint) -> None:
        """The expert's advice; in front if the player asked for it and the hints panel is open."""
        self.hints.show_hint(hint)
        if hint.asked and not self.hints.isHidden():
            self.hints.raise_()
