"""Deal keys no bot can work out: a tournament draws a fresh 256-bit key, reports it, and ``--deals KEY``
plays the same deals again; ``--seed N`` says plainly that a bot could guess it."""

from __future__ import annotations

import json
import re
from typing import Any, ClassVar

import pytest
from ginqt_builtin.strategies import EasyStrategy

from ginqt.cli import main
from ginqt.engine import DealSecret
from ginqt.plugins import hookimpl, load_plugins
from ginqt.plugins.registry import StrategyRegistry
from ginqt.tournament import game_seed, run_tournament

#: The attack of issue 38: small run seeds and the first game numbers, as a plugin would try them.
SEEDS, GAMES = 1000, 5


class Spy(EasyStrategy):
    """Plays as ``easy`` and notes what it sees of each hand's deal: its ten cards and the upcard."""

    seen: ClassVar[list[tuple[frozenset[int], int]]] = []

    def new_hand(self, view: Any) -> None:
        super().new_hand(view)
        Spy.seen.append((frozenset(int(card) for card in view.hand), int(view.discard_pile[-1])))


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("spy", Spy)


class _Plugin:
    ginqt_register_strategies = staticmethod(ginqt_register_strategies)


def brute_force(hand: frozenset[int], upcard: int) -> list[tuple[int, int]]:
    """Every ``(run seed, game)`` of the first few thousand that deals ``hand`` to a seat with ``upcard``:
    what a plugin that knows the deal scheme and its own cards can try."""
    found = []
    for seed in range(SEEDS):
        for index in range(GAMES):
            deck = [int(card) for card in DealSecret.derived(game_seed(seed, index), 1).deck()]
            if deck[20] == upcard and hand in (frozenset(deck[0:20:2]), frozenset(deck[1:20:2])):
                found.append((seed, index))
    return found


def _spied(**options: Any) -> list[tuple[frozenset[int], int]]:
    Spy.seen = []
    plugins = load_plugins(autoload=False, extra=[("spying", _Plugin())])
    run_tournament("spy", "easy", games=2, plugins=plugins, **options)
    return Spy.seen


def test_a_brute_force_over_small_seeds_finds_a_seeded_deal_but_not_a_default_one() -> None:
    # --seed 0 (the old default): the first hand the spy sees is found, so the deck is known.
    hand, upcard = _spied(seed=0)[0]
    assert (0, 0) in brute_force(hand, upcard)
    # The default run: a fresh key; no hand of it is among the thousands of candidates.
    seen = _spied()
    assert len(seen) >= 2
    for hand, upcard in seen[:3]:
        assert brute_force(hand, upcard) == []


def test_each_run_draws_its_own_key_and_deals_key_plays_the_same_deals_again() -> None:
    plugins = load_plugins(autoload=False)
    first = run_tournament("standard", "easy", games=3, plugins=plugins)
    other = run_tournament("standard", "easy", games=3, plugins=plugins)
    assert first.deals is not None and re.fullmatch("[0-9a-f]{64}", first.deals) and first.seed is None
    assert other.deals != first.deals
    again = run_tournament("standard", "easy", games=3, plugins=plugins, deals=first.deals.upper())
    assert again.to_dict(timings=False) == first.to_dict(timings=False)
    assert f"deals {first.deals}" in first.text()


@pytest.mark.slow
def test_workers_and_a_plugin_process_get_the_key() -> None:
    """--jobs 2 and a third-party plugin in its own process play the key's deals: the same result."""
    one = run_tournament("easy-copy", "standard", games=4, plugin_modules=["plugins_for_tests"])
    two = run_tournament("easy-copy", "standard", games=4, plugin_modules=["plugins_for_tests"],
                         jobs=2, deals=one.deals)
    assert two.to_dict(timings=False) == one.to_dict(timings=False)


def _cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = main(["tournament", *argv])
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _same_games(data: dict[str, Any]) -> dict[str, Any]:
    data = {key: value for key, value in data.items() if key not in ("seconds", "hands_per_second")}
    data["players"] = [{key: value for key, value in p.items() if not key.endswith("_decision_ms")}
                       for p in data["players"]]
    return data


def test_the_cli_reports_the_key_and_plays_its_deals_again(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(["easy", "standard", "--games", "3", "--json"], capsys)
    assert code == 0 and err == ""
    first = json.loads(out)
    key = first["deals"]
    assert re.fullmatch("[0-9a-f]{64}", key) and first["seed"] is None
    code, out, _ = _cli(["easy", "standard", "--games", "3", "--json", "--deals", key], capsys)
    assert code == 0 and _same_games(json.loads(out)) == _same_games(first)
    code, out, _ = _cli(["easy", "standard", "--games", "3", "--deals", key], capsys)
    assert code == 0 and f"deals {key}" in out.splitlines()[0]


def test_the_round_robin_reports_its_key(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("numpy")
    code, out, _ = _cli(["easy", "standard", "--round-robin", "--games", "2", "--json"],
                        capsys)
    assert code == 0
    first = json.loads(out)
    assert re.fullmatch("[0-9a-f]{64}", first["deals"])
    code, out, _ = _cli(["easy", "standard", "--round-robin", "--games", "2", "--json",
                         "--deals", first["deals"]], capsys)
    again = json.loads(out)
    assert [pair["a_wins"] for pair in again["pairs"]] == [pair["a_wins"] for pair in first["pairs"]]
    assert again["wins"] == first["wins"] and again["deals"] == first["deals"]


@pytest.mark.parametrize(("argv", "message"), [
    (["--deals", "abc"], "--deals: a deal key is 64 hexadecimal digits"),
    (["--deals", "0" * 64, "--seed", "3"], "--seed and --deals cannot be used together"),
])
def test_bad_deal_keys_are_refused_in_one_line(argv: list[str], message: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(["easy", "easy", "--games", "1", *argv], capsys)
    assert code == 2 and out == "" and message in err and len(err.strip().splitlines()) == 1


def test_a_seed_with_an_untrusted_plugin_seated_says_a_bot_could_guess_it(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["easy-copy", "easy", "--games", "1", "-p", "plugins_for_tests", "--seed", "4"]
    code, _, err = _cli(argv, capsys)
    warnings = [line for line in err.splitlines() if "could guess" in line]
    assert code == 0 and len(warnings) == 1 and "'easy-copy'" in warnings[0]
    # Trusted, built in, or no --seed: nothing to say.
    for quiet in ([*argv, "--trust", "plugins_for_tests"], ["easy", "standard", "--games", "1", "--seed", "4"],
                  argv[:-2]):
        code, _, err = _cli(quiet, capsys)
        assert code == 0 and "could guess" not in err, quiet
