"""What each action means: the rules as pure functions of (state, options, action).

Each ``resolve_*`` takes the :class:`FrameState` before an action, the event's
:class:`RuleOptions` and the action, and answers with the player who acted, the events the action
caused (each citing its rule) and the state after it; :class:`~ninescore.rules.frame.Frame`
keeps the log and the stack of states around them. What refuses an action is asked of
:func:`~ninescore.rules.allowed.refusal` (through :func:`refuse`), the one place that decides it.

>>> player, events, after = resolve_shot(FrameState.rack(0), RuleOptions(), Shot(pocketed={9}))
>>> player, [event.code.value for event in events], after.winner
(0, ['break_legal', 'pocketed', 'frame_won'], 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from .actions import (
    BREAK_RAILS_NEEDED,
    AcceptPushOut,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
)
from .allowed import Permission, Refusal, refusal
from .balls import BALLS
from .codes import Code, WinReason
from .errors import ERROR_FOR_REFUSAL, BallNotOnTable, IllegalAction, InvalidShot
from .options import RuleOptions
from .state import Event, FrameState

__all__ = [
    "Resolution",
    "refuse",
    "resolve_concession",
    "resolve_extension",
    "resolve_foul_between_shots",
    "resolve_push_out_choice",
    "resolve_shot",
    "resolve_shot_clock_foul",
    "resolve_stalemate",
]

Resolution = tuple[int, Sequence[Event], FrameState]
"""What an action did: the player who acted, its events, and the state after it."""


def refuse(state: FrameState, options: RuleOptions, permission: Permission, action: object) -> None:
    """Raise the engine's error when ``permission`` is refused in ``state``."""
    why = refusal(state, options, permission)
    if why is not None:
        raise _refused(why, state, action)


def _refused(why: Refusal, state: FrameState, action: object) -> IllegalAction:
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


# The events of every ordinary shot, made once per player (an Event is an immutable tuple), and
# the others made without the NamedTuple's own __new__ (a Python function): replay makes one to
# three of them per action of every saved match.
_new_event = tuple.__new__
_CONTINUES_R1 = (Event(Code.CONTINUES, "R1", 0), Event(Code.CONTINUES, "R1", 1))
_MISS_R1 = (Event(Code.MISS, "R1", 0), Event(Code.MISS, "R1", 1))
_TURN_PASSED_R1 = (Event(Code.TURN_PASSED, "R1", 0), Event(Code.TURN_PASSED, "R1", 1))


def _per_player(code: Code, rule: str, **values: object) -> tuple[Event, Event]:
    """The event of ``code`` for player 0 and for player 1, made once."""
    return (Event(code, rule, 0, **values), Event(code, rule, 1, **values))  # type: ignore[arg-type]


_FRAME_WON_R1 = _per_player(Code.FRAME_WON, "R1", detail=WinReason.NINE_LEGAL)
_FRAME_WON_R3D = _per_player(Code.FRAME_WON, "R3d", detail=WinReason.NINE_ON_BREAK)
_BREAK_LEGAL = tuple(
    tuple(Event(Code.BREAK_LEGAL, "R3a", player, number=rails) for rails in range(10))
    for player in (0, 1)
)
"""By the breaker, then by the balls driven to a rail (0-9)."""
_BREAK_DRY = _per_player(Code.BREAK_DRY, "R3e")
_TURN_PASSED_R3E = _per_player(Code.TURN_PASSED, "R3e")
_CONTINUES_R3E = _per_player(Code.CONTINUES, "R3e")
_PUSH_OUT_AVAILABLE = _per_player(Code.PUSH_OUT_AVAILABLE, "R5a")
_FOULS_RESET = {rule: _per_player(Code.FOULS_RESET, rule) for rule in ("R5f", "R12/ruling")}
_FOUL_COUNTED = tuple(
    tuple(Event(Code.FOUL_COUNTED, "R6", player, number=count) for count in range(4))
    for player in (0, 1)
)
"""By the player, then by the fouls in a row (1-3 are used; more only without the three-foul
rule)."""
_BALL_IN_HAND = {rule: _per_player(Code.BALL_IN_HAND, rule) for rule in ("R3", "R6")}
_SCRATCH = {rule: _per_player(Code.FOUL_SCRATCH, rule) for rule in ("R3b", "R5c", "R6")}
_NO_RAIL = _per_player(Code.FOUL_NO_RAIL, "R8")
_PUSH_OUT = _per_player(Code.PUSH_OUT, "R5c")
_PUSH_OUT_CHOICE = _per_player(Code.PUSH_OUT_CHOICE, "R5e")
_POCKETED_EVENT: dict[tuple[str, int, frozenset[int]], Event] = {}
"""The POCKETED event by its rule, its player and its balls (at most 2 × 2 × 2**9 of them)."""


