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
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtGui import QImage, QImageWriter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.cards import CardSet
from ginqt.engine import Match, Phase
from ginqt.melds import MeldKind, best_melds
from ginqt.play.runner import GameRunner
from ginqt.play.session import HUMAN
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.strategy import Strategy
from ginqt.ui.window import MainWindow

SEED = 14  #: the game shown

#: A computer player: makes the game played until a wanted state (:func:`first_state`).
Players = Callable[[PlayerSource, int], Sequence[Strategy]]


def standard_players(source: PlayerSource, seed: int) -> Sequence[Strategy]:
    return [source.make("standard", seed + 1, 5.0), source.make("standard", seed + 2, 5.0)]


def first_state(source: PlayerSource, wanted: Callable[[Match], bool], seed: int = SEED,
                players: Players = standard_players) -> tuple[Match, int]:
    """The first state, in games between two computer players from ``seed`` on, for which ``wanted`` holds;
    and the seed of its game (the window carries on from there as a saved game is resumed)."""
    _rules, scoring, variant_rules = source.rules("standard")
    for game_seed in itertools.count(seed):
        spec = GameSpec(Variant("standard", variant_rules, scoring), seed=game_seed)
        runner = GameRunner(spec, players(source, game_seed))
        while not (runner.hand_over and runner.over):
            if wanted(runner.match):
                return runner.match, game_seed
            if runner.hand_over:
                runner.next_hand()
            else:
                runner.step()
    raise AssertionError("unreachable")


def game_setup(source: PlayerSource, seed: int) -> GameSpec:
    """The setup of a standard game from ``seed`` (as :func:`first_state` played it) for the window."""
    _rules, scoring, variant_rules = source.rules("standard")
    return GameSpec(Variant("standard", variant_rules, scoring), seed=seed)


def a_hand_in_play(match: Match) -> bool:
    """Both players scored and the person is to draw holding a set and a run and at most 20 deadwood (a hand
    worth showing)."""
    hand = match.hand
    if min(match.scores) > 0 and hand.phase is Phase.DRAW and hand.to_play == HUMAN:
        melds = best_melds(CardSet(hand.hands[HUMAN]))
        return {meld.kind for meld in melds.melds} == set(MeldKind) and melds.deadwood <= 20
    return False


def save_png(image: QImage, path: str | Path) -> str | None:
    """Write ``image`` as a PNG, as small as PNG makes it; ``None``, or why it could not be written."""
    writer = QImageWriter(str(path), b"png")
    writer.setQuality(0)  # for PNG: the most compression (setCompression would store it uncompressed)
    return None if writer.write(image) else writer.errorString()


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
    match, seed = first_state(source, a_hand_in_play)
    window.controller.resume(GameRunner.at(game_setup(source, seed), match))
    window.statusBar().clearMessage()
    window.controller.draw_stock()
    QTest.qWait(200)
    problem = save_png(window.grab().toImage(), args.out)
    if problem is not None:
        print(f"could not write {args.out}: {problem}", file=sys.stderr)
        return 1
    print(f"{args.out}: {width}x{height}, {Path(args.out).stat().st_size // 1024} KiB")
    window.controller.shutdown()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
