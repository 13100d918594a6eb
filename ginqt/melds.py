"""Melds, optimal deadwood, best discards and layoffs.

The solver is exact.  Every arrangement of a hand is a choice of *sets* (3 or 4
cards of one rank) plus *runs* (3+ consecutive cards of one suit, ace low, no
wrap-around).  Once the sets are chosen the suits are independent, and the best
runs of a 13-bit suit pattern are precomputed for all 8,192 patterns.  So the
minimum deadwood is a minimum, over the few sensible set choices, of four table
lookups.

>>> from ginqt.cards import parse_cards
>>> min_deadwood(parse_cards("AS 2S 3S 7H 7D 7C KH KD 4C 5D"))
29
>>> best_melds(parse_cards("5S 6S 7S 8S 8H 8D 2C 3C 4C KD")).deadwood
10
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final, NamedTuple

from ginqt.cards import CARD_VALUES, Card, CardSet, Mask, mask_of

__all__ = [
    "DiscardAnalysis",
    "InvalidMeldError",
    "LayoffResult",
    "MaskArrangement",
    "MaskLayoff",
    "Meld",
    "MeldKind",
    "MeldResult",
    "arrangements",
    "best_discards",
    "best_melds",
    "deadwood_after_each",
    "is_meld",
    "lay_off",
    "mask_arrangements",
    "mask_best_arrangement",
    "mask_best_discard",
    "mask_lay_off",
    "mask_layoff_reach",
    "mask_min_deadwood",
    "min_deadwood",
]

_SUIT: Final = 0x1FFF
_ACES: Final = sum(1 << (13 * s) for s in range(4))
_TWOS: Final = _ACES << 1
_KINGS: Final = _ACES << 12
_QUEENS: Final = _ACES << 11
_INF: Final = 1 << 30
#: The four cards of each rank index (0 = aces).
_RANKS: Final = tuple(_ACES << rank for rank in range(13))
#: Each card's suit, and the 13-bit suit pattern without it.
_SUIT_OF: Final = tuple(card // 13 for card in range(52))
_CLEAR_RANK: Final = tuple(_SUIT & ~(1 << card % 13) for card in range(52))


# --------------------------------------------------------------------------- tables


def _build_run_tables() -> tuple[list[int], list[tuple[int, ...]]]:
    """For every 13-bit suit pattern: least deadwood using runs only, and those runs."""
    size = 1 << 13
    deadwood = [0] * size
    runs: list[tuple[int, ...]] = [()] * size
    for pattern in range(1, size):
        low = pattern & -pattern
        rank = low.bit_length() - 1
        # Either the lowest card is deadwood...
        best = rank + 1 if rank < 10 else 10
        best += deadwood[pattern ^ low]
        best_runs = runs[pattern ^ low]
        # ...or it starts a run of length 3 or more.
        run = low | low << 1
        top = rank + 1
        while top + 1 < 13 and pattern >> (top + 1) & 1 and pattern >> top & 1:
            top += 1
            run |= 1 << top
            rest = pattern & ~run
            if deadwood[rest] < best:
                best = deadwood[rest]
                best_runs = (*runs[rest], run)
        deadwood[pattern] = best
        runs[pattern] = best_runs
    return deadwood, runs


def _build_discard_tables(run_deadwood: list[int]) -> tuple[list[int], list[int]]:
    """For every suit pattern: least run-deadwood after removing one card, and which cards do it."""
    size = 1 << 13
    best_after = [_INF] * size
    best_bits = [0] * size
    for pattern in range(1, size):
        best = _INF
        bits = 0
        rest = pattern
        while rest:
            low = rest & -rest
            rest ^= low
            value = run_deadwood[pattern ^ low]
            if value < best:
                best, bits = value, low
            elif value == best:
                bits |= low
        best_after[pattern] = best
        best_bits[pattern] = bits
    return best_after, best_bits


_RUN_DEADWOOD, _RUN_MELDS = _build_run_tables()
#: For every suit pattern: the cards that have neighbours in it to make some run of three.
_RUNNABLE: Final = tuple([p & ((p << 1 & p << 2) | (p << 1 & p >> 1) | (p >> 1 & p >> 2)) for p in range(1 << 13)])
#: For every suit pattern: the change in its run-deadwood after its best discard (<= 0), and
#: for the empty pattern (nothing to discard) a value too large to be chosen; and the cards whose
#: discard does that.  Built by the first :func:`_least_discard` (a start that shows the window
#: before anyone discards does not wait for them: benchmarks/README.md, "Start-up").
_DISCARD_GAIN: Sequence[int] = ()
_DISCARD_BITS: Sequence[int] = ()


def _build_discard_gain() -> tuple[tuple[int, ...], list[int]]:
    """:data:`_DISCARD_GAIN` and :data:`_DISCARD_BITS`."""
    after, bits = _build_discard_tables(_RUN_DEADWOOD)
    gain = tuple([a - whole if a < _INF else _INF for a, whole in zip(after, _RUN_DEADWOOD, strict=True)])
    return gain, bits


# --------------------------------------------------------------------------- melds


class InvalidMeldError(ValueError):
    """Cards that do not form a set or a run."""


class MeldKind(Enum):
    SET = "set"
    RUN = "run"


def _meld_kind(mask: int) -> MeldKind | None:
    count = mask.bit_count()
    if count < 3:
        return None
    low = (mask & -mask).bit_length() - 1
    rank = low % 13
    if count <= 4 and mask & ~_RANKS[rank] == 0:
        return MeldKind.SET
    suit_shift = low - rank
    pattern = mask >> suit_shift
    if pattern <= _SUIT and mask == pattern << suit_shift:
        run = pattern >> rank
        if run & (run + 1) == 0:  # consecutive ones
            return MeldKind.RUN
    return None


def is_meld(cards: int | CardSet | Iterable[int]) -> bool:
    """True when the cards form a set of 3-4 of a rank or a run of 3+ in a suit."""
    return _meld_kind(mask_of(cards)) is not None


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or run.  ``Meld(CardSet('7S 8S 9S'))``; invalid cards raise :class:`InvalidMeldError`."""

    cards: CardSet

    def __post_init__(self) -> None:
        if not isinstance(self.cards, CardSet):
            object.__setattr__(self, "cards", CardSet(self.cards))
        if _meld_kind(self.cards.mask) is None:
            raise InvalidMeldError(f"{self.cards.text!r} is neither a set nor a run")

    @classmethod
    def from_mask(cls, mask: int) -> Meld:
        return cls(CardSet(mask))

    @classmethod
    def _trusted(cls, mask: int) -> Meld:
        """A meld the solver built (already known to be a set or a run): no check."""
        meld = object.__new__(cls)
        _set_meld_cards(meld, CardSet(mask))
        return meld

    @property
    def kind(self) -> MeldKind:
        kind = _meld_kind(self.cards.mask)
        assert kind is not None
        return kind

    @property
    def mask(self) -> int:
        return self.cards.mask

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __repr__(self) -> str:
        return f"Meld(CardSet({self.cards.text!r}))"


