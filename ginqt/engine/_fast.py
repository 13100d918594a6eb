"""Positional constructors for the engine's frozen dataclasses, for the hot path of every move.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; with a
state, a match, a view and an event built per move that adds up.  :func:`positional`
makes a function that takes every field in order, fills the slots of a plain twin class
(same slots, so the same memory layout) with ordinary fast attribute stores, then turns
the object into the frozen class by assigning ``__class__``: about three times as fast.
The result is an ordinary instance of the class (equal, hashable, frozen).  It is only
for classes with ``slots=True`` and no ``__post_init__``, and callers pass every field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

from ginqt.cards import CardSet

T = TypeVar("T")


def positional(cls: type[T]) -> Callable[..., T]:
    """``make(*every_field_in_order)`` for the frozen slots dataclass ``cls``."""
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    slots = cls.__dict__.get("__slots__")
    if hasattr(cls, "__post_init__") or slots is None or cls.__bases__ != (object,):
        raise TypeError(f"{cls.__name__} needs slots, no base class and no __post_init__")
    twin = type(f"_{cls.__name__}Builder", (), {"__slots__": slots})
    namespace: dict[str, Any] = {"_new": object.__new__, "_twin": twin, "_cls": cls}
    lines = [f"def make({', '.join(names)}):", "    _o = _new(_twin)"]
    lines += [f"    _o.{name} = {name}" for name in names]
    lines += ["    _o.__class__ = _cls", "    return _o"]
    exec("\n".join(lines), namespace)  # the same technique dataclasses use for __init__
    make: Callable[..., T] = namespace["make"]
    make.__qualname__ = f"{cls.__qualname__}._positional"
    return make


_new = object.__new__
_set_mask = vars(CardSet)["mask"].__set__  # the slot's own setter (CardSet refuses setattr)


def cardset(mask: int) -> CardSet:
    """``CardSet(mask)`` for a mask the engine made (so known to be in range), without the checks."""
    cards: CardSet = _new(CardSet)
    _set_mask(cards, mask)
    return cards
