"""The hooks a GinQt plugin may implement.

Plugins are found through the ``ginqt`` entry-point group (pluggy project name
``ginqt``).  Every hook is prefixed ``ginqt_`` and receives a *registry* object
(tox style) that validates what the plugin gives it.  Mark implementations with
:data:`hookimpl`::

    from ginqt.plugins import hookimpl

    @hookimpl
    def ginqt_register_strategies(registry):
        registry.register("mine", MyStrategy, "plays like me")

.. versionadded:: 0.1
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from ginqt.plugins.registry import StrategyRegistry, VariantRegistry

__all__ = ["ENTRY_POINT_GROUP", "PROJECT_NAME", "hookimpl", "hookspec"]

#: The pluggy project name.
PROJECT_NAME = "ginqt"
#: The entry-point group plugins declare themselves under in their ``pyproject.toml``.
ENTRY_POINT_GROUP = "ginqt"

hookspec = pluggy.HookspecMarker(PROJECT_NAME)
#: Decorate hook implementations in a plugin module with this.
hookimpl = pluggy.HookimplMarker(PROJECT_NAME)


@hookspec
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    """Register computer opponents.

    Receives a :class:`~ginqt.plugins.registry.StrategyRegistry`; call
    ``registry.register(name, factory, description)`` once per strategy.  ``factory``
    is called as ``factory(seed)`` (``seed`` is an ``int`` or ``None``) for every
    player of every game and returns an object with the methods of
    :class:`ginqt.strategy.Strategy`.

    Called once per plugin, at discovery (:func:`ginqt.plugins.load_plugins`), after
    the plugin's module was imported.  An exception here, or an invalid
    registration, is recorded against the plugin and discovery goes on.

    .. versionadded:: 0.1
    """


@hookspec
def ginqt_register_variants(registry: VariantRegistry) -> None:
    """Register rule variants.

    Receives a :class:`~ginqt.plugins.registry.VariantRegistry`; call
    ``registry.register(name, rules, description, scoring=None)`` once per variant.
    ``rules`` is a :class:`ginqt.rules.Rules`; ``scoring`` an optional
    :class:`ginqt.variants.MatchScoring` for what a preset cannot express (e.g.
    Hollywood: three games scored at once).  The engine plays with
    ``scoring.engine_rules(rules)``; the tournament and the GUI ask ``scoring`` when
    the match is over and what the game scores are.

    Called once per plugin, at discovery, after :func:`ginqt_register_strategies`.

    .. versionadded:: 0.1
    """
