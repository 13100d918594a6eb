"""Headless tournaments: ``ginqt tournament A B [--games N] [--seed S] [--variant V] [--jobs J] [--json]``.

Both strategies are guarded (a fault is counted and reported, never stops the run); game ``i`` is
dealt from a key derived one way from the run's deal key (:func:`game_key`), or from ``(seed, i)``
with ``--seed``; A deals first in even games, so any number of workers gives the same result.
docs/RESEARCH.md tells the rest (deal keys, workers that die, Ctrl+C).

>>> result = run_tournament(GameJob("easy", "standard", seed=1), games=2)
>>> sum(p.games_won for p in result.players) + result.drawn
2
>>> len(run_tournament(GameJob("easy", "standard"), games=1).deals)  # the deal key the run drew
64

.. versionadded:: 0.1
"""

from __future__ import annotations

import functools
import itertools
import math
import os
import random
import sys
import time
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ginqt.analysis.workers import WorkerDied, run_in_workers
from ginqt.engine import Match, SettlementKind
from ginqt.engine.deals import derive_key, derive_number, run_keys
from ginqt.play.runner import GameRunner
from ginqt.play.seats import Answer
from ginqt.play.spec import GameSpec, Limits, Variant
from ginqt.plugins import Plugins, UnknownNameError, check_plugin_modules, load_plugins
from ginqt.plugins.players import guessable_seed_warning
from ginqt.records import Player, Status, dumps, loads, record_game
from ginqt.records.folder import RecordFolder
from ginqt.records.game import SeatMarks
from ginqt.remote.faults import GuardedSeat
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.research.job import Backend, GameJob, PluginOptions
from ginqt.research.totals import GameTally, SeatTotals, Totals, TournamentResult, wilson

__all__ = [
    "GameJob",
    "GameTally",
    "PluginOptions",
    "Run",
    "SeatTotals",
    "TournamentResult",
    "check_limits",
    "check_strategies",
    "died_game",
    "game_key",
    "game_seed",
    "game_steps",
    "play_game",
    "play_games",
    "ready",
    "run_tournament",
    "wilson",
]

#: A game that has not ended after this many hands is scored as drawn.
MAX_HANDS = 500
#: A hand with more moves than this (players taking each other's discards for ever) ends the game, drawn.
MAX_MOVES = 2000
#: Games one process plays at once when a plugin plays in a process of its own (one plugin process a game
#: and seat): while it thinks, the other games go on, so the round trips overlap.
GAMES_IN_FLIGHT = 4
#: The most games one run may ask for (at a thousand games a second, thirty years).
MAX_GAMES = 10**12
#: The most worker processes.
MAX_JOBS = 256
#: The time limit a strategy may have per decision, in seconds.
MIN_TIME_LIMIT, MAX_TIME_LIMIT = 0.001, 3600.0
#: The most memory a plugin's process may be given, in MiB (0: no limit).
MAX_MEMORY_MB = 1 << 20


def game_seed(seed: int, index: int) -> int:
    """The deal seed of game ``index`` of a run seeded ``seed`` (``--seed``: guessable when ``seed`` is small)."""
    return random.Random(f"ginqt-tournament/{seed}/{index}").getrandbits(63)


def game_key(deals: str | None, seed: int | None, index: int) -> int | str:
    """The key game ``index`` is dealt from: derived one way from the run's deal key ``deals`` (64 hex
    digits, :func:`~ginqt.engine.deals.derive_key`), or :func:`game_seed` of ``seed`` when there is none."""
    if deals is not None:
        return derive_key(deals, f"ginqt-tournament/game/{index}")
    if seed is None:
        raise ValueError("a game needs the run's deal key or its seed")
    return game_seed(seed, index)


def play_game(plugins: Plugins, job: GameJob, index: int = 0) -> GameTally:
    """Play game ``index`` of the run ``job`` describes: A is player 0 and deals first when ``index`` is even.
    The game is dealt from the run's deal key ``job.deals`` when given, else from ``job.seed`` (:func:`game_key`);
    with ``job.records`` the tally carries the game's record (:attr:`GameTally.record`, docs/RECORDS.md).
    """
    steps = game_steps(plugins, job, index)
    while True:
        try:
            next(steps).result()  # a plugin was asked for its move: wait for it
        except StopIteration as end:
            return end.value  # type: ignore[no-any-return]


