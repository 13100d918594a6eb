"""The end of a game: box, game and shutout bonuses, and the winner decided on the totals (issue 14, bug 1)."""

from __future__ import annotations

import pytest
from engine_helpers import DataLine, read_data
from hypothesis import given
from hypothesis import strategies as st

from ginqt.engine import game_result
from ginqt.rules import PRESETS, Rules, Shutout

RESULTS = read_data("game_results.txt")


def pair(text: str) -> tuple[int, int]:
    first, second = (int(word) for word in text.split())
    return first, second


def player(text: str) -> int | None:
    return None if text == "none" else int(text)


@pytest.mark.parametrize("line", RESULTS, ids=[f"line{line.number}" for line in RESULTS])
def test_game_results_file(line: DataLine) -> None:
    result = game_result(PRESETS[line["preset"]], pair(line["scores"]), pair(line["won"]), player(line["reached"]))
    assert result.winner == player(line["winner"])
    assert result.points == pair(line["totals"])
    assert result.net == int(line["net"])
    assert result.shutout == (line["shutout"] == "yes")


bonuses = st.builds(Rules, box_bonus=st.integers(0, 100), game_bonus=st.integers(0, 200),
                    shutout=st.sampled_from(Shutout), shutout_bonus=st.integers(1, 200))


@given(bonuses, st.integers(0, 300), st.integers(0, 300), st.integers(1, 15), st.integers(0, 15),
       st.sampled_from((0, 1)))
def test_the_higher_total_wins(rules: Rules, reached_points: int, other_points: int, reached_won: int,
                               other_won: int, reached: int) -> None:
    """Whatever the bonuses, the winner has the higher total, the net is never negative, and the game
    bonus stays with the player who reached the limit."""
    scores = (reached_points, other_points) if reached == 0 else (other_points, reached_points)
    won = (reached_won, other_won) if reached == 0 else (other_won, reached_won)
    result = game_result(rules, scores, won, reached)
    assert result.winner is not None
    loser = 1 - result.winner
    assert result.points[result.winner] >= result.points[loser]
    assert result.net >= 0
    assert result.game_bonus[reached] == rules.game_bonus and result.game_bonus[1 - reached] == 0
    assert result.box_bonus == (won[0] * rules.box_bonus, won[1] * rules.box_bonus)
    if result.winner != reached:  # only a strictly higher total takes the game from the one who reached the limit
        assert result.points[result.winner] > result.points[reached]
    margin = result.points[result.winner] - result.points[loser]
    assert result.net == (2 * margin if result.shutout and rules.shutout is Shutout.DOUBLE else margin)
