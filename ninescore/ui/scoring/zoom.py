"""How large the scoring window's text is: the operator's zoom, the window's size, the room.

View → Larger and Smaller step through :data:`ZOOM_STEPS` (remembered in the settings); a window
larger than a laptop's (1080p, a 4K monitor without display scaling) scales the text up in
steps; and the scale never exceeds what the window has room for, so that a zoom chosen on a large
screen cannot push the controls over each other on a 1024×600 tablet, nor cut a Russian button's
words.  The room is asked of the scoring page's layout (how wide it makes the shot panel) and of
the shot panel itself (how much larger its words could be at that width).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from ninescore.ui.scoring.page import ScoringPage
    from ninescore.ui.start_screen import StartScreen

ZOOM_STEPS = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
ZOOM_SETTING = "window/zoom"
MAX_SCALE_AT_LAPTOP_SIZE = 1.5
"""The largest text scale a 1280×800 window lays out without controls overlapping."""
LAPTOP = (1280, 800)


def saved_zoom() -> float:
    """The zoom chosen last time, or 1.0 (also for a setting that is no zoom at all)."""
    value = QSettings().value(ZOOM_SETTING, 1.0)
    try:
        zoom = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 1.0
    return zoom if ZOOM_STEPS[0] <= zoom <= ZOOM_STEPS[-1] else 1.0


def save_zoom(zoom: float) -> None:
    QSettings().setValue(ZOOM_SETTING, zoom)


def upright(width: int, height: int) -> bool:
    """A tall window (a tablet held upright): the shot panel goes under the balls."""
    return width < height * 1.1


def size_factor(width: int, height: int) -> float:
    """How much larger than on a laptop the text should be, in quarter steps, so that resizing
    stays cheap: 1 up to 1280×800, up to 2.5 on a large window."""
    factor = min(height / LAPTOP[1], width / LAPTOP[0])
    return max(1.0, min(2.5, round(factor * 4) / 4))


def largest_scale(
    width: int, height: int, upright: bool, words_room: Callable[[], float] | None
) -> float:
    """The largest text scale a ``width`` x ``height`` window has room for: 1.5 times a
    laptop's (1280×800, or 800×1280 upright) in proportion, and no more than ``words_room()``
    (the scale at which the shot panel's words are still whole), when there is a panel."""
    laptop_width, laptop_height = (LAPTOP[1], LAPTOP[0]) if upright else LAPTOP
    room = min(height / laptop_height, width / laptop_width)
    largest = MAX_SCALE_AT_LAPTOP_SIZE * room
    if words_room is not None:
        largest = min(largest, words_room())
    return max(1.0, largest)


def next_zoom(zoom: float, step: int) -> float:
    """One step larger (+1) or smaller (-1) than ``zoom``, or back to normal (0)."""
    if step == 0:
        return 1.0
    index = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - zoom))
    return ZOOM_STEPS[max(0, min(len(ZOOM_STEPS) - 1, index + step))]


class WindowZoom:
    """The scoring window's text scale: the zoom chosen, the window's size and the room.

    ``apply`` gives the scale to the start screen and, once there is one, the scoring page (its
    type, its message strip and its scoreboard).
    """

    def __init__(self, window: QMainWindow, start_screen: StartScreen) -> None:
        self._window = window
        self._start_screen = start_screen
        self._page: ScoringPage | None = None
        self.factor = saved_zoom()
        """The zoom chosen (View → Larger, Smaller), remembered in the settings."""
        self.applied = 0.0
        """The scale the widgets were last given."""

    def attach(self, page: ScoringPage) -> None:
        """The scoring page, now that it is built: scaled from now on."""
        self._page = page
        self.applied = 0.0
        self.apply()

    def step(self, step: int) -> bool:
        """One step larger (+1) or smaller (-1), or back to normal (0); remembered.  False when
        larger was asked but the window has no room for it (nothing changes then)."""
        target = next_zoom(self.factor, step)
        if step > 0:
            # No larger than the window has room for (the last step may be a part step); a zoom
            # that would not be shown is not remembered either, since it would surprise the
            # operator on the next, larger screen.
            target = min(target, self._largest() / self._size_factor())
            if target <= self.factor + 0.01:
                return False
        self.factor = target
        save_zoom(self.factor)
        self.apply()
        return True

    def follow_size(self) -> None:
        """The window was resized: a new scale if the size asks for one, and the scoreboard."""
        if self.scale() != self.applied:
            self.apply()
        self._fit_scoreboard()

    def scale(self) -> float:
        """The chosen zoom times the window's size factor, but never more than it has room for."""
        return min(self.factor * self._size_factor(), self._largest())

    def apply(self) -> None:
        scale = self.scale()
        self._set(scale)
        # The shot panel's words are measured in the type just set: a first showing (no
        # measurement yet) or a language's longer words may allow less.
        if self._page is not None:
            allowed = self.scale()
            if allowed < scale - 1e-6:
                self._set(allowed)

    def _size_factor(self) -> float:
        return size_factor(self._window.width(), self._window.height())

    def _largest(self) -> float:
        width, height = self._window.width(), self._window.height()
        page, applied = self._page, self.applied
        words = None
        if page is not None and applied > 0:
            # What the shot panel's words allow, at the width the body layout gives it.
            panel = page.shot_panel
            words = lambda: applied * panel.text_room(page.panel_width_at(width, height))  # noqa: E731
        return largest_scale(width, height, upright(width, height), words)

    def _set(self, scale: float) -> None:
        self.applied = scale
        self._start_screen.apply_scale(scale)
        page = self._page
        if page is not None:
            page.message.set_base_points(self._window.font().pointSizeF() * scale)
            font = QFont(self._window.font())
            font.setPointSizeF(max(6.0, QFont().pointSizeF() * scale * 1.15))
            page.set_text_font(font)
            self._fit_scoreboard()

    def _fit_scoreboard(self) -> None:
        if self._page is not None:
            factor = self._size_factor()
            window = self._window
            zoom = (self.applied or self.scale()) / factor
            self._page.fit_scoreboard(window.width(), window.height(), factor, zoom)
