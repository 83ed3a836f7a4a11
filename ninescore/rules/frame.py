"""One frame (rack) of nine-ball: the rules engine proper.

A :class:`Frame` takes actions (:class:`~ninescore.rules.actions.Shot` and the rest), decides what
they mean under RULES.md (through the pure functions of :mod:`~ninescore.rules.rulings`), and
records a :class:`LogEntry` for each: the events it caused, every one citing its rule.  State is
an immutable :class:`FrameState`; every action pushes the previous state on a stack, so
:meth:`Frame.undo` goes back exactly one action, any number of times.

>>> frame = Frame(breaker=0)
>>> frame.is_break, frame.to_shoot, frame.lowest
(True, 0, 1)
>>> entry = frame.shoot(Shot(pocketed={2}))          # a legal break that pockets the 2
>>> [event.code.value for event in entry.events]
['break_legal', 'pocketed', 'continues', 'push_out_available']
>>> frame.to_shoot, sorted(frame.on_table), frame.push_out_allowed
(0, [1, 3, 4, 5, 6, 7, 8, 9], True)
>>> entry = frame.shoot(Shot(first_contact=3))       # wrong ball first: a foul (R7)
>>> [(event.code.value, event.rule) for event in entry.events][:2]
[('foul_wrong_ball', 'R7'), ('foul_counted', 'R6')]
>>> frame.to_shoot, frame.ball_in_hand, frame.fouls_in_row
(1, True, (1, 0))
>>> frame.undo().action == Shot(first_contact=3)
True
>>> frame.to_shoot, frame.ball_in_hand
(0, False)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Never, NoReturn

from .actions import (
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
)
from .allowed import Allowed
from .codes import Code, WinReason
from .errors import ConfigurationError, IllegalAction, InvalidShot, NothingToUndo
from .limits import MAX_ACTIONS_PER_FRAME, FrameTooLong
from .options import RuleOptions
from .rulings import (
    Resolution,
    refuse,
    resolve_concession,
    resolve_extension,
    resolve_foul_between_shots,
    resolve_push_out_choice,
    resolve_shot,
    resolve_shot_clock_foul,
    resolve_stalemate,
)
from .state import Event, FrameState, LogEntry

__all__ = ["Event", "Frame", "FrameState", "LogEntry", "check_breaker", "unknown_action"]


def _check_player(player: object) -> int:
    """A player named in an action (a concession): 0 or 1."""
    if type(player) is not int or player not in (0, 1):
        raise IllegalAction(f"players are 0 and 1, got {player!r}", code=Code.INVALID_SHOT)
    return player


def check_breaker(player: object, setting: str = "breaker") -> int:
    """A player named in the configuration of a frame or a match: 0 or 1."""
    if type(player) is not int or player not in (0, 1):
        raise ConfigurationError(f"players are 0 and 1, got {player!r}", setting=setting)
    return player


def unknown_action(action: Never) -> NoReturn:
    """The end of every dispatch over :data:`~ninescore.rules.Action` in the engine.

    Typed like :func:`typing.assert_never`, so mypy names every ``match`` that a new kind of
    action misses; at run time it refuses a value that is no action at all, as an IllegalAction.
    """
    raise IllegalAction(f"not an action: {action!r}")


class Frame:
    """A frame of nine-ball, from the break to the winning 9 (or three fouls, or a concession)."""

    __slots__ = ("_log", "_options", "_stack", "_state")

    def __init__(self, breaker: int = 0, options: RuleOptions | None = None) -> None:
        self._options = options if options is not None else RuleOptions()
        self._state = FrameState.rack(
            check_breaker(breaker), extensions=self._options.extensions_per_frame
        )
        self._log: list[LogEntry] = []

    # -- state -------------------------------------------------------------------------------

    @property
    def options(self) -> RuleOptions:
        return self._options

    @property
    def state(self) -> FrameState:
        """The current state, an immutable value (compare two with ``==``)."""
        return self._state

    @property
    def breaker(self) -> int:
        return self._state.breaker

    @property
    def to_shoot(self) -> int:
        """Whose turn it is; while a push-out choice is pending, the player who chooses."""
        return self._state.to_shoot

    @property
    def on_table(self) -> frozenset[int]:
        return self._state.on_table

    @property
    def lowest(self) -> int | None:
        """The lowest-numbered ball on the table: the one to hit first (R1, R7).

        The table is empty only after the frame was won with the 9 as the last ball (or with
        every ball on the break): there is no ball to hit then, and this is None (R13 ruling).
        """
        on_table = self._state.on_table
        return min(on_table) if on_table else None

    @property
    def is_break(self) -> bool:
        return self._state.is_break

    @property
    def ball_in_hand(self) -> bool:
        return self._state.ball_in_hand

    @property
    def push_out_allowed(self) -> bool:
        return self._state.push_out_allowed

    @property
    def push_out_pending(self) -> bool:
        return self._state.push_out_pending

    @property
    def fouls_in_row(self) -> tuple[int, int]:
        return self._state.fouls_in_row

    @property
    def extensions_left(self) -> tuple[int, int]:
        """Each player's extensions left in this frame (R14); (0, 0) without a shot clock."""
        return self._state.extensions_left

    @property
    def winner(self) -> int | None:
        return self._state.winner

    @property
    def loser(self) -> int | None:
        return None if self._state.winner is None else 1 - self._state.winner

    @property
    def win_reason(self) -> WinReason | None:
        return self._state.win_reason

    @property
    def is_over(self) -> bool:
        return self._state.winner is not None

    @property
    def warning(self) -> bool:
        """The player at the table has two fouls in a row: a third loses the frame (R12)."""
        state = self._state
        return (
            self._options.three_foul_rule
            and state.winner is None
            and state.fouls_in_row[state.to_shoot] == 2
        )

    @property
    def log(self) -> tuple[LogEntry, ...]:
        return tuple(self._log)

    def allowed(self) -> Allowed:
        """What may be done now, and why not: see :class:`~ninescore.rules.Allowed`."""
        return Allowed.of(self._state, self._options)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied, in order: replaying them on a new frame gives the same state."""
        return tuple(entry.action for entry in self._log)

    def __repr__(self) -> str:
        return f"<Frame breaker={self.breaker} actions={len(self._log)} state={self._state!r}>"

    # -- actions ------------------------------------------------------------------------------

    def shoot(self, shot: Shot) -> LogEntry:
        """Apply one shot and return what happened."""
        if not isinstance(shot, Shot):
            raise InvalidShot(f"expected a Shot, got {shot!r}")
        return self.apply(shot)

    def preview(self, action: Action) -> LogEntry:
        """What :meth:`apply` would return for ``action``, without playing it; raises the same
        way.  The window shows it before the operator commits ("a third foul loses the frame").

        >>> frame = Frame(breaker=0)
        >>> frame.preview(Shot(scratch=True)).is_foul, frame.is_break, len(frame.log)
        (True, True, 0)
        """
        player, events, after = self._resolve(action)
        return LogEntry(action, player, tuple(events), self._state, after)

    def accept_push_out(self) -> LogEntry:
        """The chooser takes the shot from the position as it lies (R5e)."""
        return self.apply(AcceptPushOut())

    def pass_push_out(self) -> LogEntry:
        """The chooser passes: the player who pushed out must shoot (R5e)."""
        return self.apply(PassPushOut())

    def foul_between_shots(self, reason: str) -> LogEntry:
        """A foul by the player at the table without a shot (R12)."""
        return self.apply(FoulBetweenShots(reason))

    def concede(self, player: int, reason: str = "") -> LogEntry:
        """``player`` loses the frame: a concession or a serious infraction (R4, R13)."""
        return self.apply(Concession(_check_player(player), reason))  # type: ignore[arg-type]

    def stalemate(self) -> LogEntry:
        """The frame cannot progress: re-rack, same breaker."""
        return self.apply(Stalemate())

    def use_extension(self) -> LogEntry:
        """The player at the table uses an extension: its time is added to the running shot.

        Refused (an :class:`IllegalAction`) without a shot clock, when the player has none left,
        when this shot is already extended, before the break and once the frame is over (R14).

        >>> from ninescore.rules import PROFILES
        >>> frame = Frame(breaker=0, options=PROFILES["wpa"])
        >>> _ = frame.shoot(Shot(pocketed={2}))
        >>> frame.extensions_left, frame.use_extension().codes, frame.extensions_left
        ((1, 1), (<Code.EXTENSION_USED: 'extension_used'>,), (0, 1))
        >>> frame.use_extension()
        Traceback (most recent call last):
        ...
        ninescore.rules.errors.NoExtensionLeft: player 0 has no extension left in this frame \
