"""The folder of game records: one file per game, an index for a fast list, a size limit, damaged files set aside.

Records live in ``records/`` in the data folder (docs/STORAGE.md), or in any folder a
tournament is given (``--records DIR``).  Each game is one file,
``<started, UTC>-<game id>.ginrec``, written atomically (:func:`ginqt.storage.atomic_write_bytes`
through :class:`~ginqt.storage.DataDir`, so a read-only folder keeps working and says
so once).  ``index.json`` holds one :class:`RecordEntry` per file, so that listing
10,000 games reads one file; it is only a cache: files it does not know (or that
changed) are read and added, entries whose file is gone are dropped, and an index that
cannot be read, whatever it holds, is rebuilt from the files (an entry that is not one
this module wrote is read again from its record).  Temporary files that killed writes
left (older than a minute) are removed when the folder is first used.  A record that cannot be read is renamed
``<name>.corrupt-<stamp>`` and listed as damaged, never fatal.

>>> import tempfile
>>> from pathlib import Path
>>> from ginqt.storage import DataDir, DataDirError, check_data_folder
>>> folder = tempfile.TemporaryDirectory()
>>> records = RecordFolder(DataDir.at(folder.name), Path(folder.name))
>>> records.entries()
[]
>>> folder.cleanup()
"""

from __future__ import annotations

import datetime as _dt
import os
from pathlib import Path
from typing import Any, Final, NamedTuple

from ginqt.records.game import RecordedGame, Status
from ginqt.records.text import MAX_RECORD_BYTES, RecordFormatError, dumps, loads
from ginqt.storage import DataDir, DataDirError, check_data_folder
from ginqt.storage.files import (
    DataFormatError,
    atomic_write_bytes,
    encode_document,
    move_aside,
    parse_document,
    read_data_file,
    remove_stale_temporary_files,
    utc_stamp,
)

__all__ = ["DEFAULT_LIMIT", "RECORDS_FOLDER", "RECORD_SUFFIX", "RecordEntry", "RecordFolder", "read_record"]

RECORDS_FOLDER: Final = "records"
RECORD_SUFFIX: Final = ".ginrec"
INDEX_FILE: Final = "index.json"
INDEX_FORMAT: Final = "ginqt-records-index"
INDEX_VERSION: Final = 2  #: 1 wrote every line as an object: 40% larger, 3 times slower to read
#: How many games the folder keeps by default (the ``records_limit`` preference); the oldest go first.
DEFAULT_LIMIT: Final = 1000
_CORRUPT: Final = ".corrupt-"
#: What an index entry's ``status`` may be.
_STATUSES: Final = frozenset(status.value for status in Status)
#: Scores and hand counts in the index are below this (a larger number is not one this module wrote).
_MAX_NUMBER: Final = 10**15


def open_record(path: Path) -> RecordedGame:
    """The game in the record file ``path`` given by a person; :class:`RecordFormatError` says in one line,
    naming the file, why it cannot be read (missing, unreadable, not a record GinQt can read)."""
    try:
        return read_record(path)
    except FileNotFoundError:
        raise RecordFormatError(f"{path}: no such file") from None
    except OSError as error:
        raise RecordFormatError(f"{path}: cannot be read ({error.strerror or error})") from None
    except RecordFormatError as error:
        raise RecordFormatError(f"{path.name}: not a game record GinQt can read: {error}") from None


