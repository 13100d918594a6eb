"""Provably fair deals: each hand's deck comes from a secret seed, committed to before the deal.

Before a hand is dealt, its :class:`DealSecret` (a random ``seed`` and a ``salt``, 32
hexadecimal digits each) is fixed and only its :attr:`~DealSecret.commitment` is
shown: ``SHA-256("<salt>:<seed>")``.  When the hand is over the seed and the salt
are revealed; anyone can then check that they give the commitment shown before the
deal, and shuffle the deck again from the seed (:func:`deck_from_seed`, a plain
Fisher-Yates shuffle driven by SHA-256, easy to write in any language; see
docs/FAIRNESS.md).  The deck cannot have been changed during the hand without the
commitment failing.

>>> secret = DealSecret("00112233445566778899aabbccddeeff", "0123456789abcdef0123456789abcdef")
>>> secret.commitment[:16]
'54570ef5e1f2e7ff'
>>> " ".join(card.text for card in secret.deck()[:5])
'9S 9C 2S JS 4C'
>>> secret.matches(secret.commitment)
True

A game that must be reproducible (a tournament, ``--seed``, a test) derives each
hand's secret from a key with HMAC-SHA-256 (:meth:`DealSecret.derived`); revealing one
hand's seed tells nothing about the key or the other hands.  Every other game draws a
fresh secret from the operating system for every hand (:meth:`DealSecret.fresh`).

.. versionadded:: 0.3
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from ginqt.cards import ALL_CARDS, Card

__all__ = ["DEAL_SCHEME", "KEY_DIGITS", "DealSecret", "check_key", "commitment", "deck_from_seed", "derive_key",
           "derive_number", "new_key", "run_keys"]

#: The name of this scheme, as game records write it.
DEAL_SCHEME: Final = "sha256-fisher-yates-1"
#: Hex digits in a seed and in a salt (128 bits each).
SECRET_DIGITS: Final = 32
_HEX: Final = re.compile(f"[0-9a-f]{{{SECRET_DIGITS}}}")
_WORD: Final = 2**32
#: Hex digits in a run's deal key (256 bits): ``ginqt tournament --deals KEY``.
KEY_DIGITS: Final = 64
_KEY: Final = re.compile(f"[0-9a-f]{{{KEY_DIGITS}}}")


def commitment(seed: str, salt: str) -> str:
    """The commitment to a deal: the SHA-256 of ``"<salt>:<seed>"`` (ASCII), 64 hex digits."""
    return hashlib.sha256(f"{salt}:{seed}".encode("ascii")).hexdigest()


def _words(seed: str) -> Iterator[int]:
    """32-bit numbers from the blocks ``SHA-256("<seed>:0")``, ``SHA-256("<seed>:1")``, ..., big-endian."""
    block = 0
    while True:
        digest = hashlib.sha256(f"{seed}:{block}".encode("ascii")).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(digest[i:i + 4], "big")
        block += 1


def deck_from_seed(seed: str) -> list[Card]:
    """The 52 cards shuffled from ``seed``: the first card is dealt first.

    Start from the cards in order (spades A..K, hearts, diamonds, clubs: card numbers
    0..51); for ``i`` from 51 down to 1 swap card ``i`` with card ``j``, a number from 0
    to ``i`` drawn without bias: take the next 32-bit number ``x`` of the seed's stream,
    skip it if ``x >= 2**32 - 2**32 % (i + 1)``, else ``j = x % (i + 1)``.
    """
    deck = list(ALL_CARDS)
    words = _words(seed)
    for i in range(51, 0, -1):
        bound = i + 1
        limit = _WORD - _WORD % bound
        x = next(words)
        while x >= limit:
            x = next(words)
        j = x % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def _check_hex(value: object, what: str) -> str:
    if not isinstance(value, str) or not _HEX.fullmatch(value):
        raise ValueError(f"a deal {what} is {SECRET_DIGITS} lowercase hexadecimal digits, not {value!r:.80}")
    return value


def derive_number(key: int | str, label: str, bits: int = 62) -> int:
    """A number of ``bits`` bits derived from ``key`` for ``label`` (HMAC-SHA-256): reproducible, and it
    tells nothing about ``key``.  Computer players' seeds come from it, never from the deal key itself."""
    digest = hmac.new(str(key).encode(), label.encode(), hashlib.sha256).digest()
    return int.from_bytes(digest, "big") >> (256 - bits)


def new_key() -> str:
    """A fresh deal key from the operating system's random source: 256 bits, 64 lowercase hex digits."""
    return secrets.token_hex(KEY_DIGITS // 2)


def check_key(text: str) -> str:
    """``text`` as a deal key (64 hexadecimal digits, upper case allowed), in lower case; :class:`ValueError`
    with one line for people when it is not one."""
    key = text.strip().lower() if isinstance(text, str) else ""
    if not _KEY.fullmatch(key):
        raise ValueError(f"a deal key is {KEY_DIGITS} hexadecimal digits (as a tournament reports it), "
                         f"not {text!r:.80}")
    return key


def run_keys(seed: int | None, deals: str | None) -> tuple[int | None, str | None]:
    """A run's ``(seed, deals)``: a fresh deal key when neither is given; :class:`ValueError` for both,
    or for a key that is not 64 hex digits."""
    if seed is not None and deals is not None:
        raise ValueError("--seed and --deals cannot be used together: --deals KEY plays a run's deals again")
    if seed is None:
        deals = new_key() if deals is None else check_key(deals)
    return seed, deals


def derive_key(key: str, label: str) -> str:
    """A deal key derived one way from the deal key ``key`` for ``label``: ``HMAC-SHA-256(key's 32 bytes,
    label)`` as 64 hex digits.  A tournament's game ``i`` is dealt from ``derive_key(run key,
    "ginqt-tournament/game/<i>")``: one game's key, revealed, tells nothing of the run's key or other games.

    >>> derive_key("00" * 32, "ginqt-tournament/game/0")[:16]
    '6e4572982e5e53c0'
    """
    return hmac.new(bytes.fromhex(check_key(key)), label.encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True, slots=True)
class DealSecret:
    """One hand's secret: the ``seed`` its deck is shuffled from and the ``salt`` of its commitment."""

    seed: str
    salt: str

    def __post_init__(self) -> None:
        _check_hex(self.seed, "seed")
        _check_hex(self.salt, "salt")

    @classmethod
    def fresh(cls) -> DealSecret:
        """A new secret from the operating system's random source."""
        return cls(secrets.token_hex(SECRET_DIGITS // 2), secrets.token_hex(SECRET_DIGITS // 2))

    @classmethod
    def derived(cls, key: int | str, hand_number: int) -> DealSecret:
        """Hand ``hand_number``'s secret derived from ``key`` (HMAC-SHA-256): the same key, the same deals.

        >>> DealSecret.derived(7, 1) == DealSecret.derived(7, 1) != DealSecret.derived(7, 2)
        True
        """
        def part(name: str) -> str:
            label = f"ginqt-deal/{hand_number}/{name}"
            return hmac.new(str(key).encode(), label.encode(), hashlib.sha256).hexdigest()[:SECRET_DIGITS]

        return cls(part("seed"), part("salt"))

    @property
    def commitment(self) -> str:
        """What is shown before the deal (:func:`commitment`)."""
        return commitment(self.seed, self.salt)

    def matches(self, shown: str) -> bool:
        """Does this secret give the commitment ``shown``?"""
        return hmac.compare_digest(self.commitment, shown)

    def deck(self) -> list[Card]:
        """The shuffled deck (:func:`deck_from_seed`)."""
        return deck_from_seed(self.seed)
