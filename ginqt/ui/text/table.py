"""The table's words: the one instruction, the score board, the legend of the colour bars, the
moments' banners and the buttons (:mod:`ginqt.ui.table.snapshot` asks for them)."""

from __future__ import annotations

from ginqt.engine import DealSecret, Phase
from ginqt.ui.game.marks import Bar
from ginqt.ui.game.moments import Moment
from ginqt.ui.game.session import KnockQuestion
from ginqt.ui.text.core import fill, is_you, tr

__all__ = ["bar_legend", "bar_legend_text", "bar_marks", "bar_names", "button_text", "deadwood_text",
           "deal_seal_tooltip", "drawn_key_text", "game_aim", "go_on_text", "hint_text", "keys_text",
           "knock_limit_text", "live_deal_text",
           "moment_banner", "pile_captions", "status_text", "turn_text"]

def turn_text(phase: Phase, name: str, computer: bool, question: KnockQuestion | None, deadwood_left: int,
              may_take_pile: bool, knock_armed: bool) -> str:
    """The one instruction for the player to move (``name``; ``computer``: a computer player);
    empty once the hand is over (the result panel says what to do then).  The keys of the
    buttons on the table are on the buttons."""
    if phase is Phase.OVER:
        return ""
    if computer:  # in a demo the computer plays the person's hand too
        return tr("The computer plays your hand…") if is_you(name) else fill(tr("%1 to play…"), name)
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
    return tr("Your turn: discard a card (click it, or 1–9, 0, P)")


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


def live_deal_text(number: int, commitment: str | None, revealed: DealSecret | None) -> str:
    """The table's fairness seal (docs/FAIRNESS.md): a short mark that the deal is sealed, then checked;
    the commitment and the seed themselves are in its tooltip (:func:`deal_seal_tooltip`).  ``number``
    is the hand's (the tooltip names it)."""
    if commitment is None:
        return ""
    if revealed is None:
        return tr("✓ Fair deal")
    return tr("✓ Fair deal: checked") if revealed.matches(commitment) else tr("✗ Deal does not match its seal")


def deal_seal_tooltip(number: int, commitment: str | None, revealed: DealSecret | None) -> str:
    """What the fairness seal means, with the figures for those who want to check them."""
    if commitment is None:
        return ""
    if revealed is None:
        return fill(tr("Fair deal: before hand %1 was dealt, GinQt sealed the shuffle with this fingerprint:\n%2\n"
                       "When the hand is over it shows the seed, so that anyone can check that the cards were "
                       "not changed during play."), number, commitment)
    if revealed.matches(commitment):
        return fill(tr("Fair deal: the seed of hand %1, shown now that the hand is over, gives the fingerprint "
                       "sealed before the deal:\nseed %2\nfingerprint %3"), number, revealed.seed, commitment)
    return fill(tr("The seed of hand %1 does NOT give the fingerprint sealed before the deal:\nseed %2\n"
                   "fingerprint %3"), number, revealed.seed, commitment)


def keys_text(demo: bool = False) -> str:
    """The keys' legend at the table's side: in a demo only the keys that work there."""
    if demo:
        return tr("F1 help · F2 stop the demo")
    return tr("D deck · P pile · 1–0, P discard\nU undo · H hint\nF1 help · F2 demo")


def pile_captions(keys: bool = True) -> tuple[str, str]:
    """The stock's and the discard pile's captions, with their keys (D, P) where the keys work."""
    if keys:
        return tr("Stock (D)"), tr("Discard pile (P)")
    return tr("Stock"), tr("Discard pile")


def drawn_key_text() -> str:
    """The key shown under the card just drawn: the one that throws it on the discard pile (the pile's key)."""
    return tr("P")


def hint_text(reason: str) -> str:
    return fill(tr("Hint: %1"), reason) if reason else ""


def knock_limit_text(limit: int) -> str:
    """The knock badge: the most deadwood to knock with, or ``Gin``."""
    return str(limit) if limit > 0 else tr("Gin")


def game_aim(target: int, with_bonuses: bool = False) -> str:
    """What a game is played to, for the score board: ``"to 100"``, ``"one hand"``; ``"+ bonuses"``
    once the board shows a finished game's totals, box and game bonuses added."""
    if with_bonuses:
        return tr("+ bonuses")
    return fill(tr("to %1"), target) if target else tr("one hand")


def bar_marks() -> dict[Bar, str]:
    """The mark each colour bar carries, so that none is told by its colour alone: = a set (cards of
    one rank), → a run, ↑ a discard the opponent (at the top) took, s a card laid off (the rules text
    marks them so), ★ the hint."""
    return {Bar.SET: tr("="), Bar.RUN: tr("→"), Bar.TAKEN: tr("↑"), Bar.LAID_OFF: tr("s"), Bar.HINT: tr("★")}


def bar_legend() -> tuple[tuple[Bar, str], ...]:
    """What the colour bars mean, as the old programs' manuals explain them: (bar, meaning) in
    the order a legend lists them (the table's tooltip and Help › Rules and keys show these)."""
    marks = bar_marks()
    return ((Bar.SET, fill(tr("Blue, marked %1: a set, three or four cards of one rank"), marks[Bar.SET])),
            (Bar.RUN, fill(tr("Green, marked %1: a run, three or more cards in a row of one suit"), marks[Bar.RUN])),
            (Bar.TAKEN, fill(tr("Red, marked %1, over the discard pile: your opponent just took your discard"),
                             marks[Bar.TAKEN])),
            (Bar.LAID_OFF, fill(tr("Red, marked %1, over and under a card: laid off on the knocker's melds"),
                                marks[Bar.LAID_OFF])),
            (Bar.HINT, fill(tr("Yellow, marked %1: the hint, the card, pile or button advised"), marks[Bar.HINT])))


def bar_legend_text() -> str:
    """:func:`bar_legend` as lines of plain text (a tooltip)."""
    return "\n".join([tr("The colour bars:"), *(meaning for _bar, meaning in bar_legend())])


def bar_names() -> dict[Bar, str]:
    """One word per bar for the legend on the table."""
    return {Bar.SET: tr("set"), Bar.RUN: tr("run"), Bar.TAKEN: tr("taken"), Bar.LAID_OFF: tr("laid off"),
            Bar.HINT: tr("hint")}


def moment_banner(moment: Moment, names: tuple[str, str], winner: int | None, games: int = 1) -> str:
    """The big word over the result panel: ``Gin!``, ``Undercut!``, ``You win the game!``."""
    if moment.game:  # (a match's title says who won it and by how many games)
        if winner is None:
            return tr("A drawn game") if games == 1 else tr("A drawn match")
        if games > 1:
            return tr("Match won!") if is_you(names[winner]) else tr("Match lost")
        return tr("You win the game!") if is_you(names[winner]) else fill(tr("%1 wins the game"), names[winner])
    return {Moment.GIN: tr("Gin!"), Moment.BIG_GIN: tr("Big gin!"), Moment.UNDERCUT: tr("Undercut!"),
            Moment.KNOCK: tr("Knock"), Moment.DEAD_HAND: tr("Dead hand")}[moment]


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
