"""The link between two GinQt sides: a magic-wormhole with Dilation, one subchannel, JSON objects in order.

The inviter allocates a short code (``7-crossover-clockwork``) at a mailbox server and waits; the friend types it.
The code gives both sides one key (SPAKE2), everything after is end-to-end encrypted, and Dilation keeps one
connection between them (direct, or through a transit relay) and makes a new one when it drops: records not
acknowledged are sent again on the new connection, so a message is never lost and never doubled, and arrives in
order.  The game above is synchronous: `FriendLink` is used from ordinary threads, and everything that touches
the wormhole runs in Twisted's reactor thread (`reactor.py`).  On the wire each message is a 4-byte big-endian
length and a UTF-8 JSON object of at most 1 MiB.

What the mailbox server sees: the code's number (the nameplate), when and from which address each side came, and
the sizes of the encrypted messages (key exchange, versions, connection hints).  What the relay sees: both sides'
addresses and how many encrypted bytes pass and when.  Neither sees the code's words, a card, or a message.
"""

from __future__ import annotations

import contextlib
import json
import queue
import re
import socket
import threading
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from enum import Enum
from typing import Any

from twisted.internet.defer import Deferred
from twisted.internet.protocol import Factory, Protocol, connectionDone
from twisted.internet.task import LoopingCall
from twisted.logger import Logger
from twisted.python.failure import Failure

from ginqt.remote.friend.reactor import call_soon, in_reactor_thread, run, running_reactor

PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"  # magic-wormhole's own default
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"
APP_ID = "ginqt.org/play-a-friend/1"
SUBPROTOCOL = "ginqt-game"
MAX_MESSAGE_BYTES = 1 << 20
PING_SECONDS = 10.0  # the leader pings; two pings unanswered and Dilation makes a new connection
RETRY_SECONDS = 2.0  # how often a connection attempt that found no one is made again
CLOSE_SECONDS = 3.0  # how long a close waits for the friend's side and the mailbox server
_HEADER = 4
_log = Logger()


@dataclass(frozen=True)
class MeetingPlace:
    """Where two sides meet (the mailbox server) and the relay they fall back on behind NATs."""

    mailbox: str = PUBLIC_MAILBOX
    relay: str = PUBLIC_RELAY
    direct: bool = True  # offer and use direct connections; False: only the relay (neither side's address shared)


class LinkError(Exception):
    """Something went wrong with the link, in a plain sentence for the user."""


class LinkClosed(LinkError, ConnectionError):
    """The other side closed the link, or the wormhole is gone for good."""


class LinkTimeout(LinkError, TimeoutError):
    """Nothing arrived in the time given."""


class LinkStatus(Enum):
    """Dilation's connection to the friend, as data."""

    CONNECTING = "connecting"
    CONNECTED = "connected"
    DROPPED = "dropped"  # the connection was lost and Dilation is making a new one; no message is lost
    CLOSED = "closed"


def plain_error(error: BaseException, place: MeetingPlace) -> LinkError:
    """A wormhole's error as a sentence for the user."""
    if isinstance(error, LinkError):
        return error
    kind = type(error).__name__
    sentences = {
        "WrongPasswordError": "The code was mistyped: it does not match your friend's. Ask for a new invitation.",
        "KeyFormatError": "That is not an invitation code; a code looks like 7-crossover-clockwork.",
        "ServerConnectionError": f"Could not reach the meeting place {place.mailbox}.",
        "WelcomeError": f"The meeting place {place.mailbox} turned us away: {error}",
        "OldPeerCannotDilateError": "Your friend's program cannot keep a game's connection; ask them to update.",
        "ServerError": f"The meeting place {place.mailbox} refused: {error} (was the code used by someone else?)",
    }
    if kind == "WormholeClosed":
        return LinkClosed("The invitation was closed.")
    return LinkError(sentences.get(kind, f"The link failed: {error or kind}"))


def encode(message: dict[str, Any]) -> bytes:
    """One message as it goes on the wire (ValueError if it is not a JSON object of at most 1 MiB)."""
    if not isinstance(message, dict):
        raise TypeError(f"a message is a dict, not {type(message).__name__}")
    payload = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()
    if len(payload) > MAX_MESSAGE_BYTES:
        raise ValueError(f"a message of {len(payload)} bytes is more than the {MAX_MESSAGE_BYTES} a message may have")
    return len(payload).to_bytes(_HEADER, "big") + payload


def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not JSON")


