"""The score board at the table's top right: the game's name and target, each player's score
and how far it is to the target, for every game scored at once (Hollywood scores three).

:func:`scoreboard` reads it from the variant's scoring (the games' scores and targets,
never the engine's stand-in limit of 999); no Qt.

>>> from ginqt.rules import Rules
>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.play.session import GameSession
>>> board = scoreboard(GameSession.new(GameSpec(Variant.standard(Rules()), seed=3)))
>>> board.title, board.aim, [row.scores for row in board.rows]
('Gin rummy', 'to 100', [(0,), (0,)])
"""

from __future__ import annotations

from dataclasses import dataclass

from ginqt.engine import Phase
from ginqt.play.session import HUMAN, OPPONENT, GameSession
from ginqt.ui import text
from ginqt.ui.text.names import variant_title
from ginqt.variants import GameScore

__all__ = ["ScoreRow", "Scoreboard", "scoreboard"]


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One player's line: a score per game, and which games they won."""

    name: str
    scores: tuple[int, ...]
    won: tuple[bool, ...]
    active: bool  #: to play now


@dataclass(frozen=True, slots=True)
class Scoreboard:
    title: str  #: the variant's name
    aim: str  #: what a game is played to ("to 100"), or "+ bonuses" when the scores are final totals
    games: tuple[str, ...]  #: a label per game ("Game 2"; "" when there is one)
    over: tuple[bool, ...]  #: each game is finished
    target: int  #: the score a game is played to (0: one hand)
    rows: tuple[ScoreRow, ScoreRow]  #: north (the opponent), south (the person)


def _games(session: GameSession) -> tuple[tuple[GameScore, ...], bool]:
    """The score sheet's games (the engine's scores if the variant's scoring fails), and whether the
    scores are final totals with bonuses.

    At the end of a game the engine ended (the standard scoring), the board shows the engine's
    totals, every box, game and shutout bonus included, and the engine's winner: the same totals
    as the end-of-game panel (Tommy's 1987 rules: the winner's 108 points are 358 with the game
    bonus and six boxes).
    """
    outcome = session.outcome()
    result = session.result if outcome is None else outcome
    if result is not None and result.engine:
        return (GameScore(1, result.points, result.winner, True),), result.points != result.scores
    if outcome is not None:
        return outcome.games, False
    try:
        games = session.games()
    except Exception:
        games = ()
    return games or (GameScore(1, session.view().scores, None, False),), False


def scoreboard(session: GameSession, names: tuple[str, str] | None = None) -> Scoreboard:
    """The score board for ``session`` now, its players called ``names`` (a demo's seats), else the session's."""
    names = names or session.names
    spec, view = session.spec, session.view()
    rules = spec.variant.rules
    games, with_bonuses = _games(session)
    target = rules.score_limit or 0
    playing = view.to_play if view.phase is not Phase.OVER else None
    labels = tuple(text.game_label(game, len(games)) for game in games) if len(games) > 1 else ("",)
    rows = tuple(ScoreRow(names[player], tuple(game.scores[player] for game in games),
                          tuple(game.winner == player for game in games), playing == player)
                 for player in (OPPONENT, HUMAN))
    title = variant_title(spec.variant.name)
    return Scoreboard(title, text.game_aim(target, with_bonuses), labels, tuple(game.over for game in games), target,
                      (rows[0], rows[1]))
