"""One game between two GinQt sides, each judging every move of the other (docs/FAIRNESS.md).

Both sides run this same code over a :class:`~ginqt.remote.friend.protocol.Wire`: side 0 (the
one who invited) shuffles first, side 1 second.  Every hand is made by both
(:mod:`~ginqt.remote.friend.poker`), played on each side's stand-in hand
(:mod:`~ginqt.remote.friend.shadow`), and played again on the true deck once both have shown
their keys; the true game is :attr:`FriendTable.match`.  Whatever the other side does wrong
stops the game with a :class:`~ginqt.remote.friend.protocol.PeerFault`.

The local player sits in a :class:`~ginqt.play.seats.Seat` (a strategy, an engine, a person at the
window) and sees what a seat sees at GinQt's own table: its view and its events, never a card
of the other's before it is shown.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, NoReturn

from ginqt.cards import ALL_CARDS, Card
from ginqt.engine import Action, ActionKind, IllegalActionError, Match, Phase, PlayerView
from ginqt.play.seats import Seat
from ginqt.remote.friend.agreement import Agreement
from ginqt.remote.friend.poker import (
    DeckFault,
    DeckTranscript,
    Flaw,
    HandKeys,
    card_points,
    check_deck,
    check_points,
    decode_points,
    encode_points,
    lock_each,
    open_card,
    shuffle_deck,
)
from ginqt.remote.friend.protocol import Fault, Inbox, Outbox, PeerFault, field
from ginqt.remote.friend.shadow import completed_deck, into_hand, onto_stock

__all__ = ["FriendTable", "PlayedHand"]

UPCARD = 20  #: the upcard's place in the deck; the stock's top is place 21, then 22, ...
ENDS = (ActionKind.KNOCK, ActionKind.BIG_GIN)
_DECK_WORDS = {
    Flaw.NOT_A_DECK: "sent a deck that is not 52 different cards (a stacked deck)",
    Flaw.NOT_THE_CARDS: "did not start the deck from the 52 cards: it tried to choose the deck's order",
    Flaw.NOT_A_SHUFFLE: "did not shuffle the deck you shuffled but put its own in its place: it tried to choose "
                        "the deck's order",
    Flaw.WRONG_LOCKS: "locked the deck with other keys than it showed",
    Flaw.WRONG_KEY: "showed a key that is not a key",
    Flaw.NO_CARD: "locked a place of the deck that opens to no card",
}


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """A finished hand as both sides hold it: its deck's transcript, the deck it gave (checked), and its moves."""

    transcript: DeckTranscript
    deck: tuple[Card, ...]
    moves: tuple[Action, ...]


def dealt_places(player: int, dealer: int) -> list[int]:
    """The deck's places dealt to ``player``: ten cards each, alternately, from the non-dealer."""
    return list(range(0 if player != dealer else 1, 20, 2))


