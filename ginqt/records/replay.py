"""A recorded game played again, state by state: its closed log through the game runner.

A record replays through its log (:meth:`RecordedGame.log <ginqt.records.RecordedGame.log>`) and
:meth:`GameRunner.resume <ginqt.play.runner.GameRunner.resume>`, the one loop every game is played
with: making a record (:mod:`ginqt.records.build`), verifying one (:mod:`ginqt.records.verify`),
reviewing one (:mod:`ginqt.records.review`) and the replay viewer all do, so what is written is
what is checked.  :func:`steps_of` keeps the game after every deal and every move.

:class:`ReplayCursor` steps through them: forward and back a move, to the first and last move, by hand,
or to any move of any hand; at each step it gives what the replay viewer draws: the south seat's
:class:`~ginqt.play.session.SeatView` with the other hand shown (every card of a record is public: its
hands are over, or were left with their secrets revealed; a game still played writes only its finished
hands), the move that led there, who made it, its events and the card the south seat just drew.

>>> from ginqt.records.build import play_and_record
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import FallbackStrategy
>>> cursor = ReplayCursor(play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4))
>>> cursor.position, cursor.forward(), cursor.position, cursor.action.text
((0, 0), True, (0, 1), 'pass')
>>> cursor.last(), cursor.over, len(cursor.seat_view().other_hand)
(True, True, 10)
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from ginqt.cards import CardSet
from ginqt.engine import Action, Event, IllegalActionError, Match, Phase, PlayerView
from ginqt.play.log import GameLogError
from ginqt.play.runner import STANDARD_SCORING, GameRunner
from ginqt.play.session import HUMAN, OPPONENT, SeatView
from ginqt.records.game import RecordedGame, RecordedHand
from ginqt.remote.friend.poker import DeckFault, check_deck
from ginqt.variants import MatchOutcome, MatchScoring

__all__ = ["ReplayCursor", "ReplayError", "Step", "steps_of"]


@dataclass(frozen=True, slots=True)
class Step:
    """The game after the deal of hand ``hand`` (0-based) and its first ``move`` moves."""

    hand: int
    move: int
    match: Match


def steps_of(game: RecordedGame, scoring: MatchScoring = STANDARD_SCORING) -> list[Step]:
    """The game after every deal and every move of ``game`` (its variant's ``scoring``);
    :class:`~ginqt.play.log.GameLogError` says which move does not play."""
    steps: list[Step] = []
    if game.hands and game.hands[0].deck is not None:
        return friend_steps(game)

    def note(runner: GameRunner) -> None:
        match = runner.match
        hand = match.hand_number - 1
        steps.append(Step(hand, steps[-1].move + 1 if steps and steps[-1].hand == hand else 0, match))

    GameRunner.resume(game.log(scoring), on_step=note)
    return steps


def friend_steps(game: RecordedGame) -> list[Step]:
    """The steps of a friend's game: each hand dealt from the deck both sides made (its transcript checked),
    its moves played again; :class:`~ginqt.play.log.GameLogError` says which hand or move does not hold."""
    steps: list[Step] = []
    match: Match | None = None
    for number, recorded in enumerate(game.hands):
        assert recorded.deck is not None
        try:
            deck = check_deck(recorded.deck)
        except DeckFault as fault:
            raise GameLogError(f"hand {recorded.number}: its deck does not hold ({fault})") from None
        match = Match.new(game.rules, first_dealer=game.first_dealer, deck=deck) if match is None \
            else match.next_hand(deck=deck)
        steps.append(Step(number, 0, match))
        for index, move in enumerate(recorded.moves, start=1):
            try:
                match = match.apply(move)
            except IllegalActionError as error:
                raise GameLogError(f"hand {recorded.number}, move {index} ({move.text}): {error}") from None
            steps.append(Step(number, index, match))
    return steps


class ReplayError(ValueError):
    """A record whose moves cannot be played again; the message is one line and says where."""


class ReplayCursor:
    """Where the replay stands in ``game``, and every state it can show (see the module's description)."""

    def __init__(self, game: RecordedGame, scoring: MatchScoring | None = None) -> None:
        self.game = game
        #: what was played: its variant scored by ``scoring`` (the standard one when it is not installed here)
        self.variant = game.log(STANDARD_SCORING if scoring is None else scoring).spec.variant
        try:
            self.steps: list[Step] = steps_of(game, self.variant.scoring)
        except GameLogError as error:
            raise ReplayError(f"the record cannot be played again: {error}") from None
        if not game.hands:
            raise ReplayError("the record holds no hand to show")
        final = self.steps[-1].match
        over = final.hand.phase is Phase.OVER and self.variant.scoring.over(final, self.variant.rules)
        #: the game's end as its variant scores it (``None``: the record ends before the game does)
        self.outcome: MatchOutcome | None = self.variant.scoring.outcome(final, self.variant.rules) if over else None
        #: the finished hands' public records, the last step's: the score history
        self.hand_records = final.history
        #: the step at which each hand is dealt
        self.starts: list[int] = [i for i, step in enumerate(self.steps) if step.move == 0]
        self.index = 0

    # -- where it stands ----------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def match(self) -> Match:
        return self.step.match

    @property
    def position(self) -> tuple[int, int]:
        """(hand, move): the hand (0-based) and how many of its moves were played."""
        return self.step.hand, self.step.move

    @property
    def hand(self) -> RecordedHand:
        return self.game.hands[self.step.hand]

    @property
    def action(self) -> Action | None:
        """The move that led here (``None`` at a deal)."""
        move = self.step.move
        return self.hand.moves[move - 1] if move else None

    @property
    def mover(self) -> int | None:
        """Who made :attr:`action`."""
        return self.steps[self.index - 1].match.hand.to_play if self.step.move else None

    @property
    def events(self) -> tuple[Event, ...]:
        """What :attr:`action` did, in full (none at a deal)."""
        return self.match.events if self.step.move else ()

    @property
    def drawn(self) -> int | None:
        """The card the south seat just drew, while it is to discard (the table shows it apart)."""
        if self.mover != HUMAN or self.match.hand.phase is not Phase.DISCARD:
            return None
        new = self.match.hand.hands[HUMAN] & ~self.steps[self.index - 1].match.hand.hands[HUMAN]
        return new.bit_length() - 1 if new else None

    def seat_view(self) -> SeatView:
        """The south seat's view here, the other hand shown."""
        return SeatView(PlayerView.of(self.match, HUMAN), CardSet(self.match.hand.hands[OPPONENT]))

    @property
    def over(self) -> bool:
        """The game is over here (its last step, when the record holds its end)."""
        return self.outcome is not None and self.index == len(self.steps) - 1

    @property
    def result(self) -> MatchOutcome | None:
        """The engine's own end of the game here (its bonuses), if it ended it."""
        return self.match.result

    @property
    def hand_count(self) -> int:
        return len(self.starts)

    def moves_in_hand(self, hand: int | None = None) -> int:
        return len(self.game.hands[self.step.hand if hand is None else hand].moves)

    # -- moving -------------------------------------------------------------------------------

    def go(self, index: int) -> bool:
        """Go to step ``index`` (kept within the game); ``True`` when the position changed."""
        index = max(0, min(index, len(self.steps) - 1))
        moved, self.index = index != self.index, index
        return moved

    def forward(self) -> bool:
        return self.go(self.index + 1)

    def back(self) -> bool:
        return self.go(self.index - 1)

    def first(self) -> bool:
        return self.go(0)

    def last(self) -> bool:
        return self.go(len(self.steps) - 1)

    def to_hand(self, hand: int, move: int = 0) -> bool:
        """To ``move`` moves into hand ``hand`` (0-based)."""
        hand = max(0, min(hand, self.hand_count - 1))
        return self.go(self.starts[hand] + max(0, min(move, self.moves_in_hand(hand))))

    def next_hand(self) -> bool:
        """To the deal of the next hand, or the end of the last one."""
        following = bisect_right(self.starts, self.index)
        return self.go(self.starts[following] if following < len(self.starts) else len(self.steps) - 1)

    def previous_hand(self) -> bool:
        """To the deal of this hand; already there, to the deal of the one before."""
        hand = self.step.hand
        return self.to_hand(hand - 1 if self.step.move == 0 else hand)
