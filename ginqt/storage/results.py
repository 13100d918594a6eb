"""What a finished (or abandoned) game leaves behind for the statistics and the high scores.

Everything is from the human player's side: player 0.  Every game has an id
(:func:`new_game_id`); the statistics and the high scores remember the ids they
counted (:class:`CountedGames`), so that a game counted again after a crash
counts nothing twice.
"""

from __future__ import annotations

import datetime as _dt
import re
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import asdict, astuple, dataclass
from typing import Any, Final

from ginqt.engine import Match, MatchOutcome
from ginqt.storage._check import TEXT_LENGTH, get_bool, get_date, get_int, get_mapping, get_name, get_str
from ginqt.storage.files import DataFormatError, utc_now

__all__ = [
    "MAX_COUNTED",
    "MAX_REVIEWS",
    "OUTCOMES",
    "CountedGames",
    "GameEntry",
    "GameSummary",
    "HandTally",
    "ReviewedGame",
    "check_game_id",
    "new_game_id",
    "summarize_game",
]

HUMAN: Final = 0
OUTCOMES: Final = ("won", "lost", "drawn")
#: How many counted game ids a file remembers: far more than a crash can leave to count again.
MAX_COUNTED: Final = 200
_GAME_ID: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}")


def new_game_id() -> str:
    """A fresh, unique game id (32 hexadecimal digits)."""
    return uuid.uuid4().hex


#: How many reviewed games a player's statistics keep (the latest).
MAX_REVIEWS: Final = 100


@dataclass(frozen=True, slots=True)
class ReviewedGame:
    """The expert's review of one of a player's games (docs/RECORDS.md): how many decisions were
    within a point of the expert's best (``accuracy``, 0 to 1) and the expected points given up."""

    game_id: str
    date: str  #: ISO 8601, UTC: when the game began
    accuracy: float
    decisions: int
    points_lost: float

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any, where: str) -> ReviewedGame:
        data = get_mapping(data, where)
        numbers = []
        for key, high in (("accuracy", 1.0), ("points_lost", 1e6)):
            value = data.get(key)
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= high:
                raise DataFormatError(f"{where}.{key} must be a number from 0 to {high:g}, not {value!r:.40}")
            numbers.append(float(value))
        return cls(check_game_id(data.get("game_id"), f"{where}.game_id"), get_date(data, "date", where),
                   numbers[0], get_int(data, "decisions", where), numbers[1])


def check_game_id(value: object, where: str) -> str:
    """``value`` if it is a game id (1 to 64 letters, digits, ``_.:-``); :class:`DataFormatError` otherwise.

    >>> check_game_id("3f2a", "x")
    '3f2a'
    """
    if not isinstance(value, str) or not _GAME_ID.fullmatch(value):
        raise DataFormatError(f"{where} is not a game id: {value!r:.80}")
    return value


class CountedGames:
    """The ids of the latest games a file has counted, oldest first (at most :data:`MAX_COUNTED`).

    >>> counted = CountedGames(["a", "b"])
    >>> counted.add("c"); "b" in counted, "z" in counted, counted.to_list()
    (True, False, ['a', 'b', 'c'])
    """

    def __init__(self, ids: Iterable[str] = ()) -> None:
        self._ids: dict[str, None] = {}
        for game_id in ids:
            self.add(game_id)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids

    def __len__(self) -> int:
        return len(self._ids)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._ids))

    def add(self, game_id: str) -> None:
        self._ids.pop(game_id, None)
        self._ids[game_id] = None
        while len(self._ids) > MAX_COUNTED:
            del self._ids[next(iter(self._ids))]

    def to_list(self) -> list[str]:
        return list(self._ids)

    @classmethod
    def from_list(cls, data: Any, where: str, damage: list[str]) -> CountedGames:
        """Read ``data`` (absent in files of older GinQt: ``None``); bad ids are left out and noted in ``damage``."""
        if data is None:
            return cls()
        if not isinstance(data, list):
            damage.append(f"{where} must be a list of game ids")
            return cls()
        ids: list[str] = []
        for i, item in enumerate(data):
            try:
                ids.append(check_game_id(item, f"{where}[{i}]"))
            except DataFormatError as error:
                damage.append(str(error))
        return cls(ids)


@dataclass(frozen=True, slots=True)
class HandTally:
    """How the finished hands of one game (or of a career) went, for player 0."""

    hands: int = 0  #: finished hands, dead ones included (the 1993 DOS program)
    won: int = 0
    lost: int = 0
    dead: int = 0
    gins: int = 0  #: my gins, big gins included
    big_gins: int = 0
    knocks: int = 0  #: my knocks short of gin (won or undercut)
    undercuts_given: int = 0  #: I undercut the opponent's knock
    undercuts_taken: int = 0  #: my knock was undercut
    opponent_gins: int = 0

    def __add__(self, other: HandTally) -> HandTally:
        return HandTally(*(a + b for a, b in zip(astuple(self), astuple(other), strict=True)))

    @classmethod
    def of(cls, match: Match, player: int = HUMAN) -> HandTally:
        counts = dict.fromkeys(TALLY_FIELDS, 0)
        for record in match.history:
            result = record.result
            label = record.label
            counts["hands"] += 1
            if label == "dead":
                counts["dead"] += 1
                continue
            if result.winner == player:
                counts["won"] += 1
            else:
                counts["lost"] += 1
            mine = result.knocker == player
            if label in ("gin", "big gin"):
                counts["gins" if mine else "opponent_gins"] += 1
                if mine and label == "big gin":
                    counts["big_gins"] += 1
            elif mine:
                counts["knocks"] += 1
                if label == "undercut":
                    counts["undercuts_taken"] += 1
            elif label == "undercut":
                counts["undercuts_given"] += 1
        return cls(**counts)

    def to_dict(self) -> dict[str, int]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any, where: str) -> HandTally:
        data = get_mapping(data, where)
        return cls(**{name: get_int(data, name, where) for name in TALLY_FIELDS})


