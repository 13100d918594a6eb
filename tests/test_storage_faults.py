"""The data fault suite (issue 16): every kind of damaged data file, bad names, crafted saved games,
a kill at every step of finishing a game.  Each test checks that the game goes on, that the player is
told, and that nothing else is lost (see also test_storage.py for corrupt, truncated and read-only files)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import choose_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginqt.engine import Match
from ginqt.play.log import GameLog
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.storage import MAX_NAME_LENGTH, DataDir, Settings, Statistics, Storage, check_name, repair_name
from ginqt.storage.files import DataFormatError, parse_document, read_data_file
from ginqt.storage.results import GameEntry, GameSummary, HandTally
from ginqt.storage.savegame import SAVED_GAME_VERSION

pytestmark = pytest.mark.timeout(120)

ROOT = Path(__file__).resolve().parent.parent
BOM = b"\xef\xbb\xbf"


# -- helpers -------------------------------------------------------------------------------------


def new_game(rules: Rules, seed: int, name: str, opponent: str = "basic", variant: str = "standard") -> GameRunner:
    return GameRunner(GameSpec(Variant.standard(rules, variant), (name, opponent), seed, 0))


def move(runner: GameRunner, rng: random.Random) -> None:
    runner.next_hand() if runner.hand_over else runner.apply(choose_action(runner.match, rng))


def play_game(seed: int, *, limit: int = 0, name: str = "Ann", game_id: str | None = None,
              winner: int | None = None) -> tuple[GameLog, GameRunner]:
    """A whole game and its log (the first from ``seed`` on that ``winner`` wins, if given)."""
    for attempt in range(seed, seed + 300):
        rng = random.Random(attempt)
        runner = new_game(Rules(score_limit=limit), attempt, name)
        if game_id is not None:
            runner.log.game_id = game_id
        while not runner.match.over:
            move(runner, rng)
        result = runner.match.result
        assert result is not None
        if winner is None or (result.winner == winner and (winner != 0 or result.points[0] > 0)):
            return runner.log, runner
    raise AssertionError("no such game")


def unfinished_game(seed: int, name: str = "Ann", hands: int = 1) -> tuple[GameLog, GameRunner]:
    """A game to 500 with ``hands`` hands finished and the next one under way."""
    rng = random.Random(seed)
    runner = new_game(Rules(score_limit=500), seed, name, opponent="")
    while len(runner.match.history) < hands or runner.hand_over:
        move(runner, rng)
    move(runner, rng)
    return runner.log, runner


def good_folder(folder: Path) -> dict[str, bytes]:
    """A folder with every file GinQt keeps, each good; their bytes."""
    storage = Storage.open(folder)
    storage.settings["name"] = "Max"
    storage.settings.save()
    record, match = play_game(1, name="Max", winner=0)
    storage.finish_game(record, match)
    record, match = unfinished_game(2, name="Max")
    storage.saved_game.save(record)
    storage.pending.add(storage_result("Lee", "pending-1"))  # one result left to count
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def storage_result(name: str, game_id: str) -> Any:
    entry = GameEntry(date="2026-11-22T04:00:00+00:00", outcome="won", score=120, opponent_score=40, net=80,
                      hand_count=3, score_limit=100, variant="standard", opponent="basic")
    return GameSummary(entry, HandTally(hands=3, won=3, gins=1), game_id, name)


#: Each file, and how to tell that its store loaded it fully (True) or started from its defaults (False).
LOADED: dict[str, Callable[[Storage], bool]] = {
    "settings.json": lambda s: s.settings["name"] == "Max",
    "stats.json": lambda s: s.stats.get("Max") is not None,
    "highscores.json": lambda s: len(s.highscores) == 1,
    "saved_game.json": lambda s: s.saved_game.load() is not None,
    "pending_results.json": lambda s: len(s.pending) == 1,
}


def others_intact(folder: Path, before: dict[str, bytes], damaged: str) -> None:
    """Nothing but the damaged file changed, and every other store still loads fully."""
    storage = Storage.open(folder)
    for name, loaded in LOADED.items():
        if name != damaged:
            assert (folder / name).read_bytes() == before[name], name
            assert loaded(storage), name


def aside(folder: Path, name: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.corrupt-"))


# -- a byte order mark -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(LOADED))
def test_a_file_with_a_utf8_bom_is_read_as_it_is(tmp_path: Path, name: str) -> None:
    before = good_folder(tmp_path)
    (tmp_path / name).write_bytes(BOM + before[name])
    storage = Storage.open(tmp_path)
    assert LOADED[name](storage)
    assert not storage.notices and not aside(tmp_path, name)


# -- files that are not regular files, or far too large ---------------------------------------------


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_zero_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


def make_folder(path: Path) -> None:
    path.mkdir()


def make_sparse(path: Path) -> None:
    with open(path, "wb") as stream:
        stream.truncate(3 * 1024**3)  # 3 GB, nothing written: sparse


KINDS: dict[str, tuple[Callable[[Path], None], str]] = {
    "fifo": (make_fifo, "FIFO"),
    "symlink-to-dev-zero": (make_zero_link, "character device"),
    "folder": (make_folder, "folder"),
    "sparse-3GB": (make_sparse, "too large"),
}


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(), reason="POSIX")
@pytest.mark.timeout(30)  # a FIFO opened for reading would block for ever
@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("name", sorted(LOADED))
def test_a_file_that_must_not_be_read_is_set_aside_unread(tmp_path: Path, name: str, kind: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    before = good_folder(tmp_path)
    path = tmp_path / name
    path.unlink()
    make, said = KINDS[kind]
    make(path)
    real_read = os.read
    read: list[int] = []

    def counting_read(fd: int, size: int) -> bytes:
        data = real_read(fd, size)
        read.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting_read)
    storage = Storage.open(tmp_path)
    assert not LOADED[name](storage)  # that store starts afresh...
    assert sum(read) < 1024**2  # ...without reading the 3 GB, /dev/zero or the FIFO
    [message] = storage.notices.drain()  # the player is told once, with the reason
    assert name in message and said in message and "renamed" in message
    [moved] = aside(tmp_path, name)  # the entry is set aside as it is (the link, not /dev/zero)
    assert moved.is_symlink() if kind == "symlink-to-dev-zero" else True
    monkeypatch.undo()
    others_intact(tmp_path, before, name)
    # and the store saves again, as a regular file
    if name in ("stats.json", "highscores.json"):
        storage = Storage.open(tmp_path)
        record, match = play_game(3, name="Max", winner=0)  # a game that enters the high scores
        assert storage.finish_game(record, match, clear_saved_game=False) is not None
        assert path.is_file() and not path.is_symlink()


def test_a_symbolic_link_to_a_good_file_is_read(tmp_path: Path) -> None:
    before = good_folder(tmp_path)
    elsewhere = tmp_path / "synced"
    elsewhere.mkdir()
    (elsewhere / "stats.json").write_bytes(before["stats.json"])
    (tmp_path / "stats.json").unlink()
    (tmp_path / "stats.json").symlink_to(elsewhere / "stats.json")
    storage = Storage.open(tmp_path)
    assert storage.stats.get("Max") is not None and not storage.notices


def test_the_size_limit_is_checked_before_reading_and_at_the_byte(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b" " * 100)
    assert len(read_data_file(path, 100)) == 100  # exactly at the limit: read
    with pytest.raises(DataFormatError, match="too large"):
        read_data_file(path, 99)
    with pytest.raises(DataFormatError, match="too large"):
        parse_document(b" " * 101, "ginqt-x", 1, limit=100)


# -- one bad entry among good ones ----------------------------------------------------------------


def player(name: str, games: int = 2) -> dict[str, Any]:
    history = [GameEntry(date=f"2026-11-{10 + i}T04:00:00+00:00", outcome="won", score=50 + i, opponent_score=10,
                         net=40 + i, hand_count=2, score_limit=50).to_dict() for i in range(games)]
    return {
        "name": name, "first_played": history[0]["date"], "last_played": history[-1]["date"],
        "games_won": games, "games_lost": 0, "games_drawn": 0, "games_quit": 0, "assisted_games": 0,
        "total_score": sum(g["score"] for g in history), "hands": HandTally(hands=2 * games, won=2 * games).to_dict(),
        "current_streak": games, "longest_win_streak": games, "longest_loss_streak": 0,
        "best_game": history[-1], "games": history,
    }


def test_one_bad_player_or_game_is_left_out_and_the_rest_kept(tmp_path: Path) -> None:
    good = player("Ann", 3)
    bad_total = player("Bob") | {"games_won": -1}
    bad_game = player("Cleo", 3)
    bad_game["games"][1]["outcome"] = "maybe"
    bad_best = player("Dan") | {"best_game": {"score": "lots"}}
    twice = player("ann")
    mended = player("Eve\x07" + "e" * 60)
    document = {"format": "ginqt-stats", "version": 1,
                "players": [good, bad_total, bad_game, bad_best, twice, mended, "not a player"],
                "counted": ["game-1", "bad id!", "game-2"]}
    raw = json.dumps(document).encode()
    (tmp_path / "stats.json").write_bytes(raw)
    storage = Storage.open(tmp_path)
    stats = storage.stats
    names = sorted(p.name for p in stats.players())
    assert names == ["Ann", "Cleo", "Dan", "Eve " + "e" * 36]
    ann = stats.get("Ann")
    assert ann is not None and ann.games_won == 3 and len(ann.games) == 3  # the good one, whole
    cleo = stats.get("Cleo")
    assert cleo is not None and len(cleo.games) == 2 and cleo.games_won == 3  # one game of the list, not the totals
    dan = stats.get("Dan")
    assert dan is not None and dan.best_game is None and dan.games_won == 2
    assert stats.counted("game-1") and stats.counted("game-2")
    [message] = storage.notices.drain()
    assert "7 damaged entries" in message and "everything else is kept" in message
    [copy] = aside(tmp_path, "stats.json")
    assert copy.read_bytes() == raw and copy.name in message  # the original, whole, for whoever wants it
    assert (tmp_path / "stats.json").read_bytes() == raw  # not moved, not rewritten until the next save
    assert stats.save()
    again = Storage.open(tmp_path)
    assert sorted(p.name for p in again.stats.players()) == names and not again.notices


def test_one_bad_high_score_line_is_left_out(tmp_path: Path) -> None:
    line = {"name": "Ann", "score": 120, "hands": 3, "score_limit": 100, "variant": "standard",
            "date": "2026-11-22T04:00:00+00:00", "net": 80, "opponent": "basic", "quit_early": False}
    lines = [line, line | {"score": -5}, line | {"name": "Bob", "score": 90}, line | {"name": "\x00"}]
    (tmp_path / "highscores.json").write_text(json.dumps({"format": "ginqt-highscores", "version": 1,
                                                          "scores": lines}))
    storage = Storage.open(tmp_path)
    assert [e.name for e in storage.highscores.entries()] == ["Ann", "Bob"]
    [message] = storage.notices.drain()
    assert "2 damaged entries" in message


def test_one_bad_pending_result_is_left_out_and_the_good_one_counted(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    storage.pending.add(storage_result("Ann", "game-a"))
    document = json.loads((tmp_path / "pending_results.json").read_text())
    document["results"].append({"game_id": "game-b", "name": "Bob"})
    (tmp_path / "pending_results.json").write_text(json.dumps(document))
    storage = Storage.open(tmp_path)
    assert storage.resume() is None
    ann = storage.stats.get("Ann")
    assert ann is not None and ann.games_won == 1
    assert not (tmp_path / "pending_results.json").exists()
    [message] = storage.notices.drain()
    assert "unfinished results" in message and "1 damaged entry" in message


def test_a_time_limit_of_zero_is_reset(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(
        {"format": "ginqt-settings", "version": 1, "settings": {"name": "Ann", "time_limit": 0.0}}))
    settings = Settings(DataDir.at(tmp_path))
    assert settings["name"] == "Ann" and settings["time_limit"] == 5.0
    assert "time_limit" in settings.data_dir.notices.messages[0]


# -- names ------------------------------------------------------------------------------------------


@settings(deadline=None)  # a loaded machine (or the first unicodedata lookup) can be slow; the result cannot
@given(st.text(max_size=80))
def test_repair_name_gives_what_check_name_accepts(text: str) -> None:
    mended = repair_name(text)
    if mended is not None:
        assert check_name(mended) == mended and len(mended) <= MAX_NAME_LENGTH
    try:
        good = check_name(text)
    except ValueError:
        return
    assert mended == good  # a good name is kept as it is (spaces tidied)


LONG = "Maximilian Alexander von Hohenzollern-Sigmaringen"  # 49 characters
BAD_NAMES = [LONG, "Ann\x1bLee", "Zoe\u202e", "\x00"]


@pytest.mark.parametrize("bad", BAD_NAMES)
def test_a_bad_name_in_the_settings_is_mended_with_a_notice(tmp_path: Path, bad: str) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(
        {"format": "ginqt-settings", "version": 1, "settings": {"name": bad, "sound": False}}))
    storage = Storage.open(tmp_path)
    name = storage.settings["name"]
    assert check_name(name) == name and storage.settings["sound"] is False
    [message] = storage.notices.drain()
    assert "settings" in message and "name" in message


@pytest.mark.parametrize("bad", BAD_NAMES)
def test_a_bad_name_never_stops_the_end_of_a_game_nor_the_next_starts(tmp_path: Path, bad: str) -> None:
    """Issue 16's crash loop: the name came from the settings (or a crafted save) and the game ended."""
    record, match = play_game(4, name="Ann")
    document = json.loads(json.dumps(record.to_dict()))
    document |= {"format": "ginqt-saved-game", "version": SAVED_GAME_VERSION, "player_name": bad}
    (tmp_path / "saved_game.json").write_text(json.dumps(document))  # over, not counted: the crash window
    for _start in range(3):
        storage = Storage.open(tmp_path)
        assert storage.resume() is None  # counted at the first start, never offered
        [entry] = [p for p in storage.stats.players()]
        assert entry.games_played == 1 and check_name(entry.name) == entry.name
    assert not (tmp_path / "saved_game.json").exists()
    # the keeper's way: a record made with the bad name (from the settings) counts under the mended one
    storage = Storage.open(tmp_path)
    record, match = play_game(5, name=bad)
    report = storage.finish_game(record, match)
    assert report is not None and check_name(report.player.name) == report.player.name


