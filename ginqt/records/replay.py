"""A game played again from its inputs through the game runner: what every record is made and checked with.

:class:`Replay` deals each hand from its secret (or, for a game begun before fair
deals, from its seed), applies every move through :class:`~ginqt.play.runner.GameRunner`
and works out each hand's outcome: the commitment, the dealer, the cards dealt, the
settlement and the scores.  Making a record (:mod:`ginqt.records.build`), verifying one
(:mod:`ginqt.records.verify`) and the replay viewer all use it, so what is written is
what is checked.

>>> from ginqt.engine import DealSecret
>>> from ginqt.rules import Rules
>>> secret = DealSecret.derived("example", 1)
>>> replay = Replay(Inputs(Rules(), 0, (secret,), ((),)))
>>> replay.hands[0].commitment == secret.commitment, replay.hands[0].end, replay.problem
(True, None, None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ginqt.cards import Card, CardSet
from ginqt.engine import Action, DealSecret, HandRecord, HandResult, IllegalActionError, Match
from ginqt.play.runner import STANDARD_SCORING, GameRunner
from ginqt.records.game import RecordedGame, RecordedHand
from ginqt.rules import Rules
from ginqt.variants import MatchOutcome, MatchScoring

__all__ = ["Inputs", "Replay", "Step", "ended_hand"]


@dataclass(frozen=True, slots=True)
class Inputs:
    """What a game was, before the rules work anything out: enough to play it again."""

    rules: Rules  #: the rules the engine plays each hand with
    first_dealer: int
    #: each hand's deal secret, or the seed of a game dealt before fair deals
    deals: tuple[DealSecret | None, ...] | int | str
    hands: tuple[tuple[Action, ...], ...]  #: each hand's moves

    @classmethod
    def of(cls, game: RecordedGame) -> Inputs:
        """The inputs ``game``'s record holds: its hands' revealed secrets (or its seed) and moves."""
        deals = tuple(game.secrets()) if game.fair else game.unsecured_seed
        assert deals is not None
        return cls(game.rules, game.first_dealer, deals, tuple(hand.moves for hand in game.hands))


@dataclass(frozen=True, slots=True)
class Step:
    """The game after the deal of hand ``hand`` (0-based) and its first ``move`` moves."""

    hand: int
    move: int
    match: Match


def ended_hand(record: HandRecord | None) -> tuple[HandResult | None, tuple[int, int]]:
    """How the finished hand ``record`` ended and the scores after it, as a record writes them (no settlement)."""
    if record is None:
        return None, (0, 0)
    return replace(record.result, settlement=None), record.scores_after


class Replay:
    """Play ``inputs`` again (see the module's description); ``keep_steps`` keeps the game after every move.

    Stops at the first move that cannot be played and says why in :attr:`problem`.
    """

    def __init__(self, inputs: Inputs, scoring: MatchScoring = STANDARD_SCORING, variant_rules: Rules | None = None,
                 *, keep_steps: bool = False) -> None:
        self.inputs = inputs
        self.hands: list[RecordedHand] = []
        self.steps: list[Step] = []
        self.problem: str | None = None  #: why the replay stopped early (a move that is not legal, ...)
        self._keep = keep_steps
        self._dealt: tuple[int, tuple[int, int], Card] = (0, (0, 0), Card(0))
        self.runner = self._first_deal(scoring, variant_rules)
        if self.runner is not None:
            self._play_hands()

    @property
    def over(self) -> bool:
        """The game is over after the moves, as the variant scores it."""
        return self.runner is not None and self.runner.over

    def outcome(self) -> MatchOutcome | None:
        return self.runner.outcome() if self.runner is not None else None

    def _secret(self, hand: int) -> DealSecret | None:
        deals = self.inputs.deals
        if isinstance(deals, tuple):
            return deals[hand] if hand < len(deals) else None
        return None

    def _first_deal(self, scoring: MatchScoring, variant_rules: Rules | None) -> GameRunner | None:
        inputs = self.inputs
        try:
            if isinstance(inputs.deals, tuple):
                secret = self._secret(0)
                if secret is None:
                    self.problem = "hand 1 has no deal secret"
                    return None
                match = Match.new(inputs.rules, None, inputs.first_dealer, deal=secret)
            else:
                match = Match.unsecured(inputs.rules, inputs.deals, inputs.first_dealer)
        except ValueError as error:
            self.problem = f"the first hand cannot be dealt: {error}"
            return None
        return GameRunner(match, scoring, variant_rules)

    def _play_hands(self) -> None:
        runner = self.runner
        assert runner is not None
        for index, moves in enumerate(self.inputs.hands):
            if index > 0 and not self._deal(runner, index):
                return
            self._note_deal(runner, index)
            for number, action in enumerate(moves, start=1):
                problem = _play(runner, action)
                if problem is not None:
                    self.problem = f"hand {index + 1}, move {number} ({action.text}) cannot be played: {problem}"
                    self._finish_hand(runner, index, moves[:number - 1])
                    return
                if self._keep:
                    self.steps.append(Step(index, number, runner.match))
            self._finish_hand(runner, index, moves)

    def _deal(self, runner: GameRunner, index: int) -> bool:
        if not runner.hand_over:
            self.problem = f"hand {index + 1} follows hand {index}, which had not ended"
            return False
        if runner.over:
            self.problem = f"hand {index + 1} follows the end of the game"
            return False
        secret = self._secret(index)
        if isinstance(self.inputs.deals, tuple) and secret is None:
            self.problem = f"hand {index + 1} has no deal secret"
            return False
        runner.next_hand(secret)
        return True

    def _note_deal(self, runner: GameRunner, index: int) -> None:
        hand = runner.match.hand
        self._dealt = (hand.dealer, hand.hands, hand.first_upcard)
        if self._keep:
            self.steps.append(Step(index, 0, runner.match))

    def _finish_hand(self, runner: GameRunner, index: int, moves: tuple[Action, ...]) -> None:
        dealer, hands, upcard = self._dealt
        secret = self._secret(index)
        self.hands.append(RecordedHand(
            index + 1, dealer, secret.commitment if secret is not None else None,
            (CardSet(hands[0]), CardSet(hands[1])), upcard, tuple(moves), secret,
            *ended_hand(runner.match.history[-1] if runner.hand_over else None),
        ))


def _play(runner: GameRunner, action: Action) -> str | None:
    """Apply ``action``; why it cannot be, or ``None``."""
    if runner.hand_over:
        return "the hand is over"
    plain = Action(action.kind, action.card)
    try:
        if plain not in runner.legal_actions():
            runner.match.apply(action)  # the engine says why
            return "it is not a legal move at that point"
        runner.apply(action)
    except IllegalActionError as error:
        return str(error)
    return None
