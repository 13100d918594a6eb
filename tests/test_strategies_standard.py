"""The built-in strategies, on hands built card by card."""

from __future__ import annotations

import dataclasses

from ginqt.cards import DECK_MASK, Card, iter_mask, parse_cards
from ginqt.engine import Action, ActionKind, HandRecord, HandResult, HandState, Match, Phase, view
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.rules import Rules
from ginqt.standard import choose_standard

PLUGINS = load_plugins(autoload=False)


def state(mine: str, theirs: str, pile: str, phase: Phase, *, turns: int = 0, known: str = "") -> HandState:
    hand0, hand1 = parse_cards(mine).mask, parse_cards(theirs).mask
    pile_cards = tuple(parse_cards(pile)) if pile else ()
    used = hand0 | hand1 | sum(1 << c for c in pile_cards)
    stock = tuple(iter_mask(DECK_MASK & ~used))
    return HandState(
        rules=Rules(), dealer=1, hands=(hand0, hand1), stock=stock, discard_pile=pile_cards,
        first_upcard=pile_cards[0] if pile_cards else Card(0), phase=phase, to_play=0,
        turn_upcard=pile_cards[-1] if pile_cards else None, known=(0, parse_cards(known).mask), turns=turns,
    )


def test_standard_takes_a_card_that_makes_a_run() -> None:
    hand = state("5h 6h 2c 9d Ks Qd Jc 8s 4d Tc", "As 2s 3s 4s 5s 6s 7s 9s Ts Js", "7h", Phase.UPCARD_OFFER)
    assert choose_standard(view(hand, 0)) == Action(ActionKind.TAKE_UPCARD)


def test_standard_passes_a_useless_card() -> None:
    hand = state("5h 6h 2c 9d Ks Qd Jc 8s 4d Tc", "As 2s 3s 4s 5s 6s 7s 9s Ts Js", "Kh", Phase.UPCARD_OFFER)
    assert choose_standard(view(hand, 0)).kind is ActionKind.PASS


def test_standard_knocks_early_but_not_late_with_nine() -> None:
    mine = "As 2s 3s 4h 5h 6h 7d 7c 7h 9c Kd"  # discard K♦: 9 deadwood
    early = state(mine, "8s 9s Ts Js Qs Ks 2d 3d 4d 5d", "Qc", Phase.DISCARD, turns=2)
    late = dataclasses.replace(early, turns=20)
    assert choose_standard(view(early, 0)) == Action.knock("Kd")
    assert choose_standard(view(late, 0)).kind is ActionKind.DISCARD


def test_gin_is_always_taken() -> None:
    hand = state("As 2s 3s 4s 4h 5h 6h 7d 7c 7h Qc", "8s 9s Ts Js Qs Ks 2d 3d 4d 5d", "Qh", Phase.DISCARD, turns=30)
    assert choose_standard(view(hand, 0)) == Action.knock("Qc")


def test_standard_avoids_feeding_the_opponents_known_melds() -> None:
    # Discarding the 8♦ or the 8♣ leaves the same deadwood; the opponent took the 9♣ and 10♣.
    mine = "As 2s 3s 4h 5h 6h 7d 7c 7s 8d 8c"
    hand = state(mine, "9c Tc Ts Js Qs Ks 2d 3d 4d 5d", "Qc", Phase.DISCARD, turns=20, known="9c Tc")
    view0 = view(hand, 0)
    assert PLUGINS.make_strategy("standard").choose(view0) == Action.discard("8d")


def test_easy_throws_its_highest_unmatched_card() -> None:
    mine = "As 2s 3s 4h 5h 6h 7d 8d 9c Kd 2c"
    hand = state(mine, "8s 9s Ts Js Qs Ks 2d 3d 4d 5d", "Jh", Phase.DISCARD, turns=20)
    assert PLUGINS.make_strategy("easy").choose(view(hand, 0)) == Action.discard("Kd")


