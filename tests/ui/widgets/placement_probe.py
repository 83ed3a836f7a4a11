"""Open the scoring window as ``ninescore`` does, on the offscreen screen this process was given
(``QT_QPA_PLATFORM=offscreen:configfile=…``), and print where it and its main controls are.

    python3 tests/ui/widgets/placement_probe.py DATA_DIR [WIDTHxHEIGHT]

With a size, the person then resizes the window to it and closes it (its place is remembered).
Prints one JSON object.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget


def settle() -> None:
    for _ in range(4):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def main(data: Path, resize_to: str | None) -> dict[str, object]:
    app = QApplication(["ninescore"])
    from ninescore.ui.wiring import create_main_window, show_scoring_window

    window = create_main_window(app, data, offer_resume=False)
    show_scoring_window(window)  # as `ninescore` does
    while not window.started:
        settle()
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    settle()
    screen = window.screen().availableGeometry()

    def on_screen(widget: QWidget) -> bool:
        place = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        return widget.isVisible() and screen.contains(place)

    panel = window.shot_panel
    found: dict[str, object] = {
        "screen": [screen.width(), screen.height()],
        "window": [window.x(), window.y(), window.width(), window.height()],
        "inside": screen.contains(window.frameGeometry()),
        "controls": {
            name: on_screen(widget)
            for name, widget in (
                ("commit", panel.commit_button),
                ("undo", panel.undo_button),
                ("end the frame", panel.end_frame_button),
            )
        },
    }
    if resize_to:
        width, height = (int(part) for part in resize_to.split("x"))
        window.resize(width, height)
        settle()
        window.close()
        settle()
    return found


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else None)))
