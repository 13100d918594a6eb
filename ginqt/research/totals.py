"""A tournament's numbers: each game's tally, and the totals of a run, added up as games finish.

:class:`Totals` adds :class:`GameTally`\\ s in any order, in bounded memory (decision times in a
:class:`DecisionTimes` histogram, the first fault examples by game number), so a run of any
length, on any number of workers, gives the same :class:`TournamentResult` for the same seed.

.. versionadded:: 0.2
"""

from __future__ import annotations

import bisect
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO, TypeVar

__all__ = ["EXAMPLES", "KEPT", "DecisionTimes", "GameTally", "ProgressBar", "SeatTotals", "Totals", "TournamentResult",
           "dealt_from", "wilson"]


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


@dataclass
class GameTally:
    """One tournament game's statistics, per seat (0 = strategy A, 1 = strategy B).

    Not the game itself: that is its runner's :class:`~ginqt.play.log.GameLog` (and its record).
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
    #: Faults that cost moves (the fallback played), per seat, as text.
    faults: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))
    #: Faults of ``new_hand``/``observe`` (the strategy played on), per seat, as text.
    observe_faults: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))
    fallback_moves: list[int] = field(default_factory=lambda: [0, 0])
    scoring_faults: list[str] = field(default_factory=list)  #: the variant's scoring failed
    worker_died: bool = False  #: the game's worker process died; scored against the faulty plugin
    record: str | None = None  #: the game record's text (docs/RECORDS.md), when asked for
    #: Seats whose faults lost them the game (``--forfeit``).
    forfeited: list[bool] = field(default_factory=lambda: [False, False])
    #: Each seat's engine, as its records name it (``ginqt.engines.command.engine_identity``; ``None``: no engine).
    engines: list[dict[str, str] | None] = field(default_factory=lambda: [None, None])

    def forfeit(self) -> None:
        """``--forfeit``: a seat that faulted (the fallback made a move for it) loses the game, marked
        (:attr:`forfeited`); when both did, the game is drawn."""
        faulted = [bool(self.faults[seat]) or self.fallback_moves[seat] > 0 for seat in (0, 1)]
        if not any(faulted):
            return
        self.forfeited = faulted
        self.winner = None if all(faulted) else faulted.index(False)

    def marks(self) -> list[dict[str, Any]]:
        """The game's fault marks: one for each seat that faulted or whose moves the fallback made (JSON-ready)."""
        return [{"game": self.index, "seat": "AB"[seat], "faults": len(self.faults[seat]),
                 "observe_faults": len(self.observe_faults[seat]), "fallback_moves": self.fallback_moves[seat],
                 "forfeited": self.forfeited[seat]}
                for seat in (0, 1)
                if self.faults[seat] or self.observe_faults[seat] or self.fallback_moves[seat] or self.forfeited[seat]]


class DecisionTimes:
    """Decision times in bounded memory: a count, a sum and a histogram of 1 % wide buckets, so the
    median and the 99th percentile of any number of decisions are known to within 1 %."""

    _FLOOR = 1e-7  # seconds: bucket 0
    _STEP = math.log(1.01)

    def __init__(self) -> None:
        self.count = 0
        self.total = 0.0
        self.buckets: dict[int, int] = {}

    def add(self, seconds: float) -> None:
        self.count += 1
        self.total += seconds
        bucket = int(math.log(max(seconds, self._FLOOR) / self._FLOOR) / self._STEP)
        self.buckets[bucket] = self.buckets.get(bucket, 0) + 1

    def quantile(self, q: float) -> float:
        """The ``q`` quantile (0..1) in seconds (0 with no decisions): the middle of its bucket."""
        if not self.count:
            return 0.0
        rank = max(1, math.ceil(q * self.count))
        seen = 0
        for bucket in sorted(self.buckets):
            seen += self.buckets[bucket]
            if seen >= rank:
                return self._FLOOR * math.exp((bucket + 0.5) * self._STEP)
        return self._FLOOR * math.exp((max(self.buckets) + 0.5) * self._STEP)


@dataclass
class SeatTotals:
    """One seat's totals over a run."""

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
    faults: int = 0  #: faults that cost moves: the fallback played (see :attr:`fallback_moves`)
    observe_faults: int = 0  #: ``new_hand``/``observe`` raised; the strategy played on
    fallback_moves: int = 0  #: moves the fallback played for this strategy
    #: Every fault, by game (:data:`KEPT` at most; the text report shows :data:`EXAMPLES`).
    fault_examples: list[str] = field(default_factory=list)
    forfeits: int = 0  #: games scored as lost for its faults (``--forfeit``)
    #: The engine that played (the first game's, ``ginqt.engines.command.engine_identity``), or ``None``.
    engine: dict[str, str] | None = None

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
            "observe_faults": self.observe_faults,
            "fallback_moves": self.fallback_moves,
            "forfeits": self.forfeits,
            "fault_examples": self.fault_examples,
            "engine": self.engine,
        }
        return out if timings else {k: v for k, v in out.items() if not k.endswith("_decision_ms")}


