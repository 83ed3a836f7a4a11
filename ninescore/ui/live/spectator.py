"""The spectator screen: the match for the players, the referee and the public, from 5 m.

A second top-level window with no controls (it never takes the keyboard from the operator),
full screen on the screen the operator chose (remembered), or, with one screen, a window of its
own beside the scoring window.  It shows :func:`ninescore.scoring.live.live_view` of the very
state the scoring window shows, after every tap and every commit: both names, the frames won in
digits a quarter of the screen high, the race and the frame, who is at the table, the balls
still on the table (those the operator is marking as pocketed ringed, so a referee can catch a
slip before Enter), ball in hand, the push-out choice, the two-foul warning (R12), and a banner
when a frame or the match is won, and how; on the shot clock (R14), the clock large between
the players, in the window's colours (amber at the warning, red at the time up), and each
player's extensions left under their score.  Its words are the window's, in the window's
language.  Everything is painted in proportion to the window's height, so it reads the same on
a laptop and on the room's TV.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QRect,
    QRectF,
    QSettings,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QScreen,
)
from PySide6.QtWidgets import QWidget

from ninescore.describe import live as live_words
from ninescore.scoring import ScoringState
from ninescore.scoring.live import LiveClock, LivePlayer, LiveView, live_view
from ninescore.scoring.views import Badge, ClockFace
from ninescore.ui.scoring.scoreboard import BADGE_STYLE
from ninescore.ui.widgets.ball_painter import paint_ball

SCREEN_SETTING = "spectator/screen"
SCORE_HEIGHT = 0.34
"""The score's type, as a share of the window's height: its digits are about 0.25 of it."""

_BACKGROUND = QColor("#0b1626")
_PANEL = QColor("#14233a")
_AT_TABLE = QColor("#1f4f8a")
_WINNER = QColor("#8a6a12")
_GOLD = QColor("#ffd54a")
_TEXT = QColor("#f4f4f0")
_QUIET = QColor("#9fb0c4")
_WARNING = QColor("#c62828")
_CLOCK_SHARE = 0.42
"""The shot clock's column between the players, as a share of the window's height."""
_FACE_COLOURS: dict[ClockFace, tuple[str, str]] = {
    ClockFace.OFF: ("#14233a", "#9fb0c4"),
    ClockFace.READY: ("#1f4f8a", "#f4f4f0"),
    ClockFace.RUNNING: ("#14233a", "#f4f4f0"),
    ClockFace.PAUSED: ("#3a4656", "#dfe6ee"),
    ClockFace.WARNING: ("#ffb300", "#1a1200"),
    ClockFace.EXPIRED: ("#c62828", "#ffffff"),
    ClockFace.STOPPED: ("#14233a", "#9fb0c4"),
}
"""The face's background and digits, as on the feed's clock page."""


class SpectatorScreen(QWidget):
    """The window itself: paints a :class:`LiveView`."""

    closed = Signal()
    """The window was closed (by the window manager, or from the scoring window)."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.Window | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setObjectName("spectatorScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        # Closing the scoring window quits the program: this one must not keep it running.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWindowTitle(QCoreApplication.translate("Spectator", "ninescore — spectator screen"))
        self.setMinimumSize(480, 270)
        self.view = LiveView()
        self.heading = ""
        """Over the players: the event, the round and the table."""
        self.next_text = ""
        """Under everything: the match called to this table next ("" for none)."""

    def show_view(self, view: LiveView, heading: str = "") -> None:
        if view != self.view or heading != self.heading:
            self.view, self.heading = view, heading
            self.update()

    def show_next(self, text: str) -> None:
        if text != self.next_text:
            self.next_text = text
            self.update()

    def score_font(self) -> QFont:
        """The type of the frames won (its digits are what must read from the back row)."""
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(12, round(self.height() * SCORE_HEIGHT)))
        return font

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()

    # -- painting ---------------------------------------------------------------------------

    def _font(self, share: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setBold(bold)
        font.setPixelSize(max(8, round(self.height() * share)))
        return font

    def header_texts(self) -> tuple[str, str]:
        """The heading as painted (shortened to the room the frame's words leave it) and the
        frame's words, in the header's type."""
        metrics = QFontMetricsF(self._font(0.045))
        margin = self.height() * 0.03
        frame = f"{self.view.frame_text}  ·  {self.view.race_text}"
        room = self.width() - 2 * margin - metrics.horizontalAdvance(frame) - metrics.height()
        heading = metrics.elidedText(self.heading, Qt.TextElideMode.ElideRight, max(0.0, room))
        return heading, frame

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.fillRect(self.rect(), _BACKGROUND)
        width, height = float(self.width()), float(self.height())
        view = self.view
        if not view.has_match:
            painter.setPen(_QUIET)
            painter.setFont(self._font(0.06))
            painter.drawText(
                QRectF(0, 0, width, height),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("Spectator", "No match is being scored."),
            )
            self._paint_next(painter, QRectF(0, height * 0.62, width, height * 0.12))
            painter.end()
            return
        margin = height * 0.03
        # The heading and the frame: the frame whole at the right, the heading in what is left
        # (shortened with "…" on a small window: "Table 3" never runs into "Frame 1").
        painter.setFont(self._font(0.045))
        painter.setPen(_QUIET)
        top = QRectF(margin, margin * 0.6, width - 2 * margin, height * 0.07)
        heading, frame = self.header_texts()
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, heading)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, frame)
        # The players, and the shot clock between them.
        band = QRectF(margin, height * 0.11, width - 2 * margin, height * 0.56)
        gap = margin
        clock_width = 0.0 if view.clock is None else min(height * _CLOCK_SHARE, band.width() / 3)
        half = (band.width() - clock_width - gap * (2 if clock_width else 1)) / 2
        for index, player in enumerate(view.players):
            left = band.left() + index * (half + clock_width + gap * (2 if clock_width else 1))
            self._paint_player(
                painter, QRectF(left, band.top(), half, band.height()), player, index
            )
        if view.clock is not None:
            column = QRectF(band.left() + half + gap, band.top(), clock_width, band.height())
            self._paint_clock(painter, column, view.clock)
        # The balls on the table.
        self._paint_balls(painter, QRectF(margin, height * 0.69, width - 2 * margin, height * 0.13))
        # The news, or the warning, or whose turn it is; under it what is called here next.
        line_height = 0.13 if not self.next_text else 0.085
        self._paint_line(
            painter, QRectF(margin, height * 0.845, width - 2 * margin, height * line_height)
        )
        if self.next_text:
            below = QRectF(margin, height * 0.935, width - 2 * margin, height * 0.06)
            self._paint_next(painter, below)
        painter.end()

    def _paint_next(self, painter: QPainter, area: QRectF) -> None:
        """The match the desk called to this table next, in gold, shortened to its room."""
        if not self.next_text:
            return
        font = self._font(0.04 if area.height() < self.height() * 0.1 else 0.05, bold=True)
        painter.setFont(font)
        painter.setPen(_GOLD)
        text = QFontMetricsF(font).elidedText(
            self.next_text, Qt.TextElideMode.ElideRight, area.width()
        )
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_player(
        self, painter: QPainter, area: QRectF, player: LivePlayer, index: int
    ) -> None:
        height = float(self.height())
        colour = _WINNER if player.winner else _AT_TABLE if player.at_table else _PANEL
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(area, height * 0.015, height * 0.015)
        if player.at_table:
            painter.setBrush(_GOLD)
            painter.drawRoundedRect(
                QRectF(area.left(), area.top(), area.width(), height * 0.012), 2, 2
            )
        inner = area.adjusted(height * 0.025, height * 0.02, -height * 0.025, -height * 0.02)
        name_font = self._font(0.075, bold=True)
        painter.setFont(name_font)
        painter.setPen(_TEXT)
        metrics = QFontMetricsF(name_font)
        name_box = QRectF(inner.left(), inner.top(), inner.width(), height * 0.1)
        align = Qt.AlignmentFlag.AlignLeft if index == 0 else Qt.AlignmentFlag.AlignRight
        name = metrics.elidedText(player.name, Qt.TextElideMode.ElideRight, name_box.width())
        painter.drawText(name_box, align | Qt.AlignmentFlag.AlignVCenter, name)
        # The frames won.
        painter.setFont(self.score_font())
        painter.setPen(_GOLD if player.winner else _TEXT)
        score_box = QRectF(inner.left(), inner.top() + height * 0.1, inner.width(), height * 0.33)
        painter.drawText(score_box, Qt.AlignmentFlag.AlignCenter, str(player.score))
        # The badges: break, ball in hand, push-out, the warning.
        chips = [badge for badge in player.badges if badge.badge is not Badge.WINNER]
        chip_font = self._font(0.035, bold=True)
        painter.setFont(chip_font)
        chip_metrics = QFontMetricsF(chip_font)
        x = inner.left() if index == 0 else inner.right()
        y = inner.bottom() - height * 0.055
        for badge in chips:
            text_width = chip_metrics.horizontalAdvance(badge.text) + height * 0.03
            left = x if index == 0 else x - text_width
            background, foreground = BADGE_STYLE[badge.badge]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(background))
            box = QRectF(left, y, text_width, height * 0.055)
            painter.drawRoundedRect(box, height * 0.01, height * 0.01)
            painter.setPen(QColor(foreground))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, badge.text)
            x = x + text_width + height * 0.015 if index == 0 else x - text_width - height * 0.015
        clock = self.view.clock
        if clock is not None:
            # The extensions left in this frame (R14), the last chip: outlined, not a badge.
            text = clock.extension_texts[index]
            text_width = chip_metrics.horizontalAdvance(text) + height * 0.03
            room = inner.right() - x if index == 0 else x - inner.left()
            if text_width > room:  # no room beside the badges: a row of its own over them
                x = inner.left() if index == 0 else inner.right()
                y -= height * 0.07
            left = x if index == 0 else x - text_width
            box = QRectF(left, y, text_width, height * 0.055)
            used = clock.extended and player.at_table
            none_left = clock.extensions_left[index] == 0
            colour = _GOLD if used else QColor("#ff8a80") if none_left else _TEXT
            pen = painter.pen()
            pen.setColor(colour)
            pen.setWidthF(max(1.0, height * 0.003))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, height * 0.01, height * 0.01)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_clock(self, painter: QPainter, area: QRectF, clock: LiveClock) -> None:
        """The shot clock: a label, the seconds large on the face's colour, its caption."""
        height = float(self.height())
        painter.setPen(_QUIET)
        painter.setFont(self._font(0.035, bold=True))
        label = QRectF(area.left(), area.top(), area.width(), height * 0.06)
        painter.drawText(
            label,
            Qt.AlignmentFlag.AlignCenter,
            live_words.shot_clock_label(),
        )
        face = QRectF(area.left(), label.bottom(), area.width(), height * 0.3)
        background, foreground = _FACE_COLOURS[clock.face]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(background))
        painter.drawRoundedRect(face, height * 0.02, height * 0.02)
        digits = self._font(0.26, bold=True)
        # Three digits (a stopwatch past 99 s) must still fit the face.
        while QFontMetricsF(digits).horizontalAdvance(clock.text) > face.width() * 0.92:
            digits.setPixelSize(digits.pixelSize() - 2)
        painter.setFont(digits)
        painter.setPen(QColor(foreground))
        painter.drawText(face, Qt.AlignmentFlag.AlignCenter, clock.text)
        caption = QRectF(area.left(), face.bottom() + height * 0.015, area.width(), height * 0.12)
        painter.setFont(self._font(0.03))
        painter.setPen(_TEXT)
        painter.drawText(
            caption,
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            clock.caption,
        )

    def _paint_balls(self, painter: QPainter, area: QRectF) -> None:
        view = self.view
        radius = min(area.height() / 2, area.width() / 9 / 2 * 0.86)
        step = min(area.width() / 9, radius * 2.35)
        left = area.center().x() - step * 4
        for position, number in enumerate(range(1, 10)):
            centre = QPointF(left + position * step, area.center().y())
            if number not in view.on_table:
                painter.setOpacity(0.18)
                paint_ball(painter, centre, radius * 0.8, number, faded=True)
                painter.setOpacity(1.0)
            elif number in view.marked:
                painter.setOpacity(0.55)
                paint_ball(painter, centre, radius, number)
                painter.setOpacity(1.0)
                painter.setPen(_GOLD)
                pen = painter.pen()
                pen.setWidthF(max(2.0, radius * 0.12))
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, radius * 1.08, radius * 1.08)
            else:
                paint_ball(painter, centre, radius, number)

    def _paint_line(self, painter: QPainter, area: QRectF) -> None:
        view = self.view
        height = float(self.height())
        if view.banner:
            text, background, foreground = view.banner, _WINNER, _TEXT
        elif view.warning_text:
            text, background, foreground = view.warning_text, _WARNING, QColor("#ffffff")
        else:
            text, background, foreground = view.turn_text, None, _TEXT
        if background is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(background)
            painter.drawRoundedRect(area, height * 0.015, height * 0.015)
        font = self._font(0.05, bold=True)
        # Two lines at most (a match won says the frame too): smaller type when it will not fit.
        while font.pixelSize() > 10:
            metrics = QFontMetricsF(font)
            needed = metrics.boundingRect(
                area.adjusted(height * 0.02, 0, -height * 0.02, 0),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                text,
            )
            if needed.height() <= area.height() and needed.width() <= area.width():
                break
            font.setPixelSize(font.pixelSize() - 2)
        painter.setFont(font)
        painter.setPen(foreground)
        painter.drawText(
            area.adjusted(height * 0.02, 0, -height * 0.02, 0),
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            text,
        )


