"""Codes for the fouls of play that only the operator can see (R11).

The engine accepts any reason text; these codes are what the scoring window records for the
standard reasons, so that the views can show them in the reader's language.  Anything else the
operator types is stored and shown as typed.
"""

from __future__ import annotations

from enum import StrEnum


class FoulReason(StrEnum):
    """Standard foul reasons.  Stored in match files: never rename one."""

    MOVED_OBSTRUCTING_BALL = "moved_obstructing_ball"  # R11: during a jump or massé
    BALL_TOUCHED = "ball_touched"  # R11 ruling: a ball touched or moved by hand or cue
    DOUBLE_HIT = "double_hit"  # R11 ruling: double hit or push shot
    NO_FOOT_ON_FLOOR = "no_foot_on_floor"  # R11 ruling
    OTHER = "other"  # anything else, when the operator gives no text
