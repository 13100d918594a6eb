"""The table celebrates (issue 39, item 17): a gin, a game won and a shutout each get their moment on the
table, from the engine's results; none with Options › Animation off; never in the way of the next hand."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from ui_helpers import source

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.engine import Match, SettlementKind
from ginqt.play.runner import GameRunner
from ginqt.play.session import HUMAN
from ginqt.play.spec import GameSpec, Variant
from ginqt.ui.game.moments import Cheer
from ginqt.ui.menus import Toggle
from ginqt.ui.table.celebration import GatherItem, GlowItem, RingItem
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(120)


@cache
def ending(variant: str, kind: str) -> tuple[Match, GameSpec]:
    """A game between the standard player (the person's seat) and the easy one, stopped at ``kind``: "gin" (the
    person's gin, the game going on), "won" (a game the person won, no shutout), "shutout" (one the opponent won
    no hand of, as the engine's rules count it) or "lost"."""
    src = source()
    _rules, scoring, variant_rules = src.rules(variant)
    for seed in range(1, 400):
        players = [src.make("standard", seed + 1, 5.0), src.make("easy", seed + 2, 5.0)]
        setup = GameSpec(Variant(variant, variant_rules, scoring), seed=seed)
        runner = GameRunner(setup, players)
        while True:
            runner.play_hand()
            result = runner.match.hand.result
            if runner.over:
                end = runner.match.result
                assert end is not None
                if (kind == "won" and end.winner == HUMAN and not end.shutout) or \
                        (kind == "shutout" and end.winner == HUMAN and end.shutout) or \
                        (kind == "lost" and end.winner != HUMAN):
                    return runner.match, setup
                break
            settlement = result.settlement if result is not None else None
            if kind == "gin" and settlement is not None and settlement.kind is SettlementKind.GIN and \
                    result is not None and result.winner == HUMAN:
                return runner.match, setup
            runner.next_hand()
    raise AssertionError(f"no {kind} in 400 games of {variant}")


def at(windows: Callable[..., MainWindow], variant: str, kind: str, **prefs: Any) -> MainWindow:
    match, setup = ending(variant, kind)
    window = windows(animation_ms=prefs.pop("animation_ms", 250), **prefs)
    window.resize(1200, 800)
    window.controller.resume(GameRunner.at(setup, match))
    return window


def items_of(window: MainWindow) -> list[type]:
    return [type(item) for item in window.scene.items() if isinstance(item, (GlowItem, GatherItem, RingItem))]


def test_a_gin_gathers_the_cards_to_the_winner_in_a_glow(windows, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "gin")
    celebration = window.board.celebration
    assert celebration.playing is Cheer.GIN and celebration.winner == HUMAN
    assert sorted(t.__name__ for t in items_of(window)) == ["GatherItem", "GlowItem"]
    assert window.scene.input_enabled  # input goes on meanwhile
    gather = next(item for item in window.scene.items() if isinstance(item, GatherItem))
    # the deck lands beside the person's hand (south), not over it
    south = [p for p in window.board.snapshot.cards.values() if p.group == "south"]
    assert abs(gather.target.y() - sum(p.y for p in south) / len(south)) < 1
    assert gather.target.x() + 90 <= min(p.x for p in south) or gather.target.x() >= max(p.x for p in south) + 90
    celebration.seek(0.95)
    assert gather.landed() == len(gather.cards)  # every card on the deck by the end
    qtbot.waitUntil(lambda: celebration.playing is None, timeout=5000)
    assert items_of(window) == []  # and then it leaves the table


def test_a_won_game_and_a_shutout_each_have_their_moment(windows) -> None:  # type: ignore[no-untyped-def]
    won = at(windows, "standard", "won")
    assert won.board.celebration.playing is Cheer.GAME_WON
    assert RingItem not in items_of(won) and GatherItem in items_of(won)
    shutout = at(windows, "tommy", "shutout")
    assert shutout.controller.session.match.result.shutout  # the engine says it is one
    assert shutout.board.celebration.playing is Cheer.SHUTOUT
    assert {GlowItem, GatherItem, RingItem} <= set(items_of(shutout))
    lost = at(windows, "standard", "lost")
    assert lost.board.celebration.playing is None and items_of(lost) == []


@pytest.mark.parametrize("off", ["menu", "instant"])
def test_with_animation_off_nothing_is_celebrated(windows, off: str) -> None:  # type: ignore[no-untyped-def]
    prefs: dict[str, Any] = {"animation": False} if off == "menu" else {"animation_ms": 0}
    window = at(windows, "tommy", "shutout", **prefs)
    assert window.board.celebration.playing is None and items_of(window) == []
    assert window.board.overlay.playing is None  # the result panel is shown at once too
    assert window.scene.panels["result"].isVisible()


def test_options_animation_switches_it_off(windows) -> None:  # type: ignore[no-untyped-def]
    window = windows(animation_ms=250)
    action = window.menus.toggles[Toggle.ANIMATION]
    options = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Options")
    assert action in options.actions() and action.isChecked() and action.text().replace("&", "") == "Animation"
    action.trigger()
    assert window.prefs.animation is False and window.board.animation_ms() == 0
    match, setup = ending("standard", "gin")
    window.controller.resume(GameRunner.at(setup, match))
    assert window.board.celebration.playing is None and items_of(window) == []


@pytest.mark.parametrize("how", ["click", "key"])
def test_the_next_hand_ends_it_at_once(windows, how: str) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "gin")
    c = window.controller
    number = c.session.match.hand_number
    assert window.board.celebration.playing is Cheer.GIN
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    if how == "click":
        view = window.view
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(QPointF(60, 400)))
    else:
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert c.session.match.hand_number == number + 1  # dealt at once: nothing held the click up
    assert window.board.celebration.playing is None and items_of(window) == []
