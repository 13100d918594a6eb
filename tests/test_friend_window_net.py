"""Play a friend at the window over the real link: a mailbox server, a transit relay and a cuttable proxy of the
tests' own on 127.0.0.1 (tests/friendnet.py).  Joining by typing the code, a mistyped code, a connection cut and
come back (the banner with its countdown), and one that never comes back (the game abandoned, the person told)."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from friend_windows import game_over, play_until
from friendnet import LocalServers, local_servers
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from ginqt.records.game import Status
from ginqt.records.text import dumps
from ginqt.records.verify import verify
from ginqt.remote.friend.agreement import Offer
from ginqt.remote.friend.link import FriendLink, MeetingPlace
from ginqt.rules import Rules
from ginqt.storage import Storage
from ginqt.ui.dialogs.friend import FriendDialog
from ginqt.ui.menus import Command
from ginqt.ui.window import MainWindow, friends

pytestmark = pytest.mark.timeout(240)


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    with local_servers(tmp_path_factory.mktemp("meeting-place")) as running:
        yield running


def pair(windows: Any, tmp_path: Path, servers: LocalServers) -> tuple[MainWindow, MainWindow]:
    mailbox = servers.place().mailbox
    ann = windows(Storage.open(tmp_path / "ann"), name="Ann", meeting_place=mailbox, score_limit=25)
    kim = windows(Storage.open(tmp_path / "kim"), name="Kim", meeting_place=mailbox, score_limit=25)
    return ann, kim


def relay_only(window: MainWindow, servers: LocalServers) -> None:
    """The window's dialog meets at the local servers, through the cuttable relay only."""
    place = servers.place()

    def run_dialog(dialog: QDialog) -> bool:
        if isinstance(dialog, FriendDialog):
            dialog.place = place
        return window.__class__.run_dialog(window, dialog)

    window.run_dialog = run_dialog  # type: ignore[method-assign]


def test_a_friend_joins_by_typing_the_code_and_enter_and_both_play_to_the_end(windows: Any, qtbot: Any,
                                                                               tmp_path: Path,
                                                                               servers: LocalServers) -> None:
    ann, kim = pair(windows, tmp_path, servers)
    place = servers.place()
    seen: dict[str, Any] = {}

    def kim_joins(dialog: QDialog) -> bool:
        assert isinstance(dialog, FriendDialog)
        dialog.place = place
        dialog.show()
        dialog.tabs.setCurrentIndex(1)
        QTest.keyClicks(dialog.code_field, seen["code"])
        QTest.keyClick(dialog.code_field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=30000)
        return True

    def ann_invites(dialog: QDialog) -> bool:
        assert isinstance(dialog, FriendDialog)
        dialog.place = place
        dialog.show()
        QTest.mouseClick(dialog.invite_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(dialog.code.text()), timeout=20000)
        seen["code"] = dialog.code.text()
        seen["invite"] = dialog.grab()
        assert re.fullmatch(r"[0-9]+-[a-z]+-[a-z]+", seen["code"])
        assert "Read this code to your friend" in dialog.invite_status.text()
        kim.run_dialog = kim_joins  # type: ignore[method-assign]
        kim.menus[Command.FRIEND].trigger()  # Kim chooses Game › Play a friend…, Join, types it, Enter
        qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=30000)
        return True

    ann.run_dialog = ann_invites  # type: ignore[method-assign]
    ann.menus[Command.FRIEND].trigger()
    assert friends(ann).link is not None and friends(kim).link is not None
    play_until(qtbot, (ann, kim), game_over(ann, kim), seconds=180)
    games = [friends(w).pacer.run.game for w in (ann, kim)]
    assert games[0].finished and games[1].finished
    assert dumps(games[0].record).replace("\nside 0\n", "\nside 1\n") == dumps(games[1].record)
    assert verify(games[0].record).ok


