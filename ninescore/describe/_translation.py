"""The one door to Qt's translation for every sentence of ``ninescore.describe``.

Every word this package gives goes through :func:`_translate`.  Sentences written here call it
as :func:`_tr`, with literal texts, so that ``pyside6-lupdate`` (run with
``-tr-function-alias translate+=_tr``) finds them; its signature is that of
``QCoreApplication.translate``, so a plural is ``_tr(context, "%n frame(s)", None, n)``.  Texts
marked elsewhere with ``QT_TRANSLATE_NOOP`` (the key map, which has no Qt) come through
:func:`_tr_marked`.  Being one function, ``_translate`` is where a later change can choose the
language per thread (a feed answering ``?lang=ru`` from a server thread) without touching a
single sentence.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

_qt_translate = QCoreApplication.translate


def _translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    """``text`` from ``context`` in the program's language: the one door."""
    return _qt_translate(context, text, disambiguation, n)


def _tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A sentence written in this package (literal ``context`` and ``text``)."""
    return _translate(context, text, disambiguation, n)


def _tr_marked(context: str, marked: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP(context, ...)`` where it is defined."""
    return _translate(context, marked, None, -1)
