"""Words for the player: the one place where the game's structured results become sentences.

The engine, the settlement and the window's narrator return data (who, what kind,
which cards, how many points); this module words them, with the players' names and
suit symbols (``7♥``), through ``QCoreApplication.translate`` so every sentence can be
translated.  Placeholders are Qt's ``%1``, ``%2`` (a translation may reorder them).

>>> from ginqt.cards import parse_card
>>> from ginqt.ui.game.narrator import Deed, DeedKind, Report
>>> report = Report(((Deed(DeedKind.DREW_STOCK, 1), Deed(DeedKind.DISCARDED, 1, parse_card("7h"))),))
>>> message_text(report, ("You", "Computer"))
'Computer drew from the stock and discarded 7♥'

The end of a hand, from the settlement's data:

>>> from ginqt.cards import parse_cards
>>> from ginqt.engine import settle
>>> from ginqt.rules import Rules
>>> st = settle(parse_cards("AS 2S 3S 4H 5H 6H 7C 7D 7S 2D"), parse_cards("7H 8H KS KD KC QH JS 3D 4D 5C"), Rules())
>>> settlement_lines(st, "Ann", "You")  # doctest: +NORMALIZE_WHITESPACE
["Ann's deadwood: 2", 'Your deadwood: 47, 32 after laying off 7♥ 8♥', 'Knock: 32 - 2 = 30',
 'Ann scores 30']
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ginqt.analysis import ActionValue, Reason
from ginqt.cards import Card
from ginqt.engine import Action, ActionKind, HandResult, MatchResult, Phase, Settlement, SettlementKind, Side
from ginqt.ui.game.narrator import ComputerFailure, Deed, DeedKind, FailureKind, Message, Notice, NoticeKind, Report
from ginqt.ui.game.session import KnockQuestion
from ginqt.ui.table.layout import Bar
from ginqt.ui.table.moments import Moment
from ginqt.variants import GameScore, MatchOutcome

__all__ = [
    "VARIANT_NAMES",
    "action_text",
    "advice_text",
    "bar_legend",
    "bar_legend_text",
    "bar_names",
    "button_text",
    "cards_text",
    "deadwood_text",
    "deal_check_text",
    "deed_text",
    "end_of_game_lines",
    "failure_text",
    "fill",
    "game_aim",
    "game_label",
    "go_on_text",
    "hand_result_text",
    "hint_text",
    "keys_text",
    "knock_limit_text",
    "last_hand_line",
    "match_result_lines",
    "message_text",
    "mistake_reason_text",
    "mistake_text",
    "moment_banner",
    "move_words",
    "notice_text",
    "outcome_lines",
    "possessive",
    "replay_footer_text",
    "replay_keys_text",
    "replay_position_text",
    "report_text",
    "review_summary_text",
    "score_line",
    "settlement_lines",
    "status_text",
    "tr",
    "turn_text",
    "variant_name",
]

#: The name the person plays under by default; "You" gets "Your" and "You win".
YOU = "You"

CONTEXT = "ginqt"


def tr(text: str) -> str:
    """``text`` in the user's language (Qt Linguist's context ``ginqt``)."""
    return QCoreApplication.translate(CONTEXT, text)


def fill(template: str, *values: object) -> str:
    """Qt's placeholders ``%1``, ``%2``, ... replaced by ``values``, highest first (``%10`` before ``%1``)."""
    for number in range(len(values), 0, -1):
        template = template.replace(f"%{number}", str(values[number - 1]))
    return template