def _pocketed_event(rule: str, player: int, balls: frozenset[int]) -> Event:
    key = (rule, player, balls)
    event = _POCKETED_EVENT.get(key)
    if event is None:
        event = _new_event(Event, (Code.POCKETED, rule, player, tuple(sorted(balls)), 0, ""))
        _POCKETED_EVENT[key] = event
    return event


_MISSED = ((_MISS_R1[0], _TURN_PASSED_R1[1]), (_MISS_R1[1], _TURN_PASSED_R1[0]))
"""The events of a miss (or a safety) by player 0 and by player 1, when no foul count is reset
and no warning is due: most of a match's misses."""
_POCKETED: tuple[dict[frozenset[int], tuple[Event, ...]], dict[frozenset[int], tuple[Event, ...]]]
_POCKETED = ({}, {})
"""The events of an ordinary shot of each player that pockets balls other than the 9 (and
resets no foul count), by the balls: made once and shared by every entry, as the sets of balls
on the table are (:data:`_TABLES`)."""
_LOWEST: dict[frozenset[int], int] = {
    frozenset(balls): min(balls)
    for size in range(1, len(BALLS) + 1)
    for balls in combinations(sorted(BALLS), size)
}
"""The lowest ball of each set of balls that can be on the table (the 9 always is until the frame
is won): looked up in a third of the time ``min`` takes to find it, on every shot."""
_WON: tuple[dict[frozenset[int], tuple[Event, ...]], dict[frozenset[int], tuple[Event, ...]]]
_WON = ({}, {})
"""The events of an ordinary shot of each player that pockets the 9 and wins, as
:data:`_POCKETED` keeps them."""
_TABLES: dict[frozenset[int], frozenset[int]] = {}
"""The one frozenset of each set of balls left on the table after a pocket, a win or a foul
(there are 2**9 sets), shared by every state: each state a match keeps would keep a set of its
own, and every object a replay keeps alive is one more for the garbage collector to scan again
(docs/performance.md, "Rules replay")."""
_LEFT: dict[tuple[frozenset[int], frozenset[int]], frozenset[int]] = {}
"""The balls left on the table by the balls on it and the balls pocketed, once looked up: a
subtraction of two sets and a look-up of the result took twice the time of this one."""
MAX_LEFT_KEPT = 8192
"""More than real play needs (a few hundred); a position beyond it is worked out every time."""


