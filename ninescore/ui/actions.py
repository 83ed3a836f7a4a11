"""The window's actions and menus, made from the key map (``ninescore.scoring.keys``).

Every command of the key map becomes one ``QAction`` with the map's name, keys and "when"; the
window only says what each one does (a slot per name) and what the menus hold.  Whether an
action is enabled is the presenter's answer for the scoring state, set again only when an answer
changed: a tap on a ball, which changes no answer, touches no action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ninescore import i18n
from ninescore.describe.scoring import concede_text
from ninescore.scoring.keys import KEYS, Key, When, applies
from ninescore.scoring.state import ScoringState
from ninescore.ui import words


def _texts() -> dict[str, str]:
    """The menu texts of the commands that have a menu item (the scoring keys have none)."""
    return {
        "new": QCoreApplication.translate("MainWindow", "&New match…"),
        "resume": QCoreApplication.translate("MainWindow", "&Resume a match…"),
        "print": QCoreApplication.translate("MainWindow", "&Print match sheet…"),
        "pdf": QCoreApplication.translate("MainWindow", "&Export PDF…"),
        "history": QCoreApplication.translate("MainWindow", "&History…"),
        "stalemate": QCoreApplication.translate("MainWindow", "Stalemate: re-rack"),
        "abandon": QCoreApplication.translate("MainWindow", "&Abandon this match"),
        "quit": QCoreApplication.translate("MainWindow", "&Quit"),
        "undo": QCoreApplication.translate("MainWindow", "&Undo"),
        "redo": QCoreApplication.translate("MainWindow", "&Redo"),
        "clear": QCoreApplication.translate("MainWindow", "&Clear the marks of this shot"),
        "fullScreen": QCoreApplication.translate("MainWindow", "&Full screen"),
        "larger": QCoreApplication.translate("MainWindow", "&Larger"),
        "smaller": QCoreApplication.translate("MainWindow", "&Smaller"),
        "normalSize": QCoreApplication.translate("MainWindow", "&Normal size"),
        "shortcuts": QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"),
        "rules": QCoreApplication.translate("MainWindow", "&Rules summary"),
        "about": QCoreApplication.translate("MainWindow", "&About ninescore"),
    }


class WindowActions:
    """The window's QActions by name, enabled from the scoring state."""

    def __init__(self, window: QMainWindow, slots: Mapping[str, Callable[[], object]]) -> None:
        texts = _texts()
        self.by_name: dict[str, QAction] = {}
        self._keys: list[tuple[Key, QAction]] = []
        for key in KEYS:
            action = QAction(texts.get(key.name, ""), window)
            action.setObjectName(key.name)
            if key.sequences:
                # Qt's default context, WindowShortcut: the keys work wherever the focus is.
                action.setShortcuts([QKeySequence(sequence) for sequence in key.sequences])
            slot = slots[key.name]
            action.triggered.connect(lambda _=False, slot=slot: slot())
            window.addAction(action)
            self.by_name[key.name] = action
            self._keys.append((key, action))
        self.by_name["fullScreen"].setCheckable(True)
        self._answers: tuple[bool, ...] = ()
        self._concede: tuple[str, str] = ("", "")

    def __getitem__(self, name: str) -> QAction:
        return self.by_name[name]

    def update(self, state: ScoringState) -> None:
        """Enable what the state allows; name the players in the "loses the frame" items."""
        answers = {when: applies(when, state) for when in When}
        shown = tuple(answers[key.when] for key, _ in self._keys)
        if shown != self._answers:
            self._answers = shown
            for (_, action), enabled in zip(self._keys, shown, strict=True):
                action.setEnabled(enabled)
        concede = (concede_text(state.names[0] or "—"), concede_text(state.names[1] or "—"))
        if concede != self._concede:
            self._concede = concede
            self.by_name["concede0"].setText(concede[0])
            self.by_name["concede1"].setText(concede[1])


def build_menus(
    window: QMainWindow, actions: WindowActions, language: Callable[[str], None]
) -> QMenu:
    """The menu bar; returns the language menu (its items are checked as the choice changes)."""
    bar = window.menuBar()
    match_menu = bar.addMenu(words.match_title())
    for name in ("new", "resume"):
        match_menu.addAction(actions[name])
    match_menu.addSeparator()
    frame_menu = match_menu.addMenu(QCoreApplication.translate("MainWindow", "End the &frame"))
    for name in ("concede0", "concede1", "stalemate"):
        frame_menu.addAction(actions[name])
    match_menu.addAction(actions["abandon"])
    match_menu.addSeparator()
    for name in ("print", "pdf", "history"):
        match_menu.addAction(actions[name])
    match_menu.addSeparator()
    match_menu.addAction(actions["quit"])

    edit_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
    edit_menu.addAction(actions["undo"])
    edit_menu.addAction(actions["redo"])
    edit_menu.addSeparator()
    edit_menu.addAction(actions["clear"])

    view_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
    for name in ("fullScreen", "larger", "smaller", "normalSize"):
        view_menu.addAction(actions[name])
    view_menu.addSeparator()
    language_menu = view_menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    current = i18n.saved_language()
    for code, name in i18n.LANGUAGES.items():
        item = language_menu.addAction(name)
        item.setCheckable(True)
        item.setChecked(code == current)
        item.setObjectName(f"language_{code}")
        item.triggered.connect(lambda _=False, code=code: language(code))
    language_menu.addSeparator()
    hint = language_menu.addAction(
        QCoreApplication.translate("MainWindow", "(used from the next start)")
    )
    hint.setEnabled(False)

    help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    help_menu.addAction(actions["shortcuts"])
    help_menu.addAction(actions["rules"])
    help_menu.addSeparator()
    help_menu.addAction(actions["about"])
    return language_menu
