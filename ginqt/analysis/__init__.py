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

from typing import TYPE_CHECKING, Any

# Two names are also their modules' names: imported here, so that importing the module (which sets the
# package's attribute to it) cannot hide the function.
from ginqt.analysis.playout import playout
from ginqt.analysis.situation import situation

if TYPE_CHECKING:
    from ginqt.analysis.advice import advice_seed, advise
    from ginqt.analysis.evaluate import analyse
    from ginqt.analysis.evaluator import Evaluator
    from ginqt.analysis.inference import EvidenceWeights, Inference, infer, meld_neighbours
    from ginqt.analysis.playout import Ender, OpponentPolicy, Table, settle_points
    from ginqt.analysis.profile import OpponentProfile
    from ginqt.analysis.sampling import Deal, HandModel, sample_deals
    from ginqt.analysis.situation import MatchSituation
    from ginqt.analysis.values import ActionValue, Analysis, Effort, Reason, Weights, Why

#: Where each name lives: a name is imported from its module when first asked for (PEP 562), so that what
#: needs the values alone (the hints' words, the window's start) does not import the search.
_HOMES = {
    "advice": ("advice_seed", "advise"),
    "evaluate": ("analyse",),
    "evaluator": ("Evaluator",),
    "inference": ("EvidenceWeights", "Inference", "infer", "meld_neighbours"),
    "playout": ("Ender", "OpponentPolicy", "Table", "settle_points"),
    "profile": ("OpponentProfile",),
    "sampling": ("Deal", "HandModel", "sample_deals"),
    "situation": ("MatchSituation",),
    "values": ("ActionValue", "Analysis", "Effort", "Reason", "Weights", "Why"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


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
