"""The hints: the ``expert``'s advice for a player at the table, with what that player has seen (no Qt).

A hint is :func:`ginqt.analysis.advise` for the player's view, given the hand's events as
the player saw them and what the earlier hands of the game showed of the opponent's
knocking (:class:`~ginqt.analysis.OpponentProfile`).  :class:`SeenGame` keeps both as the
built-in ``expert`` keeps them in its seat, and takes events back when a move is undone;
:func:`hint` asks the analysis.  So a hint is the move the ``expert`` seated there with
the seat's seed would play, and every other legal move is valued beside it.

>>> from ginqt.engine import Match
>>> from ginqt.rules import Rules
>>> match = Match.new(Rules(), seed=5, first_dealer=1)
>>> seen = SeenGame(player=0)
>>> seen.dealt(match, tuple(event.for_player(0) for event in match.events))
>>> advice = hint(seen.request(match.view(0), seed=7))
>>> advice.best.action in match.view(0).legal_actions
True

.. versionadded:: 0.2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ginqt.analysis import Analysis, Effort, OpponentProfile, advise
from ginqt.engine import Event, Match, PlayerView

__all__ = ["HintRequest", "SeenGame", "hint"]


@dataclass(frozen=True, slots=True)
class HintRequest:
    """Everything a hint is worked out from (it can cross to another thread)."""

    view: PlayerView
    events: tuple[Event, ...]  #: this hand's, as the player saw them
    profile: OpponentProfile  #: what the earlier hands showed of the opponent's knocking
    seed: int


def hint(request: HintRequest, effort: Effort | None = None) -> Analysis:
    """The ``expert``'s advice for ``request``: every legal move valued, the expert's move first."""
    return advise(request.view, request.events, seed=request.seed, profile=request.profile, effort=effort)


class SeenGame:
    """What ``player`` has seen of a game: this hand's events, and the opponent's knocking in the earlier hands.

    Tell it each deal (:meth:`dealt`) and each move (:meth:`moved`) with the events as the
    player saw them; :meth:`restored` goes back (or forward) to a state seen before (undo,
    redo), :meth:`resumed` starts in the middle of a hand (a saved game).
    """

    def __init__(self, player: int = 0) -> None:
        self.player = player
        self.profile = OpponentProfile()
        #: Every state of this hand seen, with the hand's events up to it (the undone ones stay for redo).
        self._states: list[tuple[Match, tuple[Event, ...]]] = []
        self._at = -1

    @property
    def events(self) -> tuple[Event, ...]:
        """This hand's events so far (at the state shown now)."""
        return self._states[self._at][1] if self._states else ()

    def new_game(self) -> None:
        self.profile = OpponentProfile()
        self._states, self._at = [], -1

    def dealt(self, match: Match, events: Iterable[Event]) -> None:
        """A new hand was dealt: what the finished one showed goes into the profile (as the expert learns it)."""
        if self.events:
            self.profile = self.profile.after_hand(self.player, self.events, match.rules)
        self._states, self._at = [(match, tuple(events))], 0

    def resumed(self, match: Match, events: Iterable[Event]) -> None:
        """A saved game carried on: ``events`` are its hand's so far (the earlier hands are not known)."""
        self.new_game()
        self._states, self._at = [(match, tuple(events))], 0

    def moved(self, match: Match, events: Iterable[Event]) -> None:
        """A move was made (``match``: the state after it); a move undone before it is forgotten."""
        del self._states[self._at + 1:]
        self._states.append((match, self.events + tuple(events)))
        self._at = len(self._states) - 1

    def restored(self, match: Match) -> None:
        """An earlier (or, redone, later) state of this hand is back."""
        for index, (state, _) in enumerate(self._states):
            if state is match:
                self._at = index
                return

    def request(self, view: PlayerView, seed: int) -> HintRequest:
        """What the hint for ``view`` (the player's view now) is worked out from, for a seat seeded with ``seed``."""
        return HintRequest(view, self.events, self.profile, seed)
