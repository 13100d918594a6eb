"""The table as a player sees it (issue 14): the moments, the score board, the colours, the sort
orders, the keyboard cursor and the bugs new users found, each checked on a real window offscreen."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from ui_helpers import source

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.analysis import Effort
from ginqt.analysis.hints import hint
from ginqt.cards import Card, parse_cards
from ginqt.engine import ActionKind, Match, Phase, SettlementKind
from ginqt.melds import best_melds
from ginqt.play.runner import GameRunner
from ginqt.play.session import HUMAN
from ginqt.play.spec import GameSpec, Variant
from ginqt.preferences import KnockMode, SortOrder
from ginqt.rules import PRESETS
from ginqt.ui.game.adviser import Hint
from ginqt.ui.game.marks import Bar
from ginqt.ui.game.moments import Moment
from ginqt.ui.menus import Toggle
from ginqt.ui.sound import MOMENT_SOUNDS, SoundPlayer
from ginqt.ui.table.layout import (
    CARD_HEIGHT,
    SETTLED_SPACING,
    TableSize,
    meld_order,
    settlement_places,
    sorted_hand,
    suit_order,
)
from ginqt.ui.table.snapshot import Button
from ginqt.ui.table.theme import HIGH_CONTRAST_TABLE, contrast, theme_for
from ginqt.ui.text import bar_legend, bar_legend_text
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(120)

Stop = Callable[[GameRunner], bool]


@cache
def found(variant: str, stop_name: str) -> tuple[Match, GameSpec]:
    """The first state of a game between two standard players where ``STOPS[stop_name]`` holds."""
    stop = STOPS[stop_name]
    src = source()
    _rules, scoring, variant_rules = src.rules(variant)
    for seed in range(1, 300):
        players = [src.make("standard", seed + 1, 5.0), src.make("standard", seed + 2, 5.0)]
        setup = GameSpec(Variant(variant, variant_rules, scoring), seed=seed)
        runner = GameRunner(setup, players)
        for _ in range(3000):
            if stop(runner):
                return runner.match, setup
            if runner.hand_over:
                if runner.over:
                    break
                runner.next_hand()
            else:
                runner.step()
    raise AssertionError(f"no {stop_name} in 300 games")


def _settled(kind: SettlementKind | None = None, layoffs: bool = False, person_defends: bool = False) -> Stop:
    def stop(runner: GameRunner) -> bool:
        result = runner.match.hand.result
        st = result.settlement if result is not None and runner.hand_over else None
        return st is not None and result is not None and not runner.over and \
            (kind is None or st.kind is kind) and (not layoffs or bool(st.layoffs)) and \
            (not person_defends or result.knocker != HUMAN)
    return stop


def _covered_layoff(runner: GameRunner) -> bool:
    """A hand settled with a card laid off where the next card of the meld covers most of it."""
    result = runner.match.hand.result
    if not (_settled(layoffs=True)(runner) and result is not None and result.settlement is not None):
        return False
    places = settlement_places(result, result.settlement)
    return any(places[int(card)].visible == SETTLED_SPACING for card, _ in result.settlement.layoffs)


STOPS: dict[str, Stop] = {
    "upcard offer": lambda r: r.match.hand.phase is Phase.UPCARD_OFFER and r.match.hand.to_play == HUMAN,
    "draw": lambda r: r.match.hand.phase is Phase.DRAW and r.match.hand.to_play == HUMAN and r.match.hand.turns > 2,
    "may knock": lambda r: r.match.hand.phase is Phase.DISCARD and r.match.hand.to_play == HUMAN
    and any(a.kind is ActionKind.KNOCK for a in r.match.legal_actions()),
    "gin": _settled(SettlementKind.GIN),
    "undercut": _settled(SettlementKind.UNDERCUT),
    "laid off on": _settled(layoffs=True, person_defends=True),
    "covered layoff": _covered_layoff,
    "game over": lambda r: r.hand_over and r.over,
    "mid-match": lambda r: len(r.match.history) >= 4 and r.match.hand.phase is Phase.DRAW
    and r.match.hand.to_play == HUMAN,
}


def at(windows: Callable[..., MainWindow], variant: str, stop: str, **prefs: Any) -> MainWindow:
    """A 1200 x 800 window carrying on the game at state ``stop``."""
    match, setup = found(variant, stop)
    window = windows(**prefs)
    window.resize(1200, 800)
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window), "keys reach the active window only"
    window.controller.resume(GameRunner.at(setup, match))
    return window


def panel_text(window: MainWindow) -> str:
    panel = window.scene.panels["result"]
    return "\n".join([panel.banner, panel.title, *panel.lines, panel.footer])


# -- the moments ----------------------------------------------------------------------------------


def test_gin_is_an_event_with_its_banner_and_sound(windows) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "gin")
    panel = window.scene.panels["result"]
    snapshot = window.board.snapshot
    assert snapshot is not None and snapshot.result is not None
    assert panel.isVisible() and snapshot.result.moment is Moment.GIN and Moment.GIN.event
    assert panel.banner == "Gin!" and panel.big
    winner = window.controller.session.match.hand.result.winner
    assert panel.title.startswith("You win" if winner == HUMAN else "Computer wins")
    assert MOMENT_SOUNDS[Moment.GIN] == "gin" and MOMENT_SOUNDS[Moment.UNDERCUT] == "undercut"
    assert {MOMENT_SOUNDS[Moment.GAME_WON], MOMENT_SOUNDS[Moment.GAME_LOST]} == {"game-won", "game-lost"}


def test_the_moment_arrives_with_an_animation_that_does_not_hold_up_the_game(windows, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "undercut", animation_ms=250)
    overlay = window.board.overlay
    assert overlay.playing is Moment.UNDERCUT  # the panel springs in and shakes
    assert window.scene.input_enabled  # clicks and keys still work meanwhile
    qtbot.waitUntil(lambda: overlay.playing is None, timeout=3000)
    panel = window.scene.panels["result"]
    assert panel.scale() == 1.0 and panel.opacity() == 1.0 and panel.banner == "Undercut!"


def test_each_moment_has_its_sound(windows) -> None:  # type: ignore[no-untyped-def]
    played: list[str] = []

    class Effect:
        def __init__(self, path: Any) -> None:
            self.name = path.stem

        def play(self) -> None:
            played.append(self.name)

    window = windows()
    player = SoundPlayer(window.prefs, window, effect_factory=Effect)
    for moment, name in MOMENT_SOUNDS.items():
        assert player.moment(moment)
        assert played[-1] == name
    assert not player.moment(Moment.DEAD_HAND) and not player.moment(None)


def test_game_over_offers_play_again_and_quit(windows, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "game over")
    c = window.controller
    again, quit_button = window.scene.buttons["again"], window.scene.buttons["quit"]
    assert again.isVisible() and quit_button.isVisible()
    panel = window.scene.panels["result"]
    assert again.parentItem() is panel, "the buttons are on the panel"
    text = panel_text(window)
    assert "wins the game" in text or "win the game" in text
    assert not re.search(r"\d+ points = \d+", text), "no sum of one number"
    asked: list[str] = []
    monkeypatch.setattr(window, "_ask", lambda title, question: asked.append(question) or False)
    quit_button.clicked.emit("quit")
    assert asked == ["Quit GinQt?"] and window.isVisible()
    final = c.session.match
    again.clicked.emit("again")
    assert c.session.match is not final and c.session.match.hand_number == 1 and c.session.match.scores == (0, 0)


def test_one_instruction_at_a_time(windows) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "gin")
    texts = window.scene.texts
    panel = window.scene.panels["result"]
    assert panel.footer and texts["turn"].text() == "", "after a hand only the panel says what to do"
    assert panel.footer not in window.status_line.text() + window.statusBar().currentMessage()
    window = at(windows, "standard", "may knock", knock_mode=KnockMode.PROMPT)
    c = window.controller
    card = next(a.card for a in c.session.match.legal_actions() if a.kind is ActionKind.KNOCK)
    c.play_card(int(card))
    assert c.question is not None
    turn = texts_of(window)["turn"]
    assert Card(card).symbol in turn and "(Y)" not in turn, "the keys are on the buttons, not repeated"


def texts_of(window: MainWindow) -> dict[str, str]:
    return {name: item.text() for name, item in window.scene.texts.items()}


# -- the score board and Hollywood (bug 3) ---------------------------------------------------------


def test_hollywood_shows_each_game_and_its_target(windows) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "hollywood", "mid-match")
    board = window.board.snapshot.scoreboard
    games = window.controller.session.runner.games()
    assert len(board.games) == 3 and board.target == 100 and board.aim == "to 100"
    assert board.title == "Hollywood gin"
    north, south = board.rows
    assert south.scores == tuple(game.scores[0] for game in games)
    assert north.scores == tuple(game.scores[1] for game in games)
    assert all("999" not in words for words in texts_of(window).values())


def test_hollywood_game_over_says_who_wins_the_match(windows) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "hollywood", "game over")
    text = panel_text(window)
    assert re.search(r"wins? the match \d–\d", text), text
    assert "Score:" not in text and "Final score" not in text, "one kind of total: the games'"
    assert len(re.findall(r"Game \d:", text)) == 3


def test_tommy_game_over_the_board_and_the_panel_show_the_same_totals(windows) -> None:  # type: ignore[no-untyped-def]
    """Tommy's Gin Rummy (1987): the winner gets 100 more, each player 25 a hand won, the winner the
    difference.  The panel said "358" (108 points + 100 game + 150 boxes) while the board still said 108:
    both now show the engine's totals, and the board marks the engine's winner."""
    window = at(windows, "tommy", "game over")
    result = window.controller.session.match.result
    assert result is not None and result.game_bonus[result.winner] == 100 and any(result.box_bonus)
    board = window.board.snapshot.scoreboard
    north, south = board.rows
    assert (south.scores[0], north.scores[0]) == result.points != result.scores
    assert (south.won[0], north.won[0]) == (result.winner == HUMAN, result.winner != HUMAN)
    assert board.aim == "+ bonuses"
    text = panel_text(window)
    for player, name in enumerate(("You", "Computer")):
        assert f"{name}: {result.points[player]}" in text, text
    assert f"by {result.net}" in text


def test_a_game_won_on_the_bonuses_is_marked_on_the_board_as_the_engine_decides(windows) -> None:  # type: ignore[no-untyped-def]
    """Reaching the score limit first does not win the game when the other player's boxes make a higher
    total (issue 14, bug 1): the board's tick follows the engine's winner, not the points before the bonuses."""
    rules = replace(PRESETS["tommy"], score_limit=40, box_bonus=100)  # boxes that outweigh the points
    src = source()
    for seed in range(1, 400):
        players = [src.make("standard", seed + 1, 5.0), src.make("standard", seed + 2, 5.0)]
        runner = GameRunner(GameSpec(Variant.standard(rules), seed=seed), players)
        while not (runner.hand_over and runner.over):
            runner.next_hand() if runner.hand_over else runner.step()
        result = runner.match.result
        assert result is not None and result.winner is not None
        if result.scores[result.winner] < result.scores[1 - result.winner]:
            break
    else:
        raise AssertionError("no game won on the bonuses in 400")
    window = windows()
    window.resize(1200, 800)
    window.controller.resume(GameRunner.at(GameSpec(Variant.standard(rules), seed=seed), runner.match))
    north, south = window.board.snapshot.scoreboard.rows
    assert (south.won[0], north.won[0]) == (result.winner == HUMAN, result.winner != HUMAN)
    assert (south.scores[0], north.scores[0]) == result.points
    assert result.points[result.winner] > result.points[1 - result.winner]


def test_no_empty_knock_limit_card_before_the_first_deal(windows) -> None:  # type: ignore[no-untyped-def]
    """Behind the welcome at the first start the table showed a blank "Knock limit" card: it shows once
    a hand is dealt, with the limit on it."""
    window = windows()
    badge = window.scene.badges["knock"]
    assert not badge.isVisible()
    window.new_game()
    assert badge.isVisible() and badge.value == "10"


# -- the colour bars and their legend -------------------------------------------------------------


def test_the_legend_is_written_once_and_shown_on_the_table(windows) -> None:  # type: ignore[no-untyped-def]
    window = windows()
    window.new_game()
    assert window.scene.felt.toolTip() == bar_legend_text() == window.scene.legend.toolTip()
    assert {bar for bar, _meaning in bar_legend()} == set(Bar)
    shown = {QColor(colour).name() for colour, _word, _mark in window.scene.legend.entries}
    assert shown == {QColor(colour).name() for colour in theme_for("#2f7d46").bars.values()}
    window.show_help()  # and in Help, the same words
    help_text = window.help_dialog.rules_view.toPlainText()
    assert all(meaning in help_text for _bar, meaning in bar_legend())


def red_pixels(item: Any, xs: range, y: float) -> list[bool]:
    """Whether the card item paints red at each x of ``xs`` (item coordinates) at height ``y``."""
    box = item.boundingRect()
    image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-box.x(), -box.y())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    out = []
    for x in xs:
        colour = image.pixelColor(int(x - box.x()), int(y - box.y()))
        out.append(colour.alpha() > 200 and colour.red() > 180 and colour.green() < 90)
    return out


def test_a_laid_off_card_is_marked_red_only_where_it_shows(windows) -> None:  # type: ignore[no-untyped-def]
    """Bug 7: the red bar under a laid-off card was card-wide and ran under the next card."""
    window = at(windows, "standard", "covered layoff")
    st = window.controller.session.match.hand.result.settlement
    snapshot = window.board.snapshot
    covered = [card for card, _ in st.layoffs if snapshot.cards[int(card)].visible == SETTLED_SPACING]
    item = window.scene.cards[int(covered[0])]
    under = CARD_HEIGHT + 4 + item.theme.bar_height / 2
    assert all(red_pixels(item, range(4, int(SETTLED_SPACING)), under))
    assert not any(red_pixels(item, range(int(SETTLED_SPACING) + 6, 85), under))


def _hint(window, kind: ActionKind) -> Hint:  # type: ignore[no-untyped-def]
    """The expert's advice for the table now, with the move of ``kind`` put first."""
    view = window.controller.session.view()
    analysis = hint(window.controller.adviser.seen.request(view, 0), Effort(deals=4, playouts=2, knock_deals=4))
    first = next(entry for entry in analysis.actions if entry.action.kind is kind)
    return Hint(view, replace(analysis, actions=(first, *(e for e in analysis.actions if e is not first))),
                True)


