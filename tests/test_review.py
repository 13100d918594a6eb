"""The review of a recorded game: the expert's verdict on each decision, off the GUI thread, kept per player."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import StandardPlayer, discard_position
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui_helpers import fast_prefs

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.analysis import Effort, advise
from ginqt.cards import mask_of
from ginqt.engine import Action, ActionKind, PlayerView
from ginqt.play.log import GameLog
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.records import Player, RecordedGame, Status, record_game
from ginqt.records.review import MISTAKE_POINTS, Decision, Review, decision_steps, review_game
from ginqt.rules import Rules
from ginqt.storage import DataDir, Statistics, Storage
from ginqt.storage.results import ReviewedGame
from ginqt.strategy import FallbackStrategy
from ginqt.ui.replay.review import ReviewPanel
from ginqt.ui.replay.window import ReplayWindow

pytestmark = pytest.mark.timeout(120)
QUICK = Effort(deals=12, playouts=8, knock_deals=16)


class Careless(FallbackStrategy):
    """Draws sensibly but throws a random card, and knocks whenever it may: a player with mistakes to find."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        knocks = [a for a in view.legal_actions if a.kind is ActionKind.KNOCK]
        if knocks:
            return self.rng.choice(knocks)
        discards = [a for a in view.legal_actions if a.kind is ActionKind.DISCARD]
        return self.rng.choice(discards) if discards else super().choose(view)


def game_of(player: FallbackStrategy, seed: int = 5, limit: int = 0) -> RecordedGame:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=limit)), seed=seed),
                                  (player, StandardPlayer()))
    runner.play()
    return record_game(runner.log, (Player("Ann"), Player("Computer", "standard")), Status.PLAYING, runner=runner)


CARELESS = game_of(Careless(1), limit=60)


def test_every_decision_is_weighed_and_the_careless_ones_found() -> None:
    steps = decision_steps(CARELESS, 0)
    review = review_game(CARELESS, 0, jobs=1, effort=QUICK)
    assert review.complete and [d.step for d in review.decisions] == steps
    for decision in review.decisions:
        hand = CARELESS.hands[decision.hand]
        assert decision.played == hand.moves[decision.move]
        assert decision.best.value >= decision.chosen.value
    mistakes = review.mistakes()
    assert mistakes and all(m.points_lost >= MISTAKE_POINTS for m in mistakes)
    assert [m.points_lost for m in mistakes] == sorted((m.points_lost for m in mistakes), reverse=True)
    good = review_game(game_of(StandardPlayer(), limit=60), 0, jobs=1, effort=QUICK)
    assert good.accuracy > review.accuracy + 0.1  # the hint player plays far closer to the expert


def test_a_late_knock_the_expert_holds_back_counts_as_a_mistake() -> None:
    # After 26 discards, knocking with 10 (throwing 6♣) scores more on the likely deals than playing
    # on, but less than the 6 points a knock this late must beat playing on by: the expert plays on,
    # and a player who knocked gave up the difference.
    mine, opponent = "AS 3S 4S 4H AD 3D 3C 6C 9C TC JC", "8S 2H 7H JH 2D 6D JD QD 8C KC"
    late = advise(discard_position(Rules(), mask_of(mine), mask_of(opponent), turns=26), (), seed=0)
    knock = next(entry for entry in late.actions if entry.action.kind is ActionKind.KNOCK)
    more = knock.expected_points - late.best.expected_points
    assert late.best.action.kind is ActionKind.DISCARD and 0 < more < knock.late_margin == 6.0
    knocked = Decision(0, 0, 30, knock.action, late.best, knock)
    assert knocked.points_lost == pytest.approx(6.0 - more) and not knocked.agrees
    review = Review(0, (knocked,), 1, True)
    assert review.mistakes() == (knocked,) and review.points_lost == pytest.approx(6.0 - more)
    assert ReviewPanel.describe(knocked) == (
        f"Hand 1, move 31: knocking with 6♣ was worth {6.0 - more:.1f} points less than discarding 6♣.\n"
        f"This late in the hand an undercut is likelier than the {100 * (knock.undercut_risk or 0):.0f}% the "
        f"likely deals show: a knock must score 6.0 points more than playing on, this one {more:.1f} points.")
    # Playing on where the expert plays on loses nothing.
    assert Decision(0, 0, 30, late.best.action, late.best, late.best).points_lost == 0