@dataclass
class TournamentResult:
    games: int  #: games played (fewer than asked when the run was interrupted)
    seed: int | None  #: ``--seed`` (``None``: the deals come from :attr:`deals`)
    variant: str
    jobs: int
    players: tuple[SeatTotals, SeatTotals]
    drawn: int
    hands: int
    dead_hands: int
    seconds: float
    games_asked: int = 0
    interrupted: bool = False  #: Ctrl+C: the totals are those of the games played so far
    worker_deaths: int = 0  #: games whose worker process died
    scoring_faults: int = 0  #: times the variant's scoring failed (the standard scoring answered)
    scoring_examples: list[str] = field(default_factory=list)
    #: The run's deal key (64 hex digits; ``None`` for a run with ``--seed``): ``--deals KEY`` plays its deals again.
    deals: str | None = None
    #: Each game in which a seat faulted, by game: :meth:`GameTally.marks` (:data:`KEPT` at most).
    faulted_games: list[dict[str, Any]] = field(default_factory=list)
    forfeit: bool = False  #: a game in which a seat faulted was scored as lost by that seat

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self, timings: bool = True) -> dict[str, Any]:
        """Plain JSON-ready values.  ``timings=False`` leaves out what depends on the machine and
        the number of jobs (the job count, seconds, hands a second, decision times): runs with
        the same seed then give equal dicts."""
        out = {
            "games": self.games,
            "games_asked": self.games_asked,
            "interrupted": self.interrupted,
            "seed": self.seed,
            "deals": self.deals,
            "variant": self.variant,
            "jobs": self.jobs,
            "drawn": self.drawn,
            "hands": self.hands,
            "dead_hands": self.dead_hands,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "worker_deaths": self.worker_deaths,
            "scoring_faults": self.scoring_faults,
            "scoring_examples": self.scoring_examples,
            "forfeit": self.forfeit,
            "players": [p.to_dict(timings) for p in self.players],
            "faulted_games": self.faulted_games,
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
            ("observe faults", lambda p: str(p.observe_faults)),
            ("fallback moves", lambda p: str(p.fallback_moves)),
            *([("forfeits", lambda p: str(p.forfeits))] if self.forfeit else []),
        ]
        head_a, head_b = f"A: {a.strategy}", f"B: {b.strategy}"
        width = max(len(head_a), len(head_b), 18)
        played = f"{self.games} {'game' if self.games == 1 else 'games'}"
        if self.interrupted:
            played += f" of {self.games_asked} (interrupted)"
        lines = [
            f"{played} (variant {self.variant}), {dealt_from(self.seed, self.deals)}, {self.jobs} job(s): "
            f"{self.hands} hands ({self.dead_hands} dead), {self.drawn} drawn games, "
            f"{self.seconds:.2f} s, {self.hands_per_second:.0f} hands/s",
            f"{'':15} {head_a:>{width}} {head_b:>{width}}",
        ]
        for label, cell in rows:
            lines.append(f"{label:15} {cell(a):>{width}} {cell(b):>{width}}")
        for p in self.players:
            for example in p.fault_examples[:EXAMPLES]:
                lines.append(f"fault ({p.seat}): {example}")
            if len(p.fault_examples) > EXAMPLES:
                more = len(p.fault_examples) - EXAMPLES
                lines.append(f"fault ({p.seat}): ... and {more} more (--json lists them all)")
        if self.worker_deaths:
            lines.append(f"worker processes died in {self.worker_deaths} game(s)")
        for example in self.scoring_examples:
            lines.append(f"scoring fault (variant {self.variant}): {example}")
        return "\n".join(lines)


#: Fault examples the text report shows per seat (those of the lowest-numbered games, so any --jobs gives the same).
EXAMPLES = 5
#: Faults (and faulted games) a run keeps per seat, in bounded memory: every one, in any run that is not broken
#: beyond use (a seat that faults in every hand of 10,000 games).
KEPT = 100_000


