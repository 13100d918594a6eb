"""A plugin's own process: the plugin host enters the sandbox, imports one plugin and serves one of its strategies
(or its variant's scoring, or lists what plugins register) to GinQt in plain data (docs/PLUGINS.md).

.. versionadded:: 0.2
"""

from __future__ import annotations

import contextlib
import functools
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from ginqt.plugins.collect import collect_registrations, describe_error
from ginqt.plugins.registry import missing_methods
from ginqt.plugins.sources import PluginSource
from ginqt.remote.channel import Channel, ChannelClosed
from ginqt.remote.dialects.wire import (
    WIRE_VERSION,
    action_to_wire,
    event_from_wire,
    record_from_wire,
    view_from_wire,
)
from ginqt.remote.dialects.wire_match import games_to_wire, match_from_wire, outcome_to_wire
from ginqt.remote.faults import describe_value
from ginqt.remote.sandbox import SandboxPolicy, enter
from ginqt.rules import Rules
from ginqt.variants import StandardScoring

__all__ = ["main"]

#: What the sandbox could put in place (:class:`~ginqt.remote.sandbox.SandboxReport`, as data; empty: none).
SANDBOX: dict[str, Any] = {}
#: At most this many faults of ``new_hand``/``observe`` are told with one answer (the rest counted).
MAX_FAULTS_TOLD = 5


def _text(error: BaseException) -> str:
    text = f"{type(error).__name__}: {error}"
    return text if len(text) <= 300 else text[:297] + "..."


def lower_priority(steps: int) -> None:
    """Run ``steps`` below GinQt's CPU priority (POSIX ``nice``; 0: the same): a plugin that spins then
    takes a core only when nothing of GinQt's wants it, and the window's table stays smooth."""
    if steps > 0 and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(min(steps, 19))


def _yield_to_ginqt() -> None:
    """Linux: do not preempt GinQt's process when its request wakes us (SCHED_BATCH): it goes on with
    other games meanwhile instead of waiting for a time slice."""
    batch = getattr(os, "SCHED_BATCH", None)
    if batch is not None:
        with contextlib.suppress(OSError):
            os.sched_setscheduler(0, batch, os.sched_param(0))


def _open_channel() -> Channel:
    """The messages keep the original standard input and output; the plugin gets /dev/null and stderr."""
    read_fd, write_fd = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    channel = Channel(read_fd, write_fd, threaded=False)
    os.set_blocking(read_fd, True)  # it only ever waits for GinQt: one read a request, not a poll and a read
    return channel


class _Player:
    """The plugin's strategy, fed rebuilt views and events."""

    def __init__(self, factory: Any) -> None:
        self.factory = factory
        self.strategy: Any = None
        self.rules: Any = None
        self._rules_data: Any = None
        self.history: tuple[Any, ...] = ()
        self.faults: list[list[str]] = []
        self.fault_count = 0

    def fault(self, call: str, error: BaseException) -> None:
        self.fault_count += 1
        if len(self.faults) < MAX_FAULTS_TOLD:
            self.faults.append([call, _text(error)])

    def new_player(self, seed: int | None) -> str | None:
        """Make a new player (the last game's is let go first); the reason when the factory fails."""
        self.strategy = None
        self.history = ()
        try:
            strategy = self.factory(seed)
        except BaseException as error:
            return f"the strategy could not be made: {_text(error)}"
        missing = missing_methods(strategy)
        if missing:
            return f"the strategy has no method {', '.join(missing)}"
        self.strategy = strategy
        return None

    def call(self, call: dict[str, Any]) -> str | None:
        kind = call["call"]
        if kind == "player":
            return self.new_player(call.get("seed"))
        if self.strategy is None:
            return "no player was made"
        if kind == "new_hand":
            data = call["view"]
            if data["rules"] != self._rules_data:
                self.rules, self._rules_data = Rules.from_dict(data["rules"]), data["rules"]
            self.history = self.history[:data["history_from"]] + tuple(
                record_from_wire(record) for record in data["history"])
            view = view_from_wire(data, self.rules, self.history)
            try:
                self.strategy.new_hand(view)
            except BaseException as error:
                self.fault("new_hand", error)
        elif kind == "observe":
            event = event_from_wire(call["event"])
            try:
                self.strategy.observe(event)
            except BaseException as error:
                self.fault("observe", error)
        return None

    def answer(self, message: dict[str, Any]) -> dict[str, Any]:
        self.faults, self.fault_count = [], 0
        for call in message.get("calls", ()):
            failed = self.call(call)
            if failed is not None:
                return {"failed": failed}
        reply: dict[str, Any] = {}
        choose = message.get("choose")
        if choose is not None:
            view = view_from_wire(choose, self.rules, self.history)
            try:
                action = self.strategy.choose(view)
            except BaseException as error:
                reply["raised"] = _text(error)
            else:
                try:
                    reply["action"] = action_to_wire(action)
                except Exception:
                    reply["returned"] = describe_value(action, 80)
        if self.fault_count:
            reply["faults"] = self.faults
            reply["fault_count"] = self.fault_count
        return reply