def decode(payload: bytes) -> dict[str, Any] | LinkError:
    """One frame's payload read back: a JSON object, or the LinkError naming what came instead."""
    try:
        value = json.loads(payload.decode("utf-8"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError):
        return LinkError(f"Your friend's program sent something that is not JSON: {payload[:40]!r}.")
    if not isinstance(value, dict):
        return LinkError(f"Your friend's program sent a {type(value).__name__} where a JSON object belongs.")
    return value


def _acknowledge_at_once(connection: Any) -> None:
    """Acknowledge each TCP segment at once (Linux's TCP_QUICKACK, set again after every read: the kernel drops
    it).  A relay that forwards two small records back to back (Dilation's acknowledgement, then the answer) holds
    the second until the first is acknowledged: without this, 40 ms of delayed ACK in every round trip."""
    quickack = getattr(socket, "TCP_QUICKACK", None)
    handle = getattr(connection.transport, "getHandle", None)
    if quickack is None or handle is None:
        return
    sock = handle()
    received = connection.dataReceived

    def data_received(data: bytes) -> None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, quickack, 1)
        received(data)

    connection.dataReceived = data_received
    with contextlib.suppress(OSError):
        sock.setsockopt(socket.IPPROTO_TCP, quickack, 1)


class _GameProtocol(Protocol):
    """The subchannel's protocol: hands its transport and its bytes to the wire."""

    def __init__(self, wire: _Wire) -> None:
        self.wire = wire

    def connectionMade(self) -> None:
        self.wire.attached(self)

    def dataReceived(self, data: bytes) -> None:
        if self.wire.protocol is self:
            self.wire.feed(data)

    def connectionLost(self, reason: Failure = connectionDone) -> None:
        if self.wire.protocol is self:
            self.wire.subchannel_lost()


class _GameFactory(Factory):
    def __init__(self, wire: _Wire) -> None:
        self.wire = wire

    def buildProtocol(self, addr: Any) -> _GameProtocol:
        return _GameProtocol(self.wire)


