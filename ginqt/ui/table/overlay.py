"""The result panel over the table, and how it arrives: the moments of a game made events.

:class:`ResultItem` draws the end of a hand or of the game: a banner with the big word
("Gin!", "Undercut!", "You win the game!") in gold for good news, crimson for bad,
slate for neither; who scores how much; the score worked out; the one instruction.
:class:`Overlay` shows it: the panel springs in, gin and a game won throw a burst of
suit confetti (:class:`ConfettiItem`), an undercut shakes the panel.  None of it holds
up the game: input goes on while it plays, and with card moves set to instant it is
shown at once.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ginqt.ui.game.moments import Moment
from ginqt.ui.table.items import TableItem, fitting_font, font
from ginqt.ui.table.render import suit_path
from ginqt.ui.table.theme import Theme, mix

__all__ = ["ConfettiItem", "Overlay", "ResultItem"]

WIDTH = 560.0
BANNER = 66.0
LINE = 25.0
BUTTON_ROW = 62.0  #: room left at the bottom for the panel's buttons
#: Banner colours: (top, bottom, text)
GOOD = ("#ffe27a", "#d9a21b", "#2b1d00")
BAD = ("#b3262b", "#6e1014", "#ffffff")
PLAIN = ("#48617a", "#2c3e50", "#ffffff")


class ResultItem(TableItem):
    """A box with a banner, a title, lines and a footer; emits ``clicked(name)``."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.banner = ""
        self.title = ""
        self.lines: list[str] = []
        self.footer = ""
        self.colours = PLAIN
        self.big = False  #: the banner in large letters (an event)
        self.buttons = False  #: leave room for buttons at the bottom
        self.size = (WIDTH, 200.0)
        self.setZValue(800)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size[0] + 8, self.size[1] + 8)

    def set_content(self, banner: str, title: str, lines: list[str], footer: str, colours: tuple[str, str, str],
                    big: bool, buttons: bool, theme: Theme) -> None:
        self.prepareGeometryChange()
        self.banner, self.title, self.lines, self.footer = banner, title, lines, footer
        self.colours, self.big, self.buttons, self.theme = colours, big, buttons, theme
        height = BANNER + 14 + 34 + LINE * len(self.lines) + (BUTTON_ROW if buttons else 40 if footer else 12)
        self.size = (WIDTH, height)
        self.setTransformOriginPoint(WIDTH / 2, height / 2)
        self.update()

    def button_slots(self) -> list[QPointF]:
        """Where the panel's two buttons go (their top left corners; the buttons are the panel's children)."""
        y = self.size[1] - BUTTON_ROW + 10
        return [QPointF(WIDTH / 2 - 215, y), QPointF(WIDTH / 2 + 15, y)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self.theme
        rect = QRectF(0, 0, *self.size)
        fill = QColor(theme.panel)
        fill.setAlpha(255)
        painter.setPen(QPen(QColor(theme.panel_edge), theme.edge_width))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        top, bottom, ink = self.colours
        ribbon = QRectF(0, 0, rect.width(), BANNER)
        gradient = QLinearGradient(ribbon.topLeft(), ribbon.bottomLeft())
        gradient.setColorAt(0.0, QColor(top))
        gradient.setColorAt(1.0, QColor(bottom))
        painter.save()
        painter.setClipRect(ribbon)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, 0), 13, 13)
        painter.restore()
        painter.setPen(QColor(ink))
        size = 38.0 if self.big else 28.0
        painter.setFont(font(size, bold=True))
        wide = painter.fontMetrics().horizontalAdvance(self.banner)
        if wide > rect.width() - 40:  # a long name: smaller letters, never cut
            painter.setFont(font(size * (rect.width() - 40) / wide, bold=True))
        painter.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, self.banner)
        painter.setPen(QColor(theme.panel_accent))
        painter.setFont(fitting_font(self.title, 23, rect.width() - 44, bold=True))
        painter.drawText(QRectF(22, BANNER + 12, rect.width() - 44, 30), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setPen(QColor(theme.panel_text))
        y = BANNER + 14 + 36
        for line in self.lines:
            painter.setFont(fitting_font(line, 18, rect.width() - 44))
            painter.drawText(QRectF(22, y, rect.width() - 44, LINE), Qt.AlignmentFlag.AlignLeft, line)
            y += LINE
        if self.footer and not self.buttons:
            painter.setPen(QColor(mix(theme.panel_text, theme.panel, 0.3)))
            painter.setFont(fitting_font(self.footer, 16, rect.width() - 44))  # a long instruction: never cut
            painter.drawText(QRectF(22, rect.height() - 34, rect.width() - 44, 24), Qt.AlignmentFlag.AlignLeft,
                             self.footer)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.name)


