"""GameLog (ginqt.play.log): the game as one piece of data, open while it is played."""

from __future__ import annotations

import pytest

from ginqt.play.log import NEXT_HAND, GameLog, GameLogError
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy


def test_the_runner_writes_the_log_and_the_log_plays_the_game_again() -> None:
    runner = GameRunner.from_spec(GameSpec(Variant.standard(Rules(score_limit=120)), seed=5),
                                  (FallbackStrategy(), FallbackStrategy()))
    log = GameLog.for_match(runner.match, player_name="A", opponent="B")
    assert runner.play(journal=log)
    assert log.moves.count(NEXT_HAND) == runner.match.hand_number - 1 == len(log.deals) - 1
    assert all(" " not in move for move in log.moves)  # one token a move
    again = log.replay()
    assert again.history == runner.match.history and again.over


def test_undo_truncates_the_log_and_a_closed_log_takes_no_moves() -> None:
    runner = GameRunner.from_spec(GameSpec(Variant.standard(Rules(score_limit=120)), seed=5),
                                  (FallbackStrategy(), FallbackStrategy()))
    log = GameLog.for_match(runner.match)
    runner.play(journal=log, max_hands=2)
    second = log.moves.index(NEXT_HAND)
    log.truncate(second + 3)
    assert len(log.deals) == 2 and log.replay().hand_number == 2
    log.truncate(second - 1)
    assert len(log.deals) == 1 and log.replay().hand_number == 1
    log.close()
    with pytest.raises(GameLogError, match="no more moves"):
        log.append("stock")


def test_a_log_whose_move_is_not_legal_says_which() -> None:
    log, _ = GameLog.new(Rules(), seed=3, first_dealer=0)
    log.moves += ["pass", "pass", "stock", "knock:AS"]
    with pytest.raises(GameLogError, match=r"move 4 \('knock:AS'\)"):
        log.replay()
