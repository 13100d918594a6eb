"""Third-party plugins with bad intentions, for tests/test_sandbox.py (``-p attacking_plugins``).

Each strategy plays like the fallback (``BaseStrategy``) and tries one attack on its first
decision.  It tells the test what it achieved by raising (a ``raised`` fault whose text starts
with ``ATTACK SUCCEEDED`` or ``ATTACK BLOCKED``), so the test reads the outcome from GinQt's own
fault log.  Targets come from the environment GinQt's process passes on: ``ATTACK_DATA_DIR``
(GinQt's data folder), ``ATTACK_PIDS`` (processes to reach: GinQt's own), ``ATTACK_PORT`` (a TCP
port listening on 127.0.0.1), ``ATTACK_ABSTRACT`` (an abstract Unix socket's name) and
``ATTACK_MARKER`` (a word the escaper's process carries on its command line), ``ATTACK_UNIX_PATH``
(a pathname Unix socket listening outside the sandbox), ``ATTACK_UDP_PORT`` (the first of two UDP ports
the two seats of ``udp-twin`` use), ``ATTACK_SHM_KEY`` (a SysV shared memory key holding a secret) and
``ATTACK_PLANTED`` (names of variables planted in GinQt's environment).  GinQt passes its own
environment on to no plugin: the tests name these variables in ``GINQT_PLUGIN_ENV``.
"""

from __future__ import annotations

import contextlib
import os
import resource
import socket
import subprocess
import sys
import threading
import time

from ginqt.engine import Action, PlayerView
from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry
from ginqt.strategy import BaseStrategy

SUCCEEDED, BLOCKED = "ATTACK SUCCEEDED", "ATTACK BLOCKED"


def _pids() -> list[int]:
    return [int(pid) for pid in os.environ.get("ATTACK_PIDS", "").split(",") if pid]


def _other_hosts() -> list[int]:
    """Other plugin processes, found as an attacker would: by their command line in /proc."""
    found = []
    try:
        names = os.listdir("/proc")
    except OSError:
        return found
    for name in names:
        if name.isdigit() and int(name) not in (os.getpid(), os.getppid()):
            with contextlib.suppress(OSError), open(f"/proc/{name}/cmdline", "rb") as cmdline:
                if b"ginqt.plugins.host" in cmdline.read():
                    found.append(int(name))
    return found


class _Attacker(BaseStrategy):
    """Tries :meth:`attack` once, on its first decision, and raises with what it found."""

    tried = False

    def choose(self, view: PlayerView) -> Action:
        if not self.tried:
            self.tried = True
            succeeded, detail = self.attack(view)
            raise RuntimeError(f"{SUCCEEDED if succeeded else BLOCKED}: {detail}")
        return super().choose(view)

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        raise NotImplementedError


class FileThief(_Attacker):
    """Reads GinQt's data folder: the saved game holds the hand's secret."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        folder = os.environ["ATTACK_DATA_DIR"]
        read, errors = [], []
        names = {"saved_game.json", "statistics.json", "settings.json"}
        try:
            names.update(os.listdir(folder))
        except OSError as error:
            errors.append(f"listing: {error.strerror}")
        for name in sorted(names):
            try:
                with open(os.path.join(folder, name), "rb") as file:
                    read.append(f"{name} ({len(file.read())} bytes)")
            except OSError as error:
                errors.append(f"{name}: {error.strerror}")
        return bool(read), f"read {read}" if read else f"{errors}"


class Forger(_Attacker):
    """Rewrites the statistics, the high scores and the settings (to trust itself)."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        folder = os.environ["ATTACK_DATA_DIR"]
        forged, errors = [], []
        for name in ("statistics.json", "highscores.json", "settings.json", "forged.json"):
            try:
                with open(os.path.join(folder, name), "a") as file:
                    file.write('{"trusted_plugins": ["attacking_plugins"], "Mallory": 999}')
                forged.append(name)
            except OSError as error:
                errors.append(f"{name}: {error.strerror}")
        return bool(forged), f"forged {forged}" if forged else f"{errors}"


