"""The expert's decisions against the moves it passed over, each played out from the true deal.

    python benchmarks/bench_decisions.py --b standard --deals 250 --seed 400000
    python benchmarks/bench_decisions.py --b gin-hunter --deals 150 --kinds knock --jobs 2 --json
    python benchmarks/bench_decisions.py --b eaai-simple --deals 150 --kinds opening --rows opening.jsonl

The hands are single hands, both seats of each deal, as ``bench_hands.py`` plays them
(a score limit no hand reaches: the expert plays for points).  At each of the
expert's decisions of ``--kinds`` (``draw``, ``knock``: any decision where a knock or
gin is allowed, ``discard``, ``opening``: the discards of the first three turns of
each player), the hand is played to its end from the true position, once after the
move the expert chose and once after each of the next ``--alternatives`` moves of its
analysis; where a knock is allowed the first alternative is the best move of the
other kind (knocking, or playing on).  Every player plays on as a copy of itself at
that moment, on the same stock and against the same hand: the difference of the two
results is what the alternative would have won or lost on that deal.

Averaged over many decisions that is what passing the alternative over is worth
against this opponent, which the analysis estimated from what the expert could see
(the difference of the two moves' expected points).  The report gives, per kind of
decision and per band of the estimate, how many alternatives were played out, the
mean realized difference with its standard error, and the mean estimate.  A band
where the alternatives come out ahead is a kind of position where the expert chooses
wrong; a realized difference far from the estimate, one where the analysis misjudges
the moves' worth.  The draws are also split by what the expert chose (to take the
card or draw blind), and the decisions where a knock is allowed (to knock or play
on): an estimate can be right on one side and far off on the other (a take put
behind the blind draw came out a fifth as far behind, one put ahead 0.75 as far
ahead, before the analysis was calibrated by it).  ``--rows FILE`` writes every
alternative played out (with the deadwood each move leaves) for a closer look.
About 3 s of CPU a hand with every kind (the expert decides each alternative's rest
of the hand again); ``--jobs`` spreads the deals over processes.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import multiprocessing
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_hands import DECISION_KINDS, NO_LIMIT, add_match_arguments, decision_kind, hand_points, plugins
from ginqt_builtin.expert import ExpertStrategy

from ginqt.analysis import ActionValue, Analysis
from ginqt.engine import Action, ActionKind, Match, PlayerView
from ginqt.play.runner import GameRunner
from ginqt.play.seats import seat_of
from ginqt.play.spec import GameSpec, Variant
from ginqt.rules import PRESETS
from ginqt.strategy import Strategy

#: The bands of the analysis' estimate (the alternative's expected points less the chosen move's).
BANDS: tuple[tuple[float, float], ...] = (
    (-math.inf, -12.0), (-12.0, -6.0), (-6.0, -3.0), (-3.0, -1.5), (-1.5, 0.0), (0.0, math.inf))


class Checked(NamedTuple):
    """One alternative played out beside the move the expert chose."""

    hand: int  #: which hand: the deal's seed times two plus the expert's seat
    kind: str  #: the decision's kind (see :data:`bench_hands.DECISION_KINDS`)
    turns: int  #: discards made in the hand before the decision
    chosen: str  #: the expert's move
    alternative: str  #: the move it passed over
    estimate: float  #: the analysis: the alternative's expected points less the chosen move's
    realized: int  #: played out on the true deal: the alternative's points less the chosen move's
    played: int  #: the chosen move's points, played out (the hand's own result: the players are copies)
    chosen_deadwood: int | None  #: the deadwood each move leaves (None: a blind draw)
    alternative_deadwood: int | None


class _Advised(ExpertStrategy):
    """The expert, keeping the analysis of its last decision."""

    analysis: Analysis | None = None

    def advice(self, view: PlayerView) -> Analysis:
        self.analysis = super().advice(view)
        return self.analysis


def play_out(match: Match, action: Action, players: Sequence[Strategy], seat: int, max_moves: int = 3000) -> int:
    """Apply ``action`` to ``match`` and play the hand to its end with ``players``, who already
    know the hand so far (they are seated as they are, not dealt in); ``seat``'s points."""
    runner = GameRunner.at(GameSpec(Variant.standard(match.rules)), match)
    runner.seats = [seat_of(player) for player in players]  # seated as they are: no new_hand
    runner.apply(action)
    runner.play_hand(max_moves)
    return hand_points(runner.match, seat)


