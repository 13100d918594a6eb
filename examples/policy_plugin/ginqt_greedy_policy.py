"""A GinQt strategy plugin made from policies over the environment's encoding (docs/RESEARCH.md).

It registers two strategies, each a ``policy(observation, mask) -> action`` seated at the table by
:func:`ginqt.env.register_policy`:

* ``greedy-policy``: reads only the observation (my hand, the top of the pile) and plays for the
  least deadwood: knock when it may, take the top card when keeping it lowers the deadwood, throw the
  card whose loss leaves the least deadwood (the highest of those);
* ``random-policy``: a legal action at random.

Install it (``pip install examples/policy_plugin``) and both are opponents in the window and in
``ginqt tournament``; or name the module for one run: ``-p ginqt_greedy_policy``.  A trained agent is
packaged the same way: its policy instead of these.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ginqt.cards import CARD_VALUES
from ginqt.env import RandomPolicy, register_policy
from ginqt.melds import mask_min_deadwood
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry

TAKE_UPCARD, PASS, STOCK, PILE, DISCARD, KNOCK = 0, 1, 2, 3, 4, 56


def _mask(plane: np.ndarray) -> int:
    return sum(1 << int(card) for card in np.flatnonzero(plane))


def _least_after(hand: int, cards: list[int]) -> tuple[int, int]:
    """The card whose discard leaves the least deadwood (the highest card of those), and that deadwood."""
    deadwood, _, card = min((mask_min_deadwood(hand & ~(1 << c)), -CARD_VALUES[c], c) for c in cards)
    return card, deadwood


def greedy_policy(seed: int | None = None) -> Callable[[np.ndarray, np.ndarray], int]:
    """The greedy policy (it uses no randomness: ``seed`` is ignored)."""

    def policy(observation: np.ndarray, mask: np.ndarray) -> int:
        legal = set(np.flatnonzero(mask).tolist())
        hand = _mask(observation[0:52])
        knocks = [a for a in legal if KNOCK <= a < KNOCK + 52]
        if knocks:
            return KNOCK + _least_after(hand, [a - KNOCK for a in knocks])[0]
        discards = [a - DISCARD for a in legal if DISCARD <= a < DISCARD + 52]
        if discards:
            return DISCARD + _least_after(hand, discards)[0]
        tops = np.flatnonzero(observation[104:156])
        take = TAKE_UPCARD if TAKE_UPCARD in legal else PILE
        if take in legal and len(tops):
            top = int(tops[0])
            after = _least_after(hand | 1 << top, [c for c in range(52) if hand >> c & 1])[1]
            if after < mask_min_deadwood(hand):
                return take
        return PASS if PASS in legal else STOCK

    return policy


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    register_policy(registry, "greedy-policy", greedy_policy,
                    "a policy over the observation: the least deadwood, knocks at once")
    register_policy(registry, "random-policy", RandomPolicy, "a legal move at random")
