"""The plugin wire: a Python strategy in its plugin host, told the game as plain JSON data (docs/PLUGINS.md
describes the messages).

.. versionadded:: 0.6
"""

from __future__ import annotations

from typing import Any

from ginqt.engine import Event, IllegalActionError, PlayerView
from ginqt.remote.channel import encode
from ginqt.remote.dialects.wire import WireError, event_json, move_from_wire, view_json, view_to_wire
from ginqt.remote.faults import Cost, PlainMove, PlayerFault
from ginqt.remote.pool import Lane
from ginqt.remote.process import Launch
from ginqt.remote.seat import Dialect

__all__ = ["PluginDialect"]


def _line(message: dict[str, Any]) -> str:
    return encode(message).decode("ascii").rstrip("\n")


class PluginDialect(Dialect):
    """A plugin's strategy, spoken to in the plugin wire (see the module's description)."""

    answers_farewell = True

    def __init__(self, launch: Launch, seed: int | None) -> None:
        self.launch = launch
        self.seed = seed
        self._history_sent = 0  # finished hands its process has been sent

    def opening(self) -> list[str]:
        return [_line({"call": "player", "seed": self.seed})]

    def hand(self, view: PlayerView, fresh: bool, variant: str) -> list[str]:
        told = _line({"call": "new_hand", "view": view_to_wire(view, True, 0 if fresh else self._history_sent)})
        self._history_sent = len(view.history)
        return [told]

    def event(self, event: Event) -> str:
        return f'{{"call":"observe","event":{event_json(event)}}}'

    def request(self, told: list[str], view: PlayerView, limit: float, game_left: float) -> bytes:
        return f'{{"calls":[{",".join(told)}],"choose":{view_json(view)}}}\n'.encode("ascii")

    def farewell(self, told: list[str]) -> bytes:
        return f'{{"calls":[{",".join(told)}],"end":true}}\n'.encode("ascii")

    def notes(self, reply: Any) -> list[str]:
        if not isinstance(reply, dict):
            raise PlayerFault("crashed", f"it broke the wire format (an answer is a JSON object, not {reply!r})"[:200],
                              Cost.HAND)
        told = reply.get("faults")
        if not isinstance(told, list):
            return []
        notes = [f"{str(fault[0])[:20]}: {str(fault[1])[:300]}" for fault in told[:5]
                 if isinstance(fault, list) and len(fault) == 2]
        untold = reply.get("fault_count")
        if type(untold) is int and untold > len(told):
            notes.append(f"and {untold - len(told)} more")
        return notes

    def move(self, reply: Any, lane: Lane) -> PlainMove:
        if "failed" in reply:
            raise PlayerFault("start", f"it could not start: {str(reply['failed'])[:300]}", Cost.GAME)
        if "action" in reply:
            try:
                return move_from_wire(reply["action"])
            except WireError as error:
                raise IllegalActionError(str(error)) from None
        if "raised" in reply:
            raise PlayerFault("raised", f"choose: {str(reply['raised'])[:300]}")
        raise IllegalActionError(f"returned {str(reply.get('returned', reply))[:100]}, not an Action")
