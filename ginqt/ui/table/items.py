"""Generic table items in the style of KPat's libkcardgame: they know nothing of the rules.

A :class:`CardItem` is one card that can be face up or down, carry colour bars and
be dragged; a :class:`PileItem` is a place where cards lie; :class:`ButtonItem` and
:class:`BadgeItem` ask and show things on the table; a :class:`RingItem` marks what the
keyboard cursor is on, above every card; the :class:`FeltItem` lies under everything
and carries the table's tooltip.  Items take their colours from a
:class:`~ginqt.ui.table.theme.Theme` and emit signals; the scene and the board decide
what they mean.  The score board and the legend are in :mod:`~ginqt.ui.table.signs`,
the result panel in :mod:`~ginqt.ui.table.overlay`.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ginqt.ui.table.render import CARD_HEIGHT, CARD_WIDTH, CardStyle, font, paint_card
from ginqt.ui.table.theme import Theme, luminance, theme_for

__all__ = [
    "CAPTION_ROOM",
    "BadgeItem",
    "ButtonItem",
    "CardItem",
    "FeltItem",
    "PileItem",
    "RingItem",
    "TableItem",
    "ThemedItem",
    "caption_font",
    "caption_height",
    "fitting_font",
    "fitting_fonts",
    "font",
    "paint_bar",
    "paint_caption",
]

BAR_GAP = 4.0
DRAG_DISTANCE = 8.0
#: The deepest a colour bar may be (the high-contrast theme's); items leave room for it.
MAX_BAR = 12.0


def fitting_font(text: str, size: float, room: float, bold: bool = False) -> QFont:
    """:func:`font` of ``size``, or smaller so that ``text`` is no wider than ``room``."""
    chosen = font(size, bold)
    while size > 6 and QFontMetricsF(chosen).horizontalAdvance(text) > room:
        size -= 1
        chosen = font(size, bold)
    return chosen


def fitting_fonts(texts: Iterable[str], size: float, room: float, bold: bool = False) -> QFont:
    """One :func:`font` for all of ``texts`` (buttons side by side): of ``size``, or smaller so that each of them is
    no wider than ``room``."""
    return font(min((fitting_font(text, size, room, bold).pixelSize() for text in texts), default=size), bold)


#: How wide a pile's or the knock card's caption may be (the room between the piles' middles, a little less)
CAPTION_ROOM = CARD_WIDTH + 48
#: A caption takes at most this many lines (broken at its spaces: "Discard pile" over "(P)")
CAPTION_LINES = 2


def _caption_fits(metrics: QFontMetricsF, text: str, room: float, lines: int) -> bool:
    if any(metrics.horizontalAdvance(word) > room for word in text.split()):
        return False
    box = metrics.boundingRect(QRectF(0, 0, room, 10000), int(Qt.TextFlag.TextWordWrap), text)
    return box.height() <= lines * metrics.lineSpacing() + 1


def caption_font(texts: Iterable[str], size: float, room: float = CAPTION_ROOM, lines: int = CAPTION_LINES) -> QFont:
    """The one font for the captions of the piles and the knock card: ``size``, or the largest smaller one in which
    each of ``texts`` fits ``room`` wide in ``lines`` lines, so that no caption is cut or drawn smaller than the
    others ("Discard pile (P)" beside "Stock (D)", "Knock limit" at 160 %)."""
    texts = [text for text in texts if text]
    while size > 6:
        chosen = font(size)
        if all(_caption_fits(QFontMetricsF(chosen), text, room, lines) for text in texts):
            return chosen
        size -= 1
    return font(size)


def caption_height(caption: QFont, texts: Iterable[str], room: float = CAPTION_ROOM) -> float:
    """How tall the tallest of ``texts`` is in ``caption`` (one line or two)."""
    metrics = QFontMetricsF(caption)
    return max((metrics.boundingRect(QRectF(0, 0, room, 10000), int(Qt.TextFlag.TextWordWrap), text).height()
                for text in texts), default=metrics.height())


def paint_caption(painter: QPainter, caption: QFont, text: str, centre: float, top: float,
                  room: float = CAPTION_ROOM) -> None:
    """``text`` centred on ``centre`` from ``top`` down, broken at its spaces where it is wider than ``room``."""
    painter.setFont(caption)
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    painter.drawText(QRectF(centre - room / 2, top, room, 4 * QFontMetricsF(caption).lineSpacing()), int(flags), text)


def paint_bar(painter: QPainter, rect: QRectF, colour: QColor, theme: Theme, mark: str = "") -> None:
    """A colour bar; on a light table (or in high contrast) with a dark edge so it stands out.  Its
    ``mark`` (``text.bar_marks``: = set, → run, s laid off...) sits in a round tag at its left end (the
    middle of an upright bar), so the bar is not told by its colour alone."""
    if theme.light or theme.high_contrast:
        painter.setPen(QPen(QColor("#000000" if theme.high_contrast else theme.text), 1.0))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRect(rect)
    if mark:
        upright = rect.height() > rect.width()
        size = max(15.0, (rect.width() if upright else rect.height()) + 6)
        left = rect.center().x() - size / 2 if upright else rect.left() + 1
        tag = QRectF(left, rect.center().y() - size / 2, size, size)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#000000"), 1.2))
        painter.drawEllipse(tag)
        painter.setPen(QColor("#000000" if luminance(colour.name()) > 0.25 else "#ffffff"))
        painter.setFont(font(size * 0.78, bold=True))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, mark)
        painter.restore()


class ThemedItem(QGraphicsObject):
    """An item drawn in the table's :class:`~ginqt.ui.table.theme.Theme`: painted once per look and zoom
    level, then blitted (crisp at any size, cheap to move); :meth:`set_theme` paints it again."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.theme = theme_for("#2f7d46")
        #: its words this many times their size: the text size, or larger in a small view (``TableSize.text``)
        self.text_scale = 1.0

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def set_text_scale(self, scale: float) -> None:
        if scale != self.text_scale:
            self.text_scale = scale
            self.update()


