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

The match keeps its own events (the match won) apart from the frames' logs, so a frame replayed
on its own logs exactly what it logged in the match; :meth:`Match.log_of` gives a frame's entries
with the match's events added where they belong.
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
    ShotClockFoul,
    Stalemate,
    UseExtension,
)
from .allowed import MATCH_OVER, Allowed
from .codes import Code
from .errors import ConfigurationError, MatchOver, NothingToUndo, RulesFixed
from .frame import Frame, _check_player, check_breaker, unknown_action
from .limits import (
    MAX_ACTIONS_PER_MATCH,
    MAX_RACE,
    MAX_REASONS_PER_MATCH,
    MIN_RACE,
    MatchTooLong,
)
from .options import BreakRule, RuleOptions
from .state import Event, LogEntry


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
        raise ConfigurationError(
            f"race_to must be a number or two numbers, got race_to={race_to!r}", setting="race_to"
        )
    if min(race) < MIN_RACE or max(race) > MAX_RACE:
        raise ConfigurationError(
            f"each race must be {MIN_RACE}-{MAX_RACE} frames, got race_to={race_to!r}",
            setting="race_to",
        )
    return race


class Match:
    """A race between players 0 and 1.

    ``race_to`` is the number of frames to win, the same for both or one per player (a handicap
    race).  The next frame starts by itself when one is won; its breaker follows ``break_rule``
    (which overrides ``options.break_rule`` when given).
    """

    __slots__ = (
        "_actions",
        "_events",
        "_first_breaker",
        "_frames",
        "_options",
        "_race",
        "_reasons",
    )

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
        self._first_breaker = check_breaker(first_breaker, "first_breaker")
        self._frames: list[Frame] = [Frame(first_breaker, options)]
        self._actions = 0
        self._events: dict[int, tuple[Event, ...]] = {}
        """The match's own events (the match won), by the index of the action they follow."""
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

    @property
    def rules_fixed(self) -> bool:
        """Whether the event's rules can no longer change: the house rules and the shot clock
        are set before the first break (RULES.md, house rules), so the first action fixes them.
        Undone back to no action, the match is again as it was made."""
        return self._actions > 0

    def with_options(self, options: RuleOptions) -> Match:
        """This match, not yet begun, under other rules (the same race and first breaker).

        >>> from ninescore.rules import PROFILES
        >>> match = Match(race_to=(5, 4), first_breaker=1)
        >>> other = match.with_options(PROFILES["wpa"])
        >>> other.options.profile, other.race_to, other.first_breaker
        ('wpa', (5, 4), 1)
        >>> _ = other.shoot(Shot(balls_to_rail=4))
        >>> other.with_options(PROFILES["seed"])
        Traceback (most recent call last):
        ...
        ninescore.rules.errors.RulesFixed: the rules are set before the first break \
(option:profile); this match has 1 action
        """
        if self._actions:
            noun = "action" if self._actions == 1 else "actions"
            raise RulesFixed(
                "the rules are set before the first break (option:profile); "
                f"this match has {self._actions} {noun}",
                rule="option:profile",
            )
        return Match(self._race, self._first_breaker, options=options)

    def allowed(self) -> Allowed:
        """What may be done now: the frame's answer, or nothing once the match is won (R1)."""
        if self.is_over:
            return Allowed.nothing(MATCH_OVER)
        return self._frames[-1].allowed()

    def log_of(self, index: int) -> tuple[LogEntry, ...]:
        """The entries of frame ``index`` (0 for the first), with the match's own events added
        to the entry they followed (the match won, on the last entry of the deciding frame)."""
        entries = self._frames[index].log
        if not self._events:
            return entries
        first = sum(len(frame.log) for frame in self._frames[:index])
        return tuple(
            _with_events(entry, self._events.get(first + position, ()))
            for position, entry in enumerate(entries)
        )

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Every entry of the match, frame after frame, with the match's own events."""
        return tuple(entry for index in range(len(self._frames)) for entry in self.log_of(index))

    @property
    def last_entry(self) -> LogEntry | None:
        """The entry of the last action (with the match's events), or None before any."""
        for index in range(len(self._frames) - 1, max(-1, len(self._frames) - 3), -1):
            if self._frames[index].log:
                return _with_events(
                    self._frames[index].log[-1], self._events.get(self._actions - 1, ())
                )
        return None

    def __repr__(self) -> str:
        return f"<Match race_to={self._race} score={self.score} frames={len(self._frames)}>"

    # -- actions ------------------------------------------------------------------------------

    def apply(self, action: Action) -> LogEntry:
        """Apply an action to the current frame; start the next frame when this one is won."""
        frame = self._frames[-1]
        if frame.winner is not None:  # the last frame is won only when it won the match
            self._refuse_when_over(action)
        # A shot without reasons is most actions: its limits are counted without a dispatch.
        if type(action) is Shot and not action.fouls and self._actions < MAX_ACTIONS_PER_MATCH:
            reasons = 0
        else:
            reasons = self._refuse_when_full(action)
        entry = frame.apply(action)
        self._actions += 1
        self._reasons += reasons
        winner = entry.after.winner  # the frame's state now
        if winner is None:
            return entry
        return self._frame_won(frame, winner, entry)

    def _frame_won(self, frame: Frame, winner: int, entry: LogEntry) -> LogEntry:
        """After ``entry`` won ``frame`` for ``winner``: the match won, or the next frame begun."""
        match_winner = self.winner
        if match_winner is not None:
            events = (self._match_won(match_winner),)
            self._events[self._actions - 1] = events
            return _with_events(entry, events)
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
        return _with_events(entry, (self._match_won(winner),))

    def _refuse_when_over(self, action: Action) -> None:
        if self.is_over:
            raise MatchOver(
                f"the match is over (won by player {self.winner}); got {action!r}",
                rule=MATCH_OVER.rule,
            )

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
        """The event that ends the match, kept by the match beside the entry that won it."""
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

    def use_extension(self) -> LogEntry:
        """An extension for the player at the table in the current frame (R14); refused as the
        frame refuses it, and with :class:`MatchOver` once the match is won."""
        return self.apply(UseExtension())

    def shot_clock_foul(self) -> LogEntry:
        """A time foul by the player at the table in the current frame (R14)."""
        return self.apply(ShotClockFoul())

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
        return _with_events(entry, self._events.pop(self._actions, ()))

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
        frames = match._frames
        frame = frames[-1]
        playing = True  # the last frame is not won: the match goes on
        for action in actions:
            # What apply does for a shot without reasons while the match goes on (most of a
            # match), without its checks of the match: the frame's log and state are the same,
            # as a test holds them to apply's on every action.
            if (
                playing
                and type(action) is Shot
                and not action.fouls
                and match._actions < MAX_ACTIONS_PER_MATCH
            ):
                entry = frame.apply(action)
                match._actions += 1
                winner = entry.after.winner
                if winner is None:
                    continue
                match._frame_won(frame, winner, entry)
            else:
                match.apply(action)
            frame = frames[-1]
            playing = frame.winner is None
        return match

    def _next_breaker(self, frame: Frame, winner: int) -> int:
        rule = self._options.break_rule
        if rule == "winner":
            return winner
        if rule == "loser":
            return 1 - winner
        return 1 - frame.breaker


def _with_events(entry: LogEntry, events: tuple[Event, ...]) -> LogEntry:
    """``entry`` with the match-level ``events`` after its own."""
    if not events:
        return entry
    return LogEntry(entry.action, entry.player, (*entry.events, *events), entry.before, entry.after)


def _reason_count(action: Action) -> int:
    """How many reason texts an action carries (what :data:`MAX_REASONS_PER_MATCH` counts)."""
    match action:
        case Shot():
            return len(action.fouls)
        case FoulBetweenShots():
            return 1
        case Concession():
            return 1 if action.reason else 0
        case AcceptPushOut() | PassPushOut() | Stalemate() | UseExtension() | ShotClockFoul():
            return 0
        case _:
            unknown_action(action)
