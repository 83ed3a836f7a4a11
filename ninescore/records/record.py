"""A match record: the match's facts and every action with its time; the score is replayed.

The actions are the source of truth. :attr:`MatchRecord.match` is a live
:class:`~ninescore.rules.Match` kept in step with them, so the score, the frames and the status
are always what the rules engine says, never numbers stored beside the actions.

>>> from ninescore.rules import Shot
>>> record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=(1, 1))
>>> record.status
'in_progress'
>>> _ = record.append(Shot(pocketed={9}))      # golden break: the race to 1 is won
>>> record.status, record.match.score
('finished', (1, 0))
>>> record.pop()
Shot(first_contact=1, pocketed=frozenset({9}), rail=True, balls_to_rail=0, scratch=False, \
cue_off_table=False, jumped=frozenset(), push_out=False, fouls=())
>>> record.status
'in_progress'
"""

from __future__ import annotations

import json
import math
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, assert_never, cast

from ninescore.rules import (
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    LogEntry,
    Match,
    PassPushOut,
    RuleOptions,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
)
from ninescore.rules.limits import is_valid_text

from .errors import RecordError, record_error
from .model import (
    FORMAT_VERSION,
    MAX_NAME,
    MAX_SHOT_TIME,
    MAX_TEXT,
    STATUSES,
    AcceptPushOutModel,
    ConcessionModel,
    FoulBetweenShotsModel,
    PassPushOutModel,
    ShotClockFoulModel,
    ShotModel,
    StalemateModel,
    Status,
    UseExtensionModel,
    tag_of,
)

__all__ = ["STATUSES", "MatchRecord", "Status", "encode_action", "format_time", "utc_now"]

_SHOT = tag_of(ShotModel)
_ACCEPT = tag_of(AcceptPushOutModel)
_PASS = tag_of(PassPushOutModel)
_FOUL = tag_of(FoulBetweenShotsModel)
_CONCESSION = tag_of(ConcessionModel)
_STALEMATE = tag_of(StalemateModel)
_EXTENSION = tag_of(UseExtensionModel)
_TIME_FOUL = tag_of(ShotClockFoulModel)


def utc_now() -> datetime:
    """The current time in UTC, to the millisecond (what files keep)."""
    now = datetime.now(UTC)
    return now.replace(microsecond=now.microsecond // 1000 * 1000)


def _as_utc(moment: datetime, what: str) -> datetime:
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"{what} must be an aware datetime (with a time zone), got {moment!r}")
    return moment.astimezone(UTC)


def format_time(moment: datetime) -> str:
    """ISO 8601 in UTC with a ``Z``: milliseconds, or microseconds when there are any.

    >>> format_time(datetime(2024, 5, 1, 19, 3, 12, 345000, tzinfo=UTC))
    '2024-05-01T19:03:12.345Z'
    """
    moment = moment.astimezone(UTC)
    spec = "milliseconds" if moment.microsecond % 1000 == 0 else "microseconds"
    return moment.replace(tzinfo=None).isoformat(timespec=spec) + "Z"


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def shot_time_of(seconds: float | None) -> float | None:
    """A shot's time as records keep it: seconds to the tenth, or None (not measured).

    A tenth, because the stop is an operator's tap: more digits would be false precision, and a
    number like ``12.3`` reads as it is in the file (and round-trips through JSON exactly).

    >>> shot_time_of(12.345), shot_time_of(0), shot_time_of(None)
    (12.3, 0.0, None)
    """
    if seconds is None:
        return None
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float)
        or not math.isfinite(seconds)
        or not 0 <= seconds <= MAX_SHOT_TIME
    ):
        raise ValueError(
            f"a shot time is 0-{MAX_SHOT_TIME:.0f} seconds or None, got shot_time={seconds!r}"
        )
    return round(float(seconds), 1)


