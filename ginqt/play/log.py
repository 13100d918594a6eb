"""The game as one piece of data: :class:`GameLog`, what is played and every move, open while it is played.

A game log holds the spec's stored part (:class:`~ginqt.play.spec.GameSpec`: the variant with its
own rules and scoring, the seats' names, the deal key, the first dealer, the limits), each
hand's deal secret (:class:`~ginqt.engine.DealSecret`) and every move: the :class:`Action`
applied, and :data:`NEXT_HAND` where the next hand was dealt.  The runner holds the log of its
game (``GameRunner.log``) and writes every move into it, whoever drives it; playing a log
again is :meth:`GameRunner.resume <ginqt.play.runner.GameRunner.resume>`, which deals each hand
from its secret and checks each move as it applies it.  A log of a game begun before fair deals
has no deal secrets: its hands are dealt again from its key.

The log is *open* while the game is played: the runner appends each move, notes each deal,
and :meth:`GameRunner.truncate <ginqt.play.runner.GameRunner.truncate>` cuts it back (undo: an
undo step is a log length).  It is *closed* (:meth:`GameLog.close`) when the game ends or is
left; a closed log takes no more moves.  The saved game is the open log's file; a game record
(:mod:`ginqt.records`) is made from the closed log.

Its text (:meth:`GameLog.to_dict`, a JSON object: the saved game, docs/STORAGE.md) writes a turn
a token, as game records write moves (:mod:`ginqt.engine.turns`), and can *seal* the secret of
the hand in play (:func:`seal_deal`): a program that reads the file while a hand is played
cannot learn the deck from it.

>>> from ginqt.play.runner import GameRunner
>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.rules import Rules
>>> runner = GameRunner(GameSpec(Variant.standard(Rules()), ("Ann", "expert"), seed=7, first_dealer=1))
>>> events = runner.apply(runner.legal_actions()[0])
>>> runner.log.texts(), runner.log.closed
(['take'], False)
>>> GameRunner.resume(runner.log).match.hand == runner.match.hand
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
from typing import Any, Final

from ginqt.engine import Action, DealSecret, Match, parse_turns, turns_text
from ginqt.play.spec import GameSpec, Limits
from ginqt.rules import Rules

__all__ = [
    "NEXT_HAND", "GameLog", "GameLogError", "action_moves", "decode_move", "open_deal", "seal_deal", "turn_tokens",
]

#: The pseudo-move that deals the next hand (``Match.next_hand()``).
NEXT_HAND: Final = "next-hand"
_MELD_SEPARATOR: Final = " / "  #: the older spelling of a knock with chosen melds (``knock 9C / AS 2S 3S``)


class GameLogError(ValueError):
    """A game log cannot be played again (or cannot take a move); the message says where and why."""


def decode_move(text: str) -> Action:
    """The action of a logged move: the one move syntax, or the older spelling of saved games (``"discard 7H"``,
    ``"knock 9C / AS 2S 3S / 7H 7D 7C"``); ``ValueError`` says what is wrong."""
    if _MELD_SEPARATOR not in text:
        return Action.parse(text)
    head, *groups = text.split(_MELD_SEPARATOR)
    return Action.parse(head.replace(" ", ":", 1) + "".join("/" + ".".join(group.split()) for group in groups))


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


@dataclass(eq=False)
class GameLog:
    """One game: what is played and enough to deal and play it again, move by move (the module's description).

    A move is the :class:`Action` applied; :data:`NEXT_HAND` marks a deal; a text that is neither (read from a
    damaged file) stays as it was written, for the replay to refuse by its number.
    """

    spec: GameSpec  #: what is played; its ``first_dealer`` is the player who dealt the first hand
    moves: list[Action | str] = field(default_factory=list)
    #: each hand's deal secret, the first hand's first (empty: a game from before fair deals, dealt from its key)
    deals: list[DealSecret] = field(default_factory=list)
    assisted: bool = False  #: multiple undo, open hands, a hint or demo mode: kept off the high-score list
    started: str = field(default_factory=_now)  #: ISO 8601, UTC
    #: this game's id: the statistics and high scores remember it, so the game is never counted twice
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    closed: bool = False  #: the game ended or was left (:meth:`close`): the log takes no more moves

    @classmethod
    def start(cls, spec: GameSpec, match: Match) -> GameLog:
        """The log of ``match``, the first hand of a game of ``spec`` just dealt (no move played yet)."""
        return cls(dataclasses.replace(spec, first_dealer=match.hand.dealer),
                   deals=[] if match.deal is None else [match.deal])

    # -- what is played ------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules the engine plays each hand with."""
        return self.spec.rules

    @property
    def first_dealer(self) -> int:
        return self.spec.first_dealer or 0

    @property
    def player_name(self) -> str:
        """Seat 0's name (the person at the window)."""
        return self.spec.seats[0]

    @property
    def opponent(self) -> str:
        """Seat 1's name (the strategy the person plays against)."""
        return self.spec.seats[1]

    @property
    def replayable(self) -> bool:
        """Its hands can be dealt again: it has deal secrets or a key (not a game set up at a position)."""
        return bool(self.deals) or self.spec.seed is not None

    def first_match(self) -> Match:
        """The game's first hand, dealt again (:class:`GameLogError` when it cannot be)."""
        spec = self.spec
        try:
            if self.deals:
                return Match.new(spec.rules, spec.seed, self.first_dealer, deal=self.deals[0])
            if spec.seed is None:
                raise ValueError("it has neither a key nor deal secrets")
            return Match.unsecured(spec.rules, spec.seed, self.first_dealer)
        except (ValueError, TypeError) as error:
            raise GameLogError(f"the first hand cannot be dealt: {error}") from None

    def deal_of(self, hand: int) -> DealSecret | None:
        """The secret hand ``hand`` (1-based) is dealt from (``None``: derived from the key, or a game from before
        fair deals); :class:`GameLogError` when the log has none and nothing else can deal it."""
        if hand <= len(self.deals):
            return self.deals[hand - 1]
        if self.deals and self.spec.seed is None:
            raise GameLogError(f"hand {hand} has no deal secret")
        return None

    # -- the moves -----------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.moves)

    def append(self, move: Action) -> None:
        """Note a move applied to the game (the runner does, for every move)."""
        if self.closed:
            raise GameLogError("the game is over: its log takes no more moves")
        self.moves.append(move)

    def dealt(self, deal: DealSecret | None) -> None:
        """Note that the next hand was dealt, from ``deal``."""
        if self.closed:
            raise GameLogError("the game is over: its log takes no more moves")
        self.moves.append(NEXT_HAND)
        if self.deals and deal is not None:
            self.deals.append(deal)

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

    def texts(self) -> list[str]:
        """The moves in the one move syntax (:attr:`Action.text`), ``"next-hand"`` between hands."""
        return [move if isinstance(move, str) else move.text for move in self.moves]

    def hands(self) -> list[list[Action]]:
        """Each hand's moves (:class:`GameLogError` for a move that is not one)."""
        try:
            return [[move if isinstance(move, Action) else decode_move(move) for move in hand]
                    for hand in _hands(self.moves)]
        except ValueError as error:
            raise GameLogError(f"a move is not one: {error}") from None

    def copy(self) -> GameLog:
        return dataclasses.replace(self, moves=list(self.moves), deals=list(self.deals))

    # -- as data ---------------------------------------------------------------------------

    def to_dict(self, seal_key: bytes | None = None) -> dict[str, Any]:
        """The log's values (the saved game's, docs/STORAGE.md); with ``seal_key`` the last hand's secret is sealed
        (``"sealed_deal"``), not listed."""
        spec, deals, sealed = self.spec, self.deals, None
        if seal_key is not None and deals:
            deals, sealed = deals[:-1], seal_deal(seal_key, deals[-1])
        variant = spec.variant
        limits = {name: value for name, value in dataclasses.asdict(spec.limits).items() if value is not None}
        return {
            "variant": variant.name, "rules": spec.rules.to_dict(),
            **({} if variant.rules == spec.rules else {"variant_rules": variant.rules.to_dict()}),
            "player_name": self.player_name, "opponent": self.opponent, "seed": spec.seed,
            "first_dealer": self.first_dealer,
            **({"limits": limits} if limits else {}),
            "deals": [[deal.seed, deal.salt] for deal in deals], **({} if sealed is None else {"sealed_deal": sealed}),
            "assisted": self.assisted, "started": self.started, "game_id": self.game_id,
            "moves": turn_tokens(self.moves, spec.rules),
        }


def turn_tokens(moves: Sequence[Action | str], rules: Rules) -> list[str]:
    """A log's moves (an action each, ``"next-hand"`` between hands) as its text writes them: a turn a token.

    >>> from ginqt.rules import Rules
    >>> moves = ["pass", "pass", "stock", "QH", "pile", "9D", "next-hand", "stock"]
    >>> turn_tokens([move if move == NEXT_HAND else Action.parse(move) for move in moves], Rules())
    ['pass', 'pass', 'QH', '+9D', 'next-hand', 'stock']
    """
    tokens: list[str] = []
    for number, hand in enumerate(_hands(moves)):
        tokens += [NEXT_HAND] if number else []
        tokens += turns_text([move if isinstance(move, Action) else decode_move(move) for move in hand],
                             rules).split()
    return tokens


def action_moves(tokens: Sequence[str], rules: Rules) -> list[Action | str]:
    """The log's moves of its text's tokens (:func:`turn_tokens`, or an action a token as older saved games wrote
    them); ``ValueError`` names the token that is not a move."""
    moves: list[Action | str] = []
    for number, hand in enumerate(_hands(tokens)):
        moves += [NEXT_HAND] if number else []
        moves += parse_turns(hand, rules)
    return moves


def limits_of(data: dict[str, Any]) -> Limits:
    """The :class:`Limits` a log's text holds (``ValueError`` for a value that is not one)."""
    names = {item.name for item in dataclasses.fields(Limits)}
    unknown = set(data) - names
    if unknown:
        raise ValueError(f"unknown limits {sorted(unknown)}")
    for name, value in data.items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"the limit {name} must be a number, not {value!r:.40}")
    return Limits(**data)


def _hands(moves: Sequence[Any]) -> Iterator[Sequence[Any]]:
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
