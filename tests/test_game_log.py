"""GameLog (ginqt.play.log): the game as one piece of data, written by the runner, open while it is played."""

from __future__ import annotations

import pytest

from ginqt.engine import Action
from ginqt.play.log import NEXT_HAND, GameLog, GameLogError
from ginqt.play.runner import GameRunner
from ginqt.play.seats import OpenSeat
from ginqt.play.spec import GameSpec, Limits, Variant
from ginqt.plugins import load_plugins
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy


def played(hands: int | None = None, seed: int = 5) -> GameRunner:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=120)), ("A", "B"), seed=seed),
                        (FallbackStrategy(), FallbackStrategy()))
    runner.play(max_hands=hands)
    return runner


def test_the_runner_writes_the_log_and_the_log_plays_the_game_again() -> None:
    runner = played()
    log = runner.log
    assert runner.over and log.spec.seats == ("A", "B") and log.first_dealer == runner.match.history[0].dealer
    assert log.moves.count(NEXT_HAND) == runner.match.hand_number - 1 == len(log.deals) - 1
    assert all(isinstance(move, Action) or move == NEXT_HAND for move in log.moves)  # actions, text when saved
    again = GameRunner.resume(log)
    assert again.match.history == runner.match.history and again.over
    assert again.log.texts() == log.texts() and again.log.game_id == log.game_id


def test_the_log_holds_what_is_played_and_its_text_says_it() -> None:
    """A variant with its own scoring: its own rules beside the engine's, the seats and the limits are the log's."""
    info = load_plugins(autoload=False).variant("hollywood")
    spec = GameSpec(Variant("hollywood", info.rules.replace(score_limit=150), info.scoring), ("Ann", "expert"),
                    limits=Limits(move_seconds=2.5))
    runner = GameRunner(spec, (FallbackStrategy(), FallbackStrategy()))
    runner.play_hand()
    data = runner.log.to_dict()
    assert data["variant"] == "hollywood" and data["variant_rules"]["score_limit"] == 150
    assert data["rules"]["score_limit"] != 150  # the engine's: the variant's scoring ends the game
    assert (data["player_name"], data["opponent"], data["limits"]) == ("Ann", "expert", {"move_seconds": 2.5})
    assert len(data["deals"]) == 1 and data["moves"]


def test_undo_truncates_the_log_and_the_game_with_it() -> None:
    runner = played(hands=2)
    log = runner.log
    second = log.moves.index(NEXT_HAND)
    whole = log.texts()
    runner.truncate(second + 3)  # within the hand in play: from its deal
    assert len(log) == second + 3 and len(log.deals) == 2 and runner.match.hand_number == 2
    assert GameRunner.resume(log).match == runner.match and log.texts() == whole[:second + 3]
    runner.truncate(second - 1)  # into the hand before: the game again from its first deal
    assert len(log.deals) == 1 and runner.match.hand_number == 1
    assert GameRunner.resume(log).match == runner.match
    moves = [move for move in log.moves[:3] if isinstance(move, Action)]
    runner.truncate(0)
    runner.redo(moves)  # redo: the same moves again, nobody told
    assert log.texts() == whole[:3] and runner.match == GameRunner.resume(log).match


def test_undo_tells_no_player_and_a_closed_log_takes_no_moves() -> None:
    person = OpenSeat()
    runner = GameRunner(GameSpec(Variant.standard(Rules()), seed=3, first_dealer=1), (person, FallbackStrategy()))
    answer = runner.ask()
    answer.set(runner.legal_actions()[0])
    runner.take(answer)
    told = len(person.calls)
    runner.truncate(0)
    assert len(person.calls) == told and runner.last_events == ()
    runner.log.close()
    with pytest.raises(GameLogError, match="no more moves"):
        runner.apply(runner.legal_actions()[0])


def test_a_log_whose_move_is_not_legal_says_which() -> None:
    log = GameRunner(GameSpec(Variant.standard(Rules()), seed=3, first_dealer=0)).log
    log.moves += [Action.parse(text) for text in ("pass", "pass", "stock", "knock:AS")]
    with pytest.raises(GameLogError, match=r"hand 1, move 4 \(knock:AS\) cannot be played"):
        GameRunner.resume(log)
    log.moves[3:] = ["not a move"]
    with pytest.raises(GameLogError, match=r"move 4 \(not a move\)"):
        GameRunner.resume(log)


def test_a_log_of_a_game_from_before_fair_deals_deals_from_its_key() -> None:
    spec = GameSpec(Variant.standard(Rules(score_limit=0)), seed=11, first_dealer=0)
    old = GameRunner.resume(GameLog(spec))  # no deal secrets: dealt as GinQt dealt before fair deals
    assert old.commitment is None and old.match.hand != GameRunner(spec).match.hand
    fallback = FallbackStrategy()
    while not old.hand_over:
        old.apply(fallback.choose(old.view(old.match.to_play)))
    again = GameRunner.resume(old.log)
    assert again.match == old.match and again.log.deals == []
