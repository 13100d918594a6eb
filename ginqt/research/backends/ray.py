"""Games as Ray tasks: ``ginqt tournament ... --backend ray [--address HOST:PORT]`` (the ``ray`` extra).

The games are cut into chunks of consecutive indices; each chunk is one Ray task, which
plays its games with :func:`ginqt.research.tournament.play_game` exactly as a local worker would, so
the result is the same as ``--backend local`` for the same seed.  Each Ray worker loads the
plugins once, through the entry points installed on *its* machine (and the ``-p`` modules
importable there); a strategy it does not find is a :class:`BackendError` naming the worker's
host.  A chunk whose worker dies is played again one game a task; a game whose worker dies
alone is scored as a local worker's death is (:func:`ginqt.research.tournament.died_game`).

Without ``address`` a local Ray instance is started with ``cpus`` CPUs (and stopped by
:meth:`RayBackend.close`); with one, that cluster is joined (``HOST:PORT`` of its head, or
``ray://HOST:PORT`` for Ray Client).  An address that does not answer within a few seconds is
a :class:`BackendError` at once (Ray itself would wait for minutes).

.. versionadded:: 0.3
"""

from __future__ import annotations

import itertools
import logging
import os
import socket
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ginqt.plugins import Plugins, UnknownNameError, load_plugins
from ginqt.research.job import BackendError, GameJob, PluginOptions
from ginqt.research.totals import GameTally
from ginqt.research.tournament import died_game, play_game

__all__ = ["DEFAULT_CHUNK", "RayBackend", "check_address"]

#: Games a task plays (a few seconds of work for the built-in strategies: Ray's cost per task is ~1 ms).
DEFAULT_CHUNK = 25
#: Seconds to wait for a cluster's head to answer before saying it cannot be reached.
CONNECT_SECONDS = 5.0


def check_address(address: str) -> tuple[str, int]:
    """``HOST:PORT`` (or ``ray://HOST:PORT``) as a host and a port; :class:`BackendError` when it is neither.

    >>> check_address("10.0.0.5:6379"), check_address("ray://head:10001")
    (('10.0.0.5', 6379), ('head', 10001))
    """
    rest = address.removeprefix("ray://")
    host, colon, port = rest.rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise BackendError(f"--address must be HOST:PORT (the Ray head's address), not {address!r}")
    return host.strip("[]"), int(port)


def _reachable(address: str) -> None:
    host, port = check_address(address)
    try:
        with socket.create_connection((host, port), timeout=CONNECT_SECONDS):
            pass
    except OSError as error:
        why = error.strerror or type(error).__name__
        raise BackendError(f"cannot reach the Ray cluster at {address}: {why}") from None


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise BackendError("the Ray backend needs Ray: pip install 'ginqt[ray]'") from None
    return ray


