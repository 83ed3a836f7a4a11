"""The key map: every command of the scoring window, one spec each.

A :class:`Command` says everything about one command: its name (the QAction's object name), its
keys, when it applies, its place and words in the menus, its row in Help → Keyboard shortcuts,
and what it does (a typed callable on the :class:`Operator`, the window).  The window's
``QAction`` objects and menus (``ui/actions.py``), Help → Keyboard shortcuts, the ball diagram's
hint, the prompts that name their keys and the README's table (``python3 -m
ninescore.scoring.keys`` prints it; a test fails when the README differs) are all made from it.
The shot facts' commands come from their own spec (``facts.py``).  Pure Python: the words are
English, marked for translation, and translated by ``ninescore.describe`` and the window.

>>> command_named("scratch").sequences, shown_key("commit")
(('S',), 'Enter')
>>> row_keys(ROWS[-3])
'F11, Ctrl++ (or Ctrl+=), Ctrl+-, Ctrl+0'
>>> sequences_shown("1 … 9")
('1', '2', '3', '4', '5', '6', '7', '8', '9')
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Literal, NamedTuple, Protocol

from ninescore.rules import BALLS, Permission
from ninescore.rules.citations import Topic, rule

from .facts import FACT_SPECS, QT_TRANSLATE_NOOP, Fact

if TYPE_CHECKING:
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


class HelpRow(NamedTuple):
    """One line of Help → Keyboard shortcuts and of the README's table.

    Its keys are those of the commands that name this row, in the key map's order, joined by
    ``joiner`` ("Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)"), unless ``keys`` spells more than their
    sequences (a prefix then a digit, a range, keys read by a ball).  A typed ``keys`` names
    exactly the sequences of its commands plus ``elsewhere`` (keys that are no window shortcut,
    or another command's read after a prefix); a test holds them to each other.
    """

    words: str
    keys: str = ""
    joiner: str = " / "
    elsewhere: tuple[str, ...] = ()
    topic: Topic | None = None
    """The rule ``words`` cites as ``{rule}`` (from ``ninescore.rules.citations``)."""


Explained = Permission | Literal["undo", "redo"]
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


_DIGITS = tuple(str(ball) for ball in sorted(BALLS))
_SHIFTED = tuple(f"Shift+{digit}" for digit in _DIGITS)


def _row(
    words: str,
    keys: str = "",
    joiner: str = " / ",
    elsewhere: tuple[str, ...] = (),
    topic: Topic | None = None,
) -> HelpRow:
    return HelpRow(words, keys, joiner, elsewhere, topic)


_POCKETED = _row(
    QT_TRANSLATE_NOOP("Keys", "Ball pocketed on this shot (press again to unmark)"),
    QT_TRANSLATE_NOOP("Keys", "1 … 9"),
)
_FIRST_CONTACT = _row(
    QT_TRANSLATE_NOOP("Keys", "The ball the cue ball hit first (the lowest ball is the default)"),
    QT_TRANSLATE_NOOP("Keys", "Shift+1 … 9, or F then 1 … 9"),
    elsewhere=(*_SHIFTED, *_DIGITS),
)
_NO_CONTACT = _row(QT_TRANSLATE_NOOP("Keys", "No contact: the cue ball hit nothing"))
_JUMPED = _row(
    QT_TRANSLATE_NOOP("Keys", "Ball jumped off the table"),
    QT_TRANSLATE_NOOP("Keys", "J then 1 … 9"),
    elsewhere=_DIGITS,
)
_FACT_ROWS = {fact: _row(spec.help, topic=spec.topic) for fact, spec in FACT_SPECS.items()}
_FOUL_MENU = _row(
    QT_TRANSLATE_NOOP(
        "Keys",
        "The foul menu ({rule}): a digit marks a reason on this shot (5: another, typed), then "
        "Enter; 0 then a digit records a foul between shots at once",
    ),
    QT_TRANSLATE_NOOP("Keys", "X then 1 … 5, or X then 0 then 1 … 5"),
    elsewhere=tuple(str(digit) for digit in range(6)),
    topic=Topic.FOULS_OF_PLAY,
)
_COMMIT = _row(QT_TRANSLATE_NOOP("Keys", "Commit the shot; with nothing marked it is a legal miss"))
_CLEAR = _row(QT_TRANSLATE_NOOP("Keys", "Clear the marks of this shot"))
_PUSH_OUT_CHOICE = _row(
    QT_TRANSLATE_NOOP("Keys", "After a push-out: shoot / pass the shot back ({rule})"),
    topic=Topic.PUSH_OUT_CHOICE,
)
_CLOCK = _row(
    QT_TRANSLATE_NOOP(
        "Keys", "Shot clock ({rule}): start or pause it / reset it to the shot's full time"
    ),
    topic=Topic.SHOT_CLOCK,
)
_SHOT_TAKEN = _row(
    QT_TRANSLATE_NOOP(
        "Keys", "Shot taken: stop the clock at the stroke (the first mark of the shot stops it too)"
    )
)
_EXTENSION = _row(
    QT_TRANSLATE_NOOP("Keys", "Extension for the player at the table ({rule})"),
    topic=Topic.SHOT_CLOCK,
)
_TIME_FOUL = _row(
    QT_TRANSLATE_NOOP(
        "Keys", "Time foul ({rule}), the referee's call; asked first unless the time is up"
    ),
    topic=Topic.SHOT_CLOCK,
)
_UNDO = _row(QT_TRANSLATE_NOOP("Keys", "Undo / redo, without limit and across frames"))
_MATCHES = _row(QT_TRANSLATE_NOOP("Keys", "New match / resume a match"))
_SHEET = _row(
    QT_TRANSLATE_NOOP("Keys", "Print the match sheet / export it as PDF / the match history")
)
_VIEW = _row(QT_TRANSLATE_NOOP("Keys", "Full screen, larger, smaller, normal size"), joiner=", ")
_HELP = _row(QT_TRANSLATE_NOOP("Keys", "This list, quit"), joiner=", ")
_FOCUSED_BALL = _row(
    QT_TRANSLATE_NOOP(
        "Keys",
        "Pocketed, first contact, move between balls (F and J stay the window's: then a digit)",
    ),
    QT_TRANSLATE_NOOP("Keys", "On a focused ball: Space, Menu, arrows"),
    elsewhere=("Space", "Menu", "Left", "Right", "Up", "Down"),
)

ROWS: tuple[HelpRow, ...] = (
    _POCKETED,
    _FIRST_CONTACT,
    _NO_CONTACT,
    _JUMPED,
    *_FACT_ROWS.values(),
    _FOUL_MENU,
    _COMMIT,
    _CLEAR,
    _PUSH_OUT_CHOICE,
    _CLOCK,
    _SHOT_TAKEN,
    _EXTENSION,
    _TIME_FOUL,
    _UNDO,
    _MATCHES,
    _SHEET,
    _VIEW,
    _HELP,
    _FOCUSED_BALL,
)
"""Help → Keyboard shortcuts, and the README's table, row by row."""


def _toggle(fact: Fact) -> Callable[[Operator], object]:
    return lambda window: window.controller.toggle_fact(fact)


def _digit(ball: int) -> Callable[[Operator], object]:
    return lambda window: window.digit(ball)


def _concede(player: int) -> Callable[[Operator], object]:
    return lambda window: window.concede(player)


COMMANDS: tuple[Command, ...] = (
    # The menus, in the menu bar's order; within a menu, in its order.
    Command(
        "new",
        ("Ctrl+N",),
        When.ALWAYS,
        lambda w: w.new_match(),
        _MATCHES,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&New match…"),
    ),
    Command(
        "resume",
        ("Ctrl+O",),
        When.ALWAYS,
        lambda w: w.resume_match(),
        _MATCHES,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Resume a match…"),
    ),
    Command(
        "changeRules",
        (),
        When.BEFORE_BREAK,
        lambda w: w.change_rules(),
        None,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "Change the r&ules (before the first break)…"),
    ),
    # The concessions are worded with the players' names (the window's name_players).
    Command("concede0", (), When.SCORING, _concede(0), None, Menu.END_FRAME, separated=True),
    Command("concede1", (), When.SCORING, _concede(1), None, Menu.END_FRAME),
    Command(
        "stalemate",
        (),
        When.STALEMATE,
        lambda w: w.stalemate(),
        None,
        Menu.END_FRAME,
        QT_TRANSLATE_NOOP("MainWindow", "Stalemate: re-rack"),
        explains="stalemate",
    ),
    Command(
        "abandon",
        (),
        When.SCORING,
        lambda w: w.abandon(),
        None,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Abandon this match"),
    ),
    Command(
        "takeUp",
        (),
        When.ABANDONED,
        lambda w: w.take_up(),
        None,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Take this match up again…"),
    ),
    Command(
        "print",
        ("Ctrl+P",),
        When.MATCH_OPEN,
        lambda w: w.print_sheet(),
        _SHEET,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Print match sheet…"),
        separated=True,
    ),
    Command(
        "pdf",
        ("Ctrl+E",),
        When.MATCH_OPEN,
        lambda w: w.export_pdf(),
        _SHEET,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Export PDF…"),
    ),
    Command(
        "history",
        ("Ctrl+H",),
        When.ALWAYS,
        lambda w: w.show_history(),
        _SHEET,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&History…"),
    ),
    Command(
        "undo",
        ("Ctrl+Z",),
        When.UNDO,
        lambda w: w.controller.undo(),
        _UNDO,
        Menu.EDIT,
        QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
        repeats=True,
        explains="undo",
    ),
    Command(
        "redo",
        ("Ctrl+Shift+Z", "Ctrl+Y"),
        When.REDO,
        lambda w: w.controller.redo(),
        _UNDO,
        Menu.EDIT,
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
        repeats=True,
        explains="redo",
    ),
    Command(
        "clear",
        ("Esc",),
        When.MATCH_OPEN,
        lambda w: w.escape(),
        _CLEAR,
        Menu.EDIT,
        QT_TRANSLATE_NOOP("MainWindow", "&Clear the marks of this shot"),
        separated=True,
    ),
    # The shot clock (R14): single keys too, since the clock runs while the operator types.
    Command(
        "clockStartPause",
        ("P",),
        When.CLOCK,
        lambda w: w.controller.toggle_clock(),
        _CLOCK,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "&Start or pause the clock"),
        explains="use_extension",
    ),
    Command(
        "clockReset",
        ("Shift+P",),
        When.CLOCK,
        lambda w: w.controller.reset_clock(),
        _CLOCK,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "&Reset the clock"),
        explains="use_extension",
    ),
    Command(
        "shotTaken",
        ("T",),
        When.CLOCK,
        lambda w: w.controller.shot_taken(),
        _SHOT_TAKEN,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "Shot &taken"),
        explains="use_extension",
    ),
    Command(
        "extension",
        ("E",),
        When.CLOCK,
        lambda w: w.controller.use_extension(),
        _EXTENSION,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "&Extension for the player at the table"),
        separated=True,
        explains="use_extension",
    ),
    # A chord, not a letter: a time foul is recorded at once, and a stray key must not do it.
    Command(
        "timeFoul",
        ("Ctrl+T",),
        When.TIME_FOUL,
        lambda w: w.time_foul(),
        _TIME_FOUL,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "Time &foul ({rule})…"),
        topic=Topic.SHOT_CLOCK,
        explains="shot_clock_foul",
    ),
    Command(
        "fullScreen",
        ("F11",),
        When.ALWAYS,
        lambda w: w.toggle_full_screen(),
        _VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Full screen"),
        checkable=True,
    ),
    Command(
        "larger",
        ("Ctrl++", "Ctrl+="),
        When.ALWAYS,
        lambda w: w.zoom(+1),
        _VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Larger"),
        repeats=True,
    ),
    Command(
        "smaller",
        ("Ctrl+-",),
        When.ALWAYS,
        lambda w: w.zoom(-1),
        _VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Smaller"),
        repeats=True,
    ),
    Command(
        "normalSize",
        ("Ctrl+0",),
        When.ALWAYS,
        lambda w: w.zoom(0),
        _VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Normal size"),
    ),
    Command(
        "shortcuts",
        ("F1",),
        When.ALWAYS,
        lambda w: w.show_shortcuts(),
        _HELP,
        Menu.HELP,
        QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"),
    ),
    Command(
        "rules",
        (),
        When.ALWAYS,
        lambda w: w.show_rules(),
        None,
        Menu.HELP,
        QT_TRANSLATE_NOOP("MainWindow", "&Rules summary"),
    ),
    Command(
        "about",
        (),
        When.ALWAYS,
        lambda w: w.show_about(),
        None,
        Menu.HELP,
        QT_TRANSLATE_NOOP("MainWindow", "&About ninescore"),
        separated=True,
    ),
    # Last in Match, after Help's F1 here: Help's row says "F1, Ctrl+Q".
    Command(
        "quit",
        ("Ctrl+Q",),
        When.ALWAYS,
        lambda w: w.close(),
        _HELP,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        separated=True,
    ),
    # Scoring: single keys on purpose, so that a shot is a keystroke or two.  No menu items.
    *(
        Command(f"ball{digit}", (digit,), When.SCORING, _digit(int(digit)), _POCKETED)
        for digit in _DIGITS
    ),
    Command(
        "noContact",
        ("0",),
        When.SCORING,
        lambda w: w.controller.set_first_contact(None),
        _NO_CONTACT,
    ),
    Command(
        "firstPrefix", ("F",), When.SCORING, lambda w: w.first_contact_prefix(), _FIRST_CONTACT
    ),
    Command("jumpPrefix", ("J",), When.SCORING, lambda w: w.jumped_prefix(), _JUMPED),
    *(
        Command(
            spec.command,
            (spec.key,),
            When.SCORING,
            _toggle(fact),
            _FACT_ROWS[fact],
            explains=spec.permission or "shoot",
        )
        for fact, spec in FACT_SPECS.items()
    ),
    Command("foulMenu", ("X",), When.SCORING, lambda w: w.open_foul_menu(), _FOUL_MENU),
    Command(
        "commit",
        ("Return", "Enter"),
        When.SCORING,
        lambda w: w.commit_key(),
        _COMMIT,
        label="Enter",
    ),
    Command(
        "shoot",
        ("A",),
        When.SCORING,
        lambda w: w.accept_push_out(),
        _PUSH_OUT_CHOICE,
        explains="push_out_choice",
    ),
    Command(
        "passBack",
        ("B",),
        When.SCORING,
        lambda w: w.pass_push_out(),
        _PUSH_OUT_CHOICE,
        explains="push_out_choice",
    ),
)
"""Every command of the scoring window: the menus' in their order, then the keys'."""

