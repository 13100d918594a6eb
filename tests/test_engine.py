"""Hands and matches: phases, legal actions, the wall, knock limits, scoring and events."""

from __future__ import annotations

import dataclasses
import random

import pytest
from engine_helpers import all_cards_mask, make_hand, random_actions

from ginqt.cards import CardSet, parse_card, parse_cards
from ginqt.engine import (
    Action,
    ActionKind,
    EventKind,
    HandState,
    IllegalActionError,
    Match,
    Phase,
    SettlementKind,
    deal,
    game_result,
)
from ginqt.melds import min_deadwood
from ginqt.rules import PRESETS, FirstDealer, NextDealer, Rules, Shutout, UpcardOffer, Wall

A = Action.parse


def kinds(actions: tuple[Action, ...]) -> set[ActionKind]:
    return {a.kind for a in actions}


def knock_cards(state: HandState) -> CardSet:
    return CardSet([a.card for a in state.legal_actions() if a.kind is ActionKind.KNOCK and a.card is not None])


def events_of(state: HandState | Match) -> list[EventKind]:
    return [e.kind for e in state.events]


# --------------------------------------------------------------------------- dealing


def test_deal_is_reproducible_and_complete() -> None:
    hand = deal(Rules(), dealer=1, seed=7)
    again = deal(Rules(), dealer=1, seed=7)
    assert hand == again
    assert deal(Rules(), dealer=1, seed=8).hands != hand.hands
    assert [len(CardSet(m)) for m in hand.hands] == [10, 10]
    assert len(hand.stock) == 31 and hand.discard_pile == (hand.first_upcard,)
    assert all_cards_mask(hand) == (1 << 52) - 1
    assert hand.phase is Phase.UPCARD_OFFER and hand.to_play == 0  # the non-dealer
    assert events_of(hand) == [EventKind.DEALT, EventKind.DEALT, EventKind.UPCARD]
    with pytest.raises(ValueError, match="dealer"):
        deal(Rules(), dealer=2)


def test_match_deals_are_reproducible_from_the_seed() -> None:
    rules = Rules()
    one, two = Match.new(rules, seed=42), Match.new(rules, seed=42)
    assert one.hand == two.hand
    rng1, rng2 = random.Random(1), random.Random(1)
    states1 = list(random_actions(one, rng1))
    states2 = list(random_actions(two, rng2))
    assert states1 == states2
    assert Match.new(rules, seed=43).hand.hands != one.hand.hands


@pytest.mark.parametrize(("rule", "dealer"), [(FirstDealer.PLAYER, 0), (FirstDealer.OPPONENT, 1)])
def test_first_dealer(rule: FirstDealer, dealer: int) -> None:
    assert Match.new(Rules(first_dealer=rule), seed=5).hand.dealer == dealer
    assert Match.new(Rules(first_dealer=rule), seed=5, first_dealer=1 - dealer).hand.dealer == 1 - dealer


# --------------------------------------------------------------------------- the upcard


def test_classic_upcard_offer_both_pass() -> None:
    hand = deal(Rules(), dealer=1, seed=3)
    upcard = hand.first_upcard
    assert kinds(hand.legal_actions()) == {ActionKind.TAKE_UPCARD, ActionKind.PASS}
    hand = hand.apply(A("pass"))
    assert (hand.phase, hand.to_play) == (Phase.UPCARD_OFFER, 1)  # now the dealer may take it
    assert events_of(hand) == [EventKind.PASSED]
    hand = hand.apply(A("pass"))
    assert (hand.phase, hand.to_play) == (Phase.DRAW, 0)  # the non-dealer must draw from the stock
    assert [a.text for a in hand.legal_actions()] == ["stock"]
    with pytest.raises(IllegalActionError, match="both players passed"):
        hand.apply(A("pile"))
    top = hand.stock[-1]
    hand = hand.apply(A("stock"))
    assert hand.phase is Phase.DISCARD and hand.hands[0] >> top & 1
    assert hand.discard_pile == (upcard,)
    hand = hand.apply(Action.discard(next(iter(CardSet(hand.hands[0])))))
    assert hand.to_play == 1 and ActionKind.DRAW_DISCARD in kinds(hand.legal_actions())


