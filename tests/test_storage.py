"""ginqt.storage: files, folders, settings, statistics, high scores, the CLI; corruption and read-only folders."""

from __future__ import annotations

import dataclasses
import datetime as dt
import io
import json
import os
import random
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import platformdirs
import pytest

from ginqt.engine import ActionKind, Match, Phase
from ginqt.melds import min_deadwood
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.storage import (
    DEFAULT_SETTINGS,
    MAX_HIGHSCORES,
    DataDir,
    GameEntry,
    HandTally,
    HighScores,
    Notices,
    PlayerNameError,
    Settings,
    Statistics,
    Storage,
    atomic_write_text,
    check_name,
    summarize_game,
)
from ginqt.storage.cli import cli_main
from ginqt.storage.files import DataFormatError, parse_document
from ginqt.storage.results import GameSummary

WHEN = dt.datetime(2026, 11, 22, 4, 0, tzinfo=dt.UTC)


# -- helpers ---------------------------------------------------------------------------


def choose(match: Match, rng: random.Random) -> Any:
    """A seeded, half-sensible player: gins when it can, often knocks, discards its worst card."""
    actions = match.legal_actions()
    hand = match.hand.hands[match.to_play]
    knocks = [a for a in actions if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    gins = [a for a in knocks if a.card is None or min_deadwood(hand & ~(1 << a.card)) == 0]
    if gins:
        return gins[0]
    if knocks and rng.random() < 0.15:
        return rng.choice(knocks)
    discards = [a for a in actions if a.kind is ActionKind.DISCARD]
    if discards and rng.random() < 0.9:
        return min(discards, key=lambda a: (min_deadwood(hand & ~(1 << a.card)), a.card))
    return rng.choice(actions)


def play(match: Match, rng: random.Random, hands: int | None = None) -> Match:
    """Play to the end of the game (or until ``hands`` hands are finished)."""
    while not match.over:
        if match.phase is Phase.OVER:
            if hands is not None and len(match.history) >= hands:
                return match
            match = match.next_hand()
        else:
            match = match.apply(choose(match, rng))
    return match


def finished_game(seed: int, limit: int = 100) -> Match:
    return play(Match.new(Rules(score_limit=limit), seed, 0), random.Random(seed))


def won_game(winner: int, start: int = 0, limit: int = 50) -> Match:
    for seed in range(start, start + 200):
        match = finished_game(seed, limit)
        assert match.result is not None
        if match.result.winner == winner:
            return match
    raise AssertionError("no such game")


def entry(outcome: str = "won", score: int = 100, hands: int = 5, net: int = 50, **kw: Any) -> GameEntry:
    values: dict[str, Any] = dict(
        date=WHEN.isoformat(), outcome=outcome, score=score, opponent_score=score - net, net=net,
        hand_count=hands, score_limit=100, variant="standard", opponent="basic",
    )
    values.update(kw)
    return GameEntry(**values)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def data_dir(folder: Path) -> DataDir:
    return DataDir.resolve(folder, environ={})


def corrupt_files(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.corrupt-*"))


# -- files -----------------------------------------------------------------------------


def test_atomic_write_replaces_and_leaves_no_temporary_file(folder: Path) -> None:
    target = folder / "x.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in folder.iterdir()] == ["x.json"]


def test_atomic_write_failure_keeps_the_old_file(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = folder / "x.json"
    atomic_write_text(target, "old")

    def refuse(src: Any, dst: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PermissionError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in folder.iterdir()] == ["x.json"]


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"", "empty"),
        (b"  \n", "empty"),
        (b'{"format": "ginqt-x", "version": 1, "a": [1, 2', "not valid JSON"),
        (b"\xff\xfe", "UTF-8"),
        (b"[1, 2]", "list"),
        (b'{"format": "ginqt-y", "version": 1}', "not a 'ginqt-x' file"),
        (b'{"format": "ginqt-x"}', "no version"),
        (b'{"format": "ginqt-x", "version": 2}', "newer"),
        (b'{"format": "ginqt-x", "version": 1, "a": NaN}', "number"),
    ],
)
def test_parse_document_refuses_bad_files(raw: bytes, message: str) -> None:
    with pytest.raises(DataFormatError, match=message):
        parse_document(raw, "ginqt-x", 1)


