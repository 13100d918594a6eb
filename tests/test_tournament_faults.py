"""A tournament organiser's view of faults (issue 50): ``--forfeit``, every fault in the JSON, each faulted game
marked in the JSON and in its record with the engine that played, decision times of the engine's own moves
only, and ``--round-robin --records``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from ginqt.cli import main
from ginqt.engines.command import command_sha256
from ginqt.engines.registry import engine_seat
from ginqt.play.runner import GameRunner
from ginqt.play.seats import Answer
from ginqt.play.spec import GameSpec, Variant
from ginqt.records import RecordFormatError, dumps, loads
from ginqt.records.verify import verify
from ginqt.remote.pool import ProcessPool
from ginqt.research.totals import GameTally
from ginqt.rules import PRESETS
from ginqt.storage.engines import EngineEntry, EnginesFile, engines_path
from ginqt.strategy import FallbackStrategy

ROOT = Path(__file__).resolve().parent.parent
FAULTY = str(ROOT / "tests" / "engines_for_tests.py")


@pytest.fixture
def engines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The engines ``t-crash`` (crashes at its third move of each hand) and ``t-illegal`` (every discard
    illegal), added in a data folder of the test's own."""
    monkeypatch.setenv("GINQT_DATA_DIR", str(tmp_path / "data"))
    files = EnginesFile(engines_path()).load()
    for mode in ("crash", "illegal"):
        files.add(EngineEntry(f"t-{mode}", (sys.executable, FAULTY, mode), str(ROOT)))
    return tmp_path


