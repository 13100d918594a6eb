"""An engine at GinQt's table: told the game in protocol lines, asked for moves, the fallback when it fails.

An :class:`EngineSeat` is a :class:`~ginqt.strategy.Strategy`: it queues the lines of what
its player sees (``game``, ``hand``, ``played``, ``end``, ``gameover``) and sends them with
the next ``go``: one round trip a move, as :class:`~ginqt.plugins.process.IsolatedStrategy`
does for a plugin.  Its answer is judged by :func:`~ginqt.plugins.guard.legal_move`, the one
legality check of computer players.  What goes wrong raises an :class:`EngineFault` (a
:class:`~ginqt.plugins.guard.PlayerFault`: a kind and a line) from :meth:`EngineSeat.choose`
*once* (the guard around it records it as that kind of fault and plays the fallback's move),
then the fallback plays on without more faults:

* an illegal or unreadable answer: that move (the engine is told ``illegal`` and plays on);
* no answer in time, a crash, garbage on its output: the rest of the hand (its process is
  ended; a new one starts for the next hand);
* a failed start or handshake, ``error``, a variant it does not play, its game budget spent:
  the rest of the game.

.. versionadded:: 0.4
"""

from __future__ import annotations

import contextlib
import threading
import time

from ginqt.engine import Action, Event, EventKind, IllegalActionError, PlayerView
from ginqt.engines.process import POOL, EnginePool, EngineProcess
from ginqt.engines.protocol import HandScores, ProtocolError, event_line, game_line, go_line, hand_line, parse_play
from ginqt.plugins.channel import ChannelBroken, ChannelClosed, ChannelTimeout
from ginqt.plugins.guard import FaultKind, PlayerFault, fallback_move, legal_move, plain_move
from ginqt.plugins.hosts import HostFailed
from ginqt.rules import PRESETS, Rules
from ginqt.storage.engines import EngineEntry

__all__ = ["EngineFault", "EngineSeat", "variant_name"]


class EngineFault(PlayerFault):
    """What an engine did wrong, in one line, and its kind (the guard around the seat records it as a fault)."""


def variant_name(rules: Rules) -> str:
    """GinQt's name of the preset ``rules`` are (the score limit aside), or ``custom``."""
    for name, preset in PRESETS.items():
        if preset.replace(score_limit=rules.score_limit) == rules:
            return name
    return "custom"


