"""An engine's launcher: it reads GinQt's first line (the sandbox's policy, the engine's ``argv``, ``cwd`` and
``env``), enters the sandbox, says ``ready`` (or ``failed``) and execs the engine.

.. versionadded:: 0.4
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from typing import Any

from ginqt.remote.channel import encode
from ginqt.remote.sandbox import SandboxPolicy, enter

__all__ = ["main"]


def _first_line() -> dict[str, Any]:
    """GinQt's first message, read a byte at a time: nothing after it may be taken from the engine's input."""
    data = b""
    while not data.endswith(b"\n"):
        byte = os.read(0, 1)
        if not byte:
            raise SystemExit(0)
        data += byte
    message = json.loads(data)
    if not isinstance(message, dict):
        raise SystemExit(2)
    return message


def _runnable(argv: list[str]) -> str | None:
    """The engine's executable as the sandbox sees it, or ``None`` when it cannot be run there."""
    found = shutil.which(argv[0])
    return found if found is not None and os.access(found, os.X_OK) else None


def main() -> int:
    start = _first_line()
    argv = [str(word) for word in start.get("argv", ())]
    report: dict[str, Any] = {}
    if start.get("sandbox") is not None:
        report = enter(SandboxPolicy.from_wire(start["sandbox"]), (0, 1)).to_wire()
    try:
        os.chdir(str(start.get("cwd") or "."))
    except OSError as error:
        os.write(1, encode({"failed": f"cannot enter the engine's folder: {error.strerror}"}))
        return 1
    executable = _runnable(argv) if argv else None
    if executable is None:
        os.write(1, encode({"failed": f"cannot run {argv[0] if argv else '(no command)'!r}: not found or not "
                                      "executable (in the sandbox: only the engine's own folder is readable)"}))
        return 1
    os.write(1, encode({"ready": 1, "sandbox": report or None}))
    own = start.get("env")
    env = {**os.environ, **({str(name): str(value) for name, value in own.items()} if isinstance(own, dict) else {})}
    try:
        os.execve(executable, argv, env)
    except OSError as error:
        print(f"ginqt: cannot run {argv[0]!r}: {error.strerror}", file=sys.stderr, flush=True)
    return 127


if __name__ == "__main__":
    raise SystemExit(main())
