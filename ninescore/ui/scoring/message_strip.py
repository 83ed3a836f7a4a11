"""The message strip under the scoreboard: what to do now, and news over it for a while.

A widget of its own, as qutebrowser's ``MessageView``: it owns the prompt (from the presenter),
the news (a frame won, an undo, an error), the timers that end the news, and the fitting of its
type to its width.  It keeps one height for every message, so that news coming and going never
moves the balls and buttons under the operator's finger; only a text that cannot fit even in
smaller type makes it grow.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ninescore.scoring.views import Banner, Message, MessageStyle
from ninescore.ui.widgets.durations import BANNER_MS, ERROR_MS
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.quick_labels import RememberingLabel
from ninescore.ui.widgets.touch_controls import TARGET

QWIDGETSIZE_MAX = 16_777_215

_PADDING = (12, 6)
"""The strip's padding, across and down, in pixels."""
_BORDER = 2
_LINES = 3
"""Lines of prompt-size type the strip has room for: a headline and a two-line prompt."""
"""The widest border a style draws (an error's)."""
_STYLES = {
    MessageStyle.PROMPT: "background: #eceff1; color: #263238;",
    MessageStyle.NOTICE: "background: #e3f2fd; color: #0d47a1;",
    MessageStyle.WARNING: "background: #c62828; color: #ffffff;",
    MessageStyle.BANNER: "background: #ff8f00; color: #111111;",
    MessageStyle.ERROR: f"background: #fff3e0; color: #b71c1c; border: {_BORDER}px solid #c62828;",
}
_FRAME = f" border-radius: 8px; padding: {_PADDING[1]}px {_PADDING[0]}px;"


class MessageStrip(RememberingLabel):
    """The prompt, or news over it; ``shown`` tells what it shows."""

    shown = Signal(Message)
    """The line now shown, whenever it changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageLine")
        plain(self)  # it shows names: see plain_text
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumHeight(TARGET)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._prompt = Message()
        self._news: Banner | None = None
        self._message = Message()
        self._base_points = QFont().pointSizeF()
        self._fits: dict[tuple[str, float, bool, int], tuple[QFont, int, bool]] = {}
        self.news_timer = QTimer(self)
        """Ends the news; its interval is the news's duration."""
        self.news_timer.setSingleShot(True)
        self.news_timer.timeout.connect(self.clear_news)
        self.durations = (BANNER_MS, ERROR_MS)
        """(news, errors) in milliseconds."""

    # -- what it shows -----------------------------------------------------------------------

    @property
    def message(self) -> Message:
        return self._message

    @property
    def news(self) -> Banner | None:
        return self._news

    def show_prompt(self, prompt: Message) -> None:
        """What to do now; shown whenever no news is, and under news that asks for it."""
        if prompt != self._prompt:
            self._prompt = prompt
            self._compose()

    def show_news(self, banner: Banner) -> None:
        """News over the prompt: for a few seconds, or until the next news if it ``stays``."""
        self._news = banner
        self.news_timer.stop()
        if not banner.stays:
            error = banner.message.style is MessageStyle.ERROR
            self.news_timer.start(self.durations[1] if error else self.durations[0])
        self._compose()

    def show_error(self, sentence: str) -> None:
        """One clear sentence for refused input."""
        self.show_news(Banner(Message(sentence, MessageStyle.ERROR)))

    def show_notice(self, text: str) -> None:
        """A quiet note for a while ("The text is as large as this window has room for.")."""
        self.show_news(Banner(Message(text, MessageStyle.NOTICE)))

    def clear_news(self) -> None:
        self.news_timer.stop()
        if self._news is not None:
            self._news = None
            self._compose()

    def clear_notice(self) -> None:
        """End a notice (a zoom changed after all), but not the news of the match."""
        if self._news is not None and self._news.message.style is MessageStyle.NOTICE:
            self.clear_news()

    def _compose(self) -> None:
        news, prompt = self._news, self._prompt
        if news is None:
            message = prompt
        else:
            message = news.message
            if news.with_prompt and prompt.text:
                message = Message(f"{message.text}\n{prompt.text}", message.style)
                if prompt.style is MessageStyle.WARNING:
                    # A notice over it must not hide the R12 warning's red.
                    message = Message(message.text, MessageStyle.WARNING)
        if message != self._message:
            self._message = message
            self._show()
            self.shown.emit(message)

    # -- type and height ---------------------------------------------------------------------

    def set_base_points(self, points: float) -> None:
        """The window's type size (zoomed): a prompt is 1.25 times it, news 1.6 times."""
        if points != self._base_points:
            self._base_points = points
            self._show()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._show()

    def _show(self) -> None:
        text, style = self._message.text, self._message.style
        if self.text() != text:
            self.setText(text)
        base = self._base_points
        large = style in (MessageStyle.BANNER, MessageStyle.WARNING)
        font, height, fits = self._fit(text, base, base * (1.6 if large else 1.25), large)
        if font != self.font():
            self.setFont(font)
        if fits:
            if (self.minimumHeight(), self.maximumHeight()) != (height, height):
                self.setFixedHeight(height)
        elif self.maximumHeight() != QWIDGETSIZE_MAX:
            self.setMinimumHeight(height)
            self.setMaximumHeight(QWIDGETSIZE_MAX)
        sheet = _STYLES[style] + _FRAME
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)
        self.setProperty("style", style.value)

    def _fit(self, text: str, base: float, wanted: float, large: bool) -> tuple[QFont, int, bool]:
        """The type (``wanted`` points, or smaller, down to 0.9 of ``base``, so that long news
        keeps to the strip), the strip's height (three lines of prompt-size type, at least 44 px)
        and whether the text fits in it, at the width the layout gave the strip."""
        bold = self._message.style is not MessageStyle.PROMPT or large
        prompt = QFont(self.font())
        prompt.setBold(True)
        prompt.setPointSizeF(base * 1.25)
        # Three lines of prompt-size type inside the padding and the widest border, whatever the
        # style: news (a frame won) and the two-line prompt under it fit without growing, in
        # type no smaller than the prompt's (two lines left the frame-won news 11 px high).
        height = max(
            TARGET, _LINES * QFontMetrics(prompt).lineSpacing() + 2 * (_PADDING[1] + _BORDER)
        )
        room = height - 2 * _PADDING[1] - _BORDER
        width = max(100, self.width() - 2 * (_PADDING[0] + _BORDER))
        key = (text, round(wanted, 2), bold, width)
        cached = self._fits.get(key)
        if cached is not None:
            return cached
        font = QFont(self.font())
        font.setBold(bold)
        # News is never smaller than the prompt it is news over.
        size, smallest = wanted, base * (1.25 if large else 0.9)
        while True:
            font.setPointSizeF(size)
            needed = (
                QFontMetrics(font)
                .boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
                .height()
            )
            if needed <= room or size <= smallest:
                break
            size = max(smallest, size * 0.9)
        result = (QFont(font), height, needed <= room)
        if len(self._fits) > 200:
            self._fits.clear()
        self._fits[key] = result
        return result
