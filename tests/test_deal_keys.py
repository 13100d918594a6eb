"""Deal keys no bot can work out: a tournament draws a fresh 256-bit key, reports it, and ``--deals KEY``
plays the same deals again; ``--seed N`` says plainly that a bot could guess it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, ClassVar

import pytest
from ginqt_builtin.strategies import EasyStrategy

from ginqt.cli import main
from ginqt.engine import DealSecret
from ginqt.plugins import hookimpl, load_plugins
from ginqt.plugins.registry import StrategyRegistry
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import game_seed, run_tournament

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


def _spied(seed: int | None = None) -> list[tuple[frozenset[int], int]]:
    Spy.seen = []
    plugins = load_plugins(autoload=False, extra=[("spying", _Plugin())])
    run_tournament(GameJob("spy", "easy", seed=seed), 2, plugins=plugins)
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
    first = run_tournament(GameJob("standard", "easy"), 3, plugins=plugins)
    other = run_tournament(GameJob("standard", "easy"), 3, plugins=plugins)
    assert first.deals is not None and re.fullmatch("[0-9a-f]{64}", first.deals) and first.seed is None
    assert other.deals != first.deals
    again = run_tournament(GameJob("standard", "easy", deals=first.deals.upper()), 3, plugins=plugins)
    assert again.to_dict(timings=False) == first.to_dict(timings=False)
    assert f"deals {first.deals}" in first.text()


@pytest.mark.slow
def test_workers_and_a_plugin_process_get_the_key() -> None:
    """--jobs 2 and a third-party plugin in its own process play the key's deals: the same result."""
    one = run_tournament(GameJob("easy-copy", "standard", plugins=PluginOptions(modules=("plugins_for_tests",))), 4)
    two = run_tournament(GameJob("easy-copy", "standard", deals=one.deals,
                                 plugins=PluginOptions(modules=("plugins_for_tests",))), 4, jobs=2)
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


# -- the saved game never gives the hand in play away -------------------------------------------------


def _fresh_game(moves: int, hands: int = 2) -> tuple[Any, Any]:
    """A game with fresh secrets for every hand (no --seed): ``hands`` hands dealt, ``moves`` moves into the last."""
    import random

    from ginqt.play.runner import GameRunner
    from ginqt.play.spec import GameSpec, Variant
    from ginqt.rules import Rules

    rng = random.Random(5)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=500)), ("Kim", "easy")))
    while True:
        if runner.hand_over:
            runner.next_hand()
            continue
        match = runner.match
        if match.hand_number == hands and match.hand.turns >= moves:
            return runner.log, match
        actions = match.legal_actions()
        ending = [a for a in actions if a.kind.name in ("KNOCK", "BIG_GIN")]
        if match.hand_number < hands and ending:
            runner.apply(ending[0])
        else:  # the last hand goes on: a random knock there would end it before ``moves`` (fresh deals every run)
            runner.apply(rng.choice([a for a in actions if a not in ending] or actions))


def _deck_readable(path: Path, secret: DealSecret) -> bool:
    text = path.read_text()
    return secret.seed in text or secret.salt in text


def test_the_saved_game_seals_the_hand_in_play_under_the_data_folders_key(tmp_path: Path) -> None:
    """The hand in play is never in saved_game.json in the clear, not even after GinQt ends; its key is kept in
    a file of its own in the data folder (no plugin's sandbox reads it), so the next start resumes it exactly."""
    import stat

    from ginqt.storage import Storage

    record, match = _fresh_game(moves=6)
    in_play = record.deals[-1]
    assert len(record.deals) == 2
    storage = Storage.open(tmp_path)
    storage.lock()
    assert storage.saved_game.save(record)
    saved, key = tmp_path / "saved_game.json", tmp_path / "saved_game_key.json"
    assert not _deck_readable(saved, in_play)  # what a program reading the saved game finds: no seed, no salt
    assert not _deck_readable(key, in_play)
    assert all(_deck_readable(saved, done) for done in record.deals[:-1])  # hands over are public anyway
    assert json.loads(saved.read_text())["sealed_deal"]["commitment"] == in_play.commitment
    assert stat.S_IMODE(key.stat().st_mode) == 0o600  # the player's alone
    storage.unlock()  # GinQt ends: nothing is written in the clear
    assert not _deck_readable(saved, in_play)
    later = Storage.open(tmp_path)  # another process: it holds only what the folder holds
    game = later.resume()
    hand = game.runner.match.hand if game is not None else None
    assert hand is not None and hand.hands == match.hand.hands and hand.stock == match.hand.stock
    assert game.log.moves == record.moves and game.log.deals == record.deals
    assert not _deck_readable(saved, in_play) and not later.notices


