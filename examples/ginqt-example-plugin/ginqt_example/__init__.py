"""An example GinQt plugin: the ``cautious`` opponent and the ``quick`` variant.

GinQt imports this module through the ``ginqt`` entry point declared in
``pyproject.toml`` and calls the hooks below with registry objects.
"""

from __future__ import annotations

from ginqt.cards import Card
from ginqt.engine import PlayerView
from ginqt.melds import min_deadwood
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry, VariantRegistry
from ginqt.rules import Rules
from ginqt.strategy import BaseStrategy

__all__ = ["CautiousStrategy", "ginqt_register_strategies", "ginqt_register_variants"]


class CautiousStrategy(BaseStrategy):
    """Plays like the fallback but knocks only with 3 deadwood or less, and never discards
    a card next to one the opponent took from the pile.

    ``BaseStrategy`` splits a turn into questions (take the upcard? draw from the pile?
    which discard? knock now?); override only the ones you care about.  ``self.events``
    holds every public event of the hand.
    """

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)

    def discard(self, view: PlayerView) -> Card:
        hand = view.hand
        known = view.opponent_known
        choices = [a.card for a in view.legal_actions if a.card is not None and a.kind.value == "discard"]

        def feeds(card: Card) -> bool:
            return any(k.rank == card.rank or (k.suit == card.suit and abs(k.rank - card.rank) <= 2) for k in known)

        return min(choices, key=lambda c: (min_deadwood(hand.remove(c)), feeds(c), -c.value))

    def knock(self, view: PlayerView, card: Card) -> bool:
        return min_deadwood(view.hand.remove(card)) <= 3


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("cautious", CautiousStrategy, "Knocks only with 3 or less; never feeds your pile cards")


@hookimpl
def ginqt_register_variants(registry: VariantRegistry) -> None:
    registry.register("quick", Rules(score_limit=50), "A quick game: the standard rules, to 50 points")
