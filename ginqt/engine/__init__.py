"""The rules engine: pure Python, no Qt.

Everything a player can do is an :class:`Action`; :meth:`HandState.legal_actions`
lists them and :meth:`HandState.apply` returns the next frozen state.  A
:class:`Match` plays hands to the score limit.  ``view(state, player)`` is what a
player may see.
"""

from ginqt.engine.actions import Action, ActionKind, IllegalActionError, Phase, Refusal
from ginqt.engine.deals import DealSecret
from ginqt.engine.events import Event, EventKind
from ginqt.engine.hand import HandResult, HandState, deal
from ginqt.engine.match import GameScore, HandRecord, Match, MatchOutcome, game_result
from ginqt.engine.settle import LayoffBlock, NotAKnockError, Settlement, SettlementKind, Side, layoff_block, settle
from ginqt.engine.turns import parse_turns, turns_text
from ginqt.engine.view import PlayerView

__all__ = [
    "Action",
    "ActionKind",
    "DealSecret",
    "Event",
    "EventKind",
    "GameScore",
    "HandRecord",
    "HandResult",
    "HandState",
    "IllegalActionError",
    "LayoffBlock",
    "Match",
    "MatchOutcome",
    "NotAKnockError",
    "Phase",
    "PlayerView",
    "Refusal",
    "Settlement",
    "SettlementKind",
    "Side",
    "deal",
    "game_result",
    "layoff_block",
    "parse_turns",
    "settle",
    "turns_text",
    "view",
]


def view(state: Match | HandState, player: int) -> PlayerView:
    """What ``player`` may see of a match or hand."""
    return PlayerView.of(state, player)
