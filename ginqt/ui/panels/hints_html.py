"""The hints panel's cards and words as rich text, in the suits' colours as on the table: imported when the
panel first shows something (:mod:`ginqt.ui.panels.hints`; a start, with the docks closed, needs none of it)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from ginqt.cards import Card
from ginqt.ui.table.render import DEFAULT_RED, suit_color

__all__ = ["RED", "cards_html", "escape", "sorted_cards", "words_html"]

escape = html.escape  #: plain words as rich text

RED = DEFAULT_RED
BLACK_SUITS = suit_color(0, False).name()  #: spades (and clubs in two colours) are written in the text's colour


def _in_colour(symbol: str, suit: int, red: str, four_colour: bool) -> str:
    """One card's symbol in its suit's colour (black ones in the text's own colour: black on a light
    panel, white in high contrast)."""
    colour = suit_color(suit, four_colour, red).name()
    if colour == BLACK_SUITS:
        return html.escape(symbol)
    return f'<span style="color:{colour}">{html.escape(symbol)}</span>'


def cards_html(cards: Iterable[int], red: str = RED, four_colour: bool = False) -> str:
    """Cards as rich text (``10♥`` in red; with ``four_colour`` diamonds blue and clubs green, as on the
    table), or an em dash for none."""
    parts = [_in_colour(Card(card).symbol, Card(card).suit, red, four_colour) for card in cards]
    return " ".join(parts) if parts else "—"


_CARD_WORD = re.compile("(10|[2-9AJQK])([♠♥♦♣])")


def words_html(words: str, red: str = RED, four_colour: bool = False) -> str:
    """``words`` as rich text, every card in them (``9♣``) in its suit's colour as on the table.

    >>> words_html("Discard 9♦ & keep", four_colour=True)
    'Discard <span style="color:#1f4fc1">9♦</span> &amp; keep'
    """
    return _CARD_WORD.sub(lambda found: _in_colour(found.group(0), "♠♥♦♣".index(found.group(2)), red, four_colour),
                          html.escape(words))


def sorted_cards(cards: Iterable[int]) -> list[Card]:
    """Cards by suit, then rank (as a hand is read)."""
    return sorted((Card(c) for c in cards), key=lambda c: (c.suit, c.rank))
