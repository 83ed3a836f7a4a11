"""The layers: import-linter's contracts (pyproject.toml) hold, the layers below the views work
without Qt, the Qt modules each layer may use, and the quick commands load no widgets."""

from __future__ import annotations

import ast
import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import ninescore

QT_FREE_MODULES = (
    "ninescore.rules",
    "ninescore.tournament",
    "ninescore.records",
    "ninescore.stats",
    "ninescore.paths",
    "ninescore.ball_set",
)
ROOT = Path(ninescore.__file__).resolve().parents[1]

# A meta-path finder placed first: any attempt to import PySide6 or shiboken6 fails, as it would
# on a machine without them.
BLOCK_QT = textwrap.dedent(
    """
    import sys

    class BlockQt:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError(f"{name} is blocked by the layer test")
            return None

    sys.meta_path.insert(0, BlockQt())
    """
)


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env=os.environ.copy(),
        check=False,
    )


def test_the_import_linter_contracts_are_kept() -> None:
    """The layers of docs/architecture.md, as `lint-imports` checks them in CI."""
    from importlinter.cli import lint_imports

    assert lint_imports(config_filename=str(ROOT / "pyproject.toml")) == 0


def test_the_qt_blocker_really_blocks_pyside6() -> None:
    result = run_python(
        BLOCK_QT
        + textwrap.dedent(
            """
            try:
                import PySide6.QtCore
            except ImportError:
                print("blocked")
            """
        )
    )
    assert result.stdout.strip() == "blocked", result.stderr


