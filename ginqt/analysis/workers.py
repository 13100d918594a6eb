"""Work spread over worker processes that may die: streamed, one item at a time per worker.

:func:`run_in_workers` hands out work items (from any iterable, read lazily: no list of the
whole work is built) to ``jobs`` worker processes, one at a time each, and passes every
result on as it comes.  A worker that dies (``os._exit``, a signal, memory) is reported
with the item it was working on, and a new worker takes its place; the run goes on.
Workers are forked from a clean server that has GinQt imported (POSIX), or spawned, never
a fork of the caller (which may have threads: a GUI, a test runner).  They ignore Ctrl+C:
the caller stops them.

.. versionadded:: 0.2
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any, Generic, TypeVar

__all__ = ["WorkerDied", "run_in_workers"]

Item = TypeVar("Item")
_DIED = object()


class WorkerDied(Generic[Item]):
    """A worker ended while working on ``item``; ``exitcode`` as :class:`multiprocessing.Process` says."""

    def __init__(self, item: Item, exitcode: int | None) -> None:
        self.item = item
        self.exitcode = exitcode

    def __str__(self) -> str:
        code = self.exitcode
        how = f"killed by signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        return f"the worker process died ({how})"


def _context(preload: str) -> multiprocessing.context.BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([preload])
        return context
    return multiprocessing.get_context("spawn")


def _worker_main(connection: Connection, setup: Callable[..., Callable[[Any], Any]], args: tuple[Any, ...]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C: the caller stops us
    work = setup(*args)
    while True:
        try:
            item = connection.recv()
        except (EOFError, OSError):
            return  # the caller has gone (Ctrl+C while we started): nothing to say
        if item is None:
            return
        try:
            connection.send(work(item))
        except (BrokenPipeError, OSError):
            return


class _Worker:
    def __init__(self, context: multiprocessing.context.BaseContext, setup: Callable[..., Any],
                 args: tuple[Any, ...]) -> None:
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_worker_main, args=(child, setup, args), daemon=True)  # type: ignore[attr-defined]
        self.process.start()
        child.close()
        self.item: Any = None
        self.busy = False

    def give(self, item: Any) -> None:
        self.item, self.busy = item, True
        with contextlib.suppress(OSError):  # it has died: its sentinel says so
            self.connection.send(item)

    def stop(self, graceful: bool = False) -> None:
        if graceful and self.process.is_alive():
            with contextlib.suppress(OSError):
                self.connection.send(None)
                self.process.join(2)
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.connection.close()


def run_in_workers(
    jobs: int,
    setup: Callable[..., Callable[[Item], Any]],
    args: tuple[Any, ...],
    items: Iterable[Item],
    on_result: Callable[[Item, Any], None],
    on_death: Callable[[WorkerDied[Item]], None],
    preload: str = "ginqt",
) -> None:
    """Work through ``items`` in ``jobs`` processes: each runs ``work = setup(*args)`` once, then
    ``work(item)`` per item.  ``on_result(item, result)`` and ``on_death(...)`` are called in this
    process as things happen.  ``setup`` must be importable (a module-level function) and the
    items and results picklable.  On an exception here (Ctrl+C) the workers are stopped."""
    context = _context(preload)
    source: Iterator[Item] = iter(items)
    workers = [_Worker(context, setup, args) for _ in range(jobs)]
    try:
        for worker in workers:
            _feed(worker, source)
        while any(worker.busy for worker in workers):
            busy = [worker for worker in workers if worker.busy]
            ready = wait([w.connection for w in busy] + [w.process.sentinel for w in busy])
            for worker in busy:
                if worker.connection in ready:
                    try:
                        result = worker.connection.recv()
                    except (EOFError, OSError):  # it died: its end of the pipe closed
                        result = _DIED
                    if result is not _DIED:
                        worker.busy = False
                        on_result(worker.item, result)
                        _feed(worker, source)
                        continue
                elif worker.process.sentinel not in ready:
                    continue
                worker.process.join(5)
                worker.busy = False
                died: WorkerDied[Item] = WorkerDied(worker.item, worker.process.exitcode)
                worker.stop()
                workers[workers.index(worker)] = replacement = _Worker(context, setup, args)
                on_death(died)
                _feed(replacement, source)
    finally:
        for worker in workers:
            worker.stop(graceful=not worker.busy)


def _feed(worker: _Worker, source: Iterator[Any]) -> None:
    for item in source:
        worker.give(item)
        return
