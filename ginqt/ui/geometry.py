"""The window's size and the docks' places, kept between runs (``QMainWindow.saveGeometry/saveState``).

The layout is kept in the settings as base64 text; a missing or damaged value is
ignored and the default layout stays.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

__all__ = ["GEOMETRY_KEY", "LAYOUT_VERSION", "STATE_KEY", "default_size", "fit_screen", "headless", "restore_layout",
           "save_layout", "screen_room"]

#: Settings keys of the saved window layout (base64 of saveGeometry/saveState).
GEOMETRY_KEY = "window_geometry"
STATE_KEY = "window_state"
#: Bump when the docks change so that an old saved state is not applied.
LAYOUT_VERSION = 1


def headless() -> bool:
    """Qt runs without a screen (tests, screenshots, the self-test)."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")


def screen_room(widget: QWidget | None = None) -> QSize | None:
    """The room on ``widget``'s screen (the primary one without a widget) that windows may take: its available
    geometry, without the task bars.  ``None`` without a screen, or headless (screenshots keep their sizes)."""
    screen = widget.screen() if widget is not None else QGuiApplication.primaryScreen()
    if screen is None or headless():
        return None
    room = screen.availableGeometry().size()
    return room if room.isValid() and not room.isEmpty() else None


def fit_screen(size: QSize, widget: QWidget | None = None, share: float = 0.9) -> QSize:
    """``size``, or ``share`` of the room on ``widget``'s screen where that is smaller (:func:`screen_room`): a
    window or dialog is never made taller or wider than the screen it opens on."""
    room = screen_room(widget)
    return size if room is None else size.boundedTo(room * share)


def default_size() -> QSize:
    """1200 x 800, or nine tenths of a smaller screen (a laptop's 1366 x 768)."""
    return fit_screen(QSize(1200, 800))


def save_layout(window: QMainWindow, settings: MutableMapping[str, Any]) -> None:
    """Keep ``window``'s size and its docks' places in ``settings`` (the caller saves them)."""
    settings[GEOMETRY_KEY] = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
    settings[STATE_KEY] = bytes(window.saveState(LAYOUT_VERSION).toBase64().data()).decode("ascii")


def _decoded(settings: MutableMapping[str, Any], key: str) -> QByteArray | None:
    text = settings.get(key)
    if not isinstance(text, str) or not text:
        return None
    try:
        result = QByteArray.fromBase64Encoding(QByteArray(text.encode("ascii")),
                                               QByteArray.Base64Option.AbortOnBase64DecodingErrors)
    except (UnicodeError, ValueError):
        return None
    data = QByteArray(result.decoded)  # a copy: ``decoded`` dies with ``result``
    if result.decodingStatus != QByteArray.Base64DecodingStatus.Ok or data.isEmpty():
        return None
    return data


def restore_layout(window: QMainWindow, settings: MutableMapping[str, Any]) -> bool:
    """Put ``window`` and its docks back as :func:`save_layout` left them.  True when the docks were restored."""
    geometry = _decoded(settings, GEOMETRY_KEY)
    if geometry is not None:
        window.restoreGeometry(geometry)
    state = _decoded(settings, STATE_KEY)
    return state is not None and window.restoreState(state, LAYOUT_VERSION)
