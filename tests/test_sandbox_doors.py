"""The sandbox's side doors (issue 47), each tried by a plugin or an engine for real: pathname Unix sockets
outside, UDP between the two seats, netlink, SysV IPC, GinQt's environment, code imported from the folder
GinQt runs in before the sandbox, a discovery report forged or flooded, the temporary folder filled, two
distributions with one entry-point name.  Each attack succeeded before the doors were closed.
"""

from __future__ import annotations

import ast
import ctypes
import os
import random
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sandbox_helpers import PLUGINS, attack_data_dir, outcome, play, play_both

from ginqt.plugins import load_plugins
from ginqt.plugins.discovery import discover
from ginqt.plugins.sources import PluginSource
from ginqt.remote.pool import POOL

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the namespaces and seccomp are Linux's")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return attack_data_dir(tmp_path, monkeypatch)


@pytest.fixture(autouse=True, scope="module")
def _close_pool() -> Iterator[None]:
    yield
    POOL.close()


# -- sockets, datagrams, netlink, IPC ----------------------------------------------------------------


@linux_only
def test_a_plugin_cannot_reach_a_pathname_socket_outside(data_dir: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A listener like the X server's or the session bus's: the plugin needs only its path."""
    path = tmp_path / "bus"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        listener.bind(str(path))
        listener.listen()
        listener.setblocking(False)
        monkeypatch.setenv("ATTACK_UNIX_PATH", str(path))
        said = outcome(play("socket-caller"))
        with pytest.raises(BlockingIOError):
            listener.accept()  # nobody called
    assert "ATTACK BLOCKED" in said, said


def free_udp_ports() -> int:
    """The first of two free UDP ports on 127.0.0.1."""
    for _ in range(100):
        base = random.randrange(20000, 60000)
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as a, socket.socket(socket.AF_INET,
                                                                                      socket.SOCK_DGRAM) as b:
                a.bind(("127.0.0.1", base))
                b.bind(("127.0.0.1", base + 1))
        except OSError:
            continue
        return base
    raise AssertionError("no two free UDP ports")


@linux_only
def test_the_two_seats_of_one_plugin_cannot_tell_each_other_their_hands(data_dir: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ATTACK_UDP_PORT", str(free_udp_ports()))
    said = [outcome(player) for player in play_both("udp-twin")]
    assert all("ATTACK BLOCKED" in text for text in said), said


@linux_only
def test_a_plugin_opens_no_netlink_socket(data_dir: Path) -> None:
    said = outcome(play("netlink-caller"))
    assert "ATTACK BLOCKED" in said, said


class SharedSegment:
    """A SysV shared memory segment made outside the sandbox, holding a secret (removed on exit)."""

    def __init__(self, secret: bytes) -> None:
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.libc.shmat.restype = ctypes.c_void_p
        self.key = random.randrange(1 << 20, 1 << 30)
        self.ident = self.libc.shmget(ctypes.c_int(self.key), ctypes.c_size_t(4096), 0o1000 | 0o666)  # IPC_CREAT
        assert self.ident >= 0, os.strerror(ctypes.get_errno())
        address = self.libc.shmat(self.ident, None, 0)
        ctypes.memmove(address, secret, len(secret))
        self.libc.shmdt(ctypes.c_void_p(address))

    def __enter__(self) -> SharedSegment:
        return self

    def __exit__(self, *_: object) -> None:
        self.libc.shmctl(self.ident, 0, None)  # IPC_RMID


@linux_only
def test_a_plugin_sees_no_shared_memory_outside(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with SharedSegment(b"the hand's secret") as segment:
        monkeypatch.setenv("ATTACK_SHM_KEY", str(segment.key))
        said = outcome(play("ipc-reader"))
    assert "ATTACK BLOCKED" in said and "sees 0 shared segments" in said, said


# -- the environment ----------------------------------------------------------------------------------

#: What a plugin's process may find in its environment: what the host needs (docs/PLUGINS.md).
HOST_NEEDS = {"PATH", "HOME", "TMPDIR", "LANG", "LANGUAGE", "TZ"}
PLANTED = {"GINQT_TEST_SECRET": "ginqt-secret-token-4711", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/bus",
           "DISPLAY": ":99", "XAUTHORITY": "/root/.Xauthority", "SSH_AUTH_SOCK": "/tmp/ssh-agent",
           "XDG_RUNTIME_DIR": "/run/user/0", "WAYLAND_DISPLAY": "wayland-0"}


def test_a_plugin_finds_nothing_of_ginqts_environment(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in PLANTED.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("ATTACK_PLANTED", ",".join(PLANTED))
    said = outcome(play("environment-reader"))
    assert "ATTACK BLOCKED" in said, said
    seen = set(ast.literal_eval(said.split("every variable it sees: ", 1)[1]))
    passed_on = set(os.environ["GINQT_PLUGIN_ENV"].split(","))
    assert {name for name in seen if not name.startswith("LC_")} <= HOST_NEEDS | passed_on, seen


# -- nothing imported before the sandbox but the runtime ---------------------------------------------

SHADOW = '''"""json, as a plugin's repository may hold it: it marks every process that imports it, then is json."""
import os, sys
with open({mark!r}, "a") as mark:
    mark.write(f"{{os.getpid()}} {{sys.argv!r}}\\n")
del sys.modules["json"]
sys.path[:] = [p for p in sys.path if p not in ("", os.getcwd(), {folder!r})]
import json as _json
sys.modules["json"] = _json
globals().update({{k: v for k, v in vars(_json).items() if not k.startswith("__")}})
'''


@pytest.fixture
def shadowed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """GinQt's working folder holds a ``json.py`` that marks every process importing it; the mark file."""
    folder, mark = tmp_path / "checkout", tmp_path / "marks"
    folder.mkdir()
    (folder / "json.py").write_text(SHADOW.format(mark=str(mark), folder=str(folder)))
    monkeypatch.chdir(folder)
    return mark


def _marks(mark: Path) -> list[str]:
    return mark.read_text().splitlines() if mark.exists() else []


def test_a_shadowing_module_in_the_working_folder_runs_in_no_plugin_process(shadowed: Path, data_dir: Path) -> None:
    player = PLUGINS.make_guarded("dawdler", 1, seat=0)
    assert player._lane is not None  # type: ignore[union-attr]
    player._lane.process.wait_ready(15)  # type: ignore[union-attr]
    player.close()  # type: ignore[union-attr]
    discover([(PluginSource.module("plugins_for_tests"), None)], use_cache=False)
    assert _marks(shadowed) == []


def test_a_shadowing_module_in_the_working_folder_runs_in_no_engine_launcher(shadowed: Path) -> None:
    from ginqt.remote.dialects.engine import engine_launch
    from ginqt.remote.process import RemoteProcess
    from ginqt.storage.engines import EngineEntry

    simple = str(ROOT / "examples" / "engines" / "simple_engine.py")
    process = RemoteProcess(engine_launch(EngineEntry("simple", (sys.executable, simple), str(ROOT))))
    try:
        process.wait_ready(15)
        assert process.hello.name  # type: ignore[attr-defined]
    finally:
        process.kill()
    assert _marks(shadowed) == []


def test_ginqt_started_in_a_folder_with_a_shadowing_module_runs_it_nowhere(shadowed: Path) -> None:
    """``ginqt tournament`` (the installed command) in a plugin's checkout holding a ``json.py``."""
    command = Path(sys.executable).with_name("ginqt")
    if not command.exists():
        pytest.skip("the ginqt command is not installed beside this Python")
    env = dict(os.environ, PYTHONPATH=str(TESTS))
    done = subprocess.run([str(command), "tournament", "easy-copy", "easy", "--games", "2", "-p", "plugins_for_tests",
                           "--no-progress"], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-500:]
    assert _marks(shadowed) == []


# -- discovery ---------------------------------------------------------------------------------------


def test_a_plugin_cannot_forge_what_another_registers() -> None:
    found = load_plugins(autoload=False, modules=["plugins_for_tests", "forging_plugin"])
    assert "forged-bot" not in found.strategies
    assert found.strategies["easy-copy"].plugin == "plugins_for_tests"
    forger = next(p for p in found.plugins if p.name == "forging_plugin")
    assert forger.status == "error" and "plugins_for_tests" in (forger.error or ""), forger


def test_a_plugin_that_floods_discovery_is_stopped_at_its_deadline() -> None:
    started = time.monotonic()
    found = discover([(PluginSource.module("flooding_plugin"), None)], seconds=2.0, use_cache=False)
    took = time.monotonic() - started
    assert took < 5.0, took  # it floods for 8 s
    assert "longer than 2 s" in (found["flooding_plugin"].error or ""), found


FLOODING_ENGINE = '''import sys, time
for line in sys.stdin:
    word = line.split()[0]
    if word == "ginqt":
        print("protocol 1\\nname Flood\\nvariants standard\\nready", flush=True)
    elif word == "go":
        until = time.monotonic() + 8
        while time.monotonic() < until:
            sys.stdout.write("info thinking\\n" * 200)
            sys.stdout.flush()
        print("play " + dict(t.split("=", 1) for t in line.split()[1:] if "=" in t)["legal"].split(",")[0], flush=True)
'''


def test_an_engine_that_floods_info_lines_is_stopped_at_its_deadline(tmp_path: Path) -> None:
    from ginqt.engines.registry import engine_seat
    from ginqt.play.runner import GameRunner
    from ginqt.play.spec import GameSpec, Variant
    from ginqt.rules import Rules
    from ginqt.storage.engines import EngineEntry

    (tmp_path / "flood.py").write_text(FLOODING_ENGINE)
    seat = engine_seat(EngineEntry("flood", (sys.executable, str(tmp_path / "flood.py")), str(tmp_path),
                                   move_seconds=0.5))
    guarded = seat.guarded("flood", 30.0, None)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=25)), seed=3),
                                  (guarded, PLUGINS.make_guarded("easy", 2)))
    started = time.monotonic()
    runner.play(max_hands=1)
    took = time.monotonic() - started
    seat.close()
    assert took < 4.0, took  # its first move floods for 8 s
    assert any(fault.kind == "timeout" for fault in guarded.faults), [f.message for f in guarded.faults]


# -- the temporary folder's quota --------------------------------------------------------------------


@linux_only
def test_a_plugin_cannot_fill_the_disk_through_its_temporary_folder(data_dir: Path) -> None:
    from ginqt.remote.sandbox import TEMP_QUOTA_MB

    said = outcome(play("filler", time_limit=30.0))
    assert "ATTACK BLOCKED" in said, said
    assert int(said.split("wrote ", 1)[1].split(" MiB")[0]) <= TEMP_QUOTA_MB, said
