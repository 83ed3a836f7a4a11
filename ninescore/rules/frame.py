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
from dataclasses import dataclass
from typing import NamedTuple

from .actions import (
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    Shot,
    Stalemate,
)
from .codes import FOUL_CODES, Code, WinReason
from .errors import (
    BallNotOnTable,
    FrameNotStarted,
    FrameOver,
    IllegalAction,
    InvalidShot,
    NoPushOutPending,
    NothingToUndo,
    PushOutChoicePending,
    PushOutNotAllowed,
)
from .limits import MAX_ACTIONS_PER_FRAME, FrameTooLong
from .options import RuleOptions

FULL_RACK: frozenset[int] = frozenset(range(1, 10))


class Event(NamedTuple):
    """One thing that happened, with the rule it comes from.

    ``player`` is the player it concerns (the one who fouled, who gets ball in hand, who won...),
    ``balls`` the balls involved, ``number`` a number (consecutive fouls, balls to a rail) and
    ``detail`` a code or an operator's text (a foul reason, or the :class:`WinReason` of a win).
    """

    code: Code
    rule: str
    player: int | None = None
    balls: tuple[int, ...] = ()
    number: int = 0
    detail: str = ""


@dataclass(frozen=True, slots=True)
class FrameState:
    """Everything the rules need to know about a frame between two actions."""

    breaker: int
    to_shoot: int
    on_table: frozenset[int]
    is_break: bool
    ball_in_hand: bool
    push_out_allowed: bool
    push_out_pending: bool
    fouls_in_row: tuple[int, int]
    winner: int | None
    win_reason: WinReason | None
    reracks: int

    @classmethod
    def rack(cls, breaker: int, reracks: int = 0) -> FrameState:
        """A full rack with ``breaker`` to break."""
        return cls(
            breaker, breaker, FULL_RACK, True, False, False, False, (0, 0), None, None, reracks
        )


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action, who took it, the events it caused, and the state before and after it."""

    action: Action
    player: int
    events: tuple[Event, ...]
    before: FrameState
    after: FrameState

    @property
    def codes(self) -> tuple[Code, ...]:
        """The event codes, in order."""
        return tuple(event.code for event in self.events)

    @property
    def is_foul(self) -> bool:
        """The action was a foul (R6): however many reasons, it counts once."""
        return any(event.code is Code.FOUL_COUNTED for event in self.events)

    @property
    def foul_events(self) -> tuple[Event, ...]:
        """The reasons for the foul, if any, each with its rule."""
        return tuple(event for event in self.events if event.code in FOUL_CODES)

    def find(self, code: Code) -> Event | None:
        """The first event with ``code``, or ``None``."""
        for event in self.events:
            if event.code is code:
                return event
        return None


def _check_player(player: object) -> int:
    if type(player) is not int or player not in (0, 1):
        raise IllegalAction(f"players are 0 and 1, got {player!r}")
    return player


class Frame:
    """A frame of nine-ball, from the break to the winning 9 (or three fouls, or a concession)."""

    __slots__ = ("_log", "_options", "_stack", "_state")

    def __init__(self, breaker: int = 0, options: RuleOptions | None = None) -> None:
        self._options = options if options is not None else RuleOptions()
        self._state = FrameState.rack(_check_player(breaker))
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
    def lowest(self) -> int:
        """The lowest-numbered ball on the table: the one to hit first (R1, R7).

        The table is empty only after the frame was won with the 9 as the last ball (or with
        every ball on the break); there is no ball to hit then, and asking raises
        :class:`FrameOver` (check :attr:`on_table` or :attr:`is_over` first).
        """
        on_table = self._state.on_table
        if not on_table:
            raise FrameOver(
                f"the frame is over (won by player {self._state.winner}); no ball is on the table"
            )
        return min(on_table)

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
        if isinstance(action, Shot):
            return _resolve_shot(state, self._options, action)
        if state.winner is not None:
            raise FrameOver(f"the frame is over (won by player {state.winner}); got {action!r}")
        if isinstance(action, AcceptPushOut | PassPushOut):
            return _resolve_push_out_choice(state, self._options, action)
        if isinstance(action, FoulBetweenShots):
            return _resolve_foul_between_shots(state, self._options, action)
        if isinstance(action, Concession):
            return _resolve_concession(state, action)
        if isinstance(action, Stalemate):
            return _resolve_stalemate(state)
        raise IllegalAction(f"not an action: {action!r}")

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
        entry = LogEntry(action, player, tuple(events), self._state, after)
        self._log.append(entry)
        self._state = after
        return entry

    def _annotate_last(self, event: Event) -> LogEntry:
        """Add a match-level event (match won) to the last entry; undo removes it with the entry."""
        last = self._log[-1]
        entry = LogEntry(last.action, last.player, (*last.events, event), last.before, last.after)
        self._log[-1] = entry
        return entry


# -- the rules, as pure functions of (state, options, action) ------------------------------------

Resolution = tuple[int, list[Event], FrameState]


def _resolve_shot(state: FrameState, options: RuleOptions, shot: Shot) -> Resolution:
    if state.winner is not None:
        raise FrameOver(f"the frame is over (won by player {state.winner}); got {shot!r}")
    if state.push_out_pending:
        raise PushOutChoicePending(
            f"player {state.to_shoot} must first accept or pass the push-out (R5e); got {shot!r}"
        )
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
            f"(on the table: {', '.join(map(str, sorted(on_table)))})"
        )
    if shot.push_out and not state.push_out_allowed:
        raise PushOutNotAllowed(
            "a push-out is allowed only on the shot right after a legal break (R5a); "
            "got push_out=True"
        )
    is_break = state.is_break
    if shot.balls_to_rail and not is_break:
        raise InvalidShot(
            f"balls_to_rail only applies to the break (R3a), got balls_to_rail={shot.balls_to_rail}"
        )

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
            if not pocketed and shot.balls_to_rail < 4:
                fouls.append(
                    Event(Code.FOUL_BREAK_TOO_FEW_RAILS, "R3a", shooter, number=shot.balls_to_rail)
                )
        elif first_contact is not None and not pocketed and not shot.rail:
            fouls.append(Event(Code.FOUL_NO_RAIL, "R8", shooter))
    if shot.scratch:
        fouls.append(Event(Code.FOUL_SCRATCH, "R3b" if is_break else "R6", shooter))
    if shot.cue_off_table:
        fouls.append(Event(Code.FOUL_CUE_OFF_TABLE, "R3b" if is_break else "R10", shooter))
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
            FrameState(
                state.breaker, opponent, after, False, False, False, True,
                fouls_in_row, None, None, state.reracks,
            ),
        )  # fmt: skip

    if is_break:
        events.append(Event(Code.BREAK_LEGAL, "R3a", shooter, number=shot.balls_to_rail))
    if 9 in pocketed and not (is_break and options.nine_on_break == "spotted"):
        events.append(Event(Code.POCKETED, "R1", shooter, tuple(sorted(pocketed))))
        reason = WinReason.NINE_ON_BREAK if is_break else WinReason.NINE_LEGAL
        events.append(Event(Code.FRAME_WON, "R3d" if is_break else "R1", shooter, detail=reason))
        return (
            shooter,
            events,
            FrameState(
                state.breaker, shooter, on_table - pocketed, False, False, False, False,
                fouls_in_row, shooter, reason, state.reracks,
            ),
        )  # fmt: skip
    if pocketed:
        counted = pocketed - {9}
        after = on_table - counted
        if counted:
            events.append(
                Event(Code.POCKETED, "R3e" if is_break else "R1", shooter, tuple(sorted(counted)))
            )
        if 9 in pocketed:  # only on a break with the "spotted" option
            events.append(Event(Code.NINE_SPOTTED, "option:nine_on_break", shooter, (9,)))
        events.append(Event(Code.CONTINUES, "R3e" if is_break else "R1", shooter))
        if is_break:
            events.append(Event(Code.PUSH_OUT_AVAILABLE, "R5a", shooter))
        return (
            shooter,
            events,
            FrameState(
                state.breaker, shooter, after, False, False, is_break, False,
                fouls_in_row, None, None, state.reracks,
            ),
        )  # fmt: skip

    events.append(
        Event(Code.BREAK_DRY, "R3e", shooter) if is_break else Event(Code.MISS, "R1", shooter)
    )
    events.append(Event(Code.TURN_PASSED, "R3e" if is_break else "R1", opponent))
    if is_break:
        events.append(Event(Code.PUSH_OUT_AVAILABLE, "R5a", opponent))
    _warn_if_two_fouls(events, options, fouls_in_row, opponent)
    return (
        shooter,
        events,
        FrameState(
            state.breaker, opponent, on_table, False, False, is_break, False,
            fouls_in_row, None, None, state.reracks,
        ),
    )  # fmt: skip


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
            FrameState(
                state.breaker, opponent, after, False, False, False, False,
                fouls_in_row, opponent, WinReason.THREE_FOULS, state.reracks,
            ),
        )  # fmt: skip
    events.append(Event(Code.BALL_IN_HAND, "R3" if is_break else "R6", opponent))
    _warn_if_two_fouls(events, options, fouls_in_row, opponent)
    return (
        fouler,
        events,
        FrameState(
            state.breaker, opponent, after, False, True, False, False,
            fouls_in_row, None, None, state.reracks,
        ),
    )  # fmt: skip


def _warn_if_two_fouls(
    events: list[Event], options: RuleOptions, fouls_in_row: tuple[int, int], incoming: int
) -> None:
    """R12: the warning, given when a player with two fouls in a row comes to the table."""
    if options.three_foul_rule and fouls_in_row[incoming] == 2:
        events.append(Event(Code.WARNING_TWO_FOULS, "R12", incoming, number=2))


def _resolve_push_out_choice(
    state: FrameState, options: RuleOptions, action: AcceptPushOut | PassPushOut
) -> Resolution:
    if not state.push_out_pending:
        raise NoPushOutPending(f"no push-out is waiting for a choice (R5e); got {action!r}")
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
    return (
        chooser,
        events,
        FrameState(
            state.breaker, shooter, state.on_table, False, False, False, False,
            state.fouls_in_row, None, None, state.reracks,
        ),
    )  # fmt: skip


def _resolve_foul_between_shots(
    state: FrameState, options: RuleOptions, action: FoulBetweenShots
) -> Resolution:
    if state.is_break:
        raise FrameNotStarted(
            "the frame starts with the break (R13): record a foul on the break as a shot; "
            f"got {action!r}"
        )
    fouler = state.to_shoot
    fouls = [Event(Code.FOUL_BETWEEN_SHOTS, "R12", fouler, detail=action.reason)]
    return _resolve_foul(state, options, fouler, fouls, frozenset(), frozenset())


def _resolve_concession(state: FrameState, action: Concession) -> Resolution:
    winner = 1 - action.player
    events = [Event(Code.FRAME_WON, "R4", winner, detail=WinReason.CONCESSION)]
    return (
        action.player,
        events,
        FrameState(
            state.breaker, state.to_shoot, state.on_table, state.is_break, state.ball_in_hand,
            False, False, state.fouls_in_row, winner, WinReason.CONCESSION, state.reracks,
        ),
    )  # fmt: skip


def _resolve_stalemate(state: FrameState) -> Resolution:
    if state.is_break:
        raise FrameNotStarted(f"nothing to re-rack before the break (R13); got {Stalemate()!r}")
    events = [Event(Code.STALEMATE, "option:stalemate", state.breaker)]
    return state.to_shoot, events, FrameState.rack(state.breaker, state.reracks + 1)
