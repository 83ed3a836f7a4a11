"""What a command of the scoring window is: :class:`Command`, when it applies (:class:`When`,
:func:`applies`), its menu (:class:`Menu`), and what it acts on (the :class:`Operator`, the
window, and the controller's :class:`ScoringSlots`).  The commands themselves are the key map's
(:mod:`.keys`)."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Literal, NamedTuple, Protocol, TypeAlias

from ninescore.rules.citations import Topic

from .facts import Fact
from .help_rows import HelpRow

if TYPE_CHECKING:
    from ninescore.rules import Permission

    from .state import ScoringState


class When(Enum):
    """When a command can be used (the presenter answers it for a state)."""

    ALWAYS = "always"
    MATCH_OPEN = "match_open"
    """A match is shown, scored here or read-only."""
    SCORING = "scoring"
    """A shot can be entered: a match is open, scored here and not over."""
    UNDO = "undo"
    REDO = "redo"
    STALEMATE = "stalemate"
    """The rules allow a stalemate now (not before the break)."""
    CLOCK = "clock"
    """A shot can be entered and the event is on the shot clock (R14)."""
    TIME_FOUL = "time_foul"
    """The rules allow a time foul now (on the clock, after the break, R14)."""
    ABANDONED = "abandoned"
    """The match shown is abandoned: it can be taken up again."""
    BEFORE_BREAK = "before_break"
    """The match is scored here and nothing is played yet: its rules can still change."""


class Menu(Enum):
    """The menus of the window's menu bar, in its order (``END_FRAME`` is Match's submenu)."""

    MATCH = "match"
    END_FRAME = "end_frame"
    EDIT = "edit"
    CLOCK = "clock"
    VIEW = "view"
    HELP = "help"


class ScoringSlots(Protocol):
    """The controller's slots the commands call directly."""

    def undo(self) -> object: ...
    def redo(self) -> object: ...
    def set_first_contact(self, ball: int | None) -> None: ...
    def toggle_fact(self, name: Fact) -> None: ...
    def toggle_clock(self) -> None: ...
    def reset_clock(self) -> None: ...
    def shot_taken(self) -> None: ...
    def use_extension(self) -> object: ...


class Operator(Protocol):
    """What the commands do: the scoring window's operations (the key map names them, the
    window has them; mypy holds the two together)."""

    @property
    def controller(self) -> ScoringSlots: ...
    def new_match(self) -> None: ...
    def resume_match(self) -> None: ...
    def change_rules(self) -> None: ...
    def print_sheet(self) -> None: ...
    def export_pdf(self) -> None: ...
    def show_history(self) -> None: ...
    def concede(self, player: int) -> None: ...
    def stalemate(self) -> None: ...
    def abandon(self) -> None: ...
    def take_up(self) -> None: ...
    def close(self) -> bool: ...
    def escape(self) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def zoom(self, step: int) -> None: ...
    def show_shortcuts(self) -> None: ...
    def show_rules(self) -> None: ...
    def show_about(self) -> None: ...
    def digit(self, ball: int) -> None: ...
    def first_contact_prefix(self) -> None: ...
    def jumped_prefix(self) -> None: ...
    def open_foul_menu(self) -> None: ...
    def commit_key(self) -> None: ...
    def accept_push_out(self) -> None: ...
    def pass_push_out(self) -> None: ...
    def time_foul(self) -> None: ...


# A string, so that the engine's Permission is not loaded with the key map (the first paint's).
Explained: TypeAlias = 'Permission | Literal["undo", "redo"]'
"""What a refused command's key asks the engine about, to say why it cannot be used now."""


class Command(NamedTuple):
    """One command of the window.  (Named tuples, not dataclasses, here: the map is read
    before the window's first paint.)"""

    name: str
    sequences: tuple[str, ...]
    """Its keys in Qt's portable text (none for a menu item only)."""
    when: When
    run: Callable[[Operator], object]
    help: HelpRow | None = None
    menu: Menu | None = None
    text: str = ""
    """Its menu item's words (the ``MainWindow`` context); "" when the window words it."""
    separated: bool = False
    """A separator above it in its menu."""
    label: str = ""
    """How a prompt or a button names the key, when not its first sequence ("Enter")."""
    repeats: bool = False
    """A key held down repeats the command (Undo, Redo, Larger, Smaller).  Every other key
    counts once however long it is held: a held Enter is one commit, a held 7 one mark."""
    checkable: bool = False
    topic: Topic | None = None
    """The rule its menu words cite as ``{rule}``."""
    explains: Explained = "shoot"
    """When its key is pressed while the command is disabled, the permission whose refusal
    says why (``MatchController.explain``); most keys mark a shot ("shoot")."""


def applies(when: When, state: ScoringState) -> bool:
    """Whether a command that applies ``when`` can be used in ``state``."""
    match when:
        case When.ALWAYS:
            return True
        case When.MATCH_OPEN:
            return state.has_match
        case When.SCORING:
            return state.can_score
        case When.UNDO:
            return state.can_undo
        case When.REDO:
            return state.can_redo
        case When.STALEMATE:
            return state.can_score and state.allowed is not None and state.allowed.stalemate
        case When.CLOCK:
            options = state.options
            return state.can_score and options is not None and options.shot_clock is not None
        case When.TIME_FOUL:
            allowed = state.allowed
            return state.can_score and allowed is not None and allowed.shot_clock_foul
        case When.ABANDONED:
            return state.abandoned and state.read_only
        case When.BEFORE_BREAK:
            return state.rules_changeable
