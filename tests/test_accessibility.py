"""Issue 15: playable with a screen reader.

The accessibility tree (what ``QAccessible`` hands a screen reader) of the main window, every dock and
every dialog holds no interactive object without a name; the table (one ``QGraphicsView``) says what
the keyboard cursor is on, announces the moves and each hand's result, and reads itself out whole.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QTabWidget, QWidget
from ui_helpers import fast_prefs

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.cards import Card, CardSet, parse_card
from ginqt.engine import Phase
from ginqt.melds import best_melds
from ginqt.play.session import HUMAN, OPPONENT
from ginqt.records.folder import RecordFolder
from ginqt.storage import DataDir, Storage
from ginqt.ui.accessible import CANVAS
from ginqt.ui.dialogs.about import AboutDialog
from ginqt.ui.dialogs.help import HelpDialog
from ginqt.ui.dialogs.high_scores import HighScoresDialog
from ginqt.ui.dialogs.new_game import NewGameDialog
from ginqt.ui.dialogs.past_games import PastGamesDialog
from ginqt.ui.dialogs.players import PlayersDialog
from ginqt.ui.dialogs.preferences import PreferencesDialog
from ginqt.ui.dialogs.welcome import WelcomeDialog
from ginqt.ui.menus import Command
from ginqt.ui.text.speech import card_name, spoken

pytestmark = pytest.mark.timeout(60)

Role = QAccessible.Role
#: Roles a person acts on (a focusable object of any role counts too).
#: Parts of a named table or list: a cell's name is its text, and an empty cell is an empty cell.
PARTS = {Role.Cell, Role.Row, Role.ColumnHeader, Role.RowHeader, Role.ListItem, Role.TreeItem}
INTERACTIVE = {Role.Button, Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.EditableText,
               Role.SpinBox, Role.Slider, Role.PageTab, Role.MenuItem, Role.Table, Role.List, Role.Tree, Role.Link,
               Role.ButtonMenu, Role.ButtonDropDown, Role.ProgressBar}


def objects(iface: QAccessibleInterface | None) -> Iterator[QAccessibleInterface]:
    """Every visible object of the tree under ``iface``."""
    if iface is None or not iface.isValid() or iface.state().invisible:
        return
    yield iface
    for i in range(iface.childCount()):
        yield from objects(iface.child(i))


def unnamed(widget: QWidget) -> list[str]:
    """The interactive objects under ``widget`` without a name, each as its role and its object's class and
    parents: on every page of every tab widget."""
    missing: list[str] = []
    tabs = [widget, *widget.findChildren(QTabWidget)]
    pages = [(tab, i) for tab in tabs if isinstance(tab, QTabWidget) for i in range(tab.count())] or [(None, 0)]
    for tab, index in pages:
        if isinstance(tab, QTabWidget):
            tab.setCurrentIndex(index)
            QApplication.processEvents()
        for iface in objects(QAccessible.queryAccessibleInterface(widget)):
            if iface.role() in PARTS or (iface.role() not in INTERACTIVE and not iface.state().focusable):
                continue
            if not iface.text(QAccessible.Text.Name).strip():
                obj, chain = iface.object(), []
                while obj is not None:
                    chain.append(type(obj).__name__)
                    obj = obj.parent()
                missing.append(f"{iface.role().name} in {' < '.join(chain) or 'an item'}")
    return sorted(set(missing))


def test_the_main_window_and_every_dock_name_everything(windows: Any) -> None:
    window = windows()
    window.new_game()
    window.panels.set_open(True)  # the panels start closed (the table first)
    for panel in window.panels.panels():
        panel.raise_()
        QApplication.processEvents()
        assert unnamed(panel) == [], panel.objectName()
    assert unnamed(window) == []
    actions = window.actions() + [menu.menuAction() for menu in window.menuBar().findChildren(QMenu)
                                  if menu.objectName() != "qt_menubar_ext_menu" and menu.title()]
    assert len(actions) > 50 and all(a.text().strip() for a in actions)  # every action and menu has text
    view = QAccessible.queryAccessibleInterface(window.view)
    assert view.text(QAccessible.Text.Name) == "Card table" and view.text(QAccessible.Text.Description)


def test_every_dialog_names_everything(windows: Any, qtbot: Any, tmp_path: Path) -> None:
    window = windows()
    storage = Storage.open(tmp_path / "data")
    dialogs = [WelcomeDialog(window.prefs, window.source, window), NewGameDialog(window.prefs, window.source, window),
               PreferencesDialog(window.prefs, window.source, window), AboutDialog(window.source, "", window),
               HelpDialog(window), HighScoresDialog([], window), PlayersDialog(storage, None, window),
               PastGamesDialog(RecordFolder(DataDir.at(tmp_path / "records"), tmp_path / "records"), window)]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert unnamed(dialog) == [], type(dialog).__name__
        dialog.close()


def test_the_replay_window_names_everything(qtbot: Any) -> None:
    from test_replay import GAME

    from ginqt.ui.replay.window import ReplayWindow

    replay = ReplayWindow(GAME, fast_prefs())
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    assert unnamed(replay) == []


# -- the table -----------------------------------------------------------------------------------


def view_text(window: Any) -> tuple[str, str]:
    iface = QAccessible.queryAccessibleInterface(window.view)
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)


def test_the_cursor_across_the_hand_is_announced_card_by_card(windows: Any) -> None:
    window = windows()
    window.new_game()
    heard: list[tuple[str, str]] = []
    window.speech.focusSpoken.connect(lambda name, description: heard.append((name, description)))
    order = window.board.south_order()
    hand = window.controller.session.match.hand.hands[HUMAN]
    melds = best_melds(CardSet(hand))
    for _ in order:
        window.menus[Command.RIGHT].trigger()
    # the first press shows the cursor on the first card, then it moves one card a press to the last
    names = [name for name, _description in heard]
    expected = [f"{card_name(card)}, {i + 1} of {len(order)}" for i, card in enumerate(order)]
    assert names == expected[1:] or names == expected
    assert view_text(window)[0] == expected[-1]
    for card, (name, description) in zip(order[len(order) - len(heard):], heard, strict=True):
        meld = next((m for m in melds.melds if card in m.cards), None)
        if meld is None:
            assert description.startswith("Deadwood"), (name, description)
        else:
            assert description.startswith("In a set" if meld.kind.name == "SET" else "In a run")
            assert all(card_name(c) in description for c in meld.cards)
    window.menus[Command.UP].trigger()
    stock = len(window.controller.session.match.hand.stock)
    assert view_text(window)[0] == f"Stock, {stock} cards"
    window.menus[Command.RIGHT].trigger()
    top = window.controller.session.match.hand.discard_pile[-1]
    assert view_text(window)[0].startswith(f"Discard pile: {card_name(top)} on top")


def test_the_computer_moves_and_the_result_are_announced(windows: Any, qtbot: Any) -> None:
    window = windows(hand_pause_ms=600_000)  # the demo stops at the end of the first hand
    said: list[str] = []
    window.speech.spoken.connect(said.append)
    window.new_game(demo=True)
    qtbot.waitUntil(lambda: window.controller.session is not None and window.controller.session.hand_over,
                    timeout=20000)
    qtbot.waitUntil(lambda: window.board.snapshot is not None and window.board.snapshot.result is not None)
    result = window.board.snapshot.result
    # a demo names its players by who plays them (issue 48, item 7): the computer's seat by its level
    above = window.board.names()[1]
    assert above == "Standard (above)"
    assert any(line.startswith(above) and ("discarded" in line or "drew" in line) for line in said), said[:5]
    assert not any(symbol in line for line in said for symbol in "♠♥♦♣")  # cards said in words
    assert any(line.startswith(result.banner) and result.title.split(" ")[0] in line for line in said), said[-3:]


def test_reading_the_table_of_a_known_deal(windows: Any) -> None:
    window = windows(seed=1)
    window.new_game()
    match = window.controller.session.match
    said: list[str] = []
    window.speech.spoken.connect(said.append)
    window.menus[Command.READ].trigger()
    words = said[-1]
    hand = CardSet(match.hand.hands[HUMAN])
    assert hand == CardSet([parse_card(c) for c in "QH QD JS JC 9C 7D 6S 4D 4C 2D".split()]), hand.text
    assert words == ("Your hand: deadwood 72: queen of hearts, queen of diamonds, jack of spades, jack of clubs, "
                     "9 of clubs, 7 of diamonds, 6 of spades, 4 of diamonds, 4 of clubs, 2 of diamonds. "
                     f"Upcard: {card_name(Card(match.hand.discard_pile[-1]))}, 1 card in the discard pile. "
                     "Stock: 31 cards. Scores to 100: You 0, Computer 0. "
                     f"{window.board.snapshot.texts['turn']}"), words
    assert card_name(parse_card("AC")) == "ace of clubs"


def test_the_table_is_a_canvas_a_screen_reader_presents(windows: Any) -> None:
    """Issue 48: Qt's "client" role is AT-SPI's *filler*, which Orca skips as layout only; a canvas (a drawn
    surface that takes the keys) is presented when it has the focus, with its name and description."""
    window = windows()
    window.new_game()
    iface = QAccessible.queryAccessibleInterface(window.view)
    assert iface.role() == Role.Canvas and Role.Canvas.value == CANVAS
    assert iface.state().focusable and iface.text(QAccessible.Text.Name) == "Card table"


def test_each_change_is_one_event_and_the_status_bar_stays_silent(make_window: Any, qtbot: Any) -> None:
    """Issue 48: every change of the table's accessible name or description reaches a screen reader as one
    event (Qt sends one itself; a second was sent by hand), and the status bar, which shows what the table
    said, sends none for a line that was announced (it repeated 12 of 19, with suit symbols)."""
    from accessibility_events import recording
    from test_session import choose_standard

    from ginqt.ui.game.scripted import AutoPlayer

    window = make_window(seed=3, score_limit=0)
    names, descriptions = [window.view.accessibleName()], [window.view.accessibleDescription()]

    def follow(name: str, description: str) -> None:
        names.append(name)
        descriptions.append(description)

    window.speech.focusSpoken.connect(follow)
    announced: list[str] = []
    window.speech.spoken.connect(announced.append)
    over: list[object] = []
    window.controller.gameOver.connect(over.append)
    with recording() as heard:
        window.new_game()
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            QTest.keyClick(window, key)
        QTest.keyClick(window, Qt.Key.Key_W)
        AutoPlayer(window.controller, choose_standard, 10_000, lambda: None).start()
        qtbot.waitUntil(lambda: bool(over), timeout=30_000)
    Event = QAccessible.Event
    changes = sum(a != b for seen in (names, descriptions) for a, b in pairwise(seen))
    events = heard.of(Event.NameChanged, Event.DescriptionChanged, source="TableView")
    assert changes >= 10 and len(events) == changes, (changes, [(e.kind.name, e.text) for e in events])
    assert len(heard.of(Event.Announcement)) == len(announced) > 5
    status = [h for h in heard.heard if h.source in ("QStatusBar", "QuietLabel") and h.text]
    repeated = [h.text for h in status if h.text in announced or spoken(h.text) in announced]
    assert repeated == [], repeated
    # the status bar still shows the table's last line to the eye, and reads it in words when looked at
    assert window.status_line.isVisible() and window.status_line.text() == window.board.message_text() != ""
    label = QAccessible.queryAccessibleInterface(window.status_line)
    assert label.text(QAccessible.Text.Name) == spoken(window.status_line.text())


def test_the_hints_words_are_announced(make_window: Any, qtbot: Any) -> None:
    """Issue 48, item 5: H gave a screen reader only "this game now counts as assisted", never the hint."""
    window = make_window(seed=1)
    window.new_game()
    said: list[str] = []
    window.speech.spoken.connect(said.append)
    qtbot.waitUntil(lambda: window.controller.human_to_act, timeout=10_000)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.board.snapshot.texts["hint"]), timeout=30_000)
    hint = window.board.snapshot.texts["hint"]
    assert hint.startswith("Hint: ")
    assert spoken(hint) in said and any("counts as assisted" in line for line in said), said
    assert not any(symbol in line for line in said for symbol in "♠♥♦♣")


def test_reading_the_table_names_the_computers_face_up_cards_and_no_other(make_window: Any, qtbot: Any) -> None:
    """Issue 48, item 2: once the computer held a card taken from the pile, W read out its whole hidden hand."""
    from test_session import choose_standard

    from ginqt.ui.game.scripted import AutoPlayer

    window = make_window(seed=1, score_limit=0)
    window.new_game()
    c = window.controller

    def a_card_taken_and_kept() -> bool:
        hand = c.session.match.hand
        return hand.phase is not Phase.OVER and bool(hand.known[OPPONENT] & hand.hands[OPPONENT]) \
            and c.human_to_act
    robot = AutoPlayer(c, choose_standard, 200, lambda: None)
    robot.start()
    qtbot.waitUntil(a_card_taken_and_kept, timeout=30_000)
    robot.left = 0  # the person's turn stays
    said: list[str] = []
    window.speech.spoken.connect(said.append)
    QTest.keyClick(window, Qt.Key.Key_W)
    hand = c.session.match.hand
    shown = CardSet(hand.known[OPPONENT] & hand.hands[OPPONENT])
    hidden = CardSet(hand.hands[OPPONENT] & ~hand.known[OPPONENT])
    reading = said[-1]
    assert all(card_name(card) in reading for card in shown), reading
    assert not any(card_name(card) in reading for card in hidden), reading
    assert f"holds {len(hidden)} more cards face down" in reading


def test_the_read_key_is_listed_in_help(windows: Any) -> None:
    window = windows()
    action = window.menus[Command.READ]
    assert action.shortcut().toString() == "W"
    assert "Read the table aloud" in HelpDialog(window).listed_actions()


# -- not by colour alone, high contrast, large text ----------------------------------------------


def test_every_colour_bar_carries_a_mark_of_its_own(windows: Any) -> None:
    """The rules text marks laid-off cards with an "s"; every other bar has its own mark too, on the table,
    in its legend and in Help."""
    from ginqt.ui.game.marks import Bar
    from ginqt.ui.text import bar_legend, bar_marks

    marks = bar_marks()
    assert set(marks) == set(Bar) and len(set(marks.values())) == len(Bar) and all(marks.values())
    assert marks[Bar.LAID_OFF] == "s"
    assert all(marks[bar] in meaning for bar, meaning in bar_legend())
    window = windows()
    window.new_game()
    scene = window.scene
    assert {mark for _colour, _word, mark in scene.legend.entries} == set(marks.values())
    barred = [item for item in scene.cards.values() if item.isVisible() and item.top_bar is not None]
    melds = best_melds(CardSet(window.controller.session.match.hand.hands[HUMAN]))
    assert len(barred) == sum(len(meld) for meld in melds.melds)
    for item in barred:
        meld = next(m for m in melds.melds if item.card in m.cards)
        assert item.marks[0] == marks[Bar.SET if meld.kind.name == "SET" else Bar.RUN]


def test_laid_off_cards_are_marked_s() -> None:
    from ginqt.cards import parse_cards
    from ginqt.engine import HandResult, settle
    from ginqt.rules import Rules
    from ginqt.ui.game.marks import Bar
    from ginqt.ui.table.layout import settlement_places

    st = settle(parse_cards("4D 5D 6D 7C 7S 7H 9S 9H 9C AC"), parse_cards("2D 3D 7D KC QC JH TS 5S 4H 8C"), Rules())
    places = settlement_places(HandResult(1, 1, st.points, st), st)
    laid = {card for card, place in places.items() if place.top_bar is Bar.LAID_OFF}
    assert laid == {int(c) for c in parse_cards("2D 3D 7D")}


def test_high_contrast_and_large_text_reach_the_docks_and_the_table(qtbot: Any, windows: Any) -> None:
    from PySide6.QtGui import QPalette

    from ginqt.ui.table.theme import contrast

    window = windows(high_contrast=True, text_size=150)
    window.new_game()
    app = QApplication.instance()
    palette = app.palette()
    text, base = palette.color(QPalette.ColorRole.WindowText).name(), palette.color(QPalette.ColorRole.Window).name()
    assert contrast(text, base) >= 7  # WCAG AAA
    assert window.board.snapshot.theme.high_contrast and window.board.snapshot.theme.text_scale == 1.5
    qtbot.waitUntil(lambda: window.scene.size.text == 1.5)  # the table takes its shape for the words (queued)
    turn = window.scene.texts["turn"].font().pixelSize()
    plain = windows()  # back to the system's palette and size
    plain.new_game()
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).name() != base
    assert turn == round(1.5 * plain.scene.texts["turn"].font().pixelSize())
    assert QApplication.instance().styleSheet() == ""