class Spectator(QObject):
    """Opens, moves and closes the spectator screen, and keeps it showing the scoring state."""

    opened = Signal()
    closed = Signal()
    needs_screen = Signal(str)
    """It was asked to open with one screen and no room beside the operator's window: why."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.screen_widget: SpectatorScreen | None = None
        self._state: ScoringState | None = None
        self._heading = ""
        self._next = ""

    # -- what it shows ----------------------------------------------------------------------

    def show_state(self, state: ScoringState, heading: str = "") -> None:
        """The scoring state now (after a tap or a commit); shown if the screen is open."""
        self._state, self._heading = state, heading
        if self.screen_widget is not None:
            self.screen_widget.show_view(live_view(state), heading)

    def show_next(self, text: str) -> None:
        """The match called to this table next ("" for none); shown if the screen is open."""
        self._next = text
        if self.screen_widget is not None:
            self.screen_widget.show_next(text)

    # -- where and whether ------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self.screen_widget is not None

    def open(self, beside: QWidget | None = None) -> SpectatorScreen | None:
        """Open (or raise) the screen on the chosen screen, full screen; with only ``beside``'s
        screen there, as a window of its own in the room ``beside`` leaves free, covering none
        of its controls.  None, and ``needs_screen`` with the sentence why, when ``beside``
        leaves no room for it (a tablet, a window maximised or full screen)."""
        target = self.chosen_screen(beside)
        operators = beside.screen() if beside is not None else None
        place: QRect | None = None
        if target is not None and operators is not None and target is operators:
            place = free_place(target.availableGeometry(), beside.frameGeometry())  # type: ignore[union-attr]
            if place is None and self.screen_widget is None:
                self.needs_screen.emit(needs_second_screen_text())
                return None
        if self.screen_widget is None:
            widget = SpectatorScreen()
            widget.closed.connect(self._forget)
            self.screen_widget = widget
            if self._state is not None:
                widget.show_view(live_view(self._state), self._heading)
            widget.show_next(self._next)
        self._place(self.screen_widget, beside, place)
        self.opened.emit()
        return self.screen_widget

    def close(self) -> None:
        if self.screen_widget is not None:
            self.screen_widget.close()

    def _forget(self) -> None:
        widget, self.screen_widget = self.screen_widget, None
        if widget is not None:
            widget.deleteLater()
            self.closed.emit()

    def _place(
        self, widget: SpectatorScreen, beside: QWidget | None, place: QRect | None = None
    ) -> None:
        target = self.chosen_screen(beside)
        operators = beside.screen() if beside is not None else None
        if target is None or (operators is not None and target is operators):
            # One screen: a window of its own, in the room the operator's leaves free.
            if widget.isFullScreen():
                widget.setWindowState(Qt.WindowState.WindowNoState)
            widget.unsetCursor()
            if place is not None:
                widget.setGeometry(place)
            widget.show()
            return
        widget.setCursor(Qt.CursorShape.BlankCursor)  # nobody points at a TV
        widget.setGeometry(target.geometry())
        handle = widget.windowHandle()
        if handle is not None:
            handle.setScreen(target)
        # Not showFullScreen(): it would ask for the keyboard, which this window never takes.
        widget.setWindowState(Qt.WindowState.WindowFullScreen)
        widget.show()

    def chosen_screen(self, beside: QWidget | None = None) -> QScreen | None:
        """The remembered screen if it is connected; else one that is not ``beside``'s; else
        ``beside``'s own."""
        screens = QGuiApplication.screens()
        if not screens:
            return None
        remembered = QSettings().value(SCREEN_SETTING, "")
        for screen in screens:
            if screen.name() and screen.name() == remembered:
                return screen
        operators = beside.screen() if beside is not None else QGuiApplication.primaryScreen()
        others = [screen for screen in screens if screen is not operators]
        return others[0] if others else operators

    def choose_screen(self, name: str, beside: QWidget | None = None) -> None:
        """Remember ``name`` as the spectator's screen; move the screen there if it is open."""
        QSettings().setValue(SCREEN_SETTING, name)
        if self.screen_widget is not None:
            self._place(self.screen_widget, beside)


