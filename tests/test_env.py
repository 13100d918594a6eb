"""The PettingZoo environment: PettingZoo's own API test, the encoding, and policies at the table."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from ginqt_builtin.strategies import StandardStrategy
from pettingzoo.test import api_test

from ginqt.cards import parse_card
from ginqt.engine import ActionKind, Match, PlayerView
from ginqt.env import (
    ACTION_COUNT,
    PolicyStrategy,
    RandomPolicy,
    StrategyPolicy,
    action_index,
    describe_action,
    encode_view,
    register_policy,
)
from ginqt.env.aec import GinRummyEnv
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import hookimpl, load_plugins
from ginqt.plugins.registry import StrategyRegistry
from ginqt.research.job import GameJob
from ginqt.research.tournament import run_tournament
from ginqt.rules import Rules


@pytest.mark.parametrize("variant", ["standard", "oklahoma", "hollywood"])
def test_pettingzoo_api_test_passes(variant: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # "the observation is a dict": masks are, in PettingZoo's own envs
        api_test(GinRummyEnv(variant), num_cycles=300)


def test_the_observation_is_the_documented_encoding() -> None:
    match = Match.new(Rules(), seed=5)
    view = PlayerView.of(match, match.hand.to_play)
    observation, mask = encode_view(view)
    assert observation.shape == (216,) and mask.shape == (ACTION_COUNT,)
    assert set(np.flatnonzero(observation[:52])) == set(view.hand)
    assert not observation[52:104].any()  # the opponent has taken nothing yet
    top = view.discard_pile[-1]
    assert list(np.flatnonzero(observation[104:156])) == [top] and observation[156 + top] == len(view.discard_pile)
    assert observation[208] == view.stock_count and observation[211] == 0  # the upcard's offer
    assert sorted(np.flatnonzero(mask)) == sorted(action_index(a) for a in view.legal_actions) == [0, 1]
    card = parse_card("7h")
    assert describe_action(4 + card) == "discard 7H" and describe_action(56 + card) == "knock with 7H"
    with pytest.raises(ValueError, match="no action 109"):
        describe_action(109)


def test_a_strategy_through_the_environment_plays_as_at_the_table() -> None:
    """Two `standard` players acting through the environment (StrategyPolicy, fed the info's calls) play
    the very game the runner plays with them seated; the rewards are the game's result."""
    env = GinRummyEnv()
    env.reset(seed=11)
    policies = {agent: StrategyPolicy(StandardStrategy(seed)) for seed, agent in enumerate(env.possible_agents)}
    moves = 0
    rewards = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        rewards[agent] += reward
        if terminated or truncated:
            env.step(None)  # type: ignore[arg-type]
            continue
        env.step(policies[agent](observation["observation"], observation["action_mask"], info))
        moves += 1
    assert env.runner is not None
    runner = GameRunner(GameSpec(Variant.standard(Rules()), seed=random.Random(11).getrandbits(63)),
                                  (StandardStrategy(0), StandardStrategy(1)))
    assert runner.play()
    assert env.runner.match.scores == runner.match.scores and env.runner.match.hand_number == runner.match.hand_number
    winner = runner.outcome().winner
    assert winner is not None
    assert rewards == {f"player_{winner}": 1.0, f"player_{1 - winner}": -1.0}
    assert moves > 20


def test_points_rewards_are_zero_sum_and_an_illegal_action_is_refused() -> None:
    env = GinRummyEnv(reward="points", rules=Rules(score_limit=30))
    env.reset(seed=3)
    chooser = random.Random(3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)  # type: ignore[arg-type]
            continue
        legal = np.flatnonzero(observation["action_mask"])
        illegal = next(a for a in range(ACTION_COUNT) if a not in legal)
        with pytest.raises(ValueError, match=f"action {illegal} is not legal"):
            env.step(illegal)
        env.step(int(chooser.choice(legal)) if chooser.random() < 0.5 else _greedy(observation["action_mask"]))
    assert totals["player_0"] == -totals["player_1"] != 0


def _greedy(mask: np.ndarray) -> int:
    """Knock when allowed; else take nothing and throw the highest card."""
    legal = np.flatnonzero(mask)
    knocks = [a for a in legal if 56 <= a < 108]
    return int(knocks[0] if knocks else (2 if 2 in legal else 1 if 1 in legal else legal[-1]))


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    register_policy(registry, "random-policy", RandomPolicy, "a legal move at random")
    register_policy(registry, "bad-policy", lambda seed: lambda observation, mask: 999, "always an illegal move")


class _PolicyPlugin:
    ginqt_register_strategies = staticmethod(ginqt_register_strategies)


def test_a_policy_is_a_strategy_plugin() -> None:
    plugins = load_plugins(autoload=False, extra=[("policies", _PolicyPlugin())])
    result = run_tournament(GameJob("random-policy", "easy", seed=1), 2, plugins=plugins)
    policy, easy = result.players
    assert policy.faults == 0 and policy.decisions > 0 and easy.games_won == 2
    bad = run_tournament(GameJob("bad-policy", "easy", seed=1), 1, plugins=plugins)
    assert bad.players[0].faults > 0 and "action 999, which is not legal" in bad.players[0].fault_examples[0]
    strategy = PolicyStrategy(RandomPolicy(1))
    view = PlayerView.of(Match.new(Rules(), seed=2), 0)
    if view.legal_actions:
        assert strategy.choose(view).kind in (ActionKind.TAKE_UPCARD, ActionKind.PASS)
