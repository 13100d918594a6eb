"""Real EAAI players at GinQt's table (issue 50): ``add-eaai --heap`` and ``--workdir``, the JVM's variables, a
JVM's death in its own words, a draw at the wall never told as a null card, and a player resynchronised after
a move GinQt refused, so that it plays on instead of failing later."""

from __future__ import annotations

from pathlib import Path

import pytest
from eaai_helpers import build_standin, needs_jdk

from ginqt.cli import main
from ginqt.engine import Action, ActionKind, PlayerView
from ginqt.engines.registry import engine_seat
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.remote.pool import ProcessPool
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import run_tournament
from ginqt.rules import PRESETS
from ginqt.storage.engines import JVM_ENV, EngineEntry, EnginesFile, engines_path
from ginqt.strategy import FallbackStrategy

pytestmark = needs_jdk


@pytest.fixture(scope="module")
def classes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_standin(tmp_path_factory.mktemp("eaai") / "classes")


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GINQT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GINQT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def add(name: str, classes: Path, class_name: str, *more: str) -> int:
    return main(["engines", "add-eaai", name, "--classpath", str(classes), "--class", class_name, *more])


def added(name: str) -> EngineEntry:
    return EnginesFile(engines_path()).load().engines[name]


def faults_of(name: str, variant: str = "eaai", games: int = 2, opponent: str = "standard") -> list[str]:
    result = run_tournament(GameJob(name, opponent, seed=3, variant=variant, plugins=PluginOptions(autoload=False)),
                            games)
    assert result.games == games
    return result.players[0].fault_examples


def test_heap_and_the_jvms_variables(folders: Path, classes: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert add("meldy", classes, "ginqttest.MeldKnockPlayer", "--heap", "384m") == 0
    entry = added("meldy")
    assert "-Xmx384m" in entry.command and "-Xmx256m" not in entry.command
    assert entry.env == JVM_ENV and "-XX:+DisplayVMOutputToStderr" in entry.command
    for heap, said in (("2g", "--heap must be from 16m to 512m, not '2g'"), ("lots", "--heap takes a size")):
        assert add("big", classes, "ginqttest.MeldKnockPlayer", "--heap", heap) == 1
        err = capsys.readouterr().err
        assert said in err and err.count("\n") == 1
    assert faults_of("meldy") == []


def test_a_player_reads_its_data_file_from_its_workdir(folders: Path, classes: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert add("reader", classes, "ginqttest.DataFilePlayer") == 1
    assert "cannot be made: java.lang.IllegalStateException: no player.dat" in capsys.readouterr().err
    data = folders / "player-data"
    data.mkdir()
    (data / "player.dat").write_text("weights 1 2 3\n")
    assert add("reader", classes, "ginqttest.DataFilePlayer", "--workdir", str(data)) == 0
    assert f"it reads {data.resolve()}" in capsys.readouterr().out
    assert faults_of("reader") == []  # made again in the sandbox, which lets it read the folder


def test_a_jvms_death_is_its_own_report_not_garbage(folders: Path, classes: Path) -> None:
    """A JVM that dies writes the first lines of its report on standard output: GinQt quotes them."""
    assert add("crasher", classes, "ginqttest.CrashingPlayer") == 0
    said = faults_of("crasher", games=1)
    assert said and all("garbage" not in line for line in said), said
    assert ("crashed: the JVM died: A fatal error has been detected by the Java Runtime Environment SIGSEGV"
            in said[0]), said[0]


def test_a_player_whose_move_was_refused_is_resynchronised_and_plays_on(folders: Path, classes: Path) -> None:
    """It throws the card it took from the pile straight back, which the EAAI rules forbid: the old bridge left
    its hand one card short, and it failed at its next discard ("out of step: it holds 10 cards, not 11")."""
    assert add("thrower", classes, "ginqttest.PileThrowerPlayer") == 0
    said = faults_of("thrower")
    assert len(said) > 2 and all(": illegal: " in line for line in said), said


class _NeverKnocks(FallbackStrategy):
    """The fallback's moves, without a knock: the hand runs down to the wall."""

    def choose(self, view: PlayerView) -> Action:
        move = super().choose(view)
        if move.kind is not ActionKind.KNOCK:
            return move
        return next(action for action in view.legal_actions if action.kind is ActionKind.DISCARD)


def test_the_players_own_draw_at_the_wall_is_no_null_card(folders: Path, classes: Path) -> None:
    """Under ``standard`` a draw from the stock at the wall makes the hand dead with no card drawn; the
    framework never lets anyone draw there.  The player reads the card it is told it drew, as several real
    players do: the old bridge's ``reportDraw(me, null)`` threw a NullPointerException."""
    assert add("wall", classes, "ginqttest.WallPlayer") == 0
    pool, faults, walls = ProcessPool(), [], []
    try:
        for dealer in (0, 1):
            seat = engine_seat(added("wall"), dealer, pool=pool, on_fault=faults.append)
            spec = GameSpec(Variant.standard(PRESETS["standard"]), seed=f"wall/{dealer}", first_dealer=dealer)
            runner = GameRunner(spec, (seat, _NeverKnocks()))
            runner.play(max_hands=3)  # (a player that failed at the wall says so when it is asked next)
            seat.close()
            walls += [record.result.dead for record in runner.match.history]
    finally:
        pool.close()
    assert faults == [] and walls.count(True) >= 4  # every hand reached the wall
