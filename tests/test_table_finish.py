"""Issue 48, items 9 and 10 (the table and the docks): a panel opened by its own key gets the docks' width, the
table's words stay readable with the docks open in a small window, the hands and the piles stand on one centre
line, the buttons shown together share one size, and the knock question's lifted card leaves the deadwood line
readable.  Each test drives the window as a player does: real keys, the real window resized."""

from __future__ import annotations

from functools import cache

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from ui_helpers import source

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.cards import CardSet
from ginqt.engine import ActionKind, Match, Phase
from ginqt.melds import best_melds
from ginqt.play.runner import GameRunner
from ginqt.play.session import HUMAN
from ginqt.play.spec import GameSpec, Variant
from ginqt.preferences import Preferences
from ginqt.ui import language
from ginqt.ui.panels.history_model import ScoreHistoryModel
from ginqt.ui.panels.manager import table_share
from ginqt.ui.table.items import ButtonItem
from ginqt.ui.table.layout import sorted_hand
from ginqt.ui.table.theme import text_scale
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(120)

PLAYER_COLUMNS = (ScoreHistoryModel.SCORE0, ScoreHistoryModel.SCORE1)
#: no word on the table smaller on screen than this (pixels)
READABLE_PX = 10.0


def resized(qtbot, window: MainWindow, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)


@pytest.mark.parametrize(("width", "height", "text_size", "lang"),
                         [(1366, 768, 160, "en"), (1366, 768, 200, "fr"), (1024, 600, 160, "en"),
                          (1024, 600, 200, "fr"), (1920, 1080, 200, "de")])
def test_a_panel_opened_by_its_own_key_gets_the_docks_width(qtbot, make_window, width: int, height: int,  # type: ignore[no-untyped-def]
                                                             text_size: int, lang: str) -> None:
    """View › Score history (Ctrl+2) alone kept Qt's 256 pixels and cut "Co…" at 160 % (and the French name at
    200 %): opened by its own key it is as wide as F9 makes the docks, its title and both names whole."""
    language.install(lang)
    window = make_window(text_size=text_size, language=lang, name="Ann")
    resized(qtbot, window, width, height)
    history = window.panels.history
    QTest.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)  # View › Score history
    qtbot.waitUntil(lambda: history.on_screen)
    assert window.panels.hints.isHidden() and window.panels.statistics.isHidden()  # that panel alone
    wanted = window.panels.width(width, tabs=False)  # (a panel alone has no tabs)
    qtbot.waitUntil(lambda: abs(history.width() - wanted) <= 2, timeout=2000)
    table = history.table
    assert table is not None
    header = table.horizontalHeader()
    qtbot.waitUntil(lambda: header.length() <= table.viewport().width() + 1, timeout=2000)
    for column in PLAYER_COLUMNS:
        name = str(history.model.headerData(column, Qt.Orientation.Horizontal))
        room = header.sectionSize(column) - 8  # the section's margins
        assert header.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, room) == name, (name, room)
    assert QFontMetrics(history.font()).horizontalAdvance(history.windowTitle()) < history.width() - 60


def table_words_on_screen(window: MainWindow) -> dict[str, float]:
    """Every word shown on the table, by name, and its size on screen in pixels (its font's pixel size, the item's
    scale and the view's)."""
    scene = window.scene
    view = window.view.transform().m11()
    sizes: dict[str, float] = {}
    for name, item in scene.texts.items():
        if item.isVisible() and item.text():
            sizes[name] = item.font().pixelSize() * item.scale() * view
    for name, item in (*scene.piles.items(), ("knock", scene.badges["knock"])):
        if item.isVisible() and item.caption is not None:
            sizes[f"{name} caption"] = item.caption.pixelSize() * item.sceneTransform().m11() * view
    for name, button in scene.buttons.items():
        if button.isVisible():
            sizes[f"button {name}"] = words_height(button) * button.sceneTransform().m11() * view  # its brackets
    sizes["legend"] = 14 * scene.legend.scale() * view
    sizes["score board"] = 15 * scene.scoreboard.scale() * view
    return sizes