class FriendTable:
    """One side of a friend's game: :meth:`play_hand` until :attr:`match` is over."""

    def __init__(self, agreement: Agreement, me: int, seat: Seat, outbox: Outbox, inbox: Inbox, *,
                 on_move: Callable[[Match], None] = lambda match: None) -> None:
        self.agreement = agreement
        self.me, self.other = me, 1 - me
        self.seat = seat
        self.outbox, self.inbox = outbox, inbox
        self.on_move = on_move
        #: The true game: the hands played on their true decks (``None`` before the first is over).
        self.match: Match | None = None
        #: The hand as this side holds it while it is played (stand-ins for what it has not been shown).
        self.shadow: Match | None = None
        self.hands: list[PlayedHand] = []
        #: This side's keys for the hand in play (shown to the other side only when the hand is over).
        self.keys: HandKeys | None = None
        #: The hand in play's deck, after each step.
        self.steps: tuple[tuple[bytes, ...], ...] = ()

    @property
    def over(self) -> bool:
        return self.match is not None and self.match.over

    # -- one hand -------------------------------------------------------------------------------------

    def play_hand(self) -> Match:
        """Make the deck with the other side, deal, play, show the keys and score the hand on the true deck."""
        self.keys = keys = HandKeys.fresh()
        self.steps = steps = self._make_deck(keys)
        dealer = self._deal(ALL_CARDS).hand.dealer
        shown = self._open_dealt(keys, steps, dealer)
        self.shadow = self._deal(completed_deck(shown))
        self._tell_deal(self.shadow)
        hand = _HandPlay(self, keys, steps[-1], dealer, shown)
        moves = hand.play()
        transcript = self._show_keys(keys, steps, hand.their_keys, moves)
        deck = tuple(check_or_name(transcript, self.other))
        match = self._deal(deck)
        for index, move in enumerate(moves):
            try:
                match = match.apply(move)
            except IllegalActionError as error:
                raise PeerFault(Fault.ILLEGAL, f"played {move.text}, which the rules do not allow: {error}") from error
            if index == len(moves) - 1:
                self.tell(match)
        self.match, self.shadow = match, None
        self.hands.append(PlayedHand(transcript, deck, tuple(moves)))
        self.on_move(match)
        return match

    def _deal(self, deck: Sequence[Card]) -> Match:
        if self.match is None:
            return Match.new(self.agreement.rules, first_dealer=self.agreement.first_dealer, deck=deck)
        return self.match.next_hand(deck=deck)

    def _make_deck(self, keys: HandKeys) -> tuple[tuple[bytes, ...], ...]:
        """The four steps of the deck (poker.py): this side does two of them."""
        first = self.me == 0
        if first:
            step1 = shuffle_deck(keys, card_points())
            self.outbox.send("deck", step=1, cards=encode_points(step1))
        else:
            step1 = self._their_step(1)
            self.outbox.send("deck", step=2, cards=encode_points(step2 := shuffle_deck(keys, step1)))
        if first:
            step2 = self._their_step(2)
            self.outbox.send("deck", step=3, cards=encode_points(step3 := lock_each(step2, keys)))
            step4 = self._their_step(4)
        else:
            step3 = self._their_step(3)
            self.outbox.send("deck", step=4, cards=encode_points(step4 := lock_each(step3, keys)))
        return tuple(step1), tuple(step2), tuple(step3), tuple(step4)

    def _their_step(self, step: int) -> list[bytes]:
        message = self.inbox.expect("deck")
        if message.get("step") != step:
            raise PeerFault(Fault.OUT_OF_TURN, f"sent step {message.get('step')} of the deck when step {step} was due")
        try:
            deck = list(decode_points(message.get("cards"), 52))
            check_points(deck, self.other)
        except (ValueError, DeckFault) as error:
            raise PeerFault(Fault.DECK, f"sent a deck that is not 52 different cards ({error})") from error
        return deck

    def _open_dealt(self, keys: HandKeys, steps: tuple[tuple[bytes, ...], ...], dealer: int) -> dict[int, Card]:
        """Each side gives the other its keys to the other's ten cards and the upcard; this side's cards, opened."""
        deck = steps[-1]
        mine, theirs = dealt_places(self.me, dealer), dealt_places(self.other, dealer)
        self.outbox.send("deal", keys={str(place): encode_points([keys.places[place]]) for place in (*theirs, UPCARD)})
        given = field(self.inbox.expect("deal"), "keys", dict, "the keys to your cards in a form")
        shown: dict[int, Card] = {}
        for place in (*mine, UPCARD):
            card = open_card(deck[place], keys.places[place], read_key(given.get(str(place))))
            if card is None:
                self._name_unopened(keys, steps)
            shown[place] = card
        return shown

    def _name_unopened(self, keys: HandKeys, steps: tuple[tuple[bytes, ...], ...]) -> NoReturn:
        """A card dealt opens to no card: both sides show their keys (this hand is void), and the deck's check
        names what the other side did; a side that does not show them is named for the keys it sent."""
        self.outbox.send("reveal", keys=keys.to_text(), moves=moves_digest(()))
        try:
            theirs = HandKeys.from_text(self.inbox.expect("reveal").get("keys"))  # type: ignore[arg-type]
        except (PeerFault, ValueError):
            theirs = None
        if theirs is not None:
            check_or_name(DeckTranscript(steps, (keys, theirs) if self.me == 0 else (theirs, keys)), self.other)
        raise PeerFault(Fault.WRONG_KEY, "sent keys that open none of the cards dealt to you: it changed the deck "
                        "or sent wrong keys")

    def _show_keys(self, keys: HandKeys, steps: tuple[tuple[bytes, ...], ...], their_keys: dict[int, bytes],
                   moves: Sequence[Action]) -> DeckTranscript:
        """Both sides show every key of the hand: the transcript of the whole deck."""
        digest = moves_digest(moves)
        self.outbox.send("reveal", keys=keys.to_text(), moves=digest)
        message = self.inbox.expect("reveal")
        try:
            theirs = HandKeys.from_text(message.get("keys"))  # type: ignore[arg-type]
        except ValueError as error:
            raise PeerFault(Fault.WRONG_KEY, f"showed keys that are not keys ({error})") from error
        for place, key in their_keys.items():
            if theirs.places[place] != key:
                raise PeerFault(Fault.WRONG_KEY, f"showed another key at the hand's end for place {place} than it "
                                "played the card with")
        if message.get("moves") != digest:
            raise PeerFault(Fault.DESYNC, "saw the hand's moves differently")
        pair = (keys, theirs) if self.me == 0 else (theirs, keys)
        return DeckTranscript(steps, pair)

    # -- telling the local seat -----------------------------------------------------------------------

    def _tell_deal(self, match: Match) -> None:
        self.seat.new_hand(self.view(match))
        self.tell(match)

    def tell(self, match: Match) -> None:
        for event in match.events:
            self.seat.observe(event.for_player(self.me) if event.private else event)

    def view(self, match: Match) -> PlayerView:
        return match.view(self.me)


