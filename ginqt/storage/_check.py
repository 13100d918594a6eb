"""Small checks for values read from JSON files: each failure names the field."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Iterable
from typing import Any, Final, TypeVar

from ginqt.storage.files import DataFormatError
from ginqt.storage.names import PlayerNameError, check_name, repair_name

__all__ = [
    "TEXT_LENGTH",
    "get_bool",
    "get_date",
    "get_int",
    "get_list",
    "get_mapping",
    "get_name",
    "get_str",
    "is_text",
    "read_each",
]

T = TypeVar("T")


#: The longest text a data file may hold in a field (names of variants, opponents...).
TEXT_LENGTH: Final = 200


def is_text(value: str) -> bool:
    """True when ``value`` can be written as UTF-8 (no lone surrogate, as JSON's ``"\\ud800"`` gives)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def get_mapping(data: Any, where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise DataFormatError(f"{where} must be an object, not {type(data).__name__}")
    return data


def get_list(data: dict[str, Any], key: str, where: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise DataFormatError(f"{where}.{key} must be a list, not {type(value).__name__}")
    return value


def get_int(data: dict[str, Any], key: str, where: str, low: int | None = 0, high: int | None = None) -> int:
    value = data.get(key)
    if type(value) is not int:
        raise DataFormatError(f"{where}.{key} must be a whole number, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise DataFormatError(f"{where}.{key} is out of range: {value}")
    return value


def get_bool(data: dict[str, Any], key: str, where: str) -> bool:
    value = data.get(key)
    if type(value) is not bool:
        raise DataFormatError(f"{where}.{key} must be true or false, not {value!r}")
    return value


def get_str(data: dict[str, Any], key: str, where: str, max_length: int = TEXT_LENGTH) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise DataFormatError(f"{where}.{key} must be text, not {value!r}")
    if len(value) > max_length:
        raise DataFormatError(f"{where}.{key} is too long ({len(value)} characters)")
    if not is_text(value):
        raise DataFormatError(f"{where}.{key} is not text that can be saved (a lone surrogate)")
    return value


def get_date(data: dict[str, Any], key: str, where: str, *, empty: bool = False) -> str:
    """An ISO 8601 date-time string (kept as text); with ``empty``, also empty text (no date yet)."""
    if empty and not data.get(key):
        return get_str(data, key, where)
    value = get_str(data, key, where, 40)
    try:
        when = _dt.datetime.fromisoformat(value)
    except ValueError:
        raise DataFormatError(f"{where}.{key} is not a date: {value!r}") from None
    if not 1900 <= when.year <= 9000:  # far from the ends, where converting to local time overflows
        raise DataFormatError(f"{where}.{key} is out of range: {value!r}")
    return value


def read_each(items: Iterable[Any], where: str, read: Callable[[Any, str], T], damage: list[str] | None,
              left_out: str) -> list[T]:
    """Each of ``items`` read by ``read(item, "<where>[i]")``.  Without ``damage`` a bad one raises
    :class:`DataFormatError`; with it, it is left out and described in ``damage`` (``"<error>; <left_out>"``)."""
    found: list[T] = []
    for i, item in enumerate(items):
        try:
            found.append(read(item, f"{where}[{i}]"))
        except DataFormatError as error:
            if damage is None:
                raise
            damage.append(f"{error}; {left_out}")
    return found


def get_name(data: dict[str, Any], key: str, where: str, damage: list[str] | None = None,
             fallback: str | None = None) -> str:
    """A player name by the one rule (:mod:`ginqt.storage.names`), spaces tidied.

    Without ``damage`` a bad name raises :class:`DataFormatError`.  With it, the name is
    mended (``fallback`` when nothing usable is left, else it raises) and the mending is
    described in ``damage``.
    """
    raw = get_str(data, key, where)
    try:
        return check_name(raw)
    except PlayerNameError as error:
        mended = repair_name(raw) or fallback
        if damage is None or mended is None:
            raise DataFormatError(f"{where}.{key}: {error}") from None
        damage.append(f"{where}: the name {raw[:60]!r} was mended to {mended!r}")
        return mended
