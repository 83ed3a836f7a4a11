"""The file of each tournament, ``<data>/tournaments/<id>.json``: found, read and written here.

The engine (:mod:`ninescore.tournament`) does no I/O; this is its one door to the disk.  A file
is read only when it is a regular file (no link, no pipe) of at most :data:`MAX_FILE_SIZE`
bytes, and written whole or not at all through :func:`~ninescore.records.atomic.write_atomically`,
the same door as the match files.  The desk is its only writer; Syncthing carries it to the
tables.  A tournament's id is its name made into a file name (:func:`tournament_id`): letters
and digits of any script, lower case, the rest as single hyphens.

Every failure is a :class:`TournamentFileError` whose ``kind`` says what went wrong, and whose
fields make the sentence (``ninescore.describe.tournament.file_error_text``).
"""

from __future__ import annotations

import csv
import errno
import functools
import io
import os
import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import BinaryIO, Protocol

from ninescore.rules import limits
from ninescore.tournament import Entrant, InvalidTournamentFile, Tournament, TournamentError

from . import files
from .atomic import write_atomically
from .files import FileTooLarge, SpecialFileError, read_in, read_regular

FOLDER = "tournaments"
SUFFIX = ".json"
MAX_FILE_SIZE = 16 * 1024 * 1024
"""A tournament of 1,024 entrants with every result is about 400 KB; this leaves room."""
MAX_ID_LENGTH = 80
MAX_LISTED = 64
"""Tournaments listed at most, as the feed follows at most (a club's season fits): each listed
one is read whole, and a peer's 300 copies of a 1,024-entrant one kept `desk --text` 17 s."""
ROUND_MARK = re.compile(r"^\s*#(\d{1,6})(?!\d)")
"""The bracket's match number at the head of a called match's round: a call (an assignment)
and the match a table starts from it carry the tournament's name as their event and
``"#12 · Winners' side, round 2"`` as their round."""


class FileProblem(StrEnum):
    NO_NAME = "no_name"
    """The name has no letter or digit to make a file name from."""
    NOT_FOUND = "not_found"
    EXISTS = "exists"
    NOT_REGULAR = "not_regular"
    TOO_LARGE = "too_large"
    UNREADABLE = "unreadable"
    NOT_A_TOURNAMENT = "not_a_tournament"
    CANNOT_WRITE = "cannot_write"
    DISK_FULL = "disk_full"


@dataclass
class TournamentFileError(Exception):
    kind: FileProblem
    path: Path | None = None
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind.value}: {self.path} {self.detail}".strip()


def tournament_id(name: str) -> str:
    """The file name (without ``.json``) of the tournament ``name``.

    >>> tournament_id("Club Open 2026"), tournament_id("Кубок клуба — весна")
    ('club-open-2026', 'кубок-клуба-весна')
    """
    normal = unicodedata.normalize("NFKC", name).casefold()
    words = "".join(character if character.isalnum() else " " for character in normal).split()
    identifier = "-".join(words)[:MAX_ID_LENGTH].strip("-")
    if not identifier:
        raise TournamentFileError(FileProblem.NO_NAME, detail=name)
    return identifier


class _Called(Protocol):
    """A table's match, a call or a match record: what names the bracket's match."""

    @property
    def event(self) -> str: ...

    @property
    def round(self) -> str: ...


def bracket_match_of(match: _Called, tournament_key: str) -> int | None:
    """The bracket's match number of a table's match or a call, when it is one of the
    tournament whose id is ``tournament_key``; else None."""
    return _number_in(match.round, match.event, tournament_key)


@functools.lru_cache(maxsize=1024)
def _number_in(round: str, event: str, tournament_key: str) -> int | None:
    # Asked of every file of the day at every call of the desk: the same few texts each time.
    found = ROUND_MARK.match(round)
    if found is None or not event.strip():
        return None
    try:
        if tournament_id(event) != tournament_key:
            return None
    except TournamentFileError:
        return None
    return int(found.group(1))


def folder(data_dir: Path) -> Path:
    return data_dir / FOLDER


def path_of(data_dir: Path, name: str) -> Path:
    return folder(data_dir) / (tournament_id(name) + SUFFIX)