def test_the_decisions_of_the_other_seat_can_be_reviewed_too() -> None:
    review = review_game(CARELESS, 1, jobs=1, effort=QUICK)
    assert review.decisions and all(CARELESS.hands[d.hand].moves[d.move] == d.played for d in review.decisions)
    assert {d.step for d in review.decisions}.isdisjoint(decision_steps(CARELESS, 0))


def test_worker_processes_give_the_same_review() -> None:
    one = review_game(CARELESS, 0, jobs=1, effort=QUICK)
    seen: list[tuple[int, int]] = []
    two = review_game(CARELESS, 0, jobs=2, effort=QUICK, progress=lambda done, total: seen.append((done, total)))
    assert two.decisions == one.decisions
    assert seen == [(n, len(one.decisions)) for n in range(1, len(one.decisions) + 1)]


def test_a_cancelled_review_keeps_what_it_did() -> None:
    done: list[int] = []
    review = review_game(CARELESS, 0, jobs=1, effort=QUICK, progress=lambda n, _total: done.append(n),
                         cancelled=lambda: len(done) >= 3)
    assert not review.complete and len(review.decisions) == 3 < review.wanted


# -- kept in the player's statistics --------------------------------------------------------------


def counted_game(tmp_path: Path) -> tuple[Storage, GameLog]:
    """A one-hand game of Ann's, counted in the statistics of ``tmp_path``."""
    storage = Storage.open(tmp_path)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), ("Ann", ""), seed=3))
    while not runner.over:
        runner.apply(runner.legal_actions()[0])
    storage.finish_game(runner.log, runner)
    return storage, runner.log


def test_reviews_are_kept_in_the_statistics(tmp_path: Path) -> None:
    storage, log = counted_game(tmp_path)
    first = ReviewedGame(log.game_id, log.started, 0.8, 20, 12.5)
    assert storage.stats.add_review("Ann", first) is not None
    assert storage.stats.add_review("Nobody", first) is None
    again = ReviewedGame(log.game_id, log.started, 0.9, 30, 4.0)  # reviewed again: replaces the first
    storage.stats.add_review("Ann", again)
    other = ReviewedGame("another-game", log.started, 0.5, 10, 20.0)
    storage.stats.add_review("Ann", other)
    ann = Statistics(DataDir.at(tmp_path)).get("Ann")
    assert ann is not None and ann.reviews == (again, other)
    assert ann.accuracy == pytest.approx((0.9 * 30 + 0.5 * 10) / 40)


def test_a_damaged_review_is_left_out_not_the_player(tmp_path: Path) -> None:
    import json

    storage, log = counted_game(tmp_path)
    storage.stats.add_review("Ann", ReviewedGame(log.game_id, log.started, 0.8, 20, 12.5))
    path = tmp_path / "stats.json"
    data = json.loads(path.read_text())
    data["players"][0]["reviews"].append({"game_id": "x", "date": log.started, "accuracy": 7,
                                          "decisions": 1, "points_lost": 0})
    path.write_text(json.dumps(data))
    fresh = Storage.open(tmp_path)
    ann = fresh.stats.get("Ann")
    assert ann is not None and len(ann.reviews) == 1 and ann.games_played == 1
    assert any("review" in notice for notice in fresh.notices.drain())


# -- in the replay viewer ---------------------------------------------------------------------------


@pytest.fixture
def viewer(qtbot: Any) -> ReplayWindow:
    window = ReplayWindow(CARELESS, fast_prefs(), review_player=0)
    qtbot.addWidget(window)
    window.show()
    assert window.review is not None
    window.review.jobs, window.review.effort = 1, QUICK
    return window


