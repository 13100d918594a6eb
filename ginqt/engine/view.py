"""What one player may see: the only thing strategies and hints are given."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ginqt.cards import Card, CardSet, mask_of
from ginqt.engine._fast import cardset, positional
from ginqt.engine.actions import Action, Phase
from ginqt.engine.hand import HandRecord, HandResult, HandState
from ginqt.rules import Rules

__all__ = ["GameState", "PlayerView"]


class GameState(Protocol):
    """What a view needs of a game in progress (:class:`ginqt.engine.Match` is one)."""

    @property
    def hand(self) -> HandState: ...
    @property
    def scores(self) -> tuple[int, int]: ...
    @property
    def hand_number(self) -> int: ...
    @property
    def history(self) -> tuple[HandRecord, ...]: ...


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A read-only snapshot of the game as ``player`` sees it; it holds no hidden card.

    The opponent's hand appears only as its size and the cards it took from the
    discard pile, until a knock lays both hands open (``result.settlement``).
    """

    player: int
    phase: Phase
    to_play: int
    dealer: int
    hand: CardSet
    discard_pile: tuple[Card, ...]
    opponent_known: CardSet  #: cards the opponent took from the pile and still holds
    opponent_card_count: int
    stock_count: int
    first_upcard: Card
    knock_limit: int  #: in force for the player to move (0 once they chose to play to gin)
    multiplier: int
    pile_card: Card | None  #: the card I just took from the pile, if any
    turns: int
    rules: Rules
    scores: tuple[int, int]
    hand_number: int
    legal_actions: tuple[Action, ...]  #: empty unless it is my turn
    result: HandResult | None
    history: tuple[HandRecord, ...]

    @property
    def my_turn(self) -> bool:
        return self.to_play == self.player and self.phase is not Phase.OVER

    @property
    def upcard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def opponent(self) -> int:
        return 1 - self.player

    def visible_cards(self) -> CardSet:
        """Every card this view shows (for the no-peeking tests)."""
        mask = self.hand.mask | self.opponent_known.mask | self.first_upcard.mask | mask_of(self.discard_pile)
        settlement = self.result.settlement if self.result else None
        if settlement is not None:
            for meld in (*settlement.knocker_melds, *settlement.defender_melds):
                mask |= meld.mask
            mask |= settlement.knocker_deadwood_cards.mask | settlement.defender_deadwood_cards.mask
        return CardSet(mask)

    @classmethod
    def of(cls, state: GameState | HandState, player: int) -> PlayerView:
        """``player``'s view of a match or a lone hand."""
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, not {player!r}")
        history: tuple[HandRecord, ...] = ()
        if type(state) is HandState or isinstance(state, HandState):
            hand, scores, number = state, (0, 0), 1
        else:
            hand, scores, number, history = state.hand, state.scores, state.hand_number, state.history
        phase = hand.phase
        mine = hand.to_play == player and phase is not Phase.OVER
        opponent = 1 - player
        hands = hand.hands
        rules = hand.rules
        first_upcard = hand.first_upcard
        knock_limit = rules.knock_limit_for(first_upcard, hand.turn_upcard) if not hand.playing_to_gin \
            else hand.knock_limit
        return (_make_view if cls is PlayerView else cls)(
            player,
            phase,
            hand.to_play,
            hand.dealer,
            cardset(hands[player]),
            hand.discard_pile,
            cardset(hand.known[opponent]),
            hands[opponent].bit_count(),
            len(hand.stock),
            first_upcard,
            knock_limit,
            rules.multiplier_for(first_upcard),  # hand.multiplier
            hand.pile_card if mine else None,
            hand.turns,
            rules,
            scores,
            number,
            hand.legal_actions(knock_limit) if mine else (),
            hand.result,
            history,
        )


# Every field, in order (see ginqt.engine._fast): a view is built for every move.
_make_view = positional(PlayerView)