class Locker(_Attacker):
    """Holds GinQt's lock so that GinQt refuses to start."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        import fcntl

        path = os.path.join(os.environ["ATTACK_DATA_DIR"], "ginqt.lock")
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT)
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            return False, f"{path}: {error.strerror}"
        return True, f"holds {path}"


class MemoryReader(_Attacker):
    """Reads GinQt's memory, and the other seat's, through /proc/<pid>/mem."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        read, errors = [], []
        for pid in _pids() + _other_hosts():
            try:
                with open(f"/proc/{pid}/maps") as maps:
                    start = int(next(line for line in maps if " r" in line).split("-")[0], 16)
                with open(f"/proc/{pid}/mem", "rb") as memory:
                    memory.seek(start)
                    read.append(f"{pid}: {len(memory.read(4096))} bytes")
            except (OSError, StopIteration, ValueError) as error:
                errors.append(f"{pid}: {getattr(error, 'strerror', error)}")
        return bool(read), f"read {read}" if read else f"{errors}"


class Signaller(_Attacker):
    """Signals GinQt and the other seat (SIGWINCH: harmless when it arrives, but it must not), and probes
    every process number for one it may signal (signal 0: the kernel's permission check, nothing sent)."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        import signal

        sent, errors = [], []
        for pid in _pids() + _other_hosts():
            try:
                os.kill(pid, signal.SIGWINCH)
                sent.append(pid)
            except OSError as error:
                errors.append(f"{pid}: {error.strerror}")
        reachable = 0
        for pid in range(2, 40_000):
            if pid != os.getpid():
                with contextlib.suppress(OSError):
                    os.kill(pid, 0)
                    reachable += 1
        succeeded = bool(sent) or reachable > 0
        return succeeded, f"signalled {sent}, {reachable} processes it may signal" if succeeded else \
            f"{errors}, no process it may signal"


class Escaper(_Attacker):
    """Starts a detached process that outlives the game (and would forge the files later)."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        marker = os.environ["ATTACK_MARKER"]
        try:
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)", marker], start_new_session=True,
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError as error:
            return False, f"could not start: {error.strerror}"
        return True, "started a detached process"


class Hog(_Attacker):
    """Raises its memory cap and takes twice what it was given (``ATTACK_MEMORY_MB``)."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        for limit in (resource.RLIMIT_AS, resource.RLIMIT_DATA):
            with contextlib.suppress(ValueError, OSError):
                resource.setrlimit(limit, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
            with contextlib.suppress(ValueError, OSError):
                resource.setrlimit(limit, (resource.getrlimit(limit)[1],) * 2)
        try:
            hoard = bytearray(int(os.environ["ATTACK_MEMORY_MB"]) * 2 << 20)
        except MemoryError:
            return False, "MemoryError"
        return True, f"holds {len(hoard) >> 20} MiB"


class Networker(_Attacker):
    """Calls a TCP port on this machine and an abstract Unix socket."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        reached, errors = [], []
        try:
            with socket.create_connection(("127.0.0.1", int(os.environ["ATTACK_PORT"])), timeout=2):
                reached.append("tcp")
        except OSError as error:
            errors.append(f"tcp: {error.strerror}")
        if os.environ.get("ATTACK_ABSTRACT"):
            try:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as unix:
                    unix.settimeout(2)
                    unix.connect("\0" + os.environ["ATTACK_ABSTRACT"])
                    reached.append("abstract socket")
            except OSError as error:
                errors.append(f"abstract socket: {error.strerror}")
        return bool(reached), f"reached {reached}; blocked {errors}"


def _hand_text(view: PlayerView) -> str:
    return ",".join(str(int(card)) for card in sorted(view.hand))


