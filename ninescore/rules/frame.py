"""One frame (rack) of nine-ball: the rules engine proper.

A :class:`Frame` takes actions (:class:`~ninescore.rules.actions.Shot` and the rest), decides what
they mean under RULES.md, and records a :class:`LogEntry` for each: the events it caused, every one
citing its rule.  State is an immutable :class:`FrameState`; every action pushes the previous
state on a stack, so :meth:`Frame.undo` goes back exactly one action, any number of times.

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
from dataclasses import replace
from typing import Never, NoReturn

from .actions import (
    BREAK_RAILS_NEEDED,
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
from .allowed import Allowed, Permission, Refusal, refusal
from .codes import Code, WinReason
from .errors import (
    ERROR_FOR_REFUSAL,
    BallNotOnTable,
    ConfigurationError,
    IllegalAction,
    InvalidShot,
    NothingToUndo,
)
from .limits import MAX_ACTIONS_PER_FRAME, FrameTooLong
from .options import RuleOptions
from .state import Event, FrameState, LogEntry, LongerLimit

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


def _refuse(
    state: FrameState, options: RuleOptions, permission: Permission, action: object
) -> None:
    """Raise the engine's error when ``permission`` is refused in ``state``."""
    why = refusal(state, options, permission)
    if why is not None:
        raise _error(why, state, action)


def _error(why: Refusal, state: FrameState, action: object) -> IllegalAction:
    error = ERROR_FOR_REFUSAL.get(why.code, InvalidShot)
    code, rule = why
    if code is Code.FRAME_OVER:
        message = f"the frame is over (won by player {state.winner}); got {action!r}"
    elif code is Code.PUSH_OUT_CHOICE_PENDING:
        message = (
            f"player {state.to_shoot} must first accept or pass the push-out (R5e); got {action!r}"
        )
    elif code is Code.NO_PUSH_OUT_PENDING:
        message = f"no push-out is waiting for a choice (R5e); got {action!r}"
    elif code is Code.PUSH_OUT_NOT_ALLOWED:
        message = (
            "a push-out is allowed only on the shot right after a legal break (R5a); "
            "got push_out=True"
        )
    elif code is Code.PUSH_OUT_NOT_PLAYED:
        message = "this event plays no push-outs (option:push_out); got push_out=True"
    elif code is Code.NO_SHOT_CLOCK:
        message = f"this event has no shot clock (R14); got {action!r}"
    elif code is Code.NO_EXTENSION_LEFT:
        message = (
            f"player {state.to_shoot} has no extension left in this frame (R14); "
            f"extensions left: {state.extensions_left}"
        )
    elif code is Code.SHOT_ALREADY_EXTENDED:
        message = f"player {state.to_shoot} has already extended this shot (R14); got {action!r}"
    elif code is Code.FRAME_NOT_STARTED and isinstance(action, Stalemate):
        message = f"nothing to re-rack before the break (R13); got {action!r}"
    elif code is Code.FRAME_NOT_STARTED and isinstance(action, UseExtension | ShotClockFoul):
        message = f"the shot clock runs after the break (R14); got {action!r}"
    elif code is Code.FRAME_NOT_STARTED:
        message = (
            "the frame starts with the break (R13): record a foul on the break as a shot; "
            f"got {action!r}"
        )
    else:  # Code.RAILS_ONLY_ON_BREAK: the one refused fact the engine itself can be given
        balls_to_rail = action.balls_to_rail if isinstance(action, Shot) else 0
        message = (
            f"balls_to_rail only applies to the break (R3a), got balls_to_rail={balls_to_rail}"
        )
    return error(message, code=code, rule=rule, on_table=state.on_table)


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
        return self._commit(shot, *self._resolve(shot))

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
        return self._commit(action, *self._resolve(action))

    def _resolve(self, action: Action) -> Resolution:
        state = self._state
        if state.winner is None and len(self._log) >= MAX_ACTIONS_PER_FRAME:
            raise FrameTooLong(
                f"a frame holds at most {MAX_ACTIONS_PER_FRAME} actions; got {action!r}",
                MAX_ACTIONS_PER_FRAME,
            )
        options = self._options
        if isinstance(action, Shot):  # most actions: told before the match's class patterns
            return _resolve_shot(state, options, action)
        match action:
            case AcceptPushOut() | PassPushOut():
                _refuse(state, options, "push_out_choice", action)
                return _resolve_push_out_choice(state, options, action)
            case FoulBetweenShots():
                _refuse(state, options, "foul_between_shots", action)
                return _resolve_foul_between_shots(state, options, action)
            case Concession():
                _refuse(state, options, "concede", action)
                return _resolve_concession(state, action)
            case Stalemate():
                _refuse(state, options, "stalemate", action)
                return _resolve_stalemate(state, options)
            case UseExtension():
                _refuse(state, options, "use_extension", action)
                return _resolve_extension(state)
            case ShotClockFoul():
                _refuse(state, options, "shot_clock_foul", action)
                return _resolve_shot_clock_foul(state, options)
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

    # -- internals ----------------------------------------------------------------------------

    def _commit(
        self, action: Action, player: int, events: list[Event], after: FrameState
    ) -> LogEntry:
        entry = LogEntry.of(action, player, tuple(events), self._state, after)
        self._log.append(entry)
        self._state = after
        return entry


