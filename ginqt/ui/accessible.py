"""What a screen reader is told that Qt's widgets cannot say by themselves: a role, and a quiet label.

Qt gives a ``QGraphicsView`` the role of a client area, which AT-SPI calls a *filler*: Orca counts a
filler as layout only (``get_layout_only_roles``) and skips it.  :func:`give_role` makes a widget's
accessible interface a plain ``QAccessibleWidget`` of the role asked for (the card table is a
*canvas*: a drawn surface that takes the keys, which Orca presents when it has the focus, and whose
name changes it follows while it has the focus).

:class:`QuietLabel` shows a line a screen reader was already told (an announcement): Qt's
``QLabel.setText`` and ``QStatusBar.showMessage`` send a name change with each new text, which AT-SPI
passes on, so every line would reach the screen reader twice.  Its accessible name is fixed (so a new
text sends no event), and its interface answers a screen reader that looks at it with the text for the
ear (``for_the_ear``: cards as words).

Both come from one factory (``QAccessible.installFactory``), installed on first use.  The interfaces
are made in Python and handed to Qt's cache, which deletes them with their widget: each is kept here
until then and let go without deleting it again (``shiboken6.invalidate``).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Final

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget

__all__ = ["CANVAS", "QuietLabel", "give_role"]

#: ``QAccessible.Role.Canvas`` as a number: naming the enum while the window is built would have PySide6 build
#: it then, a cost at start (benchmarks/README.md, "Start-up"); it is made only when a screen reader asks.
CANVAS: Final = 0x35

_roles: weakref.WeakKeyDictionary[QWidget, int] = weakref.WeakKeyDictionary()  #: the roles given
_kept: dict[int, QAccessibleInterface] = {}
_installed = False


class QuietLabel(QLabel):
    """A label whose new texts a screen reader is not told of (it heard them already); asked, it reads the
    text for the ear.  ``name`` is what it is ("Last move"), said when it shows nothing."""

    def __init__(self, name: str, for_the_ear: Callable[[str], str] = str, parent: QWidget | None = None) -> None:
        _install()
        super().__init__(parent)
        self.for_the_ear = for_the_ear
        self.setAccessibleName(name)  # a name of its own: QLabel.setText then sends no NameChanged


class _QuietLabelInterface(QAccessibleWidget):
    def __init__(self, label: QuietLabel) -> None:
        super().__init__(label, QAccessible.Role.StaticText)
        self.label = label

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.label.for_the_ear(self.label.text()) or self.label.accessibleName()
        return super().text(kind)


def give_role(widget: QWidget, role: int) -> None:
    """Give ``widget`` the accessible ``role`` (a ``QAccessible.Role``'s number, such as :data:`CANVAS`), before
    a screen reader first asks for it."""
    _install()
    _roles[widget] = role


def _interface(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QuietLabel):
        made: QAccessibleInterface = _QuietLabelInterface(obj)
    elif isinstance(obj, QWidget) and obj in _roles:
        made = QAccessibleWidget(obj, QAccessible.Role(_roles[obj]))
    else:
        return None
    key = id(made)
    _kept[key] = made  # Qt's cache holds the interface now, and deletes it with the widget
    obj.destroyed.connect(lambda _obj=None, key=key: _let_go(key))
    return made


def _let_go(key: int) -> None:
    made = _kept.pop(key, None)
    if made is not None:
        shiboken6.invalidate(made)  # Qt deletes it: Python must not delete it again


def _install() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(_interface)
        _installed = True
