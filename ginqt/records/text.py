"""The game record as text: :func:`dumps` writes a :class:`RecordedGame`, :func:`loads` reads one back.

The format (docs/RECORDS.md) is line by line, a keyword first; version 2 writes a hand
on one line: its dealer, the deal's commitment and revealed secret, the moves (a turn
a token, :mod:`ginqt.engine.turns`) and how it ended::

    ginqt-record 2
    game 3f2a9c0e4b7d4e1f9a6b2c8d0e5f7a13
    ...
    hand 1 dealer 1 commitment 5e88...42d8 seed 09b1...3d17 salt 2b90...01f0 moves pass pass QH +9D ... end ...
    ...
    result finished winner 0 points 112 45

What the revealed seed gives (the cards dealt, the upcard) is not written; reading a
hand deals it again from the seed.  Version 1 (a ``dealt`` and an ``upcard`` line, the
moves a token an action on ``moves`` lines) is still read.  Reading is strict: anything
GinQt would not write is refused with a :class:`RecordFormatError` whose message is one
line naming the line at fault.

>>> from ginqt.records.build import play_and_record
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import FallbackStrategy
>>> game = play_and_record(Rules(score_limit=0), (FallbackStrategy(), FallbackStrategy()), seed=4)
>>> loads(dumps(game)) == game, game.status
(True, <Status.FINISHED: 'finished'>)
"""

from __future__ import annotations

import datetime as _dt
import json
from typing import Final

from ginqt.cards import Card, CardSet, parse_cards
from ginqt.engine import Action, DealSecret, HandResult, deal
from ginqt.engine.deals import DEAL_SCHEME
from ginqt.engine.turns import parse_turns, turns_text
from ginqt.records.friend import hand_deck
from ginqt.records.game import Player, RecordedGame, RecordedHand, SeatMarks, Status
from ginqt.records.marks import MARK_KEYWORDS, marks_lines, read_mark
from ginqt.remote.friend.poker import DECK_SCHEME, check_deck
from ginqt.rules import Rules, RulesError

__all__ = [
    "MAX_RECORD_BYTES",
    "READ_VERSIONS",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "RecordFormatError",
    "dumps",
    "loads",
]

RECORD_FORMAT: Final = "ginqt-record"
#: The newest version :func:`dumps` writes: 4 for a friend's game (its side, each hand's deck), 3 for a record with
#: seat marks (:mod:`ginqt.records.marks`), 2 for one without (which every GinQt since 0.4 reads).
RECORD_VERSION: Final = 4
#: The versions :func:`loads` reads: 1 (GinQt 0.3), 2 (a line per hand), 3 (seat marks) and 4 (a friend's game).
READ_VERSIONS: Final = (1, 2, 3, 4)
#: No game comes near this (a long game is some 8 KB; a friend's keeps some 14 KB a hand); a larger one is not read.
MAX_RECORD_BYTES: Final = 4 * 1024 * 1024
_COMMENT: Final = "# A game of Gin Rummy played with GinQt (docs/RECORDS.md); check it with: ginqt verify FILE"
_UNSECURED: Final = "unsecured"
_HEX: Final = frozenset("0123456789abcdef")


class RecordFormatError(ValueError):
    """Text that is not a game record this GinQt can read; the message is one line and says why."""


# -- writing ------------------------------------------------------------------------------


def _players_text(seat: int, player: Player) -> str:
    kind = "person" if player.strategy is None else f"computer {player.strategy}"
    name: str = json.dumps(player.name, ensure_ascii=False)
    return f"player {seat} {kind} {name}"


def _winner_of(kind: str, knocker: int | None) -> int | None:
    """Who wins a hand that ended so: the knocker, or the defender of an undercut (nobody in a dead hand)."""
    if knocker is None or kind == "dead":
        return None
    return 1 - knocker if kind == "undercut" else knocker


