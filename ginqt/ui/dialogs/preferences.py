"""Options › Preferences: table and cards, play, the default game and rules, sound and confirmations.

It works on a copy: :meth:`PreferencesDialog.preferences` returns the chosen
preferences after OK, and the window applies them; Cancel changes nothing."""

from __future__ import annotations

from enum import Enum
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ginqt.plugins.players import PlayerSource
from ginqt.preferences import SCHEMA, KnockMode, Preferences, SortOrder
from ginqt.translations import LANGUAGES
from ginqt.ui.dialogs.game_form import GameForm, buddy
from ginqt.ui.language import SYSTEM, choose
from ginqt.ui.table.render import CARD_HEIGHT, CARD_WIDTH, DEFAULT_BACK, DEFAULT_RED, CardStyle, paint_card
from ginqt.ui.table.scene import DEFAULT_TABLE
from ginqt.ui.text.table import move_keys

__all__ = ["ColourButton", "PreferencesDialog", "StylePreview"]

#: The preferences the dialog's own tabs show, each by the widget of the same name (the form shows the game's)
FIELDS = ("big_cards", "four_colour", "high_contrast", "text_size", "table_colour", "card_back", "red_colour", "sort",
          "animation_ms", "animation", "computer_delay_ms", "demo_delay_ms", "hand_pause_ms", "knock_mode", "gin_mode",
          "double_click", "multiple_undo", "open_hands", "time_limit", "plugin_memory_mb", "start_directly",
          "show_advice", "sound", "confirm_quit", "confirm_new_game", "blank_when_idle", "records_limit", "language",
          "meeting_place")

