"""Plugin discovery: built-ins through entry points, validation, broken plugins, blocking, the CLI."""

from __future__ import annotations

import inspect
import json
import sys
import textwrap
import types
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ginqt.engine import Action, PlayerView
from ginqt.plugins import (
    PluginValidationError,
    RunNames,
    UnknownNameError,
    hookimpl,
    hookspecs,
    load_plugins,
)
from ginqt.plugins.cli import cli_main as plugins_cli
from ginqt.plugins.registry import StrategyRegistry, VariantRegistry
from ginqt.plugins.sources import PluginOptions
from ginqt.research.job import GameJob
from ginqt.rules import PRESETS, Rules


class _Plays:
    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def new_hand(self, view: PlayerView) -> None:
        pass

    def observe(self, event: object) -> None:
        pass

    def choose(self, view: PlayerView) -> Action:
        return view.legal_actions[0]


def _module(name: str, **hooks: object) -> types.ModuleType:
    module = types.ModuleType(name)
    for key, value in hooks.items():
        setattr(module, key, value)
    return module


def test_builtins_load_through_entry_points() -> None:
    plugins = load_plugins(autoload=False)
    assert {"easy", "standard"} <= set(plugins.strategies)
    assert {"standard", "oklahoma", "straight", "space-cowboy", "classic", "hollywood"} <= set(plugins.variants)
    builtin = next(p for p in plugins.plugins if p.name == "builtin")
    assert builtin.builtin and builtin.status == "loaded" and builtin.distribution == "ginqt"
    assert "strategy standard" in builtin.registers and "variant hollywood" in builtin.registers
    assert plugins.variants["oklahoma"].rules == PRESETS["oklahoma"]
    assert plugins.variants["hollywood"].engine_rules.score_limit == 999
    assert not plugins.errors


def test_every_hook_is_prefixed_typed_and_documented() -> None:
    hooks = [(name, f) for name, f in vars(hookspecs).items() if name.startswith("ginqt_")]
    assert {name for name, _ in hooks} == {"ginqt_register_strategies", "ginqt_register_variants"}
    for name, function in hooks:
        doc = inspect.getdoc(function) or ""
        assert "versionadded" in doc and "Called" in doc, name
        assert list(inspect.signature(function).parameters) == ["registry"]
        assert function.__annotations__["registry"], name


def test_in_process_plugin_registers_and_is_listed() -> None:
    @hookimpl
    def ginqt_register_strategies(registry: StrategyRegistry) -> None:
        registry.register("first-legal", _Plays, "always the first legal move")

    @hookimpl
    def ginqt_register_variants(registry: VariantRegistry) -> None:
        registry.register("short", Rules(score_limit=30), "to 30")

    plugins = load_plugins(autoload=False, extra=[("mine", _module("mine", ginqt_register_strategies=
                                                                   ginqt_register_strategies,
                                                                   ginqt_register_variants=ginqt_register_variants))])
    mine = next(p for p in plugins.plugins if p.name == "mine")
    assert mine.status == "loaded"
    assert mine.registers == ["strategy first-legal", "variant short"]
    assert plugins.strategies["first-legal"].plugin == "mine"
    assert isinstance(plugins.make_strategy("first-legal", 3), _Plays)
    assert plugins.variants["short"].rules.score_limit == 30


class _NoChoose:
    def new_hand(self, view: PlayerView) -> None:
        pass

    def observe(self, event: object) -> None:
        pass


def _raising_hook(registry: StrategyRegistry) -> None:
    raise RuntimeError("boom in the hook")


def _duplicate(registry: StrategyRegistry) -> None:
    registry.register("standard", _Plays)


def _missing_method(registry: StrategyRegistry) -> None:
    registry.register("lazy", _NoChoose)  # type: ignore[arg-type]


def _bad_rules(registry: VariantRegistry) -> None:
    registry.register("odd", {"knock_limit": 5})  # type: ignore[arg-type]


def _bad_name(registry: StrategyRegistry) -> None:
    registry.register("Not A Name!", _Plays)


