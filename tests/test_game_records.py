"""Game records (ginqt.records): the text format, making one from a game, verify, the folder, the commands."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import random
from pathlib import Path

import pytest
from engine_helpers import BiasedRandomPlayer, StandardPlayer
from hypothesis import given, settings
from hypothesis import strategies as st

from ginqt.cards import Card, CardSet
from ginqt.engine import Action, ActionKind
from ginqt.melds import best_melds
from ginqt.play.log import GameLog
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.records import (
    Player,
    RecordedGame,
    RecordFormatError,
    Status,
    dumps,
    loads,
    parse_turns,
    record_game,
    turns_text,
)
from ginqt.records.cli import cli_main
from ginqt.records.folder import RecordFolder, read_record
from ginqt.records.verify import verify
from ginqt.research.job import GameJob
from ginqt.research.tournament import run_tournament
from ginqt.rules import Rules, UpcardOffer
from ginqt.storage import DataDir, Storage
from ginqt.storage.savegame import read_log

PLUGINS = load_plugins(autoload=False)
PLAYERS = (Player("Ann"), Player("Computer", "standard"))
DATA = Path(__file__).parent / "data"


def played(seed: int, variant: str = "standard", *, hands: int | None = None,
           random_play: bool = False) -> tuple[GameLog, GameRunner]:
    """A game of ``variant`` dealt from ``seed``, its log; to the end, or ``hands`` hands."""
    info = PLUGINS.variant(variant)
    rng = random.Random(seed)
    seat = BiasedRandomPlayer(rng) if random_play else StandardPlayer()
    runner = GameRunner(GameSpec(Variant(variant, info.rules, info.scoring), ("Ann", "standard"), seed=seed),
                        (seat, seat))
    runner.play(max_hands=hands)
    return runner.log, runner


def record_of(seed: int, variant: str = "standard", status: Status = Status.PLAYING, **kw: object) -> RecordedGame:
    log, _ = played(seed, variant, **kw)  # type: ignore[arg-type]
    return record_game(log, PLAYERS, status)


def verified(game: RecordedGame) -> bool:
    return verify(game, PLUGINS.variant(game.variant or "standard").scoring).ok


# -- the format ------------------------------------------------------------------------------


def test_every_move_has_one_token_and_reads_back() -> None:
    melds = best_melds("AS 2S 3S 7H 7D 7C").melds
    actions = [Action(kind) for kind in ActionKind if kind not in (ActionKind.DISCARD, ActionKind.KNOCK)]
    actions += [Action.discard("7h"), Action.knock("9c"), Action.knock("9c", melds)]
    for action in actions:
        token = action.text
        assert " " not in token and Action.parse(token) == action
    assert Action.knock("9c", melds).text == "knock:9C/AS.2S.3S/7H.7D.7C"
    assert [Action.parse(old) for old in ("discard 7h", "knock 9C")] == [Action.discard("7H"), Action.knock("9C")]
    for bad in ("fly", "1Z", "knock:", "knock:9C/2S.9H", "", "discard", "stock 7h", "discard 7h 8h"):
        with pytest.raises(ValueError):
            Action.parse(bad)


@pytest.mark.parametrize("variant", ["standard", "oklahoma", "hollywood", "tommy", "palm", "eaai"])
def test_whole_games_write_read_back_and_verify(variant: str) -> None:
    for seed in range(3):
        game = record_of(seed, variant, random_play=seed == 2)
        assert game.status is Status.FINISHED and game.ended is not None
        assert loads(dumps(game)) == game
        assert verified(game), verify(game).problems
        assert all(hand.secret is not None and hand.secret.matches(hand.commitment or "") for hand in game.hands)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), hands=st.integers(1, 4))
def test_any_game_part_played_reads_back_and_verifies(seed: int, hands: int) -> None:
    """Invariant: whatever was played, its record reads back as written and verifies."""
    game = record_of(seed, "standard", Status.ABANDONED, hands=hands, random_play=True)
    assert loads(dumps(game)) == game and verified(game)


def test_a_hand_read_back_from_a_record_ended_as_the_engine_says() -> None:
    """One type says how a hand ended: a record's hand end is the engine's HandResult, only without the melds."""
    log, runner = played(3)
    game = loads(dumps(record_game(log, PLAYERS, Status.PLAYING, runner=runner)))
    for hand, history in zip(game.hands, runner.match.history, strict=True):
        assert hand.end == dataclasses.replace(history.result, settlement=None) and hand.scores == history.scores_after
        assert hand.end is not None and hand.end.kind == history.label
    assert game.winner == runner.outcome().winner and game.points == runner.outcome().points


def test_a_record_of_a_game_in_play_holds_only_finished_hands() -> None:
    log, runner = played(5, hands=2)
    runner.next_hand()
    for _ in range(3):
        runner.apply(runner.legal_actions()[0])
    secret = runner.match.deal
    assert secret is not None and not runner.hand_over
    game = record_game(log, PLAYERS, Status.PLAYING)
    text = dumps(game)
    assert len(game.hands) == 2 and game.status is Status.PLAYING and game.ended is None
    assert secret.seed not in text and secret.salt not in text  # the hand in play stays secret
    left = record_game(log, PLAYERS, Status.ABANDONED)
    assert len(left.hands) == 3 and left.hands[-1].end is None and left.hands[-1].secret == secret
    assert len(left.hands[-1].moves) == 3
    assert verified(left) and loads(dumps(left)) == left


@pytest.mark.parametrize("variant", ["standard", "hollywood", "palm"])
def test_a_record_written_from_the_game_in_hand_is_the_replayed_one_byte_for_byte(variant: str) -> None:
    """The window and the tournament write a record from the match they hold, with no replay: the same bytes."""
    plugins = load_plugins(autoload=False)
    info = plugins.variant(variant)
    for seed in range(4):
        spec = GameSpec(Variant(variant, info.rules, info.scoring), seed=seed, first_dealer=seed % 2)
        runner = GameRunner(spec, (plugins.make_strategy("easy", seed), plugins.make_strategy("standard", 9)))
        runner.play(max_hands=seed or None, max_moves=15 if seed == 3 else None)
        for status in Status:
            ended = "2026-01-01T00:00:00+00:00"
            replayed = dumps(record_game(runner.log, PLAYERS, status, ended=ended))
            assert dumps(record_game(runner.log, PLAYERS, status, ended=ended, runner=runner)) == replayed


def test_a_game_begun_before_fair_deals_is_recorded_and_checked_as_such(tmp_path: Path) -> None:
    (tmp_path / "saved_game.json").write_text((DATA / "saved_game_v1.json").read_text())
    resumed = Storage.open(tmp_path).resume()
    assert resumed is not None
    game = record_game(resumed.log, PLAYERS, Status.ABANDONED)
    assert not game.fair and game.unsecured_seed == 8123 and "deals unsecured 8123" in dumps(game)
    assert loads(dumps(game)) == game
    found = verify(game)
    assert found.ok and "before fair deals" in found.notes[0]


_TOKENS = [Action(kind) for kind in ActionKind if kind not in (ActionKind.DISCARD, ActionKind.KNOCK)]
_TOKENS += [Action.discard("7h"), Action.discard("qs"), Action.knock("9c"),
            Action.knock("9c", best_melds("AS 2S 3S 7H 7D 7C").melds)]


@settings(max_examples=300, deadline=None)
@given(moves=st.lists(st.sampled_from(_TOKENS + [Action(ActionKind.DRAW_STOCK), Action(ActionKind.DRAW_DISCARD),
                                                Action(ActionKind.TAKE_UPCARD)] * 3), max_size=14),
       simple=st.booleans())
def test_any_moves_write_as_turns_and_read_back(moves: list[Action], simple: bool) -> None:
    """Invariant: version 2's turns say exactly the actions written, whatever they are (or refuse them)."""
    rules = Rules(upcard_offer=UpcardOffer.SIMPLE if simple else UpcardOffer.CLASSIC)
    try:
        text = turns_text(moves, rules)
    except ValueError:  # a discard, knock or declaration with no draw before it: no game has one
        return
    assert parse_turns(text.split(), rules) == tuple(moves)