# -- the rules, as pure functions of (state, options, action) ------------------------------------

# The events of every ordinary shot, made once per player (an Event is an immutable tuple), and
# the others made without the NamedTuple's own __new__ (a Python function): replay makes one to
# three of them per action of every saved match.
_new_event = tuple.__new__
_CONTINUES_R1 = (Event(Code.CONTINUES, "R1", 0), Event(Code.CONTINUES, "R1", 1))
_MISS_R1 = (Event(Code.MISS, "R1", 0), Event(Code.MISS, "R1", 1))
_TURN_PASSED_R1 = (Event(Code.TURN_PASSED, "R1", 0), Event(Code.TURN_PASSED, "R1", 1))

Resolution = tuple[int, list[Event], FrameState]


def _resolve_shot(state: FrameState, options: RuleOptions, shot: Shot) -> Resolution:
    if state.winner is not None or state.push_out_pending:  # what refuses "shoot", asked first
        _refuse(state, options, "shoot", shot)
    on_table = state.on_table
    pocketed = shot.pocketed
    first_contact = shot.first_contact
    # Cheap subset tests first: replay runs this for every shot of every saved match.
    if not (
        pocketed <= on_table
        and shot.jumped <= on_table
        and (first_contact is None or first_contact in on_table)
    ):
        missing = (pocketed | shot.jumped) - on_table
        if first_contact is not None and first_contact not in on_table:
            missing = missing | {first_contact}
        raise BallNotOnTable(
            f"ball {', '.join(map(str, sorted(missing)))} is not on the table "
            f"(on the table: {', '.join(map(str, sorted(on_table)))})",
            balls=missing,
            on_table=on_table,
        )
    if shot.push_out:
        _refuse(state, options, "push_out", shot)
    if shot.balls_to_rail:
        _refuse(state, options, "balls_to_rail", shot)
    is_break = state.is_break

    shooter = state.to_shoot
    opponent = 1 - shooter
    fouls: list[Event] = []
    if not shot.push_out:  # R5c: on a push-out R7 and R8 do not apply
        lowest = min(on_table)
        if first_contact is None:
            fouls.append(Event(Code.FOUL_NO_CONTACT, "R3a" if is_break else "R7/ruling", shooter))
        elif first_contact != lowest:
            fouls.append(
                Event(
                    Code.FOUL_WRONG_BALL,
                    "R3a" if is_break else "R7",
                    shooter,
                    (first_contact, lowest),
                )
            )
        if is_break:
            if not pocketed and shot.balls_to_rail < BREAK_RAILS_NEEDED:
                fouls.append(
                    Event(Code.FOUL_BREAK_TOO_FEW_RAILS, "R3a", shooter, number=shot.balls_to_rail)
                )
        elif first_contact is not None and not pocketed and not shot.rail:
            fouls.append(Event(Code.FOUL_NO_RAIL, "R8", shooter))
    # R6 ruling: the cue ball pocketed or off the table is a foul on any shot; R3b is the
    # break's case of it and R5c the push-out's.
    cue_ball_rule = "R3b" if is_break else "R5c" if shot.push_out else "R6"
    if shot.scratch:
        fouls.append(Event(Code.FOUL_SCRATCH, cue_ball_rule, shooter))
    if shot.cue_off_table:
        fouls.append(Event(Code.FOUL_CUE_OFF_TABLE, cue_ball_rule, shooter))
    if shot.jumped:
        fouls.append(
            Event(
                Code.FOUL_OBJECT_OFF_TABLE,
                "R3c" if is_break else "R10",
                shooter,
                tuple(sorted(shot.jumped)),
            )
        )
    for reason in shot.fouls:
        fouls.append(Event(Code.FOUL_RECORDED, "R11", shooter, detail=reason))

    if fouls:
        return _resolve_foul(state, options, shooter, fouls, pocketed, shot.jumped)

    events: list[Event] = []
    n0, n1 = state.fouls_in_row
    if state.fouls_in_row[shooter]:
        # R12 ruling; R5f: a legal push-out is a legal shot too
        events.append(Event(Code.FOULS_RESET, "R5f" if shot.push_out else "R12/ruling", shooter))
        fouls_in_row = (0, n1) if shooter == 0 else (n0, 0)
    else:
        fouls_in_row = state.fouls_in_row

    if shot.push_out:
        events.append(Event(Code.PUSH_OUT, "R5c", shooter))
        after = on_table - pocketed
        if pocketed - {9}:
            events.append(
                Event(Code.BALLS_STAY_DOWN, "R5d", shooter, tuple(sorted(pocketed - {9})))
            )
        if 9 in pocketed:
            after = after | {9}
            events.append(Event(Code.NINE_SPOTTED, "R5d/ruling", shooter, (9,)))
        events.append(Event(Code.PUSH_OUT_CHOICE, "R5e", opponent))
        return (
            shooter,
            events,
            state.evolve(
                to_shoot=opponent,
                on_table=after,
                is_break=False,
                ball_in_hand=False,
                push_out_allowed=False,
                push_out_pending=True,
                fouls_in_row=fouls_in_row,
                winner=state.winner,
                win_reason=state.win_reason,
                extended=False,
                longer_limit="after_push_out",
            ),
        )

    if is_break:
        events.append(Event(Code.BREAK_LEGAL, "R3a", shooter, number=shot.balls_to_rail))
    if 9 in pocketed and not (is_break and options.nine_on_break == "spotted"):
        events.append(Event(Code.POCKETED, "R1", shooter, tuple(sorted(pocketed))))
        reason = WinReason.NINE_ON_BREAK if is_break else WinReason.NINE_LEGAL
        events.append(Event(Code.FRAME_WON, "R3d" if is_break else "R1", shooter, detail=reason))
        return (
            shooter,
            events,
            state.evolve(
                to_shoot=state.to_shoot,
                on_table=on_table - pocketed,
                is_break=False,
                ball_in_hand=False,
                push_out_allowed=False,
                push_out_pending=state.push_out_pending,
                fouls_in_row=fouls_in_row,
                winner=shooter,
                win_reason=reason,
                extended=False,
                longer_limit=None,
            ),
        )
    if pocketed:
        counted = pocketed - {9}
        after = on_table - counted
        if counted:
            events.append(
                _new_event(
                    Event,
                    (
                        Code.POCKETED,
                        "R3e" if is_break else "R1",
                        shooter,
                        tuple(sorted(counted)),
                        0,
                        "",
                    ),
                )
            )
        if 9 in pocketed:  # only on a break with the "spotted" option
            events.append(Event(Code.NINE_SPOTTED, "option:nine_on_break", shooter, (9,)))
        events.append(Event(Code.CONTINUES, "R3e", shooter) if is_break else _CONTINUES_R1[shooter])
        push_out_next = is_break and options.push_out
        if push_out_next:
            events.append(Event(Code.PUSH_OUT_AVAILABLE, "R5a", shooter))
        return (
            shooter,
            events,
            state.evolve(
                to_shoot=state.to_shoot,
                on_table=after,
                is_break=False,
                ball_in_hand=False,
                push_out_allowed=push_out_next,
                push_out_pending=state.push_out_pending,
                fouls_in_row=fouls_in_row,
                winner=state.winner,
                win_reason=state.win_reason,
                extended=False,
                longer_limit=_after(is_break),
            ),
        )

    if is_break:
        events.append(Event(Code.BREAK_DRY, "R3e", shooter))
        events.append(Event(Code.TURN_PASSED, "R3e", opponent))
    else:
        events.append(_MISS_R1[shooter])
        events.append(_TURN_PASSED_R1[opponent])
    push_out_next = is_break and options.push_out
    if push_out_next:
        events.append(Event(Code.PUSH_OUT_AVAILABLE, "R5a", opponent))
    _warn_if_two_fouls(events, options, fouls_in_row, opponent)
    return (
        shooter,
        events,
        state.evolve(
            to_shoot=opponent,
            on_table=state.on_table,
            is_break=False,
            ball_in_hand=False,
            push_out_allowed=push_out_next,
            push_out_pending=state.push_out_pending,
            fouls_in_row=fouls_in_row,
            winner=state.winner,
            win_reason=state.win_reason,
            extended=False,
            longer_limit=_after(is_break),
        ),
    )


