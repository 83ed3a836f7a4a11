"""Typed texts kept in their place in a sentence: Unicode's bidirectional isolation.

A player's name, an event, a round, a table's name or a reason is typed by a person, or comes in
a peer's file.  Put into a sentence ("Anna – Boris", "Now calling: Table 4 — Anna v Boris", the
window's title with the score), a text with a right-to-left letter, or an unterminated override
(U+202E RIGHT-TO-LEFT OVERRIDE at the end of a name), would reorder what comes after it: the
players shown swapped, the score read backwards.  :func:`isolated` wraps such a text in FIRST
STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069): inside, it shows as typed; outside,
it is one neutral block, so nothing in it reaches the rest of the line.  Its own controls are
balanced first (a stray PDI would close the isolate early, a stray isolate or embedding would
leave it open to the end of the line), so no text can leak past it, whatever it holds.

Every sentence of :mod:`ninescore.describe` is filled through ``_translation._tr``, whose texts
isolate every typed value put in them (``_Template.format``): that is the one place.  Views that
make a sentence of their own from typed texts call :func:`isolated` on each.

The marks are only added where they change something: a text of left-to-right letters, digits
and punctuation (every Latin and Cyrillic name) cannot reorder an English or Russian sentence,
so it is left as it is, and CSV cells, sorting, searching, the JSON API's values (which carry a
name raw, never a sentence) and printed widths see no invisible character for it.  A language
written right to left would have to isolate every text (make :func:`_needs_isolating` true).
"""

from __future__ import annotations

import functools
import unicodedata

FSI = "\u2068"
"""FIRST STRONG ISOLATE: opens an isolate whose direction is its text's first strong letter."""
PDI = "\u2069"
"""POP DIRECTIONAL ISOLATE: closes the isolate."""
PDF = "\u202c"
"""POP DIRECTIONAL FORMATTING: closes an embedding or an override."""

_EMBEDDINGS = frozenset("\u202a\u202b\u202d\u202e")  # LRE, RLE, LRO, RLO
_ISOLATES = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI
_REORDERING = frozenset({"R", "AL", "AN", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI"})
"""Bidirectional classes that can move what is around them (and PDI, checked by its value)."""


def _needs_isolating(text: str) -> bool:
    if text.isascii():  # the fast way for most names: ASCII has no right-to-left nor control
        return False
    return any(c == PDI or unicodedata.bidirectional(c) in _REORDERING for c in text)


def _balanced(text: str) -> str:
    """``text`` whose explicit controls all close inside it: a stray PDI or PDF dropped, every
    isolate and embedding still open at the end closed (PDFs inside an isolate before its PDI,
    for renderers that do not close them by themselves)."""
    kept: list[str] = []
    open_: list[str] = []  # "E" an embedding or override, "I" an isolate, innermost last
    for character in text:
        if character in _EMBEDDINGS:
            open_.append("E")
        elif character in _ISOLATES:
            open_.append("I")
        elif character == PDF:
            if not open_ or open_[-1] != "E":
                continue  # nothing of its own to close: it would close the sentence's
            open_.pop()
        elif character == PDI:
            if "I" not in open_:
                continue  # it would close the isolate around the text
            while open_.pop() == "E":
                kept.append(PDF)
        kept.append(character)
    kept.extend(PDF if kind == "E" else PDI for kind in reversed(open_))
    return "".join(kept)


@functools.lru_cache(maxsize=4096)
def isolated(text: str) -> str:
    """``text`` ready to be put into a sentence: as it is when it cannot reorder one, else
    balanced and wrapped in FSI … PDI (module docstring).

    >>> isolated("Anna"), isolated("Иванов")
    ('Anna', 'Иванов')
    >>> isolated("Anna\\u202e") == "\\u2068Anna\\u202e\\u202c\\u2069"
    True
    >>> isolated("\\u2069\\u202eX") == "\\u2068\\u202eX\\u202c\\u2069"
    True
    """
    if not _needs_isolating(text):
        return text
    return FSI + _balanced(text) + PDI


def isolated_value(value: object) -> object:
    """A value for a sentence's ``{place}``: a text :func:`isolated`, anything else as it is."""
    return isolated(value) if isinstance(value, str) else value
