"""Every legal move weighed, with its reasons as data: :func:`analyse`.

For the player to move, :func:`analyse` reads the opponent's hand from the public
events (:mod:`~ginqt.analysis.inference`), samples deals consistent with it
(:mod:`~ginqt.analysis.sampling`), and values each legal action on those deals:

* a knock (or gin) is settled on every deal as the engine would score it (layoffs
  included): its mean points and the undercut risk;
* the moves that play on are ranked by a quick look, exact over every unseen card:
  the deadwood a discard leaves, the deadwood the next draw is expected to save (the
  outs, weighted by the chance that each card is still in the stock), the chance
  that the card feeds the opponent a meld, and for a discard the chance that the next
  stock card makes gin, weighed by how long the opponent waits for gin (:class:`Weights`);
* one move that plays on — the best-ranked discard, or when a knock is possible the
  knock's own discard; the blind draw in the draw phase — is played out to the end of
  the hand on the deals (:mod:`~ginqt.analysis.playout`), the opponent knocking as
  eagerly as its :class:`~ginqt.analysis.profile.OpponentProfile` says.  Its result
  anchors the scale: another move's value is the anchor's plus the difference of
  their quick-look scores.  So knocking and playing on are weighed on the same deals,
  and computation goes where the decision is close (a knock) rather than into
  telling similar discards apart by noisy playouts.

Each move's points become the chance of winning the game
(:mod:`~ginqt.analysis.situation`): :attr:`ActionValue.value`, which ranks the moves.
Nothing here is in words: the reasons are :class:`Why` values (a :class:`Reason`, an
amount, cards), for the interface to word.

>>> from ginqt.engine import Match, view
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import BaseStrategy
>>> match = Match.new(Rules(), seed=11, first_dealer=1)
>>> me = view(match, 0)
>>> result = analyse(me, match.events, seed=3)
>>> result.best.action in me.legal_actions
True
>>> sorted(a.action.text for a in result.actions) == sorted(a.text for a in me.legal_actions)
True
>>> result.actions[0].value >= result.actions[-1].value
True

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ginqt.analysis.evaluator import Evaluator
from ginqt.analysis.inference import infer, meld_neighbours
from ginqt.analysis.playout import melds_with
from ginqt.analysis.profile import OpponentProfile
from ginqt.analysis.situation import MatchSituation
from ginqt.analysis.values import ActionValue, Analysis, Effort, Reason, Weights, Why
from ginqt.cards import CARD_VALUES, CardSet, Mask, mask_of
from ginqt.engine import Action, ActionKind, Event, Phase, PlayerView
from ginqt.melds import deadwood_after_each, mask_best_arrangement, mask_min_deadwood

__all__ = ["analyse"]


def _meld_of(hand: Mask, card: int) -> CardSet:
    for meld in mask_best_arrangement(hand).melds:
        if meld >> card & 1:
            return CardSet(meld)
    return CardSet()


def _game_reasons(sit: MatchSituation, points: float) -> list[Why]:
    """Winning (or losing) this hand's points would most likely settle the game."""
    if sit.endless or sit.score_limit == 0:
        return []
    out = []
    if points > 0 and sit.utility(points) >= 0.99 > sit.win_chance:
        out.append(Why(Reason.WINS_GAME, points))
    if points < 0 and sit.utility(points) <= 0.01 < sit.win_chance:
        out.append(Why(Reason.LOSES_GAME, -points))
    return out


def analyse(
    view: PlayerView,
    events: Iterable[Event],
    *,
    seed: int | str = 0,
    profile: OpponentProfile | None = None,
    effort: Effort | None = None,
    weights: Weights | None = None,
) -> Analysis:
    """Weigh every legal action of ``view``'s player (it must be that player's turn).

    ``events`` are this hand's events as that player saw them (redacted).  ``profile``
    is what earlier hands showed of the opponent (a neutral prior when ``None``);
    ``effort`` sets how many deals are sampled and played out, ``weights`` the quick
    look.  The same arguments always give the same answer.
    """
    legal = view.legal_actions
    if not legal:
        raise ValueError("it is not this player's turn")
    events = tuple(events)
    inference = infer(view, events)
    profile = profile if profile is not None else OpponentProfile()
    effort = effort if effort is not None else Effort()
    weights = weights if weights is not None else Weights()
    ev = Evaluator(view, inference, profile, effort, seed)
    if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
        entries = _draw_phase(ev, legal, weights)
    else:
        entries = _discard_phase(ev, legal, weights)
    entries.sort(key=lambda e: (-e.value, -e.expected_points, e.action.kind.value, e.action.card or 0))
    return Analysis(tuple(entries), inference, ev.situation, len(ev.deals))


class _Look(NamedTuple):
    """The quick look at one discard: its score (the least is best) and what it is made of."""

    card: int
    score: float
    deadwood: int
    outs: int
    gin: Mask  #: the unseen cards that would make gin at the next draw
    feed: float


