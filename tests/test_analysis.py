"""The analysis (ginqt.analysis): inference, sampling, playouts, match situation, analyse()."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ginqt.analysis import (
    ActionValue,
    Effort,
    MatchSituation,
    OpponentProfile,
    Reason,
    Table,
    Why,
    analyse,
    infer,
    playout,
    sample_deals,
    settle_points,
)
from ginqt.analysis.inference import Inference
from ginqt.analysis.playout import Ender, OpponentPolicy, melds_with
from ginqt.cards import DECK_MASK, CardSet, mask_of, parse_card
from ginqt.engine import Event, EventKind, Match, Phase, PlayerView, settle, view
from ginqt.engine.settle import Side
from ginqt.melds import is_meld
from ginqt.rules import PRESETS, Rules

SETTINGS = settings(max_examples=30, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])
PRESET_NAMES = sorted(PRESETS)
QUICK = Effort(deals=8, playouts=4, knock_deals=8)


def random_position(rules: Rules, seed: int, moves: int) -> tuple[PlayerView, tuple[Event, ...], Match]:
    """Random legal play for up to ``moves`` moves, stopping before the first hand ends: the
    view of the player to move, the hand's events as that player saw them, and the true state."""
    rng = random.Random(seed)
    match = Match.new(rules, seed=seed)
    seen: tuple[list[Event], list[Event]] = ([], [])

    def observe(events: tuple[Event, ...]) -> None:
        for event in events:
            for player in (0, 1):
                seen[player].append(event.for_player(player))

    observe(match.events)
    for _ in range(moves):
        legal = match.legal_actions()
        # Mostly plain draws and discards, so that hands last; knocks now and then.
        plain = [a for a in legal if a.kind.value in ("stock", "discard", "pass")]
        action = rng.choice(plain if plain and rng.random() < 0.9 else list(legal))
        after = match.apply(action)
        if after.hand.phase is Phase.OVER:
            break
        match = after
        observe(match.events)
    player = match.to_play
    return view(match, player), tuple(seen[player]), match


positions = st.builds(
    random_position,
    st.sampled_from(PRESET_NAMES).map(lambda name: PRESETS[name]),
    st.integers(0, 10_000),
    st.integers(0, 60),
)


# -- inference ---------------------------------------------------------------------------


@SETTINGS
@given(positions)
def test_inference_gives_no_weight_to_a_card_i_can_see(position: tuple[PlayerView, tuple[Event, ...], Match]) -> None:
    seen_view, events, match = position
    inference = infer(seen_view, events)
    visible = seen_view.visible_cards().mask
    opponent = seen_view.opponent
    for card in range(52):
        if visible >> card & 1:
            assert inference.weights[card] == 0
            expected = 1.0 if seen_view.opponent_known.mask >> card & 1 else 0.0
            assert inference.probabilities[card] == expected, card
        else:
            assert inference.weights[card] > 0
            assert 0 < inference.probabilities[card] <= 1
    # The unseen cards are exactly the opponent's hidden cards and the stock.
    hidden = match.hand.hands[opponent] & ~match.hand.known[opponent]
    stock = mask_of(match.hand.stock)
    assert inference.unseen == hidden | stock
    assert inference.hidden_count == hidden.bit_count()
    assert sum(inference.probabilities) == pytest.approx(match.hand.hands[opponent].bit_count())


def test_inference_reads_pickups_refusals_and_discards() -> None:
    # The dealer (player 1) passes the upcard; player 0 takes it: for player 1, player 0 took it.
    rules = Rules()
    match = Match.new(rules, seed=3, first_dealer=1)
    upcard = match.hand.discard_pile[-1]
    match = match.apply(match.legal_actions()[1])  # player 0 passes
    match = match.apply(match.legal_actions()[1])  # player 1 passes
    events = [e.for_player(1) for e in (*Match.new(rules, seed=3, first_dealer=1).events,)]
    events += [Event(EventKind.PASSED, 0, upcard), Event(EventKind.PASSED, 1, upcard)]
    inference = infer(view(match, 1), events)
    assert inference.refused == 1 << upcard
    # The cards that would have melded with the refused upcard became less likely than the others.
    rank_mates = [c for c in range(upcard % 13, 52, 13) if c != upcard and inference.unseen >> c & 1]
    far = [c for c in range(52) if inference.unseen >> c & 1 and abs(c % 13 - upcard % 13) > 3]
    assert rank_mates and far
    assert max(inference.weights[c] for c in rank_mates) < min(inference.weights[c] for c in far)