def _end_text(end: HandResult, scores: tuple[int, int]) -> str:
    """``KIND knocker P points N deadwood K D scores A B``; the winner only if not the one ``KIND`` names."""
    words = [end.kind.replace(" ", "-")]
    if end.knocker is not None:
        words += ["knocker", str(end.knocker)]
    if end.winner is not None:
        if end.winner != _winner_of(end.kind, end.knocker):
            words += ["winner", str(end.winner)]
        words += ["points", str(end.points)]
    if end.deadwood is not None:
        words += ["deadwood", str(end.deadwood[0]), str(end.deadwood[1])]
    return " ".join([*words, "scores", str(scores[0]), str(scores[1])])


def _hand_line(hand: RecordedHand, rules: Rules) -> str:
    """One hand on one line: ``hand N dealer P [commitment H seed H salt H] moves ... [end ...]``."""
    words = [f"hand {hand.number} dealer {hand.dealer}"]
    if hand.commitment is not None:
        words.append(f"commitment {hand.commitment}")
    if hand.secret is not None:
        words.append(f"seed {hand.secret.seed} salt {hand.secret.salt}")
    if hand.deck is not None:
        words += hand.deck.words()
    words.append("moves")
    if hand.moves:
        words.append(turns_text(hand.moves, rules))
    if hand.end is not None:
        words.append(f"end {_end_text(hand.end, hand.scores)}")
    return " ".join(words)


def dumps(game: RecordedGame) -> str:
    """The text of ``game`` in the format of :data:`RECORD_VERSION` (UTF-8 when written; lines end with ``\\n``).

    ``ValueError`` for moves no game can have (a discard before any draw).
    """
    deals = DECK_SCHEME if game.with_friend else DEAL_SCHEME if game.fair else \
        f"{_UNSECURED} {json.dumps(game.unsecured_seed)}"
    marks = marks_lines(game.marks)
    lines = [
        f"{RECORD_FORMAT} {RECORD_VERSION if game.with_friend else 3 if marks else 2}",
        _COMMENT,
        f"game {game.game_id}",
        f"started {game.started}",
        f"variant {json.dumps(game.variant, ensure_ascii=False)}",
        f"rules {json.dumps(game.rules.to_dict(), separators=(',', ':'))}",
    ]
    if game.variant_rules is not None:
        lines.append(f"variant-rules {_changes_text(game.rules, game.variant_rules)}")
    lines += [_players_text(seat, player) for seat, player in enumerate(game.players)]
    lines += marks
    if game.side is not None:
        lines.append(f"side {game.side}")
    if game.stopped is not None:
        lines.append(f"stopped {game.stopped[0]} {json.dumps(game.stopped[1], ensure_ascii=False)}")
    lines += [
        f"assisted {'yes' if game.assisted else 'no'}",
        f"first-dealer {game.first_dealer}",
        f"deals {deals}",
        "",
    ]
    lines += [_hand_line(hand, game.rules) for hand in game.hands]
    winner = "none" if game.winner is None else str(game.winner)
    lines += ["", f"result {game.status.value} winner {winner} points {game.points[0]} {game.points[1]}"]
    if game.ended is not None:
        lines.append(f"ended {game.ended}")
    return "\n".join(lines) + "\n"


def _changes_text(rules: Rules, changed: Rules) -> str:
    """The options of ``changed`` that differ from ``rules``, as one line of JSON."""
    base, new = rules.to_dict(), changed.to_dict()
    return json.dumps({name: value for name, value in new.items() if base.get(name) != value}, separators=(",", ":"))


# -- reading ------------------------------------------------------------------------------


