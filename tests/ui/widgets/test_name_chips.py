"""The stored players' names to tap are shown whole: a name too long for one line of its button
goes on two, between its words ("Dmitri O…" cut the surname off)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ninescore.ui.widgets.touch_controls import NameChips

NAMES = ["Dmitri Olegovich", "Анна Ковальчик-Линдквист", "Bo", "Clara Mirnova"]


def test_long_names_go_on_two_lines_whole(qtbot: QtBot) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    chips = NameChips(root, columns=4)
    chips.set_names(NAMES)
    chips.resize(440, 60)  # four buttons of some 100 px: a tablet's form column
    root.show()
    qtbot.waitExposed(root)
    chips.resize(440, 60)
    shown = {str(button.property("name")): button.text() for button in chips.buttons}

    assert shown["Dmitri Olegovich"] == "Dmitri\nOlegovich"
    assert shown["Bo"] == "Bo"
    assert shown["Clara Mirnova"].replace("\n", " ") == "Clara Mirnova"
    for button in chips.buttons:
        assert button.accessibleName() == button.property("name")
        assert button.height() >= 44
        for line in button.text().split("\n"):
            assert button.fontMetrics().horizontalAdvance(line) <= button.width() - 14