# -- sampling ----------------------------------------------------------------------------


@SETTINGS
@given(positions, st.integers(0, 1000))
def test_deals_are_consistent_with_every_observation(position: tuple[PlayerView, tuple[Event, ...], Match],
                                                      seed: int) -> None:
    seen_view, events, match = position
    inference = infer(seen_view, events)
    model = OpponentProfile().hand_model(inference.opponent_turns)
    deals = sample_deals(inference, 6, seed=seed, model=model)
    visible = seen_view.visible_cards().mask
    opponent = seen_view.opponent
    for deal in deals:
        assert deal.opponent & inference.known == inference.known  # the cards it took and still holds
        assert deal.opponent.bit_count() == match.hand.hands[opponent].bit_count()
        assert deal.opponent & deal.stock == 0
        assert (deal.opponent | deal.stock) & visible & ~inference.known == 0  # nothing I can see
        assert (deal.opponent & ~inference.known) | deal.stock == inference.unseen
        assert deal.stock.bit_count() == seen_view.stock_count
    assert deals == sample_deals(inference, 6, seed=seed, model=OpponentProfile().hand_model(inference.opponent_turns))


def test_sampled_hands_are_formed_like_a_players() -> None:
    # Late in a hand a player's deadwood is far below ten random cards' (about 50).
    from ginqt.melds import mask_min_deadwood

    seen_view, events, _ = random_position(PRESETS["standard"], seed=5, moves=40)
    inference = infer(seen_view, events)
    assert inference.blind_draws >= 5
    deals = sample_deals(inference, 16, seed=1)
    mean = sum(mask_min_deadwood(d.opponent) for d in deals) / len(deals)
    assert mean < 35


def _two_standard_players_until(seed: int, first_dealer: int | None,
                                stop: Callable[[PlayerView], bool]) -> tuple[PlayerView, tuple[Event, ...], Match]:
    """Two `standard` players (seeds ``seed`` and ``seed`` + 1) play deal ``seed`` until ``stop``
    holds for the view of the player to move: that view, that player's events, the true state."""
    from ginqt_builtin.strategies import StandardStrategy

    match = Match.new(Rules(), seed=seed, first_dealer=first_dealer)
    players = (StandardStrategy(seed), StandardStrategy(seed + 1))
    for seat, player in enumerate(players):
        player.new_hand(view(match, seat))
    events = match.events
    while True:
        for event in events:
            for seat, player in enumerate(players):
                player.observe(event.for_player(seat))
        seen_view = view(match, match.to_play)
        if stop(seen_view):
            return seen_view, tuple(players[seen_view.player].events), match
        match = match.apply(players[match.to_play].choose(seen_view))
        assert match.hand.phase is not Phase.OVER
        events = match.events


def _sixth_draw_of_player_0(seed: int) -> tuple[PlayerView, tuple[Event, ...], Match]:
    """Two `standard` players from deal ``seed`` (player 1 deals): player 0's view at its sixth draw."""
    draws = 0

    def sixth(seen: PlayerView) -> bool:
        nonlocal draws
        draws += seen.player == 0 and seen.phase is Phase.DRAW
        return draws == 6

    return _two_standard_players_until(seed, 1, sixth)


def test_sampled_hands_meld_the_cards_the_opponent_took() -> None:
    # Two `standard` players (they take a discard only to meld it) until player 1 holds two
    # cards it took from the pile; player 0's samples should hold the cards those meld with.
    from ginqt.analysis import HandModel

    seen_view, events, match = _two_standard_players_until(
        6, None, lambda seen: seen.opponent_known.mask.bit_count() >= 2)
    inference = infer(seen_view, events)
    known = [c for c in range(52) if inference.known >> c & 1]
    assert all(melds_with(match.hand.hands[seen_view.opponent], c) for c in known)

    def melding(model: HandModel) -> float:
        deals = sample_deals(inference, 128, seed=1, model=model)
        return sum(all(melds_with(d.opponent, c) for c in known) for d in deals) / len(deals)

    plain, weighed = melding(HandModel()), melding(OpponentProfile().hand_model(inference.opponent_turns))
    assert weighed > plain
    assert weighed >= 0.6


