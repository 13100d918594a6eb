"""What is played, as one value: :class:`GameSpec` (a :class:`Variant`, the seats, the deal key, the limits).

The command line and the preferences each build one; the runner, the game log, the
saved game and the record read it.  The variant's engine rules are derived once, when
the :class:`Variant` is made, so nobody writes ``variant_rules or rules`` again:

>>> from ginqt.rules import Rules
>>> spec = GameSpec(Variant("standard", Rules(score_limit=50)), seats=("Ann", "Expert"), seed=7)
>>> spec.variant.engine_rules == spec.variant.rules, spec.seats, spec.limits.move_seconds
(True, ('Ann', 'Expert'), None)
>>> spec.new_match().rules.score_limit
50

A variant whose scoring plays each hand under other rules (Hollywood) keeps both: its own
``rules`` (what the scoring is asked with) and the ``engine_rules`` the engine deals with.

.. versionadded:: 0.3
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from ginqt.engine import DealSecret, Match
from ginqt.rules import Rules
from ginqt.variants import GuardedScoring, MatchScoring, StandardScoring

__all__ = ["STANDARD_SCORING", "GameSpec", "Limits", "Variant", "guarded", "stored_variant"]

#: The engine's own scoring: one game to the score limit with its bonuses.
STANDARD_SCORING: MatchScoring = StandardScoring()


def guarded(scoring: MatchScoring) -> MatchScoring:
    """A variant's own scoring behind a :class:`GuardedScoring` (the engine's own needs none)."""
    return scoring if type(scoring) in (StandardScoring, GuardedScoring) else GuardedScoring(scoring)


@dataclass(frozen=True, slots=True)
class Variant:
    """A rule variant as it is played: its name, its own rules and its match scoring (guarded).

    :attr:`engine_rules` (the rules the engine plays each hand with) is derived once, here.
    """

    name: str
    rules: Rules  #: the variant's own rules: what its scoring is asked with
    scoring: MatchScoring = STANDARD_SCORING
    engine_rules: Rules = field(init=False, compare=False)

    def __post_init__(self) -> None:
        scoring = guarded(self.scoring)
        object.__setattr__(self, "scoring", scoring)
        object.__setattr__(self, "engine_rules", scoring.engine_rules(self.rules))

    @classmethod
    def standard(cls, rules: Rules, name: str = "standard") -> Variant:
        """The engine's own game under ``rules`` (standard scoring)."""
        return cls(name, rules)

    @property
    def standard_scoring(self) -> bool:
        """The engine's own scoring (no variant scoring of its own)."""
        return type(self.scoring) is StandardScoring


def stored_variant(name: str, engine: Rules, own: Rules | None, scoring: MatchScoring | None,
                   older: Iterable[Rules] = ()) -> Variant:
    """The variant a saved game or a record names, played by ``scoring`` (``None``: not installed here): its ``own``
    rules when they give the ``engine`` rules it was played with.  A saved game of versions 1 to 4 kept no own
    rules (``own`` is ``None``): the first of ``older`` (the variant's preset, at the limits it may have had) or
    the engine's rules that give them.  Otherwise it is the engine's own game under ``engine``.

    >>> stored_variant("oklahoma", Rules(score_limit=50), None, STANDARD_SCORING).rules.score_limit
    50
    """
    if scoring is not None:
        for rules in [own] if own is not None else [*older, engine]:
            variant = Variant(name, rules, scoring)
            if variant.engine_rules == engine:
                return variant
    return Variant.standard(engine, name)


@dataclass(frozen=True, slots=True)
class Limits:
    """How long a game may take (``None``: no limit)."""

    move_seconds: float | None = None  #: how long a seat may think over one move
    game_seconds: float | None = None  #: how long the whole game may take
    moves_per_hand: int | None = None  #: a hand still open after this many moves is left unfinished
    hands: int | None = None  #: a match still open after this many hands is left unfinished

    def __post_init__(self) -> None:
        for name in ("move_seconds", "game_seconds", "moves_per_hand", "hands"):
            value = getattr(self, name)
            if value is not None and not value > 0:
                raise ValueError(f"{name.replace('_', ' ')} must be more than 0, not {value!r}")


@dataclass(frozen=True, slots=True)
class GameSpec:
    """What is played: the variant, who sits where, what the deals come from, and the limits."""

    variant: Variant
    #: who sits in seat 0 and seat 1 (a person's name, or a strategy's)
    seats: tuple[str, str] = ("Player", "Computer")
    #: the key every hand's deal secret is derived from; ``None``: a fresh secret every hand
    seed: int | str | None = None
    first_dealer: int | None = None  #: ``None``: as the rules say (random, or derived from ``seed``)
    limits: Limits = Limits()

    def __post_init__(self) -> None:
        if len(self.seats) != 2:
            raise ValueError(f"a game has two seats, not {len(self.seats)}")
        if isinstance(self.seed, bool) or not (self.seed is None or isinstance(self.seed, int | str)):
            raise ValueError(f"a deal key is a whole number or text, not {self.seed!r}")
        if self.first_dealer not in (None, 0, 1):
            raise ValueError(f"the first dealer is seat 0 or 1, not {self.first_dealer!r}")

    @property
    def rules(self) -> Rules:
        """The rules the engine plays each hand with (the variant's :attr:`Variant.engine_rules`)."""
        return self.variant.engine_rules

    @property
    def scoring(self) -> MatchScoring:
        return self.variant.scoring

    def next_game(self) -> GameSpec:
        """The spec of the game after this one: the same, its deals from the next number (fresh ones without).

        >>> GameSpec(Variant.standard(Rules()), seed=3).next_game().seed
        4
        """
        return replace(self, seed=self.seed + 1 if isinstance(self.seed, int) else None)

    def new_match(self, deal: DealSecret | None = None) -> Match:
        """The first hand of a game of this spec (``deal``: its secret when it is known already)."""
        return Match.new(self.variant.engine_rules, self.seed, self.first_dealer, deal=deal)
