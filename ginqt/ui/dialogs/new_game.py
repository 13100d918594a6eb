"""Game › New game: who plays, which rules, then Start (the 1993 DOS program's title screen as a dialog).

It works on a copy: :meth:`NewGameDialog.preferences` returns the chosen preferences
after Start, and the window applies them; Cancel changes nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.ui.dialogs.game_form import GameForm

__all__ = ["NewGameDialog"]

class NewGameDialog(QDialog):
    """The 1993 DOS program's title screen as a dialog: who plays, which rules, then Start."""

    def __init__(self, prefs: Preferences, source: PlayerSource, parent: QWidget | None = None,
                 demo: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._prefs = prefs
        self._result: Preferences | None = None
        self.form = GameForm(source, prefs, self)
        self.demo_box = QCheckBox(self.tr("&Demo: the computer plays both hands"), self)
        self.demo_box.setChecked(demo)
        self.start_directly = QCheckBox(self.tr("Start &directly next time (skip the welcome and this dialog)"), self)
        self.start_directly.setChecked(prefs.start_directly)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.demo_box)
        layout.addWidget(self.start_directly)
        layout.addWidget(buttons)

    @property
    def demo(self) -> bool:
        return self.demo_box.isChecked()

    def accept(self) -> None:
        values = self.form.check()
        if values is None:
            return  # the engine's message is shown; the game does not start
        values["start_directly"] = self.start_directly.isChecked()
        self._result = self._prefs.replace(**values)
        super().accept()

    def preferences(self) -> Preferences | None:
        """The chosen preferences after Start (None after Cancel)."""
        return self._result

