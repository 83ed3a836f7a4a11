"""Reading match files: bytes → checked JSON → migrated → validated → replayed record.

Every failure becomes a :class:`RecordError` naming the file and the place in it; nothing here
ever writes. A file from a newer format is refused as it is; an older one is migrated in memory
through :data:`MIGRATIONS` (and written in the current format only when the match is saved again).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from operator import itemgetter
from pathlib import Path
from typing import Any, Literal, assert_never, cast

from pydantic import TypeAdapter, ValidationError

from ninescore.rules import (
    BALLS,
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    IllegalAction,
    PassPushOut,
    RuleOptions,
    RulesError,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
    limits,
)

from .errors import ErrorKind, RecordError, record_error
from .model import (
    ACTION_TYPES,
    FORMAT_VERSION,
    AcceptPushOutModel,
    AnyActionModel,
    ConcessionModel,
    FoulBetweenShotsModel,
    FrameModel,
    MatchModel,
    PassPushOutModel,
    ShotClockFoulModel,
    ShotModel,
    StalemateModel,
    UseExtensionModel,
)
from .record import MatchRecord, format_time

MAX_FILE_SIZE = 32 * 1024 * 1024
"""Far above any real match (a 25-frame match is about 60 kB); refuses a runaway file."""

_HEADER_VALUES = 200
"""The match's own fields, its options and the shot clock's, with room to spare."""
_VALUES_PER_ACTION = 2 * 12 + 2 * len(BALLS)
"""A shot's at most twelve keys and values, and its two lists of balls (its foul reasons are
counted by the match)."""
_TEXT_CHARACTERS = (
    limits.MAX_REASONS_PER_MATCH * limits.MAX_REASON_LENGTH
    + 2 * limits.MAX_NAME_LENGTH
    + 4 * limits.MAX_TEXT_LENGTH
)
"""Characters of text a match can hold: each could be a brace or a comma inside a text."""
MAX_JSON_CONTAINERS = (
    64 + 2 * limits.MAX_FRAMES + 4 * limits.MAX_ACTIONS_PER_MATCH + _TEXT_CHARACTERS
)
"""Braces and brackets a match file can hold: the match, its lists, a frame and its list of
actions, an action and its three lists, and its texts."""
MAX_JSON_SEPARATORS = (
    _HEADER_VALUES
    + 8 * limits.MAX_FRAMES
    + _VALUES_PER_ACTION * limits.MAX_ACTIONS_PER_MATCH
    + limits.MAX_REASONS_PER_MATCH
    + _TEXT_CHARACTERS
)
"""Commas and colons a match file can hold within the limits (a value each, give or take one:
JSON separates every value from the next by one of them).

Python builds an object for every JSON value (an empty ``{}`` of two bytes becomes a 64-byte
dict), so a 30 MB file of ``[{},{},…]`` took 825 MB to parse.  A file with more than any match
within :mod:`ninescore.rules.limits` can hold is refused before one object is built, by a count
of four bytes (a few milliseconds for 30 MB): whatever a file holds, its parse stays within a
few hundred thousand objects of a real match's kinds."""

Migration = Callable[[dict[str, Any]], dict[str, Any]]

FORMAT_1_OPTIONS: dict[str, object] = {
    "break_rule": "winner",
    "three_foul_rule": True,
    "nine_on_break": "wins",
    "push_out": True,
    "shot_clock": None,
}
"""What a format-1 file's options meant where it left them out, and what it could not say: a
format-1 match played push-outs (R5) and had no shot clock.  Written out here, never taken from
today's defaults, so that a later change of a default cannot change how an old match replays."""


def migrate_format_1(document: dict[str, Any]) -> dict[str, Any]:
    """Format 1 to 2: the options written out in full (``push_out`` and ``shot_clock`` did not
    exist) with the name of the profile they are; the actions and their shots are as they were
    (format 1 kept no shot times).  Anything that is not a format-1 options object is left for
    validation to report at its place."""
    options = document.get("options", {})
    if not isinstance(options, dict):
        return document
    values = {**FORMAT_1_OPTIONS, **options}
    try:
        profile: str = RuleOptions.from_values(values).profile
    except RulesError:
        profile = "custom"  # the options themselves are wrong: validation says where
    return {**document, "options": {"profile": profile, **values}}


