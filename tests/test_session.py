"""The game kept between runs: every move saved, resumed after a kill, counted at the end, a read-only
or damaged data folder (ginqt.ui.game.keeper.GameKeeper, ginqt.ui.app.run_app)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import ui_helpers
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from ui_helpers import source

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.cards import CardSet
from ginqt.engine import Phase
from ginqt.play.log import action_moves
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.preferences import Preferences
from ginqt.rules import Rules
from ginqt.standard import choose_standard
from ginqt.storage import Storage
from ginqt.storage.savegame import SAVED_GAME_VERSION
from ginqt.ui.game.controller import Controller
from ginqt.ui.game.keeper import GameKeeper
from ginqt.ui.game.scripted import AutoPlayer
from ginqt.ui.menus import Command
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(120)

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
#: With this seed and a one-hand game (score limit 0) the ``standard``-driven player wins (checked below).
WINNING_SEED = 2


def fast_prefs(**changes: Any) -> Preferences:
    return ui_helpers.fast_prefs(**{"name": "Kim", **changes})


class Table:
    """A window with its storage and keeper, and a robot that plays the person's hand."""

    def __init__(self, qtbot: Any, folder: Path, seed: int = 1, **prefs: Any) -> None:
        self.qtbot = qtbot
        self.storage = Storage.open(folder)
        self.window = MainWindow(fast_prefs(**prefs), source(), seed=seed, storage=self.storage)
        qtbot.addWidget(self.window)
        self.controller = self.window.controller
        self.keeper = GameKeeper(self.controller, self.storage)
        self.window.records.attach(self.keeper)
        self.over: list[object] = []
        self.controller.gameOver.connect(self.over.append)
        self.robot: AutoPlayer | None = None

    def autoplay(self, moves: int) -> None:
        self.idle = False

        def idle() -> None:
            self.idle = True

        self.robot = AutoPlayer(self.controller, choose_standard, moves, idle)
        if self.controller.human_to_act:
            self.controller.legalActionsChanged.emit(self.controller.human_legal())

    def play_moves(self, moves: int) -> None:
        self.autoplay(moves)
        self.qtbot.waitUntil(lambda: self.idle or bool(self.over), timeout=20000)

    def play_to_end(self) -> None:
        self.autoplay(10_000)
        self.qtbot.waitUntil(lambda: bool(self.over), timeout=30000)

    def close(self) -> None:
        self.controller.shutdown()
        self.keeper.close()
        self.window.close()


@pytest.fixture
def table(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., Table]]:
    made: list[Table] = []

    def make(folder: Path | None = None, **kwargs: Any) -> Table:
        made.append(Table(qtbot, folder or tmp_path / "data", **kwargs))
        return made[-1]

    yield make
    for t in made:
        t.close()


def saved_moves(folder: Path) -> list[str]:
    """The saved game's moves, an action each (the file writes a turn a token)."""
    data = json.loads((folder / "saved_game.json").read_text())
    assert data["format"] == "ginqt-saved-game" and data["version"] == SAVED_GAME_VERSION
    return action_moves(data["moves"], Rules.from_dict(data["rules"]))


# -- the journal -----------------------------------------------------------------------------


def test_every_action_is_saved_and_replays_to_the_table(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=6)
    folder = tmp_path / "data"
    seen: list[tuple[int, list[str]]] = []
    t.keeper.saved.connect(lambda n: seen.append((n, saved_moves(folder))))
    t.window.new_game()
    t.play_moves(8)
    assert t.controller.session is not None and t.controller.session.match.hand.phase is not Phase.OVER
    log = t.keeper.log
    assert log is not None and log is t.controller.session.runner.log  # type: ignore[union-attr]  # the runner's own
    # one save when the game starts, then one per move, each holding exactly the moves so far
    assert [n for n, _ in seen] == list(range(len(log) + 1))
    assert all(len(moves) == n for n, moves in seen)
    assert saved_moves(folder) == log.moves
    assert len(log) >= 8
    # what a new start reads back is the table as it is
    resumed = Storage.open(folder).resume()
    assert resumed is not None
    assert resumed.runner.match.hand == t.controller.session.match.hand
    assert resumed.scores == t.controller.session.match.scores
    assert resumed.log.player_name == "Kim" and resumed.spec.variant.name == "standard"
    assert len(t.keeper.save_seconds) == len(seen)  # each save timed (how fast: docs/STORAGE.md, not a unit test)


