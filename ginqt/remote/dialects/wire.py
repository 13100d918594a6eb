"""The plugin wire format (version 1) as plain data (docs/PLUGINS.md): GinQt's values to data and back, a
plugin's answer read strictly (:func:`move_from_wire`); no input or output.

>>> from ginqt.engine import Action
>>> action_to_wire(Action.parse("discard 7h"))
['discard', 19]
>>> move_from_wire(['discard', 19])
(<ActionKind.DISCARD: 'discard'>, 19, None)

.. versionadded:: 0.2
"""

from __future__ import annotations

import json
from typing import Any

from ginqt.cards import ALL_CARDS, Card, CardSet
from ginqt.engine import (
    Action,
    ActionKind,
    DealSecret,
    Event,
    EventKind,
    HandRecord,
    HandResult,
    Phase,
    PlayerView,
    Settlement,
    SettlementKind,
    Side,
)
from ginqt.melds import Meld
from ginqt.rules import Rules

__all__ = [
    "WIRE_VERSION",
    "WireError",
    "action_to_wire",
    "event_from_wire",
    "event_json",
    "event_to_wire",
    "move_from_wire",
    "record_from_wire",
    "record_to_wire",
    "result_from_wire",
    "result_to_wire",
    "view_from_wire",
    "view_json",
    "view_to_wire",
]

#: The version of this format; a plugin's host says which it speaks when it starts.
WIRE_VERSION = 1

_KINDS: dict[str, ActionKind] = {kind.value: kind for kind in ActionKind}
_PHASES: dict[str, Phase] = {phase.value: phase for phase in Phase}
_EVENT_KINDS: dict[str, EventKind] = {kind.value: kind for kind in EventKind}


class WireError(ValueError):
    """A message that is not what the wire format says."""


# -- GinQt's side: values to data ----------------------------------------------------------


def _melds_to_wire(melds: tuple[Meld, ...]) -> list[int]:
    return [meld.cards.mask for meld in melds]


def _settlement_to_wire(s: Settlement) -> dict[str, Any]:
    return {
        "kind": s.kind.value,
        "winner": s.winner.value,
        "points": s.points,
        "difference": s.difference,
        "bonus": s.bonus,
        "multiplier": s.multiplier,
        "knocker_deadwood": s.knocker_deadwood,
        "defender_deadwood": s.defender_deadwood,
        "knocker_melds": _melds_to_wire(s.knocker_melds),
        "knocker_deadwood_cards": s.knocker_deadwood_cards.mask,
        "defender_melds": _melds_to_wire(s.defender_melds),
        "defender_deadwood_cards": s.defender_deadwood_cards.mask,
        "layoffs": [[int(card), index] for card, index in s.layoffs],
        "defender_deadwood_before_layoffs": s.defender_deadwood_before_layoffs,
    }


