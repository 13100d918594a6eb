"""Plain words (issue 39, items 3, 4, 10-13): the person is spoken to in the second person in every
language, cards keep their letters, hints say what to do and why without jargon (the figures one
click away), a fairness seal instead of a hash, names instead of ids, numbers as the language writes
them, court cards named as the cards show them, and hints named among what makes a game assisted."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.analysis import Effort, OpponentProfile
from ginqt.analysis.hints import HintRequest, KeepWhy, ThrowWhy, discard_story, hint
from ginqt.cards import Card, card_value, parse_card, parse_cards
from ginqt.engine import Action, ActionKind, DealSecret, HandResult, Match, Phase, Side, settle
from ginqt.melds import best_melds
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.records.folder import RecordEntry
from ginqt.rules import Rules
from ginqt.standard import choose_standard
from ginqt.ui import language, text
from ginqt.ui.dialogs.about import AboutDialog
from ginqt.ui.dialogs.high_scores import HighScoresDialog
from ginqt.ui.dialogs.past_games import PastGamesModel
from ginqt.ui.dialogs.saved_game import describe_saved_game
from ginqt.ui.game.adviser import Hint
from ginqt.ui.game.moments import Moment
from ginqt.ui.game.narrator import Deed, DeedKind, Notice, NoticeKind, Report
from ginqt.ui.panels.hints import HintsPanel
from ginqt.ui.text.names import opponent_description, variant_description

QUICK = Effort(deals=8, playouts=4, knock_deals=8)
ROOT = Path(__file__).resolve().parents[1]
K_HEARTS, SEVEN_HEARTS = parse_card("KH"), parse_card("7H")


@pytest.fixture
def speak(qapp: Any) -> Iterator[Any]:
    """Switch the language for a test; English again afterwards."""
    yield language.install
    language.install("en")


def _you() -> tuple[str, str]:
    """The names at the table with the default name, as the window makes them (the person's in the language)."""
    return text.shown_name(text.YOU), QCoreApplication.translate("MainWindow", "Computer")


def _draw_and_discard(player: int) -> Report:
    return Report(((Deed(DeedKind.DREW_STOCK, player, K_HEARTS), Deed(DeedKind.DISCARDED, player, SEVEN_HEARTS)),))


# -- item 3: the person is spoken to --------------------------------------------------------------


@pytest.mark.parametrize(("code", "said"), [
    ("en", "You drew K♥ from the stock and discarded 7♥"),
    ("de", "Du hast K♥ vom Stapel gezogen und hast 7♥ abgeworfen"),  # in the tense German tells it (issue 48)
    ("fr", "Vous avez pioché K♥ et avez jeté 7♥"),
    ("es", "Robaste K♥ del mazo y descartaste 7♥"),
])
def test_the_person_is_spoken_to_in_the_second_person(speak: Any, code: str, said: str) -> None:
    speak(code)
    names = _you()
    assert text.message_text(_draw_and_discard(0), names) == said
    computer = text.message_text(Report(((Deed(DeedKind.KNOCKED, 1),),)), names)
    assert computer.split()[0] in ("Computer", "Der", "L'ordinateur", "El")  # the computer stays in the third person
    typed = text.message_text(_draw_and_discard(0), ("Ann", names[1]))
    assert typed.startswith("Ann ") and said not in typed  # so does a name the person typed


@pytest.mark.parametrize(("code", "said"), [
    ("en", "You drew from the stock. The hand is dead: no score"),
    ("de", "Du hast vom Stapel gezogen. Die Runde ist tot: keine Wertung"),
])
def test_each_clause_of_a_report_is_a_sentence(speak: Any, code: str, said: str) -> None:
    """The draw at the wall and the dead hand, as the table and the status bar say them: two sentences, not
    "You drew from the stock; The hand is dead" with a capital after the semicolon (seen in docs/screens.py)."""
    speak(code)
    report = Report(((Deed(DeedKind.DREW_STOCK, 0),), (Deed(DeedKind.DEAD_HAND),)))
    assert text.message_text(report, _you()) == said


def _knock_result(knocker: int) -> HandResult:
    """A hand that ``knocker`` won by knocking with 2."""
    settlement = settle(parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S 2D"), parse_cards("2C 3C 4C 9D TD KD JH QS KC AD"),
                        Rules())
    assert settlement.winner is Side.KNOCKER
    return HandResult(knocker=knocker, winner=knocker, points=settlement.points, settlement=settlement)


def _undercut() -> HandResult:
    settlement = settle(parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S 9D"), parse_cards("2C 3C 4C 4D 5D 6D JH JS JC AD"),
                        Rules())
    assert settlement.winner is Side.DEFENDER
    return HandResult(knocker=0, winner=1, points=settlement.points, settlement=settlement)


@pytest.mark.parametrize(("code", "undercut", "question"), [
    ("en", "You knocked and were undercut", "How did you play?"),
    ("de", "Du hast geklopft und wurdest unterboten", "Wie hast du gespielt?"),
    ("fr", "Vous avez frappé et subi un contre", "Comment avez-vous joué\u00a0?"),
    ("es", "Cerraste y recibiste un contragolpe", "¿Cómo jugaste?"),
])
def test_the_end_of_a_hand_and_the_review_speak_to_the_person(speak: Any, code: str, undercut: str,
                                                               question: str) -> None:
    speak(code)
    names = _you()
    _title, lines = text.hand_result_text(_undercut(), names)
    assert lines[0] == undercut
    assert text.history_tip_lines("undercut", names[0], names[1], 27)[0] == undercut
    assert text.review_question_text(names[0]).startswith(question)
    assert text.review_question_text("Ann").count("Ann") == 1
    won = {"en": "You won", "de": "Du hast gewonnen", "fr": "Vous avez gagné", "es": "Ganaste"}[code]
    assert text.won_text(names[0]) == won  # not "Du gewann", "Vous a gagné", "Tú ganó"


# -- item 4: cards keep their letters --------------------------------------------------------------


def test_the_german_review_keeps_the_cards_capital_letters(speak: Any) -> None:
    speak("de")
    jack, king = parse_card("JH"), parse_card("KD")
    best = SimpleNamespace(action=Action(ActionKind.DISCARD, king))
    said = text.mistake_text(4, 43, Action(ActionKind.DISCARD, jack), best, 2.5)  # type: ignore[arg-type]
    assert "J♥" in said and "K♦" in said and "j♥" not in said and "k♦" not in said
    assert "2,5" in said  # and the number as German writes it
    assert text.lower_first("Drawing from the stock") == "drawing from the stock"


# -- item 10: hints in plain words ------------------------------------------------------------------


def _discard_hints(seeds: range) -> Iterator[Hint]:
    for seed in seeds:
        match = Match.new(Rules(), seed)
        while not (match.to_play == 0 and match.hand.phase is Phase.DISCARD):
            match = match.apply(choose_standard(match.view(match.to_play)))
        view = match.view(0)
        yield Hint(view, hint(HintRequest(view, (), OpponentProfile(), 0), QUICK), True)


_FIGURES = re.compile(r"\d+[.,]\d|%|\bouts\b|on average|deals")


def test_a_hint_says_what_to_throw_and_why_without_figures(qtbot: Any) -> None:
    stories = set()
    for given in _discard_hints(range(1, 9)):
        plain = text.plain_hint_text(given.view, given.analysis)
        assert not _FIGURES.search(plain), plain  # the figures are behind Details
        best = given.analysis.best.action
        if best.kind is not ActionKind.DISCARD:
            continue
        card = Card(best.card)  # type: ignore[arg-type]
        assert plain.startswith(f"Throw {card.symbol}: ") or plain.startswith(f"Throw {card.symbol} and do not knock")
        story = discard_story(given.view, given.analysis)
        assert story is not None and story.card == card
        stories.add(story.throw)
        loose = best_melds(given.view.hand).deadwood_cards
        if story.throw is ThrowWhy.HIGHEST_LOOSE:  # "your highest card outside a meld": it is
            assert card in loose and all(card_value(other) < card_value(card) for other in loose if other != card)
        if story.throw in (ThrowWhy.LOOSE, ThrowWhy.HIGH_LOOSE, ThrowWhy.SAFE_LOOSE):
            assert card in loose
        if story.keep is KeepWhy.PARTNER:
            assert story.kept is not None and story.kept in given.view.hand and story.cards
            assert f"keep {story.kept.symbol}: with " in plain
        if story.keep is KeepWhy.FEEDS_KNOWN:
            assert set(story.cards) <= set(given.view.opponent_known)
    assert stories, "the seeds give discards to tell"


def test_the_hints_dock_shows_the_sentence_and_the_figures_one_click_away(qtbot: Any) -> None:
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.ensure_built()
    given = next(_discard_hints(range(4, 5)))
    panel.show_view(given.view)
    panel.show_hint(given)
    panel.show()
    qtbot.waitExposed(panel)
    advice = html.unescape(re.sub("<[^>]+>", "", panel.label("advice").text())).replace("\u2009", "").replace(
        "\xa0", " ")  # (the padding of a card's white face)
    assert advice == text.plain_hint_text(given.view, given.analysis)
    details = panel.details_button()
    assert details.isVisible() and not details.isChecked()
    assert not panel.label("reason").isVisible() and not panel.label("instead").isVisible()
    details.click()
    assert panel.label("reason").isVisible() and any(ch.isdigit() for ch in panel.label("reason").text())
    assert panel.label("instead").isVisible()


# -- item 11: a fairness seal, names not ids -----------------------------------------------------------


def test_the_table_shows_a_fairness_seal_that_opens_the_commitment() -> None:
    secret = DealSecret.fresh()
    seal = text.live_deal_text(3, secret.commitment, None)
    assert seal == "✓ Fair deal" and secret.commitment[:8] not in seal
    tip = text.deal_seal_tooltip(3, secret.commitment, None)
    assert secret.commitment in tip and secret.seed not in tip
    assert text.live_deal_text(3, secret.commitment, secret.seed, True) == "✓ Fair deal: checked"
    assert secret.seed in text.deal_seal_tooltip(3, secret.commitment, secret.seed, True)
    assert text.live_deal_text(3, secret.commitment, secret.seed, False) == "✗ Deal does not match its seal"
    assert "does NOT give" in text.deal_seal_tooltip(3, secret.commitment, secret.seed, False)


def test_past_games_the_resume_question_and_about_show_names_not_ids(qapp: Any) -> None:
    entry = RecordEntry("a.ginrec", started="2026-01-01T10:00:00+00:00", variant="eaai", names=("You", "Computer"),
                        opponent="space-cowboy", status="finished", winner=0, hand_count=3)
    easy = entry._replace(file="b.ginrec", opponent="easy", variant="standard")
    model = PastGamesModel([entry, easy])
    shown = {model.data(model.index(row, column)) for row in range(2)
             for column in (PastGamesModel.OPPONENT, PastGamesModel.VARIANT)}
    assert {"Easy", "Standard", "AI challenge (EAAI)"} <= shown
    assert not shown & {"easy", "standard", "eaai", "space-cowboy"}
    log = GameRunner(GameSpec(Variant.standard(Rules(), "space-cowboy"), ("You", "easy"), seed=1)).log
    facts = describe_saved_game(SimpleNamespace(log=log, hand_number=1, scores=(0, 0)))  # type: ignore[arg-type]
    assert (facts["opponent"], facts["variant"], facts["name"]) == ("Easy", "Space Cowboy", "You")
    about = AboutDialog(SimpleNamespace(plugins=None, errors=[]))  # type: ignore[arg-type]
    assert about._offers(["strategy easy", "variant eaai"], False) == "Opponents: Easy\nRules: AI challenge (EAAI)"
    for words in (opponent_description("easy", ""), variant_description("standard", ""),
                  variant_description("classic", "")):  # what they do, not which old program (issue 48)
        assert "David Teach" not in words and "1993" not in words and "DOS" not in words


# -- item 12: numbers, court cards, keys, French ---------------------------------------------------------


def test_numbers_are_written_as_the_language_writes_them(speak: Any) -> None:
    speak("fr")
    assert text.number_text(0.1) == "0,1"
    summary = text.review_summary_text(0.94, 154, 28.2, True, 154)
    assert "28,2" in summary and "\u00a0; " in summary  # one sentence; its ";" cannot start a line
    speak("en")
    assert text.number_text(0.1) == "0.1" and text.percent(0.25) == "25%"


def test_the_rules_name_the_court_cards_as_the_cards_show_them() -> None:
    assert Card(parse_card("QH")).symbol == "Q♥"  # the faces and messages say J Q K in every language
    for name in ("rules.de.html", "rules.fr.html"):
        rules = (ROOT / "ginqt" / "ui" / "dialogs" / name).read_text(encoding="utf-8")
        assert "Q-K-A" in rules and "(J)" in rules and "(Q)" in rules and "(K)" in rules, name
        assert not re.search(r"\b[BDRV] [BDRV] [BDKR]\b|\b[DR]-[KR]-A\b", rules), name


def _translations(code: str) -> Iterator[tuple[str, str, list[str]]]:
    tree = ElementTree.parse(ROOT / "resources" / "translations" / f"ginqt_{code}.ts")
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            found = message.find("translation")
            assert found is not None
            if found.get("type") in ("vanished", "obsolete"):
                continue
            forms = [form.text or "" for form in found.findall("numerusform")] or [found.text or ""]
            yield context.findtext("name") or "", message.findtext("source") or "", forms


def test_every_key_shown_is_the_key_bound_and_the_french_reads_well(speak: Any) -> None:
    keys = re.compile(r"\(([A-Z]|F\d+)\)")  # the letter keys are bound the same in every language
    for code in ("de", "fr", "es"):
        for _context, source, forms in _translations(code):
            for form in forms:
                assert keys.findall(form) == keys.findall(source), (code, source, form)
                if not source.startswith(";"):
                    assert not form.lstrip().startswith(";"), (code, source, form)
                if code == "fr":  # French puts a space before ; : ? ! that a line must not break at
                    assert not re.search(r" [;:?!]", form), (source, form)
    speak("fr")
    names = _you()
    assert text.moment_banner(Moment.GAME_LOST, names, 1) == "L'ordinateur gagne la partie"
    assert "cliquez-la" not in text.turn_text(Phase.DISCARD, names[0], False, None, 0, False, False)


def test_a_sentence_after_a_colon_goes_on_in_lower_case_where_the_language_writes_it_so(speak: Any) -> None:
    """The game-over panel's "Last hand: ..." line: French and Spanish go on in lower case after the colon
    (a capital there read as the computer's name set mid-sentence), German keeps the capital; a name the
    person typed keeps its capital in every language."""
    for code, you_wrote, computer_wrote in (("fr", "Dernière donne : vous", "Dernière donne : l'ordinateur"),
                                            ("es", "Última mano: ganas", "Última mano: el ordenador"),
                                            ("de", "Letzte Runde: Du", "Letzte Runde: Der Computer")):
        speak(code)
        names = _you()
        assert text.last_hand_line(_knock_result(0), names).replace("\xa0", " ").startswith(you_wrote), code
        assert text.last_hand_line(_knock_result(1), names).replace("\xa0", " ").startswith(computer_wrote), code
        assert text.last_hand_line(_knock_result(0), ("Ann", names[1])).split(": ", 1)[1].startswith("Ann"), code


# -- item 13: hints named among the help that keeps a game off the high scores ----------------------------


def test_hints_are_named_among_what_makes_a_game_assisted(qapp: Any) -> None:
    notice = text.notice_text(Notice(NoticeKind.HINT_ASSISTS))
    assert "assisted" in notice and "high scores" in notice
    for name, word in (("rules.html", "hint"), ("rules.de.html", "Tipp"), ("rules.fr.html", "conseil"),
                       ("rules.es.html", "consejo")):
        rules = (ROOT / "ginqt" / "ui" / "dialogs" / name).read_text(encoding="utf-8")
        section = rules[rules.rindex("<h3>"):]
        assert word in section and ("high scores" in section or "Bestenliste" in section or "palmarès" in section
                                    or "récords" in section), name


def test_the_first_hint_of_a_game_says_once_that_the_game_is_assisted(qtbot: Any, windows: Any) -> None:
    window = windows(seed=4)
    window.new_game()
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act, timeout=10000)
    said: list[Any] = []
    c.message.connect(said.append)
    assert not c.session.assisted
    c.request_hint()
    c.request_hint()
    told = [m for m in said if isinstance(m, Notice) and m.kind is NoticeKind.HINT_ASSISTS]
    assert len(told) == 1 and c.session.assisted
    dialog = HighScoresDialog([])
    qtbot.addWidget(dialog)
    assert any("a hint" in label.text() for label in dialog.findChildren(QLabel))


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_the_key_on_each_button_is_a_key_bound_to_its_command(windows: Any, code: str) -> None:
    """Issue 39, item 12: "Klopfen (Y)" must show the key that works: every key a table button shows
    (in any language) is a shortcut of the command the button stands for."""
    from PySide6.QtGui import QKeySequence

    from ginqt.ui.menus import Command

    language.install(code)
    window = windows(language=code, show=False)
    commands = {"take": Command.TAKE, "pass": Command.NO, "knock": Command.YES, "continue": Command.NO,
                "gin": Command.PILE, "arm": Command.ARM, "biggin": Command.BIG_GIN, "again": Command.ENTER,
                "quit": Command.QUIT}
    for button, command in commands.items():
        for gin in (False, True):
            for armed in (False, True):
                words = text.button_text(button, gin, armed)
                shown = re.search(r"\(([^()]+)\)$", words)
                assert shown is not None, words
                bound = {key.toString(QKeySequence.SequenceFormat.NativeText)
                         for key in window.menus.commands[command].shortcuts()}
                assert shown.group(1) in bound, (code, words, bound)


def test_the_seal_on_the_felt_carries_the_commitment_in_its_tooltip(qtbot: Any, windows: Any) -> None:
    window = windows(seed=3)
    window.new_game()
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act, timeout=10000)
    window.board.refresh()
    status = window.scene.texts["status"]
    assert "Fair deal" in status.text() and c.session.match.commitment[:8] not in status.text()
    assert c.session.match.commitment in status.toolTip()