def test_next_hand_is_journaled_and_resumed(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=WINNING_SEED, score_limit=100)
    t.window.new_game()
    t.qtbot.waitUntil(lambda: t.controller.session is not None)
    first_hand_over = []
    t.controller.handEnded.connect(first_hand_over.append)
    t.autoplay(10_000)
    t.qtbot.waitUntil(lambda: t.controller.session is not None and t.controller.session.match.hand_number == 2
                      and len(t.keeper.log or []) > 0 and t.keeper.log.moves[-1] != "next-hand",  # type: ignore[union-attr]
                      timeout=20000)
    t.controller.shutdown()
    assert "next-hand" in saved_moves(tmp_path / "data")
    resumed = Storage.open(tmp_path / "data").resume()
    assert resumed is not None
    assert resumed.hand_number == 2
    assert resumed.runner.match.history == t.controller.session.match.history  # type: ignore[union-attr]
    assert resumed.scores == t.controller.session.match.scores  # type: ignore[union-attr]


def test_resume_carries_on_the_same_game(table: Callable[..., Table], tmp_path: Path) -> None:
    first = table(seed=5)
    first.window.new_game()
    first.play_moves(6)
    before = first.controller.session.state(len(first.keeper.log or []))
    first.close()

    second = table(seed=99)
    resumed = second.storage.resume()
    assert resumed is not None
    second.keeper.resume(resumed)
    assert second.controller.session.state(len(second.keeper.log or [])) == before
    assert second.controller.names[0] == "Kim"
    # and the game goes on from there, still saved after every move
    second.play_moves(3)
    assert len(saved_moves(tmp_path / "data")) > before["moves"]
    assert Storage.open(tmp_path / "data").resume().runner.match.hand == second.controller.session.match.hand  # type: ignore[union-attr]


def test_resume_shows_what_the_opponent_threw_and_refused(table: Callable[..., Table], tmp_path: Path) -> None:
    """Issue 14, bug 10: the hints panel's "Threw / Refused" were empty after a resumed game."""
    first = table(seed=5)
    first.window.new_game()
    reads = first.window.panels.hints.reads
    for _ in range(20):
        first.play_moves(2)
        if reads.threw and first.controller.session.match.hand.phase is not Phase.OVER:  # type: ignore[union-attr]
            break
    threw, refused = list(reads.threw), list(reads.refused)
    assert threw, "the opponent threw nothing in 40 moves"
    first.close()

    second = table(seed=99)
    resumed = second.storage.resume()
    assert resumed is not None
    second.keeper.resume(resumed)
    hints = second.window.panels.hints
    assert hints.reads.threw == threw and hints.reads.refused == refused
    text = hints.label("threw").text()
    assert all(card.symbol in text for card in threw)


def test_controller_resume_hook(qtbot: Any) -> None:
    controller = Controller(fast_prefs(), lambda player, seed: source().make("standard", seed, 5.0))
    runner = GameRunner(GameSpec(Variant.standard(Rules()), ("Kim", "standard"), seed=11, first_dealer=1))
    while runner.to_play != 0 or len(runner.log) < 2:
        runner.apply(runner.legal_actions()[0])
    runner.log.mark_assisted()
    started: list[bool] = []
    controller.gameStarted.connect(started.append)
    controller.resume(runner.log)
    assert started == [True]
    assert controller.session.match == runner.match and controller.session.assisted  # type: ignore[union-attr]
    assert controller.human_to_act
    controller.shutdown()


def test_undo_cuts_the_journal_and_marks_the_game_assisted(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=5, multiple_undo=True)
    t.window.new_game()
    t.play_moves(5)
    c, record = t.controller, t.keeper.log
    assert record is not None and not record.assisted
    t.window.show()  # the keys, as a person presses them
    t.qtbot.waitExposed(t.window)
    t.window.activateWindow()
    t.qtbot.waitUntil(lambda: t.window.isActiveWindow() and c.can_undo(), timeout=3000)
    length, played = len(record), list(record.moves)
    QTest.keyClick(t.window.view, Qt.Key.Key_U)  # as a person takes a move back
    assert c.session is not None
    assert len(record) < length and record.assisted and record.moves == played[:len(record)]
    assert saved_moves(tmp_path / "data") == record.moves
    assert GameRunner.resume(record).match.hand == c.session.match.hand
    undone = len(record)
    redo = t.window.menus.commands[Command.REDO].shortcut()  # the key the Move menu shows for Redo
    t.qtbot.waitUntil(t.window.menus.commands[Command.REDO].isEnabled)
    QTest.keyClick(t.window.view, Qt.Key(redo[0].key()), redo[0].keyboardModifiers())
    assert undone < len(record) <= length and record.moves == played[:len(record)]  # the same moves again
    assert GameRunner.resume(record).match.hand == c.session.match.hand
    assert saved_moves(tmp_path / "data") == record.moves
    data = json.loads((tmp_path / "data" / "saved_game.json").read_text())
    assert data["assisted"] is True


