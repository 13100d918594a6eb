"""Play a friend (issue 51): whole games between two GinQt sides, and modified clients that cheat.

The sides here talk over an in-memory wire (tests/friendsides.py); tests/test_friend_net.py plays them over
the real link, through a mailbox server and a transit relay of its own on 127.0.0.1.
"""

from __future__ import annotations

from typing import Any

import pytest
from friendsides import CHEATS, OtherVersion, Silent, pipe, play_pair
from ginqt_builtin.strategies import StandardStrategy
from nacl import bindings as sodium

from ginqt.cards import Card
from ginqt.records.game import Status
from ginqt.records.text import dumps, loads
from ginqt.records.verify import verify
from ginqt.remote.friend.poker import HandKeys, card_points, decode_points, open_card, shuffle_deck
from ginqt.remote.friend.protocol import Fault
from ginqt.remote.friend.table import dealt_places
from ginqt.rules import Rules


def test_two_sides_play_a_whole_game_and_write_the_same_record_that_verifies() -> None:
    ann, kim, _ = play_pair(Rules(score_limit=100), strategies=(StandardStrategy, StandardStrategy))
    assert ann.fault is None and kim.fault is None
    assert ann.finished and kim.finished
    assert ann.record is not None and kim.record is not None
    assert (ann.record.side, kim.record.side) == (0, 1)
    assert dumps(ann.record).replace("\nside 0\n", "\nside 1\n") == dumps(kim.record)
    again = loads(dumps(kim.record))
    result = verify(again)
    assert result.ok, result.problems
    assert again.players[0].name == "Ann" and again.players[1].name == "Kim"
    assert max(again.points) >= 100 and again.winner is not None


def test_a_record_whose_deck_was_changed_after_the_game_does_not_verify() -> None:
    ann, _, _ = play_pair(Rules(score_limit=30))
    assert ann.record is not None
    text = dumps(ann.record)
    line = next(line for line in text.splitlines() if line.startswith("hand 1 "))
    words = line.split()
    step2 = list(decode_points(words[words.index("deck") + 2], 52))
    step2[0], step2[1] = step2[1], step2[0]  # a change of order after the shuffle
    from ginqt.remote.friend.poker import encode_points
    words[words.index("deck") + 2] = encode_points(step2)
    from ginqt.records.text import RecordFormatError
    with pytest.raises(RecordFormatError, match="hand 1"):
        loads(text.replace(line, " ".join(words)))


@pytest.mark.parametrize("name", sorted(CHEATS))
def test_each_cheat_is_detected_and_named(name: str) -> None:
    cheat, cheater = CHEATS[name]
    games = play_pair(cheat=cheat, cheater=cheater, wait=5)
    honest = games[1 - cheater]
    assert honest.fault is not None, f"{name} was not detected"
    expected = {"stacked-deck": Fault.DECK, "chosen-order": Fault.DECK, "claims-card": Fault.NOT_DEALT,
                "wrong-key": Fault.WRONG_KEY, "replays": Fault.REPLAYED, "draws-twice": Fault.ILLEGAL,
                "out-of-turn": Fault.OUT_OF_TURN}[name]
    assert honest.fault.fault is expected, honest.fault.what
    if name == "chosen-order":
        assert "choose the deck's order" in honest.fault.what
    assert honest.record is not None and honest.record.status is Status.ABANDONED
    assert honest.record.marks is not None and honest.record.marks[cheater].faults == 1
    assert honest.record.winner is None and honest.record.stopped == (cheater, honest.fault.what)
    assert loads(dumps(honest.record)) == honest.record
    told = games[cheater]  # the modified client was told (and its record says the same), or found its own deck bad
    assert told.record is not None and told.record.status is Status.ABANDONED
    if told.fault is None:
        assert told.stopped is not None and told.record.stopped == honest.record.stopped


def test_a_side_that_never_answers_stops_the_game_after_the_wait() -> None:
    ann, _, _ = play_pair(cheat=Silent, cheater=1, wait=1)
    assert ann.fault is not None and ann.fault.fault is Fault.SILENT
    assert ann.record is None or ann.record.status is not Status.FINISHED


def test_another_version_of_the_protocol_is_said_plainly() -> None:
    ann, _, _ = play_pair(cheat=OtherVersion, cheater=1)
    assert ann.fault is not None and ann.fault.fault is Fault.VERSION
    assert "version 2 of the friend protocol" in ann.fault.what


