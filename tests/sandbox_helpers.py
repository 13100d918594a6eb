"""What tests/test_sandbox.py and tests/test_sandbox_doors.py share: the attacking plugins, loaded as a
third-party plugin, one game of an attacker, and what it said it achieved."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.remote.seat import RemoteSeat
from ginqt.rules import Rules

PLUGINS = load_plugins(autoload=False, modules=["attacking_plugins"])

def attack_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder like the user's, with a saved game holding a secret and the files worth forging; the
    attackers' targets in the environment (tests/conftest.py names them in ``GINQT_PLUGIN_ENV``)."""
    folder = tmp_path / "GinQt"
    folder.mkdir()
    (folder / "saved_game.json").write_text(json.dumps({"secret": "the deal's seed"}))
    (folder / "statistics.json").write_text(json.dumps({"games_won": 6}))
    (folder / "settings.json").write_text(json.dumps({"trusted_plugins": []}))
    monkeypatch.setenv("ATTACK_DATA_DIR", str(folder))
    monkeypatch.setenv("ATTACK_PIDS", str(os.getpid()))
    monkeypatch.setenv("ATTACK_MEMORY_MB", "256")
    return folder


def play(strategy: str, *, time_limit: float = 5.0, memory_mb: int = 256, game_limit: float = 30.0,
         score_limit: int = 25, opponent: str | None = None) -> RemoteSeat:
    """One game of ``strategy`` against another attacker in the other seat (a plugin too)."""
    players = []
    if opponent is None:
        opponent = "file-thief" if strategy != "file-thief" else "forger"
    for seat, name in enumerate((strategy, opponent)):
        player = PLUGINS.make_guarded(name, seat + 1, time_limit=time_limit, memory_mb=memory_mb, seat=seat)
        assert isinstance(player, RemoteSeat)
        player.clock.game = game_limit
        players.append(player)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=score_limit)), seed=6), tuple(players))
    runner.play(max_hands=20)
    for player in players:
        player.close()
    return players[0]


def play_both(strategy: str, **kwargs: object) -> tuple[RemoteSeat, RemoteSeat]:
    """One game of ``strategy`` against itself (as in a round robin); both seats' players."""
    players = []
    for seat in (0, 1):
        player = PLUGINS.make_guarded(strategy, seat + 1, time_limit=5.0, memory_mb=256, seat=seat)
        assert isinstance(player, RemoteSeat)
        players.append(player)
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=25)), seed=6), tuple(players))
    runner.play(max_hands=3)
    for player in players:
        player.close()
    return players[0], players[1]


def outcome(player: RemoteSeat) -> str:
    """What the attack said it achieved (the text of its first fault)."""
    said = [fault.message for fault in player.faults if "ATTACK" in fault.message]
    assert said, f"the attack never ran: {[f.message for f in player.faults]}"
    return said[0]
