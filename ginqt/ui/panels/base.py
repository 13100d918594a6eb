"""The base of every dock panel.

A :class:`Panel` is a ``QDockWidget`` with a fixed ``objectName`` (so
``QMainWindow.saveState``/``restoreState`` put it back where the player left it)
that builds its contents the first time it is shown, as Frescobaldi does.  Panels
take plain data, so they can be shown and tested on their own.

While a panel has the keyboard focus, the table's one-key shortcuts (D, N, Space, the
digits...) do not act on the table: the key goes to the panel (Space ticks its check box).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QScrollArea, QWidget

__all__ = ["Panel"]


class Panel(QDockWidget):
    """A dock panel whose contents are made the first time it becomes visible.

    Subclasses implement :meth:`create_widget` and :meth:`refresh` (called after the
    widget exists, and after each new input while it does), and :meth:`title`; when the
    language changes the contents are made again.
    """

    def __init__(self, parent: QWidget | None, name: str, title: str) -> None:
        super().__init__(title, parent)
        self.setObjectName(name)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.toggleViewAction().setText(title)
        self._content: QWidget | None = None
        self.visibilityChanged.connect(self._visibility_changed)
        self.installEventFilter(self)  # sees its children's shortcut overrides, which go up to it unanswered

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Claim a key without Ctrl, Alt or Meta for the panel's own widgets, before it can be a shortcut."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            chord = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | \
                Qt.KeyboardModifier.MetaModifier
            if not event.modifiers() & chord and not Qt.Key.Key_F1 <= event.key() <= Qt.Key.Key_F35 \
                    and event.key() != Qt.Key.Key_Escape:
                event.accept()
                return True
        return super().eventFilter(watched, event)

    @property
    def built(self) -> bool:
        return self._content is not None

    @property
    def on_screen(self) -> bool:
        """Shown and not a tab away (Qt keeps a dock behind another's tab "visible", off the window)."""
        return self.isVisible() and not self.visibleRegion().isEmpty()

    def ensure_built(self) -> QWidget:
        """Make the contents now (tests and screenshots call this; showing the dock does it too)."""
        if self._content is None:
            self._content = self.create_widget()
            self.setWidget(self._content)
            self.refresh()
        return self._content

    def _visibility_changed(self, visible: bool) -> None:
        if visible:
            self.ensure_built()
            self.refresh()  # its tab came to the front: what it shows may matter now

    def create_widget(self) -> QWidget:
        raise NotImplementedError

    def title(self) -> str:
        """The dock's title, in the current language."""
        return self.windowTitle()

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the title again, and the contents made again (if they were made)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.title())
            self.toggleViewAction().setText(self.title())
            if self._content is not None:
                self._content.deleteLater()
                self._content = None
                self.ensure_built()
        super().changeEvent(event)

    def refresh(self) -> None:
        """Show the latest input (only called once the contents exist)."""

    def scrolling(self, body: QWidget) -> QScrollArea:
        """``body`` in a frameless scroll area, for contents taller than the dock."""
        scroll = QScrollArea(self)
        scroll.setAccessibleName(self.windowTitle())  # a screen reader names the panel's contents
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        return scroll

    def refresh_if_built(self) -> None:
        """Show the latest input now if the contents exist (otherwise when they are made)."""
        if self._content is not None:
            self.refresh()
