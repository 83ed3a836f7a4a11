"""The one door to Qt's translation for every sentence of ``ninescore.describe``.

Every word this package gives goes through :func:`_translate`.  Sentences written here call it
as :func:`_tr`, with literal texts, so that ``pyside6-lupdate`` (run with
``-tr-function-alias translate+=_tr``) finds them; its signature is that of
``QCoreApplication.translate``, so a plural is ``_tr(context, "%n frame(s)", None, n)``.  Texts
marked elsewhere with ``QT_TRANSLATE_NOOP`` (the key map, which has no Qt) come through
:func:`_tr_marked`.  Being one function, ``_translate`` is where the language is chosen per
thread: the live feed answers ``?lang=ru`` from a server thread inside
:func:`ninescore.describe.language.in_language`, which sets :data:`_translator` for that thread
(a context variable) and never touches the application's installed translators, so the window's
words stay as they are.

Being the door, it is also where typed texts are isolated: what it gives is a :class:`_Template`,
whose :meth:`~_Template.format` wraps every text put in a ``{place}`` with
:func:`ninescore.describe.bidi.isolated`, so that a player's name holding a right-to-left
override can never swap the players or reorder the score of a sentence made here.
"""

from __future__ import annotations

from contextvars import ContextVar

from PySide6.QtCore import QCoreApplication, QTranslator

from .bidi import isolated, isolated_value

_qt_translate = QCoreApplication.translate

_translator: ContextVar[QTranslator | None] = ContextVar("ninescore_translator", default=None)
"""The catalogue chosen for this thread or task; None: the application's translators."""


class _Template(str):
    """A translated text: a ``str`` whose :meth:`format` isolates the texts it is given."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        """The sentence with its places filled, each text put in isolated (a plain ``str``;
        a sentence put in another is isolated again only when it holds what needs it)."""
        # Asked for every sentence the feed and the desk make: an ASCII text (most names, every
        # number's digits) needs nothing, and is passed on without a call.
        for key, value in kwargs.items():
            if isinstance(value, str) and not value.isascii():
                kwargs[key] = isolated(value)
        if args:
            args = tuple(isolated_value(value) for value in args)
        return str.format(self, *args, **kwargs)


def _translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    """``text`` from ``context`` in the program's language (or the one chosen here): the door."""
    translator = _translator.get()
    if translator is None:
        return _Template(_qt_translate(context, text, disambiguation, n))
    # QTranslator.translate gives the catalogue's text as it is (empty when it has none);
    # QCoreApplication.translate would also have put the number in for %n, so do that here.
    translated = translator.translate(context, text, disambiguation, n) or text
    return _Template(translated.replace("%n", str(n)) if n >= 0 else translated)


def _tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A sentence written in this package (literal ``context`` and ``text``)."""
    return _translate(context, text, disambiguation, n)


def _tr_marked(context: str, marked: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP(context, ...)`` where it is defined."""
    return _translate(context, marked, None, -1)
