"""kill -9 at random moments, finishing a game included: no game lost, none counted twice, no hand dealt anew.

    python benchmarks/bench_kill.py                       # 100 kills (about a minute)
    python benchmarks/bench_kill.py --kills 10 --json     # what the test suite runs

A child process plays games against a folder exactly as the window's ``GameKeeper``
keeps them: every move goes into the game's log, saved as the saved game (``GameRunner.apply`` then
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

Games are dealt as the window deals a person's game: a fresh secret every hand, no seed (one game in four
with a seed, as ``ginqt --seed`` deals).  Each game's moves come from a policy seeded by the game number and
the move number, so a game resumed after a kill plays on exactly as it would have with the same cards.
Before every restart the parent reads the saved game the kill left (its game, its moves, each hand's
commitment), and the child says what it resumed (``resumed``: the same): a hand whose commitment changed
was *dealt anew*, moves the resumed game no longer holds were *dropped*.  The child notes each finished
game's deal secrets (``deals.log``) before counting it.  After the last kill, one clean run finishes the
game in progress; then every game the child ever started is replayed here from its secrets, and each
player's statistics (totals and the list of games), the high scores and the counted ids are compared with
what those games should have added: a game missing (or never finished) is *lost*, one found twice is
*counted twice*.  The ``.corrupt-*`` files left in the folder are counted.  The script exits 1 if any
game is lost or counted twice, a hand dealt anew, a move dropped, or more than one ``.corrupt-*`` file left.
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

from ginqt.engine import Action, ActionKind, DealSecret, Match
from ginqt.melds import min_deadwood
from ginqt.play.log import GameLog, action_moves
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.storage import MAX_HIGHSCORES, Storage, summarize_game
from ginqt.storage.lock import LOCK_FILE

PLAYERS = ("Ann", "Bob", "Cleo")
#: Files a data folder keeps between games besides the statistics and high scores (the saved game's key).
KEPT = ("saved_game_key.json",)
STARTED_LOG = "started.log"
DEALS_LOG = "deals.log"  #: a finished game's deal secrets, one line a game: "N seed:salt seed:salt ..."
SAVED_GAME = "saved_game.json"
STEPS = ("decided", "saved-game-cleared", "stats", "highscores", "done")


# -- the games (the same in the child and in the check) -----------------------------------------


def game_setup(number: int) -> dict[str, Any]:
    """Game ``number``'s player, rules and seed (``None``, a fresh secret every hand, as the window deals, but one
    game in four): short games, so that many are finished."""
    rng = random.Random(number)
    return {
        "rules": Rules(score_limit=rng.choice((0, 0, 0, 25, 50))),
        "seed": 1000 + number if number % 4 == 3 else None,
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


def new_game(number: int, deal: DealSecret | None = None) -> GameRunner:
    """Game ``number`` just dealt (``deal``: its first hand's secret, to play a finished game again)."""
    setup = game_setup(number)
    spec = GameSpec(Variant.standard(setup["rules"], setup["variant"]), (setup["player_name"], setup["opponent"]),
                    setup["seed"], setup["first_dealer"])
    runner = GameRunner(spec, deal=deal)
    runner.log.game_id = setup["game_id"]
    return runner


def game_number(log: GameLog) -> int:
    return int(log.game_id.split("-")[1])


def step(runner: GameRunner, deals: list[DealSecret] | None = None) -> None:
    """The next move (``deals``: each hand's secret, to play a finished game again; else as the window deals)."""
    if runner.hand_over:
        runner.next_hand(None if deals is None else deals[runner.match.hand_number])
    else:
        runner.apply(choose(runner.match, 1000 + game_number(runner.log), len(runner.log)))


def play_to_end(runner: GameRunner, after_move: Callable[[], object] = lambda: None,
                deals: list[DealSecret] | None = None) -> None:
    while not runner.match.over:
        step(runner, deals)
        after_move()


def deals_line(log: GameLog) -> str:
    return " ".join([str(game_number(log)), *(f"{deal.seed}:{deal.salt}" for deal in log.deals)]) + "\n"


def commitments(deals: list[DealSecret]) -> str:
    return ",".join(deal.commitment[:16] for deal in deals)


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
    log = os.open(folder / STARTED_LOG, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    deals_log = os.open(folder / DEALS_LOG, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    saved = storage.saved_game.load() if storage.saved_game.exists() else None
    state = "none" if saved is None else "over" if saved.runner.match.over else "unfinished"
    if saved is not None and saved.runner.match.over:  # killed before its secrets were noted: resume() counts it now
        os.write(deals_log, deals_line(saved.log).encode())
    out.write(f"start pending={pending} saved={state}\n")
    out.flush()
    logged = set(started_games(folder))
    resumed = storage.resume()
    while True:
        if resumed is not None:
            runner = resumed.runner
            number = game_number(runner.log)
            out.write(f"resumed {runner.log.game_id} moves={len(runner.log)} deals={commitments(runner.log.deals)}\n")
            out.flush()
            resumed = None
        else:
            if drain:
                return 0
            number = max(logged, default=-1) + 1
            runner = new_game(number)
            storage.saved_game.save(runner.log)
        if number not in logged:  # after the first save: a started game is on disk
            os.write(log, f"{number}\n".encode())
            logged.add(number)
        # as the keeper does: the journal is saved after every move
        play_to_end(runner, functools.partial(storage.saved_game.save, runner.log))
        os.write(deals_log, deals_line(runner.log).encode())
        out.write(f"finish {number}\n")
        out.flush()
        storage.finish_game(runner.log, runner)
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


def saved_game_seen(folder: Path) -> tuple[str, int, list[str]] | None:
    """What the saved game on disk holds: its game, its moves and each hand's commitment (sealed or not)."""
    try:
        document = json.loads((folder / SAVED_GAME).read_text())
        moves = action_moves(document["moves"], Rules.from_dict(document["rules"]))
    except (OSError, ValueError, KeyError):
        return None
    hands = [DealSecret(seed, salt).commitment[:16] for seed, salt in document.get("deals", [])]
    if "sealed_deal" in document:
        hands.append(document["sealed_deal"]["commitment"][:16])
    return str(document["game_id"]), len(moves), hands


class Continuity:
    """Every sight of a game between kills (the saved game on disk, what a restart resumed), compared with
    the last: a hand whose commitment changed was dealt anew, moves that went were dropped."""

    def __init__(self) -> None:
        self.last: dict[str, tuple[int, list[str]]] = {}
        self.dealt_anew = 0
        self.moves_dropped = 0
        self.resumes = 0

    def seen(self, game: str, moves: int, hands: list[str]) -> None:
        if game in self.last:
            before_moves, before_hands = self.last[game]
            self.dealt_anew += sum(1 for old, new in zip(before_hands, hands, strict=False) if old != new)
            self.moves_dropped += max(0, before_moves - moves)
        self.last[game] = (moves, hands)

    def resumed(self, line: str) -> None:
        """A child's ``resumed GAME moves=M deals=C,C`` line."""
        game, moves, deals = line.split()[1:4]
        self.resumes += 1
        self.seen(game, int(moves.removeprefix("moves=")), [c for c in deals.removeprefix("deals=").split(",") if c])


def kill_once(folder: Path, rng: random.Random, aim: bool, max_delay: float, linger_ms: float,
              continuity: Continuity) -> dict[str, Any]:
    """Start the child, kill it (at a random time, or just after a chosen finishing step); what happened."""
    on_disk = saved_game_seen(folder)
    if on_disk is not None:
        continuity.seen(*on_disk)
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
    for line in lines:
        if line.startswith("resumed "):
            continuity.resumed(line)
    start = next((line for line in lines if line.startswith("start ")), "start (not reached)")
    last = lines[-1] if lines else "(nothing)"
    return {"aim": target, "start": start, "last": last,
            "inside_finishing": (last.startswith("step ") and last != "step done") or last.startswith("finish ")}


def finished_deals(folder: Path) -> dict[int, list[DealSecret]]:
    """Each finished game's deal secrets, as the child noted them (the last line of a game wins)."""
    path = folder / DEALS_LOG
    found: dict[int, list[DealSecret]] = {}
    for line in path.read_text().splitlines() if path.exists() else ():
        number, *deals = line.split()
        found[int(number)] = [DealSecret(*deal.split(":")) for deal in deals]
    return found


def expected_results(numbers: list[int], deals: dict[int, list[DealSecret]],
                     ) -> dict[str, list[tuple[int, int, int, int, str, int, int]]]:
    """What each finished game adds, by player: (score, opponent score, hands, net, outcome, hands won, gins)."""
    by_player: dict[str, list[tuple[int, int, int, int, str, int, int]]] = collections.defaultdict(list)
    for number in numbers:
        setup = game_setup(number)
        runner = new_game(number, deals[number][0])
        play_to_end(runner, deals=deals[number])
        summary = summarize_game(runner.match, variant=setup["variant"], opponent=setup["opponent"])
        assert summary is not None
        e, t = summary.entry, summary.tally
        by_player[setup["player_name"]].append((e.score, e.opponent_score, e.hand_count, e.net, e.outcome, t.won,
                                                  t.gins))
    return by_player


def check(folder: Path) -> dict[str, Any]:
    """Compare the folder with the games started: lost, counted twice, and what is left over."""
    numbers = sorted(set(started_games(folder)))
    if numbers != list(range(len(numbers))):
        raise SystemExit(f"the started games are not 0..n-1: {numbers[:20]}")
    storage = Storage.open(folder)
    deals = finished_deals(folder)
    never_finished = [number for number in numbers if number not in deals]
    expected = expected_results([number for number in numbers if number in deals], deals)
    lost, twice = len(never_finished), 0
    totals_ok = True
    for name, games in expected.items():
        player = storage.stats.get(name)
        found = collections.Counter(
            (g.score, g.opponent_score, g.hand_count, g.net, g.outcome) for g in (player.games if player else ()))
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
    wanted_ids = [f"kill-{n}" for n in numbers if n in deals][-len(counted):] if counted else []
    ids_ok = sorted(counted) == sorted(wanted_ids) and len(set(counted)) == len(counted)
    # the high scores: the best eligible games, by average then net
    eligible = sorted(
        ((g[0] / g[2], g[3], name, g[0], g[2]) for name, games in expected.items() for g in games
         if g[4] == "won" and g[0] > 0),
        key=lambda x: (-x[0], -x[1]))[:MAX_HIGHSCORES]
    table = [(e.average, e.net, e.name, e.score, e.hand_count) for e in storage.highscores.entries()]
    highscores_ok = sorted((a, n) for a, n, *_ in table) == sorted((a, n) for a, n, *_ in eligible)
    corrupt = sorted(p.name for p in folder.iterdir() if ".corrupt-" in p.name)
    leftovers = sorted(p.name for p in folder.iterdir()
                       if p.name not in ("stats.json", "highscores.json", LOCK_FILE, STARTED_LOG, DEALS_LOG, *KEPT)
                       and not p.name.endswith(".tmp") and p.name not in corrupt)
    return {
        "games": len(numbers),
        "lost": lost,
        "never_finished": never_finished,
        "counted_twice": twice,
        "corrupt_files_left": len(corrupt),
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
        continuity = Continuity()
        kills = [kill_once(folder, rng, aim=i % 2 == 1, max_delay=options.max_delay, linger_ms=options.linger_ms,
                           continuity=continuity) for i in range(options.kills)]
        on_disk = saved_game_seen(folder)
        if on_disk is not None:
            continuity.seen(*on_disk)
        final = start_child(folder, 0.0, drain=True)
        out, errors = final.communicate(timeout=120)
        if final.returncode != 0:
            raise SystemExit(f"the last run failed (status {final.returncode}):\n{errors}")
        for line in out.splitlines():
            if line.startswith("resumed "):
                continuity.resumed(line)
        result = check(folder)
        result["resumes"] = continuity.resumes
        result["hands_dealt_anew"] = continuity.dealt_anew
        result["moves_dropped"] = continuity.moves_dropped
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
          and result["counted_ids_agree"] and result["high_scores_agree"] and not result["left_over"]
          and result["hands_dealt_anew"] == 0 and result["moves_dropped"] == 0 and result["corrupt_files_left"] <= 1)
    result["ok"] = ok
    if options.json:
        print(json.dumps(result, indent=1))
    else:
        for key, value in result.items():
            print(f"{key:40} {value}")
        print("goal: 0 games lost, 0 counted twice, 0 hands dealt anew, 0 moves dropped, <= 1 .corrupt-* file:",
              "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
