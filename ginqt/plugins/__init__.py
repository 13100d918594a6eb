"""Plugin discovery: strategies and rule variants from the ``ginqt`` entry-point group (built-ins imported here,
third-party plugins through :mod:`ginqt.plugins.discovery` and seated in their own process; docs/PLUGINS.md).

.. versionadded:: 0.1
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from ginqt.plugins.collect import Registrations, collect_registrations, describe_error
from ginqt.plugins.entry_points import EntryPointLike, group_entry_points
from ginqt.plugins.guard import GuardedStrategy
from ginqt.plugins.hookspecs import ENTRY_POINT_GROUP, PROJECT_NAME, hookimpl
from ginqt.plugins.registry import (
    PluginValidationError,
    StrategyInfo,
    StrategyRegistry,
    VariantInfo,
    VariantRegistry,
    missing_methods,
)
from ginqt.plugins.sources import PluginModuleError, PluginSource, check_plugin_modules
from ginqt.remote.faults import Fault, GuardedSeat
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.strategy import Strategy

if TYPE_CHECKING:  # a plugin's process imports this package too: discovery only when used
    from ginqt.plugins.discovery import Discovered

__all__ = [
    "DISABLE_AUTOLOAD_ENV",
    "ENTRY_POINT_GROUP",
    "PROJECT_NAME",
    "Fault",
    "GuardedStrategy",
    "PluginError",
    "PluginInfo",
    "PluginModuleError",
    "PluginValidationError",
    "Plugins",
    "RunNames",
    "StrategyInfo",
    "UnknownNameError",
    "VariantInfo",
    "check_plugin_modules",
    "hookimpl",
    "load_plugins",
]

#: Set to ``1`` to load only the built-in plugins.
DISABLE_AUTOLOAD_ENV = "GINQT_DISABLE_PLUGIN_AUTOLOAD"
#: The distribution whose plugins are built in (always loaded unless blocked).
BUILTIN_DISTRIBUTION = "ginqt"
#: The built-in plugin module, used directly when GinQt runs from a source tree that is not installed.
BUILTIN_MODULE = "ginqt_builtin"
#: What a plugin handed over as an object in this process is listed as.
IN_PROCESS = "(registered in-process)"


class UnknownNameError(ValueError):
    """No strategy or variant has that name."""


@dataclass
class PluginInfo:
    """One plugin as ``ginqt plugins`` lists it."""

    name: str
    distribution: str
    version: str
    builtin: bool = False
    registers: list[str] = field(default_factory=list)  #: e.g. ``["strategy easy", "variant hollywood"]``
    status: str = "loaded"  #: "loaded", "error", "blocked" or "disabled"
    error: str | None = None
    #: Where its strategies play: "GinQt" (built-in, handed over in-process, or trusted) or "own process".
    runs: str = "GinQt"
    trusted: bool = False  #: the user trusts it to run in GinQt's process (``--trust NAME``)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class PluginError:
    """A plugin that failed to load or register; the message is for people."""

    plugin: str
    distribution: str
    version: str
    message: str

    def __str__(self) -> str:
        return f"plugin {self.plugin!r} ({self.distribution} {self.version}): {self.message}"


@dataclass(frozen=True)
class RunNames:
    """What a run needs to know of the strategies it names (:meth:`Plugins.check_run`), each listed once."""

    builtin: tuple[str, ...] = ()  #: the strategies of a built-in plugin
    #: The strategies that run a third party's code in a process of their own (a plugin not ``--trust``-ed).
    untrusted: tuple[str, ...] = ()


@dataclass
class Plugins:
    """What discovery found."""

    strategies: dict[str, StrategyInfo] = field(default_factory=dict)
    variants: dict[str, VariantInfo] = field(default_factory=dict)
    plugins: list[PluginInfo] = field(default_factory=list)
    errors: list[PluginError] = field(default_factory=list)
    #: What discovery said of each third-party plugin (plain data: ``load_plugins(known=...)``
    #: takes it again, e.g. in the tournament's workers, without discovering again).
    discovered: dict[str, Discovered] = field(default_factory=dict)
    _in_process: dict[str, Callable[[int | None], Strategy]] = field(default_factory=dict, repr=False)

    def strategy(self, name: str) -> StrategyInfo:
        return _named(self.strategies, "strategy", name)

    def variant(self, name: str) -> VariantInfo:
        return _named(self.variants, "variant", name)

    def check_run(self, strategies: Iterable[str], variant: str) -> RunNames:
        """Which of ``strategies`` are built in and which play in a process of their own, once each of them and
        ``variant`` is known: else :class:`UnknownNameError` for the first strategy, then the variant, that is not."""
        infos = {name: self.strategy(name) for name in strategies}
        self.variant(variant)
        return RunNames(tuple(name for name, info in infos.items() if self.is_builtin(info.plugin)),
                        tuple(name for name, info in infos.items()
                              if info.source is not None and not self.is_trusted(info.plugin)))

    def make_strategy(self, name: str, seed: int | None = None, *, trusted: bool | None = None) -> Strategy:
        """A new player of strategy ``name``: a third-party plugin's in its own process unless the plugin is trusted
        (``None``: as ``load_plugins`` said).  :class:`UnknownNameError`, or :class:`PluginValidationError` when the
        factory fails or makes no strategy."""
        info = self.strategy(name)
        factory = self._factory(info, trusted)
        if factory is None:
            assert info.source is not None
            from ginqt.plugins.hosting import plugin_seat  # a plugin's process: only then

            return plugin_seat(info.source, name, seed)
        try:
            strategy = factory(seed)
        except Exception as error:
            raise PluginValidationError(
                info.plugin, f"strategy {name!r} could not be made: {type(error).__name__}: {error}"
            ) from error
        missing = missing_methods(strategy)
        if missing:
            raise PluginValidationError(info.plugin, f"strategy {name!r} has no method {', '.join(missing)}")
        return strategy

    def make_guarded(
        self,
        name: str,
        seed: int | None = None,
        *,
        time_limit: float = 5.0,
        on_fault: Callable[[Fault], None] | None = None,
        memory_mb: int = DEFAULT_MEMORY_MB,
        trusted: bool | None = None,
        seat: int | None = None,
        nice: int = 0,
        variant: str = "",
        cpu_time: bool = True,
    ) -> GuardedStrategy | GuardedSeat:
        """A guarded player of strategy ``name`` for a game of ``variant``: a :class:`~ginqt.remote.seat.RemoteSeat`
        in the plugin's own process (a kept process plays ``seat`` only) unless the plugin plays in this one; then
        guarded by :class:`GuardedStrategy`, or as it is when it guards itself (an engine).  A factory that fails
        gives a player whose every move is the fallback's, the failure recorded as a fault."""
        info = self.strategy(name)
        if self._factory(info, trusted) is None:
            assert info.source is not None
            from ginqt.plugins.hosting import plugin_seat  # a plugin's process: only then
            from ginqt.remote.sandbox.protections import say_once_what_is_missing

            say_once_what_is_missing()
            return plugin_seat(info.source, name, seed, time_limit=time_limit, on_fault=on_fault,
                               memory_mb=memory_mb, seat=seat, nice=nice, cpu_time=cpu_time)
        try:
            strategy = self.make_strategy(name, seed, trusted=trusted)
        except PluginValidationError as error:
            guard = GuardedStrategy(_Broken(), name, time_limit, on_fault=on_fault)
            guard.record_fault("start", str(error))
            return guard
        if isinstance(strategy, GuardedSeat):
            return strategy.guarded(name, time_limit, on_fault, variant=variant, cpu_time=cpu_time)
        return GuardedStrategy(strategy, name, time_limit, on_fault=on_fault)

    def is_builtin(self, plugin: str) -> bool:
        return any(p.name == plugin and p.builtin for p in self.plugins)

    def is_trusted(self, plugin: str) -> bool:
        """The plugin plays in this process: built in, handed over in-process, or trusted by the user."""
        return any(p.name == plugin and p.runs == "GinQt" for p in self.plugins)

    def unknown_trusted(self, trusted: Iterable[str]) -> str | None:
        """What is wrong with ``--trust`` naming ``trusted`` (a name no plugin here has), in one line, or ``None``."""
        installed = sorted(info.name for info in self.plugins)
        unknown = next((name for name in trusted if name not in installed), None)
        there = ", ".join(installed) or "none"
        return f"--trust {unknown}: no plugin of that name is installed (installed: {there})" if unknown else None

    def _factory(self, info: StrategyInfo, trusted: bool | None) -> Callable[[int | None], Strategy] | None:
        """How to make ``info``'s players in this process; ``None``: they play in their own process."""
        if info.source is None:
            return info.factory
        if not (self.is_trusted(info.plugin) if trusted is None else trusted):
            return None
        factory = self._in_process.get(info.name)
        if factory is None:
            factory = self._in_process[info.name] = _TrustedFactory(info.source, info.name)
        return factory


