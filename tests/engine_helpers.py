"""Shared helpers for the rules-engine tests: an independent brute-force meld solver,
random hand generators, the data-file reader, a random-game driver and a position to
discard from.

The brute-force code deliberately shares nothing with :mod:`ginqt.melds` except the
card numbering (``suit * 13 + rank``, ace = 0): it lists every meld of a hand and tries
every combination of disjoint melds.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ginqt.cards import Card, parse_card, parse_cards
from ginqt.engine import Action, ActionKind, HandState, Match, Phase, PlayerView, view
from ginqt.melds import best_discards
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import Rules
from ginqt.standard import choose_standard
from ginqt.strategy import FallbackStrategy, Strategy

DATA = Path(__file__).parent / "data"


def all_cards_mask(hand: HandState) -> int:
    """Every card in the hands, stock and discard pile (always the whole deck)."""
    return hand.hands[0] | hand.hands[1] | sum(1 << card for card in (*hand.stock, *hand.discard_pile))


def value(card: int) -> int:
    """Deadwood value: ace 1, pips their number, faces 10."""
    return min(card % 13 + 1, 10)


def cards_of(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


def mask_value(mask: int) -> int:
    return sum(value(c) for c in cards_of(mask))


def all_melds(mask: int) -> list[int]:
    """Every meld within ``mask``: each 3- and 4-card set, and each run of 3 or more."""
    melds = []
    for rank in range(13):
        present = [suit * 13 + rank for suit in range(4) if mask >> (suit * 13 + rank) & 1]
        for size in (3, 4):
            for combo in itertools.combinations(present, size):
                melds.append(sum(1 << c for c in combo))
    for suit in range(4):
        for start in range(13):
            for end in range(start + 3, 14):  # ranks start .. end-1, no wrap-around
                run = sum(1 << (suit * 13 + r) for r in range(start, end))
                if mask & run == run:
                    melds.append(run)
    return melds


def is_meld_brute(mask: int) -> bool:
    """3-4 cards of one rank, or 3+ cards of one suit with consecutive ranks (ace low)."""
    cards = cards_of(mask)
    if len(cards) < 3:
        return False
    ranks = [c % 13 for c in cards]
    suits = [c // 13 for c in cards]
    if len(set(ranks)) == 1:
        return len(cards) <= 4
    return len(set(suits)) == 1 and sorted(ranks) == list(range(min(ranks), min(ranks) + len(cards)))


@lru_cache(maxsize=200_000)
def brute_min_deadwood(mask: int) -> int:
    """The least deadwood over every combination of disjoint melds."""
    melds = all_melds(mask)
    best_melded = 0

    def walk(start: int, used: int, melded_value: int) -> None:
        nonlocal best_melded
        best_melded = max(best_melded, melded_value)
        for i in range(start, len(melds)):
            meld = melds[i]
            if not meld & used:
                walk(i + 1, used | meld, melded_value + mask_value(meld))

    walk(0, 0, 0)
    return mask_value(mask) - best_melded


def meld_combinations(mask: int) -> set[tuple[int, ...]]:
    """Every choice of disjoint melds within ``mask`` (each as sorted meld masks)."""
    melds = all_melds(mask)
    found: set[tuple[int, ...]] = set()

    def walk(start: int, used: int, chosen: tuple[int, ...]) -> None:
        found.add(tuple(sorted(chosen)))
        for i in range(start, len(melds)):
            if not melds[i] & used:
                walk(i + 1, used | melds[i], (*chosen, melds[i]))

    walk(0, 0, ())
    return found


def brute_discards(mask: int) -> tuple[int, int]:
    """(least deadwood after one discard, mask of every card that leaves it)."""
    results = {c: brute_min_deadwood(mask & ~(1 << c)) for c in cards_of(mask)}
    best = min(results.values())
    return best, sum(1 << c for c, v in results.items() if v == best)


def reachable_layoffs(knocker_melds: tuple[int, ...], defender: int) -> set[int]:
    """Every set of defender cards that can be laid off one at a time, each card turning a
    (possibly already extended) knocker meld into a bigger valid meld."""
    seen: set[tuple[int, ...]] = set()
    laid_sets: set[int] = set()
    stack = [tuple(knocker_melds)]
    original = sum(knocker_melds)
    while stack:
        melds = stack.pop()
        if melds in seen:
            continue
        seen.add(melds)
        laid = sum(melds) - original
        laid_sets.add(laid)
        for card in cards_of(defender & ~laid):
            for i, meld in enumerate(melds):
                bigger = meld | 1 << card
                if is_meld_brute(bigger):
                    stack.append((*melds[:i], bigger, *melds[i + 1 :]))
    return laid_sets


def brute_lay_off(knocker_melds: tuple[int, ...], defender: int) -> int:
    """The defender's least deadwood after melding and laying off."""
    return min(brute_min_deadwood(defender & ~laid) for laid in reachable_layoffs(knocker_melds, defender))


