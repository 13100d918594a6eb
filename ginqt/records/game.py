"""What a game record holds: the game as data (no text here; :mod:`ginqt.records.text` reads and writes it).

A :class:`RecordedGame` has two kinds of fields.  The *inputs* are what the game was:
the rules, the players, the first dealer, each hand's deal secret and every move: the closed
:class:`~ginqt.play.log.GameLog` of the game (:meth:`RecordedGame.log`).  The *outcomes* follow
from the inputs through the rules: each hand's commitment, dealt cards, dealer and settlement,
and the result.  A record keeps both, so that a person can read it, and
:func:`ginqt.records.verify` can play its log again and say where an outcome written in the
record differs from the one the rules give.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ginqt.cards import Card, CardSet
from ginqt.engine import Action, DealSecret, HandResult
from ginqt.play.log import NEXT_HAND, GameLog
from ginqt.play.spec import STANDARD_SCORING, GameSpec, stored_variant
from ginqt.remote.friend.poker import DeckTranscript
from ginqt.rules import Rules
from ginqt.variants import MatchScoring

__all__ = ["Player", "RecordedGame", "RecordedHand", "SeatMarks", "Status"]


class Status(Enum):
    """Where the game stands."""

    PLAYING = "playing"  #: still being played (the record is written at the end of every hand)
    FINISHED = "finished"  #: played to its end
    ABANDONED = "abandoned"  #: left unfinished (quit, not resumed, or stopped by a tournament's move limit)


@dataclass(frozen=True, slots=True)
class Player:
    """One seat: a person (``strategy`` is ``None``) or a computer player."""

    name: str
    strategy: str | None = None

    @property
    def person(self) -> bool:
        return self.strategy is None


@dataclass(frozen=True, slots=True)
class SeatMarks:
    """What a tournament noted of a seat beside its moves: its faults (those after which GinQt's fallback moved
    for it), the moves the fallback made, whether the game was scored as its loss for them (``--forfeit``; the
    record's result stays the one the rules give), and the engine that played it (its name in GinQt, the SHA-256
    of its command's files, the name and version it declared; empty for a seat that was no engine)."""

    faults: int = 0
    fallback_moves: int = 0
    forfeited: bool = False
    engine: dict[str, str] = field(default_factory=dict)

    @property
    def blank(self) -> bool:
        """Nothing to note: no fault, no fallback move, no engine."""
        return not (self.faults or self.fallback_moves or self.forfeited or self.engine)


@dataclass(frozen=True, slots=True)
class RecordedHand:
    """One hand: its deal (commitment, cards, secret), its moves, and how it ended (``None``: it did not).

    ``end`` is the engine's :class:`~ginqt.engine.HandResult` without its settlement (a record
    keeps the kind of end, the points and the deadwood, not the melds).
    """

    number: int
    dealer: int
    commitment: str | None  #: ``None`` for a hand dealt before fair deals
    dealt: tuple[CardSet, CardSet]  #: each player's ten cards
    upcard: Card
    moves: tuple[Action, ...]
    secret: DealSecret | None  #: revealed: the hand is over (``None`` for a hand dealt before fair deals)
    end: HandResult | None
    scores: tuple[int, int] = (0, 0)  #: the game's scores after the hand (once it ended)
    #: a friend's game: the deck both sides made, with every key shown at the hand's end (no ``secret``)
    deck: DeckTranscript | None = None


@dataclass(frozen=True, slots=True)
class RecordedGame:
    """One game, from the first deal to the result (``status``, ``points`` and ``winner``: the end of
    the game as its variant scores it; ``winner`` is ``None`` when drawn or not finished)."""

    game_id: str
    started: str  #: ISO 8601, UTC
    variant: str
    rules: Rules  #: the rules the engine played every hand with
    players: tuple[Player, Player]
    assisted: bool  #: help was used (multiple undo, open hands, demo mode)
    first_dealer: int
    hands: tuple[RecordedHand, ...]
    status: Status
    points: tuple[int, int]
    winner: int | None
    #: the variant's own rules, when its match scoring plays the engine under other rules (Hollywood)
    variant_rules: Rules | None = None
    #: a game dealt before fair deals: the seed its decks came from (``random.Random(f"{seed}/{hand}")``)
    unsecured_seed: int | str | None = None
    ended: str | None = None  #: ISO 8601, UTC; ``None`` while the game is played
    #: What a tournament noted of each seat (its faults, its engine); ``None``: nothing (a record of version 2)
    marks: tuple[SeatMarks, SeatMarks] | None = None
    #: A friend's game: the seat this record's side sat in (``None``: a game at one table)
    side: int | None = None
    #: A friend's game stopped for what a side did: its seat, and the sentence that names it
    stopped: tuple[int, str] | None = None

    @property
    def with_friend(self) -> bool:
        """Played with a friend over the network: each hand dealt from a deck both sides made."""
        return self.side is not None

    @property
    def scoring_rules(self) -> Rules:
        """The rules the variant's scoring is asked with: its own, else the engine's (a record writes them
        only when they differ)."""
        return self.rules if self.variant_rules is None else self.variant_rules

    @property
    def fair(self) -> bool:
        """Every hand was dealt from a committed secret (not a game begun before fair deals)."""
        return self.unsecured_seed is None

    @property
    def moves(self) -> int:
        return sum(len(hand.moves) for hand in self.hands)

    @property
    def scores(self) -> tuple[int, int]:
        """The game's scores after its last finished hand."""
        for hand in reversed(self.hands):
            if hand.end is not None:
                return hand.scores
        return (0, 0)

    def log(self, scoring: MatchScoring = STANDARD_SCORING) -> GameLog:
        """The game's log: what was played (the variant under ``scoring``, its own; the engine's game under the
        record's rules when that scoring would play other rules), each hand's revealed secret and every move."""
        variant = stored_variant(self.variant, self.rules, self.scoring_rules, scoring)
        spec = GameSpec(variant, (self.players[0].name, self.players[1].name), self.unsecured_seed, self.first_dealer)
        moves: list[Action | str] = []
        for index, hand in enumerate(self.hands):
            moves += [NEXT_HAND, *hand.moves] if index else hand.moves
        deals = [hand.secret for hand in self.hands if hand.secret is not None] if self.fair else []
        return GameLog(spec, moves, deals, self.assisted, self.started, self.game_id,
                       closed=self.status is not Status.PLAYING)