def tournament(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(["tournament", *argv, "--seed", "4", "--no-progress", "--disable-plugin-autoload", "--json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def test_forfeit_scores_a_faulted_game_as_lost_and_marks_it(engines: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    played = tournament(capsys, "t-crash", "easy", "--games", "3")
    forfeited = tournament(capsys, "t-crash", "easy", "--games", "3", "--forfeit")
    marks = forfeited["faulted_games"]
    assert isinstance(marks, list) and len(marks) == 3  # it crashes in every game: every game is marked
    assert all(mark["seat"] == "A" and mark["faults"] > 0 and mark["fallback_moves"] > 0 and mark["forfeited"]
               for mark in marks)
    a, b = forfeited["players"]  # type: ignore[misc]
    assert a["games_won"] == 0 and b["games_won"] == 3 and a["forfeits"] == 3 and forfeited["forfeit"] is True
    assert played["players"][0]["forfeits"] == 0 and played["forfeit"] is False  # type: ignore[index]
    assert not any(mark["forfeited"] for mark in played["faulted_games"])  # type: ignore[union-attr]


def test_a_game_both_seats_faulted_in_is_drawn_when_forfeited() -> None:
    both = GameTally(0, 1, 3, (10, 120), faults=(["x"], ["y"]), fallback_moves=[2, 1])
    both.forfeit()
    assert both.winner is None and both.forfeited == [True, True]
    one = GameTally(1, 0, 3, (120, 10), faults=(["x"], []), fallback_moves=[2, 0])
    one.forfeit()
    assert one.winner == 1 and one.forfeited == [True, False]
    clean = GameTally(2, 0, 3, (120, 10))
    clean.forfeit()
    assert clean.winner == 0 and clean.marks() == []


def test_the_json_lists_every_fault_and_the_text_the_first_five(engines: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    data = tournament(capsys, "t-illegal", "easy", "--games", "2")
    a = data["players"][0]  # type: ignore[index]
    assert a["faults"] > 5 and len(a["fault_examples"]) == a["faults"] + a["observe_faults"]
    marks = data["faulted_games"]
    assert [mark["game"] for mark in marks] == [0, 1]  # type: ignore[union-attr]
    assert sum(mark["faults"] for mark in marks) == a["faults"]  # type: ignore[union-attr]
    assert sum(mark["fallback_moves"] for mark in marks) == a["fallback_moves"]  # type: ignore[union-attr]
    assert a["engine"]["engine"] == "t-illegal" and a["engine"]["version"] == "test-1.0"
    assert main(["tournament", "t-illegal", "easy", "--games", "2", "--seed", "4", "--no-progress",
                 "--disable-plugin-autoload"]) == 0
    text = capsys.readouterr().out
    assert text.count("fault (A): game ") == 5 and f"... and {a['faults'] - 5} more (--json lists them all)" in text


def test_records_keep_each_seats_faults_and_the_engine_that_played(engines: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    folder = engines / "records"
    data = tournament(capsys, "t-illegal", "easy", "--games", "2", "--forfeit", "--records", str(folder))
    files = sorted(folder.glob("*.ginrec"))
    assert len(files) == 2
    entry = EnginesFile(engines_path()).load().engines["t-illegal"]
    for path, mark in zip(sorted(files, key=lambda p: loads(p.read_text()).started), data["faulted_games"],
                          strict=False):  # type: ignore[call-overload]
        text = path.read_text()
        game = loads(text)
        assert text.startswith("ginqt-record 3\n") and game.marks is not None
        engine, easy = game.marks
        assert engine.faults > 0 and engine.fallback_moves > 0 and engine.forfeited
        assert engine.engine == {"engine": "t-illegal", "sha256": command_sha256(entry),
                                 "name": "Test engine (illegal)", "version": "test-1.0"}
        assert easy.blank and mark["forfeited"]
        assert loads(dumps(game)) == game
        assert verify(game).ok, verify(game)  # the result the rules give stands; the forfeit is a mark


def test_a_record_without_marks_is_still_version_2_and_marks_are_read_strictly(tmp_path: Path,
                                                                                capsys: pytest.CaptureFixture[str]
                                                                                ) -> None:
    folder = tmp_path / "records"
    tournament(capsys, "easy", "standard", "--games", "1", "--records", str(folder))
    text = next(folder.glob("*.ginrec")).read_text()
    assert text.startswith("ginqt-record 2\n") and "\nengine " not in text and loads(text).marks is None
    players = text.index("assisted ")
    for line, said in (('engine 0 {"name":"x"}', "version 3's, not version 2's"),):
        with pytest.raises(RecordFormatError, match=said):
            loads(text[:players] + line + "\n" + text[players:])
    three = text.replace("ginqt-record 2", "ginqt-record 3", 1)
    for line, said in (("faults 2 1 fallback-moves 1", "names a player, 0 or 1"),
                       ("faults 0 1 fallback 1", "'faults P N fallback-moves M \\[forfeited\\]' expected"),
                       ('engine 0 {"name": 5}', "the engine is a JSON object of texts"),
                       ("engine 1 nope", "the engine: not valid JSON")):
        with pytest.raises(RecordFormatError, match=said):
            loads(three[:players] + line + "\n" + three[players:])


def test_decision_times_are_the_engines_own_moves_only() -> None:
    """Every discard of ``t-illegal`` is refused and made by the fallback: those are not its decisions."""
    entry = EngineEntry("t-illegal", (sys.executable, FAULTY, "illegal"), str(ROOT))
    pool = ProcessPool()
    seat = engine_seat(entry, pool=pool)
    asked: list[Answer] = []
    original = seat.ask

    def counting(view):  # type: ignore[no-untyped-def]
        answer = original(view)
        asked.append(answer)
        return answer

    seat.ask = counting  # type: ignore[method-assign]
    spec = GameSpec(Variant.standard(PRESETS["standard"]), seed="times", first_dealer=0)
    GameRunner(spec, (seat, FallbackStrategy())).play(max_hands=2)
    seat.close()
    pool.close()
    assert seat.fallback_moves > 5 and len(seat.times) == len(asked) - seat.fallback_moves


def test_a_round_robin_keeps_every_games_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "records"
    assert main(["tournament", "--round-robin", "easy", "standard", "expert", "--games", "2", "--seed", "2",
                 "--no-progress", "--disable-plugin-autoload", "--records", str(folder)]) == 0
    capsys.readouterr()
    games = [loads(path.read_text()) for path in folder.glob("*.ginrec")]
    assert len(games) == 3 * 2
    pairs = {frozenset(player.strategy for player in game.players) for game in games}
    assert pairs == {frozenset(pair) for pair in (("easy", "standard"), ("easy", "expert"), ("standard", "expert"))}
