"""Render the README's screenshot, docs/screenshot.png, from the real window offscreen.

    QT_QPA_PLATFORM=offscreen python docs/screenshot.py [OUT.png] [--size 1200x760]

A game between two computer players is played on from a fixed seed until a few hands
are scored and it is the person's seat's turn in the middle of a hand; the window
carries on that game (as a saved game is resumed), the person draws from the stock,
and the window is grabbed: the hand with its melds marked, the card just drawn, the
piles, the score board and the instruction, as a player sees them.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
from pathlib import Path

from PySide6.QtGui import QImageWriter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.cards import CardSet
from ginqt.engine import Match, Phase
from ginqt.melds import MeldKind, best_melds
from ginqt.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.runner import GameRunner
from ginqt.ui.game.session import HUMAN, GameSetup
from ginqt.ui.window import MainWindow

SEED = 14  #: the game shown


def a_hand_in_play(source: PlayerSource) -> tuple[Match, GameSetup]:
    """The first state of a game from :data:`SEED` on, with both players scored, where the person is to draw
    holding a set and a run and at most 20 deadwood (a hand worth showing)."""
    _rules, scoring, variant_rules = source.rules("standard")
    for seed in itertools.count(SEED):
        players = [source.make("standard", seed + 1, 5.0), source.make("standard", seed + 2, 5.0)]
        runner = GameRunner.new(variant_rules, scoring, seed=seed, players=players)
        setup = GameSetup(runner.match.rules, ("You", "Computer"), scoring, variant_rules, seed,
                          {"variant": "standard"})
        while not (runner.hand_over and runner.over):
            hand = runner.match.hand
            if min(runner.match.scores) > 0 and hand.phase is Phase.DRAW and hand.to_play == HUMAN:
                melds = best_melds(CardSet(hand.hands[HUMAN]))
                if {meld.kind for meld in melds.melds} == set(MeldKind) and melds.deadwood <= 20:
                    return runner.match, setup
            if runner.hand_over:
                runner.next_hand()
            else:
                runner.step()
    raise AssertionError("unreachable")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(Path(__file__).with_name("screenshot.png")))
    parser.add_argument("--size", default="1200x760")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication(sys.argv[:1])
    source = PlayerSource(autoload=False)
    prefs = Preferences(animation_ms=0, computer_delay_ms=0, welcomed=True)
    window = MainWindow(prefs, source, seed=SEED)
    window.resize(width, height)
    window.show()
    QTest.qWait(200)
    match, setup = a_hand_in_play(source)
    window.controller.resume(setup, match)
    window.statusBar().clearMessage()
    window.controller.draw_stock()
    QTest.qWait(200)
    image = window.grab().toImage()
    writer = QImageWriter(args.out, b"png")
    writer.setQuality(0)  # for PNG: the most compression (setCompression would store it uncompressed)
    if not writer.write(image):
        print(f"could not write {args.out}: {writer.errorString()}", file=sys.stderr)
        return 1
    print(f"{args.out}: {width}x{height}, {Path(args.out).stat().st_size // 1024} KiB")
    window.controller.shutdown()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