@pytest.mark.parametrize(
    ("hook", "function", "message"),
    [
        ("ginqt_register_strategies", _raising_hook, "RuntimeError: boom in the hook"),
        ("ginqt_register_strategies", _duplicate, "'standard' is already registered by plugin 'builtin'"),
        ("ginqt_register_strategies", _missing_method, "_NoChoose has no method choose"),
        ("ginqt_register_variants", _bad_rules, "rules must be ginqt.rules.Rules"),
        ("ginqt_register_strategies", _bad_name, "must be 1-40 lowercase"),
    ],
)
def test_a_broken_plugin_is_recorded_and_the_rest_load(hook: str, function: Callable[..., None], message: str) -> None:
    @hookimpl
    def good(registry: StrategyRegistry) -> None:
        registry.register("good", _Plays)

    broken = _module("broken", **{hook: hookimpl(function)})
    fine = _module("fine", ginqt_register_strategies=good)
    plugins = load_plugins(autoload=False, extra=[("broken", broken), ("fine", fine)])
    info = next(p for p in plugins.plugins if p.name == "broken")
    assert info.status == "error" and info.registers == []
    assert message in (info.error or "")
    assert "broken" in (info.error or "") or hook in (info.error or "")
    assert [e.plugin for e in plugins.errors] == ["broken"]
    assert {"easy", "standard", "good"} <= set(plugins.strategies)
    assert plugins.strategies["standard"].plugin == "builtin"


def test_a_plugin_failing_in_its_second_hook_loses_what_it_registered_first() -> None:
    @hookimpl
    def strategies(registry: StrategyRegistry) -> None:
        registry.register("half", _Plays)

    module = _module("half", ginqt_register_strategies=strategies, ginqt_register_variants=hookimpl(_raising_hook))
    plugins = load_plugins(autoload=False, extra=[("half", module)])
    assert "half" not in plugins.strategies
    assert plugins.errors[0].plugin == "half"


def test_unknown_and_invalid_hooks_are_errors() -> None:
    @hookimpl
    def ginqt_register_strategys(registry: StrategyRegistry) -> None:  # misspelt
        pass

    @hookimpl
    def wrong_args(registry: StrategyRegistry, extra: int) -> None:
        pass

    plugins = load_plugins(autoload=False, extra=[
        ("typo", _module("typo", ginqt_register_strategys=ginqt_register_strategys)),
        ("args", _module("args", ginqt_register_strategies=wrong_args)),
    ])
    errors = {e.plugin: e.message for e in plugins.errors}
    assert "unknown hook ginqt_register_strategys" in errors["typo"]
    assert "invalid hook" in errors["args"] and "extra" in errors["args"]
    assert "standard" in plugins.strategies


def test_make_strategy_errors_name_the_plugin() -> None:
    def factory(seed: int | None) -> object:
        raise ValueError("no table")

    @hookimpl
    def ginqt_register_strategies(registry: StrategyRegistry) -> None:
        registry.register("fails", factory)
        registry.register("hollow", lambda seed: object())

    plugins = load_plugins(autoload=False, extra=[("maker", _module("maker", ginqt_register_strategies=
                                                                    ginqt_register_strategies))])
    with pytest.raises(PluginValidationError, match=r"plugin 'maker'.*no table"):
        plugins.make_strategy("fails")
    with pytest.raises(PluginValidationError, match=r"plugin 'maker'.*no method new_hand, observe, choose"):
        plugins.make_strategy("hollow")
    with pytest.raises(UnknownNameError, match=r"unknown strategy 'nope' .*easy"):
        plugins.make_strategy("nope")
    guard = plugins.make_guarded("fails")  # a guard still plays, with the fallback
    assert guard.faults and "no table" in guard.faults[0].message


