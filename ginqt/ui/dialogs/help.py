"""Help › Rules and keys (F1): the rules in our own words, and every shortcut the window has now."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from importlib import resources

from PySide6.QtCore import QLocale, QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ginqt.rules import Rules
from ginqt.ui.dialogs.rules_editor import RulesEditor
from ginqt.ui.geometry import fit_screen
from ginqt.ui.table.theme import BAR_COLOURS
from ginqt.ui.text import bar_legend, bar_marks, tr

__all__ = ["HelpDialog", "legend_html", "rules_html", "rules_text", "shortcut_rows"]


def _plain(text: str) -> str:
    """Menu text without its mnemonic ampersands and ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def shortcut_rows(window: QWidget) -> list[tuple[str, str, str]]:
    """(menu, what it does, keys) for every action of ``window`` that has a shortcut, menus first."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()

    def add(actions: Iterable[QAction], where: str) -> None:
        for action in actions:
            if id(action) in seen or action.isSeparator():
                continue
            keys = [k for k in action.shortcuts() if not k.isEmpty()]
            if not keys:
                continue
            seen.add(id(action))
            text = _plain(action.text()) or action.toolTip()
            rows.append((where, text, ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)))

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{path} › {_plain(sub.title())}")
            else:
                add([action], path)

    bar = window.menuBar() if hasattr(window, "menuBar") else None
    if bar is not None:
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu, _plain(menu.title()))
    add(window.actions(), "")
    for child in window.findChildren(QWidget):
        add(child.actions(), "")
    return rows


def rules_text(language: str | None = None) -> str:
    """The rules in our own words (``rules.html`` beside this module), in ``language`` (``"de"``)
    when there is a translation, else in English; ``language`` defaults to the user's."""
    if language is None:
        language = QLocale().name().split("_")[0]
    folder = resources.files(__package__)
    for name in (f"rules.{language}.html", "rules.html"):
        resource = folder.joinpath(name)
        if resource.is_file():
            return resource.read_text(encoding="utf-8")
    raise FileNotFoundError("rules.html is missing from ginqt.ui.dialogs (a broken installation)")


def legend_html(tr: Callable[[str], str]) -> str:
    """What the colour bars mean (:func:`ginqt.ui.text.bar_legend`, as on the table), each with its colour."""
    marks = bar_marks()
    rows = "".join(f'<tr><td><span style="background-color:{BAR_COLOURS[bar]}">&nbsp;<b>{html.escape(marks[bar])}</b>'
                   f'&nbsp;&nbsp;&nbsp;&nbsp;</span></td><td>{html.escape(meaning)}</td></tr>'
                   for bar, meaning in bar_legend())
    return tr("<h3>The colour bars</h3>") + f"<table cellspacing='4'>{rows}</table>"


def rules_html(tr: Callable[[str], str], rules: Rules | None = None) -> str:
    """The rules (:func:`rules_text`), what the colour bars mean, and what this game changes."""
    parts = [rules_text(), legend_html(tr)]
    if rules is not None:
        editor_labels = RulesEditor().labels()
        changed = []
        standard = Rules().to_dict()
        for name, value in rules.to_dict().items():
            if standard[name] != value:
                label = editor_labels[name][0] if name in editor_labels else tr("Score limit")
                changed.append(f"<li>{html.escape(label)}: <b>{html.escape(str(value))}</b></li>")
        parts.append(tr("<h3>This game</h3>"))
        parts.append(f"<ul>{''.join(changed)}</ul>" if changed
                     else tr("<p>This game is played by the standard rules above.</p>"))
    return "".join(parts)


class HelpDialog(QDialog):
    """F1: the rules in our own words, and a table of every shortcut the window has now."""

    def __init__(self, window: QWidget, rules: Rules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.setWindowTitle(self.tr("GinQt — rules and keys"))
        self.resize(fit_screen(QSize(760, 620), window))  # within a 1024 x 600 screen: Close stays on it
        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(self.tr("Rules and keys"))
        self.rules_view = QTextBrowser(self)
        self.rules_view.setAccessibleName(self.tr("Rules"))
        self.rules_view.setHtml(rules_html(tr, rules))
        self.tabs.addTab(self.rules_view, self.tr("&Rules"))
        self.rows = shortcut_rows(window)
        extra = [(self.tr("Mouse"), self.tr("Draw: click the stock or the discard pile"), self.tr("Click")),
                 (self.tr("Mouse"), self.tr("Discard: click the card (or double-click, as set in Preferences)"),
                  self.tr("Click")),
                 (self.tr("Mouse"), self.tr("Rearrange your hand"), self.tr("Drag a card")),
                 (self.tr("Mouse"), self.tr("Hint"), self.tr("Middle button"))]
        self.table = QTableWidget(len(self.rows) + len(extra), 3, self)
        self.table.setAccessibleName(self.tr("Keys"))
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Action"), self.tr("Keys")])
        for r, row in enumerate([*self.rows, *extra]):
            for c, text in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        self.table.resizeRowsToContents()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.tabs.addTab(self.table, self.tr("&Keys"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)

    def listed_actions(self) -> set[str]:
        return {row[1] for row in self.rows}

