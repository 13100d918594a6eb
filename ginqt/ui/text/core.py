"""The words' tools: Qt's translation, placeholders, cards with suit symbols, the person's name."""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime

from ginqt.cards import Card

__all__ = ["COMPUTER", "CONTEXT", "YOU", "after_colon", "card_symbol", "cards_text", "computer_name", "fill",
           "is_computer", "is_you", "local_date", "local_time", "lower_first", "number_text", "points_text",
           "possessive", "shown_name", "tr", "upper_first"]

#: The name the person plays under by default; "You" gets "Your" and "You win".
YOU = "You"
#: The name the computer plays under: each language names it with its article ("L'ordinateur", "der Computer",
#: "el ordenador"), so a sentence about it has a translation of its own (:func:`is_computer`).
COMPUTER = "Computer"

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


def computer_name() -> str:
    """The computer's name, as the score board and the lists show it (``Computer``, ``L'ordinateur``)."""
    return tr("Computer")


def is_computer(name: str) -> bool:
    """Is ``name`` the computer's (``Computer``, in the user's language)?  A sentence about it is translated on its
    own (the same English words, told apart for the translator as "the computer"): in French, German and Spanish
    the computer is named with an article that changes with the sentence ("de l'ordinateur", "vom Computer",
    "del ordenador"), where a person's name stays as it is."""
    return name == COMPUTER or name == computer_name()


def after_colon(words: str, names: Iterable[str] = ()) -> str:
    """``words``, a sentence, as it goes on after a colon ("Last hand: %1"): French and Spanish write it on in
    lower case ("Dernière donne : vous gagnez 54 points", "Última mano: ganas 54 puntos"), English and German
    keep its capital; a sentence that begins with a person's name (one of ``names`` that is neither the
    person's default name nor the computer's) keeps it everywhere."""
    #: Translators: "lower" if a sentence that goes on after a colon starts in lower case in your language
    #: (French, Spanish), else "capital" (German); only these two words are understood.
    if tr("capital", "a sentence after a colon") != "lower":
        return words
    if any(words.startswith(name) for name in names if name and not is_you(name) and not is_computer(name)):
        return words
    return lower_first(words)


def possessive(name: str) -> str:
    """``"Ann's"``, or ``"Your"`` for the person (``"Computer's"``: the computer's, told apart for translators)."""
    if is_you(name):
        return tr("Your")
    return fill(tr("%1's", "the computer") if is_computer(name) else tr("%1's"), name)


#: A card at the start of a phrase (``J♥ abwerfen``): its rank keeps its capital.
_CARD_FIRST = re.compile("^(10|[2-9AJQK])[♠♥♦♣]")


def lower_first(words: str) -> str:
    """``"Drawing from the stock"`` as it goes on in a sentence: ``"drawing from the stock"``; a card
    that starts the phrase keeps its letter (``"J♥ abwerfen"``, never ``"j♥ abwerfen"``).

    >>> lower_first("Drawing from the stock"), lower_first("J♥ abwerfen"), lower_first("10♦ jeter")
    ('drawing from the stock', 'J♥ abwerfen', '10♦ jeter')
    """
    if _CARD_FIRST.search(words):
        return words
    return words[:1].lower() + words[1:]


def upper_first(words: str) -> str:
    """The first letter of ``words`` in capitals (after any opening mark: ``"¡Hiciste gin!"``)."""
    for index, char in enumerate(words):
        if char.isalpha():
            return words[:index] + char.upper() + words[index + 1:]
    return words


def points_text(value: float) -> str:
    """A number of points with a decimal, as the user's language says it: ``0.3 points``, ``1.5 points`` in
    English, ``0,3 point``, ``1,5 point`` in French (under 2 a quantity is singular there), ``0,3 Punkte``.

    The plural form goes by a count Qt's rules of each language read as the number's: 0 for a number under 2 (a
    plural in English, German and Spanish, the singular in French), 2 from 2 on.
    """
    count = 0 if round(abs(value), 1) < 2 else 2
    return fill(tr("%1 points", "a number with a decimal", count), number_text(value))


def number_text(value: float, decimals: int = 1) -> str:
    """A number as the user's language writes it (the default ``QLocale``, which the window's language
    sets): ``0.1`` in English, ``0,1`` in German, French and Spanish."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)


def _local(date: str) -> _dt.datetime | None:
    """An ISO 8601 date and time (UTC when it names no zone) in local time; ``None`` for one that is not."""
    try:
        when = _dt.datetime.fromisoformat(date)
    except ValueError:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=_dt.UTC)
    return when.astimezone()


def local_date(date: str) -> str:
    """An ISO 8601 date (UTC) as the user's language writes the local day (the default ``QLocale``, which the
    window's language sets): ``11/22/26`` in English, ``22/11/2026`` in French, ``22.11.26`` in German."""
    when = _local(date)
    if when is None:
        return date[:10]
    return QLocale().toString(QDate(when.year, when.month, when.day), QLocale.FormatType.ShortFormat)


def local_time(date: str) -> str:
    """An ISO 8601 date and time (UTC) as the user's language writes the local day and time, to the minute."""
    when = _local(date)
    if when is None:
        return date
    moment = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)
