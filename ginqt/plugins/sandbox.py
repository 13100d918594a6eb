"""The operating-system sandbox around a third-party plugin's process.

A plugin host (:mod:`ginqt.plugins.host`) enters it after it has read GinQt's first message
and before it imports the plugin.  On Linux:

* the host becomes a **supervisor** that never runs plugin code: it makes a new user and PID
  namespace and forks the process that does; that process is the namespace's init, so every
  process the plugin starts ends when it ends, and no process outside can be named, signalled
  or traced from inside.  The supervisor ends the namespace when GinQt's end of its *lifeline*
  pipe closes (GinQt exited or was killed), and follows its child's exit status;
* **hard resource limits** the plugin cannot raise: address space, processes and threads,
  file size, open files, no core files;
* ``no_new_privs``, then **Landlock** (the kernel's unprivileged sandbox, ABI detected at run
  time): read-only access to the Python runtime, site-packages and the plugin's own files,
  read-write access to a private temporary folder only (none of the user's data or home);
  from ABI 4 no TCP, from ABI 6 no signals or abstract sockets outside the sandbox.  Landlock
  also keeps GinQt's memory and the other seat's process out of reach (no ``ptrace``, no
  ``/proc/<pid>/mem``).

Elsewhere (macOS, other POSIX) the hard limits and a process group of its own hold; on
Windows GinQt has no sandbox yet.  :func:`protections` says which protections this machine
gives, for ``ginqt plugins`` and Help › About.

.. versionadded:: 0.3
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sys
import sysconfig
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ginqt.plugins.kernel import (
    PR_SET_CHILD_SUBREAPER,
    PR_SET_NO_NEW_PRIVS,
    PR_SET_PDEATHSIG,
    landlock_abi,
    leave_cgroup,
    new_namespaces,
    pids_cgroup,
    prctl,
    restrict,
)
from ginqt.plugins.platform_sandbox import enter_macos, enter_windows

__all__ = [
    "Protection",
    "SandboxPolicy",
    "SandboxReport",
    "enter",
    "landlock_abi",
    "protections",
    "runtime_paths",
    "say_once_what_is_missing",
    "warning_line",
]

#: Processes and threads a plugin may have at once (its own included).
MAX_PROCESSES = 64
#: The largest file a plugin may write (MiB), in its temporary folder.
MAX_FILE_MB = 256
#: Files a plugin may have open at once.
MAX_OPEN_FILES = 256


@dataclass(frozen=True)
class SandboxPolicy:
    """What GinQt asks of a plugin's sandbox (sent in the host's first message)."""

    read_paths: tuple[str, ...]  #: folders and files the plugin may read (the runtime, its own files)
    temp_dir: str  #: its private folder, the only place it may write (GinQt makes and removes it)
    lifeline_fd: int = -1  #: the read end of a pipe GinQt holds open while it runs (-1: none)
    memory_mb: int = 1024  #: address space, MiB (0: no cap)
    max_processes: int = MAX_PROCESSES
    max_file_mb: int = MAX_FILE_MB
    max_open_files: int = MAX_OPEN_FILES
    hidden: tuple[str, ...] = ()  #: the user's folders closed to it where the sandbox names what to close (macOS)

    def to_wire(self) -> dict[str, Any]:
        return {"read_paths": list(self.read_paths), "temp_dir": self.temp_dir, "lifeline_fd": self.lifeline_fd,
                "memory_mb": self.memory_mb, "max_processes": self.max_processes,
                "max_file_mb": self.max_file_mb, "max_open_files": self.max_open_files, "hidden": list(self.hidden)}

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> SandboxPolicy:
        return cls(tuple(str(p) for p in data["read_paths"]), str(data["temp_dir"]), int(data["lifeline_fd"]),
                   int(data["memory_mb"]), int(data["max_processes"]), int(data["max_file_mb"]),
                   int(data["max_open_files"]), tuple(str(p) for p in data.get("hidden", ())))


@dataclass
class SandboxReport:
    """What the host could put in place (sent back with its ``ready`` message)."""

    landlock_abi: int = 0
    namespaces: bool = False
    limits: bool = False
    missing: list[str] = field(default_factory=list)

    def to_wire(self) -> dict[str, Any]:
        return {"landlock_abi": self.landlock_abi, "namespaces": self.namespaces, "limits": self.limits,
                "missing": self.missing}


@dataclass(frozen=True)
class Protection:
    """One protection of third-party plugins, and whether it holds on this machine."""

    name: str
    holds: bool
    detail: str = ""


# -- what the plugin may read ----------------------------------------------------------------


def _system_paths() -> list[str]:
    """The shared libraries and devices a Python process needs."""
    return ["/usr/lib", "/usr/lib64", "/lib", "/lib64", "/usr/local/lib", "/etc/ld.so.cache", "/etc/localtime",
            "/usr/share/zoneinfo", "/dev/urandom", "/sys/devices/system/cpu", "/proc/cpuinfo"]


#: Devices a plugin may write as well as read.
_WRITABLE_DEVICES = ("/dev/null", "/dev/zero")


def _editable_paths() -> list[str]:
    """Where packages installed in editable mode lie (setuptools' finders map their names to folders)."""
    found: list[str] = []
    for finder in sys.meta_path:
        mapping = getattr(sys.modules.get(getattr(finder, "__module__", "") or ""), "MAPPING", None)
        if isinstance(mapping, dict):
            found += [str(path) for path in mapping.values()]
    return found


def _covers(folder: Path, protected: Iterable[Path]) -> bool:
    """``folder`` is one of ``protected`` or holds one of them."""
    return any(path == folder or folder in path.parents for path in protected)


def runtime_paths(extra: Iterable[str] = (), protected: Iterable[str | os.PathLike[str]] = ()) -> tuple[str, ...]:
    """What a plugin may read: the Python runtime, its packages, GinQt's sys.path and ``extra`` (the
    plugin's own files), never a folder that is or holds one of ``protected`` (the user's data, home)."""
    shield = {Path(p).resolve() for p in protected} | {Path.home().resolve(), Path("/")}
    candidates = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix,
                  os.path.dirname(os.path.realpath(sys.executable)),
                  *(sysconfig.get_paths().get(key, "") for key in ("stdlib", "platstdlib", "purelib", "platlib")),
                  getattr(sys, "_MEIPASS", ""), *sys.path, *_editable_paths(), *extra]
    chosen: list[str] = []
    for entry in candidates:
        if not entry:
            continue
        try:
            path = Path(entry).resolve()
        except (OSError, RuntimeError):
            continue
        if not path.exists() or _covers(path, shield) or str(path) in chosen:
            continue
        chosen.append(str(path))
    return tuple(chosen) + tuple(_system_paths())


