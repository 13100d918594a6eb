"""Plugin discovery: strategies and rule variants from the ``ginqt`` entry-point group.

:func:`load_plugins` imports every plugin inside its own guard: an import error, a
hook that raises or an invalid registration is recorded (with the plugin's
distribution and version) in :attr:`Plugins.errors`, and the other plugins load.
``GINQT_DISABLE_PLUGIN_AUTOLOAD=1`` (or ``autoload=False``) loads only the built-in
plugins (those of the ``ginqt`` distribution); ``blocked`` names plugins not to load
(the ``-p no:NAME`` flag).

.. versionadded:: 0.1
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

import pluggy

from ginqt.plugins import hookspecs
from ginqt.plugins.errors import PluginValidationError
from ginqt.plugins.guard import Fault, GuardedStrategy
from ginqt.plugins.hookspecs import ENTRY_POINT_GROUP, PROJECT_NAME, hookimpl
from ginqt.plugins.registry import StrategyInfo, StrategyRegistry, VariantInfo, VariantRegistry, missing_methods
from ginqt.strategy import Strategy

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
    "StrategyInfo",
    "UnknownNameError",
    "VariantInfo",
    "blocked_from_flags",
    "hookimpl",
    "import_plugin_modules",
    "load_plugins",
    "plugin_modules_from_flags",
]

#: Set to ``1`` to load only the built-in plugins.
DISABLE_AUTOLOAD_ENV = "GINQT_DISABLE_PLUGIN_AUTOLOAD"
#: The distribution whose plugins are built in (always loaded unless blocked).
BUILTIN_DISTRIBUTION = "ginqt"
#: The built-in plugin module, used directly when GinQt runs from a source tree that is not installed.
BUILTIN_MODULE = "ginqt_builtin"


class UnknownNameError(ValueError):
    """No strategy or variant has that name."""


class PluginModuleError(ValueError):
    """A plugin module named on the command line (``-p MODULE``) cannot be imported."""


@dataclass
class PluginInfo:
    """One plugin as ``ginqt plugins`` lists it."""

    name: str
    distribution: str
    version: str
    registers: list[str] = field(default_factory=list)  #: e.g. ``["strategy easy", "variant hollywood"]``
    status: str = "loaded"  #: "loaded", "error", "blocked" or "disabled"
    error: str | None = None
    builtin: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "distribution": self.distribution,
            "version": self.version,
            "builtin": self.builtin,
            "registers": list(self.registers),
            "status": self.status,
            "error": self.error,
        }


@dataclass(frozen=True)
class PluginError:
    """A plugin that failed to load or register; the message is for people."""

    plugin: str
    distribution: str
    version: str
    message: str

    def __str__(self) -> str:
        return f"plugin {self.plugin!r} ({self.distribution} {self.version}): {self.message}"


@dataclass
class Plugins:
    """What discovery found."""

    strategies: dict[str, StrategyInfo] = field(default_factory=dict)
    variants: dict[str, VariantInfo] = field(default_factory=dict)
    plugins: list[PluginInfo] = field(default_factory=list)
    errors: list[PluginError] = field(default_factory=list)

    def strategy(self, name: str) -> StrategyInfo:
        try:
            return self.strategies[name]
        except KeyError:
            known = ", ".join(sorted(self.strategies)) or "none"
            raise UnknownNameError(f"unknown strategy {name!r} (known: {known})") from None

    def variant(self, name: str) -> VariantInfo:
        try:
            return self.variants[name]
        except KeyError:
            known = ", ".join(sorted(self.variants)) or "none"
            raise UnknownNameError(f"unknown variant {name!r} (known: {known})") from None

    def make_strategy(self, name: str, seed: int | None = None) -> Strategy:
        """A new player of strategy ``name``.

        Raises :class:`UnknownNameError` for an unknown name and
        :class:`PluginValidationError` (naming the plugin) when the factory fails or
        makes something without the strategy methods.
        """
        info = self.strategy(name)
        try:
            strategy = info.factory(seed)
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
        isolate: bool | None = None,
        on_fault: Callable[[Fault], None] | None = None,
    ) -> GuardedStrategy:
        """A guarded player of strategy ``name``: built-ins run inline, others in their own thread
        unless ``isolate`` says otherwise.  A factory that fails gives a guard whose every move is
        the fallback's, with the failure recorded as a fault."""
        info = self.strategy(name)
        if isolate is None:
            isolate = not self.is_builtin(info.plugin)
        try:
            strategy = self.make_strategy(name, seed)
        except PluginValidationError as error:
            guard = GuardedStrategy(_Broken(), name, time_limit, isolate=False, on_fault=on_fault)
            guard.record_fault("raised", str(error))
            return guard
        return GuardedStrategy(strategy, name, time_limit, isolate=isolate, on_fault=on_fault)

    def is_builtin(self, plugin: str) -> bool:
        return any(p.name == plugin and p.builtin for p in self.plugins)


