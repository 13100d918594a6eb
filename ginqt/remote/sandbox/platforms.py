"""The sandbox where Landlock is not: macOS's Seatbelt profile and a Windows job object with low integrity
(docs/PLUGINS.md has what each holds).  Neither runs where GinQt is tested (Linux; the profile's text is tested
there); a step that fails is reported as missing, never raised.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Iterable

__all__ = ["enter_macos", "enter_windows", "seatbelt_profile"]


def _quoted(path: str) -> str:
    """A path as a Seatbelt string literal."""
    return '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'


def seatbelt_profile(read_paths: Iterable[str], temp_dir: str, hidden: Iterable[str]) -> str:
    """The Seatbelt profile of a plugin: everything it does not need to reach is closed (later rules win).

    >>> print(seatbelt_profile(["/opt/py"], "/tmp/p", ["/Users/kim"]))  # doctest: +NORMALIZE_WHITESPACE
    (version 1)
    (allow default)
    (deny file-read* file-write* (subpath "/Users/kim"))
    (deny file-write*)
    (allow file-read* (subpath "/opt/py"))
    (allow file-read* file-write* (subpath "/tmp/p") (literal "/dev/null") (literal "/dev/zero"))
    (deny network*)
    (deny signal)
    (allow signal (target same-sandbox))
    (deny process-info* (target others))
    """
    lines = ["(version 1)", "(allow default)"]
    closed = " ".join(f"(subpath {_quoted(path)})" for path in hidden)
    if closed:
        lines.append(f"(deny file-read* file-write* {closed})")
    lines.append("(deny file-write*)")
    readable = " ".join(f"(subpath {_quoted(path)})" for path in read_paths)
    if readable:
        lines.append(f"(allow file-read* {readable})")
    devices = '(literal "/dev/null") (literal "/dev/zero")'
    lines += [f"(allow file-read* file-write* (subpath {_quoted(temp_dir)}) {devices})",
              "(deny network*)", "(deny signal)", "(allow signal (target same-sandbox))",
              "(deny process-info* (target others))"]
    return "\n".join(lines)


def enter_macos(read_paths: Iterable[str], temp_dir: str, hidden: Iterable[str]) -> list[str]:
    """Enter the Seatbelt sandbox (macOS); what could not be put in place."""
    try:
        library = ctypes.CDLL("/usr/lib/libSystem.dylib")
        sandbox_init = library.sandbox_init
    except (OSError, AttributeError) as failure:
        return [f"Seatbelt ({failure})"]
    sandbox_init.argtypes = [ctypes.c_char_p, ctypes.c_uint64, ctypes.POINTER(ctypes.c_char_p)]
    sandbox_init.restype = ctypes.c_int
    why = ctypes.c_char_p()
    profile = seatbelt_profile(read_paths, temp_dir, hidden).encode()
    if sandbox_init(profile, 0, ctypes.byref(why)) != 0:
        return [f"Seatbelt ({(why.value or b'refused').decode(errors='replace')})"]
    return []


# -- Windows ----------------------------------------------------------------------------------------

_JOB_OBJECT_LIMIT_ACTIVE_PROCESS = 0x0008
_JOB_OBJECT_LIMIT_PROCESS_MEMORY = 0x0100
_JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION = 0x0400
_JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
#: Handles, clipboard (read and write), system parameters, display settings, global atoms, desktop, exit.
_JOB_OBJECT_UILIMIT_ALL = 0x00FF
_EXTENDED_LIMIT_INFORMATION = 9
_BASIC_UI_RESTRICTIONS = 4
_LOW_INTEGRITY_FOLDER = "S:(ML;OICI;NW;;;LW)"  # a mandatory label: writable by low-integrity processes
_LOW_INTEGRITY_SID = "S-1-16-4096"
_TOKEN_INTEGRITY_LEVEL = 25

#: The job this process is in; its handle stays open for the process's life (closing it ends the job).
_JOB: list[int] = []


class _BasicLimits(ctypes.Structure):
    _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64), ("PerJobUserTimeLimit", ctypes.c_int64),
                ("LimitFlags", ctypes.c_uint32), ("MinimumWorkingSetSize", ctypes.c_size_t),
                ("MaximumWorkingSetSize", ctypes.c_size_t), ("ActiveProcessLimit", ctypes.c_uint32),
                ("Affinity", ctypes.c_size_t), ("PriorityClass", ctypes.c_uint32),
                ("SchedulingClass", ctypes.c_uint32)]


class _ExtendedLimits(ctypes.Structure):
    _fields_ = [("BasicLimitInformation", _BasicLimits), ("IoInfo", ctypes.c_uint64 * 6),
                ("ProcessMemoryLimit", ctypes.c_size_t), ("JobMemoryLimit", ctypes.c_size_t),
                ("PeakProcessMemoryUsed", ctypes.c_size_t), ("PeakJobMemoryUsed", ctypes.c_size_t)]


def _job(kernel32: ctypes.CDLL, memory_mb: int, max_processes: int) -> str | None:
    """Put this process in a job of its own with kill-on-close and limits; what failed (``None``: nothing)."""
    job = kernel32.CreateJobObjectW(None, None)
    if not job:
        return "job object"
    limits = _ExtendedLimits()
    limits.BasicLimitInformation.LimitFlags = (_JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | _JOB_OBJECT_LIMIT_ACTIVE_PROCESS
                                               | _JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION)
    limits.BasicLimitInformation.ActiveProcessLimit = max_processes
    if memory_mb > 0:
        limits.BasicLimitInformation.LimitFlags |= _JOB_OBJECT_LIMIT_PROCESS_MEMORY
        limits.ProcessMemoryLimit = memory_mb * 1024 * 1024
    ui = ctypes.c_uint32(_JOB_OBJECT_UILIMIT_ALL)
    if not (kernel32.SetInformationJobObject(job, _EXTENDED_LIMIT_INFORMATION, ctypes.byref(limits),
                                             ctypes.sizeof(limits))
            and kernel32.SetInformationJobObject(job, _BASIC_UI_RESTRICTIONS, ctypes.byref(ui), ctypes.sizeof(ui))
            and kernel32.AssignProcessToJobObject(job, kernel32.GetCurrentProcess())):
        return "job object limits"
    _JOB.append(job)
    return None


def _label_low(advapi32: ctypes.CDLL, kernel32: ctypes.CDLL, folder: str) -> bool:
    """Let low-integrity processes write ``folder`` (its mandatory label)."""
    descriptor = ctypes.c_void_p()
    if not advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW(_LOW_INTEGRITY_FOLDER, 1,
                                                                         ctypes.byref(descriptor), None):
        return False
    try:
        present, defaulted, acl = ctypes.c_int(), ctypes.c_int(), ctypes.c_void_p()
        if not advapi32.GetSecurityDescriptorSacl(descriptor, ctypes.byref(present), ctypes.byref(acl),
                                                  ctypes.byref(defaulted)):
            return False
        label_security_information, file_object = 0x10, 1
        status: int = advapi32.SetNamedSecurityInfoW(folder, file_object, label_security_information, None, None,
                                                     None, acl)
        return status == 0
    finally:
        kernel32.LocalFree(descriptor)


class _SidAndAttributes(ctypes.Structure):
    _fields_ = [("Sid", ctypes.c_void_p), ("Attributes", ctypes.c_uint32)]


def _lower_integrity(advapi32: ctypes.CDLL, kernel32: ctypes.CDLL) -> bool:
    """Lower this process to low integrity: it can then write no file of the user's (no write up)."""
    token, sid = ctypes.c_void_p(), ctypes.c_void_p()
    token_adjust_default, token_query = 0x0080, 0x0008
    if not advapi32.OpenProcessToken(kernel32.GetCurrentProcess(), token_adjust_default | token_query,
                                     ctypes.byref(token)):
        return False
    try:
        if not advapi32.ConvertStringSidToSidW(_LOW_INTEGRITY_SID, ctypes.byref(sid)):
            return False
        label = _SidAndAttributes(sid, 0x20)  # SE_GROUP_INTEGRITY
        size = ctypes.sizeof(label) + advapi32.GetLengthSid(sid)
        done = advapi32.SetTokenInformation(token, _TOKEN_INTEGRITY_LEVEL, ctypes.byref(label), size)
        kernel32.LocalFree(sid)
        return bool(done)
    finally:
        kernel32.CloseHandle(token)


def enter_windows(temp_dir: str, memory_mb: int, max_processes: int) -> list[str]:
    """Enter the job object and low integrity (Windows); what could not be put in place."""
    windll = getattr(ctypes, "windll", None)
    if sys.platform != "win32" or windll is None:
        return ["job object (not Windows)"]
    kernel32, advapi32 = windll.kernel32, windll.advapi32
    missing = []
    failed = _job(kernel32, memory_mb, max_processes)
    if failed:
        missing.append(failed)
    if not _label_low(advapi32, kernel32, temp_dir) or not _lower_integrity(advapi32, kernel32):
        missing.append("low integrity (file access)")
    return missing
