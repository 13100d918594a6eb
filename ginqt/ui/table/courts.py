"""GinQt's own court cards, drawn with QPainter paths: crisp at any size, no image files.

Each court is a double-ended portrait in a framed panel, cut by a gentle diagonal: the
king with a crown, a white beard, an ermine collar and a sceptre; the queen with a
tiara, long hair, a pearl necklace and a rose; the jack with a feathered cap and a
halberd.  They wear the deck's four colours (the suit's colour, a second colour, gold
and black) so the twelve read apart at a glance, as the courts of a printed deck do;
bold shapes first, so a court is still a king, a queen or a jack at 40 pixels wide.

A figure is drawn in a box 100 units wide and 125 tall (the top half: the centre line
of the card at 110), mapped onto half of the panel and again, turned round, onto the
other half.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QTransform

__all__ = ["CourtColours", "paint_court"]

GOLD = "#e3b33b"
GOLD_DARK = "#a8781a"
SKIN = "#f6d6b2"
INK = "#1b1b1b"
#: The colours of the rank's hair: king white, queen chestnut, jack dark brown.
HAIR = {10: "#4a2e16", 11: "#9a5526", 12: "#ece7dc"}
BOX_W, BOX_H, MIDLINE = 100.0, 125.0, 110.0


class CourtColours:
    """The colours one court is dressed in."""

    __slots__ = ("main", "other", "suit")

    def __init__(self, suit: QColor, main: QColor, other: QColor) -> None:
        self.suit = suit  #: the suit symbol and the frame
        self.main = main  #: the robe
        self.other = other  #: the robe's lining and the sleeves


def _path(points: list[tuple[float, float]], close: bool = True) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    if close:
        path.closeSubpath()
    return path


def _curve(start: tuple[float, float], *segments: tuple[float, ...]) -> QPainterPath:
    """A path of cubic segments, each (c1x, c1y, c2x, c2y, x, y), closed."""
    path = QPainterPath(QPointF(*start))
    for s in segments:
        path.cubicTo(s[0], s[1], s[2], s[3], s[4], s[5])
    path.closeSubpath()
    return path


def _fill(painter: QPainter, path: QPainterPath, colour: QColor | str, line: float = 1.6) -> None:
    painter.setBrush(QColor(colour) if isinstance(colour, str) else colour)
    painter.setPen(QPen(QColor(INK), line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin) if line else Qt.PenStyle.NoPen)
    painter.drawPath(path)


def _robe(painter: QPainter, colours: CourtColours, rank: int) -> None:
    """Shoulders and robe down past the centre line: the main colour, a gold front panel, a lining."""
    body = _curve((8, 125), (8, 100, 12, 78, 34, 69), (42, 66, 58, 66, 66, 69), (88, 78, 92, 100, 92, 125))
    _fill(painter, body, colours.main)
    lining = _path([(24, 125), (30, 82), (38, 72), (62, 72), (70, 82), (76, 125)])
    _fill(painter, lining, colours.other)
    front = _path([(40, 125), (42, 80), (50, 74), (58, 80), (60, 125)])
    _fill(painter, front, GOLD)
    painter.setPen(QPen(QColor(GOLD_DARK), 1.4))
    for y in (86.0, 96.0, 106.0):  # the front panel's pattern: little chevrons
        painter.drawPolyline([QPointF(44, y + 4), QPointF(50, y), QPointF(56, y + 4)])
    painter.setPen(QPen(QColor(GOLD), 2.6))
    painter.drawLine(QPointF(12, 100), QPointF(30, 88))  # a gold trim across each shoulder
    painter.drawLine(QPointF(88, 100), QPointF(70, 88))
    if rank == 12:  # ermine: white with black tails
        collar = _curve((28, 76), (36, 62, 64, 62, 72, 76), (64, 84, 36, 84, 28, 76))
        _fill(painter, collar, "#ffffff")
        painter.setBrush(QColor(INK))
        painter.setPen(Qt.PenStyle.NoPen)
        for x, y in ((36, 74), (46, 78), (56, 78), (65, 74), (50, 71)):
            painter.drawEllipse(QPointF(x, y), 1.5, 2.2)
    elif rank == 11:  # a pearl necklace
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(QPen(QColor(INK), 0.8))
        for i in range(9):
            t = i / 8
            painter.drawEllipse(QPointF(36 + 28 * t, 70 + 7 * (1 - (2 * t - 1) ** 2)), 2.2, 2.2)
    else:  # a plain collar
        collar = _path([(32, 72), (50, 82), (68, 72), (62, 68), (50, 74), (38, 68)])
        _fill(painter, collar, colours.other)


def _face(painter: QPainter, rank: int) -> None:
    hair = QColor(HAIR[rank])
    if rank == 11:  # the queen's long hair falls behind her shoulders
        _fill(painter, _curve((50, 20), (22, 20, 20, 56, 24, 80), (34, 84, 66, 84, 76, 80), (80, 56, 78, 20, 50, 20)),
              hair)
    _fill(painter, _path([(44, 56), (56, 56), (57, 68), (43, 68)]), SKIN, 1.2)  # the neck
    face = QPainterPath()
    face.addEllipse(QPointF(50, 44), 14, 17)
    _fill(painter, face, SKIN)
    if rank == 12:  # a white beard and moustache
        beard = _curve((36, 46), (36, 62, 42, 74, 50, 76), (58, 74, 64, 62, 64, 46), (58, 54, 42, 54, 36, 46))
        _fill(painter, beard, hair)
        _fill(painter, _curve((41, 53), (45, 50, 55, 50, 59, 53), (55, 56, 45, 56, 41, 53)), hair, 1.0)
    if rank != 11:  # hair over the forehead
        _fill(painter, _curve((35, 40), (34, 26, 66, 26, 65, 40), (60, 33, 40, 33, 35, 40)), hair, 1.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(INK))
    for x in (44.0, 56.0):  # the eyes
        painter.drawEllipse(QPointF(x, 43), 1.9, 1.5)
    painter.setPen(QPen(QColor(INK), 1.1))
    painter.drawLine(QPointF(41, 39.5), QPointF(46.5, 38.5))  # brows
    painter.drawLine(QPointF(53.5, 38.5), QPointF(59, 39.5))
    painter.drawPolyline([QPointF(50, 44), QPointF(48.5, 50), QPointF(51, 50.5)])  # the nose
    if rank != 12:
        painter.setPen(QPen(QColor("#b23a3a"), 1.6))
        painter.drawLine(QPointF(47, 54), QPointF(53, 54))  # the mouth


def _headwear(painter: QPainter, colours: CourtColours, rank: int) -> None:
    if rank == 12:  # a crown: five points with jewels
        crown = _path([(32, 30), (30, 10), (38, 20), (44, 6), (50, 18), (56, 6), (62, 20), (70, 10), (68, 30)])
        _fill(painter, crown, GOLD)
        _fill(painter, _path([(31, 27), (69, 27), (69, 33), (31, 33)]), GOLD_DARK, 1.2)
        painter.setPen(QPen(QColor(INK), 0.8))
        for x, colour in ((40, colours.other), (50, colours.main), (60, colours.other)):
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x, 30), 2.4, 2.4)
        for x, y in ((30, 10), (44, 6), (56, 6), (70, 10)):
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(QPointF(x, y), 2.0, 2.0)
    elif rank == 11:  # a tiara: arches over a band
        tiara = _curve((34, 30), (34, 14, 44, 10, 50, 16), (56, 10, 66, 14, 66, 30), (56, 26, 44, 26, 34, 30))
        _fill(painter, tiara, GOLD)
        painter.setPen(QPen(QColor(INK), 0.8))
        painter.setBrush(colours.main)
        painter.drawEllipse(QPointF(50, 21), 3.2, 3.2)
        painter.setBrush(QColor("#ffffff"))
        for tx in (40.0, 60.0):
            painter.drawEllipse(QPointF(tx, 22), 1.8, 1.8)
    else:  # a flat cap with a feather
        feather = _curve((60, 26), (72, 8, 86, 4, 92, 2), (86, 12, 74, 22, 62, 30))
        _fill(painter, feather, colours.other, 1.2)
        cap = _curve((28, 32), (30, 16, 70, 14, 72, 32), (60, 28, 40, 28, 28, 32))
        _fill(painter, cap, colours.main)
        _fill(painter, _path([(30, 29), (70, 29), (70, 34), (30, 34)]), GOLD, 1.2)


def _emblem(painter: QPainter, colours: CourtColours, rank: int) -> None:
    if rank == 12:  # a sceptre on the left
        painter.setPen(QPen(QColor(INK), 5.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(18, 118), QPointF(18, 62))
        painter.setPen(QPen(QColor(GOLD), 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(18, 118), QPointF(18, 62))
        orb = QPainterPath()
        orb.addEllipse(QPointF(18, 57), 6, 6)
        _fill(painter, orb, GOLD, 1.4)
        _fill(painter, _path([(16.5, 44), (19.5, 44), (19.5, 51), (16.5, 51)]), GOLD, 1.0)
    elif rank == 11:  # a rose held at the right
        painter.setPen(QPen(QColor("#2e7d32"), 2.4))
        painter.drawLine(QPointF(80, 108), QPointF(80, 74))
        leaf = _curve((80, 92), (86, 86, 92, 88, 94, 84), (90, 92, 84, 94, 80, 92))
        _fill(painter, leaf, "#3a9a3e", 1.0)
        for angle in range(0, 360, 72):  # five petals round a heart
            petal = QPainterPath()
            petal.addEllipse(QPointF(0, -4.2), 3.8, 4.6)
            _fill(painter, QTransform().translate(80, 70).rotate(angle).map(petal), "#d7263d", 0.9)
        centre = QPainterPath()
        centre.addEllipse(QPointF(80, 70), 2.6, 2.6)
        _fill(painter, centre, GOLD, 0.8)
    else:  # a halberd on the right
        painter.setPen(QPen(QColor(INK), 4.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(84, 120), QPointF(84, 44))
        painter.setPen(QPen(QColor("#8d5a2b"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(84, 120), QPointF(84, 44))
        blade = _curve((84, 40), (96, 44, 98, 52, 96, 60), (92, 56, 88, 54, 84, 54))
        _fill(painter, blade, "#cfd6dc", 1.2)
        _fill(painter, _path([(84, 30), (87, 44), (81, 44)]), "#cfd6dc", 1.2)


def _figure(painter: QPainter, colours: CourtColours, rank: int, suit_path: QPainterPath) -> None:
    """One half's figure, in the 100 x 125 box."""
    _robe(painter, colours, rank)
    _face(painter, rank)
    _headwear(painter, colours, rank)
    _emblem(painter, colours, rank)
    corner = QTransform().translate(5 if rank != 12 else 78, 6).scale(16, 16).map(suit_path)
    painter.fillPath(corner, colours.suit)


