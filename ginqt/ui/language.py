"""The window's language: GinQt's catalogue and Qt's own (its dialogs' buttons) installed in the application.

The language is the player's choice in Preferences (``Preferences.language``), or
``ginqt --lang CODE`` for one run; ``system`` follows the system's list of preferred
languages (the first one GinQt speaks, else English).  :func:`install` may be called
again: the catalogues of the previous language are taken out, and Qt sends every
widget a ``LanguageChange`` event.

>>> choose("de", ["fr-FR"])
'de'
>>> choose("system", ["pt-BR", "fr-CA", "de-DE"])
'fr'
>>> choose("system", ["pt-BR"])
'en'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator

from ginqt.translations import LANGUAGES, catalogue_path

__all__ = ["SYSTEM", "WindowLanguage", "choose", "install", "installed", "qt_catalogue_folder"]

#: The preference's value for "as the system says".
SYSTEM = "system"

_installed: list[QTranslator] = []
_language = ["en"]


def choose(wanted: str, system_languages: Sequence[str] | None = None) -> str:
    """The language code to show: ``wanted`` if GinQt speaks it, else the system's first one it speaks, else en."""
    if wanted in LANGUAGES:
        return wanted
    if system_languages is None:
        system_languages = QLocale.system().uiLanguages()
    for name in system_languages:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def qt_catalogue_folder() -> Path:
    """Where Qt's own catalogues (``qtbase_de.qm``) are: PySide6's ``Qt/translations`` (also in the bundle)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def install(wanted: str = SYSTEM, app: QCoreApplication | None = None) -> str:
    """Show the window in ``wanted`` (a code of :data:`ginqt.translations.LANGUAGES` or ``system``).

    Installs GinQt's catalogue and Qt's ``qtbase`` one, and makes it the default locale
    (numbers, and the help's ``rules.<code>.html``).  Returns the language now shown.
    """
    app = app or QCoreApplication.instance()
    code = choose(wanted)
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(code))
    for folder, name in ((qt_catalogue_folder(), f"qtbase_{code}"), (catalogue_path(code).parent, f"ginqt_{code}")):
        translator = QTranslator(app)
        if (folder / f"{name}.qm").is_file() and translator.load(name, str(folder)):
            _installed.append(translator)
    for translator in _installed:
        if app is not None:
            app.installTranslator(translator)
    _language[0] = code
    return code


def installed() -> str:
    """The language the window is shown in now."""
    return _language[0]


class WindowLanguage(QObject):
    """A window that follows the language: :meth:`set` installs another, and when Qt tells the window
    that the language changed, ``retranslate`` words what the window made once (its title, menus)."""

    def __init__(self, window: QObject, retranslate: Callable[[], None]) -> None:
        super().__init__(window)
        self._retranslate = retranslate
        window.installEventFilter(self)

    def set(self, wanted: str) -> None:
        """Show ``wanted`` (a language code or ``system``) from now on, if it is not the one shown."""
        if choose(wanted) != installed():
            install(wanted)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # now, not at the next loop

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False