def _after(is_break: bool) -> LongerLimit | None:
    """The longer limit of the shot that follows a shot: the first after the break has one (R14)."""
    return "after_break" if is_break else None


def _resolve_foul(
    state: FrameState,
    options: RuleOptions,
    fouler: int,
    fouls: list[Event],
    pocketed: frozenset[int],
    jumped: frozenset[int],
) -> Resolution:
    """R6: one foul, however many reasons.  Balls stay down, the 9 is spotted, ball in hand."""
    is_break = state.is_break
    opponent = 1 - fouler
    events = fouls
    after = state.on_table - pocketed - jumped
    if pocketed - {9}:
        events.append(Event(Code.BALLS_STAY_DOWN, "R6", fouler, tuple(sorted(pocketed - {9}))))
    if jumped - {9}:
        events.append(
            Event(
                Code.BALLS_LEAVE_PLAY,
                "R3c" if is_break else "R10",
                fouler,
                tuple(sorted(jumped - {9})),
            )
        )
    if 9 in pocketed:
        events.append(Event(Code.NINE_SPOTTED, "R3d" if is_break else "R6", fouler, (9,)))
    elif 9 in jumped:
        events.append(Event(Code.NINE_SPOTTED, "R3c" if is_break else "R10", fouler, (9,)))
    if 9 in pocketed or 9 in jumped:
        after = after | {9}
    count = state.fouls_in_row[fouler] + 1
    fouls_in_row = (count, state.fouls_in_row[1]) if fouler == 0 else (state.fouls_in_row[0], count)
    events.append(Event(Code.FOUL_COUNTED, "R6", fouler, number=count))
    if options.three_foul_rule and count >= 3:
        events.append(Event(Code.FRAME_WON, "R12", opponent, detail=WinReason.THREE_FOULS))
        return (
            fouler,
            events,
            state.evolve(
                to_shoot=opponent,
                on_table=after,
                is_break=False,
                ball_in_hand=False,
                push_out_allowed=False,
                push_out_pending=False,
                fouls_in_row=fouls_in_row,
                winner=opponent,
                win_reason=WinReason.THREE_FOULS,
                extended=False,
                longer_limit=None,
            ),
        )
    events.append(Event(Code.BALL_IN_HAND, "R3" if is_break else "R6", opponent))
    _warn_if_two_fouls(events, options, fouls_in_row, opponent)
    return (
        fouler,
        events,
        state.evolve(
            to_shoot=opponent,
            on_table=after,
            is_break=False,
            ball_in_hand=True,
            push_out_allowed=False,
            push_out_pending=False,
            fouls_in_row=fouls_in_row,
            winner=state.winner,
            win_reason=state.win_reason,
            extended=False,
            longer_limit=_after(is_break),
        ),
    )


