"""Events: what happened, for the GUI, logs, strategies and replays."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ginqt.cards import Card, CardSet

if TYPE_CHECKING:
    from ginqt.engine.settle import Settlement

__all__ = ["Event", "EventKind"]


class EventKind(Enum):
    DEALT = "dealt"  #: ``cards`` is ``player``'s hand (private to that player)
    UPCARD = "upcard"  #: the first upcard was turned: ``card``
    TOOK_UPCARD = "took-upcard"
    PASSED = "passed"
    DREW_STOCK = "drew-stock"  #: ``card`` is private to ``player``
    DREW_DISCARD = "drew-discard"
    DISCARDED = "discarded"
    KNOCKED = "knocked"  #: ``card`` is the face-down discard; ``settlement`` the result
    LAID_OFF = "laid-off"  #: ``cards`` laid off by ``player`` (the defender)
    SETTLED = "settled"
    DEAD_HAND = "dead-hand"
    GAME_OVER = "game-over"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.  ``private`` events show their cards only to ``player``."""

    kind: EventKind
    player: int | None = None
    card: Card | None = None
    cards: CardSet | None = None
    private: bool = False
    settlement: Settlement | None = None

    def for_player(self, viewer: int) -> Event:
        """This event as ``viewer`` may see it (hidden cards removed)."""
        if self.private and viewer != self.player:
            if self.settlement is None:  # one shared, frozen event per kind and player
                key = (self.kind, self.player)
                hidden = _HIDDEN.get(key)
                if hidden is None:
                    hidden = _HIDDEN[key] = Event(self.kind, self.player, None, None, True, None)
                return hidden
            return Event(self.kind, self.player, None, None, True, self.settlement)
        return self

    def __str__(self) -> str:
        who = "" if self.player is None else f"player {self.player} "
        what = self.card.text if self.card is not None else (self.cards.text if self.cards is not None else "")
        return f"{who}{self.kind.value} {what}".strip()


#: The redacted private events (see Event.for_player): they carry no card, so one of each will do.
_HIDDEN: dict[tuple[EventKind, int | None], Event] = {}