def _read(
    path: Path, limit: int, follow_symlinks: bool = False, *, inside: Path | None = None
) -> bytes:
    """The bytes of the regular file at ``path`` through the read door, or the
    :class:`TournamentFileError` that says in one sentence why not.  ``inside``: the data
    folder ``path`` is in, whose ``tournaments/`` must be a real folder (a peer may sync a link
    of that name, and a read through it would read outside)."""
    try:
        if inside is None:
            data, _ = read_regular(path, limit, follow_symlinks=follow_symlinks)
        else:
            data, _ = read_in(inside, (FOLDER,), path.name, limit)
    except SpecialFileError as error:
        # The entry that is no regular file: the tournament's, or a folder on the way to it.
        what = Path(error.filename) if error.filename else path
        raise TournamentFileError(FileProblem.NOT_REGULAR, what, error.what) from None
    except FileTooLarge as error:
        raise TournamentFileError(FileProblem.TOO_LARGE, path, str(error.size)) from None
    except FileNotFoundError:
        raise TournamentFileError(FileProblem.NOT_FOUND, path) from None
    except OSError as error:
        raise TournamentFileError(
            FileProblem.UNREADABLE, path, error.strerror or str(error)
        ) from None
    return data


def load(data_dir: Path, name: str) -> Tournament:
    """The tournament called ``name`` (or whose id is ``name``) in ``data_dir``."""
    path = path_of(data_dir, name)
    data = _read(path, MAX_FILE_SIZE, inside=data_dir)
    try:
        return Tournament.from_json(data)
    except InvalidTournamentFile as error:
        raise TournamentFileError(FileProblem.NOT_A_TOURNAMENT, path, str(error)) from None


def save(data_dir: Path, tournament: Tournament, *, new: bool = False) -> Path:
    """Write ``tournament`` to its file, whole or not at all.  ``new``: refuse to replace a
    tournament already there (two names may make one id: "Club Open" and "club-open")."""
    path = path_of(data_dir, tournament.name)
    if new and (path.exists() or path.is_symlink()):
        raise TournamentFileError(FileProblem.EXISTS, path)
    try:
        # Every folder from the data folder down a real one, never a link a peer synced in.
        with files.folder(data_dir, (FOLDER,), create=True):
            pass
        write_atomically(path, tournament.to_json().encode("utf-8"), inside=data_dir)
    except OSError as error:
        kind = FileProblem.DISK_FULL if error.errno == errno.ENOSPC else FileProblem.CANNOT_WRITE
        raise TournamentFileError(kind, path, error.strerror or str(error)) from None
    return path


def names(data_dir: Path) -> list[str]:
    """The ids of the tournaments in ``data_dir``, sorted: the first :data:`MAX_LISTED`."""
    try:
        with files.folder(data_dir, (FOLDER,)) as descriptor:
            entries = os.listdir(folder(data_dir) if descriptor is None else descriptor)
    except (OSError, ValueError):
        return []
    return sorted(
        entry[: -len(SUFFIX)]
        for entry in entries
        if entry.endswith(SUFFIX) and not entry.startswith(".")
    )[:MAX_LISTED]


# -- entrants from a file ---------------------------------------------------------------------

MAX_ENTRANTS_FILE_SIZE = 4 * 1024 * 1024
NAME_COLUMNS = ("name", "display name", "display_name", "participant", "player")
"""The column of names: ``name`` (Challonge's participants export calls it ``Name``), or the
first of the others present."""
OTHER_COLUMNS = {
    "seed": ("seed",),
    "club": ("club", "team", "misc"),
    "rating": ("rating", "fargo", "fargo rating", "fargorate"),
    "checked_in": ("checked in", "checked_in", "checked-in"),
}
"""The optional columns, by the headings that name them (letter case and spaces aside); any other
column (Challonge's username, email, final rank…) is ignored."""


class EntrantsProblem(StrEnum):
    EMPTY = "empty"
    BAD_VALUE = "bad_value"
    NOT_TEXT = "not_text"
    DIRECTION_CONTROL = "direction_control"  # limits.BIDI_CONTROLS in a name or a club


@dataclass
class EntrantsFileError(Exception):
    """A list of entrants that cannot be read: ``line`` (from 1) and ``detail`` say where."""

    kind: EntrantsProblem
    line: int = 0
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind.value} (line {self.line}): {self.detail}"


