"""The GinQt engine protocol, version 1, as text: the lines GinQt writes and how it reads an engine's
(docs/ENGINES.md); no input or output.

>>> parse_fields("go time=5000 legal=stock,pile")
('go', {'time': '5000', 'legal': 'stock,pile'})
>>> card_list([])
'-'

.. versionadded:: 0.4
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ginqt.cards import Card
from ginqt.engine import Action, Event, EventKind, PlayerView
from ginqt.engine.settle import Settlement, Side
from ginqt.melds import Meld
from ginqt.rules import Rules

__all__ = [
    "OFFER",
    "VERSIONS",
    "EngineInfo",
    "EngineOption",
    "HandScores",
    "ProtocolError",
    "card_list",
    "event_line",
    "game_line",
    "go_line",
    "hand_line",
    "option_problem",
    "parse_fields",
    "parse_play",
    "read_handshake_line",
]

#: The protocol versions this GinQt speaks, oldest first.
VERSIONS = (1,)
#: GinQt's first line: the versions it speaks.
OFFER = "ginqt protocol=" + ",".join(str(v) for v in VERSIONS)
_SETTLEMENT_KINDS = {"gin": "gin", "big gin": "big-gin", "knock": "knock", "undercut": "undercut"}


class ProtocolError(ValueError):
    """An engine wrote something the protocol does not allow (the message says what and where)."""


@dataclass(frozen=True)
class EngineOption:
    """An option an engine declared in its handshake (``option name=… type=… default=…``)."""

    name: str
    type: str
    default: str
    fields: dict[str, str] = field(default_factory=dict)


@dataclass
class EngineInfo:
    """What an engine said of itself in its handshake."""

    protocol: int = 0
    name: str = ""
    author: str = ""
    version: str = ""  #: its ``version`` line (optional): the build that plays
    #: The variants it plays (GinQt's names); ``None``: any.
    variants: tuple[str, ...] | None = ()
    options: list[EngineOption] = field(default_factory=list)

    def plays(self, variant: str) -> bool:
        return self.variants is None or variant in self.variants


def card_list(cards: Iterable[Card]) -> str:
    """Cards as ``AS.2S.3S`` (``-`` for none)."""
    return ".".join(card.text for card in cards) or "-"


def _melds(melds: Iterable[Meld]) -> str:
    return "/".join(card_list(meld.cards) for meld in melds) or "-"


def parse_fields(line: str) -> tuple[str, dict[str, str]]:
    """A line's word and its ``key=value`` fields; :class:`ProtocolError` when a field has no ``=``."""
    word, *rest = line.split(" ")
    fields: dict[str, str] = {}
    for token in rest:
        if not token:
            continue
        key, equals, value = token.partition("=")
        if not equals or not key:
            raise ProtocolError(f"{token!r} is not a key=value field")
        fields[key] = value
    return word, fields


# -- what GinQt writes ---------------------------------------------------------------------------


def game_line(variant: str, seat: int, rules: Rules, seed: int | None) -> str:
    """The ``game`` line: the variant's name, the engine's seat, the score limit and seed, then every other rule
    option (docs/RULES.md) as ``name=value``: a number, ``true``/``false``, or an option's word."""
    options = " ".join(f"{name}={str(value).lower() if isinstance(value, bool) else value}"
                       for name, value in rules.to_dict().items() if name != "score_limit")
    return (f"game variant={variant} seat={seat} score_limit={rules.score_limit} seed={0 if seed is None else seed} "
            f"{options}")


def hand_line(view: PlayerView) -> str:
    return (f"hand number={view.hand_number} dealer={view.dealer} scores={view.scores[0]},{view.scores[1]} "
            f"knock_limit={view.knock_limit} upcard={view.first_upcard.text} cards={card_list(view.hand)}")


def go_line(view: PlayerView, move_ms: int, game_ms: int) -> str:
    top = view.discard_pile[-1].text if view.discard_pile else "-"
    return (f"go time={move_ms} game_time={game_ms} hand={card_list(view.hand)} top={top} "
            f"stock={view.stock_count} legal={','.join(action.text for action in view.legal_actions)}")


@dataclass
class HandScores:
    """The scores an engine is told: those at the hand's start, plus what each hand's end gave."""

    scores: list[int] = field(default_factory=lambda: [0, 0])
    knocker: int | None = None

    def text(self) -> str:
        return f"{self.scores[0]},{self.scores[1]}"


_MOVES = {EventKind.PASSED: "pass", EventKind.TOOK_UPCARD: "take", EventKind.DREW_STOCK: "stock",
          EventKind.DREW_DISCARD: "pile"}