def test_turns_leave_out_the_draws_the_rules_give() -> None:
    classic, simple = Rules(), Rules(upcard_offer=UpcardOffer.SIMPLE)
    take, pile, stock = (Action(ActionKind.TAKE_UPCARD), Action(ActionKind.DRAW_DISCARD),
                         Action(ActionKind.DRAW_STOCK))
    pass_ = Action(ActionKind.PASS)
    moves = (pass_, take, Action.discard("7h"), stock, Action.discard("qs"), pile, Action.knock("9c"))
    assert turns_text(moves, classic) == "pass +7H QS +knock:9C"
    assert turns_text((pile, Action.discard("7h"), stock), simple) == "+7H stock"  # a game left after a draw
    assert parse_turns(["+7H"], simple) == (pile, Action.discard("7h"))
    assert parse_turns(["play-to-gin", "7H"], classic) == (stock, Action(ActionKind.PLAY_TO_GIN),
                                                            Action.discard("7h"))
    for bad in (["++7H"], ["+stock"], ["7Z"], ["knock:"]):
        with pytest.raises(ValueError):
            parse_turns(bad, classic)


def test_a_long_hollywood_game_fits_8_kb() -> None:
    """The game of 19 hands in tests/data took 10.3 KB in version 1; version 2 writes it in 6.2 KB."""
    v1 = (DATA / "record_v1_hollywood.ginrec").read_text()
    game = loads(v1)
    text = dumps(game)
    assert len(game.hands) == 19 and len(v1) > 10_000
    assert text.startswith("ginqt-record 2\n") and len(text.encode()) <= 8 * 1024
    assert sum(line.startswith("hand ") for line in text.splitlines()) == 19  # a line a hand
    assert "\ndealt " not in text and "\nupcard " not in text


