"""The dock panels: the score-history model (checked with qtmodeltester), the hints panel,
the statistics panel, and the window's layout kept in the settings between runs."""

from __future__ import annotations

import html
import re
from dataclasses import replace
from pathlib import Path

import pytest
from engine_helpers import discard_position
from engine_helpers import play_with_standard as play
from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QDockWidget, QStyle
from ui_helpers import show_match

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.analysis import ActionValue, Analysis, Effort, OpponentProfile, advise
from ginqt.analysis.hints import HintRequest, hint
from ginqt.cards import Card, mask_of
from ginqt.engine import ActionKind, Match, Phase
from ginqt.preferences import Preferences
from ginqt.rules import PRESETS, Rules, Shutout
from ginqt.standard import choose_standard
from ginqt.storage import Storage
from ginqt.ui import text
from ginqt.ui.game.adviser import Hint
from ginqt.ui.panels.hints import ALTERNATIVES, HintsPanel
from ginqt.ui.panels.history_model import ScoreHistoryModel
from ginqt.ui.panels.reads import OpponentReads
from ginqt.ui.panels.statistics import StatisticsPanel

pytestmark = pytest.mark.timeout(60)

NAMES = ("Ann", "Computer")
#: each player's column: the running total (the points of the row in brackets)
PLAYER_COLUMNS = (ScoreHistoryModel.SCORE0, ScoreHistoryModel.SCORE1)
POINTS = ScoreHistoryModel.POINTS_ROLE
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
    show_match(model, Match.new(Rules(), 1), NAMES)
    qtmodeltester.check(model)
    assert model.rowCount() == 0
    assert model.columnCount() == ScoreHistoryModel.COLUMNS
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["#", "Result", "Ann", "Computer"]  # who each score is (issue 14, bug 22)
    assert model.rowCount(model.index(0, 0)) == 0


