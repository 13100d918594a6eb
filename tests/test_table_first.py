"""Issue 39, "Table first" and "Things that look broken": the table has the whole window on a first start,
the docks open with one key and are remembered, wear the table's colours, give way to the table in a small
window, and show their tabs and titles whole at every text size and language."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QApplication, QTabBar

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.storage import Storage
from ginqt.ui import language
from ginqt.ui.table.theme import contrast, text_scale

pytestmark = pytest.mark.timeout(60)


def dock_tab_bars(window):  # type: ignore[no-untyped-def]
    return [bar for bar in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if bar.isVisible() and bar.count()]


def cut_tabs(window) -> list[str]:  # type: ignore[no-untyped-def]
    """The dock tabs whose titles the window does not show whole (tabs under the docks or down their side)."""
    cut = []
    for bar in dock_tab_bars(window):
        across = bar.shape() in (QTabBar.Shape.RoundedSouth, QTabBar.Shape.RoundedNorth)
        length = bar.width() if across else bar.height()
        wanted = sum(bar.tabSizeHint(i).width() if across else bar.tabSizeHint(i).height() for i in range(bar.count()))
        for i in range(bar.count()):
            size = bar.tabRect(i).size()
            if wanted > length or bar.fontMetrics().horizontalAdvance(bar.tabText(i)) >= \
                    (size.width() if across else size.height()):
                cut.append(bar.tabText(i))
    return cut


def test_the_table_has_the_whole_window_on_a_first_start(qtbot, windows, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The docks took about a quarter of the window on a first start; now they are closed, F9 (View › Side
    panels) opens them all, and the window keeps them open from then on (its saved state)."""
    storage = Storage.open(tmp_path)
    window = windows(storage)
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() == 1366)
    assert all(panel.isHidden() for panel in window.panels.panels())
    assert window.view.width() == window.width()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.panels.history.on_screen)
    assert window.panels.all_action.isChecked()
    assert window.view.width() >= 0.7 * window.width()
    window.close()

    again = windows(Storage.open(tmp_path))
    assert again.panels.history.on_screen and again.panels.all_action.isChecked()  # remembered
    again.panels.all_action.trigger()  # F9 again: all closed
    assert all(panel.isHidden() for panel in again.panels.panels()) and not again.panels.all_action.isChecked()


