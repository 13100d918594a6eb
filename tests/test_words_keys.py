"""Issue 48, items 9 and 10 (the words): the keys shown in every language are the keys bound, none bound twice; the
computer is named as each language names it mid-sentence; German tells what happened in one tense; a number of points
with a decimal takes its language's plural; the resume question says the score in a sentence with the player's
name and its date as the language writes dates; Spanish keeps a card with "Conserva"."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu
from ui_helpers import show_match

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.analysis.values import ActionValue
from ginqt.cards import parse_card, parse_cards
from ginqt.engine import Action, HandResult, Match, Phase, settle
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.ui import language
from ginqt.ui.game.narrator import ComputerFailure, Deed, DeedKind, FailureKind, Report
from ginqt.ui.menus import Command
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(120)

LANGUAGES = ("en", "de", "fr", "es")


@pytest.fixture
def speak() -> Iterator[Any]:
    def install(code: str) -> None:
        language.install(code)
    yield install
    language.install("en")


# -- the keys --------------------------------------------------------------------------------------


def bound(window: MainWindow) -> dict[str, list[str]]:
    """Every key sequence of the window's actions (the menus' and the window's own), and the actions bound to it."""
    actions = set(window.actions())

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            actions.add(action)
            if action.menu() is not None:
                walk(action.menu())

    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top.menu())
    keys: dict[str, list[str]] = {}
    for action in actions:
        for key in action.shortcuts():
            if not key.isEmpty():
                keys.setdefault(key.toString(QKeySequence.SequenceFormat.PortableText), []).append(
                    action.text().replace("&", ""))
    return keys


def key_of(window: MainWindow, command: Command) -> str:
    """The one-letter key of ``command`` as the window binds it."""
    letters = [k.toString() for k in window.menus[command].shortcuts() if len(k.toString()) == 1]
    assert len(letters) == 1, (command, letters)
    return letters[0]


def shown_key(label: str) -> str:
    """The key a label shows in brackets at its end: ``Klopfen (J)`` -> ``J``."""
    found = re.search(r"\(([^()]+)\)$", label)
    assert found is not None, label
    return found.group(1)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_keys_shown_are_the_keys_bound_and_none_twice(qtbot, make_window, speak, code: str) -> None:  # type: ignore[no-untyped-def]
    """German labels showed English letters ("Klopfen (Y)"): a language may give a move its own letter; every label
    shows the key the window binds for it, and no key of the window does two things."""
    from ginqt.ui import text

    speak(code)
    window = make_window(language=code)
    twice = {key: actions for key, actions in bound(window).items() if len(actions) > 1}
    assert not twice, twice
    keys = {command: key_of(window, command) for command in (Command.DECK, Command.PILE, Command.TAKE, Command.YES,
                                                            Command.NO, Command.ARM, Command.BIG_GIN, Command.UNDO,
                                                            Command.HINT, Command.QUIT)}
    for button, command in (("take", Command.TAKE), ("pass", Command.NO), ("knock", Command.YES),
                            ("continue", Command.NO), ("gin", Command.PILE), ("arm", Command.ARM),
                            ("biggin", Command.BIG_GIN), ("quit", Command.QUIT)):
        assert shown_key(text.button_text(button)) == keys[command], (button, text.button_text(button))
    stock, pile = text.pile_captions()
    assert (shown_key(stock), shown_key(pile)) == (keys[Command.DECK], keys[Command.PILE])
    turn = text.turn_text(Phase.DRAW, "You", False, None, 0, True, False)
    assert re.findall(r"\(([^()]+)\)", turn) == [keys[Command.DECK], keys[Command.PILE]], turn
    legend = text.keys_text().replace("\n", " · ").split(" · ")
    for word, command in zip(legend, (Command.DECK, Command.PILE), strict=False):
        assert word.split()[0] == keys[command], legend
    assert {word.split()[0] for word in legend[3:5]} == {keys[Command.UNDO], keys[Command.HINT]}, legend
    if code == "de":
        assert keys[Command.YES] == "J" and text.button_text("knock") == "Klopfen (J)"  # Ja: klopfen


