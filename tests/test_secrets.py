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


def test_the_order_of_the_computers_face_down_cards_says_nothing_of_them(make_window: Any, qtbot: Any) -> None:
    """The backs lay in the order of the cards under them (spades first, by rank): the place a discard left
    from told an observant player where the rest of the hand stood.  Now in an order drawn anew each hand."""
    from ginqt.play.session import OPPONENT

    window = make_window(seed=4, score_limit=0)
    orders = []
    for _ in range(3):
        window.new_game()
        qtbot.waitUntil(lambda: window.board.snapshot is not None)
        hand = window.controller.match.hand
        face_down = hand.hands[OPPONENT] & ~hand.known[OPPONENT]
        hidden = [card for card in range(52) if face_down >> card & 1]
        assert len(hidden) == 10
        order = sorted(hidden, key=lambda card: window.scene.cards[card].x())
        assert order != sorted(hidden), "the backs lie in the order of their cards"
        orders.append(tuple(order))
    # the same deal again (the window's seed): laid out in another order each time
    assert len(set(orders)) == 3
