"""The table celebrates: a gin, a game won and a shutout made a moment.

:class:`Celebration` listens to what the controller says happened (``handEnded`` with the
engine's :class:`~ginqt.engine.HandResult`, ``gameOver`` with its
:class:`~ginqt.engine.MatchOutcome`); :func:`~ginqt.ui.game.moments.cheer` decides what is
celebrated, the rule itself is always the engine's.  For about two seconds, while the result
panel springs in (:mod:`ginqt.ui.table.overlay`), a warm glow swells behind the winner's hand
and fades (:class:`GlowItem`), and the cards of the stock and the pile are gathered to the
winner: card backs sweep from the middle of the table into a squared deck beside the winner's
hand (:class:`GatherItem`).  A won game's glow is gold and its deck bigger; a shutout adds a
golden ring that spreads twice from the deck (:class:`RingItem`).  The result panel's own suit
confetti (gin, big gin, a game won) is the overlay's.

None of it is in the way: no item takes a click, input is never held, and the next hand (or a
move taken back, a new game, the table resized) ends it at once.  With Options › Animation off,
or card moves set to instant, nothing is celebrated.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ginqt.engine import HandResult, MatchOutcome
from ginqt.play.session import HUMAN
from ginqt.ui.game.controller import Controller
from ginqt.ui.game.moments import Cheer, cheer, game_moment, hand_moment, shutout
from ginqt.ui.table.layout import CARD_HEIGHT, CARD_WIDTH
from ginqt.ui.table.overlay import ProgressItem
from ginqt.ui.table.render import paint_card
from ginqt.ui.table.scene import TableScene
from ginqt.ui.table.snapshot import TableSnapshot

__all__ = ["Celebration", "GatherItem", "GlowItem", "RingItem"]

#: How long each celebration lasts, in milliseconds.
DURATION = {Cheer.GIN: 1800, Cheer.GAME_WON: 2200, Cheer.SHUTOUT: 2800}
#: The glow's colour: a gin warm white, a game gold, a shutout deep gold.
GLOW = {Cheer.GIN: "#fff3c4", Cheer.GAME_WON: "#ffd84a", Cheer.SHUTOUT: "#ffc21a"}
#: How many card backs are gathered to the winner.
GATHERED = {Cheer.GIN: 10, Cheer.GAME_WON: 16, Cheer.SHUTOUT: 20}


def _ease(t: float) -> float:
    """Out-cubic: fast, then settling."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


