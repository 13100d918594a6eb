"""The high-score list (``highscores.json``): the 20 best averages per hand.

The 1993 DOS program: the final score divided by the hands played, with the name, final
score, score limit, hands and variant and the date.  The PalmPilot program adds the net score
(the winner's margin).  Lost or drawn games (a zero average) are not listed;
a game quit early is listed only when the player's score is above zero.
Assisted games (multiple undo, open hands) never are.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass
from typing import Any, Final

from ginqt.storage._check import get_date, get_int, get_list, get_mapping, get_name, get_str, read_each
from ginqt.storage.files import DataFormatError
from ginqt.storage.names import check_name
from ginqt.storage.paths import DataDir
from ginqt.storage.results import CountedGames, GameEntry, count_as_hands

__all__ = [
    "HIGHSCORES_FILE",
    "HIGHSCORES_FORMAT",
    "HIGHSCORES_VERSION",
    "MAX_HIGHSCORES",
    "HighScore",
    "HighScores",
    "eligible",
]

HIGHSCORES_FILE: Final = "highscores.json"
HIGHSCORES_FORMAT: Final = "ginqt-highscores"
HIGHSCORES_VERSION: Final = 1
MAX_HIGHSCORES: Final = 20


@dataclass(frozen=True, slots=True)
class HighScore:
    """One line of the list."""

    name: str
    score: int  #: final score
    hand_count: int  #: hands played (``hands`` in the file)
    score_limit: int
    variant: str
    date: str  #: ISO 8601, UTC
    net: int  #: the PalmPilot program's net score
    opponent: str = ""
    quit_early: bool = False

    @property
    def average(self) -> float:
        return self.score / self.hand_count if self.hand_count else 0.0

    def sort_key(self) -> tuple[float, int, str]:
        # best average, then best net, then the earlier date (first come keeps its place)
        return (-self.average, -self.net, self.date)

    def to_dict(self) -> dict[str, Any]:
        return count_as_hands(asdict(self))

    def to_json(self) -> dict[str, Any]:
        data = self.to_dict()
        data["average"] = round(self.average, 3)
        return data

    @classmethod
    def from_entry(cls, name: str, entry: GameEntry) -> HighScore:
        return cls(check_name(name), entry.score, entry.hand_count, entry.score_limit, entry.variant, entry.date,
                   entry.net, entry.opponent, entry.quit_early)

    @classmethod
    def from_dict(cls, data: Any, where: str, damage: list[str] | None = None) -> HighScore:
        """One line, checked; with a ``damage`` list a bad name is mended (and described there)."""
        data = get_mapping(data, where)
        name = get_name(data, "name", where, damage)
        quit_early = data.get("quit_early", False)
        if type(quit_early) is not bool:
            raise DataFormatError(f"{where}.quit_early must be true or false")
        score = get_int(data, "score", where, low=1)
        return cls(
            name=name,
            score=score,
            hand_count=get_int(data, "hands", where, low=1),
            score_limit=get_int(data, "score_limit", where, 0, 999),
            variant=get_str(data, "variant", where),
            date=get_date(data, "date", where),
            net=get_int(data, "net", where, low=None),
            opponent=get_str(data, "opponent", where),
            quit_early=quit_early,
        )


def eligible(entry: GameEntry) -> bool:
    """May this game enter the list?  Won (or quit early above zero), not assisted, average above zero."""
    if entry.assisted or entry.hand_count <= 0 or entry.score <= 0:
        return False
    return entry.quit_early or entry.won


class HighScores:
    """The list, best first; saved after each change (kept in memory in a read-only folder).

    A damaged line is left out (the others are kept, with a notice and a copy of
    the original file).  The ids of the latest games that entered the list are
    kept, so that :meth:`consider` with a ``game_id`` enters each game once.
    """

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self.path = data_dir.data_file(HIGHSCORES_FILE)
        loaded = data_dir.load_document(
            self.path, HIGHSCORES_FORMAT, HIGHSCORES_VERSION, "high-score", self._validate
        )
        self._entries: list[HighScore] = []
        self._counted = CountedGames()
        if loaded is not None:
            self._entries, self._counted = loaded

    @staticmethod
    def _validate(document: dict[str, Any], damage: list[str]) -> tuple[list[HighScore], CountedGames]:
        entries = read_each(get_list(document, "scores", "highscores"), "scores",
                            lambda item, where: HighScore.from_dict(item, where, damage), damage,
                            "that line was left out")
        entries.sort(key=HighScore.sort_key)
        if len(entries) > MAX_HIGHSCORES:
            damage.append(f"it lists {len(entries)} scores; only the best {MAX_HIGHSCORES} were kept")
            del entries[MAX_HIGHSCORES:]
        return entries, CountedGames.from_list(document.get("counted"), "counted", damage)

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[HighScore]:
        return iter(list(self._entries))

    def entries(self) -> list[HighScore]:
        """Best first."""
        return list(self._entries)

    def by_net(self) -> list[HighScore]:
        """The same lines ordered by net score (the PalmPilot program's tally)."""
        return sorted(self._entries, key=lambda e: (-e.net, e.date))

    def counted(self, game_id: str) -> bool:
        """Did the game with this id enter the list (among the latest :data:`MAX_COUNTED` that did)?"""
        return game_id in self._counted

    def rank_of(self, candidate: HighScore) -> int | None:
        """Where ``candidate`` would be placed (1 = top), or ``None`` if it would not make the list."""
        key = candidate.sort_key()
        position = sum(1 for e in self._entries if e.sort_key() <= key)
        return position + 1 if position < MAX_HIGHSCORES else None

    def consider(self, name: str, entry: GameEntry, *, game_id: str | None = None, save: bool = True) -> int | None:
        """Enter a game if it qualifies and is good enough; its rank (1 = top) or ``None``.

        The ``game_id`` of a game that enters is remembered with it (in the same
        write): considering that game again changes nothing and returns ``None``.
        A game that does not enter changes nothing, so it needs no such memory.
        """
        if game_id is not None and game_id in self._counted:
            return None
        rank = self._place(name, entry)
        if rank is not None:
            if game_id is not None:
                self._counted.add(game_id)
            if save:
                self.save()
        return rank

    def _place(self, name: str, entry: GameEntry) -> int | None:
        if not eligible(entry):
            return None
        candidate = HighScore.from_entry(name, entry)
        rank = self.rank_of(candidate)
        if rank is None:
            return None
        self._entries.insert(rank - 1, candidate)
        del self._entries[MAX_HIGHSCORES:]
        return rank

    def clear(self, *, save: bool = True) -> None:
        self._entries = []
        if save:
            self.save()

    def save(self) -> bool:
        payload = {"scores": [e.to_dict() for e in self._entries], "counted": self._counted.to_list()}
        return self.data_dir.save_document(self.path, HIGHSCORES_FORMAT, HIGHSCORES_VERSION, payload)