_OR = QT_TRANSLATE_NOOP("Keys", "{key} (or {other})")


def cited(text: str, topic: Topic | None, cite: Callable[[str], str] = str) -> str:
    """``text`` with its ``{rule}`` the engine's rule for ``topic`` (``cite``: how a screen
    shows a rule, ``ninescore.describe.cite``; the README shows it as the engine names it)."""
    return text if topic is None else text.format(rule=cite(rule(topic)))


def row_words(
    row: HelpRow, translate: Callable[[str], str] = str, cite: Callable[[str], str] = str
) -> str:
    """What ``row``'s keys do, as Help (``translate``, ``cite``) and the README show it."""
    return cited(translate(row.words), row.topic, cite)


def row_keys(row: HelpRow, translate: Callable[[str], str] = str) -> str:
    """The keys of ``row`` as Help and the README show them (``translate``: the ``Keys``
    context's translation, for the typed ones and the "or")."""
    if row.keys:
        return translate(row.keys)
    shown = []
    for command in COMMANDS:
        if command.help is row:
            first, *others = (command.label,) if command.label else command.sequences
            shown.append(
                translate(_OR).format(key=first, other=" or ".join(others)) if others else first
            )
    return row.joiner.join(shown)


GESTURES: tuple[tuple[str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("Keys", "Tap / click a ball"),
        QT_TRANSLATE_NOOP("Keys", "Pocketed on this shot"),
    ),
    (
        QT_TRANSLATE_NOOP("Keys", "Long press, right-click or Ctrl+click"),
        QT_TRANSLATE_NOOP("Keys", "First contact (the lowest ball is the default)"),
    ),
    (
        QT_TRANSLATE_NOOP("Keys", "Shift+click, or “Tap = jumped”"),
        QT_TRANSLATE_NOOP("Keys", "Jumped off the table"),
    ),
)
"""Help's "Touch and mouse" table: the gestures of the ball diagram."""


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