@pytest.mark.parametrize(("width", "height", "text_size"), [(800, 500, 100), (800, 500, 160), (1024, 600, 100)])
def test_the_tables_words_stay_readable_with_the_docks_open(qtbot, make_window, width: int, height: int,  # type: ignore[no-untyped-def]
                                                           text_size: int) -> None:
    """At 800 x 500 with the docks open the table's words were 6 to 8 pixels high: the table draws them larger
    in a small view, none under 10 pixels on screen, and still nothing on the table over anything else."""
    from test_table_first import table_rects

    window = make_window(text_size=text_size, name="Ann")
    resized(qtbot, window, 1366, 768)
    window.new_game()
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=10000)
    QTest.keyClick(window, Qt.Key.Key_F9)  # View › Side panels
    qtbot.waitUntil(lambda: window.panels.history.on_screen)
    QTest.keyClick(window, Qt.Key.Key_H)  # a hint: its line, and the long line that says the game is now assisted
    qtbot.waitUntil(lambda: window.board.look.hint is not None, timeout=10000)
    resized(qtbot, window, width, height)
    share = table_share(text_scale(text_size))
    qtbot.waitUntil(lambda: width > window.view.width() >= share * width - 2, timeout=3000)  # the docks gave way
    qtbot.waitUntil(lambda: window.board.painter.last is not None
                    and window.board.painter.last.size == window.scene.size, timeout=3000)
    qtbot.wait(50)
    sizes = table_words_on_screen(window)
    assert {"hint", "turn", "south_info"} <= set(sizes), sizes
    small = {name: round(px, 1) for name, px in sizes.items() if px < READABLE_PX - 0.01}
    assert not small, (small, window.view.width(), window.scene.size)
    rects = table_rects(window)
    size = window.scene.size
    assert all(QRectF(0, 0, size.width, size.height).contains(rect) for rect in rects.values())
    names = sorted(rects)
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            overlap = rects[first].intersected(rects[second])
            assert overlap.width() < 1 or overlap.height() < 1, (first, second, rects[first], rects[second])


@cache
def knock_by_a_card_at_the_left() -> tuple[Match, GameSpec, int]:
    """A game of two standard players stopped where the person is to draw, and drawing from the stock lets them
    knock by throwing one of the three cards at the left of their hand (under the deadwood line): the state, its
    game and the card's place in the hand."""
    src = source()
    _rules, scoring, variant_rules = src.rules("standard")
    for seed in range(1, 200):
        spec = GameSpec(Variant("standard", variant_rules, scoring), seed=seed)
        runner = GameRunner(spec, [src.make("standard", seed + 1, 5.0), src.make("standard", seed + 2, 5.0)])
        while not (runner.hand_over and runner.over):
            match = runner.match
            hand = match.hand
            if hand.to_play == HUMAN and hand.phase is Phase.DRAW:
                draw = next((a for a in match.legal_actions() if a.kind is ActionKind.DRAW_STOCK), None)
                knocks = {a.card for a in match.apply(draw).legal_actions() if a.kind is ActionKind.KNOCK} \
                    if draw is not None else set()
                kept = CardSet(hand.hands[HUMAN])
                order = sorted_hand(kept, Preferences().sort, best_melds(kept), ())
                place = next((i for i in range(3) if order[i] in knocks), None)
                if place is not None:
                    return match, spec, place
            if runner.hand_over:
                runner.next_hand()
            else:
                runner.step()
    raise AssertionError("no such state in 200 games")


@pytest.mark.parametrize(("width", "height", "text_size"), [(800, 500, 100), (1024, 600, 160), (1366, 768, 200)])
def test_the_lifted_knock_card_leaves_the_deadwood_line_readable(qtbot, make_window, width: int, height: int,  # type: ignore[no-untyped-def]
                                                                  text_size: int) -> None:
    """At 800 x 500 the card the knock question lifts covered the deadwood line above the hand: the line stands
    above the lifted card."""
    match, spec, place = knock_by_a_card_at_the_left()
    window = make_window(text_size=text_size, name="Ann")
    resized(qtbot, window, width, height)
    c = window.controller
    c.resume(GameRunner.at(spec, match))
    qtbot.waitUntil(lambda: c.human_to_act)
    QTest.keyClick(window, Qt.Key.Key_D)  # draw from the stock
    qtbot.waitUntil(lambda: c.human_to_act and c.session.match.hand.phase is Phase.DISCARD)
    QTest.keyClick(window, Qt.Key(Qt.Key.Key_1 + place))  # throw that card: the knock question
    qtbot.waitUntil(lambda: c.question is not None)
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    line = window.scene.texts["south_info"]
    assert line.isVisible() and line.text().startswith("Deadwood")
    box = line.sceneBoundingRect()
    asked = window.scene.cards[int(c.question.card)]
    assert asked.y() < window.scene.size.south_y  # lifted
    for card, item in window.scene.cards.items():
        if window.scene.groups.get(card) == "south":
            assert not box.intersects(item.sceneBoundingRect()), (card, box, item.sceneBoundingRect())


