"""Match awareness: what a hand's points are worth in the game.

A game is won by reaching the score limit first, so the same 15 points are worth more
to a player who needs 12 to win than to one who needs 80, and far behind a player
should take risks that a leader should not.  :class:`MatchSituation` estimates the
chance of winning the game from the two scores (a small dynamic programme over a
typical distribution of hand results, computed once per score limit) and turns a
hand's points into that chance.  Oklahoma's doubling is already in a hand's points;
box and game bonuses are added after the game and do not change who wins it, so they
only add a small amount per hand won.  With a score limit of 0 (one hand) a hand is
won or lost, whatever its points.  Variants with their own match scoring (Hollywood)
play with a limit the engine never reaches: every point counts the same.

>>> near = MatchSituation(my_score=90, opponent_score=40, score_limit=100)
>>> far = MatchSituation(my_score=0, opponent_score=0, score_limit=100)
>>> near.utility(12)   # 90 + 12 wins the game: a safe knock is all it needs
1.0
>>> round(far.win_chance, 2), round(far.utility(12) - far.win_chance, 2)
(0.5, 0.06)

.. versionadded:: 0.2
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ginqt.engine import PlayerView

__all__ = ["MatchSituation", "situation"]

#: Points per step of the win-chance table (hand results are rounded to it).
_STEP = 5
#: A typical winning hand, in steps of 5 points: (steps, chance).  Measured in games of
#: the built-in players: mostly small knocks, some undercuts and gins.
_HAND_POINTS: tuple[tuple[int, float], ...] = (
    (1, 0.17), (2, 0.19), (3, 0.15), (4, 0.11), (5, 0.09), (6, 0.08), (7, 0.07), (9, 0.08), (11, 0.06),
)
#: Above this limit the game is treated as endless (every point counts the same).
_ENDLESS = 500


@lru_cache(maxsize=8)
def _win_table(steps: int) -> tuple[tuple[float, ...], ...]:
    """table[a][b]: the chance of winning needing ``a`` more steps against ``b`` (even hands)."""
    table = [[0.0] * (steps + 1) for _ in range(steps + 1)]
    for a in range(steps + 1):
        for b in range(steps + 1):
            if a == 0:
                table[a][b] = 1.0 if b > 0 else 0.5
                continue
            if b == 0:
                table[a][b] = 0.0
                continue
            total = 0.0
            for size, chance in _HAND_POINTS:
                total += 0.5 * chance * table[max(a - size, 0)][b]
                total += 0.5 * chance * table[a][max(b - size, 0)]
            table[a][b] = total
    # Each entry only depends on entries with a smaller a or b: fill in order of a + b.
    return tuple(tuple(row) for row in table)


def _chance(need_me: float, need_them: float, steps: int) -> float:
    """The win chance needing these many points (interpolated in the table)."""
    table = _win_table(steps)
    a = min(max(need_me / _STEP, 0.0), float(steps))
    b = min(max(need_them / _STEP, 0.0), float(steps))
    if a == 0:
        return 1.0
    if b == 0:
        return 0.0
    a0, b0 = int(a), int(b)
    a1, b1 = min(a0 + 1, steps), min(b0 + 1, steps)
    fa, fb = a - a0, b - b0
    return (
        table[a0][b0] * (1 - fa) * (1 - fb)
        + table[a1][b0] * fa * (1 - fb)
        + table[a0][b1] * (1 - fa) * fb
        + table[a1][b1] * fa * fb
    )


@dataclass(frozen=True, slots=True)
class MatchSituation:
    """The scores and the limit, and what a hand's points are worth from here."""

    my_score: int
    opponent_score: int
    score_limit: int
    box_bonus: int = 0
    win_chance: float = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "win_chance", self.utility(0.0))

    @property
    def endless(self) -> bool:
        """Every point counts the same (no limit in reach)."""
        return self.score_limit > _ENDLESS

    def utility(self, points: float) -> float:
        """The chance of winning the game after this hand scores ``points`` for me
        (negative: for the opponent), or for an endless game the points themselves
        scaled to the same size (about 1/100 per point)."""
        if self.endless:
            return 0.5 + points / 200.0
        if self.score_limit == 0:
            return 1.0 if points > 0 else 0.0 if points < 0 else 0.5
        bonus = self.box_bonus / 2000.0 * (1 if points > 0 else -1 if points < 0 else 0)
        need_me = self.score_limit - self.my_score - max(points, 0.0)
        need_them = self.score_limit - self.opponent_score + min(points, 0.0)
        # Reaching the limit wins only with the lead; at the limit with a lower score, play on.
        if need_me <= 0 and self.my_score + max(points, 0.0) <= self.opponent_score:
            need_me = 1
        if need_them <= 0 and self.opponent_score - min(points, 0.0) <= self.my_score:
            need_them = 1
        steps = max(1, -(-self.score_limit // _STEP))
        return _chance(need_me, need_them, steps) + bonus


def situation(view: PlayerView) -> MatchSituation:
    """The match situation of ``view``'s player."""
    me = view.player
    return MatchSituation(
        my_score=view.scores[me],
        opponent_score=view.scores[1 - me],
        score_limit=view.rules.score_limit,
        box_bonus=view.rules.box_bonus,
    )
