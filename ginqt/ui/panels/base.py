"""The base of every dock panel.

A :class:`Panel` is a ``QDockWidget`` with a fixed ``objectName`` (so
``QMainWindow.saveState``/``restoreState`` put it back where the player left it)
that builds its contents the first time it is shown, as Frescobaldi does.  Panels
take plain data, so they can be shown and tested on their own.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QScrollArea, QWidget

__all__ = ["Panel"]


class Panel(QDockWidget):
    """A dock panel whose contents are made the first time it becomes visible.

    Subclasses implement :meth:`create_widget` and :meth:`refresh` (called after the
    widget exists, and after each new input while it does).
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

    @property
    def built(self) -> bool:
        return self._content is not None

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

    def create_widget(self) -> QWidget:
        raise NotImplementedError

    def refresh(self) -> None:
        """Show the latest input (only called once the contents exist)."""

    def scrolling(self, body: QWidget) -> QScrollArea:
        """``body`` in a frameless scroll area, for contents taller than the dock."""
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        return scroll

    def refresh_if_built(self) -> None:
        """Show the latest input now if the contents exist (otherwise when they are made)."""
        if self._content is not None:
            self.refresh()
