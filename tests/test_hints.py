"""The hints (issue 11, item 3): the expert's advice for the person, off the GUI thread, on the table and in
the Hints dock; it agrees with the expert's own move in every position."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from ginqt_builtin.expert import ExpertStrategy
from ginqt_builtin.strategies import EasyStrategy
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from test_docks import plain

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.analysis import Effort, OpponentProfile
from ginqt.analysis.hints import SeenGame, hint
from ginqt.engine import Action, ActionKind, Event, EventKind, Phase, PlayerView
from ginqt.play.runner import GameRunner
from ginqt.play.session import HUMAN, KnockAnswer
from ginqt.play.spec import GameSpec, Variant
from ginqt.preferences import KnockMode
from ginqt.rules import PRESETS
from ginqt.standard import choose_standard
from ginqt.strategy import BaseStrategy
from ginqt.ui import text
from ginqt.ui.game.adviser import Hint
from ginqt.ui.table.snapshot import Bar, Button

pytestmark = pytest.mark.timeout(300)

#: Fewer deals than the expert's own: the agreement holds at any effort, and the tests run faster.
QUICK = Effort(deals=8, playouts=4, knock_deals=8)


# -- the hint is the expert's move --------------------------------------------------------------


class _Told(BaseStrategy):
    """The window's side of a game in a runner: it keeps a :class:`SeenGame` as the controller feeds the
    adviser (each deal and move as seat 0 saw it), and checks the hint against the expert seated there."""

    def __init__(self, expert: ExpertStrategy, runner_ref: list[GameRunner]) -> None:
        super().__init__()
        self.expert, self.runner_ref, self.seen = expert, runner_ref, SeenGame(0)
        self.checked: list[bool] = []

    def choose(self, view: PlayerView) -> Action:
        action = self.expert.choose(view)
        if len(view.legal_actions) > 1:
            advice = hint(self.seen.request(view, self.expert.seed or 0), QUICK)
            self.checked.append((advice.best.action.kind, advice.best.action.card) == (action.kind, action.card))
        return action


def _agreement(preset: str, seed: int) -> list[bool]:
    expert = ExpertStrategy(seed * 7 + 1, effort=QUICK)
    runners: list[GameRunner] = []
    told = _Told(expert, runners)
    runner = GameRunner(GameSpec(Variant.standard(PRESETS[preset].replace(score_limit=120)), seed=seed),
                                  (told, EasyStrategy(seed)))
    runners.append(runner)
    expert.new_hand(runner.view(0))  # seated as the runner seats a player
    for event in runner.events_for(0):
        expert.observe(event)
    told.seen.dealt(runner.match, runner.events_for(0))
    while not runner.over:
        if runner.hand_over:
            runner.next_hand()
            expert.new_hand(runner.view(0))
            for event in runner.events_for(0):
                expert.observe(event)
            told.seen.dealt(runner.match, runner.events_for(0))
            continue
        runner.step()
        for event in runner.events_for(0):
            expert.observe(event)
        told.seen.moved(runner.match, runner.events_for(0))
    return told.checked


@pytest.mark.parametrize(("preset", "seed"), [("standard", 2), ("standard", 5), ("oklahoma", 3), ("straight", 4),
                                              ("eaai", 7)])
def test_the_hint_is_the_experts_move_in_every_position(preset: str, seed: int) -> None:
    """The events and the opponent profile the hints keep (SeenGame, fed as the controller feeds it) are the
    expert's own: in every decision of whole games the hint is the move the expert seated there plays."""
    checked = _agreement(preset, seed)
    assert len(checked) >= 60 and all(checked), (len(checked), checked.count(False))


def test_a_move_taken_back_takes_its_events_back() -> None:
    runner = GameRunner(GameSpec(Variant.standard(PRESETS["standard"]), seed=3))
    seen = SeenGame(0)
    seen.dealt(runner.match, runner.events_for(0))
    states = [(runner.match, seen.events)]
    for _ in range(6):
        runner.apply(choose_standard(runner.view(runner.match.hand.to_play)))
        seen.moved(runner.match, runner.events_for(0))
        states.append((runner.match, seen.events))
    earlier, events = states[2]
    seen.restored(earlier)  # undo
    assert seen.events == events
    seen.restored(states[4][0])  # redo
    assert seen.events == states[4][1]
    seen.restored(earlier)
    runner.truncate(2)  # undo: the log cut back to the state of two moves in
    runner.apply(choose_standard(runner.view(runner.match.hand.to_play)))  # another move: the redo is gone
    seen.moved(runner.match, runner.events_for(0))
    assert seen.events == events + runner.events_for(0)
    seen.restored(states[4][0])
    assert seen.events == events + runner.events_for(0), "a state of the abandoned line is not found"


# -- at the table --------------------------------------------------------------------------------


def _wait_for_turn(qtbot: Any, window: Any) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act or c.session.match.hand.phase is Phase.OVER, timeout=20000)


