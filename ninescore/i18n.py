"""Choosing the program's language and loading its translations.

Only QtCore is used here, so the command line can translate its messages without widgets.

English is the source language: the strings in the code are English, and ``ninescore_ru.qm`` turns
them into Russian. A change of language takes effect when the program is next started: widgets
built before the change keep their text, and re-translating every open window is not worth the
risk of a half-translated screen during a match.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from ninescore import resources

LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}
"""Language code → the language's own name (endonyms are shown untranslated on purpose)."""

DEFAULT_LANGUAGE = "en"
SETTINGS_ORGANIZATION = "ninescore"
SETTINGS_APPLICATION = "ninescore"
LANGUAGE_SETTING = "language"

_log = logging.getLogger(__name__)

# A translator that is garbage-collected is silently uninstalled: each must live as long as the
# application, so they are kept here.
_installed: list[QTranslator] = []
# The language install_translators chose last ("en" until it has run).
_language = DEFAULT_LANGUAGE
# The command line's QCoreApplication, kept so it outlives the function that created it.
_cli_app: QCoreApplication | None = None


def restart_notice() -> str:
    """Tell the user when a new language choice takes effect (the View → Language menu shows it)."""
    return QCoreApplication.translate(
        "Language", "The new language will be used the next time ninescore starts."
    )


def unknown_language_message(lang: str) -> str:
    """One sentence for a language code ninescore does not have."""
    return QCoreApplication.translate(
        "Language", "Unknown language “{lang}”: choose one of {choices}."
    ).format(lang=lang, choices=", ".join(sorted(LANGUAGES)))


def normalize_language(lang: str) -> str | None:
    """Map "ru", "ru_RU", "RU-ru" to "ru"; return None for a language ninescore does not have."""
    code = lang.strip().replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def _settings() -> QSettings:
    return QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION)


def saved_language() -> str | None:
    """The language chosen in the program, or None to follow the system."""
    value = _settings().value(LANGUAGE_SETTING)
    if not isinstance(value, str) or not value:
        return None
    return normalize_language(value)


def set_saved_language(lang: str | None) -> None:
    """Remember the user's language (None: follow the system). Used from the next start on."""
    settings = _settings()
    if lang is None:
        settings.remove(LANGUAGE_SETTING)
    else:
        code = normalize_language(lang)
        if code is None:
            raise ValueError(unknown_language_message(lang))
        settings.setValue(LANGUAGE_SETTING, code)
    settings.sync()


def system_language() -> str:
    """Russian if the system locale is Russian, otherwise English."""
    if QLocale.system().language() == QLocale.Language.Russian:
        return "ru"
    return DEFAULT_LANGUAGE


def choose_language(lang: str | None) -> str:
    """The explicit ``lang`` (``--lang``), else the saved choice, else the system's language.

    Raises ValueError (with a sentence for the user) for an explicit language ninescore lacks; a
    bad saved value is ignored instead, because the user cannot see or fix it from the outside.
    """
    if lang:
        code = normalize_language(lang)
        if code is None:
            raise ValueError(unknown_language_message(lang))
        return code
    return saved_language() or system_language()


def _app_translation(lang: str) -> str | None:
    """The Qt resource path of ninescore's catalogue for ``lang``, None if there is none."""
    try:
        catalogue = resources.path("i18n", f"ninescore_{lang}.qm")
    except resources.ResourcesNotCompiledError as error:
        _log.warning("%s", error)
        return None
    return catalogue if resources.exists("i18n", f"ninescore_{lang}.qm") else None


def _qt_translation_dirs() -> list[Path]:
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    # A frozen build may not carry a qt.conf pointing at its translations; the PySide6 package
    # folder is where both the wheel and PyInstaller put them.
    import PySide6

    dirs.append(Path(PySide6.__file__).parent / "Qt" / "translations")
    return dirs


def remove_translators() -> None:
    """Uninstall the translators :func:`install_translators` installed (tests, re-installing)."""
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(translator)
    _installed.clear()


def install_translators(app: QCoreApplication, lang: str | None) -> str:
    """Choose the language and install ninescore's and Qt's own translators into ``app``.

    Qt's ``qtbase`` catalogue translates the standard dialogs (print, file, message boxes). Calling
    this again replaces the translators installed before. Returns "en" or "ru".
    """
    global _language
    code = _language = choose_language(lang)
    remove_translators()

    catalogue = _app_translation(code)
    if catalogue is not None:
        translator = QTranslator(app)
        if translator.load(catalogue):
            app.installTranslator(translator)
            _installed.append(translator)
            _log.debug("ninescore's translations loaded from %s", catalogue)
        else:
            _log.warning("%s could not be read", catalogue)
    elif code != DEFAULT_LANGUAGE:
        _log.warning("ninescore_%s.qm is missing from ninescore's resources", code)

    for directory in _qt_translation_dirs():
        qt_translator = QTranslator(app)
        if qt_translator.load(f"qtbase_{code}", str(directory)):
            _log.debug("Qt's qtbase_%s translations loaded from %s", code, directory)
            app.installTranslator(qt_translator)
            _installed.append(qt_translator)
            break
    else:
        if code != DEFAULT_LANGUAGE:
            _log.info(
                "Qt's qtbase_%s translations were not found; Qt dialogs stay in English", code
            )

    # Dates and numbers follow the chosen language, unless the system locale already speaks it
    # (an English UI on an en_GB system keeps British dates).
    if QLocale.system().name().split("_")[0] != code:
        QLocale.setDefault(QLocale(code))
    return code


def setup_cli_translation(lang: str | None) -> str:
    """Translate command-line messages: a QCoreApplication (no widgets) if none exists yet.

    Only for subcommands that never open a window: a QApplication cannot be created afterwards
    while this QCoreApplication lives.
    """
    global _cli_app
    app = QCoreApplication.instance()
    if app is None:
        app = _cli_app = QCoreApplication(["ninescore"])
    return install_translators(app, lang)


def installed_language() -> str:
    """The language of the installed translators: the program's language ("en" or "ru")."""
    return _language


def installed_translators() -> list[QTranslator]:
    """The translators currently installed by :func:`install_translators` (for tests)."""
    return list(_installed)