def test_classic_upcard_non_dealer_takes() -> None:
    hand = deal(Rules(), dealer=0, seed=4)
    upcard = hand.first_upcard
    hand = hand.apply(A("take"))
    assert (hand.phase, hand.to_play) == (Phase.DISCARD, 1)
    assert hand.hands[1] >> upcard & 1 and hand.discard_pile == ()
    assert events_of(hand) == [EventKind.TOOK_UPCARD]
    assert hand.known[1] == 1 << upcard


def test_classic_upcard_dealer_takes_after_a_pass() -> None:
    hand = deal(Rules(), dealer=1, seed=4).apply(A("pass"))
    hand = hand.apply(A("take"))
    assert (hand.phase, hand.to_play) == (Phase.DISCARD, 1)
    card = next(iter(CardSet(hand.hands[1]) - CardSet([hand.first_upcard])))
    hand = hand.apply(Action.discard(card))
    assert (hand.phase, hand.to_play) == (Phase.DRAW, 0)  # then the non-dealer plays
    assert kinds(hand.legal_actions()) == {ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD}


def test_simple_upcard_offer() -> None:
    hand = deal(Rules(upcard_offer=UpcardOffer.SIMPLE), dealer=1, seed=3)
    assert (hand.phase, hand.to_play) == (Phase.DRAW, 0)
    assert kinds(hand.legal_actions()) == {ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD}
    with pytest.raises(IllegalActionError, match="draw a card first"):
        hand.apply(A("pass"))
    taken = hand.apply(A("pile"))
    assert taken.hands[0] >> hand.first_upcard & 1 and taken.phase is Phase.DISCARD


# --------------------------------------------------------------------------- illegal actions


def test_illegal_actions_say_why() -> None:
    hand = deal(Rules(), dealer=1, seed=9)
    with pytest.raises(IllegalActionError, match="take or pass"):
        hand.apply(A("stock"))
    drawing = hand.apply(A("pass")).apply(A("pass"))
    some_card = next(iter(CardSet(drawing.hands[0])))
    with pytest.raises(IllegalActionError, match="draw a card first"):
        drawing.apply(Action.discard(some_card))
    discarding = drawing.apply(A("stock"))
    with pytest.raises(IllegalActionError, match="you have drawn"):
        discarding.apply(A("stock"))
    not_mine = next(iter(CardSet(discarding.hands[1])))
    with pytest.raises(IllegalActionError, match=f"{not_mine.symbol} is not in your hand"):
        discarding.apply(Action.discard(not_mine))
    with pytest.raises(IllegalActionError, match="which card"):
        discarding.apply(Action(ActionKind.DISCARD))
    with pytest.raises(IllegalActionError, match="can't knock"):
        discarding.apply(Action.knock(some_card))  # ten cards of random deadwood
    assert isinstance(IllegalActionError("x"), ValueError)


@pytest.mark.parametrize("text", ["", "jump", "discard", "stock 7h", "discard 7h 8h"])
def test_action_parse_errors(text: str) -> None:
    with pytest.raises(IllegalActionError):
        Action.parse(text)


def test_action_text_round_trip() -> None:
    for text in ["take", "pass", "stock", "pile", "7H", "knock:TS", "big-gin", "play-to-gin"]:
        action = Action.parse(text)
        assert action.text == text and str(action) == text
        assert eval(repr(action), {"Action": Action}) == action
    assert Action.knock("10s") == Action.parse("knock ts") == Action.parse("knock:ts")
    assert Action.discard("7h") == Action.parse("discard 7h") == Action.parse("7h")


def test_over_hand_takes_no_action() -> None:
    hand = make_hand(Rules(), "AS 2S 3S 7H 7D 7C 9C TC JC KD QD", "2H 4H 6H 8H TH QH 3D 5D 8D KH",
                     upcard="5C", phase=Phase.DISCARD)
    over = hand.apply(A("knock kd"))
    assert over.phase is Phase.OVER and over.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="over"):
        over.apply(A("stock"))


