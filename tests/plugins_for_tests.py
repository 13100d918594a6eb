"""A plugin module the research tools' tests name with ``-p``: ``easy-copy``, the ``easy`` strategy under
another name (a round robin of the two must split every deal)."""

from __future__ import annotations

from ginqt_builtin.strategies import EasyStrategy

from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry


class EasyCopy(EasyStrategy):
    """``easy`` exactly."""


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("easy-copy", EasyCopy, "the easy strategy under another name")
