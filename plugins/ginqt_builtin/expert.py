"""The built-in ``expert`` opponent: every move weighed by :func:`ginqt.analysis.analyse`.

It reads the opponent's hand from the public events, samples deals consistent with
it, settles every possible knock on them and plays the other moves out, and picks the
move with the best chance of winning the game.  Between hands it learns how eagerly
the opponent knocks (:class:`~ginqt.analysis.OpponentProfile`).  It sees only its own
view and the public events, and it is deterministic for a given seed.
"""

from __future__ import annotations

from ginqt.analysis import Analysis, Effort, OpponentProfile, Weights
from ginqt.engine import Action, PlayerView
from ginqt.plugins.names import OPPONENT_DESCRIPTIONS
from ginqt.strategy import BaseStrategy

__all__ = ["ExpertStrategy"]


class ExpertStrategy(BaseStrategy):
    """Plays the move that :func:`ginqt.analysis.advise` values most (the hints show the same advice)."""

    description = OPPONENT_DESCRIPTIONS["expert"]

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
        return self.advice(view).best.action

    def advice(self, view: PlayerView) -> Analysis:
        """Every legal move of ``view`` valued, the move this expert plays first (:func:`ginqt.analysis.advise`)."""
        from ginqt.analysis import advise  # the search: imported at the first move (the window starts sooner)

        return advise(view, self.events, seed=self.seed or 0, profile=self.profile, effort=self.effort,
                      weights=self.weights)
