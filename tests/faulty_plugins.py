"""Throwaway third-party plugins that misbehave on purpose, for tests/test_isolation.py.

Registered with ``-p faulty_plugins`` (``load_plugins(modules=[...])``): they are discovered
and played as any installed third-party plugin, in a process of their own.  Every strategy
plays like the fallback (``BaseStrategy``) except for its one fault.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from ginqt_builtin.variants import HollywoodScoring

sys.path.append(str(Path(__file__).resolve().parents[1] / "benchmarks"))
from third_party import hidden_cards_seen

from ginqt.cards import Card
from ginqt.engine import Action, ActionKind, Event, Phase, PlayerView
from ginqt.melds import best_melds
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry, VariantRegistry
from ginqt.rules import PRESETS, Rules
from ginqt.strategy import BaseStrategy
from ginqt.variants import StandardScoring


class Raiser(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        raise RuntimeError("raised on purpose")


class ObserveRaiser(BaseStrategy):
    def observe(self, event: Event) -> None:
        raise KeyError("lost track on purpose")


class Sleeper(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD:
            time.sleep(3600)
        return super().choose(view)


class Spinner(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD:
            while True:
                pass
        return super().choose(view)


class Exiter(BaseStrategy):
    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD:
            os._exit(7)
        return super().choose(view)


class Leaker(BaseStrategy):
    """Allocates without limit on its first discard of every hand."""

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD and view.turns < 2:
            hoard = []
            while True:
                hoard.append(bytearray(16 << 20))
        return super().choose(view)


class Mutator(BaseStrategy):
    """Rewrites its frozen view and rules (and the presets) with ``object.__setattr__``, and plays the move
    it planted."""

    def choose(self, view: PlayerView) -> Action:
        object.__setattr__(view.rules, "knock_limit", 0)
        object.__setattr__(PRESETS["standard"], "gin_bonus", 1000)
        object.__setattr__(view.rules, "score_limit", 1)
        planted = Action(ActionKind.BIG_GIN)
        object.__setattr__(view, "legal_actions", (planted,))
        return planted


class Peeker(BaseStrategy):
    """Looks through everything in its process before every move; raises if it finds a hidden card."""

    def choose(self, view: PlayerView) -> Action:
        found = hidden_cards_seen(view)
        if found:
            raise RuntimeError(f"PEEKED: found {found} hidden cards")
        return super().choose(view)


class _Everything(Card):
    """A card equal to every card."""

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    __hash__ = int.__hash__


class _AnyAction(Action):
    """An action equal to every action."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = Action.__hash__


class Subclasser(BaseStrategy):
    """Discards a card it does not hold, as an Action subclass holding a Card subclass, both equal to all."""

    def choose(self, view: PlayerView) -> Action:
        if view.phase is not Phase.DISCARD:
            return super().choose(view)
        missing = next(c for c in range(52) if c not in view.hand)
        return _AnyAction(ActionKind.DISCARD, int.__new__(_Everything, missing))


class Melder(BaseStrategy):
    """Knocks laying down its own arrangement: its best melds, listed in reverse."""

    knocks = 0

    def knock_melds(self, view: PlayerView, card: Card) -> tuple:  # type: ignore[type-arg]
        Melder.knocks += 1
        return tuple(reversed(best_melds(view.hand.remove(card)).melds))


class Saboteur(BaseStrategy):
    """Writes garbage into every pipe it can find (the host's messages included)."""

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD:
            for fd in range(3, 64):
                try:
                    os.write(fd, b"{not json at all\n")
                except OSError:
                    pass
        return super().choose(view)


class NiceTeller(BaseStrategy):
    """Says its CPU priority (POSIX niceness) by raising on its first discard of every hand."""

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD and view.turns < 2 and hasattr(os, "nice"):
            raise RuntimeError(f"niceness {os.nice(0)}")
        return super().choose(view)


class BrokenOver(StandardScoring):
    """A variant scoring whose ``over`` raises."""

    def over(self, match, rules):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("over raised on purpose")


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    for name, factory in (("raiser", Raiser), ("observe-raiser", ObserveRaiser), ("sleeper", Sleeper),
                          ("spinner", Spinner), ("exiter", Exiter), ("leaker", Leaker), ("mutator", Mutator),
                          ("peeker", Peeker), ("subclasser", Subclasser), ("melder", Melder),
                          ("saboteur", Saboteur), ("nice-teller", NiceTeller), ("plain", BaseStrategy)):
        registry.register(name, factory, f"misbehaves: {name}")


@hookimpl
def ginqt_register_variants(registry: VariantRegistry) -> None:
    registry.register("short", Rules(score_limit=25), "the standard rules to 25")
    registry.register("broken-over", Rules(score_limit=25), "its scoring's over raises", BrokenOver())
    registry.register("hollywood-copy", PRESETS["standard"], "the built-in Hollywood scoring, as a plugin's",
                      HollywoodScoring())
