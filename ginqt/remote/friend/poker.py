"""A deck two players shuffle together, so that neither can rig it or peek at it (mental poker).

The scheme is SRA (Shamir, Rivest and Adleman's "Mental Poker", 1979) in the prime-order group
of ed25519, whose operations come from libsodium through PyNaCl; nothing here is a
cryptographic primitive of our own.  Each card is a point of the group with no known
discrete logarithm (libsodium's ``crypto_core_ed25519_from_uniform`` of the card's name's
SHA-256).  To *lock* a point with a key (a scalar) is to multiply it by the key; locks
commute, and a lock is opened by the key's inverse.

A hand's deck is made in four steps, each side doing two of them (docs/FAIRNESS.md):

1. the first side locks the 52 card points with one key of its own and shuffles them;
2. the second side locks them again with one key of its own and shuffles them;
3. the first side takes its key off and locks each place with a key of its own for that place;
4. the second side does the same.

The final deck is locked twice at every place, by a key of each side for that place.  A
card at a place is shown to a side by the other side's key for it (a card drawn: only to
its drawer; the upcard and a discard: to both).  When the hand is over both sides show every
key, and :func:`check_deck` checks each step and names the side whose step was not honest.

>>> first, second = HandKeys.fresh(), HandKeys.fresh()
>>> deck = lock_each(shuffle_deck(second, shuffle_deck(first, card_points())), first)
>>> deck = lock_each(deck, second)
>>> open_card(deck[0], first.places[0], second.places[0]) in range(52)
True
"""

from __future__ import annotations

import base64
import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Final

from nacl import bindings as sodium
from nacl.exceptions import RuntimeError as SodiumError

from ginqt.cards import ALL_CARDS, Card

__all__ = ["DECK_SCHEME", "DeckFault", "DeckTranscript", "Flaw", "HandKeys", "card_points", "check_deck",
           "decode_points", "encode_points", "lock_each", "open_card", "shuffle_deck"]

#: The scheme's name, as game records write it.
DECK_SCHEME: Final = "sra-ed25519-1"
SIZE: Final = 32  #: bytes in a point and in a scalar
CARDS: Final = 52


class Flaw(Enum):
    """What was wrong with a side's part of the deck, as data (the game words it with the side's name)."""

    NOT_A_DECK = "not-a-deck"  #: not 52 distinct points of the group
    NOT_THE_CARDS = "not-the-cards"  #: the first step is not the 52 cards under one key
    NOT_A_SHUFFLE = "not-a-shuffle"  #: the second step is not the first step's cards under one key
    WRONG_LOCKS = "wrong-locks"  #: a place of step 3 or 4 is not the step before under that place's key
    WRONG_KEY = "wrong-key"  #: a key shown during the hand is not the key shown at its end, or is no key
    NO_CARD = "no-card"  #: a place opens to no card


class DeckFault(ValueError):
    """A side's part of the deck is not honest: ``side`` (0: the first shuffler) and the ``flaw``."""

    def __init__(self, side: int, flaw: Flaw, message: str, place: int | None = None) -> None:
        super().__init__(message)
        self.side = side
        self.flaw = flaw
        self.place = place


@cache
def card_points() -> tuple[bytes, ...]:
    """The 52 cards as points of the group, in card order (a point's discrete logarithm is unknown)."""
    return tuple(sodium.crypto_core_ed25519_from_uniform(hashlib.sha256(f"ginqt card {card.text}".encode()).digest())
                 for card in ALL_CARDS)


@cache
def _card_of_point() -> dict[bytes, Card]:
    return {point: card for card, point in zip(ALL_CARDS, card_points(), strict=True)}


def _new_scalar() -> bytes:
    while True:
        scalar: bytes = sodium.crypto_core_ed25519_scalar_reduce(secrets.token_bytes(64))
        if any(scalar):
            return scalar


def _lock(point: bytes, key: bytes) -> bytes:
    lock: bytes = sodium.crypto_scalarmult_ed25519_noclamp(key, point)
    return lock


def valid_key(key: bytes) -> bool:
    """``key`` is a scalar that locks: canonical (reduced), not zero."""
    return len(key) == SIZE and any(key) and sodium.crypto_core_ed25519_scalar_reduce(key + bytes(SIZE)) == key


@dataclass(frozen=True, slots=True)
class HandKeys:
    """One side's secrets for one hand: its shuffling key and a key for each of the 52 places."""

    shuffle: bytes
    places: tuple[bytes, ...]

    @classmethod
    def fresh(cls) -> HandKeys:
        return cls(_new_scalar(), tuple(_new_scalar() for _ in range(CARDS)))

    def to_text(self) -> str:
        return encode_points((self.shuffle, *self.places))

    @classmethod
    def from_text(cls, text: str) -> HandKeys:
        """Keys as a side showed them; :class:`ValueError` for anything but 53 keys."""
        keys = decode_points(text, CARDS + 1)
        if not all(valid_key(key) for key in keys):
            raise ValueError("a key is not a scalar of the group")
        return cls(keys[0], tuple(keys[1:]))


def encode_points(points: Sequence[bytes]) -> str:
    """Points or keys as one base64 text (32 bytes each, in order)."""
    return base64.b64encode(b"".join(points)).decode("ascii")


