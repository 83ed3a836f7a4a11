"""Frame and match statistics, from the rules engine's log (see the package docstring)."""

from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Protocol, assert_never

from ninescore.rules import (
    FOUL_CODES,
    AcceptPushOut,
    Code,
    Concession,
    FoulBetweenShots,
    Frame,
    Match,
    PassPushOut,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
    WinReason,
)

# -- value types ------------------------------------------------------------------------------


class BreakResult(StrEnum):
    """What the break of a frame did.  Written to CSV files: never rename one."""

    MADE = "made"  # legal, at least one ball pocketed: the breaker stays at the table (R3e)
    DRY = "dry"  # legal, nothing pocketed: the table passes (R3e)
    FOULED = "fouled"  # a foul on the break (R3a-c): ball in hand for the opponent
    GOLDEN = "golden"  # the 9 on a legal break won the frame (R3d)


class PushOutChoice(StrEnum):
    """What became of a declared push-out.  Written to CSV files: never rename one."""

    ACCEPTED = "accepted"  # the opponent shot from the position (R5e)
    PASSED = "passed"  # the opponent passed it back; the pusher shot again (R5e)
    FOULED = "fouled"  # the push-out was a foul, so there was no choice (R5c)
    PENDING = "pending"  # the choice has not been made yet


FOUL_KINDS: dict[Code, str] = {
    code: code.value.removeprefix("foul_") for code in Code if code in FOUL_CODES
}
"""Every foul code of the engine (``FOUL_CODES``) and the name it is counted under, the code
without ``foul_`` (``fouls_scratch`` is the column of ``foul_scratch``), in the order the codes
are declared in :class:`~ninescore.rules.Code`, which is the order of the columns.  A new foul
code of the engine is counted, stored in the cache and written to the CSV files from here."""

_KIND_INDEX: dict[Code, int] = {code: index for index, code in enumerate(FOUL_KINDS)}
_NO_KINDS: tuple[int, ...] = (0,) * len(FOUL_KINDS)


@dataclass(frozen=True, slots=True)
class FoulCounts:
    """One player's fouls.

    ``total`` counts fouls the way the rules do (R6: one per foul, however many reasons).
    ``kinds`` counts reasons, one count per foul code of :data:`FOUL_KINDS` in its order
    (``fouls[Code.FOUL_SCRATCH]`` reads one), so a scratch on a wrong-ball shot adds 1 to
    ``total`` and 1 to each of the wrong-ball and scratch counts: the kinds can add up to more
    than the total.
    """

    total: int = 0
    kinds: tuple[int, ...] = _NO_KINDS
    reasons: tuple[str, ...] = ()  # the operator's reasons for recorded and between-shots fouls

    def __post_init__(self) -> None:
        if len(self.kinds) != len(FOUL_KINDS):
            raise ValueError(f"{len(self.kinds)} foul counts for {len(FOUL_KINDS)} kinds")

    @classmethod
    def counting(
        cls, total: int, kinds: Mapping[Code, int] | None = None, reasons: tuple[str, ...] = ()
    ) -> FoulCounts:
        """``total`` fouls with the reasons counted in ``kinds`` (the others none).

        >>> FoulCounts.counting(1, {Code.FOUL_SCRATCH: 1})[Code.FOUL_SCRATCH]
        1
        """
        counts = list(_NO_KINDS)
        for code, count in (kinds or {}).items():
            counts[_KIND_INDEX[code]] = count
        return cls(total, tuple(counts), reasons)

    def __getitem__(self, code: Code) -> int:
        """The reasons of the foul kind ``code`` (a code of :data:`FOUL_KINDS`)."""
        return self.kinds[_KIND_INDEX[code]]

    def by_kind(self) -> dict[Code, int]:
        """Each foul kind's count, in the order of :data:`FOUL_KINDS`."""
        return dict(zip(FOUL_KINDS, self.kinds, strict=True))

    @property
    def off_table(self) -> int:
        """Cue ball or object balls off the table."""
        return self[Code.FOUL_CUE_OFF_TABLE] + self[Code.FOUL_OBJECT_OFF_TABLE]

    @property
    def shot_clock(self) -> int:
        """Time fouls (R14), which the tables and the sheet show on their own."""
        return self[Code.FOUL_SHOT_CLOCK]

    def __add__(self, other: FoulCounts) -> FoulCounts:
        return FoulCounts(
            self.total + other.total,
            tuple(map(operator.add, self.kinds, other.kinds)),
            self.reasons + other.reasons,
        )

    @classmethod
    def of_counts(cls, counts: Sequence[int], reasons: tuple[str, ...] = ()) -> FoulCounts:
        """The fouls whose :meth:`counts` are ``counts``."""
        return cls(counts[0], tuple(counts[1:]), reasons)

    def counts(self) -> tuple[int, ...]:
        """``total`` and then every kind, in the order of :data:`FOUL_KINDS` (the columns')."""
        return (self.total, *self.kinds)


