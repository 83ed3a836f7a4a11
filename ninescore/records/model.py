"""The match file format, version 2, as pydantic models: what a file may contain.

These models validate files on load and generate the published JSON Schema
(``match.schema.json``), so the documentation and the checks cannot drift apart. Writing does not
go through them: :mod:`ninescore.records.record` writes the same structure directly, because it
must be fast enough to run after every shot; the round-trip tests prove the two agree.

The actions' registry: each kind of action has one model here, whose ``type`` literal is its tag
in the file; :data:`ACTION_MODELS` lists them, and the format's list of types
(:data:`ACTION_TYPES`) is derived from it.  Its encoder (``record.encode_action``) and its decoder
(``codec.decode_action``) are a ``match`` each, ending in ``assert_never``: a new action that one
of them misses is named by mypy.  The options' model is derived from
:class:`~ninescore.rules.RuleOptions` and :class:`~ninescore.rules.ShotClockRules` (their types,
their ranges), and the rules' enums are used as they are.

Format 2 (ninescore 0.x with the shot clock) added: every option written out with the name of its
profile (``push_out``, ``shot_clock``), the actions ``use_extension`` and ``shot_clock_foul``
(R14), and each shot's ``shot_time``.  Format-1 files are migrated on load
(``codec.MIGRATIONS[1]``).
"""

from __future__ import annotations

import dataclasses
import types
from datetime import datetime
from typing import (
    TYPE_CHECKING,
    Annotated,
    Any,
    Literal,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

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
    create_model,
)

from ninescore.rules import BALLS, RuleOptions, WinReason, limits

FORMAT_VERSION = 2
"""The format this version of ninescore writes, and the newest it reads."""

MAX_SHOT_TIME = 86_400.0
"""A shot's time is at most a day: far beyond any shot, so no real file is ever refused (a clock
the operator forgot to stop counts on), yet a runaway number is."""

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
Ball = Annotated[StrictInt, Field(ge=min(BALLS), le=max(BALLS))]
Balls = Annotated[
    list[Ball],
    AfterValidator(_no_duplicates),
    Field(max_length=len(BALLS), json_schema_extra={"uniqueItems": True}),
]


def _one_line(text: str) -> str:
    # The same refusal as the engine's and the dialogs': a file from another program (or a
    # peer) must not bring in what no window lets through (see limits.CONTROL_CHARACTERS).
    if limits.has_control_character(text):
        raise ValueError("a control character (a line break, a tab, ESC, NUL…) is not allowed")
    return text


_NO_CONTROL = AfterValidator(_one_line)
_NO_CONTROL_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]*$"
"""The same refusal in the published JSON Schema."""

Player = Annotated[StrictInt, Field(ge=0, le=1, description="player 0 or player 1")]
Reason = Annotated[
    StrictStr,
    _NO_CONTROL,
    Field(
        min_length=1,
        max_length=limits.MAX_REASON_LENGTH,
        json_schema_extra={"pattern": _NO_CONTROL_PATTERN},
    ),
]
Text = Annotated[
    StrictStr,
    _NO_CONTROL,
    Field(max_length=MAX_TEXT, json_schema_extra={"pattern": _NO_CONTROL_PATTERN}),
]
Name = Annotated[
    StrictStr,
    _NO_CONTROL,
    Field(min_length=1, max_length=MAX_NAME, json_schema_extra={"pattern": _NO_CONTROL_PATTERN}),
]
Race = Annotated[StrictInt, Field(ge=limits.MIN_RACE, le=limits.MAX_RACE)]
Frames = Annotated[StrictInt, Field(ge=0, le=1998)]
Status = Literal["in_progress", "finished", "abandoned"]
"""A match's status: the one definition (the record's :attr:`status` is one of these)."""
STATUSES: tuple[Status, ...] = get_args(Status)


class _Model(BaseModel):
    # Unknown fields are refused: a typo in a hand-edited file must not be silently dropped.
    model_config = ConfigDict(extra="forbid", frozen=True)


ShotTime = Annotated[
    float,
    Field(
        ge=0,
        le=MAX_SHOT_TIME,
        allow_inf_nan=False,
        description="seconds the shot took, from the balls stopping to the stroke, pauses "
        "left out; to a tenth",
    ),
]


def _number_not_text(value: Any) -> Any:
    # pydantic's lax float would take "12.5" and true; a file holds a JSON number.
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("a shot time must be a number of seconds, e.g. 12.5")
    return value