def encode_action(action: Action, time: datetime, shot_time: float | None = None) -> str:
    """One action as one line of JSON, in the file's fixed key order.

    A shot always shows its first contact, the balls pocketed and the rail, and its time when it
    was measured; the rarer facts are written only when they are not at their default, which
    keeps files readable.
    """
    stamp = format_time(time)
    fields: dict[str, object]
    match action:
        case Shot():
            fields = {"type": _SHOT, "time": stamp}
            if shot_time is not None:
                fields["shot_time"] = shot_time
            fields["first_contact"] = action.first_contact
            fields["pocketed"] = sorted(action.pocketed)
            fields["rail"] = action.rail
            if action.balls_to_rail:
                fields["balls_to_rail"] = action.balls_to_rail
            if action.scratch:
                fields["scratch"] = True
            if action.cue_off_table:
                fields["cue_off_table"] = True
            if action.jumped:
                fields["jumped"] = sorted(action.jumped)
            if action.push_out:
                fields["push_out"] = True
            if action.fouls:
                fields["fouls"] = list(action.fouls)
        case AcceptPushOut():
            fields = {"type": _ACCEPT, "time": stamp}
        case PassPushOut():
            fields = {"type": _PASS, "time": stamp}
        case FoulBetweenShots():
            fields = {"type": _FOUL, "time": stamp, "reason": action.reason}
        case Concession():
            fields = {"type": _CONCESSION, "time": stamp, "player": action.player}
            if action.reason:
                fields["reason"] = action.reason
        case Stalemate():
            fields = {"type": _STALEMATE, "time": stamp}
        case UseExtension():
            fields = {"type": _EXTENSION, "time": stamp}
        case ShotClockFoul():
            fields = {"type": _TIME_FOUL, "time": stamp}
        case _:
            assert_never(action)
    return json.dumps(fields, ensure_ascii=False, separators=(", ", ": "))


def _check_text(name: str, value: object, limit: int, required: bool = False) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a text, got {value!r}")
    if len(value) > limit:
        raise ValueError(f"{name} must be at most {limit} characters, got {len(value)}")
    if not is_valid_text(value):
        raise ValueError(f"{name} must be valid text, got {value!r}")
    if required and not value.strip():
        raise ValueError(f"{name} must not be empty")
    return value


