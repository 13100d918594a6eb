"""A round robin: every pair of strategies, both seats, the same deals for every pair.

Pair (A, B) with ``games`` games a pair is two tournaments of :func:`ginqt.research.tournament.run_tournament`
with the run's deal key (a fresh one unless ``deals`` or ``seed`` is given): A in seat 0 for
``ceil(games / 2)`` games and B in seat 0 for ``floor(games / 2)``.  Game ``i`` of either is
dealt from the key's game ``i`` (:func:`ginqt.research.tournament.game_key`) with seat ``i % 2``
dealing first, so each deal is played twice with the seats swapped (duplicate-style: the
luck of the cards cancels), and every pair plays the same deals.  The pairs are played in
order, each in the run's worker processes or backend; Ctrl+C stops the run and keeps
every game played (:attr:`RoundRobinResult.interrupted`).

>>> result = run_round_robin(["easy", "standard", "easy"], GameJob(seed=1), games=2)
Traceback (most recent call last):
...
ValueError: each strategy plays once in a round robin: 'easy' is named twice

.. versionadded:: 0.3
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ginqt.plugins import Plugins
from ginqt.records.folder import RecordFolder
from ginqt.research.job import Backend, GameJob
from ginqt.research.league.ratings import Ratings, fit_ratings
from ginqt.research.tournament import Run, TournamentResult, ready

__all__ = ["PairResult", "RoundRobinResult", "Standings", "play_round_robin", "run_round_robin"]

#: The default: standard games, a fresh deal key, the plugins installed, the default limits.
_STANDARD_JOB = GameJob()


@dataclass(frozen=True)
class Standings:
    """A round robin's standings (:meth:`RoundRobinResult.standings`): what its reports show."""

    wins: list[list[int]]  #: ``wins[i][j]``: games strategy ``i`` won against ``j``
    draws: list[list[int]]  #: ``draws[i][j]`` (symmetric)
    ratings: Ratings | None  #: ``None``: fewer than two strategies played
    order: list[str]  #: the strategies, best rated first
    agree: int  #: pairs whose head-to-head result agrees with the rating order
    disagree: list[tuple[str, str]]  #: the pairs that do not, as (better rated, worse rated)


@dataclass
class PairResult:
    """One pair's games: A in seat 0 (``a_first``), then B in seat 0 on the same deals (``b_first``)."""

    a: str
    b: str
    a_first: TournamentResult
    b_first: TournamentResult | None = None

    def _runs(self) -> list[TournamentResult]:
        return [run for run in (self.a_first, self.b_first) if run is not None]

    @property
    def games(self) -> int:
        return sum(run.games for run in self._runs())

    @property
    def a_wins(self) -> int:
        return self.a_first.players[0].games_won + (self.b_first.players[1].games_won if self.b_first else 0)

    @property
    def b_wins(self) -> int:
        return self.a_first.players[1].games_won + (self.b_first.players[0].games_won if self.b_first else 0)

    @property
    def drawn(self) -> int:
        return sum(run.drawn for run in self._runs())

    @property
    def faults(self) -> int:
        return sum(p.faults for run in self._runs() for p in run.players)

    def to_dict(self, timings: bool = True) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "games": self.games, "a_wins": self.a_wins, "b_wins": self.b_wins,
                "drawn": self.drawn, "a_first": self.a_first.to_dict(timings),
                "b_first": self.b_first.to_dict(timings) if self.b_first else None}