MIGRATIONS: dict[int, Migration] = {1: migrate_format_1}
"""``MIGRATIONS[n]`` turns a format-``n`` document into a format-``n + 1`` one."""

OLDEST_FORMAT = 1
"""The oldest format that can be read (through MIGRATIONS)."""

_MATCH_ADAPTER: TypeAdapter[MatchModel] = TypeAdapter(MatchModel)


def place_of(loc: Sequence[int | str]) -> str:
    """A pydantic error location as a place in the file.

    >>> place_of(("frames", 2, "actions", 5, "shot", "pocketed"))
    'frames[2].actions[5].pocketed'
    >>> place_of(("players", 0))
    'players[0]'
    >>> place_of(("options", "a key"))
    'options["a key"]'
    """
    text = ""
    previous: int | str | None = None
    before_previous: int | str | None = None
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        elif part in ACTION_TYPES and isinstance(previous, int) and before_previous == "actions":
            # pydantic names the union member it tried; the file has no such level.
            pass
        elif not part.isidentifier():
            # An unknown key can be anything: quote it, and keep the message short.
            shown = part if len(part) <= 40 else part[:37] + "..."
            text += f"[{json.dumps(shown, ensure_ascii=False)}]"
        else:
            text += f".{part}" if text else part
        before_previous, previous = previous, part
    return text


def _detail(error: Any) -> str:
    kind = error.get("type", "")
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "this field is missing"
    message = str(error.get("msg", "invalid value"))
    if "input" in error and kind not in ("model_type", "dict_type"):
        shown = repr(error["input"])
        if len(shown) > 60:
            shown = shown[:57] + "..."
        message += f" (found {shown})"
    return message


def read_bytes(path: Path, *, follow_symlinks: bool = False) -> bytes:
    """The bytes of a match file, or a RecordError saying why not (only a regular file is read,
    never through a link unless ``follow_symlinks`` (a path a person typed), without blocking
    and at most MAX_FILE_SIZE: see ninescore.records.files)."""
    from .files import read_match_bytes

    return read_match_bytes(path, MAX_FILE_SIZE, follow_symlinks=follow_symlinks)[0]


def read_record(path: Path) -> MatchRecord:
    """Load, validate and replay the match file at ``path``."""
    record = parse_record(read_bytes(path), path)
    record.source_path = path
    return record


def append_frame(
    record: MatchRecord,
    frame_model: FrameModel,
    frame_index: int,
    path: Path,
    *,
    last: bool,
    start: int = 0,
) -> None:
    """Apply a stored frame's actions, from its ``start``-th on, to ``record`` through the rules
    engine, with every check of a full read; ``last``: the file's last frame (the only one
    that may be unfinished).  A :class:`RecordError` names the first action refused."""
    if not frame_model.actions:
        raise record_error("empty_frame", path, f"frames[{frame_index}]")
    match = record.match
    for action_index in range(start, len(frame_model.actions)):
        action_model = frame_model.actions[action_index]
        place = f"frames[{frame_index}].actions[{action_index}]"
        if len(match.frames) != frame_index + 1:
            kind = (
                ErrorKind.FRAME_TOO_LONG
                if len(match.frames) > frame_index + 1
                else ErrorKind.FRAME_UNFINISHED
            )
            raise record_error(kind, path, place)
        shot_time = action_model.shot_time if isinstance(action_model, ShotModel) else None
        try:
            record.append(decode_action(action_model), at=action_model.time, shot_time=shot_time)
        except IllegalAction as error:
            raise record_error("illegal_action", path, place, detail=str(error)) from None
    if match.frames[frame_index].winner is None and not last:
        raise record_error("frame_unfinished", path, f"frames[{frame_index}]")


def parse_record(data: bytes, path: Path) -> MatchRecord:
    """The record in ``data`` (the contents of ``path``, which is named in errors)."""
    document = parse_document(data, path)
    model = validate(document, path)
    return replay(model, path)