class _Lines:
    """The record's lines with their numbers, comments and blank lines left out."""

    def __init__(self, text: str) -> None:
        self.lines = [(n, line) for n, line in enumerate(text.split("\n"), start=1)
                      if line.strip() and not line.startswith("#")]
        self.at = 0

    def peek(self) -> str | None:
        return self.lines[self.at][1].split(" ", 1)[0] if self.at < len(self.lines) else None

    def take(self, keyword: str) -> tuple[int, str]:
        """The next line, which must start with ``keyword``: its number and the rest of it."""
        if self.at >= len(self.lines):
            last = self.lines[-1][0] if self.lines else 0
            raise RecordFormatError(f"it ends after line {last} where '{keyword}' should follow: truncated?")
        number, line = self.lines[self.at]
        head, _, rest = line.partition(" ")
        if head != keyword:
            raise RecordFormatError(f"line {number}: '{keyword}' expected, not {head[:40]!r}")
        self.at += 1
        return number, rest.rstrip("\r")


def _fail(number: int, message: str) -> RecordFormatError:
    return RecordFormatError(f"line {number}: {message}")


def _int(number: int, text: str, what: str, low: int = 0, high: int = 10**9) -> int:
    if not (text.isascii() and text.isdigit()) or not low <= int(text) <= high:
        raise _fail(number, f"{what} must be a whole number from {low} to {high}, not {text[:40]!r}")
    return int(text)


def _seat(number: int, text: str) -> int:
    return _int(number, text, "a player", 0, 1)


def _json(number: int, text: str, what: str) -> object:
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (json.JSONDecodeError, RecursionError, ValueError):
        raise _fail(number, f"{what}: not valid JSON") from None


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a value GinQt writes")


def _date(number: int, text: str) -> str:
    try:
        when = _dt.datetime.fromisoformat(text)
    except ValueError:
        raise _fail(number, f"{text[:40]!r} is not a date and time (ISO 8601)") from None
    if when.tzinfo is None or not 1900 <= when.year <= 9000:
        raise _fail(number, f"{text[:40]!r} is not a UTC date and time from 1900 to 9000")
    return text


def _text(number: int, text: str, what: str) -> str:
    value = _json(number, text, what)
    if not isinstance(value, str) or len(value) > 200:
        raise _fail(number, f"{what} must be a quoted text")
    return value


def _rules(number: int, text: str, base: Rules | None = None) -> Rules:
    """The rules of a line of JSON: every option, or (``base`` given) the options that differ from ``base``."""
    data = _json(number, text, "the rules")
    try:
        if base is not None:
            if not isinstance(data, dict):
                raise TypeError("the options that differ are a JSON object")
            unknown = set(data) - set(base.to_dict())
            if unknown:
                raise RulesError(f"unknown rule option(s): {', '.join(sorted(unknown))}")
            data = base.to_dict() | data
        return Rules.from_dict(data)  # type: ignore[arg-type]
    except (RulesError, TypeError, ValueError) as error:
        raise _fail(number, f"the rules: {error}") from None


def _hex(number: int, text: str, what: str, digits: int) -> str:
    if len(text) != digits or not set(text) <= _HEX:
        raise _fail(number, f"{what} must be {digits} lowercase hexadecimal digits")
    return text


def _moves_v1(lines: _Lines) -> tuple[Action, ...]:
    moves: list[Action] = []
    while lines.peek() == "moves":
        number, rest = lines.take("moves")
        for token in rest.split():
            try:
                moves.append(Action.parse(token))
            except ValueError as error:
                raise _fail(number, f"{token[:40]!r} is not a move ({error})") from None
    return tuple(moves)


def _cards(number: int, text: str, count: int) -> CardSet:
    try:
        cards = parse_cards(text)
    except ValueError as error:
        raise _fail(number, str(error)) from None
    if len(cards) != count:
        raise _fail(number, f"{count} cards expected, not {len(cards)}")
    return cards