def test_an_empty_table_shows_no_empty_piles_before_the_first_deal(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    """Behind the welcome, before anything is dealt, the dashed outline of an empty discard pile and its caption
    stuck out beside the dialog at 1920x1080 (docs/screens.py); the piles come with the first deal."""
    window = windows()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    assert window.controller.session is None
    assert not any(pile.isVisible() for pile in window.scene.piles.values())
    window.new_game()
    qtbot.waitUntil(lambda: all(pile.isVisible() for pile in window.scene.piles.values()))


@pytest.mark.parametrize("table", ["#2f7d46", "#7a1f2b", "#1d3f8f", "#d8c8a0"])
def test_the_docks_wear_the_tables_colours(qtbot, windows, table: str) -> None:  # type: ignore[no-untyped-def]
    """A bright white panel stood beside the green table, and then (issue 48) a near-white one: the docks' title and
    tabs are the felt's dark edge, their body a shade of the felt itself (as close to it as a card's edge), and every
    word on them reads (WCAG 4.5)."""
    from PySide6.QtGui import QPalette

    window = windows(table_colour=table)
    window.panels.set_open(True)
    history = window.panels.history
    history.ensure_built()
    qtbot.waitUntil(lambda: history.on_screen)
    picture = window.grab().toImage()
    ratio = picture.width() / window.width()

    def colour_at(widget, x: int, y: int) -> QColor:  # type: ignore[no-untyped-def]
        point = widget.mapTo(window, widget.rect().topLeft())
        return picture.pixelColor(round((point.x() + x) * ratio), round((point.y() + y) * ratio))

    felt = QColor(table)
    title = colour_at(history, history.width() // 2, 4)  # the title bar, above its words
    page = colour_at(history.table.viewport(), history.table.viewport().width() // 2,  # type: ignore[union-attr]
                     history.table.viewport().height() - 4)
    strongest = max(range(3), key=lambda i: felt.getRgb()[i])
    for colour in (title, page):  # the felt's hue, not white
        assert max(range(3), key=lambda i: colour.getRgb()[i]) == strongest, (colour.name(), table)
    assert contrast(page.name(), table) <= 2.0, (page.name(), table)  # a shade of the felt, no slab beside it
    assert contrast(title.name(), table) <= 2.5 and title.lightness() < felt.lightness(), title.name()
    words = history.table.palette().color(QPalette.ColorRole.Text).name()  # type: ignore[union-attr]
    assert contrast(words, page.name()) >= 4.5, (words, page.name())
    header = history.table.horizontalHeader()  # type: ignore[union-attr]
    heading = colour_at(header, 4, header.height() // 2)
    assert contrast(history.palette().color(QPalette.ColorRole.WindowText).name(), page.name()) >= 4.5
    assert contrast("#ffffff" if felt.lightness() < 128 else "#1b1b1b", heading.name()) >= 4.5, heading.name()
    bars = dock_tab_bars(window)
    assert bars
    bar = bars[0]
    front = bar.mapTo(window, bar.tabRect(bar.currentIndex()).topLeft())
    behind = bar.mapTo(window, bar.tabRect((bar.currentIndex() + 1) % bar.count()).topLeft())
    assert picture.pixelColor(round((front.x() + 3) * ratio), round((front.y() + 3) * ratio)).name() == page.name()
    tab = picture.pixelColor(round((behind.x() + 3) * ratio), round((behind.y() + 3) * ratio))
    assert tab.lightness() < page.lightness() or felt.lightness() >= 128, tab.name()  # the tabs behind: darker
    window.panels.follow(window.prefs.replace(high_contrast=True))  # the application's black, white and yellow
    assert history.styleSheet() == ""


@pytest.mark.parametrize(("text_size", "lang"), [(100, "de"), (100, "fr"), (160, "de"), (160, "fr"), (200, "de"),
                                                 (160, "en")])
def test_dock_tabs_and_titles_show_whole(qtbot, windows, text_size: int, lang: str) -> None:  # type: ignore[no-untyped-def]
    """At 1024 x 600 the French and German tabs were cut ("Spielve…", "St…") and at 160 % every tab; the dock's
    title did not grow with the text.  Every tab's title whole (under the docks, or down their side), the dock's
    title in the text size."""
    language.install(lang)
    window = windows(text_size=text_size, language=lang)
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.width() == 1024)
    window.panels.set_open(True)
    qtbot.waitUntil(lambda: bool(dock_tab_bars(window)))
    qtbot.waitUntil(lambda: not cut_tabs(window), timeout=2000)  # (as Qt lays the tabs out)
    history = window.panels.history
    assert history.font().pointSizeF() == pytest.approx(QApplication.font().pointSizeF())
    title_room = history.width() - 60  # the float and close buttons
    assert QFontMetrics(history.font()).horizontalAdvance(history.windowTitle()) < title_room
    from ginqt.ui.panels.manager import table_share

    share = table_share(text_scale(text_size))
    qtbot.waitUntil(lambda: window.view.width() >= share * window.width(), timeout=2000)  # the table keeps its share


@pytest.mark.parametrize("text_size", [100, 160])
def test_the_docks_give_way_in_a_small_window(qtbot, windows, text_size: int) -> None:  # type: ignore[no-untyped-def]
    """Made 800 x 500 with the docks open, the docks kept their width and the table shrank to a strip: now
    they narrow, and the table keeps its share of the window (and its cards their size on screen)."""
    window = windows(text_size=text_size)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.width() == 1920)
    window.panels.set_open(True)
    qtbot.waitUntil(lambda: window.panels.history.on_screen)
    qtbot.waitUntil(lambda: window.panels.history.width() >= window.panels.width(1920) - 40)
    wide = window.panels.history.width()
    window.resize(800, 500)
    qtbot.waitUntil(lambda: window.width() == 800)
    from ginqt.ui.panels.manager import table_share

    share = table_share(text_scale(text_size))
    qtbot.waitUntil(lambda: window.view.width() >= share * 800, timeout=2000)
    assert window.panels.history.width() < wide
    scale = window.view.transform().m11()  # what a scene unit is on screen: the cards' size
    assert scale >= 0.38, scale


@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1366, 768)])
def test_help_fits_the_screen_and_its_close_button_shows(qtbot, windows, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                         width: int, height: int) -> None:
    """Help was 760 x 620 on any screen: on a 600-pixel one its Close button fell off the bottom."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QDialogButtonBox

    from ginqt.ui import geometry
    from ginqt.ui.dialogs.help import HelpDialog

    window = windows()
    monkeypatch.setattr(geometry, "screen_room", lambda widget=None: QSize(width, height - 40))  # a task bar
    dialog = HelpDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= width and dialog.height() <= height - 40, dialog.size()
    box = dialog.findChild(QDialogButtonBox)
    close = box.button(QDialogButtonBox.StandardButton.Close)
    bottom = close.mapTo(dialog, close.rect().bottomRight())
    assert close.isVisible() and bottom.y() < dialog.height() and bottom.x() < dialog.width()
    assert dialog.height() >= dialog.minimumSizeHint().height()  # nothing squeezed out of its layout


def test_the_replay_window_fits_a_laptop_screen(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The replay window always opened at 1200 x 800, taller than a 1366 x 768 screen."""
    from engine_helpers import StandardPlayer
    from PySide6.QtCore import QSize
    from ui_helpers import fast_prefs

    from ginqt.play.runner import GameRunner
    from ginqt.play.spec import GameSpec, Variant
    from ginqt.records import Player, Status, record_game
    from ginqt.rules import Rules
    from ginqt.ui import geometry
    from ginqt.ui.replay.window import ReplayWindow

    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=50)), ("Ann", "standard"), seed=3),
                        (StandardPlayer(), StandardPlayer()))
    runner.play()
    game = record_game(runner.log, (Player("Ann"), Player("Computer", "standard")), Status.PLAYING, runner=runner)
    monkeypatch.setattr(geometry, "screen_room", lambda widget=None: QSize(1366, 728))  # 768 less a task bar
    replay = ReplayWindow(game, fast_prefs())
    qtbot.addWidget(replay)
    assert replay.height() <= 728 and replay.width() <= 1366, replay.size()
    monkeypatch.setattr(geometry, "screen_room", lambda widget=None: QSize(2560, 1400))
    big = ReplayWindow(game, fast_prefs())
    qtbot.addWidget(big)
    assert (big.width(), big.height()) == (1200, 800)  # a large screen: the size it was made for


