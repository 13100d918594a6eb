"""Round robins: every pair on the same deals in both seats, ratings with intervals, the command line."""

from __future__ import annotations

import csv
import io
import json
import math

import pytest

from ginqt.cli import main
from ginqt.plugins import load_plugins
from ginqt.research.job import GameJob
from ginqt.research.league.ratings import ELO_PER_UNIT, fit_ratings
from ginqt.research.league.report import to_csv, to_dict, to_text
from ginqt.research.league.roundrobin import run_round_robin


def test_two_players_75_of_100_is_the_logit_of_three() -> None:
    ratings = fit_ratings(["a", "b"], [[0, 75], [25, 0]], [[0, 0], [0, 0]])
    best, worst = ratings.rows
    assert (best.strategy, worst.strategy) == ("a", "b") and not ratings.adjusted
    assert best.rating == pytest.approx(ELO_PER_UNIT * math.log(3) / 2) == -worst.rating
    # The Wald interval of the difference: 1.96 standard errors, se = sqrt(1/75 + 1/25).
    half = 1.96 * math.sqrt(1 / 75 + 1 / 25) * ELO_PER_UNIT / 2
    assert best.high - best.rating == pytest.approx(half, rel=1e-3)
    assert (best.games, best.wins, best.score) == (100, 75, 0.75)


def test_ratings_follow_the_results_and_a_shutout_is_corrected() -> None:
    names = ["a", "b", "c"]
    none = [[0] * 3 for _ in range(3)]
    ratings = fit_ratings(names, [[0, 60, 80], [40, 0, 55], [20, 45, 0]], none)
    assert ratings.order() == ["a", "b", "c"]
    assert sum(r.rating for r in ratings.rows) == pytest.approx(0, abs=1e-9)
    assert all(r.low < r.rating < r.high for r in ratings.rows)
    shutout = fit_ratings(names, [[0, 100, 100], [0, 0, 55], [0, 45, 0]], none)
    assert shutout.adjusted and shutout.order() == ["a", "b", "c"]
    assert all(math.isfinite(r.high) for r in shutout.rows)


def test_both_seats_play_the_same_deals() -> None:
    """The same deterministic strategy under two names: every deal is played once from each seat, so
    each wins exactly the games the other wins, and neither is rated above the other."""
    import plugins_for_tests  # type: ignore[import-not-found]

    plugins = load_plugins(autoload=False, extra=[("copies", plugins_for_tests)])
    result = run_round_robin(["easy", "easy-copy", "standard"], GameJob(seed=4), 8, plugins=plugins)
    assert result.games == result.games_asked == 24 and not result.interrupted
    copies = result.pairs[0]
    assert (copies.a, copies.b) == ("easy", "easy-copy")
    assert copies.a_wins == copies.b_wins and copies.a_wins + copies.b_wins + copies.drawn == 8
    wins, _draws = result.matrix()
    assert wins[0][2] == wins[1][2] and wins[2][0] == wins[2][1]  # the same deals for every pair
    standings = result.standings()
    ratings = standings.ratings
    assert ratings is not None and standings.wins == wins
    by_name = {r.strategy: r for r in ratings.rows}
    assert by_name["easy"].rating == pytest.approx(by_name["easy-copy"].rating)
    data = to_dict(result, standings, timings=False)
    assert data["wins"]["standard"]["easy"] == wins[2][0] and "seconds" not in data
    assert json.loads(json.dumps(data)) == data
    rows = list(csv.DictReader(io.StringIO(to_csv(result, standings))))
    assert [row["strategy"] for row in rows] == ratings.order()
    assert rows[0]["wins_vs_" + rows[1]["strategy"]] != "" and rows[0]["wins_vs_" + rows[0]["strategy"]] == ""
    text = to_text(result, standings)
    assert "95% CI" in text and "Games won by the row against the column (of 8 a pair)" in text


def test_the_same_seed_gives_the_same_round_robin_and_jobs_do_not_change_it() -> None:
    one = run_round_robin(["easy", "standard"], GameJob(seed=2), 4)
    again = run_round_robin(["easy", "standard"], GameJob(seed=2), 4)
    assert to_dict(one, one.standings(), timings=False) == to_dict(again, again.standings(), timings=False)


@pytest.mark.slow
def test_local_workers_give_the_same_round_robin() -> None:
    one = run_round_robin(["easy", "standard", "expert"], GameJob(seed=6), 2)
    two = run_round_robin(["easy", "standard", "expert"], GameJob(seed=6), 2, jobs=2)
    assert to_dict(one, one.standings(), timings=False) == to_dict(two, two.standings(), timings=False)


def test_ctrl_c_keeps_the_games_played_and_rates_them() -> None:
    seen: list[int] = []

    def interrupt(done: int, total: int) -> None:
        seen.append(done)
        assert total == 3 * 10
        if done == 13:
            raise KeyboardInterrupt

    result = run_round_robin(["easy", "standard", "expert"], GameJob(seed=1), 10, progress=interrupt)
    assert result.interrupted and result.games == 13 and seen == list(range(1, 14))
    assert [p.games for p in result.pairs] == [10, 3]
    ratings = result.ratings()
    assert ratings is not None and sorted(ratings.order()) == ["easy", "expert", "standard"]
    assert "13 games of 30 (interrupted)" in to_text(result, result.standings())


