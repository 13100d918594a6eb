"""The seccomp filter of a player's process (Linux, x86_64 and aarch64), a classic-BPF program built with
``ctypes``: ``socket()`` of any family ``EACCES`` (``socketpair`` allowed: its ends reach only their holders);
io_uring, keyrings and every system call of another ABI ``EPERM`` (docs/ARCHITECTURE.md, "The processes").

.. versionadded:: 0.5
"""

from __future__ import annotations

import ctypes
import os
import platform
import struct
import sys
from dataclasses import dataclass

from ginqt.remote.sandbox.kernel import c_library

__all__ = ["SUPPORTED", "install", "program"]

_EPERM, _EACCES = 1, 13
_AF_UNIX = 1
_RET_ALLOW = 0x7FFF0000
_RET_ERRNO = 0x00050000
_LD_ABS_W, _JEQ_K, _JGE_K, _RET_K = 0x20, 0x15, 0x35, 0x06
_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER = 22, 2
#: ``struct seccomp_data``: the call's number, its ABI, then its arguments (the first's low word, little-endian).
_NR, _ARCH, _ARG0 = 0, 4, 16 if sys.byteorder == "little" else 20
_X32_SYSCALL_BIT = 0x40000000


@dataclass(frozen=True)
class _Abi:
    audit_arch: int
    socket: int
    socketpair: int
    keys: tuple[int, ...]  #: add_key, request_key, keyctl
    foreign_bit: int = 0  #: calls with this bit set belong to another ABI (x86_64's x32)


_IO_URING = (425, 426, 427)  # the same numbers on every architecture
_ABIS = {
    "x86_64": _Abi(0xC000003E, 41, 53, (248, 249, 250), _X32_SYSCALL_BIT),
    "aarch64": _Abi(0xC00000B7, 198, 199, (217, 218, 219)),
}
#: The architectures this filter knows.
SUPPORTED = tuple(_ABIS)


def _machine() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)


def program(machine: str | None = None) -> list[tuple[int, int, int, int]]:
    """The filter's instructions ``(code, jump if true, jump if false, k)`` for ``machine`` (this one's)."""
    abi = _ABIS[machine or _machine()]
    allow, refuse_socket, refuse = "allow", "refuse socket", "refuse"
    code: list[tuple[int, str | int, str | int, int] | str] = [
        (_LD_ABS_W, 0, 0, _ARCH), (_JEQ_K, 0, refuse, abi.audit_arch), (_LD_ABS_W, 0, 0, _NR)]
    if abi.foreign_bit:
        code.append((_JGE_K, refuse, 0, abi.foreign_bit))
    code += [(_JEQ_K, refuse_socket, 0, abi.socket), *((_JEQ_K, refuse, 0, nr) for nr in (*_IO_URING, *abi.keys)),
             (_JEQ_K, 0, allow, abi.socketpair), (_LD_ABS_W, 0, 0, _ARG0), (_JEQ_K, allow, refuse_socket, _AF_UNIX),
             allow, (_RET_K, 0, 0, _RET_ALLOW), refuse_socket, (_RET_K, 0, 0, _RET_ERRNO | _EACCES),
             refuse, (_RET_K, 0, 0, _RET_ERRNO | _EPERM)]
    return _assemble(code)


def _assemble(code: list[tuple[int, str | int, str | int, int] | str]) -> list[tuple[int, int, int, int]]:
    """Instructions with labels (a string before the instruction it names) as jumps: relative offsets."""
    labels: dict[str, int] = {}
    instructions: list[tuple[int, str | int, str | int, int]] = []
    for item in code:
        if isinstance(item, str):
            labels[item] = len(instructions)
        else:
            instructions.append(item)

    def offset(target: str | int, at: int) -> int:
        return target if isinstance(target, int) else labels[target] - at - 1

    return [(op, offset(true, at), offset(false, at), k) for at, (op, true, false, k) in enumerate(instructions)]


class _Program(ctypes.Structure):
    _fields_ = (("len", ctypes.c_ushort), ("filter", ctypes.c_void_p))


def install() -> str | None:
    """Install the filter in this process (``no_new_privs`` must be set); why it could not (``None``: done)."""
    if not sys.platform.startswith("linux"):
        return f"not Linux ({sys.platform})"
    if _machine() not in _ABIS:
        return f"no filter for {platform.machine()}"
    instructions = program()
    packed = b"".join(struct.pack("=HBBI", *instruction) for instruction in instructions)
    buffer = ctypes.create_string_buffer(packed, len(packed))
    fprog = _Program(len(instructions), ctypes.cast(buffer, ctypes.c_void_p))
    libc = c_library()  # loaded before any fork: a child of a threaded process must not load a library
    if libc.prctl(_PR_SET_SECCOMP, ctypes.c_ulong(_SECCOMP_MODE_FILTER), ctypes.byref(fprog), 0, 0) != 0:
        return f"seccomp: {os.strerror(ctypes.get_errno())}"
    return None
