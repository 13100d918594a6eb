"""The welcome's words, and the names a player reads for opponents and rule variants."""

from __future__ import annotations

from ginqt.ui.text.core import fill, tr

__all__ = ["game_summary", "opponent_label", "variant_label"]


def opponent_label(name: str, plugin: bool = False) -> str:
    """An opponent as a player reads it: the built-in levels Easy, Standard, Expert; a plugin's
    opponent by its registered name, marked as a plugin's ("Cautious (plugin)")."""
    levels = {"easy": tr("Easy"), "standard": tr("Standard"), "expert": tr("Expert")}
    if not plugin and name in levels:
        return levels[name]
    label = name.replace("-", " ").replace("_", " ")
    label = label[:1].upper() + label[1:]
    return fill(tr("%1 (plugin)"), label) if plugin else label


def variant_label(name: str) -> str:
    """A rule variant as a player reads it ("Oklahoma", "Straight gin"); another plugin's by its name."""
    names = {"standard": tr("Standard"), "classic": tr("Classic (gin 20, undercut 10)"),
             "oklahoma": tr("Oklahoma"), "straight": tr("Straight gin"), "space-cowboy": tr("Space Cowboy"),
             "tommy": tr("Tommy's Gin Rummy"), "palm": tr("PalmPilot rules"), "eaai": tr("AI challenge (EAAI)"),
             "hollywood": tr("Hollywood")}
    if name in names:
        return names[name]
    label = name.replace("-", " ").replace("_", " ")
    return label[:1].upper() + label[1:]


def game_summary(variant: str, score_limit: int, opponent: str) -> str:
    """The game the welcome deals, in one line: "Standard rules to 100 points, against the Easy computer"."""
    to = tr("one hand") if score_limit == 0 else fill(tr("%1 points"), score_limit)
    return fill(tr("%1 rules, to %2, against the %3 computer."), variant, to, opponent)
