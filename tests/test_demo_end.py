"""A demo game names the computer players by who plays them, never "You" (issue 39, item 5), nor by seats
(North, South: issue 48, item 7)."""

from __future__ import annotations

from typing import Any

import pytest
from ui_helpers import source

from ginqt.engine import Match
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy
from ginqt.ui.game.narrator import Deed, DeedKind, Report

pytestmark = pytest.mark.timeout(120)


def finished(seed: int) -> tuple[Match, GameSpec]:
    """A one-hand game played to its end by two computer players, the person's seat named "You"."""
    _rules, scoring, _variant_rules = source().rules("standard")
    rules = Rules(score_limit=0)
    setup = GameSpec(Variant("standard", rules, scoring), seed=seed)
    runner = GameRunner(setup, [FallbackStrategy(), FallbackStrategy()])
    while not (runner.hand_over and runner.over):
        if runner.hand_over:
            runner.next_hand()
        else:
            runner.step()
    return runner.match, setup


def panel_text(window: Any) -> str:
    panel = window.scene.panels["result"]
    return "\n".join([panel.banner, panel.title, *panel.lines, panel.footer])


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_demo_game_ends_without_you(windows: Any, seed: int) -> None:
    match, setup = finished(seed)
    window = windows()
    window.controller.set_demo(True)
    window.controller.resume(GameRunner.at(setup, match))
    assert window.controller.demo and window.controller.game_over()
    text = panel_text(window)
    banner = window.scene.panels["result"].banner
    assert "You" not in text and "you " not in text, text
    winner = match.result.winner if match.result is not None else None
    names = window.board.names()
    assert names == ("Standard", "Computer") and not {"North", "South"} & set(text.split())
    assert banner == ("A drawn game" if winner is None else names[winner] + " wins the game"), text


def test_the_persons_own_game_still_says_you(windows: Any) -> None:
    """Only a demo is named by its seats: the person's own game speaks to them."""
    for seed in range(1, 20):
        match, setup = finished(seed)
        if match.result is not None and match.result.winner == 0:
            break
    window = windows()
    window.controller.resume(GameRunner.at(setup, match))
    assert not window.controller.demo
    assert window.scene.panels["result"].banner == "You win the game!"


def test_a_demo_score_board_names_the_seats(windows: Any) -> None:
    """The score board of a demo names its players as the result panel and the messages do, never "You"."""
    match, setup = finished(1)
    window = windows()
    window.controller.set_demo(True)
    window.controller.resume(GameRunner.at(setup, match))
    north, south = window.board.snapshot.scoreboard.rows
    assert (south.name, north.name) == window.board.names() == ("Standard", "Computer")
    window.controller.message.emit(Report(((Deed(DeedKind.KNOCKED, 0),),)))  # the status bar's line of a move
    assert window.status_line.text() == "Standard knocked"
    window.controller.set_demo(False)
    window.controller.resume(GameRunner.at(setup, match))
    north, south = window.board.snapshot.scoreboard.rows
    assert (south.name, north.name) == ("You", "Computer")  # the person's own game speaks to them


def test_a_demos_players_are_named_in_full_on_the_score_board(make_window: Any, qtbot: Any) -> None:
    """F2 pressed on the window: the demo's players, "Standard (above)" and "Standard (below)", are read in
    full on the score board (they were cut to "Standard (a…" at the board's one size of name)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtTest import QTest

    from ginqt.ui.table.signs import PAD, name_font

    window = make_window(seed=3)
    window.new_game()
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=10000)  # the person's turn, as a player sees it
    QTest.keyClick(window.view, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: window.controller.demo)
    rows = window.board.snapshot.scoreboard.rows
    names = [("▶ " if row.active else "") + row.name for row in rows]
    assert any("(above)" in name for name in names) and any("(below)" in name for name in names), names
    item = window.scene.scoreboard
    room = item.width - 2 * PAD - 60  # the name's room beside the score
    for name in names:
        assert QFontMetricsF(name_font(name, room)).horizontalAdvance(name) <= room, name
    QTest.keyClick(window.view, Qt.Key.Key_F2)  # and stopped again
