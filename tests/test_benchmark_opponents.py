"""The benchmark opponents of ``benchmarks/eaai_opponents.py``: legal, faithful to their descriptions, seeded.

They are not installed plugins: the tests import the module from ``benchmarks/`` and
register it in-process, as ``bench_strength.py`` and ``ginqt tournament -p`` do.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import all_melds, brute_min_deadwood, mask_value

import ginqt.analysis.evaluator
from ginqt.analysis import sample_deals
from ginqt.cards import mask_of
from ginqt.cli import main
from ginqt.engine import Action, ActionKind, Event, EventKind, Match, Phase, PlayerView, SettlementKind
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.remote.faults import check_action
from ginqt.research.job import GameJob, PluginOptions
from ginqt.research.tournament import play_game, run_tournament
from ginqt.rules import PRESETS
from ginqt.standard import choose_standard
from ginqt.strategy import Strategy

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import eaai_opponents
from eaai_opponents import EaaiSimpleStrategy, GinHunterStrategy

PLUGINS = load_plugins(autoload=False, extra=[("eaai_opponents", eaai_opponents)])
VARIANTS = sorted(PLUGINS.variants)

#: Called for every decision of the player under test: (its view, its action, the card it drew this turn).
Check = Callable[[PlayerView, Action, "int | None"], None]


class Checked:
    """Seat 0: the player under test, every decision of it checked by ``check``."""

    def __init__(self, player: Strategy, check: Check) -> None:
        self.player, self.check = player, check
        self.drawn: int | None = None  # the card it drew this turn
        self.actions: list[str] = []

    def new_hand(self, view: PlayerView) -> None:
        self.drawn = None
        self.player.new_hand(view)

    def observe(self, event: Event) -> None:
        if event.player == 0 and event.kind in (EventKind.DREW_STOCK, EventKind.DREW_DISCARD, EventKind.TOOK_UPCARD):
            self.drawn = event.card
        self.player.observe(event)

    def choose(self, view: PlayerView) -> Action:
        action = self.player.choose(view)
        assert check_action(view, action) is None, (view.rules, action)
        self.check(view, action, self.drawn)
        self.actions.append(action.text)
        return action


def play(player: Strategy, variant: str, seed: int, check: Check, opponent: str = "standard") -> list[str]:
    """A whole game of ``player`` (seat 0) against ``opponent``; every action of seat 0, as text."""
    info = PLUGINS.variants[variant]
    checked = Checked(player, check)
    spec = GameSpec(Variant(info.name, info.rules, info.scoring), seed=seed, first_dealer=seed % 2)
    runner = GameRunner(spec, (checked, PLUGINS.make_strategy(opponent, seed + 1)))
    assert runner.play(max_hands=300)
    return checked.actions


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("name", ["eaai-simple", "gin-hunter"])
def test_plays_legal_moves_under_every_variant(name: str, variant: str) -> None:
    record = play_game(PLUGINS, GameJob(name, "standard", variant, seed=7), 1)
    assert record.faults == ([], []) and not record.abandoned
    assert record.winner is not None and record.times[0]


def test_the_two_play_each_other_and_a_random_corner_of_the_rules() -> None:
    for variant in ("eaai", "straight", "oklahoma"):
        record = play_game(PLUGINS, GameJob("gin-hunter", "eaai-simple", variant, seed=3))
        assert record.faults == ([], []) and record.winner is not None


def melds_with(hand: int, card: int) -> bool:
    """Brute force: some meld of ``hand`` plus ``card`` contains ``card``."""
    return any(m >> card & 1 for m in all_melds(hand | 1 << card))


class SimpleChecks:
    """What the EAAI description of SimpleGinRummyPlayer promises, checked at every decision."""

    def __init__(self) -> None:
        self.hand = (-1, -1)
        self.pairs: set[int] = set()  # (drawn | thrown) of this hand's turns: never played twice
        self.counts = {"take": 0, "refuse": 0, "knock": 0, "discard": 0, "pile-card-kept": 0}

    def __call__(self, v: PlayerView, action: Action, drawn: int | None) -> None:
        hand = v.hand.mask
        if (id(v.history), v.hand_number) != self.hand:
            self.hand, self.pairs = (id(v.history), v.hand_number), set()
        if v.phase in (Phase.UPCARD_OFFER, Phase.DRAW):
            if any(a.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD) for a in v.legal_actions):
                assert v.upcard is not None
                took = action.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)
                assert took == melds_with(hand, v.upcard)  # takes the upcard only (and always) when it melds
                self.counts["take" if took else "refuse"] += 1
            return
        assert action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.card is not None
        if v.pile_card is not None:
            assert action.card != v.pile_card  # never the card just taken
            self.counts["pile-card-kept"] += 1
        drawn_bit = 0 if drawn is None else 1 << drawn
        allowed = [c for c in v.hand if c != v.pile_card and (drawn_bit | 1 << c) not in self.pairs]
        left = brute_min_deadwood(hand & ~(1 << action.card))
        assert left == min(brute_min_deadwood(hand & ~(1 << c)) for c in allowed)  # leaves the least deadwood
        self.pairs.add(drawn_bit | 1 << action.card)
        knock_legal = any(a.kind is ActionKind.KNOCK and a.card in allowed for a in v.legal_actions)
        assert (action.kind is ActionKind.KNOCK) == knock_legal  # knocks as soon as it may
        if action.kind is ActionKind.KNOCK:
            assert action.melds is not None
            melded = sum(m.mask for m in action.melds)
            assert mask_value(hand & ~(1 << action.card) & ~melded) == left  # a least-deadwood arrangement
        self.counts["knock" if action.kind is ActionKind.KNOCK else "discard"] += 1


@pytest.mark.parametrize("variant", ["standard", "eaai", "oklahoma", "straight"])
def test_simple_does_what_the_eaai_player_does(variant: str) -> None:
    checks = SimpleChecks()
    for seed in range(4):
        play(EaaiSimpleStrategy(seed), variant, seed, checks)
    counts = checks.counts
    assert counts["take"] and counts["refuse"] and counts["pile-card-kept"] and counts["discard"]
    assert counts["knock"] >= 4  # every hand it won by knocking was checked


def test_gin_hunter_knocks_early_then_only_for_gin() -> None:
    hunter = GinHunterStrategy(5)
    seen = {"early": 0, "late-gin": 0, "late-waits": 0}

    def check(v: PlayerView, action: Action, drawn: int | None) -> None:
        if v.phase is not Phase.DISCARD:
            return
        assert action.card is not None
        assert action.card != v.pile_card
        done = hunter.discards  # its finished turns this hand
        left = brute_min_deadwood(v.hand.mask & ~(1 << action.card))
        knocks = [a for a in v.legal_actions if a.kind is ActionKind.KNOCK]
        if done < 3:
            if knocks:
                assert action.kind is ActionKind.KNOCK
                seen["early"] += 1
        elif action.kind is ActionKind.KNOCK:
            assert left == 0, "knocked after its third turn without gin"
            seen["late-gin"] += 1
        elif knocks:
            seen["late-waits"] += 1

    for seed in range(6):
        play(hunter, "standard", seed, check)
    assert seen["late-gin"] and seen["late-waits"]


@pytest.mark.parametrize("factory", [EaaiSimpleStrategy, GinHunterStrategy])
def test_seeded(factory: Callable[[int], Strategy]) -> None:
    def no_check(v: PlayerView, action: Action, drawn: int | None) -> None:
        pass

    first = play(factory(11), "standard", 2, no_check)
    assert play(factory(11), "standard", 2, no_check) == first
    assert any(play(factory(seed), "standard", 2, no_check) != first for seed in (12, 13, 14))


@pytest.mark.slow
def test_tournament_workers_load_the_module_and_agree_with_one_process() -> None:
    one, two = (
        run_tournament(GameJob("gin-hunter", "eaai-simple", seed=2, plugins=PluginOptions(modules=("eaai_opponents",))),
                       4, jobs=jobs)
        .to_dict(timings=False)
        for jobs in (1, 2)
    )
    assert one == two


def test_cli_registers_a_module_with_p(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "gin-hunter", "eaai-simple", "--games", "2", "--variant", "eaai", "--json"]
    assert main([*argv, "-p", "eaai_opponents"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["strategy"] for p in data["players"]] == ["gin-hunter", "eaai-simple"]
    assert main(argv) == 2  # not registered without -p: the game's own plugins do not have them
    assert "unknown strategy 'gin-hunter'" in capsys.readouterr().err
    assert main([*argv, "-p", "no_such_module"]) == 2
    assert "cannot import plugin module 'no_such_module'" in capsys.readouterr().err


def test_bench_strength_reports_rates_times_and_goals(capsys: pytest.CaptureFixture[str]) -> None:
    import bench_strength

    argv = ["--a", "standard", "--b", "easy", "eaai-simple", "--variant", "standard", "eaai", "--games", "3",
            "--jobs", "1", "--seed", "4"]
    assert bench_strength.main([*argv, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    runs = report["runs"]
    assert [(r["variant"], r["opponent"]) for r in runs] == [
        ("standard", "easy"), ("standard", "eaai-simple"), ("eaai", "easy"), ("eaai", "eaai-simple")]
    for run in runs:
        low, high = run["win_ci95"]
        assert run["games"] == 3 and low <= run["win_rate"] <= high and 0 <= run["undercut"] <= run["knocks"]
        ms = run["decision_ms"]
        assert 0 < ms["median"] <= ms["p99"] and ms["mean"] > 0
    goal = runs[0]["goal"]  # issue 3: standard beats easy in 65 % of 2000 games
    assert goal["issue"] == 3 and goal["met"] == (runs[0]["win_rate"] >= 0.65) and not goal["enough_games"]
    assert all(r["goal"] is None for r in runs[1:])
    assert report["decision_time_goal"] is None and report["all_goals_met"] == goal["met"]
    assert bench_strength.main(argv) == 0
    out = capsys.readouterr().out
    assert "(issue 3): " in out and "(the issue asks for 2000 games)" in out and "eaai-simple" in out


def test_bench_strength_goals_of_issue_11() -> None:
    import bench_strength

    assert bench_strength.matchups("expert", [], [], goals_only=True) == [
        ("eaai-simple", "standard"), ("eaai-simple", "eaai"), ("gin-hunter", "standard"), ("standard", "standard")]
    runs = [{"decision_ms": {"median": 12.0, "p99": 280.0}}, {"decision_ms": {"median": 51.0, "p99": 90.0}}]
    timing = bench_strength.time_report("expert", runs)
    assert timing is not None and not timing["median_met"] and timing["p99_met"]
    with pytest.raises(SystemExit):
        bench_strength.main(["--a", "easy", "--goals"])  # no goals are set for easy


def test_bench_inference_scores_samples_nearer_the_true_hand_better() -> None:
    import bench_inference

    true = mask_of("AS 2S 3S 7H 8H 9H KD KC 4C 5D")
    elsewhere = mask_of("6S 7S 8S TH JH QH 2D 2C 9C JD")
    unseen = true | elsewhere
    right, wrong = bench_inference.Calibration(), bench_inference.Calibration()
    right.add([true, true, elsewhere], true, unseen)
    wrong.add([elsewhere, elsewhere, true], true, unseen)
    assert right.card_losses[0] < wrong.card_losses[0]
    assert right.likelihoods[0] > wrong.likelihoods[0]
    # The true deadwood (29) against the samples' 29, 29 and 23: above one, level with two.
    assert right.percentiles == [(1 + 2 / 2) / 3]


def test_bench_inference_scores_feed_chances_by_the_cards_that_meld_with_the_true_hand() -> None:
    import bench_inference

    true = mask_of("7S 7D 5H 6H JC QC 2D 9S 3C KD")
    elsewhere = mask_of("9H TH 2S 2C TD QD AS 4S KS 5C")
    mine = mask_of("7H 4H KC 8H JH AC")  # 7H, 4H and KC meld with the true hand; 8H and JH with the other
    right, wrong = bench_inference.Calibration(), bench_inference.Calibration()
    right.add_feeds([true, true], true, mine)
    wrong.add_feeds([elsewhere, elsewhere], true, mine)
    assert sorted(right.feeds) == [(0.0, False)] * 3 + [(1.0, True)] * 3
    assert bench_inference.area_under_curve(right.feeds) == 1.0
    # The three feeds share 0 with AC (half a win each) and lose to 8H and JH.
    assert bench_inference.area_under_curve(wrong.feeds) == (3 * 0.5) / 9
    report = right.feed_report()
    assert report is not None and "true rate 0.500" in report and "Brier score 0.0000" in report
    assert bench_inference.Calibration().feed_report() is None


def test_bench_inference_pairs_each_knock_of_the_expert_with_whether_it_was_undercut() -> None:
    import bench_inference

    undercut: list[bool] = []  # the expert's knocks (not gin) as the games' events show them

    def hand_over(match: Match) -> None:
        for event in match.events:
            settlement = event.settlement
            if event.kind is EventKind.KNOCKED and event.player == 0 and settlement is not None:
                if settlement.knocker_deadwood:
                    undercut.append(settlement.kind is SettlementKind.UNDERCUT)

    record = bench_inference.KnockRecord()
    bench_inference.play("gin-hunter", "standard", 3, 42, [], record, on_hand_end=hand_over)
    assert True in undercut and False in undercut  # these games hold knocks of both kinds
    assert [was for _, _, was in record.knocks] == undercut
    assert all(0.0 <= risk <= 1.0 and turns >= 0 for risk, turns, _ in record.knocks)
    first = record.report()[0]
    assert first.startswith(f"  {len(undercut)} knocks: estimated undercut risk ")


def test_bench_inference_marks_a_thrown_card_as_feeding_exactly_when_eaai_simple_takes_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import bench_inference

    seen: list[Event] = []  # every event the expert was told, in order

    class Listening(bench_inference.ProbingExpert):
        def observe(self, event: Event) -> None:
            seen.append(event)
            super().observe(event)

    monkeypatch.setattr(bench_inference, "ProbingExpert", Listening)
    throws = bench_inference.ThrowRecord()
    bench_inference.play("eaai-simple", "eaai", 2, 42, [], bench_inference.KnockRecord(), throws=throws)
    thrown = [i for i, event in enumerate(seen) if event.kind is EventKind.DISCARDED and event.player == 0]
    assert len(throws.throws) == len(thrown)
    # eaai-simple takes a discard exactly when it melds: every throw it answered says so.
    answered = [(melds, seen[i + 1].kind in (EventKind.TOOK_UPCARD, EventKind.DREW_DISCARD))
                for (_, melds), i in zip(throws.throws, thrown, strict=True) if seen[i + 1].player == 1]
    assert {taken for _, taken in answered} == {True, False}
    assert all(melds == taken for melds, taken in answered)
    assert all(0.0 <= chance <= 1.0 for chance, _ in throws.throws)
    report = throws.report()
    assert report is not None and report.startswith(f"  {len(thrown)} cards thrown: feed chance ")
    assert bench_inference.ThrowRecord().report() is None


def test_bench_hands_variant_that_sees_the_opponents_hand_samples_only_that_hand() -> None:
    import bench_hands

    version = bench_hands.parse_variant("see=sees:knock")
    assert version.sees == {"knock"}
    assert bench_hands.parse_variant("all=sees:all").sees == set(bench_hands.DECISION_KINDS)
    for bad in ("x=sees:", "x=sees:bluff", "x=sees:knock,hand:standard/draw"):
        with pytest.raises(SystemExit):
            bench_hands.parse_variant(bad)
    risks: list[float] = []  # the undercut risk of every knock the expert weighed
    for seed in range(1, 40):
        expert = version.player(seed)
        plain_advice = expert.advice

        def advice(view: PlayerView, plain_advice: Callable[[PlayerView], Any] = plain_advice) -> Any:
            analysis = plain_advice(view)
            risks.extend(a.undercut_risk for a in analysis.actions if a.undercut_risk is not None and a.deadwood)
            return analysis

        expert.advice = advice  # type: ignore[method-assign]
        players = (expert, bench_hands.plugins().make_strategy("easy", seed))
        rules = PRESETS["standard"].replace(score_limit=bench_hands.NO_LIMIT)
        runner = GameRunner(GameSpec(Variant.standard(rules), seed=seed), players)
        bench_hands.seated(players, runner).play(max_hands=1, max_moves=3000)
        if len(risks) >= 5:
            break
    # Every deal holds the true hand: a knock is undercut on all of them or on none.
    assert len(risks) >= 5 and set(risks) <= {0.0, 1.0}
    assert ginqt.analysis.evaluator.sample_deals is sample_deals  # the sampler is put back after each decision


def test_bench_hands_variants_hand_kinds_of_decision_to_another_strategy() -> None:
    import bench_hands

    version = bench_hands.parse_variant("mix=hand:standard/knock+discard,feed:6")
    assert version.name == "mix" and version.weights.feed == 6.0 and version.handover is not None
    assert version.handover.strategy == "standard"
    assert version.handover.kinds == {"knock", "discard", "opening"}  # the opening discards are discards
    assert bench_hands.parse_variant("base").handover is None
    for bad in ("x=hand:standard", "x=hand:/knock", "x=hand:standard/bluff", "x=hand:nobody/draw", "x=nonsense:1"):
        with pytest.raises(SystemExit):
            bench_hands.parse_variant(bad)

    def decisions(spec: str) -> list[tuple[str, bool, bool]]:
        """Each decision of a game of ``spec`` against ``easy``: its kind, whether a knock was
        allowed, and whether the move was ``standard``'s."""
        seen: list[tuple[str, bool, bool]] = []

        def record(view: PlayerView, action: Action, drawn: int | None) -> None:
            knock_allowed = any(a.kind is ActionKind.KNOCK for a in view.legal_actions)
            seen.append((bench_hands.decision_kind(view), knock_allowed, action == choose_standard(view)))

        play(bench_hands.parse_variant(spec).player(9), "standard", 9, record, opponent="easy")
        return seen

    everything = decisions("all=hand:standard/draw+knock+discard")
    assert {kind for kind, _, _ in everything} >= {"draw", "knock", "opening", "discard"}
    assert all(standard for _, _, standard in everything)
    assert all((kind == "knock") == knock_allowed for kind, knock_allowed, _ in everything)
    knocks_only = decisions("knocks=hand:standard/knock")
    assert all(standard for kind, _, standard in knocks_only if kind == "knock")
    assert not all(standard for kind, _, standard in knocks_only)  # the expert plays the rest, not as standard