def game_steps(plugins: Plugins, job: GameJob, index: int = 0) -> Generator[Answer, None, GameTally]:
    """Game ``index`` of ``job``, as :func:`play_game`, one decision to wait for at a time: it yields the
    answer of each seat that was asked and has not answered yet (a plugin in a process of its own; a
    driver goes on with other games meanwhile, :meth:`GameRunner.moves`) and returns the game's tally."""
    info = plugins.variant(job.variant)
    deal_seed = game_key(job.deals, job.seed, index)
    # The players' seeds are derived one way from the deal key: a strategy never learns the key.
    players = [plugins.make_guarded(name, derive_number(deal_seed, f"seat/{seat}"), time_limit=job.time_limit,
                                    memory_mb=job.memory_mb, seat=seat, variant=job.variant)
               for seat, name in enumerate((job.a, job.b))]
    tally = GameTally(index, None, 0, (0, 0))
    try:
        spec = GameSpec(Variant(job.variant, info.rules, info.scoring), (job.a, job.b), deal_seed, index % 2,
                        Limits(move_seconds=job.time_limit, moves_per_hand=MAX_MOVES, hands=MAX_HANDS))
        runner = GameRunner(spec, players)
        ended = yield from runner.moves(max_hands=spec.limits.hands, max_moves=spec.limits.moves_per_hand,
                                        on_hand_end=lambda match: _count_hand(tally, match))
        _finish(tally, runner, ended)
    finally:
        for seat, player in enumerate(players):
            player.close()
            tally.times[seat].extend(player.times)
            tally.fallback_moves[seat] = player.fallback_moves
            tally.engines[seat] = _engine_of(player)
            for fault in player.faults:
                (tally.faults if fault.cost_a_move else tally.observe_faults)[seat].append(str(fault))
    if job.forfeit:
        tally.forfeit()
    if job.records:
        game = record_game(runner.log, (Player("A", job.a), Player("B", job.b)), Status.FINISHED if ended else
                           Status.ABANDONED, runner=runner)
        tally.record = dumps(replace(game, marks=_seat_marks(tally)))
    return tally


def _seat_marks(tally: GameTally) -> tuple[SeatMarks, SeatMarks] | None:
    """What the game's record notes of each seat beside its moves (``None``: nothing)."""
    marks = tuple(SeatMarks(len(tally.faults[seat]), tally.fallback_moves[seat], tally.forfeited[seat],
                            tally.engines[seat] or {}) for seat in (0, 1))
    return None if all(mark.blank for mark in marks) else (marks[0], marks[1])


def _engine_of(player: object) -> dict[str, str] | None:
    """The identity of the engine that played a seat (``None``: the seat was no engine's)."""
    if not isinstance(player, GuardedSeat):  # (only a seat in another process guards itself)
        return None
    from ginqt.engines.command import engine_identity
    from ginqt.remote.dialects.engine import EngineDialect
    from ginqt.remote.dialects.protocol import EngineInfo
    from ginqt.remote.seat import RemoteSeat
    from ginqt.storage.engines import EngineEntry

    if not isinstance(player, RemoteSeat):
        return None

    dialect, hello = player.dialect, player.hello
    if not isinstance(dialect, EngineDialect) or not isinstance(dialect.entry, EngineEntry):
        return None
    return engine_identity(dialect.entry, hello if isinstance(hello, EngineInfo) else None)


def _finish(tally: GameTally, runner: GameRunner, ended: bool) -> None:
    tally.hands = runner.match.hand_number
    tally.abandoned = not runner.hand_over
    if ended:
        outcome = runner.outcome()
        tally.winner, tally.points = outcome.winner, outcome.points
    else:
        tally.winner, tally.points = None, runner.match.scores
    tally.scoring_faults.extend(str(fault) for fault in runner.scoring_faults)


def play_games(start: Callable[..., Generator[Answer, None, GameTally]], indices: Iterable[int],
               width: int, done: Callable[[GameTally], None]) -> None:
    """Play the games of ``indices`` (``start(index=i)`` makes each one's :func:`game_steps`), ``width`` at
    once: while a plugin thinks about one game's move, the others go on.  ``done`` gets each tally."""
    import select

    source = iter(indices)
    waiting: dict[Generator[Answer, None, GameTally], Answer] = {}
    ready = [start(index=i) for i in itertools.islice(source, width)]
    while ready or waiting:
        for steps in ready:
            try:
                waiting[steps] = next(steps)
            except StopIteration as end:
                done(end.value)
                ready.extend(start(index=i) for i in itertools.islice(source, 1))
        ready = []
        if not waiting:
            continue
        asked = {steps: answer.waiting_on() or (-1, 0.0) for steps, answer in waiting.items()}
        left = max(0.0, min(deadline for _, deadline in asked.values()) - time.monotonic())
        answered = set(select.select([fd for fd, _ in asked.values() if fd >= 0], [], [], left)[0])
        now = time.monotonic()
        ready = [steps for steps, (fd, deadline) in asked.items() if fd in answered or deadline <= now]
        for steps in ready:
            del waiting[steps]


