"""Measure the PyInstaller bundle: its size, and how soon the frozen app shows its window.

    python benchmarks/bench_bundle.py                 # measure dist/ginqt/ (build it first)
    python benchmarks/bench_bundle.py --build         # build with packaging/build.py, then measure
    python benchmarks/bench_bundle.py --runs 10 --json

Start-up: each run starts ``ginqt --demo --exit-after-hands 1`` with
``GINQT_REPORT_SHOWN=1``; the app prints ``GINQT_SHOWN <unix time>`` when its main
window has been shown, and the time from just before the process was started to
that moment is the start-up time.  (An app that does not print it is timed to the
end of ``ginqt --self-test`` instead, and the report says so.)  Qt runs offscreen
unless ``QT_QPA_PLATFORM`` is set.  The first run reads the bundle from disk cold
(unless it is cached already); the report gives it apart from the median.

Goals: bundle <= 150 MB (MiB, as ``du -sh`` counts), window shown within 1.5 s.
Exit status 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE_GOAL_MIB = 150.0
START_GOAL_S = 1.5


def default_program() -> Path:
    return ROOT / "dist" / "ginqt" / ("ginqt.exe" if sys.platform == "win32" else "ginqt")


def bundle_mib(program: Path) -> float:
    """The bundle's size in MiB: the folder of a one-folder build, or the one file."""
    top = program.parent if (program.parent / "_internal").is_dir() else program
    if top.is_file():
        return top.stat().st_size / 2**20
    total = sum(p.lstat().st_size for p in top.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 2**20


def time_window_shown(program: Path, env: dict[str, str]) -> float | None:
    """Seconds from starting the app to its window being shown; None if it never says."""
    with tempfile.TemporaryDirectory() as data:
        started = time.time()
        process = subprocess.Popen(
            [str(program), "--demo", "--exit-after-hands", "1", "--data-dir", data],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
        )
        shown: float | None = None
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("GINQT_SHOWN"):
                shown = float(line.split()[1]) - started
                break
        try:
            process.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
        return shown


def time_self_test(program: Path, env: dict[str, str]) -> float:
    """Seconds for ``--self-test`` to run to its end (it must pass)."""
    started = time.perf_counter()
    result = subprocess.run([str(program), "--self-test"], env=env, capture_output=True, text=True, timeout=300)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"bench_bundle: the self-test failed:\n{result.stdout}\n{result.stderr}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--program", type=Path, default=default_program(), help="the frozen executable")
    parser.add_argument("--build", action="store_true", help="run packaging/build.py first")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    options = parser.parse_args(argv)

    if options.build:
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--no-self-test"], check=True)
    program: Path = options.program
    if not program.exists():
        print(f"bench_bundle: {program} does not exist; build it: python packaging/build.py", file=sys.stderr)
        return 2
    env = dict(os.environ, GINQT_REPORT_SHOWN="1")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")

    measure = "window shown"
    times: list[float] = []
    for _ in range(max(1, options.runs)):
        shown = time_window_shown(program, env)
        if shown is None:
            measure = "self-test completed (the app does not report GINQT_SHOWN)"
            times = [time_self_test(program, env) for _ in range(max(1, options.runs))]
            break
        times.append(shown)
    self_test = time_self_test(program, env)

    size = bundle_mib(program)
    warm = times[1:] or times
    result = {
        "program": str(program),
        "bundle_mib": round(size, 1),
        "bundle_goal_mib": SIZE_GOAL_MIB,
        "measure": measure,
        "first_run_s": round(times[0], 3),
        "median_s": round(statistics.median(warm), 3),
        "max_s": round(max(warm), 3),
        "runs": len(times),
        "start_goal_s": START_GOAL_S,
        "self_test_s": round(self_test, 3),
        "platform": os.environ.get("QT_QPA_PLATFORM", "(default)"),
    }
    met = size <= SIZE_GOAL_MIB and max(times) <= START_GOAL_S
    result["goals_met"] = met
    if options.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"bundle:      {program.parent if program.parent.name == 'ginqt' else program}")
        print(f"size:        {size:.1f} MiB (goal <= {SIZE_GOAL_MIB:.0f})")
        print(f"start-up:    {measure}: first run {times[0]:.3f} s, then median {statistics.median(warm):.3f} s, "
              f"max {max(warm):.3f} s over {len(times)} runs (goal <= {START_GOAL_S} s)")
        print(f"self-test:   {self_test:.3f} s to completion")
        print("goals:       " + ("met" if met else "MISSED"))
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
