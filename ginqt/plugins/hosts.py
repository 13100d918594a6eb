"""Plugin processes: started in their sandbox, kept between games, and ended with nothing left behind.

A :class:`HostProcess` is one plugin host (:mod:`ginqt.plugins.host`) started for one plugin
(and seat).  GinQt gives it what its sandbox (:mod:`ginqt.plugins.sandbox`) needs: the paths it
may read, a private temporary folder that GinQt makes and removes, and the read end of a
*lifeline* pipe whose write end only GinQt holds, so the plugin ends when GinQt does, however
GinQt ends.  It is started with ``python -I`` (no ``PYTHON*`` variable, no user site-packages,
not the working folder on its path) in its temporary folder, with an environment of its own
(:func:`plugin_environment`): nothing but the runtime is imported before the sandbox, and
nothing of the user's session reaches it.  The host's standard error is read by a thread that keeps its last
:data:`STDERR_KEPT` bytes; writes to the host have a deadline.  Between games
:meth:`HostProcess.end_strays` ends every process the plugin started; :meth:`HostProcess.kill`
ends the host and all of them.

.. versionadded:: 0.3
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from ginqt.plugins.channel import Channel, ChannelBroken
from ginqt.plugins.kernel import remove_cgroups
from ginqt.plugins.limits import DEFAULT_MEMORY_MB, WINDOW_NICE
from ginqt.plugins.sandbox import SandboxPolicy, runtime_paths
from ginqt.plugins.sources import PluginSource
from ginqt.plugins.wire import WIRE_VERSION

__all__ = [
    "DEFAULT_MEMORY_MB",
    "START_SECONDS",
    "STDERR_KEPT",
    "WINDOW_NICE",
    "HostFailed",
    "HostPool",
    "HostProcess",
    "HostSpec",
    "host_command",
    "plugin_environment",
    "plugin_files",
    "protect_folder",
    "remove_stale_folders",
    "runtime_command",
]

#: Seconds a plugin's process has to start: import GinQt's data types and the plugin, make it ready.
START_SECONDS = 15.0
#: Idle processes kept per strategy between games.
MAX_IDLE = 2
#: How much of a plugin's standard error GinQt keeps (the end of it).
STDERR_KEPT = 64 * 1024
#: The private temporary folders of plugins start with this (and GinQt's process id).
TEMP_PREFIX = "ginqt-plugin-"

#: Folders no plugin may read even when they lie on ``sys.path`` (the data folder given with --data-dir).
_PROTECTED: set[str] = set()


def protect_folder(folder: str | os.PathLike[str]) -> None:
    """Keep ``folder`` (and whatever holds it) out of every plugin's sandbox from now on."""
    _PROTECTED.add(str(Path(folder).resolve()))


def _protected() -> list[str]:
    """The user's GinQt folders (platformdirs, $GINQT_DATA_DIR) and those given to :func:`protect_folder`."""
    import platformdirs

    folders = [platformdirs.user_data_dir("GinQt", appauthor=False),
               platformdirs.user_config_dir("GinQt", appauthor=False),
               platformdirs.user_state_dir("GinQt", appauthor=False), *_PROTECTED]
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


def host_command() -> list[str]:
    """The command that starts a plugin host (the frozen app runs itself with ``--plugin-host``)."""
    return runtime_command("ginqt.plugins.host", "--plugin-host")


def plugin_environment(temp_dir: str) -> dict[str, str]:
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


def plugin_files(sources: Iterable[PluginSource]) -> list[str]:
    """Where the plugins' code lies (their top-level package or module), found without running it."""
    found: list[str] = []
    for source in sources:
        top = source.value.split(":")[0].split(".")[0]
        try:
            spec = importlib.util.find_spec(top)
        except (ImportError, ValueError):
            continue
        if spec is None:
            continue
        found += [str(location) for location in spec.submodule_search_locations or ()]
        if spec.origin and os.path.isfile(spec.origin):
            found.append(os.path.dirname(spec.origin) if spec.submodule_search_locations else spec.origin)
    return found


