"""A strategy in GinQt's own process (built in, or trusted), run so that nothing it does but a call that never
returns can stop the game: a fault and the fallback's move instead.

.. versionadded:: 0.1
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ginqt.engine import Action, Event, IllegalActionError, PlayerView
from ginqt.remote.faults import Fault, FaultLog, PlayerFault, fallback_move, legal_move, plain_move
from ginqt.strategy import FallbackStrategy, Strategy

__all__ = ["GuardedStrategy"]


class GuardedStrategy(FaultLog):
    """A strategy run in this process: :meth:`choose` always returns a legal action and never raises."""

    def __init__(
        self,
        strategy: Strategy,
        name: str,
        time_limit: float = 5.0,
        fallback: Strategy | None = None,
        *,
        on_fault: Callable[[Fault], None] | None = None,
    ) -> None:
        super().__init__(name, on_fault)
        self.strategy = strategy
        self.time_limit = time_limit
        self.fallback: Strategy = fallback if fallback is not None else FallbackStrategy()

    # -- the Strategy methods ----------------------------------------------------------

    def new_hand(self, view: PlayerView) -> None:
        try:
            self.strategy.new_hand(view)
        except Exception as error:
            self.record_fault("observe", f"new_hand: {type(error).__name__}: {error}")
        self._tell_fallback(lambda: self.fallback.new_hand(view))

    def observe(self, event: Event) -> None:
        try:
            self.strategy.observe(event)
        except Exception as error:
            self.record_fault("observe", f"observe: {type(error).__name__}: {error}")
        fallback = self.fallback
        if type(fallback) is not FallbackStrategy:  # the plain one is stateless: its observe does nothing
            self._tell_fallback(lambda: fallback.observe(event))

    def choose(self, view: PlayerView) -> Action:
        # What the move is judged against, taken before the strategy sees the view.
        legal, hand, limit = view.legal_actions, view.hand.mask, view.knock_limit
        start = time.perf_counter()
        try:
            action: object = self.strategy.choose(view)
        except PlayerFault as error:
            self.record_fault(error.kind, str(error))
        except Exception as error:
            self.record_fault("raised", f"choose: {type(error).__name__}: {error}")
        else:
            took = time.perf_counter() - start
            if took > self.time_limit:
                self.record_fault("timeout", f"choose took {took:.2f} s (limit {self.time_limit:g} s)")
            else:
                for own in legal:  # the usual answer: one of the engine's own actions, untouched
                    if own is action and own.melds is None:
                        self.times.append(took)
                        return own
                try:
                    move = legal_move(plain_move(action), legal, hand, limit)
                except IllegalActionError as error:
                    self.record_fault("illegal", str(error))
                else:
                    self.times.append(time.perf_counter() - start)
                    return move
        self.fallback_moves += 1
        return fallback_move(view, self.fallback, legal)

    def close(self) -> None:
        """Nothing to release for a strategy in this process (the same call as a remote seat's)."""
