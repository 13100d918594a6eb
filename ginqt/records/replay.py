"""A recorded game played again, state by state: its closed log through the game runner.

A record replays through its log (:meth:`RecordedGame.log <ginqt.records.RecordedGame.log>`) and
:meth:`GameRunner.resume <ginqt.play.runner.GameRunner.resume>`, the one loop every game is played
with: making a record (:mod:`ginqt.records.build`), verifying one (:mod:`ginqt.records.verify`),
reviewing one (:mod:`ginqt.records.review`) and the replay viewer all do, so what is written is
what is checked.  :func:`steps_of` keeps the game after every deal and every move.

>>> from ginqt.records.build import play_and_record
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import FallbackStrategy
>>> steps = steps_of(play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4))
>>> steps[0].move, steps[1].move, steps[-1].match.over
(0, 1, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from ginqt.engine import Match
from ginqt.play.runner import STANDARD_SCORING, GameRunner
from ginqt.records.game import RecordedGame
from ginqt.variants import MatchScoring

__all__ = ["Step", "steps_of"]


@dataclass(frozen=True, slots=True)
class Step:
    """The game after the deal of hand ``hand`` (0-based) and its first ``move`` moves."""

    hand: int
    move: int
    match: Match


def steps_of(game: RecordedGame, scoring: MatchScoring = STANDARD_SCORING) -> list[Step]:
    """The game after every deal and every move of ``game`` (its variant's ``scoring``);
    :class:`~ginqt.play.log.GameLogError` says which move does not play."""
    steps: list[Step] = []

    def note(runner: GameRunner) -> None:
        match = runner.match
        hand = match.hand_number - 1
        steps.append(Step(hand, steps[-1].move + 1 if steps and steps[-1].hand == hand else 0, match))

    GameRunner.resume(game.log(scoring), on_step=note)
    return steps
