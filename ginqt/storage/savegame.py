"""The game in progress (``saved_game.json``): the open :class:`~ginqt.play.log.GameLog`, saved after every move.

Resuming plays the log again through the game runner, which checks every move: a damaged or
edited file is refused (and moved aside), never half-trusted.  Versions 1 to 4 are still read.  The
hand in play is written *sealed* under a key kept beside it (``saved_game_key.json``); a seal that
cannot be opened ends the game after its finished hands (:attr:`ResumedGame.hand_lost`).
docs/STORAGE.md tells the format and "The hand in play: what is kept, and who can read it".

>>> import tempfile
>>> from ginqt.play.runner import GameRunner
>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.rules import Rules
>>> from ginqt.storage.paths import DataDir
>>> folder = tempfile.TemporaryDirectory()
>>> runner = GameRunner(GameSpec(Variant.standard(Rules()), ("Ann", "expert"), seed=7, first_dealer=1))
>>> events = runner.apply(runner.legal_actions()[0])
>>> saved = SavedGame(DataDir.resolve(folder.name))
>>> saved.save(runner.log)
True
>>> saved.load().hand_number, saved.load().log.texts()
(1, ['take'])
>>> folder.cleanup()
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from ginqt.engine import Action, DealSecret
from ginqt.play.log import NEXT_HAND, GameLog, GameLogError, action_moves, decode_move, limits_of, open_deal
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules, RulesError
from ginqt.storage._check import get_bool, get_date, get_int, get_list, get_mapping, get_name, get_str, is_text
from ginqt.storage.files import DataFormatError
from ginqt.storage.paths import DataDir
from ginqt.storage.results import check_game_id

__all__ = [
    "MAX_MOVES",
    "SAVED_GAME_FILE",
    "SAVED_GAME_FORMAT",
    "SAVED_GAME_KEY_FILE",
    "SAVED_GAME_VERSION",
    "ResumedGame",
    "SavedGame",
    "VariantOf",
    "engine_variant",
    "read_log",
]

SAVED_GAME_FILE: Final = "saved_game.json"
SAVED_GAME_FORMAT: Final = "ginqt-saved-game"
#: The key the hand in play is sealed under (:class:`SavedGame`).
SAVED_GAME_KEY_FILE: Final = "saved_game_key.json"
_KEY_FORMAT: Final = "ginqt-saved-game-key"
_KEY_VERSION: Final = 1
#: 5: what is played as the log holds it (the variant's own rules beside the engine's, the limits); 4 (a turn a
#: token, as game records write moves: ``QH``, ``+9D``, ``knock:6S``), 3 (an action a token: ``stock``, ``QH``),
#: 2 (``"discard 7H"``) and 1 are still read.
SAVED_GAME_VERSION: Final = 5
#: The first version that writes a turn a token.
_TURNS_VERSION: Final = 4
#: The first version that writes the variant's own rules.
_SPEC_VERSION: Final = 5
#: Version 1 (before fair deals) is still read; its games are dealt as they were then.
OLDEST_SAVED_GAME_VERSION: Final = 1
#: No real game comes near this; a longer list is refused.
MAX_MOVES: Final = 100_000
#: The name a saved game's player gets when nothing of its name can be used.
DEFAULT_PLAYER_NAME: Final = "Player"

#: The variant a saved game names: ``(name, the engine's rules, the variant's own rules)`` (own rules ``None``: a
#: saved game of versions 1 to 4, which did not keep them) -> the :class:`Variant`, with its scoring.
VariantOf = Callable[[str, Rules, Rules | None], Variant]


def engine_variant(name: str, rules: Rules, own: Rules | None) -> Variant:
    """The engine's own game under the saved ``rules`` (for a reader that knows no variant's scoring)."""
    return Variant.standard(rules, name)


def read_log(data: Any, damage: list[str] | None = None, seal_key: bytes | None = None,
             variant_of: VariantOf = engine_variant) -> tuple[GameLog, bool]:
    """The saved game's log, every value checked (not the moves' legality: the replay does that), and whether
    its hand in play was lost.

    A bad player name is mended (and described in ``damage``, if given): the game goes on under the mended
    name.  A saved game from before game ids gets one made from its key, dealer and start, the same at every
    reading.  A sealed last hand is opened with ``seal_key`` (or dealt again from the key); when it cannot be,
    the log is cut back to the end of the hand before and the loss is said in ``damage`` (``True`` returned).
    """
    where = "saved game"
    data = get_mapping(data, where)
    version = data.get("version", SAVED_GAME_VERSION)
    rules = _rules(data, "rules", where)
    own = _rules(data, "variant_rules", where) if "variant_rules" in data else \
        rules if version >= _SPEC_VERSION else None
    seed = data.get("seed")
    if not (seed is None or type(seed) is int or (isinstance(seed, str) and len(seed) <= 200 and is_text(seed))):
        raise DataFormatError(f"{where}.seed must be a whole number or text, not {seed!r}")
    # Version 1 (before fair deals) has no deal secrets; a game begun then has none in version 2 either.
    deals = [] if version == 1 else _deals(data, where)
    moves, lost = _sealed_hand(data, _tokens(data, where), deals, seal_key, seed, damage)
    if not deals and seed is None:  # (checked once the hand in play is opened: the first hand may be sealed)
        raise DataFormatError(f"{where} has neither a seed nor deal secrets: its hands cannot be dealt again")
    first_dealer = get_int(data, "first_dealer", where, 0, 1)
    started = get_date(data, "started", where, empty=True)
    raw_name = get_str(data, "player_name", where)
    name = get_name(data, "player_name", where, [] if damage is None else damage, DEFAULT_PLAYER_NAME)
    game_id = data.get("game_id")
    if game_id is None:  # written before game ids: the same id at every reading
        digest = hashlib.sha256(json.dumps([seed, first_dealer, started, raw_name]).encode()).hexdigest()
        game_id = f"saved-{digest[:32]}"
    try:
        limits = limits_of(get_mapping(data.get("limits", {}), f"{where}.limits"))
    except ValueError as error:
        raise DataFormatError(f"{where}.limits: {error}") from None
    spec = GameSpec(variant_of(get_str(data, "variant", where), rules, own),
                    (name, get_str(data, "opponent", where)), seed, first_dealer, limits)
    log = GameLog(spec, _moves(moves, rules, version), deals, get_bool(data, "assisted", where), started,
                  check_game_id(game_id, f"{where}.game_id"))
    return log, lost


def _rules(data: dict[str, Any], key: str, where: str) -> Rules:
    try:
        return Rules.from_dict(get_mapping(data.get(key), f"{where}.{key}"))
    except RulesError as error:
        raise DataFormatError(f"{where}.{key}: {error}") from None


def _moves(tokens: list[str], rules: Rules, version: int) -> list[Action | str]:
    """The log's moves of a saved game's tokens: a turn each from version 4 on (:class:`GameLogError` names a bad
    one), an action each before; an older text that does not read stays, for the replay to refuse by its number."""
    if version >= _TURNS_VERSION:
        try:
            return action_moves(tokens, rules)
        except ValueError as error:
            raise GameLogError(f"saved game.moves: {error}") from None
    moves: list[Action | str] = []
    for move in tokens:
        try:
            moves.append(move if move == NEXT_HAND else decode_move(move))
        except ValueError:
            moves.append(move)
    return moves


def _sealed_hand(data: dict[str, Any], moves: list[str], deals: list[DealSecret], key: bytes | None,
                 seed: int | str | None, damage: list[str] | None) -> tuple[list[str], bool]:
    """The moves and whether the hand in play was lost: its sealed secret (if any) opened into ``deals``, or the
    moves cut back to the hand before."""
    if "sealed_deal" not in data:
        return moves, False
    opened = _open_sealed(data["sealed_deal"], key, seed, len(deals) + 1)
    lost = opened is None
    if opened is not None:
        deals.append(opened)
    else:  # the hand in play cannot be dealt again: the game ends at the hand before
        moves = _finished_hands(moves, [] if damage is None else damage)
    if len(deals) != 1 + moves.count(NEXT_HAND):
        raise DataFormatError(f"saved game has {len(deals)} deal secrets for {1 + moves.count(NEXT_HAND)} hands")
    return moves, lost


def _open_sealed(value: Any, key: bytes | None, seed: int | str | None, hand: int) -> DealSecret | None:
    """The sealed last hand's secret: opened with ``key``, or dealt again from ``seed``; ``None`` when neither can."""
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
    return opened


