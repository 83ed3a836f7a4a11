"""The desk window with a peer's hostile desk files: a printed-marks file that is a link to
``/dev/zero`` and an assignment of 64 kB of ``[``: every table is still shown, and one line each
says what was left out."""

from __future__ import annotations

from pathlib import Path

import pytest
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