@pytest.mark.parametrize("module", QT_FREE_MODULES)
def test_layer_imports_with_pyside6_unavailable(module: str) -> None:
    assert importlib.util.find_spec(module) is not None
    result = run_python(
        BLOCK_QT
        + textwrap.dedent(
            f"""
            import importlib
            importlib.import_module({module!r})
            loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
            print("qt modules:", loaded)
            """
        )
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "qt modules: []"


QUICK_INVOCATIONS = [
    pytest.param(["--version"], f"ninescore {ninescore.__version__}\n", id="version"),
    pytest.param(["--help"], "usage: ninescore [-h] [--version]", id="help"),
    pytest.param(["--lang", "ru", "--help"], "использование: ninescore", id="help-in-russian"),
]
"""Each quick invocation and how its output begins: the version's one line, the usage."""


@pytest.mark.parametrize(("arguments", "begins"), QUICK_INVOCATIONS)
def test_quick_invocations_do_not_load_qt_widgets(arguments: list[str], begins: str) -> None:
    result = run_python(
        textwrap.dedent(
            f"""
            import sys
            from ninescore.cli import main
            status = main({arguments!r})
            print("status", status, file=sys.stderr)
            heavy = sorted(m for m in sys.modules if m in ("PySide6.QtWidgets", "PySide6.QtGui"))
            print("heavy modules:", heavy, file=sys.stderr)
            """
        )
    )
    assert result.returncode == 0, result.stderr
    assert "status 0" in result.stderr
    assert "heavy modules: []" in result.stderr
    assert result.stdout.startswith(begins), result.stdout


@pytest.mark.parametrize("command", ["list", "check"])
def test_storage_commands_do_not_load_qt_widgets(command: str, data_dir: object) -> None:
    result = run_python(
        textwrap.dedent(
            f"""
            import sys
            from ninescore.cli import main
            status = main([{command!r}])
            print("widgets loaded:", "PySide6.QtWidgets" in sys.modules, file=sys.stderr)
            """
        )
    )
    assert "Traceback" not in result.stderr
    assert "widgets loaded: False" in result.stderr


# --- which Qt modules each layer may use (import-linter sees PySide6 only as a whole) ---

PACKAGE_ROOT = Path(ninescore.__file__).parent

# For each layer: the Qt modules it must never import (a prefix covers submodules).
FORBIDDEN_IMPORTS = {
    # The controller is a QObject: QtCore, no widgets, no painting.
    "ninescore.controller": ("PySide6.QtWidgets", "PySide6.QtGui", "PySide6.QtPrintSupport"),
    # The live feed runs in `ninescore serve`, with no display: QtCore (for the words) only.
    "ninescore.feed": (
        "PySide6.QtWidgets",
        "PySide6.QtGui",
        "PySide6.QtPrintSupport",
        "ninescore.ui",
    ),
    # The desk's state of a folder: no Qt of its own (its words come through the words' layer).
    "ninescore.desk": (
        "PySide6",
        "ninescore.ui",
    ),
    # Words and paper: QtCore and QtGui only, so that `ninescore sheet` runs without a display.
    **{
        layer: ("PySide6.QtWidgets", "PySide6.QtPrintSupport")
        for layer in ("ninescore.describe", "ninescore.i18n", "ninescore.fonts", "ninescore.sheet")
    },
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path, name: str | None = None) -> set[str]:
    """Every module named in an import statement of ``path``, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if name is not None else module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def layer_files() -> list[tuple[str, Path]]:
    files = []
    for path in sorted(PACKAGE_ROOT.rglob("*.py")):
        name = module_name(path)
        for layer in FORBIDDEN_IMPORTS:
            if name == layer or name.startswith(layer + "."):
                files.append((layer, path))
    return files


def test_each_layer_uses_only_its_qt_modules() -> None:
    files = layer_files()
    assert any(layer == "ninescore.controller" for layer, _ in files), "no controller found"
    violations = []
    for layer, path in files:
        for imported in imported_modules(path):
            for forbidden in FORBIDDEN_IMPORTS[layer]:
                if imported == forbidden or imported.startswith(forbidden + "."):
                    violations.append(f"{path.relative_to(PACKAGE_ROOT.parent)} imports {imported}")
    assert violations == []


def test_the_qt_check_finds_a_widget_import(tmp_path: Path) -> None:
    module = tmp_path / "controller.py"
    module.write_text("from PySide6.QtWidgets import QLabel\n", encoding="utf-8")
    assert "PySide6.QtWidgets" in imported_modules(module, "ninescore.controller")


def test_only_the_command_line_imports_the_wiring() -> None:
    # The subcommands may use the command line's helpers (the display check); nothing else may
    # reach up into the command line or the application's wiring.
    allowed_importers = {
        "ninescore.app": ("ninescore.cli",),
        "ninescore.cli": ("ninescore.__main__", "ninescore.commands"),
    }
    offenders = []
    for path in sorted(PACKAGE_ROOT.rglob("*.py")):
        importer = module_name(path)
        for imported in imported_modules(path):
            for wiring, importers in allowed_importers.items():
                reaches = imported == wiring or imported.startswith(wiring + ".")
                allowed = any(
                    importer == name or importer.startswith(name + ".") for name in importers
                )
                if reaches and not allowed and importer != wiring:
                    offenders.append(f"{importer} imports {imported}")
    assert offenders == []


# --- the size of a module: none of ninescore/ over 700 lines ---

MAX_MODULE_LINES = 700
# Compiled from resources/ at every build and install (tools/compile_resources.py): data, not code.
GENERATED = PACKAGE_ROOT / "resources_rc"


def modules_over(root: Path, limit: int, skip: Path | None = None) -> dict[str, int]:
    """The modules under ``root`` longer than ``limit`` lines, with their lengths."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        if skip is not None and path.is_relative_to(skip):
            continue
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > limit:
            found[str(path.relative_to(root.parent))] = lines
    return found


def test_no_module_of_the_package_is_over_700_lines() -> None:
    # Split a module that grows past it by job, as rules/rulings.py and sheet/page_layout.py were.
    handwritten = [p for p in PACKAGE_ROOT.rglob("*.py") if not p.is_relative_to(GENERATED)]
    assert len(handwritten) > 100, "the walk did not find the package's modules"
    assert modules_over(PACKAGE_ROOT, MAX_MODULE_LINES, skip=GENERATED) == {}


def test_the_size_check_finds_a_module_one_line_too_long(tmp_path: Path) -> None:
    package = tmp_path / "package"
    (package / "inner").mkdir(parents=True)
    (package / "fits.py").write_text("x = 1\n" * MAX_MODULE_LINES, encoding="utf-8")
    (package / "inner" / "long.py").write_text("x = 1\n" * (MAX_MODULE_LINES + 1), "utf-8")
    (package / "made").mkdir()
    (package / "made" / "data.py").write_text("x = 1\n" * 5000, encoding="utf-8")
    found = modules_over(package, MAX_MODULE_LINES, skip=package / "made")
    assert found == {str(Path("package", "inner", "long.py")): MAX_MODULE_LINES + 1}
