"""The ``eaai`` variant plays the EAAI Gin Rummy challenge's rules (Todd Neller's ``GinRummyGame``).

One test per rule of the challenge, each played through the engine.
"""

from __future__ import annotations

import pytest
from engine_helpers import make_hand

from ginqt.cards import parse_cards
from ginqt.engine import Action, ActionKind, HandState, IllegalActionError, Match, Phase, SettlementKind, deal
from ginqt.melds import min_deadwood
from ginqt.plugins import load_plugins
from ginqt.rules import PRESETS, Rules
from ginqt.variants import StandardScoring

EAAI = PRESETS["eaai"]
A = Action.parse

#: Player 0 discards KD and keeps A23S 777 9TJC with the 5D: 5 deadwood.
KNOCKER = "AS 2S 3S 7H 7D 7C 9C TC JC 5D KD"
#: Player 0 discards KD and goes gin: A23S 777 9TJQC.
GIN = "AS 2S 3S 7H 7D 7C 9C TC JC QC KD"


def knock(defender: str, knocker: str = KNOCKER, scores: tuple[int, int] = (0, 0), dealer: int = 1) -> Match:
    """Player 0 knocks (or goes gin) discarding KD against ``defender``."""
    hand = make_hand(EAAI, knocker, defender, upcard="9H", phase=Phase.DISCARD, dealer=dealer)
    return Match(rules=EAAI, seed=3, hand=hand, scores=scores).apply(A("knock kd"))


def test_registered_as_a_variant_with_standard_scoring() -> None:
    info = load_plugins(autoload=False).variant("eaai")
    assert info.rules == EAAI and isinstance(info.scoring, StandardScoring)
    assert "EAAI" in info.description
    assert (EAAI.knock_limit, EAAI.score_limit, EAAI.big_gin) == (10, 100, False)


def test_gin_scores_25_and_the_whole_deadwood_without_layoffs() -> None:
    defender = "4S 8C KC 2H 4H 6H 3D 5D 8D TH"  # 4S, 8C and KC would lay off on a knock
    settlement = knock(defender, GIN).history[-1].result.settlement
    assert settlement is not None and settlement.kind is SettlementKind.GIN
    assert settlement.layoffs == ()
    assert settlement.points == 25 + min_deadwood(parse_cards(defender))


def test_a_knock_scores_the_difference_after_layoffs() -> None:
    defender = "4S 8C 2H 4H 6H 3D 6D 8D TH QH"  # 4S and 8C lay off
    match = knock(defender)
    settlement = match.history[-1].result.settlement
    assert settlement is not None and settlement.kind is SettlementKind.KNOCK
    left = min_deadwood(parse_cards(defender) - parse_cards("4S 8C"))
    assert settlement.layoffs and settlement.points == left - 5 and match.scores == (left - 5, 0)


def test_an_undercut_scores_25_and_the_difference() -> None:
    match = knock("2H 3H 4H 5H 6H 8D 8S 8C AD 2C")  # 3 deadwood against the knocker's 5
    settlement = match.history[-1].result.settlement
    assert settlement is not None and settlement.kind is SettlementKind.UNDERCUT
    assert match.scores == (0, 25 + 2)


def test_a_tie_is_an_undercut() -> None:
    match = knock("2H 3H 4H 5H 6H 8D 8S 8C AD 4C")  # 5 deadwood, as the knocker's
    settlement = match.history[-1].result.settlement
    assert settlement is not None and settlement.kind is SettlementKind.UNDERCUT
    assert match.scores == (0, 25)


def test_the_game_ends_at_100_with_no_box_or_game_bonus() -> None:
    points = knock("4S 8C 2H 4H 6H 3D 6D 8D TH QH").scores[0]
    assert not knock("4S 8C 2H 4H 6H 3D 6D 8D TH QH", scores=(99 - points, 40)).over
    over = knock("4S 8C 2H 4H 6H 3D 6D 8D TH QH", scores=(100 - points, 40))
    assert over.over and over.result is not None and over.result.winner == 0
    assert over.result.points == over.scores == (100, 40) and over.result.net == 60


def test_no_big_gin_and_a_knock_limit_of_10() -> None:
    eleven = make_hand(EAAI, "AS 2S 3S 4S 7H 7D 7C 9C TC JC QC", "2H 4H 6H 8H TH QH 3D 8D KH 4C",
                       upcard="9H", phase=Phase.DISCARD)
    assert ActionKind.BIG_GIN not in {a.kind for a in eleven.legal_actions()}
    ten = make_hand(EAAI, "AS 2S 3S 7H 7D 7C 9C TC JC TD KD", "2H 4H 6H 8H TH QH 3D 8D KH 4C",
                    upcard="9H", phase=Phase.DISCARD)
    assert Action.knock("KD") in ten.legal_actions()  # 10 deadwood: allowed
    no_knock = make_hand(EAAI, "AS 2S 3S 7H 7D 7C AD 2C 5C 3H KD", "2H 4H 6H 8H TH QH 3D 8D KH 4C",
                         upcard="9H", phase=Phase.DISCARD)
    assert not [a for a in no_knock.legal_actions() if a.kind is ActionKind.KNOCK]  # 11 left at best


