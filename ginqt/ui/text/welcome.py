"""The welcome's words (the names a player reads for opponents and variants are in ``ginqt.ui.text.names``)."""

from __future__ import annotations

from ginqt.ui.text.core import fill, tr

__all__ = ["game_summary"]


def game_summary(variant: str, score_limit: int, opponent: str) -> str:
    """The game the welcome deals, in one line: "Standard rules to 100 points, against the Easy computer"."""
    to = tr("one hand") if score_limit == 0 else tr("%n points", None, score_limit)
    return fill(tr("%1 rules, to %2, against the %3 computer."), variant, to, opponent)
