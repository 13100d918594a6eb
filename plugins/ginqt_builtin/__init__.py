"""GinQt's built-in strategies and rule variants.

They are registered through the ``ginqt`` entry-point group in GinQt's own
``pyproject.toml``, exactly as a third-party plugin is.
"""

from __future__ import annotations

from ginqt.engines.registry import register_engines
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry, VariantRegistry
from ginqt_builtin.expert import ExpertStrategy
from ginqt_builtin.strategies import EasyStrategy, StandardStrategy
from ginqt_builtin.variants import VARIANTS

__all__ = ["ginqt_register_strategies", "ginqt_register_variants"]


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("easy", EasyStrategy, EasyStrategy.description)
    registry.register("standard", StandardStrategy, StandardStrategy.description)
    registry.register("expert", ExpertStrategy, ExpertStrategy.description)
    register_engines(registry)  # the engines the user added (docs/ENGINES.md), by their names


@hookimpl
def ginqt_register_variants(registry: VariantRegistry) -> None:
    for name, rules, description, scoring in VARIANTS:
        registry.register(name, rules, description, scoring)
