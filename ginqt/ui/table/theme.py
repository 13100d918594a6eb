"""The table's colours, worked out from the felt: text that reads on any table colour.

The PalmPilot program had "auto text contrast": white text on a dark background,
black on a light one.  :func:`theme_for` does the same for every colour the table
draws with (text, the instruction's accent, pile outlines, the colour bars' edges),
choosing by the WCAG contrast ratio, and gives the high-contrast theme: a black
table, white and yellow text, brighter and thicker bars.  Colours are ``#rrggbb``
text; nothing here knows Qt.

>>> theme_for("#2f7d46").text, theme_for("#e9e4d0").text
('#ffffff', '#1b1b1b')
>>> contrast(theme_for("#e9e4d0").soft, "#e9e4d0") >= 4.5
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from types import MappingProxyType

from ginqt.ui.game.marks import Bar

__all__ = ["BAR_COLOURS", "HIGH_CONTRAST_TABLE", "Theme", "contrast", "luminance", "mix", "text_scale", "theme_for"]

#: The colour bars of the old programs: sets blue, runs green, red for a pile draw and laid-off cards, hints yellow.
BAR_COLOURS: Mapping[Bar, str] = MappingProxyType(
    {Bar.SET: "#2f6fde", Bar.RUN: "#23b14d", Bar.TAKEN: "#e0262b", Bar.LAID_OFF: "#e0262b", Bar.HINT: "#ffd400"})
_BRIGHT_BARS: Mapping[Bar, str] = MappingProxyType(
    {Bar.SET: "#4da6ff", Bar.RUN: "#33ff66", Bar.TAKEN: "#ff3333", Bar.LAID_OFF: "#ff3333", Bar.HINT: "#ffff00"})
HIGH_CONTRAST_TABLE = "#000000"
WHITE, INK = "#ffffff", "#1b1b1b"


def _rgb(colour: str) -> tuple[int, int, int]:
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def luminance(colour: str) -> float:
    """The relative luminance (WCAG 2): 0 for black, 1 for white."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def mix(a: str, b: str, share_of_b: float) -> str:
    """``a`` with ``share_of_b`` (0..1) of ``b`` mixed in."""
    return "#" + "".join(f"{round(x + (y - x) * share_of_b):02x}" for x, y in zip(_rgb(a), _rgb(b), strict=True))


def _readable(candidates: tuple[str, ...], background: str, wanted: float = 4.5) -> str:
    """The first of ``candidates`` that reads on ``background`` (else the one that reads best)."""
    for colour in candidates:
        if contrast(colour, background) >= wanted:
            return colour
    return max(candidates, key=lambda colour: contrast(colour, background))


@dataclass(frozen=True, slots=True)
class Theme:
    """Every colour the table draws with, for one felt."""

    table: str  #: the felt
    light: bool  #: dark text on a light felt
    high_contrast: bool
    text: str  #: names, scores, what happened
    soft: str  #: captions, keys, the legend
    accent: str  #: the one instruction, the player to move, the hint
    outline: str  #: empty piles' outlines, the edge of the colour bars on a light table
    bars: Mapping[Bar, str] = field(default_factory=lambda: BAR_COLOURS)
    bar_height: float = 8.0
    panel: str = "#0d2a18"  #: the result panel and the score board (drawn a little transparent)
    panel_text: str = WHITE
    panel_accent: str = "#ffd400"
    panel_edge: str = WHITE
    button: str = "#a3211b"
    button_hover: str = "#d0342c"
    button_text: str = WHITE
    button_lit: str = "#ffd400"  #: a button that is on (a knock armed) or advised
    edge_width: float = 2.0  #: lines around panels and buttons
    text_scale: float = 1.0  #: large text: the table's words this many times their size


def text_scale(text_size: int) -> float:
    """The text size preference (percent of normal, ``Preferences.text_size``) as a factor.

    >>> text_scale(100), text_scale(150), text_scale(40)
    (1.0, 1.5, 1.0)
    """
    return max(1.0, text_size / 100)


def theme_for(table: str, high_contrast: bool = False, scale: float = 1.0) -> Theme:
    """The colours for a table of colour ``table`` (``#rrggbb``), or the high-contrast theme; the
    table's words ``scale`` times their size (large text)."""
    theme = _colours(table, high_contrast)
    return theme if scale == 1.0 else replace(theme, text_scale=scale)


@lru_cache(maxsize=64)  # a Theme is frozen: each table colour's is worked out once (the start asks ~75 times)
def _colours(table: str, high_contrast: bool) -> Theme:
    if high_contrast:
        return Theme(HIGH_CONTRAST_TABLE, False, True, WHITE, WHITE, "#ffff00", WHITE, _BRIGHT_BARS, 11.0,
                     panel="#000000", panel_text=WHITE, panel_accent="#ffff00", panel_edge="#ffff00",
                     button="#000000", button_hover="#333333", button_text="#ffff00", button_lit="#ffff00",
                     edge_width=3.0)
    light = contrast(INK, table) > contrast(WHITE, table)
    text = _readable((INK, "#000000"), table) if light else WHITE
    soft = _readable((mix(text, table, 0.25), mix(text, table, 0.1), text), table)
    # the accent is for large bold text (the instruction): WCAG asks a contrast of 3 for it
    accent = _readable(("#7a4a00", "#5c3700", text) if light else ("#ffd400", "#fff176", WHITE), table, 3.0)
    if light:  # a light panel with dark text on a light table
        return Theme(table, True, False, text, soft, accent, mix(text, table, 0.45), BAR_COLOURS,
                     panel=mix(table, WHITE, 0.6), panel_text=INK, panel_accent=accent, panel_edge=mix(INK, table, 0.4))
    return Theme(table, False, False, text, soft, accent, mix(text, table, 0.45), BAR_COLOURS,
                 panel=mix(table, "#000000", 0.72))
