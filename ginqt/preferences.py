"""The player's preferences for the table: one immutable value, and the schema of their stored form.

A :class:`Preferences` never changes: a change is a new value (:meth:`Preferences.replace`),
which the window's one owner of them hands to every part that listens
(:class:`ginqt.ui.owner.PreferencesOwner`, its ``changed(old, new)`` signal).  ``ginqt.storage`` keeps
:meth:`Preferences.to_dict` in ``settings.json`` and checks every value against
:data:`SCHEMA` (the type, the allowed texts, the range, a colour), which is made from
the dataclass itself: one list of preferences for the UI and for storage.

>>> SCHEMA["sort"].choices
('rank', 'suit', 'melds', 'melds-suit', 'manual')
>>> SCHEMA["language"].choices
('system', 'en', 'de', 'fr', 'es')
>>> SCHEMA["score_limit"].types, SCHEMA["score_limit"].range
((<class 'int'>, <class 'NoneType'>), (0, 999))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import Enum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ginqt.play.session import KnockMode
from ginqt.play.spec import GameSpec, Limits, Variant
from ginqt.translations import LANGUAGES

if TYPE_CHECKING:
    from ginqt.plugins.players import PlayerSource

__all__ = ["SCHEMA", "STYLE_FIELDS", "KnockMode", "Preferences", "Setting", "SortOrder", "spec_from_preferences"]


class SortOrder(Enum):
    RANK = "rank"  #: highest to lowest, then by suit
    SUIT = "suit"  #: spades, hearts, clubs, diamonds (black and red alternate); highest to lowest within a suit
    MELDS = "melds"  #: melds first (sets, runs), then the deadwood by rank
    MELDS_SUIT = "melds-suit"  #: melds first, then the deadwood by suit (the PalmPilot program's AUTO SUITE)
    MANUAL = "manual"  #: as you dragged them


@dataclass(frozen=True)
class Preferences:
    """Everything the table lets the player choose.  Immutable: :meth:`replace` makes a changed copy.

    >>> prefs = Preferences(trusted_plugins=["bot"])
    >>> prefs.trusted_plugins, prefs.replace(sort=SortOrder.SUIT).sort, prefs.sort
    (('bot',), <SortOrder.SUIT: 'suit'>, <SortOrder.MELDS: 'melds'>)
    """

    name: str = "You"
    opponent: str = "standard"
    variant: str = "standard"
    #: None: the variant's own limit
    score_limit: int | None = field(default=None, metadata={"range": (0, 999), "nullable": True})
    big_cards: bool = False  #: the 1993 DOS program's BIG CARDS: one big rank and one big suit
    four_colour: bool = False  #: spades black, hearts red, diamonds blue, clubs green
    open_hands: bool = False  #: show the opponent's cards (an assisted game)
    sort: SortOrder = SortOrder.MELDS
    knock_mode: KnockMode = KnockMode.PROMPT
    gin_mode: KnockMode = KnockMode.PROMPT
    multiple_undo: bool = False  #: undo any number of turns (marks the game as assisted)
    #: Options › Animation: cards move and the table celebrates a gin, a won game and a shutout
    #: (``ginqt.ui.table.celebration``); off: everything is shown at once
    animation: bool = True
    #: how long a card takes to move; 0 = instant
    animation_ms: int = field(default=250, metadata={"range": (0, 60_000)})
    computer_delay_ms: int = field(default=500, metadata={"range": (0, 60_000)})  #: pause before each computer move
    demo_delay_ms: int = field(default=600, metadata={"range": (0, 60_000)})  #: pause between moves in demo mode
    hand_pause_ms: int = field(default=2500, metadata={"range": (0, 600_000)})  #: demo mode: a finished hand stays up
    #: seconds a computer player may think before its fallback move is played (0 would time every move out)
    time_limit: float = field(default=5.0, metadata={"range": (0.5, 120.0)})
    double_click: bool = False  #: play a card by double-clicking it instead of a single click
    sound: bool = True
    #: Rule options changed from the variant's, by ``Rules`` field name (enums as text); ``Rules`` validates them.
    rule_overrides: Mapping[str, Any] = field(default_factory=dict)
    start_directly: bool = False  #: the 1993 DOS program's GO: Ctrl+N and the start skip the new-game dialog
    table_colour: str = field(default="#2f7d46", metadata={"colour": True})  #: the PalmPilot program: the table's
    card_back: str = field(default="#1d4e9e", metadata={"colour": True})  #: the PalmPilot program: the card backs'
    red_colour: str = field(default="#c8102e", metadata={"colour": True})  #: the PalmPilot program: the red suits'
    #: a black table, white and yellow text, thicker bars and edges (the table's text always follows
    #: the table colour, as the PalmPilot program's auto text contrast did)
    high_contrast: bool = False
    #: large text: the table's words, the menus, docks and dialogs at this percent of the system's size
    text_size: int = field(default=100, metadata={"range": (100, 200)})
    confirm_quit: bool = True  #: ask before quitting
    #: the 1993 DOS program's screen saver: hide the table and pause after 2 s per score-limit point
    #: without input (1 min at least)
    blank_when_idle: bool = False
    confirm_new_game: bool = True  #: ask before abandoning a game in progress
    #: Third-party plugins whose strategies play in GinQt's own process (they then see every card).
    trusted_plugins: tuple[str, ...] = ()
    #: Game › Play a friend: the mailbox server both sides meet at (magic-wormhole's public one; a club's own)
    meeting_place: str = "ws://relay.magic-wormhole.io:4000/v1"
    #: the memory a third-party strategy's process may use, in MiB (0: no limit)
    plugin_memory_mb: int = field(default=1024, metadata={"range": (0, 1 << 20)})
    #: how many game records (docs/RECORDS.md) are kept; the oldest go first
    records_limit: int = field(default=1000, metadata={"range": (10, 100_000)})
    welcomed: bool = False  #: the welcome asked the player's name (it is asked once)
    #: the hints panel shows advice at every turn (marks the game assisted); off: advice only on request (H)
    show_advice: bool = False
    #: the window's language: "system" (the system's, if GinQt speaks it) or a code of ``ginqt.translations``
    language: str = field(default="system", metadata={"choices": ("system", *LANGUAGES)})

    def __post_init__(self) -> None:
        # the two containers as read-only copies: nothing a caller keeps can change these preferences
        object.__setattr__(self, "rule_overrides", MappingProxyType(dict(self.rule_overrides)))
        object.__setattr__(self, "trusted_plugins", tuple(self.trusted_plugins))

    def replace(self, **changes: Any) -> Preferences:
        """These preferences with ``changes`` (field -> value); this value stays as it is."""
        return dataclasses.replace(self, **changes)

    def changed_fields(self, other: Preferences) -> frozenset[str]:
        """The names of the fields whose values differ in ``other``."""
        return frozenset(f.name for f in fields(self) if getattr(self, f.name) != getattr(other, f.name))

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (enums as their text, the containers as a dict and a list)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else dict(value) if isinstance(value, Mapping) \
                else list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Preferences:
        """Preferences from :meth:`to_dict` output; unknown keys and bad values are ignored (the default stays)."""
        defaults = cls()
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in data:
                value = _stored_value(getattr(defaults, f.name), data[f.name], f.metadata.get("choices"))
                if value is not _BAD:
                    values[f.name] = value
        return cls(**values)


def spec_from_preferences(prefs: Preferences, source: PlayerSource, seed: int | str | None = None) -> GameSpec:
    """The game the preferences choose: their variant with its score limit and rule changes, the player against
    the opponent, each move of the computer's within the time limit; dealt from ``seed`` (``None``: fresh deals).

    :class:`~ginqt.rules.RulesError` when the rule changes no longer fit the variant.
    """
    _engine, scoring, rules = source.rules(prefs.variant, prefs.score_limit, prefs.rule_overrides)
    return GameSpec(Variant(prefs.variant, rules, scoring), (prefs.name, prefs.opponent), seed,
                    limits=Limits(move_seconds=prefs.time_limit))


#: The preferences that change how the cards, the table and the window look (a change restyles them).
STYLE_FIELDS = frozenset({"big_cards", "four_colour", "high_contrast", "table_colour", "card_back", "red_colour",
                          "text_size"})

_BAD = object()


def _stored_value(default: Any, value: Any, choices: tuple[str, ...] | None) -> Any:
    """``value`` as stored, made the type of ``default``; ``_BAD`` when it cannot be."""
    try:
        if isinstance(default, Enum):
            return type(default)(value)
        if isinstance(default, Mapping):
            return dict(value) if isinstance(value, dict) and all(isinstance(k, str) for k in value) else _BAD
        if isinstance(default, tuple):
            return tuple(value) if isinstance(value, list) and all(isinstance(v, str) for v in value) else _BAD
        if isinstance(default, bool):
            return value if isinstance(value, bool) else _BAD
        if isinstance(default, int):
            return int(value)
        if isinstance(default, float):
            return float(value)
        if isinstance(default, str) and (not isinstance(value, str) or value not in (choices or (value,))):
            return _BAD
    except (TypeError, ValueError):
        return _BAD
    return value


@dataclass(frozen=True, slots=True)
class Setting:
    """What one preference may hold in its stored form (:meth:`Preferences.to_dict`)."""

    default: Any  #: the default, as stored
    types: tuple[type, ...]  #: the JSON types it may have (ints stand for floats)
    choices: tuple[str, ...] = ()  #: the texts an enum may be stored as
    range: tuple[float, float] | None = None  #: the lowest and highest number
    colour: bool = False  #: a colour as ``#rrggbb``


def _schema() -> dict[str, Setting]:
    defaults = Preferences()
    stored = defaults.to_dict()
    schema = {}
    for f in fields(Preferences):
        value = getattr(defaults, f.name)
        types: tuple[type, ...] = (int, type(None)) if f.metadata.get("nullable") else (type(stored[f.name]),)
        choices = tuple(member.value for member in type(value)) if isinstance(value, Enum) \
            else tuple(f.metadata.get("choices", ()))
        schema[f.name] = Setting(stored[f.name], types, choices, f.metadata.get("range"),
                                 bool(f.metadata.get("colour")))
    return schema


#: Every preference by name: its stored default, types, choices, range; storage checks settings.json with it.
SCHEMA: Mapping[str, Setting] = _schema()