def test_history_model_mid_game_follows_the_match(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = ScoreHistoryModel()
    match = Match.new(Rules(score_limit=500), 4)
    show_match(model, match, NAMES)
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    for hands in range(1, 5):
        match = play(match, hands)
        show_match(model, match, NAMES)
        qtmodeltester.check(model)
    assert inserted == [(0, 0), (1, 1), (2, 2), (3, 3)]  # one row per hand, appended
    assert not match.over
    assert model.rowCount() == len(match.history) == 4
    kinds = {"gin": "gin", "big gin": "big gin", "knock": "knock", "undercut": "undercut", "dead": "Dead hand"}
    for row, record in enumerate(match.history):
        assert cell(model, row, ScoreHistoryModel.HAND) == str(record.number)
        assert cell(model, row, ScoreHistoryModel.HAND, Qt.ItemDataRole.UserRole) == record.number
        tip = str(cell(model, row, ScoreHistoryModel.RESULT, Qt.ItemDataRole.ToolTipRole))
        assert f"dealt by {NAMES[record.dealer]}" in tip
        assert cell(model, row, ScoreHistoryModel.RESULT, Qt.ItemDataRole.UserRole) == record.label
        result = str(cell(model, row, ScoreHistoryModel.RESULT))
        assert result.endswith(kinds[record.label])
        if record.result.winner is not None:  # the result says who scored how much, first (issue 14, bug 22)
            assert result.startswith(f"{NAMES[record.result.winner]} +{record.result.points} · ")
        for player, column in enumerate(PLAYER_COLUMNS):
            points = cell(model, row, column, POINTS)
            assert points == (None if record.label == "dead" else record.points_for(player))
            total = record.scores_after[player]
            assert cell(model, row, column, Qt.ItemDataRole.UserRole) == total
            assert cell(model, row, column) == str(total)
            bold = cell(model, row, column, Qt.ItemDataRole.FontRole)
            assert (bold is not None) == bool(points)  # the scorer's total in bold
    # undo to an earlier match: the table follows (a reset), and clearing empties it
    show_match(model, play(Match.new(Rules(score_limit=500), 4), 2), NAMES)
    assert model.rowCount() == 2
    qtmodeltester.check(model)
    model.set_game(())
    assert model.rowCount() == 0


@pytest.mark.parametrize("shutout", [False, True])
def test_history_model_after_a_game_with_bonuses(qtmodeltester, shutout: bool) -> None:  # type: ignore[no-untyped-def]
    match = finished_with_bonuses(shutout)
    result = match.result
    assert result is not None
    model = ScoreHistoryModel()
    show_match(model, match, NAMES)
    qtmodeltester.check(model)
    hands = len(match.history)
    kinds = [cell(model, row, ScoreHistoryModel.RESULT, Qt.ItemDataRole.UserRole) for row in range(model.rowCount())]
    expected = ["boxes", "game"] + (["shutout"] if shutout else []) + ["final"]
    assert kinds[hands:] == expected
    last_totals = match.history[-1].scores_after
    assert last_totals == result.scores

    def numbers(row: int, role: int) -> tuple[object, object]:
        return tuple(cell(model, row, column, role) for column in PLAYER_COLUMNS)  # type: ignore[return-value]

    total = Qt.ItemDataRole.UserRole
    assert numbers(hands, Qt.ItemDataRole.DisplayRole) == tuple(f"+{n}" if n else "" for n in result.box_bonus)
    assert numbers(hands, POINTS) == result.box_bonus
    assert numbers(hands + 1, POINTS) == result.game_bonus
    if shutout:
        assert numbers(hands + 2, POINTS) == result.shutout_bonus
    final = model.rowCount() - 1
    assert numbers(final, total) == result.points
    assert numbers(final - 1, total) == result.points  # the running totals add up
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
    show_match(panel, play(Match.new(Rules(), 2), 3), NAMES)
    panel.show()
    qtbot.waitUntil(lambda: panel.built)
    assert panel.table is not None and panel.table.model() is panel.model
    assert panel.table.model().rowCount(QModelIndex()) == 3


# -- hints ----------------------------------------------------------------------------------


#: Fewer deals than the expert's: these tests check what the panel shows, not the advice's strength.
QUICK = Effort(deals=8, playouts=4, knock_deals=8)


def plain(rich: str) -> str:
    """A label's rich text as the player reads it (the cards' colours and the padding of their white faces dropped)."""
    return html.unescape(re.sub(r"<(?!br>)[^>]+>", "", rich)).replace("\u2009", "").replace("\xa0", " ")


def expert_hint(match: Match, asked: bool = True) -> Hint:
    """The expert's advice for player 0 in ``match`` (from the view alone: no events, no profile)."""
    view = match.view(0)
    return Hint(view, hint(HintRequest(view, (), OpponentProfile(), 0), QUICK), asked)


def test_hints_panel_shows_the_move_why_and_the_alternatives(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.ensure_built()
    match = Match.new(Rules(), 4)
    while not (match.to_play == 0 and match.hand.phase is Phase.DISCARD):
        match = match.apply(choose_standard(match.view(match.to_play)))
    panel.show_view(match.view(0))
    given = expert_hint(match)
    panel.show_hint(given)
    best = given.analysis.best
    assert text.plain_hint_text(given.view, given.analysis) in plain(panel.label("advice").text())
    reason = plain(panel.label("reason").text())
    assert reason and any(ch.isdigit() for ch in reason), "why, with the numbers"
    instead = plain(panel.label("instead").text()).split("<br>")[1:]
    others = given.analysis.actions[1:1 + ALTERNATIVES]
    assert len(instead) == len(others) == ALTERNATIVES
    for line, other in zip(instead, others, strict=True):
        assert text.advice_heading(other.action) in line
        less = best.expected_points - other.expected_points
        if less >= 0.05:
            assert f"{less:.1f} points worse" in line
    panel.show_view(match.apply(best.action).view(0))  # the next moment: the advice was for the last one
    assert "opponent is playing" in panel.label("advice").text() or "Press H" in panel.label("advice").text()
    assert panel.label("reason").text() == "" and panel.label("instead").text() == ""


def test_the_hint_names_the_card_that_would_make_gin() -> None:
    # Throwing J♥ or 10♣ leaves 11 deadwood; keeping 10♣ beside the run to 10♦ leaves 10♥ to make gin.
    seen = discard_position(Rules(), mask_of("AS 3H 4H 5H JH 6D 7D 8D 9D TD TC"),
                            mask_of("2S 5S 8S QS 2H 7H 9H 2C 6C QC"))
    analysis = advise(seen, (), seed=0)
    assert text.hint_line_text(analysis) == (
        f"Discard J♥. Keep 10♣: {analysis.best.outs} outs; "
        "throwing it leaves fewer cards that would make gin (0 against 1).")
    kept = analysis.actions[1]
    assert text.why_better_text(analysis.best, kept) == "It leaves fewer cards that would make gin: 0 against 1."


def _declined_knock(mine: str, opponent: str, turns: int, *, known: str = "") -> tuple[Analysis, ActionValue]:
    """The expert's advice to play on in a position where it may knock, and its best knock."""
    seen = discard_position(Rules(), mask_of(mine), mask_of(opponent), known=mask_of(known), turns=turns)
    analysis = advise(seen, (), seed=0)
    assert analysis.best.action.kind is ActionKind.DISCARD
    return analysis, next(entry for entry in analysis.actions if entry.action.kind is ActionKind.KNOCK)


def test_the_hint_says_a_late_knock_must_score_more() -> None:
    # Knocking with 10 (throwing 6♣) scores more on the likely deals than playing on, after 8
    # discards and after 26; late, the expert plays on, and the hint says why in those figures.
    mine, opponent = "AS 3S 4S 4H AD 3D 3C 6C 9C TC JC", "8S 2H 7H JH 2D 6D JD QD 8C KC"
    early = advise(discard_position(Rules(), mask_of(mine), mask_of(opponent), turns=8), (), seed=0)
    assert early.best.action.kind is ActionKind.KNOCK
    late, knock = _declined_knock(mine, opponent, 26)
    more = knock.expected_points - late.best.expected_points
    assert more > 0 and knock.undercut_risk is not None
    assert text.hint_line_text(late) == (
        f"Discard 6♣. Play on: This late in the hand an undercut is likelier than the "
        f"{text.percent(knock.undercut_risk)} the likely deals show: a knock must score 6.0 points more "
        f"than playing on, this one {more:.1f} points.")
    assert text.alternative_text(late.best, knock) == (
        f"Knock, discarding 6♣: {more:.1f} points better on the likely deals, "
        "but a knock this late must be 6.0 points better")


def test_the_hint_says_why_not_to_knock_early() -> None:
    # Knocking with 2 (throwing Q♦) after 12 discards: little risk, but playing on for gin (a card
    # that joins the clubs, the jacks or the kings, then 2♥ thrown) scores more.
    analysis, knock = _declined_knock("JS KS 2H JH KH QD 7C 8C 9C JC KC", "5S AH 5H 6H QH AD 3D 4D 7D TD", 12)
    assert knock.undercut_risk is not None and knock.undercut_risk < 0.1
    less = analysis.best.expected_points - knock.expected_points
    assert text.hint_reason_text(analysis) == (
        f"Play on: Knocking now scores {less:.1f} points less on average than playing on.")
    # It saw the opponent take every card it holds (1 deadwood): a knock with 9 is undercut for sure.
    analysis, knock = _declined_knock("AS 2S 3S 4H 5H 6H 7D 7C 7S 9D KC", "2C 3C 4C JH QH KH 8H 8C 8D AD", 8,
                                      known="2C 3C 4C JH QH KH 8H 8C 8D AD")
    assert text.hint_reason_text(analysis) == "Play on: The knock runs a 100% risk of being undercut."


def test_the_hint_says_when_playing_on_wins_the_game_more_often() -> None:
    # 35 against the opponent's 95: a knock with 7 scores more on average, but only a gin (its bonus
    # on a hand of loose cards) is likely to reach 100 at once, before the opponent's next win ends
    # the game.  At 0 to 0 the expert knocks; here it plays on.
    seen = discard_position(Rules(), mask_of("AH 2H 3H 6H 7H 8H QH 7D 2C 3C 4C"),
                            mask_of("7S 8S 9S 9H JH 2D 5D AC 8C KC"), turns=8)
    assert advise(seen, (), seed=0).best.action.kind is ActionKind.KNOCK
    analysis = advise(replace(seen, scores=(35, 95)), (), seed=0)
    knock = next(entry for entry in analysis.actions if entry.action.kind is ActionKind.KNOCK)
    more = knock.expected_points - analysis.best.expected_points
    assert analysis.best.action.kind is ActionKind.DISCARD and more > 0 and knock.undercut_risk == 0
    assert text.hint_reason_text(analysis) == (
        f"Play on: Knocking now scores {more:.1f} points more on average, but playing on gives more chance "
        "to win the game.")
    assert text.alternative_text(analysis.best, knock) == (
        f"Knock, discarding Q♥: {more:.1f} points better, but less chance to win the game")


def test_a_late_knock_that_clears_its_margin_is_held_back_by_the_game() -> None:
    # After 26 discards, at 25 against 90, knocking scores more than playing on by more than the 6
    # points a knock this late must: the margin is not what holds it back (the hint said it was, with
    # figures that contradicted it), the game is.
    seen = discard_position(Rules(), mask_of("5S 2D 3D 4D 5D 9D 4C 5C JC QC KC"),
                            mask_of("4S AH 8H TH QH KH QD KD 6C 8C"), turns=26)
    analysis = advise(replace(seen, scores=(25, 90)), (), seed=0)
    knock = next(entry for entry in analysis.actions if entry.action.kind is ActionKind.KNOCK)
    more = knock.expected_points - analysis.best.expected_points
    assert analysis.best.action.kind is ActionKind.DISCARD and more > knock.late_margin == 6.0
    assert text.hint_reason_text(analysis) == (
        f"Play on: Knocking now scores {more:.1f} points more on average, but playing on gives more chance "
        "to win the game.")
    assert text.alternative_text(analysis.best, knock) == (
        f"{text.advice_heading(knock.action)}: {more:.1f} points better, but less chance to win the game")


def test_a_knock_close_to_gin_is_held_back_by_its_margin() -> None:
    # With 2 deadwood (2C) after 8 discards, knocking scores a little more than playing on on the
    # likely deals, but not the 8 points more a knock this close to gin must: playing on may bring
    # gin or undercut the opponent's knock.  The hint says so, not that it is late in the hand.
    seen = discard_position(Rules(), mask_of("AH 2H 3H 4S 5S 6S 7D 8D 9D 2C KC"),
                            mask_of("8S JS QS 7H TH 5D QD AC 3C 8C"), turns=8)
    analysis = advise(seen, (), seed=0)
    knock = next(entry for entry in analysis.actions if entry.action.kind is ActionKind.KNOCK)
    more = knock.expected_points - analysis.best.expected_points
    assert analysis.best.action.kind is ActionKind.DISCARD and knock.late_margin == 0.0
    assert 0 < more < knock.knock_margin == 8.0
    assert text.hint_reason_text(analysis) == (
        "Play on: With only 2 deadwood, playing on may bring gin or undercut your opponent's knock: a knock "
        f"must score 8.0 points more than playing on, this one {more:.1f} points.")
    assert text.alternative_text(analysis.best, knock) == (
        f"{text.advice_heading(knock.action)}: {more:.1f} points better on the likely deals, but a knock this "
        "close to gin must be 8.0 points better")


def test_hints_panel_shows_the_opponents_pickups(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.ensure_built()
    taken: list[Card] = []
    thrown: list[Card] = []
    for seed in range(30):
        match = Match.new(Rules(), seed)
        panel.show_events(tuple(event.for_player(0) for event in match.events))
        panel.show_view(match.view(0))
        while match.hand.phase is not Phase.OVER:
            player = match.to_play
            action = choose_standard(match.view(player))
            if player == 1 and action.kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
                taken.append(match.hand.discard_pile[-1])
            if player == 1 and action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.card is not None:
                thrown.append(Card(action.card))
            match = match.apply(action)
            view = match.view(0)
            panel.show_events(tuple(event.for_player(0) for event in match.events))
            panel.show_view(view)
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
        action = choose_standard(match.view(player))
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


def test_advice_only_on_request_by_default(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: advice only when asked for by default; ticking "Advice at every turn" shows it at every turn and
    says so (the window keeps the choice and marks the game assisted)."""
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.ensure_built()
    toggled: list[bool] = []
    shown: list[bool] = []
    panel.adviceToggled.connect(toggled.append)
    panel.adviceShown.connect(lambda: shown.append(True))
    match = Match.new(Rules(), 3)
    while match.to_play != 0:
        match = match.apply(choose_standard(match.view(match.to_play)))
    panel.show_view(match.view(0))
    assert not panel.shows_advice and "Press H" in panel.label("advice").text()
    assert panel.label("reason").text() == ""
    unasked = expert_hint(match, asked=False)
    panel.show_hint(unasked)  # worked out for "Advice at every turn", which is off: not shown
    assert "Press H" in panel.label("advice").text()
    asked = expert_hint(match)
    panel.show_hint(asked)  # asked: shown until the next move, not counted here (the hint is)
    assert text.plain_hint_text(asked.view, asked.analysis) in plain(panel.label("advice").text())
    assert not shown
    panel.show_hint(unasked)
    panel._advice_box.setChecked(True)  # type: ignore[union-attr]
    assert toggled == [True] and panel.shows_advice
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_view(match.view(0))  # the same moment (an equal view): the advice holds
    assert text.hint_reason_text(unasked.analysis) in plain(panel.label("reason").text())
    assert shown, "advice shown at the player's turn is reported"
    panel.set_show_advice(False)  # the preferences changed it: no signal back
    assert toggled == [True] and not panel._advice_box.isChecked()  # type: ignore[union-attr]
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
    # issue 14, bug 22: the chart says what its bars mean
    peak = max(abs(game.net) for game in stats.games)
    assert panel.chart.scale_texts() == (f"+{peak}", "0", f"−{peak}")
    assert panel.chart.key_texts() == ("won", "lost", "oldest → latest")
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
    # by default closed (the table first); opened, all on the right, in tabs behind the score history
    assert all(d.isHidden() for d in docks) and not window.panels.all_action.isChecked()
    assert window.panels.all_action in view_actions and window.panels.all_action.shortcut().toString() == "F9"
    window.panels.all_action.trigger()
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
    match = c.session.match
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
    first.panels.set_open(True)
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
    assert all(panel.isHidden() for panel in window.panels.panels())  # the first start's layout: the table first
    window.panels.set_open(True)
    right = Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(window.panels.history) == right
    assert not window.panels.hints.isHidden()  # in its tab, behind the score history


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


@pytest.mark.parametrize(("width", "height", "share"), [(1200, 800, 0.75), (1024, 600, 0.72), (1920, 1080, 0.8)])
def test_the_table_comes_first_in_the_default_layout(qtbot, windows, width: int, height: int,  # type: ignore[no-untyped-def]
                                                     share: float) -> None:
    """Issue 14: the docks took a fixed 380 px (32% of 1200, 42% of 1024); by default now one narrow column
    of tabs, the score history in front, its result column wide enough to read."""
    window = windows()
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)
    assert window.view.width() == width  # on a first start the table has the whole window
    window.panels.set_open(True)  # one key away (F9)
    qtbot.waitUntil(lambda: window.view.width() < width)
    assert window.view.width() >= share * width, (window.view.width(), width)
    panels = window.panels
    assert window.tabifiedDockWidgets(panels.history) and panels.history.on_screen
    assert not panels.hints.on_screen and not panels.statistics.on_screen  # a tab away
    panels.history.ensure_built()
    table = panels.history.table
    assert table is not None
    qtbot.waitUntil(lambda: table.columnWidth(ScoreHistoryModel.RESULT) >= 100)


def test_advice_at_every_turn_is_kept_and_marks_the_game_assisted(qtbot, windows, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: "Show the advice" was on by default, came back at every start and did not mark the game assisted."""
    storage = Storage.open(tmp_path)
    window = windows(storage)
    window.panels.set_open(True)  # the panels start closed (the table first): F9 opens them
    assert not window.prefs.show_advice and not window.panels.hints.shows_advice
    window.new_game()
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act, timeout=10000)
    hints = window.panels.hints
    hints.ensure_built()
    hints._advice_box.setChecked(True)  # type: ignore[union-attr]
    assert window.prefs.show_advice and Storage.open(tmp_path).settings["show_advice"] is True  # saved
    assert not c.session.assisted, "the advice sat in a tab behind the score history"
    hints.raise_()
    qtbot.waitUntil(lambda: c.session.assisted, timeout=3000)  # advice on screen at the player's turn
    kept = Preferences.from_dict(Storage.open(tmp_path).settings.as_dict())  # the next start's preferences
    assert kept.show_advice
    again = windows(show_advice=kept.show_advice)
    assert again.panels.hints.shows_advice


def test_a_long_name_is_elided_not_scrolled(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    """Issue 14, bug 21: "Bartholomew Fitzwilliam-Smythe" pushed the score history into scrolling."""
    name = "Bartholomew Fitzwilliam-Smythe"
    window = windows(name=name)
    window.panels.set_open(True)  # the panels start closed (the table first): F9 opens them
    window.resize(1024, 600)
    panel = window.panels.history
    panel.ensure_built()
    show_match(panel, play(Match.new(Rules(score_limit=500), 4), 3), (name, "Computer"))
    table = panel.table
    assert table is not None
    qtbot.waitUntil(lambda: table.viewport().width() > 0)
    assert table.horizontalHeader().length() <= table.viewport().width()
    assert panel.model.headerData(ScoreHistoryModel.SCORE0, Qt.Orientation.Horizontal) == name  # the full name...
    assert name in panel.model.headerData(ScoreHistoryModel.SCORE0, Qt.Orientation.Horizontal,
                                          Qt.ItemDataRole.ToolTipRole)  # ...and in the tooltip when it is cut


def test_the_dock_column_shows_who_scored_and_the_hints_without_scrolling(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    """At 1024 x 600 (docks 240 px) the score history's result kept only "Knock +17 · Com…" and the
    hints panel scrolled sideways: the scorer and the points come first, and the hints fit."""
    window = windows(name="Ann")
    window.panels.set_open(True)  # the panels start closed (the table first): F9 opens them
    window.resize(1024, 600)
    panels = window.panels
    history = panels.history
    history.ensure_built()
    match = play(Match.new(Rules(score_limit=500), 4), 4)
    show_match(history, match, ("Ann", "Computer"))
    table = history.table
    assert table is not None
    qtbot.waitUntil(lambda: table.viewport().width() > 0)
    room = table.columnWidth(ScoreHistoryModel.RESULT) - 8  # the cell's margins
    for row, record in enumerate(match.history):
        if record.result.winner is not None:
            shown = table.fontMetrics().elidedText(str(cell(history.model, row, ScoreHistoryModel.RESULT)),
                                                   Qt.TextElideMode.ElideRight, room)
            assert shown.startswith(f"{('Ann', 'Computer')[record.result.winner]} +{record.result.points}"), shown
    hints = panels.hints
    hints.ensure_built()
    hints.raise_()
    window.new_game()
    window.resizeDocks([hints], [240], Qt.Orientation.Horizontal)  # the narrowest default (1024 px)
    scroll = hints.widget()
    qtbot.waitUntil(lambda: hints.on_screen and hints.width() == 240)
    assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()
    qtbot.waitUntil(lambda: not scroll.horizontalScrollBar().isVisible(), timeout=2000)


def test_the_four_colour_deck_reaches_the_hints_panel(qtbot, windows) -> None:  # type: ignore[no-untyped-def]
    """Issue 14, bug 11: the four-colour deck reached the table only; the panel's cards and its advice
    now show diamonds blue and clubs green as the table does, and follow the preference when it changes."""
    window = windows(four_colour=True, show_advice=True)
    window.panels.set_open(True)  # the panels start closed (the table first): F9 opens them
    window.new_game()
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act, timeout=10000)
    hints = window.panels.hints
    hints.ensure_built()
    hints.raise_()
    if c.session.match.hand.phase is not Phase.DISCARD:
        c.draw_stock()  # to the discard: the advice names a card
    qtbot.waitUntil(lambda: hints.advice() is not None and hints.advice().view.phase is Phase.DISCARD,  # type: ignore[union-attr]
                    timeout=10000)
    blue, green = "#1f4fc1", "#1a7f2e"
    colours = {"♠": "#111111", "♥": window.prefs.red_colour.lower(), "♦": blue, "♣": green}  # on a card's white
    keys = ("melds", "deadwood", "holds", "upcard", "advice", "reason", "instead")
    checked = set()
    for key in keys:
        shown = hints.label(key).text()
        for word in re.findall("(?:10|[2-9AJQK])[♠♥♦♣]", re.sub("<[^>]*>", "", shown)):
            assert f'background-color:#ffffff; color:{colours[word[-1]]}">&#8201;{word}&#8201;<' in shown, (key, shown)
            checked.add(key)
    assert "advice" in checked and checked & {"melds", "deadwood"}
    window.preferences.change(four_colour=False)  # the panels follow the preferences' one signal
    shown = " ".join(hints.label(key).text() for key in keys)
    assert blue not in shown and green not in shown


def shown_whole(words: str, font: QFont, width: int, height: int) -> bool:
    """Does ``words`` show whole in a cell ``width`` x ``height``: on one line, or broken into lines at its
    spaces (no word wider than the cell, every line within its height)?"""
    metrics = QFontMetrics(font)
    if any(metrics.horizontalAdvance(word) > width for word in words.split()):
        return False
    box = metrics.boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), words)
    return box.width() <= width and box.height() <= height


@pytest.mark.parametrize(("width", "height", "text_size", "lang"),
                         [(1024, 600, 100, "en"), (1200, 800, 100, "en"), (1366, 768, 100, "en"),
                          (1920, 1080, 100, "en"), (1024, 600, 160, "en"), (1024, 600, 100, "de"),
                          (1024, 600, 100, "fr")])
def test_the_score_history_shows_every_result_and_both_names_whole(qtbot, windows, width: int, height: int,  # type: ignore[no-untyped-def]
                                                                   text_size: int, lang: str) -> None:
    """At 1920 x 1080 the headers said "Com…" beside a wide empty result column, at 1200 x 800 the results
    were cut too ("Undercut +28 · C…"), at 1024 x 600 (issue 39) the header said "Co…" and the results
    "Computer +17 · k…": in the docks' width at every size, text size and language, a whole Tommy game's
    results show whole (broken into lines where the dock is narrow) and both players' names whole."""
    from ginqt.ui import language

    language.install(lang)
    window = windows(name="You", text_size=text_size, language=lang)
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)
    window.panels.set_open(True)  # the panels start closed (the table first): F9 opens them
    history = window.panels.history
    qtbot.waitUntil(lambda: window.panels.width(width) - 40 <= history.width() <= window.panels.width(width) + 2)
    history.ensure_built()  # (beside it, when their titles are long, the tabs down the side)
    names = ("You", window.tr("Computer"))
    show_match(history, play(Match.new(PRESETS["tommy"], 1)), names)
    table = history.table
    assert table is not None
    qtbot.waitUntil(lambda: table.viewport().width() > history.width() - 20)  # laid out in the dock
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width()  # no sideways scrolling
    margins = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)  # as Qt's cells
    room = table.columnWidth(ScoreHistoryModel.RESULT) - margins

    def cut() -> list[tuple[int, str]]:
        """The results that do not show whole in their cells."""
        out = []
        for row in range(history.model.rowCount()):
            words = str(cell(history.model, row, ScoreHistoryModel.RESULT))
            font = cell(history.model, row, ScoreHistoryModel.RESULT, Qt.ItemDataRole.FontRole) or table.font()
            if not shown_whole(words, font, room, table.rowHeight(row)):
                out.append((row, words))
        return out

    qtbot.waitUntil(lambda: not cut(), timeout=2000)  # (the rows take their heights as Qt lays the table out)
    for column in PLAYER_COLUMNS:
        name = str(history.model.headerData(column, Qt.Orientation.Horizontal))
        room = header.sectionSize(column) - 8  # the section's margins
        assert header.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, room) == name, (column, room)
