"""Game › Play a friend…: invite (a short code to read to the friend) or join (type the friend's code).

Everything that waits on the network (the meeting place, the friend) runs on a thread of its own and answers
through a queued signal: the dialog stays live, Cancel works at once.  A link error is the link's plain sentence
in the dialog, never a traceback.  :func:`agreement_box` asks the one who joined to accept the inviter's game.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ginqt.remote.friend.agreement import Agreement
from ginqt.remote.friend.link import FriendLink, Invitation, LinkError, MeetingPlace
from ginqt.ui.text.core import fill, tr
from ginqt.ui.text.friend import main_rules

__all__ = ["CODE_PATTERN", "FriendDialog", "agreement_box"]

#: What an invitation code looks like: a number and words, joined by hyphens (spaces are taken as hyphens).
CODE_PATTERN = r"\s*[0-9]+([- ]+[A-Za-z]+)+\s*"


class _Call(QObject):
    done = Signal(object, object)  # the result, or None; the error, or None


def off_thread(parent: QObject, function: Callable[[], Any], then: Callable[[Any, BaseException | None], None]
               ) -> None:
    """Run ``function`` on a thread of its own; ``then(result, error)`` on the GUI thread when it returns."""
    call = _Call(parent)

    def answered(result: Any, error: BaseException | None) -> None:
        call.deleteLater()
        then(result, error)

    call.done.connect(answered, Qt.ConnectionType.QueuedConnection)

    def run() -> None:
        try:
            result = function()
        except BaseException as error:  # said in the dialog
            call.done.emit(None, error)
        else:
            call.done.emit(result, None)

    threading.Thread(target=run, name="ginqt-friend-link", daemon=True).start()


class FriendDialog(QDialog):
    """Invite a friend or join one; accepted with :attr:`link` open and :attr:`me` (0 invited, 1 joined)."""

    def __init__(self, place: MeetingPlace, variant: str, rules_offered: Any, parent: QWidget | None = None, *,
                 invite: Callable[[MeetingPlace], Invitation] = FriendLink.invite,
                 join: Callable[[MeetingPlace, str], FriendLink] = FriendLink.join) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play a friend"))
        self.place, self._invite, self._join = place, invite, join
        self.link: FriendLink | None = None
        self.me = 0
        self.invitation: Invitation | None = None
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._invite_tab(variant, rules_offered), self.tr("&Invite"))
        self.tabs.addTab(self._join_tab(), self.tr("&Join"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(fill(self.tr("Meeting place: %1"), place.mailbox), self))
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(520, 380)

    # -- inviting ------------------------------------------------------------------------------------

    def _invite_tab(self, variant: str, rules_offered: Any) -> QWidget:
        tab = QWidget(self)
        self.invite_button = QPushButton(self.tr("Get a &code"), tab)
        self.invite_button.clicked.connect(self.start_invite)
        self.code = QLabel("", tab)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.code.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.code.setFont(font)
        self.code.setAccessibleName(self.tr("Your code"))
        self.copy_button = QPushButton(self.tr("C&opy"), tab)
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.code.text()))
        self.invite_status = QLabel(self.tr("Get a code, then read it to your friend."), tab)
        self.invite_status.setWordWrap(True)
        self.invite_status.setMinimumHeight(3 * self.invite_status.fontMetrics().lineSpacing())
        offered = QLabel(self.tr("You offer:") + "<ul>" + "".join(f"<li>{line}</li>" for line in
                                                               main_rules(variant, rules_offered)) + "</ul>", tab)
        offered.setToolTip(self.tr("The rules of your Preferences (Options › Preferences)"))
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.copy_button)
        layout = QVBoxLayout(tab)
        layout.addWidget(self.invite_button)
        layout.addLayout(row)
        layout.addWidget(self.invite_status)
        layout.addWidget(offered)
        layout.addStretch(1)
        return tab

    def start_invite(self) -> None:
        self.invite_button.setEnabled(False)
        self.tabs.setTabEnabled(1, False)
        self.invite_status.setText(self.tr("Asking the meeting place for a code…"))
        off_thread(self, lambda: self._invite(self.place), self._invited)

    def _invited(self, invitation: Invitation | None, error: BaseException | None) -> None:
        if error is not None or invitation is None:
            self._failed(self.invite_status, error)
            self.invite_button.setEnabled(True)
            self.tabs.setTabEnabled(1, True)
            return
        if not self.isVisible():  # cancelled meanwhile
            off_thread(self, invitation.cancel, lambda _r, _e: None)
            return
        self.invitation = invitation
        self.code.setText(invitation.code)
        self.copy_button.setEnabled(True)
        self.invite_status.setText(self.tr("Read this code to your friend. Waiting for your friend to join…"))
        off_thread(self, invitation.wait, self._joined_me)

    def _joined_me(self, link: FriendLink | None, error: BaseException | None) -> None:
        if error is not None or link is None:
            if self.isVisible():
                self._failed(self.invite_status, error)
            return
        self.link, self.me = link, 0
        self.accept()

    # -- joining -------------------------------------------------------------------------------------

    def _join_tab(self) -> QWidget:
        tab = QWidget(self)
        self.code_field = QLineEdit(tab)
        self.code_field.setPlaceholderText("7-crossover-clockwork")
        self.code_field.setAccessibleName(self.tr("Your friend's code"))
        self.code_field.returnPressed.connect(self.start_join)
        self.join_button = QPushButton(self.tr("&Join"), tab)
        self.join_button.clicked.connect(self.start_join)
        self.join_status = QLabel(self.tr("Type the code your friend read to you and press Enter."), tab)
        self.join_status.setWordWrap(True)
        self.join_status.setMinimumHeight(3 * self.join_status.fontMetrics().lineSpacing())  # a sentence never cut
        label = QLabel(self.tr("Your friend's &code:"), tab)
        label.setBuddy(self.code_field)
        row = QHBoxLayout()
        row.addWidget(self.code_field, 1)
        row.addWidget(self.join_button)
        layout = QVBoxLayout(tab)
        layout.addWidget(label)
        layout.addLayout(row)
        layout.addWidget(self.join_status)
        layout.addStretch(1)
        return tab

    def start_join(self) -> None:
        code = self.code_field.text().strip()
        if not re.fullmatch(CODE_PATTERN, code):
            self.join_status.setText(self.tr("That is not an invitation code; a code looks like "
                                             "7-crossover-clockwork."))
            return
        self.join_button.setEnabled(False)
        self.code_field.setEnabled(False)
        self.tabs.setTabEnabled(0, False)
        self.join_status.setText(self.tr("Joining your friend…"))
        off_thread(self, lambda: self._join(self.place, code), self._joined)

    def _joined(self, link: FriendLink | None, error: BaseException | None) -> None:
        if error is not None or link is None:
            self._failed(self.join_status, error)
            self.join_button.setEnabled(True)
            self.code_field.setEnabled(True)
            self.tabs.setTabEnabled(0, True)
            self.code_field.setFocus()
            return
        if not self.isVisible():
            off_thread(self, link.close, lambda _r, _e: None)
            return
        self.link, self.me = link, 1
        self.accept()

    # -- both ----------------------------------------------------------------------------------------

    def _failed(self, label: QLabel, error: BaseException | None) -> None:
        """The link's plain sentence (a LinkError says what went wrong in words)."""
        text = str(error) if isinstance(error, LinkError) else fill(self.tr("The link failed: %1"), error)
        label.setText(text)

    def reject(self) -> None:
        invitation, self.invitation = self.invitation, None
        if invitation is not None and self.link is None:
            off_thread(self.parent() or self, invitation.cancel, lambda _r, _e: None)
        super().reject()


def agreement_box(parent: QWidget, agreement: Agreement) -> QMessageBox:
    """The inviter's game, for the one who joined to accept or decline (shown with ``open()``; Accept is the
    accept role)."""
    box = QMessageBox(QMessageBox.Icon.Question, box_title(), "", parent=parent)
    box.setText(fill(tr("%1 invites you to a game of gin rummy."), agreement.names[0]))
    box.setInformativeText("\n".join(main_rules(agreement.variant, agreement.rules)))
    box.addButton(tr("&Accept"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("&Decline"), QMessageBox.ButtonRole.RejectRole)
    return box


def box_title() -> str:
    return tr("Play a friend")
