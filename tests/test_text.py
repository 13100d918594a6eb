"""The words for people (ginqt.ui.text): the engine's structured results, with names and suit symbols."""

from __future__ import annotations

from test_settle import SETTLEMENTS, run

from ginqt.engine import game_result
from ginqt.plugins import load_plugins
from ginqt.rules import PRESETS, Rules
from ginqt.ui.text import match_result_lines, outcome_lines, settlement_lines
from ginqt.variants import GameScore, MatchOutcome


def test_a_settlement_reads_like_the_score_sheet() -> None:
    line = next(d for d in SETTLEMENTS if d.get("laid_off") == "7S 8C" and d.get("multiplier") == "2")
    assert settlement_lines(run(line), "Ann", "You") == [
        "Ann's deadwood: 4",
        "Your deadwood: 17, 2 after laying off 8♣ 7♠",
        "Undercut: 2 + bonus 25",
        "Spade upcard: x2",
        "You score 54",
    ]


def test_every_settlement_names_its_winner_and_points() -> None:
    for line in SETTLEMENTS:
        if "error" in line.fields:
            continue
        settlement = run(line)
        lines = settlement_lines(settlement, "Ann", "Bob")
        winner = "Ann" if settlement.winner.value == "knocker" else "Bob"
        assert lines[-1] == f"{winner} scores {settlement.points}"
        assert all("Player" not in text and "Knocker" not in text for text in lines)


def test_the_end_of_a_game_with_bonuses_and_a_shutout() -> None:
    shut = game_result(PRESETS["tommy"], (120, 0), (4, 0), 0)
    assert match_result_lines(shut, ("You", "Computer")) == [
        "You: 320",
        "  120 points + 100 (4 hands won) + 100 (game)",
        "Computer: 0 points",
        "You win by 320 × 2 = 640 (shutout)",  # the doubled margin written out as the totals are (issue 48)
    ]
    # issue 14, bug 5: the breakdown was one line per player, cut on the table ("100 game bonu")
    palm = game_result(PRESETS["palm"], (105, 0), (3, 0), 0)
    assert max(len(line) for line in match_result_lines(palm, ("You", "Computer"))) <= 60
    assert match_result_lines(game_result(Rules(), (30, 0), (1, 0), None), ("Ann", "Bob"))[-1] == "The game is drawn"


def test_a_variant_outcome_is_worded_from_its_games() -> None:
    games = (GameScore(1, (120, 25), 1, True), GameScore(2, (110, 100), 1, True), GameScore(3, (40, 100), 0, True))
    assert outcome_lines(MatchOutcome(1, (270, 225), games), ("Ann", "Bob")) == [
        "Game 1: Ann 120 – Bob 25", "Game 2: Ann 110 – Bob 100", "Game 3: Ann 40 – Bob 100", "Bob wins the match 2–1",
    ]
    open_games = (GameScore(1, (60, 25), None, False),)
    assert outcome_lines(MatchOutcome(None, (60, 25), open_games), ("Ann", "Bob")) == [
        "Game: Ann 60 – Bob 25 (unfinished)", "The game is unfinished",
    ]
    info = load_plugins(autoload=False).variant("standard")
    result = game_result(info.rules, (105, 20), (3, 1), 0)
    assert result.engine and result.games == (GameScore(1, (105, 20), 0, True),)
    assert outcome_lines(result, ("Ann", "Bob")) == match_result_lines(result, ("Ann", "Bob"))