class GlowItem(ProgressItem):
    """A soft halo around ``rect`` that swells in, holds and fades as ``progress`` goes 0 to 1."""

    def __init__(self, rect: QRectF, colour: str) -> None:
        super().__init__(-3)  # over the felt and the piles, under every card
        self.rect = rect
        self.colour = QColor(colour)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def strength(self) -> float:
        """0 to 1: in over the first quarter, out over the last third."""
        p = self.progress
        return _ease(p / 0.25) if p < 0.66 else max(0.0, (1.0 - p) / 0.34)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-60, -60, 60, 60)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        strength = self.strength()
        if strength <= 0.0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self.boundingRect()
        centre = area.center()
        gradient = QRadialGradient(centre, 0.5)
        inner, mid, outer = QColor(self.colour), QColor(self.colour), QColor(self.colour)
        inner.setAlphaF(0.55 * strength)
        mid.setAlphaF(0.25 * strength)
        outer.setAlphaF(0.0)
        gradient.setColorAt(0.0, inner)
        gradient.setColorAt(0.55, mid)
        gradient.setColorAt(1.0, outer)
        painter.save()
        painter.translate(centre)
        painter.scale(area.width() / 2, area.height() / 2)  # the gradient's circle stretched to the hand
        gradient.setCenter(QPointF(0, 0))
        gradient.setFocalPoint(QPointF(0, 0))
        gradient.setRadius(1.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawEllipse(QPointF(0, 0), 1.0, 1.0)
        painter.restore()


class GatherItem(ProgressItem):
    """Card backs sweeping from ``sources`` into a squared deck at ``target`` (the top left of its card)
    as ``progress`` goes 0 to 1, one after another; the deck stays, then fades at the very end."""

    LEAN = 0.6  #: how far each card of the deck lies left of and above the one under it

    def __init__(self, sources: list[QPointF], target: QPointF, count: int, paint_back: Callable[[QPainter,
                 QRectF], None], area: QRectF) -> None:
        super().__init__(700)  # over the cards, under the result panel
        self.area = area
        self.target = target
        self.back = QPixmap(round(CARD_WIDTH * 2), round(CARD_HEIGHT * 2))  # drawn once: a back is many strokes
        self.back.setDevicePixelRatio(2.0)
        self.back.fill(Qt.GlobalColor.transparent)
        back_painter = QPainter(self.back)
        back_painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_back(back_painter, QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT))
        back_painter.end()
        self.cards: list[tuple[QPointF, float, float, float]] = []  #: start, the arc's lift, angle, delay
        for i in range(count):
            start = sources[i % len(sources)] + QPointF((i % 3 - 1) * 4.0, (i % 2) * -3.0)
            lift = 90.0 + 40.0 * math.sin(i * 1.7)
            angle = 35.0 * math.sin(i * 2.3)
            self.cards.append((start, lift, angle, 0.45 * i / max(1, count - 1)))

    def boundingRect(self) -> QRectF:
        return self.area

    def landed(self) -> int:
        """How many cards are on the deck already."""
        return sum(1 for *_rest, delay in self.cards if self.progress >= delay + 0.35)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        fade = 1.0 if self.progress < 0.88 else max(0.0, (1.0 - self.progress) / 0.12)
        painter.setOpacity(fade)
        for index, (start, lift, angle, delay) in enumerate(self.cards):
            t = (self.progress - delay) / 0.35
            if t <= 0.0:
                continue
            e = _ease(t)
            end = self.target + QPointF(-self.LEAN * index, -self.LEAN * index)  # squared, each a little higher
            # a curve out along the middle of the table, then along the edge to the deck: around the hands
            bend = QPointF(end.x(), start.y()) + QPointF(-lift * 0.3, 0.0)
            x = (1 - e) ** 2 * start.x() + 2 * (1 - e) * e * bend.x() + e ** 2 * end.x()
            y = (1 - e) ** 2 * start.y() + 2 * (1 - e) * e * bend.y() + e ** 2 * end.y()
            painter.save()
            painter.translate(x + CARD_WIDTH / 2, y + CARD_HEIGHT / 2)
            painter.rotate(angle * (1.0 - e))
            painter.translate(-CARD_WIDTH / 2, -CARD_HEIGHT / 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 50))
            painter.drawRoundedRect(QRectF(3, 4, CARD_WIDTH, CARD_HEIGHT), 8, 8)  # a soft shadow
            painter.drawPixmap(QPointF(0, 0), self.back)
            painter.restore()


