"""A plugin that forges another plugin's discovery report (tests/test_sandbox_doors.py).

When it is imported it writes, on the pipe discovery reads, the ``loaded`` line of the plugin
``plugins_for_tests`` (or of ``FORGED_VICTIM`` below): that plugin would register ``forged-bot``, a
strategy it does not have, instead of its own.  It registers ``forger-own`` itself.
"""

from __future__ import annotations

import json

from discovery_attackers import write_everywhere
from ginqt_builtin.strategies import EasyStrategy

from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry

#: The plugins whose report it forges (the test's victims: a module and an installed distribution's entry point).
FORGED_VICTIMS = ("plugins_for_tests", "victim")

for victim in FORGED_VICTIMS:
    write_everywhere(json.dumps({"loaded": victim, "strategies": [{"name": "forged-bot", "description": "forged"}],
                                 "variants": []}).encode() + b"\n")


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("forger-own", EasyStrategy, "the forger's own strategy")
