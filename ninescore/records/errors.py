"""Errors of the records layer, each carrying one sentence for the person at the table.

This layer has no Qt, yet its sentences are shown to people, so each error keeps its English
template and its values apart: ``str(error)`` gives the English sentence (logs, tests), and
``error.describe(QCoreApplication.translate)`` gives it in the user's language. The templates are
marked with ``QT_TRANSLATE_NOOP("records", ...)`` so that ``pyside6-lupdate`` finds them.

Every error is keyed by an :class:`ErrorKind`, so callers react to the kind of problem, never to
words. The values shown in a sentence come from files, folders and people, so each is shown
short (a 1 MB key is cut in the middle) and printable (a file name that is not valid UTF-8 shows
its bad bytes as ``\\xNN``).

>>> str(record_error(ErrorKind.EMPTY, Path("/data/matches/x.json")))
'The match file /data/matches/x.json is empty.'
>>> record_error("not_found", prefix="k" * 500).describe().count("k")
59
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal, get_args

TRANSLATION_CONTEXT = "records"

Translate = Callable[[str, str], str]
MomentText = Callable[[datetime], str]

SHOWN_LENGTH = 60
"""The longest a value from a file or a person is shown in a sentence (characters)."""
SHOWN_PATH_LENGTH = 240
"""Paths are shown longer: the folder and the file name both matter."""


# The name is what pyside6-lupdate looks for.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without translating it here (no Qt here)."""
    return text


class ErrorKind(StrEnum):
    """What went wrong. Stored in the index as text: never rename a value."""

    # reading a file
    MISSING = "missing"
    UNREADABLE = "unreadable"
    IS_DIRECTORY = "is_directory"
    NOT_REGULAR = "not_regular"
    SYMLINK = "symlink"
    EMPTY = "empty"
    TOO_LARGE = "too_large"
    NOT_UTF8 = "not_utf8"
    NOT_JSON = "not_json"
    TOO_DEEP = "too_deep"
    TOO_MANY_VALUES = "too_many_values"
    NOT_OBJECT = "not_object"
    NO_FORMAT = "no_format"
    NEWER_FORMAT = "newer_format"
    OLD_FORMAT = "old_format"
    INVALID = "invalid"
    INVALID_WHOLE = "invalid_whole"
    ILLEGAL_ACTION = "illegal_action"
    FRAME_TOO_LONG = "frame_too_long"
    FRAME_UNFINISHED = "frame_unfinished"
    EMPTY_FRAME = "empty_frame"
    MISMATCH = "mismatch"
    DUPLICATE_ID = "duplicate_id"
    VERSION_COPY = "version_copy"
    # finding a match
    NOT_FOUND = "not_found"
    AMBIGUOUS = "ambiguous"
    SAME_ID_FILES = "same_id_files"
    NOT_ABANDONABLE = "not_abandonable"
    # the store
    CANNOT_CREATE = "cannot_create"
    READ_ONLY = "read_only"
    DISK_FULL = "disk_full"
    WRITE_FAILED = "write_failed"
    DAMAGED_TARGET = "damaged_target"
    CHANGED_ELSEWHERE = "changed_elsewhere"
    EXTENDED_ELSEWHERE = "extended_elsewhere"
    MOVE_FAILED = "move_failed"
    OUTSIDE_FOLDER = "outside_folder"
    LOCKED = "locked"
    LOCK_LOST = "lock_lost"
    LOCK_LOST_KEPT = "lock_lost_kept"
    LOCK_FAILED = "lock_failed"
    INDEX_FOREIGN = "index_foreign"
    INDEX_ELSEWHERE = "index_elsewhere"
    # the statistics cache (ninescore.stats.cache)
    STATS_UNAVAILABLE = "stats_unavailable"
    STATS_UNREADABLE = "stats_unreadable"


ErrorKindName = Literal[
    "missing",
    "unreadable",
    "is_directory",
    "not_regular",
    "symlink",
    "empty",
    "too_large",
    "not_utf8",
    "not_json",
    "too_deep",
    "too_many_values",
    "not_object",
    "no_format",
    "newer_format",
    "old_format",
    "invalid",
    "invalid_whole",
    "illegal_action",
    "frame_too_long",
    "frame_unfinished",
    "empty_frame",
    "mismatch",
    "duplicate_id",
    "version_copy",
    "not_found",
    "ambiguous",
    "same_id_files",
    "not_abandonable",
    "cannot_create",
    "read_only",
    "disk_full",
    "write_failed",
    "damaged_target",
    "changed_elsewhere",
    "extended_elsewhere",
    "move_failed",
    "outside_folder",
    "locked",
    "lock_lost",
    "lock_lost_kept",
    "lock_failed",
    "index_foreign",
    "index_elsewhere",
    "stats_unavailable",
    "stats_unreadable",
]
"""The kinds as string literals, so that ``record_error("empty", ...)`` is checked by mypy too."""

