"""Plugins that attack GinQt, played for real: each attack fails, and the game goes on.

The attackers live in ``tests/attacking_plugins.py`` and are played as any installed third-party
plugin is (discovered in a helper process, played in a sandboxed process of their own).  Each
raises on its first move with what it achieved (``ATTACK SUCCEEDED`` or ``ATTACK BLOCKED``); the
test reads that from GinQt's fault log and checks the files and processes itself as well.  The
attacks that need Landlock are skipped, with the reason, on a kernel without it.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sandbox_helpers import PLUGINS, attack_data_dir, outcome, play

from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.remote.pool import POOL
from ginqt.remote.process import STDERR_KEPT, remove_stale_folders
from ginqt.remote.sandbox import landlock_abi, runtime_paths
from ginqt.remote.sandbox.protections import protections
from ginqt.remote.seat import RemoteSeat
from ginqt.research.job import GameJob
from ginqt.rules import Rules

ABI = landlock_abi()
needs_landlock = pytest.mark.skipif(ABI < 1, reason="the kernel has no Landlock (or it is disabled)")
needs_linux = pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux's /proc")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder like the user's (tests/sandbox_helpers.py), the attackers' targets in the environment."""
    return attack_data_dir(tmp_path, monkeypatch)


def test_the_attackers_load_as_third_party_plugins() -> None:
    info = next(p for p in PLUGINS.plugins if p.name == "attacking_plugins")
    assert info.status == "loaded" and info.runs == "own process", PLUGINS.errors


def test_a_plugin_cannot_work_out_a_tournaments_deck() -> None:
    """The deck-guesser tries what a tournament deals from small seeds; a default run's key is not among them
    (and with ``--seed 0`` it is: the warning's reason)."""
    from ginqt.research.tournament import run_tournament

    said = run_tournament(GameJob("deck-guesser", "easy"), 1, plugins=PLUGINS).players[0].fault_examples
    assert said and "ATTACK BLOCKED: no deal of 5000 candidates" in said[0], said
    said = run_tournament(GameJob("deck-guesser", "easy", seed=0), 1, plugins=PLUGINS).players[0].fault_examples
    assert said and "ATTACK SUCCEEDED: the deck of run seed 0, game 0" in said[0], said


@needs_landlock
@pytest.mark.parametrize("attack", ["file-thief", "forger", "locker"])
def test_a_plugin_cannot_read_or_write_the_data_folder(attack: str, data_dir: Path) -> None:
    before = {path.name: path.read_bytes() for path in data_dir.iterdir()}
    said = outcome(play(attack))
    assert said.startswith("raised: ATTACK BLOCKED") or "ATTACK BLOCKED" in said, said
    assert {path.name: path.read_bytes() for path in data_dir.iterdir()} == before  # nothing forged, nothing added


@needs_landlock
@needs_linux
def test_a_plugin_cannot_read_ginqts_memory_or_the_other_seats(data_dir: Path) -> None:
    said = outcome(play("memory-reader"))
    assert "ATTACK BLOCKED" in said, said


@needs_linux
@pytest.mark.skipif(not any(row.name == "signals" and row.holds for row in protections()),
                    reason="neither Landlock ABI 6 nor a PID namespace is available here")
def test_a_plugin_cannot_signal_ginqt_or_the_other_seat(data_dir: Path) -> None:
    said = outcome(play("signaller"))
    assert "ATTACK BLOCKED" in said, said