class ProgressItem(QGraphicsObject):
    """An item an animation draws as it drives ``progress`` from 0 to 1 (:meth:`set_progress`); it takes no
    clicks, so it is never in the way of the table."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self.progress = 0.0
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_progress(self, value: float) -> None:
        self.progress = value
        self.update()


class ConfettiItem(ProgressItem):
    """A burst of suit symbols and flecks from a point, falling and fading as ``progress`` goes 0 to 1."""

    COLOURS = ("#ffd400", "#e0262b", "#2f6fde", "#23b14d", "#ffffff", "#ff9f1a")
    SECONDS = 1.6
    GRAVITY = 700.0

    def __init__(self, origin: QPointF, area: QRectF, pieces: int = 40, seed: int = 0) -> None:
        super().__init__(950)
        self.area = area
        rng = random.Random(seed)
        self.pieces = [(origin + QPointF(rng.uniform(-200, 200), rng.uniform(-10, 10)),
                        QPointF(rng.uniform(-320, 320), rng.uniform(-560, -220)), rng.uniform(-540, 540),
                        rng.randrange(5), rng.choice(self.COLOURS), rng.uniform(12, 22)) for _ in range(pieces)]

    def boundingRect(self) -> QRectF:
        return self.area

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.progress * self.SECONDS
        fade = 1.0 if self.progress < 0.65 else max(0.0, (1.0 - self.progress) / 0.35)
        for start, velocity, spin, shape, colour, size in self.pieces:
            x = start.x() + velocity.x() * t
            y = start.y() + velocity.y() * t + 0.5 * self.GRAVITY * t * t
            c = QColor(colour)
            c.setAlphaF(fade)
            painter.save()
            painter.translate(x, y)
            painter.rotate(spin * t)
            if shape < 4:  # a suit
                transform = QTransform()
                transform.translate(-size / 2, -size / 2)
                transform.scale(size, size)
                painter.fillPath(transform.map(suit_path(shape)), c)
            else:  # a fleck of paper, turning
                painter.fillRect(QRectF(-size / 2, -size / 6, size, size / 3 * abs(math.cos(t * 6))), c)
            painter.restore()


class Overlay(QObject):
    """Shows the result panel on ``scene`` and plays its moment (see the module's description)."""

    def __init__(self, scene: QGraphicsScene, panel: ResultItem) -> None:
        super().__init__(scene)
        self.scene = scene
        self.panel = panel
        self.confetti: ConfettiItem | None = None
        self.animation: QParallelAnimationGroup | None = None
        self.playing: Moment | None = None  #: the moment whose animation runs (None when none does)

    def show(self, moment: Moment, good: bool, centre: QPointF, animate: bool) -> None:
        """Put the panel (its content set) centred on ``centre``; with ``animate``, make the moment an event."""
        panel = self.panel
        width, height = panel.size
        panel.setPos(centre.x() - width / 2, centre.y() - height / 2)
        panel.setVisible(True)
        self.stop()
        if not animate:
            return
        group = QParallelAnimationGroup(self)
        group.addAnimation(self._animation(b"scale", 0.8, 1.0, 380, QEasingCurve.Type.OutBack))
        group.addAnimation(self._animation(b"opacity", 0.0, 1.0, 220, QEasingCurve.Type.OutQuad))
        if moment is Moment.UNDERCUT:
            group.addAnimation(self._shake(panel.pos()))
        if moment in (Moment.GIN, Moment.BIG_GIN) or (moment is Moment.GAME_WON and good):
            group.addAnimation(self._burst(QPointF(centre.x(), centre.y() - height / 2 + BANNER / 2),
                                           80 if moment is not Moment.GIN else 44))
        self.animation, self.playing = group, moment
        group.finished.connect(self.stop)
        group.start()

    def hide(self) -> None:
        self.stop()
        self.panel.setVisible(False)

    def stop(self) -> None:
        """End the moment's animation now: the panel where it belongs, no confetti."""
        group, self.animation, self.playing = self.animation, None, None
        if group is not None:
            group.stop()
            group.deleteLater()
        self.panel.setScale(1.0)
        self.panel.setOpacity(1.0)
        if self.confetti is not None:
            self.scene.removeItem(self.confetti)
            self.confetti.deleteLater()
            self.confetti = None

    def _animation(self, name: bytes, start: float, end: float, ms: int,
                   curve: QEasingCurve.Type) -> QPropertyAnimation:
        animation = QPropertyAnimation(self.panel, name, self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(ms)
        animation.setEasingCurve(curve)
        return animation

    def _shake(self, home: QPointF) -> QPropertyAnimation:
        animation = QPropertyAnimation(self.panel, b"pos", self)
        animation.setDuration(480)
        for step, dx in enumerate((0, -16, 14, -11, 8, -5, 2, 0)):
            animation.setKeyValueAt(step / 7, home + QPointF(dx, 0))
        return animation

    def _burst(self, origin: QPointF, pieces: int) -> QVariantAnimation:
        self.confetti = ConfettiItem(origin, self.scene.sceneRect(), pieces, seed=int(origin.x()))
        self.scene.addItem(self.confetti)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(round(ConfettiItem.SECONDS * 1000))
        confetti = self.confetti
        animation.valueChanged.connect(lambda value: confetti.set_progress(float(value)))
        return animation


def banner_colours(moment: Moment, good: bool) -> tuple[str, str, str]:
    """Gold for good news, crimson for bad, slate for a dead hand or a drawn game."""
    if moment in (Moment.DEAD_HAND, Moment.GAME_DRAWN):
        return PLAIN
    return GOOD if good else BAD
