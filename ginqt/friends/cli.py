"""``ginqt invite`` and ``ginqt join CODE``: a strategy or an engine plays a friend's over the network.

The inviter prints a code to read to the friend; the friend's ``join`` takes it.  Both sides
seat any strategy or engine GinQt knows (``--as NAME``), so that two bot authors can play their
bots against each other without sharing code.  Each game's record goes to the records folder
(``--data-dir``), the same record on both sides; ``ginqt verify`` checks it, decks included.

Exit status: 0 when every game was played to its end; 1 when one was stopped by what the other
side did, or left; 2 with one line on stderr for bad options or a link that could not be made.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from ginqt.friends.game import FriendGame, FriendSide, play_friend, watch_connection
from ginqt.play.seats import seat_of
from ginqt.plugins import UnknownNameError, load_plugins
from ginqt.records.folder import RecordFolder
from ginqt.remote.friend.agreement import Agreement, Offer
from ginqt.remote.friend.link import PUBLIC_MAILBOX, PUBLIC_RELAY, FriendLink, LinkError, MeetingPlace
from ginqt.remote.friend.protocol import Inbox, Outbox
from ginqt.rules import PRESETS, RulesError
from ginqt.storage import DataDirError
from ginqt.storage.cli import UsageError, UsageParser, existing_data_dir

__all__ = ["FriendOptions", "cli_main", "friend_options"]


@dataclass(frozen=True, slots=True)
class FriendOptions:
    """The options of ``ginqt invite`` and ``ginqt join`` (see their ``--help``), typed."""

    code: str | None  #: ``None``: invite
    playing: str
    name: str
    place: MeetingPlace
    games: int
    variant: str
    score_limit: int | None
    wait: float
    data_dir: str | None


def _parser(command: str) -> UsageParser:
    parser = UsageParser(prog=f"ginqt {command}", description="Play a friend on another computer: " + (
        "show a code to read to them." if command == "invite" else "join with the code they read to you."))
    if command == "join":
        parser.add_argument("code", metavar="CODE", help="the code the friend read to you, e.g. 7-crossover-clockwork")
    parser.add_argument("--as", dest="playing", metavar="NAME", required=True,
                        help="the strategy or engine that plays this side (easy, standard, expert, an engine's name)")
    parser.add_argument("--name", help="the name the friend sees (default: the strategy's)")
    parser.add_argument("--mailbox", default=PUBLIC_MAILBOX, metavar="URL",
                        help="the mailbox server both sides meet at (a club's own; default: the public one)")
    parser.add_argument("--relay", default=PUBLIC_RELAY, metavar="HINT", help="the transit relay (tcp:HOST:PORT)")
    parser.add_argument("--no-direct", action="store_true", help="connect through the relay only")
    parser.add_argument("--wait", type=float, default=300.0, metavar="S",
                        help="how long to wait for an answer or a dropped connection (default 300 s)")
    if command == "invite":
        parser.add_argument("--games", type=int, default=1, metavar="N", help="games to play on one code (default 1)")
        parser.add_argument("--variant", default="standard", choices=sorted(PRESETS), help="the rules offered")
        parser.add_argument("--score-limit", type=int, metavar="N", help="the game's score limit")
    parser.add_argument("--data-dir", metavar="DIR", help="write the records to the data folder DIR")
    return parser


def friend_options(command: str, argv: Sequence[str]) -> FriendOptions:
    """The typed options; :class:`UsageError` for options that do not go together."""
    args = _parser(command).parse_args(list(argv))
    invite = command == "invite"
    if invite and not 1 <= args.games <= 10_000:
        raise UsageError("--games must be from 1 to 10000")
    if args.wait <= 0:
        raise UsageError("--wait must be more than 0 seconds")
    return FriendOptions(None if invite else args.code.strip(), args.playing, (args.name or args.playing)[:40],
                         MeetingPlace(args.mailbox, args.relay, not args.no_direct), args.games if invite else 0,
                         args.variant if invite else "", args.score_limit if invite else None, args.wait,
                         args.data_dir)


def cli_main(command: str, argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    try:
        options = friend_options(command, argv)
        offer = _offer(options) if options.code is None else None
        records = RecordFolder.of(existing_data_dir(options.data_dir))
        plugins = load_plugins()
        plugins.strategy(options.playing)
    except (UsageError, DataDirError, RulesError, UnknownNameError) as error:
        print(f"ginqt {command}: {error}", file=err)
        return 2
    try:
        link = _meet(options, out)
    except LinkError as error:
        print(f"ginqt {command}: {error}", file=err)
        return 2
    outbox, inbox = Outbox(link), Inbox(link, options.wait)
    watch_connection(link, inbox)
    status, played = 0, 0
    try:
        while options.code is not None or played < options.games:
            seat = seat_of(plugins.make_guarded(options.playing, variant=offer.variant if offer else ""))
            side = FriendSide(options.name, seat, options.playing, offer, wait=options.wait,
                              accept=lambda agreement: _accepted(agreement, out))
            game = play_friend(link, 0 if options.code is None else 1, side, records, (outbox, inbox))
            seat.close()
            if game.agreement is None and played and game.left is not None:
                break  # the inviter played the games it offered and went
            played += 1
            print(_report(game), file=out, flush=True)
            if not game.finished:
                status = 1
                break
        with contextlib.suppress(ConnectionError):
            outbox.send("leave")  # the games offered are played: the friend's join ends too
    finally:
        link.close()
    return status


def _offer(options: FriendOptions) -> Offer:
    rules = PRESETS[options.variant]
    if options.score_limit is not None:
        rules = rules.replace(score_limit=options.score_limit)
    return Offer(options.variant, rules)


def _meet(options: FriendOptions, out: TextIO) -> FriendLink:
    if options.code is not None:
        return FriendLink.join(options.place, options.code, timeout=options.wait)
    invitation = FriendLink.invite(options.place, timeout=options.wait)
    print(f"Your code: {invitation.code}", file=out, flush=True)
    return invitation.wait(options.wait)


def _accepted(agreement: Agreement, out: TextIO) -> bool:
    """The command line accepts the inviter's rules, and says what they are."""
    limit = agreement.rules.score_limit
    print(f"{agreement.names[0]} invites {agreement.names[1]} to {agreement.variant}"
          f"{f' to {limit} points' if limit else ''}: accepted", file=out, flush=True)
    return True


def _report(game: FriendGame) -> str:
    """One line about a game: its result and its record, or why it stopped."""
    names = game.agreement.names if game.agreement is not None else ("", "")
    where = f" (record: {game.path})" if game.path is not None else ""
    if game.fault is not None:
        return f"Stopped: {names[1 - (game.record.side or 0) if game.record else 1]} {game.fault.what}{where}"
    if game.stopped is not None:
        return f"Stopped by the other side, which says this side {game.stopped.what}{where}"
    if game.left is not None:
        return f"Not played to its end: {game.left}{where}"
    record = game.record
    assert record is not None
    winner = "nobody" if record.winner is None else names[record.winner]
    return (f"Game over: {winner} won, {record.points[0]} to {record.points[1]} in {len(record.hands)} hands"
            f"{where}")
