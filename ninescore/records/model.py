"""The match file format, version 1, as pydantic models: what a file may contain.

These models validate files on load and generate the published JSON Schema
(``match.schema.json``), so the documentation and the checks cannot drift apart. Writing does not
go through them: :mod:`ninescore.records.codec` writes the same structure directly, because it
must be fast enough to run after every shot; the round-trip tests prove the two agree.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
)

from ninescore.rules import limits

FORMAT_VERSION = 1
"""The format this version of ninescore writes, and the newest it reads."""

# The bounds come from the one table of limits, so whatever the engine accepts, a file can hold.
MAX_TEXT = limits.MAX_TEXT_LENGTH
MAX_NAME = limits.MAX_NAME_LENGTH
MAX_ACTIONS_PER_FRAME = limits.MAX_ACTIONS_PER_FRAME
MAX_FRAMES = limits.MAX_FRAMES


def _timestamp_text(value: Any) -> Any:
    # pydantic would also take a number as seconds since 1970; a match file never holds one.
    if not isinstance(value, str | datetime):
        raise ValueError("a timestamp must be a text like 2024-05-01T19:03:12.345Z")
    return value


def _no_duplicates(balls: list[int]) -> list[int]:
    if len(set(balls)) != len(balls):
        raise ValueError("a ball is listed twice")
    return balls


Timestamp = Annotated[
    AwareDatetime,
    BeforeValidator(_timestamp_text),
    Field(description="UTC time, ISO 8601 with a zone, e.g. 2024-05-01T19:03:12.345Z"),
]
Ball = Annotated[StrictInt, Field(ge=1, le=9)]
Balls = Annotated[
    list[Ball],
    AfterValidator(_no_duplicates),
    Field(max_length=9, json_schema_extra={"uniqueItems": True}),
]
Player = Annotated[StrictInt, Field(ge=0, le=1, description="player 0 or player 1")]
Reason = Annotated[StrictStr, Field(min_length=1, max_length=limits.MAX_REASON_LENGTH)]
Text = Annotated[StrictStr, Field(max_length=MAX_TEXT)]
Name = Annotated[StrictStr, Field(min_length=1, max_length=MAX_NAME)]
Race = Annotated[StrictInt, Field(ge=limits.MIN_RACE, le=limits.MAX_RACE)]
Frames = Annotated[StrictInt, Field(ge=0, le=1998)]
Status = Literal["in_progress", "finished", "abandoned"]
WinReasonName = Literal["nine_on_break", "nine_legal", "three_fouls", "concession"]


class _Model(BaseModel):
    # Unknown fields are refused: a typo in a hand-edited file must not be silently dropped.
    model_config = ConfigDict(extra="forbid", frozen=True)


class ShotModel(_Model):
    """One stroke and its facts (see ninescore.rules.Shot)."""

    type: Literal["shot"]
    time: Timestamp
    first_contact: Ball | None = Field(
        1, description="the ball the cue ball hit first; null when it hit none"
    )
    pocketed: Balls = Field(default_factory=list, description="object balls pocketed")
    rail: StrictBool = Field(True, description="a ball reached a rail after contact (R8)")
    balls_to_rail: Annotated[StrictInt, Field(ge=0, le=9)] = Field(
        0, description="on the break: object balls driven to a rail (R3a)"
    )
    scratch: StrictBool = False
    cue_off_table: StrictBool = False
    jumped: Balls = Field(default_factory=list, description="object balls off the table (R10)")
    push_out: StrictBool = Field(False, description="a declared push-out (R5)")
    fouls: list[Reason] = Field(
        default_factory=list,
        max_length=limits.MAX_FOUL_REASONS,
        description="fouls the operator saw (R11)",
    )


class AcceptPushOutModel(_Model):
    """After a push-out, the opponent shoots (R5e)."""

    type: Literal["accept_push_out"]
    time: Timestamp


class PassPushOutModel(_Model):
    """After a push-out, the opponent passes it back (R5e)."""

    type: Literal["pass_push_out"]
    time: Timestamp


class FoulBetweenShotsModel(_Model):
    """A foul without a shot (R12)."""

    type: Literal["foul_between_shots"]
    time: Timestamp
    reason: Reason


class ConcessionModel(_Model):
    """``player`` loses the frame (R4, R13)."""

    type: Literal["concession"]
    time: Timestamp
    player: Player
    reason: Text = ""


class StalemateModel(_Model):
    """Re-rack, same breaker."""

    type: Literal["stalemate"]
    time: Timestamp


ActionModel = Annotated[
    ShotModel
    | AcceptPushOutModel
    | PassPushOutModel
    | FoulBetweenShotsModel
    | ConcessionModel
    | StalemateModel,
    Field(discriminator="type"),
]

ACTION_TYPES = (
    "shot",
    "accept_push_out",
    "pass_push_out",
    "foul_between_shots",
    "concession",
    "stalemate",
)


class FrameModel(_Model):
    """One frame: its breaker, its actions, and (derived, checked on load) its result."""

    breaker: Player
    winner: Player | None = Field(None, description="derived: checked against the replay")
    win_reason: WinReasonName | None = Field(None, description="derived: checked")
    actions: list[ActionModel] = Field(max_length=MAX_ACTIONS_PER_FRAME)


class OptionsModel(_Model):
    """House rules (see ninescore.rules.RuleOptions)."""

    break_rule: Literal["winner", "alternate", "loser"] = "winner"
    three_foul_rule: StrictBool = True
    nine_on_break: Literal["wins", "spotted"] = "wins"


class MatchModel(_Model):
    """A whole match file."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        title="ninescore match",
        json_schema_extra={
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://ninescore.invalid/match.schema.json",
        },
    )

    format: Literal[1] = Field(description="the file format version")
    id: Annotated[
        StrictStr,
        Field(
            pattern=r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
            description="a UUID, lower case",
        ),
    ]
    created: Timestamp
    updated: Timestamp
    status: Status = Field(description="finished is derived and checked against the replay")
    players: tuple[Name, Name]
    race_to: tuple[Race, Race] = Field(description="frames each player needs to win")
    first_breaker: Player
    options: OptionsModel = Field(default_factory=OptionsModel)
    event: Text = ""
    round: Text = ""
    table: Text = ""
    referee: Text = ""
    score: tuple[Frames, Frames] = Field(description="derived: checked against the replay")
    winner: Player | None = Field(None, description="derived: checked against the replay")
    frames: list[FrameModel] = Field(max_length=MAX_FRAMES)
