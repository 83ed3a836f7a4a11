"""Test set-up shared by every test: no display, and never the user's real folders.

This runs before any test module imports Qt widgets, so the environment set here is what every
QApplication in the test session (and every subprocess a test starts) sees.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

# Forced, not defaulted: a developer's QT_QPA_PLATFORM=xcb must not make the suite pop up windows.
# An offscreen screen of another size ("offscreen:configfile=…", for screenshots) is kept.
if not os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
# No region of the developer's: dates, numbers and paper follow the system's region (QLocale
# reads these variables itself), so the suite runs in none, as CI does; a test of the region
# sets LANG for the subprocess it starts.
for _variable in [name for name in os.environ if name.startswith("LC_")]:
    del os.environ[_variable]
os.environ["LANG"] = "C.UTF-8"

_SESSION_HOME = Path(tempfile.mkdtemp(prefix="ninescore-tests-"))
_SESSION_FOLDERS = {
    "NINESCORE_DATA_DIR": "data",
    "NINESCORE_LOG_DIR": "log",
    # QSettings (remembered language, last dialog choices) and platformdirs follow these on Linux.
    "XDG_CONFIG_HOME": "config",
    "XDG_STATE_HOME": "state",
    "XDG_DATA_HOME": "share",
    # Without it Qt warns about a missing runtime folder, and Qt warnings fail tests.
    "XDG_RUNTIME_DIR": "runtime",
}
for _variable, _name in _SESSION_FOLDERS.items():
    _folder = _SESSION_HOME / _name
    _folder.mkdir(mode=0o700)
    os.environ[_variable] = str(_folder)


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _application_first(qapp: QApplication) -> None:
    """Make the one QApplication before any test runs, with the English catalogue installed.

    Qt allows a single application object per process, and its kind cannot change. If a test that
    paints on a QImage or runs a command in process came first, it could leave a bare
    QCoreApplication, or none, and later widget tests would crash. Drawing text with no
    application also crashes the interpreter when it exits.

    The program always runs with a catalogue (English's holds the plural forms: "1 match",
    "2 matches"), so every test does too, unless it installed another.
    """
    from ninescore import i18n

    if not i18n.installed_translators():
        i18n.install_translators(qapp, "en")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh, empty data folder for this test, also set as ``NINESCORE_DATA_DIR``."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("NINESCORE_DATA_DIR", str(folder))
    yield folder


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[QApplication]:
    """The Russian translators installed for one test, then removed so others stay English."""
    from PySide6.QtCore import QLocale

    from ninescore import i18n

    default_locale = QLocale()
    assert i18n.install_translators(qapp, "ru") == "ru"
    yield qapp
    i18n.install_translators(qapp, "en")
    QLocale.setDefault(default_locale)


def _when_dialog(kind: type, then: Callable[..., None]) -> list:
    """Call ``then`` on the modal dialog of ``kind`` once it is up (its ``exec`` blocks the
    test meanwhile); the dialogs seen."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    seen: list = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind) and dialog.isVisible():
            seen.append(dialog)
            then(dialog)
        else:
            QTimer.singleShot(10, look)

    QTimer.singleShot(0, look)
    return seen


@pytest.fixture
def when_dialog() -> Callable[..., list]:
    """``when_dialog(kind, then)``: answer the next modal dialog of ``kind`` with ``then``, as a
    person would (clicks, keys), while the code under test waits in its ``exec``."""
    return _when_dialog
