"""Statistics keep the games against people apart, by the friend's name (ginqt/storage/friends.py)."""

from __future__ import annotations

import json
from pathlib import Path

from ginqt.storage import Storage
from ginqt.storage.friends import FriendResult


def test_games_against_a_friend_are_counted_by_name_once_each_and_kept(tmp_path: Path) -> None:
    stats = Storage.open(tmp_path).stats
    stats.add_friend_game("Kim", FriendResult.WON, "g1", "2026-01-01T10:00:00+00:00")
    stats.add_friend_game("kim", FriendResult.ABANDONED, "g2", "2026-01-02T10:00:00+00:00")
    stats.add_friend_game("Kim", FriendResult.WON, "g2", "2026-01-02T10:00:00+00:00")  # the same game again
    stats.add_friend_game("Lee", FriendResult.LOST, "g3", "2026-01-03T10:00:00+00:00")
    again = Storage.open(tmp_path).stats
    kim = again.friends["kim"]
    assert (kim.name, kim.played, kim.won, kim.lost, kim.abandoned) == ("Kim", 2, 1, 0, 1)
    assert (again.friends["lee"].played, again.friends["lee"].lost) == (1, 1)
    assert len(again) == 0  # no player of the computer's games was made


def test_a_damaged_friend_is_left_out_with_a_notice_and_the_rest_kept(tmp_path: Path) -> None:
    stats = Storage.open(tmp_path).stats
    stats.add_friend_game("Kim", FriendResult.WON, "g1", "2026-01-01T10:00:00+00:00")
    stats.add_friend_game("Lee", FriendResult.LOST, "g2", "2026-01-02T10:00:00+00:00")
    path = tmp_path / "stats.json"
    document = json.loads(path.read_text())
    friends = document["data"]["friends"] if "data" in document else document["friends"]
    friends[0]["won"] = 5  # more won than played
    path.write_text(json.dumps(document))
    storage = Storage.open(tmp_path)
    kept = storage.stats.friends
    assert set(kept) == {"kim"} and kept["kim"].won == 1
    assert any("friends[0]" in notice for notice in storage.data_dir.notices.drain())


def test_a_file_without_friends_reads_as_before(tmp_path: Path) -> None:
    stats = Storage.open(tmp_path).stats
    assert stats.friends == {}
    stats.save()
    assert "friends" in json.loads((tmp_path / "stats.json").read_text()).get("data", json.loads(
        (tmp_path / "stats.json").read_text()))