# --------------------------------------------------------------------------- discards


def test_may_not_discard_the_card_just_taken() -> None:
    rules = Rules(may_discard_pile_card=False)
    hand = make_hand(rules, "AS 2S 3S 7H 7D 7C 9C TC KD QD", "2H 4H 6H 8H TH QH 3D 5D 8D KH", upcard="JC")
    taken = hand.apply(A("pile"))
    assert taken.pile_card == parse_card("JC")
    assert Action.discard("JC") not in taken.legal_actions()
    with pytest.raises(IllegalActionError, match="just took it"):
        taken.apply(A("discard jc"))
    assert Action.knock("KD") in taken.legal_actions()
    # A card drawn from the stock may be discarded straight away.
    drawn = make_hand(rules, "AS 2S 3S 7H 7D 7C 9C TC KD QD", "2H 4H 6H 8H TH QH 3D 5D 8D KH",
                      upcard="JC", stock="5S").apply(A("stock"))
    assert Action.discard("5S") in drawn.legal_actions()
    # The standard game allows it.
    assert Action.discard("JC") in make_hand(Rules(), "AS 2S 3S 7H 7D 7C 9C TC KD QD",
                                             "2H 4H 6H 8H TH QH 3D 5D 8D KH", upcard="JC").apply(
        A("pile")).legal_actions()


# --------------------------------------------------------------------------- the wall

KNOCKER = "AS 2S 3S 7H 7D 7C 9C TC KD QD"  # takes JC to knock with KD
OTHER = "JC 2H 4H 6H 8H TH QH 3D 5D 8D"


def at_wall(rules: Rules) -> HandState:
    """Player 1 to move with 3 cards in the stock; player 0 holds KNOCKER."""
    return make_hand(rules, KNOCKER, OTHER, upcard="9H", stock="KH 5S 6S", stock_size=3, to_play=1)


def test_pile_at_wall_stock_draw_is_dead() -> None:
    hand = at_wall(Rules(wall=Wall.PILE_AT_WALL)).apply(A("stock")).apply(A("discard jc"))
    assert hand.phase is Phase.DRAW and len(hand.stock) == 2 and hand.at_wall  # 50th card drawn
    assert kinds(hand.legal_actions()) == {ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD}
    dead = hand.apply(A("stock"))
    assert dead.phase is Phase.OVER and dead.result is not None and dead.result.dead
    assert EventKind.DEAD_HAND in events_of(dead)


def test_pile_at_wall_take_and_knock() -> None:
    hand = at_wall(Rules(wall=Wall.PILE_AT_WALL)).apply(A("stock")).apply(A("discard jc"))
    taken = hand.apply(A("pile"))
    assert Action.knock("KD") in taken.legal_actions()
    knocked = taken.apply(A("knock kd"))
    assert knocked.result is not None and not knocked.result.dead and knocked.result.knocker == 0


def test_pile_at_wall_take_without_knocking_is_dead() -> None:
    hand = at_wall(Rules(wall=Wall.PILE_AT_WALL)).apply(A("stock")).apply(A("discard jc"))
    dead = hand.apply(A("pile")).apply(A("discard kd"))
    assert dead.result is not None and dead.result.dead
    assert events_of(dead) == [EventKind.DISCARDED, EventKind.DEAD_HAND]


def test_last_draw_wall() -> None:
    rules = Rules(wall=Wall.LAST_DRAW)
    drawn = at_wall(rules).apply(A("stock"))
    dead = drawn.apply(A("discard jc"))  # the 50th card drawn and nobody knocked
    assert dead.result is not None and dead.result.dead and len(dead.stock) == 2
    # The player who draws the 50th card may still knock.
    hand = make_hand(rules, KNOCKER, "2H 4H 6H 8H TH QH 3D 5D 8D KH", upcard="9H", stock="JC 5S 6S", stock_size=3,
                     to_play=0)
    knocked = hand.apply(A("stock")).apply(A("knock kd"))
    assert knocked.result is not None and not knocked.result.dead


