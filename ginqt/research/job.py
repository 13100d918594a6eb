"""A run of games as plain data, and what plays it: the contract between the tournament and its backends.

:class:`GameJob` is one run of A against B (the strategies, the variant, the deal key or seed,
how each worker loads the plugins); game ``i`` of it is the same game wherever it is played.
:func:`ginqt.research.tournament.run_tournament` plays a job in this process or in local worker
processes, or hands it to a :class:`Backend` (:mod:`ginqt.research.backends`: a Ray cluster), which
plays the games of some indices and hands back each game's tally.  Data in, tallies out: this
module imports nothing of the tournament, so both the tournament and the backends stand above it.

.. versionadded:: 0.3
   (as ``ginqt.backends.base``; ``ginqt.research.job`` since the research wing has a package of its own)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

from ginqt.plugins.sources import PluginOptions
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.research.totals import GameTally

__all__ = ["Backend", "BackendError", "GameJob", "PluginOptions"]  # PluginOptions from ginqt.plugins.sources


class BackendError(RuntimeError):
    """The backend cannot play: Ray is not installed, the cluster cannot be reached, a worker
    lacks a plugin.  The message is one line for people."""


@dataclass(frozen=True)
class GameJob:
    """Every game of a run of A against B: game ``i`` is :func:`ginqt.research.tournament.play_game` of it.

    A round robin's job names no strategies: each pair of it plays the job with its own ``a`` and ``b``.

    >>> GameJob("easy", "expert", seed=3).variant
    'standard'
    """

    a: str = ""  #: strategy A (player 0 in even games)
    b: str = ""  #: strategy B
    variant: str = "standard"
    seed: int | None = None  #: ``--seed``: game ``i`` is dealt from ``game_seed(seed, i)`` (``None`` with ``deals``)
    time_limit: float = 5.0  #: the seconds a strategy may think over one move
    memory_mb: int = DEFAULT_MEMORY_MB  #: the memory a plugin's process may use, in MiB
    plugins: PluginOptions = field(default_factory=PluginOptions)
    records: bool = False  #: each tally carries its game's record
    #: Whether A's and B's strategies are built in: a game whose worker dies is lost by one that is not.
    built_in: tuple[bool, bool] = (True, True)
    #: The run's deal key (64 hex digits): game ``i`` is dealt from a key derived from it (``None`` with ``seed``).
    deals: str | None = None
    #: ``--forfeit``: a game in which a seat faulted is scored as lost by that seat (:meth:`GameTally.forfeit`).
    forfeit: bool = False


class Backend(Protocol):
    """Plays games of a :class:`GameJob` somewhere and hands back each game's tally as it finishes."""

    def play(self, job: GameJob, indices: Iterable[int], done: Callable[[GameTally], None]) -> None:
        """Play game ``i`` of ``job`` for each of ``indices`` (read lazily: there may be 10^12 of them),
        calling ``done`` in this process with each tally, in any order.  Raises :class:`BackendError`
        when it cannot play; on ``KeyboardInterrupt`` it stops its work and lets the exception go on."""

    def close(self) -> None:
        """Let go of what the backend holds (a cluster's connection); the run calls it once, after its games."""