def test_a_six_card_run_is_shown_as_one_run() -> None:
    """7♦ 8♦ 9♦ and 10♦ J♦ Q♦ were shown as two runs (a gap between them in the hand, two groups when the hand
    was laid down, two lines in the hints panel): the engine's melds, shown as one run 7♦–Q♦."""
    from ginqt.cards import parse_cards
    from ginqt.engine import HandResult, settle
    from ginqt.melds import MeldKind, best_melds
    from ginqt.preferences import SortOrder
    from ginqt.rules import Rules
    from ginqt.ui.table.layout import (
        SETTLED_SPACING,
        SOUTH_SPACING,
        meld_bars,
        meld_groups,
        settlement_places,
        sorted_hand,
        south_places,
    )

    cards = parse_cards("7d 8d 9d Td Jd Qd 5s 5h 5c 2c")
    run = [int(card) for card in parse_cards("7d 8d 9d Td Jd Qd")]
    melds = best_melds(cards)
    assert len([m for m in melds.melds if m.kind is MeldKind.RUN]) == 2  # what the engine lays down
    order = sorted_hand(cards, SortOrder.MELDS, melds, [])
    row = south_places(order, None, meld_bars(melds), meld_groups(melds), None, None, True)
    xs = [row.places[card].x for card in run]
    assert [b - a for a, b in itertools.pairwise(xs)] == [SOUTH_SPACING] * 5  # one run: no gap inside it
    five = row.places[int(next(iter(parse_cards("5c"))))].x
    assert xs[0] - five > SOUTH_SPACING  # a gap between the set and the run
    settlement = settle(cards, parse_cards("Ks Kh Kd 3s 4h 6c 8c 9c Tc Ac"), Rules())
    assert len(settlement.knocker_melds) == 3
    places = settlement_places(HandResult(knocker=0, winner=0, points=settlement.points), settlement)
    xs = [places[card].x for card in run]
    assert [b - a for a, b in itertools.pairwise(xs)] == [SETTLED_SPACING] * 5


def test_the_hints_panel_shows_a_six_card_run_on_one_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ginqt.cards import parse_cards
    from ginqt.engine import Match
    from ginqt.rules import Rules
    from ginqt.ui.panels.hints import HintsPanel

    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.ensure_built()
    view = Match.new(Rules(), 1).view(0)
    panel.show_view(dataclasses.replace(view, hand=parse_cards("7d 8d 9d Td Jd Qd 5s 5h 5c 2c")))
    lines = panel.label("melds").text().split("<br>")
    assert len(lines) == 2 and all(symbol in lines[1] for symbol in ("7♦", "10♦", "Q♦")), lines