# --------------------------------------------------------------------------- knock limits

ELEVEN = "AS 2S 3S 7H 7D 7C 9C TC JC 5D KD"  # discard KD: 5 left; discard 5D: 10 left


def discarding(rules: Rules, first_upcard: str, cards: str = ELEVEN) -> HandState:
    return make_hand(rules, cards, "2H 4H 6H 8H TH QH 3D 8D KH 4C", upcard="9H", first_upcard=first_upcard,
                     phase=Phase.DISCARD)


def test_standard_knock_limit() -> None:
    state = discarding(Rules(), "9H")
    assert state.knock_limit == 10
    assert knock_cards(state) == parse_cards("KD 5D")


def test_oklahoma_first_upcard_sets_the_limit() -> None:
    rules = PRESETS["oklahoma"]
    state = discarding(rules, "5H")
    assert state.knock_limit == 5 and state.multiplier == 1
    assert knock_cards(state) == parse_cards("KD")
    with pytest.raises(IllegalActionError, match=r"can't knock.*5"):
        state.apply(A("knock 5d"))
    assert discarding(rules, "4H").knock_limit == 4 and not knock_cards(discarding(rules, "4H"))
    assert discarding(rules, "QC").knock_limit == 10


def test_oklahoma_ace_means_gin_only() -> None:
    rules = PRESETS["oklahoma"]
    state = discarding(rules, "AH", "AS 2S 3S 7H 7D 7C 9C TC JC AD KD")
    assert state.knock_limit == 0 and not knock_cards(state)
    gin = discarding(rules, "AH", "AS 2S 3S 7H 7D 7C 9C TC JC QC KD")
    assert knock_cards(gin) == parse_cards("KD")
    settled = gin.apply(A("knock kd"))
    assert settled.result is not None and settled.result.settlement is not None
    assert settled.result.settlement.kind is SettlementKind.GIN


def test_oklahoma_spade_doubles_the_hand() -> None:
    plain = discarding(PRESETS["oklahoma"], "9H").apply(A("knock kd"))
    spade = discarding(PRESETS["oklahoma"], "9S").apply(A("knock kd"))
    assert spade.multiplier == 2
    assert plain.result is not None and spade.result is not None
    assert spade.result.points == 2 * plain.result.points > 0


def test_space_cowboy_uses_the_upcard_showing_at_turn_start() -> None:
    rules = PRESETS["space-cowboy"]
    hand = make_hand(rules, "AS 2S 3S 7H 7D 7C 9C TC 5D KD", "2H 4H 6H 8H TH QH 3D 8D KH 4C",
                     upcard="JC", first_upcard="2C")
    assert hand.knock_limit == 10  # the current upcard JC, not the first upcard 2C
    taken = hand.apply(A("pile"))
    assert taken.knock_limit == 10  # still JC: the upcard when the turn began
    assert knock_cards(taken) == parse_cards("KD 5D")
    passed = taken.apply(A("discard 5d"))
    assert passed.knock_limit == 5  # the next player's limit: the 5D just discarded
    low = make_hand(rules, "AS 2S 3S 7H 7D 7C 9C TC 5D KD", "2H 4H 6H 8H TH QH 3D 8D KH 4C",
                    upcard="4S", first_upcard="KC")
    assert low.knock_limit == 4 and low.multiplier == 1  # spade doubling follows the first upcard
    assert not knock_cards(low.apply(A("stock")))


def test_knocking_off_means_gin_only() -> None:
    rules = Rules(knocking=False)
    assert not knock_cards(discarding(rules, "9H"))
    gin = discarding(rules, "9H", "AS 2S 3S 7H 7D 7C 9C TC JC QC KD")
    assert gin.knock_limit == 0 and knock_cards(gin) == parse_cards("KD")


