"""A process in its sandbox: started (``python -I``, a private temporary folder, an environment of its own, a
lifeline pipe), made ready, spoken to, kept between games, ended with nothing left behind (docs/ARCHITECTURE.md,
"The processes").

.. versionadded:: 0.3
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ginqt.remote.channel import Channel, ChannelBroken
from ginqt.remote.clock import CpuMeter, descendants
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.remote.sandbox import SandboxPolicy, runtime_paths
from ginqt.remote.sandbox.kernel import remove_cgroups

__all__ = ["START_SECONDS", "STDERR_KEPT", "Launch", "RemoteProcess", "StartFailed",
           "remove_stale_folders", "runtime_command", "sandbox_environment"]

#: Seconds a process has to start: enter its sandbox, import or run the player, make it ready, shake hands.
START_SECONDS = 15.0
#: How much of a process's standard error GinQt keeps (the end of it).
STDERR_KEPT = 64 * 1024
#: The private temporary folders of the sandboxed processes start with this (and GinQt's process id).
TEMP_PREFIX = "ginqt-plugin-"

def _protected() -> list[str]:
    """The user's GinQt folders (platformdirs, $GINQT_DATA_DIR), which no sandboxed process may read even when they
    lie on ``sys.path``."""
    import platformdirs

    folders = [platformdirs.user_data_dir("GinQt", appauthor=False),
               platformdirs.user_config_dir("GinQt", appauthor=False),
               platformdirs.user_state_dir("GinQt", appauthor=False)]
    if os.environ.get("GINQT_DATA_DIR"):
        folders.append(os.environ["GINQT_DATA_DIR"])
    return folders


#: Set to a comma-separated list of variable names GinQt passes on to every plugin and engine (none by default).
PLUGIN_ENV = "GINQT_PLUGIN_ENV"
#: The variables of GinQt's environment a plugin's process gets as they are (the language and the time zone).
PASSED_ON = ("LANG", "LANGUAGE", "TZ")
#: Where a plugin's process looks for programs (besides the runtime's own folder).
SYSTEM_PATH = ("/usr/local/bin", "/usr/bin", "/bin")
#: Windows needs these to start a process at all; PyInstaller's one-file app, these to find its unpacked self.
_RUNTIME_NEEDS = ("SYSTEMROOT", "WINDIR", "PATHEXT", "COMSPEC")
_FROZEN_PREFIXES = ("_PYI_", "_MEIPASS")

#: How the plugin host and the engine launcher start: ``-I`` reads no ``PYTHON*`` variable and puts neither
#: the working folder nor the user's site-packages on the path; GinQt's folder is added (last, so it can shadow
#: nothing) only when that runtime does not find GinQt by itself (a ``--user`` install).
_BOOTSTRAP = ("import sys\ntry:\n    import ginqt\nexcept ModuleNotFoundError:\n    sys.path.append({folder!r})\n"
              "from {module} import main\nraise SystemExit(main())")


def runtime_command(module: str, frozen_flag: str) -> list[str]:
    """The command that runs ``module``'s ``main()`` in isolated mode (the frozen app runs itself with
    ``frozen_flag``)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, frozen_flag]
    folder = str(Path(__file__).resolve().parents[2])
    return [sys.executable, "-I", "-c", _BOOTSTRAP.format(folder=folder, module=module)]


def sandbox_environment(temp_dir: str) -> dict[str, str]:
    """The environment of a plugin's (or an engine's) process: what the runtime needs, nothing of the user's
    session.  ``PATH`` is the runtime's folder and the system's, ``HOME`` and ``TMPDIR`` (``TEMP`` and ``TMP``
    on Windows) its temporary folder; ``LANG``, ``LANGUAGE``, ``LC_*`` and ``TZ`` are GinQt's; the variables
    named in ``GINQT_PLUGIN_ENV`` are passed on too (the user's choice)."""
    wanted = {name.strip() for name in os.environ.get(PLUGIN_ENV, "").split(",") if name.strip()}
    env = {name: value for name, value in os.environ.items()
           if name in PASSED_ON or name.startswith("LC_") or name in wanted or name.upper() in _RUNTIME_NEEDS
           or (getattr(sys, "frozen", False) and name.startswith(_FROZEN_PREFIXES))}
    folders = [os.path.dirname(sys.executable), *(SYSTEM_PATH if os.name == "posix" else ())]
    env["PATH"] = os.pathsep.join(dict.fromkeys(folder for folder in folders if folder))
    env.update(HOME=temp_dir, TMPDIR=temp_dir)
    if os.name == "nt":
        env.update(TEMP=temp_dir, TMP=temp_dir, USERPROFILE=temp_dir)
    return env


