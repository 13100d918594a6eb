"""Opponent hands consistent with what a player has seen, and the stock as the rest.

:func:`sample_deals` draws the opponent's hidden cards from the unseen cards, each in
proportion to its :class:`~ginqt.analysis.inference.Inference` weight, and then lets
the hand *evolve*: an opponent who has drawn blind a few times has kept the cards that
meld and thrown the others, so its deadwood is far below that of ten random cards.
For every two blind draws it really made, the candidate hand draws one more unseen card
and throws its worst hidden card (a phantom draw for each blind draw made the sampled
hands better formed than the true ones, see :class:`HandModel`).  A hand with which the
opponent would have knocked (it did not) is unlikely in proportion to how readily it
knocks with that deadwood (:class:`HandModel`).  The card it threw at its last turn was its choice among its
hand and that card: a hand from which a sensible player would have thrown another
card, keeping less deadwood, is unlikely in proportion to the deadwood it gave away
(``discard_fit``).  The deals kept are resampled from the candidates by weight.

Every deal holds exactly the cards the opponent is known to hold plus
``hidden_count`` unseen cards, never a card the player can see; the stock is the rest
of the unseen cards.  The same seed gives the same deals.

>>> from ginqt.engine import Match, view
>>> from ginqt.rules import Rules
>>> from ginqt.analysis.inference import infer
>>> match = Match.new(Rules(), seed=4, first_dealer=1)
>>> seen = infer(view(match, 0), match.events)
>>> deals = sample_deals(seen, 8, seed=1)
>>> all(d.opponent.bit_count() == 10 and d.opponent | d.stock == seen.unseen for d in deals)
True
>>> deals == sample_deals(seen, 8, seed=1)
True

.. versionadded:: 0.2
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ginqt.analysis.inference import Inference
from ginqt.analysis.playout import melds_with
from ginqt.cards import CARD_VALUES, Mask
from ginqt.melds import deadwood_after_each, mask_best_discard, mask_min_deadwood

__all__ = ["Deal", "HandModel", "sample_deals"]


@dataclass(frozen=True, slots=True)
class Deal:
    """One possible lay of the hidden cards: the opponent's whole hand and the stock (masks)."""

    opponent: Mask
    stock: Mask


@dataclass(frozen=True, slots=True)
class HandModel:
    """How the sampler expects an opponent's hand to be formed.

    Each candidate hand starts as the known cards plus hidden cards drawn by weight; then
    the opponent "plays" ``evolve`` phantom draws per blind draw it really made, each time
    keeping the best cards (it throws the hidden card that leaves the least deadwood):
    after a few turns a real player's hand is that well formed.  ``knocks[d]`` is the
    chance that the opponent knocks holding ``d`` deadwood (0..10) when it may (all 1
    for a player who always knocks at once): a phantom draw with which it could have
    knocked is redrawn with that chance, and a final hand with which it could have
    knocked at its last discard is weighed down by it.  ``sharpness`` further favours low deadwood (weight
    ``exp(-sharpness * deadwood)``).  ``candidates``: candidate hands per deal kept.
    ``loose_known`` weighs a hand once for each card the opponent took from the pile and
    still holds that melds with none of the hand's other cards (players take a discard to
    meld it; 1: no such weighing).  ``discard_fit`` weighs a hand by ``exp(-discard_fit *
    gap)``, where ``gap`` is how much less deadwood the opponent would have kept by
    throwing its best card instead of the one it threw at its last turn (0: no such weighing).
    """

    knocks: tuple[float, ...] = (0.6,) * 11
    #: Phantom draws per blind draw (rounded).  Half: with one each, the true deadwood was above
    #: 59-66 % of the sampled ones (the other weighings form the hands too); with half, 46-54 %.
    evolve: float = 0.5
    sharpness: float = 0.0
    candidates: int = 2
    #: The weight of a hand, for each card it is known to hold that melds with none of its other cards.
    loose_known: float = 1.0
    #: How strongly a hand is weighed down per point of deadwood its last throw gave away.
    discard_fit: float = 0.0


def _draw_order(rng: random.Random, cards: list[int], inverse: list[float]) -> list[int]:
    """``cards`` in a random order where each next card is drawn in proportion to its weight
    (Efraimidis-Spirakis: by the largest ``u ** (1 / w)``); ``inverse`` holds ``1 / w``."""
    random_ = rng.random
    keyed = sorted(((random_() ** inv, card) for card, inv in zip(cards, inverse, strict=True)), reverse=True)
    return [card for _, card in keyed]


#: Tries per phantom draw before a hand with which the opponent would knock is let through.
_TRIES = 4


