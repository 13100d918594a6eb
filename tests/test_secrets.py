"""Issue 48, item 2: nothing the window shows, speaks or writes names a card of the computer's hand that lies
face down on the table (a property over seeded games played to the end; ``benchmarks/check_secrets.py``
plays 200 of them)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from secrets_watch import play_watched

pytestmark = pytest.mark.timeout(300)

#: (seed, opponent, variant, preferences): every built-in opponent, several variants, advice on screen
GAMES = [(1, "standard", "standard", {}), (2, "easy", "oklahoma", {"show_advice": True}),
         (3, "expert", "hollywood", {}), (4, "standard", "tommy", {"big_cards": True})]


@pytest.mark.parametrize(("seed", "opponent", "variant", "prefs"), GAMES)
def test_no_hidden_card_is_ever_named(qtbot: Any, tmp_path: Path, seed: int, opponent: str, variant: str,
                                      prefs: dict[str, Any]) -> None:
    def wait(done: Callable[[], bool]) -> None:
        qtbot.waitUntil(done, timeout=240_000)

    watch = play_watched(seed, opponent, variant, tmp_path / "data", wait, **prefs)
    assert watch.steps > 50
    assert watch.leaks == [], watch.leaks[:5]
    assert watch.unsaid == [], watch.unsaid[:3]  # the read-aloud names each face-up card of the computer's
