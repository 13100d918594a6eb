"""What the finished hands of a game say about how the opponent knocks.

Some players knock the moment they may (the EAAI challenge's simple player); others
knock only in their first turns and then wait for gin.  That changes everything about
a knock: the undercut risk depends on whether the opponent sits on a low hand without
knocking.  :class:`OpponentProfile` counts, per stage of the hand (its first
``early_turns`` turns, and later), the times the opponent knocked with deadwood left
and the times it could have knocked but did not (its hand, shown when I knocked, was
within the limit it had at its last discard), on top of a mild prior.

>>> profile = OpponentProfile()
>>> round(profile.eager_early, 2), round(profile.eager_late, 2)
(0.5, 0.33)

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ginqt.analysis.playout import OpponentPolicy
from ginqt.analysis.sampling import HandModel
from ginqt.engine import Event, EventKind, SettlementKind
from ginqt.rules import Rules

__all__ = ["OpponentProfile"]


@dataclass(frozen=True, slots=True)
class OpponentProfile:
    """Counts (with a prior) of the opponent's knocks and declined knocks, early and late in a hand."""

    knocked_early: float = 1.0
    declined_early: float = 1.0
    knocked_late: float = 1.0
    declined_late: float = 2.0
    early_turns: int = 3
    #: How much one observed hand counts against the prior.
    evidence: float = 1.5

    @property
    def eager_early(self) -> float:
        """The chance it knocks when it may in its first :attr:`early_turns` turns."""
        return self.knocked_early / (self.knocked_early + self.declined_early)

    @property
    def eager_late(self) -> float:
        """The chance it knocks when it may after that."""
        return self.knocked_late / (self.knocked_late + self.declined_late)

    def eagerness(self, turn: int) -> float:
        return self.eager_early if turn <= self.early_turns else self.eager_late

    def policy(self) -> OpponentPolicy:
        """The opponent's knocking, for playouts."""
        return OpponentPolicy(self.eager_early, self.eager_late, self.early_turns)

    def hand_model(self, opponent_turns: int) -> HandModel:
        """How to sample its hand after ``opponent_turns`` discards."""
        return HandModel(eagerness=self.eagerness(max(opponent_turns, 1)))

    def after_hand(self, player: int, events: Iterable[Event], rules: Rules) -> OpponentProfile:
        """The profile updated with one finished hand's ``events`` (as ``player`` saw them)."""
        opponent = 1 - player
        turns = 0
        first_upcard: int | None = None
        upcard: int | None = None
        last_limit: int | None = None
        for event in events:
            if event.kind is EventKind.UPCARD and event.card is not None:
                first_upcard = upcard = event.card
            elif event.kind is EventKind.DISCARDED and event.card is not None:
                if event.player == opponent:
                    turns += 1
                    if first_upcard is not None:
                        last_limit = rules.knock_limit_for(first_upcard, upcard)
                upcard = event.card
            elif event.kind is EventKind.KNOCKED and event.settlement is not None:
                settlement = event.settlement
                if event.player == opponent:
                    if settlement.kind in (SettlementKind.KNOCK, SettlementKind.UNDERCUT):
                        return self._count(turns + 1, knocked=True)
                elif last_limit is not None and settlement.defender_deadwood_before_layoffs <= last_limit:
                    return self._count(turns, knocked=False)
                return self
        return self

    def _count(self, turn: int, *, knocked: bool) -> OpponentProfile:
        step = self.evidence
        if turn <= self.early_turns:
            if knocked:
                return replace(self, knocked_early=self.knocked_early + step)
            return replace(self, declined_early=self.declined_early + step)
        if knocked:
            return replace(self, knocked_late=self.knocked_late + step)
        return replace(self, declined_late=self.declined_late + step)
