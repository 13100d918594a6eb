"""Engines (docs/ENGINES.md): the protocol's lines, the list of added engines, ``ginqt engines``, the check,
and an engine seated by its name where a strategy's name goes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ginqt.cli import main
from ginqt.engines.check import check_engine
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.plugins.players import PlayerSource
from ginqt.remote.dialects.protocol import EngineInfo, ProtocolError, parse_fields, parse_play, read_handshake_line
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import run_tournament
from ginqt.storage.engines import EngineEntry, EnginesFile, engines_path

ROOT = Path(__file__).resolve().parent.parent
FAULTY = str(ROOT / "tests" / "engines_for_tests.py")
SIMPLE = str(ROOT / "examples" / "engines" / "simple_engine.py")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GINQT_DATA_DIR", str(tmp_path))
    return tmp_path


def faulty(mode: str, move_seconds: float = 5.0) -> EngineEntry:
    return EngineEntry(f"t-{mode}", (sys.executable, FAULTY, mode), str(ROOT), move_seconds=move_seconds)


# -- the protocol's lines ------------------------------------------------------------------------


def test_a_handshake_is_read_line_by_line() -> None:
    info = EngineInfo()
    lines = ["protocol 1", "name My Engine 2.0", "author Ann", "info warming up", "variants standard eaai",
             "option name=level type=int default=2 min=1 max=3"]
    assert not any(read_handshake_line(line, info) for line in lines)
    assert read_handshake_line("ready", info)
    assert (info.protocol, info.name, info.author, info.variants) == (1, "My Engine 2.0", "Ann", ("standard", "eaai"))
    assert info.options[0].name == "level" and info.options[0].fields["max"] == "3"
    assert info.plays("eaai") and not info.plays("oklahoma")


@pytest.mark.parametrize(("lines", "said"), [
    (["id name Stockfish"], "the first line must be 'protocol N'"),
    (["protocol 2"], "it chose protocol 2, which GinQt did not offer"),
    (["protocol 1", "ready"], "'ready' before name and variants"),
    (["protocol 1", "uciok"], "is not a handshake line"),
    (["protocol 1", "option name=x"], "an option needs name=, type="),
    (["error no common protocol version (I speak 2)"], "it refused the handshake: no common protocol version"),
])
def test_a_wrong_handshake_says_which_line(lines: list[str], said: str) -> None:
    info = EngineInfo()
    with pytest.raises(ProtocolError, match=said.replace("(", r"\(").replace(")", r"\)")):
        for line in lines:
            read_handshake_line(line, info)


def test_a_play_line_is_one_move_in_the_one_move_syntax() -> None:
    assert parse_play("play knock:9C/AS.2S.3S/7H.7D.7C").text == "knock:9C/AS.2S.3S/7H.7D.7C"
    assert parse_play("play 7h").text == "7H"
    for bad in ("play", "play 7H 8H", "move 7H", "play 1Z"):
        with pytest.raises(ProtocolError):
            parse_play(bad)
    assert parse_fields("set name=level value=3") == ("set", {"name": "level", "value": "3"})


# -- the list of engines -----------------------------------------------------------------------------


def test_the_list_survives_a_round_trip_and_a_corrupt_file_is_one_line(data_dir: Path) -> None:
    path = engines_path()
    assert path == data_dir / "engines.json"
    EnginesFile(path).load().add(EngineEntry("mine", ("./mine", "--fast"), "/x", {"level": "3"}, 2.0, 10.0))
    assert EnginesFile(path).load().engines["mine"] == EngineEntry("mine", ("./mine", "--fast"), "/x", {"level": "3"},
                                                                    2.0, 10.0)
    assert not list(data_dir.glob("*.tmp"))
    path.write_text('{"format": "ginqt-engines", "engines": [{"name": 5}]}')
    broken = EnginesFile(path).load()
    assert broken.engines == {} and broken.error is not None and "\n" not in broken.error
    assert "cannot be read and is taken as empty" in broken.error


# -- ginqt engines ---------------------------------------------------------------------------------


def test_add_list_remove(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["engines", "add", "simple", "--", sys.executable, SIMPLE]) == 0
    assert main(["engines", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    assert [entry["name"] for entry in listed] == ["simple"]
    assert "simple" in load_plugins(autoload=False).strategies
    assert "simple" in PlayerSource(autoload=False).strategy_names()
    assert main(["engines", "remove", "simple"]) == 0
    assert main(["engines", "remove", "simple"]) == 1
    assert "no engine 'simple'" in capsys.readouterr().err


@pytest.mark.parametrize(("command", "said"), [
    (["/no/such/engine"], "cannot start: cannot run"),
    (["cat"], "does not speak the GinQt engine protocol: wrong handshake"),
    ([sys.executable, FAULTY, "handshake"], "wrong handshake: the first line must be 'protocol N'"),
    ([sys.executable, "-c", "import sys; sys.exit(4)"], "ended during its handshake: its process exited with status 4"),
])
def test_a_bad_command_is_refused_with_one_line(data_dir: Path, capsys: pytest.CaptureFixture[str],
                                                command: list[str], said: str) -> None:
    assert main(["engines", "add", "bad", "--", *command]) == 1
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and "Traceback" not in err
    assert EnginesFile(engines_path()).load().engines == {}


def test_an_engine_that_says_nothing_is_refused_when_its_handshake_time_is_up(
        data_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ginqt.engines.adding.START_SECONDS", 1.0)
    assert main(["engines", "add", "mute", "--", sys.executable, "-c", "import time; time.sleep(60)"]) == 1
    err = capsys.readouterr().err
    assert "did not finish its handshake in time" in err and err.count("\n") == 1


def test_a_players_name_or_a_bad_name_is_refused(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["engines", "add", "standard", "--", sys.executable, SIMPLE]) == 1
    assert main(["engines", "add", "two words", "--", sys.executable, SIMPLE]) == 1
    err = capsys.readouterr().err
    assert "'standard' is already a player's name" in err and "cannot name an engine" in err


def test_options_are_set_after_the_handshake(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["engines", "add", "opt", "--set", "nope=1", "--", sys.executable, FAULTY, "options"]) == 1
    assert "has no option 'nope'" in capsys.readouterr().err
    assert main(["engines", "add", "opt", "--set", "level=3", "--", sys.executable, FAULTY, "options"]) == 0
    from ginqt.remote.dialects.engine import engine_launch, read_line
    from ginqt.remote.process import RemoteProcess

    process = RemoteProcess(engine_launch(EnginesFile(engines_path()).load().engines["opt"]))
    process.wait_ready(15)
    process.write(b"ping id=9\n", __import__("time").monotonic() + 5)
    assert read_line(process, __import__("time").monotonic() + 5) == "pong id=9"
    process.stop()
    assert "< info set level to 3" in process.exchange()


# -- the check -------------------------------------------------------------------------------------


def test_check_passes_the_python_example() -> None:
    report = check_engine(EngineEntry("simple", (sys.executable, SIMPLE), str(ROOT)), 1, ("easy",))
    assert report.clean, report.faults
    assert report.games == len(load_plugins(autoload=False).variants)


@pytest.mark.parametrize(("mode", "said"), [
    ("illegal", "illegal: move '"),
    ("timeout", "timeout: no answer within 2 s on the wall clock (it used 0.00 s of its 0.5 s of CPU time): its "
                "process was stopped; the fallback plays the rest of the hand"),
    ("crash", "crashed: it crashed: its process exited with status 3"),
    ("garbage", "crashed: garbage on its standard output: 'hello there'"),
    ("chatter", "crashed: garbage on its standard output: 'play "),
])
def test_check_finds_each_fault_with_the_exchange_before_it(mode: str, said: str) -> None:
    report = check_engine(faulty(mode, 0.5), 1, ("easy",), max_faults=1)
    assert not report.clean
    assert said in report.faults[0]
    exchange = report.first_exchange.splitlines()
    assert exchange[0] == "> ginqt protocol=1" and any(line.startswith("> go ") for line in exchange)
    assert exchange[-1].startswith(("> go ", "< "))


def test_check_finds_a_wrong_handshake() -> None:
    report = check_engine(faulty("handshake"), 1, ("easy",))
    assert report.faults == ["wrong handshake: the first line must be 'protocol N' (N one of 1), not 'id name NotGin'"]
    assert report.first_exchange.splitlines()[:2] == ["> ginqt protocol=1", "< id name NotGin"]


def test_check_exits_0_only_when_clean(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    EnginesFile(engines_path()).load().add(faulty("crash"))
    assert main(["engines", "check", "t-crash", "--games", "1"]) == 1
    out = capsys.readouterr().out
    assert "fault: standard, against easy, game 1: crashed: it crashed: its process exited with status 3" in out
    assert "the exchange that led to the first fault" in out


# -- seated where a strategy's name goes -------------------------------------------------------------


def test_a_tournament_seats_an_engine_by_name_and_counts_its_faults(data_dir: Path) -> None:
    files = EnginesFile(engines_path()).load()
    files.add(EngineEntry("simple", (sys.executable, SIMPLE), str(ROOT)))
    files.add(faulty("illegal"))
    clean = run_tournament(GameJob("simple", "standard", seed=1, plugins=PluginOptions(autoload=False)), 4)
    assert clean.games == 4 and clean.players[0].faults == 0 and clean.players[0].fallback_moves == 0
    dirty = run_tournament(GameJob("t-illegal", "easy", seed=1, plugins=PluginOptions(autoload=False)), 2)
    assert dirty.players[0].faults > 0 and "t-illegal: illegal: move '" in dirty.players[0].fault_examples[0]
    assert dirty.games == 2  # the games went on (the fallback moved)


def test_a_game_left_unfinished_gives_the_engines_process_back() -> None:
    import gc

    from ginqt.engines.registry import engine_seat
    from ginqt.play.runner import GameRunner
    from ginqt.remote.dialects.engine import engine_launch
    from ginqt.remote.pool import ProcessPool
    from ginqt.rules import PRESETS

    pool = ProcessPool()
    entry = EngineEntry("simple", (sys.executable, SIMPLE), str(ROOT))
    seat = engine_seat(entry, pool=pool)
    runner = GameRunner(GameSpec(Variant.standard(PRESETS["standard"]), seed="left", first_dealer=1),
                                  (seat, None))
    runner.step()  # the engine moved: its process is started
    assert seat._lane is not None
    process = seat._lane.process
    assert process.alive
    del runner, seat
    gc.collect()
    assert pool.take(engine_launch(entry)) is process  # kept for the next game, not left running on its own
    pool.keep(process)
    pool.close()
    assert not process.alive


# -- a seat that answers when it can -----------------------------------------------------------------


def slow(seconds: float) -> EngineEntry:
    return EngineEntry("t-slow", (sys.executable, FAULTY, "slow", str(seconds)), str(ROOT))


def test_an_engine_is_a_seat_asked_now_and_answering_when_it_can(data_dir: Path) -> None:
    import select

    from ginqt.play.runner import GameRunner
    from ginqt.remote.seat import RemoteSeat
    from ginqt.rules import PRESETS

    EnginesFile(engines_path()).load().add(slow(0.3))
    plugins = load_plugins(autoload=False)
    seen: list[object] = []
    seat = plugins.make_guarded("t-slow", 1, time_limit=5.0, on_fault=seen.append)
    assert isinstance(seat, RemoteSeat)  # it guards itself: nothing wraps it
    runner = GameRunner(GameSpec(Variant.standard(PRESETS["standard"]), seed="asked", first_dealer=1),
                                  (seat, plugins.make_guarded("easy", 2)))
    for _ in range(2):
        answer = runner.ask()  # the question is sent; the engine thinks 0.3 s
        assert not answer.done()
        waiting = answer.waiting_on()
        assert waiting is not None
        fd, deadline = waiting
        assert not select.select([fd], [], [], 0)[0] and deadline > __import__("time").monotonic()
        runner.take(answer)  # now it waits for the answer
        while runner.to_play == 1:
            runner.step()
    seat.close()
    assert seen == [] and seat.faults == [] and len(seat.times) == 2 and min(seat.times) >= 0.3


def test_a_tournament_asks_an_engine_while_another_games_engine_thinks(data_dir: Path) -> None:
    """``--jobs 1`` plays several games at once: an engine that thinks 0.08 s a move makes the run take far
    less than its thinking time end to end (one game at a time, it would take longer)."""
    thinks = 0.08
    EnginesFile(engines_path()).load().add(slow(thinks))
    result = run_tournament(GameJob("t-slow", "easy", seed=1, plugins=PluginOptions(autoload=False)), 4, jobs=1)
    engine = result.players[0]
    assert result.games == 4 and engine.faults == 0 and engine.fallback_moves == 0
    assert result.seconds < 0.7 * engine.decisions * thinks, (result.seconds, engine.decisions)


def test_the_guards_time_limit_is_the_engines_move_limit_and_the_engine_plays_the_next_hand(data_dir: Path) -> None:
    """The tournament's (or the window's) time limit under the engine's own: the engine is told it, and thinking
    past it (0.3 s of CPU time against 0.1 s) costs the hand; a new process plays the next."""
    from ginqt.play.runner import GameRunner
    from ginqt.rules import PRESETS

    EnginesFile(engines_path()).load().add(EngineEntry("t-spin", (sys.executable, FAULTY, "spin", "0.3"), str(ROOT)))
    plugins = load_plugins(autoload=False)
    seat = plugins.make_guarded("t-spin", 1, time_limit=0.1)
    runner = GameRunner(GameSpec(Variant.standard(PRESETS["standard"]), seed="late", first_dealer=1),
                                  (seat, plugins.make_guarded("easy", 2)))
    runner.play(max_hands=2)
    seat.close()
    assert [fault.kind for fault in seat.faults] == ["timeout", "timeout"], [fault.message for fault in seat.faults]
    assert all(fault.message.startswith("no answer within 0.1 s: its process was stopped; the fallback plays the "
                                        "rest of the hand") for fault in seat.faults)
    assert "> go time=100 " in seat.first_fault_exchange  # told the limit it has


def test_an_engine_whose_name_a_player_cannot_have_leaves_the_built_in_players_seated(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    EnginesFile(engines_path()).load().add(EngineEntry("My.Engine", (sys.executable, SIMPLE), str(ROOT)))
    plugins = load_plugins(autoload=False)
    assert {"easy", "standard"} <= set(plugins.strategies) and plugins.errors == []
    err = capsys.readouterr().err
    assert "engine 'My.Engine' is not seated: a player's name is 1-40 lowercase letters" in err


def test_a_window_with_data_dir_seats_the_engines_added_in_that_folder(tmp_path: Path) -> None:
    """``ginqt --data-dir D`` plays against an engine of D's list, not of the default folder's."""
    folder, elsewhere = tmp_path / "portable", tmp_path / "default"
    folder.mkdir()
    EnginesFile(folder / "engines.json").load().add(EngineEntry("simple", (sys.executable, SIMPLE), str(ROOT)))
    env = {**os.environ, "GINQT_DATA_DIR": str(elsewhere), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "ginqt", "--data-dir", str(folder), "--opponent", "simple", "--demo",
                           "--exit-after-hands", "1"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 0 and "unknown opponent" not in done.stderr, done.stderr


def test_the_windows_next_game_closes_an_engine_seat_of_the_last_one() -> None:
    """The window lets the last game's players go (ComputerPlayers.sit_down): an engine's process goes
    back to the pool at once, told what it had not heard, instead of waiting for the seat to be collected."""
    from ginqt.engines.registry import engine_seat
    from ginqt.play.runner import GameRunner
    from ginqt.remote.dialects.engine import engine_launch
    from ginqt.remote.pool import ProcessPool
    from ginqt.rules import PRESETS
    from ginqt.ui.game.computer import close_player

    pool = ProcessPool()
    entry = EngineEntry("simple", (sys.executable, SIMPLE), str(ROOT))
    seat = engine_seat(entry, pool=pool)
    runner = GameRunner(GameSpec(Variant.standard(PRESETS["standard"]), seed="left", first_dealer=1),
                                  (seat, None))
    runner.step()
    assert seat._lane is not None
    process = seat._lane.process
    close_player(seat)
    assert seat._lane is None and pool.take(engine_launch(entry)) is process
    pool.keep(process)
    pool.close()
