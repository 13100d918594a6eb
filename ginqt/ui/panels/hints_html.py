"""The hints panel's cards and words as rich text, in the suits' colours as on the table: imported when the
panel first shows something (:mod:`ginqt.ui.panels.hints`; a start, with the docks closed, needs none of it)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from ginqt.cards import Card
from ginqt.ui.table.render import DEFAULT_RED, suit_color

__all__ = ["CARD_FACE", "RED", "cards_html", "escape", "sorted_cards", "words_html"]

escape = html.escape  #: plain words as rich text

RED = DEFAULT_RED
#: A card is written as on a card: its rank and suit on a white face, in its suit's colour, whatever the dock's body
CARD_FACE = "#ffffff"


def _in_colour(symbol: str, suit: int, red: str, four_colour: bool) -> str:
    """One card's symbol on a white face in its suit's colour (the dock's body is the felt: a red or a black
    card would not read on it)."""
    colour = suit_color(suit, four_colour, red).name()
    return f'<span style="background-color:{CARD_FACE}; color:{colour}">&#8201;{html.escape(symbol)}&#8201;</span>'


def cards_html(cards: Iterable[int], red: str = RED, four_colour: bool = False) -> str:
    """Cards as rich text (``10♥`` in red; with ``four_colour`` diamonds blue and clubs green, as on the
    table), or an em dash for none."""
    parts = [_in_colour(Card(card).symbol, Card(card).suit, red, four_colour) for card in cards]
    return "&nbsp; ".join(parts) if parts else "—"  # (Qt draws a plain space between two faces white)


_CARD_WORD = re.compile("(10|[2-9AJQK])([♠♥♦♣])( ?)")


def words_html(words: str, red: str = RED, four_colour: bool = False) -> str:
    """``words`` as rich text, every card in them (``9♣``) in its suit's colour as on the table.

    >>> words_html("Discard 9♦ & keep", four_colour=True)
    'Discard <span style="background-color:#ffffff; color:#1f4fc1">&#8201;9♦&#8201;</span>&nbsp;&amp; keep'
    """
    def face(found: re.Match[str]) -> str:  # (the space after it a hard one: Qt draws a plain one white)
        symbol = found.group(1) + found.group(2)
        return _in_colour(symbol, "♠♥♦♣".index(found.group(2)), red, four_colour) + ("&nbsp;" if found.group(3) else "")

    return _CARD_WORD.sub(face, html.escape(words))


def sorted_cards(cards: Iterable[int]) -> list[Card]:
    """Cards by suit, then rank (as a hand is read)."""
    return sorted((Card(c) for c in cards), key=lambda c: (c.suit, c.rank))
