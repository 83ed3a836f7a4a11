"""What each view of the scoring shows: plain immutable values, made by the presenter.

No Qt: strings, numbers, enums and frozensets only, so that the window's widgets, a spectator
screen and a live feed (as JSON) can show the very same values.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from ninescore.rules import BALLS, ClockPhase

from .facts import Fact
from .state import TapMode

__all__ = [
    "Badge",
    "BadgeView",
    "Banner",
    "ClockFace",
    "ClockView",
    "DiagramView",
    "ExtensionView",
    "Message",
    "MessageStyle",
    "PanelMode",
    "PlayerView",
    "Question",
    "ScoreboardView",
    "ShotPanelView",
    "TapMode",
]


class Badge(Enum):
    """A situation shown next to a player's name; the colours are fixed so they can be learnt."""

    BREAK = "break"
    BALL_IN_HAND = "ball_in_hand"
    PUSH_OUT_AVAILABLE = "push_out_available"
    PUSH_OUT_CHOICE = "push_out_choice"
    WARNING = "warning"
    WINNER = "winner"


@dataclass(frozen=True, slots=True)
class BadgeView:
    badge: Badge
    text: str


@dataclass(frozen=True, slots=True)
class PlayerView:
    name: str = ""
    frames_won: int = 0
    race_to: int = 7
    fouls_in_row: int = 0
    badges: tuple[BadgeView, ...] = ()
    detail: str = ""
    """Under the name: the race, and the fouls in a row if any."""

    @property
    def badge_kinds(self) -> frozenset[Badge]:
        return frozenset(view.badge for view in self.badges)


@dataclass(frozen=True, slots=True)
class ScoreboardView:
    """What the scoreboard shows.  ``to_shoot`` None: nobody (no match, or the match is over)."""

    players: tuple[PlayerView, PlayerView] = field(default=(PlayerView(), PlayerView()))
    to_shoot: int | None = None
    winner: int | None = None
    """The match winner, whose panel turns gold."""
    frame_number: int = 0
    caption: str = ""
    """Between the players: the frame ("Frame\\n3"), or why there is none ("Match\\nover")."""
    rules: str = ""
    """The event's rules by the profile's short name ("WPA rules"); "" with no match."""
    rules_detail: str = ""
    """Every option in force, in one line (the profile's name first): the rules' tooltip."""


def _check_balls(name: str, balls: Iterable[int]) -> None:
    wrong = sorted(ball for ball in balls if ball not in BALLS)
    if wrong:
        raise ValueError(f"DiagramView.{name}: not object balls 1-9: {wrong}")


@dataclass(frozen=True, slots=True)
class DiagramView:
    """Everything the ball diagram shows.

    ``on_table``: the balls on the table before this shot (the others are drawn as gone and
    cannot be clicked). ``first_contact``: None means "no contact". ``first_contact_is_default``:
    the program chose it (the lowest ball), not the operator, so it is drawn more quietly.
    ``interactive``: False for the read-only history replay. ``fouled``: frame the diagram in red.
    ``show_contact``: False when there is no shot to describe (no match open, the match won, a
    push-out choice pending): no ball carries the first-contact marker and the caption says
    nothing about contact, whatever ``first_contact`` holds. ``caption``: when not None, the
    caption shows exactly this (already translated) text instead of the one made from the view;
    ``""`` shows none.  ``tap_mode``: what a plain tap marks (the hint says it).
    """

    on_table: frozenset[int] = BALLS
    pocketed: frozenset[int] = frozenset()
    jumped: frozenset[int] = frozenset()
    jumped_off: frozenset[int] = frozenset()
    """Balls off the table because they jumped off it earlier in the frame (not pocketed)."""
    first_contact: int | None = None
    first_contact_is_default: bool = False
    interactive: bool = True
    fouled: bool = False
    show_contact: bool = True
    caption: str | None = None
    tap_mode: TapMode = TapMode.POCKET

    def __post_init__(self) -> None:
        for name in ("on_table", "pocketed", "jumped", "jumped_off"):
            balls = getattr(self, name)
            if not isinstance(balls, frozenset):
                balls = frozenset(balls)
                object.__setattr__(self, name, balls)
            _check_balls(name, balls)
        if self.first_contact is not None:
            _check_balls("first_contact", (self.first_contact,))