# --------------------------------------------------------------------------- hands


def random_hand(rng: random.Random, size: int = 10, deck: list[int] | None = None) -> int:
    cards = rng.sample(deck if deck is not None else range(52), size)
    return sum(1 << c for c in cards)


#: Ranks A-6 of every suit: hands drawn from here overlap sets and runs a lot.
DENSE_DECK = [suit * 13 + rank for suit in range(4) for rank in range(6)]


# --------------------------------------------------------------------------- data files


@dataclass(frozen=True)
class DataLine:
    """One line of a perft-style data file: ``field: value; field: value  # comment``."""

    number: int
    fields: dict[str, str]
    text: str

    def __getitem__(self, key: str) -> str:
        return self.fields[key]

    def get(self, key: str, default: str = "") -> str:
        return self.fields.get(key, default)


def read_data(name: str) -> list[DataLine]:
    """The records of ``tests/data/<name>``: blank lines and ``#`` comments are skipped."""
    lines = []
    for number, raw in enumerate((DATA / name).read_text(encoding="utf-8").splitlines(), 1):
        text = raw.split("#", 1)[0].strip()
        if not text:
            continue
        fields = {}
        for part in text.split(";"):
            if not part.strip():
                continue
            key, sep, val = part.partition(":")
            if not sep:
                raise ValueError(f"{name}:{number}: {part!r} is not 'field: value'")
            fields[key.strip()] = val.strip()
        lines.append(DataLine(number, fields, raw))
    return lines


# --------------------------------------------------------------------------- games


def choose_action(state: Match | HandState, rng: random.Random) -> Action:
    """A random legal action, biased towards sensible play so that games finish:
    knock when possible (mostly), and usually discard one of the best discards."""
    actions = state.legal_actions()
    hand = state.hand if isinstance(state, Match) else state
    return _biased_choice(actions, hand.hands[hand.to_play], rng)


