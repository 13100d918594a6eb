"""GinQt's translations: the languages it speaks and where their compiled catalogues are.

The sources are Qt Linguist files in ``resources/translations/ginqt_<code>.ts``;
``python -m ginqt.translations`` (see docs/TRANSLATING.md) updates them from the code
with PySide6's ``lupdate`` and compiles them with ``lrelease`` into
``ginqt/translations/ginqt_<code>.qm``, which ship inside the package (the wheel and
the installer bundle).  No Qt here: :mod:`ginqt.ui.language` loads the catalogues.

>>> sorted(LANGUAGES)
['de', 'en', 'es', 'fr']
>>> catalogue_path("de").name
'ginqt_de.qm'
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["LANGUAGES", "PLURALS_ONLY", "TRANSLATED", "catalogue_path"]

#: Every language of the window, by code, in its own words (what the language menu shows).
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
#: The languages with a catalogue of every message (English is the source text).
TRANSLATED = ("de", "fr", "es")
#: English's catalogue holds only the plural forms of the messages with a count (``%n points``).
PLURALS_ONLY = ("en",)

_HERE = Path(__file__).resolve().parent


def catalogue_path(code: str) -> Path:
    """The compiled catalogue (``.qm``) of language ``code``, inside this package."""
    return _HERE / f"ginqt_{code}.qm"
