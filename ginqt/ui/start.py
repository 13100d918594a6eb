"""The first game at start: the welcome (the old programs' title screen), or straight to the table.

:func:`start_first_game` is what :func:`ginqt.ui.app.run_app` does when no saved game is
resumed: ``--go`` or the start-directly preference (the 1993 DOS program's GO) deal at once;
otherwise the welcome asks (the name, once) and its answer deals a game, starts a demo, or
opens the full new-game form.  Closing the welcome still deals a game with the current
settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ginqt.ui.dialogs.welcome import WelcomeChoice
    from ginqt.ui.window import MainWindow

__all__ = ["start_first_game"]


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
        if window.controller.match is None:
            window.new_game()
    return choice
