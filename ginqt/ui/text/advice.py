"""The expert's analysis in words: the hints' and the review's (:mod:`ginqt.analysis` gives figures, no English).

:func:`why_better_text` says why one move is better than another from their figures (the
review's mistakes, the hints' "play on" and the move kept); :func:`hint_reason_text` says
why the advised move, in one sentence (:func:`hint_line_text` after the move, for the table);
:func:`alternative_text` how much worse another move is.
"""

from __future__ import annotations

from enum import Enum

from ginqt.analysis import ActionValue, Analysis, Reason
from ginqt.analysis.hints import DiscardStory, KeepWhy, ThrowWhy, discard_story
from ginqt.cards import Card, CardSet
from ginqt.engine import Action, ActionKind, PlayerView
from ginqt.ui.text.core import card_symbol, cards_text, fill, number_text, points_text, tr

__all__ = ["advice_heading", "alternative_text", "hint_line_text", "hint_reason_text", "percent", "plain_hint_text",
           "why_better_text"]

_KNOCKS = (ActionKind.KNOCK, ActionKind.BIG_GIN)
_TAKES = (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)
#: A difference in the chance of feeding the opponent worth naming (a share of the deals).
_FEED_GAP = 0.15
#: An undercut risk worth naming as the reason not to knock (below it, the points tell).
_RISK_GAP = 0.1


def percent(share: float) -> str:
    """``15%`` (``15 %`` in French), the number as the user's language writes it."""
    return fill(tr("%1%", "percent"), number_text(100 * share, 0))


def advice_heading(action: Action) -> str:
    """A move as advice: ``Discard 7♥``, ``Knock, discarding 9♣``, ``Draw from the stock``."""
    card = action.card.symbol if action.card is not None else ""
    return {
        ActionKind.TAKE_UPCARD: tr("Take the upcard"), ActionKind.PASS: tr("Pass"),
        ActionKind.DRAW_STOCK: tr("Draw from the stock"), ActionKind.DRAW_DISCARD: tr("Take the discard"),
        ActionKind.DISCARD: fill(tr("Discard %1"), card), ActionKind.KNOCK: fill(tr("Knock, discarding %1"), card),
        ActionKind.BIG_GIN: tr("Big gin: lay down all eleven cards"),
        ActionKind.PLAY_TO_GIN: tr("Play on to gin: no knocking this hand"),
    }[action.kind]


class _Gap(Enum):
    """Which figure tells two moves apart."""

    LATE_KNOCK = "late-knock"  #: the other is a late knock, as good on the deals but short of the late margin
    NEAR_GIN = "near-gin"  #: the other is a knock close to gin, as good on the deals but short of its margin
    UNDERCUT = "undercut"  #: the other is a knock that risks an undercut
    GAME = "game"  #: the other is a knock that scores more but wins the game less often
    KNOCK = "knock"  #: the better is a knock (or gin) and the other plays on
    FEEDS = "feeds"  #: the other feeds the opponent a meld more often
    DEADWOOD = "deadwood"  #: the other leaves more deadwood
    GIN_OUTS = "gin-outs"  #: the other leaves fewer cards that would make gin
    OUTS = "outs"  #: the other leaves fewer outs
    MELD = "meld"  #: the better takes a card that melds
    POINTS = "points"  #: only the playouts tell them apart


def _gap(best: ActionValue, other: ActionValue) -> _Gap:
    if other.action.kind in _KNOCKS and best.action.kind not in _KNOCKS and other.undercut_risk is not None:
        if other.expected_points >= best.expected_points and _short_of_margin(best, other):
            return _Gap.NEAR_GIN if _near_gin(other) else _Gap.LATE_KNOCK
        if other.undercut_risk >= _RISK_GAP:
            return _Gap.UNDERCUT
        return _Gap.POINTS if other.expected_points < best.expected_points else _Gap.GAME
    if best.action.kind in _KNOCKS and other.action.kind not in _KNOCKS:
        return _Gap.KNOCK
    if (other.feed_chance or 0.0) - (best.feed_chance or 0.0) >= _FEED_GAP:
        return _Gap.FEEDS
    if other.deadwood is not None and best.deadwood is not None and other.deadwood > best.deadwood:
        return _Gap.DEADWOOD
    if other.gin_outs is not None and best.gin_outs is not None and best.gin_outs > other.gin_outs:
        return _Gap.GIN_OUTS
    if other.outs is not None and best.outs is not None and best.outs > other.outs:
        return _Gap.OUTS
    if _cards(best, Reason.MAKES_MELD):
        return _Gap.MELD
    return _Gap.POINTS


