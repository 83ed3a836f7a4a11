"""One ball of the diagram: a focusable button that paints itself and says what was asked.

A tap or click toggles "pocketed" (or "jumped" in the jump tap mode), a long press, right-click
or Ctrl+click asks for the first contact, Shift+click for jumped; on a focused ball Space is
pocketed and the Menu key first contact: keys of no command of the window (scoring/keys.py), so
that no key of the key map ever reaches a ball.  Its look comes from its state only, painted
once per look into a cached pixmap.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from PySide6.QtCore import (
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QEnterEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QSizePolicy,
    QWidget,
)

from ninescore.rules import BALLS
from ninescore.scoring.views import TapMode
from ninescore.ui.widgets.ball_painter import CUE_BALL, ball_set, blit_ball

OBJECT_BALLS: tuple[int, ...] = tuple(sorted(BALLS))
"""The balls in the order the diagram shows them."""

MIN_BALL_CELL = 56
"""Smallest cell per ball, in logical pixels: keeps the ball itself above the 44 px touch target."""
MAX_BALL_CELL = 260
"""Beyond this the balls stop growing (a 4K screen does not need 400 px balls)."""

FOUL_RED = QColor("#e53935")
_POCKET_GREEN = QColor("#5ee38a")
_JUMP_AMBER = QColor("#ffb300")
_CONTACT_CYAN = QColor("#6fd6ff")
_FOCUS_WHITE = QColor(255, 255, 255, 230)


class ContactMark(Enum):
    """How a ball shows the first-contact marker."""

    NONE = "none"
    DEFAULT = "default"
    CHOSEN = "chosen"


@dataclass(frozen=True)
class BallState:
    on_table: bool = True
    pocketed: bool = False
    jumped: bool = False
    jumped_off: bool = False
    """Off the table because it jumped off it earlier in the frame, not pocketed."""
    contact: ContactMark = ContactMark.NONE
    interactive: bool = True


class _CellKey(NamedTuple):
    """Everything a ball's cell looks different for."""

    number: int
    ball_set: str
    state: BallState
    width: int
    height: int
    device_pixel_ratio: float
    focused: bool
    hovered: bool
    down: bool
    font_family: str


