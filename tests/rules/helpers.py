"""Shared shots and helpers for the rules tests: set-ups read like the scenario they build."""

from __future__ import annotations

from ninescore.rules import Code, Event, Frame, LogEntry, Match, Shot

# A legal break that pockets nothing: four balls to a rail (R3a), the table passes (R3e).
DRY_BREAK = Shot(balls_to_rail=4)


def cited(entry: LogEntry) -> list[tuple[Code, str]]:
    """The entry's events as (code, rule) pairs, in order."""
    return [(event.code, event.rule) for event in entry.events]


def event(entry: LogEntry, code: Code) -> Event:
    """The entry's first event with ``code``; fails the test when there is none."""
    found = entry.find(code)
    assert found is not None, f"no {code} in {cited(entry)}"
    return found


def break_pocketing(*balls: int) -> Shot:
    """A legal break (hits the 1) that pockets ``balls``."""
    return Shot(first_contact=1, pocketed=set(balls))


def miss(frame: Frame) -> Shot:
    """A legal shot at the lowest ball that pockets nothing."""
    return Shot(first_contact=frame.lowest)


def pot(frame: Frame, *balls: int) -> Shot:
    """A legal shot at the lowest ball that pockets ``balls``."""
    return Shot(first_contact=frame.lowest, pocketed=set(balls))


def wrong_ball(frame: Frame) -> Shot:
    """A foul (R7): the cue ball hits the highest ball on the table first, nothing pocketed."""
    return Shot(first_contact=max(frame.on_table))


def after_dry_break(breaker: int = 0) -> Frame:
    """Player ``1 - breaker`` at the table after a dry legal break, push-out allowed."""
    frame = Frame(breaker=breaker)
    frame.shoot(DRY_BREAK)
    return frame


def after_pocketing_break(breaker: int = 0) -> Frame:
    """The breaker still at the table after a legal break that pocketed the 2."""
    frame = Frame(breaker=breaker)
    frame.shoot(break_pocketing(2))
    return frame


def in_play(breaker: int = 0) -> Frame:
    """A frame past the push-out shot: player ``1 - breaker`` at the table, all balls but the 2."""
    frame = after_pocketing_break(breaker)
    frame.shoot(miss(frame))
    return frame


def snapshot(frame: Frame) -> tuple[object, ...]:
    """Everything an action could change, to compare before and after."""
    return (frame.state, frame.log, frame.actions)


def match_snapshot(match: Match) -> tuple[object, ...]:
    return (match.score, match.winner, tuple(snapshot(frame) for frame in match.frames))
