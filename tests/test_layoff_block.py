"""Issue 48, item 3: a knocker that lays down more deadwood than it had to, to block the defender's layoffs,
is told why on the result panel (the engine finds it, :func:`ginqt.engine.layoff_block`; ``ui/text`` words it)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import make_hand
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from ginqt.cards import CardSet, parse_card, parse_cards
from ginqt.engine import Match, NotAKnockError, Phase, layoff_block, settle
from ginqt.engine.settle import knocker_net
from ginqt.melds import mask_best_arrangement, mask_min_deadwood
from ginqt.play.runner import GameRunner
from ginqt.play.session import OPPONENT
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.ui.table.snapshot import Button
from ginqt.ui.text import layoff_block_lines

pytestmark = pytest.mark.timeout(120)

KNOCKER = "5H 6H 7H 8H KS KD KC AC AD 2C"
DEFENDER = "3H 4H QS QD QC JS TC 2S 8D 7C"
EXPLAINED = ["5♥ kept out of your run:", "Computer could not lay off 3♥ 4♥", "You score 35 instead of 33"]


def test_a_blocking_knock_is_found_with_what_it_blocked() -> None:
    st = settle(parse_cards(KNOCKER), parse_cards(DEFENDER), Rules())
    assert st.knocker_deadwood == 9 and st.layoffs == () and st.points == 35
    block = layoff_block(st, Rules())
    assert block is not None and block.kept_out == parse_cards("5H") and block.blocked == parse_cards("3H 4H")
    assert [meld.cards for meld in block.melds] == [parse_cards("5H 6H 7H 8H")]
    assert block.instead.knocker_deadwood == 4 and (block.net, block.net_instead) == (35, 33)
    assert layoff_block_lines(block, "You", "Computer") == EXPLAINED
    assert layoff_block_lines(block, "Computer", "You") == \
        ["Computer kept 5♥ out of its run:", "you could not lay off 3♥ 4♥", "Computer scores 35 instead of 33"]


def _knock(rng: random.Random) -> tuple[int, int]:
    """A knocker with a four-card run, a set and three low cards; a defender holding the two cards below the
    run (or above it) and eight more: the knocker may keep the run's end card out to block them."""
    suit, start = rng.randrange(4), rng.randrange(2, 9)
    run = [suit * 13 + start + i for i in range(4)]
    below = [suit * 13 + start - 1, suit * 13 + start - 2] if rng.random() < 0.5 or start + 5 > 12 else \
        [suit * 13 + start + 4, suit * 13 + start + 5]
    rank = rng.choice([r for r in range(13) if not start - 2 <= r <= start + 5])
    trio = rng.sample([s * 13 + rank for s in range(4)], 3)
    rest = [c for c in range(52) if c not in run + below + trio]
    rng.shuffle(rest)
    low = [c for c in rest if c % 13 < 3][:3]
    rest = [c for c in rest if c not in low]
    return sum(1 << c for c in run + trio + low), sum(1 << c for c in below + rest[:8])


def test_a_block_is_told_exactly_when_the_knocker_left_more_than_its_least_deadwood() -> None:
    """Over random knocks: a block is found exactly when the settlement's knocker deadwood is above its least,
    and then it scored more than its least-deadwood arrangement would have, which meets the least deadwood."""
    rng, rules, blocks, knocks = random.Random(48), Rules(), 0, 0
    for _ in range(3000):
        knocker, defender = _knock(rng)
        try:
            st = settle(knocker, defender, rules)
        except NotAKnockError:
            continue
        knocks += 1
        block = layoff_block(st, rules)
        least = mask_best_arrangement(knocker).deadwood
        assert (block is not None) == (st.knocker_deadwood > least), CardSet(knocker).text
        if block is not None:
            blocks += 1
            assert block.net > block.net_instead == knocker_net(block.instead)
            assert block.kept_out and block.blocked and not block.blocked.mask & knocker
            assert mask_min_deadwood(knocker) == block.instead.knocker_deadwood == least
    assert knocks > 1000 and blocks >= 20, (knocks, blocks)


def _click(window: Any, item: Any) -> None:
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _knocked(make_window: Any, qtbot: Any, **prefs: Any) -> Any:
    """The person knocks with KNOCKER (9♠ thrown, "Knock with 4?" answered by the Knock button) against DEFENDER."""
    window = make_window(**prefs)
    rules = Rules()
    hand = make_hand(rules, KNOCKER + " 9S", DEFENDER, upcard="JD", phase=Phase.DISCARD, to_play=0, turns=6)
    spec = GameSpec(Variant.standard(rules), ("You", "Computer"))
    window.controller.resume(GameRunner.at(spec, Match(rules, 5, hand)))
    _click(window, window.scene.cards[int(parse_card("9S"))])
    assert window.controller.question is not None
    assert "4" in window.board.snapshot.texts["turn"]  # the question asks with the least deadwood
    _click(window, window.scene.buttons[Button.KNOCK.value])
    qtbot.waitUntil(lambda: window.board.snapshot.result is not None, timeout=5000)
    return window


def test_the_result_panel_says_why_the_deadwood_is_more_than_asked(make_window: Any, qtbot: Any) -> None:
    window = _knocked(make_window, qtbot)
    panel = window.scene.panels["result"]
    assert panel.lines[0] == "Your deadwood: 9" and panel.lines[1:4] == EXPLAINED, panel.lines
    assert panel.title == "You win 35 points"
    hand = window.controller.session.match.hand
    assert hand.result is not None and hand.result.knocker != OPPONENT


@pytest.mark.parametrize(("width", "height", "text_size"), [(1024, 600, 100), (1024, 600, 160), (1366, 768, 160)])
def test_the_explained_result_fits_the_panel(make_window: Any, qtbot: Any, tmp_path: Path, width: int, height: int,
                                             text_size: int) -> None:
    window = _knocked(make_window, qtbot, text_size=text_size)
    window.resize(width, height)
    qtbot.wait(50)
    panel = window.scene.panels["result"]
    assert panel.lines[1:4] == EXPLAINED
    shot = Path("/tmp/ginqt-shots") if Path("/tmp/ginqt-shots").is_dir() else tmp_path
    assert window.grab().save(str(shot / f"layoff-block-{width}x{height}-{text_size}.png"))
    box = panel.mapRectToScene(QRectF(0, 0, *panel.size))  # as painted (its bounding box has a margin)
    assert window.scene.sceneRect().contains(box), "the panel stays on the table"
    south = [item.sceneBoundingRect() for card, item in window.scene.cards.items()
             if item.isVisible() and card in CardSet(window.controller.session.match.hand.hands[0])]
    assert not any(box.intersects(card) for card in south), "the panel leaves the knocker's cards in sight"
