#!/usr/bin/env python
"""The hints' latency at the table (issue 11, item 3; run it, it is not a test).

A game where the person's seat plays the hints, driven as any program drives a game: a
:class:`~ginqt.play.runner.GameRunner` with the opponent from the plugin registry in the other
seat.  At each of the person's decisions the hint is asked of the window's
:class:`~ginqt.ui.game.adviser.HintAdviser` (the expert's analysis in a thread of its own, the
answer through a queued signal, as the Hint key asks it) and timed until it arrives, while a 5 ms
QTimer heartbeat measures the event loop meanwhile (the GUI never waits for the analysis),
beside the same heartbeat idle just before.  Beside the latency, the same hint worked out
alone in this thread with no event loop: the peer that the round trip through the worker
thread and the signal is compared with.  No window is made: the table's drawing is
``bench_ui.py``'s.

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


def play_hints(runner: Any, adviser: Any, hands: int, ask: Callable[[], Any]) -> int:
    """Play ``hands`` hands of ``runner``, the person's (seat 0) moves the hints' (``ask()`` returns each);
    the opponent's seat answers through the runner.  ``adviser.seen`` is told every deal and move, as the
    controller tells it.  Returns the hands played."""
    from ginqt.engine import Phase

    adviser.seen.new_game()
    adviser.seen.dealt(runner.match, runner.events_for(0))
    played = 0
    while True:
        if runner.match.hand.phase is Phase.OVER:
            played += 1
            if runner.over or played >= hands:
                return played
            runner.next_hand()
            adviser.seen.dealt(runner.match, runner.events_for(0))
            continue
        if runner.to_play == 0:
            runner.apply(ask().action)
        else:
            runner.step()
        adviser.seen.moved(runner.match, runner.events_for(0))


def measure(hands: int, seed: int, opponent: str) -> dict[str, Any]:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
    from ginqt.analysis.hints import hint
    from ginqt.play.runner import GameRunner
    from ginqt.play.spec import GameSpec, Variant
    from ginqt.plugins import load_plugins
    from ginqt.ui.game.adviser import HintAdviser

    app = QApplication.instance() or QApplication(sys.argv[:1])
    plugins = load_plugins(autoload=False)
    variant = plugins.variant("standard")
    spec = GameSpec(Variant(variant.name, variant.rules, variant.scoring), seed=seed)
    runner = GameRunner(spec, (None, plugins.make_strategy(opponent, seed + 1)))
    adviser = HintAdviser(lambda: runner.match, player=0)
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
    loop = QEventLoop()
    got: list[Any] = []
    adviser.ready.connect(lambda given: (got.append(given), loop.quit()))
    adviser.failed.connect(lambda why: sys.exit(f"the hint failed: {why}"))

    def ask() -> Any:
        idle(40)
        got.clear()
        asked = time.perf_counter()
        last[0] = clock.nsecsElapsed() / 1e6
        beat.start()  # the event loop is watched while the hint is worked out
        adviser.ask(runner.match, seed, True)
        while not got:
            loop.exec()
        latencies.append(1000 * (time.perf_counter() - asked))
        beat.stop()
        given = got[0]
        request = adviser.seen.request(given.view, seed)
        start = time.perf_counter()
        again = hint(request)
        alone.append(1000 * (time.perf_counter() - start))
        assert again.best.action == given.action, "the same request gives the same advice"
        return given

    clock.start()
    played = play_hints(runner, adviser, hands, ask)
    adviser.forget()
    adviser.wait()
    app.processEvents()
    return {
        "hints": len(latencies), "hands": played, "seed": seed, "opponent": opponent,
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
