"""The look of everything around the table: high contrast and the text size reach every widget.

The table draws its own colours (:mod:`ginqt.ui.table.theme`); the menus, docks and dialogs
follow the application's palette and font.  :func:`apply_appearance` gives them the
high-contrast palette (black, white and yellow, as the table's high-contrast theme) and
the player's text size (a share of the system's font, so a large system font stays large),
and puts the system's back when the preference is off.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from ginqt.ui.table.theme import HIGH_CONTRAST_TABLE, WHITE, contrast, mix, text_scale, theme_for

__all__ = ["DockColours", "apply_appearance", "dock_colours", "dock_style", "dock_tabs_style", "felt_palette",
           "high_contrast_palette"]

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


def felt_palette(system: QPalette, table: str) -> QPalette:
    """The system's palette in the colours of a table of colour ``table``: windows and dialogs on a page tinted
    with the felt (as the docks), fields a shade lighter, what is selected in the felt itself."""
    c = dock_colours(table)
    palette = QPalette(system)
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    selected = next(colour for colour in (table, mix(table, "#000000", 0.35), mix(table, "#000000", 0.55), "#000000")
                    if contrast(WHITE, colour) >= 4.5)  # white words on it
    for colour_role, colour in ((role.Window, c.page), (role.Button, c.alternate), (role.Base, mix(table, WHITE, 0.96)),
                                (role.AlternateBase, c.alternate), (role.Highlight, selected),
                                (role.HighlightedText, WHITE)):
        for state in (group.Active, group.Inactive):
            palette.setColor(state, colour_role, QColor(colour))
    for colour_role in (role.WindowText, role.Text, role.ButtonText):
        for state in (group.Active, group.Inactive):
            palette.setColor(state, colour_role, QColor(c.page_text))
    return palette


def apply_appearance(high_contrast: bool, text_size: int = 100, table: str | None = None) -> None:
    """The whole application in high contrast, or in the colours of a table of colour ``table`` (the system's
    palette without one), and its text at ``text_size`` percent of the system's font."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    palette, font = _SYSTEM.setdefault(id(app), (QPalette(app.palette()), QFont(app.font())))
    app.setPalette(high_contrast_palette() if high_contrast else felt_palette(palette, table) if table else palette)
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


class DockColours(NamedTuple):
    """The docks' colours for one felt."""

    frame: str  #: the title bars, the tabs and the gaps: the felt's dark edge
    frame_text: str
    page: str  #: what a panel shows its contents on: the felt, much lightened
    page_text: str
    alternate: str  #: every other row of a table, a header
    selected: str  #: the tab in front, a selected row


def dock_colours(table: str) -> DockColours:
    """The docks' colours beside a table of colour ``table`` (the table's :class:`~ginqt.ui.table.theme.Theme`).

    >>> dock_colours("#2f7d46").page
    '#eaf2ec'
    """
    theme = theme_for(table)
    frame = mix(table, "#000000", 0.45) if not theme.light else mix(table, "#000000", 0.15)
    frame_text = WHITE if not theme.light else theme.text
    page = mix(table, WHITE, 0.9)
    return DockColours(frame, frame_text, page, "#1b1b1b", mix(table, WHITE, 0.8), mix(table, WHITE, 0.65))


def _font_size() -> str:
    """The application's text size as a style sheet says it: a style sheet fixes its widgets' font when it
    polishes them, so it names the size (and is made again when the text size changes)."""
    font = QApplication.font()
    return f"font-size: {font.pointSizeF():g}pt;" if font.pointSizeF() > 0 else f"font-size: {font.pixelSize()}px;"


def dock_style(table: str, high_contrast: bool) -> str:
    """A dock's style sheet: its title bar in the felt's dark edge, its page tinted with the felt (none in high
    contrast: the application's palette is black, white and yellow there); the text at the application's size."""
    if high_contrast:
        return ""
    c = dock_colours(table)
    return (f"QDockWidget, QDockWidget QWidget {{ {_font_size()} }}"
            f" QDockWidget {{ color: {c.frame_text}; }}"
            f" QDockWidget::title {{ background: {c.frame}; padding: 4px 6px; {_font_size()} }}"
            f" QDockWidget > QWidget {{ background: {c.page}; color: {c.page_text}; }}"
            f" QDockWidget QAbstractScrollArea, QDockWidget QAbstractScrollArea > QWidget > QWidget"
            f" {{ background: {c.page}; color: {c.page_text}; }}"
            f" QDockWidget QTableView {{ alternate-background-color: {c.alternate}; gridline-color: {c.alternate};"
            f" selection-background-color: {c.selected}; selection-color: {c.page_text}; }}"
            f" QDockWidget QHeaderView::section {{ background: {c.alternate}; color: {c.page_text};"
            f" border: none; border-right: 1px solid {c.page}; padding: 2px 4px; }}"
            f" QDockWidget QLabel {{ background: transparent; color: {c.page_text}; }}")


def dock_tabs_style(table: str, high_contrast: bool) -> str:
    """The style sheet of the tabs of docks put together (the main window's own tab bars)."""
    if high_contrast:
        return ""
    c = dock_colours(table)
    return (f"QTabBar {{ background: {c.frame}; {_font_size()} }}"
            f" QTabBar::tab {{ background: {c.frame}; color: {c.frame_text}; padding: 5px 8px; border: none; }}"
            f" QTabBar::tab:selected {{ background: {c.page}; color: {c.page_text}; }}")
