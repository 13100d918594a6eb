"""``ginqt games`` (the game records, newest first) and ``ginqt verify FILE`` (check one).

``verify`` (and ``ginqt replay``) take a record's path, or its name as ``ginqt games``
lists it: a bare name that is not a file here is looked up in the records folder
(``--data-dir DIR`` or ``--records DIR`` as given to ``games``).

Exit status: 0 when all is well; ``verify`` gives 1 when the record is readable but
does not match what its seeds and moves give (each difference on a line of its own);
2 with one line on stderr for bad options or a file that is not a record GinQt can
read (truncated, damaged, from a newer GinQt, not a record).  Neither command changes
the file it is given.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from ginqt.plugins import load_plugins
from ginqt.plugins.names import opponent_name, variant_name
from ginqt.records.folder import RecordEntry, RecordFolder, open_record
from ginqt.records.game import RecordedGame
from ginqt.records.text import RecordFormatError
from ginqt.records.verify import verify
from ginqt.storage import DataDir, DataDirError, check_folder_name
from ginqt.storage.cli import UsageError, UsageParser, existing_data_dir, write_table
from ginqt.variants import MatchScoring

__all__ = ["GamesOptions", "VerifyOptions", "add_folder_options", "cli_main", "record_path", "records_options",
           "scoring_for"]


def add_folder_options(parser: argparse.ArgumentParser, listed: bool = False) -> None:
    """``--data-dir DIR`` | ``--records DIR``: where the records are (``listed``: for ``ginqt games``)."""
    where = parser.add_mutually_exclusive_group()
    if listed:
        where.add_argument("--data-dir", metavar="DIR", help="the records of the data folder DIR")
        where.add_argument("--records", metavar="DIR", help="the records in DIR (e.g. a tournament's --records)")
    else:
        where.add_argument("--data-dir", metavar="DIR", help="look a record's name up in the data folder DIR")
        where.add_argument("--records", metavar="DIR", help="look a record's name up in DIR")


def _parser(command: str) -> UsageParser:
    if command == "games":
        parser = UsageParser(prog="ginqt games", description="List the game records, newest first.")
        add_folder_options(parser, listed=True)
        parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    else:
        parser = UsageParser(prog="ginqt verify", description="Check a game record: every commitment, deal, "
                         "move and score, and the result.")
        parser.add_argument("file", metavar="FILE", help="a game record (.ginrec): a path, or a name 'ginqt games' "
                            "lists")
        add_folder_options(parser)
    return parser


@dataclass(frozen=True, slots=True)
class GamesOptions:
    """``ginqt games``'s options (see its ``--help``): the records of a data folder, or of a folder of records."""

    data_dir: str | None = None
    records: str | None = None
    json: bool = False


@dataclass(frozen=True, slots=True)
class VerifyOptions:
    """``ginqt verify``'s options (see its ``--help``): the record, and where a bare name is looked up."""

    file: str
    data_dir: str | None = None
    records: str | None = None


def records_options(command: str, argv: Sequence[str]) -> GamesOptions | VerifyOptions:
    """The options of ``ginqt games`` or ``ginqt verify`` from their arguments (:class:`UsageError`: bad ones)."""
    given = _parser(command).parse_args(list(argv))
    if command == "verify":
        return VerifyOptions(given.file, given.data_dir, given.records)
    return GamesOptions(given.data_dir, given.records, given.json)


def _folder(data_dir: str | None, records: str | None) -> tuple[RecordFolder, DataDir]:
    """The records folder ``ginqt games`` lists for these options (:class:`DataDirError`: a folder that is not)."""
    if records is not None:
        found = existing_data_dir(records, "--records")
        return RecordFolder(found, found.data_path), found
    found = existing_data_dir(data_dir)
    return RecordFolder.of(found), found