class _Broken:
    """Stands in for a strategy that could not be made: every choose() fails."""

    def new_hand(self, view: Any) -> None:
        pass

    def observe(self, event: Any) -> None:
        pass

    def choose(self, view: Any) -> Any:
        raise RuntimeError("the strategy could not be made")


def blocked_from_flags(flags: Iterable[str]) -> list[str]:
    """Plugin names from ``-p no:NAME`` flags (other ``-p`` values are ignored)."""
    return [flag[3:] for flag in flags if flag.startswith("no:") and flag[3:]]


def plugin_modules_from_flags(flags: Iterable[str]) -> list[str]:
    """Module names from ``-p MODULE`` flags (pytest's convention; ``-p no:NAME`` blocks instead)."""
    return [flag for flag in flags if not flag.startswith("no:")]


def import_plugin_modules(names: Iterable[str]) -> list[tuple[str, object]]:
    """Import plugin modules by name, as (name, module) for ``load_plugins(extra=...)``.

    Raises :class:`PluginModuleError` (a ``ValueError``) naming the module that cannot be imported.
    """
    import importlib

    found: list[tuple[str, object]] = []
    for name in names:
        try:
            found.append((name, importlib.import_module(name)))
        except Exception as error:
            raise PluginModuleError(f"cannot import plugin module {name!r}: {type(error).__name__}: {error}") from None
    return found


def _autoload_from_env() -> bool:
    return os.environ.get(DISABLE_AUTOLOAD_ENV, "").strip().lower() not in ("1", "true", "yes", "on")


def _entry_points() -> list[metadata.EntryPoint]:
    seen: set[tuple[str, str]] = set()
    found = []
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        key = (ep.name, ep.value)
        if key not in seen:
            seen.add(key)
            found.append(ep)
    return found


def _dist_of(ep: metadata.EntryPoint) -> tuple[str, str]:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "?", "?"
    try:
        return str(dist.metadata["Name"] or dist.name), str(dist.version)
    except Exception:
        return "?", "?"