def test_big_gin_action() -> None:
    eleven = "AS 2S 3S 4S 5H 5D 5C 9D TD JD QD"
    state = discarding(Rules(big_gin=True), "9H", eleven)
    assert Action.parse("big-gin") in state.legal_actions()
    plain_gin = state.apply(A("knock qd"))  # plain gin is still possible
    assert plain_gin.result is not None and plain_gin.result.settlement is not None
    assert plain_gin.result.settlement.kind is SettlementKind.GIN
    done = state.apply(A("big-gin"))
    assert done.result is not None and done.result.settlement is not None
    settlement = done.result.settlement
    assert settlement.kind is SettlementKind.BIG_GIN and settlement.bonus == 31
    assert done.result.points == settlement.defender_deadwood + 31
    assert done.hands[0] == parse_cards(eleven).mask  # nothing discarded
    plain = discarding(Rules(), "9H", eleven)
    assert Action.parse("big-gin") not in plain.legal_actions()
    with pytest.raises(IllegalActionError, match="big gin is not played"):
        plain.apply(A("big-gin"))
    with pytest.raises(IllegalActionError, match="can't knock"):
        discarding(Rules(big_gin=True), "9H").apply(A("big-gin"))


# --------------------------------------------------------------------------- matches


def knock_match(rules: Rules, scores: tuple[int, int] = (0, 0), dealer: int = 1) -> Match:
    """Player 0 to knock with KD: A23S 777 9TJC | 5D = 5 against 47-ish deadwood."""
    hand = make_hand(rules, ELEVEN, "2H 4H 6H 8H TH QH 3D 8D KH 4C", upcard="9H", phase=Phase.DISCARD,
                     dealer=dealer)
    return Match(rules=rules, seed=11, hand=hand, scores=scores)


def dead_match(rules: Rules, dealer: int = 1) -> Match:
    hand = make_hand(rules, KNOCKER, OTHER, upcard="9H", stock="KH 5S", stock_size=2, to_play=1, dealer=dealer)
    return Match(rules=rules, seed=11, hand=hand)


def test_dead_hand_scores_nothing_and_the_dealer_deals_again() -> None:
    for dealer in (0, 1):
        match = dead_match(Rules(), dealer).apply(A("stock"))
        assert match.hand.phase is Phase.OVER and not match.over
        assert match.scores == (0, 0) and match.hands_won == (0, 0)
        assert match.history[-1].label == "dead" and match.history[-1].points_for(0) == 0
        following = match.next_hand()
        assert following.hand.dealer == dealer and following.hand_number == 2
        assert following.hand.phase is Phase.UPCARD_OFFER


@pytest.mark.parametrize(
    ("rule", "dealer_after"), [(NextDealer.WINNER, 0), (NextDealer.LOSER, 1), (NextDealer.ALTERNATE, 0)]
)
def test_next_dealer(rule: NextDealer, dealer_after: int) -> None:
    match = knock_match(Rules(next_dealer=rule), dealer=1).apply(A("knock kd"))
    assert match.history[-1].result.winner == 0
    assert match.next_hand().hand.dealer == dealer_after


def test_score_limit_zero_plays_exactly_one_hand() -> None:
    rules = Rules(score_limit=0)
    drawn = dead_match(rules).apply(A("stock"))
    assert drawn.over and drawn.result is not None and drawn.result.winner is None
    assert EventKind.GAME_OVER in events_of(drawn)
    assert drawn.result.points == drawn.scores and drawn.result.net == 0
    won = knock_match(rules).apply(A("knock kd"))
    assert won.over and won.result is not None and won.result.winner == 0
    with pytest.raises(IllegalActionError, match="game is over"):
        won.next_hand()
    with pytest.raises(IllegalActionError, match="game is over"):
        won.apply(A("stock"))


def test_game_ends_when_a_player_reaches_the_limit_and_leads() -> None:
    points = knock_match(Rules()).apply(A("knock kd")).scores[0]
    assert points > 0
    assert not knock_match(Rules(), scores=(99 - points, 0)).apply(A("knock kd")).over
    over = knock_match(Rules(), scores=(100 - points, 0)).apply(A("knock kd"))
    assert over.over and over.result is not None and over.result.winner == 0
    assert events_of(over)[-1] is EventKind.GAME_OVER
    # Reaching the limit level with the opponent is not enough.
    tied = knock_match(Rules(), scores=(120 - points, 120)).apply(A("knock kd"))
    assert tied.scores == (120, 120) and not tied.over