assert set(get_args(ErrorKindName)) == {kind.value for kind in ErrorKind}


def shown(value: object, limit: int = SHOWN_LENGTH) -> str:
    """``value`` as a sentence may show it: printable, and cut in the middle when too long.

    >>> shown("a" * 100) == "a" * 44 + "…" + "a" * 15
    True
    >>> shown("bad-\\udcff.json")
    'bad-\\\\xff.json'
    """
    text = str(value)
    if any("\ud800" <= character <= "\udfff" for character in text):
        # A file name that is not valid UTF-8 arrives with its bytes as lone surrogates; Qt,
        # terminals and files cannot hold those.
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    if len(text) > limit:
        head = (limit - 1) * 3 // 4
        tail = limit - 1 - head
        text = text[:head] + "…" + text[len(text) - tail :]
    return text


class NinescoreDataError(Exception):
    """Base of the records errors: a kind, its values, and where it happened.

    ``kind`` is an :class:`ErrorKind`; ``path`` the file concerned (or None); ``place`` the
    place inside the file in the ``frames[2].actions[5].pocketed`` form ("" for the whole file).
    """

    def __init__(
        self,
        kind: ErrorKind | ErrorKindName,
        template: str | None = None,
        *,
        path: Path | None = None,
        place: str = "",
        **values: Any,
    ) -> None:
        self.kind = ErrorKind(kind)
        self.template = template if template is not None else MESSAGES[self.kind]
        self.path = path
        self.place = place
        self.values: Mapping[str, Any] = {
            "file": path if path is not None else "",
            "place": place,
            **values,
        }
        super().__init__(self.describe())

    def describe(self, translate: Translate | None = None, moment: MomentText | None = None) -> str:
        """The sentence, translated with ``translate(context, text)`` when given, its moments
        written by ``moment`` (``ninescore.describe.dates.date_time_text``; without it, as
        ISO 8601 in this computer's time to the minute)."""
        values = {
            key: moment(value)
            if moment is not None and isinstance(value, datetime)
            else _shown_value(key, value)
            for key, value in self.values.items()
        }
        if translate is not None:
            try:
                return translate(TRANSLATION_CONTEXT, self.template).format_map(values)
            except (KeyError, IndexError, ValueError, AttributeError):
                pass  # a broken translation must not hide the problem itself: say it in English
        try:
            return self.template.format_map(_Values(values))
        except (IndexError, ValueError, AttributeError):
            return self.template

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled whole (kind, template, place, values), so that an error found in a worker
        # process (``check --jobs``, the statistics cache filling) reaches the parent as it was.
        values = {key: value for key, value in self.values.items() if key not in ("file", "place")}
        return (
            _rebuilt,
            (type(self), self.kind.value, self.template, self.path, self.place, values),
        )

    @property
    def nothing_lost(self) -> bool:
        """The match was not written where it should have been, yet every action of the
        writer's is on disk: in that file, or in a version copy beside it."""
        return self.kind in _NOTHING_LOST


def _rebuilt(
    kind_of_error: type[NinescoreDataError],
    kind: str,
    template: str,
    path: Path | None,
    place: str,
    values: dict[str, Any],
) -> NinescoreDataError:
    return kind_of_error(ErrorKind(kind), template, path=path, place=place, **values)


class _Values(dict[str, Any]):
    """A value a template names but the error lacks (a problem remembered by an older index)
    shows as "?" instead of hiding the sentence."""

    def __missing__(self, key: str) -> str:
        return "?"


def _shown_value(key: str, value: Any) -> Any:
    if isinstance(value, bool | int | float):
        return value
    if isinstance(value, datetime):
        return value.astimezone().isoformat(" ", "minutes").rpartition("+")[0] or str(value)
    if isinstance(value, Path) or key in ("file", "folder", "other", "copy", "files"):
        return shown(value, SHOWN_PATH_LENGTH)
    return shown(value)


_NOTHING_LOST = {
    ErrorKind.LOCK_LOST,
    ErrorKind.LOCK_LOST_KEPT,
    ErrorKind.CHANGED_ELSEWHERE,
    ErrorKind.EXTENDED_ELSEWHERE,
    ErrorKind.DAMAGED_TARGET,
}