@dataclass(frozen=True)
class HostSpec:
    """Which plugin a host serves, which of its strategies (or variants), under what memory cap."""

    source: PluginSource
    name: str  #: the strategy's name (or the variant's, for ``role="scoring"``)
    memory_mb: int = DEFAULT_MEMORY_MB
    role: str = "strategy"  #: "strategy": it plays; "scoring": it scores a variant's games
    #: The seat it plays (0 or 1; ``None``: any): a process kept between games serves one seat only, so
    #: what stays in it from an earlier game is that seat's own view.
    seat: int | None = None
    #: How far below GinQt's its CPU priority is (POSIX ``nice``; the window asks :data:`WINDOW_NICE`).
    nice: int = 0


class HostFailed(Exception):
    """The plugin's process could not be made ready (its import or its registration failed)."""


class _StderrTail:
    """A thread that reads a plugin's standard error and keeps its last :data:`STDERR_KEPT` bytes."""

    def __init__(self, fd: int) -> None:
        self.kept = bytearray()
        self.dropped = 0
        self._thread = threading.Thread(target=self._read, args=(fd,), name="ginqt-plugin-stderr", daemon=True)
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


def _descendants(root: int) -> list[int]:
    """Every living process below ``root`` (Linux ``/proc``; [] elsewhere), nearest first."""
    parents: dict[int, list[int]] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return []
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[0] != b"Z":
            parents.setdefault(int(fields[1]), []).append(int(name))
    found, todo = [], [root]
    while todo:
        children = parents.get(todo.pop(), [])
        found += children
        todo += children
    return found


def remove_stale_folders() -> int:
    """Remove the temporary folders (and process cgroups) of plugins whose GinQt has ended (a crash, a
    kill); how many folders."""
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
    """:func:`remove_stale_folders`, the first time a plugin's process is started in this process."""
    return remove_stale_folders()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


class HostProcess:
    """One plugin process: started at once, ready after :meth:`wait_ready`, asked with :meth:`ask`."""

    def __init__(self, spec: HostSpec, first: dict[str, Any] | None = None,
                 sources: Iterable[PluginSource] = (), *, command: list[str] | None = None,
                 read_paths: Iterable[str] = ()) -> None:
        _remove_stale_folders_once()
        self.spec = spec
        self.temp_dir = tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{os.getpid()}-")
        lifeline_read, self._lifeline = os.pipe()
        try:  # ``command``: another program that enters the sandbox itself (an engine's launcher, ginqt.engines)
            self.process = _start_process(command or host_command(), lifeline_read, self.temp_dir)
        finally:
            os.close(lifeline_read)
        assert self.process.stdin and self.process.stdout and self.process.stderr
        self.stderr = _StderrTail(self.process.stderr.fileno())
        self.channel = Channel(self.process.stdout.fileno(), self.process.stdin.fileno())
        self.ready = False
        #: What the sandbox put in place (the host's report; empty until ready, or without a sandbox).
        self.sandbox: dict[str, Any] = {}
        policy = SandboxPolicy(runtime_paths([*plugin_files([spec.source, *sources]), *read_paths], _protected()),
                               self.temp_dir, lifeline_read, spec.memory_mb, hidden=(str(Path.home()), *_protected()))
        message = first if first is not None else {
            "op": "start", "wire": WIRE_VERSION, "plugin": spec.source.to_wire(), "role": spec.role,
            "name": spec.name, "memory_mb": spec.memory_mb, "nice": spec.nice, "path": sys.path,
        }
        if "sandbox" not in message:  # (a benchmark may ask for none, to measure what the sandbox costs)
            message = {**message, "sandbox": policy.to_wire()}
        self.channel.send(message, time.monotonic() + START_SECONDS)

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def wait_ready(self, seconds: float) -> None:
        """Wait for the host to import the plugin.  Raises :class:`HostFailed`, ``ChannelTimeout``
        or ``ChannelClosed``."""
        if self.ready:
            return
        reply = self.channel.receive(time.monotonic() + seconds)
        if not isinstance(reply, dict) or "ready" not in reply:
            failed = reply.get("failed") if isinstance(reply, dict) else None
            raise HostFailed(str(failed) if failed else f"unexpected first message {reply!r}"[:200])
        self.sandbox = reply.get("sandbox") or {}
        self.ready = True

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
        """End every process the plugin started (the host itself goes on); how many there were."""
        if self._alone():
            return 0
        ended = 0
        for _ in range(20):  # one that forks while it is ended is found the next time round
            strays = [pid for pid in _descendants(self.process.pid) if pid not in self._supervisor_children()[:1]]
            if not strays:
                return ended
            for pid in strays:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            ended += len(strays)
            time.sleep(0.001)
        return ended

    def _pass_on_stderr(self) -> None:
        """What the plugin wrote on its standard error (the last 64 KiB), to GinQt's, once it has ended."""
        self.stderr.join(0.5)
        if self.stderr.kept and sys.stderr is not None:
            with contextlib.suppress(OSError, ValueError):
                sys.stderr.write(f"--- plugin {self.spec.source.name} ({self.spec.name or 'discovery'}) wrote on "
                                 f"its standard error ---\n{self.stderr.text().rstrip()}\n--- end of plugin "
                                 f"{self.spec.source.name} ---\n")
            self.stderr.kept.clear()

    def _alone(self) -> bool:
        """The quick look: the supervisor has one child, the plugin's process, and it has none (on Linux;
        elsewhere ``False``)."""
        children = self._supervisor_children()
        if len(children) != 1:
            return False
        try:
            for thread in os.listdir(f"/proc/{children[0]}/task"):
                with open(f"/proc/{children[0]}/task/{thread}/children") as grandchildren:
                    if grandchildren.read().strip():
                        return False
        except OSError:
            return False
        return True

    def _supervisor_children(self) -> list[int]:
        """The supervisor's children, oldest first: the plugin's process, then any orphan that came to it."""
        try:
            with open(f"/proc/{self.process.pid}/task/{self.process.pid}/children") as children:
                return [int(pid) for pid in children.read().split()]
        except OSError:
            return []

    def kill(self) -> None:
        """Stop the process and all it started, at once; reap it; remove its temporary folder."""
        for pid in _descendants(self.process.pid):
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
    """Start ``command`` in ``temp_dir`` with :func:`plugin_environment`, its three standard streams pipes."""
    env = plugin_environment(temp_dir)
    if os.name == "nt":
        return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                close_fds=True, cwd=temp_dir, env=env,
                                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
    return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            close_fds=True, pass_fds=(lifeline,), start_new_session=True, cwd=temp_dir, env=env)