def test_next_hand_needs_a_finished_hand() -> None:
    with pytest.raises(IllegalActionError, match="still being played"):
        Match.new(Rules(), seed=1).next_hand()


def test_box_game_and_double_shutout() -> None:
    rules = PRESETS["tommy"]  # box 25, game 100, shutout doubles
    result = game_result(rules, (110, 40), (3, 2), 0)
    assert result.box_bonus == (75, 50) and result.game_bonus == (100, 0)
    assert result.points == (285, 90) and result.net == 195 and not result.shutout
    shut = game_result(rules, (120, 0), (4, 0), 0)
    assert shut.shutout and shut.points == (320, 0) and shut.net == 640


def test_flat_shutout_bonus() -> None:
    rules = PRESETS["palm"]
    shut = game_result(rules, (105, 0), (3, 0), 0)
    assert shut.shutout and shut.shutout_bonus == (100, 0)
    assert shut.points == (105 + 75 + 100 + 100, 0) and shut.net == 380
    fair = game_result(rules, (105, 20), (3, 1), 0)
    assert not fair.shutout and fair.points == (280, 45) and fair.net == 235
    plain = game_result(Rules(), (100, 0), (2, 0), 0)
    assert not plain.shutout and plain.points == (100, 0) and plain.net == 100
    assert game_result(Rules(shutout=Shutout.DOUBLE), (100, 0), (2, 0), 0).net == 200


# --------------------------------------------------------------------------- events


def test_knock_events() -> None:
    # 7S goes on 777 and 8C on 9TJC: the defender lays off.
    hand = make_hand(Rules(), "AS 2S 3S 7H 7D 7C 9C TC JC 4H KD", "KS KH KC QS QH QD 7S 8C AH AD",
                     upcard="9H", phase=Phase.DISCARD)
    done = hand.apply(A("knock kd"))
    assert events_of(done) == [EventKind.KNOCKED, EventKind.LAID_OFF, EventKind.SETTLED]
    knocked, laid, settled = done.events
    assert knocked.player == 0 and knocked.card == parse_card("KD") and knocked.settlement is not None
    assert laid.player == 1 and laid.cards == parse_cards("7S 8C")
    assert settled.player == 1  # the undercut winner
    assert done.discard_pile[-1] == parse_card("KD")


def test_events_over_random_games() -> None:
    seen: set[EventKind] = set()
    for seed in range(12):
        match = Match.new(Rules(score_limit=50), seed=seed)
        seen.update(events_of(match))
        for state in random_actions(match, random.Random(seed)):
            assert isinstance(state, Match)
            seen.update(events_of(state))
            for event in state.events:
                str(event)
    assert seen >= {
        EventKind.DEALT, EventKind.UPCARD, EventKind.PASSED, EventKind.TOOK_UPCARD, EventKind.DREW_STOCK,
        EventKind.DREW_DISCARD, EventKind.DISCARDED, EventKind.KNOCKED, EventKind.LAID_OFF, EventKind.SETTLED,
        EventKind.DEAD_HAND, EventKind.GAME_OVER,
    }


def test_private_events_hide_cards_from_the_opponent() -> None:
    hand = deal(Rules(), dealer=1, seed=2)
    dealt0 = hand.events[0]
    assert dealt0.private and dealt0.for_player(0) == dealt0
    hidden = dealt0.for_player(1)
    assert hidden.cards is None and hidden.kind is EventKind.DEALT and hidden.player == 0
    drawn = hand.apply(A("pass")).apply(A("pass")).apply(A("stock"))
    event = drawn.events[0]
    assert event.card is not None and event.for_player(0).card == event.card
    assert event.for_player(1).card is None
    upcard = hand.events[2]
    assert upcard.for_player(0) == upcard.for_player(1) == upcard


