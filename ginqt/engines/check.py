"""``ginqt engines check NAME``: an engine author's conformance suite (handshake, ``ping``, games against each
built-in player under each variant it plays; every fault, with the exchange that led to the first).

.. versionadded:: 0.4
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ginqt.engines.registry import LEVELS, Plugins, builtin_plugins, engine_seat
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.remote.channel import ChannelClosed, ChannelTimeout
from ginqt.remote.dialects.engine import engine_launch, read_line
from ginqt.remote.dialects.protocol import EngineInfo, ProtocolError
from ginqt.remote.pool import ProcessPool
from ginqt.remote.process import START_SECONDS, RemoteProcess, StartFailed
from ginqt.storage.engines import EngineEntry

__all__ = ["CheckReport", "check_engine"]

#: Hands a checked game may last at most (a game to 100 rarely needs more than a dozen).
MAX_HANDS = 40


@dataclass
class CheckReport:
    """What ``check`` found: the faults (one line each), the exchange up to the first, the games played."""

    info: EngineInfo | None = None
    faults: list[str] = field(default_factory=list)
    first_exchange: str = ""
    games: int = 0
    variants: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.faults

    def fault(self, message: str, exchange: str) -> None:
        self.faults.append(message)
        if not self.first_exchange:
            self.first_exchange = exchange


def _handshake(entry: EngineEntry, report: CheckReport) -> RemoteProcess | None:
    process = RemoteProcess(engine_launch(entry))
    try:
        process.wait_ready(START_SECONDS)
        assert isinstance(process.hello, EngineInfo)
        report.info = process.hello
        process.write(b"ping id=1\n", time.monotonic() + 2.0)
        answer = read_line(process, time.monotonic() + 2.0)
        if answer != "pong id=1":
            report.fault(f"protocol error: 'ping id=1' was answered {answer[:60]!r}, not 'pong id=1'",
                         process.exchange())
        return process
    except ProtocolError as error:
        report.fault(str(error), process.exchange())
    except StartFailed as error:
        report.fault(f"it could not start: {error}", process.exchange())
    except ChannelTimeout:
        report.fault("timeout: no answer in its handshake (or to 'ping') in time", process.exchange())
    except ChannelClosed as error:
        report.fault(f"crash: {process.how_it_ended()} ({error})", process.exchange())
    process.kill()
    return None


def _variants(info: EngineInfo, plugins: Plugins, report: CheckReport) -> list[str]:
    known = list(plugins.variants)
    if info.variants is None:
        return known
    for name in info.variants:
        if name not in known and name != "custom":
            report.fault(f"it says it plays variant {name!r}, which GinQt does not know (GinQt's: "
                         f"{', '.join(known)})", "")
    return [name for name in info.variants if name in known]


def _play(entry: EngineEntry, plugins: Plugins, variant: str, opponent: str, index: int, pool: ProcessPool,
          report: CheckReport) -> None:
    """One game, the engine in seat ``index % 2``; its faults go to ``report``."""
    info = plugins.variant(variant)
    faults: list[str] = []
    seat = engine_seat(entry, index, pool=pool, variant=variant,
                       on_fault=lambda fault: faults.append(f"{variant}, against {opponent}, game {index + 1}: "
                                                            f"{fault.kind}: {fault.message}"))
    other = plugins.make_guarded(opponent, index)
    players = (seat, other) if index % 2 == 0 else (other, seat)
    try:
        spec = GameSpec(Variant(variant, info.rules, info.scoring),
                        seed=f"ginqt-engines-check/{variant}/{opponent}/{index}", first_dealer=index % 2)
        GameRunner(spec, players).play(max_hands=MAX_HANDS)
    finally:
        seat.close()
        other.close()
    for message in faults:
        report.fault(message, seat.first_fault_exchange)
    report.games += 1


def check_engine(entry: EngineEntry, games: int = 2, opponents: tuple[str, ...] = LEVELS,
                 progress: Callable[[str], None] | None = None, max_faults: int = 20) -> CheckReport:
    """Check ``entry`` (see the module's description); ``progress`` is told each variant and opponent."""
    report = CheckReport()
    process = _handshake(entry, report)
    if process is None or report.info is None:
        return report
    process.stop()
    plugins = builtin_plugins()
    report.variants = _variants(report.info, plugins, report)
    pool = ProcessPool()
    try:
        for variant in report.variants:
            for opponent in opponents:
                if progress is not None:
                    progress(f"{variant} against {opponent}")
                for index in range(games):
                    _play(entry, plugins, variant, opponent, index, pool, report)
                    if len(report.faults) >= max_faults:
                        return report
    finally:
        pool.close()
    return report
