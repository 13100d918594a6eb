"""The marks the table puts on cards: a colour bar over (or under) a card or a pile, saying that it
is in a set or a run, that the opponent took it, that it was laid off, or that the hint advises it.

The table decides which card bears which (:mod:`ginqt.ui.table.snapshot`) and colours them
(:mod:`ginqt.ui.table.theme`); :mod:`ginqt.ui.text` words them (the sign each bar carries, the
legend).  Both ask here, so neither imports the other.  No Qt.
"""

from __future__ import annotations

from enum import Enum

__all__ = ["Bar"]


class Bar(Enum):
    """A colour bar over (or under) a card or a pile; each carries a mark too (``text.bar_marks``), so
    that none is told by its colour alone."""

    SET = "set"  #: blue
    RUN = "run"  #: green
    TAKEN = "taken"  #: red over the discard pile: the computer took the discard
    LAID_OFF = "laid-off"  #: red over and under a card laid off on the knocker's melds
    HINT = "hint"  #: yellow: the advised card or pile
