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

__all__ = ["DockColours", "apply_appearance", "dock_colours", "dock_palette", "dock_style", "dock_tabs_style",
           "felt_palette", "high_contrast_palette"]

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
    """The docks' (and the dialogs') colours for one felt."""

    frame: str  #: the title bars, the tabs behind, the table's headers: the felt's dark edge
    frame_text: str
    page: str  #: what a dialog shows its contents on: the felt, much lightened
    page_text: str
    alternate: str  #: every other row of a dialog's table, a header
    selected: str  #: a dialog's selected row
    body: str  #: what a dock panel shows its contents on, and the tab in front: the felt, a shade darker
    body_text: str
    body_alternate: str  #: every other row of a dock's table
    body_selected: str  #: a dock's selected row


def dock_colours(table: str) -> DockColours:
    """The docks' and dialogs' colours beside a table of colour ``table`` (the table's
    :class:`~ginqt.ui.table.theme.Theme`): a dock's body wears the felt as its title does, a shade apart, its words
    in the table's own text colour (white on a dark felt).

    >>> dock_colours("#2f7d46").page, dock_colours("#2f7d46").body, dock_colours("#2f7d46").body_text
    ('#eaf2ec', '#1f512e', '#ffffff')
    """
    theme = theme_for(table)
    frame = mix(table, "#000000", 0.45) if not theme.light else mix(table, "#000000", 0.15)
    frame_text = WHITE if not theme.light else theme.text
    page = mix(table, WHITE, 0.9)
    if theme.light:  # a light felt: a lighter shade of it, dark words
        body, alternate, selected = mix(table, WHITE, 0.35), mix(table, WHITE, 0.55), mix(table, "#000000", 0.1)
    else:
        body, alternate, selected = mix(table, "#000000", 0.35), mix(table, "#000000", 0.25), table
    return DockColours(frame, frame_text, page, "#1b1b1b", mix(table, WHITE, 0.8), mix(table, WHITE, 0.65),
                       body, theme.text, alternate, selected)


def _font_size() -> str:
    """The application's text size as a style sheet says it: a style sheet fixes its widgets' font when it
    polishes them, so it names the size (and is made again when the text size changes)."""
    font = QApplication.font()
    return f"font-size: {font.pointSizeF():g}pt;" if font.pointSizeF() > 0 else f"font-size: {font.pixelSize()}px;"


def dock_style(table: str, high_contrast: bool) -> str:
    """A dock's style sheet: its title bar in the felt's dark edge, its body in the felt a shade darker with the
    table's words (none in high contrast: the application's palette is black, white and yellow there); the text at
    the application's size."""
    if high_contrast:
        return ""
    c = dock_colours(table)
    return (f"QDockWidget, QDockWidget QWidget {{ {_font_size()} }}"
            f" QDockWidget {{ color: {c.frame_text}; }}"
            f" QDockWidget::title {{ background: {c.frame}; padding: 4px 6px; {_font_size()} }}"
            f" QDockWidget > QWidget {{ background: {c.body}; color: {c.body_text}; }}"
            f" QDockWidget QAbstractScrollArea, QDockWidget QAbstractScrollArea > QWidget > QWidget"
            f" {{ background: {c.body}; color: {c.body_text}; }}"
            f" QDockWidget QTableView {{ alternate-background-color: {c.body_alternate}; gridline-color: {c.frame};"
            f" selection-background-color: {c.body_selected}; selection-color: {c.body_text}; }}"
            f" QDockWidget QHeaderView::section {{ background: {c.frame}; color: {c.frame_text};"
            f" border: none; border-right: 1px solid {c.body}; padding: 2px 4px; }}"
            f" QDockWidget QLabel, QDockWidget QCheckBox, QDockWidget QToolButton"
            f" {{ background: transparent; color: {c.body_text}; }}"
            f" QDockWidget QGroupBox {{ color: {c.body_text}; }}"
            f" QDockWidget QCheckBox::indicator {{ width: 0.8em; height: 0.8em; border: 2px solid {c.body_text};"
            f" border-radius: 2px; background: {c.body}; }}"
            f" QDockWidget QCheckBox::indicator:checked {{ background: {c.body_text}; }}"
            f" QToolTip {{ background: {c.page}; color: {c.page_text}; border: 1px solid {c.frame}; }}")


def dock_palette(table: str, high_contrast: bool, palette: QPalette) -> QPalette:
    """``palette`` (the application's) in a dock's colours (what the panels paint themselves with: the statistics'
    chart); as it is in high contrast."""
    if high_contrast:
        return QPalette(palette)
    c = dock_colours(table)
    docked = QPalette(palette)
    role = QPalette.ColorRole
    for colour_role, colour in ((role.Window, c.body), (role.Base, c.body_alternate), (role.AlternateBase,
                                c.body_alternate), (role.WindowText, c.body_text), (role.Text, c.body_text),
                                (role.Mid, mix(c.body_text, c.body, 0.55)), (role.Button, c.frame),
                                (role.ButtonText, c.frame_text), (role.Highlight, c.body_selected),
                                (role.HighlightedText, c.body_text)):
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            docked.setColor(group, colour_role, QColor(colour))
    return docked


def dock_tabs_style(table: str, high_contrast: bool) -> str:
    """The style sheet of the tabs of docks put together (the main window's own tab bars)."""
    if high_contrast:
        return ""
    c = dock_colours(table)
    return (f"QTabBar {{ background: {c.frame}; {_font_size()} }}"
            f" QTabBar::tab {{ background: {c.frame}; color: {c.frame_text}; padding: 5px 8px; border: none; }}"
            f" QTabBar::tab:selected {{ background: {c.body}; color: {c.body_text}; }}")
