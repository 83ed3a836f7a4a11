"""The words every view shares: citations, balls, names, results, durations, statuses, headings.

One function per word, so that the scoring window, the history, the sheet and the command line
cannot word the same thing two ways (a frame of 38.6 s reads 0:39 everywhere).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import timedelta
from enum import Enum

from PySide6.QtCore import QLocale

from ninescore.rules import WinReason
from ninescore.rules.reasons import FoulReason

from ._translation import _tr, _tr_marked


def cite(rule: str) -> str:
    """A rule citation as the reader sees it: ``R7``, ``R5d, ruling``, ``option:stalemate``.

    A house rule is cited by its option's name, as RULES.md names it (``option:NAME``): the
    reader finds it there, and two house rules never read alike."""
    name = rule.removeprefix("option:")
    if name != rule:
        return _tr("Log", "option:{name}").format(name=name)
    number, _, ruling = rule.partition("/")
    shown = _tr("Log", "R{number}").format(number=number.removeprefix("R"))
    if ruling:
        shown = _tr("Log", "{rule}, ruling").format(rule=shown)
    return shown


def balls_text(balls: Iterable[int]) -> str:
    """``3``, ``3 and 5``, ``2, 3 and 5``."""
    numbers = [str(ball) for ball in sorted(balls)]
    if len(numbers) <= 1:
        return "".join(numbers)
    return _tr("Log", "{first} and {last}").format(first=", ".join(numbers[:-1]), last=numbers[-1])


def ball_list_text(balls: Iterable[int]) -> str:
    """``2, 3, 5`` for a list of balls on the table, or ``none``."""
    numbers = ", ".join(str(ball) for ball in sorted(balls))
    return numbers or _tr("Words", "none")


def foul_reason_text(reason: str) -> str:
    """A standard foul reason in words; any other text as the operator typed it."""
    texts = {
        FoulReason.MOVED_OBSTRUCTING_BALL: _tr(
            "Log", "moved an obstructing ball on a jump or massé"
        ),
        FoulReason.BALL_TOUCHED: _tr("Log", "ball touched"),
        FoulReason.DOUBLE_HIT: _tr("Log", "double hit or push shot"),
        FoulReason.NO_FOOT_ON_FLOOR: _tr("Log", "no foot on the floor"),
        FoulReason.OTHER: _tr("Log", "other foul"),
    }
    try:
        return texts[FoulReason(reason)]
    except ValueError:
        return reason


def win_reason_text(reason: WinReason | str | None, combination: bool = False) -> str:
    """How a frame was won, in a few words: the one wording of the banner, the log, the
    preview, the history's "How won", the replay and the sheet.  ``combination``: the legal 9
    came on a shot that hit another ball first (``LogEntry.won_on_combination``)."""
    if reason is None:
        return ""
    reason = WinReason(reason)
    if reason is WinReason.NINE_LEGAL and combination:
        return _tr("Log", "the 9 on a combination or carom")
    texts = {
        WinReason.NINE_ON_BREAK: _tr("Log", "the 9 on the break"),
        WinReason.NINE_LEGAL: _tr("Log", "the 9 on a legal shot"),
        WinReason.THREE_FOULS: _tr("Log", "three fouls"),
        WinReason.CONCESSION: _tr("Log", "concession"),
    }
    return texts[reason]


def player_name(names: Sequence[str], player: int | None) -> str:
    """The player's name, or "Player 1" / "Player 2" where there is none ("" for nobody)."""
    if player is None:
        return ""
    if 0 <= player < len(names) and names[player].strip():
        return names[player]
    return _tr("Words", "Player {n}").format(n=player + 1)


def frame_text(number: int) -> str:
    """A frame by its number: ``Frame 3`` (the log's heading, the live views' caption)."""
    return _tr("Words", "Frame {number}").format(number=number)


def pairing_text(names: Sequence[str]) -> str:
    """Who plays whom: ``Ivanov – Petrov``."""
    return _tr("Words", "{a} – {b}").format(a=player_name(names, 0), b=player_name(names, 1))


def match_result_text(names: Sequence[str], score: tuple[int, int], winner: int) -> str:
    """The match won, the winner's frames first: ``Ivanov wins the match 7–4.``"""
    return _tr("Words", "{name} wins the match {won}–{lost}.").format(
        name=player_name(names, winner), won=score[winner], lost=score[1 - winner]
    )


def winner_text(name: str) -> str:
    """``Winner: Ivanov``."""
    return _tr("Words", "Winner: {name}").format(name=name)


def score_text(score: tuple[int, int]) -> str:
    """``5–3``."""
    return _tr("Words", "{a}–{b}").format(a=score[0], b=score[1])


def race_text(race_to: tuple[int, int] | int) -> str:
    """``race to 7``, or ``race to 7/5`` for a handicap race."""
    race = (race_to, race_to) if isinstance(race_to, int) else race_to
    if race[0] == race[1]:
        return _tr("Words", "race to {n}").format(n=race[0])
    return _tr("Words", "race to {a}/{b}").format(a=race[0], b=race[1])


def duration_text(duration: timedelta | float | None) -> str:
    """``4:07`` or ``1:02:07``, to the nearest second (halves up); empty when unknown."""
    if duration is None:
        return ""
    total = duration.total_seconds() if isinstance(duration, timedelta) else float(duration)
    seconds = max(0, int(total + 0.5))
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    return f"{minutes}:{seconds:02d}"


