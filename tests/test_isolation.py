"""Third-party plugins that cheat, crash or hang: each in its own process, the game goes on.

The plugins are throwaway modules of this folder (``faulty_plugins``, ``plugin_exits_at_import``,
``plugin_hangs_at_import``), registered as ``ginqt tournament -p MODULE`` does: discovered in a
helper process and played in processes of their own, exactly as an installed plugin.  Each test
checks that the game goes on, the player is told (a fault of the right kind), and nothing is lost.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from ginqt.engine import PlayerView
from ginqt.melds import best_melds
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import GuardedStrategy, load_plugins
from ginqt.plugins import discovery as discovery_module
from ginqt.plugins.cli import cli_main as plugins_cli
from ginqt.remote.seat import RemoteSeat
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import play_game, run_tournament
from ginqt.rules import PRESETS, Rules

MODULE = "faulty_plugins"
PLUGINS = load_plugins(autoload=False, modules=[MODULE])
#: Short time limits keep the suite quick; the start of a plugin's process has its own limit.
LIMIT = 0.5


def game(strategy: str, *, seed: int = 1, memory_mb: int = 1024, time_limit: float = LIMIT):  # type: ignore[no-untyped-def]
    """One game to 25 of ``strategy`` (seat A) against the built-in ``easy``."""
    return play_game(PLUGINS, GameJob(strategy, "easy", "short", seed, time_limit, memory_mb))


def test_the_module_is_discovered_as_a_third_party_plugin() -> None:
    info = next(p for p in PLUGINS.plugins if p.name == MODULE)
    assert info.status == "loaded" and info.runs == "own process" and not info.builtin
    assert PLUGINS.variants["short"].rules == Rules(score_limit=25)  # rules arrive as data
    assert isinstance(PLUGINS.make_guarded("plain", 1), RemoteSeat)
    assert isinstance(PLUGINS.make_guarded("easy", 1), GuardedStrategy)  # built-ins stay in this process


@pytest.mark.parametrize(
    ("strategy", "kind", "text", "rest_of_hand"),
    [
        ("raiser", "raised", "RuntimeError: raised on purpose", False),
        ("sleeper", "timeout", "no answer within 2 s on the wall clock", True),
        ("spinner", "timeout", "no answer within 0.5 s: its process was stopped", True),
        ("exiter", "crashed", "its process exited with status 7", True),
        ("mutator", "illegal", "'big-gin' is not legal now", False),
        ("subclasser", "illegal", "is not legal now", False),
        ("saboteur", "crashed", "it broke the wire format", True),
    ],
)
def test_a_fault_costs_a_move_or_the_hand_and_the_game_goes_on(strategy: str, kind: str, text: str,
                                                                 rest_of_hand: bool) -> None:
    tally = game(strategy)
    assert tally.winner in (0, 1) and not tally.abandoned  # the game was played to its end
    faults = tally.faults[0]
    assert faults and all(f.startswith(f"{strategy}: {kind}: ") for f in faults), faults[:3]
    assert text in faults[0]
    assert tally.fallback_moves[0] >= len(faults)
    if rest_of_hand:  # stopped once a hand: told once, and the fallback played the hand out
        assert len(faults) <= tally.hands and "the fallback plays the rest of the hand" in faults[0]
        assert tally.fallback_moves[0] > len(faults)
    else:  # one move each time; the plugin plays on
        assert tally.fallback_moves[0] == len(faults)
    assert not tally.faults[1] and not tally.observe_faults[1]


def test_observe_faults_are_told_apart_and_cost_no_move() -> None:
    tally = game("observe-raiser")
    assert not tally.faults[0] and tally.fallback_moves[0] == 0
    assert tally.observe_faults[0] and "KeyError: 'lost track on purpose'" in tally.observe_faults[0][0]


def test_a_plugin_that_plays_well_has_no_fault() -> None:
    tally = game("plain")
    assert not tally.faults[0] and not tally.observe_faults[0] and tally.fallback_moves[0] == 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the memory limit is enforced on Linux")
def test_a_plugin_that_eats_memory_is_stopped_at_its_limit() -> None:
    tally = game("leaker", memory_mb=300, time_limit=10.0)
    assert tally.winner in (0, 1)
    faults = tally.faults[0]
    assert any("MemoryError" in f for f in faults), faults[:2]  # refused at its limit (a slow one runs out of time)
    assert all((" raised: " in f and "MemoryError" in f) or " crashed: " in f or " timeout: " in f for f in faults)


def test_a_peeking_plugin_finds_no_hidden_card() -> None:
    """It looks through every object and every frame of its process before each move, and would raise."""
    for index in range(3):
        tally = play_game(PLUGINS, GameJob("peeker", "peeker", "short", seed=5, time_limit=5.0), index)
        assert tally.winner in (0, 1)
        assert tally.faults == ([], []), tally.faults


def test_what_a_plugin_rewrites_is_its_own_copy() -> None:
    before = PRESETS["standard"].to_dict()
    runner = GameRunner(GameSpec(Variant.standard(PRESETS["standard"]), seed=3), (
        PLUGINS.make_guarded("mutator", 1, time_limit=LIMIT), PLUGINS.make_guarded("easy", 2)))
    assert runner.play(max_hands=2) in (True, False)
    assert PRESETS["standard"].to_dict() == before and PRESETS["standard"] == Rules()
    assert runner.match.rules == Rules() and all(r.result.settlement is None or r.result.settlement.bonus <= 25
                                                  for r in runner.match.history)


def test_a_knocker_may_lay_down_its_own_melds() -> None:
    own = []
    for seed in range(1, 6):  # a game or two: the plugin plays like the fallback against the stronger standard
        melder = PLUGINS.make_guarded("melder", seed, time_limit=5.0)
        runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=100)), seed=seed),
                                      (melder, PLUGINS.make_guarded("plain", 0)))
        runner.play()
        assert not melder.faults
        own += [record.result.settlement for record in runner.match.history
                if record.result.knocker == 0 and record.result.settlement is not None]
        if own:
            break
    assert own, "the plugin never knocked"
    for settlement in own:
        kept = settlement.knocker_deadwood_cards.mask
        for meld in settlement.knocker_melds:
            kept |= meld.mask
        assert settlement.knocker_melds == tuple(reversed(best_melds(kept).melds))  # its order, not the engine's


def test_plugins_that_exit_or_hang_at_import_are_errors_and_the_rest_load(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discovery_module, "IMPORT_SECONDS", 2.0)
    plugins = load_plugins(autoload=False, modules=["plugin_exits_at_import", "plugin_hangs_at_import", MODULE])
    errors = {e.plugin: e.message for e in plugins.errors}
    assert "exited with status 7 while importing it" in errors["plugin_exits_at_import"]
    assert "took longer than 2 s" in errors["plugin_hangs_at_import"]
    assert MODULE not in errors and "raiser" in plugins.strategies and "standard" in plugins.strategies


def test_ginqt_plugins_lists_them(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(discovery_module, "IMPORT_SECONDS", 2.0)
    assert plugins_cli("plugins", ["-p", "plugin_exits_at_import", "-p", "plugin_hangs_at_import"]) == 0
    out = capsys.readouterr().out
    assert "plugin_exits_at_import" in out and "exited with status 7" in out
    assert "plugin_hangs_at_import" in out and "[error]" in out and "strategy standard" in out


def test_the_tournament_goes_on_when_plugins_exit_with_two_jobs() -> None:
    result = run_tournament(GameJob("exiter", "easy", seed=2, variant="short", time_limit=LIMIT,
                                    plugins=PluginOptions(modules=(MODULE,))), 4, jobs=2)
    a, b = result.players
    assert result.games == 4 and a.games_won + b.games_won + result.drawn == 4
    assert a.faults and a.fallback_moves > a.faults and not b.faults and result.worker_deaths == 0


def test_a_worker_that_dies_costs_its_game_and_the_run_goes_on() -> None:
    """A trusted plugin plays in the worker's process, so its os._exit ends the worker: the game is
    scored against it, a new worker plays on."""
    result = run_tournament(GameJob("exiter", "easy", seed=2, variant="short", time_limit=LIMIT,
                                    plugins=PluginOptions(modules=(MODULE,), trusted=(MODULE,))), 3, jobs=2)
    a, b = result.players
    assert result.games == 3 and result.worker_deaths == 3 and b.games_won == 3
    assert a.faults == 3 and all("the worker process died" in example for example in a.fault_examples)


def test_a_scoring_that_raises_is_counted_and_the_run_goes_on() -> None:
    result = run_tournament(GameJob("easy", "easy", seed=1, variant="broken-over",
                                    plugins=PluginOptions(modules=(MODULE,))), 2)
    assert result.games == 2 and result.players[0].games_won + result.players[1].games_won + result.drawn == 2
    assert result.scoring_faults > 0 and "over raised ZeroDivisionError" in result.scoring_examples[0]
    assert "scoring fault (variant broken-over)" in result.text()


def test_a_plugins_scoring_plays_in_its_process_as_it_would_here() -> None:
    builtin = run_tournament(GameJob("easy", "standard", seed=4, variant="hollywood"), 2, plugins=PLUGINS)
    copy = run_tournament(GameJob("easy", "standard", seed=4, variant="hollywood-copy"), 2, plugins=PLUGINS)
    assert type(PLUGINS.variants["hollywood-copy"].scoring).__name__ == "RemoteScoring"
    assert copy.scoring_faults == 0
    assert {**builtin.to_dict(timings=False), "variant": "-"} == {**copy.to_dict(timings=False), "variant": "-"}


def test_a_trusted_plugin_plays_in_this_process() -> None:
    plugins = load_plugins(autoload=False, modules=[MODULE], trusted=[MODULE], known=PLUGINS.discovered)
    assert isinstance(plugins.make_guarded("plain", 1), GuardedStrategy)
    assert isinstance(PLUGINS.make_guarded("plain", 1, trusted=True), GuardedStrategy)
    assert next(p for p in plugins.plugins if p.name == MODULE).runs == "GinQt"


def test_installed_plugins_are_discovered_once_per_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    info = tmp_path / "ginqt_cached-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ginqt-cached\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[ginqt]\ncached = {MODULE}\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv(discovery_module.CACHE_DIR_ENV, str(tmp_path / "cache"))
    first = load_plugins(autoload=True)
    assert "raiser" in first.strategies and (tmp_path / "cache" / "plugins.json").is_file()

    def no_helper(*args: object) -> object:
        raise AssertionError("discovered again")

    monkeypatch.setattr(discovery_module, "_run_helpers", no_helper)
    again = load_plugins(autoload=True)
    assert again.strategies.keys() == first.strategies.keys() and not again.errors
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ginqt-cached\nVersion: 1.1\n")
    with pytest.raises(AssertionError, match="discovered again"):
        load_plugins(autoload=True)  # a new version is imported again


def test_a_view_rebuilt_on_the_plugins_side_equals_ginqts() -> None:
    from ginqt.remote.dialects.wire import record_from_wire, view_from_wire, view_to_wire

    players = (PLUGINS.make_guarded("easy", 1), PLUGINS.make_guarded("easy", 2))
    runner = GameRunner(GameSpec(Variant.standard(Rules()), seed=11), players)
    runner.play(max_hands=3)
    if not runner.over:
        runner.next_hand()
    view: PlayerView = runner.view(runner.to_play or 0)
    data = view_to_wire(view, full=True)
    history = tuple(record_from_wire(r) for r in data["history"])
    assert view_from_wire(data, Rules.from_dict(data["rules"]), history) == view


def test_events_go_with_the_next_request_one_round_trip_a_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """``new_hand`` and every ``observe`` wait in GinQt and go with the next ``choose``; the events after the
    last decision of the game go when it ends: one message a decision, and one more."""
    import json

    from ginqt.remote.channel import Channel

    sent: list[dict[str, object]] = []
    real = Channel.send_line

    def counting(self: Channel, data: bytes, deadline: float | None = None) -> None:
        sent.append(json.loads(data))
        real(self, data, deadline)

    monkeypatch.setattr(Channel, "send_line", counting)
    plugin = PLUGINS.make_guarded("plain", 1, time_limit=5.0)
    observed: list[object] = []
    observe = plugin.observe
    monkeypatch.setattr(plugin, "observe", lambda event: (observed.append(event), observe(event))[1])
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=50)), seed=6),
                                  (plugin, PLUGINS.make_guarded("easy", 2)))
    runner.play()
    plugin.close()
    requests = [message for message in sent if "op" not in message]  # not the start message
    decisions = [message for message in requests if "choose" in message]
    assert len(decisions) == len(plugin.times) and plugin.fallback_moves == 0 and not plugin.faults
    assert len(requests) == len(decisions) + 1 and "choose" not in requests[-1]
    calls = [call["call"] for message in requests for call in message["calls"]]  # type: ignore[attr-defined]
    assert calls.count("new_hand") == len(runner.match.history) and calls.count("player") == 1
    assert calls.count("observe") == len(observed)  # every event, once


# -- the window -------------------------------------------------------------------------------


@pytest.fixture
def plugin_window(qtbot):  # type: ignore[no-untyped-def]
    """A window whose opponents include the faulty plugins (``plugin_window(opponent, **prefs)``)."""
    from ui_helpers import fast_prefs

    from ginqt.plugins.players import PlayerSource
    from ginqt.ui.window import MainWindow

    made: list[MainWindow] = []

    def make(opponent: str, errors: tuple[str, ...] = (), **prefs: object) -> MainWindow:
        source = PlayerSource(autoload=False)
        source.plugins, source.errors = PLUGINS, list(errors)
        window = MainWindow(fast_prefs(opponent=opponent, **prefs), source, seed=3)
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()


def _watch(window, qtbot, hands: int):  # type: ignore[no-untyped-def]
    """Play ``hands`` demo hands; every computer failure and every hand's result."""
    failures: list[object] = []
    results: list[object] = []
    window.controller.computer.failed.connect(failures.append)
    window.controller.handEnded.connect(results.append)
    window.new_game(demo=True)
    qtbot.waitUntil(lambda: len(results) >= hands, timeout=60_000)
    return failures, results


