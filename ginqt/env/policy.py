"""Policies and strategies, both ways: a policy as a GinQt strategy plugin, a strategy as a policy.

A *policy* is any callable ``policy(observation, mask) -> action`` over the encoding of
:mod:`ginqt.env.encoding` (a trained network, a rule, a random choice).
:class:`PolicyStrategy` seats it at the table: it is a :class:`~ginqt.strategy.Strategy`,
so a plugin registers it like any other (:func:`register_policy`), and it plays in the
window, in tournaments and round robins, in its own process like every third-party plugin.

:class:`StrategyPolicy` goes the other way: a GinQt strategy (``expert``, say) acting in
the environment, from the view and the events the environment hands every agent in its
``info`` (``info["view"]``, ``info["calls"]``); it plays exactly as it does at the table.

.. versionadded:: 0.3
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from ginqt.engine import Action, Event, IllegalActionError, PlayerView
from ginqt.env.encoding import action_index, encode_view, legal_indices
from ginqt.plugins.registry import StrategyRegistry
from ginqt.strategy import Strategy

__all__ = ["Policy", "PolicyStrategy", "RandomPolicy", "StrategyPolicy", "register_policy"]


class Policy(Protocol):
    """Chooses an action number from an observation and the mask of legal actions."""

    def __call__(self, observation: NDArray[np.float32], mask: NDArray[np.int8]) -> int: ...


class RandomPolicy:
    """A legal action at random (seeded)."""

    def __init__(self, seed: int | None = None) -> None:
        self.random = random.Random(seed)

    def __call__(self, observation: NDArray[np.float32], mask: NDArray[np.int8]) -> int:
        return int(self.random.choice(np.flatnonzero(mask)))


class PolicyStrategy:
    """A policy seated as a GinQt strategy: each decision is ``policy(*encode_view(view))``.

    An action that is not legal raises :class:`~ginqt.engine.IllegalActionError`; at the table
    the guard then plays the fallback's move for it and counts a fault, as for any plugin.
    """

    def __init__(self, policy: Callable[[NDArray[np.float32], NDArray[np.int8]], int]) -> None:
        self.policy = policy

    def new_hand(self, view: PlayerView) -> None:
        pass

    def observe(self, event: Event) -> None:
        pass

    def choose(self, view: PlayerView) -> Action:
        legal = legal_indices(view)
        observation, mask = encode_view(view, legal)
        choice = self.policy(observation, mask)
        try:
            return legal[int(choice)]
        except (KeyError, TypeError, ValueError):
            raise IllegalActionError(f"the policy chose action {choice!r}, which is not legal now") from None


def register_policy(registry: StrategyRegistry, name: str, make_policy: Callable[[int | None], Any],
                    description: str = "") -> None:
    """Register ``make_policy(seed)``'s policies as strategy ``name`` (in a plugin's
    ``ginqt_register_strategies`` hook): each game gets a new policy, seeded as strategies are."""
    registry.register(name, lambda seed: PolicyStrategy(make_policy(seed)), description)


class StrategyPolicy:
    """A GinQt strategy acting in the environment: ``policy(observation, mask, info) -> action``.

    ``info`` is the environment's info for the agent to act: the strategy is told the calls
    it would have had at the table (``new_hand`` and ``observe``, in order) and asked to choose
    from ``info["view"]``.
    """

    def __init__(self, strategy: Strategy) -> None:
        self.strategy = strategy

    def __call__(self, observation: NDArray[np.float32], mask: NDArray[np.int8], info: dict[str, Any]) -> int:
        calls: Sequence[tuple[str, Any]] = info.get("calls", ())
        for call, argument in calls:
            if call == "new_hand":
                self.strategy.new_hand(argument)
            else:
                self.strategy.observe(argument)
        return action_index(self.strategy.choose(info["view"]))
