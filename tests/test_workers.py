"""Worker processes: a worker whose caller has gone ends quietly."""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Iterator

import pytest

from ginqt.analysis import workers


@pytest.fixture(autouse=True)
def _keep_sigint() -> Iterator[None]:
    """The worker ignores Ctrl+C; run here, it must not take Ctrl+C from the test session."""
    handler = signal.getsignal(signal.SIGINT)
    yield
    signal.signal(signal.SIGINT, handler)


def _double() -> Callable[[int], int]:
    return lambda item: 2 * item


def test_a_worker_whose_caller_closed_the_pipe_returns_without_a_traceback() -> None:
    # Ctrl+C while the workers start: the caller stops and closes its end before any item.
    caller, child = multiprocessing.Pipe()
    caller.close()
    workers._worker_main(child, _double, ())  # an EOFError here was a traceback on the terminal


def test_a_worker_answers_until_told_to_stop() -> None:
    caller, child = multiprocessing.Pipe()
    caller.send(21)
    caller.send(None)
    workers._worker_main(child, _double, ())
    assert caller.recv() == 42
