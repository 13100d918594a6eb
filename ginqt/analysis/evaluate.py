"""Every legal move weighed, with its reasons as data: :func:`analyse`.

For the player to move, :func:`analyse` reads the opponent's hand from the public
events (:mod:`~ginqt.analysis.inference`), samples deals consistent with it
(:mod:`~ginqt.analysis.sampling`), and values each legal action on those deals:

* a knock (or gin) is settled on every deal as the engine would score it (layoffs
  included): its mean points and the undercut risk;
* the moves that play on are ranked by a quick look, exact over every unseen card:
  the deadwood a discard leaves, the deadwood the next draw is expected to save (the
  outs, weighted by the chance that each card is still in the stock), and the chance
  that the card feeds the opponent a meld (:class:`Weights`);
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

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from ginqt.analysis.inference import Inference, infer, meld_neighbours
from ginqt.analysis.playout import Ender, Table, melds_with, playout, settle_points
from ginqt.analysis.profile import OpponentProfile
from ginqt.analysis.sampling import Deal, sample_deals
from ginqt.analysis.situation import MatchSituation, situation
from ginqt.cards import CARD_VALUES, CardSet, Mask
from ginqt.engine import Action, ActionKind, Event, Phase, PlayerView
from ginqt.melds import deadwood_after_each, mask_best_arrangement, mask_best_discard, mask_min_deadwood

__all__ = ["ActionValue", "Analysis", "Effort", "Reason", "Weights", "Why", "analyse"]


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
    knock_deals: int = 48


@dataclass(frozen=True, slots=True)
class Weights:
    """The quick look that ranks discards and draws, in points of deadwood.

    A discard's score is the deadwood it leaves, minus ``potential`` times the deadwood
    the next draw is expected to save (fading to ``late_potential`` over the first
    ``potential_turns`` turns of the hand), plus ``feed`` times the chance that the
    opponent takes the card for a meld; the least is best.  ``knock_bias`` is added to
    a knock's expected points against playing on (playouts assume I knock at the next
    chance, which flatters waiting).
    """

    potential: float = 2.0
    late_potential: float = 0.5
    potential_turns: int = 16
    feed: float = 4.0
    knock_bias: float = 0.0
    take_margin: float = 0.0

    def potential_at(self, turns: int) -> float:
        fade = max(0.0, 1.0 - turns / self.potential_turns) if self.potential_turns > 0 else 0.0
        return self.late_potential + (self.potential - self.late_potential) * fade


class _Evaluator:
    """The deals and the tools every move of one analysis shares."""

    def __init__(self, view: PlayerView, inference: Inference, profile: OpponentProfile, effort: Effort,
                 seed: int | str) -> None:
        self.view = view
        self.inference = inference
        self.effort = effort
        self.table = Table.of(view.rules, view.first_upcard, view.multiplier)
        self.policy = profile.policy()
        self.situation = situation(view)
        model = profile.hand_model(inference.opponent_turns)
        count = effort.deals
        if any(action.kind is ActionKind.KNOCK for action in view.legal_actions):
            count = max(count, effort.knock_deals)
        self.deals: tuple[Deal, ...] = sample_deals(inference, count, seed=seed, model=model)
        rng = random.Random(f"ginqt-playouts/{seed}")
        self.orders: list[list[int]] = []
        self.chances: list[list[float]] = []
        for deal in self.deals:
            order = [c for c in range(52) if deal.stock >> c & 1]
            rng.shuffle(order)
            self.orders.append(order)
            self.chances.append([rng.random() for _ in range(32)])
        self.opponent_turn = inference.opponent_turns + 1
        self.safe_knock = _safe_knock(self.deals, view.knock_limit)
        # Unseen cards and the chance that each is in the stock, for the outs.
        probabilities = inference.probabilities
        self.stock_chances = [(c, 1.0 - probabilities[c]) for c in range(52) if inference.unseen >> c & 1]
        self.stock_total = sum(p for _, p in self.stock_chances) or 1.0

    # -- the quick look ------------------------------------------------------------

    def outs(self, hand: Mask, deadwood: int) -> tuple[int, int, float, int]:
        """(outs, gin outs as a mask, expected deadwood saved by the next draw, cards that let me knock)."""
        outs = gin = knock_outs = 0
        saved = 0.0
        limit = self.view.knock_limit
        for card, chance in self.stock_chances:
            after, _ = mask_best_discard(hand | 1 << card)
            if after < deadwood:
                outs += 1
                saved += chance * (deadwood - after)
                if after == 0:
                    gin |= 1 << card
                if after <= limit < deadwood:
                    knock_outs += 1
        return outs, gin, saved / self.stock_total, knock_outs

    def feed_chance(self, card: int) -> float:
        """The share of deals in which ``card`` would meld in the opponent's hand."""
        return sum(1 for deal in self.deals if melds_with(deal.opponent, card)) / len(self.deals)

    # -- values --------------------------------------------------------------------

    def knock(self, hand: Mask) -> tuple[float, float, float]:
        """(utility, mean points, undercut risk) of knocking with the ten cards ``hand``."""
        utility = self.situation.utility
        total_u = total_p = 0.0
        undercuts = 0
        for deal in self.deals:
            points = settle_points(hand, deal.opponent, self.table)
            total_u += utility(points)
            total_p += points
            undercuts += points < 0
        n = len(self.deals)
        return total_u / n, total_p / n, undercuts / n

    def play_on(self, hand: Mask, top: int, count: int) -> tuple[float, float, float]:
        """(utility, mean points, chance the opponent ends it) of playing on holding ``hand``
        having thrown ``top``, over the first ``count`` deals."""
        utility = self.situation.utility
        deadwood = mask_min_deadwood(hand)
        total_u = total_p = 0.0
        first = 0
        count = min(count, len(self.deals))
        for index in range(count):
            points, ender, _ = playout(
                hand, self.deals[index].opponent, top, self.orders[index], self.table, self.policy,
                self.chances[index], opponent_turn=self.opponent_turn, my_deadwood=deadwood,
                my_limit=self.safe_knock,
            )
            total_u += utility(points)
            total_p += points
            first += ender is Ender.OPPONENT
        return total_u / count, total_p / count, first / count

    def draw_stock(self, hand: Mask, count: int) -> tuple[float, float, float]:
        """(utility, mean points, chance the opponent ends it) of drawing from the stock with ``hand``
        (ten cards): on each deal I draw its next stock card, throw the card that leaves the
        least deadwood, knock if I may, and play on."""
        utility = self.situation.utility
        view = self.view
        total_u = total_p = 0.0
        first = 0
        count = min(count, len(self.deals))
        for index in range(count):
            order = self.orders[index]
            deal = self.deals[index]
            if len(order) <= 2:
                total_u += utility(0.0)
                continue  # drawing at the wall: a dead hand, 0 points
            drawn = order[0]
            after, bits = mask_best_discard(hand | 1 << drawn)
            throw = _highest(bits)
            kept = (hand | 1 << drawn) & ~(1 << throw)
            if after <= view.knock_limit and (after <= self.safe_knock or after == 0):
                points = settle_points(kept, deal.opponent, self.table)
                ender = Ender.ME
            else:
                points, ender, _ = playout(
                    kept, deal.opponent, throw, order[1:], self.table, self.policy, self.chances[index],
                    opponent_turn=self.opponent_turn, my_deadwood=after, my_limit=self.safe_knock,
                )
            total_u += utility(points)
            total_p += points
            first += ender is Ender.OPPONENT
        return total_u / count, total_p / count, first / count

    def slope(self) -> float:
        """Game-win chance per point of the hand, here (to put quick-look scores on the same scale)."""
        utility = self.situation.utility
        return max((utility(10.0) - utility(-10.0)) / 20.0, 1e-4)


