"""Every text a person gave — a name, an event, a reason, a file name — is shown as plain text.

Qt guesses whether a label's, a tooltip's or a message box's text is rich text
(``Qt::mightBeRichText``): a player entered as ``<img src="/home/x/photo.png">`` would load that
file into the message line, and ``<a href=…>`` would make a link of it. So:

- a label that may show such a text is set to plain text once, with :func:`plain`;
- where the format cannot be set (a tooltip, the static ``QMessageBox`` functions), the text is
  handed over already turned into rich text that shows exactly the plain text, with
  :func:`as_rich` (Qt's own ``convertFromPlainText``: every ``<`` and ``&`` escaped, line breaks
  kept); a window's warning is :func:`warn`, which does it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

# ``Qt`` is imported where it is used: its first import makes PySide6 build about 90 Python enum
# classes (QtGui's part as many again), some 20 ms that the first paint does without.  And
# QMessageBox is named for the type checker only: its first use builds its own enum classes
# (about 2 ms), and the start-up's save bar, which uses this module, has no message box.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

Shown = TypeVar("Shown", "QLabel", "QMessageBox")


def plain(widget: Shown) -> Shown:
    """Show ``widget``'s text as plain text, whatever it holds; return the widget."""
    from PySide6.QtCore import Qt

    widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def as_rich(text: str) -> str:
    """``text`` as rich text that displays exactly ``text``: for tooltips and message boxes,
    whose format Qt guesses. An empty text stays empty (no tooltip at all)."""
    if not text:
        return ""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import Qt as QtGuiNamespace

    return QtGuiNamespace.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.warning`` showing ``text`` exactly: every warning of a window goes through
    here, since most carry an error's words, a file's name or a peer's file's content."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, as_rich(text))
