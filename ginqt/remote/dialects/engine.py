"""The engine protocol: a program in any language, told the game in lines of words (docs/ENGINES.md); how it
is launched and what the sandbox lets it read (:func:`engine_paths`).

.. versionadded:: 0.4
"""

from __future__ import annotations

import functools
import os
import shutil
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

from ginqt.engine import Event, IllegalActionError, PlayerView
from ginqt.remote.channel import ChannelBroken, ChannelTimeout
from ginqt.remote.dialects.deaths import crash_fault, output_fault
from ginqt.remote.dialects.protocol import (
    OFFER,
    EngineInfo,
    HandScores,
    ProtocolError,
    event_line,
    game_line,
    go_line,
    hand_line,
    parse_play,
    read_handshake_line,
)
from ginqt.remote.faults import Cost, PlainMove, PlayerFault, plain_move
from ginqt.remote.limits import DEFAULT_MEMORY_MB
from ginqt.remote.pool import Lane
from ginqt.remote.process import Launch, RemoteProcess, runtime_command
from ginqt.remote.seat import Dialect
from ginqt.rules import PRESETS, Rules

__all__ = ["EngineDialect", "EngineRecord", "engine_launch", "engine_paths", "handshake", "interpreter_paths",
           "read_line", "variant_name"]

#: Lines of the exchange kept for a fault's report.
TRANSCRIPT_LINES = 400
#: Idle processes kept per engine and seat: as many as a tournament's games in flight
#: (``ginqt.research.tournament.GAMES_IN_FLIGHT``), each of which asks an engine process of its own.
MAX_IDLE = 4
#: Interpreters followed at most (a ``#!`` script run by another script, as pyenv's shims are).
_DEPTH = 4
#: Where ``env`` may look a program up: GinQt's own ``PATH``, and the sandbox's (the runtime's folder, then the
#: system's), which an engine's process is given.
_PATHS = (None, os.pathsep.join([os.path.dirname(sys.executable), "/usr/local/bin", "/usr/bin", "/bin"]))


class EngineRecord(Protocol):
    """What the dialect reads of an engine's record (:class:`ginqt.storage.engines.EngineEntry`)."""

    @property
    def name(self) -> str: ...
    @property
    def command(self) -> tuple[str, ...]: ...
    @property
    def folder(self) -> str: ...
    @property
    def options(self) -> Mapping[str, str]: ...
    @property
    def env(self) -> Mapping[str, str]: ...
    @property
    def workdir(self) -> str: ...


def variant_name(rules: Rules, variant: str = "") -> str:
    """The name an engine is told for a game of ``variant`` played with ``rules``: ``variant`` (Hollywood, a plugin's
    variant), unless it names a preset that ``rules`` are not (the score limit aside); else the preset ``rules``
    are, or ``custom``."""
    preset = PRESETS.get(variant)
    if variant and (preset is None or preset.replace(score_limit=rules.score_limit) == rules):
        return variant
    for name, preset in PRESETS.items():
        if preset.replace(score_limit=rules.score_limit) == rules:
            return name
    return "custom"


class EngineDialect(Dialect):
    """An engine, spoken to in the engine protocol (see the module's description)."""

    def __init__(self, entry: EngineRecord, seed: int | None = None, seat: int | None = None) -> None:
        self.entry = entry
        self.seed = seed
        self.launch = engine_launch(entry, seat)
        self._scores = HandScores()

    def hand(self, view: PlayerView, fresh: bool, variant: str) -> list[str]:
        told = [game_line(variant_name(view.rules, variant), view.player, view.rules, self.seed)] if fresh else []
        self._scores = HandScores(list(view.scores))
        return [*told, hand_line(view)]

    def event(self, event: Event) -> str | None:
        return event_line(event, self._scores)

    def request(self, told: list[str], view: PlayerView, limit: float, game_left: float) -> bytes:
        return "".join(line + "\n" for line in [*told, go_line(view, int(limit * 1000), int(game_left * 1000))]
                       ).encode("utf-8")

    def farewell(self, told: list[str]) -> bytes:
        return "".join(line + "\n" for line in told).encode("utf-8")

    def move(self, reply: Any, lane: Lane) -> PlainMove:
        if reply.startswith("error"):
            raise PlayerFault("raised", f"it gave up: {reply[6:].strip()[:200]}", Cost.GAME)
        try:
            return plain_move(parse_play(reply))
        except ProtocolError as error:
            if not reply.startswith("play "):
                raise PlayerFault("crashed", _garbage(reply, lane), Cost.HAND) from None
            raise IllegalActionError(str(error)) from None

    def refused(self, reply: Any, reason: str) -> tuple[str, str | None]:
        move = str(reply)[5:].strip()[:40]
        return f"move {move!r}: {reason}", f"illegal move={move} reason={reason[:200]}"

    def unplayable(self, hello: object, view: PlayerView, variant: str) -> str | None:
        """It plays the variant when it lists it, or the preset the variant's hands are played by (``standard``
        for Hollywood)."""
        told, hands = variant_name(view.rules, variant), variant_name(view.rules)
        if not isinstance(hello, EngineInfo) or hello.plays(told) or hello.plays(hands):
            return None
        return f"it does not play the variant {told!r} (it plays: {', '.join(hello.variants or ()) or 'none'})"

    def before_request(self, lane: Lane) -> None:
        try:  # a line it wrote without being asked (waiting for nothing)
            stray = read_line(lane.process, time.monotonic())
        except ChannelTimeout:
            return
        raise PlayerFault("crashed", f"{_garbage(stray, lane)}, a line it was not asked for", Cost.HAND)

    def ended(self, lane: Lane) -> str:
        return crash_fault(lane.process)

    def broken(self, error: ChannelBroken, lane: Lane) -> str:
        return f"garbage on its standard output: {error}"


