"""The link under play-a-friend (ginqt/remote/friend/link.py): two GinQt sides meet by a code at a real mailbox
server and talk through a real transit relay, all on 127.0.0.1 (tests/friendnet.py), no direct connections."""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from friendnet import LocalServers, local_servers, meet

from ginqt.remote.friend.link import (
    FriendLink,
    LinkClosed,
    LinkError,
    LinkStatus,
    LinkTimeout,
)
from ginqt.remote.friend.reactor import call_soon

pytestmark = pytest.mark.timeout(60)


@pytest.fixture(scope="session")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    with local_servers(tmp_path_factory.mktemp("meeting-place")) as running:
        yield running


@pytest.fixture
def linked(servers: LocalServers) -> Iterator[tuple[FriendLink, FriendLink]]:
    inviter, joiner = meet(servers.place())
    yield inviter, joiner
    inviter.close()
    joiner.close()


def test_messages_go_both_ways_in_order(linked: tuple[FriendLink, FriendLink]) -> None:
    inviter, joiner = linked
    assert inviter.status is joiner.status is LinkStatus.CONNECTED
    for number in range(40):
        inviter.send({"move": number, "card": "7♥"})
        joiner.send({"answer": number})
    assert [joiner.receive(5) for _ in range(40)] == [{"move": n, "card": "7♥"} for n in range(40)]
    assert [inviter.receive(5) for _ in range(40)] == [{"answer": n} for n in range(40)]


def test_code_is_two_words_of_the_wordlist(servers: LocalServers) -> None:
    invitation = FriendLink.invite(servers.place(), timeout=10)
    try:
        nameplate, *words = invitation.code.split("-")
        assert nameplate.isdigit() and len(words) == 2 and all(word.isalpha() for word in words)
    finally:
        invitation.cancel()


def test_only_the_loopback_relay_is_offered_or_tried(servers: LocalServers, monkeypatch: pytest.MonkeyPatch) -> None:
    """direct=False: no side looks up its addresses, every hint sent is the relay's on 127.0.0.1, and the side
    without direct connections ignores the direct hint of a friend who offers one."""
    from wormhole import ipaddrs
    from wormhole._dilation import connector, manager

    monkeypatch.setattr(ipaddrs, "find_addresses", lambda: ["127.0.0.1"])  # the inviter's one direct hint
    sent: list[dict[str, Any]] = []
    tried: list[tuple[object, str, int, bool]] = []
    send_hints, schedule = manager.Manager.send_hints, connector.Connector._schedule_connection

    def record_hints(self: Any, hints: list[dict[str, Any]]) -> None:
        sent.extend(hints)
        send_hints(self, hints)

    def record_attempt(self: Any, delay: float, hint: Any, is_relay: bool) -> None:
        tried.append((self._manager, hint.hostname, hint.port, is_relay))
        schedule(self, delay, hint, is_relay)

    monkeypatch.setattr(manager.Manager, "send_hints", record_hints)
    monkeypatch.setattr(connector.Connector, "_schedule_connection", record_attempt)
    relay_only = servers.place()
    inviter, joiner = meet(dataclasses.replace(relay_only, direct=True), relay_only)
    try:
        inviter.send({"hello": 1})
        assert joiner.receive(5) == {"hello": 1}
    finally:
        inviter.close()
        joiner.close()
    addresses = [hint["hostname"] for hint in sent if hint["type"] == "direct-tcp-v1"]
    addresses += [inner["hostname"] for hint in sent if hint["type"] == "relay-v1" for inner in hint["hints"]]
    assert addresses and set(addresses) == {"127.0.0.1"}
    assert any(hint["type"] == "direct-tcp-v1" for hint in sent)  # the inviter offered one ...
    joiners = [attempt for attempt in tried if attempt[0] is joiner._wire.manager]
    assert joiners and all(is_relay and port == servers.proxy.port for _, _, port, is_relay in joiners)  # ... unused
    assert {host for _, host, _, _ in tried} == {"127.0.0.1"}


def test_a_mistyped_code_is_named_on_both_sides(servers: LocalServers) -> None:
    place = servers.place()
    invitation = FriendLink.invite(place, timeout=10)
    nameplate = invitation.code.split("-")[0]
    started = time.monotonic()
    with pytest.raises(LinkError, match="mistyped"):
        FriendLink.join(place, f"{nameplate}-wrong-words", timeout=20)
    with pytest.raises(LinkError, match="mistyped"):
        invitation.wait(20)
    assert time.monotonic() - started < 10


def test_a_code_no_one_waits_with(servers: LocalServers) -> None:
    with pytest.raises(LinkTimeout, match="No one is waiting with the code 9999-no-one"):
        FriendLink.join(servers.place(), " 9999 no one ", timeout=2)
    with pytest.raises(LinkError, match="looks like 7-crossover-clockwork"):
        FriendLink.join(servers.place(), "crossover clockwork", timeout=2)