def test_sampled_hands_are_ones_the_opponents_last_throw_was_sensible_from() -> None:
    # A `standard` player throws the card that leaves the least deadwood: its true hand gives
    # nothing away by its last throw.  Weighing the samples by that makes them such hands
    # and brings their deadwood closer to the true one.
    from ginqt.analysis import HandModel
    from ginqt.analysis.sampling import _given_away
    from ginqt.melds import mask_min_deadwood

    def given_away(hand: int, inference: Inference) -> int:
        assert inference.last_discard is not None
        return _given_away(hand, mask_min_deadwood(hand), inference.last_discard, inference.last_taken)

    errors = {"plain": 0.0, "weighed": 0.0}
    for seed in (0, 1, 4, 9):
        seen_view, events, match = _sixth_draw_of_player_0(seed)
        inference = infer(seen_view, events)
        true_hand = match.hand.hands[1]
        assert inference.last_discard == seen_view.upcard and given_away(true_hand, inference) == 0
        weighed = OpponentProfile().hand_model(inference.opponent_turns)
        for name, model in (("plain", HandModel()), ("weighed", weighed)):
            deals = sample_deals(inference, 32, seed=1, model=model)
            if name == "weighed":
                assert sum(given_away(d.opponent, inference) == 0 for d in deals) >= 0.7 * len(deals)
            errors[name] += sum(abs(mask_min_deadwood(d.opponent) - mask_min_deadwood(true_hand)) for d in deals)
    assert errors["weighed"] < 0.85 * errors["plain"]


# -- playouts and settlements ------------------------------------------------------------


@SETTINGS
@given(st.integers(0, 10_000), st.sampled_from(["standard", "classic", "oklahoma", "palm"]))
def test_settle_points_is_the_engine_score_with_the_least_deadwood_arrangement(seed: int, preset: str) -> None:
    from ginqt.melds import mask_min_deadwood

    rules = PRESETS[preset]
    rng = random.Random(seed)
    for _ in range(50):
        cards = rng.sample(range(52), 20)
        knocker, defender = mask_of(cards[:10]), mask_of(cards[10:])
        if mask_min_deadwood(knocker) <= 10:
            break
    else:
        return
    table = Table.of(rules, first_upcard=51, multiplier=1)
    points = settle_points(knocker, defender, table)
    engine = settle(knocker, defender, rules, knock_limit=10)
    net = engine.points if engine.winner is Side.KNOCKER else -engine.points
    # The engine lets the knocker choose the arrangement that scores best: never worse.
    assert points <= net
    if mask_min_deadwood(knocker) == 0 or not rules.layoffs_allowed:
        assert points == net


@given(st.lists(st.integers(0, 51), min_size=11, max_size=11, unique=True))
@settings(max_examples=300, deadline=None, derandomize=True, database=None)
def test_melds_with_is_a_meld_of_three(cards: list[int]) -> None:
    hand, card = mask_of(cards[:10]), cards[10]
    brute = any(is_meld([card, a, b]) for i, a in enumerate(cards[:10]) for b in cards[i + 1:10])
    assert melds_with(hand, card) == brute


def test_a_playout_ends_the_hand_and_scores_it() -> None:
    rules = Rules()
    table = Table.of(rules, first_upcard=0, multiplier=1)
    me = mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S KD")  # 10 deadwood: I knock at my first turn
    opponent = mask_of("9C TC JC 2H 2D 2C 8H 9H KS QH")
    rest = [c for c in range(52) if not (me | opponent) >> c & 1 and c != parse_card("QD")]
    points, ender, turns = playout(me, opponent, parse_card("QD"), rest, table, OpponentPolicy(0.0, 0.0), [0.9] * 30)
    assert ender in (Ender.ME, Ender.OPPONENT, Ender.DEAD)
    assert turns >= 1
    if ender is Ender.DEAD:
        assert points == 0
    # A stock at the wall: nobody may draw, the hand is dead at once unless the pile is taken.
    points, ender, _ = playout(me, opponent, parse_card("QD"), rest[:2], table, OpponentPolicy(), [0.9] * 30)
    assert (points, ender) == (0, Ender.DEAD)


# -- the match situation -----------------------------------------------------------------


@given(st.integers(0, 99), st.integers(0, 99), st.integers(-60, 60))
@settings(max_examples=200, deadline=None, derandomize=True, database=None)
def test_more_points_never_lower_the_chance_of_winning(me: int, them: int, points: int) -> None:
    sit = MatchSituation(me, them, 100)
    assert 0.0 <= sit.utility(points) <= 1.0
    assert sit.utility(points) <= sit.utility(points + 5) + 1e-9


