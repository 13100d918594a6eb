"""Help › About GinQt: the version, the plugins that loaded (and any that failed), and whether sound works."""

from __future__ import annotations

import platform
from typing import Any

import PySide6
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ginqt.plugins.players import PlayerSource
from ginqt.ui.geometry import fit_screen
from ginqt.ui.text.names import opponent_label, variant_label

__all__ = ["AboutDialog"]

class AboutDialog(QDialog):
    """The version, the plugins that loaded (and any that failed), and whether sound works."""

    def __init__(self, source: PlayerSource, sound_problem: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from ginqt import __version__

        self.setWindowTitle(self.tr("About GinQt"))
        self.resize(fit_screen(QSize(max(680, 48 * self.fontMetrics().height()), 400), parent))  # large text: wider
        intro = QLabel(self)
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        intro.setText(self.tr("<h2>GinQt %1</h2><p>Gin Rummy against the computer, or watch it play itself. "
                              "Opponents and rule variants are plugins anyone can write and install.</p>"
                              "<p>Python %2, PySide6 %3</p>")
                      .replace("%1", __version__).replace("%2", platform.python_version())
                      .replace("%3", PySide6.__version__))
        self.table = self._plugin_table(list(getattr(source.plugins, "plugins", []) or []))
        self.errors = QLabel(self)
        self.errors.setWordWrap(True)
        self.errors.setTextFormat(Qt.TextFormat.PlainText)  # plugins' messages: never rendered as HTML
        self.errors.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if source.plugins is None:
            problems = [self.tr("The plugin system did not load; playing with the built-in rules and a "
                                "plain opponent.")]
        else:
            problems = []
        problems += source.errors
        if problems:
            self.errors.setStyleSheet("color: #c8102e;")
            self.errors.setText(self.tr("Plugin errors:") + "\n" + "\n".join(f"• {p}" for p in problems))
        else:
            self.errors.setText(self.tr("Every plugin loaded without error."))
        self.sound = QLabel(sound_problem or self.tr("Sound effects: available."), self)
        self.sound.setWordWrap(True)
        self.sandbox = self._sandbox_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(QLabel(self.tr("Plugins:"), self))
        layout.addWidget(self.table)
        layout.addWidget(self.errors)
        layout.addWidget(self.sandbox)
        layout.addWidget(self.sound)
        layout.addWidget(buttons)

    def _sandbox_label(self) -> QLabel:
        """Which protections of third-party opponents hold on this machine (the plugins' sandbox)."""
        from ginqt.remote.sandbox.protections import protections

        names = {
            "own process": self.tr("each in a process of its own, seeing only its own cards"),
            "hard limits": self.tr("memory, processes and files limited"),
            "process namespace": self.tr("all it starts ends with the game"),
            "file access": self.tr("your files and GinQt's data out of reach"),
            "network": self.tr("no network"),
            "signals": self.tr("cannot signal GinQt or the other player"),
            "process limit": self.tr("at most 64 processes"),
            "environment": self.tr("none of your session's settings"),
            "pathname sockets": self.tr("no connection to your desktop (its display, its message bus)"),
            "abstract sockets": self.tr("no hidden connection to other programs"),
            "IPC": self.tr("no memory shared with other programs"),
            "temporary-folder quota": self.tr("at most 256 MiB of temporary files"),
        }
        rows = protections()
        lines = [("✓ " if row.holds else "✗ ") + names.get(row.name, row.name) for row in rows]
        label = QLabel(self.tr("Third-party opponents on this machine:") + "\n" + "\n".join(lines), self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setToolTip(GuiQt.convertFromPlainText("\n".join(f"{row.name}: {row.detail}" for row in rows)))
        return label

    def _offers(self, entries: list[str], plugin: bool) -> str:
        """What a plugin registers, as a player reads it, a line for its opponents and one for its rules:
        ``strategy easy``, ``variant eaai`` -> ``Opponents: Easy`` / ``Rules: AI challenge (EAAI)``."""
        opponents, rules, others = [], [], []
        for entry in entries:
            kind, _, name = entry.partition(" ")
            if kind == "strategy" and name:
                opponents.append(opponent_label(name, plugin))
            elif kind == "variant" and name:
                rules.append(variant_label(name))
            else:
                others.append(entry)
        lines = [self.tr("Opponents: %1").replace("%1", ", ".join(opponents))] if opponents else []
        if rules:
            lines.append(self.tr("Rules: %1").replace("%1", ", ".join(rules)))
        return "\n".join(lines + others)

    def _plugin_table(self, plugins: list[Any]) -> QTableWidget:
        """One row per plugin: its name, where it comes from, whether it loaded, what it offers."""
        table = QTableWidget(len(plugins), 4, self)
        table.setAccessibleName(self.tr("Plugins"))
        table.setHorizontalHeaderLabels([self.tr("Plugin"), self.tr("From"), self.tr("Status"), self.tr("Offers")])
        for r, info in enumerate(plugins):
            origin = f"{info.distribution} {info.version}" + (self.tr(" (built in)") if info.builtin else "")
            offers = self._offers(list(info.registers), not info.builtin)
            status = {"loaded": self.tr("loaded"), "error": self.tr("error"), "blocked": self.tr("blocked"),
                      "disabled": self.tr("disabled")}.get(info.status, info.status)
            for c, text in enumerate((info.name, origin, status, offers)):
                item = QTableWidgetItem(text)
                item.setToolTip(GuiQt.convertFromPlainText(info.error or offers))  # a plugin's words: never HTML
                table.setItem(r, c, item)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = table.horizontalHeader()
        for c in range(3):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        return table

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_table()

    def fit_table(self) -> None:
        """The plugin table as tall as its rows, each as tall as its words in the columns' widths (now that the
        columns have them), none cut; the dialog as large as its contents ask, within the screen."""
        table = self.table
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(table.horizontalHeader().height() + rows + 2 * table.frameWidth())
        wanted = self.sizeHint().expandedTo(self.size())
        self.resize(fit_screen(wanted, self))

    def text(self) -> str:
        """Everything the dialog says, for tests."""
        items = [self.table.item(r, c) for r in range(self.table.rowCount()) for c in range(self.table.columnCount())]
        cells = [item.text() for item in items if item is not None]
        return "\n".join([*cells, self.errors.text(), self.sandbox.text(), self.sound.text()])
