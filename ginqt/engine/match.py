"""A game ("match") of hands played to the score limit, with every end-of-game bonus.

>>> from ginqt.rules import Rules
>>> match = Match.new(Rules(score_limit=0), seed=3)
>>> match.hand_number, match.scores, match.over
(1, (0, 0), False)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ginqt.engine._fast import positional
from ginqt.engine.actions import Action, IllegalActionError, Phase
from ginqt.engine.events import Event, EventKind
from ginqt.engine.hand import HandRecord, HandState, deal
from ginqt.engine.view import PlayerView
from ginqt.rules import FirstDealer, NextDealer, Rules, Shutout

__all__ = ["HandRecord", "Match", "MatchResult", "game_result"]


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The end of a game: game points, boxes, bonuses, totals and the net score (``ginqt.ui.text`` words it)."""

    winner: int | None  #: None for a drawn game (score limit 0 and a dead hand)
    scores: tuple[int, int]  #: game points from the hands
    hands_won: tuple[int, int]
    box_bonus: tuple[int, int]
    game_bonus: tuple[int, int]
    shutout: bool
    shutout_bonus: tuple[int, int]
    totals: tuple[int, int]  #: scores plus every bonus
    net: int  #: the winner's margin (doubled by a DOUBLE shutout); for the high-score table


def game_result(rules: Rules, scores: tuple[int, int], hands_won: tuple[int, int], winner: int | None) -> MatchResult:
    """Apply box, game and shutout bonuses to the game points."""
    if winner is None:
        return MatchResult(None, scores, hands_won, (0, 0), (0, 0), False, (0, 0), scores, 0)
    loser = 1 - winner
    box = (hands_won[0] * rules.box_bonus, hands_won[1] * rules.box_bonus)
    game = tuple(rules.game_bonus if p == winner else 0 for p in (0, 1))
    shutout = hands_won[loser] == 0
    flat = tuple(
        rules.shutout_bonus if shutout and rules.shutout is Shutout.FLAT and p == winner else 0 for p in (0, 1)
    )
    totals = tuple(scores[p] + box[p] + game[p] + flat[p] for p in (0, 1))
    net = totals[winner] - totals[loser]
    if shutout and rules.shutout is Shutout.DOUBLE:
        net *= 2
    return MatchResult(
        winner,
        scores,
        hands_won,
        box,
        (game[0], game[1]),
        shutout and rules.shutout is not Shutout.NONE,
        (flat[0], flat[1]),
        (totals[0], totals[1]),
        net,
    )


@dataclass(frozen=True, slots=True)
class Match:
    """A game in progress: the current hand plus scores and history.  Frozen."""

    rules: Rules
    seed: int | str | None
    hand: HandState
    hand_number: int = 1
    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    history: tuple[HandRecord, ...] = ()
    result: MatchResult | None = None
    events: tuple[Event, ...] = ()

    @classmethod
    def new(cls, rules: Rules, seed: int | str | None = None, first_dealer: int | None = None) -> Match:
        """Start a game.  The first dealer follows the rules unless given."""
        if seed is None:
            seed = random.randrange(2**63)
        if first_dealer is None:
            if rules.first_dealer is FirstDealer.PLAYER:
                first_dealer = 0
            elif rules.first_dealer is FirstDealer.OPPONENT:
                first_dealer = 1
            else:
                first_dealer = random.Random(f"{seed}/dealer").randrange(2)
        hand = deal(rules, first_dealer, seed=f"{seed}/1")
        return cls(rules=rules, seed=seed, hand=hand, events=hand.events)

    # -- delegation ----------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.hand.phase

    @property
    def to_play(self) -> int:
        return self.hand.to_play

    @property
    def over(self) -> bool:
        return self.result is not None

    def legal_actions(self) -> tuple[Action, ...]:
        return self.hand.legal_actions()

    def apply(self, action: Action) -> Match:
        """Apply ``action`` to the current hand; a finished hand is scored at once."""
        if self.result is not None:  # self.over
            raise IllegalActionError("the game is over")
        hand = self.hand.apply(action)
        if hand.result is None:
            return _make_match(self.rules, self.seed, hand, self.hand_number, self.scores, self.hands_won,
                               self.history, None, hand.events)
        return self._score(hand)

    def _score(self, hand: HandState) -> Match:
        result = hand.result
        assert result is not None
        scores = list(self.scores)
        won = list(self.hands_won)
        if result.winner is not None:
            scores[result.winner] += result.points
            won[result.winner] += 1
        record = HandRecord(self.hand_number, hand.dealer, result, (scores[0], scores[1]))
        events = list(hand.events)
        match_result = None
        limit = self.rules.score_limit
        if limit == 0:
            match_result = game_result(self.rules, (scores[0], scores[1]), (won[0], won[1]), result.winner)
        elif result.winner is not None:
            w = result.winner
            if scores[w] >= limit and scores[w] > scores[1 - w]:
                match_result = game_result(self.rules, (scores[0], scores[1]), (won[0], won[1]), w)
        if match_result is not None:
            events.append(Event(EventKind.GAME_OVER, match_result.winner))
        return Match(
            self.rules,
            self.seed,
            hand,
            self.hand_number,
            (scores[0], scores[1]),
            (won[0], won[1]),
            (*self.history, record),
            match_result,
            tuple(events),
        )

    def next_hand(self) -> Match:
        """Deal the next hand once the current one is over (not after the game ends)."""
        if self.hand.phase is not Phase.OVER:
            raise IllegalActionError("the hand is still being played")
        if self.over:
            raise IllegalActionError("the game is over")
        result = self.hand.result
        assert result is not None
        dealer = self.hand.dealer
        if result.winner is not None:
            rule = self.rules.next_dealer
            if rule is NextDealer.WINNER:
                dealer = result.winner
            elif rule is NextDealer.LOSER:
                dealer = 1 - result.winner
            else:
                dealer = 1 - dealer
        number = self.hand_number + 1
        hand = deal(self.rules, dealer, seed=f"{self.seed}/{number}")
        return Match(self.rules, self.seed, hand, number, self.scores, self.hands_won, self.history, None,
                     hand.events)

    def view(self, player: int) -> PlayerView:
        return PlayerView.of(self, player)


_make_match = positional(Match)
