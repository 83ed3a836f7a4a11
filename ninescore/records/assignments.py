"""The desk's own files: the next match sent to a table, and the sheets already printed.

``desk/assignments/<id>.json`` is one match the desk sends to one table (players, race, event,
round, referee); the table's start screen and new-match dialog offer it as one tap.  An
assignment is *started* once a match of the same table and players was created after it, so the
table writes nothing back (one writer per file: the desk writes these, the tables their matches).
``desk/printed.json`` lists the matches whose sheet the desk has printed.

Only the desk writes here; every machine reads.  A file that cannot be read is left out (and is
read again when it changes): one damaged assignment never hides the others.
"""

from __future__ import annotations

import json
import logging
import os
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ninescore.rules import limits

from . import files
from .atomic import write_atomically
from .record import format_time, utc_now
from .sync import DESK_FOLDER

log = logging.getLogger(__name__)

ASSIGNMENTS_FOLDER = "assignments"
PRINTED_FILE = "printed.json"
MAX_DESK_FILE = 65536
MAX_ASSIGNMENTS = 1000
"""Assignment files read at most (a call waits at each of a room's tables, a few at most)."""
MAX_ASSIGNMENT_BYTES = 4 << 20
"""Bytes of assignment files read at most in one listing (a thousand take some 400 KB): the
tables' start screens, the desk and the feed's phones read them all at every look, so a peer's
folder of 20,000 files (60 MB) held the feed's every answer for 3.6 s."""


@dataclass(frozen=True, slots=True)
class Assignment:
    """The next match for one table, as the desk sent it."""

    table: str
    players: tuple[str, str]
    race_to: tuple[int, int] = (7, 7)
    event: str = ""
    round: str = ""
    referee: str = ""
    id: str = field(default_factory=lambda: str(uuid.uuid4()))
    created: datetime = field(default_factory=utc_now)

    def __post_init__(self) -> None:
        if not self.table.strip():
            raise ValueError("an assignment needs a table")
        for name in self.players:
            if not name.strip() or len(name) > limits.MAX_NAME_LENGTH:
                raise ValueError("an assignment needs two names")
            if not limits.is_valid_text(name):
                raise ValueError("a name has characters that are not allowed")
        if self.players[0].strip().casefold() == self.players[1].strip().casefold():
            raise ValueError("the two players must differ")
        for text in (self.table, self.event, self.round, self.referee):
            if len(text) > limits.MAX_TEXT_LENGTH or (text and not limits.is_valid_text(text)):
                raise ValueError("a text is too long or has characters that are not allowed")
        for race in self.race_to:
            if not limits.MIN_RACE <= race <= limits.MAX_RACE:
                raise ValueError(f"race must be {limits.MIN_RACE}-{limits.MAX_RACE}")
        uuid.UUID(self.id)
        if self.created.tzinfo is None or self.created.utcoffset() is None:
            raise ValueError("an assignment's time needs its zone")

    def to_json(self) -> str:
        values: dict[str, Any] = {
            "id": self.id,
            "created": format_time(self.created),
            "table": self.table,
            "players": list(self.players),
            "race_to": list(self.race_to),
            "event": self.event,
            "round": self.round,
            "referee": self.referee,
        }
        return json.dumps(values, ensure_ascii=False, indent=2) + "\n"

    @classmethod
    def from_json(cls, data: bytes) -> Assignment:
        """The assignment in ``data``; ValueError (one sentence) for anything else."""
        try:
            raw = json.loads(data)
        except RecursionError:  # 64 kB of "[": deeper than any assignment
            raise ValueError("nested too deeply to be an assignment") from None
        if not isinstance(raw, dict):
            raise ValueError("not an assignment")
        players = raw.get("players")
        race = raw.get("race_to")
        if not (isinstance(players, list) and len(players) == 2):
            raise ValueError("players must be two names")
        if not (isinstance(race, list) and len(race) == 2):
            raise ValueError("race_to must be two numbers")
        if not all(isinstance(r, int) and not isinstance(r, bool) for r in race):
            raise ValueError("race_to must be two numbers")
        texts = [raw.get(key, "") for key in ("table", "event", "round", "referee")]
        if not all(isinstance(t, str) for t in (*texts, *players)):
            raise ValueError("texts must be text")
        if not isinstance(raw.get("id"), str) or not isinstance(raw.get("created"), str):
            raise ValueError("an assignment needs its id and its time as texts")
        return cls(
            table=texts[0],
            players=(players[0], players[1]),
            race_to=(race[0], race[1]),
            event=texts[1],
            round=texts[2],
            referee=texts[3],
            id=str(raw["id"]),
            created=datetime.fromisoformat(str(raw["created"]).replace("Z", "+00:00")),
        )

    def started_by(self, table: str, players: tuple[str, str], created: datetime) -> bool:
        """Whether a match of ``table`` between ``players`` created at ``created`` is this one."""
        return (
            table.strip().casefold() == self.table.strip().casefold()
            and {p.strip().casefold() for p in players}
            == {p.strip().casefold() for p in self.players}
            and created >= self.created
        )


def assignments_path(data_path: Path) -> Path:
    return data_path / DESK_FOLDER / ASSIGNMENTS_FOLDER


