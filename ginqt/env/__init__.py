"""GinQt for learning agents (the ``rl`` extra): a PettingZoo environment and policy plugins.

* :class:`ginqt.env.aec.GinRummyEnv` (``ginqt.env.aec.env()``): a PettingZoo AEC environment,
  one game of any variant an episode, with action masks; it needs ``pettingzoo``.
* :mod:`ginqt.env.encoding`: the documented observation and action encoding (numpy only).
* :mod:`ginqt.env.policy`: :class:`~ginqt.env.policy.PolicyStrategy` seats any
  ``policy(observation, mask) -> action`` at the table as a strategy plugin
  (:func:`~ginqt.env.policy.register_policy`); :class:`~ginqt.env.policy.StrategyPolicy` plays a
  GinQt strategy in the environment.

See docs/RESEARCH.md.

.. versionadded:: 0.3
"""

from ginqt.env.encoding import ACTION_COUNT, OBSERVATION_SIZE, action_index, describe_action, encode_view, legal_indices
from ginqt.env.policy import Policy, PolicyStrategy, RandomPolicy, StrategyPolicy, register_policy

__all__ = [
    "ACTION_COUNT",
    "OBSERVATION_SIZE",
    "Policy",
    "PolicyStrategy",
    "RandomPolicy",
    "StrategyPolicy",
    "action_index",
    "describe_action",
    "encode_view",
    "legal_indices",
    "register_policy",
]
