"""Twisted's reactor in one background daemon thread for the whole process, and the bridge to it.

The game above the link is synchronous and runs in ordinary threads; magic-wormhole runs on Twisted.  The reactor
is started on first use (`running_reactor`) and never stopped: a Twisted reactor cannot be started again, and
several links in one process (a test holds both sides of a game) share it.  Everything that touches a wormhole
runs in that thread: `call_soon` (fire and forget, in order) and `run` (a function returning a value or a
`Deferred`, its result as a `concurrent.futures.Future` any thread may wait on).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from twisted.internet.defer import Deferred, maybeDeferred
from twisted.python.failure import Failure

_lock = threading.Lock()
_thread: threading.Thread | None = None


def running_reactor() -> Any:
    """The process's reactor, running in its own daemon thread (started here the first time)."""
    global _thread
    from twisted.internet import reactor as installed

    reactor: Any = installed  # the module-level reactor object is not typed as a reactor
    with _lock:
        if _thread is None:
            if reactor.running:  # somebody else runs it (a Twisted program embedding GinQt): use theirs
                _thread = threading.current_thread()
            else:
                _thread = threading.Thread(
                    target=reactor.run, kwargs={"installSignalHandlers": False}, name="ginqt-twisted", daemon=True
                )
                _thread.start()
    return reactor


def in_reactor_thread() -> bool:
    """True in the reactor's thread (where a blocking wait would freeze every link)."""
    return _thread is not None and threading.current_thread() is _thread


def call_soon(function: Callable[..., Any], *args: Any) -> None:
    """Run ``function(*args)`` in the reactor thread; calls run in the order they were made."""
    running_reactor().callFromThread(function, *args)


def run(function: Callable[..., Any], *args: Any) -> Future[Any]:
    """Run ``function(*args)`` in the reactor thread; its result (or the result of the Deferred it returns)."""
    future: Future[Any] = Future()

    def settle(result: object) -> None:
        if future.done():
            return
        if isinstance(result, Failure):
            future.set_exception(result.value)
        else:
            future.set_result(result)

    def start() -> None:
        deferred: Deferred[Any] = maybeDeferred(function, *args)
        deferred.addBoth(settle)

    call_soon(start)
    return future
