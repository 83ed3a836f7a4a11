"""The window's real shortcuts are the key map's, and the help names exactly those."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from ninescore.scoring.keys import COMMANDS, ROWS, commands_of, row_keys, sequences_shown
from ninescore.ui.main_window import MainWindow

from .window_fixtures import scoring_window  # noqa: F401


def shortcuts_of(window: MainWindow) -> dict[str, tuple[str, ...]]:
    """The window's real QAction shortcuts, by the action's name, as Qt's portable text."""
    return {
        action.objectName(): tuple(
            sequence.toString(QKeySequence.SequenceFormat.PortableText)
            for sequence in action.shortcuts()
        )
        for action in window.findChildren(QAction)
        if action.shortcuts()
    }


def test_the_windows_shortcuts_are_the_key_maps(window: MainWindow) -> None:
    real = shortcuts_of(window)
    mapped = {command.name: command.sequences for command in COMMANDS if command.sequences}
    assert real == mapped


def test_each_help_row_names_the_windows_own_shortcuts(window: MainWindow) -> None:
    real = shortcuts_of(window)
    for row in ROWS:
        commands = commands_of(row)
        bound = {sequence for command in commands for sequence in real.get(command.name, ())}
        # A labelled key is shown by its label only (the main Return key, called Enter).
        unshown = {s for c in commands if c.label for s in c.sequences if s != c.label}
        shown = set(sequences_shown(row_keys(row)))
        assert shown == (bound - unshown) | set(row.elsewhere), row_keys(row)


def test_a_key_named_in_a_prompt_is_the_one_that_does_it(window: MainWindow, qtbot: QtBot) -> None:
    # The break's prompt names R: R is the window's key for "four balls to a rail".
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    assert " R " in window.message_text()
    assert window.commands["breakRails"].shortcuts()[0].toString() == "R"
