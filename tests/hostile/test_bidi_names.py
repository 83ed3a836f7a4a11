"""A name holding Unicode's direction controls: an override left open at its end (U+202E), a
stray isolate or pop, an embedding.  Where two typed texts share a line ("Anna – Boris",
"Now calling: Table 4 — Anna v Boris", the window's title with its score), every text is
isolated (FSI … PDI, ``ninescore.describe.bidi``) so the other player's name and the score keep
their order, checked on the string and on the line Qt lays out.  Typed, such a name is refused
with one sentence; read from a file, it still opens (never rewritten) and is shown isolated."""

from __future__ import annotations

import csv
import io
import itertools
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QTextLayout
from pytestqt.qtbot import QtBot

from ninescore.cli import main
from ninescore.describe import isolated, pairing_text
from ninescore.describe.bidi import FSI, PDI
from ninescore.describe.calling import now_calling_text
from ninescore.describe.desk import players_text
from ninescore.describe.desk_day import late_line_text
from ninescore.describe.errors import bidi_control_text
from ninescore.describe.language import in_language
from ninescore.describe.live import heading_text
from ninescore.describe.scoring import window_title
from ninescore.desk import DeskFolder
from ninescore.records.codec import parse_record
from ninescore.records.tournaments import EntrantsFileError, EntrantsProblem, entrants_from_text
from ninescore.rules import limits

from .peers import match

HOSTILE = {
    "override-left-open": "Anna\u202e",
    "override-first": "\u202eAnna",
    "stray-pdi-then-override": "Anna\u2069\u202e",
    "open-isolate": "Anna\u2067",
    "open-embedding": "Anna\u202b",
    "stray-pdf": "Anna\u202c\u202e",
    "right-to-left-letters": "Anna \u05d0\u05d1",
}
BIDI_CONTROLS = [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)]

LINES: dict[str, Callable[[str], str]] = {
    "pairing": lambda name: pairing_text([name, "Boris"]),
    "desk players": lambda name: players_text(name, "Boris"),
    "now calling": lambda name: now_calling_text("4", name, "Boris"),
    "late call": lambda name: late_line_text(12, "4", name, "Boris", 17),
    "window title": lambda name: window_title([name, "Boris"], (5, 3), False),
    "feed heading": lambda name: heading_text(name, "Boris", "4"),
}


def centres(text: str) -> list[float]:
    """Where Qt draws each character of ``text`` laid out as one line, as a label does: the
    middle of its two cursor positions (so a character drawn right to left counts too)."""
    layout = QTextLayout(text, QFont())
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100_000)
    layout.endLayout()

    def x(index: int) -> float:
        found = line.cursorToX(index)
        return float(found[0] if isinstance(found, tuple) else found)

    return [(x(i) + x(i + 1)) / 2 for i in range(len(text))]


def in_visual_order(text: str, word: str) -> bool:
    """Whether ``word`` in ``text`` reads left to right on the screen."""
    start = text.index(word)
    xs = centres(text)[start : start + len(word)]
    return all(a < b for a, b in itertools.pairwise(xs))


def balanced_around(text: str, name: str) -> bool:
    """Whether ``name`` sits in ``text`` inside one isolate that closes after it."""
    shown = isolated(name)
    return shown.startswith(FSI) and shown.endswith(PDI) and shown in text


@pytest.mark.parametrize("name", HOSTILE.values(), ids=HOSTILE.keys())
@pytest.mark.parametrize("line", LINES.values(), ids=LINES.keys())
def test_a_hostile_name_keeps_the_other_player_and_the_score_in_their_order(
    qapp: object, line: Callable[[str], str], name: str
) -> None:
    with in_language("en"):
        text = line(name)
    assert balanced_around(text, name), ascii(text)
    after = text[text.index(isolated(name)) + len(isolated(name)) :]
    assert "Boris" in after, "the other player comes after the first, outside its isolate"
    assert in_visual_order(text, "Boris"), f"{text!a}: Boris drawn backwards"
    xs = centres(text)
    assert xs[text.index("Boris")] > max(xs[text.index("Anna") : text.index("Anna") + 4])
    if "5–3" in text:
        assert in_visual_order(text, "5–3"), f"{text!a}: the score drawn backwards"


