"""Statistics per player name (``stats.json``): games, hands, gins, knocks, undercuts, streaks, history.

Any number of names is kept; :meth:`Statistics.delete` removes one.  Only the
human player (player 0) is recorded, never the computer (the 1993 DOS program).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ginqt.engine import Match
from ginqt.storage._check import get_date, get_int, get_list, get_mapping, get_name, read_each
from ginqt.storage.files import DataFormatError, encode_document
from ginqt.storage.friends import FriendResult, FriendTally, read_friends
from ginqt.storage.names import PlayerNameError, check_name
from ginqt.storage.paths import DataDir
from ginqt.storage.results import (
    MAX_REVIEWS,
    CountedGames,
    GameEntry,
    GameSummary,
    HandTally,
    ReviewedGame,
    summarize_game,
)

__all__ = [
    "MAX_HISTORY",
    "STATS_FILE",
    "STATS_FORMAT",
    "STATS_VERSION",
    "PlayerStats",
    "Statistics",
]

STATS_FILE: Final = "stats.json"
STATS_FORMAT: Final = "ginqt-stats"
STATS_VERSION: Final = 1
#: Per-game results kept per player (for the chart); older ones drop off, the totals stay.
MAX_HISTORY: Final = 500


#: A player's whole-number totals as stored (``total_score`` and ``current_streak`` may be below zero).
_COUNTS: Final = ("games_won", "games_lost", "games_drawn", "games_quit", "assisted_games", "total_score",
                  "current_streak", "longest_win_streak", "longest_loss_streak")
_SIGNED: Final = ("total_score", "current_streak")


def _key(name: str) -> str:
    return check_name(name).casefold()


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's totals.  Frozen: :meth:`Statistics.record` makes the next one."""

    name: str
    first_played: str = ""
    last_played: str = ""
    games_won: int = 0
    games_lost: int = 0
    games_drawn: int = 0
    games_quit: int = 0  #: of those, quit before the end (at least one hand finished)
    assisted_games: int = 0
    total_score: int = 0  #: sum of my final scores; divided by hands for the average
    tally: HandTally = dataclasses.field(default_factory=HandTally)
    current_streak: int = 0  #: +n: won the last n games; -n: lost the last n; 0 after a draw
    longest_win_streak: int = 0
    longest_loss_streak: int = 0
    best_game: GameEntry | None = None  #: the won game with the best average per hand
    games: tuple[GameEntry, ...] = ()  #: the latest games, oldest first (at most MAX_HISTORY)
    reviews: tuple[ReviewedGame, ...] = ()  #: the latest reviewed games, oldest first (at most MAX_REVIEWS)

    # -- derived ---------------------------------------------------------------------

    @property
    def games_played(self) -> int:
        return self.games_won + self.games_lost + self.games_drawn

    @property
    def hands_played(self) -> int:
        return self.tally.hands

    @property
    def average_per_hand(self) -> float:
        return self.total_score / self.hands_played if self.hands_played else 0.0

    @property
    def accuracy(self) -> float | None:
        """The share of the reviewed games' decisions within a point of the expert's best (``None``: none)."""
        decisions = sum(review.decisions for review in self.reviews)
        if not decisions:
            return None
        return sum(review.accuracy * review.decisions for review in self.reviews) / decisions

    @property
    def win_rate(self) -> float:
        """Games won out of games played, 0.0 to 1.0."""
        return self.games_won / self.games_played if self.games_played else 0.0

    # -- update ----------------------------------------------------------------------

    def add_game(self, summary: GameSummary) -> PlayerStats:
        entry = summary.entry
        won, lost = entry.outcome == "won", entry.outcome == "lost"
        if won:
            streak = self.current_streak + 1 if self.current_streak > 0 else 1
        elif lost:
            streak = self.current_streak - 1 if self.current_streak < 0 else -1
        else:
            streak = 0
        best = self.best_game
        if won and (best is None or (entry.average, entry.net) > (best.average, best.net)):
            best = entry
        return dataclasses.replace(
            self,
            first_played=self.first_played or entry.date,
            last_played=entry.date,
            games_won=self.games_won + won,
            games_lost=self.games_lost + lost,
            games_drawn=self.games_drawn + (not won and not lost),
            games_quit=self.games_quit + entry.quit_early,
            assisted_games=self.assisted_games + entry.assisted,
            total_score=self.total_score + entry.score,
            tally=self.tally + summary.tally,
            current_streak=streak,
            longest_win_streak=max(self.longest_win_streak, streak),
            longest_loss_streak=max(self.longest_loss_streak, -streak),
            best_game=best,
            games=(*self.games, entry)[-MAX_HISTORY:],
        )

    # -- files -----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The file's line: each game by its own ``to_dict`` (a game's count of hands is ``hands`` there)."""
        data = {"hands" if field.name == "tally" else field.name: getattr(self, field.name)
                for field in dataclasses.fields(self)}
        return {**data, "hands": self.tally.to_dict(),
                "best_game": None if self.best_game is None else self.best_game.to_dict(),
                "games": [game.to_dict() for game in self.games], "reviews": [r.to_dict() for r in self.reviews]}

    def to_json(self) -> dict[str, Any]:
        """:meth:`to_dict` plus the derived numbers (for ``ginqt stats --json``)."""
        data = self.to_dict()
        data["games_played"] = self.games_played
        data["hands_played"] = self.hands_played
        data["average_per_hand"] = round(self.average_per_hand, 3)
        data["win_rate"] = round(self.win_rate, 4)
        return data

    @classmethod
    def from_dict(cls, data: Any, where: str, damage: list[str] | None = None) -> PlayerStats:
        """One player, checked.  A bad total raises :class:`DataFormatError` (the player cannot be trusted);

        with a ``damage`` list, a bad name is mended and bad games of the history are
        left out (each described in ``damage``) instead.
        """
        data = get_mapping(data, where)
        name = get_name(data, "name", where, damage)
        where = f"{where}[{name!r}]"
        player = cls(name, get_date(data, "first_played", where, empty=True),
                     get_date(data, "last_played", where, empty=True))
        counts: dict[str, Any] = {key: get_int(data, key, where, low=None if key in _SIGNED else 0) for key in _COUNTS}
        tally = HandTally.from_dict(data.get("hands"), f"{where}.hands")
        games = get_list(data, "games", where)
        if len(games) > MAX_HISTORY:
            if damage is None:
                raise DataFormatError(f"{where}.games has more than {MAX_HISTORY} entries")
            damage.append(f"{where}.games has {len(games)} entries; the oldest beyond {MAX_HISTORY} were left out")
            games = games[-MAX_HISTORY:]
        best, best_game = data.get("best_game"), None
        try:
            best_game = None if best is None else GameEntry.from_dict(best, f"{where}.best_game")
        except DataFormatError as error:
            if damage is None:
                raise
            damage.append(f"{error}; the best game was forgotten")
        history = read_each(games, f"{where}.games", GameEntry.from_dict, damage, "that game was left out")
        return dataclasses.replace(player, **counts, tally=tally, best_game=best_game, games=tuple(history),
                                   reviews=_reviews(data, where, damage))


