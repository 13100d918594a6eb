#!/usr/bin/env python
"""What isolating third-party plugins costs, and whether it holds (issue 16's goals).

    python benchmarks/bench_isolation.py                 # every part, defaults
    python benchmarks/bench_isolation.py --part tournament --games 500 --runs 5
    python benchmarks/bench_isolation.py --json

Parts (``--part``, any number of times; all by default):

* ``tournament``: ``ginqt tournament easy easy`` against ``easy-copy easy`` (``easy-copy`` is the
  built-in ``easy`` registered by a third-party plugin module, ``benchmarks/third_party.py``, so it
  plays in a process of its own), same seed, same games, ``--jobs 1``, one command after the other,
  ``--runs`` times; the median of the ratios.  The results must be identical.  Goal: <= 2x.
* ``window``: the window's computer player asked for a move, as ``ComputerPlayers`` has the runner ask
  its seat (a thread of its pool, the answer back through a queued signal, no pause), the built-in ``easy`` against
  ``easy-copy``, the median time from asking to the move arriving.  Goal: isolation adds <= 5 ms.
* ``gap``: a demo game in the window (offscreen, made by ``bench_ui.demo_gaps``) against ``spinner``,
  which never answers (a busy loop until its process is stopped at the 0.5 s time limit, every move
  of every hand); a 5 ms heartbeat measures the event loop's longest gap.  Goal: <= 100 ms.
* ``peek``: ``peeker`` (``easy`` that searches everything in its process before every move:
  ``gc.get_objects()``, every thread's frames) plays ``--peek-games`` games; moves on which it
  found a hidden card (the opponent's, or the stock's).  Goal: 0.
* ``attacks``: every plugin of ``tests/attacking_plugins.py`` plays ``--attack-games`` games against
  another attacker, in the sandbox GinQt gives third-party plugins: for each kind of attack, the
  games in which it achieved anything (it says so itself, and the bench checks the data folder and
  the processes too), the files forged, the processes left after the games, the longest game (no
  hang) and the memory it could take past its cap.  Goal: 0 everywhere.
* ``start``: seconds from starting a plugin's process to its being ready, in the sandbox and without
  it (alternated, ``--starts`` each); the medians and the difference.  Goal: the sandbox adds <= 50 ms.
* ``faults``: ``ginqt plugins``, ``ginqt tournament`` (``--jobs 1`` and ``2``) and the window
  (``--demo --exit-after-hands``) run as commands with the throwaway plugins of
  ``tests/faulty_plugins.py`` and ``tests/plugin_*_at_import.py``; each must end by itself with
  status 0 and name the faulty plugin.  Goal: no crash, no hang.

Timings on a shared machine are noisy: the tournament figure is a ratio of runs made side by side.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from ginqt.research.job import GameJob, PluginOptions

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"
TESTS = ROOT / "tests"


def _env(*paths: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env["PYTHONPATH"] = os.pathsep.join([*(str(p) for p in paths), env.get("PYTHONPATH", "")])
    return env


def _ginqt(args: list[str], env: dict[str, str], timeout: float = 600) -> tuple[int, str, str, float]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "ginqt", *args], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, check=False)
    return done.returncode, done.stdout, done.stderr, time.perf_counter() - start


def tournament(games: int, runs: int, seed: int) -> dict[str, Any]:
    """Wall seconds of the whole command, built-in against third-party copy, ``runs`` pairs (and the ratio of
    the seconds each tournament reports for its games alone, without the command's start)."""
    env = _env(BENCH)
    pairs = []
    same = True
    for _ in range(runs):
        row = {}
        for name in ("easy", "easy-copy"):
            code, out, err, seconds = _ginqt(["tournament", name, "easy", "--games", str(games), "--seed", str(seed),
                                              "-p", "third_party", "--json", "--no-progress"], env)
            if code != 0:
                raise SystemExit(f"ginqt tournament {name} easy failed ({code}): {err}")
            data = json.loads(out)
            row[name] = (seconds, data)
        games_ratio = row["easy-copy"][1]["seconds"] / row["easy"][1]["seconds"]  # the games alone, as reported
        for key in ("seconds", "hands_per_second"):
            for data in (row["easy"][1], row["easy-copy"][1]):
                data.pop(key)
        a, b = row["easy"][1], row["easy-copy"][1]
        same = same and [(p["games_won"], p["hands_won"], p["points_per_game"]) for p in a["players"]] == \
            [(p["games_won"], p["hands_won"], p["points_per_game"]) for p in b["players"]]
        pairs.append({"builtin_s": round(row["easy"][0], 2), "isolated_s": round(row["easy-copy"][0], 2),
                      "ratio": round(row["easy-copy"][0] / row["easy"][0], 2), "games_ratio": round(games_ratio, 2),
                      "isolated_decision_ms": b["players"][0]["mean_decision_ms"],
                      "builtin_decision_ms": a["players"][0]["mean_decision_ms"]})
    ratio = statistics.median(p["ratio"] for p in pairs)
    return {"games": games, "seed": seed, "runs": pairs, "median_ratio": ratio, "identical_results": same,
            "goal": 2.0, "met": ratio <= 2.0 and same,
            "command": f"ginqt tournament easy-copy easy --games {games} --seed {seed} -p third_party (vs easy)"}


def _qt_app() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in (ROOT, BENCH, TESTS):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from PySide6.QtWidgets import QApplication

    import ginqt.ui  # noqa: F401  (the PySide6 workaround)

    return QApplication.instance() or QApplication([])


def _source(module: str) -> Any:
    from ginqt.plugins import load_plugins
    from ginqt.plugins.players import PlayerSource

    source = PlayerSource(autoload=False)
    source.plugins = load_plugins(autoload=False, modules=[module])
    if source.plugins.errors:
        raise SystemExit(f"the plugin module {module} did not load: {source.plugins.errors}")
    return source


def _window_moves(source: Any, name: str, moves: int) -> list[float]:
    """Seconds from asking ``ComputerPlayers`` for the opponent's move to the move arriving, ``moves`` times."""
    from PySide6.QtCore import QEventLoop

    from ginqt.play.session import OPPONENT, GameSession
    from ginqt.play.spec import GameSpec, Variant
    from ginqt.preferences import Preferences
    from ginqt.rules import Rules
    from ginqt.ui.game.computer import ComputerPlayers

    prefs = Preferences(computer_delay_ms=0, demo_delay_ms=0, hand_pause_ms=0, time_limit=5.0)
    computer = ComputerPlayers(prefs, lambda player, seed: source.make(name, seed, 5.0), source.fallback)
    computer.demo = True  # it plays both seats: every move is asked
    times: list[float] = []
    asked = [0.0]
    loop = QEventLoop()
    session = GameSession.new(GameSpec(Variant.standard(Rules()), seed=5))
    computer.sit_down(session)

    def moved(player: int, action: Any) -> None:
        if player == OPPONENT:
            times.append(time.perf_counter() - asked[0])
        session.apply(action)
        if session.match.hand.phase.value == "over":
            if session.game_over():
                session.restore(GameSession.new(GameSpec(Variant.standard(Rules()), seed=len(times))).match)
            else:
                session.next_hand()
        if len(times) >= moves:
            loop.quit()
            return
        to_play = session.match.hand.to_play
        asked[0] = time.perf_counter()
        computer.ask(to_play)

    computer.moveReady.connect(moved)
    asked[0] = time.perf_counter()
    computer.ask(session.match.hand.to_play)
    loop.exec()
    computer.moveReady.disconnect(moved)
    computer.shutdown()
    return times[1:]  # the first may include starting a process


def window_decisions(moves: int) -> dict[str, Any]:
    """Median ms from asking the window's computer player for a move to the move arriving."""
    app = _qt_app()
    source = _source("third_party")
    result: dict[str, list[float]] = {"easy": [], "easy-copy": []}
    for name in ("easy", "easy-copy", "easy", "easy-copy"):
        result[name] += _window_moves(source, name, moves // 2)
        app.processEvents()
    builtin = statistics.median(result["easy"]) * 1000
    isolated = statistics.median(result["easy-copy"]) * 1000
    return {"moves": len(result["easy-copy"]), "builtin_median_ms": round(builtin, 2),
            "isolated_median_ms": round(isolated, 2), "added_ms": round(isolated - builtin, 2), "goal_ms": 5.0,
            "met": isolated - builtin <= 5.0}


def event_loop_gap(hands: int) -> dict[str, Any]:
    """The longest event-loop gap while a demo game is played against a plugin that spins, beside the same
    demo against the built-in ``easy`` (the window's own gaps on this machine)."""
    from bench_ui import demo_gaps  # the window is bench_ui's: it makes it and plays the demo

    app = _qt_app()
    source = _source("third_party")
    spinning = demo_gaps(source, "spinner", hands)
    app.processEvents()
    builtin = demo_gaps(source, "easy", hands)
    app.processEvents()
    return {"spinner": spinning, "builtin_easy": builtin, "goal_ms": 100,
            "met": spinning["max_gap_ms"] <= 100 and spinning["plugin_stopped"] > 0}


def peeking(games: int) -> dict[str, Any]:
    """Moves on which the peeking plugin found a hidden card (it raises then: a fault of its)."""
    for path in (ROOT, BENCH):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from ginqt.research.tournament import run_tournament

    result = run_tournament(GameJob("peeker", "easy", seed=7, plugins=PluginOptions(modules=("third_party",))), games)
    peeker = result.players[0]
    found = peeker.faults  # it raises when it finds one
    return {"games": games, "moves": peeker.decisions, "moves_that_found_a_hidden_card": found,
            "examples": peeker.fault_examples, "goal": 0, "met": found == 0}


def faults() -> dict[str, Any]:
    """Commands run with misbehaving plugins: each must end with status 0, by itself, naming the plugin."""
    env = _env(TESTS)
    env["GINQT_CACHE_DIR"] = str(Path(os.environ.get("TMPDIR", "/tmp")) / "ginqt-bench-isolation-cache")
    at_import = ["-p", "plugin_exits_at_import", "-p", "plugin_hangs_at_import"]
    commands = {
        "ginqt plugins": ["plugins", *at_import, "-p", "faulty_plugins"],
        "ginqt tournament (a plugin that exits, --jobs 1)": [
            "tournament", "exiter", "spinner", "--games", "4", "--variant", "short", "--time-limit", "0.5",
            *at_import, "-p", "faulty_plugins", "--no-progress"],
        "ginqt tournament (a plugin that exits, --jobs 2)": [
            "tournament", "exiter", "sleeper", "--games", "4", "--jobs", "2", "--variant", "short",
            "--time-limit", "0.5", "-p", "faulty_plugins", "--no-progress"],
        "ginqt tournament (a trusted plugin that exits, --jobs 2)": [
            "tournament", "exiter", "easy", "--games", "4", "--jobs", "2", "--variant", "short",
            "--time-limit", "0.5", "-p", "faulty_plugins", "--trust", "faulty_plugins", "--no-progress"],
    }
    rows = {}
    for name, args in commands.items():
        code, out, err, seconds = _ginqt(args, env, timeout=300)
        rows[name] = {"status": code, "seconds": round(seconds, 1),
                      "named": ("plugin_exits_at_import" in out + err) if "plugins" in name else "exiter" in out}
    # the window: exits at import and a plugin opponent that exits, in demo mode, to the end by itself
    import tempfile

    with tempfile.TemporaryDirectory() as data:
        code, out, err, seconds = _ginqt(["--demo", "--exit-after-hands", "3", "--go", "--resume", "no", "--data-dir",
                                          data, "--opponent", "exiter", *at_import, "-p", "faulty_plugins"], env)
    rows["ginqt (the window, demo)"] = {"status": code, "seconds": round(seconds, 1), "stderr": err[-300:]}
    met = all(row["status"] == 0 for row in rows.values())
    return {"commands": rows, "goal": "every command ends by itself with status 0", "met": met}


ATTACKS = ("file-thief", "forger", "locker", "memory-reader", "signaller", "escaper", "hog", "networker", "swarm",
           "deaf", "chatterbox", "dawdler", "socket-caller", "udp-twin", "environment-reader", "netlink-caller",
           "ipc-reader", "filler")
#: The attacks played against themselves (a round robin: both seats are the plugin), and those given more time
#: than the others' 0.5 s to say what they achieved.
_AGAINST_ITSELF, _SLOW = {"udp-twin"}, {"filler": 30.0, "udp-twin": 5.0}
#: Variables planted in GinQt's environment for the environment-reader (none may reach a plugin).
_PLANTED = {"GINQT_TEST_SECRET": "ginqt-secret-4711", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/bus",
            "DISPLAY": ":99", "XAUTHORITY": "/tmp/.Xauthority", "SSH_AUTH_SOCK": "/tmp/agent"}


def _attack_games(attack: str, games: int, plugins: Any, folder: Path) -> dict[str, Any]:
    """``games`` games of ``attack`` (seat A) against ``file-thief``; what it achieved, by every measure."""
    from ginqt.play.runner import GameRunner
    from ginqt.play.spec import GameSpec, Variant
    from ginqt.remote.seat import RemoteSeat
    from ginqt.rules import Rules

    succeeded, longest, faults = 0, 0.0, 0
    other = attack if attack in _AGAINST_ITSELF else "file-thief"
    for game in range(games):
        players = [plugins.make_guarded(name, game * 2 + seat + 1, time_limit=_SLOW.get(attack, 0.5), memory_mb=256,
                                        seat=seat) for seat, name in enumerate((attack, other))]
        for player in players:
            assert isinstance(player, RemoteSeat)
            player.clock.game = 5.0
        started = time.perf_counter()
        spec = GameSpec(Variant.standard(Rules(score_limit=25)), seed=game + 1)
        GameRunner(spec, tuple(players)).play(max_hands=20)
        for player in players:
            player.close()
        longest = max(longest, time.perf_counter() - started)
        said = [f.message for f in players[0].faults]
        faults += len(said)
        succeeded += any("ATTACK SUCCEEDED" in message for message in said) or \
            any("ATTACK SUCCEEDED" in f.message for f in players[1].faults)
    return {"games": games, "games_it_succeeded": succeeded, "faults": faults, "longest_game_s": round(longest, 2)}


def _deck_games(games: int, plugins: Any) -> dict[str, Any]:
    """Tournaments of one game each (a fresh key each, as by default) in which the deck-guesser found the deck."""
    from ginqt.research.tournament import run_tournament

    found = 0
    for _ in range(games):
        said = run_tournament(GameJob("deck-guesser", "easy"), 1, plugins=plugins).players[0].fault_examples
        found += any("ATTACK SUCCEEDED" in line for line in said)
    return {"games": games, "games_it_succeeded": found, "faults": games, "longest_game_s": None}


def attacks(games: int) -> dict[str, Any]:
    """Every attack of tests/attacking_plugins.py, played for real in the sandbox, and code in the working folder."""
    import random
    import socket
    import tempfile

    for path in (TESTS, BENCH):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from test_sandbox_doors import SharedSegment, free_udp_ports

    from ginqt.plugins import load_plugins
    from ginqt.remote.pool import POOL
    from ginqt.remote.sandbox.protections import protections

    plugins = load_plugins(autoload=False, modules=["attacking_plugins"])
    marker = f"ginqt-bench-marker-{os.getpid()}"
    rows: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as data, socket.socket() as server, \
            socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as bus, SharedSegment(b"the hand's secret") as shm:
        folder = Path(data)
        for name, text in (("saved_game.json", '{"secret": "x"}'), ("statistics.json", '{"won": 6}'),
                           ("settings.json", '{"trusted_plugins": []}')):
            (folder / name).write_text(text)
        server.bind(("127.0.0.1", 0))
        server.listen()
        bus.bind(str(folder.parent / f"ginqt-bench-bus-{random.randrange(1 << 30)}"))
        bus.listen()
        bus.setblocking(False)
        targets = dict(ATTACK_DATA_DIR=data, ATTACK_PIDS=str(os.getpid()), ATTACK_MEMORY_MB="256",
                       ATTACK_MARKER=marker, ATTACK_PORT=str(server.getsockname()[1]), ATTACK_SLEEP="0.45",
                       ATTACK_UNIX_PATH=bus.getsockname(), ATTACK_UDP_PORT=str(free_udp_ports()),
                       ATTACK_SHM_KEY=str(shm.key), ATTACK_PLANTED=",".join(_PLANTED))
        os.environ.update(targets, GINQT_PLUGIN_ENV=",".join(targets), **_PLANTED)
        before = {p.name: p.read_bytes() for p in folder.iterdir()}
        for attack in ATTACKS:
            rows[attack] = _attack_games(attack, games, plugins, folder)
        rows["deck-guesser"] = _deck_games(games, plugins)
        after = {p.name: p.read_bytes() for p in folder.iterdir()}
        calls = _calls_taken(bus)
    rows["socket-caller"]["connections_the_listener_took"] = calls
    strays = POOL.strays_ended
    POOL.close()
    left = [pid for pid in os.listdir("/proc") if pid.isdigit() and _has_marker(pid, marker)] \
        if os.path.isdir("/proc") else []
    forged = sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))
    report = {"attacks": rows, "files_forged": forged, "processes_left": len(left),
              "processes_ended_after_games": strays, "shadowing_module_runs": _shadow_runs(),
              "protections": {row.name: row.holds for row in protections()}, "goal": 0}
    report["met"] = not forged and not left and not calls and not report["shadowing_module_runs"] and \
        all(row["games_it_succeeded"] == 0 for name, row in rows.items() if name != "escaper")
    return report


