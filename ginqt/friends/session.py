"""A person at the window plays a friend: the game on a worker thread, the table told only what the seat sees.

:class:`FriendRun` runs :func:`~ginqt.friends.game.play_friend` on a thread of its own.  The person sits in a
:class:`PersonSeat`: when asked for a move it hands the window the question and waits (the worker, never the
window) until the window gives the move.  Everything the seat is shown reaches the window as plain values through
``deliver`` (called on the worker thread; the window turns it into a queued signal): a :class:`Step` (a deal, a
move, the hand's end: the view and its events), :class:`Asked`, :class:`Said`, :class:`AgreeAsked` and at last
:class:`Ended`.  The one who joined sits in seat 1; what it is shown is turned round (:mod:`~ginqt.friends.mirror`)
so that the window's player is seat 0, the south hand, as always.

:class:`FriendSession` is the window's side (a :class:`~ginqt.play.session.GameSession` built from what the seat
was shown): the views, the events of the hand, the knock question; it holds no card of the friend's hand that was
not shown.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ginqt.cards import Card, CardSet
from ginqt.engine import (
    Action,
    ActionKind,
    DealSecret,
    Event,
    EventKind,
    HandRecord,
    IllegalActionError,
    Match,
    MatchOutcome,
    Phase,
    PlayerView,
    Refusal,
)
from ginqt.friends.game import FriendGame, FriendSide, play_friend
from ginqt.friends.mirror import seen_from
from ginqt.melds import min_deadwood
from ginqt.play.log import GameLog
from ginqt.play.seats import Answer, OpenSeat, Seat
from ginqt.play.session import CardChoice, CardDecision, GameSession, KnockAnswer, KnockMode, KnockQuestion, SeatView
from ginqt.play.spec import GameSpec, Variant
from ginqt.records.folder import RecordFolder
from ginqt.remote.friend.agreement import Agreement, Offer
from ginqt.remote.friend.link import LinkStatus
from ginqt.remote.friend.protocol import Inbox, Outbox, PeerLeft, Wire

__all__ = ["AgreeAsked", "Agreed", "Asked", "Connection", "Ended", "FriendRun", "FriendSession", "PersonSeat", "Said",
           "Step", "offer_of"]


@dataclass(frozen=True, slots=True)
class Step:
    """Something the table shows: a hand dealt (``dealt``), a move, or the hand's end, as seat 0 sees it."""

    view: PlayerView
    events: tuple[Event, ...]
    dealt: bool = False
    other_hand: CardSet | None = None  #: the friend's hand, once the hand is over and every key was shown
    result: MatchOutcome | None = None  #: the end of the game, once it is over


@dataclass(frozen=True, slots=True)
class Asked:
    """The person is to move in ``view`` (as seat 0 sees it)."""

    view: PlayerView


@dataclass(frozen=True, slots=True)
class Said:
    """The friend sent a table message (one of ``PHRASES``)."""

    phrase: str


@dataclass(frozen=True, slots=True)
class AgreeAsked:
    """The one who joined is asked to accept the inviter's game (:meth:`FriendRun.agree` answers)."""

    agreement: Agreement


@dataclass(frozen=True, slots=True)
class Agreed:
    """Both sides agreed on ``agreement``: the first hand is being made."""

    agreement: Agreement


@dataclass(frozen=True, slots=True)
class Connection:
    """The link to the friend changed (``wait``: how long a drop may last before the game is left)."""

    status: LinkStatus
    wait: float


@dataclass(frozen=True, slots=True)
class Ended:
    """The game is over, left, or stopped by what the friend did."""

    game: FriendGame