def _count_hand(tally: GameTally, match: Match) -> None:
    result = match.hand.result
    assert result is not None
    settlement = result.settlement
    if result.winner is None or settlement is None:
        tally.dead_hands += 1
        return
    tally.hands_won[result.winner] += 1
    knocker = result.knocker
    assert knocker is not None
    if settlement.kind in (SettlementKind.GIN, SettlementKind.BIG_GIN):
        tally.gins[knocker] += 1
    else:
        tally.knocks[knocker] += 1
        if settlement.kind is SettlementKind.UNDERCUT:
            tally.undercuts[1 - knocker] += 1


def died_game(index: int, why: str, suspects: tuple[bool, bool]) -> GameTally:
    """The tally of a game whose worker process died: lost by the seat whose strategy is not built
    in (drawn when both or neither are), with the death as that seat's fault."""
    tally = GameTally(index, None, 0, (0, 0), worker_died=True)
    blamed = [seat for seat in (0, 1) if suspects[seat]] or [0, 1]
    if len(blamed) == 1:
        tally.winner = 1 - blamed[0]
    for seat in blamed:
        tally.faults[seat].append(f"crashed: {why} during this game")
    return tally


# -- running many games -------------------------------------------------------------------


def _worker_setup(job: GameJob, known: dict[str, Any]) -> Callable[[int], GameTally]:
    """In a worker process: load the plugins as the caller did; then play game after game."""
    from multiprocessing import util

    from ginqt.remote.pool import POOL

    util.Finalize(None, POOL.close, exitpriority=10)  # workers do not run atexit: stop the players' processes
    setup = job.plugins
    sys.path.extend(entry for entry in setup.path if entry not in sys.path)
    plugins = load_plugins(autoload=setup.autoload, blocked=setup.blocked, modules=setup.modules,
                           trusted=setup.trusted, known=known)
    return functools.partial(play_game, plugins, job)


def _play_in_workers(plugins: Plugins, jobs: int, games: int, job: GameJob,
                     done: Callable[[GameTally], None]) -> None:
    """Games 0..games-1 in ``jobs`` workers; a dead worker's game is lost by the strategy that is not built in."""
    suspects = (not job.built_in[0], not job.built_in[1])

    def died(death: WorkerDied[int]) -> None:
        done(died_game(death.item, str(death), suspects))

    run_in_workers(jobs, _worker_setup, (job, plugins.discovered), range(games),
                   on_result=lambda index, tally: done(tally), on_death=died, preload="ginqt.research.tournament")


def _recorded(records: RecordFolder | None, tally: GameTally) -> GameTally:
    """Write the game record a tally carries into ``records`` (``--records DIR``); the tally without it."""
    if records is not None and tally.record is not None:
        records.write(loads(tally.record))
        tally.record = None
    return tally


def check_limits(games: int, jobs: int, time_limit: float, memory_mb: int = DEFAULT_MEMORY_MB) -> str | None:
    """Why a count, the time limit or the memory limit is out of range (``None``: all fine)."""
    if not 1 <= games <= MAX_GAMES:
        return f"--games must be between 1 and {MAX_GAMES:,}, not {games}"
    if not 1 <= jobs <= MAX_JOBS:
        return f"--jobs must be between 1 and {MAX_JOBS}, not {jobs}"
    if not math.isfinite(time_limit) or not MIN_TIME_LIMIT <= time_limit <= MAX_TIME_LIMIT:
        return f"--time-limit must be between {MIN_TIME_LIMIT:g} and {MAX_TIME_LIMIT:g} seconds, not {time_limit:g}"
    if not 0 <= memory_mb <= MAX_MEMORY_MB:
        return f"--memory-limit must be between 0 (no limit) and {MAX_MEMORY_MB} MiB, not {memory_mb}"
    return None


@dataclass(frozen=True)
class Run:
    """A run of games made ready by :func:`ready`: its names, deal key and limits checked once, its plugins
    loaded.  :meth:`play` plays A against B; a round robin plays it pair after pair
    (:func:`ginqt.research.league.roundrobin.play_round_robin`)."""

    job: GameJob  #: as the workers and backends play it: its deal key, built-in flags and ``sys.path``
    games: int
    plugins: Plugins
    jobs: int = 1
    records: RecordFolder | None = None  #: keeps every game's record (``--records DIR``)
    backend: Backend | None = None  #: plays the games elsewhere (Ray)
    strategies: tuple[str, ...] = ()  #: every strategy of the run: A and B, or a round robin's
    builtin: frozenset[str] = frozenset()  #: those of a built-in plugin (a game whose worker dies is not theirs)
    #: What the person should hear before the first game: a plugin that did not load, a deal seed a bot could guess.
    warnings: tuple[str, ...] = ()

    def play(self, progress: Callable[[int, int], None] | None = None) -> TournamentResult:
        """Play the run's games of A against B and total them, game by game (any number of games).
        ``progress(done, games)`` is told after every game; Ctrl+C ends the run early, the result then holds
        the games played (``interrupted``)."""
        job, games, records = self.job, self.games, self.records
        totals = Totals(job.a, job.b)
        start = time.perf_counter()
        jobs = min(self.jobs, games)
        interrupted = False

        def done(tally: GameTally) -> None:
            totals.add(_recorded(records, tally))
            if progress is not None:
                progress(totals.games, games)

        try:
            if self.backend is not None:
                self.backend.play(job, range(games), done)
            elif jobs == 1:
                play_games(functools.partial(game_steps, self.plugins, job), range(games),
                           GAMES_IN_FLIGHT if os.name == "posix" else 1, done)
            else:
                _play_in_workers(self.plugins, jobs, games, job, done)
        except KeyboardInterrupt:
            interrupted = True
        result = totals.result((job.seed, job.deals), job.variant, jobs, time.perf_counter() - start, games,
                               interrupted)
        return replace(result, forfeit=job.forfeit)