class RayBackend:
    """Plays a tournament's games as Ray tasks (see the module's description)."""

    def __init__(self, address: str | None = None, *, cpus: int = 2, chunk: int = DEFAULT_CHUNK) -> None:
        if address is not None:
            check_address(address)
        self.address = address
        self.cpus = cpus
        self.chunk = max(1, chunk)
        self._started = False
        self._remote: Any = None

    def connect(self) -> Any:
        """Ray, connected (a local instance started, or the cluster at :attr:`address` joined)."""
        ray = _ray()
        if not ray.is_initialized():
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
            options: dict[str, Any] = {"logging_level": logging.ERROR, "log_to_driver": False}
            if self.address is not None:
                _reachable(self.address)
                options["address"] = self.address
            else:
                options.update(num_cpus=self.cpus, include_dashboard=False, object_store_memory=100 * 2**20)
            try:
                ray.init(**options)
            except Exception as error:  # Ray raises ConnectionError, RuntimeError, ValueError...
                where = f"the Ray cluster at {self.address}" if self.address else "a local Ray instance"
                raise BackendError(f"cannot start or join {where}: {_first_line(error)}") from None
            self._started = True
        if self._remote is None:
            self._remote = ray.remote(num_cpus=1, max_retries=0)(play_chunk)
        return ray

    def close(self) -> None:
        """Leave the cluster (and stop the local instance) if :meth:`connect` joined it."""
        if self._started:
            _ray().shutdown()
            self._started = False
            self._remote = None

    def __enter__(self) -> RayBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def play(self, job: GameJob, indices: Iterable[int], done: Callable[[GameTally], None]) -> None:
        """Play game ``i`` of ``job`` for each of ``indices`` as Ray tasks, a chunk a task, at most two
        tasks per CPU of the cluster waiting at once; ``done`` gets each tally here as its chunk ends."""
        ray = self.connect()
        source = iter(indices)
        chunks: Iterator[tuple[int, ...]] = iter(lambda: tuple(itertools.islice(source, self.chunk)), ())
        width = max(2, 2 * int(ray.cluster_resources().get("CPU", 1)))
        waiting: dict[Any, tuple[int, ...]] = {}
        retry: list[tuple[int, ...]] = []
        try:
            while True:
                while len(waiting) < width:
                    chunk = retry.pop() if retry else next(chunks, None)
                    if chunk is None:
                        break
                    waiting[self._remote.remote(job, chunk)] = chunk
                if not waiting:
                    return
                [ready], _ = ray.wait(list(waiting), num_returns=1)
                chunk = waiting.pop(ready)
                for tally in self._result(ray, job, ready, chunk, retry):
                    done(tally)
        except KeyboardInterrupt:
            for ref in waiting:
                ray.cancel(ref, force=True)
            raise

    def _result(self, ray: Any, job: GameJob, ref: Any, chunk: tuple[int, ...],
                retry: list[tuple[int, ...]]) -> list[GameTally]:
        """A finished task's tallies; a dead worker's chunk is played again a game a task (``retry``)."""
        try:
            return ray.get(ref)  # type: ignore[no-any-return]
        except ray.exceptions.RayTaskError as error:
            cause = getattr(error, "cause", None)
            if isinstance(cause, BackendError):
                raise BackendError(str(cause)) from None
            raise BackendError(f"a game failed on a Ray worker: {_first_line(cause or error)}") from None
        except (ray.exceptions.WorkerCrashedError, ray.exceptions.OutOfMemoryError) as error:
            if len(chunk) > 1:
                retry.extend((index,) for index in reversed(chunk))
                return []
            why = f"the Ray worker died ({type(error).__name__})"
            return [died_game(chunk[0], why, (not job.built_in[0], not job.built_in[1]))]


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0] if text else ''}".rstrip(": ")


# -- on the Ray worker ---------------------------------------------------------------------

_LOADED: dict[PluginOptions, Plugins] = {}


def worker_plugins(setup: PluginOptions) -> Plugins:
    """The plugins as this worker finds them (loaded once per worker process and setup)."""
    plugins = _LOADED.get(setup)
    if plugins is None:
        sys.path.extend(entry for entry in setup.path if entry not in sys.path and os.path.isdir(entry))
        plugins = _LOADED[setup] = load_plugins(autoload=setup.autoload, blocked=setup.blocked,
                                                modules=setup.modules, trusted=setup.trusted)
    return plugins


def play_chunk(job: GameJob, indices: tuple[int, ...]) -> list[GameTally]:
    """A Ray task: games ``indices`` of ``job``.  Raises :class:`BackendError` when a strategy or the
    variant is not installed on this worker."""
    plugins = worker_plugins(job.plugins)
    try:
        plugins.strategy(job.a)
        plugins.strategy(job.b)
        plugins.variant(job.variant)
    except UnknownNameError as error:
        failed = "; ".join(str(e) for e in plugins.errors)
        raise BackendError(f"on the Ray worker at {socket.gethostname()}: {error}"
                           + (f"; failed there: {failed}" if failed else "")) from None
    return [play_game(plugins, job, index) for index in indices]