def _norm(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


#: The "distribution" of a plugin object handed to load_plugins(extra=...).
IN_PROCESS = "(registered in-process)"


def load_plugins(
    *,
    autoload: bool | None = None,
    blocked: Iterable[str] = (),
    extra: Iterable[tuple[str, object]] = (),
) -> Plugins:
    """Discover, import and register every plugin.  Never raises for a plugin's fault.

    ``autoload=None`` lets ``GINQT_DISABLE_PLUGIN_AUTOLOAD`` decide; ``False`` loads only
    built-ins.  ``blocked`` names plugins to skip.  ``extra`` registers plugin objects
    (modules, or objects with ``ginqt_*`` hook methods) given directly as (name, object),
    like pytest's ``plugins=`` argument; they count as third-party plugins and always load.
    """
    if autoload is None:
        autoload = _autoload_from_env()
    blocked_names = set(blocked)
    result = Plugins()
    pm = pluggy.PluginManager(PROJECT_NAME)
    pm.add_hookspecs(hookspecs)
    infos: dict[str, PluginInfo] = {}
    for info, load in _candidates(extra):
        if info.name in infos:
            info.name = f"{info.name}@{info.distribution}"
        infos[info.name] = info
        result.plugins.append(info)
        if info.name in blocked_names:
            info.status = "blocked"
            continue
        if not autoload and not info.builtin and info.distribution != IN_PROCESS:
            info.status = "disabled"
            continue
        try:
            _register(pm, info, load())
        except (Exception, SystemExit) as error:
            _fail(result, info, _describe(error, "failed to load"))
    _call_register_hooks(pm, infos, result)
    return result


def _candidates(extra: Iterable[tuple[str, object]]) -> list[tuple[PluginInfo, Callable[[], object]]]:
    """Every plugin to consider, built-ins first (their names win), and how to import each."""
    candidates: list[tuple[PluginInfo, Callable[[], object]]] = []
    builtin_found = False
    for ep in _entry_points():
        dist, version = _dist_of(ep)
        builtin = _norm(dist) == BUILTIN_DISTRIBUTION
        builtin_found = builtin_found or builtin
        candidates.append((PluginInfo(ep.name, dist, version, builtin=builtin), ep.load))
    if not builtin_found:
        # Running from a source tree without `pip install -e .`: load the built-ins directly.
        from ginqt import __version__

        def load_builtin() -> object:
            import importlib

            plugins_dir = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), "plugins")
            if os.path.isdir(plugins_dir) and plugins_dir not in sys.path:
                sys.path.append(plugins_dir)
            return importlib.import_module(BUILTIN_MODULE)

        candidates.insert(0, (PluginInfo("builtin", BUILTIN_DISTRIBUTION, __version__, builtin=True), load_builtin))
    candidates.sort(key=lambda c: not c[0].builtin)  # built-ins first: their names win
    for name, obj in extra:
        candidates.append((PluginInfo(name, IN_PROCESS, "-"), _constant(obj)))
    return candidates


def _fail(result: Plugins, info: PluginInfo, message: str) -> None:
    info.status, info.error = "error", message
    result.errors.append(PluginError(info.name, info.distribution, info.version, message))


def _register(pm: pluggy.PluginManager, info: PluginInfo, obj: object) -> None:
    """Register ``obj``'s hooks; a ``ginqt_`` method that is no hook is an error (a misspelling)."""
    unknown = [
        n for n in dir(obj)
        if n.startswith("ginqt_") and not hasattr(hookspecs, n) and callable(getattr(obj, n, None))
    ]
    if unknown:
        raise PluginValidationError(info.name, f"unknown hook {', '.join(unknown)} (misspelt?)")
    pm.register(obj, name=info.name)


def _call_register_hooks(pm: pluggy.PluginManager, infos: dict[str, PluginInfo], result: Plugins) -> None:
    """Each loaded plugin registers its strategies and variants; a hook that fails takes back all it registered."""
    strategies = StrategyRegistry()
    variants = VariantRegistry()
    for hook_name, registry, kind in (
        ("ginqt_register_strategies", strategies, "strategy"),
        ("ginqt_register_variants", variants, "variant"),
    ):
        caller = getattr(pm.hook, hook_name)
        for impl in caller.get_hookimpls():  # in registration order (built-ins first)
            info = infos[impl.plugin_name]
            if info.status != "loaded":
                continue
            registry.bind(info.name)
            try:
                impl.function(**{arg: registry for arg in impl.argnames})
            except (Exception, SystemExit) as error:
                strategies.forget(info.name)
                variants.forget(info.name)
                info.registers.clear()
                _fail(result, info, _describe(error, f"{hook_name} failed"))
                continue
            for name in registry.names_of(info.name):
                entry = f"{kind} {name}"
                if entry not in info.registers:
                    info.registers.append(entry)
    result.strategies = dict(strategies.strategies)
    result.variants = dict(variants.variants)


def _constant(obj: object) -> Callable[[], object]:
    return lambda: obj


def _describe(error: BaseException, what: str) -> str:
    if isinstance(error, PluginValidationError):
        return str(error)
    if isinstance(error, pluggy.PluginValidationError):
        return f"invalid hook: {error}"
    return f"{what}: {type(error).__name__}: {error}"
