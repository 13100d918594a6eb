"""Property tests: random legal games under every preset keep the engine's promises."""

from __future__ import annotations

import dataclasses
import random

from engine_helpers import BiasedRandomPlayer, all_cards_mask, choose_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginqt.cards import DECK_MASK, Card, CardSet
from ginqt.engine import Event, HandState, Match, Phase, PlayerView, deal, view
from ginqt.melds import Meld
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import PRESETS

#: A hand never needs more actions than this (random play draws from the stock about half the time).
MAX_HAND_ACTIONS = 600
MAX_HANDS = 60

PROPERTY_SETTINGS = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True, database=None
)


def cards_in(value: object) -> int:
    """Every card held by a view field: a card, a set of cards, melds, or tuples of them."""
    if isinstance(value, Card):
        return 1 << value
    if isinstance(value, CardSet):
        return value.mask
    if isinstance(value, Meld):
        return value.mask
    if isinstance(value, tuple):
        mask = 0
        for item in value:
            mask |= cards_in(item)
        return mask
    return 0


def allowed_for(hand: HandState, player: int) -> int:
    """What ``player`` may see: own hand, the discard pile, the cards the opponent took from
    the pile, the first upcard; both hands once the hand is settled."""
    mask = hand.hands[player] | hand.known[1 - player] | 1 << hand.first_upcard
    for card in hand.discard_pile:
        mask |= 1 << card
    if hand.result is not None and hand.result.settlement is not None:
        mask |= hand.hands[0] | hand.hands[1]
    return mask


def check_view(state: Match, player: int) -> None:
    hand = state.hand
    seen = view(state, player)
    assert isinstance(seen, PlayerView)
    allowed = allowed_for(hand, player)
    assert seen.visible_cards().mask & ~allowed == 0, "the view shows a hidden card"
    # Field by field: no field holds a stock card or an unknown opponent card.
    hidden = DECK_MASK & ~allowed
    for field in dataclasses.fields(seen):
        if field.name in ("result", "history", "rules", "legal_actions"):
            continue
        assert cards_in(getattr(seen, field.name)) & hidden == 0, f"view.{field.name} leaks a card"
    for action in seen.legal_actions:
        assert action.card is None or hand.hands[player] >> action.card & 1
    for record in seen.history:  # earlier hands are over: showing them is fine, but only them
        assert record.number < state.hand_number or hand.phase is Phase.OVER
    assert seen.hand.mask == hand.hands[player]
    assert seen.opponent_card_count == hand.hands[1 - player].bit_count()
    assert seen.stock_count == len(hand.stock)
    assert seen.opponent_known.mask & ~hand.hands[1 - player] == 0
    if not seen.my_turn:
        assert seen.legal_actions == () and seen.pile_card is None
    else:
        assert seen.legal_actions == hand.legal_actions()


def check_events(events: tuple[Event, ...], hand: HandState) -> None:
    for event in events:
        for viewer in (0, 1):
            shown = event.for_player(viewer)
            if event.private and viewer != event.player:
                assert shown.card is None and shown.cards is None
            mask = (0 if shown.card is None else 1 << shown.card) | (0 if shown.cards is None else shown.cards.mask)
            assert mask & ~allowed_for(hand, viewer) == 0, f"{event} shows player {viewer} a hidden card"


def check_cards(hand: HandState) -> None:
    count = hand.hands[0].bit_count() + hand.hands[1].bit_count() + len(hand.stock) + len(hand.discard_pile)
    assert count == 52 and all_cards_mask(hand) == DECK_MASK
    assert hand.hands[0] & hand.hands[1] == 0
    if hand.phase is not Phase.OVER:
        sizes = sorted(m.bit_count() for m in hand.hands)
        assert sizes == ([10, 11] if hand.phase is Phase.DISCARD else [10, 10])


def check_scores(match: Match) -> None:
    for player in (0, 1):
        assert sum(record.points_for(player) for record in match.history) == match.scores[player]
        assert sum(1 for r in match.history if r.result.winner == player) == match.hands_won[player]
    if match.history:
        assert match.history[-1].scores_after == match.scores
    result = match.result
    if result is not None:
        assert result.scores == match.scores
        for player in (0, 1):
            assert result.points[player] == (
                result.scores[player] + result.box_bonus[player] + result.game_bonus[player]
                + result.shutout_bonus[player]
            )
        if result.winner is not None:
            assert result.scores[result.winner] >= match.rules.score_limit
            assert result.scores[result.winner] > result.scores[1 - result.winner] or match.rules.score_limit == 0


@PROPERTY_SETTINGS
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**32), limit=st.sampled_from([0, 40, 100]))
def test_random_games_keep_every_promise(preset: str, seed: int, limit: int) -> None:
    rules = PRESETS[preset].replace(score_limit=limit)
    player = BiasedRandomPlayer(random.Random(seed))
    runner = GameRunner(GameSpec(Variant.standard(rules), seed=seed), (player, player))
    hands = 1
    actions_this_hand = 0
    while not runner.over:
        match = runner.match
        check_cards(match.hand)
        if runner.hand_over:
            check_scores(match)
            runner.next_hand()
            hands += 1
            actions_this_hand = 0
            assert hands <= MAX_HANDS, "the game does not end"
            check_events(runner.match.events, runner.match.hand)
            continue
        runner.step()
        match = runner.match
        actions_this_hand += 1
        assert actions_this_hand <= MAX_HAND_ACTIONS, "the hand does not end"
        check_cards(match.hand)
        check_events(match.events, match.hand)
        for player_index in (0, 1):
            check_view(match, player_index)
    match = runner.match
    check_scores(match)
    if limit == 0:
        assert hands == 1


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**32))
def test_lone_hands_end_and_settle_consistently(preset: str, seed: int) -> None:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    hand = deal(rules, dealer=seed % 2, seed=seed)
    steps = 0
    while hand.phase is not Phase.OVER:
        hand = hand.apply(choose_action(hand, rng))
        steps += 1
        assert steps <= MAX_HAND_ACTIONS
        check_cards(hand)
    result = hand.result
    assert result is not None
    if result.dead:
        assert result.points == 0 and result.winner is None and result.settlement is None
        return
    settlement = result.settlement
    assert settlement is not None and result.winner is not None and result.knocker is not None
    assert result.points == settlement.points
    assert settlement.multiplier == rules.multiplier_for(hand.first_upcard)
    assert settlement.points == (settlement.difference + settlement.bonus) * settlement.multiplier
    assert settlement.knocker_deadwood <= max(hand.knock_limit, 0) or settlement.knocker_deadwood == 0
