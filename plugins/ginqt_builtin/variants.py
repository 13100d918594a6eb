"""The built-in rule variants: the presets, and Hollywood scoring (three games at once)."""

from __future__ import annotations

from collections.abc import Sequence

from ginqt.engine import HandRecord, Match
from ginqt.plugins.names import VARIANT_DESCRIPTIONS
from ginqt.rules import PRESETS, Rules, Shutout
from ginqt.variants import GameScore, MatchOutcome, MatchScoring

__all__ = ["VARIANTS", "HollywoodScoring"]

#: Games scored at once in Hollywood gin.
HOLLYWOOD_GAMES = 3


class HollywoodScoring:
    """Hollywood gin: three games scored at once, each to the rules' score limit.

    A player's first hand won scores in game 1 only, the second in games 1 and 2, the
    third and later in all three (only in games still open).  A game ends when a
    player reaches the limit; the match ends when all three have, and the player who
    won two or more games wins it.  The engine plays with a score limit it never
    reaches (999); this object decides when the match is over.
    """

    def engine_rules(self, rules: Rules) -> Rules:
        return rules.replace(score_limit=999, box_bonus=0, game_bonus=0, shutout_bonus=0, shutout=Shutout.NONE)

    def games(self, history: Sequence[HandRecord], rules: Rules) -> tuple[GameScore, ...]:
        limit = rules.score_limit or 100
        scores = [[0, 0] for _ in range(HOLLYWOOD_GAMES)]
        winners: list[int | None] = [None] * HOLLYWOOD_GAMES
        wins = [0, 0]
        for record in history:
            winner = record.result.winner
            if winner is None:
                continue
            wins[winner] += 1
            for game in range(min(wins[winner], HOLLYWOOD_GAMES)):
                if winners[game] is None:
                    scores[game][winner] += record.result.points
                    if scores[game][winner] >= limit:
                        winners[game] = winner
        return tuple(
            GameScore(g + 1, (scores[g][0], scores[g][1]), winners[g], winners[g] is not None)
            for g in range(HOLLYWOOD_GAMES)
        )

    def over(self, match: Match, rules: Rules) -> bool:
        return match.over or all(game.over for game in self.games(match.history, rules))

    def outcome(self, match: Match, rules: Rules) -> MatchOutcome:
        games = self.games(match.history, rules)
        won = [sum(1 for g in games if g.winner == p) for p in (0, 1)]
        winner = 0 if won[0] > won[1] else 1 if won[1] > won[0] else None
        points = (sum(g.scores[0] for g in games), sum(g.scores[1] for g in games))
        return MatchOutcome(winner, points, games)


_hollywood: MatchScoring = HollywoodScoring()

#: (name, rules, description, scoring) for every built-in variant.
VARIANTS: list[tuple[str, Rules, str, MatchScoring | None]] = [
    *((name, PRESETS[name], VARIANT_DESCRIPTIONS[name], None)
      for name in ("standard", "classic", "oklahoma", "straight", "space-cowboy", "tommy", "palm", "eaai")),
    ("hollywood", PRESETS["standard"], VARIANT_DESCRIPTIONS["hollywood"], _hollywood),  # the standard game, x3
]