def _plays_on(action: Action) -> bool:
    return action.kind is not ActionKind.KNOCK and action.kind is not ActionKind.BIG_GIN


def alternatives(analysis: Analysis, chosen: Action, kind: str, count: int) -> list[ActionValue]:
    """The ``count`` moves to play out beside ``chosen``: the analysis' next best, and where a
    knock is allowed the best move of the other kind (knocking, or playing on) first."""
    others = [entry for entry in analysis.actions if entry.action != chosen]
    if kind == "knock":
        other_kind = [e for e in others if _plays_on(e.action) != _plays_on(chosen)]
        others = other_kind[:1] + [e for e in others if e not in other_kind[:1]]
    return others[:count]


def check_hand(opponent: str, rules: str, seed: int, seat: int, kinds: frozenset[str],
               count: int, max_moves: int = 3000) -> list[Checked]:
    """One hand dealt from ``seed``, the expert in ``seat``: its decisions of ``kinds`` checked
    (none after ``max_moves`` moves: players taking each other's discards for ever)."""
    expert = _Advised(seed)
    other = plugins().make_strategy(opponent, seed + 1)
    players: list[Strategy] = [expert, other] if seat == 0 else [other, expert]
    runner = GameRunner(GameSpec(Variant.standard(PRESETS[rules].replace(score_limit=NO_LIMIT)), seed=seed),
                                  players)
    checked: list[Checked] = []
    moves = 0
    while not runner.hand_over and moves < max_moves:
        moves += 1
        mover = runner.to_play
        assert mover is not None
        view = runner.view(mover)
        expert.analysis = None
        action = players[mover].choose(view)
        kind = decision_kind(view)
        analysis, expert.analysis = expert.analysis, None  # (not copied with the players below)
        if mover == seat and analysis is not None and kind in kinds:
            chosen = analysis.value_of(action)
            passed_over = alternatives(analysis, action, kind, count)
            results = {entry.action: play_out(runner.match, entry.action, copy.deepcopy(players), seat, max_moves)
                       for entry in [chosen, *passed_over]}
            for entry in passed_over:
                checked.append(Checked(2 * seed + seat, kind, view.turns, action.text, entry.action.text,
                                       entry.expected_points - chosen.expected_points,
                                       results[entry.action] - results[action], results[action],
                                       chosen.deadwood, entry.deadwood))
        runner.apply(action)
    return checked


def _check_deal(opponent: str, rules: str, seed: int, kinds: frozenset[str], count: int) -> list[Checked]:
    return check_hand(opponent, rules, seed, 0, kinds, count) + check_hand(opponent, rules, seed, 1, kinds, count)


def summary(checked: Sequence[Checked]) -> dict[str, float | int]:
    """How many, the mean realized difference, its standard error and the mean estimate.

    The decisions of one hand share its cards, so the standard error counts hands, not
    decisions (the residuals are summed within each hand first).
    """
    n = len(checked)
    if not n:
        return {"n": 0, "hands": 0, "realized": 0.0, "se": 0.0, "estimate": 0.0}
    mean = statistics.fmean(c.realized for c in checked)
    per_hand: dict[int, float] = {}
    for c in checked:
        per_hand[c.hand] = per_hand.get(c.hand, 0.0) + c.realized - mean
    hands = len(per_hand)
    spread = sum(r * r for r in per_hand.values()) * hands / (hands - 1) if hands > 1 else 0.0
    return {"n": n, "hands": hands, "realized": mean, "se": math.sqrt(spread) / n,
            "estimate": statistics.mean(c.estimate for c in checked)}