def _card(card: Card | None) -> str:
    return card.symbol if card is not None else ""


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as people write them, with suit symbols: ``"8♥ 10♠"``."""
    return " ".join(Card(card).symbol for card in cards)


# -- what happened at the table (ginqt.ui.game.narrator) -----------------------------------------


def deed_text(deed: Deed) -> str:
    """What was done, without who did it: ``discarded 7♥`` (a dead hand says it all)."""
    kind, card = deed.kind, _card(deed.card)
    if kind is DeedKind.TOOK_UPCARD:
        return fill(tr("took the upcard %1"), card)
    if kind is DeedKind.PASSED:
        return tr("passed the upcard")
    if kind is DeedKind.DREW_STOCK:
        return fill(tr("drew %1 from the stock"), card) if deed.card is not None else tr("drew from the stock")
    if kind is DeedKind.DREW_PILE:
        return fill(tr("took %1 from the discard pile"), card)
    if kind is DeedKind.DISCARDED:
        return fill(tr("discarded %1"), card)
    if kind is DeedKind.WENT_GIN:
        return tr("went gin!")
    if kind is DeedKind.WENT_BIG_GIN:
        return tr("went big gin!")
    if kind is DeedKind.KNOCKED:
        return tr("knocked")
    return tr("The hand is dead: no score")


def report_text(report: Report, names: tuple[str, str]) -> str:
    """``Computer drew from the stock and discarded 7♥; The hand is dead: no score``."""
    clauses = []
    for clause in report.clauses:
        player = clause[0].player
        deeds = tr(" and ").join(deed_text(deed) for deed in clause)
        clauses.append(fill(tr("%1 %2"), names[player], deeds) if player is not None else deeds)
    return "; ".join(clauses)


def notice_text(notice: Notice) -> str:
    kind = notice.kind
    if kind is NoticeKind.HAND_DEALT:
        return fill(tr("Hand %1 dealt"), notice.number)
    if kind is NoticeKind.GAME_RESUMED:
        return fill(tr("Game resumed: hand %1"), notice.number)
    if kind is NoticeKind.MOVE_TAKEN_BACK:
        return tr("Move taken back")
    if kind is NoticeKind.PLAYING_TO_GIN:
        return tr("Playing to gin: you will not be asked to knock again this hand")
    if kind is NoticeKind.DRAW_FIRST:
        return tr("Draw a card first, from the stock or the discard pile")
    if kind is NoticeKind.TOO_MUCH_DEADWOOD:
        return fill(tr("Discarding %1 leaves too much deadwood to knock; pick another card or press K"),
                    _card(notice.card))
    if kind is NoticeKind.CANNOT_KNOCK:
        return tr("You cannot knock now")
    if kind is NoticeKind.NO_HINT:
        return fill(tr("No hint: %1"), notice.detail)
    return notice.detail


def action_text(action: Action) -> str:
    """A move in words, with suit symbols: ``discard 8♥``, ``draw from the stock``."""
    card = _card(action.card)
    texts = {ActionKind.TAKE_UPCARD: tr("take the upcard"), ActionKind.PASS: tr("pass"),
             ActionKind.DRAW_STOCK: tr("draw from the stock"), ActionKind.DRAW_DISCARD: tr("take the discard"),
             ActionKind.DISCARD: tr("discard %1"), ActionKind.KNOCK: tr("knock, discarding %1"),
             ActionKind.BIG_GIN: tr("big gin")}
    return fill(texts[action.kind], card)


def failure_text(failure: ComputerFailure, names: tuple[str, str]) -> str:
    """A computer player's failure, and the fallback move played for it."""
    if failure.kind is FailureKind.GUARDED or failure.player is None:
        return fill(tr("A computer player failed (%1); its fallback move was played"), failure.detail)
    if failure.kind is FailureKind.TIMED_OUT:
        problem = fill(tr("no move within %1 s"), f"{failure.seconds:g}")
    elif failure.kind is FailureKind.ILLEGAL_MOVE:
        problem = fill(tr("an illegal move (%1)"), failure.detail)
    else:
        problem = failure.detail
    played = action_text(failure.fallback) if failure.fallback is not None else ""
    return fill(tr("%1's strategy failed (%2); its fallback plays %3"), names[failure.player], problem, played)


def message_text(message: Message, names: tuple[str, str]) -> str:
    """Any message of the table's narrator, as one line."""
    if isinstance(message, Report):
        return report_text(message, names)
    if isinstance(message, Notice):
        return notice_text(message)
    return failure_text(message, names)


# -- the end of a hand and of a game (the engine's and the variants' data) ------------------------


def possessive(name: str) -> str:
    """``"Ann's"``, or ``"Your"`` for the person."""
    return tr("Your") if name == tr(YOU) else fill(tr("%1's"), name)


def _scores(name: str, points: int) -> str:
    return fill(tr("You score %1"), points) if name == tr(YOU) else fill(tr("%1 scores %2"), name, points)


def _wins(name: str) -> str:
    return tr("You win") if name == tr(YOU) else fill(tr("%1 wins"), name)