# -- crafted saved games -------------------------------------------------------------------------------


def _saved_document() -> dict[str, Any]:
    record, _match = play_game(6, limit=0)
    return {"format": "ginqt-saved-game", "version": SAVED_GAME_VERSION, **record.to_dict()}


SAVED = _saved_document()
ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=60),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.dictionaries(st.sampled_from(sorted(SAVED)), ANY_JSON, max_size=3),
       drop=st.lists(st.sampled_from(sorted(SAVED)), max_size=2),
       cut=st.integers(0, len(SAVED["moves"])))
def test_a_crafted_saved_game_never_crashes_a_start(tmp_path_factory: pytest.TempPathFactory,
                                                    changes: dict[str, Any], drop: list[str], cut: int) -> None:
    folder = tmp_path_factory.mktemp("crafted")
    document = dict(SAVED, moves=SAVED["moves"][:cut]) | changes
    for key in drop:
        document.pop(key, None)
    (folder / "saved_game.json").write_text(json.dumps(document))
    for _start in range(2):  # and never at the next start either
        storage = Storage.open(folder)
        resumed = storage.resume()
        if resumed is not None:  # a game that can be played on: its end is counted without a crash
            storage.finish_game(resumed.log, resumed.runner)
        assert all(p.games_played <= 1 for p in storage.stats.players())
        storage.notices.drain()
    assert not (folder / "saved_game.json").exists() or list(folder.glob("saved_game.json.corrupt-*"))