def test_near_the_limit_a_small_win_is_as_good_as_a_big_one() -> None:
    sit = MatchSituation(95, 60, 100)
    assert sit.utility(6) == sit.utility(50) == 1.0
    behind = MatchSituation(20, 90, 100)
    # Far behind, a gin matters much more than a small knock.
    assert behind.utility(50) - behind.utility(10) > 3 * (behind.utility(10) - behind.utility(0))
    one_hand = MatchSituation(0, 0, 0)
    assert one_hand.utility(1) == one_hand.utility(40) == 1.0 and one_hand.utility(-1) == 0.0


# -- the opponent profile ----------------------------------------------------------------


def test_the_profile_learns_that_the_opponent_knocks_late() -> None:
    rules = Rules()
    profile = OpponentProfile()
    before = profile.knock_chance(turn=6, deadwood=2)
    knock = settle(mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S 2C"), mask_of("9C TC JC 2H 2D 8C 8H 9H KS QH"), rules)
    events = [Event(EventKind.UPCARD, None, parse_card("KD"))]
    for _ in range(5):  # five turns each (the cards do not matter here), then player 1 knocks
        events += [Event(EventKind.DISCARDED, 0, parse_card("QC")), Event(EventKind.DISCARDED, 1, parse_card("KC"))]
    events.append(Event(EventKind.KNOCKED, 1, parse_card("JD"), settlement=knock))
    after = profile.after_hand(0, events, rules)
    # It knocked with 2 at its 6th turn: it would knock with 2 or less late in a hand; that says
    # nothing about 5, nor about its first turns.
    assert after.knock_chance(turn=6, deadwood=2) > before
    assert after.knock_chance(turn=6, deadwood=5) == profile.knock_chance(turn=6, deadwood=5)
    assert after.knock_chance(turn=2, deadwood=2) == profile.knock_chance(turn=2, deadwood=2)


def test_the_profile_learns_from_a_late_gin_that_the_opponent_waited() -> None:
    # Player 1 takes my 7H and goes gin throwing 2C at its 6th turn: at its 5th discard it
    # held the gin hand with 2C for 7H, 2 deadwood, and did not knock.
    rules = Rules()
    profile = OpponentProfile()
    gin = settle(mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S 7H"), mask_of("9C TC JC 2H 2D 8C 8H 9H KS QH"), rules)
    events = [Event(EventKind.UPCARD, None, parse_card("KD"))]
    for _ in range(5):
        events += [Event(EventKind.DISCARDED, 0, parse_card("QC")), Event(EventKind.DISCARDED, 1, parse_card("KC"))]
    events += [Event(EventKind.DISCARDED, 0, parse_card("7H")), Event(EventKind.TOOK_UPCARD, 1, parse_card("7H")),
               Event(EventKind.KNOCKED, 1, parse_card("2C"), settlement=gin)]
    after = profile.after_hand(0, events, rules)
    assert after.seen == ((False, 2, False),)
    assert after.knock_chance(turn=6, deadwood=5) < profile.knock_chance(turn=6, deadwood=5)
    assert after.knock_chance(turn=2, deadwood=5) == profile.knock_chance(turn=2, deadwood=5)
    # Drawn blind, the card it drew is unknown: the most it can have held counts (4H drawn: 13 > 10).
    blind = [*events[:-2], Event(EventKind.DREW_STOCK, 1), events[-1]]
    assert profile.after_hand(0, blind, rules).seen == ()


def test_the_profile_counts_the_pile_cards_the_opponent_held_loose() -> None:
    # Player 1 took 2C from the pile and knocked with it loose; it took the upcard KD too, but threw it again.
    rules = Rules()
    profile = OpponentProfile()
    knock = settle(mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S 2C"), mask_of("9C TC JC 2H 2D 8C 8H 9H KS QH"), rules)
    events = [Event(EventKind.UPCARD, None, parse_card("KD")),
              Event(EventKind.TOOK_UPCARD, 1, parse_card("KD")), Event(EventKind.DISCARDED, 1, parse_card("KD"))]
    events += [Event(EventKind.DISCARDED, 0, parse_card("2C")), Event(EventKind.DREW_DISCARD, 1, parse_card("2C")),
               Event(EventKind.DISCARDED, 1, parse_card("KC"))]
    events.append(Event(EventKind.KNOCKED, 1, parse_card("JD"), settlement=knock))
    loose = profile.after_hand(0, events, rules)
    assert loose.known_cards == (1, 1)
    assert loose.loose_known() > profile.loose_known()
    # It took 7H and went gin with it in a meld: the weight falls below the prior.
    gin = settle(mask_of("AS 2S 3S 4H 5H 6H 7D 7C 7S 7H"), mask_of("9C TC JC 2H 2D 8C 8H 9H KS QH"), rules)
    melded = [Event(EventKind.UPCARD, None, parse_card("KD")), Event(EventKind.DISCARDED, 0, parse_card("7H")),
              Event(EventKind.TOOK_UPCARD, 1, parse_card("7H")),
              Event(EventKind.KNOCKED, 1, parse_card("2C"), settlement=gin)]
    after = profile.after_hand(0, melded, rules)
    assert after.known_cards == (0, 1)
    assert after.loose_known() < profile.loose_known()
    assert after.hand_model(3).loose_known == after.loose_known()


def test_the_profile_counts_the_pile_cards_the_opponent_held_when_i_knocked() -> None:
    # I knock; player 1 holds 9C it took from the pile and lays it off on my 6C-8C: shown, it melded.
    rules = Rules()
    knock = settle(mask_of("6C 7C 8C 4H 5H 6H 7D 7S 7H 2C"), mask_of("9C KD QH JS 2H 2D 3S 9H KS QS"), rules)
    assert any(card == parse_card("9C") for card, _ in knock.layoffs)
    events = [Event(EventKind.UPCARD, None, parse_card("9C")), Event(EventKind.TOOK_UPCARD, 1, parse_card("9C")),
              Event(EventKind.DISCARDED, 1, parse_card("TD")), Event(EventKind.KNOCKED, 0, parse_card("KC"),
                                                                      settlement=knock)]
    after = OpponentProfile().after_hand(0, events, rules)
    assert after.known_cards == (1, 1)  # 9C melds with nothing in its own ten cards


# -- analyse -----------------------------------------------------------------------------


@SETTINGS
@given(positions)
def test_analyse_values_every_legal_move_once(position: tuple[PlayerView, tuple[Event, ...], Match]) -> None:
    seen_view, events, _ = position
    analysis = analyse(seen_view, events, seed=1, effort=QUICK)
    texts = sorted(entry.action.text for entry in analysis.actions)
    assert texts == sorted(action.text for action in seen_view.legal_actions)
    assert analysis.best.action in seen_view.legal_actions
    values = [entry.value for entry in analysis.actions]
    assert values == sorted(values, reverse=True)
    for entry in analysis.actions:
        assert isinstance(entry, ActionValue)
        for why in entry.reasons:  # data, not words
            assert isinstance(why, Why) and isinstance(why.reason, Reason) and isinstance(why.amount, float)
            assert isinstance(why.cards, CardSet)
        if entry.undercut_risk is not None:
            assert 0.0 <= entry.undercut_risk <= 1.0
        if entry.feed_chance is not None:
            assert 0.0 <= entry.feed_chance <= 1.0
    again = analyse(seen_view, events, seed=1, effort=QUICK)
    assert again == analysis  # deterministic for a seed


@SETTINGS
@given(positions)
def test_a_take_and_a_blind_draw_rank_the_same_by_points_as_by_value(
        position: tuple[PlayerView, tuple[Event, ...], Match]) -> None:
    # The Hints dock words the gap in points ("Take the discard: 0.8 points worse"): never below 0.
    seen_view, events, _ = position
    assume(seen_view.phase in (Phase.UPCARD_OFFER, Phase.DRAW))
    analysis = analyse(seen_view, events, seed=1, effort=QUICK)
    best = analysis.best
    assert all(best.expected_points >= other.expected_points for other in analysis.actions)


def test_analyse_refuses_a_position_where_it_is_not_my_turn() -> None:
    match = Match.new(Rules(), seed=2, first_dealer=1)
    with pytest.raises(ValueError, match="not this player's turn"):
        analyse(view(match, 1), match.events)


def test_action_values_hold_no_text() -> None:
    # Every field is a number, an enum, cards or an action: the interface words them.
    names = {f.name for f in fields(ActionValue)}
    assert {"value", "expected_points", "undercut_risk", "feed_chance", "opponent_first", "outs", "reasons"} <= names
    assert DECK_MASK  # the deck mask is what the masks index


def test_the_analysis_never_imports_qt() -> None:
    import subprocess
    import sys

    code = "import sys, ginqt.analysis, ginqt_builtin.expert; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
