"""The replay viewer: stepping through a recorded game on the table, by key, by hand, playing; ginqt replay FILE."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import StandardPlayer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from ui_helpers import fast_prefs

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.cards import CardSet
from ginqt.engine import Action, ActionKind, EventKind, Phase
from ginqt.play.log import GameLog
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins.players import PlayerSource
from ginqt.records import Player, RecordedGame, Status, dumps, record_game
from ginqt.records.replay import ReplayCursor, ReplayError
from ginqt.rules import Rules
from ginqt.ui.replay.opening import RecordProblem, load_replay, open_replay
from ginqt.ui.replay.window import ReplayWindow

pytestmark = pytest.mark.timeout(60)
ROOT = Path(__file__).resolve().parent.parent


def recorded(seed: int = 3, limit: int = 100) -> RecordedGame:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=limit)), seed=seed),
                                  (StandardPlayer(), StandardPlayer()))
    runner.play()
    return record_game(runner.log, (Player("Ann"), Player("Computer", "standard")), Status.PLAYING, runner=runner)


GAME = recorded()


# -- the cursor (no Qt) --------------------------------------------------------------------------


def test_the_cursor_walks_every_move_of_every_hand() -> None:
    cursor = ReplayCursor(GAME)
    assert cursor.hand_count == len(GAME.hands) > 2 and cursor.position == (0, 0) and cursor.action is None
    seen = 0
    while cursor.forward():
        hand, move = cursor.position
        if move:
            assert cursor.action == GAME.hands[hand].moves[move - 1]
            seen += 1
    assert seen == GAME.moves and cursor.match.over
    assert not cursor.forward()  # the end stays the end


def test_the_cursor_jumps_by_hand() -> None:
    cursor = ReplayCursor(GAME)
    assert cursor.next_hand() and cursor.position == (1, 0)
    cursor.forward()
    assert cursor.previous_hand() and cursor.position == (1, 0)  # first to this hand's deal
    assert cursor.previous_hand() and cursor.position == (0, 0)  # then to the one before
    assert not cursor.previous_hand()
    cursor.last()
    assert cursor.position == (cursor.hand_count - 1, cursor.moves_in_hand())
    cursor.to_hand(1, 5)
    assert cursor.position == (1, 5)
    dealt = cursor.steps[cursor.starts[2]].match.hand
    assert (CardSet(dealt.hands[0]), CardSet(dealt.hands[1])) == GAME.hands[2].dealt


def test_each_step_is_a_seat_view_with_both_hands_of_the_record_shown() -> None:
    """Every card of a record is public: at a deal the south seat's view holds its ten cards and the other hand is
    shown; after a draw from the stock the card drawn is the one the hand gained."""
    cursor = ReplayCursor(GAME)
    for hand in (0, 2):
        cursor.to_hand(hand)
        seat = cursor.seat_view()
        assert (seat.view.hand, seat.other_hand) == GAME.hands[hand].dealt and seat.hidden == 0
        assert seat.view.hand_number == hand + 1 and cursor.events == () and cursor.drawn is None
    cursor.first()
    while not (cursor.forward() and cursor.mover == 0 and cursor.action is not None
               and cursor.action.kind is ActionKind.DRAW_STOCK):
        pass
    before = cursor.steps[cursor.index - 1].match.hand.hands[0]
    assert cursor.drawn is not None and cursor.seat_view().view.hand.mask == before | 1 << cursor.drawn
    assert [event.card for event in cursor.events if event.kind is EventKind.DREW_STOCK] == [cursor.drawn]


def test_a_record_left_before_its_end_lists_no_end_and_one_without_a_deal_secret_is_refused() -> None:
    """A record written while its game is played holds its finished hands only: the replay steps through those, says
    no end of the game, and a hand in play written without its secret is refused (never dealt afresh)."""
    spec = GameSpec(Variant.standard(Rules(score_limit=500)), seed=5)
    runner = GameRunner(spec, (StandardPlayer(), StandardPlayer()))
    runner.play_hand()
    runner.next_hand()
    for _ in range(6):
        runner.step()
    playing = record_game(runner.log, (Player("Ann"), Player("Computer", "standard")), Status.PLAYING, runner=runner)
    cursor = ReplayCursor(playing)
    cursor.last()
    assert cursor.hand_count == 1 and cursor.outcome is None and not cursor.over
    left = record_game(runner.log, (Player("Ann"), Player("Computer", "standard")), Status.ABANDONED, runner=runner)
    unsealed = dataclasses.replace(left.hands[1], secret=None)
    with pytest.raises(ReplayError, match="hand 2 has no deal secret"):
        ReplayCursor(dataclasses.replace(left, status=Status.PLAYING, hands=(left.hands[0], unsealed)))


def test_a_record_whose_moves_do_not_play_is_refused() -> None:
    hand = GAME.hands[0]
    bad = dataclasses.replace(hand, moves=(*hand.moves[:3], Action.parse("knock:AS")))
    with pytest.raises(ReplayError, match="hand 1, move 4"):
        ReplayCursor(dataclasses.replace(GAME, hands=(bad, *GAME.hands[1:])))


# -- the window ----------------------------------------------------------------------------------


@pytest.fixture
def window(qtbot: Any) -> ReplayWindow:
    shown = ReplayWindow(GAME, fast_prefs())
    qtbot.addWidget(shown)
    shown.show()
    return shown


def face_up_cards(window: ReplayWindow) -> set[int]:
    assert window.snapshot is not None
    return {card for card, place in window.snapshot.cards.items() if place.face_up}


def key(qtbot: Any, window: ReplayWindow, name: str) -> None:
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{name}"))


def test_the_keys_step_and_the_table_follows(qtbot: Any, window: ReplayWindow) -> None:
    cursor = window.game_cursor
    key(qtbot, window, "Right")
    key(qtbot, window, "Right")
    assert cursor.position == (0, 2)
    hand = cursor.match.hand
    assert window.scene.piles["stock"].count_text == str(len(hand.stock))
    assert face_up_cards(window) >= set(CardSet(hand.hands[0] | hand.hands[1]))  # both hands face up
    key(qtbot, window, "Left")
    assert cursor.position == (0, 1)
    key(qtbot, window, "PageDown")
    assert cursor.position == (1, 0) and "Hand 2 of" in window.position.text()
    key(qtbot, window, "End")
    assert cursor.match.over and window.snapshot is not None and window.snapshot.result is not None
    key(qtbot, window, "Home")
    assert cursor.position == (0, 0)


def test_the_replay_shows_both_hands_at_a_deal_and_the_live_table_hides_the_computers(
        qtbot: Any, window: ReplayWindow, windows: Any) -> None:
    dealt = GAME.hands[0].dealt
    assert face_up_cards(window) >= set(dealt[0]) | set(dealt[1])
    live = windows(hand_pause_ms=600_000)
    live.new_game()
    qtbot.waitUntil(lambda: live.board.snapshot is not None)
    match = live.controller.session.match
    shown = {card for card, place in live.board.snapshot.cards.items() if place.face_up}
    assert set(CardSet(match.hand.hands[0])) <= shown and not shown & set(CardSet(match.hand.hands[1]))


def test_the_move_just_made_is_said_and_each_deal_checked(qtbot: Any, window: ReplayWindow) -> None:
    key(qtbot, window, "Right")
    assert window.snapshot is not None
    texts = window.snapshot.texts
    mover = window.names[window.game_cursor.mover or 0]
    assert texts["turn"].startswith(mover) and texts["status"] == "✓ Fair deal: checked"
    # the fairness seal, as on the live table (issue 39): the fingerprint and the seed in its tooltip, not on the felt
    hand = window.game_cursor.hand
    assert hand.commitment is not None and hand.secret is not None
    assert hand.commitment[:8] not in texts["status"] and hand.secret.seed[:8] not in texts["status"]
    assert hand.commitment in texts["status_tip"] and hand.secret.seed in texts["status_tip"]
    assert window.snapshot.buttons == () and window.snapshot.numbers == ()


def test_a_hand_dealt_before_fair_deals_says_so(qtbot: Any) -> None:
    runner = GameRunner.resume(GameLog(GameSpec(Variant.standard(Rules(score_limit=0)), seed=4)),
                               (StandardPlayer(), StandardPlayer()))  # no deal secrets: dealt as before fair deals
    runner.play()
    game = record_game(runner.log, (Player("Ann"), Player("Computer", "standard")), Status.PLAYING, runner=runner)
    window = ReplayWindow(game, fast_prefs())
    qtbot.addWidget(window)
    assert not game.fair and window.snapshot is not None
    assert window.snapshot.texts["status"] == "Hand 1 was dealt before\nfair deals: no commitment"
    assert window.snapshot.texts["status_tip"] == ""


def test_playing_steps_on_by_itself_and_pauses(qtbot: Any, window: ReplayWindow) -> None:
    window.toggle_play()
    assert window.timer.isActive() and window.timer.interval() == window.play_interval()
    qtbot.waitUntil(lambda: window.game_cursor.index >= 3, timeout=5000)
    key(qtbot, window, "Space")
    at = window.game_cursor.index
    assert not window.timer.isActive()
    qtbot.wait(400)
    assert window.game_cursor.index == at


def test_a_hand_of_the_score_history_is_a_click_away(qtbot: Any, window: ReplayWindow) -> None:
    view = window.history_view
    row = view.visualRect(window.history.index(2, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert window.game_cursor.position == (2, 0)
    assert window.game_cursor.match.hand.phase is not Phase.OVER


def test_opening_a_file_says_why_it_cannot(tmp_path: Path) -> None:
    path = tmp_path / "game.ginrec"
    path.write_text(dumps(GAME)[:500])
    with pytest.raises(RecordProblem, match="not a game record GinQt can read"):
        load_replay(path, fast_prefs(), PlayerSource(autoload=False))
    with pytest.raises(RecordProblem, match="no such file"):
        load_replay(tmp_path / "none.ginrec", fast_prefs(), PlayerSource(autoload=False))


def test_a_version_1_record_opens_and_replays_to_its_end(qtbot: Any) -> None:
    """Records written before version 2 (a line for each item) are on players' disks: they still replay."""
    path = ROOT / "tests" / "data" / "record_v1_hollywood.ginrec"
    assert path.read_text().startswith("ginqt-record 1\n")
    window = load_replay(path, fast_prefs(), PlayerSource(autoload=False))
    qtbot.addWidget(window)
    window.show()
    cursor = window.game_cursor
    assert cursor.hand_count == 19
    cursor.last()
    window.show_step()
    assert cursor.match.hand.phase is Phase.OVER and cursor.position == (18, cursor.moves_in_hand())
    assert cursor.match.scores == (137, 140)  # the last hand settled as the record says