def paint_court(painter: QPainter, panel: QRectF, rank: int, colours: CourtColours, suit_path: QPainterPath,
                edge: float = 1.0) -> None:
    """A court card's portrait in ``panel`` (``rank`` 10 jack, 11 queen, 12 king; ``suit_path`` the
    suit symbol in the unit square), both halves, the frame round them and the diagonal between."""
    painter.save()
    background = QLinearGradient(panel.topLeft(), panel.bottomRight())
    background.setColorAt(0.0, QColor("#fffaf0"))
    background.setColorAt(1.0, QColor("#f3ead8"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(background))
    painter.drawRect(panel)
    tilt = panel.height() * 0.05
    centre = panel.center()
    left, right = QPointF(panel.left(), centre.y() + tilt), QPointF(panel.right(), centre.y() - tilt)
    halves = (_path([(panel.left(), panel.top()), (panel.right(), panel.top()), (right.x(), right.y()),
                     (left.x(), left.y())]), 0.0)
    other = (_path([(left.x(), left.y()), (right.x(), right.y()), (panel.right(), panel.bottom()),
                    (panel.left(), panel.bottom())]), 180.0)
    scale_x, scale_y = panel.width() / BOX_W, panel.height() / 2 / MIDLINE
    for clip, turn in (halves, other):
        painter.save()
        painter.setClipPath(clip)
        painter.translate(centre)
        painter.rotate(turn)
        painter.translate(-panel.width() / 2, -panel.height() / 2)
        painter.scale(scale_x, scale_y)
        _figure(painter, colours, rank, suit_path)
        painter.restore()
    painter.setPen(QPen(colours.suit, edge * 1.2))
    painter.drawLine(left, right)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colours.suit, edge * 1.4))
    painter.drawRect(panel)
    painter.restore()
