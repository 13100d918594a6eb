"""Headless tournaments: statistics, determinism for any --jobs, the command line."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from ginqt.cli import main
from ginqt.plugins import hookimpl, load_plugins
from ginqt.plugins.registry import StrategyRegistry
from ginqt.records.folder import RecordFolder
from ginqt.research.cli import prepare, tournament_options
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import play_game, ready, run_tournament, wilson
from ginqt.strategy import BaseStrategy


def test_wilson_interval() -> None:
    low, high = wilson(1300, 2000)
    assert 0.628 < low < 0.630 and 0.670 < high < 0.672
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_statistics_add_up() -> None:
    result = run_tournament(GameJob("standard", "easy", seed=3), 6)
    a, b = result.players
    assert a.games_won + b.games_won + result.drawn == 6
    assert a.hands_won + b.hands_won + result.dead_hands == result.hands
    assert a.gins + a.knocks + b.gins + b.knocks == a.hands_won + b.hands_won
    assert a.undercuts <= b.knocks and b.undercuts <= a.knocks
    assert a.decisions > 0 and a.mean_decision_ms > 0 and a.p99_decision_ms > 0
    assert a.win_ci[0] <= a.win_rate <= a.win_ci[1]
    assert (a.faults, b.faults) == (0, 0)


def test_same_seed_same_result_and_dealers_alternate() -> None:
    plugins = load_plugins(autoload=False)
    first = run_tournament(GameJob("standard", "easy", seed=9), 4, plugins=plugins).to_dict(timings=False)
    second = run_tournament(GameJob("standard", "easy", seed=9), 4, plugins=plugins).to_dict(timings=False)
    assert first == second and "seconds" not in first and "mean_decision_ms" not in first["players"][0]
    game0 = play_game(plugins, GameJob("easy", "easy", seed=9), 0)
    game1 = play_game(plugins, GameJob("easy", "easy", seed=9), 1)
    assert game0.points != game1.points or game0.hands != game1.hands


@pytest.mark.slow
def test_jobs_do_not_change_the_result() -> None:
    one = run_tournament(GameJob("easy", "standard", seed=5), 6, jobs=1).to_dict(timings=False)
    two = run_tournament(GameJob("easy", "standard", seed=5), 6, jobs=2).to_dict(timings=False)
    assert one == two


def test_cli_json_is_clean(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "easy", "standard", "--games", "2", "--seed", "1", "--json"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out)
    assert data["games"] == 2 and [p["strategy"] for p in data["players"]] == ["easy", "standard"]
    assert {"games_won", "win_ci95", "hands_won", "gins", "knocks", "undercuts", "points_per_game",
            "median_decision_ms", "mean_decision_ms", "p99_decision_ms", "faults"} <= set(data["players"][0])
    for p in data["players"]:
        assert 0 < p["median_decision_ms"] <= p["p99_decision_ms"]


def test_cli_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "standard", "standard", "--games", "1", "--variant", "hollywood"]) == 0
    out = capsys.readouterr().out
    assert "1 game (variant hollywood)" in out and "95% CI" in out and "p99 decision" in out
    assert "median decision" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nobody", "easy"], "unknown strategy 'nobody'"),
        (["easy", "easy", "--games", "0"], "--games must be between 1 and 1,000,000,000,000, not 0"),
        (["easy", "easy", "--games", "1000000000001"], "--games must be between 1 and"),
        (["easy", "easy", "--time-limit", "nan"], "--time-limit must be between 0.001 and 3600 seconds, not nan"),
        (["easy", "easy", "--time-limit", "inf"], "--time-limit must be between 0.001 and 3600 seconds, not inf"),
        (["easy", "easy", "--time-limit", "1e308"], "--time-limit must be between"),
        (["easy", "easy", "--time-limit", "0"], "--time-limit must be between"),
        (["easy", "easy", "--memory-limit", "-1"], "--memory-limit must be between 0"),
        (["easy", "easy", "--variant", "chess"], "unknown variant 'chess'"),
        (["easy", "easy", "--jobs", "0"], "--jobs must be between 1 and 256, not 0"),
        (["easy"], "the following arguments are required: B"),
        (["easy", "easy", "--games", "many"], "invalid int value"),
        (["easy", "easy", "--address", "10.0.0.1:6379"], "--address is the Ray cluster's head: it needs --backend ray"),
        (["easy", "easy", "--trust", "not-installed"], "--trust not-installed: no plugin of that name is installed"),
    ],
)
def test_cli_bad_arguments(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        code = main(["tournament", *argv])
    except SystemExit as exit_:
        code = exit_.code  # type: ignore[assignment]
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    assert message in captured.err and len(captured.err.strip().splitlines()) == 1


class Crashes(BaseStrategy):
    def discard(self, view):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("oops")


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("crashes", Crashes)


class _Plugin:
    ginqt_register_strategies = staticmethod(ginqt_register_strategies)


def test_faults_are_counted_and_the_run_finishes() -> None:
    plugins = load_plugins(autoload=False, extra=[("crashy", _Plugin())])
    result = run_tournament(GameJob("crashes", "easy", seed=1), 2, plugins=plugins)
    crashes = result.players[0]
    assert crashes.faults > 0 and "ZeroDivisionError: oops" in crashes.fault_examples[0]
    assert crashes.fallback_moves == crashes.faults and crashes.observe_faults == 0
    assert "fault (A)" in result.text()
    assert result.players[1].faults == 0


def test_progress_bar_only_after_two_seconds() -> None:
    import io

    from ginqt.research.cli import ProgressBar

    stream = io.StringIO()
    bar = ProgressBar(stream)
    bar(1, 10)
    bar(10, 10)
    assert stream.getvalue() == ""  # a quick run shows nothing
    bar.start -= 5
    bar(5, 10)
    bar(10, 10)
    text = stream.getvalue()
    assert "5/10 games" in text and text.endswith("10/10 games, 5 s, ~0 s left \n")


def test_any_number_of_games_is_streamed_and_ctrl_c_keeps_what_was_played() -> None:
    """A trillion games asked: nothing is built for them up front; Ctrl+C after three keeps the three."""

    def interrupt(done: int, total: int) -> None:
        assert total == 10**12
        if done == 3:
            raise KeyboardInterrupt

    result = run_tournament(GameJob("easy", "easy", seed=1), 10**12, progress=interrupt)
    assert result.interrupted and result.games == 3 and result.games_asked == 10**12
    a, b = result.players
    assert a.games_won + b.games_won + result.drawn == 3
    assert "3 games of 1000000000000 (interrupted)" in result.text()
    same = run_tournament(GameJob("easy", "easy", seed=1), 3)
    assert {**result.to_dict(timings=False), "games_asked": 3, "interrupted": False} == same.to_dict(timings=False)


@pytest.mark.slow
def test_ctrl_c_with_workers_keeps_the_games_played() -> None:
    def interrupt(done: int, total: int) -> None:
        if done == 4:
            raise KeyboardInterrupt

    result = run_tournament(GameJob("easy", "easy", seed=1), 10**12, jobs=2, progress=interrupt)
    assert result.interrupted and result.games == 4


def test_decision_times_keep_their_median_in_bounded_memory() -> None:
    from ginqt.research.totals import DecisionTimes

    times = DecisionTimes()
    for i in range(1, 100_001):
        times.add(i * 1e-6)
    assert len(times.buckets) < 1000
    assert times.quantile(0.5) == pytest.approx(0.05, rel=0.01)
    assert times.quantile(0.99) == pytest.approx(0.099, rel=0.01)
    assert times.total / times.count == pytest.approx(0.0500005, rel=1e-9)  # the mean is exact


@pytest.mark.slow
def test_ctrl_c_on_the_command_line_prints_the_games_played() -> None:
    """A real SIGINT to ``ginqt tournament`` (its workers and plugin processes ignore it): exit 130 and the
    totals of the games played, as clean JSON."""
    import os
    import signal
    import subprocess
    import sys
    import time

    if os.name != "posix":
        pytest.skip("SIGINT")
    # Ctrl+C as in a terminal: a suite started in the background (`pytest &`, CI scripts) ignores SIGINT, and
    # a child that inherited that never saw the signal (it played on; the test waited 60 s and failed).  A
    # handler, unlike "ignore", is not inherited: the child starts with the default and Python's own.
    for wait in (4, 20):  # started, and some games played; a loaded machine may need longer to start
        previous = signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            process = subprocess.Popen([sys.executable, "-m", "ginqt", "tournament", "easy", "easy", "--games",
                                        "1000000", "--jobs", "2", "--json", "--no-progress"],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        finally:
            signal.signal(signal.SIGINT, previous)
        time.sleep(wait)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
        assert process.returncode == 130, err
        if not out.strip() and wait < 20:
            continue  # interrupted while still importing ("ginqt: interrupted"): wait longer
        data = json.loads(out)
        assert data["interrupted"] and data["games"] < 1000000 and data["games_asked"] == 1000000
        assert "interrupted after" in err
        if data["games"] > 0:
            break
    assert data["games"] > 0, "no game finished in 20 s"


def test_the_window_warns_of_trust_of_a_plugin_not_installed(capsys: pytest.CaptureFixture[str]) -> None:
    """``ginqt --trust NAME`` of a plugin that is not installed: one line (it was accepted silently)."""
    from ginqt.plugins.sources import PluginOptions
    from ginqt.ui.app import player_source
    from ginqt.ui.options import GameOptions

    player_source(GameOptions(plugins=PluginOptions(autoload=False, trusted=("not-installed", "builtin"))))
    err = capsys.readouterr().err
    assert err == "ginqt: warning: --trust not-installed: no plugin of that name is installed (installed: builtin)\n"


def test_the_command_line_builds_the_run_as_one_job() -> None:
    """``ginqt tournament``'s options become one ready Run (one GameJob, what the tournament plays), in one step."""
    options = tournament_options(["easy", "expert", "--seed", "4", "--variant", "hollywood", "--time-limit", "2",
                                  "--memory-limit", "512", "-p", "no:spam", "--games", "5"])
    run = prepare(options)
    assert replace(run.job, plugins=PluginOptions(blocked=("spam",))) == GameJob(
        "easy", "expert", "hollywood", seed=4, time_limit=2.0, memory_mb=512,
        plugins=PluginOptions(blocked=("spam",)), built_in=(True, True))
    assert run.games == 5 and run.strategies == ("easy", "expert") and run.job.plugins.path
    league = prepare(tournament_options(["easy", "standard", "expert", "--round-robin", "--deals", "AB" * 32]))
    assert (league.job.a, league.job.b, league.job.deals) == ("", "", "ab" * 32)  # each pair fills A and B
    assert league.strategies == ("easy", "standard", "expert")


def test_a_job_without_a_key_is_played_with_a_fresh_one_and_what_it_seats(tmp_path: Path) -> None:
    records = RecordFolder.named(str(tmp_path / "records"))
    job = ready(GameJob("easy", "standard"), 1, plugins=load_plugins(autoload=False), records=records).job
    assert job.seed is None and job.deals is not None and len(job.deals) == 64
    assert job.built_in == (True, True) and job.records and job.plugins.path
    with pytest.raises(ValueError, match="cannot be used together"):
        run_tournament(GameJob("easy", "standard", seed=1, deals="ab" * 32), 1)
