"""The running log: what happened in this frame and why, each sentence with its rule.

Earlier frames shrink to one line each (who won and how); the frame being played is shown shot
by shot.  The words come from :mod:`ninescore.describe`, so the log, the history replay and the
printed sheet say the same thing.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget

from ninescore.describe import describe_action, describe_event_cited, win_reason_text
from ninescore.rules import FOUL_CODES, Code, LogEntry, Match

_FOUL_COLOUR = "#c62828"
_WIN_COLOUR = "#e65100"
_WARNING_CODES = frozenset({Code.WARNING_TWO_FOULS})


class LogView(QTextBrowser):
    """A read-only, selectable log of the match, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logView")
        self.setOpenLinks(False)
        self.setAccessibleName(self.tr("What happened and why"))
        # What is shown, so that a shot appends one paragraph instead of rebuilding them all.
        self._shown_key: tuple[object, ...] | None = None
        self._shown_count = 0
        self._shown_last: LogEntry | None = None
        # Follow the newest entry: whenever the text grows or the view is laid out anew (a resize,
        # a new font), the bottom stays in view, unless the operator scrolled up to read.
        self._follow = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range_changed)
        bar.valueChanged.connect(self._on_scrolled)

    def _on_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)

    def _on_scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum()

    def scroll_to_latest(self) -> None:
        """Show the newest entry whole (and keep following new ones)."""
        self._follow = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def latest_entry_fully_visible(self) -> bool:
        """The last paragraph lies wholly inside the visible part of the log."""
        document = self.document()
        block = document.lastBlock()
        rect = document.documentLayout().blockBoundingRect(block)
        top = rect.top() - self.verticalScrollBar().value()
        return top >= 0 and top + rect.height() <= self.viewport().height() + 1

    def show_match(self, match: Match | None, names: Sequence[str]) -> None:
        """Show ``match``'s log.  Cheap when nothing changed (the window calls it on every state).

        One more action in the same frame (the common case, a shot) is appended at the end; any
        other change (undo, a new frame, the match won) rebuilds the text.
        """
        if match is None:
            if self._shown_key is not None:
                self._shown_key, self._shown_count, self._shown_last = None, 0, None
                self.setHtml("")
            return
        frame = match.frame
        log = frame.log
        key = (id(match), len(match.frames), tuple(names), id(frame))
        last = log[-1] if log else None
        if key == self._shown_key and len(log) == self._shown_count and last is self._shown_last:
            return
        appended = (
            key == self._shown_key
            and len(log) == self._shown_count + 1
            and len(log) >= 2
            and log[-2] is self._shown_last
        )
        self._shown_key, self._shown_count, self._shown_last = key, len(log), last
        if appended and last is not None:
            cursor = self.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertBlock()  # a paragraph of its own, like the rebuilt text has
            cursor.insertHtml(self._entry_html(len(log), last, names))
            self.setTextCursor(cursor)
            self.scroll_to_latest()
            return
        self._rebuild(match, names)

    def _rebuild(self, match: Match, names: Sequence[str]) -> None:
        parts: list[str] = []
        frames = match.frames
        for number, frame in enumerate(frames, start=1):
            if frame is not match.frame:
                winner = frame.winner
                if winner is None:  # a stalemate re-rack leaves no winner
                    continue
                parts.append(
                    "<p style='color:#607d8b'>"
                    + html.escape(
                        self.tr("Frame {number}: {name} won ({how}).").format(
                            number=number,
                            name=names[winner],
                            how=win_reason_text(frame.win_reason),
                        )
                    )
                    + "</p>"
                )
                continue
            parts.append(
                "<h3>" + html.escape(self.tr("Frame {number}").format(number=number)) + "</h3>"
            )
            if not frame.log:
                parts.append(
                    "<p>"
                    + html.escape(self.tr("{name} to break.").format(name=names[frame.breaker]))
                    + "</p>"
                )
            for index, entry in enumerate(frame.log, start=1):
                parts.append(self._entry_html(index, entry, names))
        self.setHtml("".join(parts))
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.scroll_to_latest()

    def _entry_html(self, index: int, entry: LogEntry, names: Sequence[str]) -> str:
        action = html.escape(describe_action(entry.action, entry.player, names))
        lines = []
        for event in entry.events:
            if event.code is Code.CONTINUES:  # "stays at the table" only restates "pocketed"
                continue
            text = html.escape(describe_event_cited(event, names))
            if event.code in FOUL_CODES or event.code is Code.FOUL_COUNTED:
                text = f"<span style='color:{_FOUL_COLOUR}'>{text}</span>"
            elif event.code in _WARNING_CODES:
                text = f"<b style='color:{_FOUL_COLOUR}'>{text}</b>"
            elif event.code in (Code.FRAME_WON, Code.MATCH_WON):
                text = f"<b style='color:{_WIN_COLOUR}'>{text}</b>"
            lines.append(text)
        return f"<p><b>{index}. {action}</b><br/>" + " ".join(lines) + "</p>"
