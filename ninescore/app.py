"""The graphical application: the one place where the layers are wired together.

``ninescore.cli`` calls :func:`run_gui` after it has checked that a display is there, so this
module may import Qt widgets freely; nothing else on the command line imports it.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from ninescore import __version__, i18n, resources

log = logging.getLogger(__name__)

APP_NAME = "ninescore"
# Used by bench/startup.py: quit as soon as the main window has painted once.
EXIT_AFTER_PAINT_ENV = "NINESCORE_EXIT_AFTER_PAINT"
# With it, save that first painted window as a PNG here: how the tests of a packaged program
# (which cannot reach into its widgets) see what it showed.
SCREENSHOT_ENV = "NINESCORE_SCREENSHOT"
# The window icon's sizes, rendered from ninescore.svg by tools/make_icons.py.  Bitmaps, because
# the SVG would load Qt's SVG icon engine (libQt6Svg) before the first paint; and no larger than
# 128, because X11 gets a copy of every size when the window is mapped (the SVG gave it 16-128).
WINDOW_ICON_SIZES = (16, 24, 32, 48, 64, 128)


def run_gui(args: argparse.Namespace) -> int:
    """Open the main window on ``args.data_path`` and run until it is closed."""
    app = _application()
    lang = i18n.install_translators(app, getattr(args, "lang", None))
    log.info("window language %s", lang)
    icon = window_icon()
    if icon is not None:
        app.setWindowIcon(icon)

    from ninescore.ui.wiring import after_first_paint, create_main_window, show_scoring_window

    window = create_main_window(app, Path(args.data_path))
    if icon is not None:
        window.setWindowIcon(icon)
    show_scoring_window(window)
    after_first_paint(window, after_start_up)
    # Should no paint come (a window started minimized), not for long either.
    QTimer.singleShot(START_UP_LIMIT_MS, after_start_up)
    if os.environ.get(EXIT_AFTER_PAINT_ENV) == "1":
        quit_after_first_paint(app, window, os.environ.get(SCREENSHOT_ENV) or None)
    return app.exec()


START_UP_LIMIT_MS = 3000
"""The longest :func:`after_start_up` waits for the first paint."""


def after_start_up() -> None:
    """What the start-up leaves for just after the first paint (once; later calls do nothing):
    garbage collection, and the log file's rotation (``logsetup.configure(rotating=False)``)."""
    from ninescore import logsetup

    collect_garbage_again()
    logsetup.rotate_from_now()


def collect_garbage_again() -> None:
    """End the start-up's pause of the cyclic garbage collector (``cli._start_window`` pauses
    it); later calls do nothing.

    The start-up makes some hundred thousand objects (modules, classes, Qt's enum classes) and
    none of them is garbage, yet the collector went through them about 70 times before the
    first paint, some 10 ms.  They are the program's own for as long as it runs, so they are
    frozen out of every later collection (shorter pauses while scoring, a quicker quit).
    """
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def application() -> QApplication:
    """The one application object, made for the windows."""
    return _application()


def install_window_translation(app: QApplication, lang: str | None) -> str:
    return i18n.install_translators(app, lang)


def run_desk(app: QApplication, args: argparse.Namespace) -> int:
    """The tournament desk's window on ``args.data_path`` (``ninescore desk``), until closed."""
    from ninescore.ui.desk.wiring import create_desk_window

    icon = window_icon()
    if icon is not None:
        app.setWindowIcon(icon)
    window = create_desk_window(Path(args.data_path))
    window.show()
    if os.environ.get(EXIT_AFTER_PAINT_ENV) == "1":
        quit_after_first_paint(app, window, os.environ.get(SCREENSHOT_ENV) or None)
    return app.exec()


def quit_after_first_paint(
    app: QCoreApplication, window: QWidget, screenshot: str | None = None
) -> None:
    """Quit the event loop right after ``window`` (or any widget in it) is first painted.

    With ``screenshot``, the window is saved there as a PNG first.
    """
    watcher = _FirstPaintWatcher(app, window, screenshot)
    app.installEventFilter(watcher)


class _FirstPaintWatcher(QObject):
    def __init__(self, app: QCoreApplication, window: QWidget, screenshot: str | None) -> None:
        super().__init__(app)
        self._app = app
        self._window = window
        self._screenshot = screenshot
        self._seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            not self._seen
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window() is self._window
        ):
            self._seen = True
            # After the paint event has been delivered, not inside it.
            QTimer.singleShot(0, self._finish)
        return False

    def _finish(self) -> None:
        if self._screenshot is not None and not self._window.grab().save(self._screenshot):
            log.error("could not save the screenshot to %s", self._screenshot)
            self._app.exit(1)
            return
        self._app.quit()


def _application() -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    return app


def window_icon() -> QIcon | None:
    """The window icon in every bitmap size shipped (None when none is there)."""
    icon = QIcon()
    try:
        for size in WINDOW_ICON_SIZES:
            icon.addFile(resources.path("icons", f"ninescore_{size}.png"))
    except resources.ResourcesNotCompiledError as error:
        log.warning("%s", error)
        return None
    sizes = sorted(size.width() for size in icon.availableSizes())
    log.info("window icon from %s, %s px", resources.path("icons", ""), sizes)
    return None if icon.isNull() else icon
