"""Test set-up shared by every test: no display, and never the user's real folders.

This runs before any test module imports Qt widgets, so the environment set here is what every
QApplication in the test session (and every subprocess a test starts) sees.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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


@pytest.fixture(autouse=True)
def _english_after_each_test(qapp: QApplication) -> Iterator[None]:
    """Give the next test the program's English back, however this one left it.

    A test that runs ``main(["--lang", "ru", ...])`` in process installs the Russian catalogue as
    the program does, and nothing of the program takes it off again.  Left so, whether a later
    test reads English would depend on the order the tests ran in (and on which worker of
    ``-n auto`` ran them).
    """
    from PySide6.QtCore import QLocale

    from ninescore import i18n

    default_locale = QLocale()
    yield
    if i18n.installed_language() != "en":
        i18n.install_translators(qapp, "en")
        QLocale.setDefault(default_locale)


@pytest.fixture(autouse=True)
def _ninescore_logger_as_it_was() -> Iterator[None]:
    """Give every test the ``ninescore`` logger as it found it.

    A test that runs ``main()`` in process sets the logging up as the program does: its own
    handlers, and no propagation to the root logger. Left so, the next test's ``caplog`` (which
    listens at the root) would hear nothing, and whether it passes would depend on test order.
    """
    import logging

    logger = logging.getLogger("ninescore")
    handlers, level, propagate = list(logger.handlers), logger.level, logger.propagate
    yield
    for handler in list(logger.handlers):
        if handler not in handlers:
            logger.removeHandler(handler)
    logger.setLevel(level)
    logger.propagate = propagate


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


# -- hostile conditions for real: a full disk, a user without root's powers ---------------------


def _fill(folder: Path) -> None:
    """Fill the disk holding ``folder`` until not one more byte fits."""
    descriptor = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        size = 1 << 16
        while size:
            try:
                os.write(descriptor, b"\0" * size)
            except OSError:
                size //= 2
    finally:
        os.close(descriptor)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real disk of its own (a 2 MB tmpfs), so that a test can fill it (:func:`fill_disk`).
    Mounting needs root: skipped otherwise, with the reason."""
    if os.geteuid() != 0:
        pytest.skip("a small disk of its own needs root to mount a tmpfs")
    mount_point = tmp_path / "disk"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m,mode=0755", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


@pytest.fixture
def fill_disk() -> Callable[[Path], Callable[[], None]]:
    """``free = fill_disk(folder)`` fills the disk holding ``folder``; ``free()`` empties it."""

    def fill(folder: Path) -> Callable[[], None]:
        _fill(folder)
        return lambda: (folder / "filler").unlink()

    return fill


UNPRIVILEGED_USER = "nobody"


# Root without its powers, for when the unprivileged user cannot reach this Python (a
# virtual environment under /root): the permission bits then hold for root too.
POWERLESS_ROOT = ["setpriv", "--bounding-set=-all", "--inh-caps=-all", "--ambient-caps=-all", "--"]
_prefix_found: list[list[str]] = []


def _unprivileged_prefix() -> list[str]:
    """How to run a command without root's power to write anything (empty: not root)."""
    if os.geteuid() != 0:
        return []
    if not _prefix_found:
        for prefix in (["runuser", "-u", UNPRIVILEGED_USER, "--"], POWERLESS_ROOT):
            if shutil.which(prefix[0]) is None:
                continue
            probe = subprocess.run(
                [*prefix, sys.executable, "-c", "import ninescore"],
                capture_output=True,
                cwd="/",
                check=False,
            )
            if probe.returncode == 0:
                _prefix_found.append(prefix)
                break
        else:
            pytest.fail("root, and neither runuser nor setpriv can drop root's powers here")
    return _prefix_found[0]


class Unprivileged:
    """Runs commands as a user who, unlike root, cannot write a folder it has no right to.

    As root, through ``runuser -u nobody`` (``.ci/run`` makes sure the user exists), or, when
    that user cannot reach this Python, as root without its capabilities (``setpriv``); as
    anyone else, as that user. ``home`` is a folder that user owns (logs, settings),
    ``scratch`` a folder the tests fill and then lock up.
    """

    def __init__(self, root: Path) -> None:
        self.root = root
        self.home = root / "home"
        self.scratch = root / "scratch"
        self.prefix = _unprivileged_prefix()
        for folder in (self.root, self.home, self.scratch):
            folder.mkdir(exist_ok=True)
            folder.chmod(0o755)
        if self.prefix and self.prefix[0] == "runuser":
            import pwd

            user = pwd.getpwnam(UNPRIVILEGED_USER)
            os.chown(self.home, user.pw_uid, user.pw_gid)

    def give(self, path: Path) -> None:
        """Let the user own ``path`` (and all under it)."""
        if not self.prefix or self.prefix[0] != "runuser":
            return
        import pwd

        user = pwd.getpwnam(UNPRIVILEGED_USER)
        for folder, _, files in os.walk(path):
            os.chown(folder, user.pw_uid, user.pw_gid)
            for name in files:
                os.chown(os.path.join(folder, name), user.pw_uid, user.pw_gid)

    def environment(self) -> dict[str, str]:
        env = {
            key: value
            for key, value in os.environ.items()
            if key in ("PATH", "LANG", "LC_ALL", "QT_QPA_PLATFORM", "VIRTUAL_ENV")
        }
        env.update(
            HOME=str(self.home),
            NINESCORE_LOG_DIR=str(self.home / "log"),
            XDG_CONFIG_HOME=str(self.home / "config"),
            XDG_STATE_HOME=str(self.home / "state"),
            XDG_DATA_HOME=str(self.home / "share"),
            XDG_RUNTIME_DIR=str(self.home),
            QT_QPA_PLATFORM="offscreen",
        )
        return env

    def run(
        self, arguments: list[str], timeout: float = 120, **options: object
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*self.prefix, *arguments],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=self.environment(),
            check=False,
            cwd="/",
            **options,  # type: ignore[arg-type]
        )

    def ninescore(self, *arguments: str) -> subprocess.CompletedProcess[str]:
        return self.run([sys.executable, "-m", "ninescore", "--lang", "en", *arguments])

    def python(self, code: str, *arguments: str) -> subprocess.CompletedProcess[str]:
        return self.run([sys.executable, "-c", code, *arguments])


@pytest.fixture
def unprivileged() -> Iterator[Unprivileged]:
    # Not under pytest's tmp_path: that is private to the user running the tests.
    root = Path(tempfile.mkdtemp(prefix="ninescore-unprivileged-"))
    try:
        yield Unprivileged(root)
    finally:
        for folder, _, _ in os.walk(root):
            os.chmod(folder, 0o755)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def never_hangs() -> Iterator[None]:
    """Fail a test that blocks (on a pipe, a device) for a minute instead of hanging the suite."""
    import signal

    def timeout(signum: int, frame: object) -> None:
        raise TimeoutError("it hangs")

    previous = signal.signal(signal.SIGALRM, timeout)
    signal.setitimer(signal.ITIMER_REAL, 60)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


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