def resolve_shot(state: FrameState, options: RuleOptions, shot: Shot) -> Resolution:
    if state.winner is not None or state.push_out_pending:  # what refuses "shoot", asked first
        refuse(state, options, "shoot", shot)
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
        refuse(state, options, "push_out", shot)
    if shot.balls_to_rail:
        refuse(state, options, "balls_to_rail", shot)
    is_break = state.is_break

    shooter = state.to_shoot
    opponent = 1 - shooter
    # Fouls are looked for only where a foul can be: most shots are none of these (the lowest
    # ball hit first, then a ball pocketed or a rail, on a shot that is no break).
    if (
        is_break
        or shot.push_out
        or first_contact != _LOWEST[on_table]
        or not (pocketed or shot.rail)
        or shot.scratch
        or shot.cue_off_table
        or shot.jumped
        or shot.fouls
    ):
        fouls = _fouls(shot, shooter, is_break, on_table)
        if fouls:
            return _resolve_foul(state, options, shooter, fouls, pocketed, shot.jumped)

    events: list[Event] = []
    n0, n1 = state.fouls_in_row
    if state.fouls_in_row[shooter]:
        # R12 ruling; R5f: a legal push-out is a legal shot too
        events.append(_FOULS_RESET["R5f" if shot.push_out else "R12/ruling"][shooter])
        fouls_in_row = (0, n1) if shooter == 0 else (n0, 0)
    else:
        fouls_in_row = state.fouls_in_row

    if shot.push_out:
        events.append(_PUSH_OUT[shooter])
        after = on_table - pocketed
        if pocketed - {9}:
            events.append(
                Event(Code.BALLS_STAY_DOWN, "R5d", shooter, tuple(sorted(pocketed - {9})))
            )
        if 9 in pocketed:
            after = after | {9}
            events.append(Event(Code.NINE_SPOTTED, "R5d/ruling", shooter, (9,)))
        events.append(_PUSH_OUT_CHOICE[opponent])
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
        events.append(_BREAK_LEGAL[shooter][shot.balls_to_rail])
    if 9 in pocketed and not (is_break and options.nine_on_break == "spotted"):
        reason = WinReason.NINE_ON_BREAK if is_break else WinReason.NINE_LEGAL
        if events:  # the break's, or a foul count reset
            events.append(_pocketed_event("R1", shooter, pocketed))
            events.append((_FRAME_WON_R3D if is_break else _FRAME_WON_R1)[shooter])
            won: Sequence[Event] = events
        else:
            won = _WON[shooter].get(pocketed) or _won(shooter, pocketed)
        cleared = on_table - pocketed
        return (
            shooter,
            won,
            state.evolve(
                to_shoot=state.to_shoot,
                on_table=_TABLES.setdefault(cleared, cleared),
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
        if is_break or events:
            shot_events: Sequence[Event] = _pocketing_events(
                events, options, shooter, pocketed, is_break
            )
        else:
            shot_events = _POCKETED[shooter].get(pocketed) or _pocketed(shooter, pocketed)
        key = (on_table, pocketed)
        left = _LEFT.get(key)
        if left is None:
            left = on_table - pocketed
            if 9 in pocketed:  # only on a break with the "spotted" option: the 9 stays
                left = left | {9}
            left = _TABLES.setdefault(left, left)  # the one set of these balls
            if len(_LEFT) < MAX_LEFT_KEPT:
                _LEFT[key] = left
        return (
            shooter,
            shot_events,
            state.evolve(
                to_shoot=state.to_shoot,
                on_table=left,
                is_break=False,
                ball_in_hand=False,
                push_out_allowed=is_break and options.push_out,
                push_out_pending=state.push_out_pending,
                fouls_in_row=fouls_in_row,
                winner=state.winner,
                win_reason=state.win_reason,
                extended=False,
                longer_limit="after_break" if is_break else None,
            ),
        )

    push_out_next = is_break and options.push_out
    if not (is_break or events or (options.three_foul_rule and fouls_in_row[opponent] == 2)):
        shot_events = _MISSED[shooter]
    else:
        if is_break:
            events.append(_BREAK_DRY[shooter])
            events.append(_TURN_PASSED_R3E[opponent])
        else:
            events.append(_MISS_R1[shooter])
            events.append(_TURN_PASSED_R1[opponent])
        if push_out_next:
            events.append(_PUSH_OUT_AVAILABLE[opponent])
        _warn_if_two_fouls(events, options, fouls_in_row, opponent)
        shot_events = events
    return (
        shooter,
        shot_events,
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
            longer_limit="after_break" if is_break else None,
        ),
    )


def _fouls(shot: Shot, shooter: int, is_break: bool, on_table: frozenset[int]) -> list[Event]:
    """The reasons ``shot`` is a foul (R3a, R6-R11), none for a legal shot."""
    pocketed = shot.pocketed
    first_contact = shot.first_contact
    fouls: list[Event] = []
    if not shot.push_out:  # R5c: on a push-out R7 and R8 do not apply
        lowest = _LOWEST[on_table]
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
            fouls.append(_NO_RAIL[shooter])
    # R6 ruling: the cue ball pocketed or off the table is a foul on any shot; R3b is the
    # break's case of it and R5c the push-out's.
    cue_ball_rule = "R3b" if is_break else "R5c" if shot.push_out else "R6"
    if shot.scratch:
        fouls.append(_SCRATCH[cue_ball_rule][shooter])
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

    return fouls


def _pocketing_events(
    events: list[Event],
    options: RuleOptions,
    shooter: int,
    pocketed: frozenset[int],
    is_break: bool,
) -> list[Event]:
    """The events of a shot that pockets balls and does not win, after ``events`` (a foul
    count reset): the break's too, which may spot the 9 (option ``nine_on_break``)."""
    counted = pocketed - {9}
    if counted:
        events.append(_pocketed_event("R3e" if is_break else "R1", shooter, counted))
    if 9 in pocketed:  # only on a break with the "spotted" option
        events.append(Event(Code.NINE_SPOTTED, "option:nine_on_break", shooter, (9,)))
    events.append((_CONTINUES_R3E if is_break else _CONTINUES_R1)[shooter])
    if is_break and options.push_out:
        events.append(_PUSH_OUT_AVAILABLE[shooter])
    return events


def _won(shooter: int, pocketed: frozenset[int]) -> tuple[Event, ...]:
    """The events of ``shooter``'s ordinary shot that wins with ``pocketed`` (the 9 in), kept."""
    made = (_pocketed_event("R1", shooter, pocketed), _FRAME_WON_R1[shooter])
    _WON[shooter][pocketed] = made
    return made


def _pocketed(shooter: int, pocketed: frozenset[int]) -> tuple[Event, ...]:
    """The events of ``shooter``'s ordinary shot that pockets ``pocketed`` (no 9), kept."""
    made = (
        _pocketed_event("R1", shooter, pocketed),
        _CONTINUES_R1[shooter],
    )
    _POCKETED[shooter][pocketed] = made
    return made


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
    after = _TABLES.setdefault(after, after)  # the one set of these balls
    count = state.fouls_in_row[fouler] + 1
    fouls_in_row = (count, state.fouls_in_row[1]) if fouler == 0 else (state.fouls_in_row[0], count)
    events.append(
        _FOUL_COUNTED[fouler][count]
        if count <= 3
        else Event(Code.FOUL_COUNTED, "R6", fouler, number=count)
    )
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
    events.append(_BALL_IN_HAND["R3" if is_break else "R6"][opponent])
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
            longer_limit="after_break" if is_break else None,
        ),
    )


