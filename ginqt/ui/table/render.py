"""Card faces and backs drawn with QPainter paths: crisp at any size, no image files."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from ginqt.ui.table.layout import CARD_HEIGHT, CARD_WIDTH

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "DEFAULT_BACK", "DEFAULT_RED", "CardStyle", "paint_card", "suit_color",
           "suit_path"]

# pip positions (fractions of the pip area) for 2..10
_L, _M, _R = 0.0, 0.5, 1.0
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_M, 0.0), (_M, 1.0)),
    3: ((_M, 0.0), (_M, 0.5), (_M, 1.0)),
    4: ((_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)),
    5: ((_L, 0.0), (_R, 0.0), (_M, 0.5), (_L, 1.0), (_R, 1.0)),
    6: ((_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    7: ((_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    8: ((_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1.0), (_R, 1.0)),
    9: ((_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1.0), (_R, 1.0)),
    10: ((_L, 0.0), (_R, 0.0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3), (_M, 5 / 6), (_L, 1.0),
         (_R, 1.0)),
}
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


DEFAULT_BACK = "#1d4e9e"
DEFAULT_RED = "#c8102e"


class CardStyle:
    """How cards look: big faces (the 1993 DOS program's BIG CARDS), a four-colour deck, and (the PalmPilot
    program) the colour of the card backs and of the red suits."""

    __slots__ = ("back", "big", "four_colour", "red")

    def __init__(self, big: bool = False, four_colour: bool = False, back: str = DEFAULT_BACK,
                 red: str = DEFAULT_RED) -> None:
        self.big = big
        self.four_colour = four_colour
        self.back = back  #: the back's colour, ``#rrggbb``
        self.red = red  #: hearts (and diamonds, unless four-colour), ``#rrggbb``


@lru_cache(maxsize=4)
def suit_path(suit: int) -> QPainterPath:
    """The suit symbol in the unit square (0..1, 0..1): 0 spades, 1 hearts, 2 diamonds, 3 clubs."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit == 1:  # heart
        path.moveTo(0.5, 0.98)
        path.cubicTo(-0.12, 0.55, 0.02, -0.05, 0.5, 0.26)
        path.cubicTo(0.98, -0.05, 1.12, 0.55, 0.5, 0.98)
    elif suit == 2:  # diamond
        path.moveTo(0.5, 0.0)
        path.lineTo(0.86, 0.5)
        path.lineTo(0.5, 1.0)
        path.lineTo(0.14, 0.5)
        path.closeSubpath()
    elif suit == 0:  # spade
        path.moveTo(0.5, 0.0)
        path.cubicTo(1.12, 0.42, 0.98, 0.98, 0.5, 0.7)
        path.cubicTo(0.02, 0.98, -0.12, 0.42, 0.5, 0.0)
        stem = QPainterPath()
        stem.moveTo(0.5, 0.62)
        stem.lineTo(0.68, 1.0)
        stem.lineTo(0.32, 1.0)
        stem.closeSubpath()
        path.addPath(stem)
    else:  # club
        r = 0.23
        for cx, cy in ((0.5, 0.25), (0.25, 0.58), (0.75, 0.58)):
            path.addEllipse(QPointF(cx, cy), r, r)
        path.addRect(QRectF(0.42, 0.35, 0.16, 0.3))
        stem = QPainterPath()
        stem.moveTo(0.5, 0.55)
        stem.lineTo(0.7, 1.0)
        stem.lineTo(0.3, 1.0)
        stem.closeSubpath()
        path.addPath(stem)
    return path.simplified()


def suit_color(suit: int, four_colour: bool, red: str = DEFAULT_RED) -> QColor:
    if four_colour:
        return QColor(("#111111", red, "#1f4fc1", "#1a7f2e")[suit])
    return QColor(red) if suit in (1, 2) else QColor("#111111")


def _draw_suit(painter: QPainter, suit: int, rect: QRectF, color: QColor) -> None:
    transform = QTransform()
    transform.translate(rect.x(), rect.y())
    transform.scale(rect.width(), rect.height())
    painter.fillPath(transform.map(suit_path(suit)), color)