def _tokens(data: dict[str, Any], where: str) -> list[str]:
    """The saved game's moves as written (a turn a token), each checked to be a short text."""
    moves = get_list(data, "moves", where)
    if len(moves) > MAX_MOVES:
        raise DataFormatError(f"{where} has too many moves ({len(moves)})")
    for i, move in enumerate(moves):
        if not isinstance(move, str) or len(move) > 200 or not is_text(move):
            raise DataFormatError(f"{where}.moves[{i}] must be a short text, not {move!r:.60}")
    return moves


def _finished_hands(moves: list[str], damage: list[str]) -> list[str]:
    """``moves`` without the hand in play (nor the ``next-hand`` that dealt it), whose seal cannot be opened; the loss
    said in ``damage``.  In the first hand there is nothing to keep: :class:`DataFormatError`."""
    if NEXT_HAND not in moves:
        raise DataFormatError(f"saved game: its first hand cannot be dealt again (its cards are sealed under a key "
                              f"this data folder no longer holds, {SAVED_GAME_KEY_FILE})")
    start = len(moves) - moves[::-1].index(NEXT_HAND)
    damage.append(f"the hand in play when GinQt stopped cannot be dealt again: its cards are sealed under a key "
                  f"this data folder no longer holds ({SAVED_GAME_KEY_FILE}); the game ends after its "
                  f"{moves.count(NEXT_HAND)} finished hand(s) and counts as quit early")
    return moves[:start - 1]


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
    """A saved game read back: its log and the game played again to where it stopped."""

    log: GameLog
    runner: GameRunner  #: the log played again, nobody seated
    #: Its hand in play could not be dealt again (a seal without its key): the game ends at its last finished
    #: hand, counted as quit early (:meth:`Storage.resume <ginqt.storage.Storage.resume>` does).
    hand_lost: bool = False

    # What the question at start says of it (all of it public):

    @property
    def spec(self) -> GameSpec:
        return self.log.spec

    @property
    def started(self) -> str:
        return self.log.started

    @property
    def assisted(self) -> bool:
        return self.log.assisted

    @property
    def hand_number(self) -> int:
        return self.runner.match.hand_number

    @property
    def scores(self) -> tuple[int, int]:
        return self.runner.match.scores


