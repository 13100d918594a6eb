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
    >>> runner = GameRunner(spec, (FallbackStrategy(), FallbackStrategy()))
    >>> runner.play()
    True
    >>> runner.over, runner.outcome().winner in (0, 1)
    (True, True)

*One decision at a time*, from outside (the GUI steps it from its signals; a seat may
be empty, ``None``, for a person)::

    >>> runner = GameRunner(spec)
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

After a hand, :meth:`next_hand` deals the next one (while :attr:`over` is false).

The runner writes its game's :class:`~ginqt.play.log.GameLog` (:attr:`GameRunner.log`): every
move and every deal, whoever drives it.  Undo is truncation: :meth:`truncate` cuts the log back to
an earlier length and the game back to where those moves led; :meth:`resume` plays a log again
(a saved game, a record) and carries it on.

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

import dataclasses
from collections.abc import Callable, Generator, Sequence

from ginqt.engine import Action, DealSecret, Event, HandResult, IllegalActionError, Match, Phase, PlayerView, Refusal
from ginqt.play.log import NEXT_HAND, GameLog, GameLogError, decode_move
from ginqt.play.seats import Answer, Seat, seat_of
from ginqt.play.spec import STANDARD_SCORING, GameSpec
from ginqt.strategy import Strategy
from ginqt.variants import GameScore, GuardedScoring, MatchOutcome, MatchScoring, ScoringFault

__all__ = ["STANDARD_SCORING", "GameRunner", "NoPlayerError", "play_first_hand", "play_log", "replaying"]

class NoPlayerError(LookupError):
    """:meth:`GameRunner.ask` was asked to move for a seat where nobody sits."""


