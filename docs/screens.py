"""Render every screen a player meets, at three screen sizes and in English and German, from the real
window offscreen, and a contact sheet of each screen (issue 39: look at them before you stop).

    python docs/screens.py [OUTDIR] [--sizes 1024x600,1366x768,1920x1080] [--languages en,de] [--only hint,help]

OUTDIR (default /tmp/shots/all) gets ``<screen>-<language>-<size>.png`` for each screen, and
``sheet-<screen>.png``: the screen's variants side by side, halved (languages down, sizes across).

Each size is drawn by a process of its own whose offscreen screen is that size (the platform's
``configfile``), and the window and its dialogs are fitted to it as to a real screen
(``ginqt.ui.geometry`` is told it is not headless): what would fall off the screen falls off the
picture, and is listed on stderr.  The window takes the whole screen, as maximised.  The games are
those of docs/screenshot.py: played by two computer players from a fixed seed until the wanted
state, then carried on in the window (as a saved game is resumed), where the person's last move is
made through the controller, as the tests make it; so every run draws the same states.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QTabWidget, QWidget
from screenshot import a_hand_in_play, first_state, game_setup, save_png, standard_players

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.analysis import Effort
from ginqt.engine import Action, ActionKind, Event, Match, Phase, PlayerView
from ginqt.engine.settle import SettlementKind
from ginqt.melds import min_deadwood
from ginqt.play.runner import GameRunner
from ginqt.play.session import HUMAN, KnockAnswer
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins.players import PlayerSource
from ginqt.preferences import Preferences
from ginqt.records import Player, RecordedGame, Status, record_game
from ginqt.storage import Storage
from ginqt.strategy import FallbackStrategy, Strategy
from ginqt.ui import geometry, language, qt_messages
from ginqt.ui.game.keeper import GameKeeper
from ginqt.ui.menus import Command
from ginqt.ui.replay.window import ReplayWindow
from ginqt.ui.start import start_first_game
from ginqt.ui.text import shown_name, tr
from ginqt.ui.window import MainWindow

SIZES = ((1024, 600), (1366, 768), (1920, 1080))
LANGUAGES = ("en", "de")
SCREENS = ("welcome", "hand", "knock-question", "hint", "knock", "undercut", "gin", "dead", "game-over",
           "preferences-1", "preferences-2", "preferences-3", "preferences-4", "help-rules", "help-keys",
           "past-games", "replay", "review")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/shots/all")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--only", default="", help="these screens only (comma-separated names)")
    parser.add_argument("--one-size", help=argparse.SUPPRESS)  # the child process drawing one size
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    languages = args.languages.split(",")
    only = [name for name in args.only.split(",") if name]
    if args.one_size:
        return draw_size(out, args.one_size, languages, only)
    sizes = args.sizes.split(",")
    start = time.monotonic()
    failed = 0
    with tempfile.TemporaryDirectory(prefix="ginqt-screens-") as folder:
        for size in sizes:  # one after the other: the machine's cores are shared
            config = Path(folder) / f"screen-{size}.json"
            width, height = (int(n) for n in size.split("x"))
            config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": width,
                                                        "height": height, "logicalDpi": 96, "dpr": 1}]}))
            env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
            command = [sys.executable, __file__, str(out), "--one-size", size, "--languages", args.languages,
                       "--only", args.only]
            failed += subprocess.run(command, env=env).returncode != 0
    contact_sheets(out, sizes, languages, only or list(SCREENS))
    print(f"{out}: {len(sizes)} sizes x {len(languages)} languages in {time.monotonic() - start:.0f} s")
    return 1 if failed else 0


# -- one size, in a process of its own ---------------------------------------------------------------


def draw_size(out: Path, size: str, languages: Sequence[str], only: Sequence[str]) -> int:
    geometry.headless = lambda: False  # fit windows and dialogs to the offscreen screen, as to a real one
    qt_messages.install()  # the offscreen platform's warnings off stderr, as the app has them
    app = QApplication(sys.argv[:1])
    source = PlayerSource(autoload=False)
    states = States(source)
    for code in languages:
        language.install(code)
        with tempfile.TemporaryDirectory(prefix="ginqt-screens-data-") as data:
            stage = Stage(out, size, code, source, states, Path(data), only)
            try:
                stage.draw_all()
            finally:
                stage.close()
    app.quit()
    return 0


class States:
    """The states of the games the screens are drawn from (found once, with no window)."""

    def __init__(self, source: PlayerSource) -> None:
        self.in_play = first_state(source, a_hand_in_play)
        self.ends = {kind: first_state(source, lambda m, kind=kind: ending(m, kind) is not None)  # type: ignore[misc]
                     for kind in ("knock", "undercut", "gin", "game-over")}
        self.ends["dead"] = first_state(source, lambda m: ending(m, "dead") is not None, players=holding_back)


def ending(match: Match, kind: str) -> tuple[Action, ...] | None:
    """The person's moves, from the draw on, that end the hand of ``match`` as ``kind`` says (a knock won, an
    undercut, a gin, a dead hand at the wall, the game won), or ``None``; knocks and gins from the second hand
    on (the score board filled), a dead hand with more deadwood than a knock allows."""
    hand = match.hand
    if hand.to_play != HUMAN or hand.phase is not Phase.DRAW or (match.hand_number < 2 and kind != "dead"):
        return None
    for draw in match.legal_actions():
        if draw.kind is ActionKind.DRAW_STOCK and kind == "dead":
            result = match.apply(draw).hand.result
            if result is not None and result.dead and min_deadwood(hand.hands[HUMAN]) > match.rules.knock_limit:
                return (draw,)
        elif draw.kind in (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD) and kind != "dead":
            drawn = match.apply(draw)
            for knock in (a for a in drawn.legal_actions() if a.kind is ActionKind.KNOCK):
                if ends_as(drawn.apply(knock), kind):
                    return draw, knock
    return None


def ends_as(after: Match, kind: str) -> bool:
    """The person's knock ended the hand (or the game) as ``kind`` says."""
    result = after.hand.result
    if result is None:
        return False
    if kind == "game-over":
        return after.over and result.winner == HUMAN
    wanted = {"knock": SettlementKind.KNOCK, "undercut": SettlementKind.UNDERCUT, "gin": SettlementKind.GIN}[kind]
    return not after.over and result.settlement is not None and result.settlement.kind is wanted


