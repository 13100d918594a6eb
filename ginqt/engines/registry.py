"""The engines the user added, seated by their names wherever a strategy's name goes.

GinQt's built-in plugin registers, after its own strategies, one strategy for each engine in
the data folder's list (:mod:`ginqt.storage.engines`): its factory makes an
:class:`~ginqt.engines.seat.EngineSeat`.  So the new-game dialog, ``--opponent``,
``ginqt tournament``, the round robin and the Ray backend's workers (which load the plugins
themselves) all know an engine by its name, and guard it as they guard a strategy.  A name a
strategy already has is not registered again (``ginqt engines add`` refuses it).

.. versionadded:: 0.4
"""

from __future__ import annotations

import sys
from functools import partial

from ginqt.plugins.errors import PluginValidationError
from ginqt.plugins.registry import StrategyRegistry
from ginqt.storage.engines import EngineEntry, EnginesFile, engines_path
from ginqt.strategy import Strategy

__all__ = ["engine_description", "make_engine_seat", "register_engines", "seat_now"]

#: What this process said of the list of engines (it says each thing once).
_TOLD: set[str] = set()


def engine_description(entry: EngineEntry) -> str:
    return f"engine: {' '.join(entry.command)}"[:200]


def make_engine_seat(entry: EngineEntry, seed: int | None = None) -> Strategy:
    """A player of engine ``entry`` (its process is started when it is first asked)."""
    from ginqt.engines.eaai import ensure_bridge  # an EAAI player's bridge, compiled again if the cache was cleared
    from ginqt.engines.seat import EngineSeat  # the engine's machinery only when one is seated

    ensure_bridge(entry.command)

    return EngineSeat(entry, seed)


def register_engines(registry: StrategyRegistry, data_dir: str | None = None) -> None:
    """Register every added engine whose name no strategy has yet."""
    added = EnginesFile(engines_path(data_dir)).load()
    if added.error:
        _say_once(added.error)
    for entry in added.engines.values():
        if entry.name not in registry.strategies:
            try:
                registry.register(entry.name, partial(make_engine_seat, entry), engine_description(entry))
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
                                              partial(make_engine_seat, entry))
