"""How well the expert's sampled opponent hands match the true ones, at its own decisions.

    python benchmarks/bench_inference.py --b gin-hunter --games 10
    python benchmarks/bench_inference.py --b standard --games 10 --fit 0,0.5,1

The expert plays whole games to 100 against ``--b`` (the games of ``bench_hands.py
--games`` from ``--seed``).  At each of its draws and knock decisions after the
opponent's first turn, the deals it would sample (48, as for a knock) are compared
with the opponent's true hand, once for every value of ``HandModel.discard_fit`` in
``--fit`` (the rest of the model is the expert's profile's).  The expert's own play is
unchanged.  For each value it reports:

* the mean distance between the sampled hands' mean deadwood and the true deadwood;
* the true deadwood's percentile among the sampled ones (0.5: in the middle; above:
  the samples are better formed than the true hand);
* the mean log-likelihood of the true deadwood under the sampled ones (higher is better).

About 0.3 s of CPU per position.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_hands import plugins
from ginqt_builtin.expert import ExpertStrategy

from ginqt.analysis import infer, sample_deals
from ginqt.engine import Action, ActionKind, Phase, PlayerView
from ginqt.melds import mask_min_deadwood
from ginqt.runner import GameRunner

#: Deals sampled per position (as many as the expert samples for a knock).
_DEALS = 48


class Calibration:
    """The figures of one ``discard_fit`` over the positions seen."""

    def __init__(self) -> None:
        self.errors: list[float] = []
        self.percentiles: list[float] = []
        self.likelihoods: list[float] = []

    def add(self, sampled: list[int], true: int) -> None:
        self.errors.append(abs(statistics.mean(sampled) - true))
        below, equal = sum(d < true for d in sampled), sum(d == true for d in sampled)
        self.percentiles.append((below + equal / 2) / len(sampled))
        self.likelihoods.append(math.log((equal + 0.5) / (len(sampled) + 1)))


class ProbingExpert(ExpertStrategy):
    """The expert, which before each draw and knock decision measures its samples against the true hand."""

    def __init__(self, seed: int, fits: list[float], results: dict[float, Calibration]) -> None:
        super().__init__(seed)
        self.fits = fits
        self.results = results
        self.runner: GameRunner | None = None

    def choose(self, view: PlayerView) -> Action:
        knock = any(action.kind is ActionKind.KNOCK for action in view.legal_actions)
        if self.runner is not None and (view.phase is Phase.DRAW or knock):
            inference = infer(view, self.events)
            if inference.opponent_turns:
                true = mask_min_deadwood(self.runner.match.hand.hands[view.opponent])
                model = self.profile.hand_model(inference.opponent_turns)
                for fit in self.fits:
                    deals = sample_deals(inference, _DEALS, seed=self.seed or 0, model=replace(model, discard_fit=fit))
                    self.results[fit].add([mask_min_deadwood(deal.opponent) for deal in deals], true)
        return super().choose(view)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--b", default="gin-hunter", help="the opponent (installed, eaai-simple or gin-hunter)")
    parser.add_argument("--variant", default="standard", help="the rules")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=50000)
    parser.add_argument("--fit", default="0,1", help="values of HandModel.discard_fit, comma-separated")
    args = parser.parse_args()
    fits = [float(value) for value in args.fit.split(",")]
    results = {fit: Calibration() for fit in fits}
    info = plugins().variant(args.variant)
    for index in range(args.games):
        seed = args.seed + index
        expert = ProbingExpert(seed, fits, results)
        opponent = plugins().make_strategy(args.b, seed + 1)
        runner = GameRunner.new(info.rules, info.scoring, seed=seed, first_dealer=index % 2, players=(expert, opponent))
        expert.runner = runner
        runner.play(max_hands=200, max_moves=3000)
    print(f"sampled hands against the true ones: {args.b} ({args.variant}), {args.games} games from seed {args.seed}")
    for fit, calibration in results.items():
        error = statistics.mean(calibration.errors)
        percentile = statistics.mean(calibration.percentiles)
        likelihood = statistics.mean(calibration.likelihoods)
        print(f"  discard_fit {fit:4}: {len(calibration.errors)} positions, mean deadwood off by {error:.2f}, "
              f"true deadwood's percentile {percentile:.3f}, log-likelihood {likelihood:.3f}")


if __name__ == "__main__":
    main()