class GameRunner:
    """One game from the deal to the end of the match, driven to the end or one step at a time."""

    def __init__(self, spec: GameSpec, players: Sequence[Seat | Strategy | None] = (None, None), *,
                 deal: DealSecret | None = None) -> None:
        """A new game of ``spec`` (its variant, deal key and first dealer) with ``players`` seated.

        ``players`` are seated (a plain strategy in a :class:`~ginqt.play.seats.StrategySeat`;
        ``None``: nobody sits there yet) and dealt the first hand at once.  ``deal``: the first
        hand's secret when it is known already.
        """
        self._start(GameLog.start(spec, spec.new_match(deal)), players)

    def _start(self, log: GameLog, players: Sequence[Seat | Strategy | None], match: Match | None = None) -> None:
        if len(players) != 2:
            raise ValueError(f"a game has two seats, not {len(players)}")
        spec = log.spec
        #: The game's log: the spec, the deal secrets and every move (the one account of the game).
        self.log = log
        self.match = match or log.first_match()
        #: The variant's scoring, guarded: when it fails the standard scoring answers (see :attr:`scoring_faults`).
        self.scoring: MatchScoring = spec.scoring
        #: The variant's own rules, which :attr:`scoring` is asked with.
        self.rules = spec.variant.rules
        #: Who sits where (``None``: nobody yet).
        self.seats: list[Seat | None] = [None if player is None else seat_of(player) for player in players]
        #: The events of the last deal or action, in full (see :meth:`events_for`).
        self.last_events: tuple[Event, ...] = self.match.events
        self._hand_start = (self.match, len(log))  # the hand in play as dealt, and where in the log: undo's start
        self._deal_to_players()

    @classmethod
    def at(cls, spec: GameSpec, match: Match, players: Sequence[Seat | Strategy | None] = (None, None)) -> GameRunner:
        """A game set up at ``match`` (a position built by hand: a test's, a study's).  Its log starts there with
        neither a deal secret nor a key, so it cannot be played again (:attr:`GameLog.replayable` is false)."""
        runner = cls.__new__(cls)
        runner._start(GameLog(dataclasses.replace(spec, seed=None)), players, match)
        return runner

    @classmethod
    def resume(cls, log: GameLog, players: Sequence[Seat | Strategy | None] = (None, None), *,
               on_step: Callable[[GameRunner], None] | None = None) -> GameRunner:
        """Carry on the game ``log`` holds: each hand dealt again from its secret and each move applied again (the
        engine checks each; :class:`~ginqt.play.log.GameLogError` says which one does not play).

        ``players`` are dealt the hand in play and told its events so far (the hands before are not theirs to
        see again); ``on_step(runner)`` is called after every deal and every move.  A closed ``log`` leaves the
        runner's log closed.
        """
        runner = replaying(log)
        last_deal = max((at + 1 for at, move in enumerate(log.moves) if move == NEXT_HAND), default=0)
        if on_step is not None:
            on_step(runner)
        play_log(runner, log.moves[:last_deal], log, on_step)
        runner.seats = [None if player is None else seat_of(player) for player in players]
        runner._deal_to_players()
        play_log(runner, log.moves[last_deal:], log, on_step)
        runner.log.closed = log.closed
        return runner

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

    # -- stepping ----------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply the mover's ``action``; note it in the log; tell the seated players; return the events, in full
        (:class:`~ginqt.engine.IllegalActionError` says why an action is not legal now: the game is unchanged)."""
        self.match = self.match.apply(action)
        self.log.append(action)
        events = self.last_events = self.match.events
        self._tell(events)
        return events

    def next_hand(self, deal: DealSecret | None = None) -> tuple[Event, ...]:
        """Deal the next hand (the current one must be over and the match not); return the deal's events
        (``deal``: the hand's secret when it is known already, a recorded game played again)."""
        if self.over:
            raise IllegalActionError("the game is over", Refusal.GAME_OVER)
        self.match = self.match.next_hand(deal)
        self.log.dealt(self.match.deal)
        self.last_events = self.match.events
        self._hand_start = (self.match, len(self.log))
        self._deal_to_players()
        return self.last_events

    def truncate(self, length: int) -> None:
        """Undo: the log cut back to its first ``length`` moves, the game back to where they led (the players are
        not told).  Within the hand in play it is played again from the hand's deal; earlier, from the first."""
        if not 0 <= length <= len(self.log):
            raise ValueError(f"cannot cut {len(self.log)} moves back to {length}")
        start, at = self._hand_start
        if length >= at:
            kept = [move for move in self.log.moves[at:length] if isinstance(move, Action)]  # (a hand's are actions)
            self.log.truncate(at)
            self.match = start
            self.redo(kept)
        else:  # into an earlier hand: the game played again from its first deal
            again = GameRunner.resume(dataclasses.replace(self.log, moves=self.log.moves[:length]))
            self.log.truncate(length)
            self.match, self._hand_start = again.match, again._hand_start
        self.last_events = ()

    def redo(self, moves: Sequence[Action]) -> tuple[Event, ...]:
        """Apply ``moves`` again after an undo, as :meth:`apply` does but telling no player (they saw them once);
        the events, in full."""
        events: list[Event] = []
        for action in moves:
            self.match = self.match.apply(action)
            self.log.append(action)
            events += self.match.events
        self.last_events = tuple(events)
        return self.last_events

    def seat(self, player: int, who: Seat | Strategy | None, *, deal: bool = True) -> None:
        """Seat ``who`` in ``player``'s seat (``None``: nobody); it is dealt the current hand at once
        (``deal=False``: it was told the hand so far already)."""
        seat = self.seats[player] = None if who is None else seat_of(who)
        if seat is not None and deal:
            seat.new_hand(self.view(player))

    def ask(self) -> Answer:
        """Ask the seat of the player to move for its move; the :class:`~ginqt.play.seats.Answer` comes at once (give
        it to :meth:`take` when it has come).  :class:`NoPlayerError` when nobody sits there."""
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
        """Ask the seat to move, wait for its move and apply it; the events (:class:`NoPlayerError`: an empty seat;
        :class:`~ginqt.engine.IllegalActionError`: the move is not legal)."""
        return self.take(self.ask())

    # -- to the end --------------------------------------------------------------------------

    def hand_moves(self, max_moves: int | None = None) -> Generator[Answer, None, bool]:
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
        note = self.log.append
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
            note(action)
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
    ) -> Generator[Answer, None, bool]:
        """Play hands until the match is over, yielding every answer that has not come yet.

        The one loop for every driver that plays to the end: the driver waits for the yielded
        answer as it likes (:meth:`~ginqt.play.seats.Answer.waiting_on` with other games', or
        simply :meth:`~ginqt.play.seats.Answer.result`) and resumes the loop, which takes it.
        ``on_hand_end(match)`` is called after every finished hand.  Returns ``True`` when the match
        is over; ``False`` when a hand went past ``max_moves`` moves (it is left unfinished) or
        ``max_hands`` hands were played without an end.
        """
        while True:
            if not (yield from self.hand_moves(max_moves)):
                return False
            if on_hand_end is not None:
                on_hand_end(self.match)
            if self.over:
                return True
            if max_hands is not None and self.match.hand_number >= max_hands:
                return False
            self.next_hand()

    def play_hand(self, max_moves: int | None = None) -> bool:
        """:meth:`hand_moves`, waiting for each answer."""
        return _wait_through(self.hand_moves(max_moves))

    def play(
        self,
        *,
        max_hands: int | None = None,
        max_moves: int | None = None,
        on_hand_end: Callable[[Match], None] | None = None,
    ) -> bool:
        """:meth:`moves`, waiting for each answer (the seats must be able to wait: no open seat)."""
        return _wait_through(self.moves(max_hands=max_hands, max_moves=max_moves, on_hand_end=on_hand_end))

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


