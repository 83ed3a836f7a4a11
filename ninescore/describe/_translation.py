"""The one door to Qt's translation for every sentence of ``ninescore.describe``.

Every word this package gives goes through :func:`_tr`, called with literal texts so that
``pyside6-lupdate`` (run with ``-tr-function-alias translate+=_tr``) finds them.  Its signature is
``QCoreApplication.translate``'s, so a plural is ``_tr(context, "%n frame(s)", None, n)``.  Being
one function, it is where the language can be chosen per thread: the live feed answers
``?lang=ru`` from a server thread inside :func:`ninescore.describe.language.in_language`, which
sets :data:`_translator` for that thread (a context variable) and never touches the
application's installed translators, so the window's words stay as they are.
"""

from __future__ import annotations

from contextvars import ContextVar

from PySide6.QtCore import QCoreApplication, QTranslator

_translator: ContextVar[QTranslator | None] = ContextVar("ninescore_translator", default=None)
"""The catalogue chosen for this thread or task; None: the application's translators."""


def _tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` from ``context`` in the program's language (or the one chosen here)."""
    translator = _translator.get()
    if translator is None:
        return QCoreApplication.translate(context, text, disambiguation, n)
    # QTranslator.translate gives the catalogue's text as it is (empty when it has none);
    # QCoreApplication.translate would also have put the number in for %n, so do that here.
    translated = translator.translate(context, text, disambiguation, n) or text
    return translated.replace("%n", str(n)) if n >= 0 else translated


def _tr_marked(context: str, marked: str) -> str:
    """A text marked elsewhere with ``QT_TRANSLATE_NOOP(context, ...)`` (a layer without Qt,
    such as the key map), translated here; lupdate found it where it was marked."""
    return _tr(context, marked)
