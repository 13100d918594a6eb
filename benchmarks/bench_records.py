#!/usr/bin/env python
"""Benchmarks for game records, the past-games list, the replay viewer and the review (issue 13).

Goals (run it; it is not a test):

* a record is at most 8 KB a game (sizes over tournament games of several variants);
* listing 10,000 records in the past-games dialog takes at most 1 s (the folder read
  through its index, the model filled and sorted, the dialog shown);
* opening a record in the replay viewer takes at most 0.3 s;
* one replay step (the table redrawn) takes at most 16 ms;
* a review of a 10-hand game takes at most 10 s on two cores.

Usage::

    python benchmarks/bench_records.py [--games 200] [--records 10000] [--repeats 5] [--keep DIR] [--json]
    python benchmarks/bench_records.py --sizes-only --games 1000 --variants hollywood   # long games only

Figures are medians of repeated runs; timings on a shared machine are noisy.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ginqt.research.job import GameJob

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

KB = 1024
GOALS = {"record_bytes": 8 * KB, "list_seconds": 1.0, "open_seconds": 0.3, "step_seconds": 0.016,
         "review_seconds": 10.0}


def tournament_records(games: int, folder: Path, variants: list[str] | None = None) -> list[Path]:
    """Play tournaments into ``folder``: standard vs easy and vs itself in the standard game, standard vs easy
    in oklahoma and hollywood; or, given ``variants``, standard vs easy and vs itself in each of them."""
    from ginqt.records.folder import RecordFolder
    from ginqt.research.tournament import run_tournament
    from ginqt.storage import DataDir

    records = RecordFolder(DataDir.at(folder), folder, limit=10**9)
    runs = [("standard", "easy", "standard"), ("standard", "standard", "standard"),
            ("standard", "easy", "oklahoma"), ("standard", "easy", "hollywood")]
    if variants:
        runs = [(a, b, variant) for variant in variants for a, b in (("standard", "easy"), ("standard", "standard"))]
    for a, b, variant in runs:
        run_tournament(GameJob(a, b, seed=1, variant=variant), max(1, games // len(runs)), jobs=2, records=records)
    return sorted(folder.glob("*.ginrec"))


def sizes(paths: list[Path]) -> dict[str, Any]:
    """The records' sizes in bytes: median, 90th percentile, largest, how many within 8 KB; the same by variant."""
    from ginqt.records.folder import read_record

    games = [read_record(path) for path in paths]
    rows = [(path.stat().st_size, len(game.hands), game.variant) for path, game in zip(paths, games, strict=True)]
    per_hand = [size / hands for size, hands, _ in rows if hands]
    variants = {variant: _size_figures([(size, hands) for size, hands, name in rows if name == variant])
                for variant in sorted({name for _, _, name in rows})}
    return {**_size_figures([(size, hands) for size, hands, _ in rows]),
            "median_bytes_per_hand": statistics.median(per_hand), "variants": variants}


def _size_figures(rows: list[tuple[int, int]]) -> dict[str, Any]:
    """``rows``: (bytes, hands) of each record."""
    byte_counts = sorted(size for size, _ in rows)
    largest = max(rows)
    return {
        "games": len(rows),
        "median_bytes": statistics.median(byte_counts),
        "p90_bytes": byte_counts[int(0.9 * (len(byte_counts) - 1))],
        "max_bytes": largest[0],
        "hands_of_largest": largest[1],
        "most_hands": max(hands for _, hands in rows),
        "within_8kb": sum(size <= GOALS["record_bytes"] for size in byte_counts),
    }


def many_records(sources: list[Path], count: int, folder: Path) -> None:
    """``count`` records in ``folder``: the sources again under new ids and dates (each a valid record)."""
    from ginqt.records import dumps
    from ginqt.records.folder import RecordFolder, read_record
    from ginqt.storage import DataDir

    games = [read_record(path) for path in sources]
    folder.mkdir(parents=True, exist_ok=True)
    records = RecordFolder(DataDir.at(folder), folder, limit=10**9)
    for n in range(count):
        game = games[n % len(games)]
        day, minute = divmod(n, 1440)
        started = f"20{20 + day // 365:02d}-{1 + day // 31 % 12:02d}-{1 + day % 28:02d}T" \
                  f"{minute // 60:02d}:{minute % 60:02d}:00+00:00"
        copy = dataclasses.replace(game, game_id=f"{n:032x}", started=started)
        (folder / records.file_name(copy)).write_text(dumps(copy))
    records.entries()  # builds the index, as the first listing does