@pytest.mark.parametrize("how", ["truncated", "edited", "newer", "not-a-record"])
def test_a_bad_record_opened_in_the_window_is_one_line_in_a_dialog(qtbot: Any, tmp_path: Path, how: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    text = dumps(GAME)
    raw = {"truncated": text[: len(text) // 2], "edited": text.replace(" moves ", " moves 7Z ", 1),
           "newer": text.replace("ginqt-record 2", "ginqt-record 5", 1), "not-a-record": "{}\n"}[how].encode()
    path = tmp_path / "game.ginrec"
    path.write_bytes(raw)
    (tmp_path / "stats.json").write_text("{}")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    parent = QWidget()
    qtbot.addWidget(parent)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: said.append(text))
    assert open_replay(path, fast_prefs(), PlayerSource(autoload=False), parent) is None
    [line] = said
    assert "\n" not in line and line.startswith("game.ginrec:")
    assert not parent.findChildren(ReplayWindow)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # nothing moved, nothing written


def run_replay(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GINQT_DISABLE_PLUGIN_AUTOLOAD="1")
    return subprocess.run([sys.executable, "-m", "ginqt", "replay", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60)


def test_ginqt_replay_file(tmp_path: Path) -> None:
    path = tmp_path / "game.ginrec"
    path.write_text(dumps(GAME))
    shot = tmp_path / "shot.png"
    done = run_replay(str(path), "--screenshot", str(shot))
    assert done.returncode == 0 and shot.stat().st_size > 10_000
    newer = tmp_path / "newer.ginrec"
    newer.write_text(dumps(GAME).replace("ginqt-record 2", "ginqt-record 7", 1))
    done = run_replay(str(newer))
    assert done.returncode == 2 and done.stdout == ""
    [line] = done.stderr.strip().splitlines()
    assert line.startswith("ginqt replay: error: newer.ginrec:") and "newer GinQt" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.ginrec", "newer.ginrec", "shot.png"]


def test_replay_docks_give_way_to_the_table_in_a_small_window(qtbot: Any) -> None:
    """At a 1024 x 600 screen the replay window is 922 wide: its docks on the right (score history and
    review) narrow so that the table keeps the main window's share of the width (panels.manager.table_share)."""
    from ginqt.ui.panels.manager import table_share

    shown = ReplayWindow(GAME, fast_prefs(), review_player=0)
    qtbot.addWidget(shown)
    shown.show()
    shown.resize(922, 540)
    qtbot.waitUntil(lambda: shown.view.width() >= round(922 * table_share()) - 10, timeout=2000)
    docks = [shown.history_dock, shown.review_dock]
    assert max(dock.width() for dock in docks) <= round(922 * (1 - table_share()))
    assert shown.view.width() >= 922 * table_share() - 10  # the table, not the docks, has the room


def test_the_replay_names_the_players_as_its_history_does_and_shows_no_key_that_does_nothing(qtbot: Any) -> None:
    """Issue 48, item 7: the replay's score board said North/South beside a history saying You/Computer, and
    its piles said "Stock (D)", "Discard pile (P)" though D and P do nothing there."""
    window = ReplayWindow(GAME, fast_prefs())
    qtbot.addWidget(window)
    window.show()
    window.game_cursor.to_hand(1, 4)
    window.show_step()
    history = {window.history.data(window.history.index(0, column)) for column in range(window.history.columnCount())}
    history |= {window.history.headerData(column, Qt.Orientation.Horizontal)
                for column in range(window.history.columnCount())}
    board = window.snapshot.scoreboard
    assert {row.name for row in board.rows} == {"Ann", "Computer"} == set(window.names)
    assert any("Ann" in str(cell) for cell in history) and not any("North" in str(cell) for cell in history)
    window.game_cursor.last()
    window.show_step()
    panel = window.snapshot.result
    assert panel is not None and not any(seat in " ".join([panel.banner, panel.title, *panel.lines])
                                         for seat in ("North", "South"))
    assert window.snapshot.captions == ("Stock", "Discard pile")
    assert [window.scene.piles["stock"].label, window.scene.piles["pile"].label] == ["Stock", "Discard pile"]
    keys = window.scene.texts["keys"].text()
    assert "D deck" not in keys and "←" in keys


def test_a_demo_shows_only_the_keys_that_work_in_it(windows: Any, qtbot: Any) -> None:
    window = windows(hand_pause_ms=600_000)
    window.new_game(demo=True)
    qtbot.waitUntil(lambda: window.board.snapshot is not None and window.controller.demo)
    assert window.scene.piles["stock"].label == "Stock" and window.scene.texts["keys"].text() == \
        "F1 help · F2 stop the demo"
    window.controller.set_demo(False)
    qtbot.waitUntil(lambda: window.scene.piles["stock"].label == "Stock (D)")
    assert "D deck" in window.scene.texts["keys"].text()