def settlement_lines(settlement: Settlement, knocker: str, defender: str) -> list[str]:
    """The score of a knocked hand worked out step by step, for the end-of-hand panel."""
    st = settlement
    lines = [fill(tr("%1 deadwood: %2"), possessive(knocker), st.knocker_deadwood)]
    if st.layoffs:
        lines.append(fill(tr("%1 deadwood: %2, %3 after laying off %4"), possessive(defender),
                          st.defender_deadwood_before_layoffs, st.defender_deadwood,
                          cards_text(card for card, _ in st.layoffs)))
    else:
        lines.append(fill(tr("%1 deadwood: %2"), possessive(defender), st.defender_deadwood))
    if st.kind is SettlementKind.KNOCK:
        lines.append(fill(tr("Knock: %1 - %2 = %3"), st.defender_deadwood, st.knocker_deadwood, st.difference))
    else:
        kinds = {SettlementKind.GIN: tr("Gin: %1 + bonus %2"), SettlementKind.BIG_GIN: tr("Big gin: %1 + bonus %2"),
                 SettlementKind.UNDERCUT: tr("Undercut: %1 + bonus %2")}
        lines.append(fill(kinds[st.kind], st.difference, st.bonus))
    if st.multiplier != 1:
        lines.append(fill(tr("Spade upcard: x%1"), st.multiplier))
    lines.append(_scores(knocker if st.winner is Side.KNOCKER else defender, st.points))
    return lines


def _bonus_parts(result: MatchResult, player: int) -> list[str]:
    parts = []
    if result.box_bonus[player]:
        parts.append(fill(tr("%1 for %2 boxes"), result.box_bonus[player], result.hands_won[player]))
    if result.game_bonus[player]:
        parts.append(fill(tr("%1 game bonus"), result.game_bonus[player]))
    if result.shutout_bonus[player]:
        parts.append(fill(tr("%1 shutout bonus"), result.shutout_bonus[player]))
    return parts


def match_result_lines(result: MatchResult, names: tuple[str, str]) -> list[str]:
    """The end of a game to the score limit: the final score (each player's points and bonuses
    when there are bonuses), then who won."""
    bonuses = [_bonus_parts(result, player) for player in (0, 1)]
    if any(bonuses):
        lines = [fill(tr("%1: %2 = %3"), names[player], tr(" + ").join([fill(tr("%1 points"), result.scores[player]),
                                                                        *bonuses[player]]), result.totals[player])
                 for player in (0, 1)]
    else:
        lines = [fill(tr("Final score: %1 %2 – %3 %4"), names[0], result.totals[0], names[1], result.totals[1])]
    if result.winner is None:
        lines.append(tr("The game is drawn"))
    else:
        text = tr("%1 by %2 (shutout)") if result.shutout else tr("%1 by %2")
        lines.append(fill(text, _wins(names[result.winner]), result.net))
    return lines


def game_label(game: GameScore, count: int = 1) -> str:
    """``"Game"`` when a match is one game, else ``"Game 2"``."""
    return tr("Game") if count == 1 else fill(tr("Game %1"), game.number)


def outcome_lines(outcome: MatchOutcome, names: tuple[str, str]) -> list[str]:
    """The end of a match as its variant scores it (the engine's bonuses when it ended the game):
    each game's score, then who won (``"Ann wins the match 2–1"``)."""
    if outcome.result is not None:
        return match_result_lines(outcome.result, names)
    count = len(outcome.games)
    lines = []
    for game in outcome.games:
        text = tr("%1: %2 %3 – %4 %5") if game.over else tr("%1: %2 %3 – %4 %5 (unfinished)")
        lines.append(fill(text, game_label(game, count), names[0], game.scores[0], names[1], game.scores[1]))
    if not outcome.over:
        lines.append(tr("The game is unfinished") if count == 1 else tr("The match is unfinished"))
    elif outcome.winner is None:
        lines.append(tr("The match is drawn"))
    else:
        won = sum(1 for game in outcome.games if game.winner == outcome.winner)
        text = tr("You win the match %1–%2") if names[outcome.winner] == tr(YOU) else tr("%3 wins the match %1–%2")
        lines.append(fill(text, won, count - won, names[outcome.winner]))
    return lines


