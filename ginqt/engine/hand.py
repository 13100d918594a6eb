"""One hand of Gin Rummy as a frozen state: ``legal_actions()`` and ``apply(action)``.

>>> hand = deal(Rules(), dealer=1, seed=7)
>>> hand.phase, hand.to_play, len(hand.stock)
(<Phase.UPCARD_OFFER: 'upcard-offer'>, 0, 31)
>>> hand = hand.apply(Action.parse("pass")).apply(Action.parse("pass"))
>>> [a.text for a in hand.legal_actions()]
['stock']
"""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass, fields

from ginqt.cards import Card, CardSet, shuffled_deck
from ginqt.engine._fast import positional
from ginqt.engine.actions import (
    BIG_GIN,
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS,
    PLAY_TO_GIN,
    TAKE_UPCARD,
    Action,
    ActionKind,
    IllegalActionError,
    Phase,
    Refusal,
)
from ginqt.engine.deals import DealSecret
from ginqt.engine.events import Event, EventKind
from ginqt.engine.settle import NotAKnockError, Settlement, Side, settle
from ginqt.melds import deadwood_after_each, mask_min_deadwood
from ginqt.rules import Rules, UpcardOffer, Wall

__all__ = ["HandRecord", "HandResult", "HandState", "deal"]

#: Cards that stay in the stock: they are never drawn.
WALL = 2

# One shared Action per card for the discard phase (legal_actions is on the hot path).
_DISCARDS = tuple(Action(ActionKind.DISCARD, Card(c)) for c in range(52))
_KNOCKS = tuple(Action(ActionKind.KNOCK, Card(c)) for c in range(52))


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended: settled (who won how many points, the settlement worked out step by step) or dead.

    ``kind`` and ``deadwood`` follow from the settlement; a game record read back from its text
    (:mod:`ginqt.records`) has them without one.
    """

    knocker: int | None = None
    winner: int | None = None
    points: int = 0
    settlement: Settlement | None = None
    dead: bool = False  #: the stock ran down to the wall and nobody knocked: no points
    kind: str = ""  #: "gin", "big gin", "knock", "undercut" or "dead"
    deadwood: tuple[int, int] | None = None  #: each player's deadwood after the layoffs (not for a dead hand)

    def __post_init__(self) -> None:
        settled = self.settlement
        if settled is not None and not self.kind:
            object.__setattr__(self, "kind", settled.kind.value)
        elif self.dead and not self.kind:
            object.__setattr__(self, "kind", "dead")
        if settled is not None and self.knocker is not None and self.deadwood is None:
            pair = [settled.defender_deadwood] * 2
            pair[self.knocker] = settled.knocker_deadwood
            object.__setattr__(self, "deadwood", (pair[0], pair[1]))


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand, for the score history."""

    number: int
    dealer: int
    result: HandResult
    scores_after: tuple[int, int]
    #: the hand's deal secret, revealed now that it is over (``None`` for a deal from before fair deals)
    deal: DealSecret | None = None

    @property
    def label(self) -> str:
        """"gin", "big gin", "knock", "undercut" or "dead"."""
        return self.result.kind or "dead"

    def points_for(self, player: int) -> int:
        return self.result.points if self.result.winner == player else 0


