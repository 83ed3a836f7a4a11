"""A ball that jumped off the table earlier in the frame is drawn and named as jumped, not as
pocketed: on the diagram both were the same faded "gone" ball."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from ninescore.ui.main_window import MainWindow

from ..flush import flush
from ..window_fixtures import scoring_window  # noqa: F401


def amber_pixels(image: QImage) -> int:
    """Pixels of the jump amber (#ffb300), give or take antialiasing."""
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            if colour.red() > 220 and 150 < colour.green() < 200 and colour.blue() < 60:
                count += 1
    return count


def test_a_ball_jumped_off_earlier_looks_and_reads_unlike_a_pocketed_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.resize(1024, 600)
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    flush()
    diagram = window.diagram
    c.toggle_pocketed(3)
    c.commit_shot()  # the 3 on the break
    qtbot.mouseClick(
        diagram.ball_button(5), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier
    )
    c.commit_shot()  # the 5 jumps off the table: a foul, the ball stays off
    flush()
    pocketed, jumped = diagram.ball_button(3), diagram.ball_button(5)
    assert not pocketed.state.on_table and not jumped.state.on_table
    assert pocketed.accessibleName() == "Ball 3, off the table"
    assert jumped.accessibleName() == "Ball 5, jumped off the table"
    assert amber_pixels(pocketed.grab().toImage()) == 0
    assert amber_pixels(jumped.grab().toImage()) > 20
    assert jumped.size().width() >= 44
