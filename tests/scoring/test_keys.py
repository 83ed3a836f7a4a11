"""One key map: its commands, Help → Keyboard shortcuts and the README's table agree."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ninescore.scoring.facts import FACT_SPECS
from ninescore.scoring.keys import (
    COMMANDS,
    ROWS,
    HelpRow,
    Menu,
    command_named,
    commands_of,
    readme_table,
    row_keys,
    sequences_shown,
    with_readme_table,
)
from ninescore.ui.dialogs import help as help_dialogs

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_shows_the_key_table_the_key_map_makes() -> None:
    text = README.read_text(encoding="utf-8")
    start = text.index("| Keys | What they do |")
    end = text.index("<!-- /keys -->")
    assert text[start:end] == readme_table(), "run `python3 -m ninescore.scoring.keys --write`"


def test_the_readme_table_is_written_between_its_marks_and_nothing_else() -> None:
    text = README.read_text(encoding="utf-8")
    assert with_readme_table(text) == text  # as it is now: written, it changes nothing
    stale = text.replace("| `F1`, `Ctrl+Q` |", "| `F2` |")
    assert stale != text and with_readme_table(stale) == text


def shown_sequences(row: HelpRow) -> set[str]:
    """What a person reads in the row, parsed back into key sequences."""
    return set(sequences_shown(row_keys(row)))


@pytest.mark.parametrize("row", [row for row in ROWS if row.keys], ids=lambda row: row.keys)
def test_a_typed_row_names_exactly_the_keys_of_its_commands(row: HelpRow) -> None:
    bound = {sequence for command in commands_of(row) for sequence in command.sequences}
    assert shown_sequences(row) == bound | set(row.elsewhere)
    assert not set(row.elsewhere) & bound


@pytest.mark.parametrize("row", [row for row in ROWS if not row.keys], ids=lambda row: row.words)
def test_a_made_row_shows_each_of_its_commands_keys_once(row: HelpRow) -> None:
    commands = commands_of(row)
    assert commands, "a row with no command and no typed keys shows nothing"
    expected = {
        sequence
        for command in commands
        for sequence in ((command.label,) if command.label else command.sequences)
    }
    assert shown_sequences(row) == expected


def test_every_key_of_the_map_is_in_the_help_and_every_row_is_listed() -> None:
    in_help = {command.name for command in COMMANDS if command.help is not None}
    assert {command.name for command in COMMANDS if command.sequences} <= in_help
    assert {id(command.help) for command in COMMANDS if command.help} <= {id(r) for r in ROWS}


def test_no_two_commands_share_a_key_or_a_name() -> None:
    keys = [sequence for command in COMMANDS for sequence in command.sequences]
    assert len(keys) == len(set(keys))
    assert len({command.name for command in COMMANDS}) == len(COMMANDS)


def test_every_fact_has_its_command_and_key() -> None:
    for spec in FACT_SPECS.values():
        command = command_named(spec.command)
        assert command.sequences == (spec.key,) and command.help is not None
        assert command.help.words == spec.help


def test_a_menu_item_has_its_words_and_a_key_only_command_none() -> None:
    for command in COMMANDS:
        if command.menu is None:
            assert not command.text, command.name
        elif command.menu is not Menu.END_FRAME:  # the concessions name the players
            assert command.text, command.name


def test_the_help_lists_the_rows_in_english() -> None:
    rows = help_dialogs.shortcuts()
    assert rows[ROWS.index(command_named("undo").help)] == (  # type: ignore[arg-type]
        "Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)",
        "Undo / redo, without limit and across frames",
    )


def test_the_help_lists_the_rows_in_russian(russian: QApplication) -> None:
    rows = dict(help_dialogs.shortcuts())
    # The made keys say "or" in Russian, and the words are translated.
    assert "Ctrl+Z / Ctrl+Shift+Z (или Ctrl+Y)" in rows
    assert "Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)" not in rows
    assert all(keys and words for keys, words in rows.items()) and len(rows) == len(ROWS)
    assert rows["S"] != "Scratch: the cue ball was pocketed"


def test_every_key_refused_before_the_break_says_why_in_the_engine_s_words() -> None:
    """Before the break of a match on the clock, Ctrl+Z, Ctrl+Shift+Z and Ctrl+T are refused:
    each command's ``explains`` gives its own sentence, never silence."""
    from ninescore.rules import PROFILES, Match
    from ninescore.scoring import scoring_state
    from ninescore.scoring.draft import key_refusal
    from ninescore.scoring.keys import applies

    state = scoring_state(Match(3, 0, options=PROFILES["wpa"]), ("A", "B"))
    refused = {c.name: c for c in COMMANDS if c.sequences and not applies(c.when, state)}
    assert set(refused) == {"undo", "redo", "timeFoul"}
    sentences = {name: key_refusal(state, c.explains) for name, c in refused.items()}
    assert all(sentences.values()), sentences
    assert len(set(sentences.values())) == 3  # each says its own reason
    assert "break" in str(sentences["timeFoul"]).lower()


def test_take_it_up_again_is_offered_only_on_an_abandoned_match_shown_read_only() -> None:
    from dataclasses import replace

    from ninescore.rules import Match
    from ninescore.scoring import scoring_state
    from ninescore.scoring.keys import applies

    take_up = command_named("takeUp")
    assert take_up.menu is Menu.MATCH
    scored = scoring_state(Match(3, 0), ("A", "B"))
    assert not applies(take_up.when, scored)
    assert not applies(take_up.when, replace(scored, read_only=True))  # scored elsewhere
    assert applies(take_up.when, replace(scored, read_only=True, abandoned=True))