def test_a_seal_whose_key_is_gone_is_never_dealt_anew_the_game_counts_as_quit(tmp_path: Path) -> None:
    """Dealing the hand in play anew would give new cards to anyone who removes the key: the game ends after its
    finished hands instead and counts as quit early, as if the player had declined to resume it."""
    from ginqt.storage import Storage

    record, match = _fresh_game(moves=6)
    Storage.open(tmp_path).saved_game.save(record)
    (tmp_path / "saved_game_key.json").unlink()
    after = Storage.open(tmp_path)
    assert after.resume() is None  # not offered, not dealt anew
    kim = after.stats.get("Kim")
    assert kim is not None and (kim.games_played, kim.games_quit, kim.hands_played) == (1, 1, 1)
    assert kim.total_score == match.scores[0]
    said = after.notices.drain()
    assert any("cannot be dealt again" in notice and "quit early" in notice for notice in said), said
    assert not (tmp_path / "saved_game.json").exists()
    [aside] = tmp_path.glob("saved_game.json.corrupt-*")
    assert aside.name.startswith("saved_game.json.corrupt-mended-")


def test_a_first_hand_whose_seal_cannot_be_opened_is_set_aside_not_dealt_anew(tmp_path: Path) -> None:
    from ginqt.storage import Storage

    record, _match = _fresh_game(moves=4, hands=1)
    Storage.open(tmp_path).saved_game.save(record)
    (tmp_path / "saved_game_key.json").write_text('{"format":"ginqt-saved-game-key","version":1,"key":"' + "0" * 64
                                                  + '"}')
    after = Storage.open(tmp_path)
    assert after.resume() is None
    said = " ".join(after.notices.drain())
    assert "its first hand cannot be dealt again" in said
    assert len(list(tmp_path.glob("saved_game.json.corrupt-damaged-*"))) == 1


# -- the window with --seed ----------------------------------------------------------------------------


def test_the_window_with_a_seed_and_an_untrusted_opponent_warns_once(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    here = Path(__file__).parent
    argv = [sys.executable, "-m", "ginqt", "--data-dir", str(tmp_path), "--seed", "3", "--opponent", "easy-copy",
            "-p", "plugins_for_tests", "--demo", "--exit-after-hands", "3"]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": os.pathsep.join([str(here), *sys.path])}
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300, cwd=here, env=env)
    warnings = [line for line in done.stderr.splitlines() if "could guess" in line]
    assert done.returncode == 0, done.stderr
    assert warnings == ["ginqt: warning: --seed 3 deals from a small number that a bot could guess; 'easy-copy' could "
                        "work out the deck (leave --seed out for deals no bot can work out)"]


def test_the_window_warns_only_for_an_untrusted_plugin_with_a_seed() -> None:
    from ginqt.plugins.players import PlayerSource

    def made(seed: int | None, name: str, trusted: tuple[str, ...] = ()) -> int:
        source = PlayerSource(autoload=False, modules=["plugins_for_tests"])
        source.guessable_seed = seed
        told = 0
        for _ in range(3):  # a game after another: said once
            import contextlib
            import io

            stream = io.StringIO()
            with contextlib.redirect_stderr(stream):
                source.make(name, 1, 5.0, trusted=trusted).close()  # type: ignore[attr-defined]
            told += stream.getvalue().count("could guess")
        return told

    assert made(3, "easy-copy") == 1
    assert made(None, "easy-copy") == 0
    assert made(3, "easy") == 0
    assert made(3, "easy-copy", trusted=("plugins_for_tests",)) == 0


def test_a_tournament_game_is_dealt_as_docs_fairness_says() -> None:
    """HMAC-SHA-256(run key's bytes, "ginqt-tournament/game/<i>") is game i's key; its hand 1 seed is
    HMAC-SHA-256(game key's text, "ginqt-deal/1/seed")[:32]: the record of the game played shows that seed."""
    import hashlib
    import hmac

    from ginqt.records import loads
    from ginqt.research.job import GameJob
    from ginqt.research.tournament import play_game

    key = "5a" * 32
    game = hmac.new(bytes.fromhex(key), b"ginqt-tournament/game/3", hashlib.sha256).hexdigest()
    seed = hmac.new(game.encode(), b"ginqt-deal/1/seed", hashlib.sha256).hexdigest()[:32]
    tally = play_game(load_plugins(autoload=False), GameJob("easy", "standard", deals=key, records=True), 3)
    assert tally.record is not None
    first = loads(tally.record).hands[0].secret
    assert first is not None and first.seed == seed