def test_notices_are_given_once() -> None:
    notices = Notices()
    assert notices.add("a", key="k") and not notices.add("b", key="k")
    assert notices.messages == ["a"]
    assert notices.drain() == ["a"] and notices.drain() == []
    assert not notices.add("c", key="k")


# -- folders ---------------------------------------------------------------------------


def test_default_folders_come_from_platformdirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from ginqt.storage import paths

    assert paths.default_data_path() == Path(platformdirs.user_data_dir("GinQt", appauthor=False))
    assert paths.default_config_path() == Path(platformdirs.user_config_dir("GinQt", appauthor=False))
    monkeypatch.setattr(paths, "default_data_path", lambda: tmp_path / "share" / "GinQt")
    monkeypatch.setattr(paths, "default_config_path", lambda: tmp_path / "config" / "GinQt")
    dirs = DataDir.resolve(None, environ={})
    assert dirs.source == "default"
    assert dirs.data_path.is_dir() and dirs.config_path.is_dir()
    assert Settings(dirs).path.parent == tmp_path / "config" / "GinQt"
    assert Statistics(dirs).path.parent == tmp_path / "share" / "GinQt"
    assert not dirs.notices and not dirs.read_only


def test_data_dir_option_wins_over_environment(tmp_path: Path) -> None:
    option, env = tmp_path / "option", tmp_path / "env"
    dirs = DataDir.resolve(option, environ={"GINQT_DATA_DIR": str(env)})
    assert (dirs.data_path, dirs.config_path, dirs.source) == (option, option, "option")
    assert option.is_dir()  # created
    dirs = DataDir.resolve(None, environ={"GINQT_DATA_DIR": str(env)})
    assert (dirs.data_path, dirs.source) == (env, "environment")


def test_invalid_data_dir_falls_back_and_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ginqt.storage import paths

    monkeypatch.setattr(paths, "default_data_path", lambda: tmp_path / "default")
    monkeypatch.setattr(paths, "default_config_path", lambda: tmp_path / "default")
    not_a_folder = tmp_path / "file.txt"
    not_a_folder.write_text("x")
    dirs = DataDir.resolve(not_a_folder, environ={})
    assert dirs.data_path == tmp_path / "default" and dirs.source == "default"
    text = " ".join(dirs.notices)
    assert "file.txt" in text and "not a folder" in text and "default folders" in text
    # a bad option falls back to a good environment variable first
    dirs = DataDir.resolve(not_a_folder, environ={"GINQT_DATA_DIR": str(tmp_path / "env")})
    assert dirs.source == "environment"
    assert DataDir.resolve("   ", environ={}).source == "default"


# -- settings --------------------------------------------------------------------------


def test_settings_round_trip_and_unknown_keys_kept(data_dir: DataDir) -> None:
    settings = Settings(data_dir)
    assert settings.as_dict() == dict(DEFAULT_SETTINGS)
    settings["name"] = "Dave"
    settings["time_limit"] = 2  # an int is fine for a float setting
    settings["window_theme"] = {"dark": True, "accent": [1, 2, 3]}  # the GUI's own key
    assert settings.save()
    again = Settings(DataDir.at(data_dir.data_path))
    assert again["name"] == "Dave" and again["time_limit"] == 2.0
    assert again["window_theme"] == {"dark": True, "accent": [1, 2, 3]}
    assert again.as_dict() == settings.as_dict()
    document = json.loads(again.path.read_text())
    assert document["format"] == "ginqt-settings" and document["version"] == 1