class PersonSeat(Seat):
    """The person's seat on the worker thread: what it is shown goes to ``deliver``, its moves come from the window.

    A move's events are told after :meth:`moved` (the stand-in hand), a hand's end's before it (the true deck):
    each goes out as one :class:`Step` with its view.
    """

    def __init__(self, me: int, deliver: Callable[[object], None]) -> None:
        self.me = me
        self.deliver = deliver
        self.moves: queue.Queue[object] = queue.Queue()
        self._skip = 0  # events of the deal, told already
        self._due: tuple[PlayerView, int] | None = None  # a move's view and how many of its events are to come
        self._told: list[Event] = []
        self._end_shown = False  # the hand's last move was shown on the stand-in hand (a dead hand)

    def _turned(self, value: Any) -> Any:
        return seen_from(self.me, value)

    def new_hand(self, view: PlayerView) -> None:
        mine = Event(EventKind.DEALT, self.me, cards=view.hand, private=True)
        theirs = Event(EventKind.DEALT, 1 - self.me, private=True)
        events = (mine, theirs, Event(EventKind.UPCARD, None, view.first_upcard))
        self._skip, self._due, self._told, self._end_shown = len(events), None, [], False
        self.deliver(Step(self._turned(view), tuple(self._turned(event) for event in events), dealt=True))

    def observe(self, event: Event) -> None:
        if self._skip:
            self._skip -= 1
            return
        self._told.append(event)
        if self._due is not None and len(self._told) == self._due[1]:
            self._send(self._due[0])

    def moved(self, match: Match) -> None:
        """``FriendSide.on_move``: the hand after a move (its events follow), or the hand's end (they came)."""
        view = match.view(self.me)
        if view.phase is Phase.OVER and (self._told or self._end_shown):  # the hand played again on the true deck
            if self._end_shown:
                self._told = []  # its last move was shown already
            other = CardSet(match.hand.hands[1 - self.me])
            result = self._turned(match.result) if match.over and match.result is not None else None
            self._send(view, other, result)
            self._end_shown = False
        else:
            self._due = (view, len(match.events))
            if not match.events:
                self._send(view)

    def _send(self, view: PlayerView, other: CardSet | None = None, result: MatchOutcome | None = None) -> None:
        events = tuple(self._turned(event) for event in self._told)
        self._due, self._told, self._end_shown = None, [], view.phase is Phase.OVER
        self.deliver(Step(self._turned(view), events, other_hand=other, result=result))

    def ask(self, view: PlayerView) -> Answer:
        self.deliver(Asked(self._turned(view)))
        return Answer(wait=self._wait)

    def _wait(self) -> Action:
        move = self.moves.get()
        if isinstance(move, PeerLeft):
            raise move
        assert isinstance(move, Action)
        return move


def offer_of(variant: Variant) -> Offer:
    """What an inviter offers for a game of ``variant``: the rules its engine plays (a friend's game is scored as
    the engine scores it)."""
    return Offer(variant.name if variant.standard_scoring else "standard", variant.engine_rules)


class FriendRun:
    """One game with a friend on a worker thread (see the module's description)."""

    def __init__(self, wire: Wire, me: int, name: str, offer: Offer | None, deliver: Callable[[object], None], *,
                 records: RecordFolder | None = None, wait: float = 300.0,
                 talk: tuple[Outbox, Inbox] | None = None) -> None:
        self.wire, self.me, self.deliver, self.records = wire, me, deliver, records
        self.seat = PersonSeat(me, deliver)
        self.outbox, self.inbox = talk if talk is not None else (Outbox(wire), Inbox(wire, wait))
        self.side = FriendSide(name, self.seat, None, offer, accept=self._accept, wait=wait,
                               on_phrase=lambda phrase: deliver(Said(phrase)), on_move=self.seat.moved,
                               on_agreed=lambda agreement: deliver(Agreed(agreement)))
        self._answers: queue.Queue[bool] = queue.Queue()
        self.thread = threading.Thread(target=self._run, name="ginqt-friend", daemon=True)
        self.game: FriendGame | None = None

    def start(self) -> None:
        self.thread.start()

    def _run(self) -> None:
        try:
            self.game = play_friend(self.wire, self.me, self.side, self.records, (self.outbox, self.inbox))
        except Exception as error:  # a bug or a broken link: the window says it, never a traceback
            self.game = FriendGame(None, left=f"stopped: {error}")
        self.deliver(Ended(self.game))

    def _accept(self, agreement: Agreement) -> bool:
        self.deliver(AgreeAsked(agreement))
        return self._answers.get()

    def agree(self, accepted: bool) -> None:
        """The person's answer to :class:`AgreeAsked`."""
        self._answers.put(accepted)

    def play(self, action: Action) -> None:
        """The person's move (any thread)."""
        self.seat.moves.put(action)

    def say(self, phrase: str) -> None:
        """A table message to the friend (one of ``PHRASES``)."""
        self.outbox.say(phrase)

    def watch(self, on_status: Callable[[Callable[[LinkStatus], None]], None]) -> None:
        """Follow the link's status (``FriendLink.on_status``): a drop starts the inbox's wait, and the window is
        told of each change."""
        on_status(self._status_changed)

    def _status_changed(self, status: LinkStatus) -> None:
        if status is LinkStatus.DROPPED and self.inbox.dropped_since is None:
            self.inbox.dropped_since = time.monotonic()
        elif status is LinkStatus.CONNECTED:
            self.inbox.dropped_since = None
        elif status is LinkStatus.CLOSED:
            self.stop("left the game")
        self.deliver(Connection(status, self.inbox.wait))

    def lost(self) -> None:
        """The friend's connection stayed down for the whole wait: the game ends as left, even on the person's
        turn."""
        self.stop(f"lost the connection and did not come back in {self.inbox.wait:.0f} s")

    def stop(self, why: str) -> None:
        """End the game as left (``why``: what the friend did, or ``you left the game``), not waiting for the
        person's move or answer."""
        self._answers.put(False)
        self.seat.moves.put(PeerLeft(why))

    def leave(self) -> None:
        """The person leaves the game: the friend is told, the game ends as abandoned."""
        with contextlib.suppress(Exception):  # the link is gone already
            self.outbox.send("leave")
        self.stop("you left the game")


