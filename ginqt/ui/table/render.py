"""Card faces and backs drawn with QPainter paths: crisp at any size, no image files."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from ginqt.ui.table.courts import CourtColours, paint_court
from ginqt.ui.table.layout import CARD_HEIGHT, CARD_WIDTH

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "DEFAULT_BACK", "DEFAULT_RED", "CardStyle", "font", "paint_card", "suit_color",
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
    """How cards look: big faces (the 1993 DOS program's BIG CARDS), a four-colour deck, (the PalmPilot
    program) the colour of the card backs and of the red suits, and high contrast (white faces, black edges)."""

    __slots__ = ("back", "big", "four_colour", "high_contrast", "red")

    def __init__(self, big: bool = False, four_colour: bool = False, back: str = DEFAULT_BACK,
                 red: str = DEFAULT_RED, high_contrast: bool = False) -> None:
        self.big = big
        self.four_colour = four_colour
        self.back = back  #: the back's colour, ``#rrggbb``
        self.red = red  #: hearts (and diamonds, unless four-colour), ``#rrggbb``
        self.high_contrast = high_contrast


def _stem(path: QPainterPath, top: float) -> None:
    """The flared stem under a spade or a club, from the middle at height ``top`` down to the base."""
    path.lineTo(0.53, top)
    path.quadTo(0.56, 0.9, 0.72, 1.0)
    path.lineTo(0.28, 1.0)
    path.quadTo(0.44, 0.9, 0.47, top)


@lru_cache(maxsize=4)
def suit_path(suit: int) -> QPainterPath:
    """The suit symbol in the unit square (0..1, 0..1): 0 spades, 1 hearts, 2 diamonds, 3 clubs.

    Two round lobes and a deep cleft for the heart, the same turned over with a flared stem
    for the spade, three leaves for the club, gently curved sides for the diamond.
    """
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit == 1:  # heart
        path.moveTo(0.5, 0.96)
        path.cubicTo(0.3, 0.76, 0.0, 0.58, 0.0, 0.31)
        path.cubicTo(0.0, 0.12, 0.13, 0.03, 0.27, 0.03)
        path.cubicTo(0.39, 0.03, 0.47, 0.11, 0.5, 0.21)
        path.cubicTo(0.53, 0.11, 0.61, 0.03, 0.73, 0.03)
        path.cubicTo(0.87, 0.03, 1.0, 0.12, 1.0, 0.31)
        path.cubicTo(1.0, 0.58, 0.7, 0.76, 0.5, 0.96)
    elif suit == 2:  # diamond
        path.moveTo(0.5, 0.0)
        path.quadTo(0.67, 0.27, 0.9, 0.5)
        path.quadTo(0.67, 0.73, 0.5, 1.0)
        path.quadTo(0.33, 0.73, 0.1, 0.5)
        path.quadTo(0.33, 0.27, 0.5, 0.0)
    elif suit == 0:  # spade
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.7, 0.2, 1.0, 0.36, 1.0, 0.6)
        path.cubicTo(1.0, 0.76, 0.88, 0.84, 0.75, 0.84)
        path.cubicTo(0.65, 0.84, 0.57, 0.79, 0.53, 0.72)
        _stem(path, 0.72)
        path.cubicTo(0.43, 0.79, 0.35, 0.84, 0.25, 0.84)
        path.cubicTo(0.12, 0.84, 0.0, 0.76, 0.0, 0.6)
        path.cubicTo(0.0, 0.36, 0.3, 0.2, 0.5, 0.0)
    else:  # club
        r = 0.22
        for cx, cy in ((0.5, 0.24), (0.26, 0.58), (0.74, 0.58)):
            path.addEllipse(QPointF(cx, cy), r, r)
        path.addRect(QRectF(0.4, 0.36, 0.2, 0.3))
        stem = QPainterPath()
        stem.moveTo(0.47, 0.6)
        _stem(stem, 0.6)
        stem.closeSubpath()
        path.addPath(stem)
    path.closeSubpath()
    # one outline for the overlapping parts; simplified() flattens curves to lines, so at a scale where
    # its segments are far finer than any card will ever be drawn
    fine = QTransform.fromScale(1000, 1000).map(path).simplified()
    return QTransform.fromScale(0.001, 0.001).map(fine)


#: The robe of a court of a black suit (a black robe would hide the figure).
NAVY = "#1f3c88"


def court_colours(suit: int, colour: QColor, style: CardStyle) -> CourtColours:
    """A court's robe: the suit's colour (navy for black) lined with red or navy."""
    black = colour.lightness() < 60
    main = QColor(NAVY) if black else colour
    return CourtColours(colour, main, QColor(style.red) if black or main.name() == QColor(NAVY).name() else
                        QColor(NAVY))


def suit_color(suit: int, four_colour: bool, red: str = DEFAULT_RED) -> QColor:
    if four_colour:
        return QColor(("#111111", red, "#1f4fc1", "#1a7f2e")[suit])
    return QColor(red) if suit in (1, 2) else QColor("#111111")


def _draw_suit(painter: QPainter, suit: int, rect: QRectF, color: QColor) -> None:
    transform = QTransform()
    transform.translate(rect.x(), rect.y())
    transform.scale(rect.width(), rect.height())
    painter.fillPath(transform.map(suit_path(suit)), color)


def font(size: float, bold: bool = False) -> QFont:
    """The table's font, DejaVu Sans, ``size`` pixels high (at least 1)."""
    chosen = QFont("DejaVu Sans")
    chosen.setPixelSize(max(1, round(size)))
    chosen.setBold(bold)
    return chosen