def record_path(file: str, data_dir: str | None = None, records: str | None = None) -> Path:
    """The record ``file`` names: a path as given, or, for a bare name that is not a file here, the record of
    that name in the folder ``ginqt games`` lists (with the same ``--data-dir``/``--records``).

    :class:`RecordFormatError` (one line) for a name that can name no file (empty, a NUL, a part over 255 bytes,
    a path longer than the system takes)."""
    shown = (file if file.strip() and len(file) <= 60 else repr(file) if len(file) <= 60
             else f"{file[:28]}...{file[-28:]} ({len(file.encode('utf-8', 'surrogateescape'))} bytes)")
    try:
        check_folder_name(file)
    except DataDirError as error:
        raise RecordFormatError(f"{shown}: cannot name a file: {error}") from None
    path = Path(file)
    if _exists(path, shown) or os.path.basename(file) != file:
        return path
    try:
        folder, _found = _folder(data_dir, records)
        listed = folder.path(file)
    except (DataDirError, ValueError):
        return path
    return listed if _exists(listed, shown) else path


def _exists(path: Path, shown: str) -> bool:
    try:
        return path.exists()
    except OSError as error:  # a whole path longer than the system takes
        raise RecordFormatError(f"{shown}: cannot be read ({error.strerror or error})") from None


def scoring_for(game: RecordedGame) -> MatchScoring | None:
    """The match scoring of the game's variant (the standard game's for none), or ``None``: not installed here."""
    plugins = load_plugins()
    if not game.variant:
        return plugins.variant("standard").scoring
    info = plugins.variants.get(game.variant)
    return info.scoring if info is not None else None


def _verify(file: str, out: TextIO, data_dir: str | None = None, records: str | None = None) -> int:
    try:
        game = open_record(record_path(file, data_dir, records))
    except RecordFormatError as error:
        raise UsageError(str(error)) from None
    found = verify(game, scoring_for(game))
    for note in found.notes:
        out.write(f"{file}: note: {note}\n")
    if not found.ok:
        out.write(f"{file}: does NOT verify ({len(found.problems)} "
                  f"{'difference' if len(found.problems) == 1 else 'differences'}):\n")
        out.writelines(f"  {problem}\n" for problem in found.problems)
        return 1
    proved = ("every deck's four steps hold with the keys both sides showed; " if game.with_friend else
              "every seed matches its commitment; " if game.fair else "")
    out.write(f"{file}: verified: {found.hands} hands, {found.moves} moves; {proved}every deal, move and score "
              f"follows the rules; the result ({game.status.value}) is right\n")
    return 0


def _local(iso: str) -> str:
    try:
        return _dt.datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16]


def _row(entry: RecordEntry) -> list[str]:
    """A record's line: the opponent and the rules by the names a player reads (the ids are in ``--json``)."""
    if entry.damaged is not None:
        return [_local(entry.started), "-", "-", "-", "damaged", "-", "-", entry.file]
    return [_local(entry.started), opponent_name(entry.opponent) if entry.opponent else "-",
            variant_name(entry.variant or "standard"), f"{entry.points[0]}-{entry.points[1]}", entry.outcome,
            str(entry.hand_count), "yes" if entry.assisted else "no", entry.file]


def _games(options: GamesOptions, out: TextIO) -> tuple[int, DataDir]:
    folder, data_dir = _folder(options.data_dir, options.records)
    entries = folder.entries()
    if options.json:
        lines = [{**entry.to_dict(), "outcome": entry.outcome} for entry in entries]
        json.dump({"folder": str(folder.folder), "games": lines}, out, indent=1, ensure_ascii=False)
        out.write("\n")
    elif not entries:
        out.write(f"No game records yet (in {folder.folder}).\n")
    else:
        header = ["Date", "Opponent", "Rules", "Score", "Result", "Hands", "Assisted", "File"]
        write_table(header, [_row(entry) for entry in entries], out, left=(0, 1, 2, 4, 6, 7))  # numbers right
    return 0, data_dir


def cli_main(command: str, argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``ginqt games ...`` or ``ginqt verify ...``; the exit status."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    try:
        options = records_options(command, argv)
        if isinstance(options, VerifyOptions):
            return _verify(options.file, out, options.data_dir, options.records)
        status, data_dir = _games(options, out)
    except (UsageError, DataDirError) as error:
        err.write(f"ginqt {command}: error: {error}\n")
        return 2
    except SystemExit as done:  # --help
        return done.code if isinstance(done.code, int) else 0
    for notice in data_dir.notices.drain():
        err.write(f"ginqt {command}: {notice}\n")
    return status