# -- records of version 1 (GinQt 0.3): still read, checked, listed and replayed -------------------


@pytest.mark.parametrize("name", ["record_v1_hollywood.ginrec", "record_v1_abandoned.ginrec"])
def test_a_version_1_record_reads_verifies_and_is_the_same_game_in_version_2(tmp_path: Path, name: str) -> None:
    text = (DATA / name).read_text()
    assert text.startswith("ginqt-record 1\n") and "\ndealt 0 " in text
    game = loads(text)
    assert verified(game) and loads(dumps(game)) == game
    status, out, err = check(tmp_path, text)
    assert status == 0 and "verified" in out and err == ""
    records = folder_at(tmp_path / "records")
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / name).write_text(text)
    [entry] = folder_at(tmp_path / "records").entries()
    assert entry.damaged is None and entry.hand_count == len(game.hands) and entry.points == game.points
    assert records.read(name) == game


def test_the_abandoned_version_1_record_keeps_its_hand_in_play() -> None:
    game = loads((DATA / "record_v1_abandoned.ginrec").read_text())
    last = game.hands[-1]
    assert game.status is Status.ABANDONED and last.end is None
    assert [a.text for a in last.moves] == ["stock", "4S", "stock"]
    assert "moves 4S stock\n" in dumps(game)


# -- verify says exactly what does not match -------------------------------------------------


@pytest.fixture(scope="module")
def record_text() -> str:
    return dumps(record_of(11))


def edit(text: str, old: str, new: str, occurrence: int = 0) -> str:
    at = -1
    for _ in range(occurrence + 1):
        at = text.index(old, at + 1)
    return text[:at] + new + text[at + len(old):]


def check(tmp_path: Path, text: str) -> tuple[int, str, str]:
    path = tmp_path / "game.ginrec"
    path.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    status = cli_main("verify", [str(path)], out, err)
    assert path.read_text() == text  # verify never changes the file
    return status, out.getvalue(), err.getvalue()


def test_a_true_record_verifies(tmp_path: Path, record_text: str) -> None:
    status, out, err = check(tmp_path, record_text)
    assert status == 0 and "verified" in out and err == ""


def test_a_changed_card_is_named(tmp_path: Path, record_text: str) -> None:
    """Version 2 writes no dealt cards (the seed deals them): a card changed is a card of a move."""
    game = loads(record_text)
    hand = game.hands[1]
    index = next(i for i, a in enumerate(hand.moves) if a.kind is ActionKind.DISCARD)
    held = hand.moves[index].card
    assert held is not None
    stranger = next(c for c in map(Card, range(52)) if not (hand.dealt[0].mask | hand.dealt[1].mask) >> c & 1
                    and c != hand.upcard)
    line = next(line for line in record_text.splitlines() if line.startswith("hand 2 "))
    head, _, tokens = line.partition(" moves ")
    turns = tokens.split()
    turn = next(i for i, token in enumerate(turns) if token.lstrip("+") == held.text)  # the first discard's turn
    turns[turn] = turns[turn].replace(held.text, stranger.text)
    status, out, _ = check(tmp_path, record_text.replace(line, f"{head} moves {' '.join(turns)}"))
    assert status == 1
    assert f"hand 2, move {index + 1} ({stranger.text}) cannot be played: {stranger.symbol} is not in your hand" in out


