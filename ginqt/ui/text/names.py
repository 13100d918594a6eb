"""The names a player reads for what plugins register by id, in the player's language: opponents and rule variants.

A strategy or variant is registered under an id (``standard``, ``space-cowboy``); the window
shows levels and rules by name instead (Easy, Standard, Expert; Oklahoma, Straight gin), and a
third-party plugin's by its id made readable and marked as a plugin's.  The English words are
:mod:`ginqt.plugins.names`' (the command line prints them); here they are translated.

>>> variant_label("space-cowboy"), opponent_label("cautious", plugin=True)
('Space Cowboy', 'Cautious (plugin)')
>>> variant_title("oklahoma"), variant_title("my-rules")
('Oklahoma gin', 'My rules')
"""

from __future__ import annotations

from ginqt.plugins import names
from ginqt.ui.text.core import fill, tr

__all__ = ["opponent_description", "opponent_label", "variant_description", "variant_label", "variant_title"]


def opponent_label(name: str, plugin: bool = False) -> str:
    """An opponent as a player reads it: the built-in levels Easy, Standard, Expert; a plugin's
    opponent by its registered name, marked as a plugin's ("Cautious (plugin)")."""
    if not plugin and name in names.OPPONENTS:
        return tr(names.OPPONENTS[name])
    return fill(tr("%1 (plugin)"), names.readable(name)) if plugin else names.readable(name)


def variant_label(name: str) -> str:
    """A rule variant as a player reads it ("Oklahoma", "Straight gin"); another plugin's by its name."""
    return tr(names.VARIANTS[name]) if name in names.VARIANTS else names.readable(name)


def variant_title(name: str) -> str:
    """A rule variant as the table's score board titles it, short ("Oklahoma gin"); another plugin's by its name."""
    return tr(names.VARIANT_TITLES[name]) if name in names.VARIANT_TITLES else names.readable(name)


def opponent_description(name: str, registered: str) -> str:
    """What a built-in opponent does, in the player's language; a plugin's opponent by its own
    ``registered`` description (a plugin writes its own words)."""
    return tr(names.OPPONENT_DESCRIPTIONS[name]) if name in names.OPPONENT_DESCRIPTIONS else registered


def variant_description(name: str, registered: str) -> str:
    """What a built-in rule variant changes, in the player's language; a plugin's by its own words."""
    return tr(names.VARIANT_DESCRIPTIONS[name]) if name in names.VARIANT_DESCRIPTIONS else registered