@dataclass(frozen=True)
class Launch:
    """What to start in a sandbox and how: made by a dialect, kept by the pool under :attr:`key`."""

    #: The pool's key: a process kept between games serves this key only (a strategy, an engine, and a seat).
    key: Hashable
    #: The program, which enters the sandbox itself (:func:`runtime_command`).
    command: tuple[str, ...]
    #: Its first message (one JSON line; the sandbox's policy is added unless it names one).
    first: Mapping[str, Any] = field(default_factory=dict, compare=False)
    #: Files and folders it may read besides the runtime (the plugin's code, the engine's program).
    read_paths: tuple[str, ...] = ()
    memory_mb: int = DEFAULT_MEMORY_MB  #: its memory cap (MiB; 0: none)
    label: str = "process"  #: how its standard error is introduced when GinQt passes it on
    #: The games in flight share it, each a lane whose requests carry its game's number (:mod:`ginqt.remote.pool`).
    shared: bool = False
    kept: int = 2  #: idle processes kept between games
    #: After its first line: ``(process, deadline)`` -> what it says of itself (an engine's handshake).
    handshake: Callable[[RemoteProcess, float], object] | None = field(default=None, compare=False)
    #: ``(process, deadline)`` -> its next answer (default: one JSON message).
    read: Callable[[RemoteProcess, float], Any] | None = field(default=None, compare=False)
    farewell: bytes = b""  #: what it is told before it is let go (an engine's ``quit``)
    transcript: int = 0  #: lines of the exchange kept (:attr:`RemoteProcess.transcript`)


class StartFailed(Exception):
    """The process could not be made ready (its player could not be imported or started)."""


class _StderrTail:
    """A thread that reads a process's standard error and keeps its last :data:`STDERR_KEPT` bytes."""

    def __init__(self, fd: int) -> None:
        self.kept = bytearray()
        self.dropped = 0
        self._thread = threading.Thread(target=self._read, args=(fd,), name="ginqt-remote-stderr", daemon=True)
        self._thread.start()

    def _read(self, fd: int) -> None:
        with contextlib.suppress(OSError):
            while chunk := os.read(fd, 65536):
                self.kept += chunk
                if len(self.kept) > STDERR_KEPT:
                    self.dropped += len(self.kept) - STDERR_KEPT
                    del self.kept[:len(self.kept) - STDERR_KEPT]

    def last_line(self) -> str:
        """The last line written (for a fault's message), or ''."""
        lines = bytes(self.kept).decode("utf-8", "replace").strip().splitlines()
        return lines[-1][:200] if lines else ""

    def text(self) -> str:
        """What is kept, with a note of what was dropped."""
        body = bytes(self.kept).decode("utf-8", "replace")
        return (f"[{self.dropped} earlier bytes dropped]\n" if self.dropped else "") + body

    def join(self, seconds: float) -> None:
        self._thread.join(seconds)


def remove_stale_folders() -> int:
    """Remove the temporary folders (and process cgroups) of sandboxed processes whose GinQt has ended (a
    crash, a kill); how many folders."""
    with contextlib.suppress(OSError):
        remove_cgroups()
    removed = 0
    for folder in Path(tempfile.gettempdir()).glob(f"{TEMP_PREFIX}*"):
        owner = folder.name[len(TEMP_PREFIX):].split("-")[0]
        if not owner.isdigit() or _alive(int(owner)):
            continue
        shutil.rmtree(folder, ignore_errors=True)
        removed += 1
    return removed


@cache
def _remove_stale_folders_once() -> int:
    """:func:`remove_stale_folders`, the first time a process is started here."""
    return remove_stale_folders()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