def table_rects(window) -> dict[str, QRectF]:  # type: ignore[no-untyped-def]
    """Where each thing on the table is drawn, in scene units: both hands, the piles and the knock card with their
    captions, every text shown, the score board, the legend and the buttons."""
    from ginqt.ui.table.items import caption_height
    from ginqt.ui.table.render import CARD_HEIGHT, CARD_WIDTH

    scene = window.scene
    rects: dict[str, QRectF] = {}
    for card, item in scene.cards.items():
        group = scene.groups.get(card)
        if item.isVisible() and group in ("north", "south"):
            rect = item.sceneBoundingRect()
            rects[group] = rects[group].united(rect) if group in rects else rect
    for name, item in (*scene.piles.items(), ("knock", scene.badges["knock"])):
        width, height = (CARD_WIDTH, CARD_HEIGHT) if name != "knock" else (CARD_WIDTH * 0.8, CARD_HEIGHT * 0.8)
        label, font = item.label, item.caption
        room = item.caption_room
        below = QRectF((width - room) / 2, height + 6, room, caption_height(font, [label], room))
        rects[name] = item.mapRectToScene(QRectF(0, 0, width, height))
        rects[f"{name} caption"] = item.mapRectToScene(QRectF(
            (width - QFontMetricsF(font).horizontalAdvance(label)) / 2 if "\\n" not in label else below.x(),
            below.y(), min(room, QFontMetricsF(font).horizontalAdvance(label)), below.height()))
    for name, item in scene.texts.items():
        if item.isVisible() and item.text():
            rects[name] = item.sceneBoundingRect()
    rects["score board"] = scene.scoreboard.sceneBoundingRect()
    rects["legend"] = scene.legend.sceneBoundingRect()
    for name, button in scene.buttons.items():
        if button.isVisible() and button.parentItem() is None:
            rects[f"button {name}"] = button.sceneBoundingRect()
    return rects


@pytest.mark.parametrize(("width", "height", "text_size", "lang"),
                         [(1024, 600, 100, "en"), (1024, 600, 160, "de"), (1024, 600, 200, "fr"),
                          (1366, 768, 100, "de"), (1366, 768, 200, "de"), (1920, 1080, 100, "en"),
                          (1920, 1080, 160, "fr"), (2560, 1440, 100, "en"), (2560, 1440, 200, "de")])
def test_the_table_is_composed_at_every_size_and_text_size(qtbot, windows, width: int, height: int,  # type: ignore[no-untyped-def]
                                                           text_size: int, lang: str) -> None:
    """At 160 % "Knock limit" was cut, "Discard pile (P)" drawn small beside a large "Stock (D)", the rows of words
    ran into each other and the score board did not grow; at 1024 x 600 the legend, keys and score board were tiny.
    Now nothing on the table lies over anything else or off it; the three captions share one size, none of them
    cut; the score board, legend and keys grow with the text and stay readable on a small screen."""
    from ginqt.ui.table.items import caption_font

    language.install(lang)
    window = windows(text_size=text_size, language=lang, name="Ann")
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)
    window.new_game()
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=10000)
    scale = text_scale(text_size)
    qtbot.waitUntil(lambda: window.scene.size.words >= scale and window.board.painter.last is not None
                    and window.board.painter.last.size == window.scene.size, timeout=3000)
    size = window.scene.size
    on_screen = window.view.transform().m11()
    rects = table_rects(window)
    table = QRectF(0, 0, size.width, size.height)
    for name, rect in rects.items():
        assert table.contains(rect), (name, rect, table)
    names = sorted(rects)
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            overlap = rects[first].intersected(rects[second])
            assert overlap.width() < 1 or overlap.height() < 1, (first, second, rects[first], rects[second])
    # one size for the three captions, and the size asked for unless a caption needs less to fit its room
    piles, knock = window.scene.piles, window.scene.badges["knock"]
    fonts = {piles["stock"].caption.pixelSize(), piles["pile"].caption.pixelSize(), knock.caption.pixelSize()}
    assert len(fonts) == 1
    labels = [piles["stock"].label, piles["pile"].label, knock.label]
    assert fonts.pop() == caption_font(labels, 15 * scale, size.caption_room).pixelSize()
    assert min(rects["stock caption"].height(), rects["pile caption"].height()) * on_screen >= 11  # readable
    # the score board, the legend and the keys: as large as the text asks, and readable on screen
    assert window.scene.scoreboard.scale() == pytest.approx(size.words) and size.words >= scale
    assert window.scene.legend.scale() == pytest.approx(size.words)
    assert 14 * size.words * on_screen >= 12.5, (size.words, on_screen)  # the legend's words, in pixels
    keys = window.scene.texts["keys"]
    assert keys.font().pixelSize() * keys.scale() * on_screen >= 12.5
    # issue 48: the two hands and the piles on one centre line (the person's ten cards; the one drawn at their right)
    middles = {"north": rects["north"].center().x(), "south": rects["south"].center().x(),
               "piles": rects["stock"].united(rects["pile"]).center().x()}
    assert max(middles.values()) - min(middles.values()) <= 2, middles
    if text_size == 100 and width >= 1920:  # a wide table: the cards around its middle, no empty band beside them
        from ginqt.ui.table.layout import HAND_REACH

        band = size.side_x - (middles["south"] + HAND_REACH)  # between the drawn card's place and the column
        assert abs(middles["south"] - size.width / 2) <= 1 or band <= 30, (middles, size.width, band)


