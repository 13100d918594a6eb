"""The operating-system sandbox a player's process enters before it runs a third party's code: a supervisor
outside, namespaces, hard limits, Landlock, seccomp (docs/ARCHITECTURE.md, "The processes"; docs/PLUGINS.md, what
holds on each system).

.. versionadded:: 0.3
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ginqt.remote.sandbox import seccomp
from ginqt.remote.sandbox.kernel import (
    PR_SET_CHILD_SUBREAPER,
    PR_SET_NO_NEW_PRIVS,
    PR_SET_PDEATHSIG,
    drop_capabilities,
    landlock_abi,
    leave_cgroup,
    mount_quota,
    new_namespaces,
    pids_cgroup,
    prctl,
    restrict,
)
from ginqt.remote.sandbox.platforms import enter_macos, enter_windows

__all__ = [
    "MAX_FILE_MB",
    "MAX_PROCESSES",
    "TEMP_QUOTA_MB",
    "SandboxPolicy",
    "SandboxReport",
    "enter",
    "is_root",
    "landlock_abi",
    "runtime_paths",
]

#: Processes and threads a plugin may have at once (its own included).
MAX_PROCESSES = 64
#: The largest file a plugin may write (MiB), in its temporary folder.
MAX_FILE_MB = 256
#: Files a plugin may have open at once.
MAX_OPEN_FILES = 256
#: What a plugin may keep in its temporary folder in all (MiB): the size of its tmpfs.
TEMP_QUOTA_MB = 256


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
    temp_quota_mb: int = TEMP_QUOTA_MB  #: the size of its temporary folder (a tmpfs; Linux)

    def to_wire(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> SandboxPolicy:
        return cls(tuple(str(p) for p in data["read_paths"]), str(data["temp_dir"]), int(data["lifeline_fd"]),
                   int(data["memory_mb"]), int(data["max_processes"]), int(data["max_file_mb"]),
                   int(data["max_open_files"]), tuple(str(p) for p in data.get("hidden", ())),
                   int(data.get("temp_quota_mb", TEMP_QUOTA_MB)))


@dataclass
class SandboxReport:
    """What the host could put in place (sent back with its ``ready`` message)."""

    landlock_abi: int = 0
    namespaces: bool = False  #: a PID namespace of its own
    limits: bool = False
    missing: list[str] = field(default_factory=list)
    made: list[str] = field(default_factory=list)  #: the namespaces made: user, pid, network, ipc, mount
    quota: bool = False  #: its temporary folder is a tmpfs of ``temp_quota_mb``
    seccomp: bool = False  #: the seccomp filter is installed

    def to_wire(self) -> dict[str, Any]:
        return asdict(self)


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
        if not path.exists() or any(path in (p, *p.parents) for p in shield) or str(path) in chosen:
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
    linux = sys.platform.startswith("linux")
    if linux:
        with contextlib.suppress(OSError, AttributeError):
            prctl(PR_SET_CHILD_SUBREAPER, 1)  # orphans of the plugin come to the supervisor, not to init
    cgroup = pids_cgroup(policy.max_processes) if is_root() else None  # before the user namespace
    made = new_namespaces() if linux else frozenset()
    report.quota = "mount" in made and mount_quota(policy.temp_dir, policy.temp_quota_mb)
    supervisor = os.getpid()
    child = os.fork()
    if child:
        _supervise(child, policy.lifeline_fd, channel_fds, cgroup)
    _become_plugin_process(supervisor, policy.lifeline_fd)
    report.made, report.namespaces = sorted(made), "pid" in made
    if linux:
        report.missing += [f"{name} namespace" for name in ("PID", "network", "IPC") if name.lower() not in made]
        if not report.quota:
            report.missing.append("temporary-folder quota")
    if is_root() and cgroup is None:
        report.missing.append("process limit (root)")
    _hard_limits(policy, "user" in made)
    report.limits = True
    os.environ["TMPDIR"] = policy.temp_dir
    os.environ["HOME"] = policy.temp_dir
    if sys.platform == "darwin":
        report.missing += enter_macos(policy.read_paths, policy.temp_dir, policy.hidden)
        return report
    if linux:
        _confine(policy, report)
    return report


def _confine(policy: SandboxPolicy, report: SandboxReport) -> None:
    """Linux, in the plugin's process: no capability, ``no_new_privs``, Landlock, the seccomp filter."""
    if not drop_capabilities():
        report.missing.append("capabilities dropped")
    try:
        prctl(PR_SET_NO_NEW_PRIVS, 1)
    except OSError as error:
        report.missing += [f"Landlock ({error})", f"seccomp ({error})"]
        return
    abi = landlock_abi()
    if abi <= 0:
        report.missing.append("Landlock")
    else:
        try:
            restrict(abi, policy.read_paths, [policy.temp_dir, *_WRITABLE_DEVICES])
            report.landlock_abi = abi
        except OSError as error:
            report.missing.append(f"Landlock ({error})")
    failed = seccomp.install()
    report.seccomp = failed is None
    if failed is not None:
        report.missing.append(f"seccomp ({failed})")


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0