def test_the_review_runs_off_the_gui_thread_and_each_mistake_is_a_click_away(qtbot: Any, viewer: ReplayWindow) -> None:
    panel = viewer.review
    assert panel is not None
    with qtbot.waitSignal(panel.reviewed, timeout=90_000) as done:
        QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
        assert panel.progress.isVisible() and panel.cancel_button.isVisible() and not panel.start_button.isEnabled()
    review = done.args[0]
    assert review.complete and "Accuracy" in panel.summary.text()
    assert panel.mistakes.count() == len(review.mistakes()) > 0
    item = panel.mistakes.item(0)
    rect = panel.mistakes.visualItemRect(item)
    qtbot.mouseClick(panel.mistakes.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    worst = review.mistakes()[0]
    assert viewer.game_cursor.index == worst.step
    assert viewer.snapshot is not None and viewer.snapshot.texts["hint"].startswith("The expert:")
    # the list's "move N" is the one about to be made where the table stands
    assert f"Hand {worst.hand + 1}, move {worst.move + 1}:" in item.text()
    where = f"· {worst.move} of" if worst.move else "· the deal"
    assert f"Hand {worst.hand + 1} of" in viewer.position.text() and where in viewer.position.text()
    qtbot.waitUntil(lambda: panel.worker is None)
    assert not panel.progress.isVisible()


def test_the_review_can_be_cancelled(qtbot: Any, viewer: ReplayWindow) -> None:
    panel = viewer.review
    assert panel is not None
    QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.worker is None, timeout=60_000)
    assert panel.review is not None and not panel.review.complete
    assert f"of {panel.review.wanted} decisions reviewed" in panel.summary.text()
    assert panel.start_button.isEnabled() and not panel.progress.isVisible()


def test_every_record_of_the_same_game_reviews_the_same() -> None:
    """Issue 39, item 15: the same game written twice (another id, other names and times, through the text
    format) and once before it ended reviews to the same figures, decision by decision."""
    from dataclasses import replace

    from ginqt.records.text import dumps, loads

    def log_of(limit: int, hands: int | None = None) -> RecordedGame:
        runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=limit)), seed=5),
                                      (Careless(1), StandardPlayer()))
        runner.play(max_hands=hands)  # a fresh game id each time
        return record_game(runner.log, (Player("Ann"), Player("Computer", "standard")), Status.PLAYING)

    first, again = log_of(150), log_of(150)
    assert first.game_id != again.game_id and first.hands == again.hands
    renamed = loads(dumps(replace(again, players=(Player("Bob"), Player("Bot", "standard")),
                                  started="2021-05-01T10:00:00+00:00")))
    one = review_game(first, 0, jobs=1, effort=QUICK)
    other = review_game(renamed, 0, jobs=2, effort=QUICK)
    assert other.decisions == one.decisions
    assert (other.points_lost, other.accuracy) == (one.points_lost, one.accuracy)
    early = log_of(150, hands=1)  # written after the first hand
    assert len(early.hands) == 1 < len(first.hands)
    part = review_game(early, 0, jobs=1, effort=QUICK)
    assert part.decisions == tuple(d for d in one.decisions if d.hand == 0)


def test_a_review_where_nothing_was_reviewed_claims_no_accuracy() -> None:
    """Issue 48, item 1: every worker died, and the panel said "Accuracy 100 %: 0 of 0 decisions"."""
    from ginqt.ui import text

    died = ("the worker process died (exit status 1)",) * 12
    said = text.review_summary_text(1.0, 0, 0.0, False, 12, died)
    assert "Accuracy" not in said and "0 of 12 decisions reviewed" in said
    assert "12 decisions could not be reviewed: the worker process died (exit status 1)." in said
    with pytest.raises(TypeError, match="effort must be an Effort"):
        review_game(CARELESS, 0, jobs=2, effort=False)  # type: ignore[arg-type]
