"""``fallback``: GinQt's own FallbackStrategy as a plugin, for rating runs (docs/RESEARCH.md).

The fallback plays every move a failing plugin cannot (ginqt.strategy.FallbackStrategy); rating it
says what a fault costs.  Not installed: name it with ``-p research_bots`` (``benchmarks`` on the path).
"""

from __future__ import annotations

from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry
from ginqt.strategy import FallbackStrategy


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("fallback", lambda seed: FallbackStrategy(), "what plays for a plugin that fails")