class ShotModel(_Model):
    """One stroke and its facts (see ninescore.rules.Shot)."""

    type: Literal["shot"]
    time: Timestamp
    shot_time: Annotated[ShotTime, BeforeValidator(_number_not_text)] | None = Field(
        None, description="seconds the shot took (null or absent: not measured)"
    )
    first_contact: Ball | None = Field(
        1, description="the ball the cue ball hit first; null when it hit none"
    )
    pocketed: Balls = Field(default_factory=list, description="object balls pocketed")
    rail: StrictBool = Field(True, description="a ball reached a rail after contact (R8)")
    balls_to_rail: Annotated[StrictInt, Field(ge=0, le=len(BALLS))] = Field(
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


class UseExtensionModel(_Model):
    """The player at the table uses an extension (R14)."""

    type: Literal["use_extension"]
    time: Timestamp


class ShotClockFoulModel(_Model):
    """A time foul by the player at the table, confirmed by the referee (R14)."""

    type: Literal["shot_clock_foul"]
    time: Timestamp


AnyActionModel = (
    ShotModel
    | AcceptPushOutModel
    | PassPushOutModel
    | FoulBetweenShotsModel
    | ConcessionModel
    | StalemateModel
    | UseExtensionModel
    | ShotClockFoulModel
)
"""One model per kind of :data:`~ninescore.rules.Action`: the registry of the format's actions."""

ActionModel = Annotated[AnyActionModel, Field(discriminator="type")]

ACTION_MODELS: tuple[type[AnyActionModel], ...] = get_args(AnyActionModel)


def tag_of(model: type[BaseModel]) -> str:
    """The tag an action model is stored under: its ``type`` literal."""
    (tag,) = get_args(model.model_fields["type"].annotation)
    return str(tag)


ACTION_TYPES: tuple[str, ...] = tuple(tag_of(model) for model in ACTION_MODELS)
"""The ``type`` of every kind of action a file may hold, derived from the models."""


class FrameModel(_Model):
    """One frame: its breaker, its actions, and (derived, checked on load) its result."""

    breaker: Player
    winner: Player | None = Field(None, description="derived: checked against the replay")
    win_reason: WinReason | None = Field(None, description="derived: checked")
    actions: list[ActionModel] = Field(max_length=MAX_ACTIONS_PER_FRAME)


def _field_type(kind: Any, metadata: Any) -> Any:
    """The format's type of a rules option of type ``kind``: strict booleans and numbers, a
    number's range from the option's ``metadata``, a nested dataclass as a model of its own."""
    if get_origin(kind) in (Union, types.UnionType) and type(None) in get_args(kind):
        (inner,) = (arg for arg in get_args(kind) if arg is not type(None))
        return _field_type(inner, metadata) | None
    if kind is bool:
        return StrictBool
    if kind is int:
        low, high = metadata["range"]
        return Annotated[StrictInt, Field(ge=low, le=high)]
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _model_of(kind, f"{kind.__name__}Model")
    return kind  # a Literal of the rules: used as it is


def _model_of(rules: type[Any], name: str, **extra: Any) -> type[_Model]:
    """A model with one required field per field of the dataclass ``rules``, with its type: a
    new option in the rules is a new field of the format without a line here.  Required, so a
    file always says which rules it was played under and a later change of a default can never
    change how an old match replays."""
    hints = get_type_hints(rules)
    fields: dict[str, Any] = dict(extra)
    for option in dataclasses.fields(rules):
        fields[option.name] = (_field_type(hints[option.name], option.metadata), ...)
    return create_model(
        name,
        __base__=_Model,
        __doc__=f"See ninescore.rules.{rules.__name__}.",
        __module__=__name__,
        **fields,
    )


ProfileField = Annotated[
    StrictStr,
    Field(
        pattern=r"^[a-z][a-z0-9_]{0,39}$",
        description="the name of the profile these options are (seed, wpa, tv) or custom; "
        "derived: checked against the options",
    ),
]

if TYPE_CHECKING:

    class OptionsModel(_Model):
        """Its fields are ``profile`` and those of :class:`~ninescore.rules.RuleOptions`."""

        profile: str

else:
    OptionsModel = _model_of(RuleOptions, "OptionsModel", profile=(ProfileField, ...))


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

    format: Literal[2] = Field(description="the file format version")
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
    options: OptionsModel = Field(description="the rules in force: the profile and every option")
    event: Text = ""
    round: Text = ""
    table: Text = ""
    referee: Text = ""
    score: tuple[Frames, Frames] = Field(description="derived: checked against the replay")
    winner: Player | None = Field(None, description="derived: checked against the replay")
    frames: list[FrameModel] = Field(max_length=MAX_FRAMES)
