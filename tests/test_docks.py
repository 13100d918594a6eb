"""The dock panels: the score-history model (checked with qtmodeltester), the hints panel,
the statistics panel, and the window's layout kept in the settings between runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import play_with_hints as play
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QDockWidget

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.cards import Card
from ginqt.engine import ActionKind, Match, Phase
from ginqt.hints import hint
from ginqt.rules import Rules, Shutout
from ginqt.storage import Storage
from ginqt.ui.panels.hints import HintsPanel, describe_action
from ginqt.ui.panels.history import ScoreHistoryModel
from ginqt.ui.panels.reads import OpponentReads
from ginqt.ui.panels.statistics import StatisticsPanel

pytestmark = pytest.mark.timeout(60)

NAMES = ("Ann", "Computer")
#: (points in the hand, running total) columns of each player
PLAYER_COLUMNS = ((ScoreHistoryModel.POINTS0, ScoreHistoryModel.TOTAL0),
                  (ScoreHistoryModel.POINTS1, ScoreHistoryModel.TOTAL1))
BONUS_RULES = Rules(score_limit=60, box_bonus=20, game_bonus=100, shutout=Shutout.FLAT, shutout_bonus=50)


def cell(model: ScoreHistoryModel, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> object:
    return model.data(model.index(row, column), role)


def finished_with_bonuses(want_shutout: bool) -> Match:
    for seed in range(200):
        match = play(Match.new(BONUS_RULES, seed))
        assert match.result is not None
        if match.result.shutout == want_shutout:
            return match
    raise AssertionError("no such game in 200 seeds")


# -- the score history ----------------------------------------------------------------------


def test_history_model_empty(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = ScoreHistoryModel()
    qtmodeltester.check(model)
    model.set_match(Match.new(Rules(), 1), NAMES)
    qtmodeltester.check(model)
    assert model.rowCount() == 0
    assert model.columnCount() == ScoreHistoryModel.COLUMNS
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["#", "Dealer", "Result", "+", "Ann", "+", "Computer"]
    assert model.rowCount(model.index(0, 0)) == 0


def test_history_model_mid_game_follows_the_match(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = ScoreHistoryModel()
    match = Match.new(Rules(score_limit=500), 4)
    model.set_match(match, NAMES)
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    for hands in range(1, 5):
        match = play(match, hands)
        model.set_match(match, NAMES)
        qtmodeltester.check(model)
    assert inserted == [(0, 0), (1, 1), (2, 2), (3, 3)]  # one row per hand, appended
    assert not match.over
    assert model.rowCount() == len(match.history) == 4
    kinds = {"gin": "Gin", "big gin": "Big gin", "knock": "Knock", "undercut": "Undercut", "dead": "Dead"}
    for row, record in enumerate(match.history):
        assert cell(model, row, ScoreHistoryModel.HAND) == str(record.number)
        assert cell(model, row, ScoreHistoryModel.HAND, Qt.ItemDataRole.UserRole) == record.number
        assert cell(model, row, ScoreHistoryModel.DEALER) == NAMES[record.dealer]
        assert cell(model, row, ScoreHistoryModel.RESULT, Qt.ItemDataRole.UserRole) == record.label
        assert str(cell(model, row, ScoreHistoryModel.RESULT)).startswith(kinds[record.label])
        for player, (points_column, total_column) in enumerate(PLAYER_COLUMNS):
            points = cell(model, row, points_column, Qt.ItemDataRole.UserRole)
            assert points == (None if record.label == "dead" else record.points_for(player))
            assert cell(model, row, total_column) == str(record.scores_after[player])
        assert cell(model, row, ScoreHistoryModel.RESULT, Qt.ItemDataRole.ToolTipRole)
    # undo to an earlier match: the table follows (a reset), and clearing empties it
    model.set_match(play(Match.new(Rules(score_limit=500), 4), 2), NAMES)
    assert model.rowCount() == 2
    qtmodeltester.check(model)
    model.set_match(None)
    assert model.rowCount() == 0


@pytest.mark.parametrize("shutout", [False, True])
def test_history_model_after_a_game_with_bonuses(qtmodeltester, shutout: bool) -> None:  # type: ignore[no-untyped-def]
    match = finished_with_bonuses(shutout)
    result = match.result
    assert result is not None
    model = ScoreHistoryModel()
    model.set_match(match, NAMES)
    qtmodeltester.check(model)
    hands = len(match.history)
    kinds = [cell(model, row, ScoreHistoryModel.RESULT, Qt.ItemDataRole.UserRole) for row in range(model.rowCount())]
    expected = ["boxes", "game"] + (["shutout"] if shutout else []) + ["final"]
    assert kinds[hands:] == expected
    last_totals = match.history[-1].scores_after
    assert last_totals == result.scores

    def numbers(row: int, which: int) -> tuple[object, object]:
        return tuple(cell(model, row, columns[which], Qt.ItemDataRole.UserRole)  # type: ignore[return-value]
                     for columns in PLAYER_COLUMNS)

    assert numbers(hands, 0) == result.box_bonus
    assert numbers(hands + 1, 0) == result.game_bonus
    if shutout:
        assert numbers(hands + 2, 0) == result.shutout_bonus
    final = model.rowCount() - 1
    assert numbers(final, 1) == result.totals
    assert numbers(final - 1, 1) == result.totals  # the running totals add up
    assert cell(model, final, ScoreHistoryModel.HAND) == "Final"
    assert NAMES[result.winner or 0] in str(cell(model, final, ScoreHistoryModel.RESULT))
    tip = str(cell(model, final, ScoreHistoryModel.RESULT, Qt.ItemDataRole.ToolTipRole))
    assert "Ann" in tip and "Player 0" not in tip
    font = cell(model, final, ScoreHistoryModel.RESULT, Qt.ItemDataRole.FontRole)
    assert font is not None and font.bold()  # type: ignore[attr-defined]


def test_history_panel_shows_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ginqt.ui.panels.history import ScoreHistoryPanel

    panel = ScoreHistoryPanel()
    qtbot.addWidget(panel)
    assert not panel.built
    panel.set_match(play(Match.new(Rules(), 2), 3), NAMES)
    panel.show()
    qtbot.waitUntil(lambda: panel.built)
    assert panel.table is not None and panel.table.model() is panel.model
    assert panel.table.model().rowCount(QModelIndex()) == 3


# -- hints ----------------------------------------------------------------------------------


def test_hints_panel_shows_advice_and_the_opponents_pickups(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = HintsPanel(hint_function=lambda view: (hint(view).action, hint(view).reason))
    qtbot.addWidget(panel)
    panel.ensure_built()
    taken: list[Card] = []
    thrown: list[Card] = []
    seen_advice = False

    for seed in range(30):
        match = Match.new(Rules(), seed)
        panel.show_events(tuple(event.for_player(0) for event in match.events))
        panel.show_view(match.view(0))
        while match.hand.phase is not Phase.OVER:
            player = match.to_play
            action = hint(match.view(player)).action
            if player == 1 and action.kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
                taken.append(match.hand.discard_pile[-1])
            if player == 1 and action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.card is not None:
                thrown.append(Card(action.card))
            match = match.apply(action)
            view = match.view(0)
            panel.show_events(tuple(event.for_player(0) for event in match.events))
            panel.show_view(view)
            if view.my_turn and not seen_advice:
                expected = hint(view)
                assert describe_action(expected.action) in panel.label("advice").text()
                assert panel.label("reason").text()
                seen_advice = True
            if taken and Card(taken[-1]) in view.opponent_known:
                assert Card(taken[-1]).symbol in panel.label("holds").text()
                assert panel.reads.threw == thrown
                for card in thrown:
                    assert card.symbol in panel.label("threw").text()
                assert panel.label("stock").text() == f"{view.stock_count} cards"
                assert panel.label("count").text() == str(view.opponent_card_count)
                return
        taken.clear()
        thrown.clear()
    raise AssertionError("the opponent never took a card from the pile")


def test_opponent_reads_threw_and_refused() -> None:
    reads = OpponentReads(player=0)
    match = Match.new(Rules(), 7)
    reads.update(event.for_player(0) for event in match.events)
    thrown: list[Card] = []
    refused: set[Card] = set()
    while match.hand.phase is not Phase.OVER and len(thrown) < 3:
        player = match.to_play
        action = hint(match.view(player)).action
        showing = match.hand.discard_pile[-1] if match.hand.discard_pile else None
        if player == 1 and action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.card is not None:
            thrown.append(Card(action.card))
        if player == 1 and action.kind in (ActionKind.PASS, ActionKind.DRAW_STOCK) and showing is not None:
            refused.add(Card(showing))
        match = match.apply(action)
        reads.update(event.for_player(0) for event in match.events)
    assert reads.threw == thrown
    assert refused and set(reads.refused) == refused - set(match.view(0).opponent_known)
    assert not set(reads.refused) & set(match.view(0).opponent_known)
    reads.update(event.for_player(0) for event in Match.new(Rules(), 8).events)  # a new hand forgets
    assert reads.threw == [] and reads.refused == []


def test_asked_hint_shows_even_with_advice_hidden(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = HintsPanel(hint_function=lambda view: (hint(view).action, "from the function"))
    qtbot.addWidget(panel)
    panel.ensure_built()
    match = Match.new(Rules(), 3)
    view = match.view(match.to_play)
    panel.show_view(view)
    assert "from the function" in panel.label("reason").text()
    panel._advice_box.setChecked(False)  # type: ignore[union-attr]
    assert "hidden" in panel.label("advice").text()
    action = view.legal_actions[0]
    panel.show_hint(action, "you asked")
    assert describe_action(action) in panel.label("advice").text()
    assert "you asked" in panel.label("reason").text()
    panel.show_view(None)
    assert panel.label("advice").text() == "No game"


# -- statistics -----------------------------------------------------------------------------


def test_statistics_panel_shows_a_stored_player(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    storage = Storage.open(tmp_path)
    for seed in (1, 2, 3):
        storage.record_game(play(Match.new(Rules(score_limit=50), seed)), name="Ann")
    stats = storage.stats.get("Ann")
    assert stats is not None
    panel = StatisticsPanel()
    qtbot.addWidget(panel)
    panel.show_stats(stats)
    panel.ensure_built()
    assert panel.label("player").text() == "Ann"
    played = stats.games_won + stats.games_lost + stats.games_drawn
    assert panel.label("games").text().startswith(str(played))
    assert panel.label("won").text().startswith(str(stats.games_won))
    assert panel.label("lost").text().startswith(str(stats.games_lost))
    assert panel.label("hands").text().startswith(str(stats.hands_played))
    tally = stats.tally
    gins = "1 gin" if tally.gins == 1 else f"{tally.gins} gins"
    knocks = "1 knock" if tally.knocks == 1 else f"{tally.knocks} knocks"
    assert panel.label("gins").text() == f"{gins}, {knocks}"
    assert panel.label("undercuts").text() == f"{tally.undercuts_given} given, {tally.undercuts_taken} taken"
    assert panel.label("average").text() == f"{stats.average_per_hand:.1f}"
    assert f"longest {stats.longest_win_streak} won, {stats.longest_loss_streak} lost" in panel.label("streak").text()
    if stats.best_game is not None:
        assert str(stats.best_game.score) in panel.label("best").text()
    assert panel.chart is not None
    assert panel.chart.games == [(game.net, game.outcome) for game in stats.games]
    assert panel.note().isHidden()
    panel.show_stats(None, "Bob")
    assert panel.label("player").text() == "Bob"
    assert not panel.note().isHidden() and "No game" in panel.note().text()


# -- the main window ------------------------------------------------------------------------


def test_window_has_the_three_docks_with_menu_toggles(windows) -> None:  # type: ignore[no-untyped-def]
    window = windows()
    docks = window.findChildren(QDockWidget)
    assert sorted(d.objectName() for d in docks) == ["hints", "score-history", "statistics"]
    view_actions = window.menus.view_menu.actions()
    shortcuts: dict[str, str] = {}
    for action in window.findChildren(type(view_actions[0])):
        for key in action.shortcuts():
            text = key.toString()
            assert text not in shortcuts, f"{text} is both {shortcuts[text]!r} and {action.text()!r}"
            shortcuts[text] = action.text()
    for dock in docks:
        assert dock.toggleViewAction() in view_actions
        assert not dock.toggleViewAction().shortcut().isEmpty()
    # by default: hints and history on the right, statistics in a tab behind the history
    right = Qt.DockWidgetArea.RightDockWidgetArea
    assert all(window.dockWidgetArea(d) == right for d in docks)
    assert window.panels.hints.isVisible() and window.panels.history.isVisible()
    assert window.panels.statistics in window.tabifiedDockWidgets(window.panels.history)
    assert window.view.width() > window.width() / 2  # the table keeps most of the room


def test_docks_follow_a_demo_game(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    window = windows(seed=3, score_limit=25)
    c = window.controller
    with qtbot.waitSignal(c.gameOver, timeout=30000):
        window.new_game(demo=True)
    c.set_demo(False)
    match = c.match
    assert match is not None and match.result is not None
    model = window.panels.history.model
    qtbot.waitUntil(lambda: model.rowCount() > len(match.history))
    kinds = [model.data(model.index(r, ScoreHistoryModel.RESULT), Qt.ItemDataRole.UserRole)
             for r in range(model.rowCount())]
    assert kinds[: len(match.history)] == [record.label for record in match.history]
    assert kinds[-1] == "final"
    assert window.panels.hints.view is not None and window.panels.hints.view.hand_number == match.hand_number
    assert "over" in window.panels.hints.label("advice").text()


def test_statistics_in_the_window(windows, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bare = windows()
    assert not bare.panels.statistics.kept
    assert "No statistics are kept" in bare.panels.statistics.note().text()
    storage = Storage.open(tmp_path)
    window = windows(storage, name="Ann")
    assert "No game" in window.panels.statistics.note().text()
    storage.record_game(play(Match.new(Rules(score_limit=50), 5)), name="Ann")
    window.records.refresh_statistics()
    stats = window.panels.statistics.stats
    assert stats is not None and stats.name == "Ann" and stats.games_won + stats.games_lost == 1
    assert window.panels.statistics.label("player").text() == "Ann"


def test_layout_is_restored_next_start(qtbot, windows, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    storage = Storage.open(tmp_path)
    first = windows(storage)
    assert not first.restore_layout()  # nothing saved yet
    left = Qt.DockWidgetArea.LeftDockWidgetArea
    first.addDockWidget(left, first.panels.history)
    first.panels.hints.hide()
    first.resize(700, 500)
    qtbot.waitUntil(lambda: first.dockWidgetArea(first.panels.history) == left)
    size = first.size()
    first.close()
    settings = Storage.open(tmp_path).settings  # read back from the file
    assert isinstance(settings.get("window_state"), str) and isinstance(settings.get("window_geometry"), str)

    second = windows(Storage.open(tmp_path))
    assert second.dockWidgetArea(second.panels.history) == left
    assert second.panels.hints.isHidden()
    assert not second.panels.statistics.isHidden()
    assert second.size() == size


@pytest.mark.parametrize("state", ["%%% not base64 %%%", "AAAA", "", "ünïcode", "aGVsbG8gd29ybGQ="])
def test_a_damaged_layout_is_ignored(windows, tmp_path: Path, state: str) -> None:  # type: ignore[no-untyped-def]
    storage = Storage.open(tmp_path)
    storage.settings["window_state"] = state
    storage.settings["window_geometry"] = state
    storage.settings.save()
    window = windows(Storage.open(tmp_path))
    assert not window.restore_layout()
    right = Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(window.panels.history) == right
    assert window.panels.hints.isVisible()


def test_settings_keep_the_layout_keys(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    text = "AdnQywADAAAAAAAA" * 200  # saveState can be long
    storage.settings["window_state"] = text
    assert storage.settings.save()
    assert Storage.open(tmp_path).settings["window_state"] == text


def test_the_first_window_fits_a_small_screen(windows, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    from ginqt.ui import geometry

    window = windows()
    assert (window.width(), window.height()) == (1200, 800)  # headless: the usual size, for screenshots
    monkeypatch.setattr(geometry, "headless", lambda: False)  # as on a desktop whose screen is Qt's 800x800
    room = QGuiApplication.primaryScreen().availableGeometry().size()
    size = geometry.default_size()
    assert size.width() <= room.width() * 0.9 and size.height() <= room.height() * 0.9
    assert size.width() > 0 and size.height() > 0
