"""The values of the rules engine: a frame's state between two actions, the events an action
causes, and the log entry that holds both.

They live apart from the frame that makes them (:mod:`.frame`) so that what reads them — what
may be done now (:mod:`.allowed`), the shot clock's limits (:mod:`.options`,
:mod:`.shot_clock`), the frame itself — imports them from here, and no module of the engine
needs another that needs it back (as python-chess keeps its ``_BoardState`` apart from the
board).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from .actions import Action, Shot
from .balls import BALLS
from .codes import FOUL_CODES, Code, WinReason

__all__ = ["Event", "FrameState", "LogEntry", "LongerLimit"]

LongerLimit = Literal["after_break", "after_push_out"]
"""Why the next shot may have a longer limit (R14): it is the first after the break, or the shot
after a push-out."""


class Event(NamedTuple):
    """One thing that happened, with the rule it comes from.

    ``player`` is the player it concerns (the one who fouled, who gets ball in hand, who won...),
    ``balls`` the balls involved, ``number`` a number (consecutive fouls, balls to a rail) and
    ``detail`` a code or an operator's text (a foul reason, or the :class:`WinReason` of a win).
    """

    code: Code
    rule: str
    player: int | None = None
    balls: tuple[int, ...] = ()
    number: int = 0
    detail: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class FrameState:
    """Everything the rules need to know about a frame between two actions.

    Made by keyword only, and each new state from the one before with :meth:`evolve`, so that a
    state says what changed and four booleans never sit side by side unnamed.

    The shot clock's part (R14) is what undo and replay must restore: each player's
    ``extensions_left`` in this frame, whether the running shot is ``extended``, and the
    ``longer_limit`` the next shot may have.  Its seconds are not rules state
    (:class:`~ninescore.rules.ShotClock` counts them).
    """

    breaker: int
    to_shoot: int
    on_table: frozenset[int]
    is_break: bool
    ball_in_hand: bool
    push_out_allowed: bool
    push_out_pending: bool
    fouls_in_row: tuple[int, int]
    winner: int | None
    win_reason: WinReason | None
    reracks: int
    extensions_left: tuple[int, int]
    extended: bool
    longer_limit: LongerLimit | None

    @classmethod
    def rack(cls, breaker: int, reracks: int = 0, extensions: int = 0) -> FrameState:
        """A full rack with ``breaker`` to break, each player with ``extensions`` (R14)."""
        # Filled in as evolve fills a state (a frame begins with one, a match with dozens).
        new: Any = _StateDraft()
        new.breaker = breaker
        new.to_shoot = breaker
        new.on_table = BALLS
        new.is_break = True
        new.ball_in_hand = False
        new.push_out_allowed = False
        new.push_out_pending = False
        new.fouls_in_row = (0, 0)
        new.winner = None
        new.win_reason = None
        new.reracks = reracks
        new.extensions_left = (extensions, extensions)
        new.extended = False
        new.longer_limit = None
        new.__class__ = cls  # frozen from here on
        return new  # type: ignore[no-any-return]

    def evolve(
        self,
        *,
        to_shoot: int,
        on_table: frozenset[int],
        is_break: bool,
        ball_in_hand: bool,
        push_out_allowed: bool,
        push_out_pending: bool,
        fouls_in_row: tuple[int, int],
        winner: int | None,
        win_reason: WinReason | None,
        extended: bool,
        longer_limit: LongerLimit | None,
    ) -> FrameState:
        """The state after an action that changed any of these (the rack's breaker, its
        re-racks and the extensions left stay): :func:`dataclasses.replace` without its cost.

        Written out by hand, because replay builds one state per action of every saved match
        and ``replace`` checked and copied every field through the generated constructor: it
        was a third of the replay (docs/performance.md, "Rules engine").

        >>> state = FrameState.rack(0)
        >>> after = state.evolve(to_shoot=1, on_table=state.on_table, is_break=False,
        ...     ball_in_hand=False, push_out_allowed=True, push_out_pending=False,
        ...     fouls_in_row=(0, 0), winner=None, win_reason=None, extended=False,
        ...     longer_limit="after_break")
        >>> from dataclasses import replace
        >>> after == replace(state, to_shoot=1, is_break=False, push_out_allowed=True,
        ...     longer_limit="after_break")
        True
        """
        new: Any = _StateDraft()
        new.breaker = self.breaker
        new.to_shoot = to_shoot
        new.on_table = on_table
        new.is_break = is_break
        new.ball_in_hand = ball_in_hand
        new.push_out_allowed = push_out_allowed
        new.push_out_pending = push_out_pending
        new.fouls_in_row = fouls_in_row
        new.winner = winner
        new.win_reason = win_reason
        new.reracks = self.reracks
        new.extensions_left = self.extensions_left
        new.extended = extended
        new.longer_limit = longer_limit
        new.__class__ = FrameState  # frozen from here on
        return new  # type: ignore[no-any-return]


class _StateDraft:
    """A :class:`FrameState` being filled in: the same slots, writable, until
    :meth:`~FrameState.evolve` gives it FrameState's class, and with it the frozen
    ``__setattr__``; no one else ever sees it.

    A frozen dataclass refuses ``self.x = ...``, so a state was filled through each slot's own
    setter (``FrameState.x.__set__``), a call of its own per field: 0.8 µs of the 1.1 µs of
    every state.  A store to a writable slot is the interpreter's cheapest, and one change of
    class makes the state frozen.  CPython allows the change only between classes of the same
    slots in the same order (it raises TypeError otherwise), and a test holds the two lists equal.
    """

    __slots__ = FrameState.__slots__


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action, who took it, the events it caused, and the state before and after it."""

    action: Action
    player: int
    events: tuple[Event, ...]
    before: FrameState
    after: FrameState

    @classmethod
    def of(
        cls,
        action: Action,
        player: int,
        events: tuple[Event, ...],
        before: FrameState,
        after: FrameState,
    ) -> LogEntry:
        """The entry of one action, made as :meth:`FrameState.evolve` makes a state (the frame
        makes one per action)."""
        entry: Any = _EntryDraft()
        entry.action = action
        entry.player = player
        entry.events = events
        entry.before = before
        entry.after = after
        entry.__class__ = LogEntry  # frozen from here on
        return entry  # type: ignore[no-any-return]

    @property
    def codes(self) -> tuple[Code, ...]:
        """The event codes, in order."""
        return tuple(event.code for event in self.events)

    @property
    def is_foul(self) -> bool:
        """The action was a foul (R6): however many reasons, it counts once."""
        return any(event.code is Code.FOUL_COUNTED for event in self.events)

    @property
    def foul_events(self) -> tuple[Event, ...]:
        """The reasons for the foul, if any, each with its rule."""
        return tuple(event for event in self.events if event.code in FOUL_CODES)

    def find(self, code: Code) -> Event | None:
        """The first event with ``code``, or ``None``."""
        for event in self.events:
            if event.code is code:
                return event
        return None

    @property
    def won_on_combination(self) -> bool:
        """This entry won the frame with a legal 9 on a shot that hit another ball first: a
        combination or a carom, both legal (R1).  A fact of the shot, told the same way by the
        banner, the log, the preview, the history and the sheet."""
        won = self.find(Code.FRAME_WON)
        action = self.action
        return (
            won is not None
            and won.detail == WinReason.NINE_LEGAL.value
            and isinstance(action, Shot)
            and action.first_contact not in (None, 9)
        )


class _EntryDraft:
    """A :class:`LogEntry` being filled in by :meth:`LogEntry.of`, as :class:`_StateDraft` is."""

    __slots__ = LogEntry.__slots__
