"""The narrator: what just happened at the table, as structured messages.

:class:`Narrator` turns the engine's events into a :class:`Report` (who did what, with
which card) and keeps the turn together: a draw and the discard that follows it are
one line ("Computer drew from the stock and discarded 7♥").  Other things the table
says are :class:`Notice`\\ s.  Nothing here is worded: :mod:`ginqt.ui.text` words
every message, so it can be translated (and read aloud).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ginqt.cards import Card
from ginqt.engine import Action, Event, EventKind, IllegalActionError, Refusal, SettlementKind
from ginqt.play.session import HUMAN, CardChoice, CardDecision

__all__ = [
    "ComputerFailure",
    "Deed",
    "DeedKind",
    "FailureKind",
    "Message",
    "Narrator",
    "Notice",
    "NoticeKind",
    "Report",
    "refusal",
    "refused",
]


class DeedKind(Enum):
    """One thing a player did (or the hand did)."""

    TOOK_UPCARD = "took the upcard"
    PASSED = "passed"
    DREW_STOCK = "drew from the stock"  #: the card only when the person may see it
    DREW_PILE = "drew from the pile"
    DISCARDED = "discarded"
    KNOCKED = "knocked"
    WENT_GIN = "went gin"
    WENT_BIG_GIN = "went big gin"
    DEAD_HAND = "dead hand"  #: no player: the stock ran out


@dataclass(frozen=True, slots=True)
class Deed:
    kind: DeedKind
    player: int | None = None
    card: Card | None = None


#: Deeds that start a turn: the discard that follows joins their line.
_DRAWS = frozenset({DeedKind.DREW_STOCK, DeedKind.DREW_PILE})
#: Deeds that end a turn.
_DISCARDS = frozenset({DeedKind.DISCARDED, DeedKind.KNOCKED, DeedKind.WENT_GIN, DeedKind.WENT_BIG_GIN})


@dataclass(frozen=True, slots=True)
class Report:
    """One line of what happened: clauses (a player's deeds in a row), said one after the other."""

    clauses: tuple[tuple[Deed, ...], ...]


class NoticeKind(Enum):
    HAND_DEALT = "hand dealt"  #: :attr:`Notice.number` is the hand
    GAME_RESUMED = "game resumed"  #: :attr:`Notice.number` is the hand
    MOVE_TAKEN_BACK = "move taken back"
    PLAYING_TO_GIN = "playing to gin"
    DRAW_FIRST = "draw first"
    TOO_MUCH_DEADWOOD = "too much deadwood"  #: :attr:`Notice.card` would leave too much to knock
    CANNOT_KNOCK = "cannot knock"
    REFUSED = "refused"  #: the engine's :attr:`Notice.refusal` (and :attr:`Notice.card`), in English in ``detail``
    NO_HINT = "no hint"  #: why in :attr:`Notice.detail`
    HINT_ASSISTS = "hint assists"  #: the first hint of a game: the game now counts as assisted (no high score)
    SCORING_FAILED = "scoring failed"  #: the variant's own scoring failed (:attr:`Notice.detail`): the standard counts


@dataclass(frozen=True, slots=True)
class Notice:
    kind: NoticeKind
    number: int = 0
    card: Card | None = None
    detail: str = ""
    refusal: Refusal | None = None


def refused(error: IllegalActionError) -> Notice:
    """The engine's refusal as the table says it."""
    return Notice(NoticeKind.REFUSED, card=error.card, detail=str(error), refusal=error.refusal)


def refusal(decision: CardDecision, card: Card) -> Notice | None:
    """Why a click on ``card`` was not played (``None``: it was, or there is nothing to say)."""
    if decision.choice is CardChoice.DRAW_FIRST:
        return Notice(NoticeKind.DRAW_FIRST)
    if decision.choice is CardChoice.TOO_MUCH_DEADWOOD:
        return Notice(NoticeKind.TOO_MUCH_DEADWOOD, card=card)
    if decision.choice is CardChoice.ILLEGAL and decision.refused is not None:
        return refused(decision.refused)
    return None


class FailureKind(Enum):
    TIMED_OUT = "timed out"  #: no move within the time limit (:attr:`ComputerFailure.seconds`)
    RAISED = "raised"  #: the strategy raised (:attr:`ComputerFailure.detail`: the exception)
    ILLEGAL_MOVE = "illegal move"  #: it answered a move that is not legal (:attr:`ComputerFailure.detail`)
    GUARDED = "guarded"  #: the plugin guard replaced a move (:attr:`ComputerFailure.detail`: its report)


@dataclass(frozen=True, slots=True)
class ComputerFailure:
    """A computer player failed and a fallback move was played instead."""

    kind: FailureKind
    player: int | None = None  #: ``None`` when the guard reported it (it does not know the seat)
    detail: str = ""
    seconds: float = 0.0
    fallback: Action | None = None


#: Everything the table says.
Message = Report | Notice | ComputerFailure


class Narrator:
    """Turns events into :class:`Report`\\ s, one turn to a line (see the module's description)."""

    def __init__(self) -> None:
        self.last: Message | None = None

    def said(self, message: Message) -> Message:
        """``message`` was said (it is what a draw would now join)."""
        self.last = message
        return message

    def report(self, events: tuple[Event, ...], demo: bool = False) -> Report | None:
        """The line for ``events`` (``None``: nothing worth saying); the person's stock draw
        shows its card unless the computer plays the person's hand (``demo``)."""
        deeds = [deed for deed in (self._deed(event, demo) for event in events) if deed is not None]
        if not deeds:
            return None
        clauses: list[tuple[Deed, ...]] = [(deed,) for deed in deeds]
        last = self.last
        if deeds[0].kind in _DISCARDS and isinstance(last, Report) and len(last.clauses) == 1:
            turn = last.clauses[0]
            if all(deed.kind in _DRAWS and deed.player == deeds[0].player for deed in turn):
                clauses[0] = (*turn, deeds[0])
        report = Report(tuple(clauses))
        self.said(report)
        return report

    @staticmethod
    def _deed(event: Event, demo: bool) -> Deed | None:
        kind, player, card = event.kind, event.player, event.card
        if kind is EventKind.TOOK_UPCARD:
            return Deed(DeedKind.TOOK_UPCARD, player, card)
        if kind is EventKind.PASSED:
            return Deed(DeedKind.PASSED, player)
        if kind is EventKind.DREW_STOCK:
            seen = player == HUMAN and not demo
            return Deed(DeedKind.DREW_STOCK, player, card if seen else None)
        if kind is EventKind.DREW_DISCARD:
            return Deed(DeedKind.DREW_PILE, player, card)
        if kind is EventKind.DISCARDED:
            return Deed(DeedKind.DISCARDED, player, card)
        if kind is EventKind.KNOCKED and event.settlement is not None:
            what = {SettlementKind.GIN: DeedKind.WENT_GIN, SettlementKind.BIG_GIN: DeedKind.WENT_BIG_GIN}
            return Deed(what.get(event.settlement.kind, DeedKind.KNOCKED), player, card)
        if kind is EventKind.DEAD_HAND:
            return Deed(DeedKind.DEAD_HAND)
        return None