def _serve(channel: Channel, start: dict[str, Any]) -> int:
    """Import the plugin, find the strategy (or the variant's scoring), say so, then answer GinQt's
    requests until it closes the pipe."""
    source = PluginSource.from_wire(start["plugin"])
    name, role = start["name"], start.get("role", "strategy")
    try:
        registered = collect_registrations(source.name, source.load())
    except BaseException as error:
        channel.send({"failed": describe_error(error, "failed to load")})
        return 1
    serve: Callable[[dict[str, Any]], dict[str, Any]]
    if role == "scoring":
        scoring = next((info.scoring for info in registered.variants if info.name == name), None)
        if scoring is None:
            channel.send({"failed": f"plugin {source.name!r} no longer registers variant {name!r}"})
            return 1
        serve = functools.partial(_score, scoring)
    else:
        factory = next((info.factory for info in registered.strategies if info.name == name), None)
        if factory is None:
            channel.send({"failed": f"plugin {source.name!r} no longer registers strategy {name!r}"})
            return 1
        serve = functools.partial(_answer_game, factory, {})
    channel.send({"ready": WIRE_VERSION, "sandbox": SANDBOX or None})
    while True:
        try:
            message = channel.receive()
        except ChannelClosed:
            return 0
        channel.send(serve(message))


def _answer_game(factory: Any, players: dict[int, _Player], message: dict[str, Any]) -> dict[str, Any]:
    """Answer a request of one of the games in flight (its ``game`` number; each has its own player),
    and forget the game at its ``end``."""
    game = message.get("game", 0)
    player = players.get(game)
    if player is None:
        player = players[game] = _Player(factory)
    reply = player.answer(message)
    if message.get("end"):
        del players[game]
    return reply


def _score(scoring: Any, message: dict[str, Any]) -> dict[str, Any]:
    """One question to a variant's scoring: ``engine_rules``, ``games``, ``over`` or ``outcome``."""
    call = message["call"]
    rules = Rules.from_dict(message["rules"])
    try:
        if call == "engine_rules":
            return {"answer": scoring.engine_rules(rules).to_dict()}
        if call == "games":
            history = tuple(record_from_wire(record) for record in message["history"])
            return {"answer": games_to_wire(tuple(scoring.games(history, rules)))}
        match = match_from_wire(message["match"])
        if call == "over":
            return {"answer": bool(scoring.over(match, rules))}
        return {"answer": outcome_to_wire(scoring.outcome(match, rules))}
    except BaseException as error:
        return {"raised": _text(error)}


def _discover(channel: Channel, start: dict[str, Any]) -> int:
    """Import each plugin and say what it registers, one message before and one after each."""
    for data in start["plugins"]:
        source = PluginSource.from_wire(data)
        channel.send({"loading": source.name})
        try:
            registered = collect_registrations(source.name, source.load())
        except BaseException as error:
            channel.send({"loaded": source.name, "error": describe_error(error, "failed to load")})
            continue
        variants = []
        for info in registered.variants:
            custom = type(info.scoring) is not StandardScoring
            variants.append({
                "name": info.name,
                "description": info.description,
                "rules": info.rules.to_dict(),
                "engine_rules": info.engine_rules.to_dict(),
                "scoring": type(info.scoring).__name__ if custom else None,
            })
        channel.send({
            "loaded": source.name,
            "strategies": [{"name": info.name, "description": info.description} for info in registered.strategies],
            "variants": variants,
        })
    channel.send({"done": True})
    return 0


def main() -> int:
    channel = _open_channel()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is GinQt's to handle; it stops us
    _yield_to_ginqt()
    try:
        start = channel.receive()
    except ChannelClosed:
        return 0
    if start.get("sandbox") is not None:  # from here on, a child process in the sandbox (see ginqt.remote.sandbox)
        SANDBOX.update(enter(SandboxPolicy.from_wire(start["sandbox"]), (channel.read_fd, channel.write_fd))
                       .to_wire())
    path = [str(entry) for entry in start.get("path", ())]  # GinQt's, so its plugins import: only in the sandbox
    sys.path[:] = path + [entry for entry in sys.path if entry not in path]
    lower_priority(int(start.get("nice", 0)))
    if start.get("wire") != WIRE_VERSION:
        channel.send({"failed": f"this host speaks wire format {WIRE_VERSION}, not {start.get('wire')!r}"})
        return 1
    if start.get("op") == "discover":
        code = _discover(channel, start)
    else:
        code = _serve(channel, start)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)  # a plugin's threads or exit handlers must not keep the process alive


if __name__ == "__main__":
    raise SystemExit(main())