def _warn_if_two_fouls(
    events: list[Event], options: RuleOptions, fouls_in_row: tuple[int, int], incoming: int
) -> None:
    """R12: the warning, given when a player with two fouls in a row comes to the table."""
    if options.three_foul_rule and fouls_in_row[incoming] == 2:
        events.append(Event(Code.WARNING_TWO_FOULS, "R12", incoming, number=2))


def _resolve_push_out_choice(
    state: FrameState, options: RuleOptions, action: AcceptPushOut | PassPushOut
) -> Resolution:
    chooser = state.to_shoot
    if isinstance(action, AcceptPushOut):
        shooter = chooser
        events = [Event(Code.PUSH_OUT_ACCEPTED, "R5e", chooser)]
    else:
        shooter = 1 - chooser
        events = [
            Event(Code.PUSH_OUT_PASSED, "R5e", chooser),
            Event(Code.TURN_PASSED, "R5e", shooter),
        ]
    _warn_if_two_fouls(events, options, state.fouls_in_row, shooter)
    # The shot after the push-out keeps its longer limit (R14), with a clock of its own.
    return (
        chooser,
        events,
        state.evolve(
            to_shoot=shooter,
            on_table=state.on_table,
            is_break=state.is_break,
            ball_in_hand=state.ball_in_hand,
            push_out_allowed=state.push_out_allowed,
            push_out_pending=False,
            fouls_in_row=state.fouls_in_row,
            winner=state.winner,
            win_reason=state.win_reason,
            extended=False,
            longer_limit=state.longer_limit,
        ),
    )


