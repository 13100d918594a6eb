"""The window's side of a friend's game: a session built from what the person's seat was shown.

:class:`FriendSession` is a :class:`~ginqt.play.session.GameSession` without a runner: the game is played on the
worker thread (:mod:`~ginqt.friends.run`); the session holds the views, the events of the hand and the knock
question, and gives the person's moves to the worker.  It holds no card of the friend's hand before the hand is
over and every key was shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ginqt.cards import Card, CardSet
from ginqt.engine import (
    Action,
    ActionKind,
    DealSecret,
    Event,
    HandRecord,
    IllegalActionError,
    Match,
    MatchOutcome,
    Phase,
    PlayerView,
    Refusal,
)
from ginqt.friends.run import Asked, Step
from ginqt.melds import min_deadwood
from ginqt.play.log import GameLog
from ginqt.play.seats import OpenSeat, Seat
from ginqt.play.session import CardChoice, CardDecision, GameSession, KnockAnswer, KnockMode, KnockQuestion, SeatView
from ginqt.play.spec import GameSpec, Variant
from ginqt.remote.friend.agreement import Agreement

__all__ = ["FriendSession"]


class FriendSession(GameSession):
    """The window's side of a friend's game: what the person's seat was shown, as a session the table reads."""

    def __init__(self, spec: GameSpec, names: tuple[str, str], give: Callable[[Action], None]) -> None:
        # no runner: the game is played on the worker thread; everything here comes from the seat's views
        self.names = names
        self.person = OpenSeat(keep_calls=False)
        self.question: KnockQuestion | None = None
        self.knock_armed = False
        self.scoring_fault_told = False
        self._spec, self._give = spec, give
        self._log = GameLog(spec)  # no deal to play again: the window keeps no save of a friend's game
        self._view: PlayerView | None = None
        self._events: list[Event] = []
        self._other: CardSet | None = None
        self._result: MatchOutcome | None = None
        self.asked = 0  #: how many moves the person was asked for
        self.given = 0  #: how many the person gave
        self._to_gin = False  # the person chose to play to gin: the discard follows before the next question

    @classmethod
    def of(cls, agreement: Agreement, me: int, give: Callable[[Action], None]) -> FriendSession:
        """The session of ``agreement``'s game for side ``me`` (its player always seat 0 here)."""
        names = agreement.names if me == 0 else (agreement.names[1], agreement.names[0])
        spec = GameSpec(Variant.standard(agreement.rules, agreement.variant), names)
        return cls(spec, names, give)

    # -- what the worker delivered ---------------------------------------------------------------

    def show(self, item: Step | Asked) -> None:
        """Take a step (or a question's view) into the session."""
        if isinstance(item, Asked):
            self.asked += 1
            self._view = item.view
            return
        if item.dealt:
            self._events, self._other, self.question, self.knock_armed = [], None, None, False
        self._view = item.view
        self._events.extend(item.events)
        self._other = item.other_hand if item.other_hand is not None else self._other
        self._result = item.result if item.result is not None else self._result

    # -- the game as the table reads it ------------------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        return self._spec

    @property
    def log(self) -> GameLog:
        """An empty log that cannot be dealt again: a friend's game is never saved to resume; both sides write its
        record (:func:`~ginqt.friends.game.play_friend`)."""
        return self._log

    @property
    def assisted(self) -> bool:
        return False  # no help in a friend's game: no hint, no undo, no open hands

    @property
    def with_friend(self) -> bool:
        return True

    def mark_assisted(self) -> None:
        pass

    @property
    def match(self) -> Match:
        raise AttributeError("a friend's game is played on its worker thread; the window has only its seat")

    def view(self) -> PlayerView:
        assert self._view is not None, "no hand was dealt yet"
        return self._view

    @property
    def started(self) -> bool:
        return self._view is not None

    @property
    def hand_number(self) -> int:
        return self._view.hand_number if self._view is not None else 0

    @property
    def hand_over(self) -> bool:
        return self._view is not None and self._view.phase is Phase.OVER

    @property
    def to_play(self) -> int | None:
        return None if self._view is None or self.hand_over else self._view.to_play

    def events_seen(self) -> tuple[Event, ...]:
        return tuple(self._events)

    def seated(self, player: int) -> Seat | None:
        return None

    def seat(self, player: int, seat: Seat, deal: bool = True) -> None:
        pass

    def seat_view(self, open_hands: bool = False, demo: bool = False) -> SeatView:
        """The person's seat: the friend's hand only once the hand is over (never open hands, never a demo)."""
        return SeatView(self.view(), self._other if self.hand_over else None)

    @property
    def deal_seal(self) -> tuple[str | None, DealSecret | None]:
        return None, None  # the deal is both sides' (docs/FAIRNESS.md), not a seal of one

    def seat_seed(self, player: int) -> int | None:
        return None

    def game_over(self) -> bool:
        return self.hand_over and self._result is not None

    @property
    def engine_over(self) -> bool:
        return self.game_over()

    def scoring_fault_to_tell(self) -> str | None:
        return None

    def outcome(self) -> MatchOutcome | None:
        return self._result if self.game_over() else None

    @property
    def result(self) -> MatchOutcome | None:
        return self.outcome()

    @property
    def hand_records(self) -> tuple[HandRecord, ...]:
        return self._view.history if self._view is not None else ()

    def winner(self) -> int | None:
        return self._result.winner if self._result is not None else None

    def state(self, moves: int | None = None) -> dict[str, Any]:
        view = self.view()
        return {"hand_number": view.hand_number, "phase": view.phase.name, "to_play": self.to_play,
                "hand": view.hand.text, "stock_count": view.stock_count, "scores": list(view.scores), "moves": moves}

    # -- the person's moves ------------------------------------------------------------------------

    def person_to_play(self) -> bool:
        """The person was asked for a move and has not given it."""
        return self.asked > self.given and not self.hand_over

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Give the person's move to the worker (its events come back as a :class:`Step`)."""
        follows, self._to_gin = self._to_gin, action.kind is ActionKind.PLAY_TO_GIN
        if not (self.person_to_play() or follows) or (action not in self.view().legal_actions and action.kind is not
                                                      ActionKind.KNOCK):
            raise IllegalActionError(f"{action.text} is not yours to play now")
        self.given += 1
        if action.kind not in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
            self.knock_armed = False
        self._give(action)
        return ()

    def next_hand(self) -> tuple[Event, ...]:
        raise IllegalActionError("the next hand is dealt by both sides", Refusal.HAND_IN_PLAY)

    def truncate(self, length: int) -> None:
        raise IllegalActionError("a move given to a friend cannot be taken back")

    def redo(self, moves: tuple[Action, ...]) -> None:
        raise IllegalActionError("a move given to a friend cannot be taken back")

    def may_undo(self) -> bool:
        return False

    def may_knock(self) -> bool:
        return self.person_to_play() and any(a.kind is ActionKind.KNOCK for a in self.view().legal_actions)

    def card_decision(self, card: int, knock_mode: KnockMode, gin_mode: KnockMode) -> CardDecision:
        """What the person's click on ``card`` means, from the seat's view alone (as GameSession's does)."""
        view = self.view()
        if view.phase is not Phase.DISCARD:
            return CardDecision(CardChoice.DRAW_FIRST)
        legal = view.legal_actions
        discard, knock = Action(ActionKind.DISCARD, Card(card)), Action(ActionKind.KNOCK, Card(card))
        can_discard, can_knock = discard in legal, knock in legal
        if not can_discard and not can_knock:
            error = _refusal(view, Card(card))
            return CardDecision(CardChoice.ILLEGAL, reason=str(error), refused=error)
        if self.knock_armed and not can_knock:
            return CardDecision(CardChoice.TOO_MUCH_DEADWOOD)
        if can_knock:
            gin = min_deadwood(view.hand.mask & ~(1 << card)) == 0
            mode = gin_mode if gin else knock_mode
            if self.knock_armed or mode is KnockMode.AUTOMATIC:
                return CardDecision(CardChoice.PLAY, knock)
            if mode is KnockMode.PROMPT:
                return CardDecision(CardChoice.ASK, question=KnockQuestion(Card(card), gin))
        if not can_discard:
            return CardDecision(CardChoice.ILLEGAL)
        return CardDecision(CardChoice.PLAY, discard)

    def answer(self, answer: KnockAnswer) -> tuple[Action, ...]:
        question, self.question = self.question, None
        if question is None:
            return ()
        if answer is KnockAnswer.KNOCK:
            return (Action(ActionKind.KNOCK, question.card),)
        discard, play_to_gin = Action(ActionKind.DISCARD, question.card), Action(ActionKind.PLAY_TO_GIN)
        if answer is KnockAnswer.PLAY_TO_GIN and play_to_gin in self.view().legal_actions:
            return play_to_gin, discard
        return (discard,)


def _refusal(view: PlayerView, card: Card) -> IllegalActionError:
    """Why the rules refuse to discard ``card`` here, as the engine says it."""
    if card not in view.hand:
        return IllegalActionError(f"{card.symbol} is not in your hand", Refusal.NOT_IN_HAND, card)
    if card == view.pile_card:
        return IllegalActionError(f"{card.symbol} was just taken from the discard pile", Refusal.TAKEN_FROM_PILE, card)
    return IllegalActionError(f"{card.symbol} cannot be discarded now", Refusal.OTHER, card)