Info = TypeVar("Info")


def _named(known: dict[str, Info], kind: str, name: str) -> Info:
    """``known[name]``, else :class:`UnknownNameError` listing the ``kind``'s names."""
    try:
        return known[name]
    except KeyError:
        raise UnknownNameError(f"unknown {kind} {name!r} (known: {', '.join(sorted(known)) or 'none'})") from None


class _Broken:
    """Stands in for a strategy that could not be made: every choose() fails."""

    def new_hand(self, view: Any) -> None:
        pass

    def observe(self, event: Any) -> None:
        pass

    def choose(self, view: Any) -> Any:
        raise RuntimeError("the strategy could not be made")


def _entry_points() -> list[EntryPointLike]:
    found: dict[tuple[str, str], EntryPointLike] = {}
    for ep in group_entry_points(ENTRY_POINT_GROUP):  # as importlib.metadata finds them, without importing it
        found.setdefault((ep.name, ep.value), ep)
    return list(found.values())


def _dist_of(ep: EntryPointLike) -> tuple[str, str, str | None]:
    """(distribution, version, where it is installed) of an entry point."""
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "?", "?", None
    try:
        return str(dist.metadata["Name"] or dist.name), str(dist.version), str(dist.locate_file(""))
    except Exception:
        return "?", "?", None