def test_settings_refuse_bad_values(data_dir: DataDir) -> None:
    settings = Settings(data_dir)
    with pytest.raises(DataFormatError):
        settings["sound"] = "yes"
    with pytest.raises(DataFormatError):
        settings["score_limit"] = 5000
    with pytest.raises(DataFormatError):
        settings["sort"] = "random"
    settings["score_limit"] = None  # the variant's own limit
    settings["score_limit"] = 250
    with pytest.raises(DataFormatError):
        settings["other"] = object()
    del settings["score_limit"]
    assert settings["score_limit"] is None


def test_settings_with_one_bad_value_keep_the_rest(data_dir: DataDir) -> None:
    path = data_dir.config_file("settings.json")
    path.write_text(json.dumps({"format": "ginqt-settings", "version": 1,
                                "settings": {"name": "Eve", "sound": "loud"}}))
    settings = Settings(data_dir)
    assert settings["name"] == "Eve" and settings["sound"] is True
    assert len(data_dir.notices) == 1 and "sound" in data_dir.notices.messages[0]
    assert path.exists()  # not moved aside: only one value was reset


def test_settings_agree_with_the_gui_preferences(data_dir: DataDir) -> None:
    preferences = pytest.importorskip("ginqt.preferences")
    prefs = preferences.Preferences()
    assert prefs.to_dict() == dict(DEFAULT_SETTINGS)
    settings = Settings(data_dir)
    changed = prefs.replace(name="Dave", score_limit=150, sort=preferences.SortOrder.SUIT, time_limit=2.5)
    settings.update(changed.to_dict())
    assert settings.save()
    assert preferences.Preferences.from_dict(Settings(DataDir.at(data_dir.data_path)).as_dict()) == changed


# -- statistics ------------------------------------------------------------------------


def test_check_name() -> None:
    assert check_name(" Ron  Hill ") == "Ron Hill"
    for bad in ("", "   ", "x" * 41, "a\tb\x00"):
        with pytest.raises(PlayerNameError):
            check_name(bad)


def test_hand_tally_of_a_real_game_adds_up() -> None:
    total = HandTally()
    for seed in range(6):
        match = finished_game(seed)
        tally = HandTally.of(match)
        assert tally.hands == len(match.history) == tally.won + tally.lost + tally.dead
        assert tally.won == match.hands_won[0] and tally.lost == match.hands_won[1]
        assert tally.undercuts_taken <= tally.knocks
        assert tally.big_gins <= tally.gins
        total += tally
    assert total.gins > 0 and total.knocks > 0  # the policy gins and knocks
    assert total.dead + total.undercuts_given + total.undercuts_taken > 0


def test_statistics_record_and_round_trip(data_dir: DataDir) -> None:
    stats = Statistics(data_dir)
    won, lost = won_game(0), won_game(1)
    first = stats.record("Ann", won, variant="standard", opponent="basic", when=WHEN)
    assert first is not None and first.outcome == "won" and first.net > 0
    assert won.result is not None and first.score == won.result.points[0] and first.net == won.result.net
    stats.record("ann", lost, when=WHEN + dt.timedelta(hours=1))  # same player: case does not matter
    stats.record("Bob", lost, when=WHEN)
    ann = stats.get("ANN")
    assert ann is not None and ann.name == "Ann"
    assert (ann.games_won, ann.games_lost, ann.games_played) == (1, 1, 2)
    assert ann.hands_played == len(won.history) + len(lost.history)
    assert lost.result is not None
    assert ann.average_per_hand == pytest.approx(
        (won.result.points[0] + lost.result.points[0]) / ann.hands_played)
    assert ann.best_game == first and ann.current_streak == -1 and ann.longest_win_streak == 1
    assert [g.outcome for g in ann.games] == ["won", "lost"]
    assert [p.name for p in stats.players()] == ["Ann", "Bob"]  # latest first

    again = Statistics(DataDir.at(data_dir.data_path))
    assert not again.data_dir.notices
    assert [p.to_dict() for p in again.players()] == [p.to_dict() for p in stats.players()]
    assert again.get("ann") == ann

    assert again.delete("bob") and not again.delete("bob") and not again.delete("")
    assert [p.name for p in Statistics(DataDir.at(data_dir.data_path)).players()] == ["Ann"]


