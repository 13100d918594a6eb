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

from ginqt.ui.text.core import fill, tr

__all__ = ["opponent_description", "opponent_label", "variant_description", "variant_label", "variant_title"]


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


def opponent_description(name: str, registered: str) -> str:
    """What a built-in opponent does, in the player's language; a plugin's opponent by its own
    ``registered`` description (a plugin writes its own words)."""
    return {"easy": tr("Easy, as in the classic 1993 DOS Gin Rummy by David Teach: always throws its highest "
                       "unmatched card, knocks at once"),
            "standard": tr("A sound club player: takes discards that meld, discards by deadwood and meld potential, "
                           "avoids feeding your melds, knocks early and later only with little deadwood"),
            "expert": tr("An expert: reads your hand from what you take, refuse and throw, weighs every move on "
                         "sampled deals, knocks when the undercut risk is low, and plays the score"),
            }.get(name) or registered


def variant_description(name: str, registered: str) -> str:
    """What a built-in rule variant changes, in the player's language; a plugin's by its own words."""
    return {"standard": tr("Knock with 10 or less; gin 25, undercut 25; to 100, as in the classic 1993 DOS Gin Rummy "
                           "by David Teach"),
            "classic": tr("The older scoring of the classic 1993 DOS Gin Rummy by David Teach: gin 20, "
                            "undercut 10"),
            "oklahoma": tr("The first upcard sets the knock limit (ace: gin only); a spade doubles"),
            "straight": tr("Straight gin: no knocking, every hand is won by gin"),
            "space-cowboy": tr("Tommy's Space Cowboy Gin (1987): the upcard showing sets the knock limit; box, game "
                               "and shutout bonuses"),
            "tommy": tr("Tommy's Gin Rummy (1987): box, game and shutout bonuses"),
            "palm": tr("GinRummy 1.2 for the PalmPilot: game, box and flat shutout bonuses"),
            "eaai": tr("The AI challenge's rules (EAAI): gin 25, undercut 25, no bonuses; the hand is dead when two "
                       "stock cards are left; a card taken from the pile may not be thrown back; who plays first "
                       "alternates"),
            "hollywood": tr("Hollywood: three games to 100 scored at once; win two of three"),
            }.get(name) or registered
