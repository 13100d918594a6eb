"""Every rule option of the Gin Rummy programs GinQt descends from, in one frozen value.

Defaults are the "standard" game of the 1993 DOS program (Universal Software's GinRummy 4.2):
knock at 10 or less, gin 25, undercut 25, a tie is an undercut, layoffs allowed,
play to 100.  Named presets cover the other programs' games.

>>> Rules().knock_limit
10
>>> Rules(knock_limit=11)
Traceback (most recent call last):
...
ginqt.rules.RulesError: knock_limit must be between 0 and 10, not 11
>>> PRESETS["oklahoma"].knock_rule
<KnockRule.FIRST_UPCARD: 'first-upcard'>
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, Final

__all__ = [
    "PRESETS",
    "FirstDealer",
    "KnockRule",
    "NextDealer",
    "Rules",
    "RulesError",
    "Shutout",
    "UpcardOffer",
    "Wall",
]


class RulesError(ValueError):
    """A rule option has a bad value, or options that cannot go together."""


class KnockRule(Enum):
    """Where the knock limit comes from."""

    FIXED = "fixed"  #: ``Rules.knock_limit``
    FIRST_UPCARD = "first-upcard"  #: Oklahoma: the first upcard's value; an ace means gin only
    CURRENT_UPCARD = "current-upcard"  #: Tommy's Space Cowboy (1987): the upcard showing when the turn begins


class UpcardOffer(Enum):
    """How the first upcard is offered."""

    #: Non-dealer may take or pass; then the dealer; if both pass the non-dealer draws from the stock.
    CLASSIC = "classic"
    #: Tommy's Gin Rummy's shortcut: the non-dealer simply draws from the upcard or the stock.
    SIMPLE = "simple"


class Wall(Enum):
    """What happens when only two cards are left in the stock (they are never drawn)."""

    #: The 1990 VGA program and Tommy's Gin Rummy: the player who draws the 50th card may still knock;
    #: otherwise the hand is dead.
    LAST_DRAW = "last-draw"
    #: The 1993 DOS program: the next player may still take the discard and knock; drawing from the stock,
    #: or discarding without knocking, makes the hand dead.
    PILE_AT_WALL = "pile-at-wall"


class Shutout(Enum):
    """End-of-game reward when the loser won no hand."""

    NONE = "none"
    DOUBLE = "double"  #: Tommy's Gin Rummy (1987): the winner's net score is doubled
    FLAT = "flat"  #: the PalmPilot program: a flat ``shutout_bonus`` to the winner


class FirstDealer(Enum):
    RANDOM = "random"  #: drawn from the match seed
    PLAYER = "player"  #: player 0 (you) deals first
    OPPONENT = "opponent"  #: player 1 deals first, so you play first (the 1993 DOS program)


class NextDealer(Enum):
    """Who deals after a scored hand (a dead hand is always redealt by the same dealer)."""

    WINNER = "winner"  #: Tommy's Gin Rummy (1987)
    LOSER = "loser"
    ALTERNATE = "alternate"


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if type(value) is not int:
        raise RulesError(f"{name} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise RulesError(f"{name} must be between {low} and {high}, not {value}")


@dataclass(frozen=True)
class Rules:
    """All rule options.  Frozen and validated: a bad value raises :class:`RulesError`."""

    #: ``False`` means every hand must be won by gin ("straight gin", the 1993 DOS program's KNOCKING off).
    knocking: bool = True
    #: Most deadwood a player may knock with under :attr:`KnockRule.FIXED` (0 = gin only).
    knock_limit: int = 10
    knock_rule: KnockRule = KnockRule.FIXED
    #: Oklahoma: a spade as the first upcard doubles every point of the hand, bonuses included.
    spade_doubles: bool = False
    gin_bonus: int = 25
    #: Gin with all 11 cards, without discarding; its bonus replaces the gin bonus.
    big_gin: bool = False
    big_gin_bonus: int = 31
    undercut_bonus: int = 25
    #: When the defender's deadwood equals the knocker's, the defender has undercut.
    tie_is_undercut: bool = True
    #: The defender may lay off deadwood on the knocker's melds (the rules text's "speculation").
    layoffs: bool = True
    #: A game ends when a player reaches this and leads; 0 plays exactly one hand.
    score_limit: int = 100
    #: Points per hand won, added when the game is over (the "box" or "line" bonus).
    box_bonus: int = 0
    #: Points for the game's winner, added when the game is over.
    game_bonus: int = 0
    shutout: Shutout = Shutout.NONE
    shutout_bonus: int = 0
    upcard_offer: UpcardOffer = UpcardOffer.CLASSIC
    #: May a player discard the card just taken from the discard pile (the PalmPilot program says no, as an option)?
    may_discard_pile_card: bool = True
    wall: Wall = Wall.PILE_AT_WALL
    first_dealer: FirstDealer = FirstDealer.RANDOM
    next_dealer: NextDealer = NextDealer.WINNER

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            expected = _FIELD_TYPES[f.name]
            if expected is bool:
                if type(value) is not bool:
                    raise RulesError(f"{f.name} must be True or False, not {value!r}")
            elif isinstance(expected, type) and issubclass(expected, Enum):
                if not isinstance(value, expected):
                    raise RulesError(
                        f"{f.name} must be one of {[m.value for m in expected]}, not {value!r}"
                    )
        _check_int("knock_limit", self.knock_limit, 0, 10)
        _check_int("score_limit", self.score_limit, 0, 999)
        for name in ("gin_bonus", "big_gin_bonus", "undercut_bonus", "box_bonus", "game_bonus", "shutout_bonus"):
            _check_int(name, getattr(self, name), 0, 1000)
        if self.shutout is Shutout.FLAT and self.shutout_bonus == 0:
            raise RulesError("a flat shutout needs a shutout_bonus above 0")

    # -- derived rules -------------------------------------------------------------

    @property
    def layoffs_allowed(self) -> bool:
        """Layoffs need knocking (the rules text: turning knocking off turns layoffs off)."""
        return self.layoffs and self.knocking

    def knock_limit_for(self, first_upcard: int, current_upcard: int | None) -> int:
        """The knock limit in force for a hand, from its first upcard and the upcard showing now.

        Card values: ace 1 (which means gin only), pips their number, faces 10.
        """
        if not self.knocking:
            return 0
        if self.knock_rule is KnockRule.FIXED:
            return self.knock_limit
        card = first_upcard if self.knock_rule is KnockRule.FIRST_UPCARD or current_upcard is None else current_upcard
        rank = card % 13 + 1
        return 0 if rank == 1 else min(rank, 10)

    def multiplier_for(self, first_upcard: int) -> int:
        """2 when the first upcard is a spade and spades double, else 1."""
        return 2 if self.spade_doubles and first_upcard // 13 == 0 else 1

    # -- conversion ----------------------------------------------------------------

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated again)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (enums as their text)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from :meth:`to_dict` output; unknown keys or bad values raise :class:`RulesError`."""
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a mapping, not {type(data).__name__}")
        unknown = set(data) - set(_FIELD_TYPES)
        if unknown:
            raise RulesError(f"unknown rule option(s): {', '.join(sorted(unknown))}")
        values: dict[str, Any] = {}
        for name, value in data.items():
            expected = _FIELD_TYPES[name]
            if isinstance(expected, type) and issubclass(expected, Enum) and not isinstance(value, Enum):
                try:
                    value = expected(value)
                except ValueError:
                    raise RulesError(
                        f"{name} must be one of {[m.value for m in expected]}, not {value!r}"
                    ) from None
            values[name] = value
        return cls(**values)

    def describe(self) -> list[str]:
        """The options that differ from the standard game, in words."""
        lines = []
        default = Rules()
        for f in fields(self):
            value, base = getattr(self, f.name), getattr(default, f.name)
            if value != base:
                shown = value.value if isinstance(value, Enum) else value
                lines.append(f"{f.name.replace('_', ' ')}: {shown}")
        return lines