TALLY_FIELDS: Final = tuple(HandTally.__dataclass_fields__)


def count_as_hands(values: dict[str, Any]) -> dict[str, Any]:
    """A line's values as the file keeps them: the number of hands played as ``hands`` (in its place)."""
    return {("hands" if key == "hand_count" else key): value for key, value in values.items()}


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game in a player's history (and the material of a high-score line)."""

    date: str  #: ISO 8601, UTC
    outcome: str  #: "won", "lost" or "drawn"
    score: int  #: my final score: totals with every bonus, or the game points when quit early
    opponent_score: int
    net: int  #: my margin: positive when I won (the PalmPilot program's net score), negative when I lost
    hand_count: int  #: hands played to a finish, dead ones included (``hands`` in the file)
    score_limit: int
    variant: str = ""
    opponent: str = ""
    quit_early: bool = False
    assisted: bool = False  #: multiple undo or open hands were used

    @property
    def average(self) -> float:
        """Final score per hand played (the 1993 DOS program's high-score measure)."""
        return self.score / self.hand_count if self.hand_count else 0.0

    @property
    def won(self) -> bool:
        return self.outcome == "won"

    def to_dict(self) -> dict[str, Any]:
        return count_as_hands(asdict(self))

    @classmethod
    def from_dict(cls, data: Any, where: str) -> GameEntry:
        data = get_mapping(data, where)
        outcome = get_str(data, "outcome", where)
        if outcome not in OUTCOMES:
            raise DataFormatError(f"{where}.outcome must be one of {OUTCOMES}, not {outcome!r}")
        return cls(
            date=get_date(data, "date", where),
            outcome=outcome,
            score=get_int(data, "score", where, low=None),
            opponent_score=get_int(data, "opponent_score", where, low=None),
            net=get_int(data, "net", where, low=None),
            hand_count=get_int(data, "hands", where),
            score_limit=get_int(data, "score_limit", where, 0, 999),
            variant=get_str(data, "variant", where),
            opponent=get_str(data, "opponent", where),
            quit_early=get_bool(data, "quit_early", where),
            assisted=get_bool(data, "assisted", where),
        )


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game's line in the history and what its hands add to the totals; once the game is decided,
    also whose it is and its id (:class:`~ginqt.storage.pending.PendingResults` keeps it so until it is counted)."""

    entry: GameEntry
    tally: HandTally
    game_id: str = ""
    name: str = ""

    def to_dict(self) -> dict[str, Any]:
        entry, tally = self.entry.to_dict(), self.tally.to_dict()
        return {"game_id": self.game_id, "name": self.name, "entry": entry, "tally": tally}

    @classmethod
    def from_dict(cls, data: Any, where: str) -> GameSummary:
        data = get_mapping(data, where)
        game_id, name = check_game_id(data.get("game_id"), f"{where}.game_id"), get_name(data, "name", where)
        entry = GameEntry.from_dict(data.get("entry"), f"{where}.entry")
        return cls(entry, HandTally.from_dict(data.get("tally"), f"{where}.tally"), game_id, name)


def summarize_game(
    match: Match,
    outcome: MatchOutcome | None = None,
    *,
    score_limit: int | None = None,
    variant: str = "",
    opponent: str = "",
    assisted: bool = False,
    when: _dt.datetime | None = None,
) -> GameSummary | None:
    """Player 0's result of ``match``; ``None`` when no hand was played to a finish (nothing to record).

    ``outcome`` is the end of the game (by default the engine's, :attr:`Match.result <ginqt.engine.Match.result>`;
    a variant's own scoring ends it with its own); ``score_limit`` the variant's (by default the engine's).  A game
    without an end was quit early and counts with the points of its finished hands: the higher score wins it,
    equal scores draw it (the 1993 DOS program).
    """
    if not match.history:
        return None
    tally = HandTally.of(match)
    date = (when or utc_now()).astimezone(_dt.UTC).isoformat()
    outcome = match.result if outcome is None else outcome
    if score_limit is None:
        score_limit = match.rules.score_limit
    if outcome is not None:
        score, opponent_score = outcome.points
        net = score - opponent_score
        if outcome.engine:  # the engine's margin (a double shutout doubles it)
            net = 0 if outcome.winner is None else outcome.net if outcome.winner == HUMAN else -outcome.net
        result = "drawn" if outcome.winner is None else "won" if outcome.winner == HUMAN else "lost"
        quit_early = False
    else:
        score, opponent_score = match.scores
        net = score - opponent_score
        result = "won" if net > 0 else "lost" if net < 0 else "drawn"
        quit_early = True
    entry = GameEntry(
        date=date,
        outcome=result,
        score=score,
        opponent_score=opponent_score,
        net=net,
        hand_count=tally.hands,
        score_limit=score_limit,
        variant=variant[:TEXT_LENGTH],  # the reader's limit: never write what it refuses
        opponent=opponent[:TEXT_LENGTH],
        quit_early=quit_early,
        assisted=assisted,
    )
    return GameSummary(entry, tally)