def test_statistics_streaks_and_best_game(data_dir: DataDir) -> None:
    stats = Statistics(data_dir)
    results = [entry("won", 100, 5), entry("won", 150, 5, net=80), entry("won", 100, 4),
               entry("lost", 40, 6, net=-60), entry("lost", 20, 3, net=-80), entry("drawn", 0, 1, net=0),
               entry("won", 90, 9)]
    for game in results:
        stats.add("Kim", GameSummary(game, HandTally(hands=game.hand_count)), save=False)
    kim = stats.get("Kim")
    assert kim is not None
    assert (kim.games_won, kim.games_lost, kim.games_drawn) == (4, 2, 1)
    assert (kim.current_streak, kim.longest_win_streak, kim.longest_loss_streak) == (1, 3, 2)
    assert kim.best_game == results[1]  # 30 per hand
    assert kim.hands_played == 33 and kim.total_score == 500


def test_quit_game_counts_only_after_a_finished_hand(data_dir: DataDir) -> None:
    stats = Statistics(data_dir)
    fresh = Match.new(Rules(), 5, 0)
    assert stats.record("Ann", fresh) is None and stats.get("Ann") is None  # nothing finished yet
    rng = random.Random(5)
    match = play(fresh, rng, hands=1)
    match = match.next_hand()
    match = match.apply(choose(match, rng))  # quit in the middle of hand 2
    game = stats.record("Ann", match, when=WHEN)
    assert game is not None and game.quit_early and game.hand_count == 1
    assert game.score == match.scores[0] and game.net == match.scores[0] - match.scores[1]
    ann = stats.get("Ann")
    assert ann is not None and ann.games_quit == 1 and ann.hands_played == 1 and ann.games_played == 1


def test_dead_hand_counts_as_a_hand_and_a_drawn_one_hand_game() -> None:
    for seed in range(300):
        match = play(Match.new(Rules(score_limit=0), seed, 0), random.Random(seed))
        if match.history[0].label == "dead":
            break
    else:
        pytest.skip("no dead hand found")
    summary = summarize_game(match)
    assert summary is not None
    assert summary.entry.outcome == "drawn" and summary.tally.dead == 1 and summary.tally.hands == 1


# -- high scores -----------------------------------------------------------------------


def test_high_scores_keep_the_best_twenty_by_average(data_dir: DataDir) -> None:
    table = HighScores(data_dir)
    ranks = []
    for i in range(25):
        ranks.append(table.consider("Ann", entry(score=100 + i, hands=5, net=i), save=False))
    assert ranks[0] == 1 and ranks[-1] == 1
    assert len(table) == MAX_HIGHSCORES
    assert [e.score for e in table.entries()] == list(range(124, 104, -1))
    assert table.consider("Ann", entry(score=1, hands=10)) is None  # not good enough
    assert table.by_net()[0].net == 24
    assert table.save()
    again = HighScores(DataDir.at(data_dir.data_path))
    assert again.entries() == table.entries() and not again.data_dir.notices


def test_high_scores_leave_out_losses_draws_and_assisted_games(data_dir: DataDir) -> None:
    table = HighScores(data_dir)
    assert table.consider("Ann", entry("lost", 80, 5, net=-20)) is None
    assert table.consider("Ann", entry("drawn", 0, 1, net=0)) is None
    assert table.consider("Ann", entry("won", 100, 5, assisted=True)) is None
    assert table.consider("Ann", entry("lost", 0, 2, net=-30, quit_early=True)) is None
    assert table.consider("Ann", entry("lost", 10, 2, net=-30, quit_early=True)) == 1  # the DOS program: above zero
    assert table.consider("Ann", entry("won", 100, 4)) == 1
    assert [e.score for e in table] == [100, 10]


