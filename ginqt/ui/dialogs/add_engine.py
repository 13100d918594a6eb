"""Options › Opponents › Add an engine…: a name and a command line; the engine is started and must shake hands.

The engine is tried in a thread (its handshake may take up to 15 s) while the dialog stays
responsive; a command that cannot be run or does not speak the GinQt engine protocol is
refused with the one line ``ginqt engines add`` would print.  An engine added here is saved
in the data folder's list and can be chosen at once in the new-game dialog.
"""

from __future__ import annotations

import os
import shlex
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ginqt.engines.cli import try_engine
from ginqt.engines.registry import seat_now
from ginqt.plugins.players import PlayerSource
from ginqt.storage.engines import EngineEntry, EnginesFile, check_engine_name, default_env, engines_path

__all__ = ["AddEngineDialog"]


class AddEngineDialog(QDialog):
    """A name and a command line, tried before they are kept (see the module's description)."""

    def __init__(self, source: PlayerSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add an engine"))
        self.source = source
        self.name = QLineEdit(self)
        self.command = QLineEdit(self)
        self.command.setPlaceholderText("python3 /path/to/engine.py --level 2")
        self.message = QLabel(self.tr("An engine is a program in any language that speaks the GinQt engine "
                                      "protocol (docs/ENGINES.md)."), self)
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.try_it)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Command line:"), self.command)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._pending: Future[str | None] | None = None
        self._entry: EngineEntry | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(50)
        self._timer.timeout.connect(self._poll)
        self.setMinimumWidth(480)

    def try_it(self) -> None:
        """Check the name and the command, then start the engine in a thread (OK is disabled meanwhile)."""
        name = self.name.text().strip()
        try:
            command = shlex.split(self.command.text())
        except ValueError as error:
            self._say(self.tr("The command line cannot be read: %1").replace("%1", str(error)))
            return
        problem = check_engine_name(name)
        if problem is None and self.source.plugins is not None and name in self.source.plugins.strategies:
            problem = self.tr("%1 is already a player's name; choose another").replace("%1", repr(name))
        if problem is None and not command:
            problem = self.tr("Give the command that starts the engine.")
        if problem is not None:
            self._say(problem)
            return
        self._entry = EngineEntry(name, tuple(command), os.getcwd(), env=default_env(command))
        self._say(self.tr("Starting the engine…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self._pending = ThreadPoolExecutor(1, "ginqt-add-engine").submit(try_engine, self._entry)
        self._timer.start()

    def _poll(self) -> None:
        if self._pending is None or not self._pending.done():
            return
        self._timer.stop()
        problem, self._pending = self._pending.result(), None
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        if problem is not None or self._entry is None:
            self._say(problem or "")
            return
        try:
            EnginesFile(engines_path()).load().add(self._entry)
        except OSError as error:
            self._say(self.tr("The list of engines cannot be written: %1").replace("%1", error.strerror or str(error)))
            return
        seat_now(self.source.plugins, self._entry)
        self.accept()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.adjustSize()  # a long line wraps onto more lines: the dialog grows to show them

    @property
    def added(self) -> str | None:
        """The name of the engine added (after the dialog was accepted)."""
        return self._entry.name if self._entry is not None and self.result() == QDialog.DialogCode.Accepted else None
