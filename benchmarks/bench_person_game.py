"""A person's whole game at the window, kept as a person's game is: the seconds it takes.

The person's hand is played through the controller's intents (the scripted runs' ``AutoPlayer``, the
``standard`` player's moves) against the ``easy`` computer, with no animation and no pause, while the
``GameKeeper`` saves the log at every change and writes the game's record at every hand's end.  This is
what a person's game costs beyond the moves (issue 49: the keeper makes the record from the log alone).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_person_game.py [--games 5] [--seed 3] [--json]

Compare two checkouts by running each alternately (``--games 1`` each time) and taking medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def one_game(seed: int, folder: Path) -> tuple[float, int]:
    """Seconds to play one whole game of 100 points, and its hands."""
    from PySide6.QtWidgets import QApplication

    from ginqt.plugins.players import PlayerSource
    from ginqt.preferences import Preferences
    from ginqt.standard import choose_standard
    from ginqt.storage import Storage
    from ginqt.ui.game.keeper import GameKeeper
    from ginqt.ui.game.scripted import AutoPlayer
    from ginqt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    storage = Storage.open(folder)
    prefs = Preferences(name="Kim", opponent="easy", animation_ms=0, computer_delay_ms=0, demo_delay_ms=0,
                        hand_pause_ms=0)
    window = MainWindow(prefs, PlayerSource(autoload=False), seed=seed, storage=storage)
    keeper = GameKeeper(window.controller, storage)
    over: list[object] = []
    window.controller.gameOver.connect(over.append)
    start = time.perf_counter()
    window.new_game()
    AutoPlayer(window.controller, choose_standard, 100_000, lambda: None).start()
    while not over:
        app.processEvents()
    seconds = time.perf_counter() - start
    hands = window.controller.session.view().hand_number if window.controller.session is not None else 0
    window.controller.shutdown()
    keeper.close()
    window.close()
    return seconds, hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    times, hands = [], []
    for game in range(options.games):
        with tempfile.TemporaryDirectory() as folder:
            seconds, played = one_game(options.seed + game, Path(folder))
        times.append(seconds)
        hands.append(played)
    result = {"games": options.games, "hands": hands, "median_s": round(statistics.median(times), 3),
              "seconds": [round(t, 3) for t in times]}
    print(json.dumps(result) if options.json else
          f"{options.games} games ({sum(hands)} hands): median {result['median_s']} s a game")


if __name__ == "__main__":
    main()