def test_storage_records_a_game_in_statistics_and_high_scores(folder: Path) -> None:
    storage = Storage.open(folder)
    for seed in range(11, 200):
        runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=50)), ("Zoe", "basic"), seed, 0))
        rng = random.Random(seed)
        while not runner.match.over:
            runner.next_hand() if runner.hand_over else runner.apply(choose(runner.match, rng))
        match = runner.match
        assert match.result is not None
        if match.result.winner == 0:
            break
    record = runner.log
    storage.saved_game.save(record)
    report = storage.finish_game(record, when=WHEN)
    assert report is not None and report.high_score_rank == 1 and report.player.games_won == 1
    assert not storage.saved_game.exists()
    line = storage.highscores.entries()[0]
    assert (line.name, line.variant, line.opponent, line.score_limit) == ("Zoe", "standard", "basic", 50)
    assert line.hand_count == len(match.history) and line.net == match.result.net

    # finishing the same game again (as after a crash) counts nothing twice
    again = storage.finish_game(record, runner)
    assert again is not None and again.high_score_rank is None and again.player.games_won == 1
    assert len(storage.highscores) == 1

    # an assisted game (another one: its own id) counts in the statistics but not in the high scores
    assisted = dataclasses.replace(record, assisted=True, game_id="another-game")
    report = storage.finish_game(assisted, runner)
    assert report is not None and report.high_score_rank is None and report.player.assisted_games == 1
    assert report.player.games_won == 2 and len(storage.highscores) == 1


# -- corruption --------------------------------------------------------------------------

STORES = {
    "settings.json": lambda d: Settings(d).as_dict() == dict(DEFAULT_SETTINGS),
    "stats.json": lambda d: len(Statistics(d)) == 0,
    "highscores.json": lambda d: len(HighScores(d)) == 0,
}


def _good_files(folder: Path) -> None:
    dirs = DataDir.at(folder)
    settings = Settings(dirs)
    settings["name"] = "Max"
    settings.save()
    Statistics(dirs).add("Max", GameSummary(entry(), HandTally(hands=5, won=3, lost=2)))
    HighScores(dirs).consider("Max", entry())


