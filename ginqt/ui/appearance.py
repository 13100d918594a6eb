"""The look of everything around the table: high contrast and the text size reach every widget.

The table draws its own colours (:mod:`ginqt.ui.table.theme`); the menus, docks and dialogs
follow the application's palette and font.  :func:`apply_appearance` gives them the
high-contrast palette (black, white and yellow, as the table's high-contrast theme) and
the player's text size (a share of the system's font, so a large system font stays large),
and puts the system's back when the preference is off.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from ginqt.ui.table.theme import HIGH_CONTRAST_TABLE, WHITE, text_scale

__all__ = ["apply_appearance", "high_contrast_palette"]

HIGH_CONTRAST_ACCENT = "#ffff00"
HIGH_CONTRAST_INDICATORS = (
    "QCheckBox::indicator, QRadioButton::indicator, QGroupBox::indicator { width: 13px; height: 13px;"
    " border: 2px solid #ffffff; background: #000000; }"
    " QRadioButton::indicator { border-radius: 8px; }"
    " QCheckBox::indicator:checked, QRadioButton::indicator:checked, QGroupBox::indicator:checked"
    " { background: #ffff00; border-color: #ffff00; }"
    " QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #9a9a9a; }")
#: the system's palette and font as they were before GinQt changed them (per application)
_SYSTEM: dict[int, tuple[QPalette, QFont]] = {}


def high_contrast_palette() -> QPalette:
    """White text on black, yellow for what is selected or a link, grey for what is disabled."""
    black, white, yellow = QColor(HIGH_CONTRAST_TABLE), QColor(WHITE), QColor(HIGH_CONTRAST_ACCENT)
    palette = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    for colour_role, colour in ((role.Window, black), (role.WindowText, white), (role.Base, black),
                                (role.AlternateBase, QColor("#1a1a1a")), (role.Text, white), (role.Button, black),
                                (role.ButtonText, white), (role.BrightText, yellow), (role.Highlight, yellow),
                                (role.HighlightedText, black), (role.ToolTipBase, black), (role.ToolTipText, white),
                                (role.Link, yellow), (role.LinkVisited, yellow),
                                (role.PlaceholderText, QColor("#c0c0c0")),
                                (role.Light, white), (role.Midlight, QColor("#808080")), (role.Mid, QColor("#808080")),
                                (role.Dark, white), (role.Shadow, white)):
        palette.setColor(colour_role, colour)
    for colour_role in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, colour_role, QColor("#9a9a9a"))
    return palette


def apply_appearance(high_contrast: bool, text_size: int = 100) -> None:
    """The whole application in high contrast (or the system's palette) and its text at ``text_size``
    percent of the system's font."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    palette, font = _SYSTEM.setdefault(id(app), (QPalette(app.palette()), QFont(app.font())))
    app.setPalette(high_contrast_palette() if high_contrast else palette)
    # the styles draw check boxes and radio buttons in shades of the window colour: none on black
    sheet = HIGH_CONTRAST_INDICATORS if high_contrast else ""
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
    sized = QFont(font)
    if font.pointSizeF() > 0:
        sized.setPointSizeF(font.pointSizeF() * text_scale(text_size))
    else:
        sized.setPixelSize(round(font.pixelSize() * text_scale(text_size)))
    if app.font() != sized:
        app.setFont(sized)
