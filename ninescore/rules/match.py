"""A match: a race to N frames, one :class:`~ninescore.rules.frame.Frame` after another.

>>> match = Match(race_to=2, first_breaker=0)
>>> _ = match.shoot(Shot(pocketed={9}))              # golden break (R3d)
>>> match.score, match.frame.breaker                  # winner breaks (the default)
((1, 0), 0)
>>> _ = match.shoot(Shot(pocketed={9}))
>>> match.is_over, match.winner
(True, 0)
>>> _ = match.undo()                                  # undo reopens the frame...
>>> match.is_over, match.score, len(match.frames)
(False, (1, 0), 2)
>>> _ = match.undo()                                  # ...and crosses frame boundaries
>>> match.score, len(match.frames)
((0, 0), 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from .actions import (
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    Shot,
    Stalemate,
)
from .codes import Code
from .errors import IllegalAction, MatchOver, NothingToUndo
from .frame import Event, Frame, LogEntry, _check_player
from .limits import (
    MAX_ACTIONS_PER_MATCH,
    MAX_RACE,
    MAX_REASONS_PER_MATCH,
    MIN_RACE,
    MatchTooLong,
)
from .options import BreakRule, RuleOptions


def _race(race_to: int | Sequence[int]) -> tuple[int, int]:
    if isinstance(race_to, int) and not isinstance(race_to, bool):
        race = (race_to, race_to)
    elif (
        isinstance(race_to, Sequence)
        and len(race_to) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in race_to)
    ):
        race = (race_to[0], race_to[1])
    else:
        raise IllegalAction(f"race_to must be a number or two numbers, got race_to={race_to!r}")
    if min(race) < MIN_RACE or max(race) > MAX_RACE:
        raise IllegalAction(
            f"each race must be {MIN_RACE}-{MAX_RACE} frames, got race_to={race_to!r}"
        )
    return race


class Match:
    """A race between players 0 and 1.

    ``race_to`` is the number of frames to win, the same for both or one per player (a handicap
    race).  The next frame starts by itself when one is won; its breaker follows ``break_rule``
    (which overrides ``options.break_rule`` when given).
    """

    __slots__ = ("_actions", "_first_breaker", "_frames", "_options", "_race", "_reasons")

    def __init__(
        self,
        race_to: int | Sequence[int] = 7,
        first_breaker: int = 0,
        break_rule: BreakRule | None = None,
        options: RuleOptions | None = None,
    ) -> None:
        options = options if options is not None else RuleOptions()
        if break_rule is not None:
            options = replace(options, break_rule=break_rule)
        self._options = options
        self._race = _race(race_to)
        self._first_breaker = _check_player(first_breaker)
        self._frames: list[Frame] = [Frame(first_breaker, options)]
        self._actions = 0
        self._reasons = 0

    # -- state -------------------------------------------------------------------------------

    @property
    def options(self) -> RuleOptions:
        return self._options

    @property
    def race_to(self) -> tuple[int, int]:
        """Frames each player needs to win the match."""
        return self._race

    @property
    def first_breaker(self) -> int:
        return self._first_breaker

    @property
    def frame(self) -> Frame:
        """The frame being played (after the match is won: the last one)."""
        return self._frames[-1]

    @property
    def frames(self) -> tuple[Frame, ...]:
        return tuple(self._frames)

    @property
    def score(self) -> tuple[int, int]:
        """Frames won by player 0 and by player 1."""
        won = [0, 0]
        for frame in self._frames:
            winner = frame.winner
            if winner is not None:
                won[winner] += 1
        return won[0], won[1]

    @property
    def winner(self) -> int | None:
        if self._frames[-1].winner is None:
            # A won frame is followed by a new one unless it won the match, so the match can
            # only be over when its last frame is: no need to count every frame on every action.
            return None
        score = self.score
        for player in (0, 1):
            if score[player] >= self._race[player]:
                return player
        return None

    @property
    def is_over(self) -> bool:
        return self._frames[-1].winner is not None

    def __repr__(self) -> str:
        return f"<Match race_to={self._race} score={self.score} frames={len(self._frames)}>"

    # -- actions ------------------------------------------------------------------------------

    def apply(self, action: Action) -> LogEntry:
        """Apply an action to the current frame; start the next frame when this one is won."""
        self._refuse_when_over(action)
        reasons = self._refuse_when_full(action)
        frame = self._frames[-1]
        entry = frame.apply(action)
        self._actions += 1
        self._reasons += reasons
        winner = frame.winner
        if winner is None:
            return entry
        match_winner = self.winner
        if match_winner is not None:
            return frame._annotate_last(self._match_won(match_winner))
        self._frames.append(Frame(self._next_breaker(frame, winner), self._options))
        return entry

    def preview(self, action: Action) -> LogEntry:
        """What :meth:`apply` would return for ``action``, without playing it; raises the same
        way.  Unlike the frame's preview it tells a frame that wins the match (``MATCH_WON``).

        >>> match = Match(race_to=1)
        >>> [event.code.name for event in match.preview(Shot(pocketed={9})).events][-2:]
        ['FRAME_WON', 'MATCH_WON']
        >>> match.score
        (0, 0)
        """
        self._refuse_when_over(action)
        self._refuse_when_full(action)
        entry = self._frames[-1].preview(action)
        winner = entry.after.winner
        if winner is None:
            return entry
        score = list(self.score)
        score[winner] += 1
        if score[winner] < self._race[winner]:
            return entry
        events = (*entry.events, self._match_won(winner))
        return LogEntry(entry.action, entry.player, events, entry.before, entry.after)

    def _refuse_when_over(self, action: Action) -> None:
        if self.is_over:
            raise MatchOver(f"the match is over (won by player {self.winner}); got {action!r}")

    def _refuse_when_full(self, action: Action) -> int:
        """The reason texts ``action`` brings; MatchTooLong when the match cannot take it."""
        reasons = _reason_count(action)
        if self._actions >= MAX_ACTIONS_PER_MATCH:
            raise MatchTooLong(
                f"a match holds at most {MAX_ACTIONS_PER_MATCH} actions; got {action!r}",
                MAX_ACTIONS_PER_MATCH,
            )
        if self._reasons + reasons > MAX_REASONS_PER_MATCH:
            raise MatchTooLong(
                f"a match holds at most {MAX_REASONS_PER_MATCH} reasons; got {action!r}",
                MAX_REASONS_PER_MATCH,
            )
        return reasons

    def _match_won(self, player: int) -> Event:
        """The event that ends the match, added to the entry of the frame that won it."""
        return Event(Code.MATCH_WON, "R1", player, number=len(self._frames))

    def shoot(self, shot: Shot) -> LogEntry:
        return self.apply(shot)

    def accept_push_out(self) -> LogEntry:
        return self.apply(AcceptPushOut())

    def pass_push_out(self) -> LogEntry:
        return self.apply(PassPushOut())

    def foul_between_shots(self, reason: str) -> LogEntry:
        return self.apply(FoulBetweenShots(reason))

    def concede(self, player: int, reason: str = "") -> LogEntry:
        return self.apply(Concession(_check_player(player), reason))  # type: ignore[arg-type]

    def stalemate(self) -> LogEntry:
        return self.apply(Stalemate())

    def undo(self) -> LogEntry:
        """Take back the last action of the match, crossing into the previous frame if needed."""
        frame = self._frames[-1]
        if not frame.log and len(self._frames) > 1:
            self._frames.pop()
            frame = self._frames[-1]
        if not frame.log:
            raise NothingToUndo("there is no action to undo in this match")
        entry = frame.undo()
        self._actions -= 1
        self._reasons -= _reason_count(entry.action)
        return entry

    @property
    def can_undo(self) -> bool:
        return any(frame.log for frame in self._frames[-2:])

    @classmethod
    def replay(
        cls,
        race_to: int | Sequence[int],
        first_breaker: int,
        actions: Iterable[Action],
        options: RuleOptions | None = None,
    ) -> Match:
        """A new match with ``actions`` applied in order, across frames."""
        match = cls(race_to, first_breaker, options=options)
        for action in actions:
            match.apply(action)
        return match

    def _next_breaker(self, frame: Frame, winner: int) -> int:
        rule = self._options.break_rule
        if rule == "winner":
            return winner
        if rule == "loser":
            return 1 - winner
        return 1 - frame.breaker


def _reason_count(action: Action) -> int:
    """How many reason texts an action carries (what :data:`MAX_REASONS_PER_MATCH` counts)."""
    if isinstance(action, Shot):
        return len(action.fouls)
    if isinstance(action, FoulBetweenShots):
        return 1
    if isinstance(action, Concession):
        return 1 if action.reason else 0
    return 0