def test_the_left_open_override_did_reorder_a_line_that_was_not_isolated(qapp: object) -> None:
    # The check above can fail: the same line without the isolate draws Boris backwards.
    raw = "Anna\u202e – Boris"
    assert not in_visual_order(raw, "Boris")
    assert in_visual_order(pairing_text(["Anna\u202e", "Boris"]), "Boris")


def test_names_that_need_nothing_are_left_as_they_are() -> None:
    for name in ("Anna", "Иванов", "O'Neil", "Ким Чен", "Anna\u200e", "Jürgen 2"):
        assert isolated(name) == name
    # A right-to-left mark is a right-to-left letter as far as its neighbours go.
    assert isolated("Anna\u200f") == FSI + "Anna\u200f" + PDI
    assert pairing_text(["Иванов", "Petrov"]) == "Иванов – Petrov"
    assert isolated("") == ""


@pytest.mark.parametrize("control", BIDI_CONTROLS, ids=lambda c: f"U+{ord(c):04X}")
def test_a_typed_direction_control_is_refused_in_a_list_of_entrants(control: str) -> None:
    assert limits.has_bidi_control(f"Anna{control}")
    for text in (f"Name,Club\nBoris,\nAnna{control},Cue\n", f"Boris\nAnna,{control}\n"):
        with pytest.raises(EntrantsFileError) as refused:
            entrants_from_text(text.replace(f"Anna,{control}", f"Anna{control}"))
        assert refused.value.kind is EntrantsProblem.DIRECTION_CONTROL
        assert refused.value.line == (3 if "Club" in text else 2)
    # The marks that only lean a neutral one way have their uses and stay allowed.
    assert [e.name for e in entrants_from_text("Anna\u200e\n\u05d0\u200f\n")] == [
        "Anna\u200e",
        "\u05d0\u200f",
    ]


def test_the_refusal_is_one_sentence_in_both_languages() -> None:
    from ninescore.describe.tournament import describe_tournament_error

    with in_language("en"):
        english = bidi_control_text()
        listed = describe_tournament_error(EntrantsFileError(EntrantsProblem.DIRECTION_CONTROL, 2))
    with in_language("ru"):
        russian = bidi_control_text()
        listed_ru = describe_tournament_error(
            EntrantsFileError(EntrantsProblem.DIRECTION_CONTROL, 2)
        )
    assert "direction controls" in english and english.endswith(".")
    assert russian != english and russian.endswith(".") and russian.count(".") == 1
    assert "direction control" in listed and listed_ru != listed and "2" in listed_ru


def test_the_new_match_and_send_a_match_dialogs_refuse_an_override(
    qtbot: QtBot, data_dir: Path
) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from ninescore.ui.desk.dialogs import AssignmentDialog
    from ninescore.ui.dialogs.new_match import NewMatchDialog

    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.name_edits[0].setText("Anna\u202e")
    dialog.name_edits[1].setText("Boris")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.problem.text() == bidi_control_text()
    dialog.name_edits[0].setText("Anna\u200f")
    assert ok.isEnabled()

    send = AssignmentDialog(data_dir, ["4"])
    qtbot.addWidget(send)
    send.table.setCurrentText("4")
    send.players[0].setText("\u202eAnna")
    send.players[1].setText("Boris")
    send.accept()
    assert send.problem.text() == bidi_control_text()
    assert not (data_dir / "desk" / "assignments").exists() or not any(
        (data_dir / "desk" / "assignments").iterdir()
    ), "nothing was sent"

    from ninescore.ui.desk.dialogs import MachineDialog

    machine = MachineDialog(data_dir)
    qtbot.addWidget(machine)
    machine.table.setText("4\u202e")
    machine.accept()
    assert machine.problem.text() == bidi_control_text() and machine.saved is None