class _Pooled(Protocol):
    @property
    def alive(self) -> bool: ...

    def kill(self) -> None: ...


Pooled = TypeVar("Pooled", bound=_Pooled)


class IdlePool(Generic[Pooled]):
    """Processes kept between games, at most ``max_idle`` idle per key (thread-safe).  A subclass says
    which may be kept (:meth:`reusable`) and how one is let go (:meth:`stop`); a dead one is killed."""

    def __init__(self, max_idle: int) -> None:
        self.max_idle = max_idle
        self._idle: dict[Hashable, list[Pooled]] = {}
        self._lock = threading.Lock()

    def reusable(self, process: Pooled) -> bool:
        return process.alive

    def stop(self, process: Pooled) -> None:
        process.kill()

    def idle_one(self, key: Hashable) -> Pooled | None:
        """An idle process kept under ``key`` that is still alive (the dead ones killed), or ``None``."""
        with self._lock:
            idle = self._idle.get(key, [])
            while idle:
                process = idle.pop()
                if process.alive:
                    return process
                process.kill()
        return None

    def keep(self, key: Hashable, process: Pooled) -> None:
        """Keep ``process`` for the next game under ``key``, or let it go when it cannot be or enough are kept."""
        with self._lock:
            idle = self._idle.setdefault(key, [])
            if self.reusable(process) and len(idle) < self.max_idle:
                idle.append(process)
                return
        self.stop(process)

    def close(self) -> None:
        """Let every idle process go."""
        with self._lock:
            processes = [process for idle in self._idle.values() for process in idle]
            self._idle.clear()
        for process in processes:
            self.stop(process)


class HostPool(IdlePool[HostProcess]):
    """Plugin processes kept between games, per :class:`HostSpec`."""

    def __init__(self) -> None:
        super().__init__(MAX_IDLE)
        #: Processes plugins had left running at the end of a game (ended then), in all.
        self.strays_ended = 0

    def reusable(self, process: HostProcess) -> bool:
        return process.alive and process.ready

    def take(self, spec: HostSpec) -> HostProcess:
        """An idle process for ``spec``, or a new one (started, perhaps not ready yet)."""
        host = self.idle_one(spec)
        return host if host is not None else HostProcess(spec)

    def give_back(self, host: HostProcess) -> None:
        """Keep ``host`` for the next game (or stop it when enough are kept); what the plugin started ends."""
        if host.alive:
            self.strays_ended += host.end_strays()
        self.keep(host.spec, host)

