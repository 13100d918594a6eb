"""A round robin's report: the ratings table and the pairwise win matrix, as text, JSON or CSV.

.. versionadded:: 0.3
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from ginqt.research.league.roundrobin import RoundRobinResult, Standings
from ginqt.research.totals import dealt_from

__all__ = ["MODEL", "report", "to_csv", "to_dict", "to_text"]

#: What the ratings are, for the reports.
MODEL = ("Bradley-Terry, fitted by maximum likelihood (binomial GLM, logit link); Elo scale, the field's "
         "mean 0; 95% Wald intervals")


def report(result: RoundRobinResult, form: str = "text") -> str:
    """The report of ``result`` as ``form`` says, ``"text"``, ``"json"`` or ``"csv"``; its standings worked out once."""
    standings = result.standings()
    if form == "json":
        return json.dumps(to_dict(result, standings), indent=2) + "\n"
    return to_csv(result, standings) if form == "csv" else to_text(result, standings) + "\n"


def _header(result: RoundRobinResult) -> str:
    played = f"{result.games} games"
    if result.interrupted:
        played += f" of {result.games_asked} (interrupted)"
    return (f"Round robin of {len(result.strategies)} strategies, {result.games_per_pair} games a pair "
            f"(each deal played with the seats swapped), variant {result.variant}, "
            f"{dealt_from(result.seed, result.deals)}: "
            f"{played}, {result.seconds:.1f} s")


def to_text(result: RoundRobinResult, standings: Standings) -> str:
    """The ratings table, the win matrix (games won by the row against the column) and the order check."""
    lines = [_header(result)]
    ratings = standings.ratings
    if ratings is None:
        return "\n".join([*lines, "Not enough games for ratings."])
    width = max(8, *(len(name) for name in result.strategies))
    lines.append(f"{'rank':>4}  {'strategy':<{width}} {'rating':>7} {'95% CI':>15} {'games':>7} {'won':>7} "
                 f"{'score':>6}")
    for place, row in enumerate(ratings.rows, 1):
        interval = f"{row.low:+.0f} to {row.high:+.0f}"
        lines.append(f"{place:>4}  {row.strategy:<{width}} {row.rating:>+7.0f} {interval:>15} {row.games:>7} "
                     f"{row.wins:>7} {100 * row.score:>5.1f}%")
    if ratings.adjusted:
        lines.append("Some strategy won or lost every game against the others: half a win was added to each "
                     "side of every pair (the Haldane-Anscombe correction) so that the ratings are finite.")
    lines.append("")
    lines.append(f"Games won by the row against the column (of {result.games_per_pair} a pair):")
    order, wins = standings.order, standings.wins
    index = {name: i for i, name in enumerate(result.strategies)}
    lines.append(f"{'':<{width}} " + " ".join(f"{name[:width]:>{width}}" for name in order))
    for name in order:
        cells = ["-" if name == col else str(wins[index[name]][index[col]]) for col in order]
        lines.append(f"{name:<{width}} " + " ".join(f"{cell:>{width}}" for cell in cells))
    agree, disagree = standings.agree, standings.disagree
    lines.append("")
    lines.append(f"The rating order agrees with the head-to-head result in {agree} of {agree + len(disagree)} "
                 "pairs" + (": " + ", ".join(f"{w} beat {b}" for b, w in disagree) if disagree else "."))
    lines.append(f"Ratings: {MODEL}.")
    return "\n".join(lines)


def to_dict(result: RoundRobinResult, standings: Standings, timings: bool = True) -> dict[str, Any]:
    """Plain JSON-ready values; ``timings=False`` leaves out what depends on the machine."""
    wins, draws, ratings = standings.wins, standings.draws, standings.ratings
    names = result.strategies
    out: dict[str, Any] = {
        "strategies": list(names),
        "games_per_pair": result.games_per_pair,
        "seed": result.seed,
        "deals": result.deals,
        "variant": result.variant,
        "games": result.games,
        "games_asked": result.games_asked,
        "interrupted": result.interrupted,
        "seconds": round(result.seconds, 3),
        "model": MODEL,
        "ratings_adjusted": ratings.adjusted if ratings else False,
        "ratings": [{"strategy": r.strategy, "rating": round(r.rating, 1), "ci95": [round(r.low, 1), round(r.high, 1)],
                     "games": r.games, "wins": r.wins, "draws": r.draws, "score": round(r.score, 4)}
                    for r in (ratings.rows if ratings else ())],
        "wins": {a: {b: wins[i][j] for j, b in enumerate(names) if i != j} for i, a in enumerate(names)},
        "draws": {a: {b: draws[i][j] for j, b in enumerate(names) if i != j} for i, a in enumerate(names)},
        "pairs": [pair.to_dict(timings) for pair in result.pairs],
    }
    if not timings:
        del out["seconds"]
    return out


def to_csv(result: RoundRobinResult, standings: Standings) -> str:
    """One row per strategy, best first: its rating, interval, games, and its wins against each strategy."""
    wins, ratings = standings.wins, standings.ratings
    names = result.strategies
    index = {name: i for i, name in enumerate(names)}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rank", "strategy", "rating", "ci95_low", "ci95_high", "games", "wins", "draws", "score",
                     *(f"wins_vs_{name}" for name in names)])
    for place, row in enumerate(ratings.rows if ratings else (), 1):
        i = index[row.strategy]
        writer.writerow([place, row.strategy, f"{row.rating:.1f}", f"{row.low:.1f}", f"{row.high:.1f}", row.games,
                         row.wins, row.draws, f"{row.score:.4f}", *("" if i == j else wins[i][j]
                                                                  for j in range(len(names)))])
    return out.getvalue()
