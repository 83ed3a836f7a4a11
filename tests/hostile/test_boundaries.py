"""Control characters (CR, LF, ESC, NUL, every one of Unicode's Cc) and the line separators are
refused where a name or a text comes in: the engine, the record, the file format, the desk's
files, the dialog; with one sentence.  So a raw newline can never forge a line in ``list``,
``desk --text`` or an OBS text file, nor a bare CR a spreadsheet row."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore.cli import main
from ninescore.describe import describe_refusal
from ninescore.records import MatchRecord, RecordError
from ninescore.records.assignments import Assignment
from ninescore.records.codec import parse_record
from ninescore.records.machine import MachineSettings
from ninescore.rules import (
    Code,
    Concession,
    ControlCharacter,
    FoulBetweenShots,
    Refusal,
    Shot,
    limits,
)

from .peers import match, write

EVERY_CONTROL = [chr(c) for c in (*range(0x20), *range(0x7F, 0xA0))] + ["\u2028", "\u2029"]
NAMED = {"CR": "\r", "LF": "\n", "ESC": "\x1b", "NUL": "\x00", "TAB": "\t", "NEL": "\x85"}


def test_the_table_of_limits_names_every_cc_character() -> None:
    import unicodedata

    cc = {chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) == "Cc"}
    assert cc <= set(limits.CONTROL_CHARACTERS) == set(EVERY_CONTROL)
    assert not any(limits.has_control_character(t) for t in ("Иванов", "O'Neil", "Ким Чен"))


@pytest.mark.parametrize("character", EVERY_CONTROL, ids=lambda c: f"U+{ord(c):04X}")
def test_every_control_character_is_refused_in_names_texts_and_reasons(character: str) -> None:
    hostile = f"Ivanov{character}=1+1"
    with pytest.raises(ValueError):
        MatchRecord.new(players=(hostile, "Petrov"))
    with pytest.raises(ValueError):
        MatchRecord.new(players=("Ivanov", "Petrov"), event=hostile)
    for action in (
        lambda: Shot(fouls=[hostile]),
        lambda: FoulBetweenShots(hostile),
        lambda: Concession(0, hostile),
    ):
        with pytest.raises(ControlCharacter) as refused:
            action()
        assert refused.value.code is Code.CONTROL_CHARACTER
    with pytest.raises(ValueError):
        Assignment(table="3", players=(hostile, "Petrov"))
    with pytest.raises(ValueError):
        MachineSettings(table=hostile)


@pytest.mark.parametrize("name", NAMED)
def test_a_file_with_a_control_character_in_a_name_is_refused_at_its_place(name: str) -> None:
    record = match(1)
    document = json.loads(record.to_json())
    document["players"][0] = f"Ivanov{NAMED[name]}Forged line"
    document["event"] = "ok"
    with pytest.raises(RecordError, match=r"players\[0\].*control character"):
        parse_record(json.dumps(document).encode(), Path("x.json"))


def test_the_refusal_is_one_sentence_in_both_languages() -> None:
    from ninescore.describe.language import in_language

    with in_language("en"):
        english = describe_refusal(Refusal(Code.CONTROL_CHARACTER, ""))
    with in_language("ru"):
        russian = describe_refusal(Refusal(Code.CONTROL_CHARACTER, ""))
    assert "control characters" in english and english.endswith(".")
    assert russian != english and russian.endswith(".")


def test_the_new_match_dialog_refuses_a_pasted_line_break(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from ninescore.ui.dialogs.new_match import NewMatchDialog

    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.name_edits[0].setText("Ivanov\tSmirnov")
    dialog.name_edits[1].setText("Petrov")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and "control characters" in dialog.problem.text()
    dialog.name_edits[0].setText("Ivanov")
    assert ok.isEnabled()


def test_no_line_of_list_or_desk_text_can_be_forged_by_a_name(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = match(2)
    text = record.to_json().replace('"Ivanov"', json.dumps("Ivanov\nTable 9 · Free"))
    (data_dir / "matches").mkdir()
    (data_dir / "matches" / f"{record.id}.json").write_text(text, "utf-8")
    good = match(1)
    write(data_dir / "matches", f"{good.id}.json", good)
    main(["--data-dir", str(data_dir), "list"])
    listed = capsys.readouterr()
    assert "Table 9" not in listed.out and listed.out.count("Ivanov") == 1
    assert main(["--data-dir", str(data_dir), "desk", "--text"]) == 0
    desk = capsys.readouterr()
    assert desk.out.splitlines() == [line for line in desk.out.splitlines() if "Free" not in line]
    assert len(desk.out.splitlines()) == 1