class MatchRecord:
    """One match: who, what race, which rules, every action and when it was taken."""

    __slots__ = (
        "_abandoned",
        "_actions",
        "_first_breaker",
        "_frame_texts",
        "_lines",
        "_match",
        "_options",
        "_players",
        "_race_to",
        "_shot_times",
        "_times",
        "created",
        "event",
        "id",
        "problems",
        "referee",
        "round",
        "source_path",
        "store_signature",
        "table",
        "updated",
    )

    def __init__(
        self,
        *,
        id: str,
        players: Sequence[str],
        race_to: int | Sequence[int],
        first_breaker: int = 0,
        options: RuleOptions | None = None,
        event: str = "",
        round: str = "",
        table: str = "",
        referee: str = "",
        created: datetime,
        updated: datetime | None = None,
    ) -> None:
        if isinstance(players, str) or len(players) != 2:
            raise ValueError(f"players must be two names, got {players!r}")
        self._players = (
            _check_text("players[0]", players[0], MAX_NAME, required=True),
            _check_text("players[1]", players[1], MAX_NAME, required=True),
        )
        self._options = options if options is not None else RuleOptions()
        # The engine checks the race and the breaker (IllegalAction, a ValueError).
        self._match = Match(race_to, first_breaker, options=self._options)
        self._race_to = self._match.race_to
        self._first_breaker = self._match.first_breaker
        self.id = str(uuid.UUID(id))
        self.event = _check_text("event", event, MAX_TEXT)
        self.round = _check_text("round", round, MAX_TEXT)
        self.table = _check_text("table", table, MAX_TEXT)
        self.referee = _check_text("referee", referee, MAX_TEXT)
        self.created = _as_utc(created, "created")
        self.updated = _as_utc(updated, "updated") if updated is not None else self.created
        self._actions: list[Action] = []
        self._times: list[datetime] = []
        self._shot_times: list[float | None] = []
        self._lines: list[str | None] = []
        self._frame_texts: dict[int, tuple[int, str, str]] = {}
        """Each frame's text in the file as last written, with its first action's place and its
        last action's line: a long match's save writes again only the frame being played."""
        self._abandoned = False
        self.problems: list[RecordError] = []
        """Disagreements found when the record was loaded (stored results vs the replay)."""
        self.source_path: Path | None = None
        """The file this record was loaded from or last saved to."""
        self.store_signature: tuple[int, ...] | None = None
        """How that file looked (mtime, size, inode) when this process last read or wrote it:
        the store's business."""

    @classmethod
    def new(
        cls,
        players: Sequence[str],
        race_to: int | Sequence[int] = 7,
        first_breaker: int = 0,
        options: RuleOptions | None = None,
        event: str = "",
        round: str = "",
        table: str = "",
        referee: str = "",
        created: datetime | None = None,
    ) -> MatchRecord:
        """A new match with a fresh id, created now (or at ``created``)."""
        return cls(
            id=str(uuid.uuid4()),
            players=players,
            race_to=race_to,
            first_breaker=first_breaker,
            options=options,
            event=event,
            round=round,
            table=table,
            referee=referee,
            created=created if created is not None else utc_now(),
        )

    # -- facts fixed at creation (changing them would change the replay) ----------------------

    @property
    def players(self) -> tuple[str, str]:
        return self._players

    @property
    def race_to(self) -> tuple[int, int]:
        return self._race_to

    @property
    def options(self) -> RuleOptions:
        return self._options

    @property
    def first_breaker(self) -> int:
        return self._first_breaker

    def with_options(self, options: RuleOptions) -> MatchRecord:
        """This match under other rules, while it has no action: the same id, players, race,
        breaker, event and status, updated now, and the same file.

        Once play has begun the engine refuses (:class:`~ninescore.rules.RulesFixed`): the
        house rules are set before the first break, and the actions were played by them.
        """
        self._match.with_options(options)  # the engine's answer: RulesFixed after an action
        record = MatchRecord(
            id=self.id,
            players=self._players,
            race_to=self._race_to,
            first_breaker=self._first_breaker,
            options=options,
            event=self.event,
            round=self.round,
            table=self.table,
            referee=self.referee,
            created=self.created,
            updated=max(self.updated, utc_now()),
        )
        # Choosing the rules is not playing: an abandoned match stays abandoned until scored.
        record._abandoned = self._abandoned
        record.source_path = self.source_path
        record.store_signature = self.store_signature
        return record

    # -- the play -----------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        """The live match, replayed from the actions. Change it only through append and pop."""
        return self._match

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action of the match, in order, across frames."""
        return tuple(self._actions)

    @property
    def times(self) -> tuple[datetime, ...]:
        """The time of each action, in the order of :attr:`actions`."""
        return tuple(self._times)

    @property
    def action_times(self) -> tuple[tuple[datetime, ...], ...]:
        """Per frame of :attr:`match`, the time of each of its actions."""
        return self._per_frame(self._times)

    @property
    def shot_times(self) -> tuple[float | None, ...]:
        """Each action's shot time in seconds, in the order of :attr:`actions`: how long the
        shot took (the shot clock's count, R14), None for other actions and shots not timed."""
        return tuple(self._shot_times)

    @property
    def action_shot_times(self) -> tuple[tuple[float | None, ...], ...]:
        """Per frame of :attr:`match`, the shot time of each of its actions."""
        return self._per_frame(self._shot_times)

    def _per_frame(self, values: list[Any]) -> tuple[tuple[Any, ...], ...]:
        grouped: list[tuple[Any, ...]] = []
        start = 0
        for frame in self._match.frames:
            count = len(frame.log)
            grouped.append(tuple(values[start : start + count]))
            start += count
        return tuple(grouped)

    @property
    def status(self) -> Status:
        """``finished`` when the race is won (from the replay), else in progress or abandoned."""
        if self._match.is_over:
            return "finished"
        return "abandoned" if self._abandoned else "in_progress"

    @property
    def score(self) -> tuple[int, int]:
        return self._match.score

    @property
    def winner(self) -> int | None:
        return self._match.winner

    def append(
        self, action: Action, at: datetime | None = None, shot_time: float | None = None
    ) -> LogEntry:
        """Apply ``action`` to the match and keep it, timestamped ``at`` (default: now, UTC),
        with the seconds the shot took (``shot_time``: a shot's only, kept to the tenth).

        An illegal action raises :class:`~ninescore.rules.IllegalAction` and changes nothing,
        as does a shot time that is no number of seconds or is given for another action.
        Scoring an abandoned match takes it up again (status back to in progress).
        """
        moment = _as_utc(at, "at") if at is not None else utc_now()
        seconds = shot_time_of(shot_time)
        if seconds is not None and not isinstance(action, Shot):
            raise ValueError(f"only a shot has a shot time, got shot_time={shot_time!r}")
        entry = self._match.apply(action)
        self._actions.append(action)
        self._times.append(moment)
        self._shot_times.append(seconds)
        self._lines.append(None)  # encoded when first saved: loading a file never needs it
        self._abandoned = False
        if moment > self.updated:
            self.updated = moment
        return entry

    def pop(self) -> Action:
        """Undo the last action (:meth:`Match.undo`) and return it, e.g. for a redo stack.

        Raises :class:`~ninescore.rules.NothingToUndo` when there is none.
        """
        entry = self._match.undo()
        self._actions.pop()
        self._times.pop()
        self._shot_times.pop()
        self._lines.pop()
        self.updated = max(self.updated, utc_now())
        return entry.action

    def abandon(self, at: datetime | None = None) -> None:
        """Mark an unfinished match as abandoned (it stays resumable)."""
        if self._match.is_over:
            raise record_error("not_abandonable")
        self._abandoned = True
        moment = _as_utc(at, "at") if at is not None else utc_now()
        self.updated = max(self.updated, moment)

    def take_up(self, at: datetime | None = None) -> None:
        """Take an abandoned match up again: in progress, as it stopped (the person asked)."""
        self._abandoned = False
        moment = _as_utc(at, "at") if at is not None else utc_now()
        self.updated = max(self.updated, moment)

    # -- files ----------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The record as the text of a match file (format 2): UTF-8, indented, fixed key order."""
        match = self._match
        score = match.score
        header: list[tuple[str, object]] = [
            ("format", FORMAT_VERSION),
            ("id", self.id),
            ("created", format_time(self.created)),
            ("updated", format_time(self.updated)),
            ("status", self.status),
            ("players", list(self._players)),
            ("race_to", list(self._race_to)),
            ("first_breaker", self._first_breaker),
            ("options", {"profile": self._options.profile, **self._options.values()}),
            ("event", self.event),
            ("round", self.round),
            ("table", self.table),
            ("referee", self.referee),
            ("score", [score[0], score[1]]),
            ("winner", match.winner),
        ]
        parts = ["{\n"]
        for key, value in header:
            parts.append(
                f'  "{key}": {json.dumps(value, ensure_ascii=False, separators=(", ", ": "))},\n'
            )
        frame_texts: list[str] = []
        start = 0
        lines = self._lines
        for position, line in enumerate(lines):
            if line is None:
                lines[position] = encode_action(
                    self._actions[position], self._times[position], self._shot_times[position]
                )
        kept = self._frame_texts
        for number, frame in enumerate(match.frames):
            count = len(frame.log)
            if count == 0:
                continue  # the next frame, not started yet: nothing to keep
            last = cast(str, lines[start + count - 1])
            known = kept.get(number)
            # The same line object ends it only if no action of it was taken back since (a line
            # taken back and played again is encoded anew): nothing in the frame changed.
            if known is not None and known[0] == start and known[1] is last:
                frame_texts.append(known[2])
                start += count
                continue
            reason = frame.win_reason
            actions = ",\n        ".join(cast(list[str], lines[start : start + count]))
            text = (
                "    {\n"
                f'      "breaker": {frame.breaker},\n'
                f'      "winner": {_dumps(frame.winner)},\n'
                f'      "win_reason": {_dumps(reason.value if reason is not None else None)},\n'
                '      "actions": [\n'
                f"        {actions}\n"
                "      ]\n"
                "    }"
            )
            kept[number] = (start, last, text)
            frame_texts.append(text)
            start += count
        if frame_texts:
            parts.append('  "frames": [\n' + ",\n".join(frame_texts) + "\n  ]\n}\n")
        else:
            parts.append('  "frames": []\n}\n')
        return "".join(parts)

    def same_as(self, other: MatchRecord) -> bool:
        """Whether two records hold the same match: facts, actions and times."""
        return self._comparable() == other._comparable()

    def _comparable(self) -> tuple[Any, ...]:
        return (
            self.id,
            self._players,
            self._race_to,
            self._first_breaker,
            self._options,
            self.event,
            self.round,
            self.table,
            self.referee,
            self.created,
            self.updated,
            self.status,
            self._actions,
            self._times,
            self._shot_times,
        )

    def __repr__(self) -> str:
        return (
            f"<MatchRecord {self.id[:8]} {self._players[0]!r} v {self._players[1]!r} "
            f"{self.score} {self.status} actions={len(self._actions)}>"
        )

    # -- for the loader -------------------------------------------------------------------------

    def _set_abandoned(self, abandoned: bool) -> None:
        self._abandoned = abandoned
