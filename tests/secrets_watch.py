"""Watches a window for the computer's secrets: a card of its hand that lies face down named anywhere.

:class:`SecretsWatch` looks after every drawing of the table (``Board.drawn``), once every part has
followed it: at what the window shows (the table's words and tooltips, every label, list, table and
text of the window, its docks and status bar, every widget's and action's tooltip), what it speaks
(every line announced, the table's accessible names and descriptions, the accessibility tree of the
window, W's reading of the table, asked at each step) and what it writes (the saved game's moves of
the hand in play, and the game records written since the last look).  A card is named as ``7♥`` or
``10♦``, as ``7 of hearts``, or in the files' move syntax as ``7H``.  No card of the computer's hand
that the table draws face down (the scene's own card item) may be named by a text that shows while it
lies so.  Used by ``tests/test_secrets.py`` and ``benchmarks/check_secrets.py`` (200 games).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QTextEdit, QWidget

from ginqt.cards import Card
from ginqt.play.session import OPPONENT
from ginqt.ui.menus import Command

__all__ = ["SecretsWatch", "cards_named"]

_RANKS = "A23456789TJQK"
_SUITS = "SHDC"
_SYMBOL = re.compile(r"(?<![0-9])(10|[2-9AJQK])([♠♥♦♣])")
_WORDS = re.compile(r"\b(ace|10|[2-9]|jack|queen|king) of (spades|hearts|diamonds|clubs)\b", re.IGNORECASE)
_TOKEN = re.compile(r"(?<![0-9A-Za-z])(10|[2-9TJQKA])([SHDC])(?![A-Za-z])")
_WORD_RANKS = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
_WORD_SUITS = ("spades", "hearts", "diamonds", "clubs")


def cards_named(text: str, tokens: bool = False) -> set[int]:
    """The cards ``text`` names, as symbols or words (``tokens``: also in the move syntax, ``7H``).

    >>> sorted(Card(c).text for c in cards_named("You took 10♦ and the queen of spades; 7♥8♥"))
    ['7H', '8H', 'QS', 'TD']
    >>> sorted(Card(c).text for c in cards_named("+7H knock:9C/AS.2S.3S", tokens=True))
    ['2S', '3S', '7H', '9C', 'AS']
    """
    found = {"♠♥♦♣".index(suit) * 13 + _RANKS.index("T" if rank == "10" else rank)
             for rank, suit in _SYMBOL.findall(text)}
    found |= {_WORD_SUITS.index(suit.lower()) * 13 + _WORD_RANKS.index(rank.lower())
              for rank, suit in _WORDS.findall(text)}
    if tokens:
        found |= {_SUITS.index(suit) * 13 + _RANKS.index("T" if rank == "10" else rank)
                  for rank, suit in _TOKEN.findall(text)}
    return found


def _tree(iface: QAccessibleInterface | None, depth: int = 0) -> Iterator[str]:
    if iface is None or not iface.isValid() or depth > 40:
        return
    for kind in (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value,
                 QAccessible.Text.Help):
        yield iface.text(kind)
    for i in range(iface.childCount()):
        yield from _tree(iface.child(i), depth + 1)


def _model(model: QAbstractItemModel, parent: QModelIndex | None = None) -> Iterator[str]:
    parent = parent or QModelIndex()
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                         Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value
        index = model.index(row, 0, parent)
        if model.rowCount(index):
            yield from _model(model, index)


class SecretsWatch:
    """Looks at ``window`` at every drawing of its table; :attr:`leaks` lists what named a hidden card."""

    def __init__(self, window: Any, folder: Path | None = None, read_aloud: bool = True) -> None:
        self.window = window
        self.folder = folder
        self.read_aloud = read_aloud
        self.leaks: list[str] = []
        self.unsaid: list[str] = []  #: a reading (W) that left out a face-up card of the computer's
        self.face_up_read = 0  #: readings that named the computer's face-up cards while others lay face down
        self.steps = 0
        self.heard: list[str] = []  # what was said since the last look
        self._written: dict[Path, float] = {}
        self._seen: set[tuple[str, str]] = set()  # what was shown before: looked at when it first showed
        window.speech.spoken.connect(self.heard.append)
        window.speech.focusSpoken.connect(lambda name, description: self.heard.extend((name, description)))
        window.statusBar().messageChanged.connect(self.heard.append)
        self._due = False
        window.board.drawn.connect(lambda _snapshot: self._soon())

    def _soon(self) -> None:
        """Look once every part has followed the change (the docks follow the same signal as the table)."""
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self.look)

    def hidden(self) -> set[int]:
        """The computer's cards that the table draws face down now."""
        match = self.window.controller.session.match
        if match is None:
            return set()
        cards = self.window.scene.cards
        mask = match.hand.hands[OPPONENT]
        return {card for card in range(52)  # a face-down card has no item of its own: a stand-in back is drawn
                if mask >> card & 1 and not (cards[card].isVisible() and cards[card].face_up)}

    def look(self) -> None:
        """Look at everything now (and ask for W's reading)."""
        self._due = False
        self.steps += 1
        hidden = self.hidden()
        if self.read_aloud:
            self.window.menus[Command.READ].trigger()
            self._check_reading(self.heard[-1], hidden)
        heard, self.heard[:] = list(self.heard), []
        if not hidden:  # a hand's end: nothing is hidden, what shows now is seen
            self._seen.update(("shown", text) for text in self.shown())
            self._seen.update(("spoken", text) for text in _tree(QAccessible.queryAccessibleInterface(self.window)))
            list(self._files())
            return
        for where, texts, tokens in (("heard", heard, False), ("shown", self.shown(), False),
                                     ("spoken", _tree(QAccessible.queryAccessibleInterface(self.window)), False),
                                     ("written", self._files(), True)):
            for text in texts:
                if not text or (where, text) in self._seen:
                    continue  # a text the window showed before, looked at then (the score history's hands)
                self._seen.add((where, text))
                named = cards_named(text, tokens) & hidden
                if named:
                    self.leaks.append(f"{where}: {' '.join(Card(c).text for c in sorted(named))} in {text!r}")

    def _check_reading(self, reading: str, hidden: set[int]) -> None:
        """W names every card of the computer's that lies face up (and, :meth:`look` checks, no other)."""
        match = self.window.controller.session.match
        if match is None or not hidden:
            return
        mask = match.hand.hands[OPPONENT]
        face_up = {card for card in range(52) if mask >> card & 1} - hidden
        if face_up:
            missing = face_up - cards_named(reading)
            if missing:
                self.unsaid.append(f"{' '.join(Card(c).text for c in sorted(missing))} not in {reading!r}")
            else:
                self.face_up_read += 1

    def shown(self) -> Iterator[str]:
        """Every text the window shows: the table's and every widget's, tooltips and actions too."""
        snapshot = self.window.board.snapshot
        if snapshot is not None:
            yield from snapshot.texts.values()
            yield from snapshot.button_texts.values()
            if snapshot.result is not None:
                result = snapshot.result
                yield from (result.banner, result.title, *result.lines, result.footer)
            for row in snapshot.scoreboard.rows:
                yield row.name
        for item in self.window.scene.items():
            yield item.toolTip()
            text = getattr(item, "text", None)
            if callable(text):
                value = text()
                if isinstance(value, str):
                    yield value
        yield self.window.statusBar().currentMessage()
        for widget in (self.window, *self.window.findChildren(QWidget)):  # its docks and dialogs too
            yield from self._widget(widget)
        for action in self.window.findChildren(QAction):
            yield from (action.text(), action.toolTip(), action.statusTip())

    @staticmethod
    def _widget(widget: QWidget) -> Iterable[str]:
        texts = [widget.toolTip(), widget.statusTip(), widget.accessibleName(), widget.accessibleDescription(),
                 widget.windowTitle()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QTextEdit):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts.extend(_model(widget.model()))
        return texts

    def _files(self) -> Iterator[str]:
        """The saved game's moves of the hand in play, and each game record written since the last look."""
        if self.folder is None:
            return
        saved = self.folder / "saved_game.json"
        if saved.exists():
            moves = json.loads(saved.read_text())["moves"]
            while "next-hand" in moves:
                moves = moves[moves.index("next-hand") + 1:]
            yield " ".join(moves)
        records = self.folder / "records"
        for path in sorted(records.glob("*")) if records.is_dir() else ():
            stamp = path.stat().st_mtime
            if self._written.get(path) != stamp:
                self._written[path] = stamp
                yield path.read_text(errors="replace")


