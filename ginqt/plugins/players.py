"""Where the table gets its opponents and rule variants: the plugin registry.

Everything goes through :func:`ginqt.plugins.load_plugins`; when the plugin system
cannot load at all the table still plays, with the preset rules and a plain
built-in opponent.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ginqt.rules import PRESETS, Rules
from ginqt.strategy import FallbackStrategy, Strategy
from ginqt.variants import MatchScoring, StandardScoring

__all__ = ["LEVELS", "PlayerSource", "guessable_seed_warning"]

#: The built-in opponents as levels of play, weakest first (their registered names).
LEVELS = ("easy", "standard", "expert")


def guessable_seed_warning(seed: int, strategy: str) -> str:
    """One line for the command line: deals from ``--seed`` are ones a bot playing ``strategy`` could work out
    (docs/FAIRNESS.md); the same words for the window and the tournament."""
    return (f"warning: --seed {seed} deals from a small number that a bot could guess; {strategy!r} could work "
            "out the deck (leave --seed out for deals no bot can work out)")


class PlayerSource:
    """Strategies and variants, from the plugins when they load."""

    def __init__(self, autoload: bool | None = None, blocked: Iterable[str] = (), trusted: Iterable[str] = (),
                 modules: Iterable[str] = ()) -> None:
        self.plugins: Any = None
        self.errors: list[str] = []
        #: The window's ``--seed``: the first time a strategy of a plugin that is not trusted is made, stderr
        #: says once that it could work the deals out (:func:`guessable_seed_warning`).
        self.guessable_seed: int | None = None
        self._seed_warned = False
        try:
            from ginqt.plugins import load_plugins

            self.plugins = load_plugins(autoload=autoload, blocked=tuple(blocked), trusted=tuple(trusted),
                                        modules=tuple(modules))
            self.errors = [str(error) for error in self.plugins.errors]
        except Exception as error:  # the plugin system itself failed: play on without it
            self.errors = [f"plugins: {type(error).__name__}: {error}"]

    def strategy_names(self) -> list[str]:
        """The opponents: the built-in levels weakest first (easy, standard, expert), then the others by name."""
        if self.plugins is None:
            return ["plain"]
        names = sorted(self.plugins.strategies)
        levels = [name for name in LEVELS if name in names and self.plugin_of(name) is None]
        return levels + [name for name in names if name not in levels]

    def variant_names(self) -> list[str]:
        return list(self.plugins.variants) if self.plugins is not None else list(PRESETS)

    def unknown_name_error(self, variant: str | None, opponent: str | None) -> str | None:
        """The command line's one-line error for a ``--variant`` or ``--opponent`` that no plugin
        registered, or None when both are known (or not given)."""
        for flag, value, names in (("--variant", variant, self.variant_names()),
                                   ("--opponent", opponent, self.strategy_names())):
            if value is not None and value not in names:
                return f"ginqt: error: argument {flag}: unknown {flag[2:]} {value!r} (choose from {', '.join(names)})"
        return None

    def describe_strategy(self, name: str) -> str:
        if self.plugins is not None and name in self.plugins.strategies:
            return str(self.plugins.strategies[name].description)
        return name

    def variant_rules(self, variant: str) -> Rules:
        """The variant's own rules, before any change (an unknown variant gives the standard game)."""
        if self.plugins is not None and variant in self.plugins.variants:
            return self.plugins.variants[variant].rules  # type: ignore[no-any-return]
        return PRESETS.get(variant, PRESETS["standard"])

    def describe_variant(self, name: str) -> str:
        if self.plugins is not None and name in self.plugins.variants:
            return str(self.plugins.variants[name].description)
        return name

    def rules(self, variant: str, score_limit: int | None = None,
              overrides: Mapping[str, Any] | None = None) -> tuple[Rules, MatchScoring, Rules]:
        """(the engine's rules, the variant's match scoring, the variant's own rules); ``overrides`` changes rule
        options by field name (a :class:`~ginqt.rules.RulesError` for a bad value or combination)."""
        rules = self.variant_rules(variant)
        scoring = self.scoring_of(variant) or StandardScoring()
        if overrides:
            rules = Rules.from_dict({**rules.to_dict(), **overrides})
        if score_limit is not None:
            rules = rules.replace(score_limit=score_limit)
        return scoring.engine_rules(rules), scoring, rules

    def scoring_of(self, variant: str) -> MatchScoring | None:
        """The match scoring of ``variant`` (the standard game's for ``""``); ``None``: not installed here."""
        if self.plugins is None or not variant:
            return StandardScoring() if not variant or variant in PRESETS else None
        info = self.plugins.variants.get(variant)
        return info.scoring if info is not None else None

    def plugin_of(self, strategy: str) -> str | None:
        """The third-party plugin that registered ``strategy`` (``None``: a built-in or unknown one)."""
        if self.plugins is None or strategy not in self.plugins.strategies:
            return None
        plugin = str(self.plugins.strategies[strategy].plugin)
        return None if self.plugins.is_builtin(plugin) else plugin

    def make(self, name: str, seed: int | None, time_limit: float,
             on_fault: Callable[[str], None] | None = None, *, trusted: Iterable[str] = (),
             memory_mb: int | None = None, nice: int = 0, variant: str = "") -> Strategy:
        """A guarded player of strategy ``name`` (an unknown name: the first there is) for a game of ``variant``, in
        its own process unless its plugin is among ``trusted``; ``time_limit`` on the wall clock (how long a person
        waits)."""
        if self.plugins is None:
            return FallbackStrategy()
        if name not in self.plugins.strategies:
            name = "standard" if "standard" in self.plugins.strategies else self.strategy_names()[0]

        def fault(f: object) -> None:
            if on_fault is not None:
                on_fault(str(f))

        plugin = self.plugins.strategies[name].plugin
        if self.guessable_seed is not None and not self._seed_warned and self.plugins.strategies[name].source \
                is not None and plugin not in set(trusted) and not self.plugins.is_trusted(plugin):
            self._seed_warned = True
            print(f"ginqt: {guessable_seed_warning(self.guessable_seed, name)}", file=sys.stderr, flush=True)
        extra: dict[str, Any] = {} if memory_mb is None else {"memory_mb": memory_mb}
        guard: Strategy = self.plugins.make_guarded(name, seed, time_limit=time_limit, on_fault=fault,
                                                    trusted=True if plugin in set(trusted) else None, nice=nice,
                                                    variant=variant, cpu_time=False, **extra)
        return guard

    def fallback(self) -> Strategy:
        return FallbackStrategy()
