"""The table: a QGraphicsScene of generic items that moves cards where it is told.

The scene knows nothing of Gin Rummy.  The board tells it where every card lies
(:meth:`TableScene.arrange`) and it animates the moves; while cards move it ignores
input.  Its size follows the view's shape (:meth:`TableScene.set_size`, announced by
``sizeChanged``), its colours a :class:`~ginqt.ui.table.theme.Theme`.  It turns clicks
into meaningful signals: ``cardClicked``, ``pileClicked``, ``buttonClicked``,
``backgroundClicked``, ``hintRequested`` (middle button) and ``cardDropped`` (after a drag).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from ginqt.ui.table.items import BadgeItem, ButtonItem, CardItem, FeltItem, PileItem, RingItem, TableItem, font
from ginqt.ui.table.layout import CARD_WIDTH, NORTH_BACKS, STOCK_BACKS, TableSize
from ginqt.ui.table.overlay import ResultItem
from ginqt.ui.table.render import CardStyle
from ginqt.ui.table.signs import LegendItem, ScoreboardItem
from ginqt.ui.table.theme import Theme, theme_for

__all__ = ["CARD_ITEMS", "DEFAULT_TABLE", "Placement", "TableScene"]

#: The felt's colour (its edges are darker)
DEFAULT_TABLE = "#2f7d46"
#: Rings for the keyboard cursor and the card asked about
RINGS = 2
#: The card items: one for each card (0-51), then the backs that stand in for face-down cards
CARD_ITEMS = 52 + len(STOCK_BACKS) + len(NORTH_BACKS)
Named = TypeVar("Named", bound=TableItem)


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one card lies and how it looks."""

    x: float
    y: float
    z: float
    face_up: bool
    group: str  #: a pile name (clicks mean the pile) or a hand name (clicks mean the card)
    top_bar: QColor | None = None
    bottom_bar: QColor | None = None
    focused: bool = False  #: a ring around it, above every card
    draggable: bool = False
    visible: float = CARD_WIDTH  #: how much of its width shows (its bars are no wider)
    marks: tuple[str, str] = ("", "")  #: the top and bottom bars' marks (a bar is never told by colour alone)
    arrives: bool = True  #: newly shown, it comes from where a face-down card that left was (the card it stood for)