_set_meld_cards = vars(Meld)["cards"].__set__  # the slot's own setter (Meld is frozen)


@dataclass(frozen=True, slots=True)
class MeldResult:
    """An arrangement of a hand: its melds, and the unmatched cards and their total."""

    melds: tuple[Meld, ...]
    deadwood: int
    deadwood_cards: CardSet


class MaskArrangement(NamedTuple):
    """An arrangement as masks, for code that weighs many of them: :meth:`result` spells it out.

    >>> from ginqt.cards import CardSet, mask_of
    >>> best = mask_best_arrangement(mask_of("5S 6S 7S 8S 8H 8D 2C 3C 4C KD"))
    >>> [CardSet(meld).text for meld in best.melds], CardSet(best.deadwood_cards).text, best.deadwood
    (['5S 6S 7S', '8S 8H 8D', '2C 3C 4C'], 'KD', 10)
    >>> best.result() == best_melds(mask_of("5S 6S 7S 8S 8H 8D 2C 3C 4C KD"))
    True
    """

    melds: tuple[Mask, ...]  #: each meld's cards
    deadwood_cards: Mask
    deadwood: int

    def result(self) -> MeldResult:
        """The same arrangement as a :class:`MeldResult` (melds in the same order)."""
        return MeldResult(tuple(Meld._trusted(m) for m in self.melds), self.deadwood, CardSet(self.deadwood_cards))


