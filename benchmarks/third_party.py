"""Third-party strategies for the isolation benchmark (``bench_isolation.py``), as a plugin module.

Registered with ``-p third_party`` (``benchmarks/`` on the path); never installed, so they play
as any third-party plugin does: in a process of their own.

* ``easy-copy``: the built-in ``easy``, word for word, as a third party would ship it: what
  isolation costs is the difference between the two.
* ``peeker``: plays like ``easy`` and, before every move, looks through everything its process
  holds (``gc.get_objects()``, every thread's frames) for a card it may not see: an engine
  ``HandState`` or ``Match``, a ``PlayerView`` of the other player.  When it finds one it raises
  (``found N hidden cards``), so every such move is a fault GinQt counts.
* ``spinner``: a busy loop that never answers (the time limit must stop its process).
"""

from __future__ import annotations

import gc
import sys

from ginqt_builtin.strategies import EasyStrategy

from ginqt.engine import Action, PlayerView
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry

__all__ = ["EasyCopy", "Peeker", "Spinner", "hidden_cards_seen"]


class EasyCopy(EasyStrategy):
    """The built-in ``easy``, as a third-party plugin."""


def hidden_cards_seen(view: PlayerView) -> int:
    """Cards of the opponent's hand or the stock this process holds anywhere, that ``view`` does not show."""
    from ginqt.engine import HandState, Match

    visible = view.visible_cards().mask
    found = 0
    objects = gc.get_objects()
    for frame in sys._current_frames().values():
        while frame is not None:
            objects.extend(frame.f_locals.values())
            frame = frame.f_back
    for obj in objects:
        if isinstance(obj, (HandState, Match)):
            hand = obj if isinstance(obj, HandState) else obj.hand
            secret = hand.hands[view.opponent] | sum(1 << card for card in hand.stock)
            found |= secret & ~visible
        elif isinstance(obj, PlayerView) and obj.player != view.player:
            found |= obj.hand.mask & ~visible
    return found.bit_count()


class Peeker(EasyStrategy):
    """``easy`` that looks for hidden cards before every move, and raises when it finds one."""

    def choose(self, view: PlayerView) -> Action:
        found = hidden_cards_seen(view)
        if found:
            raise RuntimeError(f"found {found} hidden cards")
        return super().choose(view)


class Spinner(EasyStrategy):
    """Never answers: a busy loop."""

    def choose(self, view: PlayerView) -> Action:
        while True:
            pass


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("easy-copy", EasyCopy, "the built-in easy, as a third-party plugin")
    registry.register("peeker", Peeker, "easy, looking for hidden cards before every move")
    registry.register("spinner", Spinner, "a busy loop that never answers")