def paint_card(painter: QPainter, rect: QRectF, card: int | None, style: CardStyle) -> None:
    """Draw ``card`` (0..51) face up in ``rect``, or its back when ``card`` is None."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    radius = rect.width() * 0.08
    if card is None:
        _paint_back(painter, rect, radius, QColor(style.back))
    else:
        if style.high_contrast:  # white faces with a black edge
            painter.setPen(QPen(QColor("#000000"), max(1.5, rect.width() / 40)))
            painter.setBrush(QColor("#ffffff"))
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
            _paint_face(painter, rect, rank, suit, color, style)
    painter.restore()


def _draw_rank(painter: QPainter, box: QRectF, text: str) -> None:
    """The rank in ``box``, squeezed sideways when it would not fit ("10")."""
    width = painter.fontMetrics().horizontalAdvance(text)
    squeeze = min(1.0, box.width() / width) if width else 1.0
    painter.save()
    painter.translate(box.center())
    painter.scale(squeeze, 1.0)
    painter.drawText(QRectF(-box.width() / squeeze / 2, -box.height() / 2, box.width() / squeeze, box.height()),
                     Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def _paint_big_face(painter: QPainter, rect: QRectF, rank: int, suit: int, color: QColor) -> None:
    """The 1993 DOS program's BIG CARDS: one big rank and one big suit, at the left so they show in a fanned hand."""
    w, h = rect.width(), rect.height()
    text = _RANKS[rank]
    painter.setFont(font(h * 0.32, bold=True))
    _draw_rank(painter, QRectF(rect.x() + w * 0.03, rect.y() + h * 0.01, w * 0.44, h * 0.34), text)
    size = w * 0.36
    _draw_suit(painter, suit, QRectF(rect.x() + w * 0.06, rect.y() + h * 0.36, size, size), color)
    size = w * 0.5
    _draw_suit(painter, suit, QRectF(rect.right() - size - w * 0.06, rect.bottom() - size - h * 0.06, size, size),
               color)


def _paint_indices(painter: QPainter, rect: QRectF, rank: int, suit: int, color: QColor) -> None:
    """The corner indices: top-left, and bottom-right upside down."""
    w, h = rect.width(), rect.height()
    index_w = w * 0.21
    for flip in (False, True):
        painter.save()
        if flip:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setFont(font(h * 0.165, bold=True))
        _draw_rank(painter, QRectF(rect.x() + w * 0.015, rect.y() + h * 0.025, index_w, h * 0.17), _RANKS[rank])
        size = w * 0.15
        _draw_suit(painter, suit, QRectF(rect.x() + w * 0.015 + (index_w - size) / 2, rect.y() + h * 0.205,
                                         size, size), color)
        painter.restore()


