"""What a clean clone builds and installs: the sdist, the wheel and an editable install.

Each test starts from ``git clone`` of HEAD, so it proves what is committed (a file that only
exists in a working tree, or is git-ignored, is not there). The builds use the build backend
installed here (``--no-isolation``) and install offline into fresh venvs.
"""

from __future__ import annotations

import email.parser
import hashlib
import json
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest
from packaging_support import (
    clone_head,
    fresh_venv,
    git,
    headless_env,
    need_module,
    pip_install,
    run,
    write_russian_sheet,
)

from ninescore import __version__

NOT_COMPILED = {".ts"}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``python -m build`` of a clean clone: the sdist, and the wheel built from that sdist."""
    for module in ("build", "hatchling", "twine"):
        need_module(module)
    clone = clone_head(tmp_path_factory.mktemp("build") / "ninescore")
    out = clone / "dist"
    result = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(clone)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return out


def only(folder: Path, pattern: str) -> Path:
    found = list(folder.glob(pattern))
    assert len(found) == 1, found
    return found[0]


def wheel_metadata(wheel: Path) -> email.message.Message:
    with zipfile.ZipFile(wheel) as archive:
        text = archive.read(f"ninescore-{__version__}.dist-info/METADATA").decode("utf-8")
    return email.parser.Parser().parsestr(text)


def resource_files(checkout: Path) -> dict[str, str]:
    """Every file of ``checkout``'s resources/ that ships, as ``folder/path`` → sha256."""
    return {
        path.relative_to(checkout / "resources").as_posix(): hashlib.sha256(
            path.read_bytes()
        ).hexdigest()
        for path in sorted((checkout / "resources").rglob("*"))
        if path.is_file() and path.suffix not in NOT_COMPILED
    }


# Run inside the unpacked wheel: every file the program can find, as folder/path → sha256.
LIST_RESOURCES = """
import hashlib, json, ninescore, ninescore.resources as r, ninescore.resources_rc as rc
assert ninescore.__file__.startswith(__import__("sys").argv[1]), ninescore.__file__
print(json.dumps({
    f"{folder}/{name}": hashlib.sha256(r.read_bytes(folder, name)).hexdigest()
    for folder in rc.FOLDERS for name in r.names(folder)
}))
"""


def test_sdist_and_wheel_from_a_clean_clone_pass_twine_check(dist: Path) -> None:
    files = sorted(str(path) for path in dist.iterdir())
    assert sorted(Path(name).suffix for name in files) == [".gz", ".whl"], files
    result = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *files],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("PASSED") == 2, result.stdout


def test_wheel_holds_the_package_the_compiled_resources_and_no_sources(dist: Path) -> None:
    wheel = only(dist, "*.whl")
    assert wheel.name == f"ninescore-{__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    info = f"ninescore-{__version__}.dist-info"
    clone = dist.parent
    code = {path.relative_to(clone).as_posix() for path in (clone / "ninescore").rglob("*.py")}
    assert "ninescore/cli.py" in code
    assert code <= names, sorted(code - names)
    assert {
        "ninescore/resources_rc/__init__.py",
        "ninescore/resources_rc/fonts.py",
        "ninescore/resources_rc/i18n.py",
        "ninescore/resources_rc/icons.py",
        "ninescore/records/match.schema.json",
        f"{info}/licenses/LICENSE",
        f"{info}/licenses/resources/fonts/LICENSE",
        f"{info}/entry_points.txt",
    } <= names
    assert not [n for n in names if n.endswith((".ts", ".pyc", ".qrc"))]
    assert {n.split("/")[0] for n in names} == {"ninescore", info}
    with zipfile.ZipFile(wheel) as archive:
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
    assert "ninescore = ninescore.cli:main" in entry_points


