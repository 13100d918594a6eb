"""Run a strategy so that nothing it does can stop the game, and judge its moves by value.

:func:`legal_move` is the one legality check for a computer player's move, wherever it
runs: a move is legal when GinQt's own legal action with the same kind and card exists,
and the knocker's own melds are checked as melds.  The answer is always GinQt's own
:class:`~ginqt.engine.Action` (or a new one built from plain values), never the object a
strategy returned, so no subclass that "equals everything" gets into the game.

:class:`GuardedStrategy` runs a strategy in the caller's process and thread (the built-in
strategies, and third-party ones the user trusts).  When the strategy raises, returns a
move that is not legal, or takes longer than its time limit, the move is played by a
fallback (:class:`~ginqt.strategy.FallbackStrategy` unless given), and a :class:`Fault`
naming the strategy is recorded in :attr:`GuardedStrategy.faults` (and passed to
``on_fault``).  It cannot stop a call that never returns: third-party strategies run in
their own process instead (:mod:`ginqt.plugins.process`), where a time limit stops the
process.  A :class:`GuardedSeat` guards itself (an engine's seat, :mod:`ginqt.engines.seat`):
it records its own faults and answers the fallback's move, so nothing wraps it.

.. versionadded:: 0.1
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal, Self

from ginqt.cards import mask_value
from ginqt.engine import Action, ActionKind, Event, IllegalActionError, PlayerView
from ginqt.melds import InvalidMeldError, Meld
from ginqt.play.seats import Seat
from ginqt.strategy import FallbackStrategy, Strategy

__all__ = [
    "CHOOSE_FAULTS",
    "Fault",
    "FaultKind",
    "FaultLog",
    "GuardedSeat",
    "GuardedStrategy",
    "PlayerFault",
    "check_action",
    "describe_value",
    "fallback_move",
    "legal_move",
    "plain_move",
]

#: What went wrong.  ``raised``, ``illegal`` and ``timeout`` cost the strategy one move (a
#: ``timeout`` in its own process: the rest of the hand); ``crashed`` (its process died) and
#: ``start`` (it could not be made or started) the rest of the hand; ``observe`` (its
#: ``new_hand`` or ``observe`` raised) costs nothing: it plays on.
FaultKind = Literal["raised", "illegal", "timeout", "crashed", "start", "observe"]
#: The kinds of fault after which the fallback played a move (all but ``observe``).
CHOOSE_FAULTS: frozenset[str] = frozenset({"raised", "illegal", "timeout", "crashed", "start"})

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
    """Raised by a player that judged its own failure (an engine, :mod:`ginqt.engines.seat`): the guard records it
    as a fault of ``kind`` with its message as it is, and plays the fallback's move."""

    def __init__(self, kind: FaultKind, message: str) -> None:
        super().__init__(message)
        self.kind: FaultKind = kind


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
    """The kind, card and meld masks of a move a strategy returned, each read once and by value.

    Raises :class:`~ginqt.engine.IllegalActionError` when it is not an :class:`Action` or its
    parts are not what an action holds.
    """
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
    """GinQt's own action for ``move`` (see :func:`plain_move`), judged by value.

    ``legal`` are the engine's legal actions, ``hand`` the mover's cards (a mask) and
    ``knock_limit`` the limit in force, all taken before the strategy saw them.  The move is
    legal when an action of ``legal`` has its kind and card; a knock's own melds must be
    melds of cards the knocker keeps, not overlapping, leaving deadwood within the limit.
    Raises :class:`~ginqt.engine.IllegalActionError` saying why not.
    """
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
    """What a guarded player keeps of its strategy's faults: :attr:`faults`, each told to ``on_fault``."""

    def __init__(self, name: str, on_fault: Callable[[Fault], None] | None) -> None:
        self.name = name
        self.on_fault = on_fault
        self.faults: list[Fault] = []

    def record_fault(self, kind: FaultKind, message: str) -> None:
        """Count a fault of the strategy (and tell ``on_fault``)."""
        fault = Fault(self.name, kind, message)
        self.faults.append(fault)
        if self.on_fault is not None:
            try:
                self.on_fault(fault)
            except Exception:
                pass

    @staticmethod
    def _tell_fallback(job: Callable[[], object]) -> None:
        try:
            job()
        except Exception:
            pass


