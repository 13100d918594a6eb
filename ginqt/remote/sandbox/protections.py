"""Which protections of third-party plugins hold on this machine, each tried once in a short-lived child, not
assumed (``ginqt plugins``, Help › About; docs/PLUGINS.md has the table).

.. versionadded:: 0.5
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ginqt.remote.sandbox import MAX_FILE_MB, MAX_PROCESSES, TEMP_QUOTA_MB, is_root, seccomp
from ginqt.remote.sandbox.kernel import (
    PR_SET_NO_NEW_PRIVS,
    landlock_abi,
    leave_cgroup,
    mount_quota,
    new_namespaces,
    pids_cgroup,
    prctl,
)

__all__ = ["ENVIRONMENT", "Protection", "protections", "say_once_what_is_missing", "warning_line"]

#: The row every system has: GinQt starts each plugin with an environment of its own (ginqt.remote.process).
ENVIRONMENT = ("none of your session's variables (display, D-Bus, SSH agent, tokens): only PATH, LANG and LC_*, "
               "TZ, and HOME and TMPDIR in its temporary folder")


@dataclass(frozen=True)
class Protection:
    """One protection of third-party plugins, and whether it holds on this machine."""

    name: str
    holds: bool
    detail: str = ""


@dataclass(frozen=True)
class _Offers:
    """What a child process could put in place here (Linux)."""

    namespaces: frozenset[str] = frozenset()
    quota: bool = False
    seccomp: bool = False


_BITS = ("user", "pid", "network", "ipc", "mount", "quota", "seccomp")


def _exit_code_in_a_child(probe: Callable[[], int]) -> int:
    """The exit status of ``probe()`` run in a short-lived child (Linux; the C library loaded before the fork),
    or -1."""
    if not sys.platform.startswith("linux"):
        return -1
    landlock_abi()  # loads the C library here, so the child calls into it without loading anything
    pid = os.fork()
    if pid == 0:
        try:
            code = probe()
        except BaseException:
            code = 0
        os._exit(code)
    try:
        status = os.waitpid(pid, 0)[1]
    except ChildProcessError:
        return -1
    return os.waitstatus_to_exitcode(status)


@cache
def _linux_offers() -> _Offers:
    """Which namespaces, whether the temporary folder's tmpfs and the seccomp filter can be made here."""
    folder = tempfile.mkdtemp(prefix="ginqt-probe-")

    def probe() -> int:
        made = set(new_namespaces())
        if "mount" in made and mount_quota(folder, 1):
            made.add("quota")
        prctl(PR_SET_NO_NEW_PRIVS, 1)
        if seccomp.install() is None:
            made.add("seccomp")
        return sum(1 << bit for bit, name in enumerate(_BITS) if name in made)

    try:
        code = max(0, _exit_code_in_a_child(probe))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    found = {name for bit, name in enumerate(_BITS) if code & (1 << bit)}
    return _Offers(frozenset(found - {"quota", "seccomp"}), "quota" in found, "seccomp" in found)


@cache
def _cgroups_work() -> bool:
    """Whether a pids cgroup can be made here (the child removes it again)."""
    def made() -> int:
        folder = pids_cgroup(MAX_PROCESSES)
        leave_cgroup(folder)
        return 0 if folder is not None else 1

    return _exit_code_in_a_child(made) == 0


def protections() -> list[Protection]:
    """Which protections of third-party plugins hold on this machine (for ``ginqt plugins`` and About)."""
    rows = [Protection("own process", True, "each seat's plugin in a process of its own, talking plain data"),
            Protection("environment", True, ENVIRONMENT)]
    if sys.platform == "win32":
        return [*rows, Protection("job object", True, "memory and processes capped; everything a plugin starts "
                                  "ends with it"), Protection("file access", True, "low integrity: it can write "
                                  "none of your files (it can still read them)"),
                Protection("network", False, "Windows offers no network block to an unprivileged process"),
                _no_quota("Windows")]
    if sys.platform == "darwin":
        return [*rows, Protection("hard limits", True, "file size and open files; the plugin cannot raise them"),
                Protection("Seatbelt profile", True, "none of your files or GinQt's data, no network, signals "
                           "only inside the sandbox (not tested by GinQt's own runs, which are on Linux)"),
                _no_quota("macOS")]
    if not sys.platform.startswith("linux"):
        return [*rows, Protection("operating-system sandbox", False, f"not available on {sys.platform}")]
    return rows + _linux_rows(landlock_abi(), _linux_offers())


