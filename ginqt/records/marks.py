"""A record's seat marks as text (version 3): what a tournament noted of each seat beside its moves.

::

    engine 0 {"engine":"marjj","name":"EAAI MARJJ_v5","sha256":"9f2c…","version":"MARJJ_v5.class sha256:1a2b…"}
    faults 0 3 fallback-moves 12 forfeited

``engine SEAT JSON``: the engine that played the seat; ``faults SEAT N fallback-moves M [forfeited]``: its faults,
the moves GinQt's fallback made for it, and whether the tournament scored the game as its loss (``--forfeit``).
A seat with nothing to note has no line; a record with no line at all is written as version 2.

.. versionadded:: 0.5
"""

from __future__ import annotations

import json
from dataclasses import replace

from ginqt.records.game import SeatMarks

__all__ = ["MARK_KEYWORDS", "marks_lines", "read_mark"]

#: The keywords of the marks' lines, which follow the players' lines.
MARK_KEYWORDS = ("engine", "faults")
_ENGINE_KEYS = ("engine", "name", "sha256", "version")


def marks_lines(marks: tuple[SeatMarks, SeatMarks] | None) -> list[str]:
    """The lines of ``marks`` (none for a seat with nothing to note)."""
    lines: list[str] = []
    for seat, mark in enumerate(marks or ()):
        if mark.engine:
            lines.append(f"engine {seat} {json.dumps(mark.engine, ensure_ascii=False, separators=(',', ':'))}")
        if mark.faults or mark.fallback_moves or mark.forfeited:
            lines.append(f"faults {seat} {mark.faults} fallback-moves {mark.fallback_moves}"
                         + (" forfeited" if mark.forfeited else ""))
    return lines


def read_mark(keyword: str, rest: str, marks: list[SeatMarks]) -> None:
    """Read one mark's line (its ``keyword`` and the ``rest``) into ``marks`` (one a seat); :class:`ValueError`
    saying why the line is not one GinQt writes."""
    seat_text, _, value = rest.partition(" ")
    if seat_text not in ("0", "1"):
        raise ValueError(f"'{keyword}' names a player, 0 or 1, not {seat_text[:10]!r}")
    seat = int(seat_text)
    if keyword == "engine":
        marks[seat] = replace(marks[seat], engine=_engine(value))
        return
    words = value.split()
    if len(words) not in (3, 4) or words[1] != "fallback-moves" or words[3:] not in ([], ["forfeited"]) \
            or not all(word.isascii() and word.isdigit() and len(word) < 10 for word in (words[0], words[2])):
        raise ValueError("'faults P N fallback-moves M [forfeited]' expected")
    marks[seat] = replace(marks[seat], faults=int(words[0]), fallback_moves=int(words[2]),
                          forfeited=words[3:] == ["forfeited"])


def _engine(text: str) -> dict[str, str]:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise ValueError("the engine: not valid JSON") from None
    if not isinstance(data, dict) or not set(data) <= set(_ENGINE_KEYS) or \
            not all(isinstance(value, str) and len(value) <= 200 for value in data.values()):
        raise ValueError(f"the engine is a JSON object of texts: {', '.join(_ENGINE_KEYS)}")
    return {str(key): str(value) for key, value in data.items()}