def decode_points(text: object, count: int) -> tuple[bytes, ...]:
    """``count`` points or keys from :func:`encode_points`'s text; :class:`ValueError` for anything else."""
    if not isinstance(text, str) or len(text) > 4 * (count * SIZE // 3 + 2):
        raise ValueError("not a list of points")
    raw = base64.b64decode(text.encode("ascii"), validate=True)
    if len(raw) != count * SIZE:
        raise ValueError(f"{len(raw) // SIZE} points, not {count}")
    return tuple(raw[i:i + SIZE] for i in range(0, len(raw), SIZE))


def check_points(deck: Sequence[bytes], side: int) -> None:
    """``deck`` holds 52 distinct points of the group (a duplicate is a stacked deck), else :class:`DeckFault`."""
    if len(deck) != CARDS or len(set(deck)) != CARDS:
        raise DeckFault(side, Flaw.NOT_A_DECK, "the deck does not hold 52 different cards")
    if not all(sodium.crypto_core_ed25519_is_valid_point(point) for point in deck):
        raise DeckFault(side, Flaw.NOT_A_DECK, "the deck holds something that is not a card")


def shuffle_deck(keys: HandKeys, deck: Sequence[bytes]) -> list[bytes]:
    """Steps 1 and 2: every point locked with the side's shuffling key, in an order drawn by the system."""
    locked = [_lock(point, keys.shuffle) for point in deck]
    secrets.SystemRandom().shuffle(locked)
    return locked


def _relock_factors(keys: HandKeys) -> list[bytes]:
    inverse = sodium.crypto_core_ed25519_scalar_invert(keys.shuffle)
    return [sodium.crypto_core_ed25519_scalar_mul(place, inverse) for place in keys.places]


def lock_each(deck: Sequence[bytes], keys: HandKeys) -> list[bytes]:
    """Steps 3 and 4: the side's shuffling key taken off and each place locked with its own key."""
    return [_lock(point, factor) for point, factor in zip(deck, _relock_factors(keys), strict=True)]


def open_card(point: bytes, key: bytes, other_key: bytes) -> Card | None:
    """The card locked at a place of the final deck by these two keys (``None``: no card; a wrong key)."""
    if not (valid_key(key) and valid_key(other_key)):
        return None
    both = sodium.crypto_core_ed25519_scalar_mul(key, other_key)
    try:
        return _card_of_point().get(_lock(point, sodium.crypto_core_ed25519_scalar_invert(both)))
    except SodiumError:
        return None


@dataclass(frozen=True, slots=True)
class DeckTranscript:
    """A hand's deck as both sides saw it made: the four steps, and each side's keys once shown."""

    steps: tuple[tuple[bytes, ...], ...]  #: the deck after steps 1 to 4
    keys: tuple[HandKeys, HandKeys]  #: the first shuffler's, the second's

    @property
    def commitment(self) -> str:
        """The SHA-256 of the final deck: both sides hold it before a card is dealt."""
        return deck_commitment(self.steps[-1])

    def to_dict(self) -> dict[str, object]:
        return {"scheme": DECK_SCHEME, "steps": [encode_points(step) for step in self.steps],
                "keys": [keys.to_text() for keys in self.keys]}

    @classmethod
    def from_dict(cls, data: object) -> DeckTranscript:
        """A transcript as a record keeps it; :class:`ValueError` for anything else."""
        if not isinstance(data, dict) or data.get("scheme") != DECK_SCHEME:
            raise ValueError(f"not a deck of the scheme {DECK_SCHEME}")
        steps, keys = data.get("steps"), data.get("keys")
        if not isinstance(steps, list) or len(steps) != 4 or not isinstance(keys, list) or len(keys) != 2:
            raise ValueError("a deck's transcript holds four steps and two sides' keys")
        return cls(tuple(decode_points(step, CARDS) for step in steps),
                   (HandKeys.from_text(keys[0]), HandKeys.from_text(keys[1])))


    def words(self) -> list[str]:
        """The transcript as a record's hand line writes it: ``deck S1 S2 S3 S4 keys K0 K1``."""
        return ["deck", *map(encode_points, self.steps), "keys", *(keys.to_text() for keys in self.keys)]

    @classmethod
    def from_words(cls, words: Sequence[str]) -> DeckTranscript:
        """:meth:`words` read back; :class:`ValueError` for anything else."""
        if len(words) != 8 or words[0] != "deck" or words[5] != "keys":
            raise ValueError("not a deck's words")
        return cls.from_dict({"scheme": DECK_SCHEME, "steps": list(words[1:5]), "keys": list(words[6:8])})


def deck_commitment(deck: Sequence[bytes]) -> str:
    return hashlib.sha256(b"".join(deck)).hexdigest()


def check_deck(transcript: DeckTranscript) -> list[Card]:
    """Check every step of the deck with the keys both sides showed; the deck's cards, first place first.

    :class:`DeckFault` names the first side whose step does not follow: a first step that is not
    the 52 cards, a second that is not the first shuffled, a place locked with another key than
    the one shown, a place that opens to no card.
    """
    first, second = transcript.keys
    step1, step2, step3, step4 = transcript.steps
    for side, step in ((0, step1), (1, step2), (0, step3), (1, step4)):
        check_points(step, side)
    if set(step1) != {_lock(point, first.shuffle) for point in card_points()}:
        raise DeckFault(0, Flaw.NOT_THE_CARDS, "the first shuffle is not the 52 cards")
    if set(step2) != {_lock(point, second.shuffle) for point in step1}:
        raise DeckFault(1, Flaw.NOT_A_SHUFFLE, "the second shuffle is not the first one's cards, shuffled")
    for side, before, after, keys in ((0, step2, step3, first), (1, step3, step4, second)):
        for place, (point, factor) in enumerate(zip(before, _relock_factors(keys), strict=True)):
            if _lock(point, factor) != after[place]:
                raise DeckFault(side, Flaw.WRONG_LOCKS, f"place {place} is not locked with the key shown", place)
    cards = [open_card(point, first.places[place], second.places[place]) for place, point in enumerate(step4)]
    if None in cards:  # cannot happen once the steps above hold; kept as the last word
        raise DeckFault(1, Flaw.NO_CARD, "a place opens to no card", cards.index(None))
    return [card for card in cards if card is not None]
