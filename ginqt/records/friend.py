"""Records of games with a friend: each hand dealt from the deck both sides made (docs/RECORDS.md).

Both sides write the same record, but for its ``side`` line (the game's id, start and end are the
inviter's), and every hand keeps its deck's whole transcript, so that :func:`replay_friend` (and
``ginqt verify``) checks each step of every deck before it plays the hand again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace

from ginqt.cards import Card, CardSet
from ginqt.engine import Action, IllegalActionError, Match, deal
from ginqt.records.game import Player, RecordedGame, RecordedHand, Status
from ginqt.remote.friend.poker import DeckFault, DeckTranscript, check_deck
from ginqt.rules import Rules

__all__ = ["friend_hands", "hand_deck", "record_friend_game", "replay_friend"]


def hand_deck(words: Sequence[str]) -> tuple[str, DeckTranscript] | None:
    """``commitment HEX deck S1 S2 S3 S4 keys K0 K1`` from a hand line's words (``None``: not that)."""
    if len(words) != 10 or words[0] != "commitment" or not re.fullmatch("[0-9a-f]{64}", words[1]):
        return None
    try:
        return words[1], DeckTranscript.from_words(words[2:])
    except ValueError:
        return None


#: A finished hand as the table holds it: its deck's transcript, moves and the deck it gave (already checked).
Played = tuple[DeckTranscript, Sequence[Action], Sequence[Card]]


def friend_hands(match: Match | None, played: Sequence[Played], rules: Rules) -> Iterator[RecordedHand]:
    """The finished hands of a friend's game as a record writes them."""
    if match is None:
        return
    for number, ((transcript, moves, deck), finished) in enumerate(zip(played, match.history, strict=True), start=1):
        dealt = deal(rules, finished.dealer, deck=deck)
        yield RecordedHand(number, finished.dealer, transcript.commitment,
                           (CardSet(dealt.hands[0]), CardSet(dealt.hands[1])), dealt.first_upcard, tuple(moves),
                           None, replace(finished.result, settlement=None), finished.scores_after, transcript)


def record_friend_game(*, game_id: str, started: str, ended: str | None, variant: str, rules: Rules,
                       players: tuple[Player, Player], first_dealer: int, side: int, match: Match | None,
                       played: Sequence[Played], status: Status) -> RecordedGame:
    """The record of a friend's game, the same on both sides but for ``side`` (a hand left unfinished is not
    in it: its keys were never shown)."""
    hands = tuple(friend_hands(match, played, rules))
    outcome = match.result if match is not None and status is Status.FINISHED else None
    points = outcome.points if outcome is not None else (0, 0)
    return RecordedGame(game_id, started, variant, rules, players, False, first_dealer, hands, status, points,
                        outcome.winner if outcome is not None else None, ended=ended, side=side)


def replay_friend(game: RecordedGame) -> tuple[Match | None, list[RecordedHand], list[str]]:
    """Every hand of a friend's record dealt again from its checked deck and played again: the game, the hands
    as the rules give them, and what did not hold (a deck step, a move the rules refuse)."""
    match: Match | None = None
    hands: list[RecordedHand] = []
    problems: list[str] = []
    for recorded in game.hands:
        if recorded.deck is None:
            problems.append(f"hand {recorded.number}: no deck")
            break
        try:
            deck = check_deck(recorded.deck)
        except DeckFault as fault:
            problems.append(f"hand {recorded.number}: player {fault.side}'s part of the deck does not hold: {fault}")
            break
        if recorded.commitment != recorded.deck.commitment:
            problems.append(f"hand {recorded.number}: the deck is not the one committed to before the deal")
        match = Match.new(game.rules, first_dealer=game.first_dealer, deck=deck) if match is None \
            else match.next_hand(deck=deck)
        dealt = match.hand
        for move in recorded.moves:
            try:
                match = match.apply(move)
            except IllegalActionError as error:
                problems.append(f"hand {recorded.number}: {move.text} is not legal: {error}")
                return match, hands, problems
        finished = match.history[-1] if match.history and match.hand.result is not None else None
        hands.append(RecordedHand(
            recorded.number, dealt.dealer, recorded.deck.commitment,
            (CardSet(dealt.hands[0]), CardSet(dealt.hands[1])), dealt.first_upcard, recorded.moves, None,
            None if finished is None else replace(finished.result, settlement=None),
            finished.scores_after if finished is not None else (0, 0), recorded.deck))
    return match, hands, problems
