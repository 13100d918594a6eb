"""Ratings with confidence intervals: a Bradley–Terry fit of the pairwise results (statsmodels).

The Bradley–Terry model says strategy *i* beats *j* with probability
``1 / (1 + exp(r_j - r_i))``.  The ratings are fitted by maximum likelihood as a binomial
GLM with a logit link over the pairwise win counts (statsmodels), so any number of games
costs the same to fit; a drawn game counts half a win to each side.  Ratings are shown on
the Elo scale (``400 / ln 10`` per unit of ``r``), relative to the field's mean (0); each
interval is the 95 % Wald interval of that contrast, from the fit's covariance
(``GLMResults.t_test``).

When one group of strategies beat every other in every game, no finite rating fits
(the games are *separated*: scipy's strongly connected components of the "won a game
against" graph say so); half a win is then added to each side of every pair that played
(the Haldane–Anscombe correction), and :attr:`Ratings.adjusted` says so.

.. versionadded:: 0.3
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["ELO_PER_UNIT", "Rating", "Ratings", "fit_ratings"]

#: Elo points per unit of the Bradley–Terry log-odds scale.
ELO_PER_UNIT = 400 / math.log(10)


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


def _separated(wins: Sequence[Sequence[float]]) -> bool:
    """No finite maximum-likelihood fit exists: the graph "i won (or drew) a game against j" is not
    strongly connected among the strategies that played."""
    import numpy as np
    from scipy.sparse.csgraph import connected_components

    beat = np.array(wins, dtype=float) > 0
    count, _ = connected_components(beat, directed=True, connection="strong")
    return bool(count > 1)


def fit_ratings(names: Sequence[str], wins: Sequence[Sequence[int]], draws: Sequence[Sequence[int]]) -> Ratings:
    """Fit ratings to ``wins[i][j]`` (games ``names[i]`` won against ``names[j]``) and ``draws[i][j]``
    (symmetric).  Every strategy must have played; two or more strategies."""
    import numpy as np
    import statsmodels.api as sm
    from statsmodels.tools.sm_exceptions import PerfectSeparationWarning

    n = len(names)
    if n < 2:
        raise ValueError("ratings need two or more strategies")
    score = [[wins[i][j] + draws[i][j] / 2 for j in range(n)] for i in range(n)]
    adjusted = _separated(score)
    rows, endog = [], []
    for i in range(n):
        for j in range(i + 1, n):
            if wins[i][j] + wins[j][i] + draws[i][j] == 0:
                continue
            x = np.zeros(n)
            x[i], x[j] = 1.0, -1.0
            rows.append(x[1:])  # the first strategy is the fit's reference (0); contrasts below centre them
            extra = 0.5 if adjusted else 0.0
            endog.append((score[i][j] + extra, score[j][i] + extra))
    with warnings.catch_warnings():
        # One pair: IRLS's working scale divides by 0 residual degrees (unused: a binomial's scale is 1).
        # A fit that predicts the results exactly is flagged as "perfect separation" by a heuristic;
        # real separation was handled above.
        warnings.simplefilter("ignore", RuntimeWarning)
        warnings.simplefilter("ignore", PerfectSeparationWarning)
        fit = sm.GLM(np.array(endog), np.array(rows), family=sm.families.Binomial()).fit()
    each = np.vstack([np.zeros((1, n - 1)), np.eye(n - 1)])  # strategy i's rating in the fit's coefficients
    test = fit.t_test(each - each.mean(axis=0))  # ... relative to the field's mean
    effect = np.atleast_1d(test.effect) * ELO_PER_UNIT
    interval = np.atleast_2d(test.conf_int(alpha=0.05)) * ELO_PER_UNIT
    ratings = []
    for i, name in enumerate(names):
        played = sum(wins[i][j] + wins[j][i] + draws[i][j] for j in range(n))
        ratings.append(Rating(name, float(effect[i]), float(interval[i][0]), float(interval[i][1]), played,
                              sum(wins[i]), sum(draws[i])))
    ratings.sort(key=lambda r: (-r.rating, r.strategy))
    return Ratings(tuple(ratings), adjusted)
