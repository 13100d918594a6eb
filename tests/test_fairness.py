"""Provably fair deals: the commitment, the shuffle, the reveal, and nothing hidden reaching a player."""

from __future__ import annotations

import hashlib
import random
import subprocess
import sys
from pathlib import Path

import pytest
from engine_helpers import StandardPlayer

from ginqt.cards import ALL_CARDS
from ginqt.engine import DealSecret, Event, Match, PlayerView
from ginqt.engine.deals import commitment, deck_from_seed, derive_number
from ginqt.play.runner import GameRunner
from ginqt.play.spec import GameSpec, Variant
from ginqt.plugins import load_plugins
from ginqt.research.job import GameJob
from ginqt.research.tournament import game_seed, play_game
from ginqt.rules import Rules
from ginqt.strategy import FallbackStrategy

SEED = "00112233445566778899aabbccddeeff"
SALT = "0123456789abcdef0123456789abcdef"


def test_the_commitment_is_the_sha256_of_salt_colon_seed() -> None:
    # printf '%s:%s' SALT SEED | sha256sum
    assert commitment(SEED, SALT) == "54570ef5e1f2e7ffd67401cac1d4acb2a42d30db969c42d407a2f31719870805"
    assert DealSecret(SEED, SALT).matches(commitment(SEED, SALT))
    assert not DealSecret(SEED, SALT[::-1]).matches(commitment(SEED, SALT))


def reference_deck(seed: str) -> list[int]:
    """The shuffle as docs/FAIRNESS.md words it, written again from the words alone."""
    stream: list[int] = []
    block = 0
    deck = list(range(52))
    for i in range(51, 0, -1):
        while True:
            if not stream:
                digest = hashlib.sha256(f"{seed}:{block}".encode()).digest()
                stream = [int.from_bytes(digest[k:k + 4], "big") for k in range(0, 32, 4)]
                block += 1
            x = stream.pop(0)
            if x < 2**32 - 2**32 % (i + 1):
                break
        j = x % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("seed", [SEED, "f" * 32, "0" * 32, DealSecret.derived(3, 9).seed])
def test_the_deck_is_the_documented_fisher_yates_shuffle(seed: str) -> None:
    deck = deck_from_seed(seed)
    assert deck == reference_deck(seed)
    assert sorted(deck) == list(ALL_CARDS)


def test_a_pinned_deck_never_changes() -> None:
    """Records written today must verify tomorrow: the shuffle of one seed, written down."""
    assert " ".join(c.text for c in deck_from_seed(SEED)) == (
        "9S 9C 2S JS 4C KD 7S 8D AD JH 3S 6H QH AS QS 5H 5D 2D QD KC TS 5S 7C 9H 6C KH "
        "8H 4S KS 5C TC 4D TH 9D TD 2H 6S 3C 8S 8C AC 7H AH 7D 3D 3H QC 6D JC 2C 4H JD"
    )


def test_every_card_is_as_likely_in_every_place() -> None:
    """The position of the ace of spades over 10,400 decks: a chi-square test (51 degrees of freedom)."""
    decks = 10_400
    places = [0] * 52
    for n in range(decks):
        places[deck_from_seed(f"{n:032x}").index(ALL_CARDS[0])] += 1
    expected = decks / 52
    chi_square = sum((count - expected) ** 2 / expected for count in places)
    assert chi_square < 100  # p < 0.0001 at 51 degrees of freedom; a biased shuffle scores far above


def test_bad_secrets_are_refused() -> None:
    for seed, salt in (("abc", SALT), (SEED.upper(), SALT), (SEED, SALT + "0"), (SEED, None)):
        with pytest.raises(ValueError):
            DealSecret(seed, salt)  # type: ignore[arg-type]


def test_a_seeded_game_deals_the_same_and_each_hand_differently() -> None:
    first, again = Match.new(Rules(), seed=5), Match.new(Rules(), seed=5)
    assert first.deal == again.deal == DealSecret.derived(5, 1) and first.hand == again.hand
    assert Match.new(Rules(), seed=6).deal != first.deal


def test_a_game_without_a_seed_draws_a_fresh_secret_every_hand() -> None:
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=100))),
                                  (StandardPlayer(), StandardPlayer()))
    assert runner.match.seed is None
    assert runner.play()
    secrets = [hand.deal for hand in runner.match.history]
    assert len(set(secrets)) == len(secrets) > 1
    assert Match.new(Rules()).deal != Match.new(Rules()).deal