def _look(ev: Evaluator, hand: Mask, card: int, deadwood: int, potential: float, weights: Weights,
          *, outs: bool = True, gin_weight: float = 0.0) -> _Look:
    """The quick look at throwing ``card`` from ``hand`` (which then has ``deadwood``); ``gin_weight``
    is what a certain gin at the next draw is worth in it."""
    feed, feed_knock = ev.feed_chance(card, knocks=weights.feed_knock != 0)
    count, gin, saved = ev.outs(hand & ~(1 << card), deadwood) if outs else (0, 0, 0.0)
    score = deadwood - potential * saved + weights.feed * feed + weights.feed_knock * feed_knock
    score -= 0.01 * CARD_VALUES[card]
    if gin and gin_weight:
        score -= gin_weight * ev.gin_chance(gin)
    return _Look(card, score, deadwood, count, gin, feed)


def _draw_phase(ev: Evaluator, legal: Sequence[Action], weights: Weights) -> list[ActionValue]:
    """Take the upcard, or draw blind?  Both are ranked by the quick look (the deadwood and
    potential after the best discard, against what a blind draw is expected to bring) and
    anchored by a playout of the blind draw."""
    view = ev.view
    hand = view.hand.mask
    upcard = view.upcard
    now = mask_min_deadwood(hand)
    potential = weights.potential_at(view.turns + 1, ev.hazard() if weights.hazard_turns > 0 else 0.0)
    outs, gin, saved = ev.outs(hand, now)
    # A blind draw: the deadwood falls by what the next card saves on average; the potential stays.
    stock_score = now - saved - potential * saved
    u_stock, p_stock, first_stock = ev.draw_stock(hand, ev.effort.playouts)
    samples = min(ev.effort.playouts, len(ev.deals))
    entries: list[ActionValue] = []
    for action in legal:
        if action.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD) and upcard is not None:
            look = _best_take(ev, hand, upcard, potential, weights)
            gain = _take_points(stock_score - look.score - weights.take_margin)
            points = p_stock + gain
            reasons = _take_reasons(view, hand, upcard, now, look.deadwood) + _game_reasons(ev.situation, points)
            entries.append(ActionValue(action, u_stock + ev.slope() * gain, points, look.deadwood, look.outs,
                                       look.gin.bit_count(), None, None, None, samples, tuple(reasons)))
        else:
            reasons = []
            if upcard is not None and not melds_with(hand, upcard):
                reasons.append(Why(Reason.NO_FIT, 0.0, CardSet(1 << upcard)))
            if outs:
                reasons.append(Why(Reason.OUTS, float(outs), CardSet(gin)))
            if first_stock >= 0.25:
                reasons.append(Why(Reason.OPPONENT_CLOSE, first_stock))
            entries.append(ActionValue(action, u_stock, p_stock, None, outs, gin.bit_count(), None, None,
                                       first_stock, samples, tuple(reasons)))
    return entries


#: A take's gain over a blind draw by the quick look, in points of the hand: played out on the true deals
#: (``benchmarks/bench_decisions.py --kinds draw``), the takes it put behind the draw came out on average
#: 0.15 as far behind, those it put ahead 0.75 as far ahead (benchmarks/EXPERT_TRIALS.md).
_TAKE_BEHIND = 0.15
_TAKE_AHEAD = 0.75


def _take_points(gain: float) -> float:
    """The quick look's ``gain`` of a take over a blind draw as points of the hand (the same sign:
    it never changes which of the two is better).

    >>> _take_points(-5.0), _take_points(10.0)
    (-0.75, 7.5)
    """
    return gain * (_TAKE_AHEAD if gain > 0 else _TAKE_BEHIND)


def _best_take(ev: Evaluator, hand: Mask, upcard: int, potential: float, weights: Weights) -> _Look:
    """The quick look at the best discard after taking ``upcard`` (never the card itself)."""
    with_card = hand | 1 << upcard
    cards = [c for c in range(52) if with_card >> c & 1 and c != upcard]
    afters = deadwood_after_each(with_card, cards)
    floor = min(afters)
    looks = [_look(ev, with_card, card, after, potential, weights)
             for card, after in zip(cards, afters, strict=True) if after <= floor + 12]
    return min(looks, key=lambda look: look.score)


def _take_reasons(view: PlayerView, hand: Mask, upcard: int, now: int, after: int) -> list[Why]:
    reasons = []
    meld = _meld_of(hand | 1 << upcard, upcard)
    if meld:
        reasons.append(Why(Reason.MAKES_MELD, 0.0, meld))
    if after < now:
        reasons.append(Why(Reason.LOWERS_DEADWOOD, float(now - after)))
    if after <= view.knock_limit:
        reasons.append(Why(Reason.KNOCK if after else Reason.GIN, float(after)))
    return reasons