def test_a_changed_dealt_card_of_a_version_1_record_is_named(tmp_path: Path) -> None:
    text = (DATA / "record_v1_hollywood.ginrec").read_text()
    game = loads(text)
    dealt = game.hands[1].dealt[0]
    held = dealt.text.split()[3]
    other = next(c.text for c in map(Card, range(52))
                 if c.text not in dealt.text.split() and c.text not in game.hands[1].dealt[1].text.split()
                 and c != game.hands[1].upcard)
    line = f"dealt 0 {dealt.text}"
    changed = CardSet(dealt.text.replace(held, other))
    status, out, _ = check(tmp_path, edit(text, line, f"dealt 0 {changed.text}"))
    assert status == 1
    assert f"hand 2: the record says player 0 was dealt {other}; the deal gives {held}" in out


def test_a_changed_move_is_named(tmp_path: Path, record_text: str) -> None:
    game = loads(record_text)
    hand = game.hands[0]
    index = next(i for i, a in enumerate(hand.moves) if a.kind is ActionKind.DISCARD)
    mover_cards = set(CardSet(hand.dealt[0].mask | hand.dealt[1].mask).text.split())
    stranger = next(c.text for c in map(Card, range(52)) if c.text not in mover_cards and c != hand.upcard)
    moves = list(hand.moves)
    moves[index] = Action.discard(stranger)
    status, out, _ = check(tmp_path, dumps(dataclasses.replace(game, hands=(
        dataclasses.replace(hand, moves=tuple(moves)), *game.hands[1:]))))
    assert status == 1
    assert f"hand 1, move {index + 1} ({stranger}) cannot be played: {Card(stranger).symbol} is not in your hand" in out


def test_a_knock_changed_into_a_discard_is_named(tmp_path: Path, record_text: str) -> None:
    game = loads(record_text)
    knock = game.hands[0].moves[-1]
    assert knock.kind is ActionKind.KNOCK and knock.card is not None and game.hands[0].end is not None
    line = next(line for line in record_text.splitlines() if line.startswith("hand 1 "))
    token = f" {knock.text} end "
    assert token in line
    status, out, _ = check(tmp_path, record_text.replace(line, line.replace(token, f" {knock.card.text} end ")))
    assert status == 1
    assert "hand 1: the record says player" in out and "after its moves the hand is not over" in out
    assert "hand 2 follows hand 1, which had not ended" in out


def test_a_changed_score_is_named(tmp_path: Path, record_text: str) -> None:
    game = loads(record_text)
    end = game.hands[0].end
    assert end is not None and end.winner is not None
    old = f"points {end.points} "
    status, out, _ = check(tmp_path, edit(record_text, old, f"points {end.points + 5} "))
    assert status == 1
    assert f"hand 1: the record says player {end.knocker}'s {end.kind}, player {end.winner} won {end.points + 5} " \
           f"points" in out and f"the moves give player {end.knocker}'s {end.kind}, player {end.winner} won " \
           f"{end.points} points" in out


def test_a_seed_not_matching_its_commitment_is_named(tmp_path: Path, record_text: str) -> None:
    game = loads(record_text)
    secret = game.hands[2].secret
    assert secret is not None
    forged = secret.seed[:-1] + ("0" if secret.seed[-1] != "0" else "1")
    status, out, _ = check(tmp_path, edit(record_text, f"seed {secret.seed}", f"seed {forged}"))
    assert status == 1
    assert "hand 3: its seed and salt do not match the commitment shown before the deal" in out


def test_a_changed_result_is_named(tmp_path: Path, record_text: str) -> None:
    game = loads(record_text)
    points = game.points
    line = f"points {points[0]} {points[1]}\n"
    status, out, _ = check(tmp_path, edit(record_text, "result finished winner " + str(game.winner) + " "
                                          + line, f"result abandoned winner none {line}"))
    assert status == 1 and "the record says the game is abandoned, but its hands end it" in out


# -- bad input: one line, exit 2, nothing touched ----------------------------------------------