def end_of_game_lines(outcome: MatchOutcome | None, result: MatchResult | None, names: tuple[str, str]) -> list[str]:
    """The end of the game explained: the variant's ``outcome`` when there is one, else the engine's ``result``."""
    if outcome is not None:
        return outcome_lines(outcome, names)
    return match_result_lines(result, names) if result is not None else []


# -- the table (ginqt.ui.table.snapshot) ----------------------------------------------------------


def turn_text(phase: Phase, name: str, computer: bool, question: KnockQuestion | None, deadwood_left: int,
              may_take_pile: bool, knock_armed: bool) -> str:
    """The one instruction for the player to move (``name``; ``computer``: a computer player);
    empty once the hand is over (the result panel says what to do then).  The keys of the
    buttons on the table are on the buttons."""
    if phase is Phase.OVER:
        return ""
    if computer:
        return fill(tr("%1 to play…"), name)
    if question is not None:
        if question.gin:
            return fill(tr("Go gin, discarding %1?"), question.card.symbol)
        return fill(tr("Knock with %2, discarding %1?"), question.card.symbol, deadwood_left)
    if phase is Phase.UPCARD_OFFER:
        return tr("Your turn: take the upcard or pass")
    if phase is Phase.DRAW:
        if may_take_pile:
            return tr("Your turn: draw from the stock (D) or the discard pile (P)")
        return tr("Your turn: draw from the stock (D)")
    if knock_armed:
        return tr("Knocking: choose the card to lay face down")
    return tr("Your turn: discard a card (click it, or 1–9, 0)")


def deadwood_text(deadwood: int, best_discard_leaves: int | None = None) -> str:
    """``Deadwood 23`` (and, with eleven cards, what the best discard leaves)."""
    text = fill(tr("Deadwood %1"), deadwood)
    if best_discard_leaves is not None:
        text += fill(tr(" · best discard leaves %1"), best_discard_leaves)
    return text


def status_text(demo: bool, assisted: bool) -> str:
    """``DEMO (F2) · assisted game``."""
    flags = []
    if demo:
        flags.append(tr("DEMO (F2)"))
    if assisted:
        flags.append(tr("assisted game"))
    return " · ".join(flags)


def keys_text() -> str:
    return tr("D deck · P pile · 1–0 discard\nU undo · H hint\nF1 help · F2 demo")


def hint_text(reason: str) -> str:
    return fill(tr("Hint: %1"), reason) if reason else ""


def knock_limit_text(limit: int) -> str:
    """The knock badge: the most deadwood to knock with, or ``Gin``."""
    return str(limit) if limit > 0 else tr("Gin")


#: The names of the built-in variants, as the table's title shows them (a plugin's keeps its own name).
VARIANT_NAMES = {"standard": "Gin rummy", "classic": "Classic gin", "oklahoma": "Oklahoma gin",
                 "straight": "Straight gin", "space-cowboy": "Space Cowboy gin", "tommy": "Tommy's gin",
                 "palm": "PalmPilot gin", "eaai": "EAAI gin", "hollywood": "Hollywood gin"}


def variant_name(name: str) -> str:
    """A variant's name for people: ``"oklahoma"`` is ``"Oklahoma gin"``."""
    return tr(VARIANT_NAMES[name]) if name in VARIANT_NAMES else name.replace("-", " ").capitalize()


def game_aim(target: int) -> str:
    """What a game is played to, for the score board: ``"to 100"``, ``"one hand"``."""
    return fill(tr("to %1"), target) if target else tr("one hand")


def bar_legend() -> tuple[tuple[Bar, str], ...]:
    """What the colour bars mean, as the old programs' manuals explain them: (bar, meaning) in
    the order a legend lists them (the table's tooltip and Help › Rules and keys show these)."""
    return ((Bar.SET, tr("Blue: a set, three or four cards of one rank")),
            (Bar.RUN, tr("Green: a run, three or more cards in a row of one suit")),
            (Bar.RED, tr("Red over the discard pile: your opponent just took your discard")),
            (Bar.RED, tr("Red under a card: laid off on the knocker's melds")),
            (Bar.HINT, tr("Yellow: the hint, the card, pile or button advised")))


