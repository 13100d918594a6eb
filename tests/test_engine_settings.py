"""An engine's own settings (docs/ENGINES.md, issue 50): its variables (``--env``; a JVM's malloc arenas capped),
its working folder (``--workdir``, which the sandbox lets it read), a ``#!`` script run with its interpreter in
the sandbox, ``--set`` values checked against the option's declared type and range, the ``version`` line of
its handshake, and a JVM's death reported in its own words, not as garbage."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from ginqt.cli import main
from ginqt.engines.command import command_sha256, workdir_problem
from ginqt.engines.registry import engine_seat
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.remote.dialects.engine import engine_launch, interpreter_paths
from ginqt.remote.dialects.protocol import EngineOption, game_line, option_problem
from ginqt.remote.pool import ProcessPool
from ginqt.remote.process import RemoteProcess
from ginqt.remote.sandbox import landlock_abi
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import run_tournament
from ginqt.rules import PRESETS
from ginqt.storage.engines import JVM_ENV, EngineEntry, EnginesFile, engines_path
from ginqt.strategy import FallbackStrategy

ROOT = Path(__file__).resolve().parent.parent
FAULTY = str(ROOT / "tests" / "engines_for_tests.py")
SIMPLE = ROOT / "examples" / "engines" / "simple_engine.py"
needs_landlock = pytest.mark.skipif(landlock_abi() < 1, reason="the kernel has no Landlock: the sandbox reads all")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GINQT_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def added(name: str) -> EngineEntry:
    return EnginesFile(engines_path()).load().engines[name]


def play(name: str, games: int = 1, variant: str = "standard") -> tuple[int, list[str]]:
    """The engine's faults and their lines in ``games`` games against ``easy``."""
    result = run_tournament(GameJob(name, "easy", seed=3, variant=variant, plugins=PluginOptions(autoload=False)),
                            games)
    return result.players[0].faults, result.players[0].fault_examples


# -- the engine's variables ----------------------------------------------------------------------------


def test_env_reaches_the_engine_in_its_sandbox(data_dir: Path) -> None:
    assert main(["engines", "add", "envy", "--env", "GINQT_ENGINE_TEST=from-the-record", "--",
                 sys.executable, FAULTY, "env"]) == 0
    assert added("envy").env == {"GINQT_ENGINE_TEST": "from-the-record"}
    process = RemoteProcess(engine_launch(added("envy")))
    try:
        process.wait_ready(15)
        assert process.hello.name == "Test engine (GINQT_ENGINE_TEST=from-the-record)"  # type: ignore[attr-defined]
    finally:
        process.stop()


@pytest.mark.parametrize(("item", "said"), [("NOEQUALS", "--env takes NAME=VALUE"),
                                            ("1X=2", "cannot name an environment variable")])
def test_a_bad_env_is_one_line(data_dir: Path, capsys: pytest.CaptureFixture[str], item: str, said: str) -> None:
    assert main(["engines", "add", "envy", "--env", item, "--", sys.executable, FAULTY, "env"]) == 1
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and not EnginesFile(engines_path()).load().engines


def test_a_java_engine_gets_the_jvms_arenas_capped_also_from_a_record_written_before(data_dir: Path) -> None:
    java = ["/usr/bin/java", "-cp", "x", "Engine"]
    assert EngineEntry.from_json({"name": "old", "command": java}).env == JVM_ENV == {"MALLOC_ARENA_MAX": "2"}
    assert EngineEntry.from_json({"name": "old", "command": ["./cgin"]}).env == {}
    kept = EngineEntry.from_json({"name": "mine", "command": java, "env": {"MALLOC_ARENA_MAX": "4"}})
    assert kept.env == {"MALLOC_ARENA_MAX": "4"}  # the record's own variables win
    with pytest.raises(ValueError, match="env must be an object"):
        EngineEntry.from_json({"name": "bad", "command": java, "env": {"A": 1}})


# -- the working folder -----------------------------------------------------------------------------------


