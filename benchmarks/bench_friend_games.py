"""Play a friend (issue 51), measured on this machine: a real mailbox server and transit relay on 127.0.0.1
(tests/friendnet.py), never another address.  Each part answers one of the issue's goals; the log of what was
run and found is benchmarks/FRIEND_GAMES.md.

    python benchmarks/bench_friend_games.py --part games --games 100    # two processes (ginqt invite / join)
    python benchmarks/bench_friend_games.py --part timing               # a hand's setup, a draw's round trip
    python benchmarks/bench_friend_games.py --part cheats --tries 20    # each modified client, detected?
    python benchmarks/bench_friend_games.py --part drop --seconds 30 --tries 20

games: ``ginqt invite --as standard --games N`` and ``ginqt join CODE --as easy`` in two processes; every record
on one side must be the other's but for its ``side`` line, and pass ``ginqt verify``; a desynchronisation is a
game either side stopped, or a pair of records that differ.
timing: both sides in this process over the real link: a hand's setup (both shuffles, the two steps of keys and
the deal, until each side holds its cards; goal <= 1 s) and a draw from the stock's round trip (the move sent,
the other side's key back, the card opened; goal: median <= 50 ms).
cheats: each modified client of tests/friendsides.py, ``--tries`` games each; detected means the honest side
stopped the game naming the cheat's kind of fault (goal: 100 %).
drop: mid-hand the relay is cut for ``--seconds``; a try succeeds when the game then goes on and ends, with the
same record on both sides, which verifies (goal: 20 of 20 with 30 s).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from friendnet import LocalServers, local_servers, meet
from friendsides import CHEATS, play_pair, talk_over

from ginqt.records.folder import open_record
from ginqt.records.text import dumps
from ginqt.records.verify import verify
from ginqt.remote.friend import table as table_module
from ginqt.remote.friend.protocol import Fault
from ginqt.rules import Rules

EXPECTED = {"stacked-deck": Fault.DECK, "chosen-order": Fault.DECK, "claims-card": Fault.NOT_DEALT,
            "wrong-key": Fault.WRONG_KEY, "replays": Fault.REPLAYED, "draws-twice": Fault.ILLEGAL,
            "out-of-turn": Fault.OUT_OF_TURN}


def part_games(servers: LocalServers, games: int) -> None:
    place = servers.place()
    where = ["--mailbox", place.mailbox, "--relay", place.relay, "--no-direct", "--wait", "60"]
    folder = Path(tempfile.mkdtemp(prefix="friend-games-"))
    sides = folder / "ann", folder / "kim"
    for side in sides:
        side.mkdir()
    started = time.perf_counter()
    inviter = subprocess.Popen([sys.executable, "-m", "ginqt", "invite", "--as", "standard", "--name", "Ann",
                                "--games", str(games), "--data-dir", str(sides[0]), *where], stdout=subprocess.PIPE,
                               text=True)
    assert inviter.stdout is not None
    code = inviter.stdout.readline().split()[-1]
    joiner = subprocess.run([sys.executable, "-m", "ginqt", "join", code, "--as", "easy", "--name", "Kim",
                             "--data-dir", str(sides[1]), *where], capture_output=True, text=True)
    said = inviter.communicate()[0]
    took = time.perf_counter() - started
    mine = sorted((sides[0] / "records").glob("*.ginrec"))
    theirs = sorted((sides[1] / "records").glob("*.ginrec"))
    same = sum(a.name == b.name and a.read_text().replace("\nside 0\n", "\nside 1\n") == b.read_text()
               for a, b in zip(mine, theirs, strict=False))
    verified = sum(verify(open_record(path)).ok for path in (*mine, *theirs))
    hands = sum(len(open_record(path).hands) for path in mine)
    stopped = said.count("Stopped") + joiner.stdout.count("Stopped")
    print(f"games: {len(mine)} and {len(theirs)} records of {games} ({hands} hands) in {took:.1f} s; "
          f"identical pairs {same}; verified {verified} of {len(mine) + len(theirs)}; games stopped {stopped}; "
          f"exit {inviter.returncode} and {joiner.returncode}")


def part_timing(servers: LocalServers, games: int) -> None:
    setups: list[float] = []
    draws: list[float] = []
    make, open_dealt, draw = (table_module.FriendTable._make_deck, table_module.FriendTable._open_dealt,
                              table_module._HandPlay._draw_mine)
    began: dict[int, float] = {}

    def timed_make(self: Any, keys: Any) -> Any:
        began[self.me] = time.perf_counter()
        return make(self, keys)

    def timed_open(self: Any, keys: Any, steps: Any, dealer: int) -> Any:
        shown = open_dealt(self, keys, steps, dealer)
        setups.append(time.perf_counter() - began[self.me])
        return shown

    def timed_draw(self: Any) -> None:
        start = time.perf_counter()
        draw(self)
        draws.append(time.perf_counter() - start)

    table_module.FriendTable._make_deck = timed_make  # type: ignore[method-assign]
    table_module.FriendTable._open_dealt = timed_open  # type: ignore[method-assign]
    table_module._HandPlay._draw_mine = timed_draw  # type: ignore[method-assign]
    for _ in range(games):
        links = meet(servers.place())
        try:
            play_pair(Rules(), ends=links, talks=talk_over(links, 60))
        finally:
            for link in links:
                link.close()
    print(f"timing: a hand's setup median {statistics.median(setups) * 1000:.0f} ms, longest "
          f"{max(setups) * 1000:.0f} ms ({len(setups)} side-hands); a draw's round trip median "
          f"{statistics.median(draws) * 1000:.1f} ms, p90 {sorted(draws)[len(draws) * 9 // 10] * 1000:.1f} ms "
          f"({len(draws)} draws)")


def part_cheats(tries: int) -> None:
    for name, (cheat, cheater) in sorted(CHEATS.items()):
        named = 0
        for _ in range(tries):
            games = play_pair(cheat=cheat, cheater=cheater, wait=10)
            fault = games[1 - cheater].fault
            named += fault is not None and fault.fault is EXPECTED[name]
        print(f"cheat {name}: detected and named in {named} of {tries}")


def part_drop(servers: LocalServers, seconds: float, tries: int) -> None:
    good = 0
    for attempt in range(tries):
        links = meet(servers.place())
        moves = [0]

        def cut(match: Any, moves: list[int] = moves) -> None:
            moves[0] += 1
            if moves[0] == 6:
                threading.Thread(target=hold, daemon=True).start()

        def hold() -> None:
            with servers.proxy.cut_for(seconds):
                pass

        try:
            ann, kim, _ = play_pair(Rules(score_limit=25), ends=links, talks=talk_over(links, seconds + 60),
                                    on_move=(cut, None))
        finally:
            servers.proxy.restore()
            for link in links:
                link.close()
        ok = (ann.finished and kim.finished and ann.record is not None and kim.record is not None
              and dumps(ann.record).replace("\nside 0\n", "\nside 1\n") == dumps(kim.record)
              and verify(kim.record).ok)
        good += ok
        print(f"  drop {attempt + 1}: {'resumed' if ok else 'FAILED'} ({ann.fault or ann.left or ''})", flush=True)
    print(f"drop: {seconds:g} s cut mid-hand, the game resumed and ended identically in {good} of {tries}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", choices=("games", "timing", "cheats", "drop"), required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--tries", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=30)
    options = parser.parse_args()
    if options.part == "cheats":
        part_cheats(options.tries)
        return
    with local_servers(Path(tempfile.mkdtemp(prefix="meeting-place-"))) as servers:
        if options.part == "games":
            part_games(servers, options.games)
        elif options.part == "timing":
            part_timing(servers, options.games)
        else:
            part_drop(servers, options.seconds, options.tries)


if __name__ == "__main__":
    main()
