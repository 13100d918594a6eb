"""Play a friend at the window (issue 51): two windows in one process, each person's moves clicked on the real table.

Over the in-memory wire (tests/friendsides.py) here; tests/test_friend_window_net.py plays over a real mailbox server
and relay on 127.0.0.1.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from friend_windows import answer_box, click_button, game_over, play_until
from friendsides import Replays, pipe
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMessageBox, QToolButton
from secrets_watch import SecretsWatch

from ginqt.friends.game import FriendSide, play_friend
from ginqt.play.seats import seat_of
from ginqt.records.folder import RecordFolder, read_record
from ginqt.records.text import dumps
from ginqt.records.verify import verify
from ginqt.remote.friend.agreement import Offer
from ginqt.rules import Rules
from ginqt.storage import Storage
from ginqt.strategy import FallbackStrategy
from ginqt.ui.dialogs.friend import FriendDialog
from ginqt.ui.menus import Command, Toggle
from ginqt.ui.table.snapshot import Button
from ginqt.ui.window import MainWindow, friends

pytestmark = pytest.mark.timeout(180)


def two_windows(windows: Any, tmp_path: Path, **prefs: Any) -> tuple[MainWindow, MainWindow]:
    ann = windows(Storage.open(tmp_path / "ann"), name="Ann", **prefs)
    kim = windows(Storage.open(tmp_path / "kim"), name="Kim", **prefs)
    ann.resize(1000, 700)
    kim.resize(1000, 700)
    return ann, kim


def start_pair(ann: MainWindow, kim: MainWindow, rules: Rules, wait: float = 30) -> None:
    one, two = pipe()
    friends(ann).start(one, 0, "Ann", Offer("standard", rules), wait=wait)
    friends(kim).start(two, 1, "Kim", None, wait=wait)


def records_of(window: MainWindow) -> list[Path]:
    assert window.storage is not None
    folder = RecordFolder.of(window.storage.data_dir)
    return sorted(folder.folder.glob("*.ginrec")) if folder.folder.exists() else []


def test_two_windows_play_a_whole_game_by_clicks_and_write_the_same_record(windows: Any, qtbot: Any,
                                                                            tmp_path: Path) -> None:
    ann, kim = two_windows(windows, tmp_path)
    start_pair(ann, kim, Rules(score_limit=25))
    qtbot.waitUntil(lambda: friends(kim).message is not None and friends(kim).message.isVisible(), timeout=10000)
    box = friends(kim).message
    assert "Ann invites you" in box.text() and "Game to 25 points" in box.informativeText()
    play_until(qtbot, (ann, kim), game_over(ann, kim))
    games = [friends(w).pacer.run.game for w in (ann, kim)]
    assert all(game is not None and game.finished for game in games)
    paths = [records_of(ann), records_of(kim)]
    assert len(paths[0]) == 1 and len(paths[1]) == 1
    records = [read_record(paths[0][0]), read_record(paths[1][0])]
    assert (records[0].side, records[1].side) == (0, 1)
    assert dumps(records[0]).replace("\nside 0\n", "\nside 1\n") == dumps(records[1])
    assert verify(records[1]).ok
    assert max(records[0].points) >= 25
    # each table ended on the game's end, its own player south: the scores as that side sees them
    ann_view, kim_view = ann.controller.session.view(), kim.controller.session.view()
    assert ann_view.scores == (kim_view.scores[1], kim_view.scores[0])
    # the statistics keep the game against the person, by name
    winner = records[0].winner
    ann_tally = ann.storage.stats.friends["kim"]
    kim_tally = kim.storage.stats.friends["ann"]
    assert (ann_tally.played, ann_tally.won, ann_tally.lost) == (1, int(winner == 0), int(winner == 1))
    assert (kim_tally.played, kim_tally.won, kim_tally.lost) == (1, int(winner == 1), int(winner == 0))
    assert "Ann" not in {p.name for p in kim.storage.stats.players()}  # not mixed with the computer's games
    # Past games lists it, and the replay opens it and plays it to its end
    from ginqt.ui.replay.opening import load_replay
    entries = RecordFolder.of(kim.storage.data_dir).entries()
    assert [entry.game_id for entry in entries] == [records[1].game_id]
    replay = load_replay(paths[1][0], kim.prefs, kim.source, kim)
    replay.show()
    last = next(button for button in replay.findChildren(QToolButton)
                if button.defaultAction() is not None and button.defaultAction().text() == "Last")
    QTest.mouseClick(last, Qt.MouseButton.LeftButton)
    assert replay.game_cursor.over and replay.review is not None and replay.review.player == 1  # Kim's own moves
    replay.close()


def test_a_phrase_sent_from_the_menu_shows_in_a_bubble_on_the_friends_table(windows: Any, qtbot: Any,
                                                                              tmp_path: Path) -> None:
    ann, kim = two_windows(windows, tmp_path)
    start_pair(ann, kim, Rules(score_limit=25))
    play_until(qtbot, (ann, kim), lambda: all(w.menus.say["well-played"].isEnabled() for w in (ann, kim)), seconds=20)
    for window in (ann, kim):  # no undo, hint, demo or open hands in a friend's game: said where they live
        for action in (window.menus[Command.UNDO], window.menus[Command.HINT], window.menus[Command.DEMO],
                       window.menus.toggles[Toggle.OPEN_HANDS]):
            assert not action.isEnabled() and action.toolTip() == "Not in a game with a friend: it would not be fair"
        keys = window.board.snapshot.texts["keys"]  # nor in the keys' legend at the table's side
        assert "undo" not in keys and "hint" not in keys and "F2" not in keys and "F1 help" in keys
    say = friends(ann).say_button  # Ann clicks Say… in the status bar, then "Well played" in its menu
    menu = say.menu()

    def choose() -> None:
        action = next(a for a in menu.actions() if a.text().replace("&", "") == "Well played")
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())

    QTimer.singleShot(300, choose)
    QTest.mouseClick(say, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: friends(kim).bubble.isVisible(), timeout=5000)
    assert friends(kim).bubble.text() == "Ann: “Well played”"
    assert not friends(ann).bubble.isVisible()
    for window in (ann, kim):
        window.controller.leave_friend()


def test_declining_the_game_plays_nothing_and_says_so(windows: Any, qtbot: Any, tmp_path: Path) -> None:
    ann, kim = two_windows(windows, tmp_path)
    start_pair(ann, kim, Rules(score_limit=25))
    qtbot.waitUntil(lambda: friends(kim).message is not None and friends(kim).message.isVisible(), timeout=10000)
    answer_box(friends(kim).message, QMessageBox.ButtonRole.RejectRole)
    qtbot.waitUntil(game_over(ann, kim), timeout=10000)
    qtbot.waitUntil(lambda: friends(ann).message is not None and friends(ann).message.isVisible(), timeout=5000)
    assert "Kim declined the game" in friends(ann).message.text()
    assert records_of(ann) == [] and records_of(kim) == []


class FriendWatch(SecretsWatch):
    """The secrets watch on a window playing a friend: the hidden cards are the friend's hand as the friend's own
    window holds it, wherever this window draws them face down."""

    def __init__(self, window: MainWindow, friend: MainWindow) -> None:
        super().__init__(window, None)
        self.friend = friend

    def hidden(self) -> set[int]:
        theirs, mine = self.friend.controller.session, self.window.controller.session
        if theirs is None or mine is None or not friends(self.friend).pacer or theirs is not friends(
                self.friend).pacer.session:
            return set()
        if theirs.hand_number != mine.hand_number or mine.hand_over:  # the windows keep their own pace
            return set()
        mask, cards = theirs.view().hand.mask, self.window.scene.cards
        return {card for card in range(52)
                if mask >> card & 1 and not (cards[card].isVisible() and cards[card].face_up)}

    def _check_reading(self, reading: str, hidden: set[int]) -> None:
        pass  # W's reading is looked at among what is heard


def test_neither_window_names_a_card_of_the_friends_hand_before_it_is_shown(windows: Any, qtbot: Any,
                                                                             tmp_path: Path) -> None:
    ann, kim = two_windows(windows, tmp_path)
    for window in (ann, kim):
        window.panels.set_open(True)
    watches = [FriendWatch(ann, kim), FriendWatch(kim, ann)]
    start_pair(ann, kim, Rules(score_limit=25))
    play_until(qtbot, (ann, kim), game_over(ann, kim), ready=lambda: not any(watch._due for watch in watches))
    qtbot.wait(50)
    assert all(watch.steps > 20 for watch in watches)
    assert watches[0].leaks == [] and watches[1].leaks == []


def test_a_modified_client_across_the_table_is_named_in_a_box_and_in_the_record(windows: Any, qtbot: Any,
                                                                              tmp_path: Path) -> None:
    """The person plays on; the friend's GinQt, changed to send an old message again, is stopped and named."""
    ann = windows(Storage.open(tmp_path / "ann"), name="Ann")
    ann.resize(1000, 700)
    one, two = pipe()
    friends(ann).start(one, 0, "Ann", Offer("standard", Rules(score_limit=25)), wait=30)
    kim = threading.Thread(target=play_friend, args=(Replays(two), 1, FriendSide(
        "Kim", seat_of(FallbackStrategy()), "fallback")), daemon=True)
    kim.start()
    play_until(qtbot, (ann,), lambda: friends(ann).message is not None and friends(ann).message.isVisible(), 60)
    said = friends(ann).message.text()
    assert "Kim" in said and "sent message 4 again (an old message replayed)" in said
    kim.join(10)
    [path] = records_of(ann)
    record = read_record(path)
    assert record.stopped == (1, "sent message 4 again (an old message replayed)")
    assert record.marks is not None and record.marks[1].faults == 1 and record.winner is None