def bar_legend_text() -> str:
    """:func:`bar_legend` as lines of plain text (a tooltip)."""
    return "\n".join([tr("The colour bars:"), *(meaning for _bar, meaning in bar_legend())])


def bar_names() -> dict[Bar, str]:
    """One word per bar for the legend on the table."""
    return {Bar.SET: tr("set"), Bar.RUN: tr("run"), Bar.HINT: tr("hint"), Bar.RED: tr("taken / laid off")}


def moment_banner(moment: Moment, names: tuple[str, str], winner: int | None, games: int = 1) -> str:
    """The big word over the result panel: ``Gin!``, ``Undercut!``, ``You win the game!``."""
    if moment.game:  # (a match's title says who won it and by how many games)
        if winner is None:
            return tr("A drawn game") if games == 1 else tr("A drawn match")
        if games > 1:
            return tr("Match won!") if names[winner] == tr(YOU) else tr("Match lost")
        return tr("You win the game!") if names[winner] == tr(YOU) else fill(tr("%1 wins the game"), names[winner])
    return {Moment.GIN: tr("Gin!"), Moment.BIG_GIN: tr("Big gin!"), Moment.UNDERCUT: tr("Undercut!"),
            Moment.KNOCK: tr("Knock"), Moment.DEAD_HAND: tr("Dead hand")}[moment]


def hand_result_text(result: HandResult, names: tuple[str, str]) -> tuple[str, list[str]]:
    """The end of a hand: a title (who won how much) and the score worked out (who knocked,
    the deadwood, laying off, the bonus)."""
    if result.dead:
        return tr("No score: the stock ran out"), []
    settlement = result.settlement
    assert settlement is not None and result.winner is not None and result.knocker is not None
    knocker, defender = names[result.knocker], names[1 - result.knocker]
    lines = settlement_lines(settlement, knocker, defender)[:-1]  # its last line ("Ann scores 30") is the title
    if settlement.kind is SettlementKind.UNDERCUT:
        lines.insert(0, fill(tr("%1 knocked and was undercut"), knocker))
    winner = names[result.winner]
    if winner == tr(YOU):
        return fill(tr("You win %1 points"), result.points), lines
    return fill(tr("%2 wins %1 points"), result.points, winner), lines


def last_hand_line(result: HandResult, names: tuple[str, str]) -> str:
    """The hand that ended the game, in one line."""
    title, _lines = hand_result_text(result, names)
    return fill(tr("Last hand: %1"), title)


def score_line(names: tuple[str, str], scores: tuple[int, int]) -> str:
    return fill(tr("Score: %1 %2 – %3 %4"), names[0], scores[0], names[1], scores[1])


def go_on_text() -> str:
    """The result panel's instruction after a hand."""
    return tr("Click anywhere or press Enter for the next hand")


def button_text(button: str, gin: bool = False, armed: bool = False) -> str:
    """The words on one of the table's buttons (``button``: its name in ``ginqt.ui.table.snapshot.Button``)."""
    texts = {"take": tr("Take (T)"), "pass": tr("Pass (N)"), "knock": tr("Gin (Y)") if gin else tr("Knock (Y)"),
             "continue": tr("Continue (N)"), "gin": tr("Play to gin (P)"),
             "arm": tr("Knocking… (K)") if armed else tr("Knock (K)"), "biggin": tr("Gin with 11 (G)"),
             "again": tr("Play again (Enter)"), "quit": tr("Quit (Q)")}
    return texts[button]


# -- the replay viewer ---------------------------------------------------------------------------


def replay_position_text(hand: int, hands: int, move: int, moves: int) -> str:
    """``Hand 3 of 9 · move 12 of 31`` (``hand`` from 1; move 0 is the deal)."""
    where = fill(tr("move %1 of %2"), move, moves) if move else tr("the deal")
    return fill(tr("Hand %1 of %2 · %3"), hand, hands, where)


def replay_keys_text() -> str:
    return tr("← → move · PgUp PgDn hand\nHome End · Space play")


def deal_check_text(number: int, commitment: str | None, matches: bool) -> str:
    """What the replay says of a hand's deal: its commitment, and whether the revealed seed gives it."""
    if commitment is None:
        return fill(tr("Hand %1 was dealt before\nfair deals: no commitment"), number)
    if matches:
        return fill(tr("Deal %1: commitment %2…\n✓ the revealed seed matches"), number, commitment[:8])
    return fill(tr("Deal %1: commitment %2…\n✗ the revealed seed does NOT match"), number, commitment[:8])