def test_bench_decisions_plays_each_alternative_out_from_the_true_position() -> None:
    import bench_decisions
    import bench_hands

    seed = 400001
    kinds: set[str] = set()
    for seat in (0, 1):
        checked = bench_decisions.check_hand("standard", "standard", seed, seat, frozenset({"draw", "knock"}), 2)
        kinds |= {c.kind for c in checked}
        assert all(c.hand == 2 * seed + seat for c in checked)
        # The chosen move played out by copies of the players is the hand as it was really played.
        real, _ = bench_hands.play_hand(bench_hands.parse_variant("base"), "standard", "standard", seed, seat)
        assert {c.played for c in checked} == {real}
        assert len({(c.turns, c.alternative) for c in checked}) == len(checked)
        assert any(c.realized for c in checked)  # some alternative changes the hand's result
        for c in checked:  # a blind draw leaves no deadwood yet; every other move does
            assert (c.chosen_deadwood is None) == (c.chosen in ("stock", "pass"))
            assert (c.alternative_deadwood is None) == (c.alternative in ("stock", "pass"))
        for first in {c.turns: c for c in reversed(checked) if c.kind == "knock"}.values():
            # Where a knock is allowed the first alternative is the move of the other kind.
            assert first.chosen.startswith("knock") != first.alternative.startswith("knock")
    assert kinds == {"draw", "knock"}


