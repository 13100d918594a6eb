"""What a player may do wrong, what each fault costs (docs/ARCHITECTURE.md, "Faults"), and the one check of a
move: :func:`legal_move`, judged by value, answering GinQt's own :class:`~ginqt.engine.Action`.

.. versionadded:: 0.1
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import Literal, Self

from ginqt.cards import mask_value
from ginqt.engine import Action, ActionKind, IllegalActionError, PlayerView
from ginqt.melds import InvalidMeldError, Meld
from ginqt.play.seats import Seat
from ginqt.strategy import FallbackStrategy, Strategy

__all__ = ["CHOOSE_FAULTS", "Cost", "Fault", "FaultKind", "FaultLog", "GuardedSeat", "PlainMove", "PlayerFault",
           "check_action",
           "describe_value", "fallback_move", "legal_move", "plain_move"]

#: What went wrong: ``raised`` (its code raised, or it gave up), ``illegal`` (a move it may not make, or no
#: move), ``timeout`` (no answer in time), ``crashed`` (its process died or broke the wire), ``start`` (it
#: could not be made or started), ``observe`` (its ``new_hand`` or ``observe`` raised: it plays on).
FaultKind = Literal["raised", "illegal", "timeout", "crashed", "start", "observe"]
#: The kinds of fault after which the fallback played a move (all but ``observe``).
CHOOSE_FAULTS: frozenset[str] = frozenset({"raised", "illegal", "timeout", "crashed", "start"})


class Cost(IntEnum):
    """What a fault costs the player: the fallback plays this much for it."""

    NOTHING = 0  #: it plays on (``observe``)
    MOVE = 1  #: that move
    HAND = 2  #: the rest of the hand (its process is stopped; a new one plays the next hand)
    GAME = 3  #: the rest of the game


#: A move as plain values: its kind, its card (or ``None``) and the masks of the melds it lays down.
PlainMove = tuple[ActionKind, int | None, tuple[int, ...] | None]


@dataclass(frozen=True, slots=True)
class Fault:
    """Something a strategy did wrong; a move it failed to make was played by the fallback."""

    strategy: str
    kind: FaultKind
    message: str

    def __str__(self) -> str:
        return f"{self.strategy}: {self.kind}: {self.message}"

    @property
    def cost_a_move(self) -> bool:
        """The fallback played (at least) one move because of it (every kind but ``observe``)."""
        return self.kind in CHOOSE_FAULTS


class PlayerFault(Exception):
    """A player's failure as the player (or its dialect) judged it: recorded as a fault of ``kind`` with its
    message as it is; the fallback plays what it ``cost``."""

    def __init__(self, kind: FaultKind, message: str, cost: Cost = Cost.MOVE) -> None:
        super().__init__(message)
        self.kind: FaultKind = kind
        self.cost = cost


def _exact_int(value: object, what: str) -> int:
    """``value``'s own integer value, whatever its class says about itself (bools refused)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalActionError(f"{what} must be an int or a Card, not {describe_value(value)}")
    return int.__int__(value)


