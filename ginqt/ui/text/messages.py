"""What happened at the table (:mod:`ginqt.ui.game.narrator`'s messages), in words."""

from __future__ import annotations

from ginqt.cards import Card
from ginqt.engine import Refusal
from ginqt.ui.game.narrator import ComputerFailure, Deed, DeedKind, FailureKind, Message, Notice, NoticeKind, Report
from ginqt.ui.text.core import card_symbol, fill, is_computer, is_you, lower_first, tr, upper_first
from ginqt.ui.text.review import move_words
from ginqt.ui.text.table import move_keys

__all__ = ["deed_text", "failure_text", "message_text", "notice_text", "refusal_text", "report_text",
           "your_deed_text"]

def deed_text(deed: Deed) -> str:
    """What was done, without who did it: ``discarded 7♥`` (a dead hand says it all)."""
    kind, card = deed.kind, card_symbol(deed.card)
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


def your_deed_text(deed: Deed) -> str:
    """What the person did, said to them (the second person: "You drew K♥ from the stock",
    "Du ziehst K♥ vom Stapel", "Vous avez pioché K♥", "Robaste K♥ del mazo"), without the "You"."""
    kind, card = deed.kind, card_symbol(deed.card)
    if kind is DeedKind.TOOK_UPCARD:
        return fill(tr("took the upcard %1", "you"), card)
    if kind is DeedKind.PASSED:
        return tr("passed the upcard", "you")
    if kind is DeedKind.DREW_STOCK:
        if deed.card is not None:
            return fill(tr("drew %1 from the stock", "you"), card)
        return tr("drew from the stock", "you")
    if kind is DeedKind.DREW_PILE:
        return fill(tr("took %1 from the discard pile", "you"), card)
    if kind is DeedKind.DISCARDED:
        return fill(tr("discarded %1", "you"), card)
    if kind is DeedKind.WENT_GIN:
        return tr("went gin!", "you")
    if kind is DeedKind.WENT_BIG_GIN:
        return tr("went big gin!", "you")
    if kind is DeedKind.KNOCKED:
        return tr("knocked", "you")
    return tr("The hand is dead: no score")


def report_text(report: Report, names: tuple[str, str]) -> str:
    """``Computer drew from the stock and discarded 7♥. The hand is dead: no score`` (each clause a sentence);
    the person under the default name is spoken to: ``You drew K♥ from the stock and discarded 7♥``."""
    clauses = []
    for clause in report.clauses:
        player = clause[0].player
        if player is None:
            clauses.append(tr(" and ").join(deed_text(deed) for deed in clause))
        elif is_you(names[player]):
            deeds = tr(" and ").join(your_deed_text(deed) for deed in clause)
            clauses.append(upper_first(fill(tr("You %1"), deeds)))
        else:
            deeds = tr(" and ").join(deed_text(deed) for deed in clause)
            clauses.append(fill(tr("%1 %2", "the computer") if is_computer(names[player]) else tr("%1 %2"),
                                names[player], deeds))
    last = len(clauses) - 1
    return " ".join(c if i == last or c[-1:] in (".", "…", "?", "!") else c + "." for i, c in enumerate(clauses))


def notice_text(notice: Notice) -> str:
    kind = notice.kind
    if kind is NoticeKind.HAND_DEALT:
        return fill(tr("Hand %1 dealt"), notice.number)
    if kind is NoticeKind.GAME_RESUMED:
        return fill(tr("Game resumed: hand %1"), notice.number)
    if kind is NoticeKind.MOVE_TAKEN_BACK:
        return tr("Move taken back")
    if kind is NoticeKind.PLAYING_TO_GIN:
        return tr("Playing to gin: no more knocking for you this hand, only gin")
    if kind is NoticeKind.DRAW_FIRST:
        return tr("Draw a card first, from the stock or the discard pile")
    if kind is NoticeKind.TOO_MUCH_DEADWOOD:
        return fill(tr("Discarding %1 leaves too much deadwood to knock; pick another card or press %2"),
                    card_symbol(notice.card), move_keys()["arm"])
    if kind is NoticeKind.CANNOT_KNOCK:
        return tr("You cannot knock now")
    if kind is NoticeKind.HINT_ASSISTS:
        return tr("A hint helps you: this game now counts as assisted and will not enter the high scores")
    if kind is NoticeKind.NO_HINT:
        return fill(tr("No hint: %1"), notice.detail)
    if kind is NoticeKind.SCORING_FAILED:
        return fill(tr("The variant's own scoring failed (%1); the standard scoring counts instead"), notice.detail)
    if kind is NoticeKind.REFUSED and notice.refusal is not None and notice.refusal is not Refusal.OTHER:
        return refusal_text(notice.refusal, notice.card)
    return notice.detail


def refusal_text(refusal: Refusal, card: Card | None = None) -> str:
    """Why the rules refuse a move (the engine's :class:`~ginqt.engine.Refusal`), as the player reads it."""
    symbol = card_symbol(card)
    return {
        Refusal.HAND_OVER: tr("The hand is over"),
        Refusal.GAME_OVER: tr("The game is over"),
        Refusal.HAND_IN_PLAY: tr("The hand is still being played"),
        Refusal.UPCARD_FIRST: tr("First take or pass the upcard"),
        Refusal.BOTH_PASSED: tr("Both players passed the upcard: draw from the stock"),
        Refusal.PILE_EMPTY: tr("The discard pile is empty"),
        Refusal.DRAW_FIRST: tr("Draw a card first, from the stock or the discard pile"),
        Refusal.DISCARD_NOW: tr("You have drawn: now discard a card (or knock)"),
        Refusal.NO_CARD: tr("Say which card to discard"),
        Refusal.NOT_IN_HAND: fill(tr("%1 is not in your hand"), symbol),
        Refusal.TAKEN_FROM_PILE: fill(tr("You may not discard %1: you just took it from the discard pile"), symbol),
        Refusal.CANNOT_KNOCK: tr("You cannot knock now"),
        Refusal.ALREADY_TO_GIN: tr("You already play to gin this hand"),
        Refusal.TO_GIN_NEEDS_KNOCK: tr("You can choose to play to gin only when you could knock"),
        Refusal.ONLY_GIN: tr("You chose to play to gin this hand: you may not knock, only go gin"),
        Refusal.NO_BIG_GIN: tr("Big gin is not played under these rules"),
    }.get(refusal, "")


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
    played = lower_first(move_words(failure.fallback)) if failure.fallback is not None else ""
    name = names[failure.player]
    text = tr("%1's strategy failed (%2); its fallback plays %3", "the computer") if is_computer(name) else \
        tr("%1's strategy failed (%2); its fallback plays %3")
    return fill(text, name, problem, played)


def message_text(message: Message, names: tuple[str, str]) -> str:
    """Any message of the table's narrator, as one line."""
    if isinstance(message, Report):
        return report_text(message, names)
    if isinstance(message, Notice):
        return notice_text(message)
    return failure_text(message, names)
