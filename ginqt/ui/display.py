"""Can Qt open a window here?  On a bare Linux, say what to install in one line instead of Qt's abort.

Qt's ``xcb`` platform (X11) needs a handful of system libraries that a minimal Linux
lacks (``libxcb-cursor0`` and friends); without them Qt prints a page about platform
plugins and aborts with a core dump; so it does when ``DISPLAY`` names an X server that does
not answer (a stale ``DISPLAY`` over ssh or in a container).  :func:`display_problem` looks
first: it loads the libraries Qt's xcb plugin needs and names the packages of the ones
missing, then connects to the X server as Qt would (``xcb_connect``).  No Qt here: it runs
before the ``QApplication`` is made.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

__all__ = ["XCB_LIBRARIES", "display_problem", "missing_libraries", "x_server_answers"]

#: The libraries Qt 6's xcb platform loads, and the Debian/Ubuntu package of each (the README lists them).
XCB_LIBRARIES: Mapping[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libfontconfig.so.1": "libfontconfig1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
}


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_libraries(loads: Callable[[str], bool] = _loads) -> list[str]:
    """The libraries of :data:`XCB_LIBRARIES` the system cannot load."""
    return [name for name in XCB_LIBRARIES if not loads(name)]


def _qt_xcb_library() -> Path | None:
    """PySide6's own xcb library (its other needs are named by the loader when it fails)."""
    try:
        import PySide6
    except ImportError:
        return None
    path = Path(PySide6.__file__).parent / "Qt" / "lib" / "libQt6XcbQpa.so.6"
    return path if path.is_file() else None


def x_server_answers(display: str) -> bool:
    """Does the X server ``display`` names accept a connection (as Qt's xcb platform makes it: the
    socket, then the authorization)?"""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return False
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return connection is not None and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection is not None:
            xcb.xcb_disconnect(connection)  # an error connection too: xcb hands out one to be freed


def display_problem(environ: Mapping[str, str] | None = None, platform: str | None = None,
                    loads: Callable[[str], bool] = _loads, answers: Callable[[str], bool] = x_server_answers) -> str:
    """One line saying why Qt cannot show a window here and what to do, or ``""`` when it should.

    Only Linux's X11 (``xcb``) is checked: the platform Qt would pick when ``QT_QPA_PLATFORM``
    is unset or ``xcb`` and no Wayland session is running.
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if not platform.startswith("linux") or (chosen and not chosen.startswith("xcb")):
        return ""
    if not chosen and environ.get("WAYLAND_DISPLAY"):
        return ""  # Qt takes Wayland (or falls back to xcb, checked by Qt itself)
    if not environ.get("DISPLAY"):
        return ("ginqt: no screen to show the table on (DISPLAY is not set): start it from a desktop session, "
                "or add QT_QPA_PLATFORM=offscreen for a scripted run")
    missing = missing_libraries(loads)
    if not missing:
        qt = _qt_xcb_library()
        if qt is not None and not loads(str(qt)):
            return (f"ginqt: Qt's X11 support does not load ({qt.name}); install the libraries listed in the "
                    "README under 'On a bare Linux'")
        if not answers(environ["DISPLAY"]):
            return (f"ginqt: no X server answers at DISPLAY={environ['DISPLAY']} (a stale DISPLAY over ssh or in "
                    "a container?): start it from a desktop session, connect with ssh -X, or add "
                    "QT_QPA_PLATFORM=offscreen for a scripted run")
        return ""
    packages = " ".join(XCB_LIBRARIES[name] for name in missing)
    return (f"ginqt: Qt needs {', '.join(missing)} to open a window on X11; on Debian or Ubuntu: "
            f"sudo apt install {packages} (see the README for other systems)")