def test_check_run_tells_the_built_in_strategies_from_the_ones_that_play_apart() -> None:
    @hookimpl
    def ginqt_register_strategies(registry: StrategyRegistry) -> None:
        registry.register("first-legal", _Plays, "always the first legal move")

    mine = _module("mine", ginqt_register_strategies=ginqt_register_strategies)
    plugins = load_plugins(autoload=False, extra=[("mine", mine)], modules=["plugins_for_tests"])
    names = plugins.check_run(["easy-copy", "easy", "first-legal", "easy-copy", "expert"], "oklahoma")
    assert names == RunNames(builtin=("easy", "expert"), untrusted=("easy-copy",))  # in-process: neither
    trusted = load_plugins(autoload=False, modules=["plugins_for_tests"], trusted=["plugins_for_tests"],
                           known=plugins.discovered)
    assert trusted.check_run(["easy-copy", "standard"], "standard") == RunNames(builtin=("standard",))
    with pytest.raises(UnknownNameError, match=r"^unknown strategy 'nope' \(known: easy, easy-copy, expert, "):
        plugins.check_run(["easy", "nope", "worse"], "no-such-variant")  # the first unknown strategy first
    with pytest.raises(UnknownNameError, match=r"^unknown variant 'no-such-variant' \(known: classic, eaai, "):
        plugins.check_run(["easy", "first-legal"], "no-such-variant")


# -- entry points: a temporary distribution on sys.path ------------------------------------


def _install_fake_distribution(root: Path, module_source: str, *, name: str = "ginqt-fake",
                               module: str = "ginqt_fake", entry: str = "fake") -> None:
    (root / f"{module}.py").write_text(textwrap.dedent(module_source))
    info = root / f"{name.replace('-', '_')}-2.5.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 2.5\n")
    (info / "entry_points.txt").write_text(f"[ginqt]\n{entry} = {module}\n")


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Path]:
    sys.path.insert(0, str(tmp_path))
    try:
        yield tmp_path
    finally:
        sys.path.remove(str(tmp_path))
        for name in [m for m in sys.modules if m.startswith("ginqt_fake") or m == "ginqt_example"]:
            del sys.modules[name]


FAKE_PLUGIN = """
from ginqt.plugins import hookimpl
from ginqt.strategy import BaseStrategy

class Fake(BaseStrategy):
    pass

@hookimpl
def ginqt_register_strategies(registry):
    registry.register("fake", Fake, "a plugin found through its entry point")
"""


def test_discovery_through_entry_points(site: Path) -> None:
    _install_fake_distribution(site, FAKE_PLUGIN)
    plugins = load_plugins(autoload=True)
    fake = next(p for p in plugins.plugins if p.name == "fake")
    assert (fake.distribution, fake.version, fake.status, fake.builtin) == ("ginqt-fake", "2.5", "loaded", False)
    assert fake.registers == ["strategy fake"]
    assert plugins.strategies["fake"].plugin == "fake"


def test_the_example_plugin_is_discovered(site: Path) -> None:
    example = Path(__file__).resolve().parents[1] / "examples" / "ginqt-example-plugin"
    sys.path.insert(0, str(example))
    try:
        info = site / "ginqt_example_plugin-1.0.0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ginqt-example-plugin\nVersion: 1.0.0\n")
        (info / "entry_points.txt").write_text("[ginqt]\nexample = ginqt_example\n")
        plugins = load_plugins(autoload=True)
        assert plugins.strategies["cautious"].plugin == "example"
        assert plugins.variants["quick"].rules.score_limit == 50
        from ginqt.research.tournament import run_tournament

        result = run_tournament(GameJob("cautious", "standard", variant="quick"), 2, plugins=plugins)
        assert result.games == 2 and all(p.faults == 0 for p in result.players)
    finally:
        sys.path.remove(str(example))