class _PixmapLru:
    """Pixmaps kept up to a memory budget, the least recently used dropped first."""

    def __init__(self, budget_bytes: int) -> None:
        self._budget = budget_bytes
        self._used = 0
        self._pixmaps: OrderedDict[_CellKey, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def get(self, key: _CellKey) -> QPixmap | None:
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
        return pixmap

    def put(self, key: _CellKey, pixmap: QPixmap) -> None:
        old = self._pixmaps.pop(key, None)
        if old is not None:
            self._used -= _bytes_of(old)
        self._pixmaps[key] = pixmap
        self._used += _bytes_of(pixmap)
        while self._used > self._budget and len(self._pixmaps) > 1:
            _, dropped = self._pixmaps.popitem(last=False)
            self._used -= _bytes_of(dropped)

    def clear(self) -> None:
        self._pixmaps.clear()
        self._used = 0


def _bytes_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


# Nine balls in a handful of looks each, at 4K sizes, fit easily; a window being resized leaves
# old sizes behind, and those are what get dropped.
_cell_pixmaps = _PixmapLru(24 * 1024 * 1024)


class BallButton(QAbstractButton):
    """One ball: a focusable button that paints itself and emits what the operator asks for."""

    LONG_PRESS_MS = 500
    """How long a touch must be held to mean "first contact". Tests shorten it."""

    pocket_toggle_requested = Signal(int)
    first_contact_requested = Signal(int)
    jump_toggle_requested = Signal(int)
    focus_move_requested = Signal(int, int)
    """(ball number, Qt key) when an arrow key asks to move to a neighbouring ball."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self._state = BallState()
        self._tap_mode = TapMode.POCKET
        self._hovered = False
        self._pressed_at: QPoint | None = None
        self._press_modifiers = Qt.KeyboardModifier.NoModifier
        self._long_press_fired = False
        self._long_press = QTimer(self)
        self._long_press.setSingleShot(True)
        self._long_press.timeout.connect(self._on_long_press)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._update_description()

    # -- state in -----------------------------------------------------------------------------

    @property
    def state(self) -> BallState:
        return self._state

    def set_state(self, state: BallState) -> None:
        if state == self._state:
            return
        self._state = state
        clickable = state.interactive and state.on_table
        self.setEnabled(clickable)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if clickable else Qt.FocusPolicy.NoFocus)
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
        )
        if not clickable:
            self._cancel_press()
        self._update_description()
        self.update()

    def set_tap_mode(self, mode: TapMode) -> None:
        self._tap_mode = mode

    def retranslate(self) -> None:
        self._update_description()

    def state_text(self) -> str:
        """The ball's state in words, e.g. "pocketed on this shot, first contact"."""
        s = self._state
        parts: list[str] = []
        if not s.on_table:
            if s.jumped_off:
                parts.append(self.tr("jumped off the table"))
            else:
                parts.append(self.tr("off the table"))
        else:
            if s.pocketed:
                parts.append(self.tr("pocketed on this shot"))
            if s.jumped:
                parts.append(self.tr("jumped off the table"))
            if s.contact is ContactMark.CHOSEN:
                parts.append(self.tr("first contact"))
            elif s.contact is ContactMark.DEFAULT:
                parts.append(self.tr("first contact (lowest ball)"))
            if not parts:
                parts.append(self.tr("on the table"))
        return self.tr(", ", "separator between the states of one ball").join(parts)

    def _update_description(self) -> None:
        name = self.tr("Ball {number}").format(number=self.number)
        state = self.state_text()
        # As a person says it: "Ball 3, on the table".
        self.setAccessibleName(self.tr("{ball}, {state}").format(ball=name, state=state))
        if self._state.interactive and self._state.on_table:
            help_text = self.tr(
                "Space: pocketed on this shot. Menu key: first contact. Arrows: the next ball."
            )
            self.setAccessibleDescription(help_text)
            self.setToolTip(self.tr("{ball}: {state}").format(ball=name, state=state))
        else:
            self.setAccessibleDescription("")
            self.setToolTip(self.tr("{ball}: {state}").format(ball=name, state=state))

    # -- size ---------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(110, 110)

    def minimumSizeHint(self) -> QSize:
        return QSize(MIN_BALL_CELL, MIN_BALL_CELL)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    # -- intent out ---------------------------------------------------------------------------

    def _tap(self, modifiers: Qt.KeyboardModifier) -> None:
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            self.first_contact_requested.emit(self.number)
        elif modifiers & Qt.KeyboardModifier.ShiftModifier or self._tap_mode is TapMode.JUMP:
            self.jump_toggle_requested.emit(self.number)
        else:
            self.pocket_toggle_requested.emit(self.number)

    def _on_long_press(self) -> None:
        if self._pressed_at is None or not self.isEnabled():
            return
        self._long_press_fired = True
        self.setDown(False)
        self.first_contact_requested.emit(self.number)

    def _cancel_press(self) -> None:
        self._long_press.stop()
        self._pressed_at = None
        self._long_press_fired = False
        self.setDown(False)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # Handled here rather than by QAbstractButton: we need the right button, modifiers and a
        # long press, and QAbstractButton's own click/toggle machinery must never run.
        if event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            event.ignore()
            return
        event.accept()
        self._pressed_at = event.position().toPoint()
        self._press_modifiers = event.modifiers()
        self._long_press_fired = False
        self.setDown(True)
        if event.button() == Qt.MouseButton.LeftButton and not (
            event.modifiers()
            & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        ):
            self._long_press.start(self.LONG_PRESS_MS)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if self._pressed_at is None:
            return
        moved = (event.position().toPoint() - self._pressed_at).manhattanLength()
        if moved > QApplication.startDragDistance():
            # A finger sliding off a ball is not a long press on it.
            self._long_press.stop()
        self.setDown(self._inside(event.position()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if self._pressed_at is None:
            return
        long_press_fired = self._long_press_fired
        modifiers = self._press_modifiers
        self._cancel_press()
        if long_press_fired or not self._inside(event.position()):
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.first_contact_requested.emit(self.number)
        elif event.button() == Qt.MouseButton.LeftButton:
            self._tap(modifiers)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A quick second tap is a second toggle, not something else.
        self.mousePressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        # Right-click is handled on release; the Menu key is the keyboard's "first contact".
        event.accept()
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            self.first_contact_requested.emit(self.number)

    def _inside(self, pos: QPointF) -> bool:
        return self.rect().contains(pos.toPoint())

    # No key of the window's key map is a ball's own: F and J are the window's "F then a digit"
    # and "J then a digit" (a focused ball taking them turned "J 5" into "this ball jumped, the
    # 5 pocketed"), and P starts the shot clock (a ball taking it marked itself pocketed and
    # left the clock stopped).  The Menu key marks the focused ball as the first contact.
    _ACTION_KEYS = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Menu})
    _ARROW_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down})

    def _is_ours(self, event: QKeyEvent) -> bool:
        if event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        ):
            return False
        key = Qt.Key(event.key())
        return key in self._ACTION_KEYS or key in self._ARROW_KEYS

    def event(self, event: QEvent) -> bool:
        # A focused ball gets its letter keys before any window-wide shortcut on the same letter.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self._is_ours(event)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._is_ours(event):
            # Enter/Return in particular go up to the window, where they commit the shot.
            event.ignore()
            return
        event.accept()
        if event.isAutoRepeat():
            return
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Space:
            self.pocket_toggle_requested.emit(self.number)
        elif key == Qt.Key.Key_Menu:
            # Accepted here, so Qt makes no keyboard context-menu event of it as well.
            self.first_contact_requested.emit(self.number)
        else:
            self.focus_move_requested.emit(self.number, int(key.value))

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        # QAbstractButton would "click" on Space release; our press already acted.
        if self._is_ours(event):
            event.accept()
        else:
            event.ignore()

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hovered = False
        self._long_press.stop()
        self.update()
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._cancel_press()
        self.update()
        super().focusOutEvent(event)

    # -- painting -----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        # The whole cell comes from a pixmap made once per look: a ball toggled back and forth,
        # or the default first-contact marker moving along, repaints with a single blit instead
        # of antialiased dashed rings and gradients.
        ratio = self.devicePixelRatioF()
        key = _CellKey(
            self.number,
            ball_set(),
            self._state,
            self.width(),
            self.height(),
            ratio,
            self.hasFocus(),
            self._hovered,
            self.isDown(),
            self.font().family(),
        )
        cell = _cell_pixmaps.get(key)
        if cell is None:
            cell = self._paint_cell(ratio)
            _cell_pixmaps.put(key, cell)
        painter = QPainter(self)
        try:
            painter.drawPixmap(0, 0, cell)
        finally:
            painter.end()

    def _paint_cell(self, ratio: float) -> QPixmap:
        cell = QPixmap(math.ceil(self.width() * ratio), math.ceil(self.height() * ratio))
        cell.setDevicePixelRatio(ratio)
        cell.fill(Qt.GlobalColor.transparent)
        painter = QPainter(cell)
        try:
            painter.setFont(self.font())
            self._paint(painter)
        finally:
            painter.end()
        return cell

    def _paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        s = self._state
        size = float(min(self.width(), self.height()))
        centre = QPointF(self.width() / 2.0, self.height() / 2.0)
        radius = size * 0.355
        live = s.interactive and s.on_table

        if live and self.hasFocus():
            pen = QPen(_FOCUS_WHITE, max(2.0, size * 0.025), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen.widthF()
            box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
            box.adjust(inset, inset, -inset, -inset)
            painter.drawRoundedRect(box, size * 0.14, size * 0.14)

        if not s.on_table:
            self._paint_gone(painter, centre, radius)
            if s.jumped_off:
                # Not pocketed: the amber dashed ring and the "up" badge of a jumped ball.
                self._paint_jump_ring(painter, centre, radius * 0.8, size)
                self._paint_jump_badge(painter, centre, size)
            return

        if live and self._hovered and not self.isDown():
            glow = QRadialGradient(centre, radius * 1.3)
            glow.setColorAt(0.7, QColor(255, 255, 255, 70))
            glow.setColorAt(1.0, QColor(255, 255, 255, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(centre, radius * 1.3, radius * 1.3)

        if self.isDown():
            radius *= 0.94

        ball_centre = QPointF(centre)
        if s.jumped:
            # Lifted off the cloth: the ball rises and leaves its shadow behind.
            shadow = QRadialGradient(QPointF(centre.x(), centre.y() + radius * 0.78), radius * 0.9)
            shadow.setColorAt(0.0, QColor(0, 0, 0, 120))
            shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shadow)
            painter.drawEllipse(
                QPointF(centre.x(), centre.y() + radius * 0.78), radius * 0.9, radius * 0.32
            )
            ball_centre = QPointF(centre.x(), centre.y() - radius * 0.1)

        if s.pocketed:
            ring_width = max(3.0, size * 0.045)
            painter.setPen(QPen(_POCKET_GREEN, ring_width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            gap = radius + ring_width * 0.5 + size * 0.015
            painter.drawEllipse(ball_centre, gap, gap)
        if s.jumped:
            extra = max(3.0, size * 0.04) * 1.4 if s.pocketed else 0.0
            self._paint_jump_ring(painter, ball_centre, radius + extra, size)

        blit_ball(painter, ball_centre, radius, self.number)

        if s.contact is not ContactMark.NONE:
            self._paint_contact(painter, ball_centre, radius, size, s.contact)
        if s.pocketed:
            self._paint_pocket_badge(painter, centre, size)
        if s.jumped:
            self._paint_jump_badge(painter, centre, size)

    def _paint_jump_ring(
        self, painter: QPainter, centre: QPointF, radius: float, size: float
    ) -> None:
        ring_width = max(3.0, size * 0.04)
        pen = QPen(_JUMP_AMBER, ring_width, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        gap = radius + ring_width * 0.5 + size * 0.015
        painter.drawEllipse(centre, gap, gap)

    def _paint_gone(self, painter: QPainter, centre: QPointF, radius: float) -> None:
        # Where the ball stood: a faint dashed ring, with a small washed-out ball inside it.
        painter.setPen(
            QPen(QColor(255, 255, 255, 70), max(1.5, radius * 0.04), Qt.PenStyle.DotLine)
        )
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawEllipse(centre, radius * 0.8, radius * 0.8)
        painter.save()
        painter.setOpacity(0.7)
        blit_ball(painter, centre, radius * 0.5, self.number, faded=True)
        painter.restore()

    def _paint_contact(
        self,
        painter: QPainter,
        ball_centre: QPointF,
        radius: float,
        size: float,
        mark: ContactMark,
    ) -> None:
        # A small cue ball touching the object ball from the lower left: "the cue ball hit this".
        cue_radius = size * 0.1
        angle = math.radians(135.0)
        towards_cue = QPointF(math.cos(angle), math.sin(angle))
        reach = radius + cue_radius
        cue_centre = ball_centre + towards_cue * reach
        if mark is ContactMark.DEFAULT:
            # The program's guess: a ghost cue ball, present but quiet.
            painter.save()
            painter.setOpacity(0.9)
            blit_ball(painter, cue_centre, cue_radius, CUE_BALL)
            painter.restore()
            ghost = QPen(QColor(255, 255, 255, 220), max(1.5, size * 0.014), Qt.PenStyle.DashLine)
            painter.setPen(ghost)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(cue_centre, cue_radius, cue_radius)
            return

        # The operator's choice: a solid cue ball with speed lines, and the impact marked in cyan.
        streak = QPen(_CONTACT_CYAN, max(2.0, size * 0.018))
        streak.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(streak)
        across = QPointF(-towards_cue.y(), towards_cue.x())
        for offset, length in ((-0.55, 0.55), (0.0, 1.0), (0.55, 0.55)):
            start = cue_centre + towards_cue * (cue_radius * 1.25) + across * (offset * cue_radius)
            painter.drawLine(start, start + towards_cue * (size * 0.09 * length))
        impact = QPen(_CONTACT_CYAN, max(3.0, size * 0.035))
        impact.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(impact)
        arc_radius = radius + size * 0.012
        arc_box = QRectF(
            ball_centre.x() - arc_radius,
            ball_centre.y() - arc_radius,
            arc_radius * 2,
            arc_radius * 2,
        )
        # Qt arcs run counter-clockwise from three o'clock in 1/16 degree: 225 is the lower left.
        painter.drawArc(arc_box, (225 - 35) * 16, 70 * 16)
        blit_ball(painter, cue_centre, cue_radius, CUE_BALL)
        painter.setPen(QPen(_CONTACT_CYAN, max(1.5, size * 0.014)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(cue_centre, cue_radius, cue_radius)

    def _badge_centre(self, centre: QPointF, size: float, right: bool) -> QPointF:
        offset = size * 0.33
        return QPointF(centre.x() + (offset if right else -offset), centre.y() - offset)

    def _paint_badge_disc(self, painter: QPainter, where: QPointF, r: float, fill: QColor) -> None:
        painter.setPen(QPen(QColor("#0b2a1b"), max(1.5, r * 0.16)))
        painter.setBrush(fill)
        painter.drawEllipse(where, r, r)

    def _paint_pocket_badge(self, painter: QPainter, centre: QPointF, size: float) -> None:
        r = size * 0.11
        where = self._badge_centre(centre, size, right=True)
        self._paint_badge_disc(painter, where, r, _POCKET_GREEN)
        tick = QPainterPath()
        tick.moveTo(where.x() - r * 0.5, where.y() + r * 0.02)
        tick.lineTo(where.x() - r * 0.12, where.y() + r * 0.42)
        tick.lineTo(where.x() + r * 0.52, where.y() - r * 0.38)
        pen = QPen(QColor("#0b2a1b"), max(2.0, r * 0.26))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)

    def _paint_jump_badge(self, painter: QPainter, centre: QPointF, size: float) -> None:
        r = size * 0.11
        where = self._badge_centre(centre, size, right=False)
        self._paint_badge_disc(painter, where, r, _JUMP_AMBER)
        arrow = QPainterPath()
        arrow.moveTo(where.x(), where.y() + r * 0.55)
        arrow.lineTo(where.x(), where.y() - r * 0.5)
        arrow.moveTo(where.x() - r * 0.42, where.y() - r * 0.1)
        arrow.lineTo(where.x(), where.y() - r * 0.52)
        arrow.lineTo(where.x() + r * 0.42, where.y() - r * 0.1)
        pen = QPen(QColor("#0b2a1b"), max(2.0, r * 0.24))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(arrow)
