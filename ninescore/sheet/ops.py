"""The drawing operations of a sheet: laid out first, painted later (:mod:`.render`)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen


class Text(NamedTuple):
    """One line of text, already placed: its baseline starts at ``origin``.

    Wrapping and aligning happen once, at layout time, so painting a long sheet costs Qt no
    second layout of every paragraph.
    """

    role: str
    text: str
    color: QColor
    origin: QPointF


class Line(NamedTuple):
    start: QPointF
    end: QPointF
    pen: QPen


class Box(NamedTuple):
    rect: QRectF
    fill: QColor | None
    pen_width: float
    pen_color: QColor | None
    ellipse: bool = False


# Laid out first, painted later: a long sheet has thousands of these, hence plain tuples.
Op = Text | Line | Box
