"""The PyInstaller one-folder program that packaging/pyinstaller/build.sh builds.

CI builds it before the tests (a stage of .ci/run), and with CI=true these tests fail when it
is missing; on a developer's machine they skip until ``packaging/pyinstaller/build.sh`` has run.
``NINESCORE_FROZEN_APP`` may name a folder built elsewhere. Each test starts the program itself,
in a separate process, as a tournament desk would: the window painted offscreen in English and
Russian (its screenshot saved, and kept in docs/screenshots/ when ``NINESCORE_SCREENSHOTS``
names that folder), and sheets written with no display at all.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from packaging_support import (
    ROOT,
    assert_fonts_embedded,
    headless_env,
    missing,
    pdf_text,
    run,
    write_russian_sheet,
)
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from ninescore import __version__

DIST = Path(
    os.environ.get("NINESCORE_FROZEN_APP")
    or ROOT / "packaging" / "pyinstaller" / "dist" / "ninescore"
)
PROGRAM = DIST / ("ninescore-cli.exe" if sys.platform == "win32" else "ninescore")
WINDOW_ICON_SIZES = "[16, 24, 32, 48, 64, 128] px"


@pytest.fixture(autouse=True)
def frozen_program() -> Path:
    if not PROGRAM.is_file():
        missing(f"no PyInstaller build at {PROGRAM} (run packaging/pyinstaller/build.sh)")
    return PROGRAM


def test_frozen_program_reports_its_version(tmp_path: Path) -> None:
    result = run(PROGRAM, "--version", env=headless_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"ninescore {__version__}"


def test_frozen_program_answers_in_russian(tmp_path: Path) -> None:
    result = run(PROGRAM, "--lang", "ru", "--help", env=headless_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "использование:" in result.stdout


@pytest.mark.parametrize(
    ("lang", "screenshot"), [("en", "packaged-linux.png"), ("ru", "packaged-linux-ru.png")]
)
def test_frozen_program_paints_its_window_offscreen_and_exits_0(
    qapp: QApplication, tmp_path: Path, lang: str, screenshot: str
) -> None:
    data = tmp_path / "data"
    demo = run(PROGRAM, "demo", "--count", "3", env=headless_env(data), cwd=tmp_path)
    assert demo.returncode == 0, demo.stderr
    picture = tmp_path / screenshot
    env = headless_env(
        data,
        QT_QPA_PLATFORM="offscreen",
        NINESCORE_EXIT_AFTER_PAINT="1",
        NINESCORE_SCREENSHOT=str(picture),
    )
    result = run(PROGRAM, "-v", "--lang", lang, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    # The catalogue and the icon came from the bundle's compiled resources.
    assert f"translations loaded from :/ninescore/i18n/ninescore_{lang}.qm" in result.stderr
    assert f"window icon from :/ninescore/icons/, {WINDOW_ICON_SIZES}" in result.stderr
    assert f"window language {lang}" in result.stderr

    image = QImage(str(picture))
    assert image.width() >= 800 and image.height() >= 500, image.size()
    # A real window, not a blank one: many shades where the text and buttons are.
    shades = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(shades) > 20
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        shutil.copyfile(picture, Path(folder) / screenshot)


def test_frozen_program_writes_a_russian_sheet_without_a_display(tmp_path: Path) -> None:
    write_russian_sheet(PROGRAM, tmp_path)


def test_frozen_program_writes_an_english_sheet_without_a_display(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = headless_env(data)
    assert run(PROGRAM, "demo", "--count", "1", env=env, cwd=tmp_path).returncode == 0
    match_id = run(PROGRAM, "list", env=env, cwd=tmp_path).stdout.splitlines()[1].split()[-1]
    sheet = tmp_path / "sheet.pdf"
    result = run(
        PROGRAM, "--lang", "en", "sheet", match_id, "-o", str(sheet), env=env, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert "Nine-ball match sheet" in pdf_text(sheet)
    assert_fonts_embedded(sheet)


def test_frozen_folder_carries_no_translation_sources_and_the_schema() -> None:
    package = DIST / "_internal" / "ninescore"
    if sys.platform == "darwin":
        pytest.skip("a macOS .app keeps its files elsewhere")
    assert (package / "records" / "match.schema.json").is_file()
    assert not [p for p in DIST.rglob("ninescore_*") if p.suffix in (".ts", ".qm")], (
        "resources/ comes compiled into the program, not as loose files"
    )
