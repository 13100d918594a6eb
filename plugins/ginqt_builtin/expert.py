"""The built-in ``expert`` opponent: every move weighed by :func:`ginqt.analysis.analyse`.

It reads the opponent's hand from the public events, samples deals consistent with
it, settles every possible knock on them and plays the other moves out, and picks the
move with the best chance of winning the game.  Between hands it learns how eagerly
the opponent knocks (:class:`~ginqt.analysis.OpponentProfile`).  It sees only its own
view and the public events, and it is deterministic for a given seed.
"""

from __future__ import annotations

from ginqt.analysis import Effort, OpponentProfile, Weights, analyse
from ginqt.engine import Action, ActionKind, PlayerView
from ginqt.melds import deadwood_after_each
from ginqt.strategy import BaseStrategy

__all__ = ["ExpertStrategy"]


class ExpertStrategy(BaseStrategy):
    """Plays the move that :func:`ginqt.analysis.analyse` values most."""

    description = (
        "An expert: reads your hand from what you take, refuse and throw, weighs every move on "
        "sampled deals, knocks when the undercut risk is low, and plays the score"
    )

    def __init__(self, seed: int | None = None, effort: Effort | None = None, weights: Weights | None = None) -> None:
        super().__init__(seed)
        self.effort = effort if effort is not None else Effort()
        self.weights = weights if weights is not None else Weights()
        self.profile = OpponentProfile()

    def new_hand(self, view: PlayerView) -> None:
        if self.events:  # the last hand's events: what did the opponent show of its knocking?
            self.profile = self.profile.after_hand(view.player, self.events, view.rules)
        super().new_hand(view)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        quick = _obvious(view)
        if quick is not None:
            return quick
        seed = f"{self.seed or 0}/{view.hand_number}/{view.turns}/{view.phase.value}"
        analysis = analyse(view, self.events, seed=seed, profile=self.profile, effort=self.effort, weights=self.weights)
        return analysis.best.action


def _obvious(view: PlayerView) -> Action | None:
    """Big gin, or gin: nothing to weigh."""
    knocks = []
    for action in view.legal_actions:
        if action.kind is ActionKind.BIG_GIN:
            return action
        if action.kind is ActionKind.KNOCK and action.card is not None:
            knocks.append(action)
    if knocks:
        hand = view.hand.mask
        afters = deadwood_after_each(hand, [a.card for a in knocks if a.card is not None])
        for action, after in zip(knocks, afters, strict=True):
            if after == 0:
                return action
    return None
