"""The results of an analysis, as data: :class:`Analysis`, :class:`ActionValue`, :class:`Why`,
:class:`Reason`; and the knobs of an analysis, :class:`Effort` and :class:`Weights`.

.. versionadded:: 0.2
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ginqt.analysis.inference import Inference
from ginqt.analysis.situation import MatchSituation
from ginqt.cards import CardSet
from ginqt.engine import Action

__all__ = ["ActionValue", "Analysis", "Effort", "Reason", "Weights", "Why"]


class Reason(Enum):
    """Why a move is good or bad; :class:`Why` adds the amount and the cards."""

    GIN = "gin"  #: every card melds after this discard (amount: the points on average)
    BIG_GIN = "big-gin"  #: all eleven cards meld
    KNOCK = "knock"  #: a knock (amount: my deadwood)
    UNDERCUT_RISK = "undercut-risk"  #: amount: the chance that the opponent undercuts the knock
    WAIT = "wait"  #: better not to knock yet (amount: points gained on average by waiting)
    MAKES_MELD = "makes-meld"  #: the card taken melds (cards: the meld)
    LOWERS_DEADWOOD = "lowers-deadwood"  #: amount: how much less deadwood
    NO_FIT = "no-fit"  #: the upcard fits no meld of mine
    DEADWOOD = "deadwood"  #: amount: the deadwood this move leaves
    OUTS = "outs"  #: amount: unseen cards that would lower my deadwood (cards: those making gin)
    FEEDS = "feeds"  #: amount: the chance the opponent takes this card for a meld (cards: its known cards it fits)
    SAFE = "safe"  #: the cards that would meld with this one are gone (cards: those seen)
    OPPONENT_CLOSE = "opponent-close"  #: amount: the chance the opponent ends the hand before me
    WINS_GAME = "wins-game"  #: winning this hand most likely wins the game
    LOSES_GAME = "loses-game"  #: losing this hand most likely loses the game
    WALL = "wall"  #: amount: stock cards left before the hand is dead
    LATE_KNOCK = "late-knock"  #: a knock this late must beat playing on by more (amount: by how many points)
    NEAR_GIN = "near-gin"  #: a knock this close to gin must beat playing on by more (amount: by how many points)


@dataclass(frozen=True, slots=True)
class Why:
    """One reason, with its number and the cards it is about."""

    reason: Reason
    amount: float = 0.0
    cards: CardSet = field(default_factory=CardSet)


@dataclass(frozen=True, slots=True)
class ActionValue:
    """One legal move and what it is worth.

    ``value`` is the estimated chance of winning the game after this move (for a game
    without a reachable limit, 0.5 plus the hand's points / 200): moves are ranked by it,
    and the difference between two moves' values says how much worse one is.
    ``expected_points`` are the hand's points for me on average, the opponent's negative
    (for a knock, over the sampled deals; for a move that plays on, the anchor's
    playouts plus the quick-look difference, see the module's description).
    ``deadwood``, ``outs`` (unseen cards that would lower my deadwood at the next draw)
    and ``gin_outs`` describe my hand after the move (``None`` for a blind draw, whose
    hand is not known yet).  ``undercut_risk`` is set for knocks, ``feed_chance`` (the
    share of deals in which the opponent could meld the card) for discards and knocks,
    ``opponent_first`` (the share of playouts the opponent ended) for the moves that
    were played out.  ``samples``: how many deals the move's own figures come from.
    """

    action: Action
    value: float
    expected_points: float
    deadwood: int | None
    outs: int | None
    gin_outs: int | None
    undercut_risk: float | None
    feed_chance: float | None
    opponent_first: float | None
    samples: int
    reasons: tuple[Why, ...]

    @property
    def late_margin(self) -> float:
        """For a knock late in the hand, how many points more than playing on it must score
        (:attr:`Weights.late_knock`); 0 for any other move."""
        return next((why.amount for why in self.reasons if why.reason is Reason.LATE_KNOCK), 0.0)

    @property
    def knock_margin(self) -> float:
        """For a knock, how many points more than playing on it must score: late in the hand
        (:attr:`late_margin`) and close to gin (:attr:`Weights.near_gin`); 0 for any other move."""
        return sum(why.amount for why in self.reasons if why.reason in _MARGINS)

    @property
    def weighed_points(self) -> float:
        """``expected_points`` as the expert weighs them: a knock's less its margin (:attr:`knock_margin`)."""
        return self.expected_points - self.knock_margin


#: The reasons whose amount a knock must beat playing on by.
_MARGINS = frozenset({Reason.LATE_KNOCK, Reason.NEAR_GIN})


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every legal move of the player to move, best first, and what the analysis saw."""

    actions: tuple[ActionValue, ...]
    inference: Inference
    situation: MatchSituation
    deals: int

    @property
    def best(self) -> ActionValue:
        return self.actions[0]

    def value_of(self, action: Action) -> ActionValue:
        """The entry of ``action`` (matched by kind and card)."""
        for entry in self.actions:
            if entry.action.kind is action.kind and entry.action.card == action.card:
                return entry
        raise KeyError(action)


@dataclass(frozen=True, slots=True)
class Effort:
    """How much the analysis computes: deals sampled (undercut risks, feeding, playouts) and
    deals played out for the moves whose values anchor the others and for knock decisions."""

    deals: int = 32
    playouts: int = 24
    #: Deals when a knock is possible (its undercut risk is worth a closer look).
    knock_deals: int = 144


#: ``Weights.late_knock`` fades in from this discard of the hand...
_LATE_KNOCK_FROM = 14
#: ...to all of it from this one (where the undercut risk of a knock ran low, see benchmarks/EXPERT_TRIALS.md).
_LATE_KNOCK_FULL = 24


@dataclass(frozen=True, slots=True)
class Weights:
    """The quick look that ranks discards and draws, in points of deadwood.

    A discard's score is the deadwood it leaves, minus ``potential`` times the deadwood
    the next draw is expected to save (fading to ``late_potential`` over the first
    ``potential_turns`` turns of the hand; with ``hazard_turns`` above 0, instead scaled by
    the turns I can expect before the opponent ends the hand, up to that many), plus
    ``feed`` times the chance that the opponent takes the card for a meld and
    ``feed_knock`` times the chance that it then knocks, minus ``gin_chance`` times the
    chance that the next stock card makes gin (a gin brings its bonus and is never
    undercut, which the deadwood saved does not count), scaled by how long the opponent
    waits: times (1 - its late knock chance with 5 deadwood) ** ``gin_wait``; the least is
    best.  The gin chance is counted for discards only (a blind draw's is not known).
    ``knock_bias`` is added to a knock's expected points against playing on, and
    ``late_knock`` too, fading in from none at the hand's 14th discard to all of it from
    the 24th: late in a hand the estimated undercut risk runs low (the opponent's hand
    is better formed than the sampled ones), so a late knock must look better by that much.
    ``near_gin`` is added too when the knock keeps ``near_gin_deadwood`` deadwood or less
    (but some): holding so little, a player who plays on may go gin or undercut the
    opponent's knock, which the playouts (where I knock at my first chance) do not count.
    The upcard is taken when its score (after the best discard) beats a blind draw's by
    more than ``take_margin``; the margin is negative: the upcard is taken even when it
    looks up to a point worse (measured in paired hands against three opponents).
    """

    potential: float = 2.0
    late_potential: float = 0.5
    potential_turns: int = 16
    hazard_turns: float = 0.0
    feed: float = 4.0
    feed_knock: float = 0.0
    knock_bias: float = 0.0
    take_margin: float = -1.0
    gin_chance: float = 60.0
    gin_wait: float = 1.0
    late_knock: float = -6.0
    #: Measured in single hands and played-out decisions (benchmarks/EXPERT_TRIALS.md, "After the thirteenth stop").
    near_gin: float = -8.0
    near_gin_deadwood: int = 3

    def knock_bias_at(self, turns: int) -> float:
        """The points added to a knock's expected points after ``turns`` turns (discards) of the hand.

        >>> Weights(knock_bias=1.0, late_knock=-6.0).knock_bias_at(10), Weights(late_knock=-6.0).knock_bias_at(19)
        (1.0, -3.0)
        """
        return self.knock_bias + self.late_knock_at(turns)

    def late_knock_at(self, turns: int) -> float:
        """The part of ``late_knock`` that applies after ``turns`` turns: none before the hand's
        14th discard, all of it from the 24th.

        >>> [Weights(late_knock=-6.0).late_knock_at(turns) for turns in (14, 19, 30)]
        [0.0, -3.0, -6.0]
        """
        stage = min(1.0, max(0.0, (turns - _LATE_KNOCK_FROM) / (_LATE_KNOCK_FULL - _LATE_KNOCK_FROM)))
        return self.late_knock * stage if stage else 0.0

    def potential_at(self, turns: int, hazard: float = 0.0) -> float:
        """The weight of the potential after ``turns`` turns of the hand, the opponent ending
        it at each of its turns with chance ``hazard``."""
        if self.hazard_turns > 0:
            expected = min((1.0 - hazard) / max(hazard, 1e-3), self.hazard_turns)
            return self.late_potential + (self.potential - self.late_potential) * expected / self.hazard_turns
        fade = max(0.0, 1.0 - turns / self.potential_turns) if self.potential_turns > 0 else 0.0
        return self.late_potential + (self.potential - self.late_potential) * fade
