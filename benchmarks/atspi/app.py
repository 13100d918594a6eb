"""GinQt's window on a real X server with Qt's AT-SPI bridge: the cursor moved by arrows, W and H pressed, the
hand played to its end; what the window changed and announced goes to the JSON file named by the argument."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests"))


def main() -> None:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("ginqt")
    from ui_helpers import fast_prefs, source

    from ginqt.standard import choose_standard
    from ginqt.ui.game.scripted import AutoPlayer
    from ginqt.ui.window import MainWindow

    window = MainWindow(fast_prefs(score_limit=0, sound=False), source(), seed=3)
    window.resize(1200, 800)
    window.show()
    window.activateWindow()
    window.view.setFocus()
    spoken: list[str] = []
    changes: list[tuple[str, str]] = []
    window.speech.spoken.connect(spoken.append)
    window.speech.focusSpoken.connect(lambda name, description: changes.append((name, description)))

    def pump(seconds: float) -> None:
        end = time.time() + seconds
        while time.time() < end:
            app.processEvents()
            time.sleep(0.005)

    def until(done: Callable[[], bool], seconds: float = 30) -> None:
        end = time.time() + seconds
        while not done() and time.time() < end:
            pump(0.05)

    pump(3)  # the bridge registers with the AT-SPI bus
    window.new_game()
    c = window.controller
    until(lambda: c.human_to_act)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Right,
                Qt.Key.Key_Down, Qt.Key.Key_Left):
        QTest.keyClick(window, key)
        pump(0.3)
    QTest.keyClick(window, Qt.Key.Key_W)
    pump(0.5)
    QTest.keyClick(window, Qt.Key.Key_H)
    until(lambda: bool(window.board.snapshot.texts["hint"]))
    pump(0.5)
    over: list[object] = []
    c.gameOver.connect(over.append)
    AutoPlayer(c, choose_standard, 10_000, lambda: None).start()
    until(lambda: bool(over), 60)
    QTest.keyClick(window, Qt.Key.Key_W)
    pump(1)
    with open(sys.argv[1], "w") as out:
        json.dump({"spoken": spoken, "focus_changes": changes}, out)
    c.shutdown()
    pump(0.5)


if __name__ == "__main__":
    main()