def test_gin_by_shedding_a_card_of_a_set_of_four() -> None:
    # Only sets: any 2 or 5 can go and the other ten still meld (the K set cannot be broken).
    state = make_hand(Rules(), "2S 2H 2D 2C 5S 5H 5D 5C KS KH KD", "3H 4H 6H 8H TH QH 3D 8D 9D 4C", upcard="9H",
                      phase=Phase.DISCARD)
    assert parse_cards("2S 2H 2D 2C 5S 5H 5D 5C") <= knock_cards(state)
    done = state.apply(A("knock 5c"))
    assert done.result is not None and done.result.settlement is not None
    assert done.result.settlement.kind is SettlementKind.GIN


# --------------------------------------------------------------------------- play to gin


def test_play_to_gin_forbids_knocking_for_the_rest_of_the_hand() -> None:
    """The 1993 DOS program: after 'Play to Gin' "you cannot knock again until the next hand, but the
    computer still can" (issue 14, bug 4): a rule of the engine, for every player and driver."""
    match = knock_match(Rules())
    assert A("play-to-gin") in match.legal_actions() and A("knock kd") in match.legal_actions()
    committed = match.apply(A("play-to-gin"))
    hand = committed.hand
    assert hand.phase is Phase.DISCARD and hand.to_play == 0 and hand.plays_to_gin(0) and not hand.plays_to_gin(1)
    assert committed.events == ()  # the opponent is not told
    assert not [a for a in committed.legal_actions() if a.kind in (ActionKind.KNOCK, ActionKind.PLAY_TO_GIN)]
    assert committed.view(0).knock_limit == 0
    with pytest.raises(IllegalActionError, match="play to gin this hand"):
        committed.apply(A("knock kd"))
    with pytest.raises(IllegalActionError, match="already play to gin"):
        committed.apply(A("play-to-gin"))
    rng = random.Random(4)
    state = committed.apply(A("discard kd"))
    while state.hand.phase is not Phase.OVER:
        hand = state.hand
        legal = state.legal_actions()
        if hand.to_play == 0 and hand.phase is Phase.DISCARD:
            for action in legal:
                assert action.kind is not ActionKind.PLAY_TO_GIN
                if action.kind is ActionKind.KNOCK:  # only gin
                    assert action.card is not None and min_deadwood(hand.hands[0] & ~(1 << action.card)) == 0
        elif hand.to_play == 1:  # the opponent's moves are not touched
            assert legal == dataclasses.replace(hand, playing_to_gin=0).legal_actions()
        state = state.apply(rng.choice([a for a in legal if a.kind is not ActionKind.PLAY_TO_GIN]))
    assert not state.over and not state.next_hand().hand.plays_to_gin(0)


def test_play_to_gin_only_when_a_knock_could_be_refused() -> None:
    straight = knock_match(Rules(knocking=False))
    assert A("play-to-gin") not in straight.legal_actions()
    with pytest.raises(IllegalActionError, match="only when you could knock"):
        straight.apply(A("play-to-gin"))
    assert A("play-to-gin") not in knock_match(Rules()).apply(A("discard 5d")).legal_actions()  # the other's turn
    assert A("play-to-gin").text == "play-to-gin" and repr(A("play-to-gin")) == "Action.parse('play-to-gin')"


def test_play_to_gin_is_kept_in_a_saved_game() -> None:
    """The log replays the move, so a resumed game still forbids the knock."""
    from ginqt.play.log import decode_move
    from ginqt.play.runner import GameRunner
    from ginqt.play.spec import GameSpec, Variant

    assert decode_move(A("play-to-gin").text) == A("play-to-gin")
    for seed in range(1, 40):
        runner = GameRunner(GameSpec(Variant.standard(Rules()), seed=seed))
        rng = random.Random(seed)
        while not runner.hand_over:
            if A("play-to-gin") in runner.legal_actions():
                runner.apply(A("play-to-gin"))
                again = GameRunner.resume(runner.log).match
                assert again == runner.match and again.hand.plays_to_gin(runner.match.hand.to_play)
                return
            runner.apply(rng.choice(runner.legal_actions()))
    raise AssertionError("no knock came up")
