"""The observation and action encoding shared by the environment and the policy adapter (numpy only).

Everything is worked out from a :class:`~ginqt.engine.PlayerView`, so a policy sees exactly
what a strategy plugin sees, in the environment and on the table alike.  The observation's
:data:`OBSERVATION_SIZE` values and the :data:`ACTION_COUNT` actions are tabled in docs/RESEARCH.md,
"The observation encoding".  Playing on to gin (an engine move of its own) has no number: a policy
is not offered it and knocks or discards.

.. versionadded:: 0.3
"""

from __future__ import annotations

from typing import Final

import numpy as np
from numpy.typing import NDArray

from ginqt.engine import Action, ActionKind, Phase, PlayerView

__all__ = [
    "ACTION_COUNT",
    "OBSERVATION_SIZE",
    "action_index",
    "describe_action",
    "encode_view",
    "legal_indices",
]

HAND, KNOWN, TOP, PILE = 0, 52, 104, 156
STOCK, MY_SCORE, THEIR_SCORE, PHASE, KNOCK_LIMIT, THEIR_CARDS, DEALER, TURNS = range(208, 216)
#: Values in an observation.
OBSERVATION_SIZE: Final = 216
#: Actions (docs/RESEARCH.md).
ACTION_COUNT: Final = 109

_BASE: Final = {ActionKind.TAKE_UPCARD: 0, ActionKind.PASS: 1, ActionKind.DRAW_STOCK: 2, ActionKind.DRAW_DISCARD: 3,
                ActionKind.DISCARD: 4, ActionKind.KNOCK: 56, ActionKind.BIG_GIN: 108}
_PHASES: Final = {Phase.UPCARD_OFFER: 0, Phase.DRAW: 1, Phase.DISCARD: 2, Phase.OVER: 3}
_PLACES: Final = np.arange(1, 53, dtype=np.float32)


def action_index(action: Action) -> int:
    """The number of an engine action (docs/RESEARCH.md)."""
    return _BASE[action.kind] + (action.card if action.card is not None else 0)


def legal_indices(view: PlayerView) -> dict[int, Action]:
    """The view's legal actions by number (empty when it is not this player's turn)."""
    legal: dict[int, Action] = {}
    discard, knock, to_gin = ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.PLAY_TO_GIN
    for action in view.legal_actions:  # the environment's hot path: no enum hashing for the 11 discards
        kind = action.kind
        if kind is discard:
            legal[4 + action.card] = action  # type: ignore[operator]
        elif kind is knock:
            legal[56 + action.card] = action  # type: ignore[operator]
        elif kind is to_gin:
            continue  # not in the encoding (see the module's description)
        else:
            legal[_BASE[kind]] = action
    return legal


def encode_view(view: PlayerView, legal: dict[int, Action] | None = None) -> tuple[NDArray[np.float32],
                                                                                    NDArray[np.int8]]:
    """The observation and the action mask of ``view`` (``legal``: its :func:`legal_indices`, if known)."""
    observation = np.empty(OBSERVATION_SIZE, dtype=np.float32)
    pile = view.discard_pile
    planes = view.hand.mask | view.opponent_known.mask << 52 | (1 << pile[-1] + 104 if pile else 0)
    observation[:PILE] = np.unpackbits(np.frombuffer(planes.to_bytes(20, "little"), dtype=np.uint8),
                                       count=PILE, bitorder="little")
    observation[PILE:STOCK] = 0.0
    if pile:
        observation[np.fromiter(pile, dtype=np.intp, count=len(pile)) + PILE] = _PLACES[:len(pile)]
    me = view.player
    scores = view.scores
    observation[STOCK:] = (view.stock_count, scores[me], scores[1 - me], _PHASES[view.phase], view.knock_limit,
                           view.opponent_card_count, view.dealer == me, view.turns)
    mask = np.zeros(ACTION_COUNT, dtype=np.int8)
    if legal is None:
        legal = legal_indices(view)
    if legal:
        mask[list(legal)] = 1
    return observation, mask


def describe_action(index: int) -> str:
    """An action number in words, e.g. ``discard 7H``.

    >>> describe_action(2), describe_action(4 + 19), describe_action(56 + 0)
    ('draw from the stock', 'discard 7H', 'knock with AS')
    """
    from ginqt.cards import Card

    if not 0 <= index < ACTION_COUNT:
        raise ValueError(f"no action {index} (there are {ACTION_COUNT})")
    fixed = {0: "take the upcard", 1: "pass", 2: "draw from the stock", 3: "take the discard", 108: "big gin"}
    if index in fixed:
        return fixed[index]
    kind, card = ("discard", index - 4) if index < 56 else ("knock with", index - 56)
    return f"{kind} {Card(card)}"