@pytest.mark.parametrize(("width", "height", "text_size", "lang"),
                         [(1366, 768, 160, "en"), (1024, 600, 200, "de"), (1920, 1080, 200, "fr"),
                          (1366, 768, 100, "es")])
def test_the_buttons_shown_together_share_one_size(qtbot, make_window, width: int, height: int, text_size: int,  # type: ignore[no-untyped-def]
                                                   lang: str) -> None:
    """At large text "Play again (Enter)" was drawn smaller than "Quit (Q)" beside it: the buttons shown together
    have one font, the largest at which each of them fits."""
    from test_celebration import ending

    language.install(lang)
    window = make_window(text_size=text_size, language=lang, name="Ann")
    resized(qtbot, window, width, height)
    finished, spec = ending("standard", "won")
    window.controller.resume(GameRunner.at(spec, finished))
    panel = window.scene.panels["result"]
    qtbot.waitUntil(panel.isVisible)
    buttons = [window.scene.buttons[name] for name in ("again", "quit")]
    assert all(button.isVisible() for button in buttons)
    heights = {button.text: words_height(button) for button in buttons}  # both say their key in brackets
    assert max(heights.values()) - min(heights.values()) <= 1, heights
    for button in buttons:
        assert not cut_words(button), button.text


def painted(button: ButtonItem) -> QImage:
    """``button`` as it is drawn, alone, at its size in scene units (twice as fine)."""
    image = QImage(round(button.size[0] * 2), round(button.size[1] * 2), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(2, 2)
    button.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _words_pixels(button: ButtonItem) -> set[tuple[int, int]]:
    """Where the painted button's words are: the pixels of their colour inside its rounded edge."""
    image = painted(button)
    words = QColor(button.theme.button_text)
    found = set()
    for y in range(8, image.height() - 8):
        for x in range(8, image.width() - 8):
            colour = image.pixelColor(x, y)
            if abs(colour.red() - words.red()) + abs(colour.green() - words.green()) + \
                    abs(colour.blue() - words.blue()) < 60:
                found.add((x, y))
    return found


def words_height(button: ButtonItem) -> float:
    """How tall the button's words are drawn, in scene units: the height of their last glyph, the closing bracket
    around the key (the same in every font of one size, whatever the words before it)."""
    pixels = _words_pixels(button)
    columns = sorted({x for x, _y in pixels})
    if not columns:
        return 0.0
    last = [columns[-1]]
    for x in reversed(columns[:-1]):  # the bracket's columns: from the right, up to the gap before it
        if x != last[-1] - 1:
            break
        last.append(x)
    rows = sorted(y for x, y in pixels if x in last)
    return (rows[-1] - rows[0] + 1) / 2


def cut_words(button: ButtonItem) -> bool:
    """Do the button's words run to its edges (cut)?"""
    columns = sorted({x for x, _y in _words_pixels(button)})
    return bool(columns) and (columns[0] <= 9 or columns[-1] >= button.size[0] * 2 - 10)


@cache
def shut_out(variant: str) -> tuple[Match, GameSpec]:
    """A game of ``variant`` the person's seat won while the other won no hand: a shutout, as the rules text has it."""
    src = source()
    _rules, scoring, variant_rules = src.rules(variant)
    for seed in range(1, 400):
        spec = GameSpec(Variant(variant, variant_rules, scoring), seed=seed)
        runner = GameRunner(spec, [src.make("standard", seed + 1, 5.0), src.make("easy", seed + 2, 5.0)])
        while not (runner.hand_over and runner.over):
            if runner.hand_over:
                runner.next_hand()
            else:
                runner.step()
        end = runner.match.result
        if end is not None and end.winner == HUMAN and end.hands_won[1] == 0:
            return runner.match, spec
    raise AssertionError(f"no shutout in 400 games of {variant}")


def test_a_shutout_under_the_standard_rules_is_called_one(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """116-0 under the default rules never said "shutout" (the rules give no bonus for it, but it is one): the result
    panel, the celebration and the score history say it."""
    from ginqt.ui.game.moments import Cheer
    from ginqt.ui.panels.history_model import ScoreHistoryModel

    match, spec = shut_out("standard")
    assert match.result is not None and not match.result.shutout  # no reward under these rules
    window = make_window(animation_ms=250)
    window.controller.resume(GameRunner.at(spec, match))
    panel = window.scene.panels["result"]
    qtbot.waitUntil(panel.isVisible)
    assert panel.title.endswith("(shutout)") and panel.title.startswith("You win by"), panel.title
    assert window.board.celebration.playing is Cheer.SHUTOUT
    QTest.keyClick(window, Qt.Key.Key_F9)  # the score history says it too
    history = window.panels.history
    qtbot.waitUntil(lambda: history.on_screen)
    model = history.model
    final = str(model.data(model.index(model.rowCount() - 1, ScoreHistoryModel.RESULT)))
    assert final.endswith("(shutout)"), final


def test_tommys_doubled_shutout_is_written_as_a_sum(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """Tommy's rules double a shutout's margin: "You win by 606" said nothing of it; the panel writes it out as it
    writes the totals ("You win by 303 × 2 = 606 (shutout)")."""
    match, spec = shut_out("tommy")
    result = match.result
    assert result is not None and result.shutout
    window = make_window()
    window.controller.resume(GameRunner.at(spec, match))
    panel = window.scene.panels["result"]
    qtbot.waitUntil(panel.isVisible)
    margin = result.points[0] - result.points[1]
    assert panel.title == f"You win by {margin} × 2 = {result.net} (shutout)", panel.title
    assert result.net == 2 * margin


def test_a_demos_game_over_offers_no_buttons_and_goes_on(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The demo's game over offered Play again and Quit, then started a new game by itself: the demo goes on, and
    its panel says so instead of offering buttons that would not wait."""
    from test_demo_end import finished

    match, spec = finished(3)
    window = make_window(hand_pause_ms=1500)
    QTest.keyClick(window, Qt.Key.Key_F2)  # demo mode, as a player turns it on
    qtbot.waitUntil(lambda: window.controller.demo)
    window.controller.resume(GameRunner.at(spec, match))
    panel = window.scene.panels["result"]
    qtbot.waitUntil(lambda: panel.isVisible() and window.controller.game_over())
    assert not window.scene.buttons["again"].isVisible() and not window.scene.buttons["quit"].isVisible()
    assert panel.footer == "The demo goes on with a new game (F2 ends it)"
    qtbot.waitUntil(lambda: not window.controller.game_over(), timeout=10000)  # and it does


@pytest.mark.parametrize(("text_size", "lang"), [(100, "en"), (160, "de"), (200, "fr"), (100, "es")])
def test_about_shows_every_plugin_cell_whole(qtbot, windows, text_size: int, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Help › About cut the last line of its plugin table's cell (and at 160 % most of the dialog): every cell's
    words fit its column and its row, and every row shows."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyle

    from ginqt.ui.dialogs.about import AboutDialog

    language.install(lang)
    window = windows(text_size=text_size, language=lang)
    about = AboutDialog(window.source, "", window)
    qtbot.addWidget(about)
    about.show()
    qtbot.waitExposed(about)
    table = about.table
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows, (table.viewport().height(), rows)
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            margins = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
            width = table.columnWidth(c) - margins  # as Qt's cells
            box = table.fontMetrics().boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap),
                                                   item.text())
            assert box.height() <= table.rowHeight(r), (item.text(), box.height(), table.rowHeight(r))
            assert all(table.fontMetrics().horizontalAdvance(word) <= width for word in item.text().split())
    assert "Oklahoma" in about.text() and "easy" not in about.text().split()
