"""The Linux kernel's sandbox primitives through ``ctypes``: Landlock, ``prctl``, namespaces, a size-limited
temporary folder, capabilities dropped and pids cgroups (elsewhere :func:`landlock_abi` is 0 and nothing here is
used).

.. versionadded:: 0.3
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import struct
import sys
import time
from collections.abc import Iterable
from functools import cache
from typing import Any

__all__ = [
    "CGROUP_PREFIX",
    "PR_SET_CHILD_SUBREAPER",
    "PR_SET_NO_NEW_PRIVS",
    "PR_SET_PDEATHSIG",
    "c_library",
    "drop_capabilities",
    "landlock_abi",
    "leave_cgroup",
    "mount_quota",
    "new_namespaces",
    "pids_cgroup",
    "prctl",
    "remove_cgroups",
    "restrict",
]

# Linux system calls and constants (the same numbers on every architecture for Landlock).
_SYS_LANDLOCK_CREATE_RULESET, _SYS_LANDLOCK_ADD_RULE, _SYS_LANDLOCK_RESTRICT_SELF = 444, 445, 446
_LANDLOCK_CREATE_RULESET_VERSION = 1
_LANDLOCK_RULE_PATH_BENEATH = 1
PR_SET_PDEATHSIG, PR_SET_NO_NEW_PRIVS, PR_SET_CHILD_SUBREAPER = 1, 38, 36
_CLONE_NEWUSER, _CLONE_NEWPID, _CLONE_NEWNET, _CLONE_NEWIPC, _CLONE_NEWNS = (0x10000000, 0x20000000, 0x40000000,
                                                                           0x08000000, 0x00020000)
_NAMESPACES = {"user": _CLONE_NEWUSER, "pid": _CLONE_NEWPID, "network": _CLONE_NEWNET, "ipc": _CLONE_NEWIPC,
               "mount": _CLONE_NEWNS}
#: What :func:`new_namespaces` tries, in order: all of them; without a user namespace (root may); the PID
#: namespace in a user namespace only (a kernel that allows no other namespace to an unprivileged user).
_NAMESPACE_TRIES = (("user", "pid", "network", "ipc", "mount"), ("pid", "network", "ipc", "mount"), ("user", "pid"))
_MS_NOSUID, _MS_NODEV = 2, 4
_PR_CAPBSET_DROP, _PR_SET_SECUREBITS, _PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL = 24, 28, 47, 4
#: SECBIT_NOROOT, NO_SETUID_FIXUP, NO_CAP_AMBIENT_RAISE and KEEP_CAPS, each locked (KEEP_CAPS off): no capability
#: comes back, neither by running a program as root nor by changing user.
_SECURE_BITS = 0b11101111
_CAPABILITY_VERSION_3 = 0x20080522

_FS_EXECUTE, _FS_WRITE_FILE, _FS_READ_FILE, _FS_READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
_FS_READ = _FS_EXECUTE | _FS_READ_FILE | _FS_READ_DIR
_FS_FILE_ONLY = _FS_EXECUTE | _FS_WRITE_FILE | _FS_READ_FILE | (1 << 14) | (1 << 15)  # + truncate, ioctl_dev
#: Filesystem rights each Landlock ABI knows (1: 13 rights; 2: refer; 3: truncate; 5: ioctl on devices).
_FS_BY_ABI = {1: (1 << 13) - 1, 2: (1 << 14) - 1, 3: (1 << 15) - 1, 4: (1 << 15) - 1, 5: (1 << 16) - 1}
_NET_BIND_TCP, _NET_CONNECT_TCP = 1 << 0, 1 << 1
_SCOPE_ABSTRACT_UNIX_SOCKET, _SCOPE_SIGNAL = 1 << 0, 1 << 1


@cache
def c_library() -> Any:
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
        version = c_library().syscall(_SYS_LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0),
                                  ctypes.c_uint32(_LANDLOCK_CREATE_RULESET_VERSION))
    except (OSError, AttributeError):
        return 0
    return max(0, int(version))


def prctl(option: int, value: int) -> None:
    if c_library().prctl(option, ctypes.c_ulong(value), 0, 0, 0) != 0:
        raise _os_error("prctl")


class _RulesetAttr(ctypes.Structure):
    _fields_ = (("handled_access_fs", ctypes.c_uint64), ("handled_access_net", ctypes.c_uint64),
                ("scoped", ctypes.c_uint64))


def restrict(abi: int, read_paths: Iterable[str], write_dirs: Iterable[str]) -> None:
    """Restrict this process (and all it starts) to ``read_paths`` and ``write_dirs``."""
    handled_fs = _FS_BY_ABI.get(abi, _FS_BY_ABI[5])
    attr = _RulesetAttr(handled_fs, (_NET_BIND_TCP | _NET_CONNECT_TCP) if abi >= 4 else 0,
                        (_SCOPE_ABSTRACT_UNIX_SOCKET | _SCOPE_SIGNAL) if abi >= 6 else 0)
    size = ctypes.sizeof(_RulesetAttr) if abi >= 6 else (16 if abi >= 4 else 8)
    libc = c_library()
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


def pids_cgroup(max_processes: int) -> str | None:
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


def leave_cgroup(folder: str | None) -> None:
    """Move back to the parent cgroup and remove ours (it is empty once the plugin has ended)."""
    if folder is None:
        return
    with contextlib.suppress(OSError):
        with open(os.path.join(os.path.dirname(folder), "cgroup.procs"), "w") as procs:
            procs.write(str(os.getpid()))
        os.rmdir(folder)


def new_namespaces() -> frozenset[str]:
    """Unshare as many of a user, PID, network, IPC and mount namespace as the kernel allows (see
    :data:`_NAMESPACE_TRIES`); their names.  The next child is the PID namespace's init; in a user namespace
    this process keeps its user and group (mapped to themselves) and has every capability there."""
    if not sys.platform.startswith("linux"):
        return frozenset()
    uid, gid = os.geteuid(), os.getegid()
    for names in _NAMESPACE_TRIES:
        flags = 0
        for name in names:
            flags |= _NAMESPACES[name]
        if int(c_library().unshare(flags)) == 0:
            if "user" in names:
                _map_ids(uid, gid)
            return frozenset(names)
    return frozenset()


def _map_ids(uid: int, gid: int) -> None:
    """Map this process's user and group to themselves in its new user namespace (files it makes then have an
    owner: a tmpfs refuses files of an unmapped one)."""
    for name, text in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
        with contextlib.suppress(OSError), open(f"/proc/self/{name}", "w") as file:
            file.write(text)


def mount_quota(folder: str, megabytes: int) -> bool:
    """Mount a tmpfs of ``megabytes`` on ``folder`` (in this process's own mount namespace: nobody else sees
    it, and it goes when the namespace's last process ends); whether it could."""
    options = f"size={megabytes}m,nr_inodes={megabytes * 64},mode=0700".encode()
    done = c_library().mount(b"tmpfs", folder.encode(), b"tmpfs", ctypes.c_ulong(_MS_NOSUID | _MS_NODEV), options)
    return int(done) == 0


class _CapHeader(ctypes.Structure):
    _fields_ = (("version", ctypes.c_uint32), ("pid", ctypes.c_int))


class _CapData(ctypes.Structure):
    _fields_ = (("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32))


def drop_capabilities() -> bool:
    """Give up every capability for good (those a user namespace gave, or root's): the bounding and ambient
    sets emptied, root's special treatment locked off, then none held; whether it held."""
    libc = c_library()
    for cap in range(64):
        if libc.prctl(_PR_CAPBSET_DROP, ctypes.c_ulong(cap), 0, 0, 0) != 0 and ctypes.get_errno() == 22:  # EINVAL
            break  # past the last capability this kernel knows
    libc.prctl(_PR_CAP_AMBIENT, ctypes.c_ulong(_PR_CAP_AMBIENT_CLEAR_ALL), 0, 0, 0)
    libc.prctl(_PR_SET_SECUREBITS, ctypes.c_ulong(_SECURE_BITS), 0, 0, 0)
    header, data = _CapHeader(_CAPABILITY_VERSION_3, 0), (_CapData * 2)()
    return int(libc.capset(ctypes.byref(header), data)) == 0

