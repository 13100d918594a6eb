"""The new-game and preferences dialogs, the help (rules and keys) and About boxes.

The dialogs decide no rule: every rule option is a :class:`~ginqt.rules.Rules`
field, shown as the variant's value and changed by the player; what differs from
the variant is kept as :attr:`Preferences.rule_overrides` and validated by
``Rules`` itself (through :meth:`PlayerSource.rules`), so a bad combination shows
the engine's own message and the dialog stays open.

Both dialogs work on a copy: :meth:`NewGameDialog.preferences` and
:meth:`PreferencesDialog.preferences` return the chosen preferences after OK, and
the window applies them; Cancel changes nothing.
"""

from __future__ import annotations

import html
import platform
from collections.abc import Callable, Iterable
from dataclasses import fields
from enum import Enum
from typing import Any

import PySide6
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ginqt.rules import FirstDealer, KnockRule, NextDealer, Rules, RulesError, Shutout, UpcardOffer, Wall
from ginqt.ui.players import PlayerSource
from ginqt.ui.preferences import KnockMode, Preferences, SortOrder
from ginqt.ui.render import CARD_HEIGHT, CARD_WIDTH, DEFAULT_BACK, DEFAULT_RED, CardStyle, paint_card
from ginqt.ui.scene import DEFAULT_TABLE

__all__ = [
    "AboutDialog",
    "GameForm",
    "HelpDialog",
    "NewGameDialog",
    "PreferencesDialog",
    "RulesEditor",
    "shortcut_rows",
]

#: Score limits offered in the list (seed 001: 0 to 500 in steps of 50); any other can be typed.
SCORE_LIMITS = tuple(range(0, 501, 50))
#: The rule options in groups, in the order the dialogs show them (``score_limit`` has its own box).
RULE_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("knocking", ("knocking", "knock_rule", "knock_limit", "spade_doubles", "layoffs", "tie_is_undercut")),
    ("bonuses", ("gin_bonus", "big_gin", "big_gin_bonus", "undercut_bonus", "box_bonus", "game_bonus",
                 "shutout", "shutout_bonus")),
    ("play", ("upcard_offer", "may_discard_pile_card", "wall", "first_dealer", "next_dealer")),
)
assert {n for _, names in RULE_GROUPS for n in names} | {"score_limit"} == {f.name for f in fields(Rules)}


def _buddy(text: str, widget: QWidget, parent: QWidget) -> QLabel:
    """A label whose mnemonic focuses ``widget``."""
    label = QLabel(text, parent)
    label.setBuddy(widget)
    return label


