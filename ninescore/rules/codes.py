"""Codes that the rules engine writes into its log, and the rule each one cites.

The engine never produces sentences: the views turn a code plus its data into words in the
user's language.  Each code has a default citation from RULES.md; some events cite a more specific
rule (a foul on the break cites R3 rather than the general rule), so the citation is stored on the
event, not looked up from the code.
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
    FOUL_NO_CONTACT = "foul_no_contact"  # cue ball hit nothing (R7 ruling)
    FOUL_WRONG_BALL = "foul_wrong_ball"  # first contact not the lowest ball (R7; R3a on the break)
    FOUL_NO_RAIL = "foul_no_rail"  # R8
    FOUL_BREAK_TOO_FEW_RAILS = (
        "foul_break_too_few_rails"  # nothing pocketed, < 4 balls to a rail (R3a)
    )
    FOUL_SCRATCH = "foul_scratch"  # cue ball pocketed (R6; R3b on the break)
    FOUL_CUE_OFF_TABLE = "foul_cue_off_table"  # cue ball left the table (R10; R3b on the break)
    FOUL_OBJECT_OFF_TABLE = "foul_object_off_table"  # object ball(s) jumped (R10; R3c on the break)
    FOUL_RECORDED = "foul_recorded"  # a foul the operator recorded with its reason (R11)
    FOUL_BETWEEN_SHOTS = "foul_between_shots"  # recorded without a shot (R12)
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
    FOULS_RESET = "fouls_reset"  # a legal shot cleared the shooter's consecutive fouls (R12)
    WARNING_TWO_FOULS = (
        "warning_two_fouls"  # a player with two fouls in a row comes to the table (R12)
    )

    # Endings
    FRAME_WON = "frame_won"  # data: winner and WinReason
    STALEMATE = "stalemate"  # re-rack, same breaker (option)
    MATCH_WON = "match_won"


class WinReason(StrEnum):
    """How a frame was won.  Stored in match files: never rename one."""

    NINE_ON_BREAK = "nine_on_break"  # R3d
    NINE_LEGAL = "nine_legal"  # R1, R13 (including combinations and caroms)
    THREE_FOULS = "three_fouls"  # R12
    CONCESSION = "concession"  # R4, R13: loss declared by the operator


DEFAULT_RULE: dict[Code, str] = {
    Code.BREAK_LEGAL: "R3a",
    Code.BREAK_DRY: "R3e",
    Code.POCKETED: "R1",
    Code.MISS: "R1",
    Code.CONTINUES: "R1",
    Code.TURN_PASSED: "R1",
    Code.FOUL_NO_CONTACT: "R7/ruling",
    Code.FOUL_WRONG_BALL: "R7",
    Code.FOUL_NO_RAIL: "R8",
    Code.FOUL_BREAK_TOO_FEW_RAILS: "R3a",
    Code.FOUL_SCRATCH: "R6",
    Code.FOUL_CUE_OFF_TABLE: "R10",
    Code.FOUL_OBJECT_OFF_TABLE: "R10",
    Code.FOUL_RECORDED: "R11",
    Code.FOUL_BETWEEN_SHOTS: "R12",
    Code.FOUL_COUNTED: "R6",
    Code.BALLS_STAY_DOWN: "R6",
    Code.BALLS_LEAVE_PLAY: "R10",
    Code.NINE_SPOTTED: "R6",
    Code.BALL_IN_HAND: "R9",
    Code.PUSH_OUT_AVAILABLE: "R5a",
    Code.PUSH_OUT: "R5c",
    Code.PUSH_OUT_CHOICE: "R5e",
    Code.PUSH_OUT_ACCEPTED: "R5e",
    Code.PUSH_OUT_PASSED: "R5e",
    Code.FOULS_RESET: "R12/ruling",
    Code.WARNING_TWO_FOULS: "R12",
    Code.FRAME_WON: "R13",
    Code.STALEMATE: "option:stalemate",
    Code.MATCH_WON: "R1",
}

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
    }
)
"""The codes that name a reason for a foul (as opposed to its consequences)."""
