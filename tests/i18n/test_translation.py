"""Choosing the language and loading ninescore's and Qt's translations."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ninescore import i18n

RESTART_NOTICE_EN = "The new language will be used the next time ninescore starts."
RESTART_NOTICE_RU = "Новый язык будет включён при следующем запуске ninescore."


@pytest.fixture
def clean_language(qapp: QApplication) -> Iterator[QApplication]:
    """No saved language, no translators, and the default locale put back afterwards."""
    default_locale = QLocale()
    i18n.set_saved_language(None)
    i18n.remove_translators()
    yield qapp
    i18n.set_saved_language(None)
    i18n.remove_translators()
    QLocale.setDefault(default_locale)


def qtbase_ru_available() -> bool:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return (folder / "qtbase_ru.qm").is_file()


def test_lang_ru_translates_ninescore_strings(clean_language: QApplication) -> None:
    assert i18n.install_translators(clean_language, "ru") == "ru"
    assert QCoreApplication.translate("Language", RESTART_NOTICE_EN) == RESTART_NOTICE_RU
    assert i18n.restart_notice() == RESTART_NOTICE_RU
    assert QLocale().language() == QLocale.Language.Russian


def test_lang_en_keeps_the_english_source_text(clean_language: QApplication) -> None:
    i18n.install_translators(clean_language, "ru")
    assert i18n.install_translators(clean_language, "en") == "en"
    assert i18n.restart_notice() == RESTART_NOTICE_EN


def test_region_and_case_in_lang_are_accepted(clean_language: QApplication) -> None:
    assert i18n.install_translators(clean_language, "ru_RU") == "ru"
    assert i18n.install_translators(clean_language, "EN-us") == "en"


def test_unknown_lang_is_refused_with_one_sentence(clean_language: QApplication) -> None:
    with pytest.raises(ValueError, match=r"Unknown language “xx”: choose one of en, ru\."):
        i18n.install_translators(clean_language, "xx")


@pytest.mark.skipif(
    not qtbase_ru_available(), reason="this PySide6 wheel ships no qtbase_ru.qm translations"
)
def test_qt_dialog_buttons_come_in_russian(clean_language: QApplication) -> None:
    i18n.install_translators(clean_language, "ru")
    assert QCoreApplication.translate("QFileDialog", "Open") == "Открыть"
    assert QCoreApplication.translate("QPrintDialog", "Print") == "Печать"
    # A real widget built after the switch shows Qt's own Russian text.
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None
    assert cancel.text() == "Отмена"


def test_saved_language_is_used_when_no_lang_is_given(clean_language: QApplication) -> None:
    i18n.set_saved_language("ru")
    assert i18n.saved_language() == "ru"
    assert i18n.install_translators(clean_language, None) == "ru"
    # An explicit --lang still wins over the saved choice.
    assert i18n.install_translators(clean_language, "en") == "en"


def test_forgetting_the_saved_language_follows_the_system(clean_language: QApplication) -> None:
    i18n.set_saved_language("ru")
    i18n.set_saved_language(None)
    assert i18n.saved_language() is None
    assert i18n.choose_language(None) == i18n.system_language()


def test_a_garbled_saved_language_is_ignored(clean_language: QApplication) -> None:
    from PySide6.QtCore import QSettings

    QSettings("ninescore", "ninescore").setValue("language", "klingon")
    assert i18n.saved_language() is None
    assert i18n.choose_language(None) == i18n.system_language()


def test_saving_an_unknown_language_is_refused(clean_language: QApplication) -> None:
    with pytest.raises(ValueError, match="Unknown language"):
        i18n.set_saved_language("xx")
    assert i18n.saved_language() is None


def test_languages_offered_are_english_and_russian() -> None:
    assert i18n.LANGUAGES == {"en": "English", "ru": "Русский"}


def _language_chosen_in_a_fresh_process(tmp_path: Path, lang_env: str) -> str:
    env = dict(os.environ, LANG=lang_env, XDG_CONFIG_HOME=str(tmp_path))
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        env.pop(variable, None)
    script = "from ninescore import i18n; print(i18n.setup_cli_translation(None))"
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    return result.stdout.strip()


def test_a_russian_system_locale_chooses_russian(tmp_path: Path) -> None:
    assert _language_chosen_in_a_fresh_process(tmp_path, "ru_RU.UTF-8") == "ru"


def test_any_other_system_locale_chooses_english(tmp_path: Path) -> None:
    assert _language_chosen_in_a_fresh_process(tmp_path, "de_DE.UTF-8") == "en"


def test_command_line_help_is_russian_with_lang_ru() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ninescore", "--lang", "ru", "--help"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    )
    assert "использование:" in result.stdout
    assert "язык программы" in result.stdout
