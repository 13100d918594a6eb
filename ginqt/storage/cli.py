"""``ginqt stats`` and ``ginqt highscores``: read (and prune) the data files from a terminal.

Bad options print one line on stderr and exit with status 2; a missing player
name exits with 1.  Unless a GinQt is running on the folder, they first count the
games a crash left decided but not counted (as the game's next start would); while
one runs, ``--delete`` is refused (exit 1): the game would write the player back.
Notices about the files (a damaged file set aside, a read-only folder) go to stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, NoReturn, TextIO

from ginqt.storage.highscores import HighScore
from ginqt.storage.lock import DataFolderBusy
from ginqt.storage.names import PlayerNameError, check_name
from ginqt.storage.paths import DataDir, DataDirError, check_data_folder
from ginqt.storage.stats import PlayerStats
from ginqt.storage.store import Storage

__all__ = ["HighScoresOptions", "StatsOptions", "UsageError", "UsageParser", "cli_main", "existing_data_dir",
           "storage_options", "write_table"]


class UsageError(Exception):
    """Bad options or values: the command says so in one line and exits with status 2."""


class UsageParser(argparse.ArgumentParser):
    """Raises :class:`UsageError` instead of printing the usage block and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _parser(command: str) -> UsageParser:
    if command == "stats":
        parser = UsageParser(
            prog="ginqt stats",
            description="Show the players' statistics (all of them, or one with --name), or delete a player.",
        )
        group = parser.add_mutually_exclusive_group()
        group.add_argument("--name", help="show this player only")
        group.add_argument("--delete", metavar="NAME", help="forget this player's statistics")
    else:
        parser = UsageParser(prog="ginqt highscores", description="Show the 20 best average scores per hand.")
        parser.add_argument("--by", choices=("average", "net"), default="average",
                            help="order by average per hand (default) or by net score")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--data-dir", metavar="DIR", help="read the files in DIR instead of the usual folder")
    return parser


@dataclass(frozen=True, slots=True)
class StatsOptions:
    """``ginqt stats``'s options (see its ``--help``): all players, one (``name``), or one to forget (``delete``)."""

    name: str | None = None
    delete: str | None = None
    json: bool = False
    data_dir: str | None = None


@dataclass(frozen=True, slots=True)
class HighScoresOptions:
    """``ginqt highscores``'s options (see its ``--help``)."""

    by: Literal["average", "net"] = "average"
    json: bool = False
    data_dir: str | None = None


def storage_options(command: str, argv: Sequence[str]) -> StatsOptions | HighScoresOptions:
    """The options of ``ginqt stats`` or ``ginqt highscores`` from their arguments (:class:`UsageError`: bad ones)."""
    given = _parser(command).parse_args(list(argv))
    if command == "stats":
        return StatsOptions(given.name, given.delete, given.json, given.data_dir)
    return HighScoresOptions(given.by, given.json, given.data_dir)


def existing_data_dir(data_dir: str | None, option: str = "--data-dir") -> DataDir:
    """The folders a sub-command reads: the usual ones, or ``data_dir``, which must be an existing folder.

    :class:`DataDirError` says why ``data_dir`` cannot be used (a typo never creates a folder).
    """
    if data_dir is None:
        return DataDir.resolve()
    shown = repr(data_dir) if len(data_dir) <= 60 else repr(data_dir[:57] + "...")
    try:
        path = Path(check_data_folder(data_dir)).expanduser()
        if not path.is_dir():
            raise DataDirError(f"{option} {shown} is not a folder")
    except DataDirError as error:
        if str(error).startswith(option):
            raise
        raise DataDirError(f"{option} {shown}: {error}") from None
    except OSError as error:
        raise DataDirError(f"{option} {shown} cannot be used: {error.strerror or error}") from None
    return DataDir.resolve(path, environ={})


def _open(data_dir: str | None) -> Storage:
    if data_dir is None:
        return Storage.open()
    try:
        return Storage(existing_data_dir(data_dir))
    except DataDirError as error:
        raise UsageError(str(error)) from None


def _stats_line(p: PlayerStats) -> list[str]:
    t = p.tally
    return [
        p.name, str(p.games_played), str(p.games_won), str(p.games_lost), str(p.games_drawn), str(t.hands),
        f"{p.average_per_hand:.2f}", str(t.gins), str(t.knocks), f"{t.undercuts_given}/{t.undercuts_taken}",
        f"{p.current_streak:+d}", str(p.longest_win_streak),
    ]


