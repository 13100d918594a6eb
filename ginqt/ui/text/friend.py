"""The words of a friend's game: the table messages, the link's state, how a game with a friend ended."""

from __future__ import annotations

from ginqt.rules import Rules
from ginqt.ui.text.core import fill, tr
from ginqt.ui.text.names import variant_label

__all__ = ["countdown_text", "dropped_text", "fault_text", "left_text", "main_rules", "phrase_texts", "unfair_text"]


def phrase_texts() -> dict[str, str]:
    """The table messages a player may send (the protocol's ``PHRASES``), as the menu and the bubble say them."""
    return {"hello": tr("Hello"), "good-game": tr("Good game"), "well-played": tr("Well played"),
            "one-more": tr("One more?")}


def countdown_text(seconds: float) -> str:
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


def dropped_text(name: str, seconds: float) -> str:
    """The banner while the friend's connection is down."""
    return fill(tr("%1's connection dropped — waiting for it to come back (%2)"), name, countdown_text(seconds))


def fault_text(name: str, what: str) -> str:
    """What the friend's side did that stopped the game (``what``: the protocol's plain sentence, in English)."""
    return fill(tr("%1 %2.\n\nThe game was stopped and recorded as abandoned; nobody won it."), name,
                what.rstrip("."))


def left_text(name: str, why: str) -> str:
    """The friend left (or its connection did not come back)."""
    return fill(tr("%1 %2.\n\nThe game is recorded as abandoned, not as a win."), name, why.rstrip("."))


def unfair_text() -> str:
    """Why undo, hints, demo mode and open hands are off in a friend's game."""
    return tr("Not in a game with a friend: it would not be fair")


def main_rules(variant: str, rules: Rules) -> list[str]:
    """The main options of ``rules`` in words, one line each (the agreement and the invitation show them)."""
    lines = [fill(tr("Rules: %1"), variant_label(variant)),
             fill(tr("Game to %1 points"), rules.score_limit) if rules.score_limit else tr("One hand")]
    if not rules.knocking:
        lines.append(tr("Gin only: no knocking"))
    else:
        lines.append(fill(tr("Knock with %1 or less deadwood"), rules.knock_limit))
    lines.append(fill(tr("Gin bonus %1, undercut bonus %2"), rules.gin_bonus, rules.undercut_bonus))
    if rules.big_gin:
        lines.append(fill(tr("Big gin (eleven cards) scores %1"), rules.big_gin_bonus))
    if rules.spade_doubles:
        lines.append(tr("A spade as the first upcard doubles the hand"))
    if not rules.layoffs:
        lines.append(tr("No laying off"))
    return lines
