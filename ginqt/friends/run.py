"""A friend's game on a worker thread, the person's seat handing the window what it is shown.

:class:`FriendRun` runs :func:`~ginqt.friends.game.play_friend` on a thread of its own.  The person sits in a
:class:`PersonSeat`: when asked for a move it hands the window the question and waits (the worker, never the
window) until the window gives the move.  Everything the seat is shown reaches the window as plain values through
``deliver`` (called on the worker thread; the window turns it into a queued signal): a :class:`Step` (a deal, a
move, the hand's end: the view and its events), :class:`Asked`, :class:`Said`, :class:`AgreeAsked`,
:class:`Agreed`, :class:`Connection` and at last :class:`Ended`.  The one who joined sits in seat 1; what it is
shown is turned round (:mod:`~ginqt.friends.mirror`) so that the window's player is seat 0, the south hand.
:class:`Listener` reads the wire on a thread of its own, so that a table message is heard at once.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ginqt.cards import CardSet
from ginqt.engine import Action, Event, EventKind, Match, MatchOutcome, Phase, PlayerView
from ginqt.friends.game import FriendGame, FriendSide, play_friend
from ginqt.friends.mirror import seen_from
from ginqt.play.seats import Answer, Seat
from ginqt.play.spec import Variant
from ginqt.records.folder import RecordFolder
from ginqt.remote.friend.agreement import Agreement, Offer
from ginqt.remote.friend.link import LinkStatus
from ginqt.remote.friend.protocol import PHRASES, Inbox, Outbox, PeerLeft, Wire

__all__ = ["AgreeAsked", "Agreed", "Asked", "Connection", "Ended", "FriendRun", "Listener", "PersonSeat", "Said",
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


class Listener:
    """The wire read on a thread of its own, every message passed on to the table's inbox in order: the friend's
    table messages and its leaving are heard at once, even while the worker waits for the person's move."""

    def __init__(self, wire: Wire, heard: Callable[[dict[str, Any]], None]) -> None:
        self.wire, self.heard = wire, heard
        self.queue: queue.Queue[dict[str, Any] | BaseException] = queue.Queue()
        self.stopped = False
        threading.Thread(target=self._run, name="ginqt-friend-listener", daemon=True).start()

    def _run(self) -> None:
        while not self.stopped:
            try:
                message = self.wire.receive(0.25)
            except TimeoutError:
                continue
            except Exception as error:  # a bad frame, or the link gone (then nothing more comes)
                self.queue.put(error)
                if isinstance(error, ConnectionError):
                    return
                continue
            self.heard(message)
            self.queue.put(message)

    def send(self, message: dict[str, Any]) -> None:
        self.wire.send(message)

    def receive(self, timeout: float | None) -> dict[str, Any]:
        try:
            item = self.queue.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError from None
        if isinstance(item, ConnectionError):
            self.queue.put(item)  # every later read says it again
        if isinstance(item, BaseException):
            raise item
        return item


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
        self.listener = Listener(wire, self._heard)
        self.outbox, self.inbox = talk if talk is not None else (Outbox(wire), Inbox(self.listener, wait))
        self.side = FriendSide(name, self.seat, None, offer, accept=self._accept, wait=wait, on_move=self.seat.moved,
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
        self.listener.stopped = True
        self.deliver(Ended(self.game))

    def _heard(self, message: dict[str, Any]) -> None:
        """A message as it arrives (the inbox checks it in its turn): a table message is shown at once, and the
        friend's leaving ends the wait for the person's move."""
        if message.get("t") == "say" and message.get("phrase") in PHRASES:
            self.deliver(Said(message["phrase"]))
        elif message.get("t") == "leave":
            self.stop("left the game")

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