def test_the_statistics_panel_lists_the_games_against_friends_apart(windows: Any, qtbot: Any,
                                                                   tmp_path: Path) -> None:
    ann, kim = two_windows(windows, tmp_path)
    start_pair(ann, kim, Rules(score_limit=25))
    play_until(qtbot, (ann, kim), game_over(ann, kim))
    label = ann.panels.statistics.friends_label()
    qtbot.waitUntil(lambda: "Kim:" in label.text(), timeout=10000)
    game = friends(ann).pacer.run.game
    assert game is not None and game.record is not None and game.record.winner is not None
    won = game.record.winner == 0
    assert label.text() == f"Against friends:\nKim: won {int(won)}, lost {int(not won)} of 1"
    assert ann.panels.statistics.stats is None  # no game against the computer counted
    assert not label.isHidden()
    opened: list[QDialog] = []  # "Play again" invites again: Game › Play a friend… opens
    ann.run_dialog = lambda dialog: bool(opened.append(dialog))  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: ann.scene.panels["result"].isVisible() and not ann.scene.animating, timeout=10000)
    click_button(ann, Button.PLAY_AGAIN.value)
    qtbot.waitUntil(lambda: bool(opened), timeout=5000)
    assert isinstance(opened[0], FriendDialog)
    assert ann.panels.statistics.note().text() == "No game against the computer recorded yet."
