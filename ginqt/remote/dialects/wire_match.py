"""The wire format of a variant's own scoring (version 1): told only a public match, its answers read back
strictly.

.. versionadded:: 0.2
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ginqt.engine import Match, Phase, deal
from ginqt.remote.dialects.wire import WireError, record_from_wire, record_to_wire, result_from_wire, result_to_wire
from ginqt.rules import Rules
from ginqt.variants import GameScore, MatchOutcome

__all__ = [
    "games_from_wire",
    "games_to_wire",
    "match_from_wire",
    "match_to_wire",
    "outcome_from_wire",
    "outcome_to_wire",
]


def _match_result_to_wire(r: MatchOutcome | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"winner": r.winner, "scores": list(r.scores), "hands_won": list(r.hands_won),
            "box_bonus": list(r.box_bonus), "game_bonus": list(r.game_bonus), "shutout": r.shutout,
            "shutout_bonus": list(r.shutout_bonus), "totals": list(r.points), "net": r.net}


def _pair(value: list[int]) -> tuple[int, int]:
    return value[0], value[1]


def _match_result_from_wire(d: dict[str, Any] | None) -> MatchOutcome | None:
    if d is None:
        return None
    game = GameScore(1, _pair(d["scores"]), d["winner"], True)
    return MatchOutcome(d["winner"], _pair(d["totals"]), (game,), True, _pair(d["hands_won"]), _pair(d["box_bonus"]),
                        _pair(d["game_bonus"]), d["shutout"], _pair(d["shutout_bonus"]), d["net"])


def match_to_wire(match: Match) -> dict[str, Any]:
    """What a variant's scoring is told of a game: only what both players have seen (the
    finished hands, scores, the engine's end of the game), never the cards in play."""
    hand = match.hand
    return {
        "rules": match.rules.to_dict(),
        "hand_number": match.hand_number,
        "dealer": hand.dealer,
        "hand_result": result_to_wire(hand.result),
        "scores": list(match.scores),
        "hands_won": list(match.hands_won),
        "history": [record_to_wire(record) for record in match.history],  # all of it: a scoring keeps nothing
        "result": _match_result_to_wire(match.result),
    }


def match_from_wire(d: dict[str, Any]) -> Match:
    """A stand-in :class:`Match` for a variant's scoring: its history, scores and result are the
    game's; its ``hand`` is a public stand-in (a deal of no real cards) whose phase, dealer and
    result are the real hand's."""
    rules = Rules.from_dict(d["rules"])
    result = result_from_wire(d["hand_result"])
    hand = dataclasses.replace(deal(rules, d["dealer"], seed="ginqt-public-stand-in"),
                               phase=Phase.OVER if result is not None else Phase.DRAW, result=result, events=())
    history = tuple(record_from_wire(record) for record in d["history"])
    return Match(rules, None, hand, d["hand_number"], _pair(d["scores"]), _pair(d["hands_won"]), history,
                 _match_result_from_wire(d["result"]), ())


def games_to_wire(games: tuple[GameScore, ...]) -> list[dict[str, Any]]:
    return [{"number": g.number, "scores": list(g.scores), "winner": g.winner, "over": g.over} for g in games]


def _exact(value: object, kind: type, what: str) -> Any:
    if type(value) is not kind:
        raise WireError(f"{what} must be {kind.__name__}, not {value!r}"[:120])
    return value


def _player_or_none(value: object, what: str) -> int | None:
    if value is None or (type(value) is int and value in (0, 1)):
        return value
    raise WireError(f"{what} must be 0, 1 or null, not {value!r}"[:120])


def _points(value: object, what: str) -> tuple[int, int]:
    if type(value) is not list or len(value) != 2 or any(type(v) is not int for v in value):
        raise WireError(f"{what} must be a list of two ints, not {value!r}"[:120])
    return value[0], value[1]


def games_from_wire(data: object) -> tuple[GameScore, ...]:
    """A scoring's games, strictly checked (GinQt's side)."""
    if type(data) is not list or not 1 <= len(data) <= 100:
        raise WireError("games must be a list of one to a hundred games")
    games = []
    for game in data:
        if type(game) is not dict:
            raise WireError("a game is an object")
        games.append(GameScore(_exact(game.get("number"), int, "a game's number"),
                               _points(game.get("scores"), "a game's scores"),
                               _player_or_none(game.get("winner"), "a game's winner"),
                               _exact(game.get("over"), bool, "a game's over")))
    return tuple(games)


def outcome_to_wire(outcome: MatchOutcome) -> dict[str, Any]:
    return {"winner": outcome.winner, "points": list(outcome.points), "games": games_to_wire(outcome.games),
            "engine_result": outcome.engine}


def outcome_from_wire(data: object, match: Match) -> MatchOutcome:
    """A scoring's outcome, strictly checked; the engine's result is GinQt's own (``match.result``)."""
    if type(data) is not dict:
        raise WireError("an outcome is an object")
    engine = _exact(data.get("engine_result", False), bool, "engine_result")
    winner, points = _player_or_none(data.get("winner"), "the winner"), _points(data.get("points"), "points")
    games = games_from_wire(data.get("games"))
    if engine and match.result is not None:  # the engine's bonuses, GinQt's own
        return dataclasses.replace(match.result, winner=winner, points=points, games=games)
    return MatchOutcome(winner, points, games)