def sample_deals(
    inference: Inference, count: int, *, seed: int | str = 0, model: HandModel | None = None
) -> tuple[Deal, ...]:
    """``count`` deals consistent with ``inference`` (see the module's description)."""
    if count < 1:
        raise ValueError(f"count must be at least 1, not {count}")
    model = model if model is not None else HandModel()
    rng = random.Random(f"ginqt-deals/{seed}")
    unseen, known, hidden = inference.unseen, inference.known, inference.hidden_count
    if hidden < 0 or hidden > unseen.bit_count():
        raise ValueError(f"the opponent cannot hide {hidden} cards among {unseen.bit_count()} unseen ones")
    cards = [c for c in range(52) if unseen >> c & 1]
    inverse = [1.0 / inference.weights[c] for c in cards]
    limit = inference.last_limit
    knocks = model.knocks
    steps = round(model.evolve * inference.blind_draws)
    sharpness = model.sharpness
    loose_known = model.loose_known
    discard_fit = model.discard_fit
    thrown, taken = inference.last_discard, inference.last_taken
    total = max(count, count * model.candidates)
    hands: list[Mask] = []
    weights: list[float] = []
    least = mask_min_deadwood
    exp = math.exp
    for _ in range(total):
        order = _draw_order(rng, cards, inverse)
        hidden_cards = 0
        for card in order[:hidden]:
            hidden_cards |= 1 << card
        if steps:
            hidden_cards = _evolve(rng, known, hidden_cards, order[hidden:], steps, limit, knocks)
        hand = known | hidden_cards
        deadwood = least(hand)
        weight = exp(-sharpness * deadwood) if sharpness else 1.0
        if loose_known != 1.0 and known:
            rest = known
            while rest:
                low = rest & -rest
                rest ^= low
                if not melds_with(hand, low.bit_length() - 1):
                    weight *= loose_known
        if discard_fit and thrown is not None:
            weight *= exp(-discard_fit * _given_away(hand, deadwood, thrown, taken))
        if limit is not None and deadwood <= limit:
            # It could have knocked (or gone gin) at its last discard and did not.
            weight *= 0.02 if deadwood == 0 else 1.0 - knocks[min(deadwood, 10)] + 0.02
        hands.append(hand)
        weights.append(weight)
    chosen = _systematic(rng, weights, count)
    return tuple(Deal(hands[i], unseen & ~hands[i]) for i in chosen)


def _given_away(hand: Mask, deadwood: int, thrown: int, taken: int | None) -> int:
    """The deadwood the opponent gave away by throwing ``thrown`` and keeping ``hand`` (with
    ``deadwood``): how much less its best throw would have left (never the card ``taken``
    from the pile that turn).

    >>> from ginqt.cards import mask_of, parse_card
    >>> hand = mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S KC")
    >>> _given_away(hand, 10, parse_card("QD"), None), _given_away(hand, 10, parse_card("2D"), None)
    (0, 8)
    """
    before = hand | 1 << thrown
    least, bits = mask_best_discard(before)
    if taken is not None and bits == 1 << taken:
        least = min(deadwood_after_each(before, [c for c in range(52) if before >> c & 1 and c != taken]))
    return max(0, deadwood - least)


def _evolve(rng: random.Random, known: Mask, hidden: Mask, pool: list[int], steps: int, limit: int | None,
            knocks: tuple[float, ...]) -> Mask:
    """Let the opponent draw ``steps`` cards of ``pool`` (in order), each time throwing the hidden card
    that leaves the least deadwood (the highest of those).  A draw that would let it knock
    (deadwood within ``limit``) is put back, with the chance ``knocks`` gives for that deadwood
    (gin: always), and the next card drawn instead."""
    values = CARD_VALUES
    position = 0
    for _ in range(steps):
        tries = 0
        while position < len(pool):
            card = pool[position]
            position += 1
            hand = known | hidden | 1 << card
            deadwood, bits = mask_best_discard(hand)
            tries += 1
            if limit is None or deadwood > limit or tries >= _TRIES:
                break
            if deadwood and rng.random() >= knocks[min(deadwood, 10)]:
                break
        else:
            break
        bits &= ~known
        if not bits:  # the best discards are cards it is known to hold: throw the best other one
            others = [c for c in range(52) if (hidden | 1 << card) >> c & 1]
            afters = deadwood_after_each(hand, others)
            least = min(afters)
            for c, after in zip(others, afters, strict=True):
                if after == least:
                    bits |= 1 << c
        choice = best_value = -1
        while bits:
            low = bits & -bits
            bits ^= low
            c = low.bit_length() - 1
            if values[c] > best_value:
                best_value, choice = values[c], c
        hidden = (hidden | 1 << card) & ~(1 << choice)
    return hidden


def _systematic(rng: random.Random, weights: list[float], count: int) -> list[int]:
    """``count`` indexes drawn in proportion to ``weights`` (systematic resampling)."""
    total = sum(weights)
    if total <= 0:
        return [i % len(weights) for i in range(count)]
    step = total / count
    point = rng.random() * step
    chosen: list[int] = []
    running = 0.0
    index = -1
    for _ in range(count):
        while running <= point and index + 1 < len(weights):
            index += 1
            running += weights[index]
        chosen.append(index)
        point += step
    return chosen
