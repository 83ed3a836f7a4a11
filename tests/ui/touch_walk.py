"""Open every screen of ninescore on a 1024×600 screen and list its touch targets under 44 px.

Run by ``tests/ui/test_touch_targets.py`` in a process of its own, whose offscreen screen is
1024×600 (``QT_QPA_PLATFORM=offscreen:configfile=…``), so that every window and dialog lays
itself out as on that tablet:

    python3 tests/ui/touch_walk.py LANG DATA_DIR [accessibility]

prints one JSON object: each screen's name and the targets found too small on it (or, with
``accessibility``, the controls a screen reader finds without a name or a role:
``tests/ui/test_accessibility.py``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QApplication, QMenu, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent))

from touch_targets import small_targets


def settle() -> None:
    for _ in range(4):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def main(
    lang: str, data_dir: Path, check: Callable[[QWidget], list[str]] = small_targets
) -> dict[str, list[str]]:
    app = QApplication(["ninescore"])
    from ninescore import i18n

    i18n.install_translators(app, lang)
    from ninescore.records import MatchRecord, Store
    from ninescore.records.demo import generate
    from ninescore.rules import Shot
    from ninescore.scoring.views import Question
    from ninescore.sheet.paper import default_paper
    from ninescore.ui.dialogs import printing
    from ninescore.ui.dialogs.new_match import NewMatchDialog, known_player_names
    from ninescore.ui.dialogs.sheet import ExportPdfDialog, SheetPreviewDialog
    from ninescore.ui.dialogs.touch import ConfirmDialog, FileWrittenDialog, ReasonDialog
    from ninescore.ui.dialogs.touch_files import FolderListDialog, PrintDialog, SaveFileDialog
    from ninescore.ui.history.window import HistoryWindow
    from ninescore.ui.wiring import create_main_window

    store = Store(data_dir, durable=False)
    generate(store, 8, seed=7, keep=False)
    waiting = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=(5, 5))
    waiting.append(Shot(pocketed={1}, balls_to_rail=4))
    store.save(waiting)
    finished = next(s for s in store.list() if s.status == "finished")
    finished_record = store.load(finished.id)
    store.close()

    found: dict[str, list[str]] = {}

    def walk(name: str, widget: QWidget) -> None:
        settle()
        found[name] = check(widget)

    def popup(name: str, menu: QMenu, where: QPoint) -> None:
        menu.popup(where)
        settle()
        walk(name, menu)
        menu.hide()

    window = create_main_window(app, data_dir, offer_resume=False)
    window.resize(1024, 600)
    window.show()
    while not window.started:
        settle()
    walk("start screen", window)
    popup("Match menu", window.menuBar().actions()[0].menu(), window.mapToGlobal(QPoint(0, 30)))

    c = window.controller
    c.new_match(players=("Anna Kowalczyk-Lindqvist", "Boris"), race_to=(3, 3))
    walk("scoring: the break", window)
    c.toggle_pocketed(1)
    c.set_fact("balls_to_rail", True)
    c.commit_shot()
    walk("scoring: push-out allowed", window)
    panel = window.shot_panel
    popup("foul menu", panel.foul_menu, panel.foul_button.mapToGlobal(QPoint(0, 0)))
    popup("foul between shots menu", panel.between_menu, panel.foul_button.mapToGlobal(QPoint()))
    popup("end the frame menu", panel.end_frame_menu, panel.end_frame_button.mapToGlobal(QPoint()))
    c.set_fact("push_out", True)
    c.commit_shot()
    walk("scoring: push-out choice", window)
    c.pass_push_out()
    c.set_fact("scratch", True)
    walk("scoring: a foul marked", window)

    def dialog(name: str, make: Callable[[], QWidget]) -> None:
        shown = make()
        shown.show()
        walk(name, shown)
        shown.close()
        shown.deleteLater()

    from ninescore.scoring import presenter

    entry = c.preview_action(__import__("ninescore.rules", fromlist=["Concession"]).Concession(1))
    assert entry is not None
    question = presenter.concession_question(1, entry, c.state)
    dialog("concession", lambda: ConfirmDialog(window, question, "Reason (optional):"))
    dialog(
        "stalemate",
        lambda: ConfirmDialog(window, Question("Stalemate: re-rack?", "…", "Re-rack", "Back")),
    )
    dialog("other foul", lambda: ReasonDialog(window, "Other foul", "What?", "OK", "Cancel"))
    dialog("new match", lambda: NewMatchDialog(window, known_player_names(c.store)))
    dialog(
        "print preview",
        lambda: SheetPreviewDialog(
            printing.sheet_printer(), default_paper(), lambda _p: None, lambda _p: False, window
        ),
    )
    dialog("export PDF", lambda: ExportPdfDialog(Path.home() / "sheet.pdf", "a4", window))
    dialog(
        "print",
        lambda: PrintDialog(
            printing.sheet_printer(), "A4 (210 × 297 mm)", data_dir, "sheet.pdf", window
        ),
    )
    dialog("choose a folder", lambda: FolderListDialog(data_dir, window))
    dialog(
        "export CSV",
        lambda: SaveFileDialog(
            QCoreApplication.translate("HistoryWindow", "Export statistics as CSV"),
            data_dir,
            "matches.csv",
            ".csv",
            (
                QCoreApplication.translate("HistoryWindow", "One row per match"),
                QCoreApplication.translate("HistoryWindow", "One row per frame"),
            ),
            window,
        ),
    )
    dialog(
        "file written",
        lambda: FileWrittenDialog(window, "Saved", "Saved as /tmp/x.pdf", "Open", "Done"),
    )

    while c.can_score:
        c.concede(1)
    walk("scoring: match over", window)

    assert c.store is not None
    history = HistoryWindow(c.store, window)
    history.show()
    walk("history: matches", history)
    history.open_match(finished_record.id)
    walk("history: a match", history)
    history.replay_frame(1)
    walk("history: replay", history)
    history.show_player(finished.players[0], finished.players[1])
    for _ in range(200):
        if history.players.result is not None:
            break
        settle()
    walk("history: players", history)
    history.close()
    c.close_match()

    from ninescore.rules import PROFILES
    from ninescore.ui.desk.dialogs import AssignmentDialog, MachineDialog
    from ninescore.ui.desk.window import DeskWindow
    from ninescore.ui.dialogs.rules_form import ShotClockDialog

    clock = PROFILES["wpa"].shot_clock
    assert clock is not None
    dialog("shot clock numbers", lambda: ShotClockDialog(clock, window))
    from ninescore.ui.dialogs.rules import ChangeRulesDialog

    dialog("change the rules", lambda: ChangeRulesDialog(PROFILES["wpa"], window))
    desk = DeskWindow(data_dir)
    desk.show()
    settle()
    walk("desk", desk)
    dialog("desk: send a match", lambda: AssignmentDialog(data_dir, ["1", "2"], desk))
    dialog("desk: this machine", lambda: MachineDialog(data_dir, desk))
    desk.close()
    return found


if __name__ == "__main__":
    if sys.argv[3:] == ["accessibility"]:
        from accessible_names import unnamed_controls

        result = main(sys.argv[1], Path(sys.argv[2]), unnamed_controls)
    else:
        result = main(sys.argv[1], Path(sys.argv[2]))
    print(json.dumps(result, ensure_ascii=False))
