"""Where GinQt keeps its files, and the one place that reads and writes them.

One scheme, from platformdirs (app name ``GinQt``, no author folder):

* settings in ``user_config_dir("GinQt")``, e.g. ``~/.config/GinQt`` on Linux;
* statistics, high scores and the saved game in ``user_data_dir("GinQt")``,
  e.g. ``~/.local/share/GinQt``.

``--data-dir DIR`` (or the ``GINQT_DATA_DIR`` environment variable) puts all of
them in ``DIR`` instead.  A folder that cannot be used falls back to the default,
with a notice; a folder that cannot be written keeps everything in memory for the
session, with a notice (the 1993 DOS program's read-only drive).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, TypeVar

import platformdirs

from ginqt.storage.files import (
    MAX_FILE_BYTES,
    DataFormatError,
    Notices,
    atomic_write_bytes,
    copy_aside,
    encode_document,
    move_aside,
    parse_document,
    read_data_file,
)

__all__ = ["APP_NAME", "ENV_DATA_DIR", "DataDir", "DataDirError", "check_data_folder", "check_folder_name"]

APP_NAME: Final = "GinQt"
#: Environment variable with the same meaning as ``--data-dir`` (the option wins).
ENV_DATA_DIR: Final = "GINQT_DATA_DIR"


T = TypeVar("T")


class DataDirError(ValueError):
    """A folder given for the data files cannot be used."""


def default_data_path() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_config_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


#: The longest file name most file systems take (bytes, one path component).
MAX_NAME_BYTES: Final = 255


def check_folder_name(text: str) -> str:
    """``text`` if it can name a folder at all; :class:`DataDirError` when it cannot on any system.

    Empty (``--data-dir ""`` would silently mean the current folder), a NUL
    character, or a part longer than 255 bytes (no common file system takes it).

    >>> check_folder_name("")
    Traceback (most recent call last):
    ...
    ginqt.storage.paths.DataDirError: the name is empty
    """
    if not text.strip():
        raise DataDirError("the name is empty")
    if "\0" in text:
        raise DataDirError("the name contains a NUL character")
    for part in Path(text).parts:
        try:
            size = len(os.fsencode(part))
        except UnicodeError:
            raise DataDirError(f"the name {part[:40]!r}... cannot be written on this system") from None
        if size > MAX_NAME_BYTES:
            raise DataDirError(f"a part of the name is {size} bytes long; at most {MAX_NAME_BYTES} are possible")
    return text


#: Folders of the operating system (and the folders that hold every user's or every volume's) that GinQt never
#: fills with its files: ``--data-dir`` names a folder for GinQt's files alone.
_SYSTEM_FOLDERS: Final = (
    "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/libx32", "/media", "/mnt", "/opt",
    "/proc", "/run", "/sbin", "/srv", "/sys", "/usr", "/var",  # Linux and the BSDs
    "/Applications", "/Library", "/System", "/Users", "/Volumes", "/private",  # macOS
)
_WINDOWS_FOLDERS: Final = ("SystemRoot", "ProgramFiles", "ProgramFiles(x86)", "ProgramData", "PUBLIC")


def _unfit_folder(path: Path) -> str | None:
    """Why the folder ``path`` (absolute) is clearly no place for GinQt's files, or ``None``."""
    try:
        path = path.resolve()
        home = Path.home().resolve()
    except (OSError, RuntimeError):
        return None
    if path == Path(path.anchor):
        return "the root of the file system"
    if path == home:
        return "your home folder itself"
    system = [Path(folder) for folder in _SYSTEM_FOLDERS]
    system += [Path(os.environ[name]) for name in _WINDOWS_FOLDERS if os.environ.get(name)]
    with contextlib.suppress(OSError, RuntimeError):
        if any(path == folder.resolve() for folder in system):
            return "a folder of the operating system"
    return None


def check_data_folder(text: str) -> str:
    """``text`` if it can name GinQt's data folder: :func:`check_folder_name`, and not a folder that is clearly
    someone else's: the root of the file system, the home folder itself, a folder of the operating system
    (``/``, ``~``, ``/usr``, ``C:\\Windows``...).  :class:`DataDirError` says why, and what to give instead.

    >>> check_data_folder("/")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ginqt.storage.paths.DataDirError: '/' is the root of the file system, not a folder for GinQt's files alone: ...
    """
    check_folder_name(text)
    path = Path(text).expanduser().absolute()
    unfit = _unfit_folder(path)
    if unfit is not None:
        shown = repr(text) if len(text) <= 60 else repr(text[:57] + "...")
        raise DataDirError(f"{shown} is {unfit}, not a folder for GinQt's files alone: give one (it is made if "
                           f"missing), e.g. {os.fspath(Path.home() / APP_NAME)!r}")
    return text


