"""The one rule for player names, used wherever a name is typed, stored or read back.

A name is text of 1 to :data:`MAX_NAME_LENGTH` characters, without control or
format characters, with its spaces tidied (no leading, trailing or double spaces).
Where a name is **typed** (the command line, the new-game dialog) a bad one is
refused with :func:`check_name`'s message.  Where a name is **read** (a settings
file, the statistics, the high scores, a saved game) it is mended with
:func:`repair_name`, so that no stored name can stop the game.

>>> check_name("  Ron   Hill ")
'Ron Hill'
>>> repair_name("Ron\\tHill" + "!" * 60)
'Ron Hill!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
>>> repair_name("\\x00\\x01") is None
True
"""

from __future__ import annotations

import unicodedata
from typing import Final

__all__ = ["MAX_NAME_LENGTH", "PlayerNameError", "check_name", "repair_name"]

MAX_NAME_LENGTH: Final = 40


class PlayerNameError(ValueError):
    """A player name that cannot be used; the message says why, for the person who typed it."""


def _is_control(ch: str) -> bool:
    return unicodedata.category(ch).startswith("C")


def check_name(name: str) -> str:
    """The name with spaces tidied; :class:`PlayerNameError` when it is empty, too long or has control characters.

    >>> check_name("")
    Traceback (most recent call last):
    ...
    ginqt.storage.names.PlayerNameError: a player name cannot be empty
    """
    if not isinstance(name, str):
        raise PlayerNameError(f"a player name must be text, not {type(name).__name__}")
    tidy = " ".join(name.split())
    if not tidy:
        raise PlayerNameError("a player name cannot be empty")
    if len(tidy) > MAX_NAME_LENGTH:
        raise PlayerNameError(f"a player name has at most {MAX_NAME_LENGTH} characters, not {len(tidy)}")
    if any(_is_control(ch) for ch in tidy):
        raise PlayerNameError(f"the player name {tidy!r} contains control characters")
    return tidy


def repair_name(name: object) -> str | None:
    """The closest name :func:`check_name` accepts, or ``None`` when nothing usable is left.

    Control and format characters become spaces, spaces are tidied and the name is
    cut to :data:`MAX_NAME_LENGTH` characters.  A good name comes back unchanged.
    """
    if not isinstance(name, str):
        return None
    cleaned = "".join(" " if _is_control(ch) else ch for ch in name)
    tidy = " ".join(cleaned.split())[:MAX_NAME_LENGTH].rstrip()
    return tidy or None
