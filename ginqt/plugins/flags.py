"""The ``-p`` flags of GinQt's command lines (pytest's convention): ``-p MODULE`` loads a plugin module for
this run, ``-p no:NAME`` blocks a plugin; and the check that a named module can be found.

.. versionadded:: 0.4
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable

__all__ = ["PluginModuleError", "blocked_from_flags", "check_plugin_modules", "plugin_modules_from_flags"]


class PluginModuleError(ValueError):
    """A plugin module named on the command line (``-p MODULE``) cannot be found."""


def blocked_from_flags(flags: Iterable[str]) -> list[str]:
    """Plugin names from ``-p no:NAME`` flags (other ``-p`` values are ignored)."""
    return [flag[3:] for flag in flags if flag.startswith("no:") and flag[3:]]


def plugin_modules_from_flags(flags: Iterable[str]) -> list[str]:
    """Module names from ``-p MODULE`` flags (pytest's convention; ``-p no:NAME`` blocks instead)."""
    return [flag for flag in flags if not flag.startswith("no:")]


def check_plugin_modules(names: Iterable[str]) -> None:
    """Raise :class:`PluginModuleError` (a ``ValueError``) naming a ``-p MODULE`` that cannot be found.

    Only a top-level module is looked for without running it; a dotted name's package would be
    imported to look, so discovery reports those (as a plugin error) instead.
    """
    for name in names:
        if "." in name:
            continue
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            raise PluginModuleError(f"cannot import plugin module {name!r}: no module named {name!r}")
