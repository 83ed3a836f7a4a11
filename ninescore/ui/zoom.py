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

from PySide6.QtCore import QSettings

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