@dataclass
class _Candidate:
    """A plugin to load: in this process (``load``) or through discovery (``source``)."""

    info: PluginInfo
    load: Callable[[], object] | None = None
    source: PluginSource | None = None
    location: str | None = None  #: where it is installed (the discovery cache's key); None: not cached


def _load_builtin() -> object:
    import importlib

    plugins_dir = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), "plugins")
    if os.path.isdir(plugins_dir) and plugins_dir not in sys.path:
        sys.path.append(plugins_dir)
    return importlib.import_module(BUILTIN_MODULE)


def _candidates(autoload: bool, modules: Iterable[str], extra: Iterable[tuple[str, object]]) -> list[_Candidate]:
    candidates: list[_Candidate] = []
    builtin_found = False
    for ep in _entry_points():
        dist, version, location = _dist_of(ep)
        builtin = dist.lower().replace("_", "-").replace(".", "-") == BUILTIN_DISTRIBUTION
        builtin_found = builtin_found or builtin
        info = PluginInfo(ep.name, dist, version, builtin=builtin)
        if builtin:
            candidates.append(_Candidate(info, load=ep.load))
        else:
            candidates.append(_Candidate(info, source=PluginSource.of(ep, dist, version), location=location or "?"))
    if not builtin_found:  # running from a source tree without `pip install -e .`: load the built-ins directly
        from ginqt import __version__

        candidates.insert(0, _Candidate(PluginInfo("builtin", BUILTIN_DISTRIBUTION, __version__, builtin=True),
                                        load=_load_builtin))
    candidates.sort(key=lambda c: not c.info.builtin)  # built-ins first: their names win
    for name in modules:
        source = PluginSource.module(name)
        candidates.append(_Candidate(PluginInfo(name, source.distribution, source.version), source=source))
    for name, obj in extra:
        candidates.append(_Candidate(PluginInfo(name, IN_PROCESS, "-"), load=_constant(obj)))
    return candidates


def load_plugins(
    *,
    autoload: bool | None = None,
    blocked: Iterable[str] = (),
    extra: Iterable[tuple[str, object]] = (),
    modules: Iterable[str] = (),
    trusted: Iterable[str] = (),
    refresh: bool = False,
    known: Mapping[str, Discovered] | None = None,
) -> Plugins:
    """Discover every plugin and what it registers.  Never raises for a plugin's fault.

    ``autoload=None`` lets ``GINQT_DISABLE_PLUGIN_AUTOLOAD`` decide; ``False`` loads only
    built-ins.  ``blocked`` names plugins to skip.  ``modules`` names importable modules to
    register as third-party plugins for this run (``-p MODULE``; they always load).
    ``extra`` registers plugin objects of this process (modules, or objects with ``ginqt_*``
    hook methods) as (name, object), like pytest's ``plugins=`` argument; they play in this
    process.  ``trusted`` names third-party plugins whose strategies play in this process too
    (``--trust NAME``).  ``refresh`` discovers installed plugins again instead of using the cache;
    ``known`` is what an earlier call discovered (:attr:`Plugins.discovered`), used as it is.
    """
    if autoload is None:
        autoload = os.environ.get(DISABLE_AUTOLOAD_ENV, "").strip().lower() not in ("1", "true", "yes", "on")
    result = Plugins()
    chosen = _choose(result, _candidates(autoload, modules, extra), autoload, set(blocked), set(trusted))
    known = dict(known or {})
    to_discover = [(c.source, c.location) for c in chosen if c.source is not None and c.source.name not in known]
    result.discovered = {}
    if to_discover:  # third-party plugins (discovery, its cache and the plugin hosts: only then)
        from ginqt.plugins.discovery import discover

        result.discovered = discover(to_discover, use_cache=not refresh)
    result.discovered.update(known)
    _register_all(result, _collect_all(result, chosen))
    return result


