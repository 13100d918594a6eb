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
from ginqt.play.log import action_moves
from ginqt.rules import PRESETS, Rules
from ginqt.storage import NEXT_HAND, DataDir, GameRecord, SavedGame, SavedGameError, Storage
from ginqt.storage.savegame import SAVED_GAME_VERSION, decode_move

# The child process of the kill test runs these two functions too (their source is sent to it).


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


def step(record: GameRecord, match: Match, rng: random.Random) -> Match:
    """One move of the policy, or the next deal, noted in ``record``."""
    if match.phase is Phase.OVER:
        return record.next_hand(match)
    return record.play(match, choose(match, rng))


POLICY = inspect.getsource(choose) + "\n\n" + inspect.getsource(step)


def play_moves(rules: Rules, seed: int, count: int | None) -> tuple[GameRecord, Match]:
    """Play ``count`` moves (or the whole game) with the seeded policy."""
    rng = random.Random(seed)
    record, match = GameRecord.new(rules, seed=seed, first_dealer=0, player_name="Kim", opponent="basic",
                                   variant="standard")
    while not match.over and (count is None or len(record) < count):
        match = step(record, match, rng)
    return record, match


def same_state(a: Match, b: Match) -> None:
    assert a.hand.hands == b.hand.hands
    assert a.hand.discard_pile == b.hand.discard_pile
    assert a.hand.stock == b.hand.stock
    assert (a.phase, a.to_play, a.hand_number) == (b.phase, b.to_play, b.hand_number)
    assert (a.scores, a.hands_won, a.history, a.result) == (b.scores, b.hands_won, b.history, b.result)
    assert a.hand == b.hand


# -- the journal -----------------------------------------------------------------------


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


@pytest.mark.parametrize("preset", ["standard", "oklahoma", "tommy", "palm"])
def test_whole_game_round_trip_and_replay(preset: str) -> None:
    record, match = play_moves(PRESETS[preset].replace(score_limit=60), seed=21, count=None)
    assert match.over and NEXT_HAND in record.moves
    text = json.dumps(record.to_dict())
    again = GameRecord.from_dict(json.loads(text))
    assert again.to_dict() == record.to_dict()
    same_state(again.replay(), match)


def test_record_starts_only_from_a_fresh_match() -> None:
    match = Match.new(Rules(), seed="abc", first_dealer=1)
    record = GameRecord.for_match(match, player_name="Ann")
    assert (record.seed, record.first_dealer, record.moves) == ("abc", 1, [])
    played = match.apply(match.legal_actions()[0])
    with pytest.raises(SavedGameError):
        GameRecord.for_match(played)
    record, match = GameRecord.new(Rules())  # Match.new picks seed and dealer; the record keeps them
    assert record.replay().hand == match.hand


def test_truncate_after_undo() -> None:
    record, _ = play_moves(Rules(), seed=4, count=30)
    before = record.replay(20)
    record.truncate(20)
    record.mark_assisted()
    same_state(record.replay(), before)
    assert record.assisted and record.to_dict()["assisted"] is True
    with pytest.raises(ValueError):
        record.truncate(21)


def test_a_game_with_fresh_deal_secrets_resumes_exactly(tmp_path: Path) -> None:
    """No seed: every hand's secret is fresh; the journal keeps them, so the game deals again the same.
    To 150: no single hand scores that much, so the game always has hands to resume (to 60, a
    first hand of 60 points or more ended it: the secrets are fresh, so that happened at random)."""
    rng = random.Random(6)
    record, match = GameRecord.new(Rules(score_limit=150), first_dealer=0)
    assert record.seed is None and record.deals == [match.deal]
    while not match.over:
        match = step(record, match, rng)
    assert len(record.deals) == len(match.history) > 1
    assert [hand.deal for hand in match.history] == record.deals
    storage = Storage.open(tmp_path)
    storage.saved_game.save(record)
    loaded = storage.saved_game.load()
    assert loaded is not None
    same_state(loaded.match, match)


def test_cutting_the_journal_back_drops_the_later_hands_secrets() -> None:
    record, match = GameRecord.new(Rules(score_limit=500))
    rng = random.Random(2)
    while match.hand_number < 3:
        match = step(record, match, rng)
    assert len(record.deals) == 3
    first_deal = record.moves.index(NEXT_HAND)
    record.truncate(first_deal)  # back into the first hand: the later secrets go with their hands
    assert record.deals == [match.history[0].deal]


