"""Shared pieces of the Qt tests: one plugin source for every window, and preferences without delays."""

from __future__ import annotations

from typing import Any

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.engine import Match
from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences

_SOURCE: PlayerSource | None = None


def source() -> PlayerSource:
    """The built-in plugins only (autoload off), loaded once for the whole run."""
    global _SOURCE
    if _SOURCE is None:
        _SOURCE = PlayerSource(autoload=False)
    return _SOURCE


def fast_prefs(**changes: Any) -> Preferences:
    """Preferences with no animation and no waiting, plus ``changes``."""
    return Preferences(**{"animation_ms": 0, "computer_delay_ms": 0, "demo_delay_ms": 0, "hand_pause_ms": 0, **changes})


def show_match(history: Any, match: Match, names: tuple[str, str]) -> None:
    """Show ``match``'s finished hands and its end in a score history (its model or its panel), as the window does."""
    history.set_game(match.history, names, match.result)