@needs_linux
def test_nothing_a_plugin_starts_outlives_the_game(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = f"ginqt-attack-marker-{os.getpid()}-{time.monotonic_ns()}"
    monkeypatch.setenv("ATTACK_MARKER", marker)
    ended_before = POOL.strays_ended  # the game's processes are kept for the next game, as in a tournament
    said = outcome(play("escaper"))
    assert "ATTACK SUCCEEDED: started a detached process" in said  # it may start one...
    assert _processes_with(marker) == [] and POOL.strays_ended > ended_before  # ...which ended with the game


def _processes_with(marker: str) -> list[int]:
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/cmdline", "rb") as cmdline:
                    if marker.encode() in cmdline.read():
                        found.append(int(name))
            except OSError:
                pass
    return found


@pytest.mark.skipif(os.name != "posix", reason="hard limits are POSIX")
def test_a_plugin_cannot_raise_its_memory_cap(data_dir: Path) -> None:
    said = outcome(play("hog", memory_mb=256))
    assert "ATTACK BLOCKED: MemoryError" in said, said


@needs_landlock
def test_a_plugin_cannot_reach_the_network_or_abstract_sockets(data_dir: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    if ABI < 4:
        pytest.skip(f"Landlock ABI {ABI}: TCP is restricted from ABI 4")
    with socket.socket() as server, socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as unix:
        server.bind(("127.0.0.1", 0))
        server.listen()
        name = f"ginqt-test-{os.getpid()}"
        unix.bind("\0" + name)
        unix.listen()
        monkeypatch.setenv("ATTACK_PORT", str(server.getsockname()[1]))
        monkeypatch.setenv("ATTACK_ABSTRACT", name if ABI >= 6 else "")
        said = outcome(play("networker"))
    assert "ATTACK BLOCKED" in said and "reached []" in said, said


def _process_limit_holds() -> bool:
    return any(row.name == "process limit" and not row.holds for row in protections()) is False


@pytest.mark.skipif(os.name != "posix" or not _process_limit_holds(),
                    reason="GinQt runs as root here and no pids cgroup can be made (RLIMIT_NPROC does not bind root)")
def test_a_plugin_cannot_start_more_than_its_processes(data_dir: Path) -> None:
    said = outcome(play("swarm", memory_mb=4096))  # room for 200 threads' stacks: only the process limit stops them
    assert "ATTACK BLOCKED" in said, said
    POOL.close()
    from ginqt.remote.sandbox.kernel import remove_cgroups

    def stale() -> list[Path]:
        return [p for p in Path("/sys/fs/cgroup/pids").glob("ginqt-plugin-*")
                if not os.path.exists(f"/proc/{p.name.rsplit('-', 1)[1]}")]

    for _ in range(40):  # a killed plugin's last process leaves its cgroup once it is reaped
        if not stale():
            break
        remove_cgroups()  # what GinQt does at start with those an ended plugin left
        time.sleep(0.05)
    assert not stale()  # only the cgroups of plugins still running remain


def test_a_plugin_that_does_not_read_is_a_fault_not_a_hang(data_dir: Path) -> None:
    started = time.monotonic()
    player = play("deaf", time_limit=0.5, score_limit=500)
    assert time.monotonic() - started < 60
    assert any(f.kind == "timeout" for f in player.faults), [f.message for f in player.faults]


def test_a_plugins_stderr_is_kept_to_its_last_64_kib(data_dir: Path) -> None:
    player = PLUGINS.make_guarded("chatterbox", 1, time_limit=5.0, memory_mb=256, seat=0)
    assert isinstance(player, RemoteSeat)
    assert player._lane is not None
    host = player._lane.process
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=25)), seed=6),
                                  (player, PLUGINS.make_guarded("easy", 2)))
    runner.play(max_hands=1)
    time.sleep(0.2)
    assert len(host.stderr.kept) <= STDERR_KEPT and host.stderr.dropped > 1_000_000
    assert host.stderr.text().startswith(f"[{host.stderr.dropped} earlier bytes dropped]")
    assert host.stderr.last_line() == "chatterbox: the last line"
    player.close()