def ready(job: GameJob, games: int, *, jobs: int = 1, plugins: Plugins | None = None,
          records: RecordFolder | None = None, backend: Backend | None = None,
          strategies: Sequence[str] | None = None) -> Run:
    """``games`` games of ``job`` made ready to play, every value checked once: the counts and limits, the
    plugins loaded as the job says (unless ``plugins`` are), ``--trust``'s names, the strategies (A and B, or
    a round robin's ``strategies``, each named once) and the variant, and the deal key (a fresh one unless the
    job has a key or a seed).  :class:`ValueError` (one line) for the first that is wrong:
    :class:`~ginqt.plugins.UnknownNameError` for a name, :class:`~ginqt.plugins.PluginModuleError` for a
    ``-p`` module not found."""
    names = (job.a, job.b) if strategies is None else tuple(strategies)
    if strategies is not None:
        check_strategies(names)
    if (problem := check_limits(games, jobs, job.time_limit, job.memory_mb)) is not None:
        raise ValueError(problem)
    setup = job.plugins
    if plugins is None:
        check_plugin_modules(setup.modules)
        plugins = load_plugins(autoload=setup.autoload, blocked=setup.blocked, modules=setup.modules,
                               trusted=setup.trusted)
    if (unknown := plugins.unknown_trusted(setup.trusted)) is not None:
        raise UnknownNameError(unknown)
    seats = plugins.check_run(names, job.variant)
    warnings = [f"warning: {error}" for error in plugins.errors]
    if job.seed is not None and seats.untrusted:
        warnings.append(guessable_seed_warning(job.seed, seats.untrusted[0]))
    try:
        seed, deals = run_keys(job.seed, job.deals)
    except ValueError as error:
        raise ValueError(str(error) if job.seed is not None else f"--deals: {error}") from None
    setup = setup if setup.path else replace(setup, path=tuple(sys.path))
    builtin = frozenset(seats.builtin)
    job = replace(job, seed=seed, deals=deals, built_in=(job.a in builtin, job.b in builtin),
                  records=records is not None, plugins=setup)
    return Run(job, games, plugins, jobs, records, backend, names, builtin, tuple(warnings))


def check_strategies(names: Sequence[str]) -> None:
    """:class:`ValueError` unless a round robin's strategies are two or more, each named once."""
    if len(names) < 2:
        raise ValueError("a round robin needs two or more strategies")
    for name, count in {name: names.count(name) for name in names}.items():
        if count > 1:
            raise ValueError(f"each strategy plays once in a round robin: {name!r} is named twice")


def run_tournament(
    job: GameJob,
    games: int = 100,
    *,
    jobs: int = 1,
    plugins: Plugins | None = None,
    progress: Callable[[int, int], None] | None = None,
    records: RecordFolder | None = None,
    backend: Backend | None = None,
) -> TournamentResult:
    """Play ``games`` games of ``job`` (A against B) and total the statistics: :func:`ready`, then :meth:`Run.play`.

    ``job`` says what is played: the strategies, the variant, the deal key or seed (neither: a fresh deal key),
    the time and memory limits, and how the plugins are loaded (:class:`PluginOptions`: ``modules`` are
    registered as plugins in this process and in every worker, ``-p MODULE``; ``trusted`` plugins' strategies
    play in GinQt's process, ``--trust``).  ``plugins``: the plugins already loaded as the job says.  ``jobs``:
    worker processes; ``progress(done, games)`` is told after every game; ``records`` keeps every game's
    record; ``backend`` plays elsewhere (Ray).  Raises :class:`ValueError` as :func:`ready` does.  The result's
    :attr:`TournamentResult.deals` in ``GameJob(deals=)`` plays the same deals again."""
    return ready(job, games, jobs=jobs, plugins=plugins, records=records, backend=backend).play(progress)