class RecordError(NinescoreDataError, ValueError):
    """A match file (or a record) that cannot be read, is invalid, or disagrees with its replay."""


class StoreError(NinescoreDataError, OSError):
    """The data folder cannot be used: not creatable, read-only, disk full..."""


class MatchLocked(StoreError):
    """The match is being scored by another running ninescore; it may be opened read-only."""


class LockLost(StoreError):
    """The lock this window held was taken or removed: it must stop writing the match."""


class ChangedElsewhere(StoreError):
    """The match file changed under the writer; it was not overwritten."""


# The sentences, one per kind. Keep each a single sentence a tournament operator understands.
MESSAGES: dict[ErrorKind, str] = {
    # reading a file
    ErrorKind.MISSING: QT_TRANSLATE_NOOP("records", "The match file {file} does not exist."),
    ErrorKind.UNREADABLE: QT_TRANSLATE_NOOP(
        "records", "The match file {file} cannot be read: {detail}."
    ),
    ErrorKind.IS_DIRECTORY: QT_TRANSLATE_NOOP("records", "{file} is a folder, not a match file."),
    ErrorKind.NOT_REGULAR: QT_TRANSLATE_NOOP(
        "records",
        "{file} is not a regular file (a device, a pipe or a socket), so it is not read as a "
        "match file.",
    ),
    ErrorKind.SYMLINK: QT_TRANSLATE_NOOP(
        "records",
        "{file} is a symbolic link; ninescore reads only the files in its own folder, so it is "
        "left alone.",
    ),
    ErrorKind.EMPTY: QT_TRANSLATE_NOOP("records", "The match file {file} is empty."),
    ErrorKind.TOO_LARGE: QT_TRANSLATE_NOOP(
        "records", "The file {file} is too large to be a match file ({size} bytes)."
    ),
    ErrorKind.NOT_UTF8: QT_TRANSLATE_NOOP(
        "records", "The match file {file} is not UTF-8 text (a bad byte at position {position})."
    ),
    ErrorKind.NOT_JSON: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} is damaged: it is not valid JSON at line {line}, column {column} "
        "({detail}).",
    ),
    ErrorKind.TOO_DEEP: QT_TRANSLATE_NOOP(
        "records", "The match file {file} is nested too deeply to be a match file."
    ),
    ErrorKind.TOO_MANY_VALUES: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} holds more values than any match can ({found}; at most "
        "{limit}), so it was not read.",
    ),
    ErrorKind.NOT_OBJECT: QT_TRANSLATE_NOOP(
        "records", "The file {file} does not hold a match (a JSON object is expected)."
    ),
    ErrorKind.NO_FORMAT: QT_TRANSLATE_NOOP(
        "records",
        'The file {file} has no valid "format" version number, so it is not a match file.',
    ),
    ErrorKind.NEWER_FORMAT: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} was written by a newer version of ninescore (format {found}, this "
        "version reads up to format {supported}); it is left as it is.",
    ),
    ErrorKind.OLD_FORMAT: QT_TRANSLATE_NOOP(
        "records", "The match file {file} uses format {found}, which no version of ninescore wrote."
    ),
    ErrorKind.INVALID: QT_TRANSLATE_NOOP(
        "records", "The match file {file} is invalid at {place}: {detail}."
    ),
    ErrorKind.INVALID_WHOLE: QT_TRANSLATE_NOOP(
        "records", "The match file {file} is invalid: {detail}."
    ),
    ErrorKind.ILLEGAL_ACTION: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} has an action that the rules do not allow at {place}: {detail}.",
    ),
    ErrorKind.FRAME_TOO_LONG: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} is inconsistent at {place}: the frame was already won before "
        "this action.",
    ),
    ErrorKind.FRAME_UNFINISHED: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} is inconsistent at {place}: the frame is not won, yet another "
        "frame follows it.",
    ),
    ErrorKind.EMPTY_FRAME: QT_TRANSLATE_NOOP(
        "records", "The match file {file} is inconsistent at {place}: a frame without actions."
    ),
    ErrorKind.MISMATCH: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} stores {stored} at {place}, but replaying its actions gives "
        "{replayed}; the replayed value is used.",
    ),
    ErrorKind.DUPLICATE_ID: QT_TRANSLATE_NOOP(
        "records", "The match file {file} holds the same match (same id) as {other}."
    ),
    ErrorKind.VERSION_COPY: QT_TRANSLATE_NOOP(
        "records",
        "The file {file} is a second version of a match, kept when two writers met; it is not "
        "listed as a match of its own: compare it with the match and move the one not wanted to "
        "the trash.",
    ),
    # finding a match
    ErrorKind.NOT_FOUND: QT_TRANSLATE_NOOP(
        "records", "No stored match has an id starting with {prefix}."
    ),
    ErrorKind.AMBIGUOUS: QT_TRANSLATE_NOOP(
        "records",
        "More than one stored match has an id starting with {prefix}; give more characters.",
    ),
    ErrorKind.SAME_ID_FILES: QT_TRANSLATE_NOOP(
        "records",
        "The match {prefix} is stored in {count} files that differ ({files}); give the path of "
        "the one to use.",
    ),
    ErrorKind.NOT_ABANDONABLE: QT_TRANSLATE_NOOP(
        "records", "A finished match cannot be marked as abandoned."
    ),
    # the store
    ErrorKind.CANNOT_CREATE: QT_TRANSLATE_NOOP(
        "records", "The data folder {folder} cannot be created or used: {detail}."
    ),
    ErrorKind.READ_ONLY: QT_TRANSLATE_NOOP(
        "records",
        "The match cannot be saved because the folder {folder} is read-only or not writable.",
    ),
    ErrorKind.DISK_FULL: QT_TRANSLATE_NOOP(
        "records", "The match cannot be saved because the disk holding {folder} is full."
    ),
    ErrorKind.WRITE_FAILED: QT_TRANSLATE_NOOP(
        "records", "The match cannot be saved to {file}: {detail}."
    ),
    ErrorKind.DAMAGED_TARGET: QT_TRANSLATE_NOOP(
        "records",
        "The match cannot be saved to {file}, which holds a damaged or newer match file that is "
        "never overwritten, so this window's version was saved beside it as {copy}.",
    ),
    ErrorKind.CHANGED_ELSEWHERE: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} was changed by someone else while this window scored it, so it "
        "was not overwritten: this window's version was saved beside it as {copy}.",
    ),
    ErrorKind.EXTENDED_ELSEWHERE: QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} was carried on by someone else and holds everything this window "
        "has and more, so it was not overwritten; resume the match to go on from it.",
    ),
    ErrorKind.MOVE_FAILED: QT_TRANSLATE_NOOP(
        "records", "The match file {file} cannot be moved to the trash: {detail}."
    ),
    ErrorKind.OUTSIDE_FOLDER: QT_TRANSLATE_NOOP(
        "records",
        "{file} is not in the matches folder {folder}, so ninescore does not move or change it.",
    ),
    ErrorKind.LOCKED: QT_TRANSLATE_NOOP(
        "records",
        "This match is being scored in another ninescore window (process {pid} on {host}, "
        "since {since}); it can only be opened read-only.",
    ),
    ErrorKind.LOCK_LOST: QT_TRANSLATE_NOOP(
        "records",
        "This match is now scored by another ninescore window (process {pid} on {host}), so "
        "this window stopped saving it.",
    ),
    ErrorKind.LOCK_LOST_KEPT: QT_TRANSLATE_NOOP(
        "records",
        "This match is now scored by another ninescore window (process {pid} on {host}), so "
        "this window stopped saving it and kept what it scored since beside it as {copy}.",
    ),
    ErrorKind.LOCK_FAILED: QT_TRANSLATE_NOOP(
        "records", "The match cannot be locked for scoring: {detail}."
    ),
    ErrorKind.INDEX_FOREIGN: QT_TRANSLATE_NOOP(
        "records",
        "The file {file} is not ninescore's index, so it is left alone; the matches are listed "
        "from their files.",
    ),
    ErrorKind.INDEX_ELSEWHERE: QT_TRANSLATE_NOOP(
        "records",
        "The file {file} is not ninescore's index, so it is left alone; the index is kept in "
        "{other} instead.",
    ),
    ErrorKind.STATS_UNAVAILABLE: QT_TRANSLATE_NOOP(
        "records",
        "The statistics could not be computed because the index {file} kept changing while "
        "they were; run the command again.",
    ),
    ErrorKind.STATS_UNREADABLE: QT_TRANSLATE_NOOP(
        "records",
        "The statistics in the index {file} could not be read ({detail}); they are computed "
        "anew from the match files when the command is run again.",
    ),
}


def record_error(
    kind: ErrorKind | ErrorKindName, path: Path | None = None, place: str = "", **values: Any
) -> RecordError:
    return RecordError(kind, path=path, place=place, **values)


def store_error(
    kind: ErrorKind | ErrorKindName, path: Path | None = None, **values: Any
) -> StoreError:
    return StoreError(kind, path=path, **values)
