"""The PyInstaller bundle, when packaging/pyinstaller/build.sh has built one here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

DIST = Path(__file__).resolve().parents[2] / "packaging" / "pyinstaller" / "dist" / "ninescore"
PROGRAM = DIST / ("ninescore-cli.exe" if sys.platform == "win32" else "ninescore")

pytestmark = pytest.mark.skipif(
    not PROGRAM.is_file(), reason="no PyInstaller build (run packaging/pyinstaller/build.sh)"
)


def run_frozen(*arguments: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, NINESCORE_DATA_DIR=str(tmp_path), NINESCORE_EXIT_AFTER_PAINT="1")
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