def play_watched(seed: int, opponent: str, variant: str, folder: Path, wait: Callable[[Callable[[], bool]], None],
                 **prefs: Any) -> SecretsWatch:
    """One game to its end, the person's hand played by the built-in ``standard`` player, in a window with its
    docks open and its data folder at ``folder``, watched; ``wait(done)`` runs the event loop until ``done()``."""
    from ui_helpers import fast_prefs, source

    from ginqt.standard import choose_standard
    from ginqt.storage import Storage
    from ginqt.ui.game.keeper import GameKeeper
    from ginqt.ui.game.scripted import AutoPlayer
    from ginqt.ui.window import MainWindow

    storage = Storage.open(folder)
    window = MainWindow(fast_prefs(opponent=opponent, variant=variant, **prefs), source(), seed=seed, storage=storage)
    keeper = GameKeeper(window.controller, storage)
    window.records.attach(keeper)
    window.resize(1200, 800)
    window.show()
    window.panels.set_open(True)
    watch = SecretsWatch(window, folder)
    over: list[object] = []
    window.controller.gameOver.connect(over.append)
    try:
        window.new_game()
        AutoPlayer(window.controller, choose_standard, 1_000_000, lambda: None).start()
        wait(lambda: bool(over))
        wait(lambda: not watch._due)
    finally:
        window.controller.shutdown()
        keeper.close()
        window.close()
        window.deleteLater()
    return watch
