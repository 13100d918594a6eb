"""EAAI players at GinQt's table (issue 41): ``ginqt engines add-eaai`` compiles GinQt's bridge with the
user's JDK, checks the player's class, and the player is seated by its name, in the plugins' sandbox, one
JVM a match; variants other than ``eaai`` and ``standard`` are refused with the reason."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from eaai_helpers import build_standin, needs_jdk

from ginqt.cli import main
from ginqt.engines.eaai import BRIDGE_CLASS, find_jdk
from ginqt.remote import process as remote_process
from ginqt.remote.pool import POOL
from ginqt.remote.sandbox import landlock_abi
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import GAMES_IN_FLIGHT, run_tournament
from ginqt.storage.engines import EnginesFile, engines_path

pytestmark = needs_jdk


@pytest.fixture(scope="module")
def classes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_standin(tmp_path_factory.mktemp("eaai") / "classes")


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GINQT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GINQT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def add(name: str, classpath: Path | str, class_name: str) -> int:
    return main(["engines", "add-eaai", name, "--classpath", str(classpath), "--class", class_name])


def test_add_eaai_compiles_the_bridge_once_into_the_cache(folders: Path, classes: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert add("meldy", classes, "ginqttest.MeldKnockPlayer") == 0
    assert "added EAAI player 'meldy'" in capsys.readouterr().out
    built = list((folders / "cache" / "eaai-bridge").glob(f"*-java{find_jdk().version}/{BRIDGE_CLASS}.class"))
    assert len(built) == 1
    stamp = built[0].stat().st_mtime_ns
    assert add("meldy2", classes, "ginqttest.MeldKnockPlayer") == 0
    assert built[0].stat().st_mtime_ns == stamp  # the cached bridge, not compiled again
    entry = EnginesFile(engines_path()).load().engines["meldy"]
    assert entry.command[0] == find_jdk().java and "-Xmx256m" in entry.command


@pytest.mark.parametrize(("classpath", "class_name", "said"), [
    ("CLASSES", "nope.Player", "no class nope.Player on the classpath"),
    ("CLASSES", "ginrummy.Card", "class ginrummy.Card does not implement ginrummy.GinRummyPlayer"),
    ("CLASSES", "ginqttest.BrokenPlayer", "cannot be made: java.lang.IllegalStateException: no model file"),
    ("/no/such/folder", "ginqttest.MeldKnockPlayer", "the classpath '/no/such/folder' has no /no/such/folder"),
    ("EMPTY", "ginqttest.MeldKnockPlayer", "cannot compile GinQt's EAAI bridge against the classpath"),
])
def test_a_bad_classpath_or_class_is_one_line(folders: Path, classes: Path, capsys: pytest.CaptureFixture[str],
                                              classpath: str, class_name: str, said: str) -> None:
    (folders / "empty").mkdir()
    where = {"CLASSES": str(classes), "EMPTY": str(folders / "empty")}.get(classpath, classpath)
    assert add("bad", where, class_name) == 1
    err = capsys.readouterr().err
    assert said in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "bad" not in EnginesFile(engines_path()).load().engines


def test_no_jdk_is_one_clear_line(folders: Path, classes: Path, monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PATH", str(folders))
    monkeypatch.delenv("JAVA_HOME", raising=False)
    assert add("meldy", classes, "ginqttest.MeldKnockPlayer") == 1
    assert capsys.readouterr().err.strip() == (
        "ginqt engines: no JDK found: an EAAI player needs Java's javac and java (install a JDK, version 11 or "
        "later, or set JAVA_HOME)")


def test_the_player_plays_a_match_in_one_jvm_without_a_fault(folders: Path, classes: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    assert add("meldy", classes, "ginqttest.MeldKnockPlayer") == 0
    started: list[object] = []
    original = remote_process.RemoteProcess.__init__

    def counting(self: remote_process.RemoteProcess, *args: object, **kwargs: object) -> None:
        started.append(self)
        original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(remote_process.RemoteProcess, "__init__", counting)
    POOL.close()
    for variant in ("eaai", "standard"):
        result = run_tournament(GameJob("meldy", "standard", seed=3, variant=variant,
                                        plugins=PluginOptions(autoload=False)), 6)
        assert result.games == 6 and result.players[0].faults == 0 and result.players[0].fallback_moves == 0
    # One JVM a game in flight (four games side by side while the player thinks), kept for both runs' twelve games.
    assert len(started) == GAMES_IN_FLIGHT


def test_other_variants_are_refused_with_the_reason(folders: Path, classes: Path) -> None:
    assert add("meldy", classes, "ginqttest.MeldKnockPlayer") == 0
    result = run_tournament(GameJob("meldy", "standard", seed=3, variant="tommy",
                                    plugins=PluginOptions(autoload=False)), 1)
    assert result.players[0].faults == 1
    assert "it does not play the variant 'tommy' (it plays: eaai, standard)" in result.players[0].fault_examples[0]


@pytest.mark.skipif(landlock_abi() < 1 or not os.path.exists("/etc/passwd"),
                    reason="the kernel has no Landlock (or no /etc/passwd to try)")
def test_the_jvm_runs_in_the_sandbox(folders: Path, classes: Path) -> None:
    """The player tries to read /etc/passwd at every hand and fails the game when it can."""
    assert add("peeker", classes, "ginqttest.PeekingPlayer") == 0
    result = run_tournament(GameJob("peeker", "standard", seed=3, variant="eaai",
                                    plugins=PluginOptions(autoload=False)), 2)
    assert result.players[0].faults == 0, result.players[0].fault_examples


def test_ginqt_engines_check_finds_the_eaai_player_clean(folders: Path, classes: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert add("meldy", classes, "ginqttest.MeldKnockPlayer") == 0
    assert main(["engines", "check", "meldy", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "variants: eaai, standard" in out and "; 0 faults" in out


def test_a_cleared_cache_is_compiled_again_when_the_player_is_seated(folders: Path, classes: Path) -> None:
    assert add("meldy", classes, "ginqttest.MeldKnockPlayer") == 0
    for built in (folders / "cache" / "eaai-bridge").glob(f"*/{BRIDGE_CLASS}.class"):
        built.unlink()
    result = run_tournament(GameJob("meldy", "standard", seed=3, variant="eaai",
                                    plugins=PluginOptions(autoload=False)), 1)
    assert result.players[0].faults == 0 and result.players[0].fallback_moves == 0
    assert list((folders / "cache" / "eaai-bridge").glob(f"*/{BRIDGE_CLASS}.class"))
