"""The start without Qt (the plugins, :func:`player_source`), and the first game: the welcome (the old
programs' title screen), or straight to the table.

:func:`start_first_game` is what :func:`ginqt.ui.app.run_app` does when no saved game is
resumed: ``--go`` or the start-directly preference (the 1993 DOS program's GO) deal at once;
otherwise the welcome asks (the name, once) and its answer deals a game, starts a demo, or
opens the full new-game form.  Closing the welcome still deals a game with the current
settings.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ginqt.plugins.players import PlayerSource
from ginqt.ui.options import GameOptions

if TYPE_CHECKING:
    from ginqt.ui.dialogs.welcome import WelcomeChoice
    from ginqt.ui.window import MainWindow

__all__ = ["player_source", "start_first_game"]


def player_source(options: GameOptions) -> PlayerSource:
    """The plugins, as the command line asks (``--disable-plugin-autoload``, ``-p no:NAME``, ``--trust NAME``)."""
    chosen = options.plugins
    source = PlayerSource(autoload=chosen.autoload, blocked=chosen.blocked, modules=chosen.modules,
                          trusted=chosen.trusted)
    source.guessable_seed = options.seed  # a bot could work out these deals: said once
    unknown = source.plugins.unknown_trusted(chosen.trusted) if source.plugins is not None else None
    if unknown is not None:
        print(f"ginqt: warning: {unknown}", file=sys.stderr, flush=True)
    return source


def start_first_game(window: MainWindow, go: bool) -> WelcomeChoice | None:
    """Deal the first game of this run in ``window``; the welcome's choice (``None``: not shown).

    ``go``: ``--go`` (or a scripted run), deal at once without asking.
    """
    if go or window.prefs.start_directly:
        window.new_game()
        return None
    from ginqt.ui.dialogs.welcome import WelcomeChoice, WelcomeDialog  # only now: a scripted start needs none

    dialog = WelcomeDialog(window.prefs, window.source, window)
    dialog.rulesRequested.connect(window.show_help)
    window.run_dialog(dialog)
    choice = dialog.choice
    prefs = window.prefs
    try:
        name = dialog.name()
    except ValueError:  # closed with a name that cannot be used: keep the one there was
        name = prefs.name
    window.apply_preferences(prefs.replace(name=name, opponent=dialog.opponent_name(), welcomed=True))
    if choice is WelcomeChoice.DEMO:
        window.new_game(demo=True)
    elif choice is not WelcomeChoice.OPTIONS or not window.new_game_dialog(confirm=False):
        if window.controller.session is None:
            window.new_game()
    return choice
