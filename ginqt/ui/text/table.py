"""The table's words: the one instruction, the score board, the legend of the colour bars, the
moments' banners and the buttons (:mod:`ginqt.ui.table.snapshot` asks for them)."""

from __future__ import annotations

from ginqt.engine import Phase
from ginqt.play.session import KnockQuestion
from ginqt.ui.game.marks import Bar
from ginqt.ui.game.moments import Moment
from ginqt.ui.text.core import fill, is_computer, is_you, tr

__all__ = ["bar_legend", "bar_legend_text", "bar_marks", "bar_names", "button_text", "deadwood_text",
           "deal_seal_tooltip", "demo_goes_on_text", "drawn_key_text", "game_aim", "go_on_text", "hint_text",
           "keys_text", "knock_limit_text", "live_deal_text", "moment_banner", "move_keys", "pile_captions",
           "status_text", "turn_text"]


def move_keys() -> dict[str, str]:
    """The one-letter keys of the moves, by the name of their command (``ginqt.ui.menus.Command``), in the user's
    language: a translation may give a move its own language's letter (``J`` for "Ja: klopfen"), as long as no two
    keys of the window are one; the window binds these keys, and every label that shows a key shows one of these
    (tests/test_words_keys.py holds both)."""
    return {"deck": tr("D", "the key: draw from the deck"),
            "pile": tr("P", "the key: take from the pile / play to gin"),
            "take": tr("T", "the key: take the upcard"), "yes": tr("Y", "the key: yes, knock"),
            "no": tr("N", "the key: no, continue or pass"), "arm": tr("K", "the key: knock with the next discard"),
            "biggin": tr("G", "the key: gin with eleven cards"), "undo": tr("U", "the key: undo"),
            "hint": tr("H", "the key: hint"), "read": tr("W", "the key: read the table aloud"),
            "quit": tr("Q", "the key: quit")}


def turn_text(phase: Phase, name: str, computer: bool, question: KnockQuestion | None, deadwood_left: int,
              may_take_pile: bool, knock_armed: bool) -> str:
    """The one instruction for the player to move (``name``; ``computer``: a computer player);
    empty once the hand is over (the result panel says what to do then).  The keys of the
    buttons on the table are on the buttons."""
    if phase is Phase.OVER:
        return ""
    if computer:  # in a demo the computer plays the person's hand too
        if is_you(name):
            return tr("The computer plays your hand…")
        return fill(tr("%1 to play…", "the computer") if is_computer(name) else tr("%1 to play…"), name)
    if question is not None:
        if question.gin:
            return fill(tr("Go gin, discarding %1?"), question.card.symbol)
        return fill(tr("Knock with %2, discarding %1?"), question.card.symbol, deadwood_left)
    if phase is Phase.UPCARD_OFFER:
        return tr("Your turn: take the upcard or pass")
    if phase is Phase.DRAW:
        keys = move_keys()
        if may_take_pile:
            return fill(tr("Your turn: draw from the stock (%1) or the discard pile (%2)"), keys["deck"], keys["pile"])
        return fill(tr("Your turn: draw from the stock (%1)"), keys["deck"])
    if knock_armed:
        return tr("Knocking: choose the card to lay face down")
    return fill(tr("Your turn: discard a card (click it, or 1–9, 0, %1)"), move_keys()["pile"])


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


def live_deal_text(number: int, commitment: str | None, seed: str | None = None, checked: bool = False) -> str:
    """The table's fairness seal (docs/FAIRNESS.md): a short mark that the deal is sealed, then checked (``seed``:
    shown once the hand is over; ``checked``: it gives ``commitment``); the commitment and the seed themselves are in
    its tooltip (:func:`deal_seal_tooltip`).  ``number`` is the hand's (the tooltip names it)."""
    if commitment is None:
        return ""
    if seed is None:
        return tr("✓ Fair deal")
    return tr("✓ Fair deal: checked") if checked else tr("✗ Deal does not match its seal")


