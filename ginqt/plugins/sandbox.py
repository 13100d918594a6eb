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
import ctypes
import os
import select
import signal
import struct
import sys
import sysconfig
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "Protection",
    "SandboxPolicy",
    "SandboxReport",
    "enter",
    "landlock_abi",
    "protections",
    "remove_cgroups",
    "runtime_paths",
    "warning_line",
]

#: Processes and threads a plugin may have at once (its own included).
MAX_PROCESSES = 64
#: The largest file a plugin may write (MiB), in its temporary folder.
MAX_FILE_MB = 256
#: Files a plugin may have open at once.
MAX_OPEN_FILES = 256

# Linux system calls and constants (the same numbers on every architecture for Landlock).
_SYS_LANDLOCK_CREATE_RULESET, _SYS_LANDLOCK_ADD_RULE, _SYS_LANDLOCK_RESTRICT_SELF = 444, 445, 446
_LANDLOCK_CREATE_RULESET_VERSION = 1
_LANDLOCK_RULE_PATH_BENEATH = 1
_PR_SET_PDEATHSIG, _PR_SET_NO_NEW_PRIVS, _PR_SET_CHILD_SUBREAPER = 1, 38, 36
_CLONE_NEWUSER, _CLONE_NEWPID = 0x10000000, 0x20000000

_FS_EXECUTE, _FS_WRITE_FILE, _FS_READ_FILE, _FS_READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
_FS_READ = _FS_EXECUTE | _FS_READ_FILE | _FS_READ_DIR
_FS_FILE_ONLY = _FS_EXECUTE | _FS_WRITE_FILE | _FS_READ_FILE | (1 << 14) | (1 << 15)  # + truncate, ioctl_dev
#: Filesystem rights each Landlock ABI knows (1: 13 rights; 2: refer; 3: truncate; 5: ioctl on devices).
_FS_BY_ABI = {1: (1 << 13) - 1, 2: (1 << 14) - 1, 3: (1 << 15) - 1, 4: (1 << 15) - 1, 5: (1 << 16) - 1}
_NET_BIND_TCP, _NET_CONNECT_TCP = 1 << 0, 1 << 1
_SCOPE_ABSTRACT_UNIX_SOCKET, _SCOPE_SIGNAL = 1 << 0, 1 << 1


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

    def to_wire(self) -> dict[str, Any]:
        return {"read_paths": list(self.read_paths), "temp_dir": self.temp_dir, "lifeline_fd": self.lifeline_fd,
                "memory_mb": self.memory_mb, "max_processes": self.max_processes,
                "max_file_mb": self.max_file_mb, "max_open_files": self.max_open_files}

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> SandboxPolicy:
        return cls(tuple(str(p) for p in data["read_paths"]), str(data["temp_dir"]), int(data["lifeline_fd"]),
                   int(data["memory_mb"]), int(data["max_processes"]), int(data["max_file_mb"]),
                   int(data["max_open_files"]))


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


# -- Linux system calls ----------------------------------------------------------------------


@cache
def _libc() -> Any:
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    return libc


def _os_error(what: str) -> OSError:
    number = ctypes.get_errno()
    return OSError(number, f"{what}: {os.strerror(number)}")


@cache
def landlock_abi() -> int:
    """The Landlock ABI version the kernel offers (0: none, not Linux, or disabled)."""
    if not sys.platform.startswith("linux"):
        return 0
    try:
        version = _libc().syscall(_SYS_LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0),
                                  ctypes.c_uint32(_LANDLOCK_CREATE_RULESET_VERSION))
    except (OSError, AttributeError):
        return 0
    return max(0, int(version))


def _prctl(option: int, value: int) -> None:
    if _libc().prctl(option, ctypes.c_ulong(value), 0, 0, 0) != 0:
        raise _os_error("prctl")


class _RulesetAttr(ctypes.Structure):
    _fields_ = (("handled_access_fs", ctypes.c_uint64), ("handled_access_net", ctypes.c_uint64),
                ("scoped", ctypes.c_uint64))