class FriendSession(GameSession):
    """The window's side of a friend's game: what the person's seat was shown, as a session the table reads."""

    def __init__(self, spec: GameSpec, names: tuple[str, str], give: Callable[[Action], None]) -> None:
        # no runner: the game is played on the worker thread; everything here comes from the seat's views
        self.names = names
        self.person = OpenSeat(keep_calls=False)
        self.question: KnockQuestion | None = None
        self.knock_armed = False
        self.scoring_fault_told = False
        self._spec, self._give = spec, give
        self._log = GameLog(spec)  # no deal to play again: the window keeps no save of a friend's game
        self._view: PlayerView | None = None
        self._events: list[Event] = []
        self._other: CardSet | None = None
        self._result: MatchOutcome | None = None
        self.asked = 0  #: how many moves the person was asked for
        self.given = 0  #: how many the person gave
        self._to_gin = False  # the person chose to play to gin: the discard follows before the next question

    @classmethod
    def of(cls, agreement: Agreement, me: int, give: Callable[[Action], None]) -> FriendSession:
        """The session of ``agreement``'s game for side ``me`` (its player always seat 0 here)."""
        names = agreement.names if me == 0 else (agreement.names[1], agreement.names[0])
        spec = GameSpec(Variant.standard(agreement.rules, agreement.variant), names)
        return cls(spec, names, give)

    # -- what the worker delivered ---------------------------------------------------------------

    def show(self, item: Step | Asked) -> None:
        """Take a step (or a question's view) into the session."""
        if isinstance(item, Asked):
            self.asked += 1
            self._view = item.view
            return
        if item.dealt:
            self._events, self._other, self.question, self.knock_armed = [], None, None, False
        self._view = item.view
        self._events.extend(item.events)
        self._other = item.other_hand if item.other_hand is not None else self._other
        self._result = item.result if item.result is not None else self._result

    # -- the game as the table reads it ------------------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        return self._spec

    @property
    def log(self) -> GameLog:
        """An empty log that cannot be dealt again: a friend's game is never saved to resume; both sides write its
        record (:func:`~ginqt.friends.game.play_friend`)."""
        return self._log

    @property
    def assisted(self) -> bool:
        return False  # no help in a friend's game: no hint, no undo, no open hands

    def mark_assisted(self) -> None:
        pass

    @property
    def match(self) -> Match:
        raise AttributeError("a friend's game is played on its worker thread; the window has only its seat")

    def view(self) -> PlayerView:
        assert self._view is not None, "no hand was dealt yet"
        return self._view

    @property
    def started(self) -> bool:
        return self._view is not None

    @property
    def hand_number(self) -> int:
        return self._view.hand_number if self._view is not None else 0

    @property
    def hand_over(self) -> bool:
        return self._view is not None and self._view.phase is Phase.OVER

    @property
    def to_play(self) -> int | None:
        return None if self._view is None or self.hand_over else self._view.to_play

    def events_seen(self) -> tuple[Event, ...]:
        return tuple(self._events)

    def seated(self, player: int) -> Seat | None:
        return None

    def seat(self, player: int, seat: Seat, deal: bool = True) -> None:
        pass

    def seat_view(self, open_hands: bool = False, demo: bool = False) -> SeatView:
        """The person's seat: the friend's hand only once the hand is over (never open hands, never a demo)."""
        return SeatView(self.view(), self._other if self.hand_over else None)

    @property
    def deal_seal(self) -> tuple[str | None, DealSecret | None]:
        return None, None  # the deal is both sides' (docs/FAIRNESS.md), not a seal of one

    def seat_seed(self, player: int) -> int | None:
        return None

    def game_over(self) -> bool:
        return self.hand_over and self._result is not None

    @property
    def engine_over(self) -> bool:
        return self.game_over()

    def scoring_fault_to_tell(self) -> str | None:
        return None

    def outcome(self) -> MatchOutcome | None:
        return self._result if self.game_over() else None

    @property
    def result(self) -> MatchOutcome | None:
        return self.outcome()

    @property
    def hand_records(self) -> tuple[HandRecord, ...]:
        return self._view.history if self._view is not None else ()

    def winner(self) -> int | None:
        return self._result.winner if self._result is not None else None

    def state(self, moves: int | None = None) -> dict[str, Any]:
        view = self.view()
        return {"hand_number": view.hand_number, "phase": view.phase.name, "to_play": self.to_play,
                "hand": view.hand.text, "stock_count": view.stock_count, "scores": list(view.scores), "moves": moves}

    # -- the person's moves ------------------------------------------------------------------------

    def person_to_play(self) -> bool:
        """The person was asked for a move and has not given it."""
        return self.asked > self.given and not self.hand_over

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Give the person's move to the worker (its events come back as a :class:`Step`)."""
        follows, self._to_gin = self._to_gin, action.kind is ActionKind.PLAY_TO_GIN
        if not (self.person_to_play() or follows) or (action not in self.view().legal_actions and action.kind is not
                                                      ActionKind.KNOCK):
            raise IllegalActionError(f"{action.text} is not yours to play now")
        self.given += 1
        if action.kind not in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
            self.knock_armed = False
        self._give(action)
        return ()

    def next_hand(self) -> tuple[Event, ...]:
        raise IllegalActionError("the next hand is dealt by both sides", Refusal.HAND_IN_PLAY)

    def truncate(self, length: int) -> None:
        raise IllegalActionError("a move given to a friend cannot be taken back")

    def redo(self, moves: tuple[Action, ...]) -> None:
        raise IllegalActionError("a move given to a friend cannot be taken back")

    def may_undo(self) -> bool:
        return False

    def may_knock(self) -> bool:
        return self.person_to_play() and any(a.kind is ActionKind.KNOCK for a in self.view().legal_actions)

    def card_decision(self, card: int, knock_mode: KnockMode, gin_mode: KnockMode) -> CardDecision:
        """What the person's click on ``card`` means, from the seat's view alone (as GameSession's does)."""
        view = self.view()
        if view.phase is not Phase.DISCARD:
            return CardDecision(CardChoice.DRAW_FIRST)
        legal = view.legal_actions
        discard, knock = Action(ActionKind.DISCARD, Card(card)), Action(ActionKind.KNOCK, Card(card))
        can_discard, can_knock = discard in legal, knock in legal
        if not can_discard and not can_knock:
            error = _refusal(view, Card(card))
            return CardDecision(CardChoice.ILLEGAL, reason=str(error), refused=error)
        if self.knock_armed and not can_knock:
            return CardDecision(CardChoice.TOO_MUCH_DEADWOOD)
        if can_knock:
            gin = min_deadwood(view.hand.mask & ~(1 << card)) == 0
            mode = gin_mode if gin else knock_mode
            if self.knock_armed or mode is KnockMode.AUTOMATIC:
                return CardDecision(CardChoice.PLAY, knock)
            if mode is KnockMode.PROMPT:
                return CardDecision(CardChoice.ASK, question=KnockQuestion(Card(card), gin))
        if not can_discard:
            return CardDecision(CardChoice.ILLEGAL)
        return CardDecision(CardChoice.PLAY, discard)

    def answer(self, answer: KnockAnswer) -> tuple[Action, ...]:
        question, self.question = self.question, None
        if question is None:
            return ()
        if answer is KnockAnswer.KNOCK:
            return (Action(ActionKind.KNOCK, question.card),)
        discard, play_to_gin = Action(ActionKind.DISCARD, question.card), Action(ActionKind.PLAY_TO_GIN)
        if answer is KnockAnswer.PLAY_TO_GIN and play_to_gin in self.view().legal_actions:
            return play_to_gin, discard
        return (discard,)


def _refusal(view: PlayerView, card: Card) -> IllegalActionError:
    """Why the rules refuse to discard ``card`` here, as the engine says it."""
    if card not in view.hand:
        return IllegalActionError(f"{card.symbol} is not in your hand", Refusal.NOT_IN_HAND, card)
    if card == view.pile_card:
        return IllegalActionError(f"{card.symbol} was just taken from the discard pile", Refusal.TAKEN_FROM_PILE, card)
    return IllegalActionError(f"{card.symbol} cannot be discarded now", Refusal.OTHER, card)
