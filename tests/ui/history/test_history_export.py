"""The history's CSV exports, as the desk makes them: the touch save dialog (the folder used
last, the name prefilled, what is written as large buttons), Save or Cancel."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION
from ninescore.records import Store
from ninescore.records.demo import generate
from ninescore.ui.dialogs.touch_files import SaveFileDialog
from ninescore.ui.history.export import LAST_FOLDER_SETTING
from ninescore.ui.history.window import HistoryWindow

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot: QtBot, data_dir: Path) -> Iterator[HistoryWindow]:
    store = Store(data_dir, durable=False)
    generate(store, 6, seed=4242, keep=False)
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION).remove(LAST_FOLDER_SETTING)
    store.close()


def test_export_csv_writes_one_row_per_selected_match_through_the_touch_save_dialog(
    window: HistoryWindow, qtbot: QtBot, tmp_path: Path, when_dialog: Callable[..., list]
) -> None:
    offered: list[str] = []

    def save(dialog: SaveFileDialog, name: str, kind: int) -> None:
        offered.append(dialog.file.folder_shown.text())
        dialog.file.set_folder(tmp_path)
        dialog.file.name_edit.setText(name)
        qtbot.mouseClick(dialog.kind_buttons[kind], LEFT)
        qtbot.mouseClick(dialog.save_button, LEFT)

    when_dialog(SaveFileDialog, lambda dialog: save(dialog, "out", 0))
    chosen = window.summaries_shown()[2]
    window.select_match(chosen.id)
    window.act_csv.trigger()
    lines = (tmp_path / "out.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("match_id,")
    assert len(lines) == 2 and lines[1].startswith(chosen.id)
    # The next export starts in the folder used; "One row per frame" writes the frames.
    when_dialog(SaveFileDialog, lambda dialog: save(dialog, "frames", 1))
    window.act_csv.trigger()
    assert offered[1] == str(tmp_path)
    frames = (tmp_path / "frames.csv").read_text(encoding="utf-8").splitlines()
    assert "frame" in frames[0] and len(frames) >= 2


def test_a_cancelled_csv_export_writes_nothing(
    window: HistoryWindow, qtbot: QtBot, tmp_path: Path, when_dialog: Callable[..., list]
) -> None:
    out = tmp_path / "out"
    out.mkdir()

    def cancel(dialog: SaveFileDialog) -> None:
        dialog.file.set_folder(out)
        qtbot.mouseClick(dialog.cancel_button, LEFT)

    seen = when_dialog(SaveFileDialog, cancel)
    window.act_csv.trigger()
    assert len(seen) == 1 and list(out.iterdir()) == []


def test_player_statistics_are_saved_through_the_touch_save_dialog(
    window: HistoryWindow, qtbot: QtBot, tmp_path: Path, when_dialog: Callable[..., list]
) -> None:
    name = window.summaries_shown()[0].players[0]
    window.show_player(name)
    qtbot.waitUntil(lambda: window.players.result is not None, timeout=10_000)
    names: list[str] = []

    def save(dialog: SaveFileDialog) -> None:
        names.append(dialog.file.name_edit.text())
        assert dialog.kind_buttons == []  # one kind of file: nothing to choose
        dialog.file.set_folder(tmp_path)
        qtbot.mouseClick(dialog.save_button, LEFT)

    when_dialog(SaveFileDialog, save)
    qtbot.mouseClick(window.players.export_button, LEFT)
    assert names == ["player.csv"]
    lines = (tmp_path / "player.csv").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 and name in lines[1]
