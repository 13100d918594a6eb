"""The names a player reads for what plugins register by id, in English (the built-in levels and variants by name,
a third-party plugin's by its id made readable); the window translates them (:mod:`ginqt.ui.text.names`).

>>> opponent_name("expert"), opponent_name("cautious", plugin=True), variant_name("space-cowboy")
('Expert', 'Cautious (plugin)', 'Space Cowboy')
>>> variant_name("my_rules"), variant_title("oklahoma")
('My rules', 'Oklahoma gin')
"""

from __future__ import annotations

__all__ = ["OPPONENTS", "OPPONENT_DESCRIPTIONS", "VARIANTS", "VARIANT_DESCRIPTIONS", "VARIANT_TITLES",
           "opponent_name", "readable", "variant_name", "variant_title"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # (the name Qt's lupdate looks for)
    """``text`` as it is: marks it for the window's catalogues (``python -m ginqt.translations``)."""
    return text


#: The built-in levels
OPPONENTS = {"easy": QT_TRANSLATE_NOOP("", "Easy"), "standard": QT_TRANSLATE_NOOP("", "Standard"),
             "expert": QT_TRANSLATE_NOOP("", "Expert")}
#: What each built-in level does
OPPONENT_DESCRIPTIONS = {
    "easy": QT_TRANSLATE_NOOP("", "A beginner: takes a discard only when it melds, always throws its highest card "
                                  "that fits no meld, and knocks as soon as it can"),
    "standard": QT_TRANSLATE_NOOP("", "A sound club player: takes discards that meld, discards by deadwood and meld "
                                      "potential, avoids feeding your melds, knocks early and later only with little "
                                      "deadwood"),
    "expert": QT_TRANSLATE_NOOP("", "An expert: reads your hand from what you take, refuse and throw, weighs every "
                                    "move on sampled deals, knocks when the undercut risk is low, and plays the "
                                    "score"),
}
#: The built-in rule variants
VARIANTS = {
    "standard": QT_TRANSLATE_NOOP("", "Standard"), "classic": QT_TRANSLATE_NOOP("", "Classic (gin 20, undercut 10)"),
    "oklahoma": QT_TRANSLATE_NOOP("", "Oklahoma"), "straight": QT_TRANSLATE_NOOP("", "Straight gin"),
    "space-cowboy": QT_TRANSLATE_NOOP("", "Space Cowboy"), "tommy": QT_TRANSLATE_NOOP("", "Tommy's Gin Rummy"),
    "palm": QT_TRANSLATE_NOOP("", "PalmPilot rules"), "eaai": QT_TRANSLATE_NOOP("", "AI challenge (EAAI)"),
    "hollywood": QT_TRANSLATE_NOOP("", "Hollywood"),
}
#: The built-in rule variants as the table's score board titles them, short
VARIANT_TITLES = {
    "standard": QT_TRANSLATE_NOOP("", "Gin rummy"), "classic": QT_TRANSLATE_NOOP("", "Classic gin"),
    "oklahoma": QT_TRANSLATE_NOOP("", "Oklahoma gin"), "straight": QT_TRANSLATE_NOOP("", "Straight gin"),
    "space-cowboy": QT_TRANSLATE_NOOP("", "Space Cowboy gin"), "tommy": QT_TRANSLATE_NOOP("", "Tommy's gin"),
    "palm": QT_TRANSLATE_NOOP("", "PalmPilot gin"), "eaai": QT_TRANSLATE_NOOP("", "EAAI gin"),
    "hollywood": QT_TRANSLATE_NOOP("", "Hollywood gin"),
}
#: What each built-in rule variant changes
VARIANT_DESCRIPTIONS = {
    "standard": QT_TRANSLATE_NOOP("", "Knock with 10 or less; gin 25, undercut 25; to 100"),
    "classic": QT_TRANSLATE_NOOP("", "Knock with 10 or less; an older scoring: gin 20, undercut 10; to 100"),
    "oklahoma": QT_TRANSLATE_NOOP("", "The first upcard sets the knock limit (ace: gin only); a spade doubles"),
    "straight": QT_TRANSLATE_NOOP("", "Straight gin: no knocking, every hand is won by gin"),
    "space-cowboy": QT_TRANSLATE_NOOP("", "Tommy's Space Cowboy Gin (1987): the upcard showing sets the knock "
                                          "limit; box, game and shutout bonuses"),
    "tommy": QT_TRANSLATE_NOOP("", "Tommy's Gin Rummy (1987): box, game and shutout bonuses"),
    "palm": QT_TRANSLATE_NOOP("", "GinRummy 1.2 for the PalmPilot: game, box and flat shutout bonuses"),
    "eaai": QT_TRANSLATE_NOOP("", "The AI challenge's rules (EAAI): gin 25, undercut 25, no bonuses; the hand is "
                                  "dead when two stock cards are left; a card taken from the pile may not be thrown "
                                  "back; who plays first alternates"),
    "hollywood": QT_TRANSLATE_NOOP("", "Hollywood: three games to 100 scored at once; win two of three"),
}


def readable(name: str) -> str:
    """A registered name as a label: ``space-cowboy`` -> ``Space cowboy``."""
    label = name.replace("-", " ").replace("_", " ")
    return label[:1].upper() + label[1:]


def opponent_name(name: str, plugin: bool = False) -> str:
    """An opponent as a player reads it: the built-in levels by name; a plugin's opponent by its registered name,
    marked as a plugin's."""
    if not plugin and name in OPPONENTS:
        return OPPONENTS[name]
    return f"{readable(name)} (plugin)" if plugin else readable(name)


def variant_name(name: str) -> str:
    """A rule variant as a player reads it; another plugin's by its registered name."""
    return VARIANTS.get(name) or readable(name)


def variant_title(name: str) -> str:
    """A rule variant as the table's score board titles it, short; another plugin's by its registered name."""
    return VARIANT_TITLES.get(name) or readable(name)