# -- the limits --------------------------------------------------------------------------------


def _hard_limits(policy: SandboxPolicy, own_user_namespace: bool) -> None:
    """Limits the plugin cannot raise again (soft and hard alike).  The process limit only in a user namespace
    of its own: elsewhere the kernel counts all the user's processes, and the plugin could start none."""
    import resource

    wanted = [("RLIMIT_CORE", 0), ("RLIMIT_NOFILE", policy.max_open_files),
              ("RLIMIT_FSIZE", policy.max_file_mb * 1024 * 1024)]
    if own_user_namespace:
        wanted.append(("RLIMIT_NPROC", policy.max_processes))
    if policy.memory_mb > 0:
        wanted += [("RLIMIT_AS", policy.memory_mb * 1024 * 1024), ("RLIMIT_DATA", policy.memory_mb * 1024 * 1024)]
    for name, value in wanted:
        which = getattr(resource, name, None)
        if which is None:
            continue
        with contextlib.suppress(ValueError, OSError):
            hard = resource.getrlimit(which)[1]
            limit = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(which, (limit, limit))


# -- the supervisor ----------------------------------------------------------------------------


def _supervise(child: int, lifeline: int, close_fds: Iterable[int], cgroup: str | None) -> None:
    """The supervisor's life: end the child when GinQt goes, leave as the child left.  Never returns."""
    for fd in close_fds:
        with contextlib.suppress(OSError):
            os.close(fd)
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(null, 1)
    signal.signal(signal.SIGTERM, lambda *_: os.kill(child, signal.SIGKILL))
    waiting = [lifeline] if lifeline >= 0 else []
    pidfd = -1
    with contextlib.suppress(OSError, AttributeError):
        pidfd = os.pidfd_open(child)
        waiting.append(pidfd)
    while True:
        try:
            readable = select.select(waiting, [], [], None if pidfd >= 0 else 0.2)[0]
        except InterruptedError:
            readable = []
        if lifeline in readable:
            try:
                gone = not os.read(lifeline, 64)
            except OSError:
                gone = True
            if gone:  # GinQt has ended: so does the plugin, and everything it started
                with contextlib.suppress(OSError):
                    os.kill(child, signal.SIGKILL)
                waiting.remove(lifeline)
        status = _reap(child)
        if status is not None:
            leave_cgroup(cgroup)
            _leave_like(status)


