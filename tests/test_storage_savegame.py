"""Saved games: the move journal, replay, damaged saves, and resuming after the program is killed."""

from __future__ import annotations

import inspect
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import ginqt
from ginqt.engine import Action, ActionKind, Match, Phase
from ginqt.melds import best_melds, min_deadwood
from ginqt.play.log import NEXT_HAND, GameLog, action_moves, decode_move
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant, stored_variant
from ginqt.plugins import load_plugins
from ginqt.rules import PRESETS, Rules
from ginqt.storage import DataDir, SavedGame, Storage
from ginqt.storage.savegame import SAVED_GAME_VERSION, read_log

DATA = Path(__file__).parent / "data"
PLUGINS = load_plugins(autoload=False)

# The child process of the kill test runs these functions too (their source is sent to it).


def choose(match: Match, rng: random.Random) -> Action:
    """A seeded, half-sensible player: gins when it can, sometimes knocks, discards its worst card."""
    actions = match.legal_actions()
    hand = match.hand.hands[match.to_play]
    knocks = [a for a in actions if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    gins = [a for a in knocks if a.card is None or min_deadwood(hand & ~(1 << a.card)) == 0]
    if gins:
        return gins[0]
    if knocks and rng.random() < 0.15:
        return rng.choice(knocks)
    discards = [a for a in actions if a.kind is ActionKind.DISCARD]
    if discards and rng.random() < 0.9:
        return min(discards, key=lambda a: (min_deadwood(hand & ~(1 << a.card)), a.card))
    return rng.choice(actions)


def step(runner: GameRunner, rng: random.Random) -> None:
    """One move of the policy, or the next deal (the runner writes its log)."""
    if runner.hand_over:
        runner.next_hand()
    else:
        runner.apply(choose(runner.match, rng))


def new_game(rules: Rules, seed: int | None, first_dealer: int | None = 0) -> GameRunner:
    return GameRunner(GameSpec(Variant.standard(rules), ("Kim", "basic"), seed, first_dealer))


POLICY = inspect.getsource(choose) + "\n\n" + inspect.getsource(step) + "\n\n" + inspect.getsource(new_game)


def play_moves(rules: Rules, seed: int, count: int | None) -> GameRunner:
    """Play ``count`` moves (or the whole game) with the seeded policy."""
    rng = random.Random(seed)
    runner = new_game(rules, seed)
    while not runner.match.over and (count is None or len(runner.log) < count):
        step(runner, rng)
    return runner


def same_state(a: Match, b: Match) -> None:
    assert a.hand.hands == b.hand.hands
    assert a.hand.discard_pile == b.hand.discard_pile
    assert a.hand.stock == b.hand.stock
    assert (a.phase, a.to_play, a.hand_number) == (b.phase, b.to_play, b.hand_number)
    assert (a.scores, a.hands_won, a.history, a.result) == (b.scores, b.hands_won, b.history, b.result)
    assert a.hand == b.hand


def saved_variant(name: str, engine: Rules, own: Rules | None) -> Variant:
    """As the window makes a saved game's variant: the plugin's scoring, an older save's preset tried first."""
    info = PLUGINS.variant(name)
    return stored_variant(name, engine, own, info.scoring, [info.rules])


# -- the log as the saved game writes it ---------------------------------------------------


def test_moves_encode_and_decode() -> None:
    for text in ("take", "pass", "stock", "pile", "7H", "knock:TS", "big-gin"):
        assert decode_move(text).text == text
    melds = best_melds("AS 2S 3S 7H 7D 7C").melds
    knock = Action(ActionKind.KNOCK, Action.parse("knock 9c").card, melds)
    assert knock.text == "knock:9C/AS.2S.3S/7H.7D.7C" and decode_move(knock.text) == knock
    # the spelling of saved games written before the one move syntax
    assert decode_move("knock 9C / AS 2S 3S / 7H 7D 7C") == knock and decode_move("discard 7H") == Action.discard("7h")
    for bad in ("fly", "discard", "discard 1Z", "knock 9C / 2S 9H"):
        with pytest.raises(ValueError):
            decode_move(bad)


def reread(log: GameLog, version: int = SAVED_GAME_VERSION) -> GameLog:
    """``log`` written as the saved game writes it and read back (through JSON)."""
    read, lost = read_log(json.loads(json.dumps({"version": version, **log.to_dict()})), variant_of=saved_variant)
    assert not lost
    return read


@pytest.mark.parametrize("preset", ["standard", "oklahoma", "tommy", "palm"])
def test_whole_game_round_trip_and_replay(preset: str) -> None:
    runner = play_moves(PRESETS[preset].replace(score_limit=60), seed=21, count=None)
    assert runner.match.over and NEXT_HAND in runner.log.moves
    again = reread(runner.log)
    assert again.to_dict() == runner.log.to_dict()
    same_state(GameRunner.resume(again).match, runner.match)


def test_the_saved_game_holds_what_is_played_and_resume_guesses_nothing(tmp_path: Path) -> None:
    """Version 5: a Hollywood game to 150 (the engine plays to 999: the variant's scoring ends it) comes back to
    150 with its seats and limits, from the file alone (versions 1 to 4 kept only the engine's rules)."""
    info = PLUGINS.variant("hollywood")
    spec = GameSpec(Variant("hollywood", info.rules.replace(score_limit=150), info.scoring), ("Lou", "expert"),
                    seed=4)
    runner = GameRunner(spec, (PLUGINS.make_strategy("easy", 1), PLUGINS.make_strategy("easy", 2)))
    runner.play(max_hands=3)
    storage = Storage.open(tmp_path)
    storage.saved_game.save(runner.log)
    resumed = Storage.open(tmp_path).resume(saved_variant)
    assert resumed is not None and resumed.spec.variant.rules.score_limit == 150
    assert (resumed.spec.variant.name, resumed.spec.variant.rules, resumed.spec.rules) == (
        "hollywood", spec.variant.rules, spec.rules)
    assert (resumed.spec.seats, resumed.spec.seed, resumed.spec.limits) == (spec.seats, spec.seed, spec.limits)
    assert resumed.runner.games() == runner.games() and resumed.scores == runner.match.scores


def test_truncate_after_undo() -> None:
    runner = play_moves(Rules(), seed=4, count=30)
    before = GameRunner.resume(GameLog(runner.log.spec, runner.log.moves[:20], list(runner.log.deals))).match
    runner.truncate(20)
    runner.log.mark_assisted()
    same_state(GameRunner.resume(reread(runner.log)).match, before)
    assert runner.log.assisted and runner.log.to_dict()["assisted"] is True
    with pytest.raises(ValueError):
        runner.truncate(21)


def test_a_game_with_fresh_deal_secrets_resumes_exactly(tmp_path: Path) -> None:
    """No seed: every hand's secret is fresh; the log keeps them, so the game deals again the same.
    To 150: no single hand scores that much, so the game always has hands to resume (to 60, a
    first hand of 60 points or more ended it: the secrets are fresh, so that happened at random)."""
    rng = random.Random(6)
    runner = new_game(Rules(score_limit=150), None)
    assert runner.log.spec.seed is None and runner.log.deals == [runner.match.deal]
    while not runner.match.over:
        step(runner, rng)
    assert len(runner.log.deals) == len(runner.match.history) > 1
    assert [hand.deal for hand in runner.match.history] == runner.log.deals
    storage = Storage.open(tmp_path)
    storage.saved_game.save(runner.log)
    loaded = storage.saved_game.load()
    assert loaded is not None
    same_state(loaded.runner.match, runner.match)


def test_cutting_the_log_back_drops_the_later_hands_secrets() -> None:
    runner = new_game(Rules(score_limit=500), None)
    rng = random.Random(2)
    while runner.match.hand_number < 3:
        step(runner, rng)
    assert len(runner.log.deals) == 3
    first_deal = runner.log.moves.index(NEXT_HAND)
    first = runner.match.history[0].deal
    runner.truncate(first_deal)  # back into the first hand: the later secrets go with their hands
    assert runner.log.deals == [first]


def test_a_saved_game_from_before_fair_deals_resumes_exactly(tmp_path: Path) -> None:
    """tests/data/saved_game_v1.json was written by GinQt before fair deals (version 1, deals from its seed)."""
    (tmp_path / "saved_game.json").write_text((DATA / "saved_game_v1.json").read_text())
    expected = json.loads((DATA / "saved_game_v1.expected.json").read_text())
    resumed = Storage.open(tmp_path).resume()
    assert resumed is not None and resumed.log.deals == [] and resumed.spec.seed == 8123
    runner = resumed.runner
    match = runner.match
    assert match.deal is None and match.commitment is None  # those deals cannot be checked
    hand = match.hand
    assert [hand.hands[0], hand.hands[1]] == expected["hands"]
    assert [c.text for c in hand.stock] == expected["stock"]
    assert [c.text for c in hand.discard_pile] == expected["discard_pile"]
    assert (hand.phase.value, hand.to_play, match.hand_number, list(match.scores)) == (
        expected["phase"], expected["to_play"], expected["hand_number"], expected["scores"])
    # carried on, it is saved in today's version and still deals the same way
    rng = random.Random(1)
    while runner.match.hand_number < 4:
        step(runner, rng)
    same_state(GameRunner.resume(reread(runner.log)).match, runner.match)


def test_a_saved_game_of_version_2_resumes_and_is_written_in_the_one_move_syntax(tmp_path: Path) -> None:
    """tests/data/saved_game_v2.json spells its moves as version 2 did: ``discard 7H``, a knock with chosen melds
    ``knock 8H / 3H 3D 3C / TC JC QC``.  Written again, a turn is one token, as game records write it."""
    (tmp_path / "saved_game.json").write_text((DATA / "saved_game_v2.json").read_text())
    expected = json.loads((DATA / "saved_game_v2.expected.json").read_text())
    resumed = Storage.open(tmp_path).resume()
    assert resumed is not None and resumed.spec.seats[0] == "Kim"
    knock = resumed.runner.match.history[0].result.settlement
    assert knock is not None and [meld.cards.text for meld in knock.knocker_melds] == ["3H 3D 3C", "TC JC QC"]
    assert (resumed.hand_number, list(resumed.scores)) == (expected["hand_number"], expected["scores"])
    document = json.loads((tmp_path / "saved_game.json").read_text())  # read, it is sealed and written again
    assert resumed.log.texts() == expected["moves"]  # an action each, in the one move syntax
    assert document["version"] == SAVED_GAME_VERSION and document["moves"] == expected["saved_moves"]


@pytest.mark.parametrize("name", ["saved_game_v3.json", "saved_game_v4.json", "saved_game_v4_hollywood.json"])
def test_saved_games_of_versions_3_and_4_resume_exactly(tmp_path: Path, name: str) -> None:
    """Written by GinQt before the log held the spec (version 4: a turn a token; version 3: an action a token).
    Their variant's own rules were not kept: a Hollywood game's are its preset's, found by its scoring."""
    (tmp_path / "saved_game.json").write_text((DATA / name).read_text())
    expected = json.loads((DATA / name.replace("_v3", "_v4").replace(".json", ".expected.json")).read_text())
    resumed = Storage.open(tmp_path).resume(saved_variant)
    assert resumed is not None and not resumed.hand_lost
    hand = resumed.runner.match.hand
    assert (list(hand.hands), [c.text for c in hand.stock], [c.text for c in hand.discard_pile]) == (
        expected["hands"], expected["stock"], expected["discard_pile"])
    assert (resumed.hand_number, list(resumed.scores), resumed.log.texts()) == (
        expected["hand_number"], expected["scores"], expected["moves"])
    if "hollywood" in name:
        assert resumed.spec.variant.name == "hollywood" and resumed.spec.variant.rules == PLUGINS.variant(
            "hollywood").rules  # the preset: the file did not say its limit
        assert list(resumed.runner.games()[0].scores) == expected["games"][0]
    document = json.loads((tmp_path / "saved_game.json").read_text())  # read, it is written again as version 5
    assert document["version"] == SAVED_GAME_VERSION and document["variant"] == resumed.spec.variant.name


def test_illegal_move_is_refused_and_not_noted() -> None:
    runner = new_game(Rules(), seed=1)
    with pytest.raises(ValueError):
        runner.apply(Action.parse("discard 2H"))
    assert runner.log.moves == []


# -- the saved-game slot ---------------------------------------------------------------


def test_save_and_resume(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    assert storage.resume() is None
    runner = play_moves(Rules(), seed=8, count=57)
    log = runner.log
    assert storage.saved_game.save(log)
    document = json.loads((tmp_path / "saved_game.json").read_text())
    assert document["format"] == "ginqt-saved-game" and document["version"] == SAVED_GAME_VERSION
    assert action_moves(document["moves"], log.rules) == log.moves and document["seed"] == 8
    assert len(document["moves"]) < len(log.moves)  # a turn a token: the draw from the stock is not written
    # the hands played are listed; the hand in play is sealed (its secret nowhere in the file)
    assert len(document["deals"]) == log.moves.count(NEXT_HAND) and "sealed_deal" in document
    assert log.deals[-1].seed not in json.dumps(document) and log.deals[-1].salt not in json.dumps(document)
    resumed = Storage.open(tmp_path).resume()  # another GinQt: its seed deals the hand in play again
    assert resumed is not None
    same_state(resumed.runner.match, runner.match)
    assert resumed.log.to_dict() == log.to_dict()
    storage.saved_game.clear()
    assert not storage.saved_game.exists() and Storage.open(tmp_path).resume() is None


def test_a_saved_game_that_had_ended_is_counted_not_offered(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    runner = play_moves(Rules(score_limit=40), seed=2, count=None)
    storage.saved_game.save(runner.log)  # killed before the statistics were written
    fresh = Storage.open(tmp_path)
    assert fresh.resume() is None
    kim = fresh.stats.get("Kim")
    assert kim is not None and kim.games_played == 1 and kim.hands_played == len(runner.match.history)
    assert not (tmp_path / "saved_game.json").exists()


def test_a_variant_game_its_scoring_had_ended_is_counted_as_the_variant_scores(tmp_path: Path) -> None:
    """A Hollywood game the variant's scoring ended (the engine's match goes on) counts as won or lost, with the
    variant's limit, when it is found saved at start: the log says what was played."""
    info = PLUGINS.variant("hollywood")
    spec = GameSpec(Variant("hollywood", info.rules.replace(score_limit=60), info.scoring), ("Kim", "easy"), seed=9)
    runner = GameRunner(spec, (PLUGINS.make_strategy("standard", 1), PLUGINS.make_strategy("easy", 2)))
    assert runner.play() and runner.match.result is None  # ended by the variant, not by the engine
    Storage.open(tmp_path).saved_game.save(runner.log)
    fresh = Storage.open(tmp_path)
    assert fresh.resume(saved_variant) is None
    [line] = fresh.stats.get("Kim").games  # type: ignore[union-attr]
    outcome = runner.outcome()
    assert (line.outcome == "won") == (outcome.winner == 0) and not line.quit_early and line.score_limit == 60
    assert (line.score, line.opponent_score) == outcome.points


def _damaged_saves() -> dict[str, Any]:
    record = play_moves(Rules(), seed=3, count=25).log
    # version 3 wrote an action a token (``stock QH``); today's a turn a token (``QH``)
    good = {"format": "ginqt-saved-game", "version": 3, **record.to_dict(), "moves": record.texts()}
    today = {"format": "ginqt-saved-game", "version": SAVED_GAME_VERSION, **record.to_dict()}

    def changed(**kw: Any) -> str:
        return json.dumps({**good, **kw})

    moves, turns = record.texts(), today["moves"]
    return {
        "illegal-turn": json.dumps({**today, "moves": [*turns[:4], "+knock:AS", *turns[4:]]}),
        "not-a-turn": json.dumps({**today, "moves": [*turns[:5], "rm -rf /"]}),
        "draw-after-draw": json.dumps({**today, "moves": [*turns[:3], "+stock", *turns[3:]]}),
        "illegal-move": changed(moves=[*moves[:10], "discard AS", *moves[10:]]),
        "not-a-move": changed(moves=[*moves[:5], "rm -rf /"]),
        "hand-not-over": changed(moves=[*moves[:3], NEXT_HAND]),
        "bad-rules": changed(rules={**record.rules.to_dict(), "knock_limit": 99}),
        "unknown-rule": changed(rules={**record.rules.to_dict(), "exec": "print(1)"}),
        "bad-seed": changed(seed=1.5),
        "bad-dealer": changed(first_dealer=2),
        "moves-not-text": changed(moves=[1, 2]),
        "wrong-version": changed(version=SAVED_GAME_VERSION + 1),
        "no-deal-secret": changed(deals=[], seed=None),
        "no-deals-key": json.dumps({k: v for k, v in good.items() if k != "deals"}),
        "bad-limits": json.dumps({**today, "limits": {"move_seconds": -1}}),
        "unknown-limit": json.dumps({**today, "limits": {"sleep": 1}}),
        "bad-variant-rules": json.dumps({**today, "variant_rules": {"knock_limit": "x"}}),
        "bad-deal-secret": changed(deals=[["00", "11"]]),
        "deal-secret-changed": changed(deals=[[record.deals[0].seed[::-1], record.deals[0].salt]]),
        "old-version-without-seed": changed(version=1, seed=None),
        "truncated": json.dumps(good)[:-40],
        "empty": "",
    }


DAMAGED = _damaged_saves()


@pytest.mark.parametrize("how", sorted(DAMAGED))
def test_damaged_save_is_moved_aside(tmp_path: Path, how: str) -> None:
    path = tmp_path / "saved_game.json"
    path.write_text(DAMAGED[how])
    slot = SavedGame(DataDir.at(tmp_path))
    assert slot.load() is None
    assert not path.exists()
    [aside] = tmp_path.glob("saved_game.json.corrupt-*")
    assert aside.read_text() == DAMAGED[how]
    messages = slot.data_dir.notices.messages
    assert len(messages) == 1 and "saved game" in messages[0] and aside.name in messages[0]


# -- killed in the middle of a hand ----------------------------------------------------

CHILD = '''
from __future__ import annotations
import random, sys, time
from ginqt.engine import Action, ActionKind, Match, Phase
from ginqt.melds import min_deadwood
from ginqt.rules import Rules
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.storage import DataDir, SavedGame
{policy}
folder, seed, park_at = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
slot = SavedGame(DataDir.at(folder))
rng = random.Random(seed)
runner = new_game(Rules(score_limit=500), seed)
while not runner.match.over:
    step(runner, rng)
    slot.save(runner.log)
    match = runner.match
    print(len(runner.log), match.phase.value, flush=True)
    if park_at and len(runner.log) >= park_at and match.phase is not Phase.OVER and match.hand.turns >= 3:
        print("parked", flush=True)
        time.sleep(120)
print("finished", flush=True)
'''


def _start_child(folder: Path, seed: int, park_at: int) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(ginqt.__file__).resolve().parents[1]))
    script = CHILD.format(policy=POLICY)
    return subprocess.Popen(
        [sys.executable, "-c", script, str(folder), str(seed), str(park_at)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )


def _kill(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_resume_after_kill_in_the_middle_of_a_hand(tmp_path: Path) -> None:
    child = _start_child(tmp_path, seed=31, park_at=60)
    assert child.stdout is not None
    try:
        last = ""
        for line in child.stdout:
            if line.strip() == "parked":
                break
            last = line
        else:
            pytest.fail("the child ended without parking: " + (child.stderr.read() if child.stderr else ""))
    finally:
        _kill(child)
    count, phase = last.split()
    assert phase in ("draw", "discard")  # in the middle of a hand
    resumed = Storage.open(tmp_path).resume()
    assert resumed is not None and len(resumed.log) == int(count) >= 60
    expected = play_moves(Rules(score_limit=500), seed=31, count=int(count)).match
    match = resumed.runner.match
    same_state(match, expected)
    assert match.hand.turns >= 3 and match.phase is not Phase.OVER
    assert resumed.spec.seats == ("Kim", "basic")
    assert not list(tmp_path.glob("*.corrupt-*")) and not list(tmp_path.glob(".*.tmp"))


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_while_saving_never_leaves_a_broken_file(tmp_path: Path) -> None:
    """Killed at an arbitrary moment (while it saves as fast as it can): the file is whole."""
    child = _start_child(tmp_path, seed=32, park_at=0)
    assert child.stdout is not None
    try:
        seen = 0
        for _ in child.stdout:
            seen += 1
            if seen == 120:
                break
    finally:
        _kill(child)
    storage = Storage.open(tmp_path)
    resumed = storage.resume()
    assert resumed is not None and not storage.notices
    assert len(resumed.log) >= seen
    expected = play_moves(Rules(score_limit=500), seed=32, count=len(resumed.log)).match
    same_state(resumed.runner.match, expected)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name not in ("saved_game.json", "saved_game_key.json")]
    assert all(name.endswith(".tmp") for name in leftovers)  # at most a temporary file cut short


def test_knock_with_chosen_melds_replays() -> None:
    for seed in range(50):
        rng = random.Random(seed)
        runner = new_game(Rules(), seed)
        while not runner.hand_over:
            match = runner.match
            knocks = [a for a in match.legal_actions() if a.kind is ActionKind.KNOCK]
            if knocks:
                card = knocks[0].card
                assert card is not None
                rest = match.hand.hands[match.to_play] & ~(1 << card)
                runner.apply(Action(ActionKind.KNOCK, card, best_melds(rest).melds))
                break
            step(runner, rng)
        if runner.log.moves and "/" in runner.log.texts()[-1]:
            break
    else:
        pytest.fail("no knock found")
    same_state(GameRunner.resume(reread(runner.log)).match, runner.match)


def test_a_saved_game_set_aside_again_and_again_leaves_one_copy_per_cause(tmp_path: Path) -> None:
    """Issue 47: 100 kills of the window left 84 ``saved_game.json.corrupt-*`` copies.  A copy of a saved game
    that can no longer be played is worth nothing once a newer one of the same cause is kept; the statistics'
    copies (their history) are all kept."""
    record = new_game(Rules(), 3).log
    for _ in range(3):
        for content in ("{", None):  # not JSON (damaged); moves that do not replay (unplayable)
            storage = Storage.open(tmp_path)
            storage.saved_game.save(record)
            document = json.loads((tmp_path / "saved_game.json").read_text())
            document["moves"] = ["pass", "pass", "2C"]
            (tmp_path / "saved_game.json").write_text(content or json.dumps(document))
            (tmp_path / "stats.json").write_text("{")
            assert Storage.open(tmp_path).resume() is None and len(Storage.open(tmp_path).stats) == 0
    causes = sorted(p.name.split(".corrupt-")[1].split("-")[0] for p in tmp_path.glob("saved_game.json.corrupt-*"))
    assert causes == ["damaged", "unplayable"]
    assert len(list(tmp_path.glob("stats.json.corrupt-*"))) == 6  # every copy of the statistics is kept
