"""A plugin that floods discovery's pipe with lines it ignores for 8 s while it imports
(tests/test_sandbox_doors.py): a reader that looks at its deadline only when the pipe runs dry
never looks."""

from __future__ import annotations

import time

from discovery_attackers import write_everywhere

from ginqt.plugins import hookimpl
from ginqt.plugins.registry import StrategyRegistry

FLOOD_SECONDS = 8.0

_until = time.monotonic() + FLOOD_SECONDS
while time.monotonic() < _until:
    write_everywhere(b'{"noise": 1}\n' * 100)


@hookimpl
def ginqt_register_strategies(registry: StrategyRegistry) -> None:
    registry.register("flooder-own", lambda seed: None, "never played")
