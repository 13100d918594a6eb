"""Test drivers for scripted runs of the game (hidden options ``--autoplay N`` and ``--print-state``).

They play and read the game only through the controller, as a person at the table
would; nothing here decides a rule.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

from ginqt.cards import Card, CardSet
from ginqt.engine import Action, ActionKind, Match, Phase, PlayerView
from ginqt.play.session import HUMAN, KnockAnswer
from ginqt.ui.game.controller import Controller

__all__ = ["AutoPlayer", "state_line", "state_snapshot"]


def state_snapshot(match: Match | None, moves: int | None = None) -> dict[str, Any]:
    """Everything that must survive a restart: the hands, the piles, the scores, whose turn it is.

    What the person may not see (the computer's hand and the stock in its order) is given as one fingerprint:
    enough to tell that a restart kept the same cards, never the cards (``--print-state`` is a command anyone
    can run; the two together are far too many to try)."""
    if match is None:
        return {}
    hand = match.hand
    return {
        "hand_number": match.hand_number,
        "phase": hand.phase.name,
        "to_play": hand.to_play,
        "dealer": hand.dealer,
        "hand": CardSet(hand.hands[HUMAN]).text,
        "hidden": _fingerprint(f"{CardSet(hand.hands[1 - HUMAN]).text}/{' '.join(Card(c).text for c in hand.stock)}"),
        "stock_count": len(hand.stock),
        "discard_pile": [Card(card).text for card in hand.discard_pile],
        "scores": list(match.scores),
        "hands_finished": len(match.history),
        "moves": moves,
    }


def _fingerprint(text: str) -> str:
    return hashlib.sha256(f"ginqt-state/{text}".encode()).hexdigest()[:16]


def state_line(match: Match | None, moves: int | None = None) -> str:
    return json.dumps(state_snapshot(match, moves), sort_keys=True)


class AutoPlayer(QObject):
    """Plays the person's hand through the controller's intents (``choose``'s move) for ``moves`` moves.

    Then it stops and calls ``idle`` once, when it is the person's turn again.
    """

    def __init__(self, controller: Controller, choose: Callable[[PlayerView], Action], moves: int,
                 idle: Callable[[], None]) -> None:
        super().__init__(controller)
        self.controller = controller
        self.choose = choose
        self.left = moves
        self.idle = idle
        self._idle_called = False
        controller.legalActionsChanged.connect(self._legal)
        controller.knockQuestion.connect(lambda _question: QTimer.singleShot(0, self._answer))
        controller.handEnded.connect(self._hand_ended)

    def start(self) -> None:
        """Play now if it is the person's turn already (later moves follow the controller's signals)."""
        if self.controller.human_to_act:
            QTimer.singleShot(0, self._play)

    def _legal(self, legal: object) -> None:
        if legal:
            QTimer.singleShot(0, self._play)

    def _answer(self) -> None:
        if self.controller.question is not None:
            self.controller.answer_knock(KnockAnswer.KNOCK)

    def _play(self) -> None:
        c = self.controller
        if not c.human_to_act or c.match is None or c.question is not None:
            return
        if self.left <= 0:
            if not self._idle_called:
                self._idle_called = True
                self.idle()
            return
        action = self.choose(c.match.view(HUMAN))
        self.left -= 1
        kind = action.kind
        if kind is ActionKind.TAKE_UPCARD:
            c.take_upcard()
        elif kind is ActionKind.PASS:
            c.pass_upcard()
        elif kind is ActionKind.DRAW_STOCK:
            c.draw_stock()
        elif kind is ActionKind.DRAW_DISCARD:
            c.draw_pile()
        elif kind is ActionKind.BIG_GIN:
            c.big_gin()
        elif action.card is not None:
            c.play_card(int(action.card))

    def _hand_ended(self, _result: object) -> None:
        # on to the next hand even when its last move ended this one: the person's turn comes again, and the idle
        if not self.controller.game_over() and not self.controller.demo:
            QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        c = self.controller
        if c.match is not None and c.match.hand.phase is Phase.OVER and not c.game_over():
            c.next()
