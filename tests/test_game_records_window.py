"""The window keeps a record of every game the person plays (docs/RECORDS.md): at each hand's end, and when it ends."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_session import WINNING_SEED, Table
from ui_helpers import fast_prefs

from ginqt.analysis import Effort
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins.players import PlayerSource
from ginqt.records import Status
from ginqt.records.folder import RecordFolder
from ginqt.records.review import decision_steps
from ginqt.records.verify import verify
from ginqt.storage import DataDir, Storage
from ginqt.ui.menus import Command
from ginqt.ui.replay.opening import RecordProblem, load_replay
from ginqt.ui.replay.window import ReplayWindow

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def table(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., Table]]:
    made: list[Table] = []

    def make(**kwargs: Any) -> Table:
        made.append(Table(qtbot, tmp_path / "data", **kwargs))
        return made[-1]

    yield make
    for t in made:
        t.close()


def records(tmp_path: Path) -> RecordFolder:
    return RecordFolder.of(DataDir.at(tmp_path / "data"))


def test_a_finished_game_leaves_a_record_that_verifies(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=WINNING_SEED, score_limit=60)
    t.window.new_game()
    t.play_to_end()
    [entry] = records(tmp_path).entries()
    game = records(tmp_path).read(entry.file)
    match = t.controller.session.match
    assert match is not None and game.status is Status.FINISHED
    assert len(game.hands) == len(match.history) and game.points == match.result.points  # type: ignore[union-attr]
    assert game.players[0].name == "Kim" and game.players[0].person and not game.players[1].person
    assert game.game_id == t.keeper.log.game_id  # type: ignore[union-attr]
    assert verify(game).ok
    stats = t.storage.stats.get("Kim")
    assert stats is not None and entry.outcome == ("won" if stats.games_won else "lost")


def test_each_hand_is_written_as_it_ends_and_the_hand_in_play_stays_secret(
        table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=WINNING_SEED, score_limit=500)
    t.window.new_game()
    t.autoplay(10_000)

    def second_hand_under_way() -> bool:
        match = t.controller.session.match
        return match is not None and match.hand_number == 2 and match.hand.turns >= 2 and \
            match.hand.result is None

    t.qtbot.waitUntil(second_hand_under_way, timeout=30000)
    t.controller.shutdown()
    match = t.controller.session.match
    assert match is not None and match.deal is not None and match.commitment is not None
    # the table shows the hand's commitment, never its seed, while it is played
    t.window.board.refresh()
    status = t.window.board.snapshot.texts["status"]  # type: ignore[union-attr]
    assert "Fair deal" in status and match.commitment[:8] not in status, "a small seal, not a hash on the felt"
    tip = t.window.board.snapshot.texts["status_tip"]  # type: ignore[union-attr]
    assert match.commitment in tip and match.deal.seed[:8] not in tip + status  # the seal opens the commitment
    [entry] = records(tmp_path).entries()
    assert entry.status == "playing" and entry.hand_count == 1  # the first hand, written when it ended
    written = "".join(path.read_text() for path in (tmp_path / "data" / "records").iterdir())
    assert match.deal.seed not in written and match.deal.salt not in written
    assert match.history[0].deal is not None and match.history[0].deal.seed in written
    # the game still in play opened in the replay (Past games › Open): its finished hand, never the hand in play
    replay = load_replay(records(tmp_path).path(entry.file), fast_prefs(), PlayerSource(autoload=False))
    t.qtbot.addWidget(replay)
    cursor = replay.game_cursor
    assert cursor.hand_count == 1 and {step.match.hand_number for step in cursor.steps} == {1}
    in_play = match.hand.hands[0] | match.hand.hands[1]
    for index in range(len(cursor.steps)):
        cursor.go(index)
        seat = cursor.seat_view()
        assert seat.view.hand_number == 1 and seat.other_hand is not None and \
            seat.view.hand.mask | seat.other_hand.mask != in_play
    # the saved game (the open log, the hand in play sealed) is no record: the replay refuses it
    saved = t.storage.saved_game.path
    assert saved.is_file() and match.deal.seed not in saved.read_text()
    with pytest.raises(RecordProblem, match="not a game record"):
        load_replay(saved, fast_prefs(), PlayerSource(autoload=False))
    # left for a new game: the hand in play is written too, its secret revealed
    game_id = t.keeper.log.game_id  # type: ignore[union-attr]
    t.controller.new_game(GameSpec(Variant.standard(t.controller.spec.rules), seed=3))  # type: ignore[union-attr]
    [entry] = [e for e in records(tmp_path).entries() if e.game_id == game_id]
    game = records(tmp_path).read(entry.file)
    assert game.status is Status.ABANDONED and len(game.hands) == 2 and game.hands[1].end is None
    assert game.hands[1].secret == match.deal and verify(game).ok


def test_ctrl_n_mid_game_counts_the_left_game_once_and_records_its_hand_in_play(
        table: Callable[..., Table], tmp_path: Path) -> None:
    """The person presses Ctrl+N in the second hand (start directly, no question): the game left is counted once as
    quit early, its saved game gives way to the new one, and its record reveals the hand in play (written from the
    game the window's session held, issue 49) and verifies."""
    t = table(seed=WINNING_SEED, score_limit=500, start_directly=True, confirm_new_game=False)
    t.window.new_game()
    t.autoplay(10_000)
    t.qtbot.waitUntil(lambda: (s := t.controller.session) is not None and s.match.hand_number == 2 and
                      s.match.hand.turns >= 2 and s.match.hand.result is None, timeout=30000)
    assert t.robot is not None
    t.robot.left = 0  # the person stops to think, then leaves
    left = t.controller.session
    assert left is not None
    deal, game_id = left.match.deal, left.log.game_id
    t.window.show()
    t.qtbot.waitExposed(t.window)
    t.window.activateWindow()  # keyboard shortcuts need the active window
    t.qtbot.waitUntil(t.window.isActiveWindow, timeout=3000)
    QTest.keyClick(t.window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    t.qtbot.waitUntil(lambda: t.controller.session is not left, timeout=5000)
    [entry] = [e for e in records(tmp_path).entries() if e.game_id == game_id]
    game = records(tmp_path).read(entry.file)
    assert game.status is Status.ABANDONED and game.hands[-1].secret == deal and verify(game).ok
    assert t.storage.decided(game_id)  # counted, once: the next start will not offer it
    player = t.storage.stats.get("Kim")
    assert player is not None and (player.games_played, player.games_quit) == (1, 1)
    saved = t.storage.saved_game.load()
    assert saved is None or saved.log.game_id != game_id


class Killed(BaseException):
    """The program killed (kill -9) at this point: nothing after it runs."""


@pytest.mark.parametrize("killed_at", ["finishing", "recording"])
def test_a_kill_while_a_left_game_is_put_away_never_reveals_a_hand_it_offers_to_resume(
        table: Callable[..., Table], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, killed_at: str) -> None:
    """Leaving a game writes its record with the hand in play revealed and clears the saved game.  Killed between
    the two, the next start must not both offer the game to resume and show that hand in Past games."""
    t = table(seed=WINNING_SEED, score_limit=500)
    t.window.new_game()
    t.autoplay(10_000)
    t.qtbot.waitUntil(lambda: (s := t.controller.session) is not None and s.match.hand_number == 2 and
                      s.match.hand.turns >= 2 and s.match.hand.result is None, timeout=30000)
    t.controller.shutdown()
    assert t.robot is not None
    t.robot.left = 0  # the robot's move queued meanwhile does not play on the log the keeper closes
    deal = t.controller.session.match.deal  # type: ignore[union-attr]

    def kill(*_args: Any, **_kwargs: Any) -> None:
        raise Killed

    monkeypatch.setattr(*((t.storage, "finish_game") if killed_at == "finishing" else (t.keeper.recorder, "write")),
                        kill)
    with pytest.raises(Killed):
        t.keeper.quit_game()
    later = Storage.open(tmp_path / "data")  # the next start
    saved = later.saved_game.load()
    offered = saved is not None and not later.decided(saved.log.game_id)
    folder = records(tmp_path)
    shown = [entry.file for entry in folder.entries()
             if deal in (hand.secret for hand in folder.read(entry.file).hands)]
    assert not (offered and shown), f"resumable, and its hand in play is in {shown}"


def test_demo_games_leave_no_record(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=5, score_limit=0)
    t.window.new_game(demo=True)
    t.qtbot.waitUntil(lambda: bool(t.over), timeout=30000)
    assert records(tmp_path).entries() == []


def test_past_games_open_a_game_and_its_review_button_reviews_every_decision(
        table: Callable[..., Table], tmp_path: Path) -> None:
    """Issue 48, item 1: Past games, Open, then a click on "Review the game" (the real button, the real
    worker processes) reviews N of N decisions; the button's clicked(checked) once arrived as the effort,
    every worker died and the panel said "Accuracy 100 %: 0 of 0 decisions"."""
    t = table(seed=WINNING_SEED, score_limit=0)
    t.window.new_game()
    t.play_to_end()
    t.window.menus[Command.PAST_GAMES].trigger()
    dialog = t.window.records.past_games_dialog
    assert dialog is not None and dialog.isVisible() and dialog.model.rowCount() == 1
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    [replay] = t.window.findChildren(ReplayWindow)
    assert replay.isVisible() and replay.game.game_id == t.keeper.log.game_id  # type: ignore[union-attr]
    # the review of the person's decisions goes into their statistics, and the panel shows it
    panel = replay.review
    assert panel is not None and panel.player == 0 and panel.start_button.isVisible()
    panel.effort = Effort(deals=8, playouts=4, knock_deals=8)  # a quick expert; two worker processes as in play
    reviewed: list[object] = []
    replay.reviewed.connect(reviewed.append)
    QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: panel.review is not None and panel.worker is None, timeout=100_000)
    review = panel.review
    wanted = len(decision_steps(replay.game, 0))
    assert wanted > 0 and review.wanted == wanted and len(review.decisions) == wanted and review.lost == ()
    assert review.complete and reviewed == [review] and f"of {wanted} decisions" in panel.summary.text()
    kim = t.storage.stats.get("Kim")
    assert kim is not None and [r.game_id for r in kim.reviews] == [replay.game.game_id]
    assert "1 reviewed game" in t.window.panels.statistics.label("accuracy").text()
    replay.close()
