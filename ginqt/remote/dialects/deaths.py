"""An engine's death in its own words: a JVM that dies says why in a report of ``#`` lines.

>>> jvm_report(["#", "# There is insufficient memory for the Java Runtime Environment to continue.",
...             "# Native memory allocation (mmap) failed", "#", "# JRE version: 17.0.15"])
'There is insufficient memory for the Java Runtime Environment to continue. Native memory allocation (mmap) failed'

.. versionadded:: 0.5
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable

from ginqt.remote.channel import ChannelClosed, ChannelTimeout
from ginqt.remote.process import RemoteProcess

__all__ = ["crash_fault", "jvm_report", "output_fault"]

#: What only a JVM's report says (one of them is in its first lines).
_JVM_WORDS = ("Java Runtime Environment", "JRE version", "Java VM:")
#: The report's lines read from the protocol's pipe at most, and for how long.
_REPORT_LINES, _REPORT_SECONDS = 40, 1.0
#: Lines of the report worded in the fault.
_SAID = 2


def jvm_report(lines: Iterable[str]) -> str | None:
    """The first words of a JVM's fatal report among ``lines`` (its ``#`` lines), or ``None`` when they hold
    none."""
    header = [line[1:].strip() for line in lines if line.startswith("#")]
    if not any(words in line for line in header for words in _JVM_WORDS):
        return None
    said = [line for line in header if (line and not line.endswith(":")) or "fatal error" in line]
    said = [line.rstrip(":") for line in said if not line.startswith(("Can not save", "Possible reasons"))]
    return " ".join(said[:_SAID])[:300]


def output_fault(line: str, read_line: Callable[[float], str]) -> str:
    """The fault of a ``line`` on the engine's standard output that is no answer: a JVM's death (the rest of its
    report read with ``read_line(deadline)``, a second at most), or garbage."""
    lines = [line]
    if line.startswith("#"):
        deadline = time.monotonic() + _REPORT_SECONDS
        with contextlib.suppress(ChannelTimeout, ChannelClosed):
            while len(lines) < _REPORT_LINES and lines[-1].startswith("#"):
                lines.append(read_line(deadline))
    report = jvm_report(lines)
    if report is not None:
        return f"the JVM died: {report}"
    return f"garbage on its standard output: {line[:60]!r}"


def crash_fault(process: RemoteProcess) -> str:
    """The fault of an engine whose process ended: a JVM's death in its own words (its report on standard
    error), else how it ended."""
    ended = process.how_it_ended()
    report = jvm_report(process.stderr.text().splitlines())
    if report is not None:
        return f"the JVM died: {report} ({ended})"
    return f"it crashed: {ended}"
