"""The game as one piece of data: :class:`GameLog`, what is played and every move, open while it is played.

A game log holds the rules, the deal key, the first dealer, each hand's deal secret
(:class:`~ginqt.engine.DealSecret`) and the moves in the one move syntax (:attr:`Action.text
<ginqt.engine.Action.text>`, plus ``"next-hand"`` where the next hand is dealt); as text
(:meth:`GameLog.to_dict`) a turn is one token, as game records write it (:mod:`ginqt.engine.turns`).  Playing
the log again (:meth:`GameLog.replay`) deals each hand from its secret and applies each
move through the engine, which plays exactly the same way again; a move that is not legal
at its turn is refused (:class:`GameLogError`), never half-trusted.  A log of a game begun
before fair deals has no deal secrets: its hands are dealt again from its key.

The log is *open* while the game is played: :meth:`GameLog.append` notes each move,
:meth:`GameLog.dealt` each new deal and :meth:`GameLog.truncate` cuts it back (undo).  It
is *closed* (:meth:`GameLog.close`) when the game ends or is left; a closed log takes no
more moves.  The runner tells a log every move (``GameRunner.play(journal=log)``).

Its text (:meth:`GameLog.to_dict`, a JSON object; the saved game, docs/STORAGE.md) can
*seal* the secret of the hand in play (:func:`seal_deal`): a program that reads the file
while a hand is played cannot learn the deck from it.

>>> from ginqt.rules import Rules
>>> log, match = GameLog.new(Rules(), seed=7, first_dealer=1, player_name="Ann")
>>> match = log.play(match, match.legal_actions()[0])
>>> log.moves, log.closed
(['take'], False)
>>> log.replay().hand == match.hand
True

.. versionadded:: 0.3
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import hashlib
import hmac
import secrets
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Self

from ginqt.engine import Action, DealSecret, IllegalActionError, Match, parse_turns, turns_text
from ginqt.rules import Rules

__all__ = [
    "NEXT_HAND", "GameLog", "GameLogError", "action_moves", "decode_move", "open_deal", "seal_deal", "turn_tokens",
]

#: The pseudo-move that deals the next hand (``Match.next_hand()``).
NEXT_HAND: Final = "next-hand"
_MELD_SEPARATOR: Final = " / "  #: the older spelling of a knock with chosen melds (``knock 9C / AS 2S 3S``)


class GameLogError(ValueError):
    """A game log cannot be played again (or cannot take a move); the message names the move that failed."""


def decode_move(text: str) -> Action:
    """The action of a logged move: the one move syntax, or the older spelling of saved games (``"discard 7H"``,
    ``"knock 9C / AS 2S 3S / 7H 7D 7C"``); ``ValueError`` says what is wrong."""
    if _MELD_SEPARATOR not in text:
        return Action.parse(text)
    head, *groups = text.split(_MELD_SEPARATOR)
    return Action.parse(head.replace(" ", ":", 1) + "".join("/" + ".".join(group.split()) for group in groups))


@dataclass(eq=False)
class GameLog:
    """One game: enough to deal and play it again, move by move (see the module's description)."""

    rules: Rules
    seed: int | str | None  #: the key the deals are derived from; ``None`` when each hand's secret is fresh
    first_dealer: int
    moves: list[str] = field(default_factory=list)
    #: each hand's deal secret, the first hand's first (empty: a game from before fair deals, dealt from ``seed``)
    deals: list[DealSecret] = field(default_factory=list)
    player_name: str = "Player"
    opponent: str = ""
    variant: str = ""
    assisted: bool = False  #: multiple undo or open hands: kept off the high-score list
    started: str = ""  #: ISO 8601, UTC
    #: this game's id: the statistics and high scores remember it, so the game is never counted twice
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    closed: bool = False  #: the game ended or was left (:meth:`close`): the log takes no more moves

    # -- making one --------------------------------------------------------------------

    @classmethod
    def new(cls, rules: Rules, *, seed: int | str | None = None, first_dealer: int | None = None,
            **details: Any) -> tuple[Self, Match]:
        """Start a game and its log (``Match.new`` picks the seed and dealer when not given); ``details`` are
        :meth:`for_match`'s."""
        match = Match.new(rules, seed, first_dealer)
        return cls.for_match(match, **details), match

    @classmethod
    def for_match(cls, match: Match, *, player_name: str = "Player", opponent: str = "", variant: str = "",
                  assisted: bool = False, when: _dt.datetime | None = None, game_id: str | None = None) -> Self:
        """The log of a match that was just started with ``Match.new`` (no move played yet)."""
        if isinstance(match.seed, bool) or (match.deal is None and match.seed is None):
            raise GameLogError("the match has no seed or deal secret to deal it again from")
        log = cls(
            rules=match.rules, seed=match.seed, first_dealer=match.hand.dealer,
            deals=[] if match.deal is None else [match.deal], player_name=player_name, opponent=opponent,
            variant=variant, assisted=assisted,
            started=(when or _dt.datetime.now(_dt.UTC).replace(microsecond=0)).astimezone(_dt.UTC).isoformat(),
            game_id=uuid.uuid4().hex if game_id is None else game_id,
        )
        if match.hand_number != 1 or match.history or log.replay().hand != match.hand:
            raise GameLogError("a game log starts from a match on which no move was played yet")
        return log

    # -- the moves -----------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.moves)

    def append(self, move: Action | str) -> None:
        """Note a move already applied to the match (an :class:`Action`, its text, or ``"next-hand"``)."""
        if self.closed:
            raise GameLogError("the game is over: its log takes no more moves")
        self.moves.append(move.text if isinstance(move, Action) else move)

    def play(self, match: Match, action: Action) -> Match:
        """Apply ``action`` to ``match`` and note it; the engine's error passes through and nothing is noted."""
        after = match.apply(action)
        self.append(action)
        return after

    def next_hand(self, match: Match) -> Match:
        """Deal the next hand and note it."""
        after = match.next_hand()
        self.dealt(after)
        return after

    def dealt(self, match: Match) -> None:
        """Note that the next hand was dealt: ``match`` is the game with it (its deal secret is kept)."""
        self.append(NEXT_HAND)
        if self.deals and match.deal is not None:
            self.deals.append(match.deal)

    def truncate(self, length: int) -> None:
        """Keep only the first ``length`` moves (undo); the deals of the hands cut off go too."""
        if not 0 <= length <= len(self.moves):
            raise ValueError(f"cannot cut {len(self.moves)} moves back to {length}")
        del self.moves[length:]
        if self.deals:
            del self.deals[1 + self.moves.count(NEXT_HAND):]

    def close(self) -> None:
        """The game ended or was left: the log takes no more moves."""
        self.closed = True

    def mark_assisted(self) -> None:
        self.assisted = True

    def hands(self) -> list[list[Action]]:
        """Each hand's moves (``ValueError`` for a move that is not one)."""
        return [[decode_move(text) for text in hand] for hand in _hands(self.moves)]

    def replay(self, upto: int | None = None) -> Match:
        """Deal and play the moves again (the first ``upto`` of them); :class:`GameLogError` if one fails."""
        try:
            if self.deals:
                match = Match.new(self.rules, self.seed, self.first_dealer, deal=self.deals[0])
            elif self.seed is not None:
                match = Match.unsecured(self.rules, self.seed, self.first_dealer)
            else:
                raise ValueError("it has neither a seed nor deal secrets")
        except (ValueError, TypeError) as error:
            raise GameLogError(f"the game cannot be dealt again: {error}") from None
        for number, text in enumerate(self.moves[:upto], start=1):
            try:
                if text == NEXT_HAND:
                    hand = match.hand_number  # the next hand's secret is deals[hand]
                    if self.deals and hand >= len(self.deals) and self.seed is None:
                        raise ValueError(f"hand {hand + 1} has no deal secret")
                    match = match.next_hand(self.deals[hand] if hand < len(self.deals) else None)
                    continue
                action = decode_move(text)
                if Action(action.kind, action.card) not in match.legal_actions():
                    raise IllegalActionError("it is not a legal move at that point")
                match = match.apply(action)
            except ValueError as error:
                raise GameLogError(f"move {number} ({text!r}) cannot be replayed: {error}") from None
        return match

    # -- as data ---------------------------------------------------------------------------

    def to_dict(self, seal_key: bytes | None = None) -> dict[str, Any]:
        """The log's values; with ``seal_key`` the last hand's secret is sealed (``"sealed_deal"``), not listed."""
        deals, sealed = self.deals, None
        if seal_key is not None and deals:
            deals, sealed = deals[:-1], seal_deal(seal_key, deals[-1])
        return {
            "rules": self.rules.to_dict(), "seed": self.seed, "first_dealer": self.first_dealer,
            "deals": [[deal.seed, deal.salt] for deal in deals],
            **({} if sealed is None else {"sealed_deal": sealed}),
            "player_name": self.player_name, "opponent": self.opponent, "variant": self.variant,
            "assisted": self.assisted, "started": self.started, "game_id": self.game_id,
            "moves": turn_tokens(self.moves, self.rules),
        }

    def copy(self) -> Self:
        return dataclasses.replace(self, moves=list(self.moves), deals=list(self.deals))


def turn_tokens(moves: Sequence[str], rules: Rules) -> list[str]:
    """A log's moves (an action each, ``"next-hand"`` between hands) as its text writes them: a turn a token.

    >>> from ginqt.rules import Rules
    >>> turn_tokens(["pass", "pass", "stock", "QH", "pile", "9D", "next-hand", "stock"], Rules())
    ['pass', 'pass', 'QH', '+9D', 'next-hand', 'stock']
    """
    tokens: list[str] = []
    for number, hand in enumerate(_hands(moves)):
        tokens += [NEXT_HAND] if number else []
        tokens += turns_text([decode_move(move) for move in hand], rules).split()
    return tokens


def action_moves(tokens: Sequence[str], rules: Rules) -> list[str]:
    """The log's moves (an action each) of its text's tokens (:func:`turn_tokens`, or an action a token as older
    saved games wrote them); ``ValueError`` names the token that is not a move."""
    moves: list[str] = []
    for number, hand in enumerate(_hands(tokens)):
        moves += [NEXT_HAND] if number else []
        moves += [action.text for action in parse_turns(hand, rules)]
    return moves


def _hands(moves: Sequence[str]) -> Iterator[Sequence[str]]:
    """Each hand's part of ``moves`` (they are cut at ``"next-hand"``)."""
    start = 0
    for at, move in enumerate(moves):
        if move == NEXT_HAND:
            yield moves[start:at]
            start = at + 1
    yield moves[start:]


def seal_deal(key: bytes, secret: DealSecret) -> dict[str, str]:
    """``secret`` sealed under ``key``: its 32 bytes XOR ``HMAC-SHA-256(key, "ginqt-saved-deal/<nonce>")`` for a
    fresh nonce, and its commitment (public) to check the opening."""
    nonce = secrets.token_hex(16)
    box = bytes(a ^ b for a, b in zip(bytes.fromhex(secret.seed + secret.salt), _pad(key, nonce), strict=True))
    return {"commitment": secret.commitment, "nonce": nonce, "box": box.hex()}


def open_deal(key: bytes, sealed: dict[str, str]) -> DealSecret | None:
    """The secret :func:`seal_deal` sealed under ``key``; ``None`` when ``key`` is not the one (or it was changed)."""
    plain = bytes(a ^ b for a, b in zip(bytes.fromhex(sealed["box"]), _pad(key, sealed["nonce"]), strict=True))
    secret = DealSecret(plain[:16].hex(), plain[16:].hex())
    return secret if secret.matches(sealed["commitment"]) else None


def _pad(key: bytes, nonce: str) -> bytes:
    return hmac.new(key, f"ginqt-saved-deal/{nonce}".encode("ascii"), hashlib.sha256).digest()
