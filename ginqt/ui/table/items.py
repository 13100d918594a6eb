"""Generic table items in the style of KPat's libkcardgame: they know nothing of the rules.

A :class:`CardItem` is one card that can be face up or down, carry colour bars and
be dragged; a :class:`PileItem` is a place where cards lie; :class:`ButtonItem`,
:class:`BadgeItem`, :class:`ScoreItem` and :class:`PanelItem` show and ask things on
the table.  Items emit signals; the scene and the board decide what they mean.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ginqt.ui.table.render import CARD_HEIGHT, CARD_WIDTH, CardStyle, paint_card

__all__ = ["BadgeItem", "ButtonItem", "CardItem", "PanelItem", "PileItem", "ScoreItem", "font"]

BAR_HEIGHT = 8.0
BAR_GAP = 4.0
DRAG_DISTANCE = 8.0


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


class CardItem(QGraphicsObject):
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
        self.focused = False
        self.draggable = False
        self._press: QPointF | None = None
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # painted once per look and zoom level, then blitted: crisp at any size, cheap to move
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        pad = BAR_HEIGHT + BAR_GAP + 2
        return QRectF(-3, -pad, CARD_WIDTH + 6, CARD_HEIGHT + 2 * pad)

    def set_look(self, face_up: bool, top_bar: QColor | None, bottom_bar: QColor | None, focused: bool) -> None:
        if (face_up, top_bar, bottom_bar, focused) != (self.face_up, self.top_bar, self.bottom_bar, self.focused):
            self.face_up, self.top_bar, self.bottom_bar, self.focused = face_up, top_bar, bottom_bar, focused
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
        paint_card(painter, rect, self.card if self.face_up else None, self.style)
        if self.top_bar is not None:
            painter.fillRect(QRectF(2, -BAR_GAP - BAR_HEIGHT, CARD_WIDTH - 4, BAR_HEIGHT), self.top_bar)
        if self.bottom_bar is not None:
            painter.fillRect(QRectF(2, CARD_HEIGHT + BAR_GAP, CARD_WIDTH - 4, BAR_HEIGHT), self.bottom_bar)
        if self.focused:
            painter.setPen(QPen(QColor("#ffd400"), 3.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)

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


class PileItem(QGraphicsObject):
    """A place for cards, with a label and a count; clicking it emits ``clicked(name)``."""

    clicked = Signal(str)

    def __init__(self, name: str, label: str) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.name = name
        self.label = label
        self.count_text = ""
        self.count_color = QColor("#ffffff")
        self.top_bar: QColor | None = None
        self.focused = False
        self.setZValue(-10)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -40, CARD_WIDTH + 48, CARD_HEIGHT + 70)

    def set_state(self, count_text: str, count_color: QColor, top_bar: QColor | None, focused: bool) -> None:
        self.count_text, self.count_color, self.top_bar, self.focused = count_text, count_color, top_bar, focused
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 2.0, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 30))
        painter.drawRoundedRect(rect, 7, 7)
        painter.setPen(QColor(255, 255, 255, 200))
        painter.setFont(font(14))
        painter.drawText(QRectF(-20, CARD_HEIGHT + 4, CARD_WIDTH + 40, 20), Qt.AlignmentFlag.AlignCenter, self.label)
        if self.count_text:
            painter.setPen(self.count_color)
            painter.setFont(font(18, bold=True))
            painter.drawText(QRectF(-20, -34, CARD_WIDTH + 40, 22), Qt.AlignmentFlag.AlignCenter, self.count_text)
        if self.top_bar is not None:
            painter.fillRect(QRectF(2, -BAR_GAP - BAR_HEIGHT, CARD_WIDTH - 4, BAR_HEIGHT), self.top_bar)
        if self.focused:
            painter.setPen(QPen(QColor("#ffd400"), 3.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.name)


class ButtonItem(QGraphicsObject):
    """A push button drawn on the table; emits ``clicked(name)``."""

    clicked = Signal(str)

    def __init__(self, name: str, text: str, width: float = 150.0, height: float = 40.0) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.name = name
        self.text = text
        self.size = (width, height)
        self.hover = False
        self.focused = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(500)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size[0] + 4, self.size[1] + 4)

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, *self.size)
        painter.setPen(QPen(QColor("#ffd400") if self.focused else QColor("#ffffff"), 2.0))
        painter.setBrush(QColor("#d0342c") if self.hover else QColor("#a3211b"))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font(16, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def hoverEnterEvent(self, event: object) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.name)


class BadgeItem(QGraphicsObject):
    """A small card-shaped sign with a big value and a caption (the knock card)."""

    clicked = Signal(str)

    def __init__(self, name: str, caption: str) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.name = name
        self.caption = caption
        self.value = ""
        self.corner = ""
        self.frame: QColor | None = None
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -8, CARD_WIDTH * 0.8 + 48, CARD_HEIGHT * 0.8 + 40)

    def set_state(self, value: str, corner: str, frame: QColor | None) -> None:
        self.value, self.corner, self.frame = value, corner, frame
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_WIDTH * 0.8, CARD_HEIGHT * 0.8)
        if self.frame is not None:
            painter.setPen(QPen(self.frame, 5.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 9, 9)
        painter.setPen(QPen(QColor("#444444"), 1.0))
        painter.setBrush(QColor("#fff6d5"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QColor("#222222"))
        painter.setFont(font(rect.height() * 0.42 if len(self.value) < 3 else rect.height() * 0.24, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.value)
        if self.corner:
            painter.setPen(QColor("#c8102e"))
            painter.setFont(font(16, bold=True))
            painter.drawText(rect.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                             self.corner)
        painter.setPen(QColor(255, 255, 255, 200))
        painter.setFont(font(14))
        painter.drawText(QRectF(-20, rect.height() + 6, rect.width() + 40, 20), Qt.AlignmentFlag.AlignCenter,
                         self.caption)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.name)


class ScoreItem(QGraphicsObject):
    """A name, a score and a bar toward the target."""

    WIDTH = 230.0
    HEIGHT = 52.0

    def __init__(self, color: QColor) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.name = ""
        self.score = 0
        self.target = 100
        self.color = color
        self.active = False

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.WIDTH + 8, self.HEIGHT + 8)

    def set_state(self, name: str, score: int, target: int, active: bool) -> None:
        self.name, self.score, self.target, self.active = name, score, target, active
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#ffd400") if self.active else QColor("#ffffff"))
        painter.setFont(font(17, bold=True))
        marker = "▶ " if self.active else ""
        painter.drawText(QRectF(0, 0, self.WIDTH - 60, 24), Qt.AlignmentFlag.AlignLeft, marker + self.name)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(self.WIDTH - 70, 0, 70, 24), Qt.AlignmentFlag.AlignRight, str(self.score))
        bar = QRectF(0, 30, self.WIDTH, 14)
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1.0))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(bar, 4, 4)
        share = min(1.0, self.score / self.target) if self.target > 0 else (1.0 if self.score else 0.0)
        if share > 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.color)
            painter.drawRoundedRect(QRectF(bar.x(), bar.y(), bar.width() * share, bar.height()), 4, 4)


class PanelItem(QGraphicsObject):
    """A box of text lines on the table (the score worked out); emits ``clicked``."""

    clicked = Signal(str)

    def __init__(self, name: str, width: float, height: float) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.name = name
        self.size = (width, height)
        self.title = ""
        self.lines: list[str] = []
        self.footer = ""
        self.setZValue(400)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def set_text(self, title: str, lines: list[str], footer: str) -> None:
        self.title, self.lines, self.footer = title, lines, footer
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, *self.size)
        painter.setPen(QPen(QColor("#ffffff"), 2.0))
        painter.setBrush(QColor(10, 40, 20, 225))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(QColor("#ffd400"))
        painter.setFont(font(22, bold=True))
        painter.drawText(QRectF(16, 10, rect.width() - 32, 30), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font(16))
        y = 50.0
        for line in self.lines:
            painter.drawText(QRectF(16, y, rect.width() - 32, 22), Qt.AlignmentFlag.AlignLeft, line)
            y += 23
        if self.footer:
            painter.setPen(QColor(255, 255, 255, 170))
            painter.setFont(font(14))
            painter.drawText(QRectF(16, rect.height() - 30, rect.width() - 32, 22), Qt.AlignmentFlag.AlignLeft,
                             self.footer)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.name)
