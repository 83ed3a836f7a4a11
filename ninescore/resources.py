"""The files of the repository's ``resources/`` folder, as the program finds them: Qt resources.

Every folder of ``resources/`` (``fonts``, ``i18n``, ``icons``, …) is compiled by Qt's resource
compiler into one module of ``ninescore.resources_rc`` (``tools/compile_resources.py``, which
the wheel build runs for ``pip install``, ``pip install -e`` and ``python -m build``). Importing
the module registers the folder's files under ``:/ninescore/<folder>/``. A wheel, an editable
install and the PyInstaller folder therefore carry them the same way, as Python modules, and
this is the only place that knows where they are: code asks :func:`path` or :func:`read_bytes`
and hands the ``:/`` path to Qt (``QIcon``, ``QTranslator``, ``QFontDatabase`` read it directly).

A folder is loaded the first time something asks for one of its files, so a process pays only
for what it uses: the window's icon and a catalogue at start, the fonts when a sheet is drawn.
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import QDirIterator, QFile, QIODevice

PREFIX = ":/ninescore"
PACKAGE = "ninescore.resources_rc"


class ResourcesNotCompiledError(RuntimeError):
    """A folder of resources/ has no compiled module: the checkout was never built."""


_loaded: set[str] = set()


def load(folder: str) -> None:
    """Register the files of ``resources/<folder>/`` with Qt (once per process)."""
    if folder in _loaded:
        return
    try:
        importlib.import_module(f"{PACKAGE}.{folder}")
    except ModuleNotFoundError as error:
        if error.name is None or not error.name.startswith(PACKAGE):
            raise
        raise ResourcesNotCompiledError(
            f"ninescore's resources/{folder} is not compiled: run “python3 -m pip install -e .” "
            "or “python3 tools/compile_resources.py” in the checkout."
        ) from error
    _loaded.add(folder)


def path(folder: str, name: str) -> str:
    """The Qt path (``:/ninescore/<folder>/<name>``) of ``resources/<folder>/<name>``.

    Raises :class:`ResourcesNotCompiledError` when the folder was never compiled. The file
    itself may still be missing; :func:`exists` says.
    """
    load(folder)
    return f"{PREFIX}/{folder}/{name}"


def exists(folder: str, name: str) -> bool:
    """Whether ``resources/<folder>/<name>`` is there."""
    return QFile.exists(path(folder, name))


def read_bytes(folder: str, name: str) -> bytes:
    """The contents of ``resources/<folder>/<name>``; FileNotFoundError if there is none."""
    file = QFile(path(folder, name))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"resources/{folder}/{name} is not among ninescore's resources")
    try:
        return bytes(file.readAll().data())
    finally:
        file.close()


def names(folder: str) -> list[str]:
    """The files of ``resources/<folder>/``, subfolders included, as relative paths, sorted."""
    root = path(folder, "").rstrip("/")
    found = []
    iterator = QDirIterator(root, QDirIterator.IteratorFlag.Subdirectories)
    while iterator.hasNext():
        entry = iterator.nextFileInfo()
        if entry.isFile():
            found.append(entry.filePath().removeprefix(root + "/"))
    return sorted(found)