def _reap(child: int) -> int | None:
    """Reap every ended process (orphans come to the supervisor); the child's wait status once it ended."""
    found = None
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return found
        if pid == 0:
            return found
        if pid == child:
            found = status


def _leave_like(status: int) -> None:
    """End the supervisor as its child ended (the same exit status, or the same signal)."""
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        with contextlib.suppress(OSError, ValueError):
            signal.signal(number, signal.SIG_DFL)
            os.kill(os.getpid(), number)
        os._exit(128 + number)
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1)


def _become_plugin_process(supervisor: int, lifeline: int) -> None:
    """In the forked child: die with the supervisor (a single thread: the signal is its), forget the lifeline."""
    with contextlib.suppress(OSError, AttributeError):  # Linux only (elsewhere GinQt ends its process group)
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getpid() != 1 and os.getppid() != supervisor:  # the supervisor ended before the call
        os._exit(0)
    if lifeline >= 0:
        with contextlib.suppress(OSError):
            os.close(lifeline)


def enter(policy: SandboxPolicy, channel_fds: Iterable[int]) -> SandboxReport:
    """Put this process in the sandbox.  On POSIX it forks: the parent stays outside as the supervisor
    (and never returns); the child returns, limited and confined, to import and serve the plugin."""
    report = SandboxReport()
    if os.name != "posix":
        report.missing += enter_windows(policy.temp_dir, policy.memory_mb, policy.max_processes)
        report.limits = not report.missing
        return report
    channel_fds = list(channel_fds)
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            prctl(PR_SET_CHILD_SUBREAPER, 1)  # orphans of the plugin come to the supervisor, not to init
    cgroup = pids_cgroup(policy.max_processes) if _is_root() else None  # before the user namespace
    if sys.platform.startswith("linux"):
        report.namespaces = new_namespaces()
    supervisor = os.getpid()
    child = os.fork()
    if child:
        _supervise(child, policy.lifeline_fd, channel_fds, cgroup)
    _become_plugin_process(supervisor, policy.lifeline_fd)
    if not report.namespaces:
        report.missing.append("PID namespace")
    if _is_root() and cgroup is None:
        report.missing.append("process limit (root)")
    _hard_limits(policy, report.namespaces)
    report.limits = True
    os.environ["TMPDIR"] = policy.temp_dir
    os.environ["HOME"] = policy.temp_dir
    if sys.platform == "darwin":
        report.missing += enter_macos(policy.read_paths, policy.temp_dir, policy.hidden)
        return report
    abi = landlock_abi()
    if abi <= 0:
        report.missing.append("Landlock")
        return report
    try:
        prctl(PR_SET_NO_NEW_PRIVS, 1)
        restrict(abi, policy.read_paths, [policy.temp_dir, *_WRITABLE_DEVICES])
    except OSError as error:
        report.missing.append(f"Landlock ({error})")
        return report
    report.landlock_abi = abi
    return report


# -- what this machine offers --------------------------------------------------------------------


def _works_in_a_child(probe: Callable[[], bool]) -> bool:
    """Whether ``probe`` succeeds, tried in a short-lived child (Linux; the C library loaded before the fork)."""
    if not sys.platform.startswith("linux"):
        return False
    landlock_abi()  # loads the C library here, so the child calls into it without loading anything
    pid = os.fork()
    if pid == 0:
        os._exit(0 if probe() else 1)
    try:
        return os.waitpid(pid, 0)[1] == 0
    except ChildProcessError:
        return False


