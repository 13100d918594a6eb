"""The boss key (the 1993 DOS program's screen blanking): a plain cover over the whole window.

:class:`IdleBlanker` is the 1993 DOS program's screen saver: with the "blank when idle" preference
on, the same cover comes up by itself when no key or mouse button has been touched for
two seconds per point of the score limit, and at least a minute (a game to 100: 200 s).

While it is up the game is paused (:meth:`Controller.set_paused`), the window's
title says nothing about a game, and any key or mouse button takes it away again.
It keeps the keyboard focus and claims every shortcut while it is shown, so no
game key acts on the hidden table.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QMainWindow, QWidget

__all__ = ["BossKey", "BossScreen", "IdleBlanker", "idle_seconds"]

#: The 1993 DOS program: "two seconds per score limit point ... The minimum time is one minute."
SECONDS_PER_POINT = 2
MINIMUM_SECONDS = 60

_INPUT_EVENTS = frozenset({
    QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove, QEvent.Type.Wheel,
    QEvent.Type.TouchBegin,
})


def idle_seconds(score_limit: int) -> int:
    """How long the table may sit untouched before it is blanked.

    >>> idle_seconds(100), idle_seconds(600), idle_seconds(0)
    (200, 1200, 60)
    """
    return max(MINIMUM_SECONDS, SECONDS_PER_POINT * score_limit)


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


class IdleBlanker(QObject):
    """Calls ``blank`` after :func:`idle_seconds` without input, while ``enabled()`` says so.

    Once enabled it watches every key, click, wheel and mouse move of the application (an
    event filter); each one starts the wait again.  Until then (the preference is off by
    default) it watches nothing: an application-wide filter puts every event of every object
    through Python, and made the start convert some 70 Qt types more.  Switched on later, it
    watches from the end of the wait then running, and blanks after the next one.
    """

    def __init__(self, blank: Callable[[], None], enabled: Callable[[], bool], score_limit: Callable[[], int],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._blank = blank
        self._enabled = enabled
        self._score_limit = score_limit
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._timed_out)
        self.watching = False  #: the application's input is watched (the event filter is installed)
        if enabled():
            self._watch()
        self.restart()

    def _watch(self) -> None:
        app = QCoreApplication.instance()
        if app is not None and not self.watching:
            app.installEventFilter(self)
            self.watching = True

    def restart(self) -> None:
        """Start the wait again (any input does this)."""
        self.timer.start(idle_seconds(self._score_limit()) * 1000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _INPUT_EVENTS:
            self.restart()
        return False

    def _timed_out(self) -> None:
        if self._enabled():
            if self.watching:  # a whole wait without input
                self._blank()
            else:  # switched on during the wait, whose input was not seen: watched from now on
                self._watch()
        self.restart()


class BossKey(QObject):
    """F12 (the 1993 DOS program's blanking): cover the table with a :class:`BossScreen` and pause the
    game; any key brings it back.  Its :class:`IdleBlanker` does the same by itself when ``may_blank()``."""

    def __init__(self, window: QMainWindow, pause: Callable[[bool], None], may_blank: Callable[[], bool],
                 score_limit: Callable[[], int], focus: QWidget) -> None:
        super().__init__(window)
        self.pause = pause
        self.focus = focus  #: the widget that takes the keys again afterwards (the table)
        self.screen = BossScreen(window)
        self.screen.dismissed.connect(lambda: self.toggle(False))
        self.blanker = IdleBlanker(lambda: self.toggle(True), lambda: may_blank() and not self.screen.active,
                                   score_limit, self)

    def toggle(self, on: bool | None = None) -> None:
        """Cover the table (``None``: or uncover it, whichever it is not)."""
        on = not self.screen.active if on is None else on
        if on == self.screen.active:
            return
        if on:
            self.pause(True)
            self.screen.cover()
        else:
            self.screen.uncover()
            self.pause(False)
            self.focus.setFocus()