SMALLEST = QSize(480, 270)
"""The least spectator window worth opening beside the operator's (16:9, names readable)."""
LARGEST = QSize(960, 540)
"""Beside the operator's window it takes no more than this."""
MARGIN = 8


def free_place(area: QRect, operator: QRect) -> QRect | None:
    """The largest 16:9 window (up to :data:`LARGEST`) inside ``area`` that covers none of
    ``operator`` (its frame), or None when no place there holds :data:`SMALLEST`."""
    inside = operator.intersected(area)
    rooms = [
        QRect(area.left(), area.top(), inside.left() - area.left(), area.height()),
        QRect(inside.right() + 1, area.top(), area.right() - inside.right(), area.height()),
        QRect(area.left(), area.top(), area.width(), inside.top() - area.top()),
        QRect(area.left(), inside.bottom() + 1, area.width(), area.bottom() - inside.bottom()),
    ]
    best: QRect | None = None
    for room in rooms:
        room = room.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        if room.width() <= 0 or room.height() <= 0:
            continue
        size = LARGEST.scaled(room.size(), Qt.AspectRatioMode.KeepAspectRatio).boundedTo(LARGEST)
        if size.width() < SMALLEST.width() or size.height() < SMALLEST.height():
            continue
        if best is None or size.width() > best.width():
            best = QRect(room.topLeft(), size)
    return best


def needs_second_screen_text() -> str:
    return QCoreApplication.translate(
        "Spectator",
        "The spectator screen needs a second screen: connect one, or make this window smaller "
        "so that it has room beside it.",
    )


def screen_label(screen: QScreen, number: int) -> str:
    """A screen as a menu item: ``Screen 2: DELL U2415 (1920×1200)``."""
    size = screen.size()
    model = screen.model() or screen.name()
    return QCoreApplication.translate(
        "Spectator", "Screen {number}: {model} ({width}×{height})"
    ).format(number=number, model=model, width=size.width(), height=size.height())
