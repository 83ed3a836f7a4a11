"""The keyboard's two-key commands: F then a digit (first contact), J then a digit (jumped).

A small object that owns its timer, as qutebrowser's key parsers do: the prefix waits
:data:`PREFIX_MS` for the ball's number, then lapses by itself.  Shift+digit (first contact) is
read here too, whatever the keyboard layout turns it into.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

PREFIX_MS = 3000
"""After F or J, how long the window waits for the ball number."""

# Shift+digit arrives as the shifted symbol on most layouts; this is the US one.
_SHIFTED_DIGITS = {"!": 1, "@": 2, "#": 3, "$": 4, "%": 5, "^": 6, "&": 7, "*": 8, "(": 9}


class Prefix(Enum):
    FIRST_CONTACT = "first"
    JUMPED = "jump"
    REFUSED = "refused"
    """A key of a two-key command was refused (X then 0 before the break): the digit typed
    after it, meant for the refused command, changes nothing either."""


class KeyPrefix(QObject):
    """The prefix pressed last, until a digit, Esc or the timer ends it."""

    started = Signal(Prefix)
    ended = Signal()
    """The prefix was used, cancelled or lapsed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._prefix: Prefix | None = None
        self.timer = QTimer(self)
        """Lapses the prefix; its interval is :data:`PREFIX_MS`."""
        self.timer.setSingleShot(True)
        self.timer.setInterval(PREFIX_MS)
        self.timer.timeout.connect(self.clear)

    @property
    def prefix(self) -> Prefix | None:
        return self._prefix

    def start(self, prefix: Prefix) -> None:
        self._prefix = prefix
        self.timer.start()
        self.started.emit(prefix)

    def take(self) -> Prefix | None:
        """The prefix waiting for this digit (and no longer after it)."""
        prefix = self._prefix
        self.clear()
        return prefix

    def clear(self) -> None:
        self.timer.stop()
        if self._prefix is not None:
            self._prefix = None
            self.ended.emit()


def shifted_digit(event: QKeyEvent) -> int | None:
    """The ball of Shift+1…9, whatever the layout turns the key into."""
    # Qt's namespace only now: its first use costs the first paint some 17 ms.
    from PySide6.QtCore import Qt

    if not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
        return None
    key = event.key()
    if int(Qt.Key.Key_1.value) <= key <= int(Qt.Key.Key_9.value):
        return key - int(Qt.Key.Key_0.value)
    return _SHIFTED_DIGITS.get(event.text())