def _reviews(data: dict[str, Any], where: str, damage: list[str] | None) -> tuple[ReviewedGame, ...]:
    """A player's reviewed games (absent in files written before reviews); with ``damage``, bad ones are
    left out and described there."""
    found = data.get("reviews", [])
    if not isinstance(found, list):
        if damage is None:
            raise DataFormatError(f"{where}.reviews must be a list")
        damage.append(f"{where}.reviews is not a list; the reviews were forgotten")
        return ()
    return tuple(read_each(found[-MAX_REVIEWS:], f"{where}.reviews", ReviewedGame.from_dict, damage,
                           "that review was left out"))


class Statistics:
    """Every player's statistics, loaded at once and saved after each change.

    A player whose entry is damaged is left out (the others are kept, with a
    notice and a copy of the original file); a damaged game in a history is left
    out of the history only.  The ids of the latest counted games are kept
    (:meth:`counted`), so that :meth:`add` with a ``game_id`` counts each game once.
    In a read-only folder the numbers are still kept, for this session only.
    """

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self.path = data_dir.data_file(STATS_FILE)
        loaded = data_dir.load_document(self.path, STATS_FORMAT, STATS_VERSION, "statistics", self._validate)
        self._players: dict[str, PlayerStats] = {}
        self._counted = CountedGames()
        #: the games against people, by the friend's folded name (:mod:`ginqt.storage.friends`)
        self.friends: dict[str, FriendTally] = {}
        if loaded is not None:
            self._players, self._counted, self.friends = loaded
        #: the history kept per player, lowered when the file would outgrow what is read back
        self.history_limit = MAX_HISTORY

    @staticmethod
    def _validate(document: dict[str, Any], damage: list[str]
                  ) -> tuple[dict[str, PlayerStats], CountedGames, dict[str, FriendTally]]:
        players: dict[str, PlayerStats] = {}
        for i, item in enumerate(get_list(document, "players", "stats")):
            where = f"players[{i}]"
            try:
                player = PlayerStats.from_dict(item, where, damage)
            except DataFormatError as error:
                damage.append(f"{error}; that player was left out")
                continue
            key = player.name.casefold()
            if key in players:
                damage.append(f"{where}: the name {player.name!r} appears twice; the second was left out")
                continue
            players[key] = player
        return players, CountedGames.from_list(document.get("counted"), "counted", damage), read_friends(document,
                                                                                                         damage)

    # -- reading ---------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._players)

    def __iter__(self) -> Iterator[PlayerStats]:
        return iter(self.players())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def players(self) -> list[PlayerStats]:
        """Everyone, the most recently played first."""
        return sorted(self._players.values(), key=lambda p: p.last_played, reverse=True)

    def get(self, name: str) -> PlayerStats | None:
        """A player's statistics by name (case does not matter), or ``None``."""
        try:
            return self._players.get(_key(name))
        except PlayerNameError:
            return None

    def counted_ids(self) -> list[str]:
        """The ids remembered, oldest first."""
        return self._counted.to_list()

    def counted(self, game_id: str) -> bool:
        """Was the game with this id counted already (among the latest :data:`MAX_COUNTED`)?"""
        return game_id in self._counted

    # -- changing --------------------------------------------------------------------

    def record(
        self,
        name: str,
        match: Match,
        *,
        variant: str = "",
        opponent: str = "",
        assisted: bool = False,
        when: _dt.datetime | None = None,
        save: bool = True,
    ) -> GameEntry | None:
        """Count a finished game, or one quit early after at least one finished hand, for player 0.

        Returns the game's entry, or ``None`` when no hand was finished (nothing is
        counted, the 1993 DOS program).
        """
        summary = summarize_game(match, variant=variant, opponent=opponent, assisted=assisted, when=when)
        if summary is None:
            return None
        self.add(name, summary, save=save)
        return summary.entry

    def add(self, name: str, summary: GameSummary, *, game_id: str | None = None, save: bool = True) -> PlayerStats:
        """Count an already summarized game for ``name`` (created with zero totals if new).

        With a ``game_id`` already :meth:`counted`, nothing changes (the player's
        current statistics are returned): a game is never counted twice.
        """
        tidy = check_name(name)
        key = tidy.casefold()
        player = self._players.get(key) or PlayerStats(tidy, first_played=summary.entry.date)
        if game_id is not None and game_id in self._counted:
            return player
        player = player.add_game(summary)
        if len(player.games) > self.history_limit:
            player = dataclasses.replace(player, games=player.games[len(player.games) - self.history_limit:])
        self._players[key] = player
        if game_id is not None:
            self._counted.add(game_id)
        if save:
            self.save()
        return player

    def add_review(self, name: str, review: ReviewedGame, *, save: bool = True) -> PlayerStats | None:
        """Keep ``review`` in ``name``'s statistics (a later review of the same game replaces it);
        ``None`` when the player has no statistics."""
        player = self.get(name)
        if player is None:
            return None
        reviews = (*(r for r in player.reviews if r.game_id != review.game_id), review)
        player = dataclasses.replace(player, reviews=reviews[-MAX_REVIEWS:])
        self._players[_key(player.name)] = player
        if save:
            self.save()
        return player

    def delete(self, name: str, *, save: bool = True) -> bool:
        """Forget a player; ``False`` if there was no such name."""
        try:
            key = _key(name)
        except PlayerNameError:
            return False
        if self._players.pop(key, None) is None:
            return False
        if save:
            self.save()
        return True

    def add_friend_game(self, friend: str, result: FriendResult, game_id: str, when: str, *, save: bool = True
                        ) -> FriendTally:
        """Count a game against the person called ``friend`` (once per ``game_id``), apart from the computer's."""
        tidy = check_name(friend)
        tally = self.friends.get(tidy.casefold()) or FriendTally(tidy)
        if game_id in self._counted:
            return tally
        tally = self.friends[tidy.casefold()] = tally.add(result, when)
        self._counted.add(game_id)
        if save:
            self.save()
        return tally

    def _payload(self) -> dict[str, Any]:
        friends = sorted(self.friends.values(), key=lambda tally: tally.last_played, reverse=True)
        return {"players": [p.to_dict() for p in self.players()], "counted": self._counted.to_list(),
                "friends": [tally.to_dict() for tally in friends]}

    def save(self) -> bool:
        """Write ``stats.json``; ``False`` when the folder is read-only (kept in memory).

        The file never outgrows what GinQt reads back (:attr:`DataDir.max_file_bytes`):
        when it would, every player's history is shortened to fit (the totals keep
        every game) and the user is told once.
        """
        data = encode_document(STATS_FORMAT, STATS_VERSION, self._payload())
        limit = self.data_dir.max_file_bytes
        while len(data) > limit and self._shorten_histories(len(data), limit):
            data = encode_document(STATS_FORMAT, STATS_VERSION, self._payload())
        return self.data_dir.save_bytes(self.path, data)

    def _shorten_histories(self, size: int, limit: int) -> bool:
        longest = max((len(p.games) for p in self._players.values()), default=0)
        if longest == 0:
            return False
        keep = max(0, min(longest - 1, int(longest * limit / size * 0.95)))
        self.history_limit = min(self.history_limit, keep)
        for key, player in self._players.items():
            if len(player.games) > keep:
                self._players[key] = dataclasses.replace(player, games=player.games[len(player.games) - keep:])
        self.data_dir.notices.add(
            f"The statistics file {self.path} reached the largest size GinQt reads back: each player's list of "
            f"games now keeps the latest {keep} only. The totals still count every game.",
            key=f"history-shortened:{self.path}",
        )
        return True