class EngineSeat:
    """An engine playing one seat (see the module's description)."""

    def __init__(self, entry: EngineEntry, seed: int | None = None, *, pool: EnginePool | None = None,
                 seat: int | None = None) -> None:
        self.entry = entry
        self.seed = seed
        self.pool = pool if pool is not None else POOL
        self.seat = seat
        self.spent = 0.0  #: seconds of thinking used in this game
        self.process: EngineProcess | None = None
        self._lines: list[str] = []
        self._scores = HandScores()
        self._game_told = False
        self._sitting_out = False  #: the fallback plays the rest of this hand
        self._given_up = False  #: the fallback plays the rest of the game
        #: The exchange up to the first fault (for ``ginqt engines check``), or ''.
        self.first_fault_exchange = ""
        self._lock = threading.RLock()  # the window tells a seat on its thread and asks it in a pool's

    # -- the Strategy methods --------------------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        with self._lock:
            self._new_hand(view)

    def _new_hand(self, view: PlayerView) -> None:
        self._sitting_out = self._given_up
        if self._given_up:
            return
        if not self._game_told:
            self._game_told = True
            self._lines.append(game_line(variant_name(view.rules), view.player, view.rules.score_limit, self.seed))
        self._scores = HandScores(list(view.scores))
        self._lines.append(hand_line(view))

    def observe(self, event: Event) -> None:
        with self._lock:
            self._observe(event)

    def _observe(self, event: Event) -> None:
        if self._sitting_out:
            if event.kind is EventKind.GAME_OVER:
                self.close()
            return
        line = event_line(event, self._scores)
        if line is not None:
            self._lines.append(line)
        if event.kind is EventKind.GAME_OVER:
            self.close()

    def choose(self, view: PlayerView) -> Action:
        with self._lock:
            return self._choose(view)

    def _choose(self, view: PlayerView) -> Action:
        if self._sitting_out:
            return fallback_move(view)
        process = self._ready(view)  # (its start and handshake have a limit of their own)
        started = time.monotonic()
        limit = self.entry.move_seconds
        if self.entry.game_seconds > 0:
            limit = min(limit, max(0.0, self.entry.game_seconds - self.spent))
        deadline = started + limit
        game_left = max(0.0, self.entry.game_seconds - self.spent) if self.entry.game_seconds > 0 else 86400.0
        lines, self._lines = [*self._lines, go_line(view, int(limit * 1000), int(game_left * 1000))], []
        try:
            stray = process.stray_line()
            if stray is not None:
                self._fail(f"garbage on its standard output: {stray[:60]!r}, a line it was not asked for")
            process.send(lines, deadline)
            answer = process.read_line(deadline)
        except ChannelTimeout:
            self.spent += time.monotonic() - started
            if self.entry.game_seconds > 0 and self.spent >= self.entry.game_seconds:
                self._fail(f"it used up its {self.entry.game_seconds:g} s for the game", True, "timeout")
            self._fail(f"no answer within {limit:g} s", kind="timeout")
        except ChannelBroken as error:
            self._fail(f"garbage on its standard output: {error}")
        except ChannelClosed:
            self._fail(f"it crashed: {process.how_it_ended()}")
        self.spent += time.monotonic() - started
        return self._judge(view, answer)

    def close(self) -> None:
        """The end of the game: tell it what it has not heard yet and give its process back to the pool."""
        with self._lock:
            self._close()

    def __del__(self) -> None:
        """A game left unfinished (a new game in the window): its process goes back to the pool all the same."""
        with contextlib.suppress(Exception):
            process, self.process = self.process, None
            if process is not None:
                self.pool.give_back(process, self.seat)

    def _close(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        if self._lines and process.alive:
            try:
                process.send(self._lines, time.monotonic() + 1.0)
            except (ChannelTimeout, ChannelClosed):
                process.kill()
                return
        self._lines = []
        self.pool.give_back(process, self.seat)

    # -- internals -------------------------------------------------------------------------------

    def _ready(self, view: PlayerView) -> EngineProcess:
        """Its process, started and shaken hands with (a fault that ends the game when it cannot be)."""
        process = self.process
        if process is None:
            process = self.process = self.pool.take(self.entry, self.seat)
        try:
            info = process.handshake()
        except (ProtocolError, HostFailed) as error:
            self._fail(f"it could not start: {error}", True, "start")
        except ChannelTimeout:
            self._fail("its handshake did not end within the time allowed", True, "start")
        except ChannelClosed as error:
            self._fail(f"it could not start: {error if isinstance(error, ChannelBroken) else process.how_it_ended()}",
                       True, "start")
        variant = variant_name(view.rules)
        if not info.plays(variant):
            self._fail(f"it does not play the variant {variant!r} (it plays: "
                       f"{', '.join(info.variants or ()) or 'none'})", True, "start")
        return process

    def _judge(self, view: PlayerView, answer: str) -> Action:
        """GinQt's own action for the engine's ``play`` line, or an :class:`EngineFault` (after ``illegal``)."""
        if answer.startswith("error"):
            self._fail(f"it gave up: {answer[6:].strip()[:200]}", True, "raised")
        try:
            return legal_move(plain_move(parse_play(answer)), view.legal_actions, view.hand.mask, view.knock_limit)
        except ProtocolError as error:
            if not answer.startswith("play "):
                self._fail(f"garbage on its standard output: {answer[:60]!r}", kind="crashed")
            reason = str(error)
        except IllegalActionError as error:
            reason = str(error)
        move = answer[5:].strip()[:40]
        self._record_first()
        if self.process is not None:
            self._lines.append(f"illegal move={move} reason={reason[:200]}")
        raise EngineFault("illegal", f"move {move!r}: {reason}")

    def _record_first(self) -> None:
        if not self.first_fault_exchange and self.process is not None:
            self.first_fault_exchange = self.process.exchange()

    def _fail(self, message: str, game: bool = False, kind: FaultKind = "crashed") -> None:
        """End its process; the fallback plays the rest of the hand (``game``: of the game); raise the fault."""
        self._record_first()
        process, self.process = self.process, None
        if process is not None:
            process.kill()
        self._lines = []
        self._sitting_out = True
        self._given_up = self._given_up or game
        self._game_told = False  # a new process is told the game again
        rest = "game" if game else "hand"
        raise EngineFault(kind, f"{message}; the fallback plays the rest of the {rest}")