def describe_value(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, whatever the value does (a plugin's, perhaps)."""
    try:
        text = repr(value)
    except BaseException:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def plain_move(action: object) -> PlainMove:
    """The kind, card and meld masks of a move a strategy returned, each read once and by value (an
    :class:`~ginqt.engine.IllegalActionError` when it is not an :class:`Action` of such parts)."""
    if not isinstance(action, Action):
        raise IllegalActionError(f"returned {describe_value(action)}, not an Action")
    kind, card, melds = action.kind, action.card, action.melds
    if type(kind) is not ActionKind:
        raise IllegalActionError(f"the action's kind {describe_value(kind)} is not an ActionKind")
    number = None if card is None else _exact_int(card, "the action's card")
    if melds is None:
        return kind, number, None
    if not isinstance(melds, (tuple, list)):
        raise IllegalActionError("the knock's melds must be a tuple of Meld")
    masks = []
    for meld in melds:
        if not isinstance(meld, Meld):
            raise IllegalActionError(f"the knock's melds must be Meld objects, not {describe_value(meld)}")
        masks.append(_exact_int(meld.cards.mask, "a meld's mask"))
    return kind, number, tuple(masks)


def legal_move(move: PlainMove, legal: Iterable[Action], hand: int, knock_limit: int) -> Action:
    """GinQt's own action of ``legal`` with ``move``'s kind and card (``hand``, ``knock_limit``: taken before the
    strategy saw them); a knock's own melds must be melds of cards it keeps, within the limit.  Else an
    :class:`~ginqt.engine.IllegalActionError` saying why."""
    kind, card, melds = move
    found = None
    for action in legal:
        if action.kind is kind and action.card == card:
            found = action
            break
    if found is None:
        text = kind.value if card is None or not 0 <= card < 52 else f"{kind.value} {Action.discard(card).card}"
        moves = ", ".join(a.text for a in legal)
        raise IllegalActionError(f"{text!r} is not legal now (legal: {moves})")
    if melds is None:
        return found
    if kind is not ActionKind.KNOCK and kind is not ActionKind.BIG_GIN:
        raise IllegalActionError("only a knock may arrange its melds")
    kept = hand if card is None else hand & ~(1 << card)
    melded = 0
    laid: list[Meld] = []
    for mask in melds:
        if mask & melded or mask & ~kept or mask <= 0:
            raise IllegalActionError("the knock's melds overlap or use cards the player does not keep")
        try:
            laid.append(Meld.from_mask(mask))
        except InvalidMeldError as error:
            raise IllegalActionError(f"the knock's melds: {error}") from None
        melded |= mask
    if mask_value(kept & ~melded) > knock_limit:
        raise IllegalActionError(f"that arrangement leaves more deadwood than the knock limit ({knock_limit})")
    return Action(kind, found.card, tuple(laid))


def check_action(view: PlayerView, action: object) -> str | None:
    """Why ``action`` is not a legal move in ``view`` (``None`` when it is)."""
    try:
        legal_move(plain_move(action), view.legal_actions, view.hand.mask, view.knock_limit)
    except IllegalActionError as error:
        return str(error)
    return None


def fallback_move(view: PlayerView, fallback: Strategy | None = None,
                  legal: tuple[Action, ...] | None = None) -> Action:
    """A legal move that never fails: ``fallback``'s (default :class:`FallbackStrategy`) when it is
    legal by value among ``legal`` (default ``view.legal_actions``), else the first legal action
    that is not a knock."""
    if legal is None:
        legal = view.legal_actions
    for strategy in (fallback, FallbackStrategy()):
        if strategy is None:
            continue
        try:
            return legal_move(plain_move(strategy.choose(view)), legal, view.hand.mask, view.knock_limit)
        except Exception:
            continue
    plain = [a for a in legal if a.kind is not ActionKind.KNOCK]
    return (plain or list(legal))[0]


class FaultLog:
    """What a guarded player keeps of its strategy: its :attr:`faults` (each told to ``on_fault``), :attr:`times`
    and :attr:`fallback_moves`."""

    def __init__(self, name: str, on_fault: Callable[[Fault], None] | None = None) -> None:
        self.name = name
        self.on_fault = on_fault
        self.faults: list[Fault] = []
        #: Seconds each of its own decisions took, from the question to the answer (not the fallback's).
        self.times: list[float] = []
        #: How many moves the fallback played.
        self.fallback_moves = 0

    def record_fault(self, kind: FaultKind, message: str) -> None:
        """Count a fault of the strategy (and tell ``on_fault``)."""
        fault = Fault(self.name, kind, message)
        self.faults.append(fault)
        if self.on_fault is not None:
            with contextlib.suppress(Exception):
                self.on_fault(fault)

    @staticmethod
    def _tell_fallback(job: Callable[[], object]) -> None:
        with contextlib.suppress(Exception):
            job()


class GuardedSeat(FaultLog, Seat):
    """A seat that guards itself (judges its answers, records its faults, answers the fallback's move instead of
    failing), so nothing wraps it; a strategy too: :meth:`choose` asks and waits."""

    def guarded(self, name: str, time_limit: float | None, on_fault: Callable[[Fault], None] | None, *,
                variant: str = "", cpu_time: bool = True) -> Self:
        """This seat with the guard's name, time limit (``None``: its own), ``on_fault``, the variant's name and
        its clock (``cpu_time``: see :mod:`ginqt.remote.clock`)."""
        self.name, self.on_fault = name, on_fault
        return self

    def choose(self, view: PlayerView) -> Action:
        """Ask and wait for the answer (for a caller that wants a :class:`~ginqt.strategy.Strategy`)."""
        return self.ask(view).result()