# -- finishing a game: a kill at every step -------------------------------------------------------------


class Killed(BaseException):
    """Stands for SIGKILL: nothing after it runs (the tests below use the real thing too)."""


STEPS = ("decided", "saved-game-cleared", "stats", "highscores", "done")


def kill_at(storage: Storage, step: str) -> None:
    def checkpoint(name: str) -> None:
        if name == step:
            raise Killed(step)

    storage.checkpoint = checkpoint


def kill_at_write(monkeypatch: pytest.MonkeyPatch, number: int) -> list[str]:
    """Die at the ``number``-th file replace or removal (just before it happens)."""
    done: list[str] = []
    real_replace, real_unlink = os.replace, os.unlink

    def replace(src: Any, dst: Any) -> None:
        if len(done) == number:
            raise Killed(f"before replacing {dst}")
        done.append(f"replace {Path(dst).name}")
        real_replace(src, dst)

    def unlink(path: Any, *args: Any, **kwargs: Any) -> None:
        if len(done) == number and not str(path).endswith(".tmp"):
            raise Killed(f"before removing {path}")
        if not str(path).endswith(".tmp"):
            done.append(f"remove {Path(path).name}")
        real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "unlink", unlink)
    monkeypatch.setattr(Path, "unlink", lambda self, missing_ok=False: unlink(self) if self.exists()
                        or not missing_ok else None)
    return done


