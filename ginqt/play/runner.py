"""One game loop for every driver: the tournament, the self-test, the tests and the GUI.

A :class:`GameRunner` holds one game (a :class:`~ginqt.engine.Match`) and the
variant's :class:`~ginqt.variants.MatchScoring` (:class:`~ginqt.variants.StandardScoring`
for the engine's own game: the scoring is never ``None``).  It deals, tells each seated
player its own redacted events and view, asks for moves, applies them and says when
the hand and the match are over.  It is pure Python: no Qt, no threads.

It can be driven two ways.

*To the end*, with a strategy in each seat (tournaments, the self-test, tests)::

    >>> from ginqt.play.spec import GameSpec, Variant
    >>> from ginqt.rules import Rules
    >>> from ginqt.strategy import FallbackStrategy
    >>> spec = GameSpec(Variant.standard(Rules(score_limit=50)), seed=7)
    >>> runner = GameRunner.from_spec(spec, (FallbackStrategy(), FallbackStrategy()))
    >>> runner.play()
    True
    >>> runner.over, runner.outcome().winner in (0, 1)
    (True, True)

*One decision at a time*, from outside (the GUI steps it from its signals; a seat may
be empty, ``None``, for a person)::

    >>> runner = GameRunner.from_spec(spec)
    >>> player = runner.to_play                     # whose turn (None once the hand is over)
    >>> action = runner.view(player).legal_actions[0]
    >>> events = runner.apply(action)               # what happened, in full
    >>> [e.kind.value for e in runner.events_for(1 - player)]   # the same, as the other player sees it
    ['took-upcard']
    >>> runner.hand_over, runner.over
    (False, False)

Every hand is dealt fairly (:mod:`ginqt.engine.deals`): :attr:`GameRunner.commitment` is
public from the deal on, :attr:`GameRunner.revealed` gives the hand's seed and salt once it
is over; no view or event holds either before that::

    >>> runner.commitment == runner.match.deal.commitment, runner.revealed
    (True, None)

After a hand, :meth:`next_hand` deals the next one (while :attr:`over` is false);
:meth:`restore` puts back an earlier :class:`Match` (undo).

Every player sits in a :class:`~ginqt.play.seats.Seat` (a plain strategy is seated in a
:class:`~ginqt.play.seats.StrategySeat`): it gets ``new_hand(view)`` at every deal and
``observe(event)`` for every event as it may see it, in play order, and is *asked* for its
move (:meth:`ask`), which returns at once; the runner *takes* the answer whenever it comes
(:meth:`take`), and checks the move then, once.  :meth:`moves` is the one loop for every
driver that plays to the end: it yields each answer that has not come yet, so a tournament
can go on with other games while a plugin thinks, and :meth:`play` simply waits for each.

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Protocol

from ginqt.engine import Action, DealSecret, Event, IllegalActionError, Match, Phase, PlayerView, Refusal
from ginqt.play.seats import Answer, Seat, seat_of
from ginqt.play.spec import STANDARD_SCORING, GameSpec, guarded
from ginqt.rules import Rules
from ginqt.strategy import Strategy
from ginqt.variants import GameScore, GuardedScoring, MatchOutcome, MatchScoring, ScoringFault

__all__ = ["STANDARD_SCORING", "GameRunner", "MoveJournal", "NoPlayerError"]

class NoPlayerError(LookupError):
    """:meth:`GameRunner.ask` was asked to move for a seat where nobody sits."""


class MoveJournal(Protocol):
    """Notes a game move by move (:class:`ginqt.storage.GameRecord` is one): :meth:`GameRunner.play` tells it."""

    def append(self, move: Action) -> None:
        """``move`` was applied."""

    def dealt(self, match: Match) -> None:
        """The next hand was dealt: ``match`` is the game now."""


class GameRunner:
    """One game from the deal to the end of the match, driven to the end or one step at a time."""

    def __init__(
        self,
        match: Match,
        scoring: MatchScoring = STANDARD_SCORING,
        rules: Rules | None = None,
        players: Sequence[Seat | Strategy | None] = (None, None),
    ) -> None:
        """Carry on ``match`` (new, or a saved game replayed) scored by ``scoring``.

        ``rules`` are the variant's own rules, which ``scoring`` is asked with (by default
        the match's).  ``players`` are seated (a plain strategy in a :class:`~ginqt.play.seats.StrategySeat`;
        ``None``: nobody sits there yet); they get ``new_hand`` and the match's latest events
        (a new match's: the deal) at once; to carry on a saved game in the middle of a
        hand, seat them afterwards with :meth:`seat`, which tells them only the view.
        """
        if len(players) != 2:
            raise ValueError(f"a game has two seats, not {len(players)}")
        self.match = match
        #: The variant's scoring, guarded: when it fails the standard scoring answers (see :attr:`scoring_faults`).
        self.scoring: MatchScoring = guarded(scoring)
        self.rules = match.rules if rules is None else rules
        #: Who sits where (``None``: nobody yet).
        self.seats: list[Seat | None] = [None if player is None else seat_of(player) for player in players]
        #: The events of the last deal or action, in full (see :meth:`events_for`).
        self.last_events: tuple[Event, ...] = match.events
        self._deal_to_players()

    @classmethod
    def from_spec(
        cls,
        spec: GameSpec,
        players: Sequence[Seat | Strategy | None] = (None, None),
        *,
        deal: DealSecret | None = None,
    ) -> GameRunner:
        """A new game of ``spec`` (its variant, deal key and first dealer) with ``players`` seated.

        ``deal``: the first hand's secret when it is known already (a saved game dealt again).
        """
        return cls(spec.new_match(deal), spec.scoring, spec.variant.rules, players)

    # -- the state, for any driver ----------------------------------------------------------

    @property
    def hand_over(self) -> bool:
        """The current hand has ended (dead or settled)."""
        return self.match.hand.phase is Phase.OVER

    @property
    def over(self) -> bool:
        """The match is over, as the variant's scoring says (the engine's score limit for the standard game)."""
        return self.match.hand.phase is Phase.OVER and self.scoring.over(self.match, self.rules)

    @property
    def to_play(self) -> int | None:
        """The player to act, or ``None`` once the hand is over."""
        hand = self.match.hand
        return None if hand.phase is Phase.OVER else hand.to_play

    def view(self, player: int) -> PlayerView:
        """What ``player`` may see now."""
        return PlayerView.of(self.match, player)

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the player to act (empty once the hand is over)."""
        return self.match.legal_actions() if not self.hand_over else ()

    def events_for(self, player: int) -> tuple[Event, ...]:
        """The last deal's or action's events as ``player`` may see them."""
        return tuple(event.for_player(player) for event in self.last_events)

    def outcome(self) -> MatchOutcome:
        """The match's result as the variant scores it (also while it is unfinished)."""
        return self.scoring.outcome(self.match, self.rules)

    def games(self) -> tuple[GameScore, ...]:
        """The score sheet's games after the hands played so far."""
        return self.scoring.games(self.match.history, self.rules)

    @property
    def scoring_faults(self) -> list[ScoringFault]:
        """Every time the variant's scoring failed and the standard scoring answered instead."""
        return self.scoring.faults if isinstance(self.scoring, GuardedScoring) else []

    @property
    def commitment(self) -> str | None:
        """The current hand's deal commitment: public from the deal on (``None``: a deal from before fair deals)."""
        return self.match.commitment

    @property
    def revealed(self) -> DealSecret | None:
        """The current hand's deal secret (seed and salt), once the hand is over; ``None`` before."""
        return self.match.revealed

    @property
    def result(self) -> MatchOutcome | None:
        """The engine's own end of the game (box, game and shutout bonuses), if it ended it."""
        return self.match.result

    # -- stepping ----------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply the mover's ``action``; tell the seated players; return the events, in full.

        Raises :class:`~ginqt.engine.IllegalActionError` (saying why) for an action that is
        not legal now; the game is then unchanged.
        """
        self.match = self.match.apply(action)
        events = self.last_events = self.match.events
        self._tell(events)
        return events

    def next_hand(self, deal: DealSecret | None = None) -> tuple[Event, ...]:
        """Deal the next hand (the current one must be over and the match not); return the deal's events.

        ``deal`` is the hand's secret when it is known already (a recorded game played again).
        """
        if self.over:
            raise IllegalActionError("the game is over", Refusal.GAME_OVER)
        self.match = self.match.next_hand(deal)
        self.last_events = self.match.events
        self._deal_to_players()
        return self.last_events

    def restore(self, match: Match) -> None:
        """Put back an earlier (or later) state of this game, as undo does; the players are not told."""
        self.match = match
        self.last_events = ()

    def seat(self, player: int, who: Seat | Strategy | None, *, deal: bool = True) -> None:
        """Seat ``who`` in ``player``'s seat (``None``: nobody); it is dealt the current hand at once
        (``deal=False``: it was told the hand so far already)."""
        seat = self.seats[player] = None if who is None else seat_of(who)
        if seat is not None and deal:
            seat.new_hand(self.view(player))

    def ask(self) -> Answer:
        """Ask the seat of the player to move for its move; the :class:`~ginqt.play.seats.Answer` comes at once.

        Raises :class:`NoPlayerError` when nobody sits there.  Give the answer to :meth:`take`
        when it has come.
        """
        player = self.to_play
        if player is None:
            raise IllegalActionError("the hand is over", Refusal.HAND_OVER)
        seat = self.seats[player]
        if seat is None:
            raise NoPlayerError(f"nobody sits in seat {player}")
        return seat.ask(self.view(player))

    def take(self, answer: Answer) -> tuple[Event, ...]:
        """Apply the move ``answer`` brings (:meth:`apply`: the one check); it waits for it when it can."""
        return self.apply(answer.result())

    def step(self) -> tuple[Event, ...]:
        """Ask the seat to move, wait for its move and apply it; return the events.

        Raises :class:`NoPlayerError` when that seat is empty and
        :class:`~ginqt.engine.IllegalActionError` when the move is not legal.
        """
        return self.take(self.ask())

    # -- to the end --------------------------------------------------------------------------

    def hand_moves(self, max_moves: int | None = None, journal: MoveJournal | None = None
                   ) -> Generator[Answer, None, bool]:
        """Play the current hand to its end, yielding every answer that has not come yet (see :meth:`moves`).

        Returns ``False`` when it has not ended after ``max_moves`` moves (players taking
        each other's discards for ever); the hand is then left as it is.
        """
        # The tournament's hot loop: the same as repeated take(ask()) calls, with the lookups hoisted.
        first, second = self.seats
        if first is None or second is None:
            raise NoPlayerError("a game played to its end needs a player in both seats")
        ask = (first.ask, second.ask)
        observe0, observe1 = first.observe, second.observe
        view_of, over = PlayerView.of, Phase.OVER
        match = self.match
        moves = 0
        while match.hand.phase is not over:
            moves += 1
            if max_moves is not None and moves > max_moves:
                return False
            seat = match.hand.to_play
            answer = ask[seat](view_of(match, seat))
            action = answer.move
            if action is None:  # to come: the driver waits for it, as it likes
                yield answer
                action = answer.result()
            match = self.match = match.apply(action)
            if journal is not None:
                journal.append(action)
            events = self.last_events = match.events
            for event in events:
                if event.private:
                    observe0(event.for_player(0))
                    observe1(event.for_player(1))
                else:
                    observe0(event)
                    observe1(event)
        return True

    def moves(
        self,
        *,
        max_hands: int | None = None,
        max_moves: int | None = None,
        on_hand_end: Callable[[Match], None] | None = None,
        journal: MoveJournal | None = None,
    ) -> Generator[Answer, None, bool]:
        """Play hands until the match is over, yielding every answer that has not come yet.

        The one loop for every driver that plays to the end: the driver waits for the yielded
        answer as it likes (:meth:`~ginqt.play.seats.Answer.waiting_on` with other games', or
        simply :meth:`~ginqt.play.seats.Answer.result`) and resumes the loop, which takes it.
        ``on_hand_end(match)`` is called after every finished hand; ``journal`` is told every
        move and every new deal.  Returns ``True`` when the match is over; ``False`` when a
        hand went past ``max_moves`` moves (it is left unfinished) or ``max_hands`` hands were
        played without an end.
        """
        while True:
            if not (yield from self.hand_moves(max_moves, journal)):
                return False
            if on_hand_end is not None:
                on_hand_end(self.match)
            if self.over:
                return True
            if max_hands is not None and self.match.hand_number >= max_hands:
                return False
            self.next_hand()
            if journal is not None:
                journal.dealt(self.match)

    def play_hand(self, max_moves: int | None = None, journal: MoveJournal | None = None) -> bool:
        """:meth:`hand_moves`, waiting for each answer."""
        return _wait_through(self.hand_moves(max_moves, journal))

    def play(
        self,
        *,
        max_hands: int | None = None,
        max_moves: int | None = None,
        on_hand_end: Callable[[Match], None] | None = None,
        journal: MoveJournal | None = None,
    ) -> bool:
        """:meth:`moves`, waiting for each answer (the seats must be able to wait: no open seat)."""
        return _wait_through(self.moves(max_hands=max_hands, max_moves=max_moves, on_hand_end=on_hand_end,
                                        journal=journal))

    # -- telling the seats -----------------------------------------------------------------------

    def _deal_to_players(self) -> None:
        for player, seat in enumerate(self.seats):
            if seat is not None:
                seat.new_hand(PlayerView.of(self.match, player))
        self._tell(self.match.events)

    def _tell(self, events: tuple[Event, ...]) -> None:
        first, second = self.seats
        for event in events:
            if event.private:  # hidden from the other player (Event.for_player)
                if first is not None:
                    first.observe(event.for_player(0))
                if second is not None:
                    second.observe(event.for_player(1))
            else:
                if first is not None:
                    first.observe(event)
                if second is not None:
                    second.observe(event)


def _wait_through(moves: Generator[Answer, None, bool]) -> bool:
    """Drive ``moves`` to its end, waiting for each answer it yields (the loop then takes it)."""
    while True:
        try:
            answer = next(moves)
        except StopIteration as end:
            return bool(end.value)
        answer.result()