class PathSocketCaller(_Attacker):
    """Connects to a pathname Unix socket outside the sandbox (the X server's, the session bus's are such
    sockets) and sends its hand there: it only needs the path."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as unix:
                unix.settimeout(2)
                unix.connect(os.environ["ATTACK_UNIX_PATH"])
                unix.sendall(f"hand {_hand_text(view)}\n".encode())
        except OSError as error:
            return False, f"pathname socket: {error.strerror or error}"
        return True, "sent its hand to a pathname socket outside"


class UdpTwin(BaseStrategy):
    """Both seats are this plugin (a round robin): each sends its hand by UDP on 127.0.0.1 to the other's port
    and listens on its own; the first seat to hear the other's hand raises with it (else, at its fourth
    decision, with why it heard nothing)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.heard: str | None = None
        self.errors: list[str] = []
        self.decisions = 0
        self.started = False

    def new_hand(self, view: PlayerView) -> None:
        super().new_hand(view)
        if not self.started:
            self.started = True
            threading.Thread(target=self._talk, args=(view.player, _hand_text(view)), daemon=True).start()

    def _talk(self, seat: int, hand: str) -> None:
        base = int(os.environ["ATTACK_UDP_PORT"])
        try:
            udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            udp.bind(("127.0.0.1", base + seat))
            udp.settimeout(0.05)
        except OSError as error:
            self.errors.append(f"udp: {error.strerror or error}")
            return
        for _ in range(400):  # 20 s at most
            with contextlib.suppress(OSError):
                udp.sendto(hand.encode(), ("127.0.0.1", base + 1 - seat))
            with contextlib.suppress(OSError):
                self.heard = udp.recv(200).decode()
                return

    def choose(self, view: PlayerView) -> Action:
        self.decisions += 1
        if self.decisions < 100:
            if self.heard is not None:
                self.decisions = 100
                raise RuntimeError(f"{SUCCEEDED}: heard the other seat's hand {self.heard} by UDP")
            if self.decisions == 4:
                self.decisions = 100
                raise RuntimeError(f"{BLOCKED}: no datagram from the other seat; {self.errors}")
        return super().choose(view)


class EnvironmentReader(_Attacker):
    """Reads the environment GinQt passed on: the session's addresses (X, D-Bus), a token."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        planted = [name for name in os.environ.get("ATTACK_PLANTED", "").split(",") if name]
        found = [name for name in planted if name in os.environ]
        names = sorted(os.environ)
        return bool(found), f"found {found}; every variable it sees: {names}"


class NetlinkCaller(_Attacker):
    """Asks the kernel's routing netlink for the machine's network interfaces."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        import struct

        try:
            with socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0) as netlink:  # NETLINK_ROUTE
                netlink.settimeout(2)
                netlink.bind((0, 0))
                rtm_getlink, nlm_f_request, nlm_f_dump = 18, 1, 0x300
                header = struct.pack("=IHHII", 32, rtm_getlink, nlm_f_request | nlm_f_dump, 1, 0)
                netlink.send(header + struct.pack("=BxHiII", 0, 0, 0, 0, 0))
                answer = netlink.recv(65536)
        except OSError as error:
            return False, f"netlink: {error.strerror or error}"
        return True, f"a netlink socket: {len(answer)} bytes about the machine's interfaces"


class IpcReader(_Attacker):
    """Reads a SysV shared memory segment made outside the sandbox (``ATTACK_SHM_KEY``) and counts every
    segment it can see."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.shmat.restype = ctypes.c_void_p
        info = (ctypes.c_int * 64)()
        segments = libc.shmctl(0, 14, info)  # SHM_INFO: the highest index in use, or -1
        used = info[0] if segments >= 0 else 0  # shm_info.used_ids: the segments in its IPC namespace
        ident = libc.shmget(ctypes.c_int(int(os.environ["ATTACK_SHM_KEY"])), ctypes.c_size_t(0), 0)
        if ident < 0:
            return used > 0, f"sees {used} shared segments; its key: {os.strerror(ctypes.get_errno())}"
        address = libc.shmat(ident, None, 0o10000)  # SHM_RDONLY
        if address in (None, ctypes.c_void_p(-1).value):
            return True, f"sees {used} shared segments; shmat: {os.strerror(ctypes.get_errno())}"
        secret = ctypes.string_at(address, 32).split(b"\0")[0].decode(errors="replace")
        return True, f"sees {used} shared segments; read {secret!r}"


class Filler(_Attacker):
    """Fills its temporary folder: 1 GiB in files of 128 MiB (each under the file-size limit)."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        folder = os.environ.get("TMPDIR") or "/tmp"
        written, error_text, chunk = 0, "", b"x" * (16 << 20)
        try:
            for number in range(8):
                with open(os.path.join(folder, f"filler-{number}"), "wb") as file:
                    for _ in range(8):
                        file.write(chunk)
                        file.flush()
                        written += len(chunk)
        except OSError as error:
            error_text = f" ({error.strerror or error})"
        finally:
            for number in range(8):
                with contextlib.suppress(OSError):
                    os.remove(os.path.join(folder, f"filler-{number}"))
        return written >= 1 << 30, f"wrote {written >> 20} MiB in its temporary folder{error_text}"


