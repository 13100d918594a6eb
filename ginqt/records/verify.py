"""Checking a game record: every commitment, every deal, every move, every score and the result.

:func:`verify` plays the record's log again (:meth:`GameRunner.resume <ginqt.play.runner.GameRunner.resume>`:
each hand dealt from its revealed seed, every move through the rules) and compares each
outcome the record states with the one the rules give.  Each difference is one
sentence in :attr:`Verification.problems`; what could not be checked is in
:attr:`Verification.notes`.

>>> from ginqt.records.build import play_and_record
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import FallbackStrategy
>>> game = play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4)
>>> verify(game).ok
True
>>> import dataclasses
>>> edited = dataclasses.replace(game, points=(99, 0))
>>> verify(edited).problems
('the record says the points were 99 to 0; the moves give 0 to 27',)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ginqt.cards import CardSet
from ginqt.engine import HandResult, MatchOutcome
from ginqt.play.log import GameLogError
from ginqt.play.runner import STANDARD_SCORING, play_log, replaying
from ginqt.records.build import recorded_hands
from ginqt.records.friend import replay_friend
from ginqt.records.game import RecordedGame, RecordedHand, Status
from ginqt.variants import MatchScoring

__all__ = ["Verification", "verify"]


@dataclass(frozen=True, slots=True)
class Verification:
    """What :func:`verify` found: the differences (none: the record is true) and what it could not check."""

    problems: tuple[str, ...]
    notes: tuple[str, ...]
    hands: int
    moves: int

    @property
    def ok(self) -> bool:
        return not self.problems


def verify(game: RecordedGame, scoring: MatchScoring | None = STANDARD_SCORING) -> Verification:
    """Deal and play ``game`` again and compare; ``scoring`` is its variant's (``None``: not installed here).

    Without the variant's scoring the hands are still checked with the engine's rules;
    only the result is not.
    """
    notes: list[str] = []
    if game.with_friend:
        return _verify_friend(game)
    if not game.fair:
        notes.append("the game was dealt before fair deals: its decks have no commitments and come from "
                     "its seed, so the deals cannot be proved")
    variant_missing = scoring is None  # its hands are still played, under the standard scoring
    if variant_missing:
        notes.append(f"the variant {game.variant!r} is not installed here: the result was not checked")
    log = game.log(STANDARD_SCORING if scoring is None else scoring)
    try:
        runner = replaying(log)
    except GameLogError as error:
        return Verification((str(error),), tuple(notes), len(game.hands), game.moves)
    try:
        play_log(runner, log.moves, log)
        stopped = None
    except GameLogError as error:
        stopped = str(error)
    problems = [problem for recorded, played in zip(game.hands, recorded_hands(runner.log, runner.match), strict=False)
                for problem in _hand_problems(recorded, played)]
    if stopped is not None:
        problems.append(stopped)
    elif not variant_missing:
        problems.extend(_result_problems(game, runner.over, runner.outcome()))
    return Verification(tuple(problems), tuple(notes), len(game.hands), game.moves)


def _verify_friend(game: RecordedGame) -> Verification:
    """A friend's game: every deck's steps checked with the keys both sides showed, every hand played again."""
    match, played, problems = replay_friend(game)
    problems += [problem for recorded, again in zip(game.hands, played, strict=False)
                 for problem in _hand_problems(recorded, again)]
    if not problems and match is not None and match.result is not None:
        problems.extend(_result_problems(game, True, match.result))
    elif not problems and game.status is Status.FINISHED:
        problems.append("the record says the game was finished, but after its hands it is not over")
    return Verification(tuple(problems), (), len(game.hands), game.moves)


def _hand_problems(recorded: RecordedHand, played: RecordedHand) -> Iterator[str]:
    n = recorded.number
    secret = recorded.secret
    if secret is not None and recorded.commitment is not None and not secret.matches(recorded.commitment):
        yield (f"hand {n}: its seed and salt do not match the commitment shown before the deal "
               f"(SHA-256 gives {secret.commitment[:16]}..., the record says {recorded.commitment[:16]}...)")
    if recorded.dealer != played.dealer:
        yield f"hand {n}: the record says player {recorded.dealer} dealt; the rules make player {played.dealer} deal"
    for seat in (0, 1):
        extra = recorded.dealt[seat].mask & ~played.dealt[seat].mask
        if extra:
            missing = played.dealt[seat].mask & ~recorded.dealt[seat].mask
            yield (f"hand {n}: the record says player {seat} was dealt {CardSet(extra).text}; "
                   f"the deal gives {CardSet(missing).text}")
    if recorded.upcard != played.upcard:
        yield f"hand {n}: the record says the upcard was {recorded.upcard.text}; the deal turns up {played.upcard.text}"
    said = _end_text(recorded.end, recorded.scores)
    if played.end is not None and (recorded.end, recorded.scores) != (played.end, played.scores):
        yield f"hand {n}: the record says {said}; the moves give {_end_text(played.end, played.scores)}"
    elif played.end is None and recorded.end is not None:
        yield f"hand {n}: the record says {said}; after its moves the hand is not over"


def _end_text(end: HandResult | None, after: tuple[int, int]) -> str:
    if end is None:
        return "the hand did not end"
    scores = f"scores {after[0]} to {after[1]}"
    if end.winner is None:
        return f"a dead hand, {scores}"
    deadwood = f", deadwood {end.deadwood[0]} and {end.deadwood[1]}" if end.deadwood is not None else ""
    knocker = f"player {end.knocker}'s {end.kind}" if end.knocker is not None else end.kind
    return f"{knocker}, player {end.winner} won {end.points} points{deadwood}, {scores}"


def _result_problems(game: RecordedGame, over: bool, outcome: MatchOutcome) -> Iterator[str]:
    status = game.status
    if over and status is not Status.FINISHED:
        yield f"the record says the game is {status.value}, but its hands end it"
    if not over and status is Status.FINISHED:
        yield "the record says the game was finished, but after its hands it is not over"
    if game.points != outcome.points:
        yield (f"the record says the points were {game.points[0]} to {game.points[1]}; "
               f"the moves give {outcome.points[0]} to {outcome.points[1]}")
    winner = outcome.winner if over else None
    if game.winner != winner:
        said = "nobody won" if game.winner is None else f"player {game.winner} won"
        given = "nobody wins" if winner is None else f"player {winner} wins"
        yield f"the record says {said}; the moves say {given}"
