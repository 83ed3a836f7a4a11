"""Where a window opens: inside the screen it is on, at any size down to a 1024×600 tablet, and
as the person left it the last time on a screen of that size.

A window placed at its preferred size on a smaller screen has its lower edge off the screen:
on a 1024×600 tablet the scoring window's Commit, Undo and "End the frame" were out of reach.
So the preferred size is only a wish: the window takes at most the screen's free area (less its
frame), and where even that is too small it opens maximised.  What the person made of it — its
place and size, maximised or full screen — is remembered per size of screen
(``window/<name>/<width>x<height>``), so that the tablet's state never squeezes the desk's
monitor, nor the monitor's the tablet.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSettings, QSize
from PySide6.QtWidgets import QWidget

from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION

FRAME_ALLOWANCE = QSize(16, 40)
"""Room kept for the window manager's frame and title bar around the window's own size."""


def _key(name: str, free: QRect) -> str:
    return f"window/{name}/{free.width()}x{free.height()}"


def _free_area(window: QWidget) -> QRect | None:
    screen = window.screen()
    return None if screen is None else screen.availableGeometry()


def place_on_screen(window: QWidget, name: str, preferred: QSize) -> None:
    """Size and place ``window`` (not shown yet) inside the free area of its screen: as it was
    left on a screen of this size, else at ``preferred`` or what fits, centred (and shown
    maximized when even its least size does not fit)."""
    free = _free_area(window)
    if free is None:
        window.resize(preferred)
        return
    saved = QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION).value(_key(name, free))
    if isinstance(saved, QByteArray) and window.restoreGeometry(saved):
        _keep_inside(window, free)
        return
    room = free.size() - FRAME_ALLOWANCE
    minimum = window.minimumSize()
    size = preferred.boundedTo(room).expandedTo(minimum)
    window.resize(size)
    left = free.x() + max(0, (free.width() - size.width() - FRAME_ALLOWANCE.width()) // 2)
    top = free.y() + max(0, (free.height() - size.height() - FRAME_ALLOWANCE.height()) // 2)
    window.move(left, top)
    if size.width() > room.width() or size.height() > room.height():
        # Shown maximized at once rather than given the state's flag: reading and setting the
        # window's state would be the start-up's only use of Qt's ``Qt`` namespace (some 15 ms
        # of enum classes) on a small screen; a later show() keeps it maximized.
        window.showMaximized()


def remember_place(window: QWidget, name: str) -> None:
    """Keep ``window``'s place, size and state for the next opening on a screen of this size."""
    free = _free_area(window)
    if free is None:
        return
    settings = QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION)
    settings.setValue(_key(name, free), window.saveGeometry())
    settings.sync()


def _keep_inside(window: QWidget, free: QRect) -> None:
    """A remembered geometry from a screen of the same size may still lie off this one (another
    screen's position): the same size, moved inside."""
    frame = window.frameGeometry()
    size = window.size().boundedTo(free.size() - FRAME_ALLOWANCE)
    if size != window.size():
        window.resize(size)
    left = min(max(frame.x(), free.x()), free.right() - frame.width() + 1)
    top = min(max(frame.y(), free.y()), free.bottom() - frame.height() + 1)
    if (left, top) != (frame.x(), frame.y()):
        window.move(max(free.x(), left), max(free.y(), top))