# --------------------------------------------------------------------------- solver


def _set_options(mask: int, triples: int) -> list[int]:
    """Every sensible combination of sets (as one mask of set cards) for the ranks in ``triples``.

    A choice is left out when another choice is never worse: e.g. leaving a card out
    of a set is only useful when that card could sit in a run.
    """
    # Cards that could belong to some run of this hand.
    l1 = (mask << 1) & ~_ACES
    l2 = (mask << 2) & ~(_ACES | _TWOS)
    h1 = (mask >> 1) & ~_KINGS
    h2 = (mask >> 2) & ~(_KINGS | _QUEENS)
    runnable = mask & ((l1 & l2) | (l1 & h1) | (h1 & h2))
    options = [0]
    while triples:
        low = triples & -triples
        triples ^= low
        present = mask & (low | low << 13 | low << 26 | low << 39)
        loose = present & runnable
        choices = [present]
        if present.bit_count() == 4:
            rest = loose
            while rest:
                bit = rest & -rest
                rest ^= bit
                choices.append(present ^ bit)
            if loose.bit_count() >= 2:
                choices.append(0)
        elif loose:
            choices.append(0)
        if len(choices) == 1:
            options = [option | present for option in options]
        else:
            options = [option | choice for option in options for choice in choices]
    return options


def _set_choices(mask: int, triples: int, s0: int, s1: int, s2: int, s3: int) -> Sequence[int]:
    """:func:`_set_options` for the suit patterns ``s0``..``s3`` of ``mask``, with its commonest
    case first: when no card of the ranks held three or four times could sit in a run, the
    only sensible choice is every such rank as a set."""
    runnable = _RUNNABLE
    if not ((runnable[s0] | runnable[s1] | runnable[s2] | runnable[s3]) & triples):
        return (mask & (triples | triples << 13 | triples << 26 | triples << 39),)
    return _set_options(mask, triples)


def mask_min_deadwood(mask: Mask) -> int:
    """The least deadwood of the cards in ``mask`` (any number of cards): the fast path.

    >>> from ginqt.cards import mask_of
    >>> mask_min_deadwood(mask_of("AS 2S 3S 7H 7D 7C KH KD 4C 5D"))
    29
    """
    table = _RUN_DEADWOOD
    s0 = mask & _SUIT
    s1 = mask >> 13 & _SUIT
    s2 = mask >> 26 & _SUIT
    s3 = mask >> 39
    triples = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    if not triples:
        return table[s0] + table[s1] + table[s2] + table[s3]
    # When no card of a rank held three or four times could sit in a run, each such
    # rank is best used as a set: one arrangement to look at.
    runnable = _RUNNABLE
    if not ((runnable[s0] | runnable[s1] | runnable[s2] | runnable[s3]) & triples):
        others = ~triples
        return table[s0 & others] + table[s1 & others] + table[s2 & others] + table[s3 & others]
    best = _INF
    for sets in _set_options(mask, triples):
        rest = mask & ~sets
        value = (
            table[rest & _SUIT]
            + table[rest >> 13 & _SUIT]
            + table[rest >> 26 & _SUIT]
            + table[rest >> 39]
        )
        if value < best:
            best = value
    return best


def min_deadwood(cards: int | CardSet | Iterable[int]) -> int:
    """The least deadwood any arrangement of ``cards`` leaves (any number of cards).

    Accepts a 52-bit mask (fastest), a :class:`CardSet` or card numbers.
    """
    if type(cards) is int:
        mask = cards
        table = _RUN_DEADWOOD
        s0 = mask & _SUIT
        s1 = mask >> 13 & _SUIT
        s2 = mask >> 26 & _SUIT
        s3 = mask >> 39
        if not ((s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))):
            return table[s0] + table[s1] + table[s2] + table[s3]
        return mask_min_deadwood(mask)
    if type(cards) is list:
        mask = 0
        for card in cards:
            mask |= 1 << card
        if mask.bit_count() == len(cards):
            return mask_min_deadwood(mask)
    return mask_min_deadwood(mask_of(cards))