def holding_back(source: PlayerSource, seed: int) -> list[Strategy]:
    """Two computer players that never knock nor go gin: their hands run to the wall (a dead hand)."""
    return [HoldsBack(player) for player in standard_players(source, seed)]


class HoldsBack:
    """A computer player that discards the card it would knock with instead."""

    def __init__(self, inner: Strategy) -> None:
        self.inner = inner

    def new_hand(self, view: PlayerView) -> None:
        self.inner.new_hand(view)

    def observe(self, event: Event) -> None:
        self.inner.observe(event)

    def choose(self, view: PlayerView) -> Action:
        action = self.inner.choose(view)
        if action.kind is ActionKind.KNOCK:
            return Action(ActionKind.DISCARD, action.card)
        return action


class Stage:
    """One language at one size: the window on the screen, the screens drawn in it one after the other."""

    def __init__(self, out: Path, size: str, code: str, source: PlayerSource, states: States, data: Path,
                 only: Sequence[str]) -> None:
        self.out, self.size, self.code, self.states, self.only = out, size, code, states, only
        self.width, self.height = (int(n) for n in size.split("x"))
        self.storage = Storage.open(data)
        prefs = Preferences(animation=False, animation_ms=0, computer_delay_ms=0, demo_delay_ms=0,
                            hand_pause_ms=0, language=code)
        self.window = MainWindow(prefs, source, seed=7, storage=self.storage)
        self.window.records.attach(GameKeeper(self.window.controller, self.storage, parent=self.window))
        self.window.setGeometry(0, 0, self.width, self.height)
        self.window.show()
        self.wait(lambda: self.window.isVisible())
        self.tops: list[QWidget] = []  #: what the screens opened over the window, closed at the end

    # -- drawing -------------------------------------------------------------------------------------

    def wait(self, done: Callable[[], bool], seconds: float = 30.0) -> None:
        end = time.monotonic() + seconds
        QTest.qWait(20)
        while not done():
            if time.monotonic() > end:
                raise TimeoutError(f"{self.size} {self.code}: waited {seconds} s")
            QTest.qWait(20)
        QTest.qWait(50)  # whatever follows it (a repaint, a layout) done too

    def shoot(self, name: str, *tops: QWidget) -> None:
        """The screen as the player sees it: the window, and ``tops`` (dialogs, windows) where they stand on it."""
        QApplication.processEvents()
        screen = QRect(0, 0, self.width, self.height)
        image = QImage(self.width, self.height, QImage.Format.Format_RGB32)
        image.fill(QColor("#202020"))
        painter = QPainter(image)
        for widget in (self.window, *tops):
            place = widget.mapToGlobal(QPoint(0, 0))
            painter.drawPixmap(place, widget.grab())
            frame = widget.frameGeometry()
            if widget is not self.window and not screen.contains(QRect(place, widget.size())):
                print(f"{name} {self.code} {self.size}: {type(widget).__name__} at {frame.x()},{frame.y()} "
                      f"{frame.width()}x{frame.height()} is not all on the screen", file=sys.stderr)
        painter.end()
        path = self.out / f"{name}-{self.code}-{self.size}.png"
        problem = save_png(image, path)
        if problem is not None:
            raise OSError(f"{path}: {problem}")

    def wanted(self, *names: str) -> bool:
        return not self.only or any(name in self.only for name in names)

    def draw_all(self) -> None:
        for part in (self.welcome, self.hand_and_hint, self.ends, self.preferences, self.help, self.records):
            part()

    def close(self) -> None:
        self.window.controller.shutdown()
        for top in self.tops:
            top.close()
        self.window.close()
        self.window.deleteLater()

    # -- the screens ----------------------------------------------------------------------------------

    def modal(self, opens: Callable[[], object], look: Callable[[QDialog], None]) -> None:
        """Open a modal dialog as the window does (``opens``), ``look`` at it, then cancel it."""

        def run(dialog: QDialog) -> bool:
            dialog.show()
            self.wait(dialog.isVisible)
            look(dialog)
            dialog.reject()
            return False

        self.window.run_dialog = run  # type: ignore[method-assign]
        opens()

    def welcome(self) -> None:
        """The first start: the welcome over the table, asking the name (closed: a game is dealt)."""
        if self.wanted("welcome"):
            self.modal(lambda: start_first_game(self.window, go=False), lambda dialog: self.shoot("welcome", dialog))

    def resume(self, found: tuple[Match, int]) -> None:
        """Carry on with the game of ``found`` in the window, the person's names as the window gives them."""
        match, seed = found
        names = (shown_name(self.window.prefs.name), tr("Computer"))
        self.window.controller.resume(GameRunner.at(game_setup(self.window.source, seed), match), names=names)
        self.window.statusBar().clearMessage()
        self.wait(lambda: self.window.controller.human_to_act)

    def hand_and_hint(self) -> None:
        """A hand in play (the card just drawn, as in the README's screenshot), then a hint asked for."""
        if not self.wanted("hand", "hint"):
            return
        controller = self.window.controller
        self.resume(self.states.in_play)
        controller.draw_stock()
        self.wait(lambda: controller.human_to_act)
        self.shoot("hand")
        controller.request_hint()
        self.wait(lambda: self.window.board.look.hint is not None)
        self.shoot("hint")

    def ends(self) -> None:
        """Each end of a hand, and the game won: the person's last move made, the result on the table."""
        controller = self.window.controller
        for kind in ("knock", "undercut", "gin", "dead", "game-over"):
            if not self.wanted(kind, "knock-question"):
                continue
            self.resume(self.states.ends[kind])
            assert controller.session is not None
            moves = ending(controller.session.match, kind)
            assert moves is not None
            for move in moves:  # the draw, then the knock (or the draw at the wall)
                if move.kind is ActionKind.DRAW_STOCK:
                    controller.draw_stock()
                elif move.kind is ActionKind.DRAW_DISCARD:
                    controller.draw_pile()
                else:
                    assert move.card is not None
                    controller.play_card(move.card)
                    self.wait(lambda: controller.question is not None)
                    if kind == "knock":
                        self.shoot("knock-question")
                    controller.answer_knock(KnockAnswer.KNOCK)
            self.wait(lambda: self.window.scene.panels["result"].isVisible())
            self.shoot(kind)

    def preferences(self) -> None:
        """Options › Preferences, each of its tabs."""
        if not self.wanted(*(f"preferences-{n}" for n in range(1, 5))):
            return

        def look(dialog: QDialog) -> None:
            tabs = dialog.findChild(QTabWidget)
            assert tabs is not None
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                self.shoot(f"preferences-{index + 1}", dialog)

        self.modal(self.window.menus[Command.PREFERENCES].trigger, look)

    def help(self) -> None:
        """Help › Rules and keys (F1), its two tabs."""
        if not self.wanted("help-rules", "help-keys"):
            return
        self.window.menus[Command.HELP].trigger()
        dialog = self.window.help_dialog
        assert dialog is not None
        self.wait(dialog.isVisible)
        for index, name in enumerate(("help-rules", "help-keys")):
            dialog.tabs.setCurrentIndex(index)
            self.shoot(name, dialog)
        dialog.close()

    def records(self) -> None:
        """Game › Past games with a few games, one opened in the replay window, and its review."""
        if not self.wanted("past-games", "replay", "review"):
            return
        folder = self.window.records.record_folder
        assert folder is not None
        for game in past_games(self.window.source):
            folder.write(game)
        self.window.menus[Command.PAST_GAMES].trigger()
        dialog = self.window.records.past_games_dialog
        assert dialog is not None
        self.tops.append(dialog)
        self.wait(dialog.isVisible)
        self.shoot("past-games", dialog)
        dialog.open_selected()
        replay = next(iter(self.window.findChildren(ReplayWindow)))
        self.tops.append(replay)
        self.wait(replay.isVisible)
        replay.actions_by_name["next-hand"].trigger()
        for _ in range(9):
            replay.actions_by_name["forward"].trigger()
        self.shoot("replay", replay)
        self.review(replay)

    def review(self, replay: ReplayWindow) -> None:
        """The review of the person's decisions in the replay window, the costliest mistake clicked."""
        panel = replay.review
        assert panel is not None
        panel.effort = Effort(deals=12, playouts=8, knock_deals=16)  # the layout matters here, not the figures
        QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)  # the button a person clicks
        self.wait(lambda: panel.review is not None and panel.worker is None, 120)
        mistakes = panel.mistakes
        if mistakes.count():
            place = mistakes.visualItemRect(mistakes.item(0)).center()
            QTest.mouseClick(mistakes.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, place)
        self.shoot("review", replay)