def read_entrants_file(path: Path) -> list[Entrant]:
    """The entrants in the file at ``path`` (a name the user typed: a link is followed)."""
    data = _read(path, MAX_ENTRANTS_FILE_SIZE, follow_symlinks=True)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise EntrantsFileError(EntrantsProblem.NOT_TEXT, 0, str(error)) from None
    return entrants_from_text(text)


STANDARD_INPUT = Path("-")
"""The name the list read from standard input goes by in what is said of it."""


def read_entrants_stream(stream: BinaryIO) -> list[Entrant]:
    """The entrants in what ``stream`` (standard input) holds, read no further than the limit
    of a file: ``/dev/zero`` piped in is one sentence, not all of the machine's memory."""
    data = stream.read(MAX_ENTRANTS_FILE_SIZE + 1)
    if len(data) > MAX_ENTRANTS_FILE_SIZE:
        raise TournamentFileError(FileProblem.TOO_LARGE, STANDARD_INPUT, f">{len(data) - 1}")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise EntrantsFileError(EntrantsProblem.NOT_TEXT, 0, str(error)) from None
    return entrants_from_text(text)


def entrants_from_text(text: str) -> list[Entrant]:
    """Entrants from a CSV with a heading row (a ``name`` column; optional ``seed``, ``club``,
    ``rating``, ``checked in``), or from pasted lines, one name a line.

    A text is a CSV when its first line names a column of names; the separator (comma,
    semicolon or tab: what spreadsheets write in each region) is the one that line uses.

    >>> [e.name for e in entrants_from_text("Anna\\n\\n  Boris Petrov \\n")]
    ['Anna', 'Boris Petrov']
    >>> rows = entrants_from_text("Seed;Name;Misc\\n2;Anna;Cue Club\\n1;Boris;\\n")
    >>> [(e.name, e.seed, e.club) for e in rows]
    [('Anna', 2, 'Cue Club'), ('Boris', 1, '')]
    """
    text = text.lstrip("\ufeff")
    lines = text.splitlines()
    first = next((line for line in lines if line.strip()), None)
    if first is None:
        raise EntrantsFileError(EntrantsProblem.EMPTY)
    dialect = _csv_dialect(first)
    if dialect is None:
        entrants = []
        for number, line in enumerate(lines, 1):
            if line.strip():
                entrants.append(_entrant(number, line))
        return entrants
    reader = csv.reader(io.StringIO(text), delimiter=dialect)
    heading = [cell.strip().casefold() for cell in next(reader)]
    name_column = next(
        (heading.index(column) for column in NAME_COLUMNS if column in heading), None
    )
    assert name_column is not None  # _csv_dialect saw it
    columns = {
        key: next((heading.index(h) for h in headings if h in heading), None)
        for key, headings in OTHER_COLUMNS.items()
    }
    entrants = []
    for row in reader:
        number = reader.line_num
        if not any(cell.strip() for cell in row):
            continue

        def cell(column: int | None, row: list[str] = row) -> str:
            return row[column].strip() if column is not None and column < len(row) else ""

        entrants.append(
            _entrant(
                number,
                cell(name_column),
                seed=cell(columns["seed"]),
                club=cell(columns["club"]),
                rating=cell(columns["rating"]),
                checked_in=cell(columns["checked_in"]),
            )
        )
    return entrants


def _csv_dialect(first_line: str) -> str | None:
    for separator in (",", ";", "\t"):
        cells = [cell.strip().strip('"').casefold() for cell in first_line.split(separator)]
        if len(cells) > 1 and any(column in cells for column in NAME_COLUMNS):
            return separator
    if first_line.strip().casefold() in NAME_COLUMNS:
        return ","
    return None


def _entrant(
    line: int, name: str, seed: str = "", club: str = "", rating: str = "", checked_in: str = ""
) -> Entrant:
    if limits.has_bidi_control(name) or limits.has_bidi_control(club):
        # A list typed or pasted is a boundary; a tournament's own file read later is not.
        raise EntrantsFileError(EntrantsProblem.DIRECTION_CONTROL, line, repr(name))
    try:
        return Entrant(
            name,
            seed=int(seed) if seed else None,
            club=club,
            rating=float(rating.replace(",", ".")) if rating else None,
            checked_in=checked_in.casefold() in ("true", "yes", "1", "x", "да"),
        )
    except (ValueError, TournamentError) as error:
        raise EntrantsFileError(EntrantsProblem.BAD_VALUE, line, str(error)) from None