def bad_inputs(text: str) -> dict[str, bytes]:
    return {
        "truncated": text[: len(text) // 2].encode(),
        "cut-at-a-hand": text[: text.index("\nhand 3")].encode(),
        "newer": text.replace("ginqt-record 2", "ginqt-record 5", 1).encode(),
        "not-a-record": b"{\"format\": \"ginqt-stats\", \"version\": 1}\n",
        "edited-into-nonsense": text.replace(" moves ", " moves ZZ ", 1).encode(),
        "binary": bytes(range(256)) * 4,
        "empty": b"",
        "huge": b"ginqt-record 2\n" + b"#" * (2 * 1024 * 1024),
    }


@pytest.mark.parametrize("how", sorted(bad_inputs("x\nhand 3 moves ")))
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, record_text: str, how: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "stats.json").write_text("{}")
    path = tmp_path / "bad.ginrec"
    raw = bad_inputs(record_text)[how]
    path.write_bytes(raw)
    before = sorted(os.listdir(tmp_path)), sorted(os.listdir(data))
    out, err = io.StringIO(), io.StringIO()
    assert cli_main("verify", [str(path)], out, err) == 2
    lines = err.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ginqt verify: error: ") and out.getvalue() == ""
    assert path.read_bytes() == raw and (sorted(os.listdir(tmp_path)), sorted(os.listdir(data))) == before
    if how == "newer":
        assert "version 5 record, written by a newer GinQt; this GinQt reads versions 1, 2, 3 and 4" in lines[0]
    if how == "not-a-record":
        assert "not a GinQt game record" in lines[0]


def test_a_missing_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    err = io.StringIO()
    assert cli_main("verify", [str(tmp_path / "nope.ginrec")], io.StringIO(), err) == 2
    assert err.getvalue().count("\n") == 1 and "no such file" in err.getvalue()


def test_a_truncated_record_says_so() -> None:
    text = dumps(record_of(3))
    with pytest.raises(RecordFormatError, match="truncated"):
        loads(text[: text.index("\nresult")])
    with pytest.raises(RecordFormatError, match="in the middle of a line: truncated"):
        loads(text[: text.index("\nhand 2 ") + 40])


# -- the folder --------------------------------------------------------------------------------


def folder_at(path: Path, limit: int = 1000) -> RecordFolder:
    return RecordFolder(DataDir.at(path), path, limit)


def test_records_are_written_listed_and_read_back(tmp_path: Path) -> None:
    records = folder_at(tmp_path)
    games = [record_of(seed) for seed in range(3)]
    for game in games:
        assert records.write(game) is not None
    entries = folder_at(tmp_path).entries()  # a fresh folder object reads the index
    assert sorted(e.game_id for e in entries) == sorted(g.game_id for g in games)
    for entry in entries:
        game = records.read(entry.file)
        assert entry.points == game.points and entry.hand_count == len(game.hands)
        assert entry.outcome == ("won" if game.winner == 0 else "lost")
    index = json.loads((tmp_path / "index.json").read_text())
    assert index["format"] == "ginqt-records-index" and len(index["records"]) == 3


def test_rewriting_a_game_keeps_one_file(tmp_path: Path) -> None:
    records = folder_at(tmp_path)
    log, _ = played(8, hands=1)
    records.write(record_game(log, PLAYERS, Status.PLAYING))
    again, _ = read_log(log.to_dict())
    records.write(record_game(again, PLAYERS, Status.ABANDONED))
    [entry] = records.entries()
    assert entry.status == "abandoned" and len(list(tmp_path.glob("*.ginrec"))) == 1


def test_the_index_is_only_a_cache(tmp_path: Path) -> None:
    records = folder_at(tmp_path)
    for seed in range(3):
        records.write(record_of(seed))
    expected = sorted(e.points for e in folder_at(tmp_path).entries())
    index = json.loads((tmp_path / "index.json").read_text())
    index["records"][0][7] = "103-51"  # one line edited into something the folder did not write
    (tmp_path / "index.json").write_text(json.dumps(index))
    assert sorted(e.points for e in folder_at(tmp_path).entries()) == expected  # that file read again
    (tmp_path / "index.json").write_text("{ damaged")
    assert len(folder_at(tmp_path).entries()) == 3  # rebuilt from the files
    first = sorted(tmp_path.glob("*.ginrec"))[0]
    first.unlink()
    assert len(folder_at(tmp_path).entries()) == 2  # a file gone: its entry goes


def test_a_damaged_record_is_set_aside_and_listed_never_fatal(tmp_path: Path) -> None:
    records = folder_at(tmp_path)
    for seed in range(2):
        records.write(record_of(seed))
    victim = sorted(tmp_path.glob("*.ginrec"))[0]
    victim.write_text(victim.read_text()[:300])
    fresh = folder_at(tmp_path)
    entries = fresh.entries()
    damaged = [e for e in entries if e.damaged is not None]
    assert len(entries) == 2 and len(damaged) == 1 and damaged[0].outcome == "damaged"
    assert not victim.exists() and damaged[0].file.startswith(victim.name + ".corrupt-")
    [notice] = fresh.notices.drain()
    assert victim.name in notice and "damaged" in notice
    assert len(folder_at(tmp_path).entries()) == 2  # still listed at the next start
    assert fresh.delete(damaged[0].file) and len(fresh.entries()) == 1