def test_standard_discard_is_not_the_pile_card_it_must_keep() -> None:
    rules = Rules(may_discard_pile_card=False)
    hand = dataclasses.replace(
        state("As 2s 3s 4h 5h 6h 7d 8d Qc Kd Kc", "8s 9s Ts Js Qs Ks 2d 3d 4d 5d", "Jh", Phase.DISCARD, turns=4),
        rules=rules, pile_card=Card.parse("Kc"),
    )
    v = view(hand, 0)
    for name in ("easy", "standard"):
        action = PLUGINS.make_strategy(name).choose(v)
        assert action in v.legal_actions and action.card != Card.parse("Kc")


def test_strategies_see_only_the_view() -> None:
    # Two hands that differ only in the opponent's hidden cards look the same to player 0,
    # and the strategies decide the same.
    one = state("5h 6h 2c 9d Ks Qd Jc 8s 4d Tc", "As 2s 3s 4s 5s 6s 7s 9s Ts Js", "7c", Phase.DRAW, turns=3)
    other = state("5h 6h 2c 9d Ks Qd Jc 8s 4d Tc", "Ah 2h 3h 4h 8h 9h Th Jh Qh Kh", "7c", Phase.DRAW, turns=3)
    v1, v2 = view(one, 0), view(other, 0)
    assert dataclasses.replace(v1, stock_count=0) == dataclasses.replace(v2, stock_count=0)
    for name in ("easy", "standard"):
        assert PLUGINS.make_strategy(name).choose(v1) == PLUGINS.make_strategy(name).choose(v2)


def test_base_strategy_keeps_the_public_history() -> None:
    strategy = PLUGINS.make_strategy("easy")
    GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), seed=5, first_dealer=1), (strategy, None))
    events = strategy.events  # type: ignore[attr-defined]
    assert [e.kind.value for e in events] == ["dealt", "dealt", "upcard"]
    assert events[0].cards is not None and events[1].cards is None  # the opponent's deal is hidden


def test_hollywood_scores_three_games_at_once() -> None:
    info = PLUGINS.variants["hollywood"]
    wins = [(0, 30), (0, 40), (1, 25), (0, 50), (0, 20), (1, 90), (1, 60), (0, 45), (1, 30), (1, 40)]
    history = []
    scores = [0, 0]
    for number, (winner, points) in enumerate(wins, 1):
        scores[winner] += points
        result = HandResult(winner, winner, points)
        history.append(HandRecord(number, 0, result, (scores[0], scores[1])))
    games = info.scoring.games(history, info.rules)
    # A player's 1st win scores in game 1, the 2nd in games 1-2, later ones in 1-3 (open games only).
    assert games[0].scores == (120, 25) and games[0].winner == 0  # closed by hand 4
    assert games[1].scores == (110, 0) and games[1].winner == 0  # closed by hand 5: hand 6 scores nowhere
    assert games[2].scores == (115, 60) and games[2].winner == 0  # closed by hand 8
    assert all(g.over for g in games)
    outcome = info.scoring.outcome(_match_with(history[:8]), info.rules)
    assert outcome.winner == 0 and outcome.points == (345, 85)
    assert [g.winner for g in outcome.games] == [0, 0, 0] and outcome.over and not outcome.engine
    assert not info.scoring.over(_match_with(history[:7]), info.rules)
    assert info.scoring.over(_match_with(history[:8]), info.rules)


def _match_with(history: list[HandRecord]) -> Match:
    match = Match.new(PLUGINS.variants["hollywood"].engine_rules, seed=1)
    return dataclasses.replace(match, history=tuple(history))




def test_deadwood_after_matches_the_solver() -> None:
    import random

    from ginqt.melds import deadwood_after_each as deadwood_after
    from ginqt.melds import min_deadwood

    rng = random.Random(11)
    for i in range(3000):
        # Half the hands from ranks A-7 only, where sets and runs overlap a lot.
        pool = [s * 13 + r for s in range(4) for r in range(7)] if i % 2 else list(range(52))
        cards = rng.sample(pool, 11)
        mask = sum(1 << c for c in cards)
        assert deadwood_after(mask, cards) == [min_deadwood(mask & ~(1 << c)) for c in cards]