def save_assignment(data_path: Path, assignment: Assignment) -> Path:
    """Write the assignment's file; OSError (SpecialFileError for a ``desk/`` or
    ``assignments/`` that is a link or no folder: never written through)."""
    with files.folder(data_path, (DESK_FOLDER, ASSIGNMENTS_FOLDER), create=True):
        pass
    target = assignments_path(data_path) / f"{assignment.id}.json"
    write_atomically(target, assignment.to_json().encode("utf-8"), inside=data_path)
    return target


def withdraw_assignment(data_path: Path, assignment_id: str) -> bool:
    """Take back an assignment (the desk's own file); False when it was not there."""
    try:
        name = f"{uuid.UUID(assignment_id)}.json"
        with files.folder(data_path, (DESK_FOLDER, ASSIGNMENTS_FOLDER)) as descriptor:
            if descriptor is None:  # pragma: no cover - Windows
                (assignments_path(data_path) / name).unlink()
            else:
                os.unlink(name, dir_fd=descriptor)
    except (FileNotFoundError, ValueError):
        return False
    return True


def load_assignments(data_path: Path) -> list[Assignment]:
    """Every readable assignment, oldest first (see :func:`read_assignments`)."""
    return read_assignments(data_path)[0]


def read_assignments(data_path: Path) -> tuple[list[Assignment], list[str]]:
    """Every readable assignment, oldest first, and a line for each file left out.

    Each is read through the one door of the data folder (:mod:`.files`): a regular file, no
    link, at most :data:`MAX_DESK_FILE` bytes, in a ``desk/assignments/`` that is a real folder.
    A file that is none of that, or holds no assignment, is left out: one bad file never hides
    the others.  At most :data:`MAX_ASSIGNMENTS` files and :data:`MAX_ASSIGNMENT_BYTES` are
    read (the first by name), and a line says when more were left.
    """
    found: list[Assignment] = []
    problems: list[str] = []
    try:
        with files.folder(data_path, (DESK_FOLDER, ASSIGNMENTS_FOLDER)) as descriptor:
            names = sorted(
                os.listdir(descriptor if descriptor is not None else assignments_path(data_path))
            )
    except FileNotFoundError:
        return [], []
    except OSError as error:
        return [], [f"{assignments_path(data_path)}: {_reason(error)}"]
    read = tried = 0
    for name in names:
        if name.startswith(".") or not name.endswith(".json"):
            continue
        if tried >= MAX_ASSIGNMENTS or read >= MAX_ASSIGNMENT_BYTES:
            log.info("assignments: only the first %d files (%d bytes) read", tried, read)
            problems.append(f"{assignments_path(data_path)}: more assignments than are read")
            break
        tried += 1
        try:
            data, _ = files.read_in(
                data_path, (DESK_FOLDER, ASSIGNMENTS_FOLDER), name, MAX_DESK_FILE
            )
            read += len(data)
            found.append(Assignment.from_json(data))
        except (OSError, ValueError, KeyError, TypeError) as error:
            log.info("assignment %s not read: %s", name, _reason(error))
            problems.append(f"{name}: {_reason(error)}")
    found.sort(key=lambda a: (a.created, a.id))
    return found, problems


MAX_PRINTED_FILE = MAX_DESK_FILE * 16
"""1 MB: the marks of some 25,000 matches."""


def load_printed(data_path: Path) -> frozenset[str]:
    """The matches whose sheet the desk printed (see :func:`read_printed`)."""
    return read_printed(data_path)[0]


def read_printed(data_path: Path) -> tuple[frozenset[str], str]:
    """The printed marks, and why none could be read ("" when the file is fine or absent).

    Through the one door (a regular file of at most :data:`MAX_PRINTED_FILE` bytes, no link, a
    ``desk/`` that is a real folder): a link to ``/dev/zero``, a pipe or a huge file is refused
    without reading it, and the desk goes on without its marks.
    """
    path = data_path / DESK_FOLDER / PRINTED_FILE
    try:
        data, _ = files.read_in(data_path, (DESK_FOLDER,), PRINTED_FILE, MAX_PRINTED_FILE)
        raw = json.loads(data)
    except FileNotFoundError:
        return frozenset(), ""
    except RecursionError:
        return frozenset(), f"{path}: nested too deeply"
    except (OSError, ValueError) as error:
        log.warning("printed marks %s not read: %s", path, _reason(error))
        return frozenset(), f"{path}: {_reason(error)}"
    if not isinstance(raw, dict) or not isinstance(raw.get("printed"), list):
        return frozenset(), f"{path}: not a list of printed matches"
    return frozenset(str(item) for item in raw["printed"] if isinstance(item, str)), ""


def _reason(error: BaseException) -> str:
    if isinstance(error, files.SpecialFileError):
        return error.strerror or str(error)
    if isinstance(error, files.FileTooLarge):
        return f"too large ({error.size} bytes)"
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)


def mark_printed(data_path: Path, match_ids: Iterable[str]) -> frozenset[str]:
    """Add ``match_ids`` to the printed ones; the whole set after."""
    printed = load_printed(data_path) | frozenset(match_ids)
    with files.folder(data_path, (DESK_FOLDER,), create=True):
        pass
    text = json.dumps({"printed": sorted(printed)}, indent=2) + "\n"
    write_atomically(data_path / DESK_FOLDER / PRINTED_FILE, text.encode("utf-8"), inside=data_path)
    return printed


__all__ = [
    "Assignment",
    "assignments_path",
    "load_assignments",
    "load_printed",
    "mark_printed",
    "read_assignments",
    "read_printed",
    "save_assignment",
    "withdraw_assignment",
]