def shot_time_text(seconds: float | None) -> str:
    """How long a shot took: ``12.3 s`` (the locale's decimal sign); empty when not measured."""
    if seconds is None:
        return ""
    return _tr("Words", "{seconds} s").format(seconds=QLocale().toString(float(seconds), "f", 1))


def ratio_text(value: float) -> str:
    """A ratio such as balls per inning, ``2.25`` (two decimals, the locale's decimal sign, as
    every other number the reader sees: ``2,25`` in Russian)."""
    return QLocale().toString(float(value), "f", 2)


def percent_text(value: float) -> str:
    """A percentage, ``12.5 %`` (one decimal, the locale's decimal sign)."""
    return _tr("Words", "{value} %").format(value=QLocale().toString(float(value), "f", 1))


def status_text(status: str) -> str:
    """A match's status in words: ``in progress``, ``finished``, ``abandoned``."""
    texts = {
        "in_progress": _tr("Words", "in progress"),
        "finished": _tr("Words", "finished"),
        "abandoned": _tr("Words", "abandoned"),
    }
    return texts.get(str(status), str(status))


def rows_written_text(rows: int, file: object) -> str:
    """What an export says when it is done."""
    return _tr("Words", "Wrote %n row(s) to {file}.", None, rows).format(file=file)


class Heading(Enum):
    """Column and row headings that the history, the sheet and the command line share."""

    DATE = "date"
    EVENT = "event"
    ROUND = "round"
    TABLE = "table"
    PLAYERS = "players"
    SCORE = "score"
    STATUS = "status"
    FRAMES = "frames"
    BREAKER = "breaker"
    WINNER = "winner"
    HOW_WON = "how_won"
    SHOTS = "shots"
    FOULS = "fouls"
    DURATION = "duration"
    FRAMES_WON = "frames_won"
    INNINGS = "innings"
    BALLS_POCKETED = "balls_pocketed"
    BALLS_PER_INNING = "balls_per_inning"
    BREAKS = "breaks"
    GOLDEN_BREAKS = "golden_breaks"
    BREAK_AND_RUNS = "break_and_runs"
    RUN_OUTS = "run_outs"
    PUSH_OUTS = "push_outs"
    THREE_FOUL_LOSSES = "three_foul_losses"
    TIME_FOULS = "time_fouls"
    EXTENSIONS = "extensions"
    SHOT_TIME = "shot_time"
    AVERAGE_SHOT_TIME = "average_shot_time"
    LONGEST_SHOT = "longest_shot"
    RULES = "rules"


_HEADINGS: dict[Heading, Callable[[], str]] = {
    Heading.DATE: lambda: _tr("Words", "Date"),
    Heading.EVENT: lambda: _tr("Words", "Event"),
    Heading.ROUND: lambda: _tr("Words", "Round"),
    Heading.TABLE: lambda: _tr("Words", "Table"),
    Heading.PLAYERS: lambda: _tr("Words", "Players"),
    Heading.SCORE: lambda: _tr("Words", "Score"),
    Heading.STATUS: lambda: _tr("Words", "Status"),
    Heading.FRAMES: lambda: _tr("Words", "Frames"),
    Heading.BREAKER: lambda: _tr("Words", "Breaker"),
    Heading.WINNER: lambda: _tr("Words", "Winner"),
    Heading.HOW_WON: lambda: _tr("Words", "How won"),
    Heading.SHOTS: lambda: _tr("Words", "Shots"),
    Heading.FOULS: lambda: _tr("Words", "Fouls"),
    Heading.DURATION: lambda: _tr("Words", "Duration"),
    Heading.FRAMES_WON: lambda: _tr("Words", "Frames won"),
    Heading.INNINGS: lambda: _tr("Words", "Innings"),
    Heading.BALLS_POCKETED: lambda: _tr("Words", "Balls pocketed"),
    Heading.BALLS_PER_INNING: lambda: _tr("Words", "Balls per inning"),
    Heading.BREAKS: lambda: _tr("Words", "Breaks"),
    Heading.GOLDEN_BREAKS: lambda: _tr("Words", "Golden breaks"),
    Heading.BREAK_AND_RUNS: lambda: _tr("Words", "Break-and-runs"),
    Heading.RUN_OUTS: lambda: _tr("Words", "Run-outs"),
    Heading.PUSH_OUTS: lambda: _tr("Words", "Push-outs"),
    Heading.THREE_FOUL_LOSSES: lambda: _tr("Words", "Three-foul losses"),
    Heading.TIME_FOULS: lambda: _tr("Words", "Time fouls"),
    Heading.EXTENSIONS: lambda: _tr("Words", "Extensions"),
    Heading.SHOT_TIME: lambda: _tr("Words", "Shot time"),
    Heading.AVERAGE_SHOT_TIME: lambda: _tr("Words", "Average shot"),
    Heading.LONGEST_SHOT: lambda: _tr("Words", "Longest shot"),
    Heading.RULES: lambda: _tr("Words", "Rules"),
}
"""Each heading's words, made when asked for (in the language then in force): one lookup a
heading, not all of them."""


def heading(which: Heading, narrow: bool = False) -> str:
    """The heading in words; ``narrow``: for a narrow printed column, where a language may
    abbreviate it."""
    if narrow and which is Heading.BREAKER:
        return _tr("Words", "Breaker", "a narrow column of the match sheet")
    if narrow and which is Heading.DURATION:
        return _tr("Words", "Duration", "a narrow column of the match sheet")
    return _HEADINGS[which]()


def key_words(marked: str) -> str:
    """A text of the key map (keys or what they do), in the program's language."""
    return _tr_marked("Keys", marked)
