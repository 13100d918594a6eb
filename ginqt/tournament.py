"""Headless tournaments: ``ginqt tournament A B [--games N] [--seed S] [--variant V] [--jobs J] [--json]``.

Each game is played to the variant's end (the score limit, or its own match scoring)
with both strategies guarded (:class:`~ginqt.plugins.guard.GuardedStrategy`): a fault
never stops the run, it is counted and reported.  Game ``i`` is dealt from
``(seed, i)`` and strategy A deals first in even games, B in odd ones, so a run gives
the same result for any number of worker processes.

>>> result = run_tournament("easy", "standard", games=2, seed=1)
>>> sum(p.games_won for p in result.players) + result.drawn
2

.. versionadded:: 0.1
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ginqt.engine import Match, SettlementKind
from ginqt.plugins import (
    PluginModuleError,
    Plugins,
    import_plugin_modules,
    load_plugins,
)
from ginqt.plugins.guard import GuardedStrategy
from ginqt.runner import GameRunner

__all__ = ["GameTally", "SeatTotals", "TournamentResult", "play_game", "run_tournament", "wilson"]

#: A game that has not ended after this many hands is scored as drawn.
MAX_HANDS = 500
#: A hand with more moves than this (players taking each other's discards for ever) ends the game, drawn.
MAX_MOVES = 2000


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95 % by default) for a proportion.

    >>> low, high = wilson(65, 100)
    >>> round(low, 3), round(high, 3)
    (0.553, 0.736)
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def game_seed(seed: int, index: int) -> int:
    """The deal seed of game ``index`` of a run seeded ``seed``."""
    return random.Random(f"ginqt-tournament/{seed}/{index}").getrandbits(63)


@dataclass
class GameTally:
    """One tournament game's statistics, per seat (0 = strategy A, 1 = strategy B).

    Not a saved game: that is :class:`ginqt.storage.GameRecord`.
    """

    index: int
    winner: int | None
    hands: int
    points: tuple[int, int]
    hands_won: list[int] = field(default_factory=lambda: [0, 0])
    gins: list[int] = field(default_factory=lambda: [0, 0])
    knocks: list[int] = field(default_factory=lambda: [0, 0])
    undercuts: list[int] = field(default_factory=lambda: [0, 0])
    dead_hands: int = 0
    abandoned: bool = False  #: a hand went on past MAX_MOVES moves
    times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    faults: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))


def play_game(
    plugins: Plugins,
    a: str,
    b: str,
    *,
    variant: str = "standard",
    seed: int = 0,
    index: int = 0,
    time_limit: float = 5.0,
) -> GameTally:
    """Play game ``index`` of a run: A is player 0 and deals first when ``index`` is even."""
    info = plugins.variant(variant)
    deal_seed = game_seed(seed, index)
    players: list[GuardedStrategy] = [
        plugins.make_guarded(name, deal_seed + seat, time_limit=time_limit) for seat, name in enumerate((a, b))
    ]
    runner = GameRunner.new(info.rules, info.scoring, seed=deal_seed, first_dealer=index % 2, players=players)
    record = GameTally(index, None, 0, (0, 0))
    ended = runner.play(max_hands=MAX_HANDS, max_moves=MAX_MOVES, on_hand_end=lambda match: _count_hand(record, match))
    record.hands = runner.match.hand_number
    record.abandoned = not runner.hand_over
    if ended:
        outcome = runner.outcome()
        record.winner, record.points = outcome.winner, outcome.points
    else:
        record.winner, record.points = None, runner.match.scores
    for seat, player in enumerate(players):
        player.close()
        record.times[seat].extend(player.times)
        record.faults[seat].extend(str(f) for f in player.faults)
    return record


def _count_hand(record: GameTally, match: Match) -> None:
    result = match.hand.result
    assert result is not None
    settlement = result.settlement
    if result.winner is None or settlement is None:
        record.dead_hands += 1
        return
    record.hands_won[result.winner] += 1
    knocker = result.knocker
    assert knocker is not None
    if settlement.kind in (SettlementKind.GIN, SettlementKind.BIG_GIN):
        record.gins[knocker] += 1
    else:
        record.knocks[knocker] += 1
        if settlement.kind is SettlementKind.UNDERCUT:
            record.undercuts[1 - knocker] += 1


# -- running many games -------------------------------------------------------------------


@dataclass
class SeatTotals:
    """One seat's totals over a tournament (a person's statistics are ``ginqt.storage.PlayerStats``)."""

    seat: str
    strategy: str
    games_won: int = 0
    win_rate: float = 0.0
    win_ci: tuple[float, float] = (0.0, 1.0)
    hands_won: int = 0
    gins: int = 0
    knocks: int = 0
    undercuts: int = 0
    points: int = 0
    points_per_game: float = 0.0
    decisions: int = 0
    median_decision_ms: float = 0.0
    mean_decision_ms: float = 0.0
    p99_decision_ms: float = 0.0
    faults: int = 0
    fault_examples: list[str] = field(default_factory=list)

    def to_dict(self, timings: bool = True) -> dict[str, Any]:
        """Plain JSON-ready values; ``timings=False`` leaves out the decision times."""
        out = {
            "seat": self.seat,
            "strategy": self.strategy,
            "games_won": self.games_won,
            "win_rate": round(self.win_rate, 4),
            "win_ci95": [round(self.win_ci[0], 4), round(self.win_ci[1], 4)],
            "hands_won": self.hands_won,
            "gins": self.gins,
            "knocks": self.knocks,
            "undercuts": self.undercuts,
            "points_per_game": round(self.points_per_game, 2),
            "decisions": self.decisions,
            "median_decision_ms": round(self.median_decision_ms, 4),
            "mean_decision_ms": round(self.mean_decision_ms, 4),
            "p99_decision_ms": round(self.p99_decision_ms, 4),
            "faults": self.faults,
            "fault_examples": self.fault_examples,
        }
        return out if timings else {k: v for k, v in out.items() if not k.endswith("_decision_ms")}


@dataclass
class TournamentResult:
    games: int
    seed: int
    variant: str
    jobs: int
    players: tuple[SeatTotals, SeatTotals]
    drawn: int
    hands: int
    dead_hands: int
    seconds: float

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self, timings: bool = True) -> dict[str, Any]:
        """Plain JSON-ready values.  ``timings=False`` leaves out what depends on the machine and
        the number of jobs (the job count, seconds, hands a second, decision times): runs with
        the same seed then give equal dicts."""
        out = {
            "games": self.games,
            "seed": self.seed,
            "variant": self.variant,
            "jobs": self.jobs,
            "drawn": self.drawn,
            "hands": self.hands,
            "dead_hands": self.dead_hands,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "players": [p.to_dict(timings) for p in self.players],
        }
        if not timings:
            for key in ("jobs", "seconds", "hands_per_second"):
                del out[key]
        return out

    def text(self) -> str:
        a, b = self.players
        rows: list[tuple[str, Callable[[SeatTotals], str]]] = [
            ("games won", lambda p: f"{p.games_won} ({100 * p.win_rate:.1f}%)"),
            ("95% CI", lambda p: f"{100 * p.win_ci[0]:.1f}-{100 * p.win_ci[1]:.1f}%"),
            ("hands won", lambda p: str(p.hands_won)),
            ("gins", lambda p: str(p.gins)),
            ("knocks", lambda p: str(p.knocks)),
            ("undercuts", lambda p: str(p.undercuts)),
            ("points/game", lambda p: f"{p.points_per_game:.1f}"),
            ("median decision", lambda p: f"{p.median_decision_ms:.3f} ms"),
            ("mean decision", lambda p: f"{p.mean_decision_ms:.3f} ms"),
            ("p99 decision", lambda p: f"{p.p99_decision_ms:.3f} ms"),
            ("faults", lambda p: str(p.faults)),
        ]
        head_a, head_b = f"A: {a.strategy}", f"B: {b.strategy}"
        width = max(len(head_a), len(head_b), 18)
        lines = [
            f"{self.games} {'game' if self.games == 1 else 'games'} (variant {self.variant}), seed {self.seed}, "
            f"{self.jobs} job(s): "
            f"{self.hands} hands ({self.dead_hands} dead), {self.drawn} drawn games, "
            f"{self.seconds:.2f} s, {self.hands_per_second:.0f} hands/s",
            f"{'':15} {head_a:>{width}} {head_b:>{width}}",
        ]
        for label, cell in rows:
            lines.append(f"{label:15} {cell(a):>{width}} {cell(b):>{width}}")
        for p in self.players:
            for example in p.fault_examples:
                lines.append(f"fault ({p.seat}): {example}")
        return "\n".join(lines)


_WORKER_PLUGINS: Plugins | None = None


def _pool_context() -> multiprocessing.context.BaseContext:
    """Worker processes forked from a clean server that has GinQt imported (POSIX), else spawned.

    Never a plain fork of the caller, which may have threads (a GUI, a test runner).
    """
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["ginqt.tournament"])
        return context
    return multiprocessing.get_context("spawn")


_WORKER_ERROR: PluginModuleError | None = None


def _worker_init(
    autoload: bool | None, blocked: tuple[str, ...], modules: tuple[str, ...], path: tuple[str, ...]
) -> None:
    global _WORKER_PLUGINS, _WORKER_ERROR
    # The fork server may have started before the caller could import its plugin modules.
    sys.path.extend(entry for entry in path if entry not in sys.path)
    try:
        extra = import_plugin_modules(modules)
    except PluginModuleError as error:  # raised by the first game: a failing initializer would respawn for ever
        _WORKER_ERROR = error
        extra = []
    _WORKER_PLUGINS = load_plugins(autoload=autoload, blocked=blocked, extra=extra)


def _worker_play(job: tuple[str, str, str, int, int, float]) -> GameTally:
    a, b, variant, seed, index, time_limit = job
    if _WORKER_ERROR is not None:
        raise _WORKER_ERROR
    assert _WORKER_PLUGINS is not None
    return play_game(_WORKER_PLUGINS, a, b, variant=variant, seed=seed, index=index, time_limit=time_limit)


def run_tournament(
    a: str,
    b: str,
    *,
    games: int = 100,
    seed: int = 0,
    variant: str = "standard",
    jobs: int = 1,
    time_limit: float = 5.0,
    plugins: Plugins | None = None,
    autoload: bool | None = None,
    blocked: Sequence[str] = (),
    plugin_modules: Sequence[str] = (),
    progress: Callable[[int, int], None] | None = None,
) -> TournamentResult:
    """Play ``games`` games of A against B and total the statistics.

    ``plugin_modules`` names modules to register as plugins in this process and in every
    worker (``-p MODULE``), e.g. benchmark opponents that are not installed.
    Raises :class:`~ginqt.plugins.UnknownNameError` for an unknown strategy or variant,
    :class:`~ginqt.plugins.PluginModuleError` for a module that cannot be imported and
    :class:`ValueError` for a bad count.
    """
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, not {games}")
    if jobs < 1:
        raise ValueError(f"the number of jobs must be at least 1, not {jobs}")
    if plugins is None:
        plugins = load_plugins(autoload=autoload, blocked=blocked, extra=import_plugin_modules(plugin_modules))
    plugins.strategy(a)
    plugins.strategy(b)
    plugins.variant(variant)
    start = time.perf_counter()
    records: list[GameTally] = []
    jobs = min(jobs, games)
    if jobs == 1:
        for index in range(games):
            records.append(play_game(plugins, a, b, variant=variant, seed=seed, index=index, time_limit=time_limit))
            if progress is not None:
                progress(index + 1, games)
    else:
        context = _pool_context()
        work = [(a, b, variant, seed, i, time_limit) for i in range(games)]
        # Small chunks: the games differ in length, and a big last chunk leaves a core idle.
        chunk = max(1, min(10, games // (jobs * 32)))
        path = tuple(sys.path) if plugin_modules else ()
        with context.Pool(jobs, _worker_init, (autoload, tuple(blocked), tuple(plugin_modules), path)) as pool:
            for record in pool.imap(_worker_play, work, chunksize=chunk):
                records.append(record)
                if progress is not None:
                    progress(len(records), games)
    seconds = time.perf_counter() - start
    return _total(records, a, b, seed, variant, jobs, seconds)


def _total(
    records: list[GameTally], a: str, b: str, seed: int, variant: str, jobs: int, seconds: float
) -> TournamentResult:
    records.sort(key=lambda r: r.index)
    n = len(records)
    stats = (SeatTotals("A", a), SeatTotals("B", b))
    for seat, p in enumerate(stats):
        times: list[float] = []
        for r in records:
            p.games_won += r.winner == seat
            p.hands_won += r.hands_won[seat]
            p.gins += r.gins[seat]
            p.knocks += r.knocks[seat]
            p.undercuts += r.undercuts[seat]
            p.points += r.points[seat]
            times.extend(r.times[seat])
            p.faults += len(r.faults[seat])
            for fault in r.faults[seat]:
                if len(p.fault_examples) < 5:
                    p.fault_examples.append(f"game {r.index}: {fault}")
        p.win_rate = p.games_won / n
        p.win_ci = wilson(p.games_won, n)
        p.points_per_game = p.points / n
        p.decisions = len(times)
        if times:
            times.sort()
            p.median_decision_ms = 1000 * statistics.median(times)
            p.mean_decision_ms = 1000 * sum(times) / len(times)
            p.p99_decision_ms = 1000 * times[min(len(times) - 1, math.ceil(0.99 * len(times)) - 1)]
    return TournamentResult(
        games=n,
        seed=seed,
        variant=variant,
        jobs=jobs,
        players=stats,
        drawn=sum(1 for r in records if r.winner is None),
        hands=sum(r.hands for r in records),
        dead_hands=sum(r.dead_hands for r in records),
        seconds=seconds,
    )
