"""The strategy interface: what an opponent plugin implements.

A strategy sees only its player's :class:`~ginqt.engine.PlayerView` and the
public events (hidden cards removed); it never gets the engine or hidden cards.
The engine's ``legal_actions`` are in ``view.legal_actions``; :meth:`Strategy.choose`
returns one of them.  The game calls:

* :meth:`Strategy.new_hand` when a hand is dealt (with the player's first view),
* :meth:`Strategy.observe` for every event of the hand, as that player may see it,
* :meth:`Strategy.choose` whenever it is the player's turn to act.

.. versionadded:: 0.1
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ginqt.cards import CARD_VALUES, Card
from ginqt.engine import Action, ActionKind, Event, EventKind, Phase, PlayerView
from ginqt.melds import Meld, mask_min_deadwood

__all__ = ["BaseStrategy", "FallbackStrategy", "Strategy"]


@runtime_checkable
class Strategy(Protocol):
    """An opponent.  Plugins register a factory that makes one per player per game."""

    def new_hand(self, view: PlayerView) -> None:
        """A hand was dealt; ``view`` is this player's first look at it."""

    def observe(self, event: Event) -> None:
        """Something happened (already redacted for this player)."""

    def choose(self, view: PlayerView) -> Action:
        """Pick one of ``view.legal_actions`` (take/pass the upcard, draw, discard, knock)."""
        ...


class BaseStrategy:
    """A convenience base class: override the decisions you care about.

    :meth:`choose` splits the turn into separate questions, in the spirit of the
    EAAI Gin Rummy framework:

    * :meth:`take_upcard` — the first upcard offer: take it or pass;
    * :meth:`draw_from_pile` — take the top discard (``True``) or draw from the stock;
    * :meth:`discard` — which card to throw;
    * :meth:`knock` — having chosen the discard, knock (or go gin) now?  You need not
      knock when you may;
    * :meth:`knock_melds` — the arrangement to lay down (``None``: the best one);
    * :meth:`big_gin` — lay down all eleven cards when the rules allow it.

    The defaults play like the fallback: take a card that melds, discard the card
    leaving the least deadwood, knock whenever allowed.  Every public event of the
    hand, as this player saw it, is kept in :attr:`events` (and the previous hands'
    results are in ``view.history``), so a strategy can reason about the whole game.
    Subclasses that override :meth:`new_hand` or :meth:`observe` should call ``super()``.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        #: This hand's events so far, redacted for this player.
        self.events: list[Event] = []

    # -- the Strategy protocol -----------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        self.events = []

    def observe(self, event: Event) -> None:
        self.events.append(event)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        kinds = {action.kind: action for action in legal}
        if view.phase is Phase.UPCARD_OFFER:
            return kinds[ActionKind.TAKE_UPCARD] if self.take_upcard(view) else kinds[ActionKind.PASS]
        if view.phase is Phase.DRAW:
            if ActionKind.DRAW_DISCARD in kinds and self.draw_from_pile(view):
                return kinds[ActionKind.DRAW_DISCARD]
            return kinds[ActionKind.DRAW_STOCK]
        if ActionKind.BIG_GIN in kinds and self.big_gin(view):
            return kinds[ActionKind.BIG_GIN]
        card = self.discard(view)
        if any(a.kind is ActionKind.KNOCK and a.card == card for a in legal) and self.knock(view, card):
            return Action(ActionKind.KNOCK, card, self.knock_melds(view, card))
        return Action(ActionKind.DISCARD, card)

    # -- the decisions -------------------------------------------------------------------

    def take_upcard(self, view: PlayerView) -> bool:
        """Take the first upcard (``True``) or pass?"""
        return self.draw_from_pile(view)

    def draw_from_pile(self, view: PlayerView) -> bool:
        """Take the discard-pile top card (``True``) or draw from the stock?"""
        from ginqt.standard import takes

        upcard = view.upcard
        return upcard is not None and takes(view.hand.mask, upcard)[0]

    def discard(self, view: PlayerView) -> Card:
        """The card to discard (one of the cards of the legal discard actions)."""
        hand = view.hand.mask
        cards = [a.card for a in view.legal_actions if a.kind is ActionKind.DISCARD and a.card is not None]
        return min(cards, key=lambda c: (mask_min_deadwood(hand & ~(1 << c)), -c.value))

    def knock(self, view: PlayerView, card: Card) -> bool:
        """Knock (or go gin) discarding ``card``?  Only asked when that knock is legal."""
        return True

    def knock_melds(self, view: PlayerView, card: Card) -> tuple[Meld, ...] | None:
        """The melds to lay down when knocking with ``card`` (``None``: the engine picks the best)."""
        return None

    def big_gin(self, view: PlayerView) -> bool:
        """Lay down all eleven cards as big gin?  Only asked when it is legal."""
        return True

    # -- helpers -------------------------------------------------------------------------

    def opponent_discards(self, view: PlayerView) -> list[Card]:
        """Every card the opponent discarded this hand, oldest first (from :attr:`events`)."""
        return [
            e.card for e in self.events
            if e.kind is EventKind.DISCARDED and e.player == view.opponent and e.card is not None
        ]


class FallbackStrategy:
    """A stateless, never-failing strategy (it only picks among ``view.legal_actions``).

    The guard plays it when a plugin fails (:mod:`ginqt.remote.faults`), and the table
    when the plugin system cannot load at all.  Plain: take a card that melds, draw from
    the stock, discard the card that leaves the least deadwood, knock when allowed.
    """

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
                now = mask_min_deadwood(hand)
                if mask_min_deadwood(with_card) < now + CARD_VALUES[upcard]:
                    after = min(mask_min_deadwood(with_card & ~(1 << c)) for c in view.hand)
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
            left = mask_min_deadwood(hand & ~(1 << action.card))
            key = (left, 0 if action.kind is ActionKind.KNOCK else 1, -CARD_VALUES[action.card])
            if best is None or key < best:
                best, choice = key, action
        return choice
