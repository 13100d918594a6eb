"""The score board at the table's top right: the game's name and target, each player's score
and how far it is to the target, for every game scored at once (Hollywood scores three).

:func:`scoreboard` reads it from the seat's view and :class:`TableGame` (what the table shows of the game beside
the seat's view, all public: a live session's, or a replayed record's step), through the variant's scoring (the
games' scores and targets, never the engine's stand-in limit of 999); no Qt.

>>> from ginqt.rules import Rules
>>> from ginqt.play.spec import GameSpec, Variant
>>> from ginqt.play.session import GameSession
>>> session = GameSession.new(GameSpec(Variant.standard(Rules()), seed=3))
>>> board = scoreboard(session.view(), TableGame.of(session, session.names))
>>> board.title, board.aim, [row.scores for row in board.rows]
('Gin rummy', 'to 100', [(0,), (0,)])
"""

from __future__ import annotations

from dataclasses import dataclass

from ginqt.engine import Phase, PlayerView
from ginqt.play.session import HUMAN, OPPONENT, GameSession, KnockQuestion
from ginqt.play.spec import Variant
from ginqt.ui import text
from ginqt.ui.text.names import variant_title
from ginqt.variants import GameScore, MatchOutcome

__all__ = ["ScoreRow", "Scoreboard", "TableGame", "scoreboard"]


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


@dataclass(frozen=True, slots=True)
class TableGame:
    """What the table shows of the game beside the seat's view, all of it public: the players as it names them, the
    variant, how the game stands, whether help was used, the hand's fairness seal and the person's turn."""

    names: tuple[str, str]
    variant: Variant
    over: bool = False  #: the game is over, as its variant's scoring says
    outcome: MatchOutcome | None = None  #: its end as the variant scores it (``None``: not over, or the scoring failed)
    result: MatchOutcome | None = None  #: the engine's own end of the game (its bonuses), if it ended it
    assisted: bool = False
    commitment: str | None = None  #: the hand's fairness seal (``None``: a deal from before fair deals)
    seed: str | None = None  #: the hand's deal seed, shown once the hand is over
    checked: bool = False  #: the seed and its salt give :attr:`commitment`
    question: KnockQuestion | None = None  #: the knock question waiting for the person's answer
    knock_armed: bool = False  #: K was pressed: the next discard knocks
    with_friend: bool = False  #: a friend plays the other seat (the keys of help are not shown)

    @classmethod
    def of(cls, session: GameSession, names: tuple[str, str]) -> TableGame:
        """The live game of ``session``, its players called ``names``."""
        commitment, revealed = session.deal_seal
        return cls(names, session.spec.variant, session.game_over(), session.outcome(), session.result,
                   session.assisted, commitment, revealed.seed if revealed is not None else None,
                   revealed is not None and commitment is not None and revealed.matches(commitment),
                   session.question, session.knock_armed, session.with_friend)

    @property
    def winner(self) -> int | None:
        end = self.outcome or self.result
        return end.winner if end is not None else None


def _games(view: PlayerView, game: TableGame) -> tuple[tuple[GameScore, ...], bool]:
    """The score sheet's games (the engine's scores if the variant's scoring fails), and whether the
    scores are final totals with bonuses.

    At the end of a game the engine ended (the standard scoring), the board shows the engine's
    totals, every box, game and shutout bonus included, and the engine's winner: the same totals
    as the end-of-game panel (Tommy's 1987 rules: the winner's 108 points are 358 with the game
    bonus and six boxes).
    """
    outcome = game.outcome
    result = game.result if outcome is None else outcome
    if result is not None and result.engine:
        return (GameScore(1, result.points, result.winner, True),), result.points != result.scores
    if outcome is not None:
        return outcome.games, False
    games = game.variant.scoring.games(view.history, game.variant.rules)  # guarded: never raises
    return games or (GameScore(1, view.scores, None, False),), False


def scoreboard(view: PlayerView, game: TableGame) -> Scoreboard:
    """The score board for the seat's ``view`` of ``game`` now."""
    names, variant = game.names, game.variant
    games, with_bonuses = _games(view, game)
    target = variant.rules.score_limit or 0
    playing = view.to_play if view.phase is not Phase.OVER else None
    labels = tuple(text.game_label(game, len(games)) for game in games) if len(games) > 1 else ("",)
    rows = tuple(ScoreRow(names[player], tuple(game.scores[player] for game in games),
                          tuple(game.winner == player for game in games), playing == player)
                 for player in (OPPONENT, HUMAN))
    title = variant_title(variant.name)
    return Scoreboard(title, text.game_aim(target, with_bonuses), labels, tuple(game.over for game in games), target,
                      (rows[0], rows[1]))
