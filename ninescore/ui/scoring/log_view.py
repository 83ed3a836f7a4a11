"""The running log: what happened in this frame and why, each sentence with its rule.

Earlier frames shrink to one line each (who won and how); the frame being played is shown shot
by shot.  The words, and the kind of each sentence it is styled by, come from
:mod:`ninescore.describe`, so the log, the history replay and the printed sheet say the same
thing the same way.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QTextBrowser, QWidget

from ninescore.describe import (
    EventKind,
    describe_action,
    describe_event_cited,
    event_kind,
    frame_text,
    isolated,
    player_name,
    win_reason_text,
)
from ninescore.rules import LogEntry
from ninescore.scoring.state import FrameResult, ScoringState
from ninescore.ui.widgets.touch_controls import SCROLL_BAR_STYLE

_FOUL_COLOUR = "#c62828"
_WIN_COLOUR = "#e65100"
# The touch scroll bar (flat, which also keeps a shot's repaint cheap: the default Fusion bar
# with its gradients took 0.5 ms of each shot's ~4 ms), a finger wide.
_SCROLL_BAR_STYLE = SCROLL_BAR_STYLE


def _in_key_map(event: QKeyEvent) -> bool:
    from ninescore.scoring.keys import COMMANDS

    pressed = QKeySequence(event.keyCombination())
    return any(
        QKeySequence(sequence) == pressed for command in COMMANDS for sequence in command.sequences
    )


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
        bar.setStyleSheet(_SCROLL_BAR_STYLE)
        bar.rangeChanged.connect(self._on_range_changed)
        bar.valueChanged.connect(self._on_scrolled)

    def event(self, event: QEvent) -> bool:
        # A text browser with the focus (after a dialog closed, say) claims Enter for its links
        # and the letters for its search: the key map's keys stay the window's, so that Enter
        # commits the shot and does not do nothing.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and _in_key_map(event)
        ):
            event.ignore()
            return True
        return super().event(event)

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

    def show_log(self, state: ScoringState) -> None:
        """Show the log of ``state``'s match.  Cheap when nothing changed (a tap changes none).

        One more action in the same frame (the common case, a shot) is appended at the end; any
        other change (undo, a new frame, the match won) rebuilds the text.
        """
        if not state.has_match:
            if self._shown_key is not None:
                self._shown_key, self._shown_count, self._shown_last = None, 0, None
                self.setHtml("")
            return
        log = state.log
        first = log[0] if log else None
        key = (state.match_id, state.frame_number, state.names, id(first))
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
            self._append_entry(len(log), last, state.names)
            return
        self.rebuild(state)

    def rebuild(self, state: ScoringState) -> None:
        """Write the whole log of ``state`` anew, as any change but one more entry does."""
        frame = state.frame
        breaker = frame.breaker if frame is not None else 0
        self._rebuild(state.earlier, state.frame_number, breaker, state.log, state.names)

    def _append_entry(self, index: int, entry: LogEntry, names: Sequence[str]) -> None:
        """One more paragraph at the end, formatted as the rebuilt HTML formats it.

        Written with text formats in one edit block rather than as HTML: no HTML parsing, and
        one layout of the document (so one scroll) instead of three.  A test holds the two
        ways of writing an entry to the same text and the same formats.
        """
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        block = QTextBlockFormat()
        # What Qt's HTML reader gives a <p>: the rebuilt log's paragraphs.
        block.setTopMargin(12)
        block.setBottomMargin(12)
        cursor.insertBlock(block, _fragment_format(EventKind.PLAIN))
        for text, kind in self._entry_fragments(index, entry, names):
            cursor.insertText(text, _fragment_format(kind))
        cursor.endEditBlock()
        self.setTextCursor(cursor)
        self.scroll_to_latest()

    def _rebuild(
        self,
        earlier: Sequence[FrameResult],
        number: int,
        breaker: int,
        log: Sequence[LogEntry],
        names: Sequence[str],
    ) -> None:
        parts: list[str] = []
        for frame in earlier:
            parts.append(
                "<p style='color:#607d8b'>"
                + html.escape(
                    self.tr("Frame {number}: {name} won ({how}).").format(
                        number=frame.number,
                        name=isolated(player_name(names, frame.winner)),
                        how=win_reason_text(frame.win_reason, frame.combination),
                    )
                )
                + "</p>"
            )
        parts.append("<h3>" + html.escape(frame_text(number)) + "</h3>")
        if not log:
            parts.append(
                "<p>"
                + html.escape(
                    self.tr("{name} to break.").format(name=isolated(player_name(names, breaker)))
                )
                + "</p>"
            )
        for index, entry in enumerate(log, start=1):
            parts.append(self._entry_html(index, entry, names))
        self.setHtml("".join(parts))
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.scroll_to_latest()

    def _entry_html(self, index: int, entry: LogEntry, names: Sequence[str]) -> str:
        parts = []
        for text, kind in self._entry_fragments(index, entry, names):
            escaped = html.escape(text).replace(_LINE_BREAK, "<br/>")
            parts.append(_fragment_html(kind, escaped))
        return "<p>" + "".join(parts) + "</p>"

    def _entry_fragments(
        self, index: int, entry: LogEntry, names: Sequence[str]
    ) -> list[tuple[str, EventKind | None]]:
        """The entry as (text, kind) runs; the kind None is the action entered."""
        action = describe_action(entry.action, entry.player, names)
        fragments: list[tuple[str, EventKind | None]] = [(f"{index}. {action}", None)]
        separator = _LINE_BREAK
        for event in entry.events:
            kind = event_kind(event.code)
            if kind is EventKind.QUIET:
                continue
            fragments.append((separator, EventKind.PLAIN))
            fragments.append((describe_event_cited(event, names, entry.won_on_combination), kind))
            separator = " "
        return fragments


# Qt's line separator: what <br/> becomes inside a paragraph.
_LINE_BREAK = "\u2028"

# How each kind of run looks: (bold, colour); None is the action entered.  Both ways of writing
# an entry read this one table.
_FRAGMENT_LOOKS: dict[EventKind | None, tuple[bool, str]] = {
    None: (True, ""),
    EventKind.PLAIN: (False, ""),
    EventKind.QUIET: (False, ""),
    EventKind.FOUL: (False, _FOUL_COLOUR),
    EventKind.WARNING: (True, _FOUL_COLOUR),
    EventKind.WON: (True, _WIN_COLOUR),
}


def _fragment_html(kind: EventKind | None, escaped: str) -> str:
    bold, colour = _FRAGMENT_LOOKS[kind]
    if not bold and not colour:
        return escaped
    tag = "b" if bold else "span"
    style = f" style='color:{colour}'" if colour else ""
    return f"<{tag}{style}>{escaped}</{tag}>"


def _fragment_format(kind: EventKind | None) -> QTextCharFormat:
    bold, colour = _FRAGMENT_LOOKS[kind]
    text_format = QTextCharFormat()
    if bold:
        text_format.setFontWeight(QFont.Weight.Bold)
    if colour:
        text_format.setForeground(QColor(colour))
    return text_format
