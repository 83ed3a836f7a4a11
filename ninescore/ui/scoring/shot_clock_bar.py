"""The shot clock (R14) on the scoring window: the face, its controls, the extensions, the question.

A widget of its own, in qutebrowser's way: it shows a :class:`~ninescore.scoring.views.ClockView`
(made by the presenter from the scoring state, the same view the spectator screen and the feed
show) and owns what only a screen does with it: the flash of a time that is up, the sound of the
warning, and the short guard that keeps a tap meant for another button from answering the
time-foul question the moment it appears.  Its requests go to the controller; the clock itself
runs there.

Nothing in it moves when the clock changes: every part has its place from the stretch of the
layout alone (never from its text), a text too long for its place takes smaller type, and the
time-foul question is never a button: a control never changes its meaning under a finger (a tap
where Reset was must not record a foul, R14).  When the time is up the face flashes and, a moment
later (so that a tap already on its way lands first), the window asks the referee in a dialog
whose default is going back; Ctrl+T asks the same at any time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ninescore.scoring.keys import shown_key
from ninescore.scoring.views import ClockFace, ClockView, ExtensionView
from ninescore.ui.widgets.text_fit import fitted_font

QWIDGETSIZE_MAX = 16_777_215

TARGET = 48
"""The controls' least height: above the 44 px of a finger, as the shot panel's."""
FLASH_MS = 500
"""Half a period of the flash of a time that is up."""
GUARD_MS = 600
"""How long after the time is up the window asks the time-foul question: a tap already on its
way lands on what it was meant for, not on the question."""

# Background and digits for each look of the face: learnt once, read from across the room.
_FACE_COLOURS: dict[ClockFace, tuple[str, str]] = {
    ClockFace.OFF: ("#37474f", "#90a4ae"),
    ClockFace.READY: ("#263238", "#cfd8dc"),
    ClockFace.RUNNING: ("#1b1b1b", "#ffffff"),
    ClockFace.PAUSED: ("#455a64", "#eceff1"),
    ClockFace.WARNING: ("#ff8f00", "#111111"),
    ClockFace.EXPIRED: ("#c62828", "#ffffff"),
    ClockFace.STOPPED: ("#37474f", "#cfd8dc"),
}
_FLASH_COLOURS = ("#1b1b1b", "#ff5252")
"""The other half of the flash: dark, with the digits still red."""

_BUTTON_STYLE = """
QPushButton {
    background: #fafafa; color: #263238; border: 2px solid #90a4ae; border-radius: 6px;
    padding: 2px 6px;
}
QPushButton:hover { border-color: #455a64; }
QPushButton:focus { border: 3px solid #ff8f00; }
QPushButton:disabled { background: #eceff1; color: #90a4ae; border-color: #cfd8dc; }
QPushButton[role="used"] { background: #e8f5e9; color: #1b5e20; border-color: #2e7d32; }
QPushButton[role="none"] { background: #eceff1; color: #78909c; }
"""


class _FittedButton(QPushButton):
    """A button whose width is its place in the layout, not its text: the text takes smaller
    type (down to 9 px) when it would not fit, so a change of text never moves anything."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setMinimumHeight(TARGET)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard has the key map's keys
        self._pixels = 15

    def set_pixels(self, pixels: int) -> None:
        if pixels != self._pixels:
            self._pixels = pixels
            self._fit()

    def show_text(self, text: str) -> None:
        if text != self.text():
            self.setText(text)
            self._fit()

    def set_role(self, role: str) -> None:
        if self.property("role") != role:
            self.setProperty("role", role)
            self.style().unpolish(self)
            self.style().polish(self)

    def fits(self) -> bool:
        """The whole text is inside the button (what the tests hold it to)."""
        metrics = QFontMetrics(self.font())
        lines = self.text().split("\n")
        wide = max(metrics.horizontalAdvance(line) for line in lines)
        return (
            wide <= self.contentsRect().width() - 12
            and metrics.lineSpacing() * len(lines) <= self.contentsRect().height()
        )

    def _fit(self) -> None:
        base = QFont(self.font())
        base.setBold(True)
        room = self.contentsRect().width() - 16  # the style's padding and border
        lines = self.text().split("\n")
        longest = max(lines, key=lambda line: QFontMetrics(base).horizontalAdvance(line))
        pixels = self._pixels if len(lines) == 1 else min(self._pixels, self.height() // 3)
        font = fitted_font(base, longest, room, max(9, pixels), 9, pixels=True)
        if font != self.font():
            self.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class ClockFaceWidget(QWidget):
    """The seconds, large, and what they are (the caption), painted in one rectangle."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockFace")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(TARGET)
        self.text = "—"
        self.caption = ""
        self.face = ClockFace.OFF
        self.digits = 2
        """Room for the digits of the shot's limit (two, or three for a limit of 100 s or more):
        the same for the whole shot, so the caption beside them never shifts."""
        self.flash_on = False
        """The dark half of the flash is being shown."""

    def show_face(self, text: str, caption: str, face: ClockFace, limit: int | None = None) -> None:
        digits = max(2, len(str(limit or 0)))
        if (text, caption, face, digits) != (self.text, self.caption, self.face, self.digits):
            self.text, self.caption, self.face, self.digits = text, caption, face, digits
            self.setAccessibleName(f"{text} {caption}".strip())
            self.update()

    def colours(self) -> tuple[QColor, QColor]:
        """The background and the digits' colour as now painted."""
        background, digits = _FACE_COLOURS[self.face]
        if self.face is ClockFace.EXPIRED and self.flash_on:
            background, digits = _FLASH_COLOURS
        return QColor(background), QColor(digits)

    @property
    def stacked(self) -> bool:
        """The caption under the digits (a narrow face, in the clock's column), not beside."""
        return self.width() < self.height() * 2

    def digits_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        if self.stacked:
            pixels = min(self.height() * 0.5, self.width() * 0.42)
        else:
            pixels = self.height() * 0.78
        font.setPixelSize(max(20, int(pixels)))
        return font

    def digits_rect(self) -> QRectF:
        if self.stacked:
            return QRectF(6, 2, self.width() - 12, self.height() * 0.58)
        room = QFontMetrics(self.digits_font()).horizontalAdvance("0" * self.digits)
        width = min(room, self.width() * 0.55)
        return QRectF(10, 0, width, self.height())

    def caption_rect(self) -> QRectF:
        if self.stacked:
            top = self.height() * 0.58
            return QRectF(6, top, self.width() - 12, max(1.0, self.height() - top - 4))
        left = self.digits_rect().right() + 8
        return QRectF(left, 4, max(1.0, self.width() - left - 8), self.height() - 8)

    def _caption_flags(self) -> int:
        across = Qt.AlignmentFlag.AlignHCenter if self.stacked else Qt.AlignmentFlag.AlignLeft
        return int(across | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)

    def caption_font(self) -> QFont:
        """The caption's type: as large as a third of the height, smaller until it fits in
        its place on at most three lines."""
        font = QFont(self.font())
        font.setBold(True)
        rect = self.caption_rect()
        pixels = max(10, min(20, int(self.height() * (0.14 if self.stacked else 0.24))))
        flags = self._caption_flags()
        while pixels > 9:
            font.setPixelSize(pixels)
            metrics = QFontMetrics(font)
            bound = metrics.boundingRect(rect.toRect(), flags, self.caption)
            widest = max((metrics.horizontalAdvance(w) for w in self.caption.split()), default=0)
            if bound.height() <= rect.height() and widest <= rect.width():
                break
            pixels -= 1
        return font

    def caption_fits(self) -> bool:
        """The whole caption is inside its place: every word on a line, every line inside."""
        rect = self.caption_rect()
        metrics = QFontMetrics(self.caption_font())
        flags = self._caption_flags()
        bound = metrics.boundingRect(rect.toRect(), flags, self.caption)
        widest = max((metrics.horizontalAdvance(w) for w in self.caption.split()), default=0)
        return (
            bound.height() <= rect.height() + 1
            and bound.width() <= rect.width() + 1
            and widest <= rect.width()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        background, digits = self.colours()
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(background)
            painter.drawRoundedRect(QRectF(self.rect()), 10, 10)
            painter.setPen(digits)
            painter.setFont(self.digits_font())
            across = Qt.AlignmentFlag.AlignHCenter if self.stacked else Qt.AlignmentFlag.AlignRight
            painter.drawText(
                self.digits_rect(), int(across | Qt.AlignmentFlag.AlignVCenter), self.text
            )
            painter.setFont(self.caption_font())
            painter.drawText(self.caption_rect(), self._caption_flags(), self.caption)
        finally:
            painter.end()


class ShotClockBar(QWidget):
    """The clock of the shot under the scoreboard: each player's extensions at their side, the
    start/pause button, the face, and Reset and Shot taken, always those."""

    start_pause_requested = Signal()
    reset_requested = Signal()
    shot_taken_requested = Signal()
    extension_requested = Signal()
    """An extension for the player at the table (the engine refuses it in a sentence if none
    is left)."""
    time_foul_requested = Signal()
    """The time is up and the referee is to be asked "Time foul? (R14)" (the window asks)."""
    warned = Signal()
    """The warning time was reached (the sound was played)."""
    expired = Signal()
    """The time ran out (the sound was played, the face flashes)."""

    def __init__(
        self, parent: QWidget | None = None, sound: Callable[[], None] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("shotClockBar")
        self.setStyleSheet(_BUTTON_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.sound: Callable[[], None] = sound if sound is not None else QApplication.beep
        """Played on the warning and on the time up.  The system beep: PySide6-Essentials has
        no sound module, and a beep is what every desktop can give."""
        self.guard_ms = GUARD_MS
        self._view = ClockView()

        self.extension_buttons = (
            _FittedButton("extension0", self),
            _FittedButton("extension1", self),
        )
        self.start_button = _FittedButton("clockStartPause", self)
        self.face = ClockFaceWidget(self)
        self.reset_button = _FittedButton("clockReset", self)
        self.shot_taken_button = _FittedButton("shotTaken", self)

        self.controls = QWidget(self)
        self.controls.setObjectName("clockControls")
        self.controls.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self.controls)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        row.addWidget(self.reset_button, 1)
        row.addWidget(self.shot_taken_button, 1)
        self._control_rows = [row]

        self._layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(8)
        self._column = True
        self.set_column(False)

        self.flash_timer = QTimer(self)
        """Flashes the face while the time-foul question waits for the referee."""
        self.flash_timer.setInterval(FLASH_MS)
        self.flash_timer.timeout.connect(self._flash)
        self.guard_timer = QTimer(self)
        """Waits a moment after the time is up before the window asks."""
        self.guard_timer.setSingleShot(True)
        self.guard_timer.timeout.connect(self._ask)

        self.extension_buttons[0].clicked.connect(self.extension_requested)
        self.extension_buttons[1].clicked.connect(self.extension_requested)
        self.start_button.clicked.connect(self.start_pause_requested)
        self.reset_button.clicked.connect(self.reset_requested)
        self.shot_taken_button.clicked.connect(self.shot_taken_requested)
        self.set_height(64)
        self._retranslate()
        self.set_view(self._view)

    # -- what it shows -----------------------------------------------------------------------

    @property
    def view(self) -> ClockView:
        return self._view

    @property
    def asking(self) -> bool:
        """The time is up and the referee has not answered "Time foul?" yet."""
        return bool(self._view.question)

    def set_view(self, view: ClockView) -> None:
        old, self._view = self._view, view
        if view == old and self.start_button.text():
            return
        self.face.show_face(view.text, view.caption, view.face, view.limit)
        pausing = view.can_pause
        self.start_button.show_text(
            self.tr("▮▮ Pause  [{key}]").format(key=shown_key("clockStartPause"))
            if pausing
            else self.tr("▶ Start  [{key}]").format(key=shown_key("clockStartPause"))
        )
        self.start_button.setEnabled(view.can_start or view.can_pause)
        self.reset_button.setEnabled(view.can_reset)
        self.shot_taken_button.setEnabled(view.can_take_shot)
        self._show_extensions(view)
        self._show_question(bool(view.question), bool(old.question))
        # The sound on the way into the warning and into the time up, once each.
        if view.warning and not old.warning:
            self.sound()
            self.warned.emit()
        if view.expired and not old.expired:
            self.sound()
            self.expired.emit()

    def _show_extensions(self, view: ClockView) -> None:
        for button, extension in zip(self.extension_buttons, view.extensions, strict=True):
            self._show_extension(button, extension, view.can_extend)

    def _show_extension(self, button: _FittedButton, view: ExtensionView, can_extend: bool) -> None:
        key = f"  [{shown_key('extension')}]" if view.at_table and can_extend else ""
        # In the column, not under the player's side of the scoreboard: the name says whose.
        text = f"{view.name}{key}\n{view.short_text}" if self._column else view.text + key
        button.show_text(text)
        button.setAccessibleName(f"{view.name}: {view.text}")
        button.set_role("used" if view.used_now else "none" if view.left <= 0 else "")
        # Only the player at the table may take one; a tap with none left is answered by the
        # engine's sentence, so that button stays tappable.
        button.setEnabled(can_extend and view.at_table)

    def _show_question(self, asking: bool, was_asking: bool) -> None:
        if asking and not was_asking:
            self.guard_timer.start(max(0, self.guard_ms))
            self.flash_timer.start()
        elif not asking and was_asking:
            self.guard_timer.stop()
            self.flash_timer.stop()
            if self.face.flash_on:
                self.face.flash_on = False
                self.face.update()

    def _ask(self) -> None:
        if self.asking:
            self.time_foul_requested.emit()

    def _flash(self) -> None:
        self.face.flash_on = not self.face.flash_on
        self.face.update()

    # -- size, place and words ---------------------------------------------------------------

    @property
    def column(self) -> bool:
        """The clock stands in a column beside the shot panel (a short window), not in a row."""
        return self._column

    def set_column(self, column: bool) -> None:
        """A row under the scoreboard, each player's extensions at their side; or, where the
        window has no height to spare (a 1024×600 tablet), a column at the right edge: the face
        on top, the controls under it, the extensions with the players' names."""
        if column == self._column:
            return
        self._column = column
        layout = self._layout
        order: tuple[tuple[QWidget, int], ...]
        while layout.count():
            layout.takeAt(0)
        if column:
            layout.setDirection(QBoxLayout.Direction.TopToBottom)
            order = (
                (self.face, 5),
                (self.start_button, 2),
                (self.controls, 4),
                (self.extension_buttons[0], 2),
                (self.extension_buttons[1], 2),
            )
            self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
            self.setMinimumHeight(0)
            self.setMaximumHeight(QWIDGETSIZE_MAX)
        else:
            layout.setDirection(QBoxLayout.Direction.LeftToRight)
            order = (
                (self.extension_buttons[0], 3),
                (self.start_button, 2),
                (self.face, 3),
                (self.controls, 4),
                (self.extension_buttons[1], 3),
            )
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.setMinimumWidth(0)
            self.setMaximumWidth(QWIDGETSIZE_MAX)
        for widget, stretch in order:
            layout.addWidget(widget, stretch)
        direction = QBoxLayout.Direction.TopToBottom if column else QBoxLayout.Direction.LeftToRight
        for row in self._control_rows:
            row.setDirection(direction)
        self._show_extensions(self._view)

    def set_height(self, height: int) -> None:
        """The row's one height (the scoring page sets it with the scoreboard's)."""
        height = max(TARGET, height)
        if not self._column and (self.height() != height or self.minimumHeight() != height):
            self.setFixedHeight(height)
        self._set_pixels(height)

    def set_width(self, width: int) -> None:
        """The column's one width."""
        if self._column and (self.width() != width or self.minimumWidth() != width):
            self.setFixedWidth(width)
        self._set_pixels(TARGET + 8)

    def _set_pixels(self, height: int) -> None:
        pixels = max(12, min(22, int(height * 0.24)))
        for button in self.buttons():
            button.set_pixels(pixels)

    def buttons(self) -> tuple[_FittedButton, ...]:
        return (
            *self.extension_buttons,
            self.start_button,
            self.reset_button,
            self.shot_taken_button,
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.reset_button.show_text(self.tr("↺ Reset  [{key}]").format(key=shown_key("clockReset")))
        self.shot_taken_button.show_text(
            self.tr("Shot taken  [{key}]").format(key=shown_key("shotTaken"))
        )
        self.face.setAccessibleDescription(self.tr("Time left for this shot"))
