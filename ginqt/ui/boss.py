"""The boss key (seed 001's screen blanking): a plain cover over the whole window.

While it is up the game is paused (:meth:`Controller.set_paused`), the window's
title says nothing about a game, and any key or mouse button takes it away again.
It keeps the keyboard focus and claims every shortcut while it is shown, so no
game key acts on the hidden table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QMainWindow, QWidget

__all__ = ["BossScreen"]


class BossScreen(QWidget):
    """A neutral grey cover; ``dismissed`` is emitted by a key or a click."""

    dismissed = Signal()

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._title = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(False)
        self.hide()
        window.installEventFilter(self)

    @property
    def active(self) -> bool:
        return not self.isHidden()

    def cover(self) -> None:
        self._title = self._window.windowTitle()
        self._window.setWindowTitle(self.tr("Untitled"))
        self.setGeometry(self._window.rect())
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def uncover(self) -> None:
        self.hide()
        if self._title:
            self._window.setWindowTitle(self._title)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Resize and self.active:
            self.setGeometry(self._window.rect())
        return False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self.active:
            event.accept()  # the key comes to keyPressEvent instead of triggering a game action
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() not in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
            self.dismissed.emit()
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.dismissed.emit()
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().window())
        painter.end()
