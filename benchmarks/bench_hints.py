#!/usr/bin/env python
"""The hints' latency at the table (issue 11, item 3; run it, it is not a test).

A game in the window (offscreen) where the person's hand plays the hints: at each of the
person's decisions the Hint key's request is timed until the hint arrives through the
controller's signal, and a 5 ms QTimer heartbeat measures the event loop meanwhile (the
GUI never waits for the analysis), beside the same heartbeat idle just before.  Beside
the latency, the same hint worked out alone in this thread with no event loop: the peer
that the round trip through the worker thread and the signal is compared with.

Usage::

    python benchmarks/bench_hints.py [--hands 6] [--seed 1] [--opponent expert] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play_hints(window: Any, hands: int, on_hint: Callable[[Any], None]) -> None:
    """Play ``hands`` hands in ``window``, the person's moves the hints' (each hint passed to ``on_hint``
    before its move is played)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from ginqt.engine import ActionKind, Phase

    c = window.controller
    loop = QEventLoop()
    got: list[Any] = []
    c.adviser.ready.connect(lambda hint: (got.append(hint), loop.quit()))
    played = 0

    def wait_until(ready: Callable[[], bool]) -> None:
        while not ready():
            QTimer.singleShot(5, loop.quit)
            loop.exec()

    while played < hands:
        wait_until(lambda: c.human_to_act or c.match.hand.phase is Phase.OVER)
        if c.match.hand.phase is Phase.OVER:
            played += 1
            if c.game_over() or played >= hands:
                break
            c.next()
            continue
        got.clear()
        c.request_hint()
        wait_until(lambda: bool(got))
        hint = got[0]
        on_hint(hint)
        action = hint.action
        if action.kind is ActionKind.KNOCK and action.card is not None:
            c.arm_knock()
            c.play_card(int(action.card))
        elif action.card is not None:
            c.play_card(int(action.card))
        else:
            {ActionKind.TAKE_UPCARD: c.take_upcard, ActionKind.PASS: c.pass_upcard,
             ActionKind.DRAW_STOCK: c.draw_stock, ActionKind.DRAW_DISCARD: c.draw_pile,
             ActionKind.BIG_GIN: c.big_gin}[action.kind]()


def measure(hands: int, seed: int, opponent: str) -> dict[str, Any]:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
    from ginqt.analysis.hints import hint
    from ginqt.plugins.players import PlayerSource
    from ginqt.preferences import KnockMode, Preferences
    from ginqt.ui.game.session import HUMAN
    from ginqt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    prefs = Preferences(animation_ms=0, computer_delay_ms=0, demo_delay_ms=0, hand_pause_ms=0, opponent=opponent,
                        knock_mode=KnockMode.MANUAL)
    window = MainWindow(prefs, PlayerSource(autoload=False), seed=seed)
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    c = window.controller
    latencies: list[float] = []
    alone: list[float] = []
    gaps: list[float] = []  # while a hint is worked out
    idle_gaps: list[float] = []  # the peer: the same heartbeat with nothing worked out, just before
    clock = QElapsedTimer()
    beat = QTimer()
    beat.setInterval(5)
    last = [0.0]

    watching = [gaps]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        watching[0].append(now - last[0])
        last[0] = now

    def idle(msecs: int) -> None:
        watching[0] = idle_gaps
        last[0] = clock.nsecsElapsed() / 1e6
        beat.start()
        QTest.qWait(msecs)
        beat.stop()
        watching[0] = gaps

    beat.timeout.connect(tick)
    asked = [0.0]
    original = c.request_hint

    def timed_request(asked_for: bool = True) -> None:
        idle(40)
        asked[0] = time.perf_counter()
        last[0] = clock.nsecsElapsed() / 1e6
        beat.start()  # the event loop is watched while the hint is worked out
        original(asked_for)

    c.request_hint = timed_request  # type: ignore[method-assign]

    def on_hint(given: Any) -> None:
        latencies.append(1000 * (time.perf_counter() - asked[0]))
        beat.stop()
        request = c.adviser.seen.request(given.view, c.session.seat_seed(HUMAN) or 0)
        start = time.perf_counter()
        again = hint(request)
        alone.append(1000 * (time.perf_counter() - start))
        assert again.best.action == given.action, "the same request gives the same advice"

    clock.start()
    window.new_game()
    play_hints(window, hands, on_hint)
    c.shutdown()
    window.close()
    return {
        "hints": len(latencies), "hands": hands, "seed": seed, "opponent": opponent,
        "latency_ms": {"median": statistics.median(latencies), "p99": percentile(latencies, 0.99),
                       "max": max(latencies)},
        "alone_ms": {"median": statistics.median(alone), "p99": percentile(alone, 0.99), "max": max(alone)},
        "median_ratio_to_alone": statistics.median(latencies) / statistics.median(alone),
        "event_loop_gap_ms": {"median": statistics.median(gaps), "p99": percentile(gaps, 0.99), "max": max(gaps)},
        "idle_gap_ms": {"median": statistics.median(idle_gaps), "p99": percentile(idle_gaps, 0.99),
                        "max": max(idle_gaps)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="expert")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    result = measure(options.hands, options.seed, options.opponent)
    if options.json:
        print(json.dumps(result, indent=2))
        return
    lat, alone, gap, idle = result["latency_ms"], result["alone_ms"], result["event_loop_gap_ms"], result["idle_gap_ms"]
    print(f"{result['hints']} hints over {result['hands']} hands (seed {result['seed']}, "
          f"opponent {result['opponent']})")
    print(f"hint latency, key to signal: median {lat['median']:.1f} ms, p99 {lat['p99']:.1f} ms, "
          f"max {lat['max']:.1f} ms")
    print(f"the analysis alone:          median {alone['median']:.1f} ms, p99 {alone['p99']:.1f} ms "
          f"(latency / alone, medians: {result['median_ratio_to_alone']:.2f})")
    print(f"event loop (5 ms heartbeat) gaps while a hint is worked out: median {gap['median']:.1f} ms, "
          f"p99 {gap['p99']:.1f} ms, max {gap['max']:.1f} ms")
    print(f"  the same heartbeat just before, idle:                 median {idle['median']:.1f} ms, "
          f"p99 {idle['p99']:.1f} ms, max {idle['max']:.1f} ms")


if __name__ == "__main__":
    main()
