"""kill -9 at random moments, finishing a game included: no game lost, none counted twice.

    python benchmarks/bench_kill.py                       # 100 kills (about a minute)
    python benchmarks/bench_kill.py --kills 10 --json     # what the test suite runs

A child process plays games against a folder exactly as the window's ``GameKeeper``
keeps them: every move is journaled to the saved game (``GameRecord.play`` then
``storage.saved_game.save``), a finished game is counted with ``storage.finish_game``
and every start begins with ``storage.resume()`` (which finishes what a kill
interrupted, and offers the unfinished game, which the child then plays on).  The
parent kills it with SIGKILL, restarts it, and so on:

* half the kills come at a random time (0 to ``--max-delay`` seconds after the child
  has opened the folder: recovering, playing or finishing);
* the other half aim *inside finishing a game*: the parent waits for the child to
  report one of the steps of ``Storage.finish_game`` (``storage.checkpoint``, a plain
  attribute the child sets; the steps are "decided", "saved-game-cleared", "stats",
  "highscores", "done"), then kills it after a random 0-3 ms, so the kill lands
  between two steps or in the middle of the next file's write.

Each game's moves come from a policy seeded by the game number and the move number,
so a game resumed after a kill plays on exactly as it would have.  After the last
kill, one clean run finishes the game in progress; then every game the child ever
started is replayed here, and each player's statistics (totals and the list of
games), the high scores and the counted ids are compared with what those games
should have added: a game missing is *lost*, one found twice is *counted twice*.
The script exits 1 if any is.
"""

from __future__ import annotations

import argparse
import collections
import functools
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ginqt.engine import Action, ActionKind, Match, Phase
from ginqt.melds import min_deadwood
from ginqt.rules import Rules
from ginqt.storage import MAX_HIGHSCORES, GameRecord, Storage, summarize_game
from ginqt.storage.lock import LOCK_FILE

PLAYERS = ("Ann", "Bob", "Cleo")
STARTED_LOG = "started.log"
STEPS = ("decided", "saved-game-cleared", "stats", "highscores", "done")


# -- the games (the same in the child and in the check) -----------------------------------------


def game_setup(number: int) -> dict[str, Any]:
    """Game ``number``'s player, rules and seed: short games, so that many are finished."""
    rng = random.Random(number)
    return {
        "rules": Rules(score_limit=rng.choice((0, 0, 0, 25, 50))),
        "seed": 1000 + number,
        "first_dealer": number % 2,
        "player_name": PLAYERS[number % len(PLAYERS)],
        "opponent": "bench",
        "variant": "standard",
        "game_id": f"kill-{number}",
    }


