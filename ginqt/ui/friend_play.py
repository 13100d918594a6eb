"""The window plays a friend: Game › Play a friend…, the table messages, the drop banner, the end of the game.

:class:`FriendPlay` holds what the window shows around a friend's game: the phrases to send (Game › Say, and a
button in the status bar), the friend's phrase in a bubble over their hand for a few seconds, the banner with a
live countdown while the friend's connection is down, the actions a friend's game turns off (undo, hints, demo,
open hands: disabled, with the reason as their tooltip), and at the end a message (a fault of the friend's, a
game left) and the game counted in the statistics against the friend's name.  The game itself is the
controller's (:class:`~ginqt.ui.game.friend.TableController`).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QToolButton, QWidget

from ginqt.friends.game import FriendGame
from ginqt.friends.run import FriendRun
from ginqt.records.folder import RecordFolder
from ginqt.remote.friend.agreement import Agreement, Offer
from ginqt.remote.friend.link import FriendLink, LinkStatus, MeetingPlace
from ginqt.remote.friend.protocol import Wire
from ginqt.storage.friends import FriendResult
from ginqt.ui.game.friend import FriendPacer, TableController
from ginqt.ui.menus import Command, Menus, Toggle
from ginqt.ui.text.core import fill, tr
from ginqt.ui.text.friend import dropped_text, fault_text, left_text, phrase_texts, unfair_text

if TYPE_CHECKING:
    from ginqt.storage import Storage

__all__ = ["BUBBLE_MS", "FriendPlay"]

BUBBLE_MS = 4000  #: how long the friend's phrase stays on the table
_OFF = (Command.UNDO, Command.REDO, Command.HINT, Command.DEMO)  #: what a friend's game turns off
_OFF_TOGGLES = (Toggle.OPEN_HANDS, Toggle.MULTIPLE_UNDO)


class FriendPlay(QObject):
    """What the window shows around a friend's game (see the module's description)."""

    finished = Signal(object)  #: the FriendGame, after the person was told how it ended

    def __init__(self, window: QMainWindow, table: QWidget, controller: TableController, menus: Menus,
                 storage: Storage | None) -> None:
        super().__init__(window)
        self.window, self.table, self.controller, self.menus, self.storage = window, table, controller, menus, storage
        self.pacer: FriendPacer | None = None
        self.link: FriendLink | None = None
        self.friend_name = ""
        self.message: QMessageBox | None = None  #: the last message shown (the agreement, the end)
        self.banner = self._label("friendBanner", "background: #7a1f1f; color: white; padding: 6px 14px; "
                                  "border-radius: 6px; font-weight: bold;")
        self.bubble = self._label("friendBubble", "background: #fffbe6; color: #222; padding: 8px 16px; "
                                  "border: 2px solid #c9a227; border-radius: 14px;")
        self._bubble_timer = QTimer(self)
        self._bubble_timer.setSingleShot(True)
        self._bubble_timer.timeout.connect(self.bubble.hide)
        self._drop_deadline: float | None = None
        self._drop_wait = 0.0
        self._countdown = QTimer(self)
        self._countdown.setInterval(250)
        self._countdown.timeout.connect(self._tick)
        self.say_button = QToolButton(window)
        self.say_button.setText(tr("Say…"))
        self.say_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        say_menu = QMenu(self.say_button)
        for phrase, action in menus.say.items():
            action.triggered.connect(lambda _checked=False, phrase=phrase: self.say(phrase))
            say_menu.addAction(action)
        self.say_button.setMenu(say_menu)
        self.say_button.setToolTip(tr("Say something to your friend"))
        self.say_button.setAccessibleName(tr("Say something to your friend"))
        window.statusBar().addPermanentWidget(self.say_button)
        self.say_button.hide()

    def _label(self, name: str, style: str) -> QLabel:
        label = QLabel(self.table)
        label.setObjectName(name)
        label.setStyleSheet(style)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        label.hide()
        return label

    # -- starting ------------------------------------------------------------------------------------

    def start(self, wire: Wire, me: int, name: str, offer: Offer | None, *, link: FriendLink | None = None,
              wait: float = 300.0) -> FriendPacer:
        """Play a friend over ``wire`` (side ``me``): the game's record goes to the records folder."""
        records = RecordFolder.of(self.storage.data_dir) if self.storage is not None else None

        def make_run(deliver: Callable[[object], None]) -> FriendRun:
            run = FriendRun(wire, me, name, offer, deliver, records=records, wait=wait)
            if link is not None:
                run.watch(link.on_status)
            return run

        self.link = link
        self.window.statusBar().showMessage(tr("Meeting your friend: agreeing on the game and making the first deck…"),
                                            30000)
        pacer = self.pacer = self.controller.play_friend(make_run, me)
        pacer.agreeAsked.connect(self._ask_agreement)
        pacer.said.connect(self.show_phrase)
        pacer.connection.connect(self._connection)
        pacer.ended.connect(self._ended)
        self.controller.friendStarted.connect(self._started)
        return pacer

    def _started(self, pacer: FriendPacer) -> None:
        if pacer is not self.pacer:
            return
        session = pacer.session
        self.friend_name = session.names[1] if session is not None else tr("Your friend")
        self._set_playing(True)

    def _set_playing(self, on: bool) -> None:
        """Turn the phrases on and the unfair helps off (with the reason as their tooltip), or back."""
        for action in self.menus.say.values():
            action.setEnabled(on)
        self.say_button.setVisible(on)
        for action in [self.menus[command] for command in _OFF] + [self.menus.toggles[t] for t in _OFF_TOGGLES]:
            if on:
                action.setEnabled(False)
                action.setToolTip(unfair_text())
                action.setStatusTip(unfair_text())
            else:
                action.setToolTip(action.text().replace("&", ""))
                action.setStatusTip("")
                action.setEnabled(action not in (self.menus[Command.UNDO], self.menus[Command.REDO]))
        for menu in self.window.findChildren(QMenu):
            menu.setToolTipsVisible(True)

    def _ask_agreement(self, agreement: Agreement) -> None:
        from ginqt.ui.dialogs.friend import agreement_box

        box = self.message = agreement_box(self.window, agreement)
        pacer = self.pacer
        box.finished.connect(lambda _result: pacer.agree(box.buttonRole(box.clickedButton()) ==
                                                         QMessageBox.ButtonRole.AcceptRole) if pacer else None)
        box.open()

    # -- during the game -----------------------------------------------------------------------------

    def say(self, phrase: str) -> None:
        if self.pacer is not None and not self.pacer.over:
            with contextlib.suppress(Exception):  # the link is gone: the banner or the end says so
                self.pacer.say(phrase)

    def show_phrase(self, phrase: str) -> None:
        """The friend's phrase in a bubble over their hand, for a few seconds."""
        self.bubble.setText(fill(tr("%1: “%2”"), self.friend_name or tr("Your friend"), phrase_texts()[phrase]))
        self.bubble.adjustSize()
        self.bubble.move((self.table.width() - self.bubble.width()) // 2, int(self.table.height() * 0.27))
        self.bubble.show()
        self.bubble.raise_()
        self._bubble_timer.start(BUBBLE_MS)

    def _connection(self, status: LinkStatus, wait: float) -> None:
        if status is LinkStatus.DROPPED and self.pacer is not None and not self.pacer.over:
            if self._drop_deadline is None:
                self._drop_deadline, self._drop_wait = time.monotonic() + wait, wait
            self._tick()
            self._countdown.start()
        elif status is LinkStatus.CONNECTED:
            self._drop_deadline = None
            self._countdown.stop()
            self.banner.hide()

    def _tick(self) -> None:
        if self._drop_deadline is None:
            return
        left = self._drop_deadline - time.monotonic()
        self.banner.setText(dropped_text(self.friend_name or tr("Your friend"), left))
        self.banner.adjustSize()
        # centred on the table left of the score board (top right), which it must not cover
        self.banner.move(max(8, (int(self.table.width() * 0.7) - self.banner.width()) // 2), 8)
        self.banner.show()
        self.banner.raise_()
        if left <= 0 and self.pacer is not None:
            self._countdown.stop()
            self.pacer.lost()

    # -- the end -------------------------------------------------------------------------------------

    def _ended(self, game: FriendGame) -> None:
        self._drop_deadline = None
        self._countdown.stop()
        self.banner.hide()
        self._set_playing(False)
        self._count(game)
        text = self._end_text(game)
        if text:
            box = self.message = QMessageBox(QMessageBox.Icon.Warning if game.fault else QMessageBox.Icon.Information,
                                             tr("Play a friend"), text, QMessageBox.StandardButton.Ok, self.window)
            box.open()
        self._close_link()
        self.finished.emit(game)

    def _end_text(self, game: FriendGame) -> str:
        name = self.friend_name or tr("Your friend")
        if game.fault is not None:
            return fault_text(name, game.fault.what)
        if game.left is not None and game.agreement is None:
            return fill(tr("No game was played: %1."), game.left)
        if game.left is not None and not game.left.startswith("you left"):
            return left_text(name, game.left)
        return ""

    def _count(self, game: FriendGame) -> None:
        """The game in the statistics against the friend's name (a game never agreed is not counted)."""
        record = game.record
        if self.storage is None or record is None or record.side is None:
            return
        friend = record.players[1 - record.side].name
        if game.finished:
            result = FriendResult.DRAWN if record.winner is None else (
                FriendResult.WON if record.winner == record.side else FriendResult.LOST)
        else:
            result = FriendResult.ABANDONED
        with contextlib.suppress(Exception):  # a name the statistics refuse: the record is kept all the same
            self.storage.stats.add_friend_game(friend, result, record.game_id, datetime.now(UTC).isoformat(
                timespec="seconds"))

    def _close_link(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            threading.Thread(target=link.close, name="ginqt-friend-close", daemon=True).start()

    def leave(self) -> None:
        """The window closes or another game starts: the friend is told."""
        self.controller.leave_friend()
        self._close_link()


def meeting_place(mailbox: str, **changes: Any) -> MeetingPlace:
    """The meeting place of the preferences (``mailbox``), the public relay."""
    return MeetingPlace(mailbox, **changes)