def test_a_saved_game_from_before_fair_deals_resumes_exactly(tmp_path: Path) -> None:
    """tests/data/saved_game_v1.json was written by GinQt before fair deals (version 1, deals from its seed)."""
    data = Path(__file__).parent / "data"
    (tmp_path / "saved_game.json").write_text((data / "saved_game_v1.json").read_text())
    expected = json.loads((data / "saved_game_v1.expected.json").read_text())
    resumed = Storage.open(tmp_path).resume()
    assert resumed is not None and resumed.record.deals == [] and resumed.record.seed == 8123
    match = resumed.match
    assert match.deal is None and match.commitment is None  # those deals cannot be checked
    hand = match.hand
    assert [hand.hands[0], hand.hands[1]] == expected["hands"]
    assert [c.text for c in hand.stock] == expected["stock"]
    assert [c.text for c in hand.discard_pile] == expected["discard_pile"]
    assert (hand.phase.value, hand.to_play, match.hand_number, list(match.scores)) == (
        expected["phase"], expected["to_play"], expected["hand_number"], expected["scores"])
    # carried on, it is saved in today's version and still deals the same way
    rng = random.Random(1)
    record = resumed.record
    while match.hand_number < 4:
        match = step(record, match, rng)
    again = GameRecord.from_dict(json.loads(json.dumps({"version": SAVED_GAME_VERSION, **record.to_dict()})))
    same_state(again.replay(), match)


def test_a_saved_game_of_version_2_resumes_and_is_written_in_the_one_move_syntax(tmp_path: Path) -> None:
    """tests/data/saved_game_v2.json spells its moves as version 2 did: ``discard 7H``, a knock with chosen melds
    ``knock 8H / 3H 3D 3C / TC JC QC``.  Written again, a turn is one token, as game records write it."""
    data = Path(__file__).parent / "data"
    (tmp_path / "saved_game.json").write_text((data / "saved_game_v2.json").read_text())
    expected = json.loads((data / "saved_game_v2.expected.json").read_text())
    resumed = Storage.open(tmp_path).resume()
    assert resumed is not None and resumed.record.player_name == "Kim"
    knock = resumed.match.history[0].result.settlement
    assert knock is not None and [meld.cards.text for meld in knock.knocker_melds] == ["3H 3D 3C", "TC JC QC"]
    assert (resumed.match.hand_number, list(resumed.match.scores)) == (expected["hand_number"], expected["scores"])
    document = json.loads((tmp_path / "saved_game.json").read_text())  # read, it is sealed and written again
    assert resumed.record.moves == expected["moves"]  # an action each, in the one move syntax
    assert document["version"] == SAVED_GAME_VERSION and document["moves"] == expected["saved_moves"]


def test_a_saved_game_of_version_3_an_action_a_token_resumes_exactly(tmp_path: Path) -> None:
    record, match = play_moves(Rules(), seed=5, count=70)
    document = {"format": "ginqt-saved-game", "version": 3, **record.to_dict(), "moves": list(record.moves)}
    (tmp_path / "saved_game.json").write_text(json.dumps(document))
    resumed = Storage.open(tmp_path).resume()
    assert resumed is not None and resumed.record.moves == record.moves
    same_state(resumed.match, match)


def test_illegal_move_is_refused_and_not_noted() -> None:
    record, match = GameRecord.new(Rules(), seed=1, first_dealer=0)
    with pytest.raises(ValueError):
        record.play(match, Action.parse("discard 2H"))
    assert record.moves == []


# -- the saved-game slot ---------------------------------------------------------------


