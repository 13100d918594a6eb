"""Play a friend over the real link: two GinQt sides meet at a mailbox server and talk through a transit relay of
the tests' own, on 127.0.0.1 (tests/friendnet.py); no test reaches another address."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from friendnet import LocalServers, local_servers, meet
from friendsides import play_pair, talk_over

from ginqt.records.folder import open_record
from ginqt.records.game import Status
from ginqt.records.text import dumps
from ginqt.records.verify import verify
from ginqt.remote.friend.link import LinkStatus
from ginqt.rules import Rules

pytestmark = pytest.mark.timeout(180)
GINQT = [sys.executable, "-m", "ginqt"]


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    with local_servers(tmp_path_factory.mktemp("meeting-place")) as running:
        yield running


def records_of(folder: Path) -> list[Path]:
    return sorted((folder / "records").glob("*.ginrec"))


@pytest.mark.slow
def test_two_processes_play_whole_games_with_bots_and_keep_the_same_records(servers: LocalServers,
                                                                            tmp_path: Path) -> None:
    place = servers.place()
    where = ["--mailbox", place.mailbox, "--relay", place.relay, "--no-direct", "--wait", "30"]
    ann, kim = tmp_path / "ann", tmp_path / "kim"
    ann.mkdir()
    kim.mkdir()
    inviter = subprocess.Popen([*GINQT, "invite", "--as", "standard", "--name", "Ann", "--games", "2",
                                "--score-limit", "50", "--data-dir", str(ann), *where], stdout=subprocess.PIPE,
                               text=True)
    assert inviter.stdout is not None
    code = inviter.stdout.readline().split()[-1]
    joiner = subprocess.run([*GINQT, "join", code, "--as", "easy", "--name", "Kim", "--data-dir", str(kim), *where],
                            capture_output=True, text=True, timeout=150)
    said = inviter.communicate(timeout=60)[0]
    assert inviter.returncode == 0 and joiner.returncode == 0, (said, joiner.stdout, joiner.stderr)
    assert said.count("Game over") == 2 and joiner.stdout.count("Game over") == 2
    assert [path.name for path in records_of(ann)] == [path.name for path in records_of(kim)]
    for mine, theirs in zip(records_of(ann), records_of(kim), strict=True):
        assert mine.read_text().replace("\nside 0\n", "\nside 1\n") == theirs.read_text()
        checked = subprocess.run([*GINQT, "verify", str(theirs)], capture_output=True, text=True, timeout=60)
        assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_connection_cut_mid_hand_comes_back_and_the_game_goes_on_at_the_same_move(servers: LocalServers) -> None:
    links = meet(servers.place())
    statuses: list[LinkStatus] = []
    links[1].on_status(statuses.append)
    moves = [0]

    def cut_once(match: Any) -> None:
        moves[0] += 1
        if moves[0] == 6:  # the sixth move of the first hand
            threading.Thread(target=cut_for_three_seconds, daemon=True).start()

    def cut_for_three_seconds() -> None:
        with servers.proxy.cut_for(3):
            pass

    try:
        ann, kim, _ = play_pair(Rules(score_limit=50), ends=links, talks=talk_over(links, 60), on_move=(cut_once, None))
    finally:
        servers.proxy.restore()
        for link in links:
            link.close()
    assert ann.fault is None and kim.fault is None and ann.left is None and kim.left is None
    assert ann.finished and kim.finished and ann.record is not None and kim.record is not None
    assert dumps(ann.record).replace("\nside 0\n", "\nside 1\n") == dumps(kim.record)
    assert verify(kim.record).ok
    dropped = statuses.index(LinkStatus.DROPPED)
    assert LinkStatus.CONNECTED in statuses[dropped:]  # it came back, and the game went on


def test_a_connection_that_stays_down_past_the_wait_ends_the_game_as_abandoned(servers: LocalServers) -> None:
    links = meet(servers.place())
    moves = [0]

    def cut(match: Any) -> None:
        moves[0] += 1
        if moves[0] == 4:
            servers.proxy.cut()

    try:
        ann, kim, _ = play_pair(Rules(score_limit=50), ends=links, talks=talk_over(links, 3), on_move=(cut, None))
    finally:
        servers.proxy.restore()
        for link in links:
            link.close()
    for side in (ann, kim):
        assert side.left is not None and "did not come back" in side.left
        assert side.record is not None and side.record.status is Status.ABANDONED and side.record.winner is None


def test_open_record_reads_a_friends_record(servers: LocalServers, tmp_path: Path) -> None:
    del servers
    ann, _, _ = play_pair(Rules(score_limit=0))
    assert ann.record is not None
    path = tmp_path / "game.ginrec"
    path.write_text(dumps(ann.record))
    assert open_record(path).side == 0