@dataclass
class RoundRobinResult:
    """Every pair's games, the pairwise win matrix and the ratings fitted to it."""

    strategies: tuple[str, ...]
    games_per_pair: int
    seed: int | None  #: ``--seed`` (``None``: the deals come from :attr:`deals`)
    variant: str
    pairs: list[PairResult] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False  #: Ctrl+C: the games played so far (the ratings of the pairs that played)
    deals: str | None = None  #: the run's deal key (64 hex digits): ``--deals KEY`` plays the same deals again

    @property
    def games(self) -> int:
        return sum(pair.games for pair in self.pairs)

    @property
    def games_asked(self) -> int:
        n = len(self.strategies)
        return n * (n - 1) // 2 * self.games_per_pair

    def matrix(self) -> tuple[list[list[int]], list[list[int]]]:
        """``wins[i][j]``: games strategy ``i`` won against ``j``; ``draws[i][j]`` (symmetric)."""
        index = {name: i for i, name in enumerate(self.strategies)}
        n = len(self.strategies)
        wins = [[0] * n for _ in range(n)]
        draws = [[0] * n for _ in range(n)]
        for pair in self.pairs:
            i, j = index[pair.a], index[pair.b]
            wins[i][j] += pair.a_wins
            wins[j][i] += pair.b_wins
            draws[i][j] += pair.drawn
            draws[j][i] += pair.drawn
        return wins, draws

    def played(self) -> list[str]:
        """The strategies that played at least one game (all of them unless interrupted early)."""
        names = {name for pair in self.pairs if pair.games for name in (pair.a, pair.b)}
        return [name for name in self.strategies if name in names]

    def ratings(self) -> Ratings | None:
        """The Bradley–Terry ratings of the strategies that played (``None``: fewer than two did)."""
        return self.standings().ratings

    def standings(self) -> Standings:
        """The win matrix, the ratings and how far they agree, worked out once for a report."""
        wins, draws = self.matrix()
        names = self.played()
        ratings = None
        if len(names) >= 2:
            keep = [self.strategies.index(name) for name in names]
            ratings = fit_ratings(names, [[wins[i][j] for j in keep] for i in keep],
                                  [[draws[i][j] for j in keep] for i in keep])
        agree, disagree = self.agreement(ratings) if ratings is not None else (0, [])
        order = ratings.order() if ratings is not None else list(self.strategies)
        return Standings(wins, draws, ratings, order, agree, disagree)

    def agreement(self, ratings: Ratings) -> tuple[int, list[tuple[str, str]]]:
        """Pairs whose head-to-head result agrees with the rating order (the higher-rated won more games),
        and the pairs that disagree; tied pairs are neither."""
        rank = {name: place for place, name in enumerate(ratings.order())}
        agree, disagree = 0, []
        for pair in self.pairs:
            if pair.games == 0 or pair.a_wins == pair.b_wins:
                continue
            better, worse = (pair.a, pair.b) if rank[pair.a] < rank[pair.b] else (pair.b, pair.a)
            if (pair.a_wins > pair.b_wins) == (better == pair.a):
                agree += 1
            else:
                disagree.append((better, worse))
        return agree, disagree


def run_round_robin(
    strategies: Sequence[str],
    job: GameJob = _STANDARD_JOB,
    games: int = 100,
    *,
    jobs: int = 1,
    plugins: Plugins | None = None,
    progress: Callable[[int, int], None] | None = None,
    backend: Backend | None = None,
    records: RecordFolder | None = None,
) -> RoundRobinResult:
    """Play ``games`` games for every pair of ``strategies`` (see the module's description):
    :func:`~ginqt.research.tournament.ready`, then :func:`play_round_robin`.

    Every pair plays ``job`` (its variant, deal key or seed, limits and plugins; its ``a`` and ``b`` are
    the pair's); ``progress(done, total)`` is told after every game of the whole run; ``records`` keeps every
    game's record.  Raises :class:`ValueError` for a strategy named twice or a count out of range and
    :class:`~ginqt.plugins.UnknownNameError` for an unknown strategy or variant, before any game.
    """
    run = ready(job, games, jobs=jobs, plugins=plugins, records=records, backend=backend, strategies=strategies)
    return play_round_robin(run, progress)


def play_round_robin(run: Run, progress: Callable[[int, int], None] | None = None) -> RoundRobinResult:
    """Play the round robin ``run`` readied for its strategies (one deal key: every pair plays the same deals)."""
    games = run.games
    result = RoundRobinResult(run.strategies, games, run.job.seed, run.job.variant, deals=run.job.deals)
    total, start = result.games_asked, time.perf_counter()
    try:
        for a, b in itertools.combinations(run.strategies, 2):
            for seats, count in (((a, b), (games + 1) // 2), ((b, a), games // 2)):
                if count and not result.interrupted:
                    told = None if progress is None else _offset(progress, result.games, total)
                    played = _pair(run, seats, count).play(told)
                    if seats[0] == a:
                        result.pairs.append(PairResult(a, b, played))
                    else:
                        result.pairs[-1].b_first = played
                    result.interrupted = played.interrupted
    except KeyboardInterrupt:  # between two runs: the games played are kept
        result.interrupted = True
    result.seconds = time.perf_counter() - start
    return result


def _pair(run: Run, seats: tuple[str, str], games: int) -> Run:
    """The run of ``seats[0]`` (seat 0 in even games) against ``seats[1]``, ``games`` games, on ``run``'s deals."""
    job = replace(run.job, a=seats[0], b=seats[1], built_in=(seats[0] in run.builtin, seats[1] in run.builtin))
    return replace(run, job=job, games=games)


def _offset(progress: Callable[[int, int], None], before: int, total: int) -> Callable[[int, int], None]:
    return lambda done, _: progress(before + done, total)
