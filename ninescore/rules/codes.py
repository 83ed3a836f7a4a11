"""Codes that the rules engine writes into its log, and the codes of its refusals.

The engine never produces sentences: the views turn a code plus its data into words in the
user's language (``ninescore.describe``).  The rule a code cites depends on the situation (a
foul on the break cites R3 rather than the general rule), so the citation is carried by each
event and each refusal, never looked up from the code.
"""

from __future__ import annotations

from enum import StrEnum


class Code(StrEnum):
    """What happened.  The string values are stored in match files: never rename one."""

    # The break (R3)
    BREAK_LEGAL = "break_legal"  # the break met R3a
    BREAK_DRY = "break_dry"  # legal break, nothing pocketed: table passes, no ball in hand (R3e)

    # Ordinary outcomes (R1)
    POCKETED = "pocketed"  # balls pocketed on a legal shot count; shooter stays at the table
    MISS = "miss"  # legal shot, nothing pocketed: the inning ends, table as it lies
    CONTINUES = "continues"  # shooter stays at the table
    TURN_PASSED = "turn_passed"  # the opponent comes to the table

    # Fouls (one event per reason; together they count as one foul, R6)
    # Declared in the order of the statistics' columns (ninescore.stats.FOUL_KINDS).
    FOUL_WRONG_BALL = "foul_wrong_ball"  # first contact not the lowest ball (R7; R3a on the break)
    FOUL_NO_CONTACT = "foul_no_contact"  # cue ball hit nothing (R7 ruling)
    FOUL_NO_RAIL = "foul_no_rail"  # R8
    FOUL_BREAK_TOO_FEW_RAILS = (
        "foul_break_too_few_rails"  # nothing pocketed, < 4 balls to a rail (R3a)
    )
    FOUL_SCRATCH = "foul_scratch"  # cue ball pocketed (R6; R3b on the break)
    FOUL_CUE_OFF_TABLE = "foul_cue_off_table"  # cue ball left the table (R10; R3b on the break)
    FOUL_OBJECT_OFF_TABLE = "foul_object_off_table"  # object ball(s) jumped (R10; R3c on the break)
    FOUL_RECORDED = "foul_recorded"  # a foul the operator recorded with its reason (R11)
    FOUL_BETWEEN_SHOTS = "foul_between_shots"  # recorded without a shot (R12)
    FOUL_SHOT_CLOCK = "foul_shot_clock"  # the shot clock ran out, confirmed by the referee (R14)
    FOUL_COUNTED = (
        "foul_counted"  # all reasons above count as one foul; data: count in a row (R6, R12)
    )

    # Consequences
    BALLS_STAY_DOWN = "balls_stay_down"  # pocketed on a foul or push-out, not counted (R6, R5d)
    BALLS_LEAVE_PLAY = "balls_leave_play"  # jumped object balls are not spotted (R10, R3c)
    NINE_SPOTTED = "nine_spotted"  # R6, R10, R3c/d, R5d
    BALL_IN_HAND = "ball_in_hand"  # for the incoming player (R9)
    PUSH_OUT_AVAILABLE = "push_out_available"  # the next shot may be a push-out (R5a)
    PUSH_OUT = "push_out"  # a legal push-out (R5c); R7 and R8 did not apply
    PUSH_OUT_CHOICE = "push_out_choice"  # the opponent chooses to shoot or pass (R5e)
    PUSH_OUT_ACCEPTED = "push_out_accepted"  # R5e: the chooser shoots
    PUSH_OUT_PASSED = "push_out_passed"  # R5e: the pusher must shoot
    EXTENSION_USED = "extension_used"  # time added to the running shot; data: extensions left (R14)
    FOULS_RESET = "fouls_reset"  # a legal shot cleared the shooter's consecutive fouls (R12)
    WARNING_TWO_FOULS = (
        "warning_two_fouls"  # a player with two fouls in a row comes to the table (R12)
    )

    # Endings
    FRAME_WON = "frame_won"  # data: winner and WinReason
    STALEMATE = "stalemate"  # re-rack, same breaker (option)
    MATCH_WON = "match_won"

    # Refusals: why an action or a fact is not allowed now (Allowed.why_not, IllegalAction.code).
    # Never written into a log; the values only name them in logs and tests.
    MATCH_OVER = "match_over"  # the race is won (R1)
    FRAME_OVER = "frame_over"  # the frame is won (R13)
    PUSH_OUT_CHOICE_PENDING = "push_out_choice_pending"  # first shoot or pass (R5e)
    NO_PUSH_OUT_PENDING = "no_push_out_pending"  # no legal push-out waits for a choice (R5e)
    PUSH_OUT_NOT_ALLOWED = "push_out_not_allowed"  # only right after a legal break (R5a)
    PUSH_OUT_NOT_PLAYED = "push_out_not_played"  # the event plays no push-outs (option:push_out)
    NO_SHOT_CLOCK = "no_shot_clock"  # no shot clock: no extension, no time foul (R14)
    NO_EXTENSION_LEFT = "no_extension_left"  # every extension of the frame is used (R14)
    SHOT_ALREADY_EXTENDED = "shot_already_extended"  # an extension adds to a shot once (R14)
    FRAME_NOT_STARTED = "frame_not_started"  # nothing has started before the break (R13)
    RAILS_ONLY_ON_BREAK = "rails_only_on_break"  # balls to a rail count on the break (R3a)
    RAILS_DO_NOT_COUNT = "rails_do_not_count"  # a ball pocketed on the break decides it (R3a)
    NO_RAIL_ON_BREAK = "no_rail_on_break"  # on the break the rails are counted instead (R3a)
    NO_RAIL_ON_PUSH_OUT = "no_rail_on_push_out"  # R8 does not apply to a push-out (R5c)
    NO_RAIL_WHEN_POCKETED = "no_rail_when_pocketed"  # R8 judges only a shot that pockets nothing
    BALL_NOT_ON_TABLE = "ball_not_on_table"  # a shot names a ball no longer on the table
    INVALID_SHOT = "invalid_shot"  # facts that cannot all be true
    NOTHING_TO_UNDO = "nothing_to_undo"
    RULES_FIXED = "rules_fixed"  # the house rules are set before the first break (option:profile)
    NOT_AN_ACTION = "not_an_action"
    # The limits of one match (rules/limits.py): what a match file can hold.
    FRAME_TOO_LONG = "frame_too_long"  # a frame holds MAX_ACTIONS_PER_FRAME actions
    MATCH_TOO_LONG = "match_too_long"  # a match holds MAX_ACTIONS_PER_MATCH actions, or reasons
    TOO_MANY_FOUL_REASONS = "too_many_foul_reasons"  # a shot records MAX_FOUL_REASONS at most
    REASON_TOO_LONG = "reason_too_long"  # a reason is MAX_REASON_LENGTH characters at most


