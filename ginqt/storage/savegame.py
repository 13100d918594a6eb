"""The game in progress (``saved_game.json``): the open :class:`~ginqt.play.log.GameLog`, saved after every move.

The saved game is the game's log (:mod:`ginqt.play.log`): the rules, the seed, the first
dealer, each hand's deal secret and the moves in the one move syntax, a turn a token as game
records write them (:mod:`ginqt.engine.turns`).  Resuming plays the
log again, checking every move against the legal moves of its turn, so a damaged or edited
file is refused (and moved aside), never half-trusted.  A saved game of version 1 (before
fair deals) has no deal secrets: its hands are dealt again from its seed as they were then
(:meth:`Match.unsecured <ginqt.engine.Match.unsecured>`).  Moves written before the one
move syntax (``"discard 7H"``, ``"knock 9C / AS 2S 3S"``) are still read.

While GinQt runs, the secret of the last hand dealt (the hand in play) is written *sealed*
(``"sealed_deal"``, :func:`~ginqt.play.log.seal_deal`) under a key that lives only in this
process's memory (:class:`SavedGame`).  A program that reads the file while a game is played
(a plugin) cannot learn the deck from it.  When GinQt lets the data folder go
(:meth:`SavedGame.release`, after the window and its plugins are gone) the file is written
once more with the secret in the clear, so that the next start resumes the hand exactly, and
sealed again as soon as it is read.  A file whose seal cannot be opened (GinQt was killed)
resumes at the start of that hand, dealt anew (a game with ``--seed`` deals it again from its
seed: the same cards).

>>> from ginqt.rules import Rules
>>> record, match = GameRecord.new(Rules(), seed=7, first_dealer=1, player_name="Ann")
>>> match = record.play(match, match.legal_actions()[0])
>>> record.moves
['take']
>>> record.replay().hand == match.hand
True
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from typing import Any, Final

from ginqt.engine import DealSecret, Match
from ginqt.play.log import NEXT_HAND, GameLog, GameLogError, action_moves, decode_move, open_deal
from ginqt.rules import Rules, RulesError
from ginqt.storage._check import get_bool, get_date, get_int, get_list, get_mapping, get_name, get_str, is_text
from ginqt.storage.files import DataFormatError
from ginqt.storage.names import repair_name
from ginqt.storage.paths import DataDir
from ginqt.storage.results import check_game_id

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
]

SAVED_GAME_FILE: Final = "saved_game.json"
SAVED_GAME_FORMAT: Final = "ginqt-saved-game"
#: 4: a turn a token, as game records write moves (``QH``, ``+9D``, ``knock:6S``); 3 (an action a token: ``stock``,
#: ``QH``), 2 (``"discard 7H"``) and 1 are still read.
SAVED_GAME_VERSION: Final = 4
#: The first version that writes a turn a token.
_TURNS_VERSION: Final = 4
#: Version 1 (before fair deals) is still read; its games are dealt as they were then.
OLDEST_SAVED_GAME_VERSION: Final = 1
#: No real game comes near this; a longer list is refused.
MAX_MOVES: Final = 100_000
#: The name a saved game's player gets when nothing of its name can be used.
DEFAULT_PLAYER_NAME: Final = "Player"

#: A saved game that cannot be resumed (the log's own error): the message names the move that failed.
SavedGameError = GameLogError


class GameRecord(GameLog):
    """The game log as the data folder keeps it: its player's name mended, its game id checked, and
    :meth:`from_dict` to read it back with every value checked."""

    def __post_init__(self) -> None:
        self.player_name = repair_name(self.player_name) or DEFAULT_PLAYER_NAME
        check_game_id(self.game_id, "game_id")

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
        if data.get("version", SAVED_GAME_VERSION) >= _TURNS_VERSION:
            moves = _turns_read(moves, rules)
        first_dealer = get_int(data, "first_dealer", where, 0, 1)
        started = get_date(data, "started", where, empty=True)
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
            moves=[_spelled(move) for move in moves],
            deals=deals,
            player_name=name,
            opponent=get_str(data, "opponent", where),
            variant=get_str(data, "variant", where),
            assisted=get_bool(data, "assisted", where),
            started=started,
            game_id=check_game_id(game_id, f"{where}.game_id"),
        )

def _turns_read(tokens: list[str], rules: Rules) -> list[str]:
    """The moves (an action each) of a saved game's tokens (a turn each); :class:`SavedGameError` names a bad one."""
    try:
        return action_moves(tokens, rules)
    except ValueError as error:
        raise SavedGameError(f"saved game.moves: {error}") from None


def _spelled(move: str) -> str:
    """A move in the one move syntax (older saved games spelled ``"discard 7H"``); one that does not read is kept
    as it is, for the replay to refuse by its number."""
    try:
        return move if move == NEXT_HAND else decode_move(move).text
    except ValueError:
        return move


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