def test_wheel_serves_every_file_of_the_resources_folder_unchanged(
    dist: Path, tmp_path: Path
) -> None:
    unpacked = tmp_path / "wheel"
    with zipfile.ZipFile(only(dist, "*.whl")) as archive:
        archive.extractall(unpacked)
    result = subprocess.run(
        [sys.executable, "-c", LIST_RESOURCES, str(unpacked)],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(headless_env(tmp_path), PYTHONPATH=str(unpacked), QT_QPA_PLATFORM="offscreen"),
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    served = json.loads(result.stdout)
    assert served == resource_files(dist.parent)
    assert {name.split("/")[0] for name in served} == {"feed", "fonts", "i18n", "icons"}


def test_wheel_metadata_is_complete_for_an_index(dist: Path) -> None:
    metadata = wheel_metadata(only(dist, "*.whl"))
    pyproject = (dist.parent / "pyproject.toml").read_text(encoding="utf-8")
    project = tomllib.loads(pyproject)["project"]
    assert metadata["Name"] == "ninescore"
    assert metadata["Version"] == __version__
    assert metadata["Summary"] == project["description"]
    assert metadata["Requires-Python"] == ">=3.11"
    assert metadata["License-Expression"] == "MIT"
    assert metadata["Description-Content-Type"] == "text/markdown"
    assert "pip install" in (metadata.get_payload() or "")  # the README is the description
    urls = dict(value.split(", ", 1) for value in metadata.get_all("Project-URL", []))
    assert set(urls) >= {"Homepage", "Source", "Issues", "Documentation"}
    assert all(url.startswith("https://github.com/ninescore/ninescore") for url in urls.values())
    classifiers = metadata.get_all("Classifier", [])
    assert "Environment :: X11 Applications :: Qt" in classifiers
    versions = [c.rsplit(" :: ", 1)[1] for c in classifiers if c.count(" :: ") == 2
                and c.startswith("Programming Language :: Python :: 3.")]  # fmt: skip
    # The versions named start where Requires-Python does.
    assert versions and min(versions, key=lambda v: tuple(map(int, v.split(".")))) == "3.11"
    requirements = metadata.get_all("Requires-Dist", [])
    assert any(r.startswith("pyside6-essentials") or r.startswith("PySide6-Essentials")
               for r in requirements), requirements  # fmt: skip


def test_sdist_carries_the_sources_a_wheel_is_built_from(dist: Path) -> None:
    with tarfile.open(only(dist, "*.tar.gz")) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {
        "pyproject.toml",
        "README.md",
        "LICENSE",
        "resources/i18n/ninescore_ru.ts",
        "resources/i18n/ninescore_ru.qm",
        "resources/fonts/LICENSE",
        "resources/icons/ninescore.svg",
        "tools/compile_resources.py",
        "packaging/hatch_build.py",
        "ninescore/cli.py",
    } <= names
    assert not [
        n for n in names if n.startswith(("ninescore/resources_rc", "packaging/pyinstaller/dist"))
    ]


def installed_program(python: Path, tmp_path: Path) -> tuple[Path, Path]:
    """The venv's ``ninescore`` command, after checking it answers ``--version``, and the
    ``ninescore/__init__.py`` the venv imports (so a test can tell which copy it runs)."""
    program = python.parent / "ninescore"
    version = run(program, "--version", env=headless_env(tmp_path / "data"), cwd=tmp_path)
    assert (version.returncode, version.stdout.strip()) == (0, f"ninescore {__version__}")
    where = run(
        python, "-c", "import ninescore; print(ninescore.__file__)", env=headless_env(tmp_path),
        cwd=tmp_path,
    )  # fmt: skip
    assert where.returncode == 0, where.stderr
    return program, Path(where.stdout.strip())


def test_wheel_installed_offline_in_a_fresh_venv_prints_a_russian_sheet(
    dist: Path, tmp_path: Path
) -> None:
    python = fresh_venv(tmp_path / "venv")
    pip_install(python, str(only(dist, "*.whl")))
    program, package = installed_program(python, tmp_path)
    assert package.is_relative_to(tmp_path / "venv"), package
    write_russian_sheet(program, tmp_path)


def test_editable_install_of_a_fresh_clone_runs_and_leaves_the_clone_clean(
    tmp_path: Path,
) -> None:
    need_module("hatchling")
    clone = clone_head(tmp_path / "ninescore")
    python = fresh_venv(tmp_path / "venv")
    # As the README says, with the build backend already here (no isolation, nothing fetched).
    pip_install(python, "--no-build-isolation", "-e", str(clone))
    program, package = installed_program(python, tmp_path)
    assert package == clone / "ninescore" / "__init__.py"
    write_russian_sheet(program, tmp_path)
    # The install compiled resources/ into the clone, and git ignores what it wrote.
    folders = [f"{p.name}.py" for p in (clone / "resources").iterdir() if p.is_dir()]
    compiled = (clone / "ninescore" / "resources_rc").glob("*.py")
    assert sorted(p.name for p in compiled) == sorted(["__init__.py", *folders])
    assert git("status", "--porcelain", "--ignored=no", cwd=clone) == ""