class _Wire:
    """One wormhole and its one subchannel; lives in the reactor thread (except `inbox` and `ready`)."""

    def __init__(self, place: MeetingPlace) -> None:
        self.place = place
        self.inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.ready: Future[None] = Future()  # set when the subchannel is open, or with the LinkError
        self.status = LinkStatus.CONNECTING
        self.watchers: list[Callable[[LinkStatus], None]] = []
        self.wormhole: Any = None
        self.manager: Any = None
        self.protocol: _GameProtocol | None = None
        self.transport: Any = None  # the subchannel (wormhole's, untyped)
        self.met = False  # the friend's side answered (the code matched)
        self.closing = False
        self.broken = False
        self.buffer = bytearray()
        self.subchannel_open = True
        self.subchannel_gone: Deferred[None] | None = None
        self.close_waiters: list[Deferred[None]] = []
        self.closed_reported = False
        self.retry = LoopingCall(self.retry_connection)
        self.retries = 0

    # -- setting up (reactor thread) --

    def start(self) -> Any:
        """Create the wormhole and ask for Dilation; the DilatedWormhole."""
        import wormhole

        reactor = running_reactor()
        self.wormhole = wormhole.create(APP_ID, self.place.mailbox, reactor, dilation=True)
        dilated = self.wormhole.dilate(
            transit_relay_location=self.place.relay, no_listen=not self.place.direct,
            on_status_update=self.dilation_status, ping_interval=PING_SECONDS, expected_subprotocols=[SUBPROTOCOL],
        )
        self.manager = dilated._manager
        self.watch_connection(self.manager)
        self.wormhole.get_versions().addCallbacks(self.friend_answered, self.fail)
        dilated.when_dilated().addErrback(self.fail)
        self.retry.start(RETRY_SECONDS, now=False)
        return dilated

    def invite(self) -> Deferred[str]:
        dilated = self.start()
        dilated.listener_for(SUBPROTOCOL).listen(_GameFactory(self)).addErrback(self.fail)
        self.wormhole.allocate_code(2)
        code: Deferred[str] = self.wormhole.get_code()
        return code

    def join(self, code: str) -> None:
        dilated = self.start()
        try:
            self.wormhole.set_code(code)
        except Exception as error:
            self.fail(error)
            return
        dilated.connector_for(SUBPROTOCOL).connect(_GameFactory(self)).addErrback(self.fail)

    def watch_connection(self, manager: Any) -> None:
        """Hear each connection made and lost (Dilation's follower reports no drop: it waits for the leader),
        send each record at once (no Nagle: a move and its acknowledgement are small writes); and with `direct`
        off, drop the friend's direct hints so that only the relay is ever tried."""
        made, lost = manager.connector_connection_made, manager.connector_connection_lost

        def connection_made(connection: Any) -> None:
            with contextlib.suppress(Exception):
                connection.transport.setTcpNoDelay(True)
            _acknowledge_at_once(connection)
            made(connection)
            if not self.closing:
                self.set_status(LinkStatus.CONNECTED)

        def connection_lost() -> None:
            if not self.closing:
                self.set_status(LinkStatus.DROPPED)
            lost()

        manager.connector_connection_made, manager.connector_connection_lost = connection_made, connection_lost
        if self.place.direct:
            return
        received = manager.received_dilation_message

        def relay_hints_only(plaintext: bytes) -> None:
            message = json.loads(plaintext)
            if message.get("type") == "connection-hints":
                message["hints"] = [hint for hint in message["hints"] if hint.get("type") == "relay-v1"]
                plaintext = json.dumps(message).encode()
            received(plaintext)

        manager.received_dilation_message = relay_hints_only

    def friend_answered(self, versions: object) -> None:
        self.met = True

    def attached(self, protocol: _GameProtocol) -> None:
        if self.protocol is not None:  # the friend opened a second subchannel: only one is ever read
            protocol.transport.loseConnection()  # type: ignore[union-attr,misc]
            return
        self.protocol = protocol
        self.transport = protocol.transport
        if not self.ready.done():
            self.ready.set_result(None)

    def fail(self, failure: Failure | BaseException) -> None:
        """Setting up failed: the plain sentence to whoever waits, and the wormhole closed."""
        reason = failure.value if isinstance(failure, Failure) else failure
        error = plain_error(reason or Exception("unknown"), self.place)
        if not self.ready.done():
            self.ready.set_exception(error)
        elif self.protocol is None:
            return
        if not self.closing:
            self.close()

    # -- the connection (reactor thread) --

    def dilation_status(self, status: Any) -> None:
        """Dilation's own status: a drop it is mending (its made and lost are heard in `watch_connection`; a
        status update repeats the last connection's state, so only the drop is read here)."""
        if type(status.peer_connection).__name__ == "ReconnectingPeer" and not self.closing:
            self.set_status(LinkStatus.DROPPED)

    def set_status(self, status: LinkStatus) -> None:
        if status is self.status or self.status is LinkStatus.CLOSED:
            return
        self.status = status
        for watcher in list(self.watchers):
            try:
                watcher(status)
            except Exception:
                _log.failure("a link's status watcher failed")

    def retry_connection(self) -> None:
        """Dilation 0.24 tries each hint once a generation: a relay that refused (the network was down) is
        tried again every RETRY_SECONDS until a connection is made."""
        connector = getattr(self.manager, "_connector", None)
        if connector is None or self.manager._connection is not None or connector._winning_connection is not None:
            return
        self.retries += 1
        if connector._pending_connections and self.retries % 5:
            return  # an attempt is still waiting at the relay for the friend; look again later
        connector._use_hints(list(connector._transit_relays))

    # -- messages (reactor thread) --

    def write(self, frame: bytes) -> None:
        if self.transport is not None and not self.closing:
            self.transport.write(frame)

    def feed(self, data: bytes) -> None:
        """Bytes from the subchannel, cut into frames; each message (or the error naming it) into the inbox."""
        if self.broken:
            return
        self.buffer += data
        while len(self.buffer) >= _HEADER:
            size = int.from_bytes(self.buffer[:_HEADER], "big")
            if size > MAX_MESSAGE_BYTES:
                self.broken = True
                self.inbox.put(("broken", LinkError(
                    f"Your friend's program sent a message of {size} bytes; a message may have at most"
                    f" {MAX_MESSAGE_BYTES}. Nothing more can be read from this link.")))
                return
            if len(self.buffer) < _HEADER + size:
                return
            message = decode(bytes(self.buffer[_HEADER:_HEADER + size]))
            del self.buffer[:_HEADER + size]
            self.inbox.put(("error", message) if isinstance(message, LinkError) else ("message", message))

    # -- closing (reactor thread) --

    def subchannel_lost(self) -> None:
        self.subchannel_open = False
        if self.subchannel_gone is not None and not self.subchannel_gone.called:
            self.subchannel_gone.callback(None)
        if not self.closing:  # the friend closed: nothing more comes; free the mailbox too
            self.report_closed("Your friend closed the link.")
            self.close()

    def report_closed(self, sentence: str) -> None:
        if not self.closed_reported:
            self.closed_reported = True
            self.inbox.put(("closed", LinkClosed(sentence)))

    def close(self) -> Deferred[None]:
        """Close the subchannel (the friend's receive raises LinkClosed), then the wormhole; fires when done."""
        done: Deferred[None] = Deferred()
        if self.status is LinkStatus.CLOSED:
            done.callback(None)
            return done
        self.close_waiters.append(done)
        if self.closing:
            return done
        self.closing = True
        reactor = running_reactor()
        if self.retry.running:
            self.retry.stop()
        subchannel: Deferred[None] = Deferred()
        if self.transport is not None and self.subchannel_open:
            self.subchannel_gone = subchannel  # fired when the friend's side answers our CLOSE
            subchannel.addTimeout(CLOSE_SECONDS, reactor)
            self.transport.loseConnection()
        else:
            subchannel.callback(None)

        def close_wormhole(_: object) -> Deferred[Any]:
            closed: Deferred[Any] = self.wormhole.close()
            return closed.addTimeout(CLOSE_SECONDS, reactor)

        def finished(_: object) -> None:
            self.report_closed("The link is closed.")
            self.set_status(LinkStatus.CLOSED)
            if not self.ready.done():
                self.ready.set_exception(LinkClosed("The invitation was cancelled."))
            for waiter in self.close_waiters:
                waiter.callback(None)

        if self.wormhole is None:
            finished(None)
        else:
            subchannel.addBoth(close_wormhole).addBoth(finished)
        return done


