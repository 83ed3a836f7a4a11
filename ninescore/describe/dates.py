"""Dates and times of day as a person reads them: the one place they are formatted.

Every date and time the program shows (the history's list, a match's panel and replay, the
resume dialog, the desk's cards, the match sheet, the lock's sentence) is written here, in the
program's default locale: the chosen language in the system's region
(:func:`ninescore.i18n.regional_locale`, set as the default at start-up), as the README says
("Paper and dates follow the system's region").  A moment with a time zone is shown in this
computer's; one without is taken to be this computer's already.

>>> from datetime import UTC, datetime
>>> from PySide6.QtCore import QLocale
>>> saved = QLocale()
>>> QLocale.setDefault(QLocale("de_DE"))
>>> moment = datetime(2026, 3, 7, 9, 5, 30).astimezone()
>>> date_text(moment), time_text(moment), time_text(moment, seconds=True)
('07.03.26', '09:05', '09:05:30')
>>> date_time_text(moment), long_date_text(moment)
('07.03.26 09:05', 'Samstag, 7. März 2026')
>>> QLocale.setDefault(QLocale("en_GB"))
>>> date_time_text(moment), TimesOfDay()(moment)
('07/03/2026 09:05', '09:05:30')
>>> QLocale.setDefault(saved)
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, QLocale, QTime

__all__ = ["TimesOfDay", "date_text", "date_time_text", "long_date_text", "time_text"]

_SHORT = QLocale.FormatType.ShortFormat
_LONG = QLocale.FormatType.LongFormat


def _local(moment: datetime) -> datetime:
    return moment.astimezone() if moment.tzinfo is not None else moment


def _date(moment: datetime) -> QDate:
    local = _local(moment)
    return QDate(local.year, local.month, local.day)


def _time(moment: datetime) -> QTime:
    local = _local(moment)
    return QTime(local.hour, local.minute, local.second)


def with_seconds(locale: QLocale) -> str:
    """The region's short time pattern with the seconds (a log's times are seconds apart)."""
    pattern = locale.timeFormat(_SHORT)
    if "ss" not in pattern and "mm" in pattern:
        pattern = pattern.replace("mm", "mm:ss", 1)
    return pattern


def date_text(moment: datetime) -> str:
    """The day, short: 07.03.26, 07/03/2026, 3/7/26."""
    return QLocale().toString(_date(moment), _SHORT)


def long_date_text(moment: datetime) -> str:
    """The day in words, for paper: Samstag, 7. März 2026."""
    return QLocale().toString(_date(moment), _LONG)


def time_text(moment: datetime, seconds: bool = False) -> str:
    """The time of day, short (09:05, 9:05 AM), or with its seconds."""
    locale = QLocale()
    time = _time(moment)
    return locale.toString(time, with_seconds(locale) if seconds else locale.timeFormat(_SHORT))


def date_time_text(moment: datetime) -> str:
    """The day and the time, short: 07.03.26 09:05."""
    locale = QLocale()
    return f"{locale.toString(_date(moment), _SHORT)} {locale.toString(_time(moment), _SHORT)}"


class TimesOfDay:
    """Times of day with seconds for hundreds of rows (a sheet's log): the locale looked up once."""

    def __init__(self) -> None:
        self._locale = QLocale()
        self._pattern = with_seconds(self._locale)

    def __call__(self, moment: datetime) -> str:
        return self._locale.toString(_time(moment), self._pattern)
