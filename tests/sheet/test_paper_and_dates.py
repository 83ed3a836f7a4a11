"""Paper and dates follow the system's region, not the language of the words; the window and
``ninescore sheet`` agree, and the desk's choice of paper is remembered for both.

Each case runs in fresh processes with ``LANG`` set, as a German or American desktop starts
ninescore (Qt reads ``LANG`` itself: no system locale needs to be generated for it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from ninescore.records import MatchRecord, Store

WINDOW_SIDE = """
import json, sys
from datetime import datetime
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QLocale
app = QApplication(["ninescore"])
from ninescore import i18n
i18n.install_translators(app, sys.argv[1])
from ninescore.sheet.content import date_text
from ninescore.sheet.paper import paper_of
from ninescore.ui.dialogs import printing
printer = printing.sheet_printer()
print(json.dumps({
    "system": QLocale.system().name(),
    "paper": paper_of(printer.pageLayout().pageSize()),
    "date": date_text(datetime.fromisoformat(sys.argv[2])),
}))
"""


def environment(lang: str, config: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(LANG=lang, XDG_CONFIG_HOME=str(config), QT_QPA_PLATFORM="offscreen")
    env.pop("LANGUAGE", None)
    return env


def window_side(lang: str, config: Path, ui: str, moment: str) -> dict[str, str]:
    """What the window's printing would use, in a fresh process in region ``lang``."""
    result = subprocess.run(
        [sys.executable, "-c", WINDOW_SIDE, ui, moment],
        env=environment(lang, config),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def command_line_sheet(
    lang: str, config: Path, ui: str, data: Path, match_id: str, output: Path, *more: str
) -> None:
    env = environment(lang, config)
    env.pop("QT_QPA_PLATFORM")
    result = subprocess.run(
        [
            *(sys.executable, "-m", "ninescore", "--lang", ui, "--data-dir", str(data)),
            *("sheet", match_id, "-o", str(output), *more),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def page_size(path: Path) -> str:
    result = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return next(line for line in result.stdout.splitlines() if line.startswith("Page size:"))


@pytest.mark.parametrize(
    ("lang", "ui", "paper", "date"),
    [
        ("de_DE.UTF-8", "en", "a4", "Friday, 14 March 2025"),
        ("en_US.UTF-8", "en", "letter", "Friday, March 14, 2025"),
        ("C.UTF-8", "en", "a4", "Friday, 14 March 2025"),
        ("es_MX.UTF-8", "en", "letter", "Friday, 14 March 2025"),
        ("de_DE.UTF-8", "ru", "a4", "пятница, 14 марта 2025\u202fг."),
    ],
    ids=["German desktop", "US desktop", "no region", "Mexico", "German desktop in Russian"],
)
def test_the_window_and_the_command_line_use_the_region_s_paper_and_dates(
    store: Store,
    short_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    lang: str,
    ui: str,
    paper: str,
    date: str,
) -> None:
    store.save(short_match)
    config = tmp_path / "config"
    moment = short_match.times[0].isoformat()
    window = window_side(lang, config, ui, moment)
    assert window["system"] == lang.split(".")[0]  # what QLocale.system() reports
    assert window["paper"] == paper
    assert window["date"] == date
    output = tmp_path / "sheet.pdf"
    command_line_sheet(lang, config, ui, store.data_path, short_match.id, output)
    assert f"({'A4' if paper == 'a4' else 'letter'})" in page_size(output)
    assert " ".join(date.split()) in " ".join(pdf_text(output).split())


def test_the_desk_s_choice_of_paper_is_the_command_line_s_default_too(
    store: Store, short_match: MatchRecord, tmp_path: Path
) -> None:
    store.save(short_match)
    config = tmp_path / "config"
    # The desk chose Letter in a print dialog, on a German desktop: ninescore's settings file.
    env = environment("de_DE.UTF-8", config)
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
            "from ninescore.sheet.paper import remember_paper; remember_paper('letter', 'a4')",
        ],
        env=env,
        check=True,
        timeout=60,
    )
    window = window_side("de_DE.UTF-8", config, "en", short_match.times[0].isoformat())
    assert window["paper"] == "letter"
    output = tmp_path / "sheet.pdf"
    command_line_sheet("de_DE.UTF-8", config, "en", store.data_path, short_match.id, output)
    assert "(letter)" in page_size(output)
    # --paper still decides when it is given.
    command_line_sheet(
        "de_DE.UTF-8", config, "en", store.data_path, short_match.id, output, "--paper", "a4"
    )
    assert "(A4)" in page_size(output)


def remember_in(lang: str, config: Path, paper: str, offered: str) -> None:
    """The person printed on ``paper`` where ``offered`` was offered, on a desktop of ``lang``."""
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
            "from ninescore.sheet.paper import remember_paper;"
            f"remember_paper({paper!r}, {offered!r})",
        ],
        env=environment(lang, config),
        check=True,
        timeout=60,
    )


def test_the_paper_offered_and_taken_is_not_remembered(
    short_match: MatchRecord, tmp_path: Path
) -> None:
    config = tmp_path / "config"
    moment = short_match.times[0].isoformat()
    remember_in("de_DE.UTF-8", config, "a4", offered="a4")  # A4 taken on a German desktop

    assert window_side("en_US.UTF-8", config, "en", moment)["paper"] == "letter"
    assert not (config / "ninescore" / "ninescore.conf").exists() or "papers" not in (
        config / "ninescore" / "ninescore.conf"
    ).read_text(encoding="utf-8")


def test_a_changed_paper_is_remembered_for_its_locale_only(
    short_match: MatchRecord, tmp_path: Path
) -> None:
    config = tmp_path / "config"
    moment = short_match.times[0].isoformat()
    remember_in("en_US.UTF-8", config, "a4", offered="letter")  # changed on an American desktop

    assert window_side("en_US.UTF-8", config, "en", moment)["paper"] == "a4"
    assert window_side("es_MX.UTF-8", config, "en", moment)["paper"] == "letter"
    # Changed back to the region's paper: the choice is forgotten, not kept as "letter".
    remember_in("en_US.UTF-8", config, "letter", offered="a4")
    assert window_side("en_US.UTF-8", config, "en", moment)["paper"] == "letter"
    assert "papers" not in (config / "ninescore" / "ninescore.conf").read_text(encoding="utf-8")