#: Each option's type (bool, int or an enum), as the class declares it.
_FIELD_TYPES: Final[dict[str, object]] = typing.get_type_hints(Rules)

#: Named presets; rule-variant plugins offer these (and more) by name.
PRESETS: Final[dict[str, Rules]] = {
    # The 1993 DOS program (Universal Software GinRummy 4.2): the defaults.
    "standard": Rules(),
    # The 1993 DOS program's GIN SCORE 20 / UNDERCUT 10 toggles.
    "classic": Rules(gin_bonus=20, undercut_bonus=10),
    # The 1990 VGA program, the 1993 DOS program, Tommy's Gin Rummy and the PalmPilot program:
    # the first upcard sets the knock limit; a spade doubles.
    "oklahoma": Rules(knock_rule=KnockRule.FIRST_UPCARD, spade_doubles=True),
    # The 1993 DOS program with KNOCKING off: gin only.
    "straight": Rules(knocking=False),
    # Tommy's Space Cowboy Gin (1987): the current upcard sets the knock limit.
    "space-cowboy": Rules(
        knock_rule=KnockRule.CURRENT_UPCARD,
        spade_doubles=True,
        upcard_offer=UpcardOffer.SIMPLE,
        wall=Wall.LAST_DRAW,
        box_bonus=25,
        game_bonus=100,
        shutout=Shutout.DOUBLE,
    ),
    # Tommy's Gin Rummy (1987), with box, game and shutout (schneider) bonuses.
    "tommy": Rules(
        upcard_offer=UpcardOffer.SIMPLE,
        wall=Wall.LAST_DRAW,
        box_bonus=25,
        game_bonus=100,
        shutout=Shutout.DOUBLE,
    ),
    # The EAAI Gin Rummy challenge (Todd Neller's GinRummyGame, 2020): gin 25, undercut 25 (a tie
    # too), no box or game bonus; the hand is dead once the stock is down to two cards after a
    # draw without a knock; the pile card may not be thrown back; the starting player (the
    # non-dealer) alternates after every scored hand, and the first upcard is offered classically.
    "eaai": Rules(wall=Wall.LAST_DRAW, may_discard_pile_card=False, next_dealer=NextDealer.ALTERNATE),
    # The PalmPilot program (GinRummy 1.2): game, box and flat shutout bonuses, no pile-card discard.
    "palm": Rules(
        box_bonus=25,
        game_bonus=100,
        shutout=Shutout.FLAT,
        shutout_bonus=100,
        may_discard_pile_card=False,
        first_dealer=FirstDealer.OPPONENT,
        next_dealer=NextDealer.ALTERNATE,
    ),
}