def _calls_taken(listener: Any) -> int:
    """Connections waiting on a non-blocking listener (each one a plugin that reached it)."""
    taken = 0
    while True:
        try:
            listener.accept()[0].close()
        except BlockingIOError:
            return taken
        taken += 1


def _shadow_runs() -> int:
    """Processes that ran a ``json.py`` of GinQt's working folder: a plugin host, a discovery helper and an engine
    launcher started there."""
    import tempfile

    from test_sandbox_doors import SHADOW

    from ginqt.plugins.discovery import discover
    from ginqt.plugins.hosting import plugin_launch
    from ginqt.plugins.sources import PluginSource
    from ginqt.remote.dialects.engine import engine_launch
    from ginqt.remote.process import RemoteProcess
    from ginqt.storage.engines import EngineEntry

    here = os.getcwd()
    with tempfile.TemporaryDirectory() as work:
        checkout, mark = Path(work, "checkout"), Path(work, "marks")
        checkout.mkdir()
        (checkout / "json.py").write_text(SHADOW.format(mark=str(mark), folder=str(checkout)))
        os.chdir(checkout)
        try:
            host = RemoteProcess(plugin_launch(PluginSource.module("third_party"), "easy-copy"))
            host.wait_ready(30)
            host.kill()
            discover([(PluginSource.module("third_party"), None)], use_cache=False)
            engine = RemoteProcess(engine_launch(EngineEntry("simple", (sys.executable, str(
                ROOT / "examples" / "engines" / "simple_engine.py")), str(ROOT))))
            engine.wait_ready(30)
            engine.kill()
        finally:
            os.chdir(here)
        return len(mark.read_text().splitlines()) if mark.exists() else 0


