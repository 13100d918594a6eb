"""Two sides of a friend's game in one process, joined by an in-memory wire; and modified clients that cheat."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from nacl.bindings import crypto_scalarmult_ed25519_noclamp

from ginqt.cards import Card
from ginqt.friends.game import FriendGame, FriendSide, play_friend, watch_connection
from ginqt.play.seats import seat_of
from ginqt.remote.friend.agreement import Offer
from ginqt.remote.friend.poker import HandKeys, card_points, decode_points, encode_points
from ginqt.remote.friend.protocol import Inbox, Outbox
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy, Strategy


class PipeEnd:
    """One end of an in-memory wire: messages in order, copied as JSON would copy them."""

    def __init__(self, incoming: queue.Queue[dict[str, Any]], outgoing: queue.Queue[dict[str, Any]]) -> None:
        self.incoming, self.outgoing = incoming, outgoing
        self.received: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        self.outgoing.put(dict(message))

    def receive(self, timeout: float | None) -> dict[str, Any]:
        try:
            message = self.incoming.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError from None
        self.received.append(message)
        return message


def pipe() -> tuple[PipeEnd, PipeEnd]:
    one: queue.Queue[dict[str, Any]] = queue.Queue()
    two: queue.Queue[dict[str, Any]] = queue.Queue()
    return PipeEnd(one, two), PipeEnd(two, one)


class Cheat(PipeEnd):
    """A modified client: its own GinQt, with what it sends changed by :meth:`change` (``None``: not sent)."""

    def __init__(self, end: PipeEnd) -> None:
        super().__init__(end.incoming, end.outgoing)
        self.sent: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        changed = self.change(dict(message))
        for one in changed:
            self.sent.append(one)
            super().send(one)

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        return [message]


class StackedDeck(Cheat):
    """Side 0 starts the deck with one card twice (a stacked deck)."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if message["t"] == "deck" and message["step"] == 1:
            deck = list(decode_points(message["cards"], 52))
            deck[1] = deck[0]
            message["cards"] = encode_points(deck)
        return [message]


class ChosenOrder(Cheat):
    """Side 1 puts a deck of its own, in an order it chose, in place of the one it was given to shuffle."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if message["t"] == "deck" and message["step"] == 2:
            key = HandKeys.fresh().shuffle
            message["cards"] = encode_points([crypto_scalarmult_ed25519_noclamp(key, point)
                                              for point in card_points()])
        return [message]


class ClaimsCard(Cheat):
    """Plays a card it was not dealt: its first discard from its hand names a card it does not hold (it reads
    its own hand as its client holds it)."""

    done = False
    held = 0  #: the cards its own client holds (a mask), and those on the discard pile

    def watch(self, match: Any, me: int) -> None:
        self.held = match.hand.hands[me] | sum(1 << card for card in match.hand.discard_pile)

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if message["t"] == "move" and "place" in message and not self.done:
            self.done = True
            message["move"] = next(Card(card).text for card in range(52) if not self.held >> card & 1)
        return [message]


class WrongKey(Cheat):
    """Gives a wrong key to the card the other side draws from the stock."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if message["t"] == "card":
            message["key"] = encode_points([HandKeys.fresh().shuffle])
        return [message]


class Replays(Cheat):
    """Sends an old message of its own again (the fourth, after the sixth)."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if len(self.sent) == 6:
            return [message, dict(self.sent[3])]
        return [message]


class DrawsTwice(Cheat):
    """Draws again when it must discard (an illegal move)."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if message["t"] == "move" and "place" in message:
            return [{"t": "move", "n": message["n"], "move": "stock"}]
        return [message]


class OutOfTurn(Cheat):
    """Moves while the deck is still being made."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if message["t"] == "deck":
            return [{"t": "move", "n": message["n"], "move": "stock"}]
        return [message]


class Silent(Cheat):
    """Says hello, then never answers again."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        return [message] if message["t"] == "hello" else []


class OtherVersion(Cheat):
    """Speaks another version of the protocol."""

    def change(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if message["t"] == "hello":
            message["protocol"] = 2
        return [message]


CHEATS: dict[str, tuple[type[Cheat], int]] = {  # the cheat and the side it cheats from
    "stacked-deck": (StackedDeck, 0),
    "chosen-order": (ChosenOrder, 1),
    "claims-card": (ClaimsCard, 1),
    "wrong-key": (WrongKey, 0),
    "replays": (Replays, 1),
    "draws-twice": (DrawsTwice, 0),
    "out-of-turn": (OutOfTurn, 1),
}


def play_pair(rules: Rules | None = None, *, strategies: tuple[Callable[[], Strategy], Callable[[], Strategy]] = (
        FallbackStrategy, FallbackStrategy), cheat: type[Cheat] | None = None, cheater: int = 1, wait: float = 10,
        on_move: tuple[Callable[..., None] | None, Callable[..., None] | None] = (None, None),
        ends: tuple[Any, Any] | None = None, talks: tuple[Any, Any] | None = None,
        ) -> tuple[FriendGame, FriendGame, tuple[PipeEnd, PipeEnd]]:
    """One game between two sides on threads of this process (``cheat``: ``cheater``'s side is a modified client)."""
    ends = list(ends or pipe())
    watchers = list(on_move)
    if cheat is not None:
        ends[cheater] = modified = cheat(ends[cheater])
        if isinstance(modified, ClaimsCard):
            watchers[cheater] = lambda match: modified.watch(match, cheater)
    results: dict[int, FriendGame] = {}
    errors: list[BaseException] = []

    def run(me: int) -> None:
        side = FriendSide(("Ann", "Kim")[me], seat_of(strategies[me]()), "fallback",
                          Offer("standard", rules or Rules()) if me == 0 else None, wait=wait)
        if watchers[me] is not None:
            side.on_move = watchers[me]  # type: ignore[assignment]
        try:
            results[me] = play_friend(ends[me], me, side, talk=talks[me] if talks else None)
        except BaseException as error:  # reported by the test
            errors.append(error)

    threads = [threading.Thread(target=run, args=(me,), daemon=True) for me in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert not errors, errors
    return results[0], results[1], (ends[0], ends[1])


def talk_over(links: tuple[Any, Any], wait: float) -> tuple[tuple[Outbox, Inbox], tuple[Outbox, Inbox]]:
    """Each link's numbered messages, the inbox watching the link's connection (as ginqt join does)."""
    talks = []
    for link in links:
        inbox = Inbox(link, wait)
        watch_connection(link, inbox)
        talks.append((Outbox(link), inbox))
    return talks[0], talks[1]
