"""The panel manager: makes the dock panels, docks them in the window and builds their menu.

As Frescobaldi's panel manager does: one place lists the panels, gives each its
toggle (with its shortcut) in the View menu and its place in the default layout.
A new panel is a :class:`~ginqt.ui.panels.base.Panel` subclass in its own module,
made here and fed by the window's wiring.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ginqt.engine import Action, Match, PlayerView
from ginqt.ui.panels.base import Panel
from ginqt.ui.panels.hints import HintsPanel
from ginqt.ui.panels.history import ScoreHistoryPanel
from ginqt.ui.panels.statistics import StatisticsPanel
from ginqt.variants import MatchOutcome

__all__ = ["DOCK_WIDTH", "PanelManager"]

#: The width the right-hand docks start with (the table scales to the room left).
DOCK_WIDTH = 380


class PanelManager:
    """The hints, score-history and statistics panels of one main window.

    The default layout: the hints above the score history on the right, the statistics
    in a tab behind the score history.  Make the manager before ``window.restoreState(...)``
    so the saved layout finds the panels by name.  The panels fill themselves in when
    first shown.
    """

    #: (panel, View-menu shortcut), in menu order
    SHORTCUTS = ("Ctrl+1", "Ctrl+2", "Ctrl+3")

    def __init__(self, window: QMainWindow, menu: QMenu,
                 hint_function: Callable[[PlayerView], Any] | None = None) -> None:
        self.hints = HintsPanel(window, hint_function)
        self.history = ScoreHistoryPanel(window)
        self.statistics = StatisticsPanel(window)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        window.addDockWidget(right, self.hints)
        window.addDockWidget(right, self.history)
        window.tabifyDockWidget(self.history, self.statistics)
        self.history.raise_()
        window.resizeDocks([self.hints], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        window.resizeDocks([self.hints, self.history], [3, 2], Qt.Orientation.Vertical)
        menu.addSeparator()
        for panel, key in zip(self.panels(), self.SHORTCUTS, strict=True):
            action = panel.toggleViewAction()
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            menu.addAction(action)
            window.addAction(action)

    def panels(self) -> tuple[Panel, ...]:
        """Every panel, in menu order."""
        return (self.hints, self.history, self.statistics)

    def show_game(self, match: Match | None, names: tuple[str, str], outcome: MatchOutcome | None = None,
                  player: int = 0) -> None:
        """``match`` in the score history (``outcome``: the variant's end of it) and ``player``'s view of it
        in the hints panel."""
        self.history.set_match(match, names, outcome)
        self.hints.show_view(match.view(player) if match is not None else None)

    def show_hint(self, action: Action, reason: str) -> None:
        """The advice the player asked for, in front if the hints panel is open."""
        self.hints.show_hint(action, reason)
        if not self.hints.isHidden():
            self.hints.raise_()
