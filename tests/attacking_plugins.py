"""Third-party plugins with bad intentions, for tests/test_sandbox.py (``-p attacking_plugins``).

Each strategy plays like the fallback (``BaseStrategy``) and tries one attack on its first
decision.  It tells the test what it achieved by raising (a ``raised`` fault whose text starts
with ``ATTACK SUCCEEDED`` or ``ATTACK BLOCKED``), so the test reads the outcome from GinQt's own
fault log.  Targets come from the environment GinQt's process passes on: ``ATTACK_DATA_DIR``
(GinQt's data folder), ``ATTACK_PIDS`` (processes to reach: GinQt's own), ``ATTACK_PORT`` (a TCP
port listening on 127.0.0.1), ``ATTACK_ABSTRACT`` (an abstract Unix socket's name) and
``ATTACK_MARKER`` (a word the escaper's process carries on its command line).
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
}


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    for name, strategy in STRATEGIES.items():
        registry.register(name, strategy, f"attacks: {strategy.__doc__}")