class WinReason(StrEnum):
    """How a frame was won.  Stored in match files: never rename one."""

    NINE_ON_BREAK = "nine_on_break"  # R3d
    NINE_LEGAL = "nine_legal"  # R1, R13 (including combinations and caroms)
    THREE_FOULS = "three_fouls"  # R12
    CONCESSION = "concession"  # R4, R13: loss declared by the operator


FOUL_CODES: frozenset[Code] = frozenset(
    {
        Code.FOUL_NO_CONTACT,
        Code.FOUL_WRONG_BALL,
        Code.FOUL_NO_RAIL,
        Code.FOUL_BREAK_TOO_FEW_RAILS,
        Code.FOUL_SCRATCH,
        Code.FOUL_CUE_OFF_TABLE,
        Code.FOUL_OBJECT_OFF_TABLE,
        Code.FOUL_RECORDED,
        Code.FOUL_BETWEEN_SHOTS,
        Code.FOUL_SHOT_CLOCK,
    }
)
"""The codes that name a reason for a foul (as opposed to its consequences)."""

REFUSAL_CODES: frozenset[Code] = frozenset(
    {
        Code.MATCH_OVER,
        Code.FRAME_OVER,
        Code.PUSH_OUT_CHOICE_PENDING,
        Code.NO_PUSH_OUT_PENDING,
        Code.PUSH_OUT_NOT_ALLOWED,
        Code.PUSH_OUT_NOT_PLAYED,
        Code.NO_SHOT_CLOCK,
        Code.NO_EXTENSION_LEFT,
        Code.SHOT_ALREADY_EXTENDED,
        Code.FRAME_NOT_STARTED,
        Code.RAILS_ONLY_ON_BREAK,
        Code.RAILS_DO_NOT_COUNT,
        Code.NO_RAIL_ON_BREAK,
        Code.NO_RAIL_ON_PUSH_OUT,
        Code.NO_RAIL_WHEN_POCKETED,
        Code.BALL_NOT_ON_TABLE,
        Code.INVALID_SHOT,
        Code.NOTHING_TO_UNDO,
        Code.RULES_FIXED,
        Code.NOT_AN_ACTION,
        Code.FRAME_TOO_LONG,
        Code.MATCH_TOO_LONG,
        Code.TOO_MANY_FOUL_REASONS,
        Code.REASON_TOO_LONG,
    }
)
"""The codes of refusals (``Allowed.why_not``, ``IllegalAction.code``): never in a log."""

LOG_CODES: frozenset[Code] = frozenset(Code) - REFUSAL_CODES
"""The codes the engine writes into its log."""
