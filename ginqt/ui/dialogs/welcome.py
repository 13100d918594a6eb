"""The welcome at start: Play, Watch a demo, How to play, Options — the old programs' title screens.

The 1990 VGA and 1993 DOS programs opened on a title screen (BEGIN GAME, OPTIONS, ...);
this is GinQt's.  The first time it also asks the player's name (once: the window keeps
:attr:`Preferences.welcomed`).  It decides nothing: :attr:`WelcomeDialog.choice` says
what was picked, :meth:`WelcomeDialog.name` the name typed, and ``rulesRequested`` asks
the window for the rules (the dialog stays open).
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.storage import MAX_NAME_LENGTH, PlayerNameError, check_name
from ginqt.ui.table.render import CARD_HEIGHT, CARD_WIDTH, CardStyle, paint_card
from ginqt.ui.text import game_summary
from ginqt.ui.text.names import opponent_description, opponent_label, variant_label

__all__ = ["WelcomeChoice", "WelcomeDialog"]


class WelcomeChoice(Enum):
    PLAY = "play"  #: deal a game with the settings shown
    DEMO = "demo"  #: the computer plays both hands
    OPTIONS = "options"  #: the full new-game form (rules and all)
    CLOSED = "closed"  #: closed without a choice: the window deals a game as for Play


class WelcomeDialog(QDialog):
    """The welcome (see the module's description)."""

    rulesRequested = Signal()  #: How to play: show the rules (the welcome stays open)

    def __init__(self, prefs: Preferences, source: PlayerSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to GinQt"))
        self.setMinimumWidth(380)
        self.choice = WelcomeChoice.CLOSED
        self._prefs = prefs
        self._source = source
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(self._title(prefs), 0, Qt.AlignmentFlag.AlignHCenter)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.opponent = QComboBox(self)
        for name in source.strategy_names():
            self.opponent.addItem(opponent_label(name, source.plugin_of(name) is not None), name)
            about = opponent_description(name, source.describe_strategy(name))
            self.opponent.setItemData(self.opponent.count() - 1, about, Qt.ItemDataRole.ToolTipRole)
        index = self.opponent.findData(prefs.opponent)
        self.opponent.setCurrentIndex(max(0, index))
        self.opponent.currentIndexChanged.connect(self._show_summary)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        if not prefs.welcomed:  # the name is asked once, the first time
            self.name_edit.setText("" if prefs.name == Preferences.name else prefs.name)
            form.addRow(self.tr("Your &name:"), self.name_edit)
        else:
            self.name_edit.setText(prefs.name)
            self.name_edit.hide()
        form.addRow(self.tr("&Opponent:"), self.opponent)
        layout.addLayout(form)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.summary)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c8102e; font-weight: bold;")
        self.error.hide()
        layout.addWidget(self.error)
        layout.addLayout(self._buttons())
        self._show_summary()

    def _title(self, prefs: Preferences) -> QWidget:
        """Three cards fanned above the game's name, as the old title screens had."""
        box = QWidget(self)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        picture = QLabel(box)
        picture.setPixmap(self._fan(CardStyle(prefs.big_cards, prefs.four_colour, prefs.card_back, prefs.red_colour),
                                    prefs.table_colour))
        picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(picture)
        title = QLabel(self.tr("Gin Rummy"), box)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(title)
        greeting = self.tr("Welcome back, %1.").replace("%1", prefs.name) if prefs.welcomed else \
            self.tr("Meld your cards, knock or go gin before the computer does.")
        line = QLabel(greeting, box)
        line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        line.setWordWrap(True)
        column.addWidget(line)
        return box

    @staticmethod
    def _fan(style: CardStyle, table: str) -> QPixmap:
        """A card back, K♥ and A♠ fanned on the table's colour."""
        scale = 0.8
        step = CARD_WIDTH * 0.62
        width, height = 28 + 2 * step + CARD_WIDTH * 1.1, CARD_HEIGHT * 1.12
        pixmap = QPixmap(int(width * scale), int(height * scale))
        pixmap.fill(QColor(table))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        for i, card in enumerate((None, 13 + 12, 0)):
            painter.save()
            painter.translate(14 + i * step + CARD_WIDTH / 2, CARD_HEIGHT * 0.56)
            painter.rotate(-10 + 10 * i)
            paint_card(painter, QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT), card, style)
            painter.restore()
        painter.end()
        return pixmap

    def _buttons(self) -> QGridLayout:
        grid = QGridLayout()
        self.play_button = QPushButton(self.tr("&Play"), self)
        self.play_button.setDefault(True)
        self.play_button.setToolTip(self.tr("Deal a game with these settings (Enter)"))
        self.demo_button = QPushButton(self.tr("Watch a &demo"), self)
        self.demo_button.setToolTip(self.tr("The computer plays both hands; F2 in the game stops it"))
        self.rules_button = QPushButton(self.tr("&How to play"), self)
        self.rules_button.setToolTip(self.tr("The rules and every key (F1 in the game)"))
        self.options_button = QPushButton(self.tr("&Options…"), self)
        self.options_button.setToolTip(self.tr("Every rule and the score limit, before you deal (Ctrl+N in the game)"))
        for button in (self.play_button, self.demo_button, self.rules_button, self.options_button):
            button.setMinimumHeight(button.sizeHint().height() + 8)
        grid.addWidget(self.play_button, 0, 0, 1, 2)
        grid.addWidget(self.demo_button, 1, 0)
        grid.addWidget(self.rules_button, 1, 1)
        grid.addWidget(self.options_button, 2, 0, 1, 2)
        self.play_button.clicked.connect(lambda: self._choose(WelcomeChoice.PLAY))
        self.demo_button.clicked.connect(lambda: self._choose(WelcomeChoice.DEMO))
        self.options_button.clicked.connect(lambda: self._choose(WelcomeChoice.OPTIONS))
        self.rules_button.clicked.connect(self.rulesRequested.emit)
        return grid

    def _show_summary(self) -> None:
        prefs = self._prefs
        limit = self._source.variant_rules(prefs.variant).score_limit if prefs.score_limit is None \
            else prefs.score_limit
        self.summary.setText(game_summary(variant_label(prefs.variant), limit, self.opponent.currentText()))

    # -- the answer ------------------------------------------------------------------------

    def _choose(self, choice: WelcomeChoice) -> None:
        try:
            self.name()
        except PlayerNameError as error:
            self.error.setText(self.tr("This name cannot be used: %1").replace("%1", str(error)))
            self.error.show()
            self.name_edit.setFocus()
            return
        self.choice = choice
        self.accept()

    def name(self) -> str:
        """The name typed (the default when left empty); :class:`PlayerNameError` for one that cannot be used."""
        text = self.name_edit.text()
        return check_name(text) if text.strip() else self._prefs.name

    def opponent_name(self) -> str:
        """The opponent chosen (a strategy's registered name)."""
        return str(self.opponent.currentData() or self._prefs.opponent)