def check_or_name(transcript: DeckTranscript, other: int) -> list[Card]:
    """The true deck; a :class:`PeerFault` naming what the other side did to it."""
    try:
        return check_deck(transcript)
    except DeckFault as fault:
        if fault.side != other:
            raise PeerFault(Fault.DESYNC, f"saw this side's deck differently ({fault})") from fault
        raise PeerFault(Fault.DECK, _DECK_WORDS[fault.flaw]) from fault


class _HandPlay:
    """The moves of one hand on the stand-in hand: this side's asked of its seat, the other's judged."""

    def __init__(self, table: FriendTable, keys: HandKeys, deck: Sequence[bytes], dealer: int,
                 shown: dict[int, Card]) -> None:
        self.table, self.keys, self.deck = table, keys, deck
        self.me, self.other = table.me, table.other
        self.draws = 0  #: cards drawn from the stock: the next is at place 21 + draws
        #: where each card of this side's hand lies in the deck
        self.places = {card: place for place, card in shown.items() if place != UPCARD}
        self.their_places = set(dealt_places(self.other, dealer))
        #: the keys the other side played its cards with, by place (checked again when all keys are shown)
        self.their_keys: dict[int, bytes] = {}
        self.moves: list[Action] = []

    @property
    def match(self) -> Match:
        assert self.table.shadow is not None
        return self.table.shadow

    def _set(self, match: Match) -> None:
        self.table.shadow = match
        self.table.on_move(match)

    def play(self) -> list[Action]:
        """Play until a knock, gin or a dead hand; the moves."""
        while self.match.hand.phase is not Phase.OVER:
            action = self._mine() if self.match.to_play == self.me else self._theirs()
            self.moves.append(action)
            if action.kind in ENDS:
                break
        return self.moves

    def _mine(self) -> Action:
        view = self.table.view(self.match)
        action = self.table.seat.ask(view).result()
        if action not in view.legal_actions and action.kind is not ActionKind.KNOCK:
            raise IllegalActionError(f"this side's player chose {action.text}, which is not legal")
        shown: dict[str, Any] = {}
        if action.card is not None and action.card in self.places:
            place = self.places.pop(action.card)
            shown = {"place": place, "key": encode_points([self.keys.places[place]])}
        self.table.outbox.send("move", move=action.text, **shown)
        if action.kind is ActionKind.DRAW_STOCK:
            self._draw_mine()
        if action.kind not in ENDS:
            self._apply(action, mine=True)
        return action

    def _draw_mine(self) -> None:
        """The other side's key to the stock's top card: this side's card, shown to it alone."""
        place = UPCARD + 1 + self.draws
        message = self.table.inbox.expect("card")
        if message.get("place") != place:
            raise PeerFault(Fault.MALFORMED, f"sent the key to place {message.get('place')} for the stock's top "
                            f"card, at place {place}")
        card = open_card(self.deck[place], self.keys.places[place], read_key(message.get("key")))
        hand = None if card is None else onto_stock(self.match.hand, self.me, card)
        if card is None or hand is None:
            raise PeerFault(Fault.WRONG_KEY, "sent a key to the stock's top card that opens no card you could draw")
        self.draws += 1
        self.places[card] = place
        self.table.shadow = replace(self.match, hand=hand)

    def _theirs(self) -> Action:
        message = self.table.inbox.expect("move", thought=True)
        try:
            action = Action.parse(field(message, "move", str, "a move"))
        except IllegalActionError as error:
            raise PeerFault(Fault.MALFORMED, f"sent a move GinQt cannot read ({error})") from error
        if action.card is not None and not self.match.hand.known[self.other] >> action.card & 1:
            self._show_theirs(action.card, message)
        if action.kind not in ENDS:
            self._apply(action, mine=False)
        if action.kind is ActionKind.DRAW_STOCK:
            place = UPCARD + 1 + self.draws
            self.draws += 1
            self.their_places.add(place)
            self.table.outbox.send("card", place=place, key=encode_points([self.keys.places[place]]))
        return action

    def _show_theirs(self, card: Card, message: dict[str, Any]) -> None:
        """The other side plays a card from its hand: the place it holds it at and its key must open that card."""
        place = field(message, "place", int, "the place of its card")
        if place not in self.their_places:
            raise PeerFault(Fault.NOT_DEALT, f"played the {card.text}, claiming a place of the deck it does not hold")
        key = read_key(message.get("key"))
        opened = open_card(self.deck[place], self.keys.places[place], key)
        if opened is None:
            raise PeerFault(Fault.WRONG_KEY, f"sent a key for the {card.text} that opens no card")
        if opened != card:
            raise PeerFault(Fault.NOT_DEALT, f"played the {card.text}, a card it was not dealt (it holds the "
                            f"{opened.text} there)")
        hand = into_hand(self.match.hand, self.other, card)
        if hand is None:
            raise PeerFault(Fault.NOT_DEALT, f"played the {card.text}, a card it cannot hold")
        self.their_places.discard(place)
        self.their_keys[place] = key
        self.table.shadow = replace(self.match, hand=hand)

    def _apply(self, action: Action, *, mine: bool) -> None:
        try:
            match = self.match.apply(action)
        except IllegalActionError as error:
            if mine:
                raise
            raise PeerFault(Fault.ILLEGAL, f"played {action.text}, which the rules do not allow: {error}") from error
        self._set(match)
        self.table.tell(match)




def read_key(text: object) -> bytes:
    """One key as a message carries it (no key at all reads as a key that opens nothing)."""
    try:
        return decode_points(text, 1)[0]
    except (ValueError, TypeError):
        return b""


def moves_digest(moves: Sequence[Action]) -> str:
    return hashlib.sha256(" ".join(move.text for move in moves).encode()).hexdigest()
