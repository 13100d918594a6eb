"""The hints panel: advice for this moment and why, your melds and deadwood, what you know
of the opponent's hand, and the stock left."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QToolButton, QVBoxLayout, QWidget

from ginqt.engine import Event, Phase, PlayerView
from ginqt.melds import best_melds
from ginqt.ui.game.adviser import Hint
from ginqt.ui.panels.base import Panel
from ginqt.ui.panels.reads import OpponentReads
from ginqt.ui.table.layout import shown_melds
from ginqt.ui.table.render import DEFAULT_RED
from ginqt.ui.text import alternative_text, hint_reason_text, plain_hint_text

__all__ = ["ALTERNATIVES", "HintsPanel"]

RED = DEFAULT_RED
#: How many of the next-best moves the advice lists.
ALTERNATIVES = 3


class HintsPanel(Panel):
    """Advice for this moment and why, your melds and deadwood, what you know of the
    opponent's hand, and the stock left.

    The advice is the expert's (:class:`~ginqt.ui.game.adviser.Hint`, worked out off the GUI
    thread and given to :meth:`show_hint`): what to do and why in one plain sentence; under
    "Details" (:meth:`details_button`), why with the numbers and the next-best moves with how
    many points worse they are.
    By default the advice shows only when asked for (the Hint key); "Advice at every turn" shows it
    at every turn.  ``adviceToggled`` tells the choice (the window keeps it in the preferences);
    ``adviceShown`` that advice nobody asked for was on screen at the player's turn (the game is
    then assisted, as with a hint).
    """

    adviceToggled = Signal(bool)  #: the player ticked or cleared "Advice at every turn"
    adviceShown = Signal()  #: advice not asked for was shown on the player's turn

    def __init__(self, parent: QWidget | None = None, player: int = 0) -> None:
        super().__init__(parent, "hints", self.title())
        self.reads = OpponentReads(player)
        self._view: PlayerView | None = None
        self._labels: dict[str, QLabel] = {}
        self._advice_box: QCheckBox | None = None
        self._details: QToolButton | None = None  #: shows the figures behind the advice (outs, points)
        self._show_advice = False
        self._hint: Hint | None = None  #: the latest advice (shown while it is for the view shown)
        self._colours: tuple[str, bool] = (RED, False)  #: the red suits' colour, four colours

    def set_show_advice(self, on: bool) -> None:
        """Show the advice at every turn (``on``), or only when asked for."""
        self._show_advice = on
        if self._advice_box is not None and self._advice_box.isChecked() != on:
            self._advice_box.setChecked(on)
        self.refresh_if_built()

    @property
    def shows_advice(self) -> bool:
        return self._show_advice

    def set_card_colours(self, red: str, four_colour: bool) -> None:
        """The suits' colours in the panel's cards, as on the table (the red suits' colour, a four-colour deck)."""
        self._colours = (red, four_colour)
        self.refresh_if_built()

    def _advice_toggled(self, on: bool) -> None:
        if on != self._show_advice:
            self._show_advice = on
            self.adviceToggled.emit(on)
        self.refresh()

    def show_hint(self, hint: Hint) -> None:
        """The expert's advice for the current view: shown until the next move (when not asked for, only
        while "Advice at every turn" is on)."""
        self._hint = hint
        self.refresh_if_built()

    def show_view(self, view: PlayerView | None) -> None:
        """The latest view of the player the panel advises (``None`` clears it)."""
        if view is None:
            self.reads.reset()
        self._view = view
        self.refresh_if_built()

    def show_events(self, events: tuple[Event, ...]) -> None:
        """What happened, as the player the panel advises saw it (what the opponent threw and refused);
        shown with the next :meth:`show_view`, which follows every move."""
        self.reads.update(events)

    @property
    def view(self) -> PlayerView | None:
        return self._view

    def advice(self) -> Hint | None:
        """The advice shown for the current view, if any."""
        hint, view = self._hint, self._view
        if hint is None or view is None or not view.my_turn or hint.view != view:
            return None
        return hint if hint.asked or self._show_advice else None

    def title(self) -> str:
        return self.tr("Hints")

    def create_widget(self) -> QWidget:
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)

        def group(title: str, rows: Sequence[tuple[str, str]]) -> QGroupBox:
            box = QGroupBox(title, body)
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for key, text in rows:
                label = QLabel(box)
                label.setObjectName(key)
                label.setWordWrap(True)
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self._labels[key] = label
                if text:
                    form.addRow(text, label)
                else:
                    form.addRow(label)
            layout.addWidget(box)
            return box

        advice = group(self.tr("Advice"), [("advice", ""), ("reason", ""), ("instead", "")])
        self._advice_box = QCheckBox(self.tr("Advice at every turn"), advice)
        self._advice_box.setToolTip(self.tr("Off: advice only when you ask (H, or the middle mouse button).\n"
                                            "Either way, a game with advice counts as assisted."))
        self._advice_box.setChecked(self._show_advice)
        self._advice_box.toggled.connect(self._advice_toggled)
        form = advice.layout()
        assert isinstance(form, QFormLayout)
        form.insertRow(0, self._advice_box)
        self._details = QToolButton(advice)
        self._details.setText(self.tr("Details"))
        self._details.setToolTip(self.tr("The figures behind the advice: outs, points on average, the other moves"))
        self._details.setCheckable(True)
        self._details.setArrowType(Qt.ArrowType.RightArrow)
        self._details.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._details.setAutoRaise(True)
        self._details.toggled.connect(lambda _on: self.refresh())
        form.insertRow(2, self._details)
        group(self.tr("Your hand"), [("melds", self.tr("Melds:")), ("deadwood", self.tr("Deadwood:")),
                                     ("knock", self.tr("Knock at:"))])
        group(self.tr("Your opponent"), [("holds", self.tr("Holds:")), ("threw", self.tr("Threw:")),
                                         ("refused", self.tr("Refused:")), ("count", self.tr("Cards:"))])
        group(self.tr("Table"), [("stock", self.tr("Stock:")), ("upcard", self.tr("Upcard:"))])
        layout.addStretch(1)
        return self.scrolling(body)

    def details_button(self) -> QToolButton:
        """The "Details" disclosure: the figures behind the advice, one click away."""
        self.ensure_built()
        assert self._details is not None
        return self._details

    def label(self, key: str) -> QLabel:
        """One of the panel's value labels (for tests): advice, reason, instead, melds, deadwood, knock,
        holds, threw, refused, count, stock, upcard."""
        self.ensure_built()
        return self._labels[key]

    def refresh(self) -> None:
        from ginqt.ui.panels.hints_html import cards_html, escape, sorted_cards  # here: a start needs none of it

        labels = self._labels
        view = self._view
        if view is None:
            for label in labels.values():
                label.setText("")
            labels["advice"].setText(self.tr("No game"))
            return
        advice = self.advice()
        if advice is not None and not advice.asked and self.on_screen:
            self.adviceShown.emit()
        self._show_advice_text(view, advice)
        found = best_melds(view.hand)
        meld_cards, deadwood, dead_cards = list(found.melds), found.deadwood, found.deadwood_cards
        settled = view.result.settlement if view.phase is Phase.OVER and view.result is not None else None
        if settled is not None:  # the hands laid down: what counted, after laying off
            mine = view.result is not None and view.result.knocker == view.player
            meld_cards = list(settled.knocker_melds if mine else settled.defender_melds)
            deadwood = settled.knocker_deadwood if mine else settled.defender_deadwood
            dead_cards = settled.knocker_deadwood_cards if mine else settled.defender_deadwood_cards
        melds = [cards_html(list(meld.cards), *self._colours) for meld in shown_melds(meld_cards)]  # 7♦–Q♦: one run
        labels["melds"].setText("<br>".join(melds) if melds else escape(self.tr("none yet")))
        dead_html = cards_html(sorted_cards(dead_cards), *self._colours)
        labels["deadwood"].setText(f"<b>{deadwood}</b>: {dead_html}" if deadwood else "<b>0</b>")
        if not view.rules.knocking or view.knock_limit == 0:
            knock = self.tr("gin only")
        else:
            knock = self.tr("%1 or less").replace("%1", str(view.knock_limit))
        if view.multiplier != 1:
            knock += self.tr(" (points ×%1)").replace("%1", str(view.multiplier))
        labels["knock"].setText(escape(knock))
        labels["holds"].setText(cards_html(sorted_cards(view.opponent_known), *self._colours))
        labels["threw"].setText(cards_html(self.reads.threw, *self._colours))
        labels["refused"].setText(cards_html(self.reads.refused, *self._colours))
        labels["count"].setText(str(view.opponent_card_count))
        labels["stock"].setText(self.tr("%n cards", "", view.stock_count))
        if settled is not None:  # the knock's discard lies face down
            labels["upcard"].setText(escape(self.tr("face down (the knock)")))
        else:
            labels["upcard"].setText(cards_html([view.upcard] if view.upcard is not None else [], *self._colours))

    def _show_advice_text(self, view: PlayerView, advice: Hint | None) -> None:
        """The advised move in bold, why, and the next-best moves (or what the advice waits for)."""
        from ginqt.ui.panels.hints_html import escape, words_html

        labels = self._labels
        if advice is not None:
            analysis = advice.analysis
            labels["advice"].setText(f"<b>{words_html(plain_hint_text(advice.view, analysis), *self._colours)}</b>")
            labels["reason"].setText(words_html(hint_reason_text(analysis), *self._colours))
            others = [words_html(alternative_text(analysis.best, other), *self._colours)
                      for other in analysis.actions[1:1 + ALTERNATIVES]]
            labels["instead"].setText(escape(self.tr("Instead:")) + "<br>" + "<br>".join(others)
                                      if others else "")
        else:
            if view.phase is Phase.OVER:
                text = self.tr("The hand is over")
            elif not view.my_turn:
                text = self.tr("Your opponent is playing")
            elif not self._show_advice:
                text = self.tr("Press H for a hint")
            else:
                text = self.tr("Working out the advice…")
            labels["advice"].setText(escape(text))
            labels["reason"].setText("")
            labels["instead"].setText("")
        details = self._details is not None and self._details.isChecked()
        if self._details is not None:
            self._details.setVisible(advice is not None)
            self._details.setArrowType(Qt.ArrowType.DownArrow if details else Qt.ArrowType.RightArrow)
        labels["reason"].setVisible(advice is not None and details)
        labels["instead"].setVisible(advice is not None and details and len(advice.analysis.actions) > 1)
