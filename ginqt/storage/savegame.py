"""The game in progress (``saved_game.json``): saved after every move, offered again at the next start.

A saved game is not a snapshot of the engine: it is the rules, the seed, the
first dealer, each hand's deal secret (:class:`~ginqt.engine.DealSecret`) and the
list of moves (``Action.text``, plus ``"next-hand"`` when a new hand is dealt).
Resuming deals each hand again from its secret and replays the moves through the
engine, which plays exactly the same way again; every move is checked against the
legal moves of its turn, so a damaged or edited file is refused (and moved aside),
never half-trusted.  A saved game of version 1 (before fair deals) has no deal
secrets: its hands are dealt again from its seed as they were then
(:meth:`Match.unsecured <ginqt.engine.Match.unsecured>`).

While GinQt runs, the secret of the last hand dealt (the hand in play) is written *sealed*
(``"sealed_deal"``): XORed with ``HMAC-SHA-256(key, nonce)`` under a key that lives only in
this process's memory (:class:`SavedGame`), with the hand's commitment to check it.  A
program that reads the file while a game is played (a plugin) cannot learn the deck from
it.  When GinQt lets the data folder go (:meth:`SavedGame.release`, after the window and its
plugins are gone) the file is written once more with the secret in the clear, so that the
next start resumes the hand exactly, and sealed again as soon as it is read.  A file whose
seal cannot be opened (GinQt was killed) resumes at the start of that hand, dealt anew
(a game with ``--seed`` deals it again from its seed: the same cards).

>>> from ginqt.rules import Rules
>>> record, match = GameRecord.new(Rules(), seed=7, first_dealer=1, player_name="Ann")
>>> match = record.play(match, match.legal_actions()[0])
>>> record.moves
['take']
>>> record.replay().hand == match.hand
True
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass, field
from typing import Any, Final

from ginqt.cards import parse_cards
from ginqt.engine import Action, DealSecret, IllegalActionError, Match
from ginqt.melds import Meld
from ginqt.rules import Rules, RulesError
from ginqt.storage._check import get_bool, get_date, get_int, get_list, get_mapping, get_name, get_str, is_text
from ginqt.storage.files import DataFormatError, utc_now
from ginqt.storage.names import repair_name
from ginqt.storage.paths import DataDir
from ginqt.storage.results import check_game_id, new_game_id

__all__ = [
    "MAX_MOVES",
    "NEXT_HAND",
    "SAVED_GAME_FILE",
    "SAVED_GAME_FORMAT",
    "SAVED_GAME_VERSION",
    "GameRecord",
    "ResumedGame",
    "SavedGame",
    "SavedGameError",
    "decode_move",
    "encode_move",
]

SAVED_GAME_FILE: Final = "saved_game.json"
SAVED_GAME_FORMAT: Final = "ginqt-saved-game"
SAVED_GAME_VERSION: Final = 2
#: Version 1 (before fair deals) is still read; its games are dealt as they were then.
OLDEST_SAVED_GAME_VERSION: Final = 1
#: The pseudo-move that deals the next hand (``Match.next_hand()``).
NEXT_HAND: Final = "next-hand"
#: No real game comes near this; a longer list is refused.
MAX_MOVES: Final = 100_000
#: The name a saved game's player gets when nothing of its name can be used.
DEFAULT_PLAYER_NAME: Final = "Player"
_MELD_SEPARATOR: Final = " / "


class SavedGameError(ValueError):
    """A saved game cannot be resumed; the message names the move that failed."""


def encode_move(action: Action) -> str:
    """``Action.text``: the one move syntax (``7H``, ``knock:9C/AS.2S.3S/7H.7D.7C``)."""
    return action.text


def decode_move(text: str) -> Action:
    """The action of :func:`encode_move`'s text, or of the older spelling (``"discard 7H"``,
    ``"knock 9C / AS 2S 3S / 7H 7D 7C"``); ``ValueError`` says what is wrong."""
    head, *groups = text.split(_MELD_SEPARATOR)
    action = Action.parse(head)
    if not groups:
        return action
    melds = tuple(Meld(parse_cards(group)) for group in groups)
    return Action(action.kind, action.card, melds)


@dataclass(eq=False)
class GameRecord:
    """The journal of one game: enough to deal and play it again, move by move.

    The controller calls :meth:`play` (or :meth:`append`) for every move and
    :meth:`next_hand` (or :meth:`dealt`) for every new deal, then saves the record.
    Undo cuts the journal back with :meth:`truncate`.
    """

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
    game_id: str = field(default_factory=new_game_id)

    def __post_init__(self) -> None:
        self.player_name = repair_name(self.player_name) or DEFAULT_PLAYER_NAME

    # -- making one --------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        rules: Rules,
        *,
        seed: int | str | None = None,
        first_dealer: int | None = None,
        player_name: str = "Player",
        opponent: str = "",
        variant: str = "",
        assisted: bool = False,
        when: _dt.datetime | None = None,
        game_id: str | None = None,
    ) -> tuple[GameRecord, Match]:
        """Start a game and its journal (``Match.new`` picks the seed and dealer when not given)."""
        match = Match.new(rules, seed, first_dealer)
        record = cls.for_match(
            match, player_name=player_name, opponent=opponent, variant=variant, assisted=assisted, when=when,
            game_id=game_id,
        )
        return record, match

    @classmethod
    def for_match(
        cls,
        match: Match,
        *,
        player_name: str = "Player",
        opponent: str = "",
        variant: str = "",
        assisted: bool = False,
        when: _dt.datetime | None = None,
        game_id: str | None = None,
    ) -> GameRecord:
        """The journal of a match that was just started with ``Match.new`` (no move played yet).

        A bad ``player_name`` is mended (:func:`~ginqt.storage.names.repair_name`);
        ``game_id`` defaults to a fresh one.
        """
        if isinstance(match.seed, bool) or (match.deal is None and match.seed is None):
            raise SavedGameError("the match has no seed or deal secret to deal it again from")
        record = cls(
            rules=match.rules,
            seed=match.seed,
            first_dealer=match.hand.dealer,
            deals=[] if match.deal is None else [match.deal],
            player_name=player_name,
            opponent=opponent,
            variant=variant,
            assisted=assisted,
            started=(when or utc_now()).astimezone(_dt.UTC).isoformat(),
            game_id=new_game_id() if game_id is None else check_game_id(game_id, "game_id"),
        )
        if match.hand_number != 1 or match.history or record.replay().hand != match.hand:
            raise SavedGameError("GameRecord.for_match needs a match on which no move was played yet")
        return record

    # -- journal -----------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.moves)

    def append(self, move: Action | str) -> None:
        """Note a move already applied to the match (an :class:`Action`, its text, or ``"next-hand"``)."""
        self.moves.append(encode_move(move) if isinstance(move, Action) else move)

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
        self.moves.append(NEXT_HAND)
        if self.deals and match.deal is not None:
            self.deals.append(match.deal)

    def truncate(self, length: int) -> None:
        """Keep only the first ``length`` moves (after an undo)."""
        if not 0 <= length <= len(self.moves):
            raise ValueError(f"cannot cut {len(self.moves)} moves back to {length}")
        del self.moves[length:]
        if self.deals:
            del self.deals[1 + self.moves.count(NEXT_HAND):]

    def mark_assisted(self) -> None:
        self.assisted = True

    def replay(self, upto: int | None = None) -> Match:
        """Deal and play the moves again (the first ``upto`` of them); :class:`SavedGameError` if one fails."""
        try:
            if self.deals:
                match = Match.new(self.rules, self.seed, self.first_dealer, deal=self.deals[0])
            elif self.seed is not None:
                match = Match.unsecured(self.rules, self.seed, self.first_dealer)
            else:
                raise ValueError("it has neither a seed nor deal secrets")
        except (ValueError, TypeError) as error:
            raise SavedGameError(f"the game cannot be dealt again: {error}") from None
        for number, text in enumerate(self.moves[:upto], start=1):
            try:
                if text == NEXT_HAND:
                    hand = match.hand_number  # the next hand's secret is deals[hand]
                    if self.deals and hand >= len(self.deals) and self.seed is None:
                        raise ValueError(f"hand {hand + 1} has no deal secret")
                    match = match.next_hand(self.deals[hand] if hand < len(self.deals) else None)
                    continue
                action = decode_move(text)
                plain = Action(action.kind, action.card)
                if plain not in match.legal_actions():
                    raise IllegalActionError("it is not a legal move at that point")
                match = match.apply(action)
            except ValueError as error:
                raise SavedGameError(f"move {number} ({text!r}) cannot be replayed: {error}") from None
        return match

    # -- files ---------------------------------------------------------------------------

    def to_dict(self, seal_key: bytes | None = None) -> dict[str, Any]:
        """The file's values; with ``seal_key`` the last hand's secret is sealed (``"sealed_deal"``), not listed."""
        deals, sealed = self.deals, None
        if seal_key is not None and deals:
            deals, sealed = deals[:-1], seal_deal(seal_key, deals[-1])
        return {
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "deals": [[deal.seed, deal.salt] for deal in deals],
            **({} if sealed is None else {"sealed_deal": sealed}),
            "player_name": self.player_name,
            "opponent": self.opponent,
            "variant": self.variant,
            "assisted": self.assisted,
            "started": self.started,
            "game_id": self.game_id,
            "moves": list(self.moves),
        }

    @classmethod
    def from_dict(cls, data: Any, damage: list[str] | None = None, seal_key: bytes | None = None) -> GameRecord:
        """Check every value (not the moves' legality: :meth:`replay` does that).

        A bad player name is mended (and described in ``damage``, if given): the
        game goes on under the mended name.  A saved game from before game ids gets
        one made from its seed, dealer and start, the same at every reading.  A sealed
        last hand is opened with ``seal_key`` (or dealt again from the seed); when it
        cannot be, its moves are dropped and it is dealt anew (said in ``damage``).
        """
        where = "saved game"
        data = get_mapping(data, where)
        try:
            rules = Rules.from_dict(get_mapping(data.get("rules"), f"{where}.rules"))
        except RulesError as error:
            raise DataFormatError(f"{where}.rules: {error}") from None
        seed = data.get("seed")
        if not (seed is None or type(seed) is int or (isinstance(seed, str) and len(seed) <= 200 and is_text(seed))):
            raise DataFormatError(f"{where}.seed must be a whole number or text, not {seed!r}")
        # Version 1 (before fair deals) has no deal secrets; a game begun then has none in version 2 either.
        deals = [] if data.get("version") == 1 else _deals(data, where)
        if not deals and seed is None:
            raise DataFormatError(f"{where} has neither a seed nor deal secrets: its hands cannot be dealt again")
        moves = get_list(data, "moves", where)
        if len(moves) > MAX_MOVES:
            raise DataFormatError(f"{where} has too many moves ({len(moves)})")
        for i, move in enumerate(moves):
            if not isinstance(move, str) or len(move) > 200 or not is_text(move):
                raise DataFormatError(f"{where}.moves[{i}] must be a short text, not {move!r:.60}")
        if "sealed_deal" in data:
            moves = list(moves)
            deals.append(_open_sealed(data["sealed_deal"], seal_key, seed, len(deals) + 1, moves,
                                      [] if damage is None else damage))
            if len(deals) != 1 + moves.count(NEXT_HAND):
                raise DataFormatError(f"{where} has {len(deals)} deal secrets for {1 + moves.count(NEXT_HAND)} hands")
        started = data.get("started")
        first_dealer = get_int(data, "first_dealer", where, 0, 1)
        started = get_date(data, "started", where) if started else get_str(data, "started", where)
        raw_name = get_str(data, "player_name", where)
        name = get_name(data, "player_name", where, [] if damage is None else damage, DEFAULT_PLAYER_NAME)
        game_id = data.get("game_id")
        if game_id is None:  # written before game ids: the same id at every reading
            digest = hashlib.sha256(json.dumps([seed, first_dealer, started, raw_name]).encode()).hexdigest()
            game_id = f"saved-{digest[:32]}"
        return cls(
            rules=rules,
            seed=seed,
            first_dealer=first_dealer,
            moves=list(moves),
            deals=deals,
            player_name=name,
            opponent=get_str(data, "opponent", where),
            variant=get_str(data, "variant", where),
            assisted=get_bool(data, "assisted", where),
            started=started,
            game_id=check_game_id(game_id, f"{where}.game_id"),
        )

    def copy(self) -> GameRecord:
        return dataclasses.replace(self, moves=list(self.moves), deals=list(self.deals))


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


def _open_sealed(value: Any, key: bytes | None, seed: int | str | None, hand: int, moves: list[str],
                 damage: list[str]) -> DealSecret:
    """The sealed last hand's secret: opened with ``key``, or dealt again from ``seed``; else a fresh one,
    the hand's moves dropped from ``moves`` (and the loss said in ``damage``)."""
    where = "saved game.sealed_deal"
    sealed = get_mapping(value, where)
    for name, digits in (("commitment", 64), ("nonce", 32), ("box", 64)):
        text = sealed.get(name)
        if not (isinstance(text, str) and len(text) == digits and all(c in "0123456789abcdef" for c in text)):
            raise DataFormatError(f"{where}.{name} must be {digits} hexadecimal digits")
    opened = open_deal(key, sealed) if key is not None else None
    if opened is None and seed is not None and not isinstance(seed, bool):
        again = DealSecret.derived(seed, hand)
        opened = again if again.matches(sealed["commitment"]) else None
    if opened is not None:
        return opened
    start = len(moves) - moves[::-1].index(NEXT_HAND) if NEXT_HAND in moves else 0
    if start < len(moves):
        damage.append(f"the hand in play when GinQt stopped could not be dealt again; it was dealt anew "
                      f"({len(moves) - start} move(s) of it are lost)")
    del moves[start:]
    return DealSecret.fresh()


def _deals(data: dict[str, Any], where: str) -> list[DealSecret]:
    deals = get_list(data, "deals", where)
    if len(deals) > MAX_MOVES:
        raise DataFormatError(f"{where} has too many deals ({len(deals)})")
    secrets: list[DealSecret] = []
    for i, item in enumerate(deals):
        if not (isinstance(item, list) and len(item) == 2):
            raise DataFormatError(f"{where}.deals[{i}] must be a seed and a salt, not {item!r:.60}")
        try:
            secrets.append(DealSecret(item[0], item[1]))
        except ValueError as error:
            raise DataFormatError(f"{where}.deals[{i}]: {error}") from None
    return secrets


@dataclass(frozen=True, slots=True)
class ResumedGame:
    """A saved game read back: its journal and the match replayed to where it stopped."""

    record: GameRecord
    match: Match


class SavedGame:
    """The one saved-game slot.  :meth:`save` after every move; :meth:`load` at start; :meth:`clear` at the end."""

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self.path = data_dir.data_file(SAVED_GAME_FILE)
        self._memory: GameRecord | None = None  #: what a read-only folder keeps for the session
        #: Seals the hand in play in the file (module description); never written anywhere.
        self._key = secrets.token_bytes(32)
        self._sealed: GameRecord | None = None  #: the last record written sealed (:meth:`release` opens it)

    def exists(self) -> bool:
        return self.path.is_file() or self._memory is not None

    def save(self, record: GameRecord) -> bool:
        """Write the journal atomically; ``False`` when the folder is read-only (kept in memory)."""
        if self.data_dir.save_document(self.path, SAVED_GAME_FORMAT, SAVED_GAME_VERSION, record.to_dict(self._key)):
            self._memory = None
            self._sealed = record.copy() if record.deals else None
            return True
        self._memory = record.copy()
        return False

    def release(self) -> None:
        """GinQt lets the data folder go (its window and plugins are gone): the saved game written with its hand in
        play in the clear, so that the next start resumes it exactly (it is sealed again when read)."""
        record, self._sealed = self._sealed, None
        if record is not None and self.path.is_file():
            self.data_dir.save_document(self.path, SAVED_GAME_FORMAT, SAVED_GAME_VERSION, record.to_dict())

    def load(self) -> ResumedGame | None:
        """The saved game replayed, or ``None`` (no save; or a bad one, moved aside with a notice).

        The match may be over (the program stopped between the last move and the
        statistics): :meth:`Storage.resume <ginqt.storage.Storage.resume>` counts it then.
        """
        if self._memory is not None:
            record = self._memory.copy()
            return ResumedGame(record, record.replay())
        loaded = self.data_dir.load_document(
            self.path, SAVED_GAME_FORMAT, SAVED_GAME_VERSION, "saved game",
            lambda data, damage: GameRecord.from_dict(data, damage, self._key), oldest=OLDEST_SAVED_GAME_VERSION,
        )
        if loaded is None:
            return None
        try:
            match = loaded.replay()
        except SavedGameError as error:
            self.data_dir.set_aside(self.path, "saved game", str(error))
            return None
        except Exception as error:  # an engine fault on crafted moves must not stop every start
            self.data_dir.set_aside(self.path, "saved game", f"it cannot be replayed ({type(error).__name__})")
            return None
        if loaded.deals:
            self.save(loaded)  # the hand in play sealed again before any plugin runs
        return ResumedGame(loaded, match)

    def clear(self) -> bool:
        """Forget the saved game (it was finished, abandoned or declined); ``False`` if the file stays."""
        self._memory = None
        self._sealed = None
        return self.data_dir.remove(self.path)
