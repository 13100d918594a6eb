"""Everything a player can do is an :class:`Action`; the engine validates and applies it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ginqt.cards import Card, parse_card, parse_cards
from ginqt.melds import Meld

__all__ = ["Action", "ActionKind", "IllegalActionError", "Phase", "Refusal"]


class Phase(Enum):
    """Where a hand stands."""

    UPCARD_OFFER = "upcard-offer"  #: the first upcard is offered: take it or pass
    DRAW = "draw"  #: the player to move draws from the stock or the discard pile
    DISCARD = "discard"  #: the player holds 11 cards and discards, knocks or goes gin
    OVER = "over"  #: settled or dead


class Refusal(Enum):
    """Why the rules refuse an action, as data (the window words it in the player's language)."""

    HAND_OVER = "hand-over"
    GAME_OVER = "game-over"
    HAND_IN_PLAY = "hand-in-play"  #: the next hand cannot be dealt yet
    UPCARD_FIRST = "upcard-first"  #: take or pass the upcard first
    BOTH_PASSED = "both-passed"  #: both passed the upcard: draw from the stock
    PILE_EMPTY = "pile-empty"
    DRAW_FIRST = "draw-first"
    DISCARD_NOW = "discard-now"  #: drawn already: discard (or knock)
    NO_CARD = "no-card"  #: a discard that names no card
    NOT_IN_HAND = "not-in-hand"  #: :attr:`IllegalActionError.card` is not in the hand
    TAKEN_FROM_PILE = "taken-from-pile"  #: :attr:`IllegalActionError.card` was just taken from the pile
    CANNOT_KNOCK = "cannot-knock"  #: the knock's melds or deadwood do not allow it
    ALREADY_TO_GIN = "already-to-gin"
    TO_GIN_NEEDS_KNOCK = "to-gin-needs-knock"  #: play to gin is chosen only when a knock is allowed
    ONLY_GIN = "only-gin"  #: playing to gin: no knock, only gin
    NO_BIG_GIN = "no-big-gin"  #: big gin is not in these rules
    OTHER = "other"  #: not a move at all (text that does not parse, a plugin's answer): the message says


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; the message says why in English (for logs, plugins
    and the command line), :attr:`refusal` (and :attr:`card`) say it as data."""

    def __init__(self, message: str, refusal: Refusal = Refusal.OTHER, card: Card | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal
        self.card = card


class ActionKind(Enum):
    TAKE_UPCARD = "take"
    PASS = "pass"
    DRAW_STOCK = "stock"
    DRAW_DISCARD = "pile"
    DISCARD = "discard"
    #: Discard ``card`` face down and knock (gin when no deadwood is left).
    KNOCK = "knock"
    #: Lay down all 11 cards as melds without discarding (only with ``Rules.big_gin``).
    BIG_GIN = "big-gin"
    #: The 1993 DOS program's "Play to Gin": from now until the hand ends this player may not knock,
    #: only go gin.  Said before a discard, when a knock would be allowed; the same player then discards.
    PLAY_TO_GIN = "play-to-gin"


@dataclass(frozen=True, slots=True)
class Action:
    """One move.  ``card`` is set for discards and knocks; ``melds`` may fix a knocker's arrangement."""

    kind: ActionKind
    card: Card | None = None
    melds: tuple[Meld, ...] | None = None

    @classmethod
    def discard(cls, card: int | str) -> Action:
        return cls(ActionKind.DISCARD, _card(card))

    @classmethod
    def knock(cls, card: int | str, melds: tuple[Meld, ...] | None = None) -> Action:
        return cls(ActionKind.KNOCK, _card(card), melds)

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action of its :attr:`text`: ``take pass stock pile big-gin play-to-gin``, a discard as its card
        (``7h``), a knock as ``knock:9c`` (with chosen melds ``knock:9C/AS.2S.3S/7H.7D.7C``); the old two-word
        form (``discard 7h``, ``knock 9c``) is still read.  :class:`IllegalActionError` says what is wrong."""
        words = text.split()
        if len(words) == 2 and words[0].lower() in (ActionKind.DISCARD.value, ActionKind.KNOCK.value):
            words = [f"{words[1]}" if words[0].lower() == "discard" else f"knock:{words[1]}"]
        if len(words) != 1:
            raise IllegalActionError(f"{text!r} is not a move; a move is one word: {_NAMES}, a card or knock:CARD")
        token = words[0].lower()
        try:
            if token in _WORDS:
                return _PLAIN[token]
            if token.startswith("knock:"):
                card, *melds = token[6:].split("/")
                return cls(ActionKind.KNOCK, parse_card(card),
                           tuple(Meld(parse_cards(meld.replace(".", " "))) for meld in melds) or None)
            return cls(ActionKind.DISCARD, parse_card(token))
        except ValueError as error:
            raise IllegalActionError(f"{text!r} is not a move ({error}); moves are: {_NAMES}, a card or "
                                     "knock:CARD") from None

    @property
    def text(self) -> str:
        """The move as one token (the one move syntax of game logs, saved games and records): ``take``, ``pass``,
        ``stock``, ``pile``, ``big-gin``, ``play-to-gin``, a discard as its card (``7H``), a knock as
        ``knock:9C`` (with chosen melds ``knock:9C/AS.2S.3S/7H.7D.7C``)."""
        if self.kind is ActionKind.DISCARD and self.card is not None:
            return self.card.text
        if self.kind is ActionKind.KNOCK and self.card is not None:
            melds = "".join("/" + ".".join(card.text for card in meld.cards) for meld in self.melds or ())
            return f"knock:{self.card.text}{melds}"
        return str(self.kind.value)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action.parse({self.text!r})"


def _card(card: int | str) -> Card:
    return parse_card(card) if isinstance(card, str) else Card(card)


TAKE_UPCARD = Action(ActionKind.TAKE_UPCARD)
PASS = Action(ActionKind.PASS)
DRAW_STOCK = Action(ActionKind.DRAW_STOCK)
DRAW_DISCARD = Action(ActionKind.DRAW_DISCARD)
BIG_GIN = Action(ActionKind.BIG_GIN)
PLAY_TO_GIN = Action(ActionKind.PLAY_TO_GIN)
_PLAIN = {action.kind.value: action for action in (TAKE_UPCARD, PASS, DRAW_STOCK, DRAW_DISCARD, BIG_GIN, PLAY_TO_GIN)}
_WORDS = frozenset(_PLAIN)
_NAMES = ", ".join(_PLAIN)
