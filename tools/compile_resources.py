#!/usr/bin/env python3
"""Compile the repository's resources/ into the Qt resource modules the program imports.

    python3 tools/compile_resources.py          # write ninescore/resources_rc/<folder>.py
    python3 tools/compile_resources.py check    # fail if one is missing or older than resources/

Every folder of ``resources/`` (``fonts``, ``i18n``, ``icons``, …) becomes one module of the
``ninescore.resources_rc`` package, made by Qt's resource compiler (``rcc`` from
PySide6-Essentials). Importing the module registers the folder's files under
``:/ninescore/<folder>/``, which is where ``ninescore.resources`` finds them, in a wheel, an
editable install and a PyInstaller folder alike. A new folder needs nothing but its files here.

One module per folder, so a process loads only what it uses: the window needs the icons and a
catalogue, only a printed or exported sheet needs the 1.4 MB of fonts.

Translation sources (``*.ts``) are not compiled: the ``.qm`` catalogues made from them are.

The wheel build runs this through ``packaging/hatch_build.py`` (so ``pip install .``, ``pip
install -e .`` and ``python -m build`` all compile), and ``tools/i18n.py release``,
``tools/make_icons.py`` and ``packaging/pyinstaller/build.sh`` run it after they change
``resources/``. The modules are generated, so ``.gitignore`` keeps them out of git.
"""

from __future__ import annotations

import hashlib
import os
import py_compile
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources"
TARGET = ROOT / "ninescore" / "resources_rc"
PREFIX = "/ninescore"
NOT_COMPILED = frozenset({".ts"})

# Format 1 stores no modification times, so the same files always make the same module (and the
# wheel is reproducible). zlib, not zstd: every Qt 6 build reads zlib. Threshold 10: the fonts
# shrink by half, which the default (70 %) would not find worth it.
RCC_OPTIONS = ("--format-version", "1", "--compress-algo", "zlib", "--compress", "9")
RCC_THRESHOLD = ("--threshold", "10")

DIGEST_LINE = "SOURCE_DIGEST = "


def folders(source: Path = SOURCE) -> list[Path]:
    """The folders of ``source`` that become resource modules, by name."""
    found = sorted(p for p in source.iterdir() if p.is_dir() and not p.name.startswith("."))
    for folder in found:
        if not folder.name.isidentifier() or not folder.name.islower():
            sys.exit(
                f"{folder}: a resource folder's name is a module name, so lower case letters, "
                "digits and _ only"
            )
    return found


def folder_files(folder: Path) -> list[Path]:
    """The files of ``folder`` (and its subfolders) that are compiled, in a stable order."""
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file()
        and path.suffix not in NOT_COMPILED
        and not any(part.startswith(".") for part in path.relative_to(folder).parts)
        and "__pycache__" not in path.parts
    )


def digest(folder: Path) -> str:
    """A fingerprint of the compiled files' names and contents."""
    hasher = hashlib.sha256()
    for path in folder_files(folder):
        hasher.update(path.relative_to(folder).as_posix().encode() + b"\0")
        hasher.update(path.read_bytes() + b"\0")
    return hasher.hexdigest()


def rcc_command() -> list[str]:
    """Qt's rcc as PySide6 ships it (its pyside6-rcc script runs the same binary)."""
    try:
        import PySide6
    except ImportError:
        sys.exit("compiling resources/ needs PySide6-Essentials (pip install -e .)")
    package = Path(PySide6.__file__).resolve().parent
    executable = package / "rcc.exe" if sys.platform == "win32" else package / "Qt/libexec/rcc"
    if not executable.is_file():
        sys.exit(f"Qt's resource compiler is not at {executable}")
    return [str(executable), "-g", "python"]


def _qrc(folder: Path) -> str:
    lines = [
        "<!DOCTYPE RCC>",
        '<RCC version="1.0">',
        f'<qresource prefix="{PREFIX}/{folder.name}">',
    ]
    for path in folder_files(folder):
        alias = quoteattr(path.relative_to(folder).as_posix())
        lines.append(f"  <file alias={alias}>{path.resolve()}</file>")
    lines += ["</qresource>", "</RCC>", ""]
    return "\n".join(lines)


def compile_folder(folder: Path, target: Path = TARGET) -> Path:
    """Write ``target/<folder name>.py`` from ``folder``; return its path."""
    target.mkdir(parents=True, exist_ok=True)
    module = target / f"{folder.name}.py"
    with tempfile.TemporaryDirectory() as tmp:
        qrc = Path(tmp) / f"{folder.name}.qrc"
        qrc.write_text(_qrc(folder), encoding="utf-8")
        compiled = Path(tmp) / module.name
        subprocess.run(
            [*rcc_command(), *RCC_OPTIONS, *RCC_THRESHOLD, str(qrc), "-o", str(compiled)],
            check=True,
        )
        code = compiled.read_text(encoding="utf-8")
    header = (
        f'"""resources/{folder.name}/ as Qt resources under :{PREFIX}/{folder.name}/ '
        '(generated by tools/compile_resources.py: do not edit)."""\n\n'
    )
    module.write_text(
        header + code + f"\n{DIGEST_LINE}{digest(folder)!r}\n", encoding="utf-8", newline="\n"
    )
    _precompile(module)
    return module


def _precompile(module: Path) -> None:
    # A few megabytes of bytes literal take Python 30 ms to parse at every start when
    # PYTHONDONTWRITEBYTECODE is set (as in CI); a .pyc written now is read even then.
    py_compile.compile(str(module), doraise=True)


def _write_package(target: Path, names: list[str]) -> None:
    init = target / "__init__.py"
    init.write_text(
        '"""Qt resource modules compiled from resources/ by tools/compile_resources.py."""\n\n'
        f"FOLDERS = {tuple(names)!r}\n",
        encoding="utf-8",
        newline="\n",
    )
    for stale in target.glob("*.py"):
        if stale.stem not in names and stale.name != "__init__.py":
            stale.unlink()


def compile_all(source: Path = SOURCE, target: Path = TARGET) -> list[Path]:
    """Compile every folder of ``source``; remove modules of folders that are gone."""
    written = [compile_folder(folder, target) for folder in folders(source)]
    _write_package(target, [path.stem for path in written])
    return written


def compiled_digest(module: Path) -> str | None:
    """The fingerprint a compiled module was made from, None if it has none."""
    if not module.is_file():
        return None
    for line in reversed(module.read_text(encoding="utf-8").splitlines()):
        if line.startswith(DIGEST_LINE):
            value = line.removeprefix(DIGEST_LINE).strip()
            return value.strip("'\"")
    return None


def stale(source: Path = SOURCE, target: Path = TARGET) -> list[str]:
    """One line for each folder whose module is missing or not made from its current files."""
    problems = []
    for folder in folders(source):
        module = target / f"{folder.name}.py"
        made_from = compiled_digest(module)
        if made_from is None:
            problems.append(f"{module.relative_to(target.parent.parent)} is missing")
        elif made_from != digest(folder):
            problems.append(f"{module.relative_to(target.parent.parent)} is older than {folder}")
    return problems


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if arguments == ["check"]:
        problems = stale()
        for problem in problems:
            print(f"{problem}: run python3 tools/compile_resources.py")
        return 1 if problems else 0
    if arguments:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: compile_resources.py [check]", file=sys.stderr)
        return 2
    for module in compile_all():
        print(f"wrote {os.path.relpath(module, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
