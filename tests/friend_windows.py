"""Two windows playing a friend's game, each moved by a small robot that clicks the real table as a person would.

The robot looks only at what its window shows (the seat's view, the knock question, the result panel) and clicks:
a card, the stock or the pile, the table's buttons, the felt to go on after a hand, Accept in the agreement box.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from ginqt.engine import ActionKind
from ginqt.strategy import FallbackStrategy
from ginqt.ui.window import MainWindow, friends


def click_at(window: MainWindow, point: QPointF) -> None:
    view = window.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(point))


def click_button(window: MainWindow, name: str) -> None:
    button = window.scene.buttons[name]
    assert button.isVisible(), f"button {name} is not shown"
    click_at(window, button.scenePos() + QPointF(60, 20))


def answer_box(box: QMessageBox, role: QMessageBox.ButtonRole) -> None:
    """Click the box's button of ``role`` (Accept, Decline, OK) with the mouse."""
    button = next(b for b in box.buttons() if box.buttonRole(b) == role)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def robot_step(window: MainWindow) -> bool:
    """One click of the person's, if one is due now (True when it clicked)."""
    c = window.controller
    play = friends(window)
    box = play.message
    if box is not None and box.isVisible() and box.icon() is QMessageBox.Icon.Question:
        answer_box(box, QMessageBox.ButtonRole.AcceptRole)
        return True
    if c.question is not None:
        click_button(window, "knock")
        return True
    session = c.session
    if session is None or play.pacer is None or c.session is not play.pacer.session:
        return False
    if c.human_to_act:
        action = FallbackStrategy().choose(session.view())
        if action.kind is ActionKind.TAKE_UPCARD:
            click_button(window, "take")
        elif action.kind is ActionKind.PASS:
            click_button(window, "pass")
        elif action.kind is ActionKind.DRAW_STOCK:
            click_at(window, window.scene.piles["stock"].scenePos() + QPointF(45, 63))
        elif action.kind is ActionKind.DRAW_DISCARD:
            click_at(window, window.scene.piles["pile"].scenePos() + QPointF(45, 63))
        else:
            assert action.card is not None
            click_at(window, window.scene.cards[action.card].scenePos() + QPointF(12, 70))
        return True
    if session.hand_over and not session.game_over() and not play.pacer._next_wanted:
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(6, window.view.viewport().height() // 2))  # the felt: go on to the next hand
        return True
    return False


def play_until(qtbot: Any, windows: tuple[MainWindow, ...], done: Callable[[], bool], seconds: float = 120,
               ready: Callable[[], bool] = lambda: True) -> None:
    """Let the robots click until ``done()`` (only while ``ready()``: e.g. a secrets watch has looked)."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the friend's game did not end in time"
        for window in windows:
            if ready():
                robot_step(window)
        qtbot.wait(5)


def game_over(*windows: MainWindow) -> Callable[[], bool]:
    return lambda: all(friends(w).pacer is not None and friends(w).pacer.over for w in windows)