def timed(call: Callable[[], object], repeats: int, cpu: list[float] | None = None) -> list[float]:
    """Seconds each of ``repeats`` calls took; this process's CPU seconds go into ``cpu`` (steadier on a
    loaded machine: they leave out the time other programs had the processor)."""
    times = []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        call()
        times.append(time.perf_counter() - start)
        if cpu is not None:
            cpu.append(time.process_time() - start_cpu)
    return times


def folder_listing(folder: Path, repeats: int) -> dict[str, Any]:
    """Seconds to list the folder through its index (the past-games dialog's first step), and without it."""
    from ginqt.records.folder import INDEX_FILE, RecordFolder
    from ginqt.storage import DataDir

    def listing() -> None:
        RecordFolder(DataDir.at(folder), folder, limit=10**9).entries()

    cpu: list[float] = []
    warm = timed(listing, repeats, cpu)
    index = folder / INDEX_FILE
    saved = index.read_bytes()
    index.unlink()
    cold = timed(listing, 1)
    index.write_bytes(saved)
    return {"records": len(list(folder.glob("*.ginrec"))), "indexed_seconds": statistics.median(warm),
            "indexed_cpu_seconds": statistics.median(cpu), "without_index_seconds": cold[0]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="tournament games for the sizes (default 200)")
    parser.add_argument("--records", type=int, default=10_000, help="records for the list (default 10000)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", metavar="DIR", help="keep the generated folders in DIR (and use them again)")
    parser.add_argument("--variants", nargs="+", metavar="VARIANT",
                        help="play the games of these variants only (standard vs easy and vs itself in each)")
    parser.add_argument("--sizes-only", action="store_true", help="only the records' sizes (no listing, no window)")
    options = parser.parse_args()
    work = Path(options.keep) if options.keep else Path(tempfile.mkdtemp(prefix="ginqt-bench-records-"))
    report: dict[str, Any] = {}
    try:
        kept = sorted((work / "tournament").glob("*.ginrec"))  # --keep DIR of an earlier run: used again
        paths = kept or tournament_records(options.games, work / "tournament", options.variants)
        report["sizes"] = sizes(paths)
        if options.sizes_only:
            return _print(report, options.json)
        if len(list((work / "many").glob("*.ginrec"))) != options.records:
            many_records(paths, options.records, work / "many")
        report["folder"] = folder_listing(work / "many", options.repeats)
        extra = _gui_figures(work / "many", paths, options.repeats)
        report.update(extra)
    finally:
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)
    return _print(report, options.json)


