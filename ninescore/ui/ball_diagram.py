"""The ball diagram: the nine object balls at the centre of the scoring window.

A view only. The controller decides everything and hands the widget a ``DiagramView`` through
``set_view``; the widget paints it and turns the operator's gestures into *requests*
(``pocket_toggle_requested`` and friends). A click never changes what is shown by itself: the
picture changes when the controller calls ``set_view`` again, so the screen can never disagree
with the match.

Gestures (also shown on screen under the balls):

- tap / click: toggle "pocketed on this shot" (or "jumped" when the tap mode is ``TapMode.JUMP``);
- long press, right-click or Ctrl+click: make this ball the first contact;
- Shift+click: toggle "jumped off the table";
- keyboard, on a focused ball: Space or P pocketed, F first contact, J jumped, arrows move between
  balls. Enter is deliberately left alone: in the scoring window it commits the shot.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Iterable
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
    QFont,
    QFontMetrics,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import ball_list_text
from ninescore.rules import BALLS
from ninescore.scoring.keys import key_named
from ninescore.scoring.views import DiagramView, TapMode
from ninescore.ui.ball_painter import CUE_BALL, blit_ball
from ninescore.ui.quick_labels import RememberingLabel

__all__ = ["MIN_BALL_CELL", "BallButton", "BallDiagram", "DiagramView", "TapMode"]

OBJECT_BALLS: tuple[int, ...] = tuple(sorted(BALLS))
"""The balls in the order the diagram shows them."""

MIN_BALL_CELL = 56
"""Smallest cell per ball, in logical pixels: keeps the ball itself above the 44 px touch target."""
MAX_BALL_CELL = 260
"""Beyond this the balls stop growing (a 4K screen does not need 400 px balls)."""

_FELT = QColor("#1d6a45")
_FELT_EDGE = QColor("#0f3d27")
_FOUL_RED = QColor("#e53935")
_FOUL_CAPTION = QColor("#c62828")
_POCKET_GREEN = QColor("#5ee38a")
_JUMP_AMBER = QColor("#ffb300")
_CONTACT_CYAN = QColor("#6fd6ff")
_FOCUS_WHITE = QColor(255, 255, 255, 230)

# The layouts the diagram chooses between: columns per row, best fit wins.
_GRIDS: tuple[int, ...] = (9, 5, 3)


class ContactMark(Enum):
    """How a ball shows the first-contact marker."""

    NONE = "none"
    DEFAULT = "default"
    CHOSEN = "chosen"


@dataclass(frozen=True)
class _BallState:
    on_table: bool = True
    pocketed: bool = False
    jumped: bool = False
    contact: ContactMark = ContactMark.NONE
    interactive: bool = True


class _CellKey(NamedTuple):
    """Everything a ball's cell looks different for."""

    number: int
    state: _BallState
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
        self._state = _BallState()
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
    def state(self) -> _BallState:
        return self._state

    def set_state(self, state: _BallState) -> None:
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
        self.setAccessibleName(self.tr("{ball}: {state}").format(ball=name, state=state))
        if self._state.interactive and self._state.on_table:
            help_text = self.tr(
                "Space: pocketed on this shot. F: first contact. J: jumped off the table."
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

    # F and J are not a ball's own: they are the window's "F then a digit" (first contact) and
    # "J then a digit" (jumped), and a focused ball taking them turned "J 5" into "this ball
    # jumped, the 5 pocketed".  The Menu key marks the focused ball as the first contact.
    _ACTION_KEYS = frozenset({Qt.Key.Key_Space, Qt.Key.Key_P, Qt.Key.Key_Menu})
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
        if key in (Qt.Key.Key_Space, Qt.Key.Key_P):
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
            ring_width = max(3.0, size * 0.04)
            pen = QPen(_JUMP_AMBER, ring_width, Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            gap = radius + ring_width * 0.5 + size * 0.015
            if s.pocketed:
                gap += ring_width * 1.4
            painter.drawEllipse(ball_centre, gap, gap)

        blit_ball(painter, ball_centre, radius, self.number)

        if s.contact is not ContactMark.NONE:
            self._paint_contact(painter, ball_centre, radius, size, s.contact)
        if s.pocketed:
            self._paint_pocket_badge(painter, centre, size)
        if s.jumped:
            self._paint_jump_badge(painter, centre, size)

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


class _BallField(QWidget):
    """The felt the balls sit on; places the nine ball buttons in the best-fitting grid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.balls: dict[int, BallButton] = {n: BallButton(n, self) for n in OBJECT_BALLS}
        self.columns = 9
        self.fouled = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        for ball in self.balls.values():
            ball.focus_move_requested.connect(self._move_focus)

    def set_fouled(self, fouled: bool) -> None:
        # Only the frame changes colour, but it runs round the whole felt, so the felt repaints.
        if fouled != self.fouled:
            self.fouled = fouled
            self.update()

    def margin(self) -> int:
        return 12

    def sizeHint(self) -> QSize:
        cell = 104
        return QSize(cell * 9 + 2 * self.margin(), cell + 2 * self.margin())

    def minimumSizeHint(self) -> QSize:
        side = MIN_BALL_CELL * 3 + 2 * self.margin()
        return QSize(side, side)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place_balls()
        super().resizeEvent(event)

    @staticmethod
    def choose_grid(width: float, height: float) -> tuple[int, float]:
        """The column count and cell size that make the balls largest in ``width`` x ``height``."""
        best_columns, best_cell = _GRIDS[0], -1.0
        for columns in _GRIDS:
            rows = math.ceil(len(OBJECT_BALLS) / columns)
            cell = min(width / columns, height / rows)
            # A new layout must win clearly, so a window resized by a pixel does not flip back and
            # forth; fewer rows read more naturally as "the rack".
            if cell > best_cell * 1.08:
                best_columns, best_cell = columns, cell
        return best_columns, max(0.0, min(best_cell, MAX_BALL_CELL))

    def _place_balls(self) -> None:
        m = self.margin()
        width, height = self.width() - 2 * m, self.height() - 2 * m
        columns, cell = self.choose_grid(width, height)
        self.columns = columns
        rows = math.ceil(len(OBJECT_BALLS) / columns)
        side = max(1, int(cell))
        top = m + (height - rows * side) // 2
        for index, number in enumerate(OBJECT_BALLS):
            row, column = divmod(index, columns)
            in_row = min(columns, len(OBJECT_BALLS) - row * columns)
            left = m + (width - in_row * side) // 2
            self.balls[number].setGeometry(left + column * side, top + row * side, side, side)

    def _move_focus(self, number: int, key: int) -> None:
        step = {
            int(Qt.Key.Key_Left.value): -1,
            int(Qt.Key.Key_Right.value): 1,
            int(Qt.Key.Key_Up.value): -self.columns,
            int(Qt.Key.Key_Down.value): self.columns,
        }[key]
        if self.columns >= len(OBJECT_BALLS) and abs(step) > 1:
            step = int(math.copysign(1, step))
        target = number + step
        # Skip balls that are gone, continuing in the same direction.
        while target in self.balls and not self.balls[target].isEnabled():
            target += step
        if target in self.balls:
            self.balls[target].setFocus(Qt.FocusReason.TabFocusReason)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            box = QRectF(self.rect()).adjusted(2, 2, -2, -2)
            cloth = QLinearGradient(box.topLeft(), box.bottomLeft())
            cloth.setColorAt(0.0, _FELT.lighter(112))
            cloth.setColorAt(1.0, _FELT.darker(108))
            edge = QPen(_FOUL_RED, 5) if self.fouled else QPen(_FELT_EDGE, 2)
            painter.setPen(edge)
            painter.setBrush(cloth)
            painter.drawRoundedRect(box, 14, 14)
        finally:
            painter.end()


class _ViewDrivenToggle(QPushButton):
    """A checkable button whose checked state only ever comes from the view, never from a click."""

    def nextCheckState(self) -> None:
        pass


class BallDiagram(QWidget):
    """The nine object balls, their state for this shot, and the gestures to change it.

    Call ``set_view`` with a ``DiagramView`` whenever the controller's state changes; connect the
    ``*_requested`` signals to the controller's slots.
    """

    pocket_toggle_requested = Signal(int)
    first_contact_requested = Signal(int)
    no_contact_requested = Signal()
    jump_toggle_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None, keep_control_room: bool = False) -> None:
        super().__init__(parent)
        self._view = DiagramView()

        self._field = _BallField(self)
        for ball in self._field.balls.values():
            ball.pocket_toggle_requested.connect(self._forward_pocket)
            ball.first_contact_requested.connect(self._forward_first_contact)
            ball.jump_toggle_requested.connect(self._forward_jump)

        self._caption = RememberingLabel(self)
        self._caption.setObjectName("ballDiagramCaption")
        self._caption.setWordWrap(True)
        self._caption.setTextFormat(Qt.TextFormat.PlainText)

        self._no_contact = _ViewDrivenToggle(self)
        self._no_contact.setObjectName("noContactButton")
        self._no_contact.setCheckable(True)
        # Checked must be unmistakable: it means the shot is recorded as hitting nothing.
        self._no_contact.setStyleSheet(
            "QPushButton:checked { background-color: #1565c0; color: white; font-weight: bold;"
            " border: 1px solid #0d47a1; border-radius: 4px; padding: 4px 14px; }"
            "QPushButton:checked:focus { border: 3px solid #90caf9; }"
        )
        self._no_contact.clicked.connect(self._forward_no_contact)

        self._hint = RememberingLabel(self)
        self._hint.setObjectName("ballDiagramHint")
        self._hint.setWordWrap(True)
        self._hint.setTextFormat(Qt.TextFormat.PlainText)
        self._hint.setIndent(8)
        self._update_hint_colour()

        caption_row = QHBoxLayout()
        caption_row.setContentsMargins(8, 0, 0, 0)
        caption_row.addWidget(self._caption, 1)
        caption_row.addWidget(self._no_contact, 0, Qt.AlignmentFlag.AlignVCenter)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self._field, 1)
        layout.addLayout(caption_row)
        layout.addWidget(self._hint)

        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        if keep_control_room:
            # Scoring: the balls keep their size and place when the hint and "No contact" go
            # (the push-out choice), so the next tap lands where the hand expects the ball.
            for widget in (self._hint, self._no_contact):
                policy = widget.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                widget.setSizePolicy(policy)
        self._caption_fouled = False
        self._update_fonts()
        self._retranslate()

    # -- public API ---------------------------------------------------------------------------

    @property
    def view(self) -> DiagramView:
        return self._view

    @property
    def mode(self) -> TapMode:
        """What a plain tap marks, as the view says."""
        return self._view.tap_mode

    def set_view(self, view: DiagramView) -> None:
        """Show ``view``. The only way what the diagram shows ever changes."""
        if view == self._view:
            # The window calls this on every state change; most leave the balls as they are.
            return
        self._view = view
        self._apply_view()

    def ball_button(self, number: int) -> BallButton:
        """The button for ball ``number``, e.g. to give it focus or read its accessible name."""
        return self._field.balls[number]

    def no_contact_button(self) -> QPushButton:
        return self._no_contact

    def caption_text(self) -> str:
        return self._caption.text()

    def columns(self) -> int:
        """How many balls the current layout puts in a row (9, 5 or 3)."""
        return self._field.columns

    # -- internals ----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._update_fonts()
        elif event.type() == QEvent.Type.PaletteChange:
            self._update_hint_colour()
            self._update_caption_colour()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self._no_contact.setText(self.tr("No contact"))
        self._no_contact.setToolTip(self.tr("The cue ball hit no ball on this shot"))
        self._no_contact.setAccessibleDescription(
            self.tr("Mark that the cue ball hit no object ball on this shot")
        )
        self.setAccessibleName(self.tr("Balls"))
        for ball in self._field.balls.values():
            ball.retranslate()
        self._size_no_contact()
        self._apply_view()

    def _update_hint_colour(self) -> None:
        # Quieter than the caption but still readable (the placeholder grey is too faint).
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        back = palette.color(QPalette.ColorRole.Window)
        mix = 0.35
        quiet = QColor.fromRgbF(
            text.redF() * (1 - mix) + back.redF() * mix,
            text.greenF() * (1 - mix) + back.greenF() * mix,
            text.blueF() * (1 - mix) + back.blueF() * mix,
        )
        hint_palette = self._hint.palette()
        hint_palette.setColor(QPalette.ColorRole.WindowText, quiet)
        self._hint.setPalette(hint_palette)

    def _update_fonts(self) -> None:
        # Derived from the diagram's own font, so the window's larger/smaller zoom reaches them.
        caption_font = QFont(self.font())
        caption_font.setPointSizeF(caption_font.pointSizeF() * 1.2)
        caption_font.setBold(True)
        self._caption.setFont(caption_font)
        # A widget with a style sheet stops inheriting its parent's font, so the button is given
        # the diagram's font explicitly; otherwise it stays small when the window zooms.
        self._no_contact.setFont(QFont(self.font()))
        self._size_no_contact()

    def _size_no_contact(self) -> None:
        # Room for the bold (checked) text at the current font, so checking it never resizes the
        # row, and never below the 44 px touch target.
        bold = QFont(self._no_contact.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        width = metrics.horizontalAdvance(self._no_contact.text()) + 2 * metrics.averageCharWidth()
        self._no_contact.setMinimumSize(
            max(120, width + 32), max(44, math.ceil(metrics.height() * 2.0))
        )

    def _forward_pocket(self, number: int) -> None:
        if self._accepts_input(number):
            self.pocket_toggle_requested.emit(number)

    def _forward_first_contact(self, number: int) -> None:
        if self._accepts_input(number):
            self.first_contact_requested.emit(number)

    def _forward_jump(self, number: int) -> None:
        if self._accepts_input(number):
            self.jump_toggle_requested.emit(number)

    def _forward_no_contact(self) -> None:
        if self._view.interactive:
            self.no_contact_requested.emit()

    def _accepts_input(self, number: int) -> bool:
        # The buttons are disabled in these cases already; this keeps a queued event from slipping
        # through between a set_view and the next repaint.
        return self._view.interactive and number in self._view.on_table

    def _apply_view(self) -> None:
        # Every step only touches what changed: a shot usually changes two or three balls, and
        # repainting those (not the felt, the other balls or the labels) is most of the saving.
        view = self._view
        contact_shown = view.show_contact
        for number, ball in self._field.balls.items():
            if not contact_shown or view.first_contact != number:
                contact = ContactMark.NONE
            elif view.first_contact_is_default:
                contact = ContactMark.DEFAULT
            else:
                contact = ContactMark.CHOSEN
            ball.set_state(
                _BallState(
                    on_table=number in view.on_table,
                    pocketed=number in view.pocketed,
                    jumped=number in view.jumped,
                    contact=contact,
                    interactive=view.interactive,
                )
            )
            ball.set_tap_mode(view.tap_mode)
        self._field.set_fouled(view.fouled)
        self._no_contact.setChecked(contact_shown and view.first_contact is None)
        offer_no_contact = view.interactive and contact_shown
        if self._no_contact.isVisibleTo(self) != offer_no_contact:
            self._no_contact.setVisible(offer_no_contact)
        self._no_contact.setEnabled(offer_no_contact)
        caption = self._caption_for(view)
        if caption != self._caption.text():
            self._caption.setText(caption)
        if view.fouled != self._caption_fouled:
            self._caption_fouled = view.fouled
            self._update_caption_colour()
        self._update_hint()
        summary = self._summary_for(view)
        if summary != self.accessibleDescription():
            self.setAccessibleDescription(summary)

    def _update_caption_colour(self) -> None:
        caption_palette = self.palette()
        if self._caption_fouled:
            caption_palette.setColor(QPalette.ColorRole.WindowText, _FOUL_CAPTION)
        self._caption.setPalette(caption_palette)

    def _caption_for(self, view: DiagramView) -> str:
        if view.caption is not None:
            return view.caption
        parts: list[str] = []
        if view.show_contact:
            if view.first_contact is None:
                parts.append(self.tr("No contact: the cue ball hit no ball"))
            elif view.first_contact_is_default:
                parts.append(
                    self.tr("First contact: ball {number} (lowest ball)").format(
                        number=view.first_contact
                    )
                )
            else:
                parts.append(
                    self.tr("First contact: ball {number}").format(number=view.first_contact)
                )
        if view.pocketed:
            parts.append(self.tr("Pocketed: {balls}").format(balls=_ball_list(view.pocketed)))
        if view.jumped:
            parts.append(self.tr("Jumped: {balls}").format(balls=_ball_list(view.jumped)))
        if view.fouled:
            parts.insert(0, self.tr("Foul"))
        return self.tr("  ·  ", "separator between parts of the caption").join(parts)

    def _summary_for(self, view: DiagramView) -> str:
        on_table = ball_list_text(view.on_table)
        summary = self.tr("On the table: {balls}.").format(balls=on_table)
        caption = self._caption_for(view)
        return summary + " " + caption if caption else summary

    def _update_hint(self) -> None:
        visible = self._view.interactive
        if self._hint.isVisibleTo(self) != visible:
            self._hint.setVisible(visible)
        if not visible:
            return
        pocket = _keys_text(key_named(f"ball{ball}").sequences[0] for ball in OBJECT_BALLS)
        first = self.tr("{prefix} then {balls}").format(
            prefix=key_named("firstPrefix").sequences[0], balls=pocket
        )
        jumped = self.tr("{prefix} then {balls}").format(
            prefix=key_named("jumpPrefix").sequences[0], balls=pocket
        )
        if self._view.tap_mode is TapMode.JUMP:
            text = self.tr(
                "Tap: jumped  ·  Hold, right-click or Ctrl+click: first contact  ·  "
                "Keys: {jumped}, {first}"
            ).format(jumped=jumped, first=first)
        else:
            text = self.tr(
                "Tap: pocketed  ·  Hold, right-click or Ctrl+click: first contact  ·  "
                "Shift+click: jumped  ·  Keys: {pocket}, {first}, {jumped}"
            ).format(pocket=pocket, first=first, jumped=jumped)
        if text != self._hint.text():
            self._hint.setText(text)


def _ball_list(balls: Iterable[int]) -> str:
    return ", ".join(str(n) for n in sorted(balls))


def _keys_text(keys: Iterable[str]) -> str:
    """``1–9`` for the nine digit keys (the key map's), or the keys listed."""
    keys = list(keys)
    if keys == [str(ball) for ball in OBJECT_BALLS]:
        return f"{keys[0]}–{keys[-1]}"
    return ", ".join(keys)
