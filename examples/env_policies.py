"""Policies in GinQt's PettingZoo environment: nothing is trained here.

    python examples/env_policies.py [--games 3] [--variant standard] [--seed 1]

Plays games between a random policy and the built-in ``expert`` acting through the environment
(:class:`ginqt.env.StrategyPolicy`), then counts how many agent steps a second the environment
takes with random legal actions.  A learning agent takes the random policy's place: it gets the
same ``observation`` and ``action_mask`` and returns an action number (docs/RESEARCH.md).
"""

from __future__ import annotations

import argparse
import time

from ginqt.env import RandomPolicy, StrategyPolicy
from ginqt.env.aec import GinRummyEnv
from ginqt.plugins import load_plugins


def play(env: GinRummyEnv, policies: dict, seed: int) -> dict[str, float]:
    """One game; each agent's total reward."""
    env.reset(seed=seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        policy = policies[agent]
        if isinstance(policy, StrategyPolicy):
            env.step(policy(observation["observation"], observation["action_mask"], info))
        else:
            env.step(policy(observation["observation"], observation["action_mask"]))
    return totals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    env = GinRummyEnv(options.variant)
    expert = load_plugins(autoload=False).strategy("expert").factory
    assert expert is not None
    wins = {"random": 0, "expert": 0}
    for game in range(options.games):
        policies = {"player_0": RandomPolicy(game), "player_1": StrategyPolicy(expert(game))}
        totals = play(env, policies, options.seed + game)
        winner = "random" if totals["player_0"] > 0 else "expert" if totals["player_1"] > 0 else None
        if winner:
            wins[winner] += 1
        print(f"game {game}: {winner or 'nobody'} won, {env.runner.match.hand_number} hands, "
              f"scores {env.runner.match.scores}")
    print(f"random policy {wins['random']}, expert through the environment {wins['expert']}")
    start, steps = time.perf_counter(), 0
    randoms = {agent: RandomPolicy(i) for i, agent in enumerate(env.possible_agents)}
    while time.perf_counter() - start < 3:
        env.reset(seed=steps)
        for agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else randoms[agent](observation["observation"],
                                                                         observation["action_mask"]))
            steps += 1
    print(f"random legal actions: {steps / (time.perf_counter() - start):,.0f} agent steps a second")


if __name__ == "__main__":
    main()
