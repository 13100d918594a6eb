"""The window's size and the docks' places, kept between runs (``QMainWindow.saveGeometry/saveState``).

The layout is kept in the settings as base64 text; a missing or damaged value is
ignored and the default layout stays.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

__all__ = ["GEOMETRY_KEY", "LAYOUT_VERSION", "STATE_KEY", "default_size", "headless", "restore_layout",
           "save_layout"]

#: Settings keys of the saved window layout (base64 of saveGeometry/saveState).
GEOMETRY_KEY = "window_geometry"
STATE_KEY = "window_state"
#: Bump when the docks change so that an old saved state is not applied.
LAYOUT_VERSION = 1


def headless() -> bool:
    """Qt runs without a screen (tests, screenshots, the self-test)."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")


def default_size() -> QSize:
    """1200 x 800, or nine tenths of a smaller screen (a laptop's 1366 x 768)."""
    size = QSize(1200, 800)
    screen = QGuiApplication.primaryScreen()
    if screen is None or headless():
        return size
    room = screen.availableGeometry().size() * 0.9
    return size.boundedTo(room) if room.isValid() and not room.isEmpty() else size


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