def test_the_pass_hint_marks_the_pass_button(windows) -> None:  # type: ignore[no-untyped-def]
    """Bug 15: the hint for Pass put the yellow bar over the stock."""
    window = at(windows, "standard", "upcard offer")
    window.controller.adviser.ready.emit(_hint(window, ActionKind.PASS))
    scene = window.scene
    assert scene.buttons["pass"].hint_bar is not None and scene.piles["stock"].top_bar is None
    assert scene.buttons["take"].hint_bar is None
    window.controller.adviser.ready.emit(_hint(window, ActionKind.TAKE_UPCARD))
    assert scene.buttons["take"].hint_bar is not None and scene.piles["pile"].top_bar is not None


def test_a_long_hint_is_broken_in_two_lines_big_enough_to_read(windows) -> None:  # type: ignore[no-untyped-def]
    """A hint wider than the table was drawn at half size; now it is broken in two, growing upward."""
    window = at(windows, "standard", "draw")
    painter, size = window.board.painter, window.scene.size
    one = painter.set_text("hint", "Hint: Draw from the stock.", size.centre_x, y=size.middle_y - 80, wrap=True)
    assert "\n" not in one.text() and one.scale() == 1.0
    line_y = one.y()
    bottom = line_y + one.boundingRect().height()
    words = ("Hint: Discard 6♣. Play on: This late in the hand an undercut is likelier than the 1% the likely "
             "deals show: a knock must score 6.0 points more than playing on, this one 3.9.")
    item = painter.set_text("hint", words, size.centre_x, y=size.middle_y - 80, wrap=True)
    first, second = item.text().split("\n")
    assert f"{first} {second}" == words and abs(len(first) - len(second)) <= 12
    assert item.scale() >= 0.85
    assert item.y() + item.boundingRect().height() * item.scale() <= bottom + 1, "clear of the piles below it"
    assert 0 <= item.x() and item.x() + item.boundingRect().width() * item.scale() <= 2 * size.centre_x
    # Shown again where it is (no y), it stays put, and a short one goes back to the one line's place.
    top = item.y()
    assert painter.set_text("hint", words, size.centre_x, wrap=True).y() == top
    assert painter.set_text("hint", words, size.centre_x, wrap=True).y() == top
    assert painter.set_text("hint", "Hint: Draw from the stock.", size.centre_x, wrap=True).y() == line_y


