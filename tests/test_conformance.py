"""Every registered variant x strategy plays complete games that end with consistent scores."""

from __future__ import annotations

import random
import zlib

import pytest
from engine_helpers import all_cards_mask

from ginqt.cards import DECK_MASK
from ginqt.engine import Action, PlayerView
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import Plugins, hookimpl, load_plugins
from ginqt.plugins.registry import StrategyRegistry
from ginqt.variants import StandardScoring


class RandomStrategy:
    """Any legal move, uniformly: finds the odd corners of every variant."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def new_hand(self, view: PlayerView) -> None:
        pass

    def observe(self, event: object) -> None:
        pass

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(view.legal_actions)


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("random", RandomStrategy, "uniformly random legal moves")


class _TestPlugin:
    ginqt_register_strategies = staticmethod(ginqt_register_strategies)


PLUGINS: Plugins = load_plugins(autoload=False, extra=[("conformance", _TestPlugin())])
VARIANTS = sorted(PLUGINS.variants)
STRATEGIES = sorted(PLUGINS.strategies)


def test_the_registry_has_what_the_issue_names() -> None:
    assert {"standard", "oklahoma", "straight", "space-cowboy", "classic", "hollywood"} <= set(VARIANTS)
    assert {"easy", "standard", "random"} <= set(STRATEGIES)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("strategy", STRATEGIES)
def test_a_game_ends_with_consistent_scores(variant: str, strategy: str) -> None:
    info = PLUGINS.variants[variant]
    seed = zlib.crc32(f"{variant}/{strategy}".encode()) % 10_000
    players = [PLUGINS.make_guarded(strategy, seed), PLUGINS.make_guarded("standard", seed)]
    spec = GameSpec(Variant(info.name, info.rules, info.scoring), seed=seed, first_dealer=seed % 2)
    runner = GameRunner(spec, players)
    scores = [0, 0]
    for _ in range(400):
        moves = 0
        while not runner.hand_over:
            match = runner.match
            assert all_cards_mask(match.hand) == DECK_MASK
            seat = match.to_play
            v = runner.view(seat)
            assert v.visible_cards().mask & match.hand.hands[1 - seat] & ~match.hand.known[1 - seat] == 0
            runner.step()
            moves += 1
            assert moves < 3000
        match = runner.match
        result = match.hand.result
        assert result is not None
        if result.winner is not None:
            assert result.points > 0
            scores[result.winner] += result.points
        assert list(match.history[-1].scores_after) == scores == list(match.scores)
        if runner.over:
            break
        runner.next_hand()
    else:
        pytest.fail("the game did not end")
    assert not players[0].faults and not players[1].faults
    outcome = runner.outcome()
    limit = info.rules.score_limit
    if isinstance(info.scoring, StandardScoring):
        assert match.result is not None and outcome.winner == match.result.winner
        w = outcome.winner
        assert w is not None and scores[w] >= limit and scores[w] > scores[1 - w]
        assert all(outcome.points[p] >= scores[p] for p in (0, 1))
    else:
        assert all(game.over for game in outcome.games)
        for game in outcome.games:
            assert game.winner is not None and game.scores[game.winner] >= limit
            assert all(game.scores[p] <= scores[p] for p in (0, 1))
        assert outcome.points == (sum(g.scores[0] for g in outcome.games), sum(g.scores[1] for g in outcome.games))
        wins = [sum(g.winner == p for g in outcome.games) for p in (0, 1)]
        assert outcome.winner == (0 if wins[0] >= 2 else 1)
