"""One key map: its rows, Help → Keyboard shortcuts and the README's table agree."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninescore.scoring.keys import KEYS, ROWS, key_named, readme_table, sequences_shown
from ninescore.ui.dialogs import help as help_dialogs

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_shows_the_key_table_the_key_map_makes() -> None:
    text = README.read_text(encoding="utf-8")
    start = text.index("| Keys | What they do |")
    end = text.index("<!-- /keys -->")
    assert text[start:end] == readme_table(), "run `python3 -m ninescore.scoring.keys`"


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.keys)
def test_each_row_names_exactly_the_keys_of_its_commands(row: object) -> None:
    from ninescore.scoring.keys import KeyRow

    assert isinstance(row, KeyRow)
    bound = {sequence for name in row.commands for sequence in key_named(name).sequences}
    assert set(sequences_shown(row.keys)) == (bound - set(row.unshown)) | set(row.elsewhere)
    assert set(row.unshown) <= bound and not set(row.elsewhere) & bound


def test_every_key_of_the_map_is_in_the_help() -> None:
    named = {name for row in ROWS for name in row.commands}
    assert {key.name for key in KEYS if key.sequences} == named


def test_the_help_lists_the_rows_in_the_programs_language() -> None:
    assert [keys for keys, _ in help_dialogs.shortcuts()] == [row.keys for row in ROWS]
    assert "S" in [keys for keys, _ in help_dialogs.shortcuts()]
