"""Typed options and immutable preferences (issue 40): each command line gives one frozen value made from its
arguments, and a change of the preferences is a new value that reaches every part through one signal."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from ginqt.cli import _game_parser, game_options
from ginqt.plugins.cli import PluginsOptions, plugins_options
from ginqt.plugins.sources import PluginOptions
from ginqt.preferences import Preferences, SortOrder
from ginqt.records.cli import GamesOptions, VerifyOptions, records_options
from ginqt.research.cli import UsageError, prepare, tournament_options
from ginqt.research.options import TournamentOptions
from ginqt.storage.cli import HighScoresOptions, StatsOptions, storage_options
from ginqt.ui.options import GameOptions

KEY = "ab" * 32


def test_the_games_options_are_typed_from_its_arguments() -> None:
    options = game_options(_game_parser(), [
        "--name", "  Ann  ", "--score-limit", "150", "--variant", "oklahoma", "--opponent", "easy", "--demo",
        "--exit-after-hands", "2", "--seed", "7", "--lang", "de", "--open-hands", "-p", "no:bad", "-p", "my_bot",
        "--trust", "my_bot", "--disable-plugin-autoload", "--resume", "no", "--data-dir", "/tmp/ginqt-x"])
    assert options == GameOptions(
        name="Ann", score_limit=150, variant="oklahoma", opponent="easy", language="de", open_hands=True, demo=True,
        data_dir="/tmp/ginqt-x", seed=7, exit_after_hands=2, resume="no",
        plugins=PluginOptions(autoload=False, blocked=("bad",), modules=("my_bot",), trusted=("my_bot",)))
    assert game_options(_game_parser(), []) == GameOptions()
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.seed = 8  # type: ignore[misc]


def test_the_tournaments_options_are_typed_and_their_values_checked_once_by_prepare() -> None:
    options = tournament_options(["easy", "expert", "--games", "10", "--deals", KEY.upper(), "--jobs", "2",
                                  "--time-limit", "0.5", "--variant", "classic", "--records", "out", "--json",
                                  "--no-progress", "--trust", "t", "-p", "m"])
    assert options == TournamentOptions(
        ("easy", "expert"), games=10, deals=KEY.upper(), jobs=2, time_limit=0.5, variant="classic", records="out",
        json=True, progress=False, plugins=PluginOptions(modules=("m",), trusted=("t",)))
    robin = tournament_options(["easy", "standard", "expert", "--round-robin", "--csv", "--seed", "3"])
    assert robin.round_robin and robin.csv and robin.seed == 3 and robin.strategies == ("easy", "standard", "expert")
    for args, words in ((["easy"], "required: B"), (["a", "b", "--address", "h:1"], "--backend ray")):
        with pytest.raises(UsageError, match=words):
            tournament_options(args)  # options that do not go together: told before anything is loaded
    for args, words in ((["easy", "easy", "--seed", "1", "--deals", KEY], "cannot be used"),
                        (["easy", "easy", "--games", "0"], "--games"), (["easy", "nobody"], "'nobody'"),
                        (["easy", "standard", "easy", "--round-robin"], "named twice")):
        with pytest.raises(UsageError, match=words):
            prepare(tournament_options(args))
    run = prepare(tournament_options(["easy", "standard", "--deals", KEY.upper(), "--games", "3"]))
    assert (run.job.a, run.job.b, run.job.deals, run.games) == ("easy", "standard", KEY, 3)  # the key in lower case


def test_the_other_subcommands_options_are_typed() -> None:
    assert plugins_options(["--json", "-p", "no:x", "--refresh"]) == PluginsOptions(
        json=True, plugins=PluginOptions(blocked=("x",)), refresh=True)
    assert storage_options("stats", ["--name", "Ann", "--json"]) == StatsOptions(name="Ann", json=True)
    assert storage_options("highscores", ["--by", "net", "--data-dir", "d"]) == HighScoresOptions("net", False, "d")
    assert records_options("games", ["--records", "r", "--json"]) == GamesOptions(records="r", json=True)
    assert records_options("verify", ["x.ginrec", "--data-dir", "d"]) == VerifyOptions("x.ginrec", data_dir="d")


def test_preferences_are_an_immutable_value() -> None:
    prefs = Preferences(rule_overrides={"gin_bonus": 20}, trusted_plugins=["bot"])
    with pytest.raises(dataclasses.FrozenInstanceError):
        prefs.sort = SortOrder.SUIT  # type: ignore[misc]
    with pytest.raises(TypeError):
        prefs.rule_overrides["gin_bonus"] = 30  # type: ignore[index]
    assert prefs.trusted_plugins == ("bot",)
    changed = prefs.replace(sort=SortOrder.SUIT)
    assert prefs.sort is SortOrder.MELDS and prefs.changed_fields(changed) == {"sort"}
    assert Preferences.from_dict(prefs.to_dict()) == prefs
    assert prefs.to_dict()["trusted_plugins"] == ["bot"] and prefs.to_dict()["rule_overrides"] == {"gin_bonus": 20}


def test_a_change_in_the_preferences_dialog_reaches_the_listeners_through_one_signal(make_window: Any) -> None:
    from ginqt.ui.dialogs.preferences import PreferencesDialog

    window = make_window()
    window.new_game()
    heard: list[tuple[Preferences, Preferences]] = []
    window.preferences.changed.connect(lambda old, new: heard.append((old, new)))
    before = window.prefs

    def fill(dialog: PreferencesDialog) -> bool:
        dialog.four_colour.setChecked(True)
        dialog.computer_delay_ms.setValue(1234)
        dialog.accept()
        return True

    window.run_dialog = fill
    assert window.show_preferences()
    assert len(heard) == 1, "one change, one signal"
    old, new = heard[0]
    assert old is before and new is window.prefs
    assert before.changed_fields(new) == {"four_colour", "computer_delay_ms"}
    assert window.controller.computer.prefs.computer_delay_ms == 1234  # the computer's speed follows
    assert window.scene.card_style.four_colour  # the table restyled
    assert window.menus.toggles[next(t for t in window.menus.toggles if t.value == "four_colour")].isChecked()
    assert not before.four_colour  # the old value never changed


def test_a_menu_toggle_and_a_drag_change_the_preferences_through_the_owner(make_window: Any) -> None:
    from ginqt.ui.menus import Toggle

    window = make_window()
    window.new_game()
    heard: list[frozenset[str]] = []
    window.preferences.changed.connect(lambda old, new: heard.append(old.changed_fields(new)))
    window.menus.toggles[Toggle.DOUBLE_CLICK].trigger()
    assert heard == [{"double_click"}] and window.input.prefs.double_click  # a double click plays a card now
    window.menus.sort[SortOrder.SUIT].trigger()
    assert heard[-1] == {"sort"} and window.board.prefs.sort is SortOrder.SUIT
    card = window.board.south_order()[0]
    window.input.card_dropped(card, 10_000.0)  # dragged to the right end of the hand
    assert heard[-1] == {"sort"} and window.prefs.sort is SortOrder.MANUAL
    assert window.menus.sort[SortOrder.MANUAL].isChecked()
    assert window.board.south_order()[-1] == card
    window.menus.sort[SortOrder.MANUAL].trigger()  # the same again: no change, no signal
    assert len(heard) == 3
