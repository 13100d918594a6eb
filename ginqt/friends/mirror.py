"""The game seen from the other chair: seat 0 and seat 1 swapped in what a seat is shown.

The window's table puts its player in seat 0 (the south hand).  In a friend's game the one who joined
holds seat 1; the window is shown that seat's views, events and ends with the seats swapped, so that
its player sits south as always.  Moves name no seat and need no change.

>>> from ginqt.engine import Event, EventKind
>>> flip_event(Event(EventKind.DREW_STOCK, 1)).player
0
"""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from ginqt.engine import Event, HandRecord, PlayerView
from ginqt.engine.hand import HandResult
from ginqt.engine.match import GameScore, MatchOutcome

__all__ = ["flip_event", "flip_outcome", "flip_record", "flip_view", "seen_from"]

T = TypeVar("T")


def _seat(player: int | None) -> int | None:
    return None if player is None else 1 - player


def _pair(pair: tuple[T, T]) -> tuple[T, T]:
    return pair[1], pair[0]


def flip_result(result: HandResult) -> HandResult:
    return replace(result, knocker=_seat(result.knocker), winner=_seat(result.winner),
                   deadwood=None if result.deadwood is None else _pair(result.deadwood))


def flip_record(record: HandRecord) -> HandRecord:
    return replace(record, dealer=1 - record.dealer, result=flip_result(record.result),
                   scores_after=_pair(record.scores_after))


def flip_view(view: PlayerView) -> PlayerView:
    return replace(view, player=1 - view.player, to_play=1 - view.to_play, dealer=1 - view.dealer,
                   scores=_pair(view.scores), result=None if view.result is None else flip_result(view.result),
                   history=tuple(flip_record(record) for record in view.history))


def flip_event(event: Event) -> Event:
    return event if event.player is None else replace(event, player=1 - event.player)


def flip_outcome(outcome: MatchOutcome) -> MatchOutcome:
    return replace(outcome, winner=_seat(outcome.winner), points=_pair(outcome.points),
                   games=tuple(GameScore(game.number, _pair(game.scores), _seat(game.winner), game.over)
                               for game in outcome.games),
                   hands_won=_pair(outcome.hands_won), box_bonus=_pair(outcome.box_bonus),
                   game_bonus=_pair(outcome.game_bonus), shutout_bonus=_pair(outcome.shutout_bonus))


def seen_from(me: int, value: T) -> T:
    """``value`` (a view, an event, an outcome) as seat ``me`` sees it from the south chair (seat 0)."""
    if me == 0:
        return value
    if isinstance(value, PlayerView):
        return flip_view(value)  # type: ignore[return-value]
    if isinstance(value, Event):
        return flip_event(value)  # type: ignore[return-value]
    if isinstance(value, MatchOutcome):
        return flip_outcome(value)  # type: ignore[return-value]
    raise TypeError(f"cannot turn a {type(value).__name__} round")