def _end(number: int, rest: str, version: int) -> tuple[HandResult, tuple[int, int]]:
    """How a hand ended; version 2 leaves out the winner the kind of end names (:func:`_winner_of`)."""
    words = rest.split()
    if not words or words[0] not in ("gin", "big-gin", "knock", "undercut", "dead"):
        raise _fail(number, f"a hand ends in gin, big-gin, knock, undercut or dead, not {rest[:40]!r}")
    kind = words[0].replace("-", " ")
    fields: dict[str, list[str]] = {}
    at = 1
    sizes = {"knocker": 1, "winner": 1, "points": 1, "deadwood": 2, "scores": 2}
    while at < len(words):
        name = words[at]
        if name not in sizes or name in fields or at + sizes[name] > len(words) - 1:
            raise _fail(number, f"unexpected {name[:40]!r} in the end of the hand")
        fields[name] = words[at + 1:at + 1 + sizes[name]]
        at += 1 + sizes[name]
    won = "winner" in fields if version == 1 else "points" in fields
    if "scores" not in fields or len(fields["scores"]) != 2 or (kind == "dead") != (not won):
        raise _fail(number, "the end of a hand needs its scores, and a winner unless it is dead")
    if version > 1 and kind != "dead" and "knocker" not in fields:
        raise _fail(number, "the end of a hand that is not dead names its knocker")
    scores = fields["scores"]
    deadwood = fields.get("deadwood")
    knocker = _seat(number, fields["knocker"][0]) if "knocker" in fields else None
    return HandResult(
        knocker,
        _seat(number, fields["winner"][0]) if "winner" in fields else _winner_of(kind, knocker),
        _int(number, fields["points"][0], "the points") if "points" in fields else 0,
        dead=kind == "dead",
        kind=kind,
        deadwood=(_int(number, deadwood[0], "deadwood"), _int(number, deadwood[1], "deadwood"))
        if deadwood is not None and len(deadwood) == 2 else None,
    ), (_int(number, scores[0], "a score"), _int(number, scores[1], "a score"))


def _hand_v1(lines: _Lines, expected: int, fair: bool) -> RecordedHand:
    """A hand of a version 1 record: a line for each item."""
    number, rest = lines.take("hand")
    words = rest.split()
    if len(words) != 3 or words[1] != "dealer":
        raise _fail(number, "'hand N dealer P' expected")
    if _int(number, words[0], "the hand's number", 1) != expected:
        raise _fail(number, f"hand {expected} expected here, not hand {words[0]}")
    dealer = _seat(number, words[2])
    commitment = _hex(*lines.take("commitment"), "a commitment", 64) if fair else None
    dealt: list[CardSet] = []
    for seat in (0, 1):
        at, rest = lines.take("dealt")
        head, _, cards = rest.partition(" ")
        if head != str(seat):
            raise _fail(at, f"player {seat}'s cards expected")
        dealt.append(_cards(at, cards, 10))
    at, rest = lines.take("upcard")
    upcard = Card(_cards(at, rest, 1).mask.bit_length() - 1)
    moves = _moves_v1(lines)
    secret = None
    if fair and lines.peek() == "seed":
        seed = _hex(*lines.take("seed"), "a seed", 32)
        salt = _hex(*lines.take("salt"), "a salt", 32)
        secret = DealSecret(seed, salt)
    end, scores = _end(*lines.take("end"), 1) if lines.peek() == "end" else (None, (0, 0))
    if fair and secret is None:
        raise _fail(number, f"hand {expected} has no revealed seed and salt")
    return RecordedHand(expected, dealer, commitment, (dealt[0], dealt[1]), upcard, moves, secret, end, scores)


