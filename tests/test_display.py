"""On a bare Linux, ``ginqt`` says in one line what Qt's X11 platform needs (issue 14, bug 23)."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ginqt.ui.display import XCB_LIBRARIES, display_problem

X11 = {"DISPLAY": ":0"}


def test_missing_libraries_are_named_with_their_packages() -> None:
    missing = {"libxcb-cursor.so.0", "libxcb-icccm.so.4"}
    line = display_problem(X11, "linux", loads=lambda name: name not in missing)
    assert "\n" not in line and line.startswith("ginqt: ")
    assert "libxcb-cursor.so.0" in line and "sudo apt install libxcb-cursor0 libxcb-icccm4" in line


def test_nothing_to_say_when_qt_can_show_a_window() -> None:
    everything = lambda _name: True  # noqa: E731
    assert display_problem(X11, "linux", loads=everything, answers=lambda _display: True) == ""
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", loads=lambda _n: False) == ""
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", loads=lambda _n: False) == ""
    assert display_problem({}, "win32", loads=lambda _n: False) == ""
    assert display_problem({}, "darwin", loads=lambda _n: False) == ""


def test_no_display_at_all_is_said() -> None:
    line = display_problem({}, "linux", loads=lambda _n: True)
    assert "DISPLAY" in line and "offscreen" in line and "\n" not in line


def test_the_readme_lists_every_package() -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    for package in XCB_LIBRARIES.values():
        assert package in readme, package


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 is Linux's")
def test_ginqt_prints_the_fix_instead_of_aborting(tmp_path: Path) -> None:
    """With no X server reachable, the one line comes before Qt is asked (no core dump, exit status 1)."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "DISPLAY")}
    done = subprocess.run([sys.executable, "-m", "ginqt", "--data-dir", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.startswith("ginqt: ") and done.stderr.count("\n") == 1, done.stderr


def _no_screen() -> dict[str, str]:
    return {key: value for key, value in os.environ.items()
            if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "DISPLAY")}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 is Linux's")
def test_ginqt_replay_checks_the_file_then_the_screen(tmp_path: Path) -> None:
    """``ginqt replay FILE`` with no screen: a missing file is said in one line (status 2), a good record
    gets the screen's one line (status 1), never Qt's abort (issue 39, item 1)."""
    from ginqt.records import dumps
    from ginqt.records.build import play_and_record
    from ginqt.rules import Rules
    from ginqt.strategy import FallbackStrategy

    missing = subprocess.run([sys.executable, "-m", "ginqt", "replay", str(tmp_path / "nothing.ginrec")],
                             env=_no_screen(), capture_output=True, text=True, timeout=120)
    assert missing.returncode == 2, missing.stderr
    assert missing.stderr.startswith("ginqt replay: error: ") and missing.stderr.count("\n") == 1
    assert "no such file" in missing.stderr and "Qt" not in missing.stderr
    record = tmp_path / "game.ginrec"
    record.write_text(dumps(play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4)))
    good = subprocess.run([sys.executable, "-m", "ginqt", "replay", str(record)], env=_no_screen(),
                          capture_output=True, text=True, timeout=120)
    assert good.returncode == 1, good.stderr
    assert good.stderr.startswith("ginqt: ") and good.stderr.count("\n") == 1 and "DISPLAY" in good.stderr


def test_an_x_server_that_does_not_answer_is_said() -> None:
    line = display_problem(X11, "linux", loads=lambda _n: True, answers=lambda _display: False)
    assert line.startswith("ginqt: no X server answers at DISPLAY=:0") and "\n" not in line
    assert "offscreen" in line and "ssh -X" in line


def _silent_display() -> str:
    """A display number no X server listens on (no socket in /tmp/.X11-unix, no lock file), drawn at random from
    900 so that two test runs on one machine do not take the same one."""
    free = [n for n in range(100, 1000)
            if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists()]
    return f":{random.choice(free)}"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 is Linux's")
@pytest.mark.parametrize("command", [[], ["replay", "record_v1_abandoned.ginrec"]])
def test_a_stale_display_is_one_line_not_qts_abort(tmp_path: Path, command: list[str]) -> None:
    """Issue 48, item 8: DISPLAY names an X server that does not answer (ssh, a container): ``ginqt`` and
    ``ginqt replay`` aborted with Qt's page and exit status 134; now one line and status 1."""
    from ginqt.ui.display import missing_libraries

    display = _silent_display()
    env = {**_no_screen(), "DISPLAY": display}
    args = [str(Path(__file__).parent / "data" / word) if word.endswith(".ginrec") else word for word in command]
    done = subprocess.run([sys.executable, "-m", "ginqt", *args, *([] if command else ["--data-dir", str(tmp_path)])],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, (done.returncode, done.stderr[-300:])
    assert done.stderr.startswith("ginqt: ") and done.stderr.count("\n") == 1, done.stderr
    if not missing_libraries():  # Qt's X11 libraries are there: the X server is what is missing
        assert f"no X server answers at DISPLAY={display}" in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("Xvfb"), reason="needs Xvfb")
def test_a_live_x_server_is_taken() -> None:
    from ginqt.ui.display import x_server_answers

    for _attempt in range(3):  # a server that exits at once lost its display to another run: another number
        display = _silent_display()
        server = subprocess.Popen(["Xvfb", display, "-screen", "0", "800x600x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while not x_server_answers(display) and server.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        if server.poll() is None:
            break
    try:
        assert x_server_answers(display) and server.poll() is None, server.stderr.read()[-300:] \
            if server.poll() is not None and server.stderr else "no answer in 30 s"  # our server, not another run's
        assert display_problem({"DISPLAY": display}, "linux", loads=lambda _n: True) == ""
    finally:
        server.terminate()
        server.wait(10)
    assert not x_server_answers(display)