@needs_landlock
def test_the_workdir_is_the_engines_folder_and_readable_in_its_sandbox(data_dir: Path, tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "engine-data"
    folder.mkdir()
    (folder / "engine.dat").write_text("weights\n")
    assert main(["engines", "add", "reader", "--", sys.executable, FAULTY, "datafile"]) == 1
    assert "no engine.dat" in capsys.readouterr().err  # without it, the engine's folder is its script's
    assert main(["engines", "add", "reader", "--workdir", str(folder), "--", sys.executable, FAULTY, "datafile"]) == 0
    assert added("reader").workdir == str(folder.resolve())
    assert play("reader")[0] == 0
    assert main(["engines", "list"]) == 0
    assert f"(in {folder.resolve()})" in capsys.readouterr().out


def test_a_workdir_that_is_home_or_holds_it_or_lies_in_the_data_folder_is_refused(
        data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    (home / "games").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    assert workdir_problem(str(home / "games")) is None
    for folder in (home, tmp_path, "/"):
        assert "which the sandbox never lets an engine read" in (workdir_problem(str(folder)) or "")
    data_dir.mkdir(parents=True)
    (data_dir / "inside").mkdir()
    assert "lies in" in (workdir_problem(str(data_dir / "inside"), (str(data_dir),)) or "")
    assert "is not a folder" in (workdir_problem(str(tmp_path / "nowhere")) or "")


# -- a #! script ----------------------------------------------------------------------------------------------


@needs_landlock
@pytest.mark.skipif(shutil.which("python3") is None or not os.path.exists("/bin/sh"), reason="no python3 or sh")
def test_a_hashbang_script_runs_in_the_sandbox(data_dir: Path, tmp_path: Path) -> None:
    """``#!/usr/bin/env python3`` and a ``#!/bin/sh`` wrapper: the kernel runs their interpreters, which
    GinQt's sandbox did not let them run ("Permission denied")."""
    folder = tmp_path / "engine"  # (not tmp_path itself, which holds the data folder: the sandbox never reads it)
    folder.mkdir()
    script = folder / "simple_engine.py"
    shutil.copy(SIMPLE, script)
    script.chmod(0o755)
    wrapper = folder / "engine.sh"
    wrapper.write_text(f"#!/bin/sh\nexec python3 {script}\n")
    wrapper.chmod(0o755)
    assert "/usr/bin/env" in interpreter_paths(str(script)) and interpreter_paths(str(SIMPLE.with_suffix(".c"))) == []
    for name, command in (("hashbang", str(script)), ("wrapped", str(wrapper))):
        assert main(["engines", "add", name, "--", command]) == 0
        assert play(name) == (0, [])


# -- --set, checked ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "said"), [("level=7", "option level is from 1 to 3, not 7"),
                                             ("level=two", "option level is a whole number, not 'two'"),
                                             ("fast=yes", "option fast is true or false, not 'yes'")])
def test_set_values_are_checked_against_the_declared_type_and_range(
        data_dir: Path, capsys: pytest.CaptureFixture[str], value: str, said: str) -> None:
    assert main(["engines", "add", "opt", "--set", value, "--", sys.executable, FAULTY, "options"]) == 1
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and not EnginesFile(engines_path()).load().engines
    assert main(["engines", "add", "opt", "--set", "level=1", "--set", "fast=true", "--",
                 sys.executable, FAULTY, "options"]) == 0


def test_option_problem_reads_the_declared_bounds() -> None:
    level = EngineOption("level", "int", "2", {"min": "-3", "max": "3"})
    assert option_problem(level, "-3") is None and option_problem(level, "3") is None
    assert option_problem(level, "-4") == "option level is from -3 to 3, not -4"
    assert option_problem(EngineOption("n", "int", "0", {"min": "1"}), "0") == "option n is from 1 to …, not 0"
    assert option_problem(EngineOption("book", "string", "-"), "two words") is not None


def test_add_help_shows_where_the_command_goes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["engines", "add", "--help"])
    out = capsys.readouterr().out
    assert "NAME -- COMMAND [ARGS...]" in out and "--env NAME=VALUE" in out and "--workdir DIR" in out


# -- what the engine is told and says of itself -------------------------------------------------------------


