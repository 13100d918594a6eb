"""A recorded game to step through, without Qt: the game after every move, and where each hand begins.

:class:`ReplayCursor` plays a :class:`~ginqt.records.RecordedGame` again once
(:class:`~ginqt.records.Replay`, through the game runner) and keeps every state, so a
step is a look-up: forward and back a move, to the first and last move, by hand, or
to any move of any hand.

>>> from ginqt.records.build import play_and_record
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import FallbackStrategy
>>> cursor = ReplayCursor(play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4))
>>> cursor.position, cursor.forward(), cursor.position, cursor.action.text
((0, 0), True, (0, 1), 'pass')
>>> cursor.last(), cursor.match.over
(True, True)
"""

from __future__ import annotations

from bisect import bisect_right

from ginqt.engine import Action, Match
from ginqt.play.log import GameLogError
from ginqt.play.runner import STANDARD_SCORING
from ginqt.records import RecordedGame, RecordedHand, Step, steps_of
from ginqt.variants import MatchScoring

__all__ = ["ReplayCursor", "ReplayError"]


class ReplayError(ValueError):
    """A record whose moves cannot be played again; the message is one line and says where."""


class ReplayCursor:
    """Where the replay stands in ``game``, and every state it can show (see the module's description)."""

    def __init__(self, game: RecordedGame, scoring: MatchScoring | None = None) -> None:
        self.game = game
        #: the variant's scoring; the standard one when the variant is not installed here (``scoring`` is ``None``)
        self.scoring = STANDARD_SCORING if scoring is None else scoring
        try:
            self.steps: list[Step] = steps_of(game, self.scoring)
        except GameLogError as error:
            raise ReplayError(f"the record cannot be played again: {error}") from None
        if not game.hands:
            raise ReplayError("the record holds no hand to show")
        variant = game.log(self.scoring).spec.variant
        #: the game's end (or its state at the end of the record) as its variant scores it
        self.outcome = variant.scoring.outcome(self.steps[-1].match, variant.rules)
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
        hand, move = self.position
        return self.game.hands[hand].moves[move - 1] if move else None

    @property
    def mover(self) -> int | None:
        """Who made :attr:`action`."""
        if self.index == 0 or self.step.move == 0:
            return None
        before = self.steps[self.index - 1].match.hand
        return before.to_play

    @property
    def before(self) -> Match | None:
        """The game just before :attr:`action` (``None`` at a deal)."""
        return self.steps[self.index - 1].match if self.step.move else None

    @property
    def hands(self) -> int:
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
        hand = max(0, min(hand, self.hands - 1))
        return self.go(self.starts[hand] + max(0, min(move, self.moves_in_hand(hand))))

    def next_hand(self) -> bool:
        """To the deal of the next hand, or the end of the last one."""
        following = bisect_right(self.starts, self.index)
        return self.go(self.starts[following] if following < len(self.starts) else len(self.steps) - 1)

    def previous_hand(self) -> bool:
        """To the deal of this hand; already there, to the deal of the one before."""
        hand = self.step.hand
        return self.to_hand(hand - 1 if self.step.move == 0 else hand)
