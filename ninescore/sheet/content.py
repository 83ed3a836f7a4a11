"""What a match sheet says, as translated text: the part of the sheet that knows about matches.

:mod:`ninescore.sheet.match_layout` only places these texts and :mod:`ninescore.sheet.render` paints
them, so the words, the numbers and the language are decided (and tested) here, once, for the
preview, the printer and the PDF alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ninescore import __version__
from ninescore.describe import (
    Heading,
    break_rule_text,
    describe_action,
    describe_entry,
    duration_text,
    heading,
    isolated,
    match_result_text,
    options_text,
    player_name,
    profile_text,
    race_text,
    shot_time_text,
    win_reason_text,
)
from ninescore.describe.dates import TimesOfDay, long_date_text, time_text
from ninescore.rules import Action, Event, Frame, Match, RuleOptions
from ninescore.stats import FrameStats, MatchStats, PlayerMatchStats, match_stats

if TYPE_CHECKING:
    from ninescore.records import MatchRecord

PLAYER_LETTERS = ("A", "B")
SHORT_ID_LENGTH = 8


@dataclass(frozen=True, slots=True)
class PlayerBox:
    letter: str
    name: str
    race: str
    score: int
    is_winner: bool


@dataclass(frozen=True, slots=True)
class FrameRow:
    """One line of the frame table, every cell already text."""

    number: str
    breaker: str
    winner: str
    how: str
    break_balls: str
    push_outs: str
    fouls: tuple[str, str]
    innings: tuple[str, str]
    duration: str
    finished: bool


@dataclass(frozen=True, slots=True)
class TotalsRow:
    letter: str
    name: str
    cells: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LogRow:
    number: str
    time: str
    action: str
    ruling: str
    shot_time: str = ""
    """How long the shot took (R14), when it was timed."""


@dataclass(frozen=True, slots=True)
class FrameLog:
    heading: str
    rows: tuple[LogRow, ...]


@dataclass(slots=True)
class SheetContent:
    """Everything one match's sheet shows, in the program's language."""

    title: str
    fields: list[tuple[str, str]]
    players: tuple[PlayerBox, PlayerBox]
    status: str  # "finished", "in_progress" or "abandoned"
    status_text: str
    frames: list[FrameRow]
    totals_headers: tuple[str, ...]
    totals: list[TotalsRow]
    signatures: tuple[str, str, str]
    continued: str
    footer: str  # with {page} and {pages} still to fill in
    frame_logs: list[FrameLog] = field(default_factory=list)
    timed: bool = False
    """The match was played on a shot clock or has shot times: the sheet has the clock's table
    and the log a column of shot times."""
    clock_title: str = ""
    """"Shot clock" for a match on the clock; "Shot times" for one without, whose shots were
    only measured: no time fouls or extensions to print (R14 did not apply)."""
    clock_headers: tuple[str, ...] = ()
    clock_totals: list[TotalsRow] = field(default_factory=list)


# --- dates, times and durations in the program's locale ---


# One formatter for every date and time of the program (describe/dates.py).
date_text = long_date_text


# --- the header ---


def rules_text(options: RuleOptions) -> str:
    """The rules in force: the profile by name, then every option and the clock's numbers."""
    return QCoreApplication.translate("Sheet", "{profile} — {options}").format(
        profile=profile_text(options.profile), options=options_text(options)
    )


def _race_text(names: Sequence[str], race: tuple[int, int]) -> str:
    if race[0] == race[1]:
        return race_text(race)
    return QCoreApplication.translate("Sheet", "{a} to {n_a}, {b} to {n_b} (handicap)").format(
        a=names[0], n_a=race[0], b=names[1], n_b=race[1]
    )


def _optional(value: object) -> str:
    if value is None:
        return "—"
    text = str(value).strip()
    return text or "—"


def _start_and_end(record: MatchRecord) -> tuple[datetime, datetime | None]:
    times = [moment for frame_times in record.action_times for moment in frame_times]
    start = times[0] if times else record.created
    if record.status == "in_progress":
        return start, None
    return start, times[-1] if times else record.updated


def _header_fields(record: MatchRecord, names: Sequence[str]) -> list[tuple[str, str]]:
    start, end = _start_and_end(record)
    times = QCoreApplication.translate("Sheet", "{start} – {end}").format(
        start=time_text(start), end=time_text(end) if end is not None else "…"
    )
    breaker = names[record.first_breaker]
    break_order = QCoreApplication.translate("Sheet", "{name} breaks first; {rule}").format(
        name=breaker, rule=break_rule_text(record.options.break_rule)
    )
    return [
        (heading(Heading.EVENT), _optional(record.event)),
        (heading(Heading.DATE), date_text(start)),
        (heading(Heading.ROUND), _optional(record.round)),
        (QCoreApplication.translate("Sheet", "Time"), times),
        (heading(Heading.TABLE), _optional(record.table)),
        (
            QCoreApplication.translate("Sheet", "Game"),
            QCoreApplication.translate("Sheet", "Nine-ball, {race}").format(
                race=_race_text(names, record.race_to)
            ),
        ),
        (QCoreApplication.translate("Sheet", "Referee"), _optional(record.referee)),
        (QCoreApplication.translate("Sheet", "Break"), break_order),
        (heading(Heading.RULES), rules_text(record.options)),
    ]