#: Knock in playouts only when at most this share of the deals' opponents could undercut.
_SAFE_SHARE = 0.2
#: What the opponent is expected to lay off, in deadwood points, when judging that share.
_LAYOFF_ALLOWANCE = 3


def _safe_knock(deals: Sequence[Deal], limit: int) -> int:
    """The most deadwood I would knock with in a playout: below the opponent's deadwood
    (less what it may lay off) on all but :data:`_SAFE_SHARE` of the deals."""
    if not deals:
        return limit
    deadwoods = sorted(mask_min_deadwood(deal.opponent) - _LAYOFF_ALLOWANCE for deal in deals)
    low = deadwoods[int(_SAFE_SHARE * len(deadwoods))]
    return max(0, min(limit, low - 1))


def _highest(bits: Mask) -> int:
    values = CARD_VALUES
    choice = best = -1
    while bits:
        low = bits & -bits
        bits ^= low
        card = low.bit_length() - 1
        if values[card] >= best:
            best, choice = values[card], card
    return choice


def _meld_of(hand: Mask, card: int) -> CardSet:
    for meld in mask_best_arrangement(hand).melds:
        if meld >> card & 1:
            return CardSet(meld)
    return CardSet()


def _visible_neighbours(view: PlayerView, card: int) -> CardSet:
    """The cards that could meld with ``card`` and that are in the discard pile."""
    pile = 0
    for c in view.discard_pile:
        pile |= 1 << c
    return CardSet(meld_neighbours(card) & pile)


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
    ev = _Evaluator(view, inference, profile, effort, seed)
    if view.phase is Phase.UPCARD_OFFER or view.phase is Phase.DRAW:
        entries = _draw_phase(ev, legal, weights)
    else:
        entries = _discard_phase(ev, legal, weights)
    entries.sort(key=lambda e: (-e.value, -e.expected_points, e.action.kind.value, e.action.card or 0))
    return Analysis(tuple(entries), inference, ev.situation, len(ev.deals))