class FriendLink:
    """Two GinQt sides talking: JSON objects in order over one Dilation subchannel.  Thread-safe; never call it
    from the reactor thread."""

    def __init__(self, wire: _Wire) -> None:
        self._wire = wire
        self._lock = threading.Lock()

    @staticmethod
    def invite(place: MeetingPlace, *, timeout: float = 30) -> Invitation:
        """Allocate a code at the mailbox server; the invitation to wait on."""
        wire = _Wire(place)
        try:
            code: str = run(wire.invite).result(timeout)
        except FutureTimeout:
            call_soon(wire.close)
            raise LinkTimeout(f"Could not reach the meeting place {place.mailbox} in {timeout:g} s.") from None
        except Exception as error:
            call_soon(wire.close)
            raise plain_error(error, place) from error
        return Invitation(code, wire)

    @staticmethod
    def join(place: MeetingPlace, code: str, *, timeout: float = 60) -> FriendLink:
        """Meet the friend who invited with ``code``; the link once it is open."""
        code = "-".join(code.strip().lower().replace("-", " ").split())
        if not re.fullmatch(r"[0-9]+(-[a-z]+)+", code):
            raise LinkError("That is not an invitation code; a code looks like 7-crossover-clockwork.")
        wire = _Wire(place)
        call_soon(wire.join, code)
        try:
            wire.ready.result(timeout)
        except FutureTimeout:
            call_soon(wire.close)
            if wire.met:
                raise LinkTimeout(f"Your friend was found, but no connection to them could be made in"
                                  f" {timeout:g} s (relay {place.relay}).") from None
            raise LinkTimeout(f"No one is waiting with the code {code} (no answer in {timeout:g} s);"
                              " check it with your friend.") from None
        return FriendLink(wire)

    def send(self, message: dict[str, Any]) -> None:
        """Send one JSON object (at most 1 MiB); returns at once, the message goes out in order."""
        frame = encode(message)
        with self._lock:  # one order of frames for every thread
            if self._wire.closing:
                raise LinkClosed("The link is closed.")
            call_soon(self._wire.write, frame)

    def receive(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message, in the order sent; LinkTimeout, LinkClosed or LinkError (naming a bad frame)."""
        if in_reactor_thread():
            raise RuntimeError("FriendLink.receive would block the reactor thread")
        try:
            kind, value = self._wire.inbox.get(timeout=timeout)
        except queue.Empty:
            raise LinkTimeout(f"Nothing came from your friend in {timeout:g} s.") from None
        if kind == "message":
            return value  # type: ignore[no-any-return]
        if kind in ("closed", "broken"):
            self._wire.inbox.put((kind, value))  # every later receive says it again
        raise value

    @property
    def status(self) -> LinkStatus:
        return self._wire.status

    def on_status(self, callback: Callable[[LinkStatus], None]) -> None:
        """Call ``callback`` (in the reactor thread) on every change of `status`."""
        call_soon(self._wire.watchers.append, callback)

    def close(self) -> None:
        """Close the link (the friend's receive raises LinkClosed); waits a few seconds at most."""
        with self._lock:
            closing = run(self._wire.close)
        with contextlib.suppress(Exception):
            closing.result(3 * CLOSE_SECONDS)


class Invitation:
    """A code handed out and the friend not yet joined."""

    def __init__(self, code: str, wire: _Wire) -> None:
        self.code = code
        self._wire = wire

    def wait(self, timeout: float | None = None) -> FriendLink:
        """Until the friend joined and the link is open (LinkTimeout leaves the invitation open)."""
        try:
            self._wire.ready.result(timeout)
        except FutureTimeout:
            raise LinkTimeout(f"Your friend has not joined in {timeout:g} s.") from None
        return FriendLink(self._wire)

    def cancel(self) -> None:
        """Withdraw the invitation; a waiting `wait` raises LinkClosed."""
        with contextlib.suppress(Exception):
            run(self._wire.close).result(3 * CLOSE_SECONDS)
