"""What ``ginqt tournament`` is asked on its command line: one frozen, typed value.

:func:`ginqt.research.cli.tournament_options` makes it from the arguments, once, after checking
them; the tournament's and the round robin's command lines take it.

.. versionadded:: 0.4
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ginqt.plugins.sources import PluginOptions
from ginqt.remote.limits import DEFAULT_MEMORY_MB

__all__ = ["TournamentOptions"]


@dataclass(frozen=True, slots=True)
class TournamentOptions:
    """Every option of ``ginqt tournament`` (see its ``--help``), typed and checked by :func:`tournament_options`."""

    strategies: tuple[str, ...]
    round_robin: bool = False
    backend: Literal["local", "ray"] = "local"
    address: str | None = None  #: the Ray cluster's head
    games: int = 100
    deals: str | None = None  #: an earlier run's deal key, in lower case
    seed: int | None = None
    variant: str = "standard"
    jobs: int = 1
    time_limit: float = 5.0
    memory_limit: int = DEFAULT_MEMORY_MB
    plugins: PluginOptions = field(default_factory=PluginOptions)
    records: str | None = None  #: the folder that keeps every game's record
    json: bool = False
    csv: bool = False
    progress: bool = True  #: a progress bar on a terminal's stderr (``--no-progress``: none)
    forfeit: bool = False  #: a game in which a strategy faulted is lost by it