def test_a_plugin_that_dawdles_runs_out_of_its_game_time(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """It sleeps 0.15 s a move (no CPU time) within a move limit of 0.5 s: the game's clock stops it all the same,
    at the wall clock's ceiling for its budget of 0.5 s (2 s), even on a loaded machine."""
    monkeypatch.setenv("ATTACK_SLEEP", "0.15")
    started = time.monotonic()
    player = play("dawdler", time_limit=0.5, game_limit=0.5, score_limit=100)
    assert time.monotonic() - started < 20
    budget = [f.message for f in player.faults if f.kind == "timeout"]
    assert budget and "on the wall clock for its 0.5 s of the game" in budget[0], [f.message for f in player.faults]
    assert "the fallback plays the rest of the game" in budget[0]


def _start_ready(made: list[object]) -> None:
    """Start a plugin's process and wait until it is ready (as the window's first move does, in a thread)."""
    player = PLUGINS.make_guarded("dawdler", 1, seat=0)
    assert isinstance(player, RemoteSeat) and player._lane is not None
    player._lane.process.wait_ready(15)
    made.append(player)


def test_a_plugin_started_by_a_thread_that_ended_plays_on(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window starts plugins from its thread pool, whose threads end after 30 s idle: the plugin must
    not end with the thread (a person may think for a minute)."""
    import threading

    monkeypatch.setenv("ATTACK_SLEEP", "0")
    made: list[object] = []
    starter = threading.Thread(target=lambda: _start_ready(made))
    starter.start()
    starter.join()
    time.sleep(0.5)
    player = made[0]
    assert isinstance(player, RemoteSeat)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=25)), seed=6),
                                  (player, PLUGINS.make_guarded("easy", 2)))
    runner.play(max_hands=1)
    player.close()
    assert not player.faults and player.fallback_moves == 0, [f.message for f in player.faults]


def test_the_sandbox_reports_what_holds_here() -> None:
    names = {row.name: row.holds for row in protections()}
    assert names["own process"] and "file access" in names
    assert names["file access"] == (ABI >= 1)


def test_no_folder_that_holds_the_users_data_is_readable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    checkout = tmp_path / "checkout"
    (checkout / "data").mkdir(parents=True)
    monkeypatch.syspath_prepend(str(checkout))
    paths = runtime_paths(protected=[checkout / "data"])
    assert str(checkout.resolve()) not in paths and "/" not in paths
    assert str(Path.home().resolve()) not in paths


def test_stale_temporary_folders_of_ended_plugins_are_removed(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    (tmp_path / "ginqt-plugin-999999999-abc").mkdir()  # no such process
    (tmp_path / f"ginqt-plugin-{os.getpid()}-def").mkdir()  # ours: in use
    assert remove_stale_folders() == 1
    assert [p.name for p in tmp_path.iterdir()] == [f"ginqt-plugin-{os.getpid()}-def"]


@pytest.fixture(autouse=True, scope="module")
def _close_pool() -> Iterator[None]:
    yield
    POOL.close()


def test_a_missing_protection_is_said_once_in_one_line(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from ginqt.remote.sandbox import protections as sandbox

    monkeypatch.setattr(sandbox, "landlock_abi", lambda: 0)  # as on a kernel without Landlock
    monkeypatch.setattr(sandbox, "_TOLD", [])
    players = [PLUGINS.make_guarded("dawdler", seed, seat=0) for seed in (1, 2)]
    for player in players:
        player.close()
    lines = [line for line in capsys.readouterr().err.splitlines() if "plugin sandbox" in line]
    assert len(lines) == 1 and "file access" in lines[0] and "still play" in lines[0]


@needs_linux
def test_nothing_a_plugin_starts_outlives_a_tournament_command(data_dir: Path, tmp_path: Path) -> None:
    """``ginqt tournament`` with a plugin that starts a detached process: none is left when the command ends."""
    import subprocess
    import sys

    marker = f"ginqt-attack-marker-{os.getpid()}-{time.monotonic_ns()}"
    tests = str(Path(__file__).parent)
    env = dict(os.environ, ATTACK_MARKER=marker, PYTHONPATH=os.pathsep.join([tests, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-m", "ginqt", "tournament", "escaper", "easy", "--games", "3",
                           "-p", "attacking_plugins", "--no-progress"], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-500:]
    time.sleep(0.3)
    assert _processes_with(marker) == []


@needs_linux
def test_nothing_a_plugin_starts_outlives_the_window(data_dir: Path, tmp_path: Path) -> None:
    """The window in demo mode against a plugin that starts a detached process: none is left after it closes."""
    import subprocess
    import sys

    marker = f"ginqt-attack-marker-{os.getpid()}-{time.monotonic_ns()}"
    tests = str(Path(__file__).parent)
    env = dict(os.environ, ATTACK_MARKER=marker, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([tests, os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-m", "ginqt", "--demo", "--exit-after-hands", "2", "--go", "--resume", "no",
                           "--data-dir", str(tmp_path / "data"), "--opponent", "escaper", "-p", "attacking_plugins"],
                          env=env, capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-500:]
    time.sleep(0.3)
    assert _processes_with(marker) == []


def test_about_says_which_protections_hold_here(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    import ginqt.ui  # noqa: F401  (the PySide6 workaround)
    from ginqt.plugins.players import PlayerSource
    from ginqt.remote.sandbox import protections as sandbox
    from ginqt.ui.dialogs.about import AboutDialog

    about = AboutDialog(PlayerSource(autoload=False), "")
    qtbot.addWidget(about)
    assert ("✓ your files and GinQt's data out of reach" in about.text()) == (ABI >= 1)
    monkeypatch.setattr(sandbox, "landlock_abi", lambda: 0)  # a kernel without Landlock
    about = AboutDialog(PlayerSource(autoload=False), "")
    qtbot.addWidget(about)
    assert "✗ your files and GinQt's data out of reach" in about.text()
    assert "Landlock is not available" in about.sandbox.toolTip().replace("\xa0", " ")
    holds = {row.name: row.holds for row in sandbox.protections()}  # each row in the player's words
    for name, words in (("network", "no network"), ("pathname sockets", "no connection to your desktop"),
                        ("environment", "none of your session's settings"), ("IPC", "no memory shared")):
        assert ("✓ " if holds[name] else "✗ ") + words in about.text(), name


# -- macOS and Windows: what can be checked on Linux ------------------------------------------------


def test_the_macos_profile_closes_home_and_the_data_folder_and_opens_only_the_runtime(tmp_path: Path) -> None:
    """The Seatbelt profile a plugin enters on macOS, built from the policy GinQt really sends."""
    from ginqt.remote.sandbox import SandboxPolicy, runtime_paths
    from ginqt.remote.sandbox.platforms import seatbelt_profile

    data = tmp_path / 'data "quoted"'
    policy = SandboxPolicy(runtime_paths((), [str(data)]), str(tmp_path / "temp"), hidden=(str(Path.home()), str(data)))
    sent = SandboxPolicy.from_wire(json.loads(json.dumps(policy.to_wire())))
    assert sent == policy
    profile = seatbelt_profile(sent.read_paths, sent.temp_dir, sent.hidden).splitlines()
    closed = next(line for line in profile if line.startswith("(deny file-read* file-write*"))
    assert f'(subpath "{Path.home()}")' in closed and '(subpath "' + str(data).replace('"', '\\"') + '")' in closed
    first_allowed = next(i for i, line in enumerate(profile) if "(allow file-read* " in line)
    assert profile.index("(deny file-write*)") < first_allowed  # later rules win: the denials come first
    assert f'(allow file-read* file-write* (subpath "{tmp_path / "temp"}")' in profile[-5]
    assert "(deny network*)" in profile and "(deny signal)" in profile
    readable = next(line for line in profile if line.startswith("(allow file-read* (subpath"))
    assert str(Path(sys.prefix).resolve()) in readable and str(data) not in readable


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_ginqt_plugins_says_what_holds_on_macos_and_windows(monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    from ginqt.remote.sandbox import protections as sandbox

    monkeypatch.setattr(sys, "platform", platform)
    rows = {row.name: row for row in sandbox.protections()}
    assert rows["own process"].holds
    if platform == "darwin":
        assert rows["Seatbelt profile"].holds and "no network" in rows["Seatbelt profile"].detail
    else:
        assert rows["job object"].holds and not rows["network"].holds
        assert "network" in (sandbox.warning_line() or "")


def test_outside_windows_the_job_object_says_it_is_missing() -> None:
    from ginqt.remote.sandbox.platforms import enter_windows

    assert enter_windows("/tmp", 1024, 64) == ["job object (not Windows)"]