def test_save_and_resume(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    assert storage.resume() is None
    record, match = play_moves(Rules(), seed=8, count=57)
    assert storage.saved_game.save(record)
    document = json.loads((tmp_path / "saved_game.json").read_text())
    assert document["format"] == "ginqt-saved-game" and document["version"] == SAVED_GAME_VERSION
    assert action_moves(document["moves"], record.rules) == record.moves and document["seed"] == 8
    assert len(document["moves"]) < len(record.moves)  # a turn a token: the draw from the stock is not written
    # the hands played are listed; the hand in play is sealed (its secret nowhere in the file)
    assert len(document["deals"]) == record.moves.count(NEXT_HAND) and "sealed_deal" in document
    assert record.deals[-1].seed not in json.dumps(document) and record.deals[-1].salt not in json.dumps(document)
    resumed = Storage.open(tmp_path).resume()  # another GinQt: its seed deals the hand in play again
    assert resumed is not None
    same_state(resumed.match, match)
    assert resumed.record.to_dict() == record.to_dict()
    storage.saved_game.clear()
    assert not storage.saved_game.exists() and Storage.open(tmp_path).resume() is None


def test_a_saved_game_that_had_ended_is_counted_not_offered(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path)
    record, match = play_moves(Rules(score_limit=40), seed=2, count=None)
    storage.saved_game.save(record)  # killed before the statistics were written
    fresh = Storage.open(tmp_path)
    assert fresh.resume() is None
    kim = fresh.stats.get("Kim")
    assert kim is not None and kim.games_played == 1 and kim.hands_played == len(match.history)
    assert not (tmp_path / "saved_game.json").exists()


def _damaged_saves() -> dict[str, Any]:
    record, _ = play_moves(Rules(), seed=3, count=25)
    # version 3 wrote an action a token (``stock QH``); today's a turn a token (``QH``)
    good = {"format": "ginqt-saved-game", "version": 3, **record.to_dict(), "moves": list(record.moves)}
    today = {"format": "ginqt-saved-game", "version": SAVED_GAME_VERSION, **record.to_dict()}

    def changed(**kw: Any) -> str:
        return json.dumps({**good, **kw})

    moves, turns = list(record.moves), today["moves"]
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
from ginqt.storage import DataDir, GameRecord, SavedGame
{policy}
folder, seed, park_at = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
slot = SavedGame(DataDir.at(folder))
rng = random.Random(seed)
record, match = GameRecord.new(Rules(score_limit=500), seed=seed, first_dealer=0, player_name="Kim",
                               opponent="basic", variant="standard")
while not match.over:
    match = step(record, match, rng)
    slot.save(record)
    print(len(record), match.phase.value, flush=True)
    if park_at and len(record) >= park_at and match.phase is not Phase.OVER and match.hand.turns >= 3:
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
    assert resumed is not None and len(resumed.record) == int(count) >= 60
    _, expected = play_moves(Rules(score_limit=500), seed=31, count=int(count))
    same_state(resumed.match, expected)
    assert resumed.match.hand.turns >= 3 and resumed.match.phase is not Phase.OVER
    assert resumed.record.player_name == "Kim" and resumed.record.opponent == "basic"
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
    assert len(resumed.record) >= seen
    _, expected = play_moves(Rules(score_limit=500), seed=32, count=len(resumed.record))
    same_state(resumed.match, expected)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name not in ("saved_game.json", "saved_game_key.json")]
    assert all(name.endswith(".tmp") for name in leftovers)  # at most a temporary file cut short


def test_knock_with_chosen_melds_replays() -> None:
    for seed in range(50):
        rng = random.Random(seed)
        record, match = GameRecord.new(Rules(), seed=seed, first_dealer=0)
        while match.phase is not Phase.OVER:
            knocks = [a for a in match.legal_actions() if a.kind is ActionKind.KNOCK]
            if knocks:
                card = knocks[0].card
                assert card is not None
                rest = match.hand.hands[match.to_play] & ~(1 << card)
                action = Action(ActionKind.KNOCK, card, best_melds(rest).melds)
                match = record.play(match, action)
                break
            match = step(record, match, rng)
        if record.moves and "/" in record.moves[-1]:
            break
    else:
        pytest.fail("no knock found")
    again = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    same_state(again.replay(), match)


def test_a_saved_game_set_aside_again_and_again_leaves_one_copy_per_cause(tmp_path: Path) -> None:
    """Issue 47: 100 kills of the window left 84 ``saved_game.json.corrupt-*`` copies.  A copy of a saved game
    that can no longer be played is worth nothing once a newer one of the same cause is kept; the statistics'
    copies (their history) are all kept."""
    record, _match = GameRecord.new(Rules(), seed=3, player_name="Ann")
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