def _discard_phase(ev: Evaluator, legal: Sequence[Action], weights: Weights) -> list[ActionValue]:
    """Rank the discards by the quick look; settle every knock on the deals and play the
    knock's alternative out, so that knocking and playing on are weighed on the same deals."""
    view = ev.view
    hand = view.hand.mask
    entries: list[ActionValue] = []
    discards = [a for a in legal if a.kind is ActionKind.DISCARD and a.card is not None]
    knocks: dict[int, Action] = {a.card: a for a in legal if a.kind is ActionKind.KNOCK and a.card is not None}
    for action in legal:
        if action.kind is ActionKind.BIG_GIN:
            u, points, _ = ev.knock(hand)
            entries.append(ActionValue(action, u + 1.0, points, 0, 0, 0, 0.0, None, None, len(ev.deals),
                                       (Why(Reason.BIG_GIN, points),)))
    cards: list[int] = [a.card for a in discards if a.card is not None]
    afters = deadwood_after_each(hand, cards)
    potential = weights.potential_at(view.turns, ev.hazard() if weights.hazard_turns > 0 else 0.0)
    floor = min(afters)
    gin_weight = weights.gin_chance * ev.waiting() ** weights.gin_wait
    # Discards far behind the best are not worth counting outs for.
    looks = {card: _look(ev, hand, card, after, potential, weights, outs=after <= floor + 15 or card in knocks,
                         gin_weight=gin_weight)
             for card, after in zip(cards, afters, strict=True)}
    # The anchor: the best-scored discard, or when a knock is possible the knock's own discard.
    anchor: int = min(cards, key=lambda c: (looks[c].score, c))
    if knocks:
        anchor = min(knocks, key=lambda c: (looks[c].deadwood, looks[c].score, c))
    u_anchor, p_anchor, first_anchor = ev.play_on(hand & ~(1 << anchor), anchor, ev.effort.playouts)
    samples = min(ev.effort.playouts, len(ev.deals))
    for action, card in zip(discards, cards, strict=True):
        look = looks[card]
        gain = looks[anchor].score - look.score
        u, points = u_anchor + ev.slope() * gain, p_anchor + gain
        first = first_anchor if look.card == anchor else None
        reasons = _discard_reasons(view, look, first)
        knock = knocks.get(look.card)
        if knock is not None:
            entry = _knock_entry(ev, knock, hand & ~(1 << look.card), look, weights)
            if look.deadwood and entry.value < u:
                reasons.append(Why(Reason.WAIT, points - entry.expected_points))
            entries.append(entry)
        entries.append(ActionValue(action, u, points, look.deadwood, look.outs, look.gin.bit_count(), None,
                                   look.feed, first, samples, tuple(reasons)))
    return entries


def _knock_entry(ev: Evaluator, knock: Action, kept: Mask, look: _Look, weights: Weights) -> ActionValue:
    """A knock (or gin) keeping ``kept``, settled on every deal."""
    u, points, risk = ev.knock(kept)
    value = u + ev.slope() * weights.knock_bias_at(ev.view.turns)
    if look.deadwood == 0:
        value += 1.0  # gin: always (its points are certain to be won)
        reasons = [Why(Reason.GIN, points)]
    else:
        reasons = [Why(Reason.KNOCK, float(look.deadwood))]
        if risk >= 1.0:
            value -= 1.0  # undercut on every deal: never (playing on may lose less, but rarely)
        if risk > 0:
            reasons.append(Why(Reason.UNDERCUT_RISK, risk))
        late = weights.late_knock_at(ev.view.turns)
        if late < 0:
            reasons.append(Why(Reason.LATE_KNOCK, -late))
        if look.deadwood <= weights.near_gin_deadwood and weights.near_gin:
            value += ev.slope() * weights.near_gin
            reasons.append(Why(Reason.NEAR_GIN, -weights.near_gin))
    reasons += _game_reasons(ev.situation, points)
    return ActionValue(knock, value, points, look.deadwood, None, None, risk if look.deadwood else 0.0, look.feed,
                       0.0, len(ev.deals), tuple(reasons))


def _discard_reasons(view: PlayerView, look: _Look, first: float | None) -> list[Why]:
    reasons = [Why(Reason.DEADWOOD, float(look.deadwood))]
    if look.outs:
        reasons.append(Why(Reason.OUTS, float(look.outs), CardSet(look.gin)))
    if look.feed >= 0.05:
        reasons.append(Why(Reason.FEEDS, look.feed, CardSet(view.opponent_known.mask & meld_neighbours(look.card))))
    elif look.feed == 0.0:
        seen = CardSet(meld_neighbours(look.card) & mask_of(view.discard_pile))  # gone to the pile
        if seen:
            reasons.append(Why(Reason.SAFE, 0.0, seen))
    if first is not None and first >= 0.25:
        reasons.append(Why(Reason.OPPONENT_CLOSE, first))
    stock_left = max(view.stock_count - 2, 0)
    if stock_left <= 6:
        reasons.append(Why(Reason.WALL, float(stock_left)))
    return reasons
