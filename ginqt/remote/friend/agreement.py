"""What two sides agree before the first deal: the protocol's version, the names, the rules, the first dealer.

The inviter offers its rules (a variant of standard scoring and its options) and its name; the
one who joined sees them and accepts or declines.  The first dealer is a coin both sides toss:
each sends the SHA-256 of a random number first and the number after, so neither can choose it.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from ginqt.remote.friend.protocol import PROTOCOL, Fault, Inbox, Outbox, PeerFault, field
from ginqt.rules import Rules, RulesError

__all__ = ["Agreement", "Declined", "agree"]


class Declined(Exception):
    """The one who joined declined the inviter's rules."""


@dataclass(frozen=True, slots=True)
class Agreement:
    """The game both sides play: side 0 invited, side 1 joined."""

    game_id: str
    started: str  #: ISO 8601, UTC, by the inviter's clock
    variant: str
    rules: Rules  #: the rules every hand is played with
    names: tuple[str, str]
    first_dealer: int
    #: what plays each side: a strategy's or an engine's name, ``None`` for a person
    players: tuple[str | None, str | None] = (None, None)


@dataclass(frozen=True, slots=True)
class Offer:
    """What the inviter proposes (its name comes with its hello)."""

    variant: str
    rules: Rules


def agree(me: int, name: str, offer: Offer | None, outbox: Outbox, inbox: Inbox,
          accept: Callable[[Agreement], bool] = lambda agreement: True, playing: str | None = None) -> Agreement:
    """Meet the other side: side 0 gives ``offer``, side 1 is asked to ``accept`` it.  :class:`Declined` if not.

    ``playing`` names the strategy or engine that plays this side (``None``: a person)."""
    coin = secrets.token_hex(16)
    outbox.send("hello", protocol=PROTOCOL, name=name, playing=playing,
                coin=hashlib.sha256(coin.encode()).hexdigest())
    hello = inbox.expect("hello")
    if hello.get("protocol") != PROTOCOL:
        raise PeerFault(Fault.VERSION, f"speaks version {hello.get('protocol')} of the friend protocol and this "
                        f"GinQt version {PROTOCOL}: both need a GinQt that speaks the same one")
    their_name = field(hello, "name", str, "a name")[:40].strip() or "Friend"
    their_coin = field(hello, "coin", str, "a coin")
    names = (name, their_name) if me == 0 else (their_name, name)
    theirs = hello.get("playing")
    theirs = theirs[:40] if isinstance(theirs, str) and theirs.isprintable() else None
    players = (playing, theirs) if me == 0 else (theirs, playing)
    if me == 0:
        assert offer is not None
        game_id = secrets.token_hex(8)
        started = datetime.now(UTC).isoformat(timespec="seconds")
        outbox.send("offer", game=game_id, started=started, variant=offer.variant, rules=offer.rules.to_dict(),
                    coin=coin)
        answer = inbox.expect("accept", "decline")
        if answer["t"] == "decline":
            raise Declined(f"{their_name} declined the game")
        revealed = field(answer, "coin", str, "a coin")
        return Agreement(game_id, started, offer.variant, offer.rules, names,
                         _toss(coin, revealed, revealed, their_coin), players)
    message = inbox.expect("offer")
    try:
        rules = Rules.from_dict(field(message, "rules", dict, "rules"))
    except RulesError as error:
        raise PeerFault(Fault.MALFORMED, f"offered rules GinQt cannot read ({error})") from error
    revealed = field(message, "coin", str, "a coin")
    agreement = Agreement(field(message, "game", str, "a game")[:32], field(message, "started", str, "a time")[:40],
                          field(message, "variant", str, "a variant")[:40], rules, names,
                          _toss(revealed, coin, revealed, their_coin), players)
    if not accept(agreement):
        outbox.send("decline")
        raise Declined("you declined the game")
    outbox.send("accept", coin=coin)
    return agreement


def _toss(inviter: str, joiner: str, theirs: str, committed: str) -> int:
    """The first dealer from both coins; the other side's coin must be the one it committed to."""
    if hashlib.sha256(theirs.encode()).hexdigest() != committed:
        raise PeerFault(Fault.MALFORMED, "showed another coin than the one it committed to")
    return hashlib.sha256(f"{inviter}:{joiner}".encode()).digest()[0] & 1
