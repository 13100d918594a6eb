"""The players of a demo game, where the computer plays both hands: named by who plays them, never "You"."""

from __future__ import annotations

from ginqt.ui.text.core import fill, tr
from ginqt.ui.text.names import opponent_label

__all__ = ["DEMO_PLAYER", "demo_names", "table_names"]

#: The built-in player that plays the person's seat in a demo (the window seats it there).
DEMO_PLAYER = "standard"


def demo_names(opponent: str) -> tuple[str, str]:
    """The two players of a demo by the levels that play them: the person's seat (``DEMO_PLAYER``) and the
    ``opponent``'s (``Standard`` and ``Expert``); the same level twice, by where they sit.

    >>> demo_names("expert"), demo_names("standard")
    (('Standard', 'Expert'), ('Standard (below)', 'Standard (above)'))
    """
    below, above = opponent_label(DEMO_PLAYER), opponent_label(opponent)
    if below == above:
        return fill(tr("%1 (below)"), below), fill(tr("%1 (above)"), above)
    return below, above


def table_names(names: tuple[str, str], demo: bool, opponent: str = DEMO_PLAYER) -> tuple[str, str]:
    """The players as the table names them everywhere (board, messages, panels): a demo's by who plays them
    (``opponent``: the id of the opponent's player)."""
    return demo_names(opponent) if demo else names