def read_record(path: Path) -> RecordedGame:
    """The game in the record file ``path``; :class:`RecordFormatError` (one line) or :class:`OSError` if not.

    Reads the file only: nothing is moved or written.  Lines may end in LF, CRLF or CR.
    """
    try:
        raw = read_data_file(path, MAX_RECORD_BYTES)
    except DataFormatError as error:
        raise RecordFormatError(str(error)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordFormatError("it is not UTF-8 text") from None
    # A record copied through Windows (or an editor that writes CRLF, or old Mac CR) is the same record.
    return loads(text.replace("\r\n", "\n").replace("\r", "\n"))


class RecordEntry(NamedTuple):
    """One game in the list, as the index keeps it (no need to read the record).

    A named tuple, not a frozen dataclass: 10,000 of them are made at every listing,
    four times faster so.
    """

    file: str  #: the file's name in the folder
    game_id: str = ""
    started: str = ""
    ended: str | None = None
    variant: str = ""
    names: tuple[str, str] = ("", "")
    opponent: str = ""  #: player 1's strategy (its name for a person; a friend's game: the friend's name)
    points: tuple[int, int] = (0, 0)
    status: str = ""  #: ``finished``, ``abandoned`` or ``playing``
    winner: int | None = None
    assisted: bool = False
    hand_count: int = 0  #: how many hands the record holds
    size: int = 0
    mtime_ns: int = 0
    damaged: str | None = None  #: why the record could not be read (it was set aside as ``file``)

    @property
    def outcome(self) -> str:
        """From the record's owner's side (player 0, or a friend's game's side): ``won``, ``lost``, ``drawn``,
        ``abandoned``, ``playing`` or ``damaged``."""
        if self.damaged is not None:
            return "damaged"
        if self.status != Status.FINISHED.value:
            return self.status
        return "drawn" if self.winner is None else "won" if self.winner == 0 else "lost"

    @classmethod
    def of(cls, file: str, game: RecordedGame, size: int = 0, mtime_ns: int = 0) -> RecordEntry:
        """The entry of ``game``, from its owner's side: seat 0, or a friend's game's ``side`` (the other side
        the opponent, by its name)."""
        me = game.side or 0
        other = game.players[1 - me]
        opponent = other.name if game.with_friend else other.strategy or other.name
        points = game.points if me == 0 else (game.points[1], game.points[0])
        winner = game.winner if game.winner is None or me == 0 else 1 - game.winner
        return cls(file, game.game_id, game.started, game.ended, game.variant,
                   (game.players[me].name, other.name), opponent, points,
                   game.status.value, winner, game.assisted, len(game.hands), size, mtime_ns)

    def to_dict(self) -> dict[str, Any]:
        return dict(zip(INDEX_FIELDS, self, strict=True))

    def to_row(self) -> list[Any]:
        """The index's line: the values in :data:`INDEX_FIELDS` order."""
        return list(self)  # the pairs become JSON arrays

    @classmethod
    def from_row(cls, row: Any) -> RecordEntry:
        """An index line (:meth:`to_row`); ``ValueError`` when it is not one this module wrote (any other
        content: a wrong type, a number out of range; its record is then read again)."""
        # plain checks, no generators: 10,000 lines at every listing
        if type(row) is not list or len(row) != len(INDEX_FIELDS):
            raise ValueError("not an index entry")
        (file, game_id, started, ended, variant, names, opponent, points, status, winner, assisted, hands, size,
         mtime_ns, damaged) = row
        if not (type(file) is str and type(game_id) is str and type(started) is str
                and (ended is None or type(ended) is str) and type(variant) is str and type(opponent) is str
                and type(names) is list and len(names) == 2 and type(names[0]) is str and type(names[1]) is str
                and type(points) is list and len(points) == 2 and type(points[0]) is int and type(points[1]) is int
                and -_MAX_NUMBER < points[0] < _MAX_NUMBER and -_MAX_NUMBER < points[1] < _MAX_NUMBER
                and type(status) is str and status in _STATUSES
                and (winner is None or (type(winner) is int and winner in (0, 1)))
                and type(assisted) is bool and type(hands) is int and 0 <= hands < _MAX_NUMBER
                and type(size) is int and type(mtime_ns) is int and (damaged is None or type(damaged) is str)
                and (damaged is None) == (_CORRUPT not in file)  # only a file set aside is damaged
                and _is_date(started) and (ended is None or _is_date(ended))):
            raise ValueError("a bad index entry")
        return cls(file, game_id, started, ended, variant, (names[0], names[1]), opponent, (points[0], points[1]),
                   status, winner, assisted, hands, size, mtime_ns, damaged)


#: The index's columns, in the order of a line's values, as its file and ``ginqt games --json`` name them (the
#: number of hands: ``hands``).
INDEX_FIELDS: Final = tuple("hands" if name == "hand_count" else name for name in RecordEntry._fields)


class RecordFolder:
    """The game records in ``folder`` (see the module's description); at most ``limit`` games are kept."""

    def __init__(self, data_dir: DataDir, folder: Path, limit: int = DEFAULT_LIMIT) -> None:
        if limit < 1:
            raise ValueError(f"a record folder keeps at least one game, not {limit}")
        self.data_dir = data_dir
        self.folder = folder
        self.limit = limit
        self._index: dict[str, RecordEntry] | None = None

    @classmethod
    def of(cls, data_dir: DataDir, limit: int = DEFAULT_LIMIT) -> RecordFolder:
        """The records of the data folder: ``records/`` in it."""
        return cls(data_dir, data_dir.data_path / RECORDS_FOLDER, limit)

    @classmethod
    def named(cls, text: str) -> RecordFolder:
        """The folder ``text`` names (``--records DIR``), created if missing, that keeps every game written to it;
        :class:`~ginqt.storage.DataDirError` (one line) when it cannot be used."""
        path = Path(check_data_folder(text)).expanduser()
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DataDirError(f"{text!r} cannot be created: {error.strerror or error}") from None
        if not path.is_dir():
            raise DataDirError(f"{text!r} is not a folder")
        return cls(DataDir.at(path), path, limit=10**9)

    @property
    def notices(self) -> Any:
        return self.data_dir.notices

    def path(self, file: str) -> Path:
        """The path of the record called ``file`` in the folder (``ValueError`` for a name that is not one)."""
        if os.path.basename(file) != file or not (file.endswith(RECORD_SUFFIX) or _CORRUPT in file):
            raise ValueError(f"{file!r} is not the name of a game record")
        return self.folder / file

    @staticmethod
    def file_name(game: RecordedGame) -> str:
        """``<started, UTC>-<game id>.ginrec``: the same name for every write of one game."""
        try:
            stamp = utc_stamp(_dt.datetime.fromisoformat(game.started))
        except ValueError:
            stamp = "00000000T000000"
        return f"{stamp}-{game.game_id}{RECORD_SUFFIX}"

    # -- writing -------------------------------------------------------------------------------

    def write(self, game: RecordedGame) -> Path | None:
        """Write ``game``'s record (atomically; again at every hand's end); ``None`` when the folder is read-only.

        When the folder holds more than :attr:`limit` games, the oldest are deleted.
        """
        if any(self.folder == path or path in self.folder.parents for path in self.data_dir.read_only_paths):
            return None  # a read-only data folder: nothing is written, not even the records folder
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.notices.add(f"The game records cannot be kept in {self.folder}: {error.strerror or error}.",
                             key=f"records:{self.folder}")
            return None
        name = self.file_name(game)
        path = self.folder / name
        data = dumps(game).encode("utf-8")
        if not self.data_dir.save_bytes(path, data):
            return None
        index = self._load_index()
        index[name] = RecordEntry.of(name, game, len(data), _mtime(path))
        self._prune(index, keep=name)
        self._save_index()
        return path

    def _prune(self, index: dict[str, RecordEntry], keep: str) -> None:
        games = sorted((e for e in index.values() if e.damaged is None), key=lambda e: (e.started, e.file))
        for entry in games[:max(0, len(games) - self.limit)]:
            if entry.file != keep:
                self._remove(index, entry.file)

    def delete(self, file: str) -> bool:
        """Delete one record (or a damaged one); ``False`` when it could not be."""
        index = self._load_index()
        removed = self._remove(index, file)
        self._save_index()
        return removed

    def _remove(self, index: dict[str, RecordEntry], file: str) -> bool:
        if not self.data_dir.remove(self.path(file)):
            return False
        index.pop(file, None)
        return True

    def export(self, file: str, target: Path) -> None:
        """Copy one record to ``target`` (atomically); :class:`OSError` when it cannot be written."""
        atomic_write_bytes(target, read_data_file(self.path(file), MAX_RECORD_BYTES))

    # -- reading -------------------------------------------------------------------------------

    def read(self, file: str) -> RecordedGame:
        """The game in one record; :class:`RecordFormatError` or :class:`OSError`."""
        return read_record(self.path(file))

    def entries(self) -> list[RecordEntry]:
        """Every record in the folder, newest first; damaged ones (set aside now or before) included.

        Records the index does not know, or that changed since, are read; one that cannot be
        read is renamed ``<name>.corrupt-<stamp>`` (and the user told once).
        """
        index = self._load_index()
        try:
            found = {entry.name: entry for entry in os.scandir(self.folder)
                     if entry.name.endswith(RECORD_SUFFIX) or (RECORD_SUFFIX + _CORRUPT) in entry.name}
        except OSError:
            found = {}
        changed = False
        for name in [name for name in index if name not in found]:
            del index[name]
            changed = True
        for name, dir_entry in found.items():
            try:
                info = dir_entry.stat()
            except OSError:
                continue
            known = index.get(name)
            if known is not None and known.size == info.st_size and known.mtime_ns == info.st_mtime_ns:
                continue
            changed = True
            self._read_entry(index, name, info.st_size, info.st_mtime_ns)
        if changed:
            self._save_index()
        return sorted(index.values(), key=lambda e: (e.started, e.file), reverse=True)

    def _read_entry(self, index: dict[str, RecordEntry], name: str, size: int, mtime_ns: int) -> None:
        path = self.folder / name
        if _CORRUPT in name:
            index[name] = RecordEntry(name, started=_iso(mtime_ns, name), size=size, mtime_ns=mtime_ns,
                                      damaged="set aside as damaged")
            return
        try:
            game = read_record(path)
        except (RecordFormatError, OSError) as error:
            reason = str(error) if isinstance(error, RecordFormatError) else (error.strerror or str(error))
            index.pop(name, None)
            self._set_aside(index, path, reason)
            return
        index[name] = RecordEntry.of(name, game, size, mtime_ns)

    def _set_aside(self, index: dict[str, RecordEntry], path: Path, reason: str) -> None:
        try:
            moved = move_aside(path)
        except OSError as error:
            self.notices.add(f"The game record {path} is damaged ({reason}) and could not be set aside "
                             f"({error.strerror or error}).", key=f"record:{path}")
            index[path.name] = RecordEntry(path.name, damaged=reason)
            return
        self.notices.add(f"The game record {path.name} is damaged ({reason}); it was renamed to {moved.name}.",
                         key=f"record:{path}")
        info = moved.stat()
        index[moved.name] = RecordEntry(moved.name, started=_iso(info.st_mtime_ns, moved.name), size=info.st_size,
                                        mtime_ns=info.st_mtime_ns, damaged=reason)

    # -- the index -------------------------------------------------------------------------------

    def _load_index(self) -> dict[str, RecordEntry]:
        if self._index is not None:
            return self._index
        if not any(self.folder == path or path in self.folder.parents for path in self.data_dir.read_only_paths):
            # what killed writes left behind (a record's, the index's): once, when the folder is first used
            remove_stale_temporary_files(self.folder, (INDEX_FILE,), endings=(RECORD_SUFFIX,))
        index: dict[str, RecordEntry] = {}
        try:
            raw = read_data_file(self.folder / INDEX_FILE)
            document = parse_document(raw, INDEX_FORMAT, INDEX_VERSION)
            lines = document.get("records")
            if document.get("fields") != list(INDEX_FIELDS) or not isinstance(lines, list):
                raise DataFormatError("other columns")
            for line in lines:
                try:
                    entry = RecordEntry.from_row(line)
                except ValueError:
                    continue  # left out: its file is read again
                index[entry.file] = entry
        except (OSError, ValueError):  # DataFormatError is a ValueError
            pass  # a cache (of an older version too, or damaged in any way): rebuilt from the files
        self._index = index
        return index

    def _save_index(self) -> None:
        if self._index is None or not self.folder.is_dir():
            return
        records = [entry.to_row() for entry in self._index.values()]
        self.data_dir.save_bytes(self.folder / INDEX_FILE, encode_document(
            INDEX_FORMAT, INDEX_VERSION, {"fields": list(INDEX_FIELDS), "records": records}))


def _is_date(text: str) -> bool:
    """A date and time as records write them (ISO 8601 with its zone, from 1900 to 9000): one that can be shown."""
    try:
        when = _dt.datetime.fromisoformat(text)
    except ValueError:
        return False
    return when.tzinfo is not None and 1900 <= when.year <= 9000


def _iso(mtime_ns: int, name: str = "") -> str:
    """When a damaged record's game began: the stamp its name starts with, else the file's time."""
    try:
        return _dt.datetime.strptime(name[:15], "%Y%m%dT%H%M%S").replace(tzinfo=_dt.UTC).isoformat()
    except ValueError:
        return _dt.datetime.fromtimestamp(mtime_ns / 1e9, _dt.UTC).replace(microsecond=0).isoformat()


def _mtime(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0
