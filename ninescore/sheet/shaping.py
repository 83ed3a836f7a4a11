"""Texts shaped once into glyph runs, so that painting a sheet into a PDF places glyphs only.

``QPainter.drawText`` itemizes and shapes its text on every call, and a sheet draws some 1,700
texts, most of them many times over (the players' names, "pocketed ball 5. (R1)", the column
heads), the same on every sheet printed from the history and on every page the preview paints
again. A text is shaped here once per font role and resolution, by the same text engine
``drawText`` uses (``QTextLayout``, left to right as the sheet's painter draws), and kept for the
process (bounded); painting then hands Qt the glyphs and their positions.

The PDF gets the same glyphs at the same positions as from ``drawText``: the runs keep Qt's
own positions (in 1/64 of a device pixel) relative to the baseline, and the texts' origins are
already whole 1/64 pixels (:func:`ninescore.sheet.page_layout.on_grid`), so adding them is exact.
Only texts that one line of ``QTextLayout`` might not lay out as ``drawText`` does (a tab, a line
break, a right-to-left script) are left to ``drawText``.
"""

from __future__ import annotations

import functools
import unicodedata

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont, QGlyphRun, QPaintDevice, QTextLayout, QTextOption

Shape = tuple[QGlyphRun, ...]
"""A text's glyph runs (one per font it needs), positioned from its baseline's start; empty when
the text is left to ``drawText``."""

# Shapes by (family, resolution), then role, then text. Bounded like the widths (.style).
_SHAPES: dict[tuple[str, int], dict[str, dict[str, Shape]]] = {}
_SHAPES_LIMIT = 20_000

_OPTION = QTextOption()
_OPTION.setTextDirection(Qt.LayoutDirection.LeftToRight)
_OPTION.setWrapMode(QTextOption.WrapMode.NoWrap)


def shape_cache(family: str, dpi: int, roles: list[str]) -> dict[str, dict[str, Shape]]:
    """The shapes made so far in ``family`` at ``dpi``, by role, then text."""
    cache = _SHAPES.setdefault((family, dpi), {})
    if sum(len(shapes) for shapes in cache.values()) > _SHAPES_LIMIT:
        cache.clear()
    for role in roles:
        cache.setdefault(role, {})
    return cache


def forget_shapes() -> None:
    """Forget every text shaped (a benchmark's cold start)."""
    _SHAPES.clear()


# Bidirectional classes that leave a text left to right whatever the paragraph's direction is
# (letters of left-to-right scripts, digits, spaces and punctuation): the painter draws in
# LayoutDirectionAuto, which makes any such text left to right, as the layout here is told to.
_LEFT_TO_RIGHT = frozenset({"L", "EN", "ES", "ET", "CS", "NSM", "BN", "WS", "ON"})


@functools.cache
def _keeps_left_to_right(character: str) -> bool:
    return (
        character >= " "
        and character not in "\x7f\x85\u2028\u2029"
        and unicodedata.bidirectional(character) in _LEFT_TO_RIGHT
    )


def _is_one_left_to_right_line(text: str) -> bool:
    # drawText skips a tab's width and never breaks a line; QTextLayout would do neither alike.
    # A right-to-left text is left to drawText too: QTextLayout would align it to the right.
    if text.isascii():
        return text.isprintable()  # no control character; the rest of ASCII is left to right
    return all(map(_keeps_left_to_right, set(text)))


def shape(text: str, font: QFont, device: QPaintDevice) -> Shape:
    """``text`` in ``font`` on ``device`` as glyph runs from its baseline (empty: use drawText)."""
    if not _is_one_left_to_right_line(text):
        return ()
    layout = QTextLayout(text, font, device)
    layout.setTextOption(_OPTION)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    if not line.isValid() or line.textLength() != len(text.encode("utf-16-le")) // 2:
        return ()
    # The line moved up by its ascent puts its baseline at 0: the runs' positions are then from
    # the baseline's start, as drawText's origin is (QTextLayout keeps the ascent's 1/64 pixels).
    line.setPosition(QPointF(0.0, -line.ascent()))
    return tuple(layout.glyphRuns())