def _choose(result: Plugins, candidates: list[_Candidate], autoload: bool, blocked: set[str],
            trusted: set[str]) -> list[_Candidate]:
    """List every candidate in ``result``; the ones to load (not blocked, nor disabled by ``autoload``)."""
    taken: set[str] = set()
    chosen: list[_Candidate] = []
    for candidate in candidates:
        info = candidate.info
        if info.name in taken:  # two distributions, one entry-point name: the second is NAME@DISTRIBUTION
            info.name = f"{info.name}@{info.distribution}"
            if candidate.source is not None:  # everywhere: discovery, its cache, trust and the plugin's process
                candidate.source = replace(candidate.source, name=info.name)
        taken.add(info.name)
        result.plugins.append(info)
        if info.name in blocked:
            info.status = "blocked"
        elif not autoload and candidate.location is not None:
            info.status = "disabled"
        else:
            chosen.append(candidate)
            if candidate.source is not None:
                info.trusted = info.name in trusted
                info.runs = "GinQt" if info.trusted else "own process"
    return chosen


def _collect_all(result: Plugins, chosen: list[_Candidate]) -> list[tuple[PluginInfo, Registrations]]:
    """What each chosen plugin registers: imported here, or as discovery said; a failure is the plugin's error."""
    registered: list[tuple[PluginInfo, Registrations]] = []
    for candidate in chosen:
        info = candidate.info
        try:
            if candidate.source is not None:
                registrations = _from_discovery(candidate.source, info, result.discovered.get(candidate.source.name))
            else:
                assert candidate.load is not None
                registrations = collect_registrations(info.name, candidate.load())
        except PluginLoadError as error:
            _fail(result, info, str(error))
            continue
        except (Exception, SystemExit) as error:
            _fail(result, info, describe_error(error, "failed to load"))
            continue
        registered.append((info, registrations))
    return registered


def _register_all(result: Plugins, registered: list[tuple[PluginInfo, Registrations]]) -> None:
    """Every plugin's registrations, in order (built-ins first: their names win); a clash withdraws the plugin."""
    strategies, variants = StrategyRegistry(), VariantRegistry()
    for info, registrations in registered:
        for registry in (strategies, variants):
            registry.bind(info.name)
        try:
            for strategy in registrations.strategies:
                strategies.add(strategy)
            for variant in registrations.variants:
                variants.add(variant)
        except PluginValidationError as error:
            strategies.forget(info.name)
            variants.forget(info.name)
            _fail(result, info, str(error))
            continue
        info.registers = [f"strategy {s.name}" for s in registrations.strategies] + \
                         [f"variant {v.name}" for v in registrations.variants]
    result.strategies = dict(strategies.strategies)
    result.variants = dict(variants.variants)


class PluginLoadError(Exception):
    """Discovery could not load a plugin (the message says why)."""


def _from_discovery(source: PluginSource, info: PluginInfo, found: Any) -> Registrations:
    """A third-party plugin's registrations, from what its discovery said (as plain data)."""
    from ginqt.plugins.scoring import variant_from_discovery

    if found is None:
        raise PluginLoadError("discovery did not report it")
    if found.error is not None:
        raise PluginLoadError(found.error)
    registrations = Registrations()
    for data in found.strategies:
        registrations.strategies.append(StrategyInfo(data["name"], data["description"], info.name, None, source))
    for data in found.variants:
        registrations.variants.append(variant_from_discovery(source, info.name, data, info.trusted))
    return registrations


class _TrustedFactory:
    """A trusted plugin's strategy factory: the plugin is imported in this process when first played."""

    def __init__(self, source: PluginSource, name: str) -> None:
        self.source = source
        self.name = name
        self._registrations: Registrations | None = None

    def __call__(self, seed: int | None) -> Strategy:
        if self._registrations is None:
            self._registrations = collect_registrations(self.source.name, self.source.load())
        for info in self._registrations.strategies:
            if info.name == self.name and info.factory is not None:
                return info.factory(seed)
        raise PluginValidationError(self.source.name, f"no longer registers strategy {self.name!r}")


def _fail(result: Plugins, info: PluginInfo, message: str) -> None:
    info.status, info.error = "error", message
    info.registers.clear()
    result.errors.append(PluginError(info.name, info.distribution, info.version, message))


def _constant(obj: object) -> Callable[[], object]:
    return lambda: obj