def test_a_cancelled_invitation_stops_the_wait(servers: LocalServers) -> None:
    invitation = FriendLink.invite(servers.place(), timeout=10)
    with pytest.raises(LinkTimeout):
        invitation.wait(0.2)  # still open after a timeout ...
    threading.Timer(0.3, invitation.cancel).start()
    with pytest.raises(LinkClosed):
        invitation.wait(10)  # ... until cancelled


@pytest.mark.slow
def test_a_cut_connection_loses_and_doubles_nothing(servers: LocalServers) -> None:
    """The relay's connections are cut for 2 s mid-conversation: every message sent before, during and after
    arrives once, in order, and both sides saw the drop and the return."""
    inviter, joiner = meet(servers.place())
    seen: dict[str, list[LinkStatus]] = {"inviter": [], "joiner": []}
    inviter.on_status(seen["inviter"].append)
    joiner.on_status(seen["joiner"].append)
    try:
        for number in range(10):
            inviter.send({"n": number})
        with servers.proxy.cut_for(2.0):
            for number in range(10, 30):
                inviter.send({"n": number})
                joiner.send({"m": number})
                time.sleep(0.02)
        for number in range(30, 40):
            inviter.send({"n": number})
        assert [joiner.receive(20)["n"] for _ in range(40)] == list(range(40))
        assert [inviter.receive(20)["m"] for _ in range(20)] == list(range(10, 30))
        for link in (inviter, joiner):
            with pytest.raises(LinkTimeout):
                link.receive(0.5)  # nothing doubled
        assert seen["inviter"][:2] == seen["joiner"][:2] == [LinkStatus.DROPPED, LinkStatus.CONNECTED]
        assert inviter.status is joiner.status is LinkStatus.CONNECTED
    finally:
        inviter.close()
        joiner.close()


def test_closing_tells_the_friend(linked: tuple[FriendLink, FriendLink]) -> None:
    inviter, joiner = linked
    inviter.send({"last": True})
    started = time.monotonic()
    inviter.close()
    assert joiner.receive(5) == {"last": True}
    with pytest.raises(LinkClosed, match="Your friend closed the link"):
        joiner.receive(5)
    with pytest.raises(LinkClosed):
        joiner.receive(0)  # and says so again
    assert time.monotonic() - started < 3
    with pytest.raises(LinkClosed):
        inviter.send({"too": "late"})
    deadline = time.monotonic() + 5
    while joiner.status is not LinkStatus.CLOSED and time.monotonic() < deadline:
        time.sleep(0.05)
    assert inviter.status is joiner.status is LinkStatus.CLOSED


def test_a_side_that_never_sends(linked: tuple[FriendLink, FriendLink]) -> None:
    inviter, joiner = linked
    started = time.monotonic()
    with pytest.raises(LinkTimeout, match=r"Nothing came from your friend in 0\.3 s"):
        joiner.receive(0.3)
    assert 0.25 < time.monotonic() - started < 2
    inviter.send({"late": 1})
    assert joiner.receive(5) == {"late": 1}  # the link outlives a timeout


def write_raw(link: FriendLink, data: bytes) -> None:
    """A modified peer: bytes straight onto its subchannel, past `send`'s checks."""
    call_soon(link._wire.transport.write, data)


def frame(payload: bytes) -> bytes:
    return len(payload).to_bytes(4, "big") + payload


def test_frames_that_are_not_json_objects_are_named(linked: tuple[FriendLink, FriendLink]) -> None:
    cheat, victim = linked
    for payload, named in [
        (b"\xff\xfe not text", "not JSON"),
        (b"{broken", "not JSON"),
        (b"NaN", "not JSON"),
        (b"[1, 2]", "a list where a JSON object belongs"),
    ]:
        write_raw(cheat, frame(payload))
        with pytest.raises(LinkError, match=named):
            victim.receive(5)
    cheat.send({"still": "talking"})
    assert victim.receive(5) == {"still": "talking"}


def test_an_oversize_frame_breaks_the_link_without_a_crash(linked: tuple[FriendLink, FriendLink]) -> None:
    cheat, victim = linked
    cheat.send({"before": 1})
    write_raw(cheat, (50 << 20).to_bytes(4, "big") + b"x" * 1000)
    assert victim.receive(5) == {"before": 1}
    for _ in range(2):
        with pytest.raises(LinkError, match=f"a message of {50 << 20} bytes; a message may have at most 1048576"):
            victim.receive(5)
    victim.send({"you": "cheated"})  # the victim can still say so
    assert cheat.receive(5) == {"you": "cheated"}


def test_send_refuses_what_is_not_a_message(linked: tuple[FriendLink, FriendLink]) -> None:
    inviter, joiner = linked
    with pytest.raises(ValueError, match="more than the 1048576"):
        inviter.send({"big": "x" * (1 << 20)})
    with pytest.raises(ValueError):
        inviter.send({"nan": float("nan")})
    with pytest.raises(TypeError):
        inviter.send({"set": {1, 2}})
    with pytest.raises(TypeError):
        inviter.send(["not", "a", "dict"])  # type: ignore[arg-type]
    inviter.send({"fine": 1})
    assert joiner.receive(5) == {"fine": 1}
