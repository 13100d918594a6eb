"""The moments of a game: how a hand ended (a knock, gin, big gin, an undercut, a dead hand)
and how the game ended (won, lost, drawn), as the person at the table sees it.

The table celebrates them (:mod:`ginqt.ui.table.celebration`), the sound plays them
(:mod:`ginqt.ui.sound`) and :mod:`ginqt.ui.text` words them; all three ask here, so a
moment is decided once.  No Qt.

>>> from ginqt.engine import HandResult
>>> hand_moment(HandResult(dead=True))
<Moment.DEAD_HAND: 'dead hand'>
>>> game_moment(winner=1, person=0).good
False
>>> cheer(Moment.GAME_WON, shutout=True), cheer(Moment.UNDERCUT, shutout=False)
(<Cheer.SHUTOUT: 'shutout'>, None)
"""

from __future__ import annotations

from enum import Enum

from ginqt.engine import HandResult, Phase, PlayerView, SettlementKind
from ginqt.play.session import HUMAN
from ginqt.variants import MatchOutcome

__all__ = ["Cheer", "Moment", "cheer", "doubled", "game_moment", "hand_moment", "moment_of", "shutout"]


class Moment(Enum):
    """The end of a hand or of a game."""

    KNOCK = "knock"  #: a plain knock: the knocker won the hand
    GIN = "gin"
    BIG_GIN = "big gin"
    UNDERCUT = "undercut"  #: the knocker was undercut
    DEAD_HAND = "dead hand"
    GAME_WON = "game won"  #: by the person
    GAME_LOST = "game lost"
    GAME_DRAWN = "game drawn"

    @property
    def event(self) -> bool:
        """A moment the table makes an event of (emphasis, an animation, a sound of its own)."""
        return self in (Moment.GIN, Moment.BIG_GIN, Moment.UNDERCUT, Moment.GAME_WON, Moment.GAME_LOST)

    @property
    def game(self) -> bool:
        return self in (Moment.GAME_WON, Moment.GAME_LOST, Moment.GAME_DRAWN)

    @property
    def good(self) -> bool:
        """Good news for the person (only a game's end knows: a hand's depends on who won it)."""
        return self is Moment.GAME_WON


_KINDS = {SettlementKind.GIN: Moment.GIN, SettlementKind.BIG_GIN: Moment.BIG_GIN,
          SettlementKind.UNDERCUT: Moment.UNDERCUT, SettlementKind.KNOCK: Moment.KNOCK}


def hand_moment(result: HandResult) -> Moment:
    """How a finished hand ended."""
    if result.dead or result.settlement is None:
        return Moment.DEAD_HAND
    return _KINDS[result.settlement.kind]


def game_moment(winner: int | None, person: int = HUMAN) -> Moment:
    """How a finished game ended for ``person``."""
    if winner is None:
        return Moment.GAME_DRAWN
    return Moment.GAME_WON if winner == person else Moment.GAME_LOST


def moment_of(view: PlayerView, over: bool, winner: int | None) -> Moment | None:
    """The moment the person's ``view`` is at: the game's end (``over``, won by ``winner``), else the hand's end,
    else ``None`` (in play)."""
    if view.phase is not Phase.OVER or view.result is None:
        return None
    return game_moment(winner) if over else hand_moment(view.result)


class Cheer(Enum):
    """What the table celebrates (:mod:`ginqt.ui.table.celebration` plays it when animation is on)."""

    GIN = "gin"  #: gin or big gin, by either player: the cards are gathered to the hand's winner
    GAME_WON = "game won"  #: a game the person won
    SHUTOUT = "shutout"  #: a game the person won without the opponent winning a hand (:func:`shutout`)


def shutout(result: MatchOutcome | None) -> bool:
    """Was the game a shutout: won, the loser having won no hand, so scored nothing (Tommy's rules: "0 PV, a so-called
    shutout or schneider")?  The result panel, the celebration and the score history say so whether or not the rules
    reward it (:attr:`~ginqt.variants.MatchOutcome.shutout`: the rules' bonus or doubled margin applies).

    >>> from ginqt.engine import game_result
    >>> from ginqt.rules import Rules
    >>> shutout(game_result(Rules(), (116, 0), (5, 0), 0)), game_result(Rules(), (116, 0), (5, 0), 0).shutout
    (True, False)
    >>> shutout(game_result(Rules(), (116, 20), (5, 1), 0))
    False
    """
    if result is None or result.winner is None:
        return False
    return result.shutout or (result.engine and result.hands_won[1 - result.winner] == 0)


def doubled(result: MatchOutcome) -> int | None:
    """The winner's margin before a shutout doubled it (Tommy's rules), or ``None``: not doubled."""
    if not result.shutout or result.winner is None:
        return None
    margin = result.points[result.winner] - result.points[1 - result.winner]
    return margin if margin > 0 and result.net == 2 * margin else None


def cheer(moment: Moment, shutout: bool) -> Cheer | None:
    """The celebration of ``moment`` (``shutout``: the game was one, :func:`shutout`)."""
    if moment is Moment.GAME_WON:
        return Cheer.SHUTOUT if shutout else Cheer.GAME_WON
    if moment in (Moment.GIN, Moment.BIG_GIN):
        return Cheer.GIN
    return None