@dataclass(frozen=True, slots=True)
class HandState:
    """A hand in progress.  Never mutated: :meth:`apply` returns the next state."""

    rules: Rules
    dealer: int
    hands: tuple[int, int]  #: each player's cards as a 52-bit mask
    stock: tuple[Card, ...]  #: top card last
    discard_pile: tuple[Card, ...]  #: top card last
    first_upcard: Card
    phase: Phase
    to_play: int
    passes: int = 0  #: how many players passed the first upcard
    pile_card: Card | None = None  #: the card the player to move took from the pile this turn
    turn_upcard: Card | None = None  #: the upcard showing when this turn began
    known: tuple[int, int] = (0, 0)  #: cards each player took from the pile and still holds
    turns: int = 0  #: completed turns (discards)
    result: HandResult | None = None
    events: tuple[Event, ...] = ()  #: what the last transition did
    #: Bit ``p`` set: player ``p`` chose to play to gin (``ActionKind.PLAY_TO_GIN``) and may not knock this hand
    playing_to_gin: int = 0

    # -- derived ---------------------------------------------------------------------

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    @property
    def knock_limit(self) -> int:
        """The most deadwood the player to move may knock with now (0 = gin only, as after playing to gin)."""
        if self.playing_to_gin >> self.to_play & 1:
            return 0
        return self.rules.knock_limit_for(self.first_upcard, self.turn_upcard)

    def plays_to_gin(self, player: int) -> bool:
        """``player`` chose to play to gin this hand: only gin ends it for them."""
        return bool(self.playing_to_gin >> player & 1)

    @property
    def multiplier(self) -> int:
        return self.rules.multiplier_for(self.first_upcard)

    @property
    def upcard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def at_wall(self) -> bool:
        """Only the two cards that are never drawn remain in the stock."""
        return len(self.stock) <= WALL

    def hand(self, player: int) -> CardSet:
        return CardSet(self.hands[player])

    # -- legal actions ---------------------------------------------------------------

    def legal_actions(self, knock_limit: int | None = None) -> tuple[Action, ...]:
        """Every action the player to move may take now.

        ``knock_limit`` is this hand's :attr:`knock_limit`, for a caller that has it already
        (a :class:`~ginqt.engine.PlayerView` does); it is worked out when not given.
        """
        if knock_limit is None or self.playing_to_gin:
            knock_limit = self.knock_limit
        phase = self.phase
        if phase is Phase.UPCARD_OFFER:
            return (TAKE_UPCARD, PASS)
        if phase is Phase.DRAW:
            if self.passes == 2 and self.turns == 0:
                return (DRAW_STOCK,)
            return (DRAW_STOCK, DRAW_DISCARD) if self.discard_pile else (DRAW_STOCK,)
        if phase is Phase.DISCARD:
            mask = self.hands[self.to_play]
            # The pile card may not go straight back unless the rules say so; the Action values
            # are shared (they are frozen).
            kept = self.pile_card if not self.rules.may_discard_pile_card and self.pile_card is not None else -1
            cards = []
            rest = mask
            while rest:
                low = rest & -rest
                card = low.bit_length() - 1
                if card != kept:
                    cards.append(card)
                rest ^= low
            actions = [_DISCARDS[card] for card in cards]
            # The hints ask for the same answers next (deadwood_after_each keeps the last one).
            afters = deadwood_after_each(mask, cards)
            if afters and min(afters) <= knock_limit:
                for card, after in zip(cards, afters, strict=True):
                    if after <= knock_limit:
                        actions.append(_KNOCKS[card])
                if knock_limit:
                    actions.append(PLAY_TO_GIN)  # a knock is there to refuse for the rest of the hand
            if self.rules.big_gin and mask_min_deadwood(mask) == 0:
                actions.append(BIG_GIN)
            return tuple(actions)
        return ()

    # -- apply -----------------------------------------------------------------------

    def apply(self, action: Action) -> HandState:
        """The state after ``action``; :class:`IllegalActionError` says why when it is not allowed."""
        kind = action.kind
        phase = self.phase
        if phase is Phase.OVER:
            raise IllegalActionError("the hand is over", Refusal.HAND_OVER)
        if phase is Phase.UPCARD_OFFER:
            if kind is ActionKind.TAKE_UPCARD:
                return self._take_pile(EventKind.TOOK_UPCARD)
            if kind is ActionKind.PASS:
                return self._pass()
            raise IllegalActionError("first take or pass the upcard", Refusal.UPCARD_FIRST)
        if phase is Phase.DRAW:
            if kind is ActionKind.DRAW_STOCK:
                return self._draw_stock()
            if kind is ActionKind.DRAW_DISCARD:
                if self.passes == 2 and self.turns == 0:
                    raise IllegalActionError("both players passed the upcard: draw from the stock", Refusal.BOTH_PASSED)
                if not self.discard_pile:
                    raise IllegalActionError("the discard pile is empty", Refusal.PILE_EMPTY)
                return self._take_pile(EventKind.DREW_DISCARD)
            raise IllegalActionError("draw a card first, from the stock or the discard pile", Refusal.DRAW_FIRST)
        # Phase.DISCARD
        if kind is ActionKind.DISCARD:
            return self._discard(self._discardable(action.card))
        if kind is ActionKind.KNOCK:
            return self._knock(self._discardable(action.card), action)
        if kind is ActionKind.BIG_GIN:
            return self._big_gin(action)
        if kind is ActionKind.PLAY_TO_GIN:
            return self._play_to_gin()
        raise IllegalActionError("you have drawn: now discard a card (or knock)", Refusal.DISCARD_NOW)

    def _discardable(self, card: Card | None) -> Card:
        if card is None:
            raise IllegalActionError("say which card to discard", Refusal.NO_CARD)
        if not self.hands[self.to_play] >> card & 1:
            raise IllegalActionError(f"{card.symbol} is not in your hand", Refusal.NOT_IN_HAND, card)
        if card == self.pile_card and not self.rules.may_discard_pile_card:
            raise IllegalActionError(f"you may not discard {card.symbol}: you just took it from the discard pile",
                                     Refusal.TAKEN_FROM_PILE, card)
        return card

    def _with(self, **changes: object) -> HandState:
        values = list(_GET_FIELDS(self))  # positional: the hot path of every move
        for name, value in changes.items():
            values[_FIELD_INDEX[name]] = value
        return _make_state(*values)

    def _hands_with(self, player: int, mask: int) -> tuple[int, int]:
        return (mask, self.hands[1]) if player == 0 else (self.hands[0], mask)

    # The moves of every turn build the next state positionally (see ginqt.engine._fast), in
    # field order: rules, dealer, hands, stock, discard_pile, first_upcard, phase, to_play,
    # passes, pile_card, turn_upcard, known, turns, result, events, playing_to_gin.

    def _pass(self) -> HandState:
        player = self.to_play
        passes = self.passes + 1
        event = _make_event(EventKind.PASSED, player, self.upcard, None, False, None)
        if passes == 1:
            return self._with(to_play=self.dealer, passes=1, events=(event,))
        return self._with(phase=Phase.DRAW, to_play=self.non_dealer, passes=2, events=(event,))

    def _take_pile(self, kind: EventKind) -> HandState:
        player = self.to_play
        pile = self.discard_pile
        card = pile[-1]
        bit = 1 << card
        hands, known = self.hands, self.known
        if player == 0:
            hands, known = (hands[0] | bit, hands[1]), (known[0] | bit, known[1])
        else:
            hands, known = (hands[0], hands[1] | bit), (known[0], known[1] | bit)
        return _make_state(
            self.rules, self.dealer, hands, self.stock, pile[:-1], self.first_upcard, Phase.DISCARD, player,
            self.passes, card, self.turn_upcard, known, self.turns, self.result,
            (_make_event(kind, player, card, None, False, None),), self.playing_to_gin,
        )

    def _draw_stock(self) -> HandState:
        player = self.to_play
        stock = self.stock
        if len(stock) <= WALL:
            # The 1993 DOS program: at the wall, drawing from the stock makes the hand dead.
            return self._dead((Event(EventKind.DREW_STOCK, player),))
        card = stock[-1]
        hands = self.hands
        hands = (hands[0] | 1 << card, hands[1]) if player == 0 else (hands[0], hands[1] | 1 << card)
        return _make_state(
            self.rules, self.dealer, hands, stock[:-1], self.discard_pile, self.first_upcard, Phase.DISCARD,
            player, self.passes, None, self.turn_upcard, self.known, self.turns, self.result,
            (_make_event(EventKind.DREW_STOCK, player, card, None, True, None),), self.playing_to_gin,
        )

    def _discard(self, card: Card) -> HandState:
        player = self.to_play
        keep = ~(1 << card)
        hands, known = self.hands, self.known
        if player == 0:
            hands, known = (hands[0] & keep, hands[1]), (known[0] & keep, known[1])
        else:
            hands, known = (hands[0], hands[1] & keep), (known[0], known[1] & keep)
        event = _make_event(EventKind.DISCARDED, player, card, None, False, None)
        after = _make_state(
            self.rules, self.dealer, hands, self.stock, (*self.discard_pile, card), self.first_upcard,
            Phase.DRAW, 1 - player, self.passes, None, card, known, self.turns + 1, self.result, (event,),
            self.playing_to_gin,
        )
        if self.at_wall:
            wall_turn = self.pile_card is not None  # this turn began at the wall
            if self.rules.wall is Wall.LAST_DRAW or wall_turn:
                return after._dead((event,))
        return after

    def _dead(self, events: tuple[Event, ...]) -> HandState:
        return self._with(
            phase=Phase.OVER,
            result=HandResult(dead=True),
            events=(*events, Event(EventKind.DEAD_HAND)),
        )

    def _settle(self, knocker: int, knocker_mask: int, action: Action, discard: Card | None) -> HandState:
        defender = 1 - knocker
        try:
            settlement = settle(
                knocker_mask,
                self.hands[defender],
                self.rules,
                knock_limit=self.knock_limit,
                multiplier=self.multiplier,
                knocker_melds=action.melds,
            )
        except NotAKnockError as error:
            raise IllegalActionError(f"you can't knock: {error}", Refusal.CANNOT_KNOCK) from None
        winner = knocker if settlement.winner is Side.KNOCKER else defender
        events = [Event(EventKind.KNOCKED, knocker, discard, settlement=settlement)]
        if settlement.layoffs:
            events.append(Event(EventKind.LAID_OFF, defender, cards=CardSet([c for c, _ in settlement.layoffs])))
        events.append(Event(EventKind.SETTLED, winner, settlement=settlement))
        known = (self.known[0] & knocker_mask, self.known[1]) if knocker == 0 else (
            self.known[0], self.known[1] & knocker_mask)
        return self._with(
            hands=self._hands_with(knocker, knocker_mask),
            discard_pile=self.discard_pile if discard is None else (*self.discard_pile, discard),
            known=known,
            phase=Phase.OVER,
            pile_card=None,
            result=HandResult(knocker, winner, settlement.points, settlement),
            events=tuple(events),
        )

    def _play_to_gin(self) -> HandState:
        """The 1993 DOS program: "you will play that hand until gin is reached by you, or until the computer
        gins or knocks.  You cannot knock again until the next hand."  The opponent is not told."""
        if self.playing_to_gin >> self.to_play & 1:
            raise IllegalActionError("you already play to gin this hand", Refusal.ALREADY_TO_GIN)
        if PLAY_TO_GIN not in self.legal_actions():
            raise IllegalActionError("you can choose to play to gin only when you could knock",
                                     Refusal.TO_GIN_NEEDS_KNOCK)
        return self._with(playing_to_gin=self.playing_to_gin | 1 << self.to_play, events=())

    def _knock(self, card: Card, action: Action) -> HandState:
        player = self.to_play
        if self.playing_to_gin >> player & 1 and mask_min_deadwood(self.hands[player] & ~(1 << card)) > 0:
            raise IllegalActionError("you chose to play to gin this hand: you may not knock, only go gin",
                                     Refusal.ONLY_GIN)
        return self._settle(player, self.hands[player] & ~(1 << card), action, card)

    def _big_gin(self, action: Action) -> HandState:
        if not self.rules.big_gin:
            raise IllegalActionError("big gin is not played under these rules", Refusal.NO_BIG_GIN)
        player = self.to_play
        return self._settle(player, self.hands[player], action, None)


