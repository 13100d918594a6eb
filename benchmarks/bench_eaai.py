#!/usr/bin/env python
"""A Java EAAI player at GinQt's table (issue 41's goal): 1000 games against ``standard``, 0 faults, JVMs per match.

    python benchmarks/bench_eaai.py                      # 1000 games, variant eaai
    python benchmarks/bench_eaai.py --games 200 --variant standard --json

The player is GinQt's own small EAAI player (``tests/eaai_standin/ginqttest/MeldKnockPlayer.java``:
it takes the face-up card when it melds, throws its highest unmelded card, knocks at once),
compiled with ``javac`` against GinQt's stand-in of the framework's API and seated as
``ginqt engines add-eaai`` seats it: GinQt's Java bridge, the JVM in the plugins' sandbox.
It plays one tournament (one match of ``--games`` games) against ``standard``; the report counts
its faults and fallback moves (goal: 0), the JVMs started (goal: started once for the match, not per game:
one for each game the tournament plays side by side, ``GAMES_IN_FLIGHT``, each kept for the whole run), and gives its
decision times (GinQt's round trip: asking, the JVM answering, the answer judged legal) beside
those of the built-in players in the same run and in a run of ``easy`` against ``standard``.
Exit status 1 when a goal is missed (or there is no JDK).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ginqt.research.job import GameJob, PluginOptions

ROOT = Path(__file__).resolve().parent.parent


def seat_times(result: Any, seat: int) -> dict[str, float]:
    player = result.players[seat]
    return {"median_ms": round(player.median_decision_ms, 4), "mean_ms": round(player.mean_decision_ms, 4),
            "p99_ms": round(player.p99_decision_ms, 4), "decisions": player.decisions}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--variant", default="eaai", choices=["eaai", "standard"])
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="ginqt-bench-eaai-"))
    os.environ["GINQT_DATA_DIR"] = str(scratch / "data")
    os.environ["GINQT_CACHE_DIR"] = str(scratch / "cache")
    sys.path.insert(0, str(ROOT / "tests"))
    from eaai_helpers import build_standin

    from ginqt.engines.eaai import EaaiError, eaai_command, find_jdk
    from ginqt.remote import process as remote_process
    from ginqt.research.tournament import GAMES_IN_FLIGHT, run_tournament
    from ginqt.storage.engines import EngineEntry, EnginesFile, engines_path

    try:
        jdk = find_jdk()
        command = eaai_command(jdk, str(build_standin(scratch / "classes")), "ginqttest.MeldKnockPlayer")
    except EaaiError as error:
        print(f"bench_eaai: {error}", file=sys.stderr)
        return 1
    EnginesFile(engines_path()).load().add(EngineEntry("meldy", tuple(command), str(ROOT)))
    started: list[float] = []
    original = remote_process.RemoteProcess.__init__

    def counting(self: Any, *args: Any, **kwargs: Any) -> None:
        started.append(time.monotonic())
        original(self, *args, **kwargs)

    remote_process.RemoteProcess.__init__ = counting  # type: ignore[method-assign]
    began = time.monotonic()
    java = run_tournament(GameJob("meldy", "standard", seed=options.seed, variant=options.variant,
                                  plugins=PluginOptions(autoload=False)), options.games)
    seconds = time.monotonic() - began
    builtins = run_tournament(GameJob("easy", "standard", seed=options.seed, variant=options.variant,
                                      plugins=PluginOptions(autoload=False)), min(options.games, 200))
    player = java.players[0]
    report = {
        "variant": options.variant, "games": java.games, "hands": java.hands, "seconds": round(seconds, 1),
        "java": jdk.version, "jvms_started": len(started), "faults": player.faults,
        "fallback_moves": player.fallback_moves, "observe_faults": player.observe_faults,
        "fault_examples": list(player.fault_examples)[:3], "games_won": [p.games_won for p in java.players],
        "decision": {"eaai-java (MeldKnockPlayer)": seat_times(java, 0), "standard (same run)": seat_times(java, 1),
                     f"easy ({builtins.games} games)": seat_times(builtins, 0),
                     "standard (against easy)": seat_times(builtins, 1)},
    }
    ok = java.games == options.games and player.faults == 0 and player.fallback_moves == 0 \
        and len(started) <= GAMES_IN_FLIGHT
    report["goals_met"] = ok
    if options.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{java.games} games ({options.variant}) of the Java EAAI player against standard in {seconds:.0f} s, "
              f"{java.hands} hands; Java {jdk.version}; JVMs started: {len(started)} (one a game played side "
              f"by side, at most {GAMES_IN_FLIGHT}, each for the whole match)")
        print(f"faults {player.faults}, fallback moves {player.fallback_moves}, observe faults "
              f"{player.observe_faults}; games won {java.players[0].games_won}-{java.players[1].games_won}")
        print(f"{'decision (ms)':34}{'median':>9}{'mean':>9}{'p99':>9}{'moves':>9}")
        for name, times in report["decision"].items():
            print(f"{name:34}{times['median_ms']:9.3f}{times['mean_ms']:9.3f}{times['p99_ms']:9.3f}"
                  f"{times['decisions']:9d}")
        print("goals met" if ok else "GOAL MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
