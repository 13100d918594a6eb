"""What a rule variant may add to a preset: its own match scoring.

A variant plugin registers :class:`~ginqt.rules.Rules` and, optionally, a
:class:`MatchScoring`.  The engine stays pure: it plays hands under
``scoring.engine_rules(rules)``; the tournament and the GUI ask the scoring object
whether the match is over and what the games' scores are.

>>> from ginqt.rules import Rules
>>> StandardScoring().engine_rules(Rules()) == Rules()
True

.. versionadded:: 0.1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ginqt.engine import HandRecord, Match, MatchResult
from ginqt.rules import Rules

__all__ = ["GameScore", "MatchOutcome", "MatchScoring", "StandardScoring"]


@dataclass(frozen=True, slots=True)
class GameScore:
    """One game's column on the score sheet (data: :mod:`ginqt.ui.text` words it for people)."""

    number: int  #: 1 for the first of the games scored at once (Hollywood scores three)
    scores: tuple[int, int]
    winner: int | None  #: ``None`` while the game is open (or if it was drawn)
    over: bool


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """The end of a match as the variant scores it: data, worded for people by :mod:`ginqt.ui.text`."""

    winner: int | None  #: ``None`` for a drawn (or an unfinished) match
    points: tuple[int, int]  #: each player's total points (every bonus included)
    games: tuple[GameScore, ...]
    result: MatchResult | None = None  #: the engine's own end of the game (its bonuses), when it ended it

    @property
    def over(self) -> bool:
        """Every game of the match is over."""
        return all(game.over for game in self.games)


@runtime_checkable
class MatchScoring(Protocol):
    """A match scoring scheme (the hook object a variant may register)."""

    def engine_rules(self, rules: Rules) -> Rules:
        """The rules the engine plays each hand with (e.g. a score limit it never reaches)."""
        ...

    def games(self, history: Sequence[HandRecord], rules: Rules) -> tuple[GameScore, ...]:
        """The games' scores after the hands in ``history`` (the variant's own rules)."""
        ...

    def over(self, match: Match, rules: Rules) -> bool:
        """Is the match over after its current hand?"""
        ...

    def outcome(self, match: Match, rules: Rules) -> MatchOutcome:
        """The result of a finished match."""
        ...


class StandardScoring:
    """One game to the score limit, with the rules' box, game and shutout bonuses (the engine's own)."""

    def engine_rules(self, rules: Rules) -> Rules:
        return rules

    def games(self, history: Sequence[HandRecord], rules: Rules) -> tuple[GameScore, ...]:
        scores = history[-1].scores_after if history else (0, 0)
        limit = rules.score_limit
        winner = None
        for p in (0, 1):
            if limit and scores[p] >= limit and scores[p] > scores[1 - p]:
                winner = p
        return (GameScore(1, scores, winner, winner is not None),)

    def over(self, match: Match, rules: Rules) -> bool:
        return match.over

    def outcome(self, match: Match, rules: Rules) -> MatchOutcome:
        result = match.result
        if result is None:
            return MatchOutcome(None, match.scores, self.games(match.history, rules))
        game = GameScore(1, result.scores, result.winner, True)
        return MatchOutcome(result.winner, result.totals, (game,), result)
