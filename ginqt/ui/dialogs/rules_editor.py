"""Every rule option of :class:`~ginqt.rules.Rules` but the score limit, in three groups.

The editor decides no rule: it shows the options and reads them back; ``Rules``
validates them (through :meth:`PlayerSource.rules`)."""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QSizePolicy, QSpinBox, QWidget

from ginqt.rules import FirstDealer, KnockRule, NextDealer, Rules, Shutout, UpcardOffer, Wall

__all__ = ["RULE_GROUPS", "RulesEditor"]

#: The rule options in groups, in the order the dialogs show them (``score_limit`` has its own box).
RULE_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("knocking", ("knocking", "knock_rule", "knock_limit", "spade_doubles", "layoffs", "tie_is_undercut")),
    ("bonuses", ("gin_bonus", "big_gin", "big_gin_bonus", "undercut_bonus", "box_bonus", "game_bonus",
                 "shutout", "shutout_bonus")),
    ("play", ("upcard_offer", "may_discard_pile_card", "wall", "first_dealer", "next_dealer")),
)
assert {n for _, names in RULE_GROUPS for n in names} | {"score_limit"} == {f.name for f in fields(Rules)}


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
