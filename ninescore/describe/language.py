"""Words in a language chosen per request, for the live feed's server threads.

The window speaks the language its translators were installed in.  The feed answers each request
in its own ``?lang=``: :func:`in_language` sets the catalogue that :func:`._translation._tr`
reads for the current thread only (a context variable), so two requests in two languages, and
the window beside them, never see each other's choice.

>>> from PySide6.QtCore import QCoreApplication
>>> app = QCoreApplication.instance() or QCoreApplication([])
>>> from ninescore.describe import frame_text
>>> with in_language("ru"):
...     frame_text(3)
'Партия 3'
>>> with in_language("en"):
...     frame_text(3)
'Frame 3'
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTranslator

from ninescore import resources

from ._translation import _translator

LANGUAGES = ("en", "ru")
"""The languages a request may ask for (``?lang=``)."""

_catalogues: dict[str, QTranslator] = {}
_loading = threading.Lock()


def catalogue(lang: str) -> QTranslator:
    """ninescore's catalogue for ``lang`` (loaded once, kept for the life of the process).

    English has one too: it holds the plural forms ("1 frame", "2 frames").  A catalogue that
    cannot be read leaves a translator with nothing in it, which gives the English source texts.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {LANGUAGES}")
    with _loading:
        translator = _catalogues.get(lang)
        if translator is None:
            translator = QTranslator()
            translator.load(resources.path("i18n", f"ninescore_{lang}.qm"))
            _catalogues[lang] = translator
        return translator


@contextmanager
def in_language(lang: str) -> Iterator[None]:
    """Make every word of ``ninescore.describe`` in this thread come out in ``lang``."""
    token = _translator.set(catalogue(lang))
    try:
        yield
    finally:
        _translator.reset(token)
