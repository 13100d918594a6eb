"""What ``ginqt`` (the window) is asked on its command line: one frozen, typed value.

:func:`ginqt.cli.game_options` makes a :class:`GameOptions` from argparse's answer, once,
after checking every value; everything below the command line (the plugins, the
preferences of this run, the start, the self-test) takes this value and nothing else.
It imports no Qt: the plugins are loaded from it before Qt is.

>>> GameOptions(variant="oklahoma", seed=3).variant
'oklahoma'
>>> GameOptions().resume
'ask'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ginqt.plugins.sources import PluginOptions

__all__ = ["GameOptions", "Resume"]

#: ``--resume``: ask the person, resume the saved game, or count it as quit early.
Resume = Literal["ask", "yes", "no"]


@dataclass(frozen=True, slots=True)
class GameOptions:
    """Every option of ``ginqt`` (see ``ginqt --help``); ``None``: not given."""

    # preferences for this run, on top of the stored ones (not written back)
    name: str | None = None
    score_limit: int | None = None
    variant: str | None = None
    opponent: str | None = None
    language: str | None = None  #: ``--lang``
    open_hands: bool = False
    # the run
    demo: bool = False
    go: bool = False
    data_dir: str | None = None
    seed: int | None = None
    self_test: bool = False
    plugins: PluginOptions = field(default_factory=PluginOptions)
    # scripted runs and tests (--exit-after-hands, --screenshot, and the hidden --autoplay, --print-state, --resume)
    exit_after_hands: int | None = None
    screenshot: str | None = None
    autoplay: int | None = None
    print_state: bool = False
    resume: Resume = "ask"
