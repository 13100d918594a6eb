"""Words for the ear: what a screen reader says about the table.

Cards are spoken as words ("queen of spades"), never as suit symbols (a screen reader
says "black heart suit" for ♥, or nothing); the focused object says where it is (its place
in the hand, the meld it belongs to, a pile's count); :func:`table_reading` is the whole
table in one go (the "read the table" key).  :func:`spoken` turns any line the table shows
("Computer discarded 7♥") into words for the ear.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ginqt.cards import Card
from ginqt.melds import MeldKind, MeldResult
from ginqt.ui.text.core import fill, tr

__all__ = ["ScoreLine", "TableFacts", "card_name", "card_words", "cards_spoken", "count_text", "meld_words",
           "pile_words", "sentences_text", "spoken", "stock_words", "table_reading"]


def _rank_names() -> tuple[str, ...]:
    return (tr("ace"), tr("2"), tr("3"), tr("4"), tr("5"), tr("6"), tr("7"), tr("8"), tr("9"), tr("10"),
            tr("jack"), tr("queen"), tr("king"))


def _suit_names() -> tuple[str, ...]:
    """In suit order (spades, hearts, diamonds, clubs)."""
    return tr("spades"), tr("hearts"), tr("diamonds"), tr("clubs")


def card_name(card: int) -> str:
    """``"queen of spades"``, ``"7 of hearts"``.

    >>> from ginqt.cards import parse_card
    >>> card_name(parse_card("QS")), card_name(parse_card("10h"))
    ('queen of spades', '10 of hearts')
    """
    return fill(tr("%1 of %2"), _rank_names()[card % 13], _suit_names()[card // 13])


def cards_spoken(cards: Iterable[int]) -> str:
    """Cards as words, separated by commas: ``"5 of hearts, 6 of hearts"``."""
    return ", ".join(card_name(card) for card in cards)


_CARD = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")
#: Between two cards written one after the other (``Q♥ Q♦``, a run ``7♦8♦9♦``): a pause, said as a comma.
_BETWEEN_CARDS = re.compile(r"(?<=[♠♥♦♣]) ?(?=(?:10|[2-9AJQK])[♠♥♦♣])")


def spoken(line: str) -> str:
    """A line the table shows, for the ear: every card written with a suit symbol becomes words.

    >>> spoken("Computer drew from the stock and discarded 7♥")
    'Computer drew from the stock and discarded 7 of hearts'
    >>> spoken("It makes a meld with Q♥ Q♦; the run 7♦8♦9♦")
    'It makes a meld with queen of hearts, queen of diamonds; the run 7 of diamonds, 8 of diamonds, 9 of diamonds'
    """
    def name(found: re.Match[str]) -> str:
        rank = "A23456789TJQK".index("T" if found[1] == "10" else found[1])
        return card_name("♠♥♦♣".index(found[2]) * 13 + rank)

    return _CARD.sub(name, _BETWEEN_CARDS.sub(", ", line))


def count_text(count: int) -> str:
    return tr("1 card") if count == 1 else fill(tr("%1 cards"), count)


def meld_words(kind: MeldKind, cards: Iterable[int]) -> str:
    """``"a run: 5 of hearts, 6 of hearts, 7 of hearts"``."""
    words = tr("a set: %1") if kind is MeldKind.SET else tr("a run: %1")
    return fill(words, cards_spoken(sorted(cards, key=lambda card: (card % 13, card // 13))))


def card_words(card: int, position: int, count: int, melds: MeldResult, drawn: bool, hinted: bool
               ) -> tuple[str, str]:
    """A card of the person's hand under the keyboard cursor: (name, description).

    The name says the card and its place ("7 of hearts, 3 of 10"); the description the
    meld it is in (or that it is deadwood), and whether it was just drawn or is advised.
    """
    name = fill(tr("%1, %2 of %3"), card_name(card), position, count)
    parts = []
    meld = next((m for m in melds.melds if card in m.cards), None)
    parts.append(fill(tr("In %1"), meld_words(meld.kind, meld.cards)) if meld is not None
                 else fill(tr("Deadwood, %1 points"), min(card % 13 + 1, 10)))
    if drawn:
        parts.append(tr("The card you just drew"))
    if hinted:
        parts.append(tr("The hint: discard it"))
    return name, ". ".join(parts)


def stock_words(count: int, hinted: bool = False) -> str:
    """The stock under the cursor: ``"Stock, 31 cards"``."""
    words = fill(tr("Stock, %1"), count_text(count))
    return words + (". " + tr("The hint: draw from the stock") if hinted else "")


def pile_words(top: int | None, count: int, hinted: bool = False, taken: bool = False) -> str:
    """The discard pile under the cursor: its top card and how many lie there."""
    if top is None:
        return tr("Discard pile, empty")
    words = fill(tr("Discard pile: %1 on top, %2"), card_name(top), count_text(count))
    if taken:
        words += ". " + tr("Your opponent just took your discard")
    return words + (". " + tr("The hint: take it") if hinted else "")


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One player's scores for :func:`table_reading` (one per game scored at once)."""

    name: str
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TableFacts:
    """What a sighted player sees on the table, as plain data for :func:`table_reading`."""

    melds: MeldResult  #: the person's hand arranged (the card just drawn included)
    drawn: Card | None  #: the card just drawn
    upcard: Card | None  #: the top of the discard pile
    pile_count: int
    stock_count: int
    scores: Sequence[ScoreLine]
    aim: str  #: what a game is played to ("to 100")
    instruction: str  #: the one instruction (or the result's title after a hand)
    opponent_melds: MeldResult | None = None  #: the opponent's hand, all of it face up (demo, open hands, its end)
    opponent_face_up: tuple[Card, ...] = ()  #: else the cards of it that lie face up (taken from the pile)
    opponent_face_down: int = 0  #: and how many lie face down


