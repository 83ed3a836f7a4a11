"""What the packaging tests share: CI's strictness, clean clones, fresh venvs, running ninescore.

The tests build and install the real thing (a wheel, an editable install, the PyInstaller
folder, the Linux desktop files) and run it as a person would, in separate processes. Nothing is
downloaded: fresh venvs see the dependencies already installed where the tests run, and pip is
told ``--no-index``.
"""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = "Scripts" if sys.platform == "win32" else "bin"


def in_ci() -> bool:
    """CI sets CI=true: there a missing build or tool is a failure, not a reason to skip."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def missing(reason: str) -> None:
    """Skip the test on a developer's machine; fail it in CI, which must have everything."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: .ci/run must provide it)", pytrace=False)
    pytest.skip(reason)


def need_program(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        missing(f"{name} ({package}) is not installed")
    assert found is not None
    return found


def need_module(name: str) -> None:
    try:
        __import__(name)
    except ImportError:
        missing(f"the Python module {name} is not installed (pip install -e '.[test]')")


def git(*arguments: str, cwd: Path) -> str:
    result = subprocess.run(
        ["git", *arguments], cwd=cwd, capture_output=True, text=True, check=True, timeout=120
    )
    return result.stdout.strip()


def clone_head(destination: Path) -> Path:
    """``git clone`` this repository and check out its HEAD: what is committed, nothing else."""
    need_program("git", "git")
    if not (ROOT / ".git").exists():
        missing(f"{ROOT} is not a git checkout")
    head = git("rev-parse", "HEAD", cwd=ROOT)
    git("clone", "--quiet", "--no-checkout", str(ROOT), str(destination), cwd=ROOT.parent)
    git("checkout", "--quiet", "--detach", head, cwd=destination)
    return destination


def fresh_venv(where: Path) -> Path:
    """A new venv that sees the dependencies installed here, but nothing of ninescore.

    A .pth file puts this interpreter's site-packages after the venv's own, so pip, hatchling,
    PySide6, pydantic and platformdirs need not be downloaded again; whatever is installed into
    the venv comes first. Returns the venv's python.
    """
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=120
    )
    python = where / SCRIPTS / ("python.exe" if sys.platform == "win32" else "python")
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    dependencies = [path for path in site.getsitepackages() if Path(path).is_dir()]
    Path(purelib, "_ninescore_tests_dependencies.pth").write_text(
        "\n".join(dependencies) + "\n", encoding="utf-8"
    )
    return python


def pip_install(python: Path, *arguments: str) -> None:
    """pip in ``python``'s venv, offline: every dependency must already be there."""
    result = subprocess.run(
        [str(python), "-m", "pip", "install", "--no-deps", "--no-index", "--quiet", *arguments],
        capture_output=True,
        text=True,
        timeout=600,
        env=dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1"),
    )
    assert result.returncode == 0, result.stdout + result.stderr


def headless_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """As at a tournament desk over ssh: no display, no Qt platform chosen, our own data folder."""
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH"):
        env.pop(name, None)
    return dict(env, NINESCORE_DATA_DIR=str(data_dir), **extra)


def run(
    program: Path | str, *arguments: str, env: dict[str, str], cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(program), *arguments],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


def pdf_text(pdf: Path) -> str:
    pdftotext = need_program("pdftotext", "Debian poppler-utils")
    return subprocess.run(
        [pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


def assert_fonts_embedded(pdf: Path) -> None:
    """The bundled DejaVu Sans, embedded: the fonts resources reached the program."""
    pdffonts = need_program("pdffonts", "Debian poppler-utils")
    rows = subprocess.run(
        [pdffonts, str(pdf)], capture_output=True, text=True, check=True
    ).stdout.splitlines()[2:]
    assert any(row.startswith("DejaVuSans") for row in rows), rows
    assert all(row.split()[-5] == "yes" for row in rows), rows


def write_russian_sheet(program: Path | str, tmp_path: Path) -> Path:
    """``ninescore demo`` then ``ninescore --lang ru sheet`` with no display; the PDF's path.

    Russian, because an English sheet would come out even if the catalogues were missing.
    """
    data = tmp_path / "data"
    env = headless_env(data)
    demo = run(program, "demo", "--count", "1", env=env, cwd=tmp_path)
    assert demo.returncode == 0, demo.stderr
    listing = run(program, "--lang", "ru", "list", env=env, cwd=tmp_path)
    assert listing.returncode == 0, listing.stderr
    rows = listing.stdout.splitlines()
    assert rows[0].startswith("Дата"), rows  # the Russian headings: the catalogue loaded
    match_id = rows[1].split()[-1]
    sheet = tmp_path / "sheet.pdf"
    result = run(
        program, "--lang", "ru", "sheet", match_id, "-o", str(sheet), env=env, cwd=tmp_path
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert sheet.read_bytes().startswith(b"%PDF")
    assert "Протокол матча" in pdf_text(sheet)
    assert_fonts_embedded(sheet)
    return sheet