class TableItem(ThemedItem):
    """A named thing on the table (a pile, a button, the knock card, the result panel); clicking it emits
    ``clicked(name)``."""

    clicked = Signal(str)

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class CaptionedItem(TableItem):
    """A table item with its ``label`` under it, in the captions' one font (:func:`caption_font`)."""

    def __init__(self, name: str, label: str) -> None:
        super().__init__(name)
        self.label = label
        self.caption: QFont | None = None  #: the captions' one font (the painter's), else the theme's size
        self.caption_room = CAPTION_ROOM  #: how wide the caption may be

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.prepareGeometryChange()
            self.label = label
            self.update()

    def set_caption(self, caption: QFont, room: float = CAPTION_ROOM) -> None:
        if (caption, room) != (self.caption, self.caption_room):
            self.prepareGeometryChange()
            self.caption, self.caption_room = caption, room
            self.update()

    def paint_label(self, painter: QPainter, centre: float, top: float) -> None:
        """The label centred on ``centre`` from ``top`` down, in the theme's soft colour."""
        painter.setPen(QColor(self.theme.soft))
        paint_caption(painter, self.caption or caption_font([self.label], 15 * self.text_scale), self.label,
                      centre, top, self.caption_room)


class CardItem(ThemedItem):
    """One card.  Emits ``clicked``/``doubleClicked`` with the card number, ``dropped`` after a drag."""

    clicked = Signal(int)
    doubleClicked = Signal(int)
    dropped = Signal(int, QPointF)

    def __init__(self, card: int, style: CardStyle) -> None:
        super().__init__()
        self.card = card
        self.style = style
        self.face_up = False
        self.top_bar: QColor | None = None
        self.bottom_bar: QColor | None = None
        self.marks = ("", "")  #: the top and bottom bars' marks
        self.visible_width = CARD_WIDTH  #: how much of the card shows in a fan: its bars are no wider
        self.draggable = False
        self._press: QPointF | None = None
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        pad = MAX_BAR + BAR_GAP + 2
        return QRectF(-3, -pad, CARD_WIDTH + 6, CARD_HEIGHT + 2 * pad)

    def set_look(self, face_up: bool, top_bar: QColor | None, bottom_bar: QColor | None,
                 visible_width: float = CARD_WIDTH, marks: tuple[str, str] = ("", "")) -> None:
        look = (face_up, top_bar, bottom_bar, visible_width, marks)
        if look != (self.face_up, self.top_bar, self.bottom_bar, self.visible_width, self.marks):
            self.face_up, self.top_bar, self.bottom_bar, self.visible_width, self.marks = look
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
        paint_card(painter, rect, self.card if self.face_up else None, self.style)
        height = self.theme.bar_height
        width = min(CARD_WIDTH - 2, self.visible_width + 2) - 2  # up to where the next card's bar starts
        if self.top_bar is not None:
            paint_bar(painter, QRectF(2, -BAR_GAP - height, width, height), self.top_bar, self.theme, self.marks[0])
        if self.bottom_bar is not None:
            paint_bar(painter, QRectF(2, CARD_HEIGHT + BAR_GAP, width, height), self.bottom_bar, self.theme,
                      self.marks[1])

    # -- mouse ---------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) >= DRAG_DISTANCE:
            self._dragging = True
            self.setZValue(self.zValue() + 100)
        if self._dragging:
            self.setPos(self.pos() + event.scenePos() - event.lastScenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        dragging, self._press, self._dragging = self._dragging, None, False
        if dragging:
            self.dropped.emit(self.card, self.pos())
        else:
            self.clicked.emit(self.card)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        self.doubleClicked.emit(self.card)


class PileItem(CaptionedItem):
    """A place for cards, with a label and a count; clicking it emits ``clicked(name)``."""

    def __init__(self, name: str, label: str) -> None:
        super().__init__(name, label)
        self.count_text = ""
        self.count_warning = False  #: the count in red: few cards left
        self.top_bar: QColor | None = None
        self.mark = ""  #: the bar's mark
        self.setZValue(-10)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        left = min(-24.0, (CARD_WIDTH - self.caption_room) / 2)
        return QRectF(left, -64, CARD_WIDTH - 2 * left, CARD_HEIGHT + 160)  # room for large text: a count, two lines

    def set_state(self, count_text: str, count_warning: bool, top_bar: QColor | None, mark: str = "") -> None:
        state = (count_text, count_warning, top_bar, mark)
        if state != (self.count_text, self.count_warning, self.top_bar, self.mark):
            self.count_text, self.count_warning, self.top_bar, self.mark = state
            self.update()  # only then: an update throws the cached picture away and paints it again

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self.theme
        rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
        painter.setPen(QPen(QColor(theme.outline), 2.0, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 30))
        painter.drawRoundedRect(rect, 7, 7)
        self.paint_label(painter, CARD_WIDTH / 2, CARD_HEIGHT + 6)
        scale = self.text_scale
        if self.count_text:
            warn = QColor("#ff4040") if not theme.light else QColor("#b00000")
            painter.setPen(warn if self.count_warning else QColor(theme.text))
            painter.setFont(font(19 * scale, bold=True))
            painter.drawText(QRectF(-24, -16 - 24 * scale, CARD_WIDTH + 48, 24 * scale), Qt.AlignmentFlag.AlignCenter,
                             self.count_text)
        if self.top_bar is not None:
            height = theme.bar_height
            paint_bar(painter, QRectF(2, -BAR_GAP - height, CARD_WIDTH - 4, height), self.top_bar, theme, self.mark)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.name)


