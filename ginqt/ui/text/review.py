"""The replay viewer's and the review's words (:mod:`ginqt.ui.replay`)."""

from __future__ import annotations

from ginqt.analysis import ActionValue
from ginqt.engine import Action, ActionKind
from ginqt.ui.text.advice import percent
from ginqt.ui.text.core import fill, is_you, lower_first, points_text, tr

__all__ = ["advice_text", "mistake_text", "move_words", "replay_footer_text", "replay_keys_text",
           "replay_position_text", "review_question_text", "review_summary_text", "unfair_deal_text"]

# -- the replay viewer ---------------------------------------------------------------------------


def replay_position_text(hand: int, hands: int, move: int, moves: int) -> str:
    """``Hand 3 of 9 · 12 of 31 moves played`` (``hand`` from 1; move 0 is the deal).  Counted as played,
    so that a review's "move 13" is the one about to be made."""
    where = fill(tr("%1 of %2 moves played"), move, moves) if move else tr("the deal")
    return fill(tr("Hand %1 of %2 · %3"), hand, hands, where)


def replay_keys_text() -> str:
    return tr("← → move · PgUp PgDn hand\nHome End · Space play")


def unfair_deal_text(number: int) -> str:
    """What the replay says of a hand dealt with no commitment (the live table's seal says the rest)."""
    return fill(tr("Hand %1 was dealt before\nfair deals: no commitment"), number)


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
        ActionKind.BIG_GIN: tr("Going big gin"), ActionKind.PLAY_TO_GIN: tr("Playing on to gin"),
    }[action.kind]


def mistake_text(hand: int, move: int, played: Action, best: ActionValue, points: float) -> str:
    """``Hand 4, move 43: knocking with 6♠ was worth 12.6 points less than discarding 6♠.``"""
    return fill(tr("Hand %1, move %2: %3 was worth %4 less than %5."), hand, move,
                lower_first(move_words(played)), points_text(points), lower_first(move_words(best.action)))


def advice_text(best: Action, why: str) -> str:
    """What the table says at a reviewed mistake: ``The expert: discarding 6♠. The knock ran ...``"""
    return fill(tr("The expert: %1. %2"), lower_first(move_words(best)), why)


def review_question_text(name: str) -> str:
    """What the review offers before it runs: ``How did you play?`` to the person, ``How did Ann play?``."""
    if is_you(name):
        return tr("How did you play? The expert weighs every decision of the game.")
    return fill(tr("How did %1 play? The expert weighs every decision of the game."), name)


def review_summary_text(accuracy: float, decisions: int, points_lost: float, complete: bool, wanted: int,
                        lost: tuple[str, ...] = ()) -> str:
    """``Accuracy 94%: 145 of 154 decisions within a point of the expert's; 28.2 points given up.``  When
    nothing was reviewed it says so (no accuracy of an empty review), and a worker that died is told with why."""
    if decisions:
        text = fill(tr("Accuracy %1: %2 of %n decisions within a point of the expert's best; %3 given up.",
                       None, decisions), percent(accuracy), round(accuracy * decisions), points_text(points_lost))
    else:
        text = tr("No decision was reviewed.")
    if not complete:
        text += " " + fill(tr("(%1 of %n decisions reviewed.)", None, wanted), decisions)
    if lost:
        text += " " + fill(tr("%n decisions could not be reviewed: %1.", None, len(lost)), lost[0])
    return text
