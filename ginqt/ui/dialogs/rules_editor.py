"""Every rule option of :class:`~ginqt.rules.Rules` but the score limit, in three tabs, each with a tooltip
that explains it with an example.

The editor decides no rule: it shows the options and reads them back; ``Rules``
validates them (through :meth:`PlayerSource.rules`)."""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ginqt.rules import FirstDealer, KnockRule, NextDealer, Rules, Shutout, UpcardOffer, Wall
from ginqt.ui.text import tr

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
    """Every rule option of :class:`Rules` but the score limit, in three tabs."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widgets: dict[str, QCheckBox | QSpinBox | QComboBox] = {}
        labels = self.labels()
        enums = self.enum_texts()
        titles = {"knocking": self.tr("&Knocking"), "bonuses": self.tr("&Bonuses"),
                  "play": self.tr("&Dealing and drawing")}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget(self)  #: one tab per group: the dialogs fit a 1024 x 600 screen
        self.tabs.setAccessibleName(self.tr("Rule options"))
        layout.addWidget(self.tabs)
        defaults = Rules()
        for group, names in RULE_GROUPS:
            page = QWidget(self.tabs)
            form = QFormLayout(page)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            for name in names:
                self._add_row(form, page, name, getattr(defaults, name), *labels[name], enums)
            self.tabs.addTab(page, titles[group])
        self.set_rules(defaults)

    def _add_row(self, form: QFormLayout, page: QWidget, name: str, value: object, label: str, tip: str,
                 enums: dict[Enum, str]) -> None:
        """One option's row: a check box, a list of choices or a number of points, with its tooltip."""
        widget: QCheckBox | QSpinBox | QComboBox
        if isinstance(value, bool):
            widget = QCheckBox(label, page)
            widget.toggled.connect(self._changed)
            form.addRow(widget)
        else:
            if isinstance(value, Enum):
                widget = QComboBox(page)
                for member in type(value):
                    widget.addItem(enums.get(member, member.value), member.value)
                widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                widget.currentIndexChanged.connect(self._changed)
            else:
                widget = QSpinBox(page)
                widget.setRange(0, 10 if name == "knock_limit" else 1000)
                widget.setSingleStep(1 if name == "knock_limit" else 5)
                widget.setSuffix(self.tr(" points"))
                widget.valueChanged.connect(self._changed)
            row_label = QLabel(label, page)
            row_label.setToolTip(tip)
            row_label.setBuddy(widget)
            form.addRow(row_label, widget)
        widget.setToolTip(tip)
        widget.setWhatsThis(tip)
        widget.setObjectName(name)
        self.widgets[name] = widget

    def labels(self) -> dict[str, tuple[str, str]]:
        """Each option's label and its tooltip: what it does, with an example (as the PalmPilot program's "i")."""
        return {**self._knocking_labels(), **self._bonus_and_deal_labels()}

    def _knocking_labels(self) -> dict[str, tuple[str, str]]:
        return {
            "knocking": (tr("Knocking allowed"), tr(
                "Knock: end the hand when your unmatched cards add up to little enough.\n"
                "Off: \"straight gin\": every hand is won by gin alone (layoffs go too).\n"
                "Example: with A♠ 2♦ unmatched (3 points) you knock; in straight gin you play on.")),
            "knock_rule": (tr("Knock limit set by"), tr(
                "A fixed number (below), or the first upcard of the hand (Oklahoma), or the upcard\n"
                "showing when your turn begins (Space Cowboy).\n"
                "Example: Oklahoma with a 7 turned up first: knock with 7 or less all hand; an ace: gin only.")),
            "knock_limit": (tr("Knock with at most"), tr(
                "The most your unmatched cards may add up to when you knock (0: gin only).\n"
                "Example: at 10, A♠ 4♦ 5♣ (10 points) may knock; with a 2 more (12) you must play on.")),
            "spade_doubles": (tr("A spade turned up first doubles the hand"), tr(
                "Oklahoma: when the first upcard is a spade, every point of that hand counts twice, bonuses too.\n"
                "Example: gin against 20 scores (20 + 25) × 2 = 90.")),
            "layoffs": (tr("Defender lays off on the knock"), tr(
                "After a knock the other player adds unmatched cards to the knocker's melds, and\n"
                "they no longer count.  Not after gin.  Needs knocking.\n"
                "Example: you knock with 7♥ 8♥ 9♥; the defender's 10♥ is laid off.")),
            "tie_is_undercut": (tr("Equal deadwood is an undercut"), tr(
                "When the defender's unmatched cards add up to as much as the knocker's, the defender wins.\n"
                "Example: you knock with 6 and the defender also has 6: the defender scores the undercut bonus.\n"
                "Off: the knocker wins the hand, scoring 0.")),
        }

    def _bonus_and_deal_labels(self) -> dict[str, tuple[str, str]]:
        return {
            "gin_bonus": (tr("Gin bonus"), tr(
                "Points for gin, on top of the opponent's unmatched cards.\n"
                "Example: gin against 30 points of deadwood scores 30 + 25 = 55.")),
            "big_gin": (tr("Big gin with eleven cards"), tr(
                "Go gin without discarding when all eleven cards after your draw are melded.\n"
                "Example: 4♠ 5♠ 6♠ 7♠, 9♥ 9♦ 9♣ 9♠, J♦ Q♦ K♦ is a big gin.")),
            "big_gin_bonus": (tr("Big gin bonus"), tr(
                "Replaces the gin bonus for a big gin.\nExample: a big gin against 20 points scores 20 + 31 = 51.")),
            "undercut_bonus": (tr("Undercut bonus"), tr(
                "Points for the defender who has less deadwood than the knocker (an undercut).\n"
                "Example: you knock with 8, the defender has 5: the defender scores 8 − 5 + 25 = 28.")),
            "box_bonus": (tr("Bonus per hand won"), tr(
                "Added at the end of the game for every hand each player won (the \"box\" or line bonus).\n"
                "Example: at 25, a player who won 4 hands adds 100; the higher total wins the game.")),
            "game_bonus": (tr("Game bonus"), tr(
                "Added at the end of the game for the player who reached the score limit.\n"
                "Example: at 100, reaching 104 first makes 204 before the hand bonuses.")),
            "shutout": (tr("When the loser won no hand"), tr(
                "A shutout (\"schneider\"): no bonus, the winner's margin doubled (Tommy's Gin Rummy),\n"
                "or a flat bonus for the winner (GinRummy 1.2 for the PalmPilot).\n"
                "Example: winning 130 to 0 with the margin doubled counts 260.")),
            "shutout_bonus": (tr("Flat shutout bonus"), tr(
                "The flat bonus's points.\nExample: 100 makes a 105 to 0 win count 205.")),
            "upcard_offer": (tr("The first upcard"), tr(
                "Offered to both: the non-dealer may take it or pass, then the dealer; if both pass,\n"
                "the non-dealer draws from the stock.  Simple (Tommy's Gin Rummy): the non-dealer just\n"
                "draws it or the top of the stock.")),
            "may_discard_pile_card": (tr("May throw back the card just taken"), tr(
                "Off: a card taken from the discard pile cannot be discarded in the same turn.\n"
                "Example: you take 7♣ from the pile; you must discard another card.")),
            "wall": (tr("When two cards are left in the stock"), tr(
                "The last two cards of the stock are never drawn.  Either the player who drew the card\n"
                "before them may still knock, then the hand is dead (no score); or the next player may\n"
                "still take the discard and knock.")),
            "first_dealer": (tr("Who deals first"), tr(
                "Drawn at random, you, or the computer (then you play first).")),
            "next_dealer": (tr("Who deals next"), tr(
                "After a hand won: the winner deals, the loser deals, or you take turns.\n"
                "A dead hand is dealt again by the same dealer.")),
        }

    def enum_texts(self) -> dict[Enum, str]:
        return {
            KnockRule.FIXED: tr("A fixed number"),
            KnockRule.FIRST_UPCARD: tr("The first upcard (Oklahoma)"),
            KnockRule.CURRENT_UPCARD: tr("The upcard showing (Space Cowboy)"),
            UpcardOffer.CLASSIC: tr("Offered to both, then the stock"),
            UpcardOffer.SIMPLE: tr("Non-dealer draws it or the stock"),
            Wall.LAST_DRAW: tr("The last drawer may still knock"),
            Wall.PILE_AT_WALL: tr("The next player may take the discard"),
            Shutout.NONE: tr("No bonus"),
            Shutout.DOUBLE: tr("Winner's margin doubled"),
            Shutout.FLAT: tr("A flat bonus"),
            FirstDealer.RANDOM: tr("At random"),
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