@dataclass(frozen=True, slots=True)
class PushOut:
    """A declared push-out: who pushed, and what became of it."""

    player: int
    choice: PushOutChoice


@dataclass(frozen=True, slots=True)
class ShotTimes:
    """How long a player's shots took, over the shots whose time was measured (``timed``).

    ``total`` and ``longest`` are in seconds; ``average`` and ``longest`` are None when no shot
    was timed.  The time of a shot is the shot clock's count (R14): from the balls stopping to
    the stroke, pauses left out.  Shot times are kept to the tenth of a second, so sums are
    done in whole tenths (:attr:`tenths`) and ``total`` is always the exact decimal sum: the
    same however the shots are grouped (frames, matches, a statistics cache).
    """

    timed: int = 0
    total: float = 0.0
    longest: float | None = None

    @property
    def average(self) -> float | None:
        return self.total / self.timed if self.timed else None

    @property
    def tenths(self) -> int:
        """``total`` in whole tenths of a second."""
        return round(self.total * 10)

    @classmethod
    def of_tenths(cls, timed: int, tenths: int, longest_tenths: int | None) -> ShotTimes:
        """The times of ``timed`` shots that took ``tenths`` in all, the longest of them
        ``longest_tenths`` (None without a timed shot)."""
        if not timed:
            return cls()
        longest = None if longest_tenths is None else longest_tenths / 10
        return cls(timed, tenths / 10, longest)

    def __add__(self, other: ShotTimes) -> ShotTimes:
        if not other.timed:
            return self
        if not self.timed:
            return other
        longest = [value for value in (self.longest, other.longest) if value is not None]
        return ShotTimes(
            self.timed + other.timed,
            (self.tenths + other.tenths) / 10,
            max(longest) if longest else None,
        )

    def adding(self, seconds: float) -> ShotTimes:
        """These times with one more shot of ``seconds``."""
        return self + ShotTimes(1, round(seconds * 10) / 10, round(seconds * 10) / 10)


@dataclass(frozen=True, slots=True)
class PlayerFrameStats:
    """One player's numbers in one frame.

    - ``innings``: turns at the table.  An inning starts with the first shot (or foul between
      shots) a player takes after the table came to them: at the break, after the opponent's miss,
      foul or dry break, and after any push-out, whoever shoots next (R5f: a push-out ends the
      pusher's inning, so a passed push-out gives the pusher a new inning).
    - ``shots``: strokes, including the break and push-outs; fouls between shots are not shots.
    - ``balls``: balls that counted: pocketed on a legal shot or legal break, the winning 9
      included.  Balls that stay down on a foul or a push-out are not counted (R5d, R6).
    - ``push_outs``: push-outs declared, legal or not.
    - ``extensions``: extensions used (R14); time fouls are ``fouls.shot_clock``.
    - ``shot_times``: how long the shots took, where they were timed.
    """

    innings: int = 0
    shots: int = 0
    balls: int = 0
    fouls: FoulCounts = field(default_factory=FoulCounts)
    push_outs: int = 0
    extensions: int = 0
    shot_times: ShotTimes = field(default_factory=ShotTimes)


