"""The new-game and preferences dialogs, help, About, sound effects and the boss key (offscreen)."""

from __future__ import annotations

import sys
import wave
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any, ClassVar

import pytest
import ui_helpers
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from ui_helpers import source

import ginqt.ui  # noqa: F401  (applies the PySide6/CPython 3.11 workaround first)
from ginqt.plugins.players import PlayerSource
from ginqt.preferences import KnockMode, Preferences, SortOrder
from ginqt.rules import KnockRule, Rules, RulesError, Shutout
from ginqt.storage import MAX_NAME_LENGTH
from ginqt.storage.files import DataFormatError
from ginqt.storage.settings import DEFAULT_SETTINGS, check_setting
from ginqt.ui.dialogs.about import AboutDialog
from ginqt.ui.dialogs.new_game import NewGameDialog
from ginqt.ui.dialogs.preferences import PreferencesDialog
from ginqt.ui.menus import Toggle
from ginqt.ui.sound import SOUNDS, SoundPlayer, synthesize, write_wav
from ginqt.ui.window import MainWindow

pytestmark = pytest.mark.timeout(60)


def fast_prefs(**changes: Any) -> Preferences:
    return ui_helpers.fast_prefs(**{"sound": False, **changes})


@pytest.fixture
def make_window(make_window: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    """conftest's active window, silent unless a test asks for sound."""
    return lambda seed=1, **prefs: make_window(seed, **{"sound": False, **prefs})


def answer_with(window: MainWindow, fill: Callable[[Any], None], accept: bool = True) -> list[QDialog]:
    """Make the window's modal dialogs answer themselves: ``fill(dialog)``, then OK or Cancel."""
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        shown.append(dialog)
        fill(dialog)
        if accept:
            dialog.accept()
        else:
            dialog.reject()
        return dialog.result() == QDialog.DialogCode.Accepted

    window.run_dialog = run  # type: ignore[method-assign]
    return shown


def choose_variant(dialog: Any, name: str) -> None:
    combo = dialog.form.variant
    combo.setCurrentIndex(combo.findData(name))


# -- the new-game dialog -------------------------------------------------------------------------


def test_new_game_dialog_starts_oklahoma_to_150(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(confirm_new_game=False)

    def fill(dialog: NewGameDialog) -> None:
        dialog.form.name_edit.setText("Ann")
        choose_variant(dialog, "oklahoma")
        assert "upcard" in dialog.form.variant_text.text()  # the variant's description is shown
        dialog.form.score_limit.setEditText("150")
        dialog.form.rules_editor.widgets["gin_bonus"].setValue(20)  # type: ignore[union-attr]

    shown = answer_with(window, fill)
    assert window.new_game_dialog()
    assert len(shown) == 1
    rules = window.controller.spec.rules  # type: ignore[union-attr]
    assert rules.knock_rule is KnockRule.FIRST_UPCARD and rules.spade_doubles
    assert rules.score_limit == 150 and rules.gin_bonus == 20
    assert window.controller.session is not None and window.controller.session.match.rules == rules
    prefs = window.prefs
    assert (prefs.name, prefs.variant, prefs.score_limit) == ("Ann", "oklahoma", 150)
    assert prefs.rule_overrides == {"gin_bonus": 20}
    assert window.controller.names[0] == "Ann"
    assert window.menus.variant["oklahoma"].isChecked()


def test_score_limit_list_and_any_value(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(fast_prefs(), source())
    qtbot.addWidget(dialog)
    combo = dialog.form.score_limit
    assert [combo.itemData(i) for i in range(combo.count())] == [None, *range(0, 501, 50)]
    assert dialog.form.score_limit_value() is None  # the variant's own
    combo.setCurrentIndex(combo.findData(500))
    assert dialog.form.score_limit_value() == 500
    combo.setEditText("275")
    assert dialog.form.score_limit_value() == 275
    combo.setEditText("lots")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and "score limit" in dialog.form.error.text()


def test_bad_rule_combination_is_refused_with_the_engine_message(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(confirm_new_game=False)
    window.new_game()
    match = window.controller.session.match
    before = window.prefs.to_dict()
    with pytest.raises(RulesError) as expected:
        Rules(shutout=Shutout.FLAT, shutout_bonus=0)

    def fill(dialog: NewGameDialog) -> None:
        choose_variant(dialog, "palm")
        dialog.form.rules_editor.widgets["shutout_bonus"].setValue(0)  # type: ignore[union-attr]

    shown = answer_with(window, fill)
    assert not window.new_game_dialog()
    dialog = shown[0]
    assert dialog.result() != QDialog.DialogCode.Accepted  # the dialog stayed open
    assert str(expected.value) in dialog.form.error.text()
    assert window.controller.session.match is match  # no game started
    assert window.prefs.to_dict() == before


@pytest.mark.parametrize("typed", ["Ann\x07Lee", "Zoe\u200b"])
def test_a_bad_name_is_refused_where_it_is_typed(make_window, typed: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(confirm_new_game=False)
    window.new_game()
    match = window.controller.session.match
    before = window.prefs.to_dict()

    def fill(dialog: NewGameDialog) -> None:
        dialog.form.name_edit.setText(typed)

    shown = answer_with(window, fill)
    assert not window.new_game_dialog()
    dialog = shown[0]
    assert dialog.result() != QDialog.DialogCode.Accepted  # the dialog stayed open, saying why
    assert "name cannot be used" in dialog.form.error.text() and "control characters" in dialog.form.error.text()
    assert window.controller.session.match is match and window.prefs.to_dict() == before
    assert dialog.form.name_edit.maxLength() == MAX_NAME_LENGTH  # longer names cannot be typed at all


def test_cancel_changes_nothing(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(confirm_new_game=False)
    window.new_game()
    match = window.controller.session.match
    before = window.prefs.to_dict()

    def fill(dialog: Any) -> None:
        choose_variant(dialog, "straight")
        dialog.form.name_edit.setText("Bob")
        if isinstance(dialog, PreferencesDialog):
            dialog.big_cards.setChecked(True)
            dialog.set_colour("table_colour", "#112233")

    answer_with(window, fill, accept=False)
    assert not window.new_game_dialog()
    assert not window.show_preferences()
    assert window.prefs.to_dict() == before
    assert window.controller.session.match is match
    assert window.scene.table_colour == before["table_colour"]


def test_abandoning_a_game_asks_first(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(start_directly=True, demo_delay_ms=10)
    window.new_game(demo=True)
    c = window.controller
    qtbot.waitUntil(lambda: c.session is not None and c.session.match.hand.turns >= 2, timeout=10000)
    c.set_demo(False)
    asked: list[str] = []

    def ask(title: str, text: str) -> bool:
        asked.append(text)
        return False

    window._ask = ask  # type: ignore[method-assign]
    match = c.session.match
    window.start_now()
    window.new_game_dialog()
    assert len(asked) == 2 and c.session.match is match  # "no": the game goes on
    window.preferences.change(confirm_new_game=False)
    window.start_now()
    assert c.session.match is not match


# -- preferences -------------------------------------------------------------------------------


def every_field_changed() -> Preferences:
    """Preferences with every field away from its default (so a new field must be added here)."""
    prefs = Preferences(
        name="Ann", opponent="easy", variant="classic", score_limit=150, big_cards=True, four_colour=True,
        open_hands=True, sort=SortOrder.SUIT, knock_mode=KnockMode.MANUAL, gin_mode=KnockMode.AUTOMATIC,
        multiple_undo=True, animation=False, animation_ms=400, computer_delay_ms=300, demo_delay_ms=200,
        hand_pause_ms=1500,
        time_limit=7.5, double_click=True, sound=False, rule_overrides={"big_gin": True, "undercut_bonus": 20},
        start_directly=True, table_colour="#7a2e3a", card_back="#2e7d32", red_colour="#e65100",
        confirm_quit=False, confirm_new_game=False, blank_when_idle=True, trusted_plugins=["someone"],
        plugin_memory_mb=512, records_limit=500, high_contrast=True, welcomed=True, show_advice=True,
        text_size=150, language="fr", meeting_place="ws://club.example:4000/v1",
    )
    default = Preferences()
    same = [f.name for f in fields(Preferences) if getattr(prefs, f.name) == getattr(default, f.name)]
    assert not same, f"add a changed value for {same}"
    return prefs


def test_preferences_dialog_round_trips_every_field(qtbot) -> None:  # type: ignore[no-untyped-def]
    prefs = every_field_changed()
    dialog = PreferencesDialog(prefs, source())
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.preferences() == prefs
    assert dialog.preferences() is not prefs
    # and back to the defaults through the widgets
    default = Preferences()
    dialog = PreferencesDialog(prefs, source())
    qtbot.addWidget(dialog)
    dialog.load(default)
    dialog.accept()
    assert dialog.preferences() == default.replace(welcomed=True)  # the welcome's own record, not a choice here
    # what is saved survives the settings file's checks
    for key, value in prefs.to_dict().items():
        assert check_setting(key, value) == value
    assert set(prefs.to_dict()) == set(DEFAULT_SETTINGS)


def test_preferences_dialog_applies_to_the_window(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.new_game()
    wanted = every_field_changed()

    def fill(dialog: PreferencesDialog) -> None:
        dialog.load(wanted)

    answer_with(window, fill)
    assert window.show_preferences()
    assert window.prefs == wanted.replace(welcomed=False)  # the welcome's own record, not a choice there
    assert window.panels.hints.shows_advice
    assert window.controller.prefs is window.prefs and window.board.prefs is window.prefs
    assert window.scene.table_colour == "#7a2e3a"
    style = window.scene.card_style
    assert (style.back, style.red, style.big, style.four_colour) == ("#2e7d32", "#e65100", True, True)
    menus = window.menus
    for action in (*(menus.toggles[t] for t in (Toggle.BIG_CARDS, Toggle.FOUR_COLOUR, Toggle.OPEN_HANDS,
                                                 Toggle.MULTIPLE_UNDO, Toggle.DOUBLE_CLICK)),
                   menus.sort[SortOrder.SUIT], menus.knock_mode[KnockMode.MANUAL], menus.gin_mode[KnockMode.AUTOMATIC],
                   menus.opponent["easy"], menus.variant["classic"]):
        assert action.isChecked(), action.text()
    assert not window.menus.toggles[Toggle.SOUND].isChecked()


def test_settings_check_the_new_preferences() -> None:
    assert check_setting("table_colour", "#102030") == "#102030"
    assert check_setting("rule_overrides", {"gin_bonus": 20}) == {"gin_bonus": 20}
    for key, bad in (("table_colour", "green"), ("card_back", "#12345"), ("start_directly", 1),
                     ("rule_overrides", [1])):
        with pytest.raises(DataFormatError):
            check_setting(key, bad)
    assert Preferences.from_dict({"rule_overrides": "x"}).rule_overrides == {}


# -- help and about ----------------------------------------------------------------------------


def test_help_lists_every_shortcut(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    QTest.keyClick(window, Qt.Key.Key_F1)
    dialog = window.help_dialog
    assert dialog is not None and dialog.isVisible()
    listed = dialog.listed_actions()
    keys = {row[2] for row in dialog.rows}
    with_keys = [a for a in window.findChildren(QAction) if any(not k.isEmpty() for k in a.shortcuts())]
    assert len(with_keys) > 30
    for action in with_keys:
        text = action.text().replace("&", "").rstrip("…").strip()
        assert text in listed, text
    assert {"F1", "F12", "F2", "Ctrl+N"} <= keys
    for word in ("Knocking", "Gin", "Undercut", "lay off", "Oklahoma", "box"):
        assert word in dialog.rules_view.toPlainText(), word


def test_about_lists_the_plugins_and_their_errors(qtbot) -> None:  # type: ignore[no-untyped-def]
    about = AboutDialog(source(), "no sound here")
    qtbot.addWidget(about)
    text = about.text()
    assert "builtin" in text and "loaded" in text and "no sound here" in text
    assert "Oklahoma" in text and "Rules: Standard," in text and "variant oklahoma" not in text  # names (issue 39)
    broken = PlayerSource(autoload=False)
    broken.errors = ["plugin 'bad' (bad 1.0): ImportError: boom"]
    about = AboutDialog(broken)
    qtbot.addWidget(about)
    assert "ImportError: boom" in about.text()


# -- sound ---------------------------------------------------------------------------------------


class FakeEffect:
    plays: ClassVar[list[str]] = []

    def __init__(self, path: Path) -> None:
        assert path.stat().st_size > 1000
        self.name = path.stem

    def play(self) -> None:
        FakeEffect.plays.append(self.name)


def test_sounds_are_made_here(tmp_path: Path) -> None:
    for name in SOUNDS:
        path = tmp_path / f"{name}.wav"
        write_wav(path, synthesize(name))
        with wave.open(str(path)) as wav:
            assert wav.getnchannels() == 1 and wav.getframerate() == 22050
            assert 0.1 < wav.getnframes() / 22050 < 1.0
    with pytest.raises(ValueError):
        synthesize("trumpet")


def test_sound_follows_the_game_and_the_preference(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=4)
    FakeEffect.plays = []
    window.preferences.change(sound=True)
    player = SoundPlayer(window.prefs, window, effect_factory=FakeEffect)
    player.attach(window.controller)
    window.preferences.changed.connect(player.preferences_changed)
    c = window.controller
    ended: list[tuple[Any, list[str]]] = []
    c.handEnded.connect(lambda result: ended.append((result, list(FakeEffect.plays))))
    window.new_game(demo=True)
    qtbot.waitUntil(lambda: bool(ended), timeout=20000)
    c.set_demo(False)
    result, plays = ended[0]
    assert plays[0] == "deal" and {"draw", "discard"} <= set(plays)
    if result.settlement is not None:
        assert plays[-1] in ("knock", "gin") and plays.count("knock") + plays.count("gin") == 1
    FakeEffect.plays = []
    window.preferences.change(sound=False)  # off: nothing is played
    window.new_game()
    c.handStarted.emit(1)
    assert FakeEffect.plays == [] and not player.play("gin")


def test_no_qtmultimedia_means_silence_said_in_words(monkeypatch, make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Bug 12: no raw ModuleNotFoundError for the player, the menu item disabled, the reason given."""
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # "import" now fails
    player = SoundPlayer(Preferences(sound=True))
    assert not player.available and "pip install" in player.problem and "Error" not in player.problem
    assert "ModuleNotFoundError" in player.detail or "ImportError" in player.detail
    assert not player.play("deal")
    window = make_window()
    action = window.menus.toggles[Toggle.SOUND]
    assert not action.isEnabled() and action.toolTip() == window.sound.problem
    dialog = PreferencesDialog(window.prefs, source(), window, window.sound.problem)
    qtbot.addWidget(dialog)
    assert not dialog.sound.isEnabled() and "Error" not in dialog.sound_status.text()


class FakeMultimedia:
    """QtMultimedia as seen by the sound player: effects, and the audio outputs there are."""

    outputs: ClassVar[list[object]] = []

    class QSoundEffect:
        def __init__(self, parent: object) -> None:
            pass

        def setSource(self, url: object) -> None:
            pass

        def setVolume(self, volume: float) -> None:
            pass

        def play(self) -> None:
            pass

    class QMediaDevices:
        @staticmethod
        def audioOutputs() -> list[object]:
            return FakeMultimedia.outputs


def test_no_sound_output_is_said_and_f3_toggles_sound(monkeypatch, make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import ginqt.ui.sound

    monkeypatch.setattr(ginqt.ui.sound, "load_multimedia", lambda: (FakeMultimedia, ""))
    FakeMultimedia.outputs = []
    assert SoundPlayer(Preferences()).problem == "No sound effects: this computer has no sound output."
    FakeMultimedia.outputs = [object()]
    window = make_window(sound=False)
    assert window.sound.available and window.menus.toggles[Toggle.SOUND].isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_F3)  # the 1987 program's key toggled the sound (its F1 is our help)
    assert window.prefs.sound and window.menus.toggles[Toggle.SOUND].isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_F3)
    assert not window.prefs.sound


# -- the boss key ------------------------------------------------------------------------------


def test_boss_key_hides_and_pauses_then_restores(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(seed=5, demo_delay_ms=20)
    window.new_game(demo=True)
    c = window.controller
    title = window.windowTitle()
    QTest.keyClick(window, Qt.Key.Key_F12)
    assert window.boss.active and c.computer.paused
    assert window.boss.geometry() == window.rect()
    assert "Gin" not in window.windowTitle()
    qtbot.wait(50)  # a move already thinking may land; then nothing more
    frozen = c.session.match
    qtbot.wait(300)
    assert c.session.match is frozen  # paused: the demo does not move
    QTest.keyClick(window.boss, Qt.Key.Key_D)  # any key brings the table back (and plays nothing)
    assert not window.boss.active and not c.computer.paused and window.windowTitle() == title
    qtbot.waitUntil(lambda: c.session.match is not frozen, timeout=5000)  # the demo goes on
    window.boss_key.toggle()
    assert window.boss.active and c.computer.paused
    QTest.mouseClick(window.boss, Qt.MouseButton.LeftButton)
    assert not window.boss.active and not c.computer.paused


def test_blank_when_idle_covers_and_pauses_after_two_seconds_a_point(make_window) -> None:  # type: ignore[no-untyped-def]
    """The 1993 DOS program's screen saver: off by default; on, the wait is 2 s per score-limit point
    (a minute at least),
    any input starts it again, and when it runs out the table is covered and the game paused."""
    from ginqt.ui.boss import idle_seconds

    assert (idle_seconds(100), idle_seconds(500), idle_seconds(10)) == (200, 1000, 60)
    quiet = make_window(seed=2)
    quiet.new_game()
    quiet.idle_blanker.timer.timeout.emit()
    assert not quiet.boss.active, "the preference is off by default"

    window = make_window(seed=2, blank_when_idle=True, score_limit=150)
    window.new_game()
    c = window.controller
    timer = window.idle_blanker.timer
    QTest.keyClick(window, Qt.Key.Key_Shift)
    assert timer.interval() == 300_000 and timer.remainingTime() > 299_000
    timer.timeout.emit()  # five minutes without a key or a click
    assert window.boss.active and c.computer.paused
    QTest.keyClick(window.boss, Qt.Key.Key_Space)
    assert not window.boss.active and not c.computer.paused
    c.set_demo(True)
    timer.timeout.emit()
    assert not window.boss.active, "a demo someone is watching is not blanked"
    c.set_demo(False)



def test_the_preferences_dialog_offers_only_what_the_settings_keep(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dialog and the settings file share one schema (ginqt.preferences.SCHEMA)."""
    from ginqt.preferences import SCHEMA
    from ginqt.storage.settings import check_setting

    dialog = PreferencesDialog(Preferences(), source())
    qtbot.addWidget(dialog)
    for name in ("animation_ms", "computer_delay_ms", "demo_delay_ms", "hand_pause_ms", "time_limit"):
        box = getattr(dialog, name)
        low, high = SCHEMA[name].range or (0, 0)
        assert low <= box.minimum() and box.maximum() <= high, name
        assert check_setting(name, box.maximum()) == box.maximum()
    for name in ("sort", "knock_mode", "gin_mode"):
        combo = getattr(dialog, name)
        assert sorted(combo.itemData(i) for i in range(combo.count())) == sorted(SCHEMA[name].choices), name
    chosen = dialog.collect()
    for name, value in Preferences(**chosen).to_dict().items():
        assert check_setting(name, value) == value, name


def test_qt_multimedia_warnings_stay_off_stderr() -> None:
    """Bug 12: with no audio device QtMultimedia's warnings filled stderr; the categories are off once loading."""
    from PySide6.QtCore import QLoggingCategory

    from ginqt.ui.sound import load_multimedia

    load_multimedia()
    for name in ("qt.multimedia", "qt.multimedia.ffmpeg", "qt.multimedia.audiooutput", "qt.multimedia.pulseaudio"):
        assert not QLoggingCategory(name).isWarningEnabled(), name


def test_colour_buttons_name_their_colour_not_its_hex_code(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Preferences › Table and cards: a preset reads as its name, another colour as "Custom colour", the hex
    code only in the tooltip (issue 39)."""
    dialog = PreferencesDialog(Preferences(), source())
    qtbot.addWidget(dialog)
    assert [b.text() for b in (dialog.table_colour, dialog.card_back, dialog.red_colour)] == \
        ["Green felt", "Blue", "Red"]
    assert not any(b.text().startswith("#") for b in (dialog.table_colour, dialog.card_back, dialog.red_colour))
    dialog.set_colour("table_colour", "#123456")
    assert dialog.table_colour.text() == "Custom colour"
    assert dialog.table_colour.toolTip() == "#123456"
    dialog.accept()
    chosen = dialog.preferences()
    assert chosen is not None and chosen.table_colour == "#123456"  # the colour is kept, only its label changed
