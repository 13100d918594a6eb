"""Game records: every game kept as a small, readable, versioned text file, and checked (no Qt here).

A record (:class:`RecordedGame`, written by :func:`dumps`, read by :func:`loads`; the
format is docs/RECORDS.md) holds the rules, the players, each hand's deal commitment and
revealed secret, every move, each hand's settlement and the result.  :func:`record_game`
makes one from a game's log; :func:`verify` deals and plays it again and says what
does not match; :class:`RecordFolder` keeps them in a folder with an index.

.. versionadded:: 0.3
"""

from ginqt.engine.turns import parse_turns, turns_text
from ginqt.records.build import record_game
from ginqt.records.game import Player, RecordedGame, RecordedHand, Status
from ginqt.records.replay import Step, steps_of
from ginqt.records.text import READ_VERSIONS, RECORD_VERSION, RecordFormatError, dumps, loads

__all__ = [
    "READ_VERSIONS",
    "RECORD_VERSION",
    "Player",
    "RecordFormatError",
    "RecordedGame",
    "RecordedHand",
    "Status",
    "Step",
    "dumps",
    "loads",
    "parse_turns",
    "record_game",
    "steps_of",
    "turns_text",
]
