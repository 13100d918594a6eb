"""What the finished hands of a game say about how the opponent knocks and takes discards.

Some players knock the moment they may (the EAAI challenge's simple player); some
knock early with anything and later only with little deadwood; others knock only in
their first turns and then wait for gin.  That changes everything about a knock: the
undercut risk depends on whether the opponent sits on a low hand without knocking.

:class:`OpponentProfile` keeps what the game has shown, per stage of the hand (the
opponent's first ``early_turns`` turns, and later): the deadwood it knocked with, and
the deadwood it held without knocking when it could have (its hand, shown at my knock,
was within the limit it had at its last discard).  The chance that it knocks holding
``d`` deadwood is then read monotonically: a knock with 9 says it would knock with 5
too, a refusal with 5 says it would refuse 8 as well.  With nothing seen yet the prior
leans to knocking with little deadwood.

It also counts the cards the opponent took from the pile and still held when its hand
was shown, and how many of those melded with nothing: a player who takes a discard only
to meld it almost never holds one loose, one who takes a low card to throw a high one
does.  The sampler weighs hands with such loose cards by what the game has shown
(:meth:`OpponentProfile.loose_known`).

>>> profile = OpponentProfile()
>>> round(profile.knock_chance(turn=1, deadwood=1), 2), round(profile.knock_chance(turn=9, deadwood=9), 2)
(0.74, 0.38)
>>> seen = profile.observed(turn=9, deadwood=4, knocked=False).observed(turn=11, deadwood=6, knocked=False)
>>> seen.knock_chance(9, 5) < profile.knock_chance(9, 5)
True

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ginqt.analysis.playout import OpponentPolicy, melds_with
from ginqt.analysis.sampling import HandModel
from ginqt.cards import CardSet
from ginqt.engine import Event, EventKind, Settlement, SettlementKind
from ginqt.melds import mask_min_deadwood
from ginqt.rules import Rules

__all__ = ["OpponentProfile"]

#: The share of the cards an opponent took from the pile and still held at the end of a hand
#: that melded with none of its other cards, before any is seen: (loose, held) as if seen.
#: Players take a discard to meld it, so such hands are rare; some also take a low card to
#: throw a high one.
_LOOSE_PRIOR = (0.5, 10.0)
#: The share of the known cards that are loose in hands sampled without any weighing
#: (measured: 0.26-0.37 against the benchmark players).
_LOOSE_UNWEIGHED = 0.35
#: How strongly a sampled hand is weighed down per point of deadwood the opponent's last
#: throw would have given away from it (the benchmark players throw the best card, or close).
_DISCARD_FIT = 1.0


@dataclass(frozen=True, slots=True)
class OpponentProfile:
    """What the opponent's knocks (and declined knocks) have shown, early and late in a hand."""

    #: (early?, deadwood, knocked?) per observation, oldest first.
    seen: tuple[tuple[bool, int, bool], ...] = ()
    early_turns: int = 3
    #: How much one observation counts against the prior.
    evidence: float = 1.5
    #: Cards it took from the pile and still held when its hand was shown: (loose, held).
    known_cards: tuple[int, int] = (0, 0)

    def knock_chance(self, turn: int, deadwood: int) -> float:
        """The chance that the opponent knocks at its ``turn``-th discard holding ``deadwood``
        when it may (gin: always)."""
        if deadwood <= 0:
            return 1.0
        early = turn <= self.early_turns
        # The prior: knocking support 1, refusing support growing with the deadwood.
        knock, refuse = 1.0, 0.2 + 0.16 * deadwood
        for stage, shown, knocked in self.seen:
            if stage is not early:
                continue
            if knocked and shown >= deadwood:
                knock += self.evidence
            elif not knocked and shown <= deadwood:
                refuse += self.evidence
        return knock / (knock + refuse)

    def chances(self, turn: int) -> tuple[float, ...]:
        """:meth:`knock_chance` for every deadwood 0..10 at ``turn``."""
        return tuple(self.knock_chance(turn, deadwood) for deadwood in range(11))

    def policy(self) -> OpponentPolicy:
        """The opponent's knocking, for playouts."""
        return OpponentPolicy(self.chances(1), self.chances(self.early_turns + 1), self.early_turns)

    def hand_model(self, opponent_turns: int) -> HandModel:
        """How to sample its hand after ``opponent_turns`` discards."""
        return HandModel(knocks=self.chances(max(opponent_turns, 1)), loose_known=self.loose_known(),
                         discard_fit=_DISCARD_FIT)

    def loose_known(self) -> float:
        """The weight of a sampled hand for each card it took from the pile and holds loose:
        the odds that such a card is loose (as its shown hands have had them) over their odds
        in unweighed samples.

        >>> round(OpponentProfile().loose_known(), 2), round(OpponentProfile(known_cards=(4, 20)).loose_known(), 2)
        (0.1, 0.33)
        """
        loose, held = self.known_cards
        prior_loose, prior_held = _LOOSE_PRIOR
        share = (loose + prior_loose) / (held + prior_held)
        odds = share / (1.0 - share)
        return min(1.0, odds * (1.0 - _LOOSE_UNWEIGHED) / _LOOSE_UNWEIGHED)

    def observed(self, *, turn: int, deadwood: int, knocked: bool) -> OpponentProfile:
        """The profile with one more observation: at its ``turn``-th discard the opponent
        held ``deadwood`` (within its limit) and knocked, or did not."""
        return replace(self, seen=(*self.seen, (turn <= self.early_turns, deadwood, knocked)))

    def _with_known_cards(self, taken: int, shown: int) -> OpponentProfile:
        """The profile with the cards it took from the pile (``taken``) counted in its shown hand."""
        held = taken & shown
        if not held:
            return self
        loose = sum(1 for card in CardSet(held) if not melds_with(shown, card))
        counted_loose, counted = self.known_cards
        return replace(self, known_cards=(counted_loose + loose, counted + held.bit_count()))

    def after_hand(self, player: int, events: Iterable[Event], rules: Rules) -> OpponentProfile:
        """The profile updated with one finished hand's ``events`` (as ``player`` saw them).

        A knock shows the knocker's deadwood; my knock shows the opponent's hand as it
        held it at its last discard.  When the opponent ends the hand (knock or gin), its
        shown hand less the card it drew, plus the card it threw, is the hand it held at
        its previous discard: within the limit then, it declined a knock (with a blind
        draw the drawn card is unknown, so the most deadwood it may have held counts).
        """
        opponent = 1 - player
        turns = 0
        first_upcard: int | None = None
        upcard: int | None = None
        last_limit: int | None = None
        drawn: int | None = None  #: the card the opponent drew last, when it took it from the pile
        taken = 0  #: the cards it took from the pile and still holds
        profile = self
        for event in events:
            if event.kind is EventKind.UPCARD and event.card is not None:
                first_upcard = upcard = event.card
            elif event.kind in (EventKind.TOOK_UPCARD, EventKind.DREW_DISCARD) and event.player == opponent:
                drawn = event.card
                if drawn is not None:
                    taken |= 1 << drawn
            elif event.kind is EventKind.DREW_STOCK and event.player == opponent:
                drawn = None
            elif event.kind is EventKind.DISCARDED and event.card is not None:
                if event.player == opponent:
                    turns += 1
                    taken &= ~(1 << event.card)
                    if first_upcard is not None:
                        last_limit = rules.knock_limit_for(first_upcard, upcard)
                upcard = event.card
            elif event.kind is EventKind.KNOCKED and event.settlement is not None:
                settlement = event.settlement
                profile = profile._with_known_cards(taken, _shown_hand(settlement, knocker=event.player == opponent))
                if event.player == opponent:
                    before = _held_before(settlement, event.card, drawn)
                    if turns and last_limit is not None and before is not None and before <= last_limit:
                        profile = profile.observed(turn=turns, deadwood=before, knocked=False)
                    if settlement.kind in (SettlementKind.KNOCK, SettlementKind.UNDERCUT):
                        profile = profile.observed(turn=turns + 1, deadwood=settlement.knocker_deadwood, knocked=True)
                elif last_limit is not None and settlement.defender_deadwood_before_layoffs <= last_limit:
                    deadwood = settlement.defender_deadwood_before_layoffs
                    profile = profile.observed(turn=turns, deadwood=deadwood, knocked=False)
                return profile
        return profile


def _shown_hand(settlement: Settlement, *, knocker: bool) -> int:
    """The knocker's (or the defender's, with the cards it laid off) cards as the settlement shows them."""
    if knocker:
        shown, melds = settlement.knocker_deadwood_cards.mask, settlement.knocker_melds
    else:
        shown, melds = settlement.defender_deadwood_cards.mask, settlement.defender_melds
        for card, _ in settlement.layoffs:
            shown |= 1 << card
    for meld in melds:
        shown |= meld.mask
    return shown


def _held_before(settlement: Settlement, thrown: int | None, drawn: int | None) -> int | None:
    """The most deadwood the knocker can have held at its previous discard: its shown hand
    with ``thrown`` back and the card it drew (``drawn``, or when unknown any of them) out."""
    if thrown is None or settlement.kind is SettlementKind.BIG_GIN:
        return None
    shown = _shown_hand(settlement, knocker=True)
    if drawn is not None:
        return mask_min_deadwood((shown | 1 << thrown) & ~(1 << drawn)) if shown >> drawn & 1 else None
    cards = [c for c in range(52) if shown >> c & 1]
    return max(mask_min_deadwood((shown | 1 << thrown) & ~(1 << c)) for c in cards)