def _damage(text: str, how: str) -> str:
    if how == "empty":
        return ""
    if how == "truncated":
        return text[: len(text) // 2]
    if how == "not-json":
        return "this is not JSON {"
    document = json.loads(text)
    if how == "wrong-type":
        return json.dumps([document])
    if how == "wrong-format":
        document["format"] = "something-else"
    elif how == "wrong-version":
        document["version"] = 99
    elif how == "bad-value":
        document["settings"] = "all of them"
    return json.dumps(document)


@pytest.mark.parametrize(("name", "how"), [
    *((name, how) for name in sorted(STORES)
      for how in ["empty", "truncated", "not-json", "wrong-type", "wrong-format", "wrong-version"]),
    ("settings.json", "bad-value"),  # one bad entry among good ones: see test_storage_faults.py
])
def test_damaged_file_is_moved_aside_with_one_notice(folder: Path, name: str, how: str) -> None:
    _good_files(folder)
    path = folder / name
    damaged = _damage(path.read_text(), how)
    path.write_text(damaged)
    dirs = DataDir.at(folder)
    assert STORES[name](dirs)  # defaults
    assert not path.exists()
    [aside] = corrupt_files(folder, name)
    assert aside.read_text() == damaged  # kept for the curious, never overwritten
    assert len(dirs.notices) == 1
    message = dirs.notices.messages[0]
    assert name in message and aside.name in message and "defaults" in message
    # the other files were not touched
    for other in STORES:
        if other != name:
            assert (folder / other).exists()
    # the store starts afresh and saves again
    assert STORES[name](dirs)
    assert len(dirs.notices) == 1


def test_two_damaged_files_in_the_same_second_both_kept(folder: Path) -> None:
    dirs = DataDir.at(folder)
    for _ in range(2):
        (folder / "stats.json").write_text("{")
        dirs.set_aside(folder / "stats.json", "statistics", "test", when=WHEN)
    assert [p.name for p in corrupt_files(folder, "stats.json")] == [
        "stats.json.corrupt-20261122T040000", "stats.json.corrupt-20261122T040000-2"]


# -- read-only folder ------------------------------------------------------------------


@pytest.fixture(params=["replace", "create"])
def read_only_folder(folder: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> Iterator[Path]:
    """A folder with good files, made read-only.

    As root chmod does not stop writes, so the refusal is simulated: ``os.replace``
    fails, or creating the temporary file fails (what a real read-only folder does).
    """
    _good_files(folder)
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    probe = folder / "probe"
    try:
        probe.write_text("x")
    except OSError:
        pass  # chmod works: a real read-only folder
    else:
        probe.unlink()

        def refuse(*args: Any, **kwargs: Any) -> Any:
            raise PermissionError(13, "Permission denied")

        if request.param == "replace":
            monkeypatch.setattr(os, "replace", refuse)
        else:
            monkeypatch.setattr(tempfile, "mkstemp", refuse)
    yield folder
    folder.chmod(0o755)


def test_read_only_folder_keeps_everything_in_memory(read_only_folder: Path) -> None:
    before = {p.name: p.read_bytes() for p in read_only_folder.iterdir()}
    storage = Storage.open(read_only_folder)
    assert storage.read_only
    assert storage.settings["name"] == "Max"  # what is there is read
    assert storage.stats.get("Max") is not None
    report = storage.record_game(won_game(0), name="Max", when=WHEN)
    assert report is not None and report.player.games_played == 2 and report.high_score_rank is not None
    assert storage.stats.get("Max") == report.player  # kept for the session
    storage.settings["sound"] = False
    assert storage.settings.save() is False and storage.settings["sound"] is False
    runner = GameRunner(GameSpec(Variant.standard(Rules()), seed=3, first_dealer=0))
    runner.apply(runner.legal_actions()[0])
    assert storage.saved_game.save(runner.log) is False
    resumed = storage.resume()
    assert resumed is not None and resumed.runner.match.hand == runner.match.hand  # still resumable this session
    after = {p.name: p.read_bytes() for p in read_only_folder.iterdir()}
    assert after == before
    messages = storage.notices.drain()
    assert len(messages) == 1 and "session" in messages[0] and str(read_only_folder) in messages[0]


def test_write_failure_later_switches_to_memory_once(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage.open(folder)
    assert not storage.read_only
    monkeypatch.setattr(os, "replace", lambda src, dst: (_ for _ in ()).throw(OSError(28, "No space left")))
    stats = storage.stats
    stats.add("Ann", GameSummary(entry(), HandTally(hands=5)))
    stats.add("Ann", GameSummary(entry(), HandTally(hands=5)))
    assert storage.read_only and stats.get("Ann") is not None
    assert len(storage.notices) == 1 and "No space left" in storage.notices.messages[0]
    assert not list(folder.glob("*.tmp")) and not list(folder.glob(".*.tmp"))


# -- command line ----------------------------------------------------------------------


def run(command: str, *argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = cli_main(command, list(argv), out, err)
    return status, out.getvalue(), err.getvalue()


def test_cli_stats(folder: Path) -> None:
    assert run("stats", "--data-dir", str(folder)) == (0, f"No statistics yet (in {folder}).\n", "")
    stats = Statistics(DataDir.at(folder))
    stats.add("Ann", GameSummary(entry(), HandTally(hands=5, won=3, lost=2, gins=1, knocks=2)))
    stats.add("Bob", GameSummary(entry("lost", 20, 4, net=-80), HandTally(hands=4, lost=4)))
    status, out, err = run("stats", "--data-dir", str(folder))
    assert status == 0 and err == ""
    assert out.splitlines()[0].split()[:3] == ["Name", "Games", "Won"] and "Ann" in out and "Bob" in out
    status, out, _ = run("stats", "--name", "ann", "--data-dir", str(folder))
    assert status == 0 and "Player: Ann" in out and "Average score per hand: 20.00" in out
    status, out, _ = run("stats", "--json", "--data-dir", str(folder))
    listing = json.loads(out)
    assert [p["name"] for p in listing["players"]] == ["Ann", "Bob"] or len(listing["players"]) == 2
    status, out, _ = run("stats", "--json", "--name", "Bob", "--data-dir", str(folder))
    bob = json.loads(out)
    assert bob["games_lost"] == 1 and bob["hands_played"] == 4 and len(bob["games"]) == 1
    assert run("stats", "--delete", "Bob", "--data-dir", str(folder))[0] == 0
    status, _, err = run("stats", "--delete", "Bob", "--data-dir", str(folder))
    assert status == 1 and "no statistics for 'Bob'" in err
    assert run("stats", "--name", "Bob", "--data-dir", str(folder))[0] == 1


@pytest.mark.parametrize(
    "argv",
    [["--bogus"], ["--name"], ["--name", "A", "--delete", "B"], ["--data-dir", "/no/such/folder"],
     ["--name", ""], ["--delete", "   "]],
)
def test_cli_stats_bad_values_one_line_error(argv: list[str], folder: Path) -> None:
    if "--data-dir" not in argv:
        argv = [*argv, "--data-dir", str(folder)]
    status, out, err = run("stats", *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("ginqt stats: error:")


def test_cli_highscores(folder: Path) -> None:
    assert run("highscores", "--data-dir", str(folder))[1].startswith("No high scores yet")
    table = HighScores(DataDir.at(folder))
    table.consider("Ann", entry(score=120, hands=4, net=20))
    table.consider("Bob", entry(score=100, hands=5, net=90))
    status, out, _ = run("highscores", "--data-dir", str(folder))
    lines = out.splitlines()
    assert status == 0 and "Ann" in lines[1] and "30.00" in lines[1] and "Bob" in lines[2]
    status, out, _ = run("highscores", "--json", "--by", "net", "--data-dir", str(folder))
    data = json.loads(out)
    assert [s["name"] for s in data["scores"]] == ["Bob", "Ann"] and data["scores"][1]["average"] == 30.0
    status, _, err = run("highscores", "--by", "luck")
    assert status == 2 and err.count("\n") == 1


def test_cli_reports_a_damaged_file(folder: Path) -> None:
    (folder / "highscores.json").write_text("{oops")
    status, out, err = run("highscores", "--data-dir", str(folder))
    assert status == 0 and out.startswith("No high scores yet")
    assert "damaged" in err and corrupt_files(folder, "highscores.json")


def test_ginqt_command_dispatches_here(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from ginqt.cli import main

    assert main(["highscores", "--data-dir", str(folder), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["scores"] == []


def test_unreadable_file_is_left_alone(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _good_files(folder)
    stats_file = folder / "stats.json"
    before = stats_file.read_bytes()
    from ginqt.storage import paths

    real_read = paths.read_data_file

    def read_data_file(path: Path, limit: int) -> bytes:
        if path.name == "stats.json":
            raise PermissionError(13, "Permission denied")
        return real_read(path, limit)

    monkeypatch.setattr(paths, "read_data_file", read_data_file)
    storage = Storage.open(folder)
    assert len(storage.stats) == 0
    storage.stats.add("Ann", GameSummary(entry(), HandTally(hands=5)))  # kept in memory
    assert stats_file.read_bytes() == before
    assert storage.highscores.consider("Ann", entry(score=500)) == 1  # the other files still save
    assert HighScores(DataDir.at(folder)).entries()[0].score == 500
    [message] = storage.notices.messages
    assert "cannot be read" in message and "Permission denied" in message


def test_damaged_file_that_cannot_be_moved_is_not_overwritten(folder: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from ginqt.storage import paths

    (folder / "highscores.json").write_text("{")

    def cannot_move(path: Path, when: Any = None, cause: Any = None) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(paths, "move_aside", cannot_move)
    dirs = DataDir.at(folder)
    table = HighScores(dirs)
    assert table.consider("Ann", entry()) == 1
    assert (folder / "highscores.json").read_text() == "{"
    [message] = dirs.notices.messages
    assert "could not be moved aside" in message
