"""The one move syntax of a game's moves as text: a turn a token (records, saved games).

Every action has a token of its own (:attr:`Action.text <ginqt.engine.Action.text>`,
:meth:`Action.parse <ginqt.engine.Action.parse>`; engines speak these, one at a time)::

    pass pass stock QH stock KS pile 9D stock knock:6S

A hand's moves (:func:`turns_text`, :func:`parse_turns`) write a turn as one token and leave
out what the rules give: a draw from the stock is not written, a draw from the discard
pile (or taking the first upcard) is a ``+`` before the discard::

    pass pass QH KS +9D knock:6S

A token is ``pass``; or a turn: ``+`` or nothing (the draw), then what ends the turn: a
card (discarded), ``knock:CARD`` (with chosen melds ``knock:9C/AS.2S.3S/7H.7D.7C``) or
``big-gin``; ``play-to-gin`` is a turn's draw and the declaration, its discard the next
token.  A draw that nothing follows (a game left in the middle of a turn) is written as
its own word: ``stock``, ``pile`` or ``take``, and so is any action the turns cannot say.
A ``+`` takes the first upcard when it is offered (the classic offer, before the first
draw of the hand), else the card on the discard pile.

>>> from ginqt.rules import Rules
>>> moves = parse_turns("pass pass QH KS +9D knock:6S", Rules())
>>> " ".join(action.text for action in moves)
'pass pass stock QH stock KS pile 9D stock knock:6S'
>>> turns_text(moves, Rules())
'pass pass QH KS +9D knock:6S'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from ginqt.engine.actions import Action, ActionKind
from ginqt.rules import Rules, UpcardOffer

__all__ = ["PILE_MARK", "parse_turns", "turns_text"]

#: Marks a turn whose card was drawn from the discard pile (or that took the first upcard).
PILE_MARK: Final = "+"
#: The words that are a token of their own in a turn (a draw that nothing follows, or a pass).
_OWN_WORDS: Final = ("take", "pass", "stock", "pile")
#: The actions that end a turn or declare in it: what follows a draw in a turn's token.
_AFTER_DRAW: Final = frozenset((ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.BIG_GIN, ActionKind.PLAY_TO_GIN))
_DRAWS: Final = frozenset((ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD))


class _Turns:
    """Where a hand's token stream stands: what an unwritten draw is, and whether one is due."""

    def __init__(self, rules: Rules) -> None:
        self.offered = rules.upcard_offer is UpcardOffer.CLASSIC  # the first upcard is offered, not drawn
        self.drawn = False  #: the player to move has drawn (or declared): the next token has no draw in it

    def pile_draw(self) -> ActionKind:
        """What a ``+`` draws now: the first upcard while it is offered, else the discard pile's card."""
        return ActionKind.TAKE_UPCARD if self.offered else ActionKind.DRAW_DISCARD

    def played(self, kind: ActionKind) -> None:
        if kind in _DRAWS:
            self.offered, self.drawn = False, True
        elif kind is not ActionKind.PLAY_TO_GIN:  # a declaration: the same player discards next
            self.drawn = False


def turns_text(moves: Sequence[Action], rules: Rules) -> str:
    """A hand's moves as version 2 writes them (see the module's description); :func:`parse_turns` reads it."""
    state = _Turns(rules)
    tokens: list[str] = []
    at = 0
    while at < len(moves):
        action = moves[at]
        after = moves[at + 1] if at + 1 < len(moves) else None
        if not state.drawn and after is not None and after.kind in _AFTER_DRAW and action.kind in (
                ActionKind.DRAW_STOCK, state.pile_draw()):
            mark = "" if action.kind is ActionKind.DRAW_STOCK else PILE_MARK
            tokens.append(mark + after.text)
            for kind in (action.kind, after.kind):
                state.played(kind)
            at += 2
            continue
        if not state.drawn and action.kind in _AFTER_DRAW:
            raise ValueError(f"{action.text} without a draw before it cannot be written")
        tokens.append(action.text)
        state.played(action.kind)
        at += 1
    return " ".join(tokens)


def parse_turns(tokens: str | Iterable[str], rules: Rules) -> tuple[Action, ...]:
    """The actions of a hand's tokens (:func:`turns_text`: the text, or its tokens); ``ValueError`` names the
    token that is not one."""
    state = _Turns(rules)
    moves: list[Action] = []
    for token in tokens.split() if isinstance(tokens, str) else tokens:
        try:
            if state.drawn or token in _OWN_WORDS:
                actions = [Action.parse(token)]
            elif token.startswith(PILE_MARK):
                actions = [Action(state.pile_draw()), _after_draw(token[1:])]
            else:
                actions = [Action(ActionKind.DRAW_STOCK), _after_draw(token)]
        except ValueError as error:
            raise ValueError(f"{token[:40]!r} is not a move ({error})") from None
        for action in actions:
            moves.append(action)
            state.played(action.kind)
    return tuple(moves)


def _after_draw(token: str) -> Action:
    action = Action.parse(token)
    if action.kind not in _AFTER_DRAW:
        raise ValueError("a draw cannot follow a draw")
    return action