# -- the person's hand ----------------------------------------------------------------------------


@pytest.mark.parametrize("order", [SortOrder.MELDS, SortOrder.RANK, SortOrder.SUIT])
def test_drawing_moves_no_card_of_the_hand(windows, order: SortOrder) -> None:  # type: ignore[no-untyped-def]
    """Bug 16: the hand re-laid out between draw and discard, so a click hit the wrong card."""
    window = at(windows, "standard", "draw", sort=order)
    scene, c = window.scene, window.controller
    before = {card: scene.cards[card].pos() for card in window.board.south_order()}
    c.draw_stock()
    assert c.session.match.hand.phase is Phase.DISCARD
    after = {card: scene.cards[card].pos() for card in before}
    assert after == before


def test_suit_sort_alternates_colours_and_auto_suit_sorts_the_deadwood_by_suit() -> None:
    hand = [int(c) for c in parse_cards("2d Kh 3c As 9h Qd 5s")]
    suits = [Card(c).suit.is_red for c in suit_order(hand)]
    changes = sum(1 for a, b in itertools.pairwise(suits) if a != b)
    assert changes == 3, "♠ ♥ ♣ ♦: black and red alternate"
    cards = [int(c) for c in parse_cards("7s 7d 7c 3h 4h 5h Qh 5c 2d Kc")]
    melds = best_melds(cards)
    auto_suit = sorted_hand(cards, SortOrder.MELDS_SUIT, melds, ())
    assert auto_suit[:6] == meld_order(melds)[:6]
    assert [Card(c).symbol for c in auto_suit[6:]] == ["Q♥", "K♣", "5♣", "2♦"]