def _landlock(abi: int, read_paths: Iterable[str], write_dirs: Iterable[str]) -> None:
    """Restrict this process (and all it starts) to ``read_paths`` and ``write_dirs``."""
    handled_fs = _FS_BY_ABI.get(abi, _FS_BY_ABI[5])
    attr = _RulesetAttr(handled_fs, (_NET_BIND_TCP | _NET_CONNECT_TCP) if abi >= 4 else 0,
                        (_SCOPE_ABSTRACT_UNIX_SOCKET | _SCOPE_SIGNAL) if abi >= 6 else 0)
    size = ctypes.sizeof(_RulesetAttr) if abi >= 6 else (16 if abi >= 4 else 8)
    libc = _libc()
    ruleset = libc.syscall(_SYS_LANDLOCK_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size),
                           ctypes.c_uint32(0))
    if ruleset < 0:
        raise _os_error("landlock_create_ruleset")
    try:
        for path, access in [*((p, _FS_READ) for p in read_paths), *((p, handled_fs) for p in write_dirs)]:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue  # a path that is not there needs no rule
            try:
                if not os.path.isdir(path):
                    access &= _FS_FILE_ONLY
                rule = struct.pack("=Qi", access & handled_fs, fd)
                if libc.syscall(_SYS_LANDLOCK_ADD_RULE, ctypes.c_int(ruleset),
                                ctypes.c_int(_LANDLOCK_RULE_PATH_BENEATH), ctypes.c_char_p(rule),
                                ctypes.c_uint32(0)) != 0:
                    raise _os_error(f"landlock_add_rule {path}")
            finally:
                os.close(fd)
        if libc.syscall(_SYS_LANDLOCK_RESTRICT_SELF, ctypes.c_int(ruleset), ctypes.c_uint32(0)) != 0:
            raise _os_error("landlock_restrict_self")
    finally:
        os.close(ruleset)


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
                  *sys.path, *_editable_paths(), *extra]
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


def _hard_limits(policy: SandboxPolicy) -> None:
    """Limits the plugin cannot raise again (soft and hard alike)."""
    import resource

    wanted = [("RLIMIT_CORE", 0), ("RLIMIT_NOFILE", policy.max_open_files),
              ("RLIMIT_FSIZE", policy.max_file_mb * 1024 * 1024), ("RLIMIT_NPROC", policy.max_processes)]
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


# -- a process limit that binds root too (the kernel does not count root's processes) -------------

#: The pids controller's folders, cgroup v1 first (v2 allows it only where the parent has no processes).
_PIDS_HIERARCHIES = ("/sys/fs/cgroup/pids", "/sys/fs/cgroup")
#: The cgroups GinQt makes for plugins start with this (and the supervisor's process id).
CGROUP_PREFIX = "ginqt-plugin-"


def _own_cgroup(hierarchy: str) -> str | None:
    """This process's cgroup folder in ``hierarchy`` (v1: the pids line; v2: the ``0::`` line)."""
    try:
        with open("/proc/self/cgroup") as lines:
            entries = [line.rstrip("\n").split(":", 2) for line in lines]
    except OSError:
        return None
    v1 = hierarchy.endswith("/pids")
    for _, controllers, path in entries:
        if (v1 and "pids" in controllers.split(",")) or (not v1 and controllers == ""):
            return hierarchy + path.rstrip("/")
    return None


def _pids_cgroup(max_processes: int) -> str | None:
    """Move this process into a new pids cgroup of ``max_processes`` + 1 (itself); its folder, or ``None``."""
    for hierarchy in _PIDS_HIERARCHIES:
        own = _own_cgroup(hierarchy)
        if own is None or not os.path.exists(os.path.join(own, "pids.max" if own != hierarchy else "cgroup.procs")):
            continue
        folder = os.path.join(own, f"{CGROUP_PREFIX}{os.getpid()}")
        try:
            os.mkdir(folder)
            with open(os.path.join(folder, "pids.max"), "w") as limit:
                limit.write(str(max_processes + 1))
            with open(os.path.join(folder, "cgroup.procs"), "w") as procs:
                procs.write(str(os.getpid()))
        except OSError:
            with contextlib.suppress(OSError):
                os.rmdir(folder)
            continue
        return folder
    return None


def remove_cgroups(ended: Iterable[int] | None = None) -> int:
    """Remove the pids cgroups of plugins whose supervisor has ended (``ended``: those supervisors; ``None``:
    every empty one no living process owns); how many were removed."""
    removed = 0
    for hierarchy in _PIDS_HIERARCHIES:
        own = _own_cgroup(hierarchy)
        if own is None or not os.path.isdir(own):
            continue
        wanted = None if ended is None else {f"{CGROUP_PREFIX}{pid}" for pid in ended}
        for name in os.listdir(own):
            if not name.startswith(CGROUP_PREFIX) or (wanted is not None and name not in wanted):
                continue
            for _ in range(20):  # the plugin's last processes leave it as they are reaped
                try:
                    os.rmdir(os.path.join(own, name))
                    removed += 1
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    if wanted is None:
                        break
                    time.sleep(0.005)
    return removed


