"""The Ray backend on a local two-CPU Ray instance: the same results as local play, plugins found on the
workers, a missing plugin a clear error."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from ginqt.cli import main
from ginqt.research.backends.ray import RayBackend
from ginqt.research.job import BackendError, GameJob, PluginOptions
from ginqt.research.league.report import to_dict
from ginqt.research.league.roundrobin import run_round_robin
from ginqt.research.tournament import run_tournament

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def ray_backend() -> Iterator[RayBackend]:
    backend = RayBackend(cpus=2, chunk=3)
    backend.connect()
    yield backend
    backend.close()


def test_ray_gives_the_local_result(ray_backend: RayBackend) -> None:
    local = run_tournament(GameJob("easy", "standard", seed=8), 10)
    on_ray = run_tournament(GameJob("easy", "standard", seed=8), 10, backend=ray_backend)
    assert on_ray.to_dict(timings=False) == local.to_dict(timings=False)


def test_ray_plays_the_deals_of_the_runs_key(ray_backend: RayBackend) -> None:
    """A run on Ray draws its deal key; played again locally with that key (--deals), the same result."""
    on_ray = run_tournament(GameJob("easy", "standard"), 6, backend=ray_backend)
    assert on_ray.deals is not None
    local = run_tournament(GameJob("easy", "standard", deals=on_ray.deals), 6)
    assert local.to_dict(timings=False) == on_ray.to_dict(timings=False)


def test_a_round_robin_with_a_plugin_module_on_ray(ray_backend: RayBackend) -> None:
    """``plugins_for_tests`` (``-p``) is loaded on each worker, and plays in its own process there."""
    names = ["easy", "easy-copy", "standard"]
    local = run_round_robin(names, GameJob(seed=3, plugins=PluginOptions(modules=("plugins_for_tests",))), 4)
    on_ray = run_round_robin(names, GameJob(seed=3, plugins=PluginOptions(modules=("plugins_for_tests",))),
                             4, backend=ray_backend)
    assert to_dict(on_ray, on_ray.standings(), timings=False) == to_dict(local, local.standings(), timings=False)
    assert on_ray.pairs[0].a_wins == on_ray.pairs[0].b_wins


def test_a_strategy_missing_on_a_worker_is_a_clear_error(ray_backend: RayBackend) -> None:
    job = GameJob("easy", "not-installed-here", "standard", 0, 5.0, 1024, PluginOptions(autoload=False))
    with pytest.raises(BackendError, match=r"on the Ray worker at .*: unknown strategy 'not-installed-here'"):
        ray_backend.play(job, range(4), lambda tally: None)


def test_the_command_line_on_ray(ray_backend: RayBackend, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "easy", "standard", "--games", "4", "--seed", "8", "--backend", "ray", "--json"]) == 0
    on_ray = json.loads(capsys.readouterr().out)
    assert main(["tournament", "easy", "standard", "--games", "4", "--seed", "8", "--json"]) == 0
    local = json.loads(capsys.readouterr().out)
    for data in (on_ray, local):
        for key in ("seconds", "hands_per_second", "jobs"):
            del data[key]
        for player in data["players"]:
            for key in ("median_decision_ms", "mean_decision_ms", "p99_decision_ms"):
                del player[key]
    assert on_ray == local


def test_a_ray_worker_that_dies_costs_its_game_and_the_run_goes_on(ray_backend: RayBackend) -> None:
    """A trusted plugin's os._exit ends the Ray worker: its chunk is played again a game a task, and each
    game that kills its worker alone is lost by the plugin, as with local workers."""
    result = run_tournament(GameJob("exiter", "easy", seed=2, variant="short",
                                    plugins=PluginOptions(modules=("faulty_plugins",), trusted=("faulty_plugins",))),
                            3, backend=ray_backend)
    a, b = result.players
    assert result.games == 3 and result.worker_deaths == 3 and b.games_won == 3
    assert a.faults == 3 and all("the Ray worker died" in example for example in a.fault_examples)
