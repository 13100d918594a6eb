"""The game runner: one loop for the tournament, the self-test, the tests and the GUI."""

from __future__ import annotations

import pytest
from engine_helpers import StandardPlayer

from ginqt.engine import Action, ActionKind, Event, EventKind, IllegalActionError, Match, PlayerView
from ginqt.play.runner import GameRunner, NoPlayerError
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy
from ginqt.variants import StandardScoring

PLUGINS = load_plugins(autoload=False)


class Recorder(FallbackStrategy):
    """Plays like the fallback and keeps what it was told."""

    def __init__(self) -> None:
        self.deals: list[PlayerView] = []
        self.events: list[Event] = []

    def new_hand(self, view: PlayerView) -> None:
        self.deals.append(view)

    def observe(self, event: Event) -> None:
        self.events.append(event)


class Stubborn(FallbackStrategy):
    """Never knocks and always takes the discard back: a hand that never ends."""

    def choose(self, view: PlayerView) -> Action:
        kinds = {a.kind: a for a in view.legal_actions}
        for kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD):
            if kind in kinds:
                return kinds[kind]
        if ActionKind.DRAW_STOCK in kinds:
            return kinds[ActionKind.DRAW_STOCK]
        pile = view.pile_card
        return Action(ActionKind.DISCARD, pile) if pile is not None else next(
            a for a in view.legal_actions if a.kind is ActionKind.DISCARD)


def test_stepping_from_outside_plays_the_same_game_as_running_to_the_end() -> None:
    spec = GameSpec(Variant.standard(Rules(score_limit=60)), seed=11)
    played = GameRunner(spec, (StandardPlayer(), StandardPlayer()))
    assert played.play()
    stepped = GameRunner(spec)
    hint = StandardPlayer()
    while not stepped.over:
        if stepped.hand_over:
            stepped.next_hand()
            continue
        player = stepped.to_play
        assert player is not None
        stepped.apply(hint.choose(stepped.view(player)))
    assert stepped.match == played.match
    assert stepped.outcome() == played.outcome()
    assert stepped.outcome().winner == played.match.result.winner  # type: ignore[union-attr]


def test_each_player_is_told_only_what_it_may_see() -> None:
    players = (Recorder(), Recorder())
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), seed=3, first_dealer=1), players)
    assert runner.play_hand()
    for seat, player in enumerate(players):
        assert len(player.deals) == 1 and player.deals[0].player == seat
        assert player.events[0].kind is EventKind.DEALT
        for event in player.events:
            if event.private and event.player != seat:
                assert event.card is None and event.cards is None
        drawn = [e for e in player.events if e.kind is EventKind.DREW_STOCK and e.player == seat]
        assert drawn and all(e.card is not None for e in drawn)
    assert runner.events_for(0) == runner.events_for(1)  # the knock or dead hand: public


def test_a_person_in_one_seat_and_a_strategy_seated_later() -> None:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), seed=5, first_dealer=1))
    with pytest.raises(NoPlayerError):
        runner.step()
    late = Recorder()
    runner.seat(1, late)
    assert len(late.deals) == 1 and late.deals[0].player == 1
    runner.apply(runner.legal_actions()[0])
    assert late.events == list(runner.events_for(1)) and late.events


def test_illegal_moves_are_refused_and_undo_truncates() -> None:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), seed=5, first_dealer=1))
    before = runner.match
    with pytest.raises(IllegalActionError):
        runner.apply(Action(ActionKind.DRAW_STOCK))
    assert runner.match is before and len(runner.log) == 0  # nothing was noted
    runner.apply(runner.legal_actions()[0])
    runner.truncate(0)
    assert runner.match is before and runner.events_for(0) == () and len(runner.log) == 0


def test_the_game_over_deals_no_more_hands() -> None:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), seed=2),
                                  (FallbackStrategy(), FallbackStrategy()))
    assert runner.play()
    assert runner.over and runner.legal_actions() == () and runner.to_play is None
    with pytest.raises(IllegalActionError, match="over"):
        runner.next_hand()


def test_a_hand_past_the_move_limit_is_left_unfinished() -> None:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), seed=2, first_dealer=1),
                                  (Stubborn(), Stubborn()))
    assert not runner.play(max_moves=200)
    assert not runner.hand_over and not runner.over


def test_variant_scoring_decides_the_end() -> None:
    info = PLUGINS.variant("hollywood")
    players = (PLUGINS.make_strategy("standard", 1), PLUGINS.make_strategy("easy", 2))
    runner = GameRunner(GameSpec(Variant(info.name, info.rules, info.scoring), seed=9), players)
    ends: list[Match] = []
    assert runner.play(on_hand_end=ends.append)
    assert len(ends) == runner.match.hand_number
    assert runner.match.rules.score_limit == 999 and runner.match.result is None  # the engine never ends it
    assert all(game.over for game in runner.games())
    assert runner.outcome().winner in (0, 1)


def test_standard_scoring_is_an_object() -> None:
    runner = GameRunner(GameSpec(Variant.standard(Rules()), seed=1))
    assert isinstance(runner.scoring, StandardScoring)
    assert runner.rules == Rules()


def test_a_game_starts_from_its_spec_in_one_call() -> None:
    info = load_plugins(autoload=False).variant("hollywood")
    spec = GameSpec(Variant(info.name, info.rules, info.scoring), ("A", "B"), seed="spec-key", first_dealer=1)
    runner = GameRunner(spec, (FallbackStrategy(), FallbackStrategy()))
    by_hand = Match.new(info.scoring.engine_rules(info.rules), seed="spec-key", first_dealer=1)
    assert runner.match.hand == by_hand.hand and runner.match.hand.dealer == 1
    assert runner.match.rules == spec.variant.engine_rules and runner.rules == info.rules  # Hollywood's own rules
    assert runner.play() and runner.log.spec == spec
