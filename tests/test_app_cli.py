"""The game's command line: bad values stop with one line and status 2 before any window; the data
folder of --data-dir is used by the game and by `ginqt stats` / `ginqt highscores`; command-line
preferences override the settings without overwriting them (the 1993 DOS program)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ginqt.cli import main
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.storage import Storage

pytestmark = pytest.mark.timeout(120)

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("args", "words"), [
    (["--variant", "nope"], "unknown variant 'nope'"),
    (["--opponent", "nobody"], "unknown opponent 'nobody'"),
    (["--score-limit", "-5"], "--score-limit: -5 is not between 0 and 999"),
    (["--score-limit", "1000"], "not between 0 and 999"),
    (["--score-limit", "ten"], "invalid int value"),
    (["--name", "   "], "--name"),
    (["--exit-after-hands", "0", "--demo"], "must be 1 or more"),
    (["--exit-after-hands", "1"], "--exit-after-hands: needs --demo"),
    (["--exit-after-hands", "2", "--go"], "--exit-after-hands: needs --demo"),
    (["--frobnicate"], "unrecognized arguments"),
])
def test_bad_values_give_one_line_and_status_2(args: list[str], words: str, capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    try:
        code = main([*args, "--data-dir", str(tmp_path)])
    except SystemExit as stop:  # argparse's own checks exit; the plugin names are checked by run_app
        code = stop.code  # type: ignore[assignment]
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("ginqt: error: ") and words in err, err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []  # stopped before the data folder was touched


def test_bad_variant_in_a_real_process_shows_no_window_and_no_traceback(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "ginqt", "--variant", "gin-of-mars", "--data-dir", str(tmp_path)],
                            capture_output=True, text=True, timeout=60, cwd=ROOT, env=env)
    assert result.returncode == 2
    assert result.stderr.startswith("ginqt: error: argument --variant: unknown variant 'gin-of-mars'")
    assert result.stderr.count("\n") == 1 and result.stdout == ""


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for option in ("--name", "--score-limit", "--variant", "--opponent", "--demo", "--go", "--data-dir", "--seed",
                   "--open-hands"):
        assert option in out
    assert "--autoplay" not in out and "--print-state" not in out  # test drivers stay hidden
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.startswith("ginqt ")


def test_stats_and_highscores_read_the_data_dir(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    storage = Storage.open(tmp_path)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), ("Kim", ""), seed=2))
    while not runner.match.over:
        runner.next_hand() if runner.hand_over else runner.apply(runner.legal_actions()[0])
    storage.finish_game(runner.log)
    assert main(["stats", "--data-dir", str(tmp_path), "--json"]) == 0
    players = json.loads(capsys.readouterr().out)
    assert "Kim" in json.dumps(players)
    assert main(["stats", "--name", "Kim", "--data-dir", str(tmp_path)]) == 0
    assert "Kim" in capsys.readouterr().out
    assert main(["highscores", "--data-dir", str(tmp_path), "--json"]) == 0
    json.loads(capsys.readouterr().out)
    # another folder knows nothing of Kim
    other = tmp_path / "other"
    other.mkdir()
    assert main(["stats", "--name", "Kim", "--data-dir", str(other)]) == 1
    capsys.readouterr()
    # the folder may also come first, as for the game itself
    assert main(["--data-dir", str(tmp_path), "stats", "--name", "Kim"]) == 0
    assert "Kim" in capsys.readouterr().out
    assert main(["highscores", "--data-dir", str(tmp_path), "--json"]) == 0
    listed = capsys.readouterr().out
    assert main([f"--data-dir={tmp_path}", "highscores", "--json"]) == 0
    assert capsys.readouterr().out == listed


def test_command_line_preferences_override_but_do_not_overwrite(tmp_path: Path, qapp: object,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    storage = Storage.open(tmp_path)
    storage.settings.update({"name": "Ann", "score_limit": 50, "opponent": "standard"})
    assert storage.settings.save()
    assert main(["--data-dir", str(tmp_path), "--name", "Kim", "--score-limit", "0", "--open-hands", "--go",
                 "--print-state"]) == 0
    state = json.loads(capsys.readouterr().out.split("GINQT_STATE ", 1)[1])
    assert state["moves"] == 0
    saved = json.loads((tmp_path / "saved_game.json").read_text())
    assert saved["player_name"] == "Kim" and saved["rules"]["score_limit"] == 0 and saved["assisted"] is True
    settings = Storage.open(tmp_path).settings
    assert settings["name"] == "Ann" and settings["score_limit"] == 50 and settings["open_hands"] is False


@pytest.mark.parametrize("command", [["plugins", "--json"], ["plugins"], ["stats", "--json"],
                                     ["tournament", "easy", "easy", "--games", "1", "--seed", "1", "--json"]])
def test_a_closed_pipe_ends_quietly(tmp_path: Path, command: list[str]) -> None:
    """Issue 14, bug 14: ``ginqt stats --json | head`` ended in a BrokenPipeError traceback."""
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line: every write fails
    env = {**os.environ, "GINQT_DATA_DIR": str(tmp_path), "GINQT_DISABLE_PLUGIN_AUTOLOAD": "1"}
    try:
        done = subprocess.run([sys.executable, "-m", "ginqt", *command], stdout=write, stderr=subprocess.PIPE,
                              env=env, timeout=240, text=True)
    finally:
        os.close(write)
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr, done.stderr
    assert done.returncode in (0, 141)


class _InterruptedImport:
    """A meta path finder standing in for Ctrl+C pressed while a command's module is imported."""

    def __init__(self, name: str) -> None:
        self.name = name

    def find_spec(self, fullname: str, path: object, target: object = None) -> None:
        if fullname == self.name:
            raise KeyboardInterrupt
        return None