_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(HandState))
_FIELD_INDEX: dict[str, int] = {name: i for i, name in enumerate(_FIELDS)}
_GET_FIELDS = operator.attrgetter(*_FIELDS)
_make_state = positional(HandState)
_make_event = positional(Event)


def deal(
    rules: Rules,
    dealer: int,
    seed: int | str | None = None,
    rng: random.Random | None = None,
    deck: Sequence[Card] | None = None,
) -> HandState:
    """Shuffle and deal a hand: ten cards each, alternately from the non-dealer, then the upcard.

    ``deck`` is the shuffled deck to deal, first card first (a fair deal's,
    :meth:`DealSecret.deck <ginqt.engine.deals.DealSecret.deck>`); without it the deck is
    shuffled by ``rng`` or by ``random.Random(seed)``: the same ``seed`` always deals the same cards.
    """
    if dealer not in (0, 1):
        raise ValueError(f"dealer must be 0 or 1, not {dealer!r}")
    if deck is None:
        deck = shuffled_deck(rng if rng is not None else random.Random(seed))
    elif sorted(deck) != list(range(52)):
        raise ValueError("a deck to deal holds each of the 52 cards once")
    non_dealer = 1 - dealer
    hands = [0, 0]
    for i in range(20):
        hands[non_dealer if i % 2 == 0 else dealer] |= 1 << deck[i]
    upcard = deck[20]
    stock = tuple(reversed(deck[21:]))
    offer = rules.upcard_offer is UpcardOffer.CLASSIC
    events = (
        Event(EventKind.DEALT, 0, cards=CardSet(hands[0]), private=True),
        Event(EventKind.DEALT, 1, cards=CardSet(hands[1]), private=True),
        Event(EventKind.UPCARD, None, upcard),
    )
    return HandState(
        rules=rules,
        dealer=dealer,
        hands=(hands[0], hands[1]),
        stock=stock,
        discard_pile=(upcard,),
        first_upcard=upcard,
        phase=Phase.UPCARD_OFFER if offer else Phase.DRAW,
        to_play=non_dealer,
        turn_upcard=upcard,
        events=events,
    )
