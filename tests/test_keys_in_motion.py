"""Issue 48, item 4: a key pressed while a card moves is not lost.  D, then a digit 0 to 400 ms later at the
default animation speed: the digit once did nothing while the drawn card flew to the hand (30-200 ms)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ginqt.engine import Phase
from ginqt.play.session import HUMAN
from ginqt.preferences import Preferences

pytestmark = pytest.mark.timeout(60)

#: the default pace: card moves, the computer's pause, the pause after a hand
PACE = {field: getattr(Preferences(), field)
        for field in ("animation_ms", "computer_delay_ms", "demo_delay_ms", "hand_pause_ms")}
GAPS = (0, 10, 30, 60, 100, 150, 200, 250, 300, 400)


def _your_draw(window: Any, qtbot: Any) -> None:
    """The person to draw (the upcard offer passed by N, as a player would), every card at rest."""
    c = window.controller

    def drawing() -> bool:
        m = c.session.match
        if c.human_to_act and m.hand.phase is Phase.UPCARD_OFFER and not window.scene.animating:
            QTest.keyClick(window, Qt.Key.Key_N)
        return c.human_to_act and m.hand.phase is Phase.DRAW and not window.scene.animating

    qtbot.waitUntil(drawing, timeout=15_000)


@pytest.mark.parametrize(("draw", "gap"), [*((Qt.Key.Key_D, gap) for gap in GAPS),
                                           *((Qt.Key.Key_P, gap) for gap in (0, 60, 150))])
def test_a_digit_pressed_while_the_drawn_card_moves_discards(make_window: Any, qtbot: Any, draw: Qt.Key,
                                                             gap: int) -> None:
    assert PACE["animation_ms"] >= 200  # the default speed, as a player has it
    window = make_window(seed=2, sound=False, **PACE)
    window.new_game()
    _your_draw(window, qtbot)
    c = window.controller
    if draw == Qt.Key.Key_P:  # the passed upcard may not be taken: a turn played at rest first, then the pile's card
        QTest.keyClick(window, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: not window.scene.animating)
        QTest.keyClick(window, Qt.Key.Key_1)
        qtbot.waitUntil(lambda: c.session.match.hand.to_play != HUMAN)
        _your_draw(window, qtbot)
    first = window.board.south_order()[0]
    QTest.keyClick(window, draw)
    assert c.session.match.hand.phase is Phase.DISCARD
    moving = window.scene.animating
    if gap:
        QTest.qWait(gap)
    QTest.keyClick(window, Qt.Key.Key_1)
    hand = c.session.match.hand
    assert not hand.hands[HUMAN] >> first & 1, f"the digit pressed {gap} ms after the draw was lost ({moving=})"
    assert hand.hands[HUMAN].bit_count() == 10 and hand.discard_pile[-1] == first