def _hand_v2(lines: _Lines, expected: int, rules: Rules, unsecured_seed: int | str | None,
             with_friend: bool = False) -> RecordedHand:
    """A hand of a version 2 record: one line; its cards dealt again from its seed (or its deck: a friend's game)."""
    number, rest = lines.take("hand")
    words = rest.split()
    if len(words) < 4 or words[1] != "dealer":
        raise _fail(number, "'hand N dealer P ... moves ...' expected")
    if _int(number, words[0], "the hand's number", 1) != expected:
        raise _fail(number, f"hand {expected} expected here, not hand {words[0]}")
    dealer = _seat(number, words[2])
    at = 3
    commitment = secret = transcript = None
    if with_friend:
        found = hand_deck(words[at:at + 10])
        if found is None:
            raise _fail(number, f"hand {expected}: 'commitment HEX deck S1 S2 S3 S4 keys K0 K1' expected")
        (commitment, transcript), at = found, at + 10
    elif unsecured_seed is None:
        if words[at:at + 5:2] != ["commitment", "seed", "salt"] or len(words) < at + 6:
            raise _fail(number, f"hand {expected}: 'commitment HEX seed HEX salt HEX' expected after its dealer")
        commitment = _hex(number, words[at + 1], "a commitment", 64)
        secret = DealSecret(_hex(number, words[at + 3], "a seed", 32), _hex(number, words[at + 5], "a salt", 32))
        at += 6
    if words[at:at + 1] != ["moves"]:
        raise _fail(number, f"hand {expected}: 'moves' expected, not {' '.join(words[at:at + 1])[:40]!r}")
    stop = words.index("end") if "end" in words else len(words)
    try:
        moves = parse_turns(words[at + 1:stop], rules)
    except ValueError as error:
        raise _fail(number, f"hand {expected}: {error}") from None
    end, scores = _end(number, " ".join(words[stop + 1:]), 2) if stop < len(words) else (None, (0, 0))
    try:
        if transcript is not None:
            state = deal(rules, dealer, deck=check_deck(transcript))
        else:
            state = deal(rules, dealer, deck=secret.deck()) if secret is not None else \
                deal(rules, dealer, seed=f"{unsecured_seed}/{expected}")
    except ValueError as error:
        raise _fail(number, f"hand {expected} cannot be dealt: {error}") from None
    dealt = (CardSet(state.hands[0]), CardSet(state.hands[1]))
    return RecordedHand(expected, dealer, commitment, dealt, state.first_upcard, moves, secret, end, scores,
                        transcript)


def _result(lines: _Lines) -> tuple[Status, tuple[int, int], int | None]:
    number, rest = lines.take("result")
    words = rest.split()
    if len(words) != 6 or words[1] != "winner" or words[3] != "points":
        raise _fail(number, "'result STATUS winner P points A B' expected")
    try:
        status = Status(words[0])
    except ValueError:
        raise _fail(number, f"the status is playing, finished or abandoned, not {words[0][:40]!r}") from None
    winner = None if words[2] == "none" else _seat(number, words[2])
    return status, (_int(number, words[4], "points"), _int(number, words[5], "points")), winner


def _version(lines: _Lines) -> int:
    if not lines.lines:
        raise RecordFormatError("it is empty")
    number, line = lines.lines[0]
    head, _, version = line.partition(" ")
    if head != RECORD_FORMAT:
        raise RecordFormatError(f"it is not a GinQt game record (line {number} begins {line[:30]!r})")
    if not (version.isascii() and version.isdigit()):
        raise _fail(number, "the record's version must be a number")
    if int(version) not in READ_VERSIONS:
        newer = ", written by a newer GinQt" if int(version) > RECORD_VERSION else ""
        known = ", ".join(map(str, READ_VERSIONS[:-1])) + f" and {READ_VERSIONS[-1]}"
        raise RecordFormatError(f"it is a version {version[:10]} record{newer}; this GinQt reads versions {known}")
    lines.at = 1
    return int(version)


