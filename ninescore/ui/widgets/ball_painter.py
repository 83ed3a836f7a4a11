"""Paint one pool ball with QPainter.

This is the single place that knows what a ball looks like, so the live diagram, the history
replay and the printed match sheet all draw the same balls. It only needs a QPainter, so it works
on widgets, pixmaps and printers alike, at any size and device pixel ratio (all vector, no bitmaps).

What each ball looks like — its colour, its pattern, the size of its number — is read from
:mod:`ninescore.ball_set`, the table the feed's pages are written from too, in the set chosen
(:func:`set_ball_set`): the tournament's, or the colour-blind one, in which each ball also has a
pattern (a stripe, a ring, dots) and a larger number.

``blit_ball`` is the fast path for screens: it paints each distinct ball once into a pixmap at the
device's real resolution and copies it afterwards, so a repaint costs a blit instead of gradients
and text paths. Printers and scaled painters still get the vector drawing.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import NamedTuple

# ``QtCore.Qt`` is looked up when used, never at import: the first use of Qt's ``Qt``
# namespace makes PySide6 build about 90 Python enum classes (some 15 ms), which the first
# paint (the start screen) does without.
from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from ninescore.ball_set import (
    DOT_ANGLES,
    DOT_DISTANCE,
    DOT_RADIUS,
    IVORY,
    NUMBER_INK,
    RING_GAP,
    RING_WIDTH,
    Pattern,
    ball_look,
)

# The set chosen, kept apart for the start-up's sake (re-exported: the painter's callers ask it).
from ninescore.ui.widgets.ball_choice import BALL_SET_SETTING as BALL_SET_SETTING
from ninescore.ui.widgets.ball_choice import ball_set as ball_set
from ninescore.ui.widgets.ball_choice import choose_ball_set as choose_ball_set
from ninescore.ui.widgets.ball_choice import set_ball_set as set_ball_set
from ninescore.ui.widgets.ball_choice import use_saved_ball_set as use_saved_ball_set

CUE_BALL = 0
"""Pass as ``number`` to paint the cue ball (plain, no number)."""

_IVORY = QColor(IVORY)
_NUMBER_INK = QColor(NUMBER_INK)

_FADE_GREY = QColor("#8d918f")

# Unit-size outlines of the numbers, keyed by (number, font key): building text paths is the only
# costly part of painting a ball, and a diagram repaints nine balls on every hover.
_number_paths: dict[tuple[int, str], QPainterPath] = {}


def ball_colour(number: int) -> QColor:
    """The colour of ball ``number`` (0 is the cue ball); for a striped ball, its stripe."""
    if not 0 <= number <= 15:
        raise ValueError(f"no pool ball numbered {number}")
    # 10-15 are the striped 2-7 of a full set (never on a nine-ball table, drawn all the same).
    return QColor(ball_look(number - 8 if number >= 10 else number).colour)


def pattern_of(number: int) -> Pattern:
    """How ball ``number`` is marked besides its colour, in the set painted now."""
    if number >= 10:
        return Pattern.STRIPE
    return ball_look(number, ball_set()).pattern


def is_striped(number: int) -> bool:
    """A white ball with a coloured band: the 9 (and 10-15) of a real set; more of them in the
    colour-blind set."""
    return pattern_of(number) is Pattern.STRIPE


def paint_ball(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    number: int,
    *,
    faded: bool = False,
) -> None:
    """Paint ball ``number`` (0 = cue ball) as a shaded sphere of ``radius`` around ``centre``.

    ``faded`` washes the colours out towards grey, for balls that are no longer in play; the caller
    chooses any extra transparency with ``painter.setOpacity``. The painter's state is restored.
    """
    colour = ball_colour(number)
    white = QColor(_IVORY)
    ink = QColor(_NUMBER_INK)
    if faded:
        colour, white, ink = _faded(colour), _faded(white), _faded(ink)
    look = ball_look(min(number, 9), ball_set())
    pattern = pattern_of(number)

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QtCore.Qt.PenStyle.NoPen)

    sphere = QPainterPath()
    sphere.addEllipse(centre, radius, radius)

    if pattern is Pattern.STRIPE:
        painter.setBrush(white)
        painter.drawPath(sphere)
        painter.save()
        painter.setClipPath(sphere, QtCore.Qt.ClipOperation.IntersectClip)
        painter.setBrush(colour)
        painter.drawPath(_stripe_band(centre, radius))
        painter.restore()
    else:
        painter.setBrush(colour)
        painter.drawPath(sphere)
        if pattern is Pattern.RING:
            ring = QPainterPath()
            ring.addEllipse(
                centre,
                radius * (look.disc + RING_GAP + RING_WIDTH),
                radius * (look.disc + RING_GAP + RING_WIDTH),
            )
            hole = QPainterPath()
            hole.addEllipse(
                centre, radius * (look.disc + RING_GAP), radius * (look.disc + RING_GAP)
            )
            painter.setBrush(white)
            painter.drawPath(ring.subtracted(hole))
        elif pattern is Pattern.DOTS:
            painter.setBrush(white)
            for angle in DOT_ANGLES:
                turn = math.radians(angle)
                dot = QPointF(
                    centre.x() + radius * DOT_DISTANCE * math.sin(turn),
                    centre.y() - radius * DOT_DISTANCE * math.cos(turn),
                )
                painter.drawEllipse(dot, radius * DOT_RADIUS, radius * DOT_RADIUS)

    if number != CUE_BALL:
        disc_radius = radius * look.disc
        painter.setBrush(white)
        painter.drawEllipse(centre, disc_radius, disc_radius)
        painter.setBrush(ink)
        painter.drawPath(_number_outline(painter.font(), number, centre, radius * look.digits))

    # Shading goes over everything, number included, so the ball reads as one sphere lit from the
    # upper left rather than a flat sticker.
    light = QPointF(centre.x() - radius * 0.35, centre.y() - radius * 0.4)
    shade = QRadialGradient(light, radius * 1.45)
    shade.setColorAt(0.0, QColor(255, 255, 255, 0))
    shade.setColorAt(0.5, QColor(0, 0, 0, 0))
    shade.setColorAt(0.85, QColor(0, 0, 0, 70))
    shade.setColorAt(1.0, QColor(0, 0, 0, 150))
    painter.setBrush(QBrush(shade))
    painter.drawPath(sphere)

    glint_centre = QPointF(centre.x() - radius * 0.42, centre.y() - radius * 0.46)
    glint = QRadialGradient(glint_centre, radius * 0.34)
    glint.setColorAt(0.0, QColor(255, 255, 255, 150 if faded else 210))
    glint.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setBrush(QBrush(glint))
    painter.drawEllipse(glint_centre, radius * 0.34, radius * 0.34)

    rim = QColor(0, 0, 0, 110)
    painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(rim, max(1.0, radius * 0.03)))
    painter.drawPath(sphere)
    painter.restore()


def _stripe_band(centre: QPointF, radius: float) -> QPainterPath:
    """The coloured band of a striped ball: edges bowed outwards, as a band round a sphere looks."""
    half = radius * 0.64
    bow = radius * 0.12
    left, right = centre.x() - radius * 1.1, centre.x() + radius * 1.1
    top, bottom = centre.y() - half, centre.y() + half
    band = QPainterPath()
    band.moveTo(left, top + bow)
    band.quadTo(centre.x(), top - bow, right, top + bow)
    band.lineTo(right, bottom - bow)
    band.quadTo(centre.x(), bottom + bow, left, bottom - bow)
    band.closeSubpath()
    return band


def _number_outline(
    base_font: QFont, number: int, centre: QPointF, digit_height: float
) -> QPainterPath:
    """The number as a filled outline scaled to ``digit_height`` and centred exactly on ``centre``.

    An outline rather than drawText: it scales smoothly to any size (a 20 px sheet ball or a 400 px
    4K ball) and centres on the glyphs' real ink, not on the font's line box.
    """
    font = QFont(base_font)
    font.setBold(True)
    key = (number, font.key())
    unit = _number_paths.get(key)
    if unit is None:
        font.setPixelSize(100)
        raw = QPainterPath()
        raw.addText(0, 0, font, str(number))
        box = raw.boundingRect()
        to_unit = QTransform()
        to_unit.scale(1.0 / box.height(), 1.0 / box.height())
        to_unit.translate(-box.center().x(), -box.center().y())
        unit = to_unit.map(raw)
        _number_paths[key] = unit
    # Two-digit numbers get narrower so they stay inside the disc.
    scale = digit_height * (0.82 if number >= 10 else 1.0)
    place = QTransform()
    place.translate(centre.x(), centre.y())
    place.scale(scale, scale)
    return place.map(unit)


def _faded(colour: QColor) -> QColor:
    mix = 0.72
    return QColor.fromRgbF(
        colour.redF() * (1 - mix) + _FADE_GREY.redF() * mix,
        colour.greenF() * (1 - mix) + _FADE_GREY.greenF() * mix,
        colour.blueF() * (1 - mix) + _FADE_GREY.blueF() * mix,
    )


class BallPixmapKey(NamedTuple):
    """What makes two cached balls the same picture."""

    number: int
    ball_set: str
    """The set it is painted in: a switch of set paints every ball anew."""
    diameter: int
    """In device pixels, so a 2x screen gets its own sharp pixmap rather than a blurred 1x one."""
    faded: bool
    device_pixel_ratio: float
    font_family: str
    """The numbers' typeface (their size follows the ball, not the font)."""


