"""A PettingZoo AEC environment over GinQt's game runner: any variant, action masks.

An episode is one game to the variant's end (the score limit, or its own match scoring).
The agents are ``player_0`` and ``player_1`` (seats 0 and 1); whoever is to move is
:attr:`GinRummyEnv.agent_selection`.  Observations are ``{"observation": ..., "action_mask":
...}`` (:mod:`ginqt.env.encoding`); an illegal action raises
:class:`~ginqt.engine.IllegalActionError`.

Rewards (``reward=``): ``"game"`` (the default) gives +1 to the game's winner and -1 to the
loser when the game ends (0 each for a draw); ``"points"`` gives each hand's change of the
score difference, as the hand is scored (the winner's points to it, their negative to the
other).  A game longer than ``max_hands`` hands, or a hand longer than ``max_moves`` moves, is
truncated.

Each agent's ``info`` holds, when it is to move, ``"view"`` (its
:class:`~ginqt.engine.PlayerView`) and ``"calls"``: what a strategy at the table would have
been told since its last move, in order (``("new_hand", view)`` and ``("observe", event)``;
see :class:`~ginqt.env.policy.StrategyPolicy`).

.. versionadded:: 0.3
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ginqt.engine import IllegalActionError, PlayerView
from ginqt.env.encoding import ACTION_COUNT, OBSERVATION_SIZE, encode_view, legal_indices
from ginqt.play.runner import STANDARD_SCORING, GameRunner
from ginqt.play.seats import Answer, OpenSeat
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.variants import MatchScoring

__all__ = ["AGENTS", "GinRummyEnv", "env"]

AGENTS = ("player_0", "player_1")
#: A game that has not ended after this many hands is truncated (as in tournaments).
MAX_HANDS = 500
#: A hand with more moves than this is truncated (players taking each other's discards for ever).
MAX_MOVES = 2000


def _observation_space() -> spaces.Dict:
    high = np.full(OBSERVATION_SIZE, 1.0, dtype=np.float32)
    high[156:208] = 52
    high[208:] = np.inf
    return spaces.Dict({
        "observation": spaces.Box(0.0, high, shape=(OBSERVATION_SIZE,), dtype=np.float32),
        "action_mask": spaces.Box(0, 1, shape=(ACTION_COUNT,), dtype=np.int8),
    })


class GinRummyEnv(AECEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """Gin Rummy for two agents, one game an episode (see the module's description)."""

    metadata: ClassVar[dict[str, Any]] = {"name": "ginqt_gin_rummy_v0", "render_modes": ["ansi"],
                                          "is_parallelizable": False}

    def __init__(self, variant: str = "standard", *, rules: Rules | None = None,
                 scoring: MatchScoring = STANDARD_SCORING, reward: str = "game", render_mode: str | None = None,
                 max_hands: int = MAX_HANDS, max_moves: int = MAX_MOVES) -> None:
        """The game of ``variant`` (an installed variant's name), or of ``rules`` and ``scoring`` when given."""
        super().__init__()
        if reward not in ("game", "points"):
            raise ValueError(f"reward must be 'game' or 'points', not {reward!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        if rules is None:
            from ginqt.plugins import load_plugins

            info = load_plugins(autoload=False).variant(variant)
            rules, scoring = info.rules, info.scoring
        #: The game each reset deals anew: the variant (its rules and scoring) with the agents' seats.
        self.spec = GameSpec(Variant(variant, rules, scoring), seats=(AGENTS[0], AGENTS[1]))
        self.reward, self.render_mode = reward, render_mode
        self.max_hands, self.max_moves = max_hands, max_moves
        self.possible_agents = list(AGENTS)
        self.observation_spaces = {agent: _observation_space() for agent in AGENTS}
        self.action_spaces = {agent: spaces.Discrete(ACTION_COUNT) for agent in AGENTS}
        self._random = random.Random()
        self.runner: GameRunner | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` makes this game and the next ones (reset without a seed) reproducible."""
        if seed is not None:
            self._random = random.Random(seed)
        self._seats = (OpenSeat(), OpenSeat())  # each agent's seat: asked by the runner, answered by step()
        self.runner = GameRunner(replace(self.spec, seed=self._random.getrandbits(63)), self._seats)
        self.agents = list(AGENTS)
        self.rewards = {agent: 0.0 for agent in AGENTS}
        self._cumulative_rewards = {agent: 0.0 for agent in AGENTS}
        self.terminations = {agent: False for agent in AGENTS}
        self.truncations = {agent: False for agent in AGENTS}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in AGENTS}
        self._moves = 0
        self._turn()

    def _turn(self) -> None:
        """The player to move is the selected agent; its view, legal actions and info are made once."""
        assert self.runner is not None
        seat = self.runner.to_play
        assert seat is not None
        self.agent_selection = AGENTS[seat]
        self._view = self.runner.view(seat)
        self._legal = legal_indices(self._view)
        self._encoded: tuple[Any, Any] | None = None
        self._answer: Answer = self.runner.ask()
        self.infos[self.agent_selection] = {"view": self._view, "calls": self._seats[seat].drain()}

    def observe(self, agent: str) -> dict[str, Any]:
        runner = self.runner
        if runner is None:
            raise RuntimeError("call reset() first")
        if agent == self.agent_selection and self._view is not None:
            if self._encoded is None:
                self._encoded = encode_view(self._view, self._legal)
            observation, mask = self._encoded
            return {"observation": observation.copy(), "action_mask": mask.copy()}
        observation, mask = encode_view(runner.view(AGENTS.index(agent)))
        return {"observation": observation, "action_mask": mask}

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        runner = self.runner
        assert runner is not None
        move = self._legal.get(int(action)) if action is not None else None
        if move is None:
            raise IllegalActionError(f"action {action!r} is not legal for {agent} now")
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {name: 0.0 for name in AGENTS}
        scores = runner.match.scores
        self._answer.set(move)
        runner.take(self._answer)
        self._moves += 1
        if runner.hand_over:
            self._hand_over(runner, scores)
        elif self._moves > self.max_moves:
            self._end(truncated=True)
        else:
            self._turn()
        self._accumulate_rewards()

    def _hand_over(self, runner: GameRunner, before: tuple[int, int]) -> None:
        if self.reward == "points":
            after = runner.match.scores
            gain = (after[0] - before[0]) - (after[1] - before[1])
            self.rewards = {AGENTS[0]: float(gain), AGENTS[1]: float(-gain)}
        if runner.over:
            if self.reward == "game":
                winner = runner.outcome().winner
                if winner is not None:
                    self.rewards = {AGENTS[winner]: 1.0, AGENTS[1 - winner]: -1.0}
            self._end(truncated=False)
        elif runner.match.hand_number >= self.max_hands:
            self._end(truncated=True)
        else:
            runner.next_hand()
            self._moves = 0
            self._turn()

    def _end(self, *, truncated: bool) -> None:
        for agent in AGENTS:
            (self.truncations if truncated else self.terminations)[agent] = True
        self._view = None  # type: ignore[assignment]
        self._legal = {}
        self._encoded = None

    def render(self) -> str | None:
        """The game as text (``render_mode="ansi"``): the scores, each hand, the pile's top and the stock."""
        if self.render_mode is None or self.runner is None:
            return None
        match = self.runner.match
        hand = match.hand
        lines = [f"hand {match.hand_number}, scores {match.scores[0]}-{match.scores[1]}, {hand.phase.value}, "
                 f"stock {len(hand.stock)}, pile top {hand.discard_pile[-1] if hand.discard_pile else '-'}"]
        for seat, agent in enumerate(AGENTS):
            view = PlayerView.of(match, seat)
            lines.append(f"{agent}: {' '.join(str(card) for card in view.hand)}")
        return "\n".join(lines)

    def close(self) -> None:
        self.runner = None


def env(**options: Any) -> GinRummyEnv:
    """A :class:`GinRummyEnv` (PettingZoo's naming): ``env(variant="oklahoma", reward="points")``."""
    return GinRummyEnv(**options)