def _status_text(record: MatchRecord, names: Sequence[str], match: Match) -> str:
    score = match.score
    if record.status == "abandoned":
        return QCoreApplication.translate(
            "Sheet",
            "ABANDONED — the match was stopped before it was won; the score when it stopped "
            "was {a}–{b}. No winner.",
        ).format(a=score[0], b=score[1])
    if record.status == "in_progress" or match.winner is None:
        return QCoreApplication.translate(
            "Sheet",
            "IN PROGRESS — the match is not finished; the score so far is {a}–{b}. "
            "This is not a result.",
        ).format(a=score[0], b=score[1])
    return match_result_text(names, score, match.winner)


# --- the tables ---


def _how_text(stats: FrameStats) -> str:
    if stats.winner is None:
        return QCoreApplication.translate("Sheet", "not finished")
    how = win_reason_text(stats.win_reason, stats.combination)
    reracks = stats.reracks
    if reracks:
        how = QCoreApplication.translate(
            "Sheet", "{how} (after %n re-rack(s))", None, reracks
        ).format(how=how)
    return how


def _frame_row(stats: FrameStats, names: Sequence[str]) -> FrameRow:
    players = stats.players
    return FrameRow(
        number=str(stats.number),
        breaker=PLAYER_LETTERS[stats.breaker],
        winner=names[stats.winner] if stats.winner is not None else "—",
        how=_how_text(stats),
        break_balls=str(len(stats.break_balls)),
        push_outs=str(len(stats.push_outs)),
        fouls=(str(players[0].fouls.total), str(players[1].fouls.total)),
        innings=(str(players[0].innings), str(players[1].innings)),
        duration=duration_text(stats.duration),
        finished=stats.winner is not None,
    )


def totals_headers() -> tuple[str, ...]:
    return (
        QCoreApplication.translate("Sheet", "Player"),
        heading(Heading.FRAMES_WON),
        heading(Heading.BREAK_AND_RUNS),
        heading(Heading.GOLDEN_BREAKS),
        heading(Heading.FOULS),
        heading(Heading.THREE_FOUL_LOSSES),
    )


def clock_headers() -> tuple[str, ...]:
    """The columns of the shot clock's table: time fouls, extensions used, the average and the
    longest shot (R14)."""
    return (
        QCoreApplication.translate("Sheet", "Player"),
        heading(Heading.TIME_FOULS),
        heading(Heading.EXTENSIONS),
        heading(Heading.AVERAGE_SHOT_TIME),
        heading(Heading.LONGEST_SHOT),
    )


def shot_time_headers() -> tuple[str, ...]:
    """The columns of the shot times' table of a match without a clock: nothing of R14's."""
    return (
        QCoreApplication.translate("Sheet", "Player"),
        heading(Heading.AVERAGE_SHOT_TIME),
        heading(Heading.LONGEST_SHOT),
    )


def _player_rows(
    stats: MatchStats,
    names: Sequence[str],
    cells: Callable[[PlayerMatchStats], tuple[str, ...]],
) -> list[TotalsRow]:
    """One row per player of a totals table, its cells made by ``cells``."""
    return [
        TotalsRow(PLAYER_LETTERS[player], names[player], cells(stats.players[player]))
        for player in (0, 1)
    ]


def _totals_cells(totals: PlayerMatchStats) -> tuple[str, ...]:
    return (
        str(totals.frames_won),
        str(totals.break_and_runs),
        str(totals.golden_breaks),
        str(totals.fouls.total),
        str(totals.three_foul_losses),
    )


def _clock_cells(totals: PlayerMatchStats) -> tuple[str, ...]:
    return (str(totals.fouls.shot_clock), str(totals.extensions), *_shot_time_cells(totals))


def _shot_time_cells(totals: PlayerMatchStats) -> tuple[str, ...]:
    times = totals.shot_times
    return (shot_time_text(times.average) or "—", shot_time_text(times.longest) or "—")


# --- the detail pages ---