def _too_many_values(data: bytes) -> tuple[int, int] | None:
    """(found, limit) when ``data`` holds more JSON values than any match can, else None."""
    containers = data.count(b"{") + data.count(b"[")
    if containers > MAX_JSON_CONTAINERS:
        return containers, MAX_JSON_CONTAINERS
    separators = data.count(b",") + data.count(b":")
    if separators > MAX_JSON_SEPARATORS:
        return separators, MAX_JSON_SEPARATORS
    return None


def parse_document(data: bytes, path: Path) -> dict[str, Any]:
    """The JSON object in ``data``, migrated to the current format."""
    if not data.strip():
        raise record_error("empty", path)
    if len(data) > MAX_FILE_SIZE:
        raise record_error("too_large", path, size=len(data))
    too_many = _too_many_values(data)
    if too_many is not None:
        raise record_error("too_many_values", path, found=too_many[0], limit=too_many[1])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise record_error("not_utf8", path, position=error.start) from None
    if text.startswith("\ufeff"):
        text = text[1:]  # a byte-order mark from a Windows editor is harmless
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise record_error(
            "not_json", path, line=error.lineno, column=error.colno, detail=error.msg
        ) from None
    except RecursionError:
        raise record_error("too_deep", path) from None
    except ValueError as error:  # e.g. an integer with thousands of digits
        raise record_error("not_json", path, line=1, column=1, detail=str(error)) from None
    if not isinstance(document, dict):
        raise record_error("not_object", path)
    document = cast(dict[str, Any], document)
    version = document.get("format")
    if type(version) is not int:
        raise record_error("no_format", path)
    if version > FORMAT_VERSION:
        raise record_error("newer_format", path, found=version, supported=FORMAT_VERSION)
    if version < OLDEST_FORMAT:
        raise record_error("old_format", path, found=version)
    while version < FORMAT_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise record_error("old_format", path, found=version)
        document = migrate(document)
        version += 1
        document["format"] = version
    return document


def validate(document: dict[str, Any], path: Path) -> MatchModel:
    try:
        return _MATCH_ADAPTER.validate_python(document)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        place = place_of(first["loc"])
        if not place:
            raise record_error("invalid_whole", path, detail=_detail(first)) from None
        raise record_error("invalid", path, place, detail=_detail(first)) from None
    except RecursionError:
        raise record_error("too_deep", path) from None


def decode_action(model: AnyActionModel) -> Action:
    """The action a validated action model stands for (the inverse of ``encode_action``)."""
    if isinstance(model, ShotModel):  # most actions, told before the match's class patterns
        first_contact, pocketed, rail, balls_to_rail, scratch, off, jumped, push_out, fouls = (
            _SHOT_FACTS(model.__dict__)  # a model's fields are its __dict__: one call, not nine
        )
        if fouls:  # reasons are texts: such a shot is rare, and made afresh
            return _new_shot(model)
        facts = (
            first_contact,
            tuple(pocketed),
            rail,
            balls_to_rail,
            scratch,
            off,
            tuple(jumped),
            push_out,
        )
        shot = _SHOTS.get(facts)
        if shot is None:
            shot = _new_shot(model)
            if len(_SHOTS) < MAX_SHOTS_KEPT:
                _SHOTS[facts] = shot
        return shot
    match model:
        case AcceptPushOutModel():
            return AcceptPushOut()
        case PassPushOutModel():
            return PassPushOut()
        case FoulBetweenShotsModel():
            return FoulBetweenShots(model.reason)
        case ConcessionModel():
            # The model holds 0 or 1 (a strict int within 0-1), which is what Concession takes.
            return Concession(cast(Literal[0, 1], model.player), model.reason)
        case StalemateModel():
            return Stalemate()
        case UseExtensionModel():
            return UseExtension()
        case ShotClockFoulModel():
            return ShotClockFoul()
        case _:
            assert_never(model)


_NO_BALLS: frozenset[int] = frozenset()
_BALL_SETS: dict[frozenset[int], frozenset[int]] = {}
"""One frozenset for each set of balls a shot names (at most 2**9 of them), shared by every shot
decoded: a file's shots name few sets, and each set kept alive by a match is one more object
for the garbage collector to scan (docs/performance.md, "Rules replay")."""