@dataclass(frozen=True, slots=True)
class FrameStats:
    """The numbers of one frame, from its log.

    When a frame was re-racked after a stalemate, counts (innings, shots, balls, fouls, push-outs)
    cover every rack, and the break fields describe the break of the last rack, the one that
    decided the frame (or is being played).
    """

    number: int  # 1 for the first frame of the match
    breaker: int
    winner: int | None  # None while the frame is being played
    win_reason: WinReason | None
    reracks: int  # stalemate re-racks before the last rack
    break_result: BreakResult | None  # None until the break has been played
    break_balls: tuple[int, ...]  # every ball that dropped on the break, counted or not
    push_outs: tuple[PushOut, ...]
    players: tuple[PlayerFrameStats, PlayerFrameStats]
    run_out: bool  # the winner potted the 9 in their first inning of the last rack
    break_and_run: bool  # a run-out by the breaker: won in the break inning (golden breaks too)
    started: datetime | None = None  # time of the first action, when times were given
    ended: datetime | None = None  # time of the last action
    combination: bool = False  # won by a legal 9 on a combination or carom (R1)
    # The breaks of the racks a stalemate ended, in order: each was a break played by the same
    # breaker (option:stalemate), so each counts under the breaker's breaks.
    rerack_breaks: tuple[BreakResult, ...] = ()

    @property
    def loser(self) -> int | None:
        return None if self.winner is None else 1 - self.winner

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def golden_break(self) -> bool:
        return self.break_result is BreakResult.GOLDEN

    @property
    def three_foul_loser(self) -> int | None:
        """The player who lost on three consecutive fouls (R12), if that is how it ended."""
        return self.loser if self.win_reason is WinReason.THREE_FOULS else None

    @property
    def conceded_by(self) -> int | None:
        """The player who conceded (or was ruled the loser), if that is how it ended."""
        return self.loser if self.win_reason is WinReason.CONCESSION else None

    @property
    def duration(self) -> timedelta | None:
        """From the first to the last action; None when no times were given."""
        if self.started is None or self.ended is None:
            return None
        return self.ended - self.started

    @property
    def innings(self) -> int:
        """Innings of both players."""
        return self.players[0].innings + self.players[1].innings


@dataclass(frozen=True, slots=True)
class PlayerMatchStats:
    """One player's numbers summed over the frames of a match."""

    frames_won: int = 0
    frames_lost: int = 0
    breaks: int = 0  # frames this player broke (the break of the last rack was played)
    made_breaks: int = 0
    dry_breaks: int = 0
    fouled_breaks: int = 0
    golden_breaks: int = 0
    break_and_runs: int = 0
    run_outs: int = 0
    three_foul_losses: int = 0
    concessions: int = 0  # frames lost by concession or a serious infraction
    innings: int = 0
    shots: int = 0
    balls: int = 0
    push_outs: int = 0
    fouls: FoulCounts = field(default_factory=FoulCounts)
    extensions: int = 0  # extensions used (R14)
    shot_times: ShotTimes = field(default_factory=ShotTimes)

    @property
    def balls_per_inning(self) -> float:
        return self.balls / self.innings if self.innings else 0.0


@dataclass(frozen=True, slots=True)
class MatchStats:
    """The numbers of a match: every frame played so far, and each player's totals."""

    frames: tuple[FrameStats, ...]  # frames with at least one action
    score: tuple[int, int]
    winner: int | None  # None while the match is being played (or was abandoned)
    race_to: tuple[int, int]
    players: tuple[PlayerMatchStats, PlayerMatchStats]
    started: datetime | None = None
    ended: datetime | None = None

    @property
    def duration(self) -> timedelta | None:
        if self.started is None or self.ended is None:
            return None
        return self.ended - self.started

    @property
    def reracks(self) -> int:
        return sum(frame.reracks for frame in self.frames)

    @property
    def frame_count(self) -> int:
        """Frames with at least one action."""
        return len(self.frames)


