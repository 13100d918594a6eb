"""The engines the user added, registered by the built-in plugin as strategies, so an engine's name goes wherever
a strategy's does; the one module of :mod:`ginqt.engines` that meets :mod:`ginqt.plugins`.

.. versionadded:: 0.4
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ginqt.plugins import Plugins
from ginqt.plugins.players import LEVELS
from ginqt.plugins.registry import PluginValidationError, StrategyRegistry
from ginqt.remote.faults import Fault
from ginqt.storage.engines import EngineEntry, EnginesFile, engines_path

if TYPE_CHECKING:
    from ginqt.remote.pool import ProcessPool
    from ginqt.remote.seat import RemoteSeat

__all__ = ["LEVELS", "Plugins", "builtin_plugins", "engine_description", "engine_seat",
           "register_engines", "seat_now"]

#: What this process said of the list of engines (it says each thing once).
_TOLD: set[str] = set()


def engine_description(entry: EngineEntry) -> str:
    return f"engine: {' '.join(entry.command)}"[:200]


def engine_seat(entry: EngineEntry, seed: int | None = None, *, pool: ProcessPool | None = None,
                on_fault: Callable[[Fault], None] | None = None, variant: str = "") -> RemoteSeat:
    """A seat of engine ``entry`` for a game of ``variant``: its move and game seconds, its own process (started now,
    while the game is dealt)."""
    from ginqt.engines.eaai import ensure_bridge  # an EAAI player's bridge, compiled again if the cache was cleared
    from ginqt.remote.dialects.engine import EngineDialect  # the engine's machinery only when one is seated
    from ginqt.remote.seat import RemoteSeat

    ensure_bridge(entry.command)
    return RemoteSeat(EngineDialect(entry, seed), entry.name, time_limit=entry.move_seconds,
                      game_limit=entry.game_seconds, pool=pool, on_fault=on_fault, variant=variant)


def builtin_plugins() -> Plugins:
    """The built-in players and variants (``ginqt engines check`` plays an engine against them)."""
    from ginqt.plugins import load_plugins

    return load_plugins(autoload=False)


def register_engines(registry: StrategyRegistry, data_dir: str | None = None) -> None:
    """Register every added engine whose name no strategy has yet."""
    added = EnginesFile(engines_path(data_dir)).load()
    if added.error:
        _say_once(added.error)
    for entry in added.engines.values():
        if entry.name not in registry.strategies:
            try:
                registry.register(entry.name, partial(engine_seat, entry), engine_description(entry))
            except PluginValidationError:  # a name a player cannot have: the built-in players load all the same
                _say_once(f"engine {entry.name!r} is not seated: a player's name is 1-40 lowercase letters, digits, "
                          "'-' or '_' (remove it and add it again under such a name)")


def _say_once(message: str) -> None:
    if message not in _TOLD:
        _TOLD.add(message)
        print(f"ginqt: {message}", file=sys.stderr, flush=True)


def seat_now(plugins: object, entry: EngineEntry) -> None:
    """Make engine ``entry`` known to plugins already loaded (``Plugins``; the window's, after Add an engine…)."""
    from ginqt.plugins.registry import StrategyInfo

    strategies = getattr(plugins, "strategies", None)
    if isinstance(strategies, dict) and entry.name not in strategies:
        strategies[entry.name] = StrategyInfo(entry.name, engine_description(entry), "builtin",
                                              partial(engine_seat, entry))