def play_first_hand(spec: GameSpec, players: Sequence[Strategy], max_moves: int) -> tuple[HandResult, int]:
    """The first hand of ``spec`` played to its end by ``players`` (the self-test's demo hand): how it ended, and in how
    many moves; ``ValueError`` (one line) when a player's move is not legal or it has not ended after ``max_moves``."""
    runner = GameRunner(spec, players)
    try:
        ended = runner.play_hand(max_moves)
    except IllegalActionError as error:
        raise ValueError(f"player {runner.to_play} chose an illegal action: {error}") from error
    result = runner.match.hand.result
    if not ended or result is None:
        raise ValueError(f"the hand did not end after {max_moves} moves")
    return result, len(runner.log.moves)


# -- playing a log again -----------------------------------------------------------------------------


def replaying(log: GameLog) -> GameRunner:
    """A runner at the first deal of ``log``'s game, with nobody seated, to play ``log``'s moves again
    (:func:`play_log`); its own log is a new one with ``log``'s spec, id, start and assistance, written move by
    move.  :class:`~ginqt.play.log.GameLogError` when the first hand cannot be dealt."""
    runner = GameRunner.__new__(GameRunner)
    runner._start(dataclasses.replace(log, moves=[], deals=log.deals[:1], closed=False), (None, None))
    return runner


def play_log(runner: GameRunner, moves: Sequence[Action | str], log: GameLog,
             on_step: Callable[[GameRunner], None] | None = None) -> None:
    """Apply ``moves`` (``log``'s: its deal secrets deal each next hand) to ``runner``, each checked as any move
    is; :class:`~ginqt.play.log.GameLogError` names the first that does not play, the game left where the moves
    before it led."""
    for move in moves:
        try:
            if move == NEXT_HAND:
                _deal_next(runner, log)
            else:
                _apply_logged(runner, move)
        except GameLogError:
            raise
        except ValueError as error:
            number = len(runner.log) - runner._hand_start[1] + 1
            raise GameLogError(f"hand {runner.match.hand_number}, move {number} "
                               f"({move if isinstance(move, str) else move.text}) cannot be played: {error}"
                               ) from None
        if on_step is not None:
            on_step(runner)


def _deal_next(runner: GameRunner, log: GameLog) -> None:
    hand = runner.match.hand_number
    if not runner.hand_over:
        raise GameLogError(f"hand {hand + 1} follows hand {hand}, which had not ended")
    if runner.over:
        raise GameLogError(f"hand {hand + 1} follows the end of the game")
    runner.next_hand(log.deal_of(hand + 1))


def _apply_logged(runner: GameRunner, move: Action | str) -> None:
    action = decode_move(move) if isinstance(move, str) else move
    if runner.hand_over:
        raise IllegalActionError("the hand is over", Refusal.HAND_OVER)
    if Action(action.kind, action.card) not in runner.match.legal_actions():
        runner.match.apply(action)  # the engine says why
        raise IllegalActionError("it is not a legal move at that point")
    runner.apply(action)
