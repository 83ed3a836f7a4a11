"""The key map: every command of the scoring window, one spec each.

A :class:`Command` says everything about one command: its name (the QAction's object name), its
keys, when it applies, its place and words in the menus, its row in Help → Keyboard shortcuts,
and what it does (a typed callable on the :class:`Operator`, the window).  The window's
``QAction`` objects and menus (``ui/actions.py``), Help → Keyboard shortcuts, the ball diagram's
hint, the prompts that name their keys and the README's table (``python3 -m
ninescore.scoring.keys`` prints it, ``--write`` writes it into the README; a test fails when
the README differs) are all made from it.
The shot facts' commands come from their own spec (``facts.py``); what a command is, is
``command_spec.py``, and Help's rows ``help_rows.py``.  Pure Python: the words are
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

from ninescore.rules.citations import Topic, rule

from . import help_rows as rows
from .command_spec import Command, Explained, Menu, Operator, ScoringSlots, When, applies
from .facts import FACT_SPECS, QT_TRANSLATE_NOOP, Fact
from .help_rows import DIGITS, GESTURES, ROWS, HelpRow


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
        rows.MATCHES,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&New match…"),
    ),
    Command(
        "resume",
        ("Ctrl+O",),
        When.ALWAYS,
        lambda w: w.resume_match(),
        rows.MATCHES,
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
        rows.SHEET,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Print match sheet…"),
        separated=True,
    ),
    Command(
        "pdf",
        ("Ctrl+E",),
        When.MATCH_OPEN,
        lambda w: w.export_pdf(),
        rows.SHEET,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Export PDF…"),
    ),
    Command(
        "history",
        ("Ctrl+H",),
        When.ALWAYS,
        lambda w: w.show_history(),
        rows.SHEET,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&History…"),
    ),
    Command(
        "undo",
        ("Ctrl+Z",),
        When.UNDO,
        lambda w: w.controller.undo(),
        rows.UNDO,
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
        rows.UNDO,
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
        rows.CLEAR,
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
        rows.CLOCK,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "&Start or pause the clock"),
        explains="use_extension",
    ),
    Command(
        "clockReset",
        ("Shift+P",),
        When.CLOCK,
        lambda w: w.controller.reset_clock(),
        rows.CLOCK,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "&Reset the clock"),
        explains="use_extension",
    ),
    Command(
        "shotTaken",
        ("T",),
        When.CLOCK,
        lambda w: w.controller.shot_taken(),
        rows.SHOT_TAKEN,
        Menu.CLOCK,
        QT_TRANSLATE_NOOP("MainWindow", "Shot &taken"),
        explains="use_extension",
    ),
    Command(
        "extension",
        ("E",),
        When.CLOCK,
        lambda w: w.controller.use_extension(),
        rows.EXTENSION,
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
        rows.TIME_FOUL,
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
        rows.VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Full screen"),
        checkable=True,
    ),
    Command(
        "larger",
        ("Ctrl++", "Ctrl+="),
        When.ALWAYS,
        lambda w: w.zoom(+1),
        rows.VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Larger"),
        repeats=True,
    ),
    Command(
        "smaller",
        ("Ctrl+-",),
        When.ALWAYS,
        lambda w: w.zoom(-1),
        rows.VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Smaller"),
        repeats=True,
    ),
    Command(
        "normalSize",
        ("Ctrl+0",),
        When.ALWAYS,
        lambda w: w.zoom(0),
        rows.VIEW,
        Menu.VIEW,
        QT_TRANSLATE_NOOP("MainWindow", "&Normal size"),
    ),
    Command(
        "shortcuts",
        ("F1",),
        When.ALWAYS,
        lambda w: w.show_shortcuts(),
        rows.HELP,
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
        rows.HELP,
        Menu.MATCH,
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        separated=True,
    ),
    # Scoring: single keys on purpose, so that a shot is a keystroke or two.  No menu items.
    *(
        Command(f"ball{digit}", (digit,), When.SCORING, _digit(int(digit)), rows.POCKETED)
        for digit in DIGITS
    ),
    Command(
        "noContact",
        ("0",),
        When.SCORING,
        lambda w: w.controller.set_first_contact(None),
        rows.NO_CONTACT,
    ),
    Command(
        "firstPrefix", ("F",), When.SCORING, lambda w: w.first_contact_prefix(), rows.FIRST_CONTACT
    ),
    Command("jumpPrefix", ("J",), When.SCORING, lambda w: w.jumped_prefix(), rows.JUMPED),
    *(
        Command(
            spec.command,
            (spec.key,),
            When.SCORING,
            _toggle(fact),
            rows.FACT_ROWS[fact],
            explains=spec.permission or "shoot",
        )
        for fact, spec in FACT_SPECS.items()
    ),
    Command("foulMenu", ("X",), When.SCORING, lambda w: w.open_foul_menu(), rows.FOUL_MENU),
    Command(
        "commit",
        ("Return", "Enter"),
        When.SCORING,
        lambda w: w.commit_key(),
        rows.COMMIT,
        label="Enter",
    ),
    Command(
        "shoot",
        ("A",),
        When.SCORING,
        lambda w: w.accept_push_out(),
        rows.PUSH_OUT_CHOICE,
        explains="push_out_choice",
    ),
    Command(
        "passBack",
        ("B",),
        When.SCORING,
        lambda w: w.pass_push_out(),
        rows.PUSH_OUT_CHOICE,
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


__all__ = [
    "COMMANDS",
    "GESTURES",
    "ROWS",
    "Command",
    "Explained",
    "HelpRow",
    "Menu",
    "Operator",
    "ScoringSlots",
    "When",
    "applies",
    "cited",
    "command_named",
    "commands_of",
    "readme_table",
    "row_keys",
    "row_words",
    "sequences_shown",
    "shown_key",
    "with_readme_table",
]
"""The key map and what it is made of (:mod:`.command_spec`, :mod:`.help_rows`): one import
for the window, Help and the tests."""


def with_readme_table(readme: str) -> str:
    """``readme`` (the README's text) with its key table, between its ``<!-- keys`` and
    ``<!-- /keys -->`` lines, made again from the key map."""
    start = readme.index("\n", readme.index("<!-- keys")) + 1
    end = readme.index("<!-- /keys -->", start)
    return readme[:start] + readme_table() + readme[end:]


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    if sys.argv[1:] == ["--write"]:  # the README's table, written in place
        from pathlib import Path

        readme = Path(__file__).resolve().parents[2] / "README.md"
        readme.write_text(with_readme_table(readme.read_text(encoding="utf-8")), encoding="utf-8")
    else:
        sys.stdout.write(readme_table())