def _usable_folder(text: str) -> Path:
    """The folder named by ``text``, created if missing; :class:`DataDirError` says why it cannot be used."""
    check_data_folder(text)
    path = Path(text).expanduser()
    try:
        path = path.absolute()
        if path.exists() and not path.is_dir():
            raise DataDirError("it is not a folder")
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataDirError(f"it cannot be created: {error.strerror or error}") from None
    return path


def _writable(folder: Path) -> bool:
    """Try what saving does (a temporary file replaced into place) and clean up."""
    probe = folder / ".ginqt-write-test"
    try:
        fd, temp = tempfile.mkstemp(prefix=".ginqt-probe.", dir=folder)
    except OSError:
        return False
    try:
        os.close(fd)
        os.replace(temp, probe)
        os.unlink(probe)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        return False
    return True


@dataclass(eq=False)
class DataDir:
    """The folders in use, their writability, and the notices about them.

    Stores read and write through :meth:`load_document` and :meth:`save_document`,
    which handle corruption and read-only folders the same way for every file.
    """

    data_path: Path
    config_path: Path
    #: "option" (``--data-dir``), "environment" (``GINQT_DATA_DIR``) or "default" (platformdirs)
    source: str = "default"
    notices: Notices = field(default_factory=Notices)
    #: folders found (or become) unwritable: their files live in memory only
    read_only_paths: set[Path] = field(default_factory=set)
    #: files that could not be read or moved aside: never overwritten this session
    protected_files: set[Path] = field(default_factory=set)
    #: the largest file read, and written (the reader's limit is the writer's)
    max_file_bytes: int = MAX_FILE_BYTES

    @classmethod
    def resolve(
        cls,
        override: str | os.PathLike[str] | None = None,
        *,
        environ: Mapping[str, str] | None = None,
        notices: Notices | None = None,
        check_writable: bool = True,
    ) -> DataDir:
        """The folders to use: ``override`` (``--data-dir``), else ``$GINQT_DATA_DIR``, else platformdirs.

        An override that cannot be used (not a folder, cannot be created) falls back
        to the next choice and leaves a notice, as the 1993 DOS program's path option does.
        """
        notices = Notices() if notices is None else notices
        env = os.environ if environ is None else environ
        choices: list[tuple[str, str, str]] = []
        if override is not None:
            choices.append(("option", os.fspath(override), "--data-dir"))
        if env.get(ENV_DATA_DIR):
            choices.append(("environment", env[ENV_DATA_DIR], ENV_DATA_DIR))
        chosen: DataDir | None = None
        for source, text, label in choices:
            try:
                folder = _usable_folder(text)
            except DataDirError as error:
                notices.add(
                    f"The data folder {text!r} ({label}) cannot be used: {error}. "
                    "Using the next choice instead.",
                    key=f"data-dir:{text}",
                )
                continue
            chosen = cls(folder, folder, source, notices)
            break
        if chosen is None:
            chosen = cls(default_data_path(), default_config_path(), "default", notices)
            if choices:
                chosen.notices.add(
                    f"Using the default folders: {chosen.data_path} (data) and {chosen.config_path} (settings).",
                    key="data-dir:default",
                )
            for folder in chosen.folders:
                try:
                    folder.mkdir(parents=True, exist_ok=True)
                except OSError as error:
                    chosen._mark_read_only(folder, error)
        if check_writable:
            for folder in chosen.folders:
                if folder not in chosen.read_only_paths and not _writable(folder):
                    chosen._mark_read_only(folder, None)
        return chosen

    @classmethod
    def at(cls, folder: str | os.PathLike[str], notices: Notices | None = None) -> DataDir:
        """All files in ``folder`` (which must exist), without checks: for tests and tools."""
        path = Path(folder)
        return cls(path, path, "option", Notices() if notices is None else notices)

    # -- places ----------------------------------------------------------------------

    @property
    def folders(self) -> tuple[Path, ...]:
        return (self.data_path,) if self.data_path == self.config_path else (self.data_path, self.config_path)

    @property
    def read_only(self) -> bool:
        """True when some file will not be saved this session."""
        return bool(self.read_only_paths)

    def data_file(self, name: str) -> Path:
        return self.data_path / name

    def config_file(self, name: str) -> Path:
        return self.config_path / name

    def _mark_read_only(self, folder: Path, error: OSError | None) -> None:
        self.read_only_paths.add(folder)
        reason = f" ({error.strerror or error})" if error is not None else ""
        self.notices.add(
            f"The folder {folder} cannot be written{reason}: statistics, high scores, settings "
            "and the saved game are kept for this session only and will not be saved.",
            key=f"read-only:{folder}",
        )

    # -- reading and writing -----------------------------------------------------------

    def load_document(
        self, path: Path, kind: str, version: int, title: str, validate: Callable[[dict[str, Any], list[str]], T],
        *, oldest: int | None = None, one_copy_per_cause: bool = False,
    ) -> T | None:
        """Read ``path``: ``None`` when it does not exist or was bad (then it is moved aside, with a notice).

        Versions from ``oldest`` (default: ``version`` only) to ``version`` are read;
        ``validate`` finds the one it got under ``"version"``.

        ``validate(document, damage) -> T`` turns the checked JSON object into the
        store's value.  It raises :class:`DataFormatError` (or ``ValueError``) when
        the file as a whole is unusable; when only some entries are bad it leaves
        them out (or mends them) and appends a short description of each to
        ``damage``: then the file is kept, a copy of the original is set beside it,
        and one notice tells the user.

        ``one_copy_per_cause``: the copies are named for their cause (``unreadable``: not a regular file, or
        too large; ``damaged``: not one this GinQt reads; ``mended``: entries left out or mended) and each
        replaces the earlier one of its cause (for a file whose old copies are worth nothing: the saved game).
        """
        def cause(word: str) -> str | None:
            return word if one_copy_per_cause else None

        try:
            raw = read_data_file(path, self.max_file_bytes)
        except FileNotFoundError:
            return None
        except DataFormatError as error:  # not a regular file, or too large: never read
            self.set_aside(path, title, str(error), cause=cause("unreadable"))
            return None
        except OSError as error:
            self.notices.add(
                f"The {title} file {path} cannot be read ({error.strerror or error}); starting afresh.",
                key=f"unreadable:{path}",
            )
            self.protected_files.add(path)  # never overwrite what we could not read
            return None
        damage: list[str] = []
        try:
            document = parse_document(raw, kind, version, self.max_file_bytes, oldest=oldest)
            value = validate(document, damage)
        except (DataFormatError, ValueError, TypeError, KeyError) as error:
            self.set_aside(path, title, str(error), cause=cause("damaged"))
            return None
        if damage:
            self._keep_original(path, raw, title, damage, cause("mended"))
        return value

    def _keep_original(self, path: Path, raw: bytes, title: str, damage: list[str], cause: str | None) -> None:
        """Some entries of ``path`` were left out or mended: copy the original aside and say so once."""
        try:
            copy = copy_aside(path, raw, cause=cause)
            where = f"the original file was copied to {copy.name}"
        except OSError as error:
            self.protected_files.add(path)  # keep the only full copy as it is
            where = f"the original could not be copied ({error.strerror or error}), so it is left as it is"
        shown = "; ".join(damage[:3]) + (f"; and {len(damage) - 3} more" if len(damage) > 3 else "")
        self.notices.add(
            f"The {title} file {path} had {len(damage)} damaged "
            f"{'entry' if len(damage) == 1 else 'entries'}, left out or mended ({shown}); "
            f"everything else is kept, and {where}.",
            key=f"damaged-entries:{path}",
        )

    def set_aside(self, path: Path, title: str, reason: str, when: _dt.datetime | None = None, *,
                  cause: str | None = None) -> Path | None:
        """Move a bad file aside and tell the user once; the new path, or ``None`` if it could not move.

        With a ``cause`` the copy is named for it and replaces the earlier copy of that cause
        (:func:`~ginqt.storage.files.move_aside`)."""
        moved: Path | None = None
        try:
            moved = move_aside(path, when, cause)
            where = f"it was renamed to {moved.name}"
        except OSError as error:
            where = f"it could not be moved aside ({error.strerror or error}) and is left as it is"
            self.protected_files.add(path)
        self.notices.add(
            f"The {title} file {path} was damaged ({reason}); {where}. Starting from the defaults.",
            key=f"corrupt:{path}",
        )
        return moved

    def save_document(self, path: Path, kind: str, version: int, payload: dict[str, Any]) -> bool:
        """Write a data file atomically; ``False`` (with a notice, once) when it stays in memory."""
        try:
            data = encode_document(kind, version, payload)
        except (ValueError, TypeError) as error:  # a lone surrogate, a NaN: a bug, but never a crash
            self.notices.add(f"{path} could not be saved: {error}.", key=f"unsavable:{path}")
            return False
        return self.save_bytes(path, data)

    def save_bytes(self, path: Path, data: bytes) -> bool:
        """Write a data file's bytes atomically; ``False`` (with a notice, once) when it stays in memory.

        Never writes what :meth:`load_document` would refuse for its size: more than
        :attr:`max_file_bytes` is not written, and a notice says so.
        """
        if path.parent in self.read_only_paths or path in self.protected_files:
            return False
        if len(data) > self.max_file_bytes:
            self.notices.add(
                f"{path} could not be saved: it would be {len(data)} bytes, more than the {self.max_file_bytes} "
                "GinQt reads back. The changes are kept for this session only.",
                key=f"too-large:{path}",
            )
            return False
        try:
            atomic_write_bytes(path, data)
        except OSError as error:
            self._mark_read_only(path.parent, error)
            return False
        return True

    def remove(self, path: Path) -> bool:
        """Delete a data file (the saved game at the end of a game); ``False`` when it stays (read-only folder)."""
        if path.parent in self.read_only_paths or path in self.protected_files:
            return False
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            self._mark_read_only(path.parent, error)
            return False
        return True