def _run_cards(rest: int) -> int:
    """The cards of ``rest`` that its best runs use."""
    melded = 0
    for suit in range(4):
        for run in _RUN_MELDS[rest >> (13 * suit) & _SUIT]:
            melded |= run << (13 * suit)
    return melded


def _mask_arrangement(mask: int, sets: int, value: int) -> MaskArrangement:
    """The arrangement: ``sets`` plus the best runs of the rest, whose deadwood is ``value``;
    melds in the order of their lowest card."""
    melds = _meld_masks(mask, sets)
    melds.sort(key=lambda m: (m & -m).bit_length())
    melded = 0
    for meld in melds:
        melded |= meld
    return MaskArrangement(tuple(melds), mask & ~melded, value)


def best_melds(cards: int | CardSet | Iterable[int]) -> MeldResult:
    """An arrangement of ``cards`` with the least deadwood.

    Among equally good arrangements it prefers the one melding the most cards.
    """
    mask = cards if type(cards) is int else mask_of(cards)
    sets, value = _best_sets(mask)
    return _mask_arrangement(mask, sets, value).result()


def mask_best_arrangement(mask: Mask) -> MaskArrangement:
    """:func:`best_melds` as masks (the same arrangement, melds in the same order)."""
    sets, value = _best_sets(mask)
    return _mask_arrangement(mask, sets, value)


def _best_sets(mask: int) -> tuple[int, int]:
    """(the set cards, the deadwood) of :func:`best_melds`'s arrangement, without building it."""
    # The suit split and the triples are written out here as in mask_min_deadwood, on purpose:
    # a shared helper (a call and a tuple) costs more than the whole split on this hot path.
    table = _RUN_DEADWOOD
    s0 = mask & _SUIT
    s1 = mask >> 13 & _SUIT
    s2 = mask >> 26 & _SUIT
    s3 = mask >> 39
    triples = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    if not triples:
        return 0, table[s0] + table[s1] + table[s2] + table[s3]
    best: tuple[int, int] | None = None
    best_sets = best_value = 0
    for sets in _set_choices(mask, triples, s0, s1, s2, s3):
        rest = mask & ~sets
        value = table[rest & _SUIT] + table[rest >> 13 & _SUIT] + table[rest >> 26 & _SUIT] + table[rest >> 39]
        if best is not None and value > best[0]:
            continue  # worse deadwood: no need to look at its melds
        key = (value, (rest & ~_run_cards(rest)).bit_count())
        if best is None or key < best:
            best, best_sets, best_value = key, sets, value
    return best_sets, best_value


def _meld_masks(mask: int, sets: int) -> list[int]:
    """The melds of the arrangement ``sets`` plus the best runs of the rest, as masks (any order)."""
    melds = []
    groups = sets
    while groups:
        low = groups & -groups
        group = sets & _RANKS[(low.bit_length() - 1) % 13]
        melds.append(group)
        groups &= ~group
    rest = mask & ~sets
    for suit in range(4):
        for run in _RUN_MELDS[rest >> (13 * suit) & _SUIT]:
            melds.append(run << (13 * suit))
    return melds


# --------------------------------------------------------------------------- discards


@dataclass(frozen=True, slots=True)
class DiscardAnalysis:
    """The best discards of a hand: the least deadwood left, and every card that leaves it."""

    deadwood: int
    discards: CardSet


def _least_discard_first(s0: int, s1: int, s2: int, s3: int) -> tuple[int, int]:
    """:func:`_least_discard` the first time: the discard tables built, then :func:`_least_discard_built` is
    ``_least_discard`` (the callers look the name up each call: no test on the way from then on)."""
    global _DISCARD_GAIN, _DISCARD_BITS, _least_discard
    _DISCARD_GAIN, _DISCARD_BITS = _build_discard_gain()  # before the name is rebound: another thread may use it
    _least_discard = _least_discard_built
    return _least_discard_built(s0, s1, s2, s3)


