"""The player's preferences for the table, as one plain dataclass.

``ginqt.storage`` can persist it with :meth:`Preferences.to_dict` /
:meth:`Preferences.from_dict`; the UI only reads it and changes it through its menus.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any

__all__ = ["KnockMode", "Preferences", "SortOrder"]


class KnockMode(Enum):
    """What happens when a discard would let you knock (or go gin)."""

    AUTOMATIC = "automatic"  #: knock at once
    PROMPT = "prompt"  #: ask Knock / Continue / Play to gin
    MANUAL = "manual"  #: never ask; press Knock (K) before discarding


class SortOrder(Enum):
    RANK = "rank"  #: highest to lowest, then by suit
    SUIT = "suit"  #: spades, hearts, diamonds, clubs; highest to lowest within a suit
    MELDS = "melds"  #: melds first (sets, runs), then the deadwood by rank
    MANUAL = "manual"  #: as you dragged them


@dataclass
class Preferences:
    """Everything the table lets the player choose.  Mutable; the window applies changes live."""

    name: str = "You"
    opponent: str = "standard"
    variant: str = "standard"
    score_limit: int | None = None  #: None: the variant's own limit
    big_cards: bool = False  #: the 1993 DOS program's BIG CARDS: one big rank and one big suit
    four_colour: bool = False  #: spades black, hearts red, diamonds blue, clubs green
    open_hands: bool = False  #: show the opponent's cards (an assisted game)
    sort: SortOrder = SortOrder.MELDS
    knock_mode: KnockMode = KnockMode.PROMPT
    gin_mode: KnockMode = KnockMode.PROMPT
    multiple_undo: bool = False  #: undo any number of turns (marks the game as assisted)
    animation_ms: int = 250  #: how long a card takes to move; 0 = instant
    computer_delay_ms: int = 500  #: pause before each computer move, so you can follow it
    demo_delay_ms: int = 600  #: pause between moves in demo mode; 0 = instant
    hand_pause_ms: int = 2500  #: demo mode: how long the end of a hand stays up
    time_limit: float = 5.0  #: seconds a computer player may think before its fallback move is played
    double_click: bool = False  #: play a card by double-clicking it instead of a single click
    sound: bool = True
    #: Rule options changed from the variant's, by ``Rules`` field name (enums as text); ``Rules`` validates them.
    rule_overrides: dict[str, Any] = field(default_factory=dict)
    start_directly: bool = False  #: the 1993 DOS program's GO: Ctrl+N and the start skip the new-game dialog
    table_colour: str = "#2f7d46"  #: the PalmPilot program: the table's (background's) colour
    card_back: str = "#1d4e9e"  #: the PalmPilot program: the card backs' colour
    red_colour: str = "#c8102e"  #: the PalmPilot program: the colour of the red suits
    confirm_quit: bool = True  #: ask before quitting
    #: the 1993 DOS program's screen saver: hide the table and pause after 2 s per score-limit point
    #: without input (1 min at least)
    blank_when_idle: bool = False
    confirm_new_game: bool = True  #: ask before abandoning a game in progress

    def replace(self, **changes: Any) -> Preferences:
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (enums as their text)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else dict(value) if isinstance(value, dict) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Preferences:
        """Preferences from :meth:`to_dict` output; unknown keys and bad values are ignored."""
        prefs = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            current = getattr(prefs, f.name)
            value = data[f.name]
            try:
                if isinstance(current, Enum):
                    value = type(current)(value)
                elif isinstance(current, dict):
                    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
                        continue
                    value = dict(value)
                elif isinstance(current, bool):
                    if not isinstance(value, bool):
                        continue
                elif isinstance(current, int) and not isinstance(current, bool):
                    value = int(value)
                elif isinstance(current, float):
                    value = float(value)
                elif isinstance(current, str) and not isinstance(value, str):
                    continue
            except (TypeError, ValueError):
                continue
            setattr(prefs, f.name, value)
        return prefs