def replay_footer_text(last_hand: bool) -> str:
    return tr("The end of the game (Home: from the start)") if last_hand else tr("→ or PgDn: the next hand")


# -- the review ----------------------------------------------------------------------------------


def move_words(action: Action) -> str:
    """A move as a phrase that can start a sentence: ``Drawing from the stock``, ``Knocking with 9♣``."""
    card = action.card.symbol if action.card is not None else ""
    return {
        ActionKind.TAKE_UPCARD: tr("Taking the upcard"), ActionKind.PASS: tr("Passing"),
        ActionKind.DRAW_STOCK: tr("Drawing from the stock"), ActionKind.DRAW_DISCARD: tr("Taking the discard"),
        ActionKind.DISCARD: fill(tr("Discarding %1"), card), ActionKind.KNOCK: fill(tr("Knocking with %1"), card),
        ActionKind.BIG_GIN: tr("Going big gin"),
    }[action.kind]


def _lower_first(words: str) -> str:
    return words[:1].lower() + words[1:]


def _percent(share: float) -> str:
    return f"{100 * share:.0f}%"


def mistake_reason_text(best: ActionValue, chosen: ActionValue) -> str:
    """Why the expert's move was better than the one played: one sentence from the analysis' figures."""
    knock = (ActionKind.KNOCK, ActionKind.BIG_GIN)
    if chosen.action.kind in knock and best.action.kind not in knock and chosen.undercut_risk is not None:
        return fill(tr("The knock ran a %1 risk of being undercut."), _percent(chosen.undercut_risk))
    if best.action.kind in knock and chosen.action.kind not in knock:
        if best.deadwood == 0:
            return tr("Every card melded: it was gin.")
        risk = _percent(best.undercut_risk or 0.0)
        return fill(tr("A knock with %1 deadwood had only a %2 risk of an undercut."), best.deadwood or 0, risk)
    if (chosen.feed_chance or 0.0) - (best.feed_chance or 0.0) >= 0.15:
        return fill(tr("The opponent could meld that card in %1 of the likely deals, against %2."),
                    _percent(chosen.feed_chance or 0.0), _percent(best.feed_chance or 0.0))
    if chosen.deadwood is not None and best.deadwood is not None and chosen.deadwood > best.deadwood:
        return fill(tr("It kept %1 deadwood, against %2."), chosen.deadwood, best.deadwood)
    if chosen.outs is not None and best.outs is not None and best.outs > chosen.outs:
        return fill(tr("It left %1 cards that would lower the deadwood, against %2."), chosen.outs, best.outs)
    for why in best.reasons:
        if why.reason is Reason.MAKES_MELD and why.cards:
            return fill(tr("The card taken made a meld: %1."), cards_text(why.cards))
    return fill(tr("Played out to the end of the hand, it scored %1 points less on average."),
                f"{best.expected_points - chosen.expected_points:.1f}")


def mistake_text(hand: int, move: int, played: Action, best: ActionValue, points: float) -> str:
    """``Hand 4, move 43: knocking with 6♠ was worth 12.6 points less than discarding 6♠.``"""
    return fill(tr("Hand %1, move %2: %3 was worth %4 points less than %5."), hand, move,
                _lower_first(move_words(played)), f"{points:.1f}", _lower_first(move_words(best.action)))


def advice_text(best: Action, why: str) -> str:
    """What the table says at a reviewed mistake: ``The expert: discarding 6♠. The knock ran ...``"""
    return fill(tr("The expert: %1. %2"), _lower_first(move_words(best)), why)


def review_summary_text(accuracy: float, decisions: int, points_lost: float, complete: bool, wanted: int) -> str:
    """``Accuracy 94%: 145 of 154 decisions within a point of the expert's; 28.2 points given up.``"""
    good = round(accuracy * decisions)
    text = fill(tr("Accuracy %1: %2 of %3 decisions within a point of the expert's best; %4 points given up."),
                _percent(accuracy), good, decisions, f"{points_lost:.1f}")
    if not complete:
        text += " " + fill(tr("(%1 of %2 decisions reviewed.)"), decisions, wanted)
    return text
