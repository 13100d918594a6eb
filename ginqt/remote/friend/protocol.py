"""The messages two GinQt sides exchange, and what the other side did wrong, as data.

Every message is a JSON object with its type ``t`` and its number ``n`` (1, 2, 3, ... from each
side; a message out of order is an old one sent again).  The table reads each one once, through
:class:`Inbox`, which checks its number and its type and sets the table messages (``say``)
aside.  docs/FAIRNESS.md lists every message and what it proves.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from enum import Enum
from typing import Any, Final, Protocol

__all__ = ["PHRASES", "PROTOCOL", "Fault", "Inbox", "Outbox", "PeerFault", "PeerLeft", "Stopped", "Wire"]

#: The friend protocol's version: both sides must speak the same one.
PROTOCOL: Final = 1
#: The table messages a player may send: nothing else, so that nothing can say a card by accident.
PHRASES: Final = ("hello", "good-game", "well-played", "one-more")
_SLICE: Final = 0.25  #: how often a wait looks at the connection (seconds)


class Wire(Protocol):
    """What the table needs of a link: one message at a time, in order (:class:`FriendLink` is one)."""

    def send(self, message: dict[str, Any]) -> None: ...
    def receive(self, timeout: float | None) -> dict[str, Any]: ...


class Fault(Enum):
    """What the other side did that stops the game."""

    MALFORMED = "malformed"  #: a message that is not one of the protocol's
    OUT_OF_TURN = "out-of-turn"  #: a message that was not its to send now
    REPLAYED = "replayed"  #: a message sent again (its number is an old one)
    ILLEGAL = "illegal"  #: a move the rules do not allow
    NOT_DEALT = "not-dealt"  #: a card played that it was not dealt
    WRONG_KEY = "wrong-key"  #: a key that does not open its card, or differs from the one shown before
    DECK = "deck"  #: its part of the deck was not honest (it tried to choose the deck's order)
    DESYNC = "desync"  #: it saw the hand differently (a bug, or a changed client)
    VERSION = "version"  #: it speaks another version of the protocol
    SILENT = "silent"  #: it stopped answering


class PeerFault(Exception):
    """The other side did something the game cannot go on after: :attr:`fault` and a plain sentence about it."""

    def __init__(self, fault: Fault, what: str) -> None:
        super().__init__(what)
        self.fault = fault
        self.what = what


class Stopped(Exception):
    """The other side stopped the game for something it says this side did (:attr:`fault`, :attr:`what`)."""

    def __init__(self, fault: str, what: str) -> None:
        super().__init__(what)
        self.fault = fault
        self.what = what


class PeerLeft(Exception):
    """The other side left the game (or its connection stayed down past the wait)."""


@dataclass
class Outbox:
    """Numbers each message sent (the other side's :class:`Inbox` checks the numbers); any thread may send."""

    wire: Wire
    sent: int = 0
    _lock: threading.Lock = dataclass_field(default_factory=threading.Lock, repr=False)

    def send(self, kind: str, **fields: Any) -> None:
        with self._lock:
            self.sent += 1
            self.wire.send({"t": kind, "n": self.sent, **fields})

    def say(self, phrase: str) -> None:
        """A table message (one of :data:`PHRASES`)."""
        if phrase not in PHRASES:
            raise ValueError(f"{phrase!r} is not a table message")
        self.send("say", phrase=phrase)


@dataclass
class Inbox:
    """Reads the other side's messages once each, in order: a number out of order is a :class:`PeerFault`.

    ``wait`` is how long an answer that needs no thought (a deck, a key) may take; a move may take any time.
    Table messages (``say``) go to ``on_phrase`` and are not returned; ``leave`` raises :class:`PeerLeft`.
    """

    wire: Wire
    wait: float
    on_phrase: Callable[[str], None] = lambda phrase: None
    read: int = 0
    #: Since when the connection is down (``time.monotonic()``; ``None``: it is up), set by the link's watcher.
    dropped_since: float | None = None

    def expect(self, *kinds: str, thought: bool = False) -> dict[str, Any]:
        """The next message, which must be of one of ``kinds``; a connection down for :attr:`wait` is a
        :class:`PeerLeft`, and so is a silence that long when no thought was due."""
        deadline = None if thought else time.monotonic() + self.wait
        while True:
            message = self._receive(deadline)
            kind = self._check(message)
            if kind == "say":
                self.on_phrase(message["phrase"])
            elif kind == "leave":
                raise PeerLeft("left the game")
            elif kind == "stop":
                what, fault = message.get("what"), message.get("fault")
                raise Stopped(str(fault)[:40], what[:300] if isinstance(what, str) else "stopped the game")
            elif kind in kinds:
                return message
            else:
                raise PeerFault(Fault.OUT_OF_TURN, f"sent a {kind!r} message when a {' or '.join(kinds)} was due")

    def _receive(self, deadline: float | None) -> dict[str, Any]:
        while True:
            try:
                return self.wire.receive(_SLICE)
            except TimeoutError:
                pass
            except ConnectionError as error:  # the link is gone for good (FriendLink's LinkClosed)
                raise PeerLeft(f"is gone ({error})") from error
            except Exception as error:  # a frame that is not a message (FriendLink's LinkError)
                raise PeerFault(Fault.MALFORMED, f"sent something that is not a message ({error})") from error
            now = time.monotonic()
            if self.dropped_since is not None and now - self.dropped_since > self.wait:
                raise PeerLeft(f"lost the connection and did not come back in {self.wait:.0f} s")
            if deadline is not None and now > deadline and self.dropped_since is None:
                raise PeerFault(Fault.SILENT, f"stopped answering (nothing for {self.wait:.0f} s)")

    def _check(self, message: dict[str, Any]) -> str:
        number, kind = message.get("n"), message.get("t")
        if not isinstance(number, int) or not isinstance(kind, str):
            raise PeerFault(Fault.MALFORMED, "sent a message without a number and a type")
        if number <= self.read:
            raise PeerFault(Fault.REPLAYED, f"sent message {number} again (an old message replayed)")
        if number != self.read + 1:
            raise PeerFault(Fault.MALFORMED, f"sent message {number} when message {self.read + 1} was due")
        self.read = number
        if kind == "say" and message.get("phrase") not in PHRASES:
            raise PeerFault(Fault.MALFORMED, "sent a table message that is not one of the phrases")
        return kind


def field(message: dict[str, Any], name: str, kind: type, what: str) -> Any:
    """``message[name]``, which must be a ``kind``; a :class:`PeerFault` naming ``what`` otherwise."""
    value = message.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise PeerFault(Fault.MALFORMED, f"sent {what} GinQt cannot read")
    return value