def _resolve_foul_between_shots(
    state: FrameState, options: RuleOptions, action: FoulBetweenShots
) -> Resolution:
    fouler = state.to_shoot
    fouls = [Event(Code.FOUL_BETWEEN_SHOTS, "R12", fouler, detail=action.reason)]
    return _resolve_foul(state, options, fouler, fouls, frozenset(), frozenset())


def _resolve_shot_clock_foul(state: FrameState, options: RuleOptions) -> Resolution:
    fouler = state.to_shoot
    fouls = [Event(Code.FOUL_SHOT_CLOCK, "R14", fouler)]
    return _resolve_foul(state, options, fouler, fouls, frozenset(), frozenset())


def _resolve_extension(state: FrameState) -> Resolution:
    player = state.to_shoot
    left = state.extensions_left[player] - 1
    extensions_left = (
        (left, state.extensions_left[1])
        if player == 0
        else (
            state.extensions_left[0],
            left,
        )
    )
    events = [Event(Code.EXTENSION_USED, "R14", player, number=left)]
    return player, events, replace(state, extensions_left=extensions_left, extended=True)


def _resolve_concession(state: FrameState, action: Concession) -> Resolution:
    winner = 1 - action.player
    events = [Event(Code.FRAME_WON, "R4", winner, detail=WinReason.CONCESSION)]
    after = state.evolve(
        to_shoot=state.to_shoot,
        on_table=state.on_table,
        is_break=state.is_break,
        ball_in_hand=state.ball_in_hand,
        push_out_allowed=False,
        push_out_pending=False,
        fouls_in_row=state.fouls_in_row,
        winner=winner,
        win_reason=WinReason.CONCESSION,
        extended=False,
        longer_limit=None,
    )
    return action.player, events, after


def _resolve_stalemate(state: FrameState, options: RuleOptions) -> Resolution:
    # A new rack: the foul counts start again, and so do the extensions, which WPA gives per
    # rack (R14: they never carry over).
    events = [Event(Code.STALEMATE, "option:stalemate", state.breaker)]
    after = FrameState.rack(state.breaker, state.reracks + 1, options.extensions_per_frame)
    return state.to_shoot, events, after
