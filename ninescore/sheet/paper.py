"""Which paper a match sheet is printed on: the desk's last choice, else the region's.

The region is the system's (``QLocale.system()``: ``LANG`` and friends on Linux, the regional
settings on Windows and macOS), never the language of the program's words: an English screen on a
German desktop prints on A4.  US Letter is the paper of the territories where it is the norm, as
the Unicode CLDR lists them (``supplementalData.xml``, ``<paperSize type="US-Letter">``); Qt
itself knows the territory but has no such table (``QPageSize`` sizes paper, it does not choose
it), and a printer left at Qt's default is A4 everywhere.

The window's print and export dialogs let the desk choose, and a paper the person *changed* is
remembered in the settings (:func:`remember_paper`), for the locale it was chosen under: taking the
paper offered remembers nothing, and A4 chosen on a German desktop is not the paper of the same
person's American one.  Choosing the region's paper again forgets the choice.  ``ninescore sheet``
without ``--paper`` uses the same :func:`default_paper`, so the window and the command line agree.

>>> regional_paper(QLocale("en_US")), regional_paper(QLocale("de_DE")), regional_paper(QLocale.c())
('letter', 'a4', 'a4')
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtGui import QPageSize

PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
"""The papers a sheet is laid out for, by the name the command line and the settings use."""

_T = QLocale.Country
LETTER_TERRITORIES: frozenset[QLocale.Country] = frozenset(
    {
        _T.Belize,
        _T.Canada,
        _T.Chile,
        _T.Colombia,
        _T.CostaRica,
        _T.ElSalvador,
        _T.Guatemala,
        _T.Mexico,
        _T.Nicaragua,
        _T.Panama,
        _T.Philippines,
        _T.PuertoRico,
        _T.UnitedStates,
        _T.Venezuela,
    }
)
"""CLDR's US-Letter territories (BZ CA CL CO CR GT MX NI PA PH PR SV US VE); A4 elsewhere."""

PAPER_SETTING = "sheet/papers"
"""The group of the papers chosen, one key per locale (``sheet/papers/en_US``).  Not the
``sheet/paper`` of earlier versions, which kept any paper once taken for every locale."""
SETTINGS_FILE = _SETTINGS = ("ninescore", "ninescore")
"""The settings file of ``ninescore.i18n`` (organisation, application), named here so that the
command line finds the desk's choice without loading the window's modules."""


def regional_paper(locale: QLocale | None = None) -> str:
    """ "letter" where the region prints on US Letter, else "a4" (also for no region, "C")."""
    territory = (locale if locale is not None else QLocale.system()).territory()
    return "letter" if territory in LETTER_TERRITORIES else "a4"


def _setting(locale: QLocale | None) -> str:
    return f"{PAPER_SETTING}/{(locale if locale is not None else QLocale.system()).name()}"


def saved_paper(locale: QLocale | None = None) -> str | None:
    """The paper the desk changed to under ``locale`` (default: the system's), if it did."""
    value = QSettings(*_SETTINGS).value(_setting(locale))
    return value if isinstance(value, str) and value in PAPERS else None


def default_paper(locale: QLocale | None = None) -> str:
    """The desk's choice under ``locale``, else its region's paper."""
    return saved_paper(locale) or regional_paper(locale)


def remember_paper(paper: str, offered: str, locale: QLocale | None = None) -> None:
    """The person printed on ``paper`` where ``offered`` was offered: only a change is kept,
    and a change back to the region's paper forgets the choice."""
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; expected one of {sorted(PAPERS)}")
    if paper == offered:
        return
    settings = QSettings(*_SETTINGS)
    if paper == regional_paper(locale):
        settings.remove(_setting(locale))
    else:
        settings.setValue(_setting(locale), paper)
    settings.sync()


def paper_of(size: QPageSize, papers: Mapping[str, QPageSize.PageSizeId] = PAPERS) -> str | None:
    """The name of ``size`` if it is one of ``papers`` (default :data:`PAPERS`; a printer's own
    choice may be none of them)."""
    for name, size_id in papers.items():
        if size.id() == size_id:
            return name
    return None


def paper_text(paper: str) -> str:
    """The paper as the dialogs name it: ``A4 (210 × 297 mm)`` (A3 for a tournament's bracket)."""
    texts = {
        "a3": QCoreApplication.translate("Sheet", "A3 (297 × 420 mm)"),
        "a4": QCoreApplication.translate("Sheet", "A4 (210 × 297 mm)"),
        "letter": QCoreApplication.translate("Sheet", "US Letter (8.5 × 11 in)"),
    }
    return texts[paper]
