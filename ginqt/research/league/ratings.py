"""Ratings with confidence intervals: a Bradley–Terry fit of the pairwise results, in plain Python.

The Bradley–Terry model says strategy *i* beats *j* with probability
``1 / (1 + exp(r_j - r_i))``.  The ratings are fitted by maximum likelihood over the pairwise
win counts (the binomial GLM with a logit link, solved by Newton's method: no numpy or
statsmodels needed), so any number of games costs the same to fit; a drawn game counts half
a win to each side.  Ratings are shown on the Elo scale (``400 / ln 10`` per unit of ``r``),
relative to the field's mean (0); each interval is the 95 % Wald interval of that contrast,
from the inverse of the Fisher information (what statsmodels' ``GLMResults.t_test`` gives).

When one group of strategies beat every other in every game, no finite rating fits
(the games are *separated*: the graph "won or drew a game against" is not strongly
connected); half a win is then added to each side of every pair that played
(the Haldane–Anscombe correction), and :attr:`Ratings.adjusted` says so.

>>> ratings = fit_ratings(["a", "b"], [[0, 30], [10, 0]], [[0, 0], [0, 0]])
>>> [(row.strategy, round(row.rating)) for row in ratings.rows]
[('a', 95), ('b', -95)]

.. versionadded:: 0.3
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = ["ELO_PER_UNIT", "Rating", "Ratings", "fit_ratings"]

#: Elo points per unit of the Bradley–Terry log-odds scale.
ELO_PER_UNIT = 400 / math.log(10)
#: The normal distribution's 97.5 % point: a 95 % two-sided Wald interval is ± Z95 standard errors.
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Rating:
    """One strategy's rating (Elo scale, the field's mean 0) with its 95 % interval, and its games."""

    strategy: str
    rating: float
    low: float
    high: float
    games: int
    wins: int
    draws: int

    @property
    def score(self) -> float:
        """Wins plus half the draws, per game (0 with no games)."""
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0


@dataclass(frozen=True)
class Ratings:
    """Every strategy's :class:`Rating`, best first."""

    rows: tuple[Rating, ...]
    adjusted: bool  #: the results were separated: half a win was added to each side of every pair

    def order(self) -> list[str]:
        return [row.strategy for row in self.rows]


def _separated(score: Sequence[Sequence[float]]) -> bool:
    """No finite maximum-likelihood fit exists: the graph "i won (or drew) a game against j" is not
    strongly connected among the strategies that played (every one reaches every other, both ways)."""
    n = len(score)

    def reached(edge: Callable[[int, int], bool]) -> int:
        seen, todo = {0}, [0]
        while todo:
            i = todo.pop()
            for j in range(n):
                if j not in seen and edge(i, j):
                    seen.add(j)
                    todo.append(j)
        return len(seen)

    return reached(lambda i, j: score[i][j] > 0) < n or reached(lambda i, j: score[j][i] > 0) < n


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix⁻¹ · vector`` by Gaussian elimination with partial pivoting (a small positive-definite matrix)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if rows[col][col] == 0.0:
            raise ZeroDivisionError("the ratings' information matrix is singular")
        for r in range(n):
            if r != col and rows[r][col] != 0.0:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def _fit(n: int, pairs: list[tuple[int, int, float, float]]) -> tuple[list[float], list[list[float]]]:
    """The maximum-likelihood log-strengths ``r`` (``r[0] = 0``, the reference) of a Bradley–Terry model for
    ``pairs`` ``(i, j, score of i, score of j)``, by Newton's method on the binomial log-likelihood, and the
    inverse of the Fisher information of ``r[1:]`` (their covariance)."""
    r = [0.0] * n

    def information() -> tuple[list[float], list[list[float]]]:
        gradient = [0.0] * n
        info = [[0.0] * n for _ in range(n)]
        for i, j, won, lost in pairs:
            p = 1.0 / (1.0 + math.exp(r[j] - r[i]))
            games = won + lost
            gradient[i] += won - games * p
            gradient[j] -= won - games * p
            w = games * p * (1.0 - p)
            info[i][i] += w
            info[j][j] += w
            info[i][j] -= w
            info[j][i] -= w
        return gradient[1:], [row[1:] for row in info[1:]]

    for _ in range(100):
        gradient, info = information()
        step = _solve(info, gradient)
        for k, delta in enumerate(step, 1):
            r[k] += delta
        if max(abs(delta) for delta in step) < 1e-10:
            break
    _, info = information()
    size = n - 1
    covariance = [_solve(info, [1.0 if row == col else 0.0 for row in range(size)]) for col in range(size)]
    return r, covariance


def fit_ratings(names: Sequence[str], wins: Sequence[Sequence[int]], draws: Sequence[Sequence[int]]) -> Ratings:
    """Fit ratings to ``wins[i][j]`` (games ``names[i]`` won against ``names[j]``) and ``draws[i][j]``
    (symmetric).  Every strategy must have played; two or more strategies."""
    n = len(names)
    if n < 2:
        raise ValueError("ratings need two or more strategies")
    score = [[wins[i][j] + draws[i][j] / 2 for j in range(n)] for i in range(n)]
    adjusted = _separated(score)
    extra = 0.5 if adjusted else 0.0
    pairs = [(i, j, score[i][j] + extra, score[j][i] + extra) for i in range(n) for j in range(i + 1, n)
             if wins[i][j] + wins[j][i] + draws[i][j] > 0]
    r, covariance = _fit(n, pairs)
    # Strategy i's rating relative to the field's mean: the contrast c_i = e_i - mean(e) of r[1:].
    mean = sum(r) / n
    ratings = []
    for i, name in enumerate(names):
        contrast = [(1.0 if k == i else 0.0) - 1.0 / n for k in range(1, n)]
        variance = sum(contrast[a] * covariance[a][b] * contrast[b] for a in range(n - 1) for b in range(n - 1))
        half = Z95 * math.sqrt(max(variance, 0.0)) * ELO_PER_UNIT
        rating = (r[i] - mean) * ELO_PER_UNIT
        played = sum(wins[i][j] + wins[j][i] + draws[i][j] for j in range(n))
        ratings.append(Rating(name, rating, rating - half, rating + half, played, sum(wins[i]), sum(draws[i])))
    ratings.sort(key=lambda r: (-r.rating, r.strategy))
    return Ratings(tuple(ratings), adjusted)
