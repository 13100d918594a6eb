"""A review of a recorded game: every decision of one player weighed by the expert's analysis (no Qt).

For each decision of ``player`` (a turn with more than one legal move) the game as that
player saw it then — their :class:`~ginqt.engine.PlayerView`, the hand's events as they
saw them, what the earlier hands showed of the opponent's knocking — goes to
:func:`ginqt.analysis.analyse`, which values every legal move.  A :class:`Decision` keeps
the expert's best move and the move played; the points lost are the difference of their
expected points as the expert weighs them (:attr:`~ginqt.analysis.ActionValue.weighed_points`:
a late knock must beat playing on by a margin).  :class:`Review` lists the costliest
mistakes and the accuracy: the share of decisions within :data:`TOLERANCE` points of the best.

:func:`review_game` spreads the decisions over worker processes (:mod:`ginqt.analysis.workers`),
reports progress after each one and stops handing out work when asked to cancel.  The expert's
samples for a decision are seeded from the game up to it (:func:`decision_seed`), so every record
of the same game reviews to the same figures.

>>> from ginqt.analysis import Effort
>>> from ginqt.records.build import play_and_record
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import FallbackStrategy
>>> game = play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4)
>>> review = review_game(game, 0, jobs=1, effort=Effort(deals=8, playouts=4, knock_deals=8))
>>> review.complete, len(review.decisions) == len(decision_steps(game, 0)), 0 <= review.accuracy <= 1
(True, True, True)
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from ginqt.analysis import ActionValue, Effort, OpponentProfile, analyse
from ginqt.analysis.workers import WorkerDied, run_in_workers
from ginqt.engine import Action, Event, PlayerView
from ginqt.records.game import RecordedGame
from ginqt.records.replay import Step, steps_of
from ginqt.records.text import dumps, loads

__all__ = ["MISTAKE_POINTS", "TOLERANCE", "Decision", "Review", "decision_seed", "decision_steps", "review_game"]

#: A decision within this many expected points of the best counts as accurate.
TOLERANCE: Final = 1.0
#: A decision that loses at least this many points is listed among the mistakes.
MISTAKE_POINTS: Final = 2.0


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision: where (the replay's step before the move), the move played, and the expert's view of it."""

    step: int
    hand: int  #: 0-based
    move: int  #: moves of the hand played before it
    played: Action
    best: ActionValue
    chosen: ActionValue

    @property
    def points_lost(self) -> float:
        """Expected points the move played gives up against the expert's best (never below 0), as the
        expert weighs them: a knock late in the hand counts its late margin against it, so a late knock
        that scores a little more on the likely deals than the expert's play-on is a mistake too."""
        return max(0.0, self.best.weighed_points - self.chosen.weighed_points)

    @property
    def agrees(self) -> bool:
        return _same(self.played, self.best.action) or self.points_lost < TOLERANCE


@dataclass(frozen=True, slots=True)
class Review:
    """The decisions reviewed (in play order), and what could not be: cancelled, or a worker died."""

    player: int
    decisions: tuple[Decision, ...]
    wanted: int  #: how many decisions the game has
    complete: bool  #: every decision was reviewed
    lost: tuple[str, ...] = ()  #: why each decision a worker died on was not reviewed, in the order they died

    @property
    def accuracy(self) -> float:
        """The share of reviewed decisions within :data:`TOLERANCE` points of the best (1.0 for none)."""
        if not self.decisions:
            return 1.0
        return sum(decision.agrees for decision in self.decisions) / len(self.decisions)

    @property
    def points_lost(self) -> float:
        return sum(decision.points_lost for decision in self.decisions)

    def mistakes(self, count: int = 5) -> tuple[Decision, ...]:
        """The costliest decisions (at least :data:`MISTAKE_POINTS` lost), costliest first."""
        costly = [d for d in self.decisions if d.points_lost >= MISTAKE_POINTS and not _same(d.played, d.best.action)]
        return tuple(sorted(costly, key=lambda d: (-d.points_lost, d.step))[:count])


def _same(a: Action, b: Action) -> bool:
    return a.kind is b.kind and a.card == b.card