def _relation_attack(step1: list[bytes], logs: list[bytes]) -> int:
    """Name the cards of a first shuffle when each card's point has a known logarithm ``logs[c]`` (P_c = logs[c]·G):
    guess the key's point from the first card, and count the deck's points that then fall on cards."""
    best = 0
    for card, log in enumerate(logs):
        key_point = sodium.crypto_scalarmult_ed25519_noclamp(sodium.crypto_core_ed25519_scalar_invert(log), step1[0])
        named = {sodium.crypto_scalarmult_ed25519_noclamp(m, key_point) for m in logs}
        best = max(best, len(named & set(step1)))
        del card
    return best


def test_the_second_shuffler_cannot_read_the_first_shuffle() -> None:
    """With card points of known logarithm the attack names all 52 cards; with GinQt's it names none."""
    logs = [sodium.crypto_core_ed25519_scalar_reduce((c + 1).to_bytes(64, "little")) for c in range(52)]
    weak = [sodium.crypto_scalarmult_ed25519_base_noclamp(log) for log in logs]
    keys = HandKeys.fresh()
    assert _relation_attack(shuffle_deck(keys, weak), logs) == 52  # the attack works on a weak deck
    assert _relation_attack(shuffle_deck(keys, list(card_points())), logs) <= 1  # and learns nothing from ours


def test_no_side_can_open_a_card_of_the_other_from_anything_it_received() -> None:
    """At every move, a reading client tries every key it was ever sent on every place of the other's hand."""
    import ginqt.friends.game as game_module

    ends = pipe()
    tables: dict[int, object] = {}
    found: list[Card] = []
    tried = [0]

    def read(match: Any) -> None:
        table: Any = tables.get(1)
        if table is None or table.keys is None or not table.steps:
            return
        keys = {decode_points(value, 1)[0] for message in ends[1].received for value in _keys_in(message)}
        played = {message.get("place") for message in ends[1].received if message["t"] == "move"}  # shown to all
        for place in set(dealt_places(0, match.hand.dealer)) - played:
            for key in keys:
                tried[0] += 1
                card = open_card(table.steps[-1][place], table.keys.places[place], key)
                if card is not None:
                    sources = [m for m in ends[1].received if key in {decode_points(v, 1)[0] for v in _keys_in(m)}]
                    found.append((card, place, match.hand_number, sources))  # type: ignore[arg-type]

    original = game_module.FriendTable

    class Reader(original):  # type: ignore[misc,valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            tables[self.me] = self

    game_module.FriendTable = Reader  # type: ignore[misc]
    try:
        play_pair(Rules(score_limit=0), on_move=(None, read), ends=ends)
    finally:
        game_module.FriendTable = original  # type: ignore[misc]
    assert tried[0] > 100
    assert found == []


def _keys_in(message: dict[str, Any]) -> list[str]:
    """Every key a message carries (a key, the keys of a deal), but not the keys shown at a hand's end."""
    values: list[str] = []
    value = message.get("key")
    if isinstance(value, str):
        values.append(value)
    keys = message.get("keys")
    if isinstance(keys, dict):
        values += [v for v in keys.values() if isinstance(v, str)]
    return values


def test_the_command_line_says_plainly_what_is_wrong(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    from ginqt.friends.cli import cli_main

    assert cli_main("invite", ["--name", "Ann"]) == 2
    assert "--as" in capsys.readouterr().err
    assert cli_main("join", ["7-crossover-clockwork", "--as", "nobody-at-all", "--data-dir", str(tmp_path)]) == 2
    assert "nobody-at-all" in capsys.readouterr().err
    code = cli_main("join", ["not a code!", "--as", "easy", "--data-dir", str(tmp_path), "--mailbox",
                             "ws://127.0.0.1:9/v1", "--no-direct"])
    assert code == 2 and "a code looks like 7-crossover-clockwork" in capsys.readouterr().err


def test_each_side_lists_the_game_from_its_own_side() -> None:
    from ginqt.records.folder import RecordEntry

    ann, kim, _ = play_pair(Rules(score_limit=30))
    assert ann.record is not None and kim.record is not None and ann.record.winner is not None
    mine, theirs = RecordEntry.of("a", ann.record), RecordEntry.of("k", kim.record)
    assert (mine.opponent, theirs.opponent) == ("Kim", "Ann")
    assert {mine.outcome, theirs.outcome} == {"won", "lost"}
    assert mine.points == theirs.points[::-1] and mine.names == theirs.names[::-1]
