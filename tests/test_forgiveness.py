"""Forgiveness at the table (issue 39, item 14): a key pressed twice throws nothing away, and a
card discarded by mistake comes back with Undo until the opponent has answered it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.engine import ActionKind, Phase
from ginqt.play.session import KnockAnswer
from ginqt.ui.game.controller import Controller
from ginqt.ui.menus import Command
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(60)


def to_the_draw(qtbot, window: MainWindow) -> Controller:  # type: ignore[no-untyped-def]
    """A new game, the upcard passed by the person (N) until the person is to draw."""
    window.new_game()
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.human_to_act, timeout=10000)
        if c.session.match.hand.phase is Phase.DRAW:
            return c
        QTest.keyClick(window.view, Qt.Key.Key_N)


def test_d_again_after_drawing_throws_nothing_away(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=21)
    c = to_the_draw(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert c.session.match.hand.phase is Phase.DISCARD
    drawn = window.board.drawn_card
    assert drawn is not None
    after_draw = c.session.match
    QTest.keyClick(window.view, Qt.Key.Key_D)  # again, by mistake
    assert c.session.match is after_draw, "D pressed again changed the game"
    assert c.session.match.hand.hands[0] >> drawn & 1, "the drawn card left the hand"
    assert window.board.drawn_card == drawn
    assert "now discard a card" in window.board.message_text()
    assert "now discard a card" in window.status_line.text()


def test_a_discard_is_taken_back_until_the_opponent_answers(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=22)
    c = to_the_draw(qtbot, window)
    window.preferences.change(computer_delay_ms=60_000)  # the opponent waits: time to think again
    QTest.keyClick(window.view, Qt.Key.Key_D)
    before = c.session.match
    card = window.board.south_order()[0]
    QTest.keyClick(window.view, Qt.Key.Key_1)
    if c.question is not None:  # the first card would knock: play on
        QTest.keyClick(window.view, Qt.Key.Key_N)
    assert c.session.match.hand.discard_pile[-1] == card and c.session.match.hand.to_play == 1
    assert window.menus[Command.UNDO].isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_U)
    assert c.session.match == before, "Undo did not bring the discarded card back"
    assert c.session.match.hand.hands[0] >> card & 1
    assert c.human_to_act and not c.computer.busy
    assert not c.session.assisted  # nothing of the opponent's was seen
    # discarded again, and this time the opponent answers: then it stays (without multiple undo)
    window.preferences.change(computer_delay_ms=0)
    other = window.board.south_order()[1]
    QTest.keyClick(window.view, Qt.Key.Key_2)
    if c.question is not None:
        QTest.keyClick(window.view, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: c.human_to_act or c.session.match.hand.phase is Phase.OVER, timeout=10000)
    assert c.session.match.hand.to_play == 0 or c.session.match.hand.phase is Phase.OVER  # the opponent answered
    assert not c.session.match.hand.hands[0] >> other & 1
    assert not c.can_undo()
    assert not window.menus[Command.UNDO].isEnabled()


def test_the_card_taken_and_the_discard_both_come_back(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=23)
    c = to_the_draw(qtbot, window)
    window.preferences.change(computer_delay_ms=60_000)
    assert any(a.kind is ActionKind.DRAW_DISCARD for a in c.session.match.legal_actions())
    start = c.session.match
    QTest.keyClick(window.view, Qt.Key.Key_P)  # take the discard
    taken = window.board.drawn_card
    card = next(x for x in window.board.south_order() if x != taken)
    c.play_card(card)
    if c.question is not None:
        c.answer_knock(KnockAnswer.CONTINUE)
    assert c.session.match.hand.discard_pile[-1] == card
    QTest.keyClick(window.view, Qt.Key.Key_U)
    QTest.keyClick(window.view, Qt.Key.Key_U)
    assert c.session.match == start