def _biased_choice(actions: tuple[Action, ...], hand: int, rng: random.Random) -> Action:
    assert actions, "no legal action"
    finishing = [a for a in actions if a.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    if finishing and rng.random() < 0.8:
        return rng.choice(finishing)
    discards = [a for a in actions if a.kind is ActionKind.DISCARD]
    if discards and rng.random() < 0.7:
        best = best_discards(hand).discards
        good = [a for a in discards if a.card in best]
        if good:
            return rng.choice(good)
    return rng.choice(actions)


class BiasedRandomPlayer(FallbackStrategy):
    """A strategy that plays :func:`choose_action`'s moves from its view (both seats may share ``rng``)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayerView) -> Action:
        return _biased_choice(view.legal_actions, view.hand.mask, self.rng)


class StandardPlayer(FallbackStrategy):
    """A strategy that plays the ``standard`` strategy's move (:func:`ginqt.standard.choose_standard`); it keeps
    no state."""

    def choose(self, view: PlayerView) -> Action:
        return choose_standard(view)


def runner_for(match: Match, players: tuple[Strategy, Strategy]) -> GameRunner:
    """A runner that carries on ``match`` with ``players`` seated: a game just dealt (``Match.new``) with its log from
    the deal, any other set up at ``match`` (``GameRunner.at``)."""
    spec = GameSpec(Variant.standard(match.rules), seed=match.seed, first_dealer=match.hand.dealer)
    runner = GameRunner(spec, players, deal=match.deal)
    return runner if runner.match == match else GameRunner.at(spec, match, players)


def random_actions(match: Match, rng: random.Random) -> Iterator[Match]:
    """Play random legal actions (through the game runner) until the match ends; yield every state."""
    players = BiasedRandomPlayer(rng)
    runner = runner_for(match, (players, players))
    while not runner.over:
        if runner.hand_over:
            runner.next_hand()
        else:
            runner.step()
        yield runner.match


def make_hand(
    rules: Rules,
    hand0: str,
    hand1: str,
    *,
    upcard: str,
    first_upcard: str | None = None,
    stock: str = "",
    stock_size: int | None = None,
    phase: Phase = Phase.DRAW,
    to_play: int = 0,
    dealer: int = 1,
    turns: int = 4,
) -> HandState:
    """A hand in the middle of play: the given hands, the upcard on top of the discard pile,
    ``stock`` on top of the stock (top first).  With ``stock_size`` the other cards go under
    the upcard in the discard pile, so that all 52 cards stay accounted for."""
    mask0, mask1 = parse_cards(hand0).mask, parse_cards(hand1).mask
    up = parse_card(upcard)
    top = list(parse_cards_ordered(stock))
    used = mask0 | mask1 | 1 << up
    for card in top:
        used |= 1 << card
    rest = [Card(c) for c in range(52) if not used >> c & 1]
    size = len(top) + len(rest) if stock_size is None else stock_size
    fill = size - len(top)
    stock_cards = top + rest[:fill]
    pile = (*rest[fill:], up)
    return HandState(
        rules=rules,
        dealer=dealer,
        hands=(mask0, mask1),
        stock=tuple(reversed(stock_cards)),
        discard_pile=pile,
        first_upcard=parse_card(first_upcard) if first_upcard else up,
        phase=phase,
        to_play=to_play,
        turn_upcard=up,
        turns=turns,
    )


def parse_cards_ordered(text: str) -> list[Card]:
    return [parse_card(token) for token in text.split()]


def play_with_standard(match: Match, hands: int | None = None, on_step: Callable[[Match], None] | None = None) -> Match:
    """Play ``match`` with the ``standard`` strategy on both sides: ``hands`` finished hands, or to the end."""
    runner = runner_for(match, (StandardPlayer(), StandardPlayer()))
    for _ in range(20_000):
        if runner.over or (hands is not None and len(runner.match.history) >= hands):
            return runner.match
        if runner.hand_over:
            runner.next_hand()
        else:
            runner.step()
        if on_step is not None:
            on_step(runner.match)
    raise AssertionError("the game did not end")


def discard_position(rules: Rules, mine: int, opponent: int, *, known: int = 0, turns: int = 8) -> PlayerView:
    """Player 0 to discard holding ``mine`` (11 cards) against ``opponent`` (10 cards, of which
    ``known`` were taken from the pile); the rest is the stock and a short discard pile."""
    rest = [c for c in range(52) if not (mine | opponent) >> c & 1]
    random.Random(mine ^ opponent).shuffle(rest)
    pile, stock = tuple(rest[:4]), tuple(rest[4:])
    state = HandState(rules=rules, dealer=1, hands=(mine, opponent), stock=stock, discard_pile=pile,
                      first_upcard=pile[0], phase=Phase.DISCARD, to_play=0, passes=0, pile_card=None,
                      turn_upcard=pile[-1], known=(0, known), turns=turns)
    return view(state, 0)
