"""``ginqt --self-test``: from source here; frozen in tests/test_packaging.py."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ginqt.engine import Action, PlayerView
from ginqt.plugins import Plugins, load_plugins
from ginqt.strategy import FallbackStrategy
from ginqt.ui import resources, selftest
from ginqt.ui.options import GameOptions
from ginqt.ui.resources import resource_path

ROOT = Path(__file__).resolve().parent.parent


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    env.pop("GINQT_DISABLE_PLUGIN_AUTOLOAD", None)
    return env


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ginqt", "--self-test", *args],
        cwd=tmp_path, env=_env(tmp_path), capture_output=True, text=True, timeout=120,
    )


@pytest.fixture(scope="module")
def plugins() -> Plugins:
    return load_plugins(autoload=False)


def test_self_test_passes_from_source(tmp_path: Path) -> None:
    result = _run(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert "self-test passed" in out
    assert "plugin errors: none" in out
    assert "built-in) [loaded]" in out
    assert "demo hand: " in out
    assert "platform offscreen" in out
    assert "FAILED" not in result.stderr


def test_self_test_keeps_qt_warnings_off_stderr(tmp_path: Path) -> None:
    """Qt's offscreen "This plugin does not support propagateSizeHints()" is not written to stderr, as in the
    game (ginqt.ui.qt_messages); asked for with GINQT_QT_WARNINGS=1, it comes through that handler."""
    result = _run(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "main window: " in result.stdout and "skipped" not in result.stdout  # the window was shown
    assert result.stderr == ""
    env = _env(tmp_path) | {"GINQT_QT_WARNINGS": "1"}
    asked = subprocess.run([sys.executable, "-m", "ginqt", "--self-test"], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=120)
    assert asked.returncode == 0, asked.stdout + asked.stderr
    assert "ginqt: Qt: This plugin does not support propagateSizeHints()" in asked.stderr.splitlines()


def test_self_test_reports_the_window_time_when_asked(tmp_path: Path) -> None:
    env = _env(tmp_path) | {"GINQT_REPORT_SHOWN": "1"}
    result = subprocess.run([sys.executable, "-m", "ginqt", "--self-test"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    shown = [line for line in result.stdout.splitlines() if line.startswith("GINQT_SHOWN ")]
    assert len(shown) == 1
    float(shown[0].split()[1])


def test_self_test_fails_with_the_reason_on_stderr(tmp_path: Path, plugins: Plugins) -> None:
    builtin = [info.name for info in plugins.plugins if info.builtin]
    assert builtin
    blocks = [arg for name in builtin for arg in ("-p", f"no:{name}")]
    result = _run(tmp_path, *blocks)
    assert result.returncode != 0
    assert "self-test FAILED" in result.stderr
    assert "built-in plugins did not load" in result.stderr
    assert "self-test passed" not in result.stdout


def test_demo_hand_is_reproducible(plugins: Plugins) -> None:
    names = selftest.builtin_strategies(plugins)
    first = selftest.play_demo_hand(plugins, names, seed=7)
    assert "moves" in first
    assert selftest.play_demo_hand(plugins, names, seed=7) == first


def test_the_demo_hand_fails_when_a_strategy_moves_illegally_or_the_hand_never_ends(
        plugins: Plugins, monkeypatch: pytest.MonkeyPatch) -> None:
    class Knocker(FallbackStrategy):
        def choose(self, view: PlayerView) -> Action:
            return Action.parse("knock:AS")  # never a move at the upcard

    real = plugins.make_strategy
    monkeypatch.setattr(plugins, "make_strategy", lambda name, seed: Knocker() if name == "knocker" else
                        real(name, seed))
    with pytest.raises(selftest.SelfTestError, match=r"\(easy vs knocker\): player 1 chose an illegal action"):
        selftest.play_demo_hand(plugins, ("easy", "knocker"), seed=7)
    monkeypatch.setattr(selftest, "MAX_MOVES", 3)
    with pytest.raises(selftest.SelfTestError, match="did not end after 3 moves"):
        selftest.play_demo_hand(plugins, ("easy", "easy"), seed=7)


def test_builtin_strategies(plugins: Plugins) -> None:
    first, second = selftest.builtin_strategies(plugins)
    assert first in plugins.strategies and second in plugins.strategies
    assert plugins.is_builtin(plugins.strategies[first].plugin)
    assert selftest.builtin_strategies(plugins, second)[0] == second
    with pytest.raises(ValueError, match="unknown strategy"):
        selftest.builtin_strategies(plugins, "no-such-strategy")


def test_a_bundle_without_entry_points_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(selftest, "_entry_point_names", lambda: [])
    with pytest.raises(selftest.SelfTestError, match="no 'ginqt' entry points"):
        selftest.load_and_list_plugins(GameOptions())


def test_resource_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert resource_path("ginqt.svg") == ROOT / "resources" / "ginqt.svg"
    assert resource_path("ginqt.svg").is_file()
    # an installed wheel: no source tree, the icon under <prefix>/share/ginqt/ (pyproject's data-files)
    monkeypatch.setattr(resources, "__file__", str(tmp_path / "site-packages" / "ginqt" / "ui" / "resources.py"))
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv"))
    assert resource_path("ginqt.svg") == tmp_path / "site-packages" / "resources" / "ginqt.svg"  # expected, missing
    installed = tmp_path / "venv" / "share" / "ginqt" / "ginqt.svg"
    installed.parent.mkdir(parents=True)
    installed.write_bytes((ROOT / "resources" / "ginqt.svg").read_bytes())
    assert resource_path("ginqt.svg") == installed
    # the bundle
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("ginqt.svg") == tmp_path / "resources" / "ginqt.svg"


def test_the_app_icon_is_set(qapp) -> None:  # type: ignore[no-untyped-def]
    from ginqt.ui.app import set_app_icon

    assert set_app_icon(qapp)
    assert not qapp.windowIcon().isNull()
    assert qapp.windowIcon().pixmap(32, 32).toImage().pixel(16, 16) != 0


def test_the_wheel_carries_the_icon() -> None:
    """``pip install .`` puts the icon where :func:`resource_path` looks (pyproject's data-files)."""
    import tomllib

    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    assert data_files["share/ginqt"] == ["resources/ginqt.svg"]
