"""The same trivial player two ways, for ``bench_engines.py``: it plays the first legal move.

* As a third-party plugin module (``-p first_legal`` with ``benchmarks/`` on the path): strategy
  ``first-plugin``, which plays in a process of its own like any third-party strategy.
* As an engine (``python first_legal.py``): the GinQt engine protocol (docs/ENGINES.md) on
  standard input and output, importing nothing of GinQt.
"""

from __future__ import annotations

import sys


def engine() -> None:
    for line in sys.stdin:
        word, _, rest = line.rstrip("\n").partition(" ")  # "quit" has no space after it
        if word == "ginqt":
            sys.stdout.write("protocol 1\nname First legal\nvariants any\nready\n")
        elif word == "go":
            legal = rest[rest.index("legal=") + 6:].split(" ", 1)[0].split(",")
            sys.stdout.write(f"play {legal[0].strip()}\n")
        elif word == "quit":
            return
        else:
            continue
        sys.stdout.flush()


if __name__ == "__main__":
    engine()
else:
    from ginqt.engine import Action, Event, PlayerView
    from ginqt.plugins import hookimpl
    from ginqt.plugins.registry import StrategyRegistry

    class FirstLegal:
        """Plays the first legal move."""

        def new_hand(self, view: PlayerView) -> None:
            pass

        def observe(self, event: Event) -> None:
            pass

        def choose(self, view: PlayerView) -> Action:
            return view.legal_actions[0]

    @hookimpl
    def ginqt_register_strategies(registry: StrategyRegistry) -> None:
        registry.register("first-plugin", lambda seed: FirstLegal(), "plays the first legal move")
