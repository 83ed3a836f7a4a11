"""The window's actions and menus, made from the key map (``ninescore.scoring.keys``).

Every command of the key map becomes one ``QAction`` with the map's name, keys, "when", words
and what it does, and the menus are laid out as the map places them.  Whether an
action is enabled is the presenter's answer for the scoring state, set again only when an answer
changed: a tap on a ball, which changes no answer, touches no action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import assert_never

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ninescore import i18n
from ninescore.ball_set import PATTERNED_SET
from ninescore.scoring.keys import (
    COMMANDS,
    Command,
    Explained,
    Menu,
    Operator,
    When,
    applies,
    cited,
)
from ninescore.scoring.state import ScoringState
from ninescore.ui.widgets import words
from ninescore.ui.widgets.ball_choice import ball_set
from ninescore.ui.widgets.touch_styles import MENU_STYLE


class WindowActions:
    """The window's QActions by name, enabled from the scoring state."""

    def __init__(self, window: QMainWindow, operator: Operator) -> None:
        self.by_name: dict[str, QAction] = {}
        self._commands: list[tuple[Command, QAction]] = []
        for command in COMMANDS:
            # Words that cite a rule wait for ninescore.describe, as the players' names do.
            has_words = command.text and command.topic is None
            text = words.marked("MainWindow", command.text) if has_words else ""
            action = QAction(text, window)
            action.setObjectName(command.name)
            if command.sequences:
                # Qt's default context, WindowShortcut: the keys work wherever the focus is.
                action.setShortcuts([QKeySequence(sequence) for sequence in command.sequences])
            action.setAutoRepeat(command.repeats)
            action.setCheckable(command.checkable)
            run = command.run
            action.triggered.connect(lambda _=False, run=run: run(operator))
            window.addAction(action)
            self.by_name[command.name] = action
            self._commands.append((command, action))
        self._answers: tuple[bool, ...] = ()
        self._concede: tuple[str, str] = ("", "")
        self._cited = False

    def __getitem__(self, name: str) -> QAction:
        return self.by_name[name]

    def refused_command(self, event: QKeyEvent) -> Explained | None:
        """When ``event`` is the key of a command disabled now, the permission whose refusal
        says why (the command's ``explains``); else None."""
        pressed = QKeySequence(event.keyCombination())
        for command, action in self._commands:
            if action.isEnabled() or not command.sequences:
                continue
            if any(QKeySequence(sequence) == pressed for sequence in command.sequences):
                return command.explains
        return None

    def update(self, state: ScoringState) -> None:
        """Enable what the state allows."""
        answers = {when: applies(when, state) for when in When}
        shown = tuple(answers[command.when] for command, _ in self._commands)
        if shown != self._answers:
            self._answers = shown
            for (_, action), enabled in zip(self._commands, shown, strict=True):
                action.setEnabled(enabled)

    def name_players(self, state: ScoringState) -> None:
        """Name the players in the "loses the frame" items, and cite the rules in the items
        that do.  Not before the first paint: the start screen shows them disabled, and their
        words (ninescore.describe) can load later."""
        from ninescore.describe import cite
        from ninescore.describe.scoring import concede_text

        if not self._cited:
            self._cited = True
            for command, action in self._commands:
                if command.text and command.topic is not None:
                    action.setText(
                        cited(words.marked("MainWindow", command.text), command.topic, cite)
                    )
        concede = (concede_text(state.names[0] or "—"), concede_text(state.names[1] or "—"))
        if concede != self._concede:
            self._concede = concede
            self.by_name["concede0"].setText(concede[0])
            self.by_name["concede1"].setText(concede[1])

    def placed(self) -> list[tuple[Command, QAction]]:
        """The commands that have a menu item, in the key map's order."""
        return [(command, action) for command, action in self._commands if command.menu]


def _title(menu: Menu) -> str:
    match menu:
        case Menu.MATCH:
            return words.match_title()
        case Menu.END_FRAME:
            return QCoreApplication.translate("MainWindow", "End the &frame")
        case Menu.EDIT:
            return QCoreApplication.translate("MainWindow", "&Edit")
        case Menu.CLOCK:
            return QCoreApplication.translate("MainWindow", "&Clock")
        case Menu.VIEW:
            return QCoreApplication.translate("MainWindow", "&View")
        case Menu.HELP:
            return QCoreApplication.translate("MainWindow", "&Help")
        case unknown:
            assert_never(unknown)


def build_menus(
    window: QMainWindow,
    actions: WindowActions,
    language: Callable[[str], None],
    colour_blind_balls: Callable[[bool], None],
) -> QMenu:
    """The menu bar, from the key map's menus; returns the language menu (its items are checked
    as the choice changes)."""
    bar = window.menuBar()
    # Its items and its menus' items a finger's height, like every other target.
    bar.setStyleSheet(MENU_STYLE)
    menus: dict[Menu, QMenu] = {
        menu: bar.addMenu(_title(menu)) for menu in Menu if menu is not Menu.END_FRAME
    }
    for command, action in actions.placed():
        assert command.menu is not None
        if command.menu is Menu.END_FRAME and Menu.END_FRAME not in menus:
            # The submenu sits in Match where its first item is.
            if command.separated:
                menus[Menu.MATCH].addSeparator()
            menus[Menu.END_FRAME] = menus[Menu.MATCH].addMenu(_title(Menu.END_FRAME))
        elif command.separated:
            menus[command.menu].addSeparator()
        menus[command.menu].addAction(action)

    view_menu = menus[Menu.VIEW]
    view_menu.addSeparator()
    colour_blind = view_menu.addAction(
        QCoreApplication.translate("MainWindow", "&Colour-blind balls (a pattern on each)")
    )
    colour_blind.setObjectName("colourBlindBalls")
    colour_blind.setCheckable(True)
    colour_blind.setChecked(ball_set() == PATTERNED_SET)
    colour_blind.toggled.connect(colour_blind_balls)
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
    return language_menu
