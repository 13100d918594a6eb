"""The strategy interface: what an opponent plugin implements.

A strategy sees only its player's :class:`~ginqt.engine.PlayerView` and the
public events (hidden cards removed); it never gets the engine or hidden cards.
The engine's ``legal_actions`` are in ``view.legal_actions``; :meth:`Strategy.choose`
returns one of them.  The game calls:

* :meth:`Strategy.new_hand` when a hand is dealt (with the player's first view),
* :meth:`Strategy.observe` for every event of the hand, as that player may see it,
* :meth:`Strategy.choose` whenever it is the player's turn to act.

.. versionadded:: 0.1
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ginqt.engine import Action, Event, PlayerView

__all__ = ["Strategy"]


@runtime_checkable
class Strategy(Protocol):
    """An opponent.  Plugins register a factory that makes one per player per game."""

    def new_hand(self, view: PlayerView) -> None:
        """A hand was dealt; ``view`` is this player's first look at it."""

    def observe(self, event: Event) -> None:
        """Something happened (already redacted for this player)."""

    def choose(self, view: PlayerView) -> Action:
        """Pick one of ``view.legal_actions`` (take/pass the upcard, draw, discard, knock)."""
        ...
