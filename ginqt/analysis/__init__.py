"""The reasoning behind the expert opponent and the hints, as data (pure Python, no Qt).

* :mod:`~ginqt.analysis.inference` — what the public events say about the opponent's hand;
* :mod:`~ginqt.analysis.sampling` — deals consistent with it;
* :mod:`~ginqt.analysis.playout` — fast playouts of the rest of a hand;
* :mod:`~ginqt.analysis.situation` — what a hand's points are worth in the game;
* :mod:`~ginqt.analysis.profile` — how the opponent knocks, from the finished hands;
* :mod:`~ginqt.analysis.evaluator` — the deals of one analysis and the tools moves are weighed with;
* :mod:`~ginqt.analysis.evaluate` — :func:`analyse`: every legal move valued, with its reasons;
* :mod:`~ginqt.analysis.values` — the results as data (:class:`Analysis`, :class:`ActionValue`, ...);
* :mod:`~ginqt.analysis.advice` — :func:`advise`: the expert's move for a view and why (what the hints show).

See ``docs/ANALYSIS.md``.

.. versionadded:: 0.2
"""

from ginqt.analysis.advice import advice_seed, advise
from ginqt.analysis.evaluate import analyse
from ginqt.analysis.evaluator import Evaluator
from ginqt.analysis.inference import EvidenceWeights, Inference, infer, meld_neighbours
from ginqt.analysis.playout import Ender, OpponentPolicy, Table, playout, settle_points
from ginqt.analysis.profile import OpponentProfile
from ginqt.analysis.sampling import Deal, HandModel, sample_deals
from ginqt.analysis.situation import MatchSituation, situation
from ginqt.analysis.values import ActionValue, Analysis, Effort, Reason, Weights, Why

__all__ = [
    "ActionValue",
    "Analysis",
    "Deal",
    "Effort",
    "Ender",
    "Evaluator",
    "EvidenceWeights",
    "HandModel",
    "Inference",
    "MatchSituation",
    "OpponentPolicy",
    "OpponentProfile",
    "Reason",
    "Table",
    "Weights",
    "Why",
    "advice_seed",
    "advise",
    "analyse",
    "infer",
    "meld_neighbours",
    "playout",
    "sample_deals",
    "settle_points",
    "situation",
]