def _draw_phase(ev: _Evaluator, legal: Sequence[Action], weights: Weights) -> list[ActionValue]:
    """Take the upcard, or draw blind?  Both are ranked by the quick look (the deadwood and
    potential after the best discard, against what a blind draw is expected to bring) and
    anchored by a playout of the blind draw."""
    view = ev.view
    hand = view.hand.mask
    upcard = view.upcard
    now = mask_min_deadwood(hand)
    potential = weights.potential_at(view.turns + 1)
    outs, gin, saved, _ = ev.outs(hand, now)
    # A blind draw: the deadwood falls by what the next card saves on average; the potential stays.
    stock_score = now - saved - potential * saved
    u_stock, p_stock, first_stock = ev.draw_stock(hand, ev.effort.playouts)
    slope = ev.slope()
    samples = min(ev.effort.playouts, len(ev.deals))
    entries: list[ActionValue] = []
    for action in legal:
        kind = action.kind
        if kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD) and upcard is not None:
            with_card = hand | 1 << upcard
            # The best discard after taking it (never the card itself: that would be no move).
            cards = [c for c in range(52) if with_card >> c & 1 and c != upcard]
            afters = deadwood_after_each(with_card, cards)
            best: tuple[float, int, int, int, int] | None = None
            floor = min(afters)
            for card, after in zip(cards, afters, strict=True):
                if after > floor + 12:
                    continue
                kept = with_card & ~(1 << card)
                k_outs, k_gin, k_saved, _ = ev.outs(kept, after)
                score = after - potential * k_saved + weights.feed * ev.feed_chance(card) - 0.01 * CARD_VALUES[card]
                if best is None or score < best[0]:
                    best = (score, after, card, k_outs, k_gin)
            assert best is not None
            score, after, _, k_outs, k_gin = best
            reasons: list[Why] = []
            meld = _meld_of(with_card, upcard)
            if meld:
                reasons.append(Why(Reason.MAKES_MELD, 0.0, meld))
            if after < now:
                reasons.append(Why(Reason.LOWERS_DEADWOOD, float(now - after)))
            if after <= view.knock_limit:
                reasons.append(Why(Reason.KNOCK if after else Reason.GIN, float(after)))
            gain = stock_score - score - weights.take_margin
            entries.append(ActionValue(action, u_stock + slope * gain, p_stock + gain, after, k_outs,
                                       k_gin.bit_count(), None, None, None, samples,
                                       tuple(reasons + _game_reasons(ev.situation, p_stock + gain))))
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