def result_to_wire(r: HandResult | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {
        "end": "dead" if r.dead else "settled",
        "knocker": r.knocker,
        "winner": r.winner,
        "points": r.points,
        "settlement": None if r.settlement is None else _settlement_to_wire(r.settlement),
    }


def record_to_wire(record: HandRecord) -> dict[str, Any]:
    """A finished hand of the history."""
    return {
        "number": record.number,
        "dealer": record.dealer,
        "result": result_to_wire(record.result),
        "scores_after": list(record.scores_after),
        "deal": None if record.deal is None else [record.deal.seed, record.deal.salt],  # revealed: the hand is over
    }


def _action_list(action: Action) -> list[Any]:
    card = action.card
    if card is None:
        return [action.kind.value]
    if action.melds is None:
        return [action.kind.value, int(card)]
    return [action.kind.value, int(card), _melds_to_wire(action.melds)]


def view_to_wire(view: PlayerView, full: bool = False, history_from: int = 0) -> dict[str, Any]:
    """A view as data.  ``full`` adds ``rules`` and the finished hands from number ``history_from``
    on (``history_from`` and ``history``), which change only between hands: GinQt sends them with
    ``new_hand``, and only the hands the plugin's side has not been sent yet; it keeps them for
    the hand's later views."""
    data: dict[str, Any] = json.loads(view_json(view))
    if full:
        data["rules"] = view.rules.to_dict()
        data["history_from"] = history_from
        data["history"] = [record_to_wire(record) for record in view.history[history_from:]]
    return data


def event_to_wire(event: Event) -> dict[str, Any]:
    """An event (already redacted for its receiver: :meth:`Event.for_player`)."""
    data: dict[str, Any] = {"kind": event.kind.value, "player": event.player}
    if event.card is not None:
        data["card"] = int(event.card)
    if event.cards is not None:
        data["cards"] = event.cards.mask
    if event.private:
        data["private"] = True
    if event.settlement is not None:
        data["settlement"] = _settlement_to_wire(event.settlement)
    return data


# -- GinQt's side, the hot path: the same data as JSON text, built directly -------------------------

_encoder = json.JSONEncoder(separators=(",", ":"), check_circular=False, allow_nan=False)
#: The engine's legal actions are a few shared objects (52 discards, 52 knocks, five plain moves):
#: their text by identity (each kept alive here, so its id is never reused).
_ACTION_TEXT: dict[int, tuple[Action, str]] = {}


def _action_text(action: Action) -> str:
    known = _ACTION_TEXT.get(id(action))
    if known is not None and known[0] is action:
        return known[1]
    text = _encoder.encode(_action_list(action))
    if action.melds is None and len(_ACTION_TEXT) < 1000:
        _ACTION_TEXT[id(action)] = (action, text)
    return text


def _json(value: int | None) -> str:
    return "null" if value is None else f"{value:d}"


def view_json(view: PlayerView) -> str:
    """A view as JSON text, built directly (a request is sent for every decision): :func:`view_to_wire`'s data."""
    result = "null" if view.result is None else _encoder.encode(result_to_wire(view.result))
    return (
        f'{{"player":{view.player},"phase":"{view.phase.value}","to_play":{view.to_play},'
        f'"dealer":{view.dealer},"hand":{view.hand.mask},'
        f'"discard_pile":[{",".join([f"{card:d}" for card in view.discard_pile])}],'
        f'"opponent_known":{view.opponent_known.mask},"opponent_card_count":{view.opponent_card_count},'
        f'"stock_count":{view.stock_count},"first_upcard":{view.first_upcard:d},"knock_limit":{view.knock_limit},'
        f'"multiplier":{view.multiplier},"pile_card":{_json(view.pile_card)},"turns":{view.turns},'
        f'"scores":[{view.scores[0]},{view.scores[1]}],"hand_number":{view.hand_number},'
        f'"legal_actions":[{",".join([_action_text(action) for action in view.legal_actions])}],"result":{result}}}'
    )


def event_json(event: Event) -> str:
    """``event_to_wire(event)`` as JSON text (an event without a settlement built directly)."""
    if event.settlement is not None:
        return _encoder.encode(event_to_wire(event))
    text = f'{{"kind":"{event.kind.value}","player":{_json(event.player)}'
    if event.card is not None:
        text += f',"card":{event.card:d}'
    if event.cards is not None:
        text += f',"cards":{event.cards.mask}'
    if event.private:
        text += ',"private":true'
    return text + "}"


# -- GinQt's side: a plugin's answer, strictly -------------------------------------------


def _exact_card(value: object) -> int:
    if type(value) is not int or not 0 <= value < 52:
        raise WireError(f"a card is an int 0..51, not {value!r}"[:120])
    return value


def move_from_wire(data: object) -> tuple[ActionKind, int | None, tuple[int, ...] | None]:
    """A plugin's move as plain values, exact JSON values only (:class:`WireError` says what is wrong); whether it
    is legal is for :func:`ginqt.remote.faults.legal_move` to say."""
    if type(data) is not list or not 1 <= len(data) <= 3:
        raise WireError(f"a move is a list [kind, card, melds], not {data!r}"[:120])
    kind = _KINDS.get(data[0]) if type(data[0]) is str else None
    if kind is None:
        raise WireError(f"unknown kind of move {data[0]!r}"[:120])
    card = None if len(data) < 2 or data[1] is None else _exact_card(data[1])
    if len(data) < 3 or data[2] is None:
        return kind, card, None
    melds = data[2]
    if type(melds) is not list or len(melds) > 11:
        raise WireError("a move's melds are a list of masks")
    for mask in melds:
        if type(mask) is not int or not 0 < mask < 1 << 52:
            raise WireError(f"a meld is a mask of cards, not {mask!r}"[:120])
    return kind, card, tuple(melds)


# -- the plugin's side: data to values -------------------------------------------------------


def _card(value: int | None) -> Card | None:
    return None if value is None else ALL_CARDS[value]


def _melds_from_wire(data: list[int]) -> tuple[Meld, ...]:
    return tuple(Meld.from_mask(mask) for mask in data)


def _settlement_from_wire(d: dict[str, Any]) -> Settlement:
    return Settlement(
        kind=SettlementKind(d["kind"]),
        winner=Side(d["winner"]),
        points=d["points"],
        difference=d["difference"],
        bonus=d["bonus"],
        multiplier=d["multiplier"],
        knocker_deadwood=d["knocker_deadwood"],
        defender_deadwood=d["defender_deadwood"],
        knocker_melds=_melds_from_wire(d["knocker_melds"]),
        knocker_deadwood_cards=CardSet(d["knocker_deadwood_cards"]),
        defender_melds=_melds_from_wire(d["defender_melds"]),
        defender_deadwood_cards=CardSet(d["defender_deadwood_cards"]),
        layoffs=tuple((ALL_CARDS[card], index) for card, index in d["layoffs"]),
        defender_deadwood_before_layoffs=d["defender_deadwood_before_layoffs"],
    )


def result_from_wire(d: dict[str, Any] | None) -> HandResult | None:
    if d is None:
        return None
    settlement = d["settlement"]
    if d["end"] not in ("settled", "dead"):
        raise ValueError(f"a hand ends settled or dead, not {d['end']!r:.40}")
    return HandResult(d["knocker"], d["winner"], d["points"],
                      None if settlement is None else _settlement_from_wire(settlement), d["end"] == "dead")


def record_from_wire(d: dict[str, Any]) -> HandRecord:
    result = result_from_wire(d["result"])
    assert result is not None
    secret = d.get("deal")
    return HandRecord(d["number"], d["dealer"], result, (d["scores_after"][0], d["scores_after"][1]),
                      None if secret is None else DealSecret(secret[0], secret[1]))


_ACTIONS: dict[tuple[str, int | None], Action] = {(kind.value, None): Action(kind) for kind in ActionKind}
_ACTIONS.update({(kind.value, card): Action(kind, ALL_CARDS[card])
                 for kind in (ActionKind.DISCARD, ActionKind.KNOCK) for card in range(52)})


def _action_from_wire(data: list[Any]) -> Action:
    card = data[1] if len(data) > 1 else None
    if len(data) > 2 and data[2] is not None:
        return Action(_KINDS[data[0]], _card(card), _melds_from_wire(data[2]))
    return _ACTIONS[data[0], card]


def view_from_wire(d: dict[str, Any], rules: Rules, history: tuple[HandRecord, ...]) -> PlayerView:
    """A read-only :class:`PlayerView` from :func:`view_to_wire`'s data (``rules`` and ``history``
    from the hand's full view)."""
    return PlayerView(
        d["player"],
        _PHASES[d["phase"]],
        d["to_play"],
        d["dealer"],
        CardSet(d["hand"]),
        tuple(ALL_CARDS[card] for card in d["discard_pile"]),
        CardSet(d["opponent_known"]),
        d["opponent_card_count"],
        d["stock_count"],
        ALL_CARDS[d["first_upcard"]],
        d["knock_limit"],
        d["multiplier"],
        _card(d["pile_card"]),
        d["turns"],
        rules,
        (d["scores"][0], d["scores"][1]),
        d["hand_number"],
        tuple(_action_from_wire(action) for action in d["legal_actions"]),
        result_from_wire(d["result"]),
        history,
    )


def event_from_wire(d: dict[str, Any]) -> Event:
    cards = d.get("cards")
    settlement = d.get("settlement")
    return Event(
        _EVENT_KINDS[d["kind"]],
        d.get("player"),
        _card(d.get("card")),
        None if cards is None else CardSet(cards),
        bool(d.get("private", False)),
        None if settlement is None else _settlement_from_wire(settlement),
    )


def action_to_wire(action: Action) -> list[Any]:
    """A move as data (on the plugin's side: what its strategy returned)."""
    if not isinstance(action, Action) or not isinstance(action.kind, ActionKind):
        raise WireError(f"returned {action!r}, not an Action"[:120])
    card = action.card
    melds = action.melds
    if card is None and melds is None:
        return [action.kind.value]
    number = None if card is None else int(card)
    if melds is None:
        return [action.kind.value, number]
    return [action.kind.value, number, [int(meld.cards.mask) for meld in melds]]
