"""Reading a match file again after it grew: replay only the actions that are new.

A table saves after every shot, so the file the desk (or any follower) reads again is, nearly
always, the version it read last with one more action.  :func:`parse_grown` checks exactly that
— the file is valid as a whole (the same JSON Schema check as every read), its facts fixed at
creation are the previous record's, and its first actions are the previous record's actions
with their times, frame by frame — and then applies only the new actions to the previous record
through the rules engine, with the same checks a full replay makes.  Anything else (a shorter
file, another match, a changed action, an undo) returns None, and the caller replays the whole
file.  The result is the record a full :func:`~ninescore.records.codec.parse_record` gives
(``tests/records/test_incremental.py`` holds the two to each other).
"""

from __future__ import annotations

from pathlib import Path

from ninescore.rules import RuleOptions

from .codec import append_frame, decode_action, parse_document, validate
from .model import MatchModel, ShotModel
from .record import MatchRecord


def parse_grown(previous: MatchRecord, data: bytes, path: Path) -> MatchRecord | None:
    """``previous`` with the new actions of ``data`` applied, or None when ``data`` is not
    ``previous`` plus actions.  ``previous`` is changed (only its owner may call this); a
    :class:`RecordError` for a file a full read would refuse, after which ``previous`` must
    not be used again."""
    if previous.status != "in_progress" or previous.problems:
        return None
    model = validate(parse_document(data, path), path)
    if not _same_facts(previous, model):
        return None
    known = previous.action_times
    if len(model.frames) < len(known):
        return None
    for index, times in enumerate(known):
        actions = model.frames[index].actions
        last = index == len(known) - 1
        if len(actions) < len(times) or (not last and len(actions) != len(times)):
            return None
    flat = [a for frame in model.frames for a in frame.actions]
    count = len(previous.actions)
    for action_model, action, time, shot_time in zip(
        flat[:count], previous.actions, previous.times, previous.shot_times, strict=True
    ):
        stored_time = action_model.shot_time if isinstance(action_model, ShotModel) else None
        if action_model.time != time or stored_time != shot_time:
            return None
        if decode_action(action_model) != action:
            return None
    match = previous.match
    for frame_index, frame_model in enumerate(model.frames):
        start = len(known[frame_index]) if frame_index < len(known) else 0
        last = frame_index + 1 == len(model.frames)
        append_frame(previous, frame_model, frame_index, path, last=last, start=start)
    if model.status == "abandoned" and not match.is_over:
        previous._set_abandoned(True)
    previous.updated = max(model.updated, previous.updated)
    return previous


def _same_facts(record: MatchRecord, model: MatchModel) -> bool:
    return (
        model.id == record.id
        and tuple(model.players) == record.players
        and tuple(model.race_to) == record.race_to
        and model.first_breaker == record.first_breaker
        and model.created == record.created
        and (model.event, model.round, model.table, model.referee)
        == (record.event, record.round, record.table, record.referee)
        and RuleOptions.from_values(model.options.model_dump(exclude={"profile"})) == record.options
    )


__all__ = ["parse_grown"]