def choose(match: Match, seed: int, move: int) -> Action:
    """A move that depends only on the game's seed and the move's number (so a resumed game plays on the same).

    Half-sensible, so that hands end soon: it knocks when it can and mostly throws its worst card.
    """
    rng = random.Random(seed * 100_003 + move)
    actions = match.legal_actions()
    knocks = [a for a in actions if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    if knocks and rng.random() < 0.9:
        return rng.choice(knocks)
    discards = [a for a in actions if a.kind is ActionKind.DISCARD and a.card is not None]
    if discards and rng.random() < 0.8:
        hand = match.hand.hands[match.to_play]
        return min(discards, key=lambda a: (min_deadwood(hand & ~(1 << int(a.card or 0))), a.card))
    return rng.choice(actions)


def step(record: GameRecord, match: Match) -> Match:
    if match.phase is Phase.OVER:
        return record.next_hand(match)
    return record.play(match, choose(match, int(record.seed), len(record)))


def play_to_end(record: GameRecord, match: Match, after_move: Callable[[], object] = lambda: None) -> Match:
    while not match.over:
        match = step(record, match)
        after_move()
    return match


# -- the child: plays and is killed ----------------------------------------------------------------


def child(folder: Path, linger_ms: float, drain: bool) -> int:
    out = sys.stdout
    storage = Storage.open(folder)
    storage.lock()  # as the window does: the kill must let go of it (DataFolderBusy here would end the run)

    def checkpoint(name: str) -> None:
        out.write(f"step {name}\n")
        out.flush()
        if linger_ms:
            time.sleep(random.uniform(0, linger_ms) / 1000)

    storage.checkpoint = checkpoint
    pending = len(storage.pending)
    saved = storage.saved_game.load() if storage.saved_game.exists() else None
    state = "none" if saved is None else "over" if saved.match.over else "unfinished"
    out.write(f"start pending={pending} saved={state}\n")
    out.flush()
    log = os.open(folder / STARTED_LOG, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    logged = set(started_games(folder))
    resumed = storage.resume()
    while True:
        if resumed is not None:
            record, match = resumed.record, resumed.match
            number = int(record.game_id.split("-")[1])
            resumed = None
        else:
            if drain:
                return 0
            number = max(logged, default=-1) + 1
            record, match = GameRecord.new(**game_setup(number))
            storage.saved_game.save(record)
        if number not in logged:  # after the first save: a started game is on disk
            os.write(log, f"{number}\n".encode())
            logged.add(number)
        # as the keeper does: the journal is saved after every move
        match = play_to_end(record, match, functools.partial(storage.saved_game.save, record))
        out.write(f"finish {number}\n")
        out.flush()
        storage.finish_game(record, match)
        if drain:
            return 0


def started_games(folder: Path) -> list[int]:
    path = folder / STARTED_LOG
    if not path.exists():
        return []
    numbers = []
    for line in path.read_text().splitlines():
        if line.strip().isdigit():
            numbers.append(int(line))
    return numbers


# -- the parent: kills and checks --------------------------------------------------------------------


def start_child(folder: Path, linger_ms: float, drain: bool = False) -> subprocess.Popen[str]:
    command = [sys.executable, __file__, "--child", str(folder), "--linger-ms", str(linger_ms)]
    if drain:
        command.append("--drain")
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)


def kill_once(folder: Path, rng: random.Random, aim: bool, max_delay: float, linger_ms: float) -> dict[str, Any]:
    """Start the child, kill it (at a random time, or just after a chosen finishing step); what happened."""
    process = start_child(folder, linger_ms)
    assert process.stdout is not None
    lines: list[str] = []
    target = rng.choice(STEPS) if aim else None
    nth = rng.randint(1, 2)
    if aim:
        seen = 0
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            lines.append(line.strip())
            if line.strip() == f"step {target}":
                seen += 1
                if seen == nth:
                    time.sleep(rng.uniform(0, 0.003))
                    break
    else:  # from the moment it has opened the folder (its start-up is not what is tested)
        line = process.stdout.readline()
        lines.append(line.strip())
        time.sleep(rng.uniform(0, max_delay))
    process.send_signal(signal.SIGKILL)
    rest, errors = process.communicate(timeout=30)
    lines += [line.strip() for line in rest.splitlines()]
    if process.returncode != -signal.SIGKILL:
        raise SystemExit(f"the child ended by itself (status {process.returncode}):\n{errors}")
    start = next((line for line in lines if line.startswith("start ")), "start (not reached)")
    last = lines[-1] if lines else "(nothing)"
    return {"aim": target, "start": start, "last": last,
            "inside_finishing": (last.startswith("step ") and last != "step done") or last.startswith("finish ")}


def expected_results(numbers: list[int]) -> dict[str, list[tuple[int, int, int, int, str, int, int]]]:
    """What each started game adds, by player: (score, opponent score, hands, net, outcome, hands won, gins)."""
    by_player: dict[str, list[tuple[int, int, int, int, str, int, int]]] = collections.defaultdict(list)
    for number in numbers:
        record, match = GameRecord.new(**game_setup(number))
        match = play_to_end(record, match)
        summary = summarize_game(match, variant=record.variant, opponent=record.opponent)
        assert summary is not None
        e, t = summary.entry, summary.tally
        by_player[record.player_name].append((e.score, e.opponent_score, e.hands, e.net, e.outcome, t.won, t.gins))
    return by_player


def check(folder: Path) -> dict[str, Any]:
    """Compare the folder with the games started: lost, counted twice, and what is left over."""
    numbers = sorted(set(started_games(folder)))
    if numbers != list(range(len(numbers))):
        raise SystemExit(f"the started games are not 0..n-1: {numbers[:20]}")
    storage = Storage.open(folder)
    expected = expected_results(numbers)
    lost = twice = 0
    totals_ok = True
    for name, games in expected.items():
        player = storage.stats.get(name)
        found = collections.Counter(
            (g.score, g.opponent_score, g.hands, g.net, g.outcome) for g in (player.games if player else ()))
        wanted = collections.Counter(game[:5] for game in games)
        lost += sum((wanted - found).values())
        twice += sum((found - wanted).values())
        if player is None:
            totals_ok = False
            continue
        totals_ok &= player.games_played == len(games)
        totals_ok &= player.hands_played == sum(g[2] for g in games)
        totals_ok &= player.total_score == sum(g[0] for g in games)
        totals_ok &= player.tally.won == sum(g[5] for g in games) and player.tally.gins == sum(g[6] for g in games)
    extra_players = [p.name for p in storage.stats.players() if p.name not in expected]
    counted = storage.stats.counted_ids()
    wanted_ids = [f"kill-{n}" for n in numbers][-len(counted):] if counted else []
    ids_ok = sorted(counted) == sorted(wanted_ids) and len(set(counted)) == len(counted)
    # the high scores: the best eligible games, by average then net
    eligible = sorted(
        ((g[0] / g[2], g[3], name, g[0], g[2]) for name, games in expected.items() for g in games
         if g[4] == "won" and g[0] > 0),
        key=lambda x: (-x[0], -x[1]))[:MAX_HIGHSCORES]
    table = [(e.average, e.net, e.name, e.score, e.hands) for e in storage.highscores.entries()]
    highscores_ok = sorted((a, n) for a, n, *_ in table) == sorted((a, n) for a, n, *_ in eligible)
    leftovers = sorted(p.name for p in folder.iterdir()
                       if p.name not in ("stats.json", "highscores.json", LOCK_FILE, STARTED_LOG)
                       and not p.name.endswith(".tmp"))
    return {
        "games": len(numbers),
        "lost": lost,
        "counted_twice": twice,
        "totals_agree": bool(totals_ok) and not extra_players,
        "counted_ids_agree": ids_ok,
        "high_scores_agree": highscores_ok,
        "left_over": leftovers,
        "temporary_files": len([p for p in folder.iterdir() if p.name.endswith(".tmp")]),
        "notices": storage.notices.drain(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.6, help="random kills: at most this many seconds")
    parser.add_argument("--linger-ms", type=float, default=2.0,
                        help="the child pauses up to this long after each finishing step")
    parser.add_argument("--folder", help="keep the data here (default: a temporary folder)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", metavar="FOLDER", help=argparse.SUPPRESS)
    parser.add_argument("--drain", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.child:
        return child(Path(options.child), options.linger_ms, options.drain)

    with tempfile.TemporaryDirectory(prefix="ginqt-kill-") as scratch:
        folder = Path(options.folder) if options.folder else Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        rng = random.Random(options.seed)
        started = time.perf_counter()
        kills = [kill_once(folder, rng, aim=i % 2 == 1, max_delay=options.max_delay, linger_ms=options.linger_ms)
                 for i in range(options.kills)]
        final = start_child(folder, 0.0, drain=True)
        out, errors = final.communicate(timeout=120)
        if final.returncode != 0:
            raise SystemExit(f"the last run failed (status {final.returncode}):\n{errors}")
        result = check(folder)
        result["kills"] = len(kills)
        result["aimed_inside_finishing"] = sum(1 for k in kills if k["aim"] is not None)
        result["last_seen_inside_finishing"] = sum(1 for k in kills if k["inside_finishing"])
        restarts = [k["start"] for k in kills[1:]] + [out.splitlines()[0] if out else ""]
        result["restarts_with_pending_results"] = sum(1 for s in restarts if "pending=0" not in s and "pending=" in s)
        result["restarts_with_a_finished_saved_game"] = sum(1 for s in restarts if "saved=over" in s)
        result["restarts_with_an_unfinished_saved_game"] = sum(1 for s in restarts if "saved=unfinished" in s)
        result["seconds"] = round(time.perf_counter() - started, 1)
        result["killed_at"] = dict(collections.Counter(k["last"].split(" ")[0] + (" " + k["last"].split(" ")[1]
                                                       if k["last"].startswith("step ") else "") for k in kills))
    ok = (result["lost"] == 0 and result["counted_twice"] == 0 and result["totals_agree"]
          and result["counted_ids_agree"] and result["high_scores_agree"] and not result["left_over"])
    result["ok"] = ok
    if options.json:
        print(json.dumps(result, indent=1))
    else:
        for key, value in result.items():
            print(f"{key:40} {value}")
        print("goal: 0 games lost, 0 counted twice:", "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