def _least_discard_built(s0: int, s1: int, s2: int, s3: int) -> tuple[int, int]:
    """For four suits' run patterns: (the run deadwood one discard adds at the least, usually
    negative, and the mask of the cards whose discard does that)."""
    gain = _DISCARD_GAIN
    bits_of = _DISCARD_BITS
    g0, g1, g2, g3 = gain[s0], gain[s1], gain[s2], gain[s3]
    low = min(g0, g1, g2, g3)
    bits = bits_of[s0] if g0 == low else 0
    if g1 == low:
        bits |= bits_of[s1] << 13
    if g2 == low:
        bits |= bits_of[s2] << 26
    if g3 == low:
        bits |= bits_of[s3] << 39
    return low, bits


_least_discard: Callable[[int, int, int, int], tuple[int, int]] = _least_discard_first


def mask_best_discard(mask: Mask) -> tuple[int, Mask]:
    """For a hand of 11 (or any number of) cards: the least deadwood left after one discard,
    and the mask of every discard that leaves it.

    >>> from ginqt.cards import CardSet, mask_of
    >>> deadwood, cards = mask_best_discard(mask_of("AS 2S 3S 7H 7D 7C KH KD 4C 5D QC"))
    >>> deadwood, CardSet(cards)
    (29, CardSet('KH KD QC'))
    """
    table = _RUN_DEADWOOD
    s0 = mask & _SUIT
    s1 = mask >> 13 & _SUIT
    s2 = mask >> 26 & _SUIT
    s3 = mask >> 39
    triples = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    if not triples:
        low, bits = _least_discard(s0, s1, s2, s3)
        return table[s0] + table[s1] + table[s2] + table[s3] + low, bits
    best = _INF
    best_bits = 0
    for sets in _set_choices(mask, triples, s0, s1, s2, s3):
        rest = mask & ~sets
        p0 = rest & _SUIT
        p1 = rest >> 13 & _SUIT
        p2 = rest >> 26 & _SUIT
        p3 = rest >> 39
        whole = table[p0] + table[p1] + table[p2] + table[p3]
        low, bits = _least_discard(p0, p1, p2, p3)
        value = whole + low
        if value < best:
            best, best_bits = value, bits
        elif value == best:
            best_bits |= bits
        # Discarding a card of a chosen set: a set of four stays a set of three;
        # a set of three breaks and its other two cards join the runs.
        groups = sets
        while groups:
            low_bit = groups & -groups
            group = sets & _RANKS[(low_bit.bit_length() - 1) % 13]
            groups &= ~group
            if group.bit_count() == 4:
                if whole < best:
                    best, best_bits = whole, group
                elif whole == best:
                    best_bits |= group
                continue
            scan = group
            while scan:
                card = scan & -scan
                scan ^= card
                left = rest | (group ^ card)
                value = (
                    table[left & _SUIT] + table[left >> 13 & _SUIT] + table[left >> 26 & _SUIT] + table[left >> 39]
                )
                if value < best:
                    best, best_bits = value, card
                elif value == best:
                    best_bits |= card
    return best, best_bits


#: The last answer of :func:`deadwood_after_each` (key, answer): the engine's legal knocks and
#: the hints ask about the same hand one after the other.  One entry, replaced whole, so
#: threads may share it.
_AFTER_CACHE: tuple[tuple[int, tuple[int, ...]], tuple[int, ...]] = ((-1, ()), ())


def deadwood_after_each(hand: int, cards: Sequence[int]) -> list[int]:
    """The least deadwood left after discarding each of ``cards`` from ``hand`` (a mask; exact).

    Once the sets are chosen the suits are independent, so each answer is a few table
    lookups per choice of sets (the solver's own choices for the whole hand; a discarded
    set card shrinks its set of four, or breaks its set of three).
    """
    global _AFTER_CACHE
    key = (hand, tuple(cards))
    cached = _AFTER_CACHE
    if cached[0] == key:
        return list(cached[1])
    answer = _deadwood_after_each(hand, key[1])
    _AFTER_CACHE = (key, tuple(answer))
    return answer