def test_cli_round_robin_json_and_csv(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "easy", "standard", "--round-robin", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and {r["strategy"] for r in data["ratings"]} == {"easy", "standard"}
    assert all(r["ci95"][0] <= r["rating"] <= r["ci95"][1] for r in data["ratings"])
    assert main(["tournament", "easy", "standard", "--round-robin", "--games", "2", "--csv"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("rank,strategy,rating,ci95_low,ci95_high") and captured.err == ""


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["easy", "easy", "--round-robin"], "each strategy plays once in a round robin: 'easy' is named twice"),
        (["easy", "--round-robin"], "a round robin needs two or more strategies"),
        (["easy", "standard", "expert"], "3 strategies need --round-robin"),
        (["easy", "nobody", "standard", "--round-robin"], "unknown strategy 'nobody'"),
        (["easy", "standard", "--csv"], "--csv is for --round-robin"),
        (["easy", "standard", "--backend", "ray", "--address", "nowhere"], "--address must be HOST:PORT"),
        (["easy", "standard", "--backend", "ray", "--address", "127.0.0.1:1"],
         "cannot reach the Ray cluster at 127.0.0.1:1"),
    ],
)
def test_cli_bad_round_robin_input(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and message in captured.err and len(captured.err.strip().splitlines()) == 1


def test_the_progress_bar_shows_on_an_unsized_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pseudo-terminal of 0 x 0 (as under `script` or some CI runners) still shows the bar."""
    import os

    from ginqt.research.league.cli import progress_bar

    parent, child = os.openpty()
    with os.fdopen(child, "w") as terminal:
        monkeypatch.setattr("sys.stderr", terminal)
        tell, close = progress_bar(10)
        tell(4, 10)
        tell(10, 10)
        close()
    shown = _read_all(parent)
    os.close(parent)
    assert "10/10" in shown and "game" in shown


def _read_all(parent: int) -> str:
    """All that was written to a pseudo-terminal whose other end is closed (Linux hands it over in pieces,
    later on a loaded machine: read until the end, EIO)."""
    import os

    chunks = []
    while True:
        try:
            chunk = os.read(parent, 65536)
        except OSError:  # EIO: everything written has been read
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks).decode()


def test_a_round_robin_without_the_ratings_extra_rates_every_strategy() -> None:
    """After a plain ``pip install .`` (no numpy, scipy, statsmodels or tqdm) the round robin plays and rates:
    the Bradley–Terry fit is plain Python (it used to end in a traceback, "No module named 'numpy'")."""
    import subprocess
    import sys

    code = ("import sys\n"
            "for name in ('numpy', 'scipy', 'statsmodels', 'tqdm'):\n"
            "    sys.modules[name] = None  # as if not installed: importing it fails\n"
            "from ginqt.cli import main\n"
            "sys.exit(main(['tournament', 'easy', 'standard', 'expert', '--round-robin', '--games', '2', '--json',"
            " '--variant', 'straight']))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    data = json.loads(done.stdout)
    assert sorted(row["strategy"] for row in data["ratings"]) == ["easy", "expert", "standard"]
    assert all(math.isfinite(row["rating"]) and row["ci95"][0] <= row["rating"] <= row["ci95"][1]
               for row in data["ratings"])


def test_the_plain_fit_agrees_with_statsmodels() -> None:
    """The same ratings and intervals as statsmodels' binomial GLM (when it is installed), to 0.1 Elo."""
    np = pytest.importorskip("numpy")
    sm = pytest.importorskip("statsmodels.api")
    names = ["a", "b", "c", "d"]
    wins = [[0, 31, 22, 40], [19, 0, 26, 33], [27, 24, 0, 30], [10, 17, 18, 0]]
    draws = [[0, 0, 2, 0], [0, 0, 0, 1], [2, 0, 0, 0], [0, 1, 0, 0]]
    ratings = {row.strategy: row for row in fit_ratings(names, wins, draws).rows}
    rows, endog = [], []
    for i in range(4):
        for j in range(i + 1, 4):
            x = np.zeros(4)
            x[i], x[j] = 1.0, -1.0
            rows.append(x[1:])
            endog.append((wins[i][j] + draws[i][j] / 2, wins[j][i] + draws[i][j] / 2))
    fit = sm.GLM(np.array(endog), np.array(rows), family=sm.families.Binomial()).fit(tol=1e-12)
    each = np.vstack([np.zeros((1, 3)), np.eye(3)])
    test = fit.t_test(each - each.mean(axis=0))
    for i, name in enumerate(names):
        low, high = np.atleast_2d(test.conf_int(alpha=0.05))[i] * ELO_PER_UNIT
        assert ratings[name].rating == pytest.approx(np.atleast_1d(test.effect)[i] * ELO_PER_UNIT, abs=0.1)
        assert (ratings[name].low, ratings[name].high) == (pytest.approx(low, abs=0.1), pytest.approx(high, abs=0.1))


def test_the_progress_bar_without_tqdm(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without tqdm (it used to raise ImportError on a terminal) the tournament's own bar counts the games."""
    import os
    import sys

    from ginqt.research.league.cli import progress_bar

    monkeypatch.setitem(sys.modules, "tqdm", None)
    parent, child = os.openpty()
    with os.fdopen(child, "w") as terminal:
        monkeypatch.setattr("sys.stderr", terminal)
        tell, close = progress_bar(10)
        tell.start -= 5  # type: ignore[attr-defined]  # a run past its first two seconds shows its bar
        tell(4, 10)
        tell(10, 10)
        close()
    shown = _read_all(parent)
    os.close(parent)
    assert "10/10 games" in shown
