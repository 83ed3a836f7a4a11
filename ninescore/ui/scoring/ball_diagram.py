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
- keyboard, on a focused ball: Space pocketed, the Menu key first contact, arrows move between
  balls: no key of the window's key map (P is the shot clock's, F and J the window's prefixes,
  Enter commits the shot).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import (
    QEvent,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import ball_list_text
from ninescore.scoring.keys import command_named
from ninescore.scoring.views import DiagramView, TapMode
from ninescore.ui.scoring.ball_button import (
    FOUL_RED,
    MAX_BALL_CELL,
    MIN_BALL_CELL,
    OBJECT_BALLS,
    BallButton,
    BallState,
    ContactMark,
)
from ninescore.ui.widgets.quick_labels import RememberingLabel
from ninescore.ui.widgets.touch_controls import TARGET

__all__ = ["MIN_BALL_CELL", "BallButton", "BallDiagram", "DiagramView", "TapMode"]

FELT = QColor("#1d6a45")
FELT_EDGE = QColor("#0f3d27")
FOUL_CAPTION = QColor("#c62828")
# The layouts the diagram chooses between: columns per row, best fit wins.
GRIDS: tuple[int, ...] = (9, 5, 3)


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
        best_columns, best_cell = GRIDS[0], -1.0
        for columns in GRIDS:
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
            cloth.setColorAt(0.0, FELT.lighter(112))
            cloth.setColorAt(1.0, FELT.darker(108))
            edge = QPen(FOUL_RED, 5) if self.fouled else QPen(FELT_EDGE, 2)
            painter.setPen(edge)
            painter.setBrush(cloth)
            painter.drawRoundedRect(box, 14, 14)
        finally:
            painter.end()


class _ReservingLabel(RememberingLabel):
    """A label as tall as the tallest of the texts it may show, at any width: the hint, whose
    words change with the tap mode, and the replay's captions, which change with every step,
    never move the balls above them.  With ``lines`` and no texts reserved (the live shot's
    caption, whose words grow with every mark), it is always that many lines tall, and a text
    longer than that is cut at a word with "…": a wrapped caption moved the balls 8 px."""

    def __init__(self, parent: QWidget | None = None, lines: int = 0) -> None:
        super().__init__(parent)
        self.texts: tuple[str, ...] = ()
        """Every text it may show (the hint's: one per tap mode)."""
        self.lines = lines
        self.whole = ""
        """The text to show, whole (what is shown may be cut to :attr:`lines`)."""

    def show_text(self, text: str) -> None:
        self.whole = text
        self._refit()

    def _refit(self) -> None:
        shown = self.fitted(self.whole, self.contentsRect().width() - max(0, self.indent()))
        if shown != self.text():
            self.setText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.lines and not self.texts:
            self._refit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.lines and not self.texts:
            self._refit()

    def fitted(self, text: str, width: int) -> str:
        """``text`` cut at a word, with "…", to fit :attr:`lines` lines of ``width``."""
        if not self.lines or self.texts or width <= 0:
            return text
        metrics = QFontMetrics(self.font())
        limit = metrics.lineSpacing() * self.lines
        flags = int(Qt.TextFlag.TextWordWrap)

        def height(candidate: str) -> int:
            return metrics.boundingRect(QRect(0, 0, width, 100_000), flags, candidate).height()

        if height(text) <= limit:
            return text
        words = text.split(" ")
        while len(words) > 1 and height(" ".join(words) + "…") > limit:
            words.pop()
        return " ".join(words) + "…"

    def reserve(self, texts: Iterable[str]) -> None:
        texts = tuple(texts)
        if texts != self.texts:
            self.texts = texts
            self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        if not self.texts and self.lines:
            margins = self.contentsMargins()
            lines = QFontMetrics(self.font()).lineSpacing() * self.lines
            return lines + margins.top() + margins.bottom() + 2 * self.margin()
        if not self.texts:
            return super().heightForWidth(width)
        # Every text measured the same way, the one shown among them: the same height whichever
        # is shown (QLabel's own measure of the shown one can differ from this by a line).
        room = max(1, width - max(0, self.indent()))
        metrics = QFontMetrics(self.font())
        flags = int(Qt.TextFlag.TextWordWrap)
        margins = self.contentsMargins()
        tallest = max(
            metrics.boundingRect(QRect(0, 0, room, 100_000), flags, text).height()
            for text in (*self.texts, self.text())
        )
        return tallest + margins.top() + margins.bottom() + 2 * self.margin()


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

        self._caption = _ReservingLabel(self, lines=2)
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

        self._hint = _ReservingLabel(self)
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
        return self._caption.whole

    def caption_for(self, view: DiagramView) -> str:
        """The caption ``view`` would show."""
        return self._caption_for(view)

    def reserve_caption_texts(self, texts: Iterable[str]) -> None:
        """Keep the room of the tallest of ``texts`` under the balls (the captions of a
        replayed frame's steps), so that the balls keep their size and layout throughout."""
        self._caption.reserve(dict.fromkeys(texts))

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
        self._hints: dict[TapMode, str] = {}
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
            max(120, width + 32), max(TARGET, math.ceil(metrics.height() * 2.0))
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
                BallState(
                    on_table=number in view.on_table,
                    pocketed=number in view.pocketed,
                    jumped=number in view.jumped,
                    jumped_off=number in view.jumped_off,
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
        if caption != self._caption.whole:
            self._caption.show_text(caption)
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
            caption_palette.setColor(QPalette.ColorRole.WindowText, FOUL_CAPTION)
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
        # Made once per tap mode and language: the view changes with every tap, the hint not.
        if not self._hints:
            self._hints = {mode: self._hint_for(mode) for mode in TapMode}
            self._hint.reserve(self._hints.values())
        text = self._hints[self._view.tap_mode]
        if text != self._hint.text():
            self._hint.setText(text)

    def _hint_for(self, mode: TapMode) -> str:
        """The gestures, and the key map's keys for them."""
        pocket = _keys_text(command_named(f"ball{ball}").sequences[0] for ball in OBJECT_BALLS)
        first = self.tr("{prefix} then {balls}").format(
            prefix=command_named("firstPrefix").sequences[0], balls=pocket
        )
        jumped = self.tr("{prefix} then {balls}").format(
            prefix=command_named("jumpPrefix").sequences[0], balls=pocket
        )
        if mode is TapMode.JUMP:
            return self.tr(
                "Tap: jumped  ·  Hold, right-click or Ctrl+click: first contact  ·  "
                "Keys: {jumped}, {first}"
            ).format(jumped=jumped, first=first)
        return self.tr(
            "Tap: pocketed  ·  Hold, right-click or Ctrl+click: first contact  ·  "
            "Shift+click: jumped  ·  Keys: {pocket}, {first}, {jumped}"
        ).format(pocket=pocket, first=first, jumped=jumped)


def _ball_list(balls: Iterable[int]) -> str:
    return ", ".join(str(n) for n in sorted(balls))


def _keys_text(keys: Iterable[str]) -> str:
    """``1–9`` for the nine digit keys (the key map's), or the keys listed."""
    keys = list(keys)
    if keys == [str(ball) for ball in OBJECT_BALLS]:
        return f"{keys[0]}–{keys[-1]}"
    return ", ".join(keys)