def choice(row: Checked) -> str:
    """What the expert chose, as the report splits a kind by it: for a draw ``take`` (the upcard or the
    pile's top card) or ``draw blind`` (the stock, or passing the upcard); where a knock is allowed
    ``knock`` (or gin) or ``play on``; for the other kinds the kind itself.

    >>> take = Checked(0, "draw", 3, "pile", "stock", -2.0, 1, 0, 9, None)
    >>> wait = Checked(0, "knock", 9, "discard 3H", "knock 3H", -2.0, 1, 0, 9, 6)
    >>> choice(take), choice(wait)
    ('take', 'play on')
    """
    if row.kind == "draw":
        return "draw blind" if row.chosen in ("stock", "pass") else "take"
    if row.kind == "knock":
        return "play on" if row.chosen.startswith("discard") else "knock"
    return row.kind


def _finite(bound: float) -> float | None:
    return bound if math.isfinite(bound) else None


def report(checked: Sequence[Checked]) -> dict[str, dict[str, object]]:
    """Per kind of decision: the summary of all its alternatives, per band of the estimate and, where
    the expert chose between two sorts of move, per sort it chose (:func:`choice`)."""
    out: dict[str, dict[str, object]] = {}
    for kind in DECISION_KINDS:
        mine = [c for c in checked if c.kind == kind]
        if not mine:
            continue
        bands = []
        for low, high in BANDS:
            inside = [c for c in mine if low <= c.estimate < high]
            if inside:
                bands.append({"from": _finite(low), "to": _finite(high), **summary(inside)})
        choices = sorted({choice(c) for c in mine})
        by_choice = {name: summary([c for c in mine if choice(c) == name]) for name in choices}
        out[kind] = {**summary(mine), "bands": bands, "chosen": by_choice if len(choices) > 1 else {}}
    return out


def _line(label: str, row: dict[str, object]) -> str:
    return (f"  {label:24} {row['n']:5} played out ({row['hands']} hands): {row['realized']:+6.2f} points"
            f" (se {row['se']:.2f}), estimated {row['estimate']:+6.2f}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_match_arguments(parser, opponent="standard", seed=400000)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--kinds", default="draw,knock,opening,discard", help="the kinds of decision to check")
    parser.add_argument("--alternatives", type=int, default=2, help="moves played out beside each chosen one")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--rows", type=Path, help="also write every alternative played out to this file (JSON lines)")
    args = parser.parse_args(argv)
    kinds = frozenset(filter(None, args.kinds.split(",")))
    if not kinds or kinds - set(DECISION_KINDS):
        parser.error(f"--kinds: among {', '.join(DECISION_KINDS)}")
    if args.variant not in PRESETS:
        parser.error(f"--variant: one of {', '.join(sorted(PRESETS))}")
    tasks = [(args.b, args.variant, seed, kinds, args.alternatives)
             for seed in range(args.seed, args.seed + args.deals)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            per_deal = pool.starmap(_check_deal, tasks, chunksize=1)
    else:
        per_deal = [_check_deal(*task) for task in tasks]
    checked = [c for deal in per_deal for c in deal]
    if args.rows is not None:
        args.rows.write_text("".join(json.dumps(c._asdict()) + "\n" for c in checked), encoding="utf-8")
    result = report(checked)
    if args.json:
        print(json.dumps({"opponent": args.b, "variant": args.variant, "deals": args.deals, "seed": args.seed,
                          "kinds": result}, indent=2))
        return 0
    print(f"the expert's decisions against {args.b} ({args.variant}), {args.deals} deals x 2 seats "
          f"from seed {args.seed}: each alternative less the chosen move, played out on the true deal")
    for kind, row in result.items():
        print(_line(kind, row))
        for band in row["bands"]:  # type: ignore[attr-defined]
            low, high = band["from"], band["to"]  # type: ignore[index]
            print(_line(f"  estimate {'' if low is None else low:>5} to {'' if high is None else high}", band))
        for name, part in row["chosen"].items():  # type: ignore[attr-defined]
            print(_line(f"  chose to {name}", part))
    return 0


if __name__ == "__main__":
    sys.exit(main())
