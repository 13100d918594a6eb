"""A whole game with a friend over a link: meet, play every hand, write the record (docs/FAIRNESS.md).

:func:`play_friend` runs on an ordinary thread (the window's worker or the command line's) and
returns when the game is over, left, or stopped by what the other side did.  Whatever happened,
the finished hands are recorded the same way on both sides; a game that did not end is recorded
as abandoned, never as a win, and a side that broke the rules is marked in its seat.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from ginqt.engine import Match
from ginqt.play.seats import Seat
from ginqt.records.folder import RecordFolder
from ginqt.records.friend import record_friend_game
from ginqt.records.game import Player, RecordedGame, SeatMarks, Status
from ginqt.remote.friend.agreement import Agreement, Declined, Offer, agree
from ginqt.remote.friend.link import FriendLink, LinkStatus
from ginqt.remote.friend.protocol import Inbox, Outbox, PeerFault, PeerLeft, Stopped, Wire
from ginqt.remote.friend.table import FriendTable

__all__ = ["FriendGame", "FriendSide", "play_friend", "watch_connection"]


@dataclass
class FriendSide:
    """Who sits on this side and how: the name shown to the friend, the seat that moves, what plays it."""

    name: str
    seat: Seat
    playing: str | None = None  #: a strategy's or engine's name; ``None``: a person
    offer: Offer | None = None  #: the inviter's rules (``None`` for the one who joins)
    accept: Callable[[Agreement], bool] = lambda agreement: True
    wait: float = 300.0  #: how long an answer that needs no thought may take (seconds)
    on_phrase: Callable[[str], None] = lambda phrase: None
    on_move: Callable[[Match], None] = lambda match: None
    on_agreed: Callable[[Agreement], None] = lambda agreement: None  #: both sides agreed: the game starts


@dataclass
class FriendGame:
    """How a game with a friend went: its record (``None``: no game was agreed) and why it stopped."""

    record: RecordedGame | None
    fault: PeerFault | None = None  #: what the other side did that stopped the game
    left: str | None = None  #: the other side left, or declined
    stopped: Stopped | None = None  #: the other side stopped the game for what it says this side did
    path: Path | None = None  #: where the record was written
    agreement: Agreement | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.record is not None and self.record.status is Status.FINISHED


def play_friend(wire: Wire, me: int, side: FriendSide, records: RecordFolder | None = None,
                talk: tuple[Outbox, Inbox] | None = None) -> FriendGame:
    """Play one game with the friend at the other end of ``wire`` (``me``: 0 invited, 1 joined); ``talk``: the
    numbering of the messages of the games before on the same wire."""
    outbox, inbox = talk if talk is not None else (Outbox(wire), Inbox(wire, side.wait))
    inbox.on_phrase = side.on_phrase
    try:
        agreement = agree(me, side.name, side.offer, outbox, inbox, side.accept, side.playing)
    except (Declined, PeerLeft) as error:
        return FriendGame(None, left=str(error))
    except ConnectionError as error:  # the link closed under a message sent
        return FriendGame(None, left=f"is gone ({error})")
    except PeerFault as fault:
        return FriendGame(None, fault=fault)
    side.on_agreed(agreement)
    table = FriendTable(agreement, me, side.seat, outbox, inbox, on_move=side.on_move)
    result = FriendGame(None, agreement=agreement)
    ended = None
    try:
        while not table.over:
            table.play_hand()
        ended = _agree_end(me, outbox, inbox)
    except PeerFault as fault:
        result.fault = fault
        with contextlib.suppress(Exception):
            outbox.send("stop", fault=fault.fault.value, what=fault.what)
    except Stopped as stop:
        result.stopped = stop
    except PeerLeft as error:
        result.left = str(error)
    except ConnectionError as error:
        result.left = f"is gone ({error})"
    result.record = friend_record(table, me, ended)
    if result.fault is not None:
        result.record = faulted(result.record, 1 - me, result.fault.what)
    elif result.stopped is not None:
        result.record = faulted(result.record, me, result.stopped.what)
    if records is not None:
        result.path = records.write(result.record)
    return result


def watch_connection(link: FriendLink, inbox: Inbox) -> None:
    """Keep ``inbox.dropped_since`` as the link's connection goes down and comes back."""

    def changed(status: LinkStatus) -> None:
        if status is LinkStatus.DROPPED:
            if inbox.dropped_since is None:
                inbox.dropped_since = time.monotonic()
        elif status is LinkStatus.CONNECTED:
            inbox.dropped_since = None

    link.on_status(changed)


def _agree_end(me: int, outbox: Outbox, inbox: Inbox) -> str:
    """The game's end by the inviter's clock, so that both records say the same."""
    if me == 0:
        outbox.send("end", at=(ended := _now()))
        return ended
    at = inbox.expect("end").get("at")
    return at[:40] if isinstance(at, str) else _now()


def friend_record(table: FriendTable, me: int, ended: str | None = None) -> RecordedGame:
    """The record of ``table``'s game as it stands: finished, or abandoned (a faulty side marked)."""
    agreement = table.agreement
    players = (Player(agreement.names[0], agreement.players[0]), Player(agreement.names[1], agreement.players[1]))
    status = Status.FINISHED if table.over else Status.ABANDONED
    return record_friend_game(
        game_id=agreement.game_id, started=agreement.started, ended=ended,
        variant=agreement.variant, rules=agreement.rules, players=players, first_dealer=agreement.first_dealer,
        side=me, match=table.match, played=[(hand.transcript, hand.moves, hand.deck) for hand in table.hands],
        status=status)


def faulted(game: RecordedGame, seat: int, what: str) -> RecordedGame:
    """``game`` with ``seat`` marked as the side that broke the rules, and ``what`` it did (both sides write it)."""
    marks = [SeatMarks(), SeatMarks()]
    marks[seat] = SeatMarks(faults=1)
    return replace(game, marks=(marks[0], marks[1]), stopped=(seat, what))


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
