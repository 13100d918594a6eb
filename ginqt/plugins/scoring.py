"""A third-party variant's own match scoring, asked in the plugin's process about a public match and checked
strictly (:class:`RemoteScoring`), or in GinQt's when the plugin is trusted.

.. versionadded:: 0.2
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from ginqt.engine import HandRecord, Match
from ginqt.plugins.collect import collect_registrations
from ginqt.plugins.hosting import plugin_launch
from ginqt.plugins.registry import VariantInfo
from ginqt.plugins.sources import PluginSource
from ginqt.remote.channel import ChannelClosed, ChannelTimeout
from ginqt.remote.dialects.wire import record_to_wire
from ginqt.remote.dialects.wire_match import games_from_wire, match_to_wire, outcome_from_wire
from ginqt.remote.pool import POOL, ProcessPool
from ginqt.remote.process import START_SECONDS, RemoteProcess, StartFailed
from ginqt.rules import Rules
from ginqt.variants import GameScore, MatchOutcome, MatchScoring, StandardScoring

__all__ = ["CALL_SECONDS", "RemoteScoring", "ScoringUnavailable", "TrustedScoring", "variant_from_discovery"]

#: Seconds a variant's scoring may take to answer one question.
CALL_SECONDS = 5.0


class ScoringUnavailable(RuntimeError):
    """The variant's scoring did not answer (it raised, hung, crashed or answered nonsense)."""


class RemoteScoring:
    """A variant's :class:`~ginqt.variants.MatchScoring` in its plugin's own process (thread-safe)."""

    def __init__(self, source: PluginSource, variant: str, class_name: str, base_rules: Rules,
                 engine_rules: Rules, pool: ProcessPool | None = None) -> None:
        self.launch = plugin_launch(source, variant, role="scoring")
        self.class_name = class_name  #: the plugin's scoring class, for ``ginqt plugins``
        self.pool = pool if pool is not None else POOL
        self._engine_rules: dict[Rules, Rules] = {base_rules: engine_rules}  # discovery's answer
        self._over: tuple[Match, Rules, bool] | None = None
        self._host: RemoteProcess | None = None
        self._lock = threading.Lock()

    def _ask(self, message: dict[str, Any]) -> Any:
        with self._lock:
            host = self._host
            if host is None:
                host = self._host = self.pool.take(self.launch)
            try:
                host.wait_ready(START_SECONDS)
                reply = host.ask(message, CALL_SECONDS)
            except StartFailed as error:
                self._drop(host)
                raise ScoringUnavailable(f"the scoring could not start: {error}") from None
            except ChannelTimeout:
                self._drop(host)
                raise ScoringUnavailable(f"no answer within {CALL_SECONDS:g} s: its process was stopped") from None
            except ChannelClosed:
                ended = host.how_it_ended()
                self._drop(host)
                raise ScoringUnavailable(ended) from None
        if "raised" in reply:
            raise ScoringUnavailable(f"{message['call']} raised {str(reply['raised'])[:300]}")
        if "answer" not in reply:
            raise ScoringUnavailable(f"{message['call']}: no answer")
        return reply["answer"]

    def _drop(self, host: RemoteProcess) -> None:
        host.kill()
        self._host = None

    def engine_rules(self, rules: Rules) -> Rules:
        known = self._engine_rules.get(rules)
        if known is None:
            answer = self._ask({"call": "engine_rules", "rules": rules.to_dict()})
            if not isinstance(answer, dict):
                raise ScoringUnavailable("engine_rules did not answer rules")
            known = self._engine_rules[rules] = Rules.from_dict(answer)
        return known

    def games(self, history: Sequence[HandRecord], rules: Rules) -> tuple[GameScore, ...]:
        answer = self._ask({"call": "games", "rules": rules.to_dict(),
                            "history": [record_to_wire(record) for record in history]})
        return games_from_wire(answer)

    def over(self, match: Match, rules: Rules) -> bool:
        last = self._over
        if last is not None and last[0] is match and last[1] == rules:
            return last[2]  # the window asks again and again about the same state
        answer = self._ask({"call": "over", "rules": rules.to_dict(), "match": match_to_wire(match)})
        if type(answer) is not bool:
            raise ScoringUnavailable(f"over answered {answer!r}, not true or false"[:120])
        self._over = (match, rules, answer)
        return answer

    def outcome(self, match: Match, rules: Rules) -> MatchOutcome:
        answer = self._ask({"call": "outcome", "rules": rules.to_dict(), "match": match_to_wire(match)})
        return outcome_from_wire(answer, match)

    def close(self) -> None:
        with self._lock:
            host, self._host = self._host, None
        if host is not None:
            self.pool.keep(host)


class TrustedScoring:
    """A trusted plugin's scoring: the plugin is imported in this process when first asked."""

    def __init__(self, source: PluginSource, variant: str, class_name: str) -> None:
        self.source = source
        self.variant = variant
        self.class_name = class_name
        self._scoring: MatchScoring | None = None

    def _real(self) -> MatchScoring:
        if self._scoring is None:
            registrations = collect_registrations(self.source.name, self.source.load())
            found = next((v.scoring for v in registrations.variants if v.name == self.variant), None)
            if found is None:
                raise ScoringUnavailable(f"plugin {self.source.name!r} no longer registers variant {self.variant!r}")
            self._scoring = found
        return self._scoring

    def engine_rules(self, rules: Rules) -> Rules:
        return self._real().engine_rules(rules)

    def games(self, history: Sequence[HandRecord], rules: Rules) -> tuple[GameScore, ...]:
        return self._real().games(history, rules)

    def over(self, match: Match, rules: Rules) -> bool:
        return self._real().over(match, rules)

    def outcome(self, match: Match, rules: Rules) -> MatchOutcome:
        return self._real().outcome(match, rules)


def variant_from_discovery(source: PluginSource, plugin: str, data: dict[str, Any], trusted: bool) -> VariantInfo:
    """A third-party variant from what discovery said: its rules as data (checked by :class:`Rules`),
    and its own scoring, if any, in its plugin's process (or in this one when ``trusted``)."""
    name = str(data["name"])
    rules = Rules.from_dict(data["rules"])
    scoring: MatchScoring = StandardScoring()
    class_name = data.get("scoring")
    if class_name:
        if trusted:
            scoring = TrustedScoring(source, name, str(class_name))
        else:
            engine_rules = Rules.from_dict(data.get("engine_rules", data["rules"]))
            scoring = RemoteScoring(source, name, str(class_name), rules, engine_rules)
    return VariantInfo(name, str(data.get("description", "")), plugin, rules, scoring)
