"""The person's seat at the window's table: the game the window plays, without Qt.

A :class:`GameSession` holds one game: the :class:`~ginqt.play.runner.GameRunner` (the match
and the variant's scoring), what the game was set up with, whether it is assisted, and
the state of the person's turn: the knock question, playing on to gin, a knock armed
with K.  :meth:`GameSession.card_decision` says what a click on a card means, by asking
the engine's legal actions; the session decides no rule.

>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.rules import Rules
>>> session = GameSession.new(GameSpec(Variant.standard(Rules()), seed=3))
>>> session.match.hand_number, session.game_over()
(1, False)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ginqt.cards import Card, CardSet
from ginqt.engine import Action, ActionKind, DealSecret, Event, HandRecord, IllegalActionError, Match, Phase, PlayerView
from ginqt.engine.deals import derive_number
from ginqt.melds import min_deadwood
from ginqt.play.log import GameLog
from ginqt.play.runner import GameRunner
from ginqt.play.seats import Answer, OpenSeat, Seat
from ginqt.play.spec import GameSpec
from ginqt.variants import MatchOutcome

__all__ = [
    "HUMAN",
    "OPPONENT",
    "CardChoice",
    "CardDecision",
    "GameSession",
    "KnockAnswer",
    "KnockMode",
    "KnockQuestion",
    "Resumable",
    "SeatView",
]

#: What a game is carried on from: a saved game's log (played again), or a runner as it stands (a position set up).
Resumable = GameLog | GameRunner

HUMAN = 0  #: the person's seat (the south hand)
OPPONENT = 1  #: the computer's seat (the north hand)



@dataclass(frozen=True, slots=True)
class SeatView:
    """What the person's seat may know now: the engine's redacted view (their hand, the pile, the stock's count,
    the cards the opponent took from the pile, the scores, the legal moves), and the other hand only when it is
    shown: the hand is over (the rules reveal it), open hands or demo mode (an assisted game, or a watched one)."""

    view: PlayerView
    other_hand: CardSet | None = None

    @property
    def hidden(self) -> int:
        """How many of the other hand's cards lie face down."""
        return 0 if self.other_hand is not None else self.view.opponent_card_count - len(self.view.opponent_known)


@dataclass(frozen=True, slots=True)
class KnockQuestion:
    """The discard that may knock (or go gin), waiting for Knock / Continue / Play to gin."""

    card: Card
    gin: bool


class KnockAnswer(Enum):
    """The answers to the knock question."""

    KNOCK = "knock"  #: knock (or go gin) with the card
    CONTINUE = "continue"  #: discard it and play on
    PLAY_TO_GIN = "gin"  #: discard it and do not ask again this hand


class KnockMode(Enum):
    """What happens when a discard would let the person knock (or go gin): the preference."""

    AUTOMATIC = "automatic"  #: knock at once
    PROMPT = "prompt"  #: ask Knock / Continue / Play to gin
    MANUAL = "manual"  #: never ask; press Knock (K) before discarding


class CardChoice(Enum):
    """What a click on one of the person's cards comes to."""

    PLAY = "play"  #: apply :attr:`CardDecision.action`
    ASK = "ask"  #: ask :attr:`CardDecision.question` first
    DRAW_FIRST = "draw first"  #: it is not yet time to discard
    TOO_MUCH_DEADWOOD = "too much deadwood"  #: a knock is armed, but this discard cannot knock
    ILLEGAL = "illegal"  #: the engine refuses it; :attr:`CardDecision.reason` says why (if it says)


@dataclass(frozen=True, slots=True)
class CardDecision:
    choice: CardChoice
    action: Action | None = None
    question: KnockQuestion | None = None
    reason: str = ""
    refused: IllegalActionError | None = None  #: the engine's refusal, as data (ILLEGAL)