def test_bench_decisions_counts_the_hands_in_its_standard_error() -> None:
    import bench_decisions
    from bench_decisions import Checked

    def row(hand: int, realized: int) -> Checked:
        return Checked(hand, "draw", 0, "stock", "pile", -1.0, realized, 0, None, 12)

    apart = bench_decisions.summary([row(1, 4), row(2, -4), row(3, 4), row(4, -4)])
    together = bench_decisions.summary([row(1, 4), row(1, 4), row(2, -4), row(2, -4)])
    assert apart["realized"] == together["realized"] == 0.0 and apart["hands"] == 4 and together["hands"] == 2
    assert together["se"] > apart["se"] > 0  # two hands' decisions are not four hands' worth
    report = bench_decisions.report([row(1, 4), Checked(2, "knock", 9, "discard 3H", "knock 3H", -20.0, -25, 5, 6, 6)])
    assert set(report) == {"draw", "knock"}
    assert [(band["from"], band["to"], band["n"]) for band in report["knock"]["bands"]] == [(None, -12.0, 1)]
    # Split by what the expert chose, where it chose between two sorts of move.
    took = Checked(5, "draw", 2, "pile", "stock", -3.0, -6, 0, 9, None)
    split = bench_decisions.report([row(1, 4), row(2, -4), took])["draw"]["chosen"]
    assert {name: (part["n"], part["realized"], part["estimate"]) for name, part in split.items()} == {
        "draw blind": (2, 0.0, -1.0), "take": (1, -6.0, -3.0)}
    assert report["knock"]["chosen"] == {}  # only one sort chosen: nothing to split


def test_bench_decisions_reports_what_its_rows_hold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import bench_decisions

    rows = tmp_path / "rows.jsonl"
    argv = ["--b", "eaai-simple", "--deals", "1", "--seed", "400001", "--kinds", "knock", "--rows", str(rows)]
    assert bench_decisions.main([*argv, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    written = [json.loads(line) for line in rows.read_text(encoding="utf-8").splitlines()]
    assert written and {row["kind"] for row in written} == {"knock"} == set(report["kinds"])
    knock = report["kinds"]["knock"]
    assert knock["n"] == len(written) == sum(band["n"] for band in knock["bands"])
    assert knock["realized"] == pytest.approx(sum(row["realized"] for row in written) / len(written))
    with pytest.raises(SystemExit):
        bench_decisions.main([*argv[:-2], "--kinds", "bluff"])