@pytest.mark.parametrize(("width", "height", "text_size"), [(1024, 600, 200), (1920, 1080, 160), (1366, 768, 100)])
def test_the_result_panel_grows_with_the_text_between_the_hands(qtbot, windows, width: int, height: int,  # type: ignore[no-untyped-def]
                                                               text_size: int) -> None:
    """The result panel kept its size at 200 %: its words were the smallest on the table.  It grows with the text
    as far as the room between the two hands allows, and lies over neither hand nor off the table."""
    from ginqt.engine import Phase

    window = windows(text_size=text_size, hand_pause_ms=600000, language="de")
    language.install("de")
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)
    window.new_game(demo=True)
    qtbot.waitUntil(lambda: window.controller.session is not None
                    and window.controller.session.match.hand.phase is Phase.OVER, timeout=20000)
    panel = window.scene.panels["result"]
    qtbot.waitUntil(lambda: panel.isVisible() and window.board.painter.last is not None
                    and window.board.painter.last.size == window.scene.size, timeout=3000)
    window.board.painter.overlay.stop()  # the moment's animation at its end
    rects = table_rects(window)
    box = panel.sceneBoundingRect()
    assert QRectF(0, 0, window.scene.size.width, window.scene.size.height).contains(box)
    for hand in ("north", "south"):
        assert not box.intersects(rects[hand]), (hand, box, rects[hand])
    grow = panel.transform().m11()
    assert grow == pytest.approx(text_scale(text_size), abs=0.01) or grow > 1.4, grow


@pytest.mark.parametrize("table", ["#2f7d46", "#7a1f2b", "#1d3f8f", "#d8c8a0"])
def test_menus_and_dialogs_are_in_the_tables_colours(qtbot, windows, table: str) -> None:  # type: ignore[no-untyped-def]
    """Beside the green table the menus, the status bar and every dialog were the system's white and grey: now
    they are on a page tinted with the felt (whatever its colour), their words readable on it."""
    from PySide6.QtGui import QPalette

    from ginqt.ui.dialogs.help import HelpDialog

    window = windows(table_colour=table)
    dialog = HelpDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = dialog.grab().toImage()
    ratio = picture.width() / dialog.width()
    page = picture.pixelColor(round(3 * ratio), round((dialog.height() - 3) * ratio))  # the dialog's own background
    felt = QColor(table)
    channels = {"red": (page.red(), felt.red()), "green": (page.green(), felt.green()),
                "blue": (page.blue(), felt.blue())}
    strongest = max(channels, key=lambda name: channels[name][1])
    assert max(channels, key=lambda name: channels[name][0]) == strongest, (page.name(), table)  # the felt's hue
    assert page.name() != "#ffffff" and page.lightness() > 200, page.name()  # a light page, not white
    palette = QApplication.palette()
    assert contrast(palette.color(QPalette.ColorRole.WindowText).name(), page.name()) >= 4.5
    assert contrast(palette.color(QPalette.ColorRole.HighlightedText).name(),
                    palette.color(QPalette.ColorRole.Highlight).name()) >= 4.5