def _balls(balls: list[int]) -> frozenset[int]:
    if not balls:
        return _NO_BALLS
    made = frozenset(balls)
    return _BALL_SETS.setdefault(made, made)


_SHOTS: dict[tuple[object, ...], Shot] = {}
"""The shots decoded so far without foul reasons, by their facts as the model holds them: a
shot is an immutable value, and a file's hundreds of shots are a few dozen different ones (the 1
pocketed, a miss of the 3...), so a shot seen before is the same shot again, neither made nor
checked twice, and one object less kept alive (docs/performance.md, "Rules replay").  Bounded:
a file of every possible shot fills it, and a shot beyond it is made as before."""
MAX_SHOTS_KEPT = 4096
_SHOT_FACTS = itemgetter(
    "first_contact",
    "pocketed",
    "rail",
    "balls_to_rail",
    "scratch",
    "cue_off_table",
    "jumped",
    "push_out",
    "fouls",
)


def _new_shot(model: ShotModel) -> Shot:
    # Each fact was checked by the model: only what they say together is checked again.
    return Shot.from_checked(
        model.first_contact,
        _balls(model.pocketed),
        model.rail,
        model.balls_to_rail,
        model.scratch,
        model.cue_off_table,
        _balls(model.jumped),
        model.push_out,
        tuple(model.fouls),
    )


def replay(model: MatchModel, path: Path) -> MatchRecord:
    """Replay the actions of a validated file; compare the stored results with the replay.

    Illegal actions and frame boundaries that disagree with the rules are errors (the file cannot
    be trusted). Stored derived results that disagree (score, winners, breakers, status) are kept
    as :attr:`MatchRecord.problems`: the replayed values are used and the caller reports them.
    """
    options = model.options
    try:
        record = MatchRecord(
            id=model.id,
            players=model.players,
            race_to=model.race_to,
            first_breaker=model.first_breaker,
            options=RuleOptions.from_values(options.model_dump(exclude={"profile"})),
            event=model.event,
            round=model.round,
            table=model.table,
            referee=model.referee,
            created=model.created,
            updated=model.updated,
        )
    except ValueError as error:  # names only of spaces, or the engine refusing the race
        raise record_error("invalid_whole", path, detail=str(error)) from None
    match = record.match
    problems: list[RecordError] = []
    _compare(problems, path, "options.profile", options.profile, record.options.profile)
    for frame_index, frame_model in enumerate(model.frames):
        last = frame_index + 1 == len(model.frames)
        append_frame(record, frame_model, frame_index, path, last=last)
        frame = match.frames[frame_index]
        _compare(
            problems, path, f"frames[{frame_index}].breaker", frame_model.breaker, frame.breaker
        )
        _compare(problems, path, f"frames[{frame_index}].winner", frame_model.winner, frame.winner)
        reason = frame.win_reason.value if frame.win_reason is not None else None
        _compare(
            problems, path, f"frames[{frame_index}].win_reason", frame_model.win_reason, reason
        )
    score = match.score
    _compare(problems, path, "score", list(model.score), [score[0], score[1]])
    _compare(problems, path, "winner", model.winner, match.winner)
    if model.status == "abandoned" and not match.is_over:
        record._set_abandoned(True)
    _compare(problems, path, "status", model.status, record.status)
    # append() moved `updated` forward to the last action; the file's own value wins when later.
    record.updated = max(model.updated, record.updated)
    if record.updated != model.updated:
        _compare(problems, path, "updated", format_time(model.updated), format_time(record.updated))
    record.problems = problems
    return record


def _compare(
    problems: list[RecordError], path: Path, place: str, stored: object, replayed: object
) -> None:
    if stored != replayed:
        problems.append(
            record_error(
                "mismatch",
                path,
                place,
                stored=json.dumps(stored, ensure_ascii=False),
                replayed=json.dumps(replayed, ensure_ascii=False),
            )
        )


def file_signature(stat: os.stat_result) -> tuple[int, int]:
    """What the store compares to notice a file changed behind its back."""
    return stat.st_mtime_ns, stat.st_size
