"""Test drivers for scripted runs of the game (hidden options ``--autoplay N`` and ``--print-state``).

They play and read the game only through the controller, as a person at the table
would; nothing here decides a rule.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from ginqt.engine import Action, ActionKind, PlayerView
from ginqt.play.session import GameSession, KnockAnswer
from ginqt.ui.game.controller import Controller

__all__ = ["AutoPlayer", "state_line"]


def state_line(session: GameSession | None, moves: int | None = None) -> str:
    """``--print-state``'s line: :meth:`GameSession.state` as JSON (empty for no game)."""
    return json.dumps(session.state(moves) if session is not None else {}, sort_keys=True)


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
        if not c.human_to_act or c.session is None or c.question is not None:
            return
        if self.left <= 0:
            if not self._idle_called:
                self._idle_called = True
                self.idle()
            return
        action = self.choose(c.session.view())
        self.left -= 1
        intents = {ActionKind.TAKE_UPCARD: c.take_upcard, ActionKind.PASS: c.pass_upcard,
                   ActionKind.DRAW_STOCK: c.draw_stock, ActionKind.DRAW_DISCARD: c.draw_pile,
                   ActionKind.BIG_GIN: c.big_gin}
        if action.kind in intents:
            intents[action.kind]()
        elif action.card is not None:
            c.play_card(int(action.card))

    def _hand_ended(self, _result: object) -> None:
        # on to the next hand even when its last move ended this one: the person's turn comes again, and the idle
        if not self.controller.game_over() and not self.controller.demo:
            QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        c = self.controller
        if c.session is not None and c.session.hand_over and not c.game_over():
            c.next()
