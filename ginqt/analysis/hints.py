"""The hints: the ``expert``'s advice for a player at the table, with what that player has seen (no Qt).

A hint is :func:`ginqt.analysis.advise` for the player's view, given the hand's events as
the player saw them and what the earlier hands of the game showed of the opponent's
knocking (:class:`~ginqt.analysis.OpponentProfile`).  :class:`SeenGame` keeps both as the
built-in ``expert`` keeps them in its seat, and takes events back when a move is undone;
:func:`hint` asks the analysis.  So a hint is the move the ``expert`` seated there with
the seat's seed would play, and every other legal move is valued beside it.

>>> from ginqt.engine import Match
>>> from ginqt.rules import Rules
>>> match = Match.new(Rules(), seed=5, first_dealer=1)
>>> seen = SeenGame(player=0)
>>> seen.dealt(match, tuple(event.for_player(0) for event in match.events))
>>> advice = hint(seen.request(match.view(0), seed=7))
>>> advice.best.action in match.view(0).legal_actions
True

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from ginqt.analysis import ActionValue, Analysis, Effort, OpponentProfile, Reason, meld_neighbours
from ginqt.cards import Card, CardSet, card_value
from ginqt.engine import ActionKind, Event, Match, PlayerView
from ginqt.melds import Meld, best_melds

__all__ = [
    "FEED_GAP", "DiscardStory", "HintRequest", "KeepWhy", "SeenGame", "State", "ThrowWhy", "discard_story", "hint",
]

#: A difference in the chance of feeding the opponent worth naming (a share of the likely deals).
FEED_GAP = 0.15


@dataclass(frozen=True, slots=True)
class HintRequest:
    """Everything a hint is worked out from (it can cross to another thread)."""

    view: PlayerView
    events: tuple[Event, ...]  #: this hand's, as the player saw them
    profile: OpponentProfile  #: what the earlier hands showed of the opponent's knocking
    seed: int


def hint(request: HintRequest, effort: Effort | None = None) -> Analysis:
    """The ``expert``'s advice for ``request``: every legal move valued, the expert's move first."""
    from ginqt.analysis import advise  # the search: not imported before the first hint (a quicker start)

    return advise(request.view, request.events, seed=request.seed, profile=request.profile, effort=effort)


#: A state of the game as a :class:`SeenGame` is told it: the match, or the player's own view of it (the window's).
State = Match | PlayerView


class SeenGame:
    """What ``player`` has seen of a game: this hand's events, and the opponent's knocking in the earlier hands.

    Tell it each deal (:meth:`dealt`) and each move (:meth:`moved`) with the events as the
    player saw them; :meth:`restored` goes back (or forward) to a state seen before (undo,
    redo), :meth:`resumed` starts in the middle of a hand (a saved game).
    """

    def __init__(self, player: int = 0) -> None:
        self.player = player
        self.profile = OpponentProfile()
        #: Every state of this hand seen, with the hand's events up to it (the undone ones stay for redo).
        self._states: list[tuple[State, tuple[Event, ...]]] = []
        self._at = -1

    @property
    def events(self) -> tuple[Event, ...]:
        """This hand's events so far (at the state shown now)."""
        return self._states[self._at][1] if self._states else ()

    def new_game(self) -> None:
        self.profile = OpponentProfile()
        self._states, self._at = [], -1

    def dealt(self, state: State, events: Iterable[Event]) -> None:
        """A new hand was dealt: what the finished one showed goes into the profile (as the expert learns it)."""
        if self.events:
            self.profile = self.profile.after_hand(self.player, self.events, state.rules)
        self._states, self._at = [(state, tuple(events))], 0

    def resumed(self, state: State, events: Iterable[Event]) -> None:
        """A saved game carried on: ``events`` are its hand's so far (the earlier hands are not known)."""
        self.new_game()
        self._states, self._at = [(state, tuple(events))], 0

    def moved(self, state: State, events: Iterable[Event]) -> None:
        """A move was made (``state``: the state after it); a move undone before it is forgotten."""
        del self._states[self._at + 1:]
        self._states.append((state, self.events + tuple(events)))
        self._at = len(self._states) - 1

    def restored(self, state: State) -> None:
        """An earlier (or, redone, later) state of this hand is back."""
        for index, (seen, _) in enumerate(self._states):
            if seen == state:
                self._at = index
                return

    def request(self, view: PlayerView, seed: int) -> HintRequest:
        """What the hint for ``view`` (the player's view now) is worked out from, for a seat seeded with ``seed``."""
        return HintRequest(view, self.events, self.profile, seed)