# -- the end of a game ------------------------------------------------------------------------


def test_a_finished_game_is_counted_and_listed(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=WINNING_SEED, score_limit=0)
    recorded: list[object] = []
    t.keeper.gameRecorded.connect(recorded.append)
    t.window.new_game()
    t.play_to_end()
    match = t.controller.session.match
    assert match is not None and match.result is not None and match.result.winner == 0
    assert len(recorded) == 1 and recorded[0] is not None
    player = t.storage.stats.get("Kim")
    assert player is not None and player.games_won == 1 and player.tally.hands == 1
    assert [line.name for line in t.storage.highscores] == ["Kim"]
    assert not (tmp_path / "data" / "saved_game.json").exists()
    # game over signalled again (demo toggled at the end, say): not counted twice
    t.controller.gameOver.emit(match.result)
    assert t.storage.stats.get("Kim").games_won == 1  # type: ignore[union-attr]
    # the files say so too
    again = Storage.open(tmp_path / "data")
    assert again.stats.get("kim") is not None and len(again.highscores) == 1


def test_a_bad_name_in_the_preferences_is_mended_at_the_end_of_the_game(table: Callable[..., Table]) -> None:
    """Issue 16: a name the settings once accepted (over 40 characters, a control character) crashed here."""
    long = "Maximilian Alexander von Hohenzollern-Sigmaringen\x07"
    t = table(seed=WINNING_SEED, score_limit=0, name=long)
    t.window.new_game()
    t.play_to_end()
    [player] = t.storage.stats.players()
    assert player.name == long[:40].rstrip() and player.games_played == 1
    assert [line.name for line in t.storage.highscores] == [player.name]


def test_an_assisted_game_stays_off_the_high_scores(table: Callable[..., Table]) -> None:
    t = table(seed=WINNING_SEED, score_limit=0, open_hands=True)
    t.window.new_game()
    t.play_to_end()
    assert t.controller.session is not None and t.controller.session.match.result.winner == 0  # type: ignore[union-attr]
    player = t.storage.stats.get("Kim")
    assert player is not None and player.games_won == 1 and player.assisted_games == 1
    assert len(t.storage.highscores) == 0


def test_a_hollywood_game_is_counted_as_its_variant_scores_it(table: Callable[..., Table]) -> None:
    """The engine never ends a Hollywood match (its own scoring does): it still counts as finished, not quit."""
    t = table(seed=3, variant="hollywood", score_limit=25)
    t.window.new_game()
    spec = t.controller.spec
    assert spec is not None and spec.scoring is not None
    t.play_to_end()
    match = t.controller.session.match
    assert match is not None and match.result is None  # the engine's own match is not over
    outcome = spec.scoring.outcome(match, spec.variant.rules)
    player = t.storage.stats.get("Kim")
    assert player is not None and player.games_played == 1 and player.games_quit == 0
    entry = player.games[-1]
    assert not entry.quit_early
    assert (entry.score, entry.opponent_score) == outcome.points
    assert entry.score_limit == 25 and entry.variant == "hollywood"
    expected = "won" if outcome.winner == 0 else "lost" if outcome.winner == 1 else "drawn"
    assert entry.outcome == expected
    if expected == "won":
        assert [(line.name, line.score) for line in t.storage.highscores] == [("Kim", outcome.points[0])]