def _discard_phase(ev: _Evaluator, legal: Sequence[Action], weights: Weights) -> list[ActionValue]:
    """Rank the discards by the quick look; settle every knock on the deals and play the
    knock's alternative out, so that knocking and playing on are weighed on the same deals."""
    view = ev.view
    hand = view.hand.mask
    effort = ev.effort
    sit = ev.situation
    entries: list[ActionValue] = []
    discards = [a for a in legal if a.kind is ActionKind.DISCARD and a.card is not None]
    knocks = {a.card: a for a in legal if a.kind is ActionKind.KNOCK and a.card is not None}
    for action in legal:
        if action.kind is ActionKind.BIG_GIN:
            u, points, _ = ev.knock(hand)
            entries.append(ActionValue(action, u + 1.0, points, 0, 0, 0, 0.0, None, None, len(ev.deals),
                                       (Why(Reason.BIG_GIN, points),)))
    cards = [a.card for a in discards if a.card is not None]
    afters = deadwood_after_each(hand, cards)
    known = view.opponent_known.mask
    potential = weights.potential_at(view.turns)
    floor = min(afters)
    quick: dict[int, tuple[float, int, int, float]] = {}
    for card, after in zip(cards, afters, strict=True):
        kept = hand & ~(1 << card)
        feed = ev.feed_chance(card)
        if after > floor + 15 and card not in knocks:
            outs, gin, saved = 0, 0, 0.0  # far behind the best: not worth the look
        else:
            outs, gin, saved, _ = ev.outs(kept, after)
        score = after - potential * saved + weights.feed * feed - 0.01 * CARD_VALUES[card]
        quick[card] = (score, outs, gin, feed)
    # The anchor: the best-scored discard, or when a knock is possible the knock's own discard.
    anchor = min(cards, key=lambda c: (quick[c][0], c))
    if knocks:
        anchor = min(knocks, key=lambda c: (afters[cards.index(c)], quick[c][0], c))
    kept = hand & ~(1 << anchor)
    u_anchor, p_anchor, first_anchor = ev.play_on(kept, anchor, effort.playouts)
    slope = ev.slope()
    samples = min(effort.playouts, len(ev.deals))
    stock_left = max(view.stock_count - 2, 0)
    for action, card, after in zip(discards, cards, afters, strict=True):
        kept = hand & ~(1 << card)
        score, outs, gin, feed = quick[card]
        gain = quick[anchor][0] - score
        u, points = u_anchor + slope * gain, p_anchor + gain
        first = first_anchor if card == anchor else None
        reasons = [Why(Reason.DEADWOOD, float(after))]
        if outs:
            reasons.append(Why(Reason.OUTS, float(outs), CardSet(gin)))
        if feed >= 0.05:
            reasons.append(Why(Reason.FEEDS, feed, CardSet(known & meld_neighbours(card))))
        elif feed == 0.0:
            seen = _visible_neighbours(view, card)
            if seen:
                reasons.append(Why(Reason.SAFE, 0.0, seen))
        if first is not None and first >= 0.25:
            reasons.append(Why(Reason.OPPONENT_CLOSE, first))
        if stock_left <= 6:
            reasons.append(Why(Reason.WALL, float(stock_left)))
        knock = knocks.get(card)
        if knock is not None:
            ku, kpoints, risk = ev.knock(kept)
            kvalue = ku + slope * weights.knock_bias
            kreasons = [Why(Reason.GIN if after == 0 else Reason.KNOCK, kpoints if after == 0 else float(after))]
            if after and risk > 0:
                kreasons.append(Why(Reason.UNDERCUT_RISK, risk))
            if after == 0:
                kvalue += 1.0  # gin: always (its points are certain to be won)
            elif kvalue < u:
                reasons.append(Why(Reason.WAIT, points - kpoints))
            entries.append(ActionValue(knock, kvalue, kpoints, after, None, None, risk if after else 0.0, feed,
                                       0.0, len(ev.deals), tuple(kreasons + _game_reasons(sit, kpoints))))
        entries.append(ActionValue(action, u, points, after, outs, gin.bit_count(), None, feed, first,
                                   samples, tuple(reasons)))
    return entries