def test_a_mistyped_code_says_so_plainly_and_the_dialog_stays(qtbot: Any, servers: LocalServers) -> None:
    place = servers.place()
    invitation = FriendLink.invite(place)
    try:
        dialog = FriendDialog(place, "standard", Rules())
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.tabs.setCurrentIndex(1)
        QTest.keyClicks(dialog.code_field, "hello there")
        QTest.keyClick(dialog.code_field, Qt.Key.Key_Return)
        assert dialog.join_status.text().startswith("That is not an invitation code")
        dialog.code_field.clear()
        number = invitation.code.split("-")[0]
        QTest.keyClicks(dialog.code_field, f"{number}-wrong-words")
        QTest.keyClick(dialog.code_field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "mistyped" in dialog.join_status.text(), timeout=30000)
        assert dialog.join_status.text() == ("The code was mistyped: it does not match your friend's. Ask for a new "
                                             "invitation.")
        assert dialog.isVisible() and dialog.code_field.isEnabled()
    finally:
        invitation.cancel()


def linked(place: MeetingPlace) -> tuple[FriendLink, FriendLink]:
    invitation = FriendLink.invite(place)
    joined: dict[str, FriendLink] = {}
    thread = threading.Thread(target=lambda: joined.setdefault("link", FriendLink.join(place, invitation.code)))
    thread.start()
    inviter = invitation.wait(30)
    thread.join(30)
    return inviter, joined["link"]


def start_linked(ann: MainWindow, kim: MainWindow, servers: LocalServers, wait: float) -> None:
    one, two = linked(servers.place())
    friends(ann).start(one, 0, "Ann", Offer("standard", Rules(score_limit=25)), link=one, wait=wait)
    friends(kim).start(two, 1, "Kim", None, link=two, wait=wait)


def dealt(*windows: MainWindow) -> Any:
    return lambda: all(w.controller.session is not None and friends(w).pacer is not None
                       and w.controller.session is friends(w).pacer.session for w in windows)


def test_a_cut_connection_shows_the_banner_with_a_countdown_and_the_game_goes_on(windows: Any, qtbot: Any,
                                                                                 tmp_path: Path,
                                                                                 servers: LocalServers) -> None:
    ann, kim = pair(windows, tmp_path, servers)
    start_linked(ann, kim, servers, wait=60)
    play_until(qtbot, (ann, kim), dealt(ann, kim), seconds=30)
    servers.proxy.cut()
    try:
        qtbot.waitUntil(lambda: friends(ann).banner.isVisible(), timeout=15000)
        first = friends(ann).banner.text()
        assert re.fullmatch(r"Kim's connection dropped — waiting for it to come back \(0:[0-5][0-9]\)|"
                            r"Kim's connection dropped — waiting for it to come back \(1:00\)", first), first
        qtbot.wait(1500)
        assert friends(ann).banner.text() != first  # the countdown is live
        friends(ann).banner.grab().save(str(tmp_path / "banner.png"))
    finally:
        servers.proxy.restore()
    qtbot.waitUntil(lambda: not friends(ann).banner.isVisible() and not friends(kim).banner.isVisible(),
                    timeout=30000)
    play_until(qtbot, (ann, kim), game_over(ann, kim), seconds=180)
    games = [friends(w).pacer.run.game for w in (ann, kim)]
    assert games[0].finished and games[1].finished  # resumed at the exact move: the same record, verified
    assert dumps(games[0].record).replace("\nside 0\n", "\nside 1\n") == dumps(games[1].record)
    assert verify(games[1].record).ok


def test_a_connection_that_does_not_come_back_in_time_ends_the_game_as_abandoned(windows: Any, qtbot: Any,
                                                                                 tmp_path: Path,
                                                                                 servers: LocalServers) -> None:
    ann, kim = pair(windows, tmp_path, servers)
    start_linked(ann, kim, servers, wait=3)
    play_until(qtbot, (ann, kim), dealt(ann, kim), seconds=30)
    servers.proxy.cut()
    try:
        qtbot.waitUntil(game_over(ann, kim), timeout=30000)
    finally:
        servers.proxy.restore()
    for window, friend in ((ann, "Kim"), (kim, "Ann")):
        qtbot.waitUntil(lambda w=window: friends(w).message is not None and friends(w).message.isVisible(),
                        timeout=5000)
        text = friends(window).message.text()
        assert text.startswith(f"{friend} lost the connection and did not come back in 3 s"), text
        assert "recorded as abandoned, not as a win" in text
        game = friends(window).pacer.run.game
        assert game.record is not None and game.record.status is Status.ABANDONED and game.record.winner is None
        tally = window.storage.stats.friends[friend.lower()]
        assert (tally.played, tally.won, tally.lost, tally.abandoned) == (1, 0, 0, 1)
