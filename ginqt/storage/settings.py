"""Preferences: a JSON object of known keys with defaults (``settings.json`` in the config folder).

Storage keeps a plain ``dict[str, Any]``; the known keys, their defaults and what each
may hold come from the one schema of the preferences, :data:`ginqt.preferences.SCHEMA`
(no Qt).  Known keys are type-checked (a bad value falls back to its default, with a
notice); keys it does not know are kept as they are, so that a newer GUI's preferences
survive, as long as they are plain JSON values.

>>> from ginqt.storage.paths import DataDir
>>> import tempfile
>>> folder = tempfile.TemporaryDirectory()
>>> settings = Settings(DataDir.at(folder.name))
>>> settings["name"]
'You'
>>> settings["score_limit"] = 250
>>> settings.save()
True
>>> folder.cleanup()
"""

from __future__ import annotations

import copy
import math
import re
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Any, Final

from ginqt.preferences import SCHEMA
from ginqt.storage._check import is_text
from ginqt.storage.files import DataFormatError
from ginqt.storage.names import PlayerNameError, check_name, repair_name
from ginqt.storage.paths import DataDir

__all__ = ["DEFAULT_SETTINGS", "SETTINGS_FILE", "SETTINGS_FORMAT", "SETTINGS_VERSION", "Settings"]

SETTINGS_FILE: Final = "settings.json"
SETTINGS_FORMAT: Final = "ginqt-settings"
SETTINGS_VERSION: Final = 1

#: Known preferences and their defaults: the schema of ``ginqt.preferences`` (enums as text), so that
#: ``settings.update(prefs.to_dict())`` and ``Preferences.from_dict(settings)`` work.
DEFAULT_SETTINGS: Final[Mapping[str, Any]] = {key: setting.default for key, setting in SCHEMA.items()}

_MAX_TEXT: Final = 500
_MAX_DEPTH: Final = 8


def _plain_json(value: Any, depth: int = 0) -> bool:
    """True for JSON values (no NaN, no deep nesting): what an unknown key may hold."""
    if depth > _MAX_DEPTH:
        return False
    if value is None or type(value) in (bool, int):
        return True
    if type(value) is str:
        return is_text(value)
    if type(value) is float:
        return math.isfinite(value)
    if isinstance(value, list):
        return all(_plain_json(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_text(k) and _plain_json(v, depth + 1) for k, v in value.items())
    return False


def check_setting(key: str, value: Any) -> Any:
    """``value`` if it suits ``key``; :class:`DataFormatError` otherwise (ints are accepted for floats).

    >>> check_setting("sort", "suit")
    'suit'
    >>> check_setting("sound", "yes")
    Traceback (most recent call last):
    ...
    ginqt.storage.files.DataFormatError: setting 'sound' must be bool, not 'yes'
    """
    if not isinstance(key, str) or not key or len(key) > 100 or not is_text(key):
        raise DataFormatError(f"bad setting name {key!r}")
    if key not in DEFAULT_SETTINGS:
        if not _plain_json(value):
            raise DataFormatError(f"setting {key!r} is not a plain JSON value")
        return value
    setting = SCHEMA[key]  # its types, and for some the allowed texts, the range, a colour
    types = setting.types
    if float in types and type(value) is int:
        value = float(value)
    if type(value) not in types:
        names = " or ".join("null" if t is type(None) else t.__name__ for t in types)
        raise DataFormatError(f"setting {key!r} must be {names}, not {value!r}")
    if type(value) is float and not math.isfinite(value):
        raise DataFormatError(f"setting {key!r} is not a number")
    if type(value) is str and len(value) > _MAX_TEXT:
        raise DataFormatError(f"setting {key!r} is too long")
    if type(value) is str and not is_text(value):
        raise DataFormatError(f"setting {key!r} is not text that can be saved")
    if type(value) is dict and not _plain_json(value):
        raise DataFormatError(f"setting {key!r} is not a plain JSON object")
    if type(value) is list and (len(value) > 100 or not all(type(v) is str and 0 < len(v) <= 100 and is_text(v)
                                                            for v in value)):
        raise DataFormatError(f"setting {key!r} must be a list of names")
    if setting.colour and not re.fullmatch(r"#[0-9a-fA-F]{6}", value):
        raise DataFormatError(f"setting {key!r} must be a colour like #2f7d46, not {value!r}")
    if setting.choices and value not in setting.choices:
        raise DataFormatError(f"setting {key!r} must be one of {', '.join(setting.choices)}, not {value!r}")
    if key == "name":
        try:
            value = check_name(value)
        except PlayerNameError as error:
            raise DataFormatError(f"setting 'name': {error}") from None
    if setting.range is not None and value is not None:
        low, high = setting.range
        if not low <= value <= high:
            raise DataFormatError(f"setting {key!r} must be between {low:g} and {high:g}, not {value}")
    return value


class Settings(MutableMapping[str, Any]):
    """The preferences, loaded at once; change them like a dict, then :meth:`save`."""

    def __init__(self, data_dir: DataDir) -> None:
        self.data_dir = data_dir
        self.path = data_dir.config_file(SETTINGS_FILE)
        self._values: dict[str, Any] = copy.deepcopy(dict(DEFAULT_SETTINGS))
        loaded = data_dir.load_document(self.path, SETTINGS_FORMAT, SETTINGS_VERSION, "settings", self._validate)
        if loaded is not None:
            self._values.update(loaded)

    @staticmethod
    def _validate(document: dict[str, Any], damage: list[str]) -> dict[str, Any]:
        values = document.get("settings")
        if not isinstance(values, dict):
            raise DataFormatError("'settings' must be an object")
        good: dict[str, Any] = {}
        for key, value in values.items():
            try:
                good[key] = check_setting(key, value)
            except DataFormatError as error:
                name = repair_name(value) if key == "name" else None
                if name is not None:
                    damage.append(f"the name {str(value)[:60]!r} was mended to {name!r}")
                    good[key] = name
                else:
                    damage.append(f"{error}; reset to the default")
        return good

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self._values[key] = check_setting(key, value)

    def __delitem__(self, key: str) -> None:
        if key in DEFAULT_SETTINGS:
            self._values[key] = copy.deepcopy(DEFAULT_SETTINGS[key])
        else:
            del self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def as_dict(self) -> dict[str, Any]:
        """A copy of every value (known keys always present)."""
        return dict(self._values)

    def save(self) -> bool:
        """Write the file; ``False`` when the folder is read-only (the values stay in memory)."""
        return self.data_dir.save_document(self.path, SETTINGS_FORMAT, SETTINGS_VERSION, {"settings": self._values})
