"""A game ("match") of hands played to the score limit, with every end-of-game bonus.

>>> from ginqt.rules import Rules
>>> match = Match.new(Rules(score_limit=0), seed=3)
>>> match.hand_number, match.scores, match.over
(1, (0, 0), False)

Every hand is dealt fairly (:mod:`ginqt.engine.deals`): from a secret whose
:attr:`Match.commitment` is public from the deal on, and which the hand's
:class:`HandRecord` reveals once it is over.  With a ``seed`` the secrets are derived
from it (the same seed deals the same game); without one each hand gets a fresh secret.

>>> match.commitment == match.deal.commitment, match.history
(True, ())
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ginqt.cards import Card
from ginqt.engine._fast import positional
from ginqt.engine.actions import Action, IllegalActionError, Phase, Refusal
from ginqt.engine.deals import DealSecret
from ginqt.engine.events import Event, EventKind
from ginqt.engine.hand import HandRecord, HandState
from ginqt.engine.hand import deal as shuffle_and_deal
from ginqt.engine.view import PlayerView
from ginqt.rules import FirstDealer, NextDealer, Rules, Shutout

__all__ = ["GameScore", "HandRecord", "Match", "MatchOutcome", "game_result"]


@dataclass(frozen=True, slots=True)
class GameScore:
    """One game's column on the score sheet (data: :mod:`ginqt.ui.text` words it for people)."""

    number: int  #: 1 for the first of the games scored at once (Hollywood scores three)
    scores: tuple[int, int]
    winner: int | None  #: ``None`` while the game is open (or if it was drawn)
    over: bool


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """The end of a match (data, worded for people by :mod:`ginqt.ui.text`): who won, each player's points
    with every bonus, and each game's column.

    The engine's own end of a game (:attr:`Match.result`, :func:`game_result`) also has the bonuses that
    make up the points, and ``engine`` is true; a variant's own scoring (Hollywood) leaves them at zero.
    """

    winner: int | None  #: ``None`` for a drawn (or an unfinished) match
    points: tuple[int, int]  #: each player's total points (every bonus included)
    games: tuple[GameScore, ...]
    engine: bool = False  #: the engine's scoring ended the game: the bonuses below make up the points
    hands_won: tuple[int, int] = (0, 0)
    box_bonus: tuple[int, int] = (0, 0)
    game_bonus: tuple[int, int] = (0, 0)
    shutout: bool = False
    shutout_bonus: tuple[int, int] = (0, 0)
    net: int = 0  #: the winner's margin (doubled by a DOUBLE shutout); for the high-score table

    @property
    def over(self) -> bool:
        """Every game of the match is over."""
        return all(game.over for game in self.games)

    @property
    def scores(self) -> tuple[int, int]:
        """The (first) game's points from the hands, before the bonuses."""
        return self.games[0].scores if self.games else self.points


def game_result(rules: Rules, scores: tuple[int, int], hands_won: tuple[int, int], winner: int | None) -> MatchOutcome:
    """Apply box, game and shutout bonuses to the game points; the higher total wins.

    ``winner`` is the player who reached the score limit: the game bonus is theirs.  The
    winner of the game is then decided again on the totals (the PalmPilot program: "after
    all the bonuses have been added, the winner of the game is the one with the highest
    score"), so a player with many small hands can win on box bonuses; on equal totals the
    player who reached the limit wins.  The shutout bonus goes to that winner when the loser
    won no hand.

    >>> from ginqt.rules import PRESETS
    >>> result = game_result(PRESETS["tommy"], (100, 95), (1, 8), 0)  # box 25, game 100
    >>> result.points, result.winner, result.net
    ((225, 295), 1, 70)
    """
    if winner is None:
        return MatchOutcome(None, scores, (GameScore(1, scores, None, True),), True, hands_won)
    box = (hands_won[0] * rules.box_bonus, hands_won[1] * rules.box_bonus)
    game = (rules.game_bonus if winner == 0 else 0, rules.game_bonus if winner == 1 else 0)
    before = (scores[0] + box[0] + game[0], scores[1] + box[1] + game[1])
    if before[1 - winner] > before[winner]:
        winner = 1 - winner
    loser = 1 - winner
    shutout = hands_won[loser] == 0
    flat = tuple(
        rules.shutout_bonus if shutout and rules.shutout is Shutout.FLAT and p == winner else 0 for p in (0, 1)
    )
    totals = (before[0] + flat[0], before[1] + flat[1])
    net = totals[winner] - totals[loser]
    if shutout and rules.shutout is Shutout.DOUBLE:
        net *= 2
    return MatchOutcome(winner, totals, (GameScore(1, scores, winner, True),), True, hands_won, box, game,
                        shutout and rules.shutout is not Shutout.NONE, (flat[0], flat[1]), net)