class ButtonItem(TableItem):
    """A push button drawn on the table; emits ``clicked(name)``.  It can be lit (a knock armed)
    and carry a yellow hint bar (the advice), and shows the keyboard cursor on its edge."""

    def __init__(self, name: str, text: str, width: float = 150.0, height: float = 42.0) -> None:
        super().__init__(name)
        self.text = text
        self.size = (width, height)
        self.hover = False
        self.focused = False
        self.lit = False
        self.hint_bar: QColor | None = None
        self.mark = ""  #: the hint bar's mark
        self.label_font: QFont | None = None
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(500)

    def boundingRect(self) -> QRectF:
        pad = MAX_BAR + BAR_GAP + 8  # the hint bar and its round mark, left of the button
        return QRectF(-pad, -4, self.size[0] + pad + 4, self.size[1] + 8)

    def shape(self) -> QPainterPath:
        """Only the button itself takes clicks (not the room kept for its hint bar)."""
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, *self.size), 9, 9)
        return path

    def hint_bar_rect(self) -> QRectF:
        """Where the hint bar goes: upright beside the button's left edge.  Above the button it
        touched the button stacked over it, and a player could not tell which one it marked."""
        width = self.theme.bar_height
        return QRectF(-BAR_GAP - width, 3, width, self.size[1] - 6)

    def set_text(self, text: str, label_font: QFont | None = None) -> None:
        """Its words, in ``label_font`` (one font for the buttons shown together: :func:`fitting_fonts`), else in
        the largest font at the text size that fits it."""
        if (text, label_font) != (self.text, self.label_font):
            self.text, self.label_font = text, label_font
            self.update()

    def set_state(self, focused: bool, lit: bool, hint_bar: QColor | None, mark: str = "") -> None:
        if (focused, lit, hint_bar, mark) != (self.focused, self.lit, self.hint_bar, self.mark):
            self.focused, self.lit, self.hint_bar, self.mark = focused, lit, hint_bar, mark
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self.theme
        rect = QRectF(0, 0, *self.size)
        edge = QColor(theme.button_lit if self.focused else theme.panel_edge if theme.high_contrast else "#ffffff")
        painter.setPen(QPen(edge, theme.edge_width + (1.5 if self.focused else 0.0)))
        if self.lit:
            painter.setBrush(QColor(theme.button_lit))
        else:
            painter.setBrush(QColor(theme.button_hover if self.hover else theme.button))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setPen(QColor("#1b1b1b") if self.lit else QColor(theme.button_text))
        # large text: larger, as long as it fits
        painter.setFont(self.label_font or fitting_font(self.text, 17 * self.text_scale, self.size[0] - 10, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.hint_bar is not None:
            paint_bar(painter, self.hint_bar_rect(), self.hint_bar, theme, self.mark)

    def hoverEnterEvent(self, event: object) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hover = False
        self.update()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if QRectF(0, 0, *self.size).contains(event.pos()):
            self.clicked.emit(self.name)


class BadgeItem(CaptionedItem):
    """A small card-shaped sign with a big value and a caption (the knock card)."""

    def __init__(self, name: str, label: str) -> None:
        super().__init__(name, label)
        self.value = ""
        self.corner = ""
        self.frame: QColor | None = None
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        left = (CARD_WIDTH * 0.8 - self.caption_room) / 2
        return QRectF(left, -8, self.caption_room, CARD_HEIGHT * 0.8 + 100)  # room for large text: two lines

    def set_state(self, value: str, corner: str, frame: QColor | None) -> None:
        if (value, corner, frame) != (self.value, self.corner, self.frame):
            self.value, self.corner, self.frame = value, corner, frame
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_WIDTH * 0.8, CARD_HEIGHT * 0.8)
        if self.frame is not None:
            painter.setPen(QPen(self.frame, 5.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 9, 9)
        painter.setPen(QPen(QColor("#000000" if self.theme.high_contrast else "#444444"), self.theme.edge_width / 2))
        painter.setBrush(QColor("#ffffff" if self.theme.high_contrast else "#fff6d5"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QColor("#1b1b1b"))
        painter.setFont(font(rect.height() * 0.42 if len(self.value) < 3 else rect.height() * 0.24, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.value)
        if self.corner:
            painter.setPen(QColor("#c8102e"))
            painter.setFont(font(16, bold=True))
            painter.drawText(rect.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                             self.corner)
        self.paint_label(painter, rect.width() / 2, rect.height() + 6)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.name)


class RingItem(QGraphicsObject):
    """The keyboard cursor: a dashed ring drawn above every card, around a card or a pile."""

    def __init__(self) -> None:
        super().__init__()
        self.colour = QColor("#ffd400")
        self.width = 3.0
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CARD_WIDTH + 16, CARD_HEIGHT + 16)

    def set_theme(self, theme: Theme) -> None:
        self.colour, self.width = QColor(theme.button_lit), theme.edge_width + 1.0
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 140), self.width + 2.0))
        rect = QRectF(-4, -4, CARD_WIDTH + 8, CARD_HEIGHT + 8)
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QPen(self.colour, self.width, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, 10, 10)


class FeltItem(QGraphicsObject):
    """The whole table under everything, carrying its tooltip (what the colour bars mean); it takes no clicks."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 1200, 800)
        self.setZValue(-1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass  # the scene's background brush is the felt
