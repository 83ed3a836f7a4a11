"""The desk window with a peer's hostile files: a printed-marks file that is a link to
``/dev/zero`` and an assignment of 64 kB of ``[`` (every table is still shown, and one line each
says what was left out), a match file whose bad field is markup (told as plain text), a matches
folder that is a link (one line, no match of where it points)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

pytestmark = pytest.mark.usefixtures("never_hangs")


def test_the_desk_window_shows_every_table_and_one_line_per_bad_desk_file(
    data_dir: Path, qtbot: QtBot
) -> None:
    from ninescore.ui.desk.wiring import create_desk_window
    from tests.desk.sync_sim import dozen_tables

    dozen_tables(data_dir)
    printed = data_dir / "desk" / "printed.json"
    printed.unlink(missing_ok=True)
    printed.symlink_to("/dev/zero")
    (data_dir / "desk" / "assignments" / "bad.json").write_bytes(b"[" * 65536)
    window = create_desk_window(data_dir)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: len(window.shown_cards) == 12, timeout=5000)
    assert window.conflict_label.isVisible()
    lines = window.conflict_label.text().splitlines()
    assert len(lines) == 2 and all("Left out of the desk" in line for line in lines)
    assert not window.conflict_button.isVisible(), "no conflict to choose"
    window.close()


def test_a_peers_match_file_holding_markup_is_told_as_plain_text(
    data_dir: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A match waiting for its sheet is replaced by a peer's version whose bad field's name is
    markup: "Print" tells why it cannot, in words that show exactly the name, never a picture
    loaded from the machine (Qt would guess the text is rich)."""
    from PySide6.QtGui import Qt
    from PySide6.QtWidgets import QMessageBox

    from ninescore.ui.desk.wiring import create_desk_window
    from tests.desk.sync_sim import dozen_tables

    dozen_tables(data_dir)
    window = create_desk_window(data_dir)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(window.desk.waiting_for_sheet), timeout=5000)
    waiting = window.desk.waiting_for_sheet[0]
    path = window.desk.matches_path / waiting.file
    document = json.loads(path.read_text(encoding="utf-8"))
    document["<img src=/tmp/picture.png>"] = 1
    path.write_text(json.dumps(document), encoding="utf-8")
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    assert window.print_matches([waiting.id]) is False
    assert len(told) == 1
    shown = QMessageBox(QMessageBox.Icon.Warning, "", told[0])
    qtbot.addWidget(shown)
    label = shown.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    document_text = label.text() if not Qt.mightBeRichText(label.text()) else _shown_as(label)
    assert "<img src=/tmp/picture.png>" in document_text
    window.close()


def test_a_matches_folder_a_peer_made_a_link_is_one_line_on_the_desk(
    data_dir: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    from ninescore.ui.desk.wiring import create_desk_window
    from tests.desk.sync_sim import dozen_tables

    dozen_tables(data_dir)
    (data_dir / "matches").rename(tmp_path / "elsewhere")
    (data_dir / "matches").symlink_to(tmp_path / "elsewhere")
    window = create_desk_window(data_dir)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.conflict_label.isVisible, timeout=5000)
    lines = window.conflict_label.text().splitlines()
    assert len(lines) == 1 and "is a symbolic link" in lines[0], lines
    assert all(card.match is None for card in window.shown_cards)
    window.close()


def _shown_as(label: QLabel) -> str:
    """What a rich-text label shows: its text as Qt's document makes it, markup read."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()