def test_the_size_limit_drops_the_oldest(tmp_path: Path) -> None:
    records = folder_at(tmp_path, limit=3)
    games = [dataclasses.replace(record_of(seed), started=f"2026-03-0{seed + 1}T12:00:00+00:00") for seed in range(5)]
    for game in games:
        records.write(game)
    assert [e.game_id for e in records.entries()] == [g.game_id for g in reversed(games[2:])]


def test_export_and_delete(tmp_path: Path) -> None:
    records = folder_at(tmp_path / "records")
    path = records.write(record_of(4))
    assert path is not None
    target = tmp_path / "copy.ginrec"
    records.export(path.name, target)
    assert read_record(target) == read_record(path)
    assert records.delete(path.name) and not path.exists() and records.entries() == []
    with pytest.raises(ValueError):
        records.path("../stats.json")


def test_a_read_only_folder_is_not_fatal(tmp_path: Path) -> None:
    records = folder_at(tmp_path)
    records.data_dir.read_only_paths.add(tmp_path)  # as DataDir marks a folder it cannot write
    assert records.write(record_of(1)) is None and records.entries() == []
    assert list(tmp_path.iterdir()) == []
    data_dir = DataDir.at(tmp_path)
    data_dir.read_only_paths.add(tmp_path)  # the data folder is read-only: records/ is not even made
    assert RecordFolder.of(data_dir).write(record_of(1)) is None and list(tmp_path.iterdir()) == []


def test_games_command_lists_and_says_json(tmp_path: Path) -> None:
    data = tmp_path / "data"
    records = RecordFolder.of(DataDir.at(data))
    data.mkdir()
    records.write(record_of(2))
    out, err = io.StringIO(), io.StringIO()
    assert cli_main("games", ["--data-dir", str(data), "--json"], out, err) == 0
    listing = json.loads(out.getvalue())
    [game] = listing["games"]
    assert game["outcome"] in ("won", "lost") and game["variant"] == "standard" and game["file"].endswith(".ginrec")
    out = io.StringIO()
    assert cli_main("games", ["--data-dir", str(data)], out, io.StringIO()) == 0
    assert "Standard" in out.getvalue() and game["file"] in out.getvalue()
    err = io.StringIO()
    assert cli_main("games", ["--data-dir", str(tmp_path / "typo")], io.StringIO(), err) == 2
    assert err.getvalue().count("\n") == 1 and not (tmp_path / "typo").exists()


# -- tournaments -------------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_tournament_keeps_every_game_and_each_verifies(tmp_path: Path, jobs: int) -> None:
    records = folder_at(tmp_path)
    result = run_tournament(GameJob("standard", "easy", seed=3), 4, jobs=jobs, plugins=PLUGINS, records=records)
    entries = folder_at(tmp_path).entries()
    assert len(entries) == 4
    won_by_a = sum(entry.outcome == "won" for entry in entries)
    assert won_by_a == result.players[0].games_won
    for entry in entries:
        game = records.read(entry.file)
        assert game.players == (Player("A", "standard"), Player("B", "easy")) and verified(game)
    same = run_tournament(GameJob("standard", "easy", seed=3), 4, plugins=PLUGINS)
    assert same.to_dict(timings=False) == result.to_dict(timings=False)


def test_the_runner_logs_a_whole_game_and_its_record_is_the_closed_log() -> None:
    log, runner = played(21)
    assert GameRunner.resume(log).match == runner.match and len(log.deals) == len(runner.match.history)
    game = record_game(log, PLAYERS, Status.FINISHED, runner=runner)
    closed = game.log()
    assert closed.closed and closed.texts() == log.texts() and closed.deals == log.deals
    assert GameRunner.resume(closed).match.history == runner.match.history


def test_the_rules_of_a_variant_game_are_kept() -> None:
    game = record_of(1, "hollywood")
    info = PLUGINS.variant("hollywood")
    assert game.variant_rules == info.rules and game.rules == info.engine_rules != info.rules
    text = dumps(game)
    assert '\nvariant-rules {"score_limit":100}\n' in text  # version 2: what differs from the rules
    assert loads(text).variant_rules == info.rules