_BY_NAME = {command.name: command for command in COMMANDS}


def command_named(name: str) -> Command:
    """The command called ``name``."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no command {name!r} in the key map") from None


def commands_of(row: HelpRow) -> tuple[Command, ...]:
    """The commands whose keys ``row`` shows."""
    return tuple(command for command in COMMANDS if command.help is row)


def shown_key(name: str) -> str:
    """How a prompt or a button names the key of command ``name`` ("S", "Enter")."""
    command = command_named(name)
    return command.label or command.sequences[0]


_ARROWS = {"arrows": ("Left", "Right", "Up", "Down")}
_SEPARATORS = r", or |, | / | \(or | or | then |\)"


def sequences_shown(keys: str) -> tuple[str, ...]:
    """The key sequences a row's ``keys`` text names, in order: "1 … 9" is the nine digits,
    "Shift+1 … 9" the nine shifted ones, "F then 1 … 9" is F and the digits, "Esc" is Esc.
    What the test compares with the window's real shortcuts, so "S" is never found in "Shift+1".
    """
    text = keys.split(": ", 1)[1] if ": " in keys else keys
    found: list[str] = []
    for part in re.split(_SEPARATORS, text):
        part = part.strip()
        if not part:
            continue
        ranged = re.fullmatch(r"(.*?)(\d) … (\d)", part)
        if ranged:
            prefix, first, last = ranged.groups()
            found.extend(f"{prefix}{digit}" for digit in range(int(first), int(last) + 1))
        else:
            found.extend(_ARROWS.get(part, (part,)))
    return tuple(dict.fromkeys(found))


def readme_table() -> str:
    """The README's key table, in English, as Markdown (each key in backticks)."""
    lines = ["| Keys | What they do |", "| --- | --- |"]
    for row in ROWS:
        lines.append(f"| {_backticked(row_keys(row))} | {row_words(row)} |")
    return "\n".join(lines) + "\n"


def _backticked(keys: str) -> str:
    prefix = ""
    if ": " in keys:
        head, keys = keys.split(": ", 1)
        prefix = head[:1].lower() + head[1:] + ": "
    pieces = re.split(f"({_SEPARATORS}| … )", keys)
    shown = []
    for piece in pieces:
        if not piece or re.fullmatch(f"{_SEPARATORS}| … ", piece) or piece == "arrows":
            shown.append(piece)
        else:
            shown.append(f"`{piece}`")
    return prefix + "".join(shown)


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    sys.stdout.write(readme_table())
