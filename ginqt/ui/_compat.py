"""A workaround for PySide6 6.12 on CPython 3.11: every call of a Qt method that returns
``void`` releases one reference to ``None`` that it never took (and some paths do the
same to ``True`` and ``False``).

CPython 3.12 made ``None`` immortal, so the bug is invisible there; on 3.11 the
interpreter aborts with "Fatal Python error: none_dealloc" after a few thousand Qt
calls.  We give ``None`` a reference count it can never lose (what 3.12 does), once,
before any Qt call.  Nothing happens on 3.12+ or on other Python implementations.
"""

from __future__ import annotations

import ctypes
import sys

__all__ = ["make_none_immortal"]

_MARGIN = 1 << 40


def make_none_immortal() -> bool:
    """Make the reference counts of ``None``, ``True`` and ``False`` unreachably large on
    CPython < 3.12 (as 3.12 does); True when it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    done = False
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < _MARGIN:
            count.value += _MARGIN
            done = True
    return done
