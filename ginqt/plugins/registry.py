"""The registry objects hooks receive: they check what a plugin registers."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ginqt.plugins.sources import PluginSource
from ginqt.rules import Rules
from ginqt.strategy import Strategy
from ginqt.variants import MatchScoring, StandardScoring

__all__ = ["PluginValidationError", "StrategyInfo", "StrategyRegistry", "VariantInfo", "VariantRegistry"]

_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
#: The methods every strategy has (see :class:`ginqt.strategy.Strategy`).
STRATEGY_METHODS = ("new_hand", "observe", "choose")


class PluginValidationError(ValueError):
    """A plugin registered something invalid (a duplicate name, a missing method, a bad value); names the plugin."""

    def __init__(self, plugin: str, message: str) -> None:
        self.plugin = plugin
        super().__init__(f"plugin {plugin!r}: {message}")


@dataclass(frozen=True)
class StrategyInfo:
    """A registered strategy: ``factory(seed)`` makes one player; a third-party plugin's has a ``source`` and no
    ``factory`` (its players play in the plugin's process, or are made here if it is trusted)."""

    name: str
    description: str
    plugin: str
    factory: Callable[[int | None], Strategy] | None
    source: PluginSource | None = None



@dataclass(frozen=True)
class VariantInfo:
    """A registered variant: rules plus how a match is scored."""

    name: str
    description: str
    plugin: str
    rules: Rules
    scoring: MatchScoring = field(default_factory=StandardScoring)

    @property
    def engine_rules(self) -> Rules:
        """The rules the engine plays each hand with."""
        return self.scoring.engine_rules(self.rules)


def missing_methods(obj: object) -> list[str]:
    """The :class:`~ginqt.strategy.Strategy` methods ``obj`` (a class or an instance) lacks."""
    return [name for name in STRATEGY_METHODS if not callable(getattr(obj, name, None))]


_Info = TypeVar("_Info", "StrategyInfo", "VariantInfo")


class _Registry(Generic[_Info]):
    kind = "thing"

    def __init__(self) -> None:
        self._plugin = "?"
        self._owner: dict[str, str] = {}  # name -> plugin
        self._entries: dict[str, _Info] = {}  # name -> what was registered

    def bind(self, plugin: str) -> None:
        """For the loader: what is registered from now on comes from ``plugin``."""
        self._plugin = plugin

    def _fault(self, message: str) -> PluginValidationError:
        """What the plugin being loaded registered wrong."""
        return PluginValidationError(self._plugin, message)

    def _check_name(self, name: object) -> str:
        if not isinstance(name, str) or not _NAME.match(name):
            raise self._fault(f"{self.kind} name {name!r} must be 1-40 lowercase letters, digits, '-' or '_'")
        if name in self._owner:
            raise self._fault(f"{self.kind} {name!r} is already registered by plugin {self._owner[name]!r}")
        return name

    def _check_description(self, description: object) -> str:
        if not isinstance(description, str):
            raise self._fault(f"the description must be text, not {description!r}")
        return description

    def add(self, info: _Info) -> None:
        """For the loader: take what another registry checked (its name is checked again here)."""
        self._check_name(info.name)
        self._owner[info.name] = self._plugin
        self._entries[info.name] = info

    def forget(self, plugin: str) -> list[str]:
        """For the loader: drop everything ``plugin`` registered (its hook failed); the names dropped."""
        names = [name for name, owner in self._owner.items() if owner == plugin]
        for n in names:
            del self._owner[n]
            self._entries.pop(n, None)
        return names


class StrategyRegistry(_Registry["StrategyInfo"]):
    """Given to :func:`~ginqt.plugins.hookspecs.ginqt_register_strategies`."""

    kind = "strategy"

    def __init__(self) -> None:
        super().__init__()
        self.strategies: dict[str, StrategyInfo] = self._entries

    def register(self, name: str, factory: Callable[[int | None], Any], description: str = "") -> None:
        """Register ``factory`` (a strategy class, or a callable ``factory(seed)``) as ``name``; a
        :class:`PluginValidationError` for a bad or taken name, or a factory that is no strategy's."""
        name = self._check_name(name)
        description = self._check_description(description)
        if not callable(factory):
            raise self._fault(f"strategy {name!r}: the factory {factory!r} is not callable")
        missing = missing_methods(factory) if isinstance(factory, type) else []
        if missing:
            raise self._fault(f"strategy {name!r}: {factory.__name__} has no method {', '.join(missing)}")
        self.add(StrategyInfo(name, description, self._plugin, factory))



class VariantRegistry(_Registry["VariantInfo"]):
    """Given to :func:`~ginqt.plugins.hookspecs.ginqt_register_variants`."""

    kind = "variant"

    def __init__(self) -> None:
        super().__init__()
        self.variants: dict[str, VariantInfo] = self._entries

    def register(
        self, name: str, rules: Rules, description: str = "", scoring: MatchScoring | None = None
    ) -> None:
        """Register ``rules`` as variant ``name``, with an optional :class:`~ginqt.variants.MatchScoring`."""
        name = self._check_name(name)
        description = self._check_description(description)
        if not isinstance(rules, Rules):
            raise self._fault(f"variant {name!r}: rules must be ginqt.rules.Rules, not {rules!r}")
        if scoring is None:
            scoring = StandardScoring()
        elif not isinstance(scoring, MatchScoring):
            raise self._fault(f"variant {name!r}: scoring needs engine_rules, games, over and outcome methods "
                              f"({scoring!r})")
        try:
            engine_rules = scoring.engine_rules(rules)
        except Exception as error:
            raise self._fault(f"variant {name!r}: scoring.engine_rules failed: {error}") from None
        if not isinstance(engine_rules, Rules):
            raise self._fault(f"variant {name!r}: scoring.engine_rules must return Rules")
        self.add(VariantInfo(name, description, self._plugin, rules, scoring))