def test_the_window_plays_on_when_a_plugin_spins_and_says_so_once_a_hand(plugin_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from ginqt.ui.game.computer import FailureKind
    from ginqt.ui.text import failure_text

    window = plugin_window("spinner", time_limit=0.5)
    failures, results = _watch(window, qtbot, 2)
    told = [f for f in failures if f.kind is FailureKind.GUARDED]  # type: ignore[attr-defined]
    assert told and all("spinner: timeout: no answer within 0.5 s" in f.detail for f in told)  # type: ignore[attr-defined]
    assert len(told) <= len(results) + 1  # once a hand, not once a move
    assert "the fallback plays the rest of the hand" in failure_text(told[0], window.controller.names)  # type: ignore[arg-type]


@pytest.mark.parametrize(("opponent", "kind"), [("peeker", None), ("mutator", "illegal"), ("subclasser", "illegal"),
                                                ("exiter", "crashed"), ("saboteur", "crashed")])
def test_the_window_plays_on_whatever_a_plugin_does(plugin_window, qtbot, opponent: str,  # type: ignore[no-untyped-def]
                                                    kind: str | None) -> None:
    """It peeks (and would raise on a hidden card), rewrites its view and rules, returns a card subclass
    equal to every card, ends its process or writes garbage on the pipes: the window's game goes on."""
    from ginqt.ui.game.computer import FailureKind

    before = PRESETS["standard"].to_dict()
    window = plugin_window(opponent, time_limit=5.0)
    failures, results = _watch(window, qtbot, 2)
    told = [f.detail for f in failures if f.kind is FailureKind.GUARDED]  # type: ignore[attr-defined]
    slow = [detail for detail in told if ": timeout: " in detail]  # a loaded machine may be slower than the limit
    if kind is None:
        assert len(told) == len(slow) == len(failures)
    else:
        assert told and len(told) == len(failures) and all(f"{opponent}: {kind}: " in d for d in told if d not in slow)
        assert len(slow) < len(told)
    if kind == "crashed":  # its process is stopped once a hand and the fallback plays the hand out: told once
        assert len(failures) <= len(results) + 1
    assert window.controller.session.match.rules == Rules() and PRESETS["standard"].to_dict() == before


def test_the_window_accepts_a_knock_with_the_plugins_own_melds(plugin_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Its arrangement, not the engine's, is laid down (listed in its own order), and nothing is refused."""
    window = plugin_window("melder", time_limit=5.0)
    failures, results = _watch(window, qtbot, 1)

    def knocks() -> list[object]:
        return [r.settlement for r in results if r.knocker == 1 and r.settlement is not None]  # type: ignore[attr-defined]

    qtbot.waitUntil(lambda: bool(knocks()), timeout=120_000)
    assert not failures
    for settlement in knocks():
        kept = settlement.knocker_deadwood_cards.mask  # type: ignore[attr-defined]
        for meld in settlement.knocker_melds:  # type: ignore[attr-defined]
            kept |= meld.mask
        assert settlement.knocker_melds == tuple(reversed(best_melds(kept).melds))  # type: ignore[attr-defined]


@pytest.mark.skipif(not hasattr(os, "nice"), reason="POSIX niceness")
def test_the_windows_plugins_think_below_its_priority_and_a_tournaments_do_not(plugin_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A plugin that spins must not take the time the table needs to draw."""
    from ginqt.remote.limits import WINDOW_NICE

    here = os.nice(0)
    window = plugin_window("nice-teller", time_limit=5.0)
    failures, _results = _watch(window, qtbot, 1)
    assert failures and f"niceness {min(here + WINDOW_NICE, 19)}" in failures[0].detail  # type: ignore[attr-defined]
    tally = game("nice-teller")
    assert tally.faults[0] and f"niceness {here}" in tally.faults[0][0]


def test_plugin_load_errors_stay_in_the_status_bar(plugin_window) -> None:  # type: ignore[no-untyped-def]
    window = plugin_window("easy", errors=("plugin 'broken' (x 1): failed to load: it exited",))
    label = window.plugin_errors
    assert label.isVisible() and "1" in label.text() and "it exited" in label.toolTip().replace("\xa0", " ")


def test_the_new_game_form_offers_to_trust_a_third_party_opponent(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ginqt.plugins.players import PlayerSource
    from ginqt.preferences import Preferences
    from ginqt.ui.dialogs.game_form import GameForm

    source = PlayerSource(autoload=False)
    source.plugins = PLUGINS
    form = GameForm(source, Preferences(opponent="plain", trusted_plugins=["other"]))
    qtbot.addWidget(form)
    form.show()
    assert form.trust.isVisible() and not form.trust.isChecked()
    form.trust.setChecked(True)
    assert form.collect()["trusted_plugins"] == ["other", MODULE]
    form.opponent.setCurrentIndex(form.opponent.findData("easy"))
    assert not form.trust.isVisible()  # a built-in opponent plays in GinQt anyway
    assert form.collect()["trusted_plugins"] == ["other"]


def test_games_played_side_by_side_give_the_results_of_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a plugin in its own process, one process plays several games at once (its round trips
    overlap); each game is the same as played alone."""
    import ginqt.research.tournament as tournament

    together = run_tournament(GameJob("plain", "peeker", seed=3, variant="short"), 6, plugins=PLUGINS)
    monkeypatch.setattr(tournament, "GAMES_IN_FLIGHT", 1)
    alone = run_tournament(GameJob("plain", "peeker", seed=3, variant="short"), 6, plugins=PLUGINS)
    assert together.to_dict(timings=False) == alone.to_dict(timings=False)
    assert together.players[1].faults == 0  # and no game's process saw another's cards


def test_the_window_says_when_a_variants_scoring_fails(plugin_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from ginqt.ui.game.narrator import Notice, NoticeKind
    from ginqt.ui.text import message_text

    window = plugin_window("easy", variant="broken-over")
    said: list[object] = []
    window.controller.message.connect(said.append)
    failures, _results = _watch(window, qtbot, 2)
    told = [m for m in said if isinstance(m, Notice) and m.kind is NoticeKind.SCORING_FAILED]
    assert len(told) == 1 and "over raised ZeroDivisionError" in told[0].detail  # once a game, not once a hand
    assert "the standard scoring counts instead" in message_text(told[0], window.controller.names)
    assert not failures