class PanelMode(Enum):
    NO_MATCH = "no_match"
    SHOT = "shot"
    PUSH_OUT_CHOICE = "push_out_choice"
    OVER = "over"
    READ_ONLY = "read_only"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class ShotPanelView:
    """Everything the shot panel shows."""

    mode: PanelMode = PanelMode.NO_MATCH
    heading: str = ""
    """Who shoots or chooses, e.g. "Petrov to shoot"."""
    marked: frozenset[Fact] = frozenset()
    """The facts marked on this shot."""
    fouls: tuple[str, ...] = ()
    hidden: frozenset[Fact] = frozenset()
    """The facts that cannot apply to this shot at all (push-out after the shot after the
    break, the rails off the break): their toggles are not shown."""
    blocked: tuple[tuple[Fact, str], ...] = ()
    """Why a fact shown cannot be marked on this shot as it is marked (disabled, and says so)."""
    can_foul_between_shots: bool = False
    preview: str = ""
    preview_is_foul: bool = False
    preview_ends_frame: bool = False
    """Committing decides the frame: the preview and the button say so."""
    preview_ends_match: bool = False
    can_commit: bool = False
    can_undo: bool = False
    can_redo: bool = False
    jump_mode: bool = False
    can_print: bool = False
    """The match-over page offers Print sheet and Export PDF."""


class MessageStyle(Enum):
    """How the message strip shows a line: its colours and its weight."""

    PROMPT = "prompt"
    NOTICE = "notice"
    WARNING = "warning"
    BANNER = "banner"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class Message:
    """A line of the message strip: what to do now, or news."""

    text: str = ""
    style: MessageStyle = MessageStyle.PROMPT


@dataclass(frozen=True, slots=True)
class Banner:
    """News shown over the prompt: a frame won, an undo, the match won.

    ``stays``: until the next news (the match won), else for a few seconds (the strip's timer);
    ``with_prompt``: the next prompt under it, so that the operator knows at once who plays next
    (news never hides what to do).
    """

    message: Message
    stays: bool = False
    with_prompt: bool = False


class ClockFace(Enum):
    """How the clock's face looks: the colours a player learns to read from across the room."""

    OFF = "off"
    """No shot is timed (the break, a frame over): quiet."""
    READY = "ready"
    RUNNING = "running"
    PAUSED = "paused"
    WARNING = "warning"
    """The warning time is reached (R14): amber, and a sound on the way in."""
    EXPIRED = "expired"
    """The time is up: red, flashing while the time-foul question waits."""
    STOPPED = "stopped"
    """The shot was taken: the time it took stays on the face, dimmed."""


@dataclass(frozen=True, slots=True)
class ExtensionView:
    """One player's extensions in this frame (R14), as the button under their side shows them."""

    name: str = ""
    left: int = 0
    per_frame: int = 0
    at_table: bool = False
    """The player is at the table: only they may take an extension now."""
    used_now: bool = False
    """An extension is at work on the shot being played (the player at the table's)."""
    text: str = ""
    """"Extension +25 s (1 left)", "✓ Extension used: +25 s", "No extension left"."""
    short_text: str = ""
    """The same in fewer words, under the player's name: "+25 s (1 left)"."""


@dataclass(frozen=True, slots=True)
class ClockView:
    """What every view of the shot clock shows (the window, the spectator screen, the feed).

    ``shown``: the event is on the clock and the match is scored here, so there is a clock to
    show; an event without one still measures shot times, unseen.  ``seconds``: the whole
    seconds on the face (None when no shot is timed, ``text`` is then a dash).  The ``can_*``
    answer which of the operator's controls apply; ``question`` is "Time foul? (R14)" while the
    time is up and the referee has a time foul to confirm, else "".
    """

    shown: bool = False
    phase: ClockPhase = ClockPhase.IDLE
    face: ClockFace = ClockFace.OFF
    text: str = "—"
    seconds: int | None = None
    limit: int | None = None
    warning: bool = False
    expired: bool = False
    extended: bool = False
    caption: str = ""
    question: str = ""
    extensions: tuple[ExtensionView, ExtensionView] = field(
        default=(ExtensionView(), ExtensionView())
    )
    to_shoot: int | None = None
    can_start: bool = False
    can_pause: bool = False
    can_reset: bool = False
    can_take_shot: bool = False
    can_extend: bool = False
    """The extension button of the player at the table takes a tap: the engine then uses one,
    or says in a sentence why not (none left, this shot already extended)."""
    can_time_foul: bool = False


@dataclass(frozen=True, slots=True)
class Question:
    """What the window asks before an action that cannot be taken back by a tap: a title, the
    consequence in words, and the words of the two buttons (going back is the default)."""

    title: str
    consequence: str
    confirm: str
    go_back: str
