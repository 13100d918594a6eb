"""The expert's advice for a view: :func:`advise`, the move the built-in ``expert`` plays.

The ``expert`` strategy plays ``advise(...).best.action``; the hints and anything else
that wants "what would the expert do here, and why" call :func:`advise` with the same
arguments and get the same analysis, so the advice always agrees with the expert's move.

>>> from ginqt.engine import Match, view
>>> from ginqt.rules import Rules
>>> match = Match.new(Rules(), seed=5, first_dealer=1)
>>> me = view(match, 0)
>>> advice = advise(me, match.events, seed=7)
>>> advice.best.action in me.legal_actions
True
>>> advise(me, match.events, seed=7) == advice   # the same arguments, the same advice
True

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Iterable

from ginqt.analysis.evaluate import analyse
from ginqt.analysis.profile import OpponentProfile
from ginqt.analysis.values import Analysis, Effort, Weights
from ginqt.engine import Event, PlayerView

__all__ = ["advice_seed", "advise"]


def advice_seed(seed: int, view: PlayerView) -> str:
    """The seed of the analysis of ``view``'s decision, for an adviser seeded with ``seed``:
    a different one for every decision of a game, the same one whenever it is asked again."""
    return f"{seed}/{view.hand_number}/{view.turns}/{view.phase.value}"


def advise(
    view: PlayerView,
    events: Iterable[Event],
    *,
    seed: int = 0,
    profile: OpponentProfile | None = None,
    effort: Effort | None = None,
    weights: Weights | None = None,
) -> Analysis:
    """What the ``expert`` seeded with ``seed`` would play in ``view`` and why: every legal
    move valued (:func:`~ginqt.analysis.analyse`), the expert's move first.

    ``events`` are this hand's events as ``view``'s player saw them; ``profile`` is what the
    earlier hands of the game showed of the opponent (:meth:`OpponentProfile.after_hand`).
    """
    return analyse(view, events, seed=advice_seed(seed, view), profile=profile, effort=effort, weights=weights)