@pytest.mark.slow
def test_the_example_plugin_installed_with_pip_is_listed_and_plays(tmp_path: Path) -> None:
    """The real thing: ``pip install`` the example package (into a folder on PYTHONPATH, so the
    test environment is untouched); ``ginqt plugins`` lists it and ``ginqt tournament`` plays it."""
    import os
    import subprocess

    example = Path(__file__).resolve().parents[1] / "examples" / "ginqt-example-plugin"
    target = tmp_path / "site"
    pip = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target),
                          str(example)], capture_output=True, text=True, timeout=240, check=False)
    assert pip.returncode == 0, pip.stderr
    assert (target / "ginqt_example_plugin-1.0.0.dist-info" / "entry_points.txt").exists()
    env = {key: value for key, value in os.environ.items() if key != "GINQT_DISABLE_PLUGIN_AUTOLOAD"}
    env["PYTHONPATH"] = str(target)
    listed = subprocess.run([sys.executable, "-m", "ginqt", "plugins", "--json"], capture_output=True, text=True,
                            env=env, cwd=tmp_path, timeout=120, check=True)
    plugins = {p["name"]: p for p in json.loads(listed.stdout)["plugins"]}
    assert plugins["example"]["distribution"] == "ginqt-example-plugin"
    assert plugins["example"]["status"] == "loaded" and not plugins["example"]["builtin"]
    played = subprocess.run([sys.executable, "-m", "ginqt", "tournament", "cautious", "standard", "--games", "4",
                             "--variant", "quick", "--seed", "2", "--json"], capture_output=True, text=True, env=env,
                            cwd=tmp_path, timeout=120, check=True)
    report = json.loads(played.stdout)
    assert report["games"] == 4
    assert [p["strategy"] for p in report["players"]] == ["cautious", "standard"]
    assert sum(p["games_won"] for p in report["players"]) == 4
    assert all(p["faults"] == 0 for p in report["players"])


def test_import_error_is_recorded_with_distribution_and_version(site: Path) -> None:
    _install_fake_distribution(site, "import does_not_exist_anywhere\n")
    plugins = load_plugins(autoload=True)
    error = next(e for e in plugins.errors if e.plugin == "fake")
    assert (error.distribution, error.version) == ("ginqt-fake", "2.5")
    assert "ModuleNotFoundError" in error.message and "does_not_exist_anywhere" in error.message
    assert "ginqt-fake 2.5" in str(error)
    assert "standard" in plugins.strategies


def test_autoload_off_skips_third_party_but_not_builtins(site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _install_fake_distribution(site, FAKE_PLUGIN)
    monkeypatch.setenv("GINQT_DISABLE_PLUGIN_AUTOLOAD", "1")
    plugins = load_plugins()
    assert "fake" not in plugins.strategies and "standard" in plugins.strategies
    assert next(p for p in plugins.plugins if p.name == "fake").status == "disabled"
    monkeypatch.setenv("GINQT_DISABLE_PLUGIN_AUTOLOAD", "0")
    assert "fake" in load_plugins().strategies


def test_blocking_one_plugin(site: Path) -> None:
    _install_fake_distribution(site, FAKE_PLUGIN)
    plugins = load_plugins(autoload=True, blocked=PluginOptions.of(False, ["no:fake", "something-else"], []).blocked)
    assert next(p for p in plugins.plugins if p.name == "fake").status == "blocked"
    assert "fake" not in plugins.strategies and "standard" in plugins.strategies


def test_plugins_cli_json_lists_everything(site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _install_fake_distribution(site, "raise SystemExit('plugin gave up')\n")
    assert plugins_cli("plugins", ["--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    names = {p["name"]: p for p in data["plugins"]}
    assert names["builtin"]["status"] == "loaded" and "strategy easy" in names["builtin"]["registers"]
    assert names["fake"]["status"] == "error" and "plugin gave up" in names["fake"]["error"]
    assert data["variants"]["hollywood"]["scoring"] == "HollywoodScoring"
    assert plugins_cli("plugins", ["-p", "no:fake"]) == 0
    text = capsys.readouterr().out
    assert "fake" in text and "[blocked]" in text and "strategy standard" in text


def test_builtins_load_from_a_source_tree_without_entry_points(monkeypatch: pytest.MonkeyPatch) -> None:
    import ginqt.plugins as module

    monkeypatch.setattr(module, "_entry_points", lambda: [])
    plugins = load_plugins(autoload=True)
    assert [p.name for p in plugins.plugins] == ["builtin"]
    assert {"easy", "standard"} <= set(plugins.strategies) and "hollywood" in plugins.variants