def test_a_german_player_knocks_with_the_key_on_the_button(qtbot, make_window, speak) -> None:  # type: ignore[no-untyped-def]
    """The key the German Knock button shows, pressed on the window, knocks."""
    from test_table_finish import knock_by_a_card_at_the_left

    speak("de")
    match, spec, place = knock_by_a_card_at_the_left()
    window = make_window(language="de")
    c = window.controller
    c.resume(GameRunner.at(spec, match))
    qtbot.waitUntil(lambda: c.human_to_act)
    QTest.keyClick(window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: c.human_to_act and c.session.match.hand.phase is Phase.DISCARD)
    QTest.keyClick(window, Qt.Key(Qt.Key.Key_1 + place))
    qtbot.waitUntil(lambda: c.question is not None)
    label = window.scene.buttons["knock"].text
    assert label == "Klopfen (J)", label
    QTest.keyClick(window, Qt.Key.Key_Y)  # the English key no longer knocks in German...
    assert c.question is not None and c.session.match.hand.phase is Phase.DISCARD
    QTest.keyClick(window, Qt.Key.Key_J)  # ...the key on the button does
    qtbot.waitUntil(lambda: c.session.match.hand.phase is Phase.OVER or c.game_over())
    result = c.session.match.hand.result
    assert result is not None and result.knocker == 0


# -- the computer, named as each language names it -------------------------------------------------


def sentences_about(names: tuple[str, str]) -> list[str]:
    """What the window says of the players (the person ``names[0]``, the computer ``names[1]``) at every end of
    a hand, in the history's tooltips, the narration and the banners."""
    from ginqt.ui import text
    from ginqt.ui.game.moments import Moment
    from ginqt.ui.panels.history_model import ScoreHistoryModel

    said = []
    for knocker in (0, 1):
        knock = settle(parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S 2D"), parse_cards("7H 8H KS KD KC QH JS 3D 4D 5C"),
                       Rules())
        for winner in (knocker, 1 - knocker):
            result = HandResult(knocker=knocker, winner=winner, points=knock.points, settlement=knock)
            title, lines = text.hand_result_text(result, names)
            said += [title, *lines]
            for label in ("gin", "knock") if winner == knocker else ("undercut",):
                said += text.history_tip_lines(label, names[knocker], names[winner], 20)
        said.append(text.won_text(names[knocker]))
        said.append(text.moment_banner(Moment.GAME_LOST, names, knocker))
        said.append(text.turn_text(Phase.DRAW, names[1], True, None, 0, True, False))
    said += text.settlement_lines(knock, names[1], names[0]) + text.settlement_lines(knock, names[0], names[1])
    report = Report(((Deed(DeedKind.DREW_STOCK, 1), Deed(DeedKind.DISCARDED, 1, parse_card("7h"))),))
    said.append(text.message_text(report, names))
    said.append(text.failure_text(ComputerFailure(FailureKind.TIMED_OUT, 1, "", 5.0, None), names))
    model = ScoreHistoryModel()
    match = Match.new(Rules(), 3)
    while not match.history:
        match = match.apply(match.legal_actions()[0]) if match.hand.phase is not Phase.OVER else match.next_hand()
    show_match(model, match, names)
    said.append(str(model.data(model.index(0, ScoreHistoryModel.RESULT), Qt.ItemDataRole.ToolTipRole)))
    said.append(str(model.headerData(ScoreHistoryModel.SCORE1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)))
    return said


#: Where a language names the computer wrongly: as a capitalised name after a word (French, Spanish), without its
#: article (German "von Computer", a sentence that starts "Computer ..."; Spanish "Ordenador ...").
WRONG = {"fr": re.compile(r"\b(de|à|par|contre) L'ordinateur|[a-zé,] L'ordinateur"),
         "de": re.compile(r"\bvon Computer\b|^Computer \w"
                          r"|(?<![Dd]er )(?<!des )\bComputer (hat|klopft|erhält|gewinnt|ist)"),
         "es": re.compile(r"\bde Ordenador|[a-zó,] Ordenador|^Ordenador ")}


@pytest.mark.parametrize("code", ["fr", "de", "es"])
def test_the_computer_is_named_as_the_language_names_it(speak, code: str) -> None:  # type: ignore[no-untyped-def]
    """"de L'ordinateur", "von Computer", "de Ordenador": the computer's name was put into sentences as a person's
    name is; now a sentence about it is its language's own ("de l'ordinateur", "vom Computer", "del ordenador")."""
    from ginqt.ui import text

    speak(code)
    for person in ("You", "Ann"):
        said = sentences_about((person, text.computer_name()))
        wrong = [line for line in said for part in line.split("\n") if WRONG[code].search(part.strip())]
        assert not wrong, wrong
    said = " | ".join(sentences_about(("Ann", text.computer_name()))).replace("El orden", "el orden")
    assert {"fr": "l'ordinateur", "de": "Der Computer", "es": "el ordenador"}[code] in said


