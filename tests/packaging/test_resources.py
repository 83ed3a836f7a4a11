"""resources/ as the program sees it: every file, compiled into Qt resources, found one way."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType

import pytest
from packaging_support import ROOT

from ninescore import resources

TOOL = ROOT / "tools" / "compile_resources.py"


@pytest.fixture(scope="module")
def compiler() -> ModuleType:
    spec = importlib.util.spec_from_file_location("compile_resources_under_test", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shipped_files() -> dict[str, Path]:
    return {
        path.relative_to(ROOT / "resources").as_posix(): path
        for path in sorted((ROOT / "resources").rglob("*"))
        if path.is_file() and path.suffix != ".ts"
    }


def test_every_file_of_resources_is_served_unchanged_and_nothing_else() -> None:
    expected = shipped_files()
    folders = sorted({name.split("/")[0] for name in expected})
    assert folders == ["feed", "fonts", "i18n", "icons"]
    served = {f"{folder}/{name}" for folder in folders for name in resources.names(folder)}
    assert served == set(expected)
    for name, path in expected.items():
        folder, file_name = name.split("/", 1)
        assert resources.read_bytes(folder, file_name) == path.read_bytes(), name


def test_translation_sources_stay_out_of_the_program() -> None:
    assert (ROOT / "resources" / "i18n" / "ninescore_ru.ts").is_file()
    assert not resources.exists("i18n", "ninescore_ru.ts")
    assert resources.exists("i18n", "ninescore_ru.qm")


def test_compiled_modules_are_those_of_the_current_resources(compiler: ModuleType) -> None:
    """pip install -e, tools/i18n.py release and tools/make_icons.py keep them current."""
    assert compiler.stale() == []


def test_changed_resource_is_reported_stale_until_compiled_again(
    compiler: ModuleType, tmp_path: Path
) -> None:
    source = tmp_path / "resources"
    shutil.copytree(ROOT / "resources" / "i18n", source / "i18n")
    target = tmp_path / "pkg" / "resources_rc"
    compiler.compile_all(source, target)
    assert compiler.stale(source, target) == []

    (source / "i18n" / "ninescore_ru.qm").write_bytes(b"changed")
    assert [line.endswith("i18n") for line in compiler.stale(source, target)] == [True]
    compiler.compile_all(source, target)
    assert compiler.stale(source, target) == []


def test_a_new_folder_needs_only_its_files(compiler: ModuleType, tmp_path: Path) -> None:
    source = tmp_path / "resources"
    (source / "pages" / "css").mkdir(parents=True)
    (source / "pages" / "index.html").write_text("<h1>Стол 3</h1>\n", encoding="utf-8")
    (source / "pages" / "css" / "board.css").write_text("h1 { color: gold }\n", encoding="utf-8")
    package = tmp_path / "site" / "ninescore_copy"
    written = compiler.compile_all(source, package / "resources_rc")
    assert [path.name for path in written] == ["pages.py"]

    # A process of its own, so the test's Qt resource tree stays that of the real program.
    check = textwrap.dedent(
        f"""
        import importlib.util
        from PySide6.QtCore import QDirIterator, QFile, QIODevice
        spec = importlib.util.spec_from_file_location("pages", {str(written[0])!r})
        spec.loader.exec_module(importlib.util.module_from_spec(spec))
        page = QFile(":/ninescore/pages/index.html")
        assert page.open(QIODevice.OpenModeFlag.ReadOnly)
        print(bytes(page.readAll().data()).decode("utf-8"), end="")
        print(QFile.exists(":/ninescore/pages/css/board.css"))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", check], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "<h1>Стол 3</h1>\nTrue\n"


def test_folder_that_was_never_compiled_says_how_to_compile_it() -> None:
    with pytest.raises(resources.ResourcesNotCompiledError) as raised:
        resources.path("no_such_folder", "page.html")
    assert "tools/compile_resources.py" in str(raised.value)
    assert "pip install -e ." in str(raised.value)


def test_missing_file_of_a_compiled_folder_is_a_file_not_found_error() -> None:
    with pytest.raises(FileNotFoundError, match=r"resources/icons/missing\.png"):
        resources.read_bytes("icons", "missing.png")
