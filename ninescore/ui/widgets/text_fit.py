"""Type made smaller, within limits, so that one line of text stays whole in its room.

Player names, the scoreboard's small lines and badges, and the commit button all keep their
words whole on a narrow window or in a longer language by taking smaller type, never by
being cut off.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics


def fitted_font(
    font: QFont, text: str, room: float, largest: float, least: float, pixels: bool = False
) -> QFont:
    """``font`` at ``largest`` size, or smaller (never below ``least``) until ``text`` is at
    most ``room`` wide.  Sizes are in points, or in pixels when ``pixels``.  An empty text or
    no room leaves the largest size."""
    fitted = QFont(font)

    def set_size(size: float) -> None:
        if pixels:
            fitted.setPixelSize(max(1, int(size)))
        else:
            fitted.setPointSizeF(size)

    set_size(largest)
    if not text or room <= 0:
        return fitted
    needed = QFontMetrics(fitted).horizontalAdvance(text)
    if needed <= room:
        return fitted
    # Width grows about in proportion to size; hinting may round up, so check and step down.
    size = max(least, largest * room / needed)
    set_size(size)
    while size > least and QFontMetrics(fitted).horizontalAdvance(text) > room:
        size = max(least, size * 0.93)
        set_size(size)
    return fitted
