"""Speed of GinQt's meld solver beside OpenSpiel's and RLCard's, on the same hands.

Run:  python benchmarks/bench_melds.py [--hands N] [--repeats R] [--seed S]

Per-hand times are medians over the repeats, in microseconds.  OpenSpiel (``open-spiel``)
and RLCard (``rlcard``) are optional: a missing one is skipped with a message.
Before timing, every library's answers are checked against ours on every hand.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginqt.melds import best_discards, min_deadwood

DENSE_DECK = [suit * 13 + rank for suit in range(4) for rank in range(6)]  # ranks A-6, all suits


def make_hands(rng: random.Random, count: int, size: int, deck: Sequence[int]) -> list[list[int]]:
    return [rng.sample(deck, size) for _ in range(count)]


def time_per_item(func: Callable[[Any], object], items: Sequence[Any], repeats: int) -> float:
    """Median over ``repeats`` of the per-item time in microseconds."""
    return time_side_by_side([(func, items)], repeats)[0]


def time_side_by_side(runs: Sequence[tuple[Callable[[Any], object], Sequence[Any]]], repeats: int) -> list[float]:
    """Median per-item times (µs) of several functions, taking turns within each repeat so
    that a busy machine slows them all alike."""
    samples: list[list[float]] = [[] for _ in runs]
    for _ in range(repeats):
        for index, (func, items) in enumerate(runs):
            start = time.perf_counter()
            for item in items:
                func(item)
            samples[index].append((time.perf_counter() - start) / len(items) * 1e6)
    return [statistics.median(times) for times in samples]


def load_openspiel() -> Callable[[list[int]], int] | None:
    try:
        import pyspiel
    except ImportError:
        print("OpenSpiel (open-spiel) is not installed: skipping its column")
        return None
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    func: Callable[[list[int]], int] = utils.min_deadwood
    return func


def load_rlcard() -> tuple[Callable[[list[Any]], int], Callable[[list[int]], list[Any]]] | None:
    try:
        from rlcard.games.gin_rummy.utils import melding, utils
    except ImportError:
        print("RLCard (rlcard) is not installed: skipping its column")
        return None

    def rl_min_deadwood(hand: list[Any]) -> int:
        clusters = melding.get_best_meld_clusters(hand)
        if not clusters:
            return int(utils.get_deadwood_count(hand, []))
        return int(utils.get_deadwood_count(hand, clusters[0]))

    def convert(cards: list[int]) -> list[Any]:
        # RLCard numbers cards suit * 13 + rank too (AS 2S .. KS, AH .., AD .., AC .. KC).
        return [utils.get_card(card) for card in cards]

    return rl_min_deadwood, convert


def mask(cards: list[int]) -> int:
    total = 0
    for card in cards:
        total |= 1 << card
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per kind (default 2000)")
    parser.add_argument("--rlcard-hands", type=int, default=200, help="hands for the slow RLCard column")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    kinds = {
        "random": make_hands(rng, args.hands, 10, range(52)),
        "dense": make_hands(rng, args.hands, 10, DENSE_DECK),
    }
    openspiel = load_openspiel()
    rlcard = load_rlcard()

    print(f"\n{args.hands} hands per kind, median of {args.repeats} repeats, microseconds per hand\n")
    header = f"{'hands':<8}{'ours (mask)':>13}{'ours (list)':>13}{'OpenSpiel':>11}{'RLCard':>10}" \
             f"{'ours/OpenSpiel':>16}{'RLCard/ours':>13}"
    print(header)
    print("-" * len(header))
    ratios: dict[str, float] = {}
    for name, hands in kinds.items():
        masks = [mask(h) for h in hands]
        ours = [min_deadwood(m) for m in masks]
        runs: list[tuple[Callable[[Any], object], Sequence[Any]]] = [(min_deadwood, masks), (min_deadwood, hands)]
        if openspiel is not None:
            theirs = [openspiel(h) for h in hands]
            wrong = sum(a != b for a, b in zip(ours, theirs, strict=True))
            if wrong:
                print(f"!! OpenSpiel disagrees with us on {wrong} {name} hands")
            runs.append((openspiel, hands))
        times = time_side_by_side(runs, args.repeats)
        ours_mask, ours_list = times[0], times[1]
        os_time = times[2] if openspiel is not None else float("nan")
        rl_time = float("nan")
        if openspiel is not None:
            ratios[f"{name} ours/OpenSpiel"] = ours_mask / os_time
        if rlcard is not None:
            rl_func, convert = rlcard
            some = hands[: args.rlcard_hands]
            rl_hands = [convert(h) for h in some]
            theirs = [rl_func(h) for h in rl_hands]
            wrong = sum(a != b for a, b in zip(ours[: len(some)], theirs, strict=True))
            if wrong:
                print(f"!! RLCard disagrees with us on {wrong} {name} hands")
            rl_time, ours_again = time_side_by_side([(rl_func, rl_hands), (min_deadwood, masks[: len(some)])],
                                                    max(1, args.repeats // 2))
            ratios[f"{name} RLCard/ours"] = rl_time / ours_again
        ratio_os = ours_mask / os_time if openspiel is not None else float("nan")
        ratio_rl = ratios.get(f"{name} RLCard/ours", float("nan"))
        print(f"{name:<8}{ours_mask:>13.2f}{ours_list:>13.2f}{os_time:>11.2f}{rl_time:>10.1f}"
              f"{ratio_os:>16.2f}{ratio_rl:>13.1f}")

    # 11 cards: the best discard (least deadwood left, and every card that leaves it).
    elevens = [mask(h) for h in make_hands(rng, args.hands, 11, range(52))]
    dense_elevens = [mask(h) for h in make_hands(rng, args.hands, 11, DENSE_DECK)]
    discard_time, dense_discard_time = time_side_by_side(
        [(best_discards, elevens), (best_discards, dense_elevens)], args.repeats
    )
    print(f"\n11-card best discard (ginqt.melds.best_discards): random {discard_time:.2f} us, "
          f"dense {dense_discard_time:.2f} us per hand")
    if openspiel is not None:
        eleven_lists = [[c for c in range(52) if m >> c & 1] for m in elevens]
        theirs = [openspiel(h) for h in eleven_lists]
        ours11 = [best_discards(m).deadwood for m in elevens]
        if ours11 == theirs:
            os11, ours11_time = time_side_by_side([(openspiel, eleven_lists), (best_discards, elevens)], args.repeats)
            print(f"OpenSpiel min_deadwood on the same 11-card hands (deadwood after the best discard, without "
                  f"listing the discards): {os11:.2f} us; ours/OpenSpiel {ours11_time / os11:.2f}")
        else:
            print("!! OpenSpiel's 11-card min_deadwood is not the deadwood after the best discard here")

    print("\nGoals:")
    # (label, measured, goal, True when the measured value must be at most the goal)
    checks: list[tuple[str, float | None, float, bool]] = [
        ("random: ours/OpenSpiel <= 1.0", ratios.get("random ours/OpenSpiel"), 1.0, True),
        ("dense: ours/OpenSpiel <= 1.5", ratios.get("dense ours/OpenSpiel"), 1.5, True),
        ("random: RLCard/ours >= 10", ratios.get("random RLCard/ours"), 10.0, False),
        ("dense: RLCard/ours >= 10", ratios.get("dense RLCard/ours"), 10.0, False),
        ("11-card best discard <= 15 us", discard_time, 15.0, True),
    ]
    for label, measured, goal, at_most in checks:
        if measured is None:
            print(f"  {label:<34} skipped")
        else:
            met = measured <= goal if at_most else measured >= goal
            print(f"  {label:<34} {measured:8.2f}  {'met' if met else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