def _short_of_margin(best: ActionValue, other: ActionValue) -> bool:
    """Is the knock ``other`` ahead of ``best`` on the likely deals by less than its margin
    (late in the hand, close to gin: so that the margin is what holds it back)?"""
    return other.expected_points - best.expected_points < other.knock_margin


def _near_gin(entry: ActionValue) -> bool:
    """Is ``entry`` a knock so close to gin that it must beat playing on by a margin?"""
    return any(why.reason is Reason.NEAR_GIN for why in entry.reasons)


def _cards(entry: ActionValue, reason: Reason) -> CardSet:
    """The cards ``entry``'s ``reason`` names (empty when it has none): the meld the card taken makes
    (``MAKES_MELD``), the opponent's known cards the card thrown would meld with (``FEEDS``), the card that fits
    no meld (``NO_FIT``)."""
    for why in entry.reasons:
        if why.reason is reason and why.cards:
            return why.cards
    return CardSet()


def why_better_text(best: ActionValue, other: ActionValue) -> str:
    """Why ``best`` is better than ``other``: one sentence from the analysis' figures."""
    gap = _gap(best, other)
    if gap is _Gap.LATE_KNOCK:
        return fill(tr("This late in the hand an undercut is likelier than the %1 the likely deals show: "
                       "a knock must score %2 more than playing on, this one %3."),
                    percent(other.undercut_risk or 0.0), points_text(other.late_margin),
                    points_text(other.expected_points - best.expected_points))
    if gap is _Gap.NEAR_GIN:
        return fill(tr("With only %1 deadwood, playing on may bring gin or undercut your opponent's knock: "
                       "a knock must score %2 more than playing on, this one %3."),
                    other.deadwood or 0, points_text(other.knock_margin),
                    points_text(other.expected_points - best.expected_points))
    if gap is _Gap.UNDERCUT:
        return fill(tr("The knock runs a %1 risk of being undercut."), percent(other.undercut_risk or 0.0))
    if gap is _Gap.GAME:
        return fill(tr("Knocking now scores %1 more on average, but playing on gives more chance to win "
                       "the game."), points_text(other.expected_points - best.expected_points))
    if gap is _Gap.KNOCK:
        if best.deadwood == 0:
            return tr("Every card melds: it is gin.")
        return fill(tr("A knock with %1 deadwood has only a %2 risk of an undercut."), best.deadwood or 0,
                    percent(best.undercut_risk or 0.0))
    if gap is _Gap.FEEDS:
        return fill(tr("The opponent could meld that card in %1 of the likely deals, against %2."),
                    percent(other.feed_chance or 0.0), percent(best.feed_chance or 0.0))
    if gap is _Gap.DEADWOOD:
        return fill(tr("It keeps %1 deadwood, against %2."), other.deadwood or 0, best.deadwood or 0)
    if gap is _Gap.GIN_OUTS:
        return fill(tr("It leaves fewer cards that would make gin: %1 against %2."), other.gin_outs or 0,
                    best.gin_outs or 0)
    if gap is _Gap.OUTS:
        return fill(tr("It leaves %1 cards that would lower the deadwood, against %2."), other.outs or 0,
                    best.outs or 0)
    if gap is _Gap.MELD:
        return fill(tr("The card taken makes a meld: %1."), cards_text(_cards(best, Reason.MAKES_MELD)))
    if other.action.kind in _KNOCKS:
        return fill(tr("Knocking now scores %1 less on average than playing on."),
                    points_text(best.expected_points - other.expected_points))
    return fill(tr("Played out to the end of the hand, it scores %1 less on average."),
                points_text(best.expected_points - other.expected_points))


def _keep_text(best: ActionValue, other: ActionValue) -> str:
    """Why to keep the card ``other`` throws (both discards): ``Keep 7♥: 6 outs; throwing it feeds ...``."""
    kept = other.action.card.symbol if other.action.card is not None else ""
    gap = _gap(best, other)
    if gap is _Gap.FEEDS and _cards(other, Reason.FEEDS):
        why = fill(tr("throwing it feeds the %1 your opponent picked up (%2)"), cards_text(_cards(other, Reason.FEEDS)),
                   percent(other.feed_chance or 0.0))
    elif gap is _Gap.FEEDS:
        why = fill(tr("your opponent could meld it in %1 of the likely deals"), percent(other.feed_chance or 0.0))
    elif gap is _Gap.DEADWOOD:
        why = fill(tr("throwing it leaves %1 deadwood, not %2"), other.deadwood or 0, best.deadwood or 0)
    elif gap is _Gap.GIN_OUTS:
        why = fill(tr("throwing it leaves fewer cards that would make gin (%1 against %2)"), other.gin_outs or 0,
                   best.gin_outs or 0)
    elif gap is _Gap.OUTS:
        why = fill(tr("throwing it leaves %1 outs"), other.outs or 0)
    else:
        why = fill(tr("throwing it scores %1 less on average"),
                   points_text(best.expected_points - other.expected_points))
    return fill(tr("Keep %1: %2 outs; %3."), kept, best.outs or 0, why)