class ColourButton(QPushButton):
    """A swatch that opens a colour chooser, named as a person reads it: the preset's name (``name``) or
    "Custom colour", the hex code only in its tooltip."""

    colourChanged = Signal(str)

    def __init__(self, colour: str, default: str, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.default = default
        self.name = name
        self.setFixedWidth(140)
        self.clicked.connect(self._choose)
        self.set_colour(colour)

    def set_colour(self, colour: str) -> None:
        if not QColor(colour).isValid():
            colour = self.default
        self.colour = QColor(colour).name()
        preset = self.colour == QColor(self.default).name() and self.name
        self.setText(preset or self.tr("Custom colour"))
        self.setToolTip(self.colour)
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
        self.tabs.setAccessibleName(self.tr("Preferences"))
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
        self.high_contrast = QCheckBox(self.tr("&High contrast: a black table, white and yellow text"), tab)
        self.text_size = self._spin(tab, 100, 200, 10, "%")
        self.text_size.setToolTip(self.tr("Large text: the table's words, the menus, panels and dialogs"))
        self.table_colour = ColourButton(DEFAULT_TABLE, DEFAULT_TABLE, tab, self.tr("Green felt"))
        self.card_back = ColourButton(DEFAULT_BACK, DEFAULT_BACK, tab, self.tr("Blue"))
        self.red_colour = ColourButton(DEFAULT_RED, DEFAULT_RED, tab, self.tr("Red"))
        reset = QPushButton(self.tr("Default colours"), tab)
        reset.clicked.connect(self._default_colours)
        self.preview = StylePreview(tab)
        self.sort = QComboBox(tab)
        for order, text in ((SortOrder.MELDS, self.tr("Melds first, then deadwood by rank")),
                            (SortOrder.MELDS_SUIT, self.tr("Melds first, then deadwood by suit")),
                            (SortOrder.RANK, self.tr("By rank")), (SortOrder.SUIT, self.tr("By suit")),
                            (SortOrder.MANUAL, self.tr("As I arrange them (drag)"))):
            self.sort.addItem(text, order.value)
        self.animation_ms = self._spin(tab, 0, 3000, 50, self.tr(" ms"), self.tr("instant"), 120)
        #: Options › Animation: off, cards do not move and no gin, won game or shutout is celebrated
        self.animation = QCheckBox(self.tr("Animation"), tab)
        self.animation.toggled.connect(self.animation_ms.setEnabled)
        self.computer_delay_ms = self._spin(tab, 0, 5000, 100, self.tr(" ms"), self.tr("no wait"), 120)
        self.demo_delay_ms = self._spin(tab, 0, 5000, 100, self.tr(" ms"), self.tr("no wait"), 120)
        self.hand_pause_ms = self._spin(tab, 0, 30000, 500, self.tr(" ms"), self.tr("no wait"), 120)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.big_cards)
        form.addRow(self.four_colour)
        form.addRow(self.high_contrast)
        form.addRow(self.tr("Te&xt size:"), self.text_size)
        form.addRow(self.tr("Table colour:"), self.table_colour)
        form.addRow(self.tr("Card backs:"), self.card_back)
        form.addRow(self.tr("Red suits:"), self.red_colour)
        form.addRow("", reset)
        form.addRow(self.tr("Sort your hand:"), self.sort)
        moves = QHBoxLayout()
        moves.addWidget(self.animation_ms)
        moves.addWidget(self.animation)
        takes = QLabel(self.tr("Card moves take:"), tab)
        takes.setBuddy(self.animation_ms)  # the box's name for a screen reader
        form.addRow(takes, moves)
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

    @staticmethod
    def _spin(parent: QWidget, low: int, high: int, step: int, suffix: str, zero: str = "", width: int = 0
              ) -> QSpinBox:
        """A number box from ``low`` to ``high`` (``zero``: what it shows for its lowest value)."""
        box = QSpinBox(parent)
        box.setRange(low, high)
        box.setSingleStep(step)
        box.setSuffix(suffix)
        box.setSpecialValueText(zero)
        box.setMinimumWidth(width)
        return box

    def _play_tab(self) -> QWidget:
        tab = QWidget(self)
        self.knock_mode = QComboBox(tab)
        self.gin_mode = QComboBox(tab)
        for combo in (self.knock_mode, self.gin_mode):
            for mode, text in ((KnockMode.PROMPT, self.tr("Ask me (Knock / Continue / Play to gin)")),
                               (KnockMode.AUTOMATIC, self.tr("Automatically")),
                               (KnockMode.MANUAL,
                                self.tr("Only when I press Knock (%1)").replace("%1", move_keys()["arm"]))):
                combo.addItem(text, mode.value)
        self.double_click = QComboBox(tab)
        self.double_click.addItem(self.tr("A single click"), False)
        self.double_click.addItem(self.tr("A double click"), True)
        self.multiple_undo = QCheckBox(self.tr("&Multiple undo: take back any number of turns (assisted game)"),
                                       tab)
        self.open_hands = QCheckBox(self.tr("&Open hands: show the computer's cards (assisted game)"), tab)
        self.time_limit = QDoubleSpinBox(tab)
        self.time_limit.setRange(*SCHEMA["time_limit"].range or (0.5, 120.0))  # what the settings keep
        self.time_limit.setSingleStep(0.5)
        self.time_limit.setSuffix(self.tr(" s"))
        self.start_directly = QCheckBox(self.tr("Start &directly: skip the welcome and the New game dialog"), tab)
        self.show_advice = QCheckBox(self.tr("Show the &advice at every turn in the hints panel (assisted game)"), tab)
        self.show_advice.setToolTip(self.tr("Off: advice only when you ask for a hint (H).  Either way a game with "
                                            "advice counts in the statistics only, not in the high scores."))
        self.time_limit.setMinimumWidth(120)
        self.plugin_memory_mb = self._spin(tab, 0, 65536, 256, self.tr(" MiB"), self.tr("no limit"))
        self.plugin_memory_mb.setToolTip(self.tr("An opponent from a plugin you installed plays in a process of its "
                                              "own; this is the memory it may use (Linux and macOS)"))
        form = QFormLayout(tab)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.tr("Knock when I can:"), self.knock_mode)
        form.addRow(self.tr("Go gin when I can:"), self.gin_mode)
        form.addRow(self.tr("Play a card with:"), self.double_click)
        form.addRow(self.tr("A computer player may think for:"), self.time_limit)
        form.addRow(self.tr("A plugin's opponent may use:"), self.plugin_memory_mb)
        form.addRow(self.multiple_undo)
        form.addRow(self.open_hands)
        form.addRow(self.show_advice)
        form.addRow(self.start_directly)
        self.meeting_place = QLineEdit(tab)
        self.meeting_place.setMinimumWidth(260)
        self.meeting_place.setToolTip(self.tr("Play a friend: the mailbox server you and your friend meet at (the "
                                              "public one, or a club's own). It sees neither the code's words nor a "
                                              "card."))
        form.addRow(self.tr("Meeting place:"), self.meeting_place)
        return tab

    def _sound_tab(self, problem: str) -> QWidget:
        tab = QWidget(self)
        self.sound = QCheckBox(self.tr("&Sound effects (deal, draw, discard, knock, gin); F3 turns them on "
                                       "and off"), tab)
        self.sound_status = QLabel(problem or self.tr("Sound works on this computer."), tab)
        self.sound_status.setWordWrap(True)
        self.sound_status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.sound.setEnabled(not problem)  # nothing to turn on: say why instead
        self.confirm_quit = QCheckBox(self.tr("Ask before &quitting"), tab)
        self.confirm_new_game = QCheckBox(self.tr("Ask before abandoning a game in &progress"), tab)
        self.blank_when_idle = QCheckBox(self.tr("&Blank the table when idle (2 seconds per point of the score "
                                                 "limit, at least a minute); any key brings it back"), tab)
        self.language = QComboBox(tab)
        self.language.addItem(self.tr("As the system (%1)").replace("%1", LANGUAGES[choose(SYSTEM)]),
                              SYSTEM)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setAccessibleName(self.tr("Language"))
        spoken = QHBoxLayout()
        spoken.addWidget(buddy(self.tr("&Language:"), self.language, tab))
        spoken.addWidget(self.language)
        spoken.addStretch(1)
        low, high = (int(n) for n in SCHEMA["records_limit"].range or (10, 100_000))
        self.records_limit = self._spin(tab, low, high, 100, self.tr(" games"))
        self.records_limit.setAccessibleName(self.tr("Past games kept"))
        kept = QHBoxLayout()
        kept.addWidget(QLabel(self.tr("Keep the records of the last"), tab))
        kept.addWidget(self.records_limit)
        kept.addStretch(1)
        layout = QVBoxLayout(tab)
        layout.addLayout(spoken)
        layout.addSpacing(12)
        layout.addWidget(self.sound)
        layout.addWidget(self.sound_status)
        layout.addSpacing(12)
        layout.addWidget(self.confirm_quit)
        layout.addWidget(self.confirm_new_game)
        layout.addSpacing(12)
        layout.addWidget(self.blank_when_idle)
        layout.addSpacing(12)
        layout.addLayout(kept)
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
        for field in FIELDS:
            widget, value = getattr(self, field), getattr(prefs, field)
            if isinstance(widget, QCheckBox):
                widget.setChecked(value)
            elif isinstance(widget, ColourButton):
                widget.set_colour(value)
            elif isinstance(widget, QLineEdit):
                widget.setText(value)
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value.value if isinstance(value, Enum) else value)))
            else:
                widget.setValue(value)
        self.animation_ms.setEnabled(prefs.animation)
        self.form.load(prefs)
        self._update_preview()

    def collect(self) -> dict[str, Any]:
        """Every preference shown (raises :class:`ValueError` for rules that cannot be played)."""
        values = self.form.collect()
        for field in FIELDS:
            widget = getattr(self, field)
            if isinstance(widget, QCheckBox):
                values[field] = widget.isChecked()
            elif isinstance(widget, ColourButton):
                values[field] = widget.colour
            elif isinstance(widget, QLineEdit):
                values[field] = widget.text().strip() or getattr(Preferences(), field)
            elif isinstance(widget, QComboBox):  # the item's data as the field's type: SortOrder, KnockMode, bool, str
                values[field] = type(getattr(self._prefs, field))(widget.currentData())
            else:
                values[field] = widget.value()
        return values

    def accept(self) -> None:
        if self.form.check() is None:
            self.tabs.setCurrentIndex(2)
            return
        self._result = self._prefs.replace(**self.collect())
        super().accept()

    def preferences(self) -> Preferences | None:
        """The chosen preferences after OK (None after Cancel)."""
        return self._result

