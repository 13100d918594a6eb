"""The one owner of the window's preferences, and its one signal.

:class:`~ginqt.preferences.Preferences` is an immutable value.  The window holds it in a
:class:`PreferencesOwner`; a menu, a dialog, a drag on the table or the players' list asks the
owner for a change, and the owner tells every part that listens, in one signal,
``changed(old, new)``: the window (which hands the value to its controller and computer
players, and follows with the language, the menus, the look and the panels), the table,
the table's input, the sound and the records.  Each part keeps the value it was last told.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ginqt.preferences import Preferences

__all__ = ["PreferencesOwner"]


class PreferencesOwner(QObject):
    """Holds the preferences (:attr:`value`); :meth:`set` and :meth:`change` replace them and emit :attr:`changed`."""

    changed = Signal(object, object)  #: (the old :class:`Preferences`, the new one), once for each change

    def __init__(self, value: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._value = value

    @property
    def value(self) -> Preferences:
        """The preferences now."""
        return self._value

    def set(self, new: Preferences) -> bool:
        """Make ``new`` the preferences and tell the listeners; False (and no signal) when nothing changed."""
        if new == self._value:
            return False
        old, self._value = self._value, new
        self.changed.emit(old, new)
        return True

    def change(self, **changes: Any) -> bool:
        """The preferences with ``changes`` (field -> value), as :meth:`set` does."""
        return self.set(self._value.replace(**changes))