class Spy(FallbackStrategy):
    """Plays like the fallback and keeps the text of everything it is given."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def new_hand(self, view: PlayerView) -> None:
        self.seen.append(repr(view))

    def observe(self, event: Event) -> None:
        self.seen.append(repr(event))

    def choose(self, view: PlayerView) -> object:  # type: ignore[override]
        self.seen.append(repr(view))
        return super().choose(view)


def test_the_commitment_comes_before_the_deal_and_the_secret_after_the_hand() -> None:
    spies = (Spy(), Spy())
    runner = GameRunner(GameSpec(Variant.standard(Rules(score_limit=80)), seed=12), spies)
    shown = runner.commitment
    secret = runner.match.deal
    assert shown is not None and secret is not None and runner.revealed is None
    hands = 0
    while not runner.over:
        if runner.hand_over:
            assert runner.revealed == secret and secret.matches(shown)
            assert runner.match.history[-1].deal == secret
            runner.next_hand()
            shown, secret = runner.commitment, runner.match.deal
            assert shown is not None and secret is not None
            continue
        before = [len(spy.seen) for spy in spies]
        runner.step()
        if not runner.hand_over:  # while the hand is played, no player is shown its seed or salt
            for spy, start in zip(spies, before, strict=True):
                told = "".join(spy.seen[start:])
                assert secret.seed not in told and secret.salt not in told
                assert runner.view(0).history == runner.match.history  # finished hands only
        hands += runner.hand_over
    assert hands == len(runner.match.history) > 1


def test_tournament_players_never_get_the_deal_key() -> None:
    """A player's seed is derived one way from the key: it cannot work the deals out from it."""
    plugins = load_plugins(autoload=False)
    seeds: list[int | None] = []
    original = plugins.make_guarded

    def spy(name: str, seed: int | None = None, **kw: object) -> object:
        seeds.append(seed)
        return original(name, seed, **kw)  # type: ignore[arg-type]

    plugins.make_guarded = spy  # type: ignore[method-assign,assignment]
    play_game(plugins, GameJob("easy", "easy", seed=4), 1)
    key = game_seed(4, 1)
    assert seeds == [derive_number(key, "seat/0"), derive_number(key, "seat/1")]
    assert all(s is not None and abs(s - key) > 2**20 for s in seeds)


def test_the_same_tournament_seed_deals_the_same_games() -> None:
    plugins = load_plugins(autoload=False)
    one = play_game(plugins, GameJob("standard", "easy", seed=9), 2)
    two = play_game(plugins, GameJob("standard", "easy", seed=9), 2)
    assert (one.winner, one.points, one.hands) == (two.winner, two.points, two.hands)


def test_unsecured_games_deal_as_before_fair_deals() -> None:
    """Match.unsecured is the old deal: random.Random(f"{seed}/{hand}") shuffles the deck."""
    match = Match.unsecured(Rules(), seed=31, first_dealer=0)
    deck = list(ALL_CARDS)
    random.Random("31/1").shuffle(deck)
    assert match.deal is None and match.commitment is None
    assert match.hand.first_upcard == deck[20]


def test_the_script_in_fairness_md_deals_as_the_engine(tmp_path: Path) -> None:
    """docs/FAIRNESS.md's check, run as a reader would: it needs nothing of GinQt."""
    text = (Path(__file__).parents[1] / "docs" / "FAIRNESS.md").read_text()
    script = text.split("```python\n", 1)[1].split("```", 1)[0]
    (tmp_path / "check_deal.py").write_text(script)
    match = Match.new(Rules(), seed=77, first_dealer=1)
    secret, hand = match.deal, match.hand
    assert secret is not None and match.commitment is not None
    for shown, verdict in ((match.commitment, "matches"), ("0" * 64, "DOES NOT MATCH")):
        out = subprocess.run([sys.executable, "-I", str(tmp_path / "check_deal.py"), secret.seed, secret.salt,
                              shown, str(hand.dealer)], capture_output=True, text=True, check=True, cwd=tmp_path)
        lines = {head: tail for head, _, tail in (line.rpartition(": ") for line in out.stdout.splitlines())}
        assert lines[""] == f"commitment {verdict}"
    assert set(lines["player 0"].split()) == set(hand.hand(0).text.split())
    assert set(lines["player 1"].split()) == set(hand.hand(1).text.split())
    assert lines["upcard"] == hand.first_upcard.text
    assert lines["stock, top first"].split() == [card.text for card in reversed(hand.stock)]