class Swarm(_Attacker):
    """Starts 200 threads (the process limit is 64)."""

    def attack(self, view: PlayerView) -> tuple[bool, str]:
        started = 0
        try:
            for _ in range(200):
                threading.Thread(target=time.sleep, args=(5,), daemon=True).start()
                started += 1
        except RuntimeError:
            pass
        return started == 200, f"started {started} threads"


class DeckGuesser(BaseStrategy):
    """Works the deck out as a tournament deals it: tries the first thousand run seeds and five game numbers
    against its ten cards and the upcard; raises on its first move with what it found."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.found: str | None = None
        self.told = False

    def new_hand(self, view: PlayerView) -> None:
        super().new_hand(view)
        if self.found is None:
            self.found = self._search(frozenset(int(card) for card in view.hand), int(view.discard_pile[-1]))

    @staticmethod
    def _search(hand: frozenset[int], upcard: int) -> str:
        from ginqt.engine import DealSecret
        from ginqt.research.tournament import game_seed

        for run in range(1000):
            for game in range(5):
                deck = [int(card) for card in DealSecret.derived(game_seed(run, game), 1).deck()]
                if deck[20] == upcard and hand in (frozenset(deck[0:20:2]), frozenset(deck[1:20:2])):
                    return f"{SUCCEEDED}: the deck of run seed {run}, game {game}: it knows the stock"
        return f"{BLOCKED}: no deal of 5000 candidates"

    def choose(self, view: PlayerView) -> Action:
        if not self.told and self.found:
            self.told = True
            raise RuntimeError(self.found)
        return super().choose(view)


class Deaf(BaseStrategy):
    """Answers from a thread of its own and never reads what GinQt sends: the pipe fills, GinQt must not wait."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.started = False

    def new_hand(self, view: PlayerView) -> None:
        if not self.started:
            self.started = True
            threading.Thread(target=self._answer, daemon=True).start()
            time.sleep(3600)  # the host's reading loop stops here

    def _answer(self) -> None:
        import stat

        outs = [fd for fd in range(3, 20) if _is_pipe(fd, stat) and os.get_blocking(fd) is not None]
        while True:
            for fd in outs:
                with contextlib.suppress(OSError):
                    os.write(fd, b'{"raised": "an answer from nowhere"}\n')
            time.sleep(0.01)


def _is_pipe(fd: int, stat: object) -> bool:
    try:
        mode = os.fstat(fd).st_mode
    except OSError:
        return False
    return bool(stat.S_ISFIFO(mode)) and fd not in (0, 2)  # type: ignore[attr-defined]


class Chatterbox(BaseStrategy):
    """Writes a megabyte to standard error on every move."""

    def choose(self, view: PlayerView) -> Action:
        sys.stderr.write(("blah " * 200_000) + "\nchatterbox: the last line\n")
        sys.stderr.flush()
        return super().choose(view)


class Dawdler(BaseStrategy):
    """Sleeps just under the move limit (``ATTACK_SLEEP`` seconds) on every move."""

    def choose(self, view: PlayerView) -> Action:
        time.sleep(float(os.environ.get("ATTACK_SLEEP", "0.2")))
        return super().choose(view)


STRATEGIES = {
    "file-thief": FileThief, "forger": Forger, "locker": Locker, "memory-reader": MemoryReader,
    "signaller": Signaller, "escaper": Escaper, "hog": Hog, "networker": Networker, "swarm": Swarm,
    "deaf": Deaf, "chatterbox": Chatterbox, "dawdler": Dawdler, "deck-guesser": DeckGuesser,
    "socket-caller": PathSocketCaller, "udp-twin": UdpTwin, "environment-reader": EnvironmentReader,
    "netlink-caller": NetlinkCaller, "ipc-reader": IpcReader, "filler": Filler,
}


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    for name, strategy in STRATEGIES.items():
        registry.register(name, strategy, f"attacks: {strategy.__doc__}")