_PIXMAP_BUDGET_BYTES = 32 * 1024 * 1024
"""Enough for every ball in every state at 4K sizes; resizing the window evicts the old sizes."""
_PIXMAP_PAD = 2
"""Device pixels around the ball, so the antialiased rim is never clipped by the pixmap's edge."""

_ball_pixmaps: OrderedDict[BallPixmapKey, QPixmap] = OrderedDict()
_ball_pixmap_bytes = 0


class BallPixmapStats(NamedTuple):
    entries: int
    bytes: int


def ball_pixmap_stats() -> BallPixmapStats:
    """How many balls are cached and how much memory they take (for tests and benchmarks)."""
    return BallPixmapStats(len(_ball_pixmaps), _ball_pixmap_bytes)


def clear_ball_pixmaps() -> None:
    """Forget every cached ball (for tests and benchmarks that measure the uncached cost)."""
    global _ball_pixmap_bytes
    _ball_pixmaps.clear()
    _ball_pixmap_bytes = 0


def ball_pixmap(
    number: int,
    diameter: int,
    *,
    faded: bool = False,
    device_pixel_ratio: float = 1.0,
    font: QFont | None = None,
) -> QPixmap:
    """Ball ``number`` painted once into a square pixmap, ``diameter`` device pixels across.

    The pixmap carries ``device_pixel_ratio``, so drawing it at its logical size on a device with
    that ratio copies pixels one to one. It is ``2 * _PIXMAP_PAD`` device pixels wider than the
    ball so the rim's antialiasing fits. Cached (least recently used out first).
    """
    global _ball_pixmap_bytes
    base_font = QFont(font) if font is not None else QFont()
    diameter = max(1, diameter)
    key = BallPixmapKey(number, ball_set(), diameter, faded, device_pixel_ratio, base_font.family())
    pixmap = _ball_pixmaps.get(key)
    if pixmap is not None:
        _ball_pixmaps.move_to_end(key)
        return pixmap
    side = diameter + 2 * _PIXMAP_PAD
    pixmap = QPixmap(side, side)
    pixmap.fill(QtCore.Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setFont(base_font)
        paint_ball(painter, QPointF(side / 2, side / 2), diameter / 2, number, faded=faded)
    finally:
        painter.end()
    # Set after painting so the ball above was drawn in device pixels.
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    _ball_pixmaps[key] = pixmap
    _ball_pixmap_bytes += side * side * 4
    while _ball_pixmap_bytes > _PIXMAP_BUDGET_BYTES and len(_ball_pixmaps) > 1:
        _, old = _ball_pixmaps.popitem(last=False)
        _ball_pixmap_bytes -= old.width() * old.height() * 4
    return pixmap


def blit_ball(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    number: int,
    *,
    faded: bool = False,
) -> None:
    """Draw the same ball as ``paint_ball``, from the pixmap cache when the painter allows it.

    A painter that scales or rotates (a print preview, a printer) gets ``paint_ball`` itself, so a
    bitmap is never stretched. The painter's opacity applies as it does to ``paint_ball``.
    """
    transform = painter.worldTransform()
    device = painter.device()
    if device is None or transform.type().value > QTransform.TransformationType.TxTranslate.value:
        paint_ball(painter, centre, radius, number, faded=faded)
        return
    ratio = device.devicePixelRatioF()
    diameter = round(2 * radius * ratio)
    pixmap = ball_pixmap(
        number, diameter, faded=faded, device_pixel_ratio=ratio, font=painter.font()
    )
    half = pixmap.width() / ratio / 2
    # Land on whole device pixels: a fractional position would make Qt resample the pixmap.
    device_left = round((centre.x() - half + transform.dx()) * ratio)
    device_top = round((centre.y() - half + transform.dy()) * ratio)
    painter.drawPixmap(
        QPointF(device_left / ratio - transform.dx(), device_top / ratio - transform.dy()),
        pixmap,
    )


def ball_rect(centre: QPointF, radius: float) -> QRectF:
    """The bounding square of a ball, for callers that lay balls out by rectangles."""
    return QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2)
