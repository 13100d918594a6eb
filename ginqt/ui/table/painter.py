"""Drawing one :class:`~ginqt.ui.table.snapshot.TableSnapshot` on the table scene.

:class:`TablePainter` puts the piles, the badge, the texts, the buttons, the score board,
the legend and the result panel on a :class:`~ginqt.ui.table.scene.TableScene` once,
places them for the table's shape whenever the view changes it, then draws any snapshot
on them, in the snapshot's colours: the live game's :class:`~ginqt.ui.table.board.Board`
and the replay viewer (:mod:`ginqt.ui.replay`) share it, so a replayed game looks as it
was played.  The result panel arrives as its moment's event (:mod:`ginqt.ui.table.overlay`).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QTransform
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ginqt.ui.game.marks import Bar
from ginqt.ui.table import theme as themes
from ginqt.ui.table.items import BAR_GAP, MAX_BAR, caption_font, caption_height, fitting_fonts, font
from ginqt.ui.table.layout import CARD_HEIGHT, CARD_WIDTH, SMALLEST_MIDDLE, TableSize
from ginqt.ui.table.overlay import Overlay, banner_colours
from ginqt.ui.table.scene import Placement, TableScene
from ginqt.ui.table.snapshot import PANEL_BUTTONS, Button, Row, TableSnapshot
from ginqt.ui.table.theme import Theme
from ginqt.ui.text import bar_legend_text, bar_marks, bar_names, pile_captions, tr

__all__ = ["BAR_COLOURS", "NUMBER_LABELS", "TablePainter"]

#: The colour of each bar on the default table: sets blue, runs green, red for the computer's pile draw and
#: laid-off cards, hints yellow (:mod:`ginqt.ui.table.theme` has them for every table).
BAR_COLOURS = {bar: QColor(colour) for bar, colour in themes.BAR_COLOURS.items()}
#: Keys under the first ten cards of the hand ("1" ... "0"), as many as a hand can hold.
NUMBER_LABELS = 11
#: Each text on the table: (size, bold, its colour in the theme)
TEXTS = {"north_info": (19, True, "text"), "south_info": (19, True, "text"), "message": (20, False, "text"),
         "turn": (22, True, "accent"), "hint": (19, False, "accent"), "status": (14, False, "soft"),
         "keys": (15, False, "soft")}
#: The texts of the column at the right, drawn as large as its signs (:attr:`TableSize.words`)
SIDE_TEXTS = ("status", "keys")
BUTTON_WIDTH = 200.0
_LIFT = 0  #: the item data key of how far a text broken in two was lifted above its one line


def _two_lines(words: str) -> str:
    """``words`` broken at the space nearest their middle (two lines of about the same width).

    >>> _two_lines("Discard 6♣. Play on: a knock must score more")
    'Discard 6♣. Play on: a\\nknock must score more'
    """
    middle = len(words) / 2
    cut = min((i for i, ch in enumerate(words) if ch == " "), key=lambda i: abs(i - middle))
    return f"{words[:cut]}\n{words[cut + 1:]}"


def _bar_colour(theme: Theme, bar: Bar | None) -> QColor | None:
    return QColor(theme.bars[bar]) if bar is not None else None


def _mark(marks: Mapping[Bar, str], bar: Bar | None) -> str:
    return marks[bar] if bar is not None else ""


class TablePainter:
    """The table's fixed items on ``scene``, and :meth:`draw` for any snapshot."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._build()
        self.overlay = Overlay(scene, scene.panels["result"])
        self.last: TableSnapshot | None = None  #: the snapshot drawn last
        self.marks = bar_marks()  #: each colour bar's mark (in the language of the day)
        #: the captions' font is for these words at this text size; the tallest caption's height
        self._captions: tuple[tuple[tuple[str, ...], float, float] | None, float] = (None, 22.0)
        scene.sizeChanged.connect(self._place)

    def _build(self) -> None:
        s = self.scene
        stock, pile = pile_captions()
        s.add_pile("stock", stock)
        s.add_pile("pile", pile)
        s.add_badge("knock", tr("Knock limit"))
        for name, (size, bold, _role) in TEXTS.items():
            s.add_text(name, size, bold=bold)
        for i in range(NUMBER_LABELS):
            s.add_text(f"num{i}", 16, bold=True).setVisible(False)
        panel = s.add_panel("result")
        for button in Button:
            item = s.add_button(button.value, BUTTON_WIDTH)
            if button in PANEL_BUTTONS:
                item.setParentItem(panel)  # they arrive with the panel
        s.felt.setToolTip(bar_legend_text())
        s.legend.setToolTip(bar_legend_text())
        self._place(s.size)

    def _place(self, size: TableSize) -> None:
        """Put the things that do not move with the game where the table's ``size`` has room for them."""
        s = self.scene
        s.piles["stock"].setPos(size.stock_x, size.middle_y)
        s.piles["pile"].setPos(size.pile_x, size.middle_y)
        s.badges["knock"].setPos(size.knock_x, size.middle_y + 10)
        for sign in (s.scoreboard, s.legend):  # large text, a small window: the signs larger (their words readable)
            sign.setScale(size.words)
        s.scoreboard.setPos(size.side_x, 24)
        s.legend.setPos(size.side_x + 4, size.height - 150 * size.words)
        s.texts["keys"].setPos(size.side_x + 4, size.height - 92 * size.words)

    def draw(self, snapshot: TableSnapshot, animation_ms: int) -> None:
        """Draw ``snapshot``: the cards move there in ``animation_ms`` (0: at once; the moments' events too)."""
        theme, marks = snapshot.theme, self.marks
        self.scene.set_theme(theme)
        self.scene.arrange({card: Placement(p.x, p.y, p.z, p.face_up, p.group, _bar_colour(theme, p.top_bar),
                                            _bar_colour(theme, p.bottom_bar), p.focused, p.draggable, p.visible,
                                            (_mark(marks, p.top_bar), ""), p.arrives)  # the mark above
                            for card, p in snapshot.cards.items()}, animation_ms)
        self._draw_piles(snapshot)
        self._draw_buttons(snapshot)
        self._draw_texts(snapshot)
        self._draw_rings(snapshot)
        self._draw_result(snapshot, animation_ms > 0)
        self.last = snapshot

    def _draw_piles(self, snapshot: TableSnapshot) -> None:
        s, theme = self.scene, snapshot.theme
        count = str(snapshot.stock_count) if snapshot.result is None else ""  # nobody draws after the hand
        s.piles["stock"].set_state(count, snapshot.stock_count <= 7, _bar_colour(theme, snapshot.stock_bar),
                                   _mark(self.marks, snapshot.stock_bar))
        s.piles["pile"].set_state("", False, _bar_colour(theme, snapshot.pile_bar),
                                  _mark(self.marks, snapshot.pile_bar))
        for pile, words in zip((s.piles["stock"], s.piles["pile"]), snapshot.captions, strict=True):
            pile.set_label(words)
            pile.setVisible(True)
        s.badges["knock"].set_label(tr("Knock limit"))  # in the language of the day
        labels, room = (s.piles["stock"].label, s.piles["pile"].label, s.badges["knock"].label), s.size.caption_room
        scale = s.size.text  # the text size, or larger in a small view
        if self._captions[0] != (labels, scale, room):  # one font for the three captions, none cut
            caption = caption_font(labels, 15 * scale, room)
            self._captions = ((labels, scale, room), caption_height(caption, labels, room))
            for item in (s.piles["stock"], s.piles["pile"], s.badges["knock"]):
                item.set_caption(caption, room)
        s.badges["knock"].set_state(snapshot.knock_value, "×2" if snapshot.doubled else "",
                                    QColor(theme.bars[Bar.TAKEN]) if snapshot.doubled else None)
        s.badges["knock"].setVisible(True)
        s.scoreboard.set_state(snapshot.scoreboard, theme)
        s.legend.set_state([(QColor(theme.bars[bar]), word, self.marks[bar]) for bar, word in bar_names().items()],
                           theme)

    def _draw_buttons(self, snapshot: TableSnapshot) -> None:
        size, theme = snapshot.size, snapshot.theme
        row = [button for button in snapshot.buttons if button not in PANEL_BUTTONS]
        hint = QColor(theme.bars[Bar.HINT])
        # the buttons shown together (the row beside the piles, the result panel's) in one font: none larger than
        # another because its words are shorter
        fonts: dict[Button, QFont] = {}
        for group in (row, [button for button in snapshot.buttons if button in PANEL_BUTTONS]):
            shared = fitting_fonts([snapshot.button_texts[button] for button in group], 17 * size.text,
                                   BUTTON_WIDTH - 10, bold=True)
            fonts.update((button, shared) for button in group)
        for button in Button:
            item = self.scene.buttons[button.value]
            shown = button in snapshot.buttons
            item.setVisible(shown)
            if not shown:
                continue
            if button in row:
                item.setPos(size.button_x, size.middle_y + row.index(button) * 52)
            index = snapshot.buttons.index(button)
            item.set_state(snapshot.focused_button == index, snapshot.lit_button is button,
                           hint if snapshot.hinted_button is button else None,
                           self.marks[Bar.HINT] if snapshot.hinted_button is button else "")
            item.set_text(snapshot.button_texts[button], fonts[button])

    def set_text(self, name: str, words: str, centre: float | None = None, x: float = 0.0, y: float | None = None,
                 *, wrap: bool = False, downwards: bool = False) -> QGraphicsSimpleTextItem:
        """Show ``words`` in text ``name``: centred on ``centre``, or from ``x``; at ``y`` (``None``: where it
        was last put).  A line wider than the playing area is drawn smaller (it is vector text: still sharp);
        with ``wrap`` it is first broken in two, the first line above where the one line would be (``downwards``:
        only when it would be drawn smaller than the table's smallest words, the first line there, the second under
        it)."""
        item = self.scene.texts[name]
        if y is None:  # where its one line was: a text broken in two was lifted above it
            y = item.y() + float(item.data(_LIFT) or 0.0)
        item.setText(words)
        room = 2 * self.scene.size.half_room if centre is not None else self.scene.size.width - x - 10
        width = item.boundingRect().width()
        lift = 0.0
        least = SMALLEST_MIDDLE * self.scene.size.text / item.font().pixelSize() if downwards else 1.0
        if wrap and width > room / min(1.0, least) and " " in words:
            line = item.boundingRect().height()
            item.setText(_two_lines(words))
            width = item.boundingRect().width()
            lift = 0.0 if downwards else item.boundingRect().height() - line
        item.setScale(min(1.0, room / width) if width else 1.0)
        left = centre - width * item.scale() / 2 if centre is not None else x
        item.setPos(left, y - lift * item.scale())
        item.setData(_LIFT, lift * item.scale())
        return item

    def _draw_texts(self, snapshot: TableSnapshot) -> None:
        s, size, theme = self.scene, snapshot.size, snapshot.theme
        for name, (points, bold, role) in TEXTS.items():
            s.texts[name].setBrush(QColor(getattr(theme, role)))
            scale = size.words if name in SIDE_TEXTS else size.text  # the side column's: as its signs
            if s.texts[name].font().pixelSize() != round(points * scale):  # large text
                s.texts[name].setFont(font(points * scale, bold))
        texts = snapshot.texts
        self.set_text("north_info", texts.get("north_info", ""), size.centre_x, y=size.north_y + CARD_HEIGHT + 8)
        self._draw_middle_texts(snapshot)
        keys = self.set_text("keys", texts.get("keys", ""), x=size.side_x + 4)
        keys.setY(size.height - 14 - keys.boundingRect().height() * keys.scale())  # large text: above the edge
        s.legend.setY(keys.y() - (s.legend.height + 6) * size.words)
        self.set_text("status", texts.get("status", ""), x=size.side_x + 6,
                      y=s.scoreboard.y() + (s.scoreboard.height + 10) * size.words)
        s.texts["status"].setToolTip(texts.get("status_tip", ""))  # the fairness seal's commitment and seed
        # the key under each card that discards it: 1 ... 0 under the hand, P under the card just drawn
        keyed = list(zip(snapshot.numbers, snapshot.south_order, strict=False))
        if snapshot.drawn_key and snapshot.drawn is not None:
            keyed.append((snapshot.drawn_key, snapshot.drawn))
        for i in range(NUMBER_LABELS):
            label = s.texts[f"num{i}"]
            label.setVisible(i < len(keyed))
            if i < len(keyed):
                key, card = keyed[i]
                label.setBrush(QColor(theme.soft))
                label.setFont(font(16 * size.text, True))
                label.setText(key)
                place = snapshot.cards[card]
                label.setPos(place.x + min(place.visible, CARD_WIDTH) / 2 - label.boundingRect().width() / 2,
                             size.south_y + CARD_HEIGHT + 10)

    def _draw_middle_texts(self, snapshot: TableSnapshot) -> None:
        """The rows of words between the hands, as tall as their text: large text moves them apart (the table is
        taller then), none over another: the hint above the stock's count, the message under the captions, the
        instruction under it, the deadwood above the person's cards."""
        s, size, texts, cx = self.scene, snapshot.size, snapshot.texts, snapshot.size.centre_x
        count_top = size.middle_y - 16 - 24 * size.text
        self.set_text("hint", texts.get("hint", ""), cx, y=count_top - 4 - self._line("hint"), wrap=True)
        left = snapshot.south_xs[0] if snapshot.south_xs else cx - 300
        info = self.set_text("south_info", texts.get("south_info", ""), x=left, y=size.south_y)
        # above the colour bars over the cards under it, and over a card lifted there (the knock question's)
        right = left + info.boundingRect().width() * info.scale()
        under = [place.y for place in snapshot.cards.values()
                 if place.group == "south" and place.x < right and place.x + place.visible > left]
        top = min(under, default=size.south_y)
        info.setY(min(size.south_y, top) - MAX_BAR - BAR_GAP - 6 - self._line("south_info"))
        message_y = size.middle_y + CARD_HEIGHT + 10 + self._captions[1]
        message = self.set_text("message", texts.get("message", s.texts["message"].text()), cx, y=message_y,
                                wrap=True, downwards=True)  # a long line (large text, a small table) on two lines
        message.setVisible(snapshot.result is None)
        below = message_y + (message.boundingRect().height() * message.scale() if message.isVisible() else 0.0)
        turn = self.set_text("turn", texts.get("turn", ""), cx, y=below + 4, wrap=True, downwards=True)
        if turn.text() and turn.y() + turn.boundingRect().height() * turn.scale() > info.y() - 4:
            message.setVisible(False)  # no room for both: the instruction first (the status bar says what happened)
            turn.setY(message_y)

    def _line(self, name: str) -> float:
        """The height of one line of text ``name`` in its font."""
        return QFontMetricsF(self.scene.texts[name].font()).height()

    def _draw_rings(self, snapshot: TableSnapshot) -> None:
        """The keyboard cursor (and the card asked about), drawn above every card."""
        places = [QPointF(p.x, p.y) for p in snapshot.cards.values() if p.focused]
        if snapshot.focused_place is not None:
            pile = self.scene.piles["stock" if snapshot.focused_place is Row.STOCK else "pile"]
            places.append(pile.pos())
        for i, ring in enumerate(self.scene.rings):
            ring.setVisible(i < len(places))
            if i < len(places):
                ring.setPos(places[i])

    def _draw_result(self, snapshot: TableSnapshot, animate: bool) -> None:
        result, before = snapshot.result, self.last
        if result is None:
            self.overlay.hide()
            return
        panel = self.scene.panels["result"]
        panel.set_content(result.banner, result.title, list(result.lines), result.footer,
                          banner_colours(result.moment, result.good), result.moment.event, bool(result.buttons),
                          snapshot.theme)
        for button, slot in zip(result.buttons, panel.button_slots(), strict=False):
            self.scene.buttons[button.value].setPos(slot)
        size = snapshot.size
        centre = QPointF(size.centre_x, (size.north_y + CARD_HEIGHT + size.south_y) / 2)
        # large text: the panel larger too, as the room between the hands allows (it is centred as it is drawn)
        width, height = panel.size
        grow = max(1.0, min(size.text, (2 * size.half_room - 20) / width,
                            (size.south_y - size.north_y - CARD_HEIGHT - 40) / height))
        panel.setTransform(QTransform.fromScale(grow, grow))
        centre -= QPointF(width, height) * ((grow - 1) / 2)
        arriving = before is None or before.result is None or before.result.moment is not result.moment
        if arriving or self.overlay.playing is None:
            self.overlay.show(result.moment, result.good, centre, arriving and animate)