def _warn_if_two_fouls(
    events: list[Event], options: RuleOptions, fouls_in_row: tuple[int, int], incoming: int
) -> None:
    """R12: the warning, given when a player with two fouls in a row comes to the table."""
    if options.three_foul_rule and fouls_in_row[incoming] == 2:
        events.append(Event(Code.WARNING_TWO_FOULS, "R12", incoming, number=2))


def resolve_push_out_choice(
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


def resolve_foul_between_shots(
    state: FrameState, options: RuleOptions, action: FoulBetweenShots
) -> Resolution:
    fouler = state.to_shoot
    fouls = [Event(Code.FOUL_BETWEEN_SHOTS, "R12", fouler, detail=action.reason)]
    return _resolve_foul(state, options, fouler, fouls, frozenset(), frozenset())


def resolve_shot_clock_foul(state: FrameState, options: RuleOptions) -> Resolution:
    fouler = state.to_shoot
    fouls = [Event(Code.FOUL_SHOT_CLOCK, "R14", fouler)]
    return _resolve_foul(state, options, fouler, fouls, frozenset(), frozenset())


def resolve_extension(state: FrameState) -> Resolution:
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


def resolve_concession(state: FrameState, action: Concession) -> Resolution:
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


def resolve_stalemate(state: FrameState, options: RuleOptions) -> Resolution:
    # A new rack: the foul counts start again, and so do the extensions, which WPA gives per
    # rack (R14: they never carry over).
    events = [Event(Code.STALEMATE, "option:stalemate", state.breaker)]
    after = FrameState.rack(state.breaker, state.reracks + 1, options.extensions_per_frame)
    return state.to_shoot, events, after