def _hand_words(melds: MeldResult) -> list[str]:
    # as the table shows them: sets, then runs, then the deadwood highest first
    parts = [meld_words(meld.kind, meld.cards)
             for meld in sorted(melds.melds, key=lambda m: (m.kind is not MeldKind.SET, min(m.cards)))]
    if len(melds.deadwood_cards):
        parts.append(fill(tr("deadwood %1: %2"), melds.deadwood, cards_spoken(
            sorted(melds.deadwood_cards, key=lambda card: (-(card % 13), card // 13)))))
    else:
        parts.append(tr("no deadwood"))
    return parts


def table_reading(facts: TableFacts) -> str:
    """The whole table, as the "read the table" key says it: the hand by melds, the deadwood,
    the upcard, the stock, the scores, then what to do.

    >>> from ginqt.cards import parse_card, parse_cards
    >>> from ginqt.melds import best_melds
    >>> facts = TableFacts(best_melds(parse_cards("5H 6H 7H KS KD KC 2C 9D 4S 3S")), None, parse_card("8S"), 1,
    ...                    31, (ScoreLine("You", (25,)), ScoreLine("Computer", (10,))), "to 100", "Your turn")
    >>> print(table_reading(facts))  # doctest: +NORMALIZE_WHITESPACE
    Your hand: a set: king of spades, king of diamonds, king of clubs; a run: 5 of hearts, 6 of hearts,
    7 of hearts; deadwood 18: 9 of diamonds, 4 of spades, 3 of spades, 2 of clubs.
    Upcard: 8 of spades, 1 card in the discard pile. Stock: 31 cards.
    Scores to 100: You 25, Computer 10. Your turn.
    """
    hand = "; ".join(_hand_words(facts.melds))
    sentences = [fill(tr("Your hand: %1"), hand)]
    if facts.drawn is not None:
        sentences.append(fill(tr("You just drew %1"), card_name(facts.drawn)))
    if facts.opponent_melds is not None:
        sentences.append(fill(tr("Your opponent's hand: %1"), "; ".join(_hand_words(facts.opponent_melds))))
    elif facts.opponent_face_up:  # only what lies face up: the rest of that hand is the opponent's secret
        sentences.append(fill(tr("Your opponent shows %1 and holds %n more cards face down", None,
                                 facts.opponent_face_down), cards_spoken(facts.opponent_face_up)))
    if facts.upcard is not None:
        pile = tr("1 card in the discard pile") if facts.pile_count == 1 else \
            fill(tr("%1 cards in the discard pile"), facts.pile_count)
        sentences.append(fill(tr("Upcard: %1, %2"), card_name(facts.upcard), pile))
    else:
        sentences.append(tr("The discard pile is empty"))
    sentences.append(fill(tr("Stock: %1"), count_text(facts.stock_count)))
    scores = ", ".join(f"{line.name} {' / '.join(str(s) for s in line.scores)}" for line in facts.scores)
    sentences.append(fill(tr("Scores %1: %2"), facts.aim, scores))
    if facts.instruction:
        sentences.append(facts.instruction)
    return sentences_text(sentences)


def sentences_text(sentences: Iterable[str]) -> str:
    """Sentences one after the other, each ending in a full stop unless it has its own (``…``, ``?``, ``!``).

    >>> sentences_text(["Gin!", "You score 31", "Computer to play…", ""])
    'Gin! You score 31. Computer to play…'
    """
    return " ".join(s if s[-1] in ".…?!:" else s + "." for s in (s.strip() for s in sentences) if s)