class MatchNumbers(Protocol):
    """A match's numbers without its frames: what a row of the matches file needs.

    :class:`MatchStats` (replayed) has them, and so has the statistics cache's row.
    """

    @property
    def race_to(self) -> tuple[int, int]: ...

    @property
    def score(self) -> tuple[int, int]: ...

    @property
    def winner(self) -> int | None: ...

    @property
    def frame_count(self) -> int: ...

    @property
    def reracks(self) -> int: ...

    @property
    def started(self) -> datetime | None: ...

    @property
    def ended(self) -> datetime | None: ...

    @property
    def duration(self) -> timedelta | None: ...

    @property
    def players(self) -> tuple[PlayerMatchStats, PlayerMatchStats]: ...


# -- one frame --------------------------------------------------------------------------------


class _PlayerTally:
    """A mutable counterpart of :class:`PlayerFrameStats`, used while replaying one log.

    Plain integers, so that counting a shot makes no objects: statistics are computed for every
    stored match when a cache fills, and must cost little beside the replay itself.
    """

    __slots__ = (
        "balls",
        "extensions",
        "foul_kinds",
        "fouls",
        "innings",
        "longest_tenths",
        "push_outs",
        "reasons",
        "shots",
        "timed",
        "timed_tenths",
    )

    def __init__(self) -> None:
        self.innings = 0
        self.shots = 0
        self.balls = 0
        self.push_outs = 0
        self.fouls = 0
        self.extensions = 0
        self.foul_kinds: list[int] | None = None  # made by the first foul's reason
        self.reasons: list[str] = []
        self.timed = 0
        self.timed_tenths = 0
        self.longest_tenths = -1

    def freeze(self) -> PlayerFrameStats:
        kinds = self.foul_kinds
        fouls = (
            FoulCounts(self.fouls, tuple(kinds or _NO_KINDS), tuple(self.reasons))
            if self.fouls or kinds
            else _NO_FOULS
        )
        times = (
            ShotTimes.of_tenths(self.timed, self.timed_tenths, self.longest_tenths)
            if self.timed
            else _NOT_TIMED
        )
        return PlayerFrameStats(
            self.innings, self.shots, self.balls, fouls, self.push_outs, self.extensions, times
        )


_NO_FOULS = FoulCounts()
_NOT_TIMED = ShotTimes()


# Looked up once: an enum member's attribute access is slow, and this loop runs per event.
_POCKETED = Code.POCKETED
_FOUL_COUNTED = Code.FOUL_COUNTED
_FRAME_WON = Code.FRAME_WON
_RUN_OUT_WINS = (WinReason.NINE_LEGAL.value, WinReason.NINE_ON_BREAK.value)


