"""The PyInstaller bundle, when packaging/pyinstaller/build.sh has built one here."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DIST = Path(__file__).resolve().parents[2] / "packaging" / "pyinstaller" / "dist" / "ninescore"
PROGRAM = DIST / ("ninescore-cli.exe" if sys.platform == "win32" else "ninescore")

pytestmark = pytest.mark.skipif(
    not PROGRAM.is_file(), reason="no PyInstaller build (run packaging/pyinstaller/build.sh)"
)


def run_frozen(
    *arguments: str, tmp_path: Path, headless: bool = False
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, NINESCORE_DATA_DIR=str(tmp_path), NINESCORE_EXIT_AFTER_PAINT="1")
    if headless:
        # As on a server or in a terminal over ssh: no display and no Qt platform chosen.
        for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
            env.pop(name, None)
    return subprocess.run(
        [str(PROGRAM), *arguments],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def test_frozen_program_reports_its_version(tmp_path: Path) -> None:
    from ninescore import __version__

    result = run_frozen("--version", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"ninescore {__version__}"


def test_frozen_program_carries_the_russian_translation(tmp_path: Path) -> None:
    result = run_frozen("--lang", "ru", "--help", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "использование:" in result.stdout


def test_frozen_program_opens_and_paints_its_window_offscreen(tmp_path: Path) -> None:
    result = run_frozen("-v", "--lang", "ru", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_frozen_program_carries_every_package_resource() -> None:
    package = DIST / "_internal" / "ninescore"
    if not package.is_dir():  # macOS .app bundles keep them elsewhere
        pytest.skip("not a Linux or Windows one-folder layout")
    for resource in (
        "records/match.schema.json",
        "resources/fonts/DejaVuSans.ttf",
        "resources/fonts/DejaVuSans-Bold.ttf",
        "resources/i18n/ninescore_ru.qm",
        "resources/icons/ninescore.svg",
    ):
        assert (package / resource).is_file(), resource
    assert not list(package.rglob("*.ts")), "translation sources are not shipped"


def test_frozen_program_lists_and_prints_sheets_without_a_display(tmp_path: Path) -> None:
    data = tmp_path / "data"
    demo = run_frozen("demo", "--count", "2", "--data-dir", str(data), tmp_path=tmp_path)
    assert demo.returncode == 0, demo.stderr

    listing = run_frozen("--lang", "ru", "list", "--data-dir", str(data), tmp_path=tmp_path)
    assert listing.returncode == 0, listing.stderr
    rows = listing.stdout.splitlines()
    assert rows[0].startswith("Дата")  # the Russian headings: translations load frozen
    assert len(rows) == 3
    match_id = rows[1].split()[-1]

    sheet = tmp_path / "sheet.pdf"
    result = run_frozen(
        "--lang", "ru", "sheet", match_id, "-o", str(sheet), "--data-dir", str(data),
        tmp_path=tmp_path, headless=True,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert sheet.read_bytes().startswith(b"%PDF")
    if shutil.which("pdffonts"):
        fonts = subprocess.run(["pdffonts", str(sheet)], capture_output=True, text=True).stdout
        assert "DejaVuSans" in fonts  # the bundled font, embedded
        assert all(line.split()[-5] == "yes" for line in fonts.splitlines()[2:])
