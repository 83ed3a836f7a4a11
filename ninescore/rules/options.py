"""House rules and the shot clock: the variants an event sets, and the profiles that preset them.

The defaults are the seed rules (RULES.md); :data:`PROFILES` names the presets an event chooses
from, and a set of options is named after the profile it equals (``"custom"`` when none).

>>> RuleOptions()
RuleOptions(break_rule='winner', three_foul_rule=True, nine_on_break='wins', push_out=True, \
shot_clock=None)
>>> PROFILES["wpa"].shot_clock
ShotClockRules(seconds=35, warning=10, extension=25, extensions_per_frame=1, after_break=60, \
after_push_out=None)
>>> RuleOptions().profile, PROFILES["tv"].profile, RuleOptions(push_out=False).profile
('seed', 'tv', 'custom')
>>> RuleOptions(break_rule="sometimes")
Traceback (most recent call last):
...
ninescore.rules.errors.ConfigurationError: break_rule must be one of 'winner', 'alternate', \
'loser', got break_rule='sometimes'
>>> ShotClockRules(seconds=35, warning=40)
Traceback (most recent call last):
...
ninescore.rules.errors.ConfigurationError: the warning must come before the time is up \
(warning < seconds), got warning=40 with seconds=35
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Literal, cast, get_args

from .errors import ConfigurationError

if TYPE_CHECKING:
    from .state import FrameState, LongerLimit

BreakRule = Literal["winner", "alternate", "loser"]
NineOnBreak = Literal["wins", "spotted"]
ProfileName = Literal["seed", "wpa", "tv", "custom"]
"""The profiles of :data:`PROFILES`, and ``"custom"`` for options that equal none of them.
Stored in match files: never rename one, and never change a released profile's numbers (a new
edition of a rule set is a new profile)."""

BREAK_RULES: tuple[str, ...] = get_args(BreakRule)
NINE_ON_BREAK_CHOICES: tuple[str, ...] = get_args(NineOnBreak)
PROFILE_NAMES: tuple[ProfileName, ...] = get_args(ProfileName)

SECONDS_RANGE = (1, 600)
"""Every time of a shot clock is a whole number of seconds in this range (0 too where a field
allows none: no warning, no extension)."""


def _seconds(default: int | None, *, allow_zero: bool = False, allow_none: bool = False) -> Any:
    """A dataclass field of whole seconds with its range, which the file format's model reads too
    (``metadata["range"]``), so the engine and the published schema refuse the same values."""
    low, high = SECONDS_RANGE
    metadata = {"range": (0 if allow_zero else low, high), "optional": allow_none}
    return field(default=default, metadata=metadata)


@dataclass(frozen=True, slots=True, kw_only=True)
class ShotClockRules:
    """The numbers of an event's shot clock (R14, after WPA Regulation 20), in whole seconds.

    - ``seconds``: the time for a shot;
    - ``warning``: the warning is given when this much time is left (0: none);
    - ``extension``: the time one extension adds to the running shot;
    - ``extensions_per_frame``: each player's extensions in a frame (a rack);
    - ``after_break``: the limit of the first shot after the break, or None for ``seconds``;
    - ``after_push_out``: the limit of the shot after a push-out (and of the choice), or None.

    >>> rules = ShotClockRules(seconds=35, warning=10, extension=25, after_break=60)
    >>> rules.limit_of("after_break"), rules.limit_of(None), rules.limit_of(None, extended=True)
    (60, 35, 60)
    """

    seconds: int = _seconds(35)
    warning: int = _seconds(10, allow_zero=True)
    extension: int = _seconds(25, allow_zero=True)
    extensions_per_frame: int = field(default=1, metadata={"range": (0, 9), "optional": False})
    after_break: int | None = _seconds(None, allow_none=True)
    after_push_out: int | None = _seconds(None, allow_none=True)

    def __post_init__(self) -> None:
        for item in fields(self):
            value = getattr(self, item.name)
            low, high = item.metadata["range"]
            if value is None and item.metadata["optional"]:
                continue
            if type(value) is not int or not low <= value <= high:
                wanted = "a whole number" + (" or None" if item.metadata["optional"] else "")
                raise ConfigurationError(
                    f"shot_clock.{item.name} must be {wanted} of {low}-{high}, "
                    f"got {item.name}={value!r}",
                    setting=f"shot_clock.{item.name}",
                )
        if self.warning >= self.seconds:
            raise ConfigurationError(
                "the warning must come before the time is up (warning < seconds), "
                f"got warning={self.warning} with seconds={self.seconds}",
                setting="shot_clock.warning",
            )
        if self.extensions_per_frame and not self.extension:
            raise ConfigurationError(
                "an extension must add some time, "
                f"got extension=0 with extensions_per_frame={self.extensions_per_frame}",
                setting="shot_clock.extension",
            )
        for name in ("after_break", "after_push_out"):
            longer = getattr(self, name)
            if longer is not None and longer < self.seconds:
                raise ConfigurationError(
                    f"{name} is a longer limit (at least seconds={self.seconds}), "
                    f"got {name}={longer}",
                    setting=f"shot_clock.{name}",
                )

    def limit_of(self, longer: LongerLimit | None, extended: bool = False) -> int:
        """The limit of a shot in seconds: the longer limit R14 gives it, if the rules have one,
        plus the extension when one was used on it."""
        base = self.seconds
        if longer == "after_break" and self.after_break is not None:
            base = self.after_break
        elif longer == "after_push_out" and self.after_push_out is not None:
            base = self.after_push_out
        return base + (self.extension if extended else 0)

    def limit(self, state: FrameState) -> int | None:
        """The limit of the shot the player at the table is taking in ``state``; None when it is
        not timed: the break (R13: the clock runs from when the balls of a shot have stopped) or
        a frame that is over."""
        if state.is_break or state.winner is not None:
            return None
        return self.limit_of(state.longer_limit, state.extended)

    def values(self) -> dict[str, int | None]:
        """Every number by name, in the order of the fields (what a match file stores)."""
        return {item.name: getattr(self, item.name) for item in fields(self)}


@dataclass(frozen=True, slots=True)
class RuleOptions:
    """Rule variants, each defaulting to the seed rules (RULES.md, "House rules").

    - ``break_rule``: who breaks after the first frame: the frame's ``"winner"`` (default), players
      ``"alternate"``, or the frame's ``"loser"``.
    - ``three_foul_rule``: R12 on (default) or off.  Off, fouls are still counted and shown, but a
      third foul does not lose the frame and no warning is given.
    - ``nine_on_break``: the 9 pocketed on a legal break ``"wins"`` the frame (R3d, default) or is
      ``"spotted"`` and the breaker continues.
    - ``push_out``: push-outs are allowed (R5, default) or, False, not played at all: R5 never
      applies and a declared push-out is refused.
    - ``shot_clock``: None (default: no clock) or the :class:`ShotClockRules` of the event (R14).
    """

    break_rule: BreakRule = "winner"
    three_foul_rule: bool = True
    nine_on_break: NineOnBreak = "wins"
    push_out: bool = True
    shot_clock: ShotClockRules | None = None

    def __post_init__(self) -> None:
        if self.break_rule not in BREAK_RULES:
            raise ConfigurationError(
                "break_rule must be one of 'winner', 'alternate', 'loser', "
                f"got break_rule={self.break_rule!r}",
                setting="break_rule",
            )
        for name in ("three_foul_rule", "push_out"):
            if not isinstance(getattr(self, name), bool):
                raise ConfigurationError(
                    f"{name} must be True or False, got {name}={getattr(self, name)!r}",
                    setting=name,
                )
        if self.nine_on_break not in NINE_ON_BREAK_CHOICES:
            raise ConfigurationError(
                "nine_on_break must be 'wins' or 'spotted', "
                f"got nine_on_break={self.nine_on_break!r}",
                setting="nine_on_break",
            )
        if self.shot_clock is not None and not isinstance(self.shot_clock, ShotClockRules):
            raise ConfigurationError(
                f"shot_clock must be None or a ShotClockRules, got shot_clock={self.shot_clock!r}",
                setting="shot_clock",
            )

    @property
    def profile(self) -> ProfileName:
        """The name of the profile these options are, or ``"custom"``.

        >>> from dataclasses import replace
        >>> replace(PROFILES["wpa"], break_rule="winner").profile
        'custom'
        """
        for name, options in PROFILES.items():
            if options == self:
                return cast(ProfileName, name)  # PROFILES' keys are profile names
        return "custom"

    @property
    def extensions_per_frame(self) -> int:
        """Each player's extensions at the start of a frame: none without a clock (R14)."""
        return self.shot_clock.extensions_per_frame if self.shot_clock is not None else 0

    def differences(self) -> dict[str, object]:
        """The options that differ from the seed rules.

        >>> RuleOptions(three_foul_rule=False).differences()
        {'three_foul_rule': False}
        """
        default = RuleOptions()
        return {
            item.name: getattr(self, item.name)
            for item in fields(self)
            if getattr(self, item.name) != getattr(default, item.name)
        }

    def values(self) -> dict[str, object]:
        """Every option by name, in the order of the fields, the clock's numbers as a mapping:
        what a match file stores beside the profile's name.

        >>> RuleOptions().values()
        {'break_rule': 'winner', 'three_foul_rule': True, 'nine_on_break': 'wins', \
'push_out': True, 'shot_clock': None}
        """
        values: dict[str, object] = {item.name: getattr(self, item.name) for item in fields(self)}
        if self.shot_clock is not None:
            values["shot_clock"] = self.shot_clock.values()
        return values

    @classmethod
    def from_values(cls, values: Mapping[str, object]) -> RuleOptions:
        """The options of :meth:`values` (a match file's), checked as the constructor checks.

        >>> RuleOptions.from_values(PROFILES["tv"].values()) == PROFILES["tv"]
        True
        """
        arguments = dict(values)
        clock = arguments.get("shot_clock")
        if isinstance(clock, Mapping):
            try:
                arguments["shot_clock"] = ShotClockRules(**clock)
            except TypeError as error:
                raise ConfigurationError(str(error), setting="shot_clock") from None
        try:
            return cls(**arguments)  # type: ignore[arg-type]
        except TypeError as error:
            raise ConfigurationError(str(error), setting="options") from None


PROFILES: dict[str, RuleOptions] = {
    # The seed's rules (RULES.md R1-R13), no clock: the default.
    "seed": RuleOptions(),
    # WPA World Standardized Rules of nine-ball, with the shot clock of WPA Regulation 20: 35 s a
    # shot, the warning at 10 s, one 25 s extension per player per rack, up to 60 s for the first
    # shot after the break; and WPA's standard format, alternate break (nine-ball rule 2).
    "wpa": RuleOptions(
        break_rule="alternate",
        shot_clock=ShotClockRules(
            seconds=35, warning=10, extension=25, extensions_per_frame=1, after_break=60
        ),
    ),
    # The television format of professional events: 60 s for the first shot after the break,
    # 30 s a shot, one 30 s extension per player per rack; alternate break, as WPA's.
    "tv": RuleOptions(
        break_rule="alternate",
        shot_clock=ShotClockRules(
            seconds=30, warning=10, extension=30, extensions_per_frame=1, after_break=60
        ),
    ),
}
"""The named profiles an event chooses from; ``"custom"`` is any other :class:`RuleOptions`."""
