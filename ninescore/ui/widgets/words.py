"""The words more than one widget shows, so that each is written (and translated) once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def new_match() -> str:
    return QCoreApplication.translate("Widgets", "New match…")


def print_sheet() -> str:
    return QCoreApplication.translate("Widgets", "Print sheet…")


def export_pdf() -> str:
    return QCoreApplication.translate("Widgets", "Export PDF…")


def export_csv() -> str:
    return QCoreApplication.translate("Widgets", "Export CSV…")


def match_title() -> str:
    """The scoring window's Match menu, and the history's tab of one match."""
    return QCoreApplication.translate("Widgets", "&Match")


def dates_label() -> str:
    return QCoreApplication.translate("Widgets", "&Dates:")


def any_date() -> str:
    """What a date filter at its lowest date shows: no limit."""
    return QCoreApplication.translate("Widgets", "any")


def since_date_name() -> str:
    """A date filter's "from" field, as a screen reader names it (the history's and a player's)."""
    return QCoreApplication.translate("Widgets", "Matches from this date")


def until_date_name() -> str:
    return QCoreApplication.translate("Widgets", "Matches up to this date")


def player_statistics() -> str:
    return QCoreApplication.translate("Widgets", "Player statistics")


def match_history() -> str:
    return QCoreApplication.translate("Widgets", "Match history")


def cancel() -> str:
    return QCoreApplication.translate("Widgets", "Cancel")


def close() -> str:
    """A window's or dialog's own way out (with Esc)."""
    return QCoreApplication.translate("Widgets", "Close")


def open_read_only() -> str:
    return QCoreApplication.translate("Widgets", "Open read-only")


_translate = QCoreApplication.translate


def marked(context: str, text: str, n: int = -1) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP(context, …)`` where it is defined (the key map's
    menu words, the fact spec's), in the program's language; lupdate found it there."""
    return _translate(context, text, None, n)
