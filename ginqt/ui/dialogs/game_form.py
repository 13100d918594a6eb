"""Name, opponent, variant, score limit and rule options: the form of the new-game and
preferences dialogs.

What differs from the variant is kept as :attr:`Preferences.rule_overrides` and
validated by ``Rules`` itself (through :meth:`PlayerSource.rules`), so a bad
combination shows the engine's own message and the dialog stays open."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.rules import Rules, RulesError
from ginqt.storage import MAX_NAME_LENGTH, PlayerNameError, check_name
from ginqt.ui.dialogs.rules_editor import RulesEditor
from ginqt.ui.text import shown_name
from ginqt.ui.text.names import opponent_description, opponent_label, variant_description, variant_label

__all__ = ["SCORE_LIMITS", "GameForm", "buddy"]

#: Score limits offered in the list (the 1993 DOS program: 0 to 500 in steps of 50); any other can be typed.
SCORE_LIMITS = tuple(range(0, 501, 50))


def buddy(text: str, widget: QWidget, parent: QWidget) -> QLabel:
    """A label whose mnemonic focuses ``widget``."""
    label = QLabel(text, parent)
    label.setBuddy(widget)
    return label


class GameForm(QWidget):
    """Name, opponent, variant (with its description), score limit and the rule options."""

    def __init__(self, source: PlayerSource, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.opponent = QComboBox(self)
        for name in source.strategy_names():
            self.opponent.addItem(opponent_label(name, source.plugin_of(name) is not None), name)
            about = opponent_description(name, source.describe_strategy(name))
            self.opponent.setItemData(self.opponent.count() - 1, about, Qt.ItemDataRole.ToolTipRole)
        self.opponent_text = QLabel(self)
        self.opponent_text.setWordWrap(True)
        self.trust = QCheckBox(self.tr("&Trust its plugin (it could see every card)"), self)
        self.trust.setToolTip(self.tr("Opponents from plugins you installed play in a process of their own, "
                                      "where they see only their own cards.\nTrusted, it plays inside GinQt: "
                                      "faster, but it could see every card."))
        self._trusted: list[str] = []
        self.variant = QComboBox(self)
        for name in source.variant_names():
            self.variant.addItem(variant_label(name), name)
        self.variant_text = QLabel(self)
        self.variant_text.setWordWrap(True)
        self.score_limit = QComboBox(self)
        self.score_limit.setEditable(True)
        self.score_limit.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.score_limit.addItem("", None)  # the variant's own: text set with the variant
        for limit in SCORE_LIMITS:
            self.score_limit.addItem(str(limit), limit)
        self.score_limit.setToolTip(self.tr("Pick 0 to 500, or type any limit up to 999; 0 plays one hand"))
        line = self.score_limit.lineEdit()
        if line is not None:  # the box's typing field is an object of its own to a screen reader
            line.setAccessibleName(self.tr("Score limit"))
            line.setAccessibleDescription(self.score_limit.toolTip())
        self.rules_editor = RulesEditor(self)
        self.reset_button = QPushButton(self.tr("&Back to these rules' own options"), self)
        self.reset_button.clicked.connect(self._variant_rules)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c8102e; font-weight: bold;")
        self.error.setObjectName("error")

        self._lay_out()
        self.opponent.currentIndexChanged.connect(self._opponent_changed)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.rules_editor.changed.connect(lambda: self.error.clear())
        self.score_limit.currentTextChanged.connect(lambda _t: self.error.clear())
        self.name_edit.textEdited.connect(lambda _t: self.error.clear())
        self.load(prefs)

    def _lay_out(self) -> None:
        """Who plays and what to in the left column (each choice with its description under it),
        the rule options in tabs on the right: the dialogs fit a 1024 x 600 screen."""
        for text in (self.opponent_text, self.variant_text):
            text.setStyleSheet("color: palette(placeholder-text);")
            text.setMaximumWidth(320)
        left = QGridLayout()
        left.addWidget(buddy(self.tr("Your &name:"), self.name_edit, self), 0, 0)
        left.addWidget(self.name_edit, 0, 1)
        left.addWidget(buddy(self.tr("&Opponent:"), self.opponent, self), 1, 0)
        left.addWidget(self.opponent, 1, 1)
        left.addWidget(self.opponent_text, 2, 1)
        left.addWidget(self.trust, 3, 1)
        left.addWidget(buddy(self.tr("&Rules:"), self.variant, self), 4, 0)
        left.addWidget(self.variant, 4, 1)
        left.addWidget(self.variant_text, 5, 1)
        left.addWidget(buddy(self.tr("&Score limit:"), self.score_limit, self), 6, 0)
        left.addWidget(self.score_limit, 6, 1)
        left.setRowStretch(7, 1)
        left.setColumnStretch(1, 1)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Rule options (point at one for what it does):"), self))
        right.addWidget(self.rules_editor, 1)
        row = QHBoxLayout()
        row.addWidget(self.reset_button)
        row.addStretch(1)
        right.addLayout(row)
        columns = QHBoxLayout()
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 1)
        columns.addSpacing(12)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(columns)
        layout.addWidget(self.error)

    # -- filling in ------------------------------------------------------------------------

    def load(self, prefs: Preferences) -> None:
        self.name_edit.setText(shown_name(prefs.name))  # the default name in the player's language
        self._trusted = list(prefs.trusted_plugins)
        self._select(self.opponent, prefs.opponent)
        self._opponent_changed()
        self.variant.blockSignals(True)
        self._select(self.variant, prefs.variant)
        self.variant.blockSignals(False)
        self._variant_changed()
        if prefs.score_limit is None:
            self.score_limit.setCurrentIndex(0)
        else:
            index = self.score_limit.findData(prefs.score_limit)
            if index > 0:
                self.score_limit.setCurrentIndex(index)
            else:
                self.score_limit.setEditText(str(prefs.score_limit))
        base = self.source.variant_rules(self.variant_name())
        try:
            self.rules_editor.set_rules(Rules.from_dict({**base.to_dict(), **prefs.rule_overrides}))
        except RulesError:
            self.rules_editor.set_rules(base)
        self.error.clear()

    @staticmethod
    def _select(combo: QComboBox, name: str) -> None:
        index = combo.findData(name)
        combo.setCurrentIndex(index if index >= 0 else 0)

    def variant_name(self) -> str:
        return str(self.variant.currentData() or "standard")

    def _opponent_changed(self) -> None:
        name = str(self.opponent.currentData() or "")
        self.opponent_text.setText(opponent_description(name, self.source.describe_strategy(name)) if name else "")
        plugin = self.source.plugin_of(name)  # only a third-party opponent's plugin may be trusted
        self.trust.setVisible(plugin is not None)
        self.trust.setChecked(plugin in self._trusted)

    def _variant_changed(self) -> None:
        name = self.variant_name()
        self.variant_text.setText(variant_description(name, self.source.describe_variant(name)))
        rules = self.source.variant_rules(name)
        self.score_limit.setItemText(0, self.tr("As the rules say (%1)").replace("%1", str(rules.score_limit)))
        self._variant_rules()

    def _variant_rules(self) -> None:
        self.rules_editor.set_rules(self.source.variant_rules(self.variant_name()))
        self.error.clear()

    # -- reading back ----------------------------------------------------------------------

    def score_limit_value(self) -> int | None:
        """None for the variant's own limit; raises :class:`ValueError` for a bad number."""
        text = self.score_limit.currentText().strip()
        index = self.score_limit.currentIndex()
        if index >= 0 and text == self.score_limit.itemText(index):
            data = self.score_limit.itemData(index)
            return None if data is None else int(data)
        if not text.isdigit() or not 0 <= int(text) <= 999:
            raise ValueError(self.tr("The score limit must be a whole number from 0 to 999, not %1")
                             .replace("%1", repr(text)))
        return int(text)

    def overrides(self) -> dict[str, Any]:
        """The rule options that differ from the variant's."""
        base = self.source.variant_rules(self.variant_name()).to_dict()
        return {k: v for k, v in self.rules_editor.values().items() if base.get(k) != v}

    def collect(self) -> dict[str, Any]:
        """The chosen preference values, after ``Rules`` accepted them.

        Raises :class:`ValueError` (``RulesError`` is one) with the message to show.
        """
        limit = self.score_limit_value()
        overrides = self.overrides()
        self.source.rules(self.variant_name(), limit, overrides)  # Rules validates; raises RulesError
        name = check_name(self.name_edit.text()) if self.name_edit.text().strip() else Preferences.name
        name = Preferences.name if name == shown_name(Preferences.name) else name
        opponent = str(self.opponent.currentData() or Preferences.opponent)
        trusted = list(self._trusted)
        plugin = self.source.plugin_of(opponent)
        if plugin is not None and self.trust.isChecked() != (plugin in trusted):
            trusted = [*trusted, plugin] if self.trust.isChecked() else [p for p in trusted if p != plugin]
        return {"name": name, "opponent": opponent, "variant": self.variant_name(), "score_limit": limit,
                "rule_overrides": overrides, "trusted_plugins": trusted}

    def check(self) -> dict[str, Any] | None:
        """:meth:`collect`, showing the problem (and returning None) if there is one."""
        try:
            values = self.collect()
        except PlayerNameError as error:
            self.error.setText(self.tr("This name cannot be used: %1").replace("%1", str(error)))
            return None
        except ValueError as error:
            self.error.setText(self.tr("These rules cannot be played: %1").replace("%1", str(error)))
            return None
        self.error.clear()
        return values