def _leave_cgroup(folder: str | None) -> None:
    """Move back to the parent cgroup and remove ours (it is empty once the plugin has ended)."""
    if folder is None:
        return
    with contextlib.suppress(OSError):
        with open(os.path.join(os.path.dirname(folder), "cgroup.procs"), "w") as procs:
            procs.write(str(os.getpid()))
        os.rmdir(folder)


# -- the supervisor ----------------------------------------------------------------------------


def _new_namespaces() -> bool:
    """Unshare a user and a PID namespace (the next child is the new namespace's init)."""
    return sys.platform.startswith("linux") and int(_libc().unshare(_CLONE_NEWUSER | _CLONE_NEWPID)) == 0


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
            _leave_cgroup(cgroup)
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
    with contextlib.suppress(OSError):
        _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
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
        report.missing.append("no sandbox on this platform")
        return report
    channel_fds = list(channel_fds)
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            _prctl(_PR_SET_CHILD_SUBREAPER, 1)  # orphans of the plugin come to the supervisor, not to init
    cgroup = _pids_cgroup(policy.max_processes) if _is_root() else None  # before the user namespace
    if sys.platform.startswith("linux"):
        report.namespaces = _new_namespaces()
    supervisor = os.getpid()
    child = os.fork()
    if child:
        _supervise(child, policy.lifeline_fd, channel_fds, cgroup)
    _become_plugin_process(supervisor, policy.lifeline_fd)
    if not report.namespaces:
        report.missing.append("PID namespace")
    if _is_root() and cgroup is None:
        report.missing.append("process limit (root)")
    _hard_limits(policy)
    report.limits = True
    os.environ["TMPDIR"] = policy.temp_dir
    os.environ["HOME"] = policy.temp_dir
    abi = landlock_abi()
    if abi <= 0:
        report.missing.append("Landlock")
        return report
    try:
        _prctl(_PR_SET_NO_NEW_PRIVS, 1)
        _landlock(abi, policy.read_paths, [policy.temp_dir, *_WRITABLE_DEVICES])
    except OSError as error:
        report.missing.append(f"Landlock ({error})")
        return report
    report.landlock_abi = abi
    return report


# -- what this machine offers --------------------------------------------------------------------


@cache
def _namespaces_work() -> bool:
    """Whether an unprivileged user and PID namespace can be made here (tried in a short-lived child)."""
    if not sys.platform.startswith("linux"):
        return False
    pid = os.fork()
    if pid == 0:
        code = 0 if _new_namespaces() else 1
        os._exit(code)
    try:
        return os.waitpid(pid, 0)[1] == 0
    except ChildProcessError:
        return False


def protections() -> list[Protection]:
    """Which protections of third-party plugins hold on this machine (for ``ginqt plugins`` and About)."""
    rows = [Protection("own process", True, "each seat's plugin in a process of its own, talking plain data")]
    if os.name != "posix":
        return [*rows, Protection("operating-system sandbox", False, f"not available on {sys.platform}")]
    abi = landlock_abi()
    linux = sys.platform.startswith("linux")
    rows.append(Protection("hard limits", True, "memory, processes, file size and open files; the plugin cannot "
                                                "raise them"))
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
    """Whether a pids cgroup can be made here (tried in a short-lived child, which removes it)."""
    if not sys.platform.startswith("linux"):
        return False
    pid = os.fork()
    if pid == 0:
        folder = _pids_cgroup(MAX_PROCESSES)
        _leave_cgroup(folder)
        os._exit(0 if folder else 1)
    try:
        return os.waitpid(pid, 0)[1] == 0
    except ChildProcessError:
        return False


def warning_line() -> str | None:
    """One line saying which protections are missing on this machine (``None``: all hold)."""
    missing = [row.name for row in protections() if not row.holds]
    if not missing:
        return None
    return f"plugin sandbox: {', '.join(missing)} not available on this machine ({sys.platform}); " \
           "third-party plugins still play, with less protection"

