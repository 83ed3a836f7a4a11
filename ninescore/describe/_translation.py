"""The one door to Qt's translation for every sentence of ``ninescore.describe``.

Every word this package gives goes through :func:`_tr`, called with literal texts so that
``pyside6-lupdate`` (run with ``-tr-function-alias translate+=_tr``) finds them.  Its signature is
``QCoreApplication.translate``'s, so a plural is ``_tr(context, "%n frame(s)", None, n)``.  Being
one function, it is where a later change can choose the language per thread (a feed answering
``?lang=ru`` from a server thread) without touching a single sentence.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` from ``context`` in the program's language."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def _tr_marked(context: str, marked: str) -> str:
    """A text marked elsewhere with ``QT_TRANSLATE_NOOP(context, ...)`` (a layer without Qt,
    such as the key map), translated here; lupdate found it where it was marked."""
    return _tr(context, marked)
