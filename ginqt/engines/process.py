"""An engine's process: started in the plugins' sandbox, shaken hands with, spoken to in lines with deadlines.

:class:`EngineProcess` is a :class:`~ginqt.plugins.hosts.HostProcess` whose command is the
launcher (:mod:`ginqt.engines.launch`) instead of the plugin host: the same sandbox, lifeline,
kept standard error, stray-process ending and kill; then it speaks the engine protocol
(:mod:`ginqt.engines.protocol`) over the same :class:`~ginqt.plugins.channel.Channel`.  It keeps
the last lines of the exchange (:attr:`EngineProcess.transcript`) for ``ginqt engines check``
and for a fault's report.  :class:`EnginePool` keeps processes between games, per engine and seat.

.. versionadded:: 0.4
"""

from __future__ import annotations

import atexit
import os
import shutil
import time
from collections import deque
from pathlib import Path

from ginqt.engines.command import interpreter_paths
from ginqt.engines.protocol import OFFER, EngineInfo, ProtocolError, read_handshake_line
from ginqt.plugins.channel import ChannelBroken, ChannelTimeout
from ginqt.plugins.hosts import HostProcess, HostSpec, IdlePool, runtime_command
from ginqt.plugins.limits import DEFAULT_MEMORY_MB
from ginqt.plugins.sources import PluginSource
from ginqt.storage.engines import EngineEntry

__all__ = ["HANDSHAKE_SECONDS", "POOL", "EnginePool", "EngineProcess", "ProtocolError", "engine_paths"]

#: Seconds an engine has to start and finish its handshake.
HANDSHAKE_SECONDS = 15.0
#: Lines of the exchange kept for a fault's report.
TRANSCRIPT_LINES = 400
#: Idle processes kept per engine and seat: as many as a tournament's games in flight
#: (``ginqt.research.tournament.GAMES_IN_FLIGHT``), each of which asks an engine process of its own.
MAX_IDLE = 4


def engine_paths(entry: EngineEntry) -> tuple[list[str], list[str], str]:
    """The command line to run (its executable found on PATH or from the engine's folder, file arguments made
    absolute), what the sandbox lets it read (its executable, the interpreter of a ``#!`` script, every argument
    that is a file, with their folders, and its ``workdir``) and the folder it runs in (its ``workdir``, else its
    script's, else its executable's)."""
    folder = Path(entry.folder or os.getcwd())
    argv = list(entry.command)
    readable: list[str] = []
    files: list[Path] = []
    for index, word in enumerate(argv):
        path = folder / word  # an absolute word stays itself
        if word and (index > 0 or os.sep in word) and path.exists():
            real = path.resolve()
            argv[index] = str(real)
            readable += [str(real), str(real.parent)]
            files.append(real)
    if os.sep not in argv[0]:
        found = shutil.which(argv[0])
        if found is not None:
            argv[0] = found
            real = Path(found).resolve()
            readable += [found, str(Path(found).parent), str(real), str(real.parent)]
    scripts = [path for path in files if path.is_file() and str(path) != argv[0]]
    cwd = scripts[0].parent if scripts else Path(argv[0]).parent if os.sep in argv[0] else folder
    if not cwd.is_dir():  # a command that is not there: the launcher says so
        cwd = folder
    if entry.workdir:
        readable.append(entry.workdir)
    return argv, [*readable, *interpreter_paths(argv[0])], entry.workdir or str(cwd)