def loads(text: str) -> RecordedGame:
    """The game of a record's text; :class:`RecordFormatError` (one line) when it is not one."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordFormatError(f"it is too large for a game record ({len(text)} characters)")
    try:
        return _game(_Lines(text.removeprefix("\ufeff")))
    except RecordFormatError as error:
        if text.startswith(RECORD_FORMAT) and not text.endswith("\n"):  # GinQt ends every line, the last too
            raise RecordFormatError(f"it stops in the middle of a line: truncated? ({error})") from None
        raise


def _game(lines: _Lines) -> RecordedGame:
    version = _version(lines)
    game_id = lines.take("game")[1]
    if not 1 <= len(game_id) <= 64 or not game_id.replace("-", "").replace("_", "").replace(".", "").isalnum() \
            or not game_id.isascii():
        raise RecordFormatError(f"the game id {game_id[:40]!r} is not one GinQt writes")
    started = _date(*lines.take("started"))
    variant = _text(*lines.take("variant"), "the variant")
    rules = _rules(*lines.take("rules"))
    variant_rules = None
    if lines.peek() == "variant-rules":  # version 2 writes only the options that differ from the rules
        number, text = lines.take("variant-rules")
        variant_rules = _rules(number, text) if version == 1 else _rules(number, text, rules)
    players = []
    for seat in (0, 1):
        number, rest = lines.take("player")
        words = rest.split(" ", 3)
        if words[0] != str(seat) or words[1] not in ("person", "computer") or len(words) < 3:
            raise _fail(number, f"'player {seat} person NAME' or 'player {seat} computer STRATEGY NAME' expected")
        strategy = words[2] if words[1] == "computer" else None
        name = " ".join(words[3 if strategy is not None else 2:])
        players.append(Player(_text(number, name, "the player's name"), strategy))
    marks = _marks(lines, version)
    side = _seat(*lines.take("side")) if version >= 4 and lines.peek() == "side" else None
    stopped = _stopped(*lines.take("stopped")) if side is not None and lines.peek() == "stopped" else None
    number, assisted = lines.take("assisted")
    if assisted not in ("yes", "no"):
        raise _fail(number, "assisted is yes or no")
    first_dealer = _seat(*lines.take("first-dealer"))
    number, deals = lines.take("deals")
    unsecured_seed = None
    if deals.startswith(_UNSECURED + " "):
        seed = _json(number, deals[len(_UNSECURED) + 1:], "the seed")
        if not isinstance(seed, int | str) or isinstance(seed, bool):
            raise _fail(number, "the seed of unsecured deals is a number or a text")
        unsecured_seed = seed
    elif deals != (scheme := DECK_SCHEME if side is not None else DEAL_SCHEME):
        raise _fail(number, f"the deals are {scheme} (or unsecured), not {deals[:40]!r}")
    hands: list[RecordedHand] = []
    while lines.peek() == "hand":
        number = len(hands) + 1
        hands.append(_hand_v1(lines, number, unsecured_seed is None) if version == 1
                     else _hand_v2(lines, number, rules, unsecured_seed, side is not None))
    for hand in hands[:-1]:
        if hand.end is None:
            raise RecordFormatError(f"hand {hand.number} has no end, but another hand follows it")
    status, points, winner = _result(lines)
    ended = _date(*lines.take("ended")) if lines.peek() == "ended" else None
    if lines.at < len(lines.lines):
        number, line = lines.lines[lines.at]
        raise _fail(number, f"unexpected {line[:40]!r} after the result")
    return RecordedGame(game_id, started, variant, rules, (players[0], players[1]), assisted == "yes", first_dealer,
                        tuple(hands), status, points, winner, variant_rules, unsecured_seed, ended, marks, side,
                        stopped)


def _stopped(number: int, rest: str) -> tuple[int, str]:
    """``stopped P "WHAT"``: the seat whose message stopped a friend's game, and what it did."""
    return _seat(number, rest[:1]), _text(number, rest[2:], "what stopped the game")


def _marks(lines: _Lines, version: int) -> tuple[SeatMarks, SeatMarks] | None:
    """The seat marks' lines after the players' (version 3), or ``None`` when there are none."""
    if lines.peek() not in MARK_KEYWORDS:
        return None
    marks = [SeatMarks(), SeatMarks()]
    while (keyword := lines.peek()) in MARK_KEYWORDS:
        number, rest = lines.take(str(keyword))
        if version < 3:
            raise _fail(number, f"'{keyword}' lines are version 3's, not version {version}'s")
        try:
            read_mark(str(keyword), rest, marks)
        except ValueError as error:
            raise _fail(number, str(error)) from None
    return marks[0], marks[1]
