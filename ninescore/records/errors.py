"""Errors of the records layer, each carrying one sentence for the person at the table.

This layer has no Qt, yet its sentences are shown to people, so each error keeps its English
template and its values apart: ``str(error)`` gives the English sentence (logs, tests), and
``error.describe(QCoreApplication.translate)`` gives it in the user's language. The templates are
marked with ``QT_TRANSLATE_NOOP("records", ...)`` so that ``pyside6-lupdate`` finds them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

TRANSLATION_CONTEXT = "records"

Translate = Callable[[str, str], str]


# The name is what pyside6-lupdate looks for.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without translating it here (no Qt here)."""
    return text


class NinescoreDataError(Exception):
    """Base of the records errors: a template, its values, and where it happened.

    ``kind`` is a short stable code ("invalid", "newer_format", "disk_full"...) for callers that
    react differently to different problems; ``path`` the file concerned (or None); ``place`` the
    place inside the file in the ``frames[2].actions[5].pocketed`` form ("" for the whole file).
    """

    def __init__(
        self,
        kind: str,
        template: str,
        *,
        path: Path | None = None,
        place: str = "",
        **values: Any,
    ) -> None:
        self.kind = kind
        self.template = template
        self.path = path
        self.place = place
        self.values: Mapping[str, Any] = {
            "file": str(path) if path is not None else "",
            "place": place,
            **values,
        }
        super().__init__(self.describe())

    def describe(self, translate: Translate | None = None) -> str:
        """The sentence, translated with ``translate(context, text)`` when given."""
        template = self.template
        if translate is not None:
            template = translate(TRANSLATION_CONTEXT, template)
        try:
            return template.format(**self.values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not hide the problem itself.
            return self.template.format(**self.values)


class RecordError(NinescoreDataError, ValueError):
    """A match file (or a record) that cannot be read, is invalid, or disagrees with its replay."""


class StoreError(NinescoreDataError, OSError):
    """The data folder cannot be used: not creatable, read-only, disk full..."""


class MatchLocked(StoreError):
    """The match is being scored by another running ninescore; it may be opened read-only."""


# The sentences, one per kind. Keep each a single sentence a tournament operator understands.
MESSAGES: dict[str, str] = {
    # reading a file
    "missing": QT_TRANSLATE_NOOP("records", "The match file {file} does not exist."),
    "unreadable": QT_TRANSLATE_NOOP("records", "The match file {file} cannot be read: {detail}."),
    "is_directory": QT_TRANSLATE_NOOP("records", "{file} is a folder, not a match file."),
    "empty": QT_TRANSLATE_NOOP("records", "The match file {file} is empty."),
    "too_large": QT_TRANSLATE_NOOP(
        "records", "The file {file} is too large to be a match file ({size} bytes)."
    ),
    "not_utf8": QT_TRANSLATE_NOOP(
        "records", "The match file {file} is not UTF-8 text (a bad byte at position {position})."
    ),
    "not_json": QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} is damaged: it is not valid JSON at line {line}, column {column} "
        "({detail}).",
    ),
    "too_deep": QT_TRANSLATE_NOOP(
        "records", "The match file {file} is nested too deeply to be a match file."
    ),
    "not_object": QT_TRANSLATE_NOOP(
        "records", "The file {file} does not hold a match (a JSON object is expected)."
    ),
    "no_format": QT_TRANSLATE_NOOP(
        "records",
        'The file {file} has no valid "format" version number, so it is not a match file.',
    ),
    "newer_format": QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} was written by a newer version of ninescore (format {found}, this "
        "version reads up to format {supported}); it is left as it is.",
    ),
    "old_format": QT_TRANSLATE_NOOP(
        "records", "The match file {file} uses format {found}, which no version of ninescore wrote."
    ),
    "invalid": QT_TRANSLATE_NOOP(
        "records", "The match file {file} is invalid at {place}: {detail}."
    ),
    "invalid_whole": QT_TRANSLATE_NOOP("records", "The match file {file} is invalid: {detail}."),
    "illegal_action": QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} has an action that the rules do not allow at {place}: {detail}.",
    ),
    "frame_too_long": QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} is inconsistent at {place}: the frame was already won before "
        "this action.",
    ),
    "frame_unfinished": QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} is inconsistent at {place}: the frame is not won, yet another "
        "frame follows it.",
    ),
    "empty_frame": QT_TRANSLATE_NOOP(
        "records", "The match file {file} is inconsistent at {place}: a frame without actions."
    ),
    "mismatch": QT_TRANSLATE_NOOP(
        "records",
        "The match file {file} stores {stored} at {place}, but replaying its actions gives "
        "{replayed}; the replayed value is used.",
    ),
    "duplicate_id": QT_TRANSLATE_NOOP(
        "records", "The match file {file} holds the same match (same id) as {other}."
    ),
    # finding a match
    "not_found": QT_TRANSLATE_NOOP("records", "No stored match has an id starting with {prefix}."),
    "ambiguous": QT_TRANSLATE_NOOP(
        "records",
        "More than one stored match has an id starting with {prefix}; give more characters.",
    ),
    "not_abandonable": QT_TRANSLATE_NOOP(
        "records", "A finished match cannot be marked as abandoned."
    ),
    # the store
    "cannot_create": QT_TRANSLATE_NOOP(
        "records", "The data folder {folder} cannot be created or used: {detail}."
    ),
    "read_only": QT_TRANSLATE_NOOP(
        "records",
        "The match cannot be saved because the folder {folder} is read-only or not writable; "
        "it is kept in memory, try again.",
    ),
    "disk_full": QT_TRANSLATE_NOOP(
        "records",
        "The match cannot be saved because the disk holding {folder} is full; it is kept in "
        "memory, free some space and try again.",
    ),
    "write_failed": QT_TRANSLATE_NOOP(
        "records",
        "The match cannot be saved to {file}: {detail}; it is kept in memory, try again.",
    ),
    "damaged_target": QT_TRANSLATE_NOOP(
        "records",
        "The match cannot be saved because {file} holds a damaged or newer match file, which is "
        "never overwritten; move that file away first.",
    ),
    "move_failed": QT_TRANSLATE_NOOP(
        "records", "The match file {file} cannot be moved to the trash: {detail}."
    ),
    "locked": QT_TRANSLATE_NOOP(
        "records",
        "This match is being scored in another ninescore window (process {pid} on {host}, "
        "since {since}); it can only be opened read-only.",
    ),
    "lock_failed": QT_TRANSLATE_NOOP(
        "records", "The match cannot be locked for scoring: {detail}."
    ),
}


def record_error(
    kind: str, path: Path | None = None, place: str = "", **values: Any
) -> RecordError:
    return RecordError(kind, MESSAGES[kind], path=path, place=place, **values)


def store_error(kind: str, path: Path | None = None, **values: Any) -> StoreError:
    return StoreError(kind, MESSAGES[kind], path=path, **values)