class TableScene(QGraphicsScene):
    cardClicked = Signal(int)
    cardDoubleClicked = Signal(int)
    cardDropped = Signal(int, float)
    pileClicked = Signal(str)
    buttonClicked = Signal(str)
    backgroundClicked = Signal()
    hintRequested = Signal()
    sizeChanged = Signal(object)  #: the new TableSize
    textScaleChanged = Signal(float)  #: large text: the view gives the table a new shape (room for the words)

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.size = TableSize()
        self.setSceneRect(QRectF(0, 0, self.size.width, self.size.height))
        self.table_colour = DEFAULT_TABLE
        self.theme = theme_for(DEFAULT_TABLE)
        self._paint_table()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.card_style = CardStyle()
        self.cards: dict[int, CardItem] = {}
        self.groups: dict[int, str] = {}
        self.piles: dict[str, PileItem] = {}
        self.buttons: dict[str, ButtonItem] = {}
        self.texts: dict[str, QGraphicsSimpleTextItem] = {}
        self.badges: dict[str, BadgeItem] = {}
        self.panels: dict[str, ResultItem] = {}
        self.scoreboard = ScoreboardItem()
        self.legend = LegendItem()
        self.felt = FeltItem()
        self.rings = [RingItem() for _ in range(RINGS)]
        for item in (self.scoreboard, self.legend, self.felt, *self.rings):
            self.addItem(item)
        self._animation: QParallelAnimationGroup | None = None
        for card in range(CARD_ITEMS):  # the 52 cards, then the stand-ins of face-down cards (always backs)
            item = CardItem(card, self.card_style)
            item.setVisible(False)
            item.clicked.connect(self._card_clicked)
            item.doubleClicked.connect(self._card_double_clicked)
            item.dropped.connect(self._card_dropped)
            self.addItem(item)
            self.cards[card] = item

    # -- building ----------------------------------------------------------------------

    def _add(self, item: Named, kept: dict[str, Named], clicked: Callable[[str], None]) -> Named:
        """``item`` on the table, kept under its name, its clicks told to ``clicked``; hidden until a drawing shows
        it (an empty table has no empty piles, no knock limit and no buttons to look at)."""
        item.setVisible(False)
        item.clicked.connect(clicked)
        self.addItem(item)
        kept[item.name] = item
        return item

    def add_pile(self, name: str, label: str) -> PileItem:
        return self._add(PileItem(name, label), self.piles, self._pile_clicked)

    def add_button(self, name: str, width: float) -> ButtonItem:
        return self._add(ButtonItem(name, "", width), self.buttons, self._button_clicked)

    def add_text(self, name: str, size: float, bold: bool = False) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(font(size, bold))
        item.setBrush(QColor("#ffffff"))
        item.setZValue(300)
        self.addItem(item)
        self.texts[name] = item
        return item

    def add_badge(self, name: str, label: str) -> BadgeItem:
        return self._add(BadgeItem(name, label), self.badges, self._pile_clicked)

    def add_panel(self, name: str) -> ResultItem:
        return self._add(ResultItem(name), self.panels, self._panel_clicked)

    def set_style(self, big: bool, four_colour: bool, table: str | None = None, back: str | None = None,
                  red: str | None = None, high_contrast: bool = False) -> None:
        """Card faces (big, four-colour, the red suits' colour, high contrast), the card backs' and the
        table's colours (``#rrggbb``; ``None`` keeps the current one)."""
        self.card_style.big = big
        self.card_style.four_colour = four_colour
        self.card_style.high_contrast = high_contrast
        if back is not None and QColor(back).isValid():
            self.card_style.back = back
        if red is not None and QColor(red).isValid():
            self.card_style.red = red
        if table is not None and QColor(table).isValid():
            self.table_colour = QColor(table).name()
        self.set_theme(theme_for(self.table_colour, high_contrast, self.theme.text_scale))  # the words' size kept
        for item in self.cards.values():
            item.update()

    def set_theme(self, theme: Theme) -> None:
        """The colours of the felt, the text and every item."""
        if theme == self.theme and theme.table == self.table_colour:
            return
        rescaled = theme.text_scale != self.theme.text_scale
        self.theme = theme
        self._paint_table()
        for item in (*self.cards.values(), *self.piles.values(), *self.buttons.values(), *self.badges.values()):
            item.set_theme(theme)
        for ring in self.rings:
            ring.set_theme(theme)
        if rescaled:
            self.textScaleChanged.emit(theme.text_scale)

    def set_size(self, size: TableSize) -> None:
        """Make the table ``size`` (the view fits it to its shape); ``sizeChanged`` tells the board."""
        if size == self.size:
            return
        self.size = size
        for item in (*self.piles.values(), *self.buttons.values(), *self.badges.values()):
            item.set_text_scale(size.text)
        self.setSceneRect(QRectF(0, 0, size.width, size.height))
        self.felt.set_rect(self.sceneRect())
        self._paint_table()
        self.sizeChanged.emit(size)

    def _paint_table(self) -> None:
        colour = QColor(self.theme.table)
        size = self.size
        gradient = QRadialGradient(QPointF(size.width / 2, size.height / 2), max(size.width, size.height) * 0.7)
        gradient.setColorAt(0.0, colour)
        gradient.setColorAt(1.0, colour if self.theme.high_contrast else colour.darker(185 if not self.theme.light
                                                                                       else 125))
        self.setBackgroundBrush(QBrush(gradient))

    # -- moving cards ------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        return self._animation is not None

    @property
    def input_enabled(self) -> bool:
        return self._animation is None

    def arrange(self, placements: dict[int, Placement], duration_ms: int) -> None:
        """Put every card where ``placements`` says (hide the others), moving them over ``duration_ms``.

        A card shown anew comes from where a face-down card that left the table was: the back that stood for it
        (drawn from the stock, played from a closed hand, laid open), in the order they lie."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        left = sorted((item.pos() for card, item in self.cards.items()
                       if item.isVisible() and not item.face_up and card not in placements), key=QPointF.x)
        arriving = sorted((card for card, place in placements.items()
                           if place.arrives and not self.cards[card].isVisible()), key=lambda card: placements[card].x)
        origins = dict(zip(arriving, left, strict=False))
        group = QParallelAnimationGroup(self)
        for card, item in self.cards.items():
            place = placements.get(card)
            if place is None:
                item.setVisible(False)
                self.groups.pop(card, None)
                continue
            self.groups[card] = place.group
            item.draggable = place.draggable
            item.set_look(place.face_up, place.top_bar, place.bottom_bar, place.visible, place.marks)
            target = QPointF(place.x, place.y)
            if not item.isVisible():
                item.setVisible(True)
                item.setPos(origins.get(card, target) if duration_ms > 0 else target)
            if duration_ms > 0 and (item.pos() - target).manhattanLength() > 0.5:
                # the moving card flies above the others and settles at its depth when it lands
                item.setZValue(1000 + place.z)
                animation = QPropertyAnimation(item, b"pos", group)
                animation.setDuration(duration_ms)
                animation.setEndValue(target)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                animation.finished.connect(lambda item=item, z=place.z: item.setZValue(z))
                group.addAnimation(animation)
            else:
                item.setPos(target)
                item.setZValue(place.z)
        if group.animationCount() == 0:
            group.deleteLater()
            return
        self._animation = group
        group.finished.connect(self._animation_finished)
        group.start()

    def finish_animation(self) -> None:
        """Jump every moving card to its place now."""
        group = self._animation
        if group is not None:
            group.setCurrentTime(group.totalDuration())

    def _animation_finished(self) -> None:
        group, self._animation = self._animation, None
        if group is not None:
            group.deleteLater()

    # -- input -------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            event.accept()
            self.hintRequested.emit()
            return
        if not self.input_enabled:
            event.accept()
            return
        super().mousePressEvent(event)
        if not event.isAccepted() or self.mouseGrabberItem() is None:
            event.accept()
            self.backgroundClicked.emit()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            event.accept()
            self.hintRequested.emit()
            return
        if not self.input_enabled or event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mouseDoubleClickEvent(event)
        if self.mouseGrabberItem() is None:
            event.accept()
            self.backgroundClicked.emit()

    def _card_clicked(self, card: int) -> None:
        if not self.input_enabled:
            return
        group = self.groups.get(card, "")
        if group in self.piles:
            self.pileClicked.emit(group)
        else:
            self.cardClicked.emit(card)

    def _card_double_clicked(self, card: int) -> None:
        if not self.input_enabled:
            return
        group = self.groups.get(card, "")
        if group not in self.piles:
            self.cardDoubleClicked.emit(card)

    def _card_dropped(self, card: int, pos: QPointF) -> None:
        self.cardDropped.emit(card, pos.x())

    def _pile_clicked(self, name: str) -> None:
        if self.input_enabled:
            self.pileClicked.emit(name)

    def _button_clicked(self, name: str) -> None:
        if self.input_enabled:
            self.buttonClicked.emit(name)

    def _panel_clicked(self, name: str) -> None:
        if self.input_enabled:
            self.backgroundClicked.emit()
