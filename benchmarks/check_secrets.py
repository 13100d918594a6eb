#!/usr/bin/env python
"""The secrets check over many games (issue 48, item 2): run it; it is not a test.

Plays seeded games to their end with the window open (offscreen), the person's hand played by the
built-in ``standard`` player, against each built-in opponent in turn, across the variants, some with
the advice on screen, and at every step looks at everything the window shows, speaks and writes
(``tests/secrets_watch.py``): no card of the computer's hand that lies face down may be named, and the
read-aloud (W) must name every card of it that lies face up.  ``tests/test_secrets.py`` runs four of
these games; the goal is 0 hidden cards named in 200.

Usage::

    python benchmarks/check_secrets.py [--games 200] [--first-seed 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GINQT_DATA_DIR", tempfile.mkdtemp(prefix="ginqt-secrets-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

OPPONENTS = ("standard", "easy", "expert")
VARIANTS = ("standard", "oklahoma", "hollywood", "tommy", "straight", "classic", "palm")


def game_of(index: int) -> tuple[str, str, dict[str, Any]]:
    """The ``index``-th game's opponent, variant and preferences (every fifth with the advice on screen)."""
    prefs: dict[str, Any] = {"show_advice": True} if index % 5 == 4 else {}
    return OPPONENTS[index % len(OPPONENTS)], VARIANTS[index % len(VARIANTS)], prefs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()

    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop
    from PySide6.QtWidgets import QApplication
    from secrets_watch import play_watched

    app = QApplication.instance() or QApplication(sys.argv[:1])

    def wait(done: Callable[[], bool], seconds: float = 600) -> None:
        deadline = time.monotonic() + seconds
        while not done():
            if time.monotonic() > deadline:
                raise TimeoutError("the game did not end")
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the finished windows

    totals = {"games": 0, "steps": 0, "hidden_named": 0, "face_up_left_out": 0, "readings_with_face_up": 0}
    started = time.monotonic()
    for index in range(options.games):
        seed = options.first_seed + index
        opponent, variant, prefs = game_of(index)
        with tempfile.TemporaryDirectory(prefix="ginqt-secrets-") as folder:
            watch = play_watched(seed, opponent, variant, Path(folder) / "data", wait, **prefs)
        totals["games"] += 1
        totals["steps"] += watch.steps
        totals["hidden_named"] += len(watch.leaks)
        totals["face_up_left_out"] += len(watch.unsaid)
        totals["readings_with_face_up"] += watch.face_up_read
        for line in (*watch.leaks[:3], *watch.unsaid[:3]):
            print(f"seed {seed} ({opponent}, {variant}): {line}", file=sys.stderr)
        if not options.json:
            print(f"game {index + 1}/{options.games} seed {seed} {opponent} {variant}{' advice' if prefs else ''}: "
                  f"{watch.steps} steps, {len(watch.leaks)} hidden cards named", flush=True)
    totals["seconds"] = round(time.monotonic() - started, 1)
    if options.json:
        print(json.dumps(totals))
    else:
        print(f"{totals['games']} games, {totals['steps']} steps: {totals['hidden_named']} hidden cards named, "
              f"{totals['face_up_left_out']} readings left out a face-up card "
              f"({totals['readings_with_face_up']} readings named the computer's face-up cards), "
              f"{totals['seconds']} s")
    return 0 if totals["hidden_named"] == totals["face_up_left_out"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