def _has_marker(pid: str, marker: str) -> bool:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return marker.encode() in cmdline.read()
    except OSError:
        return False


def start_cost(starts: int) -> dict[str, Any]:
    """Seconds from starting a plugin's process to its being ready, sandboxed and not, alternated."""
    for path in (TESTS, BENCH):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from ginqt.plugins.hosting import plugin_launch
    from ginqt.plugins.sources import PluginSource
    from ginqt.remote.dialects.wire import WIRE_VERSION
    from ginqt.remote.process import RemoteProcess

    source = PluginSource.module("third_party")
    times: dict[str, list[float]] = {"sandboxed": [], "unsandboxed": []}
    for _ in range(starts):
        for kind in times:
            first = {"op": "start", "wire": WIRE_VERSION, "plugin": source.to_wire(), "role": "strategy",
                     "name": "easy-copy", "memory_mb": 1024, "nice": 0, "path": sys.path}
            if kind == "unsandboxed":
                first["sandbox"] = None
            started = time.perf_counter()
            host = RemoteProcess(plugin_launch(source, "easy-copy", first=first))
            host.wait_ready(30)
            times[kind].append(time.perf_counter() - started)
            host.kill()
    sandboxed, plain = (statistics.median(times[k]) * 1000 for k in ("sandboxed", "unsandboxed"))
    return {"starts": starts, "sandboxed_median_ms": round(sandboxed, 1), "unsandboxed_median_ms": round(plain, 1),
            "added_ms": round(sandboxed - plain, 1), "goal_ms": 50, "met": sandboxed - plain <= 50}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", action="append",
                        choices=("tournament", "window", "gap", "peek", "attacks", "start", "faults"))
    parser.add_argument("--attack-games", type=int, default=3, help="games each attack plays (default 3)")
    parser.add_argument("--starts", type=int, default=10, help="plugin process starts of each kind (default 10)")
    parser.add_argument("--games", type=int, default=300, help="tournament games per run (default 300)")
    parser.add_argument("--runs", type=int, default=3, help="tournament runs of each (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=200, help="window decisions per player (default 200)")
    parser.add_argument("--hands", type=int, default=4, help="demo hands against the spinning plugin")
    parser.add_argument("--peek-games", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args(argv)
    parts = options.part or ["tournament", "window", "gap", "peek", "attacks", "start", "faults"]
    report: dict[str, Any] = {}
    for part in parts:
        if part == "tournament":
            report[part] = tournament(options.games, options.runs, options.seed)
        elif part == "window":
            report[part] = window_decisions(options.moves)
        elif part == "gap":
            report[part] = event_loop_gap(options.hands)
        elif part == "peek":
            report[part] = peeking(options.peek_games)
        elif part == "attacks":
            report[part] = attacks(options.attack_games)
        elif part == "start":
            report[part] = start_cost(options.starts)
        else:
            report[part] = faults()
        if not options.json:
            print(f"{part}: {'met' if report[part]['met'] else 'MISSED'}: {json.dumps(report[part])}", flush=True)
    if options.json:
        print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
