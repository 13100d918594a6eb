"""Lines over a pair of pipes, with deadlines: how GinQt and a player's process talk.  Past a deadline it takes one
last look (an answer that came in time is taken), so a flood of lines cannot keep it; it reads only JSON or text,
never pickles.

.. versionadded:: 0.2
"""

from __future__ import annotations

import json
import os
import queue
import threading
import time
from typing import Any

__all__ = ["MAX_LINE", "Channel", "ChannelBroken", "ChannelClosed", "ChannelTimeout", "encode"]

#: The longest line GinQt reads from a plugin (a move is a few dozen bytes).
MAX_LINE = 1 << 20

_encoder = json.JSONEncoder(separators=(",", ":"), ensure_ascii=True, check_circular=False, allow_nan=False)


def encode(message: Any) -> bytes:
    """``message`` as one line of JSON."""
    return _encoder.encode(message).encode("ascii") + b"\n"


class ChannelClosed(EOFError):
    """The other side closed its pipe (it exited, or was stopped), or wrote something that is not a message."""


class ChannelBroken(ChannelClosed):
    """The other side wrote something that is not a message (it is still running)."""


class ChannelTimeout(TimeoutError):
    """No answer before the deadline."""


class Channel:
    """Write lines to ``write_fd``, read lines from ``read_fd``; ``threaded`` reads in a thread (Windows)."""

    def __init__(self, read_fd: int, write_fd: int, *, threaded: bool | None = None) -> None:
        self.read_fd = read_fd
        self.write_fd = write_fd
        self._buffer = b""
        #: The deadline that has passed and for which the last look was taken (nothing more is read for it).
        self._looked_late: float | None = None
        self._lines: queue.SimpleQueue[bytes | None] | None = None
        if threaded if threaded is not None else os.name == "nt":
            self._lines = queue.SimpleQueue()
            threading.Thread(target=self._pump, name="ginqt-plugin-reader", daemon=True).start()
        else:
            os.set_blocking(read_fd, False)
            os.set_blocking(write_fd, False)  # a write waits for the other side only until its deadline

    # -- writing -------------------------------------------------------------------------------

    def send(self, message: Any, deadline: float | None = None) -> None:
        """Write one message (a whole line); ``deadline`` as for :meth:`send_line`."""
        self.send_line(encode(message), deadline)

    def send_line(self, data: bytes, deadline: float | None = None) -> None:
        """Write one message already encoded as a line of JSON (:func:`encode`).  A pipe takes 64 KiB
        without waiting; past that the other side must read it by ``deadline`` (a ``time.monotonic()``
        value; ``None``: wait) or :class:`ChannelTimeout` is raised."""
        import select

        try:
            while data:
                try:
                    data = data[os.write(self.write_fd, data):]
                except BlockingIOError:
                    left = None if deadline is None else deadline - time.monotonic()
                    if (left is not None and left <= 0) or not select.select([], [self.write_fd], [], left)[1]:
                        raise ChannelTimeout("it does not read what it is sent") from None
        except ChannelTimeout:
            raise
        except OSError as error:  # EPIPE: the other side is gone
            raise ChannelClosed(str(error)) from None

    # -- reading -------------------------------------------------------------------------------

    def receive(self, deadline: float | None = None) -> Any:
        """The next message; ``deadline`` is a ``time.monotonic()`` value (``None``: wait)."""
        line = self.receive_line(deadline)
        try:
            return json.loads(line)
        except (ValueError, RecursionError):
            raise ChannelBroken(f"not a JSON message: {line[:80]!r}") from None

    @property
    def has_line(self) -> bool:
        """A whole message was read already (:meth:`receive` returns it at once)."""
        return b"\n" in self._buffer

    def receive_line(self, deadline: float | None = None) -> bytes:
        """The next line as it came, without its newline (for a text protocol; ``deadline`` as for :meth:`receive`)."""
        if self._lines is not None:
            return self._queued_line(deadline)
        import select

        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line, self._buffer = self._buffer[:end], self._buffer[end + 1:]
                return line
            if len(self._buffer) > MAX_LINE:
                raise ChannelBroken(f"a line longer than {MAX_LINE} bytes")
            if self._past(deadline):
                raise ChannelTimeout()
            try:
                chunk = os.read(self.read_fd, 65536)  # non-blocking: the answer is often there already
            except BlockingIOError:
                left = None if deadline is None else deadline - time.monotonic()
                if (left is not None and left <= 0) or not select.select([self.read_fd], [], [], left)[0]:
                    raise ChannelTimeout() from None
                continue
            if not chunk:
                raise ChannelClosed("the pipe was closed")
            self._buffer += chunk

    def _past(self, deadline: float | None) -> bool:
        """Whether nothing more may be read for ``deadline``: it has passed and its last look was taken (the
        first time it is found passed, the look is allowed: ``False``)."""
        if deadline is None or time.monotonic() <= deadline:
            return False
        if self._looked_late == deadline:
            return True
        self._looked_late = deadline
        return False

    def _queued_line(self, deadline: float | None) -> bytes:
        """A line the reader thread passed on (Windows): past the deadline, one that is waiting already."""
        assert self._lines is not None
        if self._past(deadline):
            raise ChannelTimeout()
        timeout = None if deadline is None else max(0.0, deadline - time.monotonic())
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise ChannelTimeout() from None
        if line is None:
            raise ChannelClosed("the pipe was closed")
        return line

    def _pump(self) -> None:
        assert self._lines is not None
        buffer = b""
        try:
            while True:
                chunk = os.read(self.read_fd, 65536)
                if not chunk:
                    break
                buffer += chunk
                while (end := buffer.find(b"\n")) >= 0:
                    self._lines.put(buffer[:end])
                    buffer = buffer[end + 1:]
                if len(buffer) > MAX_LINE:
                    break
        except OSError:
            pass
        self._lines.put(None)