def decision_seed(game: RecordedGame, hand: int, move: int) -> str:
    """The seed of the analysis of the decision before ``move`` of ``hand`` (both 0-based): a digest of the
    game up to it (the rules, the first dealer, every hand's revealed deal and moves until then), never
    of the record's id, names or times.  So any record of the same game (the window's, a tournament's,
    one written again, or one written before the game ended) reviews each decision to the same figures.

    >>> from dataclasses import replace
    >>> from ginqt.records.build import play_and_record
    >>> from ginqt.rules import Rules
    >>> from ginqt.strategy import FallbackStrategy
    >>> game = play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4)
    >>> other = replace(game, game_id="another", started="2020-01-01T00:00:00+00:00")
    >>> decision_seed(game, 0, 3) == decision_seed(other, 0, 3) != decision_seed(game, 0, 4)
    True
    """
    digest = hashlib.sha256(f"{game.rules!r}\n{game.first_dealer}\n{game.unsecured_seed}\n".encode())
    for index, played in enumerate(game.hands[:hand + 1]):
        deal = f"{played.secret.seed}:{played.secret.salt}" if played.secret is not None else "-"
        moves = played.moves if index < hand else played.moves[:move]
        # The moves as they were spelled when review seeds began (``discard 7H``), so old reviews stay the same.
        spelled = (a.kind.value if a.card is None else f"{a.kind.value} {a.card.text}" for a in moves)
        digest.update(f"{deal} {' '.join(spelled)}\n".encode())
    return f"review/{digest.hexdigest()[:32]}"


def decision_steps(game: RecordedGame, player: int) -> list[int]:
    """The steps at which ``player`` chose among more than one legal move (the last hand's, too)."""
    steps = steps_of(game)
    found = []
    for index, step in enumerate(steps):
        if step.move >= len(game.hands[step.hand].moves):
            continue  # nothing was played from here
        hand = step.match.hand
        if hand.to_play == player and len(hand.legal_actions()) > 1:
            found.append(index)
    return found


class _Reviewer:
    """What every decision of one game needs, worked out once (in each worker process)."""

    def __init__(self, text: str, player: int, effort: Effort | None) -> None:
        self.game = loads(text)
        self.player = player
        self.effort = effort
        self.steps: list[Step] = steps_of(self.game)
        self.starts = [i for i, step in enumerate(self.steps) if step.move == 0]
        self._events: dict[int, tuple[Event, ...]] = {}
        self._profiles: list[OpponentProfile] = [OpponentProfile()]

    def events(self, index: int) -> tuple[Event, ...]:
        """The hand's events up to step ``index``, as the player saw them."""
        start = index
        while start not in self._events and self.steps[start].move:
            start -= 1
        events = self._events.get(start, ())
        for at in range(start, index + 1):
            if at not in self._events:
                earlier = events if self.steps[at].move else ()
                events = self._events[at] = earlier + tuple(e.for_player(self.player) for e in
                                                            self.steps[at].match.events)
            events = self._events[at]
        return events

    def profile(self, hand: int) -> OpponentProfile:
        """What hands 0 to ``hand`` - 1 showed of the opponent's knocking (as the expert learns it)."""
        while len(self._profiles) <= hand:
            last = self.starts[len(self._profiles)] - 1  # the last step of the next hand to learn from
            self._profiles.append(self._profiles[-1].after_hand(self.player, self.events(last),
                                                                self.steps[last].match.rules))
        return self._profiles[hand]

    def decide(self, index: int) -> Decision:
        step = self.steps[index]
        view = PlayerView.of(step.match, self.player)
        played = self.game.hands[step.hand].moves[step.move]
        seed = decision_seed(self.game, step.hand, step.move)
        analysis = analyse(view, self.events(index), seed=seed, profile=self.profile(step.hand), effort=self.effort)
        return Decision(index, step.hand, step.move, played, analysis.best, analysis.value_of(played))


def _setup(text: str, player: int, effort: Effort | None) -> Callable[[int], Decision]:
    return _Reviewer(text, player, effort).decide


def review_game(
    game: RecordedGame,
    player: int = 0,
    *,
    jobs: int = 2,
    effort: Effort | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Review every decision of ``player`` in ``game`` on ``jobs`` processes (1: in this one).

    ``progress(done, total)`` is called after each decision; when ``cancelled()`` turns true no
    more work is handed out and the decisions reviewed so far are returned (``complete`` false).
    """
    if effort is not None and not isinstance(effort, Effort):
        raise TypeError(f"effort must be an Effort or None, not {type(effort).__name__}")
    steps = decision_steps(game, player)
    found: dict[int, Decision] = {}

    def wanted() -> Iterator[int]:
        for index in steps:
            if cancelled is not None and cancelled():
                return
            yield index

    def done(_index: int, decision: Decision) -> None:
        found[decision.step] = decision
        if progress is not None:
            progress(len(found), len(steps))

    why: tuple[str, ...] = ()  # a worker that died: the decision it held is not reviewed
    if jobs <= 1:
        reviewer = _Reviewer(dumps(game), player, effort)
        for index in wanted():
            done(index, reviewer.decide(index))
    else:
        lost: list[WorkerDied[int]] = []
        run_in_workers(jobs, _setup, (dumps(game), player, effort), wanted(), done, lost.append,
                       preload="ginqt.records.review")
        why = tuple(str(death) for death in lost)
    decisions = tuple(found[index] for index in sorted(found))
    return Review(player, decisions, len(steps), len(decisions) == len(steps), why)