@cache
def _namespaces_work() -> bool:
    """Whether an unprivileged user and PID namespace can be made here."""
    return _works_in_a_child(new_namespaces)


def protections() -> list[Protection]:
    """Which protections of third-party plugins hold on this machine (for ``ginqt plugins`` and About)."""
    rows = [Protection("own process", True, "each seat's plugin in a process of its own, talking plain data")]
    if sys.platform == "win32":
        return [*rows, Protection("job object", True, "memory and processes capped; everything a plugin starts "
                                  "ends with it"), Protection("file access", True, "low integrity: it can write "
                                  "none of your files (it can still read them)"),
                Protection("network", False, "Windows offers no network block to an unprivileged process")]
    if sys.platform == "darwin":
        return [*rows, Protection("hard limits", True, "file size and open files; the plugin cannot raise them"),
                Protection("Seatbelt profile", True, "none of your files or GinQt's data, no network, signals "
                           "only inside the sandbox (not tested by GinQt's own runs, which are on Linux)")]
    if os.name != "posix":
        return [*rows, Protection("operating-system sandbox", False, f"not available on {sys.platform}")]
    abi = landlock_abi()
    linux = sys.platform.startswith("linux")
    rows.append(Protection("hard limits", True, ("memory, processes, file size and open files" if _namespaces_work()
                                                 else "memory, file size and open files") +
                           "; the plugin cannot raise them"))
    rows.append(Protection("process namespace", _namespaces_work(),
                           "everything a plugin starts ends with it; it cannot see or signal other processes"
                           if _namespaces_work() else "user namespaces are not available: processes a plugin starts "
                           "are ended by process group only" if linux else f"not available on {sys.platform}"))
    rows.append(Protection("file access", abi >= 1, f"Landlock ABI {abi}: the runtime read-only, a private "
                           "temporary folder, none of your files" if abi >= 1 else "Landlock is not available: "
                           "a plugin can read and write what you can"))
    rows.append(Protection("network", abi >= 4, "no TCP connections" if abi >= 4 else
                           "Landlock ABI 4 or later is needed to block TCP"))
    rows.append(Protection("signals and sockets", abi >= 6 or _namespaces_work(),
                           "no signals or abstract sockets outside the sandbox" if abi >= 6 else
                           "signals contained by the process namespace; abstract sockets open"
                           if _namespaces_work() else "Landlock ABI 6 or later is needed"))
    if _is_root():
        cgroups = _cgroups_work()
        rows.append(Protection("process limit", cgroups, f"at most {MAX_PROCESSES} processes and threads (a pids "
                               "cgroup, as GinQt runs as root)" if cgroups else "GinQt runs as root and no pids "
                               "cgroup can be made: the kernel does not count root's processes, so a plugin may "
                               f"start more than {MAX_PROCESSES} (the process namespace still ends them all)"))
    return rows


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


@cache
def _cgroups_work() -> bool:
    """Whether a pids cgroup can be made here (the child removes it again)."""
    def made() -> bool:
        folder = pids_cgroup(MAX_PROCESSES)
        leave_cgroup(folder)
        return folder is not None

    return _works_in_a_child(made)


def warning_line() -> str | None:
    """One line saying which protections are missing on this machine (``None``: all hold)."""
    missing = [row.name for row in protections() if not row.holds]
    if not missing:
        return None
    return f"plugin sandbox: {', '.join(missing)} not available on this machine ({sys.platform}); " \
           "third-party plugins still play, with less protection"



#: Whether this process has said which protections are missing here (it says it once).
_TOLD: list[str | None] = []


def say_once_what_is_missing() -> None:
    """The first time a third-party strategy is seated: one line on stderr if a protection is missing here."""
    if _TOLD:
        return
    _TOLD.append(warning_line())
    if _TOLD[0] and sys.stderr is not None:
        print(f"ginqt: {_TOLD[0]}", file=sys.stderr, flush=True)