# -- the keyboard cursor (bug 8) and the taken upcard (bug 2) --------------------------------------


def test_the_keyboard_ring_is_above_the_cards_and_leaves_with_the_hand(windows) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "draw")
    view, scene = window.view, window.scene
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Right)
    ring = scene.rings[0]
    focused = window.board.south_order()[1]
    assert ring.isVisible() and ring.pos() == scene.cards[focused].pos()
    assert ring.zValue() > max(card.zValue() for card in scene.cards.values())
    QTest.keyClick(view, Qt.Key.Key_Up)  # the stock: the ring goes round it, above its cards
    assert ring.isVisible() and ring.pos() == scene.piles["stock"].pos()
    match, setup = found("standard", "gin")
    window.controller.resume(GameRunner.at(setup, match))
    assert not any(r.isVisible() for r in scene.rings), "no cursor on a finished hand"
    window.controller.next()
    assert window.board.look.focus.row.value == "hand", "a new hand starts with the cursor on it"


def test_the_upcard_taken_goes_back_when_clicked_or_with_d(windows) -> None:  # type: ignore[no-untyped-def]
    """Bug 2: after taking the first upcard, clicking it or pressing D did nothing, silently."""
    window = at(windows, "standard", "upcard offer")
    c, scene = window.controller, window.scene
    offer = c.session.match
    upcard = offer.hand.discard_pile[-1]
    window.input.button(Button.TAKE)
    assert c.session.match.hand.phase is Phase.DISCARD and window.board.drawn_card == upcard
    scene.cardClicked.emit(int(upcard))
    assert c.session.match is offer, "clicking the upcard taken puts it back"
    window.input.button(Button.TAKE)
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert c.session.match is offer, "so does D"