@pytest.mark.parametrize(("command", "module"), [(["tournament", "easy", "easy"], "ginqt.research.cli"),
                                                 (["games"], "ginqt.records.cli")])
def test_ctrl_c_while_a_command_starts_ends_in_one_line(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str],
                                                        command: list[str], module: str) -> None:
    """Ctrl+C before a command's own handler is in place (its libraries load for seconds): one line, status 130."""
    monkeypatch.delitem(sys.modules, module, raising=False)
    monkeypatch.setattr(sys, "meta_path", [_InterruptedImport(module), *sys.meta_path])
    assert main(command) == 130
    assert capsys.readouterr().err == "ginqt: interrupted\n"


def _ginqt(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ginqt", *args], capture_output=True, text=True, timeout=60,
                          cwd=ROOT, env=dict(os.environ, **(env or {})))


def test_every_name_ginqt_games_prints_verifies(tmp_path: Path) -> None:
    """A name from ``ginqt games`` works in ``ginqt verify`` as it is printed, from any folder, with the same
    folder option (or none, with the data folder of GINQT_DATA_DIR) (issue 39, item 16)."""
    from ginqt.records.build import play_and_record
    from ginqt.records.folder import RecordFolder
    from ginqt.storage import DataDir
    from ginqt.strategy import FallbackStrategy

    data, tournament = tmp_path / "data", tmp_path / "tournament"
    data.mkdir()
    tournament.mkdir()
    game = play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=5)
    RecordFolder.of(DataDir.at(data)).write(game)
    RecordFolder(DataDir.at(tournament), tournament).write(game)
    for where, env in ((["--data-dir", str(data)], {}), (["--records", str(tournament)], {}),
                       ([], {"GINQT_DATA_DIR": str(data)})):
        listed = _ginqt("games", *where, env=env)
        assert listed.returncode == 0, listed.stderr
        *_header, row = listed.stdout.strip().splitlines()
        name = row.split()[-1]
        assert name.endswith(".ginrec") and not (ROOT / name).exists()
        done = _ginqt("verify", name, *where, env=env)
        assert done.returncode == 0, (where, done.stderr)
        assert done.stdout.startswith(f"{name}: verified: ")
    missing = _ginqt("verify", "20990101T000000-nothing.ginrec", "--data-dir", str(data))
    assert missing.returncode == 2 and missing.stderr.count("\n") == 1 and "no such file" in missing.stderr
    shot = tmp_path / "replay.png"  # ginqt replay takes the same names
    shown = _ginqt("replay", name, "--data-dir", str(data), "--screenshot", str(shot),
                   env={"QT_QPA_PLATFORM": "offscreen"})
    assert shown.returncode == 0 and shot.stat().st_size > 10_000, shown.stderr


def test_qt_warnings_stay_off_stderr_unless_asked_for(tmp_path: Path) -> None:
    """A scripted demo writes nothing on stderr (Qt warned "propagateSizeHints" offscreen); GINQT_QT_WARNINGS=1
    brings Qt's warnings back (issue 39, item 16)."""
    args = ("--demo", "--exit-after-hands", "1", "--go", "--resume", "no", "--seed", "3")
    quiet = _ginqt(*args, "--data-dir", str(tmp_path / "a"), env={"QT_QPA_PLATFORM": "offscreen"})
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr
    loud = _ginqt(*args, "--data-dir", str(tmp_path / "b"),
                  env={"QT_QPA_PLATFORM": "offscreen", "GINQT_QT_WARNINGS": "1"})
    assert loud.returncode == 0 and "ginqt: Qt: " in loud.stderr


def test_qt_errors_still_reach_stderr(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QMessageLogContext, QtMsgType

    from ginqt.ui.qt_messages import qt_message

    monkeypatch.delenv("GINQT_QT_WARNINGS", raising=False)
    context = QMessageLogContext()
    qt_message(QtMsgType.QtWarningMsg, context, "a font is missing")
    qt_message(QtMsgType.QtCriticalMsg, context, "the scene cannot be drawn")
    assert capsys.readouterr().err == "ginqt: Qt: the scene cannot be drawn\n"


def test_the_qt_free_start_imports_no_qt() -> None:
    """The modules the start imports before PySide6 (so that PySide6's import hook does not read their source)
    import no Qt themselves, and are all ones the window's start imports anyway."""
    code = ("import sys; from ginqt.cli import import_before_qt; import_before_qt(); "
            "from ginqt.ui.options import GameOptions; "
            "from ginqt.ui.start import player_source; player_source(GameOptions()); "
            "print('PySide6' in sys.modules, ' '.join(sorted(m for m in sys.modules if m.startswith('ginqt'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    qt, modules = done.stdout.split(maxsplit=1)
    assert qt == "False", "a module of QT_FREE_START imports Qt"
    window_start = ("import sys, ginqt.cli, ginqt.ui.app; from ginqt.plugins.players import PlayerSource; "
                    "PlayerSource(); "
                    "print(' '.join(sorted(sys.modules)))")
    started = subprocess.run([sys.executable, "-c", window_start], capture_output=True, text=True, timeout=60, cwd=ROOT,
                             env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert started.returncode == 0, started.stderr
    assert set(modules.split()) <= set(started.stdout.split()), "the start imports nothing it would not anyway"
