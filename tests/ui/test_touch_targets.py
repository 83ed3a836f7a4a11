"""Every control a finger can touch is at least 44 px in both directions, on every screen, in
both languages, on a 1024×600 tablet: the scoring window (each page, its menus), the new-match
dialog, the foul, concession and confirmation dialogs, the history with its replay, the print
preview, the print dialog and the export dialogs (PDF, CSV, the folder list).  A test of
the walker itself proves it finds small targets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QSlider,
    QSpinBox,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from .touch_targets import small_targets

WALK = Path(__file__).with_name("touch_walk.py")
TABLET = {"screens": [{"name": "tablet", "x": 0, "y": 0, "width": 1024, "height": 600}]}


def tablet_environment(tmp_path: Path) -> dict[str, str]:
    """The environment of a program run on a 1024×600 offscreen tablet, its settings in
    ``tmp_path`` (the walks and the probes run in processes of their own)."""
    screen = tmp_path / "tablet.json"
    screen.write_text(json.dumps(TABLET), encoding="utf-8")
    return dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )


SCREENS = {
    "start screen",
    "Match menu",
    "scoring: the break",
    "scoring: push-out allowed",
    "foul menu",
    "foul between shots menu",
    "end the frame menu",
    "scoring: push-out choice",
    "scoring: a foul marked",
    "concession",
    "stalemate",
    "other foul",
    "new match",
    "print preview",
    "export PDF",
    "print",
    "choose a folder",
    "export CSV",
    "file written",
    "scoring: match over",
    "history: matches",
    "history: a match",
    "history: replay",
    "history: players",
    "shot clock numbers",
    "change the rules",
    "desk",
    "desk: send a match",
    "desk: this machine",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_touch_target_is_under_44_pixels_on_a_1024x600_tablet(tmp_path: Path, lang: str) -> None:
    env = tablet_environment(tmp_path)
    result = subprocess.run(
        [sys.executable, str(WALK), lang, str(tmp_path / "data")],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    found: dict[str, list[str]] = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(found) == SCREENS  # every screen was opened and walked
    small = {screen: targets for screen, targets in found.items() if targets}
    assert small == {}, "\n".join(
        f"{screen}:\n  " + "\n  ".join(targets) for screen, targets in small.items()
    )


def test_the_walker_finds_small_targets(qtbot: QtBot) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    row = QHBoxLayout(root)
    small = QPushButton("x")
    small.setFixedSize(30, 30)
    spin = QSpinBox()
    spin.setMinimumHeight(50)  # tall enough, but its arrows are not
    date = QDateEdit()
    date.setCalendarPopup(True)
    date.setMinimumHeight(50)
    slider = QSlider(Qt.Orientation.Horizontal)
    slider.setMinimumHeight(50)
    rows = QListWidget()
    rows.addItems(["one", "two"])
    tabs = QTabWidget()
    tabs.addTab(QWidget(), "tab")
    combo = QComboBox()
    combo.setMinimumHeight(50)
    combo.setEditable(True)
    for widget in (small, spin, date, slider, rows, tabs, combo):
        row.addWidget(widget)
    root.resize(900, 200)
    root.show()
    qtbot.waitExposed(root)
    found = "\n".join(small_targets(root))
    for expected in (
        "QPushButton",
        "up arrow",
        "down arrow",
        "calendar arrow",
        "QSlider 'QSlider' handle",
        "QListWidget 'QListWidget' row 0",
        "tab “tab”",
        "QComboBox 'QComboBox' arrow",
    ):
        assert expected in found, found
