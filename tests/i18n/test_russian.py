"""ninescore in Russian, as a Russian-speaking referee meets it: window, command line, sheet."""

from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ninescore.records import Store
from ninescore.records.demo import random_match
from ninescore.records.errors import record_error
from ninescore.ui.wiring import create_main_window

RU_TS = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "ninescore_ru.ts"
CYRILLIC = re.compile("[А-Яа-яЁё]")


def run_ninescore(*arguments: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    """``ninescore ARGS`` in a fresh process without a display, as at the tournament desk."""
    env = os.environ.copy()
    for variable in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(variable, None)
    return subprocess.run(
        [sys.executable, "-m", "ninescore", "--data-dir", str(data_dir), *arguments],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
        check=False,
    )


def menu_texts(menu: QWidget) -> list[str]:
    """The text of every entry of ``menu`` (a menu bar or a menu), submenus included."""
    texts = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        texts.append(action.text())
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            texts += menu_texts(submenu)
    return texts


def test_scoring_window_speaks_russian_in_menus_buttons_and_log(
    russian: QApplication, data_dir: Path, qtbot: QtBot
) -> None:
    window = create_main_window(russian, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.started)  # the words that wait for the first paint are in

    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Матч", "&Правка", "&Лимит времени", "&Вид", "&Справка"]
    # Every menu entry is Russian, except the language names, which are shown as endonyms.
    entries = menu_texts(window.menuBar())
    english = [text for text in entries if not CYRILLIC.search(text) and text != "English"]
    assert english == []

    controller = window.controller
    assert controller.new_match(players=("Иванов", "Petrova"), race_to=(5, 5))
    controller.toggle_pocketed(1)
    controller.commit_shot()
    controller.toggle_fact("scratch")
    controller.commit_shot()

    # The engine's rule for this ball in hand: a foul on an ordinary shot gives it (R6).
    assert window.message_text() == "Petrova играет «с руки» (п.\u00a06)."
    buttons = {button.text() for button in window.findChildren(QAbstractButton)}
    assert {"Биток в лузе  [S]", "Нарушение…  [X]", "Записать удар  [Enter]"} <= buttons
    folder = os.environ.get("NINESCORE_SCREENSHOTS")  # as in tests/ui/test_main_window_screens.py
    if folder:
        assert window.grab().save(str(Path(folder) / "window-ru.png"))
    controller.close_match()


def test_records_errors_are_translated_when_shown(russian: QApplication) -> None:
    error = record_error("empty", Path("match.json"))
    assert str(error) == "The match file match.json is empty."
    assert error.describe(QCoreApplication.translate) == "Файл матча match.json пуст."


def test_command_line_lists_an_empty_folder_in_russian(tmp_path: Path) -> None:
    result = run_ninescore("--lang", "ru", "list", data_dir=tmp_path / "data")
    assert result.returncode == 0, result.stderr
    assert "пока нет сохранённых матчей" in result.stdout


def test_command_line_help_of_a_subcommand_is_russian(tmp_path: Path) -> None:
    result = run_ninescore("--lang", "ru", "sheet", "--help", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Записать протокол сохранённого матча в файл PDF" in result.stdout
    assert "формат бумаги (по умолчанию: a4)" in result.stdout


def test_command_line_errors_are_russian(tmp_path: Path) -> None:
    result = run_ninescore(
        "--lang", "ru", "export", "--since", "вчера", "-", data_dir=tmp_path / "data"
    )
    assert result.returncode != 0
    assert "не дата; укажите дату в виде ГГГГ-ММ-ДД" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler) not installed")
def test_russian_match_sheet_has_translated_headings(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    record = random_match(
        random.Random(11),
        race_to=(3, 3),
        created=datetime(2025, 3, 14, 18, 0, tzinfo=UTC),
        finish=True,
        today=datetime(2025, 3, 20, tzinfo=UTC),
    )
    Store(data_dir).save(record)
    output = tmp_path / "sheet-ru.pdf"

    result = run_ninescore(
        "--lang", "ru", "sheet", record.id[:8], "-o", str(output), "--detail", data_dir=data_dir
    )

    assert result.returncode == 0, result.stderr
    assert "Протокол матча записан" in result.stdout
    text = subprocess.run(
        ["pdftotext", "-layout", str(output), "-"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    ).stdout
    for heading in ("Протокол матча «Девятка»", "Партии", "Итоги", "Запись партий по ударам"):
        assert heading in text
    assert re.search(r"стр\. 1 из \d", text)
    assert "ПОБЕДИТЕЛЬ" in text
    # The log cites the rules as the Russian rules text numbers them.
    assert re.search(r"\(п\.\s\d+[a-e]?\)", text)
    for english in ("Frames", "Totals", "page 1 of", "WINNER", "Foul"):
        assert english not in text


def test_every_russian_entry_is_finished_and_cites_rules_as_punkty() -> None:
    messages = list(ET.parse(RU_TS).getroot().iter("message"))
    assert len(messages) > 500
    for message in messages:
        translation = message.find("translation")
        assert translation is not None
        assert translation.get("type") is None, message.findtext("source")
        forms = [form.text for form in translation.iter("numerusform")] or [translation.text]
        assert all(forms), message.findtext("source")
        source = message.findtext("source") or ""
        # Rule codes in sentences ("(R12)", "R3a") read as «п. 12», «п. 3a» in Russian.
        for code in re.findall(r"\bR(\d+[a-e]?)\b", source):
            assert all(f"п.\u00a0{code}" in form for form in forms if form), (source, forms)