def counted_once(folder: Path, name: str, high_score: bool, starts: int = 2) -> None:
    for _ in range(starts):
        storage = Storage.open(folder)
        assert storage.resume() is None
        player = storage.stats.get(name)
        assert player is not None and player.games_played == 1
        assert len(storage.highscores) == (1 if high_score else 0)
        assert not (folder / "saved_game.json").exists() and not (folder / "pending_results.json").exists()
        assert not storage.notices


@pytest.mark.parametrize("step", STEPS)
@pytest.mark.parametrize("game", ["won", "lost", "quit"])
def test_a_kill_at_any_step_of_finishing_counts_the_game_once(tmp_path: Path, step: str, game: str) -> None:
    if game == "quit":
        record, match = unfinished_game(7, hands=1)
    else:
        record, match = play_game(8, name="Ann", winner=0 if game == "won" else 1)
    storage = Storage.open(tmp_path)
    storage.saved_game.save(record)
    kill_at(storage, step)
    with pytest.raises(Killed):
        storage.finish_game(record, match)
    counted_once(tmp_path, "Ann", high_score=game == "won" or (game == "quit" and match.match.scores[0] > 0))


@pytest.mark.parametrize("number", range(6))
def test_a_kill_before_any_write_of_finishing_counts_the_game_once(tmp_path: Path, number: int,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    record, match = play_game(9, name="Ann", winner=0)
    storage = Storage.open(tmp_path)
    storage.saved_game.save(record)
    done = kill_at_write(monkeypatch, number)
    try:
        storage.finish_game(record, match)
    except Killed:
        pass
    else:  # the finish needs fewer writes than that: it completed
        assert len(done) <= number
    monkeypatch.undo()
    counted_once(tmp_path, "Ann", high_score=True)


def test_a_kill_while_finishing_leaves_a_held_saved_game_alone(tmp_path: Path) -> None:
    """A scripted run that did not resume the saved game counts its own game without touching that save."""
    held, _ = unfinished_game(10, name="Lee")
    storage = Storage.open(tmp_path)
    storage.saved_game.save(held)
    record, match = play_game(11, name="Ann")
    kill_at(storage, "stats")
    with pytest.raises(Killed):
        storage.finish_game(record, match, clear_saved_game=False)
    storage = Storage.open(tmp_path)
    resumed = storage.resume()
    assert resumed is not None and resumed.log.game_id == held.game_id  # still offered
    ann = storage.stats.get("Ann")
    assert ann is not None and ann.games_played == 1


def test_a_game_finished_in_a_read_only_folder_is_counted_once_later(tmp_path: Path) -> None:
    record, match = play_game(12, name="Ann", winner=0)
    storage = Storage.open(tmp_path)
    storage.saved_game.save(record)
    storage.data_dir.read_only_paths.add(tmp_path)  # the disk filled up at the last move
    report = storage.finish_game(record, match)
    assert report is not None and report.player.games_played == 1  # counted for the session
    assert (tmp_path / "saved_game.json").exists() and not (tmp_path / "stats.json").exists()
    counted_once(tmp_path, "Ann", high_score=True)  # written at the next start, once


def test_an_old_saved_game_without_an_id_is_counted_once(tmp_path: Path) -> None:
    record, _match = play_game(13, name="Ann")
    document = {"format": "ginqt-saved-game", "version": SAVED_GAME_VERSION, **record.to_dict()}
    del document["game_id"]
    (tmp_path / "saved_game.json").write_text(json.dumps(document))
    storage = Storage.open(tmp_path)
    kill_at(storage, "highscores")
    with pytest.raises(Killed):
        storage.resume()
    counted_once(tmp_path, "Ann", high_score=False)


def hollywood_game_to_its_end(seed: int) -> tuple[GameLog, Match, Any]:
    """A Hollywood game to the move that ends it (its own scoring ends it; the engine's match goes on)."""
    from ginqt.plugins.players import PlayerSource

    _engine, scoring, own = PlayerSource(autoload=False).rules("hollywood")
    rng = random.Random(seed)
    runner = GameRunner(GameSpec(Variant("hollywood", own, scoring), ("Ann", "easy"), seed, 0))
    while not (runner.hand_over and runner.over):
        move(runner, rng)
    return runner.log, runner.match, runner.outcome()


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_hollywood_game_killed_before_it_was_counted_is_counted_at_the_next_start(tmp_path: Path,
                                                                                     answer: str) -> None:
    """Killed between its last move and the count: the engine's replay does not end a Hollywood match, its
    scoring does.  The next start counts it as the variant scored it: not offered again, not quit early."""
    record, match, outcome = hollywood_game_to_its_end(2)
    assert not match.over and outcome.winner == 1
    Storage.open(tmp_path).saved_game.save(record)
    done = subprocess.run([sys.executable, "-m", "ginqt", "--data-dir", str(tmp_path), "--resume", answer, "--go",
                           "--print-state"], capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.split("GINQT_STATE ", 1)[1])["moves"] == 0  # a new game, not the last hand again
    ann = Storage.open(tmp_path).stats.get("Ann")
    assert ann is not None and (ann.games_played, ann.games_lost, ann.games_quit) == (1, 1, 0)
    assert ann.games[-1].score == outcome.points[0] and ann.games[-1].opponent_score == outcome.points[1]


# -- one GinQt at a time on a folder -------------------------------------------------------------------


def test_ginqt_stats_counts_what_a_kill_left_pending_unless_a_game_holds_the_folder(tmp_path: Path) -> None:
    import io

    from ginqt.storage.cli import cli_main

    Storage.open(tmp_path).pending.add(storage_result("Lee", "pending-1"))
    running = Storage.open(tmp_path)
    assert running.lock()
    out, err = io.StringIO(), io.StringIO()
    assert cli_main("stats", ["--data-dir", str(tmp_path), "--delete", "Max"], out, err) == 1
    said = err.getvalue()
    assert "GinQt is already running with the data folder" in said and f"process {os.getpid()}" in said
    assert cli_main("stats", ["--data-dir", str(tmp_path), "--json"], out, err) == 0
    assert (tmp_path / "pending_results.json").exists()  # the running game counts its own results
    running.unlock()
    for _ in range(2):  # counted once, then left alone
        out = io.StringIO()
        assert cli_main("stats", ["--data-dir", str(tmp_path), "--json"], out, io.StringIO()) == 0
        players = json.loads(out.getvalue())["players"]
        assert [(p["name"], p["games_won"]) for p in players] == [("Lee", 1)]
        assert not (tmp_path / "pending_results.json").exists()
    out = io.StringIO()
    assert cli_main("highscores", ["--data-dir", str(tmp_path), "--json"], out, io.StringIO()) == 0
    assert [e["name"] for e in json.loads(out.getvalue())["scores"]] == ["Lee"]


def test_a_second_ginqt_on_the_same_folder_is_refused_and_a_kill_frees_it(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")

    def ginqt(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "ginqt", "--data-dir", str(tmp_path), *args], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=120)

    first = subprocess.Popen([sys.executable, "-m", "ginqt", "--data-dir", str(tmp_path), "--go", "--seed", "6",
                              "--name", "Kim", "--autoplay", "3"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, cwd=ROOT, env=env)
    try:
        assert first.stdout is not None
        while not (line := first.stdout.readline()).startswith("GINQT_IDLE ") and line:
            pass
        assert line, "the first game did not start"
        second = ginqt("--go", "--print-state")
        assert second.returncode == 1 and "GINQT_STATE" not in second.stdout
        assert f"GinQt is already running with the data folder {tmp_path} (process {first.pid} on" in second.stderr
    finally:
        first.kill()
        first.wait(30)
    third = ginqt("--resume", "yes", "--print-state")  # the kill let go of the folder
    assert third.returncode == 0, third.stderr
    assert json.loads(third.stdout.split("GINQT_STATE ", 1)[1])["moves"] > 3  # Kim's game, resumed


# -- the writer never writes what the reader refuses ------------------------------------------------------


def test_the_statistics_shorten_their_histories_to_stay_readable(tmp_path: Path) -> None:
    dirs = DataDir.at(tmp_path)
    dirs.max_file_bytes = 120_000
    stats = Statistics(dirs)
    summary = GameSummary(GameEntry(date="2026-11-22T04:00:00+00:00", outcome="won", score=80, opponent_score=10,
                                    net=70, hand_count=2, score_limit=50, variant="v" * 150, opponent="o" * 150),
                          HandTally(hands=2, won=2))
    for number in range(300):
        stats.add(f"Player {number % 6}", summary, game_id=f"g{number}", save=False)
    assert stats.save()
    size = (tmp_path / "stats.json").stat().st_size
    assert size <= dirs.max_file_bytes
    [message] = dirs.notices.drain()
    assert "latest" in message and "totals" in message
    again = Statistics(DataDir.at(tmp_path))
    again.data_dir.max_file_bytes = 120_000
    assert len(again) == 6 and all(p.games_won == 50 for p in again.players())  # every game in the totals
    assert 0 < len(again.players()[0].games) < 50 and not again.data_dir.notices


@pytest.mark.slow
def test_245_players_with_500_games_each_are_read_back(tmp_path: Path) -> None:
    """Issue 16: GinQt wrote a stats.json larger than its own 32 MiB read limit, then set it aside."""
    dirs = DataDir.at(tmp_path)
    stats = Statistics(dirs)
    entry = GameEntry(date="2026-11-22T04:00:00+00:00", outcome="won", score=80, opponent_score=10, net=70,
                      hand_count=2, score_limit=50, variant="standard", opponent="standard")
    summary = GameSummary(entry, HandTally(hands=2, won=2))
    for number in range(245):
        name = f"Player number {number:03d}"
        for _ in range(500):
            stats.add(name, summary, save=False)
    assert stats.save()
    assert (tmp_path / "stats.json").stat().st_size <= dirs.max_file_bytes
    again = Storage.open(tmp_path)
    assert len(again.stats) == 245 and all(p.games_won == 500 for p in again.stats.players())
    assert not again.notices and not aside(tmp_path, "stats.json")


# -- impossible data folders ------------------------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "ginqt", *args], capture_output=True, text=True, timeout=60,
                          cwd=ROOT, env=env)


@pytest.mark.parametrize("command", [["stats"], ["highscores"], []])
@pytest.mark.parametrize(("folder", "said"), [("", "empty"), ("x" * 300, "255"), ("a/" + "y" * 256, "255")])
def test_an_impossible_data_folder_is_one_line_error(command: list[str], folder: str, said: str) -> None:
    result = run(*command, "--data-dir", folder, *([] if command else ["--go", "--print-state"]))
    assert result.returncode == 2 and not result.stdout
    [line] = result.stderr.splitlines()
    assert line.startswith("ginqt") and "error" in line and said in line and len(line) < 200


@pytest.mark.parametrize("command", [["stats"], ["highscores"], []])
@pytest.mark.parametrize(("folder", "said"), [("/", "the root of the file system"), ("~", "your home folder itself"),
                                              ("/usr", "a folder of the operating system")])
def test_a_data_folder_that_is_clearly_not_ginqts_is_refused(command: list[str], folder: str, said: str) -> None:
    """Issue 47: ``--data-dir /`` wrote GinQt's files into ``/``.  The root, the home folder itself and the system's
    folders are refused with one line that says what to give instead; nothing is written."""
    before = sorted(os.listdir(os.path.expanduser(folder)))
    result = run(*command, "--data-dir", folder, *([] if command else ["--go", "--print-state"]))
    assert result.returncode == 2 and not result.stdout
    [line] = result.stderr.splitlines()
    assert line.startswith("ginqt") and "error" in line and said in line and "GinQt's files alone" in line, line
    assert sorted(os.listdir(os.path.expanduser(folder))) == before


def test_the_environments_data_folder_that_is_clearly_not_ginqts_falls_back_and_says_so(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, GINQT_DATA_DIR=str(home), HOME=str(home), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run([sys.executable, "-m", "ginqt", "stats"], capture_output=True, text=True, timeout=60,
                            cwd=ROOT, env=env)
    assert result.returncode == 0, result.stderr
    assert "your home folder itself" in result.stderr and "Using the next choice" in result.stderr
    assert os.listdir(home) == []


@pytest.mark.parametrize("command", ["verify", "replay"])
@pytest.mark.parametrize(("name", "said"), [("r" * 256, "256 bytes long; at most 255"),
                                            ("/".join(["d" * 200] * 25), "File name too long"),
                                            ("", "the name is empty")])
def test_a_record_name_no_file_can_have_is_one_line_error(command: str, name: str, said: str) -> None:
    """Issue 47: ``ginqt verify`` and ``ginqt replay`` with a file name of 256 bytes or more printed a traceback."""
    result = run(command, name)
    assert result.returncode == 2 and not result.stdout
    [line] = result.stderr.splitlines()
    assert line.startswith(f"ginqt {command}: error: ") and said in line and len(line) < 200, line


# -- the game goes on: the real program over damaged data ------------------------------------------------


def state_of(result: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert result.returncode == 0, result.stderr
    return dict(json.loads(result.stdout.split("GINQT_STATE ", 1)[1]))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX")
def test_the_game_starts_over_a_fifo_and_a_bad_name_and_says_so(tmp_path: Path) -> None:
    before = good_folder(tmp_path)
    os.unlink(tmp_path / "highscores.json")
    os.mkfifo(tmp_path / "highscores.json")
    (tmp_path / "settings.json").write_text(json.dumps(
        {"format": "ginqt-settings", "version": 1, "settings": {"name": LONG}}))
    record, _match = play_game(14, name="Ann")
    (tmp_path / "saved_game.json").write_text(json.dumps(
        {"format": "ginqt-saved-game", "version": SAVED_GAME_VERSION, **record.to_dict(),
         "player_name": LONG + "\x07"}))
    for start in range(2):  # no crash, and no crash loop at the next start
        result = run("--data-dir", str(tmp_path), "--go", "--print-state")
        assert state_of(result)["moves"] == 0  # a new game is under way
        told = [line for line in result.stderr.splitlines() if line.startswith("ginqt: ")]
        if start == 0:  # the player is told, once each: the FIFO, the mended names
            assert any("highscores.json" in line and "FIFO" in line for line in told), result.stderr
            assert any("settings" in line and "mended" in line for line in told), result.stderr
            assert any("saved game" in line and "mended" in line for line in told), result.stderr
    storage = Storage.open(tmp_path)
    players = {p.name: p.games_played for p in storage.stats.players()}
    assert players == {"Max": 1, LONG[:MAX_NAME_LENGTH].rstrip(): 1, "Lee": 1}  # each counted once
    assert json.loads(before["stats.json"])["players"][0]["name"] == "Max"


def test_the_game_tells_about_a_fifo_on_stderr(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("POSIX")
    os.mkfifo(tmp_path / "stats.json")
    result = run("--data-dir", str(tmp_path), "--go", "--print-state")
    state_of(result)
    told = [line for line in result.stderr.splitlines() if "stats.json" in line]
    assert len(told) == 1 and "FIFO" in told[0]


# -- kill -9 for real ----------------------------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "kill") or sys.platform == "win32", reason="needs SIGKILL")
def test_ten_kill_9s_lose_no_game_and_count_none_twice() -> None:
    """The benchmark (benchmarks/bench_kill.py) at a small size: half the kills aim inside finishing a game."""
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_kill.py"), "--kills", "10",
                             "--max-delay", "0.4", "--json"], capture_output=True, text=True, timeout=110, cwd=ROOT)
    assert result.returncode in (0, 1), result.stderr
    figures = json.loads(result.stdout)
    assert figures["kills"] == 10 and figures["aimed_inside_finishing"] == 5
    assert figures["lost"] == 0 and figures["counted_twice"] == 0
    assert figures["totals_agree"] and figures["counted_ids_agree"] and figures["high_scores_agree"]
    assert figures["left_over"] == [] and figures["ok"]
