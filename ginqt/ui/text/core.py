"""The words' tools: Qt's translation, placeholders, cards with suit symbols, the person's name."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ginqt.cards import Card

__all__ = ["CONTEXT", "YOU", "card_symbol", "cards_text", "fill", "lower_first", "possessive", "shown_name", "tr"]

#: The name the person plays under by default; "You" gets "Your" and "You win".
YOU = "You"

#: The words of this package (and of any plain ``tr("...")`` call) have no context: that is where
#: ``lupdate`` files a call of a function named ``tr`` outside a ``QObject``'s ``self.tr``.
CONTEXT = ""


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the user's language.  With a count ``n`` (pass it third, positionally, so that
    ``lupdate`` sees it), ``%n`` is the count and the translation has a form per plural:
    ``tr("%n points", None, 3)``."""
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


def fill(template: str, *values: object) -> str:
    """Qt's placeholders ``%1``, ``%2``, ... replaced by ``values``, highest first (``%10`` before ``%1``)."""
    for number in range(len(values), 0, -1):
        template = template.replace(f"%{number}", str(values[number - 1]))
    return template


def card_symbol(card: Card | None) -> str:
    """``7♥``, or nothing for no card."""
    return card.symbol if card is not None else ""


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as people write them, with suit symbols: ``"8♥ 10♠"``."""
    return " ".join(Card(card).symbol for card in cards)



def shown_name(name: str) -> str:
    """The person's name as the table says it: the default name ``You`` in the user's language."""
    return tr(YOU) if name == YOU else name


def possessive(name: str) -> str:
    """``"Ann's"``, or ``"Your"`` for the person."""
    return tr("Your") if name == tr(YOU) else fill(tr("%1's"), name)


def lower_first(words: str) -> str:
    """``"Drawing from the stock"`` as it goes on in a sentence: ``"drawing from the stock"``."""
    return words[:1].lower() + words[1:]