def _no_quota(system: str) -> Protection:
    return Protection("temporary-folder quota", False, f"{system}: each file it writes is limited "
                      f"({MAX_FILE_MB} MiB), not their sum")


def _linux_rows(abi: int, offers: _Offers) -> list[Protection]:
    made = offers.namespaces
    own_users = "user" in made
    rows = [Protection("hard limits", True, ("memory, processes, file size and open files" if own_users
                                             else "memory, file size and open files") +
                       "; the plugin cannot raise them, and it holds no capability"),
            Protection("process namespace", "pid" in made,
                       "everything a plugin starts ends with it; it cannot see or signal other processes"
                       if "pid" in made else "user namespaces are not available: processes a plugin starts are "
                       "ended by process group only"),
            _process_limit(own_users),
            Protection("file access", abi >= 1, f"Landlock ABI {abi}: the runtime read-only, a private temporary "
                       "folder, none of your files" if abi >= 1 else "Landlock is not available: a plugin can "
                       "read and write what you can")]
    rows.append(Protection("network", "network" in made or offers.seccomp,
                           "its own network namespace, a loopback that is down: no TCP, no UDP, to this machine "
                           "or beyond" if "network" in made else "no socket at all (seccomp)" if offers.seccomp
                           else "TCP closed (Landlock ABI 4), UDP open: no network namespace can be made"
                           if abi >= 4 else "open: neither a network namespace nor Landlock ABI 4 here"))
    rows.append(Protection("pathname sockets", offers.seccomp,
                           "no socket at all (seccomp): not the X server's, the session bus's or any other "
                           "Unix socket outside, no netlink" if offers.seccomp else
                           "open: the seccomp filter cannot be installed here, and Landlock does not cover "
                           "connecting to a Unix socket by its path (the X server, the session bus)"))
    abstract = "network" in made or abi >= 6 or offers.seccomp
    rows.append(Protection("signals", abi >= 6 or "pid" in made,
                           "no signals outside the sandbox" + (" (Landlock ABI 6)" if abi >= 6 else
                                                              " (the process namespace)")
                           if abi >= 6 or "pid" in made else "Landlock ABI 6 or a process namespace is needed"))
    rows.append(Protection("abstract sockets", abstract,
                           "none outside the sandbox (" + ", ".join(
                               why for why, holds in (("its own network namespace", "network" in made),
                                                      ("Landlock ABI 6", abi >= 6), ("no socket: seccomp",
                                                                                     offers.seccomp)) if holds) + ")"
                           if abstract else f"open: Landlock ABI {abi} does not scope them (ABI 6 does) and no "
                           "network namespace can be made"))
    rows.append(Protection("IPC", "ipc" in made,
                           "its own IPC namespace: no shared memory, semaphore or message queue of anyone else's"
                           if "ipc" in made else "open: no IPC namespace can be made (SysV shared memory and "
                           "message queues of your other programs are within reach)"))
    rows.append(Protection("temporary-folder quota", offers.quota,
                           f"at most {TEMP_QUOTA_MB} MiB in its temporary folder (a tmpfs of its own)" if offers.quota
                           else f"no mount namespace can be made: each file is limited ({MAX_FILE_MB} MiB), not "
                           "their sum"))
    return rows


def _process_limit(own_users: bool) -> Protection:
    """The process limit: RLIMIT_NPROC in a user namespace of its own, a pids cgroup for root, else none."""
    if is_root():
        cgroups = _cgroups_work()
        return Protection("process limit", cgroups, f"at most {MAX_PROCESSES} processes and threads (a pids "
                          "cgroup, as GinQt runs as root)" if cgroups else "GinQt runs as root and no pids cgroup "
                          "can be made: the kernel does not count root's processes, so a plugin may start more "
                          f"than {MAX_PROCESSES} (the process namespace still ends them all)")
    return Protection("process limit", own_users, f"at most {MAX_PROCESSES} processes and threads" if own_users else
                      "none: without a user namespace the kernel counts all your processes together, so GinQt "
                      "sets no limit and a plugin may start as many as you may")


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