class GuardedSeat(FaultLog, Seat):
    """A seat that guards itself: it judges its own answers, records its own faults and answers the fallback's move
    instead of failing (:attr:`times` and :attr:`fallback_moves` as a guard's).  ``time_limit``: the guard's limit
    around the seat's own (a slower move is a ``timeout`` fault); ``None``: only its own.  It is a strategy too:
    :meth:`choose` asks and waits.  :meth:`~ginqt.plugins.Plugins.make_guarded` returns it as it is
    (:meth:`guarded`), not wrapped in a :class:`GuardedStrategy`."""

    def __init__(self, name: str, on_fault: Callable[[Fault], None] | None = None,
                 time_limit: float | None = None) -> None:
        super().__init__(name, on_fault)
        self.time_limit = time_limit
        #: Seconds each decision took, from the question to the answer (fallback moves too).
        self.times: list[float] = []
        #: How many moves the fallback played.
        self.fallback_moves = 0

    def guarded(self, name: str, time_limit: float | None, on_fault: Callable[[Fault], None] | None) -> Self:
        """This seat with the guard's name, time limit and ``on_fault``."""
        self.name, self.time_limit, self.on_fault = name, time_limit, on_fault
        return self

    def choose(self, view: PlayerView) -> Action:
        """Ask and wait for the answer (for a caller that wants a :class:`~ginqt.strategy.Strategy`)."""
        return self.ask(view).result()

    def fall_back(self, view: PlayerView, started: float, kind: FaultKind | None = None, message: str = "") -> Action:
        """The fallback's move, asked ``started`` (``perf_counter()``); after a fault of ``kind`` when given."""
        if kind is not None:
            self.record_fault(kind, message)
        self.fallback_moves += 1
        move = fallback_move(view)
        self.times.append(time.perf_counter() - started)
        return move


class GuardedStrategy(FaultLog):
    """A strategy run in this process: :meth:`choose` always returns a legal action and never raises."""

    def __init__(
        self,
        strategy: Strategy,
        name: str,
        time_limit: float = 5.0,
        fallback: Strategy | None = None,
        *,
        on_fault: Callable[[Fault], None] | None = None,
    ) -> None:
        super().__init__(name, on_fault)
        self.strategy = strategy
        self.time_limit = time_limit
        self.fallback: Strategy = fallback if fallback is not None else FallbackStrategy()
        #: Seconds each :meth:`choose` call of the strategy took (fallback moves included).
        self.times: list[float] = []
        #: How many moves the fallback played.
        self.fallback_moves = 0

    # -- the Strategy methods ----------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        try:
            self.strategy.new_hand(view)
        except Exception as error:
            self.record_fault("observe", f"new_hand: {type(error).__name__}: {error}")
        self._tell_fallback(lambda: self.fallback.new_hand(view))

    def observe(self, event: Event) -> None:
        try:
            self.strategy.observe(event)
        except Exception as error:
            self.record_fault("observe", f"observe: {type(error).__name__}: {error}")
        fallback = self.fallback
        if type(fallback) is not FallbackStrategy:  # the plain one is stateless: its observe does nothing
            self._tell_fallback(lambda: fallback.observe(event))

    def choose(self, view: PlayerView) -> Action:
        # What the move is judged against, taken before the strategy sees the view.
        legal, hand, limit = view.legal_actions, view.hand.mask, view.knock_limit
        start = time.perf_counter()
        try:
            action: object = self.strategy.choose(view)
        except PlayerFault as error:
            self.record_fault(error.kind, str(error))
        except Exception as error:
            self.record_fault("raised", f"choose: {type(error).__name__}: {error}")
        else:
            took = time.perf_counter() - start
            if took > self.time_limit:
                self.record_fault("timeout", f"choose took {took:.2f} s (limit {self.time_limit:g} s)")
            else:
                for own in legal:  # the usual answer: one of the engine's own actions, untouched
                    if own is action and own.melds is None:
                        self.times.append(took)
                        return own
                try:
                    move = legal_move(plain_move(action), legal, hand, limit)
                except IllegalActionError as error:
                    self.record_fault("illegal", str(error))
                else:
                    self.times.append(time.perf_counter() - start)
                    return move
        self.fallback_moves += 1
        move = fallback_move(view, self.fallback, legal)
        self.times.append(time.perf_counter() - start)
        return move

    def close(self) -> None:
        """Nothing to release for a strategy in this process (the same call as an isolated player's)."""