def test_a_new_game_mid_game_counts_as_quit(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=WINNING_SEED, score_limit=100)
    t.window.new_game()
    hands: list[object] = []
    t.controller.handEnded.connect(hands.append)
    t.autoplay(10_000)
    t.qtbot.waitUntil(lambda: bool(hands), timeout=20000)
    t.controller.shutdown()
    scores = t.controller.session.match.scores  # type: ignore[union-attr]
    assert scores[0] > 0  # the player won the first hand
    t.controller.new_game(GameSpec(Variant.standard(t.controller.spec.rules), seed=3))  # type: ignore[union-attr]
    player = t.storage.stats.get("Kim")
    assert player is not None and player.games_quit == 1 and player.games_won == 1
    assert [line.quit_early for line in t.storage.highscores] == [True]  # the 1993 DOS program: score above zero
    # the new game is the saved one now
    assert saved_moves(tmp_path / "data") == t.keeper.log.moves  # type: ignore[union-attr]


def test_quitting_before_a_hand_is_finished_counts_nothing(table: Callable[..., Table]) -> None:
    t = table(seed=5)
    t.window.new_game()
    t.play_moves(3)
    t.keeper.quit_game()
    assert t.storage.stats.get("Kim") is None
    assert not t.storage.saved_game.exists()


def test_closing_keeps_the_game_to_resume(table: Callable[..., Table]) -> None:
    t = table(seed=5)
    t.window.new_game()
    t.play_moves(3)
    t.close()
    assert t.storage.saved_game.exists()
    assert t.storage.stats.get("Kim") is None


def test_a_demo_game_is_not_the_players(table: Callable[..., Table], tmp_path: Path) -> None:
    t = table(seed=5)
    t.window.new_game()
    t.play_moves(3)
    kept = saved_moves(tmp_path / "data")
    t.controller.shutdown()
    t.keeper.close()
    demo = table(seed=WINNING_SEED, score_limit=0)
    demo.window.new_game(demo=True)
    demo.qtbot.waitUntil(lambda: bool(demo.over), timeout=20000)
    demo.controller.shutdown()
    assert demo.keeper.log is None
    assert saved_moves(tmp_path / "data") == kept  # the player's saved game is left alone
    assert demo.storage.stats.get("Kim") is None and len(demo.storage.highscores) == 0


def test_demo_switched_on_marks_the_game_assisted(table: Callable[..., Table]) -> None:
    t = table(seed=5)
    t.window.new_game()
    t.play_moves(2)
    t.controller.set_demo(True)
    assert t.keeper.log is not None and t.keeper.log.assisted
    t.controller.set_demo(False)


def test_demo_switched_off_and_on_again_tells_the_computer_player_what_it_missed(table: Callable[..., Table]) -> None:
    """The computer player that plays the person's seat in demo mode hears the moves the person made
    meanwhile, in order, and is not dealt the hand again (it would forget what it had seen)."""
    t = table(seed=5)
    t.window.new_game()
    t.controller.set_demo(True)
    t.controller.set_demo(False)
    player = t.controller.computer.seats[0].strategy
    heard: list[str] = []
    player.new_hand = lambda view: heard.append("new_hand")  # type: ignore[method-assign]
    player.observe = lambda event: heard.append(event.kind.value)  # type: ignore[method-assign]
    assert t.keeper.log is not None
    before = len(t.keeper.log.moves)
    t.play_moves(2)
    made = len(t.keeper.log.moves) - before
    t.controller.set_demo(True)
    t.qtbot.waitUntil(lambda: len(heard) >= made, timeout=5000)
    t.controller.set_demo(False)
    # every move heard, in order, and not dealt the hand again (later, the demo may go on to the next hand)
    assert made >= 2 and len(heard) >= made and "new_hand" not in heard[:made]


# -- the data folder ------------------------------------------------------------------------------


#: Run as root, chmod does not stop writing: then the storage's write probe is told the folder is read-only.
PRETEND_READ_ONLY = "import ginqt.storage.paths as p; p._writable = lambda folder: False; "