# -- the manual knock (bug 17) and the dock at the end of a hand (bug 18) -------------------------


def test_an_armed_knock_says_so_once_and_lights_its_button(windows) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "may knock", knock_mode=KnockMode.MANUAL, gin_mode=KnockMode.MANUAL)
    message = window.board.message_text()
    QTest.keyClick(window.view, Qt.Key.Key_K)
    assert window.controller.session.knock_armed
    arm = window.scene.buttons["arm"]
    assert arm.isVisible() and arm.lit
    turn = window.scene.texts["turn"].text()
    assert "Knocking" in turn
    assert window.board.message_text() == message, "the instruction is not said a second time"
    assert "knock" not in (window.status_line.text() + window.statusBar().currentMessage()).lower()


def test_the_dock_shows_the_settled_hand(windows) -> None:  # type: ignore[no-untyped-def]
    """Bug 18: the dock showed the deadwood before laying off, and the face-down knock card as the upcard."""
    window = at(windows, "standard", "laid off on")
    st = window.controller.session.match.hand.result.settlement
    hints = window.panels.hints
    hints.show_view(window.controller.session.view())
    deadwood = hints.label("deadwood").text()
    assert deadwood.startswith(f"<b>{st.defender_deadwood}</b>")
    assert st.defender_deadwood != st.defender_deadwood_before_layoffs
    assert "face down" in hints.label("upcard").text()


