"""What a rule variant may add to a preset: its own match scoring.

A variant plugin registers :class:`~ginqt.rules.Rules` and, optionally, a
:class:`MatchScoring`.  The engine stays pure: it plays hands under
``scoring.engine_rules(rules)``; the tournament and the GUI ask the scoring object
whether the match is over and what the games' scores are.  A scoring answers with
:class:`GameScore` and :class:`MatchOutcome`, the engine's own types (it ends a game with
a :class:`MatchOutcome` too), imported from here as ever.

>>> from ginqt.rules import Rules
>>> StandardScoring().engine_rules(Rules()) == Rules()
True

.. versionadded:: 0.1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ginqt.engine import GameScore, HandRecord, Match, MatchOutcome
from ginqt.rules import Rules

__all__ = ["GameScore", "GuardedScoring", "MatchOutcome", "MatchScoring", "ScoringFault", "StandardScoring"]


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
        if match.result is None:
            return MatchOutcome(None, match.scores, self.games(match.history, rules))
        return match.result


@dataclass(frozen=True, slots=True)
class ScoringFault:
    """A variant's scoring failed (raised, or answered something that is not a score); the
    standard scoring answered instead."""

    call: str  #: "engine_rules", "games", "over" or "outcome"
    message: str

    def __str__(self) -> str:
        return f"{self.call}: {self.message}"


class GuardedScoring:
    """A variant's :class:`MatchScoring` that never raises: when it fails, or answers with the wrong
    type, :class:`StandardScoring` answers and a :class:`ScoringFault` is kept in :attr:`faults`.

    The game runner plays every variant's scoring through one (:class:`ginqt.play.runner.GameRunner`),
    so a scoring that fails cannot stop a game, and whoever runs the game is told.
    """

    def __init__(self, scoring: MatchScoring) -> None:
        self.scoring = scoring
        self.faults: list[ScoringFault] = []
        self._standard = StandardScoring()

    def _fault(self, call: str, error: BaseException | str) -> None:
        text = error if isinstance(error, str) else f"{type(error).__name__}: {error}"
        self.faults.append(ScoringFault(call, text[:300]))

    def engine_rules(self, rules: Rules) -> Rules:
        try:
            answer = self.scoring.engine_rules(rules)
        except Exception as error:
            self._fault("engine_rules", error)
            return rules
        if isinstance(answer, Rules):
            return answer
        self._fault("engine_rules", f"returned {type(answer).__name__}, not Rules")
        return rules

    def games(self, history: Sequence[HandRecord], rules: Rules) -> tuple[GameScore, ...]:
        try:
            answer = self.scoring.games(history, rules)
        except Exception as error:
            self._fault("games", error)
        else:
            if isinstance(answer, tuple) and answer and all(isinstance(game, GameScore) for game in answer):
                return answer
            self._fault("games", "did not return a tuple of GameScore")
        return self._standard.games(history, rules)

    def over(self, match: Match, rules: Rules) -> bool:
        try:
            answer = self.scoring.over(match, rules)
        except Exception as error:
            self._fault("over", error)
        else:
            if isinstance(answer, bool):
                return answer
            self._fault("over", f"returned {type(answer).__name__}, not bool")
        return match.over

    def outcome(self, match: Match, rules: Rules) -> MatchOutcome:
        try:
            answer = self.scoring.outcome(match, rules)
        except Exception as error:
            self._fault("outcome", error)
        else:
            if isinstance(answer, MatchOutcome) and answer.winner in (None, 0, 1):
                return answer
            self._fault("outcome", "did not return a MatchOutcome")
        return self._standard.outcome(match, rules)