def _deadwood_after_each(hand: int, cards: tuple[int, ...]) -> list[int]:
    s0 = hand & _SUIT
    s1 = hand >> 13 & _SUIT
    s2 = hand >> 26 & _SUIT
    s3 = hand >> 39
    triples = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    if not triples:
        return _afters_with_sets(hand, 0, cards)
    options = _set_choices(hand, triples, s0, s1, s2, s3)
    best = _afters_with_sets(hand, options[0], cards)
    for sets in options[1:]:
        best = [a if a <= b else b for a, b in zip(best, _afters_with_sets(hand, sets, cards), strict=True)]
    return best


def _afters_with_sets(hand: int, sets: int, cards: tuple[int, ...]) -> list[int]:
    """The least deadwood after discarding each card when the sets are ``sets``."""
    table = _RUN_DEADWOOD
    rest = hand & ~sets
    parts = (rest & _SUIT, rest >> 13 & _SUIT, rest >> 26 & _SUIT, rest >> 39)
    t0, t1, t2, t3 = table[parts[0]], table[parts[1]], table[parts[2]], table[parts[3]]
    whole = t0 + t1 + t2 + t3
    # The deadwood of the other three suits, by suit.
    others = (whole - t0, whole - t1, whole - t2, whole - t3)
    suit_of, clear = _SUIT_OF, _CLEAR_RANK
    out = []
    for card in cards:
        if sets >> card & 1:
            group = sets & _RANKS[card % 13]
            if group.bit_count() == 4:
                out.append(whole)
            else:
                left = rest | (group ^ 1 << card)
                out.append(table[left & _SUIT] + table[left >> 13 & _SUIT] + table[left >> 26 & _SUIT]
                           + table[left >> 39])
        else:
            suit = suit_of[card]
            out.append(others[suit] + table[parts[suit] & clear[card]])
    return out


def best_discards(cards: int | CardSet | Iterable[int]) -> DiscardAnalysis:
    """For an 11-card hand (any size >= 1): the least deadwood one discard can leave, and which cards.

    >>> from ginqt.cards import parse_cards
    >>> best_discards(parse_cards("AS 2S 3S 4H 5H 6H 7D 7C 7S KD QC"))
    DiscardAnalysis(deadwood=10, discards=CardSet('KD QC'))
    """
    mask = cards if type(cards) is int else mask_of(cards)
    if not mask:
        raise ValueError("an empty hand has nothing to discard")
    best, bits = mask_best_discard(mask)
    return DiscardAnalysis(best, CardSet(bits))


# --------------------------------------------------------------------------- arrangements


def _melds_with_lowest(mask: int, card: int) -> list[int]:
    """Every meld (as a mask) within ``mask`` that contains ``card`` as its lowest-numbered card
    or, for sets, any meld of ``card``'s rank containing it whose other cards are higher."""
    rank = card % 13
    found = []
    # Runs: card is the lowest remaining card of its suit, so a run containing it starts at it.
    if rank <= 10 and mask >> (card + 1) & 1 and mask >> (card + 2) & 1:
        run = 7 << card
        found.append(run)
        top = card + 2
        last = card - rank + 12
        while top < last and mask >> (top + 1) & 1:
            top += 1
            run |= 1 << top
            found.append(run)
    # Sets containing the card (other members are higher-numbered, i.e. later suits).
    others = mask & _RANKS[rank] & ~((2 << card) - 1)
    if others.bit_count() >= 2:
        bit = 1 << card
        highs = []
        while others:
            low = others & -others
            highs.append(low)
            others ^= low
        for i in range(len(highs)):
            for j in range(i + 1, len(highs)):
                found.append(bit | highs[i] | highs[j])
        if len(highs) == 3:
            found.append(bit | highs[0] | highs[1] | highs[2])
    return found