class Totals:
    """Adds up game tallies as they come, in any order, in bounded memory."""

    def __init__(self, a: str, b: str) -> None:
        self.seats = (SeatTotals("A", a), SeatTotals("B", b))
        self.times = (DecisionTimes(), DecisionTimes())
        self.examples: tuple[list[tuple[int, int, str]], list[tuple[int, int, str]]] = ([], [])
        self.scoring_examples: list[tuple[int, int, str]] = []
        self.marks: list[tuple[int, int, dict[str, Any]]] = []
        self.engines: list[tuple[int, dict[str, str]] | None] = [None, None]
        self.games = self.drawn = self.hands = self.dead_hands = self.worker_deaths = self.scoring_faults = 0

    def add(self, tally: GameTally) -> None:
        self.games += 1
        self.drawn += tally.winner is None
        self.hands += tally.hands
        self.dead_hands += tally.dead_hands
        self.worker_deaths += tally.worker_died
        self.scoring_faults += len(tally.scoring_faults)
        _keep(self.scoring_examples, tally.index, tally.scoring_faults, EXAMPLES)
        _keep(self.marks, tally.index, tally.marks(), KEPT)
        for seat, p in enumerate(self.seats):
            p.forfeits += tally.forfeited[seat]
            engine, first = tally.engines[seat], self.engines[seat]
            if engine is not None and (first is None or tally.index < first[0]):
                self.engines[seat] = (tally.index, engine)
            p.games_won += tally.winner == seat
            p.hands_won += tally.hands_won[seat]
            p.gins += tally.gins[seat]
            p.knocks += tally.knocks[seat]
            p.undercuts += tally.undercuts[seat]
            p.points += tally.points[seat]
            p.faults += len(tally.faults[seat])
            p.observe_faults += len(tally.observe_faults[seat])
            p.fallback_moves += tally.fallback_moves[seat]
            _keep(self.examples[seat], tally.index, tally.faults[seat] + tally.observe_faults[seat], KEPT)
            for seconds in tally.times[seat]:
                self.times[seat].add(seconds)

    def result(self, keys: tuple[int | None, str | None], variant: str, jobs: int, seconds: float, asked: int,
               interrupted: bool) -> TournamentResult:
        """The totals as a result; ``keys``: the run's ``(seed, deals)``."""
        seed, deals = keys
        n = max(1, self.games)
        for seat, p in enumerate(self.seats):
            p.win_rate = p.games_won / n
            p.win_ci = wilson(p.games_won, self.games)
            p.points_per_game = p.points / n
            times = self.times[seat]
            p.decisions = times.count
            if times.count:
                p.median_decision_ms = 1000 * times.quantile(0.5)
                p.mean_decision_ms = 1000 * times.total / times.count
                p.p99_decision_ms = 1000 * times.quantile(0.99)
            p.fault_examples = [f"game {index}: {text}" for index, _, text in sorted(self.examples[seat])]
            engine = self.engines[seat]
            p.engine = engine[1] if engine is not None else None
        return TournamentResult(
            games=self.games, seed=seed, variant=variant, jobs=jobs, players=self.seats, drawn=self.drawn,
            hands=self.hands, dead_hands=self.dead_hands, seconds=seconds, games_asked=asked,
            interrupted=interrupted, worker_deaths=self.worker_deaths, scoring_faults=self.scoring_faults,
            scoring_examples=[f"game {index}: {text}" for index, _, text in sorted(self.scoring_examples)],
            deals=deals, faulted_games=[mark for _, _, mark in sorted(self.marks, key=lambda kept: kept[:2])],
        )


class ProgressBar:
    """A one-line progress bar on a terminal's stderr, shown once a run takes more than 2 seconds."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.start = time.perf_counter()
        self.shown = False
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        elapsed = now - self.start
        if elapsed < 2.0 and done < total:
            return
        if not self.shown and done == total:
            return
        if done < total and now - self.last < 0.2:
            return
        self.shown, self.last = True, now
        width = 30
        filled = width * done // total
        eta = elapsed / done * (total - done) if done else 0.0
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total} games, {elapsed:.0f} s, ~{eta:.0f} s left ")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def dealt_from(seed: int | None, deals: str | None) -> str:
    """Where a run's deals come from, for its report: ``deals KEY`` (play them again with ``--deals KEY``)
    or ``seed S``."""
    return f"deals {deals}" if deals is not None else f"seed {seed}"


Kept = TypeVar("Kept")


def _keep(kept: list[tuple[int, int, Kept]], index: int, items: list[Kept], most: int) -> None:
    """Keep the first ``most`` of all the ``items`` by game index (and order within the game)."""
    for order, item in enumerate(items):
        entry = (index, order, item)
        if len(kept) < most:
            bisect.insort(kept, entry, key=lambda each: each[:2])
        elif entry[:2] < kept[-1][:2]:
            kept.pop()
            bisect.insort(kept, entry, key=lambda each: each[:2])
        else:
            break