def test_the_first_upcard_is_offered_to_the_starting_player_then_the_other() -> None:
    hand = deal(EAAI, dealer=1, seed=5)  # player 0 starts
    assert (hand.phase, hand.to_play) == (Phase.UPCARD_OFFER, 0)
    hand = hand.apply(A("pass"))
    assert (hand.phase, hand.to_play) == (Phase.UPCARD_OFFER, 1)
    hand = hand.apply(A("pass"))
    assert (hand.phase, hand.to_play) == (Phase.DRAW, 0)
    assert [a.text for a in hand.legal_actions()] == ["stock"]  # both declined: the starter draws face down


def test_the_card_taken_from_the_pile_may_not_be_thrown_back() -> None:
    first = deal(EAAI, dealer=0, seed=6)
    taken = first.apply(A("take"))
    assert Action.discard(first.first_upcard) not in taken.legal_actions()
    with pytest.raises(IllegalActionError, match="just took it"):
        taken.apply(Action.discard(first.first_upcard))
    later = make_hand(EAAI, "AS 2S 3S 7H 7D 7C 9C TC KD QD", "2H 4H 6H 8H TH QH 3D 5D 8D KH", upcard="JC")
    drawn = later.apply(A("pile"))
    cards = {a.card for a in drawn.legal_actions()}
    assert drawn.pile_card not in cards and len(cards - {None}) == 10


def wall(stock: str, to_play: int, other: str = "JC 2H 4H 6H 8H TH QH 3D 5D 8D") -> HandState:
    """Three cards in the stock, ``stock`` on top; player 0 holds A23S 777 9TC KD QD."""
    return make_hand(EAAI, "AS 2S 3S 7H 7D 7C 9C TC KD QD", other, upcard="9H", stock=stock, stock_size=3,
                     to_play=to_play)


def test_the_hand_is_dead_when_two_stock_cards_remain() -> None:
    drawn = wall("KH 5S 6S", to_play=1).apply(A("stock"))  # the 50th card: two left
    dead = drawn.apply(A("discard kh"))
    assert dead.result is not None and dead.result.dead and len(dead.stock) == 2
    # The player who drew the 50th card may still knock (JC completes 9TJC; KD goes).
    knocked = wall("JC 5S 6S", 0, "2H 4H 6H 8H TH QH 3D 5D 8D KH").apply(A("stock")).apply(A("knock kd"))
    assert knocked.result is not None and not knocked.result.dead
    # Taking the discard leaves three in the stock: play goes on.
    took = wall("KH 5S 6S", to_play=1).apply(A("pile")).apply(A("discard 2h"))
    assert took.result is None and took.phase is Phase.DRAW and len(took.stock) == 3


@pytest.mark.parametrize("defender_wins", [False, True])
def test_the_starting_player_alternates_after_every_scored_hand(defender_wins: bool) -> None:
    defender = "2H 3H 4H 5H 6H 8D 8S 8C AD 2C" if defender_wins else "4S 8C 2H 4H 6H 3D 6D 8D TH QH"
    for dealer in (0, 1):
        match = knock(defender, dealer=dealer)
        assert match.history[-1].result.winner == (1 if defender_wins else 0)
        following = match.next_hand()
        assert following.hand.dealer == 1 - dealer and following.hand.to_play == dealer


def test_a_dead_hand_is_dealt_again_with_the_same_starting_player() -> None:
    for dealer in (0, 1):
        hand = make_hand(EAAI, "AS 2S 3S 7H 7D 7C 9C TC KD QD", "JC 2H 4H 6H 8H TH QH 3D 5D 8D",
                         upcard="9H", stock="KH 5S 6S", stock_size=3, to_play=1, dealer=dealer)
        match = Match(rules=EAAI, seed=4, hand=hand).apply(A("stock")).apply(A("discard kh"))
        assert match.history[-1].label == "dead" and match.scores == (0, 0)
        assert match.next_hand().hand.dealer == dealer


def test_the_preset_differs_from_standard_only_in_the_challenge_rules() -> None:
    assert set(EAAI.describe()) == {"may discard pile card: False", "wall: last-draw", "next dealer: alternate"}
    assert Rules.from_dict(EAAI.to_dict()) == EAAI