def arrangements(
    cards: int | CardSet | Iterable[int], max_deadwood: int | None = None
) -> Iterator[MeldResult]:
    """Every arrangement (any choice of disjoint melds) of ``cards`` whose deadwood is at most
    ``max_deadwood`` (all of them when ``None``).  A knocker may lay down any of these."""
    mask = cards if type(cards) is int else mask_of(cards)
    limit = _INF if max_deadwood is None else max_deadwood
    return (found.result() for found in mask_arrangements(mask, limit))


def mask_arrangements(mask: Mask, max_deadwood: int) -> list[MaskArrangement]:
    """:func:`arrangements` as masks: every arrangement of ``mask`` whose deadwood is at most
    ``max_deadwood``, in the same order.

    >>> from ginqt.cards import mask_of
    >>> [found.deadwood for found in mask_arrangements(mask_of("AS 2S 3S 4S 5H 5D 5C 9H 9D 9C"), 4)]
    [4, 0, 1]
    """
    # A branch whose cards cannot get within the limit (by mask_min_deadwood) is not walked.
    limit = max_deadwood
    found: list[MaskArrangement] = []
    least = mask_min_deadwood
    table = _RUN_DEADWOOD
    runnable = _RUNNABLE
    values = CARD_VALUES

    def walk(rest: int, melds: tuple[int, ...], dead: int, dead_value: int) -> None:
        if not rest:
            found.append(MaskArrangement(melds, dead, dead_value))
            return
        s0 = rest & _SUIT
        s1 = rest >> 13 & _SUIT
        s2 = rest >> 26 & _SUIT
        s3 = rest >> 39
        if (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1)):
            if dead_value + least(rest) > limit:
                return
        else:
            rest_value = table[s0] + table[s1] + table[s2] + table[s3]
            if dead_value + rest_value > limit:
                return
            if not (runnable[s0] | runnable[s1] | runnable[s2] | runnable[s3]):
                # No meld can be made of these cards: they are all deadwood (the walk would
                # go down that one branch card by card).
                found.append(MaskArrangement(melds, dead | rest, dead_value + rest_value))
                return
        low = rest & -rest
        card = low.bit_length() - 1
        for meld in _melds_with_lowest(rest, card):
            walk(rest & ~meld, (*melds, meld), dead, dead_value)
        value = values[card]
        if dead_value + value <= limit:
            walk(rest ^ low, melds, dead | low, dead_value + value)

    walk(mask, (), 0, 0)
    return found


# --------------------------------------------------------------------------- layoffs


@dataclass(frozen=True, slots=True)
class LayoffResult:
    """How a defender best meets a knock: its own melds, the cards laid off and where."""

    melds: tuple[Meld, ...]
    layoffs: tuple[tuple[Card, int], ...]  # (card, index of the knocker's meld it extends)
    deadwood: int
    deadwood_cards: CardSet

    @property
    def laid_off(self) -> CardSet:
        return CardSet([card for card, _ in self.layoffs])


def _extension(meld: int, cards: int) -> tuple[int, ...]:
    """The cards of ``cards`` that can be laid off on ``meld``, in the order they go on.

    A run takes the unbroken chain of same-suit cards next to either end (so 9♠ then
    10♠ onto 6-7-8♠); a set of three takes the fourth card of its rank.
    """
    low = (meld & -meld).bit_length() - 1
    rank = low % 13
    if meld.bit_count() <= 4 and meld & ~_RANKS[rank] == 0:  # a set
        if meld.bit_count() == 3 and cards & _RANKS[rank] & ~meld:
            fourth = cards & _RANKS[rank] & ~meld
            return (fourth.bit_length() - 1,)
        return ()
    base = low - rank
    high = meld.bit_length() - 1
    chain = []
    card = low - 1
    while card >= base and cards >> card & 1:
        chain.append(card)
        card -= 1
    card = high + 1
    while card < base + 13 and cards >> card & 1:
        chain.append(card)
        card += 1
    return tuple(chain)


def _runs_first(melds: tuple[int, ...]) -> list[int]:
    """The indexes of ``melds``, runs before sets (otherwise in order)."""
    return sorted(range(len(melds)), key=lambda i: _meld_kind(melds[i]) is MeldKind.SET)