def test_german_tells_what_happened_in_one_tense(speak) -> None:  # type: ignore[no-untyped-def]
    """"Du ziehst K♥" beside "Computer zog K♥" and "%1 gewann": the person's and the computer's moves and results
    are told in the Perfekt, as German speaks of what just happened."""
    from ginqt.ui import text

    speak("de")
    past = re.compile(r"\b(zog|nahm|warf|passte|machte|klopfte|gewann|unterbot|ziehst|nimmst|wirfst|passt|"
                      r"klopfst|machst)\b")
    said = sentences_about(("You", text.computer_name())) + sentences_about(("Ann", text.computer_name()))
    for player in (0, 1):
        for kind in DeedKind:
            card = parse_card("7h") if kind in (DeedKind.DISCARDED, DeedKind.DREW_STOCK, DeedKind.DREW_PILE,
                                                 DeedKind.TOOK_UPCARD) else None
            said.append(text.message_text(Report(((Deed(kind, player if kind is not DeedKind.DEAD_HAND else None,
                                                        card),),)), ("You", text.computer_name())))
    wrong = [line for line in said if past.search(line)]
    assert not wrong, wrong
    assert "Du hast 7♥ abgeworfen" in said and "Der Computer hat 7♥ abgeworfen" in said


# -- numbers of points with a decimal --------------------------------------------------------------


def _value(action: Action, points: float) -> ActionValue:
    return ActionValue(action, 0.5, points, 10, 5, 0, None, 0.1, None, 100, ())


@pytest.mark.parametrize(("code", "small", "large"), [("en", "0.3 points", "2.5 points"),
                                                      ("fr", "0,3 point", "2,5 points"),
                                                      ("de", "0,3 Punkte", "2,5 Punkte"),
                                                      ("es", "0,3 puntos", "2,5 puntos")])
def test_points_with_a_decimal_take_the_languages_plural(speak, code: str, small: str, large: str) -> None:  # type: ignore[no-untyped-def]
    """French wrote "0,3 points": under 2 a quantity is singular there ("0,3 point", "1,5 point"); English, German
    and Spanish keep the plural.  Seen in the hints' other moves."""
    from ginqt.ui import text

    speak(code)
    best = _value(Action.discard(parse_card("KS")), 1.0)
    for less, words in ((0.3, small), (2.5, large)):
        line = text.alternative_text(best, _value(Action.discard(parse_card("QH")), 1.0 - less))
        worse = {"fr": " de moins", "de": " schlechter", "es": " peor"}.get(code, " worse")
        assert line.endswith(words + worse), line
    if code == "fr":
        assert text.points_text(1.5) == "1,5 point" and text.points_text(-0.3) == "-0,3 point"


def test_spanish_keeps_a_card_with_the_verb_for_keeping(speak) -> None:  # type: ignore[no-untyped-def]
    """"Quédate Q♠" (stay Q♠): a card is kept with "Conserva"."""
    from ginqt.ui.text import tr

    speak("es")
    assert tr("Keep %1: %2 outs; %3.").startswith("Conserva %1:")


# -- the resume question ---------------------------------------------------------------------------


def resumed(name: str, started: str = "2026-03-05T18:30:00+00:00") -> Any:
    log = GameRunner(GameSpec(Variant.standard(Rules()), (name, "expert"), seed=5)).log
    return SimpleNamespace(log=dataclasses.replace(log, started=started), hand_number=3, scores=(35, 1))


@pytest.mark.parametrize(("code", "you", "ann"), [
    ("en", "You have 35 points, the computer 1.", "Ann has 35 points, the computer 1."),
    ("de", "Du hast 35 Punkte, der Computer 1.", "Ann hat 35 Punkte, der Computer 1."),
    ("fr", "Vous avez 35 points, l'ordinateur 1.", "Ann a 35 points, l'ordinateur 1."),
    ("es", "Tienes 35 puntos; el ordenador, 1.", "Ann tiene 35 puntos; el ordenador, 1.")])
def test_the_resume_question_says_the_score_as_a_sentence(qtbot, speak, code: str, you: str, ann: str) -> None:  # type: ignore[no-untyped-def]
    """"Score: You 0, computer 0" and an ISO date in French: the score in a sentence about the player, by name, and
    the date as the language writes it."""
    from ginqt.ui.dialogs.saved_game import resume_question_box

    speak(code)
    box = resume_question_box(None, resumed("You"))
    qtbot.addWidget(box)
    lines = box.informativeText().splitlines()
    assert you in lines, lines
    box = resume_question_box(None, resumed("Ann"))
    qtbot.addWidget(box)
    lines = box.informativeText().splitlines()
    assert ann in lines, lines
    assert not any(re.search(r"\b2026-03-05\b", line) for line in lines), lines
    local = QDateTime.fromString("2026-03-05T18:30:00Z", Qt.DateFormat.ISODate).toLocalTime()
    assert QLocale(code).toString(local.date(), QLocale.FormatType.ShortFormat) in box.informativeText(), lines