def hint_reason_text(analysis: Analysis) -> str:
    """Why the expert advises its move, in one sentence with the numbers."""
    best = analysis.best
    kind = best.action.kind
    other = analysis.actions[1] if len(analysis.actions) > 1 else None
    if kind is ActionKind.DISCARD:  # a knock declined is what a player asks about first
        other = next((entry for entry in analysis.actions if entry.action.kind is ActionKind.KNOCK), other)
    if kind is ActionKind.BIG_GIN:
        return tr("All eleven cards meld: big gin.")
    if kind is ActionKind.KNOCK and best.deadwood == 0:
        return fill(tr("Every card melds: gin, %1 on average."), points_text(best.expected_points))
    if kind is ActionKind.KNOCK:
        return fill(tr("%1 deadwood, a %2 risk of an undercut: %3 on average."), best.deadwood or 0,
                    percent(best.undercut_risk or 0.0), points_text(best.expected_points))
    if other is None:
        return tr("It is the only move.")
    if kind is ActionKind.DISCARD and other.action.kind is ActionKind.DISCARD:
        return _keep_text(best, other)
    if kind is ActionKind.DISCARD and other.action.kind is ActionKind.KNOCK:
        return fill(tr("Play on: %1"), why_better_text(best, other))
    meld = _cards(best, Reason.MAKES_MELD)
    if kind in _TAKES and meld:
        return fill(tr("It makes %1; %2 outs after your discard."), cards_text(meld), best.outs or 0)
    unfit = _cards(best, Reason.NO_FIT)
    if kind not in _TAKES and unfit:
        return fill(tr("The %1 fits no meld of yours; %2 unseen cards would lower your deadwood."),
                    cards_text(unfit), best.outs or 0)
    return why_better_text(best, other)


def alternative_text(best: ActionValue, other: ActionValue) -> str:
    """Another move and how much worse (expected points of the hand): ``Discard K♠: 2.3 points worse``."""
    less = best.expected_points - other.expected_points
    if less >= 0.05:
        return fill(tr("%1: %2 worse"), advice_heading(other.action), points_text(less))
    if less <= -0.05 and _short_of_margin(best, other) and _near_gin(other):
        return fill(tr("%1: %2 better on the likely deals, but a knock this close to gin must be %3 better"),
                    advice_heading(other.action), points_text(-less), points_text(other.knock_margin))
    if less <= -0.05 and _short_of_margin(best, other):
        return fill(tr("%1: %2 better on the likely deals, but a knock this late must be %3 better"),
                    advice_heading(other.action), points_text(-less), points_text(other.knock_margin))
    if less <= -0.05:
        return fill(tr("%1: %2 better, but less chance to win the game"), advice_heading(other.action),
                    points_text(-less))
    return fill(tr("%1: about as good"), advice_heading(other.action))


def hint_line_text(analysis: Analysis, view: PlayerView | None = None) -> str:
    """The advice in one line for the table: what to do and why in plain words (:func:`plain_hint_text`)
    for the ``view`` it is for; without the view, the move and why with the numbers."""
    if view is not None:
        return plain_hint_text(view, analysis)
    return fill(tr("%1. %2"), advice_heading(analysis.best.action), hint_reason_text(analysis))


# -- the hint in plain words ----------------------------------------------------------------------


def _throw_text(story: DiscardStory) -> str:
    card = story.card.symbol
    return {
        ThrowWhy.HIGHEST_LOOSE: fill(tr("Throw %1: it is your highest card outside a meld"), card),
        ThrowWhy.HIGH_LOOSE: fill(tr("Throw %1: it is one of your highest cards outside a meld"), card),
        ThrowWhy.SAFE_LOOSE: fill(tr("Throw %1: it fits no meld of yours, and your opponent is unlikely to use it"),
                                  card),
        ThrowWhy.LOOSE: fill(tr("Throw %1: it fits no meld of yours"), card),
        ThrowWhy.LEAST_DEADWOOD: fill(tr("Throw %1: that leaves you the fewest points outside melds (%2)"), card,
                                      story.deadwood),
        ThrowWhy.CHANCES: fill(tr("Throw %1: the cards you keep have the best chances of making melds"), card),
    }[story.throw]