def _plain(text: str) -> str:
    """Menu text without its mnemonic ampersands and ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


# -- the rule options -----------------------------------------------------------------------


class RulesEditor(QWidget):
    """Every rule option of :class:`Rules` but the score limit, in three groups."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widgets: dict[str, QCheckBox | QSpinBox | QComboBox] = {}
        labels = self.labels()
        enums = self.enum_texts()
        titles = {"knocking": self.tr("Knocking and laying off"), "bonuses": self.tr("Bonuses"),
                  "play": self.tr("Dealing and drawing")}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        defaults = Rules()
        for group, names in RULE_GROUPS:
            box = QGroupBox(titles[group], self)
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            for name in names:
                label, tip = labels[name]
                value = getattr(defaults, name)
                widget: QCheckBox | QSpinBox | QComboBox
                if isinstance(value, bool):
                    widget = QCheckBox(label, box)
                    widget.toggled.connect(self._changed)
                    form.addRow(widget)
                else:
                    if isinstance(value, Enum):
                        widget = QComboBox(box)
                        for member in type(value):
                            widget.addItem(enums.get(member, member.value), member.value)
                        widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                        widget.currentIndexChanged.connect(self._changed)
                    else:
                        widget = QSpinBox(box)
                        widget.setRange(0, 10 if name == "knock_limit" else 1000)
                        widget.setSingleStep(1 if name == "knock_limit" else 5)
                        widget.valueChanged.connect(self._changed)
                    form.addRow(label, widget)
                widget.setToolTip(tip)
                widget.setObjectName(name)
                self.widgets[name] = widget
            layout.addWidget(box, 1, Qt.AlignmentFlag.AlignTop)
        self.set_rules(defaults)

    def labels(self) -> dict[str, tuple[str, str]]:
        """Each option's label and tooltip."""
        tr = self.tr
        return {
            "knocking": (tr("Knocking allowed"), tr("Off: every hand must be won by gin (straight gin)")),
            "knock_rule": (tr("Knock limit from"), tr("A fixed limit, the first upcard (Oklahoma) or the upcard "
                                                      "showing (Space Cowboy)")),
            "knock_limit": (tr("Knock limit"), tr("Most deadwood you may knock with (0: gin only)")),
            "spade_doubles": (tr("A spade first upcard doubles"), tr("Oklahoma: every point of the hand counts "
                                                                     "twice, bonuses too")),
            "layoffs": (tr("Layoffs"), tr("The defender may lay deadwood off on the knocker's melds "
                                          "(needs knocking)")),
            "tie_is_undercut": (tr("A tie is an undercut"), tr("Equal deadwood: the defender wins the hand")),
            "gin_bonus": (tr("Gin bonus"), tr("Points for going gin, on top of the opponent's deadwood")),
            "big_gin": (tr("Big gin (eleven cards)"), tr("Go gin with all eleven cards, without discarding")),
            "big_gin_bonus": (tr("Big gin bonus"), tr("Replaces the gin bonus for a big gin")),
            "undercut_bonus": (tr("Undercut bonus"), tr("Points for undercutting a knock")),
            "box_bonus": (tr("Box bonus per hand"), tr("Added at the end of the game for every hand won")),
            "game_bonus": (tr("Game bonus"), tr("Added at the end of the game for its winner")),
            "shutout": (tr("Shutout"), tr("The reward when the loser won no hand")),
            "shutout_bonus": (tr("Shutout bonus"), tr("The flat shutout's points")),
            "upcard_offer": (tr("First upcard"), tr("How the first upcard is offered")),
            "may_discard_pile_card": (tr("May discard the card taken from the pile"),
                                      tr("Off: a card taken from the pile cannot go straight back")),
            "wall": (tr("Last two cards"), tr("What happens when only two cards are left in the stock")),
            "first_dealer": (tr("First dealer"), tr("Who deals the first hand")),
            "next_dealer": (tr("Next dealer"), tr("Who deals after a scored hand")),
        }

    def enum_texts(self) -> dict[Enum, str]:
        tr = self.tr
        return {
            KnockRule.FIXED: tr("Fixed limit"),
            KnockRule.FIRST_UPCARD: tr("First upcard (Oklahoma)"),
            KnockRule.CURRENT_UPCARD: tr("Upcard showing (Space Cowboy)"),
            UpcardOffer.CLASSIC: tr("Offered to both, then stock"),
            UpcardOffer.SIMPLE: tr("Non-dealer draws either"),
            Wall.LAST_DRAW: tr("Last drawer may knock"),
            Wall.PILE_AT_WALL: tr("Next may take the discard"),
            Shutout.NONE: tr("No bonus"),
            Shutout.DOUBLE: tr("Winner's score doubled"),
            Shutout.FLAT: tr("Flat bonus"),
            FirstDealer.RANDOM: tr("Random"),
            FirstDealer.PLAYER: tr("You"),
            FirstDealer.OPPONENT: tr("The computer (you play first)"),
            NextDealer.WINNER: tr("The winner"),
            NextDealer.LOSER: tr("The loser"),
            NextDealer.ALTERNATE: tr("Take turns"),
        }

    def set_rules(self, rules: Rules) -> None:
        for name, widget in self.widgets.items():
            value = getattr(rules, name)
            widget.blockSignals(True)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value.value)))
            else:
                widget.setValue(int(value))
            widget.blockSignals(False)
        self._update_enabled()

    def values(self) -> dict[str, Any]:
        """The options shown, as :meth:`Rules.to_dict` has them (not validated)."""
        out: dict[str, Any] = {}
        for name, widget in self.widgets.items():
            if isinstance(widget, QCheckBox):
                out[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                out[name] = widget.currentData()
            else:
                out[name] = widget.value()
        return out

    def _changed(self) -> None:
        self._update_enabled()
        self.changed.emit()

    def _update_enabled(self) -> None:
        """Grey out what has no effect (display only: validation is the engine's)."""
        v = self.values()
        knocking = bool(v["knocking"])
        self.widgets["knock_rule"].setEnabled(knocking)
        self.widgets["knock_limit"].setEnabled(knocking and v["knock_rule"] == KnockRule.FIXED.value)
        self.widgets["layoffs"].setEnabled(knocking)
        self.widgets["big_gin_bonus"].setEnabled(bool(v["big_gin"]))
        self.widgets["shutout_bonus"].setEnabled(v["shutout"] == Shutout.FLAT.value)


class GameForm(QWidget):
    """Name, opponent, variant (with its description), score limit and the rule options."""

    def __init__(self, source: PlayerSource, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(30)
        self.opponent = QComboBox(self)
        for name in source.strategy_names():
            self.opponent.addItem(name, name)
            self.opponent.setItemData(self.opponent.count() - 1, source.describe_strategy(name),
                                      Qt.ItemDataRole.ToolTipRole)
        self.opponent_text = QLabel(self)
        self.opponent_text.setWordWrap(True)
        self.variant = QComboBox(self)
        for name in source.variant_names():
            self.variant.addItem(name, name)
        self.variant_text = QLabel(self)
        self.variant_text.setWordWrap(True)
        self.score_limit = QComboBox(self)
        self.score_limit.setEditable(True)
        self.score_limit.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.score_limit.addItem("", None)  # the variant's own: text set with the variant
        for limit in SCORE_LIMITS:
            self.score_limit.addItem(str(limit), limit)
        self.score_limit.setToolTip(self.tr("Pick 0 to 500, or type any limit up to 999; 0 plays one hand"))
        self.rules_editor = RulesEditor(self)
        self.reset_button = QPushButton(self.tr("Use the variant's rules"), self)
        self.reset_button.clicked.connect(self._variant_rules)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c8102e; font-weight: bold;")
        self.error.setObjectName("error")

        top = QGridLayout()
        top.addWidget(_buddy(self.tr("Your &name:"), self.name_edit, self), 0, 0)
        top.addWidget(self.name_edit, 0, 1)
        top.addWidget(_buddy(self.tr("&Opponent:"), self.opponent, self), 1, 0)
        top.addWidget(self.opponent, 1, 1)
        top.addWidget(self.opponent_text, 1, 2)
        top.addWidget(_buddy(self.tr("&Variant:"), self.variant, self), 2, 0)
        top.addWidget(self.variant, 2, 1)
        top.addWidget(self.variant_text, 2, 2)
        top.addWidget(_buddy(self.tr("&Score limit:"), self.score_limit, self), 3, 0)
        top.addWidget(self.score_limit, 3, 1)
        top.setColumnStretch(2, 1)
        top.setColumnMinimumWidth(2, 300)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.rules_editor)
        row = QHBoxLayout()
        row.addWidget(self.reset_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.error)

        self.opponent.currentIndexChanged.connect(self._opponent_changed)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.rules_editor.changed.connect(lambda: self.error.clear())
        self.score_limit.currentTextChanged.connect(lambda _t: self.error.clear())
        self.load(prefs)

    # -- filling in ------------------------------------------------------------------------

    def load(self, prefs: Preferences) -> None:
        self.name_edit.setText(prefs.name)
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
        self.opponent_text.setText(self.source.describe_strategy(name) if name else "")

    def _variant_changed(self) -> None:
        name = self.variant_name()
        self.variant_text.setText(self.source.describe_variant(name))
        rules = self.source.variant_rules(name)
        self.score_limit.setItemText(0, self.tr("The variant's (%1)").replace("%1", str(rules.score_limit)))
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
        name = self.name_edit.text().strip() or Preferences.name
        return {"name": name, "opponent": str(self.opponent.currentData() or Preferences.opponent),
                "variant": self.variant_name(), "score_limit": limit, "rule_overrides": overrides}

    def check(self) -> dict[str, Any] | None:
        """:meth:`collect`, showing the problem (and returning None) if there is one."""
        try:
            values = self.collect()
        except ValueError as error:
            self.error.setText(self.tr("These rules cannot be played: %1").replace("%1", str(error)))
            return None
        self.error.clear()
        return values


def _apply(prefs: Preferences, values: dict[str, Any]) -> Preferences:
    new = prefs.replace()
    for name, value in values.items():
        setattr(new, name, dict(value) if isinstance(value, dict) else value)
    return new


class NewGameDialog(QDialog):
    """Seed 001's title screen as a dialog: who plays, which rules, then Start."""

    def __init__(self, prefs: Preferences, source: PlayerSource, parent: QWidget | None = None,
                 demo: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._prefs = prefs
        self._result: Preferences | None = None
        self.form = GameForm(source, prefs, self)
        self.demo_box = QCheckBox(self.tr("&Demo: the computer plays both hands"), self)
        self.demo_box.setChecked(demo)
        self.start_directly = QCheckBox(self.tr("Start &directly next time (skip this dialog)"), self)
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
        self._result = _apply(self._prefs, values)
        super().accept()

    def preferences(self) -> Preferences | None:
        """The chosen preferences after Start (None after Cancel)."""
        return self._result


# -- preferences -------------------------------------------------------------------------------


class ColourButton(QPushButton):
    """A swatch that opens a colour chooser."""

    colourChanged = Signal(str)

    def __init__(self, colour: str, default: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.default = default
        self.colour = colour
        self.setFixedWidth(140)
        self.clicked.connect(self._choose)
        self.set_colour(colour)

    def set_colour(self, colour: str) -> None:
        if not QColor(colour).isValid():
            colour = self.default
        self.colour = QColor(colour).name()
        self.setText(self.colour)
        light = QColor(self.colour).lightnessF() > 0.55
        self.setStyleSheet(f"background-color: {self.colour}; color: {'#000000' if light else '#ffffff'};")
        self.colourChanged.emit(self.colour)

    def _choose(self) -> None:
        chosen = QColorDialog.getColor(QColor(self.colour), self, self.tr("Choose a colour"))
        if chosen.isValid():
            self.set_colour(chosen.name())


class StylePreview(QLabel):
    """The table colour with a card back and a red card on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(250, 150)

    def show_style(self, table: str, back: str, red: str, big: bool, four_colour: bool) -> None:
        pixmap = QPixmap(self.size())
        pixmap.fill(QColor(table))
        painter = QPainter(pixmap)
        style = CardStyle(big, four_colour, back, red)
        scale = 0.95
        painter.scale(scale, scale)
        y = (self.height() / scale - CARD_HEIGHT) / 2
        paint_card(painter, QRectF(20, y, CARD_WIDTH, CARD_HEIGHT), None, style)
        paint_card(painter, QRectF(30 + CARD_WIDTH * 0.55, y, CARD_WIDTH, CARD_HEIGHT), 13 + 11, style)  # Q♥
        paint_card(painter, QRectF(40 + CARD_WIDTH * 1.1, y, CARD_WIDTH, CARD_HEIGHT), 26 + 6, style)  # 7♦
        painter.end()
        self.setPixmap(pixmap)


class PreferencesDialog(QDialog):
    """Every preference: table and cards, play, the default game and rules, sound and confirmations."""

    def __init__(self, prefs: Preferences, source: PlayerSource, parent: QWidget | None = None,
                 sound_problem: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._prefs = prefs
        self._result: Preferences | None = None
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._table_tab(), self.tr("&Table and cards"))
        self.tabs.addTab(self._play_tab(), self.tr("&Play"))
        self.form = GameForm(source, prefs, self)
        rules_tab = QWidget(self)
        rules_layout = QVBoxLayout(rules_tab)
        rules_layout.addWidget(QLabel(self.tr("Used for every new game (the New game dialog changes them too)."),
                                      rules_tab))
        rules_layout.addWidget(self.form)
        rules_layout.addStretch(1)
        self.tabs.addTab(rules_tab, self.tr("&Rules defaults"))
        self.tabs.addTab(self._sound_tab(sound_problem), self.tr("&Sound and confirmations"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.load(prefs)

    # -- tabs ------------------------------------------------------------------------------

    def _table_tab(self) -> QWidget:
        tab = QWidget(self)
        self.big_cards = QCheckBox(self.tr("&Big cards: one big rank and one big suit"), tab)
        self.four_colour = QCheckBox(self.tr("&Four-colour deck (diamonds blue, clubs green)"), tab)
        self.table_colour = ColourButton(DEFAULT_TABLE, DEFAULT_TABLE, tab)
        self.card_back = ColourButton(DEFAULT_BACK, DEFAULT_BACK, tab)
        self.red_colour = ColourButton(DEFAULT_RED, DEFAULT_RED, tab)
        reset = QPushButton(self.tr("Default colours"), tab)
        reset.clicked.connect(self._default_colours)
        self.preview = StylePreview(tab)
        self.sort = QComboBox(tab)
        for order, text in ((SortOrder.MELDS, self.tr("Melds first, then deadwood")),
                            (SortOrder.RANK, self.tr("By rank")), (SortOrder.SUIT, self.tr("By suit")),
                            (SortOrder.MANUAL, self.tr("As I arrange them (drag)"))):
            self.sort.addItem(text, order.value)
        self.animation_ms = self._ms_box(tab, 0, 3000, 50, self.tr("instant"))
        self.computer_delay_ms = self._ms_box(tab, 0, 5000, 100, self.tr("no wait"))
        self.demo_delay_ms = self._ms_box(tab, 0, 5000, 100, self.tr("no wait"))
        self.hand_pause_ms = self._ms_box(tab, 0, 30000, 500, self.tr("no wait"))
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.big_cards)
        form.addRow(self.four_colour)
        form.addRow(self.tr("Table colour:"), self.table_colour)
        form.addRow(self.tr("Card backs:"), self.card_back)
        form.addRow(self.tr("Red suits:"), self.red_colour)
        form.addRow("", reset)
        form.addRow(self.tr("Sort your hand:"), self.sort)
        form.addRow(self.tr("Card moves take:"), self.animation_ms)
        form.addRow(self.tr("Computer waits before a move:"), self.computer_delay_ms)
        form.addRow(self.tr("Demo waits between moves:"), self.demo_delay_ms)
        form.addRow(self.tr("Demo shows a finished hand for:"), self.hand_pause_ms)
        layout = QHBoxLayout(tab)
        layout.addLayout(form, 1)
        layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        for button in (self.table_colour, self.card_back, self.red_colour):
            button.colourChanged.connect(self._update_preview)
        self.big_cards.toggled.connect(self._update_preview)
        self.four_colour.toggled.connect(self._update_preview)
        return tab

    def _ms_box(self, parent: QWidget, low: int, high: int, step: int, zero: str) -> QSpinBox:
        box = QSpinBox(parent)
        box.setRange(low, high)
        box.setSingleStep(step)
        box.setSuffix(self.tr(" ms"))
        box.setSpecialValueText(zero)
        box.setMinimumWidth(120)
        return box

    def _play_tab(self) -> QWidget:
        tab = QWidget(self)
        self.knock_mode = QComboBox(tab)
        self.gin_mode = QComboBox(tab)
        for combo in (self.knock_mode, self.gin_mode):
            for mode, text in ((KnockMode.PROMPT, self.tr("Ask me (Knock / Continue / Play to gin)")),
                               (KnockMode.AUTOMATIC, self.tr("Automatically")),
                               (KnockMode.MANUAL, self.tr("Only when I press Knock (K)"))):
                combo.addItem(text, mode.value)
        self.double_click = QComboBox(tab)
        self.double_click.addItem(self.tr("A single click"), False)
        self.double_click.addItem(self.tr("A double click"), True)
        self.multiple_undo = QCheckBox(self.tr("&Multiple undo: take back any number of turns (assisted game)"),
                                       tab)
        self.open_hands = QCheckBox(self.tr("&Open hands: show the computer's cards (assisted game)"), tab)
        self.time_limit = QDoubleSpinBox(tab)
        self.time_limit.setRange(0.5, 120.0)
        self.time_limit.setSingleStep(0.5)
        self.time_limit.setSuffix(self.tr(" s"))
        self.start_directly = QCheckBox(self.tr("Start &directly: skip the New game dialog"), tab)
        self.time_limit.setMinimumWidth(120)
        form = QFormLayout(tab)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.tr("Knock when I can:"), self.knock_mode)
        form.addRow(self.tr("Go gin when I can:"), self.gin_mode)
        form.addRow(self.tr("Play a card with:"), self.double_click)
        form.addRow(self.tr("A computer player may think for:"), self.time_limit)
        form.addRow(self.multiple_undo)
        form.addRow(self.open_hands)
        form.addRow(self.start_directly)
        return tab

    def _sound_tab(self, problem: str) -> QWidget:
        tab = QWidget(self)
        self.sound = QCheckBox(self.tr("&Sound effects (deal, draw, discard, knock, gin)"), tab)
        self.sound_status = QLabel(problem or self.tr("Sound works on this computer."), tab)
        self.sound_status.setWordWrap(True)
        self.confirm_quit = QCheckBox(self.tr("Ask before &quitting"), tab)
        self.confirm_new_game = QCheckBox(self.tr("Ask before abandoning a game in &progress"), tab)
        self.blank_when_idle = QCheckBox(self.tr("&Blank the table when idle (2 seconds per point of the score "
                                                 "limit, at least a minute); any key brings it back"), tab)
        layout = QVBoxLayout(tab)
        layout.addWidget(self.sound)
        layout.addWidget(self.sound_status)
        layout.addSpacing(12)
        layout.addWidget(self.confirm_quit)
        layout.addWidget(self.confirm_new_game)
        layout.addSpacing(12)
        layout.addWidget(self.blank_when_idle)
        layout.addStretch(1)
        return tab

    # -- values ----------------------------------------------------------------------------

    def set_colour(self, field: str, colour: str) -> None:
        """Set one of ``table_colour``, ``card_back``, ``red_colour`` (as the colour chooser does)."""
        button: ColourButton = getattr(self, field)
        button.set_colour(colour)

    def _default_colours(self) -> None:
        self.table_colour.set_colour(DEFAULT_TABLE)
        self.card_back.set_colour(DEFAULT_BACK)
        self.red_colour.set_colour(DEFAULT_RED)

    def _update_preview(self) -> None:
        self.preview.show_style(self.table_colour.colour, self.card_back.colour, self.red_colour.colour,
                                self.big_cards.isChecked(), self.four_colour.isChecked())

    def load(self, prefs: Preferences) -> None:
        self.big_cards.setChecked(prefs.big_cards)
        self.four_colour.setChecked(prefs.four_colour)
        self.table_colour.set_colour(prefs.table_colour)
        self.card_back.set_colour(prefs.card_back)
        self.red_colour.set_colour(prefs.red_colour)
        self.sort.setCurrentIndex(max(0, self.sort.findData(prefs.sort.value)))
        self.animation_ms.setValue(prefs.animation_ms)
        self.computer_delay_ms.setValue(prefs.computer_delay_ms)
        self.demo_delay_ms.setValue(prefs.demo_delay_ms)
        self.hand_pause_ms.setValue(prefs.hand_pause_ms)
        self.knock_mode.setCurrentIndex(max(0, self.knock_mode.findData(prefs.knock_mode.value)))
        self.gin_mode.setCurrentIndex(max(0, self.gin_mode.findData(prefs.gin_mode.value)))
        self.double_click.setCurrentIndex(1 if prefs.double_click else 0)
        self.multiple_undo.setChecked(prefs.multiple_undo)
        self.open_hands.setChecked(prefs.open_hands)
        self.time_limit.setValue(prefs.time_limit)
        self.start_directly.setChecked(prefs.start_directly)
        self.sound.setChecked(prefs.sound)
        self.confirm_quit.setChecked(prefs.confirm_quit)
        self.confirm_new_game.setChecked(prefs.confirm_new_game)
        self.blank_when_idle.setChecked(prefs.blank_when_idle)
        self.form.load(prefs)
        self._update_preview()

    def collect(self) -> dict[str, Any]:
        """Every preference shown (raises :class:`ValueError` for rules that cannot be played)."""
        values = self.form.collect()
        values.update({
            "big_cards": self.big_cards.isChecked(),
            "four_colour": self.four_colour.isChecked(),
            "table_colour": self.table_colour.colour,
            "card_back": self.card_back.colour,
            "red_colour": self.red_colour.colour,
            "sort": SortOrder(self.sort.currentData()),
            "animation_ms": self.animation_ms.value(),
            "computer_delay_ms": self.computer_delay_ms.value(),
            "demo_delay_ms": self.demo_delay_ms.value(),
            "hand_pause_ms": self.hand_pause_ms.value(),
            "knock_mode": KnockMode(self.knock_mode.currentData()),
            "gin_mode": KnockMode(self.gin_mode.currentData()),
            "double_click": bool(self.double_click.currentData()),
            "multiple_undo": self.multiple_undo.isChecked(),
            "open_hands": self.open_hands.isChecked(),
            "time_limit": float(self.time_limit.value()),
            "start_directly": self.start_directly.isChecked(),
            "sound": self.sound.isChecked(),
            "confirm_quit": self.confirm_quit.isChecked(),
            "confirm_new_game": self.confirm_new_game.isChecked(),
            "blank_when_idle": self.blank_when_idle.isChecked(),
        })
        return values

    def accept(self) -> None:
        if self.form.check() is None:
            self.tabs.setCurrentIndex(2)
            return
        self._result = _apply(self._prefs, self.collect())
        super().accept()

    def preferences(self) -> Preferences | None:
        """The chosen preferences after OK (None after Cancel)."""
        return self._result


# -- help and about ----------------------------------------------------------------------------


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


def rules_html(tr: Callable[[str], str], rules: Rules | None = None) -> str:
    """The rules of Gin Rummy in our own words (from the seeds), and what this game changes."""
    parts = [
        tr("<h2>Gin Rummy</h2>"
           "<p>Two players, one 52-card deck. Each gets ten cards; the next card turned up starts the discard "
           "pile (the <i>upcard</i>) and the rest is the stock. Aces are low: A-2-3 is a run, Q-K-A is not. "
           "Aces count 1, number cards their number, J Q K count 10.</p>"
           "<h3>Melds and deadwood</h3>"
           "<p>A meld is a <b>set</b> (three or four cards of one rank) or a <b>run</b> (three or more cards of "
           "one suit in sequence). A card belongs to one meld at most. Cards in no meld are <b>deadwood</b>; "
           "their points are your deadwood count.</p>"
           "<h3>A turn</h3>"
           "<p>First the upcard is offered: the non-dealer may take it or pass, then the dealer; if both pass, "
           "the non-dealer draws from the stock. After that, each turn you draw one card, from the stock or "
           "the top of the discard pile, and discard one. When only two cards are left in the stock the hand "
           "is over without a score (a dead hand).</p>"
           "<h3>Knocking</h3>"
           "<p>After drawing you may end the hand by discarding face down and <b>knocking</b>, if your deadwood "
           "is no more than the knock limit (usually 10). You need not knock when you may. Both hands are laid "
           "down in melds; the defender may <b>lay off</b> deadwood on the knocker's melds (extend a run, "
           "complete a set), which then no longer counts. The knocker scores the difference of the two "
           "deadwood counts.</p>"
           "<h3>Undercut</h3>"
           "<p>If the defender's deadwood is as low as the knocker's, or lower, the defender has "
           "<b>undercut</b> the knock and scores the difference plus the undercut bonus (usually 25).</p>"
           "<h3>Gin</h3>"
           "<p>Knocking with no deadwood at all is <b>gin</b>: the opponent may not lay off, gin can never be "
           "undercut, and it scores the opponent's deadwood plus the gin bonus (usually 25). With the "
           "<i>big gin</i> option you may go gin with all eleven cards, without discarding.</p>"
           "<h3>Oklahoma</h3>"
           "<p>The first upcard sets the knock limit for the hand: a 5 lets you knock with 5 or less, a face "
           "card with 10; an ace means you must go gin. If the first upcard is a spade, every point of the "
           "hand counts double, bonuses included.</p>"
           "<h3>The game and its bonuses</h3>"
           "<p>Hands are played until a player reaches the score limit (usually 100) and leads. Some rules "
           "then add bonuses: a <b>box</b> (line) bonus for every hand won, a <b>game</b> bonus for the winner, "
           "and a <b>shutout</b> reward when the loser won no hand at all (the winner's score doubled, or a "
           "flat bonus). A score limit of 0 plays exactly one hand.</p>"),
    ]
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
        self.resize(760, 620)
        self.tabs = QTabWidget(self)
        self.rules_view = QTextBrowser(self)
        self.rules_view.setHtml(rules_html(self.tr, rules))
        self.tabs.addTab(self.rules_view, self.tr("&Rules"))
        self.rows = shortcut_rows(window)
        extra = [(self.tr("Mouse"), self.tr("Draw: click the stock or the discard pile"), self.tr("Click")),
                 (self.tr("Mouse"), self.tr("Discard: click the card (or double-click, as set in Preferences)"),
                  self.tr("Click")),
                 (self.tr("Mouse"), self.tr("Rearrange your hand"), self.tr("Drag a card")),
                 (self.tr("Mouse"), self.tr("Hint"), self.tr("Middle button"))]
        self.table = QTableWidget(len(self.rows) + len(extra), 3, self)
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


class AboutDialog(QDialog):
    """The version, the plugins that loaded (and any that failed), and whether sound works."""

    def __init__(self, source: PlayerSource, sound_problem: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from ginqt import __version__

        self.setWindowTitle(self.tr("About GinQt"))
        self.resize(680, 400)
        intro = QLabel(self)
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        intro.setText(self.tr("<h2>GinQt %1</h2><p>Gin Rummy against the computer, or watch it play itself. "
                              "Opponents and rule variants are plugins anyone can write and install.</p>"
                              "<p>Python %2, PySide6 %3</p>")
                      .replace("%1", __version__).replace("%2", platform.python_version())
                      .replace("%3", PySide6.__version__))
        plugins = list(getattr(source.plugins, "plugins", []) or [])
        self.table = QTableWidget(len(plugins), 4, self)
        self.table.setHorizontalHeaderLabels([self.tr("Plugin"), self.tr("From"), self.tr("Status"),
                                              self.tr("Offers")])
        for r, info in enumerate(plugins):
            origin = f"{info.distribution} {info.version}" + (self.tr(" (built in)") if info.builtin else "")
            offers = ", ".join(info.registers)
            for c, text in enumerate((info.name, origin, info.status, offers)):
                item = QTableWidgetItem(text)
                item.setToolTip(info.error or offers)
                self.table.setItem(r, c, item)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        for c in range(3):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        self.errors = QLabel(self)
        self.errors.setWordWrap(True)
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
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(QLabel(self.tr("Plugins:"), self))
        layout.addWidget(self.table)
        layout.addWidget(self.errors)
        layout.addWidget(self.sound)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.table.resizeRowsToContents()  # now that the columns have their widths

    def text(self) -> str:
        """Everything the dialog says, for tests."""
        items = [self.table.item(r, c) for r in range(self.table.rowCount()) for c in range(self.table.columnCount())]
        cells = [item.text() for item in items if item is not None]
        return "\n".join([*cells, self.errors.text(), self.sound.text()])