def _gui_figures(folder: Path, paths: list[Path], repeats: int) -> dict[str, Any]:
    """The past-games dialog over ``folder``, the replay viewer and the review of a 10-hand game."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    import ginqt.ui  # noqa: F401  (the PySide6 workaround)
    from ginqt.records.folder import read_record

    ten = [path for path in paths if len(read_record(path).hands) == 10] or paths
    return {
        "dialog": _dialog_figure(app, folder, repeats),
        **_viewer_figures(app, ten[0], repeats),
        "review": _review_figure(ten[0], repeats),
    }


def _dialog_figure(app: Any, folder: Path, repeats: int) -> dict[str, Any]:
    """From nothing to the past-games dialog on screen with every record (through the index)."""
    from ginqt.records.folder import RecordFolder
    from ginqt.storage import DataDir
    from ginqt.ui.dialogs.past_games import PastGamesDialog

    def show() -> None:
        dialog = PastGamesDialog(RecordFolder(DataDir.at(folder), folder, limit=10**9))
        dialog.show()
        app.processEvents()
        assert dialog.model.total >= 10_000 or dialog.model.total == len(list(folder.glob("*.ginrec")))
        dialog.close()
        dialog.deleteLater()

    show()  # the first dialog pays for Qt's fonts and styles
    cpu: list[float] = []
    seconds = statistics.median(timed(show, repeats, cpu))
    return {"seconds": seconds, "cpu_seconds": statistics.median(cpu), "goal": GOALS["list_seconds"]}


def _viewer_figures(app: Any, path: Path, repeats: int) -> dict[str, Any]:
    """Opening a record in the replay viewer; then every step of it, painted."""
    from ginqt.plugins.players import PlayerSource
    from ginqt.preferences import Preferences
    from ginqt.ui.replay.opening import load_replay

    source = PlayerSource()
    windows = []

    def open_one() -> None:
        window = load_replay(path, Preferences(), source)
        window.show()
        app.processEvents()
        windows.append(window)

    open_one()
    opening_cpu: list[float] = []
    opening = timed(open_one, repeats, opening_cpu)
    window = windows[-1]
    cursor, viewport = window.game_cursor, window.view.viewport()
    steps: list[float] = []
    full: list[float] = []
    step_cpu: list[float] = []
    for repaint_all in (False, True):
        cursor.first()
        window.show_step()
        app.processEvents()
        while True:
            start, start_cpu = time.perf_counter(), time.process_time()
            if not cursor.forward():
                break
            window.show_step()
            if repaint_all:
                viewport.repaint()  # the whole table painted again, not only what changed
            else:
                app.processEvents()  # as it happens: the event loop paints what changed
                step_cpu.append(time.process_time() - start_cpu)
            (full if repaint_all else steps).append(time.perf_counter() - start)
    for shown in windows:
        shown.close()
    steps.sort()
    return {"viewer_open": {"seconds": statistics.median(opening), "cpu_seconds": statistics.median(opening_cpu),
                            "goal": GOALS["open_seconds"]},
            "replay_step": {"seconds": statistics.median(steps), "cpu_seconds": statistics.median(step_cpu),
                            "p95": steps[int(0.95 * (len(steps) - 1))], "max": steps[-1], "steps": len(steps),
                            "goal": GOALS["step_seconds"], "full_repaint": statistics.median(full)}}


def _review_figure(path: Path, repeats: int) -> dict[str, Any]:
    """A review of seat 0's decisions with two worker processes (the viewer's review)."""
    from ginqt.records.folder import read_record
    from ginqt.records.review import review_game

    game = read_record(path)
    decisions: list[int] = []

    def review() -> None:
        decisions.append(len(review_game(game, 0, jobs=2).decisions))

    times = timed(review, max(1, repeats // 2))
    return {"seconds": statistics.median(times), "hands": len(game.hands), "decisions": decisions[-1],
            "goal": GOALS["review_seconds"]}


def _print(report: dict[str, Any], as_json: bool) -> int:
    if as_json:
        print(json.dumps(report, indent=1))
        return 0
    size = report["sizes"]
    print(f"record size over {size['games']} tournament games: median {size['median_bytes'] / KB:.1f} KB, "
          f"p90 {size['p90_bytes'] / KB:.1f} KB, max {size['max_bytes'] / KB:.1f} KB "
          f"({size['hands_of_largest']} hands); {size['within_8kb']} of {size['games']} within 8 KB; "
          f"{size['median_bytes_per_hand']:.0f} bytes a hand")
    for variant, figures in size["variants"].items():
        print(f"  {variant}: {figures['games']} games, median {figures['median_bytes'] / KB:.1f} KB, largest "
              f"{figures['max_bytes'] / KB:.1f} KB ({figures['hands_of_largest']} hands; the longest game "
              f"{figures['most_hands']} hands), {figures['within_8kb']} of {figures['games']} within 8 KB")
    goal = "met" if size["max_bytes"] <= GOALS["record_bytes"] else "MISSED"
    print(f"  goal: every record <= 8 KB: {goal}")
    if "folder" not in report:
        return 0
    folder = report["folder"]
    print(f"listing {folder['records']} records (RecordFolder.entries): {folder['indexed_seconds']:.3f} s with "
          f"the index (CPU {folder['indexed_cpu_seconds']:.3f} s), {folder['without_index_seconds']:.2f} s without "
          "it (the first listing after a lost index)")
    for key, label in (("dialog", "the past-games dialog shown with every record"),
                       ("viewer_open", "opening a record in the replay viewer"),
                       ("replay_step", "one replay step"), ("review", "a review of a 10-hand game")):
        if key in report:
            figure = report[key]
            goal = "met" if figure["seconds"] <= figure["goal"] else "MISSED"
            extra = ""
            if key == "replay_step":
                extra = (f", p95 {figure['p95'] * 1000:.1f} ms, max {figure['max'] * 1000:.1f} ms over "
                         f"{figure['steps']} steps; {figure['full_repaint'] * 1000:.1f} ms with the whole table "
                         "painted again")
            if key == "review":
                extra = f" ({figure['hands']} hands, {figure['decisions']} decisions, 2 worker processes)"
            if "cpu_seconds" in figure:
                extra += f"; CPU {figure['cpu_seconds'] * 1000:.1f} ms"
            print(f"{label}: {figure['seconds'] * 1000:.1f} ms{extra} (goal {figure['goal'] * 1000:.0f} ms): {goal}")
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; CPU: this process's processor time)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
