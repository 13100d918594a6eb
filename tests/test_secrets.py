"""Issue 48, item 2: nothing the window shows, speaks or writes names a card of the computer's hand that lies
face down on the table (a property over seeded games played to the end; ``benchmarks/check_secrets.py``
plays 200 of them)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from secrets_watch import play_watched

pytestmark = pytest.mark.timeout(300)

#: (seed, opponent, variant, preferences): every built-in opponent, several variants, advice on screen
GAMES = [(1, "standard", "standard", {}), (2, "easy", "oklahoma", {"show_advice": True}),
         (3, "expert", "hollywood", {}), (4, "standard", "tommy", {"big_cards": True})]


@pytest.mark.parametrize(("seed", "opponent", "variant", "prefs"), GAMES)
def test_no_hidden_card_is_ever_named(qtbot: Any, tmp_path: Path, seed: int, opponent: str, variant: str,
                                      prefs: dict[str, Any]) -> None:
    def wait(done: Callable[[], bool]) -> None:
        qtbot.waitUntil(done, timeout=240_000)

    watch = play_watched(seed, opponent, variant, tmp_path / "data", wait, **prefs)
    assert watch.steps > 50
    assert watch.leaks == [], watch.leaks[:5]
    assert watch.unsaid == [], watch.unsaid[:3]  # the read-aloud names each face-up card of the computer's


def test_the_table_holds_no_face_down_card(make_window: Any, qtbot: Any) -> None:
    """The backs once were the cards themselves (the 52 items keyed by card, the stock's in its order): the table knew
    every hidden card and hid it by drawing its back.  Now a face-down card is a stand-in back: no item of a card of
    the computer's face-down hand or of the stock is on the table."""
    from ginqt.play.session import OPPONENT
    from ginqt.ui.table.layout import NORTH_BACKS, STOCK_BACKS

    window = make_window(seed=4, score_limit=0)
    for _ in range(2):
        window.new_game()
        qtbot.waitUntil(lambda: window.board.snapshot is not None)
        hand = window.controller.session.match.hand
        secret = hand.hands[OPPONENT] & ~hand.known[OPPONENT] | sum(1 << card for card in hand.stock)
        scene = window.scene
        shown = {card for card, item in scene.cards.items() if item.isVisible()}
        assert not {card for card in shown if card < 52 and secret >> card & 1}
        north = [card for card in shown if scene.groups[card] == "north"]
        stock = [card for card in shown if scene.groups[card] == "stock"]
        assert len(north) == 10 and set(north) <= set(NORTH_BACKS)
        assert len(stock) == 4 and set(stock) <= set(STOCK_BACKS)
        assert not any(scene.cards[card].face_up for card in north + stock)


def test_the_computers_draw_and_discard_still_fly(make_window: Any, qtbot: Any) -> None:
    """At the default speed a back flies from the stock to the computer's hand when it draws, and a card it played
    from its face-down hand flies from there to the pile (face up: the public event named it)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ginqt.engine import Phase
    from ginqt.play.session import HUMAN
    from ginqt.preferences import Preferences

    pace = {field: getattr(Preferences(), field)
            for field in ("animation_ms", "computer_delay_ms", "demo_delay_ms", "hand_pause_ms")}
    window = make_window(seed=2, sound=False, **pace)
    scene, board = window.scene, window.board
    seen: list[tuple[str, float, float]] = []  # (what, where it starts, where it lands): y in scene units

    def drawn(snapshot: Any) -> None:
        before = getattr(drawn, "last", None)
        drawn.last = snapshot  # type: ignore[attr-defined]
        if before is None:
            return
        for card in set(snapshot.backs) - set(before.backs):
            seen.append(("draw", scene.cards[card].y(), snapshot.cards[card].y))
        top = snapshot.cards.keys() - before.cards.keys()
        for card in top:
            if card < 52 and snapshot.cards[card].group == "pile" and scene.cards[card].face_up:
                seen.append(("discard", scene.cards[card].y(), snapshot.cards[card].y))

    board.drawn.connect(drawn)
    window.new_game()
    c = window.controller
    for _ in range(6):
        def ready() -> bool:
            if c.human_to_act and c.session.match.hand.phase is Phase.UPCARD_OFFER and not scene.animating:
                QTest.keyClick(window, Qt.Key.Key_N)
            return c.human_to_act and c.session.match.hand.phase is Phase.DRAW and not scene.animating

        qtbot.waitUntil(ready, timeout=15_000)
        if {what for what, *_ in seen} >= {"draw", "discard"}:
            break
        QTest.keyClick(window, Qt.Key.Key_D)
        QTest.keyClick(window, Qt.Key.Key_1)
        qtbot.waitUntil(lambda: c.session.to_play != HUMAN, timeout=5000)
    size = scene.size
    draws = [(start, end) for what, start, end in seen if what == "draw"]
    discards = [(start, end) for what, start, end in seen if what == "discard"]
    assert draws and all(start < size.middle_y + 1 and start > size.north_y + 50 and end == size.north_y
                         for start, end in draws), draws  # from the stock up to the hand
    assert discards and any(start == pytest.approx(size.north_y) and end > size.north_y + 50
                            for start, end in discards), discards  # down from the hand to the pile
