"""A meeting place on this machine for the tests and benchmarks of play-a-friend: a real mailbox server and a real
transit relay (magic-wormhole's own servers, started with ``twist``) on free ports of 127.0.0.1, and a TCP proxy in
front of the relay that can be cut (every connection closed, new ones refused) and restored.

As context managers: ``with local_servers() as servers: place = servers.place()``; the pytest fixtures live in the
tests that use them (``servers``, session scope).
"""

from __future__ import annotations

import contextlib
import selectors
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ginqt.remote.friend.link import FriendLink, LinkError, MeetingPlace

LOOPBACK = "127.0.0.1"
_TWIST = Path(sys.executable).with_name("twist")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


def wait_for_port(port: int, process: subprocess.Popen[bytes], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server on port {port} exited: {process.stderr.read() if process.stderr else ''!r}")
        with contextlib.suppress(OSError), socket.create_connection((LOOPBACK, port), timeout=0.5):
            return
        time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {LOOPBACK}:{port} after {seconds} s")


@contextlib.contextmanager
def twist_server(plugin: str, *options: str, folder: Path) -> Iterator[int]:
    """``twist PLUGIN --port tcp:PORT:interface=127.0.0.1 OPTIONS`` in ``folder``; its port."""
    port = free_port()
    command = [str(_TWIST), plugin, f"--port=tcp:{port}:interface={LOOPBACK}", *options]
    process = subprocess.Popen(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for_port(port, process)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class CuttableProxy:
    """A TCP proxy on 127.0.0.1 in front of ``target_port``; `cut()` closes every connection and refuses new ones
    (the port is closed) until `restore()`."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = free_port()
        self.connections = 0  # accepted while up, ever
        self._selector = selectors.DefaultSelector()
        self._pairs: dict[socket.socket, socket.socket] = {}
        self._listener: socket.socket | None = None
        self._commands: list[str] = []
        self._lock = threading.Lock()
        self._stopped = False
        self._listen()
        self._thread = threading.Thread(target=self._loop, name="cuttable-proxy", daemon=True)
        self._thread.start()

    def _listen(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((LOOPBACK, self.port))
        listener.listen(64)
        listener.setblocking(False)
        self._selector.register(listener, selectors.EVENT_READ)
        self._listener = listener

    def _command(self, what: str) -> None:
        done = threading.Event()
        with self._lock:
            self._commands.append(what)
            self._done = done
        if not done.wait(10):
            raise RuntimeError(f"the proxy did not {what}")

    def cut(self) -> None:
        """Close every connection through the proxy and refuse new ones."""
        self._command("cut")

    def restore(self) -> None:
        """Accept connections again."""
        self._command("restore")

    @contextlib.contextmanager
    def cut_for(self, seconds: float) -> Iterator[None]:
        """Cut, run the body, keep the cut ``seconds`` in all, restore."""
        start = time.monotonic()
        self.cut()
        try:
            yield
            time.sleep(max(0.0, seconds - (time.monotonic() - start)))
        finally:
            self.restore()

    def close(self) -> None:
        self._stopped = True
        self._thread.join(5)

    def _drop(self, sock: socket.socket) -> None:
        other = self._pairs.pop(sock, None)
        for each in (sock, other):
            if each is None:
                continue
            self._pairs.pop(each, None)
            with contextlib.suppress(KeyError, ValueError):
                self._selector.unregister(each)
            each.close()

    def _run_commands(self) -> None:
        with self._lock:
            commands, self._commands = self._commands, []
            done = getattr(self, "_done", None)
        for what in commands:
            if what == "cut":
                for sock in list(self._pairs):
                    self._drop(sock)
                if self._listener is not None:
                    self._selector.unregister(self._listener)
                    self._listener.close()
                    self._listener = None
            elif what == "restore" and self._listener is None:
                self._listen()
        if commands and done is not None:
            done.set()

    def _accept(self, listener: socket.socket) -> None:
        client, _ = listener.accept()
        try:
            upstream = socket.create_connection((LOOPBACK, self.target_port), timeout=5)
        except OSError:
            client.close()
            return
        self.connections += 1
        for sock in (client, upstream):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            sock.setblocking(False)
            self._selector.register(sock, selectors.EVENT_READ)
        self._pairs[client], self._pairs[upstream] = upstream, client

    def _pump(self, sock: socket.socket) -> None:
        try:
            data = sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        with contextlib.suppress(OSError, AttributeError):  # transparent: acknowledge at once, as link.py does
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_QUICKACK, 1)
        other = self._pairs.get(sock)
        if not data or other is None:
            self._drop(sock)
            return
        try:
            other.setblocking(True)
            other.sendall(data)
            other.setblocking(False)
        except OSError:
            self._drop(sock)

    def _loop(self) -> None:
        while not self._stopped:
            self._run_commands()
            for key, _ in self._selector.select(0.02):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                if sock is self._listener:
                    self._accept(sock)
                elif sock in self._pairs:
                    self._pump(sock)
        for sock in list(self._pairs):
            self._drop(sock)
        if self._listener is not None:
            self._listener.close()


@dataclass
class LocalServers:
    """The mailbox server, the relay and the cuttable proxy in front of it, all on 127.0.0.1."""

    mailbox_port: int
    relay_port: int
    proxy: CuttableProxy

    def place(self) -> MeetingPlace:
        """Meet here; the relay reached through the proxy; no direct connections."""
        return MeetingPlace(
            mailbox=f"ws://{LOOPBACK}:{self.mailbox_port}/v1", relay=f"tcp:{LOOPBACK}:{self.proxy.port}", direct=False
        )


@contextlib.contextmanager
def local_servers(folder: Path) -> Iterator[LocalServers]:
    """Start a mailbox server and a transit relay (databases in ``folder``) and the proxy; stop them after."""
    with (
        twist_server("wormhole-mailbox", f"--channel-db={folder / 'mailbox.sqlite'}", folder=folder) as mailbox,
        twist_server("transitrelay", folder=folder) as relay,
    ):
        proxy = CuttableProxy(relay)
        try:
            yield LocalServers(mailbox, relay, proxy)
        finally:
            proxy.close()


def meet(place: MeetingPlace, joining_place: MeetingPlace | None = None) -> tuple[FriendLink, FriendLink]:
    """The inviter's link and the joiner's, the joiner typing the code in another thread (as a friend would)."""
    invitation = FriendLink.invite(place, timeout=10)
    joined: dict[str, Any] = {}

    def join() -> None:
        try:
            joined["link"] = FriendLink.join(joining_place or place, invitation.code, timeout=20)
        except LinkError as error:
            joined["error"] = error

    thread = threading.Thread(target=join)
    thread.start()
    inviter = invitation.wait(20)
    thread.join(20)
    assert "error" not in joined, joined
    return inviter, joined["link"]