def past_games(source: PlayerSource) -> Iterator[RecordedGame]:
    """Past games: three short games of the person's against three opponents in three variants, on fixed
    dates (the newest, a standard game to 60, is the one opened)."""
    for day, (opponent, variant, status, limit) in enumerate((
            ("expert", "hollywood", Status.ABANDONED, None), ("easy", "oklahoma", Status.FINISHED, None),
            ("standard", "standard", Status.FINISHED, 60)), start=1):
        _rules, scoring, variant_rules = source.rules(variant, limit)
        runner = GameRunner(GameSpec(Variant(variant, variant_rules, scoring), ("You", opponent), seed=day),
                            (FallbackStrategy(), FallbackStrategy()))
        runner.play(max_hands=2 if status is Status.ABANDONED else None)
        game = record_game(runner.log, (Player("You"), Player("Computer", opponent)), status, runner=runner)
        yield dataclasses.replace(game, started=f"2026-03-{day:02d}T{9 + day}:30:00+00:00")


# -- the contact sheets -------------------------------------------------------------------------------


def contact_sheets(out: Path, sizes: Sequence[str], languages: Sequence[str], screens: Sequence[str]) -> None:
    """For each screen, its variants in one picture at half size: the sizes across, the languages down."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    gap, label = 12, 22
    cells = [tuple(int(n) // 2 for n in size.split("x")) for size in sizes]
    width = sum(w for w, _h in cells) + gap * (len(cells) + 1)
    row_height = max(h for _w, h in cells) + label + gap
    for screen in screens:
        sheet = QImage(width, gap + row_height * len(languages), QImage.Format.Format_RGB32)
        sheet.fill(QColor("#f0f0f0"))
        painter = QPainter(sheet)
        for row, code in enumerate(languages):
            x, y = gap, gap + row * row_height
            for size, (w, h) in zip(sizes, cells, strict=True):
                painter.drawText(x, y, w, label, Qt.AlignmentFlag.AlignLeft, f"{screen} · {code} · {size}")
                image = QImage(str(out / f"{screen}-{code}-{size}.png"))
                if not image.isNull():
                    painter.drawImage(x, y + label, image.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio,
                                                                 Qt.TransformationMode.SmoothTransformation))
                x += w + gap
        painter.end()
        save_png(sheet, out / f"sheet-{screen}.png")
    del app


if __name__ == "__main__":
    sys.exit(main())