def read_only_folder(tmp_path: Path) -> tuple[Path, bool]:
    """A folder made read-only with chmod 0o500; False when that is not effective (root)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    if os.access(folder, os.W_OK):  # root ignores the mode
        folder.chmod(0o700)
        return folder, False
    return folder, True


def test_a_read_only_folder_keeps_the_game_in_memory(table: Callable[..., Table], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    folder, really = read_only_folder(tmp_path)
    if not really:
        monkeypatch.setattr("ginqt.storage.paths._writable", lambda folder: False)
    try:
        t = table(folder, seed=WINNING_SEED, score_limit=0)
        assert t.storage.read_only
        assert any("saved" in message for message in t.storage.notices.messages)
        t.window.new_game()
        t.play_to_end()
        assert t.storage.stats.get("Kim") is not None  # kept for the session
        assert t.keeper.save_seconds  # the keeper went on "saving" (into memory)
        assert list(folder.iterdir()) == []
        labels = [w.text() for w in t.window.statusBar().findChildren(QLabel)]
        assert any("Read-only" in text for text in labels)  # a permanent note in the status bar
    finally:
        folder.chmod(0o700)


# -- the program: python -m ginqt ------------------------------------------------------------------


def run_ginqt(*args: str, timeout: float = 60, prelude: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "ginqt", *args]
    if prelude:
        command = [sys.executable, "-c", prelude + "from ginqt.cli import main; import sys; "
                   "raise SystemExit(main(sys.argv[1:]))", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=ROOT, env=env)


def read_line(process: subprocess.Popen[str], prefix: str, timeout: float = 60) -> str:
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        if line.startswith(prefix):
            return line[len(prefix):].strip()
    raise AssertionError(f"no {prefix!r} line from the game")


def test_killed_mid_hand_and_restarted_resumes_the_same_state(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen(
        [sys.executable, "-m", "ginqt", "--data-dir", str(folder), "--go", "--seed", "6", "--name", "Kim",
         "--autoplay", "7"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT, env=env)
    try:
        before = json.loads(read_line(process, "GINQT_IDLE "))
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(30)
    assert before["phase"] != "OVER" and before["hands_finished"] == 0 and before["moves"] > 7  # mid-hand
    assert len(saved_moves(folder)) == before["moves"]

    again = run_ginqt("--data-dir", str(folder), "--resume", "yes", "--print-state")
    assert again.returncode == 0, again.stderr
    after = json.loads(again.stdout.split("GINQT_STATE ", 1)[1])
    assert after == before  # same hands, same discard pile and stock, same scores, same turn


@pytest.mark.parametrize("person_moves", [3, 30], ids=["first hand", "later hand"])
def test_a_window_killed_in_any_hand_resumes_at_the_same_move_with_the_same_cards(tmp_path: Path,
                                                                                  person_moves: int) -> None:
    """Issue 47: a person's game (fresh secrets every hand, no --seed) killed with SIGKILL in its first hand was
    set aside as damaged (lost); killed in a later hand, that hand was dealt anew (new cards for whoever kills
    GinQt when the cards look bad).  Now both resume at the very move with the very cards."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for attempt in range(3):  # the deals are fresh: a hand may end sooner than asked (then the kill comes again)
        folder = tmp_path / f"data{attempt}"
        process = subprocess.Popen(
            [sys.executable, "-m", "ginqt", "--data-dir", str(folder), "--go", "--name", "Kim", "--score-limit",
             "500", "--autoplay", str(person_moves)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT, env=env)
        try:
            before = json.loads(read_line(process, "GINQT_IDLE "))
        finally:
            process.send_signal(signal.SIGKILL)
            process.wait(30)
        if (before["hands_finished"] == 0) == (person_moves == 3):  # the first hand; a later one
            break
    assert (before["hands_finished"] == 0) == (person_moves == 3), before
    assert before["phase"] != "OVER" and before["moves"] > person_moves
    assert len(saved_moves(folder)) == before["moves"]

    again = run_ginqt("--data-dir", str(folder), "--resume", "yes", "--print-state")
    assert again.returncode == 0, again.stderr
    assert "damaged" not in again.stderr and "dealt anew" not in again.stderr, again.stderr
    after = json.loads(again.stdout.split("GINQT_STATE ", 1)[1])
    assert after == before  # same hands, same discard pile and stock, same scores, same turn, same move
    assert not list(folder.glob("*.corrupt-*"))


@pytest.mark.parametrize("name", ["saved_game_v1.json", "saved_game_v2.json", "saved_game_v3.json",
                                  "saved_game_v4.json", "saved_game_v4_hollywood.json"])
def test_the_window_resumes_saved_games_of_versions_1_to_4(tmp_path: Path, name: str) -> None:
    """Saved by GinQt before the log held the spec: ``ginqt --resume yes`` carries each on at the very move (the
    variant's rules read from the file, an older file's from its variant's preset: no score limits tried), and
    keeps it as a version-5 saved game."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "saved_game.json").write_text((DATA / name).read_text())
    expected = json.loads((DATA / name.replace("_v3", "_v4").replace(".json", ".expected.json")).read_text())
    result = run_ginqt("--data-dir", str(folder), "--resume", "yes", "--print-state")
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout.split("GINQT_STATE ", 1)[1].splitlines()[0])
    assert (state["hand_number"], state["scores"]) == (expected["hand_number"], expected["scores"])
    if "hands" in expected:  # the person's cards, the pile and the stock as they were
        assert state["hand"] == CardSet(expected["hands"][0]).text
        assert state["discard_pile"] == expected["discard_pile"] and state["stock_count"] == len(expected["stock"])
    if "moves" in expected:
        assert state["moves"] == len(expected["moves"])
    document = json.loads((folder / "saved_game.json").read_text())
    assert document["version"] == SAVED_GAME_VERSION
    if "hollywood" in name:  # played on as Hollywood, not as the engine's own game under its rules
        assert document["variant"] == "hollywood" and document["variant_rules"] != document["rules"]


def test_resume_no_counts_the_saved_game_as_quit(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    storage = Storage.open(folder)
    storage.saved_game.save(GameRunner(GameSpec(Variant.standard(Rules()), ("Lee", "standard"), seed=5)).log)
    result = run_ginqt("--data-dir", str(folder), "--resume", "no", "--go", "--print-state", "--name", "Kim")
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout.split("GINQT_STATE ", 1)[1])
    assert state["moves"] == 0  # a new game (Kim's) is the saved game now
    assert json.loads((folder / "saved_game.json").read_text())["player_name"] == "Kim"


def test_a_scripted_run_leaves_a_saved_game_alone(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    storage = Storage.open(folder)
    runner = GameRunner(GameSpec(Variant.standard(Rules()), ("Lee", ""), seed=5))
    runner.apply(runner.legal_actions()[0])
    record = runner.log
    storage.saved_game.save(record)
    result = run_ginqt("--data-dir", str(folder), "--go", "--print-state")
    assert result.returncode == 0, result.stderr
    assert "saved game was left" in result.stderr
    assert saved_moves(folder) == record.moves


def test_a_damaged_settings_file_is_set_aside_and_the_user_told(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text('{"format": "ginqt-settings", "version": 1, "settings": {')
    result = run_ginqt("--data-dir", str(folder), "--go", "--print-state")
    assert result.returncode == 0, result.stderr
    told = [line for line in result.stderr.splitlines() if line.startswith("ginqt: ") and "settings" in line]
    assert len(told) == 1, result.stderr
    assert list(folder.glob("settings.json.corrupt-*"))
    assert "GINQT_STATE " in result.stdout  # and the game started with the defaults


def test_a_read_only_data_folder_plays_on_and_says_so(tmp_path: Path) -> None:
    folder, really = read_only_folder(tmp_path)
    try:
        result = run_ginqt("--data-dir", str(folder), "--go", "--print-state",
                           prelude="" if really else PRETEND_READ_ONLY)
        assert result.returncode == 0, result.stderr
        assert "GINQT_STATE " in result.stdout
        assert "read-only" in result.stderr.lower() or "not be saved" in result.stderr.lower(), result.stderr
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)


def test_the_window_keeps_the_hand_in_play_sealed(table: Callable[..., Table], tmp_path: Path) -> None:
    """saved_game.json never holds the secret of the hand in play, while the window plays nor after it ends (its
    key is in the data folder, where no plugin reads); the next start resumes that very hand."""
    t = table(seed=None)  # fresh secrets for every hand, as a person's game
    t.window.new_game()
    t.play_moves(6)
    match = t.controller.session.match
    assert match is not None and match.deal is not None and match.hand.phase is not Phase.OVER
    saved = tmp_path / "data" / "saved_game.json"
    assert match.deal.seed not in saved.read_text() and match.deal.salt not in saved.read_text()
    t.close()
    t.storage.unlock()  # as run_app does at the end
    assert match.deal.seed not in saved.read_text() and match.deal.salt not in saved.read_text()
    resumed = Storage.open(tmp_path / "data").resume()
    assert resumed is not None and resumed.runner.match.hand.stock == match.hand.stock
    assert resumed.runner.match.hand.hands == match.hand.hands
