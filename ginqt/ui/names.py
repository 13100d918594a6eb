"""The names a player reads for what plugins register by id: opponents and rule variants.

A strategy or variant is registered under an id (``standard``, ``space-cowboy``); the window
shows levels and rules by name instead (Easy, Standard, Expert; Oklahoma, Straight gin), and a
third-party plugin's by its id made readable and marked as a plugin's.

>>> variant_label("space-cowboy"), opponent_label("cautious", plugin=True)
('Space Cowboy', 'Cautious (plugin)')
>>> variant_title("oklahoma"), variant_title("my-rules")
('Oklahoma gin', 'My rules')
"""

from __future__ import annotations

from ginqt.ui.text import fill, tr

__all__ = ["opponent_label", "variant_label", "variant_title"]


def _readable(name: str) -> str:
    """A registered name as a label: ``space-cowboy`` -> ``Space cowboy``."""
    label = name.replace("-", " ").replace("_", " ")
    return label[:1].upper() + label[1:]


def opponent_label(name: str, plugin: bool = False) -> str:
    """An opponent as a player reads it: the built-in levels Easy, Standard, Expert; a plugin's
    opponent by its registered name, marked as a plugin's ("Cautious (plugin)")."""
    levels = {"easy": tr("Easy"), "standard": tr("Standard"), "expert": tr("Expert")}
    if not plugin and name in levels:
        return levels[name]
    return fill(tr("%1 (plugin)"), _readable(name)) if plugin else _readable(name)


def variant_label(name: str) -> str:
    """A rule variant as a player reads it ("Oklahoma", "Straight gin"); another plugin's by its name."""
    return {"standard": tr("Standard"), "classic": tr("Classic (gin 20, undercut 10)"), "oklahoma": tr("Oklahoma"),
            "straight": tr("Straight gin"), "space-cowboy": tr("Space Cowboy"), "tommy": tr("Tommy's Gin Rummy"),
            "palm": tr("PalmPilot rules"), "eaai": tr("AI challenge (EAAI)"),
            "hollywood": tr("Hollywood")}.get(name) or _readable(name)


def variant_title(name: str) -> str:
    """A rule variant as the table's score board titles it, short ("Oklahoma gin"); another plugin's by its name."""
    return {"standard": tr("Gin rummy"), "classic": tr("Classic gin"), "oklahoma": tr("Oklahoma gin"),
            "straight": tr("Straight gin"), "space-cowboy": tr("Space Cowboy gin"), "tommy": tr("Tommy's gin"),
            "palm": tr("PalmPilot gin"), "eaai": tr("EAAI gin"), "hollywood": tr("Hollywood gin")}.get(name) \
        or _readable(name)
