"""Where a plugin's code comes from, as data another process can load it from (:class:`PluginSource`); which
plugins a run loads (:class:`PluginOptions`, the ``-p`` and ``--trust`` flags).

.. versionadded:: 0.2
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # importlib.metadata takes a plugin's process tens of milliseconds to import: only when needed
    from ginqt.plugins.entry_points import EntryPointLike

__all__ = ["PluginModuleError", "PluginOptions", "PluginSource", "check_plugin_modules"]


@dataclass(frozen=True)
class PluginSource:
    """An importable plugin: an entry point (``kind="entry-point"``) or a module (``kind="module"``)."""

    name: str  #: the plugin's name (the entry point's, or the module's)
    kind: str  #: "entry-point" or "module"
    value: str  #: ``module`` or ``module:attribute`` for an entry point; the module's name otherwise
    distribution: str = "?"
    version: str = "?"
    group: str = ""  #: an entry point's group (``ginqt``)

    @classmethod
    def module(cls, name: str) -> PluginSource:
        """A module named with ``-p MODULE``."""
        return cls(name, "module", name, "(-p module)", "-")

    @classmethod
    def of(cls, entry_point: EntryPointLike, distribution: str, version: str) -> PluginSource:
        return cls(entry_point.name, "entry-point", entry_point.value, distribution, version, entry_point.group)

    def load(self) -> object:
        """Import the plugin (in this process) and return its plugin object."""
        if self.kind == "module":
            return importlib.import_module(self.value)
        from importlib import metadata

        return metadata.EntryPoint(self.name, self.value, self.group).load()

    def to_wire(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> PluginSource:
        return cls(str(data["name"]), str(data["kind"]), str(data["value"]), str(data["distribution"]),
                   str(data["version"]), str(data.get("group", "")))


@dataclass(frozen=True, slots=True)
class PluginOptions:
    """Which plugins a run loads, as :func:`ginqt.plugins.load_plugins` takes them (the command line's
    ``--disable-plugin-autoload``, ``-p no:NAME``, ``-p MODULE``, ``--trust NAME``, typed), and the folders that make
    the ``-p`` modules importable in a tournament's workers (another machine's must import them too).

    >>> PluginOptions.of(True, ["no:easy", "my_bot"], ["my_bot"])
    PluginOptions(autoload=False, blocked=('easy',), modules=('my_bot',), trusted=('my_bot',), path=())
    """

    autoload: bool | None = None  #: ``False``: built-ins only; ``None``: ``GINQT_DISABLE_PLUGIN_AUTOLOAD`` decides
    blocked: tuple[str, ...] = ()  #: ``-p no:NAME``
    modules: tuple[str, ...] = ()  #: ``-p MODULE`` (pytest's convention)
    trusted: tuple[str, ...] = ()  #: ``--trust NAME``
    path: tuple[str, ...] = ()  #: the ``sys.path`` a tournament's worker adds (this process's, when it plays)

    @classmethod
    def of(cls, disable_autoload: bool, flags: Sequence[str], trust: Sequence[str]) -> PluginOptions:
        """From the command line's values: ``--disable-plugin-autoload``, the ``-p`` flags, the ``--trust`` names."""
        return cls(False if disable_autoload else None,
                   tuple(flag[3:] for flag in flags if flag.startswith("no:") and flag[3:]),
                   tuple(flag for flag in flags if not flag.startswith("no:")), tuple(trust))


class PluginModuleError(ValueError):
    """A plugin module named on the command line (``-p MODULE``) cannot be found."""


def check_plugin_modules(names: Iterable[str]) -> None:
    """Raise :class:`PluginModuleError` naming a ``-p MODULE`` that cannot be found (a dotted name is left to
    discovery: its package would be imported to look)."""
    for name in names:
        if "." in name:
            continue
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            raise PluginModuleError(f"cannot import plugin module {name!r}: no module named {name!r}")