def _ask(qtbot: Any, window: Any) -> Hint:
    """Press H; the hint comes later, through the controller's signal."""
    got: list[Hint] = []
    window.controller.adviser.ready.connect(got.append)
    QTest.keyClick(window.view, Qt.Key.Key_H)
    assert not got, "the hint is worked out off the GUI thread: the key returns before it"
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    window.controller.adviser.ready.disconnect(got.append)
    return got[0]


def _marked(window: Any, action: Action) -> None:
    """The yellow bar is on the item that plays ``action``."""
    snapshot = window.board.snapshot
    yellow = Bar.HINT
    kind = action.kind
    if kind is ActionKind.DRAW_STOCK:
        assert snapshot.stock_bar is yellow
    elif kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
        assert snapshot.pile_bar is yellow
    if kind in (ActionKind.PASS, ActionKind.TAKE_UPCARD):
        assert snapshot.hinted_button is {ActionKind.PASS: Button.PASS, ActionKind.TAKE_UPCARD: Button.TAKE}[kind]
    if kind in (ActionKind.DISCARD, ActionKind.KNOCK):
        assert action.card is not None and snapshot.cards[action.card].top_bar is yellow
    if kind is ActionKind.KNOCK:
        assert snapshot.hinted_button is Button.ARM, "the knock button carries the bar"
    else:
        assert snapshot.hinted_button in (None, Button.PASS, Button.TAKE)
        assert kind is not ActionKind.DISCARD or snapshot.hinted_button is None


def _play(window: Any, action: Action) -> None:
    c = window.controller
    if action.kind is ActionKind.KNOCK and action.card is not None:
        c.arm_knock()
        c.play_card(int(action.card))
        return
    {ActionKind.TAKE_UPCARD: c.take_upcard, ActionKind.PASS: c.pass_upcard, ActionKind.DRAW_STOCK: c.draw_stock,
     ActionKind.DRAW_DISCARD: c.draw_pile, ActionKind.BIG_GIN: c.big_gin}.get(
        action.kind, lambda: c.play_card(int(action.card)))()  # type: ignore[arg-type]


