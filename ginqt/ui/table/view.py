"""The view of the table: the whole scene, scaled to the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ginqt.ui.accessible import CANVAS, give_role
from ginqt.ui.table.layout import TableSize
from ginqt.ui.table.scene import TableScene

__all__ = ["TableView"]


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the window; the table takes the window's shape (wider or
    taller, within limits), so the felt fills it, with room for the text size."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # the viewport made here as Qt makes its own: PySide6 asked for Qt's looks through every QWidget
        # subclass and builds some 70 enums of theirs, a twentieth of the start (benchmarks/README.md)
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(True)
        self.setViewport(viewport)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(480, 320)
        # the view takes the focus; its viewport is the same table to a screen reader (TableSpeech names the view)
        self.viewport().setAccessibleName(self.tr("Card table"))
        # a canvas to a screen reader (a drawn surface that takes the keys), not Qt's "client" (AT-SPI's filler,
        # which Orca skips as layout only)
        give_role(self, CANVAS)
        # large text: a table with room for it, once the drawing that changed it is done
        scene.textScaleChanged.connect(self.fit, Qt.ConnectionType.QueuedConnection)

    def fit(self) -> None:
        """Shape the table to the viewport and show all of it."""
        scene = self.scene()
        viewport = self.viewport().size()
        if isinstance(scene, TableScene):
            scene.set_size(TableSize.fitting(viewport.width(), viewport.height(), scene.theme.text_scale))
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