def _garbage(line: str, lane: Lane) -> str:
    """A line that is no answer, in words: a JVM's death, or garbage (:func:`.deaths.output_fault`)."""
    return output_fault(line, functools.partial(read_line, lane.process))


def engine_launch(entry: EngineRecord, seat: int | None = None) -> Launch:
    """How ``entry``'s process is started: the launcher with its command line, folder and variables; a process
    kept between games serves this engine (its whole record) and ``seat`` only."""
    argv, readable, cwd = engine_paths(entry)
    key = ("engine", entry.name, entry.command, entry.folder, tuple(sorted(entry.options.items())),
           tuple(sorted(entry.env.items())), entry.workdir, seat)
    return Launch(key, tuple(runtime_command("ginqt.remote.launch", "--engine-launcher")),
                  {"op": "engine", "argv": argv, "cwd": cwd, "env": dict(entry.env)}, tuple(readable),
                  DEFAULT_MEMORY_MB, f"engine {entry.name}", kept=MAX_IDLE,
                  handshake=functools.partial(handshake, dict(entry.options)), read=read_line, farewell=b"quit\n",
                  transcript=TRANSCRIPT_LINES)


def handshake(options: Mapping[str, str], process: RemoteProcess, deadline: float) -> EngineInfo:
    """Shake hands (the versions offered, what it says of itself), then send the ``options`` it declared.  Raises
    :class:`~ginqt.remote.dialects.protocol.ProtocolError`, ``ChannelTimeout`` or ``ChannelClosed``."""
    process.write((OFFER + "\n").encode(), deadline)
    info = EngineInfo()
    while not read_handshake_line(read_line(process, deadline), info):
        pass
    known = {option.name for option in info.options}
    told = [f"set name={name} value={value}\n" for name, value in options.items() if name in known]
    if told:
        process.write("".join(told).encode("utf-8"), deadline)
    return info


def read_line(process: RemoteProcess, deadline: float) -> str:
    """The engine's next line, ``\\r`` and ``info`` lines left out of the answer (kept in the transcript)."""
    while True:
        raw = process.channel.receive_line(deadline)
        try:
            line = raw.decode("utf-8").rstrip("\r")
        except UnicodeDecodeError:
            process.transcript.append(f"< {raw[:80]!r}")
            raise ChannelBroken(f"{raw[:60]!r} is not UTF-8 text") from None
        process.transcript.append("< " + line)
        if not line.startswith("info ") and line != "info":
            return line


def engine_paths(entry: EngineRecord) -> tuple[list[str], list[str], str]:
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


def interpreter_paths(executable: str) -> list[str]:
    """The interpreters that run ``executable`` when it is a ``#!`` script (which the kernel runs with the
    interpreter that line names, so the sandbox must let the engine read and run it too; for
    ``#!/usr/bin/env NAME``: ``env`` and the ``NAME`` it finds on ``PATH``), as they are named and as they really
    are (symbolic links followed); ``[]`` for a program that is no script."""
    found: list[str] = []
    program = executable
    for _ in range(_DEPTH):
        words = _hashbang(program)
        if not words:
            break
        named = [words[0]]
        if Path(words[0]).name == "env":  # #!/usr/bin/env [-S] NAME [ARGS]: NAME is looked up on PATH
            name = next((word for word in words[1:] if not word.startswith("-") and "=" not in word), None)
            named += [hit for path in _PATHS if name and (hit := shutil.which(name, path=path))]
        for path in named:
            for each in (path, str(Path(path).resolve())):
                if each not in found:
                    found.append(each)
        program = str(Path(named[-1]).resolve())
    return found


def _hashbang(path: str) -> list[str]:
    """The words of ``path``'s ``#!`` line (``[]``: none, or it cannot be read)."""
    try:
        with open(path, "rb") as file:
            head = file.read(512)
    except OSError:
        return []
    if not head.startswith(b"#!"):
        return []
    return head[2:].split(b"\n", 1)[0].decode("utf-8", "replace").split()
