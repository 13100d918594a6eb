"""Qt's own messages: its warnings stay off stderr unless asked for; its errors always reach it.

Qt writes warnings a player cannot act on to stderr ("This plugin does not support
propagateSizeHints()" offscreen, a missing font): in scripted runs they read like faults.
:func:`install` keeps Qt's debug, info and warning messages quiet, unless
``GINQT_QT_WARNINGS=1`` asks for them (a developer chasing a Qt problem); critical and
fatal messages are always written, as ``ginqt: Qt: ...``.  Called before the
``QApplication`` is made, so that the messages of its start are handled too.
"""

from __future__ import annotations

import contextlib
import os
import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

__all__ = ["ENV_QT_WARNINGS", "install", "qt_message"]

#: ``GINQT_QT_WARNINGS=1``: write Qt's warnings (and debug and info messages) to stderr too.
ENV_QT_WARNINGS = "GINQT_QT_WARNINGS"

_QUIET = (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg, QtMsgType.QtWarningMsg)


def _wanted(kind: QtMsgType) -> bool:
    return kind not in _QUIET or os.environ.get(ENV_QT_WARNINGS, "") not in ("", "0")


def qt_message(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """The message handler: one line on stderr for an error, or a warning that was asked for."""
    if _wanted(kind):
        with contextlib.suppress(OSError, ValueError):  # stderr closed (its reader left, Python ending)
            print(f"ginqt: Qt: {message}", file=sys.stderr, flush=True)


def install() -> None:
    """Handle Qt's messages with :func:`qt_message` (for the rest of the process)."""
    qInstallMessageHandler(qt_message)