def frame_stats(
    frame: Frame,
    times: Sequence[datetime] | None = None,
    number: int = 1,
    shot_times: Sequence[float | None] | None = None,
) -> FrameStats:
    """The numbers of ``frame``; ``times`` are the moments of its actions, one per log entry,
    and ``shot_times`` the seconds each shot took (None where it was not timed).

    The frame starts on its break (R13), its first action, not when the previous one ended:
    the racking and any wait before the break are no part of it (a golden break lasts no time).

    >>> from ninescore.rules import Shot
    >>> breaks_and_fouls = [Shot(pocketed={1}), Shot(first_contact=3)]  # breaker fouls (R7)
    >>> frame = Frame.replay(0, [*breaks_and_fouls, Shot(first_contact=2, pocketed={2, 9})])
    >>> stats = frame_stats(frame)
    >>> stats.players[0].balls, stats.players[0].fouls[Code.FOUL_WRONG_BALL], stats.players[1].balls
    (1, 1, 2)
    >>> stats.winner, stats.break_result.value, stats.run_out, stats.break_and_run
    (1, 'made', True, False)
    """
    tallies = (_PlayerTally(), _PlayerTally())
    rack_innings = [0, 0]  # innings in the current rack, for run-outs
    at_table: int | None = None  # the player whose inning is going on
    reracks = 0
    break_result: BreakResult | None = None
    break_balls: tuple[int, ...] = ()
    rerack_breaks: list[BreakResult] = []
    push_outs: list[PushOut] = []
    run_out = False

    for index, entry in enumerate(frame.log):
        action = entry.action
        player = entry.player
        match action:
            case Stalemate():
                reracks += 1
                rack_innings = [0, 0]
                at_table = None
                if break_result is not None:
                    rerack_breaks.append(break_result)
                break_result = None
                break_balls = ()
                continue
            case Shot() | FoulBetweenShots() | ShotClockFoul():
                tally = tallies[player]
                if at_table != player:
                    tally.innings += 1
                    rack_innings[player] += 1
                    at_table = player
                if isinstance(action, Shot):
                    tally.shots += 1
                    seconds = shot_times[index] if shot_times and index < len(shot_times) else None
                    if seconds is not None:
                        tenths = round(seconds * 10)
                        tally.timed += 1
                        tally.timed_tenths += tenths
                        if tenths > tally.longest_tenths:
                            tally.longest_tenths = tenths
                    if entry.before.is_break:
                        break_balls = tuple(sorted(action.pocketed))
                        break_result = _break_result(
                            entry.is_foul, entry.after.win_reason, Code.BREAK_DRY in entry.codes
                        )
                    if action.push_out:
                        tally.push_outs += 1
                        push_outs.append(
                            PushOut(
                                player,
                                PushOutChoice.FOULED if entry.is_foul else PushOutChoice.PENDING,
                            )
                        )
                # R5f: a push-out ends the inning even though the pusher may shoot next (a pass)
                after = entry.after
                if after.to_shoot != player or after.push_out_pending or after.winner is not None:
                    at_table = None
            case AcceptPushOut() | PassPushOut():
                if push_outs:
                    choice = (
                        PushOutChoice.ACCEPTED
                        if isinstance(action, AcceptPushOut)
                        else PushOutChoice.PASSED
                    )
                    push_outs[-1] = PushOut(push_outs[-1].player, choice)
            case UseExtension():
                tallies[player].extensions += 1  # the same inning and shot go on
            case Concession():
                pass  # a concession's only trace is the frame won, below
            case _:
                assert_never(action)

        for code, _rule, concerned, balls, _number, detail in entry.events:
            if concerned is None:
                continue
            if code is _POCKETED:
                tallies[concerned].balls += len(balls)
            elif code is _FOUL_COUNTED:
                tallies[concerned].fouls += 1
            elif code in _KIND_INDEX:
                tally = tallies[concerned]
                if tally.foul_kinds is None:
                    tally.foul_kinds = list(_NO_KINDS)
                tally.foul_kinds[_KIND_INDEX[code]] += 1
                if detail:
                    tallies[concerned].reasons.append(detail)
            elif code is _FRAME_WON and detail in _RUN_OUT_WINS:
                run_out = rack_innings[concerned] == 1

    state = frame.state
    winner = state.winner
    started = times[0] if times else None
    ended = times[-1] if times else None
    return FrameStats(
        number=number,
        breaker=frame.breaker,
        winner=winner,
        win_reason=state.win_reason,
        combination=bool(frame.log) and frame.log[-1].won_on_combination,
        reracks=reracks,
        break_result=break_result,
        break_balls=break_balls,
        push_outs=tuple(push_outs),
        players=(tallies[0].freeze(), tallies[1].freeze()),
        run_out=run_out,
        break_and_run=run_out and winner == frame.breaker,
        started=started,
        ended=ended,
        rerack_breaks=tuple(rerack_breaks),
    )


def _break_result(is_foul: bool, win_reason: WinReason | None, dry: bool) -> BreakResult:
    if is_foul:
        return BreakResult.FOULED
    if win_reason is WinReason.NINE_ON_BREAK:
        return BreakResult.GOLDEN
    return BreakResult.DRY if dry else BreakResult.MADE


