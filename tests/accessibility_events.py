"""Every accessibility event Qt sends, as a screen reader's bridge would receive it (tests only).

PySide6 does not expose ``QAccessible::installUpdateHandler``; :class:`EventRecorder` installs one
through ``ctypes`` on Qt's own library, so it sees each ``QAccessibleEvent`` Qt hands the platform's
bridge (AT-SPI on Linux), whether Python sent it (``QAccessible.updateAccessibility``) or Qt's C++
did (``QWidget::setAccessibleName``, ``QStatusBar::showMessage``, ``QLabel::setText``).  With the
handler installed the bridge is not called: nothing is sent to a real screen reader meanwhile.
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import PySide6
import shiboken6
from PySide6 import QtGui
from PySide6.QtGui import QAccessible, QAccessibleEvent

__all__ = ["EventRecorder", "Heard", "recording"]

_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_Announcement = getattr(QtGui, "QAccessibleAnnouncementEvent", None)


def _install() -> ctypes._CFuncPtr:  # type: ignore[name-defined]
    folder = os.path.join(os.path.dirname(PySide6.__file__), "Qt", "lib")
    library = ctypes.CDLL(os.path.join(folder, "libQt6Gui.so.6"))
    install = library._ZN11QAccessible20installUpdateHandlerEPFvP16QAccessibleEventE
    install.restype = ctypes.c_void_p
    install.argtypes = [ctypes.c_void_p]
    return install


@dataclass(frozen=True, slots=True)
class Heard:
    """One event: its kind, the class and accessible role of its object, and the text it carries
    (an announcement's message; a name or description change: the new name or description)."""

    kind: QAccessible.Event
    source: str
    role: QAccessible.Role | None
    text: str


class EventRecorder:
    """The events heard while installed (:func:`recording`)."""

    def __init__(self) -> None:
        self.heard: list[Heard] = []

    def _on_event(self, pointer: int) -> None:
        event = shiboken6.wrapInstance(pointer, QAccessibleEvent)
        kind = event.type()
        if _Announcement is not None and kind == QAccessible.Event.Announcement:
            event = shiboken6.wrapInstance(pointer, _Announcement)
        iface = event.accessibleInterface()
        words = ""
        if kind == QAccessible.Event.Announcement and _Announcement is not None:
            words = event.message()
        elif iface is not None and kind == QAccessible.Event.NameChanged:
            words = iface.text(QAccessible.Text.Name)
        elif iface is not None and kind == QAccessible.Event.DescriptionChanged:
            words = iface.text(QAccessible.Text.Description)
        source = type(event.object()).__name__ if event.object() is not None else ""
        self.heard.append(Heard(kind, source, iface.role() if iface is not None else None, words))

    def of(self, *kinds: QAccessible.Event, source: str | None = None) -> list[Heard]:
        return [h for h in self.heard if h.kind in kinds and (source is None or h.source == source)]


@contextmanager
def recording() -> Iterator[EventRecorder]:
    """Record every accessibility event Qt sends until the block ends (accessibility made active)."""
    recorder = EventRecorder()
    callback = _HANDLER(recorder._on_event)
    install = _install()
    was_active = QAccessible.isActive()
    previous = install(ctypes.cast(callback, ctypes.c_void_p))
    QAccessible.setActive(True)
    try:
        yield recorder
    finally:
        install(previous)
        QAccessible.setActive(was_active)