class ThrowWhy(Enum):
    """Why the card advised should go, as a casual player sees the hand."""

    HIGHEST_LOOSE = "highest-loose"  #: the highest card that is in no meld of the hand
    HIGH_LOOSE = "high-loose"  #: one of the highest (another as high is in no meld either)
    SAFE_LOOSE = "safe-loose"  #: in no meld, and the cards that would meld with it are gone
    LOOSE = "loose"  #: in no meld of the hand
    LEAST_DEADWOOD = "least-deadwood"  #: it leaves the least deadwood (:attr:`DiscardStory.deadwood`)
    CHANCES = "chances"  #: what is kept has the best chances of making melds


class KeepWhy(Enum):
    """Why the next-best card to throw should stay."""

    FEEDS_KNOWN = "feeds-known"  #: it would meld with cards the opponent picked up (:attr:`DiscardStory.cards`)
    FEEDS = "feeds"  #: the opponent could well meld it
    IN_MELD = "in-meld"  #: it is in a meld of the hand (:attr:`DiscardStory.cards`)
    PARTNER = "partner"  #: it could still make a meld with these cards of the hand (:attr:`DiscardStory.cards`)


@dataclass(frozen=True, slots=True)
class DiscardStory:
    """The advised discard told as a player sees the hand: which card goes and why, and which card to
    keep (the next-best one to throw) and why; the figures stay in the :class:`~ginqt.analysis.Analysis`."""

    card: Card
    throw: ThrowWhy
    deadwood: int  #: the deadwood left after the discard
    kept: Card | None = None
    keep: KeepWhy | None = None
    cards: CardSet = field(default_factory=CardSet)  #: the cards :attr:`keep` is about


def discard_story(view: PlayerView, analysis: Analysis) -> DiscardStory | None:
    """The story of the advised discard (``None`` when the advice is not a discard: a draw, a knock):
    the melds of the hand are the best arrangement of the eleven cards (:func:`ginqt.melds.best_melds`),
    the feeding and the deadwood are the analysis' figures."""
    best = analysis.best
    if best.action.kind is not ActionKind.DISCARD or best.action.card is None:
        return None
    card = Card(best.action.card)
    hand = best_melds(view.hand)
    loose = hand.deadwood_cards
    reasons = {why.reason for why in best.reasons}
    if card in loose:
        top = max(card_value(c) for c in loose)
        if Reason.SAFE in reasons:
            throw = ThrowWhy.SAFE_LOOSE
        elif card_value(card) == top:
            tied = sum(1 for c in loose if card_value(c) == top)
            throw = ThrowWhy.HIGHEST_LOOSE if tied == 1 else ThrowWhy.HIGH_LOOSE
        else:
            throw = ThrowWhy.LOOSE
    else:
        discards = [entry for entry in analysis.actions if entry.action.kind is ActionKind.DISCARD]
        least = min((entry.deadwood for entry in discards if entry.deadwood is not None), default=None)
        throw = ThrowWhy.LEAST_DEADWOOD if least is not None and best.deadwood == least else ThrowWhy.CHANCES
    story = DiscardStory(card, throw, best.deadwood or 0)
    other = next((entry for entry in analysis.actions[1:] if entry.action.kind is ActionKind.DISCARD
                  and entry.action.card is not None and entry.action.card != card), None)
    if other is None or other.action.card is None:
        return story
    return _kept(story, view, hand.melds, best, other)


def _kept(story: DiscardStory, view: PlayerView, melds: tuple[Meld, ...], best: ActionValue,
          other: ActionValue) -> DiscardStory:
    assert other.action.card is not None
    kept = Card(other.action.card)
    fed = next((why.cards for why in other.reasons if why.reason is Reason.FEEDS and why.cards), CardSet())
    if (other.feed_chance or 0.0) - (best.feed_chance or 0.0) >= FEED_GAP:
        keep, cards = (KeepWhy.FEEDS_KNOWN, fed) if fed else (KeepWhy.FEEDS, CardSet())
    else:
        meld = next((meld.cards for meld in melds if kept in meld.cards), None)
        partners = CardSet(view.hand.mask & meld_neighbours(kept) & ~(1 << story.card))
        if meld is not None:
            keep, cards = KeepWhy.IN_MELD, CardSet(meld)
        elif partners:
            keep, cards = KeepWhy.PARTNER, partners
        else:
            return story
    return DiscardStory(story.card, story.throw, story.deadwood, kept, keep, cards)
