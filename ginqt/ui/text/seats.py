"""The players of a demo game, where the computer plays both hands: named by their seats, never "You"."""

from __future__ import annotations

from ginqt.ui.text.core import tr

__all__ = ["demo_names", "table_names"]


def demo_names() -> tuple[str, str]:
    """The two players of a demo as the end of a hand and of the game name them: the person's seat at the
    bottom of the table (South) and the opponent's at the top (North), both played by the computer."""
    return tr("South"), tr("North")


def table_names(names: tuple[str, str], demo: bool) -> tuple[str, str]:
    """The players as the table names them everywhere (board, messages, panels): a demo's by their seats."""
    return demo_names() if demo else names