def test_the_game_line_carries_every_rule_option() -> None:
    rules = PRESETS["oklahoma"].replace(score_limit=150, big_gin=True)
    line = game_line("custom", 0, rules, 9)
    fields = dict(token.split("=", 1) for token in line.split()[1:])
    assert fields.pop("variant") == "custom" and fields.pop("seat") == "0" and fields.pop("seed") == "9"
    assert fields == {name: str(value).lower() if isinstance(value, bool) else str(value)
                      for name, value in rules.to_dict().items()}
    assert fields["knock_rule"] == "first-upcard" and fields["big_gin"] == "true" and fields["score_limit"] == "150"


def test_hollywood_is_told_as_hollywood_and_an_engine_that_plays_only_hollywood_plays_it(data_dir: Path) -> None:
    """The seat learns the game's variant by name (the old seat named the preset the hands are played by:
    ``variant=standard``, and refused an engine that lists only ``hollywood``); one that lists the preset the
    hands are played by plays it too."""
    from ginqt.remote.dialects.engine import variant_name

    EnginesFile(engines_path()).load().add(EngineEntry("holly", (sys.executable, FAULTY, "hollywood"), str(ROOT)))
    EnginesFile(engines_path()).load().add(EngineEntry("stan", (sys.executable, FAULTY, "good"), str(ROOT)))
    for name in ("holly", "stan"):
        faults, said = play(name, variant="hollywood")
        assert faults == 0, said
    faults, said = play("holly", variant="standard")
    assert faults == 1 and "it does not play the variant 'standard' (it plays: hollywood)" in said[0], said
    plugins, pool = load_plugins(autoload=False), ProcessPool()
    seat = engine_seat(added("holly"), pool=pool, variant="hollywood")
    info = plugins.variant("hollywood")
    GameRunner(GameSpec(Variant("hollywood", info.rules, info.scoring), seed=1),
                         (seat, FallbackStrategy())).play(max_hands=2)
    seat.close()
    process = pool.take(engine_launch(added("holly")))
    pool.close()
    assert "> game variant=hollywood seat=0 score_limit=999 " in process.exchange(1000)
    changed = PRESETS["standard"].replace(knock_limit=5)
    assert variant_name(PRESETS["standard"], "hollywood") == "hollywood"
    assert variant_name(changed, "standard") == "custom" and variant_name(PRESETS["tommy"], "") == "tommy"


def test_the_handshakes_version_and_the_commands_hash_identify_the_engine(tmp_path: Path) -> None:
    script = tmp_path / "engine.py"
    shutil.copy(FAULTY, script)
    entry = EngineEntry("t", (sys.executable, str(script), "good"), str(tmp_path))
    process = RemoteProcess(engine_launch(entry))
    try:
        process.wait_ready(15)
        assert process.hello.version == "test-1.0"  # type: ignore[attr-defined]
    finally:
        process.stop()
    before = command_sha256(entry)
    assert len(before) == 64
    script.write_text(script.read_text() + "\n# another build\n")
    assert command_sha256(entry) not in ("", before)


# -- a JVM's death, in its own words ------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["jvm-death", "jvm-death-stderr"])
def test_a_jvms_death_is_reported_as_what_it_is(data_dir: Path, mode: str) -> None:
    EnginesFile(engines_path()).load().add(EngineEntry("jvm", (sys.executable, FAULTY, mode), str(ROOT)))
    faults, said = play("jvm")
    assert faults > 0 and all("garbage" not in line for line in said), said
    assert ("crashed: the JVM died: There is insufficient memory for the Java Runtime Environment to continue. "
            "Native memory allocation (malloc) failed to allocate 32744 bytes. Error detail: ChunkPool::allocate"
            in said[0]), said[0]


def test_a_line_of_hashes_from_another_program_is_still_garbage(data_dir: Path, tmp_path: Path) -> None:
    script = tmp_path / "hashes.py"
    script.write_text(Path(FAULTY).read_text().replace(
        'say("hello there")', 'say("# hello there")\n                say("# not a JVM")'))
    EnginesFile(engines_path()).load().add(EngineEntry("hashes", (sys.executable, str(script), "garbage"),
                                                       str(tmp_path)))
    faults, said = play("hashes")
    assert faults > 0 and "crashed: garbage on its standard output: '# hello there'" in said[0], said
    json.dumps(said)