class RemoteProcess:
    """One sandboxed process: started at once, ready after :meth:`wait_ready`, then spoken to over :attr:`channel`."""

    def __init__(self, launch: Launch) -> None:
        _remove_stale_folders_once()
        self.launch = launch
        self.temp_dir = tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-")
        lifeline_read, self._lifeline = os.pipe()
        try:
            self.process = _start_process(list(launch.command), lifeline_read, self.temp_dir)
        finally:
            os.close(lifeline_read)
        assert self.process.stdin and self.process.stdout and self.process.stderr
        self.stderr = _StderrTail(self.process.stderr.fileno())
        self.channel = Channel(self.process.stdout.fileno(), self.process.stdin.fileno())
        self.ready = False
        #: What the sandbox put in place (its report; empty until ready, or without a sandbox).
        self.sandbox: dict[str, Any] = {}
        self.hello: object = None  #: what it said of itself (:attr:`Launch.handshake`)
        self.meter: CpuMeter | None = None  #: its CPU time, once ready (``None``: the wall clock only)
        self.transcript: deque[str] = deque(maxlen=launch.transcript)  #: the last lines, ``>`` GinQt's
        policy = SandboxPolicy(runtime_paths(launch.read_paths, _protected()), self.temp_dir, lifeline_read,
                               launch.memory_mb, hidden=(str(Path.home()), *_protected()))
        first = dict(launch.first)
        if "sandbox" not in first:  # (a benchmark may ask for none, to measure what the sandbox costs)
            first["sandbox"] = policy.to_wire()
        self.channel.send(first, time.monotonic() + START_SECONDS)

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def wait_ready(self, seconds: float) -> None:
        """Wait for it to be ready (and its handshake done).  Raises :class:`StartFailed`, ``ChannelTimeout`` or
        ``ChannelClosed`` (and what the handshake raises)."""
        if self.ready:
            return
        deadline = time.monotonic() + seconds
        reply = self.channel.receive(deadline)
        if not isinstance(reply, dict) or "ready" not in reply:
            failed = reply.get("failed") if isinstance(reply, dict) else None
            raise StartFailed(str(failed) if failed else f"unexpected first message {reply!r}"[:200])
        self.sandbox = reply.get("sandbox") or {}
        if self.launch.handshake is not None:
            self.hello = self.launch.handshake(self, deadline)
        children = self._supervisor_children()
        self.meter = CpuMeter.of(children[0] if children else None)
        self.ready = True

    def read(self, deadline: float) -> Any:
        """Its next answer (:attr:`Launch.read`; by default one JSON message), by ``deadline``."""
        return self.channel.receive(deadline) if self.launch.read is None else self.launch.read(self, deadline)

    def write(self, data: bytes, deadline: float | None) -> None:
        """Write ``data`` (whole lines) by ``deadline``, kept in :attr:`transcript` when it keeps one."""
        if self.transcript.maxlen:
            self.transcript.extend("> " + line for line in data.decode("utf-8", "replace").splitlines())
        self.channel.send_line(data, deadline)

    def exchange(self, last: int = 30) -> str:
        """The last lines of the exchange (``>`` GinQt's, ``<`` the process's), or ''."""
        return "\n".join(list(self.transcript)[-last:])

    def ask(self, message: dict[str, Any], seconds: float) -> dict[str, Any]:
        """Send ``message`` and wait at most ``seconds`` for the answer (a JSON object)."""
        deadline = time.monotonic() + seconds
        self.channel.send(message, deadline)
        reply = self.channel.receive(deadline)
        if not isinstance(reply, dict):
            raise ChannelBroken(f"an answer is a JSON object, not {reply!r}"[:200])
        return reply

    def how_it_ended(self) -> str:
        """Why the process is gone, in words (after it ended), with the last line it wrote on stderr."""
        try:
            code = self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return "its process stopped answering"
        self.stderr.join(0.5)
        said = self.stderr.last_line()
        said = f" (its last words: {said})" if said else ""
        if code < 0:
            return f"its process was killed by signal {-code}{said}"
        return f"its process exited with status {code}{said}"

    def end_strays(self) -> int:
        """End every process its player started (the process itself goes on); how many there were."""
        if self._alone():
            return 0
        ended = 0
        for _ in range(20):  # one that forks while it is ended is found the next time round
            own = self._supervisor_children()[:1]
            strays = [pid for pid in descendants(self.process.pid, ended=False) if pid not in own]
            if not strays:
                return ended
            for pid in strays:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            ended += len(strays)
            time.sleep(0.001)
        return ended

    def _pass_on_stderr(self) -> None:
        """What it wrote on its standard error (the last 64 KiB), to GinQt's, once it has ended."""
        self.stderr.join(0.5)
        if self.stderr.kept and sys.stderr is not None:
            with contextlib.suppress(OSError, ValueError):
                sys.stderr.write(f"--- {self.launch.label} wrote on its standard error ---\n"
                                 f"{self.stderr.text().rstrip()}\n--- end of {self.launch.label} ---\n")
            self.stderr.kept.clear()

    def _alone(self) -> bool:
        """The quick look: the supervisor has one child, the sandboxed process, and it has none (on Linux;
        elsewhere ``False``)."""
        children = self._supervisor_children()
        return len(children) == 1 and not descendants(children[0])

    def _supervisor_children(self) -> list[int]:
        """The supervisor's children, oldest first: the sandboxed process, then any orphan that came to it."""
        try:
            with open(f"/proc/{self.process.pid}/task/{self.process.pid}/children") as children:
                return [int(pid) for pid in children.read().split()]
        except OSError:
            return []

    def stop(self) -> None:
        """Let it go: its :attr:`Launch.farewell` (an engine's ``quit``) and a moment to leave, then :meth:`kill`."""
        if self.launch.farewell and self.alive and self.ready:
            with contextlib.suppress(Exception):  # it did not read, or did not leave: it is killed below
                self.write(self.launch.farewell, time.monotonic() + 0.2)
                self.process.wait(timeout=1.0)
        self.kill()

    def kill(self) -> None:
        """Stop the process and all it started, at once; reap it; remove its temporary folder."""
        for pid in descendants(self.process.pid, ended=False):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            if os.name == "posix":
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=5.0)
        self._pass_on_stderr()
        for pipe in (self.process.stdin, self.process.stdout):
            with contextlib.suppress(OSError):
                if pipe is not None:
                    pipe.close()
        with contextlib.suppress(OSError):
            os.close(self._lifeline)
        self._lifeline = -1
        shutil.rmtree(self.temp_dir, ignore_errors=True)
        remove_cgroups([self.process.pid])


def _start_process(command: list[str], lifeline: int, temp_dir: str) -> subprocess.Popen[bytes]:
    """Start ``command`` in ``temp_dir`` with :func:`sandbox_environment`, its three standard streams pipes."""
    env = sandbox_environment(temp_dir)
    if os.name == "nt":
        return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                close_fds=True, cwd=temp_dir, env=env,
                                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
    return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            close_fds=True, pass_fds=(lifeline,), start_new_session=True, cwd=temp_dir, env=env)