@dataclass(frozen=True, slots=True)
class Match:
    """A game in progress: the current hand plus scores and history.  Frozen."""

    rules: Rules
    #: the key every hand's deal secret is derived from; ``None``: each hand's secret is fresh
    seed: int | str | None
    hand: HandState
    hand_number: int = 1
    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    history: tuple[HandRecord, ...] = ()
    result: MatchOutcome | None = None
    events: tuple[Event, ...] = ()
    #: the current hand's deal secret: hidden until the hand is over (``None``: a game from before fair deals)
    deal: DealSecret | None = None

    @classmethod
    def new(
        cls,
        rules: Rules,
        seed: int | str | None = None,
        first_dealer: int | None = None,
        *,
        deal: DealSecret | None = None,
        deck: Sequence[Card] | None = None,
    ) -> Match:
        """Start a game.  The first dealer follows the rules unless given.

        The first hand is dealt from ``deal`` when given (a saved game dealt again), else
        from the secret derived from ``seed``, else from a fresh secret; or from ``deck``, a deck
        two players shuffled together (play a friend: the hand has no deal secret).
        """
        first_dealer = _first_dealer(rules, seed, first_dealer)
        if deck is not None:
            hand = shuffle_and_deal(rules, first_dealer, deck=deck)
            return cls(rules=rules, seed=seed, hand=hand, events=hand.events)
        if deal is None:
            deal = DealSecret.fresh() if seed is None else DealSecret.derived(seed, 1)
        hand = _deal_hand(rules, first_dealer, deal)
        return cls(rules=rules, seed=seed, hand=hand, events=hand.events, deal=deal)

    @classmethod
    def unsecured(cls, rules: Rules, seed: int | str, first_dealer: int | None = None) -> Match:
        """A game dealt as GinQt dealt before fair deals (``random.Random(f"{seed}/{hand}")``, no commitment).

        Only for saved games written then, so that they resume exactly; their records say
        that the deals cannot be checked.
        """
        first_dealer = _first_dealer(rules, seed, first_dealer)
        hand = shuffle_and_deal(rules, first_dealer, seed=f"{seed}/1")
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

    @property
    def commitment(self) -> str | None:
        """The current hand's deal commitment, public from the deal on (``None`` for an unsecured deal)."""
        return self.deal.commitment if self.deal is not None else None

    @property
    def revealed(self) -> DealSecret | None:
        """The current hand's deal secret once the hand is over; ``None`` while it is played."""
        return self.deal if self.hand.phase is Phase.OVER else None

    def legal_actions(self) -> tuple[Action, ...]:
        return self.hand.legal_actions()

    def apply(self, action: Action) -> Match:
        """Apply ``action`` to the current hand; a finished hand is scored at once."""
        if self.result is not None:  # self.over
            raise IllegalActionError("the game is over", Refusal.GAME_OVER)
        hand = self.hand.apply(action)
        if hand.result is None:
            return _make_match(self.rules, self.seed, hand, self.hand_number, self.scores, self.hands_won,
                               self.history, None, hand.events, self.deal)
        return self._score(hand)

    def _score(self, hand: HandState) -> Match:
        result = hand.result
        assert result is not None
        scores = list(self.scores)
        won = list(self.hands_won)
        if result.winner is not None:
            scores[result.winner] += result.points
            won[result.winner] += 1
        record = HandRecord(self.hand_number, hand.dealer, result, (scores[0], scores[1]), self.deal)
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
            self.deal,
        )

    def next_hand(self, deal: DealSecret | None = None, *, deck: Sequence[Card] | None = None) -> Match:
        """Deal the next hand once the current one is over (not after the game ends).

        It is dealt from ``deal`` when given (a saved game dealt again), else from the
        secret derived from :attr:`seed`, else from a fresh one; or from ``deck`` (see :meth:`new`).
        """
        if self.hand.phase is not Phase.OVER:
            raise IllegalActionError("the hand is still being played", Refusal.HAND_IN_PLAY)
        if self.over:
            raise IllegalActionError("the game is over", Refusal.GAME_OVER)
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
        if deck is not None:
            hand = shuffle_and_deal(self.rules, dealer, deck=deck)
            deal = None
        elif self.deal is None:  # a game from before fair deals (Match.unsecured)
            if deal is not None:
                raise ValueError("this game's hands are dealt from its seed, not from deal secrets")
            hand = shuffle_and_deal(self.rules, dealer, f"{self.seed}/{number}")
        else:
            if deal is None:
                deal = DealSecret.fresh() if self.seed is None else DealSecret.derived(self.seed, number)
            hand = _deal_hand(self.rules, dealer, deal)
        return Match(self.rules, self.seed, hand, number, self.scores, self.hands_won, self.history, None,
                     hand.events, deal)

    def view(self, player: int) -> PlayerView:
        return PlayerView.of(self, player)


_make_match = positional(Match)


def _deal_hand(rules: Rules, dealer: int, secret: DealSecret) -> HandState:
    return shuffle_and_deal(rules, dealer, deck=secret.deck())


def _first_dealer(rules: Rules, seed: int | str | None, first_dealer: int | None) -> int:
    if first_dealer is not None:
        return first_dealer
    if rules.first_dealer is FirstDealer.PLAYER:
        return 0
    if rules.first_dealer is FirstDealer.OPPONENT:
        return 1
    return random.randrange(2) if seed is None else random.Random(f"{seed}/dealer").randrange(2)
