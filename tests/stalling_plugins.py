"""Third-party plugins that stall, for the lanes' tests and benchmarks/bench_stall.py (``-p stalling_plugins``).

The games in flight share a seat's plugin process (``ginqt.remote.pool``): when one game's move runs
out of time, the process is stopped while other games' requests wait on it.  They think in busy loops
(a move's clock counts CPU time, :mod:`ginqt.remote.clock`).  No knob comes from the environment (a
plugin's process does not get GinQt's): each behaviour is a strategy of its own.
"""

from __future__ import annotations

import itertools
import time

from ginqt.engine import Action, PlayerView
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry
from ginqt.strategy import BaseStrategy

#: The decisions this process was asked for, counted across all its games (a process per seat).
_ASKED = itertools.count(1)


def think(seconds: float) -> None:
    """A busy loop of ``seconds`` of this process's CPU time."""
    until = time.process_time() + seconds
    while time.process_time() < until:
        pass


class NearLimit(BaseStrategy):
    """Plays as the fallback after 0.45 s of thinking on every move: at a 0.5 s limit some run out."""

    def choose(self, view: PlayerView) -> Action:
        think(0.45)
        return super().choose(view)


class SecondStalls(BaseStrategy):
    """Answers its process's every decision in 0.05 s but the second, which takes 2 s."""

    def choose(self, view: PlayerView) -> Action:
        think(2.0 if next(_ASKED) == 2 else 0.05)
        return super().choose(view)


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("near-limit", NearLimit, "thinks 0.45 s on every move")
    registry.register("second-stalls", SecondStalls, "its process's second decision takes 2 s, the others 0.05 s")
