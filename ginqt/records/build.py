"""Making a game record from a game's journal: the window's saved game, or a tournament game's.

The journal (:class:`ginqt.storage.GameRecord`) holds the inputs: rules, first dealer,
deal secrets and moves.  :func:`record_game` plays them again (:class:`~ginqt.records.replay.Replay`)
and writes down every outcome.  While a game is played only its finished hands go in
the record, so a record never holds the secret of a hand still being played.

>>> from ginqt.rules import Rules
>>> from ginqt.storage import GameRecord
>>> journal, match = GameRecord.new(Rules(score_limit=0), seed=4, player_name="Ann", opponent="easy")
>>> game = record_game(journal, (Player("Ann"), Player("Computer", "easy")), Status.PLAYING)
>>> len(game.hands), game.status   # the first hand is still being played
(0, <Status.PLAYING: 'playing'>)
"""

from __future__ import annotations

from ginqt.cards import CardSet
from ginqt.engine import Match, deal
from ginqt.play.runner import GameRunner
from ginqt.play.spec import STANDARD_SCORING, GameSpec, Variant
from ginqt.records.game import Player, RecordedGame, RecordedHand, Status
from ginqt.records.replay import Inputs, Replay, ended_hand
from ginqt.rules import Rules
from ginqt.storage import GameRecord
from ginqt.storage.files import utc_now
from ginqt.strategy import Strategy
from ginqt.variants import MatchScoring

__all__ = ["inputs_of", "play_and_record", "record_game"]


def inputs_of(journal: GameRecord) -> Inputs:
    """The inputs of the game in ``journal``: its hands' secrets and moves (``ValueError`` for a bad move)."""
    hands = journal.hands()
    deals = tuple(journal.deals) if journal.deals else journal.seed
    if deals is None:
        raise ValueError("the game has neither deal secrets nor a seed")
    return Inputs(journal.rules, journal.first_dealer, deals, tuple(tuple(moves) for moves in hands))


def record_game(
    journal: GameRecord,
    players: tuple[Player, Player],
    status: Status,
    *,
    scoring: MatchScoring = STANDARD_SCORING,
    variant_rules: Rules | None = None,
    ended: str | None = None,
    match: Match | None = None,
) -> RecordedGame:
    """The record of the game in ``journal``.

    ``status`` is what the caller knows: the game is being ``PLAYING`` (only its finished
    hands are written) or was ``ABANDONED`` (the hand in play is written too, its secret
    revealed); a game its moves end is ``FINISHED`` whatever is said.  ``scoring`` and
    ``variant_rules`` are the variant's (Hollywood's three games).

    ``match`` is the game the journal's moves reached, when the caller has it (the window, a
    tournament): the record is then written from it and the journal, with no replay (each
    hand's cards dealt again from its secret, its end read from the match's history).
    Without it the journal is played again; ``ValueError`` when it does not play.
    """
    if match is None:
        replay = Replay(inputs_of(journal), scoring, variant_rules)
        if replay.problem is not None or replay.runner is None:
            raise ValueError(f"the game does not play again: {replay.problem}")
        runner, hands = replay.runner, list(replay.hands)
    else:
        runner, hands = GameRunner(match, scoring, variant_rules), _hands_of(journal, match)
    outcome = runner.outcome()
    if runner.over:
        status = Status.FINISHED
    if status is Status.PLAYING and hands and hands[-1].end is None:
        hands.pop()  # the hand being played: its secret stays hidden
    if status is not Status.PLAYING and ended is None:
        ended = utc_now().isoformat()
    return RecordedGame(
        game_id=journal.game_id,
        started=journal.started or utc_now().isoformat(),
        variant=journal.variant,
        rules=journal.rules,
        players=players,
        assisted=journal.assisted,
        first_dealer=journal.first_dealer,
        hands=tuple(hands),
        status=status,
        points=outcome.points,
        winner=outcome.winner if status is Status.FINISHED else None,
        variant_rules=variant_rules if variant_rules is not None and variant_rules != journal.rules else None,
        unsecured_seed=None if journal.deals else journal.seed,
        ended=ended if status is not Status.PLAYING else None,
    )


def _hands_of(journal: GameRecord, match: Match) -> list[RecordedHand]:
    """The hands of ``match`` (which ``journal``'s moves reached), without playing them again."""
    played = journal.hands()
    if len(played) != match.hand_number:
        raise ValueError(f"the journal has {len(played)} hands, the game {match.hand_number}")
    hands = []
    for number, moves in enumerate(played, start=1):
        finished = match.history[number - 1] if number <= len(match.history) else None
        secret = finished.deal if finished is not None else match.deal
        dealer = finished.dealer if finished is not None else match.hand.dealer
        dealt = deal(match.rules, dealer, deck=secret.deck()) if secret is not None else \
            deal(match.rules, dealer, seed=f"{journal.seed}/{number}")
        hands.append(RecordedHand(
            number, dealer, secret.commitment if secret is not None else None,
            (CardSet(dealt.hands[0]), CardSet(dealt.hands[1])), dealt.first_upcard, tuple(moves), secret,
            *ended_hand(finished)))
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
    runner = GameRunner.from_spec(GameSpec(Variant.standard(rules), seed=seed), players)
    journal = GameRecord.for_match(runner.match, player_name=seats[0].name, opponent=seats[1].strategy or "")
    runner.play(max_hands=max_hands, journal=journal)
    return record_game(journal, seats, Status.PLAYING, match=runner.match)