def _chain(
    melds: tuple[int, ...], cards: int, runs_first: list[int] | None = None
) -> list[tuple[int, int]] | None:
    """Lay off all of ``cards`` onto ``melds`` (extending as we go); the placements, or None.

    A card that extends a run is put on the run (that may let further cards chain on);
    only the cards left over go on sets as fourth cards.  ``runs_first`` is
    :func:`_runs_first` of ``melds`` when already known.
    """
    placed: list[tuple[int, int]] = []
    rest = cards
    if runs_first is None:
        runs_first = _runs_first(melds)
    for index in runs_first:
        for card in _extension(melds[index], rest):
            placed.append((card, index))
            rest &= ~(1 << card)
    return placed if not rest else None


def mask_layoff_reach(melds: Iterable[Mask], defender: Mask) -> Mask:
    """Every defender card that could be laid off on ``melds``, counting chains (9♠ then 10♠ onto 6-7-8♠).

    >>> from ginqt.cards import CardSet, mask_of
    >>> CardSet(mask_layoff_reach([mask_of("6S 7S 8S")], mask_of("9S TS 2H"))).text
    '9S TS'
    """
    reach = 0
    for meld in melds:
        for card in _extension(meld, defender):
            reach |= 1 << card
    return reach


def lay_off(knocker_melds: Iterable[Meld | int], defender_cards: int | CardSet | Iterable[int]) -> LayoffResult:
    """The defender's best answer to a knock: melds plus layoffs with the least deadwood.

    Never rearranges the knocker's melds; a laid-off card may extend a meld that
    earlier layoffs extended.  Ties prefer fewer cards laid off.
    """
    melds = tuple(m if isinstance(m, int) else m.mask for m in knocker_melds)
    return mask_lay_off(melds, mask_of(defender_cards)).result()


class MaskLayoff(NamedTuple):
    """:func:`lay_off` as masks (:func:`mask_lay_off`): :meth:`result` spells it out."""

    deadwood: int  #: the defender's least deadwood after laying off
    laid_off: Mask
    places: tuple[tuple[int, int], ...]  #: (card, index of the knocker's meld it extends)
    kept: Mask  #: the defender's other cards, which it melds itself

    def result(self) -> LayoffResult:
        """The same answer as a :class:`LayoffResult` (the defender's melds found now)."""
        own = best_melds(self.kept)
        return LayoffResult(
            melds=own.melds,
            layoffs=tuple((Card(card), index) for card, index in self.places),
            deadwood=own.deadwood,
            deadwood_cards=own.deadwood_cards,
        )


def mask_lay_off(melds: Sequence[Mask], defender: Mask) -> MaskLayoff:
    """The defender's best answer to the knocker's ``melds``, as masks (see :func:`lay_off`).

    >>> from ginqt.cards import CardSet, mask_of
    >>> answer = mask_lay_off((mask_of("6S 7S 8S"), mask_of("KH KD KC")), mask_of("9S TS KS 2H 4D"))
    >>> answer.deadwood, CardSet(answer.laid_off).text, answer.places
    (6, '9S TS KS', ((8, 0), (9, 0), (12, 1)))
    """
    knocker = tuple(melds)
    reach = mask_layoff_reach(knocker, defender)
    best_value = mask_min_deadwood(defender)
    if not reach:
        return MaskLayoff(best_value, 0, (), defender)
    best_cards = best_count = 0
    best_places: list[tuple[int, int]] = []
    # Every non-empty subset of the candidates; subsets[i] holds candidate j when bit j of i is set.
    subsets = [0]
    while reach:
        bit = reach & -reach
        reach ^= bit
        subsets += [subset | bit for subset in subsets]
    runs_first = _runs_first(knocker)
    least = mask_min_deadwood
    for cards in subsets[1:]:
        value = least(defender & ~cards)
        if value > best_value or (value == best_value and cards.bit_count() >= best_count):
            continue
        places = _chain(knocker, cards, runs_first)
        if places is None:
            continue
        best_value, best_cards, best_places, best_count = value, cards, places, cards.bit_count()
    return MaskLayoff(best_value, best_cards, tuple(best_places), defender & ~best_cards)
