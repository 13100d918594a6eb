"""Games against people, kept apart from the games against the computer: a tally per friend's name.

``stats.json`` keeps them under ``friends`` (a list of tallies, the latest played first); a damaged tally is left
out with a notice, as a damaged player is.  A game left (a connection that never came back, a side that stopped
it) counts as abandoned, never as won or lost.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from ginqt.storage._check import get_date, get_int, get_list, get_mapping, get_name, read_each
from ginqt.storage.files import DataFormatError

__all__ = ["FriendResult", "FriendTally", "read_friends"]


class FriendResult(Enum):
    """How a game against a friend ended, for the person at this side."""

    WON = "won"
    LOST = "lost"
    DRAWN = "drawn"
    ABANDONED = "abandoned"  #: left, or stopped by what a side did: neither won


@dataclass(frozen=True, slots=True)
class FriendTally:
    """The games played against one friend (by name)."""

    name: str
    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0
    last_played: str = ""

    def add(self, result: FriendResult, when: str) -> FriendTally:
        return replace(self, played=self.played + 1, last_played=when, won=self.won + (result is FriendResult.WON),
                       lost=self.lost + (result is FriendResult.LOST),
                       abandoned=self.abandoned + (result is FriendResult.ABANDONED))

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "played": self.played, "won": self.won, "lost": self.lost,
                "abandoned": self.abandoned, "last_played": self.last_played}

    @classmethod
    def from_dict(cls, data: Any, where: str) -> FriendTally:
        data = get_mapping(data, where)
        name = get_name(data, "name", where)
        tally = cls(name, get_int(data, "played", where), get_int(data, "won", where), get_int(data, "lost", where),
                    get_int(data, "abandoned", where), get_date(data, "last_played", where, empty=True))
        if tally.won + tally.lost + tally.abandoned > tally.played:
            raise DataFormatError(f"{where}: more games won, lost and abandoned than played")
        return tally


def read_friends(document: dict[str, Any], damage: list[str]) -> dict[str, FriendTally]:
    """The friends' tallies of a statistics document (none in a file from before them), by folded name."""
    if "friends" not in document:
        return {}
    try:
        items = get_list(document, "friends", "stats")
    except DataFormatError as error:
        damage.append(f"{error}; the games against friends were left out")
        return {}
    found: dict[str, FriendTally] = {}
    for tally in read_each(items, "friends", FriendTally.from_dict, damage, "that friend was left out"):
        found.setdefault(tally.name.casefold(), tally)
    return found