def _font(size: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def paint_card(painter: QPainter, rect: QRectF, card: int | None, style: CardStyle) -> None:
    """Draw ``card`` (0..51) face up in ``rect``, or its back when ``card`` is None."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    radius = rect.width() * 0.08
    if card is None:
        _paint_back(painter, rect, radius, QColor(style.back))
    else:
        painter.setPen(QPen(QColor("#555555"), 1.0))
        painter.setBrush(QColor("#fdfdf8"))
        painter.drawRoundedRect(rect, radius, radius)
        rank, suit = card % 13, card // 13
        color = suit_color(suit, style.four_colour, style.red)
        painter.setPen(color)
        if style.big:
            _paint_big_face(painter, rect, rank, suit, color)
        else:
            _paint_indices(painter, rect, rank, suit, color)
            _paint_face(painter, rect, rank, suit, color)
    painter.restore()


def _paint_big_face(painter: QPainter, rect: QRectF, rank: int, suit: int, color: QColor) -> None:
    """The 1993 DOS program's BIG CARDS: one big rank and one big suit, at the left so they show in a fanned hand."""
    w, h = rect.width(), rect.height()
    text = _RANKS[rank]
    painter.setFont(_font(h * (0.25 if len(text) > 1 else 0.32)))
    painter.drawText(QRectF(rect.x() + w * 0.02, rect.y() + h * 0.01, w * 0.44, h * 0.34),
                     Qt.AlignmentFlag.AlignCenter, text)
    size = w * 0.36
    _draw_suit(painter, suit, QRectF(rect.x() + w * 0.06, rect.y() + h * 0.36, size, size), color)
    size = w * 0.5
    _draw_suit(painter, suit, QRectF(rect.right() - size - w * 0.06, rect.bottom() - size - h * 0.06, size, size),
               color)


def _paint_indices(painter: QPainter, rect: QRectF, rank: int, suit: int, color: QColor) -> None:
    """The corner indices: top-left, and bottom-right upside down."""
    w, h = rect.width(), rect.height()
    index_w = w * 0.24
    for flip in (False, True):
        painter.save()
        if flip:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setFont(_font(h * (0.13 if rank == 9 else 0.16)))
        painter.drawText(QRectF(rect.x() + w * 0.01, rect.y() + h * 0.02, index_w, h * 0.18),
                         Qt.AlignmentFlag.AlignCenter, _RANKS[rank])
        size = w * 0.15
        _draw_suit(painter, suit, QRectF(rect.x() + w * 0.01 + (index_w - size) / 2, rect.y() + h * 0.2,
                                         size, size), color)
        painter.restore()


def _paint_face(painter: QPainter, rect: QRectF, rank: int, suit: int, color: QColor) -> None:
    """The middle of the card: a court card's panel, the ace's big suit, or the pips."""
    w, h = rect.width(), rect.height()
    centre = rect.center()
    if rank >= 10:  # court card: a framed panel with the letter and a suit
        panel = QRectF(rect.x() + w * 0.27, rect.y() + h * 0.14, w * 0.46, h * 0.72)
        painter.setPen(QPen(color, 1.2))
        painter.setBrush(QColor("#f3ead0"))
        painter.drawRoundedRect(panel, 3, 3)
        painter.setFont(_font(h * 0.26))
        painter.drawText(QRectF(panel.x(), panel.y(), panel.width(), panel.height() * 0.55),
                         Qt.AlignmentFlag.AlignCenter, _RANKS[rank])
        size = panel.width() * 0.55
        _draw_suit(painter, suit, QRectF(centre.x() - size / 2, panel.y() + panel.height() * 0.55, size, size),
                   color)
    elif rank == 0:
        size = w * 0.5
        _draw_suit(painter, suit, QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size), color)
    else:
        size = w * 0.19
        area = QRectF(rect.x() + w * 0.37, rect.y() + h * 0.13, w * 0.26, h * 0.74)
        for px, py in _PIPS[rank + 1]:
            x = area.x() + px * area.width()
            y = area.y() + py * area.height()
            painter.save()
            if py > 0.5:  # the lower pips stand upside down, as on a real card
                painter.translate(x, y)
                painter.rotate(180)
                painter.translate(-x, -y)
            _draw_suit(painter, suit, QRectF(x - size / 2, y - size / 2, size, size), color)
            painter.restore()


def _paint_back(painter: QPainter, rect: QRectF, radius: float, color: QColor) -> None:
    painter.setPen(QPen(QColor("#ffffff"), 1.5))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, color)
    gradient.setColorAt(1.0, color.darker(165))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1)
    painter.setPen(QPen(QColor(255, 255, 255, 110), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setClipRect(inner)
    step = rect.width() / 6
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