class GameSession:
    """One game as the window plays it (see the module's description)."""

    def __init__(self, runner: GameRunner, person: OpenSeat, names: tuple[str, str] = ("You", "Computer")) -> None:
        self.runner = runner  #: the game: the match, the variant's scoring and the log (the one account of it)
        self.names = names  #: the players as the table calls them
        #: The person's seat: the runner asks it, the person's intents answer it (:meth:`play`).
        self.person = person
        self.question: KnockQuestion | None = None
        self.knock_armed = False  #: K was pressed: the next discard knocks
        self.scoring_fault_told = False  #: the person was told the variant's own scoring failed

    @classmethod
    def new(cls, spec: GameSpec, assisted: bool = False, names: tuple[str, str] = ("You", "Computer")) -> GameSession:
        """A new game dealt from ``spec.seed`` (each hand from a fresh secret when it is ``None``)."""
        person = OpenSeat(keep_calls=False)
        session = cls(GameRunner(spec, (person, None)), person, names)
        if assisted:
            session.mark_assisted()
        return session

    @classmethod
    def resume(cls, game: Resumable, names: tuple[str, str] = ("You", "Computer")
               ) -> tuple[GameSession, tuple[Event, ...]]:
        """Carry on ``game``: a log (a saved game) played again, or a runner as it stands (a position set up); the
        events of its hand in play as the person saw them (:class:`~ginqt.play.log.GameLogError`: it does not play).
        """
        person = OpenSeat()
        if isinstance(game, GameRunner):
            runner = game
            runner.seat(HUMAN, person)
        else:
            runner = GameRunner.resume(game, (person, None))
        person.keep_calls = False
        seen = tuple(value for _call, value in person.drain() if isinstance(value, Event))
        return cls(runner, person, names), seen

    @property
    def spec(self) -> GameSpec:
        """What is played (its seats: the player's and the opponent's names)."""
        return self.runner.log.spec

    @property
    def assisted(self) -> bool:
        """Help was used (counts in the statistics only): the log says so."""
        return self.runner.log.assisted

    @property
    def with_friend(self) -> bool:
        """A friend plays the other seat from another computer (no help then: no undo, hint or demo)."""
        return False

    def mark_assisted(self) -> None:
        self.runner.log.mark_assisted()

    # -- the game ----------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        return self.runner.match

    def view(self) -> PlayerView:
        """The person's redacted view: their hand, the pile, the counts, the scores, the hand's record, legal moves."""
        return self.runner.view(HUMAN)

    @property
    def hand_number(self) -> int:
        return self.match.hand_number

    @property
    def hand_over(self) -> bool:
        return self.runner.hand_over

    @property
    def log(self) -> GameLog:
        """The game's log (the saved game): the window carries it to the data folder, sealed; it reads no card of it."""
        return self.runner.log

    @property
    def to_play(self) -> int | None:
        """Whose turn it is (``None`` once the hand is over)."""
        return self.runner.to_play

    def ask(self) -> Answer:
        """Have the runner ask the seat to play for its move (a computer player's; its answer is applied later)."""
        return self.runner.ask()

    def events_seen(self) -> tuple[Event, ...]:
        """The events of the hand in play so far, as the person saw them."""
        return self.runner.events_for(HUMAN)

    def seated(self, player: int) -> Seat | None:
        """Who sits in ``player``'s seat (the runner asks it)."""
        return self.runner.seats[player]

    def seat_view(self, open_hands: bool = False, demo: bool = False) -> SeatView:
        """The person's seat now (:class:`SeatView`): the other hand only when the hand is over, with ``open_hands``
        (the preference) or in ``demo`` mode."""
        shown = open_hands or demo or self.runner.hand_over
        return SeatView(self.view(), CardSet(self.match.hand.hands[OPPONENT]) if shown else None)

    @property
    def deal_seal(self) -> tuple[str | None, DealSecret | None]:
        """The fairness seal of the hand in play (public): its commitment, and its deal secret once the hand is over."""
        return self.match.commitment, self.match.revealed

    def seat_seed(self, player: int) -> int | None:
        """The seed for the computer player in ``player``'s seat (``None`` for a game without a seed).

        Derived from the game's seed one way (the same game plays the same): a player never
        learns the key the deals come from.
        """
        seed = self.match.seed
        return None if seed is None else derive_number(seed, f"seat/{player}")

    def seat(self, player: int, seat: Seat, deal: bool = True) -> None:
        """Seat a computer player (dealt the current hand at once unless ``deal`` is false, told every event, asked
        by the runner)."""
        self.runner.seat(player, seat, deal=deal)

    def game_over(self) -> bool:
        """The game is over, as the variant's scoring says (a scoring that fails: the engine's end)."""
        try:
            return self.runner.hand_over and self.runner.over
        except Exception:
            return self.match.over

    @property
    def engine_over(self) -> bool:
        """The engine ended the match itself (its own score limit), whatever the variant's scoring says."""
        return self.match.over

    def scoring_fault_to_tell(self) -> str | None:
        """The variant's scoring's first failure, the first time it is asked (the person is told once a game)."""
        faults = self.runner.scoring_faults
        if not faults or self.scoring_fault_told:
            return None
        self.scoring_fault_told = True
        return str(faults[0])

    def outcome(self) -> MatchOutcome | None:
        """The variant's end of the game, or ``None`` (not over, or the scoring failed)."""
        if not self.game_over():
            return None
        try:
            return self.runner.outcome()
        except Exception:
            return None

    @property
    def result(self) -> MatchOutcome | None:
        """The engine's own end of the game (its bonuses), if it ended it: public once the game is over."""
        return self.match.result

    @property
    def hand_records(self) -> tuple[HandRecord, ...]:
        return tuple(self.match.history)

    def winner(self) -> int | None:
        outcome = self.outcome()
        if outcome is not None:
            return outcome.winner
        result = self.match.result
        return result.winner if result is not None else None

    def state(self, moves: int | None = None) -> dict[str, Any]:
        """Everything that must survive a restart (``--print-state``): the person's hand, the piles, the scores, whose
        turn it is.  What the person may not see (the other hand, the stock in its order) is one fingerprint: enough
        to tell that a restart kept the same cards, never the cards (anyone can run it; the two are far too many
        to try)."""
        hand = self.match.hand
        hidden = f"{CardSet(hand.hands[OPPONENT]).text}/{' '.join(Card(c).text for c in hand.stock)}"
        return {
            "hand_number": self.match.hand_number,
            "phase": hand.phase.name,
            "to_play": hand.to_play,
            "dealer": hand.dealer,
            "hand": CardSet(hand.hands[HUMAN]).text,
            "hidden": hashlib.sha256(f"ginqt-state/{hidden}".encode()).hexdigest()[:16],
            "stock_count": len(hand.stock),
            "discard_pile": [Card(card).text for card in hand.discard_pile],
            "scores": list(self.match.scores),
            "hands_finished": len(self.match.history),
            "moves": moves,
        }

    # -- moves -------------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply the mover's ``action``, checked once by the runner (:class:`~ginqt.engine.IllegalActionError` says
        why not); the events.  The person's move answers their seat, which the runner asks, then takes it."""
        runner = self.runner
        if runner.to_play is not None and runner.seats[runner.to_play] is self.person:
            answer = runner.ask()
            answer.set(action)
            events = runner.take(answer)
        else:  # a computer player's move: its seat was asked and has answered
            events = runner.apply(action)
        if action.kind not in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD):
            self.knock_armed = False
        return events

    def next_hand(self) -> tuple[Event, ...]:
        """Deal the next hand; the person's turn starts afresh."""
        events = self.runner.next_hand()
        self.reset_turn()
        return events

    def truncate(self, length: int) -> None:
        """Undo: the game back to where the first ``length`` moves of its log led."""
        self.runner.truncate(length)
        self.reset_turn()

    def redo(self, moves: tuple[Action, ...]) -> None:
        """Redo: ``moves`` (undone) played again."""
        self.runner.redo(moves)
        self.reset_turn()

    def reset_turn(self) -> None:
        """No question open, no knock armed."""
        self.question = None
        self.knock_armed = False

    # -- the person's turn -------------------------------------------------------------------

    def person_to_play(self) -> bool:
        """It is the person's seat's turn in a hand that is not over."""
        hand = self.match.hand
        return hand.phase is not Phase.OVER and hand.to_play == HUMAN

    def may_undo(self) -> bool:
        """A move may be taken back now: no question open and the hand not over (which moves the undo stack
        holds is the controller's: without multiple undo, only the person's since the computer last moved)."""
        return self.question is None and self.match.hand.phase is not Phase.OVER

    def may_knock(self) -> bool:
        return any(a.kind is ActionKind.KNOCK for a in self.match.legal_actions())

    def card_decision(self, card: int, knock_mode: KnockMode, gin_mode: KnockMode) -> CardDecision:
        """What the person's click on ``card`` means now (the knock modes are the preferences').

        >>> from ginqt.play.spec import GameSpec, Variant
        >>> from ginqt.rules import Rules
        >>> session = GameSession.new(GameSpec(Variant.standard(Rules()), seed=3))
        >>> card = next(iter(session.match.hand.hand(session.match.hand.to_play)))
        >>> session.card_decision(card, KnockMode.PROMPT, KnockMode.PROMPT).choice
        <CardChoice.DRAW_FIRST: 'draw first'>
        """
        hand = self.match.hand
        if hand.phase is not Phase.DISCARD:
            return CardDecision(CardChoice.DRAW_FIRST)
        legal = hand.legal_actions()
        discard, knock = Action(ActionKind.DISCARD, Card(card)), Action(ActionKind.KNOCK, Card(card))
        can_discard, can_knock = discard in legal, knock in legal
        if not can_discard and not can_knock:
            try:
                hand.apply(discard)
            except IllegalActionError as error:
                return CardDecision(CardChoice.ILLEGAL, reason=str(error), refused=error)
            raise AssertionError("the engine applied an action it does not list as legal")
        if self.knock_armed and not can_knock:
            return CardDecision(CardChoice.TOO_MUCH_DEADWOOD)
        if can_knock:
            gin = min_deadwood(self.runner.view(hand.to_play).hand.mask & ~(1 << card)) == 0
            mode = gin_mode if gin else knock_mode
            if self.knock_armed or mode is KnockMode.AUTOMATIC:
                return CardDecision(CardChoice.PLAY, knock)
            if mode is KnockMode.PROMPT:  # after playing to gin the engine allows only gin
                return CardDecision(CardChoice.ASK, question=KnockQuestion(Card(card), gin))
        if not can_discard:  # it may only go with a knock, and the person did not ask for one (K)
            return CardDecision(CardChoice.ILLEGAL)
        return CardDecision(CardChoice.PLAY, discard)

    def answer(self, answer: KnockAnswer) -> tuple[Action, ...]:
        """Close the knock question with ``answer``; the moves it comes to, in order (none: no question).

        Play to gin is the engine's ``PLAY_TO_GIN`` (no knock but gin for the rest of the hand),
        then the discard.
        """
        question, self.question = self.question, None
        if question is None:
            return ()
        if answer is KnockAnswer.KNOCK:
            return (Action(ActionKind.KNOCK, question.card),)
        discard = Action(ActionKind.DISCARD, question.card)
        play_to_gin = Action(ActionKind.PLAY_TO_GIN)
        if answer is KnockAnswer.PLAY_TO_GIN and play_to_gin in self.match.legal_actions():
            return play_to_gin, discard
        return (discard,)