def deal_seal_tooltip(number: int, commitment: str | None, seed: str | None = None, checked: bool = False) -> str:
    """What the fairness seal means, with the figures for those who want to check them."""
    if commitment is None:
        return ""
    if seed is None:
        return fill(tr("Fair deal: before hand %1 was dealt, GinQt sealed the shuffle with this fingerprint:\n%2\n"
                       "When the hand is over it shows the seed, so that anyone can check that the cards were "
                       "not changed during play."), number, commitment)
    if checked:
        return fill(tr("Fair deal: the seed of hand %1, shown now that the hand is over, gives the fingerprint "
                       "sealed before the deal:\nseed %2\nfingerprint %3"), number, seed, commitment)
    return fill(tr("The seed of hand %1 does NOT give the fingerprint sealed before the deal:\nseed %2\n"
                   "fingerprint %3"), number, seed, commitment)


def keys_text(demo: bool = False, with_friend: bool = False) -> str:
    """The keys' legend at the table's side: in a demo, or with a friend, only the keys that work there."""
    if demo:
        return tr("F1 help · F2 stop the demo")
    keys = move_keys()
    if with_friend:  # no undo, hint or demo in a friend's game
        return fill(tr("%1 deck · %2 pile · 1–0, %2 discard\nF1 help"), keys["deck"], keys["pile"])
    return fill(tr("%1 deck · %2 pile · 1–0, %2 discard\n%3 undo · %4 hint\nF1 help · F2 demo"), keys["deck"],
                keys["pile"], keys["undo"], keys["hint"])


def drawn_key_text() -> str:
    """The key shown under the card just drawn: the one that throws it on the discard pile (the pile's key)."""
    return move_keys()["pile"]


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
        if is_you(names[winner]):
            return tr("You win the game!")
        return fill(tr("%1 wins the game", "the computer") if is_computer(names[winner]) else tr("%1 wins the game"),
                    names[winner])
    return {Moment.GIN: tr("Gin!"), Moment.BIG_GIN: tr("Big gin!"), Moment.UNDERCUT: tr("Undercut!"),
            Moment.KNOCK: tr("Knock"), Moment.DEAD_HAND: tr("Dead hand")}[moment]


def go_on_text() -> str:
    """The result panel's instruction after a hand."""
    return tr("Click anywhere or press Enter for the next hand")


def demo_goes_on_text() -> str:
    """The result panel's last line at the end of a demo's game: the demo deals a new game by itself."""
    return tr("The demo goes on with a new game (F2 ends it)")


def button_text(button: str, gin: bool = False, armed: bool = False) -> str:
    """The words on one of the table's buttons (``button``: its name in ``ginqt.ui.table.snapshot.Button``)."""
    keys = move_keys()
    texts = {"take": (tr("Take (%1)"), "take"), "pass": (tr("Pass (%1)"), "no"),
             "knock": (tr("Gin (%1)") if gin else tr("Knock (%1)"), "yes"), "continue": (tr("Continue (%1)"), "no"),
             "gin": (tr("Play to gin (%1)"), "pile"),
             "arm": (tr("Knocking… (%1)") if armed else tr("Knock (%1)"), "arm"),
             "biggin": (tr("Gin with 11 (%1)"), "biggin"), "again": (tr("Play again (Enter)"), ""),
             "quit": (tr("Quit (%1)"), "quit")}
    words, key = texts[button]
    return fill(words, keys[key]) if key else words


def pile_captions(keys: bool = True) -> tuple[str, str]:
    """The stock's and the discard pile's captions, with the keys that draw from them where the keys work."""
    if not keys:
        return tr("Stock"), tr("Discard pile")
    chosen = move_keys()
    return fill(tr("Stock (%1)"), chosen["deck"]), fill(tr("Discard pile (%1)"), chosen["pile"])