def event_line(event: Event, scores: HandScores) -> str | None:
    """The line an engine is told for ``event`` (already redacted for it), or ``None`` (nothing to tell)."""
    kind = event.kind
    move = _MOVES.get(kind)
    if move is not None:
        card = f" card={event.card.text}" if event.card is not None and kind is not EventKind.PASSED else ""
        return f"played seat={event.player} move={move}{card}"
    if kind is EventKind.DISCARDED and event.card is not None:
        return f"played seat={event.player} move={event.card.text}"
    if kind is EventKind.KNOCKED and event.card is not None:
        scores.knocker = event.player
        return f"played seat={event.player} move=knock:{event.card.text}"
    if kind is EventKind.SETTLED and event.settlement is not None:
        return _end_line(event.settlement, scores)
    if kind is EventKind.DEAD_HAND:
        return f"end kind=dead scores={scores.text()}"
    if kind is EventKind.GAME_OVER:
        return f"gameover winner={'-' if event.player is None else event.player} scores={scores.text()}"
    return None


def _end_line(s: Settlement, scores: HandScores) -> str:
    knocker = scores.knocker if scores.knocker is not None else 0
    winner = knocker if s.winner is Side.KNOCKER else 1 - knocker
    scores.scores[winner] += s.points
    laid = card_list(sorted((card for card, _ in s.layoffs), key=int))
    return (f"end kind={_SETTLEMENT_KINDS.get(s.kind.value, s.kind.value)} knocker={knocker} winner={winner} "
            f"points={s.points} scores={scores.text()} knocker_melds={_melds(s.knocker_melds)} "
            f"knocker_deadwood={card_list(s.knocker_deadwood_cards)} defender_melds={_melds(s.defender_melds)} "
            f"defender_deadwood={card_list(s.defender_deadwood_cards)} layoffs={laid}")


# -- what an engine writes -----------------------------------------------------------------------


def read_handshake_line(line: str, info: EngineInfo) -> bool:
    """Take one line of the engine's handshake into ``info``; ``True`` once it said ``ready``.

    :class:`ProtocolError` for a line the handshake does not allow (a first line that is not
    ``protocol N`` with an offered ``N``, an unknown word, a malformed option)."""
    word, _, rest = line.partition(" ")
    if word == "info":
        return False
    if info.protocol == 0:
        if word == "error":
            raise ProtocolError(f"it refused the handshake: {rest[:200]}")
        if word != "protocol" or not rest.strip().isdigit():
            raise ProtocolError(f"wrong handshake: the first line must be 'protocol N' (N one of {OFFER[15:]}), "
                                f"not {line[:80]!r}")
        if int(rest) not in VERSIONS:
            raise ProtocolError(f"wrong handshake: it chose protocol {int(rest)}, which GinQt did not offer "
                                f"({OFFER[15:]})")
        info.protocol = int(rest)
        return False
    if word == "ready":
        missing = [what for what, value in (("name", info.name), ("variants", info.variants != ())) if not value]
        if missing:
            raise ProtocolError(f"wrong handshake: 'ready' before {' and '.join(missing)}")
        return True
    if word in ("name", "author", "version"):
        setattr(info, word, rest.strip()[:100])
    elif word == "variants":
        names = tuple(rest.split())
        info.variants = None if "any" in names else names
    elif word == "option":
        _, fields = parse_fields(line)
        if not {"name", "type", "default"} <= fields.keys() or fields["type"] not in ("int", "bool", "string"):
            raise ProtocolError(f"an option needs name=, type=int|bool|string and default=: {line[:80]!r}")
        info.options.append(EngineOption(fields["name"], fields["type"], fields["default"], fields))
    elif word == "error":
        raise ProtocolError(f"it gave up in its handshake: {rest[:200]}")
    else:
        raise ProtocolError(f"wrong handshake: {line[:80]!r} is not a handshake line")
    return False


def option_problem(option: EngineOption, value: str) -> str | None:
    """Why ``value`` cannot be given to ``option`` (its declared ``type``, ``min`` and ``max``), or ``None``."""
    if " " in value or not value:
        return f"option {option.name}: a value is one word, not {value!r}"
    if option.type == "bool" and value not in ("true", "false"):
        return f"option {option.name} is true or false, not {value!r}"
    if option.type != "int":
        return None
    try:
        number = int(value)
    except ValueError:
        return f"option {option.name} is a whole number, not {value!r}"
    low, high = (_bound(option.fields.get(key)) for key in ("min", "max"))
    if (low is not None and number < low) or (high is not None and number > high):
        shown = [str(bound) if bound is not None else "…" for bound in (low, high)]
        return f"option {option.name} is from {shown[0]} to {shown[1]}, not {number}"
    return None


def _bound(text: str | None) -> int | None:
    """An ``int`` option's declared ``min`` or ``max`` (``None``: none, or not a number)."""
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


def parse_play(line: str) -> Action:
    """The move of a ``play MOVE`` line (not yet judged legal); :class:`ProtocolError` otherwise."""
    word, _, rest = line.partition(" ")
    if word != "play" or not rest or " " in rest.strip():
        raise ProtocolError(f"expected 'play MOVE', got {line[:80]!r}")
    try:
        return Action.parse(rest.strip())
    except ValueError as error:
        raise ProtocolError(f"'play {rest.strip()[:40]}': {error}") from None