def test_asking_marks_the_game_assisted_and_the_bar_marks_each_kind_of_move(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    """Playing the hints through a game: each hint arrives through a signal (the key does not wait for it),
    marks the game assisted, is one of the legal moves with its why on the table, and the yellow bar is on
    the Pass button, the stock or the upcard, the card, or the Knock button."""
    window = windows(seed=3, knock_mode=KnockMode.MANUAL, opponent="easy")
    c = window.controller
    hands: list[list[Event]] = []  # what the person was shown, hand by hand: the expert in that seat is told this

    def shown(events: tuple[Event, ...]) -> None:
        if events and events[0].kind is EventKind.DEALT:
            hands.append([])
        hands[-1].extend(events)

    c.eventsShown.connect(shown)
    window.new_game()
    kinds: set[ActionKind] = set()
    for _ in range(400):
        _wait_for_turn(qtbot, window)
        if c.session.match.hand.phase is Phase.OVER:
            if c.game_over() or ({ActionKind.KNOCK, ActionKind.DISCARD} <= kinds and len(kinds) >= 4):
                break
            c.next()
            continue
        assisted = c.session.assisted
        given = _ask(qtbot, window)
        assert c.session.assisted and (assisted or given.asked), "asking for a hint marks the game assisted"
        assert given.view == c.session.view() and given.action in c.session.match.legal_actions()  # type: ignore[union-attr]
        assert c.adviser.seen.events == tuple(hands[-1]), "the hint is given the hand's events as the person saw them"
        profile = OpponentProfile()
        for earlier in hands[:-1]:
            profile = profile.after_hand(HUMAN, earlier, c.session.match.rules)
        assert c.adviser.seen.profile == profile, "and what the earlier hands showed of the opponent's knocking"
        assert window.board.look.hint == given.action
        shown = window.scene.texts["hint"].text()  # a long hint is broken in two lines
        assert shown.replace("\n", " ") == text.hint_text(text.hint_line_text(given.analysis, given.view))
        _marked(window, given.action)
        kinds.add(given.action.kind)
        _play(window, given.action)
    assert {ActionKind.KNOCK, ActionKind.DISCARD, ActionKind.DRAW_STOCK} <= kinds, kinds
    assert kinds & {ActionKind.PASS, ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD}, kinds


def test_the_middle_button_asks_too_and_a_stale_hint_is_dropped(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    window = windows(seed=10)
    c = window.controller
    window.new_game()
    _wait_for_turn(qtbot, window)
    got: list[Hint] = []
    c.adviser.ready.connect(got.append)
    view = window.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(QPointF(600, 200)))
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    assert c.session.assisted
    got.clear()
    before = c.session.view()
    QTest.keyClick(window.view, Qt.Key.Key_H)  # the same moment: answered at once, not worked out again
    assert got and got[0].view == before
    got.clear()
    c.adviser.ask(replace(before, turns=before.turns + 1), 0, True)  # a view not on the table yet: worked out...
    window.new_game()  # ...when a new game starts: it never reaches the table
    _wait_for_turn(qtbot, window)
    c.adviser.wait(20000)
    qtbot.wait(50)
    assert not got and window.board.look.hint is None


def test_advice_at_every_turn_comes_by_itself(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    window = windows(seed=4, show_advice=True)
    c = window.controller
    panel = window.panels.hints
    panel.show()
    panel.raise_()
    window.new_game()
    _wait_for_turn(qtbot, window)
    qtbot.waitUntil(lambda: panel.advice() is not None, timeout=20000)
    advice = panel.advice()
    assert advice is not None and not advice.asked and advice.view == c.session.view()  # type: ignore[union-attr]
    assert text.plain_hint_text(advice.view, advice.analysis) in plain(panel.label("advice").text())
    assert window.board.look.hint is None, "the bar marks only the advice asked for"
    assert c.session.assisted, "advice on screen at the player's turn marks the game assisted"


def test_a_move_undone_at_the_table_is_forgotten_by_the_hints(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    window = windows(seed=6, multiple_undo=True)
    c = window.controller
    window.new_game()
    _wait_for_turn(qtbot, window)
    start, before, seen = c.session.match, c.adviser.seen.events, c.session.view()
    _play(window, choose_standard(c.session.view()))
    qtbot.waitUntil(lambda: c.can_undo(), timeout=20000)
    assert len(c.adviser.seen.events) > len(before)
    c.undo()
    assert c.session.match == start and c.adviser.seen.events == before
    given = _ask(qtbot, window)
    assert given.view == seen


def test_the_knock_questions_buttons_carry_the_bar_only_for_the_card_asked_about(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    window = windows(seed=3, opponent="easy")  # knocks are asked about (Knock / Continue / Play to gin)
    c = window.controller
    window.new_game()
    for _ in range(400):
        _wait_for_turn(qtbot, window)
        if c.session.match.hand.phase is Phase.OVER:
            assert not c.game_over(), "the hints never advised a knock"
            c.next()
            continue
        given = _ask(qtbot, window)
        if given.action.kind is ActionKind.KNOCK:
            break
        _play(window, given.action)
        if c.question is not None:  # the hint plays on with a card that could knock: the table asks first
            c.answer_knock(KnockAnswer.CONTINUE)
    card = given.action.card
    assert card is not None
    c.play_card(int(card))
    assert c.question is not None and c.question.card == card
    again: list[Hint] = []
    c.adviser.ready.connect(again.append)
    QTest.keyClick(window.view, Qt.Key.Key_H)
    assert again and again[0].action == given.action  # the same moment: the same advice, at once
    assert window.board.snapshot.hinted_button is Button.KNOCK
    other = next(a for a in c.session.match.legal_actions() if a.kind is ActionKind.DISCARD and a.card != card)
    window.board.update_look(hint=other)
    assert window.board.snapshot.hinted_button is None, "Continue would throw the card asked about, not this one"
    window.board.update_look(hint=Action(ActionKind.DISCARD, card))
    assert window.board.snapshot.hinted_button is Button.CONTINUE


def test_a_hinted_button_shows_its_bar_by_itself_not_by_the_button_above(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    """Take and Pass are stacked: the bar on Pass sat in the gap under Take and touched it."""
    window = windows(seed=10)
    c = window.controller
    window.new_game()
    _wait_for_turn(qtbot, window)
    assert c.session.match.hand.phase is Phase.UPCARD_OFFER
    got: list[Hint] = []
    c.adviser.ready.connect(got.append)
    c.request_hint()
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    given = got[0]
    for kind, button in ((ActionKind.PASS, Button.PASS), (ActionKind.TAKE_UPCARD, Button.TAKE)):
        first = [entry for entry in given.analysis.actions if entry.action.kind is kind]
        rest = [entry for entry in given.analysis.actions if entry.action.kind is not kind]
        # The advice as if the expert had ranked this move first.
        c.adviser.ready.emit(replace(given, analysis=replace(given.analysis, actions=(*first, *rest))))
        snapshot = window.board.snapshot
        assert snapshot.hinted_button is button
        items = {name: window.scene.buttons[name.value] for name in snapshot.buttons}
        marked = items[button]
        bar = marked.mapRectToScene(marked.hint_bar_rect())
        for name, item in items.items():
            body = item.mapRectToScene(item.shape().boundingRect())
            gap = max(body.left() - bar.right(), bar.left() - body.right(), body.top() - bar.bottom(),
                      bar.top() - body.bottom())
            if name is button:
                assert 0 < gap <= 6, "the bar is right beside its own button"
            else:
                assert gap >= 10, f"the bar on {button} must not touch {name}"