class SavedGame:
    """The one saved-game slot.  :meth:`save` after every move; :meth:`load` at start; :meth:`clear` at the end.

    The hand in play is sealed under the data folder's key (``saved_game_key.json``: 32 random bytes, made at
    the first save and kept; the module's description)."""

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self.path = data_dir.data_file(SAVED_GAME_FILE)
        self.key_path = data_dir.data_file(SAVED_GAME_KEY_FILE)
        self._memory: GameLog | None = None  #: what a read-only folder keeps for the session
        self._key: bytes | None = None  #: the seal's key, once read or made

    def exists(self) -> bool:
        return self.path.is_file() or self._memory is not None

    def save(self, log: GameLog) -> bool:
        """Write the log atomically; ``False`` when the folder is read-only (kept in memory)."""
        key = self._sealing_key() if log.deals else None
        if self.data_dir.save_document(self.path, SAVED_GAME_FORMAT, SAVED_GAME_VERSION, log.to_dict(key)):
            self._memory = None
            return True
        self._memory = log.copy()
        return False

    def _stored_key(self) -> bytes | None:
        """The data folder's key (read once); ``None`` when there is none (a damaged one is set aside)."""
        if self._key is None:
            self._key = self.data_dir.load_document(self.key_path, _KEY_FORMAT, _KEY_VERSION, "saved game's key",
                                                    _read_key, one_copy_per_cause=True)
        return self._key

    def _sealing_key(self) -> bytes:
        """The key to seal with: the folder's, or a new one written there before anything is sealed with it (a
        folder that cannot keep it keeps the saved game in memory too)."""
        key = self._stored_key()
        if key is None:
            key = self._key = secrets.token_bytes(32)
            self.data_dir.save_document(self.key_path, _KEY_FORMAT, _KEY_VERSION, {"key": key.hex()})
        return key

    def load(self, variant_of: VariantOf = engine_variant) -> ResumedGame | None:
        """The saved game played again, or ``None`` (no save; or a bad one, moved aside with a notice).

        ``variant_of`` makes the variant it names (with its scoring).  The game may be over (the program stopped
        between the last move and the statistics): :meth:`Storage.resume <ginqt.storage.Storage.resume>` counts
        it then; so it does one whose hand in play was lost (:attr:`ResumedGame.hand_lost`).
        """
        if self._memory is not None:
            log = self._memory.copy()
            return ResumedGame(log, GameRunner.resume(log))
        loaded = self.data_dir.load_document(
            self.path, SAVED_GAME_FORMAT, SAVED_GAME_VERSION, "saved game",
            lambda data, damage: read_log(data, damage, self._stored_key(), variant_of),
            oldest=OLDEST_SAVED_GAME_VERSION, one_copy_per_cause=True,
        )
        if loaded is None:
            return None
        log, lost = loaded
        try:
            runner = GameRunner.resume(log)
        except GameLogError as error:
            self.data_dir.set_aside(self.path, "saved game", str(error), cause="unplayable")
            return None
        except Exception as error:  # an engine fault on crafted moves must not stop every start
            self.data_dir.set_aside(self.path, "saved game", f"it cannot be replayed ({type(error).__name__})",
                                    cause="unplayable")
            return None
        if log.deals and not lost:
            self.save(log)  # a file an older GinQt wrote with the hand in play in the clear is sealed at once
        return ResumedGame(log, runner, lost)

    def clear(self) -> bool:
        """Forget the saved game (it was finished, abandoned or declined); ``False`` if the file stays.  The key
        stays for the next game."""
        self._memory = None
        return self.data_dir.remove(self.path)


def _read_key(data: dict[str, Any], _damage: list[str]) -> bytes:
    key = data.get("key")
    if not (isinstance(key, str) and len(key) == 64 and all(c in "0123456789abcdef" for c in key)):
        raise DataFormatError("saved game's key.key must be 64 hexadecimal digits")
    return bytes.fromhex(key)
