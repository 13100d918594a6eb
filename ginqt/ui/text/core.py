"""The words' tools: Qt's translation, placeholders, cards with suit symbols, the person's name."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLocale

from ginqt.cards import Card

__all__ = ["CONTEXT", "YOU", "card_symbol", "cards_text", "fill", "is_you", "lower_first", "number_text", "possessive",
           "shown_name", "tr", "upper_first"]

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


def is_you(name: str) -> bool:
    """Is ``name`` the person at the table under the default name (``You``, in the user's language)?
    Such a player is spoken to in the second person ("You drew K♥", "Du ziehst K♥"); any other name
    (the computer's, a name the person typed) is spoken of in the third person."""
    return name == YOU or name == tr(YOU)


def possessive(name: str) -> str:
    """``"Ann's"``, or ``"Your"`` for the person."""
    return tr("Your") if is_you(name) else fill(tr("%1's"), name)


#: A card at the start of a phrase (``J♥ abwerfen``): its rank keeps its capital.
_CARD_FIRST = re.compile("^(10|[2-9AJQK])[♠♥♦♣]")


def lower_first(words: str) -> str:
    """``"Drawing from the stock"`` as it goes on in a sentence: ``"drawing from the stock"``; a card
    that starts the phrase keeps its letter (``"J♥ abwerfen"``, never ``"j♥ abwerfen"``).

    >>> lower_first("Drawing from the stock"), lower_first("J♥ abwerfen"), lower_first("10♦ jeter")
    ('drawing from the stock', 'J♥ abwerfen', '10♦ jeter')
    """
    if _CARD_FIRST.match(words):
        return words
    return words[:1].lower() + words[1:]


def upper_first(words: str) -> str:
    """The first letter of ``words`` in capitals (after any opening mark: ``"¡Hiciste gin!"``)."""
    for index, char in enumerate(words):
        if char.isalpha():
            return words[:index] + char.upper() + words[index + 1:]
    return words


def number_text(value: float, decimals: int = 1) -> str:
    """A number as the user's language writes it (the default ``QLocale``, which the window's language
    sets): ``0.1`` in English, ``0,1`` in German, French and Spanish."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)
