"""Running one plugin's hooks: what it registers, checked by the registries.

.. versionadded:: 0.2
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pluggy

from ginqt.plugins import hookspecs
from ginqt.plugins.registry import PluginValidationError, StrategyInfo, StrategyRegistry, VariantInfo, VariantRegistry

__all__ = ["Registrations", "collect_registrations", "describe_error"]


@dataclass
class Registrations:
    """What one plugin registered, in order (see :func:`collect_registrations`)."""

    strategies: list[StrategyInfo] = field(default_factory=list)
    variants: list[VariantInfo] = field(default_factory=list)


def collect_registrations(plugin: str, obj: object) -> Registrations:
    """Run one plugin object's hooks (a module, or an object with ``ginqt_*`` methods) and return
    what it registered.  Raises :class:`PluginValidationError` for an unknown hook, a hook that
    fails or a bad registration, and ``pluggy.PluginValidationError`` for a bad hook signature."""
    unknown = [
        n for n in dir(obj)
        if n.startswith("ginqt_") and not hasattr(hookspecs, n) and callable(getattr(obj, n, None))
    ]
    if unknown:
        raise PluginValidationError(plugin, f"unknown hook {', '.join(unknown)} (misspelt?)")
    manager = pluggy.PluginManager(hookspecs.PROJECT_NAME)
    manager.add_hookspecs(hookspecs)
    manager.register(obj, name=plugin)
    strategies, variants = StrategyRegistry(), VariantRegistry()
    for registry in (strategies, variants):
        registry.bind(plugin)
    for hook, registry in (("ginqt_register_strategies", strategies), ("ginqt_register_variants", variants)):
        for impl in getattr(manager.hook, hook).get_hookimpls():
            try:
                impl.function(**{arg: registry for arg in impl.argnames})
            except PluginValidationError:
                raise
            except (Exception, SystemExit) as error:
                raise PluginValidationError(plugin, f"{hook} failed: {type(error).__name__}: {error}") from error
    return Registrations(list(strategies.strategies.values()), list(variants.variants.values()))


def describe_error(error: BaseException, what: str) -> str:
    """A plugin's failure in one line for people (``what`` failed: the exception)."""
    if isinstance(error, PluginValidationError):
        return str(error)
    if isinstance(error, pluggy.PluginValidationError):
        return f"invalid hook: {error}"
    return f"{what}: {type(error).__name__}: {error}"