def write_table(header: list[str], rows: list[list[str]], out: TextIO, left: tuple[int, ...] = (0,)) -> None:
    """Rows under a header, in columns: those numbered in ``left`` left-aligned, the others right-aligned."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        out.write("  ".join(cell.ljust(w) if i in left else cell.rjust(w) for i, (cell, w) in
                            enumerate(zip(row, widths, strict=True))).rstrip() + "\n")


def _player_details(p: PlayerStats, out: TextIO) -> None:
    t = p.tally
    lines = [
        f"Player: {p.name}",
        f"Games: {p.games_played} ({p.games_won} won, {p.games_lost} lost, {p.games_drawn} drawn; "
        f"{p.games_quit} quit early, {p.assisted_games} assisted); won {p.win_rate:.0%}",
        f"Hands: {t.hands} ({t.won} won, {t.lost} lost, {t.dead} dead)",
        f"Average score per hand: {p.average_per_hand:.2f}",
        f"Gins: {t.gins} (big gins {t.big_gins}); knocks: {t.knocks}; "
        f"undercuts given: {t.undercuts_given}, taken: {t.undercuts_taken}; opponent's gins: {t.opponent_gins}",
        f"Streak: {p.current_streak:+d} now; longest winning {p.longest_win_streak}, "
        f"losing {p.longest_loss_streak}",
    ]
    if p.best_game is not None:
        b = p.best_game
        lines.append(f"Best game: {b.score} in {b.hand_count} hands ({b.average:.2f} per hand), net {b.net:+d}, "
                     f"{b.date[:10]}")
    if p.games:
        lines.append("Last games:")
        for g in p.games[-10:]:
            flag = " (quit)" if g.quit_early else ""
            lines.append(f"  {g.date[:10]}  {g.outcome:5}  {g.score}-{g.opponent_score}  {g.hand_count} hands  "
                         f"net {g.net:+d}  {g.variant or '-'}{flag}")
    out.write("\n".join(lines) + "\n")


def _hold(storage: Storage) -> DataFolderBusy | None:
    """Hold the data folder unless a running GinQt does; when held, finish counting the games a crash left
    decided but not counted (docs/STORAGE.md, "Finishing a game").  The running GinQt, if any."""
    try:
        if storage.lock():
            storage.recover()
    except DataFolderBusy as busy:
        return busy
    return None


def _run_stats(options: StatsOptions, storage: Storage, out: TextIO, err: TextIO,
               busy: DataFolderBusy | None) -> int:
    stats = storage.stats
    if options.delete is not None:
        name = check_name(options.delete)
        if busy is not None:  # it would write its statistics over the deletion
            err.write(f"ginqt stats: {busy}\n")
            return 1
        if not stats.delete(name):
            err.write(f"ginqt stats: no statistics for {name!r}\n")
            return 1
        if storage.read_only:
            err.write(f"ginqt stats: {name!r} was removed for now, but the folder is read-only: not saved\n")
            return 1
        out.write(f"Deleted the statistics of {name!r}.\n")
        return 0
    if options.name is not None:
        name = check_name(options.name)
        player = stats.get(name)
        if player is None:
            err.write(f"ginqt stats: no statistics for {name!r}\n")
            return 1
        if options.json:
            json.dump(player.to_json(), out, indent=1, ensure_ascii=False)
            out.write("\n")
        else:
            _player_details(player, out)
        return 0
    players = stats.players()
    if options.json:
        summaries = [{key: value for key, value in p.to_json().items() if key != "games"} for p in players]
        json.dump({"data_dir": str(storage.data_dir.data_path), "players": summaries}, out, indent=1,
                  ensure_ascii=False)
        out.write("\n")
        return 0
    if not players:
        out.write(f"No statistics yet (in {storage.data_dir.data_path}).\n")
        return 0
    header = ["Name", "Games", "Won", "Lost", "Drawn", "Hands", "Avg/hand", "Gins", "Knocks", "Undercuts",
              "Streak", "Best streak"]
    write_table(header, [_stats_line(p) for p in players], out)
    return 0


def _run_highscores(options: HighScoresOptions, storage: Storage, out: TextIO) -> int:
    table = storage.highscores
    entries: list[HighScore] = table.by_net() if options.by == "net" else table.entries()
    if options.json:
        json.dump({"data_dir": str(storage.data_dir.data_path), "order": options.by,
                   "scores": [e.to_json() for e in entries]}, out, indent=1, ensure_ascii=False)
        out.write("\n")
        return 0
    if not entries:
        out.write(f"No high scores yet (in {storage.data_dir.data_path}).\n")
        return 0
    header = ["#", "Name", "Average", "Score", "Hands", "Limit", "Net", "Variant", "Date"]
    rows = [
        [str(i), e.name, f"{e.average:.2f}", str(e.score) + ("*" if e.quit_early else ""), str(e.hand_count),
         str(e.score_limit), f"{e.net:+d}", e.variant or "-", e.date[:10]]
        for i, e in enumerate(entries, start=1)
    ]
    write_table(header, rows, out, left=(1, 7, 8))
    if any(e.quit_early for e in entries):
        out.write("* game quit before the end\n")
    return 0


def cli_main(command: str, argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``ginqt stats ...`` or ``ginqt highscores ...``; the exit status."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    if command not in ("stats", "highscores"):
        err.write(f"ginqt: unknown storage command {command!r}\n")
        return 2
    try:
        options = storage_options(command, argv)
        storage = _open(options.data_dir)
    except SystemExit as done:  # --help
        return done.code if isinstance(done.code, int) else 0
    except UsageError as error:
        err.write(f"ginqt {command}: error: {error}\n")
        return 2
    try:
        busy = _hold(storage)
        if isinstance(options, StatsOptions):
            status = _run_stats(options, storage, out, err, busy)
        else:
            status = _run_highscores(options, storage, out)
    except (UsageError, PlayerNameError) as error:
        err.write(f"ginqt {command}: error: {error}\n")
        return 2
    finally:
        storage.unlock()
    for notice in storage.notices.drain():
        err.write(f"ginqt {command}: {notice}\n")
    return status