class RingItem(ProgressItem):
    """A golden ring spreading from ``centre`` and fading (a shutout)."""

    def __init__(self, centre: QPointF, reach: float) -> None:
        super().__init__(790)  # under the result panel: its words stay readable
        self.centre = centre
        self.reach = reach

    def boundingRect(self) -> QRectF:
        r = self.reach + 20
        return QRectF(self.centre.x() - r, self.centre.y() - r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for lag in (0.0, 0.18):
            t = (self.progress - 0.3 - lag) / 0.6
            if not 0.0 < t < 1.0:
                continue
            colour = QColor("#ffd84a")
            colour.setAlphaF(0.8 * (1.0 - t))
            painter.setPen(QPen(colour, 10.0 * (1.0 - t) + 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = 30.0 + self.reach * _ease(t)
            painter.drawEllipse(self.centre, radius, radius)


class Celebration(QObject):
    """Plays the cheer of each gin, won game and shutout on ``scene`` (see the module's description).

    ``snapshot`` gives the table as last drawn (where the cards lie), ``duration`` how long a card move
    takes now (0: animation is off, nothing is celebrated)."""

    def __init__(self, controller: Controller, scene: TableScene, snapshot: Callable[[], TableSnapshot | None],
                 duration: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.snapshot = snapshot
        self.duration = duration
        self.playing: Cheer | None = None  #: the cheer on the table now (``None``: none)
        self.winner: int | None = None  #: the seat the cards were gathered to
        self.items: list[ProgressItem] = []
        self.animation: QVariantAnimation | None = None
        controller.handEnded.connect(self._hand_ended)
        controller.gameOver.connect(self._game_over)
        for signal in (controller.handStarted, controller.gameStarted, controller.matchRestored, scene.sizeChanged):
            signal.connect(lambda *_: self.stop())  # the next hand, a new game, a move taken back, a new shape

    def _hand_ended(self, result: HandResult) -> None:
        session = self.controller.session
        if session is None or session.game_over():
            return  # the game's end is celebrated instead (gameOver follows)
        what = cheer(hand_moment(result), shutout=False)
        if what is not None and result.winner is not None:
            self.play(what, result.winner)

    def _game_over(self, result: MatchOutcome | None) -> None:
        session = self.controller.session
        if session is None:
            return
        winner = session.winner()
        what = cheer(game_moment(winner), shutout=shutout(result) and result is not None and result.winner == winner)
        if what is not None and winner is not None:
            self.play(what, winner)

    def play(self, what: Cheer, winner: int) -> None:
        """Celebrate ``what`` for the player in seat ``winner`` (nothing when animation is off)."""
        self.stop()
        snapshot = self.snapshot()
        if self.duration() <= 0 or snapshot is None:
            return
        size = snapshot.size
        side = "south" if winner == HUMAN else "north"
        places = [p for p in snapshot.cards.values() if p.group == side]
        row_y = size.south_y if winner == HUMAN else size.north_y
        if places:
            left = min(p.x for p in places)
            right = max(p.x for p in places) + CARD_WIDTH
            row_y = sum(p.y for p in places) / len(places)
        else:
            left, right = size.centre_x - 300, size.centre_x + 300
        hand = QRectF(left, row_y, right - left, CARD_HEIGHT)
        gap, lean = 24.0, GatherItem.LEAN * GATHERED[what]
        beside = left - CARD_WIDTH - gap  # the deck goes left of the hand, or right where there is no room
        target = QPointF(beside if beside >= 4 + lean else min(right + gap, size.side_x - CARD_WIDTH - 10), row_y)
        sources = [QPointF(size.stock_x, size.middle_y), QPointF(size.pile_x, size.middle_y)]
        area = QRectF(0, 0, size.width, size.height)
        style = self.scene.card_style
        items: list[ProgressItem] = [
            GlowItem(hand.united(QRectF(target, hand.size())), GLOW[what]),
            GatherItem(sources, target, GATHERED[what], lambda painter, rect: paint_card(painter, rect, None, style),
                       area),
        ]
        if what is Cheer.SHUTOUT:
            deck = target + QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)
            items.append(RingItem(deck, max(size.width, size.height) * 0.45))
        for item in items:
            self.scene.addItem(item)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(DURATION[what])
        animation.setEasingCurve(QEasingCurve.Type.Linear)

        def step(value: object) -> None:
            for item in items:
                item.set_progress(float(value))  # type: ignore[arg-type]

        animation.valueChanged.connect(step)
        animation.finished.connect(self.stop)
        self.items, self.animation, self.playing, self.winner = items, animation, what, winner
        animation.start()

    def progress(self) -> float:
        """How far the cheer on the table is (0 to 1; 0 when none plays)."""
        return float(self.animation.currentValue() or 0.0) if self.animation is not None else 0.0

    def seek(self, value: float) -> None:
        """Show the cheer at ``value`` (0 to 1) now: for pictures of it and tests."""
        if self.animation is not None:
            self.animation.setCurrentTime(round(value * self.animation.duration()))

    def stop(self) -> None:
        """End the celebration now: its items leave the table."""
        animation, self.animation = self.animation, None
        if animation is not None:
            animation.stop()
            animation.deleteLater()
        for item in self.items:
            self.scene.removeItem(item)
            item.deleteLater()
        self.items, self.playing, self.winner = [], None, None