def _keep_plain(story: DiscardStory) -> str:
    kept = card_symbol(story.kept)
    if story.keep is KeepWhy.FEEDS_KNOWN:
        return fill(tr("keep %1: your opponent picked up %2 and could use it"), kept, cards_text(story.cards))
    if story.keep is KeepWhy.FEEDS:
        return fill(tr("keep %1: your opponent could well use it"), kept)
    if story.keep is KeepWhy.IN_MELD:
        return fill(tr("keep %1: it is part of your meld %2"), kept, cards_text(story.cards))
    return fill(tr("keep %1: with %2 it may still make a meld"), kept, cards_text(story.cards))


def _take_plain(view: PlayerView, best: ActionValue) -> str:
    taken = best.action.card if best.action.card is not None else view.upcard
    upcard = card_symbol(Card(taken)) if taken is not None else ""
    meld = _cards(best, Reason.MAKES_MELD)
    if meld and taken is not None:
        return fill(tr("Take %1: it makes a meld with %2"), upcard, cards_text(CardSet(meld.mask & ~(1 << taken))))
    lower = next((why.amount for why in best.reasons if why.reason is Reason.LOWERS_DEADWOOD), 0.0)
    if lower > 0:
        return fill(tr("Take %1: it lowers your points outside melds by %2"), upcard, number_text(lower, 0))
    return fill(tr("Take %1: it suits your hand better than an unknown card"), upcard)


def _draw_plain(view: PlayerView, best: ActionValue) -> str:
    upcard = card_symbol(view.upcard)
    unfit = any(why.reason is Reason.NO_FIT for why in best.reasons)
    if best.action.kind is ActionKind.PASS:
        if unfit:
            return fill(tr("Pass: %1 fits no meld of yours"), upcard)
        return fill(tr("Pass: %1 would not help you enough"), upcard)
    if not upcard:
        return tr("Draw from the stock: it is the only draw")
    if unfit:
        return fill(tr("Draw from the stock: %1 fits no meld of yours"), upcard)
    return fill(tr("Draw from the stock: %1 would not help you enough"), upcard)


def _knock_plain(best: ActionValue) -> str:
    card = card_symbol(best.action.card)
    if best.deadwood == 0:
        return fill(tr("Go gin with %1 face down: all your other cards are in melds"), card)
    if (best.undercut_risk or 0.0) < _RISK_GAP:
        return fill(tr("Knock with %1 face down: you have %n points outside melds, and an undercut is unlikely",
                       None, best.deadwood or 0), card)
    return fill(tr("Knock with %1 face down: an undercut is possible, but waiting is likely to cost more"), card)


def _play_on_plain(analysis: Analysis, knock: ActionValue) -> str:
    """A discard advised where a knock was possible: why not to knock yet."""
    best = analysis.best
    card = card_symbol(best.action.card)
    gap = _gap(best, knock)
    if gap is _Gap.NEAR_GIN:
        return fill(tr("Throw %1 and do not knock yet: you are close to gin, which scores more"), card)
    if gap in (_Gap.UNDERCUT, _Gap.LATE_KNOCK):
        return fill(tr("Throw %1 and do not knock yet: your opponent could well undercut you"), card)
    return fill(tr("Throw %1 and do not knock yet: playing on is likely to score more"), card)


def plain_hint_text(view: PlayerView, analysis: Analysis) -> str:
    """The hint in one sentence a casual player understands: what to do and why, without figures
    (``Throw J♥: it is your highest card outside a meld; keep Q♠: your opponent picked up Q♥ and could
    use it``); the figures are :func:`hint_reason_text` and :func:`alternative_text`."""
    best = analysis.best
    kind = best.action.kind
    if kind is ActionKind.BIG_GIN:
        return tr("Go big gin: all eleven cards are in melds")
    if kind is ActionKind.KNOCK:
        return _knock_plain(best)
    if kind is ActionKind.PLAY_TO_GIN:
        return tr("Play on to gin: a knock now would risk an undercut")
    if kind in _TAKES:
        return _take_plain(view, best)
    if kind in (ActionKind.DRAW_STOCK, ActionKind.PASS):
        return _draw_plain(view, best) if len(analysis.actions) > 1 else tr("Draw from the stock: it is the only draw")
    knock = next((entry for entry in analysis.actions if entry.action.kind is ActionKind.KNOCK), None)
    if knock is not None:
        return _play_on_plain(analysis, knock)
    story = discard_story(view, analysis)
    if story is None:
        return advice_heading(best.action)
    if story.keep is None:
        return _throw_text(story)
    return fill(tr("%1; %2"), _throw_text(story), _keep_plain(story))
