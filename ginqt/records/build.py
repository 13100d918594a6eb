"""Making a game record from a game's log: the window's game, or a tournament game's.

The log (:class:`ginqt.play.log.GameLog`) holds the inputs: what is played, the first dealer,
deal secrets and moves.  :func:`record_game` writes down every outcome: from the runner that
wrote the log when the caller has it, else by playing the log again
(:meth:`GameRunner.resume <ginqt.play.runner.GameRunner.resume>`).  While a game is played only
its finished hands go in the record, so a record never holds the secret of a hand still being
played.

>>> from ginqt.play.runner import GameRunner
>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.rules import Rules
>>> runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=0)), ("Ann", "easy"), seed=4))
>>> game = record_game(runner.log, (Player("Ann"), Player("Computer", "easy")), Status.PLAYING)
>>> len(game.hands), game.status   # the first hand is still being played
(0, <Status.PLAYING: 'playing'>)
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import replace
from typing import TYPE_CHECKING

from ginqt.cards import CardSet
from ginqt.engine import Match, deal
from ginqt.play.log import GameLog
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.records.game import Player, RecordedGame, RecordedHand, Status
from ginqt.rules import Rules
from ginqt.strategy import Strategy

if TYPE_CHECKING:
    from ginqt.play.session import GameSession

__all__ = ["play_and_record", "record_game", "record_session", "recorded_hands"]


def record_game(
    log: GameLog,
    players: tuple[Player, Player],
    status: Status,
    *,
    ended: str | None = None,
    runner: GameRunner | None = None,
) -> RecordedGame:
    """The record of the game in ``log``.

    ``status`` is what the caller knows: the game is being ``PLAYING`` (only its finished
    hands are written) or was ``ABANDONED`` (the hand in play is written too, its secret
    revealed); a game its moves end is ``FINISHED`` whatever is said.  The variant's scoring
    (Hollywood's three games) is the log's spec's.

    ``runner`` is the runner that wrote ``log``, when the caller has it (a tournament): the
    record is then written from its game with no replay (each hand's cards dealt again from
    its secret, its end read from the game's history).  Without it the log is played again;
    :class:`~ginqt.play.log.GameLogError` (a ``ValueError``) when it does not play.
    """
    if runner is None:
        runner = GameRunner.resume(log)
    match, spec = runner.match, log.spec
    hands = recorded_hands(log, match)
    if runner.over:
        status = Status.FINISHED
    if status is Status.PLAYING and hands and hands[-1].end is None:
        hands.pop()  # the hand being played: its secret stays hidden
    if status is not Status.PLAYING and ended is None:
        ended = _now()
    outcome = runner.outcome()
    return RecordedGame(
        game_id=log.game_id,
        started=log.started or _now(),
        variant=spec.variant.name,
        rules=spec.rules,
        players=players,
        assisted=log.assisted,
        first_dealer=log.first_dealer,
        hands=tuple(hands),
        status=status,
        points=outcome.points,
        winner=outcome.winner if status is Status.FINISHED else None,
        variant_rules=spec.variant.rules if spec.variant.rules != spec.rules else None,
        unsecured_seed=None if log.deals else spec.seed,
        ended=ended if status is not Status.PLAYING else None,
    )


def record_session(session: GameSession, players: tuple[Player, Player], status: Status) -> RecordedGame:
    """The record of the window's game, from the runner its session holds: nothing played again (the window hands
    the session over and reads no card of it)."""
    return record_game(session.log, players, status, runner=session.runner)


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


def recorded_hands(log: GameLog, match: Match) -> list[RecordedHand]:
    """The hands of ``match``, which ``log``'s moves reached, as a record writes them: each dealt again from its
    secret (or, before fair deals, from the log's key), its moves, and how it ended."""
    played = log.hands()
    if len(played) != match.hand_number:
        raise ValueError(f"the log has {len(played)} hands, the game {match.hand_number}")
    hands = []
    for number, moves in enumerate(played, start=1):
        finished = match.history[number - 1] if number <= len(match.history) else None
        secret = finished.deal if finished is not None else match.deal
        dealer = finished.dealer if finished is not None else match.hand.dealer
        dealt = deal(match.rules, dealer, deck=secret.deck()) if secret is not None else \
            deal(match.rules, dealer, seed=f"{log.spec.seed}/{number}")
        end = None if finished is None else replace(finished.result, settlement=None)  # a record keeps no melds
        hands.append(RecordedHand(
            number, dealer, secret.commitment if secret is not None else None,
            (CardSet(dealt.hands[0]), CardSet(dealt.hands[1])), dealt.first_upcard, tuple(moves), secret, end,
            finished.scores_after if finished is not None else (0, 0)))
    return hands


def play_and_record(
    rules: Rules,
    players: tuple[Strategy, Strategy],
    seats: tuple[Player, Player] = (Player("A"), Player("B")),
    *,
    seed: int | str | None = None,
    max_hands: int | None = None,
) -> RecordedGame:
    """Play a game of ``rules`` with two strategies and return its record (``seats`` name them).

    >>> from ginqt.rules import Rules
    >>> from ginqt.strategy import FallbackStrategy
    >>> game = play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4)
    >>> len(game.hands), game.status
    (1, <Status.FINISHED: 'finished'>)
    """
    spec = GameSpec(Variant.standard(rules), (seats[0].name, seats[1].strategy or ""), seed=seed)
    runner = GameRunner(spec, players)
    runner.play(max_hands=max_hands)
    return record_game(runner.log, seats, Status.PLAYING, runner=runner)