def test_layoffs_are_written_with_suit_symbols(windows) -> None:  # type: ignore[no-untyped-def]
    """Bug 6: layoffs were written "8H 7S" in the panel while everything else used suit symbols."""
    window = at(windows, "standard", "laid off on")
    text = panel_text(window)
    assert "laying off" in text
    assert not re.search(r"\b(?:10|[2-9TJQKA])[SHDC]\b", text)
    assert re.search(r"laying off (?:(?:10|[2-9JQKA])[♠♥♦♣] ?)+", text)


# -- colours: automatic contrast and high contrast --------------------------------------------------


def test_text_reads_on_any_table_colour() -> None:
    for table in ("#2f7d46", "#e9e4d0", "#ffffff", "#1d4e9e", "#808080", "#f2c94c", "#000000"):
        theme = theme_for(table)
        assert contrast(theme.text, table) >= 4.5, table
        assert contrast(theme.soft, table) >= 4.5, table
        assert contrast(theme.accent, table) >= 3.0, table  # large bold text
    assert theme_for("#e9e4d0").light and not theme_for("#2f7d46").light


def test_a_light_table_gets_dark_text_and_high_contrast_a_black_table(windows) -> None:  # type: ignore[no-untyped-def]
    window = at(windows, "standard", "draw", table_colour="#e9e4d0")
    ink = window.scene.texts["south_info"].brush().color()
    assert contrast(ink.name(), "#e9e4d0") >= 4.5 and ink.lightness() < 80
    window.menus.toggles[Toggle.HIGH_CONTRAST].trigger()
    assert window.prefs.high_contrast
    theme = window.scene.theme
    assert theme.high_contrast and theme.table == HIGH_CONTRAST_TABLE and theme.bar_height > 8
    assert window.scene.texts["south_info"].brush().color().name() == "#ffffff"
    assert window.scene.texts["turn"].brush().color().name() == "#ffff00"


# -- the table's shape ------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", [(900, 720), (1024, 540), (1440, 1000)])
def test_the_table_takes_the_window_shape(windows, shape: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """No empty bands: the felt fills the view, within limits, and every card stays on it."""
    window = windows()
    window.new_game()
    window.view.resize(*shape)
    viewport = window.view.viewport().size()
    rect = window.scene.sceneRect()
    size = TableSize.fitting(viewport.width(), viewport.height())
    assert (rect.width(), rect.height()) == (size.width, size.height)
    assert abs(rect.width() / rect.height() - viewport.width() / viewport.height()) < 0.05
    area = QRectF(rect)
    for card in window.scene.cards.values():
        if card.isVisible():
            assert area.contains(card.sceneBoundingRect()), Card(card.card).symbol if card.card < 52 else "a back"
    assert area.contains(window.scene.scoreboard.sceneBoundingRect())
    assert window.view.mapToScene(window.view.viewport().rect().center()).x() == pytest.approx(rect.center().x(),
                                                                                                abs=2)


def test_a_line_too_wide_for_the_table_is_drawn_smaller(windows) -> None:  # type: ignore[no-untyped-def]
    """A long message (a long name, a long translation) stays within the playing area, whole."""
    window = windows()
    window.new_game()
    painter, size = window.board.painter, window.scene.size
    item = painter.set_text("message", "A very long line of table text " * 8, size.centre_x)
    box = item.sceneBoundingRect()
    assert item.scale() < 1.0
    assert box.left() >= 0 and box.right() <= 2 * size.centre_x
    assert painter.set_text("message", "Your turn", size.centre_x).scale() == 1.0
