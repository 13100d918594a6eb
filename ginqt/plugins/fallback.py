"""The always-available strategy the guard plays when a plugin fails.

It looks only at the view and keeps no state, so it can take over any move of
any hand.  It is deliberately plain: take a card that melds, draw from the stock,
discard the card that leaves the least deadwood, knock when allowed.

.. versionadded:: 0.1
"""

from __future__ import annotations

from ginqt.cards import CARD_VALUES
from ginqt.engine import Action, ActionKind, Event, PlayerView
from ginqt.melds import _min_deadwood_mask

__all__ = ["FallbackStrategy"]


class FallbackStrategy:
    """A stateless, never-failing strategy (it only picks among ``view.legal_actions``)."""

    def new_hand(self, view: PlayerView) -> None:
        pass

    def observe(self, event: Event) -> None:
        pass

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("it is not this player's turn")
        kinds = {a.kind: a for a in legal}
        if ActionKind.BIG_GIN in kinds:
            return kinds[ActionKind.BIG_GIN]
        hand = view.hand.mask
        upcard = view.upcard
        for take in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD):
            if take in kinds and upcard is not None:
                with_card = hand | 1 << upcard
                now = _min_deadwood_mask(hand)
                if _min_deadwood_mask(with_card) < now + CARD_VALUES[upcard]:
                    after = min(_min_deadwood_mask(with_card & ~(1 << c)) for c in view.hand)
                    if after < now:
                        return kinds[take]
        for plain in (ActionKind.PASS, ActionKind.DRAW_STOCK):
            if plain in kinds:
                return kinds[plain]
        best: tuple[int, int, int] | None = None
        choice = legal[0]
        for action in legal:
            if action.card is None:
                continue
            left = _min_deadwood_mask(hand & ~(1 << action.card))
            key = (left, 0 if action.kind is ActionKind.KNOCK else 1, -CARD_VALUES[action.card])
            if best is None or key < best:
                best, choice = key, action
        return choice
