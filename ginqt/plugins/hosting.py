"""A third-party plugin's own process: how its host is started (:func:`plugin_launch`), and its players seated
(:func:`plugin_seat`).

.. versionadded:: 0.6
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable, Iterable
from typing import Any

from ginqt.plugins.sources import PluginSource
from ginqt.remote.dialects.plugin import PluginDialect
from ginqt.remote.dialects.wire import WIRE_VERSION
from ginqt.remote.faults import Fault
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.remote.process import Launch, runtime_command
from ginqt.remote.seat import RemoteSeat

__all__ = ["host_command", "plugin_files", "plugin_launch", "plugin_seat"]


def host_command() -> tuple[str, ...]:
    """The command that starts a plugin host (the frozen app runs itself with ``--plugin-host``)."""
    return tuple(runtime_command("ginqt.plugins.host", "--plugin-host"))


def plugin_files(sources: Iterable[PluginSource]) -> list[str]:
    """Where the plugins' code lies (their top-level package or module), found without running it."""
    found: list[str] = []
    for source in sources:
        top = source.value.split(":")[0].split(".")[0]
        try:
            spec = importlib.util.find_spec(top)
        except (ImportError, ValueError):
            continue
        if spec is None:
            continue
        found += [str(location) for location in spec.submodule_search_locations or ()]
        if spec.origin and os.path.isfile(spec.origin):
            found.append(os.path.dirname(spec.origin) if spec.submodule_search_locations else spec.origin)
    return found


def plugin_launch(source: PluginSource, name: str, memory_mb: int = DEFAULT_MEMORY_MB, role: str = "strategy",
                  seat: int | None = None, nice: int = 0, first: dict[str, Any] | None = None) -> Launch:
    """How a host of ``source`` is started to play strategy ``name`` (or score variant ``name``: ``role``); a
    process kept between games serves that ``seat`` only, so what stays in it from an earlier game is that seat's
    own view; ``nice``: how far below GinQt's its CPU priority is.  ``first``: another first message (discovery)."""
    message = first if first is not None else {
        "op": "start", "wire": WIRE_VERSION, "plugin": source.to_wire(), "role": role, "name": name,
        "memory_mb": memory_mb, "nice": nice, "path": sys.path}
    return Launch(("plugin", source, name, memory_mb, role, seat, nice), host_command(), message,
                  tuple(plugin_files([source])), memory_mb, f"plugin {source.name} ({name or 'discovery'})",
                  shared=role == "strategy")


def plugin_seat(source: PluginSource, name: str, seed: int | None, *, time_limit: float = 5.0,
                on_fault: Callable[[Fault], None] | None = None, memory_mb: int = DEFAULT_MEMORY_MB,
                seat: int | None = None, nice: int = 0, cpu_time: bool = True) -> RemoteSeat:
    """A player of ``source``'s strategy ``name`` in the plugin's own process (started now)."""
    return RemoteSeat(PluginDialect(plugin_launch(source, name, memory_mb, seat=seat, nice=nice), seed), name,
                      time_limit=time_limit, on_fault=on_fault, cpu_time=cpu_time)