def _paint_face(painter: QPainter, rect: QRectF, rank: int, suit: int, color: QColor, style: CardStyle) -> None:
    """The middle of the card: a court card's panel, the ace's big suit, or the pips."""
    w, h = rect.width(), rect.height()
    centre = rect.center()
    if rank >= 10:  # court card: GinQt's own portrait (ginqt.ui.table.courts)
        panel = QRectF(rect.x() + w * 0.235, rect.y() + h * 0.075, w * 0.53, h * 0.85)
        paint_court(painter, panel, rank, court_colours(suit, color, style), suit_path(suit), w / 90)
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
    """GinQt's back: a white edge, a field in the back's colour with a lattice and a double frame,
    and in the middle a medallion with the four suits round a rosette."""
    w = rect.width()
    painter.setPen(QPen(QColor("#9a9a9a"), max(0.6, w / 120)))
    painter.setBrush(QColor("#fdfdf8"))
    painter.drawRoundedRect(rect, radius, radius)
    field = rect.adjusted(w * 0.055, w * 0.055, -w * 0.055, -w * 0.055)
    light, dark = color.lighter(150), color.darker(135)
    gradient = QLinearGradient(field.topLeft(), field.bottomRight())
    gradient.setColorAt(0.0, color.lighter(112))
    gradient.setColorAt(1.0, color.darker(118))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(field, radius * 0.55, radius * 0.55)
    painter.save()
    painter.setClipRect(field)
    _lattice(painter, field, w / 7.5, light, dark)
    painter.restore()
    pen = QPen(light, max(0.7, w / 70))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame = field.adjusted(w * 0.05, w * 0.05, -w * 0.05, -w * 0.05)
    painter.drawRoundedRect(frame, radius * 0.35, radius * 0.35)
    pen.setWidthF(max(0.5, w / 140))
    painter.setPen(pen)
    painter.drawRoundedRect(frame.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), radius * 0.2, radius * 0.2)
    _medallion(painter, rect.center(), w * 0.27, color, light)


def _lattice(painter: QPainter, field: QRectF, step: float, light: QColor, dark: QColor) -> None:
    """Diagonal lines both ways, a dot in every diamond they make."""
    line = QColor(light)
    line.setAlpha(150)
    painter.setPen(QPen(line, max(0.5, step / 9)))
    span = field.height()
    x = field.left() - span
    while x < field.right() + step:
        painter.drawLine(QPointF(x, field.top()), QPointF(x + span, field.bottom()))
        painter.drawLine(QPointF(x + span, field.top()), QPointF(x, field.bottom()))
        x += step
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dark)
    half = step / 2
    y = field.top() - half
    row = 0
    while y < field.bottom() + step:
        x = field.left() - span + (half if row % 2 else 0.0)
        x += ((field.left() - x) // step) * step
        while x < field.right() + step:
            painter.drawEllipse(QPointF(x, y + half), step / 7, step / 7)
            x += step
        y += half
        row += 1


def _medallion(painter: QPainter, centre: QPointF, radius: float, color: QColor, light: QColor) -> None:
    """An oval with the four suits pointing out from its middle: spades up, hearts right, clubs down,
    diamonds left."""
    painter.setPen(QPen(light, max(0.7, radius / 14)))
    painter.setBrush(color.darker(125))
    painter.drawEllipse(centre, radius, radius * 1.3)
    painter.setPen(QPen(light, max(0.5, radius / 28)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.84, radius * 1.12)
    ink = QColor("#ffffff")
    ink.setAlpha(235)
    size = radius * 0.62
    for suit, angle in ((0, 0.0), (1, 90.0), (3, 180.0), (2, 270.0)):
        painter.save()
        painter.translate(centre)
        painter.rotate(angle)
        _draw_suit(painter, suit, QRectF(-size / 2, -radius * 1.02, size, size), ink)
        painter.restore()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawEllipse(centre, radius * 0.1, radius * 0.1)
