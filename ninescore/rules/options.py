"""House rules: the variants a tournament may set.  The defaults are the seed rules (RULES.md).

>>> RuleOptions()
RuleOptions(break_rule='winner', three_foul_rule=True, nine_on_break='wins')
>>> RuleOptions(break_rule="sometimes")
Traceback (most recent call last):
...
ninescore.rules.errors.ConfigurationError: break_rule must be one of 'winner', 'alternate', \
'loser', got break_rule='sometimes'
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal, get_args

from .errors import ConfigurationError

BreakRule = Literal["winner", "alternate", "loser"]
NineOnBreak = Literal["wins", "spotted"]

BREAK_RULES: tuple[str, ...] = get_args(BreakRule)
NINE_ON_BREAK_CHOICES: tuple[str, ...] = get_args(NineOnBreak)


@dataclass(frozen=True, slots=True)
class RuleOptions:
    """Rule variants, each defaulting to the seed rules.

    - ``break_rule``: who breaks after the first frame: the frame's ``"winner"`` (default), players
      ``"alternate"``, or the frame's ``"loser"``.
    - ``three_foul_rule``: R12 on (default) or off.  Off, fouls are still counted and shown, but a
      third foul does not lose the frame and no warning is given.
    - ``nine_on_break``: the 9 pocketed on a legal break ``"wins"`` the frame (R3d, default) or is
      ``"spotted"`` and the breaker continues.
    """

    break_rule: BreakRule = "winner"
    three_foul_rule: bool = True
    nine_on_break: NineOnBreak = "wins"

    def __post_init__(self) -> None:
        if self.break_rule not in BREAK_RULES:
            raise ConfigurationError(
                "break_rule must be one of 'winner', 'alternate', 'loser', "
                f"got break_rule={self.break_rule!r}",
                setting="break_rule",
            )
        if not isinstance(self.three_foul_rule, bool):
            raise ConfigurationError(
                "three_foul_rule must be True or False, "
                f"got three_foul_rule={self.three_foul_rule!r}",
                setting="three_foul_rule",
            )
        if self.nine_on_break not in NINE_ON_BREAK_CHOICES:
            raise ConfigurationError(
                "nine_on_break must be 'wins' or 'spotted', "
                f"got nine_on_break={self.nine_on_break!r}",
                setting="nine_on_break",
            )

    def differences(self) -> dict[str, object]:
        """The options that differ from the seed rules, for the match sheet.

        >>> RuleOptions(three_foul_rule=False).differences()
        {'three_foul_rule': False}
        """
        default = RuleOptions()
        return {
            name: value for name, value in self.values().items() if value != getattr(default, name)
        }

    def values(self) -> dict[str, object]:
        """Every option by name, in the order of the fields (what a match file stores).

        >>> RuleOptions().values()
        {'break_rule': 'winner', 'three_foul_rule': True, 'nine_on_break': 'wins'}
        """
        return {item.name: getattr(self, item.name) for item in fields(self)}
