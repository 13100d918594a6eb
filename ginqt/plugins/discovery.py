"""Discovery that a plugin cannot stop: each third-party plugin imported in a helper process with a time limit,
what it registers cached per installed version (docs/ARCHITECTURE.md, "The processes").

.. versionadded:: 0.2
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ginqt.plugins.hosting import plugin_launch
from ginqt.plugins.sources import PluginSource
from ginqt.remote.channel import ChannelBroken, ChannelClosed, ChannelTimeout
from ginqt.remote.dialects.wire import WIRE_VERSION
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.remote.process import START_SECONDS, RemoteProcess

__all__ = ["CACHE_DIR_ENV", "HELPERS_AT_ONCE", "IMPORT_SECONDS", "Discovered", "cache_path", "discover"]

#: Seconds a plugin may take to import and register (and its helper, to start).
IMPORT_SECONDS = 10.0
#: Discovery helpers running at once (each imports one plugin).
HELPERS_AT_ONCE = 4
#: Set to a folder to keep the discovery cache there instead of the user's cache folder.
CACHE_DIR_ENV = "GINQT_CACHE_DIR"
_CACHE_FORMAT = "ginqt-plugin-cache"
_CACHE_VERSION = 2  # 2: one helper per plugin (a report of version 1 may have been forged by another plugin)


@dataclass
class Discovered:
    """What one plugin registered, as data, or why it could not be loaded."""

    error: str | None = None
    strategies: list[dict[str, str]] = field(default_factory=list)  #: name, description
    variants: list[dict[str, Any]] = field(default_factory=list)  #: name, description, rules, engine_rules, scoring

    def to_dict(self) -> dict[str, Any]:
        return {"error": self.error, "strategies": self.strategies, "variants": self.variants}

    @classmethod
    def from_message(cls, data: dict[str, Any]) -> Discovered:
        """From the helper's message (or the cache): checked, since it comes from a plugin's process."""
        error = data.get("error")
        if error is not None:
            return cls(error=str(error)[:1000])
        strategies = [{"name": str(s["name"]), "description": str(s.get("description", ""))}
                      for s in data.get("strategies", ()) if isinstance(s, dict) and "name" in s]
        variants = [v for v in data.get("variants", ()) if isinstance(v, dict) and "name" in v and "rules" in v]
        return cls(None, strategies, variants)


def cache_path() -> Path:
    """The discovery cache file."""
    folder = os.environ.get(CACHE_DIR_ENV)
    if folder:
        return Path(folder) / "plugins.json"
    import platformdirs

    return Path(platformdirs.user_cache_dir("GinQt", appauthor=False)) / "plugins.json"


def _key(source: PluginSource, location: str) -> str:
    from ginqt import __version__

    text = json.dumps([__version__, WIRE_VERSION, sys.version_info[:2], source.to_wire(), location], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def _read_cache(path: Path) -> dict[str, Any]:
    try:
        if not path.is_file() or path.stat().st_size > 8 << 20:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != _CACHE_FORMAT or data.get("version") != _CACHE_VERSION:
        return {}
    entries = data.get("entries")
    return entries if isinstance(entries, dict) else {}


def _write_cache(path: Path, entries: dict[str, Any]) -> None:
    with contextlib.suppress(OSError):  # no cache: the next start discovers again
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        temporary.write_text(json.dumps({"format": _CACHE_FORMAT, "version": _CACHE_VERSION, "entries": entries}),
                             encoding="utf-8")
        os.replace(temporary, path)


def discover(
    sources: list[tuple[PluginSource, str | None]],
    *,
    seconds: float | None = None,
    use_cache: bool = True,
) -> dict[str, Discovered]:
    """What each plugin registers, by plugin name.  ``sources`` pairs each plugin with where it
    is installed (``None``: not cached, e.g. a ``-p MODULE``); ``seconds`` is the time each may
    take (:data:`IMPORT_SECONDS`)."""
    if seconds is None:
        seconds = IMPORT_SECONDS
    found: dict[str, Discovered] = {}
    path = cache_path()
    entries = _read_cache(path) if use_cache else {}
    todo: list[PluginSource] = []
    keys: dict[str, str] = {}
    for source, location in sources:
        if location is not None:
            keys[source.name] = _key(source, location)
            cached = entries.get(keys[source.name])
            if use_cache and isinstance(cached, dict):
                found[source.name] = Discovered.from_message(cached)
                continue
        todo.append(source)
    if todo:
        found.update(_run_helpers(todo, seconds))
    kept = {key: found[name].to_dict() for name, key in keys.items() if name in found}
    if keys and kept != entries:  # the installed plugins this run found, nothing of one no longer installed
        _write_cache(path, kept)
    return found


def _run_helpers(todo: list[PluginSource], seconds: float) -> dict[str, Discovered]:
    """Discover each of ``todo`` in a helper of its own, :data:`HELPERS_AT_ONCE` at a time."""
    with ThreadPoolExecutor(max_workers=HELPERS_AT_ONCE, thread_name_prefix="ginqt-discovery") as pool:
        reports = list(pool.map(lambda source: _discover_one(source, seconds), todo))
    return {source.name: report for source, report in zip(todo, reports, strict=True)}


def _discover_one(source: PluginSource, seconds: float) -> Discovered:
    """What ``source`` registers, said by a helper of its own: its start and then the import each have
    ``seconds`` (its start at least :data:`~ginqt.remote.process.START_SECONDS`); only ``loading`` and
    ``loaded`` for this plugin count, any other line is read past."""
    name = source.name
    host = RemoteProcess(plugin_launch(source, "", first={"op": "discover", "wire": WIRE_VERSION, "plugins": [
        source.to_wire()], "path": sys.path, "memory_mb": DEFAULT_MEMORY_MB}))
    importing = False
    try:
        deadline = time.monotonic() + max(seconds, START_SECONDS)  # the helper's start: no plugin code runs yet
        while True:
            message = host.channel.receive(deadline)
            if not isinstance(message, dict):
                continue
            said = message.get("loading", message.get("loaded"))
            if said is not None and said != name:
                return Discovered(f"failed to load: it wrote a discovery report for plugin {str(said)[:80]!r}, "
                                  "which only that plugin may make")
            if "loading" in message and not importing:
                importing, deadline = True, time.monotonic() + seconds
            elif "loaded" in message:
                return Discovered.from_message(message)
            elif "failed" in message:
                return Discovered(f"the plugin helper failed: {str(message['failed'])[:300]}")
            elif message.get("done"):
                return Discovered("failed to load: the plugin helper did not report it")
    except ChannelTimeout:
        if not importing:
            return Discovered(f"the plugin helper did not answer within {max(seconds, START_SECONDS):g} s")
        return Discovered(f"failed to load: it took longer than {seconds:g} s (stopped)")
    except ChannelClosed as error:
        if isinstance(error, ChannelBroken):
            ended = f"the process broke the wire format ({error})"
        else:
            ended = host.how_it_ended() if str(error) == "the pipe was closed" else str(error)
        if not importing:
            return Discovered(f"the plugin helper failed: {ended}")
        return Discovered(f"failed to load: {ended.replace('its process', 'the process')} while importing it")
    finally:
        host.kill()