class EngineProcess:
    """One engine process (see the module's description): :meth:`handshake`, then :meth:`send` and :meth:`read`."""

    def __init__(self, entry: EngineEntry, seat: int | None = None) -> None:
        self.entry = entry
        argv, readable, cwd = engine_paths(entry)
        spec = HostSpec(PluginSource(entry.name, "engine", ""), entry.name, DEFAULT_MEMORY_MB, role="engine", seat=seat)
        self.transcript: deque[str] = deque(maxlen=TRANSCRIPT_LINES)
        self.info: EngineInfo | None = None
        self.host = HostProcess(spec, {"op": "engine", "argv": argv, "cwd": cwd, "env": dict(entry.env)},
                                command=runtime_command("ginqt.engines.launch", "--engine-launcher"),
                                read_paths=readable)

    @property
    def alive(self) -> bool:
        return self.host.alive

    def handshake(self) -> EngineInfo:
        """Start it and shake hands (once); the options the user set are sent after.  Raises
        :class:`ProtocolError`, :class:`~ginqt.plugins.hosts.HostFailed`, ``ChannelTimeout`` or
        ``ChannelClosed``."""
        if self.info is not None:
            return self.info
        deadline = time.monotonic() + HANDSHAKE_SECONDS
        self.host.wait_ready(HANDSHAKE_SECONDS)
        self.send([OFFER], deadline)
        info = EngineInfo()
        while not read_handshake_line(self.read_line(deadline), info):
            pass
        known = {option.name for option in info.options}
        self.send([f"set name={name} value={value}" for name, value in self.entry.options.items() if name in known],
                  deadline)
        self.info = info
        return info

    def send(self, lines: list[str], deadline: float) -> None:
        """Write ``lines`` in one write (each ends with a newline); ``ChannelTimeout`` if it does not read them."""
        if not lines:
            return
        self.transcript.extend("> " + line for line in lines)
        self.host.channel.send_line(("\n".join(lines) + "\n").encode("utf-8"), deadline)

    def read_line(self, deadline: float) -> str:
        """The engine's next line, ``\\r`` and ``info`` lines left out of the answer (kept in the transcript)."""
        while True:
            raw = self.host.channel.receive_line(deadline)
            try:
                line = raw.decode("utf-8").rstrip("\r")
            except UnicodeDecodeError:
                self.transcript.append(f"< {raw[:80]!r}")
                raise ChannelBroken(f"{raw[:60]!r} is not UTF-8 text") from None
            self.transcript.append("< " + line)
            if not line.startswith("info ") and line != "info":
                return line

    def stray_line(self) -> str | None:
        """A line it wrote without being asked (waiting for nothing), or ``None``."""
        try:
            return self.read_line(time.monotonic())
        except ChannelTimeout:
            return None

    def exchange(self, last: int = 30) -> str:
        """The last lines of the exchange, ``>`` GinQt's and ``<`` the engine's."""
        return "\n".join(list(self.transcript)[-last:])

    def how_it_ended(self) -> str:
        return self.host.how_it_ended()

    def quit(self) -> None:
        """Say ``quit``, give it a moment to leave, then end it (and all it started)."""
        if self.host.alive and self.info is not None:
            try:
                self.send(["quit"], time.monotonic() + 0.2)
                self.host.process.wait(timeout=1.0)
            except Exception:  # it did not read, or did not leave: it is ended below
                pass
        self.host.kill()

    def kill(self) -> None:
        self.host.kill()


def _key(entry: EngineEntry, seat: int | None) -> tuple[object, ...]:
    return (entry.name, entry.command, entry.folder, tuple(sorted(entry.options.items())),
            tuple(sorted(entry.env.items())), entry.workdir, seat)


class EnginePool(IdlePool[EngineProcess]):
    """Engine processes kept between games, per engine (its whole entry) and seat."""

    def __init__(self) -> None:
        super().__init__(MAX_IDLE)

    def reusable(self, process: EngineProcess) -> bool:
        return process.alive and process.info is not None

    def stop(self, process: EngineProcess) -> None:
        process.quit()

    def take(self, entry: EngineEntry, seat: int | None = None) -> EngineProcess:
        process = self.idle_one(_key(entry, seat))
        return process if process is not None else EngineProcess(entry, seat)

    def give_back(self, process: EngineProcess, seat: int | None = None) -> None:
        if process.alive:
            process.host.end_strays()
        self.keep(_key(process.entry, seat), process)


#: The pool every engine seat of this process uses (closed when the process exits).
POOL = EnginePool()
atexit.register(POOL.close)