def _frame_logs(
    frames: Sequence[Frame],
    frame_stats: Sequence[FrameStats],
    action_times: Sequence[Sequence[datetime]],
    names: Sequence[str],
    shot_times: Sequence[Sequence[float | None]] = (),
) -> list[FrameLog]:
    logs = []
    clock = TimesOfDay()
    # A match repeats the same entries (the same shot by the same player, "Lindqvist pocketed
    # ball 5. (R1)"), and their words depend only on these keys: each is worded once per sheet.
    actions: dict[tuple[Action, int], str] = {}
    rulings: dict[tuple[tuple[Event, ...], bool], str] = {}
    for stats in frame_stats:
        index = stats.number - 1
        frame = frames[index]
        times = action_times[index] if index < len(action_times) else ()
        seconds = shot_times[index] if index < len(shot_times) else ()
        if stats.winner is None:
            outcome = QCoreApplication.translate("Sheet", "not finished")
        else:
            outcome = QCoreApplication.translate("Sheet", "{name} wins: {how}").format(
                name=names[stats.winner], how=_how_text(stats)
            )
        title = QCoreApplication.translate(
            "Sheet", "Frame {n} — {breaker} breaks — {outcome}"
        ).format(n=stats.number, breaker=names[stats.breaker], outcome=outcome)
        if stats.duration is not None:
            title += " — " + duration_text(stats.duration)
        rows = []
        for number, entry in enumerate(frame.log, start=1):
            moment = times[number - 1] if number - 1 < len(times) else None
            action_key = (entry.action, entry.player)
            action = actions.get(action_key)
            if action is None:
                action = actions[action_key] = describe_action(entry.action, entry.player, names)
            ruling_key = (entry.events, entry.won_on_combination)
            ruling = rulings.get(ruling_key)
            if ruling is None:
                ruling = rulings[ruling_key] = " ".join(describe_entry(entry, names))
            rows.append(
                LogRow(
                    number=str(number),
                    time=clock(moment) if moment is not None else "",
                    action=action,
                    ruling=ruling,
                    shot_time=shot_time_text(
                        seconds[number - 1] if number - 1 < len(seconds) else None
                    ),
                )
            )
        logs.append(FrameLog(title, tuple(rows)))
    return logs


def short_id(match_id: object) -> str:
    return str(match_id).replace("-", "")[:SHORT_ID_LENGTH]


def sheet_content(record: MatchRecord, detail: bool = False) -> SheetContent:
    """The texts of ``record``'s sheet, in the program's language."""
    match = record.match
    names = [isolated(player_name(record.players, index)) for index in (0, 1)]  # for sentences
    shot_times = record.action_shot_times
    stats = match_stats(match, record.action_times, shot_times)
    on_the_clock = record.options.shot_clock is not None
    timed = on_the_clock or any(
        seconds is not None for frame_times in shot_times for seconds in frame_times
    )
    # Frames without any action (the next one, not yet broken) have no row: nothing to sign.
    frames = [_frame_row(frame_stats, names) for frame_stats in stats.frames]
    score = match.score
    winner = match.winner if record.status == "finished" else None
    players = tuple(
        PlayerBox(
            PLAYER_LETTERS[player],
            names[player],
            race_text(record.race_to[player]),
            score[player],
            winner == player,
        )
        for player in (0, 1)
    )
    content = SheetContent(
        title=QCoreApplication.translate("Sheet", "Nine-ball match sheet"),
        fields=_header_fields(record, names),
        players=(players[0], players[1]),
        status=record.status,
        status_text=_status_text(record, names, match),
        frames=frames,
        totals_headers=totals_headers(),
        totals=_player_rows(stats, names, _totals_cells),
        signatures=(
            QCoreApplication.translate("Sheet", "Player A — {name}").format(name=names[0]),
            QCoreApplication.translate("Sheet", "Player B — {name}").format(name=names[1]),
            QCoreApplication.translate("Sheet", "Referee — {name}").format(
                name=record.referee.strip()
            )
            if record.referee.strip()
            else QCoreApplication.translate("Sheet", "Referee"),
        ),
        continued=QCoreApplication.translate(
            "Sheet", "{a} vs {b} — match sheet (continued)"
        ).format(a=names[0], b=names[1]),
        footer=QCoreApplication.translate(
            "Sheet", "match {id} · ninescore {version} · page {page} of {pages}"
        )
        .replace("{id}", short_id(record.id))
        .replace("{version}", __version__),
        timed=timed,
    )
    if on_the_clock:
        content.clock_title = QCoreApplication.translate("Sheet", "Shot clock")
        content.clock_headers = clock_headers()
        content.clock_totals = _player_rows(stats, names, _clock_cells)
    elif timed:
        content.clock_title = QCoreApplication.translate("Sheet", "Shot times")
        content.clock_headers = shot_time_headers()
        content.clock_totals = _player_rows(stats, names, _shot_time_cells)
    if detail:
        content.frame_logs = _frame_logs(
            match.frames, stats.frames, record.action_times, names, shot_times
        )
    return content
