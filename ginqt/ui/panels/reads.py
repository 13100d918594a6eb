"""What one player has seen the opponent do this hand, from the events (no Qt).

>>> from ginqt.engine import Match
>>> from ginqt.rules import Rules
>>> from ginqt.strategy import FallbackStrategy
>>> match, reads = Match.new(Rules(), 7), OpponentReads(player=0)
>>> reads.update(event.for_player(0) for event in match.events)  # the deal
>>> while len(reads.threw) < 2:
...     match = match.apply(FallbackStrategy().choose(match.view(match.hand.to_play)))
...     reads.update(tuple(event.for_player(0) for event in match.events))
>>> len(reads.threw)
2
"""

from __future__ import annotations

from collections.abc import Iterable

from ginqt.cards import Card
from ginqt.engine import Event, EventKind

__all__ = ["OpponentReads"]


class OpponentReads:
    """What ``player`` has seen the opponent do this hand:

    - ``threw``: the cards the opponent discarded (oldest first);
    - ``refused``: the cards the opponent could have taken from the pile and did not (it
      passed the first upcard, or drew from the stock over it), unless it took them later.

    Feed it the events of every deal and move as ``player`` saw them; a deal starts afresh.
    """

    def __init__(self, player: int = 0) -> None:
        self.player = player
        self._pile: list[int] = []  # the discard pile, bottom first
        self._by: dict[int, int | None] = {}  # card -> who put it on the pile (None: the first upcard)
        self._order: list[int] = []  # the discards, first thrown first
        self._refused: set[int] = set()

    def reset(self) -> None:
        self._pile.clear()
        self._by.clear()
        self._order.clear()
        self._refused.clear()

    @property
    def threw(self) -> list[Card]:
        return [Card(c) for c in self._order if self._by.get(c) == 1 - self.player]

    @property
    def refused(self) -> list[Card]:
        """By suit, then rank (as a hand is read)."""
        return sorted((Card(c) for c in self._refused), key=lambda c: (c.suit, c.rank))

    def update(self, events: Iterable[Event]) -> None:
        opponent = 1 - self.player
        for event in events:
            kind, card = event.kind, event.card
            if kind is EventKind.DEALT:
                self.reset()
            elif kind is EventKind.UPCARD and card is not None:
                self._pile.append(int(card))
                self._by[int(card)] = None
            elif kind in (EventKind.DISCARDED, EventKind.KNOCKED) and card is not None:
                if int(card) not in self._by:
                    self._order.append(int(card))
                self._by[int(card)] = event.player
                self._pile.append(int(card))
            elif kind in (EventKind.TOOK_UPCARD, EventKind.DREW_DISCARD):
                taken = self._pile.pop() if self._pile else None
                if event.player == opponent and taken is not None:
                    self._refused.discard(taken)
            elif kind in (EventKind.PASSED, EventKind.DREW_STOCK) and event.player == opponent and self._pile:
                self._refused.add(self._pile[-1])  # the card showing was not wanted