(R14); extensions left: (0, 1)
        """
        return self.apply(UseExtension())

    def shot_clock_foul(self) -> LogEntry:
        """A time foul by the player at the table, as the referee confirms it (R14): a foul like
        any other, ball in hand for the opponent, counted toward three fouls (R6, R12).

        >>> from ninescore.rules import PROFILES
        >>> frame = Frame(breaker=0, options=PROFILES["wpa"])
        >>> _ = frame.shoot(Shot(pocketed={2}))
        >>> [(event.code.value, event.rule) for event in frame.shot_clock_foul().events]
        [('foul_shot_clock', 'R14'), ('foul_counted', 'R6'), ('ball_in_hand', 'R6')]
        >>> frame.to_shoot, frame.ball_in_hand, frame.fouls_in_row
        (1, True, (1, 0))
        """
        return self.apply(ShotClockFoul())

    def apply(self, action: Action) -> LogEntry:
        """Apply any action: how replay and the match drive a frame."""
        state = self._state
        if type(action) is Shot and len(self._log) < MAX_ACTIONS_PER_FRAME:
            # Most actions: what _resolve does for a shot that fits in the frame, without it.
            player, events, after = resolve_shot(state, self._options, action)
        else:
            player, events, after = self._resolve(action)
        entry = LogEntry.of(action, player, tuple(events), state, after)
        self._log.append(entry)
        self._state = after
        return entry

    def _resolve(self, action: Action) -> Resolution:
        state = self._state
        if state.winner is None and len(self._log) >= MAX_ACTIONS_PER_FRAME:
            raise FrameTooLong(
                f"a frame holds at most {MAX_ACTIONS_PER_FRAME} actions; got {action!r}",
                MAX_ACTIONS_PER_FRAME,
            )
        options = self._options
        if isinstance(action, Shot):  # most actions: told before the match's class patterns
            return resolve_shot(state, options, action)
        match action:
            case AcceptPushOut() | PassPushOut():
                refuse(state, options, "push_out_choice", action)
                return resolve_push_out_choice(state, options, action)
            case FoulBetweenShots():
                refuse(state, options, "foul_between_shots", action)
                return resolve_foul_between_shots(state, options, action)
            case Concession():
                refuse(state, options, "concede", action)
                return resolve_concession(state, action)
            case Stalemate():
                refuse(state, options, "stalemate", action)
                return resolve_stalemate(state, options)
            case UseExtension():
                refuse(state, options, "use_extension", action)
                return resolve_extension(state)
            case ShotClockFoul():
                refuse(state, options, "shot_clock_foul", action)
                return resolve_shot_clock_foul(state, options)
            case _:
                unknown_action(action)

    def undo(self) -> LogEntry:
        """Take back the last action, returning its entry.  Unlimited."""
        if not self._log:
            raise NothingToUndo("there is no action to undo in this frame")
        entry = self._log.pop()
        self._state = entry.before
        return entry

    @classmethod
    def replay(
        cls, breaker: int, actions: Iterable[Action], options: RuleOptions | None = None
    ) -> Frame:
        """A new frame with ``actions`` applied in order.

        >>> Frame.replay(0, [Shot(pocketed={9})]).win_reason
        <WinReason.NINE_ON_BREAK: 'nine_on_break'>
        """
        frame = cls(breaker, options)
        for action in actions:
            frame.apply(action)
        return frame