# -- one match --------------------------------------------------------------------------------


def match_stats(
    match: Match,
    times: Sequence[Sequence[datetime]] | None = None,
    shot_times: Sequence[Sequence[float | None]] | None = None,
) -> MatchStats:
    """The numbers of ``match``; ``times`` gives, per frame, the moment of each action, and
    ``shot_times``, per frame, the seconds each shot took.

    Frames without any action (the next frame, not yet broken) are left out.
    """
    frames: list[FrameStats] = []
    for index, frame in enumerate(match.frames):
        if not frame.log:
            continue
        frame_times = times[index] if times is not None and index < len(times) else None
        frame_shot_times = (
            shot_times[index] if shot_times is not None and index < len(shot_times) else None
        )
        stats = frame_stats(
            frame,
            frame_times,
            number=index + 1,
            shot_times=frame_shot_times,
        )
        frames.append(stats)
    started = next((frame.started for frame in frames if frame.started is not None), None)
    ended = next((frame.ended for frame in reversed(frames) if frame.ended is not None), None)
    return MatchStats(
        frames=tuple(frames),
        score=match.score,
        winner=match.winner,
        race_to=match.race_to,
        players=(_player_totals(frames, 0), _player_totals(frames, 1)),
        started=started,
        ended=ended,
    )


def _player_totals(frames: Iterable[FrameStats], player: int) -> PlayerMatchStats:
    # Plain integers added up frame by frame: no intermediate objects (see _PlayerTally).
    innings = shots = balls = push_outs = extensions = 0
    frames_won = frames_lost = run_outs = break_and_runs = three_foul_losses = concessions = 0
    breaks = {result: 0 for result in BreakResult}
    fouls = [0] * _FOUL_COUNTS
    reasons: list[str] = []
    timed = tenths = 0
    longest = -1
    for frame in frames:
        mine = frame.players[player]
        innings += mine.innings
        shots += mine.shots
        balls += mine.balls
        push_outs += mine.push_outs
        extensions += mine.extensions
        if mine.fouls is not _NO_FOULS:
            fouls = list(map(operator.add, fouls, mine.fouls.counts()))
            reasons.extend(mine.fouls.reasons)
        times = mine.shot_times
        if times.timed:
            timed += times.timed
            tenths += times.tenths
            if times.longest is not None:
                longest = max(longest, round(times.longest * 10))
        winner = frame.winner
        if winner is not None:
            if winner == player:
                frames_won += 1
                run_outs += frame.run_out
                break_and_runs += frame.break_and_run
            else:
                frames_lost += 1
                three_foul_losses += frame.win_reason is WinReason.THREE_FOULS
                concessions += frame.win_reason is WinReason.CONCESSION
        if frame.breaker == player:
            for rerack_break in frame.rerack_breaks:
                breaks[rerack_break] += 1
            if frame.break_result is not None:
                breaks[frame.break_result] += 1
    return PlayerMatchStats(
        frames_won=frames_won,
        frames_lost=frames_lost,
        breaks=sum(breaks.values()),
        made_breaks=breaks[BreakResult.MADE],
        dry_breaks=breaks[BreakResult.DRY],
        fouled_breaks=breaks[BreakResult.FOULED],
        golden_breaks=breaks[BreakResult.GOLDEN],
        break_and_runs=break_and_runs,
        run_outs=run_outs,
        three_foul_losses=three_foul_losses,
        concessions=concessions,
        innings=innings,
        shots=shots,
        balls=balls,
        push_outs=push_outs,
        fouls=FoulCounts.of_counts(fouls, tuple(reasons)) if any(fouls) or reasons else _NO_FOULS,
        extensions=extensions,
        shot_times=ShotTimes.of_tenths(timed, tenths, longest if timed else None),
    )


_FOUL_COUNTS = 1 + len(FOUL_KINDS)  # the total and each kind
