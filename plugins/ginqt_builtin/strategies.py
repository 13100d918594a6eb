"""The built-in opponents: ``easy`` and ``standard``.  Both see only their own view."""

from __future__ import annotations

from ginqt.cards import CARD_VALUES, Card
from ginqt.engine import Action, ActionKind, PlayerView
from ginqt.melds import mask_min_deadwood
from ginqt.plugins.names import OPPONENT_DESCRIPTIONS
from ginqt.standard import choose_standard
from ginqt.strategy import BaseStrategy

__all__ = ["EasyStrategy", "StandardStrategy"]


class EasyStrategy(BaseStrategy):
    """The 1993 DOS program's EASY GAME: always throws the highest-value unmatched card.

    It takes a discard only when it melds, and knocks as soon as it may.
    """

    description = OPPONENT_DESCRIPTIONS["easy"]

    def discard(self, view: PlayerView) -> Card:
        hand = view.hand.mask
        total = mask_min_deadwood(hand)
        cards = [a.card for a in view.legal_actions if a.kind is ActionKind.DISCARD and a.card is not None]
        # A card is unmatched (in some best arrangement) when removing it removes exactly its value.
        unmatched = [c for c in cards if mask_min_deadwood(hand & ~(1 << c)) == total - CARD_VALUES[c]]
        if unmatched:
            return max(unmatched, key=lambda c: (CARD_VALUES[c], c))
        return super().discard(view)

    def knock(self, view: PlayerView, card: Card) -> bool:
        return True

    def choose(self, view: PlayerView) -> Action:
        action = super().choose(view)
        if action.kind is ActionKind.DISCARD:
            # Knock with whichever card allows it, as soon as any does.
            knocks = [a for a in view.legal_actions if a.kind is ActionKind.KNOCK and a.card is not None]
            if knocks:
                hand = view.hand.mask
                return min(knocks, key=lambda a: mask_min_deadwood(hand & ~(1 << a.card)))  # type: ignore[operator]
        return action


class StandardStrategy(BaseStrategy):
    """A sound club player (Tommy's Gin Rummy's notes); the same reasoning as the hints."""

    description = OPPONENT_DESCRIPTIONS["standard"]

    def choose(self, view: PlayerView) -> Action:
        return choose_standard(view)