def test_a_file_that_holds_one_opens_is_shown_isolated_and_keeps_it_raw_where_no_sentence_is(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = match(2)
    hostile = "Ivanov\u202e"
    text = record.to_json().replace('"Ivanov"', json.dumps(hostile, ensure_ascii=False))
    (data_dir / "matches").mkdir()
    path = data_dir / "matches" / f"{record.id}.json"
    path.write_text(text, "utf-8")
    assert parse_record(text.encode(), path).players[0] == hostile  # read, as it was saved
    assert main(["--data-dir", str(data_dir), "--lang", "en", "desk", "--text"]) == 0
    # A terminal gets every direction control shown as text (commands/output.py), so nothing
    # can turn its line around; the isolates around each name would only be noise there.
    shown = capsys.readouterr().out
    assert "Ivanov<U+202E><U+202C> – Petrov" in shown, shown
    assert main(["--data-dir", str(data_dir), "--lang", "en", "list"]) == 0
    listed = capsys.readouterr().out
    assert "Ivanov<U+202E>" in listed and not set(listed) & set(BIDI_CONTROLS)
    assert path.read_text("utf-8") == text, "never rewritten"
    desk = DeskFolder(data_dir, resolve=False)
    desk.refresh()
    rows = list(csv.reader(io.StringIO(desk.results_csv(desk.matches))))
    cells = [cell for row in rows[1:] for cell in row]
    assert hostile in cells and not any(FSI in cell or PDI in cell for cell in cells), (
        "a spreadsheet's cell holds the name as typed, no sentence's marks"
    )


def test_the_sheets_pdf_text_keeps_the_sentences_around_a_hostile_name_in_order(
    qapp: object, tmp_path: Path
) -> None:
    import shutil
    import subprocess

    from ninescore.records import MatchRecord
    from ninescore.rules import Shot
    from ninescore.sheet import write_pdf

    pdftotext = shutil.which("pdftotext")
    assert pdftotext, "Debian's poppler-utils"
    record = MatchRecord.new(
        players=("Anna\u202e", "Boris"), race_to=3, event="Open\u202e", round="Last 16"
    )
    for _ in range(3):
        record.append(Shot(pocketed={9}))
    with in_language("en"):
        pdf = write_pdf(record, tmp_path / "sheet.pdf")
    text = subprocess.run(
        [pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    # The text a reader copies out of the sheet (drawn in visual order): no marks, and what
    # follows the name reads forwards ("Anna breaks first", not "tsrif skaerb").
    assert "Anna breaks" in text and "Anna wins the match 3–0." in text, text
    assert not set(text) & set(BIDI_CONTROLS)


def test_a_label_with_the_hostile_pairing_draws_the_same_pixels_as_the_plain_one(
    qtbot: QtBot,
) -> None:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QLabel

    def drawn(text: str) -> QImage:
        label = QLabel(text)
        qtbot.addWidget(label)
        label.setFixedSize(400, 40)
        image = QImage(label.size(), QImage.Format.Format_ARGB32)
        image.fill(0)
        label.render(image)
        return image

    plain = drawn("Anna – Boris")
    assert drawn(pairing_text(["Anna\u202e", "Boris"])) == plain, "Boris drawn forwards"
    assert drawn("Anna\u202e – Boris") != plain, "the raw line is drawn otherwise"


def test_the_desks_tournament_day_refuses_an_override_in_an_entrant_or_its_name(
    qtbot: QtBot, data_dir: Path
) -> None:
    from ninescore.desk.day import DrawOptions
    from ninescore.tournament import Format
    from ninescore.ui.desk.day_model import DayModel

    model = DayModel(data_dir)
    said: list[str] = []
    model.refused.connect(said.append)
    assert not model.add_names(["Anna\u202e", "Boris"])
    assert not model.add_text("Name\nCarla\u2066\n")
    assert model.add_names(["Anna", "Boris"])
    model.edit("Anna", "\u202bAnna", "", "")
    assert [e.name for e in model.day.entrants] == ["Anna", "Boris"]
    model.set_name("Open\u202e")
    races = {"winners": 3, "losers": 3, "final": 3}
    assert model.draw(DrawOptions(Format.DOUBLE_ELIMINATION, races)) is None
    assert said[0] == bidi_control_text() and said[2] == bidi_control_text() == said[3]
    assert "direction control" in said[1]
