"""Open the New match dialog on this process's offscreen screen and print where its event fields
are, before and after ticking Shot clock and choosing WPA (``test_new_match_nothing_moves.py``).

    python3 tests/ui/dialogs/new_match_probe.py LANG
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication


def main(lang: str) -> list[dict[str, object]]:
    app = QApplication([])
    from ninescore import i18n
    from ninescore.ui.dialogs.new_match import NewMatchDialog

    i18n.install_translators(app, lang)
    dialog = NewMatchDialog(None, [])
    dialog.show()

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    def places() -> dict[str, object]:
        found: dict[str, object] = {
            name: edit.mapTo(dialog, QPoint(0, 0)).y() for name, edit in dialog.text_edits.items()
        }
        found["size"] = [dialog.width(), dialog.height()]
        return found

    settle()
    seen = [places()]
    dialog.rules.shot_clock.click()  # ticked: "shot clock (R14): 35 s a shot, …"
    settle()
    seen.append(places())
    profile = dialog.rules.profile
    profile.setCurrentIndex(profile.findData("wpa"))
    profile.activated.emit(profile.currentIndex())  # as a tap on "WPA" in its list does
    settle()
    seen.append(places())
    return seen


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1])))
